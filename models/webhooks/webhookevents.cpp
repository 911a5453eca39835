#include "models/webhooks/webhookevents.h"

#include "net/webhooktypes.h"

namespace Audience::Models {

QList<WebhookEvents::Group> WebhookEvents::groups()
{
    return {{tr("Versions"),
             tr("An audience's content changes: a message starts a version, it is processed into a draft, a draft is published."),
             {QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
              QStringLiteral("page.version.published")}},
            {tr("Forms"),
             tr("A visitor submits a form on a page, and the service enriches what was submitted (or fails to)."),
             {QStringLiteral("form.submitted"), QStringLiteral("form.enriched"), QStringLiteral("form.enrichment_failed")}}};
}

QStringList WebhookEvents::knownTypes()
{
    return Net::knownWebhookEvents();
}

QString WebhookEvents::label(const QString &type)
{
    if (type == u"page.version.created")
        return tr("Version created");
    if (type == u"page.version.processed")
        return tr("Version processed");
    if (type == u"page.version.published")
        return tr("Version published");
    if (type == u"form.submitted")
        return tr("Form submitted");
    if (type == u"form.enriched")
        return tr("Form enriched");
    if (type == u"form.enrichment_failed")
        return tr("Form enrichment failed");
    return type;
}

QString WebhookEvents::sentence(const QString &type)
{
    if (type == u"page.version.created")
        return tr("A message was accepted in an audience's workspace and a new version started.");
    if (type == u"page.version.processed")
        return tr("A new version finished processing and is a draft.");
    if (type == u"page.version.published")
        return tr("A version was published and is what visitors see.");
    if (type == u"form.submitted")
        return tr("A visitor submitted a form on a page.");
    if (type == u"form.enriched")
        return tr("What a visitor submitted was enriched with more about them.");
    if (type == u"form.enrichment_failed")
        return tr("Enriching a submitted form failed.");
    return tr("An event type this version of the console does not know; it is kept as it is.");
}

QString WebhookEvents::summary(const std::optional<QStringList> &events)
{
    if (!events)
        return tr("All events");
    if (events->isEmpty())
        return tr("None");
    const QStringList known = knownTypes();
    bool everyKnown = true;
    for (const QString &type : known)
        everyKnown = everyKnown && events->contains(type);
    if (everyKnown && events->size() == known.size())
        return tr("All %n type(s) listed", nullptr, int(known.size()));
    QStringList labels;
    for (const QString &type : *events)
        labels.append(label(type));
    return labels.join(QStringLiteral(", "));
}

} // namespace Audience::Models
