#pragma once

#include "net/audiencetypes.h"

#include <QWidget>

class QLabel;

namespace Audience::Ui {

// Where a version is in its lifecycle: queued → processing → draft (or cancelled), each step named
// and marked done (✓), current (●) or to come (○), so it reads without colour; below it the queue
// time and the step's timestamps. A status the spec does not list is shown as it came.
class VersionStepper : public QWidget
{
    Q_OBJECT
public:
    explicit VersionStepper(QWidget *parent = nullptr);

    void setVersion(const Net::AudienceVersion &version, bool following);
    void clear();
    QString stepsText() const;
    // "Version 11 — Published".
    QString titleText() const;

private:
    QLabel *m_title = nullptr;
    QLabel *m_steps = nullptr;
    QLabel *m_details = nullptr;
};

} // namespace Audience::Ui
