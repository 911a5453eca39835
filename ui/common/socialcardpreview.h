#pragma once

#include <QFrame>

class QBoxLayout;
class QLabel;

namespace Audience::Ui {

class ImagePlaceholder;

// A link as a social network would show it when shared: the image (a placeholder box until it is
// loaded), the site name, the title and the description. Large cards put a wide image above the text; summary cards
// a square thumbnail beside it.
class SocialCardPreview : public QFrame
{
    Q_OBJECT
public:
    enum class Layout { LargeImage, Summary };

    explicit SocialCardPreview(QWidget *parent = nullptr);

    struct Card
    {
        QString siteName;
        QString title;
        QString description;
        QString imageUrl;
        QString imageAlt;
        Layout layout = Layout::LargeImage;
        // Characters shown before "…". X documents 70 for a card's title and 200 for its
        // description; for Open Graph cards the networks document none, so these are what they show.
        int titleLimit = 90;
        int descriptionLimit = 140;
    };
    static constexpr int xTitleLimit = 70;
    static constexpr int xDescriptionLimit = 200;
    void setCard(const Card &card);

    QString shownSiteName() const;
    QString shownTitle() const;
    QString shownDescription() const;
    ImagePlaceholder *image() const { return m_image; }

private:
    QBoxLayout *m_layout = nullptr;
    ImagePlaceholder *m_image = nullptr;
    QWidget *m_textBox = nullptr;
    QLabel *m_site = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
};

} // namespace Audience::Ui
