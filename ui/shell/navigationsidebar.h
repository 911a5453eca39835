#pragma once

#include <QListWidget>

namespace Audience::Ui {

// The list of places down the window's left side. Arrow keys move, and the place opens as soon as
// it is current, so the keyboard needs no extra step.
class NavigationSidebar : public QListWidget
{
    Q_OBJECT
public:
    explicit NavigationSidebar(QWidget *parent = nullptr);

    void addPlace(const QString &placeId, const QString &title, const QIcon &icon, const QString &shortcutText);
    // Marks the place as current without emitting placeChosen().
    void setCurrentPlace(const QString &placeId);
    QString currentPlace() const;

    QSize sizeHint() const override;

signals:
    void placeChosen(const QString &placeId);

private:
    bool m_updating = false;
};

} // namespace Audience::Ui
