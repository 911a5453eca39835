#include "ui/common/batchrunview.h"

#include "models/common/batchrunner.h"

#include <QHeaderView>
#include <QPushButton>

#include <algorithm>

namespace Audience::Ui {

using Models::BatchRunner;

BatchRunView::BatchRunView(BatchRunner *runner, QWidget *parent)
    : QTreeView(parent)
    , m_runner(runner)
{
    setModel(runner);
    setRootIsDecorated(false);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    header()->setSectionResizeMode(runner->labelColumn(), QHeaderView::Stretch);
    header()->setSectionResizeMode(runner->statusColumn(), QHeaderView::Stretch);
    header()->setSectionResizeMode(runner->actionColumn(), QHeaderView::ResizeToContents);
    connect(runner, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) { showRetry(topLeft.row(), bottomRight.row()); });
    connect(runner, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) { showRetry(first, last); });
    connect(runner, &QAbstractItemModel::modelReset, this, [this] { showRetry(0, m_runner->rowCount() - 1); });
    showRetry(0, runner->rowCount() - 1);
}

QPushButton *BatchRunView::retryButton(int row) const
{
    return qobject_cast<QPushButton *>(indexWidget(m_runner->index(row, m_runner->actionColumn())));
}

void BatchRunView::showRetry(int first, int last)
{
    for (int row = std::max(first, 0); row <= last && row < m_runner->rowCount(); ++row) {
        const QModelIndex action = m_runner->index(row, m_runner->actionColumn());
        const bool failed = action.data(BatchRunner::CanRetryRole).toBool();
        if (failed && !indexWidget(action)) {
            auto *retry = new QPushButton(tr("Retry"), this);
            retry->setAccessibleName(action.data(BatchRunner::RetryNameRole).toString());
            connect(retry, &QPushButton::clicked, m_runner, [runner = m_runner, row] { runner->retry(row); });
            setIndexWidget(action, retry);
        } else if (!failed && indexWidget(action)) {
            setIndexWidget(action, nullptr);
        }
    }
}

} // namespace Audience::Ui
