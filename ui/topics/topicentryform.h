#pragma once

#include "models/common/writetracker.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace Audience::Models {
class TopicEntryWriter;
} // namespace Audience::Models

namespace Audience::Ui {

// "Add an entry" under a topic's entries: content type, content, optional sort order, checked as
// typed (the problem in words, Add disabled until it is right). Add (Ctrl+Return) sends through the
// connection's TopicEntryWriter; while it is on its way the form is kept, and when it failed the
// error shows with Retry (the same entry again). The form empties once the service created it.
class TopicEntryForm : public QWidget
{
    Q_OBJECT
public:
    TopicEntryForm(Models::TopicEntryWriter *writer, QWidget *parent = nullptr);

    void setTopicId(const QString &topicId);
    // Content types seen in the topic's entries, offered in the type box.
    void setKnownTypes(const QStringList &types);

    QComboBox *typeBox() const { return m_type; }
    QPlainTextEdit *contentEdit() const { return m_content; }
    QLineEdit *sortOrderEdit() const { return m_order; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *retryButton() const { return m_retry; }
    QLabel *messageLabel() const { return m_message; }

private:
    void validate();
    void add();
    void showState(Models::WriteTracker::State state);

    Models::TopicEntryWriter *m_writer;
    QString m_topicId;
    QComboBox *m_type = nullptr;
    QPlainTextEdit *m_content = nullptr;
    QLineEdit *m_order = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_retry = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace Audience::Ui
