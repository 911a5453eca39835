#include "models/people/personeditor.h"

#include "models/people/peopleactions.h"
#include "models/people/personfieldcheck.h"

namespace Audience::Models {

using Net::Nullable;
using Net::OptionalNullable;

namespace {

const Nullable<QString> *nullableField(const Net::Person &person, PersonEditor::Field field)
{
    switch (field) {
    case PersonEditor::Email:
        return &person.email;
    case PersonEditor::Domain:
        return &person.domain;
    case PersonEditor::Phone:
        return &person.phoneNumber;
    case PersonEditor::LinkedIn:
        return &person.linkedinProfileUrl;
    default:
        return nullptr;
    }
}

OptionalNullable<QString> patchValue(PersonEditor::Change change, const QString &text)
{
    switch (change) {
    case PersonEditor::Change::Unchanged:
        return OptionalNullable<QString>::absent();
    case PersonEditor::Change::Cleared:
        return OptionalNullable<QString>::null();
    case PersonEditor::Change::Changed:
        break;
    }
    return OptionalNullable<QString>(text);
}

} // namespace


PersonEditor::PersonEditor(PeopleActions *actions, QObject *parent)
    : QObject(parent)
    , m_actions(actions)
{
    if (m_actions) {
        connect(m_actions, &PeopleActions::stateChanged, this, &PersonEditor::onStateChanged);
        connect(m_actions, &PeopleActions::personUpdated, this, [this](const Net::Person &person) {
            if (person.personId != m_person.personId)
                return;
            // The answer to our save (its state is Done by now): the service's person is the new
            // original, and the form shows exactly what it stored.
            const bool ours = m_actions->state(PeopleActions::updateItem(person.personId)) == WriteTracker::State::Done;
            if (ours || !isDirty())
                setPerson(person);
            if (ours)
                emit saved(person);
        });
    }
}

void PersonEditor::setPerson(const Net::Person &person)
{
    m_person = person;
    for (int field = 0; field < FieldCount; ++field)
        m_texts[field] = originalText(Field(field));
    emit changed();
}

QString PersonEditor::originalText(Field field) const
{
    if (field == Name)
        return m_person.name;
    const Nullable<QString> *value = nullableField(m_person, field);
    return value ? value->value_or(QString()) : QString();
}

void PersonEditor::setText(Field field, const QString &text)
{
    if (field < 0 || field >= FieldCount || m_texts[field] == text)
        return;
    m_texts[field] = text;
    emit changed();
}

PersonEditor::Change PersonEditor::change(Field field) const
{
    const QString typed = m_texts[field].trimmed();
    const QString original = originalText(field);
    if (typed == original)
        return Change::Unchanged;
    if (typed.isEmpty())
        return Change::Cleared;
    return Change::Changed;
}

QString PersonEditor::problem(Field field) const
{
    if (change(field) == Change::Unchanged)
        return {};
    const QString typed = m_texts[field].trimmed();
    switch (field) {
    case Name:
        return PersonFieldCheck::nameProblem(typed);
    case Phone:
        return PersonFieldCheck::phoneProblem(typed);
    default:
        return {};
    }
}

QString PersonEditor::hint(Field field) const
{
    const QString why = problem(field);
    if (!why.isEmpty())
        return why;
    if (field != Name && change(field) == Change::Cleared)
        return tr("Will be removed: %1 is saved without a value.").arg(originalText(field));
    if (field == Phone)
        return tr("International format: + and 2 to 15 digits, for example %1.").arg(PersonFieldCheck::phoneExample());
    return {};
}

QString PersonEditor::label(Field field)
{
    switch (field) {
    case Name:
        return tr("Name");
    case Email:
        return tr("Email");
    case Domain:
        return tr("Domain");
    case Phone:
        return tr("Phone");
    case LinkedIn:
        return tr("LinkedIn URL");
    case FieldCount:
        break;
    }
    return {};
}

bool PersonEditor::isDirty() const
{
    for (int field = 0; field < FieldCount; ++field) {
        if (change(Field(field)) != Change::Unchanged)
            return true;
    }
    return false;
}

bool PersonEditor::isValid() const
{
    for (int field = 0; field < FieldCount; ++field) {
        if (!problem(Field(field)).isEmpty())
            return false;
    }
    return true;
}

bool PersonEditor::isSaving() const
{
    return m_actions && hasPerson()
           && m_actions->state(PeopleActions::updateItem(m_person.personId)) == WriteTracker::State::Pending;
}

Net::PersonUpdate PersonEditor::pendingUpdate() const
{
    Net::PersonUpdate update;
    if (change(Name) != Change::Unchanged)
        update.name = m_texts[Name].trimmed();
    update.email = patchValue(change(Email), m_texts[Email].trimmed());
    update.domain = patchValue(change(Domain), m_texts[Domain].trimmed());
    update.phoneNumber = patchValue(change(Phone), m_texts[Phone].trimmed());
    update.linkedinProfileUrl = patchValue(change(LinkedIn), m_texts[LinkedIn].trimmed());
    return update;
}

bool PersonEditor::save()
{
    if (!m_actions || !canSave())
        return false;
    return m_actions->update(m_person.personId, pendingUpdate());
}

bool PersonEditor::retry()
{
    if (!m_actions || !hasPerson())
        return false;
    return m_actions->retry(PeopleActions::updateItem(m_person.personId));
}

void PersonEditor::revert()
{
    setPerson(m_person);
}

QString PersonEditor::errorText() const
{
    if (!m_actions || !hasPerson())
        return {};
    return m_actions->errorText(PeopleActions::updateItem(m_person.personId));
}

void PersonEditor::onStateChanged(const QString &item, WriteTracker::State state)
{
    if (!hasPerson() || item != PeopleActions::updateItem(m_person.personId))
        return;
    if (state == WriteTracker::State::Done) {
        // KnownPeople has the answer already (PeopleActions tells it first).
        emit changed();
        return;
    }
    if (state == WriteTracker::State::Failed)
        emit saveFailed(errorText());
    emit changed();
}

} // namespace Audience::Models
