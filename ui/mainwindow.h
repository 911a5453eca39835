#pragma once

#include <QMainWindow>

class QLabel;

namespace Audience::Ui {

// The console's one main window: navigation, the current place in the centre, status below.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // The text shown in the status bar's permanent "connection" slot.
    void setConnectionDescription(const QString &description);
    QString connectionDescription() const;

private:
    QLabel *m_connectionLabel = nullptr;
};

} // namespace Audience::Ui
