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

// The edits as they are written down below: each asked `day` days before the anchor, at hh:mm:ss UTC.
class Script
{
public:
    explicit Script(const QDateTime &anchor) : m_anchor(anchor) {}

    QDateTime at(int day, int hour, int minute, int second = 0) const
    {
        return m_anchor.addDays(-day).addSecs(hour * 3600 + minute * 60 + second);
    }

    AudienceEdit &add(const QString &text, Outcome outcome, const QDateTime &when)
    {
        m_edits.append(AudienceEdit{text, outcome, when, {}, {}, false});
        return m_edits.last();
    }

    QList<AudienceEdit> edits() const { return m_edits; }

private:
    QDateTime m_anchor;
    QList<AudienceEdit> m_edits;
};

// Sessions 1 to 3, the first fortnight: the audience takes shape and is renamed.
void firstSessions(Script &s)
{
    // Session 1: the first title, the billing model, two keywords; published.
    s.add(QStringLiteral("Set the meta title to \"Forecast Studio for FP&A leads at professional services firms\""),
        Outcome::Draft, s.at(44, 9, 12));
    s.add(QStringLiteral("Mention that most firms bill by the hour, so the forecast should start from utilisation and headcount"),
        Outcome::Draft, s.at(44, 9, 16, 40));
    s.add(QStringLiteral("Add keywords \"utilisation forecasting\" and \"resource planning\""),
        Outcome::Published, s.at(44, 9, 21, 5));

    // Session 2: a message replaced before the agent wrote anything (the "Stopped" note).
    s.add(QStringLiteral("Use a warmer tone and speak to the reader as a fellow finance leader"),
        Outcome::Cancelled, s.at(37, 14, 3, 10));
    s.add(QStringLiteral("Keep the tone as it is and lead with the outcome: a forecast partners trust, updated every "
                         "morning from the PSA and the ERP"),
        Outcome::Draft, s.at(37, 14, 3, 50));
    s.add(QStringLiteral("Remove keyword \"spreadsheets\""), Outcome::Published, s.at(37, 14, 9, 30));

    // Session 3: an answer with three tool calls, one of them failed; the audience is renamed.
    AudienceEdit &proof = s.add(
        QStringLiteral("Add the customer proof we have for professional services firms to the context, and set the meta "
                       "description to \"Forecasts partners trust: utilisation, headcount and cash in one plan.\""),
        Outcome::Draft, s.at(29, 10, 20));
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
    s.add(QStringLiteral("Rename the audience to \"FP&A leads at consultancies and agencies\""), Outcome::Draft, s.at(29, 10, 31));
    s.add(QStringLiteral("Add the keyword \"partner-ready forecasts\""), Outcome::Published, s.at(29, 10, 36, 20));
}

// Sessions 4 to 7, the last three weeks: several changes at once, replaced edits, and a review still open.
void laterSessions(Script &s)
{
    // Session 4: one message, three fields changed; published at once.
    s.add(QStringLiteral("Set the meta title to \"Rolling forecasts for consultancies and agencies\".\n"
                         "Change the meta description to \"How FP&A leads at consultancies plan utilisation, headcount "
                         "and cash in one place.\"\n"
                         "Add keywords \"headcount planning\" and \"cash forecasting\""),
        Outcome::Published, s.at(21, 16, 40));

    // Session 5: a keyword edit replaced by a better one.
    s.add(QStringLiteral("Point out that pilots run for 30 days on their own data at no cost"), Outcome::Draft, s.at(14, 8, 55));
    s.add(QStringLiteral("Change the meta description to \"Forecast utilisation, headcount and cash in one plan: built for "
                         "consultancies and agencies.\""),
        Outcome::Draft, s.at(14, 9, 1, 30));
    s.add(QStringLiteral("Remove keyword \"resource planning\""), Outcome::Cancelled, s.at(14, 9, 6));
    s.add(QStringLiteral("Remove keywords \"resource planning\" and \"fp&a software\""), Outcome::Published, s.at(14, 9, 6, 45));

    // Session 6: an answer that changes nothing.
    s.add(QStringLiteral("Mention the Finance Leaders Summit in Amsterdam: partners can book a 20-minute slot at booth 14"),
        Outcome::Draft, s.at(7, 11, 5));
    s.add(QStringLiteral("Set the meta title to \"Forecast Studio for consultancies: from utilisation to cash\""),
        Outcome::Draft, s.at(7, 11, 12, 15));
    s.add(QStringLiteral("Add the keyword \"utilisation forecasting\""), Outcome::Draft, s.at(7, 11, 18));
    s.add(QStringLiteral("Say that partner firms get a named implementation lead"), Outcome::Published, s.at(7, 11, 24, 30));

    // Session 7, two days ago: still under review, so its changes are pending. A reply interrupted while
    // the agent was writing keeps its partial text.
    s.add(QStringLiteral("Set the meta title to \"Utilisation, headcount and cash: one forecast for consultancies\".\n"
                         "Change the meta description to \"Forecast Studio gives FP&A leads at consultancies and agencies "
                         "a rolling forecast partners trust, updated every morning.\"\n"
                         "Add keywords \"professional services forecasting\" and \"utilisation\".\n"
                         "Remove keyword \"professional services firms\""),
        Outcome::Draft, s.at(2, 15, 30));
    s.add(QStringLiteral("Change the meta description to \"Forecast Studio for consultancies: fixed-fee onboarding in "
                         "under two weeks, with a named implementation lead.\""),
        Outcome::Cancelled, s.at(2, 15, 36, 10)).interruptedWhileWriting = true;
    s.add(QStringLiteral("Mention that onboarding is fixed-fee, takes less than two weeks and includes a named "
                         "implementation lead"),
        Outcome::Draft, s.at(2, 15, 36, 40));
    s.add(QStringLiteral("Use \"Book a 20-minute forecast review\" as the call to action"), Outcome::Draft, s.at(2, 15, 44));
}

} // namespace

QList<AudienceEdit> edits(const QDateTime &anchor)
{
    Script script(anchor);
    firstSessions(script);
    laterSessions(script);
    return script.edits();
}

} // namespace Sandbox::DemoShowcase
