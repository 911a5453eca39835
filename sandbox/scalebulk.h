#pragma once

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>

namespace Sandbox {

// The set-based part of --seed scale:N: rows that follow a formula are produced by SQLite itself
// (INSERT … SELECT over a recursive counter) instead of being bound one by one through Qt, which is
// several times faster for millions of rows. Chance comes from integer hashes of the row number, so
// the result is as deterministic as the rest of the seed. Written here:
// - the audiences without edits (see ScaleWorld::hasEdits) and their published version 1,
// - 10 sessions per page over the 90 days before the anchor,
// - 2 page links per page.
// Everything else of the scale world (pages, edited audiences, people, topics, webhooks) is written
// row by row by ScaleWorld; both use the same formulas for names and times.
class ScaleBulk
{
public:
    ScaleBulk(QSqlDatabase db, const QDateTime &anchor, int pages);

    bool writeQuietAudiences();
    bool writeSessions(int sessionsPerPage);
    bool writePageLinks(const QString &fallbackDomainId, const QString &customDomainId);

    QString error() const { return m_error; }
    qint64 rowsWritten() const { return m_rows; }

    // Milliseconds since the epoch of the first page's creation and the spacing of the pages; page p
    // (1-based) was created at firstPageMs + pageSpacingMs * p.
    qint64 firstPageMs() const;
    qint64 pageSpacingMs() const;

private:
    bool createLookups();
    bool run(const QString &statement);

    QSqlDatabase m_db;
    qint64 m_anchorMs;
    int m_pages;
    bool m_lookups = false;
    QString m_error;
    qint64 m_rows = 0;
};

} // namespace Sandbox
