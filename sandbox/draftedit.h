#pragma once

#include "editingagent.h"

#include <QString>
#include <QStringList>

// What every edit of an audience draft shares: how the agent names the draft's fields, and what it
// learns and says while it applies a message's instructions.
namespace Sandbox {

// A text field of the draft: its name in the spec's Change object, the words a reply uses for it, and
// where its value lives.
struct DraftField
{
    QString name;
    QString label;
    QString AgentContext::*value;
};

// For "metaTitle", "metaDescription", "customName" and "supplementaryContext".
DraftField draftField(const QString &name);

// How a reply names any field, keywords included ("meta title", "keywords").
QString fieldLabel(const QString &name);

// What the editing agent learns while it works through a message's instructions, for its reply.
struct EditReading
{
    QStringList understood;    // what each instruction was read as, for the reasoning
    QStringList said;          // sentences of the reply, in order
    QStringList touchedFields; // the fields an instruction changed, in the order first changed

    void touch(const QString &field);
};

} // namespace Sandbox
