// "What goes live", the one pane Review, the publish confirmation, the Context tab and a release's
// detail show: one box per field with steps (live → after, "no net change", a field shown as sent),
// the steps folded until the field's toggle opens them, the open fields kept while the same
// audience's rows come again and forgotten for another, the empty and cleared states, escaped
// values, and the toggles named for a screen reader and reached by Tab in reading order, also
// when the boxes are made after the widgets under the pane.
#include "support/changes.h"
#include "models/workspace/netchanges.h"
#include "ui/workspace/whatgoesliveview.h"
#include "support/testmain.h"

#include <QAccessible>
#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

namespace tst_whatgoesliveview {

using namespace Audience;
using Testing::pendingChange;
using Models::NetChanges;

namespace {

Net::ConversationContext context()
{
    Net::ConversationContext result;
    result.audienceId = QStringLiteral("aud_1");
    result.currentMetaTitle = QStringLiteral("Forecasts you can present");
    result.currentMetaDescription = QStringLiteral("Rolling forecasts for teams");
    result.currentMetaKeywords = QStringLiteral("forecast, budget");
    return result;
}

// A title changed in two steps, a description changed and changed back, keywords, and a field the
// console has no words for.
QList<Net::Change> changes()
{
    return {pendingChange(QStringLiteral("metaTitle"), QStringLiteral("Old title"), QStringLiteral("Interim title")),
            pendingChange(QStringLiteral("metaDescription"), QStringLiteral("Rolling forecasts for teams"), QStringLiteral("Interim description")),
            pendingChange(QStringLiteral("metaTitle"), QStringLiteral("Interim title"), QStringLiteral("Forecasts you can present")),
            pendingChange(QStringLiteral("metaDescription"), QStringLiteral("Interim description"), QStringLiteral("Rolling forecasts for teams")),
            pendingChange(QStringLiteral("metaKeywords"), QStringLiteral("forecast, pricing"), QStringLiteral("forecast, budget")),
            pendingChange(QStringLiteral("heroColour"), QStringLiteral("<b>blue</b>"), QStringLiteral("green"))};
}

QList<Models::FieldNetChange> rows(const QList<Net::Change> &pending = changes())
{
    return NetChanges::compute(context(), pending);
}

QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
    return accessible ? accessible->text(QAccessible::Name) : QString();
}

// The widgets Tab stops at, in order, from `from` on until it comes back.
QList<QWidget *> tabChain(QWidget *from)
{
    QList<QWidget *> chain;
    for (QWidget *at = from->nextInFocusChain(); at != from; at = at->nextInFocusChain()) {
        if ((at->focusPolicy() & Qt::TabFocus) && at->isVisible() && at->isEnabled() && !at->focusProxy())
            chain.append(at);
    }
    return chain;
}

} // namespace

class TestWhatGoesLiveView : public QObject
{
    Q_OBJECT
private slots:
    void showsEachFieldWithStepsLiveAndAfter()
    {
        Ui::WhatGoesLiveView view;
        view.setRows(rows());
        // The context's fields in its order, then the field it does not name; none without steps.
        QCOMPARE(view.fields(), (QStringList{QStringLiteral("metaTitle"), QStringLiteral("metaDescription"),
                                             QStringLiteral("metaKeywords"), QStringLiteral("heroColour")}));
        const QString text = view.plainText();
        QVERIFY2(text.startsWith(QStringLiteral("What goes live")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Meta title · changes")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Old title")) && text.contains(QStringLiteral("Forecasts you can present")), qPrintable(text));
        // A→B→A: shown, but as no net change.
        QVERIFY2(text.contains(QStringLiteral("Meta description · no net change")), qPrintable(text));
        // Keywords compared as lists, each with its symbol.
        QVERIFY2(text.contains(QStringLiteral("+ budget")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("− pricing")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("= forecast")), qPrintable(text));
        // A field without words: its wire name and both values as sent, escaped (from the network).
        QVERIFY2(text.contains(QStringLiteral("heroColour")) && text.contains(QStringLiteral("Live: <b>blue</b>"))
                     && text.contains(QStringLiteral("After: green")),
                 qPrintable(text));
        // The steps between are folded: each field says how many.
        QVERIFY(!text.contains(QStringLiteral("Interim")));
        QCOMPARE(view.stepsToggle(QStringLiteral("metaTitle"))->text(), QStringLiteral("2 agent step(s)")); // no catalogue loaded
        QVERIFY(!view.stepsToggle(QStringLiteral("metaTitle"))->isChecked());
        QVERIFY(!view.stepsToggle(QStringLiteral("supplementaryContext")));
    }

    void opensAFieldsStepsOnDemand()
    {
        Ui::WhatGoesLiveView view;
        view.setRows(rows());
        QToolButton *title = view.stepsToggle(QStringLiteral("metaTitle"));
        QCOMPARE(title->arrowType(), Qt::RightArrow);
        title->click();
        QVERIFY(view.stepsOpen(QStringLiteral("metaTitle")));
        QCOMPARE(title->arrowType(), Qt::DownArrow);
        QVERIFY2(view.plainText().contains(QStringLiteral("Interim title")), qPrintable(view.plainText()));
        // Only that field's: the description's steps stay folded.
        QVERIFY(!view.plainText().contains(QStringLiteral("Interim description")));
        QVERIFY(!view.stepsOpen(QStringLiteral("metaDescription")));
        title->click();
        QVERIFY(!view.stepsOpen(QStringLiteral("metaTitle")));
        QVERIFY(!view.plainText().contains(QStringLiteral("Interim title")));
        QCOMPARE(title->arrowType(), Qt::RightArrow);
    }

    void keepsOpenStepsForTheSameAudienceOnly()
    {
        Ui::WhatGoesLiveView view;
        view.setRows(rows(), QStringLiteral("aud_1"));
        QToolButton *title = view.stepsToggle(QStringLiteral("metaTitle"));
        title->click();
        // The agent adds a step: the same boxes (and toggles), the new step shown, still open.
        QList<Net::Change> more = changes();
        more.append(pendingChange(QStringLiteral("metaTitle"), QStringLiteral("Forecasts you can present"), QStringLiteral("Forecasts to trust")));
        view.setRows(rows(more), QStringLiteral("aud_1"));
        QCOMPARE(view.stepsToggle(QStringLiteral("metaTitle")), title);
        QVERIFY(title->isChecked());
        QCOMPARE(title->text(), QStringLiteral("3 agent step(s)"));
        QVERIFY2(view.plainText().contains(QStringLiteral("Forecasts to trust")), qPrintable(view.plainText()));
        // Another field joins: new boxes, the title's steps still open.
        more.append(pendingChange(QStringLiteral("supplementaryContext"), QString(), QStringLiteral("For finance teams")));
        view.setRows(rows(more), QStringLiteral("aud_1"));
        QCOMPARE(view.fields().first(), QStringLiteral("supplementaryContext"));
        QVERIFY(view.stepsToggle(QStringLiteral("metaTitle"))->isChecked());
        QVERIFY(view.plainText().contains(QStringLiteral("Interim title")));
        // Another audience's rows: every field folded.
        view.setRows(rows(more), QStringLiteral("aud_2"));
        QVERIFY(!view.stepsOpen(QStringLiteral("metaTitle")));
        QVERIFY(!view.stepsToggle(QStringLiteral("metaTitle"))->isChecked());
        QVERIFY(!view.plainText().contains(QStringLiteral("Interim title")));
    }

    void saysWhenNothingIsPendingAndShowsNothingWhenCleared()
    {
        Ui::WhatGoesLiveView view;
        view.setRows(rows({}));
        QVERIFY(view.fields().isEmpty());
        QVERIFY2(view.plainText().contains(QStringLiteral("The conversation lists no pending change.")), qPrintable(view.plainText()));
        view.setRows(rows());
        QVERIFY(!view.plainText().contains(QStringLiteral("no pending change")));
        view.clear();
        QVERIFY(view.fields().isEmpty());
        QCOMPARE(view.plainText(), QStringLiteral("What goes live"));
        view.setNote(QStringLiteral("1 field would change for every visitor of this audience."));
        QCOMPARE(view.plainText(), QStringLiteral("What goes live\n1 field would change for every visitor of this audience."));
        view.setNote({});
        QCOMPARE(view.plainText(), QStringLiteral("What goes live"));
    }

    void namesEveryControlAndTabFollowsReadingOrder()
    {
        QWidget window;
        auto *before = new QLineEdit(&window);
        before->setAccessibleName(QStringLiteral("Before"));
        auto *view = new Ui::WhatGoesLiveView(&window);
        auto *after = new QPushButton(QStringLiteral("After"), &window);
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(before);
        layout->addWidget(view, 1);
        layout->addWidget(after);
        window.resize(500, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The boxes are made after the button under the pane, as when a draft is read later.
        view->setRows(rows());
        QCOMPARE(accessibleName(view->scrollArea()), QStringLiteral("What goes live"));
        QList<QWidget *> expected{view->scrollArea()};
        for (const QString &field : view->fields()) {
            QToolButton *toggle = view->stepsToggle(field);
            expected.append(toggle);
            QVERIFY2(!accessibleName(toggle).isEmpty(), qPrintable(field));
        }
        QCOMPARE(accessibleName(view->stepsToggle(QStringLiteral("metaTitle"))), QStringLiteral("Meta title: 2 agent step(s)"));
        QCOMPARE(accessibleName(view->stepsToggle(QStringLiteral("heroColour"))), QStringLiteral("heroColour: 1 agent step(s)"));
        expected.append(after);
        QCOMPARE(tabChain(before), expected);
        // Other fields: new boxes, in order again.
        view->setRows(rows({pendingChange(QStringLiteral("metaKeywords"), QStringLiteral("a"), QStringLiteral("b"))}));
        QCOMPARE(tabChain(before), (QList<QWidget *>{view->scrollArea(), view->stepsToggle(QStringLiteral("metaKeywords")), after}));
        // Tab itself goes there.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        before->setFocus();
        QTest::keyClick(before, Qt::Key_Tab);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), view->stepsToggle(QStringLiteral("metaKeywords")));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QVERIFY(view->stepsOpen(QStringLiteral("metaKeywords")));
    }
};

} // namespace tst_whatgoesliveview

AUDIENCE_TEST_MAIN(tst_whatgoesliveview, TestWhatGoesLiveView)
#include "tst_whatgoesliveview.moc"
