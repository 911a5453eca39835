#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace Audience::Models {
class UnsettledWrite;
} // namespace Audience::Models

namespace Audience::Ui {

// In a write's own place (a person's form, their log, a topic's entries, a subscription's editor):
// the write of an earlier run that was not confirmed or failed, as Activity shows it — what it was,
// how it stands, and Retry, Discard and Show in Activity. Hidden while there is none. The work is
// Models::UnsettledWrite's (the connection's JournalActions); this only shows it.
class UnsettledWriteNotice : public QFrame
{
    Q_OBJECT
public:
    explicit UnsettledWriteNotice(Models::UnsettledWrite *write, QWidget *parent = nullptr);

    Models::UnsettledWrite *write() const { return m_write; }
    QLabel *titleLabel() const { return m_title; }
    QLabel *noticeLabel() const { return m_notice; }
    QLabel *outcomeLabel() const { return m_outcome; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *discardButton() const { return m_discard; }
    QPushButton *showInActivityButton() const { return m_showInActivity; }

signals:
    // Activity, on this entry (PlaceId::activity, the entry's id as its item).
    void openRequested(const QString &placeId, const QString &item);

private:
    void refresh();

    Models::UnsettledWrite *m_write;
    QLabel *m_title = nullptr;
    QLabel *m_notice = nullptr;
    QLabel *m_outcome = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_discard = nullptr;
    QPushButton *m_showInActivity = nullptr;
};

} // namespace Audience::Ui
