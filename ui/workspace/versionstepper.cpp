#include "ui/workspace/versionstepper.h"

#include "models/common/datetimeformat.h"
#include "models/workspace/changelabels.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::ChangeLabels;
using Net::VersionStatus;

VersionStepper::VersionStepper(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("versionStepper"));
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_steps = new QLabel(this);
    m_steps->setObjectName(QStringLiteral("versionSteps"));
    m_steps->setTextFormat(Qt::PlainText);
    m_steps->setWordWrap(true);
    m_details = new QLabel(this);
    m_details->setTextFormat(Qt::PlainText);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_steps);
    layout->addWidget(m_details);
    clear();
}

QString VersionStepper::titleText() const
{
    return m_title->text();
}

void VersionStepper::clear()
{
    m_title->setText(tr("No version in progress"));
    m_steps->clear();
    m_details->setText(tr("Send a message to the agent: the version it makes is followed here."));
}

QString VersionStepper::stepsText() const
{
    return m_steps->text();
}

void VersionStepper::setVersion(const Net::AudienceVersion &version, bool following)
{
    const QString number = version.versionNumber > 0 ? tr("Version %1").arg(version.versionNumber) : tr("New version");
    m_title->setText(following ? tr("%1 — following (%2)").arg(number, ChangeLabels::versionStatus(version.status))
                               : tr("%1 — %2").arg(number, ChangeLabels::versionStatus(version.status)));
    const VersionStatus status = Net::versionStatusFromString(version.status);
    // 0 queued, 1 processing, 2 the end (draft or cancelled); the rest is after the end.
    int reached = 0;
    bool cancelled = false;
    switch (status) {
    case VersionStatus::Queued:
    case VersionStatus::Pending:
        reached = 0;
        break;
    case VersionStatus::Processing:
        reached = 1;
        break;
    case VersionStatus::Cancelled:
        reached = 2;
        cancelled = true;
        break;
    case VersionStatus::Unknown:
        reached = -1;
        break;
    default: // draft, published, archived: processing is over
        reached = 3;
        break;
    }
    if (reached < 0) {
        m_steps->setText(tr("Status “%1” (not one the console knows)").arg(version.status));
    } else {
        const QStringList names{tr("Queued"), tr("Processing"), cancelled ? tr("Cancelled") : tr("Draft")};
        QStringList parts;
        for (int step = 0; step < names.size(); ++step) {
            const QString mark = step < reached ? QStringLiteral("✓") : step == reached ? QStringLiteral("●") : QStringLiteral("○");
            parts.append(mark + u' ' + names.at(step));
        }
        if (status == VersionStatus::Published || status == VersionStatus::Archived)
            parts.append(QStringLiteral("✓ ") + ChangeLabels::versionStatus(version.status));
        m_steps->setText(parts.join(QStringLiteral("  →  ")));
    }
    QStringList details;
    const QLocale locale;
    if (version.queueDurationMs)
        details.append(tr("Queue time: %1 s").arg(locale.toString(*version.queueDurationMs / 1000.0, 'f', 1)));
    const auto when = [&details](const QString &label, const std::optional<QString> &value) {
        if (value && !value->isEmpty())
            details.append(label.arg(Models::DateTimeFormat::display(*value)));
    };
    when(tr("Queued: %1"), version.queuedAt);
    when(tr("Became a draft: %1"), version.becameDraftAt);
    when(tr("Cancelled: %1"), version.cancelledAt);
    when(tr("Published: %1"), version.publishedAt);
    if (!version.versionId.isEmpty())
        details.append(tr("ID %1").arg(version.versionId));
    m_details->setText(details.join(QStringLiteral(" · ")));
}

} // namespace Audience::Ui
