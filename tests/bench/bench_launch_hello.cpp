// The baseline of bench-launch.sh: a bare Qt window that shows "hello". It reports when its first
// frame is painted and quits.
#include "launchclock.h"

#include <QApplication>
#include <QLabel>
#include <QTimer>

namespace {

class FirstPaint : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_reported) {
            m_reported = true;
            // After this paint event has been handled: the frame is drawn.
            QTimer::singleShot(0, qApp, [] {
                Audience::Bench::reportFirstFrame("hello");
                QApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_reported = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("BENCH_TRACE"))
        std::fprintf(stderr, "%8.1f ms  QApplication\n", Audience::Bench::millisecondsSinceLaunch());
    QLabel label(QStringLiteral("hello"));
    label.resize(400, 300);
    FirstPaint watcher;
    label.installEventFilter(&watcher);
    label.show();
    return QApplication::exec();
}
