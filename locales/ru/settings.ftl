### Glossary (русский): server = сервер, post = сообщение, panel = панель, language = язык.

### /settings: the admin's private panel, its selects, buttons and forms, and what a change
### answers (keys: see locales/en-US/settings.ftl).

settings-language-name = Русский
settings-language-server = Язык Discord-сервера
settings-language-button = Язык: { $language }
settings-language-title = Язык сообщений этого сервера
settings-language-explain = На нём публикуются столы, результаты, таблицы и новости сезонов. То, что видит только один участник (панели, личные ответы), остаётся на его собственном языке Discord.
settings-language-placeholder = Язык сообщений этого сервера
settings-language-set = Сообщения этого сервера теперь на языке: { $language }.
settings-language-follows = Сообщения этого сервера снова следуют его языку Discord.
settings-language-unknown = бот не говорит на этом языке

settings-panel-head-emphasis = Настройки этого сервера
settings-panel-head = ⚙️ { $emphasis } (у каждой указано, задана ли она этим сервером или действует значение бота по умолчанию)
settings-line-own = • { $setting }: { $value } — этот сервер
settings-line-default = • { $setting }: { $value } — по умолчанию
settings-last-change = Последнее изменение: { $setting }, { $user } { $when }
settings-thread-failure = ⚠️ Ветка партии #{ $match }: { $reason }; партия прошла в { $channel }.
settings-thread-loss = { $code ->
    [no-permission] не удалось открыть, так как бот не может создавать публичные ветки в { $channel }
    [not-opened] не удалось открыть
    [deleted] удалена во время партии
    [locked] заблокирована во время партии
    [closed] стала недоступна боту во время партии
   *[unknown] не удалось использовать
}

settings-key-host_roles = Роли ведущих Death Match
settings-key-results_channel = Канал результатов Death Match
settings-key-puzzle_channel = Канал ежедневных задач
settings-key-turn_seconds = Время на ход по умолчанию
settings-key-max_strikes = Пропущенные ходы до техн. поражения
settings-key-challenge_expiry_seconds = Срок вызова
settings-key-game_channels = Каналы для игр
settings-key-games = Включённые игры
settings-key-threads = Ветки партий
settings-key-min_games = Минимум партий для таблицы
settings-key-web_pages = Веб-страницы
settings-key-time_zone = Часовой пояс
settings-key-reminders = Напоминания о событиях
settings-key-checkin_seconds = Окно отметки
settings-key-language = Язык

settings-value-hosts-default = участники с правом «Управлять сервером»
settings-value-role-missing = роль { $role } (не найдена: удалена?)
settings-value-channel-missing = канал { $channel } (не найден: удалён?)
settings-value-no-results-channel = нет: результаты остаются в канале партии
settings-value-no-puzzle-channel = нет: ежедневные задачи не публикуются
settings-value-untimed = без ограничения времени
settings-value-never = никогда
settings-value-any-channel = любой канал
settings-value-every-game = все игры
settings-value-min-games = { $games ->
    [one] { $games } рейтинговая партия
    [few] { $games } рейтинговые партии
    [many] { $games } рейтинговых партий
   *[other] { $games } рейтинговой партии
}
settings-value-pages-off = выключены: у этого сервера нет страниц
settings-value-pages-on = включены: <{ $url }>
settings-value-pages-no-address = включены (оператор бота ещё не задал публичный адрес)
settings-value-zone = { $zone } (для времени без часового пояса)
settings-value-none = нет
settings-value-reminders = за { $reminders } до запланированного события
settings-value-no-checkin = нет: запланированные события начинаются без отметки
settings-value-checkin = открывается за { $duration } до начала
settings-threads-off = выключены: партии идут в своём канале
settings-threads-deathmatches = только Death Match
settings-threads-every = каждая партия

settings-placeholder-hosts = Роли ведущих Death Match (нет: «Управлять сервером»)
settings-placeholder-results = Канал результатов Death Match (нет: канал партии)
settings-placeholder-channels = Каналы, где можно начинать игры (нет: любые)
settings-placeholder-games = Включённые игры
settings-button-threads-off = Ветки партий: выключены
settings-button-threads-deathmatches = Ветки партий: Death Match
settings-button-threads-every = Ветки партий: каждая партия
settings-button-numbers = Время, ходы, срок, таблица…
settings-button-pages-on = Веб-страницы: включены
settings-button-pages-off = Веб-страницы: выключены
settings-button-events = Часовой пояс, напоминания, отметка…

settings-numbers-title = Время, ходы, срок, таблица
settings-numbers-turn = Время на ход в секундах (0: без ограничения)
settings-numbers-strikes = Пропусков до техн. поражения (0: никогда)
settings-numbers-expiry = Срок вызова в секундах
settings-numbers-games = Таблица: рейтинговых партий для входа
settings-numbers-placeholder = пусто: значение бота по умолчанию
settings-numbers-not-a-number = { $field }: { $text } — не целое число

settings-events-title = Запланированные события
settings-events-zone = Часовой пояс (пусто: UTC)
settings-events-reminders = Напоминания до начала (пусто: по умолчанию)
settings-events-reminders-placeholder = 24h, 1h, 10m (нет: 0)
settings-events-checkin = Окно отметки (0: нет; пусто: 15m)

settings-not-admin = Менять настройки этого сервера могут только участники с правом «Управлять сервером». Ничего не изменено.
settings-refused = ⚠️ { $why } Ничего не изменено.
settings-hosts-default = Ведущие Death Match снова — участники с правом «Управлять сервером».
settings-hosts = Ведущие Death Match: { $roles }.
settings-results-channel = Результаты Death Match также отправляются в { $channel }.
settings-results-none = Результаты Death Match остаются в канале своей партии.
settings-channels-any = Игры можно начинать в любом канале.
settings-channels = Игры можно начинать только в { $channels }.
settings-games = Включённые игры: { $games }.
settings-threads = Ветки партий: { $threads }.
settings-pages-off-notice = Веб-страницы выключены: адреса этого сервера отвечают как адреса неизвестного сервера.
settings-pages-on-notice = Веб-страницы включены: <{ $url }>
settings-pages-no-address-notice = Веб-страницы включены; они появятся, как только оператор бота задаст его публичный адрес ([web] public_url).
settings-nothing = Менять нечего.
settings-changed = Изменено: { $settings }.
settings-field-refused = { $setting }: { $why }

settings-not-a-role = это не роль этого сервера
settings-not-a-channel = это не канал этого сервера
settings-not-a-game = это не одна из игр
settings-not-text-channel = это не текстовый канал этого сервера ({ $channel })
settings-cannot-see = бот не видит { $channel }
settings-cannot-play = бот не может играть в { $channel }: там ему не хватает прав { $permissions }
settings-too-many-roles = не больше { $max } ролей
settings-roles-unknown = роли этого сервера ещё не известны: попробуйте ещё раз через минуту
settings-role-not-ours = { $role } — не роль этого сервера
settings-went-wrong = что-то пошло не так на нашей стороне
settings-placeholder-puzzles = Канал ежедневных задач (нет: без ежедневного сообщения)
settings-puzzle-channel = Задачи дня публикуются в { $channel } в полночь по времени этого сервера.
settings-puzzle-none = Задачи дня больше не публикуются.
