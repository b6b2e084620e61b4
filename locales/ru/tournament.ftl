### Glossary (русский): tournament = турнир, sign-up = запись, round = тур,
### standings = таблица, bye = свободный тур (бай), seed = посев, organiser = организатор,
### match = партия, W-L-D = В-П-Н, Swiss = швейцарская система,
### single elimination = олимпийская система, round robin = круговая система.
### Buchholz и SB (Зоннеборн-Бергер) остаются как есть.

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = Швейцарская система
tournament-format-single-elimination = Олимпийская система
tournament-format-round-robin = Круговая система
tournament-format-in-sentence-swiss = швейцарская система
tournament-format-in-sentence-single-elimination = олимпийская система
tournament-format-in-sentence-round-robin = круговая система
tournament-heading = Турнир #{ $id } · { $name }
tournament-target = до { $target }
tournament-turn = { $seconds } с на ход
tournament-rated = рейтинговый
tournament-not-rated = без рейтинга

## The public message
tournament-join = Участвовать
tournament-leave = Выйти
tournament-called-off-before = Отменён до начала (записалось игроков: { $count }).
tournament-round-of = Тур { $round } из { $rounds } · организатор { $organiser }
tournament-finished-after-emphasis = итоговая таблица
tournament-finished-after = Завершён после тура { $round } · организатор { $organiser } · { $emphasis }
tournament-signup = Организатор { $organiser }. Запись закрывается { $relative } или когда организатор начнёт турнир ({ $start }).
tournament-signed-up-emphasis = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
tournament-signed-up = Записалось: { $emphasis } (не больше { $max })
tournament-signed-up-names-emphasis = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
tournament-signed-up-names = Записалось: { $emphasis } (не больше { $max }): { $names }
tournament-and-more = и ещё { $count }
tournament-round = Тур { $round }
tournament-more-boards = …и ещё столов: { $count }
tournament-bye = { $player } получает свободный тур (победа)
tournament-through = { $player } проходит дальше без игры
tournament-match = Партия #{ $match }
tournament-a-match = партия
tournament-board = { $match }: { $a } против { $b } — { $state }
tournament-won-by = победитель — { $player }
tournament-drawn = ничья
tournament-decided = решено
tournament-over-state = окончена
tournament-playing = идёт
tournament-dropped = (выбыл)
tournament-line-elimination = посев { $seed } · побед: { $wins } · { $in ->
    [yes] ещё в игре
   *[no] выбыл
}
tournament-line-points = { $points } { $unit ->
    [one] очк.
   *[other] очк.
} · Buchholz { $buchholz } · SB { $sb } · партий: { $games } ({ $record }{ $byes ->
    [0] {""}
   *[other] , свободных туров: { $byes }
})
tournament-legend = -# Партии: В-П-Н, победы-поражения-ничьи.
tournament-pages = Таблица, страница { $page } из { $pages } (игроков: { $players }) · { $command } — страница { $next }
tournament-web = Живая страница в вебе

## Posts in the channel
tournament-reason = Причина: { $reason }
tournament-started = 🏁 { $name } начался ({ $how }): { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
}, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}, { $format }. Кто не уложится во время, получает техническое поражение, так что каждый тур заканчивается.
tournament-started-by = начал организатор { $by }
tournament-started-closed = запись закрылась
tournament-cancelled-too-few = ❌ { $name } отменён: к закрытию записи { $players ->
    [one] записался { $players } игрок
    [few] записались { $players } игрока
   *[many] записалось { $players } игроков
}, а нужно хотя бы 2.
tournament-cancelled-by = ❌ { $name } отменён организатором { $by }.{ $reason }
tournament-paired = 📋 { $name } · тур { $round } из { $rounds }:
tournament-pairing = { $a } против { $b }
tournament-pairing-match = { $match }: { $a } против { $b }
tournament-replayed = 🔁 { $name } · тур { $round }: партия #{ $old } между { $a } и { $b } { $voided ->
    [yes] аннулирована
   *[no] закончилась вничью
}, поэтому они играют снова: { $new }.
tournament-dropped-out = 🚪 { $player } выбывает из турнира { $name }.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 Организатор { $by } исключил { $player } из турнира { $name }.{ $forfeit }{ $reason }
tournament-forfeited = В партии #{ $match } засчитано техническое поражение.
tournament-awarded = ⚖️ { $name }: организатор { $by } присудил партию #{ $match } игроку { $winner }.{ $reason }
tournament-a-player = одному из игроков
tournament-voided = ⚖️ { $name }: организатор { $by } аннулировал партию #{ $match }; её игроки играют снова.{ $reason }
tournament-over = 🏆 { $name } завершён. Итоговая таблица:
tournament-over-by = 🏆 { $name } завершён (его завершил организатор { $by }).{ $reason } Итоговая таблица:

## Replies
tournament-reply-created = { $tournament } открыт: запись опубликована в этом канале. Он начнётся { $relative } или когда вы используете { $start }.
tournament-reply-started = { $tournament } начался: тур 1 опубликован в этом канале.
tournament-reply-you-off-signup-emphasis = Турнир #{ $id }
tournament-reply-you-off-signup = Вы больше не записаны на { $emphasis }.
tournament-reply-off-signup-emphasis = Турнир #{ $id }
tournament-reply-off-signup = Игрок { $player } больше не записан на { $emphasis }.
tournament-reply-you-out-emphasis = Турнира #{ $id }
tournament-reply-you-out = Вы выбыли из { $emphasis }: пар больше не будет, а идущая партия засчитана как техническое поражение.
tournament-reply-out-emphasis = Турнира #{ $id }
tournament-reply-out = Игрок { $player } выбыл из { $emphasis }: пар больше не будет, а идущая партия засчитана как техническое поражение.
tournament-reply-awarded = Партия #{ $match } присуждена { $player }; это опубликовано с вашей причиной.
tournament-reply-voided = Партия #{ $match } аннулирована; её игроки сыграют новую партию.
tournament-reply-called-off-emphasis = Турнир #{ $id }
tournament-reply-called-off = { $emphasis } отменён.
tournament-reply-over-emphasis = Турнир #{ $id }
tournament-reply-over = { $emphasis } завершён: итоговая таблица опубликована.
tournament-list-empty = На этом сервере ещё нет турниров. Организатор открывает турнир командой { $create }.
tournament-list-title = Турниры этого сервера (сначала новые):
tournament-list-signing-up = идёт запись, начало { $relative }
tournament-list-round = тур { $round } из { $rounds }
tournament-list-finished = завершён
tournament-list-called-off = отменён
tournament-no-page = В таблице Турнира #{ $id } { $pages ->
    [one] одна страница
   *[other] страницы с 1 по { $pages }
}: страницы { $page } нет.
tournament-joined-emphasis = Турнире #{ $id } · { $name }
tournament-joined = Вы участвуете в { $emphasis }. Ваши партии публикуются здесь, с упоминанием, когда составлены пары каждого тура.
tournament-left-emphasis = Турнира #{ $id } · { $name }
tournament-left = Вы вышли из { $emphasis }. Можно вернуться, пока запись открыта.

## Refusals
tournament-error-no-reason = Укажите причину: она публикуется вместе с действием.
tournament-error-reason-too-long = Причина слишком длинная: не больше { $max } символов.
tournament-error-bad-name = Дайте турниру название длиной от 1 до { $max } символов.
tournament-error-rounds-not-swiss = Число туров задаётся только для швейцарской системы: { $format } играет столько туров, сколько нужно.
tournament-error-bad-rounds = Турнир по швейцарской системе играется в 1–{ $max } туров.
tournament-error-bad-turn-seconds = Партиям турнира нужны часы на ход, чтобы каждый тур заканчивался: turn_seconds должно быть от { $min } до { $max }.
tournament-error-bad-max-players = Max_players должно быть от { $min } до { $max }.
tournament-error-bad-signup-minutes = Signup_minutes должно быть от 1 до { $max }.
tournament-error-no-such = Турнира #{ $id } нет.
tournament-error-not-here = На этом сервере нет Турнира #{ $id }.
tournament-error-not-signing-up = Турнир #{ $id } не принимает игроков: { $why }.
tournament-error-already-joined = Вы уже участвуете в Турнире #{ $id }.
tournament-error-full = Турнир #{ $id } заполнен: игроков — { $players }.
tournament-error-leave-started = Турнир #{ $id } уже начался: выйти можно командой { $drop }.
tournament-error-not-signed-up = Вы не записаны на Турнир #{ $id }.
tournament-error-too-few = Для начала Турниру #{ $id } нужно хотя бы { $min } игрока(ов); сейчас { $players }.
tournament-error-not-an-entrant = { $player } не участвует в Турнире #{ $id }.
tournament-error-already-dropped = Игрок { $player } уже выбыл из Турнира #{ $id }.
tournament-error-over = Турнир #{ $id } окончен: { $why }.
tournament-error-award-to-outsider = Присуди партию #{ $match } одному из двух её игроков.
tournament-error-not-a-tournament-match = Партия #{ $match } — не турнирная партия этого сервера.
tournament-closed-signing-up = запись ещё идёт
tournament-closed-started = он уже начался
tournament-closed-over = он завершён
tournament-closed-called-off = он отменён
