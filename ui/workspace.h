#pragma once

#include "net/apireply.h"
#include "net/audiencetypes.h"
#include "net/envelope.h"
#include "net/pagetypes.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {
class AudienceActions;
class AudienceSearchModel;
class KnownAudiences;
class PageListModel;
} // namespace Audience::Models

namespace Audience::Ui {

// The models the places share for one connection: the pages, what is known about audiences and
// the archive/restore actions. While not connected the lists hold nothing and ask for nothing;
// when the connection changes (another profile) everything learnt from the old one is forgotten
// (the known audiences stay in the old profile's file and come back with it).
class Workspace : public QObject
{
    Q_OBJECT
public:
    // The client is not owned and must outlive the workspace; it may be given later (setClient).
    explicit Workspace(Net::ApiClient *client = nullptr, QObject *parent = nullptr);
    ~Workspace() override;

    Net::ApiClient *client() const;
    // Disconnects first when the client changes.
    void setClient(Net::ApiClient *client);
    Models::PageListModel *pages() const { return m_pages; }
    Models::KnownAudiences *knownAudiences() const { return m_known; }
    Models::AudienceActions *audienceActions() const { return m_actions; }

    // The file that keeps the active profile's known audiences (Models::KnownAudiencesFile::
    // pathForProfile, chosen by app/, which knows the profile). Loaded when the connection becomes
    // active, let go when it ends; empty: in memory only.
    void setKnownAudiencesFile(const QString &path);
    QString knownAudiencesFile() const { return m_knownFile; }

    bool isConnected() const { return m_connected; }
    // True: the client points at a service that answered; the lists load. False: they empty and wait.
    // `firstPages`, when given with true: the answer to GET /v0/pages?limit=pages()->pageSize() the
    // caller already has (the session's connection test), taken as the pages' first page.
    void setConnected(bool connected, Net::Reply<Net::PageList> *firstPages = nullptr);

    // Every audience any search of this connection has shown (ID, name, page), so an audience can
    // be opened by ID from anywhere and the quick search finds it. The search models register here.
    void watchAudienceSearch(Models::AudienceSearchModel *model);
    std::optional<Net::AudienceSearchItem> seenAudience(const QString &audienceId) const;
    QList<Net::AudienceSearchItem> seenAudiences() const { return m_seenAudiences.values(); }

signals:
    // Places attach their own models to the client (or detach them) when this changes.
    void connectedChanged(bool connected);

private:
    QPointer<Net::ApiClient> m_client;
    Models::PageListModel *m_pages = nullptr;
    Models::KnownAudiences *m_known = nullptr;
    Models::AudienceActions *m_actions = nullptr;
    QHash<QString, Net::AudienceSearchItem> m_seenAudiences;
    QString m_knownFile;
    bool m_connected = false;
};

} // namespace Audience::Ui
