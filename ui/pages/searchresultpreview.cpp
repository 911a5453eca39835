#include "ui/pages/searchresultpreview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

QString cut(const QString &text, int limit)
{
    const QString simplified = text.simplified();
    if (simplified.size() <= limit)
        return simplified;
    // Cut on a word boundary when there is one close by, as engines do.
    qsizetype end = simplified.lastIndexOf(u' ', limit);
    if (end < limit * 2 / 3)
        end = limit;
    return simplified.left(end).trimmed() + QChar(0x2026);
}

} // namespace

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
    m_title->setText(cut(title, titleLimit));
    m_url->setText(breadcrumb.isEmpty() ? tr("(no address: the page sets no canonical URL)") : breadcrumb);
    m_description->setText(description.isEmpty() ? tr("No description: search engines will quote text from the page.")
                                                 : cut(description, descriptionLimit));
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
