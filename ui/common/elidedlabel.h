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

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateShownText();

    QString m_text;
    Qt::TextElideMode m_mode;
};

} // namespace Audience::Ui
