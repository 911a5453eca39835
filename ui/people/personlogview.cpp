#include "ui/people/personlogview.h"

#include "models/people/personlogmodel.h"
#include "models/common/placeids.h"
#include "ui/common/liststatewidget.h"

#include <QAction>
#include <QCheckBox>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::PersonLogModel;

PersonLogView::PersonLogView(PersonLogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("personLogView"));
    QLayout *header = buildHeader();
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("personLogResult"));
    m_result->setWordWrap(true);
    m_result->hide();
    buildList();
    QLayout *tools = buildEntryTools();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_result);
    layout->addWidget(m_state, 3);
    layout->addLayout(tools);
    layout->addWidget(m_payload, 2);
    connectActions();
    updateTexts();
    refreshSelection();
}

// The title, the count, Show deleted and Add.
QLayout *PersonLogView::buildHeader()
{
    auto *title = new QLabel(tr("<b>Activity</b>"), this);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("personLogCount"));
    m_showDeleted = new QCheckBox(tr("Show &deleted"), this);
    m_showDeleted->setObjectName(QStringLiteral("personLogShowDeleted"));
    m_showDeleted->setToolTip(tr("Also list entries that were deleted; they are marked “Deleted”"));
    m_add = new QPushButton(tr("&Add log entry…"), this);
    m_add->setObjectName(QStringLiteral("personLogAddButton"));
    m_add->setToolTip(tr("Record an activity for this person or someone else (Ctrl+L)"));
    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addWidget(m_count, 1);
    header->addWidget(m_showDeleted);
    header->addWidget(m_add);
    return header;
}

void PersonLogView::buildList()
{
    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("personLogTree"));
    m_view->setAccessibleName(tr("Activity log, newest first"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setModel(m_model);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(PersonLogModel::PayloadColumn, QHeaderView::Stretch);
    // Wide enough for a full date and time and the demo's longest labels; the payload takes the rest.
    const QFontMetrics metrics = m_view->fontMetrics();
    m_view->header()->resizeSection(PersonLogModel::TimeColumn, metrics.horizontalAdvance(QStringLiteral("28 Sep 2026 22:55:55")) + 16);
    m_view->header()->resizeSection(PersonLogModel::TypeColumn, metrics.horizontalAdvance(QStringLiteral("deal-stage-changed")) + 16);
    m_view->header()->resizeSection(PersonLogModel::SourceColumn, metrics.horizontalAdvance(QStringLiteral("salesforce")) + 16);
    m_view->header()->resizeSection(PersonLogModel::StatusColumn, metrics.horizontalAdvance(QStringLiteral("Deleted 28 Sep 2026")) + 16);
    m_state = new ListStateWidget(m_view, this);
    m_state->setObjectName(QStringLiteral("personLogState"));
    m_state->setRowModel(m_model);
    m_state->setLoadingText(tr("Loading the activity log…"));
    m_state->follow(m_model, tr("Could not load the activity log"));
}

// What to do with the entry chosen (its payload, its audience, its page), and its payload.
QLayout *PersonLogView::buildEntryTools()
{
    m_payloadButton = new QPushButton(tr("Show &payload"), this);
    m_payloadButton->setObjectName(QStringLiteral("personLogPayloadButton"));
    m_payloadButton->setCheckable(true);
    m_payloadButton->setToolTip(tr("Show the selected entry's payload as indented JSON (Enter)"));
    m_openAudience = new QPushButton(this);
    m_openAudience->setObjectName(QStringLiteral("personLogOpenAudience"));
    m_openPage = new QPushButton(this);
    m_openPage->setObjectName(QStringLiteral("personLogOpenPage"));
    auto *tools = new QHBoxLayout;
    tools->addWidget(m_payloadButton);
    tools->addWidget(m_openAudience);
    tools->addWidget(m_openPage);
    tools->addStretch(1);
    m_payload = new QPlainTextEdit(this);
    m_payload->setObjectName(QStringLiteral("personLogPayload"));
    m_payload->setReadOnly(true);
    m_payload->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_payload->setAccessibleName(tr("Payload of the selected entry"));
    m_payload->hide();
    return tools;
}

void PersonLogView::connectActions()
{
    connect(m_showDeleted, &QCheckBox::toggled, m_model, &PersonLogModel::setIncludeDeleted);
    connect(m_add, &QPushButton::clicked, this, &PersonLogView::addRequested);
    connect(m_payloadButton, &QPushButton::toggled, this, &PersonLogView::refreshSelection);
    connect(m_view, &QTreeView::activated, this, [this] { m_payloadButton->setChecked(!m_payloadButton->isChecked()); });
    const auto openTarget = [this](const QString &place) {
        for (const auto &target : m_model->targets(m_view->currentIndex().row())) {
            if (target.first == place)
                emit openRequested(target.first, target.second);
        }
    };
    connect(m_openAudience, &QPushButton::clicked, this, [openTarget] { openTarget(Models::PlaceId::audiences); });
    connect(m_openPage, &QPushButton::clicked, this, [openTarget] { openTarget(Models::PlaceId::pages); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &PersonLogView::refreshSelection);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PersonLogView::refreshSelection);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &PersonLogView::refreshSelection);
    connect(m_model, &Models::PagedListModel::stateChanged, this, &PersonLogView::updateTexts);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &PersonLogView::updateTexts);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PersonLogView::updateTexts);
}

void PersonLogView::showResult(const QString &text)
{
    m_result->setText(QStringLiteral("\u2714 ") + text);
    m_result->setVisible(!text.isEmpty());
}

void PersonLogView::updateTexts()
{
    m_state->setEmptyText(tr("No activity"),
                          m_model->includeDeleted() ? tr("Nothing was ever logged for this person.")
                                                    : tr("Nothing logged for this person (deleted entries are hidden)."),
                          QString());
    int deleted = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        deleted += PersonLogModel::isDeleted(m_model->logAt(row));
    const int rows = m_model->rowCount();
    QString text = tr("%n entries", nullptr, rows);
    if (deleted > 0)
        text = tr("%1, %n deleted", nullptr, deleted).arg(text);
    if (m_model->state() == Models::LoadState::Loading && rows > 0)
        text = tr("%1, loading more…").arg(text);
    m_count->setText(m_model->personId().isEmpty() ? QString() : text);
    m_add->setEnabled(!m_model->personId().isEmpty());
}

void PersonLogView::refreshSelection()
{
    const int row = m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
    const bool has = row >= 0 && row < m_model->rowCount();
    m_payloadButton->setEnabled(has);
    m_payload->setVisible(has && m_payloadButton->isChecked());
    m_payload->setPlainText(has ? m_model->payloadText(row) : QString());
    m_openAudience->hide();
    m_openPage->hide();
    for (const auto &target : has ? m_model->targets(row) : QList<QPair<QString, QString>>()) {
        if (target.first == Models::PlaceId::audiences) {
            m_openAudience->setText(tr("Open a&udience %1").arg(target.second));
            m_openAudience->show();
        } else if (target.first == Models::PlaceId::pages) {
            m_openPage->setText(tr("&Open page %1").arg(target.second));
            m_openPage->show();
        }
    }
}

} // namespace Audience::Ui
