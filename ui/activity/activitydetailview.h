#pragma once

#include "models/audiences/knownnames.h"

#include "models/store/journalentry.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Audience::Ui {

class FieldForm;

// One journal entry in full: what it did in words, when, where, its outcome, key and attempts, the
// error in words when it failed, the body sent and the answer as indented JSON, and a link that
// opens its target in its place. A write that was not confirmed (sent by a console that closed
// before the answer) or failed offers what Models::JournalActions can do with it: Retry (the same
// key), Discard, and for a publish Check; the place only passes these on (the models do the work).
class ActivityDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit ActivityDetailView(QWidget *parent = nullptr);

    // `currentRunId` is the running console's: it tells "not confirmed" from "in progress".
    void setEntry(const Models::JournalEntry &entry, const Models::LiveRuns &live);
    // The names "Where" shows where known (its tooltip has the IDs).
    void setNames(const Models::KnownNames &names) { m_names = names; }
    void clear();
    std::optional<Models::JournalEntry> entry() const { return m_entry; }

    QLabel *titleLabel() const { return m_title; }
    FieldForm *fields() const { return m_fields; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *discardButton() const { return m_discard; }
    // "Did it work?" on a done publish: its impact card.
    QPushButton *impactButton() const { return m_impact; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *undoReleaseButton() const { return m_undoRelease; }
    QPlainTextEdit *bodyView() const { return m_body; }
    QPlainTextEdit *answerView() const { return m_answer; }

    // JSON text indented for reading; text that is not JSON as it is.
    static QString indented(const QByteArray &json);

signals:
    void openRequested(const QString &placeId, const QString &item);
    void retryRequested(qint64 id);
    void checkRequested(qint64 id);
    void discardRequested(qint64 id);
    void impactRequested(const Audience::Models::JournalEntry &entry);
    // Undo This Publish… on a completed publish.
    void undoRequested(const Audience::Models::JournalEntry &entry);
    // Undo This Release… on a completed publish made by a release.
    void undoReleaseRequested(const Audience::Models::JournalEntry &entry);

private:
    QWidget *makeActions();
    void showEntry();

    std::optional<Models::JournalEntry> m_entry;
    Models::LiveRuns m_live;
    Models::KnownNames m_names;
    QLabel *m_title = nullptr;
    QLabel *m_notConfirmed = nullptr;
    FieldForm *m_fields = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_discard = nullptr;
    QPushButton *m_impact = nullptr;
    QPushButton *m_undoRelease = nullptr;
    QPushButton *m_undo = nullptr;
    QLabel *m_bodyLabel = nullptr;
    QPlainTextEdit *m_body = nullptr;
    QLabel *m_answerLabel = nullptr;
    QPlainTextEdit *m_answer = nullptr;
    QLabel *m_empty = nullptr;
    QWidget *m_content = nullptr;
};

} // namespace Audience::Ui
