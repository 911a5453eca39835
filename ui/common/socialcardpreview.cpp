#include "ui/common/socialcardpreview.h"

#include "ui/common/imageplaceholder.h"

#include <QBoxLayout>
#include <QLabel>

namespace Audience::Ui {

namespace {

QString cut(const QString &text, int limit)
{
    const QString simplified = text.simplified();
    return simplified.size() <= limit ? simplified : simplified.left(limit).trimmed() + QChar(0x2026);
}

} // namespace

SocialCardPreview::SocialCardPreview(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("socialCardPreview"));
    setAccessibleName(tr("Social card preview"));
    setStyleSheet(QStringLiteral(
        "QFrame#socialCardPreview { background: #ffffff; border: 1px solid #dadde1; }"
        "QWidget#socialCardText { background: #f0f2f5; }"
        "QLabel { background: transparent; border: none; }"
        "QLabel#socialSite { color: #65676b; font-size: 11px; }"
        "QLabel#socialTitle { color: #1c1e21; font-size: 15px; font-weight: 600; }"
        "QLabel#socialDescription { color: #606770; font-size: 13px; }"));

    m_image = new ImagePlaceholder(this);
    m_textBox = new QWidget(this);
    m_textBox->setObjectName(QStringLiteral("socialCardText"));
    m_textBox->setAttribute(Qt::WA_StyledBackground);
    m_site = new QLabel(m_textBox);
    m_site->setObjectName(QStringLiteral("socialSite"));
    m_title = new QLabel(m_textBox);
    m_title->setObjectName(QStringLiteral("socialTitle"));
    m_title->setWordWrap(true);
    m_description = new QLabel(m_textBox);
    m_description->setObjectName(QStringLiteral("socialDescription"));
    m_description->setWordWrap(true);
    for (QLabel *label : {m_site, m_title, m_description})
        label->setTextFormat(Qt::PlainText);
    auto *textLayout = new QVBoxLayout(m_textBox);
    textLayout->setContentsMargins(12, 8, 12, 10);
    textLayout->setSpacing(2);
    textLayout->addWidget(m_site);
    textLayout->addWidget(m_title);
    textLayout->addWidget(m_description);
    textLayout->addStretch(1);

    m_layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
    m_layout->setContentsMargins(1, 1, 1, 1);
    m_layout->setSpacing(0);
    m_layout->addWidget(m_image);
    m_layout->addWidget(m_textBox);
}

void SocialCardPreview::setCard(const Card &card)
{
    const bool large = card.layout == Layout::LargeImage;
    m_layout->setDirection(large ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_image->setAspectRatio(large ? 1.91 : 1.0);
    if (large) {
        m_image->setMinimumSize(48, 40);
        m_image->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    } else {
        m_image->setFixedSize(96, 96);
    }
    m_image->setImage(card.imageUrl, card.imageAlt);
    m_site->setText(card.siteName.toUpper());
    m_title->setText(cut(card.title, card.titleLimit));
    m_description->setText(card.description.isEmpty() ? tr("(no description)") : cut(card.description, card.descriptionLimit));
}

QString SocialCardPreview::shownSiteName() const
{
    return m_site->text();
}

QString SocialCardPreview::shownTitle() const
{
    return m_title->text();
}

QString SocialCardPreview::shownDescription() const
{
    return m_description->text();
}

} // namespace Audience::Ui
