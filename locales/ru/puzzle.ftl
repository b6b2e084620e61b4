### Glossary (русский): puzzle = задача, move = ход, player = игрок, opponent = соперник,
### board = рейтинг задач, rating = рейтинг, streak = серия. Register: вы.

### Ежедневные задачи: /puzzle (позиция, вердикт по ответу, отказы), рейтинг задач
### (/puzzles и веб-страница) и ежедневное сообщение.

## /puzzle: позиция. Стол выше — это стол самой игры.
puzzle-title-emphasis = Задача дня по { $game }
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = Ваш ход. Найдите лучший: здесь { $lines } разных видов хода, и один из них лучший. У вас одна попытка.
puzzle-measure-scores = Лучший — тот, что приносит очко в этом раунде против наибольшего числа способов, которыми соперник может собрать последний набор из карт, которых вы не видели.
puzzle-measure-margin = Лучший — тот, что даёт вам лучшую итоговую разницу, когда обе стороны играют идеально до конца и все карты известны.
puzzle-stats = Рейтинг задачи { $rating } · решили { $right } из { $tried }
puzzle-opponent = соперник
puzzle-label = Задача дня
puzzle-pick-answered = { $game } (отвечено)
puzzle-all-answered = Вы ответили на все задачи сегодня. Новые появятся в полночь.

## Вердикт по ответу (его видит только игрок).
puzzle-right-emphasis = Верно!
puzzle-right = ✅ { $emphasis } { $move } — лучший ход.
puzzle-wrong-emphasis = Не лучший ход.
puzzle-wrong = ❌ { $emphasis } Ваш ответ: { $answer }; лучшим был { $move }.
puzzle-why-scores = { $move } приносит очко против { $value } из { $of } способов собрать последний набор.
puzzle-why-scores-other = { $move }: против { $value } из них.
puzzle-why-margin = { $move } заканчивается со счётом { $value }.
puzzle-why-margin-other = { $move }: заканчивается со счётом { $value }.
puzzle-why-others = Другие ходы:
puzzle-why-more = …и ещё { $count }, все хуже.
puzzle-rating-change = Ваш рейтинг задач: { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Серия: { $current ->
    [one] { $current } день
    [few] { $current } дня
   *[other] { $current } дней
} (лучшая { $best })

## Отказы.
puzzle-left-out = У { $game } нет задачи дня: каждое решение в ней — оставить карту или убрать вниз, так что догадка была бы верна в половине случаев.
puzzle-left-out-endless = У { $game } нет задачи дня: пасовать можно в любой ход, даже имея карту для хода, поэтому концовка может ходить по кругу бесконечно, и ни один ход нельзя доказать лучшим.
puzzle-not-ready = Сегодняшняя задача ещё не готова. Попробуйте через минуту.
puzzle-day-over = Это была задача за { $date }; здесь уже { $today }. Сегодняшняя — в /puzzle.
puzzle-already-right = Вы уже ответили на задачу по { $game } за { $date } и нашли лучший ход. Одна попытка на задачу.
puzzle-already-wrong = Вы уже ответили на задачу по { $game } за { $date }, и это был не лучший ход. Одна попытка на задачу.
puzzle-not-a-move = Такой ход в этой задаче невозможен.
puzzle-shutting-down = Бот перезапускается. Попробуйте чуть позже.

## Рейтинг задач сервера.
puzzle-board-title-emphasis = Рейтинг задач
puzzle-board-title = 🧩 { $emphasis } · страница { $page } из { $pages }
puzzle-board-row = { $rank }. { $who } · рейтинг { $rating } · решено { $solved } из { $tried } · 🔥 { $streak } (лучшая { $best })
puzzle-board-empty = На этом сервере ещё никто не отвечал на задачи. Попробуйте /puzzle!
puzzle-board-no-page = Страницы { $page } нет: в рейтинге задач их { $pages }.
puzzle-board-previous = Назад
puzzle-board-next = Далее

## Ежедневное сообщение в канале задач сервера, в полночь.
puzzle-post-title-emphasis = Задачи дня
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = По одной задаче для игр: { $games }.
puzzle-post-how = Играйте через /puzzle: ваш ответ видите только вы, одна попытка на задачу, а рейтинг хранит ваш счёт и серию.
puzzle-post-yesterday = Вчера здесь:
puzzle-post-count = { $game }: решили { $right } из { $tried }

## Веб-страница рейтинга задач сервера.
puzzle-web-title = Рейтинг задач
puzzle-web-intro = Кто здесь решает задачи дня: рейтинг задач, решённые и начатые задачи и серия дней с решённой задачей. Играют через /puzzle в Discord.
puzzle-web-player = Игрок
puzzle-web-rating = Рейтинг
puzzle-web-solved = Решено
puzzle-web-tried = Попыток
puzzle-web-streak = Серия
puzzle-web-best = Лучшая серия
puzzle-web-empty = На этом сервере ещё никто не отвечал на задачи.
puzzle-web-link = Рейтинг задач
