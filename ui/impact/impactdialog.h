#pragma once

#include "models/analytics/publishmarkers.h"

#include <QDialog>

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class ImpactCard;

// The impact card of one publish in a window of its own (from a publish marker on the trend, or a
// publish in Activity): not modal, closed with Close or Escape, deleted when closed.
class ImpactDialog : public QDialog
{
    Q_OBJECT
public:
    ImpactDialog(Models::Connection *connection, const QString &pageId, const Models::PublishMarker &publish,
                 QWidget *parent = nullptr);
    ImpactCard *card() const { return m_card; }

    // Opens (shows) a dialog for this publish and returns it.
    static ImpactDialog *open(Models::Connection *connection, const QString &pageId, const Models::PublishMarker &publish,
                              QWidget *parent);

private:
    ImpactCard *m_card = nullptr;
};

} // namespace Audience::Ui
