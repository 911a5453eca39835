#include "ui/workspace/contextpanel.h"

#include "ui/workspace/changecards.h"

#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

const QString pageScheme = QStringLiteral("page");

QString escaped(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

} // namespace

ContextPanel::ContextPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("contextPanel"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("contextBrowser"));
    m_browser->setAccessibleName(tr("The audience's context"));
    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == pageScheme)
            emit openPageRequested(url.path());
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    clear();
}

void ContextPanel::clear()
{
    m_browser->setHtml(QStringLiteral("<p>%1</p>").arg(tr("The context appears once the conversation has loaded.")));
}

void ContextPanel::setContext(const Net::ConversationContext &context, const QString &pageName,
                              const QList<Net::Change> &pendingChanges)
{
    const QString muted = palette().color(QPalette::PlaceholderText).name();
    const QString none = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(muted, tr("(none)"));
    const auto section = [&](const QString &title, const QString &body) {
        return QStringLiteral("<h4 style=\"margin-bottom:2px\">%1</h4><div>%2</div>").arg(title.toHtmlEscaped(), body);
    };
    const auto text = [&](const QString &value) { return value.isEmpty() ? none : escaped(value); };
    QString html;
    html += section(tr("Pending changes"),
                    pendingChanges.isEmpty() ? QStringLiteral("<span style=\"color:%1\">%2</span>").arg(muted, tr("Nothing waits to go live."))
                                             : ChangeCards::html(pendingChanges, palette(), true));
    html += section(tr("Supplementary context"), text(context.currentSupplementaryContext.value()));
    html += section(tr("Meta title"), text(context.currentMetaTitle.value()));
    html += section(tr("Meta description"), text(context.currentMetaDescription.value()));
    // The keywords come as one string; shown as chips, split at commas.
    QStringList chips;
    for (const QString &keyword : context.currentMetaKeywords.value().split(u',', Qt::SkipEmptyParts)) {
        if (!keyword.trimmed().isEmpty())
            chips.append(QStringLiteral("<span style=\"background-color:%1\">&nbsp;%2&nbsp;</span>")
                             .arg(palette().color(QPalette::AlternateBase).name(), keyword.trimmed().toHtmlEscaped()));
    }
    html += section(tr("Meta keywords"), chips.isEmpty() ? none : chips.join(QStringLiteral(" ")));
    const QString pageId = context.pageId.value();
    QString pageBody = text(context.pageContext.value());
    if (!pageId.isEmpty()) {
        QUrl url;
        url.setScheme(pageScheme);
        url.setPath(pageId);
        pageBody = QStringLiteral("<a href=\"%1\">%2</a><br>").arg(url.toString().toHtmlEscaped(),
                                                                   (pageName.isEmpty() ? pageId : pageName).toHtmlEscaped())
                   + pageBody;
    }
    html += section(tr("Page context"), pageBody);
    m_browser->setHtml(html);
}

} // namespace Audience::Ui
