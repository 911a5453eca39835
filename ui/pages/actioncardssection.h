#pragma once

#include "ui/common/detailsection.h"

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Ui {

// The page's action-card widgets ("Trusted by" logo strips…): each card's title and type, and its
// logos as tiles with their alt text and address (pictures are not fetched).
class ActionCardsSection : public DetailSection
{
    Q_OBJECT
public:
    explicit ActionCardsSection(QWidget *parent = nullptr);

    void setPage(const Net::Page &page);
    int cardCount() const { return m_count; }
    int logoCount() const { return m_logos; }

private:
    QWidget *m_cards = nullptr;
    int m_count = 0;
    int m_logos = 0;
};

} // namespace Audience::Ui
