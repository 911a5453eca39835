#pragma once

#include "models/common/writetracker.h"
#include "net/persontypes.h"

#include <QObject>
#include <QPointer>

namespace Audience::Models {

class KnownPeople;
class PeopleActions;

// The "Add log entry" form without widgets: source and type (kebab-case, 1..100, checked as typed;
// an empty type is sent as "webhook", which the form says), the JSON payload (refused with its line
// and column while invalid), and who the entry is about: the person the form was opened for, or
// someone named by email, phone, LinkedIn URL or person ID (the service matches them, or creates a
// person). submit() is one user action with one idempotencyKey; retry() after a failure sends the
// same body with the same key, so a lost answer never adds the entry twice. The answer is said in
// words: "Added to Ada Lovelace, matched by email."
class PersonLogComposer : public QObject
{
    Q_OBJECT
public:
    enum class Subject { ThisPerson, Email, Phone, LinkedIn, PersonId };
    Q_ENUM(Subject)
    enum class Field { Source, Type, Payload, SubjectValue };
    Q_ENUM(Field)

    PersonLogComposer(PeopleActions *actions, KnownPeople *known, QObject *parent = nullptr);

    // The person the form was opened from (their ID and name); ThisPerson means them.
    void setPerson(const QString &personId, const QString &name);
    QString personId() const { return m_personId; }

    QString source() const { return m_source; }
    void setSource(const QString &source);
    QString type() const { return m_type; }
    void setType(const QString &type);
    QString payloadText() const { return m_payload; }
    void setPayloadText(const QString &text);
    Subject subject() const { return m_subject; }
    void setSubject(Subject subject);
    QString subjectValue() const { return m_subjectValue; }
    void setSubjectValue(const QString &value);

    // What is wrong with a field as typed ("" when fine).
    QString problem(Field field) const;
    // Where the payload's JSON breaks (1-based; 0 when it is valid).
    int payloadErrorLine() const;
    int payloadErrorColumn() const;
    int payloadErrorPosition() const; // index into payloadText(); -1 when valid
    // The type that will be sent: the typed one, or "webhook" when left empty.
    QString effectiveType() const;
    // The sentence under the type field.
    QString typeHint() const;

    bool isValid() const;
    bool isSending() const;
    bool canSubmit() const { return isValid() && !isSending(); }
    // The body a submit would send (its idempotencyKey is filled in per action).
    Net::NewPersonLog entry() const;

    // Sends the entry as a new action (a new key); false when nothing was sent. After a failure,
    // Save with the same entry is the same action: it retries with the same key.
    bool submit();
    // After a failure: the same entry again, with the same key.
    bool retry();
    WriteTracker::State state() const;
    // The key of the current action ("" before the first submit), for tests and the log.
    QString idempotencyKey() const;
    // The failure in words, or the success ("Added to Ada Lovelace, matched by email.").
    QString errorText() const;
    QString resultText() const { return m_result; }
    const Net::PersonLogCreated &created() const { return m_created; }

signals:
    void changed();
    // The entry is written; `personId` received it.
    void added(const Audience::Net::PersonLogCreated &created, const QString &text);
    void failedToAdd(const QString &message);

private:
    QString describe(const Net::PersonLogCreated &created) const;

    QPointer<PeopleActions> m_actions;
    QPointer<KnownPeople> m_known;
    QString m_personId;
    QString m_personName;
    QString m_source;
    QString m_type;
    QString m_payload;
    Subject m_subject = Subject::ThisPerson;
    QString m_subjectValue;
    QString m_item;               // the action in PeopleActions
    Subject m_sentSubject = Subject::ThisPerson; // how the entry in flight named its person
    Net::NewPersonLog m_sent;     // the entry of the action in flight or last sent
    Net::PersonLogCreated m_created;
    QString m_result;
};

} // namespace Audience::Models
