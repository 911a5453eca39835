#pragma once

#include <QColor>
#include <QMargins>
#include <QWidget>

namespace Audience::Ui {

// The active profile's band along the bottom edge of one of the window's tool bars: a line in the
// profile's colour, solid while the service can be used and dashed while it cannot
// (MainWindow::showProfileBand). The bar keeps room for it below its buttons.
//
// Painted here rather than given as a style sheet to the tool bars: a style sheet sends the bars'
// and their buttons' painting and sizing through Qt's style-sheet style, and with the profile
// badge's and the sidebar's it cost 3.6 M instructions, 2.8 % of a launch (docs/performance.md).
class ProfileBand : public QWidget
{
    Q_OBJECT
public:
    static constexpr int thickness = 4;

    // A child of `bar`, following its size.
    explicit ProfileBand(QWidget *bar);

    // An invalid colour: no band, and no room kept for it.
    void showBand(const QColor &colour, bool dashed);
    QColor colour() const { return m_colour; }
    bool isDashed() const { return m_dashed; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void followBar();

    QWidget *m_bar;
    QMargins m_styleMargins; // the bar's layout's, while the band replaces them
    QColor m_colour;
    bool m_dashed = false;
};

} // namespace Audience::Ui
