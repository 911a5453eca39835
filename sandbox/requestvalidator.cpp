#include "requestvalidator.h"

#include "apierror.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QUrl>

#include <cmath>

namespace Sandbox {

RequestValidator::RequestValidator(const QByteArray &body)
{
    if (body.trimmed().isEmpty())
        return;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // QJsonDocument only takes objects and arrays: a lone scalar ("text", 3, true) is valid
        // JSON of the wrong type, which is told apart by parsing it inside an array.
        QJsonParseError scalarError;
        const QJsonDocument wrapped = QJsonDocument::fromJson('[' + body + ']', &scalarError);
        if (scalarError.error == QJsonParseError::NoError && wrapped.array().size() == 1)
            throw ApiError(400, QStringLiteral("invalid_type"), QStringLiteral("Body must be a JSON object."),
                           QJsonArray{ApiError::detail(QStringLiteral("body"), QStringLiteral("must be an object"))});
        throw ApiError(400, QStringLiteral("malformed_json"),
                       QStringLiteral("Body is not valid JSON: %1 at offset %2.")
                           .arg(parseError.errorString())
                           .arg(parseError.offset));
    }
    if (!document.isObject())
        throw ApiError(400, QStringLiteral("invalid_type"), QStringLiteral("Body must be a JSON object."),
                       QJsonArray{ApiError::detail(QStringLiteral("body"), QStringLiteral("must be an object"))});
    m_body = document.object();
}

qsizetype RequestValidator::codePointLength(const QString &text)
{
    qsizetype length = 0;
    for (const QChar c : text)
        if (!c.isLowSurrogate())
            ++length;
    return length;
}

void RequestValidator::typeProblem(const QString &field, const QString &problem)
{
    m_typeProblems.append(ApiError::detail(field, problem));
}

void RequestValidator::ruleProblem(const QString &field, const QString &problem)
{
    m_ruleProblems.append(ApiError::detail(field, problem));
}

bool RequestValidator::checkLength(const QString &field, const QString &value, int minLength, int maxLength)
{
    const qsizetype length = codePointLength(value);
    if (length < minLength || (maxLength >= 0 && length > maxLength)) {
        if (maxLength < 0 && minLength == 1)
            ruleProblem(field, QStringLiteral("must not be empty"));
        else if (maxLength < 0)
            ruleProblem(field, QStringLiteral("must be at least %1 characters long").arg(minLength));
        else
            ruleProblem(field, QStringLiteral("length must be %1..%2 characters").arg(minLength).arg(maxLength));
        return false;
    }
    return true;
}

std::optional<QString> RequestValidator::string(const QString &field, Need need, int minLength, int maxLength)
{
    const auto found = m_body.constFind(field);
    if (found == m_body.constEnd()) {
        if (need == Need::Required)
            ruleProblem(field, QStringLiteral("is required"));
        return std::nullopt;
    }
    if (!found->isString()) {
        typeProblem(field, QStringLiteral("must be a string"));
        return std::nullopt;
    }
    const QString value = found->toString();
    if (!checkLength(field, value, minLength, maxLength))
        return std::nullopt;
    return value;
}

RequestValidator::Nullable RequestValidator::nullableString(const QString &field, int minLength, int maxLength)
{
    Nullable result;
    const auto found = m_body.constFind(field);
    if (found == m_body.constEnd())
        return result;
    if (found->isNull()) {
        result.present = true;
        result.isNull = true;
        return result;
    }
    if (!found->isString()) {
        typeProblem(field, QStringLiteral("must be a string or null"));
        return result;
    }
    result.value = found->toString();
    if (checkLength(field, result.value, minLength, maxLength))
        result.present = true;
    return result;
}

std::optional<qint64> RequestValidator::integer(const QString &field, Need need, qint64 min, qint64 max)
{
    const auto found = m_body.constFind(field);
    if (found == m_body.constEnd()) {
        if (need == Need::Required)
            ruleProblem(field, QStringLiteral("is required"));
        return std::nullopt;
    }
    const double number = found->toDouble();
    if (!found->isDouble() || !std::isfinite(number) || std::floor(number) != number) {
        typeProblem(field, QStringLiteral("must be an integer"));
        return std::nullopt;
    }
    // Doubles hold every integer up to 2^53 exactly, which covers 0..9007199254740991.
    if (number < double(min) || number > double(max)) {
        ruleProblem(field, QStringLiteral("must be between %1 and %2").arg(min).arg(max));
        return std::nullopt;
    }
    return qint64(number);
}

std::optional<bool> RequestValidator::boolean(const QString &field, Need need)
{
    const auto found = m_body.constFind(field);
    if (found == m_body.constEnd()) {
        if (need == Need::Required)
            ruleProblem(field, QStringLiteral("is required"));
        return std::nullopt;
    }
    if (!found->isBool()) {
        typeProblem(field, QStringLiteral("must be a boolean"));
        return std::nullopt;
    }
    return found->toBool();
}

std::optional<QJsonObject> RequestValidator::object(const QString &field, Need need)
{
    const auto found = m_body.constFind(field);
    if (found == m_body.constEnd()) {
        if (need == Need::Required)
            ruleProblem(field, QStringLiteral("is required"));
        return std::nullopt;
    }
    if (!found->isObject()) {
        typeProblem(field, QStringLiteral("must be an object"));
        return std::nullopt;
    }
    return found->toObject();
}

std::optional<QJsonArray> RequestValidator::array(const QString &field, Need need)
{
    const auto found = m_body.constFind(field);
    if (found == m_body.constEnd()) {
        if (need == Need::Required)
            ruleProblem(field, QStringLiteral("is required"));
        return std::nullopt;
    }
    if (!found->isArray()) {
        typeProblem(field, QStringLiteral("must be an array"));
        return std::nullopt;
    }
    return found->toArray();
}

void RequestValidator::finish() const
{
    if (!m_typeProblems.isEmpty()) {
        // The status follows the worst problem, but details list every one of them.
        QJsonArray all = m_typeProblems;
        for (const QJsonValue &problem : m_ruleProblems)
            all.append(problem);
        throw ApiError(400, QStringLiteral("invalid_type"), QStringLiteral("Some fields have the wrong type."), all);
    }
    if (!m_ruleProblems.isEmpty())
        throw ApiError(422, QStringLiteral("validation_failed"), QStringLiteral("Some fields are not valid."),
                       m_ruleProblems);
}

namespace Rules {

namespace {
bool isLowerAlnum(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
}
} // namespace

bool isKebabCase(const QString &text)
{
    if (text.isEmpty() || text.front() == u'-' || text.back() == u'-')
        return false;
    QChar previous;
    for (const QChar c : text) {
        if (c == u'-') {
            if (previous == u'-')
                return false;
        } else if (!isLowerAlnum(c)) {
            return false;
        }
        previous = c;
    }
    return true;
}

bool isPhoneNumber(const QString &text)
{
    if (text.size() < 3 || text.size() > 16 || text.at(0) != u'+' || text.at(1) < u'1' || text.at(1) > u'9')
        return false;
    for (qsizetype i = 2; i < text.size(); ++i)
        if (text.at(i) < u'0' || text.at(i) > u'9')
            return false;
    return true;
}

bool isAccountId(const QString &text)
{
    static const QString prefix = QStringLiteral("account_");
    if (text.size() != prefix.size() + 26 || !text.startsWith(prefix))
        return false;
    for (qsizetype i = prefix.size(); i < text.size(); ++i)
        if (!isLowerAlnum(text.at(i)))
            return false;
    return true;
}

bool isHttpUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme();
    return url.isValid() && (scheme == u"http" || scheme == u"https") && !url.host().isEmpty()
        && !text.contains(u' ');
}

} // namespace Rules

} // namespace Sandbox
