### Glossary (polski): Complete = karta pełna (Pełna), Single = karta pojedyncza (Pojedyncza),
### pile = stos, deal = rozdanie, pass = pas (spasować), option = opcja, pattern = wypełnienie,
### color = kolor, shape = kształt, solid = pełny, hollow = pusty, partial = częściowy,
### circle = koło, triangle = trójkąt, square = kwadrat, matched = dopasowane, match = partia.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = zablokowane
shape-rules-emphasis3 = Na Discordzie:
shape-rules-emphasis4 = Zagraj
shape-rules-emphasis5 = Zakończ turę Pojedynczą
shape-rules-emphasis6 = Pas
shape-rules = { $emphasis } — 63 karty: 27 Pełnych (wypełnienie × kolor × kształt) i 36 Pojedynczych.
    W każdej turze zagraj jak najwięcej kart na stos Pełnych i trzy stosy Pojedynczych, według siedmiu opcji; zagranie Pojedynczej bez warunków albo pas kończy turę.
    Opróżnij rękę i swój stos jako pierwszy, aby wygrać rozdanie i zapisać sobie karty przeciwnika; wygrywa pierwszy, kto zdobędzie 10 punktów.
    W pierwszej turze rozdania otwierający zagrywa Pełną; jeśli nie ma żadnej w całym stosie, pasuje i otwiera drugi gracz. Rozdanie jest { $emphasis2 }, gdy obaj pasują po kolei bez legalnego zagrania i żaden nie może dobrać: mniej kart wygrywa różnicę.
    { $emphasis3 } { $emphasis4 } otwiera twoją rękę z legalnymi zagraniami, pogrupowanymi według opcji; po każdym zagraniu panel się odświeża, a tura trwa, aż wybierzesz { $emphasis5 } albo { $emphasis6 }. Stół pokazuje planszę (🔴🟢🔵 kolor, ●/○/◐ wypełnienie i kształt) i zagrania z ostatniej tury.

shape-value = { $value ->
    [solid] pełny
    [hollow] pusty
    [partial] częściowy
    [red] czerwony
    [green] zielony
    [blue] niebieski
    [circle] koło
    [triangle] trójkąt
   *[square] kwadrat
}
shape-category = { $category ->
    [pattern] Wypełnienie
    [color] Kolor
   *[shape] Kształt
}
shape-complete-card = { $shape } ({ $color }, { $pattern })
shape-single-card = { $value } (Pojedyncza)
shape-single-named = Pojedyncza: { $value }
shape-empty = pusty
shape-no-cards = brak kart

shape-move-open = otwórz kartą { $card }
shape-move-follow = { $card } na wartość wierzchniej Pełnej (opcja 1)
shape-move-share-two = { $card }, z dwiema wspólnymi wartościami (opcja 2)
shape-move-piles = { $card }, Pełna ze stosów Pojedynczych (opcja 3)
shape-move-free-complete = { $card } na dopasowaną planszę (opcja 4a)
shape-move-free-singles = { $cards } na dopasowaną planszę (opcja 4b)
shape-move-combo = { $complete } razem z { $single } (opcja 5)
shape-move-final = { $card }, kończy turę (opcja 6)
shape-move-pass = pas (opcja 7)

shape-table-head = { $title } · do { $target } pkt · Rozdanie { $deal }
shape-score = Wynik: { $a } { $sa } · { $b } { $sb }
shape-top = Wierzchnia Pełna: { $top } ({ $n } na stosie)
shape-top-none = jeszcze brak: otwierający zagrywa pierwszą
shape-piles = Stosy Pojedynczych: { $piles }
shape-pile = { $category }: { $top }
shape-matched = dopasowane (można wyłożyć dowolną Pełną albo trzy Pojedyncze)
shape-cards = Karty: { $a } { $ha } w ręce, { $pa } na stosie · { $b } { $hb } w ręce, { $pb } na stosie
shape-last-turn = Ostatnia tura, { $who }: { $plays }
shape-passed-forced = pas: brak legalnego zagrania
shape-passed = pas
shape-this-turn = W tej turze dotąd: { $n ->
    [one] { $n } zagranie
    [few] { $n } zagrania
   *[other] { $n } zagrań
}
shape-blocking = Jeden blokujący pas: jeśli następny gracz też nie może zagrać ani dobrać, rozdanie się kończy.
shape-last-deal = Rozdanie { $deal }: { $result }
shape-to-open = otwiera rozdanie Pełną
shape-to-play = zagrywa
shape-chapter = Rozdanie { $deal }
shape-act-open = Otwórz
shape-act-play = Zagraj

shape-deal-out = { $who } pozbywa się kart i zdobywa { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
   *[other] { $n } punktów
}
shape-deal-blocked = blokada; { $who } ma mniej kart ({ $mine } do { $theirs }) i zdobywa { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
   *[other] { $n } punktów
}
shape-deal-even = blokada, po { $left } kart każdy: bez punktów

shape-event-deal-ended = Rozdanie { $deal } kończy się: { $result }{ $how }. Wynik partii { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(ostatnie zagranie: { $plays })
shape-event-deal-started = Rozdanie { $deal }: otwiera { $who }.

shape-hand = { $match } · twoja ręka ({ $n }):
shape-panel = { $match } · twoja ręka ({ $n }):
shape-board = Plansza: wierzchnia Pełna { $top } · { $piles }
shape-top-none-short = jeszcze brak
shape-not-your-turn = To nie twoja tura.
shape-open-deal = Otwórz rozdanie: zagraj jedną Pełną (to kończy turę).
shape-menu-open = Otwórz Pełną
shape-no-keep = Żadne zagranie nie utrzyma tury: zakończ ją Pojedynczą (opcja 6) albo spasuj.
shape-keep = Zagrania, które utrzymują turę: { $n }. Zakończ ją Pojedynczą (opcja 6) albo spasuj.
shape-must-pass = Nie masz legalnego zagrania: musisz spasować.
shape-menu-keep = Zagraj i zachowaj turę (opcje 1–5)
shape-menu-triples = Trzy Pojedyncze (opcja 4b)
shape-menu-final = Zakończ turę Pojedynczą (opcja 6)
shape-button-pass-forced = Pas (brak legalnego zagrania)
shape-button-pass = Pas (opcja 7)
shape-done = Zagrano: { $play }.

shape-pick-one = Wybierz jedno zagranie.
shape-not-offered = Tego zagrania nie było wśród proponowanych w tym panelu.
shape-error-not-in-hand = Nie masz w ręce karty { $card }.
shape-error-played-twice = Karta { $card } jest zagrana dwa razy.
shape-error-not-a-complete = { $card } to Pojedyncza, a to zagranie wymaga Pełnej.
shape-error-not-a-single = { $card } to Pełna, a to zagranie wymaga Pojedynczej.
shape-error-must-open = Rozdanie otwiera się jedną Pełną z ręki i niczym więcej.
shape-error-already-open = Rozdanie jest już otwarte: otwierająca Pełna leży na stole.
shape-error-does-not-follow = { $single } nie pasuje do { $top }: potrzebna wartość { $category }: { $needed }.
shape-error-same-as-pile = Stos { $category } pokazuje już { $value }: opcja 1 wymaga innej wartości (opcja 6 zagrywa ją i kończy turę).
shape-error-not-two-shared = { $complete } i { $top } mają wspólnych wartości: { $shared }; opcja 2 wymaga dokładnie dwóch.
shape-error-not-piles-complete = { $complete } to nie Pełna ze stosów Pojedynczych, które pokazują { $piles }.
shape-error-not-matched = Plansza nie jest dopasowana: stosy Pojedynczych pokazują { $piles }, a stos Pełnych { $top }.
shape-error-missing-category = Zagraj po jednej Pojedynczej z każdej kategorii: brak Pojedynczej { $category }.
shape-error-combo-not-two = { $complete } pasuje do { $matching } stosów Pojedynczych ({ $piles }): opcja 5 wymaga dokładnie dwóch.
shape-error-combo-wrong-single = { $single } nie uzupełnia { $complete }: zagraj ją z Pojedynczą { $needed }.

shape-picture-complete = Pełna ({ $n })
shape-picture-single = (Pojedyncza)
shape-picture-matched = Dopasowane: dowolna Pełna albo trzy Pojedyncze
shape-alt-board = Plansza Shape Clash: { $top } ({ $n } na stosie); stosy Pojedynczych: { $piles }{ $matched }.
shape-alt-top = wierzchnia Pełna { $card }
shape-alt-no-top = jeszcze brak Pełnej
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } pusty
shape-alt-matched = ; dopasowane
shape-alt-hand = Twoja ręka, { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } kart
}: { $cards }.
