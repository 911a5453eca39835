#pragma once

#include "net/nullable.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QStringList>

namespace Audience::Net::LooseFields {

// A loose field's value as JSON: text, a list of text, or a number.
inline QJsonValue toJson(const QString &value)
{
    return value;
}
inline QJsonValue toJson(const QStringList &value)
{
    return QJsonArray::fromStringList(value);
}
inline QJsonValue toJson(double value)
{
    return value;
}
inline QJsonValue toJson(qint64 value)
{
    return value;
}
inline QJsonValue toJson(int value)
{
    return value;
}

// Writes a loose field (the encoders of the wire types): absent stays absent, null stays null.
template <typename T>
void insert(QJsonObject &object, QLatin1StringView key, const OptionalNullable<T> &value)
{
    if (value.isNull())
        object.insert(key, QJsonValue::Null);
    else if (value.hasValue())
        object.insert(key, toJson(value.value()));
}

} // namespace Audience::Net::LooseFields
