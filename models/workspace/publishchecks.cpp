#include "models/workspace/publishchecks.h"

#include "models/workspace/changelabels.h"
#include "models/workspace/titlewidth.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace Audience::Models {

namespace {

using Rule = PublishChecks::Rule;
using Severity = PublishChecks::Severity;

// The one table of rules. Each number says where it comes from.
constexpr PublishChecks::RuleSpec rules[] = {
    // No title: Google makes one up from the page, and the tab shows the address.
    {Rule::TitleEmpty, Severity::Error},
    // Pixels. Google cuts result titles at about 600 px of its 20 px Arial; Yoast calls anything
    // over 600 px "wider than the viewable limit".
    {Rule::TitleTooWide, Severity::Warning, 600},
    // Pixels. Yoast rates a title 400–600 px wide good; below 400 px it leaves room unused.
    {Rule::TitleTooNarrow, Severity::Warning, 400},
    // No description: Google quotes text from the page instead (Yoast warns).
    {Rule::DescriptionEmpty, Severity::Warning},
    // Characters. Yoast: 120 characters or fewer is "too short".
    {Rule::DescriptionTooShort, Severity::Warning, 120},
    // Characters. Yoast: over 156 characters is "too long" (Google cuts it).
    {Rule::DescriptionTooLong, Severity::Warning, 156},
    // The same keyword twice (letter case aside) says nothing more, and reads as careless.
    {Rule::KeywordDuplicate, Severity::Warning},
    // An empty item between two commas.
    {Rule::KeywordEmpty, Severity::Warning},
    // A draft marker in a changing field would reach every visitor as it is.
    {Rule::Placeholder, Severity::Error},
    // Publishing would change nothing a visitor sees.
    {Rule::NoNetChange, Severity::Warning},
    // Pixels. Facebook: at least 600×315 for the large link layout (1200×630 for the best display).
    {Rule::ImageTooSmall, Severity::Warning, 600, 315},
    // Width ÷ height. Facebook crops share images to about 1.91:1; the second number is our own
    // tolerance (10 %) for "far from" it.
    {Rule::ImageFarFromWide, Severity::Warning, 1.91, 0.10},
    // Megabytes. Facebook takes share images up to 8 MB; the console's image loader stops there too.
    {Rule::ImageTooLarge, Severity::Warning, 8},
    // Two audiences of one page with one title compete in search results and read as one page
    // (models/release/releasechecks.*, run over a release).
    {Rule::TitleSameAsSibling, Severity::Warning},
};

PublishChecks::Finding finding(Rule rule, const QString &field, const QString &found, const QString &fix)
{
    return {rule, PublishChecks::spec(rule).severity, field, found, fix};
}

int limit(Rule rule)
{
    return int(PublishChecks::spec(rule).limit);
}

const FieldNetChange *rowOf(const QList<FieldNetChange> &rows, QLatin1StringView field)
{
    const auto found = std::find_if(rows.cbegin(), rows.cend(), [field](const FieldNetChange &row) { return row.field == field; });
    return found == rows.cend() ? nullptr : &*found;
}

} // namespace

const PublishChecks::RuleSpec &PublishChecks::spec(Rule rule)
{
    return *std::find_if(std::cbegin(rules), std::cend(rules), [rule](const RuleSpec &spec) { return spec.rule == rule; });
}

QList<PublishChecks::Finding> PublishChecks::checkTitle(const QString &title)
{
    const QString field = ChangeLabels::field(QStringLiteral("metaTitle"));
    const QString text = title.simplified();
    if (text.isEmpty())
        return {finding(Rule::TitleEmpty, field, tr("The meta title is empty."),
                        tr("Ask the agent for a title that names the offer; search results and browser tabs show it."))};
    const int width = TitleWidth::pixels(text);
    if (width > limit(Rule::TitleTooWide))
        return {finding(Rule::TitleTooWide, field,
                        tr("The meta title is %1 px wide; Google cuts titles at about %2 px.").arg(width).arg(limit(Rule::TitleTooWide)),
                        tr("Shorten it by about %n px, or put its key words first.", nullptr, width - limit(Rule::TitleTooWide)))};
    if (width < limit(Rule::TitleTooNarrow))
        return {finding(Rule::TitleTooNarrow, field,
                        tr("The meta title is %1 px wide, under the %2 px a result line can show.").arg(width).arg(limit(Rule::TitleTooNarrow)),
                        tr("Add words that tell searchers what they get (an offer, a place, the brand)."))};
    return {};
}

QList<PublishChecks::Finding> PublishChecks::checkDescription(const QString &description)
{
    const QString field = ChangeLabels::field(QStringLiteral("metaDescription"));
    const QString text = description.simplified();
    const int length = int(text.size());
    if (text.isEmpty())
        return {finding(Rule::DescriptionEmpty, field, tr("The meta description is empty."),
                        tr("Ask the agent for one or two sentences that sum the page up; otherwise Google quotes the page."))};
    if (length <= limit(Rule::DescriptionTooShort))
        return {finding(Rule::DescriptionTooShort, field,
                        tr("The meta description has %1 characters; %2 or fewer is short.").arg(length).arg(limit(Rule::DescriptionTooShort)),
                        tr("Add a benefit or a call to action, up to about %1 characters.").arg(limit(Rule::DescriptionTooLong)))};
    if (length > limit(Rule::DescriptionTooLong))
        return {finding(Rule::DescriptionTooLong, field,
                        tr("The meta description has %1 characters; over %2 gets cut.").arg(length).arg(limit(Rule::DescriptionTooLong)),
                        tr("Shorten it by %n character(s), keeping the key message first.", nullptr,
                           length - limit(Rule::DescriptionTooLong)))};
    return {};
}

QList<PublishChecks::Finding> PublishChecks::checkKeywords(const QString &keywords)
{
    const QString field = ChangeLabels::field(QStringLiteral("metaKeywords"));
    QList<Finding> findings;
    const QStringList items = NetChanges::splitKeywords(keywords);
    if (items.contains(QString()))
        findings.append(finding(Rule::KeywordEmpty, field, tr("The keyword list has an empty item."),
                                tr("Remove the extra comma.")));
    QSet<QString> seen;
    QStringList repeated;
    for (const QString &item : items) {
        const QString key = item.toCaseFolded();
        if (key.isEmpty())
            continue;
        if (seen.contains(key) && !repeated.contains(item, Qt::CaseInsensitive))
            repeated.append(item);
        seen.insert(key);
    }
    if (!repeated.isEmpty())
        findings.append(finding(Rule::KeywordDuplicate, field,
                                tr("Keywords listed more than once: %1.").arg(repeated.join(QStringLiteral(", "))),
                                tr("Ask the agent to keep each keyword once.")));
    return findings;
}

QStringList PublishChecks::placeholdersIn(const QString &text)
{
    // Whole words for the markers that are words; anywhere for the others. Letter case aside.
    static const QRegularExpression pattern(QStringLiteral(R"(\bTODO\b|\bTBD\b|\bXXX\b|lorem ipsum|\{\{|\}\}|\[insert)"),
                                            QRegularExpression::CaseInsensitiveOption);
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        const QString marker = it.next().captured();
        if (!found.contains(marker, Qt::CaseInsensitive))
            found.append(marker);
    }
    return found;
}

QList<PublishChecks::Finding> PublishChecks::run(const QList<FieldNetChange> &rows)
{
    QList<Finding> findings;
    if (NetChanges::changingCount(rows) == 0)
        findings.append(finding(Rule::NoNetChange, {}, tr("No field ends up different from what is live now."),
                                tr("Publishing would change nothing a visitor sees; cancel unless you mean to publish the same content again.")));
    for (const FieldNetChange &row : rows) {
        if (!row.changes())
            continue;
        const QStringList markers = placeholdersIn(row.after);
        if (!markers.isEmpty())
            findings.append(finding(Rule::Placeholder, row.label,
                                    tr("“%1” still holds a placeholder: %2.").arg(row.label, markers.join(QStringLiteral(", "))),
                                    tr("Ask the agent to replace it with the real text.")));
    }
    if (const FieldNetChange *title = rowOf(rows, QLatin1StringView("metaTitle")))
        findings += checkTitle(title->after);
    if (const FieldNetChange *description = rowOf(rows, QLatin1StringView("metaDescription")))
        findings += checkDescription(description->after);
    if (const FieldNetChange *keywords = rowOf(rows, QLatin1StringView("metaKeywords")))
        findings += checkKeywords(keywords->after);
    return findings;
}

QList<PublishChecks::Finding> PublishChecks::checkImage(const QSize &size)
{
    const QString field = tr("Share image");
    QList<Finding> findings;
    const RuleSpec &small = spec(Rule::ImageTooSmall);
    if (size.width() < small.limit || size.height() < small.secondLimit)
        findings.append(finding(Rule::ImageTooSmall, field,
                                tr("The share image is %1×%2 px, under the %3×%4 px of a large link card.")
                                    .arg(size.width()).arg(size.height()).arg(int(small.limit)).arg(int(small.secondLimit)),
                                tr("Use an image of at least 1200×630 px.")));
    const RuleSpec &wide = spec(Rule::ImageFarFromWide);
    if (size.height() > 0) {
        const double ratio = double(size.width()) / size.height();
        if (std::abs(ratio - wide.limit) > wide.limit * wide.secondLimit)
            findings.append(finding(Rule::ImageFarFromWide, field,
                                    tr("The share image is %1:1; networks crop to about %2:1.")
                                        .arg(QString::number(ratio, 'f', 2), QString::number(wide.limit, 'f', 2)),
                                    tr("Crop it to 1.91:1 (1200×630 px) so nothing important is cut.")));
    }
    return findings;
}

bool PublishChecks::blocksPublishing(const QList<Finding> &findings)
{
    return count(findings, Severity::Error) > 0;
}

int PublishChecks::count(const QList<Finding> &findings, Severity severity)
{
    return int(std::count_if(findings.cbegin(), findings.cend(), [severity](const Finding &f) { return f.severity == severity; }));
}

} // namespace Audience::Models
