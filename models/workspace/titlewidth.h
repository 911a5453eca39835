#pragma once

#include <QFont>
#include <QString>

namespace Audience::Models {

// How wide a title is in a Google result, in pixels. Google sets result titles in 20 px Arial and
// cuts them at about 600 px (descriptions: 14 px, about 920 px); Liberation Sans
// (fonts-liberation2) has Arial's metrics, so widths measured with it match on a machine without
// Arial. Needs a QGuiApplication (fonts are GUI).
class TitleWidth
{
public:
    static constexpr int pixelSize = 20;
    static constexpr int descriptionPixelSize = 14;

    // Liberation Sans at 20 px, else Arial or Arimo (the same metrics) where that is what is installed.
    static QFont font(int size = pixelSize);
    // The family that font() resolved to, to tell whether the measure is exact.
    static QString resolvedFamily();
    static bool isMetricCompatible();
    // The text's advance in whole pixels (rounded).
    static int pixels(const QString &text, int size = pixelSize);
    // The text cut to at most `limit` pixels, with "…" when it was cut, as a result list shows it.
    static QString elided(const QString &text, int limit, int size = pixelSize);
};

} // namespace Audience::Models
