#pragma once

#include <QLabel>

namespace Audience::Ui {

// A word-wrapped label that remembers its height for the widths it was last asked about. Layouts
// ask a wrapped label for its height at a width many times over (a stacked widget asks even its
// hidden pages), and QLabel lays its text out afresh each time: the list states' labels alone cost
// about 1.5 M instructions of a launch (docs/performance.md, "Launch, wave 5 second session").
// What it shows is the same as QLabel's with setWordWrap(true).
class WrapLabel : public QLabel
{
    Q_OBJECT
public:
    explicit WrapLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // What a height depends on besides the width; the cache holds only while it is unchanged.
    struct Measured
    {
        QString text;
        int margin = 0;
        int indent = 0;
        Qt::TextFormat format = Qt::AutoText;
        bool wraps = true;
        bool operator==(const Measured &) const = default;
    };
    Measured measuredNow() const;

    static constexpr int remembered = 4;
    mutable Measured m_measured;
    mutable int m_widths[remembered] = {-1, -1, -1, -1};
    mutable int m_heights[remembered] = {};
    mutable int m_next = 0;
};

} // namespace Audience::Ui
