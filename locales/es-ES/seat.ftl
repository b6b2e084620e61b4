# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = Tu sitio: partida #{ $id }, { $game }
web-seat-your-move = Tu jugada
web-seat-your-hand = Tu mano
web-seat-waiting = Esperando a { $who }.
web-seat-clock = Tu reloj se agota a las { $time }.
web-seat-match-page = Ver toda la partida
web-seat-send = Enviar
web-forbidden = No permitido
web-forbidden-text = Solo un jugador de esta partida con sesión iniciada puede hacerlo, desde su propia página.
