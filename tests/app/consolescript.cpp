#include "consolescript.h"

#include "app/consoleprogram.h"
#include "models/analytics/publishmarkers.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/composer.h"
#include "ui/workspace/conversationview.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/versionpanel.h"

#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QTest>
#include <QTabWidget>
#include <QTreeWidget>

#include <cstdio>

namespace Audience::Testing {

using Models::WriteTracker;

namespace {

// One line on stdout, at once: the parent acts on it (it may kill this process right after).
void say(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

QString stateName(WriteTracker::State state)
{
    switch (state) {
    case WriteTracker::State::None:
        return QStringLiteral("none");
    case WriteTracker::State::Pending:
        return QStringLiteral("pending");
    case WriteTracker::State::Done:
        return QStringLiteral("done");
    case WriteTracker::State::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

} // namespace

ConsoleScript::ConsoleScript(App::ConsoleProgram &program, const QStringList &steps, QObject *parent)
    : QObject(parent)
    , m_program(program)
    , m_script(steps)
{
    m_timer.setInterval(50);
    connect(&m_timer, &QTimer::timeout, this, &ConsoleScript::tick);
    connect(program.window().connection()->publishActions(), &Models::PublishActions::checked, this,
            [this](const QString &versionId, bool published, const QString &) {
                if (versionId == m_versionId)
                    m_checkFinding = published ? QStringLiteral("published") : QStringLiteral("not-published");
            });
}

void ConsoleScript::start()
{
    m_timer.start();
}

void ConsoleScript::tick()
{
    if (m_steps.isEmpty()) {
        if (m_script.isEmpty()) {
            m_timer.stop();
            say(QStringLiteral("script-done"));
            return;
        }
        const QString word = m_script.takeFirst();
        const qsizetype colon = word.indexOf(u':');
        m_steps.append(colon < 0 ? makeStep(word, {}) : makeStep(word.left(colon), word.mid(colon + 1)));
    }
    Step &step = m_steps.first();
    while (!step.phases.isEmpty() && step.phases.first()())
        step.phases.removeFirst();
    if (!step.phases.isEmpty())
        return; // waiting: asked again on the next tick
    say(step.report());
    m_steps.removeFirst();
}

ConsoleScript::Step ConsoleScript::makeStep(const QString &name, const QString &argument)
{
    Models::Connection *connection = m_program.window().connection();
    if (name == u"sandbox")
        return {{[this] { return m_program.sandbox().isRunning(); }},
                [this] { return QStringLiteral("sandbox=") + m_program.sandbox().url().toString(); }};
    if (name == u"store")
        return {{[connection] { return connection->journal() != nullptr; }}, [] { return QStringLiteral("store"); }};
    if (name == u"audience") {
        m_audienceId = argument;
        return {{}, [argument] { return QStringLiteral("audience=") + argument; }};
    }
    if (name == u"await") // the parent creates the file when it has looked at the service
        return {{[argument] { return QFile::exists(argument); }}, [] { return QStringLiteral("awaited"); }};
    if (name == u"open")
        return openStep(argument);
    if (name == u"type")
        return typeStep(argument);
    if (name == u"open-version")
        return openVersionStep(argument);
    if (name == u"saved")
        return savedStep();
    if (name == u"send")
        return sendStep();
    if (name == u"draft")
        return draftStep();
    if (name == u"publish")
        return publishStep();
    if (name == u"published")
        return {{[this, connection] { return connection->publishActions()->state(m_versionId) == WriteTracker::State::Done; }},
                [] { return QStringLiteral("published"); }};
    if (name == u"check")
        return checkStep(argument);
    if (name == u"retry-publish")
        return retryPublishStep(argument);
    if (name == u"retry-message")
        return retryMessageStep();
    if (name == u"release")
        return releaseStep(argument);
    if (name == u"release-published")
        return releasePublishedStep(argument);
    if (name == u"cut-short")
        return cutShortStep();
    if (name == u"press-send")
        return pressSendStep();
    if (name == u"message-settled")
        return messageSettledStep();
    if (name == u"publish-settled")
        return publishSettledStep();
    if (name == u"recorded")
        return recordedStep();
    if (name == u"checkpoint")
        return checkpointStep(argument);
    if (name == u"start-checked")
        return startCheckedStep();
    if (name == u"quit")
        return quitStep();
    if (name == u"hold-read")
        return holdReadStep();
    return reportStep(name);
}

ConsoleScript::Step ConsoleScript::openStep(const QString &audienceId)
{
    m_audienceId = audienceId;
    Ui::MainWindow *window = &m_program.window();
    return {{// The tree lists it once the audience search answered (a click there opens it).
             [this, audienceId] { return browser()->treeModel()->indexOfAudience(audienceId).isValid(); },
             [window, audienceId] {
                 window->goTo(Models::PlaceId::audiences, audienceId);
                 return true;
             },
             [this, audienceId] {
                 return workspace()->audienceId() == audienceId
                        && workspace()->conversationModel()->state() == Models::LoadState::Complete;
             }},
            [audienceId] { return QStringLiteral("opened=") + audienceId; }};
}

// The interface cannot list versions: one is learnt from a send, a publish, or its ID typed in the
// Versions tab (what this does).
ConsoleScript::Step ConsoleScript::openVersionStep(const QString &versionId)
{
    return {{[this, versionId] {
                 auto *field = workspace()->findChild<QLineEdit *>(QStringLiteral("openVersionEdit"));
                 QTest::keyClicks(field, versionId);
                 QTest::keyClick(field, Qt::Key_Return);
                 return true;
             },
             [this, versionId] { return m_program.window().connection()->versionFollower()->version(versionId).has_value(); }},
            [versionId] { return QStringLiteral("version=") + versionId; }};
}

ConsoleScript::Step ConsoleScript::typeStep(const QString &text)
{
    return {{[this, text] {
                QPlainTextEdit *editor = workspace()->composer()->editor();
                editor->setFocus();
                QTest::keyClicks(editor, text);
                return true;
            }},
            [] { return QStringLiteral("typed"); }};
}

// The composer's text as the profile's store has it (the row ComposerDrafts writes), so the parent
// kills the console only after the promised save, whose time this does not judge.
ConsoleScript::Step ConsoleScript::savedStep()
{
    return {{[this] {
                Models::ProfileDatabase *store = m_program.window().connection()->store();
                if (!store)
                    return false;
                QSqlQuery query(store->database());
                query.prepare(QStringLiteral("SELECT text FROM composer_drafts WHERE audience_id = ?"));
                query.addBindValue(m_audienceId);
                return query.exec() && query.next() && query.value(0).toString() == workspace()->composer()->text();
            }},
            [] { return QStringLiteral("saved"); }};
}

ConsoleScript::Step ConsoleScript::sendStep()
{
    return {{[this] {
                 QTest::keyClick(workspace()->composer()->editor(), Qt::Key_Return, Qt::ControlModifier);
                 return true;
             },
             // Journaled and on its way (or already answered, on a fast service).
             [this] { return !m_program.window().connection()->messageOutbox()->outgoing(m_audienceId).isEmpty(); }},
            [] { return QStringLiteral("sent"); }};
}

ConsoleScript::Step ConsoleScript::draftStep()
{
    Models::VersionFollower *follower = m_program.window().connection()->versionFollower();
    Models::MessageOutbox *outbox = m_program.window().connection()->messageOutbox();
    return {{[this, follower, outbox] {
                // A message on its way brings a newer version: wait for it too.
                const QList<Models::MessageOutbox::Outgoing> sent = outbox->outgoing(m_audienceId);
                if (std::any_of(sent.cbegin(), sent.cend(), [](const auto &message) { return message.state == WriteTracker::State::Pending; }))
                    return false;
                const QList<Net::AudienceVersion> versions = follower->versions(m_audienceId);
                return !versions.isEmpty() && versions.first().status == u"draft" && !follower->isFollowing(versions.first().versionId);
            }},
            [this, follower] { return QStringLiteral("draft=") + follower->versions(m_audienceId).first().versionId; }};
}

ConsoleScript::Step ConsoleScript::publishStep()
{
    return {{[this] {
                 Ui::VersionPanel *panel = workspace()->versions();
                 if (!panel->publishButton()->isEnabled())
                     return false;
                 m_versionId = panel->chosenVersion()->versionId;
                 panel->publishButton()->click();
                 return true;
             },
             [this] {
                 Ui::PublishDialog *dialog = workspace()->publishDialog();
                 if (!dialog)
                     return false;
                 dialog->findChild<QPushButton *>(QStringLiteral("confirmPublish"))->click();
                 return true;
             },
             [this] { return m_program.window().connection()->publishActions()->state(m_versionId) != WriteTracker::State::None; }},
            [this] { return QStringLiteral("publishing=") + m_versionId; }};
}

ConsoleScript::Step ConsoleScript::checkStep(const QString &versionId)
{
    return {{[this, versionId] { return chooseVersion(versionId); },
             [this] {
                 // Shown only for a publish whose outcome is not known.
                 auto *check = workspace()->findChild<QPushButton *>(QStringLiteral("checkPublishButton"));
                 if (!check || !check->isVisibleTo(workspace()))
                     return false;
                 m_checkFinding.clear();
                 check->click();
                 return true;
             },
             [this] { return !m_checkFinding.isEmpty(); }},
            [this] { return QStringLiteral("checked=") + m_checkFinding; }};
}

ConsoleScript::Step ConsoleScript::retryPublishStep(const QString &versionId)
{
    Models::PublishActions *publishes = m_program.window().connection()->publishActions();
    return {{[this, versionId] { return chooseVersion(versionId); },
             [this, publishes, versionId] {
                 QPushButton *button = workspace()->versions()->publishButton();
                 if (publishes->state(versionId) != WriteTracker::State::Failed || !button->isEnabled())
                     return false;
                 button->click(); // "Retry Publish": the same publish, no dialog
                 return true;
             },
             [publishes, versionId] { return publishes->state(versionId) == WriteTracker::State::Done; }},
            [] { return QStringLiteral("published"); }};
}

ConsoleScript::Step ConsoleScript::retryMessageStep()
{
    auto clientMessageId = std::make_shared<QString>();
    Models::MessageOutbox *outbox = m_program.window().connection()->messageOutbox();
    return {{[this, clientMessageId] {
                 const int row = newestOutgoingRow();
                 const QModelIndex index = workspace()->conversationModel()->index(row);
                 if (row < 0 || !index.data(Models::ConversationModel::NotConfirmedRole).toBool())
                     return false;
                 *clientMessageId = index.data(Models::ConversationModel::ClientMessageIdRole).toString();
                 // What the message's Retry link does (ConversationView turns the click into this).
                 QMetaObject::invokeMethod(workspace()->conversation(), "retryRequested", Q_ARG(QString, *clientMessageId));
                 return true;
             },
             [outbox, clientMessageId] {
                 const auto message = outbox->find(*clientMessageId);
                 return !message || message->state == WriteTracker::State::Done;
             }},
            [] { return QStringLiteral("retried"); }};
}

ConsoleScript::Step ConsoleScript::reportStep(const QString &name)
{
    Models::Connection *connection = m_program.window().connection();
    return {{}, [this, name, connection]() -> QString {
                QString value;
                if (name == u"composer")
                    value = workspace()->composer()->text().replace(u'\n', QStringLiteral("\\n"));
                else if (name == u"not-confirmed")
                    value = QString::number(connection->notConfirmedCount());
                else if (name == u"message-state")
                    value = messageState();
                else if (name == u"versions")
                    value = QString::number(connection->versionFollower()->versions(m_audienceId).size());
                else if (name == u"unrecorded")
                    value = QString::number(connection->unrecordedOutcomeCount());
                else if (name == u"store-bar")
                    value = storeBarText();
                else if (name == u"store-path")
                    value = connection->store() ? connection->store()->path() : QString();
                else if (name == u"markers")
                    value = QString::number(Models::knownPublishes({m_audienceId}, *connection->versionFollower(),
                                                                   *connection->knownAudiences()).size());
                else
                    return QStringLiteral("unknown-step=") + name;
                return name + u'=' + value;
            }};
}

// "<state>" of the newest message this console sent to the open audience, with " not-confirmed"
// when an earlier run sent it without seeing the answer; "none" when there is none.
QString ConsoleScript::messageState() const
{
    const int row = newestOutgoingRow();
    if (row < 0)
        return QStringLiteral("none");
    const QModelIndex index = workspace()->conversationModel()->index(row);
    const auto state = WriteTracker::State(index.data(Models::ConversationModel::OutgoingStateRole).toInt());
    return stateName(state) + (index.data(Models::ConversationModel::NotConfirmedRole).toBool() ? QStringLiteral(" not-confirmed") : QString());
}

int ConsoleScript::newestOutgoingRow() const
{
    const Models::ConversationModel *model = workspace()->conversationModel();
    for (int row = model->rowCount() - 1; row >= 0; --row) {
        const auto state = WriteTracker::State(model->index(row).data(Models::ConversationModel::OutgoingStateRole).toInt());
        if (state != WriteTracker::State::None)
            return row;
    }
    return -1;
}

bool ConsoleScript::chooseVersion(const QString &versionId)
{
    m_versionId = versionId;
    // As a user would: on a narrow screen the conversation is the first tab, Versions one beside it.
    if (auto *tabs = workspace()->findChild<QTabWidget *>(QStringLiteral("workspaceTabs")))
        tabs->setCurrentWidget(workspace()->versions());
    QTreeWidget *list = workspace()->versions()->list();
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == versionId) {
            list->setCurrentItem(list->topLevelItem(i));
            return true;
        }
    }
    return false;
}

Ui::AudienceBrowser *ConsoleScript::browser() const
{
    return m_program.window().audienceBrowser();
}

Ui::AudienceWorkspaceView *ConsoleScript::workspace() const
{
    return browser()->workspace();
}

} // namespace Audience::Testing
