#pragma once

#include "models/common/placeids.h"
#include "ui/common/listdetailplace.h"

class QLineEdit;
class QTableView;

namespace Audience::Ui {

class TopicDetailView;

// The Topics place: the topic search (as you type, loaded as it scrolls) beside the chosen topic,
// its entries and the form that adds one. Its item in the history is a topic ID.
class TopicsPlace : public ListDetailPlace
{
    Q_OBJECT
public:
    explicit TopicsPlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~TopicsPlace() override;

    QString placeId() const override { return Models::PlaceId::topics; }
    QString title() const override { return displayTitle(); }
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &topicId) override;
    QString currentItem() const override { return m_currentId; }
    void focusSearch() override;

    QLineEdit *searchEdit() const { return m_search; }
    QTableView *table() const { return m_table; }
    TopicDetailView *detail() const { return m_detail; }

protected:
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    void onCurrentRowChanged(const QModelIndex &current);
    bool selectLoaded(const QString &topicId);

    QLineEdit *m_search = nullptr;
    QTableView *m_table = nullptr;
    TopicDetailView *m_detail = nullptr;
    QString m_currentId;
};

} // namespace Audience::Ui
