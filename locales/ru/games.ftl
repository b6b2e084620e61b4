### Glossary (русский): game = игра, match = партия, player = игрок, opponent = соперник,
### turn = ход, clock = часы, host = ведущий, organiser = организатор, resign = сдаться,
### forfeit = техническое поражение, draw = ничья, hint = подсказка.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } против { $b }
games-title-dm = { $match } — ⚔️ Death Match: EC { $ec } против DMO { $dmo } · ведущий { $host }{ $event }
games-clock = { " " }· время истекает <t:{ $t }:R>
games-clock-reserves = { " " }· резерв: { $a } { $ra } · { $b } { $rb }
games-reserve-running = идёт
games-missed-turns = Пропущенные ходы: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Отменена ведущим: { $reason }. Без результата и без рейтинга.
games-voided-organiser = 🚫 Отменена организатором: { $reason }. Без результата и без рейтинга; её игроки сыграют новую партию.
games-paused-emphasis = Приостановлена ведущим
games-paused = ⏸️ { $emphasis }: ни ходов, ни часов до возобновления.
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 { $winner } побеждает: ведущий присудил партию ({ $reason }).
games-outcome-organiser-award = 🏅 { $winner } побеждает: организатор присудил партию ({ $reason }).
games-outcome-dm-draw = 🏆 { $winner } побеждает: игра закончилась вничью, а ничейный Death Match достаётся DMO.
games-outcome-draw = 🤝 Партия закончилась вничью.
games-outcome-win = 🏆 { $winner } выигрывает партию.
games-outcome-forfeit = 🏆 { $winner } побеждает: { $loser } { $n ->
    [one] пропускает { $n } ход
    [few] пропускает { $n } хода
   *[other] пропускает { $n } ходов
} и получает техническое поражение.
games-outcome-dropped-out = 🏆 { $winner } побеждает: { $loser } выбывает из турнира.
games-outcome-resigned = 🏆 { $winner } побеждает: { $loser } сдаётся.
games-hint-emphasis = Что сделал бы бот?
games-hint = 💡 { $emphasis } Его ход: { $what }.
games-not-mine = Эта кнопка больше не моя.
games-button-hint = Что сделал бы бот?
games-button-rematch = Реванш
games-button-hand = Мои карты
games-button-board = Играть на столе
games-button-resign = Сдаться
match-number = Партия №{ $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } выигрывает партию { $w }–{ $l }!
games-rules-playing-emphasis = Как играть:
games-rules-playing-emphasis2 = партии против бота сохраняются, но не идут в рейтинг
games-rules-playing-emphasis3 = Что сделал бы бот?
games-rules-playing-emphasis4 = Реванш
games-rules-playing = { $emphasis } вызовите игрока через { $challenge } или не указывайте соперника, чтобы принять вызов мог любой здесь. Никого нет? { $practice } (или вызов мне) — игра против бота, лёгкого или сильного: { $emphasis2 }. В свой ход 💡 { $emphasis3 } покажет вам ход сильного бота. После партии можно нажать { $emphasis4 }.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Турнир №{ $id } · тур { $round }
games-reserve-started = ⏳ Время хода { $who } истекло; идёт резерв{ $until }.
games-reserve-until = : он закончится <t:{ $t }:R>
games-missed-turn = ⏰ У { $who } кончилось время (пропущен ход { $n }/{ $max }); { $skipped ->
    [yes] ход пропускается
   *[no] бот сходил за него
}.
