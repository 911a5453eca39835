#pragma once

#include "net/audiencetypes.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QTreeWidget;
class QTreeWidgetItem;

namespace Audience::Models {
class Connection;
class PublishHistory;
struct PublishedChange;
} // namespace Audience::Models

namespace Audience::Ui {

class ImpactCard;
class UnseenDraftNotice;
class VersionStepper;

// The versions of the open audience: where the newest is in its lifecycle (VersionStepper), the
// versions the console has seen (from sends, archive/restore and publish answers), newest first, as
// a timeline of what was live when (VersionTimeline: each publish's live interval, the fields it
// changed, its results), a field to open any version by its ID, Publish for the chosen version,
// enabled only for a draft (its tooltip says why not otherwise), and Undo This Publish… for a
// chosen publish whose changes are known.
class VersionPanel : public QWidget
{
    Q_OBJECT
public:
    explicit VersionPanel(Models::Connection *connection, QWidget *parent = nullptr);

    void setAudience(const QString &pageId, const QString &audienceId);
    // Beside the conversation, the panel keeps room for the card "Did it work?" while it is hidden
    // (up to `width`; 0 when the panel is a tab of its own): choosing or publishing a version
    // shows the card, and the panel does not then take room from the conversation beside it (the
    // card is as narrow before its figures come as after: ImpactCard::minimumSizeHint).
    void setCardRoom(int width);
    QSize minimumSizeHint() const override;
    // An archived audience: its versions are shown, Publish says why it is off.
    void setReadOnly(bool readOnly);
    void refresh();

    // The version Publish acts on: the one chosen in the list, else the newest.
    std::optional<Net::AudienceVersion> chosenVersion() const;
    QPushButton *publishButton() const { return m_publish; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *undoButton() const { return m_undo; }
    // What each publish changed (the timeline's source).
    Models::PublishHistory *history() const { return m_history; }
    QTreeWidget *list() const { return m_list; }
    VersionStepper *stepper() const { return m_stepper; }
    // "Did it work?" for the chosen version when it was published (hidden otherwise).
    ImpactCard *impactCard() const { return m_impact; }
    // The card scrolls in here when the panel is shorter than the card.
    QScrollArea *impactArea() const { return m_impactArea; }
    // Why Publish is disabled, in words (its tooltip); empty when it is enabled.
    QString publishBlockedReason() const;
    // Changes pending in no version seen: says so, with Ask the Agent to Confirm the Draft.
    UnseenDraftNotice *unseenDraftNotice() const { return m_unseenDraft; }

signals:
    void publishRequested(const Net::AudienceVersion &version);

private:
    void buildImpactArea(Models::Connection *connection);
    void updatePublishButton();
    void updateUndoButton();
    // One version's row of the timeline, not in the list yet.
    QTreeWidgetItem *makeRow(const Net::AudienceVersion &version, const Models::PublishedChange *publish, const QString &liveId) const;
    // The timeline's list, the Undo button and what each publish changed (PublishHistory).
    void buildTimeline(Models::Connection *connection);
    void openUndo();
    void openById();
    // Shows the impact card of the version chosen in the list, when it was published.
    void updateImpact();
    // The stepper over the list shows the chosen version, else the newest.
    void updateHeading();

    Models::Connection *m_connection;
    QString m_pageId;
    QString m_audienceId;
    bool m_readOnly = false;
    VersionStepper *m_stepper = nullptr;
    QPushButton *m_publish = nullptr;
    QLabel *m_publishState = nullptr;
    QPushButton *m_check = nullptr;        // a publish whose outcome is unknown: did it go live?
    QPushButton *m_undo = nullptr;
    UnseenDraftNotice *m_unseenDraft = nullptr;
    Models::PublishHistory *m_history = nullptr;
    QHash<QString, QString> m_checkFindings; // versionId → what Check found, in words
    int m_cardRoom = 0;
    QTreeWidget *m_list = nullptr;
    QLineEdit *m_openId = nullptr;
    ImpactCard *m_impact = nullptr;
    QScrollArea *m_impactArea = nullptr;
    QString m_impactVersionId; // the version the card shows
    bool m_refilling = false;
};

} // namespace Audience::Ui
