#include "ui/pages/pagefilterbar.h"

#include "ui/common/flowlayout.h"

#include "models/pages/pagefilterproxymodel.h"
#include "models/pages/pagelistmodel.h"
#include "ui/common/elidedlabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace Audience::Ui {

using Models::PageListModel;

PageFilterBar::PageFilterBar(PageListModel *pages, Models::PageFilterProxyModel *proxy, QWidget *parent)
    : QWidget(parent)
    , m_pages(pages)
    , m_proxy(proxy)
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("pageSearchEdit"));
    m_search->setPlaceholderText(tr("Search loaded pages by name or title (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search pages"));
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, proxy, &Models::PageFilterProxyModel::setSearchText);

    m_status = new QComboBox(this);
    m_status->setObjectName(QStringLiteral("pageStatusFilter"));
    m_status->setAccessibleName(tr("Status filter"));
    m_status->addItem(tr("All statuses"), QString());
    for (const QString &status : PageListModel::knownStatuses())
        m_status->addItem(PageListModel::statusLabel(status), status);
    connect(m_status, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setStatusFilter(m_status->currentData().toString()); });

    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("pageTypeFilter"));
    m_type->setAccessibleName(tr("Type filter"));
    m_type->addItem(tr("All types"), QString());
    for (const QString &type : PageListModel::knownTypes())
        m_type->addItem(PageListModel::typeLabel(type), type);
    connect(m_type, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setTypeFilter(m_type->currentData().toString()); });

    auto *statusLabel = new QLabel(tr("&Status:"), this);
    statusLabel->setBuddy(m_status);
    auto *typeLabel = new QLabel(tr("T&ype:"), this);
    typeLabel->setBuddy(m_type);

    // Elided, with the whole count in its tooltip: a huge total never squeezes the search box.
    m_count = new ElidedLabel(this);
    m_count->setObjectName(QStringLiteral("pageCountLabel"));
    m_count->setEnabled(false);
    m_count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Asks for a typical count's width, whatever the count: a huge one never moves the filters.
    m_count->setWidthSample(tr("%n page(s)", nullptr, 888));
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 24);

    // On two lines when the list is narrow (or the words long), each filter beside its label.
    const auto labelled = [this](QWidget *label, QWidget *field) {
        auto *pair = new QWidget(this);
        auto *row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(field, 1);
        return pair;
    };
    auto *layout = new FlowLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search, true);
    layout->addWidget(labelled(statusLabel, m_status), false);
    layout->addWidget(labelled(typeLabel, m_type), false);
    layout->addWidget(m_count, true);
    setTabOrder(m_search, m_status); // moved into their pairs: Tab still goes left to right
    setTabOrder(m_status, m_type);

    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(pages), static_cast<QAbstractItemModel *>(proxy)}) {
        connect(model, &QAbstractItemModel::rowsInserted, this, &PageFilterBar::updateCount);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &PageFilterBar::updateCount);
        connect(model, &QAbstractItemModel::modelReset, this, &PageFilterBar::updateCount);
        connect(model, &QAbstractItemModel::layoutChanged, this, &PageFilterBar::updateCount);
    }
    connect(pages, &PageListModel::totalCountChanged, this, &PageFilterBar::updateCount);
    updateCount();
}

QString PageFilterBar::countText() const
{
    return m_count->fullText();
}

void PageFilterBar::clearFilters()
{
    m_search->clear();
    m_status->setCurrentIndex(0);
    m_type->setCurrentIndex(0);
}

bool PageFilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Down) {
            emit moveToResults();
            return true;
        }
        if (key->key() == Qt::Key_Escape && !m_search->text().isEmpty()) {
            m_search->clear();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PageFilterBar::updateCount()
{
    const QLocale locale;
    const int loaded = m_pages->rowCount();
    const int shown = m_proxy->rowCount();
    const qint64 total = m_pages->totalCount();
    QString text;
    if (total < 0 && loaded == 0)
        text.clear();
    else if (m_proxy->isFiltering())
        text = tr("%1 of %2 loaded pages match").arg(locale.toString(shown), locale.toString(loaded));
    else if (total > loaded)
        text = tr("%1 of %2 pages loaded").arg(locale.toString(loaded), locale.toString(total));
    else
        text = tr("%n page(s)", nullptr, loaded);
    m_count->setFullText(text);
}

} // namespace Audience::Ui
