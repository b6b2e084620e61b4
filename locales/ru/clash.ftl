### Glossary (русский): round = раунд, defender = защитник, attacker = нападающий,
### set = набор (4-карточный набор), set up = разложить (расклад), reveal = открыть,
### answer = ответ (ответить), capture = забрать, save = отложить, hand = рука,
### score = счёт, point = очко, junk = мусорные карты, match = партия, toss = жребий.
### Hand classes (покерные термины): high card = старшая карта, pair = пара, two pair = две пары,
### three of a kind = тройка, straight = стрит, flush = флеш, straight flush = стрит-флеш,
### four of a kind = каре; «flash» из Clash (все четыре масти) = радуга:
### straight flash = радужный стрит, two pair flash = радужные две пары, common flash = простая радуга.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = старшая карта
clash-category-pair = пара
clash-category-two-pair = две пары
clash-category-three-of-a-kind = тройка
clash-category-straight = стрит
clash-category-flush = флеш
clash-category-straight-flush = стрит-флеш
clash-category-straight-flash = радужный стрит
clash-category-two-pair-flash = радужные две пары
clash-category-four-of-a-kind = каре
clash-category-common-flash = простая радуга
clash-rank = { $category } (старшая { $card })
clash-set-line = • { $size }-карточный: { $cards } — { $rank }

## The table
clash-title = { $title } · до { $target } очков
clash-score = Счёт: { $a } { $sa } · { $b } { $sb } · Раунд { $round }
clash-roles = 🛡️ Защитник { $defender } · ⚔️ Нападающий { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = забран
clash-not-captured = не забран
clash-exchange-waiting = ждёт ответа
clash-face-down = Закрыты: { $sizes }
clash-size = { $size }-карточный
clash-to-set-up = раскладывает карты
clash-to-reveal = открывает набор
clash-to-answer = отвечает на { $size }-карточный набор
clash-round = Раунд { $round }

## The table's action button
clash-act-set-up = Разложить
clash-act-reveal = Открыть
clash-act-answer = Ответить
clash-act-play = Ходить

## A move in words
clash-describe-set-up = разложить так: { $setup }
clash-describe-reveal = открыть свой { $size }-карточный набор
clash-describe-answer = ответить картами { $cards }

## A finished match's replay

## Public posts
clash-event-set-up = { $who } разложил(а) четыре набора.
clash-event-revealed = { $who } открывает { $size }-карточный набор { $cards } — { $rank }
clash-event-answered = { $who } отвечает { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = забирает
clash-event-captures = { $emphasis } его ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
})
clash-event-no-capture = не забирает
clash-event-round-scored = Раунд { $round } окончен: забрано { $captured } из 10 карт, { $scorer } получает { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}. Счёт { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Раунд { $round }: защищается { $who }.

## My hand
clash-hand-head = { $match } · ваши карты
clash-hand-sets = Ваши наборы, ещё закрытые:
clash-saved = Отложено на следующий раунд: { $cards }
clash-hand-cards = Ваша рука ({ $n }): { $cards }
clash-hand-empty = Сейчас у вас нет карт.

## Panels
clash-over = Партия окончена.
clash-your-hand = Ваша рука: { $cards }
clash-choose = Выберите { $n ->
    [one] { $n } карту
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}
clash-button-back = Назад
clash-button-reset = Начать заново
clash-button-type = Ввести
clash-button-confirm = Подтвердить
clash-setup-head = Расклад — Партия №{ $id }
clash-setup-pick-emphasis = { $size }-карточный
clash-setup-pick = Выберите { $emphasis } набор из свободных карт.
clash-setup-confirm = Подтвердите, чтобы зафиксировать расклад.
clash-reveal-head = Открытие — Партия №{ $id }
clash-reveal-choose = Выберите, какой набор открыть следующим:
clash-button-reveal = Открыть { $size }-карточный набор
clash-answer-head = Ответ — Партия №{ $id }
clash-answer-set = { $size }-карточный набор: { $cards } — { $rank }
clash-answer-yours = Ваш ответ: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ бьёт его (забирает)
clash-answer-not-beats = ❌ не бьёт его
clash-answer-pick = Выберите ровно { $n ->
    [one] { $n } карту
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
} (мусорные карты разрешены).

## Forms, and what a move tells the mover
clash-setup-form = Ваш расклад
clash-answer-form = Ваш ответ
clash-answer-placeholder = { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}, напр. 7S 7H 7D
clash-done-setup = Ваш расклад зафиксирован: { $setup }.
clash-done-reveal = Вы открыли свой { $size }-карточный набор.
clash-done-answer = Вы ответили картами { $cards }.

## Refusals of a panel
clash-stale = Эта панель с прошлого шага; нажмите кнопку у стола ещё раз.
clash-bad-setup = { $error } Запишите четыре набора через `|`, напр. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Ничего не изменено.
clash-already-in-set = { $card } уже есть в одном из ваших наборов.
clash-pick-exactly = Выберите ровно { $n ->
    [one] { $n } карту
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}.
clash-sets-missing = Выберите все четыре набора, прежде чем подтверждать.

## The rules' refusals
clash-error-wrong-phase = сейчас это невозможно: { $now }
clash-now-setting-up = защитник раскладывает карты
clash-now-revealing = защитник открывает набор
clash-now-answering = нападающий отвечает на { $size }-карточный набор
clash-now-over = партия окончена
clash-now-nothing-to-answer = вам не на что отвечать
clash-now-not-setting-up = вы сейчас не раскладываете карты
clash-error-set-size = в вашем { $size }-карточном наборе { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}
clash-error-saved-count = нужно отложить ровно 3 карты, а не { $n }
clash-error-not-in-hand = { $card } нет у вас в руке
clash-error-used-twice = { $card } использована дважды
clash-error-already-revealed = ваш { $size }-карточный набор уже открыт
clash-error-no-such-set = нет { $size }-карточного набора: в наборе от 1 до 4 карт
clash-error-answer-size = нужно ответить { $n ->
    [one] { $n } картой
   *[other] { $n } картами
}, а не { $got }
clash-error-set-count = запишите 4 набора через `|` (найдено: { $n })
clash-error-group-size = в наборе от 1 до 4 карт, а в `{ $group }` их { $n }
clash-error-two-sets = в двух наборах { $n ->
    [one] по { $n } карте
    [few] по { $n } карты
    [many] по { $n } карт
   *[other] по { $n } карты
}: запишите по одному набору из 1, 2, 3 и 4 карт
clash-error-not-a-card = `{ $card }` — не карта: укажите достоинство (2-9, T или 10, J, Q, K, A), затем масть (S, H, D, C или ♠ ♥ ♦ ♣), например `AS` или `10h`
clash-error-card-twice = `{ $card }` встречается дважды
clash-error-set-cards = в наборе от 1 до 4 карт, а не { $n }
clash-error-set-duplicate = { $card } встречается в наборе дважды

## /rank
clash-rank-head = { $cards } — { $category } (старшая { $card })
clash-rank-place = Категория { $place } из { $count } для { $size }-карточных наборов: { $names }
clash-rank-beats = Бьёт { $beaten } из { $total } возможных { $size }-карточных наборов ({ $percent }%).
clash-rank-refused = Не получается оценить: { $error }.

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Расклад.
clash-rules-emphasis3 = 2. Открытие и ответ.
clash-rules-emphasis4 = 3. Очки.
clash-rules-emphasis5 = Старшинство
clash-rules-emphasis6 = Примеры:
clash-rules-emphasis7 = Мои карты
clash-rules =
    { $emphasis } (раздельный покер) — до 10 очков.
    В каждом раунде один игрок защищается, другой нападает; роли меняются каждый раунд.
    { $emphasis2 } Защитник тайно делит 13 карт на наборы из 1, 2, 3 и 4 карт, а последние 3 откладывает на следующий раунд.
    { $emphasis3 } Защитник открывает наборы по одному, в любом порядке. Нападающий отвечает на каждый столькими же картами с руки (мусор разрешён) и забирает набор, если его строго сильнее.
    { $emphasis4 } Кто забрал 6+ из 10 карт, получает (забрано − 5); иначе защитник получает 2.
    Затем всё, кроме отложенных карт, тасуется; каждый получает 13, а новый нападающий добавляет свои 3 отложенные (16).
    { $emphasis5 } (от старшей). 2 карты: пара > старшая карта. 3 карты: тройка > стрит-флеш > стрит > флеш > пара > старшая карта. 4 карты: каре > стрит-флеш > радужный стрит (стрит всех четырёх мастей) > радужные две пары > стрит > флеш > тройка > две пары > пара > простая радуга (все четыре масти) > старшая карта.
    При равной категории побеждает старшая решающая карта (достоинство, затем ♠ > ♥ > ♦ > ♣). Туз старший или младший (A-2-3), но не по кругу (не K-A-2).
    { $emphasis6 } `JS JH` бьёт `JD JC` · `2C 2D 2H` бьёт `QS KS AS` · `3C 4D 5H 6S` (радужный стрит) бьёт `9S 9H 7D 7C` (радужные две пары) · `2H 7H 9H KH` (флеш) бьёт `AS AH AD 2C`.
    Карты сдаются до жребия: посмотрите свои через { $emphasis7 } у сообщения о жребии, пока победитель не выбрал нападение или защиту.
    Попробуйте { $rank }.
