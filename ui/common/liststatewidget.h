#pragma once

#include "models/common/loadstate.h"

#include <QDateTime>
#include <QPointer>
#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace Audience::Models {
class PagedListModel;
} // namespace Audience::Models

namespace Audience::Ui {

// Wraps a list or table and shows, from the model's LoadState and the rows it has, what the user
// needs to know: a busy page while the first rows load, a sentence that helps when there are no
// rows, the server's message with Retry when loading failed. When rows are already on screen, the
// list stays usable and a slim strip below it says "Loading more…" or shows the error with Retry.
// A list that ended early (a notice) keeps its rows, and the strip says why.
class ListStateWidget : public QWidget
{
    Q_OBJECT
public:
    enum class Shown { Content, Loading, Empty, Error };
    Q_ENUM(Shown)

    // Takes `content` (the view) as its child.
    explicit ListStateWidget(QWidget *content, QWidget *parent = nullptr);

    // The rows the user sees (usually a filter proxy): zero rows means "empty".
    void setRowModel(QAbstractItemModel *model);
    void setLoadState(Models::LoadState state);
    // The server's message (or the client's), shown in the error state.
    void setErrorMessage(const QString &title, const QString &message);
    // Why the list stopped before its end (PagedListModel::notice()), shown under the list while
    // it is not loading or failing; empty hides it.
    void setNotice(const QString &text);
    // When the rows shown were read (UTC): a failure to read them again says they are as last
    // read then ("Last read 10:42; …"), under the rows it keeps. Invalid: not said.
    void setLastRead(const QDateTime &when);
    // True while the rows shown are being read again (refresh()): the strip says so.
    void setRereading(bool rereading);
    // Follows `model` from now on: its load state, its error (titled `errorTitle`, with the reason),
    // its notice, and Retry. Takes what the model says already, so a list attached to a model that
    // failed before says why. The rows stay those of setRowModel() (a filter over `model`, say).
    void follow(Models::PagedListModel *model, const QString &errorTitle);

    void setLoadingText(const QString &text);
    // The sentence shown when loading finished with no rows, and optionally a button that helps
    // (such as "Clear filters"); emptyActionTriggered() is emitted when it is clicked.
    void setEmptyText(const QString &title, const QString &text, const QString &actionText = {});

    Shown shown() const { return m_shown; }
    Models::LoadState loadState() const { return m_state; }
    QWidget *content() const { return m_content; }
    // True while the slim strip under rows that are already shown (or under a notice's list) is visible.
    bool isStripVisible() const;
    QString stripText() const;

signals:
    void retryRequested();
    void emptyActionTriggered();

private:
    void refresh();
    int rowCount() const;

    QWidget *m_content = nullptr;
    QPointer<QAbstractItemModel> m_rows;
    QStackedWidget *m_stack = nullptr;
    QWidget *m_messagePage = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_button = nullptr;
    QWidget *m_strip = nullptr;
    QProgressBar *m_stripBusy = nullptr;
    QLabel *m_stripText = nullptr;
    QPushButton *m_stripRetry = nullptr;

    Models::LoadState m_state = Models::LoadState::Idle;
    Shown m_shown = Shown::Content;
    QString m_errorTitle;
    QString m_errorMessage;
    QString m_notice;
    QDateTime m_lastRead;
    bool m_rereading = false;
    QString m_loadingText;
    QString m_emptyTitle;
    QString m_emptyText;
    QString m_emptyAction;
};

} // namespace Audience::Ui
