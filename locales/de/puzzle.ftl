### Glossary (Deutsch): puzzle = Rätsel, daily puzzle = Tagesrätsel, move = Zug, player = Spieler,
### opponent = Gegner, board = Rangliste, rating = Wertung, streak = Serie, solved = gelöst.

### Tägliche Rätsel: /puzzle (die Stellung, das Urteil über eine Antwort, die Ablehnungen),
### die Rätsel-Rangliste (/puzzles und die Webseite) und der tägliche Beitrag.

## /puzzle: die Stellung. Der Tisch darüber ist der des Spiels.
puzzle-title-emphasis = Tägliches { $game }-Rätsel
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = Du bist am Zug. Finde den besten Zug: Hier gibt es { $lines } verschiedene Arten von Zügen, und einer ist der beste. Du hast einen Versuch.
puzzle-measure-scores = Am besten heißt: Du punktest in dieser Runde gegen möglichst viele der Arten, wie dein Gegner seinen letzten Satz aus den Karten bilden kann, die du nicht gesehen hast.
puzzle-measure-margin = Am besten heißt: der beste Endstand für dich, wenn beide Seiten bis zum Ende perfekt spielen und jede Karte bekannt ist.
puzzle-stats = Rätselwertung { $rating } · bisher von { $right } von { $tried } gelöst
puzzle-opponent = der Gegner
puzzle-label = Tagesrätsel
puzzle-pick-answered = { $game } (beantwortet)
puzzle-all-answered = Du hast alle Rätsel von heute beantwortet. Um Mitternacht kommen neue.

## Das Urteil über eine Antwort (nur der Spieler sieht es).
puzzle-right-emphasis = Richtig!
puzzle-right = ✅ { $emphasis } { $move } ist der beste Zug.
puzzle-wrong-emphasis = Nicht der beste.
puzzle-wrong = ❌ { $emphasis } Du hast { $answer } gewählt; am besten war { $move }.
puzzle-why-scores = { $move } punktet gegen { $value } der { $of } Arten, wie der letzte Satz gebildet werden kann.
puzzle-why-scores-other = { $move }: gegen { $value } davon.
puzzle-why-margin = { $move } endet mit { $value }.
puzzle-why-margin-other = { $move }: endet mit { $value }.
puzzle-why-others = Andere Züge:
puzzle-why-more = …und { $count } weitere, jeder schlechter.
puzzle-rating-change = Deine Rätselwertung: { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Serie: { $current ->
    [one] { $current } Tag
   *[other] { $current } Tage
} (beste { $best })

## Ablehnungen.
puzzle-left-out = { $game } hat kein tägliches Rätsel: Jede Entscheidung darin ist behalten oder nach unten legen, also läge ein Raten in der Hälfte der Fälle richtig.
puzzle-left-out-endless = { $game } hat kein tägliches Rätsel: Man darf in jedem Zug passen, auch mit einer spielbaren Karte, also kann sich das Ende ewig im Kreis drehen, und kein Zug lässt sich als der beste beweisen.
puzzle-not-ready = Das heutige Rätsel ist noch nicht fertig. Versuch es in einer Minute noch einmal.
puzzle-day-over = Das war das Rätsel vom { $date }; hier ist jetzt der { $today }. Mit /puzzle bekommst du das heutige.
puzzle-already-right = Du hast das { $game }-Rätsel vom { $date } schon beantwortet und den besten Zug gefunden. Ein Versuch pro Rätsel.
puzzle-already-wrong = Du hast das { $game }-Rätsel vom { $date } schon beantwortet, und es war nicht der beste Zug. Ein Versuch pro Rätsel.
puzzle-not-a-move = Dieser Zug ist in diesem Rätsel nicht möglich.
puzzle-shutting-down = Der Bot startet gerade neu. Versuch es gleich noch einmal.

## Die Rätsel-Rangliste des Servers.
puzzle-board-title-emphasis = Rätsel-Rangliste
puzzle-board-title = 🧩 { $emphasis } · Seite { $page } von { $pages }
puzzle-board-row = { $rank }. { $who } · Wertung { $rating } · { $solved } von { $tried } gelöst · 🔥 { $streak } (beste { $best })
puzzle-board-empty = Auf diesem Server hat noch niemand ein Rätsel beantwortet. Probier /puzzle!
puzzle-board-no-page = Es gibt keine Seite { $page }: Die Rätsel-Rangliste hat { $pages }.
puzzle-board-previous = Zurück
puzzle-board-next = Weiter

## Der tägliche Beitrag im Rätselkanal des Servers, um Mitternacht.
puzzle-post-title-emphasis = Die Rätsel von heute
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = Je ein Rätsel für: { $games }.
puzzle-post-how = Spiel mit /puzzle: Nur du siehst deine Antwort, ein Versuch pro Rätsel, und die Rangliste führt deine Wertung und deine Serie.
puzzle-post-yesterday = Gestern hier:
puzzle-post-count = { $game }: von { $right } von { $tried } gelöst

## Die Webseite der Rätsel-Rangliste des Servers.
puzzle-web-title = Rätsel-Rangliste
puzzle-web-intro = Wer hier die täglichen Rätsel beantwortet: die Rätselwertung, gelöste und versuchte Rätsel und die Serie von Tagen mit einer Lösung. Gespielt wird mit /puzzle in Discord.
puzzle-web-player = Spieler
puzzle-web-rating = Wertung
puzzle-web-solved = Gelöst
puzzle-web-tried = Versucht
puzzle-web-streak = Serie
puzzle-web-best = Beste Serie
puzzle-web-empty = Auf diesem Server hat noch niemand ein Rätsel beantwortet.
puzzle-web-link = Rätsel-Rangliste
