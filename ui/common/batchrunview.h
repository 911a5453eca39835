#pragma once

#include <QTreeView>

class QPushButton;

namespace Audience::Models {
class BatchRunner;
} // namespace Audience::Models

namespace Audience::Ui {

// The one view of every batch: a list over a Models::BatchRunner (its rows, their stage in words)
// with a Retry button in the row of each item that failed. Whatever the batch runs, its dialog
// shows it through this view.
class BatchRunView : public QTreeView
{
    Q_OBJECT
public:
    explicit BatchRunView(Models::BatchRunner *runner, QWidget *parent = nullptr);

    Models::BatchRunner *runner() const { return m_runner; }
    // The Retry button of a row, nullptr when the row has none.
    QPushButton *retryButton(int row) const;

private:
    void showRetry(int first, int last);

    Models::BatchRunner *m_runner = nullptr;
};

} // namespace Audience::Ui
