#pragma once

#include <QFrame>

class QLabel;
class QVBoxLayout;

namespace Audience::Ui {

// A titled block of a detail pane ("Actions", "Scripts"), with an optional short note under the
// title. Sections put their content in body().
class DetailSection : public QFrame
{
    Q_OBJECT
public:
    explicit DetailSection(const QString &title, QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const;
    // A muted sentence under the title ("No scripts on this page."); empty hides it.
    void setNote(const QString &note);
    QString note() const;
    QVBoxLayout *body() const { return m_body; }

private:
    QLabel *m_title = nullptr;
    QLabel *m_note = nullptr;
    QVBoxLayout *m_body = nullptr;
};

} // namespace Audience::Ui
