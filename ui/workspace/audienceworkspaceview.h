#pragma once

#include "net/audiencetypes.h"
#include "net/pagetypes.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QVBoxLayout;

namespace Audience::Models {
class Connection;
class ConversationModel;
} // namespace Audience::Models

namespace Audience::Ui {

class AudienceDetailView;
class Composer;
class ContextPanel;
class ConversationView;
class ListStateWidget;
class PublishDialog;
class VersionPanel;

// The audience workspace: what an opened audience shows. The conversation with the editing agent
// and the composer on the left; on the right the versions (where the newest is, Publish), the
// conversation's context and pending changes, and the audience's details (archive, restore).
// An archived audience opens read-only, with Restore. For a page row of the audience tree only the
// details show.
class AudienceWorkspaceView : public QWidget
{
    Q_OBJECT
public:
    explicit AudienceWorkspaceView(Models::Connection *connection, QWidget *parent = nullptr);
    ~AudienceWorkspaceView() override;

    void setAudience(const Net::AudienceSearchItem &item);
    void setPageGroup(const QString &pageId, const QString &pageName, int audienceCount);
    void clear();
    QString audienceId() const;
    bool isReadOnly() const { return m_readOnly; }

    AudienceDetailView *detail() const { return m_detail; }
    ConversationView *conversation() const { return m_conversation; }
    Models::ConversationModel *conversationModel() const { return m_model; }
    Composer *composer() const { return m_composer; }
    VersionPanel *versions() const { return m_versions; }
    ContextPanel *context() const { return m_context; }
    QTabWidget *sideTabs() const { return m_tabs; }
    ListStateWidget *conversationState() const { return m_state; }
    // The keyboard focus in the composer (in the conversation while the audience is read-only): where
    // the work on an audience starts, after opening it from Ctrl+K, a list or a notification.
    void focusComposer();
    // Ctrl+Shift+P: the Versions tab, and the confirmation of the chosen version's publish when it
    // can be published (otherwise the tab says why not, beside its disabled Publish button).
    void publishChosenVersion();

    // The confirmation of a publish while it is open (null otherwise).
    PublishDialog *publishDialog() const { return m_publishDialog; }

    // Below this width the conversation is the first of the side's tabs instead of a column
    // beside them (and beside them again from 40 px more).
    static constexpr int narrowBelow = 760;
    bool isNarrow() const { return m_narrow; }

signals:
    void openPageRequested(const QString &pageId);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void keepRoomForTheCard();
    void setNarrow(bool narrow);
    // The conversation column (or tab) shows for an audience, not for a page's row.
    void showConversation(bool shown);
    // The constructor's first steps: the conversation column (its banner, its messages), the side's tabs.
    void buildConversationColumn();
    void buildArchivedBanner();
    void buildConversation();
    void buildSide(Models::Connection *connection);
    // The constructor's last steps: the views' signals to their actions, then what the connection
    // says about this audience (its versions, publishes, record, the connection ending).
    void connectViews();
    void followConnection(Models::Connection *connection);
    void refreshAudienceState();
    void send(const QString &text);
    void editFailedMessage(const QString &clientMessageId);
    // Under the composer: why its last send was not sent, or why its draft is not kept.
    void updateComposerNotice();
    void tellPublishNotStarted(const Net::AudienceVersion &version, bool alreadyUnderWay);
    void askToPublish(const Net::AudienceVersion &version);
    void updateContext();
    QString pageNameOf(const QString &pageId) const;
    // The page as the previews need it: its metadata, the audience's own where it is known.
    Net::Page previewPage() const;
    // The same, none when neither the page's list nor the known audience has it now.
    std::optional<Net::Page> knownPreviewPage() const;

    Models::Connection *m_connection;
    Models::ConversationModel *m_model = nullptr;
    std::optional<Net::AudienceSearchItem> m_item;
    bool m_readOnly = false;
    bool m_narrow = false;
    bool m_conversationShown = false;
    QSplitter *m_splitter = nullptr;
    QWidget *m_conversationColumn = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_header = nullptr; // the name and the status
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_archivedBanner = nullptr;
    QPushButton *m_bannerRestore = nullptr;
    ConversationView *m_conversation = nullptr;
    ListStateWidget *m_state = nullptr;
    Composer *m_composer = nullptr;
    QTabWidget *m_tabs = nullptr;
    VersionPanel *m_versions = nullptr;
    ContextPanel *m_context = nullptr;
    AudienceDetailView *m_detail = nullptr;
    PublishDialog *m_publishDialog = nullptr;
};

} // namespace Audience::Ui
