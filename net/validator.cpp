#include "net/validator.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace Audience::Net {

static QString tr(const char *text)
{
    return QCoreApplication::translate("Audience::Net::Validator", text);
}

// The spec's limits are in characters: count code points, so an emoji (a surrogate pair in
// UTF-16) is one, as the service counts it.
static qsizetype characterCount(const QString &value)
{
    qsizetype count = 0;
    const qsizetype size = value.size();
    for (qsizetype i = 0; i < size; ++i) {
        if (value.at(i).isHighSurrogate() && i + 1 < size && value.at(i + 1).isLowSurrogate())
            ++i;
        ++count;
    }
    return count;
}

// Anchored for the whole string: "^…$" would let a trailing "\n" through, since "$" also matches
// before a final newline.
static QRegularExpression wholeMatch(const QString &pattern)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern));
}

void Validator::add(const QString &field, const QString &message)
{
    m_problems.append({field, message});
}

void Validator::length(const QString &field, const QString &value, qsizetype min, qsizetype max)
{
    const qsizetype count = characterCount(value);
    if (count < min && min == 1)
        add(field, tr("Must not be empty."));
    else if (count < min || count > max)
        add(field, tr("Must be %1 to %2 characters long (it is %3).").arg(min).arg(max).arg(count));
}

void Validator::minLength(const QString &field, const QString &value, qsizetype min)
{
    const qsizetype count = characterCount(value);
    if (count < min && min == 1)
        add(field, tr("Must not be empty."));
    else if (count < min)
        add(field, tr("Must be at least %1 characters long.").arg(min));
}

void Validator::kebabCase(const QString &field, const QString &value)
{
    static const QRegularExpression pattern = wholeMatch(QStringLiteral("[a-z0-9]+(-[a-z0-9]+)*"));
    if (!value.isEmpty() && !pattern.match(value).hasMatch())
        add(field, tr("Use lower-case letters and digits separated by single hyphens (kebab-case)."));
}

void Validator::phoneNumber(const QString &field, const QString &value)
{
    static const QRegularExpression pattern = wholeMatch(QStringLiteral("\\+[1-9][0-9]{1,14}"));
    if (!pattern.match(value).hasMatch())
        add(field, tr("Must be an international number: + then 2 to 15 digits, not starting with 0."));
}

void Validator::accountId(const QString &field, const QString &value)
{
    static const QRegularExpression pattern = wholeMatch(QStringLiteral("account_[a-z0-9]{26}"));
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
