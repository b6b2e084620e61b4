### Glossary (español de España): challenge = reto (retar), open challenge = reto abierto,
### accept = aceptar, decline = rechazar, withdraw = retirar, match = partida, practice =
### entrenamiento, toss = sorteo, turn = turno, move = jugada, clock = reloj, forfeit = derrota por
### incomparecencia, resign = rendirse, thread = hilo, player = jugador, opponent = rival,
### rated = puntuable.
### Retos (/retar), entrenamiento contra el bot, revancha, tus partidas, rendirse y el hilo de una
### partida. Los ids, nombres, juegos, menciones y marcas de tiempo de Discord ($expires, $deadline)
### se pasan tal cual.

## El mensaje de un reto y sus botones (idioma del servidor).
challenge-accept = Aceptar
challenge-decline = Rechazar
challenge-cancel = Retirar
challenge-anyone = cualquiera de aquí
challenge-terms-target = gana quien llegue a { $target }
challenge-terms-untimed = sin límite de tiempo
challenge-terms-clock =
    { $seconds } s por turno, { $strikes ->
        [one] { $strikes } turno perdido da la derrota
       *[other] { $strikes } turnos perdidos dan la derrota
    } por incomparecencia
challenge-post-emphasis = Reto #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } reta a { $opponent } a { $game } ({ $terms }).
    { $opponent }, ¿aceptas? Este reto caduca { $expires }.
challenge-post-open-emphasis = Reto abierto #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } reta a cualquiera de aquí a { $game } ({ $terms }).
    Juega el primero que acepte. Este reto caduca { $expires }.
challenge-accepted-emphasis = partida #{ $match }
challenge-accepted = ✅ Reto #{ $id }: { $opponent } ha aceptado el reto de { $challenger } a { $game } — esta es la { $emphasis }.
challenge-accepted-thread-emphasis = partida #{ $match }
challenge-accepted-thread = ✅ Reto #{ $id }: { $opponent } ha aceptado el reto de { $challenger } a { $game } — esta es la { $emphasis }. Se juega en su hilo, abierto desde este mensaje.
challenge-accepted-no-thread-emphasis = partida #{ $match }
challenge-accepted-no-thread = ✅ Reto #{ $id }: { $opponent } ha aceptado el reto de { $challenger } a { $game } — esta es la { $emphasis }. Se juega en este canal: no se pudo abrir su hilo.
# $challenged: una mención, o challenge-anyone.
challenge-declined = ❌ Reto #{ $id }: { $player } ha rechazado el reto de { $challenger } a { $game }.
challenge-withdrawn = 🚫 Reto #{ $id }: { $challenger } ha retirado el reto a { $challenged } ({ $game }).
challenge-expired = ⌛ El reto #{ $id } de { $challenger } a { $challenged } ({ $game }) ha caducado sin respuesta.

## Una partida contra el bot (idioma del servidor; la nota del hilo, el del jugador).
practice-line = 🤖 { $match } — { $player } juega a { $game } contra { $bot } (nivel { $level ->
        [easy] fácil
        [random] aleatorio
       *[strong] fuerte
    }). Entrenamiento: no puntuable. Ahora viene el sorteo.
practice-in-thread = Se juega en su hilo, que se está abriendo.

## Tus partidas y rendirse (idioma del lector).
games-none = No tienes partidas en curso. Empieza una con { $command }.
games-head = Tus partidas en curso ({ $count }):
# $clock: games-clock o nada; $link: " — <enlace a la mesa>" o nada.
games-line = • Partida #{ $id } · { $game } contra { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = te toca
games-their-move = le toca a { $player }
games-over = terminada
games-list-clock = , el reloj se agota { $deadline }
resign-no-such-match = No tienes ninguna partida #{ $id } en curso. { $games } muestra las tuyas.
resign-none = No tienes partidas en curso en las que rendirte.
resign-confirm = ¿Rendirte en la partida #{ $id } ({ $game })? Tu rival gana en el acto.
resign-which = Juegas varias partidas: ¿en cuál te rindes? (o usa { $usage })
# El marcador de "/rendirse partida:<número>".
resign-number = número
resign-button = Rendirse en la partida #{ $id }
resign-cancel = Cancelar

## El hilo de una partida (idioma del servidor). Un nombre de hilo no puede mencionar a nadie: los
## jugadores aparecen por su nombre ($a, $b), 100 caracteres como máximo en total.
thread-bot = el bot
thread-someone = un jugador
thread-players = { $a } contra { $b }
# $label: " · Torneo #3 · ronda 2" en un torneo; si no, nada.
thread-name = Partida #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } contra { $b }: se juega en su hilo.
thread-starter-failed = { $match } · { $game } · { $a } contra { $b }: se juega en este canal: no se pudo abrir su hilo.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) contra { $b } (DMO), con { $host } de anfitrión: se juega en su hilo.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) contra { $b } (DMO), con { $host } de anfitrión: se juega en este canal: no se pudo abrir su hilo.
thread-result =
    { $result }
    🧵 La partida: <#{ $thread }>
