#include "models/workspace/titlewidth.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QStringList>

#include <cmath>

namespace Audience::Models {

QFont TitleWidth::font(int size)
{
    QFont font;
    font.setFamilies({QStringLiteral("Liberation Sans"), QStringLiteral("Arial"), QStringLiteral("Arimo")});
    font.setPixelSize(size);
    // Widths as the font designs them, not as hinting rounds each glyph on this screen.
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setKerning(true);
    return font;
}

QString TitleWidth::resolvedFamily()
{
    return QFontInfo(font()).family();
}

bool TitleWidth::isMetricCompatible()
{
    const QString family = resolvedFamily();
    return family == QLatin1StringView("Liberation Sans") || family == QLatin1StringView("Arial")
           || family == QLatin1StringView("Arimo");
}

int TitleWidth::pixels(const QString &text, int size)
{
    return int(std::lround(QFontMetricsF(font(size)).horizontalAdvance(text)));
}

QString TitleWidth::elided(const QString &text, int limit, int size)
{
    return QFontMetricsF(font(size)).elidedText(text.simplified(), Qt::ElideRight, limit);
}

} // namespace Audience::Models
