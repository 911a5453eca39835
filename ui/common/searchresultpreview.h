#pragma once

#include <QFrame>

class QLabel;

namespace Audience::Ui {

// A page as a search engine would list it: blue title, green address, grey description, cut
// where Google cuts them: the title at 600 px of 20 px Arial, the description at about 920 px of
// 14 px Arial (measured with Liberation Sans, Arial's metrics). Drawn in a search engine's own
// colours whatever the theme.
class SearchResultPreview : public QFrame
{
    Q_OBJECT
public:
    explicit SearchResultPreview(QWidget *parent = nullptr);

    // Engines cut titles near 60 characters and descriptions near 160 (the page's hints count
    // characters); the preview itself cuts in pixels.
    static constexpr int titleLimit = 60;
    static constexpr int descriptionLimit = 160;
    static constexpr int titlePixels = 600;
    static constexpr int descriptionPixels = 920;

    void setResult(const QString &title, const QString &breadcrumb, const QString &description);

    QString shownTitle() const;
    QString shownUrl() const;
    QString shownDescription() const;

private:
    QLabel *m_title = nullptr;
    QLabel *m_url = nullptr;
    QLabel *m_description = nullptr;
};

} // namespace Audience::Ui
