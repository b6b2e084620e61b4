### Glossary (español de España): game = juego, match = partida, turn = turno,
### player = jugador, opponent = rival, season = temporada, leaderboard = clasificación,
### rating = puntuación, rated = puntuable, forfeit = derrota por incomparecencia,
### organiser = organizador, host = anfitrión, tournament = torneo, sign-up = inscripción,
### standings = clasificación, round = ronda, record = registro, draw = empate;
### Death Match, EC y DMO se quedan tal cual.

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = retar
cmd-challenge-description = Reta a un jugador, a mí (el bot: jugamos ya) o a cualquiera de aquí (sin indicar rival).
cmd-challenge-game = juego
cmd-challenge-game-description = Qué juego
cmd-challenge-opponent = rival
cmd-challenge-opponent-description = A quién retar (a mí, para jugar contra el bot); sin rival, cualquiera de aquí puede aceptar
cmd-challenge-target = objetivo
cmd-challenge-target-description = Puntos (o clashes) que ganan la partida; si no, los del juego
cmd-challenge-turn_seconds = segundos_turno
cmd-challenge-turn_seconds-description = Segundos por turno: 0 sin límite; si no, los del servidor

cmd-practice = practicar
cmd-practice-description = Juega contra el bot: cualquier juego, cuando quieras. No puntuable.
cmd-practice-game = juego
cmd-practice-game-description = Qué juego
cmd-practice-level = nivel
cmd-practice-level-description = Lo bien que juega el bot; fuerte si no se indica
cmd-practice-level-easy = fácil
cmd-practice-level-strong = fuerte
cmd-practice-level-random = aleatorio (las primeras partidas de un principiante)
cmd-practice-target = objetivo
cmd-practice-target-description = Puntos (o clashes) que ganan la partida; si no, los del juego
cmd-practice-turn_seconds = segundos_turno
cmd-practice-turn_seconds-description = Segundos por turno: 0 sin límite; si no, los del servidor

cmd-games = partidas
cmd-games-description = Tus partidas en curso.

cmd-resign = rendirse
cmd-resign-description = Ríndete en una de tus partidas (pide confirmación).
cmd-resign-match = partida
cmd-resign-match-description = El número de partida (solo si juegas varias)

cmd-rules = reglas
cmd-rules-description = Cómo se juega un juego, con ejemplos.
cmd-rules-game = juego
cmd-rules-game-description = Qué juego

cmd-rank = valorar
cmd-rank-description = Valora una jugada de Clash de 1 a 4 cartas, p. ej. `9S 9H 7D 7C`.
cmd-rank-cards = cartas
cmd-rank-cards-description = De 1 a 4 cartas, p. ej. 9S 9H 7D 7C (10 o T para el diez; palos S H D C o ♠♥♦♣)

cmd-leaderboard = clasificación
cmd-leaderboard-description = La clasificación de un juego en este servidor.
cmd-leaderboard-game = juego
cmd-leaderboard-game-description = Qué juego
cmd-leaderboard-season = temporada
cmd-leaderboard-season-description = Qué temporada (la actual si no se indica; all para todas)
cmd-leaderboard-page = página
cmd-leaderboard-page-description = Página, de 10 jugadores (1 si no se indica)

cmd-stats = estadísticas
cmd-stats-description = Puntuación, puesto y balance de un jugador (los tuyos si no se nombra a nadie).
cmd-stats-user = usuario
cmd-stats-user-description = De quién (tuyas si no se indica)
cmd-stats-game = juego
cmd-stats-game-description = Qué juego (todos los que juega si no se indica)
cmd-stats-season = temporada
cmd-stats-season-description = Qué temporada (la actual si no se indica; all para todas)

cmd-history = historial
cmd-history-description = Las últimas partidas puntuables de un jugador (las tuyas si no se nombra a nadie).
cmd-history-user = usuario
cmd-history-user-description = De quién (tuyas si no se indica)
cmd-history-game = juego
cmd-history-game-description = Qué juego (todos si no se indica)
cmd-history-season = temporada
cmd-history-season-description = Qué temporada (la actual si no se indica; all para todas)

cmd-season = temporada
cmd-season-description = Temporadas: clasificaciones que empiezan de cero (los organizadores las empiezan y terminan).

cmd-season-start = empezar
cmd-season-start-description = Empieza una temporada nueva y cierra la actual (se publica su top 10 final).
cmd-season-start-name = nombre
cmd-season-start-name-description = El nombre de la nueva temporada, p. ej. Temporada 4
cmd-season-start-soft_reset = reinicio_suave
cmd-season-start-soft_reset-description = Empezar desde la puntuación histórica acercada a medias a 1500 (por defecto: todos en 1500)

cmd-season-end = terminar
cmd-season-end-description = Termina la temporada actual sin empezar otra (se publica su top 10 final).

cmd-season-list = lista
cmd-season-list-description = Las temporadas de este servidor, con sus fechas.

cmd-record = registro
cmd-record-description = El registro de una de tus partidas terminadas, en un archivo para `clash-bot verify`.
cmd-record-match = partida
cmd-record-match-description = El número de partida

cmd-replay = repetición
cmd-replay-description = Recorre jugada a jugada una partida terminada de este servidor.
cmd-replay-match = partida
cmd-replay-match-description = El número de partida
cmd-replay-public = público
cmd-replay-public-description = Publicarla en el canal para que todos la recorran (si no, solo la ves tú)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Gestiona Death Matches (solo anfitriones, salvo el registro).

cmd-deathmatch-start = empezar
cmd-deathmatch-start-description = Empieza un Death Match: el DMO elige quién empieza.
cmd-deathmatch-start-game = juego
cmd-deathmatch-start-game-description = Qué juego
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = El candidato a la eliminación (EC)
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = El rival del Death Match (DMO), elegido por el EC
cmd-deathmatch-start-event = evento
cmd-deathmatch-start-event-description = Un nombre de evento que agrupa Death Matches, p. ej. Temporada 4, semana 2
cmd-deathmatch-start-turn_seconds = segundos_turno
cmd-deathmatch-start-turn_seconds-description = Segundos por turno (60 por defecto; 0 sin límite)
cmd-deathmatch-start-max_strikes = máx_faltas
cmd-deathmatch-start-max_strikes-description = Turnos perdidos que dan la derrota (5 por defecto)
cmd-deathmatch-start-reserve_seconds = segundos_reserva
cmd-deathmatch-start-reserve_seconds-description = Una reserva de tiempo por jugador, que se gasta antes de saltar un turno (0 por defecto)
cmd-deathmatch-start-draw_to_dmo = empate_al_dmo
cmd-deathmatch-start-draw_to_dmo-description = Si un empate es para el DMO (sí por defecto)

cmd-deathmatch-schedule = programar
cmd-deathmatch-schedule-description = Programa un Death Match: se anuncia ya, con recordatorio y check-in, y empieza a su hora.
cmd-deathmatch-schedule-game = juego
cmd-deathmatch-schedule-game-description = Qué juego
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = El candidato a la eliminación (EC)
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = El rival del Death Match (DMO), elegido por el EC
cmd-deathmatch-schedule-at = cuándo
cmd-deathmatch-schedule-at-description = Cuándo: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = margen
cmd-deathmatch-schedule-grace-description = Tiempo que tiene un jugador ausente tras el inicio antes de perder (5m por defecto)
cmd-deathmatch-schedule-event = evento
cmd-deathmatch-schedule-event-description = Un nombre de evento que agrupa Death Matches, p. ej. Temporada 4, semana 2
cmd-deathmatch-schedule-turn_seconds = segundos_turno
cmd-deathmatch-schedule-turn_seconds-description = Segundos por turno (60 por defecto; 0 sin límite)
cmd-deathmatch-schedule-max_strikes = máx_faltas
cmd-deathmatch-schedule-max_strikes-description = Turnos perdidos que dan la derrota (5 por defecto)

cmd-deathmatch-reschedule = reprogramar
cmd-deathmatch-reschedule-description = Cambia la hora de un Death Match o torneo programado (solo su anfitrión).
cmd-deathmatch-reschedule-scheduled = programado
cmd-deathmatch-reschedule-scheduled-description = El número del Death Match o torneo programado
cmd-deathmatch-reschedule-at = cuándo
cmd-deathmatch-reschedule-at-description = La nueva hora: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = cancelar
cmd-deathmatch-cancel-description = Cancela un Death Match o torneo programado y publica el motivo (solo su anfitrión).
cmd-deathmatch-cancel-scheduled = programado
cmd-deathmatch-cancel-scheduled-description = El número del Death Match o torneo programado
cmd-deathmatch-cancel-reason = motivo
cmd-deathmatch-cancel-reason-description = Por qué (se publica con la cancelación)

cmd-deathmatch-start-now = empezar_ya
cmd-deathmatch-start-now-description = Empieza ya un Death Match o torneo programado, con o sin check-in (solo su anfitrión).
cmd-deathmatch-start-now-scheduled = programado
cmd-deathmatch-start-now-scheduled-description = El número del Death Match o torneo programado

cmd-deathmatch-pause = pausar
cmd-deathmatch-pause-description = Pausa un Death Match: ni jugadas ni reloj hasta reanudarlo.
cmd-deathmatch-pause-match = partida
cmd-deathmatch-pause-match-description = El número de partida
cmd-deathmatch-pause-reason = motivo
cmd-deathmatch-pause-reason-description = Por qué (se publica con la pausa)

cmd-deathmatch-resume = reanudar
cmd-deathmatch-resume-description = Reanuda un Death Match pausado con el tiempo que quedaba.
cmd-deathmatch-resume-match = partida
cmd-deathmatch-resume-match-description = El número de partida
cmd-deathmatch-resume-reason = motivo
cmd-deathmatch-resume-reason-description = Por qué (se publica con la reanudación)

cmd-deathmatch-addtime = añadir_tiempo
cmd-deathmatch-addtime-description = Añade tiempo al turno actual de un Death Match.
cmd-deathmatch-addtime-match = partida
cmd-deathmatch-addtime-match-description = El número de partida
cmd-deathmatch-addtime-seconds = segundos
cmd-deathmatch-addtime-seconds-description = Segundos que añadir al turno actual
cmd-deathmatch-addtime-reason = motivo
cmd-deathmatch-addtime-reason-description = Por qué (se publica con ello)

cmd-deathmatch-void = anular
cmd-deathmatch-void-description = Termina un Death Match sin resultado y sin puntuación.
cmd-deathmatch-void-match = partida
cmd-deathmatch-void-match-description = El número de partida
cmd-deathmatch-void-reason = motivo
cmd-deathmatch-void-reason-description = Por qué (se publica con ello)

cmd-deathmatch-award = adjudicar
cmd-deathmatch-award-description = Termina un Death Match con un ganador (p. ej. una descalificación); cuenta como incomparecencia.
cmd-deathmatch-award-match = partida
cmd-deathmatch-award-match-description = El número de partida
cmd-deathmatch-award-player = jugador
cmd-deathmatch-award-player-description = El jugador que gana
cmd-deathmatch-award-reason = motivo
cmd-deathmatch-award-reason-description = Por qué (se publica con ello)

cmd-deathmatch-list = lista
cmd-deathmatch-list-description = El panel del anfitrión: los Death Matches del servidor (o de un evento).
cmd-deathmatch-list-event = evento
cmd-deathmatch-list-event-description = Solo los Death Matches de este evento

cmd-deathmatch-record = registro
cmd-deathmatch-record-description = El registro completo de un Death Match terminado, para su anfitrión y sus dos jugadores.
cmd-deathmatch-record-match = partida
cmd-deathmatch-record-match-description = El número de partida

cmd-tournament = torneo
cmd-tournament-description = Torneos: suizo, eliminación directa o todos contra todos, emparejados y empezados por el bot.

cmd-tournament-create = crear
cmd-tournament-create-description = Abre la inscripción de un torneo (organizadores).
cmd-tournament-create-game = juego
cmd-tournament-create-game-description = Qué juego
cmd-tournament-create-format = formato
cmd-tournament-create-format-description = Cómo se emparejan los jugadores
cmd-tournament-create-format-swiss = suizo
cmd-tournament-create-format-single-elimination = eliminación directa
cmd-tournament-create-format-round-robin = todos contra todos
cmd-tournament-create-name = nombre
cmd-tournament-create-name-description = El nombre del torneo
cmd-tournament-create-rounds = rondas
cmd-tournament-create-rounds-description = Solo suizo: cuántas rondas (por defecto: las justas para un ganador claro)
cmd-tournament-create-target = objetivo
cmd-tournament-create-target-description = El objetivo de cada partida (por defecto: el del juego)
cmd-tournament-create-turn_seconds = segundos_turno
cmd-tournament-create-turn_seconds-description = Segundos por turno (120 por defecto); quien se pasa pierde la partida
cmd-tournament-create-max_players = máx_jugadores
cmd-tournament-create-max_players-description = Como mucho este número de jugadores (de 2 a 256, 256 por defecto)
cmd-tournament-create-signup_minutes = minutos_inscripción
cmd-tournament-create-signup_minutes-description = Minutos hasta que se cierra la inscripción y empieza (15 por defecto)
cmd-tournament-create-rated = puntuable
cmd-tournament-create-rated-description = Si sus partidas son puntuables (sí por defecto)
cmd-tournament-create-starts_at = inicio
cmd-tournament-create-starts_at-description = Programarlo: cuándo empieza (inscripción hasta entonces, check-in antes), p. ej. tomorrow 18:00

cmd-tournament-start = empezar
cmd-tournament-start-description = Cierra ya la inscripción y empareja la ronda 1 (organizadores).
cmd-tournament-start-tournament = torneo
cmd-tournament-start-tournament-description = El número de torneo

cmd-tournament-drop = retirar
cmd-tournament-drop-description = Retírate de un torneo o (organizadores) retira a un jugador.
cmd-tournament-drop-tournament = torneo
cmd-tournament-drop-tournament-description = El número de torneo
cmd-tournament-drop-player = jugador
cmd-tournament-drop-player-description = Organizadores: el jugador que retirar (por defecto: tú)
cmd-tournament-drop-reason = motivo
cmd-tournament-drop-reason-description = Por qué (se publica con ello)

cmd-tournament-award = adjudicar
cmd-tournament-award-description = Adjudica una partida de torneo en juego a uno de sus jugadores (organizadores).
cmd-tournament-award-match = partida
cmd-tournament-award-match-description = El número de partida
cmd-tournament-award-player = jugador
cmd-tournament-award-player-description = El jugador que gana
cmd-tournament-award-reason = motivo
cmd-tournament-award-reason-description = Por qué (se publica con ello)

cmd-tournament-void = anular
cmd-tournament-void-description = Anula una partida de torneo en juego: sin resultado, y sus jugadores la repiten (organizadores).
cmd-tournament-void-match = partida
cmd-tournament-void-match-description = El número de partida
cmd-tournament-void-reason = motivo
cmd-tournament-void-reason-description = Por qué (se publica con ello)

cmd-tournament-end = terminar
cmd-tournament-end-description = Termina un torneo ya, con la clasificación actual (organizadores).
cmd-tournament-end-tournament = torneo
cmd-tournament-end-tournament-description = El número de torneo
cmd-tournament-end-reason = motivo
cmd-tournament-end-reason-description = Por qué (se publica con ello)

cmd-tournament-list = lista
cmd-tournament-list-description = Los torneos de este servidor, del más reciente al más antiguo.

cmd-tournament-show = mostrar
cmd-tournament-show-description = La inscripción o la clasificación de un torneo (una página), solo para ti.
cmd-tournament-show-tournament = torneo
cmd-tournament-show-tournament-description = El número de torneo
cmd-tournament-show-page = página
cmd-tournament-show-page-description = Qué página de la clasificación (24 jugadores por página; 1 por defecto)

cmd-settings = ajustes
cmd-settings-description = Mira y cambia los ajustes de este servidor (Gestionar servidor).

cmd-puzzle = puzzle
cmd-puzzle-description = El problema de hoy de un juego, que respondes en privado.
cmd-puzzle-game = juego
cmd-puzzle-game-description = Qué juego (si no se indica, el primero que aún no has respondido hoy)
cmd-puzzles = puzzles
cmd-puzzles-description = La clasificación de problemas de este servidor: puntuaciones, resueltos y rachas.
cmd-puzzles-page = página
cmd-puzzles-page-description = Página, de 10 jugadores (1 si no se indica)
