#include "models/workspace/undostates.h"

namespace Audience::Models {

namespace {

using State = UndoStates::State;
using Event = UndoStates::Event;

struct Transition
{
    State from;
    Event event;
    State to;
};

// Every move an undo can make. What is not here does not happen: an event in a stage it does not
// belong to (a late answer, a second click) changes nothing.
constexpr Transition transitions[] = {
    {State::Idle, Event::Start, State::Reading},
    {State::Reading, Event::PlanRead, State::Ready},
    {State::Reading, Event::PlanEmpty, State::NothingToUndo},
    {State::Reading, Event::ReadFailed, State::ReadFailed},
    {State::ReadFailed, Event::ReadAgain, State::Reading},

    {State::Ready, Event::SendStarted, State::Sending},
    {State::Ready, Event::SendRefused, State::NotSent},
    {State::Ready, Event::PlanChanged, State::Ready},
    {State::Ready, Event::PlanEmpty, State::NothingToUndo},
    {State::Ready, Event::SentElsewhere, State::Drafting},
    {State::NotSent, Event::SendStarted, State::Sending},
    {State::NotSent, Event::SendRefused, State::NotSent},
    {State::NotSent, Event::PlanChanged, State::Ready},
    {State::NotSent, Event::PlanEmpty, State::NothingToUndo},
    {State::NotSent, Event::SentElsewhere, State::Drafting},

    {State::Sending, Event::Accepted, State::Drafting},
    {State::Sending, Event::SendFailed, State::SendFailed},
    {State::SendFailed, Event::SendStarted, State::Sending}, // the same message, the same clientMessageId
    {State::SendFailed, Event::SendRefused, State::SendFailed},
    {State::SendFailed, Event::Accepted, State::Drafting},   // an answer after all
    {State::SendFailed, Event::PlanChanged, State::Ready},
    {State::SendFailed, Event::PlanEmpty, State::NothingToUndo},
    {State::SendFailed, Event::SentElsewhere, State::Drafting},

    {State::Drafting, Event::SettledAsDraft, State::Proving},
    {State::Drafting, Event::SettledOther, State::NotADraft},
    {State::NotADraft, Event::SendStarted, State::Sending},
    {State::NotADraft, Event::SendRefused, State::NotSent},
    {State::NotADraft, Event::PlanChanged, State::NotADraft},
    {State::NotADraft, Event::PlanEmpty, State::NothingToUndo},
    {State::NotADraft, Event::SentElsewhere, State::Drafting},

    {State::Proving, Event::DraftEqual, State::Proven},
    {State::Proving, Event::DraftDiffers, State::NotProven},
    {State::Proving, Event::DraftSuperseded, State::NotADraft},
    {State::Proving, Event::DraftReadFailed, State::ProofReadFailed},
    {State::ProofReadFailed, Event::ReadAgain, State::Proving},
    {State::ProofReadFailed, Event::SentElsewhere, State::Drafting},

    {State::NotProven, Event::SendStarted, State::Sending},
    {State::NotProven, Event::SendRefused, State::NotSent},
    {State::NotProven, Event::DraftEqual, State::Proven}, // the user took what the agent changed unasked
    {State::NotProven, Event::DraftDiffers, State::NotProven},
    {State::NotProven, Event::PlanChanged, State::NotProven},
    {State::NotProven, Event::PlanEmpty, State::NothingToUndo},
    {State::NotProven, Event::SentElsewhere, State::Drafting},

    {State::Proven, Event::DraftEqual, State::Proven}, // proved again on the read before Publish
    {State::Proven, Event::DraftDiffers, State::NotProven},
    {State::Proven, Event::DraftSuperseded, State::NotADraft},
    {State::Proven, Event::PlanChanged, State::NotProven},
    {State::Proven, Event::PlanEmpty, State::NothingToUndo},
    {State::Proven, Event::PublishStarted, State::Publishing},
    {State::Proven, Event::PublishRefused, State::PublishFailed},
    {State::Publishing, Event::PublishDone, State::Published},
    {State::Publishing, Event::PublishFailed, State::PublishFailed},
    {State::PublishFailed, Event::PublishStarted, State::Publishing}, // the same key
    {State::PublishFailed, Event::PublishRefused, State::PublishFailed},
    {State::PublishFailed, Event::DraftEqual, State::PublishFailed}, // a publish never started, proved again
    {State::PublishFailed, Event::DraftDiffers, State::NotProven},
    {State::PublishFailed, Event::DraftSuperseded, State::NotADraft},
    {State::PublishFailed, Event::PlanChanged, State::NotProven},
    {State::PublishFailed, Event::PlanEmpty, State::NothingToUndo},
};

} // namespace

std::optional<UndoStates::State> UndoStates::next(State state, Event event)
{
    for (const Transition &transition : transitions) {
        if (transition.from == state && transition.event == event)
            return transition.to;
    }
    return std::nullopt;
}

UndoStates::Stage UndoStates::stageOf(State state)
{
    switch (state) {
    case State::Idle:
        return Stage::Idle;
    case State::Reading:
        return Stage::Reading;
    case State::Ready:
        return Stage::Ready;
    case State::NothingToUndo:
        return Stage::NothingToUndo;
    case State::Sending:
        return Stage::Sending;
    case State::Drafting:
        return Stage::Drafting;
    case State::Proving:
        return Stage::Proving;
    case State::Proven:
    case State::PublishFailed:
        return Stage::Proven;
    case State::NotProven:
        return Stage::NotProven;
    case State::ReadFailed:
    case State::NotSent:
    case State::SendFailed:
    case State::NotADraft:
    case State::ProofReadFailed:
        return Stage::Failed;
    case State::Publishing:
        return Stage::Publishing;
    case State::Published:
        return Stage::Published;
    }
    return Stage::Failed;
}

} // namespace Audience::Models
