#include "models/people/personlogcomposer.h"

#include "models/people/jsonpayload.h"
#include "models/people/knownpeople.h"
#include "models/people/peopleactions.h"
#include "models/people/personfieldcheck.h"

namespace Audience::Models {

PersonLogComposer::PersonLogComposer(PeopleActions *actions, KnownPeople *known, QObject *parent)
    : QObject(parent)
    , m_actions(actions)
    , m_known(known)
{
    m_payload = QStringLiteral("{\n}");
    if (!m_actions)
        return;
    connect(m_actions, &PeopleActions::logAdded, this, [this](const QString &item, const Net::PersonLogCreated &created) {
        if (item != m_item)
            return;
        m_created = created;
        m_result = describe(created);
        emit added(created, m_result);
    });
    connect(m_actions, &PeopleActions::stateChanged, this, [this](const QString &item, WriteTracker::State state) {
        if (item != m_item)
            return;
        if (state == WriteTracker::State::Failed)
            emit failedToAdd(errorText());
        emit changed();
    });
}

void PersonLogComposer::setPerson(const QString &personId, const QString &name)
{
    m_personId = personId;
    m_personName = name;
    if (m_personId.isEmpty() && m_subject == Subject::ThisPerson)
        m_subject = Subject::Email;
    emit changed();
}

void PersonLogComposer::setSource(const QString &source)
{
    if (m_source == source)
        return;
    m_source = source;
    emit changed();
}

void PersonLogComposer::setType(const QString &type)
{
    if (m_type == type)
        return;
    m_type = type;
    emit changed();
}

void PersonLogComposer::setPayloadText(const QString &text)
{
    if (m_payload == text)
        return;
    m_payload = text;
    emit changed();
}

void PersonLogComposer::setSubject(Subject subject)
{
    if (m_subject == subject)
        return;
    m_subject = subject;
    emit changed();
}

void PersonLogComposer::setSubjectValue(const QString &value)
{
    if (m_subjectValue == value)
        return;
    m_subjectValue = value;
    emit changed();
}

QString PersonLogComposer::effectiveType() const
{
    return m_type.isEmpty() ? QString(Net::NewPersonLog::defaultType) : m_type;
}

QString PersonLogComposer::typeHint() const
{
    if (m_type.isEmpty())
        return tr("Left empty, the entry is saved with the type “%1”.").arg(effectiveType());
    return tr("Lower-case words joined by hyphens, like page-visited.");
}

QString PersonLogComposer::problem(Field field) const
{
    switch (field) {
    case Field::Source:
        return PersonFieldCheck::labelProblem(tr("Source"), m_source);
    case Field::Type:
        return m_type.isEmpty() ? QString() : PersonFieldCheck::labelProblem(tr("Type"), m_type);
    case Field::Payload:
        return JsonPayload::check(m_payload).message;
    case Field::SubjectValue: {
        const QString value = m_subjectValue.trimmed();
        switch (m_subject) {
        case Subject::ThisPerson:
            return m_personId.isEmpty() ? tr("Choose who the entry is about.") : QString();
        case Subject::Email:
            if (value.isEmpty())
                return tr("Give the person's email address.");
            return value.contains(u'@') ? QString() : tr("An email address has an @, like ada@example.com.");
        case Subject::Phone:
            if (value.isEmpty())
                return tr("Give the person's phone number, like %1.").arg(PersonFieldCheck::phoneExample());
            return PersonFieldCheck::phoneProblem(value);
        case Subject::LinkedIn:
            return value.isEmpty() ? tr("Give the person's LinkedIn URL.") : QString();
        case Subject::PersonId:
            return value.isEmpty() ? tr("Give the person's ID, like person_…") : QString();
        }
        return {};
    }
    }
    return {};
}

int PersonLogComposer::payloadErrorLine() const
{
    return JsonPayload::check(m_payload).line;
}

int PersonLogComposer::payloadErrorColumn() const
{
    return JsonPayload::check(m_payload).column;
}

int PersonLogComposer::payloadErrorPosition() const
{
    return JsonPayload::check(m_payload).position;
}

bool PersonLogComposer::isValid() const
{
    for (const Field field : {Field::Source, Field::Type, Field::Payload, Field::SubjectValue}) {
        if (!problem(field).isEmpty())
            return false;
    }
    return true;
}

bool PersonLogComposer::isSending() const
{
    return state() == WriteTracker::State::Pending;
}

Net::NewPersonLog PersonLogComposer::entry() const
{
    Net::NewPersonLog log;
    log.source = m_source;
    log.type = effectiveType();
    log.payload = JsonPayload::check(m_payload).object;
    const QString value = m_subjectValue.trimmed();
    switch (m_subject) {
    case Subject::ThisPerson:
        log.personId = m_personId;
        break;
    case Subject::Email:
        log.email = value;
        break;
    case Subject::Phone:
        log.phoneNumber = value;
        break;
    case Subject::LinkedIn:
        log.linkedinProfileUrl = value;
        break;
    case Subject::PersonId:
        log.personId = value;
        break;
    }
    return log;
}

namespace {

bool sameEntry(const Net::NewPersonLog &a, const Net::NewPersonLog &b)
{
    return a.source == b.source && a.type == b.type && a.payload == b.payload && a.personId == b.personId
           && a.email == b.email && a.phoneNumber == b.phoneNumber && a.linkedinProfileUrl == b.linkedinProfileUrl
           && a.name == b.name;
}

} // namespace

bool PersonLogComposer::submit()
{
    if (!m_actions || !canSubmit())
        return false;
    const Net::NewPersonLog log = entry();
    if (state() == WriteTracker::State::Failed && sameEntry(log, m_sent))
        return retry();
    const QString item = m_actions->addLog(log);
    if (item.isEmpty())
        return false;
    if (!m_item.isEmpty())
        m_actions->forget(m_item);
    m_item = item;
    m_sent = log;
    m_sentSubject = m_subject;
    m_result.clear();
    if (state() == WriteTracker::State::Failed) { // the journal refused it: nothing was sent
        emit failedToAdd(errorText());
        emit changed();
        return false;
    }
    emit changed();
    return true;
}

bool PersonLogComposer::retry()
{
    if (!m_actions || m_item.isEmpty())
        return false;
    return m_actions->retry(m_item);
}

WriteTracker::State PersonLogComposer::state() const
{
    return m_actions && !m_item.isEmpty() ? m_actions->state(m_item) : WriteTracker::State::None;
}

QString PersonLogComposer::idempotencyKey() const
{
    return m_actions && !m_item.isEmpty() ? m_actions->idempotencyKey(m_item) : QString();
}

QString PersonLogComposer::errorText() const
{
    return m_actions && !m_item.isEmpty() ? m_actions->errorText(m_item) : QString();
}

QString PersonLogComposer::describe(const Net::PersonLogCreated &created) const
{
    QString name = created.personId;
    if (created.personId == m_personId && !m_personName.isEmpty())
        name = m_personName;
    else if (m_known) {
        if (const auto person = m_known->find(created.personId); person && !person->name.isEmpty())
            name = person->name;
    }
    if (created.createdPerson)
        return tr("Added to a new person, %1, created for this entry.").arg(name);
    switch (m_sentSubject) {
    case Subject::ThisPerson:
        return tr("Added to %1.").arg(name);
    case Subject::PersonId:
        return tr("Added to %1, matched by person ID.").arg(name);
    case Subject::Email:
        return tr("Added to %1, matched by email.").arg(name);
    case Subject::Phone:
        return tr("Added to %1, matched by phone number.").arg(name);
    case Subject::LinkedIn:
        return tr("Added to %1, matched by LinkedIn URL.").arg(name);
    }
    return tr("Added to %1.").arg(name);
}

} // namespace Audience::Models
