#pragma once

#include "models/profiles/profile.h"

#include <QCoreApplication>
#include <QStringList>

namespace Audience::Models {

// Checks what a user typed into a profile before anything is saved or sent, and says in words what is
// wrong. Each check returns an empty string when the value is fine.
class ProfileValidator
{
    Q_DECLARE_TR_FUNCTIONS(ProfileValidator)
public:
    static constexpr int maxNameLength = 64;
    static constexpr int maxLabelLength = 24;
    static constexpr int maxKeyLength = 4096;

    // takenNames: the names of the other profiles (compared without regard to case).
    explicit ProfileValidator(QStringList takenNames = {});

    QString nameProblem(const QString &name) const;
    QString urlProblem(const QString &urlText, bool allowPlainHttp) const;
    QString labelProblem(const QString &label) const;
    QString colourProblem(const QString &colour) const;
    // required is false when editing a profile whose stored key is kept when the field stays empty.
    QString keyProblem(const QString &key, bool required) const;

    // All problems of a profile (not its key), in the order the fields appear.
    QStringList problems(const Profile &profile) const;

    // The URL as it will be stored: trimmed, without a trailing slash. Invalid input gives an invalid URL.
    static QUrl normalisedUrl(const QString &urlText);
    // localhost, 127.0.0.0/8, ::1 and *.localhost: the only hosts plain HTTP may reach by default.
    static bool isLoopbackHost(const QString &host);
    // Whether two URLs share scheme, host and port: a stored key must not follow a profile to a new origin.
    static bool sameOrigin(const QUrl &a, const QUrl &b);

private:
    QStringList m_takenNames;
};

} // namespace Audience::Models
