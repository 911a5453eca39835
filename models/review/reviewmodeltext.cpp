// ReviewModel's cells in words: what each column says of a page and of an audience's draft.
#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "models/review/reviewmodel.h"

namespace Audience::Models {

QVariant ReviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case AudienceColumn:
        return tr("Audience");
    case DraftColumn:
        return tr("Draft");
    case ChangesColumn:
        return tr("Changes");
    case ChecksColumn:
        return tr("Checks");
    default:
        return {};
    }
}

QVariant ReviewModel::pageData(const PageGroup &page, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        if (column == AudienceColumn)
            return page.pageName;
        if (column == DraftColumn)
            return tr("%n audience(s)", nullptr, int(page.rows.size()));
        return {};
    case Qt::ToolTipRole:
        return tr("Page ID: %1").arg(page.pageId);
    case RowKindRole:
        return int(RowKind::Page);
    case NodeKindRole:
        return 0;
    case PageIdRole:
    case IdRole:
        return page.pageId;
    case PageNameRole:
        return page.pageName;
    case CountRole:
        return qint64(page.rows.size());
    default:
        return {};
    }
}

QString ReviewModel::draftText(const Row &row) const
{
    if (row.kind == RowKind::UnseenVersion)
        return tr("Version not seen");
    if (!row.draft)
        return {};
    const QString since = row.draft->becameDraftAt.value_or(row.draft->createdAt);
    const QDateTime when = DateTimeFormat::parse(since);
    if (!when.isValid())
        return tr("v%1").arg(row.draft->versionNumber);
    const QDateTime now = m_now.isValid() ? m_now : QDateTime::currentDateTimeUtc();
    return tr("v%1 · %2", "draft number · its age").arg(row.draft->versionNumber).arg(DateTimeFormat::relative(when, now));
}

namespace {

QString checksText(const DraftReading &what)
{
    if (what.errors == 0 && what.warnings == 0)
        return ReviewModel::tr("✔ No problem found");
    QStringList parts;
    if (what.errors > 0)
        parts << ReviewModel::tr("✖ %n error(s)", nullptr, what.errors);
    if (what.warnings > 0)
        parts << ReviewModel::tr("⚠ %n warning(s)", nullptr, what.warnings);
    return parts.join(QStringLiteral(" · "));
}

QString findingsToolTip(const DraftReading &what)
{
    QStringList lines;
    for (const PublishChecks::Finding &finding : what.findings) {
        const QString mark = finding.severity == PublishChecks::Severity::Error ? QStringLiteral("✖") : QStringLiteral("⚠");
        lines << (finding.field.isEmpty() ? mark + QLatin1Char(' ') + finding.found
                                          : QStringLiteral("%1 %2: %3").arg(mark, finding.field, finding.found));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QVariant ReviewModel::rowData(const Row &row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case AudienceColumn:
            return row.name;
        case DraftColumn:
            return draftText(row);
        case ChangesColumn:
        case ChecksColumn:
            if (row.reading == Reading::Reading)
                return tr("Reading…");
            if (row.reading == Reading::Failed)
                return column == ChangesColumn ? tr("Could not read") : QString();
            return column == ChangesColumn ? tr("%n field(s)", nullptr, row.what.changing) : checksText(row.what);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (row.kind == RowKind::UnseenVersion)
            return tr("This audience has pending changes in a version this console has not seen: only the service knows "
                      "that version’s ID. Ask the agent to confirm the draft: its answer names the version.");
        if (row.reading == Reading::Failed)
            return row.readError;
        if (column == ChecksColumn)
            return findingsToolTip(row.what);
        if (column == DraftColumn && row.draft)
            return DateTimeFormat::full(row.draft->becameDraftAt.value_or(row.draft->createdAt));
        return column == AudienceColumn ? tr("Audience ID: %1").arg(row.audienceId) : QVariant();
    case RowKindRole:
        return int(row.kind);
    case ReadingRole:
        return int(row.reading);
    case ErrorCountRole:
        return row.what.errors;
    case WarningCountRole:
        return row.what.warnings;
    case ChangingCountRole:
        return row.what.changing;
    case NodeKindRole:
        return 1;
    case IdRole:
        return row.audienceId;
    case PageIdRole:
        return row.pageId;
    case StatusRole:
        if (column != ChecksColumn || row.reading != Reading::Read)
            return {};
        // Colours only: red for an error, amber for a warning, green for none (the words say which).
        return row.what.errors > 0 ? QStringLiteral("failed") : row.what.warnings > 0 ? QStringLiteral("draft") : QStringLiteral("done");
    default:
        return {};
    }
}

} // namespace Audience::Models
