#include "ui/workspace/messagedocument.h"

#include "models/common/datetimeformat.h"
#include "models/common/writetracker.h"
#include "models/workspace/changelabels.h"
#include "models/workspace/conversationmodel.h"
#include "ui/workspace/changecards.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPalette>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>

namespace Audience::Ui {

using Models::ChangeLabels;

namespace {

QString htmlEscaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// A chip: a symbol and a word, so the state reads without colour.
QString chipHtml(const Net::ToolCall &call, const QPalette &palette)
{
    const auto outcome = ChangeLabels::toolCallOutcome(call.status.value());
    QString symbol = QStringLiteral("•");
    QString colour = palette.color(QPalette::PlaceholderText).name();
    switch (outcome) {
    case ChangeLabels::Outcome::Running:
        symbol = QStringLiteral("⟳");
        colour = QStringLiteral("#1f6fb2");
        break;
    case ChangeLabels::Outcome::Done:
        symbol = QStringLiteral("✓");
        colour = QStringLiteral("#2e7d32");
        break;
    case ChangeLabels::Outcome::Failed:
        symbol = QStringLiteral("✗");
        colour = QStringLiteral("#c62828");
        break;
    case ChangeLabels::Outcome::Other:
        break;
    }
    const QString name = call.name.value().isEmpty() ? MessageDocument::tr("tool") : call.name.value();
    return QStringLiteral("<span style=\"color:%1\">%2</span> <code>%3</code> <span style=\"color:%1\">%4</span>")
        .arg(colour, symbol, htmlEscaped(name), htmlEscaped(ChangeLabels::toolCallStatus(call.status.value())));
}

QString prettyJson(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    // A scalar: wrapped in an array to print it as JSON, then unwrapped.
    const QString wrapped = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
    return wrapped.mid(1, wrapped.size() - 2);
}

void appendHtml(QTextCursor &cursor, const QString &html)
{
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock();
    cursor.insertHtml(html);
}

} // namespace

QString MessageDocument::toolCallSummary(const QList<Net::ToolCall> &calls)
{
    int failed = 0;
    int running = 0;
    for (const Net::ToolCall &call : calls) {
        const auto outcome = ChangeLabels::toolCallOutcome(call.status.value());
        failed += outcome == ChangeLabels::Outcome::Failed;
        running += outcome == ChangeLabels::Outcome::Running;
    }
    QString summary = tr("%n tool call(s)", nullptr, int(calls.size()));
    if (failed > 0)
        summary += tr(", %n failed", nullptr, failed);
    if (running > 0)
        summary += tr(", %n running", nullptr, running);
    return summary;
}

QString MessageDocument::toolCallDetails(const Net::ToolCall &call)
{
    QStringList parts;
    if (call.arguments.hasValue())
        parts.append(tr("Arguments:\n%1").arg(prettyJson(call.arguments.value())));
    if (call.result)
        parts.append(tr("Result:\n%1").arg(prettyJson(*call.result)));
    if (!call.error.value().isEmpty())
        parts.append(tr("Error: %1").arg(call.error.value()));
    if (parts.isEmpty())
        parts.append(tr("No arguments or result were sent."));
    return parts.join(QStringLiteral("\n\n"));
}

void MessageDocument::build(QTextDocument &document, const MessageContent &content, const MessageExpansion &expansion,
                            const QPalette &palette, int width)
{
    const Net::Message &message = content.message;
    const QString muted = palette.color(QPalette::PlaceholderText).name();
    const QString link = palette.color(QPalette::Link).name();
    // Built once and only shown: no undo history (each insert below would record one, kept as
    // long as the document, issue 43's "Memory").
    document.setUndoRedoEnabled(false);
    document.clear();
    document.setDocumentMargin(0);
    document.setTextWidth(width);
    document.setDefaultStyleSheet(QStringLiteral("a { color: %1; text-decoration: none; } pre { white-space: pre-wrap; }").arg(link));

    QTextCursor cursor(&document);
    const QString role = message.role.value();
    const QString who = role == QLatin1StringView("user")        ? tr("You")
                        : role == QLatin1StringView("assistant") ? tr("Editing agent")
                                                                 : role;
    const QString when = content.timestamp.isValid() ? Models::DateTimeFormat::display(content.timestamp) : QString();
    cursor.insertHtml(QStringLiteral("<b>%1</b>&nbsp;&nbsp;<span style=\"color:%2\">%3</span>").arg(htmlEscaped(who), muted, htmlEscaped(when)));

    // The text itself: Markdown from the network, never its HTML.
    if (!message.content.value().isEmpty()) {
        QTextDocument body;
        body.setMarkdown(message.content.value(), QTextDocument::MarkdownNoHTML);
        cursor.movePosition(QTextCursor::End);
        cursor.insertBlock();
        cursor.insertFragment(QTextDocumentFragment(&body));
    }

    if (message.isInterrupted.value())
        appendHtml(cursor, QStringLiteral("<span style=\"color:#b26a00\">⚠ %1</span>")
                               .arg(tr("Interrupted: the reply stopped here; its partial text is kept.")));

    const QList<Net::ToolCall> calls = message.toolCalls.value();
    if (calls.size() == 1) {
        appendHtml(cursor, QStringLiteral("<a href=\"%1\">%2</a>").arg(anchorToolCalls, chipHtml(calls.first(), palette)));
    } else if (calls.size() > 1) {
        appendHtml(cursor, QStringLiteral("<a href=\"%1\">%2 %3</a>")
                               .arg(anchorToolCalls, expansion.toolCalls ? QStringLiteral("▾") : QStringLiteral("▸"),
                                    htmlEscaped(toolCallSummary(calls))));
        if (expansion.toolCalls) {
            QStringList chips;
            for (const Net::ToolCall &call : calls)
                chips.append(chipHtml(call, palette));
            appendHtml(cursor, chips.join(QStringLiteral("&nbsp;&nbsp; ")));
        }
    }
    if (expansion.toolCalls && !calls.isEmpty()) {
        for (const Net::ToolCall &call : calls)
            appendHtml(cursor, QStringLiteral("<pre style=\"color:%1\">%2</pre>").arg(muted, htmlEscaped(call.name.value() + u'\n' + toolCallDetails(call))));
    }

    if (!message.reasoning.value().isEmpty()) {
        appendHtml(cursor, QStringLiteral("<a href=\"%1\">%2 %3</a>")
                               .arg(anchorReasoning, expansion.reasoning ? QStringLiteral("▾") : QStringLiteral("▸"), tr("Reasoning")));
        if (expansion.reasoning)
            appendHtml(cursor, QStringLiteral("<i style=\"color:%1\">%2</i>").arg(muted, htmlEscaped(message.reasoning.value()).replace(u'\n', QStringLiteral("<br>"))));
    }

    const QList<Net::Change> changes = message.changes.value();
    if (!changes.isEmpty())
        appendHtml(cursor, ChangeCards::html(changes, palette, expansion.longChanges, anchorChanges));

    appendOutgoingState(cursor, content, muted);
}

void MessageDocument::appendOutgoingState(QTextCursor &cursor, const MessageContent &content, const QString &muted)
{
    using State = Models::WriteTracker::State;
    const State state = State(content.outgoingState);
    const QString words = htmlEscaped(Models::ConversationModel::outgoingStateText(state, content.errorText, content.notConfirmed));
    switch (state) {
    case State::Pending:
        appendHtml(cursor, QStringLiteral("<span style=\"color:%1\">⟳ %2</span>").arg(muted, words));
        break;
    case State::Failed:
        // Not confirmed: the service may have it already; Retry sends the same clientMessageId,
        // so it cannot be posted twice.
        if (content.notConfirmed)
            appendHtml(cursor, QStringLiteral("<span style=\"color:#c62828\">? %1</span> <a href=\"%2\">%3</a> · <a href=\"%4\">%5</a>")
                                   .arg(words, anchorRetry, tr("Retry"), anchorDiscard, tr("Discard")));
        else
            appendHtml(cursor, QStringLiteral("<span style=\"color:#c62828\">✗ %1</span> <a href=\"%2\">%3</a> · <a href=\"%4\">%5</a>")
                                   .arg(words, anchorRetry, tr("Retry"), anchorEdit, tr("Edit")));
        break;
    case State::Done:
        appendHtml(cursor, QStringLiteral("<span style=\"color:%1\">✓ %2</span>").arg(muted, words));
        break;
    case State::None:
        break;
    }
}

QString MessageDocument::toMarkdown(const Net::Message &message)
{
    QString markdown = message.content.value();
    if (!message.reasoning.value().isEmpty())
        markdown += QStringLiteral("\n\n> **%1:** %2").arg(tr("Reasoning"), message.reasoning.value());
    for (const Net::Change &change : message.changes.value())
        markdown += QStringLiteral("\n\n- **%1** (%2): ~~%3~~ → %4")
                        .arg(ChangeLabels::field(change.field.value()), ChangeLabels::changeStatus(change.status.value()),
                             change.previousValue.value(), change.newValue.value());
    return markdown;
}

} // namespace Audience::Ui
