#include "ui/workspace/publishdialog.h"

#include "ui/workspace/changecards.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Audience::Ui {

PublishDialog::PublishDialog(const QString &audienceName, qint64 versionNumber, const QList<Net::Change> &changes,
                             QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("publishDialog"));
    const QString action = versionNumber > 0 ? tr("Publish Version %1").arg(versionNumber) : tr("Publish the New Version");
    setWindowTitle(action);
    m_summary = new QLabel(this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_changes = new QTextBrowser(this);
    m_changes->setObjectName(QStringLiteral("publishChanges"));
    m_changes->setOpenLinks(false);
    m_audienceName = audienceName;
    m_versionNumber = versionNumber;
    setChanges(changes);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *publish = m_buttons->addButton(action, QDialogButtonBox::AcceptRole);
    publish->setObjectName(QStringLiteral("confirmPublish"));
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true); // going live takes a deliberate click
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_changes, 1);
    layout->addWidget(m_buttons);
    resize(620, changes.isEmpty() ? 160 : 460);
}

void PublishDialog::setChanges(const QList<Net::Change> &changes)
{
    const QString version = m_versionNumber > 0 ? tr("version %1").arg(m_versionNumber) : tr("the new version");
    if (changes.isEmpty())
        m_summary->setText(tr("Publish %1 of “%2”? It replaces what is live now. The conversation lists no pending "
                              "change, so visitors may see no difference.")
                               .arg(version, m_audienceName));
    else
        m_summary->setText(tr("Publish %1 of “%2”? These %n change(s) go live for every visitor of this audience:", nullptr,
                              int(changes.size()))
                               .arg(version, m_audienceName));
    m_changes->setHtml(ChangeCards::html(changes, palette(), true));
    m_changes->setVisible(!changes.isEmpty());
}

QString PublishDialog::summaryText() const
{
    return m_summary->text();
}

} // namespace Audience::Ui
