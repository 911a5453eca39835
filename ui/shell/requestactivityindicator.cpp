#include "ui/shell/requestactivityindicator.h"

#include "models/shell/networkactivity.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QTimer>

namespace Audience::Ui {

RequestActivityIndicator::RequestActivityIndicator(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("requestActivity"));
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setFixedSize(60, 8);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("requestActivityText"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 6, 0);
    layout->setSpacing(6);
    layout->addWidget(m_busy);
    layout->addWidget(m_label);

    m_retryTimer = new QTimer(this);
    m_retryTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, [this] {
        m_retryText.clear();
        refresh();
    });
    refresh();
}

void RequestActivityIndicator::setActivity(Models::NetworkActivity *activity)
{
    connect(activity, &Models::NetworkActivity::requestsInFlightChanged, this, &RequestActivityIndicator::showInFlight);
    connect(activity, &Models::NetworkActivity::retrying, this, &RequestActivityIndicator::showRetry);
    showInFlight(activity->requestsInFlight());
}

QString RequestActivityIndicator::text() const
{
    return m_label->text();
}

void RequestActivityIndicator::showInFlight(int count)
{
    m_inFlight = count;
    refresh();
}

void RequestActivityIndicator::showRetry(const QByteArray &method, const QString &path, int attempt, qint64 delayMs)
{
    const QString call = QStringLiteral("%1 %2").arg(QString::fromLatin1(method), path);
    m_retryText = delayMs >= 1000
                      ? tr("Retrying %1 (attempt %2) in %3 s").arg(call).arg(attempt).arg(QLocale().toString(double(delayMs) / 1000.0, 'f', 1))
                      : tr("Retrying %1 (attempt %2)").arg(call).arg(attempt);
    m_label->setToolTip(tr("The service did not answer well; the console tries again by itself."));
    // Keep the notice up a little beyond the wait, so it can be read.
    m_retryTimer->start(int(qBound(qint64(3000), delayMs + 2000, qint64(60000))));
    refresh();
}

void RequestActivityIndicator::refresh()
{
    QString text = m_retryText;
    if (text.isEmpty() && m_inFlight > 0)
        text = tr("%n request(s) in flight", nullptr, m_inFlight);
    m_label->setText(text);
    m_busy->setVisible(m_inFlight > 0);
    setVisible(!text.isEmpty() || m_inFlight > 0);
}

} // namespace Audience::Ui
