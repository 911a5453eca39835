#include "ui/profiles/profiledialog.h"

#include "models/profiles/profilevalidator.h"
#include "ui/profiles/keyfield.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

struct Swatch
{
    const char *colour;
    const char *name; // translated through ProfileDialog's context below
};

// Strong, distinct colours; red first because a new profile is assumed to be production until the
// user says otherwise (the safe mistake).
constexpr Swatch swatches[] = {
    {"#c62828", QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Red")},
    {"#ef6c00", QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Orange")},
    {"#2e7d32", QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Green")},
    {"#00838f", QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Teal")},
    {"#1565c0", QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Blue")},
    {"#6a1b9a", QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Purple")},
    {"#546e7a", QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Grey")},
};

struct LabelPreset
{
    const char *label;
    const char *colour;
};

constexpr LabelPreset labelPresets[] = {
    {QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Production"), "#c62828"},
    {QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Staging"), "#ef6c00"},
    {QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Development"), "#1565c0"},
    {QT_TRANSLATE_NOOP("Audience::Ui::ProfileDialog", "Test"), "#6a1b9a"},
};

QIcon swatchIcon(const QColor &colour)
{
    QPixmap pixmap(22, 22);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(colour.darker(140));
    painter.setBrush(colour);
    painter.drawRoundedRect(QRectF(1.5, 1.5, 19, 19), 4, 4);
    return QIcon(pixmap);
}

} // namespace

ProfileDialog::ProfileDialog(Mode mode, QWidget *parent)
    : QDialog(parent)
    , m_mode(mode)
{
    setObjectName(QStringLiteral("profileDialog"));
    switch (mode) {
    case Mode::Create: setWindowTitle(tr("New Profile")); break;
    case Mode::Edit: setWindowTitle(tr("Edit Profile")); break;
    case Mode::KeyOnly: setWindowTitle(tr("API Key")); break;
    }

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("messageLabel"));
    m_message->setWordWrap(true);
    m_message->setVisible(false);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    addConnectionRows(form);
    QWidget *colourRow = addLabelRows(form);
    addKeyRows(form);
    QLayout *testRow = buildTestRow();
    buildActions();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addLayout(form);
    layout->addLayout(testRow);
    layout->addWidget(m_busyLabel);
    layout->addWidget(m_saveError);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_url, &QLineEdit::textChanged, this, &ProfileDialog::updateTestButton);
    connect(m_keyField, &KeyField::keyEdited, this, &ProfileDialog::updateTestButton);
    applyMode(colourRow);
    updateTestButton();
    setMinimumWidth(560);
}

// The name, the service's address, plain HTTP and the largest answer.
void ProfileDialog::addConnectionRows(QFormLayout *form)
{
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("e.g. Acme production"));
    m_name->setMaxLength(Models::ProfileValidator::maxNameLength + 16);
    form->addRow(tr("&Name:"), m_name);
    m_nameError = addErrorRow(QStringLiteral("nameError"));
    form->addRow(QString(), m_nameError);

    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("urlEdit"));
    m_url->setPlaceholderText(tr("https://api.example.com"));
    m_url->setInputMethodHints(Qt::ImhUrlCharactersOnly | Qt::ImhNoAutoUppercase);
    form->addRow(tr("&Address:"), m_url);
    m_urlError = addErrorRow(QStringLiteral("urlError"));
    form->addRow(QString(), m_urlError);

    m_allowPlainHttp = new QCheckBox(tr("Allow plain &HTTP to this host (the key travels unencrypted)"), this);
    m_allowPlainHttp->setObjectName(QStringLiteral("allowPlainHttpCheck"));
    form->addRow(QString(), m_allowPlainHttp);

    m_maxAnswer = new QSpinBox(this);
    m_maxAnswer->setObjectName(QStringLiteral("maxAnswerSpin"));
    m_maxAnswer->setRange(1, Models::Profile::largestMaxAnswerMiB);
    m_maxAnswer->setSuffix(tr(" MB"));
    m_maxAnswer->setToolTip(tr("A reply from the service larger than this is refused while it arrives, so a broken "
                               "service cannot fill this computer's memory. %1 MB holds every real reply with room "
                               "to spare: leave it unless support asks you to change it.")
                                .arg(Models::Profile::defaultMaxAnswerMiB));
    m_maxAnswer->setAccessibleDescription(m_maxAnswer->toolTip());
    form->addRow(tr("Largest reply &accepted:"), m_maxAnswer);
}

// The label and its colour; returns the colour's row.
QWidget *ProfileDialog::addLabelRows(QFormLayout *form)
{
    m_label = new QComboBox(this);
    m_label->setObjectName(QStringLiteral("labelCombo"));
    m_label->setEditable(true);
    m_label->setInsertPolicy(QComboBox::NoInsert);
    for (const LabelPreset &preset : labelPresets)
        m_label->addItem(tr(preset.label), QString::fromLatin1(preset.colour));
    connect(m_label, &QComboBox::activated, this, &ProfileDialog::labelChosen);
    m_label->setAccessibleName(tr("Label"));
    m_label->lineEdit()->setAccessibleName(tr("Label")); // what a screen reader lands on
    form->addRow(tr("&Label:"), m_label);
    m_labelError = addErrorRow(QStringLiteral("labelError"));
    form->addRow(QString(), m_labelError);

    auto *colourRow = new QWidget(this);
    buildColourSwatches(colourRow);
    form->addRow(tr("Colour:"), colourRow);
    m_colourError = addErrorRow(QStringLiteral("colourError"));
    form->addRow(QString(), m_colourError);
    return colourRow;
}

void ProfileDialog::addKeyRows(QFormLayout *form)
{
    m_keyField = new KeyField(this);
    m_keyField->setObjectName(QStringLiteral("keyField"));
    form->addRow(tr("API &key:"), m_keyField);
    m_keyHelp = new QLabel(this);
    m_keyHelp->setObjectName(QStringLiteral("keyHelp"));
    m_keyHelp->setEnabled(false);
    form->addRow(QString(), m_keyHelp);
    m_keyError = addErrorRow(QStringLiteral("keyError"));
    form->addRow(QString(), m_keyError);
}

// Test Connection and what the test found.
QLayout *ProfileDialog::buildTestRow()
{
    m_testButton = new QPushButton(tr("&Test Connection"), this);
    m_testButton->setObjectName(QStringLiteral("testConnectionButton"));
    m_testButton->setAutoDefault(false);
    connect(m_testButton, &QPushButton::clicked, this, [this] {
        // Only the address and key matter for a test; name and label problems can wait until Save.
        const Models::ProfileValidator validator;
        const QString urlProblem = validator.urlProblem(m_url->text(), m_allowPlainHttp->isChecked());
        const QString keyProblem = validator.keyProblem(key(), keyRequired());
        showProblem(m_urlError, urlProblem);
        showProblem(m_keyError, keyProblem);
        if (!urlProblem.isEmpty() || !keyProblem.isEmpty())
            return;
        m_testResult->clear();
        emit testConnectionRequested(profile(), key());
    });
    m_testResult = new QLabel(this);
    m_testResult->setObjectName(QStringLiteral("testResultLabel"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::PlainText);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_testButton, 0, Qt::AlignTop);
    testRow->addWidget(m_testResult, 1);
    return testRow;
}

// What the dialog is doing, why saving failed, and Save and Cancel.
void ProfileDialog::buildActions()
{
    m_busyLabel = new QLabel(this);
    m_busyLabel->setObjectName(QStringLiteral("busyLabel"));
    m_busyLabel->setVisible(false);
    m_saveError = addErrorRow(QStringLiteral("saveError"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        m_saveError->hide();
        if (validate())
            emit saveRequested(profile(), key());
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

// What each mode lets the user change, and what it says about the key.
void ProfileDialog::applyMode(QWidget *colourRow)
{
    const Mode mode = m_mode;
    const bool keyOnly = mode == Mode::KeyOnly;
    for (QWidget *field : {static_cast<QWidget *>(m_name), static_cast<QWidget *>(m_url),
                           static_cast<QWidget *>(m_allowPlainHttp), static_cast<QWidget *>(m_maxAnswer),
                           static_cast<QWidget *>(m_label),
                           colourRow})
        field->setEnabled(!keyOnly);
    if (mode == Mode::Create) {
        m_keyHelp->setText(tr("Kept in your system keychain, never in a settings file."));
        setProfile(Models::Profile{QString(), QString(), QUrl(), false, tr(labelPresets[0].label),
                                   QString::fromLatin1(labelPresets[0].colour)});
    } else if (mode == Mode::Edit) {
        m_keyHelp->setText(tr("Leave empty to keep the key stored in your keychain."));
        m_keyField->setPlaceholderText(tr("Unchanged"));
    } else {
        m_keyHelp->setText(tr("Paste the API key for this workspace."));
        m_keyField->setFocus();
    }
}

ProfileDialog::~ProfileDialog() = default;

QLabel *ProfileDialog::addErrorRow(const QString &objectName)
{
    auto *label = new QLabel(this);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    // Expanding, so the form gives it the whole field column instead of a narrow guess at its width.
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    label->setTextFormat(Qt::PlainText);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xb7, 0x1c, 0x1c));
    label->setPalette(palette);
    label->setVisible(false);
    return label;
}

void ProfileDialog::buildColourSwatches(QWidget *row)
{
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_colours = new QButtonGroup(this);
    m_colours->setExclusive(true);
    for (const Swatch &swatch : swatches) {
        auto *button = new QToolButton(row);
        const QString colour = QString::fromLatin1(swatch.colour);
        button->setObjectName(QStringLiteral("swatch") + colour.mid(1));
        button->setProperty("colour", colour);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setIcon(swatchIcon(QColor::fromString(colour)));
        button->setIconSize(QSize(22, 22));
        button->setToolTip(tr(swatch.name));
        button->setAccessibleName(tr(swatch.name));
        m_colours->addButton(button);
        layout->addWidget(button);
    }
    layout->addStretch();
}

void ProfileDialog::selectColour(const QString &colour)
{
    for (QAbstractButton *button : m_colours->buttons()) {
        if (button->property("colour").toString().compare(colour, Qt::CaseInsensitive) == 0) {
            button->setChecked(true);
            return;
        }
    }
    // A colour from elsewhere (an older version, a hand-edited file) is kept until the user picks one.
    if (QAbstractButton *checked = m_colours->checkedButton()) {
        m_colours->setExclusive(false);
        checked->setChecked(false);
        m_colours->setExclusive(true);
    }
    m_original.colour = colour;
}

QString ProfileDialog::selectedColour() const
{
    if (QAbstractButton *checked = m_colours->checkedButton())
        return checked->property("colour").toString();
    return m_original.colour;
}

void ProfileDialog::labelChosen(int index)
{
    // Picking a preset label picks its colour too, so "Production" is red unless changed on purpose.
    selectColour(m_label->itemData(index).toString());
}

void ProfileDialog::setProfile(const Models::Profile &profile)
{
    m_original = profile;
    m_name->setText(profile.name);
    m_url->setText(profile.baseUrl.toString());
    m_allowPlainHttp->setChecked(profile.allowPlainHttp);
    m_maxAnswer->setValue(profile.maxAnswerMiB);
    m_label->setEditText(profile.label);
    selectColour(profile.colour);
    updateTestButton();
}

void ProfileDialog::setTakenNames(const QStringList &names)
{
    m_takenNames = names;
}

void ProfileDialog::setMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

void ProfileDialog::setSaveButtonText(const QString &text)
{
    m_buttons->button(QDialogButtonBox::Save)->setText(text);
}

Models::Profile ProfileDialog::profile() const
{
    Models::Profile result = m_original;
    result.name = m_name->text().trimmed();
    result.baseUrl = Models::ProfileValidator::normalisedUrl(m_url->text());
    result.allowPlainHttp = m_allowPlainHttp->isChecked();
    result.maxAnswerMiB = m_maxAnswer->value();
    result.label = m_label->currentText().trimmed();
    result.colour = selectedColour();
    return result;
}

QString ProfileDialog::key() const
{
    return m_keyField->key();
}

bool ProfileDialog::keyRequired() const
{
    if (m_mode != Mode::Edit)
        return true;
    // A stored key must not silently follow the profile to another origin: ask for it again.
    const QUrl typed = Models::ProfileValidator::normalisedUrl(m_url->text());
    return typed.isValid() && !Models::ProfileValidator::sameOrigin(typed, m_original.baseUrl);
}

bool ProfileDialog::validate()
{
    const Models::ProfileValidator validator(m_takenNames);
    bool fine = true;
    const auto check = [&fine, this](QLabel *errorLabel, const QString &problem) {
        showProblem(errorLabel, problem);
        fine = fine && problem.isEmpty();
    };
    if (m_mode != Mode::KeyOnly) {
        check(m_nameError, validator.nameProblem(m_name->text()));
        check(m_urlError, validator.urlProblem(m_url->text(), m_allowPlainHttp->isChecked()));
        check(m_labelError, validator.labelProblem(m_label->currentText()));
        check(m_colourError, validator.colourProblem(selectedColour()));
    }
    QString keyProblem = validator.keyProblem(key(), keyRequired());
    if (!keyProblem.isEmpty() && key().isEmpty() && m_mode == Mode::Edit)
        keyProblem = tr("The address now points to another host: enter the key again so it is not sent "
                        "somewhere new by mistake.");
    check(m_keyError, keyProblem);
    return fine;
}

void ProfileDialog::showProblem(QLabel *errorLabel, const QString &problem)
{
    errorLabel->setText(problem);
    errorLabel->setVisible(!problem.isEmpty());
}

void ProfileDialog::setBusy(const QString &whatIsHappening)
{
    m_busy = true;
    m_busyLabel->setText(whatIsHappening);
    m_busyLabel->setVisible(true);
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(false);
    updateTestButton();
}

void ProfileDialog::clearBusy()
{
    m_busy = false;
    m_busyLabel->setVisible(false);
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(true);
    updateTestButton();
}

void ProfileDialog::showTestResult(bool success, const QString &text)
{
    QPalette palette = m_testResult->palette();
    palette.setColor(QPalette::WindowText, success ? QColor(0x1b, 0x5e, 0x20) : QColor(0xb7, 0x1c, 0x1c));
    m_testResult->setPalette(palette);
    m_testResult->setText(text);
}

void ProfileDialog::showSaveError(const QString &text)
{
    showProblem(m_saveError, text);
}

void ProfileDialog::updateTestButton()
{
    const bool haveKey = !key().isEmpty() || !keyRequired();
    m_testButton->setEnabled(!m_busy && !m_url->text().trimmed().isEmpty() && haveKey);
}

void ProfileDialog::done(int result)
{
    // The key must not outlive the dialog in a widget's buffer.
    m_keyField->clear();
    QDialog::done(result);
}

} // namespace Audience::Ui
