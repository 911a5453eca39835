#pragma once

#include "models/analytics/publishmarkers.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace Audience::Models {
class Connection;
class ImpactLoader;
struct ImpactReport;
} // namespace Audience::Models

namespace Audience::Ui {

// "Did it work?": the impact card of one publish (issue "Did it work"). The k whole weeks before
// and after it (1, 2 or 4, chosen here), the four rates with their 95 % intervals, the change and
// its p-value, the same change in the page's other audiences, the averages as descriptions, the
// gates ("Not enough data yet: …", "Check this: …") and the caveat, all in words. Export CSV writes
// the same. A widget of the core UI, so the workspace's Versions tab, the Analytics trend and
// Activity can all show it; its requests are its ImpactLoader's (models/).
class ImpactCard : public QWidget
{
    Q_OBJECT
public:
    explicit ImpactCard(Models::Connection *connection, QWidget *parent = nullptr);
    ~ImpactCard() override;

    // Shows this publish of `pageId`'s audience and loads its windows (what the day cache has is
    // not asked again).
    void setPublish(const QString &pageId, const Models::PublishMarker &publish);
    void clear();
    void setWeeks(int weeks);
    int weeks() const;

    // As narrow as its tables can be (they hold their figures' usual widths from the start), also
    // while they are hidden: the card is as narrow before its figures come as after.
    QSize minimumSizeHint() const override;

    Models::ImpactLoader *loader() const { return m_loader; }
    // What the card shows now (none while nothing is set).
    std::optional<Models::ImpactReport> report() const;
    QString headlineText() const;
    QTableWidget *ratesTable() const { return m_rates; }
    QPushButton *exportButton() const { return m_export; }
    // "Undo This Publish…": opens the undo of the publish shown (UndoDialog), ready to preview.
    QPushButton *undoButton() const { return m_undo; }
    // Says when an undo of the publish shown went live (hidden otherwise).
    QLabel *undoneLabel() const { return m_undone; }
    // The publish shown, for what opens it (empty page while none is).
    QString pageId() const;
    Models::PublishMarker publish() const;
    // The CSV the Export button writes.
    QByteArray csv() const;

signals:
    // Every time the figures are redrawn from what is loaded (finished loading included).
    void figuresShown();
    // Undo This Publish… was pressed; the undo's window is open.
    void undoOpened();

private:
    void buildLayout();
    void onProgress(int done, int total);
    void showReport();
    void showNotes(const Models::ImpactReport &report);
    void exportCsv();
    void openUndo();
    QString audienceName(const QString &audienceId) const;
    QString pageName() const;

    Models::Connection *m_connection;
    Models::ImpactLoader *m_loader = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_undone = nullptr; // "Undone by version 4 on …" when an undo of it went live
    QComboBox *m_weeks = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_undo = nullptr;
    QLabel *m_windows = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_basis = nullptr; // what the judgement rests on
    QLabel *m_checkThis = nullptr;
    QLabel *m_open = nullptr;
    QTableWidget *m_rates = nullptr;
    QLabel *m_restOfPage = nullptr;
    QLabel *m_others = nullptr;
    QTableWidget *m_averages = nullptr;
    QLabel *m_averagesNote = nullptr;
    QLabel *m_missing = nullptr;
    QLabel *m_caveat = nullptr;
};

} // namespace Audience::Ui
