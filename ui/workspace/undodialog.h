#pragma once

#include <QDialog>

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class UndoPane;

// "Undo this publish" in a window of its own (UndoPane), opened from the impact card, the Versions
// tab's timeline and Activity's completed publish alike. Not modal: the user can look at the
// audience meanwhile; Close leaves the undo where it is (a draft sent stays a draft).
class UndoDialog : public QDialog
{
    Q_OBJECT
public:
    UndoDialog(Models::Connection *connection, QWidget *parent = nullptr);

    UndoPane *pane() const { return m_pane; }

    // Opens one, deleted on close, and starts the undo of `versionId`'s publish.
    static UndoDialog *open(Models::Connection *connection, const QString &pageId, const QString &audienceId, const QString &versionId,
                            const QString &audienceName, QWidget *parent);

private:
    UndoPane *m_pane = nullptr;
};

} // namespace Audience::Ui
