### Glossary (Deutsch): round = Runde, defender = Verteidiger, attacker = Angreifer,
### set = Satz (4er-Satz), set up = aufstellen (Aufstellung), reveal = aufdecken,
### answer = Antwort (antworten), capture = erbeuten, save = zurücklegen, hand = Hand,
### score = Stand, point = Punkt, junk = Beikarten, match = Partie, toss = Münzwurf.
### Hand classes (Pokerbegriffe): high card = High Card, pair = Paar, two pair = Zwei Paare,
### three of a kind = Drilling, straight = Straße, flush = Flush, straight flush = Straight Flush,
### four of a kind = Vierling; Clash's own "flash" (all four suits) stays Flash:
### straight flash = Straßen-Flash, two pair flash = Zwei-Paare-Flash, common flash = einfacher Flash.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = High Card
clash-category-pair = Paar
clash-category-two-pair = Zwei Paare
clash-category-three-of-a-kind = Drilling
clash-category-straight = Straße
clash-category-flush = Flush
clash-category-straight-flush = Straight Flush
clash-category-straight-flash = Straßen-Flash
clash-category-two-pair-flash = Zwei-Paare-Flash
clash-category-four-of-a-kind = Vierling
clash-category-common-flash = einfacher Flash
clash-rank = { $category } ({ $card } hoch)
clash-set-line = • { $size }er-Satz: { $cards } — { $rank }

## The table
clash-title = { $title } · wer zuerst { $target } Punkte hat
clash-score = Stand: { $a } { $sa } · { $b } { $sb } · Runde { $round }
clash-roles = 🛡️ Verteidiger { $defender } · ⚔️ Angreifer { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = erbeutet
clash-not-captured = nicht erbeutet
clash-exchange-waiting = wartet auf die Antwort
clash-face-down = Verdeckt: { $sizes }
clash-size = { $size }er-Satz
clash-to-set-up = muss aufstellen
clash-to-reveal = muss einen Satz aufdecken
clash-to-answer = muss auf den { $size }er-Satz antworten
clash-round = Runde { $round }

## The table's action button
clash-act-set-up = Aufstellen
clash-act-reveal = Aufdecken
clash-act-answer = Antworten
clash-act-play = Spielen

## A move in words
clash-describe-set-up = diese Aufstellung wählen: { $setup }
clash-describe-reveal = deinen { $size }er-Satz aufdecken
clash-describe-answer = mit { $cards } antworten

## A finished match's replay

## Public posts
clash-event-set-up = { $who } hat die vier Sätze aufgestellt.
clash-event-revealed = { $who } deckt den { $size }er-Satz { $cards } auf — { $rank }
clash-event-answered = { $who } antwortet { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = erbeutet
clash-event-captures = { $emphasis } ihn ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
})
clash-event-no-capture = erbeutet ihn nicht
clash-event-round-scored = Runde { $round } endet: { $captured } von 10 Karten erbeutet, { $scorer } erhält { $points }. Stand { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Runde { $round }: { $who } verteidigt.

## My hand
clash-hand-head = { $match } · deine Karten
clash-hand-sets = Deine noch verdeckten Sätze:
clash-saved = Zurückgelegt für die nächste Runde: { $cards }
clash-hand-cards = Deine Hand ({ $n }): { $cards }
clash-hand-empty = Du hast gerade keine Karten.

## Panels
clash-over = Die Partie ist vorbei.
clash-your-hand = Deine Hand: { $cards }
clash-choose = { $n ->
    [one] 1 Karte wählen
   *[other] { $n } Karten wählen
}
clash-button-back = Zurück
clash-button-reset = Neu beginnen
clash-button-type = Eintippen
clash-button-confirm = Bestätigen
clash-setup-head = Aufstellung — Partie #{ $id }
clash-setup-pick-emphasis = { $size }er-Satz
clash-setup-pick = Wähle deinen { $emphasis } aus den noch freien Karten.
clash-setup-confirm = Bestätige, um diese Aufstellung festzulegen.
clash-reveal-head = Aufdecken — Partie #{ $id }
clash-reveal-choose = Wähle den Satz, den du als Nächstes aufdeckst:
clash-button-reveal = { $size }er-Satz aufdecken
clash-answer-head = Antwort — Partie #{ $id }
clash-answer-set = Der { $size }er-Satz: { $cards } — { $rank }
clash-answer-yours = Deine Antwort: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ schlägt ihn (erbeutet)
clash-answer-not-beats = ❌ schlägt ihn nicht
clash-answer-pick = Wähle genau { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} (Beikarten sind erlaubt).

## Forms, and what a move tells the mover
clash-setup-form = Deine Aufstellung
clash-answer-form = Deine Antwort
clash-answer-placeholder = { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}, z. B. 7S 7H 7D
clash-done-setup = Deine Aufstellung steht: { $setup }.
clash-done-reveal = Du hast deinen { $size }er-Satz aufgedeckt.
clash-done-answer = Du hast mit { $cards } geantwortet.

## Refusals of a panel
clash-stale = Dieses Panel stammt aus einem früheren Schritt; nutze noch einmal den Button am Tisch.
clash-bad-setup = { $error } Schreibe vier Sätze, getrennt durch `|`, z. B. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Es wurde nichts geändert.
clash-already-in-set = { $card } ist schon in einem deiner Sätze.
clash-pick-exactly = Wähle genau { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}.
clash-sets-missing = Wähle alle vier Sätze, bevor du bestätigst.

## The rules' refusals
clash-error-wrong-phase = das geht gerade nicht: { $now }
clash-now-setting-up = der Verteidiger stellt auf
clash-now-revealing = der Verteidiger deckt einen Satz auf
clash-now-answering = der Angreifer antwortet auf den { $size }er-Satz
clash-now-over = die Partie ist vorbei
clash-now-nothing-to-answer = es gibt keinen Satz, auf den du antworten kannst
clash-now-not-setting-up = du stellst gerade nicht auf
clash-error-set-size = dein { $size }er-Satz hat { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}
clash-error-saved-count = du musst genau 3 Karten zurücklegen, nicht { $n }
clash-error-not-in-hand = { $card } ist nicht auf deiner Hand
clash-error-used-twice = { $card } ist doppelt verwendet
clash-error-already-revealed = dein { $size }er-Satz ist schon aufgedeckt
clash-error-no-such-set = es gibt keinen { $size }er-Satz: Sätze haben 1 bis 4 Karten
clash-error-answer-size = du musst mit { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
} antworten, nicht mit { $got }
clash-error-set-count = schreibe 4 Sätze, getrennt durch `|` (gefunden: { $n })
clash-error-group-size = ein Satz hat 1 bis 4 Karten, aber `{ $group }` hat { $n }
clash-error-two-sets = zwei Sätze haben { $n } Karten: schreibe je einen Satz mit 1, 2, 3 und 4 Karten
clash-error-not-a-card = `{ $card }` ist keine Karte: schreibe einen Rang (2-9, T oder 10, J, Q, K, A) und dann eine Farbe (S, H, D, C oder ♠ ♥ ♦ ♣), etwa `AS` oder `10h`
clash-error-card-twice = `{ $card }` kommt doppelt vor
clash-error-set-cards = ein Satz hat 1 bis 4 Karten, nicht { $n }
clash-error-set-duplicate = { $card } kommt im Satz doppelt vor

## /rank
clash-rank-head = { $cards } — { $category } ({ $card } hoch)
clash-rank-place = Kategorie { $place } von { $count } für { $size }er-Sätze: { $names }
clash-rank-beats = Er schlägt { $beaten } der { $total } möglichen { $size }er-Sätze ({ $percent } %).
clash-rank-refused = Das lässt sich nicht bewerten: { $error }.

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Aufstellen.
clash-rules-emphasis3 = 2. Aufdecken und antworten.
clash-rules-emphasis4 = 3. Wertung.
clash-rules-emphasis5 = Rangfolge
clash-rules-emphasis6 = Beispiele:
clash-rules-emphasis7 = Meine Hand
clash-rules =
    { $emphasis } (Split-Poker) — wer zuerst 10 Punkte hat.
    Pro Runde verteidigt einer und der andere greift an, im Wechsel.
    { $emphasis2 } Der Verteidiger teilt 13 Karten geheim in Sätze zu 1, 2, 3 und 4 Karten und legt 3 für die nächste Runde zurück.
    { $emphasis3 } Der Verteidiger deckt die Sätze einzeln in beliebiger Folge auf. Der Angreifer antwortet je mit gleich vielen Handkarten (Beikarten erlaubt) und erbeutet den Satz, wenn seiner strikt höher ist.
    { $emphasis4 } Wer 6+ der 10 Karten erbeutet, erhält (erbeutet − 5); sonst erhält der Verteidiger 2.
    Dann wird alles außer den zurückgelegten Karten gemischt; jeder erhält 13, der neue Angreifer dazu seine 3 (16).
    { $emphasis5 } (höchste zuerst). 2 Karten: Paar > High Card. 3 Karten: Drilling > Straight Flush > Straße > Flush > Paar > High Card. 4 Karten: Vierling > Straight Flush > Straßen-Flash (Straße, alle vier Farben) > Zwei-Paare-Flash > Straße > Flush > Drilling > Zwei Paare > Paar > einfacher Flash (alle vier Farben) > High Card.
    Bei gleicher Kategorie zählt die höhere maßgebliche Karte (Rang, dann ♠ > ♥ > ♦ > ♣). Asse zählen hoch oder niedrig (A-2-3), nie rundum (kein K-A-2).
    { $emphasis6 } `JS JH` schlägt `JD JC` · `2C 2D 2H` schlägt `QS KS AS` · `3C 4D 5H 6S` (Straßen-Flash) schlägt `9S 9H 7D 7C` (Zwei-Paare-Flash) · `2H 7H 9H KH` (Flush) schlägt `AS AH AD 2C`.
    Die Karten werden vor dem Münzwurf gegeben: Sieh sie dir mit { $emphasis7 } an, bevor der Gewinner Angriff oder Verteidigung wählt.
    Probiere { $rank }.
