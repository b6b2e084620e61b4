### Glossary (português do Brasil): match = partida, round = rodada, defender = defensor,
### attacker = atacante, set = grupo (grupo de 4), set up = montar, reveal = revelar,
### answer = responder, capture = capturar, save = guardar, hand = mão; Clubbed: open stack = pilha,
### store = depósito, stock = monte de compra, club = paus, to club = dar uma paulada;
### Duel: clash = clash, library = monte; Shape Clash: Complete = Completa, Single = Simples,
### pile = pilha, deal = rodada, pass = passar, matched = combinado; Tile Poker: tile = peça,
### board = tabuleiro, pool = reserva, place = colocar, exchange = trocar, point = ponto,
### hand (poker) = jogada.

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = nenhuma
frames-moved = { $who } { $what }.
frames-clash-set-up-hidden = montou os grupos virados para baixo

## Clash
frames-clash-target-roles = Vence quem chegar a { $target } · Defensor { $defender } · Atacante { $attacker }
frames-clash-none-revealed = Nenhum grupo revelado ainda nesta rodada.
frames-clash-set = Grupo
frames-clash-revealed = Revelado
frames-clash-answer = Resposta
frames-clash-result = Resultado
frames-clash-revealed-set = revelou o grupo de { $size }
frames-clash-answered = respondeu com { $cards }
frames-clash-captures = { $captures } ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
})
frames-clash-captures-it = captura o grupo

## Clubbed
frames-clubbed-stack = A pilha, de baixo para cima: { $cards }
frames-clubbed-drew = comprou do monte de compra

## Duel
frames-duel-head = Vence quem chegar a { $target } clashes · Montes: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = sua carta
frames-duel-kept = manteve { $card } no topo
frames-duel-put = colocou { $card } no fundo
frames-duel-event-forced = A carta de { $who } vai para o fundo: foi mantida no último clash.

## Shape Clash
frames-shape-first-to = Vence quem chegar a { $target }
frames-shape-heading-pile = Pilha
frames-shape-heading-top = Topo
frames-shape-heading-cards = Cartas
frames-shape-complete = Completa
frames-shape-counts = { $who }: { $hand } na mão, { $pile } na pilha
frames-shape-opened = abriu com { $card }
frames-shape-played = jogou { $play }
frames-shape-passed-option = passou (opção 7)

## Tile Poker
frames-tile-too-large = (o tabuleiro é grande demais para ser desenhado aqui)
frames-tile-board = O tabuleiro: { $n ->
    [one] { $n } peça
   *[other] { $n } peças
}
frames-tile-tiles = Peças de { $who }: { $tiles }
frames-tile-placed = colocou { $tile } em { $cell }
frames-tile-exchanged = trocou { $tile } com a reserva
frames-tile-passed = passou
frames-tile-scores = { $tile } pontua: { $lines } (total { $total })
frames-tile-drew = { $who } comprou { $tile }.
frames-tile-event-exchanged = { $who } devolveu { $returned } à reserva e comprou { $drew }.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 peças
frames-film-wins = { $winner } vence
frames-film-draw = empate
frames-film-final = final
frames-film-heading = Tile Poker, partida nº { $id }, um quadro para cada uma das suas { $n ->
    [one] { $n } jogada
   *[other] { $n } jogadas
} com o placar, com pausa no fim. Placar final: { $a } { $pa }, { $b } { $pb }: { $result }. Tabuleiro final:
