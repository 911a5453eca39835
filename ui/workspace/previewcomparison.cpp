#include "ui/workspace/previewcomparison.h"

#include "models/workspace/publishchecks.h"
#include "models/workspace/shareimageloader.h"
#include "ui/common/imageplaceholder.h"
#include "ui/common/pagepreviewtext.h"
#include "ui/common/searchresultpreview.h"
#include "ui/common/shareimagebinding.h"
#include "ui/common/socialcardpreview.h"

#include <QGridLayout>
#include <QLabel>
#include <QUrl>
#include <QVBoxLayout>

namespace Audience::Ui {

PreviewComparison::PreviewComparison(Models::ShareImageLoader *loader, QWidget *parent)
    : QWidget(parent)
    , m_loader(loader)
{
    setObjectName(QStringLiteral("previewComparison"));
    auto *columns = new QGridLayout;
    columns->setHorizontalSpacing(14);
    columns->addWidget(makeColumn(Live, tr("Live now")), 0, 0, Qt::AlignTop);
    columns->addWidget(makeColumn(After, tr("After publishing")), 0, 1, Qt::AlignTop);
    columns->setColumnStretch(0, 1);
    columns->setColumnStretch(1, 1);
    m_imageHints = new QLabel(this);
    m_imageHints->setObjectName(QStringLiteral("imageHints"));
    m_imageHints->setWordWrap(true);
    m_imageHints->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(columns);
    layout->addWidget(m_imageHints);
    if (m_loader)
        connect(m_loader, &Models::ShareImageLoader::finished, this, &PreviewComparison::updateImageHints);
}

QWidget *PreviewComparison::makeColumn(Side side, const QString &caption)
{
    auto *column = new QWidget(this);
    column->setObjectName(side == Live ? QStringLiteral("livePreviews") : QStringLiteral("afterPreviews"));
    Column &parts = m_columns[side];
    parts.search = new SearchResultPreview(column);
    parts.openGraph = new SocialCardPreview(column);
    parts.openGraph->setObjectName(QStringLiteral("openGraphPreview"));
    parts.twitter = new SocialCardPreview(column);
    parts.twitter->setObjectName(QStringLiteral("twitterPreview"));
    ShareImageBinding::bind(parts.openGraph->image(), m_loader);
    ShareImageBinding::bind(parts.twitter->image(), m_loader);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    auto *heading = new QLabel(QStringLiteral("<b>%1</b>").arg(caption.toHtmlEscaped()), column);
    layout->addWidget(heading);
    const auto addCaptioned = [&](const QString &text, QWidget *preview) {
        auto *label = new QLabel(text, column);
        label->setEnabled(false); // a caption, in the muted colour
        layout->addWidget(label);
        layout->addWidget(preview);
    };
    addCaptioned(tr("Google result"), parts.search);
    addCaptioned(tr("Shared link (LinkedIn, Facebook)"), parts.openGraph);
    addCaptioned(tr("X card"), parts.twitter);
    return column;
}

Net::Page PreviewComparison::pageOn(Side side, Net::Page page, const QList<Models::FieldNetChange> &rows)
{
    Net::PageMetadata &meta = page.metadata ? *page.metadata : page.metadata.emplace();
    for (const Models::FieldNetChange &row : rows) {
        const QString &value = side == Live ? row.live : row.after;
        if (row.field == QLatin1StringView("metaTitle"))
            meta.title = value;
        else if (row.field == QLatin1StringView("metaDescription"))
            meta.description = value;
        else if (row.field == QLatin1StringView("metaKeywords"))
            meta.keywords = Models::NetChanges::splitKeywords(value);
    }
    return page;
}

void PreviewComparison::showPage(Side side, const Net::Page &page)
{
    const PagePreviewText text(page);
    Column &parts = m_columns[side];
    parts.search->setResult(text.searchTitle(), text.breadcrumb(), text.searchDescription());
    parts.openGraph->setCard({text.openGraphSiteName(), text.openGraphTitle(), text.openGraphDescription(),
                              text.openGraphImageUrl(), text.openGraphImageAlt(), SocialCardPreview::Layout::LargeImage});
    parts.twitter->setCard({text.twitterSite(), text.twitterTitle(), text.twitterDescription(), text.twitterImageUrl(),
                            text.twitterImageAlt(),
                            text.twitterLargeImage() ? SocialCardPreview::Layout::LargeImage : SocialCardPreview::Layout::Summary,
                            SocialCardPreview::xTitleLimit, SocialCardPreview::xDescriptionLimit});
    if (side == After)
        m_imageUrl = text.openGraphImageUrl();
}

void PreviewComparison::setDraft(const Net::Page &page, const QList<Models::FieldNetChange> &rows)
{
    showPage(Live, pageOn(Live, page, rows));
    showPage(After, pageOn(After, page, rows));
    updateImageHints();
}

void PreviewComparison::updateImageHints()
{
    QStringList hints;
    if (m_imageUrl.isEmpty())
        hints.append(tr("No share image: shared links show no picture."));
    else if (m_loader) {
        const Models::ShareImageLoader::Result result = m_loader->result(QUrl(m_imageUrl));
        if (result.state == Models::ShareImageLoader::Result::State::Loaded) {
            for (const Models::PublishChecks::Finding &finding : Models::PublishChecks::checkImage(result.image.size()))
                hints.append(tr("⚠ %1 %2").arg(finding.found, finding.fix));
        }
    }
    m_imageHints->setText(hints.join(u'\n'));
    m_imageHints->setVisible(!hints.isEmpty());
}

QString PreviewComparison::imageHints() const
{
    return m_imageHints->text();
}

} // namespace Audience::Ui
