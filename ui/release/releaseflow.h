#pragma once

#include "models/audiences/audiencekey.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class BulkComposerDialog;
class ReleaseDialog;

// The entry points of "many audiences at once": the Audiences tree and the Review place
// hand over the chosen audiences; this opens the composer for many (askAgent) or the release
// confirmation (publishSelected), each a non-modal dialog over `window`.
class ReleaseFlow : public QObject
{
    Q_OBJECT
public:
    // Neither is owned; the connection must outlive the flow.
    ReleaseFlow(Models::Connection *connection, QWidget *window, QObject *parent = nullptr);

    void askAgent(const Models::AudienceKeys &audiences);
    void publishSelected(const Models::AudienceKeys &audiences);

    // The dialogs opened last (null once closed), for the tests.
    BulkComposerDialog *composer() const;
    ReleaseDialog *release() const;

signals:
    // A link in a dialog asks to open an audience (one that cannot be included).
    void openAudienceRequested(const QString &pageId, const QString &audienceId);

private:
    Models::Connection *m_connection = nullptr;
    QPointer<QWidget> m_window;
    QPointer<BulkComposerDialog> m_composer;
    QPointer<ReleaseDialog> m_release;
};

} // namespace Audience::Ui
