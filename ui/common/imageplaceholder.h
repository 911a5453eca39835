#pragma once

#include <QImage>
#include <QWidget>

class QPainter;

namespace Audience::Ui {

// Where a preview shows a picture: the image once it is loaded, else a tinted box with the image's
// alt text and address, and why it could not be loaded when it could not. The box loads nothing
// itself: when it is first shown with an address, it asks for the image (imageWanted), and
// whoever owns a loader answers with setLoadedImage() or setProblem().
class ImagePlaceholder : public QWidget
{
    Q_OBJECT
public:
    explicit ImagePlaceholder(QWidget *parent = nullptr);

    // A new address forgets the image and the problem of the old one.
    void setImage(const QString &url, const QString &altText);
    void setLoadedImage(const QImage &image);
    // Why the image could not be loaded, shown in the box.
    void setProblem(const QString &problem);
    QString problem() const { return m_problem; }
    bool hasLoadedImage() const { return !m_image.isNull(); }
    // Width divided by height (1.91 for Open Graph cards, 1 for a square thumbnail).
    void setAspectRatio(double ratio);

    QString url() const { return m_url; }
    QString altText() const { return m_altText; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

signals:
    // Shown with an address and nothing loaded yet for it.
    void imageWanted(const QString &url);

protected:
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void askIfShown();
    void paintPlaceholder(QPainter &painter);

    QImage m_image;
    QString m_problem;
    QString m_url;
    QString m_altText;
    double m_ratio = 1.91;
};

} // namespace Audience::Ui
