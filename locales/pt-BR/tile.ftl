### Glossary (português do Brasil): tile = peça, board = tabuleiro, pool = reserva,
### cell = casa, row = linha, column = coluna, line = fileira, place = colocar,
### exchange = trocar, pass = passar, point = ponto, hand (poker) = jogada, match = partida.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] carta alta
    [pair] par
    [two-pair] dois pares
    [three-of-a-kind] trinca
    [straight] sequência
    [flush] flush
    [full-house] full house
    [four-of-a-kind] quadra
    [straight-flush] sequência de mesmo naipe
    [royal-flush] royal flush
   *[none] nada
}

tile-line = { $axis ->
    [row] linha
   *[column] coluna
} { $tiles } — { $why }
tile-line-too-long = { $n } peças: uma fileira de 6 ou mais vale 0
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = carta alta, mas { $tile } não é a mais alta: 0
tile-line-not-part = { $hand }, mas { $tile } não faz parte: 0
tile-lines-none = não inicia nenhuma fileira de 2 ou mais peças: 0 pontos
tile-lines-total-emphasis = { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
tile-seat = { $who } { $emphasis } · peças: { $tiles }
tile-seat-no-tiles = nenhuma
tile-board-pool = Tabuleiro: { $board ->
    [one] { $board } peça
   *[other] { $board } peças
} · reserva: { $pool ->
    [one] { $pool } peça
   *[other] { $pool } peças
}
tile-to-place = deve colocar uma peça{ $stalls }
tile-stalls = passes e trocas seguidos: { $n } de { $max }
tile-act = Jogar

tile-last-turn = Última vez: { $parts }.
tile-then = { $before }, depois { $after }
tile-last-placed = { $who } colocou { $tile } em { $cell }: { $lines }
tile-last-drew = comprou { $tile }
tile-last-exchanged = { $who } trocou { $returned } e comprou { $drew }
tile-last-passed = { $who } passou
tile-last-clock = { $who } ficou sem tempo: vez pulada
tile-last-skipped = { $who } não tem peças e perde a vez

tile-result = Todas as 52 peças estão no tabuleiro. Placar final: { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Empate em pontos; melhor jogada: { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Empate em pontos e melhor jogada ({ $hand }); ases colocados: { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = { $winner } vence.
tile-verdict-draw = Empate.

tile-panel = { $match } · sua vez. Suas peças: { $tiles }
    Reserva: { $pool ->
        [one] { $pool } peça
       *[other] { $pool } peças
    }{ $stalls }.
tile-panel-all = Coloque uma peça, troque uma com a reserva ou passe.
tile-panel-no-exchange = Coloque uma peça ou passe (a reserva está vazia: sem troca).
tile-panel-must-place = Você passou ou trocou duas vezes seguidas: coloque uma peça.
tile-reason-pool-empty = reserva vazia
tile-reason-must-place = você deve colocar agora
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · suas peças: { $tiles }. As duas mãos estão na mesa para todos verem.

tile-menu-place = Colocar { $tile }
tile-menu-placeholder = Coloque uma peça…
tile-menu-nothing = não pontua em lugar nenhum agora
tile-menu-best = melhor agora: { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} em { $cell }
tile-cells = { $match } · colocar { $tile }: escolha uma das { $n ->
    [one] { $n } casa livre marcada
   *[other] { $n } casas livres marcadas
} no tabuleiro{ $paging }, ou digite o nome dela.
tile-cells-page = { " " }(página { $page } de { $pages })
tile-cells-placeholder = Casa para { $tile }…
tile-cell-option = { $cell } — { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
tile-cell-line = { $axis ->
    [row] linha
   *[column] coluna
}: { $hand }
tile-cell-nothing = não pontua
tile-modal-title = Colocar { $tile }: em qual casa?
tile-modal-placeholder = Um nome da imagem, ex.: B3
tile-preview = { $match } · colocar { $tile } em { $cell }: { $lines }.
    Confirme para colocar; depois você compra da reserva{ $empty ->
        [yes] { " " }(vazia: sem compra)
       *[no] {""}
    }.

tile-button-previous = ◀ Casas anteriores
tile-button-more = Mais casas ▶
tile-button-type = Digitar uma casa
tile-button-other-tile = Outra peça
tile-button-other-cell = Outra casa
tile-button-confirm-place = Confirmar: { $tile } em { $cell }
tile-button-exchange = Trocar uma peça
tile-button-pass = Passar
tile-button-confirm-exchange = Confirmar: trocar { $tile }
tile-button-back = Voltar

tile-exchange = { $match } · qual peça volta para a reserva? Depois você compra uma ao acaso.
tile-exchange-option = Trocar { $tile }
tile-exchange-placeholder = Peça para trocar…
tile-exchange-confirm = { $match } · trocar { $tile }? Ela volta para a reserva e você compra uma peça ao acaso. É uma vez sem colocar ({ $max } seguidas permitidas).

tile-describe-place = colocar { $tile } em { $cell }
tile-describe-exchange = trocar { $tile } com a reserva
tile-describe-pass = passar

tile-done-place = Você colocou { $tile } em { $cell } por { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}.
tile-done-exchange = Você trocou { $tile }.
tile-done-pass = Você passou.

tile-cell = (linha { $row }, coluna { $col })
tile-pick-one = Escolha uma.
tile-bad-card = `{ $card }` não é uma carta: escreva um valor (2-9, T ou 10, J, Q, K, A) e depois um naipe (S, H, D, C ou ♠ ♥ ♦ ♣), como `AS` ou `10h`.
tile-duplicate-card = `{ $card }` aparece duas vezes.
tile-not-a-cell = “{ $typed }” não é uma casa do tabuleiro: digite um nome da imagem, como { $example }.
tile-error-not-in-hand = { $tile } não está na sua mão.
tile-error-cell-taken = { $cell } já tem { $tile }.
tile-error-not-connected = { $cell } não toca nenhuma peça: coloque ao lado de uma peça do tabuleiro (diagonais não contam).
tile-error-block = { $yes ->
    [yes] Uma peça em { $cell } completaria um bloco 2×2 com { $with }: nenhum bloco de quatro é permitido.
   *[no] Uma peça em { $cell } completaria um bloco 2×2 com { $with }.
}
tile-error-pool-empty = A reserva está vazia: não há com o que trocar.
tile-error-must-place = Você passou ou trocou duas vezes seguidas: precisa colocar uma peça.
tile-error-game-over = O jogo acabou.
tile-error-not-your-turn = Não é a sua vez: é a vez do lugar { $seat }.

tile-alt-empty = O tabuleiro está vazio.
tile-alt-row = Linha { $row }: { $tiles }.
tile-alt-at = { $tile } em { $cell }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = colocar
tile-rules-emphasis3 = trocar
tile-rules-emphasis4 = passar
tile-rules-emphasis5 = Exemplos:
tile-rules-emphasis6 = Relógio:
tile-rules-emphasis7 = pulada
tile-rules-emphasis8 = No Discord:
tile-rules-emphasis9 = Jogar
tile-rules-emphasis10 = Trocar
tile-rules-emphasis11 = Passar
tile-rules = { $emphasis } — 52 peças, uma por carta; A♠ abre o tabuleiro. Cada jogador tem 7 peças à vista; o resto forma uma reserva oculta.
    Uma vez é: { $emphasis2 } uma peça junto ao tabuleiro (sem nunca completar um bloco 2×2) e comprar; { $emphasis3 } uma peça com a reserva; { $emphasis4 } (no máximo 2 vezes seguidas sem colocar).
    Uma peça colocada pontua sua linha e sua coluna (2–5 peças cada) quando contribui para a melhor jogada de pôquer da fileira: carta alta ou par 2, dois pares ou trinca 3, sequência ou flush 5, full house ou quadra 8, sequência de mesmo naipe 13. Fileiras de 6+ valem 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, depois + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    Vence quem tiver mais pontos com as 52 peças colocadas; empates vão para a melhor jogada, depois para mais ases colocados.
    { $emphasis6 } uma vez que esgota é { $emphasis7 }; 5 vezes perdidas dão W.O.
    { $emphasis8 } a mesa mostra o tabuleiro em imagem com as casas livres nomeadas (A1, B3…), as duas mãos, os pontos e a última vez. { $emphasis9 } abre seu painel: escolha a peça e depois uma casa no menu (com seus pontos) ou digite o nome; uma prévia mostra a pontuação antes de confirmar. { $emphasis10 } e { $emphasis11 } dizem por quê quando as regras proíbem.
