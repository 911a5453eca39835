#include "ui/common/searchresultpreview.h"

#include "models/workspace/titlewidth.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Audience::Ui {

SearchResultPreview::SearchResultPreview(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("searchResultPreview"));
    setAccessibleName(tr("Search result preview"));
    setStyleSheet(QStringLiteral(
        "QFrame#searchResultPreview { background: #ffffff; border: 1px solid #dfe1e5; border-radius: 8px; }"
        "QLabel { background: transparent; border: none; }"
        "QLabel#searchTitle { color: #1a0dab; font-size: 18px; }"
        "QLabel#searchUrl { color: #006621; font-size: 13px; }"
        "QLabel#searchDescription { color: #4d5156; font-size: 13px; }"));

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("searchTitle"));
    m_title->setWordWrap(true);
    m_url = new QLabel(this);
    m_url->setObjectName(QStringLiteral("searchUrl"));
    m_url->setWordWrap(true);
    m_description = new QLabel(this);
    m_description->setObjectName(QStringLiteral("searchDescription"));
    m_description->setWordWrap(true);
    for (QLabel *label : {m_title, m_url, m_description}) {
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(3);
    layout->addWidget(m_url);
    layout->addWidget(m_title);
    layout->addWidget(m_description);
}

void SearchResultPreview::setResult(const QString &title, const QString &breadcrumb, const QString &description)
{
    m_title->setText(Models::TitleWidth::elided(title, titlePixels));
    m_url->setText(breadcrumb.isEmpty() ? tr("(no address: the page sets no canonical URL)") : breadcrumb);
    m_description->setText(description.isEmpty() ? tr("No description: search engines will quote text from the page.")
                                                 : Models::TitleWidth::elided(description, descriptionPixels,
                                                                                  Models::TitleWidth::descriptionPixelSize));
}

QString SearchResultPreview::shownTitle() const
{
    return m_title->text();
}

QString SearchResultPreview::shownUrl() const
{
    return m_url->text();
}

QString SearchResultPreview::shownDescription() const
{
    return m_description->text();
}

} // namespace Audience::Ui
