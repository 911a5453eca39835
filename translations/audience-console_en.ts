<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Audience::App::ConnectionTester</name>
    <message>
        <source>Connected: %1 answered and accepted the key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered, but did not accept the key (401 Unauthorized). Check the key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key to send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered and knows the key, but the key may not list pages (403 Forbidden).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something answered at %1, but not the Audience Pages API (/v0/pages was not found). Check the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered, but not as the Audience Pages API does: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered with an error, so the key could not be checked: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::App::KeychainCredentialStore</name>
    <message>
        <source>No key is stored in the keychain for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access to the keychain was declined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused access; it may be locked. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is available. On Linux a Secret Service such as GNOME Keyring or KWallet must be running. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain could not be reached: no Secret Service (such as GNOME Keyring or KWallet) seems to be running. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The keychain did not answer within %n second(s). It may be locked and waiting for its password in another window.</source>
        <translation>
            <numerusform>The keychain did not answer within %n second. It may be locked and waiting for its password in another window.</numerusform>
            <numerusform>The keychain did not answer within %n seconds. It may be locked and waiting for its password in another window.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::App::ProfileEditor</name>
    <message>
        <source>This profile’s key is kept in memory for this session only. Enter it again to try storing it in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the profile “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its settings and the key stored in your keychain are removed. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key Not Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was deleted, but its key could not be removed from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save and Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key for “%1” will be kept in memory until you quit; it is not saved anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox Not Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local demo sandbox could not be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key to test with: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the key in your keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain Unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain cannot keep this key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

You can use the key for this session only: it stays in memory and is forgotten when you quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use for This &amp;Session Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo Sandbox Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo sandbox stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console cannot read or change the demo data until the sandbox runs again; what you typed is kept. Restart starts it again at the same address, with the same data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox process ended (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox&apos;s log, as it wrote it:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::App::ProfileRegistry</name>
    <message>
        <source>Demo sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::App::SandboxLauncher</name>
    <message numerus="yes">
        <source>The sandbox did not report that it was ready within %n second(s).</source>
        <translation>
            <numerusform>The sandbox did not report that it was ready within %n second.</numerusform>
            <numerusform>The sandbox did not report that it was ready within %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folders in PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox program “%1” was not found. Looked in: %2. Set AUDIENCE_SANDBOX_BIN to its path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the sandbox’s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox reported an address that is not on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox wrote something other than its ready line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the sandbox program %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox stopped before it was ready (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Earlier lines of the log are left out.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::App::Session</name>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile called “%1”. Profiles: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the local sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key is stored for “%1” yet. Enter it to connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the demo sandbox on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key refused by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not accept the key stored for “%2”. Enter the current key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” no longer accepts the key. Enter the current key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left pointing at the webhook inbox on this computer, which stopped (nothing listens there now): %1. Set the URL back on the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The webhook inbox stopped: %1 of “%2” still sends its events to this computer, where nothing listens now. Open “%2” again and restore its URL (%3) in Webhooks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The webhook inbox stopped: %1 of “%2” still send their events to this computer, where nothing listens now. Open “%2” again and restore their URLs in Webhooks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” did not accept the key. Enter the current key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the demo sandbox on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo sandbox answers with errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers with errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The webhook inbox stopped: %n subscription(s) send their events where nothing listens.</source>
        <translation>
            <numerusform>The webhook inbox stopped: %n subscription sends its events where nothing listens.</numerusform>
            <numerusform>The webhook inbox stopped: %n subscriptions send their events where nothing listens.</numerusform>
        </translation>
    </message>
    <message>
        <source>The webhook inbox stopped: restore %1 in Webhooks of “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The webhook inbox stopped: restore %n subscription(s) in Webhooks of “%1”.</source>
        <translation>
            <numerusform>The webhook inbox stopped: restore %n subscription in Webhooks of “%1”.</numerusform>
            <numerusform>The webhook inbox stopped: restore %n subscriptions in Webhooks of “%1”.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo sandbox stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo sandbox stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the demo sandbox again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::AccountLookup</name>
    <message>
        <source>Type or paste an account ID (account_ followed by 26 lowercase letters or digits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An account ID starts with “account_” in lowercase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An account ID starts with “account_”, for example account_01hx3k9v7m2q8r4t6y0w5z1b3c.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only lowercase letters and digits may follow “account_”; “%1” is uppercase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An account ID has no spaces: check what was pasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only lowercase letters and digits may follow “account_”; “%1” is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>“account_” must be followed by exactly 26 letters or digits; this ID has %n.</source>
        <translation>
            <numerusform>“account_” must be followed by exactly 26 letters or digits; this ID has %n.</numerusform>
            <numerusform>“account_” must be followed by exactly 26 letters or digits; this ID has %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no account with the ID %1. Check the ID; an account that was deleted cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::AllPagesScan</name>
    <message>
        <source>Scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting to be scanned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan %1 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: nothing can be scanned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan cancelled before the list of pages was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of pages could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n conversation(s) could not be read</source>
        <translation>
            <numerusform>%1 of %n conversation could not be read</numerusform>
            <numerusform>%1 of %n conversations could not be read</numerusform>
        </translation>
    </message>
    <message>
        <source>No audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s) read</source>
        <translation>
            <numerusform>%n audience read</numerusform>
            <numerusform>%n audiences read</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for its audiences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the list of pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace has no page to scan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning pages, four at a time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) read</source>
        <translation>
            <numerusform>%n conversation read</numerusform>
            <numerusform>%n conversations read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scan cancelled: %1 of %n page(s) scanned; %2.</source>
        <translation>
            <numerusform>Scan cancelled: %1 of %n page scanned; %2.</numerusform>
            <numerusform>Scan cancelled: %1 of %n pages scanned; %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n page(s): %1; %2 could not be scanned.</source>
        <translation>
            <numerusform>Scanned %n page: %1; %2 could not be scanned.</numerusform>
            <numerusform>Scanned %n pages: %1; %2 could not be scanned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n page(s): %1.</source>
        <translation>
            <numerusform>Scanned %n page: %1.</numerusform>
            <numerusform>Scanned %n pages: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last scanned %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 What it found is listed; Scan All Pages reads them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning pages again, four at a time: %1. Meanwhile the list shows what the last scan found (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::AnalyticsExport</name>
    <message>
        <source>%1 (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceActions</name>
    <message>
        <source>Archiving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo archive of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo restore of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1 is &quot;Archived&quot; or &quot;Restored&quot;, %2 why the console has not recorded it yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceAnalyticsModel</name>
    <message>
        <source>All audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page as a whole: counts summed, rates computed from the summed counts, averages weighted by sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous period: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceSearchModel</name>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
ID: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceTreeModel</name>
    <message>
        <source>(no page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s)</source>
        <translation>
            <numerusform>%n audience</numerusform>
            <numerusform>%n audiences</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::BatchRunner</name>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped by Cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n done</source>
        <translation>
            <numerusform>%1 of %n done</numerusform>
            <numerusform>%1 of %n done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n failed</source>
        <translation>
            <numerusform>%1, %n failed</numerusform>
            <numerusform>%1, %n failed</numerusform>
        </translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::BulkInstruction</name>
    <message numerus="yes">
        <source>%1 of %n drafts ready</source>
        <translation>
            <numerusform>%1 of %n draft ready</numerusform>
            <numerusform>%1 of %n drafts ready</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n failed</source>
        <translation>
            <numerusform>%1, %n failed</numerusform>
            <numerusform>%1, %n failed</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent is working on it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft v%1 ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message could not be sent: there is no connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry sending to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ByIdLookup</name>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ComposerDrafts</name>
    <message>
        <source>This draft is not kept yet: %1. It stays here while the console runs, and is kept as soon as the store can be written again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::Connection</name>
    <message>
        <source>What the console learns and the journal of its writes cannot be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConnectionState</name>
    <message>
        <source>%1 answered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service answers with errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was read stays on screen. Check the network, the VPN or the proxy, and that the service runs at this address; the console tries again by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was read stays on screen. The service has a problem of its own; the console tries again by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was read stays on screen. Enter the current key to go on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConversationBatch</name>
    <message>
        <source>Reading the conversation…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConversationModel</name>
    <message>
        <source>The page of this audience is not known yet: find the audience in the search or on its page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent; waiting for the agent</source>
        <extracomment>%1 says why the console has not recorded it yet (&quot;The profile&apos;s disk is full, so…&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conversation is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation has not been read yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::DateRange</name>
    <message>
        <source>All time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No range</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2 (%n day(s))</source>
        <translation>
            <numerusform>%1 – %2 (%n day)</numerusform>
            <numerusform>%1 – %2 (%n days)</numerusform>
        </translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom range</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::DateTimeFormat</name>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n hour ago</numerusform>
            <numerusform>%n hours ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::FigureText</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= 0 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form submits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form-submit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounce-eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounce rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg. interactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg. scroll depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visits that matched the audience in the range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions that converted (a form submitted, or a call to action followed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversions divided by sessions. For the page: all conversions over all sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions in which the form was submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form submits divided by sessions. For the page: all form submits over all sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions that left without engaging.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions whose analysis is complete, the only ones known to have bounced or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounces divided by bounce-eligible sessions. For the page: all bounces over all eligible sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions in which a call to action was clicked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clicks and questions per session. For the page: weighted by each audience&apos;s sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far down the page visitors scrolled. For the page: weighted by each audience&apos;s sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time spent on the page per session. For the page: weighted by each audience&apos;s sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA sessions divided by sessions. For the page: all CTA sessions over all sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>of %Ln bounce-eligible session(s)</source>
        <translation>
            <numerusform>of %Ln bounce-eligible session</numerusform>
            <numerusform>of %Ln bounce-eligible sessions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %Ln session(s)</source>
        <translation>
            <numerusform>of %Ln session</numerusform>
            <numerusform>of %Ln sessions</numerusform>
        </translation>
    </message>
    <message>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>few sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval: %1 to %2 (Wilson). The rate behind these sessions is likely in this range; the fewer the sessions, the wider it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Few sessions: fewer than %1, so this rate can swing widely by chance alone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ImpactText</name>
    <message>
        <source>Conversion rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form submit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounce rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CTA click rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>±%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval %1–%2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p &lt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 of %2, published %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Before: %1 · After: %2 (the publish day, %3, left out; %n week(s) each, same weekdays)</source>
        <translation>
            <numerusform>Before: %1 · After: %2 (the publish day, %3, left out; %n week each, same weekdays)</numerusform>
            <numerusform>Before: %1 · After: %2 (the publish day, %3, left out; %n weeks each, same weekdays)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The “after” window is still open: %1 of %n day(s) over so far.</source>
        <translation>
            <numerusform>The “after” window is still open: %1 of %n day over so far.</numerusform>
            <numerusform>The “after” window is still open: %1 of %n days over so far.</numerusform>
        </translation>
    </message>
    <message>
        <source>A verdict needs at least %1 sessions and %2 conversions on each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough data: the weeks before the publish had %1 sessions and %2 conversions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough data: the weeks after the publish had %1 sessions and %2 conversions; longer windows may help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not enough data yet: at the current pace about %n more day(s).</source>
        <translation>
            <numerusform>Not enough data yet: at the current pace about %n more day.</numerusform>
            <numerusform>Not enough data yet: at the current pace about %n more days.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is more than this window has left; longer windows may help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough data yet: too little since the publish to tell when there will be enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not measured on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 (%4): no clear change, a difference like this often comes from chance alone (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 (%4): unlikely to be chance alone (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 (%4): unlikely to be chance alone (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check this: a change of more than 50 % on fewer than 1,000 sessions is more often noise than news.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page has no other audience with sessions in these windows to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page&apos;s other audiences went from %1 to %2 over the same days (%3, on %4 and %5 sessions); this audience moved %6 relative to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They had too few sessions for this comparison to carry much weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, version %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also published inside these windows: %1. Their effects cannot be told apart from this one&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of the windows could not be loaded and are left out.</source>
        <translation>
            <numerusform>%n day of the windows could not be loaded and is left out.</numerusform>
            <numerusform>%n days of the windows could not be loaded and are left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Averages are descriptions only: the service gives no spread for them, so no test is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an observational before/after comparison, not a randomised test: seasonality, campaigns and other changes move these numbers too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>±%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>form submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against the same weekdays before the publish (the page&apos;s other audiences are too small to compare with)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the page&apos;s other audiences held steady (%1, then %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while the page&apos;s other audiences went from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 relative (95 % interval %2 to %3, %4)</source>
        <extracomment>%1 &quot;−50 %&quot;, %2 and %3 the interval&apos;s ends, %4 &quot;p = 0.006&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 %4: %5, unlikely to be chance alone; since %6.</source>
        <extracomment>%1 a rate&apos;s name, %2 and %3 percentages, %4 the control, %5 the figures, %6 a date</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 %4: %5, unlikely to be chance alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 %4: too little to judge yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 %4: %5; no clear change, a difference like this often comes from chance alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chance below 0.01 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chance of %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No conversion and no form submit on %n whole day(s) running since %1, while sessions went on: at the rates before, about %2 were expected (%3 of none).</source>
        <extracomment>%n whole days, %1 a date, %2 a number, %3 &quot;a chance of 0.05 %&quot;</extracomment>
        <translation>
            <numerusform>No conversion and no form submit on %n whole day running since %1, while sessions went on: at the rates before, about %2 were expected (%3 of none).</numerusform>
            <numerusform>No conversion and no form submit on %n whole days running since %1, while sessions went on: at the rates before, about %2 were expected (%3 of none).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No %1 on %n whole day(s) running since %2, while sessions and %3 went on: at the rate before, about %4 were expected (%5 of none).</source>
        <extracomment>%n whole days, %1 &quot;conversion&quot; or &quot;form submit&quot;, %2 a date, %3 &quot;form submits&quot; or &quot;conversions&quot;, %4 a number, %5 a chance</extracomment>
        <translation>
            <numerusform>No %1 on %n whole day running since %2, while sessions and %3 went on: at the rate before, about %4 were expected (%5 of none).</numerusform>
            <numerusform>No %1 on %n whole days running since %2, while sessions and %3 went on: at the rate before, about %4 were expected (%5 of none).</numerusform>
        </translation>
    </message>
    <message>
        <source>conversions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>form submits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too early to judge: no whole day since the publish yet, or no day before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too little to judge: a judgement needs %1 conversions in the %2 days before the publish and %3 expected after it at that rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Judged day by day on the %1 days before the publish day and %n whole day(s) after it, weekdays matched; the p-value and interval allow for a look every day.</source>
        <translation>
            <numerusform>Judged day by day on the %1 days before the publish day and %n whole day after it, weekdays matched; the p-value and interval allow for a look every day.</numerusform>
            <numerusform>Judged day by day on the %1 days before the publish day and %n whole days after it, weekdays matched; the p-value and interval allow for a look every day.</numerusform>
        </translation>
    </message>
    <message>
        <source>The change is measured against the page&apos;s other audiences over the same days, so what moved the whole page is not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page&apos;s other audiences had fewer conversions than this one (or none), too few to serve as a control: the change is measured against the same weekdays before the publish alone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::InstructionWatch</name>
    <message>
        <source>The agent&apos;s version %1 ended “%2”, not as a draft.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalActions</name>
    <message>
        <source>Sent again with the same key; its outcome follows in the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded: it will not be sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: the service took it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An identical entry is already in the topic (%1): nothing was added again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No identical entry is in the topic: it is being added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The topic&apos;s entries could not be read to look for an identical one, so nothing was sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request could not be made again from what the journal recorded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalExport</name>
    <message>
        <source>Audience Console activity, exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every entry, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries kept by the filter %1, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The activity could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalFilter</name>
    <message>
        <source>page or audience “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalListModel</name>
    <message>
        <source>The profile&apos;s store is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The activity could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalWords</name>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person the service finds or adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open audience %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open person %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open topic %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open subscription %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry first looks for an identical entry in the topic, so it is not added twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry sends the same change again; applied twice, it leaves the same result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry sends it again with the same key, so it cannot apply twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not confirmed: the console closed before the service answered. The service may or may not have applied it. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service did not take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress in another window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::JsonPayload</name>
    <message>
        <source>an object is not closed: a } or a comma is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a colon is missing after a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list is not closed: a ] or a comma is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a comma is missing between values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a JSON value (strings need double quotes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this number is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown escape sequence in a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid characters in a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string is not closed: a &quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object { … } was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the payload is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after the end of the object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the payload must be a JSON object { … }, not a list or a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::KnownWebhooks</name>
    <message>
        <source>Type or paste a subscription ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A subscription ID has no spaces, slashes, &apos;?&apos; or &apos;#&apos;: check what was pasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service knows no subscription with the ID %1. Check the ID: it starts with whsub_ and is case-sensitive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service no longer knows this subscription.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not read yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::LinkedPeopleModel</name>
    <message>
        <source>Person %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::MessageOutbox</name>
    <message>
        <source>Type a message first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message is %1 characters too long (at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection changed before the service answered. Edit takes the text back to send it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageLinkSearchModel</name>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no target type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the audience %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the audience %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageListModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call follow-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sales deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageScan</name>
    <message>
        <source>Not connected: nothing can be scanned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the audiences of “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading conversations: %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no audience to scan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n audience(s) of “%1”; %2 could not be read.</source>
        <translation>
            <numerusform>Scanned %n audience of “%1”; %2 could not be read.</numerusform>
            <numerusform>Scanned %n audiences of “%1”; %2 could not be read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n audience(s) of “%1”.</source>
        <translation>
            <numerusform>Scanned %n audience of “%1”.</numerusform>
            <numerusform>Scanned %n audiences of “%1”.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan cancelled after %1 of %2 audiences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not scan “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PagedListModel</name>
    <message>
        <source>The service said there are more rows but gave no cursor to fetch them, so the list stops here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service pointed back to a page it had already sent, so the list stops here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The list stops after %n page(s): the service kept saying there are more.</source>
        <translation>
            <numerusform>The list stops after %n page: the service kept saying there are more.</numerusform>
            <numerusform>The list stops after %n pages: the service kept saying there are more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonEditor</name>
    <message>
        <source>Will be removed: %1 is saved without a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>International format: + and 2 to 15 digits, for example %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LinkedIn URL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonFieldCheck</name>
    <message>
        <source>Start with + and the country code, for example %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only digits after the +: no spaces, dashes or brackets (for example %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too short: the + is followed by 2 to 15 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A country code never starts with 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too long: at most 15 digits after the + (%1 now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person always has a name: it cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too long: at most %1 characters (%2 now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too long: at most %2 characters (%3 now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lower-case letters only (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lower-case letters and digits joined by single hyphens, like form-submitted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonLogComposer</name>
    <message>
        <source>Left empty, the entry is saved with the type “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower-case words joined by hyphens, like page-visited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who the entry is about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the person&apos;s email address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An email address has an @, like ada@example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the person&apos;s phone number, like %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the person&apos;s LinkedIn URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the person&apos;s ID, like person_…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to a new person, %1, created for this entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to %1, matched by person ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to %1, matched by email.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to %1, matched by phone number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to %1, matched by LinkedIn URL.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonLogModel</name>
    <message>
        <source>Deleted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonSearchModel</name>
    <message numerus="yes">
        <source>%n people</source>
        <translation>
            <numerusform>%n person</numerusform>
            <numerusform>%n people</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>many people (%n shown)</source>
        <translation>
            <numerusform>many people (%n shown)</numerusform>
            <numerusform>many people (%n shown)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ProfileDatabase</name>
    <message>
        <source>The profile&apos;s folder for %1 cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, and it could not be moved aside: another console is doing so; open the profile again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, and it could not be moved aside (%2): it was left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 was written by a newer Audience Console (schema %2; this one knows %3). It was moved aside as %4, nothing in it deleted, and a new, empty store was started. To use it again, close this console, put it back as %1 and open the profile with the newer console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 was damaged (%2). It was moved aside as %3, nothing in it deleted, and a new, empty store was started: what the console had learnt and the journal of earlier writes are in the file moved aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another window on this profile cannot tell that this one is open (the profile&apos;s folder cannot be written): it may offer this window&apos;s writes in flight for Retry.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ProfileFilesImport</name>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the format this console wrote (no “%1”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of a format this console does not know (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read (%2); it was kept aside as %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read (%2), and it could not be moved aside: it was left where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be taken into the profile&apos;s store; it was left where it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishActions</name>
    <message>
        <source>The service refused to publish this version now: it may no longer be a draft, or another publish is under way (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service cannot publish this version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer from the service (%1). Retry Publish sends the same publish again; the service applies it only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check could not read the version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is published: the publish went through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is still a draft: the publish did not reach the service. Retry publishes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is “%2” now, not published: another version may have gone live since. Open the audience to see.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishHistory</name>
    <message>
        <source>The conversation could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishUndo</name>
    <message>
        <source>Not connected: the conversation cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console has not seen this version published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instruction could not be sent: the console is not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the draft cannot be read for the proof.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A newer version (%1) was made after the undo&apos;s draft, so the draft cannot be proved. Ask Again makes a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, undoing version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The publish could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading what this publish changed and what is live now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending asks the agent for a new draft with these values. Nothing goes live until you publish it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending the instruction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent is writing the draft…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the draft to prove it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing version %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: what is live could not be read again. Nothing was done; Read Again when the connection is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the console no longer sees this version published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was lost: what is live could not be read again, so nothing was done. What is shown is as it was read before. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since it was read, a publish changed what is live: %1 Nothing was done; look again, then choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instruction could not be sent again under the same key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Nothing to prove: Ask Again sends the values again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Read Again tries once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instruction was sent, but the service did not confirm it: %1. Ask Again sends the same message again, under the same key, so the agent cannot get it twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The publish failed: %1. Publish again tries it once more, under the same key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published version %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReachWords</name>
    <message>
        <source>%1 did not answer: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 did not answer within %n second(s).</source>
        <translation>
            <numerusform>%1 did not answer within %n second.</numerusform>
            <numerusform>%1 did not answer within %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>The secure connection to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent, for safety: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::RecentAccountsModel</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, opened %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not opened yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not opened yet: open it to see its name, domain and people</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleasePlan</name>
    <message>
        <source>This console has not seen a draft of this audience. Open it, or ask the agent: any instruction returns its version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent is still working on version %1: wait until it is a draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing waiting: version %1 is live, and this console has seen no newer draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newest version this console has seen (%1) is “%2”, not a draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What goes live could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n warning(s)): %2</source>
        <translation>
            <numerusform>%1 (%n warning): %2</numerusform>
            <numerusform>%1 (%n warnings): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading what goes live…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) change</source>
        <translation>
            <numerusform>%n field changes</numerusform>
            <numerusform>%n fields change</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n error(s): cannot be included until fixed</source>
        <translation>
            <numerusform>%1 · %n error: cannot be included until fixed</numerusform>
            <numerusform>%1 · %n errors: cannot be included until fixed</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · checks passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2, acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 to acknowledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What goes live could not be read: not connected to the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What goes live could not be read again: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleasePlanModel</name>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What goes live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not included until acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No net change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleaseRun</name>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version could not be read again before publishing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is already published: someone published it elsewhere since it was checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is no longer the draft: a newer draft replaced it, or another version went live. Open the audience to see its newest draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is “%2” now, no longer a draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before its publish went.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A publish of this version is already under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The publish could not be recorded or sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The publish could not be sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Publishing: %1 of %n done</source>
        <translation>
            <numerusform>Publishing: %1 of %n done</numerusform>
            <numerusform>Publishing: %1 of %n done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published</source>
        <translation>
            <numerusform>%1 of %n published</numerusform>
            <numerusform>%1 of %n published</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed: %1</source>
        <translation>
            <numerusform>%n failed: %1</numerusform>
            <numerusform>%n failed: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped: %1</source>
        <translation>
            <numerusform>%n skipped: %1</numerusform>
            <numerusform>%n skipped: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not started (cancelled)</source>
        <translation>
            <numerusform>%n not started (cancelled)</numerusform>
            <numerusform>%n not started (cancelled)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no publish had gone yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: nothing new starts. %n publish(es) had already gone: %1.</source>
        <translation>
            <numerusform>Cancelled: nothing new starts. %n publish had already gone: %1.</numerusform>
            <numerusform>Cancelled: nothing new starts. %n publishes had already gone: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the version again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry publishing %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleaseUndo</name>
    <message>
        <source>Nothing to undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) to set back</source>
        <translation>
            <numerusform>%n field to set back</numerusform>
            <numerusform>%n fields to set back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n field(s) changed again by a later publish, kept at the later value</source>
        <translation>
            <numerusform>%1; %n field changed again by a later publish, kept at the later value</numerusform>
            <numerusform>%1; %n fields changed again by a later publish, kept at the later values</numerusform>
        </translation>
    </message>
    <message>
        <source>Sending the instruction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not proven: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing version %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: version %1 is live, with the values from before version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its publish failed in the release: nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its publish never started in the release: nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read: its conversation could not be read (%1). Read Again reads it; the others go on without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1 The service refused it, so it is not sent again; the others go on without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not undone (not published by the release)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReviewModel</name>
    <message>
        <source>(page not known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page of this audience is not known, so its conversation cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s)</source>
        <translation>
            <numerusform>%n audience</numerusform>
            <numerusform>%n audiences</numerusform>
        </translation>
    </message>
    <message>
        <source>Page ID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v%1 · %2</source>
        <comment>draft number · its age</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ No problem found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>✖ %n error(s)</source>
        <translation>
            <numerusform>✖ %n error</numerusform>
            <numerusform>✖ %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n warning(s)</source>
        <translation>
            <numerusform>⚠ %n warning</numerusform>
            <numerusform>⚠ %n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n field</numerusform>
            <numerusform>%n fields</numerusform>
        </translation>
    </message>
    <message>
        <source>This audience has pending changes in a version this console has not seen: only the service knows that version’s ID. Ask the agent to confirm the draft: its answer names the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience ID: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::SessionLookup</name>
    <message>
        <source>Choose the page the session belongs to first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a session ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A session ID has no spaces, slashes, &apos;?&apos; or &apos;#&apos;: check what was pasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session with the ID %1 on this page. Sessions belong to one page: check the page chosen, and the ID (an audience session ID or an analytics session ID).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysed: the figures below are final.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still being analysed: time spent, scroll depth and whether it bounced may be missing or change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis of this session failed: its engagement figures are missing and it is not counted as bounce-eligible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis status “%1” (not known to this version of the console).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::ShareImageLoader</name>
    <message>
        <source>The image address is not a valid web address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only http and https images are loaded (this one is %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a reserved example name that no network can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image is larger than %1 MB (networks take at most %1 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The image&apos;s host did not answer within %n second(s).</source>
        <translation>
            <numerusform>The image&apos;s host did not answer within %n second.</numerusform>
            <numerusform>The image&apos;s host did not answer within %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>The image&apos;s host answered HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not an image the console can read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::StartCheck</name>
    <message>
        <source>Confirmed by the service at start: its conversation has this message (written %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::StoreFault</name>
    <message>
        <source>it is locked by another console or program; close it and open the profile again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is read-only: the console can neither keep what it learns nor journal its writes; make the store&apos;s files (the file and those beside it whose names begin with it) and its folder writable, then open the profile again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding the profile is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is damaged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be opened or made: check that its folder exists and can be written (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::StoreSchema</name>
    <message>
        <source>The profile&apos;s store cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be brought to schema %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store was written by a newer Audience Console (schema %1; this one knows %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicEntryModel</name>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicEntryWriter</name>
    <message>
        <source>Give the entry a content type (for example “text” or “faq”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the entry’s content.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a topic first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry is being added to this topic already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sort order must be a whole number, 0 or more, or left empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sort order %1 is larger than the service accepts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicSearchModel</name>
    <message>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
ID: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::WatchDismissals</name>
    <message numerus="yes">
        <source>%n dismissal(s) not kept yet: %1. Tried again until the store takes it; if the console closes before, the alert shows again at the next start.</source>
        <translation>
            <numerusform>%n dismissal not kept yet: %1. Tried again until the store takes it; if the console closes before, the alert shows again at the next start.</numerusform>
            <numerusform>%n dismissals not kept yet: %1. Tried again until the store takes them; if the console closes before, the alert shows again at the next start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::WatchText</name>
    <message>
        <source>This publish may have hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracking may be broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n publish(es) need a look</source>
        <translation>
            <numerusform>%n publish needs a look</numerusform>
            <numerusform>%n publishes need a look</numerusform>
        </translation>
    </message>
    <message>
        <source>Form submits stopped after this publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversions stopped after this publish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookEditor</name>
    <message>
        <source>The service listed %1, which this console cannot send back. Untick it to save the other changes of the events, or leave the events as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the changes are kept until you save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not check the subscription before saving: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A save of this subscription is already under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was saved again (updated %1) with the same URL, events and state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookEvents</name>
    <message>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An audience&apos;s content changes: a message starts a version, it is processed into a draft, a draft is published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A visitor submits a form on a page, and the service enriches what was submitted (or fails to).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form enriched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form enrichment failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message was accepted in an audience&apos;s workspace and a new version started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new version finished processing and is a draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A version was published and is what visitors see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A visitor submitted a form on a page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a visitor submitted was enriched with more about them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enriching a submitted form failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event type this version of the console does not know; it is kept as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n type(s) listed</source>
        <translation>
            <numerusform>The %n type listed</numerusform>
            <numerusform>All %n types listed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookInbox</name>
    <message>
        <source>Could not listen on this computer (127.0.0.1): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used: a signing secret starts with whsec_ followed by base64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secret: signatures are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used until the console closes (no keychain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used until the console closes; not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the keychain; signatures are checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking in the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a subscription first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pointing %1 at the inbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring the URL of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now sends its events to this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sends to %2 again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no event ID) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, time off by more than 5 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a change of this URL is already under way</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookSignature</name>
    <message>
        <source>Not checked (no signing secret given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid signature: wrong secret, or the body was changed on the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed: a webhook-id, webhook-timestamp or webhook-signature header is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: the secret given is not a whsec_… secret</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookUrlCheck</name>
    <message>
        <source>Enter the address the events are sent to, such as https://example.com/webhooks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address starts or ends with a space: remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address is %1 characters long; the service accepts at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address must be complete, starting with https:// or http://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address must start with https:// or http://, not %1:.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address has no host name after %1://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http: the events, and their signatures, travel unencrypted to another computer. Use https unless this is a test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a link-local address: it only means something on one network segment, so the service will most likely not reach it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a private network address: a service on the internet cannot reach it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The path after the host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The part after “#”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query after “?”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a “%” that is not followed by two hexadecimal digits; a percent sign itself is written %25.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2, which an address cannot hold as it is; write it percent-encoded (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host name %1 holds %2. The address standard allows it, but no host name with it can be found in DNS (names hold only letters, digits, hyphens and dots), so the events could never be delivered there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host name %1 holds %2, which no host name can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host name %1 has an empty part between dots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address in brackets, %1, is not a valid IPv6 address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the IPv6 address in brackets only a colon and a port may follow, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host name %1 is not a name a computer can be found by: check it for a mistyped character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port %1 after the host name must be a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 come two slashes, then the host name: %2//example.com/…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a valid address: check it for a mistyped or missing character.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::WriteKinds</name>
    <message>
        <source>Send a message to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent a message to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish version %2 of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published version %2 of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update person %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated person %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a log entry for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added a log entry for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a log entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added a log entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an entry to topic %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added an entry to topic %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update webhook subscription %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated webhook subscription %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the undo of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent the undo of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Models::WriteTracker</name>
    <message>
        <source>Not confirmed: the console closed before the service answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the console closed before the service answered; whether it was applied is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request could not be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: the profile&apos;s store refused it then; it takes writes again, so Retry sends it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Net</name>
    <message>
        <source>HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer within the time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection could not be established: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was closed before the answer was complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s host name could not be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused a redirect to an insecure address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy could not be reached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy asks for a login the console was not given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer is not connected to a network.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Net::ApiClient</name>
    <message>
        <source>No valid service address (http:// or https://) is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http:// is only used for this computer; use https:// for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key was refused. Enter a new key to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key is set.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Net::ApiError</name>
    <message>
        <source>Cannot reach the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not answer in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure connection failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreadable answer from the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked for safety</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) need attention.</source>
        <translation>
            <numerusform>%n field needs attention.</numerusform>
            <numerusform>%n fields need attention.</numerusform>
        </translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Net::DecodeError</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer %1 is outside 0..9007199254740991</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the body is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the body is not a JSON object or array</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Net::RequestJob</name>
    <message>
        <source>The service answered with a redirect without a target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service redirected to another address (%1); the request was not sent there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service answered with a redirect that cannot be followed (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was cut short (%1 of %2 bytes arrived).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection changed while this request was waiting to be sent again; it was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The answer was cut short: the connection closed after %n byte(s) of the body.</source>
        <translation>
            <numerusform>The answer was cut short: the connection closed after %n byte of the body.</numerusform>
            <numerusform>The answer was cut short: the connection closed after %n bytes of the body.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is too large: it passed %1 MiB, the most this connection accepts; it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Net::Validator</name>
    <message>
        <source>Must not be before the start date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be %1 to %2 characters long (it is %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be at least %1 characters long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use lower-case letters and digits separated by single hyphens (kebab-case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be an international number: + then 2 to 15 digits, not starting with 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be &quot;account_&quot; followed by 26 lower-case letters or digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a whole number from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be an absolute URI, e.g. https://example.com/hook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Net::WebhooksApi</name>
    <message>
        <source>Must be a list of events (it may be empty), not nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AccountDetailView</name>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People linked to the account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the chosen person in People (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No account open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the account…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an account ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linked people (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No people are linked to this account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service cannot list accounts: type or paste an account ID above and press Enter, or choose one the console has met.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AccountsPlace</name>
    <message>
        <source>account_ and 26 lowercase letters or digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the account with this ID (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounts met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accounts met: opened before, or known to the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No accounts met yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This service&apos;s people and page links do not name their accounts, and it cannot list them; accounts you open by ID are listed here. An account&apos;s ID (account_ and 26 lowercase letters or digits) comes from your CRM, or from whoever set up the workspace; the people an account links show it on their page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActionCardsSection</name>
    <message>
        <source>(no alt text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action cards (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page has no action-card widgets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(untitled card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No logos.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityDetailView</name>
    <message>
        <source>Choose an entry to see what was sent and what the service answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the write again with the same key: the service applies it at most once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the service whether the version was published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;iscard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up on this write; the entry stays in the journal as discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The idempotency key: a retry sends the same one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no body)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no answer: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no answer came)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(waiting for the answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no answer kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did it &amp;work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The impact of this publish: conversion and other rates before and after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo This Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo This Re&amp;lease…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo every publish of the release this one belongs to: a proven draft each, published as one release</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityFilterBar</name>
    <message>
        <source>Search names, IDs, keys, bodies and errors…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page or audience…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page or audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of a page&apos;s or audience&apos;s ID, or of the audience&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityPlace</name>
    <message>
        <source>Nothing was done: not connected, or this entry is no longer waiting for a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;JSON Lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget Entries Older Than…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activity actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the entries the filters keep, or forget old entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No journal yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store opens once connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No write in the journal is kept by these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No writes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change the console sends to the service (a message, a publish, an archive, an edit…) is listed here with its outcome, before it is sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries shown, older ones as you scroll</source>
        <translation>
            <numerusform>%n entry shown, older ones as you scroll</numerusform>
            <numerusform>%n entries shown, older ones as you scroll</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the activity as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the activity as JSON Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Lines files (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The activity cannot be exported now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n entries to %1.</source>
        <translation>
            <numerusform>Exported %n entry to %1.</numerusform>
            <numerusform>Exported %n entries to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n entries.</source>
        <translation>
            <numerusform>Forgot %n entry.</numerusform>
            <numerusform>Forgot %n entries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This publish&apos;s release is no longer in the release log (the newest %n are kept).</source>
        <translation>
            <numerusform>This publish&apos;s release is no longer in the release log (only the newest %n is kept).</numerusform>
            <numerusform>This publish&apos;s release is no longer in the release log (the newest %n are kept).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AddLogEntryDialog</name>
    <message>
        <source>Add log entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add log entry — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This person (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone by email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone by phone number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone by LinkedIn URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone by person ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who the entry is about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example website</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example page-visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload (JSON object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Payload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the same entry again; the service recognises it and never adds it twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ada@example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+14155550123</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://www.linkedin.com/in/…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person_…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service adds the entry to the person it finds, or creates one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the activity comes from: lower-case words joined by hyphens, like website or hubspot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON object; its fields are up to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding the entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Not added: %1. Your entry is kept; Retry sends it again without adding it twice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AnalyticsPlace</name>
    <message>
        <source>Find a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service has no pages yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No page matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AnalyticsView</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with the previous period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also asks for the period of the same length just before, and shows every figure&apos;s change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;udiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an audience to open it. Ctrl+C copies the table for a spreadsheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the trend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions Chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rates Chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend Chart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Table for a Spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All time has no previous period to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading analytics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No page chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a page on the left to see how its audiences do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audiences in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service reports no audience of this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service reports no audience of this page from %1 to %2. Try a longer range.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceArchiveFlow</name>
    <message>
        <source>Archive audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive the audience “%1” of the page “%2”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can undo this for a few seconds afterwards, and restore the audience later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is back: the archive was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not archive “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not restore “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceBrowser</name>
    <message>
        <source>Search audiences by name or page name (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences by page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching audiences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not search audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audiences yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the pages has an audience.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audience matches “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search looks at audience names and page names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 matches, on %2. Type more of a name to narrow the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>audiences on pages</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s)</source>
        <translation>
            <numerusform>%n audience</numerusform>
            <numerusform>%n audiences</numerusform>
        </translation>
    </message>
    <message>
        <source>Only drafts waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the audiences with a draft waiting to be published, as far as this console has seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No draft waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As far as this console has seen, no audience here has a draft waiting to be published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>drafts waiting on pages</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s) waiting</source>
        <translation>
            <numerusform>%n draft waiting</numerusform>
            <numerusform>%n drafts waiting</numerusform>
        </translation>
    </message>
    <message>
        <source>Write to the Editing Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the Chosen Version…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceDetailView</name>
    <message>
        <source>&amp;Archive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive this audience (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service offers no call to read one audience, so only its name and page are known here. Its status, versions, overrides and metadata appear once it has been archived or restored from this console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this page in Pages ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an audience to see what is known about it, and to archive or restore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On page “%1” ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the page in Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only archived audiences can be restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore this audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search does not tell an audience’s status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status as the service last returned it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person route key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supplementary context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New page agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action form ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest version ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service returned no metadata for this audience.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canonical URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live: version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published from this console in this session; the service offers no call to read an audience’s status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceSelection</name>
    <message>
        <source>Ask the Agent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send one instruction to every selected audience&apos;s editing agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish Selected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the drafts of the selected audiences as one release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Audiences of This Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every audience of the current audience&apos;s page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Agent (%1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish %1 Selected…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceWorkspaceView</name>
    <message>
        <source>This audience is archived: its workspace is read-only. Restore it to edit or publish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conversation yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell the agent what to change: write below and press Ctrl+Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ontext</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live: version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This audience is archived: restore it to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;ersions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A publish of this version is already under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console is not connected to the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 was not published. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation of this audience is no longer open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::BatchRunView</name>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::BulkComposerDialog</name>
    <message numerus="yes">
        <source>Ask the agent of %n audience(s)</source>
        <translation>
            <numerusform>Ask the agent of %n audience</numerusform>
            <numerusform>Ask the agents of %n audiences</numerusform>
        </translation>
    </message>
    <message>
        <source>One instruction, sent to each audience&apos;s editing agent. Each audience gets its own message and its own draft; its workspace shows the message like any other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What should the agents change? For example: Lead with the 30-day pilot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction for every chosen audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Send to %n audience(s)</source>
        <translation>
            <numerusform>Send to %n audience</numerusform>
            <numerusform>Send to %n audiences</numerusform>
        </translation>
    </message>
    <message>
        <source>Retry Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent: there is no connection.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ColumnMenu</name>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::Composer</name>
    <message>
        <source>Message to the editing agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell the agent what to change, e.g. “Make the meta title shorter and mention pricing”. Ctrl+Enter sends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to the editing agent (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ConnectionBar</name>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each write stays in its place with Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trying again now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Trying again in %n second(s).</source>
        <translation>
            <numerusform>Trying again in %n second.</numerusform>
            <numerusform>Trying again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) wait to be sent: each stays in its place with Retry.</source>
        <translation>
            <numerusform>%n write waits to be sent: it stays in its place with Retry.</numerusform>
            <numerusform>%n writes wait to be sent: each stays in its place with Retry.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service answers again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) could not be sent while it was out of reach. Nothing is sent by itself: send them now, or each from its place.</source>
        <translation>
            <numerusform>%n write could not be sent while it was out of reach. Nothing is sent by itself: send it now, or from its place.</numerusform>
            <numerusform>%n writes could not be sent while it was out of reach. Nothing is sent by itself: send them now, or each from its place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send the %n Waiting Write(s)</source>
        <translation>
            <numerusform>Send the %n Waiting Write</numerusform>
            <numerusform>Send the %n Waiting Writes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ContextPanel</name>
    <message>
        <source>The context appears once the conversation has loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supplementary context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audience&apos;s context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search and social previews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search and social previews, live and after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing now would change nothing a visitor sees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) would change for every visitor of this audience.</source>
        <translation>
            <numerusform>%n field would change for every visitor of this audience.</numerusform>
            <numerusform>%n fields would change for every visitor of this audience.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agent&apos;s steps (%n)</source>
        <translation>
            <numerusform>Agent&apos;s steps (%n)</numerusform>
            <numerusform>Agent&apos;s steps (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>As last read: the conversation could not be read again (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ConversationView</name>
    <message>
        <source>Conversation with the editing agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↓ Jump to latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New messages arrived below (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Message ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::DateRangeBar</name>
    <message>
        <source>Date range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The period of the same length before this one (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The period of the same length after this one (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole days in your time zone (%1), from the first day&apos;s midnight to the end of the last day, sent to the service in UTC.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::FooterLinksSection</name>
    <message>
        <source>Footer links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Footer links (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service sent no footer links for this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The footer has no links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(untitled group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No links.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ForgetEntriesDialog</name>
    <message>
        <source>Forget Activity Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget entries older than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a day I choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget entries that started before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget entries older than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started before:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished entry is that old: nothing would be forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finished entries will be forgotten. Writes that are not confirmed or still in progress are kept.</source>
        <translation>
            <numerusform>%n finished entry will be forgotten. Writes that are not confirmed or still in progress are kept.</numerusform>
            <numerusform>%n finished entries will be forgotten. Writes that are not confirmed or still in progress are kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImagePlaceholder</name>
    <message>
        <source>No image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image placeholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image without alt text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image: %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactCard</name>
    <message>
        <source>&amp;Windows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s) before and after</source>
        <translation>
            <numerusform>%n week before and after</numerusform>
            <numerusform>%n weeks before and after</numerusform>
        </translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save these figures, the windows and the caveat as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a published version to see whether it worked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the windows&apos; days: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the impact as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo This Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactDialog</name>
    <message>
        <source>Did it work? Version %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactTables</name>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verdict: too little data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlikely to be chance alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could be chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this audience: %1 relative to them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest of the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rates before and after the publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Averages before and after the publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged: %1 relative, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::KeyField</name>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::KpiTile</name>
    <message>
        <source>Previous period: %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ListDetailPlace</name>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a profile with the profile button in the tool bar, or start the demo sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen profile is not connected: the status bar says why. The profile button in the tool bar edits it or chooses another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ListStateWidget</name>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing here yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last read %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::MainWindow</name>
    <message>
        <source>Audience Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the previous place (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload this place from the service (Ctrl+R, F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick Search…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in This Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the &amp;Sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) — Audience Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is ready to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Audience Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Audience Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Audience Console&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;A desktop console for the Audience Pages Service: landing pages, their audiences, the editing agent, publishing and analytics.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard them and go on, or stay to save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to any loaded page, audience, person or topic (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2
It is listed in Review under “Needs a look”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Impact Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Impact Card of the First Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The “Did it work?” card of the first publish under Review’s “Needs a look” (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NavigationSidebar</name>
    <message>
        <source>Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NeedsALookView</name>
    <message>
        <source>Needs a look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs a look (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Impact Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the impact card of version %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the figures before and after this publish, and undo it from there if it hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss this alert about version %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the dismissed alert again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismissed: %1 (version %2 of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss This Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hide this alert (it can be undone for %n second(s)); nothing is changed on the page</source>
        <translation>
            <numerusform>Hide this alert (it can be undone for %n second); nothing is changed on the page</numerusform>
            <numerusform>Hide this alert (it can be undone for %n seconds); nothing is changed on the page</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NotificationBar</name>
    <message>
        <source>Notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageActionsSection</name>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This page has no calls to action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no button title)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action ID: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageAudiencesSection</name>
    <message>
        <source>Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences of the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the page’s audiences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a profile to see the page’s audiences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search for “%1” found too many audiences to list; open the Audiences browser to search by name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audience search found no audiences of this page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageDetailView</name>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No page selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a page in the list to see its overview, previews, audiences, actions and scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageFilterBar</name>
    <message>
        <source>Search loaded pages by name or title (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 loaded pages match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 pages loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinkDetailView</name>
    <message>
        <source>Choose a link to see where it leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1: this link no longer leads anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link names the audience it leads to, but not its page. To open the page of a page or routing link, choose the page in the filters: every link found then leads to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinkFilterBar</name>
    <message>
        <source>Search paths…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search page links by path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page the links lead to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant domain ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ID of a custom domain (a tenant domain ID, as links show it). Empty: the service&apos;s fallback subdomain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallback subdomain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any page</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 links</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinksPlace</name>
    <message>
        <source>Page links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching page links…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not search the page links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No page links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No links on the fallback subdomain. Links on a custom domain are found with its domain ID in the Domain box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link on the fallback subdomain matches these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link on the domain %1 matches these filters (an unknown domain ID finds nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinksSection</name>
    <message>
        <source>Page links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links to the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for links to the page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not search the page links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Linked Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a profile to see the links to the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link on the fallback subdomain leads to this page. Links on a custom domain are found with its domain ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link on the domain %1 leads to this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageOverviewSection</name>
    <message>
        <source>(untitled page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this page&apos;s audiences do: sessions, conversion, trends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PagePreviewsSection</name>
    <message>
        <source>Search and social</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared link (Open Graph)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twitter / X card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All metadata fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page has no metadata: the previews fall back on its title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No SEO title: search engines will use the page title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SEO title has %1 characters; search engines usually cut it after about %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No meta description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meta description has %1 characters; search engines usually cut it after about %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No canonical URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Open Graph image: shared links show no picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Open Graph image has no alt text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robots say “noindex”: search engines will not list this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Title, description, address and share image are all set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canonical URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:image file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:image:alt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:site_name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>og:url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:image file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:image:alt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twitter:creator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageScriptsSection</name>
    <message>
        <source>Scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scripts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scripts are injected into this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed script)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injection point: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PagesBrowser</name>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No page matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the loaded pages matches the search and filters. More pages may load as you scroll once the filters are cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pages yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workspace has no landing pages. Pages created in the service appear here after a reload (F5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Page &amp;ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PeoplePlace</name>
    <message>
        <source>Search people by name, email, domain, phone or slug (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add log entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching people…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not search people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No people yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People appear here when the service learns of them, for example from a log entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No one matches “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search looks at name, email, domain, phone number and slug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonAccountLine</name>
    <message>
        <source>Open Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account: none known yet. The service gives a person no account; an account opened in Accounts names its people, and they show it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account: %1, by their domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the account %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonDetailView</name>
    <message>
        <source>Person %1 is not among the people loaded in this session.
The service can only search people (by name, email, domain, phone or slug): search for them on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a person on the left to see their details and activity.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonEditForm</name>
    <message>
        <source>:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit this person&apos;s fields (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changed fields (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every field back as the service has it (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: empty removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✎ Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✎ Changed. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Not saved: %1. Your changes are kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonLogView</name>
    <message>
        <source>&lt;b&gt;Activity&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also list entries that were deleted; they are marked “Deleted”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add log entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record an activity for this person or someone else (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activity log, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the activity log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected entry&apos;s payload as indented JSON (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload of the selected entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the activity log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was ever logged for this person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing logged for this person (deleted entries are hidden).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n deleted</source>
        <translation>
            <numerusform>%1, %n deleted</numerusform>
            <numerusform>%1, %n deleted</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, loading more…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a&amp;udience %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PlacePlugins</name>
    <message>
        <source>%1 is not the plugin of this place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to version %2 of the console, not to this one (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a place of the console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made no place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is in none of these folders: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PreviewComparison</name>
    <message>
        <source>Live now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Google result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared link (LinkedIn, Facebook)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No share image: shared links show no picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ProfileDialog</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Acme production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://api.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow plain &amp;HTTP to this host (the key travels unencrypted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in your system keychain, never in a settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty to keep the key stored in your keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the API key for this workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address now points to another host: enter the key again so it is not sent somewhere new by mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reply from the service larger than this is refused while it arrives, so a broken service cannot fill this computer&apos;s memory. %1 MB holds every real reply with room to spare: leave it unless support asks you to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest reply &amp;accepted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ProfileSwitcher</name>
    <message>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a profile to connect to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local demo sandbox on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PublishDialog</name>
    <message>
        <source>Publish Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the New Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks before publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish %1 of “%2”? No field ends up different from what is live now, so visitors would see no difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Publish %1 of “%2”? %n field(s) change for every visitor of this audience.</source>
        <translation>
            <numerusform>Publish %1 of “%2”? %n field changes for every visitor of this audience.</numerusform>
            <numerusform>Publish %1 of “%2”? %n fields change for every visitor of this audience.</numerusform>
        </translation>
    </message>
    <message>
        <source>Publish Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft changed since you opened this: look at what goes live again, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service answered with an error: what goes live could not be read again. Publish waits until it is read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was lost: what goes live could not be read again. Publish waits until it is read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish %1 of “%2”? What goes live could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::QuickSearchPopup</name>
    <message>
        <source>Quick search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to a loaded page or audience…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑↓ to choose · Enter to open · Esc to close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is loaded yet. Pages and audiences appear here once their lists have loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing loaded matches “%1”. The quick search looks through the pages and audiences loaded so far.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::RatesChartView</name>
    <message>
        <source>Rates per audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion, form-submit and bounce rate per audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Conversion rate: %2
Form-submit rate: %3
Bounce rate: %4
Sessions: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>What follows a percentage on a chart axis (&quot;20 %&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleaseDialog</name>
    <message numerus="yes">
        <source>Publish %n audience(s) as one release</source>
        <translation>
            <numerusform>Publish %n audience as one release</numerusform>
            <numerusform>Publish %n audiences as one release</numerusform>
        </translation>
    </message>
    <message>
        <source>Every chosen audience&apos;s draft goes live together. Check what goes live for each; an audience with an error cannot be included, and warnings need your acknowledgement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences in this release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge All Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n audience(s) can be published</source>
        <translation>
            <numerusform>%1 of %n audience can be published</numerusform>
            <numerusform>%1 of %n audiences can be published</numerusform>
        </translation>
    </message>
    <message>
        <source>reading what goes live…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be included</source>
        <translation>
            <numerusform>%n cannot be included</numerusform>
            <numerusform>%n cannot be included</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings to acknowledge</source>
        <translation>
            <numerusform>%n with warnings to acknowledge</numerusform>
            <numerusform>%n with warnings to acknowledge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Publish %n Audience(s)</source>
        <translation>
            <numerusform>Publish %n Audience</numerusform>
            <numerusform>Publish %n Audiences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acknowledged the warnings of %n audience(s):</source>
        <translation>
            <numerusform>Acknowledged the warnings of %n audience:</numerusform>
            <numerusform>Acknowledged the warnings of %n audiences:</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release did not start. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release could not start: there is nothing to publish, or no connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleaseUndoDialog</name>
    <message>
        <source>Undo This Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences of the release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take the old values of the fields a later publish changed again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Instructions&lt;/b&gt;: one to each audience&apos;s agent, its own values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Publishes&lt;/b&gt;: the proven drafts, as one release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Send Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask each audience&apos;s agent for a draft with the values from before the release; nothing goes live yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish Proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish every draft proved equal to its values before the release, as one release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the release of %1: each audience&apos;s values from before it, proved, then published as one release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ask Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publish Proven (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading what the release changed and what is live now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Publish %n proven draft(s) as one release? Each puts back the values from before the release.</source>
        <translation>
            <numerusform>Publish %n proven draft as one release? It puts back the values from before the release.</numerusform>
            <numerusform>Publish %n proven drafts as one release? Each puts back the values from before the release.</numerusform>
        </translation>
    </message>
    <message>
        <source>Publish Proven Drafts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read again the audiences whose conversation could not be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleasesCutShortView</name>
    <message>
        <source>Releases cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The release of %1 (%n audience(s)) was cut short: %2.</source>
        <translation>
            <numerusform>The release of %1 (%n audience) was cut short: %2.</numerusform>
            <numerusform>The release of %1 (%n audiences) was cut short: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss this release</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::RequestActivityIndicator</name>
    <message>
        <source>Retrying %1 (attempt %2) in %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrying %1 (attempt %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not answer well; the console tries again by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in flight</source>
        <translation>
            <numerusform>%n request in flight</numerusform>
            <numerusform>%n requests in flight</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReviewDetailView</name>
    <message>
        <source>Only the service knows the ID of the version that holds these changes: this console has not seen it. Ask the agent to confirm the draft; its answer names the version, and the draft then appears here like any other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Agent to Confirm the Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks before publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a draft to see what goes live with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s) chosen. Ask the agent, or publish them, with the buttons under the list.</source>
        <translation>
            <numerusform>%n audience chosen. Ask the agent, or publish it, with the buttons under the list.</numerusform>
            <numerusform>%n audiences chosen. Ask the agent, or publish them, with the buttons under the list.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — draft version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the conversation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No field ends up different from what is live now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) change for every visitor of this audience.</source>
        <translation>
            <numerusform>%n field changes for every visitor of this audience.</numerusform>
            <numerusform>%n fields change for every visitor of this audience.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReviewPlace</name>
    <message>
        <source>Drafts waiting, by page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page to scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan This Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the conversation of each of the page’s audiences (four at a time) and list those with changes in a version this console has not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Agent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send one instruction to the editing agent of every chosen audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish Selected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishes the chosen drafts whose version this console knows; an audience whose version it has not seen is left out until the agent confirms its draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the chosen drafts as one release, after a confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not send the request to the agent: not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked the agent to confirm the draft. It appears here once the agent has made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No draft waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s) waiting</source>
        <translation>
            <numerusform>%n draft waiting</numerusform>
            <numerusform>%n drafts waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a version not seen</source>
        <translation>
            <numerusform>%n with a version not seen</numerusform>
            <numerusform>%n with a version not seen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan All Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan every page of the workspace, four pages at a time, and list the audiences with changes in a version this console has not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages scanned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As far as this console has seen, no audience has a draft waiting. Drafts made elsewhere show up when you scan their page, or all pages.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SearchResultPreview</name>
    <message>
        <source>Search result preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no address: the page sets no canonical URL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No description: search engines will quote text from the page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SessionCardView</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LinkedIn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟳ Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session &amp;ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a session ID (sess_… or asess_…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max scroll depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total clicks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source (UTM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form submission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identifier type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submission ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the analytics session ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytics session ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the audience session ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience session ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open page ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the page in Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open audience ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;cent sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the list of recent sessions of this profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a page first: a session is opened on the page it belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste a session ID first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this session of “%1” (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading session %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a page first: a session is opened by its ID on the page it belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Not converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Form submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ No form submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↩ Bounced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a bounce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct visit (no UTM parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no URL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no audience matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audience matched this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the audience in Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On another page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On another page: choose that page first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session %1 is on another page (“%2”): choose that page first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service cannot list sessions: a session&apos;s ID (sess_… or asess_…) comes from your site&apos;s own tracking or a form submission on the page, or from someone who shares it. The sessions you open are listed here, for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the ID of a visitor session on “%1” (or choose one below) and press Open to see how the visit went: its outcome, engagement, source and who it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not opened yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened yet: open it to see how the visit went</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SessionsChartView</name>
    <message numerus="yes">
        <source>Other audiences (%n)</source>
        <translation>
            <numerusform>Other audiences (%n)</numerusform>
            <numerusform>Other audiences (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sessions per audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 session(s), %3 % of all the page&apos;s sessions</source>
        <translation>
            <numerusform>%1
%2 session, %3 % of all the page&apos;s sessions</numerusform>
            <numerusform>%1
%2 sessions, %3 % of all the page&apos;s sessions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ShortcutsDialog</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous / next period of the same length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive the selected audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the chosen item / close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a shortcut by what it does or its keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the chosen message as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the latest message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the search box to the results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SocialCardPreview</name>
    <message>
        <source>Social card preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::StatusLabels</name>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::StoreNoticeBar</name>
    <message>
        <source>Open in Activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) were not confirmed: the console closed before the service answered. Each can be retried with its own key (applied once) or discarded.</source>
        <translation>
            <numerusform>%n write was not confirmed: the console closed before the service answered. It can be retried with its own key (applied once) or discarded.</numerusform>
            <numerusform>%n writes were not confirmed: the console closed before the service answered. Each can be retried with its own key (applied once) or discarded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This profile is also open in another window, which has %n write(s) in flight: they show as in progress there, and that window records what comes of them.</source>
        <translation>
            <numerusform>This profile is also open in another window, which has %n write in flight: it shows as in progress there, and that window records what comes of it.</numerusform>
            <numerusform>This profile is also open in another window, which has %n writes in flight: they show as in progress there, and that window records what comes of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>This profile is also open in another window: what either window writes shows in both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n outcome(s) could not be recorded yet: %1. It will be recorded when the store can be written again.</source>
        <extracomment>%1 is a cause such as &quot;the disk holding the profile is full&quot;</extracomment>
        <translation>
            <numerusform>%n outcome could not be recorded yet: %1. It will be recorded when the store can be written again.</numerusform>
            <numerusform>%n outcomes could not be recorded yet: %1. They will be recorded when the store can be written again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicDetailView</name>
    <message>
        <source>Choose a topic to see its entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries of the topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the entries…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This topic has no entries yet. Add the first one below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (default topic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicEntryForm</name>
    <message>
        <source>Content type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the entry says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the entry to the topic (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the same entry again. The service takes no idempotency key here: if the first try reached it, the entry may appear twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sort order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding the entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add the entry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: entries with lower numbers come first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole number, 0 or more. Entries with lower numbers come first; empty leaves the order to the service.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicsPlace</name>
    <message>
        <source>Search topics by title or purpose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching topics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not search the topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No topics yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The knowledge base has no topics. Topics created in the service appear here after a reload (F5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No topic matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No topic&apos;s title or purpose contains “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TrendChartView</name>
    <message>
        <source>Daily trend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions and conversion rate per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: conversion rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (solid lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion rate, % (dashed lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sessions per day and conversion rate over %n day(s)</source>
        <translation>
            <numerusform>Sessions per day and conversion rate over %n day</numerusform>
            <numerusform>Sessions per day and conversion rate over %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: version %2 published
%3
Click to see whether it worked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Conversion rate over %n day(s), % (dashed lines)</source>
        <translation>
            <numerusform>Conversion rate over %n day, % (dashed lines)</numerusform>
            <numerusform>Conversion rate over %n days, % (dashed lines)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) to %1</source>
        <translation>
            <numerusform>%n day to %1</numerusform>
            <numerusform>%n days to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TrendView</name>
    <message>
        <source>Lines to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the whole page or audiences to draw their daily lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop asking for more days; the days already here stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A daily trend needs a range of at most %n day(s): choose a shorter one.</source>
        <translation>
            <numerusform>A daily trend needs a range of at most %n day: choose a shorter one.</numerusform>
            <numerusform>A daily trend needs a range of at most %n days: choose a shorter one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking for each day (%n at a time)…</source>
        <translation>
            <numerusform>Asking for each day (%n at a time)…</numerusform>
            <numerusform>Asking for each day (%n at a time)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) could not be loaded (%1); they are missing from the lines.</source>
        <translation>
            <numerusform>%n day could not be loaded (%1); it is missing from the lines.</numerusform>
            <numerusform>%n days could not be loaded (%1); they are missing from the lines.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the days loaded so far are drawn. Change the range or reload to ask for the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All audiences of the page together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion rate over 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each day&apos;s rate is the conversions of that day and the 6 before it over their sessions: steadier than one day&apos;s rate when days have few sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did it work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The impact of a publish in this range: before and after, with the rest of the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: version %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnavailablePlace</name>
    <message>
        <source>%1 could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rest of the console works. Installing Audience Console again puts the missing file back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why %1 could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UndoDialog</name>
    <message>
        <source>Undo This Publish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UndoPane</name>
    <message>
        <source>Planned: the undo asks the agent for this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to the Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the agent for a new draft holding these values; nothing goes live yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the publish of version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo this publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s draft, version %1, against what is live now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview: each field version %1 changed, live now → its value before version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish Version %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: keep or take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the later value “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the old one “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the values to the agent again; a field it changed unasked is asked to stay as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read what is live and the draft again; nothing is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1, live now, against what was live before it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading what is live again before going on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the value live now, whatever it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish is not offered: Ask Again sends the values again (a field changed unasked is asked to stay as it was).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the Agent&apos;s %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish %1 as the agent changed it, with the undo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnseenDraftNotice</name>
    <message>
        <source>Why Publish is not there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Agent to Confirm the Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the agent a short message asking it to confirm the draft as it stands; its answer names the version, which Publish then offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request to the agent failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not send the request to the agent: not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not send the request to the agent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked the agent to confirm the draft. Publish appears here once the agent has made the version.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnsettledWriteNotice</name>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up on this write; the entry stays in the journal as discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in Activity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::VersionPanel</name>
    <message>
        <source>Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a version by its ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · no longer live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This audience is archived: restore it before publishing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No version known yet: send a message to the agent, or open a version by its ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a draft can be published; this version is “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish Version %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟳ Publishing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Published</source>
        <extracomment>%1 says why the console has not recorded it yet (&quot;The profile&apos;s disk is full, so…&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version ID to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the service whether this publish went live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? %1 Check asks the service; Retry Publish sends the same publish again, applied once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was live when: the versions seen by the console, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo This Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions of this audience, a timeline of what was live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a published version to undo its publish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This audience is archived: restore it before undoing a publish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 changed no field: there is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review what goes live, then publish (Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Published. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::VersionStepper</name>
    <message>
        <source>No version in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a message to the agent: the version it makes is followed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — following (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status “%1” (not one the console knows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue time: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Became a draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookEditorView</name>
    <message>
        <source>Choose a subscription in the list, or add one by its ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;mine over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fields you changed replace the service&apos;s; the others keep the service&apos;s values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take the service&apos;s (drop my changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the subscription ID to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where events are sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://example.com/webhooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ctive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the subscription as it was loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1 · updated %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1
Updated %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: the service sends the chosen events to the URL as they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: no events are sent while off. The subscription and its settings are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This subscription was changed on the service after you opened it (updated %1). What changed there:
• %2

Your changes are not saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking for changes on the service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: changed on the service meanwhile (see above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1 Your changes are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookEventsPicker</name>
    <message>
        <source>&amp;All events (including types added later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Only the types ticked below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other types the service listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known to this version of the console: shown as the service sent them and kept as they are. The service only takes the six types above when the events are saved, so untick these to change the events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every event, including types the service adds later. Kept as the service has it unless you choose “Only the types ticked below”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service sets “All events” itself; the interface can only send a list of types, so it cannot be chosen here. Ticking all six is the closest: types added later are not included.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookInboxView</name>
    <message>
        <source>Receive events on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inbox:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept (answer 204)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail (answer 500): the service retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never answer: the service times out and retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer deliveries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whsec_…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface never returns a subscription&apos;s secret: paste it from where it was created. It is kept in the system keychain, like the API key, and nowhere else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use and keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For&amp;get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the au&amp;dience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body of the delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listening on http://127.0.0.1:%1 (this computer only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top listening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tart listening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Point %1 at the inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Point at the inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore the previous URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a subscription in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signatures are checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secret: signatures are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing received yet. Point a subscription at the inbox, then send a message in an audience&apos;s workspace or publish a version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start listening, or point a subscription at the inbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · page %3 · audience %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt %1 at %2, %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — its timestamp is more than 5 minutes off this computer&apos;s clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is switched off: the service sends its events nowhere, here neither. Tick Active on the Subscription tab and save to receive them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhooksPlace</name>
    <message>
        <source>Webhook subscriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription ID, such as whsub_…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription ID to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface cannot list subscriptions: add the ones you work with by their ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add by ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move from list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the subscription off this list. It is not deleted from the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read every subscription of the list again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Subscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the subscriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No subscriptions on this list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interface cannot list webhook subscriptions. Add the ones you work with by their ID above; they are kept for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subscription %1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them before opening another subscription?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from this list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from this list?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Inbox: events on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subscription is not deleted from the service: it stays there, turned off. You can add it again with its ID, %1. Its signing secret, if you gave one, is forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subscription is not deleted from the service: the service keeps sending it events. You can add it again with its ID, %1. Its signing secret, if you gave one, is forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read once connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget this su&amp;bscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take it off this list and delete its signing secret from the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1 from this list; its signing secret is no longer kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1 from this list, but its signing secret could not be deleted from the keychain: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone from the service: it answers that it knows no subscription %1 (deleted there, or this profile now points at another service). Forget it to take it off this list and delete its signing secret from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events lost: %1 still sends its events to %2, an inbox on this computer that no longer listens. Restore its previous URL, %3, to receive them there again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Events lost: %n subscriptions still send their events to an inbox on this computer that no longer listens: %1. Restore their previous URLs to receive them there again.</source>
        <translation>
            <numerusform>Events lost: %n subscription still sends its events to an inbox on this computer that no longer listens: %1. Restore its previous URL to receive them there again.</numerusform>
            <numerusform>Events lost: %n subscriptions still send their events to an inbox on this computer that no longer listens: %1. Restore their previous URLs to receive them there again.</numerusform>
        </translation>
    </message>
    <message>
        <source>R&amp;estore its previous URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;estore their previous URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available once connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Audience Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse your landing pages and their audiences, edit drafts with the editing agent, publish, and read analytics. How would you like to start?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore with demo data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts a local sandbox on this computer with realistic sample pages and audiences. No account needed; nothing leaves your machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to your workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your service’s address and API key. The key is kept in your system keychain, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can switch between the demo and your workspaces at any time from the profile button in the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WhatGoesLiveField</name>
    <message numerus="yes">
        <source>%1: %n agent step(s)</source>
        <translation>
            <numerusform>%1: %n agent step</numerusform>
            <numerusform>%1: %n agent steps</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide the agent&apos;s steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the agent&apos;s steps between the live value and the value after publishing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WhatGoesLiveView</name>
    <message>
        <source>What goes live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation lists no pending change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AudienceStatus</name>
    <message>
        <source>Live v%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft v%1 waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing v%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As far as this console has seen: the service offers no call to list an audience’s versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is live; no newer version is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is a draft waiting to be published (version %2 is live).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is a draft waiting to be published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editing agent is making version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editing agent is making a new version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service said this audience is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known to this console: it has seen no version of this audience yet, and the service offers no call to list them. Open the audience, or scan its page in Review, to learn more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChangeCards</name>
    <message>
        <source>(both values empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(was empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChangeLabels</name>
    <message>
        <source>Supplementary context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meta keywords</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Desktop console for the Audience Pages Service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the profile called &lt;name&gt; (or with that id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the local demo sandbox (starts audience-sandbox).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try --help for the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either --profile or --sandbox, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--profile needs the name of a profile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IntervalResults</name>
    <message>
        <source>Too short to judge: not one whole day live yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No days of it kept yet: the impact card or Analytics fetches them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%1 of %n whole day(s) kept)</source>
        <translation>
            <numerusform> (%1 of %n whole day kept)</numerusform>
            <numerusform> (%1 of %n whole days kept)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n session</numerusform>
            <numerusform>%n sessions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too short to judge: %1 in %n whole day(s)</source>
        <translation>
            <numerusform>Too short to judge: %1 in %n whole day</numerusform>
            <numerusform>Too short to judge: %1 in %n whole days</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 % converted (95 %: %3–%4 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 conversions reported, more than the sessions: no conversion rate can be given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnownNames</name>
    <message>
        <source>Audience %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience %1 on page %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageDocument</name>
    <message>
        <source>tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tool call(s)</source>
        <translation>
            <numerusform>%n tool call</numerusform>
            <numerusform>%n tool calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n failed</numerusform>
            <numerusform>, %n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n running</source>
        <translation>
            <numerusform>, %n running</numerusform>
            <numerusform>, %n running</numerusform>
        </translation>
    </message>
    <message>
        <source>Arguments:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No arguments or result were sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted: the reply stopped here; its partial text is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileValidator</name>
    <message>
        <source>Give the profile a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is too long: at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another profile is already called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the service’s address, for example https://api.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address must start with https:// (or http:// for a local service).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address has no host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave user names and passwords out of the address; the key field is for the key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address must not contain “?” or “#”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain HTTP would send the key unencrypted to %1. Use https://, or allow plain HTTP to this host if you trust the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the profile a label such as Production or Staging, so you can always tell it apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label is too long: at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a colour for the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is too long to be an API key (%1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key contains spaces or line breaks; paste it again as one piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key contains characters an API key cannot have (only visible ASCII characters).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PublishChecks</name>
    <message>
        <source>The meta title is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the agent for a title that names the offer; search results and browser tabs show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meta title is %1 px wide; Google cuts titles at about %2 px.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Shorten it by about %n px, or put its key words first.</source>
        <translation>
            <numerusform>Shorten it by about %n px, or put its key words first.</numerusform>
            <numerusform>Shorten it by about %n px, or put its key words first.</numerusform>
        </translation>
    </message>
    <message>
        <source>The meta title is %1 px wide, under the %2 px a result line can show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add words that tell searchers what they get (an offer, a place, the brand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meta description is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the agent for one or two sentences that sum the page up; otherwise Google quotes the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meta description has %1 characters; %2 or fewer is short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a benefit or a call to action, up to about %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meta description has %1 characters; over %2 gets cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Shorten it by %n character(s), keeping the key message first.</source>
        <translation>
            <numerusform>Shorten it by %n character, keeping the key message first.</numerusform>
            <numerusform>Shorten it by %n characters, keeping the key message first.</numerusform>
        </translation>
    </message>
    <message>
        <source>The keyword list has an empty item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the extra comma.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keywords listed more than once: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the agent to keep each keyword once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No field ends up different from what is live now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publishing would change nothing a visitor sees; cancel unless you mean to publish the same content again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” still holds a placeholder: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the agent to replace it with the real text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share image is %1×%2 px, under the %3×%4 px of a large link card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an image of at least 1200×630 px.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share image is %1:1; networks crop to about %2:1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop it to 1.91:1 (1200×630 px) so nothing important is cut.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PublishChecksHtml</name>
    <message>
        <source>Every check passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Publishing is blocked: %n error(s) must be fixed first. Ask the agent to fix them, then publish the new version.</source>
        <translation>
            <numerusform>Publishing is blocked: %n error must be fixed first. Ask the agent to fix it, then publish the new version.</numerusform>
            <numerusform>Publishing is blocked: %n errors must be fixed first. Ask the agent to fix them, then publish the new version.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): look at them, then publish anyway if they are what you want.</source>
        <translation>
            <numerusform>%n warning: look at it, then publish anyway if it is what you want.</numerusform>
            <numerusform>%n warnings: look at them, then publish anyway if they are what you want.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PublishedChanges</name>
    <message>
        <source>Version %1 is the audience as it was created: nothing was live before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation does not reach version %1, so what it changed cannot be read from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation&apos;s messages do not line up with the versions, so what version %1 changed cannot be read from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from the conversation: version %1&apos;s own changes. The publish before it is not known to the console, so drafts it carried along may be missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known yet: the conversation has not been read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded when this console published it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from the conversation&apos;s applied changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not known.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickSearchIndex</name>
    <message>
        <source>page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audience on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topic: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person, %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReleaseChecks</name>
    <message>
        <source>Give each audience of the page its own meta title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same meta title as %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReleaseLog</name>
    <message>
        <source>Not published: it had not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not published: the publish was discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not confirmed: the publish was sent, and the console closed before the service answered. Check or Retry it in Activity (the same key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published</source>
        <translation>
            <numerusform>%1 of %n published</numerusform>
            <numerusform>%1 of %n published</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; not published: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <source>the profile&apos;s store is busy: another program is holding it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding the profile is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile&apos;s store is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile&apos;s store is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile&apos;s store could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <extracomment>%1 is a cause such as &quot;the disk holding the profile is full&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s disk is full, so this console has not recorded it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program is holding the profile&apos;s store, so this console has not recorded it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store is read-only, so this console has not recorded it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store is damaged, so this console has not recorded it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be written, so this console has not recorded it yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoField</name>
    <message>
        <source>%1 may have changed since, by %2; the console cannot vouch for its live value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed again since, by %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the value live now, not known to the console)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoMemberWords</name>
    <message>
        <source>The agent&apos;s draft, version %1, against what was live when it was proved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview: each field version %1 changed, live now → its value before version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoPlan</name>
    <message>
        <source>Version %1 changed no field: there is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent cannot be told this field&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every field version %1 changed already holds its value from before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a publish this console did not see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now “%2”: changed since by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed since by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back to before version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are back to before version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 was kept at its later value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 were kept at their later values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoProof</name>
    <message numerus="yes">
        <source>Proof: %1 of %n field(s) equal the values before version %2.</source>
        <translation>
            <numerusform>Proof: %1 of %n field equals the values before version %2.</numerusform>
            <numerusform>Proof: %1 of %n fields equal the values before version %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the draft holds “%2”; before version %3 it was “%4”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the draft holds “%2”; before the undo it was “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not proven: the agent also changed %1: %2 → %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft also changes %1: it was pending before the undo and goes live with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes live as the agent changed it, as you chose: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndonePublishes</name>
    <message>
        <source>Undone by version %1; the watch now follows version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone by version %1 on %2; the watch now follows version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: version %1 put the values back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undone by version %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnseenDraft</name>
    <message>
        <source>The conversation has changes pending (%1), but no version this console has seen holds them, so there is nothing to publish yet: the interface cannot list versions. Ask the agent to confirm the draft: its answer names the version, and Publish appears once the agent has made it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VersionDraft</name>
    <message>
        <source>The conversation&apos;s messages do not line up with the versions, so what version %1 puts live cannot be read from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is live already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is older than the live version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation does not reach version %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pending change is not among the messages&apos; changes, so what version %1 puts live cannot be read from the conversation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VersionTimeline</name>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results while live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – live now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – replaced (when is not known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” → “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no field</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n field</numerusform>
            <numerusform>%n fields</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhatGoesLiveHtml</name>
    <message>
        <source>(no keywords)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty after)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no net change</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n agent step(s)</source>
        <translation>
            <numerusform>%n agent step</numerusform>
            <numerusform>%n agent steps</numerusform>
        </translation>
    </message>
</context>
</TS>
