#include "ui/analytics/sessioncardview.h"

#include "models/analytics/analyticsfigures.h"
#include "models/analytics/sessionlookup.h"
#include "models/common/datetimeformat.h"
#include "models/shell/connection.h"
#include "ui/analytics/sessioncardrows.h"
#include "ui/common/detailsection.h"

#include <QClipboard>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

namespace Audience::Ui {

using Models::DateTimeFormat;
using Models::FigureText;
using Models::LoadState;
namespace Rows = SessionCardRows;

namespace {

constexpr int PageIdRole = Qt::UserRole;
constexpr int SessionIdRole = Qt::UserRole + 1;
constexpr int PageTitleRole = Qt::UserRole + 2;

// A small button that copies `source`'s text and says so for a moment.
QToolButton *copyButton(QLabel *source, const QString &accessibleName)
{
    auto *button = new QToolButton;
    const QString text = SessionCardView::tr("Copy");
    button->setText(text);
    button->setAccessibleName(accessibleName);
    button->setToolTip(accessibleName);
    QObject::connect(button, &QToolButton::clicked, button, [button, source, text] {
        QGuiApplication::clipboard()->setText(source->text());
        button->setText(SessionCardView::tr("Copied ✓"));
        QTimer::singleShot(1500, button, [button, text] { button->setText(text); });
    });
    return button;
}

QString countText(double value)
{
    const bool whole = std::isfinite(value) && value == std::trunc(value);
    return whole ? QLocale().toString(qint64(value)) : QLocale().toString(value, 'f', 1);
}

QString identifierTypeText(const QString &type)
{
    if (type == u"email")
        return SessionCardView::tr("Email");
    if (type == u"linkedin")
        return SessionCardView::tr("LinkedIn");
    if (type == u"tel")
        return SessionCardView::tr("Phone");
    return type; // a type this version does not know: as it came
}

// The status as a symbol and a word (never colour alone); the model's sentence explains it.
QString computationMark(const QString &status)
{
    if (status == u"completed")
        return SessionCardView::tr("✓ Completed");
    if (status == u"pending")
        return SessionCardView::tr("⟳ Pending");
    if (status == u"failed")
        return SessionCardView::tr("⚠ Failed");
    return SessionCardView::tr("? %1").arg(status);
}

// Asking again may help when the network or the service failed, not when the ID or the key is wrong.
bool isRetryable(Net::ApiError::Kind kind)
{
    using Kind = Net::ApiError::Kind;
    return kind == Kind::Offline || kind == Kind::Timeout || kind == Kind::RateLimited || kind == Kind::Server
        || kind == Kind::BadResponse || kind == Kind::Http;
}

} // namespace

SessionCardView::SessionCardView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_lookup(connection->sessions())
{
    setObjectName(QStringLiteral("sessionCardView"));
    // Made top to bottom, the order Tab follows (keepTabOrder() says it once more).
    auto *layout = new QVBoxLayout(this);
    makeIdRows(layout);
    layout->addWidget(makeCard(), 1);
    makeRecent(layout);
    keepTabOrder();
    connectActions();
    updateOpenButton();
    showState();
    fillRecent();
}

// The ID field with Open, and the line for loading and errors with Retry.
void SessionCardView::makeIdRows(QVBoxLayout *layout)
{
    auto *idLabel = new QLabel(tr("Session &ID:"), this);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("sessionIdEdit"));
    m_edit->setPlaceholderText(tr("Paste a session ID (sess_… or asess_…)"));
    m_edit->setAccessibleName(tr("Session ID"));
    m_edit->setClearButtonEnabled(true);
    idLabel->setBuddy(m_edit);
    // setDefault() acts in dialogs only (and there it would open twice); Enter in the field clicks
    // Open instead, when Open can open.
    m_open = new QPushButton(tr("&Open"), this);
    m_open->setObjectName(QStringLiteral("openSessionButton"));

    m_message = Rows::valueLabel(); // plain, wrapped and selectable, as the card's values
    m_message->setObjectName(QStringLiteral("sessionMessage"));
    m_retry = new QPushButton(tr("&Retry"), this);
    m_retry->setObjectName(QStringLiteral("retrySessionButton"));

    auto *idRow = new QHBoxLayout;
    idRow->addWidget(idLabel);
    idRow->addWidget(m_edit, 1);
    idRow->addWidget(m_open);
    auto *messageRow = new QHBoxLayout;
    messageRow->addWidget(m_message, 1);
    messageRow->addWidget(m_retry, 0, Qt::AlignTop);
    layout->addLayout(idRow);
    layout->addLayout(messageRow);
}

// The card: sections of "name: value" rows, made once and refilled for each session, in a scroll
// area under the intro that shows before any session is open.
QScrollArea *SessionCardView::makeCard()
{
    auto *content = new QWidget;
    m_intro = Rows::mutedLine();
    m_card = new QWidget(content);
    m_card->setObjectName(QStringLiteral("sessionCard"));
    m_heading = Rows::valueLabel();
    m_heading->setFont(Rows::scaledBold(m_heading->font(), 1.3));
    auto *cardColumn = new QVBoxLayout(m_card);
    cardColumn->setContentsMargins(0, 0, 0, 0);
    cardColumn->setSpacing(4);
    cardColumn->addWidget(m_heading);
    makeOutcomeSections(cardColumn);
    makeSourceSections(cardColumn);
    makeIdentitySection(cardColumn);
    auto *contentColumn = new QVBoxLayout(content);
    contentColumn->setContentsMargins(2, 6, 12, 12);
    contentColumn->addWidget(m_intro);
    contentColumn->addWidget(m_card);
    contentColumn->addStretch(1);
    m_scroll = new QScrollArea(this);
    m_scroll->setAccessibleName(tr("Session details"));
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    return m_scroll;
}

// How the visit went (conversion, form, bounce, the analysis's state), and the visit itself.
void SessionCardView::makeOutcomeSections(QVBoxLayout *cardColumn)
{
    auto *outcome = new DetailSection(tr("Outcome"));
    QFormLayout *form = Rows::sectionForm(outcome);
    m_conversion = Rows::addRow(form, tr("Conversion"));
    m_formSubmitted = Rows::addRow(form, tr("Form"));
    m_bounce = Rows::addRow(form, tr("Bounce"));
    m_computation = Rows::addRow(form, tr("Analysis"));

    auto *visit = new DetailSection(tr("Visit"));
    form = Rows::sectionForm(visit);
    m_started = Rows::addRow(form, tr("Started"));
    m_ended = Rows::addRow(form, tr("Ended"));
    m_timeSpent = Rows::addRow(form, tr("Time spent"));
    m_scrollDepth = Rows::addRow(form, tr("Max scroll depth"));
    m_clicks = Rows::addRow(form, tr("Total clicks"));
    m_questions = Rows::addRow(form, tr("Questions asked"));
    cardColumn->addWidget(outcome);
    cardColumn->addWidget(visit);
}

// Where the visitor came from (UTM), and the form they submitted.
void SessionCardView::makeSourceSections(QVBoxLayout *cardColumn)
{
    m_sourceSection = new DetailSection(tr("Source (UTM)"));
    QFormLayout *form = Rows::sectionForm(m_sourceSection);
    m_utmSource = Rows::addRow(form, tr("Source"));
    m_utmMedium = Rows::addRow(form, tr("Medium"));
    m_utmCampaign = Rows::addRow(form, tr("Campaign"));
    m_utmContent = Rows::addRow(form, tr("Content"));
    m_utmTerm = Rows::addRow(form, tr("Term"));

    m_formSection = new DetailSection(tr("Form submission"));
    form = Rows::sectionForm(m_formSection);
    m_identifier = Rows::addRow(form, tr("Identifier"));
    m_identifierType = Rows::addRow(form, tr("Identifier type"));
    m_email = Rows::addRow(form, tr("Email"));
    m_phone = Rows::addRow(form, tr("Phone"));
    m_submissionId = Rows::addRow(form, tr("Submission ID"), Rows::valueLabel(true));
    cardColumn->addWidget(m_sourceSection);
    cardColumn->addWidget(m_formSection);
}

// The session's IDs (to copy), its page and its audience (to open).
void SessionCardView::makeIdentitySection(QVBoxLayout *cardColumn)
{
    auto *identity = new DetailSection(tr("Identity"));
    QFormLayout *form = Rows::sectionForm(identity);
    m_analyticsId = Rows::valueLabel(true);
    m_copyAnalyticsId = copyButton(m_analyticsId, tr("Copy the analytics session ID"));
    Rows::addRow(form, tr("Analytics session ID"), m_analyticsId, m_copyAnalyticsId);
    m_audienceSessionId = Rows::valueLabel(true);
    m_copyAudienceSessionId = copyButton(m_audienceSessionId, tr("Copy the audience session ID"));
    Rows::addRow(form, tr("Audience session ID"), m_audienceSessionId, m_copyAudienceSessionId);
    m_openPage = Rows::linkButton(tr("Open page ›"), QStringLiteral("openSessionPageButton"));
    m_openPage->setToolTip(tr("Open the page in Pages"));
    m_page = Rows::addRow(form, tr("Page"), nullptr, m_openPage);
    m_openAudience = Rows::linkButton(tr("Open audience ›"), QStringLiteral("openSessionAudienceButton"));
    m_audience = Rows::addRow(form, tr("Audience"), Rows::valueLabel(true), m_openAudience);
    cardColumn->addWidget(identity);
}

// The recent list stays short under the card: it is a way back to a session, not a browser.
void SessionCardView::makeRecent(QVBoxLayout *layout)
{
    auto *recentTitle = new QLabel(tr("Re&cent sessions"), this);
    recentTitle->setFont(Rows::scaledBold(recentTitle->font()));
    m_recent = new QListWidget(this);
    m_recent->setObjectName(QStringLiteral("recentSessionsList"));
    m_recent->setAccessibleName(tr("Recent sessions"));
    m_recent->setUniformItemSizes(true);
    m_recent->setMaximumHeight(m_recent->fontMetrics().lineSpacing() * 5 + 2 * m_recent->frameWidth());
    recentTitle->setBuddy(m_recent);
    // Not a dead end: the interface lists no sessions, so say where an ID comes from.
    m_recentEmpty = Rows::mutedLine(tr("The service cannot list sessions: a session's ID (sess_… or asess_…) comes from "
                                       "your site's own tracking or a form submission on the page, or from someone who "
                                       "shares it. The sessions you open are listed here, for this profile."));
    m_forget = new QPushButton(tr("&Forget"), this);
    m_forget->setObjectName(QStringLiteral("forgetRecentButton"));
    m_forget->setToolTip(tr("Empty the list of recent sessions of this profile"));

    auto *recentHeader = new QHBoxLayout;
    recentHeader->addWidget(recentTitle);
    recentHeader->addStretch(1);
    recentHeader->addWidget(m_forget);
    layout->addLayout(recentHeader);
    layout->addWidget(m_recent);
    layout->addWidget(m_recentEmpty);
}

void SessionCardView::keepTabOrder()
{
    // Field, Open, the card (Retry belongs to the message between them), the recent list.
    const QList<QWidget *> order {
        m_edit,     m_open,         m_retry,  m_scroll, m_copyAnalyticsId, m_copyAudienceSessionId,
        m_openPage, m_openAudience, m_recent, m_forget};
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
}

void SessionCardView::connectActions()
{
    connect(m_edit, &QLineEdit::textChanged, this, &SessionCardView::updateOpenButton);
    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        if (m_open->isEnabled())
            m_open->click();
    });
    connect(m_open, &QPushButton::clicked, this, [this] { openSession(m_edit->text()); });
    connect(m_retry, &QPushButton::clicked, m_lookup, &Models::SessionLookup::retry);
    connect(m_openPage, &QPushButton::clicked, this, [this] {
        if (!m_cardPageId.isEmpty())
            emit openPageRequested(m_cardPageId);
    });
    connect(m_openAudience, &QPushButton::clicked, this, [this] {
        if (!m_cardAudienceId.isEmpty())
            emit openAudienceRequested(m_cardAudienceId);
    });
    connect(m_recent, &QListWidget::itemActivated, this, &SessionCardView::activateRecent);
    connect(m_forget, &QPushButton::clicked, m_lookup, &Models::SessionLookup::forgetRecent);
    connect(m_lookup, &Models::SessionLookup::stateChanged, this, &SessionCardView::showState);
    connect(m_lookup, &Models::SessionLookup::recentChanged, this, &SessionCardView::fillRecent);
}

void SessionCardView::setPage(const QString &pageId, const QString &pageName)
{
    m_pageId = pageId;
    m_pageName = pageName.isEmpty() ? pageId : pageName;
    updateOpenButton();
    showState();
    fillRecent(); // which items are greyed depends on the page
}

void SessionCardView::openSession(const QString &sessionId)
{
    m_edit->setText(sessionId);
    // The lookup refuses an empty or malformed ID, or a missing page, in words (state Error).
    m_lookup->open(m_pageId, sessionId);
}

void SessionCardView::updateOpenButton()
{
    const bool hasId = !m_edit->text().trimmed().isEmpty();
    m_open->setEnabled(hasId && !m_pageId.isEmpty());
    if (m_pageId.isEmpty())
        m_open->setToolTip(tr("Choose a page first: a session is opened on the page it belongs to."));
    else if (!hasId)
        m_open->setToolTip(tr("Type or paste a session ID first."));
    else
        m_open->setToolTip(tr("Open this session of “%1” (Enter)").arg(m_pageName));
}

void SessionCardView::showState()
{
    // The lookup is the connection's: what it holds for another page is not shown on this one.
    const LoadState state = m_lookup->pageId() == m_pageId ? m_lookup->state() : LoadState::Idle;
    m_retry->hide();
    m_message->setVisible(state == LoadState::Loading || state == LoadState::Error);
    if (state == LoadState::Loading) {
        m_message->setText(tr("Loading session %1…").arg(m_lookup->sessionId()));
    } else if (state == LoadState::Error) {
        const Net::ApiError &error = m_lookup->error();
        // The lookup's own refusals (no page, empty or malformed ID) are Validation, and complete
        // sentences; the others read better with their title ("Not found: …").
        const bool refusal = error.kind == Net::ApiError::Kind::Validation;
        m_message->setText(tr("⚠ %1").arg(refusal ? error.message : error.toString()));
        m_retry->setVisible(isRetryable(error.kind));
    } else if (state == LoadState::Complete) {
        fillCard(m_lookup->session());
    }
    m_card->setVisible(state == LoadState::Complete);
    m_intro->setVisible(state == LoadState::Idle);
    m_intro->setText(
        m_pageId.isEmpty()
            ? tr("Choose a page first: a session is opened by its ID on the page it belongs to.")
            : tr("Paste the ID of a visitor session on “%1” (or choose one below) and press Open to see how the visit went: "
                 "its outcome, engagement, source and who it was.")
                  .arg(m_pageName));
}

void SessionCardView::fillCard(const Net::AudienceSession &session)
{
    m_heading->setText(tr("Session %1").arg(m_lookup->sessionId()));

    Rows::setValue(m_conversion, session.hasConversion ? tr("✓ Converted") : tr("✗ Not converted"));
    Rows::setValue(m_formSubmitted, session.hasFormSubmit ? tr("✓ Form submitted") : tr("✗ No form submitted"));
    Rows::setValue(m_bounce, session.isBounce ? tr("↩ Bounced") : tr("Not a bounce"));
    const QString &status = session.computationStatus;
    m_computation->setText(
        tr("%1 — %2").arg(computationMark(status), Models::SessionLookup::computationText(status)));
    m_computation->setEnabled(true);
    // Pending and failed say the figures are not final: bold, besides the symbol and the sentence.
    QFont font = m_computation->font();
    font.setBold(status != u"completed");
    m_computation->setFont(font);

    Rows::setValue(m_started, DateTimeFormat::display(session.sessionStartedAt));
    m_started->setToolTip(DateTimeFormat::full(session.sessionStartedAt));
    const Net::Nullable<QString> none;
    const auto &ended = session.sessionEndedAt;
    Rows::setValue(m_ended, ended ? DateTimeFormat::display(*ended) : none, tr("still open"));
    m_ended->setToolTip(ended ? DateTimeFormat::full(*ended) : QString());
    const auto &spent = session.timeSpentSeconds;
    Rows::setValue(m_timeSpent, spent ? FigureText::duration(*spent) : none, tr("not known yet"));
    const auto &depth = session.maxScrollDepthPercentage;
    Rows::setValue(m_scrollDepth, depth ? tr("%1 %").arg(QLocale().toString(*depth, 'f', 0)) : none,
             tr("not known yet"));
    Rows::setValue(m_clicks, countText(session.totalClicksCount));
    Rows::setValue(m_questions, countText(session.questionsAskedCount));

    const std::pair<QLabel *, const Net::Nullable<QString> *> utm[] = {{m_utmSource, &session.utmSource},
                                                                       {m_utmMedium, &session.utmMedium},
                                                                       {m_utmCampaign, &session.utmCampaign},
                                                                       {m_utmContent, &session.utmContent},
                                                                       {m_utmTerm, &session.utmTerm}};
    bool anyUtm = false;
    for (const auto &[label, value] : utm) {
        Rows::setValue(label, *value, tr("none"));
        anyUtm = anyUtm || Rows::present(*value);
    }
    m_sourceSection->setNote(anyUtm ? QString() : tr("Direct visit (no UTM parameters)"));

    const bool submitted = session.hasFormSubmit || Rows::present(session.formSubmissionId);
    m_formSection->setVisible(submitted);
    Rows::setValue(m_identifier, session.formSubmissionIdentifier, tr("none"));
    const auto &type = session.formSubmissionIdentifierType;
    Rows::setValue(m_identifierType, type ? identifierTypeText(*type) : none, tr("none"));
    Rows::setValue(m_email, session.formSubmissionEmail, tr("none"));
    Rows::setValue(m_phone, session.formSubmissionPhone, tr("none"));
    Rows::setValue(m_submissionId, session.formSubmissionId, tr("none"));

    Rows::setValue(m_analyticsId, session.analyticsSessionId, tr("none"));
    m_copyAnalyticsId->setEnabled(!session.analyticsSessionId.isEmpty());
    Rows::setValue(m_audienceSessionId, session.audienceSessionId, tr("none"));
    m_copyAudienceSessionId->setEnabled(Rows::present(session.audienceSessionId));

    // The page asked when the session does not name its own.
    m_cardPageId = Rows::present(session.pageId) ? *session.pageId : m_lookup->pageId();
    const QString title = Rows::present(session.pageTitle) ? *session.pageTitle
        : m_cardPageId == m_pageId                   ? m_pageName
                                                     : m_cardPageId;
    Rows::setValue(m_page, title + u'\n' + (Rows::present(session.pageUrl) ? *session.pageUrl : tr("(no URL)")));
    m_openPage->setEnabled(!m_cardPageId.isEmpty());

    m_cardAudienceId = session.audienceId.value_or(QString());
    Rows::setValue(m_audience, session.audienceId, tr("no audience matched"));
    m_openAudience->setEnabled(!m_cardAudienceId.isEmpty());
    m_openAudience->setToolTip(m_cardAudienceId.isEmpty() ? tr("No audience matched this session")
                                                          : tr("Open the audience in Audiences"));
}

void SessionCardView::fillRecent()
{
    m_recent->clear();
    const QColor muted = palette().color(QPalette::Disabled, QPalette::Text);
    for (const Models::RecentSession &entry : m_lookup->recent()) {
        const QString page = entry.pageTitle.isEmpty() ? entry.pageId : entry.pageTitle;
        // One the demo profile starts with has no summary until it is opened.
        const QString summary = entry.summary.isEmpty() ? tr("not opened yet") : entry.summary;
        auto *item = new QListWidgetItem(tr("%1 — %2 (%3)").arg(entry.sessionId, summary, page), m_recent);
        item->setData(PageIdRole, entry.pageId);
        item->setData(SessionIdRole, entry.sessionId);
        item->setData(PageTitleRole, page);
        QString tip = entry.openedAt.isValid() ? tr("Opened %1").arg(DateTimeFormat::display(entry.openedAt))
                                               : tr("Not opened yet: open it to see how the visit went");
        if (entry.pageId != m_pageId) {
            // Greyed but enabled: a disabled item cannot be reached by keyboard, and activating it
            // says in the message line why it does not open.
            item->setForeground(muted);
            item->setData(Qt::AccessibleDescriptionRole, tr("On another page"));
            tip = tr("On another page: choose that page first") + u'\n' + tip;
        }
        item->setToolTip(tip);
    }
    m_recentEmpty->setVisible(m_recent->count() == 0);
    m_forget->setEnabled(m_recent->count() > 0);
}

void SessionCardView::activateRecent(QListWidgetItem *item)
{
    const QString sessionId = item->data(SessionIdRole).toString();
    if (item->data(PageIdRole).toString() == m_pageId) {
        openSession(sessionId);
        return;
    }
    // Not opened on this page, where it does not exist (sessions belong to one page); the page is
    // chosen elsewhere on the screen, and openPageRequested() would leave for Pages.
    m_retry->hide();
    m_message->setText(tr("Session %1 is on another page (“%2”): choose that page first.")
                           .arg(sessionId, item->data(PageTitleRole).toString()));
    m_message->show();
}

} // namespace Audience::Ui
