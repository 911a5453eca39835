#pragma once

#include "models/analytics/publishmarkers.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QTimer;
class QVBoxLayout;

namespace Audience::Models {
class Connection;
struct WatchAlert;
} // namespace Audience::Models

namespace Audience::Ui {

// "Needs a look": the watch's alerts at the top of Review (Models::PublishWatcher), one row each:
// what it found, which publish of which audience, and the figures in words, with "Open Impact
// Card" (the card of that publish, where Undo this publish is) and, set apart from it under the
// words, Dismiss (kept across restarts). A dismissal can be taken back: "Alert dismissed … Undo"
// stays for undoSeconds. Hidden while there is nothing to show. It only shows what the watcher
// found and asks nothing itself.
class NeedsALookView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int undoSeconds = 10;

    explicit NeedsALookView(Models::Connection *connection, QWidget *parent = nullptr);

    // Shows the watcher's alerts again (done whenever they change).
    void refresh();
    int alertCount() const { return m_count; }
    // Each row's words, for the tests.
    QStringList texts() const;
    // The alerts an undo resolved, one line each ("… — Undone by version 4 on …").
    QLabel *resolvedLines() const { return m_resolved; }
    // The key of the alert whose dismissal can still be undone (empty when none).
    QString undoableDismissal() const { return m_undoKey; }
    QTimer *undoTimer() const { return m_undoTimer; }
    QLabel *notKeptLine() const { return m_notKept; }
    // The audience's name as far as the console knows it, else its ID.
    static QString audienceName(const Models::Connection &connection, const QString &audienceId);

signals:
    // "Open Impact Card" on an alert's row.
    void openImpactRequested(const QString &pageId, const Audience::Models::PublishMarker &publish);

private:
    QWidget *makeRow(const Models::WatchAlert &alert);
    void dismiss(const Models::WatchAlert &alert);
    void undoDismissal();
    void endUndo();

    QPointer<Models::Connection> m_connection;
    QLabel *m_heading = nullptr;
    QVBoxLayout *m_list = nullptr;
    QList<QLabel *> m_labels;
    QLabel *m_resolved = nullptr;
    int m_count = 0;
    QWidget *m_undoBar = nullptr;
    QLabel *m_undoText = nullptr;
    QTimer *m_undoTimer = nullptr;
    QString m_undoKey;
    QLabel *m_notKept = nullptr; // why a dismissal is not kept yet
};

} // namespace Audience::Ui
