#include "ui/release/releasedialog.h"

#include "models/release/releaseplan.h"
#include "models/release/releaseplanmodel.h"
#include "models/release/releaserun.h"
#include "models/shell/connection.h"
#include "models/workspace/publishactions.h"
#include "ui/common/batchrunview.h"
#include "ui/workspace/publishcheckshtml.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/whatgoesliveview.h"
#include "ui/common/screenfit.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace Audience::Ui {

using Models::ReleasePlan;
using Models::ReleasePlanModel;
using Models::ReleaseRun;

ReleaseDialog::ReleaseDialog(Models::Connection *connection, const Models::AudienceKeys &audiences, QWidget *parent)
    : QDialog(parent)
    , m_publishes(connection->publishActions())
{
    setObjectName(QStringLiteral("releaseDialog"));
    setWindowTitle(tr("Publish %n audience(s) as one release", nullptr, int(audiences.size())));
    m_plan = new ReleasePlan(*connection->serviceLink(), *connection->versionFollower(), *connection->knownAudiences(), this);
    m_planRows = new ReleasePlanModel(*m_plan, this);
    m_run = new ReleaseRun(*connection->serviceLink(), *connection->storeLink(), *connection->publishActions(),
                           *connection->versionFollower(), this);
    addRunColumns();
    auto *heading = new QLabel(tr("Every chosen audience's draft goes live together. Check what goes live for each; an audience "
                                  "with an error cannot be included, and warnings need your acknowledgement."), this);
    heading->setWordWrap(true);
    layOut(heading);

    connect(m_plan, &ReleasePlan::itemChanged, this, &ReleaseDialog::showPlanItem);
    connect(m_plan, &ReleasePlan::loaded, this, &ReleaseDialog::showPlanSummary);
    connect(m_plan, &ReleasePlan::readProblemChanged, this, &ReleaseDialog::showPlanSummary);
    connect(m_planRows, &QAbstractItemModel::modelReset, this, [this] { showOpenLinks(0, m_planRows->rowCount() - 1); });
    connect(m_rows->selectionModel(), &QItemSelectionModel::currentChanged, this, &ReleaseDialog::showDetail);
    connect(m_acknowledgeAll, &QPushButton::clicked, this, &ReleaseDialog::acknowledgeAll);
    connect(m_publish, &QPushButton::clicked, this, &ReleaseDialog::publish);
    connect(m_cancel, &QPushButton::clicked, this, &ReleaseDialog::cancelOrClose);
    connect(m_retryFailed, &QPushButton::clicked, m_run, &ReleaseRun::retryFailed);
    connect(m_readAgain, &QPushButton::clicked, m_plan, &ReleasePlan::readAgain);
    connect(m_runRows->selectionModel(), &QItemSelectionModel::currentChanged, this, &ReleaseDialog::showDetail);
    connect(m_run, &ReleaseRun::progressChanged, this, &ReleaseDialog::showRunProgress);
    connect(m_run, &ReleaseRun::finished, this, &ReleaseDialog::onRunFinished);

    m_plan->load(audiences);
    showPlanSummary();
    if (m_planRows->rowCount() > 0)
        m_rows->setCurrentIndex(m_planRows->index(0, 0));
}

void ReleaseDialog::layOut(QLabel *heading)
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("releaseSummary"));
    m_summary->setWordWrap(true);
    m_rows = new QTreeView(this);
    m_rows->setObjectName(QStringLiteral("releaseRows"));
    m_rows->setModel(m_planRows);
    m_rows->setRootIsDecorated(false);
    m_rows->setEditTriggers(QAbstractItemView::NoEditTriggers); // the checks' boxes still toggle
    m_rows->setAccessibleName(tr("Audiences in this release"));
    m_rows->header()->setSectionResizeMode(AudienceColumn, QHeaderView::Stretch);
    m_rows->header()->setSectionResizeMode(ChecksColumn, QHeaderView::Stretch);
    // The status whole ("Not included until acknowledged"), and the Open link's column as wide as
    // its links: the room beside them goes to the audiences and their checks, not to an empty end.
    m_rows->header()->setSectionResizeMode(StatusColumn, QHeaderView::ResizeToContents);
    m_rows->header()->setSectionResizeMode(ActionColumn, QHeaderView::ResizeToContents);
    m_rows->header()->setStretchLastSection(false);
    m_rows->setColumnWidth(VersionColumn, 60);
    m_rows->setColumnWidth(ChangesColumn, 200);
    m_runRows = new BatchRunView(m_run, this);
    m_runRows->setObjectName(QStringLiteral("releaseRunRows"));
    m_runRows->setAccessibleName(tr("Audiences in this release"));
    m_runRows->header()->setSectionResizeMode(ChecksColumn, QHeaderView::Stretch);
    m_runRows->header()->setSectionResizeMode(StatusColumn, QHeaderView::Interactive);
    m_runRows->setColumnWidth(VersionColumn, 60);
    m_runRows->setColumnWidth(ChangesColumn, 200);
    m_runRows->setColumnWidth(StatusColumn, 140);
    m_lists = new QStackedWidget(this);
    m_lists->addWidget(m_rows);
    m_lists->addWidget(m_runRows);
    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(QStringLiteral("releaseDetail"));
    m_detail->setOpenLinks(false);
    m_whatGoesLive = new WhatGoesLiveView(this);
    auto *detail = new QSplitter(Qt::Horizontal, this); // the audience and its checks, then what goes live
    detail->addWidget(m_detail);
    detail->addWidget(m_whatGoesLive);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_lists);
    split->addWidget(detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    m_acknowledged = new QLabel(this);
    m_acknowledged->setObjectName(QStringLiteral("releaseAcknowledged"));
    m_acknowledged->setWordWrap(true);
    m_acknowledged->setVisible(false);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("releaseResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_bar = new QProgressBar(this);
    m_bar->setVisible(false);
    m_buttons = new QDialogButtonBox(this);
    m_acknowledgeAll = m_buttons->addButton(tr("Acknowledge All Warnings"), QDialogButtonBox::ActionRole);
    m_retryFailed = m_buttons->addButton(tr("Retry Failed"), QDialogButtonBox::ActionRole);
    m_retryFailed->setVisible(false);
    m_readAgain = m_buttons->addButton(tr("&Read Again"), QDialogButtonBox::ActionRole);
    m_readAgain->setObjectName(QStringLiteral("releaseReadAgain"));
    m_readAgain->setVisible(false);
    m_publish = m_buttons->addButton(tr("Publish"), QDialogButtonBox::AcceptRole);
    m_publish->setObjectName(QStringLiteral("releasePublish"));
    m_cancel = m_buttons->addButton(QDialogButtonBox::Cancel);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(m_acknowledged);
    layout->addWidget(m_bar);
    layout->addWidget(m_result);
    layout->addWidget(m_buttons);
    resizeForScreen(this, QSize(980, 640)); // the buttons stay on a small screen
}

void ReleaseDialog::addRunColumns()
{
    // The confirmation's columns, for the release's members (m_runItems: each one's plan item).
    const auto planItem = [this](int row) -> const ReleasePlan::Item * {
        return row >= 0 && row < m_runItems.size() ? &m_plan->item(m_runItems.at(row)) : nullptr;
    };
    m_run->setHeaders(tr("Audience"), tr("Status"));
    for (const int column : {VersionColumn, ChangesColumn, ChecksColumn}) {
        const QString header = m_planRows->headerData(column, Qt::Horizontal).toString();
        m_run->addColumn({header, [planItem, column](int row, int role) -> QVariant {
                              const ReleasePlan::Item *item = planItem(row);
                              const bool shown = role == Qt::DisplayRole || role == Qt::ToolTipRole || role == Qt::CheckStateRole;
                              return item && shown ? ReleasePlanModel::cell(*item, column, role) : QVariant();
                          }});
    }
}

void ReleaseDialog::showPlanItem(int index)
{
    // The row's cells follow through the plan's model; what sits beside them follows here.
    showOpenLinks(index, index);
    showPlanSummary();
    if (currentPlanIndex() == index)
        showDetail();
}

void ReleaseDialog::showOpenLinks(int first, int last)
{
    for (int row = std::max(first, 0); row <= last && row < m_planRows->rowCount(); ++row) {
        const QModelIndex action = m_planRows->index(row, ActionColumn);
        if (!action.data(ReleasePlanModel::CanOpenRole).toBool() || m_rows->indexWidget(action))
            continue;
        auto *link = new QLabel(QStringLiteral("<a href=\"open\">%1</a>").arg(tr("Open audience")), m_rows);
        link->setAccessibleName(action.data(ReleasePlanModel::OpenNameRole).toString());
        const QString pageId = action.data(ReleasePlanModel::PageIdRole).toString();
        const QString audienceId = action.data(ReleasePlanModel::AudienceIdRole).toString();
        connect(link, &QLabel::linkActivated, this, [this, pageId, audienceId] { emit openAudienceRequested(pageId, audienceId); });
        m_rows->setIndexWidget(action, link);
    }
}

QLabel *ReleaseDialog::openLink(int row) const
{
    return qobject_cast<QLabel *>(m_rows->indexWidget(m_planRows->index(row, ActionColumn)));
}

void ReleaseDialog::showPlanSummary()
{
    if (m_run->rowCount() > 0)
        return;
    const int publishable = m_plan->publishableCount();
    QStringList parts{tr("%1 of %n audience(s) can be published", nullptr, m_plan->count()).arg(publishable)};
    if (!m_plan->isLoaded())
        parts.append(tr("reading what goes live…"));
    if (const int errors = m_plan->errorCount())
        parts.append(tr("%n cannot be included", nullptr, errors));
    if (const int waiting = m_plan->unacknowledgedCount())
        parts.append(tr("%n with warnings to acknowledge", nullptr, waiting));
    QString summary = parts.join(QStringLiteral("; ")) + QLatin1Char('.');
    // Lost while open: what it read stays shown as it was, and nothing goes live from it.
    const QString problem = m_plan->readProblem();
    if (!problem.isEmpty())
        summary = lostConnectionText() + u'\n' + problem + u'\n' + summary;
    m_summary->setText(summary);
    m_retryFailed->setVisible(false); // a button box shows every button it holds: hidden until a run has failures
    m_publish->setText(tr("Publish %n Audience(s)", nullptr, publishable));
    m_publish->setEnabled(m_plan->isLoaded() && publishable > 0 && problem.isEmpty());
    m_publish->setToolTip(problem.isEmpty() ? QString() : lostConnectionText());
    m_readAgain->setVisible(!problem.isEmpty());
    m_acknowledgeAll->setEnabled(m_plan->unacknowledgedCount() > 0);
}

void ReleaseDialog::showDetail()
{
    const int index = currentPlanIndex();
    if (index < 0 || index >= m_plan->count()) {
        m_detail->clear();
        m_whatGoesLive->clear();
        return;
    }
    const ReleasePlan::Item &item = m_plan->item(index);
    QString html = QStringLiteral("<h3>%1</h3>").arg(item.audience.label.toHtmlEscaped());
    if (!item.problem.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(item.problem.toHtmlEscaped());
    if (item.reading == ReleasePlan::Item::Reading::Ready) {
        m_whatGoesLive->setRows(item.fields, item.audience.audienceId);
        html += PublishChecksHtml::html(item.findings, palette());
    } else {
        m_whatGoesLive->clear();
    }
    m_detail->setHtml(html);
}

QString ReleaseDialog::lostConnectionText() const
{
    return PublishDialog::notReadAgainText(m_plan->readProblemAnswered());
}

int ReleaseDialog::currentPlanIndex() const
{
    if (m_lists->currentWidget() == m_runRows) {
        const int row = m_runRows->currentIndex().row();
        return row >= 0 && row < m_runItems.size() ? m_runItems.at(row) : -1;
    }
    return m_rows->currentIndex().row();
}

void ReleaseDialog::acknowledgeAll()
{
    const QStringList acknowledged = m_plan->acknowledgeAllWarnings();
    if (acknowledged.isEmpty())
        return;
    m_acknowledged->setText(tr("Acknowledged the warnings of %n audience(s):", nullptr, int(acknowledged.size())) + QStringLiteral("\n• ")
                            + acknowledged.join(QStringLiteral("\n• ")));
    m_acknowledged->setVisible(true);
}

bool ReleaseDialog::publish()
{
    if (!m_plan->readProblem().isEmpty()) {
        m_result->setText(lostConnectionText());
        return false;
    }
    QList<ReleaseRun::Member> members;
    m_runItems.clear();
    for (int i = 0; i < m_plan->count(); ++i) {
        const ReleasePlan::Item &item = m_plan->item(i);
        if (item.canPublish()) {
            members.append({item.audience, item.versionId, item.versionNumber});
            m_runItems.append(i);
        }
    }
    if (!m_plan->isLoaded() || !m_run->start(members)) {
        // The store's own words when it refused the release's record; nothing was published.
        m_result->setText(!m_run->storeRefusal().isEmpty()
                              ? tr("The release did not start. %1").arg(m_run->storeRefusal())
                              : tr("The release could not start: there is nothing to publish, or no connection."));
        return false;
    }
    m_publish->setEnabled(false);
    m_acknowledgeAll->setEnabled(false);
    m_planRows->setReadOnly(true);
    m_bar->setRange(0, m_run->rowCount());
    m_bar->setVisible(true);
    // The run's rows take the confirmation's place, the same audience chosen (when it is in the release).
    const int chosen = currentPlanIndex();
    m_lists->setCurrentWidget(m_runRows);
    m_runRows->setCurrentIndex(m_run->index(std::max(int(m_runItems.indexOf(chosen)), 0), 0));
    showRunProgress();
    return true;
}

void ReleaseDialog::showRunProgress()
{
    m_bar->setValue(m_run->settledCount());
    m_summary->setText(m_run->progressText());
    m_retryFailed->setVisible(!m_run->isRunning() && m_run->count(ReleaseRun::Stage::Failed) > 0);
    m_cancel->setText(m_run->isRunning() ? tr("Cancel") : tr("Close"));
}

void ReleaseDialog::onRunFinished()
{
    QString text = m_run->resultText();
    if (m_run->wasCancelled())
        text = m_run->cancelText() + QLatin1Char(' ') + text;
    m_result->setText(text);
    showRunProgress();
}

void ReleaseDialog::cancelOrClose()
{
    if (m_run->isRunning()) {
        m_run->cancel();
        m_result->setText(m_run->cancelText());
        return;
    }
    reject();
}

} // namespace Audience::Ui
