#pragma once

#include "models/common/placeids.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/listdetailplace.h"

class QLabel;
class QLineEdit;
class QTableView;

namespace Audience::Models {
class PersonSearchModel;
}

namespace Audience::Ui {

class PersonDetailView;

// The People place (Ctrl+4): search as you type over GET /v0/persons/search, more rows on scroll,
// a table (name, email, domain, phone, updated), and the chosen person beside it (fields edited in
// place, activity log, add a log entry). Other places open a person with
// navigationRequested(PlaceId::people, personId), after telling Connection::knownPeople() about
// them: the interface cannot fetch one person by ID.
class PeoplePlace : public ListDetailPlace
{
    Q_OBJECT
public:
    static constexpr int searchDebounceMs = 250;

    explicit PeoplePlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~PeoplePlace() override;

    QString placeId() const override { return Models::PlaceId::people; }
    QString title() const override;
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &personId) override;
    QString currentItem() const override { return m_currentId; }
    void focusSearch() override;

    QLineEdit *searchEdit() const { return m_search; }
    QTableView *table() const { return m_table; }
    QLabel *summaryLabel() const { return m_summary; }
    Models::PersonSearchModel *searchModel() const { return m_model; }
    PersonDetailView *detail() const { return m_detail; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    void sizeColumns();
    void onConnectedChanged(bool connected);
    void onCurrentChanged(const QModelIndex &current);
    bool selectPerson(const QString &personId);
    void updateSummary();
    // From the search box to the results, on the current row or the first.
    void focusResults();

    Models::PersonSearchModel *m_model = nullptr;
    QLineEdit *m_search = nullptr;
    ElidedLabel *m_summary = nullptr; // a count of any size never widens the list
    QTableView *m_table = nullptr;
    PersonDetailView *m_detail = nullptr;
    QString m_currentId;
    bool m_loadPending = false; // connected while hidden: the first search waits until shown
};

} // namespace Audience::Ui
