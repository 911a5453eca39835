<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Audience::App::ConnectionTester</name>
    <message>
        <source>Connected: %1 answered and accepted the key.</source>
        <translation>Verbunden: %1 hat geantwortet und den Schlüssel akzeptiert.</translation>
    </message>
    <message>
        <source>%1 answered, but did not accept the key (401 Unauthorized). Check the key.</source>
        <translation>%1 hat geantwortet, aber den Schlüssel nicht akzeptiert (401 Unauthorized). Prüfen Sie den Schlüssel.</translation>
    </message>
    <message>
        <source>No key to send.</source>
        <translation>Kein Schlüssel zum Senden vorhanden.</translation>
    </message>
    <message>
        <source>%1 answered and knows the key, but the key may not list pages (403 Forbidden).</source>
        <translation>%1 hat geantwortet und kennt den Schlüssel, aber der Schlüssel darf keine Seiten auflisten (403 Forbidden).</translation>
    </message>
    <message>
        <source>Something answered at %1, but not the Audience Pages API (/v0/pages was not found). Check the address.</source>
        <translation>Unter %1 hat etwas geantwortet, aber nicht die Audience Pages API (/v0/pages wurde nicht gefunden). Prüfen Sie die Adresse.</translation>
    </message>
    <message>
        <source>%1 answered, but not as the Audience Pages API does: %2</source>
        <translation>%1 hat geantwortet, aber nicht so, wie die Audience Pages API antwortet: %2</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Der Test wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 answered with an error, so the key could not be checked: %2</source>
        <translation>%1 hat mit einem Fehler geantwortet, daher konnte der Schlüssel nicht geprüft werden: %2</translation>
    </message>
</context>
<context>
    <name>Audience::App::KeychainCredentialStore</name>
    <message>
        <source>No key is stored in the keychain for this profile.</source>
        <translation>Für dieses Profil ist kein Schlüssel im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>Access to the keychain was declined.</source>
        <translation>Der Zugriff auf den Schlüsselbund wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The keychain refused access; it may be locked. (%1)</source>
        <translation>Der Schlüsselbund hat den Zugriff verweigert; vielleicht ist er gesperrt. (%1)</translation>
    </message>
    <message>
        <source>No keychain service is available. On Linux a Secret Service such as GNOME Keyring or KWallet must be running. (%1)</source>
        <translation>Kein Schlüsselbunddienst verfügbar. Unter Linux muss ein Secret Service wie GNOME Keyring oder KWallet laufen. (%1)</translation>
    </message>
    <message>
        <source>The system keychain could not be reached: no Secret Service (such as GNOME Keyring or KWallet) seems to be running. (%1)</source>
        <translation>Der Schlüsselbund des Systems ist nicht erreichbar: offenbar läuft kein Secret Service (etwa GNOME Keyring oder KWallet). (%1)</translation>
    </message>
    <message>
        <source>The keychain reported an error: %1</source>
        <translation>Der Schlüsselbund hat einen Fehler gemeldet: %1</translation>
    </message>
    <message numerus="yes">
        <source>The keychain did not answer within %n second(s). It may be locked and waiting for its password in another window.</source>
        <translation>
            <numerusform>Der Schlüsselbund hat nicht innerhalb von %n Sekunde geantwortet. Vielleicht ist er gesperrt und wartet in einem anderen Fenster auf sein Passwort.</numerusform>
            <numerusform>Der Schlüsselbund hat nicht innerhalb von %n Sekunden geantwortet. Vielleicht ist er gesperrt und wartet in einem anderen Fenster auf sein Passwort.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::App::ProfileEditor</name>
    <message>
        <source>This profile’s key is kept in memory for this session only. Enter it again to try storing it in the keychain.</source>
        <translation>Der Schlüssel dieses Profils wird nur für diese Sitzung im Arbeitsspeicher gehalten. Geben Sie ihn erneut ein, um ihn im Schlüsselbund zu speichern.</translation>
    </message>
    <message>
        <source>Delete Profile</source>
        <translation>Profil löschen</translation>
    </message>
    <message>
        <source>Delete the profile “%1”?</source>
        <translation>Das Profil „%1“ löschen?</translation>
    </message>
    <message>
        <source>Its settings and the key stored in your keychain are removed. This cannot be undone.</source>
        <translation>Seine Einstellungen und der in Ihrem Schlüsselbund gespeicherte Schlüssel werden entfernt. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Key Not Removed</source>
        <translation>Schlüssel nicht entfernt</translation>
    </message>
    <message>
        <source>The profile was deleted, but its key could not be removed from the keychain.</source>
        <translation>Das Profil wurde gelöscht, aber sein Schlüssel konnte nicht aus dem Schlüsselbund entfernt werden.</translation>
    </message>
    <message>
        <source>&amp;Save and Connect</source>
        <translation>Speichern und &amp;verbinden</translation>
    </message>
    <message>
        <source>The key for “%1” will be kept in memory until you quit; it is not saved anywhere.</source>
        <translation>Der Schlüssel für „%1“ wird bis zum Beenden im Arbeitsspeicher gehalten; er wird nirgends gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Sandbox Not Started</source>
        <translation>Sandbox nicht gestartet</translation>
    </message>
    <message>
        <source>The local demo sandbox could not be used.</source>
        <translation>Die lokale Demo-Sandbox konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Verbindung wird getestet…</translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation>Warten auf den Schlüsselbund…</translation>
    </message>
    <message>
        <source>No key to test with: %1</source>
        <translation>Kein Schlüssel zum Testen: %1</translation>
    </message>
    <message>
        <source>Saving the key in your keychain…</source>
        <translation>Schlüssel wird in Ihrem Schlüsselbund gespeichert…</translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain. %1</source>
        <translation>Der Schlüssel konnte nicht im Schlüsselbund gespeichert werden. %1</translation>
    </message>
    <message>
        <source>Keychain Unavailable</source>
        <translation>Schlüsselbund nicht verfügbar</translation>
    </message>
    <message>
        <source>The system keychain cannot keep this key.</source>
        <translation>Der Schlüsselbund des Systems kann diesen Schlüssel nicht aufbewahren.</translation>
    </message>
    <message>
        <source>%1

You can use the key for this session only: it stays in memory and is forgotten when you quit.</source>
        <translation>%1

Sie können den Schlüssel nur für diese Sitzung verwenden: er bleibt im Arbeitsspeicher und wird beim Beenden verworfen.</translation>
    </message>
    <message>
        <source>Use for This &amp;Session Only</source>
        <translation>Nur für diese &amp;Sitzung verwenden</translation>
    </message>
    <message>
        <source>Demo Sandbox Stopped</source>
        <translation>Demo-Sandbox beendet</translation>
    </message>
    <message>
        <source>The demo sandbox stopped.</source>
        <translation>Die Demo-Sandbox wurde beendet.</translation>
    </message>
    <message>
        <source>The console cannot read or change the demo data until the sandbox runs again; what you typed is kept. Restart starts it again at the same address, with the same data.</source>
        <translation>Die Konsole kann die Demodaten erst wieder lesen oder ändern, wenn die Sandbox wieder läuft; was Sie eingegeben haben, bleibt erhalten. „Neu starten“ startet sie wieder unter derselben Adresse, mit denselben Daten.</translation>
    </message>
    <message>
        <source>The sandbox process ended (%1).</source>
        <translation>Der Sandbox-Prozess wurde beendet (%1).</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>The sandbox&apos;s log, as it wrote it:</source>
        <translation>Das Protokoll der Sandbox, wie sie es geschrieben hat:</translation>
    </message>
</context>
<context>
    <name>Audience::App::ProfileRegistry</name>
    <message>
        <source>Demo sandbox</source>
        <translation>Demo-Sandbox</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
</context>
<context>
    <name>Audience::App::SandboxLauncher</name>
    <message numerus="yes">
        <source>The sandbox did not report that it was ready within %n second(s).</source>
        <translation>
            <numerusform>Die Sandbox hat nicht innerhalb von %n Sekunde gemeldet, dass sie bereit ist.</numerusform>
            <numerusform>Die Sandbox hat nicht innerhalb von %n Sekunden gemeldet, dass sie bereit ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folders in PATH</source>
        <translation>den Ordnern in PATH</translation>
    </message>
    <message>
        <source>The sandbox program “%1” was not found. Looked in: %2. Set AUDIENCE_SANDBOX_BIN to its path.</source>
        <translation>Das Sandbox-Programm „%1“ wurde nicht gefunden. Gesucht in: %2. Setzen Sie AUDIENCE_SANDBOX_BIN auf seinen Pfad.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the sandbox’s database.</source>
        <translation>Der Ordner %1 für die Datenbank der Sandbox konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The sandbox reported an address that is not on this computer: %1</source>
        <translation>Die Sandbox hat eine Adresse gemeldet, die nicht auf diesem Computer liegt: %1</translation>
    </message>
    <message>
        <source>The sandbox wrote something other than its ready line.</source>
        <translation>Die Sandbox hat etwas anderes als ihre Bereitschaftsmeldung ausgegeben.</translation>
    </message>
    <message>
        <source>Could not start the sandbox program %1: %2</source>
        <translation>Das Sandbox-Programm %1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>it crashed</source>
        <translation>sie ist abgestürzt</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>The sandbox stopped before it was ready (%1).</source>
        <translation>Die Sandbox wurde beendet, bevor sie bereit war (%1).</translation>
    </message>
    <message>
        <source>(Earlier lines of the log are left out.)</source>
        <translation>(Frühere Zeilen des Protokolls sind ausgelassen.)</translation>
    </message>
</context>
<context>
    <name>Audience::App::Session</name>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>There is no profile called “%1”. Profiles: %2</source>
        <translation>Es gibt kein Profil namens „%1“. Profile: %2</translation>
    </message>
    <message>
        <source>Starting the local sandbox…</source>
        <translation>Lokale Sandbox wird gestartet…</translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation>Warten auf den Schlüsselbund…</translation>
    </message>
    <message>
        <source>No key for %1</source>
        <translation>Kein Schlüssel für %1</translation>
    </message>
    <message>
        <source>No key is stored for “%1” yet. Enter it to connect.</source>
        <translation>Für „%1“ ist noch kein Schlüssel gespeichert. Geben Sie ihn ein, um die Verbindung herzustellen.</translation>
    </message>
    <message>
        <source>Keychain unavailable</source>
        <translation>Schlüsselbund nicht verfügbar</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>Connected to the demo sandbox on this computer</source>
        <translation>Mit der Demo-Sandbox auf diesem Computer verbunden</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Verbunden mit %1</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation>Nicht verbunden: %1</translation>
    </message>
    <message>
        <source>Key refused by %1</source>
        <translation>Schlüssel von %1 abgelehnt</translation>
    </message>
    <message>
        <source>%1 did not accept the key stored for “%2”. Enter the current key.</source>
        <translation>%1 hat den für „%2“ gespeicherten Schlüssel nicht akzeptiert. Geben Sie den aktuellen Schlüssel ein.</translation>
    </message>
    <message>
        <source>Sandbox not running</source>
        <translation>Sandbox läuft nicht</translation>
    </message>
    <message>
        <source>“%1” no longer accepts the key. Enter the current key.</source>
        <translation>„%1“ akzeptiert den Schlüssel nicht mehr. Geben Sie den aktuellen Schlüssel ein.</translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation>%1 (vorher %2)</translation>
    </message>
    <message>
        <source>Left pointing at the webhook inbox on this computer, which stopped (nothing listens there now): %1. Set the URL back on the service.</source>
        <translation>Noch auf den Webhook-Posteingang dieses Computers umgeleitet, der beendet wurde (dort empfängt jetzt niemand mehr): %1. Setzen Sie die URL im Dienst zurück.</translation>
    </message>
    <message>
        <source>The webhook inbox stopped: %1 of “%2” still sends its events to this computer, where nothing listens now. Open “%2” again and restore its URL (%3) in Webhooks.</source>
        <translation>Der Webhook-Posteingang wurde beendet: %1 von „%2“ sendet seine Ereignisse weiterhin an diesen Computer, wo jetzt niemand mehr empfängt. Öffnen Sie „%2“ wieder und stellen Sie unter Webhooks seine URL (%3) wieder her.</translation>
    </message>
    <message>
        <source>The webhook inbox stopped: %1 of “%2” still send their events to this computer, where nothing listens now. Open “%2” again and restore their URLs in Webhooks.</source>
        <translation>Der Webhook-Posteingang wurde beendet: %1 von „%2“ senden ihre Ereignisse weiterhin an diesen Computer, wo jetzt niemand mehr empfängt. Öffnen Sie „%2“ wieder und stellen Sie unter Webhooks ihre URLs wieder her.</translation>
    </message>
    <message>
        <source>“%1” did not accept the key. Enter the current key.</source>
        <translation>„%1“ hat den Schlüssel nicht angenommen. Geben Sie den aktuellen Schlüssel ein.</translation>
    </message>
    <message>
        <source>Cannot reach the demo sandbox on this computer</source>
        <translation>Die Demo-Sandbox auf diesem Computer ist nicht erreichbar</translation>
    </message>
    <message>
        <source>Cannot reach %1</source>
        <translation>%1 ist nicht erreichbar</translation>
    </message>
    <message>
        <source>The demo sandbox answers with errors</source>
        <translation>Die Demo-Sandbox antwortet mit Fehlern</translation>
    </message>
    <message>
        <source>%1 answers with errors</source>
        <translation>%1 antwortet mit Fehlern</translation>
    </message>
    <message numerus="yes">
        <source>The webhook inbox stopped: %n subscription(s) send their events where nothing listens.</source>
        <translation>
            <numerusform>Der Webhook-Posteingang wurde beendet: %n Abonnement sendet seine Ereignisse dorthin, wo niemand mehr empfängt.</numerusform>
            <numerusform>Der Webhook-Posteingang wurde beendet: %n Abonnements senden ihre Ereignisse dorthin, wo niemand mehr empfängt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The webhook inbox stopped: restore %1 in Webhooks of “%2”.</source>
        <translation>Der Webhook-Posteingang wurde beendet: stellen Sie %1 unter Webhooks von „%2“ wieder her.</translation>
    </message>
    <message numerus="yes">
        <source>The webhook inbox stopped: restore %n subscription(s) in Webhooks of “%1”.</source>
        <translation>
            <numerusform>Der Webhook-Posteingang wurde beendet: stellen Sie %n Abonnement unter Webhooks von „%1“ wieder her.</numerusform>
            <numerusform>Der Webhook-Posteingang wurde beendet: stellen Sie %n Abonnements unter Webhooks von „%1“ wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo sandbox stopped</source>
        <translation>Die Demo-Sandbox wurde beendet</translation>
    </message>
    <message>
        <source>The demo sandbox stopped.</source>
        <translation>Die Demo-Sandbox wurde beendet.</translation>
    </message>
    <message>
        <source>Starting the demo sandbox again…</source>
        <translation>Die Demo-Sandbox wird neu gestartet…</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>beendet</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AccountLookup</name>
    <message>
        <source>Type or paste an account ID (account_ followed by 26 lowercase letters or digits).</source>
        <translation>Geben Sie eine Konto-ID ein oder fügen Sie sie ein (account_ gefolgt von 26 Kleinbuchstaben oder Ziffern).</translation>
    </message>
    <message>
        <source>An account ID starts with “account_” in lowercase.</source>
        <translation>Eine Konto-ID beginnt mit „account_“ in Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>An account ID starts with “account_”, for example account_01hx3k9v7m2q8r4t6y0w5z1b3c.</source>
        <translation>Eine Konto-ID beginnt mit „account_“, zum Beispiel account_01hx3k9v7m2q8r4t6y0w5z1b3c.</translation>
    </message>
    <message>
        <source>Only lowercase letters and digits may follow “account_”; “%1” is uppercase.</source>
        <translation>Auf „account_“ dürfen nur Kleinbuchstaben und Ziffern folgen; „%1“ ist ein Großbuchstabe.</translation>
    </message>
    <message>
        <source>An account ID has no spaces: check what was pasted.</source>
        <translation>Eine Konto-ID enthält keine Leerzeichen: prüfen Sie, was eingefügt wurde.</translation>
    </message>
    <message>
        <source>Only lowercase letters and digits may follow “account_”; “%1” is not allowed.</source>
        <translation>Auf „account_“ dürfen nur Kleinbuchstaben und Ziffern folgen; „%1“ ist nicht erlaubt.</translation>
    </message>
    <message numerus="yes">
        <source>“account_” must be followed by exactly 26 letters or digits; this ID has %n.</source>
        <translation>
            <numerusform>Auf „account_“ müssen genau 26 Buchstaben oder Ziffern folgen; diese ID hat %n.</numerusform>
            <numerusform>Auf „account_“ müssen genau 26 Buchstaben oder Ziffern folgen; diese ID hat %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no account with the ID %1. Check the ID; an account that was deleted cannot be opened.</source>
        <translation>Es gibt kein Konto mit der ID %1. Prüfen Sie die ID; ein gelöschtes Konto kann nicht geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AllPagesScan</name>
    <message>
        <source>Scanning…</source>
        <translation>Wird durchsucht…</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Durchsuchung</translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation>Noch nicht durchsucht</translation>
    </message>
    <message>
        <source>Waiting to be scanned</source>
        <translation>Wartet auf Durchsuchung</translation>
    </message>
    <message>
        <source>Scan %1 again</source>
        <translation>%1 erneut durchsuchen</translation>
    </message>
    <message>
        <source>Not connected: nothing can be scanned.</source>
        <translation>Nicht verbunden: es kann nichts durchsucht werden.</translation>
    </message>
    <message>
        <source>Scan cancelled before the list of pages was read.</source>
        <translation>Durchsuchen abgebrochen, bevor die Seitenliste gelesen wurde.</translation>
    </message>
    <message>
        <source>The list of pages could not be read: %1</source>
        <translation>Die Seitenliste konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n conversation(s) could not be read</source>
        <translation>
            <numerusform>%1 von %n Unterhaltung nicht lesbar</numerusform>
            <numerusform>%1 von %n Unterhaltungen nicht lesbar</numerusform>
        </translation>
    </message>
    <message>
        <source>No audience</source>
        <translation>Keine Zielgruppe</translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s) read</source>
        <translation>
            <numerusform>%n Zielgruppe gelesen</numerusform>
            <numerusform>%n Zielgruppen gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for its audiences…</source>
        <translation>Zielgruppen werden gesucht…</translation>
    </message>
    <message>
        <source>Reading the list of pages…</source>
        <translation>Seitenliste wird gelesen…</translation>
    </message>
    <message>
        <source>The workspace has no page to scan.</source>
        <translation>Der Arbeitsbereich hat keine Seite, die durchsucht werden kann.</translation>
    </message>
    <message>
        <source>Scanning pages, four at a time: %1</source>
        <translation>Seiten werden durchsucht, vier gleichzeitig: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) read</source>
        <translation>
            <numerusform>%n Unterhaltung gelesen</numerusform>
            <numerusform>%n Unterhaltungen gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scan cancelled: %1 of %n page(s) scanned; %2.</source>
        <translation>
            <numerusform>Durchsuchen abgebrochen: %1 von %n Seite durchsucht; %2.</numerusform>
            <numerusform>Durchsuchen abgebrochen: %1 von %n Seiten durchsucht; %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n page(s): %1; %2 could not be scanned.</source>
        <translation>
            <numerusform>%n Seite durchsucht: %1; Durchsuchen bei %2 nicht möglich.</numerusform>
            <numerusform>%n Seiten durchsucht: %1; Durchsuchen bei %2 nicht möglich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n page(s): %1.</source>
        <translation>
            <numerusform>%n Seite durchsucht: %1.</numerusform>
            <numerusform>%n Seiten durchsucht: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last scanned %1.</source>
        <translation>Zuletzt durchsucht: %1.</translation>
    </message>
    <message>
        <source>%1 What it found is listed; Scan All Pages reads them again.</source>
        <translation>%1 Was gefunden wurde, ist aufgelistet; „Alle Seiten durchsuchen“ liest die Seiten erneut.</translation>
    </message>
    <message>
        <source>Scanning pages again, four at a time: %1. Meanwhile the list shows what the last scan found (%2).</source>
        <translation>Seiten werden erneut durchsucht, vier gleichzeitig: %1. Bis dahin zeigt die Liste, was die letzte Suche gefunden hat (%2).</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AnalyticsExport</name>
    <message>
        <source>%1 (%)</source>
        <translation>%1 (%)</translation>
    </message>
    <message>
        <source>%1 (s)</source>
        <translation>%1 (s)</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceActions</name>
    <message>
        <source>Archiving…</source>
        <translation>Wird archiviert…</translation>
    </message>
    <message>
        <source>Restoring…</source>
        <translation>Wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Wiederhergestellt</translation>
    </message>
    <message>
        <source>Archive failed: %1</source>
        <translation>Archivieren fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Restore failed: %1</source>
        <translation>Wiederherstellen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Undo archive of “%1”</source>
        <translation>Archivieren von „%1“ rückgängig machen</translation>
    </message>
    <message>
        <source>Undo restore of “%1”</source>
        <translation>Wiederherstellen von „%1“ rückgängig machen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1 is &quot;Archived&quot; or &quot;Restored&quot;, %2 why the console has not recorded it yet</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceAnalyticsModel</name>
    <message>
        <source>All audiences</source>
        <translation>Alle Zielgruppen</translation>
    </message>
    <message>
        <source>The page as a whole: counts summed, rates computed from the summed counts, averages weighted by sessions.</source>
        <translation>Die Seite insgesamt: Anzahlen summiert, Raten aus den summierten Anzahlen berechnet, Durchschnitte nach Sitzungen gewichtet.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation>Zielgruppen-ID</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Previous period: %1</source>
        <translation>Vorheriger Zeitraum: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceSearchModel</name>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>%1
ID: %2</source>
        <translation>%1
ID: %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceTreeModel</name>
    <message>
        <source>(no page)</source>
        <translation>(keine Seite)</translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s)</source>
        <translation>
            <numerusform>%n Zielgruppe</numerusform>
            <numerusform>%n Zielgruppen</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>ID: %1</source>
        <translation>ID: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>Audience::Models::BatchRunner</name>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Retry %1</source>
        <translation>%1 erneut versuchen</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Abgebrochen, bevor es begonnen hat.</translation>
    </message>
    <message>
        <source>Stopped by Cancel.</source>
        <translation>Durch „Abbrechen“ gestoppt.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n done</source>
        <translation>
            <numerusform>%1 von %n erledigt</numerusform>
            <numerusform>%1 von %n erledigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n failed</source>
        <translation>
            <numerusform>%1, %n fehlgeschlagen</numerusform>
            <numerusform>%1, %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Übersprungen: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::BulkInstruction</name>
    <message numerus="yes">
        <source>%1 of %n drafts ready</source>
        <translation>
            <numerusform>%1 von %n Entwurf fertig</numerusform>
            <numerusform>%1 von %n Entwürfen fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n failed</source>
        <translation>
            <numerusform>%1, %n fehlgeschlagen</numerusform>
            <numerusform>%1, %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>Wartet auf den Versand</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>The agent is working on it…</source>
        <translation>Der Agent arbeitet daran…</translation>
    </message>
    <message>
        <source>Draft v%1 ready</source>
        <translation>Entwurf v%1 fertig</translation>
    </message>
    <message>
        <source>Not sent yet</source>
        <translation>Noch nicht gesendet</translation>
    </message>
    <message>
        <source>Retry sending to %1</source>
        <translation>Senden an %1 wiederholen</translation>
    </message>
    <message>
        <source>The message could not be sent: there is no connection.</source>
        <translation>Die Nachricht konnte nicht gesendet werden: Es besteht keine Verbindung.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ByIdLookup</name>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ComposerDrafts</name>
    <message>
        <source>This draft is not kept yet: %1. It stays here while the console runs, and is kept as soon as the store can be written again.</source>
        <translation>Dieser Entwurf ist noch nicht gespeichert: %1. Er bleibt hier, solange die Konsole läuft, und wird gespeichert, sobald der Speicher wieder beschrieben werden kann.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::Connection</name>
    <message>
        <source>What the console learns and the journal of its writes cannot be kept: %1</source>
        <translation>Weder das, was die Konsole erfährt, noch das Journal ihrer Schreibvorgänge kann gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConnectionState</name>
    <message>
        <source>%1 answered: %2</source>
        <translation>%1 hat geantwortet: %2</translation>
    </message>
    <message>
        <source>Cannot reach the service</source>
        <translation>Dienst nicht erreichbar</translation>
    </message>
    <message>
        <source>The service answers with errors</source>
        <translation>Der Dienst antwortet mit Fehlern</translation>
    </message>
    <message>
        <source>The key was refused</source>
        <translation>Der Schlüssel wurde abgelehnt</translation>
    </message>
    <message>
        <source>What was read stays on screen. Check the network, the VPN or the proxy, and that the service runs at this address; the console tries again by itself.</source>
        <translation>Was gelesen wurde, bleibt sichtbar. Prüfen Sie das Netzwerk, das VPN oder den Proxy und ob der Dienst unter dieser Adresse läuft; die Konsole versucht es von selbst erneut.</translation>
    </message>
    <message>
        <source>What was read stays on screen. The service has a problem of its own; the console tries again by itself.</source>
        <translation>Was gelesen wurde, bleibt sichtbar. Der Dienst hat selbst ein Problem; die Konsole versucht es von selbst erneut.</translation>
    </message>
    <message>
        <source>What was read stays on screen. Enter the current key to go on.</source>
        <translation>Was gelesen wurde, bleibt sichtbar. Geben Sie den aktuellen Schlüssel ein, um fortzufahren.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConversationBatch</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>Die Unterhaltung wird gelesen…</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConversationModel</name>
    <message>
        <source>The page of this audience is not known yet: find the audience in the search or on its page.</source>
        <translation>Die Seite dieser Zielgruppe ist noch nicht bekannt: suchen Sie die Zielgruppe über die Suche oder auf ihrer Seite.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Nicht gesendet: %1</translation>
    </message>
    <message>
        <source>Sent; waiting for the agent</source>
        <extracomment>%1 says why the console has not recorded it yet (&quot;The profile&apos;s disk is full, so…&quot;)</extracomment>
        <translation>Gesendet; wartet auf den Agenten</translation>
    </message>
    <message>
        <source>Not connected to the service.</source>
        <translation>Nicht mit dem Dienst verbunden.</translation>
    </message>
    <message>
        <source>No conversation is open.</source>
        <translation>Keine Unterhaltung geöffnet.</translation>
    </message>
    <message>
        <source>The conversation has not been read yet.</source>
        <translation>Die Unterhaltung wurde noch nicht gelesen.</translation>
    </message>
    <message>
        <source>Sent. %1</source>
        <translation>Gesendet. %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::DateRange</name>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>No range</source>
        <translation>Kein Zeitraum</translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2 (%n day(s))</source>
        <translation>
            <numerusform>%1 – %2 (%n Tag)</numerusform>
            <numerusform>%1 – %2 (%n Tage)</numerusform>
        </translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Letzte 90 Tage</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Vormonat</translation>
    </message>
    <message>
        <source>Custom range</source>
        <translation>Eigener Zeitraum</translation>
    </message>
</context>
<context>
    <name>Audience::Models::DateTimeFormat</name>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>vor %n Minute</numerusform>
            <numerusform>vor %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>vor %n Stunde</numerusform>
            <numerusform>vor %n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>vor %n Tag</numerusform>
            <numerusform>vor %n Tagen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::FigureText</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>= 0 %</source>
        <translation>= 0 %</translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation>%1 neu</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>Conversions</source>
        <translation>Conversions</translation>
    </message>
    <message>
        <source>Conversion rate</source>
        <translation>Conversion-Rate</translation>
    </message>
    <message>
        <source>Form submits</source>
        <translation>Formularübermittlungen</translation>
    </message>
    <message>
        <source>Form-submit rate</source>
        <translation>Übermittlungsrate</translation>
    </message>
    <message>
        <source>Bounces</source>
        <translation>Absprünge</translation>
    </message>
    <message>
        <source>Bounce-eligible</source>
        <translation>Absprungbasis</translation>
    </message>
    <message>
        <source>Bounce rate</source>
        <translation>Absprungrate</translation>
    </message>
    <message>
        <source>CTA sessions</source>
        <translation>CTA-Sitzungen</translation>
    </message>
    <message>
        <source>Avg. interactions</source>
        <translation>Ø Interaktionen</translation>
    </message>
    <message>
        <source>Avg. scroll depth</source>
        <translation>Ø Scrolltiefe</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Ø Verweildauer</translation>
    </message>
    <message>
        <source>Visits that matched the audience in the range.</source>
        <translation>Besuche, die im Zeitraum der Zielgruppe entsprachen.</translation>
    </message>
    <message>
        <source>Sessions that converted (a form submitted, or a call to action followed).</source>
        <translation>Sitzungen mit Conversion (ein Formular übermittelt oder einer Handlungsaufforderung gefolgt).</translation>
    </message>
    <message>
        <source>Conversions divided by sessions. For the page: all conversions over all sessions.</source>
        <translation>Conversions geteilt durch Sitzungen. Für die Seite: alle Conversions geteilt durch alle Sitzungen.</translation>
    </message>
    <message>
        <source>Sessions in which the form was submitted.</source>
        <translation>Sitzungen, in denen das Formular übermittelt wurde.</translation>
    </message>
    <message>
        <source>Form submits divided by sessions. For the page: all form submits over all sessions.</source>
        <translation>Formularübermittlungen geteilt durch Sitzungen. Für die Seite: alle Formularübermittlungen geteilt durch alle Sitzungen.</translation>
    </message>
    <message>
        <source>Sessions that left without engaging.</source>
        <translation>Sitzungen, die ohne Interaktion endeten.</translation>
    </message>
    <message>
        <source>Sessions whose analysis is complete, the only ones known to have bounced or not.</source>
        <translation>Sitzungen, deren Analyse abgeschlossen ist: nur bei ihnen steht fest, ob ein Absprung vorliegt oder nicht.</translation>
    </message>
    <message>
        <source>Bounces divided by bounce-eligible sessions. For the page: all bounces over all eligible sessions.</source>
        <translation>Absprünge geteilt durch die Sitzungen der Absprungbasis. Für die Seite: alle Absprünge geteilt durch alle Sitzungen der Absprungbasis.</translation>
    </message>
    <message>
        <source>Sessions in which a call to action was clicked.</source>
        <translation>Sitzungen, in denen eine Handlungsaufforderung angeklickt wurde.</translation>
    </message>
    <message>
        <source>Clicks and questions per session. For the page: weighted by each audience&apos;s sessions.</source>
        <translation>Klicks und Fragen pro Sitzung. Für die Seite: gewichtet nach den Sitzungen jeder Zielgruppe.</translation>
    </message>
    <message>
        <source>How far down the page visitors scrolled. For the page: weighted by each audience&apos;s sessions.</source>
        <translation>Wie weit Besucher auf der Seite nach unten gescrollt haben. Für die Seite: gewichtet nach den Sitzungen jeder Zielgruppe.</translation>
    </message>
    <message>
        <source>Time spent on the page per session. For the page: weighted by each audience&apos;s sessions.</source>
        <translation>Verweildauer auf der Seite pro Sitzung. Für die Seite: gewichtet nach den Sitzungen jeder Zielgruppe.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>CTA rate</source>
        <translation>CTA-Rate</translation>
    </message>
    <message>
        <source>CTA sessions divided by sessions. For the page: all CTA sessions over all sessions.</source>
        <translation>CTA-Sitzungen geteilt durch Sitzungen. Für die Seite: alle CTA-Sitzungen geteilt durch alle Sitzungen.</translation>
    </message>
    <message numerus="yes">
        <source>of %Ln bounce-eligible session(s)</source>
        <translation>
            <numerusform>von %Ln Sitzung der Absprungbasis</numerusform>
            <numerusform>von %Ln Sitzungen der Absprungbasis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %Ln session(s)</source>
        <translation>
            <numerusform>von %Ln Sitzung</numerusform>
            <numerusform>von %Ln Sitzungen</numerusform>
        </translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>few sessions</source>
        <translation>wenige Sitzungen</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>95 % interval: %1 to %2 (Wilson). The rate behind these sessions is likely in this range; the fewer the sessions, the wider it is.</source>
        <translation>95-%-Intervall: %1 bis %2 (Wilson). Die Rate hinter diesen Sitzungen liegt wahrscheinlich in diesem Bereich; je weniger Sitzungen, desto breiter ist er.</translation>
    </message>
    <message>
        <source>Few sessions: fewer than %1, so this rate can swing widely by chance alone.</source>
        <translation>Wenige Sitzungen: weniger als %1, daher kann diese Rate allein durch Zufall stark schwanken.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ImpactText</name>
    <message>
        <source>Conversion rate</source>
        <translation>Conversion-Rate</translation>
    </message>
    <message>
        <source>Form submit rate</source>
        <translation>Übermittlungsrate</translation>
    </message>
    <message>
        <source>Bounce rate</source>
        <translation>Absprungrate</translation>
    </message>
    <message>
        <source>CTA click rate</source>
        <translation>CTA-Klickrate</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>±%1 points</source>
        <translation>±%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation>+%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>95 % interval %1–%2 %</source>
        <translation>95-%-Intervall %1–%2 %</translation>
    </message>
    <message>
        <source>p &lt; %1</source>
        <translation>p &lt; %1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>Version %1 of %2, published %3</source>
        <translation>Version %1 von %2, veröffentlicht %3</translation>
    </message>
    <message numerus="yes">
        <source>Before: %1 · After: %2 (the publish day, %3, left out; %n week(s) each, same weekdays)</source>
        <translation>
            <numerusform>Davor: %1 · Danach: %2 (ohne den Tag der Veröffentlichung, %3; je %n Woche, gleiche Wochentage)</numerusform>
            <numerusform>Davor: %1 · Danach: %2 (ohne den Tag der Veröffentlichung, %3; je %n Wochen, gleiche Wochentage)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The “after” window is still open: %1 of %n day(s) over so far.</source>
        <translation>
            <numerusform>Das Zeitfenster „Danach“ ist noch offen: bisher %1 von %n Tag vorbei.</numerusform>
            <numerusform>Das Zeitfenster „Danach“ ist noch offen: bisher %1 von %n Tagen vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>A verdict needs at least %1 sessions and %2 conversions on each side.</source>
        <translation>Für ein Urteil braucht es davor und danach jeweils mindestens %1 Sitzungen und %2 Conversions.</translation>
    </message>
    <message>
        <source>Not enough data: the weeks before the publish had %1 sessions and %2 conversions.</source>
        <translation>Nicht genug Daten: die Wochen vor der Veröffentlichung hatten %1 Sitzungen und %2 Conversions.</translation>
    </message>
    <message>
        <source>Not enough data: the weeks after the publish had %1 sessions and %2 conversions; longer windows may help.</source>
        <translation>Nicht genug Daten: die Wochen nach der Veröffentlichung hatten %1 Sitzungen und %2 Conversions; längere Zeitfenster können helfen.</translation>
    </message>
    <message numerus="yes">
        <source>Not enough data yet: at the current pace about %n more day(s).</source>
        <translation>
            <numerusform>Noch nicht genug Daten: beim aktuellen Tempo noch etwa %n Tag.</numerusform>
            <numerusform>Noch nicht genug Daten: beim aktuellen Tempo noch etwa %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is more than this window has left; longer windows may help.</source>
        <translation>Das ist mehr, als diesem Zeitfenster noch bleibt; längere Zeitfenster können helfen.</translation>
    </message>
    <message>
        <source>Not enough data yet: too little since the publish to tell when there will be enough.</source>
        <translation>Noch nicht genug Daten: seit der Veröffentlichung ist zu wenig Zeit vergangen, um abzuschätzen, wann es genug sein werden.</translation>
    </message>
    <message>
        <source>%1: not measured on both sides.</source>
        <translation>%1: nicht sowohl davor als auch danach gemessen.</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 (%4): no clear change, a difference like this often comes from chance alone (%5).</source>
        <translation>%1 veränderte sich von %2 auf %3 (%4): keine klare Veränderung, ein solcher Unterschied entsteht oft allein durch Zufall (%5).</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 (%4): unlikely to be chance alone (%5).</source>
        <translation>%1 stieg von %2 auf %3 (%4): kaum allein durch Zufall zu erklären (%5).</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 (%4): unlikely to be chance alone (%5).</source>
        <translation>%1 sank von %2 auf %3 (%4): kaum allein durch Zufall zu erklären (%5).</translation>
    </message>
    <message>
        <source>Check this: a change of more than 50 % on fewer than 1,000 sessions is more often noise than news.</source>
        <translation>Prüfen Sie das: eine Veränderung um mehr als 50 % bei weniger als 1.000 Sitzungen ist häufiger Rauschen als ein echter Effekt.</translation>
    </message>
    <message>
        <source>The page has no other audience with sessions in these windows to compare with.</source>
        <translation>Die Seite hat keine andere Zielgruppe mit Sitzungen in diesen Zeitfenstern, mit der sich vergleichen ließe.</translation>
    </message>
    <message>
        <source>The page&apos;s other audiences went from %1 to %2 over the same days (%3, on %4 and %5 sessions); this audience moved %6 relative to them.</source>
        <translation>Die anderen Zielgruppen der Seite veränderten sich an denselben Tagen von %1 auf %2 (%3, bei %4 und %5 Sitzungen); diese Zielgruppe veränderte sich im Vergleich zu ihnen um %6.</translation>
    </message>
    <message>
        <source>They had too few sessions for this comparison to carry much weight.</source>
        <translation>Sie hatten zu wenige Sitzungen, als dass dieser Vergleich viel Gewicht hätte.</translation>
    </message>
    <message>
        <source>%1, version %2 (%3)</source>
        <translation>%1, Version %2 (%3)</translation>
    </message>
    <message>
        <source>Also published inside these windows: %1. Their effects cannot be told apart from this one&apos;s.</source>
        <translation>Ebenfalls in diesen Zeitfenstern veröffentlicht: %1. Ihre Wirkung lässt sich nicht von der Wirkung dieser Veröffentlichung trennen.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of the windows could not be loaded and are left out.</source>
        <translation>
            <numerusform>%n Tag der Zeitfenster konnte nicht geladen werden und bleibt unberücksichtigt.</numerusform>
            <numerusform>%n Tage der Zeitfenster konnten nicht geladen werden und bleiben unberücksichtigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Averages are descriptions only: the service gives no spread for them, so no test is made.</source>
        <translation>Durchschnitte sind nur beschreibend: der Dienst liefert für sie keine Streuung, daher wird kein Test durchgeführt.</translation>
    </message>
    <message>
        <source>This is an observational before/after comparison, not a randomised test: seasonality, campaigns and other changes move these numbers too.</source>
        <translation>Dies ist ein beobachtender Vorher-nachher-Vergleich, kein randomisierter Test: auch Saisonalität, Kampagnen und andere Änderungen beeinflussen diese Zahlen.</translation>
    </message>
    <message>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
    </message>
    <message>
        <source>+%1 %</source>
        <translation>+%1 %</translation>
    </message>
    <message>
        <source>−%1 %</source>
        <translation>−%1 %</translation>
    </message>
    <message>
        <source>form submit</source>
        <translation>Formularübermittlung</translation>
    </message>
    <message>
        <source>conversion</source>
        <translation>Conversion</translation>
    </message>
    <message>
        <source>against the same weekdays before the publish (the page&apos;s other audiences are too small to compare with)</source>
        <translation>im Vergleich zu denselben Wochentagen vor der Veröffentlichung (die anderen Zielgruppen der Seite sind für einen Vergleich zu klein)</translation>
    </message>
    <message>
        <source>while the page&apos;s other audiences held steady (%1, then %2)</source>
        <translation>während die anderen Zielgruppen der Seite stabil blieben (%1, dann %2)</translation>
    </message>
    <message>
        <source>while the page&apos;s other audiences went from %1 to %2</source>
        <translation>während sich die anderen Zielgruppen der Seite von %1 auf %2 veränderten</translation>
    </message>
    <message>
        <source>%1 relative (95 % interval %2 to %3, %4)</source>
        <extracomment>%1 &quot;−50 %&quot;, %2 and %3 the interval&apos;s ends, %4 &quot;p = 0.006&quot;</extracomment>
        <translation>%1 relativ (95-%-Intervall %2 bis %3, %4)</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 %4: %5, unlikely to be chance alone; since %6.</source>
        <extracomment>%1 a rate&apos;s name, %2 and %3 percentages, %4 the control, %5 the figures, %6 a date</extracomment>
        <translation>%1 sank von %2 auf %3, %4: %5, kaum allein durch Zufall zu erklären; seit %6.</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 %4: %5, unlikely to be chance alone.</source>
        <translation>%1 stieg von %2 auf %3, %4: %5, kaum allein durch Zufall zu erklären.</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 %4: too little to judge yet.</source>
        <translation>%1 veränderte sich von %2 auf %3, %4: zu wenig, um es schon zu beurteilen.</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 %4: %5; no clear change, a difference like this often comes from chance alone.</source>
        <translation>%1 veränderte sich von %2 auf %3, %4: %5; keine klare Veränderung, ein solcher Unterschied entsteht oft allein durch Zufall.</translation>
    </message>
    <message>
        <source>a chance below 0.01 %</source>
        <translation>eine Wahrscheinlichkeit unter 0,01 %</translation>
    </message>
    <message>
        <source>a chance of %1 %</source>
        <translation>eine Wahrscheinlichkeit von %1 %</translation>
    </message>
    <message numerus="yes">
        <source>No conversion and no form submit on %n whole day(s) running since %1, while sessions went on: at the rates before, about %2 were expected (%3 of none).</source>
        <extracomment>%n whole days, %1 a date, %2 a number, %3 &quot;a chance of 0.05 %&quot;</extracomment>
        <translation>
            <numerusform>Seit %1 an %n ganzen Tag in Folge keine Conversion und keine Formularübermittlung, obwohl weiterhin Sitzungen stattfanden: bei den bisherigen Raten waren etwa %2 zu erwarten (%3, dass es keine gibt).</numerusform>
            <numerusform>Seit %1 an %n ganzen Tagen in Folge keine Conversion und keine Formularübermittlung, obwohl weiterhin Sitzungen stattfanden: bei den bisherigen Raten waren etwa %2 zu erwarten (%3, dass es keine gibt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No %1 on %n whole day(s) running since %2, while sessions and %3 went on: at the rate before, about %4 were expected (%5 of none).</source>
        <extracomment>%n whole days, %1 &quot;conversion&quot; or &quot;form submit&quot;, %2 a date, %3 &quot;form submits&quot; or &quot;conversions&quot;, %4 a number, %5 a chance</extracomment>
        <translation>
            <numerusform>Seit %2 an %n ganzen Tag in Folge keine %1, obwohl Sitzungen und %3 weitergingen: bei der bisherigen Rate waren etwa %4 zu erwarten (%5, dass es keine gibt).</numerusform>
            <numerusform>Seit %2 an %n ganzen Tagen in Folge keine %1, obwohl Sitzungen und %3 weitergingen: bei der bisherigen Rate waren etwa %4 zu erwarten (%5, dass es keine gibt).</numerusform>
        </translation>
    </message>
    <message>
        <source>conversions</source>
        <translation>Conversions</translation>
    </message>
    <message>
        <source>form submits</source>
        <translation>Formularübermittlungen</translation>
    </message>
    <message>
        <source>Too early to judge: no whole day since the publish yet, or no day before it.</source>
        <translation>Zu früh für ein Urteil: seit der Veröffentlichung gibt es noch keinen ganzen Tag, oder davor keinen Tag.</translation>
    </message>
    <message>
        <source>Too little to judge: a judgement needs %1 conversions in the %2 days before the publish and %3 expected after it at that rate.</source>
        <translation>Zu wenig für ein Urteil: dafür braucht es %1 Conversions in den %2 Tagen vor der Veröffentlichung und %3 danach bei dieser Rate erwartete.</translation>
    </message>
    <message numerus="yes">
        <source>Judged day by day on the %1 days before the publish day and %n whole day(s) after it, weekdays matched; the p-value and interval allow for a look every day.</source>
        <translation>
            <numerusform>Tag für Tag beurteilt anhand der %1 Tage vor dem Tag der Veröffentlichung und %n ganzen Tag danach, mit gleichen Wochentagen; p-Wert und Intervall berücksichtigen, dass jeden Tag nachgesehen wird.</numerusform>
            <numerusform>Tag für Tag beurteilt anhand der %1 Tage vor dem Tag der Veröffentlichung und %n ganzen Tagen danach, mit gleichen Wochentagen; p-Wert und Intervall berücksichtigen, dass jeden Tag nachgesehen wird.</numerusform>
        </translation>
    </message>
    <message>
        <source>The change is measured against the page&apos;s other audiences over the same days, so what moved the whole page is not counted.</source>
        <translation>Die Veränderung wird an denselben Tagen im Vergleich zu den anderen Zielgruppen der Seite gemessen; was die ganze Seite bewegt hat, zählt also nicht mit.</translation>
    </message>
    <message>
        <source>The page&apos;s other audiences had fewer conversions than this one (or none), too few to serve as a control: the change is measured against the same weekdays before the publish alone.</source>
        <translation>Die anderen Zielgruppen der Seite hatten weniger Conversions als diese (oder keine), zu wenige als Vergleichsgruppe: die Veränderung wird nur an denselben Wochentagen vor der Veröffentlichung gemessen.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::InstructionWatch</name>
    <message>
        <source>The agent&apos;s version %1 ended “%2”, not as a draft.</source>
        <translation>Die Version %1 des Agenten endete als „%2“, nicht als Entwurf.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalActions</name>
    <message>
        <source>Sent again with the same key; its outcome follows in the journal.</source>
        <translation>Mit demselben Idempotenzschlüssel erneut gesendet; das Ergebnis erscheint anschließend im Journal.</translation>
    </message>
    <message>
        <source>Discarded: it will not be sent again.</source>
        <translation>Verworfen: dieser Schreibvorgang wird nicht erneut gesendet.</translation>
    </message>
    <message>
        <source>Done: the service took it.</source>
        <translation>Erledigt: vom Dienst angenommen.</translation>
    </message>
    <message>
        <source>An identical entry is already in the topic (%1): nothing was added again.</source>
        <translation>Ein identischer Eintrag ist bereits im Thema vorhanden (%1): es wurde nichts erneut hinzugefügt.</translation>
    </message>
    <message>
        <source>No identical entry is in the topic: it is being added.</source>
        <translation>Im Thema gibt es keinen identischen Eintrag: er wird jetzt hinzugefügt.</translation>
    </message>
    <message>
        <source>The topic&apos;s entries could not be read to look for an identical one, so nothing was sent: %1</source>
        <translation>Die Einträge des Themas konnten nicht gelesen werden, um nach einem identischen zu suchen; daher wurde nichts gesendet: %1</translation>
    </message>
    <message>
        <source>The request could not be made again from what the journal recorded.</source>
        <translation>Die Anfrage konnte aus dem, was das Journal festgehalten hat, nicht erneut erstellt werden.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalExport</name>
    <message>
        <source>Audience Console activity, exported %1</source>
        <translation>Aktivität der Audience Console, exportiert: %1</translation>
    </message>
    <message>
        <source>Every entry, newest first</source>
        <translation>Alle Einträge, neueste zuerst</translation>
    </message>
    <message>
        <source>Entries kept by the filter %1, newest first</source>
        <translation>Einträge gemäß Filter %1, neueste zuerst</translation>
    </message>
    <message>
        <source>The activity could not be read: %1</source>
        <translation>Die Aktivität konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The export was stopped.</source>
        <translation>Der Export wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The profile&apos;s store cannot be read: %1</source>
        <translation>Der Datenspeicher des Profils kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalFilter</name>
    <message>
        <source>page or audience “%1”</source>
        <translation>Seite oder Zielgruppe „%1“</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>search “%1”</source>
        <translation>Suche „%1“</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalListModel</name>
    <message>
        <source>The profile&apos;s store is closed.</source>
        <translation>Der Datenspeicher des Profils ist geschlossen.</translation>
    </message>
    <message>
        <source>The activity could not be read: %1</source>
        <translation>Die Aktivität konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalWords</name>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Not confirmed</source>
        <translation>Nicht bestätigt</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In Bearbeitung</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Zielgruppen</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>A person the service finds or adds</source>
        <translation>Eine Person, die der Dienst findet oder anlegt</translation>
    </message>
    <message>
        <source>Person %1</source>
        <translation>Person %1</translation>
    </message>
    <message>
        <source>Topic %1</source>
        <translation>Thema %1</translation>
    </message>
    <message>
        <source>Subscription %1</source>
        <translation>Abonnement %1</translation>
    </message>
    <message>
        <source>Open audience %1</source>
        <translation>Zielgruppe %1 öffnen</translation>
    </message>
    <message>
        <source>Open person %1</source>
        <translation>Person %1 öffnen</translation>
    </message>
    <message>
        <source>Open topic %1</source>
        <translation>Thema %1 öffnen</translation>
    </message>
    <message>
        <source>Open subscription %1</source>
        <translation>Abonnement %1 öffnen</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Sammelveröffentlichung</translation>
    </message>
    <message>
        <source>Retry first looks for an identical entry in the topic, so it is not added twice.</source>
        <translation>„Wiederholen“ sucht zuerst nach einem identischen Eintrag im Thema, damit er nicht doppelt hinzugefügt wird.</translation>
    </message>
    <message>
        <source>Retry sends the same change again; applied twice, it leaves the same result.</source>
        <translation>„Wiederholen“ sendet dieselbe Änderung erneut; auch zweimal ausgeführt führt sie zum selben Ergebnis.</translation>
    </message>
    <message>
        <source>Retry sends it again with the same key, so it cannot apply twice.</source>
        <translation>„Wiederholen“ sendet den Schreibvorgang mit demselben Idempotenzschlüssel erneut, daher kann er nicht doppelt ausgeführt werden.</translation>
    </message>
    <message>
        <source>Not confirmed: the console closed before the service answered. The service may or may not have applied it. %1</source>
        <translation>Nicht bestätigt: die Konsole wurde geschlossen, bevor der Dienst geantwortet hat. Ob der Dienst den Vorgang ausgeführt hat, ist nicht bekannt. %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the service did not take it.</source>
        <translation>vom Dienst nicht angenommen.</translation>
    </message>
    <message>
        <source>In progress in another window</source>
        <translation>In einem anderen Fenster in Arbeit</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JsonPayload</name>
    <message>
        <source>an object is not closed: a } or a comma is missing</source>
        <translation>ein Objekt ist nicht geschlossen: es fehlt eine } oder ein Komma</translation>
    </message>
    <message>
        <source>a colon is missing after a key</source>
        <translation>nach einem Schlüssel fehlt ein Doppelpunkt</translation>
    </message>
    <message>
        <source>a list is not closed: a ] or a comma is missing</source>
        <translation>eine Liste ist nicht geschlossen: es fehlt eine ] oder ein Komma</translation>
    </message>
    <message>
        <source>a comma is missing between values</source>
        <translation>zwischen zwei Werten fehlt ein Komma</translation>
    </message>
    <message>
        <source>this is not a JSON value (strings need double quotes)</source>
        <translation>dies ist kein JSON-Wert (Zeichenketten brauchen doppelte Anführungszeichen)</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>der Text endet mitten in einer Zahl</translation>
    </message>
    <message>
        <source>this number is not valid JSON</source>
        <translation>diese Zahl ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>unknown escape sequence in a string</source>
        <translation>unbekannte Escape-Sequenz in einer Zeichenkette</translation>
    </message>
    <message>
        <source>invalid characters in a string</source>
        <translation>ungültige Zeichen in einer Zeichenkette</translation>
    </message>
    <message>
        <source>a string is not closed: a &quot; is missing</source>
        <translation>eine Zeichenkette ist nicht geschlossen: es fehlt ein &quot;</translation>
    </message>
    <message>
        <source>an object { … } was expected</source>
        <translation>ein Objekt { … } wurde erwartet</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>the payload is too large</source>
        <translation>die Nutzdaten sind zu groß</translation>
    </message>
    <message>
        <source>unexpected text after the end of the object</source>
        <translation>unerwarteter Text nach dem Ende des Objekts</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <source>the payload must be a JSON object { … }, not a list or a single value</source>
        <translation>die Nutzdaten müssen ein JSON-Objekt { … } sein, keine Liste und kein Einzelwert</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
</context>
<context>
    <name>Audience::Models::KnownWebhooks</name>
    <message>
        <source>Type or paste a subscription ID.</source>
        <translation>Geben Sie eine Abonnement-ID ein oder fügen Sie sie ein.</translation>
    </message>
    <message>
        <source>A subscription ID has no spaces, slashes, &apos;?&apos; or &apos;#&apos;: check what was pasted.</source>
        <translation>Eine Abonnement-ID enthält keine Leerzeichen, Schrägstriche, „?“ oder „#“: prüfen Sie, was eingefügt wurde.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>The service knows no subscription with the ID %1. Check the ID: it starts with whsub_ and is case-sensitive.</source>
        <translation>Der Dienst kennt kein Abonnement mit der ID %1. Prüfen Sie die ID: sie beginnt mit whsub_, und Groß- und Kleinschreibung werden unterschieden.</translation>
    </message>
    <message>
        <source>The service no longer knows this subscription.</source>
        <translation>Der Dienst kennt dieses Abonnement nicht mehr.</translation>
    </message>
    <message>
        <source>%1 (not read yet)</source>
        <translation>%1 (noch nicht gelesen)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
</context>
<context>
    <name>Audience::Models::LinkedPeopleModel</name>
    <message>
        <source>Person %1</source>
        <translation>Person %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
</context>
<context>
    <name>Audience::Models::MessageOutbox</name>
    <message>
        <source>Type a message first.</source>
        <translation>Geben Sie zuerst eine Nachricht ein.</translation>
    </message>
    <message>
        <source>The message is %1 characters too long (at most %2).</source>
        <translation>Die Nachricht ist %1 Zeichen zu lang (höchstens %2).</translation>
    </message>
    <message>
        <source>the connection changed before the service answered. Edit takes the text back to send it again.</source>
        <translation>Die Verbindung hat gewechselt, bevor der Dienst geantwortet hat. „Bearbeiten“ holt den Text zurück, um ihn erneut zu senden.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageLinkSearchModel</name>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Page routing</source>
        <translation>Seiten-Routing</translation>
    </message>
    <message>
        <source>(no target type)</source>
        <translation>(kein Zieltyp)</translation>
    </message>
    <message>
        <source>(no target)</source>
        <translation>(kein Ziel)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>Gelöscht: %1</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Opens the audience %1</source>
        <translation>Öffnet die Zielgruppe %1</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Opens the audience %1 (%2)</source>
        <translation>Öffnet die Zielgruppe %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageListModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Zielgruppen</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Inbound</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Outbound</translation>
    </message>
    <message>
        <source>Call follow-up</source>
        <translation>Call-Follow-up</translation>
    </message>
    <message>
        <source>Sales deck</source>
        <translation>Sales-Deck</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Individuell</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageScan</name>
    <message>
        <source>Not connected: nothing can be scanned.</source>
        <translation>Nicht verbunden: es kann nichts durchsucht werden.</translation>
    </message>
    <message>
        <source>Looking for the audiences of “%1”…</source>
        <translation>Zielgruppen von „%1“ werden gesucht…</translation>
    </message>
    <message>
        <source>Reading conversations: %1 of %2…</source>
        <translation>Unterhaltungen werden gelesen: %1 von %2…</translation>
    </message>
    <message>
        <source>“%1” has no audience to scan.</source>
        <translation>„%1“ hat keine Zielgruppe, die durchsucht werden kann.</translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n audience(s) of “%1”; %2 could not be read.</source>
        <translation>
            <numerusform>%n Zielgruppe von „%1“ durchsucht; %2 nicht lesbar.</numerusform>
            <numerusform>%n Zielgruppen von „%1“ durchsucht; %2 nicht lesbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n audience(s) of “%1”.</source>
        <translation>
            <numerusform>%n Zielgruppe von „%1“ durchsucht.</numerusform>
            <numerusform>%n Zielgruppen von „%1“ durchsucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan cancelled after %1 of %2 audiences.</source>
        <translation>Durchsuchen nach %1 von %2 Zielgruppen abgebrochen.</translation>
    </message>
    <message>
        <source>Could not scan “%1”: %2</source>
        <translation>„%1“ konnte nicht durchsucht werden: %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PagedListModel</name>
    <message>
        <source>The service said there are more rows but gave no cursor to fetch them, so the list stops here.</source>
        <translation>Der Dienst hat weitere Zeilen angekündigt, aber keinen Cursor geliefert, um sie abzurufen; die Liste endet daher hier.</translation>
    </message>
    <message>
        <source>The service pointed back to a page it had already sent, so the list stops here.</source>
        <translation>Der Dienst hat auf eine Seite zurückverwiesen, die er bereits geliefert hatte; die Liste endet daher hier.</translation>
    </message>
    <message numerus="yes">
        <source>The list stops after %n page(s): the service kept saying there are more.</source>
        <translation>
            <numerusform>Die Liste endet nach %n Seite: der Dienst hat immer wieder weitere angekündigt.</numerusform>
            <numerusform>Die Liste endet nach %n Seiten: der Dienst hat immer wieder weitere angekündigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonEditor</name>
    <message>
        <source>Will be removed: %1 is saved without a value.</source>
        <translation>Wird entfernt: %1 wird ohne Wert gespeichert.</translation>
    </message>
    <message>
        <source>International format: + and 2 to 15 digits, for example %1.</source>
        <translation>Internationales Format: + und 2 bis 15 Ziffern, zum Beispiel %1.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>LinkedIn URL</source>
        <translation>LinkedIn-URL</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonFieldCheck</name>
    <message>
        <source>Start with + and the country code, for example %1.</source>
        <translation>Beginnen Sie mit + und der Landesvorwahl, zum Beispiel %1.</translation>
    </message>
    <message>
        <source>Only digits after the +: no spaces, dashes or brackets (for example %1).</source>
        <translation>Nach dem + nur Ziffern: keine Leerzeichen, Bindestriche oder Klammern (zum Beispiel %1).</translation>
    </message>
    <message>
        <source>Too short: the + is followed by 2 to 15 digits.</source>
        <translation>Zu kurz: auf das + folgen 2 bis 15 Ziffern.</translation>
    </message>
    <message>
        <source>A country code never starts with 0.</source>
        <translation>Eine Landesvorwahl beginnt nie mit 0.</translation>
    </message>
    <message>
        <source>Too long: at most 15 digits after the + (%1 now).</source>
        <translation>Zu lang: höchstens 15 Ziffern nach dem + (derzeit %1).</translation>
    </message>
    <message>
        <source>A person always has a name: it cannot be removed.</source>
        <translation>Eine Person hat immer einen Namen: er kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Too long: at most %1 characters (%2 now).</source>
        <translation>Zu lang: höchstens %1 Zeichen (derzeit %2).</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1 ist ein Pflichtfeld.</translation>
    </message>
    <message>
        <source>%1 is too long: at most %2 characters (%3 now).</source>
        <translation>%1 ist zu lang: höchstens %2 Zeichen (derzeit %3).</translation>
    </message>
    <message>
        <source>%1: lower-case letters only (%2).</source>
        <translation>%1: nur Kleinbuchstaben (%2).</translation>
    </message>
    <message>
        <source>%1: lower-case letters and digits joined by single hyphens, like form-submitted.</source>
        <translation>%1: Kleinbuchstaben und Ziffern, verbunden durch einzelne Bindestriche, etwa form-submitted.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonLogComposer</name>
    <message>
        <source>Left empty, the entry is saved with the type “%1”.</source>
        <translation>Bleibt das Feld leer, wird der Eintrag mit dem Typ „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Lower-case words joined by hyphens, like page-visited.</source>
        <translation>Kleingeschriebene Wörter, verbunden durch Bindestriche, etwa page-visited.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Choose who the entry is about.</source>
        <translation>Wählen Sie, wen der Eintrag betrifft.</translation>
    </message>
    <message>
        <source>Give the person&apos;s email address.</source>
        <translation>Geben Sie die E-Mail-Adresse der Person an.</translation>
    </message>
    <message>
        <source>An email address has an @, like ada@example.com.</source>
        <translation>Eine E-Mail-Adresse enthält ein @, etwa ada@example.com.</translation>
    </message>
    <message>
        <source>Give the person&apos;s phone number, like %1.</source>
        <translation>Geben Sie die Telefonnummer der Person an, etwa %1.</translation>
    </message>
    <message>
        <source>Give the person&apos;s LinkedIn URL.</source>
        <translation>Geben Sie die LinkedIn-URL der Person an.</translation>
    </message>
    <message>
        <source>Give the person&apos;s ID, like person_…</source>
        <translation>Geben Sie die ID der Person an, etwa person_…</translation>
    </message>
    <message>
        <source>Added to a new person, %1, created for this entry.</source>
        <translation>Zu einer neuen Person hinzugefügt, %1, die für diesen Eintrag angelegt wurde.</translation>
    </message>
    <message>
        <source>Added to %1.</source>
        <translation>Zu %1 hinzugefügt.</translation>
    </message>
    <message>
        <source>Added to %1, matched by person ID.</source>
        <translation>Zu %1 hinzugefügt, zugeordnet über die Personen-ID.</translation>
    </message>
    <message>
        <source>Added to %1, matched by email.</source>
        <translation>Zu %1 hinzugefügt, zugeordnet über die E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>Added to %1, matched by phone number.</source>
        <translation>Zu %1 hinzugefügt, zugeordnet über die Telefonnummer.</translation>
    </message>
    <message>
        <source>Added to %1, matched by LinkedIn URL.</source>
        <translation>Zu %1 hinzugefügt, zugeordnet über die LinkedIn-URL.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonLogModel</name>
    <message>
        <source>Deleted %1</source>
        <translation>Gelöscht: %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>Nutzdaten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonSearchModel</name>
    <message numerus="yes">
        <source>%n people</source>
        <translation>
            <numerusform>%n Person</numerusform>
            <numerusform>%n Personen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>many people (%n shown)</source>
        <translation>
            <numerusform>viele Personen (%n angezeigt)</numerusform>
            <numerusform>viele Personen (%n angezeigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ProfileDatabase</name>
    <message>
        <source>The profile&apos;s folder for %1 cannot be created.</source>
        <translation>Der Profilordner für %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 cannot be opened: %2</source>
        <translation>Der Datenspeicher %1 des Profils kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>die Datei ist keine Datenbank</translation>
    </message>
    <message>
        <source>%1, and it could not be moved aside: another console is doing so; open the profile again</source>
        <translation>%1, und sie konnte nicht beiseitegelegt werden: Eine andere Konsole tut das gerade; öffnen Sie das Profil erneut</translation>
    </message>
    <message>
        <source>%1, and it could not be moved aside (%2): it was left as it is</source>
        <translation>%1, und sie konnte nicht beiseitegelegt werden (%2): Sie wurde unverändert gelassen</translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 was written by a newer Audience Console (schema %2; this one knows %3). It was moved aside as %4, nothing in it deleted, and a new, empty store was started. To use it again, close this console, put it back as %1 and open the profile with the newer console.</source>
        <translation>Der Speicher des Profils %1 wurde von einer neueren Audience Console geschrieben (Schema %2; diese kennt %3). Er wurde als %4 beiseitegelegt, nichts darin gelöscht, und ein neuer, leerer Speicher wurde angelegt. Um ihn wieder zu verwenden, schließen Sie diese Konsole, legen Sie ihn als %1 zurück und öffnen Sie das Profil mit der neueren Konsole.</translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 was damaged (%2). It was moved aside as %3, nothing in it deleted, and a new, empty store was started: what the console had learnt and the journal of earlier writes are in the file moved aside.</source>
        <translation>Der Speicher des Profils %1 war beschädigt (%2). Er wurde als %3 beiseitegelegt, nichts darin gelöscht, und ein neuer, leerer Speicher wurde angelegt: Was die Konsole gelernt hatte und das Journal früherer Schreibvorgänge stehen in der beiseitegelegten Datei.</translation>
    </message>
    <message>
        <source>Another window on this profile cannot tell that this one is open (the profile&apos;s folder cannot be written): it may offer this window&apos;s writes in flight for Retry.</source>
        <translation>Ein anderes Fenster mit diesem Profil kann nicht erkennen, dass dieses geöffnet ist (der Ordner des Profils ist nicht beschreibbar): Es bietet die laufenden Schreibvorgänge dieses Fensters womöglich zum Wiederholen an.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ProfileFilesImport</name>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>not in the format this console wrote (no “%1”)</source>
        <translation>nicht in dem Format, das diese Konsole schreibt („%1“ fehlt)</translation>
    </message>
    <message>
        <source>of a format this console does not know (%1)</source>
        <translation>in einem Format, das diese Konsole nicht kennt (%1)</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); it was kept aside as %3.</source>
        <translation>%1 konnte nicht gelesen werden (%2); die Datei wurde als %3 beiseitegelegt.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2), and it could not be moved aside: it was left where it is.</source>
        <translation>%1 konnte nicht gelesen werden (%2) und auch nicht beiseitegelegt werden: die Datei bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>%1 could not be taken into the profile&apos;s store; it was left where it is.</source>
        <translation>%1 konnte nicht in den Datenspeicher des Profils übernommen werden; die Datei bleibt, wo sie ist.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishActions</name>
    <message>
        <source>The service refused to publish this version now: it may no longer be a draft, or another publish is under way (%1).</source>
        <translation>Der Dienst hat es abgelehnt, diese Version jetzt zu veröffentlichen: vielleicht ist sie kein Entwurf mehr, oder eine andere Veröffentlichung läuft gerade (%1).</translation>
    </message>
    <message>
        <source>The service cannot publish this version: %1</source>
        <translation>Der Dienst kann diese Version nicht veröffentlichen: %1</translation>
    </message>
    <message>
        <source>No answer from the service (%1). Retry Publish sends the same publish again; the service applies it only once.</source>
        <translation>Keine Antwort vom Dienst (%1). „Veröffentlichung wiederholen“ sendet dieselbe Veröffentlichung noch einmal; der Dienst führt sie nur einmal aus.</translation>
    </message>
    <message>
        <source>The check could not read the version: %1</source>
        <translation>Die Prüfung konnte die Version nicht lesen: %1</translation>
    </message>
    <message>
        <source>Version %1 is published: the publish went through.</source>
        <translation>Version %1 ist veröffentlicht: die Veröffentlichung war erfolgreich.</translation>
    </message>
    <message>
        <source>Version %1 is still a draft: the publish did not reach the service. Retry publishes it.</source>
        <translation>Version %1 ist noch ein Entwurf: die Veröffentlichung hat den Dienst nicht erreicht. „Veröffentlichung wiederholen“ veröffentlicht sie.</translation>
    </message>
    <message>
        <source>Version %1 is “%2” now, not published: another version may have gone live since. Open the audience to see.</source>
        <translation>Version %1 ist jetzt „%2“, nicht veröffentlicht: vielleicht ist inzwischen eine andere Version live gegangen. Öffnen Sie die Zielgruppe, um nachzusehen.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishHistory</name>
    <message>
        <source>The conversation could not be read: %1</source>
        <translation>Die Unterhaltung konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishUndo</name>
    <message>
        <source>Not connected: the conversation cannot be read.</source>
        <translation>Nicht verbunden: die Unterhaltung kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The console has not seen this version published.</source>
        <translation>Die Konsole hat die Veröffentlichung dieser Version nicht gesehen.</translation>
    </message>
    <message>
        <source>version %1 of %2</source>
        <translation>Version %1 von %2</translation>
    </message>
    <message>
        <source>The instruction could not be sent: the console is not connected.</source>
        <translation>Die Anweisung konnte nicht gesendet werden: die Konsole ist nicht verbunden.</translation>
    </message>
    <message>
        <source>Not connected: the draft cannot be read for the proof.</source>
        <translation>Nicht verbunden: der Entwurf kann für den Nachweis nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A newer version (%1) was made after the undo&apos;s draft, so the draft cannot be proved. Ask Again makes a new one.</source>
        <translation>Nach dem Entwurf für das Rückgängigmachen wurde eine neuere Version (%1) erstellt, daher kann der Entwurf nicht nachgeprüft werden. „Erneut anfragen“ erstellt einen neuen.</translation>
    </message>
    <message>
        <source>%1, undoing version %2</source>
        <translation>%1, Rückgängigmachen von Version %2</translation>
    </message>
    <message>
        <source>The publish could not be started.</source>
        <translation>Die Veröffentlichung konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Reading what this publish changed and what is live now…</source>
        <translation>Es wird gelesen, was diese Veröffentlichung geändert hat und was jetzt live ist…</translation>
    </message>
    <message>
        <source>Sending asks the agent for a new draft with these values. Nothing goes live until you publish it.</source>
        <translation>Beim Senden wird der Agent um einen neuen Entwurf mit diesen Werten gebeten. Nichts geht live, bevor Sie ihn veröffentlichen.</translation>
    </message>
    <message>
        <source>Sending the instruction…</source>
        <translation>Anweisung wird gesendet…</translation>
    </message>
    <message>
        <source>The agent is writing the draft…</source>
        <translation>Der Agent schreibt den Entwurf…</translation>
    </message>
    <message>
        <source>Reading the draft to prove it…</source>
        <translation>Der Entwurf wird für den Nachweis gelesen…</translation>
    </message>
    <message>
        <source>Publishing version %1…</source>
        <translation>Version %1 wird veröffentlicht…</translation>
    </message>
    <message>
        <source>Not connected: what is live could not be read again. Nothing was done; Read Again when the connection is back.</source>
        <translation>Nicht verbunden: was live ist, konnte nicht erneut gelesen werden. Es wurde nichts getan; „Erneut lesen“, sobald die Verbindung wieder besteht.</translation>
    </message>
    <message>
        <source>the console no longer sees this version published</source>
        <translation>die Konsole sieht diese Version nicht mehr als veröffentlicht</translation>
    </message>
    <message>
        <source>The connection was lost: what is live could not be read again, so nothing was done. What is shown is as it was read before. (%1)</source>
        <translation>Die Verbindung wurde unterbrochen: was live ist, konnte nicht erneut gelesen werden, daher wurde nichts getan. Angezeigt wird der zuvor gelesene Stand. (%1)</translation>
    </message>
    <message>
        <source>Since it was read, a publish changed what is live: %1 Nothing was done; look again, then choose.</source>
        <translation>Seit dem Lesen hat eine Veröffentlichung geändert, was live ist: %1 Es wurde nichts getan; sehen Sie erneut nach und wählen Sie dann.</translation>
    </message>
    <message>
        <source>The instruction could not be sent again under the same key: %1</source>
        <translation>Die Anweisung konnte nicht unter demselben Schlüssel erneut gesendet werden: %1</translation>
    </message>
    <message>
        <source>%1 Nothing to prove: Ask Again sends the values again.</source>
        <translation>%1 Es gibt nichts nachzuprüfen: „Erneut anfragen“ sendet die Werte noch einmal.</translation>
    </message>
    <message>
        <source>%1 Read Again tries once more.</source>
        <translation>%1 „Erneut lesen“ versucht es noch einmal.</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Nicht gesendet: %1</translation>
    </message>
    <message>
        <source>The instruction was sent, but the service did not confirm it: %1. Ask Again sends the same message again, under the same key, so the agent cannot get it twice.</source>
        <translation>Die Anweisung wurde gesendet, aber der Dienst hat sie nicht bestätigt: %1. „Erneut anfragen“ sendet dieselbe Nachricht unter demselben Schlüssel noch einmal, sodass der Agent sie nicht doppelt erhalten kann.</translation>
    </message>
    <message>
        <source>The publish failed: %1. Publish again tries it once more, under the same key.</source>
        <translation>Die Veröffentlichung ist fehlgeschlagen: %1. „Erneut veröffentlichen“ versucht es unter demselben Schlüssel noch einmal.</translation>
    </message>
    <message>
        <source>Published version %1: %2</source>
        <translation>Version %1 veröffentlicht: %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReachWords</name>
    <message>
        <source>%1 did not answer: %2</source>
        <translation>%1 hat nicht geantwortet: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not answer within %n second(s).</source>
        <translation>
            <numerusform>%1 hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>%1 hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The secure connection to %1 failed: %2</source>
        <translation>Die sichere Verbindung zu %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Not sent, for safety: %1</source>
        <translation>Aus Sicherheitsgründen nicht gesendet: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::RecentAccountsModel</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, opened %2</source>
        <translation>%1, geöffnet: %2</translation>
    </message>
    <message>
        <source>%1 (not opened yet)</source>
        <translation>%1 (noch nicht geöffnet)</translation>
    </message>
    <message>
        <source>%1, not opened yet: open it to see its name, domain and people</source>
        <translation>%1, noch nicht geöffnet: öffnen Sie es, um Name, Domain und Personen zu sehen</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleasePlan</name>
    <message>
        <source>This console has not seen a draft of this audience. Open it, or ask the agent: any instruction returns its version.</source>
        <translation>Diese Konsole hat keinen Entwurf dieser Zielgruppe gesehen. Öffnen Sie die Zielgruppe, oder geben Sie dem Agenten eine Anweisung: jede Anweisung liefert ihre Version.</translation>
    </message>
    <message>
        <source>The agent is still working on version %1: wait until it is a draft.</source>
        <translation>Der Agent arbeitet noch an Version %1: warten Sie, bis sie ein Entwurf ist.</translation>
    </message>
    <message>
        <source>Nothing waiting: version %1 is live, and this console has seen no newer draft.</source>
        <translation>Nichts wartet: Version %1 ist live, und diese Konsole hat keinen neueren Entwurf gesehen.</translation>
    </message>
    <message>
        <source>The newest version this console has seen (%1) is “%2”, not a draft.</source>
        <translation>Die neueste Version, die diese Konsole gesehen hat (%1), ist „%2“, kein Entwurf.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>What goes live could not be read: %1</source>
        <translation>Was live geht, konnte nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n warning(s)): %2</source>
        <translation>
            <numerusform>%1 (%n Warnung): %2</numerusform>
            <numerusform>%1 (%n Warnungen): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading what goes live…</source>
        <translation>Was live geht, wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) change</source>
        <translation>
            <numerusform>%n Feld ändert sich</numerusform>
            <numerusform>%n Felder ändern sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n error(s): cannot be included until fixed</source>
        <translation>
            <numerusform>%1 · %n Fehler: erst nach Behebung aufnehmbar</numerusform>
            <numerusform>%1 · %n Fehler: erst nach Behebung aufnehmbar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · checks passed</source>
        <translation>%1 · Prüfungen bestanden</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2, acknowledged</source>
        <translation>%1 · %2, bestätigt</translation>
    </message>
    <message>
        <source>%1 · %2 to acknowledge</source>
        <translation>%1 · %2 zu bestätigen</translation>
    </message>
    <message>
        <source>What goes live could not be read: not connected to the service.</source>
        <translation>Was live geht, konnte nicht gelesen werden: keine Verbindung zum Dienst.</translation>
    </message>
    <message>
        <source>Not connected to the service.</source>
        <translation>Nicht mit dem Dienst verbunden.</translation>
    </message>
    <message>
        <source>What goes live could not be read again: %1</source>
        <translation>Was live geht, konnte nicht erneut gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleasePlanModel</name>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>What goes live</source>
        <translation>Was live geht</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>v%1</source>
        <translation>v%1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>Enthalten</translation>
    </message>
    <message>
        <source>Not included</source>
        <translation>Nicht enthalten</translation>
    </message>
    <message>
        <source>Not included until acknowledged</source>
        <translation>Nicht enthalten, bis bestätigt</translation>
    </message>
    <message>
        <source>No net change</source>
        <translation>Keine Nettoänderung</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleaseRun</name>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>The version could not be read again before publishing: %1</source>
        <translation>Die Version konnte vor dem Veröffentlichen nicht erneut gelesen werden: %1</translation>
    </message>
    <message>
        <source>version %1 is already published: someone published it elsewhere since it was checked.</source>
        <translation>Version %1 ist bereits veröffentlicht: jemand hat sie seit der Prüfung an anderer Stelle veröffentlicht.</translation>
    </message>
    <message>
        <source>version %1 is no longer the draft: a newer draft replaced it, or another version went live. Open the audience to see its newest draft.</source>
        <translation>Version %1 ist nicht mehr der Entwurf: ein neuerer Entwurf hat sie ersetzt, oder eine andere Version ist live gegangen. Öffnen Sie die Zielgruppe, um ihren neuesten Entwurf zu sehen.</translation>
    </message>
    <message>
        <source>version %1 is “%2” now, no longer a draft.</source>
        <translation>Version %1 ist jetzt „%2“, kein Entwurf mehr.</translation>
    </message>
    <message>
        <source>Cancelled before its publish went.</source>
        <translation>Abgebrochen, bevor die Veröffentlichung gesendet wurde.</translation>
    </message>
    <message>
        <source>A publish of this version is already under way.</source>
        <translation>Eine Veröffentlichung dieser Version läuft bereits.</translation>
    </message>
    <message>
        <source>The publish could not be recorded or sent.</source>
        <translation>Die Veröffentlichung konnte nicht erfasst oder gesendet werden.</translation>
    </message>
    <message>
        <source>The publish could not be sent again.</source>
        <translation>Die Veröffentlichung konnte nicht erneut gesendet werden.</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Abgebrochen, bevor sie begonnen hat.</translation>
    </message>
    <message numerus="yes">
        <source>Publishing: %1 of %n done</source>
        <translation>
            <numerusform>Veröffentlichung: %1 von %n erledigt</numerusform>
            <numerusform>Veröffentlichung: %1 von %n erledigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published</source>
        <translation>
            <numerusform>%1 von %n veröffentlicht</numerusform>
            <numerusform>%1 von %n veröffentlicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed: %1</source>
        <translation>
            <numerusform>%n fehlgeschlagen: %1</numerusform>
            <numerusform>%n fehlgeschlagen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped: %1</source>
        <translation>
            <numerusform>%n übersprungen: %1</numerusform>
            <numerusform>%n übersprungen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not started (cancelled)</source>
        <translation>
            <numerusform>%n nicht gestartet (abgebrochen)</numerusform>
            <numerusform>%n nicht gestartet (abgebrochen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no publish had gone yet.</source>
        <translation>Abgebrochen: es war noch keine Veröffentlichung gesendet.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: nothing new starts. %n publish(es) had already gone: %1.</source>
        <translation>
            <numerusform>Abgebrochen: nichts Neues wird gestartet. %n Veröffentlichung war bereits gesendet: %1.</numerusform>
            <numerusform>Abgebrochen: nichts Neues wird gestartet. %n Veröffentlichungen waren bereits gesendet: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Reading the version again…</source>
        <translation>Version wird erneut gelesen…</translation>
    </message>
    <message>
        <source>Publishing…</source>
        <translation>Wird veröffentlicht…</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Retry publishing %1</source>
        <translation>Veröffentlichung von %1 wiederholen</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleaseUndo</name>
    <message>
        <source>Nothing to undo: %1</source>
        <translation>Nichts rückgängig zu machen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) to set back</source>
        <translation>
            <numerusform>%n Feld zurückzusetzen</numerusform>
            <numerusform>%n Felder zurückzusetzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n field(s) changed again by a later publish, kept at the later value</source>
        <translation>
            <numerusform>%1; %n Feld wurde durch eine spätere Veröffentlichung erneut geändert und behält den späteren Wert</numerusform>
            <numerusform>%1; %n Felder wurden durch eine spätere Veröffentlichung erneut geändert und behalten den späteren Wert</numerusform>
        </translation>
    </message>
    <message>
        <source>Sending the instruction…</source>
        <translation>Anweisung wird gesendet…</translation>
    </message>
    <message>
        <source>Not proven: %1</source>
        <translation>Nicht nachgewiesen: %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Publishing version %1…</source>
        <translation>Version %1 wird veröffentlicht…</translation>
    </message>
    <message>
        <source>Undone: version %1 is live, with the values from before version %2.</source>
        <translation>Rückgängig gemacht: Version %1 ist live, mit den Werten von vor Version %2.</translation>
    </message>
    <message>
        <source>%1 undone</source>
        <translation>%1 rückgängig gemacht</translation>
    </message>
    <message>
        <source>%1 proven</source>
        <translation>%1 nachgewiesen</translation>
    </message>
    <message>
        <source>%1 not proven</source>
        <translation>%1 nicht nachgewiesen</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 nothing to undo</source>
        <translation>bei %1 nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>%1 in progress</source>
        <translation>%1 in Bearbeitung</translation>
    </message>
    <message>
        <source>%1 publishing</source>
        <translation>%1 in Veröffentlichung</translation>
    </message>
    <message>
        <source>its publish failed in the release: nothing to undo.</source>
        <translation>ihre Veröffentlichung ist in der Sammelveröffentlichung fehlgeschlagen: nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>its publish never started in the release: nothing to undo.</source>
        <translation>ihre Veröffentlichung hat in der Sammelveröffentlichung nie begonnen: nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Not undone: %1</source>
        <translation>Nicht rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Not read: its conversation could not be read (%1). Read Again reads it; the others go on without it.</source>
        <translation>Nicht gelesen: ihre Unterhaltung konnte nicht gelesen werden (%1). „Erneut lesen“ liest sie; die anderen gehen ohne sie weiter.</translation>
    </message>
    <message>
        <source>Failed: %1 The service refused it, so it is not sent again; the others go on without it.</source>
        <translation>Fehlgeschlagen: %1 Der Dienst hat sie abgelehnt, daher wird sie nicht erneut gesendet; die anderen gehen ohne sie weiter.</translation>
    </message>
    <message>
        <source>%1 not undone (not published by the release)</source>
        <translation>%1 nicht rückgängig gemacht (nicht durch die Sammelveröffentlichung veröffentlicht)</translation>
    </message>
    <message>
        <source>%1 not read</source>
        <translation>%1 nicht gelesen</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReviewModel</name>
    <message>
        <source>(page not known)</source>
        <translation>(Seite unbekannt)</translation>
    </message>
    <message>
        <source>The page of this audience is not known, so its conversation cannot be read.</source>
        <translation>Die Seite dieser Zielgruppe ist nicht bekannt, daher kann ihre Unterhaltung nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s)</source>
        <translation>
            <numerusform>%n Zielgruppe</numerusform>
            <numerusform>%n Zielgruppen</numerusform>
        </translation>
    </message>
    <message>
        <source>Page ID: %1</source>
        <translation>Seiten-ID: %1</translation>
    </message>
    <message>
        <source>Version not seen</source>
        <translation>Version nicht gesehen</translation>
    </message>
    <message>
        <source>v%1</source>
        <translation>v%1</translation>
    </message>
    <message>
        <source>v%1 · %2</source>
        <comment>draft number · its age</comment>
        <translation>v%1 · %2</translation>
    </message>
    <message>
        <source>✔ No problem found</source>
        <translation>✔ Kein Problem gefunden</translation>
    </message>
    <message numerus="yes">
        <source>✖ %n error(s)</source>
        <translation>
            <numerusform>✖ %n Fehler</numerusform>
            <numerusform>✖ %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n warning(s)</source>
        <translation>
            <numerusform>⚠ %n Warnung</numerusform>
            <numerusform>⚠ %n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>Could not read</source>
        <translation>Lesen fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>This audience has pending changes in a version this console has not seen: only the service knows that version’s ID. Ask the agent to confirm the draft: its answer names the version.</source>
        <translation>Diese Zielgruppe hat ausstehende Änderungen in einer Version, die diese Konsole nicht gesehen hat: nur der Dienst kennt die ID dieser Version. Bitten Sie den Agenten, den Entwurf zu bestätigen: seine Antwort nennt die Version.</translation>
    </message>
    <message>
        <source>Audience ID: %1</source>
        <translation>Zielgruppen-ID: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::SessionLookup</name>
    <message>
        <source>Choose the page the session belongs to first.</source>
        <translation>Wählen Sie zuerst die Seite, zu der die Sitzung gehört.</translation>
    </message>
    <message>
        <source>Type or paste a session ID.</source>
        <translation>Geben Sie eine Sitzungs-ID ein oder fügen Sie sie ein.</translation>
    </message>
    <message>
        <source>A session ID has no spaces, slashes, &apos;?&apos; or &apos;#&apos;: check what was pasted.</source>
        <translation>Eine Sitzungs-ID enthält keine Leerzeichen, Schrägstriche, „?“ oder „#“: prüfen Sie, was eingefügt wurde.</translation>
    </message>
    <message>
        <source>No session with the ID %1 on this page. Sessions belong to one page: check the page chosen, and the ID (an audience session ID or an analytics session ID).</source>
        <translation>Keine Sitzung mit der ID %1 auf dieser Seite. Jede Sitzung gehört zu genau einer Seite: prüfen Sie die gewählte Seite und die ID (eine Zielgruppen-Sitzungs-ID oder eine Analyse-Sitzungs-ID).</translation>
    </message>
    <message>
        <source>Analysed: the figures below are final.</source>
        <translation>Analysiert: die Werte unten sind endgültig.</translation>
    </message>
    <message>
        <source>Still being analysed: time spent, scroll depth and whether it bounced may be missing or change.</source>
        <translation>Wird noch analysiert: Verweildauer, Scrolltiefe und Absprung können fehlen oder sich noch ändern.</translation>
    </message>
    <message>
        <source>The analysis of this session failed: its engagement figures are missing and it is not counted as bounce-eligible.</source>
        <translation>Die Analyse dieser Sitzung ist fehlgeschlagen: ihre Engagement-Werte fehlen, und sie zählt nicht zur Absprungbasis.</translation>
    </message>
    <message>
        <source>Analysis status “%1” (not known to this version of the console).</source>
        <translation>Analysestatus „%1“ (dieser Version der Konsole unbekannt).</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>Konvertiert</translation>
    </message>
    <message>
        <source>Bounced</source>
        <translation>Abgesprungen</translation>
    </message>
    <message>
        <source>Engaged</source>
        <translation>Interagiert</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ShareImageLoader</name>
    <message>
        <source>The image address is not a valid web address.</source>
        <translation>Die Bildadresse ist keine gültige Webadresse.</translation>
    </message>
    <message>
        <source>Only http and https images are loaded (this one is %1).</source>
        <translation>Es werden nur HTTP- und HTTPS-Bilder geladen (dieses verwendet %1).</translation>
    </message>
    <message>
        <source>%1 is a reserved example name that no network can reach.</source>
        <translation>%1 ist ein reservierter Beispielname, den kein Netzwerk erreichen kann.</translation>
    </message>
    <message>
        <source>The image is larger than %1 MB (networks take at most %1 MB).</source>
        <translation>Das Bild ist größer als %1 MB (Netzwerke akzeptieren höchstens %1 MB).</translation>
    </message>
    <message numerus="yes">
        <source>The image&apos;s host did not answer within %n second(s).</source>
        <translation>
            <numerusform>Der Host des Bildes hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>Der Host des Bildes hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The image&apos;s host answered HTTP %1.</source>
        <translation>Der Host des Bildes hat mit HTTP %1 geantwortet.</translation>
    </message>
    <message>
        <source>The image could not be loaded: %1</source>
        <translation>Das Bild konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>The file is not an image the console can read (%1).</source>
        <translation>Die Datei ist kein Bild, das die Konsole lesen kann (%1).</translation>
    </message>
</context>
<context>
    <name>Audience::Models::StartCheck</name>
    <message>
        <source>Confirmed by the service at start: its conversation has this message (written %1).</source>
        <translation>Beim Start vom Dienst bestätigt: Seine Unterhaltung enthält diese Nachricht (geschrieben %1).</translation>
    </message>
</context>
<context>
    <name>Audience::Models::StoreFault</name>
    <message>
        <source>it is locked by another console or program; close it and open the profile again</source>
        <translation>er ist von einer anderen Konsole oder einem anderen Programm gesperrt; schließen Sie es und öffnen Sie das Profil erneut</translation>
    </message>
    <message>
        <source>it is read-only: the console can neither keep what it learns nor journal its writes; make the store&apos;s files (the file and those beside it whose names begin with it) and its folder writable, then open the profile again</source>
        <translation>er ist schreibgeschützt: Die Konsole kann weder behalten, was sie lernt, noch ihre Schreibvorgänge protokollieren; machen Sie die Dateien des Speichers (die Datei und die daneben, deren Namen mit ihr beginnen) und seinen Ordner beschreibbar und öffnen Sie das Profil erneut</translation>
    </message>
    <message>
        <source>the disk holding the profile is full</source>
        <translation>der Datenträger des Profils ist voll</translation>
    </message>
    <message>
        <source>it is damaged (%1)</source>
        <translation>er ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>it cannot be opened or made: check that its folder exists and can be written (%1)</source>
        <translation>er kann weder geöffnet noch angelegt werden: Prüfen Sie, ob sein Ordner existiert und beschreibbar ist (%1)</translation>
    </message>
</context>
<context>
    <name>Audience::Models::StoreSchema</name>
    <message>
        <source>The profile&apos;s store cannot be read: %1</source>
        <translation>Der Datenspeicher des Profils kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be brought to schema %1: %2</source>
        <translation>Der Datenspeicher des Profils konnte nicht auf Schema %1 umgestellt werden: %2</translation>
    </message>
    <message>
        <source>The profile&apos;s store was written by a newer Audience Console (schema %1; this one knows %2).</source>
        <translation>Der Speicher des Profils wurde von einer neueren Audience Console geschrieben (Schema %1; diese kennt %2).</translation>
    </message>
    <message>
        <source>The profile&apos;s store cannot be written: %1</source>
        <translation>Der Speicher des Profils kann nicht beschrieben werden: %1</translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be written: %1</source>
        <translation>Der Speicher des Profils konnte nicht beschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicEntryModel</name>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicEntryWriter</name>
    <message>
        <source>Give the entry a content type (for example “text” or “faq”).</source>
        <translation>Geben Sie dem Eintrag einen Inhaltstyp (zum Beispiel „text“ oder „faq“).</translation>
    </message>
    <message>
        <source>Write the entry’s content.</source>
        <translation>Schreiben Sie den Inhalt des Eintrags.</translation>
    </message>
    <message>
        <source>Choose a topic first.</source>
        <translation>Wählen Sie zuerst ein Thema.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>An entry is being added to this topic already.</source>
        <translation>Zu diesem Thema wird bereits ein Eintrag hinzugefügt.</translation>
    </message>
    <message>
        <source>The sort order must be a whole number, 0 or more, or left empty.</source>
        <translation>Die Sortierung muss eine ganze Zahl sein, 0 oder größer, oder leer bleiben.</translation>
    </message>
    <message>
        <source>The sort order %1 is larger than the service accepts.</source>
        <translation>Die Sortierung %1 ist größer, als der Dienst annimmt.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicSearchModel</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Standard)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>%1
ID: %2</source>
        <translation>%1
ID: %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WatchDismissals</name>
    <message numerus="yes">
        <source>%n dismissal(s) not kept yet: %1. Tried again until the store takes it; if the console closes before, the alert shows again at the next start.</source>
        <translation>
            <numerusform>%n Ausblendung noch nicht gespeichert: %1. Wird erneut versucht, bis der Speicher sie annimmt; schließt sich die Konsole vorher, erscheint der Hinweis beim nächsten Start wieder.</numerusform>
            <numerusform>%n Ausblendungen noch nicht gespeichert: %1. Wird erneut versucht, bis der Speicher sie annimmt; schließt sich die Konsole vorher, erscheint der Hinweis beim nächsten Start wieder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::WatchText</name>
    <message>
        <source>This publish may have hurt</source>
        <translation>Diese Veröffentlichung hat möglicherweise geschadet</translation>
    </message>
    <message>
        <source>Tracking may be broken</source>
        <translation>Das Tracking ist möglicherweise defekt</translation>
    </message>
    <message numerus="yes">
        <source>%n publish(es) need a look</source>
        <translation>
            <numerusform>%n Veröffentlichung ist zu prüfen</numerusform>
            <numerusform>%n Veröffentlichungen sind zu prüfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Form submits stopped after this publish</source>
        <translation>Formularübermittlungen nach dieser Veröffentlichung ausgeblieben</translation>
    </message>
    <message>
        <source>Conversions stopped after this publish</source>
        <translation>Conversions nach dieser Veröffentlichung ausgeblieben</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookEditor</name>
    <message>
        <source>The service listed %1, which this console cannot send back. Untick it to save the other changes of the events, or leave the events as they were.</source>
        <translation>Der Dienst hat %1 aufgeführt, was diese Konsole nicht zurücksenden kann. Entfernen Sie das Häkchen, um die übrigen Änderungen an den Ereignissen zu speichern, oder lassen Sie die Ereignisse, wie sie waren.</translation>
    </message>
    <message>
        <source>Not connected: the changes are kept until you save again.</source>
        <translation>Nicht verbunden: die Änderungen bleiben erhalten, bis Sie erneut speichern.</translation>
    </message>
    <message>
        <source>Could not check the subscription before saving: %1</source>
        <translation>Das Abonnement konnte vor dem Speichern nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>A save of this subscription is already under way.</source>
        <translation>Dieses Abonnement wird bereits gespeichert.</translation>
    </message>
    <message>
        <source>URL: %1 → %2</source>
        <translation>URL: %1 → %2</translation>
    </message>
    <message>
        <source>Events: %1 → %2</source>
        <translation>Ereignisse: %1 → %2</translation>
    </message>
    <message>
        <source>State: %1 → %2</source>
        <translation>Zustand: %1 → %2</translation>
    </message>
    <message>
        <source>It was saved again (updated %1) with the same URL, events and state.</source>
        <translation>Es wurde erneut gespeichert (geändert: %1), mit derselben URL, denselben Ereignissen und demselben Zustand.</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Inaktiv</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookEvents</name>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>An audience&apos;s content changes: a message starts a version, it is processed into a draft, a draft is published.</source>
        <translation>Der Inhalt einer Zielgruppe ändert sich: eine Nachricht startet eine Version, diese wird zu einem Entwurf verarbeitet, ein Entwurf wird veröffentlicht.</translation>
    </message>
    <message>
        <source>Forms</source>
        <translation>Formulare</translation>
    </message>
    <message>
        <source>A visitor submits a form on a page, and the service enriches what was submitted (or fails to).</source>
        <translation>Ein Besucher übermittelt ein Formular auf einer Seite, und der Dienst reichert die übermittelten Angaben an (oder scheitert daran).</translation>
    </message>
    <message>
        <source>Version created</source>
        <translation>Version erstellt</translation>
    </message>
    <message>
        <source>Version processed</source>
        <translation>Version verarbeitet</translation>
    </message>
    <message>
        <source>Version published</source>
        <translation>Version veröffentlicht</translation>
    </message>
    <message>
        <source>Form submitted</source>
        <translation>Formular übermittelt</translation>
    </message>
    <message>
        <source>Form enriched</source>
        <translation>Formular angereichert</translation>
    </message>
    <message>
        <source>Form enrichment failed</source>
        <translation>Formularanreicherung fehlgeschlagen</translation>
    </message>
    <message>
        <source>A message was accepted in an audience&apos;s workspace and a new version started.</source>
        <translation>Im Arbeitsbereich einer Zielgruppe wurde eine Nachricht angenommen und eine neue Version gestartet.</translation>
    </message>
    <message>
        <source>A new version finished processing and is a draft.</source>
        <translation>Eine neue Version ist fertig verarbeitet und liegt als Entwurf vor.</translation>
    </message>
    <message>
        <source>A version was published and is what visitors see.</source>
        <translation>Eine Version wurde veröffentlicht und ist das, was Besucher sehen.</translation>
    </message>
    <message>
        <source>A visitor submitted a form on a page.</source>
        <translation>Ein Besucher hat ein Formular auf einer Seite übermittelt.</translation>
    </message>
    <message>
        <source>What a visitor submitted was enriched with more about them.</source>
        <translation>Die übermittelten Angaben eines Besuchers wurden um weitere Informationen über ihn ergänzt.</translation>
    </message>
    <message>
        <source>Enriching a submitted form failed.</source>
        <translation>Das Anreichern eines übermittelten Formulars ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>An event type this version of the console does not know; it is kept as it is.</source>
        <translation>Ein Ereignistyp, den diese Version der Konsole nicht kennt; er bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Alle Ereignisse</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message numerus="yes">
        <source>All %n type(s) listed</source>
        <translation>
            <numerusform>Alle Typen aufgeführt (%n)</numerusform>
            <numerusform>Alle Typen aufgeführt (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookInbox</name>
    <message>
        <source>Could not listen on this computer (127.0.0.1): %1</source>
        <translation>Empfang auf diesem Computer (127.0.0.1) nicht möglich: %1</translation>
    </message>
    <message>
        <source>no free port</source>
        <translation>kein freier Port</translation>
    </message>
    <message>
        <source>Not used: a signing secret starts with whsec_ followed by base64.</source>
        <translation>Nicht verwendet: ein Signaturgeheimnis beginnt mit whsec_, gefolgt von Base64.</translation>
    </message>
    <message>
        <source>No secret: signatures are not checked.</source>
        <translation>Kein Geheimnis: Signaturen werden nicht geprüft.</translation>
    </message>
    <message>
        <source>Used until the console closes (no keychain).</source>
        <translation>Wird bis zum Schließen der Konsole verwendet (kein Schlüsselbund).</translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation>Warten auf den Schlüsselbund…</translation>
    </message>
    <message>
        <source>Used until the console closes; not kept: %1</source>
        <translation>Wird bis zum Schließen der Konsole verwendet; nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Kept in the keychain; signatures are checked.</source>
        <translation>Im Schlüsselbund gespeichert; Signaturen werden geprüft.</translation>
    </message>
    <message>
        <source>Looking in the keychain…</source>
        <translation>Schlüsselbund wird durchsucht…</translation>
    </message>
    <message>
        <source>The keychain could not be read: %1</source>
        <translation>Der Schlüsselbund konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Choose a subscription first.</source>
        <translation>Wählen Sie zuerst ein Abonnement.</translation>
    </message>
    <message>
        <source>Pointing %1 at the inbox…</source>
        <translation>%1 wird auf den Posteingang umgeleitet…</translation>
    </message>
    <message>
        <source>Restoring the URL of %1…</source>
        <translation>URL von %1 wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>%1 now sends its events to this computer.</source>
        <translation>%1 sendet seine Ereignisse jetzt an diesen Computer.</translation>
    </message>
    <message>
        <source>%1 sends to %2 again.</source>
        <translation>%1 sendet wieder an %2.</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>(no event ID) %1</source>
        <translation>(keine Ereignis-ID) %1</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(kein Typ)</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>Nicht signiert</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>, time off by more than 5 min</source>
        <translation>, Zeit weicht um mehr als 5 min ab</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Event type</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <source>Event ID</source>
        <translation>Ereignis-ID</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Zustellungen</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>a change of this URL is already under way</source>
        <translation>diese URL wird bereits geändert</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookSignature</name>
    <message>
        <source>Not checked (no signing secret given)</source>
        <translation>Nicht geprüft (kein Signaturgeheimnis angegeben)</translation>
    </message>
    <message>
        <source>Valid signature</source>
        <translation>Gültige Signatur</translation>
    </message>
    <message>
        <source>Invalid signature: wrong secret, or the body was changed on the way</source>
        <translation>Ungültige Signatur: falsches Geheimnis, oder der Inhalt wurde unterwegs verändert</translation>
    </message>
    <message>
        <source>Not signed: a webhook-id, webhook-timestamp or webhook-signature header is missing</source>
        <translation>Nicht signiert: ein Header webhook-id, webhook-timestamp oder webhook-signature fehlt</translation>
    </message>
    <message>
        <source>Not checked: the secret given is not a whsec_… secret</source>
        <translation>Nicht geprüft: das angegebene Geheimnis ist kein whsec_…-Geheimnis</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookUrlCheck</name>
    <message>
        <source>Enter the address the events are sent to, such as https://example.com/webhooks.</source>
        <translation>Geben Sie die Adresse ein, an die die Ereignisse gesendet werden, etwa https://example.com/webhooks.</translation>
    </message>
    <message>
        <source>The address starts or ends with a space: remove it.</source>
        <translation>Die Adresse beginnt oder endet mit einem Leerzeichen: entfernen Sie es.</translation>
    </message>
    <message>
        <source>The address is %1 characters long; the service accepts at most %2.</source>
        <translation>Die Adresse ist %1 Zeichen lang; der Dienst akzeptiert höchstens %2.</translation>
    </message>
    <message>
        <source>The address must be complete, starting with https:// or http://.</source>
        <translation>Die Adresse muss vollständig sein und mit https:// oder http:// beginnen.</translation>
    </message>
    <message>
        <source>The address must start with https:// or http://, not %1:.</source>
        <translation>Die Adresse muss mit https:// oder http:// beginnen, nicht mit %1:.</translation>
    </message>
    <message>
        <source>The address has no host name after %1://.</source>
        <translation>Die Adresse enthält nach %1:// keinen Hostnamen.</translation>
    </message>
    <message>
        <source>Plain http: the events, and their signatures, travel unencrypted to another computer. Use https unless this is a test.</source>
        <translation>Einfaches http: die Ereignisse und ihre Signaturen werden unverschlüsselt an einen anderen Computer übertragen. Verwenden Sie https, sofern es sich nicht um einen Test handelt.</translation>
    </message>
    <message>
        <source>%1 is a link-local address: it only means something on one network segment, so the service will most likely not reach it.</source>
        <translation>%1 ist eine link-lokale Adresse: sie gilt nur innerhalb eines Netzwerksegments, daher wird der Dienst sie höchstwahrscheinlich nicht erreichen.</translation>
    </message>
    <message>
        <source>%1 is a private network address: a service on the internet cannot reach it.</source>
        <translation>%1 ist eine Adresse in einem privaten Netzwerk: ein Dienst im Internet kann sie nicht erreichen.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>The path after the host name</source>
        <translation>Der Pfad nach dem Hostnamen</translation>
    </message>
    <message>
        <source>The part after “#”</source>
        <translation>Der Teil nach „#“</translation>
    </message>
    <message>
        <source>The query after “?”</source>
        <translation>Der Abfrageteil nach „?“</translation>
    </message>
    <message>
        <source>%1 has a “%” that is not followed by two hexadecimal digits; a percent sign itself is written %25.</source>
        <translation>%1 enthält ein „%“, auf das keine zwei Hexadezimalziffern folgen; ein Prozentzeichen selbst wird als %25 geschrieben.</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>ein Leerzeichen</translation>
    </message>
    <message>
        <source>%1 holds %2, which an address cannot hold as it is; write it percent-encoded (%3).</source>
        <translation>%1 enthält %2, was in einer Adresse so nicht stehen darf; schreiben Sie es prozentkodiert (%3).</translation>
    </message>
    <message>
        <source>The host name %1 holds %2. The address standard allows it, but no host name with it can be found in DNS (names hold only letters, digits, hyphens and dots), so the events could never be delivered there.</source>
        <translation>Der Hostname %1 enthält %2. Der Adressstandard erlaubt das, aber kein Hostname mit diesem Zeichen ist im DNS zu finden (Namen enthalten nur Buchstaben, Ziffern, Bindestriche und Punkte), daher könnten die Ereignisse dort nie zugestellt werden.</translation>
    </message>
    <message>
        <source>The host name %1 holds %2, which no host name can hold.</source>
        <translation>Der Hostname %1 enthält %2, was in keinem Hostnamen stehen darf.</translation>
    </message>
    <message>
        <source>The host name %1 has an empty part between dots.</source>
        <translation>Der Hostname %1 hat einen leeren Teil zwischen zwei Punkten.</translation>
    </message>
    <message>
        <source>The address in brackets, %1, is not a valid IPv6 address.</source>
        <translation>Die Adresse in eckigen Klammern, %1, ist keine gültige IPv6-Adresse.</translation>
    </message>
    <message>
        <source>After the IPv6 address in brackets only a colon and a port may follow, not %1.</source>
        <translation>Auf die IPv6-Adresse in eckigen Klammern dürfen nur ein Doppelpunkt und ein Port folgen, nicht %1.</translation>
    </message>
    <message>
        <source>The host name %1 is not a name a computer can be found by: check it for a mistyped character.</source>
        <translation>Der Hostname %1 ist kein Name, unter dem ein Computer gefunden werden kann: prüfen Sie ihn auf ein falsch getipptes Zeichen.</translation>
    </message>
    <message>
        <source>The port %1 after the host name must be a number from 1 to 65535.</source>
        <translation>Der Port %1 nach dem Hostnamen muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <source>After %1 come two slashes, then the host name: %2//example.com/…</source>
        <translation>Nach %1 folgen zwei Schrägstriche, dann der Hostname: %2//example.com/…</translation>
    </message>
    <message>
        <source>This is not a valid address: check it for a mistyped or missing character.</source>
        <translation>Dies ist keine gültige Adresse: prüfen Sie sie auf ein falsch getipptes oder fehlendes Zeichen.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WriteKinds</name>
    <message>
        <source>Send a message to %1</source>
        <translation>Nachricht an %1 senden</translation>
    </message>
    <message>
        <source>Sent a message to %1</source>
        <translation>Nachricht an %1 gesendet</translation>
    </message>
    <message>
        <source>Publish version %2 of %1</source>
        <translation>Version %2 von %1 veröffentlichen</translation>
    </message>
    <message>
        <source>Published version %2 of %1</source>
        <translation>Version %2 von %1 veröffentlicht</translation>
    </message>
    <message>
        <source>Archive %1</source>
        <translation>%1 archivieren</translation>
    </message>
    <message>
        <source>Archived %1</source>
        <translation>%1 archiviert</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>%1 wiederherstellen</translation>
    </message>
    <message>
        <source>Restored %1</source>
        <translation>%1 wiederhergestellt</translation>
    </message>
    <message>
        <source>Update person %1</source>
        <translation>Person %1 aktualisieren</translation>
    </message>
    <message>
        <source>Updated person %1</source>
        <translation>Person %1 aktualisiert</translation>
    </message>
    <message>
        <source>Add a log entry for %1</source>
        <translation>Protokolleintrag für %1 hinzufügen</translation>
    </message>
    <message>
        <source>Added a log entry for %1</source>
        <translation>Protokolleintrag für %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Add a log entry</source>
        <translation>Protokolleintrag hinzufügen</translation>
    </message>
    <message>
        <source>Added a log entry</source>
        <translation>Protokolleintrag hinzugefügt</translation>
    </message>
    <message>
        <source>Add an entry to topic %1</source>
        <translation>Eintrag zu Thema %1 hinzufügen</translation>
    </message>
    <message>
        <source>Added an entry to topic %1</source>
        <translation>Eintrag zu Thema %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Update webhook subscription %1</source>
        <translation>Webhook-Abonnement %1 aktualisieren</translation>
    </message>
    <message>
        <source>Updated webhook subscription %1</source>
        <translation>Webhook-Abonnement %1 aktualisiert</translation>
    </message>
    <message>
        <source>Send the undo of %1</source>
        <translation>Rückgängigmachen von %1 senden</translation>
    </message>
    <message>
        <source>Sent the undo of %1</source>
        <translation>Rückgängigmachen von %1 gesendet</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WriteTracker</name>
    <message>
        <source>Not confirmed: the console closed before the service answered.</source>
        <translation>Nicht bestätigt: die Konsole wurde geschlossen, bevor der Dienst geantwortet hat.</translation>
    </message>
    <message>
        <source>the console closed before the service answered; whether it was applied is not known</source>
        <translation>die Konsole wurde geschlossen, bevor der Dienst geantwortet hat; ob der Vorgang ausgeführt wurde, ist nicht bekannt</translation>
    </message>
    <message>
        <source>The request could not be made.</source>
        <translation>Die Anfrage konnte nicht gestellt werden.</translation>
    </message>
    <message>
        <source>Not sent: the profile&apos;s store refused it then; it takes writes again, so Retry sends it.</source>
        <translation>Nicht gesendet: Der Speicher des Profils hat sie damals abgelehnt; er nimmt wieder Schreibvorgänge an, also sendet „Erneut versuchen“ sie.</translation>
    </message>
</context>
<context>
    <name>Audience::Net</name>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP-Status %1</translation>
    </message>
    <message>
        <source>HTTP status %1 %2</source>
        <translation>HTTP-Status %1 %2</translation>
    </message>
    <message>
        <source>No answer within the time limit.</source>
        <translation>Keine Antwort innerhalb der Zeitgrenze.</translation>
    </message>
    <message>
        <source>The secure connection could not be established: %1</source>
        <translation>Die sichere Verbindung konnte nicht aufgebaut werden: %1</translation>
    </message>
    <message>
        <source>The connection was refused.</source>
        <translation>Die Verbindung wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The connection was closed before the answer was complete.</source>
        <translation>Die Verbindung wurde geschlossen, bevor die Antwort vollständig war.</translation>
    </message>
    <message>
        <source>The server&apos;s host name could not be found.</source>
        <translation>Der Hostname des Servers wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Refused a redirect to an insecure address.</source>
        <translation>Eine Weiterleitung an eine unsichere Adresse wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Netzwerkfehler: %1</translation>
    </message>
    <message>
        <source>The proxy could not be reached: %1</source>
        <translation>Der Proxy ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>The proxy did not answer in time.</source>
        <translation>Der Proxy hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The proxy asks for a login the console was not given.</source>
        <translation>Der Proxy verlangt eine Anmeldung, die der Konsole nicht vorliegt.</translation>
    </message>
    <message>
        <source>This computer is not connected to a network.</source>
        <translation>Dieser Computer ist mit keinem Netzwerk verbunden.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::ApiClient</name>
    <message>
        <source>No valid service address (http:// or https://) is set.</source>
        <translation>Es ist keine gültige Dienstadresse (http:// oder https://) festgelegt.</translation>
    </message>
    <message>
        <source>Plain http:// is only used for this computer; use https:// for %1.</source>
        <translation>Einfaches http:// wird nur für diesen Computer verwendet; verwenden Sie https:// für %1.</translation>
    </message>
    <message>
        <source>The API key was refused. Enter a new key to continue.</source>
        <translation>Der API-Schlüssel wurde abgelehnt. Geben Sie einen neuen Schlüssel ein, um fortzufahren.</translation>
    </message>
    <message>
        <source>No API key is set.</source>
        <translation>Es ist kein API-Schlüssel festgelegt.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::ApiError</name>
    <message>
        <source>Cannot reach the service</source>
        <translation>Dienst nicht erreichbar</translation>
    </message>
    <message>
        <source>The service did not answer in time</source>
        <translation>Der Dienst hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>Secure connection failed</source>
        <translation>Sichere Verbindung fehlgeschlagen</translation>
    </message>
    <message>
        <source>The API key was refused</source>
        <translation>Der API-Schlüssel wurde abgelehnt</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Invalid input</source>
        <translation>Ungültige Eingabe</translation>
    </message>
    <message>
        <source>Too many requests</source>
        <translation>Zu viele Anfragen</translation>
    </message>
    <message>
        <source>The service failed</source>
        <translation>Fehler im Dienst</translation>
    </message>
    <message>
        <source>Unreadable answer from the service</source>
        <translation>Unlesbare Antwort des Dienstes</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Blocked for safety</source>
        <translation>Aus Sicherheitsgründen blockiert</translation>
    </message>
    <message>
        <source>Request failed</source>
        <translation>Anfrage fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) need attention.</source>
        <translation>
            <numerusform>%n Feld muss geprüft werden.</numerusform>
            <numerusform>%n Felder müssen geprüft werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::DecodeError</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>Pflichtfeld fehlt</translation>
    </message>
    <message>
        <source>must not be null</source>
        <translation>darf nicht null sein</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>erwartet: %1, erhalten: %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>ganze Zahl erwartet, erhalten: %1</translation>
    </message>
    <message>
        <source>integer %1 is outside 0..9007199254740991</source>
        <translation>die ganze Zahl %1 liegt außerhalb von 0..9007199254740991</translation>
    </message>
    <message>
        <source>the body is empty</source>
        <translation>der Inhalt ist leer</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>the body is not a JSON object or array</source>
        <translation>der Inhalt ist weder ein JSON-Objekt noch ein JSON-Array</translation>
    </message>
</context>
<context>
    <name>Audience::Net::RequestJob</name>
    <message>
        <source>The service answered with a redirect without a target.</source>
        <translation>Der Dienst hat mit einer Weiterleitung ohne Ziel geantwortet.</translation>
    </message>
    <message>
        <source>The service redirected to another address (%1); the request was not sent there.</source>
        <translation>Der Dienst hat an eine andere Adresse weitergeleitet (%1); die Anfrage wurde nicht dorthin gesendet.</translation>
    </message>
    <message>
        <source>The service answered with a redirect that cannot be followed (HTTP %1).</source>
        <translation>Der Dienst hat mit einer Weiterleitung geantwortet, der nicht gefolgt werden kann (HTTP %1).</translation>
    </message>
    <message>
        <source>The answer was cut short (%1 of %2 bytes arrived).</source>
        <translation>Die Antwort war unvollständig (%1 von %2 Bytes sind angekommen).</translation>
    </message>
    <message>
        <source>The answer could not be read: %1</source>
        <translation>Die Antwort konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The connection changed while this request was waiting to be sent again; it was not sent.</source>
        <translation>Die Verbindung hat sich geändert, während diese Anfrage auf einen erneuten Versand wartete; sie wurde nicht gesendet.</translation>
    </message>
    <message numerus="yes">
        <source>The answer was cut short: the connection closed after %n byte(s) of the body.</source>
        <translation>
            <numerusform>Die Antwort war unvollständig: Die Verbindung wurde nach %n Byte des Inhalts geschlossen.</numerusform>
            <numerusform>Die Antwort war unvollständig: Die Verbindung wurde nach %n Bytes des Inhalts geschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is too large: it passed %1 MiB, the most this connection accepts; it was not read.</source>
        <translation>Die Antwort ist zu groß: sie hat %1 MiB überschritten, das Maximum für diese Verbindung; sie wurde nicht gelesen.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::Validator</name>
    <message>
        <source>Must not be before the start date.</source>
        <translation>Darf nicht vor dem Startdatum liegen.</translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation>Darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Must be %1 to %2 characters long (it is %3).</source>
        <translation>Muss %1 bis %2 Zeichen lang sein (derzeit %3).</translation>
    </message>
    <message>
        <source>Must be at least %1 characters long.</source>
        <translation>Muss mindestens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>Use lower-case letters and digits separated by single hyphens (kebab-case).</source>
        <translation>Verwenden Sie Kleinbuchstaben und Ziffern, getrennt durch einzelne Bindestriche (kebab-case).</translation>
    </message>
    <message>
        <source>Must be an international number: + then 2 to 15 digits, not starting with 0.</source>
        <translation>Muss eine internationale Nummer sein: + und dann 2 bis 15 Ziffern, nicht mit 0 beginnend.</translation>
    </message>
    <message>
        <source>Must be &quot;account_&quot; followed by 26 lower-case letters or digits.</source>
        <translation>Muss mit „account_“ beginnen, gefolgt von 26 Kleinbuchstaben oder Ziffern.</translation>
    </message>
    <message>
        <source>Must be a whole number from %1 to %2.</source>
        <translation>Muss eine ganze Zahl von %1 bis %2 sein.</translation>
    </message>
    <message>
        <source>Must be an absolute URI, e.g. https://example.com/hook.</source>
        <translation>Muss ein absoluter URI sein, z. B. https://example.com/hook.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2.</source>
        <translation>„%1“ ist nicht zulässig; erlaubt sind: %2.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::WebhooksApi</name>
    <message>
        <source>Must be a list of events (it may be empty), not nothing.</source>
        <translation>Muss eine Liste von Ereignissen sein (sie darf leer sein), nicht null.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AccountDetailView</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>People linked to the account</source>
        <translation>Mit dem Konto verknüpfte Personen</translation>
    </message>
    <message>
        <source>Open &amp;Person</source>
        <translation>&amp;Person öffnen</translation>
    </message>
    <message>
        <source>Open the chosen person in People (Enter)</source>
        <translation>Die gewählte Person unter „Personen“ öffnen (Eingabe)</translation>
    </message>
    <message>
        <source>No account open</source>
        <translation>Kein Konto geöffnet</translation>
    </message>
    <message>
        <source>Opening the account…</source>
        <translation>Konto wird geöffnet…</translation>
    </message>
    <message>
        <source>Not an account ID</source>
        <translation>Keine Konto-ID</translation>
    </message>
    <message>
        <source>Could not open the account</source>
        <translation>Das Konto konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 (no name)</source>
        <translation>%1 (ohne Namen)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Account ID</source>
        <translation>Konto-ID</translation>
    </message>
    <message>
        <source>Latest activity</source>
        <translation>Letzte Aktivität</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Linked people (%1)</source>
        <translation>Verknüpfte Personen (%1)</translation>
    </message>
    <message>
        <source>No people are linked to this account.</source>
        <translation>Mit diesem Konto sind keine Personen verknüpft.</translation>
    </message>
    <message>
        <source>The service cannot list accounts: type or paste an account ID above and press Enter, or choose one the console has met.</source>
        <translation>Der Dienst kann keine Konten auflisten: geben Sie oben eine Konto-ID ein oder fügen Sie sie ein und drücken Sie die Eingabetaste, oder wählen Sie ein Konto, das der Konsole bereits begegnet ist.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AccountsPlace</name>
    <message>
        <source>account_ and 26 lowercase letters or digits</source>
        <translation>account_ und 26 Kleinbuchstaben oder Ziffern</translation>
    </message>
    <message>
        <source>Account ID</source>
        <translation>Konto-ID</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the account with this ID (Enter)</source>
        <translation>Das Konto mit dieser ID öffnen (Eingabe)</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>Accounts met</source>
        <translation>Bekannte Konten</translation>
    </message>
    <message>
        <source>Accounts met: opened before, or known to the demo</source>
        <translation>Bekannte Konten: zuvor geöffnet oder der Demo bekannt</translation>
    </message>
    <message>
        <source>No accounts met yet</source>
        <translation>Noch keine Konten bekannt</translation>
    </message>
    <message>
        <source>This service&apos;s people and page links do not name their accounts, and it cannot list them; accounts you open by ID are listed here. An account&apos;s ID (account_ and 26 lowercase letters or digits) comes from your CRM, or from whoever set up the workspace; the people an account links show it on their page.</source>
        <translation>Die Personen und Seitenlinks dieses Dienstes nennen ihre Konten nicht, und er kann sie nicht auflisten; Konten, die Sie per ID öffnen, werden hier aufgeführt. Die ID eines Kontos (account_ und 26 Kleinbuchstaben oder Ziffern) stammt aus Ihrem CRM oder von der Person, die den Arbeitsbereich eingerichtet hat; die Personen, die ein Konto verknüpft, zeigen es auf ihrer Seite.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActionCardsSection</name>
    <message>
        <source>(no alt text)</source>
        <translation>(kein Alternativtext)</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Asset: %1</source>
        <translation>Asset: %1</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Aktionskarten</translation>
    </message>
    <message>
        <source>Action cards (%1)</source>
        <translation>Aktionskarten (%1)</translation>
    </message>
    <message>
        <source>This page has no action-card widgets.</source>
        <translation>Diese Seite hat keine Aktionskarten-Widgets.</translation>
    </message>
    <message>
        <source>(untitled card)</source>
        <translation>(Karte ohne Titel)</translation>
    </message>
    <message>
        <source>No logos.</source>
        <translation>Keine Logos.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityDetailView</name>
    <message>
        <source>Choose an entry to see what was sent and what the service answered.</source>
        <translation>Wählen Sie einen Eintrag, um zu sehen, was gesendet wurde und was der Dienst geantwortet hat.</translation>
    </message>
    <message>
        <source>Body sent</source>
        <translation>Gesendeter Inhalt</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Send the write again with the same key: the service applies it at most once</source>
        <translation>Den Schreibvorgang mit demselben Idempotenzschlüssel erneut senden: der Dienst führt ihn höchstens einmal aus</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Ask the service whether the version was published</source>
        <translation>Beim Dienst nachfragen, ob die Version veröffentlicht wurde</translation>
    </message>
    <message>
        <source>D&amp;iscard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Give up on this write; the entry stays in the journal as discarded</source>
        <translation>Diesen Schreibvorgang aufgeben; der Eintrag bleibt als verworfen im Journal</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>The idempotency key: a retry sends the same one</source>
        <translation>Der Idempotenzschlüssel: eine Wiederholung sendet denselben</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>(no body)</source>
        <translation>(kein Inhalt)</translation>
    </message>
    <message>
        <source>(no answer: %1)</source>
        <translation>(keine Antwort: %1)</translation>
    </message>
    <message>
        <source>(no answer came)</source>
        <translation>(es kam keine Antwort)</translation>
    </message>
    <message>
        <source>(waiting for the answer)</source>
        <translation>(Antwort wird erwartet)</translation>
    </message>
    <message>
        <source>(no answer kept)</source>
        <translation>(keine Antwort gespeichert)</translation>
    </message>
    <message>
        <source>Did it &amp;work?</source>
        <translation>&amp;Hat es gewirkt?</translation>
    </message>
    <message>
        <source>The impact of this publish: conversion and other rates before and after it</source>
        <translation>Die Wirkung dieser Veröffentlichung: Conversion- und andere Raten davor und danach</translation>
    </message>
    <message>
        <source>&amp;Undo This Publish…</source>
        <translation>Diese Veröffentlichung &amp;rückgängig machen…</translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation>Einen Entwurf mit den Werten von vor dieser Veröffentlichung erstellen, ihn nachprüfen und dann veröffentlichen</translation>
    </message>
    <message>
        <source>Undo This Re&amp;lease…</source>
        <translation>Diese &amp;Sammelveröffentlichung rückgängig machen…</translation>
    </message>
    <message>
        <source>Undo every publish of the release this one belongs to: a proven draft each, published as one release</source>
        <translation>Jede Veröffentlichung der Sammelveröffentlichung rückgängig machen, zu der diese gehört: je ein nachgewiesener Entwurf, gemeinsam als eine Sammelveröffentlichung veröffentlicht</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityFilterBar</name>
    <message>
        <source>Search names, IDs, keys, bodies and errors…</source>
        <translation>Namen, IDs, Schlüssel, Inhalte und Fehler durchsuchen…</translation>
    </message>
    <message>
        <source>Search the activity</source>
        <translation>Aktivität durchsuchen</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Every area</source>
        <translation>Alle Bereiche</translation>
    </message>
    <message>
        <source>Page or audience…</source>
        <translation>Seite oder Zielgruppe…</translation>
    </message>
    <message>
        <source>Page or audience</source>
        <translation>Seite oder Zielgruppe</translation>
    </message>
    <message>
        <source>Part of a page&apos;s or audience&apos;s ID, or of the audience&apos;s name</source>
        <translation>Teil der ID einer Seite oder Zielgruppe oder des Namens der Zielgruppe</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Between…</source>
        <translation>Zwischen…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityPlace</name>
    <message>
        <source>Nothing was done: not connected, or this entry is no longer waiting for a decision.</source>
        <translation>Es wurde nichts ausgeführt: keine Verbindung, oder dieser Eintrag wartet nicht mehr auf eine Entscheidung.</translation>
    </message>
    <message>
        <source>Could not read the activity</source>
        <translation>Die Aktivität konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export as &amp;JSON Lines…</source>
        <translation>Als &amp;JSON Lines exportieren…</translation>
    </message>
    <message>
        <source>&amp;Forget Entries Older Than…</source>
        <translation>Einträge &amp;vergessen, die älter sind als…</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>&amp;Aktionen</translation>
    </message>
    <message>
        <source>Activity actions</source>
        <translation>Aktionen für die Aktivität</translation>
    </message>
    <message>
        <source>Export the entries the filters keep, or forget old entries</source>
        <translation>Die von den Filtern behaltenen Einträge exportieren oder alte Einträge vergessen</translation>
    </message>
    <message>
        <source>No journal yet</source>
        <translation>Noch kein Journal</translation>
    </message>
    <message>
        <source>The profile&apos;s store opens once connected.</source>
        <translation>Der Datenspeicher des Profils wird geöffnet, sobald eine Verbindung besteht.</translation>
    </message>
    <message>
        <source>No entry matches</source>
        <translation>Kein Eintrag passt</translation>
    </message>
    <message>
        <source>No write in the journal is kept by these filters.</source>
        <translation>Diese Filter lassen keinen Schreibvorgang im Journal übrig.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter leeren</translation>
    </message>
    <message>
        <source>No writes yet</source>
        <translation>Noch keine Schreibvorgänge</translation>
    </message>
    <message>
        <source>Every change the console sends to the service (a message, a publish, an archive, an edit…) is listed here with its outcome, before it is sent.</source>
        <translation>Jede Änderung, die die Konsole an den Dienst sendet (eine Nachricht, eine Veröffentlichung, eine Archivierung, eine Bearbeitung…), wird hier mit ihrem Ergebnis aufgeführt, noch bevor sie gesendet wird.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries shown, older ones as you scroll</source>
        <translation>
            <numerusform>%n Eintrag angezeigt, ältere erscheinen beim Blättern</numerusform>
            <numerusform>%n Einträge angezeigt, ältere erscheinen beim Blättern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the activity as CSV</source>
        <translation>Aktivität als CSV exportieren</translation>
    </message>
    <message>
        <source>Export the activity as JSON Lines</source>
        <translation>Aktivität als JSON Lines exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON Lines files (*.jsonl)</source>
        <translation>JSON-Lines-Dateien (*.jsonl)</translation>
    </message>
    <message>
        <source>The activity cannot be exported now.</source>
        <translation>Die Aktivität kann jetzt nicht exportiert werden.</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Export nach %1…</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n entries to %1.</source>
        <translation>
            <numerusform>%n Eintrag nach %1 exportiert.</numerusform>
            <numerusform>%n Einträge nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n entries.</source>
        <translation>
            <numerusform>%n Eintrag vergessen.</numerusform>
            <numerusform>%n Einträge vergessen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This publish&apos;s release is no longer in the release log (the newest %n are kept).</source>
        <translation>
            <numerusform>Die Sammelveröffentlichung dieser Veröffentlichung ist nicht mehr im Protokoll der Sammelveröffentlichungen (aufbewahrt wird nur die neueste: %n).</numerusform>
            <numerusform>Die Sammelveröffentlichung dieser Veröffentlichung ist nicht mehr im Protokoll der Sammelveröffentlichungen (aufbewahrt werden die neuesten %n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AddLogEntryDialog</name>
    <message>
        <source>Add log entry</source>
        <translation>Protokolleintrag hinzufügen</translation>
    </message>
    <message>
        <source>Add log entry — %1</source>
        <translation>Protokolleintrag hinzufügen — %1</translation>
    </message>
    <message>
        <source>This person (%1)</source>
        <translation>Diese Person (%1)</translation>
    </message>
    <message>
        <source>Someone by email</source>
        <translation>Jemand, per E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Someone by phone number</source>
        <translation>Jemand, per Telefonnummer</translation>
    </message>
    <message>
        <source>Someone by LinkedIn URL</source>
        <translation>Jemand, per LinkedIn-URL</translation>
    </message>
    <message>
        <source>Someone by person ID</source>
        <translation>Jemand, per Personen-ID</translation>
    </message>
    <message>
        <source>Who the entry is about</source>
        <translation>Wen der Eintrag betrifft</translation>
    </message>
    <message>
        <source>for example website</source>
        <translation>zum Beispiel website</translation>
    </message>
    <message>
        <source>for example page-visited</source>
        <translation>zum Beispiel page-visited</translation>
    </message>
    <message>
        <source>Payload (JSON object)</source>
        <translation>Nutzdaten (JSON-Objekt)</translation>
    </message>
    <message>
        <source>&amp;About:</source>
        <translation>&amp;Betrifft:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Payload:</source>
        <translation>&amp;Nutzdaten:</translation>
    </message>
    <message>
        <source>&amp;Add entry</source>
        <translation>Eintrag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Send the same entry again; the service recognises it and never adds it twice</source>
        <translation>Denselben Eintrag erneut senden; der Dienst erkennt ihn wieder und fügt ihn nie doppelt hinzu</translation>
    </message>
    <message>
        <source>ada@example.com</source>
        <translation>ada@example.com</translation>
    </message>
    <message>
        <source>+14155550123</source>
        <translation>+14155550123</translation>
    </message>
    <message>
        <source>https://www.linkedin.com/in/…</source>
        <translation>https://www.linkedin.com/in/…</translation>
    </message>
    <message>
        <source>person_…</source>
        <translation>person_…</translation>
    </message>
    <message>
        <source>The service adds the entry to the person it finds, or creates one.</source>
        <translation>Der Dienst fügt den Eintrag der gefundenen Person hinzu oder legt eine neue an.</translation>
    </message>
    <message>
        <source>Where the activity comes from: lower-case words joined by hyphens, like website or hubspot.</source>
        <translation>Woher die Aktivität stammt: kleingeschriebene Wörter, verbunden durch Bindestriche, etwa website oder hubspot.</translation>
    </message>
    <message>
        <source>A JSON object; its fields are up to you.</source>
        <translation>Ein JSON-Objekt; seine Felder bestimmen Sie selbst.</translation>
    </message>
    <message>
        <source>Adding the entry…</source>
        <translation>Eintrag wird hinzugefügt…</translation>
    </message>
    <message>
        <source>⚠ Not added: %1. Your entry is kept; Retry sends it again without adding it twice.</source>
        <translation>⚠ Nicht hinzugefügt: %1. Ihr Eintrag bleibt erhalten; „Erneut versuchen“ sendet ihn noch einmal, ohne ihn doppelt hinzuzufügen.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AnalyticsPlace</name>
    <message>
        <source>Find a page</source>
        <translation>Seite suchen</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Loading pages…</source>
        <translation>Seiten werden geladen…</translation>
    </message>
    <message>
        <source>Could not load the pages</source>
        <translation>Die Seiten konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation>Analysen</translation>
    </message>
    <message>
        <source>No pages</source>
        <translation>Keine Seiten</translation>
    </message>
    <message>
        <source>The service has no pages yet.</source>
        <translation>Der Dienst hat noch keine Seiten.</translation>
    </message>
    <message>
        <source>No page matches “%1”.</source>
        <translation>Keine Seite passt zu „%1“.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AnalyticsView</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Compare with the previous period</source>
        <translation>Mit dem vorherigen Zeitraum vergleichen</translation>
    </message>
    <message>
        <source>Also asks for the period of the same length just before, and shows every figure&apos;s change.</source>
        <translation>Fragt zusätzlich den gleich langen Zeitraum direkt davor ab und zeigt für jeden Wert die Veränderung.</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <source>A&amp;udiences</source>
        <translation>&amp;Zielgruppen</translation>
    </message>
    <message>
        <source>&amp;Trend</source>
        <translation>&amp;Trend</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <source>Audience analytics</source>
        <translation>Zielgruppen-Analysen</translation>
    </message>
    <message>
        <source>Double-click an audience to open it. Ctrl+C copies the table for a spreadsheet.</source>
        <translation>Doppelklicken Sie auf eine Zielgruppe, um sie zu öffnen. Strg+C kopiert die Tabelle für eine Tabellenkalkulation.</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Tabelle kopieren</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tabelle als CSV…</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>Trend as CSV…</source>
        <translation>Trend als CSV…</translation>
    </message>
    <message>
        <source>Export the trend</source>
        <translation>Trend exportieren</translation>
    </message>
    <message>
        <source>Sessions Chart as PNG…</source>
        <translation>Sitzungsdiagramm als PNG…</translation>
    </message>
    <message>
        <source>Rates Chart as PNG…</source>
        <translation>Ratendiagramm als PNG…</translation>
    </message>
    <message>
        <source>Trend Chart as PNG…</source>
        <translation>Trenddiagramm als PNG…</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>Copy Table for a Spreadsheet</source>
        <translation>Tabelle für Tabellenkalkulation kopieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Choose a page</source>
        <translation>Wählen Sie eine Seite</translation>
    </message>
    <message>
        <source>All time has no previous period to compare with.</source>
        <translation>„Gesamter Zeitraum“ hat keinen vorherigen Zeitraum zum Vergleichen.</translation>
    </message>
    <message>
        <source>Loading analytics…</source>
        <translation>Analysen werden geladen…</translation>
    </message>
    <message>
        <source>No page chosen</source>
        <translation>Keine Seite ausgewählt</translation>
    </message>
    <message>
        <source>Choose a page on the left to see how its audiences do.</source>
        <translation>Wählen Sie links eine Seite, um zu sehen, wie ihre Zielgruppen abschneiden.</translation>
    </message>
    <message>
        <source>No audiences in this range</source>
        <translation>Keine Zielgruppen in diesem Zeitraum</translation>
    </message>
    <message>
        <source>Could not load the analytics</source>
        <translation>Die Analysen konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>The service reports no audience of this page.</source>
        <translation>Der Dienst meldet keine Zielgruppe für diese Seite.</translation>
    </message>
    <message>
        <source>The service reports no audience of this page from %1 to %2. Try a longer range.</source>
        <translation>Der Dienst meldet vom %1 bis %2 keine Zielgruppe für diese Seite. Wählen Sie einen längeren Zeitraum.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceArchiveFlow</name>
    <message>
        <source>Archive audience</source>
        <translation>Zielgruppe archivieren</translation>
    </message>
    <message>
        <source>Archive the audience “%1” of the page “%2”?</source>
        <translation>Die Zielgruppe „%1“ der Seite „%2“ archivieren?</translation>
    </message>
    <message>
        <source>You can undo this for a few seconds afterwards, and restore the audience later.</source>
        <translation>Sie können das danach einige Sekunden lang rückgängig machen und die Zielgruppe später wiederherstellen.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <source>Archived “%1”.</source>
        <translation>„%1“ archiviert.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>“%1” is back: the archive was undone.</source>
        <translation>„%1“ ist zurück: das Archivieren wurde rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Restored “%1”.</source>
        <translation>„%1“ wiederhergestellt.</translation>
    </message>
    <message>
        <source>Could not archive “%1”: %2</source>
        <translation>„%1“ konnte nicht archiviert werden: %2</translation>
    </message>
    <message>
        <source>Could not restore “%1”: %2</source>
        <translation>„%1“ konnte nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceBrowser</name>
    <message>
        <source>Search audiences by name or page name (Ctrl+F)</source>
        <translation>Zielgruppen nach Name oder Seitenname suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Search audiences</source>
        <translation>Zielgruppen suchen</translation>
    </message>
    <message>
        <source>Audiences by page</source>
        <translation>Zielgruppen nach Seite</translation>
    </message>
    <message>
        <source>Searching audiences…</source>
        <translation>Zielgruppen werden gesucht…</translation>
    </message>
    <message>
        <source>Could not search audiences</source>
        <translation>Zielgruppensuche fehlgeschlagen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Zielgruppen</translation>
    </message>
    <message>
        <source>No audiences yet</source>
        <translation>Noch keine Zielgruppen</translation>
    </message>
    <message>
        <source>None of the pages has an audience.</source>
        <translation>Keine der Seiten hat eine Zielgruppe.</translation>
    </message>
    <message>
        <source>No audience matches “%1”</source>
        <translation>Keine Zielgruppe passt zu „%1“</translation>
    </message>
    <message>
        <source>The search looks at audience names and page names.</source>
        <translation>Die Suche berücksichtigt Zielgruppen- und Seitennamen.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Suche leeren</translation>
    </message>
    <message>
        <source>The first %1 matches, on %2. Type more of a name to narrow the search.</source>
        <translation>Die ersten %1 Treffer, auf %2. Geben Sie mehr vom Namen ein, um die Suche einzugrenzen.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>audiences on pages</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s)</source>
        <translation>
            <numerusform>%n Zielgruppe</numerusform>
            <numerusform>%n Zielgruppen</numerusform>
        </translation>
    </message>
    <message>
        <source>Only drafts waiting</source>
        <translation>Nur wartende Entwürfe</translation>
    </message>
    <message>
        <source>Show only the audiences with a draft waiting to be published, as far as this console has seen</source>
        <translation>Nur die Zielgruppen anzeigen, deren Entwurf auf die Veröffentlichung wartet, soweit diese Konsole es gesehen hat</translation>
    </message>
    <message>
        <source>No draft waiting</source>
        <translation>Kein wartender Entwurf</translation>
    </message>
    <message>
        <source>As far as this console has seen, no audience here has a draft waiting to be published.</source>
        <translation>Soweit diese Konsole es gesehen hat, hat keine Zielgruppe hier einen Entwurf, der auf die Veröffentlichung wartet.</translation>
    </message>
    <message>
        <source>Show all audiences</source>
        <translation>Alle Zielgruppen anzeigen</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>drafts waiting on pages</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s) waiting</source>
        <translation>
            <numerusform>%n wartender Entwurf</numerusform>
            <numerusform>%n wartende Entwürfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Write to the Editing Agent</source>
        <translation>An den Bearbeitungsagenten schreiben</translation>
    </message>
    <message>
        <source>Publish the Chosen Version…</source>
        <translation>Gewählte Version veröffentlichen…</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceDetailView</name>
    <message>
        <source>&amp;Archive…</source>
        <translation>&amp;Archivieren…</translation>
    </message>
    <message>
        <source>Archive this audience (Delete)</source>
        <translation>Diese Zielgruppe archivieren (Entf)</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>The service offers no call to read one audience, so only its name and page are known here. Its status, versions, overrides and metadata appear once it has been archived or restored from this console.</source>
        <translation>Der Dienst bietet keinen Aufruf, um eine einzelne Zielgruppe zu lesen; hier sind daher nur ihr Name und ihre Seite bekannt. Status, Versionen, Überschreibungen und Metadaten erscheinen, sobald sie in dieser Konsole archiviert oder wiederhergestellt wurde.</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Überschreibungen</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Open this page in Pages ›</source>
        <translation>Diese Seite unter „Seiten“ öffnen ›</translation>
    </message>
    <message>
        <source>Audiences found</source>
        <translation>Gefundene Zielgruppen</translation>
    </message>
    <message>
        <source>Page ID</source>
        <translation>Seiten-ID</translation>
    </message>
    <message>
        <source>Choose an audience to see what is known about it, and to archive or restore it.</source>
        <translation>Wählen Sie eine Zielgruppe, um zu sehen, was über sie bekannt ist, und um sie zu archivieren oder wiederherzustellen.</translation>
    </message>
    <message>
        <source>On page “%1” ›</source>
        <translation>Auf der Seite „%1“ ›</translation>
    </message>
    <message>
        <source>Open the page in Pages</source>
        <translation>Die Seite unter „Seiten“ öffnen</translation>
    </message>
    <message>
        <source>Only archived audiences can be restored</source>
        <translation>Nur archivierte Zielgruppen können wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Restore this audience</source>
        <translation>Diese Zielgruppe wiederherstellen</translation>
    </message>
    <message>
        <source>Status unknown</source>
        <translation>Status unbekannt</translation>
    </message>
    <message>
        <source>The search does not tell an audience’s status</source>
        <translation>Die Suche nennt den Status einer Zielgruppe nicht</translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation>Zielgruppen-ID</translation>
    </message>
    <message>
        <source>Status as the service last returned it</source>
        <translation>Status, wie ihn der Dienst zuletzt geliefert hat</translation>
    </message>
    <message>
        <source>Computed name</source>
        <translation>Berechneter Name</translation>
    </message>
    <message>
        <source>Custom name</source>
        <translation>Eigener Name</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Person route key</source>
        <translation>Personen-Routenschlüssel</translation>
    </message>
    <message>
        <source>Supplementary context</source>
        <translation>Zusätzlicher Kontext</translation>
    </message>
    <message>
        <source>New page agent</source>
        <translation>Neuer Seitenagent</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Action URL</source>
        <translation>Aktions-URL</translation>
    </message>
    <message>
        <source>Action form ID</source>
        <translation>Aktionsformular-ID</translation>
    </message>
    <message>
        <source>Form instructions</source>
        <translation>Formularanweisungen</translation>
    </message>
    <message>
        <source>v%1 · %2</source>
        <translation>v%1 · %2</translation>
    </message>
    <message>
        <source>published %1</source>
        <translation>veröffentlicht %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>erstellt %1</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Neueste</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Latest version ID</source>
        <translation>ID der neuesten Version</translation>
    </message>
    <message>
        <source>Override: %1</source>
        <translation>Überschrieben: %1</translation>
    </message>
    <message>
        <source>The service returned no metadata for this audience.</source>
        <translation>Der Dienst hat für diese Zielgruppe keine Metadaten geliefert.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Schlüsselwörter</translation>
    </message>
    <message>
        <source>Canonical URL</source>
        <translation>Kanonische URL</translation>
    </message>
    <message>
        <source>og:title</source>
        <translation>og:title</translation>
    </message>
    <message>
        <source>og:description</source>
        <translation>og:description</translation>
    </message>
    <message>
        <source>og:image</source>
        <translation>og:image</translation>
    </message>
    <message>
        <source>twitter:title</source>
        <translation>twitter:title</translation>
    </message>
    <message>
        <source>twitter:description</source>
        <translation>twitter:description</translation>
    </message>
    <message>
        <source>Live: version %1</source>
        <translation>Live: Version %1</translation>
    </message>
    <message>
        <source>Published from this console in this session; the service offers no call to read an audience’s status</source>
        <translation>In dieser Sitzung von dieser Konsole veröffentlicht; der Dienst bietet keinen Aufruf, um den Status einer Zielgruppe zu lesen</translation>
    </message>
    <message>
        <source>Audience details</source>
        <translation>Zielgruppendetails</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceSelection</name>
    <message>
        <source>Ask the Agent…</source>
        <translation>Agenten beauftragen…</translation>
    </message>
    <message>
        <source>Send one instruction to every selected audience&apos;s editing agent</source>
        <translation>Eine Anweisung an den Bearbeitungsagenten jeder ausgewählten Zielgruppe senden</translation>
    </message>
    <message>
        <source>Publish Selected…</source>
        <translation>Auswahl veröffentlichen…</translation>
    </message>
    <message>
        <source>Publish the drafts of the selected audiences as one release</source>
        <translation>Die Entwürfe der ausgewählten Zielgruppen in einer Sammelveröffentlichung veröffentlichen</translation>
    </message>
    <message>
        <source>All Audiences of This Page</source>
        <translation>Alle Zielgruppen dieser Seite</translation>
    </message>
    <message>
        <source>Select every audience of the current audience&apos;s page</source>
        <translation>Alle Zielgruppen der Seite der aktuellen Zielgruppe auswählen</translation>
    </message>
    <message>
        <source>Ask the Agent (%1)…</source>
        <translation>Agenten beauftragen (%1)…</translation>
    </message>
    <message>
        <source>Publish %1 Selected…</source>
        <translation>%1 ausgewählte veröffentlichen…</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceWorkspaceView</name>
    <message>
        <source>This audience is archived: its workspace is read-only. Restore it to edit or publish.</source>
        <translation>Diese Zielgruppe ist archiviert: ihr Arbeitsbereich ist schreibgeschützt. Stellen Sie sie wieder her, um sie zu bearbeiten oder zu veröffentlichen.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Loading the conversation…</source>
        <translation>Unterhaltung wird geladen…</translation>
    </message>
    <message>
        <source>No conversation yet</source>
        <translation>Noch keine Unterhaltung</translation>
    </message>
    <message>
        <source>Tell the agent what to change: write below and press Ctrl+Enter.</source>
        <translation>Sagen Sie dem Agenten, was er ändern soll: schreiben Sie unten und drücken Sie Strg+Eingabe.</translation>
    </message>
    <message>
        <source>Could not load the conversation</source>
        <translation>Die Unterhaltung konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>C&amp;ontext</source>
        <translation>&amp;Kontext</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>De&amp;tails</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Live: version %1</source>
        <translation>Live: Version %1</translation>
    </message>
    <message>
        <source>Newest: %1 (%2)</source>
        <translation>Neueste: %1 (%2)</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>a new version</source>
        <translation>eine neue Version</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>This audience is archived: restore it to edit.</source>
        <translation>Diese Zielgruppe ist archiviert: stellen Sie sie wieder her, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>V&amp;ersions</source>
        <translation>V&amp;ersionen</translation>
    </message>
    <message>
        <source>A publish of this version is already under way.</source>
        <translation>Eine Veröffentlichung dieser Version läuft bereits.</translation>
    </message>
    <message>
        <source>The console is not connected to the service.</source>
        <translation>Die Konsole ist nicht mit dem Dienst verbunden.</translation>
    </message>
    <message>
        <source>Not published</source>
        <translation>Nicht veröffentlicht</translation>
    </message>
    <message>
        <source>Version %1 was not published. %2</source>
        <translation>Version %1 wurde nicht veröffentlicht. %2</translation>
    </message>
    <message>
        <source>Co&amp;nversation</source>
        <translation>&amp;Unterhaltung</translation>
    </message>
    <message>
        <source>The conversation of this audience is no longer open.</source>
        <translation>Die Unterhaltung dieser Zielgruppe ist nicht mehr geöffnet.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::BatchRunView</name>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::BulkComposerDialog</name>
    <message numerus="yes">
        <source>Ask the agent of %n audience(s)</source>
        <translation>
            <numerusform>Agenten von %n Zielgruppe beauftragen</numerusform>
            <numerusform>Agenten von %n Zielgruppen beauftragen</numerusform>
        </translation>
    </message>
    <message>
        <source>One instruction, sent to each audience&apos;s editing agent. Each audience gets its own message and its own draft; its workspace shows the message like any other.</source>
        <translation>Eine Anweisung, die an den Bearbeitungsagenten jeder Zielgruppe gesendet wird. Jede Zielgruppe erhält ihre eigene Nachricht und ihren eigenen Entwurf; ihr Arbeitsbereich zeigt die Nachricht wie jede andere.</translation>
    </message>
    <message>
        <source>What should the agents change? For example: Lead with the 30-day pilot.</source>
        <translation>Was sollen die Agenten ändern? Zum Beispiel: Das 30-tägige Pilotprojekt an den Anfang stellen.</translation>
    </message>
    <message>
        <source>Instruction for every chosen audience</source>
        <translation>Anweisung für jede gewählte Zielgruppe</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Chosen audiences</source>
        <translation>Gewählte Zielgruppen</translation>
    </message>
    <message numerus="yes">
        <source>Send to %n audience(s)</source>
        <translation>
            <numerusform>An %n Zielgruppe senden</numerusform>
            <numerusform>An %n Zielgruppen senden</numerusform>
        </translation>
    </message>
    <message>
        <source>Retry Failed</source>
        <translation>Fehlgeschlagene wiederholen</translation>
    </message>
    <message>
        <source>Nothing was sent: there is no connection.</source>
        <translation>Es wurde nichts gesendet: es besteht keine Verbindung.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ColumnMenu</name>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::Composer</name>
    <message>
        <source>Message to the editing agent</source>
        <translation>Nachricht an den Bearbeitungsagenten</translation>
    </message>
    <message>
        <source>Tell the agent what to change, e.g. “Make the meta title shorter and mention pricing”. Ctrl+Enter sends.</source>
        <translation>Sagen Sie dem Agenten, was er ändern soll, z. B. „Meta-Titel kürzen und die Preise erwähnen“. Strg+Eingabe sendet.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>%1 / %2 characters</source>
        <translation>%1 / %2 Zeichen</translation>
    </message>
    <message>
        <source>Sending is not possible now.</source>
        <translation>Senden ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>Send to the editing agent (Ctrl+Enter)</source>
        <translation>An den Bearbeitungsagenten senden (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ConnectionBar</name>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Retry Now</source>
        <translation>Jetzt erneut versuchen</translation>
    </message>
    <message>
        <source>Enter the Key…</source>
        <translation>Schlüssel eingeben…</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Each write stays in its place with Retry.</source>
        <translation>Jeder Schreibvorgang bleibt an seiner Stelle, mit „Erneut versuchen“.</translation>
    </message>
    <message>
        <source>Trying again now…</source>
        <translation>Neuer Versuch läuft…</translation>
    </message>
    <message numerus="yes">
        <source>Trying again in %n second(s).</source>
        <translation>
            <numerusform>Neuer Versuch in %n Sekunde.</numerusform>
            <numerusform>Neuer Versuch in %n Sekunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) wait to be sent: each stays in its place with Retry.</source>
        <translation>
            <numerusform>%n Schreibvorgang wartet auf das Senden: er bleibt an seiner Stelle, mit „Erneut versuchen“.</numerusform>
            <numerusform>%n Schreibvorgänge warten auf das Senden: jeder bleibt an seiner Stelle, mit „Erneut versuchen“.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service answers again</source>
        <translation>Der Dienst antwortet wieder</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) could not be sent while it was out of reach. Nothing is sent by itself: send them now, or each from its place.</source>
        <translation>
            <numerusform>%n Schreibvorgang konnte nicht gesendet werden, solange der Dienst nicht erreichbar war. Nichts wird von selbst gesendet: senden Sie ihn jetzt oder an seiner Stelle.</numerusform>
            <numerusform>%n Schreibvorgänge konnten nicht gesendet werden, solange der Dienst nicht erreichbar war. Nichts wird von selbst gesendet: senden Sie sie jetzt oder jeden an seiner Stelle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send the %n Waiting Write(s)</source>
        <translation>
            <numerusform>Den %n wartenden Schreibvorgang senden</numerusform>
            <numerusform>Die %n wartenden Schreibvorgänge senden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ContextPanel</name>
    <message>
        <source>The context appears once the conversation has loaded.</source>
        <translation>Der Kontext erscheint, sobald die Unterhaltung geladen ist.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine Angabe)</translation>
    </message>
    <message>
        <source>Supplementary context</source>
        <translation>Zusätzlicher Kontext</translation>
    </message>
    <message>
        <source>Meta title</source>
        <translation>Meta-Titel</translation>
    </message>
    <message>
        <source>Meta description</source>
        <translation>Meta-Beschreibung</translation>
    </message>
    <message>
        <source>Meta keywords</source>
        <translation>Meta-Schlüsselwörter</translation>
    </message>
    <message>
        <source>Page context</source>
        <translation>Seitenkontext</translation>
    </message>
    <message>
        <source>The audience&apos;s context</source>
        <translation>Kontext der Zielgruppe</translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation>Vorschauen, live und nach dem Veröffentlichen</translation>
    </message>
    <message>
        <source>Search and social previews</source>
        <translation>Such- und Social-Media-Vorschauen</translation>
    </message>
    <message>
        <source>Search and social previews, live and after</source>
        <translation>Such- und Social-Media-Vorschauen, live und danach</translation>
    </message>
    <message>
        <source>Publishing now would change nothing a visitor sees.</source>
        <translation>Eine Veröffentlichung würde jetzt nichts an dem ändern, was Besucher sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) would change for every visitor of this audience.</source>
        <translation>
            <numerusform>%n Feld würde sich für alle Besucher dieser Zielgruppe ändern.</numerusform>
            <numerusform>%n Felder würden sich für alle Besucher dieser Zielgruppe ändern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agent&apos;s steps (%n)</source>
        <translation>
            <numerusform>Schritte des Agenten (%n)</numerusform>
            <numerusform>Schritte des Agenten (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>As last read: the conversation could not be read again (%1).</source>
        <translation>Stand des letzten Lesens: die Unterhaltung konnte nicht erneut gelesen werden (%1).</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ConversationView</name>
    <message>
        <source>Conversation with the editing agent</source>
        <translation>Unterhaltung mit dem Bearbeitungsagenten</translation>
    </message>
    <message>
        <source>↓ Jump to latest</source>
        <translation>↓ Zur neuesten Nachricht</translation>
    </message>
    <message>
        <source>New messages arrived below (End)</source>
        <translation>Unten sind neue Nachrichten eingetroffen (Ende)</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Als Markdown kopieren</translation>
    </message>
    <message>
        <source>Copy Message ID</source>
        <translation>Nachrichten-ID kopieren</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::DateRangeBar</name>
    <message>
        <source>Date range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Letzter Tag</translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation>Vorheriger Zeitraum</translation>
    </message>
    <message>
        <source>The period of the same length before this one (Alt+Left)</source>
        <translation>Der gleich lange Zeitraum davor (Alt+Links)</translation>
    </message>
    <message>
        <source>Next period</source>
        <translation>Nächster Zeitraum</translation>
    </message>
    <message>
        <source>The period of the same length after this one (Alt+Right)</source>
        <translation>Der gleich lange Zeitraum danach (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Whole days in your time zone (%1), from the first day&apos;s midnight to the end of the last day, sent to the service in UTC.</source>
        <translation>Ganze Tage in Ihrer Zeitzone (%1), von Mitternacht des ersten Tages bis zum Ende des letzten Tages; an den Dienst in UTC gesendet.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::FooterLinksSection</name>
    <message>
        <source>Footer links</source>
        <translation>Fußzeilen-Links</translation>
    </message>
    <message>
        <source>Footer links (%1)</source>
        <translation>Fußzeilen-Links (%1)</translation>
    </message>
    <message>
        <source>The service sent no footer links for this page.</source>
        <translation>Der Dienst hat für diese Seite keine Fußzeilen-Links gesendet.</translation>
    </message>
    <message>
        <source>The footer has no links.</source>
        <translation>Die Fußzeile hat keine Links.</translation>
    </message>
    <message>
        <source>(untitled group)</source>
        <translation>(Gruppe ohne Titel)</translation>
    </message>
    <message>
        <source>No links.</source>
        <translation>Keine Links.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ForgetEntriesDialog</name>
    <message>
        <source>Forget Activity Entries</source>
        <translation>Aktivitätseinträge vergessen</translation>
    </message>
    <message>
        <source>Forget entries older than</source>
        <translation>Einträge vergessen, die älter sind als</translation>
    </message>
    <message>
        <source>a week</source>
        <translation>eine Woche</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 Tage</translation>
    </message>
    <message>
        <source>90 days</source>
        <translation>90 Tage</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>ein Jahr</translation>
    </message>
    <message>
        <source>a day I choose…</source>
        <translation>ein Datum meiner Wahl…</translation>
    </message>
    <message>
        <source>Forget entries that started before</source>
        <translation>Einträge vergessen, die vor diesem Datum begonnen haben</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <source>Forget entries older than:</source>
        <translation>Einträge vergessen, die älter sind als:</translation>
    </message>
    <message>
        <source>Started before:</source>
        <translation>Begonnen vor:</translation>
    </message>
    <message>
        <source>No finished entry is that old: nothing would be forgotten.</source>
        <translation>Kein abgeschlossener Eintrag ist so alt: es würde nichts vergessen.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished entries will be forgotten. Writes that are not confirmed or still in progress are kept.</source>
        <translation>
            <numerusform>%n abgeschlossener Eintrag wird vergessen. Schreibvorgänge, die nicht bestätigt oder noch in Bearbeitung sind, bleiben erhalten.</numerusform>
            <numerusform>%n abgeschlossene Einträge werden vergessen. Schreibvorgänge, die nicht bestätigt oder noch in Bearbeitung sind, bleiben erhalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImagePlaceholder</name>
    <message>
        <source>No image</source>
        <translation>Kein Bild</translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation>Bild: %1</translation>
    </message>
    <message>
        <source>Image placeholder</source>
        <translation>Bildplatzhalter</translation>
    </message>
    <message>
        <source>Image without alt text</source>
        <translation>Bild ohne Alternativtext</translation>
    </message>
    <message>
        <source>Image: %1
%2</source>
        <translation>Bild: %1
%2</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>Nicht geladen: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactCard</name>
    <message>
        <source>&amp;Windows:</source>
        <translation>Zeit&amp;fenster:</translation>
    </message>
    <message numerus="yes">
        <source>%n week(s) before and after</source>
        <translation>
            <numerusform>%n Woche davor und danach</numerusform>
            <numerusform>%n Wochen davor und danach</numerusform>
        </translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save these figures, the windows and the caveat as CSV</source>
        <translation>Diese Werte, die Zeitfenster und den Vorbehalt als CSV speichern</translation>
    </message>
    <message>
        <source>Choose a published version to see whether it worked.</source>
        <translation>Wählen Sie eine veröffentlichte Version, um zu sehen, ob sie gewirkt hat.</translation>
    </message>
    <message>
        <source>Loading the windows&apos; days: %1 of %2</source>
        <translation>Tage der Zeitfenster werden geladen: %1 von %2</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Export the impact as CSV</source>
        <translation>Wirkung als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Undo This Publish…</source>
        <translation>Diese Veröffentlichung rückgängig machen…</translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation>Einen Entwurf mit den Werten von vor dieser Veröffentlichung erstellen, ihn nachprüfen und dann veröffentlichen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactDialog</name>
    <message>
        <source>Did it work? Version %1</source>
        <translation>Hat es gewirkt? Version %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactTables</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>no verdict: too little data</source>
        <translation>kein Urteil: zu wenige Daten</translation>
    </message>
    <message>
        <source>about the same</source>
        <translation>etwa gleich</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>unlikely to be chance alone</source>
        <translation>kaum allein Zufall</translation>
    </message>
    <message>
        <source>could be chance</source>
        <translation>könnte Zufall sein</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>of %1 → %2</source>
        <translation>von %1 → %2</translation>
    </message>
    <message>
        <source>this audience: %1 relative to them</source>
        <translation>diese Zielgruppe: %1 im Vergleich zu ihnen</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Davor</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Veränderung</translation>
    </message>
    <message>
        <source>Rest of the page</source>
        <translation>Rest der Seite</translation>
    </message>
    <message>
        <source>Rates before and after the publish</source>
        <translation>Raten vor und nach der Veröffentlichung</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Averages before and after the publish</source>
        <translation>Durchschnitte vor und nach der Veröffentlichung</translation>
    </message>
    <message>
        <source>judged: %1 relative, %2</source>
        <translation>beurteilt: %1 relativ, %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::KeyField</name>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Hide key</source>
        <translation>Schlüssel verbergen</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>Schlüssel anzeigen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::KpiTile</name>
    <message>
        <source>Previous period: %1
%2</source>
        <translation>Vorheriger Zeitraum: %1
%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ListDetailPlace</name>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Choose a profile with the profile button in the tool bar, or start the demo sandbox.</source>
        <translation>Wählen Sie über die Profil-Schaltfläche in der Werkzeugleiste ein Profil, oder starten Sie die Demo-Sandbox.</translation>
    </message>
    <message>
        <source>The chosen profile is not connected: the status bar says why. The profile button in the tool bar edits it or chooses another.</source>
        <translation>Das gewählte Profil ist nicht verbunden: die Statusleiste nennt den Grund. Die Profil-Schaltfläche in der Werkzeugleiste bearbeitet es oder wählt ein anderes.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ListStateWidget</name>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Nothing here yet</source>
        <translation>Noch nichts da</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Could not load</source>
        <translation>Laden fehlgeschlagen</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Weitere werden geladen…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reading again…</source>
        <translation>Wird erneut gelesen…</translation>
    </message>
    <message>
        <source>Last read %1; %2</source>
        <translation>Zuletzt gelesen %1; %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::MainWindow</name>
    <message>
        <source>Audience Console</source>
        <translation>Audience Console</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Back to the previous place (Alt+Left)</source>
        <translation>Zurück zum vorigen Ort (Alt+Links)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Vor (Alt+Rechts)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Reload this place from the service (Ctrl+R, F5)</source>
        <translation>Diesen Ort neu vom Dienst laden (Strg+R, F5)</translation>
    </message>
    <message>
        <source>&amp;Quick Search…</source>
        <translation>&amp;Schnellsuche…</translation>
    </message>
    <message>
        <source>&amp;Find in This Place</source>
        <translation>An diesem Ort &amp;suchen</translation>
    </message>
    <message>
        <source>Focus the &amp;Sidebar</source>
        <translation>&amp;Seitenleiste fokussieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>%1 (%2) — Audience Console</source>
        <translation>%1 (%2) — Audience Console</translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>Profil: %1</translation>
    </message>
    <message>
        <source>Version %1 is ready to review</source>
        <translation>Version %1 ist bereit zur Prüfung</translation>
    </message>
    <message>
        <source>Version %1 was cancelled</source>
        <translation>Version %1 wurde abgebrochen</translation>
    </message>
    <message>
        <source>Audience “%1”</source>
        <translation>Zielgruppe „%1“</translation>
    </message>
    <message>
        <source>Version %1: %2</source>
        <translation>Version %1: %2</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Audience Console</source>
        <translation>Ü&amp;ber Audience Console</translation>
    </message>
    <message>
        <source>About Audience Console</source>
        <translation>Über Audience Console</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Audience Console&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;A desktop console for the Audience Pages Service: landing pages, their audiences, the editing agent, publishing and analytics.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Audience Console&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Eine Desktop-Konsole für den Audience Pages Service: Landingpages, ihre Zielgruppen, der Bearbeitungsagent, Veröffentlichen und Analysen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Discard them and go on, or stay to save them?</source>
        <translation>Verwerfen und fortfahren, oder bleiben, um sie zu speichern?</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Go to any loaded page, audience, person or topic (Ctrl+K)</source>
        <translation>Zu einer geladenen Seite, Zielgruppe, Person oder einem Thema springen (Strg+K)</translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation>Analysen</translation>
    </message>
    <message>
        <source>%1
%2
It is listed in Review under “Needs a look”.</source>
        <translation>%1
%2
Die Warnung steht unter „Prüfung“ bei „Zu prüfen“.</translation>
    </message>
    <message>
        <source>Open Impact Card</source>
        <translation>Wirkungskarte öffnen</translation>
    </message>
    <message>
        <source>Open Audience</source>
        <translation>Zielgruppe öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Impact Card of the First Alert</source>
        <translation>&amp;Wirkungskarte der ersten Warnung öffnen</translation>
    </message>
    <message>
        <source>The “Did it work?” card of the first publish under Review’s “Needs a look” (Ctrl+I)</source>
        <translation>Die Karte „Hat es gewirkt?“ der ersten Veröffentlichung unter „Zu prüfen“ in „Prüfung“ (Strg+I)</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NavigationSidebar</name>
    <message>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NeedsALookView</name>
    <message>
        <source>Needs a look</source>
        <translation>Zu prüfen</translation>
    </message>
    <message>
        <source>Needs a look (%1)</source>
        <translation>Zu prüfen (%1)</translation>
    </message>
    <message>
        <source>Open Impact Card</source>
        <translation>Wirkungskarte öffnen</translation>
    </message>
    <message>
        <source>Open the impact card of version %1 of %2</source>
        <translation>Die Wirkungskarte von Version %1 von %2 öffnen</translation>
    </message>
    <message>
        <source>See the figures before and after this publish, and undo it from there if it hurt</source>
        <translation>Die Werte vor und nach dieser Veröffentlichung ansehen und sie von dort aus rückgängig machen, falls sie geschadet hat</translation>
    </message>
    <message>
        <source>Dismiss this alert about version %1 of %2</source>
        <translation>Diese Warnung zu Version %1 von %2 ausblenden</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Show the dismissed alert again</source>
        <translation>Die ausgeblendete Warnung wieder anzeigen</translation>
    </message>
    <message>
        <source>Dismissed: %1 (version %2 of %3).</source>
        <translation>Ausgeblendet: %1 (Version %2 von %3).</translation>
    </message>
    <message>
        <source>Dismiss This Alert</source>
        <translation>Diese Warnung ausblenden</translation>
    </message>
    <message numerus="yes">
        <source>Hide this alert (it can be undone for %n second(s)); nothing is changed on the page</source>
        <translation>
            <numerusform>Diese Warnung ausblenden (%n Sekunde lang rückgängig zu machen); an der Seite wird nichts geändert</numerusform>
            <numerusform>Diese Warnung ausblenden (%n Sekunden lang rückgängig zu machen); an der Seite wird nichts geändert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NotificationBar</name>
    <message>
        <source>Notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss notification</source>
        <translation>Benachrichtigung schließen</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageActionsSection</name>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Actions (%1)</source>
        <translation>Aktionen (%1)</translation>
    </message>
    <message>
        <source>This page has no calls to action.</source>
        <translation>Diese Seite hat keine Handlungsaufforderungen.</translation>
    </message>
    <message>
        <source>(no button title)</source>
        <translation>(kein Schaltflächentitel)</translation>
    </message>
    <message>
        <source>header action</source>
        <translation>Kopfzeilenaktion</translation>
    </message>
    <message>
        <source>Action ID: %1</source>
        <translation>Aktions-ID: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageAudiencesSection</name>
    <message>
        <source>Audiences</source>
        <translation>Zielgruppen</translation>
    </message>
    <message>
        <source>Audiences of the page</source>
        <translation>Zielgruppen der Seite</translation>
    </message>
    <message>
        <source>Looking for the page’s audiences…</source>
        <translation>Die Zielgruppen der Seite werden gesucht…</translation>
    </message>
    <message>
        <source>Could not load the audiences</source>
        <translation>Die Zielgruppen konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>Open in Audiences</source>
        <translation>Unter „Zielgruppen“ öffnen</translation>
    </message>
    <message>
        <source>Audiences (%1)</source>
        <translation>Zielgruppen (%1)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connect to a profile to see the page’s audiences.</source>
        <translation>Verbinden Sie sich mit einem Profil, um die Zielgruppen der Seite zu sehen.</translation>
    </message>
    <message>
        <source>No audiences</source>
        <translation>Keine Zielgruppen</translation>
    </message>
    <message>
        <source>The search for “%1” found too many audiences to list; open the Audiences browser to search by name.</source>
        <translation>Die Suche nach „%1“ fand zu viele Zielgruppen, um sie aufzulisten; suchen Sie unter „Zielgruppen“ nach dem Namen.</translation>
    </message>
    <message>
        <source>The audience search found no audiences of this page.</source>
        <translation>Die Zielgruppensuche fand keine Zielgruppen dieser Seite.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageDetailView</name>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Loading page…</source>
        <translation>Seite wird geladen…</translation>
    </message>
    <message>
        <source>Could not load the page</source>
        <translation>Die Seite konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>No page selected</source>
        <translation>Keine Seite ausgewählt</translation>
    </message>
    <message>
        <source>Choose a page in the list to see its overview, previews, audiences, actions and scripts.</source>
        <translation>Wählen Sie eine Seite in der Liste, um Überblick, Vorschauen, Zielgruppen, Aktionen und Skripte zu sehen.</translation>
    </message>
    <message>
        <source>Page details</source>
        <translation>Seitendetails</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageFilterBar</name>
    <message>
        <source>Search loaded pages by name or title (Ctrl+F)</source>
        <translation>Geladene Seiten nach Name oder Titel durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <source>Search pages</source>
        <translation>Seiten durchsuchen</translation>
    </message>
    <message>
        <source>Status filter</source>
        <translation>Statusfilter</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Type filter</source>
        <translation>Typfilter</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>&amp;Status:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>%1 of %2 loaded pages match</source>
        <translation>%1 von %2 geladenen Seiten passen</translation>
    </message>
    <message>
        <source>%1 of %2 pages loaded</source>
        <translation>%1 von %2 Seiten geladen</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinkDetailView</name>
    <message>
        <source>Choose a link to see where it leads.</source>
        <translation>Wählen Sie einen Link, um zu sehen, wohin er führt.</translation>
    </message>
    <message>
        <source>Open &amp;Audience</source>
        <translation>&amp;Zielgruppe öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Page</source>
        <translation>&amp;Seite öffnen</translation>
    </message>
    <message>
        <source>(no path)</source>
        <translation>(kein Pfad)</translation>
    </message>
    <message>
        <source>Deleted %1: this link no longer leads anywhere.</source>
        <translation>Gelöscht: %1. Dieser Link führt nirgends mehr hin.</translation>
    </message>
    <message>
        <source>Link ID</source>
        <translation>Link-ID</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Zieltyp</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Domain ID</source>
        <translation>Domain-ID</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>A link names the audience it leads to, but not its page. To open the page of a page or routing link, choose the page in the filters: every link found then leads to it.</source>
        <translation>Ein Link nennt die Zielgruppe, zu der er führt, aber nicht deren Seite. Um die Seite eines Seiten- oder Routing-Links zu öffnen, wählen Sie die Seite in den Filtern: jeder gefundene Link führt dann zu ihr.</translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation>Zielgruppen-ID</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinkFilterBar</name>
    <message>
        <source>Search paths…</source>
        <translation>Pfade durchsuchen…</translation>
    </message>
    <message>
        <source>Search page links by path</source>
        <translation>Seitenlinks nach Pfad durchsuchen</translation>
    </message>
    <message>
        <source>Page the links lead to</source>
        <translation>Seite, zu der die Links führen</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Zieltyp</translation>
    </message>
    <message>
        <source>Any target</source>
        <translation>Jedes Ziel</translation>
    </message>
    <message>
        <source>Tenant domain ID</source>
        <translation>Mandanten-Domain-ID</translation>
    </message>
    <message>
        <source>The ID of a custom domain (a tenant domain ID, as links show it). Empty: the service&apos;s fallback subdomain.</source>
        <translation>Die ID einer eigenen Domain (eine Mandanten-Domain-ID, wie Links sie anzeigen). Leer: die Standard-Subdomain des Dienstes.</translation>
    </message>
    <message>
        <source>Fallback subdomain</source>
        <translation>Standard-Subdomain</translation>
    </message>
    <message>
        <source>Any page</source>
        <translation>Jede Seite</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Link</numerusform>
            <numerusform>%n Links</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 links</source>
        <translation>%1 von %2 Links</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinksPlace</name>
    <message>
        <source>Page links</source>
        <translation>Seitenlinks</translation>
    </message>
    <message>
        <source>Searching page links…</source>
        <translation>Seitenlinks werden gesucht…</translation>
    </message>
    <message>
        <source>Could not search the page links</source>
        <translation>Die Seitenlinks konnten nicht durchsucht werden</translation>
    </message>
    <message>
        <source>Page Links</source>
        <translation>Seitenlinks</translation>
    </message>
    <message>
        <source>No page links</source>
        <translation>Keine Seitenlinks</translation>
    </message>
    <message>
        <source>No links on the fallback subdomain. Links on a custom domain are found with its domain ID in the Domain box.</source>
        <translation>Keine Links auf der Standard-Subdomain. Links auf einer eigenen Domain finden Sie mit deren Domain-ID im Domain-Feld.</translation>
    </message>
    <message>
        <source>No link matches</source>
        <translation>Kein Link passt</translation>
    </message>
    <message>
        <source>No link on the fallback subdomain matches these filters.</source>
        <translation>Kein Link auf der Standard-Subdomain passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>No link on the domain %1 matches these filters (an unknown domain ID finds nothing).</source>
        <translation>Kein Link auf der Domain %1 passt zu diesen Filtern (eine unbekannte Domain-ID findet nichts).</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter leeren</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinksSection</name>
    <message>
        <source>Page links</source>
        <translation>Seitenlinks</translation>
    </message>
    <message>
        <source>Links to the page</source>
        <translation>Links zur Seite</translation>
    </message>
    <message>
        <source>Looking for links to the page…</source>
        <translation>Links zur Seite werden gesucht…</translation>
    </message>
    <message>
        <source>Could not search the page links</source>
        <translation>Die Seitenlinks konnten nicht durchsucht werden</translation>
    </message>
    <message>
        <source>Open Linked Audience</source>
        <translation>Verlinkte Zielgruppe öffnen</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connect to a profile to see the links to the page.</source>
        <translation>Verbinden Sie sich mit einem Profil, um die Links zur Seite zu sehen.</translation>
    </message>
    <message>
        <source>No links</source>
        <translation>Keine Links</translation>
    </message>
    <message>
        <source>No link on the fallback subdomain leads to this page. Links on a custom domain are found with its domain ID.</source>
        <translation>Kein Link auf der Standard-Subdomain führt zu dieser Seite. Links auf einer eigenen Domain finden Sie mit deren Domain-ID.</translation>
    </message>
    <message>
        <source>No link on the domain %1 leads to this page.</source>
        <translation>Kein Link auf der Domain %1 führt zu dieser Seite.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter leeren</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageOverviewSection</name>
    <message>
        <source>(untitled page)</source>
        <translation>(Seite ohne Titel)</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Brand</source>
        <translation>Marke</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Zielgruppen</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>„%1“ (%2)</translation>
    </message>
    <message>
        <source>Header action</source>
        <translation>Kopfzeilenaktion</translation>
    </message>
    <message>
        <source>Page ID</source>
        <translation>Seiten-ID</translation>
    </message>
    <message>
        <source>&amp;Analytics</source>
        <translation>A&amp;nalysen</translation>
    </message>
    <message>
        <source>How this page&apos;s audiences do: sessions, conversion, trends</source>
        <translation>Wie die Zielgruppen dieser Seite abschneiden: Sitzungen, Conversion, Trends</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PagePreviewsSection</name>
    <message>
        <source>Search and social</source>
        <translation>Suche und soziale Netzwerke</translation>
    </message>
    <message>
        <source>Shared link (Open Graph)</source>
        <translation>Geteilter Link (Open Graph)</translation>
    </message>
    <message>
        <source>Twitter / X card</source>
        <translation>Twitter-/X-Karte</translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>Suchergebnis</translation>
    </message>
    <message>
        <source>All metadata fields</source>
        <translation>Alle Metadatenfelder</translation>
    </message>
    <message>
        <source>The page has no metadata: the previews fall back on its title.</source>
        <translation>Die Seite hat keine Metadaten: die Vorschauen verwenden ihren Titel.</translation>
    </message>
    <message>
        <source>No SEO title: search engines will use the page title.</source>
        <translation>Kein SEO-Titel: Suchmaschinen verwenden den Seitentitel.</translation>
    </message>
    <message>
        <source>The SEO title has %1 characters; search engines usually cut it after about %2.</source>
        <translation>Der SEO-Titel hat %1 Zeichen; Suchmaschinen kürzen meist nach etwa %2.</translation>
    </message>
    <message>
        <source>No meta description.</source>
        <translation>Keine Meta-Beschreibung.</translation>
    </message>
    <message>
        <source>The meta description has %1 characters; search engines usually cut it after about %2.</source>
        <translation>Die Meta-Beschreibung hat %1 Zeichen; Suchmaschinen kürzen meist nach etwa %2.</translation>
    </message>
    <message>
        <source>No canonical URL.</source>
        <translation>Keine kanonische URL.</translation>
    </message>
    <message>
        <source>No Open Graph image: shared links show no picture.</source>
        <translation>Kein Open-Graph-Bild: geteilte Links zeigen kein Bild.</translation>
    </message>
    <message>
        <source>The Open Graph image has no alt text.</source>
        <translation>Das Open-Graph-Bild hat keinen Alternativtext.</translation>
    </message>
    <message>
        <source>Robots say “noindex”: search engines will not list this page.</source>
        <translation>Robots sagt „noindex“: Suchmaschinen listen diese Seite nicht.</translation>
    </message>
    <message>
        <source>✓ Title, description, address and share image are all set.</source>
        <translation>✓ Titel, Beschreibung, Adresse und Teilen-Bild sind gesetzt.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Schlüsselwörter</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Robots</source>
        <translation>Robots</translation>
    </message>
    <message>
        <source>Canonical URL</source>
        <translation>Kanonische URL</translation>
    </message>
    <message>
        <source>og:title</source>
        <translation>og:title</translation>
    </message>
    <message>
        <source>og:description</source>
        <translation>og:description</translation>
    </message>
    <message>
        <source>og:type</source>
        <translation>og:type</translation>
    </message>
    <message>
        <source>og:image</source>
        <translation>og:image</translation>
    </message>
    <message>
        <source>og:image file</source>
        <translation>og:image-Datei</translation>
    </message>
    <message>
        <source>og:image:alt</source>
        <translation>og:image:alt</translation>
    </message>
    <message>
        <source>og:site_name</source>
        <translation>og:site_name</translation>
    </message>
    <message>
        <source>og:url</source>
        <translation>og:url</translation>
    </message>
    <message>
        <source>twitter:card</source>
        <translation>twitter:card</translation>
    </message>
    <message>
        <source>twitter:title</source>
        <translation>twitter:title</translation>
    </message>
    <message>
        <source>twitter:description</source>
        <translation>twitter:description</translation>
    </message>
    <message>
        <source>twitter:image</source>
        <translation>twitter:image</translation>
    </message>
    <message>
        <source>twitter:image file</source>
        <translation>twitter:image-Datei</translation>
    </message>
    <message>
        <source>twitter:image:alt</source>
        <translation>twitter:image:alt</translation>
    </message>
    <message>
        <source>twitter:site</source>
        <translation>twitter:site</translation>
    </message>
    <message>
        <source>twitter:creator</source>
        <translation>twitter:creator</translation>
    </message>
    <message>
        <source>Theme colour</source>
        <translation>Designfarbe</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageScriptsSection</name>
    <message>
        <source>Scripts</source>
        <translation>Skripte</translation>
    </message>
    <message>
        <source>Scripts (%1)</source>
        <translation>Skripte (%1)</translation>
    </message>
    <message>
        <source>No scripts are injected into this page.</source>
        <translation>In diese Seite werden keine Skripte eingefügt.</translation>
    </message>
    <message>
        <source>(unnamed script)</source>
        <translation>(Skript ohne Namen)</translation>
    </message>
    <message>
        <source>in &lt;%1&gt;</source>
        <translation>in &lt;%1&gt;</translation>
    </message>
    <message>
        <source>Enabled: unknown</source>
        <translation>Aktiv: unbekannt</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <source>Code of %1</source>
        <translation>Code von %1</translation>
    </message>
    <message>
        <source>Injection point: %1</source>
        <translation>Einfügepunkt: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PagesBrowser</name>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Loading pages…</source>
        <translation>Seiten werden geladen…</translation>
    </message>
    <message>
        <source>Could not load the pages</source>
        <translation>Die Seiten konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>No page matches</source>
        <translation>Keine Seite passt</translation>
    </message>
    <message>
        <source>None of the loaded pages matches the search and filters. More pages may load as you scroll once the filters are cleared.</source>
        <translation>Keine der geladenen Seiten passt zu Suche und Filtern. Nach dem Leeren der Filter werden beim Blättern weitere Seiten geladen.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter leeren</translation>
    </message>
    <message>
        <source>No pages yet</source>
        <translation>Noch keine Seiten</translation>
    </message>
    <message>
        <source>This workspace has no landing pages. Pages created in the service appear here after a reload (F5).</source>
        <translation>Dieser Arbeitsbereich hat keine Landingpages. Im Dienst angelegte Seiten erscheinen hier nach dem Neuladen (F5).</translation>
    </message>
    <message>
        <source>Open &amp;Analytics</source>
        <translation>A&amp;nalysen öffnen</translation>
    </message>
    <message>
        <source>Copy Page &amp;ID</source>
        <translation>Seiten-&amp;ID kopieren</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PeoplePlace</name>
    <message>
        <source>Search people by name, email, domain, phone or slug (Ctrl+F)</source>
        <translation>Personen nach Name, E-Mail, Domain, Telefon oder Slug suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Search people</source>
        <translation>Personen suchen</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personen</translation>
    </message>
    <message>
        <source>Edit person</source>
        <translation>Person bearbeiten</translation>
    </message>
    <message>
        <source>Add log entry</source>
        <translation>Protokolleintrag hinzufügen</translation>
    </message>
    <message>
        <source>Searching people…</source>
        <translation>Personen werden gesucht…</translation>
    </message>
    <message>
        <source>Could not search people</source>
        <translation>Personensuche fehlgeschlagen</translation>
    </message>
    <message>
        <source>No people yet</source>
        <translation>Noch keine Personen</translation>
    </message>
    <message>
        <source>People appear here when the service learns of them, for example from a log entry.</source>
        <translation>Personen erscheinen hier, sobald der Dienst von ihnen erfährt, zum Beispiel durch einen Protokolleintrag.</translation>
    </message>
    <message>
        <source>No one matches “%1”</source>
        <translation>Niemand passt zu „%1“</translation>
    </message>
    <message>
        <source>The search looks at name, email, domain, phone number and slug.</source>
        <translation>Die Suche berücksichtigt Name, E-Mail, Domain, Telefonnummer und Slug.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Suche leeren</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonAccountLine</name>
    <message>
        <source>Open Account</source>
        <translation>Konto öffnen</translation>
    </message>
    <message>
        <source>Account: none known yet. The service gives a person no account; an account opened in Accounts names its people, and they show it here.</source>
        <translation>Konto: noch keines bekannt. Der Dienst ordnet einer Person kein Konto zu; ein in „Konten“ geöffnetes Konto nennt seine Personen, und diese zeigen es hier.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation>Konto: %1</translation>
    </message>
    <message>
        <source>Account: %1, by their domain</source>
        <translation>Konto: %1, über ihre Domain</translation>
    </message>
    <message>
        <source>Open the account %1</source>
        <translation>Das Konto %1 öffnen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonDetailView</name>
    <message>
        <source>Person %1 is not among the people loaded in this session.
The service can only search people (by name, email, domain, phone or slug): search for them on the left.</source>
        <translation>Die Person %1 ist nicht unter den in dieser Sitzung geladenen Personen.
Der Dienst kann Personen nur suchen (nach Name, E-Mail, Domain, Telefon oder Slug): suchen Sie sie links.</translation>
    </message>
    <message>
        <source>Choose a person on the left to see their details and activity.</source>
        <translation>Wählen Sie links eine Person, um ihre Details und Aktivitäten zu sehen.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonEditForm</name>
    <message>
        <source>:</source>
        <translation>:</translation>
    </message>
    <message>
        <source>Slug:</source>
        <translation>Slug:</translation>
    </message>
    <message>
        <source>Person ID:</source>
        <translation>Personen-ID:</translation>
    </message>
    <message>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <source>Updated:</source>
        <translation>Geändert:</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Edit this person&apos;s fields (F2)</source>
        <translation>Die Felder dieser Person bearbeiten (F2)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the changed fields (Ctrl+S)</source>
        <translation>Die geänderten Felder speichern (Strg+S)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Put every field back as the service has it (Escape)</source>
        <translation>Alle Felder auf den Stand des Dienstes zurücksetzen (Esc)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Gespeichert: %1.</translation>
    </message>
    <message>
        <source>(none: empty removes it)</source>
        <translation>(keine Angabe: leer lassen entfernt den Wert)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <source>✎ Changed</source>
        <translation>✎ Geändert</translation>
    </message>
    <message>
        <source>✎ Changed. %1</source>
        <translation>✎ Geändert. %1</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>⚠ Not saved: %1. Your changes are kept.</source>
        <translation>⚠ Nicht gespeichert: %1. Ihre Änderungen bleiben erhalten.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonLogView</name>
    <message>
        <source>&lt;b&gt;Activity&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aktivität&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Show &amp;deleted</source>
        <translation>Auch ge&amp;löschte anzeigen</translation>
    </message>
    <message>
        <source>Also list entries that were deleted; they are marked “Deleted”</source>
        <translation>Auch gelöschte Einträge auflisten; sie sind mit „Gelöscht“ gekennzeichnet</translation>
    </message>
    <message>
        <source>&amp;Add log entry…</source>
        <translation>&amp;Protokolleintrag hinzufügen…</translation>
    </message>
    <message>
        <source>Record an activity for this person or someone else (Ctrl+L)</source>
        <translation>Eine Aktivität für diese oder eine andere Person erfassen (Strg+L)</translation>
    </message>
    <message>
        <source>Activity log, newest first</source>
        <translation>Aktivitätsprotokoll, neueste zuerst</translation>
    </message>
    <message>
        <source>Loading the activity log…</source>
        <translation>Aktivitätsprotokoll wird geladen…</translation>
    </message>
    <message>
        <source>Show &amp;payload</source>
        <translation>&amp;Nutzdaten anzeigen</translation>
    </message>
    <message>
        <source>Show the selected entry&apos;s payload as indented JSON (Enter)</source>
        <translation>Die Nutzdaten des ausgewählten Eintrags als eingerücktes JSON anzeigen (Eingabe)</translation>
    </message>
    <message>
        <source>Payload of the selected entry</source>
        <translation>Nutzdaten des ausgewählten Eintrags</translation>
    </message>
    <message>
        <source>Could not load the activity log</source>
        <translation>Das Aktivitätsprotokoll konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>No activity</source>
        <translation>Keine Aktivität</translation>
    </message>
    <message>
        <source>Nothing was ever logged for this person.</source>
        <translation>Für diese Person wurde noch nie etwas protokolliert.</translation>
    </message>
    <message>
        <source>Nothing logged for this person (deleted entries are hidden).</source>
        <translation>Für diese Person ist nichts protokolliert (gelöschte Einträge sind ausgeblendet).</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n deleted</source>
        <translation>
            <numerusform>%1, davon %n gelöscht</numerusform>
            <numerusform>%1, davon %n gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, loading more…</source>
        <translation>%1, weitere werden geladen…</translation>
    </message>
    <message>
        <source>&amp;Open page %1</source>
        <translation>Seite %1 ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open a&amp;udience %1</source>
        <translation>&amp;Zielgruppe %1 öffnen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PlacePlugins</name>
    <message>
        <source>%1 is not the plugin of this place.</source>
        <translation>%1 ist nicht das Plugin dieses Bereichs.</translation>
    </message>
    <message>
        <source>%1 belongs to version %2 of the console, not to this one (%3).</source>
        <translation>%1 gehört zu Version %2 der Konsole, nicht zu dieser (%3).</translation>
    </message>
    <message>
        <source>%1 is not a place of the console.</source>
        <translation>%1 ist kein Bereich der Konsole.</translation>
    </message>
    <message>
        <source>%1 made no place.</source>
        <translation>%1 hat keinen Bereich erzeugt.</translation>
    </message>
    <message>
        <source>The file %1 is in none of these folders: %2.</source>
        <translation>Die Datei %1 liegt in keinem dieser Ordner: %2.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PreviewComparison</name>
    <message>
        <source>Live now</source>
        <translation>Jetzt live</translation>
    </message>
    <message>
        <source>After publishing</source>
        <translation>Nach dem Veröffentlichen</translation>
    </message>
    <message>
        <source>Google result</source>
        <translation>Google-Ergebnis</translation>
    </message>
    <message>
        <source>Shared link (LinkedIn, Facebook)</source>
        <translation>Geteilter Link (LinkedIn, Facebook)</translation>
    </message>
    <message>
        <source>X card</source>
        <translation>X-Karte</translation>
    </message>
    <message>
        <source>No share image: shared links show no picture.</source>
        <translation>Kein Teilen-Bild: geteilte Links zeigen kein Bild.</translation>
    </message>
    <message>
        <source>⚠ %1 %2</source>
        <translation>⚠ %1 %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ProfileDialog</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Petrol</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Staging</source>
        <translation>Staging</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>New Profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <source>Edit Profile</source>
        <translation>Profil bearbeiten</translation>
    </message>
    <message>
        <source>API Key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>e.g. Acme production</source>
        <translation>z. B. Acme Produktion</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>https://api.example.com</source>
        <translation>https://api.example.com</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Allow plain &amp;HTTP to this host (the key travels unencrypted)</source>
        <translation>Einfaches &amp;HTTP zu diesem Host erlauben (der Schlüssel wird unverschlüsselt übertragen)</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Kennzeichnung:</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Kept in your system keychain, never in a settings file.</source>
        <translation>Wird im Schlüsselbund Ihres Systems aufbewahrt, nie in einer Einstellungsdatei.</translation>
    </message>
    <message>
        <source>Leave empty to keep the key stored in your keychain.</source>
        <translation>Leer lassen, um den in Ihrem Schlüsselbund gespeicherten Schlüssel zu behalten.</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Paste the API key for this workspace.</source>
        <translation>Fügen Sie den API-Schlüssel für diesen Arbeitsbereich ein.</translation>
    </message>
    <message>
        <source>The address now points to another host: enter the key again so it is not sent somewhere new by mistake.</source>
        <translation>Die Adresse zeigt jetzt auf einen anderen Host: geben Sie den Schlüssel erneut ein, damit er nicht versehentlich an ein neues Ziel gesendet wird.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>A reply from the service larger than this is refused while it arrives, so a broken service cannot fill this computer&apos;s memory. %1 MB holds every real reply with room to spare: leave it unless support asks you to change it.</source>
        <translation>Eine größere Antwort des Dienstes wird schon beim Empfang abgelehnt, damit ein fehlerhafter Dienst nicht den Speicher dieses Computers füllen kann. %1 MB reichen für jede echte Antwort mit reichlich Reserve: ändern Sie den Wert nur, wenn der Support Sie darum bittet.</translation>
    </message>
    <message>
        <source>Largest reply &amp;accepted:</source>
        <translation>Größte angenommene Ant&amp;wort:</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Kennzeichnung</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ProfileSwitcher</name>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;New Profile…</source>
        <translation>&amp;Neues Profil…</translation>
    </message>
    <message>
        <source>&amp;Edit “%1”…</source>
        <translation>„%1“ &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Edit Profile…</source>
        <translation>Profil &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete “%1”…</source>
        <translation>„%1“ &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Delete Profile…</source>
        <translation>Profil &amp;löschen…</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Kein Profil</translation>
    </message>
    <message>
        <source>Choose a profile to connect to</source>
        <translation>Wählen Sie ein Profil, mit dem Sie sich verbinden möchten</translation>
    </message>
    <message>
        <source>Profile: none</source>
        <translation>Profil: keines</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Local demo sandbox on this computer</source>
        <translation>Lokale Demo-Sandbox auf diesem Computer</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <source>Profile: %1, %2</source>
        <translation>Profil: %1, %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Profile: %1, %2, %3</source>
        <translation>Profil: %1, %2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PublishDialog</name>
    <message>
        <source>Publish Version %1</source>
        <translation>Version %1 veröffentlichen</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>the new version</source>
        <translation>die neue Version</translation>
    </message>
    <message>
        <source>Publish the New Version</source>
        <translation>Neue Version veröffentlichen</translation>
    </message>
    <message>
        <source>Checks before publishing</source>
        <translation>Prüfungen vor dem Veröffentlichen</translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation>Vorschauen, live und nach dem Veröffentlichen</translation>
    </message>
    <message>
        <source>Publish %1 of “%2”? No field ends up different from what is live now, so visitors would see no difference.</source>
        <translation>Soll %1 von „%2“ veröffentlicht werden? Kein Feld unterscheidet sich am Ende von dem, was jetzt live ist; Besucher würden also keinen Unterschied sehen.</translation>
    </message>
    <message numerus="yes">
        <source>Publish %1 of “%2”? %n field(s) change for every visitor of this audience.</source>
        <translation>
            <numerusform>Soll %1 von „%2“ veröffentlicht werden? %n Feld ändert sich für alle Besucher dieser Zielgruppe.</numerusform>
            <numerusform>%1 von „%2“ veröffentlichen? %n Felder ändern sich für alle Besucher dieser Zielgruppe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Publish Anyway</source>
        <translation>Trotzdem veröffentlichen</translation>
    </message>
    <message>
        <source>The draft changed since you opened this: look at what goes live again, then confirm.</source>
        <translation>Der Entwurf hat sich geändert, seit Sie dies geöffnet haben: sehen Sie sich noch einmal an, was live geht, und bestätigen Sie dann.</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>Erneut &amp;lesen</translation>
    </message>
    <message>
        <source>The service answered with an error: what goes live could not be read again. Publish waits until it is read again.</source>
        <translation>Der Dienst hat mit einem Fehler geantwortet: was live geht, konnte nicht erneut gelesen werden. Veröffentlichen wartet, bis es erneut gelesen ist.</translation>
    </message>
    <message>
        <source>The connection was lost: what goes live could not be read again. Publish waits until it is read again.</source>
        <translation>Die Verbindung wurde unterbrochen: was live geht, konnte nicht erneut gelesen werden. Veröffentlichen wartet, bis es erneut gelesen ist.</translation>
    </message>
    <message>
        <source>Publish %1 of “%2”? What goes live could not be read.</source>
        <translation>Soll %1 von „%2“ veröffentlicht werden? Was live geht, konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::QuickSearchPopup</name>
    <message>
        <source>Quick search</source>
        <translation>Schnellsuche</translation>
    </message>
    <message>
        <source>Go to a loaded page or audience…</source>
        <translation>Zu einer geladenen Seite oder Zielgruppe springen…</translation>
    </message>
    <message>
        <source>↑↓ to choose · Enter to open · Esc to close</source>
        <translation>↑↓ zum Wählen · Eingabe zum Öffnen · Esc zum Schließen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Nothing is loaded yet. Pages and audiences appear here once their lists have loaded.</source>
        <translation>Noch ist nichts geladen. Seiten und Zielgruppen erscheinen hier, sobald ihre Listen geladen sind.</translation>
    </message>
    <message>
        <source>Nothing loaded matches “%1”. The quick search looks through the pages and audiences loaded so far.</source>
        <translation>Nichts Geladenes passt zu „%1“. Die Schnellsuche durchsucht die bisher geladenen Seiten und Zielgruppen.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::RatesChartView</name>
    <message>
        <source>Rates per audience</source>
        <translation>Raten pro Zielgruppe</translation>
    </message>
    <message>
        <source>Conversion, form-submit and bounce rate per audience</source>
        <translation>Conversion-, Übermittlungs- und Absprungrate pro Zielgruppe</translation>
    </message>
    <message>
        <source>%1
Conversion rate: %2
Form-submit rate: %3
Bounce rate: %4
Sessions: %5</source>
        <translation>%1
Conversion-Rate: %2
Übermittlungsrate: %3
Absprungrate: %4
Sitzungen: %5</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>What follows a percentage on a chart axis (&quot;20 %&quot;)</extracomment>
        <translation> %</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleaseDialog</name>
    <message numerus="yes">
        <source>Publish %n audience(s) as one release</source>
        <translation>
            <numerusform>Sammelveröffentlichung von %n Zielgruppe</numerusform>
            <numerusform>Sammelveröffentlichung von %n Zielgruppen</numerusform>
        </translation>
    </message>
    <message>
        <source>Every chosen audience&apos;s draft goes live together. Check what goes live for each; an audience with an error cannot be included, and warnings need your acknowledgement.</source>
        <translation>Die Entwürfe aller gewählten Zielgruppen gehen gemeinsam live. Prüfen Sie für jede, was live geht; eine Zielgruppe mit einem Fehler kann nicht aufgenommen werden, und Warnungen müssen Sie bestätigen.</translation>
    </message>
    <message>
        <source>Audiences in this release</source>
        <translation>Zielgruppen in dieser Sammelveröffentlichung</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Acknowledge All Warnings</source>
        <translation>Alle Warnungen bestätigen</translation>
    </message>
    <message>
        <source>Retry Failed</source>
        <translation>Fehlgeschlagene wiederholen</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>Open audience</source>
        <translation>Zielgruppe öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n audience(s) can be published</source>
        <translation>
            <numerusform>%1 von %n Zielgruppe kann veröffentlicht werden</numerusform>
            <numerusform>%1 von %n Zielgruppen können veröffentlicht werden</numerusform>
        </translation>
    </message>
    <message>
        <source>reading what goes live…</source>
        <translation>was live geht, wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be included</source>
        <translation>
            <numerusform>%n kann nicht aufgenommen werden</numerusform>
            <numerusform>%n können nicht aufgenommen werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings to acknowledge</source>
        <translation>
            <numerusform>%n mit zu bestätigenden Warnungen</numerusform>
            <numerusform>%n mit zu bestätigenden Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Publish %n Audience(s)</source>
        <translation>
            <numerusform>%n Zielgruppe veröffentlichen</numerusform>
            <numerusform>%n Zielgruppen veröffentlichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acknowledged the warnings of %n audience(s):</source>
        <translation>
            <numerusform>Warnungen von %n Zielgruppe bestätigt:</numerusform>
            <numerusform>Warnungen von %n Zielgruppen bestätigt:</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The release did not start. %1</source>
        <translation>Die Sammelveröffentlichung wurde nicht gestartet. %1</translation>
    </message>
    <message>
        <source>The release could not start: there is nothing to publish, or no connection.</source>
        <translation>Die Sammelveröffentlichung konnte nicht starten: Es gibt nichts zu veröffentlichen, oder keine Verbindung.</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>Erneut &amp;lesen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleaseUndoDialog</name>
    <message>
        <source>Undo This Release</source>
        <translation>Diese Sammelveröffentlichung rückgängig machen</translation>
    </message>
    <message>
        <source>Audiences of the release</source>
        <translation>Zielgruppen der Sammelveröffentlichung</translation>
    </message>
    <message>
        <source>&amp;Take the old values of the fields a later publish changed again</source>
        <translation>Für Felder, die eine spätere Veröffentlichung erneut geändert hat, die alten Werte &amp;übernehmen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Instructions&lt;/b&gt;: one to each audience&apos;s agent, its own values</source>
        <translation>&lt;b&gt;Anweisungen&lt;/b&gt;: eine an den Agenten jeder Zielgruppe, mit deren eigenen Werten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Publishes&lt;/b&gt;: the proven drafts, as one release</source>
        <translation>&lt;b&gt;Veröffentlichungen&lt;/b&gt;: die nachgewiesenen Entwürfe, als eine Sammelveröffentlichung</translation>
    </message>
    <message>
        <source>&amp;Send Instructions</source>
        <translation>&amp;Anweisungen senden</translation>
    </message>
    <message>
        <source>Ask each audience&apos;s agent for a draft with the values from before the release; nothing goes live yet</source>
        <translation>Beim Agenten jeder Zielgruppe einen Entwurf mit den Werten von vor der Sammelveröffentlichung anfordern; noch geht nichts live</translation>
    </message>
    <message>
        <source>&amp;Publish Proven</source>
        <translation>Nachgewiesene Entwürfe &amp;veröffentlichen</translation>
    </message>
    <message>
        <source>Publish every draft proved equal to its values before the release, as one release</source>
        <translation>Jeden Entwurf, der nachweislich den Werten von vor der Sammelveröffentlichung entspricht, gemeinsam als eine Sammelveröffentlichung veröffentlichen</translation>
    </message>
    <message>
        <source>Undo the release of %1: each audience&apos;s values from before it, proved, then published as one release.</source>
        <translation>Die Sammelveröffentlichung vom %1 rückgängig machen: die Werte jeder Zielgruppe von vor ihr, nachgeprüft und dann als eine Sammelveröffentlichung veröffentlicht.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>&amp;Ask Again</source>
        <translation>&amp;Erneut anfragen</translation>
    </message>
    <message>
        <source>&amp;Publish Proven (%1)</source>
        <translation>Nachgewiesene Entwürfe &amp;veröffentlichen (%1)</translation>
    </message>
    <message>
        <source>Reading what the release changed and what is live now…</source>
        <translation>Es wird gelesen, was die Sammelveröffentlichung geändert hat und was jetzt live ist…</translation>
    </message>
    <message numerus="yes">
        <source>Publish %n proven draft(s) as one release? Each puts back the values from before the release.</source>
        <translation>
            <numerusform>%n nachgewiesenen Entwurf als eine Sammelveröffentlichung veröffentlichen? Er stellt die Werte von vor der Sammelveröffentlichung wieder her.</numerusform>
            <numerusform>%n nachgewiesene Entwürfe als eine Sammelveröffentlichung veröffentlichen? Jeder stellt die Werte von vor der Sammelveröffentlichung wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <source>Publish Proven Drafts</source>
        <translation>Nachgewiesene Entwürfe veröffentlichen</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>Erneut &amp;lesen</translation>
    </message>
    <message>
        <source>Read again the audiences whose conversation could not be read</source>
        <translation>Die Zielgruppen erneut lesen, deren Unterhaltung nicht gelesen werden konnte</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleasesCutShortView</name>
    <message>
        <source>Releases cut short</source>
        <translation>Unvollständige Sammelveröffentlichungen</translation>
    </message>
    <message numerus="yes">
        <source>The release of %1 (%n audience(s)) was cut short: %2.</source>
        <translation>
            <numerusform>Die Sammelveröffentlichung vom %1 (%n Zielgruppe) wurde nicht abgeschlossen: %2.</numerusform>
            <numerusform>Die Sammelveröffentlichung vom %1 (%n Zielgruppen) wurde nicht abgeschlossen: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss this release</source>
        <translation>Hinweis zu dieser Sammelveröffentlichung schließen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::RequestActivityIndicator</name>
    <message>
        <source>Retrying %1 (attempt %2) in %3 s</source>
        <translation>Neuer Versuch für %1 (Versuch %2) in %3 s</translation>
    </message>
    <message>
        <source>Retrying %1 (attempt %2)</source>
        <translation>Neuer Versuch für %1 (Versuch %2)</translation>
    </message>
    <message>
        <source>The service did not answer well; the console tries again by itself.</source>
        <translation>Der Dienst hat nicht richtig geantwortet; die Konsole versucht es selbst erneut.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in flight</source>
        <translation>
            <numerusform>%n Anfrage läuft</numerusform>
            <numerusform>%n Anfragen laufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReviewDetailView</name>
    <message>
        <source>Only the service knows the ID of the version that holds these changes: this console has not seen it. Ask the agent to confirm the draft; its answer names the version, and the draft then appears here like any other.</source>
        <translation>Nur der Dienst kennt die ID der Version mit diesen Änderungen: diese Konsole hat sie nicht gesehen. Bitten Sie den Agenten, den Entwurf zu bestätigen; seine Antwort nennt die Version, und der Entwurf erscheint dann hier wie jeder andere.</translation>
    </message>
    <message>
        <source>Ask the Agent to Confirm the Draft</source>
        <translation>Agenten um Bestätigung des Entwurfs bitten</translation>
    </message>
    <message>
        <source>Open in Audiences</source>
        <translation>Unter „Zielgruppen“ öffnen</translation>
    </message>
    <message>
        <source>Checks before publishing</source>
        <translation>Prüfungen vor dem Veröffentlichen</translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation>Vorschauen, live und nach dem Veröffentlichen</translation>
    </message>
    <message>
        <source>Choose a draft to see what goes live with it.</source>
        <translation>Wählen Sie einen Entwurf, um zu sehen, was mit ihm live geht.</translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s) chosen. Ask the agent, or publish them, with the buttons under the list.</source>
        <translation>
            <numerusform>%n Zielgruppe gewählt. Beauftragen Sie den Agenten oder veröffentlichen Sie sie mit den Schaltflächen unter der Liste.</numerusform>
            <numerusform>%n Zielgruppen gewählt. Beauftragen Sie den Agenten oder veröffentlichen Sie sie mit den Schaltflächen unter der Liste.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — draft version %2</source>
        <translation>%1 — Entwurfsversion %2</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>Unterhaltung wird gelesen…</translation>
    </message>
    <message>
        <source>Could not read the conversation: %1</source>
        <translation>Die Unterhaltung konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No field ends up different from what is live now.</source>
        <translation>Kein Feld unterscheidet sich am Ende von dem, was jetzt live ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) change for every visitor of this audience.</source>
        <translation>
            <numerusform>%n Feld ändert sich für alle Besucher dieser Zielgruppe.</numerusform>
            <numerusform>%n Felder ändern sich für alle Besucher dieser Zielgruppe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReviewPlace</name>
    <message>
        <source>Drafts waiting, by page</source>
        <translation>Wartende Entwürfe nach Seite</translation>
    </message>
    <message>
        <source>Page to scan</source>
        <translation>Zu durchsuchende Seite</translation>
    </message>
    <message>
        <source>Scan This Page</source>
        <translation>Diese Seite durchsuchen</translation>
    </message>
    <message>
        <source>Read the conversation of each of the page’s audiences (four at a time) and list those with changes in a version this console has not seen</source>
        <translation>Die Unterhaltung jeder Zielgruppe der Seite lesen (vier gleichzeitig) und die Zielgruppen auflisten, die Änderungen in einer Version haben, die diese Konsole nicht gesehen hat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation>Fortschritt der Durchsuchung</translation>
    </message>
    <message>
        <source>Ask the Agent…</source>
        <translation>Agenten beauftragen…</translation>
    </message>
    <message>
        <source>Send one instruction to the editing agent of every chosen audience</source>
        <translation>Eine Anweisung an den Bearbeitungsagenten jeder gewählten Zielgruppe senden</translation>
    </message>
    <message>
        <source>Publish Selected…</source>
        <translation>Auswahl veröffentlichen…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Publishes the chosen drafts whose version this console knows; an audience whose version it has not seen is left out until the agent confirms its draft</source>
        <translation>Veröffentlicht die gewählten Entwürfe, deren Version diese Konsole kennt; eine Zielgruppe, deren Version sie nicht gesehen hat, bleibt außen vor, bis der Agent ihren Entwurf bestätigt</translation>
    </message>
    <message>
        <source>Publish the chosen drafts as one release, after a confirmation</source>
        <translation>Die gewählten Entwürfe nach einer Bestätigung in einer Sammelveröffentlichung veröffentlichen</translation>
    </message>
    <message>
        <source>Could not send the request to the agent: not connected.</source>
        <translation>Die Anfrage an den Agenten konnte nicht gesendet werden: keine Verbindung.</translation>
    </message>
    <message>
        <source>Asked the agent to confirm the draft. It appears here once the agent has made it.</source>
        <translation>Der Agent wurde gebeten, den Entwurf zu bestätigen. Der Entwurf erscheint hier, sobald der Agent ihn erstellt hat.</translation>
    </message>
    <message>
        <source>No draft waiting</source>
        <translation>Kein wartender Entwurf</translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s) waiting</source>
        <translation>
            <numerusform>%n wartender Entwurf</numerusform>
            <numerusform>%n wartende Entwürfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a version not seen</source>
        <translation>
            <numerusform>%n mit nicht gesehener Version</numerusform>
            <numerusform>%n mit nicht gesehener Version</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel the scan</source>
        <translation>Durchsuchen abbrechen</translation>
    </message>
    <message>
        <source>Scan All Pages</source>
        <translation>Alle Seiten durchsuchen</translation>
    </message>
    <message>
        <source>Scan every page of the workspace, four pages at a time, and list the audiences with changes in a version this console has not seen</source>
        <translation>Jede Seite des Arbeitsbereichs durchsuchen (vier Seiten gleichzeitig) und die Zielgruppen auflisten, die Änderungen in einer Version haben, die diese Konsole nicht gesehen hat</translation>
    </message>
    <message>
        <source>Pages scanned</source>
        <translation>Durchsuchte Seiten</translation>
    </message>
    <message>
        <source>As far as this console has seen, no audience has a draft waiting. Drafts made elsewhere show up when you scan their page, or all pages.</source>
        <translation>Soweit diese Konsole es gesehen hat, hat keine Zielgruppe einen wartenden Entwurf. Anderswo erstellte Entwürfe erscheinen, wenn Sie ihre Seite oder alle Seiten durchsuchen.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SearchResultPreview</name>
    <message>
        <source>Search result preview</source>
        <translation>Vorschau des Suchergebnisses</translation>
    </message>
    <message>
        <source>(no address: the page sets no canonical URL)</source>
        <translation>(keine Adresse: die Seite setzt keine kanonische URL)</translation>
    </message>
    <message>
        <source>No description: search engines will quote text from the page.</source>
        <translation>Keine Beschreibung: Suchmaschinen zitieren Text von der Seite.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SessionCardView</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>LinkedIn</source>
        <translation>LinkedIn</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>✓ Completed</source>
        <translation>✓ Abgeschlossen</translation>
    </message>
    <message>
        <source>⟳ Pending</source>
        <translation>⟳ Ausstehend</translation>
    </message>
    <message>
        <source>⚠ Failed</source>
        <translation>⚠ Fehlgeschlagen</translation>
    </message>
    <message>
        <source>? %1</source>
        <translation>? %1</translation>
    </message>
    <message>
        <source>Session &amp;ID:</source>
        <translation>Sitzungs-&amp;ID:</translation>
    </message>
    <message>
        <source>Paste a session ID (sess_… or asess_…)</source>
        <translation>Sitzungs-ID einfügen (sess_… oder asess_…)</translation>
    </message>
    <message>
        <source>Session ID</source>
        <translation>Sitzungs-ID</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversion</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>Bounce</source>
        <translation>Absprung</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Visit</source>
        <translation>Besuch</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Time spent</source>
        <translation>Verweildauer</translation>
    </message>
    <message>
        <source>Max scroll depth</source>
        <translation>Max. Scrolltiefe</translation>
    </message>
    <message>
        <source>Total clicks</source>
        <translation>Klicks gesamt</translation>
    </message>
    <message>
        <source>Questions asked</source>
        <translation>Gestellte Fragen</translation>
    </message>
    <message>
        <source>Source (UTM)</source>
        <translation>Quelle (UTM)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Begriff</translation>
    </message>
    <message>
        <source>Form submission</source>
        <translation>Formularübermittlung</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Identifier type</source>
        <translation>Art der Kennung</translation>
    </message>
    <message>
        <source>Submission ID</source>
        <translation>Übermittlungs-ID</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Copy the analytics session ID</source>
        <translation>Analyse-Sitzungs-ID kopieren</translation>
    </message>
    <message>
        <source>Analytics session ID</source>
        <translation>Analyse-Sitzungs-ID</translation>
    </message>
    <message>
        <source>Copy the audience session ID</source>
        <translation>Zielgruppen-Sitzungs-ID kopieren</translation>
    </message>
    <message>
        <source>Audience session ID</source>
        <translation>Zielgruppen-Sitzungs-ID</translation>
    </message>
    <message>
        <source>Open page ›</source>
        <translation>Seite öffnen ›</translation>
    </message>
    <message>
        <source>Open the page in Pages</source>
        <translation>Die Seite unter „Seiten“ öffnen</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Open audience ›</source>
        <translation>Zielgruppe öffnen ›</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Zielgruppe</translation>
    </message>
    <message>
        <source>Re&amp;cent sessions</source>
        <translation>Zu&amp;letzt geöffnete Sitzungen</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Zuletzt geöffnete Sitzungen</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>Liste lee&amp;ren</translation>
    </message>
    <message>
        <source>Empty the list of recent sessions of this profile</source>
        <translation>Die Liste der zuletzt geöffneten Sitzungen dieses Profils leeren</translation>
    </message>
    <message>
        <source>Choose a page first: a session is opened on the page it belongs to.</source>
        <translation>Wählen Sie zuerst eine Seite: eine Sitzung wird auf der Seite geöffnet, zu der sie gehört.</translation>
    </message>
    <message>
        <source>Type or paste a session ID first.</source>
        <translation>Geben Sie zuerst eine Sitzungs-ID ein oder fügen Sie sie ein.</translation>
    </message>
    <message>
        <source>Open this session of “%1” (Enter)</source>
        <translation>Diese Sitzung von „%1“ öffnen (Eingabe)</translation>
    </message>
    <message>
        <source>Loading session %1…</source>
        <translation>Sitzung %1 wird geladen…</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Choose a page first: a session is opened by its ID on the page it belongs to.</source>
        <translation>Wählen Sie zuerst eine Seite: eine Sitzung wird über ihre ID auf der Seite geöffnet, zu der sie gehört.</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Sitzung %1</translation>
    </message>
    <message>
        <source>✓ Converted</source>
        <translation>✓ Konvertiert</translation>
    </message>
    <message>
        <source>✗ Not converted</source>
        <translation>✗ Nicht konvertiert</translation>
    </message>
    <message>
        <source>✓ Form submitted</source>
        <translation>✓ Formular übermittelt</translation>
    </message>
    <message>
        <source>✗ No form submitted</source>
        <translation>✗ Kein Formular übermittelt</translation>
    </message>
    <message>
        <source>↩ Bounced</source>
        <translation>↩ Abgesprungen</translation>
    </message>
    <message>
        <source>Not a bounce</source>
        <translation>Kein Absprung</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>still open</source>
        <translation>noch offen</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <source>Direct visit (no UTM parameters)</source>
        <translation>Direkter Besuch (keine UTM-Parameter)</translation>
    </message>
    <message>
        <source>(no URL)</source>
        <translation>(keine URL)</translation>
    </message>
    <message>
        <source>no audience matched</source>
        <translation>keine passende Zielgruppe</translation>
    </message>
    <message>
        <source>No audience matched this session</source>
        <translation>Zu dieser Sitzung passt keine Zielgruppe</translation>
    </message>
    <message>
        <source>Open the audience in Audiences</source>
        <translation>Die Zielgruppe unter „Zielgruppen“ öffnen</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Geöffnet: %1</translation>
    </message>
    <message>
        <source>On another page</source>
        <translation>Auf einer anderen Seite</translation>
    </message>
    <message>
        <source>On another page: choose that page first</source>
        <translation>Auf einer anderen Seite: wählen Sie zuerst diese Seite</translation>
    </message>
    <message>
        <source>Session %1 is on another page (“%2”): choose that page first.</source>
        <translation>Sitzung %1 gehört zu einer anderen Seite („%2“): wählen Sie zuerst diese Seite.</translation>
    </message>
    <message>
        <source>Session details</source>
        <translation>Sitzungsdetails</translation>
    </message>
    <message>
        <source>The service cannot list sessions: a session&apos;s ID (sess_… or asess_…) comes from your site&apos;s own tracking or a form submission on the page, or from someone who shares it. The sessions you open are listed here, for this profile.</source>
        <translation>Der Dienst kann keine Sitzungen auflisten: die ID einer Sitzung (sess_… oder asess_…) stammt aus dem eigenen Tracking Ihrer Website oder einer Formularübermittlung auf der Seite, oder von jemandem, der sie teilt. Die Sitzungen, die Sie öffnen, werden hier für dieses Profil aufgelistet.</translation>
    </message>
    <message>
        <source>Paste the ID of a visitor session on “%1” (or choose one below) and press Open to see how the visit went: its outcome, engagement, source and who it was.</source>
        <translation>Fügen Sie die ID einer Besuchersitzung auf „%1“ ein (oder wählen Sie unten eine) und klicken Sie auf „Öffnen“, um zu sehen, wie der Besuch verlief: Ergebnis, Engagement, Quelle und wer der Besucher war.</translation>
    </message>
    <message>
        <source>not opened yet</source>
        <translation>noch nicht geöffnet</translation>
    </message>
    <message>
        <source>Not opened yet: open it to see how the visit went</source>
        <translation>Noch nicht geöffnet: öffnen Sie sie, um zu sehen, wie der Besuch verlief</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SessionsChartView</name>
    <message numerus="yes">
        <source>Other audiences (%n)</source>
        <translation>
            <numerusform>Weitere Zielgruppe (%n)</numerusform>
            <numerusform>Weitere Zielgruppen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sessions per audience</source>
        <translation>Sitzungen pro Zielgruppe</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 session(s), %3 % of all the page&apos;s sessions</source>
        <translation>
            <numerusform>%1
%2 Sitzung, %3 % aller Sitzungen der Seite</numerusform>
            <numerusform>%1
%2 Sitzungen, %3 % aller Sitzungen der Seite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ShortcutsDialog</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Audience workspace</source>
        <translation>Arbeitsbereich der Zielgruppe</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Nachricht senden</translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation>Analysen</translation>
    </message>
    <message>
        <source>Previous / next period of the same length</source>
        <translation>Vorheriger / nächster gleich langer Zeitraum</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listen</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Suche leeren</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Zielgruppen</translation>
    </message>
    <message>
        <source>Archive the selected audience</source>
        <translation>Ausgewählte Zielgruppe archivieren</translation>
    </message>
    <message>
        <source>Quick search</source>
        <translation>Schnellsuche</translation>
    </message>
    <message>
        <source>Open the chosen item / close</source>
        <translation>Gewählten Eintrag öffnen / schließen</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Find a shortcut by what it does or its keys</source>
        <translation>Tastenkürzel nach Funktion oder Tasten suchen</translation>
    </message>
    <message>
        <source>Find a shortcut</source>
        <translation>Tastenkürzel suchen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Copy the chosen message as Markdown</source>
        <translation>Gewählte Nachricht als Markdown kopieren</translation>
    </message>
    <message>
        <source>Jump to the latest message</source>
        <translation>Zur neuesten Nachricht springen</translation>
    </message>
    <message>
        <source>From the search box to the results</source>
        <translation>Vom Suchfeld zu den Ergebnissen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SocialCardPreview</name>
    <message>
        <source>Social card preview</source>
        <translation>Vorschau der Social-Media-Karte</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(keine Beschreibung)</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::StatusLabels</name>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>In Verarbeitung</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In der Warteschlange</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::StoreNoticeBar</name>
    <message>
        <source>Open in Activity</source>
        <translation>Unter „Aktivität“ öffnen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) were not confirmed: the console closed before the service answered. Each can be retried with its own key (applied once) or discarded.</source>
        <translation>
            <numerusform>%n Schreibvorgang wurde nicht bestätigt: die Konsole wurde geschlossen, bevor der Dienst geantwortet hat. Er kann mit seinem eigenen Idempotenzschlüssel wiederholt (und dabei nur einmal ausgeführt) oder verworfen werden.</numerusform>
            <numerusform>%n Schreibvorgänge wurden nicht bestätigt: die Konsole wurde geschlossen, bevor der Dienst geantwortet hat. Jeder kann mit seinem eigenen Idempotenzschlüssel wiederholt (und dabei nur einmal ausgeführt) oder verworfen werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This profile is also open in another window, which has %n write(s) in flight: they show as in progress there, and that window records what comes of them.</source>
        <translation>
            <numerusform>Dieses Profil ist auch in einem anderen Fenster geöffnet, das %n Schreibvorgang unterwegs hat: Er wird dort als laufend angezeigt, und jenes Fenster hält fest, was daraus wird.</numerusform>
            <numerusform>Dieses Profil ist auch in einem anderen Fenster geöffnet, das %n Schreibvorgänge unterwegs hat: Sie werden dort als laufend angezeigt, und jenes Fenster hält fest, was daraus wird.</numerusform>
        </translation>
    </message>
    <message>
        <source>This profile is also open in another window: what either window writes shows in both.</source>
        <translation>Dieses Profil ist auch in einem anderen Fenster geöffnet: Was eines der Fenster schreibt, erscheint in beiden.</translation>
    </message>
    <message numerus="yes">
        <source>%n outcome(s) could not be recorded yet: %1. It will be recorded when the store can be written again.</source>
        <extracomment>%1 is a cause such as &quot;the disk holding the profile is full&quot;</extracomment>
        <translation>
            <numerusform>%n Ergebnis konnte noch nicht festgehalten werden: %1. Es wird festgehalten, sobald der Speicher wieder beschrieben werden kann.</numerusform>
            <numerusform>%n Ergebnisse konnten noch nicht festgehalten werden: %1. Sie werden festgehalten, sobald der Speicher wieder beschrieben werden kann.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicDetailView</name>
    <message>
        <source>Choose a topic to see its entries.</source>
        <translation>Wählen Sie ein Thema, um seine Einträge zu sehen.</translation>
    </message>
    <message>
        <source>Entries of the topic</source>
        <translation>Einträge des Themas</translation>
    </message>
    <message>
        <source>Loading the entries…</source>
        <translation>Einträge werden geladen…</translation>
    </message>
    <message>
        <source>No entries</source>
        <translation>Keine Einträge</translation>
    </message>
    <message>
        <source>This topic has no entries yet. Add the first one below.</source>
        <translation>Dieses Thema hat noch keine Einträge. Fügen Sie unten den ersten hinzu.</translation>
    </message>
    <message>
        <source>Could not load the entries</source>
        <translation>Die Einträge konnten nicht geladen werden</translation>
    </message>
    <message>
        <source>Add an entry</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>%1 (default topic)</source>
        <translation>%1 (Standardthema)</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>Topic ID</source>
        <translation>Themen-ID</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicEntryForm</name>
    <message>
        <source>Content type</source>
        <translation>Inhaltstyp</translation>
    </message>
    <message>
        <source>What the entry says</source>
        <translation>Was der Eintrag aussagt</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>&amp;Add Entry</source>
        <translation>Eintrag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add the entry to the topic (Ctrl+Return)</source>
        <translation>Den Eintrag zum Thema hinzufügen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Send the same entry again. The service takes no idempotency key here: if the first try reached it, the entry may appear twice.</source>
        <translation>Denselben Eintrag erneut senden. Der Dienst nimmt hier keinen Idempotenzschlüssel an: hat ihn der erste Versuch erreicht, kann der Eintrag doppelt erscheinen.</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation>&amp;Inhalt:</translation>
    </message>
    <message>
        <source>&amp;Sort order:</source>
        <translation>&amp;Sortierung:</translation>
    </message>
    <message>
        <source>Adding the entry…</source>
        <translation>Eintrag wird hinzugefügt…</translation>
    </message>
    <message>
        <source>Could not add the entry: %1</source>
        <translation>Der Eintrag konnte nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>Entry added.</source>
        <translation>Eintrag hinzugefügt.</translation>
    </message>
    <message>
        <source>Optional: entries with lower numbers come first</source>
        <translation>Optional: Einträge mit niedrigeren Zahlen kommen zuerst</translation>
    </message>
    <message>
        <source>A whole number, 0 or more. Entries with lower numbers come first; empty leaves the order to the service.</source>
        <translation>Eine ganze Zahl, 0 oder größer. Einträge mit niedrigeren Zahlen kommen zuerst; leer überlässt die Reihenfolge dem Dienst.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicsPlace</name>
    <message>
        <source>Search topics by title or purpose…</source>
        <translation>Themen nach Titel oder Zweck suchen…</translation>
    </message>
    <message>
        <source>Search topics</source>
        <translation>Themen suchen</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>Searching topics…</source>
        <translation>Themen werden gesucht…</translation>
    </message>
    <message>
        <source>Could not search the topics</source>
        <translation>Die Themen konnten nicht durchsucht werden</translation>
    </message>
    <message>
        <source>No topics yet</source>
        <translation>Noch keine Themen</translation>
    </message>
    <message>
        <source>The knowledge base has no topics. Topics created in the service appear here after a reload (F5).</source>
        <translation>Die Wissensdatenbank hat keine Themen. Im Dienst angelegte Themen erscheinen hier nach dem Neuladen (F5).</translation>
    </message>
    <message>
        <source>No topic matches</source>
        <translation>Kein Thema passt</translation>
    </message>
    <message>
        <source>No topic&apos;s title or purpose contains “%1”.</source>
        <translation>Kein Thema enthält „%1“ in Titel oder Zweck.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Suche leeren</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TrendChartView</name>
    <message>
        <source>Daily trend</source>
        <translation>Trend pro Tag</translation>
    </message>
    <message>
        <source>Sessions and conversion rate per day</source>
        <translation>Sitzungen und Conversion-Rate pro Tag</translation>
    </message>
    <message>
        <source>%1: conversion rate</source>
        <translation>%1: Conversion-Rate</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2: %3</translation>
    </message>
    <message>
        <source>Sessions (solid lines)</source>
        <translation>Sitzungen (durchgezogene Linien)</translation>
    </message>
    <message>
        <source>Conversion rate, % (dashed lines)</source>
        <translation>Conversion-Rate, % (gestrichelte Linien)</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichung</translation>
    </message>
    <message numerus="yes">
        <source>Sessions per day and conversion rate over %n day(s)</source>
        <translation>
            <numerusform>Sitzungen pro Tag und Conversion-Rate über %n Tag</numerusform>
            <numerusform>Sitzungen pro Tag und Conversion-Rate über %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: version %2 published
%3
Click to see whether it worked.</source>
        <translation>%1: Version %2 veröffentlicht
%3
Klicken Sie, um zu sehen, ob sie gewirkt hat.</translation>
    </message>
    <message numerus="yes">
        <source>Conversion rate over %n day(s), % (dashed lines)</source>
        <translation>
            <numerusform>Conversion-Rate über %n Tag, % (gestrichelte Linien)</numerusform>
            <numerusform>Conversion-Rate über %n Tage, % (gestrichelte Linien)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) to %1</source>
        <translation>
            <numerusform>%n Tag bis %1</numerusform>
            <numerusform>%n Tage bis %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TrendView</name>
    <message>
        <source>Lines to draw</source>
        <translation>Anzuzeigende Linien</translation>
    </message>
    <message>
        <source>Tick the whole page or audiences to draw their daily lines.</source>
        <translation>Markieren Sie die gesamte Seite oder einzelne Zielgruppen, um ihre Linien pro Tag anzuzeigen.</translation>
    </message>
    <message>
        <source>%v of %m days</source>
        <translation>%v von %m Tagen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop asking for more days; the days already here stay.</source>
        <translation>Keine weiteren Tage abfragen; die bereits geladenen Tage bleiben erhalten.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message numerus="yes">
        <source>A daily trend needs a range of at most %n day(s): choose a shorter one.</source>
        <translation>
            <numerusform>Ein Trend pro Tag erfordert einen Zeitraum von höchstens %n Tag: wählen Sie einen kürzeren.</numerusform>
            <numerusform>Ein Trend pro Tag erfordert einen Zeitraum von höchstens %n Tagen: wählen Sie einen kürzeren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking for each day (%n at a time)…</source>
        <translation>
            <numerusform>Jeder Tag wird einzeln abgefragt (%n gleichzeitig)…</numerusform>
            <numerusform>Jeder Tag wird einzeln abgefragt (%n gleichzeitig)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) could not be loaded (%1); they are missing from the lines.</source>
        <translation>
            <numerusform>%n Tag konnte nicht geladen werden (%1); er fehlt in den Linien.</numerusform>
            <numerusform>%n Tage konnten nicht geladen werden (%1); sie fehlen in den Linien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the days loaded so far are drawn. Change the range or reload to ask for the rest.</source>
        <translation>Angehalten: die bisher geladenen Tage werden angezeigt. Ändern Sie den Zeitraum oder laden Sie neu, um die übrigen abzufragen.</translation>
    </message>
    <message>
        <source>All audiences of the page together</source>
        <translation>Alle Zielgruppen der Seite zusammen</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Gesamte Seite</translation>
    </message>
    <message>
        <source>Conversion rate over 7 days</source>
        <translation>Conversion-Rate über 7 Tage</translation>
    </message>
    <message>
        <source>Each day&apos;s rate is the conversions of that day and the 6 before it over their sessions: steadier than one day&apos;s rate when days have few sessions.</source>
        <translation>Die Rate eines Tages sind die Conversions dieses Tages und der 6 Tage davor, geteilt durch deren Sitzungen: stabiler als die Rate eines einzelnen Tages, wenn die Tage wenige Sitzungen haben.</translation>
    </message>
    <message>
        <source>Did it work?</source>
        <translation>Hat es gewirkt?</translation>
    </message>
    <message>
        <source>The impact of a publish in this range: before and after, with the rest of the page</source>
        <translation>Die Wirkung einer Veröffentlichung in diesem Zeitraum: davor und danach, mit dem Rest der Seite</translation>
    </message>
    <message>
        <source>%1: version %2, %3</source>
        <translation>%1: Version %2, %3</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnavailablePlace</name>
    <message>
        <source>%1 could not be loaded</source>
        <translation>%1 konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>The rest of the console works. Installing Audience Console again puts the missing file back.</source>
        <translation>Der Rest der Konsole funktioniert. Wenn Sie Audience Console neu installieren, ist die fehlende Datei wieder da.</translation>
    </message>
    <message>
        <source>Why %1 could not be loaded</source>
        <translation>Warum %1 nicht geladen werden konnte</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UndoDialog</name>
    <message>
        <source>Undo This Publish</source>
        <translation>Diese Veröffentlichung rückgängig machen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UndoPane</name>
    <message>
        <source>Planned: the undo asks the agent for this</source>
        <translation>Geplant: das Rückgängigmachen fordert dies beim Agenten an</translation>
    </message>
    <message>
        <source>Send to the Agent</source>
        <translation>An den Agenten senden</translation>
    </message>
    <message>
        <source>Ask the agent for a new draft holding these values; nothing goes live yet</source>
        <translation>Beim Agenten einen neuen Entwurf mit diesen Werten anfordern; noch geht nichts live</translation>
    </message>
    <message>
        <source>Ask Again</source>
        <translation>Erneut anfragen</translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation>Veröffentlichen…</translation>
    </message>
    <message>
        <source>Undo the publish of version %1</source>
        <translation>Veröffentlichung von Version %1 rückgängig machen</translation>
    </message>
    <message>
        <source>Undo this publish</source>
        <translation>Diese Veröffentlichung rückgängig machen</translation>
    </message>
    <message>
        <source>The agent&apos;s draft, version %1, against what is live now:</source>
        <translation>Der Entwurf des Agenten, Version %1, verglichen mit dem, was jetzt live ist:</translation>
    </message>
    <message>
        <source>Preview: each field version %1 changed, live now → its value before version %1.</source>
        <translation>Vorschau: jedes Feld, das Version %1 geändert hat, jetzt live → sein Wert vor Version %1.</translation>
    </message>
    <message>
        <source>Publish Version %1…</source>
        <translation>Version %1 veröffentlichen…</translation>
    </message>
    <message>
        <source>%1: keep or take back</source>
        <translation>%1: behalten oder zurücknehmen</translation>
    </message>
    <message>
        <source>Keep the later value “%1”</source>
        <translation>Späteren Wert „%1“ behalten</translation>
    </message>
    <message>
        <source>Take the old one “%1”</source>
        <translation>Alten Wert „%1“ übernehmen</translation>
    </message>
    <message>
        <source>Send the values to the agent again; a field it changed unasked is asked to stay as it was</source>
        <translation>Die Werte erneut an den Agenten senden; ein Feld, das er ungefragt geändert hat, soll so bleiben, wie es war</translation>
    </message>
    <message>
        <source>Read Again</source>
        <translation>Erneut lesen</translation>
    </message>
    <message>
        <source>Read what is live and the draft again; nothing is sent</source>
        <translation>Erneut lesen, was live ist, und den Entwurf; es wird nichts gesendet</translation>
    </message>
    <message>
        <source>Version %1, live now, against what was live before it:</source>
        <translation>Version %1, jetzt live, im Vergleich zu dem, was vorher live war:</translation>
    </message>
    <message>
        <source>Reading what is live again before going on…</source>
        <translation>Vor dem Fortfahren wird erneut gelesen, was live ist…</translation>
    </message>
    <message>
        <source>Keep the value live now, whatever it is</source>
        <translation>Den jetzt live geltenden Wert behalten, wie auch immer er lautet</translation>
    </message>
    <message>
        <source>Publish is not offered: Ask Again sends the values again (a field changed unasked is asked to stay as it was).</source>
        <translation>Veröffentlichen wird nicht angeboten: „Erneut anfragen“ sendet die Werte noch einmal (ein ungefragt geändertes Feld soll so bleiben, wie es war).</translation>
    </message>
    <message>
        <source>Take the Agent&apos;s %1 %2</source>
        <translation>%1 %2 des Agenten übernehmen</translation>
    </message>
    <message>
        <source>Publish %1 as the agent changed it, with the undo</source>
        <translation>%1 so veröffentlichen, wie der Agent es geändert hat, zusammen mit dem Rückgängigmachen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnseenDraftNotice</name>
    <message>
        <source>Why Publish is not there</source>
        <translation>Warum „Veröffentlichen“ fehlt</translation>
    </message>
    <message>
        <source>Ask the Agent to Confirm the Draft</source>
        <translation>Agenten um Bestätigung des Entwurfs bitten</translation>
    </message>
    <message>
        <source>Send the agent a short message asking it to confirm the draft as it stands; its answer names the version, which Publish then offers</source>
        <translation>Dem Agenten eine kurze Nachricht senden, die ihn bittet, den Entwurf so zu bestätigen, wie er ist; seine Antwort nennt die Version, die „Veröffentlichen“ dann anbietet</translation>
    </message>
    <message>
        <source>The request to the agent failed: %1</source>
        <translation>Die Anfrage an den Agenten ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Could not send the request to the agent: not connected.</source>
        <translation>Die Anfrage an den Agenten konnte nicht gesendet werden: keine Verbindung.</translation>
    </message>
    <message>
        <source>Could not send the request to the agent: %1</source>
        <translation>Die Anfrage an den Agenten konnte nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>Asked the agent to confirm the draft. Publish appears here once the agent has made the version.</source>
        <translation>Der Agent wurde gebeten, den Entwurf zu bestätigen. „Veröffentlichen“ erscheint hier, sobald der Agent die Version erstellt hat.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnsettledWriteNotice</name>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Give up on this write; the entry stays in the journal as discarded</source>
        <translation>Diesen Schreibvorgang aufgeben; der Eintrag bleibt als verworfen im Journal</translation>
    </message>
    <message>
        <source>Show in Activity</source>
        <translation>Unter „Aktivität“ anzeigen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::VersionPanel</name>
    <message>
        <source>Publish…</source>
        <translation>Veröffentlichen…</translation>
    </message>
    <message>
        <source>Open a version by its ID</source>
        <translation>Version über ihre ID öffnen</translation>
    </message>
    <message>
        <source>%1 · live</source>
        <translation>%1 · live</translation>
    </message>
    <message>
        <source>%1 · no longer live</source>
        <translation>%1 · nicht mehr live</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>This audience is archived: restore it before publishing.</source>
        <translation>Diese Zielgruppe ist archiviert: stellen Sie sie vor dem Veröffentlichen wieder her.</translation>
    </message>
    <message>
        <source>No version known yet: send a message to the agent, or open a version by its ID.</source>
        <translation>Noch keine Version bekannt: senden Sie dem Agenten eine Nachricht, oder öffnen Sie eine Version über ihre ID.</translation>
    </message>
    <message>
        <source>Publishing…</source>
        <translation>Wird veröffentlicht…</translation>
    </message>
    <message>
        <source>Only a draft can be published; this version is “%1”.</source>
        <translation>Nur ein Entwurf kann veröffentlicht werden; diese Version ist „%1“.</translation>
    </message>
    <message>
        <source>Retry Publish</source>
        <translation>Veröffentlichung wiederholen</translation>
    </message>
    <message>
        <source>Publish Version %1…</source>
        <translation>Version %1 veröffentlichen…</translation>
    </message>
    <message>
        <source>⟳ Publishing…</source>
        <translation>⟳ Wird veröffentlicht…</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>✓ Published</source>
        <extracomment>%1 says why the console has not recorded it yet (&quot;The profile&apos;s disk is full, so…&quot;)</extracomment>
        <translation>✓ Veröffentlicht</translation>
    </message>
    <message>
        <source>Version ID to open</source>
        <translation>Zu öffnende Versions-ID</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Ask the service whether this publish went live</source>
        <translation>Beim Dienst nachfragen, ob diese Veröffentlichung live gegangen ist</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>? %1 Check asks the service; Retry Publish sends the same publish again, applied once.</source>
        <translation>? %1 „Prüfen“ fragt beim Dienst nach; „Veröffentlichung wiederholen“ sendet dieselbe Veröffentlichung noch einmal, sie wird nur einmal ausgeführt.</translation>
    </message>
    <message>
        <source>What was live when: the versions seen by the console, newest first.</source>
        <translation>Was wann live war: die von der Konsole gesehenen Versionen, neueste zuerst.</translation>
    </message>
    <message>
        <source>Undo This Publish…</source>
        <translation>Diese Veröffentlichung rückgängig machen…</translation>
    </message>
    <message>
        <source>Versions of this audience, a timeline of what was live</source>
        <translation>Versionen dieser Zielgruppe, eine Zeitleiste dessen, was live war</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Erstellt %1</translation>
    </message>
    <message>
        <source>Choose a published version to undo its publish.</source>
        <translation>Wählen Sie eine veröffentlichte Version, um ihre Veröffentlichung rückgängig zu machen.</translation>
    </message>
    <message>
        <source>This audience is archived: restore it before undoing a publish.</source>
        <translation>Diese Zielgruppe ist archiviert: stellen Sie sie wieder her, bevor Sie eine Veröffentlichung rückgängig machen.</translation>
    </message>
    <message>
        <source>Version %1 changed no field: there is nothing to undo.</source>
        <translation>Version %1 hat kein Feld geändert: es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation>Einen Entwurf mit den Werten von vor dieser Veröffentlichung erstellen, ihn nachprüfen und dann veröffentlichen</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Review what goes live, then publish (Ctrl+Shift+P)</source>
        <translation>Prüfen, was live geht, dann veröffentlichen (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <source>✓ Published. %1</source>
        <translation>✓ Veröffentlicht. %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::VersionStepper</name>
    <message>
        <source>No version in progress</source>
        <translation>Keine Version in Bearbeitung</translation>
    </message>
    <message>
        <source>Send a message to the agent: the version it makes is followed here.</source>
        <translation>Senden Sie dem Agenten eine Nachricht: die Version, die er erstellt, wird hier verfolgt.</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>Neue Version</translation>
    </message>
    <message>
        <source>%1 — following (%2)</source>
        <translation>%1 — wird verfolgt (%2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Status “%1” (not one the console knows)</source>
        <translation>Status „%1“ (der Konsole unbekannt)</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In der Warteschlange</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>In Verarbeitung</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Queue time: %1 s</source>
        <translation>Wartezeit: %1 s</translation>
    </message>
    <message>
        <source>ID %1</source>
        <translation>ID %1</translation>
    </message>
    <message>
        <source>Queued: %1</source>
        <translation>Eingereiht: %1</translation>
    </message>
    <message>
        <source>Became a draft: %1</source>
        <translation>Entwurf seit: %1</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation>Veröffentlicht: %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookEditorView</name>
    <message>
        <source>Choose a subscription in the list, or add one by its ID.</source>
        <translation>Wählen Sie ein Abonnement in der Liste, oder fügen Sie eines über seine ID hinzu.</translation>
    </message>
    <message>
        <source>Save &amp;mine over it</source>
        <translation>&amp;Meine Änderungen trotzdem speichern</translation>
    </message>
    <message>
        <source>The fields you changed replace the service&apos;s; the others keep the service&apos;s values.</source>
        <translation>Die von Ihnen geänderten Felder ersetzen die des Dienstes; die übrigen behalten die Werte des Dienstes.</translation>
    </message>
    <message>
        <source>&amp;Take the service&apos;s (drop my changes)</source>
        <translation>Stand des Dienstes über&amp;nehmen (meine Änderungen verwerfen)</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>ID kopieren</translation>
    </message>
    <message>
        <source>Copy the subscription ID to the clipboard</source>
        <translation>Die Abonnement-ID in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>ID copied.</source>
        <translation>ID kopiert.</translation>
    </message>
    <message>
        <source>Subscription</source>
        <translation>Abonnement</translation>
    </message>
    <message>
        <source>Where events are sent</source>
        <translation>Wohin Ereignisse gesendet werden</translation>
    </message>
    <message>
        <source>https://example.com/webhooks</source>
        <translation>https://example.com/webhooks</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Versand</translation>
    </message>
    <message>
        <source>A&amp;ctive</source>
        <translation>A&amp;ktiv</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Go back to the subscription as it was loaded</source>
        <translation>Zum Abonnement zurückkehren, wie es geladen wurde</translation>
    </message>
    <message>
        <source>Created %1 · updated %2</source>
        <translation>Erstellt: %1 · geändert: %2</translation>
    </message>
    <message>
        <source>Created %1
Updated %2</source>
        <translation>Erstellt: %1
Geändert: %2</translation>
    </message>
    <message>
        <source>Cannot be saved: %1</source>
        <translation>Kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>On: the service sends the chosen events to the URL as they happen.</source>
        <translation>Aktiv: der Dienst sendet die gewählten Ereignisse an die URL, sobald sie eintreten.</translation>
    </message>
    <message>
        <source>Off: no events are sent while off. The subscription and its settings are kept.</source>
        <translation>Inaktiv: solange das Abonnement inaktiv ist, werden keine Ereignisse gesendet. Das Abonnement und seine Einstellungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>This subscription was changed on the service after you opened it (updated %1). What changed there:
• %2

Your changes are not saved yet.</source>
        <translation>Dieses Abonnement wurde im Dienst geändert, nachdem Sie es geöffnet haben (geändert: %1). Was sich dort geändert hat:
• %2

Ihre Änderungen sind noch nicht gespeichert.</translation>
    </message>
    <message>
        <source>Checking for changes on the service…</source>
        <translation>Änderungen im Dienst werden geprüft…</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Not saved: changed on the service meanwhile (see above).</source>
        <translation>Nicht gespeichert: inzwischen im Dienst geändert (siehe oben).</translation>
    </message>
    <message>
        <source>Not saved: %1 Your changes are kept.</source>
        <translation>Nicht gespeichert: %1 Ihre Änderungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Subscription details</source>
        <translation>Abonnementdetails</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookEventsPicker</name>
    <message>
        <source>&amp;All events (including types added later)</source>
        <translation>A&amp;lle Ereignisse (auch später hinzukommende Typen)</translation>
    </message>
    <message>
        <source>&amp;Only the types ticked below</source>
        <translation>Nur die unten angehakten &amp;Typen</translation>
    </message>
    <message>
        <source>Other types the service listed</source>
        <translation>Weitere vom Dienst aufgeführte Typen</translation>
    </message>
    <message>
        <source>Not known to this version of the console: shown as the service sent them and kept as they are. The service only takes the six types above when the events are saved, so untick these to change the events.</source>
        <translation>Dieser Version der Konsole unbekannt: so angezeigt, wie der Dienst sie gesendet hat, und unverändert beibehalten. Beim Speichern der Ereignisse nimmt der Dienst nur die sechs Typen oben an; entfernen Sie daher hier die Häkchen, um die Ereignisse zu ändern.</translation>
    </message>
    <message>
        <source>Every event, including types the service adds later. Kept as the service has it unless you choose “Only the types ticked below”.</source>
        <translation>Jedes Ereignis, auch Typen, die der Dienst später hinzufügt. Bleibt so, wie der Dienst es hat, sofern Sie nicht „Nur die unten angehakten Typen“ wählen.</translation>
    </message>
    <message>
        <source>The service sets “All events” itself; the interface can only send a list of types, so it cannot be chosen here. Ticking all six is the closest: types added later are not included.</source>
        <translation>Der Dienst setzt „Alle Ereignisse“ selbst; die Schnittstelle kann nur eine Liste von Typen senden, daher ist es hier nicht wählbar. Am nächsten kommt, alle sechs anzuhaken: später hinzukommende Typen sind dann nicht enthalten.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookInboxView</name>
    <message>
        <source>Receive events on this computer</source>
        <translation>Ereignisse auf diesem Computer empfangen</translation>
    </message>
    <message>
        <source>Inbox:</source>
        <translation>Posteingang:</translation>
    </message>
    <message>
        <source>Subscription:</source>
        <translation>Abonnement:</translation>
    </message>
    <message>
        <source>Accept (answer 204)</source>
        <translation>Annehmen (Antwort 204)</translation>
    </message>
    <message>
        <source>Fail (answer 500): the service retries</source>
        <translation>Fehlschlagen (Antwort 500): der Dienst versucht es erneut</translation>
    </message>
    <message>
        <source>Never answer: the service times out and retries</source>
        <translation>Nie antworten: der Dienst läuft in eine Zeitüberschreitung und versucht es erneut</translation>
    </message>
    <message>
        <source>&amp;Answer deliveries:</source>
        <translation>Zustellungen beantw&amp;orten:</translation>
    </message>
    <message>
        <source>whsec_…</source>
        <translation>whsec_…</translation>
    </message>
    <message>
        <source>Signing secret</source>
        <translation>Signaturgeheimnis</translation>
    </message>
    <message>
        <source>The interface never returns a subscription&apos;s secret: paste it from where it was created. It is kept in the system keychain, like the API key, and nowhere else.</source>
        <translation>Die Schnittstelle gibt das Geheimnis eines Abonnements nie zurück: fügen Sie es von dort ein, wo es erstellt wurde. Es wird wie der API-Schlüssel im Schlüsselbund des Systems aufbewahrt und nirgends sonst.</translation>
    </message>
    <message>
        <source>&amp;Use and keep</source>
        <translation>&amp;Verwenden und behalten</translation>
    </message>
    <message>
        <source>For&amp;get</source>
        <translation>Vergesse&amp;n</translation>
    </message>
    <message>
        <source>Events received</source>
        <translation>Empfangene Ereignisse</translation>
    </message>
    <message>
        <source>Open the &amp;page</source>
        <translation>Sei&amp;te öffnen</translation>
    </message>
    <message>
        <source>Open the au&amp;dience</source>
        <translation>&amp;Zielgruppe öffnen</translation>
    </message>
    <message>
        <source>Body of the delivery</source>
        <translation>Inhalt der Zustellung</translation>
    </message>
    <message>
        <source>Listening on http://127.0.0.1:%1 (this computer only)</source>
        <translation>Empfang unter http://127.0.0.1:%1 (nur dieser Computer)</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Kein Empfang.</translation>
    </message>
    <message>
        <source>S&amp;top listening</source>
        <translation>Emp&amp;fang beenden</translation>
    </message>
    <message>
        <source>S&amp;tart listening</source>
        <translation>Emp&amp;fang starten</translation>
    </message>
    <message>
        <source>&amp;Point %1 at the inbox</source>
        <translation>%1 auf den Posteingang &amp;umleiten</translation>
    </message>
    <message>
        <source>&amp;Point at the inbox</source>
        <translation>Auf den Posteingang &amp;umleiten</translation>
    </message>
    <message>
        <source>&amp;Restore the previous URL</source>
        <translation>Vorherige URL &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Restore %1</source>
        <translation>%1 &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Choose a subscription in the list.</source>
        <translation>Wählen Sie ein Abonnement in der Liste.</translation>
    </message>
    <message>
        <source>Signatures are checked.</source>
        <translation>Signaturen werden geprüft.</translation>
    </message>
    <message>
        <source>No secret: signatures are not checked.</source>
        <translation>Kein Geheimnis: Signaturen werden nicht geprüft.</translation>
    </message>
    <message>
        <source>Nothing received yet. Point a subscription at the inbox, then send a message in an audience&apos;s workspace or publish a version.</source>
        <translation>Noch nichts empfangen. Leiten Sie ein Abonnement auf den Posteingang um, und senden Sie dann eine Nachricht im Arbeitsbereich einer Zielgruppe, oder veröffentlichen Sie eine Version.</translation>
    </message>
    <message>
        <source>Start listening, or point a subscription at the inbox.</source>
        <translation>Starten Sie den Empfang, oder leiten Sie ein Abonnement auf den Posteingang um.</translation>
    </message>
    <message>
        <source>%1 · %2 · page %3 · audience %4</source>
        <translation>%1 · %2 · Seite %3 · Zielgruppe %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <source>answered %1</source>
        <translation>beantwortet mit %1</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>Attempt %1 at %2, %3: %4</source>
        <translation>Versuch %1 am %2, %3: %4</translation>
    </message>
    <message>
        <source> — its timestamp is more than 5 minutes off this computer&apos;s clock</source>
        <translation> — sein Zeitstempel weicht um mehr als 5 Minuten von der Uhr dieses Computers ab</translation>
    </message>
    <message>
        <source>Signing secret:</source>
        <translation>Signaturgeheimnis:</translation>
    </message>
    <message>
        <source>%1 is switched off: the service sends its events nowhere, here neither. Tick Active on the Subscription tab and save to receive them.</source>
        <translation>%1 ist ausgeschaltet: der Dienst sendet seine Ereignisse nirgendwohin, auch nicht hierher. Setzen Sie auf dem Reiter „Abonnement“ ein Häkchen bei „Aktiv“ und speichern Sie, um sie zu empfangen.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhooksPlace</name>
    <message>
        <source>Webhook subscriptions</source>
        <translation>Webhook-Abonnements</translation>
    </message>
    <message>
        <source>Subscription ID, such as whsub_…</source>
        <translation>Abonnement-ID, etwa whsub_…</translation>
    </message>
    <message>
        <source>Subscription ID to add</source>
        <translation>Hinzuzufügende Abonnement-ID</translation>
    </message>
    <message>
        <source>The interface cannot list subscriptions: add the ones you work with by their ID.</source>
        <translation>Die Schnittstelle kann keine Abonnements auflisten: fügen Sie die, mit denen Sie arbeiten, über ihre ID hinzu.</translation>
    </message>
    <message>
        <source>&amp;Add by ID</source>
        <translation>Per &amp;ID hinzufügen</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message>
        <source>Re&amp;move from list…</source>
        <translation>Aus der Liste &amp;entfernen…</translation>
    </message>
    <message>
        <source>Take the subscription off this list. It is not deleted from the service.</source>
        <translation>Das Abonnement von dieser Liste nehmen. Im Dienst wird es nicht gelöscht.</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Aktualisie&amp;ren</translation>
    </message>
    <message>
        <source>Read every subscription of the list again (F5)</source>
        <translation>Alle Abonnements der Liste neu lesen (F5)</translation>
    </message>
    <message>
        <source>&amp;Subscription</source>
        <translation>A&amp;bonnement</translation>
    </message>
    <message>
        <source>Could not read the subscriptions</source>
        <translation>Die Abonnements konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>No subscriptions on this list</source>
        <translation>Keine Abonnements auf dieser Liste</translation>
    </message>
    <message>
        <source>The interface cannot list webhook subscriptions. Add the ones you work with by their ID above; they are kept for this profile.</source>
        <translation>Die Schnittstelle kann keine Webhook-Abonnements auflisten. Fügen Sie die, mit denen Sie arbeiten, oben über ihre ID hinzu; sie werden für dieses Profil gespeichert.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The subscription %1 has changes that are not saved.</source>
        <translation>Das Abonnement %1 hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before opening another subscription?</source>
        <translation>Vor dem Öffnen eines anderen Abonnements speichern?</translation>
    </message>
    <message>
        <source>Remove from this list</source>
        <translation>Von dieser Liste entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from this list?</source>
        <translation>%1 von dieser Liste entfernen?</translation>
    </message>
    <message>
        <source>Remove from list</source>
        <translation>Von der Liste entfernen</translation>
    </message>
    <message>
        <source>&amp;Inbox: events on this computer</source>
        <translation>&amp;Posteingang: Ereignisse auf diesem Computer</translation>
    </message>
    <message>
        <source>The subscription is not deleted from the service: it stays there, turned off. You can add it again with its ID, %1. Its signing secret, if you gave one, is forgotten.</source>
        <translation>Das Abonnement wird im Dienst nicht gelöscht: es bleibt dort, inaktiv. Sie können es mit seiner ID %1 wieder hinzufügen. Sein Signaturgeheimnis, falls Sie eines angegeben haben, wird vergessen.</translation>
    </message>
    <message>
        <source>The subscription is not deleted from the service: the service keeps sending it events. You can add it again with its ID, %1. Its signing secret, if you gave one, is forgotten.</source>
        <translation>Das Abonnement wird im Dienst nicht gelöscht: der Dienst sendet ihm weiterhin Ereignisse. Sie können es mit seiner ID %1 wieder hinzufügen. Sein Signaturgeheimnis, falls Sie eines angegeben haben, wird vergessen.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is read once connected.</source>
        <translation>%1 wird gelesen, sobald eine Verbindung besteht.</translation>
    </message>
    <message>
        <source>Forget this su&amp;bscription</source>
        <translation>Abonnement ver&amp;gessen</translation>
    </message>
    <message>
        <source>Take it off this list and delete its signing secret from the keychain</source>
        <translation>Von dieser Liste nehmen und sein Signaturgeheimnis aus dem Schlüsselbund löschen</translation>
    </message>
    <message>
        <source>Removed %1 from this list; its signing secret is no longer kept.</source>
        <translation>%1 von dieser Liste entfernt; sein Signaturgeheimnis wird nicht mehr aufbewahrt.</translation>
    </message>
    <message>
        <source>Removed %1 from this list, but its signing secret could not be deleted from the keychain: %2</source>
        <translation>%1 von dieser Liste entfernt, aber sein Signaturgeheimnis konnte nicht aus dem Schlüsselbund gelöscht werden: %2</translation>
    </message>
    <message>
        <source>Gone from the service: it answers that it knows no subscription %1 (deleted there, or this profile now points at another service). Forget it to take it off this list and delete its signing secret from the keychain.</source>
        <translation>Nicht mehr im Dienst: Er antwortet, dass er kein Abonnement %1 kennt (dort gelöscht, oder dieses Profil zeigt jetzt auf einen anderen Dienst). Vergessen Sie es, um es von dieser Liste zu nehmen und sein Signaturgeheimnis aus dem Schlüsselbund zu löschen.</translation>
    </message>
    <message>
        <source>Events lost: %1 still sends its events to %2, an inbox on this computer that no longer listens. Restore its previous URL, %3, to receive them there again.</source>
        <translation>Ereignisse gehen verloren: %1 sendet seine Ereignisse weiterhin an %2, einen Posteingang auf diesem Computer, der nicht mehr empfängt. Stellen Sie die vorherige URL %3 wieder her, um sie dort wieder zu erhalten.</translation>
    </message>
    <message>
        <source>the inbox</source>
        <translation>den Posteingang</translation>
    </message>
    <message numerus="yes">
        <source>Events lost: %n subscriptions still send their events to an inbox on this computer that no longer listens: %1. Restore their previous URLs to receive them there again.</source>
        <translation>
            <numerusform>Ereignisse gehen verloren: %n Abonnement sendet seine Ereignisse weiterhin an einen Posteingang auf diesem Computer, der nicht mehr empfängt: %1. Stellen Sie die vorherige URL wieder her, um sie dort wieder zu erhalten.</numerusform>
            <numerusform>Ereignisse gehen verloren: %n Abonnements senden ihre Ereignisse weiterhin an einen Posteingang auf diesem Computer, der nicht mehr empfängt: %1. Stellen Sie die vorherigen URLs wieder her, um sie dort wieder zu erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>R&amp;estore its previous URL</source>
        <translation>Vorherige URL wie&amp;derherstellen</translation>
    </message>
    <message>
        <source>R&amp;estore their previous URLs</source>
        <translation>Vorherige URLs wie&amp;derherstellen</translation>
    </message>
    <message>
        <source>Available once connected</source>
        <translation>Verfügbar, sobald eine Verbindung besteht</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Audience Console</source>
        <translation>Willkommen bei Audience Console</translation>
    </message>
    <message>
        <source>Browse your landing pages and their audiences, edit drafts with the editing agent, publish, and read analytics. How would you like to start?</source>
        <translation>Sehen Sie sich Ihre Landingpages und deren Zielgruppen an, bearbeiten Sie Entwürfe mit dem Bearbeitungsagenten, veröffentlichen Sie und werten Sie Analysen aus. Wie möchten Sie beginnen?</translation>
    </message>
    <message>
        <source>Explore with demo data</source>
        <translation>Mit Demodaten erkunden</translation>
    </message>
    <message>
        <source>Starts a local sandbox on this computer with realistic sample pages and audiences. No account needed; nothing leaves your machine.</source>
        <translation>Startet eine lokale Sandbox auf diesem Computer mit realistischen Beispielseiten und -zielgruppen. Kein Konto nötig; nichts verlässt Ihren Rechner.</translation>
    </message>
    <message>
        <source>Connect to your workspace</source>
        <translation>Mit Ihrem Arbeitsbereich verbinden</translation>
    </message>
    <message>
        <source>Enter your service’s address and API key. The key is kept in your system keychain, never in a file.</source>
        <translation>Geben Sie die Adresse Ihres Dienstes und Ihren API-Schlüssel ein. Der Schlüssel wird im Schlüsselbund Ihres Systems aufbewahrt, nie in einer Datei.</translation>
    </message>
    <message>
        <source>You can switch between the demo and your workspaces at any time from the profile button in the main window.</source>
        <translation>Über die Profil-Schaltfläche im Hauptfenster können Sie jederzeit zwischen der Demo und Ihren Arbeitsbereichen wechseln.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WhatGoesLiveField</name>
    <message numerus="yes">
        <source>%1: %n agent step(s)</source>
        <translation>
            <numerusform>%1: %n Schritt des Agenten</numerusform>
            <numerusform>%1: %n Schritte des Agenten</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide the agent&apos;s steps</source>
        <translation>Schritte des Agenten ausblenden</translation>
    </message>
    <message>
        <source>Show the agent&apos;s steps between the live value and the value after publishing</source>
        <translation>Schritte des Agenten zwischen dem Live-Wert und dem Wert nach dem Veröffentlichen zeigen</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WhatGoesLiveView</name>
    <message>
        <source>What goes live</source>
        <translation>Was live geht</translation>
    </message>
    <message>
        <source>The conversation lists no pending change.</source>
        <translation>Die Unterhaltung enthält keine ausstehende Änderung.</translation>
    </message>
</context>
<context>
    <name>AudienceStatus</name>
    <message>
        <source>Live v%1</source>
        <translation>Live v%1</translation>
    </message>
    <message>
        <source>Draft v%1 waiting</source>
        <translation>Entwurf v%1 wartet</translation>
    </message>
    <message>
        <source>Processing v%1</source>
        <translation>v%1 in Verarbeitung</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>In Verarbeitung</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>As far as this console has seen: the service offers no call to list an audience’s versions.</source>
        <translation>Soweit diese Konsole es gesehen hat: der Dienst bietet keinen Aufruf, um die Versionen einer Zielgruppe aufzulisten.</translation>
    </message>
    <message>
        <source>Version %1 is live; no newer version is waiting.</source>
        <translation>Version %1 ist live; keine neuere Version wartet.</translation>
    </message>
    <message>
        <source>Version %1 is a draft waiting to be published (version %2 is live).</source>
        <translation>Version %1 ist ein Entwurf, der auf die Veröffentlichung wartet (Version %2 ist live).</translation>
    </message>
    <message>
        <source>Version %1 is a draft waiting to be published.</source>
        <translation>Version %1 ist ein Entwurf, der auf die Veröffentlichung wartet.</translation>
    </message>
    <message>
        <source>The editing agent is making version %1.</source>
        <translation>Der Bearbeitungsagent erstellt Version %1.</translation>
    </message>
    <message>
        <source>The editing agent is making a new version.</source>
        <translation>Der Bearbeitungsagent erstellt eine neue Version.</translation>
    </message>
    <message>
        <source>The service said this audience is archived.</source>
        <translation>Laut Dienst ist diese Zielgruppe archiviert.</translation>
    </message>
    <message>
        <source>Not known to this console: it has seen no version of this audience yet, and the service offers no call to list them. Open the audience, or scan its page in Review, to learn more.</source>
        <translation>Dieser Konsole unbekannt: sie hat noch keine Version dieser Zielgruppe gesehen, und der Dienst bietet keinen Aufruf, um sie aufzulisten. Öffnen Sie die Zielgruppe, oder durchsuchen Sie ihre Seite unter „Prüfung“, um mehr zu erfahren.</translation>
    </message>
</context>
<context>
    <name>ChangeCards</name>
    <message>
        <source>(both values empty)</source>
        <translation>(beide Werte leer)</translation>
    </message>
    <message>
        <source>(was empty)</source>
        <translation>(war leer)</translation>
    </message>
    <message>
        <source>show less</source>
        <translation>weniger anzeigen</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>alles anzeigen</translation>
    </message>
</context>
<context>
    <name>ChangeLabels</name>
    <message>
        <source>Supplementary context</source>
        <translation>Zusätzlicher Kontext</translation>
    </message>
    <message>
        <source>Meta title</source>
        <translation>Meta-Titel</translation>
    </message>
    <message>
        <source>Meta description</source>
        <translation>Meta-Beschreibung</translation>
    </message>
    <message>
        <source>Meta keywords</source>
        <translation>Meta-Schlüsselwörter</translation>
    </message>
    <message>
        <source>Page context</source>
        <translation>Seitenkontext</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Übernommen</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In der Warteschlange</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>In Verarbeitung</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Desktop console for the Audience Pages Service.</source>
        <translation>Desktop-Konsole für den Audience Pages Service.</translation>
    </message>
    <message>
        <source>Open the profile called &lt;name&gt; (or with that id).</source>
        <translation>Das Profil namens &lt;Name&gt; öffnen (oder das mit dieser ID).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Open the local demo sandbox (starts audience-sandbox).</source>
        <translation>Die lokale Demo-Sandbox öffnen (startet audience-sandbox).</translation>
    </message>
    <message>
        <source>Try --help for the options.</source>
        <translation>Die Optionen zeigt --help an.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>Use either --profile or --sandbox, not both.</source>
        <translation>Verwenden Sie entweder --profile oder --sandbox, nicht beides.</translation>
    </message>
    <message>
        <source>--profile needs the name of a profile.</source>
        <translation>--profile benötigt den Namen eines Profils.</translation>
    </message>
</context>
<context>
    <name>IntervalResults</name>
    <message>
        <source>Too short to judge: not one whole day live yet.</source>
        <translation>Zu kurz für ein Urteil: noch keinen ganzen Tag live.</translation>
    </message>
    <message>
        <source>No days of it kept yet: the impact card or Analytics fetches them.</source>
        <translation>Noch keine Tage davon gespeichert: die Wirkungskarte oder „Analysen“ ruft sie ab.</translation>
    </message>
    <message numerus="yes">
        <source> (%1 of %n whole day(s) kept)</source>
        <translation>
            <numerusform> (%1 von %n ganzen Tag gespeichert)</numerusform>
            <numerusform> (%1 von %n ganzen Tagen gespeichert)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n Sitzung</numerusform>
            <numerusform>%n Sitzungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too short to judge: %1 in %n whole day(s)</source>
        <translation>
            <numerusform>Zu kurz für ein Urteil: %1 an %n ganzen Tag</numerusform>
            <numerusform>Zu kurz für ein Urteil: %1 an %n ganzen Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 % converted (95 %: %3–%4 %)</source>
        <translation>%1 · %2 % konvertiert (95 %: %3–%4 %)</translation>
    </message>
    <message>
        <source>%1 · %2 conversions reported, more than the sessions: no conversion rate can be given</source>
        <translation>%1 · %2 Conversions gemeldet, mehr als Sitzungen: es lässt sich keine Conversion-Rate angeben</translation>
    </message>
</context>
<context>
    <name>KnownNames</name>
    <message>
        <source>Audience %1</source>
        <translation>Zielgruppe %1</translation>
    </message>
    <message>
        <source>Audience %1 on page %2</source>
        <translation>Zielgruppe %1 auf Seite %2</translation>
    </message>
</context>
<context>
    <name>MessageDocument</name>
    <message>
        <source>tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message numerus="yes">
        <source>%n tool call(s)</source>
        <translation>
            <numerusform>%n Werkzeugaufruf</numerusform>
            <numerusform>%n Werkzeugaufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n fehlgeschlagen</numerusform>
            <numerusform>, %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n running</source>
        <translation>
            <numerusform>, %n läuft</numerusform>
            <numerusform>, %n laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Arguments:
%1</source>
        <translation>Argumente:
%1</translation>
    </message>
    <message>
        <source>Result:
%1</source>
        <translation>Ergebnis:
%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>No arguments or result were sent.</source>
        <translation>Es wurden weder Argumente noch ein Ergebnis gesendet.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Editing agent</source>
        <translation>Bearbeitungsagent</translation>
    </message>
    <message>
        <source>Interrupted: the reply stopped here; its partial text is kept.</source>
        <translation>Unterbrochen: die Antwort bricht hier ab; ihr Teiltext bleibt erhalten.</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Überlegungen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>ProfileValidator</name>
    <message>
        <source>Give the profile a name.</source>
        <translation>Geben Sie dem Profil einen Namen.</translation>
    </message>
    <message>
        <source>The name is too long: at most %1 characters.</source>
        <translation>Der Name ist zu lang: höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>Another profile is already called “%1”.</source>
        <translation>Es gibt bereits ein anderes Profil namens „%1“.</translation>
    </message>
    <message>
        <source>Enter the service’s address, for example https://api.example.com.</source>
        <translation>Geben Sie die Adresse des Dienstes ein, zum Beispiel https://api.example.com.</translation>
    </message>
    <message>
        <source>The address must start with https:// (or http:// for a local service).</source>
        <translation>Die Adresse muss mit https:// beginnen (oder mit http:// bei einem lokalen Dienst).</translation>
    </message>
    <message>
        <source>The address has no host name.</source>
        <translation>Die Adresse enthält keinen Hostnamen.</translation>
    </message>
    <message>
        <source>Leave user names and passwords out of the address; the key field is for the key.</source>
        <translation>Lassen Sie Benutzernamen und Passwörter aus der Adresse weg; der Schlüssel gehört in das Schlüsselfeld.</translation>
    </message>
    <message>
        <source>The address must not contain “?” or “#”.</source>
        <translation>Die Adresse darf weder „?“ noch „#“ enthalten.</translation>
    </message>
    <message>
        <source>Plain HTTP would send the key unencrypted to %1. Use https://, or allow plain HTTP to this host if you trust the network.</source>
        <translation>Mit einfachem HTTP würde der Schlüssel unverschlüsselt an %1 gesendet. Verwenden Sie https://, oder erlauben Sie einfaches HTTP zu diesem Host, wenn Sie dem Netzwerk vertrauen.</translation>
    </message>
    <message>
        <source>Give the profile a label such as Production or Staging, so you can always tell it apart.</source>
        <translation>Geben Sie dem Profil eine Kennzeichnung wie Produktion oder Staging, damit Sie es jederzeit unterscheiden können.</translation>
    </message>
    <message>
        <source>The label is too long: at most %1 characters.</source>
        <translation>Die Kennzeichnung ist zu lang: höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>Choose a colour for the profile.</source>
        <translation>Wählen Sie eine Farbe für das Profil.</translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation>Geben Sie den API-Schlüssel ein.</translation>
    </message>
    <message>
        <source>The key is too long to be an API key (%1 characters).</source>
        <translation>Der Schlüssel ist zu lang für einen API-Schlüssel (%1 Zeichen).</translation>
    </message>
    <message>
        <source>The key contains spaces or line breaks; paste it again as one piece.</source>
        <translation>Der Schlüssel enthält Leerzeichen oder Zeilenumbrüche; fügen Sie ihn erneut am Stück ein.</translation>
    </message>
    <message>
        <source>The key contains characters an API key cannot have (only visible ASCII characters).</source>
        <translation>Der Schlüssel enthält Zeichen, die ein API-Schlüssel nicht enthalten kann (nur sichtbare ASCII-Zeichen sind erlaubt).</translation>
    </message>
</context>
<context>
    <name>PublishChecks</name>
    <message>
        <source>The meta title is empty.</source>
        <translation>Der Meta-Titel ist leer.</translation>
    </message>
    <message>
        <source>Ask the agent for a title that names the offer; search results and browser tabs show it.</source>
        <translation>Bitten Sie den Agenten um einen Titel, der das Angebot nennt; Suchergebnisse und Browser-Tabs zeigen ihn an.</translation>
    </message>
    <message>
        <source>The meta title is %1 px wide; Google cuts titles at about %2 px.</source>
        <translation>Der Meta-Titel ist %1 px breit; Google kürzt Titel bei etwa %2 px.</translation>
    </message>
    <message numerus="yes">
        <source>Shorten it by about %n px, or put its key words first.</source>
        <translation>
            <numerusform>Kürzen Sie ihn um etwa %n px, oder stellen Sie seine Schlüsselwörter an den Anfang.</numerusform>
            <numerusform>Kürzen Sie ihn um etwa %n px, oder stellen Sie seine Schlüsselwörter an den Anfang.</numerusform>
        </translation>
    </message>
    <message>
        <source>The meta title is %1 px wide, under the %2 px a result line can show.</source>
        <translation>Der Meta-Titel ist %1 px breit, weniger als die %2 px, die eine Ergebniszeile zeigen kann.</translation>
    </message>
    <message>
        <source>Add words that tell searchers what they get (an offer, a place, the brand).</source>
        <translation>Fügen Sie Wörter hinzu, die Suchenden sagen, was sie erwartet (ein Angebot, ein Ort, die Marke).</translation>
    </message>
    <message>
        <source>The meta description is empty.</source>
        <translation>Die Meta-Beschreibung ist leer.</translation>
    </message>
    <message>
        <source>Ask the agent for one or two sentences that sum the page up; otherwise Google quotes the page.</source>
        <translation>Bitten Sie den Agenten um ein oder zwei Sätze, die die Seite zusammenfassen; sonst zitiert Google aus der Seite.</translation>
    </message>
    <message>
        <source>The meta description has %1 characters; %2 or fewer is short.</source>
        <translation>Die Meta-Beschreibung hat %1 Zeichen; %2 oder weniger gilt als kurz.</translation>
    </message>
    <message>
        <source>Add a benefit or a call to action, up to about %1 characters.</source>
        <translation>Fügen Sie einen Nutzen oder eine Handlungsaufforderung hinzu, bis zu etwa %1 Zeichen.</translation>
    </message>
    <message>
        <source>The meta description has %1 characters; over %2 gets cut.</source>
        <translation>Die Meta-Beschreibung hat %1 Zeichen; über %2 wird sie gekürzt.</translation>
    </message>
    <message numerus="yes">
        <source>Shorten it by %n character(s), keeping the key message first.</source>
        <translation>
            <numerusform>Kürzen Sie sie um %n Zeichen, und lassen Sie die Kernaussage vorne.</numerusform>
            <numerusform>Kürzen Sie sie um %n Zeichen, und lassen Sie die Kernaussage vorne.</numerusform>
        </translation>
    </message>
    <message>
        <source>The keyword list has an empty item.</source>
        <translation>Die Schlüsselwortliste enthält einen leeren Eintrag.</translation>
    </message>
    <message>
        <source>Remove the extra comma.</source>
        <translation>Entfernen Sie das überzählige Komma.</translation>
    </message>
    <message>
        <source>Keywords listed more than once: %1.</source>
        <translation>Mehrfach aufgeführte Schlüsselwörter: %1.</translation>
    </message>
    <message>
        <source>Ask the agent to keep each keyword once.</source>
        <translation>Bitten Sie den Agenten, jedes Schlüsselwort nur einmal aufzuführen.</translation>
    </message>
    <message>
        <source>No field ends up different from what is live now.</source>
        <translation>Kein Feld unterscheidet sich am Ende von dem, was jetzt live ist.</translation>
    </message>
    <message>
        <source>Publishing would change nothing a visitor sees; cancel unless you mean to publish the same content again.</source>
        <translation>Eine Veröffentlichung würde nichts an dem ändern, was Besucher sehen; brechen Sie ab, es sei denn, Sie möchten denselben Inhalt erneut veröffentlichen.</translation>
    </message>
    <message>
        <source>“%1” still holds a placeholder: %2.</source>
        <translation>„%1“ enthält noch einen Platzhalter: %2.</translation>
    </message>
    <message>
        <source>Ask the agent to replace it with the real text.</source>
        <translation>Bitten Sie den Agenten, ihn durch den echten Text zu ersetzen.</translation>
    </message>
    <message>
        <source>Share image</source>
        <translation>Teilen-Bild</translation>
    </message>
    <message>
        <source>The share image is %1×%2 px, under the %3×%4 px of a large link card.</source>
        <translation>Das Teilen-Bild ist %1×%2 px groß, kleiner als die %3×%4 px einer großen Linkkarte.</translation>
    </message>
    <message>
        <source>Use an image of at least 1200×630 px.</source>
        <translation>Verwenden Sie ein Bild mit mindestens 1200×630 px.</translation>
    </message>
    <message>
        <source>The share image is %1:1; networks crop to about %2:1.</source>
        <translation>Das Teilen-Bild hat das Format %1:1; Netzwerke beschneiden auf etwa %2:1.</translation>
    </message>
    <message>
        <source>Crop it to 1.91:1 (1200×630 px) so nothing important is cut.</source>
        <translation>Beschneiden Sie es auf 1,91:1 (1200×630 px), damit nichts Wichtiges abgeschnitten wird.</translation>
    </message>
</context>
<context>
    <name>PublishChecksHtml</name>
    <message>
        <source>Every check passes.</source>
        <translation>Alle Prüfungen bestanden.</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <source>How to fix: %1</source>
        <translation>Behebung: %1</translation>
    </message>
    <message numerus="yes">
        <source>Publishing is blocked: %n error(s) must be fixed first. Ask the agent to fix them, then publish the new version.</source>
        <translation>
            <numerusform>Die Veröffentlichung ist blockiert: %n Fehler muss zuerst behoben werden. Bitten Sie den Agenten, ihn zu beheben, und veröffentlichen Sie dann die neue Version.</numerusform>
            <numerusform>Die Veröffentlichung ist blockiert: %n Fehler müssen zuerst behoben werden. Bitten Sie den Agenten, sie zu beheben, und veröffentlichen Sie dann die neue Version.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): look at them, then publish anyway if they are what you want.</source>
        <translation>
            <numerusform>%n Warnung: sehen Sie sie sich an, und veröffentlichen Sie trotzdem, wenn sie Ihrer Absicht entspricht.</numerusform>
            <numerusform>%n Warnungen: sehen Sie sie sich an, und veröffentlichen Sie trotzdem, wenn sie Ihrer Absicht entsprechen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PublishedChanges</name>
    <message>
        <source>Version %1 is the audience as it was created: nothing was live before it.</source>
        <translation>Version %1 ist die Zielgruppe im Zustand ihrer Erstellung: davor war nichts live.</translation>
    </message>
    <message>
        <source>The conversation does not reach version %1, so what it changed cannot be read from it.</source>
        <translation>Die Unterhaltung reicht nicht bis Version %1 zurück, daher lässt sich aus ihr nicht lesen, was diese Version geändert hat.</translation>
    </message>
    <message>
        <source>The conversation&apos;s messages do not line up with the versions, so what version %1 changed cannot be read from it.</source>
        <translation>Die Nachrichten der Unterhaltung passen nicht zu den Versionen, daher lässt sich aus ihr nicht lesen, was Version %1 geändert hat.</translation>
    </message>
    <message>
        <source>Derived from the conversation: version %1&apos;s own changes. The publish before it is not known to the console, so drafts it carried along may be missing.</source>
        <translation>Aus der Unterhaltung abgeleitet: die eigenen Änderungen von Version %1. Die Veröffentlichung davor ist der Konsole nicht bekannt, daher können mitveröffentlichte Entwürfe fehlen.</translation>
    </message>
    <message>
        <source>Not known yet: the conversation has not been read.</source>
        <translation>Noch nicht bekannt: die Unterhaltung wurde noch nicht gelesen.</translation>
    </message>
    <message>
        <source>Recorded when this console published it.</source>
        <translation>Beim Veröffentlichen durch diese Konsole aufgezeichnet.</translation>
    </message>
    <message>
        <source>Derived from the conversation&apos;s applied changes.</source>
        <translation>Aus den angewendeten Änderungen der Unterhaltung abgeleitet.</translation>
    </message>
    <message>
        <source>Not known.</source>
        <translation>Nicht bekannt.</translation>
    </message>
</context>
<context>
    <name>QuickSearchIndex</name>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>audience on %1</source>
        <translation>Zielgruppe auf %1</translation>
    </message>
    <message>
        <source>topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>topic: %1</source>
        <translation>Thema: %1</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>person, %1</source>
        <translation>Person, %1</translation>
    </message>
</context>
<context>
    <name>ReleaseChecks</name>
    <message>
        <source>Give each audience of the page its own meta title.</source>
        <translation>Geben Sie jeder Zielgruppe der Seite einen eigenen Meta-Titel.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Same meta title as %1</source>
        <translation>Gleicher Meta-Titel wie %1</translation>
    </message>
</context>
<context>
    <name>ReleaseLog</name>
    <message>
        <source>Not published: it had not started.</source>
        <translation>Nicht veröffentlicht: der Vorgang hatte nicht begonnen.</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Übersprungen: %1</translation>
    </message>
    <message>
        <source>Published.</source>
        <translation>Veröffentlicht.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Not published: the publish was discarded.</source>
        <translation>Nicht veröffentlicht: die Veröffentlichung wurde verworfen.</translation>
    </message>
    <message>
        <source>Not confirmed: the publish was sent, and the console closed before the service answered. Check or Retry it in Activity (the same key).</source>
        <translation>Nicht bestätigt: die Veröffentlichung wurde gesendet, und die Konsole wurde geschlossen, bevor der Dienst geantwortet hat. Prüfen oder wiederholen Sie sie unter „Aktivität“ (mit demselben Idempotenzschlüssel).</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published</source>
        <translation>
            <numerusform>%1 von %n veröffentlicht</numerusform>
            <numerusform>%1 von %n veröffentlicht</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; not published: %2</source>
        <translation>%1; nicht veröffentlicht: %2</translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <source>the profile&apos;s store is busy: another program is holding it</source>
        <translation>der Speicher des Profils ist belegt: Ein anderes Programm hält ihn</translation>
    </message>
    <message>
        <source>the disk holding the profile is full</source>
        <translation>der Datenträger des Profils ist voll</translation>
    </message>
    <message>
        <source>the profile&apos;s store is read-only</source>
        <translation>der Speicher des Profils ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the profile&apos;s store is damaged</source>
        <translation>der Speicher des Profils ist beschädigt</translation>
    </message>
    <message>
        <source>the profile&apos;s store could not be written</source>
        <translation>der Speicher des Profils konnte nicht beschrieben werden</translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <extracomment>%1 is a cause such as &quot;the disk holding the profile is full&quot;</extracomment>
        <translation>Nicht gesendet: %1.</translation>
    </message>
    <message>
        <source>The profile&apos;s disk is full, so this console has not recorded it yet.</source>
        <translation>Das Laufwerk des Profils ist voll, daher hat diese Konsole es noch nicht festgehalten.</translation>
    </message>
    <message>
        <source>Another program is holding the profile&apos;s store, so this console has not recorded it yet.</source>
        <translation>Ein anderes Programm belegt den Speicher des Profils, daher hat diese Konsole es noch nicht festgehalten.</translation>
    </message>
    <message>
        <source>The profile&apos;s store is read-only, so this console has not recorded it yet.</source>
        <translation>Der Speicher des Profils ist schreibgeschützt, daher hat diese Konsole es noch nicht festgehalten.</translation>
    </message>
    <message>
        <source>The profile&apos;s store is damaged, so this console has not recorded it yet.</source>
        <translation>Der Speicher des Profils ist beschädigt, daher hat diese Konsole es noch nicht festgehalten.</translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be written, so this console has not recorded it yet.</source>
        <translation>Der Speicher des Profils konnte nicht beschrieben werden, daher hat diese Konsole es noch nicht festgehalten.</translation>
    </message>
</context>
<context>
    <name>UndoField</name>
    <message>
        <source>%1 may have changed since, by %2; the console cannot vouch for its live value:</source>
        <translation>%1 wurde seitdem möglicherweise geändert, durch %2; die Konsole kann für den live geltenden Wert nicht bürgen:</translation>
    </message>
    <message>
        <source>%1 changed again since, by %2:</source>
        <translation>%1 wurde seitdem erneut geändert, durch %2:</translation>
    </message>
    <message>
        <source>(the value live now, not known to the console)</source>
        <translation>(der jetzt live geltende Wert, der Konsole nicht bekannt)</translation>
    </message>
</context>
<context>
    <name>UndoMemberWords</name>
    <message>
        <source>The agent&apos;s draft, version %1, against what was live when it was proved:</source>
        <translation>Der Entwurf des Agenten, Version %1, verglichen mit dem, was beim Nachweis live war:</translation>
    </message>
    <message>
        <source>Preview: each field version %1 changed, live now → its value before version %1.</source>
        <translation>Vorschau: jedes Feld, das Version %1 geändert hat, jetzt live → sein Wert vor Version %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>UndoPlan</name>
    <message>
        <source>Version %1 changed no field: there is nothing to undo.</source>
        <translation>Version %1 hat kein Feld geändert: es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>The agent cannot be told this field&apos;s value.</source>
        <translation>Der Wert dieses Feldes kann dem Agenten nicht mitgeteilt werden.</translation>
    </message>
    <message>
        <source>Every field version %1 changed already holds its value from before.</source>
        <translation>Jedes Feld, das Version %1 geändert hat, hat bereits wieder seinen früheren Wert.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>a publish this console did not see</source>
        <translation>eine Veröffentlichung, die diese Konsole nicht gesehen hat</translation>
    </message>
    <message>
        <source>%1 is now “%2”: changed since by %3.</source>
        <translation>%1 ist jetzt „%2“: seitdem geändert durch %3.</translation>
    </message>
    <message>
        <source>%1 changed since by %2.</source>
        <translation>%1 wurde seitdem geändert durch %2.</translation>
    </message>
    <message>
        <source>%1 is back to before version %2</source>
        <translation>%1 ist wieder auf dem Stand vor Version %2</translation>
    </message>
    <message>
        <source>%1 are back to before version %2</source>
        <translation>%1 sind wieder auf dem Stand vor Version %2</translation>
    </message>
    <message>
        <source>; %1 was kept at its later value</source>
        <translation>; %1 wurde auf seinem späteren Wert belassen</translation>
    </message>
    <message>
        <source>; %1 were kept at their later values</source>
        <translation>; %1 wurden auf ihren späteren Werten belassen</translation>
    </message>
</context>
<context>
    <name>UndoProof</name>
    <message numerus="yes">
        <source>Proof: %1 of %n field(s) equal the values before version %2.</source>
        <translation>
            <numerusform>Nachweis: %1 von %n Feld entspricht den Werten vor Version %2.</numerusform>
            <numerusform>Nachweis: %1 von %n Feldern entsprechen den Werten vor Version %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the draft holds “%2”; before version %3 it was “%4”.</source>
        <translation>%1: der Entwurf enthält „%2“; vor Version %3 war es „%4“.</translation>
    </message>
    <message>
        <source>%1: the draft holds “%2”; before the undo it was “%3”.</source>
        <translation>%1: der Entwurf enthält „%2“; vor dem Rückgängigmachen war es „%3“.</translation>
    </message>
    <message>
        <source>Not proven: the agent also changed %1: %2 → %3.</source>
        <translation>Nicht nachgewiesen: der Agent hat außerdem %1 geändert: %2 → %3.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>The draft also changes %1: it was pending before the undo and goes live with it.</source>
        <translation>Der Entwurf ändert außerdem %1: diese Änderung stand schon vor dem Rückgängigmachen aus und geht mit ihm live.</translation>
    </message>
    <message>
        <source>%1 goes live as the agent changed it, as you chose: %2.</source>
        <translation>%1 geht so live, wie der Agent es geändert hat, wie von Ihnen gewählt: %2.</translation>
    </message>
</context>
<context>
    <name>UndonePublishes</name>
    <message>
        <source>Undone by version %1; the watch now follows version %1.</source>
        <translation>Rückgängig gemacht durch Version %1; die Überwachung folgt jetzt Version %1.</translation>
    </message>
    <message>
        <source>Undone by version %1 on %2; the watch now follows version %1.</source>
        <translation>Rückgängig gemacht durch Version %1 am %2; die Überwachung folgt jetzt Version %1.</translation>
    </message>
    <message>
        <source>Nothing to undo: version %1 put the values back.</source>
        <translation>Nichts rückgängig zu machen: Version %1 hat die Werte zurückgesetzt.</translation>
    </message>
    <message>
        <source>undone by version %1</source>
        <translation>rückgängig gemacht durch Version %1</translation>
    </message>
</context>
<context>
    <name>UnseenDraft</name>
    <message>
        <source>The conversation has changes pending (%1), but no version this console has seen holds them, so there is nothing to publish yet: the interface cannot list versions. Ask the agent to confirm the draft: its answer names the version, and Publish appears once the agent has made it.</source>
        <translation>Die Unterhaltung enthält ausstehende Änderungen (%1), aber keine Version, die diese Konsole gesehen hat, enthält sie; daher gibt es noch nichts zu veröffentlichen: die Schnittstelle kann keine Versionen auflisten. Bitten Sie den Agenten, den Entwurf zu bestätigen: seine Antwort nennt die Version, und „Veröffentlichen“ erscheint, sobald der Agent sie erstellt hat.</translation>
    </message>
</context>
<context>
    <name>VersionDraft</name>
    <message>
        <source>The conversation&apos;s messages do not line up with the versions, so what version %1 puts live cannot be read from it.</source>
        <translation>Die Nachrichten der Unterhaltung passen nicht zu den Versionen, daher lässt sich aus ihr nicht lesen, was Version %1 live schaltet.</translation>
    </message>
    <message>
        <source>Version %1 is live already.</source>
        <translation>Version %1 ist bereits live.</translation>
    </message>
    <message>
        <source>Version %1 is older than the live version %2.</source>
        <translation>Version %1 ist älter als die live geltende Version %2.</translation>
    </message>
    <message>
        <source>The conversation does not reach version %1 yet.</source>
        <translation>Die Unterhaltung reicht noch nicht bis Version %1.</translation>
    </message>
    <message>
        <source>A pending change is not among the messages&apos; changes, so what version %1 puts live cannot be read from the conversation.</source>
        <translation>Eine ausstehende Änderung ist nicht unter den Änderungen der Nachrichten, daher lässt sich aus der Unterhaltung nicht lesen, was Version %1 live schaltet.</translation>
    </message>
</context>
<context>
    <name>VersionTimeline</name>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Results while live</source>
        <translation>Ergebnisse während der Live-Zeit</translation>
    </message>
    <message>
        <source>%1 – live now</source>
        <translation>%1 – jetzt live</translation>
    </message>
    <message>
        <source>%1 – replaced (when is not known)</source>
        <translation>%1 – ersetzt (Zeitpunkt unbekannt)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1: “%2” → “%3”</source>
        <translation>%1: „%2“ → „%3“</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>no field</source>
        <translation>kein Feld</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhatGoesLiveHtml</name>
    <message>
        <source>(no keywords)</source>
        <translation>(keine Schlüsselwörter)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Live:</source>
        <translation>Live:</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>Danach:</translation>
    </message>
    <message>
        <source>(empty now)</source>
        <translation>(jetzt leer)</translation>
    </message>
    <message>
        <source>(empty after)</source>
        <translation>(danach leer)</translation>
    </message>
    <message>
        <source>changes</source>
        <translation>ändert sich</translation>
    </message>
    <message>
        <source>no net change</source>
        <translation>im Ergebnis unverändert</translation>
    </message>
    <message numerus="yes">
        <source>%n agent step(s)</source>
        <translation>
            <numerusform>%n Schritt des Agenten</numerusform>
            <numerusform>%n Schritte des Agenten</numerusform>
        </translation>
    </message>
</context>
</TS>
