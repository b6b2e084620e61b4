### Glossary (русский): game = игра, match = партия, player = игрок, opponent = соперник,
### season = сезон, leaderboard/board = таблица (рейтинга), rating = рейтинг,
### rated = рейтинговая, rank = место, streak = серия, W-L-D = В-П-Н (победы-поражения-ничьи),
### win = победа, loss = поражение, draw = ничья, forfeit = техническое поражение,
### resign = сдаться, record (file) = запись, organiser = организатор, host = ведущий,
### tournament = турнир, round = тур, bye = свободный тур.
### Death Match, EC, DMO, Buchholz, SB, Glicko-2 не переводятся.

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = Таблицы
web-nav-live = Сейчас
web-footer = Страницы clash-bot только для чтения. Рейтинги — по Glicko-2; В-П-Н — это победы, поражения и ничьи.
web-not-found = Не найдено
web-not-found-text = Здесь нет страницы.
web-index-heading = Страницы clash-bot
web-back-to-start = На главную страницу
web-too-many = Слишком много запросов
web-too-many-text = Нужно немного подождать, потом можно попробовать снова.
web-busy = Страницы перегружены
web-busy-text = Можно попробовать снова через минуту.
web-failed = Что-то пошло не так
web-failed-text = Ошибка на нашей стороне, она записана в журнал. Можно попробовать снова позже.
web-index = Страницы серверов, которые публикуют свои таблицы, игроков, партии и турниры. Откройте ссылку, которую бот публикует на вашем сервере.
web-page-title = { $name } · clash-bot
web-player-unknown = игрок { $user }
web-pager = Страницы
web-pager-previous = ‹ Назад
web-pager-next = Вперёд ›
web-versus = { $a } против { $b }
web-live-badge = идёт
web-all-time = За всё время
web-season-name = Сезон { $number }: { $name }

## Table headers
web-wld = В-П-Н
web-col-player = Игрок
web-col-players = Игроки
web-col-rating = Рейтинг
web-col-games = Партии
web-col-game = Игра
web-col-opponent = Соперник
web-col-match = Партия
web-col-result = Итог
web-col-score = Счёт
web-col-when = Когда
web-col-points = Очки
web-col-board = Стол

## A player's result in a match
web-result-win = победа
web-result-loss = поражение
web-result-draw = ничья

## A server's home
web-home-title = Таблицы · clash-bot
web-home-description = Таблицы этого сервера по Clash, Tile Poker, Clubbed, Shape Clash и Duel, его сезоны, турниры и Death Matches.
web-home-heading = Таблицы
web-home-running-since = Идёт с { $time }.
web-home-whole-board = Вся таблица ({ $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
}) ›
web-home-no-rated-games = Рейтинговых партий пока нет.
web-home-seasons = Сезоны
web-home-season-running = идёт
web-home-season-ended = завершён
web-home-season-boards = таблицы:
web-home-tournaments = Турниры
web-home-no-tournaments = Турниров пока нет.
web-home-deathmatches = Death Matches
web-home-no-deathmatches = Death Matches пока не было.
web-home-dm-players = { $a } (EC) против { $b } (DMO)
web-home-dm-voided = Партия #{ $id } аннулирована ведущим: { $reason }
web-home-status-signup = запись открыта
web-home-status-playing = идёт
web-home-status-finished = завершён
web-home-status-cancelled = отменён

## A board's page
web-board-title = Таблица { $game } · { $scope } · страница { $page }
web-board-description = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
} по рейтингу Glicko-2 ({ $scope }).
web-board-heading = Таблица { $game }
web-board-facts = { $scope } · { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
} · в таблицу попадают после { $games } рейтинговых партий
web-board-empty = В этой таблице пока никого нет.

## A player's page
web-player-description = Рейтинги, результаты и история игрока { $name }.
web-player-description-best = Рейтинги, результаты и история игрока { $name } ({ $best }).
web-player-rank = Место
web-player-rank-of = { $rank } из { $players }
web-player-not-ranked = пока без места (нужно рейтинговых партий: { $games })
web-player-streak = Серия
web-player-best-streak = лучшая { $best }
web-player-streak-none = нет
web-player-streak-won = { $count ->
    [one] { $count } победа
    [few] { $count } победы
   *[other] { $count } побед
}
web-player-streak-lost = { $count ->
    [one] { $count } поражение
    [few] { $count } поражения
   *[other] { $count } поражений
}
web-player-chart = Рейтинг в { $game } за последние рейтинговые партии ({ $games }), от { $from } до { $to }
web-player-head-to-head = Личные встречи
web-player-matches = Партии

## A finished match's page
web-match-title = Партия #{ $id }: { $game } — { $a } против { $b }
web-match-heading = Партия #{ $id }: { $game }
web-match-not-finished = Не завершена.
web-match-played = Сыграна
web-match-moves = Ходы
web-match-commitment = Обязательство раздачи
web-match-record = Запись
web-match-record-where = Получить её могут только игроки этой партии: { $command } в Discord
web-match-step = Шаг { $step } из { $last }
web-match-film = Вся партия одной анимацией
web-steps = Шаги
web-steps-start = « Начало
web-steps-back = ◀ Назад
web-steps-next = Вперёд ▶
web-steps-end = Конец »

## One step of a match
web-chapter-round = Раунд { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Раздача { $n }
web-score-score = Счёт
web-score-stores = Запасы (меньше — лучше)
web-score-clashes = Выиграно clash
web-score-points = Очки
web-step-unreadable = (нечитаемый шаг)
web-step-dealt = Стол после раздачи.
web-step-moved-unreadable = { $who } делает ход (нечитаемый шаг).
web-step-moved = Ход: { $who }.
web-step-timeout-skipped = У игрока { $who } кончилось время: ход пропущен.
web-step-timeout-default = У игрока { $who } кончилось время: сыгран ход по умолчанию.
web-step-resigned = { $who } сдаётся.
web-step-ruled-out = Ведущий снял игрока { $who }: техническое поражение.
web-step-missed-turns = Пропущено ходов: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = Дальше: { $who } { $what }.
web-step-voided-host = Аннулирована ведущим: { $reason }. Без результата и рейтинга.
web-step-voided-organiser = Аннулирована организатором: { $reason }. Без результата и рейтинга; игроки сыграют новую партию.

## How a match ended
web-outcome-awarded-host = Побеждает { $winner }: ведущий присудил партию ({ $reason }).
web-outcome-awarded-organiser = Побеждает { $winner }: организатор присудил партию ({ $reason }).
web-outcome-dm-draw = Побеждает { $winner }: игра закончилась вничью, а ничья в Death Match уходит DMO.
web-outcome-draw = Партия закончилась вничью.
web-outcome-won = { $winner } выигрывает партию.
web-outcome-forfeit = Побеждает { $winner }: { $loser } получает техническое поражение.
web-outcome-missed-turns = Побеждает { $winner }: { $loser } { $turns ->
    [one] пропускает { $turns } ход
    [few] пропускает { $turns } хода
   *[other] пропускает { $turns } ходов
} и получает техническое поражение.
web-outcome-dropped-out = Побеждает { $winner }: игрок { $loser } выбыл из турнира.
web-outcome-resigned = Побеждает { $winner }: { $loser } сдаётся.

## Live matches
web-live-title = Партии сейчас · clash-bot
web-live-description = Сейчас идёт партий: { $count }.
web-live-heading = Партии сейчас
web-live-none = Сейчас ни одна партия не идёт.
web-live-match-title = Партия #{ $id } сейчас: { $game } — { $a } против { $b }
web-live-match-description = Сейчас идёт { $game }.
web-live-follows = Эта страница следит за партией: она обновляется сама после каждого хода.

## A tournament's page
web-tournament-title = Турнир #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[other] { $players } игроков
} · { $status }
web-tournament-name = Турнир #{ $id }: { $name }
web-tournament-status-signup = Запись открыта
web-tournament-status-playing = Идёт
web-tournament-status-finished = Завершён
web-tournament-status-cancelled = Отменён
web-tournament-round-of = тур { $round } из { $rounds }
web-tournament-round-now = тур { $round }
web-tournament-follows = Эта страница следит за турниром: она обновляется сама, когда приходит результат.
web-tournament-standings = Турнирная таблица
web-tournament-dropped = (выбыл)
web-tournament-byes = (свободных туров: { $byes })
web-tournament-bracket = Сетка
web-tournament-tie-breaks = При равенстве очков решает Бухгольц (очки соперников), затем Зоннеборн-Бергер (очки побеждённых соперников и половина очков тех, с кем сыграна ничья).
web-tournament-round = Тур { $round }
web-tournament-won = победитель — { $name }
web-tournament-playing = идёт
web-tournament-draw = ничья
web-tournament-bye = свободный тур
web-tournament-walkover = проходит без игры
web-tournament-match-playing = #{ $id } (идёт)

## A bracket's picture and its words
web-bracket-final = Финал
web-bracket-round = Тур { $round }
web-bracket-bye = свободный тур
web-bracket-alt = Сетка турнира { $name }.
web-bracket-alt-round = Тур { $round }: { $boards }.
web-bracket-through = { $a } проходит дальше
web-bracket-beat = { $a } побеждает { $b }
web-bracket-playing = { $a } против { $b }, идёт

## A film's seat labels (drawn into the picture)
web-film-player = Игрок { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = Стол
web-activity-connecting = Подключение к Discord…
web-activity-signing-in = Вход…
web-activity-finding = Поиск вашей партии…
web-activity-outside = Эта страница открывается внутри Discord: нажмите «Играть на столе» под столом партии.
web-activity-denied = Вход не разрешён, поэтому стол не может показать ваше место.
web-activity-failed = Не удалось открыть стол. Закройте его и попробуйте ещё раз.
web-activity-no-match = У вас нет идущей партии в этом канале.
web-activity-busy = Стол сейчас занят. Попробуйте ещё раз через минуту.

## Вход через Discord
web-signin = Войти через Discord
web-signout = Выйти
web-signed-in-as = Вход выполнен: { $name }
web-signin-refused = Вход отклонён
web-signin-refused-text = Этот вход начат не в этом браузере или занял слишком много времени. Войдите снова со страницы, где вы были.
web-signin-cancelled = Вход не выполнен
web-signin-cancelled-text = Discord не выполнил вход: запрос отменён или отклонён.
web-signin-expired = Вход устарел
web-signin-expired-text = Discord больше не принимает этот вход: он уже использован или слишком старый. Войдите снова.
web-signin-discord-down = Discord не ответил
web-signin-discord-down-text = Для входа нужен Discord, а он ответил не так, как ожидалось. Попробуйте ещё раз через минуту.
web-forged = Запрос отклонён
web-forged-text = Этот запрос пришёл не со страницы бота, или ваш сеанс завершён. Обновите страницу и попробуйте ещё раз.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Ваше место: партия #{ $id }, { $game }
web-seat-your-move = Ваш ход
web-seat-your-hand = Ваша рука
web-seat-last-move = Последний ход соперника
web-seat-waiting = Ждём: { $who }.
web-seat-clock = Ваши часы истекают в { $time }.
web-seat-match-page = Вся партия
web-seat-send = Отправить
web-forbidden = Нельзя
web-forbidden-text = Это может сделать только вошедший игрок этой партии, со своей страницы.
