#include "cursorcodec.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Sandbox {

namespace {
constexpr auto options = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
}

QString CursorCodec::encode(QStringView list, const Cursor &cursor)
{
    const QJsonObject object{{QStringLiteral("l"), list.toString()},
                             {QStringLiteral("t"), cursor.createdAt},
                             {QStringLiteral("i"), cursor.id}};
    return QString::fromLatin1(QJsonDocument(object).toJson(QJsonDocument::Compact).toBase64(options));
}

std::optional<Cursor> CursorCodec::decode(QStringView list, const QString &text)
{
    const auto decoded = QByteArray::fromBase64Encoding(text.toLatin1(), options | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const QJsonDocument document = QJsonDocument::fromJson(*decoded);
    const QJsonObject object = document.object();
    if (!document.isObject() || object.value(QStringLiteral("l")).toString() != list
        || !object.value(QStringLiteral("t")).isString() || !object.value(QStringLiteral("i")).isString())
        return std::nullopt;
    return Cursor{object.value(QStringLiteral("t")).toString(), object.value(QStringLiteral("i")).toString()};
}

} // namespace Sandbox
