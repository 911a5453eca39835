// What the main window's bar says when the profile's store refuses to record an outcome:
// the service answered a send while the disk was full; the bar says an outcome waits and why, and
// goes once the store took it.
#include "../net/fakeclient.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/workspace/messageoutbox.h"
#include "support/storefaults.h"
#include "support/wirebuilder.h"
#include "ui/shell/storenoticebar.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_storenotices {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

const QJsonObject emptyList{{QStringLiteral("items"), QJsonArray()}, {QStringLiteral("hasMore"), false},
                            {QStringLiteral("nextCursor"), QJsonValue::Null}, {QStringLiteral("totalCount"), 0}};
const QString messagesPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/messages");

} // namespace

class TestStoreNotices : public QObject
{
    Q_OBJECT

private slots:
    void anOutcomeNotRecordedIsSaidInTheBarUntilItIs()
    {
        QTemporaryDir dir;
        FakeClient api;
        api.network.route("GET", QStringLiteral("/v0/pages"), FakeResponse::json(200, emptyList));
        // An answer of several pages: recording it needs room the disk no longer has.
        QJsonObject answer = Wire::MessageAccepted{}.toJson();
        answer.insert(QStringLiteral("note"), QString(30000, u'y'));
        api.network.route("POST", messagesPath, FakeResponse::json(202, answer).withDelay(50));
        Connection connection(&api.client);
        Ui::StoreNoticeBar bar(&connection);
        bar.show();
        connection.setProfileFolder(dir.path());
        connection.setConnected(true);
        QTRY_VERIFY(connection.journal());
        auto *text = bar.findChild<QLabel *>(QStringLiteral("storeNoticeText"));
        QVERIFY(text);
        QVERIFY(bar.isHidden());

        const QString id = connection.messageOutbox()->send(QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("Shorter"));
        QVERIFY(!id.isEmpty());
        QVERIFY(StoreFaults::fillDisk(*connection.store()) > 0);
        QTRY_VERIFY(!bar.isHidden());
        QVERIFY2(text->text().contains(QStringLiteral("could not be recorded yet: the disk holding the profile is full.")),
                 qPrintable(text->text()));
        QVERIFY2(text->text().contains(QStringLiteral("when the store can be written again")), qPrintable(text->text()));
        QCOMPARE(connection.unrecordedOutcomeCount(), 1);

        StoreFaults::freeDisk(*connection.store());
        QTRY_VERIFY_WITH_TIMEOUT(bar.isHidden(), 5000);
        QCOMPARE(connection.journal()->findByKey(id)->outcome, JournalEntry::Outcome::Done);
    }
};

} // namespace tst_storenotices

AUDIENCE_TEST_MAIN(tst_storenotices, TestStoreNotices)
#include "tst_storenotices.moc"
