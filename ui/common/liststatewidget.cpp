#include "ui/common/liststatewidget.h"

#include "ui/common/wraplabel.h"

#include "models/common/pagedlistmodel.h"

#include <QAbstractItemModel>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::LoadState;

namespace {

QProgressBar *makeBusyBar(QWidget *parent, int width)
{
    auto *bar = new QProgressBar(parent);
    bar->setRange(0, 0); // indeterminate: it moves without our help
    bar->setTextVisible(false);
    bar->setFixedWidth(width);
    bar->setMaximumHeight(8);
    return bar;
}

// "10:42" in the user's locale: the short time format without its seconds (some locales' short
// format has them), the time of day the rows were read.
QString hoursAndMinutes(const QDateTime &when)
{
    QString format = QLocale().timeFormat(QLocale::ShortFormat);
    format.remove(QRegularExpression(QStringLiteral("[:.]ss")));
    return QLocale().toString(when.toLocalTime().time(), format);
}

} // namespace

ListStateWidget::ListStateWidget(QWidget *content, QWidget *parent)
    : QWidget(parent)
    , m_content(content)
{
    m_loadingText = tr("Loading…");
    m_emptyTitle = tr("Nothing here yet");

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(content);

    m_messagePage = new QWidget(m_stack);
    m_messagePage->setObjectName(QStringLiteral("listStateMessage"));
    m_busy = makeBusyBar(m_messagePage, 160);
    // Labels that wrap, and remember their heights: the layouts above ask for them many times.
    m_title = new WrapLabel(m_messagePage); // a long title (in German) takes two lines, not the list's width
    m_title->setObjectName(QStringLiteral("listStateTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_text = new WrapLabel(m_messagePage);
    m_text->setObjectName(QStringLiteral("listStateText"));
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_button = new QPushButton(m_messagePage);
    m_button->setObjectName(QStringLiteral("listStateButton"));
    connect(m_button, &QPushButton::clicked, this, [this] {
        if (m_shown == Shown::Error)
            emit retryRequested();
        else
            emit emptyActionTriggered();
    });

    auto *messageLayout = new QVBoxLayout(m_messagePage);
    messageLayout->setContentsMargins(32, 16, 32, 16);
    messageLayout->addStretch(1);
    messageLayout->addWidget(m_busy, 0, Qt::AlignHCenter);
    messageLayout->addWidget(m_title);
    messageLayout->addWidget(m_text); // no alignment flag: a wrapped label needs the column's width
    messageLayout->addSpacing(6);
    messageLayout->addWidget(m_button, 0, Qt::AlignHCenter);
    messageLayout->addStretch(2);
    m_stack->addWidget(m_messagePage);

    m_strip = new QWidget(this);
    m_strip->setObjectName(QStringLiteral("listStateStrip"));
    m_stripBusy = makeBusyBar(m_strip, 80);
    m_stripText = new WrapLabel(m_strip);
    m_stripText->setObjectName(QStringLiteral("listStateStripText"));
    m_stripRetry = new QPushButton(tr("Retry"), m_strip);
    m_stripRetry->setObjectName(QStringLiteral("listStateStripRetry"));
    connect(m_stripRetry, &QPushButton::clicked, this, &ListStateWidget::retryRequested);
    auto *stripLayout = new QHBoxLayout(m_strip);
    stripLayout->setContentsMargins(6, 2, 6, 2);
    stripLayout->addWidget(m_stripBusy);
    stripLayout->addWidget(m_stripText, 1);
    stripLayout->addWidget(m_stripRetry);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_strip);
    refresh();
}

void ListStateWidget::setRowModel(QAbstractItemModel *model)
{
    if (m_rows)
        disconnect(m_rows, nullptr, this, nullptr);
    m_rows = model;
    if (model) {
        connect(model, &QAbstractItemModel::rowsInserted, this, &ListStateWidget::refresh);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &ListStateWidget::refresh);
        connect(model, &QAbstractItemModel::modelReset, this, &ListStateWidget::refresh);
        connect(model, &QAbstractItemModel::layoutChanged, this, &ListStateWidget::refresh);
    }
    refresh();
}

void ListStateWidget::setLoadState(LoadState state)
{
    m_state = state;
    refresh();
}

void ListStateWidget::setErrorMessage(const QString &title, const QString &message)
{
    m_errorTitle = title;
    m_errorMessage = message;
    refresh();
}

void ListStateWidget::setNotice(const QString &text)
{
    m_notice = text;
    refresh();
}

void ListStateWidget::setLastRead(const QDateTime &when)
{
    m_lastRead = when;
    refresh();
}

void ListStateWidget::setRereading(bool rereading)
{
    m_rereading = rereading;
    refresh();
}

void ListStateWidget::follow(Models::PagedListModel *model, const QString &errorTitle)
{
    const auto take = [this, model, errorTitle] {
        m_errorTitle = errorTitle;
        m_errorMessage = model->errorMessage();
        m_notice = model->notice();
        m_lastRead = model->lastReadAt();
        m_rereading = model->isRereading();
        setLoadState(model->state());
    };
    connect(this, &ListStateWidget::retryRequested, model, &Models::PagedListModel::retry);
    connect(model, &Models::PagedListModel::stateChanged, this, take);
    take();
}

void ListStateWidget::setLoadingText(const QString &text)
{
    m_loadingText = text;
    refresh();
}

void ListStateWidget::setEmptyText(const QString &title, const QString &text, const QString &actionText)
{
    m_emptyTitle = title;
    m_emptyText = text;
    m_emptyAction = actionText;
    refresh();
}

bool ListStateWidget::isStripVisible() const
{
    return !m_strip->isHidden();
}

QString ListStateWidget::stripText() const
{
    return m_stripText->text();
}

int ListStateWidget::rowCount() const
{
    return m_rows ? m_rows->rowCount() : 0;
}

void ListStateWidget::refresh()
{
    const bool hasRows = rowCount() > 0;
    Shown shown = Shown::Content;
    if (!hasRows) {
        switch (m_state) {
        case LoadState::Loading:
            shown = Shown::Loading;
            break;
        case LoadState::Error:
            shown = Shown::Error;
            break;
        case LoadState::Complete:
            shown = Shown::Empty;
            break;
        case LoadState::Idle:
            // Not asked for anything yet (no connection): an empty list says so, a busy page would lie.
            shown = Shown::Empty;
            break;
        }
    }
    m_shown = shown;

    const QString errorTitle = m_errorTitle.isEmpty() ? tr("Could not load") : m_errorTitle;
    switch (shown) {
    case Shown::Content:
        m_stack->setCurrentWidget(m_content);
        break;
    case Shown::Loading:
        m_busy->show();
        m_title->setText(m_loadingText);
        m_text->hide();
        m_button->hide();
        m_stack->setCurrentWidget(m_messagePage);
        break;
    case Shown::Empty:
        m_busy->hide();
        m_title->setText(m_emptyTitle);
        m_text->setText(m_emptyText);
        m_text->setVisible(!m_emptyText.isEmpty());
        m_button->setText(m_emptyAction);
        m_button->setVisible(!m_emptyAction.isEmpty());
        m_stack->setCurrentWidget(m_messagePage);
        break;
    case Shown::Error:
        m_busy->hide();
        m_title->setText(errorTitle);
        m_text->setText(m_errorMessage);
        m_text->setVisible(!m_errorMessage.isEmpty());
        m_button->setText(tr("Retry"));
        m_button->show();
        m_stack->setCurrentWidget(m_messagePage);
        break;
    }

    // Rows on screen and more on the way, or the next batch failed: say so under the rows. A list
    // that ended early says why under what it got (even under "no rows").
    const bool stripLoading = hasRows && m_state == LoadState::Loading;
    const bool stripError = hasRows && m_state == LoadState::Error;
    const bool stripNotice = !m_notice.isEmpty() && !stripLoading && !stripError && shown != Shown::Error
                             && shown != Shown::Loading;
    m_stripBusy->setVisible(stripLoading);
    m_stripRetry->setVisible(stripError);
    if (stripLoading) {
        m_stripText->setText(m_rereading ? tr("Reading again…") : tr("Loading more…"));
    } else if (stripError) {
        const QString error = m_errorMessage.isEmpty() ? errorTitle : tr("%1: %2").arg(errorTitle, m_errorMessage);
        // The rows stay, said to be as last read (the time in the user's locale, today's hours).
        m_stripText->setText(m_lastRead.isValid() ? tr("Last read %1; %2").arg(hoursAndMinutes(m_lastRead), error) : error);
    }
    else if (stripNotice)
        m_stripText->setText(m_notice);
    m_strip->setVisible(stripLoading || stripError || stripNotice);
}

} // namespace Audience::Ui
