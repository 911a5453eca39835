// bench_publish_confirmation: the publish confirmation on a draft with 500 pending changes over 5
// fields, against the same confirmation on 5 changes (one per field), in the same run.
// What a click on Publish does (the workspace builds a PublishDialog that reads the draft, computes
// what goes live, runs the checks and fills the previews), from the click to the end of the first
// paint of the dialog with its rows, checks and previews. The share image is not counted: the
// fixture's image is on a reserved .example name, which the loader refuses without a request.
// Runs interleaved; prints key=value lines (medians) for bench-publish.sh. Measurements, never
// assertions.
#include "models/shell/connection.h"
#include "ui/workspace/previewcomparison.h"
#include "ui/workspace/publishdialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTextBrowser>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Audience;

namespace {

const QStringList fields{QStringLiteral("supplementaryContext"), QStringLiteral("metaTitle"), QStringLiteral("metaDescription"),
                         QStringLiteral("metaKeywords"), QStringLiteral("customName")};

// Step `step` of a field: texts of the field's usual length that change a little each step.
QString valueOf(const QString &field, int step)
{
    if (field == QLatin1StringView("supplementaryContext"))
        return QStringLiteral("Speak to FP&A leads at consultancies and agencies who plan for several clients at once. ").repeated(12)
               + QStringLiteral("Revision %1.").arg(step);
    if (field == QLatin1StringView("metaTitle"))
        return QStringLiteral("Rolling forecasts for agencies, draft %1").arg(step);
    if (field == QLatin1StringView("metaDescription"))
        return QStringLiteral("Plan budgets and forecasts with every client in one place; share a live view they can read. "
                              "Draft number %1 of the description.").arg(step);
    if (field == QLatin1StringView("metaKeywords"))
        return QStringLiteral("fp&a, forecasting, agencies, consultancies, budgets, keyword%1").arg(step);
    return QStringLiteral("FP&A leads, take %1").arg(step);
}

struct PublishDraftFixture
{
    Ui::PublishDraft draft;
};

PublishDraftFixture makeDraft(int changes)
{
    PublishDraftFixture fixture;
    Ui::PublishDraft &draft = fixture.draft;
    const int perField = changes / int(fields.size());
    // Interleaved as an agent's turns touch several fields each.
    for (int step = 0; step < perField; ++step) {
        for (const QString &field : fields) {
            Net::Change change;
            change.changeId = QStringLiteral("chg_%1_%2").arg(field).arg(step);
            change.field = field;
            change.previousValue = valueOf(field, step);
            change.newValue = valueOf(field, step + 1);
            change.status = QStringLiteral("pending");
            draft.pendingChanges.append(change);
        }
    }
    draft.context.currentSupplementaryContext = valueOf(fields.at(0), perField);
    draft.context.currentMetaTitle = valueOf(fields.at(1), perField);
    draft.context.currentMetaDescription = valueOf(fields.at(2), perField);
    draft.context.currentMetaKeywords = valueOf(fields.at(3), perField);
    Net::PageMetadata &meta = draft.page.emplace().metadata.emplace();
    meta.canonicalUrl = QStringLiteral("https://lumenledger.example/agencies");
    meta.ogImageUrl = QStringLiteral("https://cdn.lumenledger.example/og/agencies.png");
    meta.ogSiteName = QStringLiteral("Lumen Ledger");
    meta.twitterCard = QStringLiteral("summary_large_image");
    draft.page->name = QStringLiteral("Agencies");
    return fixture;
}

// Opens the confirmation on `fixture` as the workspace's Publish click does, and calls `done` with
// the milliseconds to the end of the first paint that shows its rows and previews.
void measure(QWidget *window, Models::Connection *connection, const PublishDraftFixture &fixture, std::function<void(double)> done)
{
    QElapsedTimer clock;
    clock.start();
    auto *dialog = new Ui::PublishDialog(QStringLiteral("FP&A leads at consultancies and agencies"), 12,
                                         [&fixture] { return fixture.draft; }, window, connection->shareImages());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    struct Watcher : QObject
    {
        std::function<void()> fire;
        bool fired = false;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint && !fired) {
                fired = true;
                QTimer::singleShot(0, this, fire); // after this paint is handled: the frame is drawn
            }
            return false;
        }
    };
    auto *watcher = new Watcher;
    watcher->setParent(dialog);
    // The previews are painted after the rows in the same frame: the last of the dialog's parts.
    dialog->previews()->installEventFilter(watcher);
    watcher->fire = [clock, dialog, done] {
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        dialog->close();
        done(ms);
    };
    dialog->open();
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n == 0 ? 0 : (n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Measured runs of each size."), QStringLiteral("n"),
                                  QStringLiteral("15"));
    parser.addOption(runsOption);
    parser.process(app);
    const int runs = qMax(1, parser.value(runsOption).toInt());

    Models::Connection connection;
    QWidget window;
    window.resize(1400, 900);
    window.show();
    const PublishDraftFixture small = makeDraft(5);
    const PublishDraftFixture large = makeDraft(500);
    QList<double> smallTimes;
    QList<double> largeTimes;
    // A warm-up of each first (fonts, styles, the first dialog), then interleaved runs.
    int round = -1;
    std::function<void()> next;
    next = [&] {
        ++round;
        if (round >= 2 * (runs + 1)) {
            app.quit();
            return;
        }
        const bool isLarge = round % 2 == 1;
        measure(&window, &connection, isLarge ? large : small, [&, isLarge](double ms) {
            if (round >= 2)
                (isLarge ? largeTimes : smallTimes).append(ms);
            QTimer::singleShot(0, &app, next);
        });
    };
    QTimer::singleShot(0, &app, next);
    app.exec();
    const double smallMs = median(smallTimes);
    const double largeMs = median(largeTimes);
    std::printf("runs=%d\nchanges-5-ms=%.1f\nchanges-500-ms=%.1f\nratio=%.2f\n", runs, smallMs, largeMs,
                smallMs > 0 ? largeMs / smallMs : 0.0);
    return 0;
}
