#include "models/store/storeerror.h"

#include <QSqlError>

namespace Audience::Models {

StoreError::Kind StoreError::kindOfCode(int sqliteCode)
{
    // An extended code keeps its primary code in the low byte (SQLITE_BUSY_SNAPSHOT is 5 | 2 << 8).
    switch (sqliteCode & 0xff) {
    case 0:
        return Kind::None;
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return Kind::Busy;
    case 13: // SQLITE_FULL
        return Kind::Full;
    case 8: // SQLITE_READONLY
        return Kind::ReadOnly;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return Kind::Damaged;
    default: // SQLITE_IOERR (10) and the rest: the disk could not be written, cause unknown
        return Kind::Other;
    }
}

StoreError StoreError::fromSqlError(const QSqlError &error)
{
    if (error.type() == QSqlError::NoError)
        return {};
    bool isNumber = false;
    const int code = error.nativeErrorCode().toInt(&isNumber);
    const Kind kind = isNumber ? kindOfCode(code) : Kind::Other;
    // A failure without a code (a statement that did not prepare) is still a failure.
    return {kind == Kind::None ? Kind::Other : kind, error.text(), error};
}

StoreError StoreError::refused(const QString &detail)
{
    return {Kind::None, detail, {}};
}

QString StoreError::cause() const
{
    switch (kind) {
    case Kind::Busy:
        return tr("the profile's store is busy: another program is holding it");
    case Kind::Full:
        return tr("the disk holding the profile is full");
    case Kind::ReadOnly:
        return tr("the profile's store is read-only");
    case Kind::Damaged:
        return tr("the profile's store is damaged");
    case Kind::None: // refused without a statement failing (a transaction undone): still said
    case Kind::Other:
        break;
    }
    return tr("the profile's store could not be written");
}

QString StoreError::notSentText() const
{
    //: %1 is a cause such as "the disk holding the profile is full"
    return tr("Not sent: %1.").arg(cause());
}

QString StoreError::notRecordedText() const
{
    switch (kind) {
    case Kind::Full:
        return tr("The profile's disk is full, so this console has not recorded it yet.");
    case Kind::Busy:
        return tr("Another program is holding the profile's store, so this console has not recorded it yet.");
    case Kind::ReadOnly:
        return tr("The profile's store is read-only, so this console has not recorded it yet.");
    case Kind::Damaged:
        return tr("The profile's store is damaged, so this console has not recorded it yet.");
    case Kind::None:
    case Kind::Other:
        break;
    }
    return tr("The profile's store could not be written, so this console has not recorded it yet.");
}

} // namespace Audience::Models
