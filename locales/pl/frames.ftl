### Glossary (polski): match = partia, round = runda, defender = obrońca, attacker = atakujący,
### set = zestaw (zestaw 4-kartowy), set up = ułożyć (układ), reveal = odkryć,
### answer = odpowiedzieć, capture = przejąć, save = odłożyć, hand = ręka; Clubbed: open stack = stos,
### store = magazyn, stock = talia do dobierania (talia), club = trefl, to club = zdzielić treflem;
### Duel: clash = starcie, library = talia; Shape Clash: Complete = karta pełna (Pełna),
### Single = karta pojedyncza (Pojedyncza), pile = stos, deal = rozdanie, pass = pas,
### matched = dopasowane; Tile Poker: tile = płytka, board = plansza, pool = pula,
### place = położyć, exchange = wymienić, point = punkt, hand (poker) = układ.
### Czasowniki w czasie teraźniejszym (bez rodzaju gracza).

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = brak
frames-moved = { $who } { $what }.
frames-clash-set-up-hidden = układa zestawy zakryte

## Clash
frames-clash-target-roles = Do { $target } punktów · Obrońca { $defender } · Atakujący { $attacker }
frames-clash-none-revealed = W tej rundzie nie odkryto jeszcze żadnego zestawu.
frames-clash-set = Zestaw
frames-clash-revealed = Odkryty
frames-clash-answer = Odpowiedź
frames-clash-result = Wynik
frames-clash-revealed-set = odkrywa zestaw { $size }
frames-clash-answered = odpowiada kartami { $cards }
frames-clash-captures = { $captures } ({ $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } kart
})
frames-clash-captures-it = przejmuje go

## Clubbed
frames-clubbed-stack = Stos od spodu do wierzchu: { $cards }
frames-clubbed-drew = dobiera z talii

## Duel
frames-duel-head = Do { $target } wygranych starć · Talie: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = swoją kartę
frames-duel-kept = zostawia { $card } na wierzchu
frames-duel-put = kładzie { $card } na spód
frames-duel-event-forced = Karta gracza { $who } idzie na spód: została zostawiona w poprzednim starciu.

## Shape Clash
frames-shape-first-to = Do { $target } punktów
frames-shape-heading-pile = Stos
frames-shape-heading-top = Wierzch
frames-shape-heading-cards = Karty
frames-shape-complete = Pełna
frames-shape-counts = { $who }: { $hand } w ręce, { $pile } na stosie
frames-shape-opened = otwiera kartą { $card }
frames-shape-played = zagrywa { $play }
frames-shape-passed-option = pasuje (opcja 7)

## Tile Poker
frames-tile-too-large = (plansza jest za duża, by ją tu narysować)
frames-tile-board = Plansza: { $n ->
    [one] { $n } płytka
    [few] { $n } płytki
   *[other] { $n } płytek
}
frames-tile-tiles = Płytki gracza { $who }: { $tiles }
frames-tile-placed = kładzie { $tile } na { $cell }
frames-tile-exchanged = wymienia { $tile } z pulą
frames-tile-passed = pasuje
frames-tile-scores = { $tile } zdobywa: { $lines } (razem { $total })
frames-tile-drew = { $who } dobiera { $tile }.
frames-tile-event-exchanged = { $who } oddaje { $returned } do puli i dobiera { $drew }.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
   *[other] { $n } punktów
}

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 płytek
frames-film-wins = wygrywa { $winner }
frames-film-draw = remis
frames-film-final = koniec
frames-film-heading = Tile Poker, partia #{ $id }: klatka na każde położenie płytki ({ $n ->
    [one] { $n } położenie
    [few] { $n } położenia
   *[other] { $n } położeń
}) z wynikiem, koniec zatrzymany. Wynik końcowy: { $a } { $pa }, { $b } { $pb }: { $result }. Plansza na koniec:
