# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Seu lugar: partida #{ $id }, { $game }
web-seat-your-move = Sua jogada
web-seat-your-hand = Sua mão
web-seat-waiting = Esperando { $who }.
web-seat-clock = Seu relógio acaba às { $time }.
web-seat-match-page = Ver a partida inteira
web-seat-send = Enviar
web-forbidden = Não permitido
web-forbidden-text = Só um jogador desta partida, conectado, pode fazer isso, na própria página.
