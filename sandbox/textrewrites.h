#pragma once

#include "draftedit.h"
#include "instructionreader.h"

// Edits that work on the draft's existing text instead of dictating a new value: shortening a meta
// title or description, mentioning a phrase in it, replacing words, and noting a call to action. Each
// says in `reading` what it did, or why it did nothing.
namespace Sandbox::TextRewrites {

void shorten(const Instruction &instruction, AgentContext &work, EditReading &reading);
void mention(const Instruction &instruction, AgentContext &work, EditReading &reading);
void replace(const Instruction &instruction, AgentContext &work, EditReading &reading);

// The draft has no call-to-action field: the call to action is kept in the supplementary context.
void noteCallToAction(const Instruction &instruction, AgentContext &work, EditReading &reading);

} // namespace Sandbox::TextRewrites
