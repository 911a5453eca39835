#pragma once

#include <QDateTime>
#include <QDialog>

#include <functional>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;

namespace Audience::Ui {

// "Forget entries older than…": the user picks a cut (a week, 30 or 90 days, a year, or a day), sees
// how many finished entries that forgets, and confirms. Entries still pending (not confirmed, or
// in progress) are kept whatever the cut: they are still the user's to decide. Nothing is
// forgotten by itself.
class ForgetEntriesDialog : public QDialog
{
    Q_OBJECT
public:
    // `count` says how many entries a cut would forget (JournalListModel::forgettableBefore).
    explicit ForgetEntriesDialog(std::function<qint64(const QDateTime &)> count, QWidget *parent = nullptr);

    // Entries that started before this are forgotten (UTC).
    QDateTime cut() const;

    QComboBox *choiceBox() const { return m_choice; }
    QDateEdit *dateEdit() const { return m_date; }
    QLabel *countLabel() const { return m_count; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    void updateCount();

    std::function<qint64(const QDateTime &)> m_countOf;
    QComboBox *m_choice = nullptr;
    QDateEdit *m_date = nullptr;
    QLabel *m_count = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Audience::Ui
