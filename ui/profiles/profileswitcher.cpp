#include "ui/profiles/profileswitcher.h"

#include <QAction>
#include <QActionGroup>
#include <QColor>
#include <QMenu>
#include <QPainter>

namespace Audience::Ui {

namespace {

QIcon dotIcon(const QColor &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1, 1, 12, 12));
    return QIcon(pixmap);
}

// Text on the badge must stay readable whatever colour the user picked.
QColor textColourOn(const QColor &background)
{
    const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace

ProfileSwitcher::ProfileSwitcher(QWidget *parent)
    : ReachableMenuButton(parent)
{
    setObjectName(QStringLiteral("profileSwitcher"));
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_menu = new QMenu(this);
    m_menu->setObjectName(QStringLiteral("profileMenu"));
    setMenu(m_menu);
    connect(m_menu, &QMenu::aboutToShow, this, [this] {
        if (m_menuStale)
            rebuildMenu();
    });
    updateBadge();
}

QMenu *ProfileSwitcher::profileMenu()
{
    if (m_menuStale)
        rebuildMenu();
    return m_menu;
}

void ProfileSwitcher::setProfiles(const QList<Models::Profile> &profiles)
{
    m_profiles = profiles;
    m_menuStale = true;
    updateBadge();
}

void ProfileSwitcher::setCurrentProfile(const QString &id)
{
    m_currentId = id;
    m_menuStale = true;
    updateBadge();
}

void ProfileSwitcher::setStateNote(const QString &note)
{
    if (m_stateNote == note)
        return;
    m_stateNote = note;
    updateBadge();
}

void ProfileSwitcher::setConnectionNote(const QString &note)
{
    if (m_connectionNote == note)
        return;
    m_connectionNote = note;
    updateBadge();
}

const Models::Profile *ProfileSwitcher::current() const
{
    for (const Models::Profile &profile : m_profiles) {
        if (profile.id == m_currentId)
            return &profile;
    }
    return nullptr;
}

void ProfileSwitcher::rebuildMenu()
{
    m_menuStale = false;
    m_menu->clear();
    delete m_group;
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    m_menu->addSection(tr("Profiles"));
    for (const Models::Profile &profile : m_profiles) {
        QAction *action = m_menu->addAction(dotIcon(QColor::fromString(profile.colour)),
                                            tr("%1 — %2").arg(profile.name, profile.label));
        action->setObjectName(QStringLiteral("profileAction:") + profile.id);
        action->setCheckable(true);
        action->setChecked(profile.id == m_currentId);
        m_group->addAction(action);
        const QString id = profile.id;
        connect(action, &QAction::triggered, this, [this, id] {
            emit profileChosen(id);
            // The app may not switch (yet: it can ask about unsaved changes first, and the user may
            // stay): the tick goes back to the current profile when the menu is next shown.
            m_menuStale = true;
        });
    }
    m_menu->addSeparator();
    QAction *create = m_menu->addAction(tr("&New Profile…"));
    create->setObjectName(QStringLiteral("newProfileAction"));
    connect(create, &QAction::triggered, this, &ProfileSwitcher::newProfileRequested);

    const Models::Profile *active = current();
    const bool editable = active && !active->isSandbox();
    QAction *edit = m_menu->addAction(editable ? tr("&Edit “%1”…").arg(active->name) : tr("&Edit Profile…"));
    edit->setObjectName(QStringLiteral("editProfileAction"));
    edit->setEnabled(editable);
    QAction *remove = m_menu->addAction(editable ? tr("&Delete “%1”…").arg(active->name) : tr("&Delete Profile…"));
    remove->setObjectName(QStringLiteral("deleteProfileAction"));
    remove->setEnabled(editable);
    const QString id = m_currentId;
    connect(edit, &QAction::triggered, this, [this, id] { emit editProfileRequested(id); });
    connect(remove, &QAction::triggered, this, [this, id] { emit deleteProfileRequested(id); });
}

void ProfileSwitcher::updateBadge()
{
    const Models::Profile *active = current();
    if (!active) {
        setText(tr("No profile"));
        setToolTip(tr("Choose a profile to connect to"));
        setAccessibleName(tr("Profile: none"));
        showBadge(QColor(), false);
        return;
    }
    const QColor colour = QColor::fromString(active->colour);
    // A state note is said on the badge itself; a connection note only in its tooltip and name
    // (setConnectionNote: the bar says it in words, and the tool bar does not move).
    setText(m_stateNote.isEmpty() ? tr("%1 · %2").arg(active->label.toUpper(), active->name)
                                  : tr("%1 · %2 · %3").arg(active->label.toUpper(), active->name, m_stateNote));
    const QString where = active->isSandbox() ? tr("Local demo sandbox on this computer")
                                              : tr("%1 at %2").arg(active->name, active->baseUrl.toDisplayString());
    const QString note = m_stateNote.isEmpty() ? m_connectionNote : m_stateNote;
    if (!note.isEmpty()) {
        // Not in use as it stands: said in words, and outlined in its colour rather than filled.
        setToolTip(tr("%1: %2").arg(where, note));
        setAccessibleName(tr("Profile: %1, %2, %3").arg(active->name, active->label, note));
        showBadge(colour, false);
        return;
    }
    setToolTip(where);
    setAccessibleName(tr("Profile: %1, %2").arg(active->name, active->label));
    // A filled badge in the profile's own colour: production must look nothing like a sandbox.
    showBadge(colour, true);
}

// The badge's padding inside its one-pixel border.
constexpr int badgePaddingX = 10;
constexpr int badgePaddingY = 3;

// Painted, not a style sheet: a style sheet routes the button through Qt's style-sheet style,
// which with the profile band's and the sidebar's cost 2.8 % of a launch (docs/performance.md).
void ProfileSwitcher::showBadge(const QColor &colour, bool filled)
{
    if (colour == m_badgeColour && filled == m_badgeFilled)
        return;
    const bool sizeChanges = colour.isValid() != m_badgeColour.isValid();
    m_badgeColour = colour;
    m_badgeFilled = filled;
    if (sizeChanges) {
        QFont bold = font();
        bold.setBold(colour.isValid());
        setFont(bold);
        updateGeometry();
    }
    update();
}

QSize ProfileSwitcher::sizeHint() const
{
    if (!m_badgeColour.isValid())
        return ReachableMenuButton::sizeHint();
    // Layouts ask many times; the text is measured again only when it or the font changed.
    if (text() != m_measuredText || font() != m_measuredFont) {
        const QFontMetrics metrics(font());
        m_measuredText = text();
        m_measuredFont = font();
        m_badgeSize = {metrics.horizontalAdvance(m_measuredText) + 2 * (badgePaddingX + 1), metrics.height() + 2 * (badgePaddingY + 1)};
    }
    return m_badgeSize;
}

void ProfileSwitcher::paintEvent(QPaintEvent *event)
{
    if (!m_badgeColour.isValid()) {
        ReachableMenuButton::paintEvent(event);
        return;
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool focusShown = hasFocus();
    const int borderWidth = focusShown ? 2 : 1;
    const QRectF box = QRectF(rect()).adjusted(borderWidth / 2.0, borderWidth / 2.0, -borderWidth / 2.0, -borderWidth / 2.0);
    QPen border(focusShown ? palette().color(QPalette::Highlight) : m_badgeFilled ? m_badgeColour.darker(130) : m_badgeColour, borderWidth,
                m_badgeFilled || focusShown ? Qt::SolidLine : Qt::DashLine);
    painter.setPen(border);
    painter.setBrush(m_badgeFilled ? QBrush(m_badgeColour) : QBrush(Qt::NoBrush));
    painter.drawRoundedRect(box, 4, 4);
    painter.setPen(m_badgeFilled ? textColourOn(m_badgeColour) : palette().color(QPalette::ButtonText));
    painter.drawText(rect().adjusted(badgePaddingX + 1, badgePaddingY + 1, -badgePaddingX - 1, -badgePaddingY - 1), Qt::AlignCenter, text());
}

} // namespace Audience::Ui
