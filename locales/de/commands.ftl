### Glossary (Deutsch): game = Spiel, match = Partie, turn = Zug, player = Spieler,
### opponent = Gegner, season = Saison, leaderboard = Rangliste, rating = Wertung,
### rated = gewertet, forfeit = kampflos (verlieren), organiser = Organisator, host = Host,
### tournament = Turnier, sign-up = Anmeldung, standings = Tabelle, round = Runde,
### record = Protokoll, draw = Remis, Death Match, EC, DMO stay as they are.

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = herausfordern
cmd-challenge-description = Fordere einen Spieler, mich (den Bot: wir spielen sofort) oder alle hier heraus (Gegner weglassen).
cmd-challenge-game = spiel
cmd-challenge-game-description = Welches Spiel
cmd-challenge-opponent = gegner
cmd-challenge-opponent-description = Wen herausfordern (mich, um gegen den Bot zu spielen); weglassen, damit jeder hier annehmen kann
cmd-challenge-target = ziel
cmd-challenge-target-description = Punkte (oder Clashes), die die Partie gewinnen; sonst der Standard des Spiels
cmd-challenge-turn_seconds = zugzeit
cmd-challenge-turn_seconds-description = Sekunden pro Zug: 0 für ohne Zeitlimit; sonst der Standard des Servers

cmd-practice = üben
cmd-practice-description = Spiel gegen den Bot: jedes Spiel, jederzeit. Nicht gewertet.
cmd-practice-game = spiel
cmd-practice-game-description = Welches Spiel
cmd-practice-level = stufe
cmd-practice-level-description = Wie gut der Bot spielt; sonst stark
cmd-practice-level-easy = leicht
cmd-practice-level-strong = stark
cmd-practice-level-random = zufällig (die ersten Partien eines Anfängers)
cmd-practice-target = ziel
cmd-practice-target-description = Punkte (oder Clashes), die die Partie gewinnen; sonst der Standard des Spiels
cmd-practice-turn_seconds = zugzeit
cmd-practice-turn_seconds-description = Sekunden pro Zug: 0 für ohne Zeitlimit; sonst der Standard des Servers

cmd-games = partien
cmd-games-description = Deine laufenden Partien.

cmd-resign = aufgeben
cmd-resign-description = Gib eine deiner Partien auf (mit Rückfrage).
cmd-resign-match = partie
cmd-resign-match-description = Die Partienummer (nur nötig, wenn du mehrere spielst)

cmd-rules = regeln
cmd-rules-description = Wie ein Spiel gespielt wird, mit Beispielen.
cmd-rules-game = spiel
cmd-rules-game-description = Welches Spiel

cmd-rank = bewerten
cmd-rank-description = Bewerte ein Clash-Set aus 1 bis 4 Karten, z. B. `9S 9H 7D 7C`.
cmd-rank-cards = karten
cmd-rank-cards-description = 1 bis 4 Karten, z. B. 9S 9H 7D 7C (10 oder T für Zehn; Farben S H D C oder ♠♥♦♣)

cmd-leaderboard = rangliste
cmd-leaderboard-description = Die Rangliste eines Spiels auf diesem Server.
cmd-leaderboard-game = spiel
cmd-leaderboard-game-description = Welches Spiel
cmd-leaderboard-season = saison
cmd-leaderboard-season-description = Welche Saison (sonst die laufende; all für alle Zeiten)
cmd-leaderboard-page = seite
cmd-leaderboard-page-description = Seite, je 10 Spieler (sonst 1)

cmd-stats = statistik
cmd-stats-description = Wertung, Rang und Bilanz eines Spielers (deine, wenn niemand genannt ist).
cmd-stats-user = nutzer
cmd-stats-user-description = Wessen Statistik (sonst deine)
cmd-stats-game = spiel
cmd-stats-game-description = Welches Spiel (sonst jedes, das die Person spielt)
cmd-stats-season = saison
cmd-stats-season-description = Welche Saison (sonst die laufende; all für alle Zeiten)

cmd-history = verlauf
cmd-history-description = Die letzten gewerteten Partien eines Spielers (deine, wenn niemand genannt ist).
cmd-history-user = nutzer
cmd-history-user-description = Wessen Partien (sonst deine)
cmd-history-game = spiel
cmd-history-game-description = Welches Spiel (sonst alle)
cmd-history-season = saison
cmd-history-season-description = Welche Saison (sonst die laufende; all für alle Zeiten)

cmd-season = saison
cmd-season-description = Saisons: Ranglisten, die neu beginnen (Organisatoren starten und beenden sie).

cmd-season-start = starten
cmd-season-start-description = Starte eine neue Saison und schließe die laufende (ihre finalen Top 10 werden gepostet).
cmd-season-start-name = name
cmd-season-start-name-description = Der Name der neuen Saison, z. B. Saison 4
cmd-season-start-soft_reset = sanfter_reset
cmd-season-start-soft_reset-description = Spieler starten mit ihrer Gesamtwertung, halb zu 1500 gezogen (Standard: alle bei 1500)

cmd-season-end = beenden
cmd-season-end-description = Beende die laufende Saison, ohne eine neue zu starten (ihre finalen Top 10 werden gepostet).

cmd-season-list = liste
cmd-season-list-description = Die Saisons dieses Servers mit ihren Daten.

cmd-record = protokoll
cmd-record-description = Das Protokoll einer deiner beendeten Partien, als Datei zum Prüfen mit `clash-bot verify`.
cmd-record-match = partie
cmd-record-match-description = Die Partienummer

cmd-replay = wiederholung
cmd-replay-description = Gehe eine beendete Partie dieses Servers Zug für Zug durch.
cmd-replay-match = partie
cmd-replay-match-description = Die Partienummer
cmd-replay-public = öffentlich
cmd-replay-public-description = Im Kanal posten, damit alle sie durchgehen können (sonst siehst nur du sie)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Death Matches leiten (nur Hosts, außer dem Protokoll).

cmd-deathmatch-start = starten
cmd-deathmatch-start-description = Starte ein Death Match: der DMO wählt, wer beginnt.
cmd-deathmatch-start-game = spiel
cmd-deathmatch-start-game-description = Welches Spiel
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = Der Ausscheidungskandidat (EC)
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = Der Death-Match-Gegner (DMO), vom EC gewählt
cmd-deathmatch-start-event = event
cmd-deathmatch-start-event-description = Ein Event-Name, der Death Matches bündelt, z. B. Saison 4, Woche 2
cmd-deathmatch-start-turn_seconds = zugzeit
cmd-deathmatch-start-turn_seconds-description = Sekunden pro Zug (Standard 60; 0 für ohne Zeitlimit)
cmd-deathmatch-start-max_strikes = max_aussetzer
cmd-deathmatch-start-max_strikes-description = Verpasste Züge, nach denen kampflos verloren ist (Standard 5)
cmd-deathmatch-start-reserve_seconds = reserve_sekunden
cmd-deathmatch-start-reserve_seconds-description = Ein Zeitkonto pro Spieler, verbraucht, bevor ein Zug übersprungen wird (Standard 0)
cmd-deathmatch-start-draw_to_dmo = remis_an_dmo
cmd-deathmatch-start-draw_to_dmo-description = Ob ein Remis an den DMO geht (Standard ja)

cmd-deathmatch-schedule = planen
cmd-deathmatch-schedule-description = Plane ein Death Match: sofort angekündigt, mit Erinnerung und Check-in, Start zur angesetzten Zeit.
cmd-deathmatch-schedule-game = spiel
cmd-deathmatch-schedule-game-description = Welches Spiel
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = Der Ausscheidungskandidat (EC)
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = Der Death-Match-Gegner (DMO), vom EC gewählt
cmd-deathmatch-schedule-at = zeitpunkt
cmd-deathmatch-schedule-at-description = Wann: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = nachfrist
cmd-deathmatch-schedule-grace-description = Wie lange ein fehlender Spieler nach dem Beginn hat, bevor er kampflos verliert (Standard 5m)
cmd-deathmatch-schedule-event = event
cmd-deathmatch-schedule-event-description = Ein Event-Name, der Death Matches bündelt, z. B. Saison 4, Woche 2
cmd-deathmatch-schedule-turn_seconds = zugzeit
cmd-deathmatch-schedule-turn_seconds-description = Sekunden pro Zug (Standard 60; 0 für ohne Zeitlimit)
cmd-deathmatch-schedule-max_strikes = max_aussetzer
cmd-deathmatch-schedule-max_strikes-description = Verpasste Züge, nach denen kampflos verloren ist (Standard 5)

cmd-deathmatch-reschedule = verschieben
cmd-deathmatch-reschedule-description = Verschiebe ein geplantes Death Match oder Turnier auf eine andere Zeit (nur sein Host).
cmd-deathmatch-reschedule-scheduled = geplant
cmd-deathmatch-reschedule-scheduled-description = Die Nummer des geplanten Death Match oder Turniers
cmd-deathmatch-reschedule-at = zeitpunkt
cmd-deathmatch-reschedule-at-description = Die neue Zeit: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = absagen
cmd-deathmatch-cancel-description = Sage ein geplantes Death Match oder Turnier ab; der Grund wird gepostet (nur sein Host).
cmd-deathmatch-cancel-scheduled = geplant
cmd-deathmatch-cancel-scheduled-description = Die Nummer des geplanten Death Match oder Turniers
cmd-deathmatch-cancel-reason = grund
cmd-deathmatch-cancel-reason-description = Warum (wird mit der Absage gepostet)

cmd-deathmatch-start-now = jetzt_starten
cmd-deathmatch-start-now-description = Starte ein geplantes Death Match oder Turnier sofort, egal wer eingecheckt hat (nur sein Host).
cmd-deathmatch-start-now-scheduled = geplant
cmd-deathmatch-start-now-scheduled-description = Die Nummer des geplanten Death Match oder Turniers

cmd-deathmatch-pause = pausieren
cmd-deathmatch-pause-description = Pausiere ein Death Match: keine Züge und keine Uhr bis zur Fortsetzung.
cmd-deathmatch-pause-match = partie
cmd-deathmatch-pause-match-description = Die Partienummer
cmd-deathmatch-pause-reason = grund
cmd-deathmatch-pause-reason-description = Warum (wird mit der Pause gepostet)

cmd-deathmatch-resume = fortsetzen
cmd-deathmatch-resume-description = Setze ein pausiertes Death Match mit der verbliebenen Zeit fort.
cmd-deathmatch-resume-match = partie
cmd-deathmatch-resume-match-description = Die Partienummer
cmd-deathmatch-resume-reason = grund
cmd-deathmatch-resume-reason-description = Warum (wird mit der Fortsetzung gepostet)

cmd-deathmatch-addtime = zeitplus
cmd-deathmatch-addtime-description = Gib dem aktuellen Zug eines Death Match mehr Zeit.
cmd-deathmatch-addtime-match = partie
cmd-deathmatch-addtime-match-description = Die Partienummer
cmd-deathmatch-addtime-seconds = sekunden
cmd-deathmatch-addtime-seconds-description = Sekunden, die der aktuelle Zug dazubekommt
cmd-deathmatch-addtime-reason = grund
cmd-deathmatch-addtime-reason-description = Warum (wird damit gepostet)

cmd-deathmatch-void = annullieren
cmd-deathmatch-void-description = Beende ein Death Match ohne Ergebnis und ohne Wertung.
cmd-deathmatch-void-match = partie
cmd-deathmatch-void-match-description = Die Partienummer
cmd-deathmatch-void-reason = grund
cmd-deathmatch-void-reason-description = Warum (wird damit gepostet)

cmd-deathmatch-award = zusprechen
cmd-deathmatch-award-description = Beende ein Death Match mit einem Sieger (z. B. Disqualifikation); gewertet wie kampflos.
cmd-deathmatch-award-match = partie
cmd-deathmatch-award-match-description = Die Partienummer
cmd-deathmatch-award-player = spieler
cmd-deathmatch-award-player-description = Der Spieler, der gewinnt
cmd-deathmatch-award-reason = grund
cmd-deathmatch-award-reason-description = Warum (wird damit gepostet)

cmd-deathmatch-list = liste
cmd-deathmatch-list-description = Das Dashboard des Hosts: die Death Matches des Servers (oder eines Events).
cmd-deathmatch-list-event = event
cmd-deathmatch-list-event-description = Nur die Death Matches dieses Events

cmd-deathmatch-record = protokoll
cmd-deathmatch-record-description = Das vollständige Protokoll eines beendeten Death Match, für seinen Host und seine Spieler.
cmd-deathmatch-record-match = partie
cmd-deathmatch-record-match-description = Die Partienummer

cmd-tournament = turnier
cmd-tournament-description = Turniere: Schweizer System, K.-o. oder Jeder gegen jeden, vom Bot gepaart und gestartet.

cmd-tournament-create = erstellen
cmd-tournament-create-description = Öffne die Anmeldung für ein Turnier (Organisatoren).
cmd-tournament-create-game = spiel
cmd-tournament-create-game-description = Welches Spiel
cmd-tournament-create-format = format
cmd-tournament-create-format-description = Wie Spieler gepaart werden
cmd-tournament-create-format-swiss = Schweizer System
cmd-tournament-create-format-single-elimination = K.-o.-System
cmd-tournament-create-format-round-robin = Jeder gegen jeden
cmd-tournament-create-name = name
cmd-tournament-create-name-description = Der Name des Turniers
cmd-tournament-create-rounds = runden
cmd-tournament-create-rounds-description = Nur Schweizer System: wie viele Runden (Standard: genug für einen klaren Sieger)
cmd-tournament-create-target = ziel
cmd-tournament-create-target-description = Das Ziel jeder Partie (Standard: das des Spiels)
cmd-tournament-create-turn_seconds = zugzeit
cmd-tournament-create-turn_seconds-description = Sekunden pro Zug (Standard 120); wer sie überschreitet, verliert kampflos
cmd-tournament-create-max_players = max_spieler
cmd-tournament-create-max_players-description = Höchstens so viele Spieler (2 bis 256, Standard 256)
cmd-tournament-create-signup_minutes = anmelde_minuten
cmd-tournament-create-signup_minutes-description = Minuten, bis die Anmeldung schließt und es beginnt (Standard 15)
cmd-tournament-create-rated = gewertet
cmd-tournament-create-rated-description = Ob seine Partien gewertet werden (Standard ja)
cmd-tournament-create-starts_at = beginn
cmd-tournament-create-starts_at-description = Planen: wann es beginnt (Anmeldung bis dahin, Check-in davor), z. B. tomorrow 18:00

cmd-tournament-start = starten
cmd-tournament-start-description = Schließe die Anmeldung jetzt und paare Runde 1 (Organisatoren).
cmd-tournament-start-tournament = turnier
cmd-tournament-start-tournament-description = Die Turniernummer

cmd-tournament-drop = abmelden
cmd-tournament-drop-description = Tritt aus einem Turnier aus oder melde (Organisatoren) einen Spieler ab.
cmd-tournament-drop-tournament = turnier
cmd-tournament-drop-tournament-description = Die Turniernummer
cmd-tournament-drop-player = spieler
cmd-tournament-drop-player-description = Organisatoren: der Spieler, der abgemeldet wird (Standard: du selbst)
cmd-tournament-drop-reason = grund
cmd-tournament-drop-reason-description = Warum (wird damit gepostet)

cmd-tournament-award = zusprechen
cmd-tournament-award-description = Sprich eine laufende Turnierpartie einem ihrer Spieler zu (Organisatoren).
cmd-tournament-award-match = partie
cmd-tournament-award-match-description = Die Partienummer
cmd-tournament-award-player = spieler
cmd-tournament-award-player-description = Der Spieler, der gewinnt
cmd-tournament-award-reason = grund
cmd-tournament-award-reason-description = Warum (wird damit gepostet)

cmd-tournament-void = annullieren
cmd-tournament-void-description = Annulliere eine laufende Turnierpartie: kein Ergebnis, ihre Spieler spielen neu (Organisatoren).
cmd-tournament-void-match = partie
cmd-tournament-void-match-description = Die Partienummer
cmd-tournament-void-reason = grund
cmd-tournament-void-reason-description = Warum (wird damit gepostet)

cmd-tournament-end = beenden
cmd-tournament-end-description = Beende ein Turnier jetzt mit der aktuellen Tabelle (Organisatoren).
cmd-tournament-end-tournament = turnier
cmd-tournament-end-tournament-description = Die Turniernummer
cmd-tournament-end-reason = grund
cmd-tournament-end-reason-description = Warum (wird damit gepostet)

cmd-tournament-list = liste
cmd-tournament-list-description = Die Turniere dieses Servers, neueste zuerst.

cmd-tournament-show = anzeigen
cmd-tournament-show-description = Anmeldung oder Tabelle eines Turniers (eine Seite davon), nur für dich sichtbar.
cmd-tournament-show-tournament = turnier
cmd-tournament-show-tournament-description = Die Turniernummer
cmd-tournament-show-page = seite
cmd-tournament-show-page-description = Welche Seite der Tabelle (24 Spieler pro Seite; Standard 1)

cmd-settings = einstellungen
cmd-settings-description = Sieh und ändere die Einstellungen dieses Servers (Server verwalten).

cmd-puzzle = puzzle
cmd-puzzle-description = Das heutige Rätsel eines Spiels, nur für dich beantwortet.
cmd-puzzle-game = spiel
cmd-puzzle-game-description = Welches Spiel (sonst das erste, das du heute noch nicht beantwortet hast)
cmd-puzzles = puzzles
cmd-puzzles-description = Die Rätsel-Rangliste dieses Servers: Wertungen, Lösungen und Serien.
cmd-puzzles-page = seite
cmd-puzzles-page-description = Seite, je 10 Spieler (sonst 1)
