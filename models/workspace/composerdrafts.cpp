#include "models/workspace/composerdrafts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QTimer>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcComposerDrafts, "audience.models.drafts")

ComposerDrafts::ComposerDrafts(QObject *parent)
    : QObject(parent)
    , m_saveTimer(new QTimer(this))
{
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(saveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &ComposerDrafts::flush);
}

ComposerDrafts::~ComposerDrafts()
{
    flush();
}

void ComposerDrafts::setFilePath(const QString &path)
{
    if (path == m_path)
        return;
    flush();
    m_path = path;
    m_texts.clear();
    load();
}

void ComposerDrafts::setText(const QString &audienceId, const QString &text)
{
    if (audienceId.isEmpty() || m_texts.value(audienceId) == text)
        return;
    if (text.isEmpty())
        m_texts.remove(audienceId);
    else
        m_texts.insert(audienceId, text);
    if (!m_path.isEmpty())
        m_saveTimer->start();
}

void ComposerDrafts::flush()
{
    if (!m_saveTimer->isActive() || m_path.isEmpty())
        return;
    m_saveTimer->stop();
    QJsonObject drafts;
    for (auto it = m_texts.cbegin(); it != m_texts.cend(); ++it)
        drafts.insert(it.key(), it.value());
    const QJsonObject root{{QStringLiteral("format"), 1}, {QStringLiteral("drafts"), drafts}};
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson(QJsonDocument::Compact)) < 0 || !file.commit())
        qCWarning(lcComposerDrafts) << "could not write" << m_path << ":" << file.errorString();
}

void ComposerDrafts::load()
{
    if (m_path.isEmpty())
        return;
    QFile file(m_path);
    if (!file.exists())
        return;
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcComposerDrafts) << "ignoring unreadable" << m_path << ":" << file.errorString();
        return;
    }
    const QJsonObject drafts = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("drafts")).toObject();
    for (auto it = drafts.constBegin(); it != drafts.constEnd(); ++it) {
        if (it.value().isString() && !it.value().toString().isEmpty())
            m_texts.insert(it.key(), it.value().toString());
    }
}

} // namespace Audience::Models
