### Glossary (español de España): tournament = torneo, sign-up = inscripción, round = ronda,
### standings = clasificación, bye = descanso (bye), seed = cabeza de serie,
### organiser = organizador, match = partida, W-L-D = V-D-E, Swiss = sistema suizo,
### single elimination = eliminación directa, round robin = todos contra todos.
### Buchholz y SB (Sonneborn-Berger) se quedan igual.

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = Sistema suizo
tournament-format-single-elimination = Eliminación directa
tournament-format-round-robin = Todos contra todos
tournament-format-in-sentence-swiss = sistema suizo
tournament-format-in-sentence-single-elimination = eliminación directa
tournament-format-in-sentence-round-robin = todos contra todos
tournament-heading = Torneo #{ $id } · { $name }
tournament-target = a { $target }
tournament-turn = { $seconds } s por turno
tournament-rated = puntuable
tournament-not-rated = no puntuable

## The public message
tournament-join = Unirse
tournament-leave = Salir
tournament-called-off-before = Cancelado antes de empezar ({ $count ->
    [one] { $count } jugador inscrito
   *[other] { $count } jugadores inscritos
}).
tournament-round-of = Ronda { $round } de { $rounds } · organizado por { $organiser }
tournament-finished-after-emphasis = clasificación final
tournament-finished-after = Terminado tras la ronda { $round } · organizado por { $organiser } · { $emphasis }
tournament-signup = Organizado por { $organiser }. La inscripción se cierra { $relative }, o cuando el organizador lo inicie ({ $start }).
tournament-signed-up-emphasis = { $count ->
    [one] { $count } jugador inscrito
   *[other] { $count } jugadores inscritos
}
tournament-signed-up = { $emphasis } (como mucho { $max })
tournament-signed-up-names-emphasis = { $count ->
    [one] { $count } jugador inscrito
   *[other] { $count } jugadores inscritos
}
tournament-signed-up-names = { $emphasis } (como mucho { $max }): { $names }
tournament-and-more = y { $count } más
tournament-round = Ronda { $round }
tournament-more-boards = …y { $count } mesas más
tournament-bye = { $player } descansa (cuenta como victoria)
tournament-through = { $player } pasa sin jugar
tournament-match = Partida #{ $match }
tournament-a-match = una partida
tournament-board = { $match }: { $a } contra { $b } — { $state }
tournament-won-by = ganada por { $player }
tournament-drawn = empate
tournament-decided = decidida
tournament-over-state = terminada
tournament-playing = en juego
tournament-dropped = (retirado)
tournament-line-elimination = cabeza de serie { $seed } · { $wins } ganadas · { $in ->
    [yes] sigue en juego
   *[no] eliminado
}
tournament-line-points = { $points } { $unit ->
    [one] pt
   *[other] pts
} · Buchholz { $buchholz } · SB { $sb } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} ({ $record }{ $byes ->
    [0] {""}
   *[other] , { $byes } descanso
})
tournament-legend = -# Partidas: V-D-E, victorias-derrotas-empates.
tournament-pages = Clasificación, página { $page } de { $pages } ({ $players } jugadores) · { $command } para la página { $next }
tournament-web = Página en directo en la web

## Posts in the channel
tournament-reason = Motivo: { $reason }
tournament-started = 🏁 { $name } ha empezado ({ $how }): { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} de { $format }. Quedarse sin tiempo pierde la partida, así que toda ronda termina.
tournament-started-by = iniciado por el organizador { $by }
tournament-started-closed = la inscripción se cerró
tournament-cancelled-too-few = ❌ { $name } queda cancelado: la inscripción se cerró con { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}, y necesita al menos 2.
tournament-cancelled-by = ❌ { $name } queda cancelado por el organizador { $by }.{ $reason }
tournament-paired = 📋 { $name } · ronda { $round } de { $rounds }:
tournament-pairing = { $a } contra { $b }
tournament-pairing-match = { $match }: { $a } contra { $b }
tournament-replayed = 🔁 { $name } · ronda { $round }: la partida #{ $old } entre { $a } y { $b } { $voided ->
    [yes] se anuló
   *[no] acabó en empate
}, así que vuelven a jugar: { $new }.
tournament-dropped-out = 🚪 { $player } se ha retirado de { $name }.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 El organizador { $by } ha retirado a { $player } de { $name }.{ $forfeit }{ $reason }
tournament-forfeited = La partida #{ $match } se pierde por incomparecencia.
tournament-awarded = ⚖️ { $name }: el organizador { $by } ha dado la partida #{ $match } a { $winner }.{ $reason }
tournament-a-player = un jugador
tournament-voided = ⚖️ { $name }: el organizador { $by } ha anulado la partida #{ $match }; sus jugadores vuelven a jugar.{ $reason }
tournament-over = 🏆 { $name } ha terminado. Clasificación final:
tournament-over-by = 🏆 { $name } ha terminado (lo terminó el organizador { $by }).{ $reason } Clasificación final:

## Replies
tournament-reply-created = { $tournament } está abierto: su inscripción está publicada en este canal. Empieza { $relative }, o cuando uses { $start }.
tournament-reply-started = { $tournament } ha empezado: la ronda 1 está publicada en este canal.
tournament-reply-you-off-signup-emphasis = Torneo #{ $id }
tournament-reply-you-off-signup = Ya no estás en la inscripción del { $emphasis }.
tournament-reply-off-signup-emphasis = Torneo #{ $id }
tournament-reply-off-signup = { $player } ya no está en la inscripción del { $emphasis }.
tournament-reply-you-out-emphasis = Torneo #{ $id }
tournament-reply-you-out = Estás fuera del { $emphasis }: no se te empareja más, y una partida en juego se pierde por incomparecencia.
tournament-reply-out-emphasis = Torneo #{ $id }
tournament-reply-out = { $player } está fuera del { $emphasis }: no se le empareja más, y una partida en juego se pierde por incomparecencia.
tournament-reply-awarded = La partida #{ $match } es para { $player }; se publica con tu motivo.
tournament-reply-voided = La partida #{ $match } queda anulada; sus jugadores juegan una nueva partida.
tournament-reply-called-off-emphasis = Torneo #{ $id }
tournament-reply-called-off = { $emphasis } queda cancelado.
tournament-reply-over-emphasis = Torneo #{ $id }
tournament-reply-over = { $emphasis } ha terminado: la clasificación final está publicada.
tournament-list-empty = Aún no hay torneos en este servidor. Un organizador abre uno con { $create }.
tournament-list-title = Torneos de este servidor (los más recientes primero):
tournament-list-signing-up = en inscripción, empieza { $relative }
tournament-list-round = ronda { $round } de { $rounds }
tournament-list-finished = terminado
tournament-list-called-off = cancelado
tournament-no-page = La clasificación del Torneo #{ $id } tiene { $pages ->
    [one] una sola página
   *[other] las páginas 1 a { $pages }
}: no hay página { $page }.
tournament-joined-emphasis = Torneo #{ $id } · { $name }
tournament-joined = Estás en el { $emphasis }. Tus partidas se publican aquí, con tu mención, al emparejarse cada ronda.
tournament-left-emphasis = Torneo #{ $id } · { $name }
tournament-left = Has salido del { $emphasis }. Puedes volver mientras la inscripción siga abierta.

## Refusals
tournament-error-no-reason = Da un motivo: se publica con la acción.
tournament-error-reason-too-long = El motivo es demasiado largo: como mucho { $max } caracteres.
tournament-error-bad-name = Dale al torneo un nombre de 1 a { $max } caracteres.
tournament-error-rounds-not-swiss = Las rondas son solo para el sistema suizo: { $format } juega las rondas que necesite.
tournament-error-bad-rounds = Un torneo de sistema suizo juega de 1 a { $max } rondas.
tournament-error-bad-turn-seconds = Las partidas de un torneo necesitan reloj por turno, para que toda ronda termine: turn_seconds debe ir de { $min } a { $max }.
tournament-error-bad-max-players = Max_players debe ir de { $min } a { $max }.
tournament-error-bad-signup-minutes = Signup_minutes debe ir de 1 a { $max }.
tournament-error-no-such = No hay ningún Torneo #{ $id }.
tournament-error-not-here = No hay ningún Torneo #{ $id } en este servidor.
tournament-error-not-signing-up = El Torneo #{ $id } no admite jugadores: { $why }.
tournament-error-already-joined = Ya estás en el Torneo #{ $id }.
tournament-error-full = El Torneo #{ $id } está lleno: { $players } jugadores.
tournament-error-leave-started = El Torneo #{ $id } ha empezado: sal con { $drop }.
tournament-error-not-signed-up = No estás inscrito en el Torneo #{ $id }.
tournament-error-too-few = El Torneo #{ $id } necesita al menos { $min } jugadores para empezar; tiene { $players }.
tournament-error-not-an-entrant = { $player } no está en el Torneo #{ $id }.
tournament-error-already-dropped = { $player } ya se ha retirado del Torneo #{ $id }.
tournament-error-over = El Torneo #{ $id } ha terminado: { $why }.
tournament-error-award-to-outsider = Da la partida #{ $match } a uno de sus dos jugadores.
tournament-error-not-a-tournament-match = La partida #{ $match } no es una partida de torneo de este servidor.
tournament-closed-signing-up = aún está en inscripción
tournament-closed-started = ya ha empezado
tournament-closed-over = ya ha terminado
tournament-closed-called-off = se canceló
