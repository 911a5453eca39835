#pragma once

#include <QList>
#include <QSet>
#include <QString>

// Where a chat message holds instructions for the editing agent: the phrases that start them
// ("set the meta title to", "shorten the description", "mention"), found with one regular expression
// each. What follows a phrase, its value, is read by instructionreader.cpp.
namespace Sandbox::InstructionFinder {

enum class Phrase {
    Dictate,            // set/change/update the <field words> to "… (a dictated value; the words are kept)
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
    QString named = {}; // Dictate: the words naming the field ("meta title", "og title")
};

// The phrases that turned out not to be instructions ("add" with nothing to add it to), by their
// start and kind.
class Refusals
{
public:
    void add(qsizetype start, Phrase phrase) { m_refused.insert(key(start, phrase)); }
    bool contains(qsizetype start, Phrase phrase) const { return m_refused.contains(key(start, phrase)); }
    qsizetype size() const { return m_refused.size(); }

private:
    static qint64 key(qsizetype start, Phrase phrase) { return qint64(start) * 64 + qint64(phrase); }
    QSet<qint64> m_refused;
};

// The phrases in `text` in order, but for the refused ones. Of phrases that overlap the earliest wins,
// and a phrase inside the quoted value of the phrase before it is part of that value.
QList<Command> findCommands(const QString &text, const Refusals &refused);

} // namespace Sandbox::InstructionFinder
