#pragma once

#include <QObject>
#include <QString>

namespace Audience::Models {
Q_NAMESPACE

// What a list knows about its data: views show a spinner, an empty sentence or an error from it.
enum class LoadState { Idle, Loading, Complete, Error };
Q_ENUM_NS(LoadState)

// A short, untranslated name for logs ("Complete"). Not called toString(): QTest's QCOMPARE finds
// a toString() next to the type by ADL and expects it to return char*.
QString loadStateName(LoadState state);

} // namespace Audience::Models
