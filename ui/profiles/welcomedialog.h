#pragma once

#include <QDialog>

class QCommandLinkButton;

namespace Audience::Ui {

// The first thing a new user sees: try the console on demo data, or connect to a real workspace.
class WelcomeDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Choice { None, ExploreDemo, ConnectWorkspace };
    Q_ENUM(Choice)

    explicit WelcomeDialog(QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }

signals:
    // Emitted once, just before the dialog closes with accept().
    void choiceMade(Audience::Ui::WelcomeDialog::Choice choice);

private:
    void choose(Choice choice);

    Choice m_choice = Choice::None;
};

} // namespace Audience::Ui
