#pragma once

#include <QJsonArray>
#include <QString>

// What a --seed demo page has around its text: the footer's link groups and the third-party scripts.
namespace Sandbox::DemoPageExtras {

// Product, Company and Legal groups, linking into `site` ("https://lumenledger.example").
QJsonArray footerLinks(const QString &site);

// Page analytics on every page; chat, the LinkedIn tag and a consent banner on some (some disabled).
QJsonArray scripts(int page);

} // namespace Sandbox::DemoPageExtras
