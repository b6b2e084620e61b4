### Glossary (Deutsch): toss = Münzwurf, match = Partie, deal = Austeilen, commitment = Festlegung,
### hand = Hand. Wer beginnt: der Münzwurf-Post, seine zwei Knöpfe, die Festlegung des Austeilens.

toss-head = 🎲 { $match } · { $game } · der Münzwurf:
toss-reveal = { $a } deckt { $ca } auf, { $b } deckt { $cb } auf
toss-again = Noch einmal: { $reveal }
toss-equal = { $reveal } — gleicher Rang, noch einmal aufdecken.
toss-wins-choosing = { $who } gewinnt den Münzwurf und wählt:
toss-wins-chose = { $who } gewinnt den Münzwurf und hat gewählt: { $choice }.
toss-wins-bot = { $who } gewinnt den Münzwurf und wählt gleich.
toss-bot-chose = 🤖 { $who } hat den Münzwurf gewonnen und gewählt: { $choice }.
toss-commitment = 🔒 Festlegung des Austeilens: `sha256 { $hash }` (nach der Partie mit { $record } prüfen)
toss-dealt = Die Karten sind ausgeteilt: Sieh dir deine vor der Wahl mit { $button } an.
toss-first = { $game ->
    [clash] Zuerst verteidigen
    [tile-poker] Zuerst legen
    [clubbed] Zuerst spielen
    [shape-clash] Das erste Austeilen eröffnen
    [duel] Zuerst wählen
   *[other] Zuerst ziehen
}
toss-second = { $game ->
    [clash] Zuerst angreifen
    [tile-poker] Als Zweiter legen
    [clubbed] Als Zweiter spielen
    [shape-clash] Den Gegner eröffnen lassen
    [duel] Als Zweiter wählen
   *[other] Als Zweiter ziehen
}
toss-late-dmo = ⏰ Der DMO hat nicht rechtzeitig gewählt und beginnt.
toss-late-winner = ⏰ Der Gewinner des Münzwurfs hat nicht rechtzeitig gewählt und beginnt.
