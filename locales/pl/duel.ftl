### Glossary (polski): clash = starcie, library = talia, top = wierzch, bottom = spód,
### keep = zostawić, match = partia.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = ⬇️ musi iść na spód (została zostawiona w poprzednim starciu)
duel-choice-keeps = ⬆️ zostawia ją na wierzchu
duel-choice-bottoms = ⬇️ kładzie ją na spód
duel-choice-choosing = ⏳ wybiera…
duel-choice-next = ⏳ wybiera następny
duel-versus = { $a } **{ $ca }** vs { $b } **{ $cb }**
duel-clash-won = wygrywa { $who }
duel-clash-equal = równe rangi, nikt nie wygrywa
duel-button-keep = Zostaw na wierzchu
duel-button-bottom = Połóż na spód
duel-title = { $title } · do { $target } wygranych starć
duel-scores = Wygrane starcia: { $a } **{ $sa }** · { $b } **{ $sb }** · Talie: { $a } { $la } · { $b } { $lb }
duel-last = Starcie { $clash }: { $versus } — { $result }
duel-revealed = **Starcie { $clash }**, odkryte: { $versus }
duel-chooser = • { $who }: { $choice }
duel-chooser-first = • { $who } (wybiera pierwszy): { $choice }
duel-to-choose = wybiera: zostawić kartę na wierzchu czy położyć ją na spód
duel-chapter = Starcie { $clash }
duel-act = Wybierz
duel-describe = { $move ->
    [keep] zostawić na wierzchu
   *[bottom] położyć na spód
} swoją wierzchnią kartę
duel-other-chose = { " " }{ $who } wybrał: { $move ->
    [keep] zostawić na wierzchu
   *[bottom] położyć na spód
}.
duel-done = Twój wybór: { $move ->
    [keep] zostawić na wierzchu
   *[bottom] położyć na spód
}: { $card }.
duel-panel = **Partia #{ $id }** · Starcie { $clash }: twoja **{ $mine }** przeciw **{ $other }**.
duel-over = Pojedynek się skończył.
duel-hand = **Partia #{ $id }** · W Duel obie talie leżą zakryte, także dla właścicieli: wszystko, co można zobaczyć, jest na stole.
duel-event-clash = Starcie { $clash }: { $versus } — { $result }. Wygrane starcia { $a } { $sa } – { $sb } { $b }
duel-event-won = 🏆 { $winner } wygrywa pojedynek { $w }–{ $l }!
duel-event-limit-won = 🏆 Osiągnięto limit starć ({ $clashes }): { $winner } wygrywa liczbą wygranych starć, { $w }–{ $l }.
duel-event-limit-draw = 🤝 Osiągnięto limit starć ({ $clashes }) przy równej liczbie wygranych starć: remis.
