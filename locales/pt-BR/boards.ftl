### Glossary (português do Brasil): game = jogo, match = partida, player = jogador,
### opponent = adversário, season = temporada, leaderboard/board = ranking,
### rating = pontuação, rated = ranqueada, rank = posição, streak = sequência,
### W-L-D = V-D-E (vitórias-derrotas-empates), win = vitória, loss = derrota, draw = empate,
### forfeit = W.O., resign = desistir, soft reset = reinício suave, record (file) = registro,
### organiser = organizador.

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = todos os tempos
boards-in-season = em { $season }
boards-on-server = neste servidor

## /leaderboard
board-title = Ranking de { $game }
board-page = página { $page } de { $pages }
board-players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · sequência { $streak }
board-streak-won = V{ $count }
board-streak-lost = D{ $count }
board-legend = Pontuação · V-D-E (vitórias-derrotas-empates) · partidas · sequência atual.
board-provisional = { $mark } indica uma pontuação provisória (desvio de { $deviation } ou mais).
board-min-games = Os jogadores aparecem depois de { $games } partidas ranqueadas.
board-empty = Ninguém está neste ranking ainda: { $games ->
    [one] termine uma partida ranqueada
   *[other] termine { $games } partidas ranqueadas
} ({ $challenge } alguém para { $game }) para entrar nele.
board-empty-ended = Ninguém estava neste ranking quando { $season } terminou.
board-previous = Anterior
board-next = Próxima
board-web = Ranking completo na web
board-no-page = Não existe a página { $page }: o ranking de { $game } tem { $pages ->
    [one] só a página 1
   *[other] as páginas 1 a { $pages }
}.

## A closed season's placements
placements-title = top { $top } final de { $season }

## /stats
stats-rating = Pontuação { $rating }
stats-provisional = (provisória até ± ficar abaixo de { $deviation })
stats-rank = posição { $rank } de { $players }
stats-unranked = ainda fora do ranking: { $games ->
    [one] falta { $games } partida ranqueada
   *[other] faltam { $games } partidas ranqueadas
}
stats-win-rate = { $percent }%
stats-record = Campanha { $record } (V-D-E, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}) · aproveitamento { $rate } · sequência atual { $streak } · maior sequência de vitórias { $best }
stats-top-opponent = Adversário mais frequente: { $player } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
stats-head-to-head-none = Confronto direto com você: nenhuma partida ainda.
stats-head-to-head = Confronto direto com você: { $player } venceu { $wins }, você venceu { $losses }, { $draws } empates.
stats-none-yours = Você ainda não tem partidas ranqueadas { $place }. Termine uma partida ({ $challenge } alguém) para ganhar uma pontuação.
stats-none-yours-game = Você ainda não tem partidas ranqueadas de { $game } { $place }. Termine uma partida ({ $challenge } alguém) para ganhar uma pontuação.
stats-none = { $player } ainda não tem partidas ranqueadas { $place }.
stats-none-game = { $player } ainda não tem partidas ranqueadas de { $game } { $place }.
stats-web = Página do jogador na web

## /history
history-title = { $count ->
    [one] Última partida ranqueada
   *[other] Últimas { $count } partidas ranqueadas
}
history-title-game = { $count ->
    [one] Última partida ranqueada de { $game }
   *[other] Últimas { $count } partidas ranqueadas de { $game }
}
history-none = { $player } ainda não tem partidas ranqueadas { $place }.
history-none-game = { $player } ainda não tem partidas ranqueadas de { $game } { $place }.
history-win = Vitória
history-loss = Derrota
history-draw = Empate
history-forfeited = (perdeu por W.O. no tempo)
history-opponent-forfeited = (adversário perdeu por W.O. no tempo)
history-resigned = (desistiu)
history-opponent-resigned = (adversário desistiu)
history-line = { $result } { $how } contra { $player } · { $score } · { $change } · Partida nº { $match }
history-line-plain = { $result } contra { $player } · { $score } · { $change } · Partida nº { $match }

## The season option's suggestions
season-choice-running = { $season } (em andamento)
season-choice-all-time = Todos os tempos

## The rating lines of a game-over post
ratings = Pontuações: { $changes }
ratings-season = Pontuações ({ $season }): { $changes }
ratings-bot = Não ranqueada: uma partida contra o bot não conta em nenhum ranking.
ratings-voided = Não ranqueada: o anfitrião anulou a partida.
ratings-too-early = Não ranqueada: a partida terminou antes da primeira jogada.

## /record
record-match = Partida nº { $match }
record-file = O registro de { $match } ({ $game }): a semente e o sal, a mão de cada lugar, cada jogada e o resultado. Confira com { $verify }: ele recalcula o compromisso publicado no sorteio e refaz a partida.
record-no-match = Não existe a partida nº { $match }.
record-not-a-player = Só { $a } e { $b }, que jogaram a partida nº { $match }, podem obter o registro dela.
record-not-over = A partida nº { $match } ainda está em andamento: o registro fica disponível quando ela terminar.

## /season
season-list-empty = Este servidor ainda não tem temporadas: os rankings são de todos os tempos. Os organizadores iniciam uma com { $start }.
season-list-title = Temporadas neste servidor ({ $count })
season-list-hint = { $leaderboard }, { $stats } e { $history } mostram a temporada em andamento; { $option } indica outra, { $all } os rankings de todos os tempos.
season-running-since = em andamento desde { $date }
season-soft-reset = reinício suave
season-over = { $season } terminou: foi de { $from } a { $to }.
season-over-nobody = Ninguém estava nos rankings dela.
season-over-placements = A classificação final vem a seguir, uma mensagem por jogo ({ $games }); { $leaderboard } mostra de novo com { $option } definido como { $season }.
season-none-runs = Nenhuma temporada em andamento agora: as partidas ranqueadas contam só nos rankings de todos os tempos até o próximo { $start }.
season-started = { $season } começa agora: toda partida ranqueada que terminar a partir de agora conta nela (e em todos os tempos), inclusive as partidas em andamento.
season-start-soft = Reinício suave: cada jogador começa com a pontuação de todos os tempos puxada até a metade do caminho para 1500, com o desvio elevado até a metade do caminho de volta para 350.
season-start-fresh = Todo mundo recomeça do zero com 1500.
season-started-hint = { $leaderboard } mostra a temporada; { $all } os rankings de todos os tempos.

## Season refusals
organisers-only = Só { $who ->
    [hosts] os anfitriões de Death Match
    [tournament] os organizadores do torneio
   *[other] os organizadores
} podem fazer isso: membros com a permissão "Gerenciar servidor". Nada foi alterado.
organisers-only-roles = Só { $who ->
    [hosts] os anfitriões de Death Match
    [tournament] os organizadores do torneio
   *[other] os organizadores
} podem fazer isso: membros com o cargo de anfitrião ({ $roles }). Nada foi alterado.
season-error-bad-name = O nome de uma temporada deve ter de 1 a { $max } caracteres em uma só linha.
season-error-reserved = { $all } indica o ranking de todos os tempos: dê outro nome à temporada.
season-error-taken = Este servidor já tem uma temporada chamada { $season }: escolha outro nome.
season-error-none-open = Nenhuma temporada em andamento neste servidor: { $start } abre uma.
season-error-no-such = Este servidor não tem temporada chamada { $season }: escolha uma da lista, ou { $all } para todos os tempos.
