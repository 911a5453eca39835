#pragma once

#include "net/conversationtypes.h"

#include <QWidget>

class QTextBrowser;

namespace Audience::Ui {

// The conversation's context beside it: the supplementary context, the meta title, description and
// keywords (as chips), the page context with the page's name linking to its detail, and the pending
// changes as diff cards (what would go live if the draft were published now).
class ContextPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ContextPanel(QWidget *parent = nullptr);

    void setContext(const Net::ConversationContext &context, const QString &pageName, const QList<Net::Change> &pendingChanges);
    void clear();
    QTextBrowser *browser() const { return m_browser; }

signals:
    void openPageRequested(const QString &pageId);

private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace Audience::Ui
