### Glossary (português do Brasil): match = partida, player = jogador, opponent = adversário,
### season = temporada, leaderboard = ranking, rating = pontuação, rated = valendo pontuação,
### win = vitória, achievement = conquista, rarity = raridade. Register: você.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = Primeira vitória
achievement-first-win-how = Vença uma partida valendo pontuação.
achievement-played-10 = Frequentador
achievement-played-10-how = Jogue 10 partidas valendo pontuação.
achievement-played-100 = Veterano
achievement-played-100-how = Jogue 100 partidas valendo pontuação.
achievement-streak-3 = Hat-trick
achievement-streak-3-how = Vença 3 partidas valendo pontuação seguidas.
achievement-streak-5 = Embalado
achievement-streak-5-how = Vença 5 partidas valendo pontuação seguidas.
achievement-streak-10 = Imparável
achievement-streak-10-how = Vença 10 partidas valendo pontuação seguidas.
achievement-all-games = Versátil
achievement-all-games-how = Jogue uma partida valendo pontuação de cada jogo.
achievement-rating-1700 = Especialista
achievement-rating-1700-how = Chegue a uma pontuação de 1700 em um jogo.
achievement-rating-1900 = Mestre
achievement-rating-1900-how = Chegue a uma pontuação de 1900 em um jogo.
achievement-strong-bot = Vencedor do bot
achievement-strong-bot-how = Vença o bot no nível mais forte.
achievement-death-match = Sobrevivente
achievement-death-match-how = Vença um Death Match.
achievement-season-top-3 = No pódio
achievement-season-top-3-how = Termine uma temporada entre os 3 primeiros do ranking de um jogo.
achievement-clash-shutout = Sem sofrer pontos
achievement-clash-shutout-how = Vença uma partida de Clash sem que seu adversário marque um ponto.
achievement-tile-straight-flush = Sequência de mesmo naipe
achievement-tile-straight-flush-how = Pontue uma linha com sequência de mesmo naipe no Tile Poker.
achievement-clubbed-empty-store = Reserva vazia
achievement-clubbed-empty-store-how = Vença uma partida de Clubbed sem nada na sua reserva.
achievement-shape-shutout = Todas as rodadas
achievement-shape-shutout-how = Vença uma partida de Shape Clash sem que seu adversário vença uma rodada.
achievement-duel-shutout = Duelo perfeito
achievement-duel-shutout-how = Vença um Duel sem que seu adversário vença um confronto.

achievements-earned = 🏅 Novas conquistas: { $earned }

achievements-title-emphasis = Conquistas de { $player }
achievements-title = 🏅 { $emphasis }: { $count } de { $total }
achievements-none-yours = Você ainda não tem conquistas neste servidor. Vença uma partida valendo pontuação para ganhar a primeira.
achievements-none = { $player } ainda não tem conquistas neste servidor.
achievements-entry = { $name }: { $how } ({ $percent }% dos jogadores)
achievements-by-match = ganha na partida #{ $match } { $when }
achievements-by-season = ganha no fim da temporada { $season } { $when }

stats-achievements = Conquistas: { $count } de { $total }, a mais rara { $name } ({ $percent }% dos jogadores)

web-achievements = Conquistas
web-achievements-none = Nenhuma conquista ainda.
web-achievements-rarity = { $percent }% dos jogadores
web-achievements-match = Partida #{ $match }

settings-key-announce_achievements = Conquistas nos resultados
settings-achievements-on = anunciadas
settings-achievements-off = não anunciadas
settings-achievements-button = Conquistas nos resultados: { $state }
settings-achievements-turned-on = As mensagens de resultado agora anunciam as conquistas que uma partida rende.
settings-achievements-turned-off = As mensagens de resultado não anunciam mais conquistas (elas continuam em /achievements).

cmd-achievements = conquistas
cmd-achievements-description = As conquistas de um jogador neste servidor e sua raridade (as suas se ninguém for citado).
cmd-achievements-member = membro
cmd-achievements-member-description = De quem são as conquistas (as suas se vazio)
