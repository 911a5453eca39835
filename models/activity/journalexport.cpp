#include "models/activity/journalexport.h"

#include "models/activity/journalwords.h"
#include "models/analytics/csvwriter.h"

#include <QIODevice>
#include <QJsonDocument>
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

QByteArray csvHeading(const QStringList &columns, const JournalExport::Context &context)
{
    CsvWriter heading;
    heading.addComment(JournalExport::tr("Audience Console activity, exported %1")
                           .arg(context.exportedAt.toUTC().toString(Qt::ISODate)));
    const QString filter = context.filter.describe();
    heading.addComment(filter.isEmpty() ? JournalExport::tr("Every entry, newest first")
                                        : JournalExport::tr("Entries kept by the filter %1, newest first").arg(filter));
    QVariantList names;
    for (const QString &column : columns)
        names.append(column);
    names << QStringLiteral("status") << QStringLiteral("what");
    heading.addRow(names);
    return heading.toUtf8();
}

QByteArray csvRow(const StoreConnection::JournalRow &row, const LiveRuns &live)
{
    QVariantList cells = row.values;
    cells << JournalWords::outcomeCode(JournalWords::outcome(row.entry, live)) << JournalWords::what(row.entry);
    return csvLine(cells).toUtf8();
}

} // namespace

QJsonObject JournalExport::toJson(const QStringList &columns, const StoreConnection::JournalRow &row, const LiveRuns &live)
{
    QJsonObject object;
    for (qsizetype i = 0; i < columns.size() && i < row.values.size(); ++i)
        object.insert(columns.at(i), jsonOf(columns.at(i), row.values.at(i)));
    object.insert(QStringLiteral("status"), JournalWords::outcomeCode(JournalWords::outcome(row.entry, live)));
    object.insert(QStringLiteral("what"), JournalWords::what(row.entry));
    return object;
}

qint64 JournalExport::write(StoreConnection &store, const Context &context, Format format, QIODevice &out, QString *error,
                            const std::atomic<bool> *cancel)
{
    QStringList columns;
    QString stopped; // why a step below stopped it, when one did
    const auto heading = [&](const QStringList &names) {
        columns = names;
        if (format != Format::Csv || out.write(csvHeading(columns, context)) >= 0)
            return true;
        stopped = out.errorString();
        return false;
    };
    const auto writeRow = [&](const StoreConnection::JournalRow &row) {
        if (cancel && cancel->load()) {
            stopped = tr("The export was stopped.");
            return false;
        }
        const QByteArray line = format == Format::Csv ? csvRow(row, context.live)
                                                      : QJsonDocument(toJson(columns, row, context.live)).toJson(QJsonDocument::Compact) + '\n';
        if (out.write(line) == line.size())
            return true;
        stopped = out.errorString();
        return false;
    };
    const StoreResult<std::optional<qint64>> count =
        store.forEachJournalRow({context.filter, context.live, context.textIndex}, heading, writeRow);
    if (!count) {
        *error = tr("The activity could not be read: %1").arg(count.error().detail);
        return -1;
    }
    if (!*count) {
        *error = stopped; // a step above stopped it, and said why
        return -1;
    }
    return **count;
}

} // namespace Audience::Models
