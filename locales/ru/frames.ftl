### Glossary (русский): match = партия, round = раунд, defender = защитник, attacker = нападающий,
### set = набор (4-карточный набор), set up = разложить (расклад), reveal = открыть,
### answer = ответить, capture = забрать, save = отложить, hand = рука; Clubbed: open stack = стопка,
### store = запас, stock = колода (добора), club = трефа, to club = огреть трефой;
### Duel: clash = схватка, library = колода; Shape Clash: Complete = полная карта,
### Single = одиночная карта, pile = стопка, deal = раздача, pass = пас, matched = совпадение;
### Tile Poker: tile = фишка, board = поле, pool = запас, place = выставить, exchange = обменять,
### point = очко, hand (poker) = комбинация.

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = нет
frames-moved = { $who } { $what }.
frames-clash-set-up-hidden = — расклад готов

## Clash
frames-clash-target-roles = До { $target } очков · Защитник { $defender } · Нападающий { $attacker }
frames-clash-none-revealed = В этом раунде ещё не открыто ни одного набора.
frames-clash-set = Набор
frames-clash-revealed = Открыто
frames-clash-answer = Ответ
frames-clash-result = Итог
frames-clash-revealed-set = открыл(а) { $size } набор
frames-clash-answered = ответил(а) картами { $cards }
frames-clash-captures = { $captures } ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[other] { $n } карт
})
frames-clash-captures-it = забирает его

## Clubbed
frames-clubbed-stack = Стопка снизу вверх: { $cards }
frames-clubbed-drew = взял(а) карту из колоды

## Duel
frames-duel-head = До { $target } выигранных схваток · Колоды: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = свою карту
frames-duel-kept = оставил(а) { $card } сверху
frames-duel-put = положил(а) { $card } вниз
frames-duel-event-forced = Карта игрока { $who } уходит вниз: её оставили в прошлой схватке.

## Shape Clash
frames-shape-first-to = До { $target } очков
frames-shape-heading-pile = Стопка
frames-shape-heading-top = Сверху
frames-shape-heading-cards = Карт
frames-shape-complete = Полная
frames-shape-counts = { $who }: { $hand } на руке, { $pile } в стопке
frames-shape-opened = открыл(а) раздачу картой { $card }
frames-shape-played = сыграл(а) { $play }
frames-shape-passed-option = спасовал(а) (вариант 7)

## Tile Poker
frames-tile-too-large = (поле слишком большое, чтобы нарисовать его здесь)
frames-tile-board = Поле: { $n ->
    [one] { $n } фишка
    [few] { $n } фишки
   *[other] { $n } фишек
}
frames-tile-tiles = Фишки игрока { $who }: { $tiles }
frames-tile-placed = выставил(а) { $tile } на { $cell }
frames-tile-exchanged = обменял(а) { $tile } с запасом
frames-tile-passed = спасовал(а)
frames-tile-scores = { $tile } приносит: { $lines } (всего { $total })
frames-tile-drew = { $who } взял(а) { $tile }.
frames-tile-event-exchanged = { $who } вернул(а) { $returned } в запас и взял(а) { $drew }.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n ->
    [one] { $n } очко
    [few] { $n } очка
   *[other] { $n } очков
}

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 фишек
frames-film-wins = побеждает { $winner }
frames-film-draw = ничья
frames-film-final = итог
frames-film-heading = Tile Poker, партия №{ $id }: по кадру на каждый ход ({ $n ->
    [one] { $n } выставление
    [few] { $n } выставления
   *[other] { $n } выставлений
}) со счётом, конец задержан. Итоговый счёт: { $a } { $pa }, { $b } { $pb }: { $result }. Итоговое поле:
