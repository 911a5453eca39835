#include "screenshotwait.h"
#include "screenshotreview.h"

#include "models/review/pagescan.h"
#include "models/review/reviewmodel.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/workspace/versionfollower.h"
#include "ui/review/reviewdetailview.h"
#include "ui/review/reviewplace.h"
#include "ui/shell/mainwindow.h"
#include "ui/workspace/whatgoesliveview.h"

#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <cstdio>

namespace Audience::Testing {

namespace {


// Demo drafts (docs/sandbox.md: audience n with n mod 6 = 2, 3 or 4 has one), with their pages.
struct DemoDraft
{
    const char *pageId;
    const char *audienceId;
    const char *versionId;
};
constexpr DemoDraft demoDrafts[] = {
    {"page_demo_02", "aud_demo_008", "ver_demo_008_2"},  {"page_demo_02", "aud_demo_010", "ver_demo_010_3"},
    {"page_demo_03", "aud_demo_014", "ver_demo_014_2"},  {"page_demo_03", "aud_demo_015", "ver_demo_015_3"},
    {"page_demo_04", "aud_demo_016", "ver_demo_016_3"},
};

} // namespace

bool shootReview(Ui::MainWindow &window, const SaveShot &save)
{
    Models::VersionFollower *versions = window.connection()->versionFollower();
    for (const DemoDraft &draft : demoDrafts)
        versions->open(QString::fromLatin1(draft.pageId), QString::fromLatin1(draft.audienceId), QString::fromLatin1(draft.versionId));
    window.goTo(Models::PlaceId::review);
    auto *place = qobject_cast<Ui::ReviewPlace *>(window.currentPlace());
    if (!place)
        return false;
    Models::ReviewModel *model = place->model();
    if (!waitFor([&] { return model->draftCount() >= 4 && !model->readings()->isRunning(); }, "the drafts waiting"))
        return false;
    // A page scanned: its audiences whose version this console has not seen join the list.
    place->scanPage(QStringLiteral("page_demo_01"));
    if (!waitFor([&] { return model->scan()->state() == Models::PageScan::State::Done; }, "the page scan"))
        return false;

    place->selectAudiences({QStringLiteral("aud_demo_010")});
    QTest::qWait(300);
    save(window.grab(), QStringLiteral("review.png"));
    // The same draft with its first field's steps open.
    if (Ui::WhatGoesLiveView *whatGoesLive = place->detail()->whatGoesLive(); !whatGoesLive->fields().isEmpty()) {
        whatGoesLive->stepsToggle(whatGoesLive->fields().first())->click();
        QTest::qWait(300);
        save(window.grab(), QStringLiteral("review-steps-open.png"));
    }

    place->selectAudiences({QStringLiteral("aud_demo_008"), QStringLiteral("aud_demo_010"), QStringLiteral("aud_demo_014"),
                            QStringLiteral("aud_demo_015")});
    place->tree()->setFocus();
    QTest::qWait(300);
    save(window.grab(), QStringLiteral("review-selection.png"));

    // An audience whose pending changes sit in a version this console has not seen.
    QString unseen;
    for (int page = 0; page < model->rowCount() && unseen.isEmpty(); ++page) {
        const QModelIndex group = model->index(page, 0);
        for (int row = 0; row < model->rowCount(group) && unseen.isEmpty(); ++row) {
            if (const Models::ReviewModel::Row *found = model->rowAt(model->index(row, 0, group));
                found->kind == Models::ReviewModel::RowKind::UnseenVersion)
                unseen = found->audienceId;
        }
    }
    if (unseen.isEmpty()) {
        std::fprintf(stderr, "the scan found no version this console has not seen\n");
        return false;
    }
    place->selectAudiences({unseen});
    QTest::qWait(300);
    save(window.grab(), QStringLiteral("review-unseen-version.png"));
    return true;
}

} // namespace Audience::Testing
