### Glossary (русский): match = партия, player = игрок, rating = рейтинг, rated = рейтинговая,
### achievement = достижение, streak = серия, puzzle = задача. Register: вы.

### Карточка профиля (ключи и переменные: см. locales/en-US/profile.ftl).

profile-col-game = Игра
profile-col-rating = Рейтинг
profile-col-trend = Последние партии
profile-col-rank = Место
profile-col-record = В-П-Н
profile-col-streak = Серия

profile-rank = #{ $rank } из { $players }
profile-unranked = без места
profile-streak-won = { $count ->
    [one] { $count } победа
    [few] { $count } победы
   *[other] { $count } побед
}
profile-streak-lost = { $count ->
    [one] { $count } поражение
    [few] { $count } поражения
   *[other] { $count } поражений
}
profile-streak-none = нет
profile-streak-best = лучшая { $best }
profile-summary = рейтинговых партий: { $matches } · { $record } · лучшая серия { $best }
profile-no-matches = Партий пока нет
profile-no-matches-hint = Завершите рейтинговую партию ({ $challenge }), чтобы получить рейтинг.
profile-achievements = Самые редкие достижения
profile-achievements-none = Достижений пока нет
profile-rarity = { $percent } %
profile-puzzle-streak = Серия задач: { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
}

profile-alt = Карточка профиля: { $name }.
profile-alt-none = Рейтинговых партий пока нет.
profile-alt-provisional = { $rating } (предварительный)
profile-alt-game = { $game }: рейтинг { $rating } ± { $deviation }, { $change } за последние партии ({ $count }), { $rank }, В-П-Н { $record }, серия { $streak }.
profile-alt-achievements = Самые редкие достижения: { $list }.
profile-alt-puzzle = Серия задач: { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[other] { $days } дней
}.

profile-post = Карточка профиля: { $player }
profile-web = Профиль на сайте

cmd-profile = профиль
cmd-profile-description = Карточка профиля игрока в виде картинки (ваша, если никто не указан).
cmd-profile-member = участник
cmd-profile-member-description = Чей профиль (ваш, если пусто)
