#include "ui/release/releaseflow.h"

#include "ui/release/bulkcomposerdialog.h"
#include "ui/release/releasedialog.h"

#include <QPlainTextEdit>
#include <QWidget>

namespace Audience::Ui {

ReleaseFlow::ReleaseFlow(Models::Connection *connection, QWidget *window, QObject *parent)
    : QObject(parent ? parent : window)
    , m_connection(connection)
    , m_window(window)
{
}

BulkComposerDialog *ReleaseFlow::composer() const
{
    return m_composer;
}

ReleaseDialog *ReleaseFlow::release() const
{
    return m_release;
}

void ReleaseFlow::askAgent(const Models::AudienceKeys &audiences)
{
    if (audiences.isEmpty())
        return;
    auto *dialog = new BulkComposerDialog(m_connection, audiences, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_composer = dialog;
    dialog->show();
    dialog->editor()->setFocus();
}

void ReleaseFlow::publishSelected(const Models::AudienceKeys &audiences)
{
    if (audiences.isEmpty())
        return;
    auto *dialog = new ReleaseDialog(m_connection, audiences, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ReleaseDialog::openAudienceRequested, this, &ReleaseFlow::openAudienceRequested);
    m_release = dialog;
    dialog->show();
}

} // namespace Audience::Ui
