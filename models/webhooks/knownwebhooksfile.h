#pragma once

#include "net/webhooktypes.h"

#include <QJsonObject>
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

// The JSON of a profile's known webhook subscriptions (KnownWebhooks): each one as the profile's
// store keeps it (a KeptList entry), and the small JSON file in the profile's folder that kept the
// list before the store (read once, when the store takes it in):
//   {"format": 1, "subscriptions": [{"subscriptionId": …, "url": …, "events": […] | null, …}, …]}
// Each entry is the spec's WebhookSubscription as the service sent it, read back with the same
// decoder as a reply; an entry with only an ID is kept as an ID. Nothing secret is ever in it.
// A missing file is nullopt; a corrupt one is an empty list and a warning (`error` says why).
class KnownWebhooksFile
{
public:
    explicit KnownWebhooksFile(QString path);

    // Its name in the profile's folder (the connection's list and the profile's removal both use it).
    static QString fileName() { return QStringLiteral("known-webhooks.json"); }

    std::optional<QList<KnownWebhook>> load(QString *error = nullptr) const;

    // One subscription as JSON, and back (nullopt for an entry without an ID).
    static QJsonObject toJson(const KnownWebhook &webhook);
    static std::optional<KnownWebhook> fromJson(QJsonObject object);

private:
    QString m_path;
};

} // namespace Audience::Models
