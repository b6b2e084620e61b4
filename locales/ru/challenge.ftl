### Glossary (русский): challenge = вызов (вызвать), open challenge = открытый вызов,
### accept = принять, decline = отклонить, withdraw = отозвать, match = партия, practice =
### тренировка, toss = жребий, turn = ход, move = ход, clock = часы, forfeit = техническое поражение,
### resign = сдаться, thread = ветка, player = игрок, opponent = соперник, rated = рейтинговая.
### Вызовы (/вызов), тренировка с ботом, реванш, ваши партии, сдача и ветка партии. id, имена, игры,
### упоминания и метки времени Discord ($expires, $deadline) передаются как есть.

## Сообщение вызова и его кнопки (язык сервера).
challenge-accept = Принять
challenge-decline = Отклонить
challenge-cancel = Отозвать
challenge-anyone = любого здесь
challenge-terms-target = до { $target }
challenge-terms-untimed = без ограничения времени
challenge-terms-clock =
    { $seconds } с на ход, { $strikes ->
        [one] { $strikes } пропущенный ход
        [few] { $strikes } пропущенных хода
       *[other] { $strikes } пропущенных ходов
    } — техническое поражение
challenge-post-emphasis = Вызов #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } вызывает { $opponent } на { $game } ({ $terms }).
    { $opponent }, принимаете? Вызов истекает { $expires }.
challenge-post-open-emphasis = Открытый вызов #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } вызывает любого здесь на { $game } ({ $terms }).
    Играет тот, кто примет первым. Вызов истекает { $expires }.
challenge-accepted-emphasis = партия #{ $match }
challenge-accepted = ✅ Вызов #{ $id }: { $opponent } принимает вызов { $challenger } на { $game } — это { $emphasis }.
challenge-accepted-thread-emphasis = партия #{ $match }
challenge-accepted-thread = ✅ Вызов #{ $id }: { $opponent } принимает вызов { $challenger } на { $game } — это { $emphasis }. Она идёт в своей ветке, открытой из этого сообщения.
challenge-accepted-no-thread-emphasis = партия #{ $match }
challenge-accepted-no-thread = ✅ Вызов #{ $id }: { $opponent } принимает вызов { $challenger } на { $game } — это { $emphasis }. Она идёт в этом канале: её ветку не удалось открыть.
# $challenged: упоминание или challenge-anyone.
challenge-declined = ❌ Вызов #{ $id }: { $player } отклоняет вызов { $challenger } на { $game }.
challenge-withdrawn = 🚫 Вызов #{ $id }: { $challenger } отзывает вызов для { $challenged } ({ $game }).
challenge-expired = ⌛ Вызов #{ $id } от { $challenger } для { $challenged } ({ $game }) истёк без ответа.

## Партия с ботом (язык сервера; заметка о ветке — на языке игрока).
practice-line = 🤖 { $match } — { $player } играет в { $game } против { $bot } (уровень: { $level ->
        [easy] лёгкий
        [random] случайный
       *[strong] сильный
    }). Тренировка: без рейтинга. Дальше жребий.
practice-in-thread = Она идёт в своей ветке, которая сейчас открывается.

## Твои партии и сдача (язык читателя).
games-none = У вас нет текущих партий. Начните с помощью { $command }.
games-head = Ваши текущие партии ({ $count }):
# $clock: games-clock или ничего; $link: " — <ссылка на стол>" или ничего.
games-line = • Партия #{ $id } · { $game } против { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = ваш ход
games-their-move = ходит { $player }
games-over = окончена
games-list-clock = , время истекает { $deadline }
resign-no-such-match = У вас нет текущей партии #{ $id }. { $games } покажет ваши.
resign-none = У вас нет текущих партий, которые можно сдать.
resign-confirm = Сдать партию #{ $id } ({ $game })? Соперник сразу побеждает.
resign-which = Вы играете несколько партий: какую сдаёте? (или используйте { $usage })
# Заполнитель в "/сдаться партия:<номер>".
resign-number = номер
resign-button = Сдать партию #{ $id }
resign-cancel = Отмена

## Ветка партии (язык сервера). В названии ветки нельзя никого упомянуть: игроки названы по
## именам ($a, $b), всего не больше 100 символов.
thread-bot = бот
thread-someone = игрок
thread-players = { $a } против { $b }
# $label: " · Турнир #3 · тур 2" в турнире, иначе ничего.
thread-name = Партия #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } против { $b }: идёт в своей ветке.
thread-starter-failed = { $match } · { $game } · { $a } против { $b }: идёт в этом канале: её ветку не удалось открыть.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) против { $b } (DMO), ведущий { $host }: идёт в своей ветке.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) против { $b } (DMO), ведущий { $host }: идёт в этом канале: его ветку не удалось открыть.
thread-result =
    { $result }
    🧵 Партия: <#{ $thread }>
