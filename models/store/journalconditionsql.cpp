#include "models/store/journalconditionsql.h"

#include "models/store/journaltextindex.h"

#include <QDateTime>
#include <QStringList>

namespace Audience::Models::JournalConditionSql {

namespace {

// The values of the conditions, each bound to a placeholder of its own (:c0, :c1, …).
class Values
{
public:
    // The placeholder `value` is bound to.
    QString mark(const QVariant &value)
    {
        QString name = QStringLiteral(":c%1").arg(m_values.size());
        m_values.append({name, value});
        return name;
    }
    QList<std::pair<QString, QVariant>> take() { return std::move(m_values); }

private:
    QList<std::pair<QString, QVariant>> m_values;
};

// A LIKE pattern that finds `text` anywhere, its own % and _ taken literally (ESCAPE '\').
QString containsPattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

// started_at is stored as ISO 8601 UTC with milliseconds, so a range of local days is a range of text.
QString startOfLocalDay(const QDate &day)
{
    return day.startOfDay().toUTC().toString(Qt::ISODateWithMs);
}

QString like(const char *column, Values &values, const QString &pattern)
{
    return QString::fromLatin1(column) + QStringLiteral(" LIKE %1 ESCAPE '\\'").arg(values.mark(pattern));
}

// "run_id IN (:c0, :c1)" over the live runs, their ids bound in `values`.
QString runIn(const LiveRuns &live, Values &values)
{
    const QStringList runs = live.all();
    QStringList marks;
    for (const QString &run : runs)
        marks.append(values.mark(run));
    return QStringLiteral("run_id IN (%1)").arg(marks.join(QStringLiteral(", ")));
}

void addOutcome(ActivityOutcome outcome, const LiveRuns &live, QStringList &conditions, Values &values)
{
    switch (outcome) {
    case ActivityOutcome::Done:
        conditions.append(QStringLiteral("outcome = 'done'"));
        return;
    case ActivityOutcome::Failed:
        conditions.append(QStringLiteral("outcome = 'failed'"));
        return;
    case ActivityOutcome::Discarded:
        conditions.append(QStringLiteral("outcome = 'discarded'"));
        return;
    case ActivityOutcome::NotConfirmed:
        conditions.append(QStringLiteral("outcome = 'pending' AND NOT ") + runIn(live, values));
        return;
    case ActivityOutcome::InProgress:
        conditions.append(QStringLiteral("outcome = 'pending' AND ") + runIn(live, values));
        return;
    }
}

// Any of the searched columns (of the table named `table`, when given) contains `text` (LIKE:
// reads every row it is asked about).
QString anyColumnLike(const QString &text, Values &values, const QString &table = {})
{
    QStringList any;
    const QString pattern = containsPattern(text);
    for (const char *column : JournalTextIndex::columns)
        any.append(table.isEmpty() ? like(column, values, pattern) : table + QLatin1Char('.') + like(column, values, pattern));
    return QLatin1Char('(') + any.join(QStringLiteral(" OR ")) + QLatin1Char(')');
}

// Text of 3 characters or more is looked up in the journal's text index, for the entries indexed
// as they are now; an entry still queued for the index (written a moment ago, or changed since)
// is compared by LIKE instead. Shorter text has no trigram to look up, and a store without the
// index has none at all: LIKE on every row.
//
// One `id IN (…)` rather than an OR of two: SQLite then reads the journal by its primary key in
// the order of the ids found, and a search that matches many entries stops after a page. CROSS
// JOIN keeps the queue (small) as the outer loop of its part.
void addSearch(const QString &text, JournalConditions::TextIndex textIndex, QStringList &conditions, Values &values)
{
    if (textIndex == JournalConditions::TextIndex::Missing || text.toUcs4().size() < JournalTextIndex::shortestIndexedText) {
        conditions.append(anyColumnLike(text, values));
        return;
    }
    const QString phrase = values.mark(JournalTextIndex::phrase(text));
    const QString queuedAndLike = anyColumnLike(text, values, QStringLiteral("j"));
    conditions.append(QStringLiteral("id IN (SELECT rowid FROM journal_text WHERE journal_text MATCH %1"
                                     " AND rowid NOT IN (SELECT id FROM journal_text_queue)"
                                     " UNION ALL SELECT q.id FROM journal_text_queue q CROSS JOIN journal j ON j.id = q.id"
                                     " WHERE %2)")
                          .arg(phrase, queuedAndLike));
}

} // namespace

Sql of(const JournalSelection &selection)
{
    const JournalConditions &c = selection.conditions;
    const LiveRuns &live = selection.live;
    QStringList conditions;
    Values values;
    if (c.outcome)
        addOutcome(*c.outcome, live, conditions, values);
    if (!c.area.isEmpty()) {
        conditions.append(QStringLiteral("area = %1").arg(values.mark(c.area)));
    }
    const QString place = c.pageOrAudience.trimmed();
    if (!place.isEmpty()) {
        const QString pattern = containsPattern(place);
        const QString page = like("page_id", values, pattern);
        const QString audience = like("audience_id", values, pattern);
        conditions.append(QStringLiteral("(%1 OR %2 OR %3)").arg(page, audience, like("target_label", values, pattern)));
    }
    if (c.from.isValid()) {
        conditions.append(QStringLiteral("started_at >= %1").arg(values.mark(startOfLocalDay(c.from))));
    }
    if (c.to.isValid()) {
        conditions.append(QStringLiteral("started_at < %1").arg(values.mark(startOfLocalDay(c.to.addDays(1)))));
    }
    const QString text = c.search.trimmed();
    if (!text.isEmpty())
        addSearch(text, selection.textIndex, conditions, values);
    if (conditions.isEmpty())
        return {QStringLiteral("1"), values.take()};
    return {conditions.join(QStringLiteral(" AND ")), values.take()};
}

} // namespace Audience::Models::JournalConditionSql
