#include "ui/workspace/undodialog.h"

#include "ui/workspace/undopane.h"
#include "ui/common/screenfit.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

UndoDialog::UndoDialog(Models::Connection *connection, QWidget *parent)
    : QDialog(parent)
    , m_pane(new UndoPane(connection, this))
{
    setObjectName(QStringLiteral("undoDialog"));
    setWindowTitle(tr("Undo This Publish"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pane, 1);
    layout->addWidget(buttons);
    resizeForScreen(this, QSize(760, 640)); // the buttons stay on a small screen
}

UndoDialog *UndoDialog::open(Models::Connection *connection, const QString &pageId, const QString &audienceId, const QString &versionId,
                             const QString &audienceName, QWidget *parent)
{
    auto *dialog = new UndoDialog(connection, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->pane()->start(pageId, audienceId, versionId, audienceName);
    dialog->show();
    return dialog;
}

} // namespace Audience::Ui
