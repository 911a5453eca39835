#pragma once

// Wire types of analytics (spec section 2 "AudienceSession", "AudienceAnalytics item").
#include "net/pagetypes.h"

namespace Audience::Net {

enum class ComputationStatus { Pending, Completed, Failed, Unknown };
ComputationStatus computationStatusFromString(const QString &status);

struct AudienceSession
{
    QString analyticsSessionId;
    Nullable<QString> audienceId;
    Nullable<QString> audienceSessionId;
    QString computationStatus; // pending, completed, failed; unknown values kept
    Nullable<QString> formSubmissionEmail;
    Nullable<QString> formSubmissionId;
    Nullable<QString> formSubmissionIdentifier;
    Nullable<QString> formSubmissionIdentifierType; // email, linkedin, tel; unknown values kept
    Nullable<QString> formSubmissionPhone;
    bool hasConversion = false;
    bool hasFormSubmit = false;
    bool isBounce = false;
    Nullable<double> maxScrollDepthPercentage;
    Nullable<QString> pageId;
    Nullable<QString> pageTitle;
    Nullable<QString> pageUrl;
    double questionsAskedCount = 0;
    Nullable<QString> sessionEndedAt;
    QString sessionStartedAt;
    Nullable<double> timeSpentSeconds;
    double totalClicksCount = 0;
    Nullable<QString> utmCampaign;
    Nullable<QString> utmContent;
    Nullable<QString> utmMedium;
    Nullable<QString> utmSource;
    Nullable<QString> utmTerm;
};

// One row of GET /v0/pages/{id}/analytics/audiences. Which fields are required is not shown: loose.
struct AudienceAnalytics
{
    LooseString audienceId;
    OptionalNullable<double> avgInteractionsPerSession;
    OptionalNullable<double> avgScrollDepthPercentage;
    OptionalNullable<double> avgTimeSpentSeconds;
    OptionalNullable<double> bounceRate;
    OptionalNullable<double> conversionRate;
    OptionalNullable<double> formSubmitRate;
    OptionalNullable<double> totalSessions;
    OptionalNullable<double> bounceCount;
    OptionalNullable<double> bounceEligibleSessions;
    OptionalNullable<double> conversionCount;
    OptionalNullable<double> ctaSessions;
    OptionalNullable<double> formSubmitCount;
};

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceSession &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceAnalytics &out);

// The encoder of the decoder above, for what the console keeps on disk (the day cache): the object
// the service would have sent, absent and null kept apart, so decoding it gives the same item.
QJsonObject toJsonObject(const AudienceAnalytics &item);

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::AudienceSession)
Q_DECLARE_METATYPE(Audience::Net::AudienceAnalytics)
