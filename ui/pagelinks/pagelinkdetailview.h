#pragma once

#include "net/topictypes.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace Audience::Ui {

class FieldForm;

// One page link: its path, where it leads, its domain and dates, and whether it was deleted (said
// in words at the top, not only by colour). Buttons open the audience an audience link leads to,
// or the page when it is known (the search was filtered by page).
class PageLinkDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit PageLinkDetailView(QWidget *parent = nullptr);

    // `pageId`: the page the link leads to when known, else "".
    // `audienceName`: the name of the audience it opens, where the console knows it.
    void setLink(const Net::PageLink &link, const QString &pageId, const QString &audienceName = {});
    void clear();
    QString linkId() const { return m_linkId; }

    FieldForm *fields() const { return m_fields; }
    QPushButton *openAudienceButton() const { return m_openAudience; }
    QPushButton *openPageButton() const { return m_openPage; }
    QLabel *deletedLabel() const { return m_deleted; }

signals:
    void openAudienceRequested(const QString &audienceId);
    void openPageRequested(const QString &pageId);

private:
    QLabel *m_title = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_deleted = nullptr;
    FieldForm *m_fields = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_openAudience = nullptr;
    QPushButton *m_openPage = nullptr;
    QString m_linkId;
    QString m_audienceId;
    QString m_pageId;
};

} // namespace Audience::Ui
