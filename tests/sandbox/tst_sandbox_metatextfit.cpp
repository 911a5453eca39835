// How the editing agent fits a meta title or description within its limit: where it cuts, and how
// it adds a phrase (sandbox/metatextfit.h).
#include "metatextfit.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_sandbox_metatextfit {

using namespace Sandbox::MetaTextFit;

class TestSandboxMetaTextFit : public QObject
{
    Q_OBJECT
private slots:
    void shortened_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("limit");
        QTest::addColumn<bool>("description");
        QTest::addColumn<QString>("expected");
        QTest::newRow("colon") << QStringLiteral("Forecast Studio: demand planning") << 60 << false
                               << QStringLiteral("Forecast Studio");
        QTest::newRow("pipe") << QStringLiteral("Demand planning | Forecast Studio") << 60 << false
                              << QStringLiteral("Demand planning");
        QTest::newRow("en dash") << QStringLiteral("Demand planning – Forecast Studio") << 60 << false
                                 << QStringLiteral("Demand planning");
        QTest::newRow("comma") << QStringLiteral("Plan stock, staff and cash") << 60 << false
                               << QStringLiteral("Plan stock");
        QTest::newRow("last clause that fits") << QStringLiteral("Forecast Studio: stock, staff and cash, weekly")
                                               << 60 << false << QStringLiteral("Forecast Studio: stock, staff and cash");
        QTest::newRow("the clause must fit the limit") << QStringLiteral("Forecast Studio: stock, staff and cash, weekly")
                                                       << 20 << false << QStringLiteral("Forecast Studio");
        QTest::newRow("hyphen in a word is no boundary") << QStringLiteral("Mid-size retail forecasting") << 60
                                                         << false << QStringLiteral("Mid-size retail forecasting");
        QTest::newRow("time is no boundary") << QStringLiteral("Webinar at 10:30 for CFOs") << 60 << false
                                             << QStringLiteral("Webinar at 10:30 for CFOs");
        QTest::newRow("word boundary") << QStringLiteral("Rolling forecasts for consultancies") << 20 << false
                                       << QStringLiteral("Rolling forecasts");
        QTest::newRow("no dangling small word") << QStringLiteral("Plans for the whole team") << 15 << false
                                                << QStringLiteral("Plans");
        QTest::newRow("one long word") << QStringLiteral("Supercalifragilistic") << 10 << false
                                       << QStringLiteral("Supercalif");
        QTest::newRow("description keeps its sentence end")
            << QStringLiteral("Plan stock weekly, with cash and staff in one view.") << 155 << true
            << QStringLiteral("Plan stock weekly.");
        QTest::newRow("description cut at a sentence")
            << QStringLiteral("Plan stock weekly. Stop guessing, start planning.") << 30 << true
            << QStringLiteral("Plan stock weekly.");
    }

    void shortened()
    {
        QFETCH(QString, text);
        QFETCH(int, limit);
        QFETCH(bool, description);
        QFETCH(QString, expected);
        const QString result = Sandbox::MetaTextFit::shortened(text, limit, description ? Style::Description : Style::Title);
        QCOMPARE(result, expected);
        QVERIFY(result.size() <= std::max<qsizetype>(limit, text.size()));
    }

    void withMention_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<bool>("description");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("cut");
        QTest::newRow("title") << QStringLiteral("Northwind Analytics") << QStringLiteral("pricing") << false
                               << QStringLiteral("Northwind Analytics – Pricing") << false;
        QTest::newRow("title with a pipe") << QStringLiteral("Demand planning | Northwind") << QStringLiteral("the free pilot")
                                           << false << QStringLiteral("Demand planning | Northwind | Free pilot") << false;
        QTest::newRow("own capitals kept") << QStringLiteral("Northwind") << QStringLiteral("iPad app") << false
                                           << QStringLiteral("Northwind – iPad app") << false;
        QTest::newRow("empty title") << QString() << QStringLiteral("pricing") << false << QStringLiteral("Pricing") << false;
        QTest::newRow("title cut to make room")
            << QStringLiteral("Forecast Studio for consultancies: from utilisation to cash") << QStringLiteral("pricing")
            << false << QStringLiteral("Forecast Studio for consultancies – Pricing") << true;
        QTest::newRow("description") << QStringLiteral("Plan stock weekly") << QStringLiteral("pricing") << true
                                     << QStringLiteral("Plan stock weekly. Learn about pricing.") << false;
        QTest::newRow("description statement") << QStringLiteral("Plan stock weekly.")
                                               << QStringLiteral("that pilots are free") << true
                                               << QStringLiteral("Plan stock weekly. Pilots are free.") << false;
        QTest::newRow("empty description") << QString() << QStringLiteral("pricing") << true
                                           << QStringLiteral("Learn about pricing.") << false;
    }

    void withMention()
    {
        QFETCH(QString, text);
        QFETCH(QString, phrase);
        QFETCH(bool, description);
        QFETCH(QString, expected);
        QFETCH(bool, cut);
        const auto result = Sandbox::MetaTextFit::withMention(
            text, phrase, description ? descriptionLimit : titleLimit, description ? Style::Description : Style::Title);
        QVERIFY(result.has_value());
        QCOMPARE(result->text, expected);
        QCOMPARE(result->cut, cut);
    }

    void withMentionStaysWithinTheLimit()
    {
        const QString description = QStringLiteral("Forecast Studio gives FP&A leads a rolling forecast. ").repeated(4).trimmed();
        const auto result = Sandbox::MetaTextFit::withMention(description, QStringLiteral("pricing"), descriptionLimit,
                                                              Style::Description);
        QVERIFY(result.has_value());
        QVERIFY(result->cut);
        QVERIFY(result->text.size() <= descriptionLimit);
        QVERIFY(result->text.endsWith(QStringLiteral(". Learn about pricing.")));
        QVERIFY(!Sandbox::MetaTextFit::withMention(QStringLiteral("Northwind"), QString(58, u'x'), titleLimit,
                                                   Style::Title));
    }

    void mentions()
    {
        QVERIFY(Sandbox::MetaTextFit::mentions(QStringLiteral("Northwind – Free pilot"), QStringLiteral("the free pilot")));
        QVERIFY(Sandbox::MetaTextFit::mentions(QStringLiteral("Pricing for teams"), QStringLiteral("pricing")));
        QVERIFY(!Sandbox::MetaTextFit::mentions(QStringLiteral("Northwind"), QStringLiteral("pricing")));
    }
};

} // namespace tst_sandbox_metatextfit

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_metatextfit, TestSandboxMetaTextFit)
#include "tst_sandbox_metatextfit.moc"
