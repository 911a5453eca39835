#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QAction;
class QTreeWidget;

namespace Audience::Ui {

// One line of Help → Keyboard Shortcuts: where it works, what it does, and its keys as the
// platform writes them.
struct ShortcutEntry
{
    QString group;
    QString description;
    QString keys;
};

// Help → Keyboard Shortcuts: every shortcut of the window's menus, of each place's own actions, and
// the few keys handled in code (Ctrl+Enter in the composer), grouped and searchable. Built from the
// live actions each time it opens, so it never lists a shortcut that is gone.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QList<ShortcutEntry> &entries, QWidget *parent = nullptr);

    // The entries of `actions` that have a shortcut, under `group` (menu texts lose their '&' and '…').
    static QList<ShortcutEntry> entriesOf(const QString &group, const QList<QAction *> &actions);
    // Keys that are handled by widgets rather than actions.
    static QList<ShortcutEntry> keysHandledInCode();

    int entryCount() const;

private:
    void filter(const QString &text);

    QTreeWidget *m_tree = nullptr;
};

} // namespace Audience::Ui
