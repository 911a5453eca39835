#include "ui/analytics/sessioncardview.h"

#include "models/analytics/analyticsfigures.h"
#include "models/analytics/sessionlookup.h"
#include "models/common/datetimeformat.h"
#include "models/shell/connection.h"
#include "ui/common/detailsection.h"

#include <QClipboard>
#include <QFontDatabase>
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

namespace {

constexpr int PageIdRole = Qt::UserRole;
constexpr int SessionIdRole = Qt::UserRole + 1;
constexpr int PageTitleRole = Qt::UserRole + 2;

bool present(const Net::Nullable<QString> &value)
{
    return value && !value->isEmpty();
}

QFont scaledBold(QFont font, qreal scale = 1.0)
{
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

QLabel *mutedLine(const QString &text = {})
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setEnabled(false);
    return label;
}

// A value of the card: plain text the user can select (IDs are copied from here), wrapped.
QLabel *valueLabel(bool monospace = false)
{
    auto *label = new QLabel;
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (monospace)
        label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return label;
}

// The value, or `absent` dimmed, so a missing value reads as missing (as FieldForm does). The card's
// labels are made once and refilled, not rebuilt like FieldForm's rows, so the tab order holds.
void setValue(QLabel *label, const Net::Nullable<QString> &value, const QString &absent = {})
{
    label->setText(present(value) ? *value : absent);
    label->setEnabled(present(value));
}

QFormLayout *sectionForm(DetailSection *section)
{
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setHorizontalSpacing(14);
    form->setVerticalSpacing(4);
    section->body()->addLayout(form);
    return form;
}

// A "name: value" row; `beside` (a Copy or Open button) sits right of the value.
QLabel *addRow(QFormLayout *form, const QString &name, QLabel *value = nullptr, QWidget *beside = nullptr)
{
    value = value ? value : valueLabel();
    auto *label = new QLabel(name);
    label->setEnabled(false); // the theme's muted colour for names, as in FieldForm
    label->setBuddy(value);
    if (!beside) {
        form->addRow(label, value);
        return value;
    }
    auto *row = new QHBoxLayout;
    row->addWidget(value, 1);
    row->addWidget(beside, 0, Qt::AlignTop);
    form->addRow(label, row);
    return value;
}

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

// A flat button that reads as a link, as the detail views' "Open … ›".
QPushButton *linkButton(const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text);
    button->setObjectName(objectName);
    button->setFlat(true);
    button->setCursor(Qt::PointingHandCursor);
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

    m_message = valueLabel(); // plain, wrapped and selectable, as the card's values
    m_message->setObjectName(QStringLiteral("sessionMessage"));
    m_retry = new QPushButton(tr("&Retry"), this);
    m_retry->setObjectName(QStringLiteral("retrySessionButton"));

    // The card: sections of "name: value" rows, made once and refilled for each session.
    auto *content = new QWidget;
    m_intro = mutedLine();
    m_card = new QWidget(content);
    m_card->setObjectName(QStringLiteral("sessionCard"));
    m_heading = valueLabel();
    m_heading->setFont(scaledBold(m_heading->font(), 1.3));

    auto *outcome = new DetailSection(tr("Outcome"));
    QFormLayout *form = sectionForm(outcome);
    m_conversion = addRow(form, tr("Conversion"));
    m_formSubmitted = addRow(form, tr("Form"));
    m_bounce = addRow(form, tr("Bounce"));
    m_computation = addRow(form, tr("Analysis"));

    auto *visit = new DetailSection(tr("Visit"));
    form = sectionForm(visit);
    m_started = addRow(form, tr("Started"));
    m_ended = addRow(form, tr("Ended"));
    m_timeSpent = addRow(form, tr("Time spent"));
    m_scrollDepth = addRow(form, tr("Max scroll depth"));
    m_clicks = addRow(form, tr("Total clicks"));
    m_questions = addRow(form, tr("Questions asked"));

    m_sourceSection = new DetailSection(tr("Source (UTM)"));
    form = sectionForm(m_sourceSection);
    m_utmSource = addRow(form, tr("Source"));
    m_utmMedium = addRow(form, tr("Medium"));
    m_utmCampaign = addRow(form, tr("Campaign"));
    m_utmContent = addRow(form, tr("Content"));
    m_utmTerm = addRow(form, tr("Term"));

    m_formSection = new DetailSection(tr("Form submission"));
    form = sectionForm(m_formSection);
    m_identifier = addRow(form, tr("Identifier"));
    m_identifierType = addRow(form, tr("Identifier type"));
    m_email = addRow(form, tr("Email"));
    m_phone = addRow(form, tr("Phone"));
    m_submissionId = addRow(form, tr("Submission ID"), valueLabel(true));

    auto *identity = new DetailSection(tr("Identity"));
    form = sectionForm(identity);
    m_analyticsId = valueLabel(true);
    m_copyAnalyticsId = copyButton(m_analyticsId, tr("Copy the analytics session ID"));
    addRow(form, tr("Analytics session ID"), m_analyticsId, m_copyAnalyticsId);
    m_audienceSessionId = valueLabel(true);
    m_copyAudienceSessionId = copyButton(m_audienceSessionId, tr("Copy the audience session ID"));
    addRow(form, tr("Audience session ID"), m_audienceSessionId, m_copyAudienceSessionId);
    m_openPage = linkButton(tr("Open page ›"), QStringLiteral("openSessionPageButton"));
    m_openPage->setToolTip(tr("Open the page in Pages"));
    m_page = addRow(form, tr("Page"), nullptr, m_openPage);
    m_openAudience = linkButton(tr("Open audience ›"), QStringLiteral("openSessionAudienceButton"));
    m_audience = addRow(form, tr("Audience"), valueLabel(true), m_openAudience);

    auto *cardColumn = new QVBoxLayout(m_card);
    cardColumn->setContentsMargins(0, 0, 0, 0);
    cardColumn->setSpacing(4);
    cardColumn->addWidget(m_heading);
    for (QWidget *section : QList<QWidget *> {outcome, visit, m_sourceSection, m_formSection, identity})
        cardColumn->addWidget(section);
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

    // The recent list stays short under the card: it is a way back to a session, not a browser.
    auto *recentTitle = new QLabel(tr("Re&cent sessions"), this);
    recentTitle->setFont(scaledBold(recentTitle->font()));
    m_recent = new QListWidget(this);
    m_recent->setObjectName(QStringLiteral("recentSessionsList"));
    m_recent->setAccessibleName(tr("Recent sessions"));
    m_recent->setUniformItemSizes(true);
    m_recent->setMaximumHeight(m_recent->fontMetrics().lineSpacing() * 5 + 2 * m_recent->frameWidth());
    recentTitle->setBuddy(m_recent);
    m_recentEmpty = mutedLine(tr("The sessions you open are listed here, for this profile."));
    m_forget = new QPushButton(tr("&Forget"), this);
    m_forget->setObjectName(QStringLiteral("forgetRecentButton"));
    m_forget->setToolTip(tr("Empty the list of recent sessions of this profile"));

    auto *idRow = new QHBoxLayout;
    idRow->addWidget(idLabel);
    idRow->addWidget(m_edit, 1);
    idRow->addWidget(m_open);
    auto *messageRow = new QHBoxLayout;
    messageRow->addWidget(m_message, 1);
    messageRow->addWidget(m_retry, 0, Qt::AlignTop);
    auto *recentHeader = new QHBoxLayout;
    recentHeader->addWidget(recentTitle);
    recentHeader->addStretch(1);
    recentHeader->addWidget(m_forget);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(idRow);
    layout->addLayout(messageRow);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(recentHeader);
    layout->addWidget(m_recent);
    layout->addWidget(m_recentEmpty);

    // Field, Open, the card (Retry belongs to the message between them), the recent list.
    const QList<QWidget *> order {
        m_edit,     m_open,         m_retry,  m_scroll, m_copyAnalyticsId, m_copyAudienceSessionId,
        m_openPage, m_openAudience, m_recent, m_forget};
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);

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

    updateOpenButton();
    showState();
    fillRecent();
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
            : tr("Paste the ID of a visitor session on “%1” and press Open to see how the visit went: "
                 "its outcome, engagement, source and who it was.")
                  .arg(m_pageName));
}

void SessionCardView::fillCard(const Net::AudienceSession &session)
{
    m_heading->setText(tr("Session %1").arg(m_lookup->sessionId()));

    setValue(m_conversion, session.hasConversion ? tr("✓ Converted") : tr("✗ Not converted"));
    setValue(m_formSubmitted, session.hasFormSubmit ? tr("✓ Form submitted") : tr("✗ No form submitted"));
    setValue(m_bounce, session.isBounce ? tr("↩ Bounced") : tr("Not a bounce"));
    const QString &status = session.computationStatus;
    m_computation->setText(
        tr("%1 — %2").arg(computationMark(status), Models::SessionLookup::computationText(status)));
    m_computation->setEnabled(true);
    // Pending and failed say the figures are not final: bold, besides the symbol and the sentence.
    QFont font = m_computation->font();
    font.setBold(status != u"completed");
    m_computation->setFont(font);

    setValue(m_started, DateTimeFormat::display(session.sessionStartedAt));
    m_started->setToolTip(DateTimeFormat::full(session.sessionStartedAt));
    const Net::Nullable<QString> none;
    const auto &ended = session.sessionEndedAt;
    setValue(m_ended, ended ? DateTimeFormat::display(*ended) : none, tr("still open"));
    m_ended->setToolTip(ended ? DateTimeFormat::full(*ended) : QString());
    const auto &spent = session.timeSpentSeconds;
    setValue(m_timeSpent, spent ? FigureText::duration(*spent) : none, tr("not known yet"));
    const auto &depth = session.maxScrollDepthPercentage;
    setValue(m_scrollDepth, depth ? tr("%1 %").arg(QLocale().toString(*depth, 'f', 0)) : none,
             tr("not known yet"));
    setValue(m_clicks, countText(session.totalClicksCount));
    setValue(m_questions, countText(session.questionsAskedCount));

    const std::pair<QLabel *, const Net::Nullable<QString> *> utm[] = {{m_utmSource, &session.utmSource},
                                                                       {m_utmMedium, &session.utmMedium},
                                                                       {m_utmCampaign, &session.utmCampaign},
                                                                       {m_utmContent, &session.utmContent},
                                                                       {m_utmTerm, &session.utmTerm}};
    bool anyUtm = false;
    for (const auto &[label, value] : utm) {
        setValue(label, *value, tr("none"));
        anyUtm = anyUtm || present(*value);
    }
    m_sourceSection->setNote(anyUtm ? QString() : tr("Direct visit (no UTM parameters)"));

    const bool submitted = session.hasFormSubmit || present(session.formSubmissionId);
    m_formSection->setVisible(submitted);
    setValue(m_identifier, session.formSubmissionIdentifier, tr("none"));
    const auto &type = session.formSubmissionIdentifierType;
    setValue(m_identifierType, type ? identifierTypeText(*type) : none, tr("none"));
    setValue(m_email, session.formSubmissionEmail, tr("none"));
    setValue(m_phone, session.formSubmissionPhone, tr("none"));
    setValue(m_submissionId, session.formSubmissionId, tr("none"));

    setValue(m_analyticsId, session.analyticsSessionId, tr("none"));
    m_copyAnalyticsId->setEnabled(!session.analyticsSessionId.isEmpty());
    setValue(m_audienceSessionId, session.audienceSessionId, tr("none"));
    m_copyAudienceSessionId->setEnabled(present(session.audienceSessionId));

    // The page asked when the session does not name its own.
    m_cardPageId = present(session.pageId) ? *session.pageId : m_lookup->pageId();
    const QString title = present(session.pageTitle) ? *session.pageTitle
        : m_cardPageId == m_pageId                   ? m_pageName
                                                     : m_cardPageId;
    setValue(m_page, title + u'\n' + (present(session.pageUrl) ? *session.pageUrl : tr("(no URL)")));
    m_openPage->setEnabled(!m_cardPageId.isEmpty());

    m_cardAudienceId = session.audienceId.value_or(QString());
    setValue(m_audience, session.audienceId, tr("no audience matched"));
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
        auto *item
            = new QListWidgetItem(tr("%1 — %2 (%3)").arg(entry.sessionId, entry.summary, page), m_recent);
        item->setData(PageIdRole, entry.pageId);
        item->setData(SessionIdRole, entry.sessionId);
        item->setData(PageTitleRole, page);
        QString tip = tr("Opened %1").arg(DateTimeFormat::display(entry.openedAt));
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
