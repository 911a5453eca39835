#include "models/topics/topicentrywriter.h"

#include "net/apiclient.h"
#include "net/topicsapi.h"

namespace Audience::Models {

TopicEntryWriter::TopicEntryWriter(QObject *parent)
    : QObject(parent)
{
    connect(&m_tracker, &WriteTracker::stateChanged, this, &TopicEntryWriter::stateChanged);
}

TopicEntryWriter::~TopicEntryWriter() = default;

void TopicEntryWriter::setClient(Net::ApiClient *client)
{
    m_tracker.setClient(client);
}

QString TopicEntryWriter::problem(const Form &form)
{
    if (form.type.trimmed().isEmpty())
        return tr("Give the entry a content type (for example “text” or “faq”).");
    if (form.content.trimmed().isEmpty())
        return tr("Write the entry’s content.");
    const QString order = form.sortOrder.trimmed();
    if (order.isEmpty())
        return {};
    bool ok = false;
    const qint64 value = order.toLongLong(&ok);
    if (!ok || order.startsWith(u'+'))
        return tr("The sort order must be a whole number, 0 or more, or left empty.");
    if (value < 0 || value > maxSortOrder)
        return value < 0 ? tr("The sort order must be a whole number, 0 or more, or left empty.")
                         : tr("The sort order %1 is larger than the service accepts.").arg(order);
    return {};
}

bool TopicEntryWriter::add(const QString &topicId, const Form &form)
{
    m_problem = problem(form);
    if (m_problem.isEmpty() && topicId.isEmpty())
        m_problem = tr("Choose a topic first.");
    if (m_problem.isEmpty() && !m_tracker.client())
        m_problem = tr("Not connected.");
    if (m_problem.isEmpty() && m_tracker.isPending(topicId))
        m_problem = tr("An entry is being added to this topic already.");
    if (!m_problem.isEmpty())
        return false;

    Net::NewTopicEntry entry;
    entry.content = {form.type.trimmed(), form.content};
    if (!form.sortOrder.trimmed().isEmpty())
        entry.sortOrder = form.sortOrder.trimmed().toLongLong();
    WriteTracker::Write write;
    write.note = {JournalOperation::createTopicEntry, QStringLiteral("topics"), {}, {}, topicId, {}, {}};
    write.payload = QVariant::fromValue(form);
    write.send = [topicId, entry](Net::ApiClient &client, const QString &, QObject *context) -> Net::ApiReply * {
        return client.topics().createEntry(topicId, entry, context);
    };
    write.onAnswer = [this](Net::ApiReply &reply, bool) {
        emit created(static_cast<Net::Reply<Net::TopicEntry> &>(reply).value());
    };
    return m_tracker.start(topicId, std::move(write));
}

bool TopicEntryWriter::retry(const QString &topicId)
{
    return m_tracker.retry(topicId);
}

TopicEntryWriter::Form TopicEntryWriter::form(const QString &topicId) const
{
    return m_tracker.payload(topicId).value<Form>();
}

} // namespace Audience::Models
