#pragma once

#include "models/audiences/audiencekey.h"
#include "models/review/audiencestatus.h"
#include "models/review/draftreading.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QPointer>

namespace Audience::Models {

class AllPagesScan;
class ConversationBatch;
class KnownAudiences;
class MessageOutbox;
class PageListModel;
class PageScan;
class SeenAudiences;
class ServiceLink;
class VersionFollower;

// Review: every audience with a draft waiting (AudienceStatus over the profile's store), grouped by
// page, each read from its conversation (at most four at once) for what goes live and the checks
// (DraftReading, as the publish confirmation reads it). A page scan (scan()) adds the audiences
// whose conversation has pending changes in a version this console has not seen: only the service
// knows that version's ID, so those rows say so (RowKind::UnseenVersion) until the agent names it.
// It follows the store live: a draft that lands joins, a draft published (or replaced by a version
// in the making) leaves. Scan All Pages (AllPagesScan, the connection's) adds its findings the same
// way, and keeps what every scan found, so a list refreshed, or made later, shows it again.
//
// Columns: Audience (page rows: the page's name), Draft (number and age), Changes (fields that end
// up different), Checks (errors and warnings, in words with a symbol).
class ReviewModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { AudienceColumn, DraftColumn, ChangesColumn, ChecksColumn, ColumnCount };
    Q_ENUM(Column)
    enum class RowKind { Page, Draft, UnseenVersion };
    Q_ENUM(RowKind)
    enum class Reading { Reading, Read, Failed };
    Q_ENUM(Reading)
    enum Roles {
        RowKindRole = Qt::UserRole + 420, // int (RowKind)
        ReadingRole,                      // int (Reading)
        ErrorCountRole,                   // int
        WarningCountRole,                 // int
        ChangingCountRole,                // int
    };

    struct Row
    {
        RowKind kind = RowKind::Draft;
        QString pageId;
        QString audienceId;
        QString name;
        std::optional<Net::AudienceVersion> draft; // the draft waiting (Draft rows)
        Reading reading = Reading::Reading;
        QString readError;
        DraftReading what; // once read
    };

    // What the list is made of and goes through: the connection's objects, not owned (they go
    // together, and the model does nothing once they are gone).
    struct Sources
    {
        QPointer<ServiceLink> service;
        QPointer<KnownAudiences> known;
        QPointer<VersionFollower> versions;
        QPointer<SeenAudiences> seen;
        QPointer<const PageListModel> pages;
        QPointer<MessageOutbox> outbox; // "Ask the agent to confirm the draft"
        // Optional: Scan All Pages, whose findings (and those of earlier scans of this
        // connection, remembered there) join the list.
        QPointer<AllPagesScan> allPages;
        bool areThere() const;
    };

    explicit ReviewModel(const Sources &sources, QObject *parent = nullptr);
    ~ReviewModel() override;

    // Lists again from the store and reads every row's conversation again.
    void refresh();
    // The page scan whose findings join the list (owned).
    PageScan *scan() const { return m_scan; }
    // The conversations read for the rows (owned; four at once).
    ConversationBatch *readings() const { return m_readings; }

    const Row *rowAt(const QModelIndex &index) const;
    const Row *find(const QString &audienceId) const;
    QModelIndex indexOf(const QString &audienceId) const;
    QModelIndex indexOfPage(const QString &pageId) const;
    // The audiences behind these indexes (any column; page rows and duplicates left out).
    AudienceKeys keysOf(const QModelIndexList &indexes) const;
    int draftCount() const;
    int unseenCount() const;

    // The short instruction "Ask the agent to confirm the draft" sends: any message makes the agent
    // answer with a versionId, which the version follower then follows (sent as is, not translated:
    // the agent reads it).
    static QString confirmDraftInstruction();
    // Sends it to this audience through the connection's message outbox (journaled before it goes,
    // with its own clientMessageId); returns that ID, or empty when nothing was sent.
    QString askToConfirmDraft(const QString &audienceId);

    // The time the ages are measured against (tests fix it; default: now).
    void setNow(const QDateTime &now) { m_now = now; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    // A row's reading came in (or failed): a detail showing it shows it again.
    void rowRead(const QString &audienceId);

private:
    struct PageGroup
    {
        QString pageId;
        QString pageName;
        QList<Row> rows;
    };
    void clearAll();
    void onStatusChanged(const QString &audienceId);
    void onScanned(const QString &pageId, const QString &audienceId, const QString &name, const Net::Conversation &conversation);
    void onRead(const QString &audienceId, const Net::Conversation &conversation);
    void onReadFailed(const QString &audienceId, const QString &error);
    AudienceStatus statusOf(const QString &audienceId) const;
    QString pageOf(const QString &audienceId) const;
    QString pageNameOf(const QString &pageId) const;
    QString nameOf(const QString &audienceId) const;
    void putRow(Row row);
    void removeRow(const QString &audienceId);
    void emitRowChanged(const QString &audienceId);
    void readRows(const QStringList &audienceIds);
    QVariant pageData(const PageGroup &page, int column, int role) const;
    QVariant rowData(const Row &row, int column, int role) const;
    QString draftText(const Row &row) const;

    Sources m_from;
    ConversationBatch *m_readings = nullptr;
    PageScan *m_scan = nullptr;
    QList<PageGroup> m_pages; // by page name
    QDateTime m_now;
};

} // namespace Audience::Models
