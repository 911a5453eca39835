#pragma once

#include "models/activity/journalfilter.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QLineEdit;
class QTimer;

namespace Audience::Ui {

// The Activity place's filters, in two rows: a search over the whole entry, then the outcome, the
// area, a page or audience, and the days (any time, today, the last 7 or 30 days, or from–to).
// Typing waits a moment before the filter changes (the journal is searched in SQL on each change);
// choosing applies at once.
class ActivityFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit ActivityFilterBar(QWidget *parent = nullptr);

    Models::JournalFilter filter() const;
    // Shows `filter` (the days as a custom range) without waiting; emits filterChanged().
    void setFilter(const Models::JournalFilter &filter);
    void clear();

    QLineEdit *searchEdit() const { return m_search; }
    QComboBox *outcomeBox() const { return m_outcome; }
    QComboBox *areaBox() const { return m_area; }
    QLineEdit *placeEdit() const { return m_place; }
    QComboBox *daysBox() const { return m_days; }
    QDateEdit *fromEdit() const { return m_from; }
    QDateEdit *toEdit() const { return m_to; }

    // How long typing waits before the filter changes (tests set 0).
    void setTypingDelay(int ms);

signals:
    void filterChanged(const Audience::Models::JournalFilter &filter);

private:
    enum Days { AnyTime, Today, Last7Days, Last30Days, Between };
    QWidget *makeSecondRow();
    void emitNow();
    void updateDateEdits();

    QLineEdit *m_search = nullptr;
    QComboBox *m_outcome = nullptr;
    QComboBox *m_area = nullptr;
    QLineEdit *m_place = nullptr;
    QComboBox *m_days = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QTimer *m_typing = nullptr;
    bool m_setting = false;
};

} // namespace Audience::Ui
