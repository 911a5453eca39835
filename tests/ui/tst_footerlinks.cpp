// The footer link groups: side by side while the pane is wide enough, fewer columns when it is not,
// so the detail pane never has to scroll sideways for them.
#include "net/pagetypes.h"
#include "ui/pages/footerlinkssection.h"
#include "support/testmain.h"

#include <QLabel>
#include <QTest>

#include <memory>

namespace tst_footerlinks {

using namespace Audience;

namespace {

Net::Page pageWithGroups(int count)
{
    Net::Page page;
    QList<Net::FooterLinkGroup> groups;
    for (int index = 0; index < count; ++index) {
        Net::FooterLinkGroup group;
        group.title = QStringLiteral("Group %1").arg(index + 1);
        Net::FooterLink link;
        link.text = QStringLiteral("Privacy and cookies");
        link.url = QStringLiteral("https://lumenledger.example/legal/privacy-and-cookies-%1").arg(index);
        group.links = QList<Net::FooterLink>{link};
        groups.append(group);
    }
    page.footerLinks = groups;
    return page;
}

// The section on screen at `width`, holding `groups` groups, once it has laid them out.
std::unique_ptr<Ui::FooterLinksSection> shownSection(int groups, int width)
{
    auto section = std::make_unique<Ui::FooterLinksSection>();
    section->setPage(pageWithGroups(groups));
    section->resize(width, 400);
    section->show();
    if (!QTest::qWaitForWindowExposed(section.get()))
        return nullptr;
    return section;
}

} // namespace

class TestFooterLinks : public QObject
{
    Q_OBJECT

private slots:
    void threeColumnsWhenThereIsRoom()
    {
        const auto section = shownSection(4, 1400);
        QVERIFY(section);
        QTRY_COMPARE(section->columnCount(), 3);
        QCOMPARE(section->groupCount(), 4);
    }

    void fewerColumnsInANarrowPane()
    {
        const auto section = shownSection(4, 1400);
        QVERIFY(section);
        QTRY_COMPARE(section->columnCount(), 3);
        // What the section asks of the pane is one column's width, whatever it shows now.
        const int oneColumn = section->minimumSizeHint().width();
        QVERIFY(oneColumn > 100); // an address does not break: a column is wide

        section->resize(oneColumn * 2 + 30, 400);
        QTRY_COMPARE(section->columnCount(), 2);
        section->resize(oneColumn, 400);
        QTRY_COMPARE(section->columnCount(), 1);
        QCOMPARE(section->minimumSizeHint().width(), oneColumn);

        section->resize(1400, 400); // and back
        QTRY_COMPARE(section->columnCount(), 3);
    }

    void oneColumnAtTheLeast()
    {
        const auto section = shownSection(2, 60);
        QVERIFY(section);
        QTRY_COMPARE(section->columnCount(), 1);
        for (const QLabel *label : section->findChildren<QLabel *>()) {
            if (label->text().contains(QStringLiteral("Group 2")))
                QVERIFY(label->isVisible()); // still shown, under the first
        }
    }
};

} // namespace tst_footerlinks

AUDIENCE_TEST_MAIN(tst_footerlinks, TestFooterLinks)
#include "tst_footerlinks.moc"
