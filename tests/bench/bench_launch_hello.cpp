// The baseline of bench-launch.sh: a bare Qt window that shows "hello". It reports when its first
// frame is painted and quits.
#include "launchclock.h"

#include <QApplication>
#include <QLabel>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("BENCH_TRACE"))
        std::fprintf(stderr, "%8.1f ms  QApplication\n", Audience::Bench::millisecondsSinceLaunch());
    QLabel label(QStringLiteral("hello"));
    label.resize(400, 300);
    Audience::Bench::FirstPaintReporter watcher("hello");
    label.installEventFilter(&watcher);
    label.show();
    return QApplication::exec();
}
