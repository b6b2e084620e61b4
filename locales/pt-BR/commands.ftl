### Glossary (português do Brasil): game = jogo, match = partida, turn = vez/rodada,
### player = jogador, opponent = adversário, season = temporada, leaderboard = ranking,
### rating = pontuação, rated = ranqueada, forfeit = W.O., organiser = organizador,
### host = anfitrião, tournament = torneio, sign-up = inscrições, standings = classificação,
### round = rodada, record = registro, draw = empate; Death Match, EC e DMO ficam como estão.

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = desafiar
cmd-challenge-description = Desafie um jogador, eu (o bot: jogamos na hora) ou qualquer um aqui (sem informar o adversário).
cmd-challenge-game = jogo
cmd-challenge-game-description = Qual jogo
cmd-challenge-opponent = adversário
cmd-challenge-opponent-description = Quem desafiar (eu, para jogar contra o bot); deixe vazio para qualquer um aqui aceitar
cmd-challenge-target = meta
cmd-challenge-target-description = Pontos (ou clashes) que vencem a partida; se vazio, o padrão do jogo
cmd-challenge-turn_seconds = segundos_por_vez
cmd-challenge-turn_seconds-description = Segundos por vez: 0 para sem tempo; se vazio, o padrão do servidor

cmd-practice = treinar
cmd-practice-description = Jogue contra o bot: qualquer jogo, a qualquer hora. Não ranqueada.
cmd-practice-game = jogo
cmd-practice-game-description = Qual jogo
cmd-practice-level = nível
cmd-practice-level-description = O nível do bot; forte se vazio
cmd-practice-level-easy = fácil
cmd-practice-level-strong = forte
cmd-practice-level-random = aleatório (as primeiras partidas de um iniciante)
cmd-practice-target = meta
cmd-practice-target-description = Pontos (ou clashes) que vencem a partida; se vazio, o padrão do jogo
cmd-practice-turn_seconds = segundos_por_vez
cmd-practice-turn_seconds-description = Segundos por vez: 0 para sem tempo; se vazio, o padrão do servidor

cmd-games = partidas
cmd-games-description = Suas partidas em andamento.

cmd-resign = desistir
cmd-resign-description = Desista de uma das suas partidas (pede confirmação).
cmd-resign-match = partida
cmd-resign-match-description = O número da partida (só se você joga várias)

cmd-rules = regras
cmd-rules-description = Como se joga um jogo, com exemplos.
cmd-rules-game = jogo
cmd-rules-game-description = Qual jogo

cmd-rank = avaliar
cmd-rank-description = Avalie uma combinação de Clash de 1 a 4 cartas, ex.: `9S 9H 7D 7C`.
cmd-rank-cards = cartas
cmd-rank-cards-description = De 1 a 4 cartas, ex.: 9S 9H 7D 7C (10 ou T para dez; naipes S H D C ou ♠♥♦♣)

cmd-leaderboard = ranking
cmd-leaderboard-description = O ranking de um jogo neste servidor.
cmd-leaderboard-game = jogo
cmd-leaderboard-game-description = Qual jogo
cmd-leaderboard-season = temporada
cmd-leaderboard-season-description = Qual temporada (a atual se vazio; all para todas)
cmd-leaderboard-page = página
cmd-leaderboard-page-description = Página, 10 jogadores cada (1 se vazio)

cmd-stats = estatísticas
cmd-stats-description = Pontuação, posição e retrospecto de um jogador (os seus se ninguém for citado).
cmd-stats-user = usuário
cmd-stats-user-description = De quem (as suas se vazio)
cmd-stats-game = jogo
cmd-stats-game-description = Qual jogo (todos que a pessoa joga se vazio)
cmd-stats-season = temporada
cmd-stats-season-description = Qual temporada (a atual se vazio; all para todas)

cmd-history = histórico
cmd-history-description = As últimas partidas ranqueadas de um jogador (as suas se ninguém for citado).
cmd-history-user = usuário
cmd-history-user-description = De quem (as suas se vazio)
cmd-history-game = jogo
cmd-history-game-description = Qual jogo (todos se vazio)
cmd-history-season = temporada
cmd-history-season-description = Qual temporada (a atual se vazio; all para todas)

cmd-season = temporada
cmd-season-description = Temporadas: rankings que recomeçam do zero (organizadores iniciam e encerram).

cmd-season-start = iniciar
cmd-season-start-description = Inicia uma nova temporada e fecha a atual (o top 10 final dela é publicado).
cmd-season-start-name = nome
cmd-season-start-name-description = O nome da nova temporada, ex.: Temporada 4
cmd-season-start-soft_reset = reset_suave
cmd-season-start-soft_reset-description = Começar da pontuação geral puxada até metade do caminho a 1500 (padrão: todos em 1500)

cmd-season-end = encerrar
cmd-season-end-description = Encerra a temporada atual sem iniciar outra (o top 10 final dela é publicado).

cmd-season-list = lista
cmd-season-list-description = As temporadas deste servidor, com as datas.

cmd-record = registro
cmd-record-description = O registro de uma partida sua já terminada, em arquivo para checar com `clash-bot verify`.
cmd-record-match = partida
cmd-record-match-description = O número da partida

cmd-replay = replay
cmd-replay-description = Reveja jogada a jogada uma partida terminada deste servidor.
cmd-replay-match = partida
cmd-replay-match-description = O número da partida
cmd-replay-public = público
cmd-replay-public-description = Publicar no canal para todos acompanharem (se vazio, só você vê)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Comande Death Matches (só anfitriões, exceto o registro).

cmd-deathmatch-start = iniciar
cmd-deathmatch-start-description = Inicia um Death Match: o DMO escolhe quem começa.
cmd-deathmatch-start-game = jogo
cmd-deathmatch-start-game-description = Qual jogo
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = O candidato à eliminação (EC)
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = O adversário do Death Match (DMO), escolhido pelo EC
cmd-deathmatch-start-event = evento
cmd-deathmatch-start-event-description = Um nome de evento que agrupa Death Matches, ex.: Temporada 4, semana 2
cmd-deathmatch-start-turn_seconds = segundos_por_vez
cmd-deathmatch-start-turn_seconds-description = Segundos por vez (padrão 60; 0 para sem tempo)
cmd-deathmatch-start-max_strikes = máx_faltas
cmd-deathmatch-start-max_strikes-description = Vezes perdidas que dão W.O. (padrão 5)
cmd-deathmatch-start-reserve_seconds = segundos_reserva
cmd-deathmatch-start-reserve_seconds-description = Um banco de tempo por jogador, gasto antes de uma vez ser pulada (padrão 0)
cmd-deathmatch-start-draw_to_dmo = empate_para_dmo
cmd-deathmatch-start-draw_to_dmo-description = Se um empate vai para o DMO (padrão sim)

cmd-deathmatch-schedule = agendar
cmd-deathmatch-schedule-description = Agenda um Death Match: anunciado agora, com lembrete e check-in, iniciado no horário.
cmd-deathmatch-schedule-game = jogo
cmd-deathmatch-schedule-game-description = Qual jogo
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = O candidato à eliminação (EC)
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = O adversário do Death Match (DMO), escolhido pelo EC
cmd-deathmatch-schedule-at = quando
cmd-deathmatch-schedule-at-description = Quando: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = tolerância
cmd-deathmatch-schedule-grace-description = Quanto tempo um jogador ausente tem após o início antes do W.O. (padrão 5m)
cmd-deathmatch-schedule-event = evento
cmd-deathmatch-schedule-event-description = Um nome de evento que agrupa Death Matches, ex.: Temporada 4, semana 2
cmd-deathmatch-schedule-turn_seconds = segundos_por_vez
cmd-deathmatch-schedule-turn_seconds-description = Segundos por vez (padrão 60; 0 para sem tempo)
cmd-deathmatch-schedule-max_strikes = máx_faltas
cmd-deathmatch-schedule-max_strikes-description = Vezes perdidas que dão W.O. (padrão 5)

cmd-deathmatch-reschedule = reagendar
cmd-deathmatch-reschedule-description = Muda o horário de um Death Match ou torneio agendado (só o seu anfitrião).
cmd-deathmatch-reschedule-scheduled = agendado
cmd-deathmatch-reschedule-scheduled-description = O número do Death Match ou torneio agendado
cmd-deathmatch-reschedule-at = quando
cmd-deathmatch-reschedule-at-description = O novo horário: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = cancelar
cmd-deathmatch-cancel-description = Cancela um Death Match ou torneio agendado, com o motivo publicado (só o seu anfitrião).
cmd-deathmatch-cancel-scheduled = agendado
cmd-deathmatch-cancel-scheduled-description = O número do Death Match ou torneio agendado
cmd-deathmatch-cancel-reason = motivo
cmd-deathmatch-cancel-reason-description = Motivo (publicado com o cancelamento)

cmd-deathmatch-start-now = iniciar_agora
cmd-deathmatch-start-now-description = Inicia agora um Death Match ou torneio agendado, com ou sem check-in (só o seu anfitrião).
cmd-deathmatch-start-now-scheduled = agendado
cmd-deathmatch-start-now-scheduled-description = O número do Death Match ou torneio agendado

cmd-deathmatch-pause = pausar
cmd-deathmatch-pause-description = Pausa um Death Match: sem jogadas e sem relógio até retomar.
cmd-deathmatch-pause-match = partida
cmd-deathmatch-pause-match-description = O número da partida
cmd-deathmatch-pause-reason = motivo
cmd-deathmatch-pause-reason-description = Motivo (publicado com a pausa)

cmd-deathmatch-resume = retomar
cmd-deathmatch-resume-description = Retoma um Death Match pausado com o tempo que restava.
cmd-deathmatch-resume-match = partida
cmd-deathmatch-resume-match-description = O número da partida
cmd-deathmatch-resume-reason = motivo
cmd-deathmatch-resume-reason-description = Motivo (publicado com a retomada)

cmd-deathmatch-addtime = adicionar_tempo
cmd-deathmatch-addtime-description = Adiciona tempo à vez atual de um Death Match.
cmd-deathmatch-addtime-match = partida
cmd-deathmatch-addtime-match-description = O número da partida
cmd-deathmatch-addtime-seconds = segundos
cmd-deathmatch-addtime-seconds-description = Segundos a adicionar à vez atual
cmd-deathmatch-addtime-reason = motivo
cmd-deathmatch-addtime-reason-description = Motivo (publicado junto)

cmd-deathmatch-void = anular
cmd-deathmatch-void-description = Encerra um Death Match sem resultado e sem pontuação.
cmd-deathmatch-void-match = partida
cmd-deathmatch-void-match-description = O número da partida
cmd-deathmatch-void-reason = motivo
cmd-deathmatch-void-reason-description = Motivo (publicado junto)

cmd-deathmatch-award = conceder
cmd-deathmatch-award-description = Encerra um Death Match com um vencedor (ex.: desclassificação); conta como W.O.
cmd-deathmatch-award-match = partida
cmd-deathmatch-award-match-description = O número da partida
cmd-deathmatch-award-player = jogador
cmd-deathmatch-award-player-description = O jogador que vence
cmd-deathmatch-award-reason = motivo
cmd-deathmatch-award-reason-description = Motivo (publicado junto)

cmd-deathmatch-list = lista
cmd-deathmatch-list-description = O painel do anfitrião: os Death Matches do servidor (ou de um evento).
cmd-deathmatch-list-event = evento
cmd-deathmatch-list-event-description = Só os Death Matches deste evento

cmd-deathmatch-record = registro
cmd-deathmatch-record-description = O registro completo de um Death Match terminado, para o anfitrião e os dois jogadores.
cmd-deathmatch-record-match = partida
cmd-deathmatch-record-match-description = O número da partida

cmd-tournament = torneio
cmd-tournament-description = Torneios: suíço, eliminatória simples ou todos contra todos, pareados e iniciados pelo bot.

cmd-tournament-create = criar
cmd-tournament-create-description = Abre as inscrições de um torneio (organizadores).
cmd-tournament-create-game = jogo
cmd-tournament-create-game-description = Qual jogo
cmd-tournament-create-format = formato
cmd-tournament-create-format-description = Como os jogadores são pareados
cmd-tournament-create-format-swiss = suíço
cmd-tournament-create-format-single-elimination = eliminatória simples
cmd-tournament-create-format-round-robin = todos contra todos
cmd-tournament-create-name = nome
cmd-tournament-create-name-description = O nome do torneio
cmd-tournament-create-rounds = rodadas
cmd-tournament-create-rounds-description = Só suíço: quantas rodadas (padrão: o suficiente para um vencedor claro)
cmd-tournament-create-target = meta
cmd-tournament-create-target-description = A meta de cada partida (padrão: a do jogo)
cmd-tournament-create-turn_seconds = segundos_por_vez
cmd-tournament-create-turn_seconds-description = Segundos por vez (padrão 120); estourar o tempo dá W.O.
cmd-tournament-create-max_players = máx_jogadores
cmd-tournament-create-max_players-description = No máximo este número de jogadores (2 a 256, padrão 256)
cmd-tournament-create-signup_minutes = minutos_inscrição
cmd-tournament-create-signup_minutes-description = Minutos até as inscrições fecharem e começar (padrão 15)
cmd-tournament-create-rated = ranqueada
cmd-tournament-create-rated-description = Se as partidas são ranqueadas (padrão sim)
cmd-tournament-create-starts_at = início
cmd-tournament-create-starts_at-description = Agendar: quando começa (inscrições até lá, check-in antes), ex.: tomorrow 18:00

cmd-tournament-start = iniciar
cmd-tournament-start-description = Fecha as inscrições agora e pareia a rodada 1 (organizadores).
cmd-tournament-start-tournament = torneio
cmd-tournament-start-tournament-description = O número do torneio

cmd-tournament-drop = sair
cmd-tournament-drop-description = Saia de um torneio ou (organizadores) tire um jogador.
cmd-tournament-drop-tournament = torneio
cmd-tournament-drop-tournament-description = O número do torneio
cmd-tournament-drop-player = jogador
cmd-tournament-drop-player-description = Organizadores: o jogador a tirar (padrão: você)
cmd-tournament-drop-reason = motivo
cmd-tournament-drop-reason-description = Motivo (publicado junto)

cmd-tournament-award = conceder
cmd-tournament-award-description = Concede uma partida de torneio em andamento a um dos jogadores (organizadores).
cmd-tournament-award-match = partida
cmd-tournament-award-match-description = O número da partida
cmd-tournament-award-player = jogador
cmd-tournament-award-player-description = O jogador que vence
cmd-tournament-award-reason = motivo
cmd-tournament-award-reason-description = Motivo (publicado junto)

cmd-tournament-void = anular
cmd-tournament-void-description = Anula uma partida de torneio em andamento: sem resultado, os jogadores jogam outra (organizadores).
cmd-tournament-void-match = partida
cmd-tournament-void-match-description = O número da partida
cmd-tournament-void-reason = motivo
cmd-tournament-void-reason-description = Motivo (publicado junto)

cmd-tournament-end = encerrar
cmd-tournament-end-description = Encerra um torneio agora, com a classificação atual (organizadores).
cmd-tournament-end-tournament = torneio
cmd-tournament-end-tournament-description = O número do torneio
cmd-tournament-end-reason = motivo
cmd-tournament-end-reason-description = Motivo (publicado junto)

cmd-tournament-list = lista
cmd-tournament-list-description = Os torneios deste servidor, do mais novo ao mais antigo.

cmd-tournament-show = mostrar
cmd-tournament-show-description = As inscrições ou a classificação de um torneio (uma página), só para você.
cmd-tournament-show-tournament = torneio
cmd-tournament-show-tournament-description = O número do torneio
cmd-tournament-show-page = página
cmd-tournament-show-page-description = Qual página da classificação (24 jogadores por página; padrão 1)

cmd-settings = configurações
cmd-settings-description = Veja e altere as configurações deste servidor (Gerenciar servidor).

cmd-puzzle = puzzle
cmd-puzzle-description = O quebra-cabeça de hoje de um jogo, respondido só para você.
cmd-puzzle-game = jogo
cmd-puzzle-game-description = Qual jogo (se vazio, o primeiro que você ainda não respondeu hoje)
cmd-puzzles = puzzles
cmd-puzzles-description = O ranking de quebra-cabeças deste servidor: pontuações, resolvidos e sequências.
cmd-puzzles-page = página
cmd-puzzles-page-description = Página, 10 jogadores cada (1 se vazio)
