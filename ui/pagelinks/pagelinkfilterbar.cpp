#include "ui/pagelinks/pagelinkfilterbar.h"

#include "models/pages/pagelistmodel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

namespace Audience::Ui {

using Models::PageLinkSearchModel;

PageLinkFilterBar::PageLinkFilterBar(PageLinkSearchModel *model, Models::PageListModel *pages, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_pages(pages)
{
    setObjectName(QStringLiteral("pageLinkFilterBar"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("pageLinkSearchEdit"));
    m_search->setPlaceholderText(tr("Search paths…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search page links by path"));
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, &PageLinkFilterBar::apply);

    if (m_pages) {
        m_page = new QComboBox(this);
        m_page->setObjectName(QStringLiteral("pageLinkPageCombo"));
        m_page->setAccessibleName(tr("Page the links lead to"));
        m_page->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_page->setMinimumContentsLength(14);
        fillPages();
        connect(m_page, &QComboBox::currentIndexChanged, this, [this] {
            if (m_filling)
                return;
            m_pageId = m_page->currentData().toString();
            apply();
        });
        connect(m_pages, &QAbstractItemModel::rowsInserted, this, &PageLinkFilterBar::fillPages);
        connect(m_pages, &QAbstractItemModel::modelReset, this, &PageLinkFilterBar::fillPages);
    }

    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("pageLinkTargetCombo"));
    m_target->setAccessibleName(tr("Target type"));
    m_target->addItem(tr("Any target"), QString());
    for (const QString &type : PageLinkSearchModel::knownTargetTypes())
        m_target->addItem(PageLinkSearchModel::targetTypeLabel(type), type);
    connect(m_target, &QComboBox::currentIndexChanged, this, &PageLinkFilterBar::apply);

    m_domain = new QComboBox(this);
    m_domain->setObjectName(QStringLiteral("pageLinkDomainCombo"));
    m_domain->setEditable(true);
    m_domain->setInsertPolicy(QComboBox::NoInsert);
    m_domain->setAccessibleName(tr("Tenant domain ID"));
    m_domain->setToolTip(tr("The ID of a custom domain (a tenant domain ID, as links show it). Empty: the "
                            "service's fallback subdomain."));
    m_domain->lineEdit()->setPlaceholderText(tr("Fallback subdomain"));
    // The line edit inside is what a screen reader lands on: it carries the combo box's name too.
    m_domain->lineEdit()->setAccessibleName(m_domain->accessibleName());
    m_domain->lineEdit()->setAccessibleDescription(m_domain->toolTip());
    m_domain->setMinimumContentsLength(14);
    connect(m_domain, &QComboBox::currentTextChanged, this, &PageLinkFilterBar::apply);
    connect(m_model, &PageLinkSearchModel::domainsChanged, this, &PageLinkFilterBar::fillDomains);

    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("pageLinkCount"));
    m_count->setEnabled(false);
    connect(m_model, &PageLinkSearchModel::totalCountChanged, this, &PageLinkFilterBar::updateCount);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &PageLinkFilterBar::updateCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PageLinkFilterBar::updateCount);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_search, 0, 0, 1, 2);
    if (m_page) {
        grid->addWidget(m_page, 1, 0);
        grid->addWidget(m_target, 1, 1);
        grid->addWidget(m_domain, 2, 0);
        grid->addWidget(m_count, 2, 1, Qt::AlignRight);
    } else {
        grid->addWidget(m_target, 1, 0);
        grid->addWidget(m_domain, 1, 1);
        grid->addWidget(m_count, 2, 0, 1, 2, Qt::AlignRight);
    }
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    updateCount();
}

void PageLinkFilterBar::setPageId(const QString &pageId)
{
    m_pageId = pageId;
    if (m_page) {
        const int index = m_page->findData(pageId);
        m_filling = true;
        if (index >= 0) {
            m_page->setCurrentIndex(index);
        } else if (!pageId.isEmpty()) {
            m_page->addItem(pageId, pageId); // not loaded yet: its ID stands in for the name
            m_page->setCurrentIndex(m_page->count() - 1);
        } else {
            m_page->setCurrentIndex(0);
        }
        m_filling = false;
    }
    apply();
}

void PageLinkFilterBar::clearFilters()
{
    m_search->clear();
    m_target->setCurrentIndex(0);
    m_domain->setCurrentText(QString());
    if (m_page)
        setPageId(QString());
    apply();
}

bool PageLinkFilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down) {
        emit moveToResults();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void PageLinkFilterBar::apply()
{
    Models::PageLinkFilter filter;
    filter.pageId = m_pageId;
    filter.query = m_search->text();
    filter.targetType = m_target->currentData().toString();
    filter.tenantDomainId = m_domain->currentText();
    m_model->setFilter(filter);
}

void PageLinkFilterBar::fillPages()
{
    m_filling = true;
    m_page->clear();
    m_page->addItem(tr("Any page"), QString());
    for (int row = 0; row < m_pages->rowCount(); ++row) {
        const Net::Page &page = m_pages->pageAt(row);
        m_page->addItem(page.name.isEmpty() ? page.pageId : page.name, page.pageId);
    }
    int index = m_page->findData(m_pageId);
    if (index < 0 && !m_pageId.isEmpty()) {
        m_page->addItem(m_pageId, m_pageId);
        index = m_page->count() - 1;
    }
    m_page->setCurrentIndex(qMax(0, index));
    m_filling = false;
}

void PageLinkFilterBar::fillDomains()
{
    const QString text = m_domain->currentText();
    const QSignalBlocker blocker(m_domain);
    for (const QString &domain : m_model->seenDomains()) {
        if (m_domain->findText(domain) < 0)
            m_domain->addItem(domain);
    }
    if (m_domain->findText(QString()) < 0)
        m_domain->insertItem(0, QString());
    m_domain->setCurrentText(text);
}

void PageLinkFilterBar::updateCount()
{
    const qint64 total = m_model->totalCount();
    const int shown = m_model->rowCount();
    if (total < 0)
        m_count->setText(QString());
    else if (shown >= total)
        m_count->setText(tr("%n link(s)", nullptr, int(total)));
    else
        m_count->setText(tr("%1 of %2 links").arg(QLocale().toString(shown), QLocale().toString(total)));
}

} // namespace Audience::Ui
