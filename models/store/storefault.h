#pragma once

#include <QCoreApplication>
#include <QSqlError>
#include <QString>

namespace Audience::Models {

// What went wrong with the profile's store, from the SQLite result code a failed statement left
// (QSqlError::nativeErrorCode()): the few ways a user can do something about, told apart.
class StoreFault
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::StoreFault)
public:
    enum class Kind {
        None,
        Locked,     // another console or program holds the lock (SQLITE_BUSY, SQLITE_LOCKED)
        ReadOnly,   // the file or its folder cannot be written (SQLITE_READONLY, SQLITE_PERM)
        Full,       // the disk holding the profile is full (SQLITE_FULL)
        Damaged,    // not a database, or a damaged one (SQLITE_NOTADB, SQLITE_CORRUPT)
        CannotOpen, // the file cannot be opened or made (SQLITE_CANTOPEN)
        Other
    };

    static Kind of(const QSqlError &error);
    // The fault in words, for a sentence that names the store ("…: it is read-only.").
    static QString words(Kind kind, const QSqlError &error);
};

} // namespace Audience::Models
