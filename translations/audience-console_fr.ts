<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Audience::App::ConnectionTester</name>
    <message>
        <source>Connected: %1 answered and accepted the key.</source>
        <translation>Connecté : %1 a répondu et accepté la clé.</translation>
    </message>
    <message>
        <source>%1 answered, but did not accept the key (401 Unauthorized). Check the key.</source>
        <translation>%1 a répondu, mais n’a pas accepté la clé (401 Unauthorized). Vérifiez la clé.</translation>
    </message>
    <message>
        <source>No key to send.</source>
        <translation>Aucune clé à envoyer.</translation>
    </message>
    <message>
        <source>%1 answered and knows the key, but the key may not list pages (403 Forbidden).</source>
        <translation>%1 a répondu et reconnaît la clé, mais cette clé n’a pas le droit de lister les pages (403 Forbidden).</translation>
    </message>
    <message>
        <source>Something answered at %1, but not the Audience Pages API (/v0/pages was not found). Check the address.</source>
        <translation>Quelque chose a répondu à %1, mais pas l’API Audience Pages (/v0/pages est introuvable). Vérifiez l’adresse.</translation>
    </message>
    <message>
        <source>%1 answered, but not as the Audience Pages API does: %2</source>
        <translation>%1 a répondu, mais pas comme le fait l’API Audience Pages : %2</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Le test a été annulé.</translation>
    </message>
    <message>
        <source>%1 answered with an error, so the key could not be checked: %2</source>
        <translation>%1 a répondu par une erreur ; la clé n’a donc pas pu être vérifiée : %2</translation>
    </message>
</context>
<context>
    <name>Audience::App::KeychainCredentialStore</name>
    <message>
        <source>No key is stored in the keychain for this profile.</source>
        <translation>Aucune clé n’est enregistrée dans le trousseau pour ce profil.</translation>
    </message>
    <message>
        <source>Access to the keychain was declined.</source>
        <translation>L’accès au trousseau a été refusé.</translation>
    </message>
    <message>
        <source>The keychain refused access; it may be locked. (%1)</source>
        <translation>Le trousseau a refusé l’accès ; il est peut-être verrouillé. (%1)</translation>
    </message>
    <message>
        <source>No keychain service is available. On Linux a Secret Service such as GNOME Keyring or KWallet must be running. (%1)</source>
        <translation>Aucun service de trousseau n’est disponible. Sous Linux, un Secret Service tel que GNOME Keyring ou KWallet doit être en cours d’exécution. (%1)</translation>
    </message>
    <message>
        <source>The system keychain could not be reached: no Secret Service (such as GNOME Keyring or KWallet) seems to be running. (%1)</source>
        <translation>Le trousseau du système est injoignable : aucun Secret Service (comme GNOME Keyring ou KWallet) ne semble en cours d’exécution. (%1)</translation>
    </message>
    <message>
        <source>The keychain reported an error: %1</source>
        <translation>Le trousseau a signalé une erreur : %1</translation>
    </message>
    <message numerus="yes">
        <source>The keychain did not answer within %n second(s). It may be locked and waiting for its password in another window.</source>
        <translation>
            <numerusform>Le trousseau n’a pas répondu dans un délai de %n seconde. Il est peut-être verrouillé et attend son mot de passe dans une autre fenêtre.</numerusform>
            <numerusform>Le trousseau n’a pas répondu dans un délai de %n secondes. Il est peut-être verrouillé et attend son mot de passe dans une autre fenêtre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::App::ProfileEditor</name>
    <message>
        <source>This profile’s key is kept in memory for this session only. Enter it again to try storing it in the keychain.</source>
        <translation>La clé de ce profil n’est conservée en mémoire que pour cette session. Saisissez-la à nouveau pour tenter de l’enregistrer dans le trousseau.</translation>
    </message>
    <message>
        <source>Delete Profile</source>
        <translation>Supprimer le profil</translation>
    </message>
    <message>
        <source>Delete the profile “%1”?</source>
        <translation>Supprimer le profil « %1 » ?</translation>
    </message>
    <message>
        <source>Its settings and the key stored in your keychain are removed. This cannot be undone.</source>
        <translation>Ses paramètres et la clé enregistrée dans votre trousseau seront supprimés. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Key Not Removed</source>
        <translation>Clé non supprimée</translation>
    </message>
    <message>
        <source>The profile was deleted, but its key could not be removed from the keychain.</source>
        <translation>Le profil a été supprimé, mais sa clé n’a pas pu être retirée du trousseau.</translation>
    </message>
    <message>
        <source>&amp;Save and Connect</source>
        <translation>&amp;Enregistrer et se connecter</translation>
    </message>
    <message>
        <source>The key for “%1” will be kept in memory until you quit; it is not saved anywhere.</source>
        <translation>La clé de « %1 » sera conservée en mémoire jusqu’à ce que vous quittiez l’application ; elle n’est enregistrée nulle part.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Se connecter</translation>
    </message>
    <message>
        <source>Sandbox Not Started</source>
        <translation>Bac à sable non démarré</translation>
    </message>
    <message>
        <source>The local demo sandbox could not be used.</source>
        <translation>Le bac à sable de démonstration local n’a pas pu être utilisé.</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Test de la connexion…</translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation>En attente du trousseau…</translation>
    </message>
    <message>
        <source>No key to test with: %1</source>
        <translation>Aucune clé pour le test : %1</translation>
    </message>
    <message>
        <source>Saving the key in your keychain…</source>
        <translation>Enregistrement de la clé dans votre trousseau…</translation>
    </message>
    <message>
        <source>The key could not be stored in the keychain. %1</source>
        <translation>La clé n’a pas pu être enregistrée dans le trousseau. %1</translation>
    </message>
    <message>
        <source>Keychain Unavailable</source>
        <translation>Trousseau indisponible</translation>
    </message>
    <message>
        <source>The system keychain cannot keep this key.</source>
        <translation>Le trousseau du système ne peut pas conserver cette clé.</translation>
    </message>
    <message>
        <source>%1

You can use the key for this session only: it stays in memory and is forgotten when you quit.</source>
        <translation>%1

Vous pouvez utiliser la clé pour cette session uniquement : elle reste en mémoire et sera oubliée quand vous quitterez l’application.</translation>
    </message>
    <message>
        <source>Use for This &amp;Session Only</source>
        <translation>Utiliser pour cette &amp;session uniquement</translation>
    </message>
    <message>
        <source>Demo Sandbox Stopped</source>
        <translation>Bac à sable de démonstration arrêté</translation>
    </message>
    <message>
        <source>The demo sandbox stopped.</source>
        <translation>Le bac à sable de démonstration s’est arrêté.</translation>
    </message>
    <message>
        <source>The console cannot read or change the demo data until the sandbox runs again; what you typed is kept. Restart starts it again at the same address, with the same data.</source>
        <translation>La console ne peut plus lire ni modifier les données de démonstration tant que le bac à sable ne tourne pas de nouveau ; ce que vous avez saisi est conservé. « Redémarrer » le relance à la même adresse, avec les mêmes données.</translation>
    </message>
    <message>
        <source>The sandbox process ended (%1).</source>
        <translation>Le processus du bac à sable s’est terminé (%1).</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Redémarrer</translation>
    </message>
    <message>
        <source>The sandbox&apos;s log, as it wrote it:</source>
        <translation>Le journal du bac à sable, tel qu’il l’a écrit :</translation>
    </message>
</context>
<context>
    <name>Audience::App::ProfileRegistry</name>
    <message>
        <source>Demo sandbox</source>
        <translation>Bac à sable de démonstration</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
</context>
<context>
    <name>Audience::App::SandboxLauncher</name>
    <message numerus="yes">
        <source>The sandbox did not report that it was ready within %n second(s).</source>
        <translation>
            <numerusform>Le bac à sable n’a pas signalé qu’il était prêt dans un délai de %n seconde.</numerusform>
            <numerusform>Le bac à sable n’a pas signalé qu’il était prêt dans un délai de %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>the folders in PATH</source>
        <translation>les dossiers du PATH</translation>
    </message>
    <message>
        <source>The sandbox program “%1” was not found. Looked in: %2. Set AUDIENCE_SANDBOX_BIN to its path.</source>
        <translation>Le programme du bac à sable « %1 » est introuvable. Emplacements consultés : %2. Indiquez son chemin dans AUDIENCE_SANDBOX_BIN.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 for the sandbox’s database.</source>
        <translation>Impossible de créer le dossier %1 pour la base de données du bac à sable.</translation>
    </message>
    <message>
        <source>The sandbox reported an address that is not on this computer: %1</source>
        <translation>Le bac à sable a indiqué une adresse qui n’est pas sur cet ordinateur : %1</translation>
    </message>
    <message>
        <source>The sandbox wrote something other than its ready line.</source>
        <translation>Le bac à sable a écrit autre chose que sa ligne de disponibilité.</translation>
    </message>
    <message>
        <source>Could not start the sandbox program %1: %2</source>
        <translation>Impossible de démarrer le programme du bac à sable %1 : %2</translation>
    </message>
    <message>
        <source>it crashed</source>
        <translation>il a planté</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>code de sortie %1</translation>
    </message>
    <message>
        <source>The sandbox stopped before it was ready (%1).</source>
        <translation>Le bac à sable s’est arrêté avant d’être prêt (%1).</translation>
    </message>
    <message>
        <source>(Earlier lines of the log are left out.)</source>
        <translation>(Les lignes plus anciennes du journal sont omises.)</translation>
    </message>
</context>
<context>
    <name>Audience::App::Session</name>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>There is no profile called “%1”. Profiles: %2</source>
        <translation>Aucun profil ne s’appelle « %1 ». Profils : %2</translation>
    </message>
    <message>
        <source>Starting the local sandbox…</source>
        <translation>Démarrage du bac à sable local…</translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation>En attente du trousseau…</translation>
    </message>
    <message>
        <source>No key for %1</source>
        <translation>Aucune clé pour %1</translation>
    </message>
    <message>
        <source>No key is stored for “%1” yet. Enter it to connect.</source>
        <translation>Aucune clé n’est encore enregistrée pour « %1 ». Saisissez-la pour vous connecter.</translation>
    </message>
    <message>
        <source>Keychain unavailable</source>
        <translation>Trousseau indisponible</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Connected to the demo sandbox on this computer</source>
        <translation>Connecté au bac à sable de démonstration sur cet ordinateur</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Connecté à %1</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation>Non connecté : %1</translation>
    </message>
    <message>
        <source>Key refused by %1</source>
        <translation>Clé refusée par %1</translation>
    </message>
    <message>
        <source>%1 did not accept the key stored for “%2”. Enter the current key.</source>
        <translation>%1 n’a pas accepté la clé enregistrée pour « %2 ». Saisissez la clé actuelle.</translation>
    </message>
    <message>
        <source>Sandbox not running</source>
        <translation>Bac à sable arrêté</translation>
    </message>
    <message>
        <source>“%1” no longer accepts the key. Enter the current key.</source>
        <translation>« %1 » n’accepte plus la clé. Saisissez la clé actuelle.</translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation>%1 (auparavant %2)</translation>
    </message>
    <message>
        <source>Left pointing at the webhook inbox on this computer, which stopped (nothing listens there now): %1. Set the URL back on the service.</source>
        <translation>Encore redirigés vers la boîte de réception webhook de cet ordinateur, qui s’est arrêtée (plus rien n’y écoute) : %1. Rétablissez l’URL dans le service.</translation>
    </message>
    <message>
        <source>The webhook inbox stopped: %1 of “%2” still sends its events to this computer, where nothing listens now. Open “%2” again and restore its URL (%3) in Webhooks.</source>
        <translation>La boîte de réception webhook s’est arrêtée : %1 de « %2 » envoie encore ses événements à cet ordinateur, où plus rien n’écoute. Rouvrez « %2 » et rétablissez son URL (%3) dans Webhooks.</translation>
    </message>
    <message>
        <source>The webhook inbox stopped: %1 of “%2” still send their events to this computer, where nothing listens now. Open “%2” again and restore their URLs in Webhooks.</source>
        <translation>La boîte de réception webhook s’est arrêtée : %1 de « %2 » envoient encore leurs événements à cet ordinateur, où plus rien n’écoute. Rouvrez « %2 » et rétablissez leurs URL dans Webhooks.</translation>
    </message>
    <message>
        <source>“%1” did not accept the key. Enter the current key.</source>
        <translation>« %1 » n’a pas accepté la clé. Saisissez la clé actuelle.</translation>
    </message>
    <message>
        <source>Cannot reach the demo sandbox on this computer</source>
        <translation>Bac à sable de démonstration injoignable sur cet ordinateur</translation>
    </message>
    <message>
        <source>Cannot reach %1</source>
        <translation>%1 injoignable</translation>
    </message>
    <message>
        <source>The demo sandbox answers with errors</source>
        <translation>Le bac à sable de démonstration répond par des erreurs</translation>
    </message>
    <message>
        <source>%1 answers with errors</source>
        <translation>%1 répond par des erreurs</translation>
    </message>
    <message numerus="yes">
        <source>The webhook inbox stopped: %n subscription(s) send their events where nothing listens.</source>
        <translation>
            <numerusform>La boîte de réception webhook s’est arrêtée : %n abonnement envoie ses événements là où plus rien n’écoute.</numerusform>
            <numerusform>La boîte de réception webhook s’est arrêtée : %n abonnements envoient leurs événements là où plus rien n’écoute.</numerusform>
        </translation>
    </message>
    <message>
        <source>The webhook inbox stopped: restore %1 in Webhooks of “%2”.</source>
        <translation>La boîte de réception webhook s’est arrêtée : rétablissez %1 dans Webhooks de « %2 ».</translation>
    </message>
    <message numerus="yes">
        <source>The webhook inbox stopped: restore %n subscription(s) in Webhooks of “%1”.</source>
        <translation>
            <numerusform>La boîte de réception webhook s’est arrêtée : rétablissez %n abonnement dans Webhooks de « %1 ».</numerusform>
            <numerusform>La boîte de réception webhook s’est arrêtée : rétablissez %n abonnements dans Webhooks de « %1 ».</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo sandbox stopped</source>
        <translation>Le bac à sable de démonstration s’est arrêté</translation>
    </message>
    <message>
        <source>The demo sandbox stopped.</source>
        <translation>Le bac à sable de démonstration s’est arrêté.</translation>
    </message>
    <message>
        <source>Starting the demo sandbox again…</source>
        <translation>Redémarrage du bac à sable de démonstration…</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AccountLookup</name>
    <message>
        <source>Type or paste an account ID (account_ followed by 26 lowercase letters or digits).</source>
        <translation>Saisissez ou collez un ID de compte (account_ suivi de 26 minuscules ou chiffres).</translation>
    </message>
    <message>
        <source>An account ID starts with “account_” in lowercase.</source>
        <translation>Un ID de compte commence par « account_ » en minuscules.</translation>
    </message>
    <message>
        <source>An account ID starts with “account_”, for example account_01hx3k9v7m2q8r4t6y0w5z1b3c.</source>
        <translation>Un ID de compte commence par « account_ », par exemple account_01hx3k9v7m2q8r4t6y0w5z1b3c.</translation>
    </message>
    <message>
        <source>Only lowercase letters and digits may follow “account_”; “%1” is uppercase.</source>
        <translation>Seuls des minuscules et des chiffres peuvent suivre « account_ » ; « %1 » est une majuscule.</translation>
    </message>
    <message>
        <source>An account ID has no spaces: check what was pasted.</source>
        <translation>Un ID de compte ne contient pas d’espace : vérifiez ce qui a été collé.</translation>
    </message>
    <message>
        <source>Only lowercase letters and digits may follow “account_”; “%1” is not allowed.</source>
        <translation>Seuls des minuscules et des chiffres peuvent suivre « account_ » ; « %1 » n’est pas admis.</translation>
    </message>
    <message numerus="yes">
        <source>“account_” must be followed by exactly 26 letters or digits; this ID has %n.</source>
        <translation>
            <numerusform>« account_ » doit être suivi d’exactement 26 lettres ou chiffres ; cet ID en a %n.</numerusform>
            <numerusform>« account_ » doit être suivi d’exactement 26 lettres ou chiffres ; cet ID en a %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no account with the ID %1. Check the ID; an account that was deleted cannot be opened.</source>
        <translation>Aucun compte n’a l’ID %1. Vérifiez l’ID ; un compte supprimé ne peut pas être ouvert.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AllPagesScan</name>
    <message>
        <source>Scanning…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Not scanned yet</source>
        <translation>Pas encore analysée</translation>
    </message>
    <message>
        <source>Waiting to be scanned</source>
        <translation>En attente d’analyse</translation>
    </message>
    <message>
        <source>Scan %1 again</source>
        <translation>Analyser à nouveau %1</translation>
    </message>
    <message>
        <source>Not connected: nothing can be scanned.</source>
        <translation>Non connecté : rien ne peut être analysé.</translation>
    </message>
    <message>
        <source>Scan cancelled before the list of pages was read.</source>
        <translation>Analyse annulée avant la lecture de la liste des pages.</translation>
    </message>
    <message>
        <source>The list of pages could not be read: %1</source>
        <translation>La liste des pages n’a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n conversation(s) could not be read</source>
        <translation>
            <numerusform>lecture impossible pour %1 sur %n conversation</numerusform>
            <numerusform>lecture impossible pour %1 sur %n conversations</numerusform>
        </translation>
    </message>
    <message>
        <source>No audience</source>
        <translation>Aucune audience</translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s) read</source>
        <translation>
            <numerusform>%n audience lue</numerusform>
            <numerusform>%n audiences lues</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for its audiences…</source>
        <translation>Recherche de ses audiences…</translation>
    </message>
    <message>
        <source>Reading the list of pages…</source>
        <translation>Lecture de la liste des pages…</translation>
    </message>
    <message>
        <source>The workspace has no page to scan.</source>
        <translation>L’espace de travail n’a aucune page à analyser.</translation>
    </message>
    <message>
        <source>Scanning pages, four at a time: %1</source>
        <translation>Analyse des pages, quatre à la fois : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) read</source>
        <translation>
            <numerusform>%n conversation lue</numerusform>
            <numerusform>%n conversations lues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scan cancelled: %1 of %n page(s) scanned; %2.</source>
        <translation>
            <numerusform>Analyse annulée : %1 sur %n page analysée ; %2.</numerusform>
            <numerusform>Analyse annulée : %1 sur %n pages analysées ; %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n page(s): %1; %2 could not be scanned.</source>
        <translation>
            <numerusform>%n page analysée : %1 ; analyse impossible pour %2.</numerusform>
            <numerusform>%n pages analysées : %1 ; analyse impossible pour %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n page(s): %1.</source>
        <translation>
            <numerusform>%n page analysée : %1.</numerusform>
            <numerusform>%n pages analysées : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last scanned %1.</source>
        <translation>Dernière analyse : %1.</translation>
    </message>
    <message>
        <source>%1 What it found is listed; Scan All Pages reads them again.</source>
        <translation>%1 Ce qu’elle a trouvé est listé ; « Analyser toutes les pages » les relit.</translation>
    </message>
    <message>
        <source>Scanning pages again, four at a time: %1. Meanwhile the list shows what the last scan found (%2).</source>
        <translation>Nouvelle analyse des pages, quatre à la fois : %1. En attendant, la liste montre ce que la dernière analyse a trouvé (%2).</translation>
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
        <translation>Archivage…</translation>
    </message>
    <message>
        <source>Restoring…</source>
        <translation>Restauration…</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Restaurée</translation>
    </message>
    <message>
        <source>Archive failed: %1</source>
        <translation>Échec de l’archivage : %1</translation>
    </message>
    <message>
        <source>Restore failed: %1</source>
        <translation>Échec de la restauration : %1</translation>
    </message>
    <message>
        <source>Undo archive of “%1”</source>
        <translation>Annuler l’archivage de « %1 »</translation>
    </message>
    <message>
        <source>Undo restore of “%1”</source>
        <translation>Annuler la restauration de « %1 »</translation>
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
        <translation>Toutes les audiences</translation>
    </message>
    <message>
        <source>The page as a whole: counts summed, rates computed from the summed counts, averages weighted by sessions.</source>
        <translation>La page dans son ensemble : nombres additionnés, taux calculés à partir des nombres additionnés, moyennes pondérées par les sessions.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation>ID d’audience</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Previous period: %1</source>
        <translation>Période précédente : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceSearchModel</name>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>%1
ID: %2</source>
        <translation>%1
ID : %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::AudienceTreeModel</name>
    <message>
        <source>(no page)</source>
        <translation>(aucune page)</translation>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>ID: %1</source>
        <translation>ID : %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>Audience::Models::BatchRunner</name>
    <message>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Retry %1</source>
        <translation>Réessayer %1</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Annulé avant son démarrage.</translation>
    </message>
    <message>
        <source>Stopped by Cancel.</source>
        <translation>Arrêté par « Annuler ».</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n done</source>
        <translation>
            <numerusform>%1 sur %n terminé</numerusform>
            <numerusform>%1 sur %n terminés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n failed</source>
        <translation>
            <numerusform>%1, %n en échec</numerusform>
            <numerusform>%1, %n en échec</numerusform>
        </translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Ignoré : %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Non lancé : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::BulkInstruction</name>
    <message numerus="yes">
        <source>%1 of %n drafts ready</source>
        <translation>
            <numerusform>%1 sur %n brouillon prêt</numerusform>
            <numerusform>%1 sur %n brouillons prêts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n failed</source>
        <translation>
            <numerusform>%1, %n en échec</numerusform>
            <numerusform>%1, %n en échec</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>En attente d’envoi</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>The agent is working on it…</source>
        <translation>L’agent y travaille…</translation>
    </message>
    <message>
        <source>Draft v%1 ready</source>
        <translation>Brouillon v%1 prêt</translation>
    </message>
    <message>
        <source>Not sent yet</source>
        <translation>Pas encore envoyé</translation>
    </message>
    <message>
        <source>Retry sending to %1</source>
        <translation>Renvoyer à %1</translation>
    </message>
    <message>
        <source>The message could not be sent: there is no connection.</source>
        <translation>Le message n’a pas pu être envoyé : il n’y a pas de connexion.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ByIdLookup</name>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ComposerDrafts</name>
    <message>
        <source>This draft is not kept yet: %1. It stays here while the console runs, and is kept as soon as the store can be written again.</source>
        <translation>Ce brouillon n’est pas encore conservé : %1. Il reste ici tant que la console tourne, et sera conservé dès que le stockage pourra de nouveau être écrit.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::Connection</name>
    <message>
        <source>What the console learns and the journal of its writes cannot be kept: %1</source>
        <translation>Ce que la console apprend et le journal de ses écritures ne peuvent pas être conservés : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConnectionState</name>
    <message>
        <source>%1 answered: %2</source>
        <translation>%1 a répondu : %2</translation>
    </message>
    <message>
        <source>Cannot reach the service</source>
        <translation>Service injoignable</translation>
    </message>
    <message>
        <source>The service answers with errors</source>
        <translation>Le service répond par des erreurs</translation>
    </message>
    <message>
        <source>The key was refused</source>
        <translation>La clé a été refusée</translation>
    </message>
    <message>
        <source>What was read stays on screen. Check the network, the VPN or the proxy, and that the service runs at this address; the console tries again by itself.</source>
        <translation>Ce qui a été lu reste affiché. Vérifiez le réseau, le VPN ou le proxy, et que le service tourne bien à cette adresse ; la console réessaie d’elle-même.</translation>
    </message>
    <message>
        <source>What was read stays on screen. The service has a problem of its own; the console tries again by itself.</source>
        <translation>Ce qui a été lu reste affiché. Le service a lui-même un problème ; la console réessaie d’elle-même.</translation>
    </message>
    <message>
        <source>What was read stays on screen. Enter the current key to go on.</source>
        <translation>Ce qui a été lu reste affiché. Saisissez la clé actuelle pour continuer.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConversationBatch</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>Lecture de la conversation…</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ConversationModel</name>
    <message>
        <source>The page of this audience is not known yet: find the audience in the search or on its page.</source>
        <translation>La page de cette audience n’est pas encore connue : trouvez l’audience par la recherche ou sur sa page.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Non envoyé : %1</translation>
    </message>
    <message>
        <source>Sent; waiting for the agent</source>
        <extracomment>%1 says why the console has not recorded it yet (&quot;The profile&apos;s disk is full, so…&quot;)</extracomment>
        <translation>Envoyé ; en attente de l’agent</translation>
    </message>
    <message>
        <source>Not connected to the service.</source>
        <translation>Non connecté au service.</translation>
    </message>
    <message>
        <source>No conversation is open.</source>
        <translation>Aucune conversation n’est ouverte.</translation>
    </message>
    <message>
        <source>The conversation has not been read yet.</source>
        <translation>La conversation n’a pas encore été lue.</translation>
    </message>
    <message>
        <source>Sent. %1</source>
        <translation>Envoyé. %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::DateRange</name>
    <message>
        <source>All time</source>
        <translation>Toute la période</translation>
    </message>
    <message>
        <source>No range</source>
        <translation>Aucune période</translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2 (%n day(s))</source>
        <translation>
            <numerusform>%1 – %2 (%n jour)</numerusform>
            <numerusform>%1 – %2 (%n jours)</numerusform>
        </translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>90 derniers jours</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Ce mois-ci</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Mois dernier</translation>
    </message>
    <message>
        <source>Custom range</source>
        <translation>Période personnalisée</translation>
    </message>
</context>
<context>
    <name>Audience::Models::DateTimeFormat</name>
    <message>
        <source>just now</source>
        <translation>à l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>il y a %n minute</numerusform>
            <numerusform>il y a %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>il y a %n heure</numerusform>
            <numerusform>il y a %n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>il y a %n jour</numerusform>
            <numerusform>il y a %n jours</numerusform>
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
        <translation>%1 nouveau</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <source>Conversions</source>
        <translation>Conversions</translation>
    </message>
    <message>
        <source>Conversion rate</source>
        <translation>Taux de conversion</translation>
    </message>
    <message>
        <source>Form submits</source>
        <translation>Envois de formulaire</translation>
    </message>
    <message>
        <source>Form-submit rate</source>
        <translation>Taux d’envoi de formulaire</translation>
    </message>
    <message>
        <source>Bounces</source>
        <translation>Rebonds</translation>
    </message>
    <message>
        <source>Bounce-eligible</source>
        <translation>Éligibles au rebond</translation>
    </message>
    <message>
        <source>Bounce rate</source>
        <translation>Taux de rebond</translation>
    </message>
    <message>
        <source>CTA sessions</source>
        <translation>Sessions avec CTA</translation>
    </message>
    <message>
        <source>Avg. interactions</source>
        <translation>Interactions moy.</translation>
    </message>
    <message>
        <source>Avg. scroll depth</source>
        <translation>Défilement moy.</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Durée moy.</translation>
    </message>
    <message>
        <source>Visits that matched the audience in the range.</source>
        <translation>Visites correspondant à l’audience sur la période.</translation>
    </message>
    <message>
        <source>Sessions that converted (a form submitted, or a call to action followed).</source>
        <translation>Sessions ayant converti (formulaire envoyé ou appel à l’action suivi).</translation>
    </message>
    <message>
        <source>Conversions divided by sessions. For the page: all conversions over all sessions.</source>
        <translation>Conversions divisées par les sessions. Pour la page : toutes les conversions rapportées à toutes les sessions.</translation>
    </message>
    <message>
        <source>Sessions in which the form was submitted.</source>
        <translation>Sessions au cours desquelles le formulaire a été envoyé.</translation>
    </message>
    <message>
        <source>Form submits divided by sessions. For the page: all form submits over all sessions.</source>
        <translation>Envois de formulaire divisés par les sessions. Pour la page : tous les envois de formulaire rapportés à toutes les sessions.</translation>
    </message>
    <message>
        <source>Sessions that left without engaging.</source>
        <translation>Sessions terminées sans engagement.</translation>
    </message>
    <message>
        <source>Sessions whose analysis is complete, the only ones known to have bounced or not.</source>
        <translation>Sessions dont l’analyse est terminée : les seules dont on sait si elles ont rebondi ou non.</translation>
    </message>
    <message>
        <source>Bounces divided by bounce-eligible sessions. For the page: all bounces over all eligible sessions.</source>
        <translation>Rebonds divisés par les sessions éligibles au rebond. Pour la page : tous les rebonds rapportés à toutes les sessions éligibles.</translation>
    </message>
    <message>
        <source>Sessions in which a call to action was clicked.</source>
        <translation>Sessions au cours desquelles un appel à l’action a été cliqué.</translation>
    </message>
    <message>
        <source>Clicks and questions per session. For the page: weighted by each audience&apos;s sessions.</source>
        <translation>Clics et questions par session. Pour la page : pondéré par les sessions de chaque audience.</translation>
    </message>
    <message>
        <source>How far down the page visitors scrolled. For the page: weighted by each audience&apos;s sessions.</source>
        <translation>Jusqu’où les visiteurs ont fait défiler la page. Pour la page : pondéré par les sessions de chaque audience.</translation>
    </message>
    <message>
        <source>Time spent on the page per session. For the page: weighted by each audience&apos;s sessions.</source>
        <translation>Temps passé sur la page par session. Pour la page : pondéré par les sessions de chaque audience.</translation>
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
        <translation>Taux de CTA</translation>
    </message>
    <message>
        <source>CTA sessions divided by sessions. For the page: all CTA sessions over all sessions.</source>
        <translation>Sessions avec CTA divisées par les sessions. Pour la page : toutes les sessions avec CTA rapportées à toutes les sessions.</translation>
    </message>
    <message numerus="yes">
        <source>of %Ln bounce-eligible session(s)</source>
        <translation>
            <numerusform>sur %Ln session éligible au rebond</numerusform>
            <numerusform>sur %Ln sessions éligibles au rebond</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %Ln session(s)</source>
        <translation>
            <numerusform>sur %Ln session</numerusform>
            <numerusform>sur %Ln sessions</numerusform>
        </translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>few sessions</source>
        <translation>peu de sessions</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>95 % interval: %1 to %2 (Wilson). The rate behind these sessions is likely in this range; the fewer the sessions, the wider it is.</source>
        <translation>Intervalle à 95 % : de %1 à %2 (Wilson). Le taux réel derrière ces sessions se situe probablement dans cette fourchette ; moins il y a de sessions, plus elle est large.</translation>
    </message>
    <message>
        <source>Few sessions: fewer than %1, so this rate can swing widely by chance alone.</source>
        <translation>Peu de sessions : moins de %1, ce taux peut donc beaucoup varier par le seul effet du hasard.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ImpactText</name>
    <message>
        <source>Conversion rate</source>
        <translation>Taux de conversion</translation>
    </message>
    <message>
        <source>Form submit rate</source>
        <translation>Taux d’envoi de formulaire</translation>
    </message>
    <message>
        <source>Bounce rate</source>
        <translation>Taux de rebond</translation>
    </message>
    <message>
        <source>CTA click rate</source>
        <translation>Taux de clic sur CTA</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>±%1 points</source>
        <translation>±%1 points</translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation>+%1 points</translation>
    </message>
    <message>
        <source>−%1 points</source>
        <translation>−%1 points</translation>
    </message>
    <message>
        <source>95 % interval %1–%2 %</source>
        <translation>Intervalle à 95 % : %1–%2 %</translation>
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
        <translation>Version %1 de %2, publiée le %3</translation>
    </message>
    <message numerus="yes">
        <source>Before: %1 · After: %2 (the publish day, %3, left out; %n week(s) each, same weekdays)</source>
        <translation>
            <numerusform>Avant : %1 · Après : %2 (jour de la publication, %3, exclu ; %n semaine chacune, mêmes jours de la semaine)</numerusform>
            <numerusform>Avant : %1 · Après : %2 (jour de la publication, %3, exclu ; %n semaines chacune, mêmes jours de la semaine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The “after” window is still open: %1 of %n day(s) over so far.</source>
        <translation>
            <numerusform>La fenêtre « après » est encore ouverte : %1 sur %n jour écoulé pour l’instant.</numerusform>
            <numerusform>La fenêtre « après » est encore ouverte : %1 sur %n jours écoulés pour l’instant.</numerusform>
        </translation>
    </message>
    <message>
        <source>A verdict needs at least %1 sessions and %2 conversions on each side.</source>
        <translation>Un verdict exige au moins %1 sessions et %2 conversions de chaque côté.</translation>
    </message>
    <message>
        <source>Not enough data: the weeks before the publish had %1 sessions and %2 conversions.</source>
        <translation>Données insuffisantes : les semaines précédant la publication comptaient %1 sessions et %2 conversions.</translation>
    </message>
    <message>
        <source>Not enough data: the weeks after the publish had %1 sessions and %2 conversions; longer windows may help.</source>
        <translation>Données insuffisantes : les semaines suivant la publication comptaient %1 sessions et %2 conversions ; des fenêtres plus longues peuvent aider.</translation>
    </message>
    <message numerus="yes">
        <source>Not enough data yet: at the current pace about %n more day(s).</source>
        <translation>
            <numerusform>Pas encore assez de données : au rythme actuel, encore %n jour environ.</numerusform>
            <numerusform>Pas encore assez de données : au rythme actuel, encore %n jours environ.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is more than this window has left; longer windows may help.</source>
        <translation>C’est plus qu’il ne reste à cette fenêtre ; des fenêtres plus longues peuvent aider.</translation>
    </message>
    <message>
        <source>Not enough data yet: too little since the publish to tell when there will be enough.</source>
        <translation>Pas encore assez de données : trop peu de temps depuis la publication pour savoir quand il y en aura assez.</translation>
    </message>
    <message>
        <source>%1: not measured on both sides.</source>
        <translation>%1 : non mesuré des deux côtés.</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 (%4): no clear change, a difference like this often comes from chance alone (%5).</source>
        <translation>%1 est passé de %2 à %3 (%4) : pas de changement net, un tel écart vient souvent du seul hasard (%5).</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 (%4): unlikely to be chance alone (%5).</source>
        <translation>%1 a progressé de %2 à %3 (%4) : il est peu probable que ce soit le seul fait du hasard (%5).</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 (%4): unlikely to be chance alone (%5).</source>
        <translation>%1 a reculé de %2 à %3 (%4) : il est peu probable que ce soit le seul fait du hasard (%5).</translation>
    </message>
    <message>
        <source>Check this: a change of more than 50 % on fewer than 1,000 sessions is more often noise than news.</source>
        <translation>À vérifier : un changement de plus de 50 % sur moins de 1 000 sessions relève plus souvent du bruit que d’un vrai signal.</translation>
    </message>
    <message>
        <source>The page has no other audience with sessions in these windows to compare with.</source>
        <translation>La page n’a aucune autre audience ayant des sessions dans ces fenêtres pour servir de comparaison.</translation>
    </message>
    <message>
        <source>The page&apos;s other audiences went from %1 to %2 over the same days (%3, on %4 and %5 sessions); this audience moved %6 relative to them.</source>
        <translation>Les autres audiences de la page sont passées de %1 à %2 sur les mêmes jours (%3, sur %4 et %5 sessions) ; cette audience a évolué de %6 par rapport à elles.</translation>
    </message>
    <message>
        <source>They had too few sessions for this comparison to carry much weight.</source>
        <translation>Elles avaient trop peu de sessions pour que cette comparaison ait beaucoup de poids.</translation>
    </message>
    <message>
        <source>%1, version %2 (%3)</source>
        <translation>%1, version %2 (%3)</translation>
    </message>
    <message>
        <source>Also published inside these windows: %1. Their effects cannot be told apart from this one&apos;s.</source>
        <translation>Également publiées dans ces fenêtres : %1. Leurs effets ne peuvent pas être distingués de ceux de cette publication.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of the windows could not be loaded and are left out.</source>
        <translation>
            <numerusform>%n jour des fenêtres n’a pas pu être chargé et est exclu.</numerusform>
            <numerusform>%n jours des fenêtres n’ont pas pu être chargés et sont exclus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Averages are descriptions only: the service gives no spread for them, so no test is made.</source>
        <translation>Les moyennes sont purement descriptives : le service ne fournit pas leur dispersion, aucun test n’est donc effectué.</translation>
    </message>
    <message>
        <source>This is an observational before/after comparison, not a randomised test: seasonality, campaigns and other changes move these numbers too.</source>
        <translation>Il s’agit d’une comparaison avant/après observationnelle, pas d’un test randomisé : la saisonnalité, les campagnes et d’autres changements font aussi varier ces chiffres.</translation>
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
        <translation>Aucun envoi de formulaire</translation>
    </message>
    <message>
        <source>conversion</source>
        <translation>Aucune conversion</translation>
    </message>
    <message>
        <source>against the same weekdays before the publish (the page&apos;s other audiences are too small to compare with)</source>
        <translation>par rapport aux mêmes jours de la semaine avant la publication (les autres audiences de la page sont trop petites pour servir de comparaison)</translation>
    </message>
    <message>
        <source>while the page&apos;s other audiences held steady (%1, then %2)</source>
        <translation>alors que les autres audiences de la page restaient stables (%1, puis %2)</translation>
    </message>
    <message>
        <source>while the page&apos;s other audiences went from %1 to %2</source>
        <translation>alors que les autres audiences de la page passaient de %1 à %2</translation>
    </message>
    <message>
        <source>%1 relative (95 % interval %2 to %3, %4)</source>
        <extracomment>%1 &quot;−50 %&quot;, %2 and %3 the interval&apos;s ends, %4 &quot;p = 0.006&quot;</extracomment>
        <translation>%1 en relatif (intervalle à 95 % : de %2 à %3, %4)</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 %4: %5, unlikely to be chance alone; since %6.</source>
        <extracomment>%1 a rate&apos;s name, %2 and %3 percentages, %4 the control, %5 the figures, %6 a date</extracomment>
        <translation>%1 a reculé de %2 à %3, %4 : %5, il est peu probable que ce soit le seul fait du hasard ; depuis %6.</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 %4: %5, unlikely to be chance alone.</source>
        <translation>%1 a progressé de %2 à %3, %4 : %5, il est peu probable que ce soit le seul fait du hasard.</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 %4: too little to judge yet.</source>
        <translation>%1 est passé de %2 à %3, %4 : trop peu pour en juger pour l’instant.</translation>
    </message>
    <message>
        <source>%1 went from %2 to %3 %4: %5; no clear change, a difference like this often comes from chance alone.</source>
        <translation>%1 est passé de %2 à %3, %4 : %5 ; pas de changement net, un tel écart vient souvent du seul hasard.</translation>
    </message>
    <message>
        <source>a chance below 0.01 %</source>
        <translation>une probabilité inférieure à 0,01 %</translation>
    </message>
    <message>
        <source>a chance of %1 %</source>
        <translation>une probabilité de %1 %</translation>
    </message>
    <message numerus="yes">
        <source>No conversion and no form submit on %n whole day(s) running since %1, while sessions went on: at the rates before, about %2 were expected (%3 of none).</source>
        <extracomment>%n whole days, %1 a date, %2 a number, %3 &quot;a chance of 0.05 %&quot;</extracomment>
        <translation>
            <numerusform>Aucune conversion ni aucun envoi de formulaire pendant %n journée entière consécutive depuis %1, alors que les sessions continuaient : aux taux d’avant, environ %2 étaient attendus (%3 qu’il n’y en ait aucun).</numerusform>
            <numerusform>Aucune conversion ni aucun envoi de formulaire pendant %n journées entières consécutives depuis %1, alors que les sessions continuaient : aux taux d’avant, environ %2 étaient attendus (%3 qu’il n’y en ait aucun).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No %1 on %n whole day(s) running since %2, while sessions and %3 went on: at the rate before, about %4 were expected (%5 of none).</source>
        <extracomment>%n whole days, %1 &quot;conversion&quot; or &quot;form submit&quot;, %2 a date, %3 &quot;form submits&quot; or &quot;conversions&quot;, %4 a number, %5 a chance</extracomment>
        <translation>
            <numerusform>%1 pendant %n journée entière consécutive depuis %2, alors que les sessions et les %3 continuaient : au taux d’avant, environ %4 étaient attendus (%5 qu’il n’y en ait aucun).</numerusform>
            <numerusform>%1 pendant %n journées entières consécutives depuis %2, alors que les sessions et les %3 continuaient : au taux d’avant, environ %4 étaient attendus (%5 qu’il n’y en ait aucun).</numerusform>
        </translation>
    </message>
    <message>
        <source>conversions</source>
        <translation>conversions</translation>
    </message>
    <message>
        <source>form submits</source>
        <translation>envois de formulaire</translation>
    </message>
    <message>
        <source>Too early to judge: no whole day since the publish yet, or no day before it.</source>
        <translation>Trop tôt pour en juger : pas encore de journée entière depuis la publication, ou aucun jour avant elle.</translation>
    </message>
    <message>
        <source>Too little to judge: a judgement needs %1 conversions in the %2 days before the publish and %3 expected after it at that rate.</source>
        <translation>Trop peu pour en juger : il faut %1 conversions sur les %2 jours précédant la publication, et %3 attendues après elle à ce taux.</translation>
    </message>
    <message numerus="yes">
        <source>Judged day by day on the %1 days before the publish day and %n whole day(s) after it, weekdays matched; the p-value and interval allow for a look every day.</source>
        <translation>
            <numerusform>Jugé jour après jour sur les %1 jours précédant le jour de la publication et %n journée entière après, à jours de la semaine identiques ; la valeur p et l’intervalle tiennent compte d’un examen quotidien.</numerusform>
            <numerusform>Jugé jour après jour sur les %1 jours précédant le jour de la publication et %n journées entières après, à jours de la semaine identiques ; la valeur p et l’intervalle tiennent compte d’un examen quotidien.</numerusform>
        </translation>
    </message>
    <message>
        <source>The change is measured against the page&apos;s other audiences over the same days, so what moved the whole page is not counted.</source>
        <translation>Le changement est mesuré par rapport aux autres audiences de la page sur les mêmes jours : ce qui a fait bouger toute la page n’est donc pas compté.</translation>
    </message>
    <message>
        <source>The page&apos;s other audiences had fewer conversions than this one (or none), too few to serve as a control: the change is measured against the same weekdays before the publish alone.</source>
        <translation>Les autres audiences de la page ont eu moins de conversions que celle-ci (ou aucune), trop peu pour servir de groupe témoin : le changement est mesuré uniquement par rapport aux mêmes jours de la semaine avant la publication.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::InstructionWatch</name>
    <message>
        <source>The agent&apos;s version %1 ended “%2”, not as a draft.</source>
        <translation>La version %1 de l’agent s’est terminée en « %2 », et non en brouillon.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalActions</name>
    <message>
        <source>Sent again with the same key; its outcome follows in the journal.</source>
        <translation>Renvoyée avec la même clé ; son résultat suivra dans le journal.</translation>
    </message>
    <message>
        <source>Discarded: it will not be sent again.</source>
        <translation>Abandonnée : elle ne sera pas renvoyée.</translation>
    </message>
    <message>
        <source>Done: the service took it.</source>
        <translation>Terminée : le service l’a acceptée.</translation>
    </message>
    <message>
        <source>An identical entry is already in the topic (%1): nothing was added again.</source>
        <translation>Une entrée identique figure déjà dans le sujet (%1) : rien n’a été ajouté une seconde fois.</translation>
    </message>
    <message>
        <source>No identical entry is in the topic: it is being added.</source>
        <translation>Aucune entrée identique dans le sujet : elle est en cours d’ajout.</translation>
    </message>
    <message>
        <source>The topic&apos;s entries could not be read to look for an identical one, so nothing was sent: %1</source>
        <translation>Impossible de lire les entrées du sujet pour y chercher une entrée identique ; rien n’a donc été envoyé : %1</translation>
    </message>
    <message>
        <source>The request could not be made again from what the journal recorded.</source>
        <translation>La requête n’a pas pu être refaite à partir de ce que le journal a enregistré.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalExport</name>
    <message>
        <source>Audience Console activity, exported %1</source>
        <translation>Activité d’Audience Console, exportée le %1</translation>
    </message>
    <message>
        <source>Every entry, newest first</source>
        <translation>Toutes les entrées, les plus récentes en premier</translation>
    </message>
    <message>
        <source>Entries kept by the filter %1, newest first</source>
        <translation>Entrées retenues par le filtre %1, les plus récentes en premier</translation>
    </message>
    <message>
        <source>The activity could not be read: %1</source>
        <translation>Impossible de lire l’activité : %1</translation>
    </message>
    <message>
        <source>The export was stopped.</source>
        <translation>L’exportation a été interrompue.</translation>
    </message>
    <message>
        <source>The profile&apos;s store cannot be read: %1</source>
        <translation>Impossible de lire la base de données du profil : %1</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalFilter</name>
    <message>
        <source>page or audience “%1”</source>
        <translation>page ou audience « %1 »</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>du %1 au %2</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>à partir du %1</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>jusqu’au %1</translation>
    </message>
    <message>
        <source>search “%1”</source>
        <translation>recherche « %1 »</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalListModel</name>
    <message>
        <source>The profile&apos;s store is closed.</source>
        <translation>La base de données du profil est fermée.</translation>
    </message>
    <message>
        <source>The activity could not be read: %1</source>
        <translation>Impossible de lire l’activité : %1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JournalWords</name>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>En échec</translation>
    </message>
    <message>
        <source>Not confirmed</source>
        <translation>Non confirmé</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Abandonné</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Espace de travail</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Audiences</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personnes</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Sujets</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1 : « %2 »</translation>
    </message>
    <message>
        <source>A person the service finds or adds</source>
        <translation>Une personne que le service retrouve ou ajoute</translation>
    </message>
    <message>
        <source>Person %1</source>
        <translation>Personne %1</translation>
    </message>
    <message>
        <source>Topic %1</source>
        <translation>Sujet %1</translation>
    </message>
    <message>
        <source>Subscription %1</source>
        <translation>Abonnement %1</translation>
    </message>
    <message>
        <source>Open audience %1</source>
        <translation>Ouvrir l’audience %1</translation>
    </message>
    <message>
        <source>Open person %1</source>
        <translation>Ouvrir la personne %1</translation>
    </message>
    <message>
        <source>Open topic %1</source>
        <translation>Ouvrir le sujet %1</translation>
    </message>
    <message>
        <source>Open subscription %1</source>
        <translation>Ouvrir l’abonnement %1</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Publication groupée</translation>
    </message>
    <message>
        <source>Retry first looks for an identical entry in the topic, so it is not added twice.</source>
        <translation>« Réessayer » cherche d’abord une entrée identique dans le sujet, pour ne pas l’ajouter deux fois.</translation>
    </message>
    <message>
        <source>Retry sends the same change again; applied twice, it leaves the same result.</source>
        <translation>« Réessayer » renvoie la même modification ; appliquée deux fois, elle donne le même résultat.</translation>
    </message>
    <message>
        <source>Retry sends it again with the same key, so it cannot apply twice.</source>
        <translation>« Réessayer » la renvoie avec la même clé : elle ne peut donc pas s’appliquer deux fois.</translation>
    </message>
    <message>
        <source>Not confirmed: the console closed before the service answered. The service may or may not have applied it. %1</source>
        <translation>Non confirmée : la console s’est fermée avant la réponse du service. Le service l’a peut-être appliquée, ou non. %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>the service did not take it.</source>
        <translation>le service ne l’a pas acceptée.</translation>
    </message>
    <message>
        <source>In progress in another window</source>
        <translation>En cours dans une autre fenêtre</translation>
    </message>
</context>
<context>
    <name>Audience::Models::JsonPayload</name>
    <message>
        <source>an object is not closed: a } or a comma is missing</source>
        <translation>un objet n’est pas fermé : il manque une } ou une virgule</translation>
    </message>
    <message>
        <source>a colon is missing after a key</source>
        <translation>il manque deux-points après une clé</translation>
    </message>
    <message>
        <source>a list is not closed: a ] or a comma is missing</source>
        <translation>une liste n’est pas fermée : il manque un ] ou une virgule</translation>
    </message>
    <message>
        <source>a comma is missing between values</source>
        <translation>il manque une virgule entre deux valeurs</translation>
    </message>
    <message>
        <source>this is not a JSON value (strings need double quotes)</source>
        <translation>ceci n’est pas une valeur JSON (les chaînes exigent des guillemets doubles)</translation>
    </message>
    <message>
        <source>the text ends inside a number</source>
        <translation>le texte se termine au milieu d’un nombre</translation>
    </message>
    <message>
        <source>this number is not valid JSON</source>
        <translation>ce nombre n’est pas du JSON valide</translation>
    </message>
    <message>
        <source>unknown escape sequence in a string</source>
        <translation>séquence d’échappement inconnue dans une chaîne</translation>
    </message>
    <message>
        <source>invalid characters in a string</source>
        <translation>caractères non valides dans une chaîne</translation>
    </message>
    <message>
        <source>a string is not closed: a &quot; is missing</source>
        <translation>une chaîne n’est pas fermée : il manque un &quot;</translation>
    </message>
    <message>
        <source>an object { … } was expected</source>
        <translation>un objet { … } était attendu</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>imbrication trop profonde</translation>
    </message>
    <message>
        <source>the payload is too large</source>
        <translation>la charge utile est trop volumineuse</translation>
    </message>
    <message>
        <source>unexpected text after the end of the object</source>
        <translation>texte inattendu après la fin de l’objet</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>JSON non valide</translation>
    </message>
    <message>
        <source>the payload must be a JSON object { … }, not a list or a single value</source>
        <translation>la charge utile doit être un objet JSON { … }, pas une liste ni une valeur isolée</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2 : %3</translation>
    </message>
</context>
<context>
    <name>Audience::Models::KnownWebhooks</name>
    <message>
        <source>Type or paste a subscription ID.</source>
        <translation>Saisissez ou collez un ID d’abonnement.</translation>
    </message>
    <message>
        <source>A subscription ID has no spaces, slashes, &apos;?&apos; or &apos;#&apos;: check what was pasted.</source>
        <translation>Un ID d’abonnement ne contient ni espace, ni barre oblique, ni « ? », ni « # » : vérifiez ce qui a été collé.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>The service knows no subscription with the ID %1. Check the ID: it starts with whsub_ and is case-sensitive.</source>
        <translation>Le service ne connaît aucun abonnement avec l’ID %1. Vérifiez l’ID : il commence par whsub_ et respecte la casse.</translation>
    </message>
    <message>
        <source>The service no longer knows this subscription.</source>
        <translation>Le service ne connaît plus cet abonnement.</translation>
    </message>
    <message>
        <source>%1 (not read yet)</source>
        <translation>%1 (pas encore lu)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
</context>
<context>
    <name>Audience::Models::LinkedPeopleModel</name>
    <message>
        <source>Person %1</source>
        <translation>Personne %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
</context>
<context>
    <name>Audience::Models::MessageOutbox</name>
    <message>
        <source>Type a message first.</source>
        <translation>Saisissez d’abord un message.</translation>
    </message>
    <message>
        <source>The message is %1 characters too long (at most %2).</source>
        <translation>Le message a %1 caractères de trop (%2 au maximum).</translation>
    </message>
    <message>
        <source>the connection changed before the service answered. Edit takes the text back to send it again.</source>
        <translation>la connexion a changé avant la réponse du service. « Modifier » reprend le texte pour l’envoyer à nouveau.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageLinkSearchModel</name>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Page routing</source>
        <translation>Routage de page</translation>
    </message>
    <message>
        <source>(no target type)</source>
        <translation>(aucun type de cible)</translation>
    </message>
    <message>
        <source>(no target)</source>
        <translation>(aucune cible)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>Supprimé : %1</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Opens the audience %1</source>
        <translation>Ouvre l’audience %1</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Opens the audience %1 (%2)</source>
        <translation>Ouvre l’audience %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageListModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Audiences</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifiée</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Entrant</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Sortant</translation>
    </message>
    <message>
        <source>Call follow-up</source>
        <translation>Suivi d’appel</translation>
    </message>
    <message>
        <source>Sales deck</source>
        <translation>Présentation commerciale</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publiée</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PageScan</name>
    <message>
        <source>Not connected: nothing can be scanned.</source>
        <translation>Non connecté : rien ne peut être analysé.</translation>
    </message>
    <message>
        <source>Looking for the audiences of “%1”…</source>
        <translation>Recherche des audiences de « %1 »…</translation>
    </message>
    <message>
        <source>Reading conversations: %1 of %2…</source>
        <translation>Lecture des conversations : %1 sur %2…</translation>
    </message>
    <message>
        <source>“%1” has no audience to scan.</source>
        <translation>« %1 » n’a aucune audience à analyser.</translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n audience(s) of “%1”; %2 could not be read.</source>
        <translation>
            <numerusform>%n audience de « %1 » analysée ; lecture impossible pour %2.</numerusform>
            <numerusform>%n audiences de « %1 » analysées ; lecture impossible pour %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned %n audience(s) of “%1”.</source>
        <translation>
            <numerusform>%n audience de « %1 » analysée.</numerusform>
            <numerusform>%n audiences de « %1 » analysées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan cancelled after %1 of %2 audiences.</source>
        <translation>Analyse annulée après %1 sur %2 audiences.</translation>
    </message>
    <message>
        <source>Could not scan “%1”: %2</source>
        <translation>Impossible d’analyser « %1 » : %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PagedListModel</name>
    <message>
        <source>The service said there are more rows but gave no cursor to fetch them, so the list stops here.</source>
        <translation>Le service a annoncé d’autres lignes sans fournir de curseur pour les récupérer ; la liste s’arrête donc ici.</translation>
    </message>
    <message>
        <source>The service pointed back to a page it had already sent, so the list stops here.</source>
        <translation>Le service a de nouveau désigné une page qu’il avait déjà envoyée ; la liste s’arrête donc ici.</translation>
    </message>
    <message numerus="yes">
        <source>The list stops after %n page(s): the service kept saying there are more.</source>
        <translation>
            <numerusform>La liste s’arrête après %n page : le service indiquait toujours qu’il en restait d’autres.</numerusform>
            <numerusform>La liste s’arrête après %n pages : le service indiquait toujours qu’il en restait d’autres.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonEditor</name>
    <message>
        <source>Will be removed: %1 is saved without a value.</source>
        <translation>Sera supprimé : le champ %1 sera enregistré sans valeur.</translation>
    </message>
    <message>
        <source>International format: + and 2 to 15 digits, for example %1.</source>
        <translation>Format international : + suivi de 2 à 15 chiffres, par exemple %1.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>LinkedIn URL</source>
        <translation>URL LinkedIn</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonFieldCheck</name>
    <message>
        <source>Start with + and the country code, for example %1.</source>
        <translation>Commencez par + et l’indicatif du pays, par exemple %1.</translation>
    </message>
    <message>
        <source>Only digits after the +: no spaces, dashes or brackets (for example %1).</source>
        <translation>Uniquement des chiffres après le + : ni espaces, ni tirets, ni parenthèses (par exemple %1).</translation>
    </message>
    <message>
        <source>Too short: the + is followed by 2 to 15 digits.</source>
        <translation>Trop court : le + est suivi de 2 à 15 chiffres.</translation>
    </message>
    <message>
        <source>A country code never starts with 0.</source>
        <translation>Un indicatif de pays ne commence jamais par 0.</translation>
    </message>
    <message>
        <source>Too long: at most 15 digits after the + (%1 now).</source>
        <translation>Trop long : 15 chiffres au maximum après le + (actuellement %1).</translation>
    </message>
    <message>
        <source>A person always has a name: it cannot be removed.</source>
        <translation>Une personne a toujours un nom : il ne peut pas être supprimé.</translation>
    </message>
    <message>
        <source>Too long: at most %1 characters (%2 now).</source>
        <translation>Trop long : %1 caractères au maximum (actuellement %2).</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1 : champ obligatoire.</translation>
    </message>
    <message>
        <source>%1 is too long: at most %2 characters (%3 now).</source>
        <translation>%1 : trop long, %2 caractères au maximum (actuellement %3).</translation>
    </message>
    <message>
        <source>%1: lower-case letters only (%2).</source>
        <translation>%1 : minuscules uniquement (%2).</translation>
    </message>
    <message>
        <source>%1: lower-case letters and digits joined by single hyphens, like form-submitted.</source>
        <translation>%1 : minuscules et chiffres reliés par des traits d’union simples, comme form-submitted.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonLogComposer</name>
    <message>
        <source>Left empty, the entry is saved with the type “%1”.</source>
        <translation>Si ce champ reste vide, l’entrée est enregistrée avec le type « %1 ».</translation>
    </message>
    <message>
        <source>Lower-case words joined by hyphens, like page-visited.</source>
        <translation>Mots en minuscules reliés par des traits d’union, comme page-visited.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Choose who the entry is about.</source>
        <translation>Choisissez la personne concernée par l’entrée.</translation>
    </message>
    <message>
        <source>Give the person&apos;s email address.</source>
        <translation>Indiquez l’adresse e-mail de la personne.</translation>
    </message>
    <message>
        <source>An email address has an @, like ada@example.com.</source>
        <translation>Une adresse e-mail contient un @, comme ada@example.com.</translation>
    </message>
    <message>
        <source>Give the person&apos;s phone number, like %1.</source>
        <translation>Indiquez le numéro de téléphone de la personne, comme %1.</translation>
    </message>
    <message>
        <source>Give the person&apos;s LinkedIn URL.</source>
        <translation>Indiquez l’URL LinkedIn de la personne.</translation>
    </message>
    <message>
        <source>Give the person&apos;s ID, like person_…</source>
        <translation>Indiquez l’ID de la personne, comme person_…</translation>
    </message>
    <message>
        <source>Added to a new person, %1, created for this entry.</source>
        <translation>Ajoutée à une nouvelle personne, %1, créée pour cette entrée.</translation>
    </message>
    <message>
        <source>Added to %1.</source>
        <translation>Ajoutée à %1.</translation>
    </message>
    <message>
        <source>Added to %1, matched by person ID.</source>
        <translation>Ajoutée à %1, retrouvée par l’ID de personne.</translation>
    </message>
    <message>
        <source>Added to %1, matched by email.</source>
        <translation>Ajoutée à %1, retrouvée par l’adresse e-mail.</translation>
    </message>
    <message>
        <source>Added to %1, matched by phone number.</source>
        <translation>Ajoutée à %1, retrouvée par le numéro de téléphone.</translation>
    </message>
    <message>
        <source>Added to %1, matched by LinkedIn URL.</source>
        <translation>Ajoutée à %1, retrouvée par l’URL LinkedIn.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonLogModel</name>
    <message>
        <source>Deleted %1</source>
        <translation>Supprimée : %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>Charge utile</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PersonSearchModel</name>
    <message numerus="yes">
        <source>%n people</source>
        <translation>
            <numerusform>%n personne</numerusform>
            <numerusform>%n personnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>many people (%n shown)</source>
        <translation>
            <numerusform>de nombreuses personnes (%n affichée)</numerusform>
            <numerusform>de nombreuses personnes (%n affichées)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifiée</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ProfileDatabase</name>
    <message>
        <source>The profile&apos;s folder for %1 cannot be created.</source>
        <translation>Impossible de créer le dossier du profil pour %1.</translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 cannot be opened: %2</source>
        <translation>Impossible d’ouvrir la base de données du profil %1 : %2</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>le fichier n’est pas une base de données</translation>
    </message>
    <message>
        <source>%1, and it could not be moved aside: another console is doing so; open the profile again</source>
        <translation>%1, et il n’a pas pu être mis de côté : une autre console le fait ; rouvrez le profil</translation>
    </message>
    <message>
        <source>%1, and it could not be moved aside (%2): it was left as it is</source>
        <translation>%1, et il n’a pas pu être mis de côté (%2) : il a été laissé tel quel</translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 was written by a newer Audience Console (schema %2; this one knows %3). It was moved aside as %4, nothing in it deleted, and a new, empty store was started. To use it again, close this console, put it back as %1 and open the profile with the newer console.</source>
        <translation>Le stockage du profil %1 a été écrit par une version plus récente d’Audience Console (schéma %2 ; celle-ci connaît %3). Il a été mis de côté sous %4, sans rien y supprimer, et un nouveau stockage vide a été créé. Pour l’utiliser de nouveau, fermez cette console, remettez-le sous %1 et ouvrez le profil avec la console plus récente.</translation>
    </message>
    <message>
        <source>The profile&apos;s store %1 was damaged (%2). It was moved aside as %3, nothing in it deleted, and a new, empty store was started: what the console had learnt and the journal of earlier writes are in the file moved aside.</source>
        <translation>Le stockage du profil %1 était endommagé (%2). Il a été mis de côté sous %3, sans rien y supprimer, et un nouveau stockage vide a été créé : ce que la console avait appris et le journal des écritures précédentes se trouvent dans le fichier mis de côté.</translation>
    </message>
    <message>
        <source>Another window on this profile cannot tell that this one is open (the profile&apos;s folder cannot be written): it may offer this window&apos;s writes in flight for Retry.</source>
        <translation>Une autre fenêtre sur ce profil ne peut pas savoir que celle-ci est ouverte (le dossier du profil n’est pas accessible en écriture) : elle risque de proposer de réessayer les écritures en cours de cette fenêtre.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ProfileFilesImport</name>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>JSON non valide (%1 à l’octet %2)</translation>
    </message>
    <message>
        <source>not in the format this console wrote (no “%1”)</source>
        <translation>pas au format écrit par cette console (aucun « %1 »)</translation>
    </message>
    <message>
        <source>of a format this console does not know (%1)</source>
        <translation>dans un format que cette console ne connaît pas (%1)</translation>
    </message>
    <message>
        <source>%1 could not be read (%2); it was kept aside as %3.</source>
        <translation>Impossible de lire %1 (%2) ; le fichier a été mis de côté sous le nom %3.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2), and it could not be moved aside: it was left where it is.</source>
        <translation>Impossible de lire %1 (%2), et le fichier n’a pas pu être mis de côté : il a été laissé à sa place.</translation>
    </message>
    <message>
        <source>%1 could not be taken into the profile&apos;s store; it was left where it is.</source>
        <translation>%1 n’a pas pu être intégré à la base de données du profil ; il a été laissé à sa place.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishActions</name>
    <message>
        <source>The service refused to publish this version now: it may no longer be a draft, or another publish is under way (%1).</source>
        <translation>Le service a refusé de publier cette version maintenant : ce n’est peut-être plus un brouillon, ou une autre publication est en cours (%1).</translation>
    </message>
    <message>
        <source>The service cannot publish this version: %1</source>
        <translation>Le service ne peut pas publier cette version : %1</translation>
    </message>
    <message>
        <source>No answer from the service (%1). Retry Publish sends the same publish again; the service applies it only once.</source>
        <translation>Aucune réponse du service (%1). « Relancer la publication » renvoie la même publication ; le service ne l’applique qu’une fois.</translation>
    </message>
    <message>
        <source>The check could not read the version: %1</source>
        <translation>La vérification n’a pas pu lire la version : %1</translation>
    </message>
    <message>
        <source>Version %1 is published: the publish went through.</source>
        <translation>La version %1 est publiée : la publication a abouti.</translation>
    </message>
    <message>
        <source>Version %1 is still a draft: the publish did not reach the service. Retry publishes it.</source>
        <translation>La version %1 est toujours un brouillon : la publication n’a pas atteint le service. Réessayez pour la publier.</translation>
    </message>
    <message>
        <source>Version %1 is “%2” now, not published: another version may have gone live since. Open the audience to see.</source>
        <translation>La version %1 est maintenant « %2 », et non publiée : une autre version a peut-être été mise en ligne depuis. Ouvrez l’audience pour le vérifier.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishHistory</name>
    <message>
        <source>The conversation could not be read: %1</source>
        <translation>La conversation n’a pas pu être lue : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::PublishUndo</name>
    <message>
        <source>Not connected: the conversation cannot be read.</source>
        <translation>Non connecté : la conversation ne peut pas être lue.</translation>
    </message>
    <message>
        <source>The console has not seen this version published.</source>
        <translation>La console n’a pas vu la publication de cette version.</translation>
    </message>
    <message>
        <source>version %1 of %2</source>
        <translation>la version %1 de %2</translation>
    </message>
    <message>
        <source>The instruction could not be sent: the console is not connected.</source>
        <translation>L’instruction n’a pas pu être envoyée : la console n’est pas connectée.</translation>
    </message>
    <message>
        <source>Not connected: the draft cannot be read for the proof.</source>
        <translation>Non connecté : le brouillon ne peut pas être lu pour la preuve.</translation>
    </message>
    <message>
        <source>A newer version (%1) was made after the undo&apos;s draft, so the draft cannot be proved. Ask Again makes a new one.</source>
        <translation>Une version plus récente (%1) a été créée après le brouillon de l’annulation : la preuve du brouillon ne peut donc pas être établie. « Redemander » en crée un nouveau.</translation>
    </message>
    <message>
        <source>%1, undoing version %2</source>
        <translation>%1, annulation de la version %2</translation>
    </message>
    <message>
        <source>The publish could not be started.</source>
        <translation>La publication n’a pas pu être lancée.</translation>
    </message>
    <message>
        <source>Reading what this publish changed and what is live now…</source>
        <translation>Lecture de ce que cette publication a modifié et de ce qui est en ligne…</translation>
    </message>
    <message>
        <source>Sending asks the agent for a new draft with these values. Nothing goes live until you publish it.</source>
        <translation>L’envoi demande à l’agent un nouveau brouillon avec ces valeurs. Rien n’est mis en ligne tant que vous ne l’avez pas publié.</translation>
    </message>
    <message>
        <source>Sending the instruction…</source>
        <translation>Envoi de l’instruction…</translation>
    </message>
    <message>
        <source>The agent is writing the draft…</source>
        <translation>L’agent rédige le brouillon…</translation>
    </message>
    <message>
        <source>Reading the draft to prove it…</source>
        <translation>Lecture du brouillon pour en établir la preuve…</translation>
    </message>
    <message>
        <source>Publishing version %1…</source>
        <translation>Publication de la version %1…</translation>
    </message>
    <message>
        <source>Not connected: what is live could not be read again. Nothing was done; Read Again when the connection is back.</source>
        <translation>Non connecté : ce qui est en ligne n’a pas pu être relu. Rien n’a été fait ; « Relire » quand la connexion est rétablie.</translation>
    </message>
    <message>
        <source>the console no longer sees this version published</source>
        <translation>la console ne voit plus cette version comme publiée</translation>
    </message>
    <message>
        <source>The connection was lost: what is live could not be read again, so nothing was done. What is shown is as it was read before. (%1)</source>
        <translation>La connexion a été perdue : ce qui est en ligne n’a pas pu être relu, rien n’a donc été fait. Ce qui est affiché est tel qu’il avait été lu auparavant. (%1)</translation>
    </message>
    <message>
        <source>Since it was read, a publish changed what is live: %1 Nothing was done; look again, then choose.</source>
        <translation>Depuis la lecture, une publication a modifié ce qui est en ligne : %1 Rien n’a été fait ; regardez de nouveau, puis choisissez.</translation>
    </message>
    <message>
        <source>The instruction could not be sent again under the same key: %1</source>
        <translation>L’instruction n’a pas pu être renvoyée avec la même clé : %1</translation>
    </message>
    <message>
        <source>%1 Nothing to prove: Ask Again sends the values again.</source>
        <translation>%1 Aucune preuve à établir : « Redemander » renvoie les valeurs.</translation>
    </message>
    <message>
        <source>%1 Read Again tries once more.</source>
        <translation>%1 « Relire » fait une nouvelle tentative.</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Non envoyé : %1</translation>
    </message>
    <message>
        <source>The instruction was sent, but the service did not confirm it: %1. Ask Again sends the same message again, under the same key, so the agent cannot get it twice.</source>
        <translation>L’instruction a été envoyée, mais le service ne l’a pas confirmée : %1. « Redemander » renvoie le même message, avec la même clé, pour que l’agent ne puisse pas le recevoir deux fois.</translation>
    </message>
    <message>
        <source>The publish failed: %1. Publish again tries it once more, under the same key.</source>
        <translation>La publication a échoué : %1. « Publier à nouveau » fait une nouvelle tentative, avec la même clé.</translation>
    </message>
    <message>
        <source>Published version %1: %2</source>
        <translation>Version %1 publiée : %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReachWords</name>
    <message>
        <source>%1 did not answer: %2</source>
        <translation>%1 n’a pas répondu : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not answer within %n second(s).</source>
        <translation>
            <numerusform>%1 n’a pas répondu dans un délai de %n seconde.</numerusform>
            <numerusform>%1 n’a pas répondu dans un délai de %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The secure connection to %1 failed: %2</source>
        <translation>La connexion sécurisée à %1 a échoué : %2</translation>
    </message>
    <message>
        <source>Not sent, for safety: %1</source>
        <translation>Non envoyé, par sécurité : %1</translation>
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
        <translation>%1, ouvert : %2</translation>
    </message>
    <message>
        <source>%1 (not opened yet)</source>
        <translation>%1 (pas encore ouvert)</translation>
    </message>
    <message>
        <source>%1, not opened yet: open it to see its name, domain and people</source>
        <translation>%1, pas encore ouvert : ouvrez-le pour voir son nom, son domaine et ses personnes</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleasePlan</name>
    <message>
        <source>This console has not seen a draft of this audience. Open it, or ask the agent: any instruction returns its version.</source>
        <translation>Cette console n’a vu aucun brouillon de cette audience. Ouvrez-la, ou sollicitez l’agent : toute instruction renvoie sa version.</translation>
    </message>
    <message>
        <source>The agent is still working on version %1: wait until it is a draft.</source>
        <translation>L’agent travaille encore sur la version %1 : attendez qu’elle devienne un brouillon.</translation>
    </message>
    <message>
        <source>Nothing waiting: version %1 is live, and this console has seen no newer draft.</source>
        <translation>Rien en attente : la version %1 est en ligne, et cette console n’a vu aucun brouillon plus récent.</translation>
    </message>
    <message>
        <source>The newest version this console has seen (%1) is “%2”, not a draft.</source>
        <translation>La version la plus récente vue par cette console (%1) est « %2 », pas un brouillon.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>What goes live could not be read: %1</source>
        <translation>Impossible de lire ce qui sera mis en ligne : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n warning(s)): %2</source>
        <translation>
            <numerusform>%1 (%n avertissement) : %2</numerusform>
            <numerusform>%1 (%n avertissements) : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading what goes live…</source>
        <translation>Lecture de ce qui sera mis en ligne…</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) change</source>
        <translation>
            <numerusform>%n champ change</numerusform>
            <numerusform>%n champs changent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n error(s): cannot be included until fixed</source>
        <translation>
            <numerusform>%1 · %n erreur : inclusion impossible avant correction</numerusform>
            <numerusform>%1 · %n erreurs : inclusion impossible avant correction</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · checks passed</source>
        <translation>%1 · vérifications réussies</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2, acknowledged</source>
        <translation>%1 · %2, pris en compte</translation>
    </message>
    <message>
        <source>%1 · %2 to acknowledge</source>
        <translation>%1 · %2 à prendre en compte</translation>
    </message>
    <message>
        <source>What goes live could not be read: not connected to the service.</source>
        <translation>Impossible de lire ce qui sera mis en ligne : non connecté au service.</translation>
    </message>
    <message>
        <source>Not connected to the service.</source>
        <translation>Non connecté au service.</translation>
    </message>
    <message>
        <source>What goes live could not be read again: %1</source>
        <translation>Impossible de relire ce qui sera mis en ligne : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleasePlanModel</name>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message>
        <source>What goes live</source>
        <translation>Ce qui sera mis en ligne</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
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
        <translation>Incluse</translation>
    </message>
    <message>
        <source>Not included</source>
        <translation>Non incluse</translation>
    </message>
    <message>
        <source>Not included until acknowledged</source>
        <translation>Non incluse tant que non confirmée</translation>
    </message>
    <message>
        <source>No net change</source>
        <translation>Aucun changement net</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleaseRun</name>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>The version could not be read again before publishing: %1</source>
        <translation>Impossible de relire la version avant la publication : %1</translation>
    </message>
    <message>
        <source>version %1 is already published: someone published it elsewhere since it was checked.</source>
        <translation>la version %1 est déjà publiée : quelqu’un l’a publiée ailleurs depuis sa vérification.</translation>
    </message>
    <message>
        <source>version %1 is no longer the draft: a newer draft replaced it, or another version went live. Open the audience to see its newest draft.</source>
        <translation>la version %1 n’est plus le brouillon : un brouillon plus récent l’a remplacée, ou une autre version a été mise en ligne. Ouvrez l’audience pour voir son brouillon le plus récent.</translation>
    </message>
    <message>
        <source>version %1 is “%2” now, no longer a draft.</source>
        <translation>la version %1 est maintenant « %2 » : ce n’est plus un brouillon.</translation>
    </message>
    <message>
        <source>Cancelled before its publish went.</source>
        <translation>Annulée avant l’envoi de sa publication.</translation>
    </message>
    <message>
        <source>A publish of this version is already under way.</source>
        <translation>Une publication de cette version est déjà en cours.</translation>
    </message>
    <message>
        <source>The publish could not be recorded or sent.</source>
        <translation>La publication n’a pas pu être enregistrée ni envoyée.</translation>
    </message>
    <message>
        <source>The publish could not be sent again.</source>
        <translation>La publication n’a pas pu être renvoyée.</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Annulée avant son démarrage.</translation>
    </message>
    <message numerus="yes">
        <source>Publishing: %1 of %n done</source>
        <translation>
            <numerusform>Publication : %1 sur %n terminée</numerusform>
            <numerusform>Publication : %1 sur %n terminées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published</source>
        <translation>
            <numerusform>%1 sur %n publiée</numerusform>
            <numerusform>%1 sur %n publiées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed: %1</source>
        <translation>
            <numerusform>%n en échec : %1</numerusform>
            <numerusform>%n en échec : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped: %1</source>
        <translation>
            <numerusform>%n ignorée : %1</numerusform>
            <numerusform>%n ignorées : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not started (cancelled)</source>
        <translation>
            <numerusform>%n non lancée (annulation)</numerusform>
            <numerusform>%n non lancées (annulation)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: no publish had gone yet.</source>
        <translation>Annulée : aucune publication n’était encore partie.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: nothing new starts. %n publish(es) had already gone: %1.</source>
        <translation>
            <numerusform>Annulée : plus rien ne démarre. %n publication était déjà partie : %1.</numerusform>
            <numerusform>Annulée : plus rien ne démarre. %n publications étaient déjà parties : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Reading the version again…</source>
        <translation>Nouvelle lecture de la version…</translation>
    </message>
    <message>
        <source>Publishing…</source>
        <translation>Publication…</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publiée</translation>
    </message>
    <message>
        <source>Retry publishing %1</source>
        <translation>Relancer la publication de %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReleaseUndo</name>
    <message>
        <source>Nothing to undo: %1</source>
        <translation>Rien à annuler : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) to set back</source>
        <translation>
            <numerusform>%n champ à rétablir</numerusform>
            <numerusform>%n champs à rétablir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n field(s) changed again by a later publish, kept at the later value</source>
        <translation>
            <numerusform>%1 ; %n champ modifié de nouveau par une publication ultérieure : la valeur ultérieure est conservée</numerusform>
            <numerusform>%1 ; %n champs modifiés de nouveau par une publication ultérieure : les valeurs ultérieures sont conservées</numerusform>
        </translation>
    </message>
    <message>
        <source>Sending the instruction…</source>
        <translation>Envoi de l’instruction…</translation>
    </message>
    <message>
        <source>Not proven: %1</source>
        <translation>Preuve non établie : %1</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>Publishing version %1…</source>
        <translation>Publication de la version %1…</translation>
    </message>
    <message>
        <source>Undone: version %1 is live, with the values from before version %2.</source>
        <translation>Publication annulée : la version %1 est en ligne, avec les valeurs d’avant la version %2.</translation>
    </message>
    <message>
        <source>%1 undone</source>
        <translation>annulations effectuées : %1</translation>
    </message>
    <message>
        <source>%1 proven</source>
        <translation>preuves établies : %1</translation>
    </message>
    <message>
        <source>%1 not proven</source>
        <translation>preuves non établies : %1</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>échecs : %1</translation>
    </message>
    <message>
        <source>%1 nothing to undo</source>
        <translation>rien à annuler : %1</translation>
    </message>
    <message>
        <source>%1 in progress</source>
        <translation>en cours : %1</translation>
    </message>
    <message>
        <source>%1 publishing</source>
        <translation>en cours de publication : %1</translation>
    </message>
    <message>
        <source>its publish failed in the release: nothing to undo.</source>
        <translation>sa publication a échoué dans la publication groupée : rien à annuler.</translation>
    </message>
    <message>
        <source>its publish never started in the release: nothing to undo.</source>
        <translation>sa publication n’a jamais commencé dans la publication groupée : rien à annuler.</translation>
    </message>
    <message>
        <source>Not undone: %1</source>
        <translation>Non annulée : %1</translation>
    </message>
    <message>
        <source>Not read: its conversation could not be read (%1). Read Again reads it; the others go on without it.</source>
        <translation>Non lue : sa conversation n’a pas pu être lue (%1). « Relire » la lit ; les autres continuent sans elle.</translation>
    </message>
    <message>
        <source>Failed: %1 The service refused it, so it is not sent again; the others go on without it.</source>
        <translation>Échec : %1 Le service l’a refusée, elle n’est donc pas renvoyée ; les autres continuent sans elle.</translation>
    </message>
    <message>
        <source>%1 not undone (not published by the release)</source>
        <translation>%1 non annulée(s) (non publiée(s) par la publication groupée)</translation>
    </message>
    <message>
        <source>%1 not read</source>
        <translation>%1 non lue(s)</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ReviewModel</name>
    <message>
        <source>(page not known)</source>
        <translation>(page inconnue)</translation>
    </message>
    <message>
        <source>The page of this audience is not known, so its conversation cannot be read.</source>
        <translation>La page de cette audience est inconnue : sa conversation ne peut donc pas être lue.</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
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
        <translation>ID de page : %1</translation>
    </message>
    <message>
        <source>Version not seen</source>
        <translation>Version non vue</translation>
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
        <translation>✔ Aucun problème détecté</translation>
    </message>
    <message numerus="yes">
        <source>✖ %n error(s)</source>
        <translation>
            <numerusform>✖ %n erreur</numerusform>
            <numerusform>✖ %n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n warning(s)</source>
        <translation>
            <numerusform>⚠ %n avertissement</numerusform>
            <numerusform>⚠ %n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <source>Could not read</source>
        <translation>Lecture impossible</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n champ</numerusform>
            <numerusform>%n champs</numerusform>
        </translation>
    </message>
    <message>
        <source>This audience has pending changes in a version this console has not seen: only the service knows that version’s ID. Ask the agent to confirm the draft: its answer names the version.</source>
        <translation>Cette audience a des modifications en attente dans une version que cette console n’a pas vue : seul le service connaît l’ID de cette version. Demandez à l’agent de confirmer le brouillon : sa réponse indique la version.</translation>
    </message>
    <message>
        <source>Audience ID: %1</source>
        <translation>ID d’audience : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::SessionLookup</name>
    <message>
        <source>Choose the page the session belongs to first.</source>
        <translation>Choisissez d’abord la page à laquelle la session appartient.</translation>
    </message>
    <message>
        <source>Type or paste a session ID.</source>
        <translation>Saisissez ou collez un ID de session.</translation>
    </message>
    <message>
        <source>A session ID has no spaces, slashes, &apos;?&apos; or &apos;#&apos;: check what was pasted.</source>
        <translation>Un ID de session ne contient ni espace, ni barre oblique, ni « ? », ni « # » : vérifiez ce qui a été collé.</translation>
    </message>
    <message>
        <source>No session with the ID %1 on this page. Sessions belong to one page: check the page chosen, and the ID (an audience session ID or an analytics session ID).</source>
        <translation>Aucune session avec l’ID %1 sur cette page. Chaque session appartient à une seule page : vérifiez la page choisie, ainsi que l’ID (un ID de session d’audience ou un ID de session analytique).</translation>
    </message>
    <message>
        <source>Analysed: the figures below are final.</source>
        <translation>Analysée : les chiffres ci-dessous sont définitifs.</translation>
    </message>
    <message>
        <source>Still being analysed: time spent, scroll depth and whether it bounced may be missing or change.</source>
        <translation>Analyse en cours : le temps passé, la profondeur de défilement et le rebond peuvent manquer ou changer.</translation>
    </message>
    <message>
        <source>The analysis of this session failed: its engagement figures are missing and it is not counted as bounce-eligible.</source>
        <translation>L’analyse de cette session a échoué : ses chiffres d’engagement manquent et elle n’est pas comptée comme éligible au rebond.</translation>
    </message>
    <message>
        <source>Analysis status “%1” (not known to this version of the console).</source>
        <translation>Statut d’analyse « %1 » (inconnu de cette version de la console).</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>Conversion</translation>
    </message>
    <message>
        <source>Bounced</source>
        <translation>Rebond</translation>
    </message>
    <message>
        <source>Engaged</source>
        <translation>Engagement</translation>
    </message>
</context>
<context>
    <name>Audience::Models::ShareImageLoader</name>
    <message>
        <source>The image address is not a valid web address.</source>
        <translation>L’adresse de l’image n’est pas une adresse web valide.</translation>
    </message>
    <message>
        <source>Only http and https images are loaded (this one is %1).</source>
        <translation>Seules les images http et https sont chargées (celle-ci est en %1).</translation>
    </message>
    <message>
        <source>%1 is a reserved example name that no network can reach.</source>
        <translation>%1 est un nom d’exemple réservé qu’aucun réseau ne peut atteindre.</translation>
    </message>
    <message>
        <source>The image is larger than %1 MB (networks take at most %1 MB).</source>
        <translation>L’image dépasse %1 Mo (les réseaux acceptent %1 Mo au maximum).</translation>
    </message>
    <message numerus="yes">
        <source>The image&apos;s host did not answer within %n second(s).</source>
        <translation>
            <numerusform>L’hôte de l’image n’a pas répondu dans un délai de %n seconde.</numerusform>
            <numerusform>L’hôte de l’image n’a pas répondu dans un délai de %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The image&apos;s host answered HTTP %1.</source>
        <translation>L’hôte de l’image a répondu HTTP %1.</translation>
    </message>
    <message>
        <source>The image could not be loaded: %1</source>
        <translation>Impossible de charger l’image : %1</translation>
    </message>
    <message>
        <source>The file is not an image the console can read (%1).</source>
        <translation>Le fichier n’est pas une image que la console sait lire (%1).</translation>
    </message>
</context>
<context>
    <name>Audience::Models::StartCheck</name>
    <message>
        <source>Confirmed by the service at start: its conversation has this message (written %1).</source>
        <translation>Confirmé par le service au démarrage : sa conversation contient ce message (écrit %1).</translation>
    </message>
</context>
<context>
    <name>Audience::Models::StoreFault</name>
    <message>
        <source>it is locked by another console or program; close it and open the profile again</source>
        <translation>il est verrouillé par une autre console ou un autre programme ; fermez-le et rouvrez le profil</translation>
    </message>
    <message>
        <source>it is read-only: the console can neither keep what it learns nor journal its writes; make the store&apos;s files (the file and those beside it whose names begin with it) and its folder writable, then open the profile again</source>
        <translation>il est en lecture seule : la console ne peut ni conserver ce qu’elle apprend ni journaliser ses écritures ; rendez les fichiers du stockage (le fichier et ceux à côté dont le nom commence comme lui) et son dossier accessibles en écriture, puis rouvrez le profil</translation>
    </message>
    <message>
        <source>the disk holding the profile is full</source>
        <translation>le disque qui contient le profil est plein</translation>
    </message>
    <message>
        <source>it is damaged (%1)</source>
        <translation>il est endommagé (%1)</translation>
    </message>
    <message>
        <source>it cannot be opened or made: check that its folder exists and can be written (%1)</source>
        <translation>il ne peut être ni ouvert ni créé : vérifiez que son dossier existe et est accessible en écriture (%1)</translation>
    </message>
</context>
<context>
    <name>Audience::Models::StoreSchema</name>
    <message>
        <source>The profile&apos;s store cannot be read: %1</source>
        <translation>Impossible de lire la base de données du profil : %1</translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be brought to schema %1: %2</source>
        <translation>La base de données du profil n’a pas pu être mise à jour vers le schéma %1 : %2</translation>
    </message>
    <message>
        <source>The profile&apos;s store was written by a newer Audience Console (schema %1; this one knows %2).</source>
        <translation>Le stockage du profil a été écrit par une version plus récente d’Audience Console (schéma %1 ; celle-ci connaît %2).</translation>
    </message>
    <message>
        <source>The profile&apos;s store cannot be written: %1</source>
        <translation>Le stockage du profil ne peut pas être écrit : %1</translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be written: %1</source>
        <translation>Le stockage du profil n’a pas pu être écrit : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicEntryModel</name>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifiée</translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicEntryWriter</name>
    <message>
        <source>Give the entry a content type (for example “text” or “faq”).</source>
        <translation>Donnez un type de contenu à l’entrée (par exemple « text » ou « faq »).</translation>
    </message>
    <message>
        <source>Write the entry’s content.</source>
        <translation>Rédigez le contenu de l’entrée.</translation>
    </message>
    <message>
        <source>Choose a topic first.</source>
        <translation>Choisissez d’abord un sujet.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>An entry is being added to this topic already.</source>
        <translation>Une entrée est déjà en cours d’ajout à ce sujet.</translation>
    </message>
    <message>
        <source>The sort order must be a whole number, 0 or more, or left empty.</source>
        <translation>L’ordre de tri doit être un nombre entier, 0 ou plus, ou rester vide.</translation>
    </message>
    <message>
        <source>The sort order %1 is larger than the service accepts.</source>
        <translation>L’ordre de tri %1 dépasse ce que le service accepte.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::TopicSearchModel</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (par défaut)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>%1
ID: %2</source>
        <translation>%1
ID : %2</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WatchDismissals</name>
    <message numerus="yes">
        <source>%n dismissal(s) not kept yet: %1. Tried again until the store takes it; if the console closes before, the alert shows again at the next start.</source>
        <translation>
            <numerusform>%n masquage pas encore enregistré : %1. Réessayé jusqu’à ce que le stockage l’accepte ; si la console se ferme avant, l’alerte réapparaît au prochain démarrage.</numerusform>
            <numerusform>%n masquages pas encore enregistrés : %1. Réessayés jusqu’à ce que le stockage les accepte ; si la console se ferme avant, l’alerte réapparaît au prochain démarrage.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::WatchText</name>
    <message>
        <source>This publish may have hurt</source>
        <translation>Cette publication a peut-être nui</translation>
    </message>
    <message>
        <source>Tracking may be broken</source>
        <translation>Le suivi est peut-être défaillant</translation>
    </message>
    <message numerus="yes">
        <source>%n publish(es) need a look</source>
        <translation>
            <numerusform>%n publication à examiner</numerusform>
            <numerusform>%n publications à examiner</numerusform>
        </translation>
    </message>
    <message>
        <source>Form submits stopped after this publish</source>
        <translation>Plus d’envois de formulaire depuis cette publication</translation>
    </message>
    <message>
        <source>Conversions stopped after this publish</source>
        <translation>Plus de conversions depuis cette publication</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookEditor</name>
    <message>
        <source>The service listed %1, which this console cannot send back. Untick it to save the other changes of the events, or leave the events as they were.</source>
        <translation>Le service a indiqué %1, que cette console ne peut pas renvoyer. Décochez-le pour enregistrer les autres modifications des événements, ou laissez les événements tels qu’ils étaient.</translation>
    </message>
    <message>
        <source>Not connected: the changes are kept until you save again.</source>
        <translation>Non connecté : les modifications sont conservées jusqu’à ce que vous enregistriez à nouveau.</translation>
    </message>
    <message>
        <source>Could not check the subscription before saving: %1</source>
        <translation>Impossible de vérifier l’abonnement avant l’enregistrement : %1</translation>
    </message>
    <message>
        <source>A save of this subscription is already under way.</source>
        <translation>Un enregistrement de cet abonnement est déjà en cours.</translation>
    </message>
    <message>
        <source>URL: %1 → %2</source>
        <translation>URL : %1 → %2</translation>
    </message>
    <message>
        <source>Events: %1 → %2</source>
        <translation>Événements : %1 → %2</translation>
    </message>
    <message>
        <source>State: %1 → %2</source>
        <translation>État : %1 → %2</translation>
    </message>
    <message>
        <source>It was saved again (updated %1) with the same URL, events and state.</source>
        <translation>Il a été enregistré à nouveau (modifié : %1) avec la même URL, les mêmes événements et le même état.</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Inactif</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookEvents</name>
    <message>
        <source>Versions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <source>An audience&apos;s content changes: a message starts a version, it is processed into a draft, a draft is published.</source>
        <translation>Le contenu d’une audience change : un message lance une version, celle-ci est traitée pour donner un brouillon, un brouillon est publié.</translation>
    </message>
    <message>
        <source>Forms</source>
        <translation>Formulaires</translation>
    </message>
    <message>
        <source>A visitor submits a form on a page, and the service enriches what was submitted (or fails to).</source>
        <translation>Un visiteur envoie un formulaire sur une page, et le service enrichit les données envoyées (ou n’y parvient pas).</translation>
    </message>
    <message>
        <source>Version created</source>
        <translation>Version créée</translation>
    </message>
    <message>
        <source>Version processed</source>
        <translation>Version traitée</translation>
    </message>
    <message>
        <source>Version published</source>
        <translation>Version publiée</translation>
    </message>
    <message>
        <source>Form submitted</source>
        <translation>Formulaire envoyé</translation>
    </message>
    <message>
        <source>Form enriched</source>
        <translation>Formulaire enrichi</translation>
    </message>
    <message>
        <source>Form enrichment failed</source>
        <translation>Échec de l’enrichissement du formulaire</translation>
    </message>
    <message>
        <source>A message was accepted in an audience&apos;s workspace and a new version started.</source>
        <translation>Un message a été accepté dans l’espace de travail d’une audience et une nouvelle version a démarré.</translation>
    </message>
    <message>
        <source>A new version finished processing and is a draft.</source>
        <translation>Une nouvelle version a fini d’être traitée et constitue un brouillon.</translation>
    </message>
    <message>
        <source>A version was published and is what visitors see.</source>
        <translation>Une version a été publiée : c’est elle que voient les visiteurs.</translation>
    </message>
    <message>
        <source>A visitor submitted a form on a page.</source>
        <translation>Un visiteur a envoyé un formulaire sur une page.</translation>
    </message>
    <message>
        <source>What a visitor submitted was enriched with more about them.</source>
        <translation>Les données envoyées par un visiteur ont été enrichies d’informations supplémentaires à son sujet.</translation>
    </message>
    <message>
        <source>Enriching a submitted form failed.</source>
        <translation>L’enrichissement d’un formulaire envoyé a échoué.</translation>
    </message>
    <message>
        <source>An event type this version of the console does not know; it is kept as it is.</source>
        <translation>Un type d’événement inconnu de cette version de la console ; il est conservé tel quel.</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Tous les événements</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message numerus="yes">
        <source>All %n type(s) listed</source>
        <translation>
            <numerusform>Tous les types indiqués (%n)</numerusform>
            <numerusform>Tous les types indiqués (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookInbox</name>
    <message>
        <source>Could not listen on this computer (127.0.0.1): %1</source>
        <translation>Impossible d’écouter sur cet ordinateur (127.0.0.1) : %1</translation>
    </message>
    <message>
        <source>no free port</source>
        <translation>aucun port libre</translation>
    </message>
    <message>
        <source>Not used: a signing secret starts with whsec_ followed by base64.</source>
        <translation>Non utilisé : un secret de signature commence par whsec_ suivi de base64.</translation>
    </message>
    <message>
        <source>No secret: signatures are not checked.</source>
        <translation>Aucun secret : les signatures ne sont pas vérifiées.</translation>
    </message>
    <message>
        <source>Used until the console closes (no keychain).</source>
        <translation>Utilisé jusqu’à la fermeture de la console (pas de trousseau).</translation>
    </message>
    <message>
        <source>Waiting for the keychain…</source>
        <translation>En attente du trousseau…</translation>
    </message>
    <message>
        <source>Used until the console closes; not kept: %1</source>
        <translation>Utilisé jusqu’à la fermeture de la console ; non conservé : %1</translation>
    </message>
    <message>
        <source>Kept in the keychain; signatures are checked.</source>
        <translation>Conservé dans le trousseau ; les signatures sont vérifiées.</translation>
    </message>
    <message>
        <source>Looking in the keychain…</source>
        <translation>Recherche dans le trousseau…</translation>
    </message>
    <message>
        <source>The keychain could not be read: %1</source>
        <translation>Impossible de lire le trousseau : %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>Choose a subscription first.</source>
        <translation>Choisissez d’abord un abonnement.</translation>
    </message>
    <message>
        <source>Pointing %1 at the inbox…</source>
        <translation>Redirection de %1 vers la boîte de réception…</translation>
    </message>
    <message>
        <source>Restoring the URL of %1…</source>
        <translation>Rétablissement de l’URL de %1…</translation>
    </message>
    <message>
        <source>%1 now sends its events to this computer.</source>
        <translation>%1 envoie désormais ses événements à cet ordinateur.</translation>
    </message>
    <message>
        <source>%1 sends to %2 again.</source>
        <translation>%1 envoie de nouveau à %2.</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modifié : %1</translation>
    </message>
    <message>
        <source>(no event ID) %1</source>
        <translation>(aucun ID d’événement) %1</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(aucun type)</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Valide</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Non valide</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>Non signé</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Non vérifié</translation>
    </message>
    <message>
        <source>, time off by more than 5 min</source>
        <translation>, heure décalée de plus de 5 min</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <source>Event type</source>
        <translation>Type d’événement</translation>
    </message>
    <message>
        <source>Event ID</source>
        <translation>ID d’événement</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Deliveries</source>
        <translation>Envois</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>a change of this URL is already under way</source>
        <translation>une modification de cette URL est déjà en cours</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookSignature</name>
    <message>
        <source>Not checked (no signing secret given)</source>
        <translation>Non vérifiée (aucun secret de signature fourni)</translation>
    </message>
    <message>
        <source>Valid signature</source>
        <translation>Signature valide</translation>
    </message>
    <message>
        <source>Invalid signature: wrong secret, or the body was changed on the way</source>
        <translation>Signature non valide : mauvais secret, ou le corps a été modifié en chemin</translation>
    </message>
    <message>
        <source>Not signed: a webhook-id, webhook-timestamp or webhook-signature header is missing</source>
        <translation>Non signé : il manque un en-tête webhook-id, webhook-timestamp ou webhook-signature</translation>
    </message>
    <message>
        <source>Not checked: the secret given is not a whsec_… secret</source>
        <translation>Non vérifiée : le secret fourni n’est pas un secret whsec_…</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WebhookUrlCheck</name>
    <message>
        <source>Enter the address the events are sent to, such as https://example.com/webhooks.</source>
        <translation>Saisissez l’adresse à laquelle les événements sont envoyés, par exemple https://example.com/webhooks.</translation>
    </message>
    <message>
        <source>The address starts or ends with a space: remove it.</source>
        <translation>L’adresse commence ou se termine par une espace : supprimez-la.</translation>
    </message>
    <message>
        <source>The address is %1 characters long; the service accepts at most %2.</source>
        <translation>L’adresse compte %1 caractères ; le service en accepte %2 au maximum.</translation>
    </message>
    <message>
        <source>The address must be complete, starting with https:// or http://.</source>
        <translation>L’adresse doit être complète et commencer par https:// ou http://.</translation>
    </message>
    <message>
        <source>The address must start with https:// or http://, not %1:.</source>
        <translation>L’adresse doit commencer par https:// ou http://, et non par %1:.</translation>
    </message>
    <message>
        <source>The address has no host name after %1://.</source>
        <translation>L’adresse ne contient pas de nom d’hôte après %1://.</translation>
    </message>
    <message>
        <source>Plain http: the events, and their signatures, travel unencrypted to another computer. Use https unless this is a test.</source>
        <translation>http simple : les événements et leurs signatures circulent en clair vers un autre ordinateur. Utilisez https, sauf s’il s’agit d’un test.</translation>
    </message>
    <message>
        <source>%1 is a link-local address: it only means something on one network segment, so the service will most likely not reach it.</source>
        <translation>%1 est une adresse link-local : elle n’a de sens que sur un seul segment de réseau, le service ne pourra donc très probablement pas l’atteindre.</translation>
    </message>
    <message>
        <source>%1 is a private network address: a service on the internet cannot reach it.</source>
        <translation>%1 est une adresse de réseau privé : un service sur Internet ne peut pas l’atteindre.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>The path after the host name</source>
        <translation>Le chemin après le nom d’hôte</translation>
    </message>
    <message>
        <source>The part after “#”</source>
        <translation>La partie après « # »</translation>
    </message>
    <message>
        <source>The query after “?”</source>
        <translation>La requête après « ? »</translation>
    </message>
    <message>
        <source>%1 has a “%” that is not followed by two hexadecimal digits; a percent sign itself is written %25.</source>
        <translation>%1 contient un « % » qui n’est pas suivi de deux chiffres hexadécimaux ; le signe pourcentage lui-même s’écrit %25.</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>une espace</translation>
    </message>
    <message>
        <source>%1 holds %2, which an address cannot hold as it is; write it percent-encoded (%3).</source>
        <translation>%1 contient %2, caractère qu’une adresse ne peut pas contenir tel quel ; écrivez-le encodé en pourcentage (%3).</translation>
    </message>
    <message>
        <source>The host name %1 holds %2. The address standard allows it, but no host name with it can be found in DNS (names hold only letters, digits, hyphens and dots), so the events could never be delivered there.</source>
        <translation>Le nom d’hôte %1 contient %2. La norme des adresses l’autorise, mais aucun nom d’hôte qui en contient ne peut être trouvé dans le DNS (les noms ne contiennent que des lettres, des chiffres, des traits d’union et des points) : les événements ne pourraient donc jamais y être envoyés.</translation>
    </message>
    <message>
        <source>The host name %1 holds %2, which no host name can hold.</source>
        <translation>Le nom d’hôte %1 contient %2, ce qu’aucun nom d’hôte ne peut contenir.</translation>
    </message>
    <message>
        <source>The host name %1 has an empty part between dots.</source>
        <translation>Le nom d’hôte %1 comporte une partie vide entre deux points.</translation>
    </message>
    <message>
        <source>The address in brackets, %1, is not a valid IPv6 address.</source>
        <translation>L’adresse entre crochets, %1, n’est pas une adresse IPv6 valide.</translation>
    </message>
    <message>
        <source>After the IPv6 address in brackets only a colon and a port may follow, not %1.</source>
        <translation>Après l’adresse IPv6 entre crochets, seuls un deux-points et un port peuvent suivre, et non %1.</translation>
    </message>
    <message>
        <source>The host name %1 is not a name a computer can be found by: check it for a mistyped character.</source>
        <translation>Le nom d’hôte %1 ne permet de trouver aucun ordinateur : vérifiez qu’aucun caractère n’a été mal saisi.</translation>
    </message>
    <message>
        <source>The port %1 after the host name must be a number from 1 to 65535.</source>
        <translation>Le port %1 après le nom d’hôte doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>After %1 come two slashes, then the host name: %2//example.com/…</source>
        <translation>Après %1 viennent deux barres obliques, puis le nom d’hôte : %2//example.com/…</translation>
    </message>
    <message>
        <source>This is not a valid address: check it for a mistyped or missing character.</source>
        <translation>Cette adresse n’est pas valide : vérifiez qu’aucun caractère n’a été mal saisi ou oublié.</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WriteKinds</name>
    <message>
        <source>Send a message to %1</source>
        <translation>Envoyer un message à %1</translation>
    </message>
    <message>
        <source>Sent a message to %1</source>
        <translation>Message envoyé à %1</translation>
    </message>
    <message>
        <source>Publish version %2 of %1</source>
        <translation>Publier la version %2 de %1</translation>
    </message>
    <message>
        <source>Published version %2 of %1</source>
        <translation>Version %2 de %1 publiée</translation>
    </message>
    <message>
        <source>Archive %1</source>
        <translation>Archiver %1</translation>
    </message>
    <message>
        <source>Archived %1</source>
        <translation>%1 archivée</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>Restaurer %1</translation>
    </message>
    <message>
        <source>Restored %1</source>
        <translation>%1 restaurée</translation>
    </message>
    <message>
        <source>Update person %1</source>
        <translation>Mettre à jour la personne %1</translation>
    </message>
    <message>
        <source>Updated person %1</source>
        <translation>Personne %1 mise à jour</translation>
    </message>
    <message>
        <source>Add a log entry for %1</source>
        <translation>Ajouter une entrée de journal pour %1</translation>
    </message>
    <message>
        <source>Added a log entry for %1</source>
        <translation>Entrée de journal ajoutée pour %1</translation>
    </message>
    <message>
        <source>Add a log entry</source>
        <translation>Ajouter une entrée de journal</translation>
    </message>
    <message>
        <source>Added a log entry</source>
        <translation>Entrée de journal ajoutée</translation>
    </message>
    <message>
        <source>Add an entry to topic %1</source>
        <translation>Ajouter une entrée au sujet %1</translation>
    </message>
    <message>
        <source>Added an entry to topic %1</source>
        <translation>Entrée ajoutée au sujet %1</translation>
    </message>
    <message>
        <source>Update webhook subscription %1</source>
        <translation>Mettre à jour l’abonnement webhook %1</translation>
    </message>
    <message>
        <source>Updated webhook subscription %1</source>
        <translation>Abonnement webhook %1 mis à jour</translation>
    </message>
    <message>
        <source>Send the undo of %1</source>
        <translation>Envoyer l’annulation de %1</translation>
    </message>
    <message>
        <source>Sent the undo of %1</source>
        <translation>Annulation de %1 envoyée</translation>
    </message>
</context>
<context>
    <name>Audience::Models::WriteTracker</name>
    <message>
        <source>Not confirmed: the console closed before the service answered.</source>
        <translation>Non confirmé : la console s’est fermée avant la réponse du service.</translation>
    </message>
    <message>
        <source>the console closed before the service answered; whether it was applied is not known</source>
        <translation>la console s’est fermée avant la réponse du service ; on ignore si l’opération a été appliquée</translation>
    </message>
    <message>
        <source>The request could not be made.</source>
        <translation>La requête n’a pas pu être effectuée.</translation>
    </message>
    <message>
        <source>Not sent: the profile&apos;s store refused it then; it takes writes again, so Retry sends it.</source>
        <translation>Non envoyé : le stockage du profil l’a refusé à ce moment-là ; il accepte de nouveau les écritures, « Réessayer » l’envoie donc.</translation>
    </message>
</context>
<context>
    <name>Audience::Net</name>
    <message>
        <source>HTTP status %1</source>
        <translation>Statut HTTP %1</translation>
    </message>
    <message>
        <source>HTTP status %1 %2</source>
        <translation>Statut HTTP %1 %2</translation>
    </message>
    <message>
        <source>No answer within the time limit.</source>
        <translation>Pas de réponse dans le délai imparti.</translation>
    </message>
    <message>
        <source>The secure connection could not be established: %1</source>
        <translation>La connexion sécurisée n’a pas pu être établie : %1</translation>
    </message>
    <message>
        <source>The connection was refused.</source>
        <translation>La connexion a été refusée.</translation>
    </message>
    <message>
        <source>The connection was closed before the answer was complete.</source>
        <translation>La connexion a été fermée avant la fin de la réponse.</translation>
    </message>
    <message>
        <source>The server&apos;s host name could not be found.</source>
        <translation>Le nom d’hôte du serveur est introuvable.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La requête a été annulée.</translation>
    </message>
    <message>
        <source>Refused a redirect to an insecure address.</source>
        <translation>Redirection vers une adresse non sécurisée refusée.</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Erreur réseau : %1</translation>
    </message>
    <message>
        <source>The proxy could not be reached: %1</source>
        <translation>Le proxy est injoignable : %1</translation>
    </message>
    <message>
        <source>The proxy did not answer in time.</source>
        <translation>Le proxy n’a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The proxy asks for a login the console was not given.</source>
        <translation>Le proxy demande un identifiant que la console n’a pas reçu.</translation>
    </message>
    <message>
        <source>This computer is not connected to a network.</source>
        <translation>Cet ordinateur n’est connecté à aucun réseau.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::ApiClient</name>
    <message>
        <source>No valid service address (http:// or https://) is set.</source>
        <translation>Aucune adresse de service valide (http:// ou https://) n’est définie.</translation>
    </message>
    <message>
        <source>Plain http:// is only used for this computer; use https:// for %1.</source>
        <translation>Le http:// simple n’est utilisé que pour cet ordinateur ; utilisez https:// pour %1.</translation>
    </message>
    <message>
        <source>The API key was refused. Enter a new key to continue.</source>
        <translation>La clé d’API a été refusée. Saisissez une nouvelle clé pour continuer.</translation>
    </message>
    <message>
        <source>No API key is set.</source>
        <translation>Aucune clé d’API n’est définie.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::ApiError</name>
    <message>
        <source>Cannot reach the service</source>
        <translation>Service injoignable</translation>
    </message>
    <message>
        <source>The service did not answer in time</source>
        <translation>Le service n’a pas répondu à temps</translation>
    </message>
    <message>
        <source>Secure connection failed</source>
        <translation>Échec de la connexion sécurisée</translation>
    </message>
    <message>
        <source>The API key was refused</source>
        <translation>La clé d’API a été refusée</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Non autorisé</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Conflit</translation>
    </message>
    <message>
        <source>Invalid input</source>
        <translation>Saisie invalide</translation>
    </message>
    <message>
        <source>Too many requests</source>
        <translation>Trop de requêtes</translation>
    </message>
    <message>
        <source>The service failed</source>
        <translation>Le service a échoué</translation>
    </message>
    <message>
        <source>Unreadable answer from the service</source>
        <translation>Réponse illisible du service</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Blocked for safety</source>
        <translation>Bloqué par sécurité</translation>
    </message>
    <message>
        <source>Request failed</source>
        <translation>La requête a échoué</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) need attention.</source>
        <translation>
            <numerusform>%n champ à vérifier.</numerusform>
            <numerusform>%n champs à vérifier.</numerusform>
        </translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La requête a été annulée.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::DecodeError</name>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>champ obligatoire manquant</translation>
    </message>
    <message>
        <source>must not be null</source>
        <translation>ne doit pas être null</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>attendu : %1, reçu : %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>entier attendu, reçu : %1</translation>
    </message>
    <message>
        <source>integer %1 is outside 0..9007199254740991</source>
        <translation>l&apos;entier %1 est hors de 0..9007199254740991</translation>
    </message>
    <message>
        <source>the body is empty</source>
        <translation>le corps est vide</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>JSON non valide (%1)</translation>
    </message>
    <message>
        <source>the body is not a JSON object or array</source>
        <translation>le corps n&apos;est ni un objet ni un tableau JSON</translation>
    </message>
</context>
<context>
    <name>Audience::Net::RequestJob</name>
    <message>
        <source>The service answered with a redirect without a target.</source>
        <translation>Le service a répondu par une redirection sans cible.</translation>
    </message>
    <message>
        <source>The service redirected to another address (%1); the request was not sent there.</source>
        <translation>Le service a redirigé vers une autre adresse (%1) ; la requête n’y a pas été envoyée.</translation>
    </message>
    <message>
        <source>The service answered with a redirect that cannot be followed (HTTP %1).</source>
        <translation>Le service a répondu par une redirection impossible à suivre (HTTP %1).</translation>
    </message>
    <message>
        <source>The answer was cut short (%1 of %2 bytes arrived).</source>
        <translation>La réponse a été tronquée (%1 octets reçus sur %2).</translation>
    </message>
    <message>
        <source>The answer could not be read: %1</source>
        <translation>La réponse n’a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>The connection changed while this request was waiting to be sent again; it was not sent.</source>
        <translation>La connexion a changé pendant que cette requête attendait d&apos;être renvoyée ; elle n&apos;a pas été envoyée.</translation>
    </message>
    <message numerus="yes">
        <source>The answer was cut short: the connection closed after %n byte(s) of the body.</source>
        <translation>
            <numerusform>La réponse a été tronquée : la connexion s&apos;est fermée après %n octet du corps.</numerusform>
            <numerusform>La réponse a été tronquée : la connexion s&apos;est fermée après %n octets du corps.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is too large: it passed %1 MiB, the most this connection accepts; it was not read.</source>
        <translation>La réponse est trop volumineuse : elle a dépassé %1 Mio, le maximum accepté par cette connexion ; elle n’a pas été lue.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::Validator</name>
    <message>
        <source>Must not be before the start date.</source>
        <translation>Ne doit pas précéder la date de début.</translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation>Ne doit pas être vide.</translation>
    </message>
    <message>
        <source>Must be %1 to %2 characters long (it is %3).</source>
        <translation>Doit compter de %1 à %2 caractères (actuellement %3).</translation>
    </message>
    <message>
        <source>Must be at least %1 characters long.</source>
        <translation>Doit compter au moins %1 caractères.</translation>
    </message>
    <message>
        <source>Use lower-case letters and digits separated by single hyphens (kebab-case).</source>
        <translation>Utilisez des minuscules et des chiffres séparés par des traits d’union simples (kebab-case).</translation>
    </message>
    <message>
        <source>Must be an international number: + then 2 to 15 digits, not starting with 0.</source>
        <translation>Doit être un numéro international : + suivi de 2 à 15 chiffres, sans 0 au début.</translation>
    </message>
    <message>
        <source>Must be &quot;account_&quot; followed by 26 lower-case letters or digits.</source>
        <translation>Doit être « account_ » suivi de 26 minuscules ou chiffres.</translation>
    </message>
    <message>
        <source>Must be a whole number from %1 to %2.</source>
        <translation>Doit être un nombre entier de %1 à %2.</translation>
    </message>
    <message>
        <source>Must be an absolute URI, e.g. https://example.com/hook.</source>
        <translation>Doit être une URI absolue, p. ex. https://example.com/hook.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of: %2.</source>
        <translation>« %1 » n’est pas admis ; valeurs possibles : %2.</translation>
    </message>
</context>
<context>
    <name>Audience::Net::WebhooksApi</name>
    <message>
        <source>Must be a list of events (it may be empty), not nothing.</source>
        <translation>Doit être une liste d&apos;événements (éventuellement vide), pas null.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AccountDetailView</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>People linked to the account</source>
        <translation>Personnes liées au compte</translation>
    </message>
    <message>
        <source>Open &amp;Person</source>
        <translation>Ouvrir la &amp;personne</translation>
    </message>
    <message>
        <source>Open the chosen person in People (Enter)</source>
        <translation>Ouvrir la personne choisie dans Personnes (Entrée)</translation>
    </message>
    <message>
        <source>No account open</source>
        <translation>Aucun compte ouvert</translation>
    </message>
    <message>
        <source>Opening the account…</source>
        <translation>Ouverture du compte…</translation>
    </message>
    <message>
        <source>Not an account ID</source>
        <translation>Ce n’est pas un ID de compte</translation>
    </message>
    <message>
        <source>Could not open the account</source>
        <translation>Impossible d’ouvrir le compte</translation>
    </message>
    <message>
        <source>%1 (no name)</source>
        <translation>%1 (sans nom)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Account ID</source>
        <translation>ID du compte</translation>
    </message>
    <message>
        <source>Latest activity</source>
        <translation>Dernière activité</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Aucune pour l’instant</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>Linked people (%1)</source>
        <translation>Personnes liées (%1)</translation>
    </message>
    <message>
        <source>No people are linked to this account.</source>
        <translation>Aucune personne n’est liée à ce compte.</translation>
    </message>
    <message>
        <source>The service cannot list accounts: type or paste an account ID above and press Enter, or choose one the console has met.</source>
        <translation>Le service ne peut pas lister les comptes : saisissez ou collez un ID de compte ci-dessus et appuyez sur Entrée, ou choisissez un compte déjà rencontré par la console.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AccountsPlace</name>
    <message>
        <source>account_ and 26 lowercase letters or digits</source>
        <translation>account_ et 26 minuscules ou chiffres</translation>
    </message>
    <message>
        <source>Account ID</source>
        <translation>ID du compte</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open the account with this ID (Enter)</source>
        <translation>Ouvrir le compte ayant cet ID (Entrée)</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>Accounts met</source>
        <translation>Comptes rencontrés</translation>
    </message>
    <message>
        <source>Accounts met: opened before, or known to the demo</source>
        <translation>Comptes rencontrés : déjà ouverts, ou connus de la démo</translation>
    </message>
    <message>
        <source>No accounts met yet</source>
        <translation>Aucun compte rencontré pour l’instant</translation>
    </message>
    <message>
        <source>This service&apos;s people and page links do not name their accounts, and it cannot list them; accounts you open by ID are listed here. An account&apos;s ID (account_ and 26 lowercase letters or digits) comes from your CRM, or from whoever set up the workspace; the people an account links show it on their page.</source>
        <translation>Les personnes et les liens de page de ce service ne nomment pas leurs comptes, et il ne peut pas les lister ; les comptes que vous ouvrez par ID sont listés ici. L’ID d’un compte (account_ suivi de 26 lettres minuscules ou chiffres) vient de votre CRM, ou de la personne qui a configuré l’espace de travail ; les personnes liées à un compte l’affichent sur leur page.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActionCardsSection</name>
    <message>
        <source>(no alt text)</source>
        <translation>(pas de texte alternatif)</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier : %1</translation>
    </message>
    <message>
        <source>Asset: %1</source>
        <translation>Ressource : %1</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Cartes d’action</translation>
    </message>
    <message>
        <source>Action cards (%1)</source>
        <translation>Cartes d’action (%1)</translation>
    </message>
    <message>
        <source>This page has no action-card widgets.</source>
        <translation>Cette page n’a pas de widget de carte d’action.</translation>
    </message>
    <message>
        <source>(untitled card)</source>
        <translation>(carte sans titre)</translation>
    </message>
    <message>
        <source>No logos.</source>
        <translation>Aucun logo.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityDetailView</name>
    <message>
        <source>Choose an entry to see what was sent and what the service answered.</source>
        <translation>Choisissez une entrée pour voir ce qui a été envoyé et ce que le service a répondu.</translation>
    </message>
    <message>
        <source>Body sent</source>
        <translation>Corps envoyé</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Send the write again with the same key: the service applies it at most once</source>
        <translation>Renvoyer l’écriture avec la même clé : le service l’applique au plus une fois</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Ask the service whether the version was published</source>
        <translation>Demander au service si la version a été publiée</translation>
    </message>
    <message>
        <source>D&amp;iscard</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>Give up on this write; the entry stays in the journal as discarded</source>
        <translation>Renoncer à cette écriture ; l’entrée reste dans le journal comme abandonnée</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Rubrique</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>The idempotency key: a retry sends the same one</source>
        <translation>La clé d’idempotence : une nouvelle tentative renvoie la même</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>(no body)</source>
        <translation>(pas de corps)</translation>
    </message>
    <message>
        <source>(no answer: %1)</source>
        <translation>(pas de réponse : %1)</translation>
    </message>
    <message>
        <source>(no answer came)</source>
        <translation>(aucune réponse reçue)</translation>
    </message>
    <message>
        <source>(waiting for the answer)</source>
        <translation>(en attente de la réponse)</translation>
    </message>
    <message>
        <source>(no answer kept)</source>
        <translation>(réponse non conservée)</translation>
    </message>
    <message>
        <source>Did it &amp;work?</source>
        <translation>Quel &amp;impact ?</translation>
    </message>
    <message>
        <source>The impact of this publish: conversion and other rates before and after it</source>
        <translation>L’impact de cette publication : taux de conversion et autres taux, avant et après</translation>
    </message>
    <message>
        <source>&amp;Undo This Publish…</source>
        <translation>&amp;Annuler cette publication…</translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation>Créer un brouillon avec les valeurs d’avant cette publication, en établir la preuve, puis le publier</translation>
    </message>
    <message>
        <source>Undo This Re&amp;lease…</source>
        <translation>Annuler cette publication &amp;groupée…</translation>
    </message>
    <message>
        <source>Undo every publish of the release this one belongs to: a proven draft each, published as one release</source>
        <translation>Annuler chaque publication de la publication groupée dont celle-ci fait partie : un brouillon prouvé pour chacune, publiés ensemble en une publication groupée</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityFilterBar</name>
    <message>
        <source>Search names, IDs, keys, bodies and errors…</source>
        <translation>Rechercher dans les noms, ID, clés, corps et erreurs…</translation>
    </message>
    <message>
        <source>Search the activity</source>
        <translation>Rechercher dans l’activité</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Rubrique</translation>
    </message>
    <message>
        <source>Every area</source>
        <translation>Toutes les rubriques</translation>
    </message>
    <message>
        <source>Page or audience…</source>
        <translation>Page ou audience…</translation>
    </message>
    <message>
        <source>Page or audience</source>
        <translation>Page ou audience</translation>
    </message>
    <message>
        <source>Part of a page&apos;s or audience&apos;s ID, or of the audience&apos;s name</source>
        <translation>Une partie de l’ID d’une page ou d’une audience, ou du nom de l’audience</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Toutes les dates</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd’hui</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Between…</source>
        <translation>Entre…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>À partir du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Jusqu’au</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ActivityPlace</name>
    <message>
        <source>Nothing was done: not connected, or this entry is no longer waiting for a decision.</source>
        <translation>Rien n’a été fait : pas de connexion, ou cette entrée n’attend plus de décision.</translation>
    </message>
    <message>
        <source>Could not read the activity</source>
        <translation>Impossible de lire l’activité</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Activité</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export as &amp;JSON Lines…</source>
        <translation>Exporter en &amp;JSON Lines…</translation>
    </message>
    <message>
        <source>&amp;Forget Entries Older Than…</source>
        <translation>&amp;Effacer les entrées plus anciennes que…</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>&amp;Actions</translation>
    </message>
    <message>
        <source>Activity actions</source>
        <translation>Actions de l’activité</translation>
    </message>
    <message>
        <source>Export the entries the filters keep, or forget old entries</source>
        <translation>Exporter les entrées retenues par les filtres, ou effacer les anciennes entrées</translation>
    </message>
    <message>
        <source>No journal yet</source>
        <translation>Pas encore de journal</translation>
    </message>
    <message>
        <source>The profile&apos;s store opens once connected.</source>
        <translation>La base de données du profil s’ouvre dès la connexion.</translation>
    </message>
    <message>
        <source>No entry matches</source>
        <translation>Aucune entrée ne correspond</translation>
    </message>
    <message>
        <source>No write in the journal is kept by these filters.</source>
        <translation>Aucune écriture du journal n’est retenue par ces filtres.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <source>No writes yet</source>
        <translation>Pas encore d’écriture</translation>
    </message>
    <message>
        <source>Every change the console sends to the service (a message, a publish, an archive, an edit…) is listed here with its outcome, before it is sent.</source>
        <translation>Chaque changement que la console envoie au service (un message, une publication, un archivage, une modification…) est inscrit ici avec son résultat, avant même son envoi.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries shown, older ones as you scroll</source>
        <translation>
            <numerusform>%n entrée affichée, les plus anciennes au fil du défilement</numerusform>
            <numerusform>%n entrées affichées, les plus anciennes au fil du défilement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entrée</numerusform>
            <numerusform>%n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the activity as CSV</source>
        <translation>Exporter l’activité en CSV</translation>
    </message>
    <message>
        <source>Export the activity as JSON Lines</source>
        <translation>Exporter l’activité en JSON Lines</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON Lines files (*.jsonl)</source>
        <translation>Fichiers JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>The activity cannot be exported now.</source>
        <translation>L’activité ne peut pas être exportée pour le moment.</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Exportation vers %1…</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n entries to %1.</source>
        <translation>
            <numerusform>%n entrée exportée vers %1.</numerusform>
            <numerusform>%n entrées exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>Non exporté : %1</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n entries.</source>
        <translation>
            <numerusform>%n entrée effacée.</numerusform>
            <numerusform>%n entrées effacées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This publish&apos;s release is no longer in the release log (the newest %n are kept).</source>
        <translation>
            <numerusform>La publication groupée de cette publication ne figure plus dans le journal des publications groupées (seule la plus récente est conservée : %n).</numerusform>
            <numerusform>La publication groupée de cette publication ne figure plus dans le journal des publications groupées (les %n plus récentes sont conservées).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AddLogEntryDialog</name>
    <message>
        <source>Add log entry</source>
        <translation>Ajouter une entrée de journal</translation>
    </message>
    <message>
        <source>Add log entry — %1</source>
        <translation>Ajouter une entrée de journal — %1</translation>
    </message>
    <message>
        <source>This person (%1)</source>
        <translation>Cette personne (%1)</translation>
    </message>
    <message>
        <source>Someone by email</source>
        <translation>Quelqu’un, par adresse e-mail</translation>
    </message>
    <message>
        <source>Someone by phone number</source>
        <translation>Quelqu’un, par numéro de téléphone</translation>
    </message>
    <message>
        <source>Someone by LinkedIn URL</source>
        <translation>Quelqu’un, par URL LinkedIn</translation>
    </message>
    <message>
        <source>Someone by person ID</source>
        <translation>Quelqu’un, par ID de personne</translation>
    </message>
    <message>
        <source>Who the entry is about</source>
        <translation>Personne concernée par l’entrée</translation>
    </message>
    <message>
        <source>for example website</source>
        <translation>par exemple website</translation>
    </message>
    <message>
        <source>for example page-visited</source>
        <translation>par exemple page-visited</translation>
    </message>
    <message>
        <source>Payload (JSON object)</source>
        <translation>Charge utile (objet JSON)</translation>
    </message>
    <message>
        <source>&amp;About:</source>
        <translation>&amp;Concerne :</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Source :</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>&amp;Payload:</source>
        <translation>Charge &amp;utile :</translation>
    </message>
    <message>
        <source>&amp;Add entry</source>
        <translation>&amp;Ajouter l’entrée</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Send the same entry again; the service recognises it and never adds it twice</source>
        <translation>Renvoyer la même entrée ; le service la reconnaît et ne l’ajoute jamais deux fois</translation>
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
        <translation>Le service ajoute l’entrée à la personne qu’il trouve, ou en crée une.</translation>
    </message>
    <message>
        <source>Where the activity comes from: lower-case words joined by hyphens, like website or hubspot.</source>
        <translation>Origine de l’activité : mots en minuscules reliés par des traits d’union, comme website ou hubspot.</translation>
    </message>
    <message>
        <source>A JSON object; its fields are up to you.</source>
        <translation>Un objet JSON ; ses champs sont libres.</translation>
    </message>
    <message>
        <source>Adding the entry…</source>
        <translation>Ajout de l’entrée…</translation>
    </message>
    <message>
        <source>⚠ Not added: %1. Your entry is kept; Retry sends it again without adding it twice.</source>
        <translation>⚠ Non ajoutée : %1. Votre entrée est conservée ; « Réessayer » la renvoie sans l’ajouter deux fois.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AnalyticsPlace</name>
    <message>
        <source>Find a page</source>
        <translation>Rechercher une page</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Loading pages…</source>
        <translation>Chargement des pages…</translation>
    </message>
    <message>
        <source>Could not load the pages</source>
        <translation>Impossible de charger les pages</translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>No pages</source>
        <translation>Aucune page</translation>
    </message>
    <message>
        <source>The service has no pages yet.</source>
        <translation>Le service n’a pas encore de page.</translation>
    </message>
    <message>
        <source>No page matches “%1”.</source>
        <translation>Aucune page ne correspond à « %1 ».</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AnalyticsView</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Compare with the previous period</source>
        <translation>Comparer à la période précédente</translation>
    </message>
    <message>
        <source>Also asks for the period of the same length just before, and shows every figure&apos;s change.</source>
        <translation>Demande aussi la période de même durée juste avant, et affiche l’évolution de chaque chiffre.</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Vue d’ensemble</translation>
    </message>
    <message>
        <source>A&amp;udiences</source>
        <translation>A&amp;udiences</translation>
    </message>
    <message>
        <source>&amp;Trend</source>
        <translation>&amp;Tendance</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Session</translation>
    </message>
    <message>
        <source>Audience analytics</source>
        <translation>Statistiques des audiences</translation>
    </message>
    <message>
        <source>Double-click an audience to open it. Ctrl+C copies the table for a spreadsheet.</source>
        <translation>Double-cliquez sur une audience pour l’ouvrir. Ctrl+C copie le tableau pour un tableur.</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Copier le tableau</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tableau en CSV…</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Exporter le tableau</translation>
    </message>
    <message>
        <source>Trend as CSV…</source>
        <translation>Tendance en CSV…</translation>
    </message>
    <message>
        <source>Export the trend</source>
        <translation>Exporter la tendance</translation>
    </message>
    <message>
        <source>Sessions Chart as PNG…</source>
        <translation>Graphique des sessions en PNG…</translation>
    </message>
    <message>
        <source>Rates Chart as PNG…</source>
        <translation>Graphique des taux en PNG…</translation>
    </message>
    <message>
        <source>Trend Chart as PNG…</source>
        <translation>Graphique de tendance en PNG…</translation>
    </message>
    <message>
        <source>Save the chart</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>Copy Table for a Spreadsheet</source>
        <translation>Copier le tableau pour un tableur</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Choose a page</source>
        <translation>Choisissez une page</translation>
    </message>
    <message>
        <source>All time has no previous period to compare with.</source>
        <translation>« Toute la période » n’a pas de période précédente à laquelle se comparer.</translation>
    </message>
    <message>
        <source>Loading analytics…</source>
        <translation>Chargement des statistiques…</translation>
    </message>
    <message>
        <source>No page chosen</source>
        <translation>Aucune page sélectionnée</translation>
    </message>
    <message>
        <source>Choose a page on the left to see how its audiences do.</source>
        <translation>Choisissez une page à gauche pour voir les résultats de ses audiences.</translation>
    </message>
    <message>
        <source>No audiences in this range</source>
        <translation>Aucune audience sur cette période</translation>
    </message>
    <message>
        <source>Could not load the analytics</source>
        <translation>Impossible de charger les statistiques</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>The service reports no audience of this page.</source>
        <translation>Le service ne signale aucune audience pour cette page.</translation>
    </message>
    <message>
        <source>The service reports no audience of this page from %1 to %2. Try a longer range.</source>
        <translation>Le service ne signale aucune audience pour cette page du %1 au %2. Essayez une période plus longue.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceArchiveFlow</name>
    <message>
        <source>Archive audience</source>
        <translation>Archiver l’audience</translation>
    </message>
    <message>
        <source>Archive the audience “%1” of the page “%2”?</source>
        <translation>Archiver l’audience « %1 » de la page « %2 » ?</translation>
    </message>
    <message>
        <source>You can undo this for a few seconds afterwards, and restore the audience later.</source>
        <translation>Vous pourrez annuler pendant quelques secondes, puis restaurer l’audience plus tard.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiver</translation>
    </message>
    <message>
        <source>Archived “%1”.</source>
        <translation>« %1 » archivée.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>“%1” is back: the archive was undone.</source>
        <translation>« %1 » est de retour : l’archivage a été annulé.</translation>
    </message>
    <message>
        <source>Restored “%1”.</source>
        <translation>« %1 » restaurée.</translation>
    </message>
    <message>
        <source>Could not archive “%1”: %2</source>
        <translation>Impossible d’archiver « %1 » : %2</translation>
    </message>
    <message>
        <source>Could not restore “%1”: %2</source>
        <translation>Impossible de restaurer « %1 » : %2</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceBrowser</name>
    <message>
        <source>Search audiences by name or page name (Ctrl+F)</source>
        <translation>Rechercher des audiences par nom ou nom de page (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search audiences</source>
        <translation>Rechercher des audiences</translation>
    </message>
    <message>
        <source>Audiences by page</source>
        <translation>Audiences par page</translation>
    </message>
    <message>
        <source>Searching audiences…</source>
        <translation>Recherche des audiences…</translation>
    </message>
    <message>
        <source>Could not search audiences</source>
        <translation>La recherche d’audiences a échoué</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Audiences</translation>
    </message>
    <message>
        <source>No audiences yet</source>
        <translation>Pas encore d’audience</translation>
    </message>
    <message>
        <source>None of the pages has an audience.</source>
        <translation>Aucune page n’a d’audience.</translation>
    </message>
    <message>
        <source>No audience matches “%1”</source>
        <translation>Aucune audience ne correspond à « %1 »</translation>
    </message>
    <message>
        <source>The search looks at audience names and page names.</source>
        <translation>La recherche porte sur les noms d’audience et de page.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Effacer la recherche</translation>
    </message>
    <message>
        <source>The first %1 matches, on %2. Type more of a name to narrow the search.</source>
        <translation>Les %1 premiers résultats, sur %2. Tapez davantage d’un nom pour affiner.</translation>
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
        <translation>%1 sur %2</translation>
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
        <translation>Brouillons en attente uniquement</translation>
    </message>
    <message>
        <source>Show only the audiences with a draft waiting to be published, as far as this console has seen</source>
        <translation>N’afficher que les audiences ayant un brouillon en attente de publication, d’après ce que cette console a vu</translation>
    </message>
    <message>
        <source>No draft waiting</source>
        <translation>Aucun brouillon en attente</translation>
    </message>
    <message>
        <source>As far as this console has seen, no audience here has a draft waiting to be published.</source>
        <translation>D’après ce que cette console a vu, aucune audience ici n’a de brouillon en attente de publication.</translation>
    </message>
    <message>
        <source>Show all audiences</source>
        <translation>Afficher toutes les audiences</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>drafts waiting on pages</comment>
        <translation>%1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s) waiting</source>
        <translation>
            <numerusform>%n brouillon en attente</numerusform>
            <numerusform>%n brouillons en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>Write to the Editing Agent</source>
        <translation>Écrire à l’agent d’édition</translation>
    </message>
    <message>
        <source>Publish the Chosen Version…</source>
        <translation>Publier la version choisie…</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceDetailView</name>
    <message>
        <source>&amp;Archive…</source>
        <translation>&amp;Archiver…</translation>
    </message>
    <message>
        <source>Archive this audience (Delete)</source>
        <translation>Archiver cette audience (Suppr)</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>The service offers no call to read one audience, so only its name and page are known here. Its status, versions, overrides and metadata appear once it has been archived or restored from this console.</source>
        <translation>Le service n’offre aucun appel pour lire une audience ; seuls son nom et sa page sont donc connus ici. Son statut, ses versions, ses remplacements et ses métadonnées apparaissent une fois qu’elle a été archivée ou restaurée depuis cette console.</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Remplacements</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Open this page in Pages ›</source>
        <translation>Ouvrir cette page dans Pages ›</translation>
    </message>
    <message>
        <source>Audiences found</source>
        <translation>Audiences trouvées</translation>
    </message>
    <message>
        <source>Page ID</source>
        <translation>ID de page</translation>
    </message>
    <message>
        <source>Choose an audience to see what is known about it, and to archive or restore it.</source>
        <translation>Choisissez une audience pour voir ce qui en est connu, et pour l’archiver ou la restaurer.</translation>
    </message>
    <message>
        <source>On page “%1” ›</source>
        <translation>Sur la page « %1 » ›</translation>
    </message>
    <message>
        <source>Open the page in Pages</source>
        <translation>Ouvrir la page dans Pages</translation>
    </message>
    <message>
        <source>Only archived audiences can be restored</source>
        <translation>Seules les audiences archivées peuvent être restaurées</translation>
    </message>
    <message>
        <source>Restore this audience</source>
        <translation>Restaurer cette audience</translation>
    </message>
    <message>
        <source>Status unknown</source>
        <translation>Statut inconnu</translation>
    </message>
    <message>
        <source>The search does not tell an audience’s status</source>
        <translation>La recherche n’indique pas le statut d’une audience</translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation>ID d’audience</translation>
    </message>
    <message>
        <source>Status as the service last returned it</source>
        <translation>Statut tel que le service l’a renvoyé en dernier</translation>
    </message>
    <message>
        <source>Computed name</source>
        <translation>Nom calculé</translation>
    </message>
    <message>
        <source>Custom name</source>
        <translation>Nom personnalisé</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Person route key</source>
        <translation>Clé de route de la personne</translation>
    </message>
    <message>
        <source>Supplementary context</source>
        <translation>Contexte complémentaire</translation>
    </message>
    <message>
        <source>New page agent</source>
        <translation>Nouvel agent de page</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Action URL</source>
        <translation>URL d’action</translation>
    </message>
    <message>
        <source>Action form ID</source>
        <translation>ID du formulaire d’action</translation>
    </message>
    <message>
        <source>Form instructions</source>
        <translation>Instructions du formulaire</translation>
    </message>
    <message>
        <source>v%1 · %2</source>
        <translation>v%1 · %2</translation>
    </message>
    <message>
        <source>published %1</source>
        <translation>publiée %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>créée %1</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Dernière</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publiée</translation>
    </message>
    <message>
        <source>Latest version ID</source>
        <translation>ID de la dernière version</translation>
    </message>
    <message>
        <source>Override: %1</source>
        <translation>Remplacé : %1</translation>
    </message>
    <message>
        <source>The service returned no metadata for this audience.</source>
        <translation>Le service n’a renvoyé aucune métadonnée pour cette audience.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Canonical URL</source>
        <translation>URL canonique</translation>
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
        <translation>En ligne : version %1</translation>
    </message>
    <message>
        <source>Published from this console in this session; the service offers no call to read an audience’s status</source>
        <translation>Publiée depuis cette console pendant cette session ; le service n’offre aucun appel pour lire le statut d’une audience</translation>
    </message>
    <message>
        <source>Audience details</source>
        <translation>Détails de l’audience</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceSelection</name>
    <message>
        <source>Ask the Agent…</source>
        <translation>Demander à l’agent…</translation>
    </message>
    <message>
        <source>Send one instruction to every selected audience&apos;s editing agent</source>
        <translation>Envoyer une même instruction à l’agent d’édition de chaque audience sélectionnée</translation>
    </message>
    <message>
        <source>Publish Selected…</source>
        <translation>Publier la sélection…</translation>
    </message>
    <message>
        <source>Publish the drafts of the selected audiences as one release</source>
        <translation>Publier les brouillons des audiences sélectionnées en une seule publication groupée</translation>
    </message>
    <message>
        <source>All Audiences of This Page</source>
        <translation>Toutes les audiences de cette page</translation>
    </message>
    <message>
        <source>Select every audience of the current audience&apos;s page</source>
        <translation>Sélectionner toutes les audiences de la page de l’audience actuelle</translation>
    </message>
    <message>
        <source>Ask the Agent (%1)…</source>
        <translation>Demander à l’agent (%1)…</translation>
    </message>
    <message>
        <source>Publish %1 Selected…</source>
        <translation>Publier la sélection (%1)…</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::AudienceWorkspaceView</name>
    <message>
        <source>This audience is archived: its workspace is read-only. Restore it to edit or publish.</source>
        <translation>Cette audience est archivée : son espace de travail est en lecture seule. Restaurez-la pour la modifier ou la publier.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Loading the conversation…</source>
        <translation>Chargement de la conversation…</translation>
    </message>
    <message>
        <source>No conversation yet</source>
        <translation>Pas encore de conversation</translation>
    </message>
    <message>
        <source>Tell the agent what to change: write below and press Ctrl+Enter.</source>
        <translation>Dites à l’agent ce qu’il doit modifier : écrivez ci-dessous et appuyez sur Ctrl+Entrée.</translation>
    </message>
    <message>
        <source>Could not load the conversation</source>
        <translation>Impossible de charger la conversation</translation>
    </message>
    <message>
        <source>C&amp;ontext</source>
        <translation>C&amp;ontexte</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Détails</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Live: version %1</source>
        <translation>En ligne : version %1</translation>
    </message>
    <message>
        <source>Newest: %1 (%2)</source>
        <translation>Plus récente : %1 (%2)</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>a new version</source>
        <translation>une nouvelle version</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>This audience is archived: restore it to edit.</source>
        <translation>Cette audience est archivée : restaurez-la pour la modifier.</translation>
    </message>
    <message>
        <source>V&amp;ersions</source>
        <translation>V&amp;ersions</translation>
    </message>
    <message>
        <source>A publish of this version is already under way.</source>
        <translation>Une publication de cette version est déjà en cours.</translation>
    </message>
    <message>
        <source>The console is not connected to the service.</source>
        <translation>La console n’est pas connectée au service.</translation>
    </message>
    <message>
        <source>Not published</source>
        <translation>Non publiée</translation>
    </message>
    <message>
        <source>Version %1 was not published. %2</source>
        <translation>La version %1 n’a pas été publiée. %2</translation>
    </message>
    <message>
        <source>Co&amp;nversation</source>
        <translation>Co&amp;nversation</translation>
    </message>
    <message>
        <source>The conversation of this audience is no longer open.</source>
        <translation>La conversation de cette audience n’est plus ouverte.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::BatchRunView</name>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::BulkComposerDialog</name>
    <message numerus="yes">
        <source>Ask the agent of %n audience(s)</source>
        <translation>
            <numerusform>Demander à l’agent de %n audience</numerusform>
            <numerusform>Demander aux agents de %n audiences</numerusform>
        </translation>
    </message>
    <message>
        <source>One instruction, sent to each audience&apos;s editing agent. Each audience gets its own message and its own draft; its workspace shows the message like any other.</source>
        <translation>Une seule instruction, envoyée à l’agent d’édition de chaque audience. Chaque audience reçoit son propre message et son propre brouillon ; son espace de travail affiche le message comme n’importe quel autre.</translation>
    </message>
    <message>
        <source>What should the agents change? For example: Lead with the 30-day pilot.</source>
        <translation>Que doivent modifier les agents ? Par exemple : Mettre en avant le projet pilote de 30 jours.</translation>
    </message>
    <message>
        <source>Instruction for every chosen audience</source>
        <translation>Instruction pour chaque audience choisie</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Chosen audiences</source>
        <translation>Audiences choisies</translation>
    </message>
    <message numerus="yes">
        <source>Send to %n audience(s)</source>
        <translation>
            <numerusform>Envoyer à %n audience</numerusform>
            <numerusform>Envoyer à %n audiences</numerusform>
        </translation>
    </message>
    <message>
        <source>Retry Failed</source>
        <translation>Relancer les échecs</translation>
    </message>
    <message>
        <source>Nothing was sent: there is no connection.</source>
        <translation>Rien n’a été envoyé : pas de connexion.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ColumnMenu</name>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::Composer</name>
    <message>
        <source>Message to the editing agent</source>
        <translation>Message à l’agent d’édition</translation>
    </message>
    <message>
        <source>Tell the agent what to change, e.g. “Make the meta title shorter and mention pricing”. Ctrl+Enter sends.</source>
        <translation>Dites à l’agent ce qu’il doit modifier, p. ex. « Raccourcir le méta-titre et mentionner les tarifs ». Ctrl+Entrée envoie.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>%1 / %2 characters</source>
        <translation>%1 / %2 caractères</translation>
    </message>
    <message>
        <source>Sending is not possible now.</source>
        <translation>L’envoi est impossible pour le moment.</translation>
    </message>
    <message>
        <source>Send to the editing agent (Ctrl+Enter)</source>
        <translation>Envoyer à l’agent d’édition (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ConnectionBar</name>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>Retry Now</source>
        <translation>Réessayer maintenant</translation>
    </message>
    <message>
        <source>Enter the Key…</source>
        <translation>Saisir la clé…</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Each write stays in its place with Retry.</source>
        <translation>Chaque écriture reste à sa place, avec « Réessayer ».</translation>
    </message>
    <message>
        <source>Trying again now…</source>
        <translation>Nouvelle tentative en cours…</translation>
    </message>
    <message numerus="yes">
        <source>Trying again in %n second(s).</source>
        <translation>
            <numerusform>Nouvelle tentative dans %n seconde.</numerusform>
            <numerusform>Nouvelle tentative dans %n secondes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) wait to be sent: each stays in its place with Retry.</source>
        <translation>
            <numerusform>%n écriture attend d’être envoyée : elle reste à sa place, avec « Réessayer ».</numerusform>
            <numerusform>%n écritures attendent d’être envoyées : chacune reste à sa place, avec « Réessayer ».</numerusform>
        </translation>
    </message>
    <message>
        <source>The service answers again</source>
        <translation>Le service répond de nouveau</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) could not be sent while it was out of reach. Nothing is sent by itself: send them now, or each from its place.</source>
        <translation>
            <numerusform>%n écriture n’a pas pu être envoyée pendant que le service était injoignable. Rien n’est envoyé automatiquement : envoyez-la maintenant, ou depuis sa place.</numerusform>
            <numerusform>%n écritures n’ont pas pu être envoyées pendant que le service était injoignable. Rien n’est envoyé automatiquement : envoyez-les maintenant, ou chacune depuis sa place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Send the %n Waiting Write(s)</source>
        <translation>
            <numerusform>Envoyer l’écriture en attente (%n)</numerusform>
            <numerusform>Envoyer les %n écritures en attente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ContextPanel</name>
    <message>
        <source>The context appears once the conversation has loaded.</source>
        <translation>Le contexte apparaît une fois la conversation chargée.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(non renseigné)</translation>
    </message>
    <message>
        <source>Supplementary context</source>
        <translation>Contexte complémentaire</translation>
    </message>
    <message>
        <source>Meta title</source>
        <translation>Méta-titre</translation>
    </message>
    <message>
        <source>Meta description</source>
        <translation>Méta-description</translation>
    </message>
    <message>
        <source>Meta keywords</source>
        <translation>Mots-clés méta</translation>
    </message>
    <message>
        <source>Page context</source>
        <translation>Contexte de la page</translation>
    </message>
    <message>
        <source>The audience&apos;s context</source>
        <translation>Contexte de l’audience</translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation>Aperçus, en ligne et après publication</translation>
    </message>
    <message>
        <source>Search and social previews</source>
        <translation>Aperçus pour la recherche et les réseaux sociaux</translation>
    </message>
    <message>
        <source>Search and social previews, live and after</source>
        <translation>Aperçus pour la recherche et les réseaux sociaux, en ligne et après</translation>
    </message>
    <message>
        <source>Publishing now would change nothing a visitor sees.</source>
        <translation>Publier maintenant ne changerait rien à ce que voit un visiteur.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) would change for every visitor of this audience.</source>
        <translation>
            <numerusform>%n champ changerait pour chaque visiteur de cette audience.</numerusform>
            <numerusform>%n champs changeraient pour chaque visiteur de cette audience.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agent&apos;s steps (%n)</source>
        <translation>
            <numerusform>Étapes de l’agent (%n)</numerusform>
            <numerusform>Étapes de l’agent (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>As last read: the conversation could not be read again (%1).</source>
        <translation>Tel que lu la dernière fois : la conversation n’a pas pu être relue (%1).</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ConversationView</name>
    <message>
        <source>Conversation with the editing agent</source>
        <translation>Conversation avec l’agent d’édition</translation>
    </message>
    <message>
        <source>↓ Jump to latest</source>
        <translation>↓ Aller aux derniers messages</translation>
    </message>
    <message>
        <source>New messages arrived below (End)</source>
        <translation>De nouveaux messages sont arrivés plus bas (Fin)</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copier en Markdown</translation>
    </message>
    <message>
        <source>Copy Message ID</source>
        <translation>Copier l’ID du message</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::DateRangeBar</name>
    <message>
        <source>Date range</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation>Période précédente</translation>
    </message>
    <message>
        <source>The period of the same length before this one (Alt+Left)</source>
        <translation>La période de même durée qui précède (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Next period</source>
        <translation>Période suivante</translation>
    </message>
    <message>
        <source>The period of the same length after this one (Alt+Right)</source>
        <translation>La période de même durée qui suit (Alt+Droite)</translation>
    </message>
    <message>
        <source>Whole days in your time zone (%1), from the first day&apos;s midnight to the end of the last day, sent to the service in UTC.</source>
        <translation>Jours entiers dans votre fuseau horaire (%1), de minuit le premier jour jusqu’à la fin du dernier jour, envoyés au service en UTC.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::FooterLinksSection</name>
    <message>
        <source>Footer links</source>
        <translation>Liens de pied de page</translation>
    </message>
    <message>
        <source>Footer links (%1)</source>
        <translation>Liens de pied de page (%1)</translation>
    </message>
    <message>
        <source>The service sent no footer links for this page.</source>
        <translation>Le service n’a envoyé aucun lien de pied de page pour cette page.</translation>
    </message>
    <message>
        <source>The footer has no links.</source>
        <translation>Le pied de page n’a aucun lien.</translation>
    </message>
    <message>
        <source>(untitled group)</source>
        <translation>(groupe sans titre)</translation>
    </message>
    <message>
        <source>No links.</source>
        <translation>Aucun lien.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ForgetEntriesDialog</name>
    <message>
        <source>Forget Activity Entries</source>
        <translation>Effacer des entrées de l’activité</translation>
    </message>
    <message>
        <source>Forget entries older than</source>
        <translation>Effacer les entrées plus anciennes que</translation>
    </message>
    <message>
        <source>a week</source>
        <translation>une semaine</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 jours</translation>
    </message>
    <message>
        <source>90 days</source>
        <translation>90 jours</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>un an</translation>
    </message>
    <message>
        <source>a day I choose…</source>
        <translation>une date de mon choix…</translation>
    </message>
    <message>
        <source>Forget entries that started before</source>
        <translation>Effacer les entrées commencées avant</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Forget entries older than:</source>
        <translation>Effacer les entrées plus anciennes que :</translation>
    </message>
    <message>
        <source>Started before:</source>
        <translation>Commencées avant :</translation>
    </message>
    <message>
        <source>No finished entry is that old: nothing would be forgotten.</source>
        <translation>Aucune entrée terminée n’est aussi ancienne : rien ne serait effacé.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished entries will be forgotten. Writes that are not confirmed or still in progress are kept.</source>
        <translation>
            <numerusform>%n entrée terminée sera effacée. Les écritures non confirmées ou encore en cours sont conservées.</numerusform>
            <numerusform>%n entrées terminées seront effacées. Les écritures non confirmées ou encore en cours sont conservées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImagePlaceholder</name>
    <message>
        <source>No image</source>
        <translation>Pas d’image</translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation>Image : %1</translation>
    </message>
    <message>
        <source>Image placeholder</source>
        <translation>Emplacement d’image</translation>
    </message>
    <message>
        <source>Image without alt text</source>
        <translation>Image sans texte alternatif</translation>
    </message>
    <message>
        <source>Image: %1
%2</source>
        <translation>Image : %1
%2</translation>
    </message>
    <message>
        <source>Not loaded: %1</source>
        <translation>Non chargée : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactCard</name>
    <message>
        <source>&amp;Windows:</source>
        <translation>&amp;Fenêtres :</translation>
    </message>
    <message numerus="yes">
        <source>%n week(s) before and after</source>
        <translation>
            <numerusform>%n semaine avant et après</numerusform>
            <numerusform>%n semaines avant et après</numerusform>
        </translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save these figures, the windows and the caveat as CSV</source>
        <translation>Enregistrer ces chiffres, les fenêtres et la mise en garde en CSV</translation>
    </message>
    <message>
        <source>Choose a published version to see whether it worked.</source>
        <translation>Choisissez une version publiée pour voir si elle a porté ses fruits.</translation>
    </message>
    <message>
        <source>Loading the windows&apos; days: %1 of %2</source>
        <translation>Chargement des jours des fenêtres : %1 sur %2</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>Export the impact as CSV</source>
        <translation>Exporter l’impact en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>Undo This Publish…</source>
        <translation>Annuler cette publication…</translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation>Créer un brouillon avec les valeurs d’avant cette publication, en établir la preuve, puis le publier</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactDialog</name>
    <message>
        <source>Did it work? Version %1</source>
        <translation>Quel impact ? Version %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ImpactTables</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>no verdict: too little data</source>
        <translation>pas de verdict : trop peu de données</translation>
    </message>
    <message>
        <source>about the same</source>
        <translation>quasi stable</translation>
    </message>
    <message>
        <source>better</source>
        <translation>mieux</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>moins bien</translation>
    </message>
    <message>
        <source>unlikely to be chance alone</source>
        <translation>hasard seul peu probable</translation>
    </message>
    <message>
        <source>could be chance</source>
        <translation>hasard possible</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>of %1 → %2</source>
        <translation>sur %1 → %2</translation>
    </message>
    <message>
        <source>this audience: %1 relative to them</source>
        <translation>cette audience : %1 par rapport à elles</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Évolution</translation>
    </message>
    <message>
        <source>Rest of the page</source>
        <translation>Reste de la page</translation>
    </message>
    <message>
        <source>Rates before and after the publish</source>
        <translation>Taux avant et après la publication</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Averages before and after the publish</source>
        <translation>Moyennes avant et après la publication</translation>
    </message>
    <message>
        <source>judged: %1 relative, %2</source>
        <translation>jugé : %1 en relatif, %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::KeyField</name>
    <message>
        <source>API key</source>
        <translation>Clé d’API</translation>
    </message>
    <message>
        <source>Hide key</source>
        <translation>Masquer la clé</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>Afficher la clé</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::KpiTile</name>
    <message>
        <source>Previous period: %1
%2</source>
        <translation>Période précédente : %1
%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ListDetailPlace</name>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Choose a profile with the profile button in the tool bar, or start the demo sandbox.</source>
        <translation>Choisissez un profil avec le bouton de profil de la barre d’outils, ou démarrez le bac à sable de démonstration.</translation>
    </message>
    <message>
        <source>The chosen profile is not connected: the status bar says why. The profile button in the tool bar edits it or chooses another.</source>
        <translation>Le profil choisi n’est pas connecté : la barre d’état en indique la raison. Le bouton de profil de la barre d’outils permet de le modifier ou d’en choisir un autre.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ListStateWidget</name>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>Nothing here yet</source>
        <translation>Rien ici pour l’instant</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Could not load</source>
        <translation>Chargement impossible</translation>
    </message>
    <message>
        <source>Loading more…</source>
        <translation>Chargement de la suite…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Reading again…</source>
        <translation>Nouvelle lecture…</translation>
    </message>
    <message>
        <source>Last read %1; %2</source>
        <translation>Dernière lecture %1 ; %2</translation>
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
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>Back to the previous place (Alt+Left)</source>
        <translation>Revenir à l’endroit précédent (Alt+Gauche)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Suivant (Alt+Droite)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Reload this place from the service (Ctrl+R, F5)</source>
        <translation>Recharger cet endroit depuis le service (Ctrl+R, F5)</translation>
    </message>
    <message>
        <source>&amp;Quick Search…</source>
        <translation>Recherche &amp;rapide…</translation>
    </message>
    <message>
        <source>&amp;Find in This Place</source>
        <translation>&amp;Chercher ici</translation>
    </message>
    <message>
        <source>Focus the &amp;Sidebar</source>
        <translation>Aller à la &amp;barre latérale</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Aller</translation>
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
        <translation>Profil : %1</translation>
    </message>
    <message>
        <source>Version %1 is ready to review</source>
        <translation>La version %1 est prête à être relue</translation>
    </message>
    <message>
        <source>Version %1 was cancelled</source>
        <translation>La version %1 a été annulée</translation>
    </message>
    <message>
        <source>Audience “%1”</source>
        <translation>Audience « %1 »</translation>
    </message>
    <message>
        <source>Version %1: %2</source>
        <translation>Version %1 : %2</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Audience Console</source>
        <translation>À &amp;propos d’Audience Console</translation>
    </message>
    <message>
        <source>About Audience Console</source>
        <translation>À propos d’Audience Console</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Audience Console&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;A desktop console for the Audience Pages Service: landing pages, their audiences, the editing agent, publishing and analytics.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Audience Console&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Une console de bureau pour l’Audience Pages Service : pages d’atterrissage, leurs audiences, l’agent d’édition, la publication et les statistiques.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Discard them and go on, or stay to save them?</source>
        <translation>Les abandonner et continuer, ou rester pour les enregistrer ?</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>Go to any loaded page, audience, person or topic (Ctrl+K)</source>
        <translation>Aller à une page, une audience, une personne ou un sujet chargés (Ctrl+K)</translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>%1
%2
It is listed in Review under “Needs a look”.</source>
        <translation>%1
%2
L’alerte figure dans Relecture, sous « À examiner ».</translation>
    </message>
    <message>
        <source>Open Impact Card</source>
        <translation>Ouvrir la fiche d’impact</translation>
    </message>
    <message>
        <source>Open Audience</source>
        <translation>Ouvrir l’audience</translation>
    </message>
    <message>
        <source>Open &amp;Impact Card of the First Alert</source>
        <translation>Ouvrir la fiche d’&amp;impact de la première alerte</translation>
    </message>
    <message>
        <source>The “Did it work?” card of the first publish under Review’s “Needs a look” (Ctrl+I)</source>
        <translation>La fiche « Quel impact ? » de la première publication sous « À examiner » dans Relecture (Ctrl+I)</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NavigationSidebar</name>
    <message>
        <source>Places</source>
        <translation>Endroits</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
        <translation>À examiner</translation>
    </message>
    <message>
        <source>Needs a look (%1)</source>
        <translation>À examiner (%1)</translation>
    </message>
    <message>
        <source>Open Impact Card</source>
        <translation>Ouvrir la fiche d’impact</translation>
    </message>
    <message>
        <source>Open the impact card of version %1 of %2</source>
        <translation>Ouvrir la fiche d’impact de la version %1 de %2</translation>
    </message>
    <message>
        <source>See the figures before and after this publish, and undo it from there if it hurt</source>
        <translation>Voir les chiffres avant et après cette publication, et l’annuler depuis cet écran si elle a nui</translation>
    </message>
    <message>
        <source>Dismiss this alert about version %1 of %2</source>
        <translation>Ignorer cette alerte sur la version %1 de %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Show the dismissed alert again</source>
        <translation>Afficher de nouveau l’alerte ignorée</translation>
    </message>
    <message>
        <source>Dismissed: %1 (version %2 of %3).</source>
        <translation>Ignorée : %1 (version %2 de %3).</translation>
    </message>
    <message>
        <source>Dismiss This Alert</source>
        <translation>Ignorer cette alerte</translation>
    </message>
    <message numerus="yes">
        <source>Hide this alert (it can be undone for %n second(s)); nothing is changed on the page</source>
        <translation>
            <numerusform>Masquer cette alerte (annulable pendant %n seconde) ; rien n’est modifié sur la page</numerusform>
            <numerusform>Masquer cette alerte (annulable pendant %n secondes) ; rien n’est modifié sur la page</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::NotificationBar</name>
    <message>
        <source>Notification</source>
        <translation>Notification</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Dismiss notification</source>
        <translation>Fermer la notification</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
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
        <translation>Actions</translation>
    </message>
    <message>
        <source>Actions (%1)</source>
        <translation>Actions (%1)</translation>
    </message>
    <message>
        <source>This page has no calls to action.</source>
        <translation>Cette page n’a pas d’appel à l’action.</translation>
    </message>
    <message>
        <source>(no button title)</source>
        <translation>(pas de titre de bouton)</translation>
    </message>
    <message>
        <source>header action</source>
        <translation>action d’en-tête</translation>
    </message>
    <message>
        <source>Action ID: %1</source>
        <translation>ID d’action : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageAudiencesSection</name>
    <message>
        <source>Audiences</source>
        <translation>Audiences</translation>
    </message>
    <message>
        <source>Audiences of the page</source>
        <translation>Audiences de la page</translation>
    </message>
    <message>
        <source>Looking for the page’s audiences…</source>
        <translation>Recherche des audiences de la page…</translation>
    </message>
    <message>
        <source>Could not load the audiences</source>
        <translation>Impossible de charger les audiences</translation>
    </message>
    <message>
        <source>Open in Audiences</source>
        <translation>Ouvrir dans Audiences</translation>
    </message>
    <message>
        <source>Audiences (%1)</source>
        <translation>Audiences (%1)</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connect to a profile to see the page’s audiences.</source>
        <translation>Connectez-vous à un profil pour voir les audiences de la page.</translation>
    </message>
    <message>
        <source>No audiences</source>
        <translation>Aucune audience</translation>
    </message>
    <message>
        <source>The search for “%1” found too many audiences to list; open the Audiences browser to search by name.</source>
        <translation>La recherche de « %1 » a trouvé trop d’audiences pour les lister ; ouvrez Audiences pour chercher par nom.</translation>
    </message>
    <message>
        <source>The audience search found no audiences of this page.</source>
        <translation>La recherche d’audiences n’a trouvé aucune audience de cette page.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageDetailView</name>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Loading page…</source>
        <translation>Chargement de la page…</translation>
    </message>
    <message>
        <source>Could not load the page</source>
        <translation>Impossible de charger la page</translation>
    </message>
    <message>
        <source>No page selected</source>
        <translation>Aucune page sélectionnée</translation>
    </message>
    <message>
        <source>Choose a page in the list to see its overview, previews, audiences, actions and scripts.</source>
        <translation>Choisissez une page dans la liste pour voir sa vue d’ensemble, ses aperçus, ses audiences, ses actions et ses scripts.</translation>
    </message>
    <message>
        <source>Page details</source>
        <translation>Détails de la page</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageFilterBar</name>
    <message>
        <source>Search loaded pages by name or title (Ctrl+F)</source>
        <translation>Rechercher dans les pages chargées par nom ou titre (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search pages</source>
        <translation>Rechercher des pages</translation>
    </message>
    <message>
        <source>Status filter</source>
        <translation>Filtre de statut</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Tous les statuts</translation>
    </message>
    <message>
        <source>Type filter</source>
        <translation>Filtre de type</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>&amp;Statut :</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>T&amp;ype :</translation>
    </message>
    <message>
        <source>%1 of %2 loaded pages match</source>
        <translation>%1 des %2 pages chargées correspondent</translation>
    </message>
    <message>
        <source>%1 of %2 pages loaded</source>
        <translation>%1 pages chargées sur %2</translation>
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
        <translation>Choisissez un lien pour voir où il mène.</translation>
    </message>
    <message>
        <source>Open &amp;Audience</source>
        <translation>Ouvrir l’&amp;audience</translation>
    </message>
    <message>
        <source>Open &amp;Page</source>
        <translation>Ouvrir la &amp;page</translation>
    </message>
    <message>
        <source>(no path)</source>
        <translation>(aucun chemin)</translation>
    </message>
    <message>
        <source>Deleted %1: this link no longer leads anywhere.</source>
        <translation>Supprimé : %1. Ce lien ne mène plus nulle part.</translation>
    </message>
    <message>
        <source>Link ID</source>
        <translation>ID du lien</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Type de cible</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Domain ID</source>
        <translation>ID de domaine</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimé</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>A link names the audience it leads to, but not its page. To open the page of a page or routing link, choose the page in the filters: every link found then leads to it.</source>
        <translation>Un lien indique l’audience vers laquelle il mène, mais pas sa page. Pour ouvrir la page d’un lien de page ou de routage, choisissez la page dans les filtres : chaque lien trouvé y mène alors.</translation>
    </message>
    <message>
        <source>Audience ID</source>
        <translation>ID d’audience</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinkFilterBar</name>
    <message>
        <source>Search paths…</source>
        <translation>Rechercher des chemins…</translation>
    </message>
    <message>
        <source>Search page links by path</source>
        <translation>Rechercher des liens de page par chemin</translation>
    </message>
    <message>
        <source>Page the links lead to</source>
        <translation>Page vers laquelle mènent les liens</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Type de cible</translation>
    </message>
    <message>
        <source>Any target</source>
        <translation>Toute cible</translation>
    </message>
    <message>
        <source>Tenant domain ID</source>
        <translation>ID de domaine du locataire</translation>
    </message>
    <message>
        <source>The ID of a custom domain (a tenant domain ID, as links show it). Empty: the service&apos;s fallback subdomain.</source>
        <translation>L’ID d’un domaine personnalisé (un ID de domaine du locataire, tel que les liens l’affichent). Vide : le sous-domaine par défaut du service.</translation>
    </message>
    <message>
        <source>Fallback subdomain</source>
        <translation>Sous-domaine par défaut</translation>
    </message>
    <message>
        <source>Any page</source>
        <translation>Toute page</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n lien</numerusform>
            <numerusform>%n liens</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 links</source>
        <translation>%1 liens sur %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinksPlace</name>
    <message>
        <source>Page links</source>
        <translation>Liens de page</translation>
    </message>
    <message>
        <source>Searching page links…</source>
        <translation>Recherche des liens de page…</translation>
    </message>
    <message>
        <source>Could not search the page links</source>
        <translation>Impossible de rechercher les liens de page</translation>
    </message>
    <message>
        <source>Page Links</source>
        <translation>Liens de page</translation>
    </message>
    <message>
        <source>No page links</source>
        <translation>Aucun lien de page</translation>
    </message>
    <message>
        <source>No links on the fallback subdomain. Links on a custom domain are found with its domain ID in the Domain box.</source>
        <translation>Aucun lien sur le sous-domaine par défaut. Les liens d’un domaine personnalisé se trouvent avec son ID de domaine, dans le champ du domaine.</translation>
    </message>
    <message>
        <source>No link matches</source>
        <translation>Aucun lien ne correspond</translation>
    </message>
    <message>
        <source>No link on the fallback subdomain matches these filters.</source>
        <translation>Aucun lien du sous-domaine par défaut ne correspond à ces filtres.</translation>
    </message>
    <message>
        <source>No link on the domain %1 matches these filters (an unknown domain ID finds nothing).</source>
        <translation>Aucun lien du domaine %1 ne correspond à ces filtres (un ID de domaine inconnu ne trouve rien).</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageLinksSection</name>
    <message>
        <source>Page links</source>
        <translation>Liens de page</translation>
    </message>
    <message>
        <source>Links to the page</source>
        <translation>Liens vers la page</translation>
    </message>
    <message>
        <source>Looking for links to the page…</source>
        <translation>Recherche des liens vers la page…</translation>
    </message>
    <message>
        <source>Could not search the page links</source>
        <translation>Impossible de rechercher les liens de page</translation>
    </message>
    <message>
        <source>Open Linked Audience</source>
        <translation>Ouvrir l’audience liée</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connect to a profile to see the links to the page.</source>
        <translation>Connectez-vous à un profil pour voir les liens vers la page.</translation>
    </message>
    <message>
        <source>No links</source>
        <translation>Aucun lien</translation>
    </message>
    <message>
        <source>No link on the fallback subdomain leads to this page. Links on a custom domain are found with its domain ID.</source>
        <translation>Aucun lien du sous-domaine par défaut ne mène à cette page. Les liens d’un domaine personnalisé se trouvent avec son ID de domaine.</translation>
    </message>
    <message>
        <source>No link on the domain %1 leads to this page.</source>
        <translation>Aucun lien du domaine %1 ne mène à cette page.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageOverviewSection</name>
    <message>
        <source>(untitled page)</source>
        <translation>(page sans titre)</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Brand</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Audiences</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifiée</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimée</translation>
    </message>
    <message>
        <source>“%1” (%2)</source>
        <translation>« %1 » (%2)</translation>
    </message>
    <message>
        <source>Header action</source>
        <translation>Action d’en-tête</translation>
    </message>
    <message>
        <source>Page ID</source>
        <translation>ID de page</translation>
    </message>
    <message>
        <source>&amp;Analytics</source>
        <translation>Stat&amp;istiques</translation>
    </message>
    <message>
        <source>How this page&apos;s audiences do: sessions, conversion, trends</source>
        <translation>Les résultats des audiences de cette page : sessions, conversion, tendances</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PagePreviewsSection</name>
    <message>
        <source>Search and social</source>
        <translation>Recherche et réseaux sociaux</translation>
    </message>
    <message>
        <source>Shared link (Open Graph)</source>
        <translation>Lien partagé (Open Graph)</translation>
    </message>
    <message>
        <source>Twitter / X card</source>
        <translation>Carte Twitter / X</translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>Résultat de recherche</translation>
    </message>
    <message>
        <source>All metadata fields</source>
        <translation>Tous les champs de métadonnées</translation>
    </message>
    <message>
        <source>The page has no metadata: the previews fall back on its title.</source>
        <translation>La page n’a pas de métadonnées : les aperçus utilisent son titre.</translation>
    </message>
    <message>
        <source>No SEO title: search engines will use the page title.</source>
        <translation>Pas de titre SEO : les moteurs de recherche utiliseront le titre de la page.</translation>
    </message>
    <message>
        <source>The SEO title has %1 characters; search engines usually cut it after about %2.</source>
        <translation>Le titre SEO compte %1 caractères ; les moteurs de recherche le coupent en général vers %2.</translation>
    </message>
    <message>
        <source>No meta description.</source>
        <translation>Pas de méta-description.</translation>
    </message>
    <message>
        <source>The meta description has %1 characters; search engines usually cut it after about %2.</source>
        <translation>La méta-description compte %1 caractères ; les moteurs de recherche la coupent en général vers %2.</translation>
    </message>
    <message>
        <source>No canonical URL.</source>
        <translation>Pas d’URL canonique.</translation>
    </message>
    <message>
        <source>No Open Graph image: shared links show no picture.</source>
        <translation>Pas d’image Open Graph : les liens partagés n’affichent aucune image.</translation>
    </message>
    <message>
        <source>The Open Graph image has no alt text.</source>
        <translation>L’image Open Graph n’a pas de texte alternatif.</translation>
    </message>
    <message>
        <source>Robots say “noindex”: search engines will not list this page.</source>
        <translation>Robots indique « noindex » : les moteurs de recherche ne listeront pas cette page.</translation>
    </message>
    <message>
        <source>✓ Title, description, address and share image are all set.</source>
        <translation>✓ Titre, description, adresse et image de partage sont définis.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Mots-clés</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Robots</source>
        <translation>Robots</translation>
    </message>
    <message>
        <source>Canonical URL</source>
        <translation>URL canonique</translation>
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
        <translation>fichier og:image</translation>
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
        <translation>fichier twitter:image</translation>
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
        <translation>Couleur du thème</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PageScriptsSection</name>
    <message>
        <source>Scripts</source>
        <translation>Scripts</translation>
    </message>
    <message>
        <source>Scripts (%1)</source>
        <translation>Scripts (%1)</translation>
    </message>
    <message>
        <source>No scripts are injected into this page.</source>
        <translation>Aucun script n’est injecté dans cette page.</translation>
    </message>
    <message>
        <source>(unnamed script)</source>
        <translation>(script sans nom)</translation>
    </message>
    <message>
        <source>in &lt;%1&gt;</source>
        <translation>dans &lt;%1&gt;</translation>
    </message>
    <message>
        <source>Enabled: unknown</source>
        <translation>Activé : inconnu</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activé</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Code of %1</source>
        <translation>Code de %1</translation>
    </message>
    <message>
        <source>Injection point: %1</source>
        <translation>Point d’injection : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PagesBrowser</name>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Loading pages…</source>
        <translation>Chargement des pages…</translation>
    </message>
    <message>
        <source>Could not load the pages</source>
        <translation>Impossible de charger les pages</translation>
    </message>
    <message>
        <source>No page matches</source>
        <translation>Aucune page ne correspond</translation>
    </message>
    <message>
        <source>None of the loaded pages matches the search and filters. More pages may load as you scroll once the filters are cleared.</source>
        <translation>Aucune page chargée ne correspond à la recherche et aux filtres. D’autres pages peuvent se charger en faisant défiler, une fois les filtres effacés.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <source>No pages yet</source>
        <translation>Pas encore de page</translation>
    </message>
    <message>
        <source>This workspace has no landing pages. Pages created in the service appear here after a reload (F5).</source>
        <translation>Cet espace n’a pas de page d’atterrissage. Les pages créées dans le service apparaissent ici après un rechargement (F5).</translation>
    </message>
    <message>
        <source>Open &amp;Analytics</source>
        <translation>Ouvrir les &amp;statistiques</translation>
    </message>
    <message>
        <source>Copy Page &amp;ID</source>
        <translation>Copier l’&amp;ID de la page</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PeoplePlace</name>
    <message>
        <source>Search people by name, email, domain, phone or slug (Ctrl+F)</source>
        <translation>Rechercher des personnes par nom, e-mail, domaine, téléphone ou slug (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search people</source>
        <translation>Rechercher des personnes</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personnes</translation>
    </message>
    <message>
        <source>Edit person</source>
        <translation>Modifier la personne</translation>
    </message>
    <message>
        <source>Add log entry</source>
        <translation>Ajouter une entrée de journal</translation>
    </message>
    <message>
        <source>Searching people…</source>
        <translation>Recherche des personnes…</translation>
    </message>
    <message>
        <source>Could not search people</source>
        <translation>La recherche de personnes a échoué</translation>
    </message>
    <message>
        <source>No people yet</source>
        <translation>Pas encore de personne</translation>
    </message>
    <message>
        <source>People appear here when the service learns of them, for example from a log entry.</source>
        <translation>Les personnes apparaissent ici dès que le service les connaît, par exemple grâce à une entrée de journal.</translation>
    </message>
    <message>
        <source>No one matches “%1”</source>
        <translation>Personne ne correspond à « %1 »</translation>
    </message>
    <message>
        <source>The search looks at name, email, domain, phone number and slug.</source>
        <translation>La recherche porte sur le nom, l’e-mail, le domaine, le numéro de téléphone et le slug.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Effacer la recherche</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonAccountLine</name>
    <message>
        <source>Open Account</source>
        <translation>Ouvrir le compte</translation>
    </message>
    <message>
        <source>Account: none known yet. The service gives a person no account; an account opened in Accounts names its people, and they show it here.</source>
        <translation>Compte : aucun connu pour l’instant. Le service n’associe aucun compte à une personne ; un compte ouvert dans Comptes mentionne ses personnes, qui l’affichent alors ici.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation>Compte : %1</translation>
    </message>
    <message>
        <source>Account: %1, by their domain</source>
        <translation>Compte : %1, d’après son domaine</translation>
    </message>
    <message>
        <source>Open the account %1</source>
        <translation>Ouvrir le compte %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonDetailView</name>
    <message>
        <source>Person %1 is not among the people loaded in this session.
The service can only search people (by name, email, domain, phone or slug): search for them on the left.</source>
        <translation>La personne %1 ne fait pas partie des personnes chargées pendant cette session.
Le service permet seulement de rechercher des personnes (par nom, e-mail, domaine, téléphone ou slug) : recherchez-la à gauche.</translation>
    </message>
    <message>
        <source>Choose a person on the left to see their details and activity.</source>
        <translation>Choisissez une personne à gauche pour voir ses détails et son activité.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonEditForm</name>
    <message>
        <source>:</source>
        <translation> :</translation>
    </message>
    <message>
        <source>Slug:</source>
        <translation>Slug :</translation>
    </message>
    <message>
        <source>Person ID:</source>
        <translation>ID de la personne :</translation>
    </message>
    <message>
        <source>Created:</source>
        <translation>Créée :</translation>
    </message>
    <message>
        <source>Updated:</source>
        <translation>Modifiée :</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifier</translation>
    </message>
    <message>
        <source>Edit this person&apos;s fields (F2)</source>
        <translation>Modifier les champs de cette personne (F2)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the changed fields (Ctrl+S)</source>
        <translation>Enregistrer les champs modifiés (Ctrl+S)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <source>Put every field back as the service has it (Escape)</source>
        <translation>Remettre chaque champ tel que le service l’a (Échap)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Enregistré : %1.</translation>
    </message>
    <message>
        <source>(none: empty removes it)</source>
        <translation>(non renseigné : laisser vide le supprime)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>✎ Changed</source>
        <translation>✎ Modifié</translation>
    </message>
    <message>
        <source>✎ Changed. %1</source>
        <translation>✎ Modifié. %1</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>⚠ Not saved: %1. Your changes are kept.</source>
        <translation>⚠ Non enregistré : %1. Vos modifications sont conservées.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PersonLogView</name>
    <message>
        <source>&lt;b&gt;Activity&lt;/b&gt;</source>
        <translation>&lt;b&gt;Activité&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Show &amp;deleted</source>
        <translation>Afficher les &amp;supprimées</translation>
    </message>
    <message>
        <source>Also list entries that were deleted; they are marked “Deleted”</source>
        <translation>Lister aussi les entrées supprimées ; elles sont marquées « Supprimée »</translation>
    </message>
    <message>
        <source>&amp;Add log entry…</source>
        <translation>Ajouter une en&amp;trée de journal…</translation>
    </message>
    <message>
        <source>Record an activity for this person or someone else (Ctrl+L)</source>
        <translation>Enregistrer une activité pour cette personne ou quelqu’un d’autre (Ctrl+L)</translation>
    </message>
    <message>
        <source>Activity log, newest first</source>
        <translation>Journal d’activité, du plus récent au plus ancien</translation>
    </message>
    <message>
        <source>Loading the activity log…</source>
        <translation>Chargement du journal d’activité…</translation>
    </message>
    <message>
        <source>Show &amp;payload</source>
        <translation>Afficher la &amp;charge utile</translation>
    </message>
    <message>
        <source>Show the selected entry&apos;s payload as indented JSON (Enter)</source>
        <translation>Afficher la charge utile de l’entrée sélectionnée en JSON indenté (Entrée)</translation>
    </message>
    <message>
        <source>Payload of the selected entry</source>
        <translation>Charge utile de l’entrée sélectionnée</translation>
    </message>
    <message>
        <source>Could not load the activity log</source>
        <translation>Impossible de charger le journal d’activité</translation>
    </message>
    <message>
        <source>No activity</source>
        <translation>Aucune activité</translation>
    </message>
    <message>
        <source>Nothing was ever logged for this person.</source>
        <translation>Rien n’a jamais été journalisé pour cette personne.</translation>
    </message>
    <message>
        <source>Nothing logged for this person (deleted entries are hidden).</source>
        <translation>Rien n’est journalisé pour cette personne (les entrées supprimées sont masquées).</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entrée</numerusform>
            <numerusform>%n entrées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n deleted</source>
        <translation>
            <numerusform>%1, dont %n supprimée</numerusform>
            <numerusform>%1, dont %n supprimées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, loading more…</source>
        <translation>%1, chargement de la suite…</translation>
    </message>
    <message>
        <source>&amp;Open page %1</source>
        <translation>&amp;Ouvrir la page %1</translation>
    </message>
    <message>
        <source>Open a&amp;udience %1</source>
        <translation>Ouvrir l’a&amp;udience %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PlacePlugins</name>
    <message>
        <source>%1 is not the plugin of this place.</source>
        <translation>%1 n’est pas le module de cet espace.</translation>
    </message>
    <message>
        <source>%1 belongs to version %2 of the console, not to this one (%3).</source>
        <translation>%1 appartient à la version %2 de la console, pas à celle-ci (%3).</translation>
    </message>
    <message>
        <source>%1 is not a place of the console.</source>
        <translation>%1 n’est pas un espace de la console.</translation>
    </message>
    <message>
        <source>%1 made no place.</source>
        <translation>%1 n’a créé aucun espace.</translation>
    </message>
    <message>
        <source>The file %1 is in none of these folders: %2.</source>
        <translation>Le fichier %1 n’est dans aucun de ces dossiers : %2.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PreviewComparison</name>
    <message>
        <source>Live now</source>
        <translation>En ligne actuellement</translation>
    </message>
    <message>
        <source>After publishing</source>
        <translation>Après publication</translation>
    </message>
    <message>
        <source>Google result</source>
        <translation>Résultat Google</translation>
    </message>
    <message>
        <source>Shared link (LinkedIn, Facebook)</source>
        <translation>Lien partagé (LinkedIn, Facebook)</translation>
    </message>
    <message>
        <source>X card</source>
        <translation>Carte X</translation>
    </message>
    <message>
        <source>No share image: shared links show no picture.</source>
        <translation>Pas d’image de partage : les liens partagés n’affichent aucune image.</translation>
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
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Bleu sarcelle</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>Staging</source>
        <translation>Préproduction</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Développement</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>New Profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <source>Edit Profile</source>
        <translation>Modifier le profil</translation>
    </message>
    <message>
        <source>API Key</source>
        <translation>Clé d’API</translation>
    </message>
    <message>
        <source>e.g. Acme production</source>
        <translation>p. ex. Acme production</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>https://api.example.com</source>
        <translation>https://api.example.com</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>Allow plain &amp;HTTP to this host (the key travels unencrypted)</source>
        <translation>Autoriser le &amp;HTTP simple vers cet hôte (la clé circule en clair)</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Libellé :</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d’API :</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Kept in your system keychain, never in a settings file.</source>
        <translation>Conservée dans le trousseau de votre système, jamais dans un fichier de configuration.</translation>
    </message>
    <message>
        <source>Leave empty to keep the key stored in your keychain.</source>
        <translation>Laissez vide pour garder la clé enregistrée dans votre trousseau.</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Inchangée</translation>
    </message>
    <message>
        <source>Paste the API key for this workspace.</source>
        <translation>Collez la clé d’API de cet espace de travail.</translation>
    </message>
    <message>
        <source>The address now points to another host: enter the key again so it is not sent somewhere new by mistake.</source>
        <translation>L’adresse pointe maintenant vers un autre hôte : saisissez à nouveau la clé pour qu’elle ne soit pas envoyée ailleurs par erreur.</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>A reply from the service larger than this is refused while it arrives, so a broken service cannot fill this computer&apos;s memory. %1 MB holds every real reply with room to spare: leave it unless support asks you to change it.</source>
        <translation>Une réponse du service plus volumineuse est refusée dès sa réception, pour qu’un service défaillant ne puisse pas saturer la mémoire de cet ordinateur. %1 Mo suffisent largement pour toute réponse réelle : ne modifiez cette valeur que si le support vous le demande.</translation>
    </message>
    <message>
        <source>Largest reply &amp;accepted:</source>
        <translation>Taille maximale de &amp;réponse acceptée :</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ProfileSwitcher</name>
    <message>
        <source>Profiles</source>
        <translation>Profils</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;New Profile…</source>
        <translation>&amp;Nouveau profil…</translation>
    </message>
    <message>
        <source>&amp;Edit “%1”…</source>
        <translation>&amp;Modifier « %1 »…</translation>
    </message>
    <message>
        <source>&amp;Edit Profile…</source>
        <translation>&amp;Modifier le profil…</translation>
    </message>
    <message>
        <source>&amp;Delete “%1”…</source>
        <translation>&amp;Supprimer « %1 »…</translation>
    </message>
    <message>
        <source>&amp;Delete Profile…</source>
        <translation>&amp;Supprimer le profil…</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Aucun profil</translation>
    </message>
    <message>
        <source>Choose a profile to connect to</source>
        <translation>Choisissez un profil auquel vous connecter</translation>
    </message>
    <message>
        <source>Profile: none</source>
        <translation>Profil : aucun</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Local demo sandbox on this computer</source>
        <translation>Bac à sable de démonstration local, sur cet ordinateur</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Profile: %1, %2</source>
        <translation>Profil : %1, %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Profile: %1, %2, %3</source>
        <translation>Profil : %1, %2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::PublishDialog</name>
    <message>
        <source>Publish Version %1</source>
        <translation>Publier la version %1</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>la version %1</translation>
    </message>
    <message>
        <source>the new version</source>
        <translation>la nouvelle version</translation>
    </message>
    <message>
        <source>Publish the New Version</source>
        <translation>Publier la nouvelle version</translation>
    </message>
    <message>
        <source>Checks before publishing</source>
        <translation>Vérifications avant publication</translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation>Aperçus, en ligne et après publication</translation>
    </message>
    <message>
        <source>Publish %1 of “%2”? No field ends up different from what is live now, so visitors would see no difference.</source>
        <translation>Publier %1 de « %2 » ? Aucun champ ne diffère au final de ce qui est en ligne, les visiteurs ne verraient donc aucune différence.</translation>
    </message>
    <message numerus="yes">
        <source>Publish %1 of “%2”? %n field(s) change for every visitor of this audience.</source>
        <translation>
            <numerusform>Publier %1 de « %2 » ? %n champ change pour chaque visiteur de cette audience.</numerusform>
            <numerusform>Publier %1 de « %2 » ? %n champs changent pour chaque visiteur de cette audience.</numerusform>
        </translation>
    </message>
    <message>
        <source>Publish Anyway</source>
        <translation>Publier quand même</translation>
    </message>
    <message>
        <source>The draft changed since you opened this: look at what goes live again, then confirm.</source>
        <translation>Le brouillon a changé depuis l’ouverture de cette fenêtre : revoyez ce qui sera mis en ligne, puis confirmez.</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>&amp;Relire</translation>
    </message>
    <message>
        <source>The service answered with an error: what goes live could not be read again. Publish waits until it is read again.</source>
        <translation>Le service a répondu par une erreur : ce qui sera mis en ligne n’a pas pu être relu. La publication attend une nouvelle lecture.</translation>
    </message>
    <message>
        <source>The connection was lost: what goes live could not be read again. Publish waits until it is read again.</source>
        <translation>La connexion a été perdue : ce qui sera mis en ligne n’a pas pu être relu. La publication attend une nouvelle lecture.</translation>
    </message>
    <message>
        <source>Publish %1 of “%2”? What goes live could not be read.</source>
        <translation>Publier %1 de « %2 » ? Ce qui sera mis en ligne n’a pas pu être lu.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::QuickSearchPopup</name>
    <message>
        <source>Quick search</source>
        <translation>Recherche rapide</translation>
    </message>
    <message>
        <source>Go to a loaded page or audience…</source>
        <translation>Aller à une page ou une audience chargée…</translation>
    </message>
    <message>
        <source>↑↓ to choose · Enter to open · Esc to close</source>
        <translation>↑↓ pour choisir · Entrée pour ouvrir · Échap pour fermer</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Nothing is loaded yet. Pages and audiences appear here once their lists have loaded.</source>
        <translation>Rien n’est encore chargé. Les pages et audiences apparaissent ici une fois leurs listes chargées.</translation>
    </message>
    <message>
        <source>Nothing loaded matches “%1”. The quick search looks through the pages and audiences loaded so far.</source>
        <translation>Rien de chargé ne correspond à « %1 ». La recherche rapide parcourt les pages et audiences déjà chargées.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::RatesChartView</name>
    <message>
        <source>Rates per audience</source>
        <translation>Taux par audience</translation>
    </message>
    <message>
        <source>Conversion, form-submit and bounce rate per audience</source>
        <translation>Taux de conversion, d’envoi de formulaire et de rebond par audience</translation>
    </message>
    <message>
        <source>%1
Conversion rate: %2
Form-submit rate: %3
Bounce rate: %4
Sessions: %5</source>
        <translation>%1
Taux de conversion : %2
Taux d’envoi de formulaire : %3
Taux de rebond : %4
Sessions : %5</translation>
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
            <numerusform>Publier %n audience en une publication groupée</numerusform>
            <numerusform>Publier %n audiences en une publication groupée</numerusform>
        </translation>
    </message>
    <message>
        <source>Every chosen audience&apos;s draft goes live together. Check what goes live for each; an audience with an error cannot be included, and warnings need your acknowledgement.</source>
        <translation>Les brouillons de toutes les audiences choisies sont mis en ligne ensemble. Vérifiez ce qui sera mis en ligne pour chacune ; une audience avec une erreur ne peut pas être incluse, et vous devez prendre en compte les avertissements.</translation>
    </message>
    <message>
        <source>Audiences in this release</source>
        <translation>Audiences de cette publication groupée</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Acknowledge All Warnings</source>
        <translation>Prendre en compte les avertissements</translation>
    </message>
    <message>
        <source>Retry Failed</source>
        <translation>Relancer les échecs</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publier</translation>
    </message>
    <message>
        <source>Open audience</source>
        <translation>Ouvrir l’audience</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n audience(s) can be published</source>
        <translation>
            <numerusform>Audience publiable : %1 sur %n</numerusform>
            <numerusform>Audiences publiables : %1 sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>reading what goes live…</source>
        <translation>lecture de ce qui sera mis en ligne…</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be included</source>
        <translation>
            <numerusform>%n ne peut pas être incluse</numerusform>
            <numerusform>%n ne peuvent pas être incluses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings to acknowledge</source>
        <translation>
            <numerusform>%n avec des avertissements à prendre en compte</numerusform>
            <numerusform>%n avec des avertissements à prendre en compte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Publish %n Audience(s)</source>
        <translation>
            <numerusform>Publier %n audience</numerusform>
            <numerusform>Publier %n audiences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Acknowledged the warnings of %n audience(s):</source>
        <translation>
            <numerusform>Avertissements pris en compte pour %n audience :</numerusform>
            <numerusform>Avertissements pris en compte pour %n audiences :</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The release did not start. %1</source>
        <translation>La publication groupée n’a pas démarré. %1</translation>
    </message>
    <message>
        <source>The release could not start: there is nothing to publish, or no connection.</source>
        <translation>La publication groupée n’a pas pu démarrer : il n’y a rien à publier, ou pas de connexion.</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>&amp;Relire</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleaseUndoDialog</name>
    <message>
        <source>Undo This Release</source>
        <translation>Annuler cette publication groupée</translation>
    </message>
    <message>
        <source>Audiences of the release</source>
        <translation>Audiences de la publication groupée</translation>
    </message>
    <message>
        <source>&amp;Take the old values of the fields a later publish changed again</source>
        <translation>Reprendre les &amp;anciennes valeurs des champs qu’une publication ultérieure a modifiés de nouveau</translation>
    </message>
    <message>
        <source>&lt;b&gt;Instructions&lt;/b&gt;: one to each audience&apos;s agent, its own values</source>
        <translation>&lt;b&gt;Instructions&lt;/b&gt; : une à l’agent de chaque audience, avec ses propres valeurs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Publishes&lt;/b&gt;: the proven drafts, as one release</source>
        <translation>&lt;b&gt;Publications&lt;/b&gt; : les brouillons prouvés, en une publication groupée</translation>
    </message>
    <message>
        <source>&amp;Send Instructions</source>
        <translation>&amp;Envoyer les instructions</translation>
    </message>
    <message>
        <source>Ask each audience&apos;s agent for a draft with the values from before the release; nothing goes live yet</source>
        <translation>Demander à l’agent de chaque audience un brouillon avec les valeurs d’avant la publication groupée ; rien n’est encore mis en ligne</translation>
    </message>
    <message>
        <source>&amp;Publish Proven</source>
        <translation>&amp;Publier les brouillons prouvés</translation>
    </message>
    <message>
        <source>Publish every draft proved equal to its values before the release, as one release</source>
        <translation>Publier en une publication groupée chaque brouillon dont la preuve établit qu’il correspond aux valeurs d’avant la publication groupée</translation>
    </message>
    <message>
        <source>Undo the release of %1: each audience&apos;s values from before it, proved, then published as one release.</source>
        <translation>Annuler la publication groupée du %1 : les valeurs de chaque audience d’avant celle-ci, avec preuve établie, puis publiées en une publication groupée.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>&amp;Ask Again</source>
        <translation>&amp;Redemander</translation>
    </message>
    <message>
        <source>&amp;Publish Proven (%1)</source>
        <translation>&amp;Publier les brouillons prouvés (%1)</translation>
    </message>
    <message>
        <source>Reading what the release changed and what is live now…</source>
        <translation>Lecture de ce que la publication groupée a modifié et de ce qui est en ligne…</translation>
    </message>
    <message numerus="yes">
        <source>Publish %n proven draft(s) as one release? Each puts back the values from before the release.</source>
        <translation>
            <numerusform>Publier %n brouillon prouvé en une publication groupée ? Il rétablit les valeurs d’avant la publication groupée.</numerusform>
            <numerusform>Publier %n brouillons prouvés en une publication groupée ? Chacun rétablit les valeurs d’avant la publication groupée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Publish Proven Drafts</source>
        <translation>Publier les brouillons prouvés</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>&amp;Relire</translation>
    </message>
    <message>
        <source>Read again the audiences whose conversation could not be read</source>
        <translation>Relire les audiences dont la conversation n’a pas pu être lue</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReleasesCutShortView</name>
    <message>
        <source>Releases cut short</source>
        <translation>Publications groupées interrompues</translation>
    </message>
    <message numerus="yes">
        <source>The release of %1 (%n audience(s)) was cut short: %2.</source>
        <translation>
            <numerusform>La publication groupée du %1 (%n audience) a été interrompue : %2.</numerusform>
            <numerusform>La publication groupée du %1 (%n audiences) a été interrompue : %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Dismiss this release</source>
        <translation>Ne plus afficher cette publication groupée</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::RequestActivityIndicator</name>
    <message>
        <source>Retrying %1 (attempt %2) in %3 s</source>
        <translation>Nouvel essai de %1 (tentative %2) dans %3 s</translation>
    </message>
    <message>
        <source>Retrying %1 (attempt %2)</source>
        <translation>Nouvel essai de %1 (tentative %2)</translation>
    </message>
    <message>
        <source>The service did not answer well; the console tries again by itself.</source>
        <translation>Le service a mal répondu ; la console réessaie d’elle-même.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in flight</source>
        <translation>
            <numerusform>%n requête en cours</numerusform>
            <numerusform>%n requêtes en cours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReviewDetailView</name>
    <message>
        <source>Only the service knows the ID of the version that holds these changes: this console has not seen it. Ask the agent to confirm the draft; its answer names the version, and the draft then appears here like any other.</source>
        <translation>Seul le service connaît l’ID de la version qui contient ces modifications : cette console ne l’a pas vue. Demandez à l’agent de confirmer le brouillon ; sa réponse indique la version, et le brouillon apparaît alors ici comme les autres.</translation>
    </message>
    <message>
        <source>Ask the Agent to Confirm the Draft</source>
        <translation>Demander à l’agent de confirmer le brouillon</translation>
    </message>
    <message>
        <source>Open in Audiences</source>
        <translation>Ouvrir dans Audiences</translation>
    </message>
    <message>
        <source>Checks before publishing</source>
        <translation>Vérifications avant publication</translation>
    </message>
    <message>
        <source>Previews, live and after publishing</source>
        <translation>Aperçus, en ligne et après publication</translation>
    </message>
    <message>
        <source>Choose a draft to see what goes live with it.</source>
        <translation>Choisissez un brouillon pour voir ce qui sera mis en ligne avec lui.</translation>
    </message>
    <message numerus="yes">
        <source>%n audience(s) chosen. Ask the agent, or publish them, with the buttons under the list.</source>
        <translation>
            <numerusform>%n audience choisie. Envoyez une instruction à l’agent, ou publiez-la, avec les boutons sous la liste.</numerusform>
            <numerusform>%n audiences choisies. Envoyez une instruction à l’agent, ou publiez-les, avec les boutons sous la liste.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — draft version %2</source>
        <translation>%1 — version brouillon %2</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>Lecture de la conversation…</translation>
    </message>
    <message>
        <source>Could not read the conversation: %1</source>
        <translation>Impossible de lire la conversation : %1</translation>
    </message>
    <message>
        <source>No field ends up different from what is live now.</source>
        <translation>Aucun champ ne diffère au final de ce qui est en ligne.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) change for every visitor of this audience.</source>
        <translation>
            <numerusform>%n champ change pour chaque visiteur de cette audience.</numerusform>
            <numerusform>%n champs changent pour chaque visiteur de cette audience.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::ReviewPlace</name>
    <message>
        <source>Drafts waiting, by page</source>
        <translation>Brouillons en attente, par page</translation>
    </message>
    <message>
        <source>Page to scan</source>
        <translation>Page à analyser</translation>
    </message>
    <message>
        <source>Scan This Page</source>
        <translation>Analyser cette page</translation>
    </message>
    <message>
        <source>Read the conversation of each of the page’s audiences (four at a time) and list those with changes in a version this console has not seen</source>
        <translation>Lire la conversation de chacune des audiences de la page (quatre à la fois) et lister celles qui ont des modifications dans une version que cette console n’a pas vue</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation>Progression de l’analyse</translation>
    </message>
    <message>
        <source>Ask the Agent…</source>
        <translation>Demander à l’agent…</translation>
    </message>
    <message>
        <source>Send one instruction to the editing agent of every chosen audience</source>
        <translation>Envoyer une même instruction à l’agent d’édition de chaque audience choisie</translation>
    </message>
    <message>
        <source>Publish Selected…</source>
        <translation>Publier la sélection…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>Publishes the chosen drafts whose version this console knows; an audience whose version it has not seen is left out until the agent confirms its draft</source>
        <translation>Publie les brouillons choisis dont cette console connaît la version ; une audience dont elle n’a pas vu la version est exclue jusqu’à ce que l’agent confirme son brouillon</translation>
    </message>
    <message>
        <source>Publish the chosen drafts as one release, after a confirmation</source>
        <translation>Publier les brouillons choisis en une seule publication groupée, après confirmation</translation>
    </message>
    <message>
        <source>Could not send the request to the agent: not connected.</source>
        <translation>Impossible d’envoyer la demande à l’agent : non connecté.</translation>
    </message>
    <message>
        <source>Asked the agent to confirm the draft. It appears here once the agent has made it.</source>
        <translation>L’agent a été invité à confirmer le brouillon. Celui-ci apparaîtra ici une fois que l’agent l’aura créé.</translation>
    </message>
    <message>
        <source>No draft waiting</source>
        <translation>Aucun brouillon en attente</translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s) waiting</source>
        <translation>
            <numerusform>%n brouillon en attente</numerusform>
            <numerusform>%n brouillons en attente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a version not seen</source>
        <translation>
            <numerusform>%n avec une version non vue</numerusform>
            <numerusform>%n avec une version non vue</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel the scan</source>
        <translation>Annuler l’analyse</translation>
    </message>
    <message>
        <source>Scan All Pages</source>
        <translation>Analyser toutes les pages</translation>
    </message>
    <message>
        <source>Scan every page of the workspace, four pages at a time, and list the audiences with changes in a version this console has not seen</source>
        <translation>Analyser chaque page de l’espace de travail (quatre pages à la fois) et lister les audiences qui ont des modifications dans une version que cette console n’a pas vue</translation>
    </message>
    <message>
        <source>Pages scanned</source>
        <translation>Pages analysées</translation>
    </message>
    <message>
        <source>As far as this console has seen, no audience has a draft waiting. Drafts made elsewhere show up when you scan their page, or all pages.</source>
        <translation>D’après ce que cette console a vu, aucune audience n’a de brouillon en attente. Les brouillons créés ailleurs apparaissent quand vous analysez leur page, ou toutes les pages.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SearchResultPreview</name>
    <message>
        <source>Search result preview</source>
        <translation>Aperçu du résultat de recherche</translation>
    </message>
    <message>
        <source>(no address: the page sets no canonical URL)</source>
        <translation>(pas d’adresse : la page ne définit pas d’URL canonique)</translation>
    </message>
    <message>
        <source>No description: search engines will quote text from the page.</source>
        <translation>Pas de description : les moteurs de recherche citeront du texte de la page.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SessionCardView</name>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Copié ✓</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>LinkedIn</source>
        <translation>LinkedIn</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>✓ Completed</source>
        <translation>✓ Terminée</translation>
    </message>
    <message>
        <source>⟳ Pending</source>
        <translation>⟳ En attente</translation>
    </message>
    <message>
        <source>⚠ Failed</source>
        <translation>⚠ En échec</translation>
    </message>
    <message>
        <source>? %1</source>
        <translation>? %1</translation>
    </message>
    <message>
        <source>Session &amp;ID:</source>
        <translation>&amp;ID de session :</translation>
    </message>
    <message>
        <source>Paste a session ID (sess_… or asess_…)</source>
        <translation>Collez un ID de session (sess_… ou asess_…)</translation>
    </message>
    <message>
        <source>Session ID</source>
        <translation>ID de session</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversion</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Formulaire</translation>
    </message>
    <message>
        <source>Bounce</source>
        <translation>Rebond</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Visit</source>
        <translation>Visite</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Time spent</source>
        <translation>Temps passé</translation>
    </message>
    <message>
        <source>Max scroll depth</source>
        <translation>Profondeur de défilement max.</translation>
    </message>
    <message>
        <source>Total clicks</source>
        <translation>Total des clics</translation>
    </message>
    <message>
        <source>Questions asked</source>
        <translation>Questions posées</translation>
    </message>
    <message>
        <source>Source (UTM)</source>
        <translation>Source (UTM)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Terme</translation>
    </message>
    <message>
        <source>Form submission</source>
        <translation>Envoi du formulaire</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Identifier type</source>
        <translation>Type d’identifiant</translation>
    </message>
    <message>
        <source>Submission ID</source>
        <translation>ID de l’envoi</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identité</translation>
    </message>
    <message>
        <source>Copy the analytics session ID</source>
        <translation>Copier l’ID de session analytique</translation>
    </message>
    <message>
        <source>Analytics session ID</source>
        <translation>ID de session analytique</translation>
    </message>
    <message>
        <source>Copy the audience session ID</source>
        <translation>Copier l’ID de session d’audience</translation>
    </message>
    <message>
        <source>Audience session ID</source>
        <translation>ID de session d’audience</translation>
    </message>
    <message>
        <source>Open page ›</source>
        <translation>Ouvrir la page ›</translation>
    </message>
    <message>
        <source>Open the page in Pages</source>
        <translation>Ouvrir la page dans Pages</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Open audience ›</source>
        <translation>Ouvrir l’audience ›</translation>
    </message>
    <message>
        <source>Audience</source>
        <translation>Audience</translation>
    </message>
    <message>
        <source>Re&amp;cent sessions</source>
        <translation>Sessions ré&amp;centes</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Sessions récentes</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Empty the list of recent sessions of this profile</source>
        <translation>Vider la liste des sessions récentes de ce profil</translation>
    </message>
    <message>
        <source>Choose a page first: a session is opened on the page it belongs to.</source>
        <translation>Choisissez d’abord une page : une session s’ouvre sur la page à laquelle elle appartient.</translation>
    </message>
    <message>
        <source>Type or paste a session ID first.</source>
        <translation>Saisissez ou collez d’abord un ID de session.</translation>
    </message>
    <message>
        <source>Open this session of “%1” (Enter)</source>
        <translation>Ouvrir cette session de « %1 » (Entrée)</translation>
    </message>
    <message>
        <source>Loading session %1…</source>
        <translation>Chargement de la session %1…</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Choose a page first: a session is opened by its ID on the page it belongs to.</source>
        <translation>Choisissez d’abord une page : une session s’ouvre par son ID sur la page à laquelle elle appartient.</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Session %1</translation>
    </message>
    <message>
        <source>✓ Converted</source>
        <translation>✓ Convertie</translation>
    </message>
    <message>
        <source>✗ Not converted</source>
        <translation>✗ Non convertie</translation>
    </message>
    <message>
        <source>✓ Form submitted</source>
        <translation>✓ Formulaire envoyé</translation>
    </message>
    <message>
        <source>✗ No form submitted</source>
        <translation>✗ Aucun formulaire envoyé</translation>
    </message>
    <message>
        <source>↩ Bounced</source>
        <translation>↩ Rebond</translation>
    </message>
    <message>
        <source>Not a bounce</source>
        <translation>Pas de rebond</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>still open</source>
        <translation>encore ouverte</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>pas encore disponible</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>none</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>Direct visit (no UTM parameters)</source>
        <translation>Visite directe (aucun paramètre UTM)</translation>
    </message>
    <message>
        <source>(no URL)</source>
        <translation>(pas d’URL)</translation>
    </message>
    <message>
        <source>no audience matched</source>
        <translation>aucune audience correspondante</translation>
    </message>
    <message>
        <source>No audience matched this session</source>
        <translation>Aucune audience ne correspond à cette session</translation>
    </message>
    <message>
        <source>Open the audience in Audiences</source>
        <translation>Ouvrir l’audience dans Audiences</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouverte : %1</translation>
    </message>
    <message>
        <source>On another page</source>
        <translation>Sur une autre page</translation>
    </message>
    <message>
        <source>On another page: choose that page first</source>
        <translation>Sur une autre page : choisissez d’abord cette page</translation>
    </message>
    <message>
        <source>Session %1 is on another page (“%2”): choose that page first.</source>
        <translation>La session %1 se trouve sur une autre page (« %2 ») : choisissez d’abord cette page.</translation>
    </message>
    <message>
        <source>Session details</source>
        <translation>Détails de la session</translation>
    </message>
    <message>
        <source>The service cannot list sessions: a session&apos;s ID (sess_… or asess_…) comes from your site&apos;s own tracking or a form submission on the page, or from someone who shares it. The sessions you open are listed here, for this profile.</source>
        <translation>Le service ne peut pas lister les sessions : l’ID d’une session (sess_… ou asess_…) vient du suivi propre à votre site ou d’un envoi de formulaire sur la page, ou de quelqu’un qui le partage. Les sessions que vous ouvrez sont listées ici, pour ce profil.</translation>
    </message>
    <message>
        <source>Paste the ID of a visitor session on “%1” (or choose one below) and press Open to see how the visit went: its outcome, engagement, source and who it was.</source>
        <translation>Collez l’ID d’une session de visiteur sur « %1 » (ou choisissez-en une ci-dessous) et cliquez sur Ouvrir pour voir comment s’est passée la visite : son résultat, l’engagement, la source et l’identité du visiteur.</translation>
    </message>
    <message>
        <source>not opened yet</source>
        <translation>pas encore ouverte</translation>
    </message>
    <message>
        <source>Not opened yet: open it to see how the visit went</source>
        <translation>Pas encore ouverte : ouvrez-la pour voir comment s’est passée la visite</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SessionsChartView</name>
    <message numerus="yes">
        <source>Other audiences (%n)</source>
        <translation>
            <numerusform>Autre audience (%n)</numerusform>
            <numerusform>Autres audiences (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sessions per audience</source>
        <translation>Sessions par audience</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 session(s), %3 % of all the page&apos;s sessions</source>
        <translation>
            <numerusform>%1
%2 session, %3 % de toutes les sessions de la page</numerusform>
            <numerusform>%1
%2 sessions, %3 % de toutes les sessions de la page</numerusform>
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
        <translation>Espace de travail de l’audience</translation>
    </message>
    <message>
        <source>Send the message</source>
        <translation>Envoyer le message</translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Previous / next period of the same length</source>
        <translation>Période précédente / suivante de même durée</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>Listes</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Effacer la recherche</translation>
    </message>
    <message>
        <source>Audiences</source>
        <translation>Audiences</translation>
    </message>
    <message>
        <source>Archive the selected audience</source>
        <translation>Archiver l’audience sélectionnée</translation>
    </message>
    <message>
        <source>Quick search</source>
        <translation>Recherche rapide</translation>
    </message>
    <message>
        <source>Open the chosen item / close</source>
        <translation>Ouvrir l’élément choisi / fermer</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Find a shortcut by what it does or its keys</source>
        <translation>Chercher un raccourci par action ou par touches</translation>
    </message>
    <message>
        <source>Find a shortcut</source>
        <translation>Chercher un raccourci</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Copy the chosen message as Markdown</source>
        <translation>Copier le message choisi en Markdown</translation>
    </message>
    <message>
        <source>Jump to the latest message</source>
        <translation>Aller au dernier message</translation>
    </message>
    <message>
        <source>From the search box to the results</source>
        <translation>Du champ de recherche aux résultats</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::SocialCardPreview</name>
    <message>
        <source>Social card preview</source>
        <translation>Aperçu de la carte sociale</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(pas de description)</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::StatusLabels</name>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>En traitement</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publiée</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>En file d’attente</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::StoreNoticeBar</name>
    <message>
        <source>Open in Activity</source>
        <translation>Ouvrir dans Activité</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <source>%n write(s) were not confirmed: the console closed before the service answered. Each can be retried with its own key (applied once) or discarded.</source>
        <translation>
            <numerusform>%n écriture n’a pas été confirmée : la console s’est fermée avant la réponse du service. Elle peut être relancée avec sa propre clé (le service ne l’applique qu’une fois) ou abandonnée.</numerusform>
            <numerusform>%n écritures n’ont pas été confirmées : la console s’est fermée avant la réponse du service. Chacune peut être relancée avec sa propre clé (le service ne l’applique qu’une fois) ou abandonnée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This profile is also open in another window, which has %n write(s) in flight: they show as in progress there, and that window records what comes of them.</source>
        <translation>
            <numerusform>Ce profil est aussi ouvert dans une autre fenêtre, qui a %n écriture en cours : elle y apparaît comme en cours, et cette fenêtre enregistre ce qu’il en advient.</numerusform>
            <numerusform>Ce profil est aussi ouvert dans une autre fenêtre, qui a %n écritures en cours : elles y apparaissent comme en cours, et cette fenêtre enregistre ce qu’il en advient.</numerusform>
        </translation>
    </message>
    <message>
        <source>This profile is also open in another window: what either window writes shows in both.</source>
        <translation>Ce profil est aussi ouvert dans une autre fenêtre : ce que l’une des fenêtres écrit apparaît dans les deux.</translation>
    </message>
    <message numerus="yes">
        <source>%n outcome(s) could not be recorded yet: %1. It will be recorded when the store can be written again.</source>
        <extracomment>%1 is a cause such as &quot;the disk holding the profile is full&quot;</extracomment>
        <translation>
            <numerusform>%n résultat n’a pas encore pu être enregistré : %1. Il le sera dès que le stockage pourra de nouveau être écrit.</numerusform>
            <numerusform>%n résultats n’ont pas encore pu être enregistrés : %1. Ils le seront dès que le stockage pourra de nouveau être écrit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicDetailView</name>
    <message>
        <source>Choose a topic to see its entries.</source>
        <translation>Choisissez un sujet pour voir ses entrées.</translation>
    </message>
    <message>
        <source>Entries of the topic</source>
        <translation>Entrées du sujet</translation>
    </message>
    <message>
        <source>Loading the entries…</source>
        <translation>Chargement des entrées…</translation>
    </message>
    <message>
        <source>No entries</source>
        <translation>Aucune entrée</translation>
    </message>
    <message>
        <source>This topic has no entries yet. Add the first one below.</source>
        <translation>Ce sujet n’a pas encore d’entrée. Ajoutez la première ci-dessous.</translation>
    </message>
    <message>
        <source>Could not load the entries</source>
        <translation>Impossible de charger les entrées</translation>
    </message>
    <message>
        <source>Add an entry</source>
        <translation>Ajouter une entrée</translation>
    </message>
    <message>
        <source>%1 (default topic)</source>
        <translation>%1 (sujet par défaut)</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Topic ID</source>
        <translation>ID du sujet</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation>Ordre de tri</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicEntryForm</name>
    <message>
        <source>Content type</source>
        <translation>Type de contenu</translation>
    </message>
    <message>
        <source>What the entry says</source>
        <translation>Ce que dit l’entrée</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Sort order</source>
        <translation>Ordre de tri</translation>
    </message>
    <message>
        <source>&amp;Add Entry</source>
        <translation>&amp;Ajouter l’entrée</translation>
    </message>
    <message>
        <source>Add the entry to the topic (Ctrl+Return)</source>
        <translation>Ajouter l’entrée au sujet (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Send the same entry again. The service takes no idempotency key here: if the first try reached it, the entry may appear twice.</source>
        <translation>Renvoyer la même entrée. Le service n’accepte pas de clé d’idempotence ici : si le premier essai lui est parvenu, l’entrée peut apparaître deux fois.</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>&amp;Content:</source>
        <translation>&amp;Contenu :</translation>
    </message>
    <message>
        <source>&amp;Sort order:</source>
        <translation>&amp;Ordre de tri :</translation>
    </message>
    <message>
        <source>Adding the entry…</source>
        <translation>Ajout de l’entrée…</translation>
    </message>
    <message>
        <source>Could not add the entry: %1</source>
        <translation>Impossible d’ajouter l’entrée : %1</translation>
    </message>
    <message>
        <source>Entry added.</source>
        <translation>Entrée ajoutée.</translation>
    </message>
    <message>
        <source>Optional: entries with lower numbers come first</source>
        <translation>Facultatif : les entrées aux numéros les plus bas viennent en premier</translation>
    </message>
    <message>
        <source>A whole number, 0 or more. Entries with lower numbers come first; empty leaves the order to the service.</source>
        <translation>Un nombre entier, 0 ou plus. Les entrées aux numéros les plus bas viennent en premier ; vide, l’ordre est laissé au service.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TopicsPlace</name>
    <message>
        <source>Search topics by title or purpose…</source>
        <translation>Rechercher des sujets par titre ou objectif…</translation>
    </message>
    <message>
        <source>Search topics</source>
        <translation>Rechercher des sujets</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Sujets</translation>
    </message>
    <message>
        <source>Searching topics…</source>
        <translation>Recherche des sujets…</translation>
    </message>
    <message>
        <source>Could not search the topics</source>
        <translation>Impossible de rechercher les sujets</translation>
    </message>
    <message>
        <source>No topics yet</source>
        <translation>Pas encore de sujet</translation>
    </message>
    <message>
        <source>The knowledge base has no topics. Topics created in the service appear here after a reload (F5).</source>
        <translation>La base de connaissances n’a aucun sujet. Les sujets créés dans le service apparaissent ici après un rechargement (F5).</translation>
    </message>
    <message>
        <source>No topic matches</source>
        <translation>Aucun sujet ne correspond</translation>
    </message>
    <message>
        <source>No topic&apos;s title or purpose contains “%1”.</source>
        <translation>Aucun sujet ne contient « %1 » dans son titre ou son objectif.</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Effacer la recherche</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TrendChartView</name>
    <message>
        <source>Daily trend</source>
        <translation>Tendance quotidienne</translation>
    </message>
    <message>
        <source>Sessions and conversion rate per day</source>
        <translation>Sessions et taux de conversion par jour</translation>
    </message>
    <message>
        <source>%1: conversion rate</source>
        <translation>%1 : taux de conversion</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2 : %3</translation>
    </message>
    <message>
        <source>Sessions (solid lines)</source>
        <translation>Sessions (courbes pleines)</translation>
    </message>
    <message>
        <source>Conversion rate, % (dashed lines)</source>
        <translation>Taux de conversion, % (courbes en tirets)</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Publication</translation>
    </message>
    <message numerus="yes">
        <source>Sessions per day and conversion rate over %n day(s)</source>
        <translation>
            <numerusform>Sessions par jour et taux de conversion sur %n jour</numerusform>
            <numerusform>Sessions par jour et taux de conversion sur %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: version %2 published
%3
Click to see whether it worked.</source>
        <translation>%1 : version %2 publiée
%3
Cliquez pour voir si elle a porté ses fruits.</translation>
    </message>
    <message numerus="yes">
        <source>Conversion rate over %n day(s), % (dashed lines)</source>
        <translation>
            <numerusform>Taux de conversion sur %n jour, % (courbes en tirets)</numerusform>
            <numerusform>Taux de conversion sur %n jours, % (courbes en tirets)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) to %1</source>
        <translation>
            <numerusform>%n jour jusqu’au %1</numerusform>
            <numerusform>%n jours jusqu’au %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Audience::Ui::TrendView</name>
    <message>
        <source>Lines to draw</source>
        <translation>Courbes à tracer</translation>
    </message>
    <message>
        <source>Tick the whole page or audiences to draw their daily lines.</source>
        <translation>Cochez la page entière ou des audiences pour tracer leurs courbes quotidiennes.</translation>
    </message>
    <message>
        <source>%v of %m days</source>
        <translation>%v jours sur %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop asking for more days; the days already here stay.</source>
        <translation>Ne plus demander d’autres jours ; les jours déjà chargés restent.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message numerus="yes">
        <source>A daily trend needs a range of at most %n day(s): choose a shorter one.</source>
        <translation>
            <numerusform>Une tendance quotidienne exige une période de %n jour au plus : choisissez-en une plus courte.</numerusform>
            <numerusform>Une tendance quotidienne exige une période de %n jours au plus : choisissez-en une plus courte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asking for each day (%n at a time)…</source>
        <translation>
            <numerusform>Demande jour par jour (%n à la fois)…</numerusform>
            <numerusform>Demande jour par jour (%n à la fois)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) could not be loaded (%1); they are missing from the lines.</source>
        <translation>
            <numerusform>%n jour n’a pas pu être chargé (%1) ; il manque dans les courbes.</numerusform>
            <numerusform>%n jours n’ont pas pu être chargés (%1) ; ils manquent dans les courbes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the days loaded so far are drawn. Change the range or reload to ask for the rest.</source>
        <translation>Arrêté : les jours chargés jusqu’ici sont tracés. Changez de période ou rechargez pour demander les autres.</translation>
    </message>
    <message>
        <source>All audiences of the page together</source>
        <translation>Toutes les audiences de la page réunies</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Page entière</translation>
    </message>
    <message>
        <source>Conversion rate over 7 days</source>
        <translation>Taux de conversion sur 7 jours</translation>
    </message>
    <message>
        <source>Each day&apos;s rate is the conversions of that day and the 6 before it over their sessions: steadier than one day&apos;s rate when days have few sessions.</source>
        <translation>Le taux de chaque jour rapporte les conversions de ce jour et des 6 précédents à leurs sessions : plus stable que le taux d’un seul jour quand les jours ont peu de sessions.</translation>
    </message>
    <message>
        <source>Did it work?</source>
        <translation>Quel impact ?</translation>
    </message>
    <message>
        <source>The impact of a publish in this range: before and after, with the rest of the page</source>
        <translation>L’impact d’une publication sur cette période : avant et après, avec le reste de la page</translation>
    </message>
    <message>
        <source>%1: version %2, %3</source>
        <translation>%1 : version %2, %3</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnavailablePlace</name>
    <message>
        <source>%1 could not be loaded</source>
        <translation>Impossible de charger %1</translation>
    </message>
    <message>
        <source>The rest of the console works. Installing Audience Console again puts the missing file back.</source>
        <translation>Le reste de la console fonctionne. Réinstaller Audience Console remet en place le fichier manquant.</translation>
    </message>
    <message>
        <source>Why %1 could not be loaded</source>
        <translation>Pourquoi %1 n’a pas pu être chargé</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UndoDialog</name>
    <message>
        <source>Undo This Publish</source>
        <translation>Annuler cette publication</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UndoPane</name>
    <message>
        <source>Planned: the undo asks the agent for this</source>
        <translation>Prévu : l’annulation demande ceci à l’agent</translation>
    </message>
    <message>
        <source>Send to the Agent</source>
        <translation>Envoyer à l’agent</translation>
    </message>
    <message>
        <source>Ask the agent for a new draft holding these values; nothing goes live yet</source>
        <translation>Demander à l’agent un nouveau brouillon contenant ces valeurs ; rien n’est encore mis en ligne</translation>
    </message>
    <message>
        <source>Ask Again</source>
        <translation>Redemander</translation>
    </message>
    <message>
        <source>Publish…</source>
        <translation>Publier…</translation>
    </message>
    <message>
        <source>Undo the publish of version %1</source>
        <translation>Annuler la publication de la version %1</translation>
    </message>
    <message>
        <source>Undo this publish</source>
        <translation>Annuler cette publication</translation>
    </message>
    <message>
        <source>The agent&apos;s draft, version %1, against what is live now:</source>
        <translation>Le brouillon de l’agent, version %1, comparé à ce qui est en ligne :</translation>
    </message>
    <message>
        <source>Preview: each field version %1 changed, live now → its value before version %1.</source>
        <translation>Aperçu : chaque champ modifié par la version %1, en ligne actuellement → sa valeur d’avant la version %1.</translation>
    </message>
    <message>
        <source>Publish Version %1…</source>
        <translation>Publier la version %1…</translation>
    </message>
    <message>
        <source>%1: keep or take back</source>
        <translation>%1 : conserver ou reprendre</translation>
    </message>
    <message>
        <source>Keep the later value “%1”</source>
        <translation>Conserver la valeur ultérieure « %1 »</translation>
    </message>
    <message>
        <source>Take the old one “%1”</source>
        <translation>Reprendre l’ancienne valeur « %1 »</translation>
    </message>
    <message>
        <source>Send the values to the agent again; a field it changed unasked is asked to stay as it was</source>
        <translation>Renvoyer les valeurs à l’agent ; un champ qu’il a modifié sans qu’on le lui demande doit rester tel qu’il était</translation>
    </message>
    <message>
        <source>Read Again</source>
        <translation>Relire</translation>
    </message>
    <message>
        <source>Read what is live and the draft again; nothing is sent</source>
        <translation>Relire ce qui est en ligne et le brouillon ; rien n’est envoyé</translation>
    </message>
    <message>
        <source>Version %1, live now, against what was live before it:</source>
        <translation>Version %1, en ligne maintenant, comparée à ce qui était en ligne avant elle :</translation>
    </message>
    <message>
        <source>Reading what is live again before going on…</source>
        <translation>Nouvelle lecture de ce qui est en ligne avant de continuer…</translation>
    </message>
    <message>
        <source>Keep the value live now, whatever it is</source>
        <translation>Garder la valeur en ligne maintenant, quelle qu’elle soit</translation>
    </message>
    <message>
        <source>Publish is not offered: Ask Again sends the values again (a field changed unasked is asked to stay as it was).</source>
        <translation>La publication n’est pas proposée : « Redemander » renvoie les valeurs (un champ modifié sans demande doit rester tel qu’il était).</translation>
    </message>
    <message>
        <source>Take the Agent&apos;s %1 %2</source>
        <translation>Prendre %1 %2 de l’agent</translation>
    </message>
    <message>
        <source>Publish %1 as the agent changed it, with the undo</source>
        <translation>Publier %1 tel que l’agent l’a modifié, avec l’annulation</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnseenDraftNotice</name>
    <message>
        <source>Why Publish is not there</source>
        <translation>Pourquoi « Publier » n’est pas là</translation>
    </message>
    <message>
        <source>Ask the Agent to Confirm the Draft</source>
        <translation>Demander à l’agent de confirmer le brouillon</translation>
    </message>
    <message>
        <source>Send the agent a short message asking it to confirm the draft as it stands; its answer names the version, which Publish then offers</source>
        <translation>Envoyer à l’agent un court message lui demandant de confirmer le brouillon tel quel ; sa réponse nomme la version, que « Publier » propose alors</translation>
    </message>
    <message>
        <source>The request to the agent failed: %1</source>
        <translation>La demande à l’agent a échoué : %1</translation>
    </message>
    <message>
        <source>Could not send the request to the agent: not connected.</source>
        <translation>Impossible d’envoyer la demande à l’agent : non connecté.</translation>
    </message>
    <message>
        <source>Could not send the request to the agent: %1</source>
        <translation>Impossible d’envoyer la demande à l’agent : %1</translation>
    </message>
    <message>
        <source>Asked the agent to confirm the draft. Publish appears here once the agent has made the version.</source>
        <translation>L’agent a été invité à confirmer le brouillon. « Publier » apparaît ici dès que l’agent a créé la version.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::UnsettledWriteNotice</name>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Give up on this write; the entry stays in the journal as discarded</source>
        <translation>Renoncer à cette écriture ; l’entrée reste dans le journal comme abandonnée</translation>
    </message>
    <message>
        <source>Show in Activity</source>
        <translation>Afficher dans Activité</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::VersionPanel</name>
    <message>
        <source>Publish…</source>
        <translation>Publier…</translation>
    </message>
    <message>
        <source>Open a version by its ID</source>
        <translation>Ouvrir une version par son ID</translation>
    </message>
    <message>
        <source>%1 · live</source>
        <translation>%1 · en ligne</translation>
    </message>
    <message>
        <source>%1 · no longer live</source>
        <translation>%1 · plus en ligne</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <source>This audience is archived: restore it before publishing.</source>
        <translation>Cette audience est archivée : restaurez-la avant de publier.</translation>
    </message>
    <message>
        <source>No version known yet: send a message to the agent, or open a version by its ID.</source>
        <translation>Aucune version connue pour l’instant : envoyez un message à l’agent, ou ouvrez une version par son ID.</translation>
    </message>
    <message>
        <source>Publishing…</source>
        <translation>Publication…</translation>
    </message>
    <message>
        <source>Only a draft can be published; this version is “%1”.</source>
        <translation>Seul un brouillon peut être publié ; cette version est « %1 ».</translation>
    </message>
    <message>
        <source>Retry Publish</source>
        <translation>Relancer la publication</translation>
    </message>
    <message>
        <source>Publish Version %1…</source>
        <translation>Publier la version %1…</translation>
    </message>
    <message>
        <source>⟳ Publishing…</source>
        <translation>⟳ Publication…</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>✓ Published</source>
        <extracomment>%1 says why the console has not recorded it yet (&quot;The profile&apos;s disk is full, so…&quot;)</extracomment>
        <translation>✓ Publiée</translation>
    </message>
    <message>
        <source>Version ID to open</source>
        <translation>ID de la version à ouvrir</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Ask the service whether this publish went live</source>
        <translation>Demander au service si cette publication a été mise en ligne</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>? %1 Check asks the service; Retry Publish sends the same publish again, applied once.</source>
        <translation>? %1 « Vérifier » interroge le service ; « Relancer la publication » renvoie la même publication, appliquée une seule fois.</translation>
    </message>
    <message>
        <source>What was live when: the versions seen by the console, newest first.</source>
        <translation>Ce qui était en ligne, et quand : les versions vues par la console, de la plus récente à la plus ancienne.</translation>
    </message>
    <message>
        <source>Undo This Publish…</source>
        <translation>Annuler cette publication…</translation>
    </message>
    <message>
        <source>Versions of this audience, a timeline of what was live</source>
        <translation>Versions de cette audience, une chronologie de ce qui était en ligne</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Créée le %1</translation>
    </message>
    <message>
        <source>Choose a published version to undo its publish.</source>
        <translation>Choisissez une version publiée pour en annuler la publication.</translation>
    </message>
    <message>
        <source>This audience is archived: restore it before undoing a publish.</source>
        <translation>Cette audience est archivée : restaurez-la avant d’annuler une publication.</translation>
    </message>
    <message>
        <source>Version %1 changed no field: there is nothing to undo.</source>
        <translation>La version %1 n’a modifié aucun champ : il n’y a rien à annuler.</translation>
    </message>
    <message>
        <source>Make a draft with the values from before this publish, prove it, then publish it</source>
        <translation>Créer un brouillon avec les valeurs d’avant cette publication, en établir la preuve, puis le publier</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Review what goes live, then publish (Ctrl+Shift+P)</source>
        <translation>Vérifier ce qui sera mis en ligne, puis publier (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>✓ Published. %1</source>
        <translation>✓ Publiée. %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::VersionStepper</name>
    <message>
        <source>No version in progress</source>
        <translation>Aucune version en cours</translation>
    </message>
    <message>
        <source>Send a message to the agent: the version it makes is followed here.</source>
        <translation>Envoyez un message à l’agent : la version qu’il crée est suivie ici.</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>Nouvelle version</translation>
    </message>
    <message>
        <source>%1 — following (%2)</source>
        <translation>%1 — suivie (%2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Status “%1” (not one the console knows)</source>
        <translation>Statut « %1 » (inconnu de la console)</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>En file d’attente</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>En traitement</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message>
        <source>Queue time: %1 s</source>
        <translation>Temps d’attente : %1 s</translation>
    </message>
    <message>
        <source>ID %1</source>
        <translation>ID %1</translation>
    </message>
    <message>
        <source>Queued: %1</source>
        <translation>En file : %1</translation>
    </message>
    <message>
        <source>Became a draft: %1</source>
        <translation>Brouillon depuis : %1</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>Annulée : %1</translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation>Publiée : %1</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookEditorView</name>
    <message>
        <source>Choose a subscription in the list, or add one by its ID.</source>
        <translation>Choisissez un abonnement dans la liste, ou ajoutez-en un par son ID.</translation>
    </message>
    <message>
        <source>Save &amp;mine over it</source>
        <translation>Écraser avec les &amp;miennes</translation>
    </message>
    <message>
        <source>The fields you changed replace the service&apos;s; the others keep the service&apos;s values.</source>
        <translation>Les champs que vous avez modifiés remplacent ceux du service ; les autres gardent les valeurs du service.</translation>
    </message>
    <message>
        <source>&amp;Take the service&apos;s (drop my changes)</source>
        <translation>&amp;Garder ceux du service (abandonner mes modifications)</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Copier l’ID</translation>
    </message>
    <message>
        <source>Copy the subscription ID to the clipboard</source>
        <translation>Copier l’ID de l’abonnement dans le presse-papiers</translation>
    </message>
    <message>
        <source>ID copied.</source>
        <translation>ID copié.</translation>
    </message>
    <message>
        <source>Subscription</source>
        <translation>Abonnement</translation>
    </message>
    <message>
        <source>Where events are sent</source>
        <translation>Destination des événements</translation>
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
        <translation>&amp;URL :</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>A&amp;ctive</source>
        <translation>A&amp;ctif</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>Rétab&amp;lir</translation>
    </message>
    <message>
        <source>Go back to the subscription as it was loaded</source>
        <translation>Revenir à l’abonnement tel qu’il a été chargé</translation>
    </message>
    <message>
        <source>Created %1 · updated %2</source>
        <translation>Créé : %1 · modifié : %2</translation>
    </message>
    <message>
        <source>Created %1
Updated %2</source>
        <translation>Créé : %1
Modifié : %2</translation>
    </message>
    <message>
        <source>Cannot be saved: %1</source>
        <translation>Enregistrement impossible : %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <source>On: the service sends the chosen events to the URL as they happen.</source>
        <translation>Actif : le service envoie les événements choisis à l’URL dès qu’ils se produisent.</translation>
    </message>
    <message>
        <source>Off: no events are sent while off. The subscription and its settings are kept.</source>
        <translation>Inactif : aucun événement n’est envoyé tant que l’abonnement est inactif. L’abonnement et ses réglages sont conservés.</translation>
    </message>
    <message>
        <source>This subscription was changed on the service after you opened it (updated %1). What changed there:
• %2

Your changes are not saved yet.</source>
        <translation>Cet abonnement a été modifié sur le service après son ouverture (modifié : %1). Ce qui y a changé :
• %2

Vos modifications ne sont pas encore enregistrées.</translation>
    </message>
    <message>
        <source>Checking for changes on the service…</source>
        <translation>Vérification des modifications sur le service…</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>Not saved: changed on the service meanwhile (see above).</source>
        <translation>Non enregistré : modifié entre-temps sur le service (voir ci-dessus).</translation>
    </message>
    <message>
        <source>Not saved: %1 Your changes are kept.</source>
        <translation>Non enregistré : %1 Vos modifications sont conservées.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Subscription details</source>
        <translation>Détails de l’abonnement</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookEventsPicker</name>
    <message>
        <source>&amp;All events (including types added later)</source>
        <translation>Tou&amp;s les événements (y compris les types ajoutés plus tard)</translation>
    </message>
    <message>
        <source>&amp;Only the types ticked below</source>
        <translation>Seulement les types coc&amp;hés ci-dessous</translation>
    </message>
    <message>
        <source>Other types the service listed</source>
        <translation>Autres types indiqués par le service</translation>
    </message>
    <message>
        <source>Not known to this version of the console: shown as the service sent them and kept as they are. The service only takes the six types above when the events are saved, so untick these to change the events.</source>
        <translation>Inconnus de cette version de la console : affichés tels que le service les a envoyés et conservés tels quels. À l’enregistrement des événements, le service n’accepte que les six types ci-dessus : décochez ceux-ci pour modifier les événements.</translation>
    </message>
    <message>
        <source>Every event, including types the service adds later. Kept as the service has it unless you choose “Only the types ticked below”.</source>
        <translation>Tous les événements, y compris les types que le service ajoutera plus tard. Conservé tel que le service l’a, sauf si vous choisissez « Seulement les types cochés ci-dessous ».</translation>
    </message>
    <message>
        <source>The service sets “All events” itself; the interface can only send a list of types, so it cannot be chosen here. Ticking all six is the closest: types added later are not included.</source>
        <translation>Le service définit lui-même « Tous les événements » ; l’interface ne peut envoyer qu’une liste de types, ce choix n’est donc pas possible ici. Le plus proche est de cocher les six : les types ajoutés plus tard ne sont alors pas inclus.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhookInboxView</name>
    <message>
        <source>Receive events on this computer</source>
        <translation>Recevoir les événements sur cet ordinateur</translation>
    </message>
    <message>
        <source>Inbox:</source>
        <translation>Boîte de réception :</translation>
    </message>
    <message>
        <source>Subscription:</source>
        <translation>Abonnement :</translation>
    </message>
    <message>
        <source>Accept (answer 204)</source>
        <translation>Accepter (réponse 204)</translation>
    </message>
    <message>
        <source>Fail (answer 500): the service retries</source>
        <translation>Échouer (réponse 500) : le service réessaie</translation>
    </message>
    <message>
        <source>Never answer: the service times out and retries</source>
        <translation>Ne jamais répondre : le service expire puis réessaie</translation>
    </message>
    <message>
        <source>&amp;Answer deliveries:</source>
        <translation>Réponse aux en&amp;vois :</translation>
    </message>
    <message>
        <source>whsec_…</source>
        <translation>whsec_…</translation>
    </message>
    <message>
        <source>Signing secret</source>
        <translation>Secret de signature</translation>
    </message>
    <message>
        <source>The interface never returns a subscription&apos;s secret: paste it from where it was created. It is kept in the system keychain, like the API key, and nowhere else.</source>
        <translation>L’interface ne renvoie jamais le secret d’un abonnement : collez-le depuis l’endroit où il a été créé. Il est conservé dans le trousseau du système, comme la clé d’API, et nulle part ailleurs.</translation>
    </message>
    <message>
        <source>&amp;Use and keep</source>
        <translation>&amp;Utiliser et conserver</translation>
    </message>
    <message>
        <source>For&amp;get</source>
        <translation>&amp;Oublier</translation>
    </message>
    <message>
        <source>Events received</source>
        <translation>Événements reçus</translation>
    </message>
    <message>
        <source>Open the &amp;page</source>
        <translation>Ouvrir la pa&amp;ge</translation>
    </message>
    <message>
        <source>Open the au&amp;dience</source>
        <translation>Ouvrir l’au&amp;dience</translation>
    </message>
    <message>
        <source>Body of the delivery</source>
        <translation>Corps de l’envoi</translation>
    </message>
    <message>
        <source>Listening on http://127.0.0.1:%1 (this computer only)</source>
        <translation>À l’écoute sur http://127.0.0.1:%1 (cet ordinateur uniquement)</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Pas à l’écoute.</translation>
    </message>
    <message>
        <source>S&amp;top listening</source>
        <translation>Arrêter l’é&amp;coute</translation>
    </message>
    <message>
        <source>S&amp;tart listening</source>
        <translation>Démarrer l’é&amp;coute</translation>
    </message>
    <message>
        <source>&amp;Point %1 at the inbox</source>
        <translation>Rediriger %1 vers la boîte de réc&amp;eption</translation>
    </message>
    <message>
        <source>&amp;Point at the inbox</source>
        <translation>Rediriger vers la boîte de réc&amp;eption</translation>
    </message>
    <message>
        <source>&amp;Restore the previous URL</source>
        <translation>Rétab&amp;lir l’URL précédente</translation>
    </message>
    <message>
        <source>&amp;Restore %1</source>
        <translation>Rétab&amp;lir %1</translation>
    </message>
    <message>
        <source>Choose a subscription in the list.</source>
        <translation>Choisissez un abonnement dans la liste.</translation>
    </message>
    <message>
        <source>Signatures are checked.</source>
        <translation>Les signatures sont vérifiées.</translation>
    </message>
    <message>
        <source>No secret: signatures are not checked.</source>
        <translation>Aucun secret : les signatures ne sont pas vérifiées.</translation>
    </message>
    <message>
        <source>Nothing received yet. Point a subscription at the inbox, then send a message in an audience&apos;s workspace or publish a version.</source>
        <translation>Rien de reçu pour l’instant. Redirigez un abonnement vers la boîte de réception, puis envoyez un message dans l’espace de travail d’une audience ou publiez une version.</translation>
    </message>
    <message>
        <source>Start listening, or point a subscription at the inbox.</source>
        <translation>Démarrez l’écoute, ou redirigez un abonnement vers la boîte de réception.</translation>
    </message>
    <message>
        <source>%1 · %2 · page %3 · audience %4</source>
        <translation>%1 · %2 · page %3 · audience %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>answered %1</source>
        <translation>réponse %1</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sans réponse</translation>
    </message>
    <message>
        <source>Attempt %1 at %2, %3: %4</source>
        <translation>Tentative %1 le %2, %3 : %4</translation>
    </message>
    <message>
        <source> — its timestamp is more than 5 minutes off this computer&apos;s clock</source>
        <translation> — son horodatage s’écarte de plus de 5 minutes de l’horloge de cet ordinateur</translation>
    </message>
    <message>
        <source>Signing secret:</source>
        <translation>Secret de signature :</translation>
    </message>
    <message>
        <source>%1 is switched off: the service sends its events nowhere, here neither. Tick Active on the Subscription tab and save to receive them.</source>
        <translation>%1 est désactivé : le service n’envoie ses événements nulle part, pas même ici. Cochez Actif dans l’onglet Abonnement et enregistrez pour les recevoir.</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WebhooksPlace</name>
    <message>
        <source>Webhook subscriptions</source>
        <translation>Abonnements webhook</translation>
    </message>
    <message>
        <source>Subscription ID, such as whsub_…</source>
        <translation>ID d’abonnement, p. ex. whsub_…</translation>
    </message>
    <message>
        <source>Subscription ID to add</source>
        <translation>ID de l’abonnement à ajouter</translation>
    </message>
    <message>
        <source>The interface cannot list subscriptions: add the ones you work with by their ID.</source>
        <translation>L’interface ne peut pas lister les abonnements : ajoutez ceux que vous utilisez par leur ID.</translation>
    </message>
    <message>
        <source>&amp;Add by ID</source>
        <translation>Ajouter par &amp;ID</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non ajouté : %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 ajouté.</translation>
    </message>
    <message>
        <source>Re&amp;move from list…</source>
        <translation>Re&amp;tirer de la liste…</translation>
    </message>
    <message>
        <source>Take the subscription off this list. It is not deleted from the service.</source>
        <translation>Retirer l’abonnement de cette liste. Il n’est pas supprimé du service.</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Actualise&amp;r</translation>
    </message>
    <message>
        <source>Read every subscription of the list again (F5)</source>
        <translation>Relire tous les abonnements de la liste (F5)</translation>
    </message>
    <message>
        <source>&amp;Subscription</source>
        <translation>A&amp;bonnement</translation>
    </message>
    <message>
        <source>Could not read the subscriptions</source>
        <translation>Impossible de lire les abonnements</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
    <message>
        <source>No subscriptions on this list</source>
        <translation>Aucun abonnement dans cette liste</translation>
    </message>
    <message>
        <source>The interface cannot list webhook subscriptions. Add the ones you work with by their ID above; they are kept for this profile.</source>
        <translation>L’interface ne peut pas lister les abonnements webhook. Ajoutez ci-dessus ceux que vous utilisez par leur ID ; ils sont conservés pour ce profil.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The subscription %1 has changes that are not saved.</source>
        <translation>L’abonnement %1 comporte des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before opening another subscription?</source>
        <translation>Les enregistrer avant d’ouvrir un autre abonnement ?</translation>
    </message>
    <message>
        <source>Remove from this list</source>
        <translation>Retirer de cette liste</translation>
    </message>
    <message>
        <source>Remove %1 from this list?</source>
        <translation>Retirer %1 de cette liste ?</translation>
    </message>
    <message>
        <source>Remove from list</source>
        <translation>Retirer de la liste</translation>
    </message>
    <message>
        <source>&amp;Inbox: events on this computer</source>
        <translation>Boîte de réce&amp;ption : événements sur cet ordinateur</translation>
    </message>
    <message>
        <source>The subscription is not deleted from the service: it stays there, turned off. You can add it again with its ID, %1. Its signing secret, if you gave one, is forgotten.</source>
        <translation>L’abonnement n’est pas supprimé du service : il y reste, inactif. Vous pouvez le rajouter avec son ID, %1. Son secret de signature, si vous en avez fourni un, est oublié.</translation>
    </message>
    <message>
        <source>The subscription is not deleted from the service: the service keeps sending it events. You can add it again with its ID, %1. Its signing secret, if you gave one, is forgotten.</source>
        <translation>L’abonnement n’est pas supprimé du service : le service continue de lui envoyer des événements. Vous pouvez le rajouter avec son ID, %1. Son secret de signature, si vous en avez fourni un, est oublié.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is read once connected.</source>
        <translation>%1 sera lu une fois la connexion établie.</translation>
    </message>
    <message>
        <source>Forget this su&amp;bscription</source>
        <translation>Oublier cet abo&amp;nnement</translation>
    </message>
    <message>
        <source>Take it off this list and delete its signing secret from the keychain</source>
        <translation>Le retirer de cette liste et supprimer son secret de signature du trousseau</translation>
    </message>
    <message>
        <source>Removed %1 from this list; its signing secret is no longer kept.</source>
        <translation>%1 retiré de cette liste ; son secret de signature n’est plus conservé.</translation>
    </message>
    <message>
        <source>Removed %1 from this list, but its signing secret could not be deleted from the keychain: %2</source>
        <translation>%1 retiré de cette liste, mais son secret de signature n’a pas pu être supprimé du trousseau : %2</translation>
    </message>
    <message>
        <source>Gone from the service: it answers that it knows no subscription %1 (deleted there, or this profile now points at another service). Forget it to take it off this list and delete its signing secret from the keychain.</source>
        <translation>Absent du service : il répond qu’il ne connaît aucun abonnement %1 (supprimé là-bas, ou ce profil pointe désormais vers un autre service). Oubliez-le pour le retirer de cette liste et supprimer son secret de signature du trousseau.</translation>
    </message>
    <message>
        <source>Events lost: %1 still sends its events to %2, an inbox on this computer that no longer listens. Restore its previous URL, %3, to receive them there again.</source>
        <translation>Événements perdus : %1 envoie encore ses événements à %2, une boîte de réception de cet ordinateur qui n’écoute plus. Rétablissez son URL précédente, %3, pour les y recevoir de nouveau.</translation>
    </message>
    <message>
        <source>the inbox</source>
        <translation>la boîte de réception</translation>
    </message>
    <message numerus="yes">
        <source>Events lost: %n subscriptions still send their events to an inbox on this computer that no longer listens: %1. Restore their previous URLs to receive them there again.</source>
        <translation>
            <numerusform>Événements perdus : %n abonnement envoie encore ses événements à une boîte de réception de cet ordinateur qui n’écoute plus : %1. Rétablissez son URL précédente pour les y recevoir de nouveau.</numerusform>
            <numerusform>Événements perdus : %n abonnements envoient encore leurs événements à une boîte de réception de cet ordinateur qui n’écoute plus : %1. Rétablissez leurs URL précédentes pour les y recevoir de nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>R&amp;estore its previous URL</source>
        <translation>Rét&amp;ablir son URL précédente</translation>
    </message>
    <message>
        <source>R&amp;estore their previous URLs</source>
        <translation>Rét&amp;ablir leurs URL précédentes</translation>
    </message>
    <message>
        <source>Available once connected</source>
        <translation>Disponible une fois connecté</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Audience Console</source>
        <translation>Bienvenue dans Audience Console</translation>
    </message>
    <message>
        <source>Browse your landing pages and their audiences, edit drafts with the editing agent, publish, and read analytics. How would you like to start?</source>
        <translation>Parcourez vos pages d’atterrissage et leurs audiences, modifiez les brouillons avec l’agent d’édition, publiez et consultez les statistiques. Comment voulez-vous commencer ?</translation>
    </message>
    <message>
        <source>Explore with demo data</source>
        <translation>Explorer avec des données de démonstration</translation>
    </message>
    <message>
        <source>Starts a local sandbox on this computer with realistic sample pages and audiences. No account needed; nothing leaves your machine.</source>
        <translation>Démarre un bac à sable local sur cet ordinateur, avec des pages et des audiences d’exemple réalistes. Aucun compte requis ; rien ne quitte votre machine.</translation>
    </message>
    <message>
        <source>Connect to your workspace</source>
        <translation>Se connecter à votre espace de travail</translation>
    </message>
    <message>
        <source>Enter your service’s address and API key. The key is kept in your system keychain, never in a file.</source>
        <translation>Saisissez l’adresse de votre service et votre clé d’API. La clé est conservée dans le trousseau de votre système, jamais dans un fichier.</translation>
    </message>
    <message>
        <source>You can switch between the demo and your workspaces at any time from the profile button in the main window.</source>
        <translation>Vous pouvez passer à tout moment de la démo à vos espaces de travail avec le bouton de profil de la fenêtre principale.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WhatGoesLiveField</name>
    <message numerus="yes">
        <source>%1: %n agent step(s)</source>
        <translation>
            <numerusform>%1 : %n étape de l’agent</numerusform>
            <numerusform>%1 : %n étapes de l’agent</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide the agent&apos;s steps</source>
        <translation>Masquer les étapes de l’agent</translation>
    </message>
    <message>
        <source>Show the agent&apos;s steps between the live value and the value after publishing</source>
        <translation>Afficher les étapes de l’agent entre la valeur en ligne et la valeur après publication</translation>
    </message>
</context>
<context>
    <name>Audience::Ui::WhatGoesLiveView</name>
    <message>
        <source>What goes live</source>
        <translation>Ce qui sera mis en ligne</translation>
    </message>
    <message>
        <source>The conversation lists no pending change.</source>
        <translation>La conversation n’indique aucune modification en attente.</translation>
    </message>
</context>
<context>
    <name>AudienceStatus</name>
    <message>
        <source>Live v%1</source>
        <translation>En ligne v%1</translation>
    </message>
    <message>
        <source>Draft v%1 waiting</source>
        <translation>Brouillon v%1 en attente</translation>
    </message>
    <message>
        <source>Processing v%1</source>
        <translation>En traitement v%1</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>En traitement</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>As far as this console has seen: the service offers no call to list an audience’s versions.</source>
        <translation>D’après ce que cette console a vu : le service n’offre aucun appel pour lister les versions d’une audience.</translation>
    </message>
    <message>
        <source>Version %1 is live; no newer version is waiting.</source>
        <translation>La version %1 est en ligne ; aucune version plus récente n’est en attente.</translation>
    </message>
    <message>
        <source>Version %1 is a draft waiting to be published (version %2 is live).</source>
        <translation>La version %1 est un brouillon en attente de publication (la version %2 est en ligne).</translation>
    </message>
    <message>
        <source>Version %1 is a draft waiting to be published.</source>
        <translation>La version %1 est un brouillon en attente de publication.</translation>
    </message>
    <message>
        <source>The editing agent is making version %1.</source>
        <translation>L’agent d’édition crée la version %1.</translation>
    </message>
    <message>
        <source>The editing agent is making a new version.</source>
        <translation>L’agent d’édition crée une nouvelle version.</translation>
    </message>
    <message>
        <source>The service said this audience is archived.</source>
        <translation>Le service a indiqué que cette audience est archivée.</translation>
    </message>
    <message>
        <source>Not known to this console: it has seen no version of this audience yet, and the service offers no call to list them. Open the audience, or scan its page in Review, to learn more.</source>
        <translation>Inconnu de cette console : elle n’a encore vu aucune version de cette audience, et le service n’offre aucun appel pour les lister. Ouvrez l’audience, ou analysez sa page dans Relecture, pour en savoir plus.</translation>
    </message>
</context>
<context>
    <name>ChangeCards</name>
    <message>
        <source>(both values empty)</source>
        <translation>(les deux valeurs sont vides)</translation>
    </message>
    <message>
        <source>(was empty)</source>
        <translation>(était vide)</translation>
    </message>
    <message>
        <source>show less</source>
        <translation>afficher moins</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>tout afficher</translation>
    </message>
</context>
<context>
    <name>ChangeLabels</name>
    <message>
        <source>Supplementary context</source>
        <translation>Contexte complémentaire</translation>
    </message>
    <message>
        <source>Meta title</source>
        <translation>Méta-titre</translation>
    </message>
    <message>
        <source>Meta description</source>
        <translation>Méta-description</translation>
    </message>
    <message>
        <source>Meta keywords</source>
        <translation>Mots-clés méta</translation>
    </message>
    <message>
        <source>Page context</source>
        <translation>Contexte de la page</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Appliquée</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejetée</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>En file d’attente</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>En traitement</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publiée</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archivée</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Desktop console for the Audience Pages Service.</source>
        <translation>Console de bureau pour l’Audience Pages Service.</translation>
    </message>
    <message>
        <source>Open the profile called &lt;name&gt; (or with that id).</source>
        <translation>Ouvrir le profil nommé &lt;nom&gt; (ou ayant cet identifiant).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Open the local demo sandbox (starts audience-sandbox).</source>
        <translation>Ouvrir le bac à sable de démonstration local (lance audience-sandbox).</translation>
    </message>
    <message>
        <source>Try --help for the options.</source>
        <translation>Essayez --help pour voir les options.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu : %1</translation>
    </message>
    <message>
        <source>Use either --profile or --sandbox, not both.</source>
        <translation>Utilisez soit --profile, soit --sandbox, pas les deux.</translation>
    </message>
    <message>
        <source>--profile needs the name of a profile.</source>
        <translation>--profile attend le nom d’un profil.</translation>
    </message>
</context>
<context>
    <name>IntervalResults</name>
    <message>
        <source>Too short to judge: not one whole day live yet.</source>
        <translation>Trop court pour juger : pas encore une journée entière en ligne.</translation>
    </message>
    <message>
        <source>No days of it kept yet: the impact card or Analytics fetches them.</source>
        <translation>Aucun jour conservé pour l’instant : la fiche d’impact ou Statistiques les récupère.</translation>
    </message>
    <message numerus="yes">
        <source> (%1 of %n whole day(s) kept)</source>
        <translation>
            <numerusform> (%1 sur %n jour entier conservé)</numerusform>
            <numerusform> (%1 sur %n jours entiers conservés)</numerusform>
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
            <numerusform>Trop court pour juger : %1 en %n jour entier</numerusform>
            <numerusform>Trop court pour juger : %1 en %n jours entiers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 % converted (95 %: %3–%4 %)</source>
        <translation>%1 · %2 % de conversion (95 % : %3–%4 %)</translation>
    </message>
    <message>
        <source>%1 · %2 conversions reported, more than the sessions: no conversion rate can be given</source>
        <translation>%1 · %2 conversions signalées, plus que de sessions : aucun taux de conversion ne peut être donné</translation>
    </message>
</context>
<context>
    <name>KnownNames</name>
    <message>
        <source>Audience %1</source>
        <translation>Audience %1</translation>
    </message>
    <message>
        <source>Audience %1 on page %2</source>
        <translation>Audience %1 de la page %2</translation>
    </message>
</context>
<context>
    <name>MessageDocument</name>
    <message>
        <source>tool</source>
        <translation>outil</translation>
    </message>
    <message numerus="yes">
        <source>%n tool call(s)</source>
        <translation>
            <numerusform>%n appel d’outil</numerusform>
            <numerusform>%n appels d’outil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n en échec</numerusform>
            <numerusform>, %n en échec</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n running</source>
        <translation>
            <numerusform>, %n en cours</numerusform>
            <numerusform>, %n en cours</numerusform>
        </translation>
    </message>
    <message>
        <source>Arguments:
%1</source>
        <translation>Arguments :
%1</translation>
    </message>
    <message>
        <source>Result:
%1</source>
        <translation>Résultat :
%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur : %1</translation>
    </message>
    <message>
        <source>No arguments or result were sent.</source>
        <translation>Aucun argument ni résultat n’a été envoyé.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Editing agent</source>
        <translation>Agent d’édition</translation>
    </message>
    <message>
        <source>Interrupted: the reply stopped here; its partial text is kept.</source>
        <translation>Interrompue : la réponse s’est arrêtée ici ; son texte partiel est conservé.</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Raisonnement</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>ProfileValidator</name>
    <message>
        <source>Give the profile a name.</source>
        <translation>Donnez un nom au profil.</translation>
    </message>
    <message>
        <source>The name is too long: at most %1 characters.</source>
        <translation>Le nom est trop long : %1 caractères au maximum.</translation>
    </message>
    <message>
        <source>Another profile is already called “%1”.</source>
        <translation>Un autre profil s’appelle déjà « %1 ».</translation>
    </message>
    <message>
        <source>Enter the service’s address, for example https://api.example.com.</source>
        <translation>Saisissez l’adresse du service, par exemple https://api.example.com.</translation>
    </message>
    <message>
        <source>The address must start with https:// (or http:// for a local service).</source>
        <translation>L’adresse doit commencer par https:// (ou http:// pour un service local).</translation>
    </message>
    <message>
        <source>The address has no host name.</source>
        <translation>L’adresse ne contient pas de nom d’hôte.</translation>
    </message>
    <message>
        <source>Leave user names and passwords out of the address; the key field is for the key.</source>
        <translation>Ne mettez ni nom d’utilisateur ni mot de passe dans l’adresse ; la clé se saisit dans le champ prévu.</translation>
    </message>
    <message>
        <source>The address must not contain “?” or “#”.</source>
        <translation>L’adresse ne doit contenir ni « ? » ni « # ».</translation>
    </message>
    <message>
        <source>Plain HTTP would send the key unencrypted to %1. Use https://, or allow plain HTTP to this host if you trust the network.</source>
        <translation>En HTTP simple, la clé serait envoyée en clair à %1. Utilisez https://, ou autorisez le HTTP simple vers cet hôte si vous faites confiance au réseau.</translation>
    </message>
    <message>
        <source>Give the profile a label such as Production or Staging, so you can always tell it apart.</source>
        <translation>Donnez au profil un libellé comme Production ou Préproduction, pour toujours pouvoir le distinguer.</translation>
    </message>
    <message>
        <source>The label is too long: at most %1 characters.</source>
        <translation>Le libellé est trop long : %1 caractères au maximum.</translation>
    </message>
    <message>
        <source>Choose a colour for the profile.</source>
        <translation>Choisissez une couleur pour le profil.</translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation>Saisissez la clé d’API.</translation>
    </message>
    <message>
        <source>The key is too long to be an API key (%1 characters).</source>
        <translation>La clé est trop longue pour une clé d’API (%1 caractères).</translation>
    </message>
    <message>
        <source>The key contains spaces or line breaks; paste it again as one piece.</source>
        <translation>La clé contient des espaces ou des sauts de ligne ; collez-la à nouveau d’un seul tenant.</translation>
    </message>
    <message>
        <source>The key contains characters an API key cannot have (only visible ASCII characters).</source>
        <translation>La clé contient des caractères qu’une clé d’API ne peut pas contenir (seuls les caractères ASCII visibles sont admis).</translation>
    </message>
</context>
<context>
    <name>PublishChecks</name>
    <message>
        <source>The meta title is empty.</source>
        <translation>Le méta-titre est vide.</translation>
    </message>
    <message>
        <source>Ask the agent for a title that names the offer; search results and browser tabs show it.</source>
        <translation>Demandez à l’agent un titre qui nomme l’offre ; les résultats de recherche et les onglets du navigateur l’affichent.</translation>
    </message>
    <message>
        <source>The meta title is %1 px wide; Google cuts titles at about %2 px.</source>
        <translation>Le méta-titre fait %1 px de large ; Google coupe les titres vers %2 px.</translation>
    </message>
    <message numerus="yes">
        <source>Shorten it by about %n px, or put its key words first.</source>
        <translation>
            <numerusform>Raccourcissez-le d’environ %n px, ou placez ses mots-clés en tête.</numerusform>
            <numerusform>Raccourcissez-le d’environ %n px, ou placez ses mots-clés en tête.</numerusform>
        </translation>
    </message>
    <message>
        <source>The meta title is %1 px wide, under the %2 px a result line can show.</source>
        <translation>Le méta-titre fait %1 px de large, moins que les %2 px qu’une ligne de résultat peut afficher.</translation>
    </message>
    <message>
        <source>Add words that tell searchers what they get (an offer, a place, the brand).</source>
        <translation>Ajoutez des mots qui disent aux internautes ce qu’ils trouveront (une offre, un lieu, la marque).</translation>
    </message>
    <message>
        <source>The meta description is empty.</source>
        <translation>La méta-description est vide.</translation>
    </message>
    <message>
        <source>Ask the agent for one or two sentences that sum the page up; otherwise Google quotes the page.</source>
        <translation>Demandez à l’agent une ou deux phrases qui résument la page ; sinon, Google cite un extrait de la page.</translation>
    </message>
    <message>
        <source>The meta description has %1 characters; %2 or fewer is short.</source>
        <translation>La méta-description compte %1 caractères ; %2 ou moins, c’est court.</translation>
    </message>
    <message>
        <source>Add a benefit or a call to action, up to about %1 characters.</source>
        <translation>Ajoutez un bénéfice ou un appel à l’action, jusqu’à environ %1 caractères.</translation>
    </message>
    <message>
        <source>The meta description has %1 characters; over %2 gets cut.</source>
        <translation>La méta-description compte %1 caractères ; au-delà de %2, elle est coupée.</translation>
    </message>
    <message numerus="yes">
        <source>Shorten it by %n character(s), keeping the key message first.</source>
        <translation>
            <numerusform>Raccourcissez-la de %n caractère, en gardant le message clé en tête.</numerusform>
            <numerusform>Raccourcissez-la de %n caractères, en gardant le message clé en tête.</numerusform>
        </translation>
    </message>
    <message>
        <source>The keyword list has an empty item.</source>
        <translation>La liste de mots-clés contient un élément vide.</translation>
    </message>
    <message>
        <source>Remove the extra comma.</source>
        <translation>Supprimez la virgule en trop.</translation>
    </message>
    <message>
        <source>Keywords listed more than once: %1.</source>
        <translation>Mots-clés présents plusieurs fois : %1.</translation>
    </message>
    <message>
        <source>Ask the agent to keep each keyword once.</source>
        <translation>Demandez à l’agent de ne garder chaque mot-clé qu’une fois.</translation>
    </message>
    <message>
        <source>No field ends up different from what is live now.</source>
        <translation>Aucun champ ne diffère au final de ce qui est en ligne.</translation>
    </message>
    <message>
        <source>Publishing would change nothing a visitor sees; cancel unless you mean to publish the same content again.</source>
        <translation>La publication ne changerait rien à ce que voit un visiteur ; annulez, sauf si vous voulez republier le même contenu.</translation>
    </message>
    <message>
        <source>“%1” still holds a placeholder: %2.</source>
        <translation>« %1 » contient encore un texte provisoire : %2.</translation>
    </message>
    <message>
        <source>Ask the agent to replace it with the real text.</source>
        <translation>Demandez à l’agent de le remplacer par le vrai texte.</translation>
    </message>
    <message>
        <source>Share image</source>
        <translation>Image de partage</translation>
    </message>
    <message>
        <source>The share image is %1×%2 px, under the %3×%4 px of a large link card.</source>
        <translation>L’image de partage fait %1×%2 px, moins que les %3×%4 px d’une grande carte de lien.</translation>
    </message>
    <message>
        <source>Use an image of at least 1200×630 px.</source>
        <translation>Utilisez une image d’au moins 1200×630 px.</translation>
    </message>
    <message>
        <source>The share image is %1:1; networks crop to about %2:1.</source>
        <translation>L’image de partage est au format %1:1 ; les réseaux la recadrent à environ %2:1.</translation>
    </message>
    <message>
        <source>Crop it to 1.91:1 (1200×630 px) so nothing important is cut.</source>
        <translation>Recadrez-la en 1,91:1 (1200×630 px) pour que rien d’important ne soit coupé.</translation>
    </message>
</context>
<context>
    <name>PublishChecksHtml</name>
    <message>
        <source>Every check passes.</source>
        <translation>Toutes les vérifications sont réussies.</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Erreur :</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Avertissement :</translation>
    </message>
    <message>
        <source>How to fix: %1</source>
        <translation>Comment corriger : %1</translation>
    </message>
    <message numerus="yes">
        <source>Publishing is blocked: %n error(s) must be fixed first. Ask the agent to fix them, then publish the new version.</source>
        <translation>
            <numerusform>La publication est bloquée : %n erreur doit d’abord être corrigée. Demandez à l’agent de la corriger, puis publiez la nouvelle version.</numerusform>
            <numerusform>La publication est bloquée : %n erreurs doivent d’abord être corrigées. Demandez à l’agent de les corriger, puis publiez la nouvelle version.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): look at them, then publish anyway if they are what you want.</source>
        <translation>
            <numerusform>%n avertissement : examinez-le, puis publiez quand même si c’est bien ce que vous voulez.</numerusform>
            <numerusform>%n avertissements : examinez-les, puis publiez quand même si c’est bien ce que vous voulez.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PublishedChanges</name>
    <message>
        <source>Version %1 is the audience as it was created: nothing was live before it.</source>
        <translation>La version %1 est l’audience telle qu’elle a été créée : rien n’était en ligne avant elle.</translation>
    </message>
    <message>
        <source>The conversation does not reach version %1, so what it changed cannot be read from it.</source>
        <translation>La conversation ne remonte pas jusqu’à la version %1 : ce que celle-ci a modifié ne peut donc pas y être lu.</translation>
    </message>
    <message>
        <source>The conversation&apos;s messages do not line up with the versions, so what version %1 changed cannot be read from it.</source>
        <translation>Les messages de la conversation ne correspondent pas aux versions : ce que la version %1 a modifié ne peut donc pas y être lu.</translation>
    </message>
    <message>
        <source>Derived from the conversation: version %1&apos;s own changes. The publish before it is not known to the console, so drafts it carried along may be missing.</source>
        <translation>Déduit de la conversation : les modifications propres à la version %1. La publication précédente est inconnue de la console : des brouillons publiés en même temps peuvent donc manquer.</translation>
    </message>
    <message>
        <source>Not known yet: the conversation has not been read.</source>
        <translation>Pas encore connu : la conversation n’a pas encore été lue.</translation>
    </message>
    <message>
        <source>Recorded when this console published it.</source>
        <translation>Enregistré lorsque cette console l’a publiée.</translation>
    </message>
    <message>
        <source>Derived from the conversation&apos;s applied changes.</source>
        <translation>Déduit des modifications appliquées dans la conversation.</translation>
    </message>
    <message>
        <source>Not known.</source>
        <translation>Inconnu.</translation>
    </message>
</context>
<context>
    <name>QuickSearchIndex</name>
    <message>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
    <message>
        <source>audience on %1</source>
        <translation>audience sur %1</translation>
    </message>
    <message>
        <source>topic</source>
        <translation>sujet</translation>
    </message>
    <message>
        <source>topic: %1</source>
        <translation>sujet : %1</translation>
    </message>
    <message>
        <source>person</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>person, %1</source>
        <translation>personne, %1</translation>
    </message>
</context>
<context>
    <name>ReleaseChecks</name>
    <message>
        <source>Give each audience of the page its own meta title.</source>
        <translation>Donnez à chaque audience de la page son propre méta-titre.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source>Same meta title as %1</source>
        <translation>Même méta-titre que %1</translation>
    </message>
</context>
<context>
    <name>ReleaseLog</name>
    <message>
        <source>Not published: it had not started.</source>
        <translation>Non publiée : elle n’avait pas démarré.</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Ignorée : %1</translation>
    </message>
    <message>
        <source>Published.</source>
        <translation>Publiée.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>Not published: the publish was discarded.</source>
        <translation>Non publiée : la publication a été abandonnée.</translation>
    </message>
    <message>
        <source>Not confirmed: the publish was sent, and the console closed before the service answered. Check or Retry it in Activity (the same key).</source>
        <translation>Non confirmée : la publication a été envoyée, et la console s’est fermée avant la réponse du service. Utilisez « Vérifier » ou « Réessayer » dans Activité (même clé).</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n published</source>
        <translation>
            <numerusform>%1 sur %n publiée</numerusform>
            <numerusform>%1 sur %n publiées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; not published: %2</source>
        <translation>%1 ; sans publication : %2</translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <source>the profile&apos;s store is busy: another program is holding it</source>
        <translation>le stockage du profil est occupé : un autre programme le retient</translation>
    </message>
    <message>
        <source>the disk holding the profile is full</source>
        <translation>le disque qui contient le profil est plein</translation>
    </message>
    <message>
        <source>the profile&apos;s store is read-only</source>
        <translation>le stockage du profil est en lecture seule</translation>
    </message>
    <message>
        <source>the profile&apos;s store is damaged</source>
        <translation>le stockage du profil est endommagé</translation>
    </message>
    <message>
        <source>the profile&apos;s store could not be written</source>
        <translation>le stockage du profil n’a pas pu être écrit</translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <extracomment>%1 is a cause such as &quot;the disk holding the profile is full&quot;</extracomment>
        <translation>Non envoyé : %1.</translation>
    </message>
    <message>
        <source>The profile&apos;s disk is full, so this console has not recorded it yet.</source>
        <translation>Le disque du profil est plein : cette console ne l’a donc pas encore enregistré.</translation>
    </message>
    <message>
        <source>Another program is holding the profile&apos;s store, so this console has not recorded it yet.</source>
        <translation>Un autre programme bloque le stockage du profil : cette console ne l’a donc pas encore enregistré.</translation>
    </message>
    <message>
        <source>The profile&apos;s store is read-only, so this console has not recorded it yet.</source>
        <translation>Le stockage du profil est en lecture seule : cette console ne l’a donc pas encore enregistré.</translation>
    </message>
    <message>
        <source>The profile&apos;s store is damaged, so this console has not recorded it yet.</source>
        <translation>Le stockage du profil est endommagé : cette console ne l’a donc pas encore enregistré.</translation>
    </message>
    <message>
        <source>The profile&apos;s store could not be written, so this console has not recorded it yet.</source>
        <translation>Le stockage du profil n’a pas pu être écrit : cette console ne l’a donc pas encore enregistré.</translation>
    </message>
</context>
<context>
    <name>UndoField</name>
    <message>
        <source>%1 may have changed since, by %2; the console cannot vouch for its live value:</source>
        <translation>%1 a pu être modifié depuis, par %2 ; la console ne peut pas garantir sa valeur en ligne :</translation>
    </message>
    <message>
        <source>%1 changed again since, by %2:</source>
        <translation>%1 a été modifié de nouveau depuis, par %2 :</translation>
    </message>
    <message>
        <source>(the value live now, not known to the console)</source>
        <translation>(la valeur en ligne maintenant, inconnue de la console)</translation>
    </message>
</context>
<context>
    <name>UndoMemberWords</name>
    <message>
        <source>The agent&apos;s draft, version %1, against what was live when it was proved:</source>
        <translation>Le brouillon de l’agent, version %1, comparé à ce qui était en ligne lors de la preuve :</translation>
    </message>
    <message>
        <source>Preview: each field version %1 changed, live now → its value before version %1.</source>
        <translation>Aperçu : chaque champ modifié par la version %1, en ligne maintenant → sa valeur d’avant la version %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>UndoPlan</name>
    <message>
        <source>Version %1 changed no field: there is nothing to undo.</source>
        <translation>La version %1 n’a modifié aucun champ : il n’y a rien à annuler.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>la version %1</translation>
    </message>
    <message>
        <source>The agent cannot be told this field&apos;s value.</source>
        <translation>La valeur de ce champ ne peut pas être transmise à l’agent.</translation>
    </message>
    <message>
        <source>Every field version %1 changed already holds its value from before.</source>
        <translation>Chaque champ modifié par la version %1 a déjà retrouvé sa valeur d’avant.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>a publish this console did not see</source>
        <translation>une publication que cette console n’a pas vue</translation>
    </message>
    <message>
        <source>%1 is now “%2”: changed since by %3.</source>
        <translation>%1 vaut maintenant « %2 » : modifié depuis par %3.</translation>
    </message>
    <message>
        <source>%1 changed since by %2.</source>
        <translation>%1 a été modifié depuis par %2.</translation>
    </message>
    <message>
        <source>%1 is back to before version %2</source>
        <translation>%1 est revenu à l’état d’avant la version %2</translation>
    </message>
    <message>
        <source>%1 are back to before version %2</source>
        <translation>%1 sont revenus à l’état d’avant la version %2</translation>
    </message>
    <message>
        <source>; %1 was kept at its later value</source>
        <translation> ; %1 a été gardé à sa valeur ultérieure</translation>
    </message>
    <message>
        <source>; %1 were kept at their later values</source>
        <translation> ; %1 ont été gardés à leurs valeurs ultérieures</translation>
    </message>
</context>
<context>
    <name>UndoProof</name>
    <message numerus="yes">
        <source>Proof: %1 of %n field(s) equal the values before version %2.</source>
        <translation>
            <numerusform>Preuve : %1 sur %n champ correspond aux valeurs d’avant la version %2.</numerusform>
            <numerusform>Preuve : %1 sur %n champs correspondent aux valeurs d’avant la version %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the draft holds “%2”; before version %3 it was “%4”.</source>
        <translation>%1 : le brouillon contient « %2 » ; avant la version %3, c’était « %4 ».</translation>
    </message>
    <message>
        <source>%1: the draft holds “%2”; before the undo it was “%3”.</source>
        <translation>%1 : le brouillon contient « %2 » ; avant l’annulation, c’était « %3 ».</translation>
    </message>
    <message>
        <source>Not proven: the agent also changed %1: %2 → %3.</source>
        <translation>Preuve non établie : l’agent a aussi modifié %1 : %2 → %3.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>The draft also changes %1: it was pending before the undo and goes live with it.</source>
        <translation>Le brouillon modifie aussi %1 : cette modification était en attente avant l’annulation et sera mise en ligne avec elle.</translation>
    </message>
    <message>
        <source>%1 goes live as the agent changed it, as you chose: %2.</source>
        <translation>%1 est mis en ligne tel que l’agent l’a modifié, comme vous l’avez choisi : %2.</translation>
    </message>
</context>
<context>
    <name>UndonePublishes</name>
    <message>
        <source>Undone by version %1; the watch now follows version %1.</source>
        <translation>Annulée par la version %1 ; la surveillance suit désormais la version %1.</translation>
    </message>
    <message>
        <source>Undone by version %1 on %2; the watch now follows version %1.</source>
        <translation>Annulée par la version %1 le %2 ; la surveillance suit désormais la version %1.</translation>
    </message>
    <message>
        <source>Nothing to undo: version %1 put the values back.</source>
        <translation>Rien à annuler : la version %1 a rétabli les valeurs.</translation>
    </message>
    <message>
        <source>undone by version %1</source>
        <translation>annulée par la version %1</translation>
    </message>
</context>
<context>
    <name>UnseenDraft</name>
    <message>
        <source>The conversation has changes pending (%1), but no version this console has seen holds them, so there is nothing to publish yet: the interface cannot list versions. Ask the agent to confirm the draft: its answer names the version, and Publish appears once the agent has made it.</source>
        <translation>La conversation contient des modifications en attente (%1), mais aucune version vue par cette console ne les contient : il n’y a donc encore rien à publier, car l’interface ne peut pas lister les versions. Demandez à l’agent de confirmer le brouillon : sa réponse nomme la version, et « Publier » apparaît dès que l’agent l’a créée.</translation>
    </message>
</context>
<context>
    <name>VersionDraft</name>
    <message>
        <source>The conversation&apos;s messages do not line up with the versions, so what version %1 puts live cannot be read from it.</source>
        <translation>Les messages de la conversation ne correspondent pas aux versions : ce que la version %1 met en ligne ne peut donc pas y être lu.</translation>
    </message>
    <message>
        <source>Version %1 is live already.</source>
        <translation>La version %1 est déjà en ligne.</translation>
    </message>
    <message>
        <source>Version %1 is older than the live version %2.</source>
        <translation>La version %1 est plus ancienne que la version en ligne %2.</translation>
    </message>
    <message>
        <source>The conversation does not reach version %1 yet.</source>
        <translation>La conversation n’atteint pas encore la version %1.</translation>
    </message>
    <message>
        <source>A pending change is not among the messages&apos; changes, so what version %1 puts live cannot be read from the conversation.</source>
        <translation>Une modification en attente ne figure pas parmi celles des messages : ce que la version %1 met en ligne ne peut donc pas être lu dans la conversation.</translation>
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
        <translation>Statut</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En ligne</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>Results while live</source>
        <translation>Résultats pendant la mise en ligne</translation>
    </message>
    <message>
        <source>%1 – live now</source>
        <translation>%1 – en ligne actuellement</translation>
    </message>
    <message>
        <source>%1 – replaced (when is not known)</source>
        <translation>%1 – remplacée (date inconnue)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1: “%2” → “%3”</source>
        <translation>%1 : « %2 » → « %3 »</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>no field</source>
        <translation>aucun champ</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n champ</numerusform>
            <numerusform>%n champs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhatGoesLiveHtml</name>
    <message>
        <source>(no keywords)</source>
        <translation>(aucun mot-clé)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Live:</source>
        <translation>En ligne :</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>Après :</translation>
    </message>
    <message>
        <source>(empty now)</source>
        <translation>(vide actuellement)</translation>
    </message>
    <message>
        <source>(empty after)</source>
        <translation>(vide après)</translation>
    </message>
    <message>
        <source>changes</source>
        <translation>change</translation>
    </message>
    <message>
        <source>no net change</source>
        <translation>aucun changement au final</translation>
    </message>
    <message numerus="yes">
        <source>%n agent step(s)</source>
        <translation>
            <numerusform>%n étape de l’agent</numerusform>
            <numerusform>%n étapes de l’agent</numerusform>
        </translation>
    </message>
</context>
</TS>
