#include "models/people/peopleactions.h"

#include "models/people/knownpeople.h"
#include "net/apiclient.h"
#include "net/peopleapi.h"

#include <QPointer>

namespace Audience::Models {

PeopleActions::PeopleActions(KnownPeople *known, QObject *parent)
    : QObject(parent)
    , m_known(known)
{
    connect(&m_writes, &WriteTracker::stateChanged, this, &PeopleActions::stateChanged);
    connect(&m_writes, &WriteTracker::failed, this, &PeopleActions::failed);
}

PeopleActions::~PeopleActions() = default;

void PeopleActions::setClient(Net::ApiClient *client)
{
    m_writes.setClient(client);
}

bool PeopleActions::update(const QString &personId, const Net::PersonUpdate &update)
{
    if (personId.isEmpty())
        return false;
    WriteTracker::Write write;
    write.note = {JournalOperation::updatePerson, QStringLiteral("people"), {}, {}, personId, knownName(personId), {}};
    write.send = [personId, update](Net::ApiClient &client, const QString &, QObject *context) -> Net::ApiReply * {
        // PATCH carries no idempotency key in the spec; sending the same fields twice is harmless.
        return client.people().update(personId, update, context);
    };
    const QPointer<PeopleActions> self(this);
    write.onAnswer = [self](Net::ApiReply &reply, bool current) {
        if (!self || !current)
            return;
        const Net::Person &person = static_cast<Net::Reply<Net::Person> &>(reply).value();
        if (self->m_known)
            self->m_known->remember(person);
        emit self->personUpdated(person);
    };
    write.payload = QVariant::fromValue(update);
    return m_writes.start(updateItem(personId), std::move(write));
}

QString PeopleActions::addLog(const Net::NewPersonLog &log)
{
    const QString item = QStringLiteral("log/%1").arg(++m_nextLog);
    WriteTracker::Write write;
    write.note = {JournalOperation::createPersonLog, QStringLiteral("people"), {}, {}, log.personId.value_or(QString()),
                  knownName(log.personId.value_or(QString())), {}};
    write.send = [log](Net::ApiClient &client, const QString &idempotencyKey, QObject *context) -> Net::ApiReply * {
        Net::NewPersonLog body = log;
        body.idempotencyKey = idempotencyKey;
        return client.people().createLog(body, context);
    };
    const QPointer<PeopleActions> self(this);
    write.onAnswer = [self, item](Net::ApiReply &reply, bool current) {
        if (!self || !current)
            return;
        emit self->logAdded(item, static_cast<Net::Reply<Net::PersonLogCreated> &>(reply).value());
    };
    write.payload = QVariant::fromValue(log);
    // A log the journal refused is the composer's to show, Failed with the store's words, for Retry.
    return m_writes.start(item, std::move(write)) || m_writes.isRefusedByStore(item) ? item : QString();
}

QString PeopleActions::knownName(const QString &personId) const
{
    if (!m_known || personId.isEmpty())
        return {};
    const std::optional<Net::Person> person = m_known->find(personId);
    return person ? person->name : QString();
}

bool PeopleActions::retry(const QString &item)
{
    return m_writes.retry(item);
}

} // namespace Audience::Models
