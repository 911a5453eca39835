#include "demopageextras.h"

#include <QJsonObject>
#include <QList>
#include <QPair>

namespace Sandbox::DemoPageExtras {

namespace {

QJsonObject script(const QString &name, const QString &description, const QString &point, bool enabled,
                   const QString &content)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("description"), description},
            {QStringLiteral("injectionPoint"), point}, {QStringLiteral("enabled"), enabled},
            {QStringLiteral("content"), content}};
}

} // namespace

QJsonArray footerLinks(const QString &site)
{
    const auto group = [&site](const QString &id, const QString &title, const QList<QPair<QString, QString>> &links) {
        QJsonArray items;
        for (qsizetype i = 0; i < links.size(); ++i) {
            items.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("%1_%2").arg(id).arg(i + 1)},
                                     {QStringLiteral("text"), links.at(i).first},
                                     {QStringLiteral("url"), site + links.at(i).second}});
        }
        return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("title"), title}, {QStringLiteral("links"), items}};
    };
    return {
        group(QStringLiteral("footer_product"), QStringLiteral("Product"),
              {{QStringLiteral("Forecast Studio"), QStringLiteral("/forecast-studio")},
               {QStringLiteral("Close Manager"), QStringLiteral("/close-manager")},
               {QStringLiteral("Integrations"), QStringLiteral("/integrations")}}),
        group(QStringLiteral("footer_company"), QStringLiteral("Company"),
              {{QStringLiteral("About us"), QStringLiteral("/about")},
               {QStringLiteral("Customers"), QStringLiteral("/customers")},
               {QStringLiteral("Contact"), QStringLiteral("/contact")}}),
        group(QStringLiteral("footer_legal"), QStringLiteral("Legal"),
              {{QStringLiteral("Privacy policy"), QStringLiteral("/legal/privacy")},
               {QStringLiteral("Terms of service"), QStringLiteral("/legal/terms")}}),
    };
}

QJsonArray scripts(int page)
{
    QJsonArray list{script(QStringLiteral("Plausible analytics"), QStringLiteral("Privacy-friendly page analytics."),
                           QStringLiteral("head"), true,
                           QStringLiteral("<script defer data-domain=\"lumenledger.example\" "
                                          "src=\"https://plausible.io/js/script.js\"></script>"))};
    if (page % 2 == 1) {
        list.append(script(QStringLiteral("HubSpot chat"), QStringLiteral("Live chat for sales questions."),
                           QStringLiteral("body"), page % 4 == 1,
                           QStringLiteral("<script id=\"hs-script-loader\" async defer "
                                          "src=\"https://js.hs-scripts.example/4815162.js\"></script>")));
    }
    if (page % 3 == 0) {
        list.append(script(QStringLiteral("LinkedIn Insight tag"), QStringLiteral("Conversion tracking for LinkedIn ads."),
                           QStringLiteral("head"), page != 9,
                           QStringLiteral("<script>window._linkedin_partner_id = \"2342342\";</script>")));
    }
    if (page == 4 || page == 10) {
        list.append(script(QStringLiteral("Consent banner"), QStringLiteral("Cookie consent, required before tracking."),
                           QStringLiteral("body"), false,
                           QStringLiteral("<script src=\"https://consent.lumenledger.example/banner.js\"></script>")));
    }
    return list;
}

} // namespace Sandbox::DemoPageExtras
