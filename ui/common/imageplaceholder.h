#pragma once

#include <QWidget>

namespace Audience::Ui {

// Where a preview would show a picture: a tinted box with the image's alt text and address. The
// console does not fetch pictures from the pages' CDNs; the box tells what would be there.
class ImagePlaceholder : public QWidget
{
    Q_OBJECT
public:
    explicit ImagePlaceholder(QWidget *parent = nullptr);

    void setImage(const QString &url, const QString &altText);
    // Width divided by height (1.91 for Open Graph cards, 1 for a square thumbnail).
    void setAspectRatio(double ratio);

    QString url() const { return m_url; }
    QString altText() const { return m_altText; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_url;
    QString m_altText;
    double m_ratio = 1.91;
};

} // namespace Audience::Ui
