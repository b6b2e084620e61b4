# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Ваше место: партия #{ $id }, { $game }
web-seat-your-move = Ваш ход
web-seat-your-hand = Ваша рука
web-seat-waiting = Ждём: { $who }.
web-seat-clock = Ваши часы истекают в { $time }.
web-seat-match-page = Вся партия
web-seat-send = Отправить
web-forbidden = Нельзя
web-forbidden-text = Это может сделать только вошедший игрок этой партии, со своей страницы.
