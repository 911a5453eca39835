#pragma once

#include "models/profiles/profile.h"

#include <QColor>
#include <QFont>
#include <QList>
#include "ui/common/reachablemenubutton.h"

class QActionGroup;
class QMenu;

namespace Audience::Ui {

// The main window's profile badge: shows the active profile's label in its colour, and its menu
// switches profile, creates one, or edits and deletes the active one. It only asks; the app decides
// (a profile is shown as current once the app calls setCurrentProfile, not when it is chosen).
class ProfileSwitcher : public ReachableMenuButton
{
    Q_OBJECT
public:
    explicit ProfileSwitcher(QWidget *parent = nullptr);

    void setProfiles(const QList<Models::Profile> &profiles);
    // An empty id means no profile is active.
    void setCurrentProfile(const QString &id);
    QString currentProfileId() const { return m_currentId; }
    // What the badge adds when the active profile is not usable as it stands ("stopped": the demo
    // sandbox is not running). With a note the badge is not filled with the profile's colour, so a
    // stopped sandbox never looks like a running one; empty: the profile as it is.
    void setStateNote(const QString &note);
    QString stateNote() const { return m_stateNote; }
    // Why the service cannot be used right now (the connection bar's title: cannot be reached,
    // answers with errors, the key refused); empty while it can. The badge is outlined too, as for
    // a state note, but its text stays: the bar says it in words, and a badge that grew and shrank
    // with each outage would move the tool bar under the user's pointer.
    void setConnectionNote(const QString &note);

    // The badge as drawn: the active profile's colour (invalid without one), and whether it is
    // filled with it (in use) or outlined with dashes (a state or connection note).
    QColor badgeColour() const { return m_badgeColour; }
    bool isBadgeFilled() const { return m_badgeFilled; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

    // The menu, brought up to date (it is rebuilt lazily, never while one of its actions is firing).
    QMenu *profileMenu();

signals:
    void profileChosen(const QString &id);
    void newProfileRequested();
    void editProfileRequested(const QString &id);
    void deleteProfileRequested(const QString &id);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void showBadge(const QColor &colour, bool filled);
    void rebuildMenu();
    void updateBadge();
    const Models::Profile *current() const;

    QList<Models::Profile> m_profiles;
    QString m_connectionNote;
    QString m_currentId;
    QString m_stateNote;
    QColor m_badgeColour;
    bool m_badgeFilled = false;
    // sizeHint()'s last measure, and the text and font it measured.
    mutable QSize m_badgeSize;
    mutable QString m_measuredText;
    mutable QFont m_measuredFont;
    QMenu *m_menu = nullptr;
    QActionGroup *m_group = nullptr;
    bool m_menuStale = true;
};

} // namespace Audience::Ui
