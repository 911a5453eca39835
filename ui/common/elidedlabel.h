#pragma once

#include <QLabel>

namespace Audience::Ui {

// A one-line label that never asks for more width than it gets: it shortens its text with "…" to
// fit, and shows the whole text in its tooltip. For names and addresses in narrow panes.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr, Qt::TextElideMode mode = Qt::ElideRight);

    void setFullText(const QString &text);
    QString fullText() const { return m_text; }
    // The label asks for the width of `sample` instead of its text's: a value that changes (a
    // count, a figure) then never moves or widens what is around it. Empty: its text's width.
    void setWidthSample(const QString &sample);
    // Wraps the whole text onto more lines instead of shortening it: for a line that must be read
    // whole (a figure's basis), still asking for the sample's width.
    void setWrapsInstead(bool wraps);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateShownText();

    int chromeWidth() const; // frame, padding and margins, left and right together

    QString m_text;
    QString m_widthSample;
    bool m_wraps = false;
    Qt::TextElideMode m_mode;
};

} // namespace Audience::Ui
