#include "ui/people/peopleplace.h"

#include "models/common/modelroles.h"
#include "models/people/knownpeople.h"
#include "models/people/personsearchmodel.h"
#include "models/shell/connection.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/liststatewidget.h"
#include "ui/people/persondetailview.h"
#include "ui/people/personeditform.h"
#include "ui/people/personlogview.h"
#include "ui/common/rowtable.h"
#include "models/common/datetimeformat.h"

#include <algorithm>

#include <QAction>
#include <QHeaderView>
#include <QPushButton>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTableView>

namespace Audience::Ui {

using Models::PersonSearchModel;

PeoplePlace::PeoplePlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("peoplePlace"));
    m_model = new PersonSearchModel(nullptr, this);
    m_model->setDebounceMs(searchDebounceMs);
    m_model->setKnownPeople(connection->knownPeople());

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("peopleSearchEdit"));
    m_search->setPlaceholderText(tr("Search people by name, email, domain, phone or slug (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search people"));
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (this->connection()->isConnected())
            m_model->setQuery(text.trimmed());
    });
    // Enter or Down in the search box goes to the results.
    connect(m_search, &QLineEdit::returnPressed, this, &PeoplePlace::focusResults);
    m_search->installEventFilter(this);
    m_summary = new ElidedLabel(this);
    m_summary->setObjectName(QStringLiteral("peopleSummary"));
    m_summary->setEnabled(false);

    m_table = makeRowTable(QStringLiteral("peopleTable"), tr("People"), m_model, this);
    m_table->horizontalHeader()->setHighlightSections(false);
    sizeColumns();
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &PeoplePlace::onCurrentChanged);
    connect(m_model, &PersonSearchModel::countChanged, this, &PeoplePlace::updateSummary);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        // A person asked for before their row arrived is selected when it does.
        if (!m_currentId.isEmpty() && !m_table->currentIndex().isValid())
            selectPerson(m_currentId);
    });

    m_detail = new PersonDetailView(connection, this);
    connect(m_detail, &PersonDetailView::openRequested, this, &Place::navigationRequested);

    // Place-wide keys, wherever the focus is in the place: F2 edits the person shown, Ctrl+L adds a
    // log entry.
    auto *edit = new QAction(tr("Edit person"), this);
    edit->setShortcut(Qt::Key_F2);
    edit->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(edit, &QAction::triggered, this, [this] {
        QPushButton *button = m_detail->form()->editButton();
        if (button->isVisible() && button->isEnabled())
            button->click();
    });
    addAction(edit);
    auto *addEntry = new QAction(tr("Add log entry"), this);
    addEntry->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    addEntry->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(addEntry, &QAction::triggered, this, [this] {
        QPushButton *button = m_detail->log()->addButton();
        if (button->isVisible() && button->isEnabled())
            button->click();
    });
    addAction(addEntry);

    setUpListAndDetail(m_table, m_detail, {m_search}, {m_summary}, {2, 3, true});
    listState()->setLoadingText(tr("Searching people…"));
    followListModel(m_model, tr("Could not search people"));
    connect(listState(), &ListStateWidget::emptyActionTriggered, m_search, &QLineEdit::clear);

    connect(connection, &Models::Connection::connectedChanged, this, &PeoplePlace::onConnectedChanged);
    if (connection->isConnected())
        onConnectedChanged(true);
    else
        updateListTexts();
}

PeoplePlace::~PeoplePlace()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_table->selectionModel(), nullptr, this, nullptr);
}

QString PeoplePlace::title() const
{
    return displayTitle();
}

QString PeoplePlace::displayTitle()
{
    return tr("People");
}

void PeoplePlace::onConnectedChanged(bool connected)
{
    m_model->setClient(connected ? connection()->client() : nullptr);
    m_currentId.clear();
    m_detail->clear();
    m_loadPending = connected;
    if (connected && isVisible()) {
        m_loadPending = false;
        m_model->setQuery(m_search->text().trimmed());
        m_model->reload();
    }
    updateSummary();
}

void PeoplePlace::focusResults()
{
    if (m_model->rowCount() == 0)
        return;
    m_table->setFocus();
    if (!m_table->currentIndex().isValid())
        m_table->setCurrentIndex(m_model->index(0, 0));
}

bool PeoplePlace::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down && m_model->rowCount() > 0) {
        focusResults();
        return true;
    }
    return ListDetailPlace::eventFilter(watched, event);
}

void PeoplePlace::showEvent(QShowEvent *event)
{
    ListDetailPlace::showEvent(event);
    if (m_loadPending && connection()->isConnected()) {
        m_loadPending = false;
        m_model->setQuery(m_search->text().trimmed());
        m_model->reload();
    }
}

void PeoplePlace::reload()
{
    if (!connection()->isConnected())
        return;
    m_loadPending = false;
    m_model->refresh(); // the rows stay until the answer replaces them
}

void PeoplePlace::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void PeoplePlace::updateListTexts()
{
    if (showNotConnected())
        return;
    if (m_model->query().isEmpty())
        listState()->setEmptyText(tr("No people yet"), tr("People appear here when the service learns of them, "
                                                          "for example from a log entry."));
    else
        listState()->setEmptyText(tr("No one matches “%1”").arg(m_model->query()),
                                  tr("The search looks at name, email, domain, phone number and slug."),
                                  tr("Clear search"));
}

void PeoplePlace::updateSummary()
{
    m_summary->setFullText(m_model->countText());
}

void PeoplePlace::onCurrentChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    const Net::Person &person = m_model->personAt(current.row());
    if (person.personId == m_currentId && m_detail->personId() == m_currentId)
        return;
    m_currentId = person.personId;
    m_detail->showPerson(person);
    emit currentItemChanged(m_currentId);
}

bool PeoplePlace::selectPerson(const QString &personId)
{
    const int row = m_model->rowOf(personId);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, PersonSearchModel::NameColumn);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

void PeoplePlace::openItem(const QString &personId)
{
    if (personId.isEmpty()) {
        m_currentId.clear();
        m_table->setCurrentIndex({});
        m_detail->clear();
        return;
    }
    m_currentId = personId;
    if (selectPerson(personId))
        return;
    // Not among the rows: someone another place (an account, the quick search) knows of.
    m_table->setCurrentIndex({});
    if (const auto person = connection()->knownPeople()->find(personId))
        m_detail->showPerson(*person);
    else
        m_detail->showUnknown(personId);
}

// Name, email and domain share the width the list gets (ListDetailPlace fits it to a typical
// person); the phone number and the date take what their longest forms need in this font.
void PeoplePlace::sizeColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    for (int column : {int(PersonSearchModel::NameColumn), int(PersonSearchModel::EmailColumn), int(PersonSearchModel::DomainColumn)})
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    const QFontMetrics metrics(m_table->font());
    const auto fit = [&](int column, const QString &sample) {
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        header->resizeSection(column, std::max(header->sectionSizeHint(column), metrics.horizontalAdvance(sample) + 16));
    };
    fit(PersonSearchModel::PhoneColumn, QStringLiteral("+44 20 7946 0958"));
    // A date some weeks ago, as most are (an older one shows its year, and is elided at the end).
    const QDateTime now = QDateTime::currentDateTimeUtc();
    fit(PersonSearchModel::UpdatedColumn, Models::DateTimeFormat::compact(now.addDays(-40), now));
}

void PeoplePlace::saveExtraState(QSettings &settings) const
{
    // Under a key of its own since the columns' modes changed (older states would bring them back).
    settings.setValue(QStringLiteral("personColumns"), m_table->horizontalHeader()->saveState());
}

void PeoplePlace::restoreExtraState(QSettings &settings)
{
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("personColumns")).toByteArray());
}

} // namespace Audience::Ui
