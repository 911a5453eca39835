#pragma once

#include "net/nullable.h"

#include <QFont>
#include <QString>

class QFormLayout;
class QLabel;
class QPushButton;
class QWidget;

namespace Audience::Ui {

class DetailSection;

// The pieces the session card (SessionCardView) is made of: its values, "name: value" rows in
// sections, muted lines and buttons that read as links. The card's labels are made once and
// refilled for each session, so the tab order holds.
namespace SessionCardRows {

bool present(const Net::Nullable<QString> &value);
QFont scaledBold(QFont font, qreal scale = 1.0);
QLabel *mutedLine(const QString &text = {});
// A value of the card: plain text the user can select (IDs are copied from here), wrapped.
QLabel *valueLabel(bool monospace = false);
// The value, or `absent` dimmed, so a missing value reads as missing (as FieldForm does).
void setValue(QLabel *label, const Net::Nullable<QString> &value, const QString &absent = {});
QFormLayout *sectionForm(DetailSection *section);
// A "name: value" row; `beside` (a Copy or Open button) sits right of the value.
QLabel *addRow(QFormLayout *form, const QString &name, QLabel *value = nullptr, QWidget *beside = nullptr);
// A flat button that reads as a link, as the detail views' "Open … ›".
QPushButton *linkButton(const QString &text, const QString &objectName);

} // namespace SessionCardRows

} // namespace Audience::Ui
