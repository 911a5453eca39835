// Every failure path of every write, walked (issue 42; Nextcloud's autotestFailCounter): the
// store's fault point (StoreConnection::failStatement) makes the Nth statement of an action fail as
// SQLite fails when the disk is full, the store locked, read-only or damaged, for every N the
// action runs and every kind. For each, the rules of DESIGN.md:
//   - the place where the user acted says what happened, in words;
//   - nothing is sent that was not journaled;
//   - nothing says "Sending…" for ever;
//   - nothing the user typed is lost;
//   - the next start tells the truth (calls nothing "not confirmed" that this console saw answered).
// The composer's kept draft and the watch's dismissal are local writes (nothing is sent): their
// own test functions below.
// It prints actions × statements × kinds swept (docs/performance.md, "Reliability").
#include "models/audiences/audienceactions.h"
#include "models/people/peopleactions.h"
#include "models/store/storeerror.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/topics/topicentrywriter.h"
#include "models/watch/watchdismissals.h"
#include "models/webhooks/webhookeditor.h"
#include "models/workspace/publishactions.h"
#include "support/faultsweep.h"
#include "support/storeprofile.h"
#include "support/testmain.h"
#include "support/wirebuilder.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTimeZone>
#include <QTest>

#include <algorithm>

namespace tst_storesweep {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

const QString pageId = QStringLiteral("page_1");
const QString audienceId = QStringLiteral("aud_1");
const QString typedText = QStringLiteral("Lead with the 30-day pilot");
const QList<StoreError::Kind> &kinds = sweptKinds();

QString kindName(StoreError::Kind kind)
{
    return StoreError{kind, {}, {}}.cause();
}

// The subscription the webhook editor edits, as the service sends it (before and after a save).
QJsonObject subscriptionJson()
{
    return QJsonObject{{QStringLiteral("subscriptionId"), QStringLiteral("wh_1")},
                       {QStringLiteral("url"), QStringLiteral("https://hooks.example.com/a")},
                       {QStringLiteral("events"), QJsonArray{QStringLiteral("page.version.created")}},
                       {QStringLiteral("active"), true},
                       {QStringLiteral("createdAt"), QStringLiteral("2026-01-01T00:00:00Z")},
                       {QStringLiteral("updatedAt"), QStringLiteral("2026-01-01T00:00:00Z")}};
}

// A profile with every area's writer on one fake service, which accepts whatever it is sent.
struct Sweep : StoreProfile
{
    PublishActions publishes{nullptr, nullptr};
    PeopleActions people{nullptr};
    TopicEntryWriter topics;
    AudienceActions audiences{nullptr, nullptr};
    WebhookEditor webhook;

    bool open()
    {
        if (!StoreProfile::open())
            return false;
        for (WriteTracker *tracker : {publishes.tracker(), people.tracker(), topics.tracker(), audiences.tracker()})
            tracker->setJournal(journal.get());
        audiences.setClient(&api.client);
        webhook.setClient(&api.client);
        webhook.setJournal(journal.get());
        publishes.setClient(&api.client);
        people.setClient(&api.client);
        topics.setClient(&api.client);
        api.network.setHandler([](const ReceivedRequest &request) -> std::optional<FakeResponse> {
            if (request.path().endsWith(u"/messages"))
                return FakeResponse::json(202, Wire::MessageAccepted{}.toJson()).withDelay(5);
            if (request.path().startsWith(u"/v0/webhook_subscriptions/"))
                return FakeResponse::json(200, subscriptionJson()).withDelay(5);
            if (request.method == "DELETE") // archiving an audience
                return FakeResponse::json(200, Wire::Audience{}.toJson()).withDelay(5);
            return FakeResponse::json(200, QJsonObject{}).withDelay(5);
        });
        return true;
    }
};

// An action started: the tracker and item of its write (the item is empty when the place forgot a
// write the store refused: the composer's send), what the place says when it was refused, and
// whether what the user typed is still somewhere.
struct Started
{
    WriteTracker *tracker = nullptr;
    QString item;
    QString refusal;
};

struct Action
{
    QString name;
    std::function<Started(Sweep &)> start;
    // Nothing the user typed is lost (after the run, the store taking writes again).
    std::function<bool(Sweep &, const Started &)> typedIsKept;
    // What the place where the user acted says (empty: the write's own words, WriteTracker).
    std::function<QString(Sweep &, const Started &)> placeSays = {};
};

// The words of the write itself: why it was not sent, or why its outcome is not recorded yet.
QString writeSays(const Started &started)
{
    if (started.item.isEmpty())
        return started.refusal;
    const QString notRecorded = started.tracker->unrecordedText(started.item);
    return notRecorded.isEmpty() ? started.tracker->errorText(started.item) : notRecorded;
}

bool nothingTyped(Sweep &, const Started &)
{
    return true;
}

// A message is in the composer's draft, or in the outbox (sent or failed, with its text).
bool messageIsKept(Sweep &sweep, const Started &started)
{
    if (sweep.drafts.text(audienceId) == typedText)
        return true;
    const auto message = sweep.outbox.find(started.item);
    return message && message->text == typedText;
}

QList<Action> actions()
{
    QList<Action> list;
    list.append({QStringLiteral("send"), [](Sweep &sweep) {
                     sweep.type(audienceId, typedText);
                     const QString id = sweep.outbox.send(pageId, audienceId, typedText);
                     return Started{sweep.outbox.tracker(), id, sweep.outbox.refusal(audienceId)};
                 }, messageIsKept, [](Sweep &sweep, const Started &started) {
                     // The composer's line when it was not sent, the words under the message when it was.
                     return started.item.isEmpty() ? started.refusal : sweep.conversationSays(audienceId);
                 }});
    list.append({QStringLiteral("one instruction to many"), [](Sweep &sweep) {
                     const QString id = sweep.outbox.send(pageId, audienceId, typedText, MessageOutbox::Source::Elsewhere);
                     return Started{sweep.outbox.tracker(), id, sweep.outbox.lastRefusal()};
                 }, nothingTyped});
    list.append({QStringLiteral("undo"), [](Sweep &sweep) {
                     const QString id = sweep.outbox.sendUndo(pageId, audienceId, QStringLiteral("Set the title back"),
                                                              QStringLiteral("version 3"));
                     return Started{sweep.outbox.tracker(), id, sweep.outbox.lastRefusal()};
                 }, nothingTyped});
    list.append({QStringLiteral("publish"), [](Sweep &sweep) {
                     sweep.publishes.publish(pageId, audienceId, QStringLiteral("ver_7"));
                     return Started{sweep.publishes.tracker(), QStringLiteral("ver_7"), {}};
                 }, nothingTyped});
    list.append({QStringLiteral("archive"), [](Sweep &sweep) {
                     sweep.audiences.archive(pageId, audienceId, QStringLiteral("Retail"));
                     return Started{sweep.audiences.tracker(), audienceId, {}};
                 }, nothingTyped, [](Sweep &sweep, const Started &) { return sweep.audiences.describe(audienceId); }});
    list.append({QStringLiteral("webhook update"), [](Sweep &sweep) {
                     Net::WebhookSubscription loaded;
                     loaded.subscriptionId = QStringLiteral("wh_1");
                     loaded.url = QStringLiteral("https://hooks.example.com/a");
                     loaded.events = QStringList{QStringLiteral("page.version.created")};
                     loaded.active = true;
                     loaded.updatedAt = QStringLiteral("2026-01-01T00:00:00Z");
                     sweep.webhook.load(loaded);
                     sweep.webhook.setUrl(QStringLiteral("https://hooks.example.com/b"));
                     sweep.webhook.save(); // reads the subscription first: the write goes after
                     // Still checking after 5 s fails the sweep's rules below, with the editor's state said.
                     (void)QTest::qWaitFor([&sweep] { return sweep.webhook.saveState() != WebhookEditor::SaveState::Checking; }, 5000);
                     return Started{sweep.webhook.tracker(), QStringLiteral("wh_1"), {}};
                 }, [](Sweep &sweep, const Started &) {
                     // The edit stays the editor's until it is saved.
                     return sweep.webhook.saveState() == WebhookEditor::SaveState::Saved
                            || sweep.webhook.url() == QStringLiteral("https://hooks.example.com/b");
                 }});
    list.append({QStringLiteral("person update"), [](Sweep &sweep) {
                     Net::PersonUpdate update;
                     update.name = QStringLiteral("Ada Lovelace");
                     sweep.people.update(QStringLiteral("per_1"), update);
                     return Started{sweep.people.tracker(), PeopleActions::updateItem(QStringLiteral("per_1")), {}};
                 }, [](Sweep &sweep, const Started &started) {
                     // A form's write keeps what was typed as its payload until it is written.
                     return sweep.people.state(started.item) == WriteTracker::State::Done
                            || sweep.people.tracker()->payload(started.item).isValid();
                 }});
    list.append({QStringLiteral("log entry"), [](Sweep &sweep) {
                     Net::NewPersonLog log;
                     log.source = QStringLiteral("crm");
                     log.type = QStringLiteral("note");
                     log.personId = QStringLiteral("per_1");
                     return Started{sweep.people.tracker(), sweep.people.addLog(log), {}};
                 }, [](Sweep &sweep, const Started &started) {
                     return sweep.people.state(started.item) == WriteTracker::State::Done
                            || sweep.people.tracker()->payload(started.item).isValid();
                 }});
    list.append({QStringLiteral("topic entry"), [](Sweep &sweep) {
                     sweep.topics.add(QStringLiteral("topic_1"), {QStringLiteral("faq"), QStringLiteral("Pricing starts at 10"), {}});
                     return Started{sweep.topics.tracker(), QStringLiteral("topic_1"), {}};
                 }, [](Sweep &sweep, const Started &) {
                     return sweep.topics.state(QStringLiteral("topic_1")) == WriteTracker::State::Done
                            || sweep.topics.form(QStringLiteral("topic_1")).content == QStringLiteral("Pricing starts at 10");
                 }});
    return list;
}

// Runs `action` on a fresh profile with the nth statement failing as `kind` (0: none), checks
// the rules, and returns how many statements the action ran. Failures say which run it was.
int runOnce(const Action &action, int nth, StoreError::Kind kind)
{
    const QByteArray run = QStringLiteral("%1, statement %2 failing: %3").arg(action.name).arg(nth).arg(kindName(kind)).toUtf8();
    Sweep sweep;
    if (!sweep.open()) {
        QTest::qFail("the store did not open", __FILE__, __LINE__);
        return -1;
    }
    sweep.store.failStatement(nth, kind);
    const Started started = action.start(sweep);
    WriteTracker *tracker = started.tracker;
    // Nothing says "Sending…" for ever.
    if (!started.item.isEmpty() && !QTest::qWaitFor([&] { return !tracker->isPending(started.item); }, 5000)) {
        QTest::qFail((run + ": still pending").constData(), __FILE__, __LINE__);
        return -1;
    }
    const int statements = sweep.store.statementsRun();
    sweep.store.failStatement(0, StoreError::Kind::None);
    const QList<ReceivedRequest> received = sweep.api.network.requests();
    // Writes only: a save reads the subscription first (its lost-update guard).
    const auto requests = std::count_if(received.cbegin(), received.cend(), [](const ReceivedRequest &r) { return r.method != "GET"; });
    const StoreError why{kind, {}, {}};
    const bool refused = started.item.isEmpty() || tracker->isRefusedByStore(started.item);
    const auto says = [&] { return action.placeSays ? action.placeSays(sweep, started) : writeSays(started); };
    auto fail = [&](const char *rule, const QString &detail = {}) {
        const QByteArray message = run + ": " + rule + (detail.isEmpty() ? QByteArray() : " (" + detail.toUtf8() + ")");
        QTest::qFail(message.constData(), __FILE__, __LINE__);
        return -1;
    };
    if (refused) {
        // Refused before it was sent: nothing left, and the place says why.
        if (requests != 0)
            return fail("sent though its intent was not journaled");
        if (!says().contains(why.notSentText()))
            return fail("the place does not say why it was not sent", says());
    } else {
        if (requests != 1)
            return fail("not sent once", QString::number(requests));
        const auto entry = sweep.journal->findByKey(tracker->idempotencyKey(started.item));
        if (!entry)
            return fail("sent, and not in the journal");
        if (entry->outcome == JournalEntry::Outcome::Pending) {
            // Answered, the outcome refused: said where the user acted, recorded later.
            if (!says().contains(why.notRecordedText()))
                return fail("an unrecorded outcome is not said", says());
            sweep.journal->unrecordedOutcomes()->recordNow(); // the store takes writes again
            if (sweep.journal->unrecordedOutcomes()->count() != 0)
                return fail("the outcome was not recorded once the store took writes");
        }
    }
    if (!action.typedIsKept(sweep, started))
        return fail("what the user typed is lost");
    const int notConfirmed = sweep.notConfirmedAtNextStart();
    if (notConfirmed != 0)
        return fail("the next start calls writes not confirmed", QString::number(notConfirmed));
    return statements;
}

} // namespace

class TestStoreSweep : public QObject
{
    Q_OBJECT
private slots:
    void everyStatementOfEveryWriteFailsInEveryWay()
    {
        int statementsSwept = 0;
        const QList<Action> all = actions();
        for (const Action &action : all) {
            const int statements = sweepEveryStatement([&action](int nth, StoreError::Kind kind) { return runOnce(action, nth, kind); });
            if (QTest::currentTestFailed())
                return;
            statementsSwept += statements;
            qInfo("%s: %d statements × %d kinds", qPrintable(action.name), statements, int(kinds.size()));
        }
        qInfo("swept %d actions × their %d statements × %d kinds: %d runs", int(all.size()), statementsSwept,
              int(kinds.size()), statementsSwept * int(kinds.size()));
    }

    // The composer's kept draft: a failed keep says why under the composer, keeps the text in
    // memory, and keeps it in the store at the next try; the next start finds it.
    void theComposersKeptDraftFailsInEveryWay()
    {
        int statements = 0;
        {
            StoreProfile profile;
            QVERIFY(profile.open());
            profile.store.failStatement(0, StoreError::Kind::None);
            profile.type(audienceId, typedText);
            statements = profile.store.statementsRun();
        }
        QVERIFY(statements > 0);
        for (StoreError::Kind kind : kinds) {
            for (int nth = 1; nth <= statements; ++nth) {
                const QByteArray run = QStringLiteral("statement %1 failing: %2").arg(nth).arg(kindName(kind)).toUtf8();
                StoreProfile profile;
                QVERIFY(profile.open());
                profile.store.failStatement(nth, kind);
                profile.type(audienceId, typedText);
                QVERIFY2(profile.drafts.problem().contains(StoreError{kind, {}, {}}.cause()), (run + ": " + profile.drafts.problem().toUtf8()).constData());
                QCOMPARE(profile.drafts.text(audienceId), typedText);
                profile.drafts.flush(); // the next try (on a timer in the console)
                QVERIFY2(profile.drafts.problem().isEmpty(), run.constData());
                const QString path = profile.path;
                QCOMPARE(profile.notConfirmedAtNextStart(), 0);
                ProfileDatabase next;
                QVERIFY(next.open(path));
                QCOMPARE(next.composerDrafts().value_or(QHash<QString, QString>()).value(audienceId), typedText);
            }
        }
        qInfo("the composer's kept draft: %d statements × %d kinds", statements, int(kinds.size()));
    }

    // The publish watch's dismissal of an alert, and its Undo (a local write: nothing is sent). For
    // each statement and kind: a refused one says why where Dismiss was pressed, the alert stays
    // dismissed (or shown again, after Undo) in this run, it is kept once the store takes writes
    // again (nothing says "not kept yet" for ever), and the next start finds it so.
    void theWatchDismissalFailsInEveryWay_data()
    {
        QTest::addColumn<bool>("undo");
        QTest::newRow("dismiss") << false;
        QTest::newRow("undo the dismissal") << true;
    }
    void theWatchDismissalFailsInEveryWay()
    {
        QFETCH(bool, undo);
        const QString version = QStringLiteral("ver_7");
        const QString finding = QStringLiteral("mayHaveHurt:conversion");
        const std::pair<QString, QString> pair{version, finding};
        const QDateTime at(QDate(2026, 1, 2), QTime(9, 0), QTimeZone::utc());
        // Runs the action with the nth statement failing (0: none): how many statements it ran.
        auto runOnce = [&](int nth, StoreError::Kind kind) {
            const QByteArray run = QStringLiteral("%1, statement %2 failing: %3")
                                       .arg(QString::fromUtf8(QTest::currentDataTag())).arg(nth).arg(kindName(kind)).toUtf8();
            StoreProfile profile;
            if (!profile.open()) {
                QTest::qFail("the store did not open", __FILE__, __LINE__);
                return -1;
            }
            WatchDismissals dismissals;
            dismissals.setStore(&profile.store);
            if (undo && !dismissals.dismiss(version, finding, audienceId, at)) {
                QTest::qFail("the dismissal to undo was not kept", __FILE__, __LINE__);
                return -1;
            }
            profile.store.failStatement(nth, kind);
            const bool kept = undo ? dismissals.undismiss(version, finding) : dismissals.dismiss(version, finding, audienceId, at);
            const int statements = profile.store.statementsRun();
            profile.store.failStatement(0, StoreError::Kind::None);
            auto fail = [&run](const char *rule, const QString &detail = {}) {
                const QByteArray message = run + ": " + rule + (detail.isEmpty() ? QByteArray() : " (" + detail.toUtf8() + ")");
                QTest::qFail(message.constData(), __FILE__, __LINE__);
                return -1;
            };
            if (!kept && (!dismissals.problem().contains(StoreError{kind, {}, {}}.cause()) || dismissals.waitingCount() != 1))
                return fail("a refused dismissal does not say why", dismissals.problem());
            if (kept && !dismissals.problem().isEmpty())
                return fail("a kept dismissal says it is not kept", dismissals.problem());
            if (dismissals.dismissed().contains(pair) == undo)
                return fail("what the user pressed is lost in this run");
            dismissals.keepNow(); // the store takes writes again (on a timer in the console)
            if (dismissals.waitingCount() != 0 || !dismissals.problem().isEmpty())
                return fail("still not kept once the store took writes", dismissals.problem());
            dismissals.setStore(nullptr);
            profile.store.close();
            ProfileDatabase next; // the next start
            if (!next.open(profile.path))
                return fail("the store did not open again");
            if (next.watchDismissals().value_or(QList<std::pair<QString, QString>>()).contains(pair) == undo)
                return fail("the next start does not find what the user pressed");
            return statements;
        };
        const int statements = sweepEveryStatement(runOnce);
        if (QTest::currentTestFailed())
            return;
        qInfo("the watch dismissal (%s): %d statements × %d kinds", QTest::currentDataTag(), statements, int(kinds.size()));
    }
};

} // namespace tst_storesweep

AUDIENCE_TEST_GUILESS_MAIN(tst_storesweep, TestStoreSweep)
#include "tst_storesweep.moc"
