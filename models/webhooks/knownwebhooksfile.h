#pragma once

#include "net/webhooktypes.h"

#include <QList>
#include <QString>

#include <optional>

namespace Audience::Models {

// One subscription the profile keeps at hand: its ID, and what the service last said about it
// (nothing yet for an ID that was only seeded and has not been read).
struct KnownWebhook
{
    QString subscriptionId;
    std::optional<Net::WebhookSubscription> subscription;
    // The URL it had before the inbox was pointed at it, kept until restored (so a quit while
    // pointing does not lose it).
    QString urlBeforeInbox;
};

// Reads and writes a profile's known webhook subscriptions (KnownWebhooks) as a small JSON file in
// the profile's folder, beside the known audiences:
//   {"format": 1, "subscriptions": [{"subscriptionId": …, "url": …, "events": […] | null, …}, …]}
// Each entry is the spec's WebhookSubscription as the service sent it, read back with the same
// decoder as a reply; an entry with only an ID is kept as an ID. Nothing secret is ever in it.
// Written atomically. A missing file is nullopt (so a new demo profile can be seeded); a corrupt one
// is an empty list and a warning.
class KnownWebhooksFile
{
public:
    explicit KnownWebhooksFile(QString path);

    // Its name in the profile's folder (the connection's list and the profile's removal both use it).
    static QString fileName() { return QStringLiteral("known-webhooks.json"); }

    std::optional<QList<KnownWebhook>> load() const;
    bool save(const QList<KnownWebhook> &webhooks) const;

private:
    QString m_path;
};

} // namespace Audience::Models
