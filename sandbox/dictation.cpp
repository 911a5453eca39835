#include "dictation.h"

#include "agentwording.h"

#include <QHash>
#include <QRegularExpression>

namespace Sandbox::Dictation {

namespace {

using namespace AgentWording;

// "Meta-Title", "audience's  name", "metaTitle" → "meta title", "audience name", "metatitle".
QString normalised(const QString &words)
{
    static const QRegularExpression possessive(QStringLiteral(R"(['\x{2019}]s\b)"));
    static const QRegularExpression separators(QStringLiteral(R"([\s_-]+)"));
    QString text = words.toLower();
    text.remove(possessive);
    text.replace(separators, QStringLiteral(" "));
    return text.trimmed();
}

const QHash<QString, QString> &fieldsByName()
{
    static const QHash<QString, QString> fields = [] {
        QHash<QString, QString> all;
        const auto add = [&all](const QString &field, std::initializer_list<const char *> names) {
            for (const char *name : names)
                all.insert(QString::fromLatin1(name), field);
        };
        add(QStringLiteral("metaTitle"), {"meta title", "metatitle", "seo title", "title", "title tag", "page title",
                                          "meta title tag"});
        add(QStringLiteral("metaDescription"), {"meta description", "metadescription", "seo description", "description",
                                                "page description"});
        add(QStringLiteral("metaKeywords"), {"meta keywords", "metakeywords", "seo keywords", "keywords", "meta keyword",
                                             "keyword list", "page keywords"});
        add(QStringLiteral("customName"), {"audience name", "custom name", "audience custom name", "customname", "name"});
        add(QStringLiteral("supplementaryContext"), {"supplementary context", "supplementarycontext", "context",
                                                     "audience context"});
        return all;
    }();
    return fields;
}

// What ends a dictated value after its closing quote: the end, a line break, punctuation, or the
// next words of the message ("… and", "… then", "… set …").
bool endsValue(const QString &text, qsizetype afterQuote)
{
    static const QRegularExpression boundary(
        QStringLiteral(R"(\G[ \t]*(?:$|[\r\n;,.!?)]|(?:and|then|also|please|thanks|thank|set|change|update|)"
                       R"(rename|add|remove|delete|drop|replace|use|mention|make|shorten)\b))"),
        QRegularExpression::CaseInsensitiveOption);
    return boundary.match(text, afterQuote).hasMatch();
}

bool escapes(const QString &text, qsizetype at)
{
    return text.at(at) == u'\\' && at + 1 < text.size() && (text.at(at + 1) == u'"' || text.at(at + 1) == u'\\');
}

// The value as a reply shows it: whole up to 160 characters, else its start and its length.
QString shown(const QString &value)
{
    constexpr qsizetype wholeUpTo = 160;
    if (value.size() <= wholeUpTo)
        return quoted(value);
    return QStringLiteral("%1 (%2 characters)").arg(quoted(value.left(120) + QChar(0x2026))).arg(value.size());
}

void applyKeywords(const QString &value, AgentContext &work, EditReading &reading)
{
    const QStringList keywords = keywordsOf(value);
    if (keywords == work.metaKeywords) {
        reading.said.append(keywords.isEmpty() ? QStringLiteral("There were no keywords already.")
                                               : QStringLiteral("The keywords were already exactly these."));
        return;
    }
    work.metaKeywords = keywords;
    reading.touch(QStringLiteral("metaKeywords"));
    reading.said.append(keywords.isEmpty() ? QStringLiteral("I removed every keyword, as you dictated.")
                                           : QStringLiteral("I replaced the keywords with the ones you dictated."));
}

void applyText(const QString &field, const QString &value, AgentContext &work, EditReading &reading)
{
    const DraftField target = draftField(field);
    QString &current = work.*target.value;
    if (value == current) {
        reading.said.append(value.isEmpty() ? QStringLiteral("The %1 was already empty.").arg(target.label)
                                            : QStringLiteral("The %1 is already %2.").arg(target.label, shown(value)));
        return;
    }
    if (value.isEmpty())
        reading.said.append(field == u"customName"
                                ? QStringLiteral("I removed the audience name, so the audience goes by its computed "
                                                 "name again.")
                                : QStringLiteral("I cleared the %1.").arg(target.label));
    else if (current.isEmpty())
        reading.said.append(QStringLiteral("I set the %1 to %2.").arg(target.label, shown(value)));
    else
        reading.said.append(
            QStringLiteral("I changed the %1 from %2 to %3.").arg(target.label, shown(current), shown(value)));
    current = value;
    reading.touch(field);
}

} // namespace

QStringList fieldNames()
{
    return {QStringLiteral("metaTitle"), QStringLiteral("metaDescription"), QStringLiteral("metaKeywords"),
            QStringLiteral("customName"), QStringLiteral("supplementaryContext")};
}

QString fieldNamed(const QString &words)
{
    return fieldsByName().value(normalised(words));
}

bool namesCallToAction(const QString &words)
{
    const QString name = normalised(words);
    return name == u"call to action" || name == u"cta" || name == u"our call to action";
}

qsizetype closingQuote(const QString &text, qsizetype open)
{
    qsizetype first = -1;
    for (qsizetype i = open + 1; i < text.size(); ++i) {
        if (escapes(text, i)) {
            ++i;
            continue;
        }
        if (text.at(i) != u'"')
            continue;
        if (endsValue(text, i + 1))
            return i;
        if (first < 0)
            first = i;
    }
    return first;
}

QString unescaped(const QString &text, qsizetype open, qsizetype close)
{
    QString value;
    value.reserve(close - open);
    for (qsizetype i = open + 1; i < close; ++i) {
        if (escapes(text, i))
            ++i;
        value.append(text.at(i));
    }
    return value;
}

QStringList keywordsOf(const QString &value)
{
    QStringList keywords;
    for (const QString &part : value.split(u','))
        if (const QString keyword = part.trimmed(); !keyword.isEmpty())
            keywords.append(keyword);
    return keywords;
}

QString miswritten(const QString &value)
{
    if (value.isEmpty())
        return QStringLiteral("?");
    // A whole character goes, not half of a surrogate pair.
    const bool pair = value.size() >= 2 && value.back().isLowSurrogate() && value.at(value.size() - 2).isHighSurrogate();
    return value.chopped(pair ? 2 : 1);
}

QString strayValue(const QString &field, const QString &value)
{
    if (field == u"metaKeywords") {
        QStringList keywords = keywordsOf(value);
        keywords.append(QStringLiteral("agent pick"));
        return keywords.join(QStringLiteral(", "));
    }
    return value.isEmpty() ? QStringLiteral("Chosen by the agent") : value + QStringLiteral(" (as the agent read it)");
}

void changeUnasked(const QString &field, AgentContext &work, EditReading &reading)
{
    const QString value = strayValue(field, EditingAgent::fieldValue(work, field));
    reading.understood.append(QStringLiteral("also change %1, unasked").arg(field));
    if (field == u"metaKeywords") {
        work.metaKeywords = keywordsOf(value);
    } else {
        QString &current = work.*draftField(field).value;
        current = value;
    }
    reading.touch(field);
    reading.said.append(QStringLiteral("I also changed the %1 to %2.").arg(fieldLabel(field), shown(value)));
}

QString knownFieldsSentence()
{
    return QStringLiteral("the meta title, the meta description, the keywords, the audience name and the "
                          "supplementary context");
}

void apply(const QString &field, const QString &value, AgentContext &work, EditReading &reading)
{
    reading.understood.append(QStringLiteral("set %1 to the dictated value %2").arg(field, shown(value)));
    if (field == u"metaKeywords")
        applyKeywords(value, work, reading);
    else
        applyText(field, value, work, reading);
}

void refuse(const QString &words, EditReading &reading)
{
    reading.understood.append(QStringLiteral("refuse to set %1: no such field").arg(quoted(words)));
    reading.said.append(QStringLiteral("I cannot set the %1: it is not a field of the audience draft, so I left the "
                                       "draft as it was for it. The fields I can set are %2.")
                            .arg(quoted(words), knownFieldsSentence()));
}

} // namespace Sandbox::Dictation
