#include "ui/pages/pagescriptssection.h"

#include "net/pagetypes.h"
#include "ui/common/statusbadge.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace Audience::Ui {

PageScriptsSection::PageScriptsSection(QWidget *parent)
    : DetailSection(tr("Scripts"), parent)
{
    setObjectName(QStringLiteral("pageScriptsSection"));
    m_scripts = new QWidget(this);
    auto *layout = new QVBoxLayout(m_scripts);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    body()->addWidget(m_scripts);
}

void PageScriptsSection::setPage(const Net::Page &page)
{
    qDeleteAll(m_scripts->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    m_count = int(page.scripts.size());
    setTitle(tr("Scripts (%1)").arg(QLocale().toString(m_count)));
    setNote(m_count == 0 ? tr("No scripts are injected into this page.") : QString());
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    for (const Net::PageScript &script : page.scripts) {
        auto *box = new QWidget(m_scripts);
        box->setObjectName(QStringLiteral("scriptBox"));
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(3);

        auto *heading = new QHBoxLayout;
        auto *name = new QLabel(script.name.value().isEmpty() ? tr("(unnamed script)") : script.name.value(), box);
        name->setTextFormat(Qt::PlainText);
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        heading->addWidget(name);
        heading->addStretch(1);
        if (!script.injectionPoint.value().isEmpty()) {
            auto *point = new StatusBadge(box);
            point->setNeutral(tr("in <%1>").arg(script.injectionPoint.value()));
            point->setToolTip(tr("Injection point: %1").arg(point->label())); // the whole of it, if elided
            heading->addWidget(point);
        }
        auto *enabled = new StatusBadge(box);
        enabled->setObjectName(QStringLiteral("scriptEnabledBadge"));
        if (script.enabled.isAbsent() || script.enabled.isNull())
            enabled->setNeutral(tr("Enabled: unknown"));
        else if (script.enabled.value())
            enabled->setStatus(QStringLiteral("published"), tr("Enabled"));
        else
            enabled->setStatus(QStringLiteral("archived"), tr("Disabled"));
        heading->addWidget(enabled);
        layout->addLayout(heading);

        if (!script.description.value().isEmpty()) {
            auto *description = new QLabel(script.description.value(), box);
            description->setTextFormat(Qt::PlainText);
            description->setWordWrap(true);
            layout->addWidget(description);
        }
        auto *code = new QPlainTextEdit(box);
        code->setObjectName(QStringLiteral("scriptContent"));
        code->setReadOnly(true);
        code->setFont(fixed);
        code->setLineWrapMode(QPlainTextEdit::NoWrap);
        code->setPlainText(script.content.value());
        code->setAccessibleName(tr("Code of %1").arg(script.name.value()));
        const int lines = qBound(2, int(script.content.value().count(u'\n')) + 1, 8);
        code->setFixedHeight(QFontMetrics(fixed).lineSpacing() * lines + 14);
        layout->addWidget(code);
        m_scripts->layout()->addWidget(box);
    }
}

} // namespace Audience::Ui
