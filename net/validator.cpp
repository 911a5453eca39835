#include "net/validator.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace Audience::Net {

static QString tr(const char *text)
{
    return QCoreApplication::translate("Audience::Net::Validator", text);
}

void Validator::add(const QString &field, const QString &message)
{
    m_problems.append({field, message});
}

void Validator::length(const QString &field, const QString &value, qsizetype min, qsizetype max)
{
    if (value.size() < min && min == 1)
        add(field, tr("Must not be empty."));
    else if (value.size() < min || value.size() > max)
        add(field, tr("Must be %1 to %2 characters long (it is %3).").arg(min).arg(max).arg(value.size()));
}

void Validator::minLength(const QString &field, const QString &value, qsizetype min)
{
    if (value.size() < min && min == 1)
        add(field, tr("Must not be empty."));
    else if (value.size() < min)
        add(field, tr("Must be at least %1 characters long.").arg(min));
}

void Validator::kebabCase(const QString &field, const QString &value)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!value.isEmpty() && !pattern.match(value).hasMatch())
        add(field, tr("Use lower-case letters and digits separated by single hyphens (kebab-case)."));
}

void Validator::phoneNumber(const QString &field, const QString &value)
{
    static const QRegularExpression pattern(QStringLiteral("^\\+[1-9]\\d{1,14}$"));
    if (!pattern.match(value).hasMatch())
        add(field, tr("Must be an international number: + then 2 to 15 digits, not starting with 0."));
}

void Validator::accountId(const QString &field, const QString &value)
{
    static const QRegularExpression pattern(QStringLiteral("^account_[a-z0-9]{26}$"));
    if (!pattern.match(value).hasMatch())
        add(field, tr("Must be \"account_\" followed by 26 lower-case letters or digits."));
}

void Validator::integerRange(const QString &field, qint64 value, qint64 min, qint64 max)
{
    if (value < min || value > max)
        add(field, tr("Must be a whole number from %1 to %2.").arg(min).arg(max));
}

void Validator::uri(const QString &field, const QString &value)
{
    const QUrl url(value, QUrl::StrictMode);
    if (value.isEmpty() || !url.isValid() || url.scheme().isEmpty() || url.isRelative())
        add(field, tr("Must be an absolute URI, e.g. https://example.com/hook."));
}

void Validator::oneOf(const QString &field, const QString &value, const QStringList &allowed)
{
    if (!allowed.contains(value))
        add(field, tr("\"%1\" is not one of: %2.").arg(value, allowed.join(QStringLiteral(", "))));
}

void Validator::pathParameter(const QString &field, const QString &value)
{
    if (value.isEmpty())
        add(field, tr("Must not be empty."));
}

} // namespace Audience::Net
