// The full-disk steps of ConsoleScript (issue 42): a send pressed whatever comes of it, what the
// conversation and the store's bar then say, and the outcomes recorded once space is back.
#include "consolescript.h"

#include "app/consoleprogram.h"
#include "models/activity/startcheck.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/storenoticebar.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/composer.h"

#include <QLabel>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

namespace Audience::Testing {

using Models::WriteTracker;

ConsoleScript::Step ConsoleScript::pressSendStep()
{
    return {{[this] {
                QTest::keyClick(workspace()->composer()->editor(), Qt::Key_Return, Qt::ControlModifier);
                return true;
            }},
            [] { return QStringLiteral("pressed"); }};
}

// Waits until the newest message of the open audience is no longer on its way; reports the words
// shown under it, the composer's when it was not sent, or "in the conversation" when the
// conversation shows it as the service's own by now ("message-settled=<words>").
ConsoleScript::Step ConsoleScript::messageSettledStep()
{
    Models::MessageOutbox *outbox = m_program.window().connection()->messageOutbox();
    return {{[this] {
                const int row = newestOutgoingRow();
                if (row < 0) // refused (the composer says why), or shown as the service's own by now
                    return true;
                const auto state = WriteTracker::State(
                    workspace()->conversationModel()->index(row).data(Models::ConversationModel::OutgoingStateRole).toInt());
                return state != WriteTracker::State::Pending;
            }},
            [this, outbox] {
                const int row = newestOutgoingRow();
                const QString refusal = outbox->refusal(m_audienceId);
                const QString words = row >= 0 ? workspace()->conversationModel()->index(row).data(Qt::AccessibleDescriptionRole).toString()
                                      : refusal.isEmpty() ? QStringLiteral("in the conversation") : refusal;
                return QStringLiteral("message-settled=") + words;
            }};
}

// Waits until the publish started by `publish` is no longer on its way; reports its state and the
// words beside it ("publish-settled=done|<why not recorded>").
ConsoleScript::Step ConsoleScript::publishSettledStep()
{
    Models::PublishActions *publishes = m_program.window().connection()->publishActions();
    return {{[this, publishes] { return publishes->state(m_versionId) != WriteTracker::State::Pending; }},
            [this, publishes] {
                const bool done = publishes->state(m_versionId) == WriteTracker::State::Done;
                const QString words = done ? publishes->tracker()->unrecordedText(m_versionId) : publishes->errorText(m_versionId);
                return QStringLiteral("publish-settled=%1|%2").arg(done ? QStringLiteral("done") : QStringLiteral("failed"), words);
            }};
}

// Waits until every outcome the store refused is recorded: "recorded".
ConsoleScript::Step ConsoleScript::recordedStep()
{
    Models::Connection *connection = m_program.window().connection();
    return {{[connection] { return connection->unrecordedOutcomeCount() == 0; }}, [] { return QStringLiteral("recorded"); }};
}

// Folds the write-ahead log into the database now, as the background worker does every few
// seconds: the log's pages stay on disk, and the next write goes over them from the log's start.
// With "truncate", the log is cut to nothing: the next writes grow it again.
ConsoleScript::Step ConsoleScript::checkpointStep(const QString &argument)
{
    Models::Connection *connection = m_program.window().connection();
    const bool truncate = argument == u"truncate";
    return {{[connection, truncate] {
                Models::ProfileDatabase *store = connection->store();
                if (!store)
                    return false;
                if (!truncate)
                    return store->checkpoint().ok();
                QSqlQuery query(store->database());
                return query.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")) && query.next() && query.value(0).toInt() == 0;
            }},
            [] { return QStringLiteral("checkpointed"); }};
}

// Waits until the writes an earlier run left not confirmed were asked about at this start (the
// store is open, nothing asked any more): "start-checked=<confirmed>".
ConsoleScript::Step ConsoleScript::startCheckedStep()
{
    Models::Connection *connection = m_program.window().connection();
    return {{[connection] { return connection->store() && connection->startCheck()->askingCount() == 0; }},
            [connection] { return QStringLiteral("start-checked=%1").arg(connection->startCheck()->confirmedCount()); }};
}

// Another connection to the profile's store begins a read and keeps it open (as Activity's export
// or a second console reading may): the log cannot start over while it reads, so the next write
// must grow the log. Made after a send, it makes the send's outcome need new room: "holding".
ConsoleScript::Step ConsoleScript::holdReadStep()
{
    Models::Connection *connection = m_program.window().connection();
    return {{[connection] {
                if (!connection->store())
                    return false;
                const QString name = QStringLiteral("console-script-reader");
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(connection->store()->path());
                if (!db.open())
                    return false;
                QSqlQuery begin(db);
                QSqlQuery read(db);
                return begin.exec(QStringLiteral("BEGIN")) && read.exec(QStringLiteral("SELECT COUNT(*) FROM journal")) && read.next();
            }},
            [] { return QStringLiteral("holding"); }};
}

// Closes the main window, as the user quits: the session stops the sandbox, then the program ends.
ConsoleScript::Step ConsoleScript::quitStep()
{
    return {{[this] {
                QMetaObject::invokeMethod(&m_program.window(), "close", Qt::QueuedConnection);
                return true;
            }},
            [] { return QStringLiteral("quitting"); }};
}

// What the bar above the places says, its lines joined by " | " (empty when hidden).
QString ConsoleScript::storeBarText() const
{
    const auto *bar = m_program.window().findChild<Ui::StoreNoticeBar *>();
    if (!bar || !bar->isVisibleTo(&m_program.window()))
        return {};
    const auto *label = bar->findChild<QLabel *>();
    return label ? label->text().replace(u'\n', QStringLiteral(" | ")) : QString();
}

} // namespace Audience::Testing
