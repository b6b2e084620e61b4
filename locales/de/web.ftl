### Glossary (Deutsch): game = Spiel, match = Partie, player = Spieler, opponent = Gegner,
### season = Saison, leaderboard/board = Rangliste, rating = Wertung, rated = gewertet,
### rank = Rang, streak = Serie, W-L-D = S-N-R (Siege-Niederlagen-Remis), win = Sieg,
### loss = Niederlage, draw = Remis, forfeit = kampflos, resign = aufgeben,
### record (file) = Protokoll, organiser = Organisator, tournament = Turnier,
### standings = Tabelle, bye = Freilos, walkover = kampflos weiter, round = Runde.
### Death Match, EC, DMO, Buchholz, SB, Glicko-2 bleiben, wie sie sind.

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = Ranglisten
web-nav-live = Live
web-footer = Schreibgeschützte Seiten von clash-bot. Wertungen nach Glicko-2; S-N-R heißt Siege, Niederlagen und Remis.
web-not-found = Nicht gefunden
web-not-found-text = Hier gibt es keine Seite.
web-index-heading = Die Seiten von clash-bot
web-back-to-start = Zur Startseite
web-too-many = Zu viele Anfragen
web-too-many-text = Bitte etwas langsamer, dann noch einmal versuchen.
web-busy = Die Seiten sind ausgelastet
web-busy-text = Versuche es gleich noch einmal.
web-failed = Etwas ist schiefgelaufen
web-failed-text = Der Fehler lag bei uns und wurde protokolliert. Versuche es später noch einmal.
web-index = Die Seiten der Server, die ihre Ranglisten, Spieler, Partien und Turniere veröffentlichen. Folge einem Link, den der Bot auf deinem Server postet.
web-page-title = { $name } · clash-bot
web-player-unknown = Spieler { $user }
web-pager = Seiten
web-pager-previous = ‹ Zurück
web-pager-next = Weiter ›
web-versus = { $a } gegen { $b }
web-live-badge = live
web-all-time = Alle Zeiten
web-season-name = Saison { $number }: { $name }

## Table headers
web-wld = S-N-R
web-col-player = Spieler
web-col-players = Spieler
web-col-rating = Wertung
web-col-games = Partien
web-col-game = Spiel
web-col-opponent = Gegner
web-col-match = Partie
web-col-result = Ergebnis
web-col-score = Stand
web-col-when = Wann
web-col-points = Punkte
web-col-board = Brett

## A player's result in a match
web-result-win = Sieg
web-result-loss = Niederlage
web-result-draw = Remis

## A server's home
web-home-title = Ranglisten · clash-bot
web-home-description = Die Ranglisten dieses Servers für Clash, Tile Poker, Clubbed, Shape Clash und Duel, dazu Saisons, Turniere und Death Matches.
web-home-heading = Ranglisten
web-home-running-since = Läuft seit { $time }.
web-home-whole-board = Ganze Rangliste ({ $players } Spieler) ›
web-home-no-rated-games = Noch keine gewerteten Partien.
web-home-seasons = Saisons
web-home-season-running = läuft
web-home-season-ended = beendet
web-home-season-boards = Ranglisten:
web-home-tournaments = Turniere
web-home-no-tournaments = Noch keine Turniere.
web-home-deathmatches = Death Matches
web-home-no-deathmatches = Noch keine Death Matches.
web-home-dm-players = { $a } (EC) gegen { $b } (DMO)
web-home-dm-voided = Partie #{ $id } vom Host annulliert: { $reason }
web-home-status-signup = Anmeldung offen
web-home-status-playing = läuft
web-home-status-finished = beendet
web-home-status-cancelled = abgesagt

## A board's page
web-board-title = Rangliste { $game } · { $scope } · Seite { $page }
web-board-description = { $players } Spieler, gereiht nach Glicko-2-Wertung ({ $scope }).
web-board-heading = Rangliste { $game }
web-board-facts = { $scope } · { $players } Spieler · aufgeführt ab { $games } gewerteten Partien
web-board-empty = Noch niemand steht auf dieser Rangliste.

## A player's page
web-player-description = Wertungen, Ergebnisse und Verlauf von { $name }.
web-player-description-best = Wertungen, Ergebnisse und Verlauf von { $name } ({ $best }).
web-player-rank = Rang
web-player-rank-of = { $rank } von { $players }
web-player-not-ranked = noch ohne Rang ({ $games } gewertete Partien nötig)
web-player-streak = Serie
web-player-best-streak = beste { $best }
web-player-streak-none = keine
web-player-streak-won = { $count } gewonnen
web-player-streak-lost = { $count } verloren
web-player-chart = Wertung in { $game } über die letzten { $games } gewerteten Partien, von { $from } auf { $to }
web-player-head-to-head = Direkter Vergleich
web-player-matches = Partien

## A finished match's page
web-match-title = Partie #{ $id }: { $game } — { $a } gegen { $b }
web-match-heading = Partie #{ $id }: { $game }
web-match-not-finished = Nicht beendet.
web-match-played = Gespielt
web-match-moves = Züge
web-match-commitment = Verpflichtung des Gebens
web-match-record = Protokoll
web-match-record-where = Nur die Spieler dieser Partie erhalten es, mit { $command } in Discord
web-match-step = Schritt { $step } von { $last }
web-match-film = Die ganze Partie als ein bewegtes Bild
web-steps = Schritte
web-steps-start = « Anfang
web-steps-back = ◀ Zurück
web-steps-next = Weiter ▶
web-steps-end = Ende »

## One step of a match
web-chapter-round = Runde { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Geben { $n }
web-score-score = Stand
web-score-stores = Stapel (weniger gewinnt)
web-score-clashes = Gewonnene Clashes
web-score-points = Punkte
web-step-unreadable = (unlesbarer Schritt)
web-step-dealt = Der Tisch, wie er gegeben wurde.
web-step-moved-unreadable = { $who } zog (unlesbarer Schritt).
web-step-moved = { $who } hat gezogen.
web-step-timeout-skipped = { $who } hatte keine Zeit mehr: Der Zug wurde übersprungen.
web-step-timeout-default = { $who } hatte keine Zeit mehr: Der Standardzug der Regeln wurde gespielt.
web-step-resigned = { $who } gab auf.
web-step-ruled-out = Der Host hat { $who } ausgeschlossen: kampflos verloren.
web-step-missed-turns = Verpasste Züge: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = Als Nächstes: { $who } { $what }.
web-step-voided-host = Vom Host annulliert: { $reason }. Kein Ergebnis, keine Wertung.
web-step-voided-organiser = Vom Organisator annulliert: { $reason }. Kein Ergebnis, keine Wertung; die Spieler spielen eine neue Partie.

## How a match ended
web-outcome-awarded-host = { $winner } gewinnt: Der Host hat die Partie zugesprochen ({ $reason }).
web-outcome-awarded-organiser = { $winner } gewinnt: Der Organisator hat die Partie zugesprochen ({ $reason }).
web-outcome-dm-draw = { $winner } gewinnt: Das Spiel endete remis, und ein Death Match mit Remis geht an den DMO.
web-outcome-draw = Die Partie endet remis.
web-outcome-won = { $winner } gewinnt die Partie.
web-outcome-forfeit = { $winner } gewinnt: { $loser } verliert kampflos.
web-outcome-missed-turns = { $winner } gewinnt: { $loser } hat { $turns ->
    [one] einen Zug
   *[other] { $turns } Züge
} verpasst und verliert kampflos.
web-outcome-dropped-out = { $winner } gewinnt: { $loser } ist aus dem Turnier ausgestiegen.
web-outcome-resigned = { $winner } gewinnt: { $loser } hat aufgegeben.

## Live matches
web-live-title = Live-Partien · clash-bot
web-live-description = { $count ->
    [one] { $count } Partie wird gerade gespielt.
   *[other] { $count } Partien werden gerade gespielt.
}
web-live-heading = Live-Partien
web-live-none = Gerade wird keine Partie gespielt.
web-live-match-title = Partie #{ $id } live: { $game } — { $a } gegen { $b }
web-live-match-description = { $game } wird gerade gespielt.
web-live-follows = Diese Seite folgt der Partie: Sie lädt sich nach jedem Zug selbst neu.

## A tournament's page
web-tournament-title = Turnier #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players } Spieler · { $status }
web-tournament-name = Turnier #{ $id }: { $name }
web-tournament-status-signup = Anmeldung offen
web-tournament-status-playing = Läuft
web-tournament-status-finished = Beendet
web-tournament-status-cancelled = Abgesagt
web-tournament-round-of = Runde { $round } von { $rounds }
web-tournament-round-now = Runde { $round }
web-tournament-follows = Diese Seite folgt dem Turnier: Sie lädt sich selbst neu, sobald ein Ergebnis eingeht.
web-tournament-standings = Tabelle
web-tournament-dropped = (ausgestiegen)
web-tournament-byes = ({ $byes ->
    [one] { $byes } Freilos
   *[other] { $byes } Freilose
})
web-tournament-bracket = Turnierbaum
web-tournament-tie-breaks = Gleichstände entscheidet Buchholz (die Punkte der Gegner), dann Sonneborn-Berger (die Punkte der besiegten Gegner und die Hälfte derer, gegen die es Remis gab).
web-tournament-round = Runde { $round }
web-tournament-won = { $name } gewann
web-tournament-playing = läuft
web-tournament-draw = Remis
web-tournament-bye = Freilos
web-tournament-walkover = kampflos weiter
web-tournament-match-playing = #{ $id } (läuft)

## A bracket's picture and its words
web-bracket-final = Finale
web-bracket-round = Runde { $round }
web-bracket-bye = Freilos
web-bracket-alt = Turnierbaum von { $name }.
web-bracket-alt-round = Runde { $round }: { $boards }.
web-bracket-through = { $a } kommt weiter
web-bracket-beat = { $a } schlug { $b }
web-bracket-playing = { $a } gegen { $b }, läuft

## A film's seat labels (drawn into the picture)
web-film-player = Spieler { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = Das Brett
web-activity-connecting = Verbindung mit Discord …
web-activity-signing-in = Du wirst angemeldet …
web-activity-finding = Deine Partie wird gesucht …
web-activity-outside = Diese Seite öffnet sich in Discord: Nutze „Auf dem Brett spielen“ unter dem Tisch einer Partie.
web-activity-denied = Du hast die Anmeldung nicht erlaubt, darum kann das Brett deinen Platz nicht zeigen.
web-activity-failed = Das Brett konnte sich nicht öffnen. Schließe es und versuch es noch einmal.
web-activity-no-match = Du hast in diesem Kanal keine laufende Partie.
web-activity-busy = Das Brett ist gerade ausgelastet. Versuch es gleich noch einmal.

## Mit Discord anmelden
web-signin = Mit Discord anmelden
web-signout = Abmelden
web-signed-in-as = Angemeldet als { $name }
web-signin-refused = Anmeldung abgelehnt
web-signin-refused-text = Diese Anmeldung wurde nicht in diesem Browser begonnen oder hat zu lange gedauert. Melde dich auf der Seite, auf der du warst, erneut an.
web-signin-cancelled = Nicht angemeldet
web-signin-cancelled-text = Discord hat dich nicht angemeldet: Die Anfrage wurde abgebrochen oder abgelehnt.
web-signin-expired = Anmeldung abgelaufen
web-signin-expired-text = Discord nimmt diese Anmeldung nicht mehr an: Der Code wurde schon benutzt oder ist zu alt. Melde dich erneut an.
web-signin-discord-down = Discord hat nicht geantwortet
web-signin-discord-down-text = Die Anmeldung braucht Discord, und Discord hat nicht wie erwartet geantwortet. Versuche es gleich noch einmal.
web-forged = Anfrage abgelehnt
web-forged-text = Diese Anfrage kam nicht von einer Seite des Bots, oder du bist nicht mehr angemeldet. Lade die Seite neu und versuche es noch einmal.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Dein Platz: Partie #{ $id }, { $game }
web-seat-your-move = Dein Zug
web-seat-your-hand = Deine Hand
web-seat-last-move = Letzter Zug deines Gegners
web-seat-waiting = Warten auf { $who }.
web-seat-clock = Deine Uhr läuft um { $time } ab.
web-seat-match-page = Die ganze Partie ansehen
web-seat-send = Senden
web-forbidden = Nicht erlaubt
web-forbidden-text = Das kann nur ein angemeldeter Spieler dieser Partie, auf seiner eigenen Seite.
