#include "ui/mainwindow.h"

#include "ui/profileswitcher.h"

#include <QColor>
#include <QLabel>
#include <QStatusBar>
#include <QToolBar>
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

    m_profileToolBar = new QToolBar(tr("Profile"), this);
    m_profileToolBar->setObjectName(QStringLiteral("profileToolBar"));
    m_profileToolBar->setMovable(false);
    m_profileSwitcher = new ProfileSwitcher(m_profileToolBar);
    m_profileToolBar->addWidget(m_profileSwitcher);
    addToolBar(Qt::TopToolBarArea, m_profileToolBar);

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

void MainWindow::setActiveProfile(const Models::Profile &profile)
{
    m_profileSwitcher->setCurrentProfile(profile.id);
    // A band in the profile's colour along the window's top edge: visible from any place in the window.
    m_profileToolBar->setStyleSheet(QStringLiteral("QToolBar#profileToolBar { border: none; border-bottom: 4px solid %1; }")
                                        .arg(QColor::fromString(profile.colour).name()));
    setWindowTitle(tr("%1 (%2) — Audience Console").arg(profile.name, profile.label));
}

void MainWindow::clearActiveProfile()
{
    m_profileSwitcher->setCurrentProfile(QString());
    m_profileToolBar->setStyleSheet(QString());
    setWindowTitle(tr("Audience Console"));
}

} // namespace Audience::Ui
