#pragma once

#include "models/profiles/profile.h"

#include <QList>
#include <QObject>

#include <optional>

class QSettings;

namespace Audience::App {

// The list of the user's profiles, in QSettings: name, address, plain-HTTP switch, label and colour,
// and which profile was used last (one profile's own data is its Models::ProfileDatabase). Never a key: the Profile type has no field for one. The local sandbox
// profile is built in and always listed first; it is not stored.
class ProfileRegistry : public QObject
{
    Q_OBJECT
public:
    // The settings object is not owned and must outlive the registry.
    explicit ProfileRegistry(QSettings *settings, QObject *parent = nullptr);

    static Models::Profile sandboxProfile();

    // The sandbox first, then the saved profiles by name.
    QList<Models::Profile> profiles() const;
    std::optional<Models::Profile> profile(const QString &id) const;
    // Finds a profile by its name (case-insensitive) or, failing that, by its id.
    std::optional<Models::Profile> findByNameOrId(const QString &nameOrId) const;
    // The names of all profiles except the one with `exceptId`: what a new name must not repeat.
    QStringList namesExcept(const QString &exceptId = {}) const;

    // Saves a new profile (a fresh id is made when it has none) and returns its id.
    QString add(Models::Profile profile);
    // Saves changes to an existing profile; returns false when there is no such profile.
    bool update(const Models::Profile &profile);
    // Forgets a profile (the caller removes its keychain entry).
    void remove(const QString &id);

    // The profile to open at start; empty on first run.
    QString lastProfileId() const;
    void setLastProfileId(const QString &id);

    static QString newId();

signals:
    void profilesChanged();

private:
    void save(const Models::Profile &profile);

    QSettings *m_settings;
};

} // namespace Audience::App
