#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Audience::Models {

// The event types of a subscription as the console explains them: in groups (the versions of an
// audience, forms) with a sentence each, in the spec's order (section 6). A type not listed here
// (one added to the service later) has no group and is shown as it came.
class WebhookEvents
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::WebhookEvents)
public:
    struct Group
    {
        QString title;
        QString sentence;
        QStringList types;
    };
    static QList<Group> groups();
    static QStringList knownTypes();
    // "published" for page.version.published; the type itself when unknown.
    static QString label(const QString &type);
    static QString sentence(const QString &type);
    // A short text for a list cell: "All events", "None", "3 of 6: created, processed, published"…
    static QString summary(const std::optional<QStringList> &events);
};

} // namespace Audience::Models
