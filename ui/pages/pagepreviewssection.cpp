#include "ui/pages/pagepreviewssection.h"

#include "net/pagetypes.h"
#include "ui/common/fieldform.h"
#include "ui/common/pagepreviewtext.h"
#include "ui/common/searchresultpreview.h"
#include "ui/common/socialcardpreview.h"

#include <QGridLayout>
#include <QLabel>
#include <QStringList>
#include <QToolButton>
#include <QVBoxLayout>

namespace Audience::Ui {

PagePreviewsSection::PagePreviewsSection(QWidget *parent)
    : DetailSection(tr("Search and social"), parent)
{
    setObjectName(QStringLiteral("pagePreviewsSection"));
    m_search = new SearchResultPreview(this);
    m_openGraph = new SocialCardPreview(this);
    m_openGraph->setObjectName(QStringLiteral("openGraphPreview"));
    m_twitter = new SocialCardPreview(this);
    m_twitter->setObjectName(QStringLiteral("twitterPreview"));
    m_openGraphCaption = new QLabel(tr("Shared link (Open Graph)"), this);
    m_twitterCaption = new QLabel(tr("Twitter / X card"), this);
    for (QLabel *caption : {m_openGraphCaption, m_twitterCaption})
        caption->setEnabled(false);

    auto *searchCaption = new QLabel(tr("Search result"), this);
    searchCaption->setEnabled(false);
    body()->addWidget(searchCaption);
    body()->addWidget(m_search);

    auto *cards = new QGridLayout;
    cards->setHorizontalSpacing(14);
    cards->setVerticalSpacing(4);
    cards->addWidget(m_openGraphCaption, 0, 0);
    cards->addWidget(m_twitterCaption, 0, 1);
    cards->addWidget(m_openGraph, 1, 0, Qt::AlignTop);
    cards->addWidget(m_twitter, 1, 1, Qt::AlignTop);
    cards->setColumnStretch(0, 1);
    cards->setColumnStretch(1, 1);
    body()->addSpacing(4);
    body()->addLayout(cards);

    m_hints = new QLabel(this);
    m_hints->setObjectName(QStringLiteral("previewHints"));
    m_hints->setWordWrap(true);
    m_hints->setTextFormat(Qt::PlainText);
    body()->addWidget(m_hints);

    m_fieldsToggle = new QToolButton(this);
    m_fieldsToggle->setObjectName(QStringLiteral("metadataFieldsToggle"));
    m_fieldsToggle->setText(tr("All metadata fields"));
    m_fieldsToggle->setCheckable(true);
    m_fieldsToggle->setAutoRaise(true);
    m_fieldsToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_fieldsToggle->setArrowType(Qt::RightArrow);
    m_fields = new FieldForm(this);
    m_fields->setObjectName(QStringLiteral("metadataFields"));
    m_fields->hide();
    connect(m_fieldsToggle, &QToolButton::toggled, this, [this](bool on) {
        m_fields->setVisible(on);
        m_fieldsToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    body()->addWidget(m_fieldsToggle, 0, Qt::AlignLeft);
    body()->addWidget(m_fields);
}

void PagePreviewsSection::setPage(const Net::Page &page)
{
    const PagePreviewText text(page);
    m_search->setResult(text.searchTitle(), text.breadcrumb(), text.searchDescription());
    m_openGraph->setCard({text.openGraphSiteName(), text.openGraphTitle(), text.openGraphDescription(),
                          text.openGraphImageUrl(), text.openGraphImageAlt(), SocialCardPreview::Layout::LargeImage});
    m_twitter->setCard({text.twitterSite(), text.twitterTitle(), text.twitterDescription(), text.twitterImageUrl(),
                        text.twitterImageAlt(),
                        text.twitterLargeImage() ? SocialCardPreview::Layout::LargeImage : SocialCardPreview::Layout::Summary,
                        SocialCardPreview::xTitleLimit, SocialCardPreview::xDescriptionLimit});

    const Net::PageMetadata meta = page.metadata.value_or(Net::PageMetadata{});
    QStringList hints;
    if (!page.metadata)
        hints.append(tr("The page has no metadata: the previews fall back on its title."));
    if (meta.title.value().isEmpty() && page.metadata)
        hints.append(tr("No SEO title: search engines will use the page title."));
    else if (meta.title.value().size() > SearchResultPreview::titleLimit)
        hints.append(tr("The SEO title has %1 characters; search engines usually cut it after about %2.")
                         .arg(meta.title.value().size())
                         .arg(SearchResultPreview::titleLimit));
    if (meta.description.value().isEmpty())
        hints.append(tr("No meta description."));
    else if (meta.description.value().size() > SearchResultPreview::descriptionLimit)
        hints.append(tr("The meta description has %1 characters; search engines usually cut it after about %2.")
                         .arg(meta.description.value().size())
                         .arg(SearchResultPreview::descriptionLimit));
    if (text.url().isEmpty())
        hints.append(tr("No canonical URL."));
    if (text.openGraphImageUrl().isEmpty())
        hints.append(tr("No Open Graph image: shared links show no picture."));
    else if (text.openGraphImageAlt().isEmpty())
        hints.append(tr("The Open Graph image has no alt text."));
    if (meta.robots.value().contains(QLatin1StringView("noindex")))
        hints.append(tr("Robots say “noindex”: search engines will not list this page."));
    m_hints->setText(hints.isEmpty() ? tr("✓ Title, description, address and share image are all set.")
                                     : QStringLiteral("• ") + hints.join(QStringLiteral("\n• ")));

    const auto list = [](const Net::OptionalNullable<QStringList> &values) {
        return values.value().join(QStringLiteral(", "));
    };
    m_fields->setFields({
        {tr("Title"), meta.title.value()},
        {tr("Description"), meta.description.value()},
        {tr("Keywords"), list(meta.keywords)},
        {tr("Author"), meta.author.value()},
        {tr("Robots"), list(meta.robots)},
        {tr("Canonical URL"), meta.canonicalUrl.value()},
        {tr("og:title"), meta.ogTitle.value()},
        {tr("og:description"), meta.ogDescription.value()},
        {tr("og:type"), meta.ogType.value()},
        {tr("og:image"), meta.ogImageUrl.value()},
        {tr("og:image file"), meta.ogImageFileId.value(), {}, true},
        {tr("og:image:alt"), meta.ogImageAlt.value()},
        {tr("og:site_name"), meta.ogSiteName.value()},
        {tr("og:url"), meta.ogUrl.value()},
        {tr("twitter:card"), meta.twitterCard.value()},
        {tr("twitter:title"), meta.twitterTitle.value()},
        {tr("twitter:description"), meta.twitterDescription.value()},
        {tr("twitter:image"), meta.twitterImageUrl.value()},
        {tr("twitter:image file"), meta.twitterImageFileId.value(), {}, true},
        {tr("twitter:image:alt"), meta.twitterImageAlt.value()},
        {tr("twitter:site"), meta.twitterSite.value()},
        {tr("twitter:creator"), meta.twitterCreator.value()},
        {tr("Theme colour"), meta.themeColor.value()},
    });
}

QString PagePreviewsSection::hints() const
{
    return m_hints->text();
}

} // namespace Audience::Ui
