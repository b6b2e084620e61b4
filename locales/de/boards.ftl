### Glossary (Deutsch): game = Spiel, match = Partie, player = Spieler, opponent = Gegner,
### season = Saison, leaderboard/board = Rangliste, rating = Wertung, rated = gewertet,
### rank = Rang, streak = Serie, W-L-D = S-N-R (Siege-Niederlagen-Remis), win = Sieg,
### loss = Niederlage, draw = Remis, forfeit = kampflos, resign = aufgeben,
### soft reset = sanfter Reset, record (file) = Protokoll, organiser = Organisator.

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = alle Zeiten
boards-in-season = in { $season }
boards-on-server = auf diesem Server

## /leaderboard
board-title = Rangliste { $game }
board-page = Seite { $page } von { $pages }
board-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · Serie { $streak }
board-streak-won = S{ $count }
board-streak-lost = N{ $count }
board-legend = Wertung · S-N-R (Siege-Niederlagen-Remis) · Partien · aktuelle Serie.
board-provisional = { $mark } kennzeichnet eine vorläufige Wertung (Abweichung { $deviation } oder mehr).
board-min-games = Spieler erscheinen nach { $games } gewerteten Partien.
board-empty = Noch niemand steht auf dieser Rangliste: { $games ->
    [one] Beende eine gewertete Partie
   *[other] Beende { $games } gewertete Partien
} (fordere mit { $challenge } jemanden zu { $game } heraus), um hineinzukommen.
board-empty-ended = Niemand stand auf dieser Rangliste, als { $season } endete.
board-previous = Zurück
board-next = Weiter
board-web = Ganze Rangliste im Web
board-no-page = Es gibt keine Seite { $page }: Die Rangliste von { $game } hat { $pages ->
    [one] nur Seite 1
   *[other] die Seiten 1 bis { $pages }
}.

## A closed season's placements
placements-title = die finalen Top { $top } von { $season }

## /stats
stats-rating = Wertung { $rating }
stats-provisional = (vorläufig, bis ± unter { $deviation } liegt)
stats-rank = Rang { $rank } von { $players }
stats-unranked = noch nicht auf der Rangliste: noch { $games ->
    [one] { $games } gewertete Partie
   *[other] { $games } gewertete Partien
}
stats-win-rate = { $percent } %
stats-record = Bilanz { $record } (S-N-R, { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}) · Siegquote { $rate } · aktuelle Serie { $streak } · längste Siegesserie { $best }
stats-top-opponent = Häufigster Gegner: { $player } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
stats-head-to-head-none = Direkter Vergleich mit dir: noch keine Partien.
stats-head-to-head = Direkter Vergleich mit dir: { $player } hat { $wins } gewonnen, du { $losses }, { $draws } Remis.
stats-none-yours = Du hast { $place } noch keine gewerteten Partien. Beende eine Partie (fordere jemanden mit { $challenge } heraus), um eine Wertung zu bekommen.
stats-none-yours-game = Du hast { $place } noch keine gewerteten Partien in { $game }. Beende eine Partie (fordere jemanden mit { $challenge } heraus), um eine Wertung zu bekommen.
stats-none = { $player } hat { $place } noch keine gewerteten Partien.
stats-none-game = { $player } hat { $place } noch keine gewerteten Partien in { $game }.
stats-web = Spielerseite im Web

## /history
history-title = { $count ->
    [one] Letzte gewertete Partie
   *[other] Letzte { $count } gewertete Partien
}
history-title-game = { $count ->
    [one] Letzte gewertete Partie in { $game }
   *[other] Letzte { $count } gewertete Partien in { $game }
}
history-none = { $player } hat { $place } noch keine gewerteten Partien.
history-none-game = { $player } hat { $place } noch keine gewerteten Partien in { $game }.
history-win = Sieg
history-loss = Niederlage
history-draw = Remis
history-forfeited = (auf Zeit kampflos verloren)
history-opponent-forfeited = (Gegner verlor auf Zeit kampflos)
history-resigned = (aufgegeben)
history-opponent-resigned = (Gegner gab auf)
history-line = { $result } { $how } gegen { $player } · { $score } · { $change } · Partie #{ $match }
history-line-plain = { $result } gegen { $player } · { $score } · { $change } · Partie #{ $match }

## The season option's suggestions
season-choice-running = { $season } (läuft)
season-choice-all-time = Alle Zeiten

## The rating lines of a game-over post
ratings = Wertungen: { $changes }
ratings-season = Wertungen ({ $season }): { $changes }
ratings-bot = Nicht gewertet: Eine Partie gegen den Bot zählt auf keiner Rangliste.
ratings-voided = Nicht gewertet: Der Host hat die Partie annulliert.
ratings-too-early = Nicht gewertet: Die Partie endete vor ihrem ersten Zug.

## /record
record-match = Partie #{ $match }
record-file = Das Protokoll zu { $match } ({ $game }): Seed und Salt, das Blatt jedes Platzes, jeder Zug und das Ergebnis. Prüfe es mit { $verify }: Es berechnet die beim Münzwurf gepostete Festlegung neu und spielt die Partie nach.
record-no-match = Es gibt keine Partie #{ $match }.
record-not-a-player = Nur { $a } und { $b }, die Partie #{ $match } gespielt haben, können ihr Protokoll bekommen.
record-not-over = Partie #{ $match } läuft noch: Das Protokoll gibt es, sobald die Partie endet.

## /season
season-list-empty = Dieser Server hat noch keine Saisons: Seine Ranglisten gelten für alle Zeiten. Organisatoren starten eine mit { $start }.
season-list-title = Saisons auf diesem Server ({ $count })
season-list-hint = { $leaderboard }, { $stats } und { $history } zeigen die laufende Saison; { $option } nennt eine andere, { $all } die Ranglisten aller Zeiten.
season-running-since = läuft seit { $date }
season-soft-reset = sanfter Reset
season-over = { $season } ist vorbei: Sie lief vom { $from } bis zum { $to }.
season-over-nobody = Niemand stand auf ihren Ranglisten.
season-over-placements = Ihre finalen Platzierungen folgen, ein Beitrag pro Spiel ({ $games }); { $leaderboard } zeigt sie wieder, wenn { $option } auf { $season } steht.
season-none-runs = Gerade läuft keine Saison: Gewertete Partien zählen bis zum nächsten { $start } nur auf den Ranglisten aller Zeiten.
season-started = { $season } beginnt jetzt: Jede gewertete Partie, die ab jetzt endet, zählt darin (und für alle Zeiten), laufende Partien eingeschlossen.
season-start-soft = Sanfter Reset: Jeder Spieler startet mit seiner Wertung aller Zeiten, halb zu 1500 gezogen, ihre Abweichung halb zurück zu 350 angehoben.
season-start-fresh = Alle starten neu bei 1500.
season-started-hint = { $leaderboard } zeigt sie; { $all } die Ranglisten aller Zeiten.

## Season refusals
organisers-only = Das können nur { $who ->
    [hosts] Death-Match-Hosts
    [tournament] Turnierorganisatoren
   *[other] Organisatoren
}: Mitglieder mit der Berechtigung „Server verwalten“. Es wurde nichts geändert.
organisers-only-roles = Das können nur { $who ->
    [hosts] Death-Match-Hosts
    [tournament] Turnierorganisatoren
   *[other] Organisatoren
}: Mitglieder mit der Host-Rolle ({ $roles }). Es wurde nichts geändert.
season-error-bad-name = Der Name einer Saison muss 1 bis { $max } Zeichen lang sein und in eine Zeile passen.
season-error-reserved = { $all } steht für die Rangliste aller Zeiten: Gib der Saison einen anderen Namen.
season-error-taken = Dieser Server hat schon eine Saison namens { $season }: Wähle einen anderen Namen.
season-error-none-open = Auf diesem Server läuft keine Saison: { $start } eröffnet eine.
season-error-no-such = Dieser Server hat keine Saison namens { $season }: Wähle eine aus der Liste oder { $all } für alle Zeiten.
