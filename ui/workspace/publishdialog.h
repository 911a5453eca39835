#pragma once

#include "net/conversationtypes.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QTextBrowser;

namespace Audience::Ui {

// The confirmation before a version goes live: it names the audience and the version, and lists
// exactly what changes against what is live now (the conversation's pending changes, as diff
// cards). Publishing is the button's word, not OK.
class PublishDialog : public QDialog
{
    Q_OBJECT
public:
    PublishDialog(const QString &audienceName, qint64 versionNumber, const QList<Net::Change> &changes,
                  QWidget *parent = nullptr);

    QString summaryText() const;
    // The changes that go live, again (the conversation was read again while the dialog was open).
    void setChanges(const QList<Net::Change> &changes);
    QTextBrowser *changesView() const { return m_changes; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    QString m_audienceName;
    qint64 m_versionNumber = 0;
    QLabel *m_summary = nullptr;
    QTextBrowser *m_changes = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Audience::Ui
