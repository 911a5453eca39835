#include "ui/topics/topicsplace.h"

#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "models/topics/topicsearchmodel.h"
#include "ui/common/liststatewidget.h"
#include "ui/topics/topicdetailview.h"
#include "ui/common/rowtable.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSettings>
#include <QTableView>

namespace Audience::Ui {

using Models::TopicSearchModel;

TopicsPlace::TopicsPlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("topicsPlace"));
    TopicSearchModel *topics = connection->topics();
    topics->setDebounceMs(250);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("topicSearchEdit"));
    m_search->setPlaceholderText(tr("Search topics by title or purpose…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search topics"));
    m_search->setText(topics->query());
    connect(m_search, &QLineEdit::textChanged, topics, &TopicSearchModel::setQuery);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        m_table->setFocus();
        if (!m_table->currentIndex().isValid() && m_table->model()->rowCount() > 0)
            m_table->setCurrentIndex(m_table->model()->index(0, 0));
    });

    m_table = makeRowTable(QStringLiteral("topicsTable"), tr("Topics"), topics, this);
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(TopicSearchModel::TitleColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TopicSearchModel::PurposeColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TopicSearchModel::EntriesColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TopicSearchModel::UpdatedColumn, QHeaderView::ResizeToContents);

    m_detail = new TopicDetailView(connection, this);
    connect(m_detail, &TopicDetailView::openRequested, this, &Place::navigationRequested);
    setUpListAndDetail(m_table, m_detail, {m_search}, {}, {2, 3});
    listState()->setLoadingText(tr("Searching topics…"));
    followListModel(topics, tr("Could not search the topics"));
    connect(listState(), &ListStateWidget::emptyActionTriggered, m_search, &QLineEdit::clear);
    connect(topics, &TopicSearchModel::queryChanged, this, &TopicsPlace::updateListTexts);
    setTabOrder(m_search, m_table);
    setTabOrder(m_table, m_detail);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &TopicsPlace::onCurrentRowChanged);
    connect(topics, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_currentId.isEmpty() && !m_table->currentIndex().isValid())
            selectLoaded(m_currentId);
    });
    connect(connection, &Models::Connection::connectedChanged, this, [this](bool connected) {
        if (!connected) {
            m_currentId.clear();
            m_detail->clear();
        }
    });
    updateListTexts();
}

TopicsPlace::~TopicsPlace()
{
    disconnect(connection()->topics(), nullptr, this, nullptr);
    disconnect(m_table->selectionModel(), nullptr, this, nullptr);
}

QString TopicsPlace::displayTitle()
{
    return tr("Topics");
}

void TopicsPlace::reload()
{
    if (!connection()->isConnected())
        return;
    connection()->topics()->refresh(); // the rows stay until the answer replaces them
    m_detail->reloadEntries();
}

void TopicsPlace::openItem(const QString &topicId)
{
    m_currentId = topicId;
    if (topicId.isEmpty()) {
        m_table->setCurrentIndex({});
        m_detail->clear();
        return;
    }
    // Topics cannot be fetched by ID: one not among the results is chosen when a search shows it.
    selectLoaded(topicId);
}

void TopicsPlace::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

bool TopicsPlace::selectLoaded(const QString &topicId)
{
    const int row = connection()->topics()->rowOf(topicId);
    if (row < 0)
        return false;
    const QModelIndex index = connection()->topics()->index(row, 0);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

void TopicsPlace::onCurrentRowChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    const auto topic = current.siblingAtColumn(0).data(Models::ObjectRole).value<Net::Topic>();
    m_detail->setTopic(topic);
    if (topic.topicId.value() != m_currentId) {
        m_currentId = topic.topicId.value();
        emit currentItemChanged(m_currentId);
    }
}

void TopicsPlace::updateListTexts()
{
    if (showNotConnected())
        return;
    if (connection()->topics()->query().isEmpty())
        listState()->setEmptyText(tr("No topics yet"), tr("The knowledge base has no topics. Topics created in the service appear here after a reload (F5)."));
    else
        listState()->setEmptyText(tr("No topic matches"), tr("No topic's title or purpose contains “%1”.").arg(connection()->topics()->query()),
                                  tr("Clear search"));
}

void TopicsPlace::saveExtraState(QSettings &settings) const
{
    settings.setValue(QStringLiteral("columns"), m_table->horizontalHeader()->saveState());
}

void TopicsPlace::restoreExtraState(QSettings &settings)
{
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("columns")).toByteArray());
}

} // namespace Audience::Ui
