#pragma once

// Audience objects as the service sends them, for tst_knownaudiences: the bytes of a wire Audience
// (support/wirebuilder.h).
#include "support/wirebuilder.h"

#include <QJsonDocument>

namespace {

namespace Wire = Audience::Testing::Wire;

QByteArray compactJson(const Wire::Audience &audience)
{
    return QJsonDocument(audience.toJson()).toJson(QJsonDocument::Compact);
}

// A published audience with overrides, some nulls, and metadata where some loose fields are null
// and others absent.
const QByteArray LiveAudience = compactJson(Wire::Audience{
    .audienceId = QStringLiteral("aud_1"),
    .pageId = QStringLiteral("page_1"),
    .computedName = QStringLiteral("Returning visitors"),
    .effectiveName = QStringLiteral("Regulars"),
    .customName = QStringLiteral("Regulars"),
    .status = QStringLiteral("published"),
    .createdAt = QStringLiteral("2024-05-01T10:00:00.000Z"),
    .latestVersion = Wire::AudienceVersion{.versionId = QStringLiteral("ver_1_2"),
                                           .audienceId = QStringLiteral("aud_1"),
                                           .versionNumber = 2,
                                           .status = QStringLiteral("draft"),
                                           .createdAt = QStringLiteral("2024-05-02T10:00:00.000Z"),
                                           .publishedAt = QJsonValue::Null,
                                           .queuedAt = QStringLiteral("2024-05-02T10:00:00.000Z"),
                                           .queueDurationMs = 12.5,
                                           .supplementaryContext = QStringLiteral("Context v2")},
    .publishedVersion = Wire::AudienceVersion{.versionId = QStringLiteral("ver_1_1"),
                                              .audienceId = QStringLiteral("aud_1"),
                                              .createdAt = QStringLiteral("2024-05-01T10:00:00.000Z"),
                                              .publishedAt = QStringLiteral("2024-05-01T10:00:00.000Z")},
    .supplementaryContext = QStringLiteral("Likes discounts"),
    .actionFormIdOverride = QStringLiteral("form_7"),
    .personId = QStringLiteral("person_9"),
    .effectiveMetadata = QJsonObject{{QStringLiteral("title"), QStringLiteral("Spring")},
                                     {QStringLiteral("description"), QJsonValue::Null},
                                     {QStringLiteral("keywords"), QJsonArray{QStringLiteral("launch"), QStringLiteral("spring")}},
                                     {QStringLiteral("robots"), QJsonValue::Null},
                                     {QStringLiteral("ogType"), QStringLiteral("website")},
                                     {QStringLiteral("twitterCard"), QStringLiteral("summary")},
                                     {QStringLiteral("themeColor"), QStringLiteral("#336699")}},
    .metadataOverride = QJsonObject{{QStringLiteral("title"), QStringLiteral("Override")}, {QStringLiteral("keywords"), QJsonArray{}}},
});

// An archived audience (status and archivedAt) without any metadata.
const Wire::AudienceVersion ArchivedVersion{.versionId = QStringLiteral("ver_2_1"),
                                            .audienceId = QStringLiteral("aud_2"),
                                            .status = QStringLiteral("archived"),
                                            .createdAt = QStringLiteral("2024-05-03T10:00:00.000Z"),
                                            .publishedAt = QStringLiteral("2024-05-03T10:00:00.000Z"),
                                            .queueDurationMs = 3,
                                            .archivedAt = QStringLiteral("2024-06-01T08:30:00.000Z"),
                                            .isNewPageAgent = true};
const QByteArray ArchivedAudience = compactJson(Wire::Audience{
    .audienceId = QStringLiteral("aud_2"),
    .pageId = QStringLiteral("page_2"),
    .computedName = QStringLiteral("Cold leads"),
    .effectiveName = QStringLiteral("Cold leads"),
    .status = QStringLiteral("archived"),
    .createdAt = QStringLiteral("2024-05-03T10:00:00.000Z"),
    .archivedAt = QStringLiteral("2024-06-01T08:30:00.000Z"),
    .latestVersion = ArchivedVersion,
    .publishedVersion = ArchivedVersion,
    .actionUrlOverride = QStringLiteral("https://example.com/x"),
    .personRouteKey = QStringLiteral("route-2"),
    .isNewPageAgent = true,
});

} // namespace
