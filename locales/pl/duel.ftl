### Glossary (polski): clash = starcie, library = talia, top = wierzch, bottom = spód,
### keep = zostawić, match = partia.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = musi iść na spód (została zostawiona w poprzednim starciu)
duel-choice-keeps = zostawia ją na wierzchu
duel-choice-bottoms = kładzie ją na spód
duel-choice-choosing = wybiera…
duel-choice-next = wybiera następny
duel-versus = { $a } { $ca } vs { $b } { $cb }
duel-clash-won = wygrywa { $who }
duel-clash-equal = równe rangi, nikt nie wygrywa
duel-button-keep = Zostaw na wierzchu
duel-button-bottom = Połóż na spód
duel-title = { $title } · do { $target } wygranych starć
duel-scores = Wygrane starcia: { $a } { $sa } · { $b } { $sb } · Talie: { $a } { $la } · { $b } { $lb }
duel-last = Starcie { $clash }: { $versus } — { $result }
duel-revealed = { $clash }, odkryte: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (wybiera pierwszy): { $choice }
duel-to-choose = wybiera: zostawić kartę na wierzchu czy położyć ją na spód
duel-chapter = Starcie { $clash }
duel-act = Wybierz
duel-describe = { $move ->
    [keep] zostawić na wierzchu
   *[bottom] położyć na spód
} swoją wierzchnią kartę
duel-other-chose = { " " }{ $who } wybiera: { $move ->
    [keep] zostawić na wierzchu
   *[bottom] położyć na spód
}.
duel-done = Twój wybór: { $move ->
    [keep] zostawić na wierzchu
   *[bottom] położyć na spód
}: { $card }.
duel-panel = { $match } · Starcie { $clash }: twoja { $mine } przeciw { $other }.
duel-over = Pojedynek się skończył.
duel-hand = { $match } · W Duel obie talie leżą zakryte, także dla właścicieli: wszystko, co można zobaczyć, jest na stole.
duel-event-clash = Starcie { $clash }: { $versus } — { $result }. Wygrane starcia { $a } { $sa } – { $sb } { $b }
duel-event-won = { $winner } wygrywa pojedynek { $w }–{ $l }!
duel-event-limit-won = Osiągnięto limit starć ({ $clashes }): { $winner } wygrywa liczbą wygranych starć, { $w }–{ $l }.
duel-event-limit-draw = Osiągnięto limit starć ({ $clashes }) przy równej liczbie wygranych starć: remis.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = Na Discordzie:
duel-rules-emphasis3 = Zostaw na wierzchu
duel-rules-emphasis4 = Połóż na spód
duel-rules = { $emphasis } — pojedynek kart. Każdy gracz ma talię 26 kart.
    W każdym starciu obaj odkrywają wierzchnią kartę; aktywny gracz, a potem drugi, wybiera, czy zostawić ją na wierzchu, czy odłożyć na spód. Ściśle wyższa ranga wygrywa starcie (2 najniższa, A najwyższa); równe rangi nie wygrywają niczego. Karta raz zostawiona na wierzchu po kolejnym odkryciu idzie na spód.
    Wygrywa ten, kto pierwszy wygra 5 starć ({ $target } to zmienia). To samo losowanie decyduje, kto zaczyna w każdej grze.
    { $emphasis2 } nic nie jest ukryte (talie leżą zakryte także dla właścicieli): stół pokazuje obie odkryte karty i ma przyciski { $emphasis3 } / { $emphasis4 } do wyboru gracza; wybierający drugi widzi wybór pierwszego. Wynik każdego starcia jest publikowany.
