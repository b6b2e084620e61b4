### Glossary (polski): tile = płytka, board = plansza, pool = pula, cell = pole,
### row = wiersz, column = kolumna, line = linia, place = położyć, exchange = wymienić,
### pass = pas, point = punkt, hand (poker) = układ, match = partia, turn = ruch.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] wysoka karta
    [pair] para
    [two-pair] dwie pary
    [three-of-a-kind] trójka
    [straight] strit
    [flush] kolor
    [full-house] full
    [four-of-a-kind] kareta
    [straight-flush] poker
    [royal-flush] poker królewski
   *[none] nic
}

tile-line = { $axis ->
    [row] wiersz
   *[column] kolumna
} { $tiles } — { $why }
tile-line-too-long = płytek: { $n } — linia z 6 lub więcej daje 0
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = wysoka karta, ale { $tile } nie jest najwyższa: 0
tile-line-not-part = { $hand }, ale { $tile } do niego nie należy: 0
tile-lines-none = nie zaczyna żadnej linii z 2 lub więcej płytek: 0 punktów
tile-lines-total-emphasis = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
tile-seat = { $who } { $emphasis } · płytki: { $tiles }
tile-seat-no-tiles = brak
tile-board-pool = Plansza: { $board ->
    [one] { $board } płytka
    [few] { $board } płytki
   *[many] { $board } płytek
} · pula: { $pool ->
    [one] { $pool } płytka
    [few] { $pool } płytki
   *[many] { $pool } płytek
}
tile-to-place = kładzie płytkę{ $stalls }
tile-stalls = pasy i wymiany z rzędu: { $n } z { $max }
tile-act = Graj

tile-last-turn = Ostatni ruch: { $parts }.
tile-then = { $before }, potem { $after }
tile-last-placed = { $who } kładzie { $tile } na { $cell }: { $lines }
tile-last-drew = dobiera { $tile }
tile-last-exchanged = { $who } wymienia { $returned } i dobiera { $drew }
tile-last-passed = { $who } pasuje
tile-last-clock = { $who } nie zdąża: ruch pominięty
tile-last-skipped = { $who } nie ma płytek i traci ruch

tile-result = Wszystkie 52 płytki leżą. Wynik końcowy: { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Remis punktowy; najlepszy układ: { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Remis w punktach i najlepszych układach ({ $hand }); położone asy: { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = Wygrywa { $winner }.
tile-verdict-draw = Remis.

tile-panel = { $match } · twój ruch. Twoje płytki: { $tiles }
    Pula: { $pool ->
        [one] { $pool } płytka
        [few] { $pool } płytki
       *[many] { $pool } płytek
    }{ $stalls }.
tile-panel-all = Połóż płytkę, wymień jedną z pulą albo spasuj.
tile-panel-no-exchange = Połóż płytkę albo spasuj (pula jest pusta: bez wymiany).
tile-panel-must-place = Dwa ruchy z rzędu bez kładzenia (pas lub wymiana): teraz połóż płytkę.
tile-reason-pool-empty = pula jest pusta
tile-reason-must-place = musisz teraz położyć
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · twoje płytki: { $tiles }. Obie ręce leżą na stole widoczne dla wszystkich.

tile-menu-place = Połóż { $tile }
tile-menu-placeholder = Połóż płytkę…
tile-menu-nothing = teraz nigdzie nie punktuje
tile-menu-best = najlepiej teraz: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
} na { $cell }
tile-cells = { $match } · połóż { $tile }: wybierz pole (wolnych: { $n }, zaznaczone na planszy){ $paging } albo wpisz jego oznaczenie.
tile-cells-page = { " " }(strona { $page } z { $pages })
tile-cells-placeholder = Pole dla { $tile }…
tile-cell-option = { $cell } — { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
tile-cell-line = { $axis ->
    [row] wiersz
   *[column] kolumna
}: { $hand }
tile-cell-nothing = nie punktuje
tile-modal-title = Połóż { $tile }: na które pole?
tile-modal-placeholder = Oznaczenie z obrazka, np. B3
tile-preview = { $match } · połóż { $tile } na { $cell }: { $lines }.
    Potwierdź, by ją położyć; potem dobierasz z puli{ $empty ->
        [yes] { " " }(pusta: bez dobierania)
       *[no] {""}
    }.

tile-button-previous = ◀ Poprzednie pola
tile-button-more = Więcej pól ▶
tile-button-type = Wpisz pole
tile-button-other-tile = Inna płytka
tile-button-other-cell = Inne pole
tile-button-confirm-place = Potwierdź: { $tile } na { $cell }
tile-button-exchange = Wymień płytkę
tile-button-pass = Pas
tile-button-confirm-exchange = Potwierdź: wymień { $tile }
tile-button-back = Wróć

tile-exchange = { $match } · która płytka wraca do puli? Potem dobierasz losową.
tile-exchange-option = Wymień { $tile }
tile-exchange-placeholder = Płytka do wymiany…
tile-exchange-confirm = { $match } · wymienić { $tile }? Wraca do puli, a ty dobierasz losową płytkę. To ruch bez kładzenia (dozwolone { $max } z rzędu).

tile-describe-place = położyć { $tile } na { $cell }
tile-describe-exchange = wymienić { $tile } z pulą
tile-describe-pass = spasować

tile-done-place = Położono { $tile } na { $cell } za { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}.
tile-done-exchange = Wymieniono { $tile }.
tile-done-pass = Spasowano.

tile-cell = (wiersz { $row }, kolumna { $col })
tile-pick-one = Wybierz jedną.
tile-bad-card = `{ $card }` to nie karta: wpisz wartość (2-9, T lub 10, J, Q, K, A), a potem kolor (S, H, D, C lub ♠ ♥ ♦ ♣), np. `AS` albo `10h`.
tile-duplicate-card = `{ $card }` występuje dwa razy.
tile-not-a-cell = „{ $typed }” to nie pole planszy: wpisz oznaczenie z obrazka, np. { $example }.
tile-error-not-in-hand = Nie masz { $tile } w ręce.
tile-error-cell-taken = Na { $cell } leży już { $tile }.
tile-error-not-connected = { $cell } nie styka się z żadną płytką: połóż obok płytki na planszy (przekątne się nie liczą).
tile-error-block = { $yes ->
    [yes] Płytka na { $cell } zamknęłaby blok 2×2 z { $with }: bloki z czterech są zabronione.
   *[no] Płytka na { $cell } zamknęłaby blok 2×2 z { $with }.
}
tile-error-pool-empty = Pula jest pusta: nie ma z czym wymieniać.
tile-error-must-place = Dwa ruchy z rzędu bez kładzenia (pas lub wymiana): musisz położyć płytkę.
tile-error-game-over = Gra się skończyła.
tile-error-not-your-turn = To nie twój ruch: gra miejsce { $seat }.

tile-alt-empty = Plansza jest pusta.
tile-alt-row = Wiersz { $row }: { $tiles }.
tile-alt-at = { $tile } na { $cell }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = położyć
tile-rules-emphasis3 = wymienić
tile-rules-emphasis4 = pas
tile-rules-emphasis5 = Przykłady:
tile-rules-emphasis6 = Zegar:
tile-rules-emphasis7 = pomijany
tile-rules-emphasis8 = Na Discordzie:
tile-rules-emphasis9 = Graj
tile-rules-emphasis10 = Wymień
tile-rules-emphasis11 = Pas
tile-rules = { $emphasis } — 52 płytki, po jednej na kartę; A♠ otwiera planszę. Każdy ma 7 odkrytych płytek; reszta tworzy ukrytą pulę.
    Ruch to: { $emphasis2 } płytkę przy planszy (nigdy nie zamykając bloku 2×2) i dobrać; { $emphasis3 } płytkę z pulą; { $emphasis4 } (najwyżej 2 ruchy bez kładzenia z rzędu).
    Położona płytka punktuje swój wiersz i kolumnę (po 2–5 płytek), jeśli należy do najlepszego układu pokerowego linii: wysoka karta lub para 2, dwie pary lub trójka 3, strit lub kolor 5, full lub kareta 8, poker 13. Linie z 6+ dają 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, potem + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    Wygrywa ten, kto ma najwięcej punktów po położeniu 52 płytek; przy remisie decyduje najlepszy układ, potem więcej położonych asów.
    { $emphasis6 } ruch po czasie jest { $emphasis7 }; 5 pominiętych ruchów to walkower.
    { $emphasis8 } stół pokazuje planszę jako obrazek z oznaczonymi wolnymi polami (A1, B3…), obie ręce, punkty i ostatni ruch. { $emphasis9 } otwiera twój panel: płytka, potem pole z menu (z jego punktami) lub wpisane oznaczenie; podgląd pokazuje wynik przed potwierdzeniem. { $emphasis10 } i { $emphasis11 } mówią, czemu zasady ich zabraniają.
