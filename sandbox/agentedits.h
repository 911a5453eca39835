#pragma once

#include "editingagent.h"
#include "instructionreader.h"

#include <QStringList>

namespace Sandbox {

// What the editing agent learns while it works through a message's instructions, for its reply.
struct EditReading
{
    QStringList understood;    // what each instruction was read as, for the reasoning
    QStringList said;          // sentences of the reply, in order
    QStringList touchedFields; // the fields an instruction changed, in the order first changed

    void touch(const QString &field);
};

// Applies one instruction to the draft `work` and says in `reading` what it did (or why it did not).
void applyInstruction(const Instruction &instruction, AgentContext &work, EditReading &reading);

} // namespace Sandbox
