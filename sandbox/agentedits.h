#pragma once

#include "draftedit.h"
#include "instructionreader.h"

namespace Sandbox {

// Applies one instruction to the draft `work` and says in `reading` what it did (or why it did not).
void applyInstruction(const Instruction &instruction, AgentContext &work, EditReading &reading);

} // namespace Sandbox
