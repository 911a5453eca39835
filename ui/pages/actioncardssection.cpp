#include "ui/pages/actioncardssection.h"

#include "net/pagetypes.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/imageplaceholder.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QUrl>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

// One logo: a small picture box, the alt text, and the file name of its address.
QWidget *makeLogoTile(const Net::WidgetImage &image, QWidget *parent)
{
    auto *tile = new QFrame(parent);
    tile->setObjectName(QStringLiteral("logoTile"));
    tile->setFrameShape(QFrame::StyledPanel);
    auto *picture = new ImagePlaceholder(tile);
    picture->setAspectRatio(2.2);
    picture->setFixedHeight(36);
    picture->setImage(image.url.value(), image.altText.value());
    auto *alt = new QLabel(image.altText.value().isEmpty() ? ActionCardsSection::tr("(no alt text)") : image.altText.value(), tile);
    alt->setTextFormat(Qt::PlainText);
    alt->setWordWrap(true);
    alt->setAlignment(Qt::AlignHCenter);
    const QUrl url(image.url.value());
    auto *file = new ElidedLabel(tile, Qt::ElideMiddle);
    file->setFullText(url.fileName().isEmpty() ? image.url.value() : url.fileName());
    file->setAlignment(Qt::AlignHCenter);
    file->setEnabled(false);
    QStringList tip;
    if (!image.url.value().isEmpty())
        tip.append(image.url.value());
    if (!image.fileId.value().isEmpty())
        tip.append(ActionCardsSection::tr("File: %1").arg(image.fileId.value()));
    if (!image.assetId.value().isEmpty())
        tip.append(ActionCardsSection::tr("Asset: %1").arg(image.assetId.value()));
    tile->setToolTip(tip.join(u'\n'));
    auto *layout = new QVBoxLayout(tile);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(2);
    layout->addWidget(picture);
    layout->addWidget(alt);
    layout->addWidget(file);
    return tile;
}

} // namespace

ActionCardsSection::ActionCardsSection(QWidget *parent)
    : DetailSection(tr("Action cards"), parent)
{
    setObjectName(QStringLiteral("actionCardsSection"));
    m_cards = new QWidget(this);
    auto *layout = new QVBoxLayout(m_cards);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    body()->addWidget(m_cards);
}

void ActionCardsSection::setPage(const Net::Page &page)
{
    qDeleteAll(m_cards->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    m_count = int(page.actionCardWidgets.size());
    m_logos = 0;
    setTitle(tr("Action cards (%1)").arg(QLocale().toString(m_count)));
    setNote(m_count == 0 ? tr("This page has no action-card widgets.") : QString());

    for (const Net::ActionCardWidget &card : page.actionCardWidgets) {
        auto *box = new QWidget(m_cards);
        auto *boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        boxLayout->setSpacing(4);
        const QString title = card.title.value().isEmpty() ? tr("(untitled card)") : card.title.value();
        QString heading = QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped());
        if (!card.type.value().isEmpty())
            heading += QStringLiteral(" &nbsp;<span style='color:#6b7280'>%1</span>").arg(card.type.value().toHtmlEscaped());
        auto *headingLabel = new QLabel(heading, box);
        headingLabel->setTextFormat(Qt::RichText);
        headingLabel->setWordWrap(true);
        boxLayout->addWidget(headingLabel);

        const QList<Net::WidgetLogo> logos = card.logos.value();
        if (logos.isEmpty()) {
            auto *none = new QLabel(tr("No logos."), box);
            none->setEnabled(false);
            boxLayout->addWidget(none);
        }
        auto *grid = new QGridLayout;
        grid->setSpacing(6);
        constexpr int columns = 3;
        int index = 0;
        for (const Net::WidgetLogo &logo : logos) {
            grid->addWidget(makeLogoTile(logo.image.value(), box), index / columns, index % columns);
            ++index;
        }
        for (int column = 0; column < columns; ++column)
            grid->setColumnStretch(column, 1);
        m_logos += index;
        boxLayout->addLayout(grid);
        m_cards->layout()->addWidget(box);
    }
}

} // namespace Audience::Ui
