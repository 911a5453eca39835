#pragma once

#include "models/workspace/netchanges.h"
#include "net/pagetypes.h"

#include <QWidget>

class QLabel;

namespace Audience::Models {
class ShareImageLoader;
} // namespace Audience::Models

namespace Audience::Ui {

class SearchResultPreview;
class SocialCardPreview;

// The page as searchers and people sharing it meet it, live now and after publishing, side by side:
// the Google result, the shared link (Open Graph) and the X card of each. Only what the draft
// changes differs between the two (title, description, keywords); the rest is the page's
// metadata. The share image loads when the previews are shown (through the session's loader) and
// is checked against Facebook's guidance once its size is known.
class PreviewComparison : public QWidget
{
    Q_OBJECT
public:
    enum Side { Live = 0, After = 1 };

    // The loader is not owned; null shows placeholders only.
    explicit PreviewComparison(Models::ShareImageLoader *loader, QWidget *parent = nullptr);

    void setDraft(const Net::Page &page, const QList<Models::FieldNetChange> &rows);
    // The page with the title, description and keywords of one side.
    static Net::Page pageOn(Side side, Net::Page page, const QList<Models::FieldNetChange> &rows);

    SearchResultPreview *search(Side side) const { return m_columns[side].search; }
    SocialCardPreview *openGraph(Side side) const { return m_columns[side].openGraph; }
    SocialCardPreview *twitter(Side side) const { return m_columns[side].twitter; }
    QString imageHints() const;

private:
    struct Column
    {
        SearchResultPreview *search = nullptr;
        SocialCardPreview *openGraph = nullptr;
        SocialCardPreview *twitter = nullptr;
    };
    QWidget *makeColumn(Side side, const QString &caption);
    void showPage(Side side, const Net::Page &page);
    void updateImageHints();

    Models::ShareImageLoader *m_loader;
    Column m_columns[2];
    QString m_imageUrl;
    QLabel *m_imageHints = nullptr;
};

} // namespace Audience::Ui
