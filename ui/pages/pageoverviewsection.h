#pragma once

#include <QWidget>

class QLabel;

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Ui {

class ElidedLabel;
class FieldForm;
class StatusBadge;

// The top of a page's detail pane: its title and name, status and type, and the overview fields
// (context, brand, audiences, dates).
class PageOverviewSection : public QWidget
{
    Q_OBJECT
public:
    explicit PageOverviewSection(QWidget *parent = nullptr);

    void setPage(const Net::Page &page);

    QString shownTitle() const;
    FieldForm *fields() const { return m_fields; }

signals:
    // The "Analytics" button: the page's analytics in the Analytics place.
    void analyticsRequested();

private:
    QLabel *m_title = nullptr;
    ElidedLabel *m_name = nullptr;
    StatusBadge *m_status = nullptr;
    StatusBadge *m_type = nullptr;
    FieldForm *m_fields = nullptr;
};

} // namespace Audience::Ui
