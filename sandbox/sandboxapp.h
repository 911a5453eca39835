#pragma once

#include "options.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

namespace Sandbox {

// The composition root of the sandbox: opens the database, seeds it, builds stores, lifecycle,
// webhook dispatcher, router and HTTP front, and starts listening. Owns all of them.
class SandboxApp : public QObject
{
    Q_OBJECT
public:
    SandboxApp(Options options, QByteArray apiKey, QObject *parent = nullptr);
    ~SandboxApp() override;

    // False with `error` filled when the database cannot be opened/seeded or the port is taken.
    bool start(QString *error);
    QUrl url() const { return m_url; }
    // The instant the demo's times were placed relative to, when this start seeded the database
    // (invalid otherwise): said in the ready line, so a test can reason about the demo's days.
    QDateTime seededAnchor() const { return m_seededAnchor; }

private:
    struct Parts;
    Options m_options;
    QByteArray m_apiKey;
    std::unique_ptr<Parts> m_parts;
    QUrl m_url;
    QDateTime m_seededAnchor;
};

} // namespace Sandbox
