### Glossary (polski): round = runda, defender = obrońca, attacker = atakujący,
### set = zestaw (zestaw 4-kartowy), set up = ułożyć (układ), reveal = odkryć,
### answer = odpowiedź (odpowiedzieć), capture = przejąć, save = odłożyć, hand = ręka,
### score = wynik, point = punkt, junk = karty śmieciowe, match = partia, toss = losowanie.
### Hand classes (terminy pokerowe): high card = wysoka karta, pair = para, two pair = dwie pary,
### three of a kind = trójka, straight = strit, flush = kolor, straight flush = poker,
### four of a kind = kareta; „flash” z Clash (wszystkie cztery kolory) zostaje flash:
### straight flash = strit flash, two pair flash = dwie pary flash, common flash = zwykły flash.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = wysoka karta
clash-category-pair = para
clash-category-two-pair = dwie pary
clash-category-three-of-a-kind = trójka
clash-category-straight = strit
clash-category-flush = kolor
clash-category-straight-flush = poker
clash-category-straight-flash = strit flash
clash-category-two-pair-flash = dwie pary flash
clash-category-four-of-a-kind = kareta
clash-category-common-flash = zwykły flash
clash-rank = { $category } (najwyższa { $card })
clash-set-line = • zestaw { $size }-kartowy: { $cards } — { $rank }

## The table
clash-title = { $title } · gra do { $target } pkt
clash-score = Wynik: { $a } { $sa } · { $b } { $sb } · Runda { $round }
clash-roles = 🛡️ Obrońca { $defender } · ⚔️ Atakujący { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = przejęty
clash-not-captured = nieprzejęty
clash-exchange-waiting = czeka na odpowiedź
clash-face-down = Zakryte: { $sizes }
clash-size = { $size }-kartowy
clash-to-set-up = ma ułożyć zestawy
clash-to-reveal = ma odkryć zestaw
clash-to-answer = ma odpowiedzieć na zestaw { $size }-kartowy
clash-round = Runda { $round }

## The table's action button
clash-act-set-up = Ułóż
clash-act-reveal = Odkryj
clash-act-answer = Odpowiedz
clash-act-play = Graj

## A move in words
clash-describe-set-up = ułożyć { $setup }
clash-describe-reveal = odkryć swój zestaw { $size }-kartowy
clash-describe-answer = odpowiedzieć kartami { $cards }

## A finished match's replay

## Public posts
clash-event-set-up = { $who } ułożył(a) swoje cztery zestawy.
clash-event-revealed = { $who } odkrywa zestaw { $size }-kartowy { $cards } — { $rank }
clash-event-answered = { $who } odpowiada { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = przejmuje
clash-event-captures = { $emphasis } go ({ $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
})
clash-event-no-capture = nie przejmuje
clash-event-round-scored = Koniec rundy { $round }: przejęto { $captured } z 10 kart, { $scorer } zdobywa { $points } pkt. Wynik { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Runda { $round }: broni { $who }.

## My hand
clash-hand-head = { $match } · twoje karty
clash-hand-sets = Twoje wciąż zakryte zestawy:
clash-saved = Odłożone na następną rundę: { $cards }
clash-hand-cards = Twoja ręka ({ $n }): { $cards }
clash-hand-empty = Nie masz teraz żadnych kart.

## Panels
clash-over = Partia się skończyła.
clash-your-hand = Twoja ręka: { $cards }
clash-choose = Wybierz { $n ->
    [one] { $n } kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
clash-button-back = Wstecz
clash-button-reset = Od nowa
clash-button-type = Wpisz
clash-button-confirm = Zatwierdź
clash-setup-head = Układanie — Partia #{ $id }
clash-setup-pick-emphasis = zestaw { $size }-kartowy
clash-setup-pick = Wybierz swój { $emphasis } z kart, które są jeszcze wolne.
clash-setup-confirm = Zatwierdź, aby ustalić ten układ.
clash-reveal-head = Odkrywanie — Partia #{ $id }
clash-reveal-choose = Wybierz zestaw do odkrycia:
clash-button-reveal = Odkryj zestaw { $size }-kartowy
clash-answer-head = Odpowiedź — Partia #{ $id }
clash-answer-set = Zestaw { $size }-kartowy: { $cards } — { $rank }
clash-answer-yours = Twoja odpowiedź: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ bije go (przejmuje)
clash-answer-not-beats = ❌ nie bije go
clash-answer-pick = Wybierz dokładnie { $n ->
    [one] { $n } kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
} (karty śmieciowe są dozwolone).

## Forms, and what a move tells the mover
clash-setup-form = Twój układ
clash-answer-form = Twoja odpowiedź
clash-answer-placeholder = { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}, np. 7S 7H 7D
clash-done-setup = Twój układ jest ustalony: { $setup }.
clash-done-reveal = Odkryto twój zestaw { $size }-kartowy.
clash-done-answer = Odpowiedziano kartami { $cards }.

## Refusals of a panel
clash-stale = Ten panel pochodzi z wcześniejszego kroku; użyj ponownie przycisku przy stole.
clash-bad-setup = { $error } Wpisz cztery zestawy rozdzielone `|`, np. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Nic nie zmieniono.
clash-already-in-set = { $card } jest już w jednym z twoich zestawów.
clash-pick-exactly = Wybierz dokładnie { $n ->
    [one] { $n } kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}.
clash-sets-missing = Przed zatwierdzeniem wybierz wszystkie cztery zestawy.

## The rules' refusals
clash-error-wrong-phase = teraz to niemożliwe: { $now }
clash-now-setting-up = obrońca układa zestawy
clash-now-revealing = obrońca odkrywa zestaw
clash-now-answering = atakujący odpowiada na zestaw { $size }-kartowy
clash-now-over = partia się skończyła
clash-now-nothing-to-answer = nie ma zestawu, na który masz odpowiedzieć
clash-now-not-setting-up = nie układasz teraz zestawów
clash-error-set-size = twój zestaw { $size }-kartowy ma { $n ->
    [one] { $n } kartę
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
clash-error-saved-count = musisz odłożyć dokładnie 3 karty, nie { $n }
clash-error-not-in-hand = { $card } nie ma w twojej ręce
clash-error-used-twice = { $card } użyto dwa razy
clash-error-already-revealed = twój zestaw { $size }-kartowy jest już odkryty
clash-error-no-such-set = nie ma zestawu { $size }-kartowego: zestawy mają od 1 do 4 kart
clash-error-answer-size = musisz odpowiedzieć { $n ->
    [one] { $n } kartą
   *[other] { $n } kartami
}, nie { $got }
clash-error-set-count = wpisz 4 zestawy rozdzielone `|` (jest ich { $n })
clash-error-group-size = zestaw ma od 1 do 4 kart, a `{ $group }` ma { $n }
clash-error-two-sets = dwa zestawy mają po { $n ->
    [one] { $n } karcie
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}: wpisz po jednym zestawie z 1, 2, 3 i 4 kart
clash-error-not-a-card = `{ $card }` to nie karta: wpisz wartość (2-9, T lub 10, J, Q, K, A), a potem kolor (S, H, D, C lub ♠ ♥ ♦ ♣), np. `AS` lub `10h`
clash-error-card-twice = `{ $card }` występuje dwa razy
clash-error-set-cards = zestaw ma od 1 do 4 kart, nie { $n }
clash-error-set-duplicate = { $card } występuje w zestawie dwa razy

## /rank
clash-rank-head = { $cards } — { $category } (najwyższa { $card })
clash-rank-place = Kategoria { $place } z { $count } dla zestawów { $size }-kartowych: { $names }
clash-rank-beats = Bije { $beaten } z { $total } możliwych zestawów { $size }-kartowych ({ $percent }%).
clash-rank-refused = Nie da się tego ocenić: { $error }.

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Układanie.
clash-rules-emphasis3 = 2. Odkrywanie i odpowiedź.
clash-rules-emphasis4 = 3. Punkty.
clash-rules-emphasis5 = Starszeństwo
clash-rules-emphasis6 = Przykłady:
clash-rules-emphasis7 = Moja ręka
clash-rules =
    { $emphasis } (poker dzielony) — gra do 10 punktów.
    W każdej rundzie jeden broni, a drugi atakuje; role zmieniają się co rundę.
    { $emphasis2 } Obrońca w tajemnicy dzieli 13 kart na zestawy z 1, 2, 3 i 4 kart, a ostatnie 3 odkłada na następną rundę.
    { $emphasis3 } Obrońca odkrywa po jednym zestawie, w dowolnej kolejności. Atakujący odpowiada na każdy tyloma samymi kartami z ręki (śmieci dozwolone) i przejmuje zestaw, jeśli jego jest ściśle wyżej.
    { $emphasis4 } Przejęcie 6+ z 10 kart daje (przejęte − 5); w przeciwnym razie obrońca dostaje 2.
    Potem wszystko poza odłożonymi kartami jest tasowane; każdy dostaje 13, a nowy atakujący dokłada swoje 3 odłożone (16).
    { $emphasis5 } (od najwyższego). 2 karty: para > wysoka karta. 3 karty: trójka > poker > strit > kolor > para > wysoka karta. 4 karty: kareta > poker > strit flash (strit we wszystkich czterech kolorach) > dwie pary flash > strit > kolor > trójka > dwie pary > para > zwykły flash (cztery kolory) > wysoka karta.
    Przy równej kategorii wygrywa wyższa karta decydująca (wartość, potem ♠ > ♥ > ♦ > ♣). As jest wysoki lub niski (A-2-3), nigdy w kółko (bez K-A-2).
    { $emphasis6 } `JS JH` bije `JD JC` · `2C 2D 2H` bije `QS KS AS` · `3C 4D 5H 6S` (strit flash) bije `9S 9H 7D 7C` (dwie pary flash) · `2H 7H 9H KH` (kolor) bije `AS AH AD 2C`.
    Karty są rozdawane przed losowaniem: zobacz swoje przyciskiem { $emphasis7 } pod wiadomością o losowaniu, zanim zwycięzca wybierze atak lub obronę.
    Spróbuj { $rank }.
