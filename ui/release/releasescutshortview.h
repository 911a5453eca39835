#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

// The releases an earlier run of the console started and never finished (a crash, a kill), as the
// journal has them: for each, what was published and what was not, in words, and Dismiss. Hidden
// while there are none. Small enough to sit at the top of Review and Activity (LEAD: drop it in).
class ReleasesCutShortView : public QWidget
{
    Q_OBJECT
public:
    explicit ReleasesCutShortView(Models::Connection *connection, QWidget *parent = nullptr);

    // Reads the releases again (done when the store opens and when the journal changes).
    void refresh();
    int releaseCount() const { return m_count; }
    // Every release's words, for the tests.
    QStringList texts() const;

private:
    QPointer<Models::Connection> m_connection;
    QVBoxLayout *m_list = nullptr;
    QList<QLabel *> m_labels;
    int m_count = 0;
};

} // namespace Audience::Ui
