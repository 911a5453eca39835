#pragma once

#include <QJsonObject>
#include <QString>

#include <functional>

namespace Sandbox {

// Where the core reports domain events (page.version.created, …). main.cpp connects it to the
// webhook dispatcher. It must return at once: delivery never delays an API answer.
using EventSink = std::function<void(const QString &type, const QJsonObject &data)>;

} // namespace Sandbox
