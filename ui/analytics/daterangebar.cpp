#include "ui/analytics/daterangebar.h"

#include "ui/common/flowlayout.h"

#include "ui/common/symbolicons.h"

#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimeZone>
#include <QToolButton>

namespace Audience::Ui {

using Models::DateRange;
using Preset = DateRange::Preset;

namespace {

const QList<Preset> presetOrder{Preset::Last7Days, Preset::Last30Days, Preset::Last90Days, Preset::ThisMonth,
                                Preset::LastMonth, Preset::AllTime, Preset::Custom};

} // namespace

DateRangeBar::DateRangeBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("dateRangeBar"));
    m_presets = new QComboBox(this);
    m_presets->setObjectName(QStringLiteral("rangePresetCombo"));
    m_presets->setAccessibleName(tr("Date range"));
    for (const Preset preset : presetOrder)
        m_presets->addItem(DateRange::presetName(preset), int(preset));
    connect(m_presets, &QComboBox::activated, this, &DateRangeBar::onPresetActivated);

    const auto dateEdit = [this](const QString &name, const QString &accessible) {
        auto *edit = new QDateEdit(this);
        edit->setObjectName(name);
        edit->setAccessibleName(accessible);
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
        connect(edit, &QDateEdit::editingFinished, this, &DateRangeBar::onDatesEdited);
        return edit;
    };
    m_from = dateEdit(QStringLiteral("rangeFromEdit"), tr("First day"));
    m_to = dateEdit(QStringLiteral("rangeToEdit"), tr("Last day"));
    auto *dash = new QLabel(QStringLiteral("–"), this);

    m_previous = new QToolButton(this);
    m_previous->setObjectName(QStringLiteral("previousPeriodButton"));
    m_previous->setIcon(symbolIcon(Symbol::Back));
    m_previous->setAccessibleName(tr("Previous period"));
    m_previous->setToolTip(tr("The period of the same length before this one (Alt+Left)"));
    connect(m_previous, &QToolButton::clicked, this, [this] { step(-1); });
    m_next = new QToolButton(this);
    m_next->setObjectName(QStringLiteral("nextPeriodButton"));
    m_next->setIcon(symbolIcon(Symbol::Forward));
    m_next->setAccessibleName(tr("Next period"));
    m_next->setToolTip(tr("The period of the same length after this one (Alt+Right)"));
    connect(m_next, &QToolButton::clicked, this, [this] { step(1); });

    m_words = new QLabel(this);
    m_words->setObjectName(QStringLiteral("rangeWords"));
    m_words->setWordWrap(true); // "31 Oct – 29 Nov 2026 (30 days)" on two lines in a narrow window
    // The service counts in UTC instants; the console asks for whole days of the user's calendar.
    const QString zone = QString::fromUtf8(QTimeZone::systemTimeZoneId());
    m_words->setToolTip(tr("Whole days in your time zone (%1), from the first day's midnight to the end of the "
                           "last day, sent to the service in UTC.")
                            .arg(zone));
    m_presets->setToolTip(m_words->toolTip());

    // On two lines in a narrow window: never wider than it.
    auto *layout = new FlowLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_presets, false);
    layout->addWidget(m_previous, false);
    layout->addWidget(m_from, false);
    layout->addWidget(dash, false);
    layout->addWidget(m_to, false);
    layout->addWidget(m_next, false);
    layout->addWidget(m_words, true);
    // Tab in the order they are laid out (the buttons were made after the date edits).
    setTabOrder(m_presets, m_previous);
    setTabOrder(m_previous, m_from);
    setTabOrder(m_from, m_to);
    setTabOrder(m_to, m_next);
    choosePreset(Preset::Last30Days);
}

QDate DateRangeBar::today() const
{
    return m_today.isValid() ? m_today : QDate::currentDate();
}

void DateRangeBar::setToday(QDate today)
{
    m_today = today;
}

void DateRangeBar::setRange(const DateRange &range)
{
    apply(range, false);
}

void DateRangeBar::choosePreset(Preset preset)
{
    if (preset == Preset::Custom)
        return;
    apply(DateRange::forPreset(preset, today()), true);
}

void DateRangeBar::step(int direction)
{
    if (m_range.isAllTime())
        return;
    apply(m_range.stepped(direction), true);
}

void DateRangeBar::onPresetActivated(int index)
{
    const auto preset = Preset(m_presets->itemData(index).toInt());
    if (preset == Preset::Custom) {
        // Custom starts from what is shown (all time has no days: the last 30 then).
        m_from->setFocus(Qt::OtherFocusReason);
        if (m_range.isAllTime())
            apply(DateRange::forPreset(Preset::Last30Days, today()), true);
        return;
    }
    choosePreset(preset);
}

void DateRangeBar::onDatesEdited()
{
    if (m_updating)
        return;
    DateRange range{m_from->date(), m_to->date()};
    if (range.first > range.last) // the user moved one end past the other: keep them in order
        std::swap(range.first, range.last);
    if (range != m_range)
        apply(range, true);
}

void DateRangeBar::apply(const DateRange &range, bool notify)
{
    if (!range.isValid())
        return;
    const bool changed = range != m_range;
    m_range = range;
    m_updating = true;
    const Preset preset = range.presetOn(today());
    m_presets->setCurrentIndex(int(presetOrder.indexOf(preset)));
    const bool bounded = !range.isAllTime();
    m_from->setEnabled(bounded);
    m_to->setEnabled(bounded);
    if (bounded) {
        m_from->setDate(range.first);
        m_to->setDate(range.last);
    }
    m_previous->setEnabled(bounded);
    m_next->setEnabled(bounded);
    m_words->setText(range.describe());
    m_updating = false;
    if (notify && changed)
        emit rangeChanged(range);
}

} // namespace Audience::Ui
