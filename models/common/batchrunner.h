#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>
#include <QString>

#include <functional>

namespace Audience::Models {

class WriteTracker;

// Runs a list of items, at most N at a time, and is the item model a view shows them through: one
// row per item with its stage and its words. Every batch of the console is one of these (a
// release's publishes, one instruction to many audiences, the conversations of a page scan): the
// user of the runner gives what one item does (its steps) and its own words; the runner keeps the
// turns, the stages, the counts, Cancel and Retry.
//
// An item goes through the runner's steps in order (most batches have one). Each step has its own
// limit: an item that finished a step keeps its place in it until the next step has room, so a
// step that runs ahead (a release's reads) never runs more than one turn ahead of the next (its
// publishes). A step of no limit (0) is a wait on something else, as an agent working on a draft.
//
// Cancel starts nothing new: items not started become Cancelled, and so does an item between two
// steps. An item in a step finishes that step, because a step may be a write whose outcome must be
// known and recorded (a publish half-way is not undone by looking away); a step that can be
// abandoned without harm (a read) says so with Job::onCancel, and is then stopped at once.
// Retry starts a failed item again at the step that failed, in its turn.
class BatchRunner : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int defaultMaxInFlight = 4;

    enum class Stage { Waiting, Running, Done, Skipped, Failed, Cancelled };
    Q_ENUM(Stage)
    enum Roles {
        StageRole = Qt::UserRole + 440, // int (Stage)
        StepRole,                       // int: the step the item is in, or waits for
        ReasonRole,                     // QString: why it failed, was skipped or cancelled
        CanRetryRole,                   // bool: failed, so Retry applies
        RetryNameRole,                  // QString: the Retry button's accessible name
        ItemIdRole,                     // QString: the item's ID as its user gave it
    };

    // One item's turn in one step. Handed to the step's function, which calls exactly one of
    // finish(), fail() or skip() when the step ends (at once, or later from an answer). A job
    // outlived by its attempt (the item was cancelled, the list replaced, the runner deleted) does
    // nothing, so a late answer cannot touch another attempt's row.
    class Job
    {
    public:
        Job() = default;
        int row() const { return m_row; }
        // Still the item's current attempt, in a runner that still exists.
        bool isCurrent() const;
        // This step runs again after it failed (Retry), e.g. to send the same write with its key.
        bool isRetry() const;
        // What the item is doing now, in words ("Publishing…"); the step's own words until then.
        void setWords(const QString &words) const;
        // The step is done: the item goes on to the next step, or is Done (`words`: what it came
        // to, "Draft v4 ready"; empty: the runner's "Done").
        void finish(const QString &words = {}) const;
        void fail(const QString &reason) const;
        // Failed because the profile's store refused to write it down first (a full disk, a lock):
        // nothing was sent, and the words change once the store takes writes again.
        void failRefusedByStore(const QString &reason) const;
        // Nothing needed doing, or could be done: neither done nor failed ("already published").
        void skip(const QString &reason) const;
        // This step may be abandoned by Cancel: `abandon` stops it (aborts the read) and the item
        // is Cancelled at once. Without it, Cancel lets the step finish.
        void onCancel(std::function<void()> abandon) const;

    private:
        friend class BatchRunner;
        Job(BatchRunner *runner, int row, quint64 attempt);
        QPointer<BatchRunner> m_runner;
        int m_row = -1;
        quint64 m_attempt = 0;
    };

    struct Step
    {
        std::function<void(const Job &job)> run;
        QString runningWords;    // shown while the item is in this step: "Reading the version again…"
        QString notStartedWords; // the reason given when Cancel comes before this step
        int maxInFlight = defaultMaxInFlight; // items in this step at once; 0: no limit
    };
    struct Item
    {
        QString label; // how the user knows it: the first column
        QString id;    // its ID, for tests and tooltips (may be empty)
    };
    // A column a user of the runner adds between the label and the status (a release's draft
    // number): its header and its data for a row and a role.
    struct Column
    {
        QString header;
        std::function<QVariant(int row, int role)> data;
    };

    explicit BatchRunner(QObject *parent = nullptr);
    ~BatchRunner() override;

    // What each item does. Set before the first run.
    void setSteps(const QList<Step> &steps);
    void addColumn(const Column &column);
    void setHeaders(const QString &labelHeader, const QString &statusHeader);
    // Words of a waiting item before run() ("Not sent yet") and once it runs ("Waiting to be sent").
    void setWaitingWords(const QString &beforeRun, const QString &whileRunning);
    // The Retry button's accessible name, %1 the item's label: "Retry publishing %1".
    void setRetryName(const QString &format) { m_retryName = format; }

    // Replaces the list with these items, waiting, nothing started. False while a run is under way.
    bool setItems(const QList<Item> &items);
    // Starts the waiting items, at most each step's limit at once. With nothing to run the run is
    // over at once (finished()). False while a run is under way.
    bool run();
    // Adds items to the list; in a run under way they start as places free up.
    void add(const QList<Item> &items);
    // Empties the list. False while a run is under way.
    bool clear();
    void cancel();
    // A failed item again, from the step that failed. False when it has not failed.
    bool retry(int row);
    int retryFailed();
    // Once `writes`' store takes writes again, each item that failed because it refused them says
    // so ("… it takes writes again, so Retry sends it"); its stage does not change.
    void rewordRefusalsOf(WriteTracker &writes);

    int itemCount() const { return int(m_items.size()); }
    Stage stage(int row) const { return m_items.at(row).stage; }
    int step(int row) const { return m_items.at(row).step; }
    QString label(int row) const { return m_items.at(row).label; }
    QString itemId(int row) const { return m_items.at(row).id; }
    QString reason(int row) const { return m_items.at(row).reason; }
    // The row's status in words: "Waiting", "Publishing…", "Failed: …".
    QString statusText(int row) const;
    int count(Stage stage) const;
    // Items in a step now (those done with it and waiting for the next included), and the most at
    // once since the list was set.
    int inStep(int step) const;
    int mostInStep(int step) const;
    // Items done, skipped, failed or cancelled.
    int settledCount() const;
    bool isRunning() const;
    // run() was called on this list.
    bool wasStarted() const { return m_started; }
    bool wasCancelled() const { return m_cancelled; }
    // "3 of 12 done, 1 failed".
    QString progressText() const;

    int labelColumn() const { return 0; }
    int statusColumn() const { return 1 + int(m_columns.size()); }
    int actionColumn() const { return statusColumn() + 1; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void itemChanged(int row);
    void progressChanged();
    // Every item settled (after a Cancel too); said once per run, and again after a Retry.
    void finished();

private:
    struct Entry
    {
        QString label;
        QString id;
        Stage stage = Stage::Waiting;
        int step = 0;
        bool held = false;  // Running, done with `step`, waiting for room in the next
        bool retrying = false;
        bool isRetry = false; // of the current attempt
        bool refusedByStore = false; // failed because the store refused to write it down
        quint64 attempt = 0;
        QString words;
        QString reason;
        std::function<void()> abandon;
    };

    void appendEntry(const Item &item);
    void schedule();
    bool startReady(int step);
    void begin(int row, int step);
    Entry *current(int row, quint64 attempt);
    void finishStep(int row, quint64 attempt, const QString &words);
    void settle(int row, Stage stage, const QString &reason, const QString &words = {});
    void changed(int row);
    void finishIfSettled();
    int limitOf(int step) const;

    QList<Step> m_steps;
    QList<Column> m_columns;
    QList<Entry> m_items;
    QList<int> m_mostInStep;
    QString m_labelHeader;
    QString m_statusHeader;
    QString m_waitingBeforeRun;
    QString m_waitingWhileRunning;
    QString m_retryName;
    quint64 m_attempts = 0;
    bool m_started = false;
    bool m_cancelled = false;
    bool m_cancelling = false;
    bool m_finishedSaid = true;
    bool m_scheduling = false;
    bool m_scheduleAgain = false;
};

} // namespace Audience::Models
