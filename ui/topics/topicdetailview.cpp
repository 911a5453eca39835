#include "ui/topics/topicdetailview.h"

#include "models/activity/unsettledwrite.h"
#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "models/topics/topicentrymodel.h"
#include "models/topics/topicentrywriter.h"
#include "ui/common/fieldform.h"
#include "ui/common/liststatewidget.h"
#include "ui/common/unsettledwritenotice.h"
#include "ui/topics/topicentryform.h"
#include "ui/common/rowtable.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::DateTimeFormat;
using Models::TopicEntryModel;

TopicDetailView::TopicDetailView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("topicDetailView"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("topicTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint = new QLabel(tr("Choose a topic to see its entries."), this);
    m_hint->setEnabled(false);

    m_body = new QWidget(this);
    m_fields = new FieldForm(m_body);

    makeEntryList();

    m_entryText = new QLabel(m_body);
    m_entryText->setObjectName(QStringLiteral("topicEntryText"));
    m_entryText->setWordWrap(true);
    m_entryText->setTextFormat(Qt::PlainText); // content is data, never markup
    m_entryText->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_entryText->setFrameShape(QFrame::StyledPanel);
    m_entryText->setMargin(6);
    m_entryText->hide();

    QGroupBox *addBox = makeAddEntry(connection);

    auto *bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_fields);
    bodyLayout->addWidget(m_state, 1);
    bodyLayout->addWidget(m_entryText);
    bodyLayout->addWidget(m_notice);
    bodyLayout->addWidget(addBox);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 18);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addWidget(m_body, 1);
    layout->addStretch(0);
    connect(connection, &Models::Connection::connectedChanged, this, &TopicDetailView::attachClient);
    attachClient();
    clear();
}

// The topic's entries, in their sortOrder whatever order pages come in.
void TopicDetailView::makeEntryList()
{
    m_entries = new TopicEntryModel(nullptr, this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_entries);
    m_sorted->setSortRole(Models::SortRole);
    m_sorted->sort(TopicEntryModel::OrderColumn, Qt::AscendingOrder); // in sortOrder, whatever order pages come in
    m_view = makeRowTable(QStringLiteral("topicEntriesView"), tr("Entries of the topic"), m_sorted, m_body);
    m_view->horizontalHeader()->setSectionResizeMode(TopicEntryModel::OrderColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(TopicEntryModel::TypeColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(TopicEntryModel::ContentColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(TopicEntryModel::UpdatedColumn, QHeaderView::ResizeToContents);
    m_state = new ListStateWidget(m_view, m_body);
    m_state->setRowModel(m_sorted);
    m_state->setLoadingText(tr("Loading the entries…"));
    m_state->setEmptyText(tr("No entries"), tr("This topic has no entries yet. Add the first one below."));
    m_state->follow(m_entries, tr("Could not load the entries"));
    connect(m_entries, &QAbstractItemModel::rowsInserted, this, &TopicDetailView::updateKnownTypes);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &TopicDetailView::showCurrentEntry);
}

// Adding an entry, and the notice of one an earlier run left not confirmed or failed.
QGroupBox *TopicDetailView::makeAddEntry(Models::Connection *connection)
{
    m_form = new TopicEntryForm(connection->topicEntries(), m_body);
    auto *addBox = new QGroupBox(tr("Add an entry"), m_body);
    auto *addLayout = new QVBoxLayout(addBox);
    addLayout->addWidget(m_form);
    // The new entry goes into the list at once, in its place in the order, and is chosen.
    connect(connection->topicEntries(), &Models::TopicEntryWriter::created, this, [this](const Net::TopicEntry &entry) {
        const int row = m_entries->addEntry(entry);
        if (row < 0)
            return;
        const QModelIndex index = m_sorted->mapFromSource(m_entries->index(row, 0));
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    });

    auto *unsettled = new Models::UnsettledWrite(*connection->storeLink(), *connection->journalActions(), Models::WriteKind::CreateTopicEntry, this);
    m_notice = new UnsettledWriteNotice(unsettled, m_body);
    m_notice->setObjectName(QStringLiteral("topicEntryNotice"));
    connect(m_notice, &UnsettledWriteNotice::openRequested, this, &TopicDetailView::openRequested);
    // Added on a Retry (or found there already): the entries are read again to show it.
    connect(unsettled, &Models::UnsettledWrite::finished, this, [this](qint64, bool ok) {
        if (ok)
            reloadEntries();
    });
    return addBox;
}

TopicDetailView::~TopicDetailView()
{
    disconnect(m_entries, nullptr, this, nullptr);
    disconnect(m_view->selectionModel(), nullptr, this, nullptr);
}

void TopicDetailView::attachClient()
{
    m_entries->setClient(m_connection->isConnected() ? m_connection->client() : nullptr);
}

void TopicDetailView::setTopic(const Net::Topic &topic)
{
    const QString id = topic.topicId.value();
    m_title->setText(topic.isDefault.valueOr(false) ? tr("%1 (default topic)").arg(topic.title.value()) : topic.title.value());
    m_title->show();
    m_hint->hide();
    m_body->show();
    m_fields->setFields({
        {tr("Purpose"), topic.purpose.value()},
        {tr("Topic ID"), id, {}, true},
        {tr("Default"), topic.isDefault.valueOr(false) ? tr("Yes") : tr("No")},
        {tr("Sort order"), topic.sortOrder.hasValue() ? QLocale().toString(qint64(topic.sortOrder.value())) : QString()},
        {tr("Created"), DateTimeFormat::display(topic.createdAt.value()), DateTimeFormat::full(topic.createdAt.value())},
        {tr("Updated"), DateTimeFormat::display(topic.updatedAt.value()), DateTimeFormat::full(topic.updatedAt.value())},
    });
    if (id != m_topicId) {
        m_topicId = id;
        m_entryText->hide();
        m_entries->setTopicId(id);
        if (m_entries->client())
            m_entries->reload(); // asked at once: a table that is not on screen yet asks for nothing
        m_form->setTopicId(id);
        m_notice->write()->setTargetId(id);
    }
}

void TopicDetailView::clear()
{
    m_topicId.clear();
    m_entries->setTopicId(QString());
    m_form->setTopicId(QString());
    m_notice->write()->setTargetId(QString());
    m_title->hide();
    m_hint->show();
    m_body->hide();
}

void TopicDetailView::reloadEntries()
{
    if (!m_topicId.isEmpty())
        m_entries->refresh(); // the same topic read again: its entries stay until the answer
}

void TopicDetailView::showCurrentEntry()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_entryText->hide();
        return;
    }
    const auto entry = current.siblingAtColumn(0).data(Models::ObjectRole).value<Net::TopicEntry>();
    m_entryText->setText(entry.content.content);
    m_entryText->show();
}

void TopicDetailView::updateKnownTypes()
{
    QStringList types;
    for (int row = 0; row < m_entries->rowCount(); ++row)
        types.append(m_entries->entryAt(row).content.type);
    m_form->setKnownTypes(types);
}

} // namespace Audience::Ui
