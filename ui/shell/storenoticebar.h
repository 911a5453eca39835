#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

// The bar above the places that speaks for the profile's store: how many writes an earlier run
// sent without seeing the answer ("not confirmed"), with a button that opens them in Activity, and
// what the store found that needs the user (a profile file that could not be read, kept aside),
// and that the profile is also open in another window, with that window's writes in flight (no
// Retry: they are not this window's to decide). Hidden when there is nothing to say.
class StoreNoticeBar : public QWidget
{
    Q_OBJECT
public:
    explicit StoreNoticeBar(Models::Connection *connection, QWidget *parent = nullptr);

signals:
    // The user wants to see the writes not confirmed (the Activity place, filtered).
    void openNotConfirmedRequested();

private:
    void update(int notConfirmed);

    Models::Connection *m_connection;
    QLabel *m_text = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_dismiss = nullptr;
    QStringList m_dismissedProblems;
    bool m_otherWindowDismissed = false; // said once: until the user dismisses it
};

} // namespace Audience::Ui
