### Glossary (русский): game = игра, match = партия, player = игрок, opponent = соперник,
### season = сезон, leaderboard/board = таблица (рейтинга), rating = рейтинг,
### rated = рейтинговая, rank = место, streak = серия, W-L-D = В-П-Н (победы-поражения-ничьи),
### win = победа, loss = поражение, draw = ничья, forfeit = техническое поражение,
### resign = сдаться, soft reset = мягкий сброс, record (file) = запись,
### organiser = организатор.

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = за всё время
boards-in-season = в сезоне { $season }
boards-on-server = на этом сервере

## /leaderboard
board-title = Рейтинг { $game }
board-page = страница { $page } из { $pages }
board-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
} · серия { $streak }
board-streak-won = В{ $count }
board-streak-lost = П{ $count }
board-legend = Рейтинг · В-П-Н (победы-поражения-ничьи) · партии · текущая серия.
board-provisional = { $mark } отмечает предварительный рейтинг (отклонение { $deviation } или больше).
board-min-games = Игроки появляются в таблице после { $games ->
    [one] { $games } рейтинговой партии
   *[other] { $games } рейтинговых партий
}.
board-empty = В этой таблице пока никого нет: чтобы попасть в неё, { $games ->
    [one] завершите { $games } рейтинговую партию
    [few] завершите { $games } рейтинговые партии
    [many] завершите { $games } рейтинговых партий
   *[other] завершите { $games } рейтинговые партии
} ({ $challenge } — вызовите кого-нибудь на { $game }).
board-empty-ended = Когда сезон { $season } закончился, в этой таблице никого не было.
board-previous = Назад
board-next = Вперёд
board-web = Вся таблица на сайте
board-no-page = Страницы { $page } нет: в рейтинге { $game } { $pages ->
    [one] только страница 1
   *[other] страницы с 1 по { $pages }
}.

## A closed season's placements
placements-title = итоговый топ-{ $top } сезона { $season }

## /stats
stats-rating = Рейтинг { $rating }
stats-provisional = (предварительный, пока ± не станет меньше { $deviation })
stats-rank = место { $rank } из { $players }
stats-unranked = пока не в таблице: осталось { $games ->
    [one] { $games } рейтинговая партия
    [few] { $games } рейтинговые партии
    [many] { $games } рейтинговых партий
   *[other] { $games } рейтинговой партии
}
stats-win-rate = { $percent }%
stats-record = Итог { $record } (В-П-Н, { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}) · доля побед { $rate } · текущая серия { $streak } · лучшая серия побед { $best }
stats-top-opponent = Самый частый соперник: { $player } ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
})
stats-head-to-head-none = Личные встречи с вами: партий пока не было.
stats-head-to-head = Личные встречи с вами: побед у { $player } — { $wins }, у вас — { $losses }, ничьих — { $draws }.
stats-none-yours = У вас пока нет рейтинговых партий { $place }. Завершите партию ({ $challenge } — вызовите кого-нибудь), чтобы получить рейтинг.
stats-none-yours-game = У вас пока нет рейтинговых партий в { $game } { $place }. Завершите партию ({ $challenge } — вызовите кого-нибудь), чтобы получить рейтинг.
stats-none = У { $player } пока нет рейтинговых партий { $place }.
stats-none-game = У { $player } пока нет рейтинговых партий в { $game } { $place }.
stats-web = Страница игрока на сайте

## /history
history-title = { $count ->
    [one] Последняя рейтинговая партия
    [few] Последние { $count } рейтинговые партии
    [many] Последние { $count } рейтинговых партий
   *[other] Последние { $count } рейтинговой партии
}
history-title-game = { $count ->
    [one] Последняя рейтинговая партия в { $game }
    [few] Последние { $count } рейтинговые партии в { $game }
    [many] Последние { $count } рейтинговых партий в { $game }
   *[other] Последние { $count } рейтинговой партии в { $game }
}
history-none = У { $player } пока нет рейтинговых партий { $place }.
history-none-game = У { $player } пока нет рейтинговых партий в { $game } { $place }.
history-win = Победа
history-loss = Поражение
history-draw = Ничья
history-forfeited = (техническое поражение по времени)
history-opponent-forfeited = (техническое поражение соперника по времени)
history-resigned = (сдался)
history-opponent-resigned = (соперник сдался)
history-line = { $result } { $how } против { $player } · { $score } · { $change } · Партия №{ $match }
history-line-plain = { $result } против { $player } · { $score } · { $change } · Партия №{ $match }

## The season option's suggestions
season-choice-running = { $season } (идёт)
season-choice-all-time = За всё время

## The rating lines of a game-over post
ratings = Рейтинг: { $changes }
ratings-season = Рейтинг ({ $season }): { $changes }
ratings-bot = Без рейтинга: партия против бота не идёт ни в одну таблицу.
ratings-voided = Без рейтинга: ведущий аннулировал партию.
ratings-too-early = Без рейтинга: партия закончилась до первого хода.

## /record
record-match = Партия №{ $match }
record-file = { $match } ({ $game }), запись: сид и соль, раздача каждого места, все ходы и результат. Проверьте её командой { $verify }: она заново вычисляет обязательство, опубликованное при жеребьёвке, и переигрывает партию.
record-no-match = Партии №{ $match } нет.
record-not-a-player = Запись партии №{ $match } могут получить только { $a } и { $b }, которые её играли.
record-not-over = Партия №{ $match } ещё идёт: запись будет доступна, когда партия закончится.

## /season
season-list-empty = На этом сервере пока нет сезонов: его таблицы — за всё время. Организаторы начинают сезон командой { $start }.
season-list-title = Сезоны на этом сервере ({ $count })
season-list-hint = { $leaderboard }, { $stats } и { $history } показывают текущий сезон; { $option } выбирает другой, { $all } — таблицы за всё время.
season-running-since = идёт с { $date }
season-soft-reset = мягкий сброс
season-over = Сезон { $season } завершён: он шёл с { $from } по { $to }.
season-over-nobody = В его таблицах никого не было.
season-over-placements = Дальше — итоговые места, по сообщению на игру ({ $games }); { $leaderboard } снова покажет их, если указать { $option } { $season }.
season-none-runs = Сейчас сезон не идёт: рейтинговые партии засчитываются только в таблицы за всё время до следующего { $start }.
season-started = Сезон { $season } начинается: каждая рейтинговая партия, которая закончится с этого момента, засчитывается в нём (и за всё время), включая уже идущие партии.
season-start-soft = Мягкий сброс: каждый игрок начинает с рейтинга за всё время, сдвинутого на полпути к 1500, а отклонение поднято на полпути обратно к 350.
season-start-fresh = Все начинают заново с 1500.
season-started-hint = { $leaderboard } показывает его; { $all } — таблицы за всё время.

## Season refusals
organisers-only = Это могут только { $who ->
    [hosts] ведущие Death Match
    [tournament] организаторы турниров
   *[other] организаторы
}: участники с правом «Управлять сервером». Ничего не изменено.
organisers-only-roles = Это могут только { $who ->
    [hosts] ведущие Death Match
    [tournament] организаторы турниров
   *[other] организаторы
}: участники с ролью ведущего ({ $roles }). Ничего не изменено.
season-error-bad-name = Название сезона должно быть от 1 до { $max } символов в одну строку.
season-error-reserved = { $all } обозначает таблицу за всё время: дайте сезону другое название.
season-error-taken = На этом сервере уже есть сезон { $season }: выберите другое название.
season-error-none-open = На этом сервере сейчас не идёт сезон: { $start } начинает новый.
season-error-no-such = На этом сервере нет сезона { $season }: выберите сезон из списка или { $all } для всего времени.
