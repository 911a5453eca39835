#pragma once

// The 2 000-message conversation of the workspace benchmark, made up here, the same every run: user
// and agent take turns; the agent's messages are Markdown of one to six sentences (bold, lists,
// code), and every third one carries tool calls (one failed in five), reasoning and one or two
// changes. The server answers GET …/messages with conversationJson(); the baseline shows texts().
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace Audience::Bench {

inline QString sentence(int n)
{
    static const QStringList words{QStringLiteral("forecast"), QStringLiteral("visitors"), QStringLiteral("pricing"),
                                   QStringLiteral("onboarding"), QStringLiteral("hospitality"), QStringLiteral("groups"),
                                   QStringLiteral("demo"), QStringLiteral("faster"), QStringLiteral("teams"),
                                   QStringLiteral("the"), QStringLiteral("with"), QStringLiteral("meta"), QStringLiteral("title")};
    QStringList picked;
    for (int i = 0; i < 8 + n % 9; ++i)
        picked.append(words.at((n * 7 + i * 3) % words.size()));
    QString text = picked.join(u' ');
    text[0] = text.at(0).toUpper();
    return text + u'.';
}

inline QString messageText(int index)
{
    if (index % 2 == 0)
        return sentence(index) + u' ' + sentence(index + 1);
    QString text = QStringLiteral("I changed the **meta description**. ") + sentence(index);
    for (int s = 0; s < index % 6; ++s)
        text += (s % 2 ? QStringLiteral("\n\n- ") : QStringLiteral(" ")) + sentence(index + s);
    if (index % 10 == 1)
        text += QStringLiteral("\n\n`update_audience_draft` was called.");
    return text;
}

inline QStringList texts(int count)
{
    QStringList result;
    result.reserve(count);
    for (int i = 0; i < count; ++i)
        result.append(messageText(i));
    return result;
}

inline QByteArray conversationJson(int count)
{
    QJsonArray messages;
    for (int i = 0; i < count; ++i) {
        const bool agent = i % 2 == 1;
        QJsonObject message{{QStringLiteral("messageId"), QStringLiteral("msg_%1").arg(i, 5, 10, QLatin1Char('0'))},
                            {QStringLiteral("role"), agent ? QStringLiteral("assistant") : QStringLiteral("user")},
                            {QStringLiteral("content"), messageText(i)},
                            {QStringLiteral("timestamp"), 1763000000000.0 + i * 60000.0},
                            {QStringLiteral("isInterrupted"), false}};
        if (agent && i % 3 == 0) {
            QJsonArray calls;
            for (int c = 0; c <= i % 3; ++c)
                calls.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("call_%1_%2").arg(i).arg(c)},
                                         {QStringLiteral("name"), QStringLiteral("update_audience_draft")},
                                         {QStringLiteral("status"), (i + c) % 5 == 0 ? QStringLiteral("failed") : QStringLiteral("completed")},
                                         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("field"), QStringLiteral("metaTitle")}}}});
            message.insert(QStringLiteral("toolCalls"), calls);
            message.insert(QStringLiteral("reasoning"), sentence(i + 3));
            message.insert(QStringLiteral("changes"), QJsonArray{QJsonObject{{QStringLiteral("changeId"), QStringLiteral("chg_%1").arg(i)},
                                                                             {QStringLiteral("field"), QStringLiteral("metaDescription")},
                                                                             {QStringLiteral("previousValue"), sentence(i)},
                                                                             {QStringLiteral("newValue"), sentence(i + 1)},
                                                                             {QStringLiteral("status"), QStringLiteral("applied")}}});
        }
        messages.append(message);
    }
    const QJsonObject conversation{
        {QStringLiteral("conversation"), QJsonObject{{QStringLiteral("conversationId"), QStringLiteral("conv_bench")},
                                                     {QStringLiteral("audienceId"), QStringLiteral("aud_bench")}}},
        {QStringLiteral("messages"), messages},
        {QStringLiteral("context"), QJsonObject{{QStringLiteral("pageId"), QStringLiteral("page_bench")}}},
        {QStringLiteral("pendingChanges"), QJsonArray{}}};
    return QJsonDocument(conversation).toJson(QJsonDocument::Compact);
}

} // namespace Audience::Bench
