#include "models/shell/quicksearchindex.h"

#include "models/audiences/seenaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "models/people/knownpeople.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/topics/topicsearchmodel.h"

namespace Audience::Models {

QList<QuickSearchEntry> QuickSearchIndex::entries() const
{
    QList<QuickSearchEntry> entries;
    const PageListModel *pages = m_connection.pages();
    const QList<Net::AudienceSearchItem> audiences = m_connection.seenAudiences()->all();
    entries.reserve(pages->rowCount() + audiences.size());
    for (int row = 0; row < pages->rowCount(); ++row) {
        const Net::Page &page = pages->pageAt(row);
        entries.append({PlaceId::pages, page.pageId, page.title.isEmpty() ? page.name : page.title, tr("page %1").arg(page.name)});
    }
    for (const Net::AudienceSearchItem &audience : audiences)
        entries.append({PlaceId::audiences, audience.audienceId.value(), audience.effectiveName.value(),
                        tr("audience on %1").arg(audience.pageName.value())});
    // The topics the Topics place has loaded.
    if (const TopicSearchModel *topics = m_connection.topics()) {
        for (int row = 0; row < topics->rowCount(); ++row) {
            const Net::Topic &topic = topics->topicAt(row);
            entries.append({PlaceId::topics, topic.topicId.value(), topic.title.value(),
                            topic.purpose.value().isEmpty() ? tr("topic") : tr("topic: %1").arg(topic.purpose.value())});
        }
    }
    // Every person a search (or an account) has shown in this connection.
    if (const KnownPeople *people = m_connection.knownPeople()) {
        for (const Net::Person &person : people->all()) {
            const QString contact = person.email.value_or(person.domain.value_or(person.phoneNumber.value_or(QString())));
            entries.append({PlaceId::people, person.personId, person.name.isEmpty() ? person.personId : person.name,
                            contact.isEmpty() ? tr("person") : tr("person, %1").arg(contact)});
        }
    }
    return entries;
}

} // namespace Audience::Models
