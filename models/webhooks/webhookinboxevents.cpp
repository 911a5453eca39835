#include "models/webhooks/webhookinbox.h"

// The events the inbox received, one row per event ID (its redeliveries join it), newest first.

#include "models/common/modelroles.h"
#include "models/webhooks/webhookevents.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Audience::Models {

namespace {

QByteArray headerValue(const InboxRequest &request, const QByteArray &name)
{
    for (const auto &pair : request.headers) {
        if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
            return pair.second;
    }
    return {};
}

} // namespace

void WebhookInbox::onRequest(const InboxRequest &request)
{
    Delivery delivery;
    delivery.receivedAt = request.receivedAt;
    delivery.subscriptionId = request.path.startsWith(inboxPath()) ? request.path.mid(inboxPath().size()) : QString();
    delivery.webhookId = headerValue(request, "webhook-id");
    delivery.timestamp = headerValue(request, "webhook-timestamp");
    delivery.signature = headerValue(request, "webhook-signature");
    delivery.body = request.body;
    delivery.answeredWith = request.answeredWith;
    delivery.verdict = WebhookSignature::verify(m_secrets.value(delivery.subscriptionId), delivery.webhookId,
                                                delivery.timestamp, delivery.signature, delivery.body);
    delivery.timestampOff = WebhookSignature::isTimestampOff(delivery.timestamp, request.receivedAt);

    // What the payload says, read liberally: anything missing stays empty.
    const QJsonObject payload = QJsonDocument::fromJson(request.body).object();
    const QJsonObject data = payload.value(QStringLiteral("data")).toObject();
    QString eventId = payload.value(QStringLiteral("id")).toString();
    if (eventId.isEmpty())
        eventId = QString::fromLatin1(delivery.webhookId);
    if (eventId.isEmpty())
        eventId = tr("(no event ID) %1").arg(request.receivedAt.toString(Qt::ISODateWithMs));

    const int row = rowOfEvent(eventId);
    if (row >= 0) {
        m_events[row].deliveries.append(delivery);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        Event event;
        event.eventId = eventId;
        event.type = payload.value(QStringLiteral("type")).toString();
        event.pageId = data.value(QStringLiteral("pageId")).toString();
        event.audienceId = data.value(QStringLiteral("audienceId")).toString();
        event.versionId = data.value(QStringLiteral("version")).toObject().value(QStringLiteral("versionId")).toString();
        event.deliveries.append(delivery);
        beginInsertRows({}, 0, 0);
        m_events.prepend(event);
        endInsertRows();
    }
    emit deliveryReceived(eventId);
}

int WebhookInbox::rowOfEvent(const QString &eventId) const
{
    for (int row = 0; row < m_events.size(); ++row) {
        if (m_events.at(row).eventId == eventId)
            return row;
    }
    return -1;
}

int WebhookInbox::deliveryCount() const
{
    int count = 0;
    for (const Event &event : m_events)
        count += int(event.deliveries.size());
    return count;
}

void WebhookInbox::clearEvents()
{
    beginResetModel();
    m_events.clear();
    endResetModel();
}

QString WebhookInbox::indentedBody(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return QString::fromUtf8(body);
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented));
}

int WebhookInbox::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int WebhookInbox::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WebhookInbox::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Event &event = m_events.at(index.row());
    const Delivery &last = event.deliveries.constLast();
    if (role == IdRole)
        return event.eventId;
    if (role == PageIdRole)
        return event.pageId;
    if (role == Qt::ToolTipRole && index.column() == TypeColumn)
        return WebhookEvents::sentence(event.type);
    if (role == Qt::ToolTipRole && index.column() == PageColumn)
        return event.pageId;
    if (role == Qt::ToolTipRole && index.column() == AudienceColumn)
        return event.audienceId;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn:
        return QLocale().toString(last.receivedAt.toLocalTime().time(), QStringLiteral("HH:mm:ss"));
    case TypeColumn:
        return event.type.isEmpty() ? tr("(no type)") : event.type;
    case EventIdColumn:
        return event.eventId;
    case PageColumn:
        return m_names.pageOrId(event.pageId);
    case AudienceColumn:
        return m_names.audienceOrId(event.audienceId);
    case DeliveriesColumn:
        return tr("%n attempt(s)", nullptr, int(event.deliveries.size()));
    case SignatureColumn: {
        QString text = last.verdict == WebhookSignature::Verdict::Valid      ? tr("Valid")
                       : last.verdict == WebhookSignature::Verdict::Invalid  ? tr("Invalid")
                       : last.verdict == WebhookSignature::Verdict::Missing  ? tr("Not signed")
                                                                             : tr("Not checked");
        if (last.timestampOff)
            text += tr(", time off by more than 5 min");
        return text;
    }
    default:
        return {};
    }
}

QVariant WebhookInbox::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Received");
    case TypeColumn:
        return tr("Event type");
    case EventIdColumn:
        return tr("Event ID");
    case PageColumn:
        return tr("Page");
    case AudienceColumn:
        return tr("Audience");
    case DeliveriesColumn:
        return tr("Deliveries");
    case SignatureColumn:
        return tr("Signature");
    default:
        return {};
    }
}

} // namespace Audience::Models
