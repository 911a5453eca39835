#pragma once

#include "ui/common/reachablemenubutton.h"
#include "models/activity/journalexport.h"
#include "models/common/placeids.h"
#include "ui/common/listdetailplace.h"

class QAction;
class QLabel;
class QTableView;
class QToolButton;

namespace Audience::Models {
class JournalExporter;
class JournalActions;
class JournalListModel;
struct JournalEntry;
class WriteJournal;
} // namespace Audience::Models

namespace Audience::Ui {

class ActivityDetailView;
class ActivityFilterBar;

// The Activity place (Ctrl+9): the journal of every write this profile's console made, newest
// first, read from the profile's store a page at a time as the table scrolls (100 000 entries
// open as fast as 10). Filters by outcome, area, page or audience, days and a search; the chosen
// entry's detail with the body sent, the answer and a link to its target; Export (CSV, JSON Lines)
// of every entry the filters keep and "Forget entries older than…" under Actions.
//
// A write that was not confirmed offers Retry, Check (a publish) and Discard: the place only
// emits them (retryRequested…), the models act. Its item in the history is an entry's id, or
// "notConfirmed" for the writes not confirmed (what the main window's bar opens).
class ActivityPlace : public ListDetailPlace
{
    Q_OBJECT
public:
    static inline const QString notConfirmedItem = QStringLiteral("notConfirmed");

    explicit ActivityPlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~ActivityPlace() override;

    QString placeId() const override { return Models::PlaceId::activity; }
    QString title() const override { return displayTitle(); }
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &item) override;
    QString currentItem() const override;
    void focusSearch() override;

    // The journal shown; the connection's (Models::Connection::journal()) unless set here.
    void setJournal(Models::WriteJournal *journal);
    Models::WriteJournal *journal() const;

    Models::JournalListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    ActivityFilterBar *filterBar() const { return m_filters; }
    ActivityDetailView *detail() const { return m_detail; }
    QLabel *summary() const { return m_summary; }
    QToolButton *actionsButton() const { return m_actionsButton; }
    QAction *exportCsvAction() const { return m_exportCsv; }
    QAction *exportJsonLinesAction() const { return m_exportJsonLines; }
    QAction *forgetAction() const { return m_forget; }
    Models::JournalExporter *exporter() const { return m_exporter; }

    // Exports what the filters keep to `path` without asking (the actions ask where first).
    bool exportTo(const QString &path, Models::JournalExport::Format format);

signals:
    void retryRequested(qint64 id);
    void checkRequested(qint64 id);
    void discardRequested(qint64 id);

protected:
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    // Undo This Release…: the dialog over the release this entry's publish belonged to.
    void undoRelease(const Models::JournalEntry &entry);
    // Retry, Check and Discard go to the connection's JournalActions; what it says shows below the list.
    void connectJournalActions(Models::JournalActions *actions);
    void showStatus(const QString &text);
    QWidget *makeActions();
    void setUpTable();
    void onCurrentRowChanged(const QModelIndex &current);
    void showCurrentEntry();
    bool selectEntry(qint64 id);
    void askWhereToExport(Models::JournalExport::Format format);
    void askWhatToForget();
    void onExported(bool ok, qint64 count, const QString &path, const QString &error);
    void updateSummary();
    void updateActions();

    Models::JournalListModel *m_model = nullptr;
    Models::JournalExporter *m_exporter = nullptr;
    ActivityFilterBar *m_filters = nullptr;
    QTableView *m_table = nullptr;
    ActivityDetailView *m_detail = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_status = nullptr;
    ReachableMenuButton *m_actionsButton = nullptr;
    QAction *m_exportCsv = nullptr;
    QAction *m_exportJsonLines = nullptr;
    QAction *m_forget = nullptr;
    qint64 m_currentId = 0;
    bool m_journalSetHere = false;
};

} // namespace Audience::Ui
