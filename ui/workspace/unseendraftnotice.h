#pragma once

#include "net/conversationtypes.h"

#include <QFrame>
#include <QPointer>

class QLabel;
class QPushButton;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

// In the Versions tab, while the conversation shows changes pending that no version this console
// has seen holds (Models::UnseenDraft): why Publish is not there, and "Ask the Agent to Confirm
// the Draft", the same request as Review's. Hidden otherwise.
class UnseenDraftNotice : public QFrame
{
    Q_OBJECT
public:
    explicit UnseenDraftNotice(Models::Connection *connection, QWidget *parent = nullptr);

    void setAudience(const QString &pageId, const QString &audienceId);
    // The conversation's pending changes, as last read.
    void setPendingChanges(const QList<Net::Change> &pending);

    // Whether the notice applies now (it is shown when its panel is).
    bool applies() const { return m_applies; }
    QLabel *reason() const { return m_reason; }
    QPushButton *confirmButton() const { return m_confirm; }

private:
    void update();
    void confirm();

    QPointer<Models::Connection> m_connection;
    QString m_pageId;
    QString m_audienceId;
    QList<Net::Change> m_pending;
    QString m_askedId; // the clientMessageId of the request sent for this audience, if any
    bool m_applies = false;
    QLabel *m_reason = nullptr;
    QLabel *m_outcome = nullptr;
    QPushButton *m_confirm = nullptr;
};

} // namespace Audience::Ui
