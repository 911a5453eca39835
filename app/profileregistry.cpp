#include "app/profileregistry.h"

#include <QSettings>
#include <QUuid>

#include <algorithm>

namespace Audience::App {

namespace {

const QString profilesGroup = QStringLiteral("profiles");
const QString lastProfileKey = QStringLiteral("session/lastProfile");

} // namespace

ProfileRegistry::ProfileRegistry(QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
}

Models::Profile ProfileRegistry::sandboxProfile()
{
    Models::Profile sandbox;
    sandbox.id = Models::Profile::sandboxId();
    sandbox.name = tr("Demo sandbox");
    sandbox.label = tr("Sandbox");
    sandbox.colour = QStringLiteral("#2e7d32");
    return sandbox;
}

QList<Models::Profile> ProfileRegistry::profiles() const
{
    QList<Models::Profile> saved;
    m_settings->beginGroup(profilesGroup);
    const QStringList ids = m_settings->childGroups();
    for (const QString &id : ids) {
        if (id == Models::Profile::sandboxId())
            continue;
        m_settings->beginGroup(id);
        Models::Profile profile;
        profile.id = id;
        profile.name = m_settings->value(QStringLiteral("name")).toString();
        profile.baseUrl = QUrl(m_settings->value(QStringLiteral("baseUrl")).toString());
        profile.allowPlainHttp = m_settings->value(QStringLiteral("allowPlainHttp"), false).toBool();
        profile.label = m_settings->value(QStringLiteral("label")).toString();
        profile.colour = m_settings->value(QStringLiteral("colour"), QStringLiteral("#c62828")).toString();
        profile.maxAnswerMiB = std::clamp(m_settings->value(QStringLiteral("maxAnswerMiB"), Models::Profile::defaultMaxAnswerMiB).toInt(),
                                          1, Models::Profile::largestMaxAnswerMiB);
        m_settings->endGroup();
        saved.append(profile);
    }
    m_settings->endGroup();
    std::sort(saved.begin(), saved.end(), [](const Models::Profile &a, const Models::Profile &b) {
        return a.name.localeAwareCompare(b.name) < 0;
    });
    saved.prepend(sandboxProfile());
    return saved;
}

std::optional<Models::Profile> ProfileRegistry::profile(const QString &id) const
{
    for (const Models::Profile &profile : profiles()) {
        if (profile.id == id)
            return profile;
    }
    return std::nullopt;
}

std::optional<Models::Profile> ProfileRegistry::findByNameOrId(const QString &nameOrId) const
{
    const QList<Models::Profile> all = profiles();
    for (const Models::Profile &profile : all) {
        if (profile.name.compare(nameOrId, Qt::CaseInsensitive) == 0)
            return profile;
    }
    for (const Models::Profile &profile : all) {
        if (profile.id == nameOrId)
            return profile;
    }
    return std::nullopt;
}

QStringList ProfileRegistry::namesExcept(const QString &exceptId) const
{
    QStringList names;
    for (const Models::Profile &profile : profiles()) {
        if (profile.id != exceptId)
            names.append(profile.name);
    }
    return names;
}

QString ProfileRegistry::add(Models::Profile profile)
{
    if (profile.id.isEmpty())
        profile.id = newId();
    save(profile);
    emit profilesChanged();
    return profile.id;
}

bool ProfileRegistry::update(const Models::Profile &profile)
{
    if (profile.isSandbox() || profile.id.isEmpty())
        return false;
    m_settings->beginGroup(profilesGroup);
    const bool exists = m_settings->childGroups().contains(profile.id);
    m_settings->endGroup();
    if (!exists)
        return false;
    save(profile);
    emit profilesChanged();
    return true;
}

void ProfileRegistry::remove(const QString &id)
{
    if (id.isEmpty() || id == Models::Profile::sandboxId())
        return;
    m_settings->remove(profilesGroup + u'/' + id);
    if (lastProfileId() == id)
        m_settings->remove(lastProfileKey);
    m_settings->sync();
    emit profilesChanged();
}

QString ProfileRegistry::lastProfileId() const
{
    return m_settings->value(lastProfileKey).toString();
}

void ProfileRegistry::setLastProfileId(const QString &id)
{
    if (id.isEmpty())
        m_settings->remove(lastProfileKey);
    else
        m_settings->setValue(lastProfileKey, id);
    m_settings->sync();
}

QString ProfileRegistry::newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

void ProfileRegistry::save(const Models::Profile &profile)
{
    m_settings->beginGroup(profilesGroup);
    m_settings->beginGroup(profile.id);
    m_settings->setValue(QStringLiteral("name"), profile.name);
    m_settings->setValue(QStringLiteral("baseUrl"), profile.baseUrl.toString());
    m_settings->setValue(QStringLiteral("allowPlainHttp"), profile.allowPlainHttp);
    m_settings->setValue(QStringLiteral("label"), profile.label);
    m_settings->setValue(QStringLiteral("colour"), profile.colour);
    m_settings->setValue(QStringLiteral("maxAnswerMiB"), profile.maxAnswerMiB);
    m_settings->endGroup();
    m_settings->endGroup();
    m_settings->sync();
}

} // namespace Audience::App
