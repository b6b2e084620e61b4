### Glossary (русский): match = партия, host = ведущий, event = событие, toss = жребий, turn = ход,
### clock = часы, reserve = резерв, forfeit = техническое поражение, void = аннулировать,
### award = присудить победу, rated = рейтинговая, rating = рейтинг, pause = приостановить,
### resume = продолжить; Death Match, EC и DMO не переводятся.
### Death Matches (/deathmatch): стартовое сообщение, условия часов, действия и решения ведущего,
### как их видит канал, сообщение в канале результатов, список ведущего, ответы и отказы. id, имена,
### игры, упоминания и метки времени Discord ($deadline) передаются как есть.

## Стартовое сообщение (язык сервера).
dm-terms-untimed = без ограничения времени
dm-terms-clock =
    { $seconds } с на ход, { $strikes ->
        [one] { $strikes } пропущенный ход
        [few] { $strikes } пропущенных хода
       *[other] { $strikes } пропущенных ходов
    } — техническое поражение
dm-terms-reserve = , резерв по { $reserve } каждому
dm-terms-draw-dmo = {" "}· ничья засчитывается DMO
dm-terms-draw-stands = {" "}· ничья остаётся ничьей
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } против DMO { $dmo } · ведущий { $host }
dm-start-event = {" "}· событие { $event }
dm-start-clock = Часы: { $terms }
dm-start-until = {" "}(если не выберет до { $deadline }, первым ходит DMO)
dm-start-picks = Без жребия: DMO { $dmo } решает, кто ходит первым{ $until }, и выбирает:
dm-start-picked = Без жребия: DMO { $dmo } решает, кто ходит первым{ $until }. Выбор: { $choice }.
# Перед каждой из двух кнопок DMO.
dm-button-prefix = DMO:{" "}

## Действия ведущего в канале партии (язык сервера).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Причина: { $reason }
dm-paused = ⏸️ приостановлена ведущим { $host }: ни ходов, ни часов до продолжения.
dm-resumed = ▶️ продолжена ведущим { $host }.
dm-resumed-clock = ▶️ продолжена ведущим { $host }: время истекает { $deadline }.
dm-added = ⏱️ ведущий { $host } добавил { $duration } к текущему ходу.
dm-added-clock = ⏱️ ведущий { $host } добавил { $duration } к текущему ходу: время истекает { $deadline }.
dm-void = 🚫 аннулирована ведущим { $host }: без результата и без рейтинга.
dm-award = 🏅 ведущий { $host } присудил победу { $winner }: { $loser } получает техническое поражение.

## Результат Death Match в канале результатов и в канале, из которого открыта ветка.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Ответы ведущему (язык читателя).
dm-no-bots = Боты не могут играть Death Match: выберите двух людей.
dm-started-in-thread = ⚔️ Death Match #{ $id } начат: он идёт в своей ветке, она сейчас открывается.
dm-list-empty = На этом сервере ещё нет Death Match. Начните первый с помощью { $command }.
dm-list-empty-event = В событии { $event } нет Death Match.
dm-list-head = Death Match на этом сервере ({ $count }, сначала новые):
dm-list-head-event = Death Match события { $event } ({ $count }):
# Строка списка; $event — " · <событие>" или ничего, $strikes — пропущенные ходы или ничего.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } против DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· пропущено ходов { $a }/{ $max } · { $b }/{ $max }
dm-status-void = аннулирован ({ $reason })
dm-status-awarded = победа присуждена { $player }
dm-status-won = завершён, победитель — { $player }
dm-status-draw = завершён: ничья
dm-status-finished = завершён
dm-status-paused = ⏸️ приостановлен
dm-status-choosing = ждёт выбора DMO
dm-status-to-move = идёт: ходит { $player }
dm-status-to-move-clock = идёт: ходит { $player }, время истекает { $deadline }
dm-status-playing = идёт

## Отказ по команде Death Match (язык читателя).
dm-refusal-no-reason = Укажите причину: она публикуется вместе с действием.
dm-refusal-reason-too-long = Причина слишком длинная: не больше { $max } символов.
dm-refusal-same-players = EC и DMO должны быть двумя разными игроками.
dm-refusal-host-plays = Ведущий судит и не играет: выберите двух других игроков.
dm-refusal-reserve-too-long = резерв_секунд должен быть от 0 до { $max }.
dm-refusal-reserve-untimed = Резерву нужны часы на ход: укажите и секунд_на_ход.
dm-refusal-event-too-long = Название события слишком длинное: не больше { $max } символов.
dm-refusal-not-a-death-match = Партия #{ $id } — не Death Match.
dm-refusal-not-the-host = Это может сделать только ведущий партии #{ $id }.
dm-refusal-already-paused = Партия уже приостановлена.
dm-refusal-not-paused = Партия не приостановлена.
dm-refusal-bad-added-time = Секунд должно быть от 1 до { $max }.
dm-refusal-untimed = Эта партия без ограничения времени: добавлять время некуда.
dm-refusal-no-clock = Часы не идут.
dm-refusal-award-to-outsider = Присуди победу одному из двух игроков партии.
dm-refusal-nothing-to-award = У партии по вызову нет ведущего: присуждать нечего.
dm-refusal-no-rematch = У Death Match нет реванша: следующий начинает его ведущий.
