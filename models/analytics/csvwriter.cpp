#include "models/analytics/csvwriter.h"

#include <QLocale>

#include <cmath>

namespace Audience::Models {

void CsvWriter::addComment(const QString &line)
{
    // A comment cannot span lines: each line of it gets its own '#'.
    for (const QString &part : line.split(QLatin1Char('\n')))
        m_lines.append(QStringLiteral("# ") + QString(part).remove(QLatin1Char('\r')));
}

void CsvWriter::addRow(const QVariantList &cells)
{
    QStringList fields;
    fields.reserve(cells.size());
    for (const QVariant &cell : cells)
        fields.append(field(cell));
    m_lines.append(fields.join(QLatin1Char(',')));
}

QByteArray CsvWriter::toUtf8() const
{
    QString text = m_lines.join(QStringLiteral("\r\n"));
    if (!m_lines.isEmpty())
        text += QStringLiteral("\r\n");
    return text.toUtf8();
}

QString CsvWriter::number(double value)
{
    if (!std::isfinite(value))
        return {};
    // Shortest round-trip form in the C locale; whole numbers without ".0".
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString CsvWriter::field(const QVariant &cell)
{
    if (!cell.isValid() || cell.isNull())
        return {};
    switch (cell.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return QString::number(cell.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float:
        return number(cell.toDouble());
    case QMetaType::Bool:
        return cell.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        break;
    }
    QString text = cell.toString();
    // OWASP's list: a tab or carriage return first also makes some spreadsheets read a formula.
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!text.isEmpty() && formulaStarts.contains(text.front()))
        text.prepend(QLatin1Char('\''));
    const bool quote = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\n'))
                       || text.contains(QLatin1Char('\r')) || text.startsWith(QLatin1Char('#'))
                       || (!text.isEmpty() && (text.front().isSpace() || text.back().isSpace()));
    if (!quote)
        return text;
    return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

} // namespace Audience::Models
