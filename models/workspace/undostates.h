#pragma once

#include <QMetaType>
#include <QObject>

#include <optional>

namespace Audience::Models {

// The undo of a publish (PublishUndo) as one explicit table: each state, each event, and the state an
// event leads to. What is not in the table does not happen: an event in a state it does not belong to
// (a late answer, a second click) changes nothing. A failure of each kind is a state of its own.
// The comments name what PublishUndo offers in each state (its errorText(), readAgain(), …).
class UndoStates
{
    Q_GADGET
public:
    // Where the undo stands: the states of the table (next()).
    enum class State {
        Idle,
        Reading,         // the publish's changes and what is live now
        ReadFailed,      // that read failed (errorText()): nothing to show; readAgain()
        Ready,           // the preview: Send when something is dictated
        NothingToUndo,   // plan().problem says why
        NotSent,         // the instruction never left the console (errorText()): Send again
        Sending,
        SendFailed,      // sent, not confirmed (errorText()): Ask Again retries it under the same clientMessageId
        Drafting,        // the agent works on the draft
        NotADraft,       // the agent's version ended otherwise, or a newer one came (errorText()): Ask Again
        Proving,         // the draft is read again
        ProofReadFailed, // that read failed (errorText()): readAgain()
        Proven,          // every field equals its target, nothing else changed unasked: Publish
        NotProven,       // proof().differences(): Ask Again, or take a change (acceptExtra)
        Publishing,
        PublishFailed,   // errorText(): Publish again retries it under the same key
        Published,
    };
    Q_ENUM(State)

    // The same, coarser, as the undo of a release reads it: every failure is Failed, except a
    // publish that failed, which is Proven again (Publish retries it). A function of state() alone.
    enum class Stage { Idle, Reading, Ready, NothingToUndo, Sending, Drafting, Proving, Proven, NotProven, Failed, Publishing, Published };
    Q_ENUM(Stage)
    static Stage stageOf(State state);

    // What moves an undo from one stage to the next.
    enum class Event {
        Start,
        PlanRead,
        PlanEmpty,       // read: nothing to undo
        ReadFailed,
        ReadAgain,
        SendStarted,
        SendRefused,     // nothing left the console
        SendFailed,      // sent, no confirmation
        SentElsewhere,   // a runner sent it (proveDraft)
        Accepted,
        SettledAsDraft,
        SettledOther,
        DraftSuperseded, // a newer version than the undo's draft
        DraftReadFailed,
        DraftEqual,
        DraftDiffers,
        PlanChanged,     // a read again before an action found that a publish landed
        PublishStarted,
        PublishRefused,
        PublishDone,
        PublishFailed,
    };
    Q_ENUM(Event)


    // The table: the state `event` leads to from `state`; nullopt when the event means nothing there.
    static std::optional<State> next(State state, Event event);
};

} // namespace Audience::Models
