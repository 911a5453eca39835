#pragma once

#include <QWidget>

class QLabel;
class QSplitter;
class QPushButton;
class QStackedWidget;

namespace Audience::Models {
class Connection;
class ReviewModel;
} // namespace Audience::Models

namespace Audience::Ui {

class PreviewComparison;
class WhatGoesLiveView;

// One row of Review in full: its "What goes live" (WhatGoesLiveView, as the publish confirmation
// shows it), the checks before publishing (PublishChecksHtml) and the search and social previews
// live and after (PreviewComparison). For an audience whose version this console has not seen, it
// says that only the service knows that version's ID, and offers "Ask the agent to confirm the draft".
class ReviewDetailView : public QWidget
{
    Q_OBJECT
public:
    ReviewDetailView(Models::Connection *connection, Models::ReviewModel *model, QWidget *parent = nullptr);

    // Shows this audience's row (empty: the hint to choose one; several: how many are chosen).
    void showAudience(const QString &audienceId);
    void showSelectionOf(int count);
    QString audienceId() const { return m_audienceId; }

    QString headingText() const;
    QString checksText() const;
    WhatGoesLiveView *whatGoesLive() const { return m_whatGoesLive; }
    PreviewComparison *previews() const { return m_previews; }
    QPushButton *confirmDraftButton() const { return m_confirm; }
    QLabel *unseenNote() const { return m_unseen; }

signals:
    void confirmDraftRequested(const QString &audienceId);
    void openAudienceRequested(const QString &audienceId);

protected:
    // Narrow (the list beside it took its columns' width), the previews go under What goes live.
    void resizeEvent(QResizeEvent *event) override;

private:
    QSplitter *makeReadingPanes(QWidget *content);
    QWidget *makeContent();
    void refresh();
    void showChanges();

    Models::Connection *m_connection;
    Models::ReviewModel *m_model;
    QString m_audienceId;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_hint = nullptr;
    QWidget *m_content = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_unseen = nullptr;
    QPushButton *m_confirm = nullptr;
    QPushButton *m_open = nullptr;
    WhatGoesLiveView *m_whatGoesLive = nullptr;
    QLabel *m_checks = nullptr;
    QLabel *m_verdict = nullptr;
    PreviewComparison *m_previews = nullptr;
    QSplitter *m_readingPanes = nullptr;
};

} // namespace Audience::Ui
