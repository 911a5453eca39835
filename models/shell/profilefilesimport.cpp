#include "models/shell/profilefilesimport.h"

#include "models/audiences/knownaudiencesfile.h"
#include "models/audiences/knownaudiencestable.h"
#include "models/store/keptlist.h"
#include "models/store/profiledatabase.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/knownwebhooksfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace Audience::Models::ProfileFilesImport {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Audience::Models::ProfileFilesImport", text);
}

// The file's top-level object when it holds `key` of the expected kind, else why not, in words.
std::optional<QJsonObject> readRoot(const QString &path, const QString &key, bool keyIsArray, QString *why)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = file.errorString();
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *why = tr("not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonValue value = document.object().value(key);
    if (!document.isObject() || (keyIsArray ? !value.isArray() : !value.isObject())) {
        *why = tr("not in the format this console wrote (no “%1”)").arg(key);
        return std::nullopt;
    }
    // Every one of these files said "format": 1; another is a newer console's, read by none here.
    const QJsonValue format = document.object().value(QStringLiteral("format"));
    if (format.toInteger(-1) != 1) {
        *why = tr("of a format this console does not know (%1)").arg(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("format"), format}}).toJson(QJsonDocument::Compact)));
        return std::nullopt;
    }
    return document.object();
}

StoreResult<void> importAudiences(ProfileDatabase &store, const QString &path)
{
    for (const Net::AudienceRecord &audience : KnownAudiencesFile(path).load()) {
        if (StoreResult<void> kept = KnownAudiencesTable::upsert(store, audience); !kept)
            return kept;
    }
    return {};
}

StoreResult<void> importDrafts(ProfileDatabase &store, const QJsonObject &root)
{
    const QJsonObject drafts = root.value(QStringLiteral("drafts")).toObject();
    for (auto it = drafts.constBegin(); it != drafts.constEnd(); ++it) {
        if (!it.value().isString() || it.value().toString().isEmpty())
            continue;
        if (StoreResult<void> kept = store.keepComposerDraft(it.key(), it.value().toString()); !kept)
            return kept;
    }
    return {};
}

StoreResult<void> importRecent(ProfileDatabase &store, const QJsonObject &root, const QString &listName)
{
    QList<KeptList::Item> items;
    const QJsonArray entries = root.value(QStringLiteral("recent")).toArray();
    for (qsizetype i = 0; i < entries.size(); ++i)
        items.append({QString::number(i), entries.at(i).toObject()});
    return KeptList(store, listName).write(items);
}

StoreResult<void> importWebhooks(ProfileDatabase &store, const QString &path)
{
    QList<KeptList::Item> items;
    for (const KnownWebhook &webhook : KnownWebhooksFile(path).load().value_or(QList<KnownWebhook>()))
        items.append({webhook.subscriptionId, KnownWebhooksFile::toJson(webhook)});
    return KeptList(store, KnownWebhooks::listName()).write(items);
}

void keepAside(ProfileDatabase &store, const QString &path, const QString &why)
{
    const QString aside = path + QStringLiteral(".unreadable-") + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const bool moved = QFile::rename(path, aside);
    store.addProblem(moved ? tr("%1 could not be read (%2); it was kept aside as %3.")
                                 .arg(QDir::toNativeSeparators(path), why, QDir::toNativeSeparators(aside))
                           : tr("%1 could not be read (%2), and it could not be moved aside: it was left where it is.")
                                 .arg(QDir::toNativeSeparators(path), why));
}

struct LegacyFile
{
    QString fileName;
    QString key;     // what its root object must hold
    bool keyIsArray;
    std::function<StoreResult<void>(ProfileDatabase &, const QString &path, const QJsonObject &root)> import;
};

} // namespace

QString recentAccountsList()
{
    return QStringLiteral("recent-accounts");
}

QString recentSessionsList()
{
    return QStringLiteral("recent-sessions");
}

void run(ProfileDatabase &store, const QString &profileFolder)
{
    const LegacyFile files[] = {
        {QStringLiteral("known-audiences.json"), QStringLiteral("audiences"), true,
         [](ProfileDatabase &s, const QString &path, const QJsonObject &) { return importAudiences(s, path); }},
        {QStringLiteral("composer-drafts.json"), QStringLiteral("drafts"), false,
         [](ProfileDatabase &s, const QString &, const QJsonObject &root) { return importDrafts(s, root); }},
        {QStringLiteral("recent-accounts.json"), QStringLiteral("recent"), true,
         [](ProfileDatabase &s, const QString &, const QJsonObject &root) { return importRecent(s, root, recentAccountsList()); }},
        {QStringLiteral("recent-sessions.json"), QStringLiteral("recent"), true,
         [](ProfileDatabase &s, const QString &, const QJsonObject &root) { return importRecent(s, root, recentSessionsList()); }},
        {KnownWebhooksFile::fileName(), QStringLiteral("subscriptions"), true,
         [](ProfileDatabase &s, const QString &path, const QJsonObject &) { return importWebhooks(s, path); }},
    };
    for (const LegacyFile &legacy : files) {
        const QString path = QDir(profileFolder).filePath(legacy.fileName);
        if (!QFile::exists(path))
            continue;
        QString why;
        const std::optional<QJsonObject> root = readRoot(path, legacy.key, legacy.keyIsArray, &why);
        if (!root) {
            keepAside(store, path, why);
            continue;
        }
        // Removed only once its rows are committed: a crash in between imports it again (the
        // same rows, replaced), never loses it.
        if (store.inTransaction([&] { return legacy.import(store, path, *root); }).ok())
            QFile::remove(path);
        else
            store.addProblem(tr("%1 could not be taken into the profile's store; it was left where it is.")
                                 .arg(QDir::toNativeSeparators(path)));
    }
}

} // namespace Audience::Models::ProfileFilesImport
