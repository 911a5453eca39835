#pragma once

#include "net/topictypes.h"

#include <QWidget>

class QGroupBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace Audience::Models {
class Connection;
class TopicEntryModel;
class UnsettledWrite;
} // namespace Audience::Models

namespace Audience::Ui {

class FieldForm;
class ListStateWidget;
class TopicEntryForm;
class UnsettledWriteNotice;

// One topic: its title, purpose and dates, its entries (loaded as they scroll, shown in sortOrder,
// with their content type and content; the whole content of the chosen entry below the table), and
// the form that adds an entry, which appears in its place in the order as soon as it is created.
// An entry an earlier run added without seeing the answer, or that failed, is shown above the form
// with Retry (which first looks for an identical entry), Discard and Show in Activity.
class TopicDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit TopicDetailView(Models::Connection *connection, QWidget *parent = nullptr);
    ~TopicDetailView() override;

    void setTopic(const Net::Topic &topic);
    void clear();
    void reloadEntries();
    QString topicId() const { return m_topicId; }

    Models::TopicEntryModel *entries() const { return m_entries; }
    QSortFilterProxyModel *sortedEntries() const { return m_sorted; }
    QTableView *entryView() const { return m_view; }
    ListStateWidget *entryState() const { return m_state; }
    TopicEntryForm *form() const { return m_form; }
    FieldForm *fields() const { return m_fields; }
    UnsettledWriteNotice *entryNotice() const { return m_notice; }

signals:
    void openRequested(const QString &place, const QString &item);

private:
    void makeEntryList();
    QGroupBox *makeAddEntry(Models::Connection *connection);
    void attachClient();
    void showCurrentEntry();
    void updateKnownTypes();

    Models::Connection *m_connection;
    QString m_topicId;
    QLabel *m_title = nullptr;
    QLabel *m_hint = nullptr;
    QWidget *m_body = nullptr;
    FieldForm *m_fields = nullptr;
    Models::TopicEntryModel *m_entries = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    QTableView *m_view = nullptr;
    ListStateWidget *m_state = nullptr;
    QLabel *m_entryText = nullptr;
    TopicEntryForm *m_form = nullptr;
    UnsettledWriteNotice *m_notice = nullptr;
};

} // namespace Audience::Ui
