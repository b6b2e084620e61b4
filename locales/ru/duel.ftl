### Glossary (русский): clash = схватка, library = колода, top = верх, bottom = низ,
### keep = оставить, match = партия.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = обязательно вниз (её оставили в прошлой схватке)
duel-choice-keeps = оставляет сверху
duel-choice-bottoms = кладёт вниз
duel-choice-choosing = выбирает…
duel-choice-next = выбирает следующим
duel-versus = { $a } { $ca } против { $b } { $cb }
duel-clash-won = побеждает { $who }
duel-clash-equal = ранги равны, никто не побеждает
duel-button-keep = Оставить сверху
duel-button-bottom = Положить вниз
duel-title = { $title } · до { $target } выигранных схваток
duel-scores = Выиграно схваток: { $a } { $sa } · { $b } { $sb } · Колоды: { $a } { $la } · { $b } { $lb }
duel-last = Схватка { $clash }: { $versus } — { $result }
duel-revealed = { $clash }, открыты: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (выбирает первым): { $choice }
duel-to-choose = выбирает: оставить карту сверху или положить вниз
duel-chapter = Схватка { $clash }
duel-act = Выбрать
duel-describe = { $move ->
    [keep] оставить сверху
   *[bottom] положить вниз
} свою верхнюю карту
duel-other-chose = { " " }{ $who } выбирает: { $move ->
    [keep] оставить сверху
   *[bottom] положить вниз
}.
duel-done = Вы решили { $move ->
    [keep] оставить сверху
   *[bottom] положить вниз
}: { $card }.
duel-panel = { $match } · Схватка { $clash }: ваша { $mine } против { $other }.
duel-over = Дуэль окончена.
duel-hand = { $match } · В Duel обе колоды лежат рубашкой вверх, даже для владельцев: всё, что можно увидеть, — на столе.
duel-event-clash = Схватка { $clash }: { $versus } — { $result }. Выиграно схваток { $a } { $sa } – { $sb } { $b }
duel-event-won = { $winner } выигрывает дуэль { $w }–{ $l }!
duel-event-limit-won = Достигнут лимит схваток ({ $clashes }): { $winner } побеждает по выигранным схваткам, { $w }–{ $l }.
duel-event-limit-draw = Достигнут лимит схваток ({ $clashes }), выигранных схваток поровну: ничья.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = В Discord:
duel-rules-emphasis3 = Оставить сверху
duel-rules-emphasis4 = Положить вниз
duel-rules = { $emphasis } — состязание карт. У каждого игрока колода из 26 карт.
    В каждой схватке оба открывают верхнюю карту; активный игрок, затем другой, решает оставить её сверху или убрать вниз. Строго старший ранг выигрывает схватку (2 младшая, A старшая); равные ранги не выигрывают ничего. Карта, однажды оставленная сверху, после следующего открытия уходит вниз.
    Побеждает первый, кто выиграет 5 схваток ({ $target } меняет это). Один и тот же жребий решает, кто начинает, во всех играх.
    { $emphasis2 } ничего не скрыто (колоды лежат рубашкой вверх и для владельцев): стол показывает обе открытые карты и несёт кнопки { $emphasis3 } / { $emphasis4 } для выбора игрока; второй выбирающий видит выбор первого. Итог каждой схватки публикуется.
