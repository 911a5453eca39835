#include "models/audiences/seenaudiences.h"

#include "models/audiences/audiencesearchmodel.h"

namespace Audience::Models {

void SeenAudiences::watch(AudienceSearchModel *model)
{
    connect(model, &QAbstractItemModel::rowsInserted, this, [this, model](const QModelIndex &, int first, int last) {
        for (int row = first; row <= last; ++row) {
            const Net::AudienceSearchItem &item = model->itemAt(row);
            if (!item.audienceId.value().isEmpty())
                m_seen.insert(item.audienceId.value(), item);
        }
    });
}

std::optional<Net::AudienceSearchItem> SeenAudiences::find(const QString &audienceId) const
{
    const auto found = m_seen.constFind(audienceId);
    if (found == m_seen.constEnd())
        return std::nullopt;
    return *found;
}

} // namespace Audience::Models
