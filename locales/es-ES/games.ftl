### Glossary (español de España): game = juego, match = partida, player = jugador,
### opponent = rival, turn = turno, clock = reloj, host = anfitrión, organiser = organizador,
### resign = rendirse, forfeit = incomparecencia, draw = empate, hint = pista.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } contra { $b }
games-title-dm = { $match } — ⚔️ Death Match: EC { $ec } contra DMO { $dmo } · anfitrión { $host }{ $event }
games-clock = { " " }· el reloj se agota <t:{ $t }:R>
games-clock-reserves = { " " }· reservas: { $a } { $ra } · { $b } { $rb }
games-reserve-running = en marcha
games-missed-turns = Turnos perdidos: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Anulada por el anfitrión: { $reason }. Sin resultado ni puntuación.
games-voided-organiser = 🚫 Anulada por el organizador: { $reason }. Sin resultado ni puntuación; sus jugadores juegan una partida nueva.
games-paused-emphasis = En pausa por el anfitrión
games-paused = ⏸️ { $emphasis }: ni jugadas ni reloj hasta que se reanude.
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 { $winner } gana: el anfitrión le ha concedido la partida ({ $reason }).
games-outcome-organiser-award = 🏅 { $winner } gana: el organizador le ha concedido la partida ({ $reason }).
games-outcome-dm-draw = 🏆 { $winner } gana: el juego acabó en empate, y un Death Match empatado es para el DMO.
games-outcome-draw = 🤝 La partida acaba en empate.
games-outcome-win = 🏆 { $winner } gana la partida.
games-outcome-forfeit = 🏆 { $winner } gana: { $loser } ha perdido { $n ->
    [one] un turno
   *[other] { $n } turnos
} y pierde por incomparecencia.
games-outcome-dropped-out = 🏆 { $winner } gana: { $loser } ha abandonado el torneo.
games-outcome-resigned = 🏆 { $winner } gana: { $loser } se ha rendido.
games-hint-emphasis = ¿Qué haría el bot?
games-hint = 💡 { $emphasis } Su jugada: { $what }.
games-not-mine = Este botón ya no es uno de los míos.
games-button-hint = ¿Qué haría el bot?
games-button-rematch = Revancha
games-button-hand = Mi mano
games-button-board = Jugar en el tablero
games-button-resign = Rendirse
match-number = Partida n.º { $id }
games-match-line = { $match } · { $what }
games-event-won = ¡{ $winner } gana la partida { $w }–{ $l }!
games-rules-playing-emphasis = Cómo jugar:
games-rules-playing-emphasis2 = las partidas contra el bot se guardan pero no puntúan
games-rules-playing-emphasis3 = ¿Qué haría el bot?
games-rules-playing-emphasis4 = Revancha
games-rules-playing = { $emphasis } reta a un jugador con { $challenge }, o deja el rival en blanco para que cualquiera de aquí pueda aceptar. ¿No hay nadie? { $practice } (o retarme a mí) juega contra el bot, fácil o fuerte: { $emphasis2 } en las clasificaciones. En tu turno, 💡 { $emphasis3 } te muestra la jugada del bot fuerte. Una partida terminada ofrece { $emphasis4 }.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Torneo n.º { $id } · ronda { $round }
games-reserve-started = ⏳ Se ha agotado el reloj del turno de { $who }; corre su reserva{ $until }.
games-reserve-until = : se agota <t:{ $t }:R>
games-missed-turn = ⏰ A { $who } se le ha acabado el tiempo (turno perdido { $n }/{ $max }); { $skipped ->
    [yes] se salta su turno
   *[no] el bot ha jugado por él
}.
