#pragma once

#include "models/workspace/netchanges.h"

#include <QCoreApplication>
#include <QList>
#include <QSize>
#include <QString>

namespace Audience::Models {

// Checks before publishing: pure functions over what goes live (NetChanges), as Yoast and Rank Math
// check a page before it goes out. An error blocks publishing; a warning needs "Publish anyway".
// Every threshold is in one table (publishchecks.cpp) beside where its number comes from.
class PublishChecks
{
    Q_DECLARE_TR_FUNCTIONS(PublishChecks)
public:
    enum class Severity { Warning, Error };
    enum class Rule {
        TitleEmpty,
        TitleTooWide,
        TitleTooNarrow,
        DescriptionEmpty,
        DescriptionTooShort,
        DescriptionTooLong,
        KeywordDuplicate,
        KeywordEmpty,
        Placeholder,
        NoNetChange,
        ImageTooSmall,
        ImageFarFromWide,
        ImageTooLarge,
        TitleSameAsSibling, // across a release: another audience of the page gets the same title
    };
    struct RuleSpec
    {
        Rule rule;
        Severity severity;
        double limit = 0;       // the rule's number, in the unit its comment names
        double secondLimit = 0; // a second number where a rule has two (an image's height)
    };
    struct Finding
    {
        Rule rule;
        Severity severity;
        QString field; // the field's label, empty for the whole version
        QString found; // what the check found, in words
        QString fix;   // how to fix it, in words
        friend bool operator==(const Finding &, const Finding &) = default;
    };

    static const RuleSpec &spec(Rule rule);

    // Every check over the fields as they will be after publishing (rows from NetChanges::compute).
    static QList<Finding> run(const QList<FieldNetChange> &rows);
    // The checks of a share image once its size is known.
    static QList<Finding> checkImage(const QSize &size);

    static bool blocksPublishing(const QList<Finding> &findings);
    static int count(const QList<Finding> &findings, Severity severity);

    // The single checks, for the rules' tests.
    static QList<Finding> checkTitle(const QString &title);
    static QList<Finding> checkDescription(const QString &description);
    static QList<Finding> checkKeywords(const QString &keywords);
    // The placeholders left in a text ("TODO", "{{"…), as found.
    static QStringList placeholdersIn(const QString &text);
};

} // namespace Audience::Models
