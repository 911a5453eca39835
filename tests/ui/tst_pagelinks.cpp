// The Page links place and the page detail's links section against a real sandbox (`--seed demo`:
// every page has a link on the fallback subdomain and on its brand's custom domain, outbound pages
// a routing link, every audience a link on the custom domain; docs/sandbox.md), driven as a user:
// each filter, Enter on a row to open what it leads to, the empty state of an unknown domain.
#include "models/common/modelroles.h"
#include "models/pagelinks/pagelinksearchmodel.h"
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/demosandboxclient.h"
#include "ui/common/fieldform.h"
#include "ui/common/liststatewidget.h"
#include "ui/pagelinks/pagelinkdetailview.h"
#include "ui/pagelinks/pagelinkfilterbar.h"
#include "ui/pagelinks/pagelinkssection.h"
#include "ui/pagelinks/pagelinksplace.h"
#include "ui/pages/pagedetailview.h"
#include "ui/pages/pagesbrowser.h"
#include "support/testmain.h"

#include <QComboBox>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

namespace tst_pagelinks {

using namespace Audience;
using Models::LoadState;
using Models::PageLinkSearchModel;

namespace {

const QString lumenDomain = QStringLiteral("tdom_demo_lumen");
// forecast-studio-launch (inbound, lumen) and close-faster-webinar (outbound, lumen).
const QString firstPage = QStringLiteral("page_demo_01");
const QString outboundPage = QStringLiteral("page_demo_02");

struct Console
{
    Models::Connection connection;
    Ui::PageLinksPlace place{&connection};

    explicit Console(Net::ApiClient *client)
        : connection(client)
    {
        place.resize(1300, 800);
        place.show();
        connection.setConnected(true);
    }
    PageLinkSearchModel *model() const { return place.model(); }
    Ui::PageLinkFilterBar *filters() const { return place.filterBar(); }
    QStringList column(int role, int column = 0) const
    {
        QStringList values;
        for (int row = 0; row < model()->rowCount(); ++row)
            values.append(model()->index(row, column).data(role).toString());
        return values;
    }
    // The pages' chooser fills as the pages load.
    void chooseCombo(QComboBox *combo, const QString &data)
    {
        QTRY_VERIFY2_WITH_TIMEOUT(combo->findData(data) >= 0, qPrintable(data), 10000);
        combo->setCurrentIndex(combo->findData(data));
    }
};

} // namespace

class TestPageLinks : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void withoutFiltersTheFallbackSubdomainsLinksShow()
    {
        Console console(m_demo.client());
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->rowCount() > 0 && !console.model()->isSearching(), 10000);
        // One domain (the fallback, whatever its ID), never a custom one; its links lead to pages.
        const QStringList domains = console.column(Qt::DisplayRole, PageLinkSearchModel::DomainColumn);
        QCOMPARE(QSet<QString>(domains.cbegin(), domains.cend()).size(), 1);
        QVERIFY(!domains.contains(lumenDomain));
        QVERIFY(console.column(Models::TypeRole).contains(QStringLiteral("page")));
        // Every row says its state in words.
        for (const QString &state : console.column(Qt::DisplayRole, PageLinkSearchModel::StateColumn))
            QCOMPARE(state, QStringLiteral("Active"));
    }

    void eachFilterNarrowsTheSearch()
    {
        Console console(m_demo.client());
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->rowCount() > 0 && !console.model()->isSearching(), 10000);

        // Tenant domain: typed into the domain box.
        console.filters()->domainCombo()->setCurrentText(lumenDomain);
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->filter().tenantDomainId == lumenDomain && console.model()->rowCount() > 0
                                     && !console.model()->isSearching(),
                                 10000);
        const QStringList domains = console.column(Qt::DisplayRole, PageLinkSearchModel::DomainColumn);
        QCOMPARE(QSet<QString>(domains.cbegin(), domains.cend()), QSet<QString>{lumenDomain});

        // Target type: audience links only, each naming its audience.
        console.chooseCombo(console.filters()->targetCombo(), QStringLiteral("audience"));
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->filter().targetType == u"audience" && console.model()->rowCount() > 0
                                     && !console.model()->isSearching()
                                     && console.column(Models::TypeRole).count(QStringLiteral("audience")) == console.model()->rowCount(),
                                 10000);
        for (const QString &audience : console.column(PageLinkSearchModel::TargetAudienceRole))
            QVERIFY2(audience.startsWith(QStringLiteral("aud_demo_")), qPrintable(audience));

        // Page: only the links that lead to the first page, which the rows then know.
        console.chooseCombo(console.filters()->pageCombo(), firstPage);
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->filter().pageId == firstPage && console.model()->rowCount() > 0
                                     && !console.model()->isSearching(),
                                 10000);
        QCOMPARE(console.column(PageLinkSearchModel::TargetPageRole),
                 QStringList(console.model()->rowCount(), firstPage));
        const int pageAudienceLinks = console.model()->rowCount();
        QVERIFY(pageAudienceLinks <= 6); // at most six audiences on the first page, some links deleted

        // Query: text in the path, typed (debounced).
        const QString path = console.model()->index(0, PageLinkSearchModel::PathColumn).data().toString();
        const QString tail = path.section(u'/', -1);
        QTest::keyClicks(console.filters()->searchEdit(), tail);
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->filter().query == tail && !console.model()->isSearching()
                                     && console.model()->state() == LoadState::Complete,
                                 10000);
        QCOMPARE(console.model()->rowCount(), 1);
        QCOMPARE(console.model()->index(0, PageLinkSearchModel::PathColumn).data().toString(), path);

        // Routing links of an outbound page.
        console.filters()->searchEdit()->clear();
        console.chooseCombo(console.filters()->pageCombo(), outboundPage);
        console.chooseCombo(console.filters()->targetCombo(), QStringLiteral("page_routing"));
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->filter().targetType == u"page_routing" && console.model()->filter().pageId == outboundPage
                                     && console.model()->rowCount() == 1 && !console.model()->isSearching(),
                                 10000);
        QVERIFY(console.model()->index(0, PageLinkSearchModel::PathColumn).data().toString().startsWith(QStringLiteral("/r/")));
    }

    void anUnknownDomainSaysSoInWords()
    {
        Console console(m_demo.client());
        console.filters()->domainCombo()->setCurrentText(QStringLiteral("tdom_nowhere"));
        QTRY_VERIFY_WITH_TIMEOUT(!console.model()->isSearching() && console.model()->filter().tenantDomainId == u"tdom_nowhere"
                                     && console.model()->state() == LoadState::Complete,
                                 10000);
        QCOMPARE(console.model()->rowCount(), 0);
        QTRY_COMPARE(console.place.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
    }

    void enterOpensTheAudienceOrThePage()
    {
        Console console(m_demo.client());
        QSignalSpy navigation(&console.place, &Ui::Place::navigationRequested);
        console.filters()->domainCombo()->setCurrentText(lumenDomain);
        console.chooseCombo(console.filters()->pageCombo(), firstPage);
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->filter().pageId == firstPage && console.model()->filter().tenantDomainId == lumenDomain
                                     && console.model()->state() == LoadState::Complete && console.model()->rowCount() > 1 && !console.model()->isSearching(),
                                 10000);
        const QStringList types = console.column(Models::TypeRole);
        const int audienceRow = int(types.indexOf(QStringLiteral("audience")));
        const int pageRow = int(types.indexOf(QStringLiteral("page")));
        QVERIFY(audienceRow >= 0 && pageRow >= 0);

        // An audience link: the detail offers its audience, Enter opens it.
        QTableView *table = console.place.table();
        table->setFocus();
        table->setCurrentIndex(console.model()->index(audienceRow, 0));
        const QString audienceId = console.model()->index(audienceRow, 0).data(PageLinkSearchModel::TargetAudienceRole).toString();
        QVERIFY(console.place.detail()->openAudienceButton()->isVisibleTo(&console.place));
        QCOMPARE(console.place.detail()->fields()->valueOf(QStringLiteral("Audience")), audienceId);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(navigation.size(), 1);
        QCOMPARE(navigation.at(0).at(0).toString(), Models::PlaceId::audiences);
        QCOMPARE(navigation.at(0).at(1).toString(), audienceId);
        QCOMPARE(console.place.currentItem(), console.model()->index(audienceRow, 0).data(Models::IdRole).toString());

        // A page link of the page chosen in the filter: its page.
        table->setCurrentIndex(console.model()->index(pageRow, 0));
        QVERIFY(!console.place.detail()->openAudienceButton()->isVisibleTo(&console.place));
        QTest::mouseClick(console.place.detail()->openPageButton(), Qt::LeftButton);
        QCOMPARE(navigation.size(), 2);
        QCOMPARE(navigation.at(1).at(0).toString(), Models::PlaceId::pages);
        QCOMPARE(navigation.at(1).at(1).toString(), firstPage);
    }

    void aPagesDetailListsItsLinks()
    {
        Models::Connection connection(m_demo.client());
        Ui::PagesBrowser browser(&connection);
        browser.resize(1300, 900);
        browser.show();
        connection.setConnected(true);
        QSignalSpy navigation(&browser, &Ui::Place::navigationRequested);
        browser.openItem(firstPage);
        QTRY_VERIFY_WITH_TIMEOUT(browser.detail()->links() != nullptr, 10000);
        Ui::PageLinksSection *section = browser.detail()->links();
        PageLinkSearchModel *model = section->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->state() == LoadState::Complete && model->rowCount() > 0 && !model->isSearching(), 10000);
        QCOMPARE(model->filter().pageId, firstPage);
        QCOMPARE(model->index(0, PageLinkSearchModel::PathColumn).data().toString(), QStringLiteral("/forecast-studio-launch"));

        // On the custom domain the page's audience links are there too, and open their audience.
        section->filterBar()->domainCombo()->setCurrentText(lumenDomain);
        section->filterBar()->targetCombo()->setCurrentIndex(section->filterBar()->targetCombo()->findData(QStringLiteral("audience")));
        QTRY_VERIFY_WITH_TIMEOUT(model->filter().tenantDomainId == lumenDomain && model->filter().targetType == u"audience"
                                     && model->state() == LoadState::Complete && model->rowCount() > 0 && !model->isSearching(),
                                 10000);
        section->view()->setCurrentIndex(model->index(0, 0));
        QTest::mouseClick(section->findChild<QPushButton *>(QStringLiteral("openLinkedAudienceButton")), Qt::LeftButton);
        QCOMPARE(navigation.size(), 1);
        QCOMPARE(navigation.at(0).at(0).toString(), Models::PlaceId::audiences);
        QCOMPARE(navigation.at(0).at(1).toString(), model->index(0, 0).data(PageLinkSearchModel::TargetAudienceRole).toString());
    }
};

} // namespace tst_pagelinks

AUDIENCE_TEST_MAIN(tst_pagelinks, TestPageLinks)
#include "tst_pagelinks.moc"
