#pragma once

#include "fakenetwork.h"

#include <QNetworkReply>
#include <QPointer>
#include <QTimer>

namespace Audience::Testing {

// One answer of FakeNetwork, played through the event loop: metaDataChanged, readyRead, then
// finished, each from a timer, never from inside the call that created the reply.
class FakeReply : public QNetworkReply
{
    Q_OBJECT
public:
    FakeReply(FakeNetwork *network, const QNetworkRequest &request, QNetworkAccessManager::Operation operation, const QByteArray &verb,
              FakeResponse response);
    ~FakeReply() override;

    void abort() override;
    qint64 bytesAvailable() const override;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    void deliver();
    void sendHeaders(bool withContentLength);
    void appendBody(const QByteArray &bytes);
    void fail(NetworkError error, const QString &message);
    void succeed();
    void onTransferTimeout();
    void markDone();

    QPointer<FakeNetwork> m_network;
    FakeResponse m_response;
    QByteArray m_buffer;
    qint64 m_readOffset = 0;
    QTimer m_deliveryTimer;
    QTimer m_transferTimer;
    bool m_done = false;
};

} // namespace Audience::Testing
