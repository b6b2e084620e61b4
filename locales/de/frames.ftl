### Glossary (Deutsch): match = Partie, round = Runde, defender = Verteidiger, attacker = Angreifer,
### set = Satz (4er-Satz), set up = aufstellen, reveal = aufdecken, answer = antworten,
### capture = erbeuten, save = zurücklegen, hand = Hand; Clubbed: open stack = Ablagestapel,
### store = Depot, stock = Nachziehstapel, club = Kreuz, to club = mit Kreuz abladen;
### Duel: clash = Clash, library = Stapel; Shape Clash: Complete = Komplettkarte,
### Single = Einzelkarte, pile = Stapel, deal = Runde, pass = passen, matched = gedeckt;
### Tile Poker: tile = Stein, board = Brett, pool = Vorrat, place = legen, exchange = tauschen,
### point = Punkt, hand (poker) = Blatt.

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = keine
frames-moved = { $who } { $what }.
frames-clash-set-up-hidden = stellte die Sätze verdeckt auf

## Clash
frames-clash-target-roles = Wer zuerst { $target } hat · Verteidiger { $defender } · Angreifer { $attacker }
frames-clash-none-revealed = In dieser Runde ist noch kein Satz aufgedeckt.
frames-clash-set = Satz
frames-clash-revealed = Aufgedeckt
frames-clash-answer = Antwort
frames-clash-result = Ergebnis
frames-clash-revealed-set = deckte den { $size }er-Satz auf
frames-clash-answered = antwortete mit { $cards }
frames-clash-captures = { $captures } ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
})
frames-clash-captures-it = erbeutet ihn

## Clubbed
frames-clubbed-stack = Der Stapel, von unten nach oben: { $cards }
frames-clubbed-drew = zog vom Nachziehstapel

## Duel
frames-duel-head = Wer zuerst { $target } Clashes gewinnt · Stapel: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = die eigene Karte
frames-duel-kept = behielt { $card } oben
frames-duel-put = legte { $card } nach unten
frames-duel-event-forced = Die Karte von { $who } kommt nach unten: Sie wurde im letzten Clash behalten.

## Shape Clash
frames-shape-first-to = Wer zuerst { $target } hat
frames-shape-heading-pile = Stapel
frames-shape-heading-top = Oben
frames-shape-heading-cards = Karten
frames-shape-complete = Komplett
frames-shape-counts = { $who }: { $hand } auf der Hand, { $pile } im Stapel
frames-shape-opened = eröffnete mit { $card }
frames-shape-played = spielte { $play }
frames-shape-passed-option = passte (Option 7)

## Tile Poker
frames-tile-too-large = (das Brett ist zu groß, um es hier zu zeichnen)
frames-tile-board = Das Brett: { $n ->
    [one] 1 Stein
   *[other] { $n } Steine
}
frames-tile-tiles = Steine von { $who }: { $tiles }
frames-tile-placed = legte { $tile } auf { $cell }
frames-tile-exchanged = tauschte { $tile } mit dem Vorrat
frames-tile-passed = passte
frames-tile-scores = { $tile } punktet: { $lines } (gesamt { $total })
frames-tile-drew = { $who } zog { $tile }.
frames-tile-event-exchanged = { $who } gab { $returned } in den Vorrat zurück und zog { $drew }.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 Steine
frames-film-wins = { $winner } gewinnt
frames-film-draw = Remis
frames-film-final = Endstand
frames-film-heading = Tile Poker, Partie #{ $id }: ein Bild für jeden gelegten Stein ({ $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}) mit dem Stand, das Ende gehalten. Endstand: { $a } { $pa }, { $b } { $pb }: { $result }. Brett am Ende:
