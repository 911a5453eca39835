#include "app/credentialstore.h"

namespace Audience::App {

CredentialStore::CredentialStore(QObject *parent)
    : QObject(parent)
{
}

CredentialStore::~CredentialStore() = default;

void CredentialStore::operationStarted()
{
    if (++m_pending == 1)
        emit busyChanged(true);
}

void CredentialStore::operationEnded()
{
    if (m_pending > 0 && --m_pending == 0)
        emit busyChanged(false);
}

} // namespace Audience::App
