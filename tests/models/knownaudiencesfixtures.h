#pragma once

// Audience objects as the service sends them, for tst_knownaudiences (raw string literals confuse
// moc, so they live here).

namespace {

// A published audience with overrides, some nulls, and metadata where some loose fields are null
// and others absent.
const char *const LiveAudience = R"({
  "actionFormIdOverride": "form_7", "actionFormInstructionsOverride": null, "actionUrlOverride": null,
  "archivedAt": null, "audienceId": "aud_1", "computedName": "Returning visitors",
  "createdAt": "2024-05-01T10:00:00.000Z", "customName": "Regulars", "effectiveName": "Regulars",
  "isNewPageAgent": false,
  "latestVersion": {"archivedAt": null, "audienceId": "aud_1", "becameDraftAt": null, "cancelledAt": null,
    "createdAt": "2024-05-02T10:00:00.000Z", "isNewPageAgent": false, "obsoleteAt": null, "publishedAt": null,
    "queueDurationMs": 12.5, "queuedAt": "2024-05-02T10:00:00.000Z", "status": "draft",
    "supplementaryContext": "Context v2", "versionId": "ver_1_2", "versionNumber": 2},
  "pageId": "page_1", "personId": "person_9", "personRouteKey": null,
  "publishedVersion": {"archivedAt": null, "audienceId": "aud_1", "becameDraftAt": null, "cancelledAt": null,
    "createdAt": "2024-05-01T10:00:00.000Z", "isNewPageAgent": false, "obsoleteAt": null,
    "publishedAt": "2024-05-01T10:00:00.000Z", "queueDurationMs": null, "queuedAt": null, "status": "published",
    "supplementaryContext": null, "versionId": "ver_1_1", "versionNumber": 1},
  "status": "published", "supplementaryContext": "Likes discounts",
  "effectiveMetadata": {"title": "Spring", "description": null, "keywords": ["launch", "spring"],
    "robots": null, "ogType": "website", "twitterCard": "summary", "themeColor": "#336699"},
  "metadataOverride": {"title": "Override", "keywords": []}
})";

// An archived audience (status and archivedAt) without any metadata.
const char *const ArchivedAudience = R"({
  "actionFormIdOverride": null, "actionFormInstructionsOverride": null, "actionUrlOverride": "https://example.com/x",
  "archivedAt": "2024-06-01T08:30:00.000Z", "audienceId": "aud_2", "computedName": "Cold leads",
  "createdAt": "2024-05-03T10:00:00.000Z", "customName": null, "effectiveName": "Cold leads",
  "isNewPageAgent": true,
  "latestVersion": {"archivedAt": "2024-06-01T08:30:00.000Z", "audienceId": "aud_2", "becameDraftAt": null,
    "cancelledAt": null, "createdAt": "2024-05-03T10:00:00.000Z", "isNewPageAgent": true, "obsoleteAt": null,
    "publishedAt": "2024-05-03T10:00:00.000Z", "queueDurationMs": 3, "queuedAt": null, "status": "archived",
    "supplementaryContext": null, "versionId": "ver_2_1", "versionNumber": 1},
  "pageId": "page_2", "personId": null, "personRouteKey": "route-2",
  "publishedVersion": {"archivedAt": "2024-06-01T08:30:00.000Z", "audienceId": "aud_2", "becameDraftAt": null,
    "cancelledAt": null, "createdAt": "2024-05-03T10:00:00.000Z", "isNewPageAgent": true, "obsoleteAt": null,
    "publishedAt": "2024-05-03T10:00:00.000Z", "queueDurationMs": 3, "queuedAt": null, "status": "archived",
    "supplementaryContext": null, "versionId": "ver_2_1", "versionNumber": 1},
  "status": "archived", "supplementaryContext": null
})";

} // namespace
