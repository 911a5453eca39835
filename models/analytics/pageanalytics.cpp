#include "models/analytics/pageanalytics.h"

#include "models/analytics/audienceanalyticsmodel.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/servicelink.h"
#include "net/apiclient.h"

namespace Audience::Models {

PageAnalytics::PageAnalytics(ServiceLink &service, SeenAudiences &seen, KnownAudiences &known, QObject *parent)
    : QObject(parent)
    , m_service(&service)
    , m_seen(&seen)
    , m_known(&known)
    , m_model(new AudienceAnalyticsModel(this))
    , m_search(new AudienceSearchModel(nullptr, this))
{
    // The service's most in one answer (the search has no cursor): a page with more audiences
    // shows the rest by ID.
    m_search->setPageSize(200);
    seen.watch(m_search);
    connect(m_search, &AudienceSearchModel::stateChanged, this, [this](LoadState state) {
        if (state == LoadState::Complete)
            collectNames();
    });
    connect(&known, &KnownAudiences::changed, this, [this](const QString &, const QString &pageId) {
        if (pageId == m_pageId)
            collectNames();
    });
    connect(&service, &ServiceLink::connectedChanged, this, [this](bool connected) {
        if (!connected)
            clear();
    });
}

PageAnalytics::~PageAnalytics() = default;

DateRange PageAnalytics::previousRange() const
{
    return isComparing() ? m_range.previous() : DateRange::none();
}

void PageAnalytics::load(const QString &pageId, const QString &pageName, const DateRange &range, bool compare)
{
    const bool otherPage = pageId != m_pageId;
    ++m_generation;
    for (const auto &reply : {m_currentReply, m_previousReply}) {
        if (reply)
            reply->abort();
    }
    m_pageId = pageId;
    m_pageName = pageName;
    m_range = range;
    m_compare = compare;
    m_current.reset();
    m_previous.reset();
    m_pending = 0;
    m_error = {};
    if (pageId.isEmpty() || !m_service || !m_service->client()) {
        m_model->clear();
        setState(LoadState::Idle);
        return;
    }
    if (otherPage) {
        m_lastReadAt = {};
        m_model->clear();
        m_names.clear();
        collectNames();
        if (m_search->client() != m_service->client())
            m_search->setClient(m_service->client());
        m_search->setPageIdFilter(pageId);
        if (m_search->query() == pageName)
            m_search->reload();
        else
            m_search->setQuery(pageName);
    }
    setState(LoadState::Loading);
    ask(false);
    if (isComparing())
        ask(true);
}

void PageAnalytics::reload()
{
    // The same page read again: the figures shown stay until the answer replaces them, and stay
    // (in Error, with Retry) when the read fails. The names are looked up again too.
    if (m_pageId.isEmpty())
        return;
    m_search->refresh();
    load(m_pageId, m_pageName, m_range, m_compare);
}

void PageAnalytics::retry()
{
    if (m_state != LoadState::Error)
        return;
    m_error = {};
    setState(LoadState::Loading);
    if (!m_current)
        ask(false);
    if (isComparing() && !m_previous)
        ask(true);
}

void PageAnalytics::clear()
{
    load({}, {}, m_range, m_compare);
    m_names.clear();
    emit namesChanged();
}

void PageAnalytics::ask(bool previous)
{
    Net::ApiClient *client = m_service ? m_service->client() : nullptr;
    if (!client)
        return;
    const DateRange range = previous ? m_range.previous() : m_range;
    const quint64 generation = m_generation;
    auto *reply = client->analytics().audiences(m_pageId, range.toWire(), this);
    (previous ? m_previousReply : m_currentReply) = reply;
    ++m_pending;
    reply->then(
        this,
        [this, generation, previous](const Net::AudienceAnalyticsList &answer) {
            if (generation != m_generation)
                return;
            --m_pending;
            (previous ? m_previous : m_current) = answer.items;
            settle();
        },
        [this, generation](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            --m_pending;
            m_error = error;
            settle();
        });
}

void PageAnalytics::settle()
{
    if (m_pending > 0)
        return; // the other answer is still on its way
    if (!m_current || (isComparing() && !m_previous)) {
        setState(LoadState::Error);
        return;
    }
    m_model->setItems(*m_current, isComparing() ? m_previous : std::nullopt);
    m_lastReadAt = QDateTime::currentDateTimeUtc();
    setState(LoadState::Complete);
    emit loaded();
}

void PageAnalytics::collectNames()
{
    QHash<QString, QString> names;
    if (m_seen) {
        for (const Net::AudienceSearchItem &item : m_seen->all()) {
            if (item.pageId.value() == m_pageId && !item.effectiveName.value().isEmpty())
                names.insert(item.audienceId.value(), item.effectiveName.value());
        }
    }
    // What was learnt from a full record (archive, restore, publish) is newer than a search hit.
    if (m_known) {
        for (const Net::AudienceRecord &audience : m_known->audiencesOfPage(m_pageId)) {
            if (!audience.effectiveName.isEmpty())
                names.insert(audience.audienceId, audience.effectiveName);
        }
    }
    if (names == m_names)
        return;
    m_names = names;
    m_model->setNames(names);
    emit namesChanged();
}

void PageAnalytics::setState(LoadState state)
{
    if (state == m_state && state != LoadState::Error)
        return;
    m_state = state;
    emit stateChanged(state);
}

} // namespace Audience::Models
