### Glossary (Deutsch): tile = Stein, board = Brett, pool = Vorrat, cell = Feld,
### row = Reihe, column = Spalte, line = Linie, place = legen, exchange = tauschen,
### pass = passen, point = Punkt, hand (poker) = Blatt, match = Partie, turn = Zug.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] höchste Karte
    [pair] Paar
    [two-pair] zwei Paare
    [three-of-a-kind] Drilling
    [straight] Straße
    [flush] Flush
    [full-house] Full House
    [four-of-a-kind] Vierling
    [straight-flush] Straight Flush
    [royal-flush] Royal Flush
   *[none] nichts
}

tile-line = { $axis ->
    [row] Reihe
   *[column] Spalte
} { $tiles } — { $why }
tile-line-too-long = { $n } Steine: eine Linie aus 6 oder mehr zählt 0
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = höchste Karte, aber { $tile } ist nicht die höchste: 0
tile-line-not-part = { $hand }, aber { $tile } gehört nicht dazu: 0
tile-lines-none = er beginnt keine Linie aus 2 oder mehr Steinen: 0 Punkte
tile-lines-total-emphasis = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
tile-seat = { $who } { $emphasis } · Steine: { $tiles }
tile-seat-no-tiles = keine
tile-board-pool = Brett: { $board ->
    [one] { $board } Stein
   *[other] { $board } Steine
} · Vorrat: { $pool ->
    [one] { $pool } Stein
   *[other] { $pool } Steine
}
tile-to-place = legt einen Stein{ $stalls }
tile-stalls = Passen und Tauschen in Folge: { $n } von { $max }
tile-act = Spielen

tile-last-turn = Letzter Zug: { $parts }.
tile-then = { $before }, dann { $after }
tile-last-placed = { $who } legte { $tile } auf { $cell }: { $lines }
tile-last-drew = zog { $tile }
tile-last-exchanged = { $who } tauschte { $returned } und zog { $drew }
tile-last-passed = { $who } passte
tile-last-clock = { $who } hatte keine Zeit mehr: Zug übersprungen
tile-last-skipped = { $who } hat keine Steine und wird übersprungen

tile-result = Alle 52 Steine liegen. Endstand: { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Punktgleich; bestes gebildetes Blatt: { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Punkte und beste Blätter ({ $hand }) gleich; gelegte Asse: { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = { $winner } gewinnt.
tile-verdict-draw = Remis.

tile-panel = { $match } · du bist am Zug. Deine Steine: { $tiles }
    Vorrat: { $pool ->
        [one] { $pool } Stein
       *[other] { $pool } Steine
    }{ $stalls }.
tile-panel-all = Lege einen Stein, tausche einen mit dem Vorrat oder passe.
tile-panel-no-exchange = Lege einen Stein oder passe (der Vorrat ist leer: kein Tausch).
tile-panel-must-place = Du hast zweimal in Folge gepasst oder getauscht: lege einen Stein.
tile-reason-pool-empty = Vorrat ist leer
tile-reason-must-place = du musst jetzt legen
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · deine Steine: { $tiles }. Beide Hände liegen für alle sichtbar auf dem Tisch.

tile-menu-place = { $tile } legen
tile-menu-placeholder = Einen Stein legen…
tile-menu-nothing = bringt jetzt nirgends Punkte
tile-menu-best = jetzt am besten: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} auf { $cell }
tile-cells = { $match } · { $tile } legen: wähle ein Feld ({ $n } frei, auf dem Brett markiert){ $paging } oder tippe seine Bezeichnung.
tile-cells-page = { " " }(Seite { $page } von { $pages })
tile-cells-placeholder = Feld für { $tile }…
tile-cell-option = { $cell } — { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
tile-cell-line = { $axis ->
    [row] Reihe
   *[column] Spalte
}: { $hand }
tile-cell-nothing = bringt keine Punkte
tile-modal-title = { $tile } legen: auf welches Feld?
tile-modal-placeholder = Eine Bezeichnung aus dem Bild, z. B. B3
tile-preview = { $match } · { $tile } auf { $cell } legen: { $lines }.
    Bestätige, um ihn zu legen; danach ziehst du aus dem Vorrat{ $empty ->
        [yes] { " " }(leer: kein Nachziehen)
       *[no] {""}
    }.

tile-button-previous = ◀ Vorige Felder
tile-button-more = Weitere Felder ▶
tile-button-type = Feld eintippen
tile-button-other-tile = Anderer Stein
tile-button-other-cell = Anderes Feld
tile-button-confirm-place = Bestätigen: { $tile } auf { $cell }
tile-button-exchange = Einen Stein tauschen
tile-button-pass = Passen
tile-button-confirm-exchange = Bestätigen: { $tile } tauschen
tile-button-back = Zurück

tile-exchange = { $match } · welcher Stein geht zurück in den Vorrat? Danach ziehst du zufällig einen.
tile-exchange-option = { $tile } tauschen
tile-exchange-placeholder = Stein zum Tauschen…
tile-exchange-confirm = { $match } · { $tile } tauschen? Er geht zurück in den Vorrat und du ziehst einen zufälligen Stein. Das ist ein Zug ohne Legen ({ $max } in Folge erlaubt).

tile-describe-place = { $tile } auf { $cell } legen
tile-describe-exchange = { $tile } mit dem Vorrat tauschen
tile-describe-pass = passen

tile-done-place = Du hast { $tile } auf { $cell } gelegt, für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
tile-done-exchange = Du hast { $tile } getauscht.
tile-done-pass = Du hast gepasst.

tile-cell = (Reihe { $row }, Spalte { $col })
tile-pick-one = Wähle eines aus.
tile-bad-card = `{ $card }` ist keine Karte: schreibe einen Rang (2-9, T oder 10, J, Q, K, A) und dann eine Farbe (S, H, D, C oder ♠ ♥ ♦ ♣), etwa `AS` oder `10h`.
tile-duplicate-card = `{ $card }` kommt doppelt vor.
tile-not-a-cell = „{ $typed }“ ist kein Feld des Bretts: tippe eine Bezeichnung aus dem Bild, etwa { $example }.
tile-error-not-in-hand = { $tile } ist nicht in deiner Hand.
tile-error-cell-taken = Auf { $cell } liegt schon { $tile }.
tile-error-not-connected = { $cell } berührt keinen Stein: lege neben einen Stein auf dem Brett (diagonal zählt nicht).
tile-error-block = { $yes ->
    [yes] Ein Stein auf { $cell } würde mit { $with } einen 2×2-Block vollenden: kein Viererblock ist erlaubt.
   *[no] Ein Stein auf { $cell } würde mit { $with } einen 2×2-Block vollenden.
}
tile-error-pool-empty = Der Vorrat ist leer: es gibt nichts zum Tauschen.
tile-error-must-place = Du hast zweimal in Folge gepasst oder getauscht: du musst einen Stein legen.
tile-error-game-over = Das Spiel ist vorbei.
tile-error-not-your-turn = Du bist nicht am Zug: Platz { $seat } ist dran.

tile-alt-empty = Das Brett ist leer.
tile-alt-row = Reihe { $row }: { $tiles }.
tile-alt-at = { $tile } auf { $cell }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = legen
tile-rules-emphasis3 = tauschen
tile-rules-emphasis4 = passen
tile-rules-emphasis5 = Beispiele:
tile-rules-emphasis6 = Uhr:
tile-rules-emphasis7 = übersprungen
tile-rules-emphasis8 = In Discord:
tile-rules-emphasis9 = Spielen
tile-rules-emphasis10 = Tauschen
tile-rules-emphasis11 = Passen
tile-rules = { $emphasis } — 52 Steine, einer je Karte; A♠ eröffnet das Brett. Jeder hält 7 offene Steine; der Rest bildet einen verdeckten Vorrat.
    Ein Zug ist: einen Stein ans Brett { $emphasis2 } (nie einen 2×2-Block vollenden) und ziehen; einen Stein mit dem Vorrat { $emphasis3 }; { $emphasis4 } (höchstens 2 Züge ohne Legen in Folge).
    Ein gelegter Stein wertet Reihe und Spalte durch ihn (je 2–5 Steine), wenn er zum besten Pokerblatt der Linie beiträgt: höchste Karte oder Paar 2, zwei Paare oder Drilling 3, Straße oder Flush 5, Full House oder Vierling 8, Straight Flush 13. Linien ab 6 zählen 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, dann + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    Wer nach allen 52 Steinen die meisten Punkte hat, gewinnt; bei Gleichstand zählt das beste Blatt, dann die meisten gelegten Asse.
    { $emphasis6 } ein abgelaufener Zug wird { $emphasis7 }; 5 verpasste Züge verlieren kampflos.
    { $emphasis8 } der Tisch zeigt das Brett als Bild mit beschrifteten freien Feldern (A1, B3…), beide Hände, Punkte und den letzten Zug. { $emphasis9 } öffnet dein Panel: Stein wählen, dann ein Feld aus dem Menü (mit seinen Punkten) oder seine Bezeichnung tippen; eine Vorschau zeigt die Wertung vor dem Bestätigen. { $emphasis10 } und { $emphasis11 } sagen, warum die Regeln sie verbieten.
