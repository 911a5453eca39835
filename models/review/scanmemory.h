#pragma once

#include "net/conversationtypes.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Audience::Models {

class StoreConnection;

// The last Scan All Pages, kept in the profile's store (two kept lists: the findings, one item an
// audience, and when the scan ended), so the next start shows what it found, with its age ("Last
// scanned 2 hours ago"), before anything is read again. Of each conversation only what Review
// reads is kept: its context and its pending changes (DraftReading), not its messages.
class ScanMemory
{
public:
    struct Finding
    {
        QString pageId;
        QString audienceId;
        QString name;
        Net::Conversation conversation;
    };
    struct Kept
    {
        QList<Finding> findings;
        QDateTime scannedAt; // UTC; invalid when no whole scan ended yet (only pages were scanned)
        int pages = 0;
        int conversations = 0;
    };

    static QString findingsListName();
    static QString scansListName();

    // What the store keeps; nullopt when it keeps nothing of a scan (none ran on this profile).
    static std::optional<Kept> read(StoreConnection &store);
    // Keeps these findings (replacing those kept) and, when `scannedAt` is valid, that a scan
    // ended then. False when the store refused.
    static bool write(StoreConnection &store, const Kept &kept);

    static QJsonObject toJson(const Finding &finding);
    static std::optional<Finding> fromJson(const QJsonObject &entry);
};

} // namespace Audience::Models
