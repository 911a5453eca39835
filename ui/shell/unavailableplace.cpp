#include "ui/shell/unavailableplace.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Audience::Ui {

UnavailablePlace::UnavailablePlace(const QString &placeId, const QString &title, const QString &reason, QWidget *parent)
    : Place(parent)
    , m_placeId(placeId)
    , m_title(title)
{
    setObjectName(QStringLiteral("unavailablePlace"));
    auto *heading = new QLabel(tr("%1 could not be loaded").arg(title), this);
    heading->setObjectName(QStringLiteral("unavailableHeading"));
    QFont bigger = heading->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.3);
    bigger.setBold(true);
    heading->setFont(bigger);
    auto *advice = new QLabel(tr("The rest of the console works. Installing Audience Console again puts the missing "
                                 "file back."),
                              this);
    advice->setWordWrap(true);
    // The loader's own words (a path, a missing symbol): selectable, to paste into a report.
    auto *details = new QLabel(reason, this);
    details->setObjectName(QStringLiteral("unavailableReason"));
    details->setWordWrap(true);
    details->setTextFormat(Qt::PlainText);
    details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    details->setFocusPolicy(Qt::StrongFocus);
    details->setAccessibleName(tr("Why %1 could not be loaded").arg(title));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 32, 32, 32);
    layout->setSpacing(12);
    layout->addWidget(heading);
    layout->addWidget(advice);
    layout->addWidget(details);
    layout->addStretch(1);
}

} // namespace Audience::Ui
