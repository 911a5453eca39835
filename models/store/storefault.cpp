#include "models/store/storefault.h"

namespace Audience::Models {

StoreFault::Kind StoreFault::of(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError)
        return Kind::None;
    bool isNumber = false;
    // The primary code is the low byte: an extended code (SQLITE_BUSY_SNAPSHOT…) names a variant.
    const int code = error.nativeErrorCode().toInt(&isNumber) & 0xff;
    if (!isNumber)
        return Kind::Other;
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return Kind::Locked;
    case 3: // SQLITE_PERM
    case 8: // SQLITE_READONLY
        return Kind::ReadOnly;
    case 13: // SQLITE_FULL
        return Kind::Full;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return Kind::Damaged;
    case 14: // SQLITE_CANTOPEN
        return Kind::CannotOpen;
    default:
        return Kind::Other;
    }
}

QString StoreFault::words(Kind kind, const QSqlError &error)
{
    switch (kind) {
    case Kind::Locked:
        return tr("it is locked by another console or program; close it and open the profile again");
    case Kind::ReadOnly:
        return tr("it is read-only: the console can neither keep what it learns nor journal its writes; make the "
                  "store's files (the file and those beside it whose names begin with it) and its folder writable, "
                  "then open the profile again");
    case Kind::Full:
        return tr("the disk holding the profile is full");
    case Kind::Damaged:
        return tr("it is damaged (%1)").arg(error.text());
    case Kind::CannotOpen:
        return tr("it cannot be opened or made: check that its folder exists and can be written (%1)").arg(error.text());
    case Kind::None:
    case Kind::Other:
        break;
    }
    return error.text();
}

} // namespace Audience::Models
