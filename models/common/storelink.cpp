#include "models/common/storelink.h"

namespace Audience::Models {

void StoreLink::setOpen(ProfileDatabase *store, WriteJournal *journal)
{
    if (store == m_store && journal == m_journal)
        return;
    m_store = store;
    m_journal = journal;
    emit journalChanged(journal);
}

} // namespace Audience::Models
