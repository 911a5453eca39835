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
    // A count beside a place's title ("Review (1)"), with what it counts in words for the tooltip
    // and a screen reader ("1 publish needs a look"); 0 takes it away.
    void setPlaceCount(const QString &placeId, int count, const QString &countMeaning);
    // The row's text as shown (its title, and its count when there is one).
    QString placeText(const QString &placeId) const;
    // Marks the place as current without emitting placeChosen().
    void setCurrentPlace(const QString &placeId);
    QString currentPlace() const;

    // As wide as its longest name with its count ("Review (12)"): a narrow window never cuts the
    // names to "Pa… Au…", where Pages and Page Links looked alike and Review's count was gone.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void placeChosen(const QString &placeId);

protected:
    void changeEvent(QEvent *event) override;

private:
    int widthOfNames() const;
    // A row's text changed: its width is measured again when a layout next asks.
    void namesChanged();
    // The width of the names as last measured (-1: to measure). Layouts ask for the size hint
    // many times before the first frame; measuring each time cost a tenth of the launch, and
    // checking whether the names had changed still 1 M instructions.
    mutable int m_widthOfNames = -1;
    bool m_updating = false;
};

} // namespace Audience::Ui
