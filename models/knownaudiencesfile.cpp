#include "models/knownaudiencesfile.h"

#include "net/jsonreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcKnownAudiences, "audience.models.known")

namespace {

constexpr qint64 FileFormat = 1;

// The file's top level, decoded with net/'s readers so a stored Audience is held to the same rules
// as one from the service.
struct KnownAudiencesDocument
{
    qint64 format = 0;
    QList<Net::AudienceRecord> audiences;
};

void readJson(const Net::JsonValue &value, const Net::JsonPath &path, Net::DecodeContext &context,
              KnownAudiencesDocument &out)
{
    Net::ObjectReader o(value, path, context);
    o.required(QLatin1StringView("format"), out.format);
    o.required(QLatin1StringView("audiences"), out.audiences);
}

} // namespace

KnownAudiencesFile::KnownAudiencesFile(QString path)
    : m_path(std::move(path))
{
}

QString KnownAudiencesFile::pathForProfile(const QString &profileId)
{
    if (profileId.isEmpty() || profileId == QLatin1StringView(".") || profileId == QLatin1StringView(".."))
        return {};
    const QString folder = QString::fromLatin1(QUrl::toPercentEncoding(profileId));
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QLatin1StringView("/profiles/")
        + folder + QLatin1StringView("/known-audiences.json");
}

void KnownAudiencesFile::removeForProfile(const QString &profileId)
{
    // Only ever the profile's own folder: nothing when the id or the data location is unusable.
    const QString file = pathForProfile(profileId);
    if (file.isEmpty() || QStandardPaths::writableLocation(QStandardPaths::AppDataLocation).isEmpty())
        return;
    QDir(QFileInfo(file).absolutePath()).removeRecursively();
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
    KnownAudiencesDocument document;
    if (const auto error = Net::decodeJson(file.readAll(), document)) {
        qCWarning(lcKnownAudiences) << "ignoring corrupt" << m_path << ":" << error->toString();
        return {};
    }
    if (document.format != FileFormat) {
        qCWarning(lcKnownAudiences) << "ignoring" << m_path << "of unknown format" << document.format;
        return {};
    }
    return document.audiences;
}

bool KnownAudiencesFile::save(const QList<Net::AudienceRecord> &audiences) const
{
    if (m_path.isEmpty())
        return false;
    QJsonArray list;
    for (const Net::AudienceRecord &audience : audiences)
        list.append(Net::toJsonObject(audience));
    QJsonObject root;
    root.insert(QLatin1StringView("format"), FileFormat);
    root.insert(QLatin1StringView("audiences"), list);

    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        qCWarning(lcKnownAudiences) << "cannot create the folder of" << m_path;
        return false;
    }
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        qCWarning(lcKnownAudiences) << "cannot write" << m_path << ":" << file.errorString();
        return false;
    }
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        qCWarning(lcKnownAudiences) << "cannot write" << m_path << ":" << file.errorString();
        return false;
    }
    return true;
}

} // namespace Audience::Models
