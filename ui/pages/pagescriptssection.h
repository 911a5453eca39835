#pragma once

#include "ui/common/detailsection.h"

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Ui {

// The scripts injected into the page: name, whether enabled, where they go, what they are for,
// and their code (read-only).
class PageScriptsSection : public DetailSection
{
    Q_OBJECT
public:
    explicit PageScriptsSection(QWidget *parent = nullptr);

    void setPage(const Net::Page &page);
    int scriptCount() const { return m_count; }

private:
    QWidget *m_scripts = nullptr;
    int m_count = 0;
};

} // namespace Audience::Ui
