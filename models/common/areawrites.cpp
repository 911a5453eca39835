#include "models/common/areawrites.h"

namespace Audience::Models {

void AreaWriteHandlers::set(AreaHandler which, AreaWriteHandler handler)
{
    if (which != AreaHandler::None)
        m_handlers[static_cast<std::size_t>(which)] = std::move(handler);
}

const AreaWriteHandler *AreaWriteHandlers::handler(AreaHandler which) const
{
    const AreaWriteHandler &handler = m_handlers[static_cast<std::size_t>(which)];
    return which != AreaHandler::None && handler.isComplete() ? &handler : nullptr;
}

const AreaWriteHandler *AreaWriteHandlers::handlerOf(const JournalEntry &entry) const
{
    const WriteKindRow *row = entry.note.kind();
    return row ? handler(row->handler) : nullptr;
}

QString AreaWriteHandlers::itemOf(const JournalEntry &entry)
{
    const WriteKindRow *row = entry.note.kind();
    switch (row ? row->areaItem : AreaItem::None) {
    case AreaItem::IdempotencyKey:
        return entry.idempotencyKey;
    case AreaItem::TargetId:
        return entry.note.targetId;
    case AreaItem::AudienceId:
        return entry.note.audienceId;
    case AreaItem::None:
        break;
    }
    return QStringLiteral("journal:%1").arg(entry.id);
}

} // namespace Audience::Models
