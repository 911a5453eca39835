#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Audience::Models {

class Connection;

// One thing the quick search (Ctrl+K) can open.
struct QuickSearchEntry
{
    QString place;  // a Models::PlaceId
    QString item;   // the ID to open there
    QString text;   // what the user recognises (a title, a name)
    QString detail; // a second line (the page an audience belongs to, a page's name)
};

// What the quick search searches: everything this connection has loaded so far (the pages' rows,
// every audience a search has shown). Built when asked, so it is always current and never sends a
// request.
class QuickSearchIndex
{
    Q_DECLARE_TR_FUNCTIONS(QuickSearchIndex)
public:
    explicit QuickSearchIndex(const Connection &connection)
        : m_connection(connection)
    {
    }

    QList<QuickSearchEntry> entries() const;

private:
    const Connection &m_connection;
};

} // namespace Audience::Models
