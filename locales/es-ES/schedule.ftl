### Glossary (español de España): scheduled = programado, Scheduled Death Match = Death Match programado, check in = hacer check-in (botón «Hacer check-in»), grace = margen de cortesía, announcement = anuncio, reschedule = reprogramar, cancel = cancelar, match = partida, host = anfitrión, player = jugador, forfeit = derrota por incomparecencia, event = evento; Death Match, EC y DMO se quedan tal cual.
### Eventos programados (/deathmatch schedule): el anuncio, sus mensajes, las respuestas al anfitrión
### y a los jugadores, y los rechazos. Las horas son marcas de tiempo de Discord ($full, $relative),
### que cada lector ve en su propia zona; los ids, nombres y menciones se pasan tal cual.

## El anuncio (idioma del canal), actualizado a medida que avanza el evento.
schedule-title-emphasis = Death Match programado #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Torneo programado #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Organizador { $host } · cada inscrito hace check-in antes del inicio; quien no lo haga queda fuera.
schedule-event = Evento: { $event }
schedule-players = { $ec } (EC) contra { $dmo } (DMO) · anfitrión { $host }
schedule-when = Empieza: { $full } ({ $relative })
schedule-checkin-later = El check-in se abre { $opens } ({ $window } antes del inicio).
schedule-checkin-open = ✋ El check-in está abierto: jugadores, pulsad { $button } antes del inicio.
schedule-checkin-none = Sin check-in: empieza a su hora.
schedule-checked = Con check-in: { $names }
schedule-checked-nobody = Con check-in: nadie todavía
schedule-grace = ⏳ Esperando a { $missing }: sin check-in, pierde por incomparecencia { $deadline }.
schedule-started = ▶️ Empezado: partida #{ $match }.
schedule-started-tournament = ▶️ Empezado: { $count ->
    [0] se está emparejando la primera ronda.
    [1] la ronda 1 es la partida { $matches }.
   *[other] la ronda 1 son las partidas { $matches }.
}
schedule-forfeited = 🏳️ { $missing } no hizo check-in: la partida #{ $match } fue para el otro jugador.
schedule-lapsed = Ningún jugador hizo check-in: el anfitrión puede reprogramarlo o cancelarlo.
schedule-cancelled = ❌ Cancelado: { $reason }
schedule-cancelled-bare = ❌ Cancelado: el torneo se ha suspendido.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } se desactivó en este servidor antes del comienzo.
schedule-refused-terms = sus condiciones ya no son válidas en este servidor.
schedule-refused-too-few = solo { $checked } de { $due } { $checked ->
    [one] hizo
   *[other] hicieron
} check-in, y un torneo necesita al menos { $min }.
schedule-button-checkin = Hacer check-in
schedule-button-event = Evento de Discord

## Mensajes en el canal (idioma del canal).
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players }: el torneo programado #{ $id } ({ $game }) empieza { $relative }, { $full }.
       *[other] ⏰ { $players }: el Death Match programado #{ $id } ({ $game }) empieza { $relative }, { $full }.
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players }: el check-in del torneo programado #{ $id } está abierto. Pulsad { $button } en su anuncio antes de { $full }.
       *[other] ✋ { $players }: el check-in del Death Match programado #{ $id } está abierto. Pulsad { $button } en su anuncio antes de { $full }.
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ { $player } ha hecho check-in para el torneo programado #{ $id }.
       *[other] ✅ { $player } ha hecho check-in para el Death Match programado #{ $id }.
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ Ya es la hora del torneo programado #{ $id }, pero { $missing } no ha hecho check-in: el margen de cortesía dura hasta { $deadline }.
       *[other] ⏳ Ya es la hora del Death Match programado #{ $id }, pero { $missing } no ha hecho check-in: el margen de cortesía dura hasta { $deadline }.
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ El torneo programado #{ $id } empieza ahora: { $players }.
       *[other] ▶️ El Death Match programado #{ $id } empieza ahora: { $players }.
    }
schedule-post-forfeited = 🏳️ { $missing } no hizo check-in: el Death Match programado #{ $id } se decide por incomparecencia.
schedule-post-lapsed = { $host }: ningún jugador hizo check-in para el Death Match programado #{ $id }. Reprográmalo con { $reschedule } o cancélalo.
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players }: el torneo programado #{ $id } pasa a { $full } ({ $relative }).
       *[other] 📅 { $players }: el Death Match programado #{ $id } pasa a { $full } ({ $relative }).
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players }: el torneo programado #{ $id } queda cancelado: { $reason }
       *[other] ❌ { $players }: el Death Match programado #{ $id } queda cancelado: { $reason }
    }
schedule-forfeit-reason = { $missing } no hizo check-in para el Death Match programado #{ $id }

## El evento de Discord (su nombre, 100 caracteres como máximo).
schedule-event-name = Death Match: { $ec } contra { $dmo }
schedule-event-name-tournament = Torneo: { $name }
schedule-event-description = { $kind ->
        [tournament] Torneo de { $game } (torneo programado #{ $id }). Los jugadores se inscriben y hacen check-in en los anuncios del bot antes del inicio.
       *[other] Death Match de { $game } (Death Match programado #{ $id }). Los jugadores hacen check-in en el anuncio del bot antes del inicio.
    }

## Respuestas al anfitrión y a los jugadores (en su propio idioma).
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 Torneo programado #{ $id }: { $full } ({ $relative }). Se está publicando su anuncio.
       *[other] 📅 Death Match programado #{ $id }: { $full } ({ $relative }). Se está publicando su anuncio.
    }
schedule-reply-gap = Nota: { $asked } no existe en { $zone } (esa noche se adelantan los relojes), así que queda para { $full }.
schedule-reply-overlap = Nota: { $asked } ocurre dos veces en { $zone } (esa noche se atrasan los relojes); se ha tomado la primera: { $full }.
schedule-reply-no-events-emphasis = Gestionar eventos
schedule-reply-no-events = No puedo crear eventos de Discord en este servidor, así que los Death Matches programados no tendrán evento. Para tenerlos, dale a mi rol { $emphasis } (Ajustes del servidor → Roles). Todo lo demás funciona sin ello.
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 El torneo programado #{ $id } pasa a { $full } ({ $relative }).
       *[other] 📅 El Death Match programado #{ $id } pasa a { $full } ({ $relative }).
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ El torneo programado #{ $id } queda cancelado.
       *[other] ❌ El Death Match programado #{ $id } queda cancelado.
    }
schedule-reply-started = ▶️ El Death Match programado #{ $id } ha empezado como partida #{ $match }.
schedule-reply-started-tournament = ▶️ El torneo programado #{ $id } ha empezado: se están emparejando las partidas de su primera ronda.
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ Has hecho check-in para el torneo programado #{ $id }, que empieza { $relative }.
       *[other] ✅ Has hecho check-in para el Death Match programado #{ $id }, que empieza { $relative }.
    }
schedule-reply-checked-in-start = ✅ Has hecho check-in: ya estáis todos, empieza ahora.

## Rechazos (idioma del lector): cada uno dice qué hacer en su lugar.
schedule-error-no-such = No hay ningún Death Match programado #{ $id } en este servidor.
schedule-error-not-host = { $kind ->
        [tournament] Solo el anfitrión del torneo programado #{ $id } puede cambiarlo. No se ha cambiado nada.
       *[other] Solo el anfitrión del Death Match programado #{ $id } puede cambiarlo. No se ha cambiado nada.
    }
schedule-error-not-open = { $kind ->
        [tournament] El torneo programado #{ $id } ya ha empezado o se ha cancelado. No se ha cambiado nada.
       *[other] El Death Match programado #{ $id } ya ha empezado o se ha cancelado. No se ha cambiado nada.
    }
schedule-error-bad-reason = Indica un motivo de 1 a { $max } caracteres: se publica con la cancelación.
schedule-error-bots = Los bots no pueden jugar un Death Match: elige a dos personas.
schedule-error-server-zone = La zona horaria configurada en este servidor ya no es válida: un admin puede volver a configurarla en /settings.
when-error-empty = Indica una hora: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` o una marca de tiempo de Discord.
when-error-unreadable = No entiendo `{ $text }` como una hora. Prueba con `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` o una marca de tiempo de Discord.
when-error-unknown-zone = `{ $zone }` no es una zona horaria que conozca: usa un nombre como `Europe/Berlin`, `UTC` o un desfase como `+02:00`.
when-error-bad-date = `{ $date }` no es una fecha: escríbela como `YYYY-MM-DD`.
when-error-past = Esa hora ya ha pasado. Escribe una que esté por llegar: `in 2h30m`, `tomorrow 18:00` o solo una hora como `20:00` (la próxima).
when-error-too-far = Eso es dentro de más de un año: lo más tarde posible es { $latest }. Escribe una hora anterior, como `YYYY-MM-DD HH:MM` o `in 30d`.
when-error-bad-duration = `{ $text }` no es una duración: escríbela como `5m`, `1h30m` o `2d`.
when-error-duration-too-long = Una duración puede ser como mucho de una semana.
checkin-error-not-player = Solo los jugadores de este Death Match programado hacen check-in.
checkin-error-already = Ya has hecho check-in.
checkin-error-not-open = El check-in se abre { $opens }.
checkin-error-no-checkin = Este Death Match no tiene check-in: basta con estar ahí al inicio.
checkin-error-over = El check-in ha terminado: el Death Match ya ha empezado o se ha cancelado.

## La lista del anfitrión (/deathmatch list), en el idioma del anfitrión.
schedule-list-title = Death Matches programados
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } contra { $dmo } · { $state }
schedule-state-upcoming = programado
schedule-state-checkin = check-in abierto, { $checked } de { $due } dentro
schedule-state-grace = esperando a { $missing }
schedule-state-started = empezado como partida #{ $match }
schedule-state-lapsed = caducado: no vino nadie
schedule-state-cancelled = cancelado
