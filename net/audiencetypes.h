#pragma once

// Wire types of audiences and their versions (spec section 2 "Audience", "AudienceVersion",
// "AudienceSearchItem"; states in section 3).
#include "net/pagetypes.h"

namespace Audience::Net {

// Audience.status and AudienceVersion.status share one set of values.
enum class VersionStatus { Archived, Cancelled, Draft, Pending, Processing, Published, Queued, Unknown };
VersionStatus versionStatusFromString(const QString &status);

struct AudienceVersion
{
    Nullable<QString> archivedAt;
    QString audienceId;
    Nullable<QString> becameDraftAt;
    Nullable<QString> cancelledAt;
    QString createdAt;
    bool isNewPageAgent = false;
    Nullable<QString> obsoleteAt;
    Nullable<QString> publishedAt;
    Nullable<double> queueDurationMs;
    Nullable<QString> queuedAt;
    QString status; // see VersionStatus; unknown values kept as sent
    Nullable<QString> supplementaryContext;
    QString versionId;
    qint64 versionNumber = 0;
};

// The spec's "Audience" resource. Named AudienceRecord because a struct called Audience inside
// namespace Audience::Net would hide the namespace Audience in every qualified name below it.
struct AudienceRecord
{
    Nullable<QString> actionFormIdOverride;
    Nullable<QString> actionFormInstructionsOverride;
    Nullable<QString> actionUrlOverride;
    Nullable<QString> archivedAt;
    QString audienceId;
    QString computedName;
    QString createdAt;
    Nullable<QString> customName;
    QString effectiveName;
    bool isNewPageAgent = false;
    AudienceVersion latestVersion;
    QString pageId;
    Nullable<QString> personId;
    Nullable<QString> personRouteKey;
    AudienceVersion publishedVersion;
    QString status; // see VersionStatus
    Nullable<QString> supplementaryContext;
    std::optional<PageMetadata> effectiveMetadata;
    std::optional<PageMetadata> metadataOverride;
};

// One hit of GET /v0/audiences/search. The spec gives no required note: all four are loose.
struct AudienceSearchItem
{
    LooseString audienceId;
    LooseString effectiveName;
    LooseString pageId;
    LooseString pageName;
};

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceVersion &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceRecord &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceSearchItem &out);

// The encoders of the decoders above, for what the console keeps on disk (known audiences): the
// object the service would have sent, with absent and null kept apart, so that decoding the result
// gives back the same record. Metadata fields that were absent stay absent.
QJsonObject toJsonObject(const AudienceVersion &version);
QJsonObject toJsonObject(const AudienceRecord &audience);

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::AudienceVersion)
Q_DECLARE_METATYPE(Audience::Net::AudienceRecord)
Q_DECLARE_METATYPE(Audience::Net::AudienceSearchItem)
