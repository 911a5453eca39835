#include "ui/activity/forgetentriesdialog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

constexpr int chooseADay = -1;

} // namespace

ForgetEntriesDialog::ForgetEntriesDialog(std::function<qint64(const QDateTime &)> count, QWidget *parent)
    : QDialog(parent)
    , m_countOf(std::move(count))
{
    setObjectName(QStringLiteral("forgetEntriesDialog"));
    setWindowTitle(tr("Forget Activity Entries"));
    m_choice = new QComboBox(this);
    m_choice->setObjectName(QStringLiteral("forgetChoiceBox"));
    m_choice->setAccessibleName(tr("Forget entries older than"));
    m_choice->addItem(tr("a week"), 7);
    m_choice->addItem(tr("30 days"), 30);
    m_choice->addItem(tr("90 days"), 90);
    m_choice->addItem(tr("a year"), 365);
    m_choice->addItem(tr("a day I choose…"), chooseADay);
    m_choice->setCurrentIndex(2);
    m_date = new QDateEdit(QDate::currentDate().addDays(-90), this);
    m_date->setObjectName(QStringLiteral("forgetDateEdit"));
    m_date->setAccessibleName(tr("Forget entries that started before"));
    m_date->setCalendarPopup(true);
    m_date->setMaximumDate(QDate::currentDate().addDays(1)); // "before tomorrow": everything finished
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("forgetCountLabel"));
    m_count->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Forget"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("Forget entries older than:"), m_choice);
    form->addRow(tr("Started before:"), m_date);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_count);
    layout->addWidget(m_buttons);

    connect(m_choice, &QComboBox::currentIndexChanged, this, &ForgetEntriesDialog::updateCount);
    connect(m_date, &QDateEdit::dateChanged, this, &ForgetEntriesDialog::updateCount);
    updateCount();
}

QDateTime ForgetEntriesDialog::cut() const
{
    const int days = m_choice->currentData().toInt();
    if (days == chooseADay)
        return m_date->date().startOfDay().toUTC();
    return QDateTime::currentDateTimeUtc().addDays(-days);
}

void ForgetEntriesDialog::updateCount()
{
    m_date->setEnabled(m_choice->currentData().toInt() == chooseADay);
    const qint64 count = m_countOf ? m_countOf(cut()) : 0;
    m_count->setText(count == 0 ? tr("No finished entry is that old: nothing would be forgotten.")
                                : tr("%n finished entries will be forgotten. Writes that are not confirmed or still in "
                                     "progress are kept.", nullptr, int(count)));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(count > 0);
}

} // namespace Audience::Ui
