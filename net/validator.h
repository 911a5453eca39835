#pragma once

#include "net/apierror.h"

#include <QString>

namespace Audience::Net {

// Client-side checks of the spec's limits (section 8 and the per-operation tables), collecting one
// translated message per offending field. A request with problems is never sent.
class Validator
{
public:
    static constexpr qint64 maxInteger = 9007199254740991; // the spec's <max_int>

    void length(const QString &field, const QString &value, qsizetype min, qsizetype max);
    void minLength(const QString &field, const QString &value, qsizetype min);
    void kebabCase(const QString &field, const QString &value);
    void phoneNumber(const QString &field, const QString &value);
    void accountId(const QString &field, const QString &value);
    void integerRange(const QString &field, qint64 value, qint64 min, qint64 max);
    void uri(const QString &field, const QString &value);
    void oneOf(const QString &field, const QString &value, const QStringList &allowed);
    // A path parameter: any non-empty string.
    void pathParameter(const QString &field, const QString &value);
    void add(const QString &field, const QString &message);

    const FieldProblems &problems() const { return m_problems; }
    bool isValid() const { return m_problems.isEmpty(); }

private:
    FieldProblems m_problems;
};

} // namespace Audience::Net
