### Glossary (Deutsch): server = Server, post = Beitrag, panel = Panel, language = Sprache,
### setting = Einstellung, default = Standard, host = Host, match = Partie, thread = Thread,
### turn clock = Zugzeit, challenge = Herausforderung, leaderboard = Rangliste, check-in = Check-in,
### reminder = Erinnerung, time zone = Zeitzone, web pages = Webseiten, Manage Server = Server verwalten.

### /settings: das private Panel der Admins eines Servers, seine Auswahlen, Knöpfe und Formulare
### und die Antworten auf eine Änderung (keys: see locales/en-US/settings.ftl).

settings-language-name = Deutsch
settings-language-server = Sprache des Discord-Servers
settings-language-button = Sprache: { $language }
settings-language-title = Die Sprache der Beiträge dieses Servers
settings-language-explain = Tische, Ergebnisse, Ranglisten und Saison-Neuigkeiten werden in ihr gepostet. Was nur ein Mitglied sieht (Panels, private Antworten), bleibt in dessen eigener Discord-Sprache.
settings-language-placeholder = Die Sprache der Beiträge dieses Servers
settings-language-set = Die Beiträge dieses Servers sind jetzt auf { $language }.
settings-language-follows = Die Beiträge dieses Servers folgen wieder seiner Discord-Sprache.
settings-language-unknown = diese Sprache spricht der Bot nicht

settings-panel-head-emphasis = Die Einstellungen dieses Servers
settings-panel-head = ⚙️ { $emphasis } (jede sagt, ob sie dieser Server selbst gewählt hat oder ob der Standard des Bots gilt)
settings-line-own = • { $setting }: { $value } — dieser Server
settings-line-default = • { $setting }: { $value } — Standard
settings-last-change = Letzte Änderung: { $setting } von { $user } { $when }
settings-thread-failure = ⚠️ Der Thread von Partie #{ $match }: { $reason }; die Partie wurde in { $channel } gespielt.
settings-thread-loss = { $code ->
    [no-permission] konnte nicht geöffnet werden, weil der Bot in { $channel } keine öffentlichen Threads erstellen darf
    [not-opened] konnte nicht geöffnet werden
    [deleted] wurde während der Partie gelöscht
    [locked] wurde während der Partie gesperrt
    [closed] wurde während der Partie für den Bot unzugänglich
   *[unknown] konnte nicht genutzt werden
}

settings-key-host_roles = Death-Match-Host-Rollen
settings-key-results_channel = Death-Match-Ergebniskanal
settings-key-puzzle_channel = Kanal für die Tagesrätsel
settings-key-turn_seconds = Standard-Zugzeit
settings-key-max_strikes = Verpasste Züge bis zur kampflosen Niederlage
settings-key-challenge_expiry_seconds = Ablauf von Herausforderungen
settings-key-game_channels = Kanäle für Spiele
settings-key-games = Aktivierte Spiele
settings-key-threads = Partie-Threads
settings-key-min_games = Mindestpartien für die Rangliste
settings-key-web_pages = Webseiten
settings-key-time_zone = Zeitzone
settings-key-reminders = Event-Erinnerungen
settings-key-checkin_seconds = Check-in-Fenster
settings-key-language = Sprache

settings-value-hosts-default = Mitglieder mit „Server verwalten“
settings-value-role-missing = Rolle { $role } (fehlt: gelöscht?)
settings-value-channel-missing = Kanal { $channel } (fehlt: gelöscht?)
settings-value-no-results-channel = keiner: Ergebnisse bleiben im Kanal der Partie
settings-value-no-puzzle-channel = keiner: die Tagesrätsel werden nicht gepostet
settings-value-untimed = ohne Zeitlimit
settings-value-never = nie
settings-value-any-channel = jeder Kanal
settings-value-every-game = alle Spiele
settings-value-min-games = { $games ->
    [one] { $games } gewertete Partie
   *[other] { $games } gewertete Partien
}
settings-value-pages-off = aus: dieser Server hat keine Seiten
settings-value-pages-on = an: <{ $url }>
settings-value-pages-no-address = an (der Betreiber des Bots hat noch keine öffentliche Adresse festgelegt)
settings-value-zone = { $zone } (für Zeiten ohne Zeitzone)
settings-value-none = keine
settings-value-reminders = { $reminders } vor einem geplanten Event
settings-value-no-checkin = keins: geplante Events beginnen ohne Check-in
settings-value-checkin = öffnet { $duration } vor dem Start
settings-threads-off = aus: Partien werden in ihrem Kanal gespielt
settings-threads-deathmatches = nur Death Matches
settings-threads-every = jede Partie

settings-placeholder-hosts = Death-Match-Host-Rollen (keine: „Server verwalten“)
settings-placeholder-results = Death-Match-Ergebniskanal (keiner: Kanal der Partie)
settings-placeholder-channels = Kanäle, in denen Spiele starten dürfen (keine: alle)
settings-placeholder-games = Aktivierte Spiele
settings-button-threads-off = Partie-Threads: aus
settings-button-threads-deathmatches = Partie-Threads: Death Matches
settings-button-threads-every = Partie-Threads: jede Partie
settings-button-numbers = Zugzeit, Züge, Ablauf, Rangliste…
settings-button-pages-on = Webseiten: an
settings-button-pages-off = Webseiten: aus
settings-button-events = Zeitzone, Erinnerungen, Check-in…

settings-numbers-title = Zugzeit, Züge, Ablauf, Rangliste
settings-numbers-turn = Zugzeit in Sekunden (0: ohne Limit)
settings-numbers-strikes = Verpasste Züge bis kampflos (0: nie)
settings-numbers-expiry = Ablauf einer Herausforderung (Sek.)
settings-numbers-games = Rangliste: gewertete Partien nötig
settings-numbers-placeholder = leer: Standard des Bots
settings-numbers-not-a-number = { $field }: { $text } ist keine ganze Zahl

settings-events-title = Geplante Events
settings-events-zone = Zeitzone (leer: UTC)
settings-events-reminders = Erinnerungen vor dem Start (leer: Standard)
settings-events-reminders-placeholder = 24h, 1h, 10m (keine: 0)
settings-events-checkin = Check-in-Fenster (0: keins; leer: 15m)

settings-not-admin = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen dieses Servers ändern. Es wurde nichts geändert.
settings-refused = ⚠️ { $why } Es wurde nichts geändert.
settings-hosts-default = Death-Match-Hosts sind wieder die Mitglieder mit „Server verwalten“.
settings-hosts = Death-Match-Hosts: { $roles }.
settings-results-channel = Death-Match-Ergebnisse gehen auch nach { $channel }.
settings-results-none = Death-Match-Ergebnisse bleiben im Kanal ihrer Partie.
settings-channels-any = Spiele dürfen in jedem Kanal gestartet werden.
settings-channels = Spiele dürfen nur in { $channels } gestartet werden.
settings-games = Aktivierte Spiele: { $games }.
settings-threads = Partie-Threads: { $threads }.
settings-pages-off-notice = Die Webseiten sind aus: die Adressen dieses Servers antworten wie die eines unbekannten Servers.
settings-pages-on-notice = Die Webseiten sind an: <{ $url }>
settings-pages-no-address-notice = Die Webseiten sind an; sie erscheinen, sobald der Betreiber des Bots seine öffentliche Adresse festlegt ([web] public_url).
settings-nothing = Nichts zu ändern.
settings-changed = Geändert: { $settings }.
settings-field-refused = { $setting }: { $why }

settings-not-a-role = das ist keine Rolle dieses Servers
settings-not-a-channel = das ist kein Kanal dieses Servers
settings-not-a-game = das ist keines der Spiele
settings-not-text-channel = das ist kein Textkanal dieses Servers ({ $channel })
settings-cannot-see = der Bot kann { $channel } nicht sehen
settings-cannot-play = der Bot kann in { $channel } nicht spielen: ihm fehlt dort { $permissions }
settings-too-many-roles = höchstens { $max } Rollen
settings-roles-unknown = die Rollen dieses Servers sind noch nicht bekannt: versuch es gleich noch einmal
settings-role-not-ours = { $role } ist keine Rolle dieses Servers
settings-went-wrong = auf unserer Seite ist etwas schiefgegangen
settings-placeholder-puzzles = Kanal für die Tagesrätsel (keiner: kein täglicher Beitrag)
settings-puzzle-channel = Die Tagesrätsel werden um Mitternacht dieses Servers in { $channel } gepostet.
settings-puzzle-none = Die Tagesrätsel werden nicht mehr gepostet.
