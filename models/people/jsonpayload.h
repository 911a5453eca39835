#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Audience::Models {

// The JSON text of a log entry's payload, read for sending: an object, or where and why it is not.
// Lines and columns count from 1, in characters of the text as typed, so an editor can mark the spot.
class JsonPayload
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::JsonPayload)
public:
    struct Check
    {
        bool valid = false;
        QJsonObject object;
        int line = 0;   // 1-based; 0 when valid
        int column = 0; // 1-based
        int position = -1; // index into the text; -1 when valid
        QString message;   // "Line 3, column 7: a comma or } is missing"
    };

    // An empty (or blank) text is the empty object {}.
    static Check check(const QString &text);
    // The payload as shown to a reader: indented JSON.
    static QString indented(const QJsonObject &object);
    // One line for a table cell, cut at `maxLength` characters with an ellipsis.
    static QString compact(const QJsonObject &object, int maxLength = 120);
};

} // namespace Audience::Models
