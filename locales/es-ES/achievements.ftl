### Glossary (español de España): match = partida, player = jugador, opponent = rival,
### season = temporada, leaderboard = clasificación, rating = puntuación, rated = puntuable,
### win = victoria, achievement = logro, rarity = rareza. Register: tú.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = Primera victoria
achievement-first-win-how = Gana una partida puntuable.
achievement-played-10 = Habitual
achievement-played-10-how = Juega 10 partidas puntuables.
achievement-played-100 = Veterano
achievement-played-100-how = Juega 100 partidas puntuables.
achievement-streak-3 = Triplete
achievement-streak-3-how = Gana 3 partidas puntuables seguidas.
achievement-streak-5 = En racha
achievement-streak-5-how = Gana 5 partidas puntuables seguidas.
achievement-streak-10 = Imparable
achievement-streak-10-how = Gana 10 partidas puntuables seguidas.
achievement-all-games = Todoterreno
achievement-all-games-how = Juega una partida puntuable de cada juego.
achievement-rating-1700 = Experto
achievement-rating-1700-how = Alcanza una puntuación de 1700 en un juego.
achievement-rating-1900 = Maestro
achievement-rating-1900-how = Alcanza una puntuación de 1900 en un juego.
achievement-strong-bot = Vencebots
achievement-strong-bot-how = Vence al bot en su nivel más fuerte.
achievement-death-match = Superviviente
achievement-death-match-how = Gana un Death Match.
achievement-season-top-3 = En el podio
achievement-season-top-3-how = Termina una temporada entre los 3 primeros de la clasificación de un juego.
achievement-clash-shutout = Portería a cero
achievement-clash-shutout-how = Gana una partida de Clash sin que tu rival anote un punto.
achievement-tile-straight-flush = Escalera de color
achievement-tile-straight-flush-how = Puntúa una línea de escalera de color en Tile Poker.
achievement-clubbed-empty-store = Reserva vacía
achievement-clubbed-empty-store-how = Gana una partida de Clubbed sin nada en tu reserva.
achievement-shape-shutout = Todas las manos
achievement-shape-shutout-how = Gana una partida de Shape Clash sin que tu rival gane una mano.
achievement-duel-shutout = Duelo impecable
achievement-duel-shutout-how = Gana un Duel sin que tu rival gane un choque.

achievements-earned = 🏅 Nuevos logros: { $earned }

achievements-title-emphasis = Logros de { $player }
achievements-title = 🏅 { $emphasis }: { $count } de { $total }
achievements-none-yours = Aún no tienes logros en este servidor. Gana una partida puntuable para conseguir el primero.
achievements-none = { $player } aún no tiene logros en este servidor.
achievements-entry = { $name }: { $how } ({ $percent } % de los jugadores)
achievements-by-match = conseguido en la partida #{ $match } { $when }
achievements-by-season = conseguido al final de la temporada { $season } { $when }

stats-achievements = Logros: { $count } de { $total }, el más raro { $name } ({ $percent } % de los jugadores)

web-achievements = Logros
web-achievements-none = Aún no hay logros.
web-achievements-rarity = { $percent } % de los jugadores
web-achievements-match = Partida #{ $match }

settings-key-announce_achievements = Logros en los resultados
settings-achievements-on = anunciados
settings-achievements-off = no anunciados
settings-achievements-button = Logros en los resultados: { $state }
settings-achievements-turned-on = Los mensajes de resultado anuncian ahora los logros que consigue una partida.
settings-achievements-turned-off = Los mensajes de resultado ya no anuncian logros (siguen en /achievements).

cmd-achievements = logros
cmd-achievements-description = Los logros de un jugador en este servidor y su rareza (los tuyos si no nombras a nadie).
cmd-achievements-member = miembro
cmd-achievements-member-description = De quién son los logros (los tuyos si lo dejas vacío)
