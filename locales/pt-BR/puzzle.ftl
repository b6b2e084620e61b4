### Glossary (português do Brasil): puzzle = quebra-cabeça, move = jogada, player = jogador,
### opponent = adversário, board = ranking, rating = pontuação, streak = sequência. Register: você.

### Os quebra-cabeças diários: /puzzle (a posição, o veredito de uma resposta, as recusas), o
### ranking de quebra-cabeças (/puzzles e a página web) e a mensagem diária.

## /puzzle: a posição. A mesa acima é a do próprio jogo.
puzzle-title-emphasis = Quebra-cabeça diário de { $game }
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = É a sua vez. Encontre a melhor jogada: aqui há { $lines } tipos diferentes de jogada, e um é o melhor. Você tem uma só tentativa.
puzzle-measure-scores = A melhor é a que pontua nesta rodada contra o maior número de formas como o seu adversário pode montar o último conjunto com as cartas que você não viu.
puzzle-measure-margin = A melhor é a que dá a você a melhor diferença final quando os dois lados jogam perfeitamente até o fim, com todas as cartas conhecidas.
puzzle-stats = Pontuação do quebra-cabeça { $rating } · resolvido por { $right } de { $tried } até agora
puzzle-opponent = o adversário
puzzle-label = Quebra-cabeça do dia
puzzle-pick-answered = { $game } (respondido)
puzzle-all-answered = Você respondeu todos os quebra-cabeças de hoje. Novos chegam à meia-noite.

## O veredito de uma resposta (só o jogador vê).
puzzle-right-emphasis = Certo!
puzzle-right = ✅ { $emphasis } { $move } é a melhor jogada.
puzzle-wrong-emphasis = Não é a melhor.
puzzle-wrong = ❌ { $emphasis } Você escolheu { $answer }; a melhor era { $move }.
puzzle-why-scores = { $move } pontua contra { $value } das { $of } formas de montar o último conjunto.
puzzle-why-scores-other = { $move }: contra { $value } delas.
puzzle-why-margin = { $move } termina { $value }.
puzzle-why-margin-other = { $move }: termina { $value }.
puzzle-why-others = Outras jogadas:
puzzle-why-more = …e mais { $count }, todas piores.
puzzle-rating-change = Sua pontuação de quebra-cabeças: { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Sequência: { $current ->
    [one] { $current } dia
   *[other] { $current } dias
} (melhor { $best })

## Recusas.
puzzle-left-out = { $game } não tem quebra-cabeça diário: cada decisão nele é manter ou pôr embaixo, então um chute acertaria metade das vezes.
puzzle-left-out-endless = { $game } não tem quebra-cabeça diário: dá para passar em qualquer turno, mesmo com uma carta para jogar, então o final pode andar em círculos para sempre e nenhuma jogada pode ser provada a melhor.
puzzle-not-ready = O quebra-cabeça de hoje ainda não está pronto. Tente de novo em um minuto.
puzzle-day-over = Esse era o quebra-cabeça de { $date }; aqui já é { $today }. Use /puzzle para o de hoje.
puzzle-already-right = Você já respondeu o quebra-cabeça de { $game } de { $date } e achou a melhor jogada. Uma tentativa por quebra-cabeça.
puzzle-already-wrong = Você já respondeu o quebra-cabeça de { $game } de { $date }, e não era a melhor jogada. Uma tentativa por quebra-cabeça.
puzzle-not-a-move = Essa jogada não é possível neste quebra-cabeça.
puzzle-shutting-down = O bot está reiniciando. Tente de novo em um instante.

## O ranking de quebra-cabeças do servidor.
puzzle-board-title-emphasis = Ranking de quebra-cabeças
puzzle-board-title = 🧩 { $emphasis } · página { $page } de { $pages }
puzzle-board-row = { $rank }. { $who } · pontuação { $rating } · { $solved } resolvidos de { $tried } · 🔥 { $streak } (melhor { $best })
puzzle-board-empty = Ninguém respondeu um quebra-cabeça neste servidor ainda. Experimente /puzzle!
puzzle-board-no-page = Não existe a página { $page }: o ranking de quebra-cabeças tem { $pages }.
puzzle-board-previous = Anterior
puzzle-board-next = Próxima

## A mensagem diária, no canal de quebra-cabeças do servidor, à meia-noite.
puzzle-post-title-emphasis = Os quebra-cabeças de hoje
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = Um quebra-cabeça para cada jogo: { $games }.
puzzle-post-how = Jogue com /puzzle: só você vê a sua resposta, uma tentativa por quebra-cabeça, e o ranking guarda a sua pontuação e a sua sequência.
puzzle-post-yesterday = Ontem aqui:
puzzle-post-count = { $game }: resolvido por { $right } de { $tried }

## A página web do ranking de quebra-cabeças do servidor.
puzzle-web-title = Ranking de quebra-cabeças
puzzle-web-intro = Quem responde os quebra-cabeças diários aqui: a pontuação de quebra-cabeças, os resolvidos e os tentados, e a sequência de dias com um resolvido. Jogue com /puzzle no Discord.
puzzle-web-player = Jogador
puzzle-web-rating = Pontuação
puzzle-web-solved = Resolvidos
puzzle-web-tried = Tentados
puzzle-web-streak = Sequência
puzzle-web-best = Melhor sequência
puzzle-web-empty = Ninguém respondeu um quebra-cabeça neste servidor ainda.
puzzle-web-link = Ranking de quebra-cabeças
