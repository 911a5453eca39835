#include "ui/impact/impactcard.h"

#include "models/analytics/impactexport.h"
#include "models/analytics/impactloader.h"
#include "models/analytics/impacttext.h"
#include "models/audiences/audiencenames.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/undonepublishes.h"
#include "ui/impact/impacttables.h"
#include "ui/workspace/undodialog.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

using Models::ImpactText;

namespace {

QLabel *wrappedLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setTextFormat(Qt::PlainText);
    return label;
}

void showText(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

ImpactCard::ImpactCard(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_loader(new Models::ImpactLoader(this))
{
    setObjectName(QStringLiteral("impactCard"));
    m_loader->setClient(connection->client());
    m_loader->setDayCache(connection->analyticsDays());
    m_loader->setPublishSources(connection->versionFollower(), connection->knownAudiences());
    buildLayout();
    connect(m_loader, &Models::ImpactLoader::progressChanged, this, &ImpactCard::onProgress);
    connect(m_loader, &Models::ImpactLoader::finished, this, &ImpactCard::showReport);
    connect(connection, &Models::Connection::connectedChanged, this, [this] { m_loader->setClient(m_connection->client()); });
    clear();
}

ImpactCard::~ImpactCard() = default;

void ImpactCard::buildLayout()
{
    auto *layout = new QVBoxLayout(this);
    m_title = wrappedLabel(this, QStringLiteral("impactTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    m_undone = wrappedLabel(this, QStringLiteral("impactUndone"));
    layout->addWidget(m_undone);

    auto *bar = new QHBoxLayout();
    auto *weeksLabel = new QLabel(tr("&Windows:"), this);
    m_weeks = new QComboBox(this);
    m_weeks->setObjectName(QStringLiteral("impactWeeks"));
    for (int weeks : Models::ImpactLoader::weekChoices())
        m_weeks->addItem(tr("%n week(s) before and after", nullptr, weeks), weeks);
    weeksLabel->setBuddy(m_weeks);
    connect(m_weeks, &QComboBox::activated, this, [this] { setWeeks(m_weeks->currentData().toInt()); });
    m_retry = new QPushButton(tr("Retry"), this);
    connect(m_retry, &QPushButton::clicked, m_loader, &Models::ImpactLoader::retryFailed);
    m_export = new QPushButton(tr("Export CSV…"), this);
    m_export->setObjectName(QStringLiteral("impactExport"));
    m_export->setToolTip(tr("Save these figures, the windows and the caveat as CSV"));
    connect(m_export, &QPushButton::clicked, this, &ImpactCard::exportCsv);
    bar->addWidget(weeksLabel);
    bar->addWidget(m_weeks);
    bar->addStretch();
    layout->addLayout(bar);
    m_undo = new QPushButton(tr("Undo This Publish…"), this);
    m_undo->setObjectName(QStringLiteral("impactUndo"));
    m_undo->setToolTip(tr("Make a draft with the values from before this publish, prove it, then publish it"));
    connect(m_undo, &QPushButton::clicked, this, &ImpactCard::openUndo);
    // The actions on a row of their own: beside the windows they made the card too wide for the
    // Versions tab's side panel.
    auto *actions = new QHBoxLayout();
    actions->addWidget(m_undo);
    actions->addWidget(m_export);
    actions->addWidget(m_retry);
    actions->addStretch();
    layout->addLayout(actions);

    m_windows = wrappedLabel(this, QStringLiteral("impactWindows"));
    m_progress = new QProgressBar(this);
    m_progress->setTextVisible(true);
    m_headline = wrappedLabel(this, QStringLiteral("impactHeadline"));
    m_headline->setFont(bold);
    m_basis = wrappedLabel(this, QStringLiteral("impactJudgementBasis"));
    m_checkThis = wrappedLabel(this, QStringLiteral("impactCheckThis"));
    m_open = wrappedLabel(this, QStringLiteral("impactOpenWindow"));
    m_rates = ImpactTables::makeRatesTable(this);
    m_restOfPage = wrappedLabel(this, QStringLiteral("impactRestOfPage"));
    m_others = wrappedLabel(this, QStringLiteral("impactOtherPublishes"));
    m_averages = ImpactTables::makeAveragesTable(this);
    m_averagesNote = wrappedLabel(this, QStringLiteral("impactAveragesNote"));
    m_missing = wrappedLabel(this, QStringLiteral("impactMissingDays"));
    m_caveat = wrappedLabel(this, QStringLiteral("impactCaveat"));
    QFont italic = m_caveat->font();
    italic.setItalic(true);
    m_caveat->setFont(italic);
    m_caveat->setText(ImpactText::caveat());
    for (QWidget *widget : {static_cast<QWidget *>(m_windows), static_cast<QWidget *>(m_progress), static_cast<QWidget *>(m_headline),
                            static_cast<QWidget *>(m_basis), static_cast<QWidget *>(m_checkThis), static_cast<QWidget *>(m_open), static_cast<QWidget *>(m_rates),
                            static_cast<QWidget *>(m_restOfPage), static_cast<QWidget *>(m_others),
                            static_cast<QWidget *>(m_averages), static_cast<QWidget *>(m_averagesNote),
                            static_cast<QWidget *>(m_missing), static_cast<QWidget *>(m_caveat)})
        layout->addWidget(widget);
    layout->addStretch();
}

void ImpactCard::setPublish(const QString &pageId, const Models::PublishMarker &publish)
{
    m_title->setText(ImpactText::title(publish, audienceName(publish.audienceId)));
    m_title->show();
    m_loader->setClient(m_connection->client());
    m_loader->load(pageId, publish, weeks());
    m_undo->show();
    m_undo->setEnabled(!pageId.isEmpty() && !publish.versionId.isEmpty());
    // Undone already: said above the figures, and Undo says why it is off.
    const auto undo = Models::UndonePublishes::of(m_connection->store(), *m_connection->versionFollower(), publish.versionId);
    showText(m_undone, undo ? Models::UndonePublishes::resolvedLine(*undo) : QString());
    if (undo) {
        m_undo->setEnabled(false);
        m_undo->setToolTip(Models::UndonePublishes::nothingToUndo(*undo));
    } else {
        m_undo->setToolTip(tr("Make a draft with the values from before this publish, prove it, then publish it"));
    }
    if (!m_loader->isLoading())
        showReport(); // everything was at hand (memory or the day cache)
}

void ImpactCard::clear()
{
    m_loader->cancel();
    m_title->setText(tr("Choose a published version to see whether it worked."));
    showText(m_undone, {});
    for (QLabel *label : {m_windows, m_headline, m_basis, m_checkThis, m_open, m_restOfPage, m_others, m_averagesNote, m_missing})
        showText(label, {});
    m_progress->hide();
    m_retry->hide();
    m_undo->hide();
    m_export->setEnabled(false);
    ImpactTables::clear(m_rates);
    ImpactTables::clear(m_averages);
    m_rates->hide();
    m_averages->hide();
}

QSize ImpactCard::minimumSizeHint() const
{
    QSize least = QWidget::minimumSizeHint();
    const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
    for (const QWidget *table : {static_cast<const QWidget *>(m_rates), static_cast<const QWidget *>(m_averages)})
        least.setWidth(std::max(least.width(), table->minimumSizeHint().width() + margins.left() + margins.right()));
    return least;
}

void ImpactCard::setWeeks(int weeks)
{
    const int index = m_weeks->findData(weeks);
    if (index >= 0)
        m_weeks->setCurrentIndex(index);
    if (!m_loader->pageId().isEmpty() && weeks != m_loader->weeks()) {
        m_loader->setWeeks(weeks);
        if (!m_loader->isLoading())
            showReport();
    }
}

QString ImpactCard::pageId() const
{
    return m_loader->pageId();
}

Models::PublishMarker ImpactCard::publish() const
{
    return m_loader->publish();
}

void ImpactCard::openUndo()
{
    const Models::PublishMarker shown = m_loader->publish();
    if (m_loader->pageId().isEmpty() || shown.versionId.isEmpty())
        return;
    UndoDialog::open(m_connection, m_loader->pageId(), shown.audienceId, shown.versionId, audienceName(shown.audienceId), window());
    emit undoOpened();
}

int ImpactCard::weeks() const
{
    return m_weeks->currentData().toInt();
}

std::optional<Models::ImpactReport> ImpactCard::report() const
{
    return m_loader->report();
}

QString ImpactCard::headlineText() const
{
    return m_headline->text();
}

void ImpactCard::onProgress(int done, int total)
{
    const bool loading = m_loader->isLoading();
    m_progress->setVisible(loading && total > 0);
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    m_progress->setFormat(tr("Loading the windows' days: %1 of %2").arg(done).arg(total));
    if (loading)
        showText(m_headline, tr("Loading…"));
}

void ImpactCard::showReport()
{
    m_progress->hide();
    const auto report = m_loader->report();
    if (!report)
        return;
    const QList<QDate> failed = m_loader->failedDays();
    m_retry->setVisible(!failed.isEmpty());
    showText(m_windows, ImpactText::windows(*report));
    // The judging engine's finding, on the watch's days: the alert's very words and figures.
    showText(m_headline, ImpactText::judgement(report->judgement));
    showText(m_basis, ImpactText::judgementBasis(report->judgement));
    showText(m_checkThis, ImpactText::checkThis(*report));
    showText(m_open, ImpactText::progress(*report));
    ImpactTables::fillRates(m_rates, *report);
    ImpactTables::fillAverages(m_averages, *report);
    m_rates->show();
    m_averages->show();
    showNotes(*report);
    if (!failed.isEmpty())
        showText(m_missing, ImpactText::missingDays(*report) + u' ' + m_loader->lastError().toString());
    m_export->setEnabled(true);
    emit figuresShown();
}

void ImpactCard::showNotes(const Models::ImpactReport &report)
{
    showText(m_restOfPage, ImpactText::restOfPage(report));
    QHash<QString, QString> names;
    for (const Models::PublishMarker &other : report.otherPublishes)
        names.insert(other.audienceId, audienceName(other.audienceId));
    showText(m_others, ImpactText::otherPublishes(report, names));
    showText(m_averagesNote, ImpactText::averagesNote());
    showText(m_missing, ImpactText::missingDays(report));
}

QByteArray ImpactCard::csv() const
{
    const auto report = m_loader->report();
    if (!report)
        return {};
    return Models::ImpactExport::csv(*report, audienceName(report->publish.audienceId), pageName());
}

void ImpactCard::exportCsv()
{
    const auto report = m_loader->report();
    if (!report)
        return;
    const QString name = QStringLiteral("impact-%1-v%2.csv").arg(report->publish.audienceId).arg(report->publish.versionNumber);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    // Not modal through exec(): nothing blocks the GUI thread.
    auto *dialog = new QFileDialog(this, tr("Export the impact as CSV"), QDir(folder).filePath(name), tr("CSV files (*.csv)"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QByteArray bytes = csv();
    connect(dialog, &QFileDialog::fileSelected, this, [this, bytes](const QString &path) {
        QSaveFile file(path);
        const bool saved = file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
        showText(m_missing, saved ? tr("Saved %1").arg(QDir::toNativeSeparators(path))
                                  : tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    });
    dialog->open();
}

QString ImpactCard::audienceName(const QString &audienceId) const
{
    return Models::AudienceNames(m_connection->seenAudiences(), m_connection->knownAudiences()).nameOrId(audienceId);
}

QString ImpactCard::pageName() const
{
    return m_loader->pageId();
}

} // namespace Audience::Ui
