#pragma once

#include "net/conversationtypes.h"

#include <QCoreApplication>
#include <QDateTime>

class QPalette;
class QTextCursor;
class QTextDocument;

namespace Audience::Ui {

// How one message is shown, beyond its data: what the user opened. Kept per message while the
// workspace is open; everything starts closed and never opens by itself.
struct MessageExpansion
{
    bool reasoning = false;
    bool toolCalls = false;
    bool longChanges = false;
};

// What a message row needs to become a document.
struct MessageContent
{
    Net::Message message;
    QDateTime timestamp;
    int outgoingState = 0; // Models::WriteTracker::State
    QString errorText;
    bool notConfirmed = false; // sent by an earlier run, answer never seen: Retry or Discard
};

// Builds the rich text of one conversation message: a header (who, when), the text rendered from
// Markdown with HTML off (it came from the network), an "interrupted" note, tool calls as chips
// (several fold into one line that opens), reasoning behind a toggle, the changes as diff cards, and
// for a message not yet sent its state with Retry and Edit. Interactive parts are links whose href
// names the action (anchor* below); the delegate follows them.
class MessageDocument
{
    Q_DECLARE_TR_FUNCTIONS(MessageDocument)
public:
    static inline const QString anchorReasoning = QStringLiteral("act:reasoning");
    static inline const QString anchorToolCalls = QStringLiteral("act:tools");
    static inline const QString anchorChanges = QStringLiteral("act:changes");
    static inline const QString anchorRetry = QStringLiteral("act:retry");
    static inline const QString anchorEdit = QStringLiteral("act:edit");
    static inline const QString anchorDiscard = QStringLiteral("act:discard");

    // Fills `document` (cleared first) for text width `width`.
    static void build(QTextDocument &document, const MessageContent &content, const MessageExpansion &expansion,
                      const QPalette &palette, int width);
    // A one-line summary of tool calls: "3 tool calls, 1 failed".
    static QString toolCallSummary(const QList<Net::ToolCall> &calls);
    // The message as Markdown, for the clipboard: its text, then its reasoning and changes.
    static QString toMarkdown(const Net::Message &message);
    // A tool call's arguments, result and error as indented JSON text.
    static QString toolCallDetails(const Net::ToolCall &call);
    // An outgoing message's state: sending, sent, or not sent / not confirmed with its actions.
    static void appendOutgoingState(QTextCursor &cursor, const MessageContent &content, const QString &muted);
};

} // namespace Audience::Ui
