#pragma once

#include "ui/common/detailsection.h"

class QPushButton;
class QTableView;

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Models {
class Connection;
class AudienceSearchModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ListStateWidget;

// The audiences of the page shown: an audience search for the page's name, kept to the page's own
// audiences. Enter (or a double click, or the button) opens one in the audience browser.
class PageAudiencesSection : public DetailSection
{
    Q_OBJECT
public:
    explicit PageAudiencesSection(Models::Connection *connection, QWidget *parent = nullptr);
    ~PageAudiencesSection() override;

    void setPage(const Net::Page &page);
    void clear();
    void reload();

    Models::AudienceSearchModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    ListStateWidget *state() const { return m_state; }

signals:
    // "audienceId" of the audience to open in the audience browser.
    void openAudienceRequested(const QString &audienceId);

private:
    void openCurrent();
    void attachClient();
    void updateEmptyText();

    Models::Connection *m_connection;
    Models::AudienceSearchModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    ListStateWidget *m_state = nullptr;
    QPushButton *m_open = nullptr;
    QString m_pageId;
    QString m_pageName;
};

} // namespace Audience::Ui
