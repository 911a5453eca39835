// What WrapLabel and FlowLayout remember between a layout's questions (they answer the same
// question many times before the first frame): the answers are those measured afresh, and change
// when what they depend on changes.
#include "ui/common/flowlayout.h"
#include "ui/common/wraplabel.h"
#include "support/testmain.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QWidget>

namespace tst_layoutcaches {

using namespace Audience;

namespace {

const QString shortText = QStringLiteral("Choose a page in the list.");
const QString longText = QStringLiteral("Choose a page in the list to see its overview, previews, audiences, actions and "
                                        "scripts, and the links that lead to it from other pages.");

// A plain QLabel that wraps, as WrapLabel does, to compare with.
int plainHeight(const QString &text, const QFont &font, int width, const QMargins &margins = {})
{
    QLabel label;
    label.setWordWrap(true);
    label.setFont(font);
    label.setContentsMargins(margins);
    label.setText(text);
    return label.heightForWidth(width);
}

} // namespace

class TestLayoutCaches : public QObject
{
    Q_OBJECT

private slots:
    void wrapLabelAnswersAsQLabel()
    {
        Ui::WrapLabel label;
        label.setText(longText);
        for (int round = 0; round < 2; ++round) { // the second round from what it remembered
            for (const int width : {80, 160, 320, 640, 1280}) {
                QCOMPARE(label.heightForWidth(width), plainHeight(longText, label.font(), width));
            }
        }
        QVERIFY(label.wordWrap());
    }

    void wrapLabelMeasuresAgainAfterAChange()
    {
        Ui::WrapLabel label;
        label.setText(shortText);
        const int width = 160;
        const int shortHeight = label.heightForWidth(width);
        QCOMPARE(shortHeight, plainHeight(shortText, label.font(), width));

        label.setText(longText); // the text
        QVERIFY(label.heightForWidth(width) > shortHeight);
        QCOMPARE(label.heightForWidth(width), plainHeight(longText, label.font(), width));

        QFont larger = label.font(); // the font
        larger.setPointSizeF(larger.pointSizeF() * 2);
        label.setFont(larger);
        QCOMPARE(label.heightForWidth(width), plainHeight(longText, larger, width));

        const QMargins margins(4, 10, 4, 10); // the frame's contents
        label.setContentsMargins(margins);
        QCOMPARE(label.heightForWidth(width), plainHeight(longText, larger, width, margins));

        label.setWordWrap(false); // and no longer wrapping: one line, as QLabel's
        QLabel plain;
        plain.setFont(larger);
        plain.setContentsMargins(margins);
        plain.setText(longText);
        QCOMPARE(label.heightForWidth(width), plain.heightForWidth(width));
    }

    void flowLayoutFollowsItsItems()
    {
        QWidget bar;
        auto *layout = new Ui::FlowLayout(&bar);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(6);
        auto *first = new QPushButton(QStringLiteral("Search"), &bar);
        auto *second = new QPushButton(QStringLiteral("Status"), &bar);
        layout->addWidget(first, true);
        layout->addWidget(second, false);
        const int oneLine = layout->sizeHint().height();
        const int bothWide = layout->sizeHint().width();
        QCOMPARE(bothWide, first->sizeHint().width() + 6 + second->sizeHint().width());
        // Narrower than both: two lines; asked again, the same.
        const int narrow = first->sizeHint().width() + 2;
        QVERIFY(layout->heightForWidth(narrow) > oneLine);
        QCOMPARE(layout->heightForWidth(narrow), layout->heightForWidth(narrow));

        second->setText(QStringLiteral("Status of every page in the list")); // an item grows
        QVERIFY(layout->sizeHint().width() > bothWide);
        QCOMPARE(layout->sizeHint().width(), first->sizeHint().width() + 6 + second->sizeHint().width());

        second->hide(); // an item goes: one line at the same width
        QCOMPARE(layout->sizeHint().width(), first->sizeHint().width());
        QCOMPARE(layout->heightForWidth(narrow), first->sizeHint().height());

        const int leastBefore = layout->minimumSize().width();
        auto *wide = new QPushButton(QStringLiteral("A button wider than the search button"), &bar);
        layout->addWidget(wide, false); // an item comes: on a line of its own, and the least width grows
        QVERIFY(layout->heightForWidth(narrow) > oneLine);
        QVERIFY(layout->minimumSize().width() > leastBefore);
    }
};

} // namespace tst_layoutcaches

AUDIENCE_TEST_MAIN(tst_layoutcaches, TestLayoutCaches)
#include "tst_layoutcaches.moc"
