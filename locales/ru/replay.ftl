### Glossary (русский): replay = повтор, step = шаг, match = партия, hand = рука (карты),
### host = ведущий, record = запись.

replay-head-emphasis = Повтор партии №{ $id }
replay-head = 📼 { $emphasis } ({ $game }) · шаг { $step } из { $last }
replay-web = Смотреть по шагам в вебе
replay-web-match = Повтор в вебе
replay-dealt = Стол после раздачи: ▶ проходит по каждому ходу.
replay-moved = сделал ход
replay-played = ▶ { $who }: { $what }.
replay-timeout = ⏰ У { $who } кончилось время: { $skipped ->
    [yes] ход пропущен
   *[no] сыгран ход по умолчанию по правилам
}.
replay-resigned = 🏳️ { $who } сдаётся.
replay-forfeit = 🚫 Ведущий снял { $who }: техническое поражение.
replay-film = ▶▶ Картинкой
replay-chapter = { $name } (шаг { $start })
replay-go-to = Перейти к…
replay-game-channels = На этом сервере играют в { $channels }: начните там. Ничего не изменено.
