### Glossary (português do Brasil): game = jogo, match = partida, player = jogador,
### opponent = adversário, season = temporada, leaderboard/board = ranking,
### rating = pontuação, rated = ranqueada, rank = posição, streak = sequência,
### W-L-D = V-D-E (vitórias-derrotas-empates), win = vitória, loss = derrota, draw = empate,
### forfeit = W.O., resign = desistir, record (file) = registro, organiser = organizador,
### host = anfitrião, tournament = torneio, round = rodada, bye = folga.
### Death Match, EC, DMO, Buchholz, SB, Glicko-2 ficam como estão.

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = Rankings
web-nav-live = Ao vivo
web-footer = Páginas somente leitura do clash-bot. As pontuações seguem o Glicko-2; V-D-E são vitórias, derrotas e empates.
web-not-found = Não encontrada
web-not-found-text = Não há nenhuma página aqui.
web-index-heading = As páginas do clash-bot
web-back-to-start = Ir para a página inicial
web-too-many = Solicitações demais
web-too-many-text = Vá um pouco mais devagar e tente de novo.
web-busy = As páginas estão ocupadas
web-busy-text = Tente de novo em instantes.
web-failed = Algo deu errado
web-failed-text = O erro foi do nosso lado e já foi registrado. Tente de novo mais tarde.
web-index = As páginas dos servidores que publicam seus rankings, jogadores, partidas e torneios. Siga um link que o bot posta no seu servidor.
web-page-title = { $name } · clash-bot
web-player-unknown = jogador { $user }
web-pager = Páginas
web-pager-previous = ‹ Anterior
web-pager-next = Próxima ›
web-versus = { $a } contra { $b }
web-live-badge = ao vivo
web-all-time = Geral
web-season-name = Temporada { $number }: { $name }

## Table headers
web-wld = V-D-E
web-col-player = Jogador
web-col-players = Jogadores
web-col-rating = Pontuação
web-col-games = Partidas
web-col-game = Jogo
web-col-opponent = Adversário
web-col-match = Partida
web-col-result = Resultado
web-col-score = Placar
web-col-when = Quando
web-col-points = Pontos
web-col-board = Mesa

## A player's result in a match
web-result-win = vitória
web-result-loss = derrota
web-result-draw = empate

## A server's home
web-home-title = Rankings · clash-bot
web-home-description = Os rankings de Clash, Tile Poker, Clubbed, Shape Clash e Duel deste servidor, suas temporadas, torneios e Death Matches.
web-home-heading = Rankings
web-home-running-since = Em andamento desde { $time }.
web-home-whole-board = Ranking completo ({ $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}) ›
web-home-no-rated-games = Nenhuma partida ranqueada ainda.
web-home-seasons = Temporadas
web-home-season-running = em andamento
web-home-season-ended = encerrada
web-home-season-boards = rankings:
web-home-tournaments = Torneios
web-home-no-tournaments = Nenhum torneio ainda.
web-home-deathmatches = Death Matches
web-home-no-deathmatches = Nenhum Death Match ainda.
web-home-dm-players = { $a } (EC) contra { $b } (DMO)
web-home-dm-voided = Partida #{ $id } anulada pelo anfitrião: { $reason }
web-home-status-signup = inscrições abertas
web-home-status-playing = em andamento
web-home-status-finished = encerrado
web-home-status-cancelled = cancelado

## A board's page
web-board-title = Ranking de { $game } · { $scope } · página { $page }
web-board-description = { $players ->
    [one] { $players } jogador ordenado
   *[other] { $players } jogadores ordenados
} pela pontuação Glicko-2 ({ $scope }).
web-board-heading = Ranking de { $game }
web-board-facts = { $scope } · { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
} · pelo menos { $games } partidas ranqueadas para aparecer
web-board-empty = Ninguém está neste ranking ainda.

## A player's page
web-player-description = Pontuações, resultados e histórico de { $name }.
web-player-description-best = Pontuações, resultados e histórico de { $name } ({ $best }).
web-player-rank = Posição
web-player-rank-of = { $rank } de { $players }
web-player-not-ranked = ainda sem posição ({ $games } partidas ranqueadas necessárias)
web-player-streak = Sequência
web-player-best-streak = melhor { $best }
web-player-streak-none = nenhuma
web-player-streak-won = { $count ->
    [one] { $count } vitória
   *[other] { $count } vitórias
}
web-player-streak-lost = { $count ->
    [one] { $count } derrota
   *[other] { $count } derrotas
}
web-player-chart = Pontuação em { $game } nas últimas { $games } partidas ranqueadas, de { $from } para { $to }
web-player-head-to-head = Confronto direto
web-player-matches = Partidas

## A finished match's page
web-match-title = Partida #{ $id }: { $game } — { $a } contra { $b }
web-match-heading = Partida #{ $id }: { $game }
web-match-not-finished = Não terminada.
web-match-played = Jogada em
web-match-moves = Jogadas
web-match-commitment = Compromisso da distribuição
web-match-record = Registro
web-match-record-where = Só os jogadores da partida podem obtê-lo, com { $command } no Discord
web-match-step = Passo { $step } de { $last }
web-match-film = A partida inteira em uma imagem animada
web-steps = Passos
web-steps-start = « Início
web-steps-back = ◀ Voltar
web-steps-next = Próximo ▶
web-steps-end = Fim »

## One step of a match
web-chapter-round = Rodada { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Distribuição { $n }
web-score-score = Placar
web-score-stores = Pilhas (menos vence)
web-score-clashes = Clashes vencidos
web-score-points = Pontos
web-step-unreadable = (passo ilegível)
web-step-dealt = A mesa como foi distribuída.
web-step-moved-unreadable = { $who } jogou (passo ilegível).
web-step-moved = { $who } jogou.
web-step-timeout-skipped = O tempo de { $who } acabou: a vez foi pulada.
web-step-timeout-default = O tempo de { $who } acabou: foi feita a jogada padrão das regras.
web-step-resigned = { $who } desistiu.
web-step-ruled-out = O anfitrião eliminou { $who }: W.O.
web-step-missed-turns = Vezes perdidas: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = A seguir: { $who } { $what }.
web-step-voided-host = Anulada pelo anfitrião: { $reason }. Sem resultado, sem pontuação.
web-step-voided-organiser = Anulada pelo organizador: { $reason }. Sem resultado, sem pontuação; os jogadores jogam uma nova partida.

## How a match ended
web-outcome-awarded-host = { $winner } vence: o anfitrião lhe deu a partida ({ $reason }).
web-outcome-awarded-organiser = { $winner } vence: o organizador lhe deu a partida ({ $reason }).
web-outcome-dm-draw = { $winner } vence: o jogo empatou, e um Death Match empatado fica com o DMO.
web-outcome-draw = A partida terminou empatada.
web-outcome-won = { $winner } vence a partida.
web-outcome-forfeit = { $winner } vence: { $loser } perde por W.O.
web-outcome-missed-turns = { $winner } vence: { $loser } { $turns ->
    [one] perdeu uma vez
   *[other] perdeu { $turns } vezes
} e perde por W.O.
web-outcome-dropped-out = { $winner } vence: { $loser } saiu do torneio.
web-outcome-resigned = { $winner } vence: { $loser } desistiu.

## Live matches
web-live-title = Partidas ao vivo · clash-bot
web-live-description = { $count ->
    [one] { $count } partida sendo jogada agora.
   *[other] { $count } partidas sendo jogadas agora.
}
web-live-heading = Partidas ao vivo
web-live-none = Nenhuma partida está sendo jogada agora.
web-live-match-title = Partida #{ $id } ao vivo: { $game } — { $a } contra { $b }
web-live-match-description = { $game } sendo jogado agora.
web-live-follows = Esta página acompanha a partida: ela se recarrega sozinha após cada jogada.

## A tournament's page
web-tournament-title = Torneio #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
} · { $status }
web-tournament-name = Torneio #{ $id }: { $name }
web-tournament-status-signup = Inscrições abertas
web-tournament-status-playing = Em andamento
web-tournament-status-finished = Encerrado
web-tournament-status-cancelled = Cancelado
web-tournament-round-of = rodada { $round } de { $rounds }
web-tournament-round-now = rodada { $round }
web-tournament-follows = Esta página acompanha o torneio: ela se recarrega sozinha quando sai um resultado.
web-tournament-standings = Classificação
web-tournament-dropped = (saiu)
web-tournament-byes = ({ $byes ->
    [one] { $byes } folga
   *[other] { $byes } folgas
})
web-tournament-bracket = Chave
web-tournament-tie-breaks = Os empates são decididos pelo Buchholz (os pontos dos adversários) e depois pelo Sonneborn-Berger (os pontos dos adversários vencidos e metade dos pontos daqueles com quem empatou).
web-tournament-round = Rodada { $round }
web-tournament-won = { $name } venceu
web-tournament-playing = em andamento
web-tournament-draw = empate
web-tournament-bye = folga
web-tournament-walkover = avança por W.O.
web-tournament-match-playing = #{ $id } (em andamento)

## A bracket's picture and its words
web-bracket-final = Final
web-bracket-round = Rodada { $round }
web-bracket-bye = folga
web-bracket-alt = Chave de { $name }.
web-bracket-alt-round = Rodada { $round }: { $boards }.
web-bracket-through = { $a } avança
web-bracket-beat = { $a } venceu { $b }
web-bracket-playing = { $a } contra { $b }, em andamento

## A film's seat labels (drawn into the picture)
web-film-player = Jogador { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = O tabuleiro
web-activity-connecting = Conectando ao Discord…
web-activity-signing-in = Entrando com a sua conta…
web-activity-finding = Procurando a sua partida…
web-activity-outside = Esta página abre dentro do Discord: use “Jogar no tabuleiro” embaixo da mesa de uma partida.
web-activity-denied = Você não permitiu a entrada, então o tabuleiro não pode mostrar o seu lugar.
web-activity-failed = Não foi possível abrir o tabuleiro. Feche e tente de novo.
web-activity-no-match = Você não tem nenhuma partida em andamento neste canal.
web-activity-busy = O tabuleiro está ocupado. Tente de novo em instantes.

## Entrar com o Discord
web-signin = Entrar com o Discord
web-signout = Sair
web-signed-in-as = Sessão de { $name }
web-signin-refused = Login recusado
web-signin-refused-text = Este login não começou neste navegador ou demorou demais. Entre de novo a partir da página em que você estava.
web-signin-cancelled = Login não feito
web-signin-cancelled-text = O Discord não fez o seu login: o pedido foi cancelado ou recusado.
web-signin-expired = Login expirado
web-signin-expired-text = O Discord não aceita mais este login: ele já foi usado ou é antigo demais. Entre de novo.
web-signin-discord-down = O Discord não respondeu
web-signin-discord-down-text = O login precisa do Discord, e ele não respondeu como esperado. Tente de novo em instantes.
web-forged = Pedido recusado
web-forged-text = Este pedido não veio de uma página do bot, ou a sua sessão terminou. Recarregue a página e tente de novo.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Seu lugar: partida #{ $id }, { $game }
web-seat-your-move = Sua jogada
web-seat-your-hand = Sua mão
web-seat-last-move = Última jogada do seu adversário
web-seat-waiting = Esperando { $who }.
web-seat-clock = Seu relógio acaba às { $time }.
web-seat-match-page = Ver a partida inteira
web-seat-send = Enviar
web-forbidden = Não permitido
web-forbidden-text = Só um jogador desta partida, conectado, pode fazer isso, na própria página.
