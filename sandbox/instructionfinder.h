#pragma once

#include <QList>
#include <QString>

#include <utility>

// Where a chat message holds instructions for the editing agent: the phrases that start them
// ("set the meta title to", "shorten the description", "mention"), found with one regular expression
// each. What follows a phrase, its value, is read by instructionreader.cpp.
namespace Sandbox::InstructionFinder {

enum class Phrase {
    SetTitle,           // set/change/update the meta title to …
    SetDescription,     // set/change/update the meta description to …
    Rename,             // rename the audience to …
    AddKeywords,        // add the keywords …
    RemoveKeywords,     // remove/delete/drop the keyword …
    Shorten,            // make the meta title shorter / shorten the description (the whole instruction)
    Mention,            // mention …
    Add,                // add … (to the title, as keywords, or after a Shorten)
    RemoveFrom,         // remove/drop … (from the keywords)
    Replace,            // replace … with …
    UseAs,              // use … (as the call to action)
    SetCallToAction,    // set the call to action to …
};

// One phrase found: where it starts, where its value starts, and where the next phrase starts (or the
// text ends), which its value never runs past.
struct Command
{
    Phrase phrase;
    qsizetype start;
    qsizetype valueStart;
    qsizetype limit = 0;
};

// A phrase that turned out not to be an instruction ("add" with nothing to add it to), by its start.
using Refusal = std::pair<qsizetype, Phrase>;

// The phrases in `text` in order, but for the refused ones. Of phrases that overlap the earliest wins,
// and a phrase inside the quoted value of the phrase before it is part of that value.
QList<Command> findCommands(const QString &text, const QList<Refusal> &refused);

} // namespace Sandbox::InstructionFinder
