// DateTimeFormat: ISO 8601 in, the user's locale or a relative phrase out, the raw text when it
// does not parse.
#include "models/common/datetimeformat.h"
#include "support/testmain.h"

#include <QTest>
#include <QTimeZone>

namespace tst_datetimeformat {

using Audience::Models::DateTimeFormat;

class TestDateTimeFormat : public QObject
{
    Q_OBJECT
private:
    const QDateTime now{QDate(2024, 6, 15), QTime(12, 0, 0), QTimeZone::utc()};

private slots:
    void parsesIsoForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDateTime>("expected");
        const QDateTime utc(QDate(2024, 5, 1), QTime(10, 0, 0), QTimeZone::utc());
        QTest::newRow("Z") << QStringLiteral("2024-05-01T10:00:00Z") << utc;
        QTest::newRow("fraction") << QStringLiteral("2024-05-01T10:00:00.250Z") << utc.addMSecs(250);
        QTest::newRow("offset") << QStringLiteral("2024-05-01T12:00:00+02:00") << utc;
        QTest::newRow("no offset is UTC") << QStringLiteral("2024-05-01T10:00:00") << utc;
    }
    void parsesIsoForms()
    {
        QFETCH(QString, text);
        QFETCH(QDateTime, expected);
        const QDateTime parsed = DateTimeFormat::parse(text);
        QVERIFY(parsed.isValid());
        QCOMPARE(parsed.toMSecsSinceEpoch(), expected.toMSecsSinceEpoch());
    }

    void rejectsWhatIsNotIso_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("phone pattern") << QStringLiteral("+14155550100");
        QTest::newRow("words") << QStringLiteral("yesterday");
        QTest::newRow("bad month") << QStringLiteral("2024-13-01T00:00:00Z");
    }
    void rejectsWhatIsNotIso()
    {
        QFETCH(QString, text);
        QVERIFY(!DateTimeFormat::parse(text).isValid());
        QCOMPARE(DateTimeFormat::display(text, now), text);
        QCOMPARE(DateTimeFormat::full(text), text);
    }

    void relativeWithinAWeek_data()
    {
        QTest::addColumn<qint64>("secondsAgo");
        QTest::addColumn<QString>("expected");
        // No translation is loaded in the test: the source texts carry the plural as "(s)".
        QTest::newRow("now") << qint64(5) << QStringLiteral("just now");
        QTest::newRow("skew") << qint64(-20) << QStringLiteral("just now");
        QTest::newRow("minutes") << qint64(5 * 60 + 10) << QStringLiteral("5 minute(s) ago");
        QTest::newRow("hours") << qint64(3 * 3600 + 59) << QStringLiteral("3 hour(s) ago");
        QTest::newRow("days") << qint64(6 * 86400 + 100) << QStringLiteral("6 day(s) ago");
    }
    void relativeWithinAWeek()
    {
        QFETCH(qint64, secondsAgo);
        QFETCH(QString, expected);
        QCOMPARE(DateTimeFormat::display(now.addSecs(-secondsAgo), now), expected);
        QCOMPARE(DateTimeFormat::display(now.addSecs(-secondsAgo).toString(Qt::ISODate), now), expected);
        QCOMPARE(DateTimeFormat::compact(now.addSecs(-secondsAgo), now), expected);
    }

    void compactIsTheDateAloneBeyondAWeek()
    {
        const QLocale german(QLocale::German, QLocale::Germany);
        const QDateTime old = now.addDays(-8);
        QCOMPARE(DateTimeFormat::compact(old, now, german), german.toString(old.toLocalTime().date(), QLocale::ShortFormat));
        QVERIFY(!DateTimeFormat::compact(old, now, german).contains(u':'));
        QVERIFY(DateTimeFormat::compact(QDateTime(), now).isEmpty());
    }

    // What a column of compact dates must hold: the longest count of each unit, and dates.
    void compactLongestHasTheLongestOfEachForm()
    {
        const QLocale german(QLocale::German, QLocale::Germany);
        const QStringList longest = DateTimeFormat::compactLongest(german);
        QCOMPARE(longest.mid(0, 3), (QStringList{QStringLiteral("59 minute(s) ago"), QStringLiteral("23 hour(s) ago"),
                                                 QStringLiteral("6 day(s) ago")}));
        QCOMPARE(longest.size(), 5);
        for (const QString &date : longest.mid(3))
            QVERIFY2(!date.contains(u':') && date.contains(u'.'), qPrintable(date)); // German's short date
    }

    void localeFormatBeyondAWeekAndInTheFuture()
    {
        const QLocale german(QLocale::German, QLocale::Germany);
        const QDateTime old = now.addDays(-8);
        QCOMPARE(DateTimeFormat::display(old, now, german), german.toString(old.toLocalTime(), QLocale::ShortFormat));
        const QDateTime future = now.addSecs(3600);
        QCOMPARE(DateTimeFormat::display(future, now, german), german.toString(future.toLocalTime(), QLocale::ShortFormat));
        QCOMPARE(DateTimeFormat::full(QStringLiteral("2024-05-01T10:00:00Z"), german),
                 german.toString(QDateTime(QDate(2024, 5, 1), QTime(10, 0), QTimeZone::utc()).toLocalTime(), QLocale::LongFormat));
    }
};

} // namespace tst_datetimeformat

AUDIENCE_TEST_GUILESS_MAIN(tst_datetimeformat, TestDateTimeFormat)
#include "tst_datetimeformat.moc"
