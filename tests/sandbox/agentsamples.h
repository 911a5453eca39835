#pragma once

// What the sandbox's editing agent is given in its tests: one audience's current fields.
#include "editingagent.h"

namespace Audience::Testing {

inline Sandbox::AgentContext sampleAgentContext()
{
    Sandbox::AgentContext context;
    context.supplementaryContext = QStringLiteral("Visitors are CFOs of mid-size retailers.");
    context.metaTitle = QStringLiteral("Northwind Analytics");
    context.metaDescription = QStringLiteral("Forecast demand with confidence.");
    context.metaKeywords = {QStringLiteral("analytics"), QStringLiteral("retail")};
    context.customName = QStringLiteral("Retail CFOs");
    return context;
}

} // namespace Audience::Testing
