### Glossary (Deutsch): open stack = Ablagestapel (Stapel), store = Depot, stock = Nachziehstapel,
### club = Kreuz, to club = mit Kreuz abladen, hand = Hand, draw = ziehen, play = spielen, match = Partie.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = Kreuz
clubbed-rules-emphasis3 = weniger Karten im Depot gewinnt
clubbed-rules-emphasis4 = In Discord:
clubbed-rules-emphasis5 = Meine Hand
clubbed-rules-emphasis6 = Spielen
clubbed-rules-emphasis7 = Karte ziehen
clubbed-rules = { $emphasis } — ein Ablegespiel. Je 5 Karten; eine wird aufgedeckt und beginnt den Stapel.
    Spiele eine Karte in Farbe oder Rang der obersten Karte, oder ein beliebiges Kreuz. Hast du eine passende Karte, musst du spielen; sonst ziehst du einzeln, bis du spielen kannst.
    Ein { $emphasis2 } schickt den ganzen Stapel in das Depot deines Gegners; er beginnt einen neuen Stapel mit einer beliebigen Karte.
    Kann der Spieler am Zug nicht spielen, kommen die Hände in die Depots; { $emphasis3 }.
    { $emphasis4 } Deine Hand ist privat: { $emphasis5 } oder { $emphasis6 } zeigt sie mit einem Knopf für jede spielbare Karte, und { $emphasis7 } nur, wenn die Regeln das Ziehen erlauben. Der Tisch zeigt die oberste Karte, die Depots, Hand- und Nachziehstapelgrößen und den letzten Zug; ein Kreuz-Schlag wird angekündigt.

clubbed-takes-empty = der Stapel ist leer: jede Karte beginnt ihn
clubbed-takes-any = oben { $top } (das aufgedeckte Kreuz): jede Karte darf gespielt werden
clubbed-takes-match = oben { $top }: spiele { $suit } oder { $rank }, oder ein beliebiges Kreuz

clubbed-open = Ablagestapel ({ $n }): { $takes }
clubbed-stores = Depots (weniger gewinnt): { $a } { $sa } · { $b } { $sb }
clubbed-sizes = Hände: { $a } { $ha } · { $b } { $hb } · Nachziehstapel: { $stock }
clubbed-last = Letzter Zug: { $who }{ $what }
clubbed-last-drew = { " " }zog { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}, dann
clubbed-last-played = spielte { $card }
clubbed-last-clubbed = { " " }und lud { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} mit Kreuz im Depot von { $victim } ab
clubbed-last-refilled = , dann zog { $n } nach (Hand ausgespielt)
clubbed-drawn = { $who } hat in diesem Zug { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} gezogen.
clubbed-to-play = ist am Zug
clubbed-act = Spielen

clubbed-no-cards = keine Karten
clubbed-hand = { $match } · deine Hand ({ $n }): { $cards }
clubbed-hand-open = Der Ablagestapel: { $takes }.
clubbed-their-turn = { $who } ist am Zug.
clubbed-menu = Eine Karte spielen
clubbed-button-play = { $card } spielen
clubbed-button-draw = Karte ziehen
clubbed-move-club-or-draw = Du bist am Zug: spiele ein Kreuz oder ziehe (du hast keine passende Karte).
clubbed-move-play = Du bist am Zug: spiele eine dieser Karten.
clubbed-move-draw = Du hast nichts Spielbares: ziehe, bis du spielen kannst.
clubbed-move-none = Du kannst nicht spielen.
clubbed-done-draw = Du hast eine Karte gezogen.
clubbed-done-play = Du hast { $card } gespielt.
clubbed-describe-play = { $card } spielen
clubbed-describe-draw = vom Nachziehstapel ziehen

clubbed-event-clubbed = { $who } lädt mit Kreuz ab bei { $victim }: { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} in dessen Depot (jetzt { $store }).
clubbed-event-ended = { $stuck } kann nicht spielen und der Nachziehstapel ist leer: Das Spiel endet. Die Hände kommen in die Depots ({ $a } { $ha }, { $b } { $hb }). Depots am Ende: { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = { $winner } gewinnt mit weniger Karten im Depot.
clubbed-result-draw = Gleich volle Depots: Remis.

clubbed-pick-one = Wähle genau eine Karte.
clubbed-bad-card = `{ $code }` ist keine Karte: schreibe einen Rang (2-9, T oder 10, J, Q, K, A) und dann eine Farbe (S, H, D, C oder ♠ ♥ ♦ ♣), etwa `AS` oder `10h`.
clubbed-duplicate-card = `{ $code }` kommt zweimal vor.
clubbed-error-over = Das Spiel ist vorbei.
clubbed-error-not-your-turn = Du bist nicht am Zug: Platz { $seat } spielt.
clubbed-error-not-in-hand = { $card } ist nicht in deiner Hand.
clubbed-error-no-match = { $card } passt nicht zu { $top }: Du musst eine zu { $top } passende Karte oder ein Kreuz spielen.
clubbed-error-must-play = Du hast eine zu { $top } passende Karte: Du musst spielen, nicht ziehen.
clubbed-error-must-play-any = Der Stapel nimmt jede Karte und du hast eine, die kein Kreuz ist: Du musst spielen, nicht ziehen.
clubbed-error-stock-empty = Der Nachziehstapel ist leer: Du kannst nicht ziehen.
