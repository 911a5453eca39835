#pragma once

#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

// The link to the service an area needs, and no more: the client its requests go through, and
// whether the connection works. The connection's hub (Connection) owns one and keeps it up to date;
// the areas take it instead of the hub, so models/shell depends on them and never the reverse.
class ServiceLink : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Not owned; null until one is given. Set while not connected too: an area that must not ask
    // anything before the connection works checks isConnected() first.
    Net::ApiClient *client() const;
    // True: the client points at a service that answered.
    bool isConnected() const { return m_connected; }

    // The owner's. The client changes while not connected.
    void setClient(Net::ApiClient *client);
    // The owner's, in two steps: isConnected() changes at once, so whatever runs while the owner
    // hands the change to its own objects reads the new state; connectedChanged() goes out when
    // the owner calls notifyConnectedChanged(), once they all have it, so an area reacting to it
    // finds them ready.
    void setConnected(bool connected) { m_connected = connected; }
    void notifyConnectedChanged() { emit connectedChanged(m_connected); }

signals:
    // Also when a connection is made again (another test of the same service): the areas load again.
    void connectedChanged(bool connected);

private:
    QPointer<Net::ApiClient> m_client;
    bool m_connected = false;
};

} // namespace Audience::Models
