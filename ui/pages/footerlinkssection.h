#pragma once

#include "ui/common/detailsection.h"

#include <QList>

class QLabel;

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Ui {

// The page footer's link groups, side by side as a footer shows them (up to three in a row, fewer
// when the pane is too narrow for them), each link with its address.
class FooterLinksSection : public DetailSection
{
    Q_OBJECT
public:
    explicit FooterLinksSection(QWidget *parent = nullptr);

    void setPage(const Net::Page &page);
    int groupCount() const { return m_count; }
    int columnCount() const { return m_columns; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // Puts the groups in as many columns as `width` holds (at least one, at most three).
    void arrangeGroups(int width);

    QWidget *m_groups = nullptr;
    QList<QLabel *> m_labels;
    int m_count = 0;
    int m_columns = 0;
};

} // namespace Audience::Ui
