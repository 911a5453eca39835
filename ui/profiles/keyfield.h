#pragma once

#include <QWidget>

class QAction;
class QLineEdit;

namespace Audience::Ui {

// A password field for an API key: hidden by default with a show/hide toggle, and whitespace that comes
// with a paste (a trailing newline, a leading space) is trimmed at once. Copying out of it is not
// possible while hidden (QLineEdit refuses it in password mode).
class KeyField : public QWidget
{
    Q_OBJECT
public:
    explicit KeyField(QWidget *parent = nullptr);

    QString key() const;
    void setKey(const QString &key);
    void clear();

    bool isKeyVisible() const;
    void setKeyVisible(bool visible);

    void setPlaceholderText(const QString &text);
    QLineEdit *lineEdit() const { return m_edit; }
    QAction *visibilityAction() const { return m_toggle; }

signals:
    void keyEdited(const QString &key);

private:
    void trimEdgesOf(const QString &text);
    void updateToggle();

    QLineEdit *m_edit = nullptr;
    QAction *m_toggle = nullptr;
};

} // namespace Audience::Ui
