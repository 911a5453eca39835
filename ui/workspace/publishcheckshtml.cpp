#include "ui/workspace/publishcheckshtml.h"

#include <QPalette>

namespace Audience::Ui {

using Models::PublishChecks;

QString PublishChecksHtml::html(const QList<PublishChecks::Finding> &findings, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    const QString errorColour = dark ? QStringLiteral("#ff8a80") : QStringLiteral("#b3261e");
    const QString warningColour = dark ? QStringLiteral("#ffd27f") : QStringLiteral("#8a5a00");
    const QString muted = palette.color(QPalette::PlaceholderText).name();
    if (findings.isEmpty())
        return QStringLiteral("✓ %1").arg(tr("Every check passes.").toHtmlEscaped());
    QString html;
    for (const PublishChecks::Severity severity : {PublishChecks::Severity::Error, PublishChecks::Severity::Warning}) {
        for (const PublishChecks::Finding &finding : findings) {
            if (finding.severity != severity)
                continue;
            const bool error = severity == PublishChecks::Severity::Error;
            html += QStringLiteral("<p style=\"margin:2px 0\"><b style=\"color:%1\">%2 %3</b> %4<br>"
                                   "<span style=\"color:%5\">%6</span></p>")
                        .arg(error ? errorColour : warningColour, error ? QStringLiteral("✖") : QStringLiteral("⚠"),
                             (error ? tr("Error:") : tr("Warning:")).toHtmlEscaped(), finding.found.toHtmlEscaped(), muted,
                             tr("How to fix: %1").arg(finding.fix).toHtmlEscaped());
        }
    }
    return html;
}

QString PublishChecksHtml::verdict(const QList<PublishChecks::Finding> &findings)
{
    const int errors = PublishChecks::count(findings, PublishChecks::Severity::Error);
    const int warnings = PublishChecks::count(findings, PublishChecks::Severity::Warning);
    if (errors > 0)
        return tr("Publishing is blocked: %n error(s) must be fixed first. Ask the agent to fix them, then publish the new version.",
                  nullptr, errors);
    if (warnings > 0)
        return tr("%n warning(s): look at them, then publish anyway if they are what you want.", nullptr, warnings);
    return tr("Every check passes.");
}

} // namespace Audience::Ui
