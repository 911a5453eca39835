#include "ui/webhooks/webhookeventspicker.h"

#include "models/webhooks/webhookeditor.h"
#include "models/webhooks/webhookevents.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

QLabel *sentenceLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

WebhookEventsPicker::WebhookEventsPicker(Models::WebhookEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_all = new QRadioButton(tr("&All events (including types added later)"), this);
    m_all->setObjectName(QStringLiteral("allEventsChoice"));
    m_only = new QRadioButton(tr("&Only the types ticked below"), this);
    m_only->setObjectName(QStringLiteral("chosenEventsChoice"));
    auto *choice = new QButtonGroup(this);
    choice->addButton(m_all);
    choice->addButton(m_only);
    layout->addWidget(m_all);
    layout->addWidget(m_only);
    connect(m_all, &QRadioButton::toggled, this, [this](bool on) {
        if (!m_updating)
            m_editor->setAllEvents(on);
    });

    m_typesArea = new QWidget(this);
    auto *typesLayout = new QVBoxLayout(m_typesArea);
    typesLayout->setContentsMargins(24, 0, 0, 0);
    for (const Models::WebhookEvents::Group &group : Models::WebhookEvents::groups()) {
        auto *groupBox = new QCheckBox(group.title, m_typesArea);
        groupBox->setObjectName(QStringLiteral("eventGroup_%1").arg(group.title));
        QFont bold = groupBox->font();
        bold.setBold(true);
        groupBox->setFont(bold);
        typesLayout->addWidget(groupBox);
        typesLayout->addWidget(sentenceLabel(group.sentence, m_typesArea));
        m_groups.insert(group.title, groupBox);
        m_groupTypes.insert(groupBox, group.types);
        // A click on a partly ticked group ticks the whole group; on a full one, unticks it.
        connect(groupBox, &QCheckBox::clicked, this, [this, groupBox] {
            const QStringList types = m_groupTypes.value(groupBox);
            bool all = true;
            for (const QString &type : types)
                all = all && m_editor->isEventChecked(type);
            for (const QString &type : types)
                m_editor->setEventChecked(type, !all);
        });
        for (const QString &type : group.types) {
            auto *box = new QCheckBox(QStringLiteral("%1  (%2)").arg(Models::WebhookEvents::label(type), type), m_typesArea);
            box->setObjectName(QStringLiteral("event_%1").arg(type));
            box->setToolTip(Models::WebhookEvents::sentence(type));
            box->setContentsMargins(20, 0, 0, 0);
            box->setStyleSheet(QStringLiteral("QCheckBox { margin-left: 20px; }"));
            typesLayout->addWidget(box);
            m_types.insert(type, box);
            connect(box, &QCheckBox::toggled, this, [this, type](bool on) {
                if (!m_updating)
                    m_editor->setEventChecked(type, on);
            });
        }
    }
    m_unknownArea = new QWidget(m_typesArea);
    m_unknownLayout = new QVBoxLayout(m_unknownArea);
    m_unknownLayout->setContentsMargins(0, 0, 0, 0);
    typesLayout->addWidget(m_unknownArea);
    layout->addWidget(m_typesArea);

    connect(m_editor, &Models::WebhookEditor::changed, this, &WebhookEventsPicker::refresh);
    refresh();
}

void WebhookEventsPicker::rebuildUnknown()
{
    for (const QPointer<QCheckBox> &box : std::as_const(m_unknownBoxes))
        delete box.data();
    m_unknownBoxes.clear();
    while (QLayoutItem *item = m_unknownLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QStringList unknown = m_editor->unknownEvents();
    if (unknown.isEmpty())
        return;
    m_unknownLayout->addWidget(new QLabel(tr("Other types the service listed"), m_unknownArea));
    m_unknownLayout->addWidget(sentenceLabel(
        tr("Not known to this version of the console: shown as the service sent them and kept as they are. The "
           "service only takes the six types above when the events are saved, so untick these to change the events."),
        m_unknownArea));
    for (const QString &type : unknown) {
        auto *box = new QCheckBox(type, m_unknownArea);
        box->setObjectName(QStringLiteral("event_%1").arg(type));
        m_unknownLayout->addWidget(box);
        m_unknownBoxes.append(box);
        connect(box, &QCheckBox::toggled, this, [this, type](bool on) {
            if (!m_updating)
                m_editor->setEventChecked(type, on);
        });
    }
}

void WebhookEventsPicker::refresh()
{
    m_updating = true;
    const bool all = m_editor->allEvents();
    m_all->setChecked(all);
    m_only->setChecked(!all);
    m_all->setEnabled(m_editor->canChooseAllEvents());
    m_all->setToolTip(m_editor->canChooseAllEvents()
                          ? tr("Every event, including types the service adds later. Kept as the service has it "
                               "unless you choose “Only the types ticked below”.")
                          : tr("The service sets “All events” itself; the interface can only send a list of types, so "
                               "it cannot be chosen here. Ticking all six is the closest: types added later are not included."));
    m_typesArea->setEnabled(!all);
    // Unknown types change only with what was loaded: rebuild when they differ.
    QStringList shown;
    for (const QPointer<QCheckBox> &box : std::as_const(m_unknownBoxes))
        if (box)
            shown.append(box->text());
    if (shown != m_editor->unknownEvents())
        rebuildUnknown();
    for (auto it = m_types.cbegin(); it != m_types.cend(); ++it)
        it.value()->setChecked(all || m_editor->isEventChecked(it.key()));
    for (const QPointer<QCheckBox> &box : std::as_const(m_unknownBoxes))
        if (box)
            box->setChecked(all || m_editor->isEventChecked(box->text()));
    for (auto it = m_groupTypes.cbegin(); it != m_groupTypes.cend(); ++it) {
        int ticked = 0;
        for (const QString &type : it.value())
            ticked += (all || m_editor->isEventChecked(type)) ? 1 : 0;
        it.key()->setCheckState(ticked == 0                  ? Qt::Unchecked
                                : ticked == it.value().size() ? Qt::Checked
                                                              : Qt::PartiallyChecked);
    }
    m_updating = false;
}

} // namespace Audience::Ui
