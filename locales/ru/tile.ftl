### Glossary (русский): tile = фишка, board = поле, pool = запас, cell = клетка,
### row = строка, column = столбец, line = линия, place = выставить, exchange = обменять,
### pass = пас, point = очко, hand (poker) = комбинация, match = партия, turn = ход.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] старшая карта
    [pair] пара
    [two-pair] две пары
    [three-of-a-kind] тройка
    [straight] стрит
    [flush] флеш
    [full-house] фулл-хаус
    [four-of-a-kind] каре
    [straight-flush] стрит-флеш
    [royal-flush] роял-флеш
   *[none] ничего
}

tile-line = { $axis ->
    [row] строка
   *[column] столбец
} { $tiles } — { $why }
tile-line-too-long = фишек: { $n } — линия из 6 и более приносит 0
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = старшая карта, но { $tile } не старшая: 0
tile-line-not-part = { $hand }, но { $tile } в неё не входит: 0
tile-lines-none = не начинает линию из 2 или более фишек: 0 очков
tile-lines-total-emphasis = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
tile-seat = { $who } { $emphasis } · фишки: { $tiles }
tile-seat-no-tiles = нет
tile-board-pool = Поле: { $board ->
    [one] { $board } фишка
    [few] { $board } фишки
   *[many] { $board } фишек
} · запас: { $pool ->
    [one] { $pool } фишка
    [few] { $pool } фишки
   *[many] { $pool } фишек
}
tile-to-place = выставляет фишку{ $stalls }
tile-stalls = пасов и обменов подряд: { $n } из { $max }
tile-act = Ходить

tile-last-turn = Последний ход: { $parts }.
tile-then = { $before }, затем { $after }
tile-last-placed = { $who } выставил(а) { $tile } на { $cell }: { $lines }
tile-last-drew = взял(а) { $tile }
tile-last-exchanged = { $who } обменял(а) { $returned } и взял(а) { $drew }
tile-last-passed = { $who } спасовал(а)
tile-last-clock = у { $who } вышло время: ход пропущен
tile-last-skipped = у { $who } нет фишек, ход пропущен

tile-result = Все 52 фишки выставлены. Итоговый счёт: { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Поровну очков; лучшая комбинация: { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Поровну очков и лучших комбинаций ({ $hand }); выставлено тузов: { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = Побеждает { $winner }.
tile-verdict-draw = Ничья.

tile-panel = { $match } · ваш ход. Ваши фишки: { $tiles }
    Запас: { $pool ->
        [one] { $pool } фишка
        [few] { $pool } фишки
       *[many] { $pool } фишек
    }{ $stalls }.
tile-panel-all = Выставьте фишку, обменяйте одну из запаса или спасуйте.
tile-panel-no-exchange = Выставьте фишку или спасуйте (запас пуст: обмена нет).
tile-panel-must-place = Вы спасовали или обменяли дважды подряд: выставьте фишку.
tile-reason-pool-empty = запас пуст
tile-reason-must-place = нужно выставить фишку
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · ваши фишки: { $tiles }. Обе руки открыты на столе для всех.

tile-menu-place = Выставить { $tile }
tile-menu-placeholder = Выставить фишку…
tile-menu-nothing = сейчас нигде не приносит очков
tile-menu-best = лучше всего: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
} на { $cell }
tile-cells = { $match } · выставить { $tile }: выберите клетку (свободных: { $n }, отмечены на поле){ $paging } или введите её метку.
tile-cells-page = { " " }(страница { $page } из { $pages })
tile-cells-placeholder = Клетка для { $tile }…
tile-cell-option = { $cell } — { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
tile-cell-line = { $axis ->
    [row] строка
   *[column] столбец
}: { $hand }
tile-cell-nothing = не приносит очков
tile-modal-title = Выставить { $tile }: на какую клетку?
tile-modal-placeholder = Метка с картинки, например B3
tile-preview = { $match } · выставить { $tile } на { $cell }: { $lines }.
    Подтвердите, чтобы выставить; затем вы берёте фишку из запаса{ $empty ->
        [yes] { " " }(он пуст: без добора)
       *[no] {""}
    }.

tile-button-previous = ◀ Предыдущие клетки
tile-button-more = Ещё клетки ▶
tile-button-type = Ввести клетку
tile-button-other-tile = Другая фишка
tile-button-other-cell = Другая клетка
tile-button-confirm-place = Подтвердить: { $tile } на { $cell }
tile-button-exchange = Обменять фишку
tile-button-pass = Пас
tile-button-confirm-exchange = Подтвердить: обменять { $tile }
tile-button-back = Назад

tile-exchange = { $match } · какая фишка вернётся в запас? Затем вы берёте случайную.
tile-exchange-option = Обменять { $tile }
tile-exchange-placeholder = Фишка для обмена…
tile-exchange-confirm = { $match } · обменять { $tile }? Она вернётся в запас, а вы возьмёте случайную фишку. Это ход без выставления (подряд можно { $max }).

tile-describe-place = выставить { $tile } на { $cell }
tile-describe-exchange = обменять { $tile } из запаса
tile-describe-pass = спасовать

tile-done-place = Вы выставили { $tile } на { $cell }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}.
tile-done-exchange = Вы обменяли { $tile }.
tile-done-pass = Вы спасовали.

tile-cell = (строка { $row }, столбец { $col })
tile-pick-one = Выберите одно.
tile-bad-card = `{ $card }` — не карта: напишите достоинство (2-9, T или 10, J, Q, K, A), затем масть (S, H, D, C или ♠ ♥ ♦ ♣), например `AS` или `10h`.
tile-duplicate-card = `{ $card }` встречается дважды.
tile-not-a-cell = «{ $typed }» — не клетка поля: введите метку с картинки, например { $example }.
tile-error-not-in-hand = { $tile } нет у вас в руке.
tile-error-cell-taken = На { $cell } уже лежит { $tile }.
tile-error-not-connected = { $cell } не касается ни одной фишки: выставляйте рядом с фишкой на поле (диагонали не считаются).
tile-error-block = { $yes ->
    [yes] Фишка на { $cell } замкнула бы блок 2×2 с { $with }: блоки из четырёх запрещены.
   *[no] Фишка на { $cell } замкнула бы блок 2×2 с { $with }.
}
tile-error-pool-empty = Запас пуст: меняться не с чем.
tile-error-must-place = Вы спасовали или обменяли дважды подряд: нужно выставить фишку.
tile-error-game-over = Игра окончена.
tile-error-not-your-turn = Сейчас не ваш ход: ходит место { $seat }.

tile-alt-empty = Поле пустое.
tile-alt-row = Строка { $row }: { $tiles }.
tile-alt-at = { $tile } на { $cell }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = выставить
tile-rules-emphasis3 = обменять
tile-rules-emphasis4 = пас
tile-rules-emphasis5 = Примеры:
tile-rules-emphasis6 = Часы:
tile-rules-emphasis7 = пропускается
tile-rules-emphasis8 = В Discord:
tile-rules-emphasis9 = Ходить
tile-rules-emphasis10 = Обменять
tile-rules-emphasis11 = Пас
tile-rules = { $emphasis } — 52 фишки, по одной на карту; A♠ открывает поле. У каждого 7 открытых фишек; остальные — скрытый запас.
    Ход — одно из: { $emphasis2 } фишку рядом с полем (не замыкая блок 2×2) и взять новую; { $emphasis3 } фишку из запаса; { $emphasis4 } (не более 2 ходов без выставления подряд).
    Выставленная фишка приносит очки за свою строку и столбец (по 2–5 фишек), если входит в лучшую покерную комбинацию линии: старшая карта или пара 2, две пары или тройка 3, стрит или флеш 5, фулл-хаус или каре 8, стрит-флеш 13. Линии из 6+ дают 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, затем + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    Побеждает набравший больше очков, когда все 52 фишки выставлены; при равенстве — лучшая комбинация, затем больше выставленных тузов.
    { $emphasis6 } просроченный ход { $emphasis7 }; 5 пропусков — техническое поражение.
    { $emphasis8 } стол показывает поле картинкой с метками свободных клеток (A1, B3…), обе руки, очки и последний ход. { $emphasis9 } открывает вашу панель: фишка, затем клетка из меню (с её очками) или её метка; предпросмотр показывает очки до подтверждения. { $emphasis10 } и { $emphasis11 } объясняют, почему правила их запрещают.
