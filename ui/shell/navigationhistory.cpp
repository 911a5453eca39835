#include "ui/shell/navigationhistory.h"

namespace Audience::Ui {

NavigationHistory::NavigationHistory(QObject *parent)
    : QObject(parent)
{
}

void NavigationHistory::visit(const Location &location)
{
    if (!location.isValid() || current() == location)
        return;
    if (m_index >= 0 && m_entries.at(m_index).place == location.place && m_entries.at(m_index).item.isEmpty()) {
        // Arriving in a place and then opening an item there is one step, not two.
        m_entries.resize(m_index + 1);
        m_entries[m_index] = location;
        emit changed();
        return;
    }
    m_entries.resize(m_index + 1);
    m_entries.append(location);
    while (m_entries.size() > maximumEntries)
        m_entries.removeFirst();
    m_index = int(m_entries.size()) - 1;
    emit changed();
}

void NavigationHistory::updateCurrentItem(const QString &item)
{
    if (m_index < 0 || m_entries.at(m_index).item == item)
        return;
    m_entries[m_index].item = item;
    emit changed();
}

std::optional<Location> NavigationHistory::back()
{
    if (!canGoBack())
        return std::nullopt;
    --m_index;
    emit changed();
    return m_entries.at(m_index);
}

std::optional<Location> NavigationHistory::forward()
{
    if (!canGoForward())
        return std::nullopt;
    ++m_index;
    emit changed();
    return m_entries.at(m_index);
}

Location NavigationHistory::current() const
{
    return m_index >= 0 ? m_entries.at(m_index) : Location{};
}

void NavigationHistory::clear()
{
    if (m_entries.isEmpty())
        return;
    m_entries.clear();
    m_index = -1;
    emit changed();
}

} // namespace Audience::Ui
