### Glossary (Deutsch): match = Partie, host = Host, event = Event, toss = Münzwurf, turn = Zug,
### clock = Uhr, reserve = Reserve, forfeit = kampflos (verlieren), void = annullieren,
### award = zusprechen, rated = gewertet, rating = Wertung, pause = pausieren, resume = fortsetzen;
### Death Match (das), EC, DMO bleiben, wie sie sind.
### Death Matches (/deathmatch): der Startpost, die Uhr-Bedingungen, die Aktionen und Entscheidungen
### des Hosts, wie der Kanal sie liest, der Post im Ergebniskanal, die Liste des Hosts, die Antworten
### und die Ablehnungen. IDs, Namen, Spiele, Erwähnungen und Discord-Zeitstempel ($deadline)
### werden unverändert übergeben.

## Der Startpost (Sprache des Servers).
dm-terms-untimed = ohne Zeitlimit
dm-terms-clock =
    { $seconds } s pro Zug, { $strikes ->
        [one] { $strikes } verpasster Zug verliert
       *[other] { $strikes } verpasste Züge verlieren
    } kampflos
dm-terms-reserve = , je { $reserve } Reserve
dm-terms-draw-dmo = {" "}· ein Remis geht an den DMO
dm-terms-draw-stands = {" "}· ein Remis bleibt ein Remis
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } gegen DMO { $dmo } · Host { $host }
dm-start-event = {" "}· Event { $event }
dm-start-clock = Uhr: { $terms }
dm-start-until = {" "}(wenn nicht bis { $deadline }, beginnt der DMO)
dm-start-picks = Kein Münzwurf: Der DMO { $dmo } entscheidet, wer beginnt{ $until }. Zur Wahl:
dm-start-picked = Kein Münzwurf: Der DMO { $dmo } entscheidet, wer beginnt{ $until }. Gewählt: { $choice }.
# Vor jedem der beiden Knöpfe des DMO.
dm-button-prefix = DMO:{" "}

## Die Aktionen des Hosts, im Kanal der Partie gepostet (Sprache des Servers).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Grund: { $reason }
dm-paused = ⏸️ vom Host { $host } pausiert: keine Züge und keine Uhr, bis es weitergeht.
dm-resumed = ▶️ vom Host { $host } fortgesetzt.
dm-resumed-clock = ▶️ vom Host { $host } fortgesetzt: Die Uhr läuft ab { $deadline }.
dm-added = ⏱️ Der Host { $host } hat dem aktuellen Zug { $duration } hinzugefügt.
dm-added-clock = ⏱️ Der Host { $host } hat dem aktuellen Zug { $duration } hinzugefügt: Die Uhr läuft ab { $deadline }.
dm-void = 🚫 vom Host { $host } annulliert: kein Ergebnis und keine Wertung.
dm-award = 🏅 vom Host { $host } { $winner } zugesprochen: { $loser } verliert kampflos.

## Das Ergebnis eines Death Match, im Ergebniskanal und im Kanal, den sein Thread verließ.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Antworten an den Host (Sprache des Lesers).
dm-no-bots = Bots können kein Death Match spielen: Wähle zwei Menschen.
dm-started-in-thread = ⚔️ Death Match #{ $id } ist gestartet: Es wird in seinem Thread gespielt, der sich gerade öffnet.
dm-list-empty = Noch keine Death Matches auf diesem Server. Starte eins mit { $command }.
dm-list-empty-event = Keine Death Matches im Event { $event }.
dm-list-head = Death Matches auf diesem Server ({ $count }, neueste zuerst):
dm-list-head-event = Death Matches von { $event } ({ $count }):
# Eine Zeile der Liste; $event ist " · <Event>" oder nichts, $strikes die verpassten Züge oder nichts.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } gegen DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· verpasste Züge { $a }/{ $max } · { $b }/{ $max }
dm-status-void = annulliert ({ $reason })
dm-status-awarded = { $player } zugesprochen
dm-status-won = beendet: { $player } hat gewonnen
dm-status-draw = beendet: Remis
dm-status-finished = beendet
dm-status-paused = ⏸️ pausiert
dm-status-choosing = wartet auf die Wahl des DMO
dm-status-to-move = läuft: { $player } ist am Zug
dm-status-to-move-clock = läuft: { $player } ist am Zug, Uhr { $deadline }
dm-status-playing = läuft

## Ein abgelehnter Death-Match-Befehl (Sprache des Lesers).
dm-refusal-no-reason = Gib einen Grund an: Er wird mit der Aktion gepostet.
dm-refusal-reason-too-long = Der Grund ist zu lang: höchstens { $max } Zeichen.
dm-refusal-same-players = EC und DMO müssen zwei verschiedene Spieler sein.
dm-refusal-host-plays = Der Host leitet und spielt nicht mit: Wähle zwei andere Spieler.
dm-refusal-reserve-too-long = reserve_sekunden muss zwischen 0 und { $max } liegen.
dm-refusal-reserve-untimed = Eine Reserve braucht eine Zuguhr: Setze auch zugzeit.
dm-refusal-event-too-long = Der Eventname ist zu lang: höchstens { $max } Zeichen.
dm-refusal-not-a-death-match = Partie #{ $id } ist kein Death Match.
dm-refusal-not-the-host = Nur der Host von Partie #{ $id } kann das tun.
dm-refusal-already-paused = Die Partie ist schon pausiert.
dm-refusal-not-paused = Die Partie ist nicht pausiert.
dm-refusal-bad-added-time = Die Sekunden müssen zwischen 1 und { $max } liegen.
dm-refusal-untimed = Diese Partie hat kein Zeitlimit: Es gibt keine Uhr, der man Zeit geben könnte.
dm-refusal-no-clock = Es läuft keine Uhr.
dm-refusal-award-to-outsider = Sprich die Partie einem ihrer beiden Spieler zu.
dm-refusal-nothing-to-award = Eine Herausforderungspartie hat keinen Host: Es gibt nichts zuzusprechen.
dm-refusal-no-rematch = Ein Death Match hat keine Revanche: Sein Host startet das nächste.
