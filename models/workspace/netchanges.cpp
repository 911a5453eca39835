#include "models/workspace/netchanges.h"

#include "models/workspace/changelabels.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace Audience::Models {

namespace {

struct ContextField
{
    const char16_t *name;
    const Net::LooseString Net::ConversationContext::*value;
};

// The fields the context carries a current value for: the draft's value, which is the live one
// while the field has no pending change.
constexpr ContextField contextFields[] = {
    {u"supplementaryContext", &Net::ConversationContext::currentSupplementaryContext},
    {u"metaTitle", &Net::ConversationContext::currentMetaTitle},
    {u"metaDescription", &Net::ConversationContext::currentMetaDescription},
    {u"metaKeywords", &Net::ConversationContext::currentMetaKeywords},
};

// Fields the console has words for; others are shown as they were sent.
bool isKnownField(const QString &field)
{
    return ChangeLabels::field(field) != field;
}

FieldNetChange rowFor(const QString &field)
{
    FieldNetChange row;
    row.field = field;
    row.label = ChangeLabels::field(field);
    row.known = isKnownField(field);
    row.keywords = NetChanges::isKeywordField(field);
    return row;
}

} // namespace

bool NetChanges::isKeywordField(const QString &field)
{
    return field == QLatin1StringView("metaKeywords") || field == QLatin1StringView("keywords");
}

QList<FieldNetChange> NetChanges::compute(const Net::ConversationContext &context, const QList<Net::Change> &pendingChanges)
{
    QList<FieldNetChange> rows;
    QHash<QString, qsizetype> indexOf;
    for (const ContextField &known : contextFields) {
        const QString field = QString::fromUtf16(known.name);
        FieldNetChange row = rowFor(field);
        row.live = row.after = (context.*known.value).value();
        indexOf.insert(field, rows.size());
        rows.append(row);
    }
    for (const Net::Change &change : pendingChanges) {
        const QString field = change.field.value();
        auto found = indexOf.constFind(field);
        if (found == indexOf.constEnd()) {
            found = indexOf.insert(field, rows.size());
            rows.append(rowFor(field));
        }
        FieldNetChange &row = rows[*found];
        if (row.steps.isEmpty())
            row.live = change.previousValue.value();
        row.after = change.newValue.value();
        row.steps.append(change);
    }
    return rows;
}

int NetChanges::changingCount(const QList<FieldNetChange> &rows)
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [](const FieldNetChange &row) { return row.changes(); }));
}

QStringList NetChanges::splitKeywords(const QString &value)
{
    if (value.trimmed().isEmpty())
        return {};
    QStringList items = value.split(u',');
    for (QString &item : items)
        item = item.trimmed();
    return items;
}

KeywordListDiff NetChanges::keywordDiff(const QString &live, const QString &after)
{
    QStringList before = splitKeywords(live);
    before.removeAll(QString());
    QStringList next = splitKeywords(after);
    next.removeAll(QString());
    const QSet<QString> beforeSet(before.cbegin(), before.cend());
    const QSet<QString> nextSet(next.cbegin(), next.cend());
    KeywordListDiff diff;
    // Kept and added in the order the after list gives them; removed in the order they were live.
    for (const QString &keyword : std::as_const(next))
        (beforeSet.contains(keyword) ? diff.kept : diff.added).append(keyword);
    for (const QString &keyword : std::as_const(before)) {
        if (!nextSet.contains(keyword))
            diff.removed.append(keyword);
    }
    return diff;
}

QList<WordDiff::Piece> NetChanges::textDiff(const FieldNetChange &row)
{
    return WordDiff::compare(row.live, row.after);
}

} // namespace Audience::Models
