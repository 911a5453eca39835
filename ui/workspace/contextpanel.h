#pragma once

#include "models/workspace/netchanges.h"
#include "net/conversationtypes.h"
#include "net/pagetypes.h"

#include <QWidget>

class QTextBrowser;
class QToolButton;
class QScrollArea;

namespace Audience::Models {
class ShareImageLoader;
} // namespace Audience::Models

namespace Audience::Ui {

class PreviewComparison;
class WhatGoesLiveView;

// The conversation's context beside it: the supplementary context, the meta title, description and
// keywords (as chips), the page context with the page's name linking to its detail, and above them
// what would go live if the draft were published now: one row per field against what is live
// (WhatGoesLiveView). The agent's steps, the raw pending changes, open under "Agent's steps". Below,
// on request, the Google result and social cards live and after side by side (made, and their
// image asked for, only when opened).
class ContextPanel : public QWidget
{
    Q_OBJECT
public:
    // `images` loads the previews' share image (not owned; null shows placeholders).
    explicit ContextPanel(QWidget *parent = nullptr, Models::ShareImageLoader *images = nullptr);

    void setContext(const Net::ConversationContext &context, const QString &pageName, const QList<Net::Change> &pendingChanges);
    // The page's metadata for the previews (what the draft does not change).
    void setPage(const Net::Page &page);
    // Why what the panel shows is only what was last read (the conversation could not be read
    // again); empty when it is current. "What goes live" says so above its rows.
    void setReadProblem(const QString &why);
    void clear();
    QTextBrowser *browser() const { return m_browser; }
    WhatGoesLiveView *whatGoesLive() const { return m_whatGoesLive; }
    QToolButton *previewsToggle() const { return m_previewsToggle; }
    // Null until the previews are first opened.
    PreviewComparison *previews() const { return m_previews; }

signals:
    void openPageRequested(const QString &pageId);

private:
    void render();
    void showPreviews(bool shown);
    void showWhatGoesLive(const QList<Models::FieldNetChange> &rows);
    QString agentStepsHtml() const;

    WhatGoesLiveView *m_whatGoesLive = nullptr;
    QTextBrowser *m_browser = nullptr;
    Net::ConversationContext m_context;
    QString m_pageName;
    QList<Net::Change> m_pendingChanges;
    QString m_readProblem;
    bool m_loaded = false;
    bool m_agentStepsOpen = false;
    Models::ShareImageLoader *m_images = nullptr;
    Net::Page m_page;
    QToolButton *m_previewsToggle = nullptr;
    QScrollArea *m_previewsScroll = nullptr;
    PreviewComparison *m_previews = nullptr;
};

} // namespace Audience::Ui
