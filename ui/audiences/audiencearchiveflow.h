#pragma once

#include "net/audiencetypes.h"

#include <QObject>
#include <QPointer>

class QMessageBox;
class QWidget;

namespace Audience::Net {
struct ApiError;
} // namespace Audience::Net

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class NotificationBar;

// The conversation around archiving and restoring: archive asks first, naming the audience; after
// it, the notification bar offers Undo for a few seconds; failures say why and offer Retry. The
// calls themselves, and the lists updating in place, belong to Models::AudienceActions.
class AudienceArchiveFlow : public QObject
{
    Q_OBJECT
public:
    AudienceArchiveFlow(Models::Connection *connection, NotificationBar *bar, QWidget *dialogParent);

    // Opens the confirmation (window-modal, never a nested event loop); archives on "Archive".
    void askToArchive(const Net::AudienceSearchItem &item);
    void restore(const Net::AudienceSearchItem &item);
    // The confirmation on screen, if any (tests answer it).
    QMessageBox *confirmation() const;

private:
    static QString nameOf(const Net::AudienceSearchItem &item);
    void onSucceeded(int kind, const Net::AudienceRecord &audience);
    void onFailed(int kind, const QString &pageId, const QString &audienceId, const Net::ApiError &error);
    QString displayName(const QString &audienceId, const QString &fallback) const;

    Models::Connection *m_connection;
    NotificationBar *m_bar;
    QWidget *m_dialogParent;
    QPointer<QMessageBox> m_confirmation;
    QString m_undoingAudienceId; // a restore started by Undo is not offered for undo again
};

} // namespace Audience::Ui
