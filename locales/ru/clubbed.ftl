### Glossary (русский): open stack = стопка, store = запас, stock = колода (добора),
### club = трефа, to club = огреть трефой, hand = рука (карты на руке), draw = взять/добрать,
### play = сыграть, match = партия.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = трефа
clubbed-rules-emphasis3 = побеждает тот, у кого в запасе меньше карт
clubbed-rules-emphasis4 = В Discord:
clubbed-rules-emphasis5 = Мои карты
clubbed-rules-emphasis6 = Сыграть
clubbed-rules-emphasis7 = Взять карту
clubbed-rules = { $emphasis } — игра на сброс карт. По 5 карт каждому, одна открывается и начинает стопку.
    Сыграйте карту той же масти или того же достоинства, что верхняя карта, или любую трефу. Если есть подходящая карта, играть обязательно; иначе берите по одной, пока не сможете сыграть.
    Сыгранная { $emphasis2 } отправляет всю стопку в запас соперника; он начинает новую стопку любой картой.
    Когда игрок, чей ход, не может сыграть, карты с рук уходят в запасы; { $emphasis3 }.
    { $emphasis4 } ваши карты видны только вам: { $emphasis5 } или { $emphasis6 } показывает их с кнопкой для каждой карты, которую можно сыграть, а { $emphasis7 } — только когда правила позволяют брать. На столе — верхняя карта, запасы, число карт на руках и в колоде и последний ход; каждый удар трефой объявляется.

clubbed-takes-empty = стопка пуста: начать её можно любой картой
clubbed-takes-any = сверху { $top } (открытая трефа): можно сыграть любую карту
clubbed-takes-match = сверху { $top }: сыграйте { $suit } или { $rank }, или любую трефу

clubbed-open = Стопка ({ $n }): { $takes }
clubbed-stores = Запасы (меньше — лучше): { $a } { $sa } · { $b } { $sb }
clubbed-sizes = На руках: { $a } { $ha } · { $b } { $hb } · Колода: { $stock }
clubbed-last = Последний ход: { $who }{ $what }
clubbed-last-drew = { " " }взял(а) { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[other] { $n } карт
}, затем
clubbed-last-played = сыграл(а) { $card }
clubbed-last-clubbed = { " " }и огрел(а) трефой { $victim }: { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[other] { $n } карт
} в запас соперника
clubbed-last-refilled = , затем добрал(а) { $n } (рука сыграна)
clubbed-drawn = { $who } взял(а) в этот ход { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[other] { $n } карт
}.
clubbed-to-play = ходит
clubbed-act = Сыграть

clubbed-no-cards = нет карт
clubbed-hand = { $match } · ваши карты ({ $n }): { $cards }
clubbed-hand-open = Стопка: { $takes }.
clubbed-their-turn = Сейчас ход { $who }.
clubbed-menu = Сыграть карту
clubbed-button-play = Сыграть { $card }
clubbed-button-draw = Взять карту
clubbed-move-club-or-draw = Ваш ход: сыграйте трефу или возьмите карту (подходящих карт у вас нет).
clubbed-move-play = Ваш ход: сыграйте одну из этих карт.
clubbed-move-draw = Сыграть нечего: берите карты, пока не сможете сыграть.
clubbed-move-none = Вы не можете сыграть.
clubbed-done-draw = Вы взяли карту.
clubbed-done-play = Вы сыграли { $card }.
clubbed-describe-play = сыграть { $card }
clubbed-describe-draw = взять карту из колоды

clubbed-event-clubbed = { $who } огревает трефой { $victim }: { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[other] { $n } карт
} в запас (теперь { $store }).
clubbed-event-ended = { $stuck } не может сыграть, а колода пуста: игра окончена. Карты с рук уходят в запасы ({ $a } { $ha }, { $b } { $hb }). Итоговые запасы: { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = { $winner } побеждает: в запасе меньше карт.
clubbed-result-draw = Запасы равны: ничья.

clubbed-pick-one = Выберите одну карту.
clubbed-bad-card = `{ $code }` — не карта: напишите достоинство (2-9, T или 10, J, Q, K, A), затем масть (S, H, D, C или ♠ ♥ ♦ ♣), например `AS` или `10h`.
clubbed-duplicate-card = `{ $code }` встречается дважды.
clubbed-error-over = Игра окончена.
clubbed-error-not-your-turn = Сейчас не ваш ход: ходит место { $seat }.
clubbed-error-not-in-hand = Карты { $card } нет у вас на руке.
clubbed-error-no-match = { $card } не подходит к { $top }: нужно сыграть карту, подходящую к { $top }, или трефу.
clubbed-error-must-play = У вас есть карта, подходящая к { $top }: нужно играть, а не брать.
clubbed-error-must-play-any = Стопка принимает любую карту, и у вас есть не трефа: нужно играть, а не брать.
clubbed-error-stock-empty = Колода пуста: брать нельзя.
