#pragma once

#include <Qt>

namespace Audience::Models {

// The item roles every model in models/ speaks, so views, delegates and proxies can ask any of them
// the same question. A model answers only the roles that make sense for it (an invalid QVariant
// otherwise).
enum Role : int {
    // The whole wire object of the row, for detail views: QVariant::fromValue(Net::Page),
    // QVariant::fromValue(Net::AudienceSearchItem).
    ObjectRole = Qt::UserRole + 1,
    // The raw value to sort the column by: QDateTime for dates (invalid when the text did not
    // parse), qint64 for counts, QString for text. PageFilterProxyModel sorts by this role.
    SortRole,
    // The row's identifier: pageId for pages, audienceId for audiences.
    IdRole,
    // The status as sent on the wire ("published", "archived"…), unknown values as they came.
    StatusRole,
    // The page type as sent on the wire ("inbound", "call_followup"…).
    TypeRole,
    // The text a search box matches against (a page's name and title).
    SearchTextRole,
    // The page an audience row belongs to, and its name.
    PageIdRole,
    PageNameRole,
    // bool: the audience is known to be archived (from KnownAudiences, after an archive here).
    ArchivedRole,
    // int (AudienceActions::State): the archive/restore running or last run on this audience.
    ActionStateRole,
    // int (AudienceTreeModel::NodeKind): whether a tree row is a page or an audience.
    NodeKindRole,
    // qint64: how many rows sit below a group (the audiences under a page in the tree).
    CountRole,
    // Analytics: the change against the previous period as text ("▲ 12 %"), and whether it is good
    // news (int: 1 better, -1 worse, 0 neither or unknown), so a delegate can colour it.
    DeltaTextRole,
    DeltaImprovedRole,
    // bool: the row is a totals row (kept last whatever the sort).
    TotalsRowRole,
    // Analytics: the n under a rate, short ("of 1,234"), and whether it is few (bool: fewer than
    // AnalyticsFigures::fewSessionsBelow), so a delegate can say it and dim the rate.
    BasisTextRole,
    FewSessionsRole,
};

} // namespace Audience::Models
