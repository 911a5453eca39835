// Takes the screenshots in docs/screenshots/ from a real sandbox with the demo data. Not a test:
//   xvfb-run -a -s '-screen 0 1440x900x24' build/ui/tests/ui/screenshot_main docs/screenshots
// It drives the window the way a user would (select, search, archive) and grabs it with
// QWidget::grab(), so what is in the pictures is what the code draws. SCREENSHOT_ONLY=impact (or
// undo) takes only the README's impact cards (or the undo's shots); SCREENSHOT_QM and
// SCREENSHOT_SUFFIX=-de take them in German.
#include "screenshotwait.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "net/apiclient.h"
#include "screenshotimpact.h"
#include "screenshotplaces.h"
#include "screenshotreview.h"
#include "screenshotrelease.h"
#include "screenshotundo.h"
#include "support/sandboxprocess.h"
#include "ui/audiences/audiencearchiveflow.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/audiences/audiencedetailview.h"
#include "ui/shell/consolestyle.h"
#include "ui/shell/mainwindow.h"
#include "ui/pages/pageaudiencessection.h"
#include "ui/pages/pagedetailview.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/shell/quicksearchpopup.h"
#include "models/common/modelroles.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/versionfollower.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/composer.h"
#include "ui/workspace/contextpanel.h"
#include "ui/workspace/conversationview.h"
#include "ui/workspace/messagedelegate.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/versionpanel.h"
#include "ui/workspace/versionstepper.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/analytics/pageanalytics.h"
#include "models/analytics/sessionlookup.h"
#include "models/analytics/trendloader.h"
#include "ui/analytics/analyticsplace.h"
#include "ui/analytics/analyticsview.h"
#include "ui/analytics/daterangebar.h"
#include "ui/analytics/sessioncardview.h"
#include "ui/analytics/trendview.h"
#include "ui/shell/placeplugins.h"

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPainter>
#include <QPalette>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>

#include <cstdio>

using namespace Audience;
using Testing::waitFor;

namespace {

QString outputDir;
// SCREENSHOT_SUFFIX=-dark writes main-window-dark.png and so on: one run per language or palette.
QString suffix;

void save(const QPixmap &pixmap, const QString &name)
{
    QString fileName = name;
    fileName.insert(fileName.lastIndexOf(u'.'), suffix);
    const QString path = QDir(outputDir).filePath(fileName);
    if (!pixmap.save(path))
        qFatal("could not write %s", qPrintable(path));
    std::printf("wrote %s (%dx%d)\n", qPrintable(path), pixmap.width(), pixmap.height());
}


// Lets layouts, fonts and deferred updates settle before a grab.
void settle()
{
    QTest::qWait(300);
}

// The conversation's first message with reasoning or several tool calls, opened as a user would.
void openDetails(Ui::AudienceWorkspaceView *workspace)
{
    Models::ConversationModel *model = workspace->conversationModel();
    Ui::MessageDelegate *delegate = workspace->conversation()->messageDelegate();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row);
        const bool reasoning = !index.data(Models::ConversationModel::ReasoningRole).toString().isEmpty();
        const bool tools = index.data(Models::ConversationModel::ToolCallsRole).value<QList<Net::ToolCall>>().size() > 1;
        if (reasoning || tools) {
            delegate->setExpansion(Ui::MessageDelegate::keyOf(index), {reasoning, tools, false});
            workspace->conversation()->scrollTo(index, QAbstractItemView::PositionAtTop);
            workspace->conversation()->doItemsLayout();
            return;
        }
    }
}

bool shootWorkspace(Ui::MainWindow &window, const QString &archivedId, QString *publishedId)
{
    Ui::AudienceBrowser *audiences = window.audienceBrowser();
    Ui::AudienceWorkspaceView *workspace = audiences->workspace();
    audiences->searchEdit()->clear();
    if (!waitFor([&] { return audiences->searchModel()->query().isEmpty() && audiences->treeModel()->rowCount() > 3; }, "all audiences"))
        return false;
    // The demo's richest conversation: the audience with the most messages among the first pages.
    QString bestId;
    int bestRows = -1;
    for (int page = 0; page < qMin(4, audiences->treeModel()->rowCount()); ++page) {
        const QModelIndex pageIndex = audiences->treeModel()->index(page, 0);
        for (int row = 0; row < audiences->treeModel()->rowCount(pageIndex); ++row) {
            const QString id = audiences->treeModel()->index(row, 0, pageIndex).data(Models::IdRole).toString();
            if (id.isEmpty() || id == archivedId)
                continue;
            audiences->openItem(id);
            if (!waitFor([&] { return workspace->conversationModel()->state() == Models::LoadState::Complete; }, "conversation"))
                return false;
            if (workspace->conversationModel()->rowCount() > bestRows) {
                bestRows = workspace->conversationModel()->rowCount();
                bestId = id;
            }
        }
    }
    audiences->openItem(bestId);
    if (!waitFor([&] { return workspace->conversationModel()->state() == Models::LoadState::Complete; }, "conversation"))
        return false;
    workspace->sideTabs()->setCurrentWidget(workspace->context());
    settle();
    openDetails(workspace);
    settle();
    save(window.grab(), QStringLiteral("workspace.png"));

    // Send: the message shows at once, its version is followed through the stepper.
    workspace->sideTabs()->setCurrentWidget(workspace->versions());
    workspace->composer()->setText(QStringLiteral("Set the meta title to \"Forecast with confidence\""));
    workspace->composer()->trySend();
    if (!waitFor([&] { return workspace->versions()->list()->topLevelItemCount() > 0
                              && window.connection()->versionFollower()->followCount() > 0; }, "a followed version"))
        return false;
    waitFor([&] { return workspace->versions()->stepper()->stepsText().contains(QStringLiteral("● ")); }, "the stepper");
    settle();
    save(window.grab(), QStringLiteral("workspace-processing.png"));

    // The publish confirmation, once the version is a draft.
    if (!waitFor([&] { return workspace->versions()->publishButton()->isEnabled(); }, "a draft to publish"))
        return false;
    // The Context tab's "What goes live", with the previews live and after opened.
    workspace->sideTabs()->setCurrentWidget(workspace->context());
    if (!workspace->context()->previewsToggle()->isChecked())
        workspace->context()->previewsToggle()->click();
    settle();
    save(window.grab(), QStringLiteral("workspace-what-goes-live.png"));
    workspace->context()->previewsToggle()->click();
    workspace->sideTabs()->setCurrentWidget(workspace->versions());
    workspace->versions()->publishButton()->click();
    settle();
    if (Ui::PublishDialog *dialog = workspace->publishDialog()) {
        QPixmap shot = window.grab();
        QPainter painter(&shot);
        const QPixmap dialogShot = dialog->grab();
        painter.fillRect(shot.rect(), QColor(0, 0, 0, 60));
        painter.drawPixmap((shot.width() - dialogShot.width()) / 2, (shot.height() - dialogShot.height()) / 3, dialogShot);
        painter.end();
        save(shot, QStringLiteral("publish-confirmation.png"));
        dialog->accept();
    }
    waitFor([&] { return window.connection()->versionFollower()->publishedVersion(bestId).has_value(); }, "publish");
    *publishedId = bestId;
    settle();
    save(window.grab(), QStringLiteral("workspace-published.png"));

    // An archived audience opens read-only, with Restore.
    audiences->openItem(archivedId);
    waitFor([&] { return workspace->conversationModel()->state() != Models::LoadState::Loading; }, "archived conversation");
    settle();
    save(window.grab(), QStringLiteral("workspace-archived.png"));
    return true;
}

// A session of `pageId` to show: the demo numbers its sessions in time order over all pages, so
// the first few dozen include one of any busy page.
QString findSession(Net::ApiClient &client, const QString &pageId)
{
    for (int number = 1; number <= 80; ++number) {
        const QString id = QStringLiteral("sess_demo_%1").arg(number, 5, 10, QLatin1Char('0'));
        std::optional<bool> found;
        client.analytics().session(pageId, id)->then(
            &client, [&found](const Net::AudienceSession &session) { found = session.hasFormSubmit; },
            [&found](const Net::ApiError &) { found = false; });
        if (!QTest::qWaitFor([&found] { return found.has_value(); }, 5000))
            continue;
        if (found.value_or(false))
            return id;
    }
    return {};
}

// Analytics of the page whose audience was just published: the overview compared with the
// previous period, the table, the trend with the publish marker, a session card.
bool shootAnalytics(Ui::MainWindow &window, Net::ApiClient &client, const QString &audienceId)
{
    const auto seen = window.connection()->seenAudiences()->find(audienceId);
    if (!seen)
        return false;
    const QString pageId = seen->pageId.value();
    window.goTo(Models::PlaceId::analytics, pageId);
    auto *place = qobject_cast<Ui::AnalyticsPlace *>(window.place(Models::PlaceId::analytics));
    Ui::AnalyticsView *view = place->view();
    view->rangeBar()->choosePreset(Models::DateRange::Preset::Last30Days);
    view->setComparing(true);
    view->setCurrentTab(Ui::AnalyticsView::OverviewTab);
    if (!waitFor([&] { return view->analytics()->state() == Models::LoadState::Complete && view->analytics()->isComparing(); },
                 "analytics"))
        return false;
    settle();
    save(window.grab(), QStringLiteral("analytics.png"));
    view->setCurrentTab(Ui::AnalyticsView::AudiencesTab);
    settle();
    save(window.grab(), QStringLiteral("analytics-table.png"));
    view->setCurrentTab(Ui::AnalyticsView::TrendTab);
    if (!waitFor([&] { return !window.connection()->trend()->isLoading() && window.connection()->trend()->doneCount() > 0; },
                 "trend"))
        return false;
    view->trend()->setSelectedLines({QString(), audienceId});
    settle();
    save(window.grab(), QStringLiteral("analytics-trend.png"));
    // The same lines with the conversion rate over 7 days (summed counts), which asks for 6 more days.
    view->trend()->setRollingRate(true);
    if (!waitFor([&] { return !window.connection()->trend()->isLoading(); }, "rolling trend"))
        return false;
    settle();
    save(window.grab(), QStringLiteral("analytics-trend-rolling.png"));
    view->trend()->setRollingRate(false);
    const QString sessionId = findSession(client, pageId);
    view->openSession(sessionId);
    if (!waitFor([&] { return window.connection()->sessions()->state() == Models::LoadState::Complete; }, "session"))
        return false;
    settle();
    save(window.grab(), QStringLiteral("analytics-session.png"));
    return true;
}

QPalette darkPalette()
{
    QPalette dark;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6), mid(0x4a, 0x4d, 0x52);
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, window);
    dark.setColor(QPalette::ToolTipBase, base);
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8f, 0x94));
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, window);
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, Qt::white);
    dark.setColor(QPalette::Light, QColor(0x3c, 0x3f, 0x44));
    dark.setColor(QPalette::Midlight, QColor(0x35, 0x37, 0x3b));
    dark.setColor(QPalette::Mid, mid);
    dark.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    dark.setColor(QPalette::Shadow, Qt::black);
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb3));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xf5));
    dark.setColor(QPalette::LinkVisited, QColor(0xb3, 0x8b, 0xf0));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7d, 0x82));
    return dark;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setStyle(new Audience::Ui::ConsoleStyle); // as app/main.cpp does
    QApplication::setOrganizationName(QStringLiteral("AudienceConsoleScreenshots"));
    QApplication::setApplicationName(QStringLiteral("screenshots"));
    outputDir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    suffix = qEnvironmentVariable("SCREENSHOT_SUFFIX");
    // SCREENSHOT_DARK=1: Fusion's colours made dark, as a dark desktop hands them to Qt.
    if (qEnvironmentVariableIsSet("SCREENSHOT_DARK"))
        QApplication::setPalette(darkPalette());
    // A catalogue to check a translation's layout: SCREENSHOT_QM=build/ui/translations/audience-console_de.qm
    // English by default, as the console loads it when no other language matches (its plural forms).
    QTranslator translator;
    if (const QString catalogue = qEnvironmentVariable("SCREENSHOT_QM", QStringLiteral(AUDIENCE_QM_DIR "/audience-console_en.qm"));
        !catalogue.isEmpty()) {
        if (!translator.load(catalogue))
            qFatal("cannot load %s", qPrintable(catalogue));
        QApplication::installTranslator(&translator);
    }
    QDir().mkpath(outputDir);

    Testing::SandboxProcess sandbox;
    if (!sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                        QStringLiteral("--processing-delay-ms"), QStringLiteral("2500")})) {
        std::fprintf(stderr, "sandbox: %s\n", qPrintable(sandbox.errorString()));
        return 1;
    }
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(sandbox.apiKey());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(sandbox.baseUrl());

    QTemporaryDir undoProfile; // before the window: its store closes first (SCREENSHOT_ONLY=undo)
    Ui::MainWindow window;
    // This program links the Analytics place's code (to reach its views) rather than loading it.
    window.placePlugins()->addBuiltIn(Models::PlaceId::analytics, [](Models::Connection *connection, QWidget *parent) {
        return new Ui::AnalyticsPlace(connection, parent);
    });
    window.setClient(&client);
    // The app's own words (app/session.cpp), so the German screenshots read German here too.
    window.setConnectionDescription(QCoreApplication::translate("Audience::App::Session",
                                                                "Connected to the demo sandbox on this computer"));
    Models::Profile profile;
    profile.id = QStringLiteral("sandbox");
    profile.name = QStringLiteral("Demo sandbox");
    profile.label = QStringLiteral("Demo");
    profile.colour = QStringLiteral("#2e7d32");
    window.profileSwitcher()->setProfiles({profile});
    window.setActiveProfile(profile);
    // SCREENSHOT_SIZE=1200x760 checks the window at its default size.
    const QStringList size = qEnvironmentVariable("SCREENSHOT_SIZE", QStringLiteral("1440x900")).split(u'x');
    window.resize(size.value(0).toInt(), size.value(1).toInt());
    window.show();
    // With SCREENSHOT_ONLY=undo the window keeps a profile's store (a fresh one), as the console
    // does: the day cache the timeline's results read, the publishes recorded.
    if (qEnvironmentVariable("SCREENSHOT_ONLY") == QLatin1StringView("undo"))
        window.connection()->setProfileFolder(undoProfile.path());
    window.setConnected(true);
    window.goTo(QStringLiteral("pages"));
    // SCREENSHOT_ONLY=undo: only "Undo this publish" (screenshotundo.h), on a fresh demo.
    if (qEnvironmentVariable("SCREENSHOT_ONLY") == QLatin1StringView("undo")) {
        if (!waitFor([&] { return window.connection()->pages()->rowCount() >= 12; }, "pages"))
            return 1;
        return Testing::shootUndo(window, save) ? 0 : 1;
    }
    // SCREENSHOT_ONLY=impact: only the impact cards of the showcase (screenshotimpact.h), on a fresh
    // demo whose audiences have been listed once (the cards name them, as after any first look).
    if (qEnvironmentVariable("SCREENSHOT_ONLY") == QLatin1StringView("impact")) {
        window.goTo(QStringLiteral("audiences"));
        if (!waitFor([&] { return window.audienceBrowser()->treeModel()->indexOfAudience(QStringLiteral("aud_demo_003")).isValid(); },
                     "the audiences"))
            return 1;
        return Testing::shootImpact(window, save) ? 0 : 1;
    }

    // 1. The pages browser with a page selected: table, overview and previews.
    Ui::PagesBrowser *pages = window.pagesBrowser();
    if (!waitFor([&] { return window.connection()->pages()->rowCount() >= 12; }, "pages"))
        return 1;
    QTableView *table = pages->table();
    table->setCurrentIndex(table->model()->index(1, 0));
    table->setFocus();
    if (!waitFor([&] { return pages->detail()->audiences()->model()->rowCount() > 0; }, "the page's audiences"))
        return 1;
    settle();
    save(window.grab(), QStringLiteral("main-window.png"));

    // 2. The whole detail pane of that page, top to bottom.
    QWidget *content = pages->detail()->contentWidget();
    const int width = pages->detail()->scrollArea()->viewport()->width();
    content->resize(width, content->heightForWidth(width) > 0 ? content->heightForWidth(width) : content->sizeHint().height());
    settle();
    QPixmap detail(content->size());
    detail.fill(content->palette().color(QPalette::Window));
    content->render(&detail);
    save(detail, QStringLiteral("page-detail.png"));
    pages->detail()->scrollArea()->setWidgetResizable(true);

    // 3. Quick search (Ctrl+K) over what is loaded.
    window.openQuickSearch();
    QTest::keyClicks(window.quickSearch()->filterEdit(), QStringLiteral("hospital"));
    settle();
    {
        QPixmap shot = window.grab();
        QPainter painter(&shot);
        const QPoint at = window.quickSearch()->mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0));
        painter.drawPixmap(at, window.quickSearch()->grab());
        painter.end();
        save(shot, QStringLiteral("quick-search.png"));
    }
    window.quickSearch()->hide();

    // 4. The audience browser: a search, an audience archived, the Undo bar, the full Audience.
    window.goTo(QStringLiteral("audiences"));
    Ui::AudienceBrowser *audiences = window.audienceBrowser();
    audiences->searchEdit()->setText(QStringLiteral("forecast"));
    if (!waitFor([&] { return audiences->searchModel()->query() == QLatin1StringView("forecast")
                              && audiences->searchModel()->state() != Models::LoadState::Loading
                              && audiences->treeModel()->rowCount() > 0; },
                 "audience search"))
        return 1;
    settle();
    const QModelIndex firstPage = audiences->treeModel()->index(0, 0);
    const QModelIndex target = audiences->treeModel()->index(1, 0, firstPage);
    audiences->tree()->setCurrentIndex(target.isValid() ? target : audiences->treeModel()->index(0, 0, firstPage));
    const QString audienceId = audiences->detail()->audienceId();
    audiences->detail()->archiveButton()->click();
    settle();
    {
        // The confirmation, over the window.
        QMessageBox *box = audiences->archiveFlow()->confirmation();
        if (box) {
            QPixmap shot = window.grab();
            QPainter painter(&shot);
            const QPixmap boxShot = box->grab();
            painter.fillRect(shot.rect(), QColor(0, 0, 0, 60));
            painter.drawPixmap((shot.width() - boxShot.width()) / 2, (shot.height() - boxShot.height()) / 3, boxShot);
            painter.end();
            save(shot, QStringLiteral("archive-confirmation.png"));
            box->findChild<QPushButton *>(QStringLiteral("confirmArchiveButton"))->click();
        }
    }
    if (!waitFor([&] { return window.connection()->knownAudiences()->isArchived(audienceId); }, "archive"))
        return 1;
    settle();
    save(window.grab(), QStringLiteral("audiences.png"));

    // 5. The audience workspace: a conversation with tool calls and reasoning opened, then a message
    // sent and its version processing, the publish confirmation, and an archived audience.
    QString publishedId;
    if (!shootWorkspace(window, audienceId, &publishedId))
        return 1;

    // 6. Analytics of the page whose audience was just published.
    if (!shootAnalytics(window, client, publishedId))
        return 1;

    // 7. Review: drafts waiting across audiences, a page scanned, one draft open, several chosen.
    if (!Testing::shootReview(window, save))
        return 1;

    // 7b. Many audiences at once: the release confirmation, and a release with one failure.
    if (!Testing::shootRelease(window, save))
        return 1;

    // 8. People, accounts, topics, page links and webhooks, each on a demo item.
    if (!Testing::shootPlaces(window, client, save))
        return 1;

    // 8b. "Did it work?": the impact cards of the showcase's two publishes (a verdict, not enough data yet).
    if (!Testing::shootImpact(window, save))
        return 1;

    // 9. A list's error state: the sandbox stops, and reloading says what went wrong.
    window.goTo(QStringLiteral("pages"));
    sandbox.stop();
    window.reloadCurrent();
    if (!waitFor([&] { return window.connection()->pages()->state() == Models::LoadState::Error; }, "error state"))
        return 1;
    table->clearSelection();
    pages->openItem(QString());
    settle();
    save(window.grab(), QStringLiteral("pages-error.png"));
    return 0;
}
