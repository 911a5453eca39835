#pragma once

#include <QIcon>

namespace Audience::Ui {

// The console's own icons: simple line drawings made with QPainter at exactly the size they are
// shown, in the palette's text colour (so they follow light and dark palettes and the disabled and
// selected states). They cost nothing to load: the style's standard icons decode every size of
// every icon from PNG files on first use, which showed up as a sixth of the time to the first frame.
enum class Symbol {
    Back,
    Forward,
    Reload,
    Search,
    Page,     // one landing page, and the Pages place
    Audience, // one audience
    Audiences, // the Audiences place
    Close,
    Analytics, // the Analytics place: a bar chart
    Person,    // the People place: one person with a contact card's lines
    Account,   // the Accounts place: a building
    Topic,     // the Topics place: an open book
    Link,      // the Page links place: two chain links
    Webhook,   // the Webhooks place: a bolt arriving in a tray
    Activity,  // the Activity place: a clock beside the lines of a list
    Review,    // the Review place: list lines, each ticked
};

QIcon symbolIcon(Symbol symbol);

// The key a symbol drawn at `size` (device pixels) in `colour` is kept under in QPixmapCache, where
// SymbolIconStore (ui/common/symboliconstore.h) puts back what an earlier run drew.
QString symbolPixmapKey(Symbol symbol, const QSize &size, const QColor &colour);
// Every symbol there is, and the colours the palette draws them in (normal, disabled, selected).
QList<Symbol> everySymbol();
QList<QColor> symbolColours();

} // namespace Audience::Ui
