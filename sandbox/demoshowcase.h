#pragma once

#include "audiencehistory.h"

#include <QDateTime>
#include <QList>

namespace Sandbox::DemoShowcase {

// The workspace tour of --seed demo: the scripted history of one audience, aud_demo_003 ("FP&A leads at
// consultancies and agencies" once its rename was published), on page_demo_01. Seven sessions over 44
// days make 22 edits, a conversation of 44 messages with everything the audience workspace draws:
// messages with several changes (one set applied, one pending), an answer with three tool calls of which
// one failed, reasoning on every answer, a reply interrupted before it had text (the "Stopped" note, twice)
// and one interrupted while the agent was writing (partial text kept), an answer that changed nothing,
// six published versions (ver_demo_003_19 live), three cancelled, and three drafts whose five changes are
// pending. Every timestamp is relative to `anchor` (the start of the current UTC day).
constexpr int audience = 3;

QList<AudienceEdit> edits(const QDateTime &anchor);

} // namespace Sandbox::DemoShowcase
