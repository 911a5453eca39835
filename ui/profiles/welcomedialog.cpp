#include "ui/profiles/welcomedialog.h"

#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

WelcomeDialog::WelcomeDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("welcomeDialog"));
    setWindowTitle(tr("Welcome to Audience Console"));

    auto *title = new QLabel(tr("Welcome to Audience Console"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    title->setFont(titleFont);

    auto *icon = new QLabel(this);
    icon->setPixmap(windowIcon().pixmap(56, 56));
    auto *header = new QHBoxLayout;
    header->setSpacing(14);
    header->addWidget(icon, 0, Qt::AlignTop);
    header->addWidget(title, 1, Qt::AlignVCenter);

    auto *intro = new QLabel(tr("Browse your landing pages and their audiences, edit drafts with the editing "
                                "agent, publish, and read analytics. How would you like to start?"),
                             this);
    intro->setWordWrap(true);

    auto *demo = new QCommandLinkButton(tr("Explore with demo data"),
                                        tr("Starts a local sandbox on this computer with realistic sample "
                                           "pages and audiences. No account needed; nothing leaves your machine."),
                                        this);
    demo->setObjectName(QStringLiteral("exploreDemoButton"));
    connect(demo, &QCommandLinkButton::clicked, this, [this] { choose(Choice::ExploreDemo); });

    auto *connectButton = new QCommandLinkButton(tr("Connect to your workspace"),
                                                 tr("Enter your service’s address and API key. The key is kept "
                                                    "in your system keychain, never in a file."),
                                                 this);
    connectButton->setObjectName(QStringLiteral("connectWorkspaceButton"));
    connect(connectButton, &QCommandLinkButton::clicked, this, [this] { choose(Choice::ConnectWorkspace); });

    auto *note = new QLabel(tr("You can switch between the demo and your workspaces at any time from the "
                               "profile button in the main window."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Not now"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addLayout(header);
    layout->addWidget(intro);
    layout->addSpacing(6);
    layout->addWidget(demo);
    layout->addWidget(connectButton);
    layout->addWidget(note);
    layout->addStretch();
    layout->addWidget(buttons);
    demo->setDefault(true);
    demo->setFocus();
    setMinimumWidth(520);
}

void WelcomeDialog::choose(Choice choice)
{
    m_choice = choice;
    emit choiceMade(choice);
    accept();
}

} // namespace Audience::Ui
