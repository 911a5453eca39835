#include "models/people/knownpeople.h"

namespace Audience::Models {

namespace {

bool samePerson(const Net::Person &a, const Net::Person &b)
{
    return a.personId == b.personId && a.name == b.name && a.email == b.email && a.domain == b.domain
           && a.slug == b.slug && a.phoneNumber == b.phoneNumber && a.linkedinProfileUrl == b.linkedinProfileUrl
           && a.createdAt == b.createdAt && a.updatedAt == b.updatedAt;
}

} // namespace

KnownPeople::KnownPeople(QObject *parent)
    : QObject(parent)
{
}

void KnownPeople::remember(const Net::Person &person)
{
    if (person.personId.isEmpty())
        return;
    const auto found = m_people.constFind(person.personId);
    if (found != m_people.constEnd() && samePerson(*found, person))
        return;
    m_people.insert(person.personId, person);
    emit changed(person.personId);
}

std::optional<Net::Person> KnownPeople::find(const QString &personId) const
{
    const auto found = m_people.constFind(personId);
    if (found == m_people.constEnd())
        return std::nullopt;
    return *found;
}

void KnownPeople::clear()
{
    if (m_people.isEmpty())
        return;
    m_people.clear();
    emit cleared();
}

} // namespace Audience::Models
