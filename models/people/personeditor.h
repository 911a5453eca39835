#pragma once

#include "models/common/writetracker.h"
#include "net/persontypes.h"

#include <QObject>
#include <QPointer>

namespace Audience::Models {

class PeopleActions;

// The edit-in-place form of one person, without widgets: the text of each field, what saving
// would do to it (leave it, change it, or remove it), the problem with it in words, and the save
// through PeopleActions. Only changed fields are sent; a field emptied by the user goes out as null
// ("will be removed"), except the name, which cannot be cleared (1..255). A failed save keeps every
// text; a successful one takes the service's answer as the new original.
class PersonEditor : public QObject
{
    Q_OBJECT
public:
    enum Field { Name, Email, Domain, Phone, LinkedIn, FieldCount };
    Q_ENUM(Field)
    enum class Change { Unchanged, Changed, Cleared };
    Q_ENUM(Change)

    explicit PersonEditor(PeopleActions *actions, QObject *parent = nullptr);

    // Starts over from `person` (every text as the service has it).
    void setPerson(const Net::Person &person);
    const Net::Person &person() const { return m_person; }
    bool hasPerson() const { return !m_person.personId.isEmpty(); }

    QString text(Field field) const { return m_texts[field]; }
    void setText(Field field, const QString &text);
    // The service's value as text ("" for null).
    QString originalText(Field field) const;

    Change change(Field field) const;
    // What is wrong with the field as typed ("" when fine).
    QString problem(Field field) const;
    // What the form says under the field: the problem, else "will be removed", else an example.
    QString hint(Field field) const;
    static QString label(Field field);

    bool isDirty() const;
    bool isValid() const;
    bool isSaving() const;
    bool canSave() const { return hasPerson() && isDirty() && isValid() && !isSaving(); }
    // The body a save would send: only the changed fields, null for the cleared ones.
    Net::PersonUpdate pendingUpdate() const;

    // Sends the changes; false when nothing was sent (see canSave()).
    bool save();
    // Retries a failed save with the same body.
    bool retry();
    // Puts every text back to the service's value.
    void revert();

    // The last save's error in words ("" unless it failed).
    QString errorText() const;

signals:
    // Any text, problem or save state changed.
    void changed();
    void saved(const Audience::Net::Person &person);
    void saveFailed(const QString &message);

private:
    void onStateChanged(const QString &item, WriteTracker::State state);

    QPointer<PeopleActions> m_actions;
    Net::Person m_person;
    QString m_texts[FieldCount];
};

} // namespace Audience::Models
