#pragma once

#include "net/pagetypes.h"

#include <QString>
#include <QUrl>

namespace Audience::Ui {

// What search engines and social networks would most likely show for a page, with the usual
// fallbacks (og:title → <title> → the page's own title…). The previews and their hints share it.
class PagePreviewText
{
public:
    explicit PagePreviewText(const Net::Page &page);

    QString searchTitle() const;
    QString searchDescription() const;
    // canonicalUrl, else og:url; empty when the page names neither.
    QString url() const;
    // "example.com › pricing › demo", the way a result shows its address.
    QString breadcrumb() const;
    QString host() const;

    QString openGraphTitle() const;
    QString openGraphDescription() const;
    QString openGraphSiteName() const;
    QString openGraphImageUrl() const;
    QString openGraphImageAlt() const;

    QString twitterTitle() const;
    QString twitterDescription() const;
    QString twitterImageUrl() const;
    QString twitterImageAlt() const;
    QString twitterSite() const;
    // "summary_large_image" shows a wide image above the text; anything else a square beside it.
    bool twitterLargeImage() const;

    bool hasMetadata() const { return m_page.metadata.has_value(); }

private:
    QString meta(const Net::LooseString Net::PageMetadata::*field) const;

    const Net::Page &m_page;
};

} // namespace Audience::Ui
