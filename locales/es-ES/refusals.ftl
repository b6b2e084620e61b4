### Glossary (español de España): challenge = reto, match = partida, move = jugada,
### turn clock = tiempo por turno, host = anfitrión, target = objetivo, setting = ajuste,
### check-in = check-in, reminder = recordatorio.

### Los rechazos del servicio (keys: see locales/en-US/refusals.ftl).

setting-error-turn = el tiempo por turno debe ser 0 (sin límite) o de { $min } a { $max } segundos
setting-error-strikes = los turnos perdidos antes de la derrota deben ser de 0 (nunca) a { $max }
setting-error-expiry = un reto debe esperar su respuesta de { $min } a { $max } segundos
setting-error-min-games = el mínimo de la clasificación debe ser de 1 a { $max } partidas
setting-error-too-many = como máximo { $max } roles o canales
setting-error-no-game = al menos un juego debe seguir activado
setting-error-zone = `{ $zone }` no es una zona horaria que yo conozca
setting-error-reminders = como máximo { $max } recordatorios, cada uno dentro de la semana anterior al inicio
setting-error-checkin = la ventana de check-in debe ser de 0 (sin check-in) a { $max } horas
setting-error-malformed = eso no es un valor de { $setting }

refusal-challenge-self = No puedes retarte: elige a otra persona.
refusal-challenge-bot = Otros bots no pueden jugar: reta a una persona o juega contra mí con { $practice }.
refusal-bot-busy = Ya estás jugando a { $game } contra el bot: termina o ríndete primero en la partida #{ $match }.
refusal-already-pending = Ya hay un reto pendiente entre vosotros dos.
refusal-open-pending = Ya tienes un reto abierto esperando: cancélalo antes de hacer otro.
refusal-open-decline = Un reto abierto no se puede rechazar: déjalo para otra persona.
refusal-own-challenge = No puedes aceptar tu propio reto.
refusal-not-over-yet = Esta partida aún se está jugando: la revancha se ofrece cuando termine.
refusal-bad-target = El objetivo debe estar entre 1 y { $max }.
refusal-bad-turn-seconds = El tiempo por turno (turn_seconds) debe ser 0 para sin límite, o de { $min } a { $max } segundos.
refusal-challenge-closed = { $status ->
    [pending] Este reto ya no está abierto: estaba pendiente.
    [accepted] Este reto ya no está abierto: fue aceptado.
    [declined] Este reto ya no está abierto: fue rechazado.
    [cancelled] Este reto ya no está abierto: fue cancelado.
   *[expired] Este reto ya no está abierto: caducó.
}
refusal-not-your-challenge = { $who ->
    [challenger] Solo quien lanzó el reto puede hacer eso.
   *[challenged] Solo quien recibió el reto puede hacer eso.
}
refusal-no-such-challenge = Ese reto no existe.
refusal-no-such-match = Esa partida no existe.
refusal-match-over = Esta partida ha terminado.
refusal-match-not-over = El registro está disponible cuando termina la partida.
refusal-other-server = Esa partida se jugó en otro servidor.
refusal-voided = Esta partida fue anulada por su anfitrión ({ $reason }): no tiene resultado que reproducir.
refusal-not-a-player = No juegas en esta partida.
refusal-not-your-turn = No es tu turno.
refusal-stale = Ese botón es de un turno anterior.
refusal-shutting-down = El bot se está apagando: vuelve a intentarlo en un momento.
refusal-paused = La partida está en pausa por su anfitrión: no hay jugadas hasta que se reanude.
refusal-game-off = { $game } está desactivado en este servidor.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .
