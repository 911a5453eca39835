#include "models/common/batchrunner.h"

#include "models/common/writetracker.h"

#include <algorithm>
#include <utility>

namespace Audience::Models {

// --- Job ---

BatchRunner::Job::Job(BatchRunner *runner, int row, quint64 attempt)
    : m_runner(runner)
    , m_row(row)
    , m_attempt(attempt)
{
}

bool BatchRunner::Job::isCurrent() const
{
    return m_runner && m_runner->current(m_row, m_attempt);
}

bool BatchRunner::Job::isRetry() const
{
    const Entry *entry = m_runner ? m_runner->current(m_row, m_attempt) : nullptr;
    return entry && entry->isRetry;
}

void BatchRunner::Job::setWords(const QString &words) const
{
    if (Entry *entry = m_runner ? m_runner->current(m_row, m_attempt) : nullptr) {
        entry->words = words;
        m_runner->changed(m_row);
    }
}

void BatchRunner::Job::finish(const QString &words) const
{
    if (m_runner)
        m_runner->finishStep(m_row, m_attempt, words);
}

void BatchRunner::Job::fail(const QString &reason) const
{
    if (m_runner && m_runner->current(m_row, m_attempt))
        m_runner->settle(m_row, Stage::Failed, reason);
}

void BatchRunner::Job::failRefusedByStore(const QString &reason) const
{
    if (m_runner && m_runner->current(m_row, m_attempt)) {
        m_runner->settle(m_row, Stage::Failed, reason);
        m_runner->m_items[m_row].refusedByStore = true;
    }
}

void BatchRunner::Job::skip(const QString &reason) const
{
    if (m_runner && m_runner->current(m_row, m_attempt))
        m_runner->settle(m_row, Stage::Skipped, reason);
}

void BatchRunner::Job::onCancel(std::function<void()> abandon) const
{
    if (Entry *entry = m_runner ? m_runner->current(m_row, m_attempt) : nullptr)
        entry->abandon = std::move(abandon);
}

// --- BatchRunner ---

BatchRunner::BatchRunner(QObject *parent)
    : QAbstractTableModel(parent)
    , m_labelHeader(tr("Item"))
    , m_statusHeader(tr("Status"))
    , m_waitingBeforeRun(tr("Waiting"))
    , m_waitingWhileRunning(tr("Waiting"))
    , m_retryName(tr("Retry %1"))
{
}

BatchRunner::~BatchRunner()
{
    // Steps that can be abandoned are stopped, so no answer arrives for a runner that is gone;
    // the others' late answers find no runner (Job holds a QPointer) and do nothing. The list is
    // emptied first: an abort that answers at once finds no attempt and says nothing. (A user
    // whose steps' answers reach its own signals stops them in its own destructor, with cancel().)
    const QList<Entry> items = std::exchange(m_items, {});
    for (const Entry &entry : items) {
        if (entry.stage == Stage::Running && entry.abandon)
            entry.abandon();
    }
}

void BatchRunner::setSteps(const QList<Step> &steps)
{
    m_steps = steps;
    m_mostInStep = QList<int>(steps.size(), 0);
}

void BatchRunner::addColumn(const Column &column)
{
    const int at = statusColumn();
    beginInsertColumns({}, at, at);
    m_columns.append(column);
    endInsertColumns();
}

void BatchRunner::setHeaders(const QString &labelHeader, const QString &statusHeader)
{
    m_labelHeader = labelHeader;
    m_statusHeader = statusHeader;
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void BatchRunner::setWaitingWords(const QString &beforeRun, const QString &whileRunning)
{
    m_waitingBeforeRun = beforeRun;
    m_waitingWhileRunning = whileRunning;
    if (!m_items.isEmpty())
        emit dataChanged(index(0, statusColumn()), index(rowCount() - 1, statusColumn()));
}

bool BatchRunner::setItems(const QList<Item> &items)
{
    if (isRunning())
        return false;
    beginResetModel();
    ++m_attempts; // jobs of the old list are no longer current
    m_items.clear();
    m_started = false;
    m_cancelled = false;
    m_finishedSaid = true;
    m_mostInStep = QList<int>(m_steps.size(), 0);
    for (const Item &item : items)
        appendEntry(item);
    endResetModel();
    emit progressChanged();
    return true;
}

bool BatchRunner::clear()
{
    return setItems({});
}

void BatchRunner::add(const QList<Item> &items)
{
    if (items.isEmpty())
        return;
    const bool running = isRunning();
    const int first = int(m_items.size());
    beginInsertRows({}, first, first + int(items.size()) - 1);
    for (const Item &item : items)
        appendEntry(item);
    endInsertRows();
    if (!running)
        m_started = false; // a list whose run ended waits for run() again
    emit progressChanged();
    if (running)
        schedule();
}

bool BatchRunner::run()
{
    if (isRunning())
        return false;
    m_started = true;
    m_cancelled = false;
    m_finishedSaid = false;
    if (!m_items.isEmpty())
        emit dataChanged(index(0, statusColumn()), index(rowCount() - 1, statusColumn()));
    emit progressChanged();
    schedule();
    finishIfSettled();
    return true;
}

void BatchRunner::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    m_cancelling = true; // finished() once, after every row is settled
    const QString beforeStart = tr("Cancelled before it started.");
    for (int row = 0; row < m_items.size(); ++row) {
        Entry &entry = m_items[row];
        if (entry.stage == Stage::Waiting) {
            const QString words = m_steps.value(entry.step).notStartedWords;
            settle(row, Stage::Cancelled, words.isEmpty() ? beforeStart : words);
        } else if (entry.stage == Stage::Running && entry.held) {
            const QString words = m_steps.value(entry.step + 1).notStartedWords;
            settle(row, Stage::Cancelled, words.isEmpty() ? beforeStart : words);
        } else if (entry.stage == Stage::Running && entry.abandon) {
            const auto abandon = std::exchange(entry.abandon, {});
            settle(row, Stage::Cancelled, tr("Stopped by Cancel."));
            abandon(); // after: an abort that answers at once finds the attempt over
        }
    }
    m_cancelling = false;
    finishIfSettled();
}

bool BatchRunner::retry(int row)
{
    if (row < 0 || row >= m_items.size() || m_items.at(row).stage != Stage::Failed)
        return false;
    Entry &entry = m_items[row];
    entry.stage = Stage::Waiting;
    entry.retrying = true;
    entry.reason.clear();
    entry.words.clear();
    m_started = true;
    m_cancelled = false; // asked for again: this item runs whatever was cancelled before
    m_finishedSaid = false;
    changed(row);
    schedule();
    return true;
}

int BatchRunner::retryFailed()
{
    int retried = 0;
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_items.at(row).stage == Stage::Failed && retry(row))
            ++retried;
    }
    return retried;
}

void BatchRunner::rewordRefusalsOf(WriteTracker &writes)
{
    connect(&writes, &WriteTracker::storeTookWrites, this, [this] {
        const QString words = WriteTracker::writableAgainText();
        for (int row = 0; row < m_items.size(); ++row) {
            Entry &entry = m_items[row];
            if (entry.stage != Stage::Failed || !entry.refusedByStore || entry.reason == words)
                continue;
            entry.reason = words;
            changed(row);
        }
    });
}

void BatchRunner::appendEntry(const Item &item)
{
    Entry entry;
    entry.label = item.label;
    entry.id = item.id;
    m_items.append(entry);
}

int BatchRunner::limitOf(int step) const
{
    return m_steps.at(step).maxInFlight;
}

void BatchRunner::schedule()
{
    // A step may end at once, inside begin(): that frees a place, and the loop goes round again
    // instead of starting the next item from within the step that just ended.
    if (m_scheduling) {
        m_scheduleAgain = true;
        return;
    }
    m_scheduling = true;
    do {
        m_scheduleAgain = false;
        // The last step first: an item that has come furthest goes on first, which frees its
        // place in the step before for the next item.
        for (int step = int(m_steps.size()) - 1; step >= 0 && !m_cancelled; --step)
            startReady(step);
    } while (m_scheduleAgain && !m_cancelled);
    m_scheduling = false;
}

bool BatchRunner::startReady(int step)
{
    bool started = false;
    for (int row = 0; row < m_items.size() && !m_cancelled; ++row) {
        const int limit = limitOf(step);
        if (limit > 0 && inStep(step) >= limit)
            break;
        const Entry &entry = m_items.at(row);
        const bool waitingHere = entry.stage == Stage::Waiting && entry.step == step;
        const bool comingFromBefore = entry.stage == Stage::Running && entry.held && entry.step == step - 1;
        if (waitingHere || comingFromBefore) {
            begin(row, step);
            started = true;
        }
    }
    return started;
}

void BatchRunner::begin(int row, int step)
{
    Entry &entry = m_items[row];
    entry.stage = Stage::Running;
    entry.isRetry = std::exchange(entry.retrying, false) && entry.step == step;
    entry.step = step;
    entry.held = false;
    entry.attempt = ++m_attempts;
    entry.words = m_steps.at(step).runningWords;
    entry.reason.clear();
    entry.abandon = {};
    m_mostInStep[step] = std::max(m_mostInStep.at(step), inStep(step));
    changed(row);
    emit progressChanged();
    m_steps.at(step).run(Job(this, row, entry.attempt));
}

BatchRunner::Entry *BatchRunner::current(int row, quint64 attempt)
{
    if (row < 0 || row >= m_items.size())
        return nullptr;
    Entry &entry = m_items[row];
    return entry.stage == Stage::Running && !entry.held && entry.attempt == attempt ? &entry : nullptr;
}

void BatchRunner::finishStep(int row, quint64 attempt, const QString &words)
{
    Entry *entry = current(row, attempt);
    if (!entry)
        return;
    entry->abandon = {};
    const int next = entry->step + 1;
    if (next >= m_steps.size()) {
        settle(row, Stage::Done, {}, words.isEmpty() ? tr("Done") : words);
        return;
    }
    if (m_cancelled) {
        const QString notStarted = m_steps.at(next).notStartedWords;
        settle(row, Stage::Cancelled, notStarted.isEmpty() ? tr("Cancelled before it started.") : notStarted);
        return;
    }
    entry->held = true; // keeps its place (and its words) until the next step has room
    schedule();
}

void BatchRunner::settle(int row, Stage stage, const QString &reason, const QString &words)
{
    Entry &entry = m_items[row];
    entry.stage = stage;
    entry.held = false;
    entry.reason = reason;
    entry.refusedByStore = false;
    entry.words = words;
    entry.abandon = {};
    ++m_attempts; // the settled attempt's job is no longer current
    changed(row);
    emit progressChanged();
    if (m_cancelling)
        return;
    schedule();
    finishIfSettled();
}

void BatchRunner::changed(int row)
{
    emit dataChanged(index(row, 0), index(row, columnCount() - 1));
    emit itemChanged(row);
}

void BatchRunner::finishIfSettled()
{
    if (m_finishedSaid || m_cancelling || isRunning() || !m_started)
        return;
    m_finishedSaid = true;
    emit finished();
}

int BatchRunner::count(Stage stage) const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(), [stage](const Entry &entry) { return entry.stage == stage; }));
}

int BatchRunner::inStep(int step) const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(),
                             [step](const Entry &entry) { return entry.stage == Stage::Running && entry.step == step; }));
}

int BatchRunner::mostInStep(int step) const
{
    return m_mostInStep.value(step);
}

int BatchRunner::settledCount() const
{
    return itemCount() - count(Stage::Waiting) - count(Stage::Running);
}

bool BatchRunner::isRunning() const
{
    return m_started && count(Stage::Waiting) + count(Stage::Running) > 0;
}

QString BatchRunner::progressText() const
{
    const QString done = tr("%1 of %n done", nullptr, itemCount()).arg(count(Stage::Done));
    const int failed = count(Stage::Failed);
    return failed == 0 ? done : tr("%1, %n failed", nullptr, failed).arg(done);
}

QString BatchRunner::statusText(int row) const
{
    const Entry &entry = m_items.at(row);
    switch (entry.stage) {
    case Stage::Waiting:
        return m_started ? m_waitingWhileRunning : m_waitingBeforeRun;
    case Stage::Running:
        return entry.words.isEmpty() ? tr("Running…") : entry.words;
    case Stage::Done:
        return entry.words;
    case Stage::Skipped:
        return tr("Skipped: %1").arg(entry.reason);
    case Stage::Failed:
        return tr("Failed: %1").arg(entry.reason);
    case Stage::Cancelled:
        return tr("Not started: %1").arg(entry.reason);
    }
    return {};
}

int BatchRunner::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int BatchRunner::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : actionColumn() + 1;
}

QVariant BatchRunner::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Entry &entry = m_items.at(row);
    switch (role) {
    case StageRole:
        return int(entry.stage);
    case StepRole:
        return entry.step;
    case ReasonRole:
        return entry.reason;
    case CanRetryRole:
        return entry.stage == Stage::Failed;
    case RetryNameRole:
        return m_retryName.arg(entry.label);
    case ItemIdRole:
        return entry.id;
    default:
        break;
    }
    const int column = index.column();
    if (column == labelColumn()) {
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return entry.label;
        if (role == Qt::ToolTipRole && !entry.id.isEmpty())
            return entry.id;
    } else if (column == statusColumn()) {
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == Qt::AccessibleTextRole)
            return statusText(row);
    } else if (column > labelColumn() && column < statusColumn()) {
        return m_columns.at(column - 1).data(row, role);
    }
    return {};
}

QVariant BatchRunner::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    if (section == labelColumn())
        return m_labelHeader;
    if (section == statusColumn())
        return m_statusHeader;
    if (section == actionColumn())
        return QString();
    return m_columns.at(section - 1).header;
}

} // namespace Audience::Models
