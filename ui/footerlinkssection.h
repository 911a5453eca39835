#pragma once

#include "ui/detailsection.h"

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Ui {

// The page footer's link groups, side by side as a footer shows them, each link with its address.
class FooterLinksSection : public DetailSection
{
    Q_OBJECT
public:
    explicit FooterLinksSection(QWidget *parent = nullptr);

    void setPage(const Net::Page &page);
    int groupCount() const { return m_count; }

private:
    QWidget *m_groups = nullptr;
    int m_count = 0;
};

} // namespace Audience::Ui
