#pragma once

#include <QString>
#include <QUrl>

namespace Audience::Models {

// One place the console can connect to: everything about it except its API key, which lives in the
// OS keychain (or, when the user chose so, in memory for one session) and never in this struct.
struct Profile
{
    QString id;               // stable and never shown; names the settings group and the keychain entry
    QString name;             // what the user calls it, unique among profiles
    QUrl baseUrl;             // the service's origin (and optional path prefix); empty for the sandbox
    bool allowPlainHttp = false; // http:// to a host other than loopback, off unless the user says so
    QString label;            // e.g. "Production", shown with colour so the two are never mistaken
    QString colour;           // "#rrggbb"
    // The largest answer the console reads from this service; a larger one is refused while it
    // downloads (a broken or hostile service cannot fill the memory). Generous for every real answer.
    int maxAnswerMiB = defaultMaxAnswerMiB;

    static constexpr int defaultMaxAnswerMiB = 32;
    static constexpr int largestMaxAnswerMiB = 1024;

    // The local sandbox profile that always exists; the console starts its server on demand.
    static QString sandboxId();
    bool isSandbox() const { return id == sandboxId(); }

    friend bool operator==(const Profile &, const Profile &) = default;
};

} // namespace Audience::Models
