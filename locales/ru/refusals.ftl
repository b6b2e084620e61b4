### Glossary (русский): challenge = вызов, match = партия, move = ход, turn clock = время на ход,
### host = ведущий, target = цель, setting = настройка, check-in = отметка, reminder = напоминание.

### Отказы сервиса (keys: see locales/en-US/refusals.ftl).

setting-error-turn = время на ход должно быть 0 (без ограничения) или от { $min } до { $max } секунд
setting-error-strikes = число пропущенных ходов до технического поражения должно быть от 0 (никогда) до { $max }
setting-error-expiry = вызов должен ждать ответа от { $min } до { $max } секунд
setting-error-min-games = минимум для таблицы должен быть от 1 до { $max } партий
setting-error-too-many = не больше { $max } ролей или каналов
setting-error-no-game = хотя бы одна игра должна остаться включённой
setting-error-zone = `{ $zone }` — незнакомый мне часовой пояс
setting-error-reminders = не больше { $max } напоминаний, каждое не раньше чем за неделю до начала
setting-error-checkin = окно отметки должно быть от 0 (без отметки) до { $max } часов
setting-error-malformed = это не значение настройки «{ $setting }»

refusal-challenge-self = Нельзя вызвать самого себя.
refusal-challenge-bot = Другие боты не могут играть: вызовите человека или сыграйте со мной через { $practice }.
refusal-bot-busy = Вы уже играете в { $game } против бота: сначала закончите партию #{ $match } или сдайтесь.
refusal-already-pending = Между вами уже есть ожидающий вызов.
refusal-open-pending = У вас уже есть открытый вызов: отмените его, прежде чем делать новый.
refusal-open-decline = Открытый вызов нельзя отклонить: оставьте его кому-нибудь другому.
refusal-own-challenge = Нельзя принять собственный вызов.
refusal-not-over-yet = Эта партия ещё идёт: реванш предложат, когда она закончится.
refusal-bad-target = Цель должна быть от 1 до { $max }.
refusal-bad-turn-seconds = Время на ход (turn_seconds) должно быть 0 (без ограничения) или от { $min } до { $max } секунд.
refusal-challenge-closed = { $status ->
    [pending] Этот вызов больше не открыт: он ещё ожидал ответа.
    [accepted] Этот вызов больше не открыт: его приняли.
    [declined] Этот вызов больше не открыт: его отклонили.
    [cancelled] Этот вызов больше не открыт: его отменили.
   *[expired] Этот вызов больше не открыт: его срок истёк.
}
refusal-not-your-challenge = { $who ->
    [challenger] Это может сделать только тот, кто бросил вызов.
   *[challenged] Это может сделать только вызванный игрок.
}
refusal-no-such-challenge = Такого вызова нет.
refusal-no-such-match = Такой партии нет.
refusal-match-over = Эта партия окончена.
refusal-match-not-over = Запись доступна после окончания партии.
refusal-other-server = Эта партия сыграна на другом сервере.
refusal-voided = Эта партия аннулирована ведущим ({ $reason }): у неё нет результата для повтора.
refusal-not-a-player = Вы не играете в этой партии.
refusal-not-your-turn = Сейчас не ваш ход.
refusal-stale = Эта кнопка из прошлого хода.
refusal-shutting-down = Бот выключается: попробуйте ещё раз через минуту.
refusal-paused = Ведущий поставил партию на паузу: ходов нет, пока она не продолжится.
refusal-game-off = { $game } выключена на этом сервере.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .
