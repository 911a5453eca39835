#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace Audience::Ui {

// One stop in the window's history: a place ("pages", "audiences") and, optionally, the item that
// was open there (a page ID, "pageId/audienceId"), so going back returns to what was on screen.
struct Location
{
    QString place;
    QString item;

    bool isValid() const { return !place.isEmpty(); }
    friend bool operator==(const Location &, const Location &) = default;
};

// The back/forward list of places visited, as in a web browser: visiting drops what was ahead,
// going back and forward moves a cursor. It knows no widget; the main window asks it where to go.
class NavigationHistory : public QObject
{
    Q_OBJECT
public:
    explicit NavigationHistory(QObject *parent = nullptr);

    // The oldest entries are dropped beyond this many.
    static constexpr int maximumEntries = 100;

    // A new stop. Visiting where we already are changes nothing; anything ahead is forgotten.
    void visit(const Location &location);
    // The item open at the current stop changed (a row was selected): remember it in place, so
    // back/forward return to it, without making a new stop.
    void updateCurrentItem(const QString &item);

    bool canGoBack() const { return m_index > 0; }
    bool canGoForward() const { return m_index >= 0 && m_index + 1 < m_entries.size(); }
    // Moves the cursor and returns the stop to show; std::nullopt at either end.
    std::optional<Location> back();
    std::optional<Location> forward();

    // The current stop (invalid before the first visit).
    Location current() const;
    int size() const { return int(m_entries.size()); }
    int currentIndex() const { return m_index; }
    void clear();

signals:
    // Any change of the entries or of the cursor: update the Back/Forward actions.
    void changed();

private:
    QList<Location> m_entries;
    int m_index = -1;
};

} // namespace Audience::Ui
