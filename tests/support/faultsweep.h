#pragma once

// The walk of a store-failure sweep (issue 42; Nextcloud's autotestFailCounter): an action run once
// with no fault, to count the statements it runs, then once for every one of them and every kind,
// with that statement failing (StoreConnection::failStatement). Header-only.
#include "models/store/storeerror.h"

#include <QList>
#include <QTest>

#include <functional>

namespace Audience::Testing {

// The ways a statement fails in a sweep: as SQLite fails when the disk is full, the store is
// locked, read-only or damaged.
inline const QList<Models::StoreError::Kind> &sweptKinds()
{
    static const QList<Models::StoreError::Kind> kinds{Models::StoreError::Kind::Full, Models::StoreError::Kind::Busy,
                                                       Models::StoreError::Kind::ReadOnly, Models::StoreError::Kind::Damaged};
    return kinds;
}

// `run(nth, kind)` runs the action on a fresh profile with its nth statement failing as `kind`
// (0: none), checks the rules (a broken one fails the test, QTest::qFail) and returns how many
// statements it ran. Returns the statements the action runs, or 0 when the walk stopped at a
// failure (the test has failed then).
inline int sweepEveryStatement(const std::function<int(int nth, Models::StoreError::Kind kind)> &run)
{
    const int statements = run(0, Models::StoreError::Kind::None);
    if (QTest::currentTestFailed())
        return 0;
    if (statements <= 0) {
        QTest::qFail("the action ran no statement", __FILE__, __LINE__);
        return 0;
    }
    for (const Models::StoreError::Kind kind : sweptKinds()) {
        for (int nth = 1; nth <= statements; ++nth) {
            run(nth, kind);
            if (QTest::currentTestFailed())
                return 0;
        }
    }
    return statements;
}

} // namespace Audience::Testing
