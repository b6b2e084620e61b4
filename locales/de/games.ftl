### Glossary (Deutsch): game = Spiel, match = Partie, player = Spieler, opponent = Gegner,
### turn = Zug, clock = Uhr, host = Host, organiser = Organisator, resign = aufgeben,
### forfeit = kampflos verlieren, draw = Remis, hint = Tipp, Death Match = Death Match.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } gegen { $b }
games-title-dm = { $match } — ⚔️ Death Match: EC { $ec } gegen DMO { $dmo } · Host { $host }{ $event }
games-clock = { " " }· Uhr läuft ab <t:{ $t }:R>
games-clock-reserves = { " " }· Reserven: { $a } { $ra } · { $b } { $rb }
games-reserve-running = läuft
games-missed-turns = Verpasste Züge: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Vom Host annulliert: { $reason }. Kein Ergebnis, keine Wertung.
games-voided-organiser = 🚫 Vom Organisator annulliert: { $reason }. Kein Ergebnis, keine Wertung; die Spieler tragen eine neue Partie aus.
games-paused-emphasis = Vom Host pausiert
games-paused = ⏸️ { $emphasis }: keine Züge und keine Uhr, bis es weitergeht.
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 { $winner } gewinnt: Der Host hat die Partie zugesprochen ({ $reason }).
games-outcome-organiser-award = 🏅 { $winner } gewinnt: Der Organisator hat die Partie zugesprochen ({ $reason }).
games-outcome-dm-draw = 🏆 { $winner } gewinnt: Das Spiel endete remis, und ein remis beendetes Death Match geht an den DMO.
games-outcome-draw = 🤝 Die Partie endet remis.
games-outcome-win = 🏆 { $winner } gewinnt die Partie.
games-outcome-forfeit = 🏆 { $winner } gewinnt: { $loser } hat { $n ->
    [one] einen Zug
   *[other] { $n } Züge
} verpasst und verliert kampflos.
games-outcome-dropped-out = 🏆 { $winner } gewinnt: { $loser } ist aus dem Turnier ausgestiegen.
games-outcome-resigned = 🏆 { $winner } gewinnt: { $loser } hat aufgegeben.
games-hint-emphasis = Was würde der Bot tun?
games-hint = 💡 { $emphasis } Sein Zug: { $what }.
games-not-mine = Dieser Button gehört nicht mehr zu mir.
games-button-hint = Was würde der Bot tun?
games-button-rematch = Revanche
games-button-hand = Meine Hand
games-button-board = Auf dem Brett spielen
games-button-resign = Aufgeben
match-number = Partie #{ $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } gewinnt die Partie { $w }–{ $l }!
games-rules-playing-emphasis = Spielen:
games-rules-playing-emphasis2 = Partien gegen den Bot werden gespeichert, aber nicht gewertet
games-rules-playing-emphasis3 = Was würde der Bot tun?
games-rules-playing-emphasis4 = Revanche
games-rules-playing = { $emphasis } Fordere mit { $challenge } einen Spieler heraus, oder lass den Gegner weg, damit jeder hier annehmen kann. Niemand da? { $practice } (oder eine Herausforderung an mich) spielt gegen den Bot, leicht oder stark: { $emphasis2 }. Bist du am Zug, zeigt dir 💡 { $emphasis3 } den Zug des starken Bots. Eine beendete Partie bietet { $emphasis4 } an.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Turnier #{ $id } · Runde { $round }
games-reserve-started = ⏳ Die Zuguhr von { $who } ist abgelaufen; die Reserve läuft{ $until }.
games-reserve-until = : Sie endet <t:{ $t }:R>
games-missed-turn = ⏰ { $who } hat die Zeit überschritten (verpasster Zug { $n }/{ $max }); { $skipped ->
    [yes] der Zug wird übersprungen
   *[no] der Bot hat für { $who } gezogen
}.
