#pragma once

#include "models/analytics/analyticsrange.h"
#include "models/common/loadstate.h"
#include "net/apierror.h"
#include "net/envelope.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

class AudienceAnalyticsModel;
class AudienceSearchModel;
class KnownAudiences;
class SeenAudiences;
class ServiceLink;

// A page's audience analytics for a range (GET /v0/pages/{id}/analytics/audiences), and, when
// comparing, the same for the period of the same length just before (a second request). Fills an
// AudienceAnalyticsModel once both have answered, with the audiences' names found by an audience
// search for the page (plus what the connection already knows: the audiences seen and known). A failed request is the state
// Error; retry() asks again only for what failed. A new load() drops answers to the old one.
class PageAnalytics : public QObject
{
    Q_OBJECT
public:
    // Not owned: the connection's, which outlive this or are destroyed with it.
    PageAnalytics(ServiceLink &service, SeenAudiences &seen, KnownAudiences &known, QObject *parent = nullptr);
    ~PageAnalytics() override;

    // `pageName` finds the audiences' names (the search takes a text, not a page ID).
    void load(const QString &pageId, const QString &pageName, const DateRange &range, bool compare);
    void retry();
    // Reloads what is shown (the same page, range and comparison).
    void reload();
    void clear();

    QString pageId() const { return m_pageId; }
    QString pageName() const { return m_pageName; }
    DateRange range() const { return m_range; }
    // The period compared with (invalid when not comparing or for all time).
    DateRange previousRange() const;
    bool isComparing() const { return m_compare && !m_range.isAllTime(); }

    LoadState state() const { return m_state; }
    const Net::ApiError &error() const { return m_error; }
    // When the figures shown were read (UTC); invalid before the first answer. A reload that fails
    // keeps them, said to be as last read then.
    QDateTime lastReadAt() const { return m_lastReadAt; }
    AudienceAnalyticsModel *model() const { return m_model; }
    // audienceId → name, as far as known.
    QHash<QString, QString> names() const { return m_names; }

signals:
    void stateChanged(Audience::Models::LoadState state);
    // A new answer is in the model (charts and tiles redraw from it).
    void loaded();
    void namesChanged();

private:
    void ask(bool previous);
    void settle();
    void collectNames();
    void setState(LoadState state);

    QPointer<ServiceLink> m_service;
    QPointer<SeenAudiences> m_seen;
    QPointer<KnownAudiences> m_known;
    AudienceAnalyticsModel *m_model = nullptr;
    AudienceSearchModel *m_search = nullptr;
    QString m_pageId;
    QString m_pageName;
    DateRange m_range;
    bool m_compare = false;
    std::optional<QList<Net::AudienceAnalytics>> m_current;
    std::optional<QList<Net::AudienceAnalytics>> m_previous;
    QPointer<Net::ApiReply> m_currentReply;
    QPointer<Net::ApiReply> m_previousReply;
    QHash<QString, QString> m_names;
    LoadState m_state = LoadState::Idle;
    Net::ApiError m_error;
    QDateTime m_lastReadAt;
    int m_pending = 0; // requests of this generation not answered yet
    quint64 m_generation = 0;
};

} // namespace Audience::Models
