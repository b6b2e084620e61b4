### Glossary (español de España): match = partida, host = anfitrión, event = evento, toss = sorteo,
### turn = turno, clock = reloj, reserve = reserva, forfeit = derrota por incomparecencia,
### void = anular, award = adjudicar, rated = puntuable, rating = puntuación, pause = pausar,
### resume = reanudar; Death Match (masculino), EC y DMO se quedan tal cual.
### Death Matches (/deathmatch): el mensaje de inicio, las condiciones del reloj, las acciones y
### decisiones del anfitrión tal como las lee el canal, el mensaje del canal de resultados, la lista
### del anfitrión, las respuestas y los rechazos. Los ids, nombres, juegos, menciones y marcas de
### tiempo de Discord ($deadline) se pasan tal cual.

## El mensaje de inicio (idioma del servidor).
dm-terms-untimed = sin límite de tiempo
dm-terms-clock =
    { $seconds } s por turno, { $strikes ->
        [one] { $strikes } turno perdido da la derrota
       *[other] { $strikes } turnos perdidos dan la derrota
    } por incomparecencia
dm-terms-reserve = , una reserva de { $reserve } cada uno
dm-terms-draw-dmo = {" "}· un empate es para el DMO
dm-terms-draw-stands = {" "}· un empate se queda en empate
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } contra DMO { $dmo } · anfitrión { $host }
dm-start-event = {" "}· evento { $event }
dm-start-clock = Reloj: { $terms }
dm-start-until = {" "}(si no lo hace antes de { $deadline }, empieza el DMO)
dm-start-picks = Sin sorteo: el DMO { $dmo } decide quién empieza{ $until } y elige:
dm-start-picked = Sin sorteo: el DMO { $dmo } decide quién empieza{ $until } y ha elegido: { $choice }.
# Delante de cada uno de los dos botones del DMO.
dm-button-prefix = DMO:{" "}

## Las acciones del anfitrión, publicadas en el canal de la partida (idioma del servidor).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Motivo: { $reason }
dm-paused = ⏸️ pausada por el anfitrión { $host }: ni jugadas ni reloj hasta que se reanude.
dm-resumed = ▶️ reanudada por el anfitrión { $host }.
dm-resumed-clock = ▶️ reanudada por el anfitrión { $host }: el reloj se agota { $deadline }.
dm-added = ⏱️ el anfitrión { $host } ha añadido { $duration } al turno actual.
dm-added-clock = ⏱️ el anfitrión { $host } ha añadido { $duration } al turno actual: el reloj se agota { $deadline }.
dm-void = 🚫 anulada por el anfitrión { $host }: sin resultado y sin puntuación.
dm-award = 🏅 adjudicada a { $winner } por el anfitrión { $host }: { $loser } pierde por incomparecencia.

## El resultado de un Death Match, en el canal de resultados y en el canal del que salió su hilo.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Respuestas al anfitrión (idioma del lector).
dm-no-bots = Los bots no pueden jugar un Death Match: elige a dos personas.
dm-started-in-thread = ⚔️ El Death Match #{ $id } ha empezado: se juega en su hilo, que se está abriendo.
dm-list-empty = Aún no hay Death Matches en este servidor. Empieza uno con { $command }.
dm-list-empty-event = No hay Death Matches en el evento { $event }.
dm-list-head = Death Matches de este servidor ({ $count }, los más recientes primero):
dm-list-head-event = Death Matches de { $event } ({ $count }):
# Una línea de la lista; $event es " · <evento>" o nada, $strikes los turnos perdidos o nada.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } contra DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· turnos perdidos { $a }/{ $max } · { $b }/{ $max }
dm-status-void = anulado ({ $reason })
dm-status-awarded = adjudicado a { $player }
dm-status-won = terminado: ganó { $player }
dm-status-draw = terminado: empate
dm-status-finished = terminado
dm-status-paused = ⏸️ en pausa
dm-status-choosing = esperando la elección del DMO
dm-status-to-move = en juego: le toca a { $player }
dm-status-to-move-clock = en juego: le toca a { $player }, reloj { $deadline }
dm-status-playing = en juego

## Un comando de Death Match rechazado (idioma del lector).
dm-refusal-no-reason = Indica un motivo: se publica con la acción.
dm-refusal-reason-too-long = El motivo es demasiado largo: { $max } caracteres como máximo.
dm-refusal-same-players = El EC y el DMO deben ser dos jugadores distintos.
dm-refusal-host-plays = El anfitrión arbitra y no juega: elige a otros dos jugadores.
dm-refusal-reserve-too-long = segundos_reserva debe estar entre 0 y { $max }.
dm-refusal-reserve-untimed = Una reserva necesita reloj por turno: indica también segundos_turno.
dm-refusal-event-too-long = El nombre del evento es demasiado largo: { $max } caracteres como máximo.
dm-refusal-not-a-death-match = La partida #{ $id } no es un Death Match.
dm-refusal-not-the-host = Solo el anfitrión de la partida #{ $id } puede hacer eso.
dm-refusal-already-paused = La partida ya está en pausa.
dm-refusal-not-paused = La partida no está en pausa.
dm-refusal-bad-added-time = Los segundos deben estar entre 1 y { $max }.
dm-refusal-untimed = Esta partida no tiene límite de tiempo: no hay reloj al que añadir.
dm-refusal-no-clock = No hay ningún reloj en marcha.
dm-refusal-award-to-outsider = Adjudica la partida a uno de sus dos jugadores.
dm-refusal-nothing-to-award = Una partida de reto no tiene anfitrión: no hay nada que adjudicar.
dm-refusal-no-rematch = Un Death Match no tiene revancha: su anfitrión inicia el siguiente.
