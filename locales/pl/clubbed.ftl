### Glossary (polski): open stack = stos, store = magazyn, stock = talia do dobierania (talia),
### club = trefl, to club = zdzielić treflem, hand = ręka, draw = dobrać, play = zagrać, match = partia.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = trefla
clubbed-rules-emphasis3 = wygrywa mniej kart w magazynie
clubbed-rules-emphasis4 = Na Discordzie:
clubbed-rules-emphasis5 = Moja ręka
clubbed-rules-emphasis6 = Zagraj
clubbed-rules-emphasis7 = Dobierz kartę
clubbed-rules = { $emphasis } — gra w pozbywanie się kart. Po 5 kart, jedna odkryta zaczyna stos.
    Zagraj kartę w kolorze lub o randze wierzchniej karty albo dowolnego trefla. Jeśli masz pasującą kartę, musisz zagrać; w przeciwnym razie dobieraj po jednej, aż będziesz mieć co zagrać.
    Zagranie { $emphasis2 } wysyła cały stos do magazynu przeciwnika; zaczyna on nowy stos dowolną kartą.
    Gdy gracz na ruchu nie może zagrać, karty z rąk trafiają do magazynów; { $emphasis3 }.
    { $emphasis4 } twoja ręka jest prywatna: { $emphasis5 } lub { $emphasis6 } pokazuje ją z przyciskiem dla każdej karty, którą możesz zagrać, a { $emphasis7 } tylko wtedy, gdy zasady pozwalają dobierać. Stół pokazuje wierzchnią kartę, magazyny, liczbę kart na rękach i w talii oraz ostatnią turę; każde zdzielenie treflem jest ogłaszane.

clubbed-takes-empty = stos jest pusty: zaczyna go dowolna karta
clubbed-takes-any = na wierzchu { $top } (odkryty trefl): można zagrać dowolną kartę
clubbed-takes-match = na wierzchu { $top }: zagraj { $suit } lub { $rank } albo dowolnego trefla

clubbed-open = Stos ({ $n }): { $takes }
clubbed-stores = Magazyny (mniej wygrywa): { $a } { $sa } · { $b } { $sb }
clubbed-sizes = Ręce: { $a } { $ha } · { $b } { $hb } · Talia: { $stock }
clubbed-last = Ostatnia tura: { $who }{ $what }
clubbed-last-drew = { " " }dobiera { $n ->
    [one] { $n } kartę
    [few] { $n } karty
   *[other] { $n } kart
}, potem
clubbed-last-played = zagrywa { $card }
clubbed-last-clubbed = { " " }i zdziela treflem { $victim }: { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } kart
} do magazynu przeciwnika
clubbed-last-refilled = , potem dobiera { $n } (ręka wyłożona)
clubbed-drawn = { $who } dobiera w tej turze { $n ->
    [one] { $n } kartę
    [few] { $n } karty
   *[other] { $n } kart
}.
clubbed-to-play = zagrywa
clubbed-act = Zagraj

clubbed-no-cards = brak kart
clubbed-hand = { $match } · twoja ręka ({ $n }): { $cards }
clubbed-hand-open = Stos: { $takes }.
clubbed-their-turn = Teraz ruch: { $who }.
clubbed-menu = Zagraj kartę
clubbed-button-play = Zagraj { $card }
clubbed-button-draw = Dobierz kartę
clubbed-move-club-or-draw = Twój ruch: zagraj trefla albo dobierz (nic ci nie pasuje).
clubbed-move-play = Twój ruch: zagraj jedną z tych kart.
clubbed-move-draw = Nie masz nic do zagrania: dobieraj, aż będziesz mieć co zagrać.
clubbed-move-none = Nie możesz zagrać.
clubbed-done-draw = Dobrano kartę.
clubbed-done-play = Zagrano { $card }.
clubbed-describe-play = zagrać { $card }
clubbed-describe-draw = dobrać z talii

clubbed-event-clubbed = { $who } zdziela treflem { $victim }: { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } kart
} do magazynu (teraz { $store }).
clubbed-event-ended = { $stuck } nie może zagrać, a talia jest pusta: gra się kończy. Karty z rąk trafiają do magazynów ({ $a } { $ha }, { $b } { $hb }). Magazyny na koniec: { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = { $winner } wygrywa, mając mniej kart w magazynie.
clubbed-result-draw = Równe magazyny: remis.

clubbed-pick-one = Wybierz jedną kartę.
clubbed-bad-card = `{ $code }` to nie karta: wpisz rangę (2-9, T lub 10, J, Q, K, A), a potem kolor (S, H, D, C lub ♠ ♥ ♦ ♣), np. `AS` albo `10h`.
clubbed-duplicate-card = `{ $code }` występuje dwa razy.
clubbed-error-over = Gra się skończyła.
clubbed-error-not-your-turn = To nie twój ruch: gra miejsce { $seat }.
clubbed-error-not-in-hand = Nie masz { $card } w ręce.
clubbed-error-no-match = { $card } nie pasuje do { $top }: musisz zagrać kartę pasującą do { $top } albo trefla.
clubbed-error-must-play = Masz kartę pasującą do { $top }: musisz zagrać, a nie dobierać.
clubbed-error-must-play-any = Stos przyjmuje dowolną kartę, a ty masz kartę, która nie jest treflem: musisz zagrać, a nie dobierać.
clubbed-error-stock-empty = Talia jest pusta: nie możesz dobrać.
