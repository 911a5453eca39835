#include "net/analyticstypes.h"

#include "net/loosefields.h"

#include <QJsonObject>

namespace Audience::Net {

using L1 = QLatin1StringView;

ComputationStatus computationStatusFromString(const QString &status)
{
    if (status == u"pending")
        return ComputationStatus::Pending;
    if (status == u"completed")
        return ComputationStatus::Completed;
    if (status == u"failed")
        return ComputationStatus::Failed;
    return ComputationStatus::Unknown;
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceSession &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("analyticsSessionId"), out.analyticsSessionId);
    o.nullable(L1("audienceId"), out.audienceId);
    o.nullable(L1("audienceSessionId"), out.audienceSessionId);
    o.required(L1("computationStatus"), out.computationStatus);
    o.nullable(L1("formSubmissionEmail"), out.formSubmissionEmail);
    o.nullable(L1("formSubmissionId"), out.formSubmissionId);
    o.nullable(L1("formSubmissionIdentifier"), out.formSubmissionIdentifier);
    o.nullable(L1("formSubmissionIdentifierType"), out.formSubmissionIdentifierType);
    o.nullable(L1("formSubmissionPhone"), out.formSubmissionPhone);
    o.required(L1("hasConversion"), out.hasConversion);
    o.required(L1("hasFormSubmit"), out.hasFormSubmit);
    o.required(L1("isBounce"), out.isBounce);
    o.nullable(L1("maxScrollDepthPercentage"), out.maxScrollDepthPercentage);
    o.nullable(L1("pageId"), out.pageId);
    o.nullable(L1("pageTitle"), out.pageTitle);
    o.nullable(L1("pageUrl"), out.pageUrl);
    o.required(L1("questionsAskedCount"), out.questionsAskedCount);
    o.nullable(L1("sessionEndedAt"), out.sessionEndedAt);
    o.required(L1("sessionStartedAt"), out.sessionStartedAt);
    o.nullable(L1("timeSpentSeconds"), out.timeSpentSeconds);
    o.required(L1("totalClicksCount"), out.totalClicksCount);
    o.nullable(L1("utmCampaign"), out.utmCampaign);
    o.nullable(L1("utmContent"), out.utmContent);
    o.nullable(L1("utmMedium"), out.utmMedium);
    o.nullable(L1("utmSource"), out.utmSource);
    o.nullable(L1("utmTerm"), out.utmTerm);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceAnalytics &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("audienceId"), out.audienceId);
    o.loose(L1("avgInteractionsPerSession"), out.avgInteractionsPerSession);
    o.loose(L1("avgScrollDepthPercentage"), out.avgScrollDepthPercentage);
    o.loose(L1("avgTimeSpentSeconds"), out.avgTimeSpentSeconds);
    o.loose(L1("bounceRate"), out.bounceRate);
    o.loose(L1("conversionRate"), out.conversionRate);
    o.loose(L1("formSubmitRate"), out.formSubmitRate);
    o.loose(L1("totalSessions"), out.totalSessions);
    o.loose(L1("bounceCount"), out.bounceCount);
    o.loose(L1("bounceEligibleSessions"), out.bounceEligibleSessions);
    o.loose(L1("conversionCount"), out.conversionCount);
    o.loose(L1("ctaSessions"), out.ctaSessions);
    o.loose(L1("formSubmitCount"), out.formSubmitCount);
}

QJsonObject toJsonObject(const AudienceAnalytics &item)
{
    QJsonObject o;
    LooseFields::insert(o, L1("audienceId"), item.audienceId);
    LooseFields::insert(o, L1("avgInteractionsPerSession"), item.avgInteractionsPerSession);
    LooseFields::insert(o, L1("avgScrollDepthPercentage"), item.avgScrollDepthPercentage);
    LooseFields::insert(o, L1("avgTimeSpentSeconds"), item.avgTimeSpentSeconds);
    LooseFields::insert(o, L1("bounceRate"), item.bounceRate);
    LooseFields::insert(o, L1("conversionRate"), item.conversionRate);
    LooseFields::insert(o, L1("formSubmitRate"), item.formSubmitRate);
    LooseFields::insert(o, L1("totalSessions"), item.totalSessions);
    LooseFields::insert(o, L1("bounceCount"), item.bounceCount);
    LooseFields::insert(o, L1("bounceEligibleSessions"), item.bounceEligibleSessions);
    LooseFields::insert(o, L1("conversionCount"), item.conversionCount);
    LooseFields::insert(o, L1("ctaSessions"), item.ctaSessions);
    LooseFields::insert(o, L1("formSubmitCount"), item.formSubmitCount);
    return o;
}

} // namespace Audience::Net
