### Glossary (español de España): game = juego, match = partida, player = jugador,
### opponent = rival, season = temporada, leaderboard/board = clasificación,
### rating = puntuación, rated = puntuable, rank = puesto, streak = racha,
### W-L-D = V-D-E (victorias-derrotas-empates), win = victoria, loss = derrota, draw = empate,
### forfeit = derrota por incomparecencia, resign = rendirse, soft reset = reinicio suave,
### record (file) = registro, organiser = organizador.

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = histórica
boards-in-season = en { $season }
boards-on-server = en este servidor

## /leaderboard
board-title = Clasificación de { $game }
board-page = página { $page } de { $pages }
board-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · racha { $streak }
board-streak-won = V{ $count }
board-streak-lost = D{ $count }
board-legend = Puntuación · V-D-E (victorias-derrotas-empates) · partidas · racha actual.
board-provisional = { $mark } marca una puntuación provisional (desviación de { $deviation } o más).
board-min-games = Los jugadores aparecen tras { $games } partidas puntuables.
board-empty = Todavía no hay nadie en esta clasificación: { $games ->
    [one] termina una partida puntuable
   *[other] termina { $games } partidas puntuables
} ({ $challenge } a alguien a { $game }) para entrar.
board-empty-ended = No había nadie en esta clasificación cuando terminó { $season }.
board-previous = Anterior
board-next = Siguiente
board-web = Clasificación completa en la web
board-no-page = No existe la página { $page }: la clasificación de { $game } tiene { $pages ->
    [one] solo la página 1
   *[other] las páginas 1 a { $pages }
}.

## A closed season's placements
placements-title = top { $top } final de { $season }

## /stats
stats-rating = Puntuación { $rating }
stats-provisional = (provisional hasta que ± baje de { $deviation })
stats-rank = puesto { $rank } de { $players }
stats-unranked = aún no está en la clasificación: { $games ->
    [one] falta { $games } partida puntuable
   *[other] faltan { $games } partidas puntuables
}
stats-win-rate = { $percent } %
stats-record = Balance { $record } (V-D-E, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}) · porcentaje de victorias { $rate } · racha actual { $streak } · racha de victorias más larga { $best }
stats-top-opponent = Rival más frecuente: { $player } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
stats-head-to-head-none = Cara a cara contigo: aún no hay partidas.
stats-head-to-head = Cara a cara contigo: { $player } ganó { $wins }, tú ganaste { $losses }, { $draws } empates.
stats-none-yours = Todavía no tienes partidas puntuables { $place }. Termina una partida ({ $challenge } a alguien) para tener puntuación.
stats-none-yours-game = Todavía no tienes partidas puntuables de { $game } { $place }. Termina una partida ({ $challenge } a alguien) para tener puntuación.
stats-none = { $player } todavía no tiene partidas puntuables { $place }.
stats-none-game = { $player } todavía no tiene partidas puntuables de { $game } { $place }.
stats-web = Página del jugador en la web

## /history
history-title = { $count ->
    [one] Última partida puntuable
   *[other] Últimas { $count } partidas puntuables
}
history-title-game = { $count ->
    [one] Última partida puntuable de { $game }
   *[other] Últimas { $count } partidas puntuables de { $game }
}
history-none = { $player } todavía no tiene partidas puntuables { $place }.
history-none-game = { $player } todavía no tiene partidas puntuables de { $game } { $place }.
history-win = Victoria
history-loss = Derrota
history-draw = Empate
history-forfeited = (perdió por tiempo)
history-opponent-forfeited = (el rival perdió por tiempo)
history-resigned = (se rindió)
history-opponent-resigned = (el rival se rindió)
history-line = { $result } { $how } contra { $player } · { $score } · { $change } · Partida n.º { $match }
history-line-plain = { $result } contra { $player } · { $score } · { $change } · Partida n.º { $match }

## The season option's suggestions
season-choice-running = { $season } (en curso)
season-choice-all-time = Histórica

## The rating lines of a game-over post
ratings = Puntuaciones: { $changes }
ratings-season = Puntuaciones ({ $season }): { $changes }
ratings-bot = No puntuable: una partida contra el bot no cuenta en ninguna clasificación.
ratings-voided = No puntuable: el anfitrión anuló la partida.
ratings-too-early = No puntuable: la partida terminó antes de su primera jugada.

## /record
record-match = Partida n.º { $match }
record-file = El registro de { $match } ({ $game }): su semilla y su sal, el reparto de cada puesto, cada jugada y el resultado. Compruébalo con { $verify }: recalcula el compromiso publicado en el sorteo y vuelve a jugar la partida.
record-no-match = No existe la partida n.º { $match }.
record-not-a-player = Solo { $a } y { $b }, que jugaron la partida n.º { $match }, pueden obtener su registro.
record-not-over = La partida n.º { $match } sigue en curso: el registro estará disponible cuando termine.

## /season
season-list-empty = Este servidor aún no tiene temporadas: sus clasificaciones son históricas. Los organizadores empiezan una con { $start }.
season-list-title = Temporadas de este servidor ({ $count })
season-list-hint = { $leaderboard }, { $stats } y { $history } muestran la temporada en curso; { $option } indica otra, { $all } las clasificaciones históricas.
season-running-since = en curso desde el { $date }
season-soft-reset = reinicio suave
season-over = { $season } ha terminado: duró del { $from } al { $to }.
season-over-nobody = No había nadie en sus clasificaciones.
season-over-placements = A continuación, su clasificación final, un mensaje por juego ({ $games }); { $leaderboard } la vuelve a mostrar con { $option } en { $season }.
season-none-runs = Ahora no hay ninguna temporada en curso: las partidas puntuables solo cuentan en las clasificaciones históricas hasta el próximo { $start }.
season-started = { $season } empieza ahora: cada partida puntuable que termine a partir de ahora cuenta en ella (y en la histórica), incluidas las partidas en curso.
season-start-soft = Reinicio suave: cada jugador empieza con su puntuación histórica acercada a medio camino de 1500, y su desviación subida a medio camino de 350.
season-start-fresh = Todo el mundo empieza de cero con 1500.
season-started-hint = { $leaderboard } la muestra; { $all } las clasificaciones históricas.

## Season refusals
organisers-only = Solo { $who ->
    [hosts] los anfitriones de Death Match
    [tournament] los organizadores del torneo
   *[other] los organizadores
} pueden hacer eso: los miembros con el permiso «Gestionar servidor». No se ha cambiado nada.
organisers-only-roles = Solo { $who ->
    [hosts] los anfitriones de Death Match
    [tournament] los organizadores del torneo
   *[other] los organizadores
} pueden hacer eso: los miembros con el rol de anfitrión ({ $roles }). No se ha cambiado nada.
season-error-bad-name = El nombre de una temporada debe tener de 1 a { $max } caracteres en una sola línea.
season-error-reserved = { $all } designa la clasificación histórica: dale otro nombre a la temporada.
season-error-taken = Este servidor ya tiene una temporada llamada { $season }: elige otro nombre.
season-error-none-open = No hay ninguna temporada en curso en este servidor: { $start } abre una.
season-error-no-such = Este servidor no tiene ninguna temporada llamada { $season }: elige una de la lista, o { $all } para la histórica.
