#include "demoshowcase.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTime>

namespace Sandbox::DemoShowcase {

namespace {

using Outcome = AudienceEdit::Outcome;

// A knowledge-base search as the agent would call it; the entries quoted are the demo topics' own.
SeedToolCall search(const QString &query, const QJsonArray &matches)
{
    return {QStringLiteral("search_topics"), QJsonObject{{QStringLiteral("query"), query}},
            QJsonObject{{QStringLiteral("matches"), matches}}, {}};
}

SeedToolCall failedSearch(const QString &query, const QString &error)
{
    return {QStringLiteral("search_topics"), QJsonObject{{QStringLiteral("query"), query}}, QJsonValue::Null, error};
}

QJsonObject match(const QString &topicId, const QString &entryId, const QString &title, const QString &excerpt)
{
    return {{QStringLiteral("topicId"), topicId}, {QStringLiteral("entryId"), entryId},
            {QStringLiteral("title"), title}, {QStringLiteral("excerpt"), excerpt}};
}

} // namespace

QList<AudienceEdit> edits(const QDateTime &anchor)
{
    QList<AudienceEdit> list;
    // `day` days before the anchor, at hh:mm:ss UTC.
    const auto at = [&anchor](int day, int hour, int minute, int second = 0) {
        return anchor.addDays(-day).addSecs(hour * 3600 + minute * 60 + second);
    };
    const auto add = [&list](const QString &text, Outcome outcome, const QDateTime &when) -> AudienceEdit & {
        list.append(AudienceEdit{text, outcome, when, {}, {}, false});
        return list.last();
    };

    // Session 1: the first title, the billing model, two keywords; published.
    add(QStringLiteral("Set the meta title to \"Forecast Studio for FP&A leads at professional services firms\""),
        Outcome::Draft, at(44, 9, 12));
    add(QStringLiteral("Mention that most firms bill by the hour, so the forecast should start from utilisation and headcount"),
        Outcome::Draft, at(44, 9, 16, 40));
    add(QStringLiteral("Add keywords \"utilisation forecasting\" and \"resource planning\""),
        Outcome::Published, at(44, 9, 21, 5));

    // Session 2: a message replaced before the agent wrote anything (the "Stopped" note).
    add(QStringLiteral("Use a warmer tone and speak to the reader as a fellow finance leader"),
        Outcome::Cancelled, at(37, 14, 3, 10));
    add(QStringLiteral("Keep the tone as it is and lead with the outcome: a forecast partners trust, updated every "
                       "morning from the PSA and the ERP"),
        Outcome::Draft, at(37, 14, 3, 50));
    add(QStringLiteral("Remove keyword \"spreadsheets\""), Outcome::Published, at(37, 14, 9, 30));

    // Session 3: an answer with three tool calls, one of them failed; the audience is renamed.
    AudienceEdit &proof = add(
        QStringLiteral("Add the customer proof we have for professional services firms to the context, and set the meta "
                       "description to \"Forecasts partners trust: utilisation, headcount and cash in one plan.\""),
        Outcome::Draft, at(29, 10, 20));
    proof.lookups = {
        search(QStringLiteral("customer proof professional services"),
               QJsonArray{match(QStringLiteral("topic_demo_4"), QStringLiteral("tentry_demo_4_2"), QStringLiteral("Customer proof"),
                                QStringLiteral("Cobalt Freight: month-end close from 9 days to 4 within two quarters.")),
                          match(QStringLiteral("topic_demo_4"), QStringLiteral("tentry_demo_4_1"), QStringLiteral("Customer proof"),
                                QStringLiteral("Brightwater Retail: stock-outs down 23% after linking demand forecasts to purchasing."))}),
        failedSearch(QStringLiteral("G2 reviews professional services"),
                     QStringLiteral("Knowledge base search timed out after 10 s.")),
    };
    proof.replyPreface = QStringLiteral(
        "I searched the knowledge base: \"Customer proof\" has no professional services customer yet, the closest is "
        "Cobalt Freight (close from 9 days to 4). The second search, for G2 reviews, timed out, so the draft quotes no "
        "rating.");
    add(QStringLiteral("Rename the audience to \"FP&A leads at consultancies and agencies\""), Outcome::Draft, at(29, 10, 31));
    add(QStringLiteral("Add the keyword \"partner-ready forecasts\""), Outcome::Published, at(29, 10, 36, 20));

    // Session 4: one message, three fields changed; published at once.
    add(QStringLiteral("Set the meta title to \"Rolling forecasts for consultancies and agencies\".\n"
                       "Change the meta description to \"How FP&A leads at consultancies plan utilisation, headcount "
                       "and cash in one place.\"\n"
                       "Add keywords \"headcount planning\" and \"cash forecasting\""),
        Outcome::Published, at(21, 16, 40));

    // Session 5: a keyword edit replaced by a better one.
    add(QStringLiteral("Point out that pilots run for 30 days on their own data at no cost"), Outcome::Draft, at(14, 8, 55));
    add(QStringLiteral("Change the meta description to \"Forecast utilisation, headcount and cash in one plan: built for "
                       "consultancies and agencies.\""),
        Outcome::Draft, at(14, 9, 1, 30));
    add(QStringLiteral("Remove keyword \"resource planning\""), Outcome::Cancelled, at(14, 9, 6));
    add(QStringLiteral("Remove keywords \"resource planning\" and \"fp&a software\""), Outcome::Published, at(14, 9, 6, 45));

    // Session 6: an answer that changes nothing.
    add(QStringLiteral("Mention the Finance Leaders Summit in Amsterdam: partners can book a 20-minute slot at booth 14"),
        Outcome::Draft, at(7, 11, 5));
    add(QStringLiteral("Set the meta title to \"Forecast Studio for consultancies: from utilisation to cash\""),
        Outcome::Draft, at(7, 11, 12, 15));
    add(QStringLiteral("Add the keyword \"utilisation forecasting\""), Outcome::Draft, at(7, 11, 18));
    add(QStringLiteral("Say that partner firms get a named implementation lead"), Outcome::Published, at(7, 11, 24, 30));

    // Session 7, two days ago: still under review, so its changes are pending. A reply interrupted while
    // the agent was writing keeps its partial text.
    add(QStringLiteral("Set the meta title to \"Utilisation, headcount and cash: one forecast for consultancies\".\n"
                       "Change the meta description to \"Forecast Studio gives FP&A leads at consultancies and agencies "
                       "a rolling forecast partners trust, updated every morning.\"\n"
                       "Add keywords \"professional services forecasting\" and \"utilisation\".\n"
                       "Remove keyword \"professional services firms\""),
        Outcome::Draft, at(2, 15, 30));
    add(QStringLiteral("Change the meta description to \"Forecast Studio for consultancies: fixed-fee onboarding in "
                       "under two weeks, with a named implementation lead.\""),
        Outcome::Cancelled, at(2, 15, 36, 10)).interruptedWhileWriting = true;
    add(QStringLiteral("Mention that onboarding is fixed-fee, takes less than two weeks and includes a named "
                       "implementation lead"),
        Outcome::Draft, at(2, 15, 36, 40));
    add(QStringLiteral("Use \"Book a 20-minute forecast review\" as the call to action"), Outcome::Draft, at(2, 15, 44));
    return list;
}

} // namespace Sandbox::DemoShowcase
