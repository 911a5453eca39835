#include "ui/impact/impactdialog.h"

#include "ui/impact/impactcard.h"
#include "ui/common/screenfit.h"

#include <QDialogButtonBox>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Audience::Ui {

ImpactDialog::ImpactDialog(Models::Connection *connection, const QString &pageId, const Models::PublishMarker &publish,
                           QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("impactDialog"));
    setWindowTitle(tr("Did it work? Version %1").arg(publish.versionNumber));
    auto *layout = new QVBoxLayout(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_card = new ImpactCard(connection, scroll);
    scroll->setWidget(m_card);
    layout->addWidget(scroll);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resizeForScreen(this, QSize(820, 720)); // the buttons stay on a small screen
    m_card->setPublish(pageId, publish);
}

ImpactDialog *ImpactDialog::open(Models::Connection *connection, const QString &pageId, const Models::PublishMarker &publish,
                                 QWidget *parent)
{
    auto *dialog = new ImpactDialog(connection, pageId, publish, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace Audience::Ui
