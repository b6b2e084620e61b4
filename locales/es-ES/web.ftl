### Glossary (español de España): game = juego, match = partida, player = jugador,
### opponent = rival, season = temporada, leaderboard/board = clasificación,
### rating = puntuación, rated = puntuable, rank = puesto, streak = racha,
### W-L-D = V-D-E (victorias-derrotas-empates), win = victoria, loss = derrota, draw = empate,
### forfeit = derrota por incomparecencia, resign = rendirse, record (file) = registro,
### organiser = organizador, tournament = torneo, round = ronda, bye = descanso.
### Death Match, EC, DMO, Buchholz, SB, Glicko-2 se quedan como están.

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = Clasificaciones
web-nav-live = En directo
web-footer = Páginas de solo lectura de clash-bot. Las puntuaciones son Glicko-2; V-D-E son victorias, derrotas y empates.
web-not-found = No encontrada
web-not-found-text = Aquí no hay ninguna página.
web-index-heading = Las páginas de clash-bot
web-back-to-start = Ir a la página de inicio
web-too-many = Demasiadas solicitudes
web-too-many-text = Ve un poco más despacio y vuelve a intentarlo.
web-busy = Las páginas están ocupadas
web-busy-text = Vuelve a intentarlo en un momento.
web-failed = Algo ha salido mal
web-failed-text = El error ha sido nuestro y ha quedado registrado. Vuelve a intentarlo más tarde.
web-index = Las páginas de los servidores que publican sus clasificaciones, jugadores, partidas y torneos. Sigue un enlace que el bot publique en tu servidor.
web-page-title = { $name } · clash-bot
web-player-unknown = jugador { $user }
web-pager = Páginas
web-pager-previous = ‹ Anterior
web-pager-next = Siguiente ›
web-versus = { $a } contra { $b }
web-live-badge = en directo
web-all-time = Histórico
web-season-name = Temporada { $number }: { $name }

## Table headers
web-wld = V-D-E
web-col-player = Jugador
web-col-players = Jugadores
web-col-rating = Puntuación
web-col-games = Partidas
web-col-game = Juego
web-col-opponent = Rival
web-col-match = Partida
web-col-result = Resultado
web-col-score = Marcador
web-col-when = Cuándo
web-col-points = Puntos
web-col-board = Mesa

## A player's result in a match
web-result-win = victoria
web-result-loss = derrota
web-result-draw = empate

## A server's home
web-home-title = Clasificaciones · clash-bot
web-home-description = Las clasificaciones de Clash, Tile Poker, Clubbed, Shape Clash y Duel de este servidor, sus temporadas, torneos y Death Matches.
web-home-heading = Clasificaciones
web-home-running-since = En curso desde { $time }.
web-home-whole-board = Clasificación completa ({ $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}) ›
web-home-no-rated-games = Aún no hay partidas puntuables.
web-home-seasons = Temporadas
web-home-season-running = en curso
web-home-season-ended = terminada
web-home-season-boards = clasificaciones:
web-home-tournaments = Torneos
web-home-no-tournaments = Aún no hay torneos.
web-home-deathmatches = Death Matches
web-home-no-deathmatches = Aún no hay Death Matches.
web-home-dm-players = { $a } (EC) contra { $b } (DMO)
web-home-dm-voided = Partida #{ $id } anulada por el anfitrión: { $reason }
web-home-status-signup = inscripción abierta
web-home-status-playing = en juego
web-home-status-finished = terminado
web-home-status-cancelled = cancelado

## A board's page
web-board-title = Clasificación de { $game } · { $scope } · página { $page }
web-board-description = { $players ->
    [one] { $players } jugador ordenado
   *[other] { $players } jugadores ordenados
} por puntuación Glicko-2 ({ $scope }).
web-board-heading = Clasificación de { $game }
web-board-facts = { $scope } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} · al menos { $games } partidas puntuables para aparecer
web-board-empty = Todavía no hay nadie en esta clasificación.

## A player's page
web-player-description = Puntuaciones, resultados e historial de { $name }.
web-player-description-best = Puntuaciones, resultados e historial de { $name } ({ $best }).
web-player-rank = Puesto
web-player-rank-of = { $rank } de { $players }
web-player-not-ranked = aún sin puesto (hacen falta { $games } partidas puntuables)
web-player-streak = Racha
web-player-best-streak = mejor { $best }
web-player-streak-none = ninguna
web-player-streak-won = { $count ->
    [one] { $count } ganada
   *[other] { $count } ganadas
}
web-player-streak-lost = { $count ->
    [one] { $count } perdida
   *[other] { $count } perdidas
}
web-player-chart = Puntuación de { $game } en las últimas { $games } partidas puntuables, de { $from } a { $to }
web-player-head-to-head = Cara a cara
web-player-matches = Partidas

## A finished match's page
web-match-title = Partida #{ $id }: { $game } — { $a } contra { $b }
web-match-heading = Partida #{ $id }: { $game }
web-match-not-finished = Sin terminar.
web-match-played = Jugada
web-match-moves = Jugadas
web-match-commitment = Compromiso del reparto
web-match-record = Registro
web-match-record-where = Solo sus jugadores pueden obtenerlo, con { $command } en Discord
web-match-step = Paso { $step } de { $last }
web-match-film = Toda la partida en una imagen animada
web-steps = Pasos
web-steps-start = « Inicio
web-steps-back = ◀ Atrás
web-steps-next = Siguiente ▶
web-steps-end = Final »

## One step of a match
web-chapter-round = Ronda { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Reparto { $n }
web-score-score = Marcador
web-score-stores = Montones (gana quien tenga menos)
web-score-clashes = Clashes ganados
web-score-points = Puntos
web-step-unreadable = (paso ilegible)
web-step-dealt = La mesa tal como se repartió.
web-step-moved-unreadable = { $who } jugó (paso ilegible).
web-step-moved = { $who } ha jugado.
web-step-timeout-skipped = A { $who } se le acabó el tiempo: se saltó su turno.
web-step-timeout-default = A { $who } se le acabó el tiempo: se jugó la jugada por defecto de las reglas.
web-step-resigned = { $who } se rindió.
web-step-ruled-out = El anfitrión descalificó a { $who }: pierde por incomparecencia.
web-step-missed-turns = Turnos perdidos: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = Ahora: { $who } { $what }.
web-step-voided-host = Anulada por el anfitrión: { $reason }. Sin resultado ni puntuación.
web-step-voided-organiser = Anulada por el organizador: { $reason }. Sin resultado ni puntuación; sus jugadores juegan una nueva partida.

## How a match ended
web-outcome-awarded-host = { $winner } gana: el anfitrión le concedió la partida ({ $reason }).
web-outcome-awarded-organiser = { $winner } gana: el organizador le concedió la partida ({ $reason }).
web-outcome-dm-draw = { $winner } gana: el juego acabó en empate, y un Death Match empatado es para el DMO.
web-outcome-draw = La partida acaba en empate.
web-outcome-won = { $winner } gana la partida.
web-outcome-forfeit = { $winner } gana: { $loser } pierde por incomparecencia.
web-outcome-missed-turns = { $winner } gana: { $loser } { $turns ->
    [one] perdió un turno
   *[other] perdió { $turns } turnos
} y pierde por incomparecencia.
web-outcome-dropped-out = { $winner } gana: { $loser } abandonó el torneo.
web-outcome-resigned = { $winner } gana: { $loser } se rindió.

## Live matches
web-live-title = Partidas en directo · clash-bot
web-live-description = { $count ->
    [one] { $count } partida en juego ahora.
   *[other] { $count } partidas en juego ahora.
}
web-live-heading = Partidas en directo
web-live-none = Ahora mismo no se está jugando ninguna partida.
web-live-match-title = Partida #{ $id } en directo: { $game } — { $a } contra { $b }
web-live-match-description = { $game } en juego ahora.
web-live-follows = Esta página sigue la partida: se recarga sola tras cada jugada.

## A tournament's page
web-tournament-title = Torneo #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} · { $status }
web-tournament-name = Torneo #{ $id }: { $name }
web-tournament-status-signup = Inscripción abierta
web-tournament-status-playing = En juego
web-tournament-status-finished = Terminado
web-tournament-status-cancelled = Cancelado
web-tournament-round-of = ronda { $round } de { $rounds }
web-tournament-round-now = ronda { $round }
web-tournament-follows = Esta página sigue el torneo: se recarga sola cuando llega un resultado.
web-tournament-standings = Clasificación
web-tournament-dropped = (se retiró)
web-tournament-byes = ({ $byes ->
    [one] { $byes } descanso
   *[other] { $byes } descansos
})
web-tournament-bracket = Cuadro
web-tournament-tie-breaks = Los empates se deshacen por Buchholz (los puntos de los rivales) y después por Sonneborn-Berger (los puntos de los rivales vencidos y la mitad de los de aquellos con quienes se empató).
web-tournament-round = Ronda { $round }
web-tournament-won = ganó { $name }
web-tournament-playing = en juego
web-tournament-draw = empate
web-tournament-bye = descanso
web-tournament-walkover = pasa por incomparecencia
web-tournament-match-playing = #{ $id } (en juego)

## A bracket's picture and its words
web-bracket-final = Final
web-bracket-round = Ronda { $round }
web-bracket-bye = descanso
web-bracket-alt = Cuadro de { $name }.
web-bracket-alt-round = Ronda { $round }: { $boards }.
web-bracket-through = { $a } pasa de ronda
web-bracket-beat = { $a } ganó a { $b }
web-bracket-playing = { $a } contra { $b }, en juego

## A film's seat labels (drawn into the picture)
web-film-player = Jugador { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = El tablero
web-activity-connecting = Conectando con Discord…
web-activity-signing-in = Iniciando tu sesión…
web-activity-finding = Buscando tu partida…
web-activity-outside = Esta página se abre dentro de Discord: usa «Jugar en el tablero» bajo la mesa de una partida.
web-activity-denied = No has permitido el inicio de sesión, así que el tablero no puede mostrar tu puesto.
web-activity-failed = El tablero no se ha podido abrir. Ciérralo y vuelve a intentarlo.
web-activity-no-match = No tienes ninguna partida en curso en este canal.
web-activity-busy = El tablero está ocupado. Vuelve a intentarlo en un momento.

## Iniciar sesión con Discord
web-signin = Iniciar sesión con Discord
web-signout = Cerrar sesión
web-signed-in-as = Sesión iniciada como { $name }
web-signin-refused = Inicio de sesión rechazado
web-signin-refused-text = Este inicio de sesión no empezó en este navegador o tardó demasiado. Vuelve a iniciar sesión desde la página en la que estabas.
web-signin-cancelled = Sesión no iniciada
web-signin-cancelled-text = Discord no ha iniciado tu sesión: la solicitud se canceló o se rechazó.
web-signin-expired = Inicio de sesión caducado
web-signin-expired-text = Discord ya no acepta este inicio de sesión: ya se usó o es demasiado antiguo. Vuelve a iniciar sesión.
web-signin-discord-down = Discord no ha respondido
web-signin-discord-down-text = Para iniciar sesión hace falta Discord, y no ha respondido como se esperaba. Inténtalo de nuevo en un momento.
web-forged = Solicitud rechazada
web-forged-text = Esta solicitud no viene de una página del bot, o ya no tienes la sesión iniciada. Recarga la página e inténtalo de nuevo.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Tu sitio: partida #{ $id }, { $game }
web-seat-your-move = Tu jugada
web-seat-your-hand = Tu mano
web-seat-last-move = Última jugada de tu rival
web-seat-waiting = Esperando a { $who }.
web-seat-clock = Tu reloj se agota a las { $time }.
web-seat-match-page = Ver toda la partida
web-seat-send = Enviar
web-forbidden = No permitido
web-forbidden-text = Solo un jugador de esta partida con sesión iniciada puede hacerlo, desde su propia página.
