// The layers of DESIGN.md, checked on the sources: ui/ starts no request (every call goes through
// an object in models/), and models/ knows no widget. A file that breaks a rule is named with the
// line that breaks it.
#include "support/testmain.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace tst_layering {

// Not for moc: its reader does not follow the raw strings below (their quotes and #s) and would lose
// the namespace the test class is in.
#ifndef Q_MOC_RUN
namespace {

const QString sourceRoot = QStringLiteral(AUDIENCE_SOURCE_DIR);

struct Breach
{
    QString file;
    int line = 0;
    QString text;
};

// An operation of Net::ApiClient: client.pages().list(…), m_client->conversation().send(…),
// client()->send<T>(…), or the header that declares them.
const QRegularExpression &requestPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"((?:[cC]lient(?:\(\))?|\bapi)\s*(?:->|\.)\s*)"
                       R"((?:pages|audiences|versions|conversation|analytics|people|accounts|topics|pageLinks|webhooks|send\s*<)\b)"
                       R"(|#\s*include\s*[<"]net/(?:apiclient|[a-z]+api)\.h[>"])"));
    return pattern;
}

const QRegularExpression &widgetPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(#\s*include\s*[<"](?:QtWidgets/)?Q(?:Widget|Dialog|MainWindow|AbstractItemView|ListView|TableView|TreeView|Label|PushButton|Application|Style\w*)[>"])"));
    return pattern;
}

// Qt Sql in any form: the profile's store is read and written by models/, ui/ asks them.
const QRegularExpression &sqlPattern()
{
    static const QRegularExpression pattern(QStringLiteral(R"(#\s*include\s*[<"](?:QtSql/)?QSql\w*[>"])"));
    return pattern;
}

// A statement, or a connection to run one: all of them are in models/store (each statement's SQL in
// the typed function that binds it), and the areas call its typed functions.
const QRegularExpression &statementPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(\bQSql(?:Query|Database|Record)\b|"\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|BEGIN)\s)"));
    return pattern;
}

QList<Breach> scan(const QString &folder, const QRegularExpression &pattern)
{
    QList<Breach> breaches;
    QDirIterator it(sourceRoot + u'/' + folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue;
        int lineNumber = 0;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine());
            ++lineNumber;
            const QString code = line.trimmed();
            if (code.startsWith(QStringLiteral("//")))
                continue; // a comment may name a call
            if (pattern.match(line).hasMatch())
                breaches.append({path.mid(sourceRoot.size() + 1), lineNumber, code});
        }
    }
    return breaches;
}

QString describe(const QList<Breach> &breaches)
{
    QStringList lines;
    for (const Breach &breach : breaches)
        lines.append(QStringLiteral("%1:%2: %3").arg(breach.file).arg(breach.line).arg(breach.text));
    return lines.join(u'\n');
}

} // namespace
#endif // Q_MOC_RUN

class TestLayering : public QObject
{
    Q_OBJECT
private slots:
    // The detector itself: each of these lines starts a request, so each must be found.
    void detectorFindsRequests_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("isRequest");
        QTest::newRow("through the connection") << QStringLiteral("auto *r = m_connection->client()->pages().get(id, this);") << true;
        QTest::newRow("a client member") << QStringLiteral("m_client->conversation().send(p, a, m);") << true;
        QTest::newRow("a client reference") << QStringLiteral("client.versions().publish(p, a, v);") << true;
        QTest::newRow("the request core") << QStringLiteral("client()->send<Net::Page>(spec, this);") << true;
        QTest::newRow("the client's header") << QStringLiteral("#include \"net/apiclient.h\"") << true;
        QTest::newRow("an operation header") << QStringLiteral("#include \"net/webhooksapi.h\"") << true;
        QTest::newRow("a model's rows") << QStringLiteral("connection()->pages()->rowCount();") << false;
        QTest::newRow("wire types") << QStringLiteral("#include \"net/pagetypes.h\"") << false;
        QTest::newRow("a client handed to a model") << QStringLiteral("m_model->setClient(connection()->client());") << false;
    }
    void detectorFindsRequests()
    {
        QFETCH(QString, line);
        QFETCH(bool, isRequest);
        QCOMPARE(requestPattern().match(line).hasMatch(), isRequest);
    }

    void uiStartsNoRequest()
    {
        QVERIFY2(QFile::exists(sourceRoot + QStringLiteral("/ui/shell/mainwindow.cpp")), qPrintable(sourceRoot));
        const QList<Breach> breaches = scan(QStringLiteral("ui"), requestPattern());
        QVERIFY2(breaches.isEmpty(),
                 qPrintable(QStringLiteral("ui/ must not call Net::ApiClient; move the call into an object in models/:\n")
                            + describe(breaches)));
    }

    void uiRunsNoSql()
    {
        QVERIFY(sqlPattern().match(QStringLiteral("#include <QSqlQuery>")).hasMatch());
        QVERIFY(sqlPattern().match(QStringLiteral("#include <QtSql/QSqlDatabase>")).hasMatch());
        QVERIFY(!sqlPattern().match(QStringLiteral("#include \"models/store/writejournal.h\"")).hasMatch());
        const QList<Breach> breaches = scan(QStringLiteral("ui"), sqlPattern());
        QVERIFY2(breaches.isEmpty(),
                 qPrintable(QStringLiteral("ui/ must not run SQL; ask an object in models/:\n") + describe(breaches)));
    }

    void sqlLivesInTheStore()
    {
        QVERIFY(statementPattern().match(QStringLiteral("QSqlQuery query(store.database());")).hasMatch());
        QVERIFY(statementPattern().match(QStringLiteral("query.prepare(QStringLiteral(\"SELECT * FROM journal\"));")).hasMatch());
        QVERIFY(!statementPattern().match(QStringLiteral("m_store->keepComposerDraft(audienceId, text);")).hasMatch());
        QVERIFY(!statementPattern().match(QStringLiteral("request(QByteArrayLiteral(\"DELETE\"), path);")).hasMatch());
        QList<Breach> breaches = scan(QStringLiteral("models"), statementPattern());
        breaches.removeIf([](const Breach &breach) { return breach.file.startsWith(QStringLiteral("models/store/")); });
        QVERIFY2(breaches.isEmpty(), qPrintable(QStringLiteral("SQL outside models/store; add a statement there (an id in storestatements.h) "
                                                               "and a typed function of StoreConnection:\n")
                                                + describe(breaches)));
    }

    void modelsKnowNoWidget()
    {
        QVERIFY(widgetPattern().match(QStringLiteral("#include <QWidget>")).hasMatch());
        QVERIFY(!widgetPattern().match(QStringLiteral("#include <QAbstractListModel>")).hasMatch());
        const QList<Breach> breaches = scan(QStringLiteral("models"), widgetPattern());
        QVERIFY2(breaches.isEmpty(), qPrintable(QStringLiteral("models/ must not use widgets:\n") + describe(breaches)));
    }
};

} // namespace tst_layering

AUDIENCE_TEST_GUILESS_MAIN(tst_layering, TestLayering)
#include "tst_layering.moc"
