#include "ui/shell/shortcutsdialog.h"
#include "ui/common/screenfit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

QString plainText(QString text)
{
    text.remove(QStringLiteral("&&")).remove(u'&');
    if (text.endsWith(u'…'))
        text.chop(1);
    return text.trimmed();
}

} // namespace

QList<ShortcutEntry> ShortcutsDialog::entriesOf(const QString &group, const QList<QAction *> &actions)
{
    QList<ShortcutEntry> entries;
    for (QAction *action : actions) {
        if (action->isSeparator() || action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &sequence : action->shortcuts())
            keys.append(sequence.toString(QKeySequence::NativeText));
        keys.removeDuplicates();
        entries.append({plainText(group), plainText(action->text()), keys.join(tr(", "))});
    }
    return entries;
}

QList<ShortcutEntry> ShortcutsDialog::keysHandledInCode()
{
    const auto keys = [](QKeyCombination a, std::optional<QKeyCombination> b = std::nullopt) {
        QString text = QKeySequence(a).toString(QKeySequence::NativeText);
        if (b)
            text += tr(", ") + QKeySequence(*b).toString(QKeySequence::NativeText);
        return text;
    };
    return {
        {tr("Audience workspace"), tr("Send the message"), keys(Qt::CTRL | Qt::Key_Return)},
        {tr("Audience workspace"), tr("Copy the chosen message as Markdown"), keys(Qt::CTRL | Qt::Key_C)},
        {tr("Audience workspace"), tr("Jump to the latest message"), keys(Qt::Key_End)},
        {tr("Analytics"), tr("Previous / next period of the same length"), keys(Qt::ALT | Qt::Key_Left, Qt::ALT | Qt::Key_Right)},
        {tr("Lists"), tr("Clear the search"), keys(Qt::Key_Escape)},
        {tr("Lists"), tr("From the search box to the results"), keys(Qt::Key_Down)},
        {tr("Audiences"), tr("Archive the selected audience"), keys(Qt::Key_Delete)},
        {tr("Quick search"), tr("Open the chosen item / close"), keys(Qt::Key_Return, Qt::Key_Escape)},
    };
}

ShortcutsDialog::ShortcutsDialog(const QList<ShortcutEntry> &entries, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    auto *layout = new QVBoxLayout(this);

    auto *search = new QLineEdit(this);
    search->setObjectName(QStringLiteral("shortcutSearch"));
    search->setPlaceholderText(tr("Find a shortcut by what it does or its keys"));
    search->setClearButtonEnabled(true);
    search->setAccessibleName(tr("Find a shortcut"));
    layout->addWidget(search);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("shortcutTree"));
    m_tree->setAccessibleName(tr("Keyboard shortcuts"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Keys")});
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    QHash<QString, QTreeWidgetItem *> groups;
    for (const ShortcutEntry &entry : entries) {
        QTreeWidgetItem *&group = groups[entry.group];
        if (!group) {
            group = new QTreeWidgetItem(m_tree, {entry.group});
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFlags(Qt::ItemIsEnabled);
        }
        new QTreeWidgetItem(group, {entry.description, entry.keys});
    }
    m_tree->expandAll();
    layout->addWidget(m_tree, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(search, &QLineEdit::textChanged, this, &ShortcutsDialog::filter);
    resizeForScreen(this, QSize(560, 600)); // the buttons stay on a small screen
}

int ShortcutsDialog::entryCount() const
{
    int count = 0;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        count += m_tree->topLevelItem(i)->childCount();
    return count;
}

void ShortcutsDialog::filter(const QString &text)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_tree->topLevelItem(i);
        bool anyShown = false;
        for (int j = 0; j < group->childCount(); ++j) {
            QTreeWidgetItem *item = group->child(j);
            const bool shown = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive)
                            || item->text(1).contains(text, Qt::CaseInsensitive)
                            || group->text(0).contains(text, Qt::CaseInsensitive);
            item->setHidden(!shown);
            anyShown = anyShown || shown;
        }
        group->setHidden(!anyShown);
    }
}

} // namespace Audience::Ui
