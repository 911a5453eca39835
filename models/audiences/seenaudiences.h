#pragma once

#include "net/audiencetypes.h"

#include <QHash>
#include <QList>
#include <QObject>

#include <optional>

namespace Audience::Models {

class AudienceSearchModel;

// Every audience any search of this connection has shown (ID, name, page), so an audience can be
// opened by ID from anywhere and the quick search finds it. The search models register here
// (watch); the connection's hub owns one and clears it when the connection ends.
class SeenAudiences : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Remembers the rows `model` shows from now on (it must outlive this, or be destroyed first).
    void watch(AudienceSearchModel *model);
    std::optional<Net::AudienceSearchItem> find(const QString &audienceId) const;
    QList<Net::AudienceSearchItem> all() const { return m_seen.values(); }
    int count() const { return int(m_seen.size()); }
    void clear() { m_seen.clear(); }

private:
    QHash<QString, Net::AudienceSearchItem> m_seen;
};

} // namespace Audience::Models
