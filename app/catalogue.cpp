#include "app/catalogue.h"

#include <QTranslator>

namespace Audience::App {

QString loadConsoleCatalogue(QTranslator &translator, const QLocale &locale, const QString &directory)
{
    const QString name = QStringLiteral("audience-console");
    const QString separator = QStringLiteral("_");
    if (locale.language() != QLocale::C && translator.load(locale, name, separator, directory))
        return translator.language().section(u'_', 0, 0);
    if (translator.load(QLocale(QLocale::English), name, separator, directory))
        return QStringLiteral("en");
    return {};
}

} // namespace Audience::App
