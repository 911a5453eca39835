#pragma once

#include <QCoreApplication>
#include <QString>

namespace Audience::Models {

// The spec's limits on a person's fields and a log entry's labels, checked as the user types, each
// answering with a sentence that says what is wrong and how to fix it ("" when the text is fine).
// net/ checks the same limits again before sending; these are for the form.
class PersonFieldCheck
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::PersonFieldCheck)
public:
    static constexpr int maxNameLength = 255;
    static constexpr int maxLabelLength = 100; // a log entry's source and type

    // E.164 as the spec has it: "+", a first digit 1-9, 2..15 digits in all.
    static QString phoneProblem(const QString &text);
    // An example number for the form's hint.
    static QString phoneExample();
    // A person's name on update: 1..255 characters, never empty.
    static QString nameProblem(const QString &text);
    // A log entry's source or type: kebab-case (lower-case letters and digits in groups joined by
    // single hyphens), 1..100 characters. `field` is the label in the sentence ("Source").
    static QString labelProblem(const QString &field, const QString &text);
};

} // namespace Audience::Models
