#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLayout;
class QPlainTextEdit;
class QPushButton;
class QTreeView;

namespace Audience::Models {
class PersonLogModel;
}

namespace Audience::Ui {

class ListStateWidget;

// A person's activity log: newest first, with its loading, empty and error-with-Retry states,
// "Show deleted" (deleted entries say so in their Status column), the selected entry's payload as
// indented JSON on demand (Show payload, or Enter), and "Open audience" / "Open page" when the
// payload names them.
class PersonLogView : public QWidget
{
    Q_OBJECT
public:
    explicit PersonLogView(Models::PersonLogModel *model, QWidget *parent = nullptr);

    QTreeView *view() const { return m_view; }
    QCheckBox *showDeletedBox() const { return m_showDeleted; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *payloadButton() const { return m_payloadButton; }
    QPushButton *openAudienceButton() const { return m_openAudience; }
    QPushButton *openPageButton() const { return m_openPage; }
    QPlainTextEdit *payloadView() const { return m_payload; }
    ListStateWidget *listState() const { return m_state; }
    QLabel *resultLabel() const { return m_result; }

    // A sentence about the last entry added ("Added to Ada Lovelace, matched by email.").
    void showResult(const QString &text);

signals:
    void addRequested();
    void openRequested(const QString &place, const QString &item);

private:
    QLayout *buildHeader();
    void buildList();
    QLayout *buildEntryTools();
    void connectActions();
    void refreshSelection();
    void updateTexts();

    Models::PersonLogModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    ListStateWidget *m_state = nullptr;
    QCheckBox *m_showDeleted = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_payloadButton = nullptr;
    QPushButton *m_openAudience = nullptr;
    QPushButton *m_openPage = nullptr;
    QPlainTextEdit *m_payload = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace Audience::Ui
