### Glossary (русский): game = игра, match = партия, turn = ход, player = игрок,
### opponent = соперник, season = сезон, leaderboard = рейтинг (таблица), rating = рейтинг,
### rated = рейтинговая, forfeit = техническое поражение, organiser = организатор,
### host = ведущий, tournament = турнир, sign-up = регистрация, standings = турнирная таблица,
### round = тур, record = запись, draw = ничья; Death Match, EC и DMO не переводятся.

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = вызов
cmd-challenge-description = Вызовите игрока, меня (бота: играем сразу) или любого здесь (не указывайте соперника).
cmd-challenge-game = игра
cmd-challenge-game-description = Какая игра
cmd-challenge-opponent = соперник
cmd-challenge-opponent-description = Кого вызвать (меня — чтобы сыграть с ботом); не указывай, чтобы принять мог любой здесь
cmd-challenge-target = цель
cmd-challenge-target-description = Очки (или клэши) для победы в партии; по умолчанию — как в игре
cmd-challenge-turn_seconds = секунд_на_ход
cmd-challenge-turn_seconds-description = Секунд на ход: 0 — без ограничения; по умолчанию — как на сервере

cmd-practice = тренировка
cmd-practice-description = Сыграйте с ботом: любая игра, в любое время. Без рейтинга.
cmd-practice-game = игра
cmd-practice-game-description = Какая игра
cmd-practice-level = уровень
cmd-practice-level-description = Насколько сильно играет бот; по умолчанию сильно
cmd-practice-level-easy = легко
cmd-practice-level-strong = сильно
cmd-practice-level-random = случайно (первые партии новичка)
cmd-practice-target = цель
cmd-practice-target-description = Очки (или клэши) для победы в партии; по умолчанию — как в игре
cmd-practice-turn_seconds = секунд_на_ход
cmd-practice-turn_seconds-description = Секунд на ход: 0 — без ограничения; по умолчанию — как на сервере

cmd-games = партии
cmd-games-description = Ваши текущие партии.

cmd-resign = сдаться
cmd-resign-description = Сдать одну из ваших партий (с подтверждением).
cmd-resign-match = партия
cmd-resign-match-description = Номер партии (нужен, только если вы играете несколько)

cmd-rules = правила
cmd-rules-description = Как играть в игру, с примерами.
cmd-rules-game = игра
cmd-rules-game-description = Какая игра

cmd-rank = оценить
cmd-rank-description = Оценить комбинацию Clash из 1–4 карт, например `9S 9H 7D 7C`.
cmd-rank-cards = карты
cmd-rank-cards-description = 1–4 карты, например 9S 9H 7D 7C (10 или T — десятка; масти S H D C или ♠♥♦♣)

cmd-leaderboard = рейтинг
cmd-leaderboard-description = Рейтинг игры на этом сервере.
cmd-leaderboard-game = игра
cmd-leaderboard-game-description = Какая игра
cmd-leaderboard-season = сезон
cmd-leaderboard-season-description = Какой сезон (по умолчанию текущий; all — за всё время)
cmd-leaderboard-page = страница
cmd-leaderboard-page-description = Страница, по 10 игроков (по умолчанию 1)

cmd-stats = статистика
cmd-stats-description = Рейтинг, место и результаты игрока (ваши, если никто не указан).
cmd-stats-user = участник
cmd-stats-user-description = Чья статистика (по умолчанию ваша)
cmd-stats-game = игра
cmd-stats-game-description = Какая игра (по умолчанию все, в которые он играет)
cmd-stats-season = сезон
cmd-stats-season-description = Какой сезон (по умолчанию текущий; all — за всё время)

cmd-history = история
cmd-history-description = Последние рейтинговые партии игрока (ваши, если никто не указан).
cmd-history-user = участник
cmd-history-user-description = Чьи партии (по умолчанию ваши)
cmd-history-game = игра
cmd-history-game-description = Какая игра (по умолчанию все)
cmd-history-season = сезон
cmd-history-season-description = Какой сезон (по умолчанию текущий; all — за всё время)

cmd-season = сезон
cmd-season-description = Сезоны: рейтинги, которые начинаются заново (их начинают и завершают организаторы).

cmd-season-start = начать
cmd-season-start-description = Начать новый сезон, закрыв текущий (его итоговые топ-10 публикуются).
cmd-season-start-name = название
cmd-season-start-name-description = Название нового сезона, например Сезон 4
cmd-season-start-soft_reset = мягкий_сброс
cmd-season-start-soft_reset-description = Начать с общего рейтинга, сдвинутого наполовину к 1500 (по умолчанию у всех 1500)

cmd-season-end = завершить
cmd-season-end-description = Завершить текущий сезон, не начиная новый (его итоговые топ-10 публикуются).

cmd-season-list = список
cmd-season-list-description = Сезоны этого сервера с датами.

cmd-record = запись
cmd-record-description = Запись одной из ваших завершённых партий — файл для проверки через `clash-bot verify`.
cmd-record-match = партия
cmd-record-match-description = Номер партии

cmd-replay = повтор
cmd-replay-description = Просмотреть завершённую партию этого сервера ход за ходом.
cmd-replay-match = партия
cmd-replay-match-description = Номер партии
cmd-replay-public = публично
cmd-replay-public-description = Опубликовать в канале, чтобы смотрели все (по умолчанию видите только вы)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Проведение Death Match (только ведущие, кроме записи).

cmd-deathmatch-start = начать
cmd-deathmatch-start-description = Начать Death Match: DMO выбирает, кто ходит первым.
cmd-deathmatch-start-game = игра
cmd-deathmatch-start-game-description = Какая игра
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = Кандидат на выбывание (EC)
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = Соперник в Death Match (DMO), выбранный EC
cmd-deathmatch-start-event = событие
cmd-deathmatch-start-event-description = Название события, объединяющего Death Match, например Сезон 4, неделя 2
cmd-deathmatch-start-turn_seconds = секунд_на_ход
cmd-deathmatch-start-turn_seconds-description = Секунд на ход (по умолчанию 60; 0 — без ограничения)
cmd-deathmatch-start-max_strikes = макс_пропусков
cmd-deathmatch-start-max_strikes-description = Пропущенные ходы, после которых засчитывается поражение (по умолчанию 5)
cmd-deathmatch-start-reserve_seconds = резерв_секунд
cmd-deathmatch-start-reserve_seconds-description = Запас времени у каждого игрока, тратится до пропуска хода (по умолчанию 0)
cmd-deathmatch-start-draw_to_dmo = ничья_для_dmo
cmd-deathmatch-start-draw_to_dmo-description = Достаётся ли ничья DMO (по умолчанию да)

cmd-deathmatch-schedule = запланировать
cmd-deathmatch-schedule-description = Запланировать Death Match: объявление сразу, напоминание, отметка, старт в назначенное время.
cmd-deathmatch-schedule-game = игра
cmd-deathmatch-schedule-game-description = Какая игра
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = Кандидат на выбывание (EC)
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = Соперник в Death Match (DMO), выбранный EC
cmd-deathmatch-schedule-at = когда
cmd-deathmatch-schedule-at-description = Когда: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = льготное_время
cmd-deathmatch-schedule-grace-description = Сколько ждать отсутствующего игрока после начала до техпоражения (по умолчанию 5m)
cmd-deathmatch-schedule-event = событие
cmd-deathmatch-schedule-event-description = Название события, объединяющего Death Match, например Сезон 4, неделя 2
cmd-deathmatch-schedule-turn_seconds = секунд_на_ход
cmd-deathmatch-schedule-turn_seconds-description = Секунд на ход (по умолчанию 60; 0 — без ограничения)
cmd-deathmatch-schedule-max_strikes = макс_пропусков
cmd-deathmatch-schedule-max_strikes-description = Пропущенные ходы, после которых засчитывается поражение (по умолчанию 5)

cmd-deathmatch-reschedule = перенести
cmd-deathmatch-reschedule-description = Перенести запланированный Death Match или турнир на другое время (только его ведущий).
cmd-deathmatch-reschedule-scheduled = запланированный
cmd-deathmatch-reschedule-scheduled-description = Номер запланированного Death Match или турнира
cmd-deathmatch-reschedule-at = когда
cmd-deathmatch-reschedule-at-description = Новое время: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = отменить
cmd-deathmatch-cancel-description = Отменить запланированный Death Match или турнир с публикацией причины (только его ведущий).
cmd-deathmatch-cancel-scheduled = запланированный
cmd-deathmatch-cancel-scheduled-description = Номер запланированного Death Match или турнира
cmd-deathmatch-cancel-reason = причина
cmd-deathmatch-cancel-reason-description = Причина (публикуется вместе с отменой)

cmd-deathmatch-start-now = начать_сейчас
cmd-deathmatch-start-now-description = Начать запланированный Death Match или турнир сейчас, кто бы ни отметился (только его ведущий).
cmd-deathmatch-start-now-scheduled = запланированный
cmd-deathmatch-start-now-scheduled-description = Номер запланированного Death Match или турнира

cmd-deathmatch-pause = пауза
cmd-deathmatch-pause-description = Приостановить Death Match: ни ходов, ни часов до продолжения.
cmd-deathmatch-pause-match = партия
cmd-deathmatch-pause-match-description = Номер партии
cmd-deathmatch-pause-reason = причина
cmd-deathmatch-pause-reason-description = Причина (публикуется вместе с паузой)

cmd-deathmatch-resume = продолжить
cmd-deathmatch-resume-description = Продолжить приостановленный Death Match с оставшимся временем.
cmd-deathmatch-resume-match = партия
cmd-deathmatch-resume-match-description = Номер партии
cmd-deathmatch-resume-reason = причина
cmd-deathmatch-resume-reason-description = Причина (публикуется вместе с продолжением)

cmd-deathmatch-addtime = добавить_время
cmd-deathmatch-addtime-description = Добавить время к текущему ходу в Death Match.
cmd-deathmatch-addtime-match = партия
cmd-deathmatch-addtime-match-description = Номер партии
cmd-deathmatch-addtime-seconds = секунды
cmd-deathmatch-addtime-seconds-description = Сколько секунд добавить к текущему ходу
cmd-deathmatch-addtime-reason = причина
cmd-deathmatch-addtime-reason-description = Причина (публикуется вместе с этим)

cmd-deathmatch-void = аннулировать
cmd-deathmatch-void-description = Завершить Death Match без результата и без рейтинга.
cmd-deathmatch-void-match = партия
cmd-deathmatch-void-match-description = Номер партии
cmd-deathmatch-void-reason = причина
cmd-deathmatch-void-reason-description = Причина (публикуется вместе с этим)

cmd-deathmatch-award = присудить
cmd-deathmatch-award-description = Завершить Death Match победой игрока (например, дисквалификация); как техническое поражение.
cmd-deathmatch-award-match = партия
cmd-deathmatch-award-match-description = Номер партии
cmd-deathmatch-award-player = игрок
cmd-deathmatch-award-player-description = Игрок, который побеждает
cmd-deathmatch-award-reason = причина
cmd-deathmatch-award-reason-description = Причина (публикуется вместе с этим)

cmd-deathmatch-list = список
cmd-deathmatch-list-description = Панель ведущего: Death Match на сервере (или одного события).
cmd-deathmatch-list-event = событие
cmd-deathmatch-list-event-description = Только Death Match этого события

cmd-deathmatch-record = запись
cmd-deathmatch-record-description = Полная запись завершённого Death Match — для ведущего и двух игроков.
cmd-deathmatch-record-match = партия
cmd-deathmatch-record-match-description = Номер партии

cmd-tournament = турнир
cmd-tournament-description = Турниры: швейцарская, олимпийская или круговая система; пары и старт — за ботом.

cmd-tournament-create = создать
cmd-tournament-create-description = Открыть регистрацию на турнир (организаторы).
cmd-tournament-create-game = игра
cmd-tournament-create-game-description = Какая игра
cmd-tournament-create-format = формат
cmd-tournament-create-format-description = Как составляются пары
cmd-tournament-create-format-swiss = швейцарская система
cmd-tournament-create-format-single-elimination = олимпийская система
cmd-tournament-create-format-round-robin = круговая система
cmd-tournament-create-name = название
cmd-tournament-create-name-description = Название турнира
cmd-tournament-create-rounds = туры
cmd-tournament-create-rounds-description = Только для швейцарской системы: сколько туров (по умолчанию — до явного победителя)
cmd-tournament-create-target = цель
cmd-tournament-create-target-description = Цель каждой партии (по умолчанию — как в игре)
cmd-tournament-create-turn_seconds = секунд_на_ход
cmd-tournament-create-turn_seconds-description = Секунд на ход (по умолчанию 120); кто не успел — проигрывает
cmd-tournament-create-max_players = макс_игроков
cmd-tournament-create-max_players-description = Не больше стольких игроков (от 2 до 256, по умолчанию 256)
cmd-tournament-create-signup_minutes = минут_регистрации
cmd-tournament-create-signup_minutes-description = Минут до закрытия регистрации и старта (по умолчанию 15)
cmd-tournament-create-rated = рейтинговый
cmd-tournament-create-rated-description = Идут ли партии в рейтинг (по умолчанию да)
cmd-tournament-create-starts_at = начало
cmd-tournament-create-starts_at-description = Запланировать: когда начнётся (запись до начала, отметка перед ним), напр. tomorrow 18:00

cmd-tournament-start = начать
cmd-tournament-start-description = Закрыть регистрацию сейчас и составить пары 1-го тура (организаторы).
cmd-tournament-start-tournament = турнир
cmd-tournament-start-tournament-description = Номер турнира

cmd-tournament-drop = выбыть
cmd-tournament-drop-description = Выйти из турнира или (организаторы) снять игрока.
cmd-tournament-drop-tournament = турнир
cmd-tournament-drop-tournament-description = Номер турнира
cmd-tournament-drop-player = игрок
cmd-tournament-drop-player-description = Организаторы: игрок, которого снять (по умолчанию вы сами)
cmd-tournament-drop-reason = причина
cmd-tournament-drop-reason-description = Причина (публикуется вместе с этим)

cmd-tournament-award = присудить
cmd-tournament-award-description = Присудить идущую партию турнира одному из игроков (организаторы).
cmd-tournament-award-match = партия
cmd-tournament-award-match-description = Номер партии
cmd-tournament-award-player = игрок
cmd-tournament-award-player-description = Игрок, который побеждает
cmd-tournament-award-reason = причина
cmd-tournament-award-reason-description = Причина (публикуется вместе с этим)

cmd-tournament-void = аннулировать
cmd-tournament-void-description = Аннулировать идущую партию турнира: без результата, игроки переигрывают (организаторы).
cmd-tournament-void-match = партия
cmd-tournament-void-match-description = Номер партии
cmd-tournament-void-reason = причина
cmd-tournament-void-reason-description = Причина (публикуется вместе с этим)

cmd-tournament-end = завершить
cmd-tournament-end-description = Завершить турнир сейчас с текущей таблицей (организаторы).
cmd-tournament-end-tournament = турнир
cmd-tournament-end-tournament-description = Номер турнира
cmd-tournament-end-reason = причина
cmd-tournament-end-reason-description = Причина (публикуется вместе с этим)

cmd-tournament-list = список
cmd-tournament-list-description = Турниры этого сервера, сначала новые.

cmd-tournament-show = показать
cmd-tournament-show-description = Регистрация или таблица турнира (одна страница), видно только вам.
cmd-tournament-show-tournament = турнир
cmd-tournament-show-tournament-description = Номер турнира
cmd-tournament-show-page = страница
cmd-tournament-show-page-description = Какая страница таблицы (24 игрока на странице; по умолчанию 1)

cmd-settings = настройки
cmd-settings-description = Посмотреть и изменить настройки этого сервера (Управлять сервером).

cmd-puzzle = puzzle
cmd-puzzle-description = Сегодняшняя задача игры, ответ видите только вы.
cmd-puzzle-game = игра
cmd-puzzle-game-description = Какая игра (по умолчанию первая, на которую вы сегодня ещё не ответили)
cmd-puzzles = puzzles
cmd-puzzles-description = Рейтинг задач этого сервера: рейтинги, решённые задачи и серии.
cmd-puzzles-page = страница
cmd-puzzles-page-description = Страница, по 10 игроков (по умолчанию 1)
