#include "draftedit.h"

namespace Sandbox {

DraftField draftField(const QString &name)
{
    if (name == u"metaTitle")
        return {name, QStringLiteral("meta title"), &AgentContext::metaTitle};
    if (name == u"metaDescription")
        return {name, QStringLiteral("meta description"), &AgentContext::metaDescription};
    if (name == u"customName")
        return {name, QStringLiteral("audience name"), &AgentContext::customName};
    return {QStringLiteral("supplementaryContext"), QStringLiteral("supplementary context"),
            &AgentContext::supplementaryContext};
}

QString fieldLabel(const QString &name)
{
    return name == u"metaKeywords" ? QStringLiteral("keywords") : draftField(name).label;
}

void EditReading::touch(const QString &field)
{
    if (!touchedFields.contains(field))
        touchedFields.append(field);
}

} // namespace Sandbox
