#pragma once

// A disk of a chosen size under SQLite, made at the file layer as SQLite's own test suites make
// one: a VFS wrapping the platform's, registered as SQLite's default in the test process. Qt's
// SQLite driver uses the system libsqlite3 (ldd on libqsqlite.so), the one a test linking
// SQLite::SQLite3 registers it with, so every connection the code under test opens afterwards
// goes through it.
//
// While the disk is full, a write that would make the files of the folder take more bytes than
// the disk holds is answered SQLITE_FULL, as the unix VFS answers ENOSPC: the write-ahead log
// cannot grow, a checkpoint cannot extend the database file, while a write into space a file
// already has (a short intent in log pages already on disk) still succeeds. Unlike
// `PRAGMA max_page_count`, it is the disk that is full, not one connection's database.
#include <QString>

#include <atomic>

namespace Audience::Testing {

class SmallDisk
{
public:
    // The files directly in `folder` (the profile's store and the files beside it). One SmallDisk
    // at a time; it has room until fill().
    explicit SmallDisk(const QString &folder);
    // Room again. The VFS stays registered (connections opened through it may outlive this).
    ~SmallDisk();
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    // From now on the disk holds what the folder's files take now plus `room` bytes.
    void fill(qint64 room = 0);
    // Room on the disk again.
    void free();
    bool isFull() const;
    // What the folder's files take, in bytes.
    qint64 used() const;
    // How many writes were answered SQLITE_FULL since this disk was made.
    int refusals() const;

private:
    QString m_folder;
};

} // namespace Audience::Testing
