#pragma once

#include "models/audiences/audiencekey.h"
#include "models/common/placeids.h"
#include "ui/common/listdetailplace.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeView;
class QVBoxLayout;

namespace Audience::Models {
class ReviewModel;
} // namespace Audience::Models

namespace Audience::Ui {

class BatchRunView;
class NeedsALookView;
class ReleaseFlow;
class ReviewDetailView;

// The Review place: every audience with a draft waiting, grouped by page (Models::ReviewModel),
// with the chosen one's "What goes live" beside the list. Rows are chosen as in a file manager
// (extended selection); "Ask the agent…" and "Publish selected…" act on the chosen rows by
// emitting askAgentRequested / publishRequested (the one-instruction and release dialogs listen).
// "Scan this page" reads the conversations of a page's audiences (four at once, with progress and
// Cancel) and adds those with changes in a version this console has not seen; "Scan All Pages"
// does it for every page, four pages at a time (the connection's AllPagesScan, shown through a
// BatchRunView with a row per page, Retry on a page that failed). At the top, "Needs a
// look": what the watch over published versions found (NeedsALookView), each opening its impact card.
class ReviewPlace : public ListDetailPlace
{
    Q_OBJECT
public:
    explicit ReviewPlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~ReviewPlace() override;

    QString placeId() const override { return Models::PlaceId::review; }
    QString title() const override;
    static QString displayTitle();
    void reload() override;
    // An audience ID selects its row; a page ID (page_…) picks the page to scan.
    void openItem(const QString &item) override;
    QString currentItem() const override;
    void focusSearch() override;

    // The chosen rows' audiences (all of them, for Ask the agent), and those of them whose draft
    // this console knows (for Publish).
    Models::AudienceKeys selectedKeys() const;
    Models::AudienceKeys selectedPublishableKeys() const;
    // Selects these audiences' rows (and none else).
    void selectAudiences(const QStringList &audienceIds);
    // Starts a scan of this page (as the button does).
    void scanPage(const QString &pageId);

    Models::ReviewModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    ReviewDetailView *detail() const { return m_detail; }
    QComboBox *pageChoice() const { return m_pages; }
    QPushButton *scanButton() const { return m_scan; }
    QPushButton *scanAllButton() const { return m_scanAll; }
    // The pages of Scan All Pages, each with its state (shown while it runs, and after when a page failed).
    BatchRunView *allPagesRun() const { return m_allPagesRun; }
    QPushButton *cancelScanButton() const { return m_cancelScan; }
    QProgressBar *scanProgress() const { return m_scanProgress; }
    QLabel *scanStatus() const { return m_scanStatus; }
    QPushButton *askAgentButton() const { return m_askAgent; }
    QPushButton *publishButton() const { return m_publish; }
    // Where a summary of releases cut short (a crash in the middle of one) is to go: an empty,
    // hidden column over the list, for whoever reads them from the journal to fill.
    QVBoxLayout *cutShortReleasesArea() const { return m_cutShortArea; }
    QWidget *cutShortReleasesSlot() const { return m_cutShortSlot; }
    // The watch's alerts ("Needs a look"), at the top of the place.
    NeedsALookView *needsALook() const { return m_needsALook; }

signals:
    // "Ask the agent…" with the chosen audiences (at least one).
    void askAgentRequested(const Audience::Models::AudienceKeys &audiences);
    // "Publish selected…" with the chosen audiences whose draft this console knows (at least one).
    void publishRequested(const Audience::Models::AudienceKeys &audiences);

protected:
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    QWidget *makeScanBar();
    void makeScanAll(QWidget *bar);
    // True while a scan of one page or of all pages runs.
    bool isScanning() const;
    QWidget *makeActionBar();
    void connectReleases(Models::Connection *connection);
    void addNeedsALook(Models::Connection *connection);
    void onSelectionChanged();
    void onScanStateChanged();
    void updateActions();
    void confirmDraft(const QString &audienceId);

    Models::ReviewModel *m_model = nullptr;
    QTreeView *m_tree = nullptr;
    ReviewDetailView *m_detail = nullptr;
    QComboBox *m_pages = nullptr;
    QPushButton *m_scan = nullptr;
    QPushButton *m_cancelScan = nullptr;
    QPushButton *m_scanAll = nullptr;
    BatchRunView *m_allPagesRun = nullptr;
    bool m_lastScanWasAll = false; // which scan the status line and the bar speak of
    QProgressBar *m_scanProgress = nullptr;
    QLabel *m_scanStatus = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_askAgent = nullptr;
    QPushButton *m_publish = nullptr;
    ReleaseFlow *m_releases = nullptr;
    NeedsALookView *m_needsALook = nullptr;
    QWidget *m_cutShortSlot = nullptr;
    QVBoxLayout *m_cutShortArea = nullptr;
    QString m_currentId;
};

} // namespace Audience::Ui
