#include "smalldisk.h"

#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>

#include <sqlite3.h>

#include <mutex>

namespace Audience::Testing {

namespace {

// SQLite's VFS is the process's (sqlite3_vfs_register), so the disk it models is too: the folder
// and capacity of the SmallDisk alive, read by any thread a connection writes from.
struct DiskState
{
    QMutex mutex;
    QString folder;                   // with a trailing '/'; empty: no SmallDisk
    std::atomic<qint64> capacity{-1}; // bytes; -1: room
    std::atomic<int> refusals{0};
};

DiskState &disk()
{
    static DiskState state;
    return state;
}

sqlite3_vfs *platformVfs = nullptr;

qint64 folderBytes(const QString &folder)
{
    qint64 bytes = 0;
    const QFileInfoList files = QDir(folder).entryInfoList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo &file : files)
        bytes += file.size();
    return bytes;
}

// A file opened through the VFS: the platform's file follows it in the same allocation.
struct DiskFile
{
    sqlite3_file base;
    sqlite3_file *real;
    bool onDisk; // in the folder of the SmallDisk
};

sqlite3_file *realOf(sqlite3_file *file)
{
    return reinterpret_cast<DiskFile *>(file)->real;
}

// False when growing the file to `newSize` bytes does not fit on the disk.
bool fits(sqlite3_file *file, sqlite3_int64 newSize)
{
    auto *diskFile = reinterpret_cast<DiskFile *>(file);
    DiskState &state = disk();
    const qint64 capacity = state.capacity.load();
    if (!diskFile->onDisk || capacity < 0)
        return true;
    sqlite3_int64 size = 0;
    if (diskFile->real->pMethods->xFileSize(diskFile->real, &size) != SQLITE_OK)
        return true;
    if (newSize <= size)
        return true; // space the file already has
    QString folder;
    {
        QMutexLocker lock(&state.mutex);
        folder = state.folder;
    }
    if (folder.isEmpty() || folderBytes(folder) + (newSize - size) <= capacity)
        return true;
    ++state.refusals;
    return false;
}

int diskClose(sqlite3_file *file)
{
    sqlite3_file *real = realOf(file);
    return real->pMethods ? real->pMethods->xClose(real) : SQLITE_OK;
}
int diskRead(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset)
{
    return realOf(file)->pMethods->xRead(realOf(file), buffer, amount, offset);
}
int diskWrite(sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset)
{
    if (!fits(file, offset + amount))
        return SQLITE_FULL;
    return realOf(file)->pMethods->xWrite(realOf(file), buffer, amount, offset);
}
int diskTruncate(sqlite3_file *file, sqlite3_int64 size)
{
    if (!fits(file, size))
        return SQLITE_FULL;
    return realOf(file)->pMethods->xTruncate(realOf(file), size);
}
int diskSync(sqlite3_file *file, int flags)
{
    return realOf(file)->pMethods->xSync(realOf(file), flags);
}
int diskFileSize(sqlite3_file *file, sqlite3_int64 *size)
{
    return realOf(file)->pMethods->xFileSize(realOf(file), size);
}
int diskLock(sqlite3_file *file, int lock)
{
    return realOf(file)->pMethods->xLock(realOf(file), lock);
}
int diskUnlock(sqlite3_file *file, int lock)
{
    return realOf(file)->pMethods->xUnlock(realOf(file), lock);
}
int diskCheckReservedLock(sqlite3_file *file, int *result)
{
    return realOf(file)->pMethods->xCheckReservedLock(realOf(file), result);
}
int diskFileControl(sqlite3_file *file, int op, void *argument)
{
    return realOf(file)->pMethods->xFileControl(realOf(file), op, argument);
}
int diskSectorSize(sqlite3_file *file)
{
    return realOf(file)->pMethods->xSectorSize(realOf(file));
}
int diskDeviceCharacteristics(sqlite3_file *file)
{
    return realOf(file)->pMethods->xDeviceCharacteristics(realOf(file));
}
int diskShmMap(sqlite3_file *file, int region, int size, int extend, void volatile **memory)
{
    return realOf(file)->pMethods->xShmMap(realOf(file), region, size, extend, memory);
}
int diskShmLock(sqlite3_file *file, int offset, int n, int flags)
{
    return realOf(file)->pMethods->xShmLock(realOf(file), offset, n, flags);
}
void diskShmBarrier(sqlite3_file *file)
{
    realOf(file)->pMethods->xShmBarrier(realOf(file));
}
int diskShmUnmap(sqlite3_file *file, int deleteFlag)
{
    return realOf(file)->pMethods->xShmUnmap(realOf(file), deleteFlag);
}
int diskFetch(sqlite3_file *file, sqlite3_int64 offset, int amount, void **pointer)
{
    return realOf(file)->pMethods->xFetch(realOf(file), offset, amount, pointer);
}
int diskUnfetch(sqlite3_file *file, sqlite3_int64 offset, void *pointer)
{
    return realOf(file)->pMethods->xUnfetch(realOf(file), offset, pointer);
}

const sqlite3_io_methods diskMethods = {
    3,
    diskClose,
    diskRead,
    diskWrite,
    diskTruncate,
    diskSync,
    diskFileSize,
    diskLock,
    diskUnlock,
    diskCheckReservedLock,
    diskFileControl,
    diskSectorSize,
    diskDeviceCharacteristics,
    diskShmMap,
    diskShmLock,
    diskShmBarrier,
    diskShmUnmap,
    diskFetch,
    diskUnfetch,
};

bool isInFolder(const char *name)
{
    if (!name)
        return false;
    DiskState &state = disk();
    QMutexLocker lock(&state.mutex);
    if (state.folder.isEmpty())
        return false;
    const QString path = QString::fromUtf8(name);
    return path.startsWith(state.folder) && !path.mid(state.folder.size()).contains(u'/');
}

int diskOpen(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *file, int flags, int *outFlags)
{
    auto *diskFile = reinterpret_cast<DiskFile *>(file);
    diskFile->real = reinterpret_cast<sqlite3_file *>(diskFile + 1);
    diskFile->onDisk = isInFolder(name);
    const int result = platformVfs->xOpen(platformVfs, name, diskFile->real, flags, outFlags);
    diskFile->base.pMethods = diskFile->real->pMethods ? &diskMethods : nullptr;
    return result;
}

// The rest of the VFS is the platform's, through these.
int diskDelete(sqlite3_vfs *, const char *name, int syncDir)
{
    return platformVfs->xDelete(platformVfs, name, syncDir);
}
int diskAccess(sqlite3_vfs *, const char *name, int flags, int *result)
{
    return platformVfs->xAccess(platformVfs, name, flags, result);
}
int diskFullPathname(sqlite3_vfs *, const char *name, int size, char *out)
{
    return platformVfs->xFullPathname(platformVfs, name, size, out);
}
void *diskDlOpen(sqlite3_vfs *, const char *name)
{
    return platformVfs->xDlOpen(platformVfs, name);
}
void diskDlError(sqlite3_vfs *, int size, char *message)
{
    platformVfs->xDlError(platformVfs, size, message);
}
void (*diskDlSym(sqlite3_vfs *, void *handle, const char *symbol))(void)
{
    return platformVfs->xDlSym(platformVfs, handle, symbol);
}
void diskDlClose(sqlite3_vfs *, void *handle)
{
    platformVfs->xDlClose(platformVfs, handle);
}
int diskRandomness(sqlite3_vfs *, int size, char *out)
{
    return platformVfs->xRandomness(platformVfs, size, out);
}
int diskSleep(sqlite3_vfs *, int microseconds)
{
    return platformVfs->xSleep(platformVfs, microseconds);
}
int diskCurrentTime(sqlite3_vfs *, double *now)
{
    return platformVfs->xCurrentTime(platformVfs, now);
}
int diskGetLastError(sqlite3_vfs *, int size, char *out)
{
    return platformVfs->xGetLastError ? platformVfs->xGetLastError(platformVfs, size, out) : 0;
}
int diskCurrentTimeInt64(sqlite3_vfs *, sqlite3_int64 *now)
{
    return platformVfs->xCurrentTimeInt64(platformVfs, now);
}

sqlite3_vfs diskVfs;

// Once per process: SQLite keeps the VFS of each connection for the connection's life.
void registerOnce()
{
    static std::once_flag once;
    std::call_once(once, [] {
        sqlite3_initialize();
        platformVfs = sqlite3_vfs_find(nullptr);
        diskVfs = sqlite3_vfs{};
        diskVfs.iVersion = 2;
        diskVfs.szOsFile = int(sizeof(DiskFile)) + platformVfs->szOsFile;
        diskVfs.mxPathname = platformVfs->mxPathname;
        diskVfs.zName = "audience-small-disk";
        diskVfs.xOpen = diskOpen;
        diskVfs.xDelete = diskDelete;
        diskVfs.xAccess = diskAccess;
        diskVfs.xFullPathname = diskFullPathname;
        diskVfs.xDlOpen = diskDlOpen;
        diskVfs.xDlError = diskDlError;
        diskVfs.xDlSym = diskDlSym;
        diskVfs.xDlClose = diskDlClose;
        diskVfs.xRandomness = diskRandomness;
        diskVfs.xSleep = diskSleep;
        diskVfs.xCurrentTime = diskCurrentTime;
        diskVfs.xGetLastError = diskGetLastError;
        diskVfs.xCurrentTimeInt64 = diskCurrentTimeInt64;
        sqlite3_vfs_register(&diskVfs, 1);
    });
}

} // namespace

SmallDisk::SmallDisk(const QString &folder)
    : m_folder(QFileInfo(folder).canonicalFilePath() + u'/')
{
    registerOnce();
    DiskState &state = disk();
    QMutexLocker lock(&state.mutex);
    state.folder = m_folder;
    state.capacity = -1;
    state.refusals = 0;
}

SmallDisk::~SmallDisk()
{
    DiskState &state = disk();
    QMutexLocker lock(&state.mutex);
    state.capacity = -1;
    state.folder.clear();
}

void SmallDisk::fill(qint64 room)
{
    disk().capacity = used() + room;
}

void SmallDisk::free()
{
    disk().capacity = -1;
}

bool SmallDisk::isFull() const
{
    return disk().capacity.load() >= 0;
}

qint64 SmallDisk::used() const
{
    return folderBytes(m_folder);
}

int SmallDisk::refusals() const
{
    return disk().refusals.load();
}

} // namespace Audience::Testing
