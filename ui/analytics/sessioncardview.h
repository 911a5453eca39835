#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace Audience::Models {
class Connection;
class SessionLookup;
} // namespace Audience::Models

namespace Audience::Net {
struct AudienceSession;
} // namespace Audience::Net

namespace Audience::Ui {

class DetailSection;

// The "Session" tab of the Analytics screen. The service lists no visitor sessions, so one is
// opened by its ID on the screen's page: a field and Open, a line for loading and errors (Retry
// when the network or the service failed), the session as a card of grouped sections (outcome,
// visit, UTM source, form submission, identity), and the profile's recent sessions below it.
// Everything is asked of Models::SessionLookup (connection->sessions()); this view starts no
// request. A recent session of another page is shown greyed and is not opened from here: the
// screen's page is chosen elsewhere, and openPageRequested() means "show this page in Pages".
class SessionCardView : public QWidget
{
    Q_OBJECT
public:
    explicit SessionCardView(Models::Connection *connection, QWidget *parent = nullptr);

    // The page the ID belongs to (the Analytics screen's page); its name for the texts.
    void setPage(const QString &pageId, const QString &pageName);
    // Puts the ID in the field and opens it (also used by the recent list and by tests).
    void openSession(const QString &sessionId);

signals:
    void openPageRequested(const QString &pageId);
    void openAudienceRequested(const QString &audienceId);

private:
    // The constructor's steps, top to bottom.
    void makeIdRows(QVBoxLayout *layout);
    QScrollArea *makeCard();
    void makeOutcomeSections(QVBoxLayout *cardColumn);
    void makeSourceSections(QVBoxLayout *cardColumn);
    void makeIdentitySection(QVBoxLayout *cardColumn);
    void makeRecent(QVBoxLayout *layout);
    void keepTabOrder();
    void connectActions();

    void updateOpenButton();
    void showState();
    void fillCard(const Net::AudienceSession &session);
    void fillRecent();
    void activateRecent(QListWidgetItem *item);

    Models::SessionLookup *m_lookup = nullptr;
    QString m_pageId;
    QString m_pageName;
    // What the card's buttons open (the session's page and audience).
    QString m_cardPageId;
    QString m_cardAudienceId;

    QLineEdit *m_edit = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_retry = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_intro = nullptr;
    QWidget *m_card = nullptr;
    QLabel *m_heading = nullptr;

    QLabel *m_conversion = nullptr;
    QLabel *m_formSubmitted = nullptr;
    QLabel *m_bounce = nullptr;
    QLabel *m_computation = nullptr;

    QLabel *m_started = nullptr;
    QLabel *m_ended = nullptr;
    QLabel *m_timeSpent = nullptr;
    QLabel *m_scrollDepth = nullptr;
    QLabel *m_clicks = nullptr;
    QLabel *m_questions = nullptr;

    DetailSection *m_sourceSection = nullptr;
    QLabel *m_utmSource = nullptr;
    QLabel *m_utmMedium = nullptr;
    QLabel *m_utmCampaign = nullptr;
    QLabel *m_utmContent = nullptr;
    QLabel *m_utmTerm = nullptr;

    DetailSection *m_formSection = nullptr;
    QLabel *m_identifier = nullptr;
    QLabel *m_identifierType = nullptr;
    QLabel *m_email = nullptr;
    QLabel *m_phone = nullptr;
    QLabel *m_submissionId = nullptr;

    QLabel *m_analyticsId = nullptr;
    QToolButton *m_copyAnalyticsId = nullptr;
    QLabel *m_audienceSessionId = nullptr;
    QToolButton *m_copyAudienceSessionId = nullptr;
    QLabel *m_page = nullptr;
    QPushButton *m_openPage = nullptr;
    QLabel *m_audience = nullptr;
    QPushButton *m_openAudience = nullptr;

    QListWidget *m_recent = nullptr;
    QLabel *m_recentEmpty = nullptr;
    QPushButton *m_forget = nullptr;
};

} // namespace Audience::Ui
