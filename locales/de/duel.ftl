### Glossary (Deutsch): clash = Duell-Runde (Clash), library = Stapel, top = oben,
### bottom = unten, keep = behalten, match = Partie.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = muss nach unten (sie wurde im letzten Clash behalten)
duel-choice-keeps = behält sie oben
duel-choice-bottoms = legt sie nach unten
duel-choice-choosing = wählt gerade…
duel-choice-next = wählt als Nächstes
duel-versus = { $a } { $ca } gegen { $b } { $cb }
duel-clash-won = { $who } gewinnt ihn
duel-clash-equal = gleicher Rang, niemand gewinnt
duel-button-keep = Oben behalten
duel-button-bottom = Nach unten legen
duel-title = { $title } · wer zuerst { $target } Clashes gewinnt
duel-scores = Gewonnene Clashes: { $a } { $sa } · { $b } { $sb } · Stapel: { $a } { $la } · { $b } { $lb }
duel-last = Clash { $clash }: { $versus } — { $result }
duel-revealed = { $clash } aufgedeckt: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (wählt zuerst): { $choice }
duel-to-choose = ist am Zug: die Karte oben behalten oder nach unten legen
duel-chapter = Clash { $clash }
duel-act = Wählen
duel-describe = deine oberste Karte { $move ->
    [keep] oben behalten
   *[bottom] nach unten legen
}
duel-other-chose = { " " }{ $who } hat gewählt: { $move ->
    [keep] oben behalten
   *[bottom] nach unten legen
}.
duel-done = Deine Wahl: { $move ->
    [keep] oben behalten
   *[bottom] nach unten legen
}: { $card }.
duel-panel = { $match } · Clash { $clash }: deine { $mine } gegen { $other }.
duel-over = Das Duell ist vorbei.
duel-hand = { $match } · In Duel liegen beide Stapel verdeckt, auch für ihre Besitzer: Alles, was es zu sehen gibt, steht am Tisch.
duel-event-clash = Clash { $clash }: { $versus } — { $result }. Gewonnene Clashes { $a } { $sa } – { $sb } { $b }
duel-event-won = { $winner } gewinnt das Duell { $w }–{ $l }!
duel-event-limit-won = Das Clash-Limit ({ $clashes }) ist erreicht: { $winner } gewinnt nach gewonnenen Clashes, { $w }–{ $l }.
duel-event-limit-draw = Das Clash-Limit ({ $clashes }) ist erreicht, die gewonnenen Clashes sind gleich: Remis.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = In Discord:
duel-rules-emphasis3 = Oben behalten
duel-rules-emphasis4 = Nach unten legen
duel-rules = { $emphasis } — der Clash-Wettstreit. Jeder Spieler hat einen Stapel aus 26 Karten.
    In jedem Clash decken beide ihre oberste Karte auf; der aktive Spieler, dann der andere, wählt, ob sie oben bleibt oder unter den Stapel kommt. Der strikt höhere Rang gewinnt den Clash (2 niedrig, A hoch); gleiche Ränge gewinnen nichts. Eine einmal behaltene Karte kommt nach ihrem nächsten Aufdecken nach unten.
    Wer zuerst 5 Clashes gewinnt, gewinnt ({ $target } ändert das). Derselbe Münzwurf bestimmt in jedem Spiel, wer beginnt.
    { $emphasis2 } Nichts ist geheim (die Stapel liegen auch für ihre Besitzer verdeckt): Der Tisch zeigt beide aufgedeckten Karten und trägt { $emphasis3 } / { $emphasis4 } für die Wahl des Spielers; wer als Zweiter wählt, sieht die Wahl des Ersten. Das Ergebnis jedes Clashs wird gepostet.
