#pragma once

#include <QLocale>
#include <QString>

class QTranslator;

namespace Audience::App {

// Loads the console's catalogue for `locale` from `directory` into `translator`. When no catalogue
// matches (the C/POSIX locale of a fresh container, or a language we do not ship) the English one is
// loaded instead, because it holds the plural forms: without it the user reads "1 day(s) ago".
// Returns the file's language ("de", "en"), or an empty string when nothing could be loaded.
QString loadConsoleCatalogue(QTranslator &translator, const QLocale &locale,
                             const QString &directory = QStringLiteral(":/i18n"));

} // namespace Audience::App
