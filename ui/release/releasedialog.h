#pragma once

#include "models/audiences/audiencekey.h"
#include "models/release/releaseplanmodel.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTextBrowser;
class QTreeView;

namespace Audience::Models {
class Connection;
class PublishActions;
class ReleasePlan;
class ReleaseRun;
} // namespace Audience::Models

namespace Audience::Ui {

class BatchRunView;
class WhatGoesLiveView;

// "Publish selected…": one confirmation for a release, then its run, in one dialog.
// The confirmation lists every chosen audience with its draft, what goes live (its net change) and
// its check results (ReleasePlan); choosing a row shows its "What goes live" and checks below. An
// audience with an error is not included: the row says why, with a link that opens it
// (openAudienceRequested). Warnings are acknowledged per audience (the row's box) or all at once
// ("Acknowledge all warnings" lists what it acknowledged). Publish runs the release
// (ReleaseRun), shown in its place through the batch's view (BatchRunView: the release's members
// with the same columns, each row's progress and Retry for a failed one, with the same key), with
// a bar, Cancel (says which already went) and the result in words.
class ReleaseDialog : public QDialog
{
    Q_OBJECT
public:
    // The confirmation's columns (the plan's model), and the run's.
    enum Column {
        AudienceColumn = Models::ReleasePlanModel::AudienceColumn,
        VersionColumn = Models::ReleasePlanModel::VersionColumn,
        ChangesColumn = Models::ReleasePlanModel::ChangesColumn,
        ChecksColumn = Models::ReleasePlanModel::ChecksColumn,
        StatusColumn = Models::ReleasePlanModel::StatusColumn,
        ActionColumn = Models::ReleasePlanModel::ActionColumn,
    };

    ReleaseDialog(Models::Connection *connection, const Models::AudienceKeys &audiences, QWidget *parent = nullptr);

    Models::ReleasePlan *plan() const { return m_plan; }
    Models::ReleasePlanModel *planRows() const { return m_planRows; }
    Models::ReleaseRun *run() const { return m_run; }
    // The confirmation's rows (every chosen audience, over planRows()), then the run's (the release's members).
    QTreeView *rows() const { return m_rows; }
    // The "Open audience" link of a row that cannot be included, nullptr when the row has none.
    QLabel *openLink(int row) const;
    BatchRunView *runRows() const { return m_runRows; }
    QPushButton *publishButton() const { return m_publish; }
    QPushButton *acknowledgeAllButton() const { return m_acknowledgeAll; }
    QPushButton *cancelButton() const { return m_cancel; }
    // Shown while what the plan read is not current (the connection was lost): reads every draft again.
    QPushButton *readAgainButton() const { return m_readAgain; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *acknowledgedLabel() const { return m_acknowledged; }
    QLabel *resultLabel() const { return m_result; }
    QProgressBar *progressBar() const { return m_bar; }
    QTextBrowser *detailView() const { return m_detail; }
    WhatGoesLiveView *whatGoesLive() const { return m_whatGoesLive; }

    // Starts the run with every audience that can be published (the Publish button).
    bool publish();

signals:
    // The link of an audience that cannot be included: open it (the lead wires it to navigation).
    void openAudienceRequested(const QString &pageId, const QString &audienceId);

private:
    void layOut(QLabel *heading);
    void showPlanItem(int index);
    void showOpenLinks(int first, int last);
    void showPlanSummary();
    // Why Publish waits: the connection was lost, or the service answered with an error.
    QString lostConnectionText() const;
    void showDetail();
    void acknowledgeAll();
    void addRunColumns();
    int currentPlanIndex() const;
    void showRunProgress();
    void onRunFinished();
    void cancelOrClose();

    Models::ReleasePlan *m_plan = nullptr;
    Models::ReleasePlanModel *m_planRows = nullptr;
    Models::ReleaseRun *m_run = nullptr;
    Models::PublishActions *m_publishes = nullptr; // what goes live with each member is recorded with its publish
    QList<int> m_runItems; // plan index of each run row
    QLabel *m_summary = nullptr;
    QStackedWidget *m_lists = nullptr;
    QTreeView *m_rows = nullptr;
    BatchRunView *m_runRows = nullptr;
    QTextBrowser *m_detail = nullptr;
    WhatGoesLiveView *m_whatGoesLive = nullptr;
    QLabel *m_acknowledged = nullptr;
    QLabel *m_result = nullptr;
    QProgressBar *m_bar = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_publish = nullptr;
    QPushButton *m_acknowledgeAll = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_retryFailed = nullptr;
    QPushButton *m_readAgain = nullptr;
};

} // namespace Audience::Ui
