#include "models/people/personfieldcheck.h"

#include <QRegularExpression>

namespace Audience::Models {

QString PersonFieldCheck::phoneExample()
{
    return QStringLiteral("+14155550123");
}

QString PersonFieldCheck::phoneProblem(const QString &text)
{
    if (text.isEmpty())
        return {};
    if (!text.startsWith(u'+'))
        return tr("Start with + and the country code, for example %1.").arg(phoneExample());
    const QStringView digits = QStringView(text).mid(1);
    for (const QChar c : digits) {
        if (!c.isDigit() || c.unicode() > 127)
            return tr("Only digits after the +: no spaces, dashes or brackets (for example %1).").arg(phoneExample());
    }
    if (digits.isEmpty() || digits.size() < 2)
        return tr("Too short: the + is followed by 2 to 15 digits.");
    if (digits.front() == u'0')
        return tr("A country code never starts with 0.");
    if (digits.size() > 15)
        return tr("Too long: at most 15 digits after the + (%1 now).").arg(digits.size());
    return {};
}

QString PersonFieldCheck::nameProblem(const QString &text)
{
    if (text.trimmed().isEmpty())
        return tr("A person always has a name: it cannot be removed.");
    if (text.size() > maxNameLength)
        return tr("Too long: at most %1 characters (%2 now).").arg(maxNameLength).arg(text.size());
    return {};
}

QString PersonFieldCheck::labelProblem(const QString &field, const QString &text)
{
    if (text.isEmpty())
        return tr("%1 is required.").arg(field);
    if (text.size() > maxLabelLength)
        return tr("%1 is too long: at most %2 characters (%3 now).").arg(field).arg(maxLabelLength).arg(text.size());
    static const QRegularExpression kebab(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!kebab.match(text).hasMatch()) {
        if (text != text.toLower())
            return tr("%1: lower-case letters only (%2).").arg(field, text.toLower());
        return tr("%1: lower-case letters and digits joined by single hyphens, like form-submitted.").arg(field);
    }
    return {};
}

} // namespace Audience::Models
