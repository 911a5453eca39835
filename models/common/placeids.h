#pragma once

#include <QString>

// The stable identifiers of the main window's places: in the history, in settings ("places/pages"),
// in quick-search entries and in navigation requests between places. One list, so a place is never
// named two ways.
namespace Audience::Models::PlaceId {

inline const QString pages = QStringLiteral("pages");
inline const QString audiences = QStringLiteral("audiences");
inline const QString review = QStringLiteral("review");
inline const QString analytics = QStringLiteral("analytics");
inline const QString people = QStringLiteral("people");
inline const QString webhooks = QStringLiteral("webhooks");
inline const QString pageLinks = QStringLiteral("pagelinks");
inline const QString topics = QStringLiteral("topics");
inline const QString accounts = QStringLiteral("accounts");
inline const QString activity = QStringLiteral("activity");

} // namespace Audience::Models::PlaceId
