#pragma once

#include <QByteArray>
#include <QStringList>
#include <QVariant>

namespace Audience::Models {

// Comma-separated values as RFC 4180 has them (CRLF line ends, fields with a comma, quote, line
// break, or leading/trailing space quoted, quotes doubled), with '#' comment lines first to say what
// the file is. Numbers are written the same in every locale ("0.125", never "0,125") so the file
// reads back anywhere. A text cell that a spreadsheet would run as a formula (=, +, -, @ first) is
// kept as text with a leading apostrophe: names come from the network.
class CsvWriter
{
public:
    void addComment(const QString &line);
    // Cells: QString, numbers (int, qint64, double: shortest exact form; NaN/inf empty), invalid
    // QVariant for an empty cell.
    void addRow(const QVariantList &cells);
    QByteArray toUtf8() const;

    static QString field(const QVariant &cell);
    static QString number(double value);

private:
    QStringList m_lines;
};

} // namespace Audience::Models
