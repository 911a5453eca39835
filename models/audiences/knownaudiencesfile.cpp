#include "models/audiences/knownaudiencesfile.h"

#include "net/jsonreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>

#include <utility>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcKnownAudiences, "audience.models.known")

namespace {
constexpr qint64 FileFormat = 1;
} // namespace

KnownAudiencesFile::KnownAudiencesFile(QString path)
    : m_path(std::move(path))
{
}

QList<Net::AudienceRecord> KnownAudiencesFile::load() const
{
    if (m_path.isEmpty())
        return {};
    QFile file(m_path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcKnownAudiences) << "ignoring unreadable" << m_path << ":" << file.errorString();
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    const QJsonValue format = document.object().value(QLatin1StringView("format"));
    const QJsonValue list = document.object().value(QLatin1StringView("audiences"));
    if (parseError.error != QJsonParseError::NoError || !document.isObject() || !list.isArray()) {
        qCWarning(lcKnownAudiences) << "ignoring corrupt" << m_path << ":"
                                    << (parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                                     : QStringLiteral("not a list of audiences"));
        return {};
    }
    if (format.toInteger(-1) != FileFormat) {
        qCWarning(lcKnownAudiences) << "ignoring" << m_path << "of unknown format" << format.toVariant();
        return {};
    }
    // Each audience through net/'s decoder, so a stored one is held to the same rules as one from
    // the service; one that fails is left out, not the whole file with it.
    QList<Net::AudienceRecord> audiences;
    const QJsonArray entries = list.toArray();
    for (qsizetype index = 0; index < entries.size(); ++index) {
        const QJsonValue entry = entries.at(index);
        Net::AudienceRecord audience;
        std::optional<Net::DecodeError> error;
        if (entry.isObject())
            error = Net::decodeJson(QJsonDocument(entry.toObject()).toJson(QJsonDocument::Compact), audience);
        else
            error = Net::DecodeError{QStringLiteral("$"), QStringLiteral("not an object")};
        if (error) {
            qCWarning(lcKnownAudiences) << "skipping audience" << index << "of" << m_path << ":" << error->toString();
            continue;
        }
        audiences.append(std::move(audience));
    }
    return audiences;
}

} // namespace Audience::Models
