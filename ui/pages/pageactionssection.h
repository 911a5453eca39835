#pragma once

#include "ui/common/detailsection.h"

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Ui {

// The page's calls to action, in their order: button title, type, purpose and target, with the
// header action marked.
class PageActionsSection : public DetailSection
{
    Q_OBJECT
public:
    explicit PageActionsSection(QWidget *parent = nullptr);

    void setPage(const Net::Page &page);
    int actionCount() const { return m_count; }

private:
    QWidget *m_list = nullptr;
    int m_count = 0;
};

} // namespace Audience::Ui
