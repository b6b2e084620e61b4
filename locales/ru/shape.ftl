### Glossary (русский): Complete = полная карта (полная), Single = одиночная карта (одиночная),
### pile = стопка, deal = раздача, pass = пас (пасовать), option = вариант, pattern = узор,
### color = цвет, shape = форма, solid = сплошной, hollow = полый, partial = частичный,
### circle = круг, triangle = треугольник, square = квадрат, matched = совпадение, match = партия.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = заблокирована
shape-rules-emphasis3 = В Discord:
shape-rules-emphasis4 = Сыграть
shape-rules-emphasis5 = Завершить ход одиночной
shape-rules-emphasis6 = Пас
shape-rules = { $emphasis } — 63 карты: 27 полных (узор × цвет × форма) и 36 одиночных.
    Каждый ход кладите сколько сможете карт на стопку полных и три стопки одиночных по семи вариантам; одиночная карта без условий или пас завершает ход.
    Первым освободите руку и свою стопку, чтобы выиграть раздачу и записать себе карты соперника; побеждает набравший 10 очков.
    В первый ход раздачи открывающий кладёт полную карту; если во всей его стопке нет полных, он пасует и открывает другой. Раздача { $emphasis2 }, когда оба пасуют подряд без допустимого хода и никто не может взять карту: у кого меньше карт, получает разницу.
    { $emphasis3 } { $emphasis4 } открывает ваши карты с допустимыми ходами, сгруппированными по вариантам; после каждого хода панель обновляется, и ход продолжается, пока вы не выберете { $emphasis5 } или { $emphasis6 }. На столе — поле (🔴🟢🔵 цвет, ●/○/◐ узор и форма) и ходы последнего хода.

shape-value = { $value ->
    [solid] сплошной
    [hollow] полый
    [partial] частичный
    [red] красный
    [green] зелёный
    [blue] синий
    [circle] круг
    [triangle] треугольник
   *[square] квадрат
}
shape-category = { $category ->
    [pattern] Узор
    [color] Цвет
   *[shape] Форма
}
shape-complete-card = { $shape } ({ $color }, { $pattern })
shape-single-card = { $value } (одиночная)
shape-single-named = Одиночная: { $value }
shape-empty = пусто
shape-no-cards = нет карт

shape-move-open = открыть картой { $card }
shape-move-follow = { $card } на значение верхней полной (вариант 1)
shape-move-share-two = { $card }, два общих значения (вариант 2)
shape-move-piles = { $card }, полная карта стопок одиночных (вариант 3)
shape-move-free-complete = { $card } при совпадении на поле (вариант 4a)
shape-move-free-singles = { $cards } при совпадении на поле (вариант 4b)
shape-move-combo = { $complete } вместе с { $single } (вариант 5)
shape-move-final = { $card }, завершая ход (вариант 6)
shape-move-pass = пас (вариант 7)

shape-table-head = { $title } · до { $target } очков · Раздача { $deal }
shape-score = Счёт: { $a } { $sa } · { $b } { $sb }
shape-top = Верхняя полная: { $top } (в стопке { $n })
shape-top-none = пока нет: открывающий кладёт первую
shape-piles = Стопки одиночных: { $piles }
shape-pile = { $category }: { $top }
shape-matched = совпадение (можно выложить любую полную или три одиночных)
shape-cards = Карты: { $a } на руке { $ha }, в стопке { $pa } · { $b } на руке { $hb }, в стопке { $pb }
shape-last-turn = Последний ход, { $who }: { $plays }
shape-passed-forced = пас: нет допустимого хода
shape-passed = пас
shape-this-turn = В этот ход уже: { $n ->
    [one] { $n } розыгрыш
    [few] { $n } розыгрыша
   *[other] { $n } розыгрышей
}
shape-blocking = Один блокирующий пас: если следующий игрок тоже не сможет ни сыграть, ни взять карту, раздача закончится.
shape-last-deal = Раздача { $deal }: { $result }
shape-to-open = открывает раздачу полной картой
shape-to-play = ходит
shape-chapter = Раздача { $deal }
shape-act-open = Открыть
shape-act-play = Сыграть

shape-deal-out = { $who } избавляется от всех карт и получает { $n ->
    [one] { $n } очко
    [few] { $n } очка
   *[other] { $n } очков
}
shape-deal-blocked = блок; у { $who } меньше карт ({ $mine } против { $theirs }), получает { $n ->
    [one] { $n } очко
    [few] { $n } очка
   *[other] { $n } очков
}
shape-deal-even = блок, у каждого по { $left }: очков нет

shape-event-deal-ended = Раздача { $deal } окончена: { $result }{ $how }. Счёт партии { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(последний розыгрыш: { $plays })
shape-event-deal-started = Раздача { $deal }: открывает { $who }.

shape-hand = { $match } · ваши карты ({ $n }):
shape-panel = { $match } · ваши карты ({ $n }):
shape-board = Поле: наверху стопки полных { $top } · { $piles }
shape-top-none-short = пока нет
shape-not-your-turn = Сейчас не ваш ход.
shape-open-deal = Откройте раздачу: сыграйте одну полную карту (это завершит ход).
shape-menu-open = Открыть полной картой
shape-no-keep = Сейчас нет розыгрыша, сохраняющего ход: завершите его одиночной (вариант 6) или пасуйте.
shape-keep = Розыгрышей с сохранением хода: { $n }. Завершите ход одиночной (вариант 6) или пасуйте.
shape-must-pass = Допустимых ходов нет: нужно пасовать.
shape-menu-keep = Сыграть и продолжить ход (варианты 1–5)
shape-menu-triples = Три одиночных (вариант 4b)
shape-menu-final = Завершить ход одиночной (вариант 6)
shape-button-pass-forced = Пас (нет допустимого хода)
shape-button-pass = Пас (вариант 7)
shape-done = Вы сыграли: { $play }.

shape-pick-one = Выберите один розыгрыш.
shape-not-offered = Этого розыгрыша не было среди предложенных на панели.
shape-error-not-in-hand = Карты «{ $card }» нет у вас на руке.
shape-error-played-twice = Карта «{ $card }» сыграна дважды.
shape-error-not-a-complete = «{ $card }» — одиночная карта, а здесь нужна полная.
shape-error-not-a-single = «{ $card }» — полная карта, а здесь нужна одиночная.
shape-error-must-open = Раздача открывается одной полной картой с руки, и ничем больше.
shape-error-already-open = Раздача уже открыта: открывающая полная карта выложена.
shape-error-does-not-follow = «{ $single }» не подходит к «{ $top }»: нужно значение «{ $category }»: { $needed }.
shape-error-same-as-pile = На стопке «{ $category }» уже { $value }: варианту 1 нужно другое значение (вариант 6 разыгрывает её и завершает ход).
shape-error-not-two-shared = У «{ $complete }» и «{ $top }» общих значений: { $shared }; варианту 2 нужно ровно два.
shape-error-not-piles-complete = «{ $complete }» — не полная карта стопок одиночных, а они показывают «{ $piles }».
shape-error-not-matched = Совпадения нет: стопки одиночных показывают «{ $piles }», а стопка полных — «{ $top }».
shape-error-missing-category = Сыграйте по одной одиночной каждой категории: нет одиночной «{ $category }».
shape-error-combo-not-two = «{ $complete }» совпадает с { $matching } из стопок одиночных («{ $piles }»): варианту 5 нужно ровно две.
shape-error-combo-wrong-single = «{ $single }» не дополняет «{ $complete }»: сыграйте её с одиночной «{ $needed }».

shape-picture-complete = Полная ({ $n })
shape-picture-single = (одиночная)
shape-picture-matched = Совпадение: любая полная или три одиночных
shape-alt-board = Поле Shape Clash: { $top } (в стопке { $n }); стопки одиночных: { $piles }{ $matched }.
shape-alt-top = наверху стопки полных — { $card }
shape-alt-no-top = полной пока нет
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } пусто
shape-alt-matched = ; совпадение
shape-alt-hand = Ваши карты, { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[other] { $n } карт
}: { $cards }.
