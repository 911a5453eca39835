#include "ui/release/releasescutshortview.h"

#include "models/common/datetimeformat.h"
#include "models/release/releaselog.h"
#include "models/shell/connection.h"
#include "models/store/writejournal.h"
#include "ui/common/layoutrows.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

ReleasesCutShortView::ReleasesCutShortView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("releasesCutShort"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *heading = new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Releases cut short").toHtmlEscaped()), this);
    layout->addWidget(heading);
    m_list = new QVBoxLayout;
    layout->addLayout(m_list);
    connect(connection, &Models::Connection::journalChanged, this, [this](Models::WriteJournal *journal) {
        refresh();
        if (journal) {
            connect(journal, &Models::WriteJournal::entryChanged, this, &ReleasesCutShortView::refresh, Qt::UniqueConnection);
        }
    });
    refresh();
}

void ReleasesCutShortView::refresh()
{
    removeRowsLater(m_list);
    m_labels.clear();
    m_count = 0;
    Models::WriteJournal *journal = m_connection ? m_connection->journal() : nullptr;
    if (!journal) {
        setVisible(false);
        return;
    }
    Models::ReleaseLog log(journal->store());
    const QList<Models::ReleaseLog::CutShort> releases = log.cutShort(*journal);
    for (const Models::ReleaseLog::CutShort &release : releases) {
        auto *row = new QFrame(this);
        row->setFrameShape(QFrame::StyledPanel);
        auto *rowLayout = new QHBoxLayout(row);
        auto *label = new QLabel(tr("The release of %1 (%n audience(s)) was cut short: %2.", nullptr, int(release.outcomes.size()))
                                     .arg(Models::DateTimeFormat::display(release.release.startedAt), release.summary()),
                                 row);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto *dismiss = new QPushButton(tr("Dismiss"), row);
        dismiss->setAccessibleName(tr("Dismiss this release"));
        const QString releaseId = release.release.releaseId;
        connect(dismiss, &QPushButton::clicked, this, [this, releaseId] {
            if (Models::WriteJournal *journal = m_connection ? m_connection->journal() : nullptr)
                Models::ReleaseLog(journal->store()).finish(releaseId);
            refresh();
        });
        rowLayout->addWidget(label, 1);
        rowLayout->addWidget(dismiss, 0, Qt::AlignTop);
        m_list->addWidget(row);
        m_labels.append(label);
    }
    m_count = int(releases.size());
    setVisible(m_count > 0);
}

QStringList ReleasesCutShortView::texts() const
{
    QStringList result;
    for (const QLabel *label : m_labels)
        result.append(label->text());
    return result;
}

} // namespace Audience::Ui
