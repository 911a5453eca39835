#include "ui/common/unsettledwritenotice.h"

#include "models/activity/unsettledwrite.h"
#include "models/common/placeids.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

QLabel *makeLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText); // an error or a name from the service is data, never markup
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

UnsettledWriteNotice::UnsettledWriteNotice(Models::UnsettledWrite *write, QWidget *parent)
    : QFrame(parent)
    , m_write(write)
{
    setObjectName(QStringLiteral("unsettledWriteNotice"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // The warning tint of the main window's bar for writes not confirmed, from the palette so
    // dark themes work.
    QPalette tinted = QApplication::palette(this);
    const QColor base = tinted.color(QPalette::Window);
    const QColor amber(0xf9, 0xa8, 0x25);
    tinted.setColor(QPalette::Window, QColor::fromRgbF(float(base.redF() * 0.8 + amber.redF() * 0.2),
                                                       float(base.greenF() * 0.8 + amber.greenF() * 0.2),
                                                       float(base.blueF() * 0.8 + amber.blueF() * 0.2)));
    setPalette(tinted);

    m_title = makeLabel(QStringLiteral("unsettledWriteTitle"), this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_notice = makeLabel(QStringLiteral("unsettledWriteText"), this);
    m_outcome = makeLabel(QStringLiteral("unsettledWriteOutcome"), this);
    m_retry = new QPushButton(tr("Retry"), this);
    m_retry->setObjectName(QStringLiteral("unsettledWriteRetryButton"));
    m_discard = new QPushButton(tr("Discard"), this);
    m_discard->setObjectName(QStringLiteral("unsettledWriteDiscardButton"));
    m_discard->setToolTip(tr("Give up on this write; the entry stays in the journal as discarded"));
    m_showInActivity = new QPushButton(tr("Show in Activity"), this);
    m_showInActivity->setObjectName(QStringLiteral("unsettledWriteActivityButton"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_retry);
    buttons->addWidget(m_discard);
    buttons->addWidget(m_showInActivity);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_title);
    layout->addWidget(m_notice);
    layout->addLayout(buttons);
    layout->addWidget(m_outcome);

    connect(m_retry, &QPushButton::clicked, m_write, &Models::UnsettledWrite::retry);
    connect(m_discard, &QPushButton::clicked, m_write, &Models::UnsettledWrite::discard);
    connect(m_showInActivity, &QPushButton::clicked, this, [this] {
        if (m_write->entry())
            emit openRequested(Models::PlaceId::activity, QString::number(m_write->entry()->id));
    });
    connect(m_write, &Models::UnsettledWrite::changed, this, &UnsettledWriteNotice::refresh);
    refresh();
}

void UnsettledWriteNotice::refresh()
{
    setVisible(m_write->entry().has_value());
    m_title->setText(m_write->title());
    m_notice->setText(m_write->notice());
    m_outcome->setText(m_write->lastOutcome());
    m_outcome->setVisible(!m_write->lastOutcome().isEmpty());
    m_retry->setVisible(m_write->canRetry());
    m_discard->setVisible(m_write->canDiscard());
}

} // namespace Audience::Ui
