### Glossary (русский): scheduled = запланированный, Scheduled Death Match = запланированный Death Match, check in = отметиться (кнопка «Отметиться»), check-in = отметка, grace = льготное время, announcement = объявление, reschedule = перенести, cancel = отменить, match = партия, host = ведущий, player = игрок, forfeit = техническое поражение, event = событие; Death Match, EC и DMO не переводятся.
### Запланированные события (/deathmatch schedule): объявление, его сообщения, ответы ведущему и
### игрокам, отказы. Время — метки времени Discord ($full, $relative), каждый читатель видит их в
### своём часовом поясе; id, имена и упоминания передаются как есть.

## Объявление (язык канала), обновляется по ходу события.
schedule-title-emphasis = Запланированный Death Match #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Запланированный турнир #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Организатор { $host } · все записавшиеся отмечаются до начала; кто не отметится, выбывает.
schedule-event = Событие: { $event }
schedule-players = { $ec } (EC) против { $dmo } (DMO) · ведущий { $host }
schedule-when = Начало: { $full } ({ $relative })
schedule-checkin-later = Отметка откроется { $opens } (за { $window } до начала).
schedule-checkin-open = ✋ Отметка открыта: игроки, нажмите { $button } до начала.
schedule-checkin-none = Без отметки: начнётся в назначенное время.
schedule-checked = Отметились: { $names }
schedule-checked-nobody = Отметились: пока никто
schedule-grace = ⏳ Ждём { $missing }: без отметки — техническое поражение { $deadline }.
schedule-started = ▶️ Начато: партия #{ $match }.
schedule-started-tournament = ▶️ Начато: { $count ->
    [0] пары первого тура составляются.
    [1] в первом туре партия { $matches }.
   *[other] в первом туре партии { $matches }.
}
schedule-forfeited = 🏳️ Нет отметки от { $missing }: партия #{ $match } присуждена другому игроку.
schedule-lapsed = Ни один игрок не отметился: ведущий может перенести или отменить событие.
schedule-cancelled = ❌ Отменено: { $reason }
schedule-cancelled-bare = ❌ Отменено: турнир отменён.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } выключили на этом сервере до начала.
schedule-refused-terms = его условия больше не действуют на этом сервере.
schedule-refused-too-few = отметились только { $checked } из { $due }, а турниру нужно не меньше { $min }.
schedule-button-checkin = Отметиться
schedule-button-event = Событие Discord

## Сообщения в канале (язык канала).
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players }: запланированный турнир #{ $id } ({ $game }) начнётся { $relative }, { $full }.
       *[other] ⏰ { $players }: запланированный Death Match #{ $id } ({ $game }) начнётся { $relative }, { $full }.
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players }: отметка на запланированный турнир #{ $id } открыта. Нажмите { $button } в его объявлении до начала: { $full }.
       *[other] ✋ { $players }: отметка на запланированный Death Match #{ $id } открыта. Нажмите { $button } в его объявлении до начала: { $full }.
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ { $player }: отметка на запланированный турнир #{ $id } принята.
       *[other] ✅ { $player }: отметка на запланированный Death Match #{ $id } принята.
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ Пора начинать запланированный турнир #{ $id }, но нет отметки от { $missing }: льготное время истекает { $deadline }.
       *[other] ⏳ Пора начинать запланированный Death Match #{ $id }, но нет отметки от { $missing }: льготное время истекает { $deadline }.
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ Запланированный турнир #{ $id } начинается: { $players }.
       *[other] ▶️ Запланированный Death Match #{ $id } начинается: { $players }.
    }
schedule-post-forfeited = 🏳️ Нет отметки от { $missing }: в запланированном Death Match #{ $id } засчитано техническое поражение.
schedule-post-lapsed = { $host }: ни один игрок не отметился на запланированный Death Match #{ $id }. Перенесите его командой { $reschedule } или отмените.
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players }: запланированный турнир #{ $id } перенесён, новое время: { $full } ({ $relative }).
       *[other] 📅 { $players }: запланированный Death Match #{ $id } перенесён, новое время: { $full } ({ $relative }).
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players }: запланированный турнир #{ $id } отменён: { $reason }
       *[other] ❌ { $players }: запланированный Death Match #{ $id } отменён: { $reason }
    }
schedule-forfeit-reason = Нет отметки от { $missing } на запланированный Death Match #{ $id }

## Событие Discord (название не длиннее 100 символов).
schedule-event-name = Death Match: { $ec } против { $dmo }
schedule-event-name-tournament = Турнир: { $name }
schedule-event-description = { $kind ->
        [tournament] Турнир по { $game } (запланированный турнир #{ $id }). Игроки записываются и отмечаются в объявлениях бота до начала.
       *[other] Death Match по игре { $game } (запланированный Death Match #{ $id }). Игроки отмечаются в объявлении бота до начала.
    }

## Ответы ведущему и игрокам (на их языке).
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 Запланированный турнир #{ $id }: { $full } ({ $relative }). Объявление публикуется.
       *[other] 📅 Запланированный Death Match #{ $id }: { $full } ({ $relative }). Объявление публикуется.
    }
schedule-reply-gap = Обрати внимание: времени { $asked } в поясе { $zone } не существует (в ту ночь часы переводят вперёд), поэтому выбрано время { $full }.
schedule-reply-overlap = Обрати внимание: время { $asked } в поясе { $zone } наступает дважды (в ту ночь часы переводят назад); выбрано первое: { $full }.
schedule-reply-no-events-emphasis = Управлять событиями
schedule-reply-no-events = Я не могу создавать события Discord на этом сервере, поэтому у запланированных Death Match их не будет. Чтобы они были, дайте моей роли право { $emphasis } (Настройки сервера → Роли). Всё остальное работает и без него.
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 Запланированный турнир #{ $id } перенесён, новое время: { $full } ({ $relative }).
       *[other] 📅 Запланированный Death Match #{ $id } перенесён, новое время: { $full } ({ $relative }).
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ Запланированный турнир #{ $id } отменён.
       *[other] ❌ Запланированный Death Match #{ $id } отменён.
    }
schedule-reply-started = ▶️ Запланированный Death Match #{ $id } начат как партия #{ $match }.
schedule-reply-started-tournament = ▶️ Запланированный турнир #{ $id } начался: составляются пары первого тура.
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ Отметка принята: запланированный турнир #{ $id }, начало { $relative }.
       *[other] ✅ Отметка принята: запланированный Death Match #{ $id }, начало { $relative }.
    }
schedule-reply-checked-in-start = ✅ Отметка принята: все на месте, начинаем прямо сейчас.

## Отказы (на языке читателя): каждый говорит, что сделать вместо этого.
schedule-error-no-such = На этом сервере нет запланированного Death Match #{ $id }.
schedule-error-not-host = { $kind ->
        [tournament] Изменить запланированный турнир #{ $id } может только его ведущий. Ничего не изменено.
       *[other] Изменить запланированный Death Match #{ $id } может только его ведущий. Ничего не изменено.
    }
schedule-error-not-open = { $kind ->
        [tournament] Запланированный турнир #{ $id } уже начался или отменён. Ничего не изменено.
       *[other] Запланированный Death Match #{ $id } уже начался или отменён. Ничего не изменено.
    }
schedule-error-bad-reason = Укажите причину длиной от 1 до { $max } символов: она публикуется вместе с отменой.
schedule-error-bots = Боты не могут играть в Death Match: выберите двух людей.
schedule-error-server-zone = Часовой пояс в настройках этого сервера больше не действителен: администратор может задать его заново в /settings.
when-error-empty = Укажите время: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` или метку времени Discord.
when-error-unreadable = Не могу понять `{ $text }` как время. Попробуйте `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` или метку времени Discord.
when-error-unknown-zone = `{ $zone }` — незнакомый мне часовой пояс: используйте название вроде `Europe/Berlin`, `UTC` или смещение вроде `+02:00`.
when-error-bad-date = `{ $date }` — это не дата: пишите в формате `YYYY-MM-DD`.
when-error-past = Это время уже прошло. Введите время, которое ещё не наступило: `in 2h30m`, `tomorrow 18:00` или только время суток, например `20:00` (ближайшее).
when-error-too-far = Это больше чем через год: самое позднее — { $latest }. Введите время раньше этого, в виде `YYYY-MM-DD HH:MM` или `in 30d`.
when-error-bad-duration = `{ $text }` — это не длительность: пишите как `5m`, `1h30m` или `2d`.
when-error-duration-too-long = Длительность — не больше недели.
checkin-error-not-player = Отмечаются только игроки этого запланированного Death Match.
checkin-error-already = Ваша отметка уже принята.
checkin-error-not-open = Отметка откроется { $opens }.
checkin-error-no-checkin = В этом Death Match нет отметки: просто будь на месте к началу.
checkin-error-over = Отметка закрыта: Death Match уже начался или отменён.

## Список ведущего (/deathmatch list), на языке ведущего.
schedule-list-title = Запланированные Death Match
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } против { $dmo } · { $state }
schedule-state-upcoming = запланирован
schedule-state-checkin = отметка открыта, отметились { $checked } из { $due }
schedule-state-grace = ждём { $missing }
schedule-state-started = начат как партия #{ $match }
schedule-state-lapsed = не состоялся: никто не пришёл
schedule-state-cancelled = отменён
