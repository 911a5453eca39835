#pragma once

#include <QString>

namespace Audience::Ui::HtmlText {

// Plain text for rich-text labels and documents: HTML-escaped, its line breaks kept as <br>.
inline QString escapedLines(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

} // namespace Audience::Ui::HtmlText
