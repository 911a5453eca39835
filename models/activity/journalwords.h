#pragma once

#include "models/audiences/knownnames.h"
#include "models/store/journalentry.h"

#include <QCoreApplication>
#include <QString>

namespace Audience::Models {

// Where an entry's target is shown: a place and the item to open there (Place::openItem()).
struct JournalTarget
{
    QString placeId;
    QString item;
    QString linkText; // "Open audience “FP&A leads”"

    bool isValid() const { return !placeId.isEmpty() && !item.isEmpty(); }
};

// The journal's rows in words, for the Activity place and its exports: what a write did ("Published
// version 24 of FP&A leads"), where (the audience, person, topic or subscription it wrote to) and
// how it stands. Everything here reads only the entry: no SQL, no widget.
class JournalWords
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::JournalWords)
public:
    static ActivityOutcome outcome(const JournalEntry &entry, const LiveRuns &live);
    // "Done", "Failed", "Not confirmed", "Discarded", "In progress".
    static QString outcomeWord(ActivityOutcome outcome);
    // A symbol that says the same without colour: ✓ ✗ ? – …
    static QString outcomeSymbol(ActivityOutcome outcome);
    // A stable, untranslated name for files and for colouring: done, failed, notConfirmed…
    static QString outcomeCode(ActivityOutcome outcome);
    // The words for each area the journal names (workspace, audiences, people, topics, webhooks);
    // an area this console does not know is shown as it is stored.
    static QString areaName(const QString &area);
    static QStringList knownAreas();

    // One line: past tense once done ("Published version 24 of FP&A leads"), as an intent
    // otherwise ("Publish version 24 of FP&A leads"), since a failed write did not happen.
    static QString what(const JournalEntry &entry);
    // The target by kind and ID: "Audience aud_1 on page page_1", "Person per_1"…
    // With `names`, an audience and its page by name where the console knows them ("Audience
    // Founders at universities on page …"); whereIds() gives the IDs, for the tooltip.
    static QString where(const JournalEntry &entry, const KnownNames &names = {});
    static QString whereIds(const JournalEntry &entry);
    static JournalTarget target(const JournalEntry &entry);
    // A write not confirmed or failed, as its place and Activity show it: how it stands and what
    // Retry does for its kind of write ("Not confirmed: the console closed before the service
    // answered. … Retry sends it again with the same key, so it cannot apply twice."); empty for
    // an entry that is neither.
    static QString unsettledNotice(const JournalEntry &entry, const LiveRuns &live);
    // A write another console open on the profile has in flight (no Retry here).
    static QString inOtherWindow();
    // What Retry does for this kind of write, in one sentence.
    static QString retryMeaning(const JournalEntry &entry);

    // The version number a publish answered with (or its body held), 0 when unknown.
    static qint64 versionNumber(const JournalEntry &entry);
};

} // namespace Audience::Models
