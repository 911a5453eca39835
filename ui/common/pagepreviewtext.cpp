#include "ui/common/pagepreviewtext.h"

#include <QStringList>

namespace Audience::Ui {

namespace {

QString firstNonEmpty(std::initializer_list<QString> candidates)
{
    for (const QString &candidate : candidates) {
        const QString trimmed = candidate.trimmed();
        if (!trimmed.isEmpty())
            return trimmed;
    }
    return {};
}

} // namespace

PagePreviewText::PagePreviewText(const Net::Page &page)
    : m_page(page)
{
}

QString PagePreviewText::meta(const Net::LooseString Net::PageMetadata::*field) const
{
    if (!m_page.metadata)
        return {};
    return ((*m_page.metadata).*field).value();
}

QString PagePreviewText::searchTitle() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::title), m_page.title, m_page.name});
}

QString PagePreviewText::searchDescription() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::description), meta(&Net::PageMetadata::ogDescription)});
}

QString PagePreviewText::url() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::canonicalUrl), meta(&Net::PageMetadata::ogUrl)});
}

QString PagePreviewText::host() const
{
    const QUrl parsed(url());
    return parsed.host();
}

QString PagePreviewText::breadcrumb() const
{
    const QUrl parsed(url());
    if (!parsed.isValid() || parsed.host().isEmpty())
        return url();
    QStringList parts{parsed.host()};
    const QStringList segments = parsed.path().split(u'/', Qt::SkipEmptyParts);
    for (const QString &segment : segments)
        parts.append(segment);
    return parts.join(QStringLiteral(" › "));
}

QString PagePreviewText::openGraphTitle() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::ogTitle), searchTitle()});
}

QString PagePreviewText::openGraphDescription() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::ogDescription), meta(&Net::PageMetadata::description)});
}

QString PagePreviewText::openGraphSiteName() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::ogSiteName), host()});
}

QString PagePreviewText::openGraphImageUrl() const
{
    return meta(&Net::PageMetadata::ogImageUrl).trimmed();
}

QString PagePreviewText::openGraphImageAlt() const
{
    return meta(&Net::PageMetadata::ogImageAlt).trimmed();
}

QString PagePreviewText::twitterTitle() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::twitterTitle), openGraphTitle()});
}

QString PagePreviewText::twitterDescription() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::twitterDescription), openGraphDescription()});
}

QString PagePreviewText::twitterImageUrl() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::twitterImageUrl), openGraphImageUrl()});
}

QString PagePreviewText::twitterImageAlt() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::twitterImageAlt), openGraphImageAlt()});
}

QString PagePreviewText::twitterSite() const
{
    return firstNonEmpty({meta(&Net::PageMetadata::twitterSite), host()});
}

bool PagePreviewText::twitterLargeImage() const
{
    return meta(&Net::PageMetadata::twitterCard).trimmed() == QLatin1StringView("summary_large_image");
}

} // namespace Audience::Ui
