#include "ui/webhooks/webhookinboxview.h"

#include "ui/common/flowlayout.h"

#include "models/common/placeids.h"
#include "models/webhooks/webhookinbox.h"
#include "ui/common/rowtable.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::WebhookInbox;
using Verdict = Models::WebhookSignature::Verdict;

WebhookInboxView::WebhookInboxView(WebhookInbox *inbox, QWidget *parent)
    : QWidget(parent)
    , m_inbox(inbox)
{
    setObjectName(QStringLiteral("webhookInboxView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(buildReceiveBox());
    layout->addWidget(buildEventsSplit(), 1);
    followInbox();
    showEventAt(-1);
    refresh();
}

// The inbox, where the subscription points, how deliveries are answered, and the signing secret.
QWidget *WebhookInboxView::buildReceiveBox()
{
    auto *receive = new QGroupBox(tr("Receive events on this computer"), this);
    auto *form = new QFormLayout(receive);
    addListenRows(form, receive);
    addAnswerRow(form, receive);
    addSecretRows(form, receive);
    return receive;
}

// Start or stop the inbox, and point the subscription at it (or back).
void WebhookInboxView::addListenRows(QFormLayout *form, QWidget *receive)
{
    m_listening = new QLabel(receive);
    m_listening->setObjectName(QStringLiteral("inboxListening"));
    m_listening->setWordWrap(true);
    m_listening->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_listen = new QPushButton(receive);
    m_listen->setObjectName(QStringLiteral("inboxListenButton"));
    auto *listenRow = new QHBoxLayout;
    listenRow->addWidget(m_listening, 1);
    listenRow->addWidget(m_listen);
    form->addRow(tr("Inbox:"), listenRow);
    connect(m_listen, &QPushButton::clicked, this, [this] {
        if (m_inbox->isListening())
            m_inbox->stop();
        else
            m_inbox->start();
        refresh();
    });

    m_point = new QPushButton(receive);
    m_point->setObjectName(QStringLiteral("inboxPointButton"));
    m_restore = new QPushButton(receive);
    m_restore->setObjectName(QStringLiteral("inboxRestoreButton"));
    auto *pointRow = new FlowLayout; // one under the other when the pane is narrow
    pointRow->addWidget(m_point, false);
    pointRow->addWidget(m_restore, false);
    form->addRow(tr("Subscription:"), pointRow);
    m_pointStatus = new QLabel(receive);
    m_pointStatus->setObjectName(QStringLiteral("inboxPointStatus"));
    m_pointStatus->setWordWrap(true);
    form->addRow(QString(), m_pointStatus);
    connect(m_point, &QPushButton::clicked, this, [this] { m_inbox->pointAtInbox(m_subscriptionId); });
    connect(m_restore, &QPushButton::clicked, this, [this] { m_inbox->restoreUrl(m_subscriptionId); });
}

void WebhookInboxView::addAnswerRow(QFormLayout *form, QWidget *receive)
{
    m_answer = new QComboBox(receive);
    m_answer->setObjectName(QStringLiteral("inboxAnswer"));
    m_answer->addItem(tr("Accept (answer 204)"), int(Models::InboxAnswer::Success));
    m_answer->addItem(tr("Fail (answer 500): the service retries"), int(Models::InboxAnswer::ServerError));
    m_answer->addItem(tr("Never answer: the service times out and retries"), int(Models::InboxAnswer::NoAnswer));
    // As narrow as 24 characters (the whole choice is in the open list and the tooltip).
    m_answer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_answer->setMinimumContentsLength(24);
    m_answer->setToolTip(m_answer->currentText());
    connect(m_answer, &QComboBox::currentTextChanged, m_answer, &QComboBox::setToolTip);
    form->addRow(tr("&Answer deliveries:"), m_answer);
    connect(m_answer, &QComboBox::currentIndexChanged, this, [this] {
        m_inbox->setAnswer(Models::InboxAnswer(m_answer->currentData().toInt()));
    });
}

void WebhookInboxView::addSecretRows(QFormLayout *form, QWidget *receive)
{
    m_secret = new QLineEdit(receive);
    m_secret->setObjectName(QStringLiteral("inboxSecret"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setPlaceholderText(tr("whsec_…"));
    m_secret->setAccessibleName(tr("Signing secret"));
    m_secret->setToolTip(tr("The interface never returns a subscription's secret: paste it from where it was "
                            "created. It is kept in the system keychain, like the API key, and nowhere else."));
    m_useSecret = new QPushButton(tr("&Use and keep"), receive);
    m_useSecret->setObjectName(QStringLiteral("inboxUseSecret"));
    m_forgetSecret = new QPushButton(tr("For&get"), receive);
    m_forgetSecret->setObjectName(QStringLiteral("inboxForgetSecret"));
    auto *secretRow = new QHBoxLayout;
    secretRow->addWidget(m_secret, 1);
    secretRow->addWidget(m_useSecret);
    secretRow->addWidget(m_forgetSecret);
    form->addRow(tr("Signing secret:"), secretRow);
    m_secretStatus = new QLabel(receive);
    m_secretStatus->setObjectName(QStringLiteral("inboxSecretStatus"));
    m_secretStatus->setWordWrap(true);
    form->addRow(QString(), m_secretStatus);
    const auto useSecret = [this] {
        m_inbox->setSecret(m_subscriptionId, m_secret->text());
        m_secret->clear(); // shown once, never again
    };
    connect(m_useSecret, &QPushButton::clicked, this, useSecret);
    connect(m_secret, &QLineEdit::returnPressed, this, useSecret);
    connect(m_forgetSecret, &QPushButton::clicked, this, [this] { m_inbox->setSecret(m_subscriptionId, QString()); });
}

// The events received above, the one chosen below (its deliveries, where it leads, its body).
QWidget *WebhookInboxView::buildEventsSplit()
{
    auto *split = new QSplitter(Qt::Vertical, this);
    m_events = makeRowTable(QStringLiteral("inboxEvents"), tr("Events received"), m_inbox, split);
    m_events->horizontalHeader()->setStretchLastSection(true);
    m_events->verticalHeader()->setDefaultSectionSize(m_events->fontMetrics().height() + 8);
    // The event type and ID are what one scans for: room enough to read them whole.
    m_events->setColumnWidth(WebhookInbox::TimeColumn, 80);
    m_events->setColumnWidth(WebhookInbox::TypeColumn, 190);
    m_events->setColumnWidth(WebhookInbox::EventIdColumn, 230);
    connect(m_events->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showEventAt(current.row()); });
    QWidget *detail = buildEventDetail(split);
    split->addWidget(m_events);
    split->addWidget(detail);
    return split;
}

QWidget *WebhookInboxView::buildEventDetail(QWidget *split)
{
    auto *detail = new QWidget(split);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    m_deliveries = new QLabel(detail);
    m_deliveries->setObjectName(QStringLiteral("inboxDeliveries"));
    m_deliveries->setWordWrap(true);
    m_deliveries->setTextFormat(Qt::PlainText);
    m_deliveries->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detailLayout->addWidget(m_deliveries);
    auto *openRow = new QHBoxLayout;
    m_openPage = new QPushButton(tr("Open the &page"), detail);
    m_openAudience = new QPushButton(tr("Open the au&dience"), detail);
    openRow->addWidget(m_openPage);
    openRow->addWidget(m_openAudience);
    openRow->addStretch(1);
    detailLayout->addLayout(openRow);
    m_body = new QPlainTextEdit(detail);
    m_body->setObjectName(QStringLiteral("inboxBody"));
    m_body->setAccessibleName(tr("Body of the delivery"));
    m_body->setReadOnly(true);
    m_body->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    detailLayout->addWidget(m_body, 1);
    connect(m_openPage, &QPushButton::clicked, this, [this] {
        if (m_shownRow >= 0)
            emit openRequested(Models::PlaceId::pages, m_inbox->eventAt(m_shownRow).pageId);
    });
    connect(m_openAudience, &QPushButton::clicked, this, [this] {
        if (m_shownRow >= 0)
            emit openRequested(Models::PlaceId::audiences, m_inbox->eventAt(m_shownRow).audienceId);
    });
    return detail;
}

void WebhookInboxView::followInbox()
{
    connect(m_inbox, &WebhookInbox::listeningChanged, this, &WebhookInboxView::refresh);
    connect(m_inbox, &WebhookInbox::pointingChanged, this, &WebhookInboxView::refresh);
    connect(m_inbox, &WebhookInbox::secretStateChanged, this, &WebhookInboxView::refresh);
    connect(m_inbox, &WebhookInbox::strandedChanged, this, &WebhookInboxView::refresh); // also when a subscription changed
    // The event shown follows a new delivery of itself; the first one arriving is shown.
    connect(m_inbox, &WebhookInbox::deliveryReceived, this, [this](const QString &eventId) {
        const int row = m_inbox->rowOfEvent(eventId);
        if (!m_events->currentIndex().isValid())
            m_events->setCurrentIndex(m_inbox->index(row, 0));
        else
            showEventAt(m_events->currentIndex().row());
    });
    connect(m_inbox, &QAbstractItemModel::modelReset, this, [this] { showEventAt(-1); });
}

void WebhookInboxView::setSubscription(const QString &subscriptionId)
{
    m_subscriptionId = subscriptionId;
    m_secret->clear();
    m_inbox->loadSecret(subscriptionId);
    refresh();
}

void WebhookInboxView::refresh()
{
    const bool listening = m_inbox->isListening();
    m_listening->setText(listening ? tr("Listening on http://127.0.0.1:%1 (this computer only)").arg(m_inbox->port())
                         : m_inbox->errorText().isEmpty() ? tr("Not listening.")
                                                          : m_inbox->errorText());
    m_listen->setText(listening ? tr("S&top listening") : tr("S&tart listening"));
    const bool chosen = !m_subscriptionId.isEmpty();
    m_point->setText(chosen ? tr("&Point %1 at the inbox").arg(m_subscriptionId) : tr("&Point at the inbox"));
    m_point->setEnabled(chosen && !m_inbox->isPointing(m_subscriptionId));
    const QString previous = m_inbox->previousUrl(m_subscriptionId);
    m_restore->setText(previous.isEmpty() ? tr("&Restore the previous URL") : tr("&Restore %1").arg(previous));
    m_restore->setEnabled(chosen && !previous.isEmpty());
    QString pointStatus = m_inbox->pointStatus();
    if (chosen && m_inbox->isSwitchedOff(m_subscriptionId)) {
        const QString off = tr("%1 is switched off: the service sends its events nowhere, here neither. Tick Active on "
                               "the Subscription tab and save to receive them.")
                                .arg(m_subscriptionId);
        pointStatus = pointStatus.isEmpty() ? off : pointStatus + u'\n' + off;
    }
    m_pointStatus->setText(pointStatus);
    m_secret->setEnabled(chosen);
    m_useSecret->setEnabled(chosen);
    m_forgetSecret->setEnabled(chosen && m_inbox->hasSecret(m_subscriptionId));
    QString secretStatus = m_inbox->secretStatus(m_subscriptionId);
    if (!chosen)
        secretStatus = tr("Choose a subscription in the list.");
    else if (secretStatus.isEmpty())
        secretStatus = m_inbox->hasSecret(m_subscriptionId) ? tr("Signatures are checked.") : tr("No secret: signatures are not checked.");
    m_secretStatus->setText(secretStatus);
    if (m_shownRow < 0)
        showEventAt(-1); // its hint follows whether the inbox listens
}

void WebhookInboxView::showEventAt(int row)
{
    m_shownRow = row;
    const bool has = row >= 0 && row < m_inbox->rowCount();
    m_openPage->setEnabled(has && !m_inbox->eventAt(row).pageId.isEmpty());
    m_openAudience->setEnabled(has && !m_inbox->eventAt(row).audienceId.isEmpty());
    if (!has) {
        m_deliveries->setText(m_inbox->isListening() ? tr("Nothing received yet. Point a subscription at the inbox, then "
                                                          "send a message in an audience's workspace or publish a version.")
                                                     : tr("Start listening, or point a subscription at the inbox."));
        m_body->clear();
        return;
    }
    const WebhookInbox::Event &event = m_inbox->eventAt(row);
    QStringList lines;
    lines.append(tr("%1 · %2 · page %3 · audience %4")
                     .arg(event.type, event.eventId, event.pageId.isEmpty() ? tr("none") : event.pageId,
                          event.audienceId.isEmpty() ? tr("none") : event.audienceId));
    for (int i = 0; i < event.deliveries.size(); ++i) {
        const WebhookInbox::Delivery &delivery = event.deliveries.at(i);
        const QString answered = delivery.answeredWith ? tr("answered %1").arg(delivery.answeredWith) : tr("not answered");
        QString line = tr("Attempt %1 at %2, %3: %4")
                           .arg(i + 1)
                           .arg(QLocale().toString(delivery.receivedAt.toLocalTime(), QLocale::ShortFormat), answered,
                                Models::WebhookSignature::describe(delivery.verdict));
        if (delivery.timestampOff)
            line += tr(" — its timestamp is more than 5 minutes off this computer's clock");
        lines.append(line);
    }
    m_deliveries->setText(lines.join(u'\n'));
    m_body->setPlainText(WebhookInbox::indentedBody(event.deliveries.constLast().body));
}

} // namespace Audience::Ui
