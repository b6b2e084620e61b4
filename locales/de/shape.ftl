### Glossary (Deutsch): Complete = Komplettkarte, Single = Einzelkarte, pile = Stapel,
### deal = Runde, pass = passen, option = Option, pattern = Muster, color = Farbe, shape = Form,
### solid = voll, hollow = hohl, partial = halb, circle = Kreis, triangle = Dreieck,
### square = Quadrat, matched = gedeckt, match = Partie.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = blockiert
shape-rules-emphasis3 = In Discord:
shape-rules-emphasis4 = Spielen
shape-rules-emphasis5 = Zug mit Einzelkarte beenden
shape-rules-emphasis6 = Passen
shape-rules = { $emphasis } — 63 Karten: 27 Komplettkarten (Muster × Farbe × Form) und 36 Einzelkarten.
    Spiele jeden Zug so viele Karten wie möglich auf den Komplettstapel und die drei Einzelstapel, nach sieben Optionen; eine Einzelkarte ohne Bedingung oder Passen beendet deinen Zug.
    Leere als Erster Hand und Stapel, um die Runde zu gewinnen und die Karten deines Gegners zu punkten; wer zuerst 10 Punkte hat, gewinnt.
    Im ersten Zug einer Runde spielt der Eröffner eine Komplettkarte; wer keine im ganzen Stapel hat, passt und der andere eröffnet. Die Runde ist { $emphasis2 }, wenn beide nacheinander ohne legalen Spielzug passen und keiner ziehen kann: weniger Restkarten gewinnt die Differenz.
    { $emphasis3 } { $emphasis4 } öffnet deine Hand mit den legalen Spielzügen, nach Option gruppiert; nach jedem Spielzug wird das Panel neu gezeigt, und dein Zug geht weiter, bis du { $emphasis5 } oder { $emphasis6 } wählst. Der Tisch zeigt das Brett (🔴🟢🔵 Farbe, ●/○/◐ Muster und Form) und die Spielzüge des letzten Zugs.

shape-value = { $value ->
    [solid] Voll
    [hollow] Hohl
    [partial] Halb
    [red] Rot
    [green] Grün
    [blue] Blau
    [circle] Kreis
    [triangle] Dreieck
   *[square] Quadrat
}
shape-category = { $category ->
    [pattern] Muster
    [color] Farbe
   *[shape] Form
}
shape-complete-card = { $shape } ({ $color }, { $pattern })
shape-single-card = { $value } (Einzelkarte)
shape-single-named = Einzelkarte: { $value }
shape-empty = leer
shape-no-cards = keine Karten

shape-move-open = mit { $card } eröffnen
shape-move-follow = { $card } auf den Wert der obersten Komplettkarte (Option 1)
shape-move-share-two = { $card }, mit zwei gemeinsamen Werten (Option 2)
shape-move-piles = { $card }, die Komplettkarte der Einzelstapel (Option 3)
shape-move-free-complete = { $card } auf das gedeckte Brett (Option 4a)
shape-move-free-singles = { $cards } auf das gedeckte Brett (Option 4b)
shape-move-combo = { $complete } mit { $single } (Option 5)
shape-move-final = { $card }, beendet den Zug (Option 6)
shape-move-pass = passen (Option 7)

shape-table-head = { $title } · wer zuerst { $target } hat · Runde { $deal }
shape-score = Punkte: { $a } { $sa } · { $b } { $sb }
shape-top = Oberste Komplettkarte: { $top } ({ $n } auf dem Stapel)
shape-top-none = noch keine: der Eröffner spielt eine
shape-piles = Einzelstapel: { $piles }
shape-pile = { $category }: { $top }
shape-matched = gedeckt (jede Komplettkarte oder drei Einzelkarten dürfen gelegt werden)
shape-cards = Karten: { $a } { $ha } auf der Hand, { $pa } im Stapel · { $b } { $hb } auf der Hand, { $pb } im Stapel
shape-last-turn = Letzter Zug, { $who }: { $plays }
shape-passed-forced = gepasst: kein legaler Spielzug
shape-passed = gepasst
shape-this-turn = In diesem Zug bisher: { $n ->
    [one] 1 Spielzug
   *[other] { $n } Spielzüge
}
shape-blocking = Ein blockierendes Passen: Kann auch der nächste Spieler weder spielen noch ziehen, endet die Runde.
shape-last-deal = Runde { $deal }: { $result }
shape-to-open = ist am Zug und eröffnet die Runde mit einer Komplettkarte
shape-to-play = ist am Zug
shape-chapter = Runde { $deal }
shape-act-open = Eröffnen
shape-act-play = Spielen

shape-deal-out = { $who } ist draußen und bekommt { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
}
shape-deal-blocked = blockiert; { $who } hat weniger Restkarten ({ $mine } zu { $theirs }) und bekommt { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
}
shape-deal-even = blockiert mit je { $left } Restkarten: keine Punkte

shape-event-deal-ended = Runde { $deal } endet: { $result }{ $how }. Stand der Partie { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(letzter Spielzug: { $plays })
shape-event-deal-started = Runde { $deal }: { $who } eröffnet.

shape-hand = { $match } · deine Hand ({ $n }):
shape-panel = { $match } · deine Hand ({ $n }):
shape-board = Brett: oberste Komplettkarte { $top } · { $piles }
shape-top-none-short = noch keine
shape-not-your-turn = Du bist nicht am Zug.
shape-open-deal = Eröffne die Runde: spiele eine Komplettkarte (das beendet deinen Zug).
shape-menu-open = Mit einer Komplettkarte eröffnen
shape-no-keep = Kein Spielzug hält dich jetzt am Zug: beende ihn mit einer Einzelkarte (Option 6) oder passe.
shape-keep = Spielzüge, die dich am Zug halten: { $n }. Beende ihn mit einer Einzelkarte (Option 6) oder passe.
shape-must-pass = Du hast keinen legalen Spielzug: Du musst passen.
shape-menu-keep = Spielen und am Zug bleiben (Optionen 1–5)
shape-menu-triples = Drei Einzelkarten (Option 4b)
shape-menu-final = Zug mit Einzelkarte beenden (Option 6)
shape-button-pass-forced = Passen (kein legaler Spielzug)
shape-button-pass = Passen (Option 7)
shape-done = Du hast gespielt: { $play }.

shape-pick-one = Wähle genau einen Spielzug.
shape-not-offered = Diesen Spielzug hat dieses Panel nicht angeboten.
shape-error-not-in-hand = { $card } ist nicht in deiner Hand.
shape-error-played-twice = { $card } wird zweimal gespielt.
shape-error-not-a-complete = { $card } ist eine Einzelkarte, dieser Spielzug braucht aber eine Komplettkarte.
shape-error-not-a-single = { $card } ist eine Komplettkarte, dieser Spielzug braucht aber eine Einzelkarte.
shape-error-must-open = Die Runde wird mit einer Komplettkarte aus deiner Hand eröffnet, und mit nichts sonst.
shape-error-already-open = Die Runde ist schon eröffnet: Die Eröffnungskarte liegt.
shape-error-does-not-follow = { $single } passt nicht zu { $top }: Ihr Wert für { $category } ist { $needed }.
shape-error-same-as-pile = Der Stapel { $category } zeigt schon { $value }: Option 1 braucht einen anderen Wert (Option 6 spielt sie und beendet deinen Zug).
shape-error-not-two-shared = { $complete } hat { $shared } gemeinsame Werte mit { $top }: Option 2 braucht genau zwei.
shape-error-not-piles-complete = { $complete } ist nicht die Komplettkarte der Einzelstapel, die { $piles } zeigen.
shape-error-not-matched = Das Brett ist nicht gedeckt: Die Einzelstapel zeigen { $piles }, der Komplettstapel { $top }.
shape-error-missing-category = Spiele eine Einzelkarte jeder Kategorie: Es fehlt eine Einzelkarte für { $category }.
shape-error-combo-not-two = { $complete } passt zu { $matching } der Einzelstapel ({ $piles }): Option 5 braucht genau zwei.
shape-error-combo-wrong-single = { $single } vervollständigt { $complete } nicht: Spiele sie mit der Einzelkarte { $needed }.

shape-picture-complete = Komplett ({ $n })
shape-picture-single = (Einzelkarte)
shape-picture-matched = Gedeckt: jede Komplettkarte oder drei Einzelkarten
shape-alt-board = Shape-Clash-Brett: { $top } ({ $n } auf dem Stapel); Einzelstapel: { $piles }{ $matched }.
shape-alt-top = oberste Komplettkarte { $card }
shape-alt-no-top = noch keine Komplettkarte
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } leer
shape-alt-matched = ; gedeckt
shape-alt-hand = Deine Hand, { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}: { $cards }.
