#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QRadioButton;
class QVBoxLayout;

namespace Audience::Models {
class WebhookEditor;
} // namespace Audience::Models

namespace Audience::Ui {

// The events of a subscription being edited: "All events (including types added later)" as its own
// choice beside "Only these types", then the types in groups, each group with a sentence and a
// checkbox for the whole group, and any type the console does not know shown as it came. Reads and
// writes a Models::WebhookEditor.
class WebhookEventsPicker : public QWidget
{
    Q_OBJECT
public:
    explicit WebhookEventsPicker(Models::WebhookEditor *editor, QWidget *parent = nullptr);

    QRadioButton *allEventsChoice() const { return m_all; }
    QRadioButton *chosenTypesChoice() const { return m_only; }
    QCheckBox *typeBox(const QString &type) const { return m_types.value(type); }
    QCheckBox *groupBox(const QString &title) const { return m_groups.value(title); }

private:
    void refresh();
    void rebuildUnknown();

    Models::WebhookEditor *m_editor;
    QRadioButton *m_all = nullptr;
    QRadioButton *m_only = nullptr;
    QHash<QString, QCheckBox *> m_types;
    QHash<QString, QCheckBox *> m_groups;
    QHash<QCheckBox *, QStringList> m_groupTypes;
    QWidget *m_typesArea = nullptr;
    QWidget *m_unknownArea = nullptr;
    QVBoxLayout *m_unknownLayout = nullptr;
    QList<QPointer<QCheckBox>> m_unknownBoxes;
    bool m_updating = false;
};

} // namespace Audience::Ui
