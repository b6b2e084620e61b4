### Glossary (Deutsch): match = Partie, move = Zug, button = Knopf, resign = aufgeben, toss = Münzwurf,
### replay = Wiederholung, host = Host, seat = Platz.

play-too-long = Das hat zu lange gedauert: Bitte klick noch einmal.
play-form-gone = Dieses Formular gehört nicht mehr zu mir.
play-nothing-to-fill = Hier gibt es nichts mehr auszufüllen.
play-not-a-player = Das ist eine Partie zwischen { $a } und { $b }: Nur sie können ihre Knöpfe benutzen.
play-not-your-move = { $who } ist am Zug, nicht du.
play-storage = Bei uns ist etwas schiefgegangen; nichts wurde geändert. Bitte versuch es noch einmal.
play-choosing = Das Spiel hat nicht begonnen: Der erste Spieler wird noch bestimmt.
play-stale = Dieser Knopf stammt aus einem früheren Zug; nichts wurde geändert. Benutze die Knöpfe der neuesten Tischnachricht.
play-toss-choosing = Das Spiel hat nicht begonnen: Der Gewinner des Münzwurfs wählt noch.
play-not-started = Das Spiel hat nicht begonnen.
play-resign-ask = Partie #{ $id } aufgeben? Dein Gegner gewinnt sofort.
play-resign-cancelled = Du hast nicht aufgegeben: Partie #{ $id } geht weiter.
play-resigned = Du hast Partie #{ $id } aufgegeben.
play-no-hint = Der Bot sieht hier keinen Zug für dich.
play-film = 📼 { $match } ({ $game }) als ein Bild: ein Einzelbild pro Zug, jeweils mit Punktestand, das Ende bleibt stehen.
play-no-film = Für dieses Spiel gibt es kein Bild der ganzen Partie.
play-replay-no-match = Es gibt keine Partie #{ $id }.
play-replay-other-server = Partie #{ $id } wurde auf einem anderen Server gespielt: Schau sie dir dort noch einmal an.
play-replay-under-way = Partie #{ $id } läuft noch: Die Wiederholung gibt es, sobald sie endet (bis dahin sind Hände und Austeilen geheim).
play-replay-voided = Partie #{ $id } wurde vom Host annulliert ({ $reason }): Sie hat kein Ergebnis und keine Wiederholung.
play-table-wrong-game = Das ist kein Zug von { $game }.
play-table-over = Das Spiel ist vorbei.
play-table-not-your-turn = Du bist nicht am Zug: Platz { $seat } ist dran.
