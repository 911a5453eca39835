#pragma once

#include "ui/common/detailsection.h"

class QLabel;
class QToolButton;

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Ui {

class FieldForm;
class SearchResultPreview;
class SocialCardPreview;

// "Search and social": the page's SEO, Open Graph and Twitter metadata as people will meet it (a
// search result, a shared link on a social network, a tweet), with hints on what is missing or too
// long, and every metadata field on request.
class PagePreviewsSection : public DetailSection
{
    Q_OBJECT
public:
    explicit PagePreviewsSection(QWidget *parent = nullptr);

    void setPage(const Net::Page &page);

    SearchResultPreview *searchPreview() const { return m_search; }
    SocialCardPreview *openGraphPreview() const { return m_openGraph; }
    SocialCardPreview *twitterPreview() const { return m_twitter; }
    FieldForm *allFields() const { return m_fields; }
    QString hints() const;

private:
    SearchResultPreview *m_search = nullptr;
    SocialCardPreview *m_openGraph = nullptr;
    SocialCardPreview *m_twitter = nullptr;
    QLabel *m_openGraphCaption = nullptr;
    QLabel *m_twitterCaption = nullptr;
    QLabel *m_hints = nullptr;
    QToolButton *m_fieldsToggle = nullptr;
    FieldForm *m_fields = nullptr;
};

} // namespace Audience::Ui
