#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <exception>

namespace Sandbox {

// An error answer, thrown from anywhere below the router and turned into the contract's single
// error shape: {"error":{"code","message","details"?}}. Throwing keeps validators and stores free
// of "if (failed) return" chains; the router catches every ApiError (and anything else, as 500).
class ApiError : public std::exception
{
public:
    ApiError(int status, QString code, QString message, QJsonArray details = {})
        : m_status(status), m_code(std::move(code)), m_message(std::move(message)),
          m_details(std::move(details))
    {
    }

    int status() const { return m_status; }
    QString code() const { return m_code; }
    QString message() const { return m_message; }
    QJsonArray details() const { return m_details; }
    const char *what() const noexcept override { return "ApiError"; }

    QJsonObject toJson() const
    {
        QJsonObject error{{QStringLiteral("code"), m_code}, {QStringLiteral("message"), m_message}};
        if (!m_details.isEmpty())
            error.insert(QStringLiteral("details"), m_details);
        return QJsonObject{{QStringLiteral("error"), error}};
    }

    static QJsonObject detail(const QString &field, const QString &problem)
    {
        return QJsonObject{{QStringLiteral("field"), field}, {QStringLiteral("problem"), problem}};
    }

    static ApiError notFound(const QString &what)
    {
        return ApiError(404, QStringLiteral("not_found"), QStringLiteral("%1 not found.").arg(what));
    }
    static ApiError conflict(const QString &message)
    {
        return ApiError(409, QStringLiteral("conflict"), message);
    }
    static ApiError invalidParameter(const QString &field, const QString &problem)
    {
        return ApiError(400, QStringLiteral("invalid_parameter"),
                        QStringLiteral("Invalid query parameter '%1'.").arg(field),
                        QJsonArray{detail(field, problem)});
    }
    static ApiError internal(const QString &message)
    {
        return ApiError(500, QStringLiteral("internal"), message);
    }

private:
    int m_status;
    QString m_code;
    QString m_message;
    QJsonArray m_details;
};

} // namespace Sandbox
