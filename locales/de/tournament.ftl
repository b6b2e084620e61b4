### Glossary (Deutsch): tournament = Turnier, sign-up = Anmeldung, round = Runde,
### standings = Tabelle, bye = Freilos, walkover = kampflos weiter, seed = Setzplatz,
### organiser = Organisator, match = Partie, game = Spiel, W-L-D = S-N-R,
### Swiss = Schweizer System, single elimination = K.-o.-System, round robin = Jeder gegen jeden,
### Buchholz and SB (Sonneborn-Berger) stay as they are.

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = Schweizer System
tournament-format-single-elimination = K.-o.-System
tournament-format-round-robin = Jeder gegen jeden
tournament-format-in-sentence-swiss = Schweizer System
tournament-format-in-sentence-single-elimination = K.-o.-System
tournament-format-in-sentence-round-robin = Jeder gegen jeden
tournament-heading = Turnier #{ $id } · { $name }
tournament-target = bis { $target }
tournament-turn = { $seconds } s pro Zug
tournament-rated = gewertet
tournament-not-rated = ungewertet

## The public message
tournament-join = Beitreten
tournament-leave = Verlassen
tournament-called-off-before = Vor dem Beginn abgesagt ({ $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
} angemeldet).
tournament-round-of = Runde { $round } von { $rounds } · organisiert von { $organiser }
tournament-finished-after-emphasis = Endstand
tournament-finished-after = Beendet nach Runde { $round } · organisiert von { $organiser } · { $emphasis }
tournament-signup = Organisiert von { $organiser }. Die Anmeldung schließt { $relative } oder wenn der Organisator startet ({ $start }).
tournament-signed-up-emphasis = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
tournament-signed-up = { $emphasis } angemeldet (höchstens { $max })
tournament-signed-up-names-emphasis = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
tournament-signed-up-names = { $emphasis } angemeldet (höchstens { $max }): { $names }
tournament-and-more = und { $count } weitere
tournament-round = Runde { $round }
tournament-more-boards = …und { $count } weitere Bretter
tournament-bye = { $player } hat das Freilos (ein Sieg)
tournament-through = { $player } kommt kampflos weiter
tournament-match = Partie #{ $match }
tournament-a-match = eine Partie
tournament-board = { $match }: { $a } gegen { $b } — { $state }
tournament-won-by = gewonnen von { $player }
tournament-drawn = remis
tournament-decided = entschieden
tournament-over-state = beendet
tournament-playing = läuft
tournament-dropped = (ausgestiegen)
tournament-line-elimination = Setzplatz { $seed } · { $wins } gewonnen · { $in ->
    [yes] noch dabei
   *[no] ausgeschieden
}
tournament-line-points = { $points } { $unit ->
    [one] Pkt.
   *[other] Pkt.
} · Buchholz { $buchholz } · SB { $sb } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} ({ $record }{ $byes ->
    [0] {""}
   *[other] , { $byes } Freilos
})
tournament-legend = -# Partien: S-N-R, Siege-Niederlagen-Remis.
tournament-pages = Tabelle Seite { $page } von { $pages } ({ $players } Spieler) · { $command } für Seite { $next }
tournament-web = Live-Seite im Web

## Posts in the channel
tournament-reason = Grund: { $reason }
tournament-started = 🏁 { $name } hat begonnen ({ $how }): { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} ({ $format }). Wer die Zeit überschreitet, verliert die Partie kampflos, damit jede Runde endet.
tournament-started-by = gestartet vom Organisator { $by }
tournament-started-closed = die Anmeldung ist geschlossen
tournament-cancelled-too-few = ❌ { $name } ist abgesagt: Die Anmeldung schloss mit { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spielern
}, nötig sind mindestens 2.
tournament-cancelled-by = ❌ { $name } wurde vom Organisator { $by } abgesagt.{ $reason }
tournament-paired = 📋 { $name } · Runde { $round } von { $rounds }:
tournament-pairing = { $a } gegen { $b }
tournament-pairing-match = { $match }: { $a } gegen { $b }
tournament-replayed = 🔁 { $name } · Runde { $round }: Partie #{ $old } zwischen { $a } und { $b } wurde { $voided ->
    [yes] annulliert
   *[no] remis
}, also spielen sie erneut: { $new }.
tournament-dropped-out = 🚪 { $player } ist aus { $name } ausgestiegen.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 Der Organisator { $by } hat { $player } aus { $name } genommen.{ $forfeit }{ $reason }
tournament-forfeited = Partie #{ $match } ist kampflos verloren.
tournament-awarded = ⚖️ { $name }: Der Organisator { $by } hat Partie #{ $match } { $winner } zugesprochen.{ $reason }
tournament-a-player = einem Spieler
tournament-voided = ⚖️ { $name }: Der Organisator { $by } hat Partie #{ $match } annulliert; ihre Spieler spielen erneut.{ $reason }
tournament-over = 🏆 { $name } ist vorbei. Endstand:
tournament-over-by = 🏆 { $name } ist vorbei (beendet vom Organisator { $by }).{ $reason } Endstand:

## Replies
tournament-reply-created = { $tournament } ist eröffnet: Die Anmeldung steht in diesem Kanal. Es beginnt { $relative } oder wenn du { $start } verwendest.
tournament-reply-started = { $tournament } hat begonnen: Runde 1 steht in diesem Kanal.
tournament-reply-you-off-signup-emphasis = Turnier #{ $id }
tournament-reply-you-off-signup = Du bist von der Anmeldung zu { $emphasis } gestrichen.
tournament-reply-off-signup-emphasis = Turnier #{ $id }
tournament-reply-off-signup = { $player } ist von der Anmeldung zu { $emphasis } gestrichen.
tournament-reply-you-out-emphasis = Turnier #{ $id }
tournament-reply-you-out = Du bist aus { $emphasis } ausgestiegen: keine weiteren Paarungen, und eine laufende Partie ist kampflos verloren.
tournament-reply-out-emphasis = Turnier #{ $id }
tournament-reply-out = { $player } ist aus { $emphasis } ausgestiegen: keine weiteren Paarungen, und eine laufende Partie ist kampflos verloren.
tournament-reply-awarded = Partie #{ $match } ist { $player } zugesprochen; es wird mit deinem Grund gepostet.
tournament-reply-voided = Partie #{ $match } ist annulliert; ihre Spieler spielen eine neue Partie.
tournament-reply-called-off-emphasis = Turnier #{ $id }
tournament-reply-called-off = { $emphasis } ist abgesagt.
tournament-reply-over-emphasis = Turnier #{ $id }
tournament-reply-over = { $emphasis } ist vorbei: Der Endstand ist gepostet.
tournament-list-empty = Noch keine Turniere auf diesem Server. Ein Organisator eröffnet eines mit { $create }.
tournament-list-title = Turniere auf diesem Server (neueste zuerst):
tournament-list-signing-up = Anmeldung läuft, beginnt { $relative }
tournament-list-round = Runde { $round } von { $rounds }
tournament-list-finished = beendet
tournament-list-called-off = abgesagt
tournament-no-page = Die Tabelle von Turnier #{ $id } hat { $pages ->
    [one] eine Seite
   *[other] die Seiten 1 bis { $pages }
}: Es gibt keine Seite { $page }.
tournament-joined-emphasis = Turnier #{ $id } · { $name }
tournament-joined = Du bist bei { $emphasis } dabei. Deine Partien werden hier mit deiner Erwähnung gepostet, sobald jede Runde gepaart ist.
tournament-left-emphasis = Turnier #{ $id } · { $name }
tournament-left = Du hast { $emphasis } verlassen. Du kannst wieder beitreten, solange die Anmeldung offen ist.

## Refusals
tournament-error-no-reason = Gib einen Grund an: Er wird mit der Aktion gepostet.
tournament-error-reason-too-long = Der Grund ist zu lang: höchstens { $max } Zeichen.
tournament-error-bad-name = Gib dem Turnier einen Namen mit 1 bis { $max } Zeichen.
tournament-error-rounds-not-swiss = Runden gibt es nur im Schweizer System: { $format } spielt so viele Runden, wie es braucht.
tournament-error-bad-rounds = Ein Turnier im Schweizer System spielt 1 bis { $max } Runden.
tournament-error-bad-turn-seconds = Die Partien eines Turniers brauchen eine Zuguhr, damit jede Runde endet: turn_seconds muss zwischen { $min } und { $max } liegen.
tournament-error-bad-max-players = Max_players muss zwischen { $min } und { $max } liegen.
tournament-error-bad-signup-minutes = Signup_minutes muss zwischen 1 und { $max } liegen.
tournament-error-no-such = Es gibt kein Turnier #{ $id }.
tournament-error-not-here = Es gibt kein Turnier #{ $id } auf diesem Server.
tournament-error-not-signing-up = Turnier #{ $id } nimmt keine Spieler auf: { $why }.
tournament-error-already-joined = Du bist schon bei Turnier #{ $id } dabei.
tournament-error-full = Turnier #{ $id } ist voll: { $players } Spieler.
tournament-error-leave-started = Turnier #{ $id } hat begonnen: Steig mit { $drop } aus.
tournament-error-not-signed-up = Du bist nicht für Turnier #{ $id } angemeldet.
tournament-error-too-few = Turnier #{ $id } braucht mindestens { $min } Spieler zum Start; es hat { $players }.
tournament-error-not-an-entrant = { $player } ist nicht bei Turnier #{ $id } dabei.
tournament-error-already-dropped = { $player } ist schon aus Turnier #{ $id } ausgestiegen.
tournament-error-over = Turnier #{ $id } ist vorbei: { $why }.
tournament-error-award-to-outsider = Sprich Partie #{ $match } einem ihrer zwei Spieler zu.
tournament-error-not-a-tournament-match = Partie #{ $match } ist keine Turnierpartie auf diesem Server.
tournament-closed-signing-up = die Anmeldung läuft noch
tournament-closed-started = es hat begonnen
tournament-closed-over = es ist vorbei
tournament-closed-called-off = es wurde abgesagt
