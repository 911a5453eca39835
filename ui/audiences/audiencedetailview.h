#pragma once

#include "net/audiencetypes.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class DetailSection;
class FieldForm;
class StatusBadge;

// What is known of one audience: its name and page from the search, and — once archive or restore
// has returned it (KnownAudiences) — the full Audience: status, versions, overrides and metadata.
// Archive and Restore buttons ask; the browser confirms and runs them.
class AudienceDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit AudienceDetailView(Models::Connection *connection, QWidget *parent = nullptr);

    // An audience row: its search item (ID, name, page).
    void setAudience(const Net::AudienceSearchItem &item);
    // A page row of the tree: the page and how many audiences the search found on it.
    void setPageGroup(const QString &pageId, const QString &pageName, int audienceCount);
    void clear();

    QString audienceId() const { return m_item ? m_item->audienceId.value() : QString(); }
    std::optional<Net::AudienceSearchItem> item() const { return m_item; }
    // Brings the buttons and fields up to date with KnownAudiences and AudienceActions.
    void refresh();

    QPushButton *archiveButton() const { return m_archive; }
    QPushButton *restoreButton() const { return m_restore; }
    FieldForm *fields() const { return m_fields; }
    QString statusText() const;
    QString actionStateText() const;
    bool showsFullAudience() const;

signals:
    void archiveRequested(const Net::AudienceSearchItem &item);
    void restoreRequested(const Net::AudienceSearchItem &item);
    void openPageRequested(const QString &pageId);

private:
    void buildHeader(QWidget *content);
    void buildActions(QWidget *content);
    void buildSections(QWidget *content);
    void layOut(QWidget *content);
    void followConnection(Models::Connection *connection);
    void showRecord(const Net::AudienceRecord &record);
    static QList<std::pair<QString, QString>> metadataRows(const Net::PageMetadata &metadata);

    Models::Connection *m_connection;
    std::optional<Net::AudienceSearchItem> m_item;
    QString m_groupPageId;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_placeholder = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_name = nullptr;
    StatusBadge *m_status = nullptr;
    QPushButton *m_openPage = nullptr;
    QPushButton *m_archive = nullptr;
    QPushButton *m_restore = nullptr;
    QLabel *m_actionState = nullptr;
    QLabel *m_unknownNote = nullptr;
    FieldForm *m_fields = nullptr;
    DetailSection *m_overridesSection = nullptr;
    FieldForm *m_overrides = nullptr;
    DetailSection *m_versionsSection = nullptr;
    FieldForm *m_versions = nullptr;
    DetailSection *m_metadataSection = nullptr;
    FieldForm *m_metadata = nullptr;
};

} // namespace Audience::Ui
