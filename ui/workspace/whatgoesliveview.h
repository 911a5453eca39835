#pragma once

#include "models/workspace/netchanges.h"

#include <QSet>
#include <QWidget>

class QLabel;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace Audience::Ui {

class WhatGoesLiveField;

// "What goes live": the one pane that says what publishing a draft changes, wherever it is shown
// (Review, the publish confirmation, the workspace's Context tab, a release's detail). Under its
// heading, one box per field the draft's pending changes touch: the field in words, whether it ends
// up different ("no net change" when the steps end where they started), live → after as a word
// diff (keywords as chips; a field the console does not know, its two values as sent), and a
// toggle, "3 agent steps", that opens the agent's steps between them. The boxes scroll inside the
// pane; Tab goes from the pane to each toggle in turn. Which fields' steps are open is kept while
// the rows are computed again (the agent changed the draft), and forgotten for another audience.
class WhatGoesLiveView : public QWidget
{
    Q_OBJECT
public:
    explicit WhatGoesLiveView(QWidget *parent = nullptr);

    // The rows as NetChanges::compute gives them; a field without a step is left out. When no
    // field has a step, the pane says that the conversation lists no pending change. `whose`
    // names the audience (or draft) the rows are of: another one's rows open with every field's
    // steps folded.
    void setRows(const QList<Models::FieldNetChange> &rows, const QString &whose = {});
    // Nothing to show: the draft is not read yet, or could not be read (the host says why).
    void clear();
    // A line under the heading (the Context tab's "2 fields would change…"); empty: none.
    void setNote(const QString &note);

    // The fields shown, in order (wire names).
    QStringList fields() const;
    // The toggle of a field's steps; null when the field is not shown.
    QToolButton *stepsToggle(const QString &field) const;
    bool stepsOpen(const QString &field) const { return m_openSteps.contains(field); }
    // What the pane shows, in reading order, as plain text (folded steps left out).
    QString plainText() const;
    QScrollArea *scrollArea() const { return m_scroll; }
    // As much room as a text pane asks for, whatever the boxes ask: the pane takes the place a
    // text browser would, and its boxes wrap to it.
    QSize sizeHint() const override;

private:
    void rebuild(int count);
    void setStepsOpen(const QString &field, bool open);
    void keepTabOrder();

    QString m_whose;
    QSet<QString> m_openSteps;
    QLabel *m_heading = nullptr;
    QLabel *m_note = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_content = nullptr;
    QVBoxLayout *m_fieldsLayout = nullptr;
    QLabel *m_empty = nullptr;
    QList<WhatGoesLiveField *> m_fields;
};

} // namespace Audience::Ui
