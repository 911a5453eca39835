#include "ui/activity/activityfilterbar.h"

#include "models/activity/journalwords.h"

#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::ActivityOutcome;

ActivityFilterBar::ActivityFilterBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("activityFilterBar"));
    m_typing = new QTimer(this);
    m_typing->setSingleShot(true);
    m_typing->setInterval(250);
    connect(m_typing, &QTimer::timeout, this, &ActivityFilterBar::emitNow);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("activitySearchEdit"));
    m_search->setPlaceholderText(tr("Search names, IDs, keys, bodies and errors…"));
    m_search->setAccessibleName(tr("Search the activity"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_search);
    layout->addWidget(makeSecondRow());
    updateDateEdits();
}

QWidget *ActivityFilterBar::makeSecondRow()
{
    auto *row = new QWidget(this);
    m_outcome = new QComboBox(row);
    m_outcome->setObjectName(QStringLiteral("activityOutcomeBox"));
    m_outcome->setAccessibleName(tr("Outcome"));
    m_outcome->addItem(tr("Any outcome"), -1);
    for (ActivityOutcome outcome : {ActivityOutcome::NotConfirmed, ActivityOutcome::Failed, ActivityOutcome::Done,
                                    ActivityOutcome::InProgress, ActivityOutcome::Discarded}) {
        m_outcome->addItem(QStringLiteral("%1 %2").arg(Models::JournalWords::outcomeSymbol(outcome),
                                                      Models::JournalWords::outcomeWord(outcome)),
                           int(outcome));
    }
    m_area = new QComboBox(row);
    m_area->setObjectName(QStringLiteral("activityAreaBox"));
    m_area->setAccessibleName(tr("Area"));
    m_area->addItem(tr("Every area"), QString());
    for (const QString &area : Models::JournalWords::knownAreas())
        m_area->addItem(Models::JournalWords::areaName(area), area);
    m_place = new QLineEdit(row);
    m_place->setObjectName(QStringLiteral("activityPlaceEdit"));
    m_place->setPlaceholderText(tr("Page or audience…"));
    m_place->setAccessibleName(tr("Page or audience"));
    m_place->setToolTip(tr("Part of a page's or audience's ID, or of the audience's name"));
    m_place->setClearButtonEnabled(true);
    m_days = new QComboBox(row);
    m_days->setObjectName(QStringLiteral("activityDaysBox"));
    m_days->setAccessibleName(tr("Days"));
    m_days->addItem(tr("Any time"), AnyTime);
    m_days->addItem(tr("Today"), Today);
    m_days->addItem(tr("Last 7 days"), Last7Days);
    m_days->addItem(tr("Last 30 days"), Last30Days);
    m_days->addItem(tr("Between…"), Between);
    const QDate today = QDate::currentDate();
    m_from = new QDateEdit(today.addDays(-7), row);
    m_from->setObjectName(QStringLiteral("activityFromEdit"));
    m_from->setAccessibleName(tr("From"));
    m_from->setCalendarPopup(true);
    m_to = new QDateEdit(today, row);
    m_to->setObjectName(QStringLiteral("activityToEdit"));
    m_to->setAccessibleName(tr("To"));
    m_to->setCalendarPopup(true);

    connect(m_outcome, &QComboBox::currentIndexChanged, this, &ActivityFilterBar::emitNow);
    connect(m_area, &QComboBox::currentIndexChanged, this, &ActivityFilterBar::emitNow);
    connect(m_place, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_days, &QComboBox::currentIndexChanged, this, [this] {
        updateDateEdits();
        emitNow();
    });
    connect(m_from, &QDateEdit::dateChanged, this, &ActivityFilterBar::emitNow);
    connect(m_to, &QDateEdit::dateChanged, this, &ActivityFilterBar::emitNow);

    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_outcome);
    layout->addWidget(m_area);
    layout->addWidget(m_place, 1);
    layout->addWidget(m_days);
    layout->addWidget(m_from);
    layout->addWidget(m_to);
    return row;
}

void ActivityFilterBar::setTypingDelay(int ms)
{
    m_typing->setInterval(ms);
}

void ActivityFilterBar::updateDateEdits()
{
    const bool between = m_days->currentData().toInt() == Between;
    m_from->setVisible(between);
    m_to->setVisible(between);
}

Models::JournalFilter ActivityFilterBar::filter() const
{
    Models::JournalFilter filter;
    const int outcome = m_outcome->currentData().toInt();
    if (outcome >= 0)
        filter.outcome = ActivityOutcome(outcome);
    filter.area = m_area->currentData().toString();
    filter.pageOrAudience = m_place->text().trimmed();
    filter.search = m_search->text().trimmed();
    const QDate today = QDate::currentDate();
    switch (m_days->currentData().toInt()) {
    case Today:
        filter.from = today;
        break;
    case Last7Days:
        filter.from = today.addDays(-6);
        break;
    case Last30Days:
        filter.from = today.addDays(-29);
        break;
    case Between:
        filter.from = qMin(m_from->date(), m_to->date());
        filter.to = qMax(m_from->date(), m_to->date());
        break;
    default:
        break;
    }
    return filter;
}

void ActivityFilterBar::setFilter(const Models::JournalFilter &filter)
{
    {
        m_setting = true;
        const QSignalBlocker blockOutcome(m_outcome), blockArea(m_area), blockDays(m_days), blockFrom(m_from), blockTo(m_to);
        m_outcome->setCurrentIndex(qMax(0, m_outcome->findData(filter.outcome ? int(*filter.outcome) : -1)));
        m_area->setCurrentIndex(qMax(0, m_area->findData(filter.area)));
        m_place->setText(filter.pageOrAudience);
        m_search->setText(filter.search);
        const bool days = filter.from.isValid() || filter.to.isValid();
        m_days->setCurrentIndex(m_days->findData(days ? Between : AnyTime));
        if (days) {
            m_from->setDate(filter.from.isValid() ? filter.from : m_from->minimumDate());
            m_to->setDate(filter.to.isValid() ? filter.to : QDate::currentDate());
        }
        m_setting = false;
    }
    updateDateEdits();
    emitNow();
}

void ActivityFilterBar::clear()
{
    setFilter({});
}

void ActivityFilterBar::emitNow()
{
    if (m_setting)
        return;
    m_typing->stop();
    emit filterChanged(filter());
}

} // namespace Audience::Ui
