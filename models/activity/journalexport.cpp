#include "models/activity/journalexport.h"

#include "models/activity/journalwords.h"
#include "models/analytics/csvwriter.h"
#include "models/store/writejournal.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

namespace Audience::Models {

namespace {

// Columns that hold JSON text: exported as JSON, not as a string of it.
bool holdsJson(const QString &column)
{
    return column == QLatin1StringView("body") || column == QLatin1StringView("answer");
}

QJsonValue jsonOf(const QString &column, const QVariant &value)
{
    if (value.isNull())
        return QJsonValue::Null;
    if (holdsJson(column)) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(value.toString().toUtf8(), &parseError);
        if (parseError.error == QJsonParseError::NoError) {
            if (document.isObject())
                return document.object();
            if (document.isArray())
                return document.array();
        }
        return value.toString();
    }
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
        return value.toLongLong();
    case QMetaType::Double:
        return value.toDouble();
    default:
        return value.toString();
    }
}

QString csvLine(const QVariantList &cells)
{
    QStringList fields;
    fields.reserve(cells.size());
    for (const QVariant &cell : cells)
        fields.append(CsvWriter::field(cell));
    return fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QByteArray csvHeading(const QSqlRecord &record, const JournalExport::Context &context)
{
    CsvWriter heading;
    heading.addComment(JournalExport::tr("Audience Console activity, exported %1")
                           .arg(context.exportedAt.toUTC().toString(Qt::ISODate)));
    const QString filter = context.filter.describe();
    heading.addComment(filter.isEmpty() ? JournalExport::tr("Every entry, newest first")
                                        : JournalExport::tr("Entries kept by the filter %1, newest first").arg(filter));
    QVariantList names;
    for (int i = 0; i < record.count(); ++i)
        names.append(record.fieldName(i));
    names << QStringLiteral("status") << QStringLiteral("what");
    heading.addRow(names);
    return heading.toUtf8();
}

QByteArray csvRow(const QSqlQuery &row, const LiveRuns &live)
{
    const QSqlRecord record = row.record();
    QVariantList cells;
    cells.reserve(record.count() + 2);
    for (int i = 0; i < record.count(); ++i)
        cells.append(row.value(i));
    const JournalEntry entry = WriteJournal::read(row);
    cells << JournalWords::outcomeCode(JournalWords::outcome(entry, live)) << JournalWords::what(entry);
    return csvLine(cells).toUtf8();
}

} // namespace

QJsonObject JournalExport::toJson(const QSqlQuery &row, const LiveRuns &live)
{
    const QSqlRecord record = row.record();
    QJsonObject object;
    for (int i = 0; i < record.count(); ++i)
        object.insert(record.fieldName(i), jsonOf(record.fieldName(i), row.value(i)));
    const JournalEntry entry = WriteJournal::read(row);
    object.insert(QStringLiteral("status"), JournalWords::outcomeCode(JournalWords::outcome(entry, live)));
    object.insert(QStringLiteral("what"), JournalWords::what(entry));
    return object;
}

qint64 JournalExport::write(const QSqlDatabase &db, const Context &context, Format format, QIODevice &out, QString *error,
                            const std::atomic<bool> *cancel)
{
    const JournalFilter::Sql filter = context.filter.toSql(context.live, context.textIndex);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    bool ok = query.prepare(QStringLiteral("SELECT * FROM journal WHERE (%1) ORDER BY id DESC").arg(filter.where));
    for (const QVariant &value : filter.values)
        query.addBindValue(value);
    if (!ok || !query.exec()) {
        *error = tr("The activity could not be read: %1").arg(query.lastError().text());
        return -1;
    }
    if (format == Format::Csv && out.write(csvHeading(query.record(), context)) < 0) {
        *error = out.errorString();
        return -1;
    }
    qint64 count = 0;
    while (query.next()) {
        if (cancel && cancel->load()) {
            *error = tr("The export was stopped.");
            return -1;
        }
        const QByteArray line = format == Format::Csv
                                    ? csvRow(query, context.live)
                                    : QJsonDocument(toJson(query, context.live)).toJson(QJsonDocument::Compact) + '\n';
        if (out.write(line) != line.size()) {
            *error = out.errorString();
            return -1;
        }
        ++count;
    }
    if (query.lastError().isValid()) {
        *error = tr("The activity could not be read: %1").arg(query.lastError().text());
        return -1;
    }
    return count;
}

} // namespace Audience::Models
