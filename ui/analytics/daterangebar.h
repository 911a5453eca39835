#pragma once

#include "models/analytics/analyticsrange.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QLabel;
class QToolButton;

namespace Audience::Ui {

// Chooses the days an analytics screen covers: a preset (last 7, 30, 90 days, this month, last
// month, all time) or a custom range from two date pickers, the range in words, and buttons that
// step to the previous or next period of the same length (the view maps Alt+Left/Right to them).
class DateRangeBar : public QWidget
{
    Q_OBJECT
public:
    explicit DateRangeBar(QWidget *parent = nullptr);

    Models::DateRange range() const { return m_range; }
    // Shows `range` (choosing its preset when it is one) without emitting rangeChanged.
    void setRange(const Models::DateRange &range);
    void choosePreset(Models::DateRange::Preset preset);
    // One period back (-1) or forward (+1); nothing for all time.
    void step(int direction);
    // "Today" for the presets (tests fix it); the user's date by default.
    void setToday(QDate today);
    QDate today() const;

signals:
    void rangeChanged(const Models::DateRange &range);

private:
    void apply(const Models::DateRange &range, bool notify);
    void onPresetActivated(int index);
    void onDatesEdited();

    QComboBox *m_presets = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QLabel *m_words = nullptr;
    Models::DateRange m_range;
    QDate m_today;
    bool m_updating = false;
};

} // namespace Audience::Ui
