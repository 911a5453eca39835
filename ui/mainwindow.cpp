#include "ui/mainwindow.h"

#include <QLabel>
#include <QStatusBar>
#include <QVBoxLayout>

namespace Audience::Ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Audience Console"));
    setObjectName(QStringLiteral("mainWindow"));

    auto *central = new QWidget(this);
    central->setObjectName(QStringLiteral("centralArea"));
    auto *layout = new QVBoxLayout(central);
    auto *placeholder = new QLabel(tr("Choose a place in the sidebar to begin."), central);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setEnabled(false);
    layout->addWidget(placeholder);
    setCentralWidget(central);

    m_connectionLabel = new QLabel(tr("Not connected"), this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    statusBar()->addPermanentWidget(m_connectionLabel);
    statusBar()->showMessage(tr("Ready"));

    resize(1200, 760);
}

void MainWindow::setConnectionDescription(const QString &description)
{
    m_connectionLabel->setText(description);
}

QString MainWindow::connectionDescription() const
{
    return m_connectionLabel->text();
}

} // namespace Audience::Ui
