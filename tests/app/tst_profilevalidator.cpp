// What a profile may be: names, addresses, the plain-HTTP rule, labels, colours and keys.
#include "models/profiles/profilevalidator.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_profilevalidator {

using Audience::Models::Profile;
using Audience::Models::ProfileValidator;

class TestProfileValidator : public QObject
{
    Q_OBJECT
private slots:
    void namesMustBeGivenShortAndUnique()
    {
        const ProfileValidator validator({QStringLiteral("Acme production"), QStringLiteral("Demo sandbox")});
        QVERIFY(!validator.nameProblem(QStringLiteral("   ")).isEmpty());
        QVERIFY(!validator.nameProblem(QString(ProfileValidator::maxNameLength + 1, u'x')).isEmpty());
        QVERIFY(validator.nameProblem(QString(ProfileValidator::maxNameLength, u'x')).isEmpty());
        const QString clash = validator.nameProblem(QStringLiteral("ACME Production "));
        QVERIFY2(clash.contains(QStringLiteral("Acme production")), qPrintable(clash));
        QVERIFY(validator.nameProblem(QStringLiteral("Acme staging")).isEmpty());
    }

    void addressesMustBeHttpsOrLocal_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowPlainHttp");
        QTest::addColumn<bool>("fine");
        QTest::newRow("https") << "https://api.example.com" << false << true;
        QTest::newRow("https with prefix") << "https://example.com/audience/" << false << true;
        QTest::newRow("empty") << "" << false << false;
        QTest::newRow("no scheme") << "api.example.com" << false << false;
        QTest::newRow("ftp") << "ftp://api.example.com" << false << false;
        QTest::newRow("no host") << "https://" << false << false;
        QTest::newRow("user info") << "https://me:secret@api.example.com" << false << false;
        QTest::newRow("query") << "https://api.example.com/?x=1" << false << false;
        QTest::newRow("plain http remote") << "http://api.example.com" << false << false;
        QTest::newRow("plain http remote allowed") << "http://api.example.com" << true << true;
        QTest::newRow("plain http localhost") << "http://localhost:8080" << false << true;
        QTest::newRow("plain http 127.0.0.1") << "http://127.0.0.1:41234" << false << true;
        QTest::newRow("plain http ::1") << "http://[::1]:41234" << false << true;
        QTest::newRow("plain http LAN") << "http://192.168.1.20" << false << false;
    }
    void addressesMustBeHttpsOrLocal()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowPlainHttp);
        QFETCH(bool, fine);
        const QString problem = ProfileValidator().urlProblem(url, allowPlainHttp);
        QVERIFY2(problem.isEmpty() == fine, qPrintable(problem));
    }

    void plainHttpProblemNamesTheHostAndTheWayOut()
    {
        const QString problem = ProfileValidator().urlProblem(QStringLiteral("http://api.example.com"), false);
        QVERIFY(problem.contains(QStringLiteral("api.example.com")));
        QVERIFY(problem.contains(QStringLiteral("https://")));
    }

    void labelsAndColoursAreRequired()
    {
        const ProfileValidator validator;
        QVERIFY(!validator.labelProblem(QString()).isEmpty());
        QVERIFY(!validator.labelProblem(QString(ProfileValidator::maxLabelLength + 1, u'L')).isEmpty());
        QVERIFY(validator.labelProblem(QStringLiteral("Production")).isEmpty());
        QVERIFY(validator.colourProblem(QStringLiteral("#c62828")).isEmpty());
        QVERIFY(!validator.colourProblem(QStringLiteral("red")).isEmpty());
        QVERIFY(!validator.colourProblem(QString()).isEmpty());
    }

    void keysAreOnePieceOfVisibleAscii()
    {
        const ProfileValidator validator;
        QVERIFY(validator.keyProblem(QStringLiteral("sk_live_abc123-XYZ.~"), true).isEmpty());
        QVERIFY(!validator.keyProblem(QString(), true).isEmpty());
        QVERIFY(validator.keyProblem(QString(), false).isEmpty());
        QVERIFY(!validator.keyProblem(QStringLiteral("abc def"), true).isEmpty());
        QVERIFY(!validator.keyProblem(QStringLiteral("abc\ndef"), true).isEmpty());
        QVERIFY(!validator.keyProblem(QStringLiteral("clé"), true).isEmpty());
        QVERIFY(!validator.keyProblem(QString(ProfileValidator::maxKeyLength + 1, u'k'), true).isEmpty());
    }

    void wholeProfilesListTheirProblemsInFieldOrder()
    {
        Profile profile;
        profile.name = QStringLiteral("Acme");
        profile.baseUrl = QUrl(QStringLiteral("https://api.example.com"));
        profile.label = QStringLiteral("Production");
        profile.colour = QStringLiteral("#c62828");
        QVERIFY(ProfileValidator().problems(profile).isEmpty());
        profile.name.clear();
        profile.colour.clear();
        const QStringList problems = ProfileValidator().problems(profile);
        QCOMPARE(problems.size(), 2);
        QCOMPARE(problems.at(0), ProfileValidator().nameProblem(QString()));
    }

    void urlsAreNormalisedAndOriginsCompared()
    {
        QCOMPARE(ProfileValidator::normalisedUrl(QStringLiteral("  HTTPS://api.example.com/prefix// ")),
                 QUrl(QStringLiteral("https://api.example.com/prefix")));
        QVERIFY(!ProfileValidator::normalisedUrl(QStringLiteral("http://[bad")).isValid());
        const QUrl a(QStringLiteral("https://api.example.com/one"));
        QVERIFY(ProfileValidator::sameOrigin(a, QUrl(QStringLiteral("https://API.example.com:443/two"))));
        QVERIFY(!ProfileValidator::sameOrigin(a, QUrl(QStringLiteral("https://evil.example.com"))));
        QVERIFY(!ProfileValidator::sameOrigin(a, QUrl(QStringLiteral("http://api.example.com"))));
        QVERIFY(!ProfileValidator::sameOrigin(a, QUrl(QStringLiteral("https://api.example.com:8443"))));
    }

    void loopbackHosts()
    {
        QVERIFY(ProfileValidator::isLoopbackHost(QStringLiteral("localhost")));
        QVERIFY(ProfileValidator::isLoopbackHost(QStringLiteral("LOCALHOST")));
        QVERIFY(ProfileValidator::isLoopbackHost(QStringLiteral("api.localhost")));
        QVERIFY(ProfileValidator::isLoopbackHost(QStringLiteral("127.0.0.1")));
        QVERIFY(ProfileValidator::isLoopbackHost(QStringLiteral("127.8.9.10")));
        QVERIFY(ProfileValidator::isLoopbackHost(QStringLiteral("::1")));
        QVERIFY(!ProfileValidator::isLoopbackHost(QStringLiteral("localhost.example.com")));
        QVERIFY(!ProfileValidator::isLoopbackHost(QStringLiteral("10.0.0.1")));
        QVERIFY(!ProfileValidator::isLoopbackHost(QString()));
    }
};

} // namespace tst_profilevalidator

AUDIENCE_TEST_GUILESS_MAIN(tst_profilevalidator, TestProfileValidator)
#include "tst_profilevalidator.moc"
