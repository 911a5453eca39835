#include "textrewrites.h"

#include "agentwording.h"
#include "metatextfit.h"

#include <algorithm>

namespace Sandbox::TextRewrites {

namespace {

using namespace AgentWording;

// How long a field may be, and how it reads: a title or a description.
struct Fit
{
    qsizetype limit;
    MetaTextFit::Style style;
};

Fit fitOf(const QString &field)
{
    if (field == u"metaTitle")
        return {MetaTextFit::titleLimit, MetaTextFit::Style::Title};
    return {MetaTextFit::descriptionLimit, MetaTextFit::Style::Description};
}

void shortenField(const QString &name, AgentContext &work, EditReading &reading)
{
    const DraftField field = draftField(name);
    const Fit fit = fitOf(name);
    QString &current = work.*field.value;
    reading.understood.append(QStringLiteral("shorten %1 to at most %2 characters").arg(name).arg(fit.limit));
    if (current.trimmed().isEmpty()) {
        reading.said.append(QStringLiteral("The %1 is empty, so there is nothing to shorten.").arg(field.label));
        return;
    }
    const QString shorter = MetaTextFit::shortened(current.trimmed(), fit.limit, fit.style);
    if (shorter == current) {
        reading.said.append(QStringLiteral("The %1 %2 is already within %3 characters and has no clause to drop, "
                                           "so I left it as it is.")
                                .arg(field.label, quoted(current))
                                .arg(fit.limit));
        return;
    }
    reading.said.append(QStringLiteral("I shortened the %1 from %2 to %3 (%4 characters).")
                            .arg(field.label, quoted(current), quoted(shorter))
                            .arg(shorter.size()));
    current = shorter;
    reading.touch(name);
}

void mentionInField(const QString &name, const QString &phrase, AgentContext &work, EditReading &reading)
{
    const DraftField field = draftField(name);
    const Fit fit = fitOf(name);
    QString &current = work.*field.value;
    reading.understood.append(QStringLiteral("mention %1 in %2").arg(quoted(phrase), name));
    if (phrase.isEmpty()) {
        reading.said.append(
            QStringLiteral("I could not find what to mention in the %1, so I left it unchanged.").arg(field.label));
        return;
    }
    if (MetaTextFit::mentions(current, phrase)) {
        reading.said.append(QStringLiteral("The %1 already mentions %2.").arg(field.label, quoted(phrase)));
        return;
    }
    const auto mentioned = MetaTextFit::withMention(current, phrase, fit.limit, fit.style);
    if (!mentioned) {
        reading.said.append(QStringLiteral("%1 is too long to mention in the %2 within %3 characters, so I left "
                                           "the %2 as it is.")
                                .arg(quoted(phrase), field.label)
                                .arg(fit.limit));
        return;
    }
    reading.said.append(mentioned->cut
                            ? QStringLiteral("I added %1 to the %2, cutting the text before it to stay within %3 "
                                             "characters: it is now %4.")
                                  .arg(quoted(phrase), field.label)
                                  .arg(fit.limit)
                                  .arg(quoted(mentioned->text))
                            : QStringLiteral("I added %1 to the %2: it is now %3.")
                                  .arg(quoted(phrase), field.label, quoted(mentioned->text)));
    current = mentioned->text;
    reading.touch(name);
}

// Each keyword with the words replaced; keywords that become empty or the same as another are dropped.
QStringList keywordsReplaced(const QStringList &keywords, const QString &from, const QString &to)
{
    QStringList next;
    for (QString keyword : keywords) {
        keyword = keyword.replace(from, to, Qt::CaseInsensitive).simplified();
        const bool known = std::any_of(next.cbegin(), next.cend(), [&keyword](const QString &other) {
            return other.compare(keyword, Qt::CaseInsensitive) == 0;
        });
        if (!keyword.isEmpty() && !known)
            next.append(keyword);
    }
    return next;
}

// A replacement that holds what it replaces ("replace a with aa") doubles a field each time it is
// repeated; no field grows past what a user may send in one message (the spec's 50,000).
constexpr qsizetype maxFieldLength = 50000;

enum class Replaced { Nothing, Done, TooLong };

Replaced replaceInField(const QString &name, const QString &from, const QString &to, AgentContext &work)
{
    if (name == u"metaKeywords") {
        const QStringList next = keywordsReplaced(work.metaKeywords, from, to);
        if (next == work.metaKeywords)
            return Replaced::Nothing;
        if (EditingAgent::joinKeywords(next).size() > maxFieldLength)
            return Replaced::TooLong;
        work.metaKeywords = next;
        return Replaced::Done;
    }
    QString &value = work.*draftField(name).value;
    if (!value.contains(from, Qt::CaseInsensitive))
        return Replaced::Nothing;
    const QString next = QString(value).replace(from, to, Qt::CaseInsensitive);
    if (next.size() > maxFieldLength)
        return Replaced::TooLong;
    value = next;
    return Replaced::Done;
}

// Where "replace A with B" looks when it names no field, in the order a reply lists them.
const QStringList &everyField()
{
    static const QStringList fields{QStringLiteral("metaTitle"), QStringLiteral("metaDescription"),
                                    QStringLiteral("metaKeywords"), QStringLiteral("customName"),
                                    QStringLiteral("supplementaryContext")};
    return fields;
}

QStringList labelsOf(const QStringList &fields)
{
    QStringList labels;
    for (const QString &field : fields)
        labels.append(fieldLabel(field));
    return labels;
}

} // namespace

void shorten(const Instruction &instruction, AgentContext &work, EditReading &reading)
{
    for (const QString &field : instruction.fields)
        shortenField(field, work, reading);
}

void mention(const Instruction &instruction, AgentContext &work, EditReading &reading)
{
    for (const QString &field : instruction.fields)
        mentionInField(field, instruction.values.value(0), work, reading);
}

void replace(const Instruction &instruction, AgentContext &work, EditReading &reading)
{
    const QString from = instruction.values.value(0);
    const QString to = instruction.values.value(1);
    const QStringList fields = instruction.fields.isEmpty() ? everyField() : instruction.fields;
    reading.understood.append(QStringLiteral("replace %1 with %2 in %3")
                                  .arg(quoted(from), quoted(to),
                                       instruction.fields.isEmpty() ? QStringLiteral("every field")
                                                                    : fields.join(QStringLiteral(", "))));
    if (to.isEmpty() || to == from) {
        reading.said.append(
            QStringLiteral("I could not find what should replace %1, so nothing was replaced.").arg(quoted(from)));
        return;
    }
    QStringList replacedIn, tooLong;
    for (const QString &field : fields) {
        const Replaced outcome = replaceInField(field, from, to, work);
        if (outcome == Replaced::Done) {
            replacedIn.append(field);
            reading.touch(field);
        } else if (outcome == Replaced::TooLong) {
            tooLong.append(field);
        }
    }
    if (!tooLong.isEmpty())
        reading.said.append(QStringLiteral("Replacing %1 with %2 would make the %3 longer than %4 characters, so I "
                                           "left %5 as it was.")
                                .arg(quoted(from), quoted(to), plainList(labelsOf(tooLong)))
                                .arg(maxFieldLength)
                                .arg(tooLong.size() > 1 ? QStringLiteral("them") : QStringLiteral("it")));
    if (replacedIn.isEmpty() && !tooLong.isEmpty())
        return;
    if (replacedIn.isEmpty()) {
        reading.said.append(QStringLiteral("I found no %1 in the %2, so nothing was replaced.")
                                .arg(quoted(from), plainList(labelsOf(fields)).replace(QStringLiteral(" and "),
                                                                                      QStringLiteral(" or "))));
        return;
    }
    reading.said.append(QStringLiteral("I replaced %1 with %2 in the %3.")
                            .arg(quoted(from), quoted(to), plainList(labelsOf(replacedIn))));
}

void noteCallToAction(const Instruction &instruction, AgentContext &work, EditReading &reading)
{
    const QString action = instruction.values.value(0);
    reading.understood.append(
        QStringLiteral("note the call to action %1 in supplementaryContext").arg(quoted(action)));
    if (action.isEmpty()) {
        reading.said.append(QStringLiteral("I could not find the call to action in your message, so I noted nothing."));
        return;
    }
    const QString note = QStringLiteral("Use %1 as the call to action.").arg(quoted(action));
    if (work.supplementaryContext.contains(note)) {
        reading.said.append(
            QStringLiteral("The supplementary context already says to use %1 as the call to action.").arg(quoted(action)));
        return;
    }
    appendSentence(work.supplementaryContext, note);
    reading.touch(QStringLiteral("supplementaryContext"));
    reading.said.append(QStringLiteral("The draft has no call-to-action field, so I noted %1 as the call to action "
                                       "in the supplementary context.")
                            .arg(quoted(action)));
}

} // namespace Sandbox::TextRewrites
