### Glossary (русский): match = партия, player = игрок, opponent = соперник, season = сезон,
### leaderboard = таблица, rating = рейтинг, rated = рейтинговая, win = победа,
### achievement = достижение, rarity = редкость. Register: вы, без рода в прошедшем времени.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = Первая победа
achievement-first-win-how = Выиграйте рейтинговую партию.
achievement-played-10 = Завсегдатай
achievement-played-10-how = Сыграйте 10 рейтинговых партий.
achievement-played-100 = Ветеран
achievement-played-100-how = Сыграйте 100 рейтинговых партий.
achievement-streak-3 = Хет-трик
achievement-streak-3-how = Выиграйте 3 рейтинговые партии подряд.
achievement-streak-5 = В ударе
achievement-streak-5-how = Выиграйте 5 рейтинговых партий подряд.
achievement-streak-10 = Неудержимость
achievement-streak-10-how = Выиграйте 10 рейтинговых партий подряд.
achievement-all-games = Универсальность
achievement-all-games-how = Сыграйте рейтинговую партию в каждой игре.
achievement-rating-1700 = Эксперт
achievement-rating-1700-how = Достигните рейтинга 1700 в одной из игр.
achievement-rating-1900 = Мастер
achievement-rating-1900-how = Достигните рейтинга 1900 в одной из игр.
achievement-strong-bot = Победа над ботом
achievement-strong-bot-how = Обыграйте бота на самом сильном уровне.
achievement-death-match = Выживание
achievement-death-match-how = Выиграйте Death Match.
achievement-season-top-3 = На пьедестале
achievement-season-top-3-how = Завершите сезон в первой тройке таблицы одной из игр.
achievement-clash-shutout = Всухую
achievement-clash-shutout-how = Выиграйте партию Clash, не отдав сопернику ни очка.
achievement-tile-straight-flush = Стрит-флеш
achievement-tile-straight-flush-how = Наберите очки линией стрит-флеш в Tile Poker.
achievement-clubbed-empty-store = Пустой запас
achievement-clubbed-empty-store-how = Выиграйте партию Clubbed без единой карты в своём запасе.
achievement-shape-shutout = Все раздачи
achievement-shape-shutout-how = Выиграйте партию Shape Clash, не отдав сопернику ни одной раздачи.
achievement-duel-shutout = Безупречная дуэль
achievement-duel-shutout-how = Выиграйте Duel, не отдав сопернику ни одной схватки.

achievements-earned = 🏅 Новые достижения: { $earned }

achievements-title-emphasis = Достижения: { $player }
achievements-title = 🏅 { $emphasis }: { $count } из { $total }
achievements-none-yours = У вас пока нет достижений на этом сервере. Выиграйте рейтинговую партию, чтобы получить первое.
achievements-none = У { $player } пока нет достижений на этом сервере.
achievements-entry = { $name }: { $how } ({ $percent }% игроков)
achievements-by-match = получено в партии #{ $match } { $when }
achievements-by-season = получено в конце сезона { $season } { $when }

stats-achievements = Достижения: { $count } из { $total }, самое редкое: { $name } ({ $percent }% игроков)

web-achievements = Достижения
web-achievements-none = Достижений пока нет.
web-achievements-rarity = { $percent }% игроков
web-achievements-match = Партия #{ $match }

settings-key-announce_achievements = Достижения в итогах
settings-achievements-on = называются
settings-achievements-off = не называются
settings-achievements-button = Достижения в итогах: { $state }
settings-achievements-turned-on = Сообщения с итогом теперь называют достижения, полученные в партии.
settings-achievements-turned-off = Сообщения с итогом больше не называют достижения (они по-прежнему в /achievements).

cmd-achievements = достижения
cmd-achievements-description = Достижения игрока на этом сервере и их редкость (ваши, если никто не указан).
cmd-achievements-member = участник
cmd-achievements-member-description = Чьи достижения (ваши, если пусто)
