#include "ui/audiences/audiencearchiveflow.h"

#include "models/audiences/audienceactions.h"
#include "ui/common/notificationbar.h"
#include "models/audiences/seenaudiences.h"
#include "models/shell/connection.h"

#include <QMessageBox>
#include <QPushButton>

namespace Audience::Ui {

using Models::AudienceActions;

AudienceArchiveFlow::AudienceArchiveFlow(Models::Connection *connection, NotificationBar *bar, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_connection(connection)
    , m_bar(bar)
    , m_dialogParent(dialogParent)
{
    AudienceActions *actions = connection->audienceActions();
    connect(actions, &AudienceActions::succeeded, this,
            [this](AudienceActions::Kind kind, const Net::AudienceRecord &audience) { onSucceeded(int(kind), audience); });
    connect(actions, &AudienceActions::failed, this,
            [this](AudienceActions::Kind kind, const QString &pageId, const QString &audienceId, const Net::ApiError &error) {
                onFailed(int(kind), pageId, audienceId, error);
            });
}

QMessageBox *AudienceArchiveFlow::confirmation() const
{
    return m_confirmation;
}

QString AudienceArchiveFlow::nameOf(const Net::AudienceSearchItem &item)
{
    return item.effectiveName.value().isEmpty() ? item.audienceId.value() : item.effectiveName.value();
}

QString AudienceArchiveFlow::displayName(const QString &audienceId, const QString &fallback) const
{
    if (const auto seen = m_connection->seenAudiences()->find(audienceId))
        return nameOf(*seen);
    return fallback.isEmpty() ? audienceId : fallback;
}

void AudienceArchiveFlow::askToArchive(const Net::AudienceSearchItem &item)
{
    if (m_confirmation)
        m_confirmation->close();
    const QString name = nameOf(item);
    const QString page = item.pageName.value().isEmpty() ? item.pageId.value() : item.pageName.value();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Archive audience"),
                                tr("Archive the audience “%1” of the page “%2”?").arg(name, page), QMessageBox::Cancel,
                                m_dialogParent);
    box->setObjectName(QStringLiteral("archiveConfirmation"));
    box->setInformativeText(tr("You can undo this for a few seconds afterwards, and restore the audience later."));
    QPushButton *archive = box->addButton(tr("Archive"), QMessageBox::DestructiveRole);
    archive->setObjectName(QStringLiteral("confirmArchiveButton"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box, archive, item, name] {
        if (box->clickedButton() != archive)
            return;
        m_connection->audienceActions()->archive(item.pageId.value(), item.audienceId.value(), name);
    });
    m_confirmation = box;
    box->open();
}

void AudienceArchiveFlow::restore(const Net::AudienceSearchItem &item)
{
    m_connection->audienceActions()->restore(item.pageId.value(), item.audienceId.value(), nameOf(item));
}

void AudienceArchiveFlow::onSucceeded(int kind, const Net::AudienceRecord &audience)
{
    const QString name = displayName(audience.audienceId, audience.effectiveName);
    if (AudienceActions::Kind(kind) == AudienceActions::Kind::Archive) {
        const QString pageId = audience.pageId;
        const QString audienceId = audience.audienceId;
        m_bar->showMessage(tr("Archived “%1”.").arg(name), NotificationBar::Kind::Information, tr("&Undo"),
                           [this, pageId, audienceId, name] {
                               m_undoingAudienceId = audienceId;
                               m_connection->audienceActions()->restore(pageId, audienceId, name);
                           });
        return;
    }
    if (m_undoingAudienceId == audience.audienceId) {
        m_undoingAudienceId.clear();
        m_bar->showMessage(tr("“%1” is back: the archive was undone.").arg(name));
        return;
    }
    m_bar->showMessage(tr("Restored “%1”.").arg(name));
}

void AudienceArchiveFlow::onFailed(int kind, const QString &pageId, const QString &audienceId, const Net::ApiError &error)
{
    Q_UNUSED(pageId)
    if (error.kind == Net::ApiError::Kind::Cancelled)
        return;
    if (m_undoingAudienceId == audienceId)
        m_undoingAudienceId.clear();
    const QString name = displayName(audienceId, QString());
    // Refused by the profile's store: its own words ("Not sent: the disk holding the profile is full.").
    const QString refusal = m_connection->audienceActions()->refusalText(audienceId);
    const QString why = refusal.isEmpty() ? error.toString() : refusal;
    const QString text = AudienceActions::Kind(kind) == AudienceActions::Kind::Archive
                             ? tr("Could not archive “%1”: %2").arg(name, why)
                             : tr("Could not restore “%1”: %2").arg(name, why);
    m_bar->showMessage(text, NotificationBar::Kind::Error, tr("Retry"),
                       [this, audienceId] { m_connection->audienceActions()->retry(audienceId); }, 0);
}

} // namespace Audience::Ui
