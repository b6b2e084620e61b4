### Glossary (português do Brasil): Complete = Completa, Single = Simples, pile = pilha,
### deal = rodada, pass = passar, option = opção, pattern = preenchimento, color = cor,
### shape = forma, solid = sólido, hollow = vazado, partial = parcial, circle = círculo,
### triangle = triângulo, square = quadrado, matched = combinado, match = partida.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = bloqueada
shape-rules-emphasis3 = No Discord:
shape-rules-emphasis4 = Jogar
shape-rules-emphasis5 = Encerrar o turno com uma Simples
shape-rules-emphasis6 = Passar
shape-rules = { $emphasis } — 63 cartas: 27 Completas (preenchimento × cor × forma) e 36 Simples.
    A cada turno, jogue quantas cartas puder na pilha de Completas e nas três pilhas de Simples, seguindo sete opções; jogar uma Simples sem condições, ou passar, encerra seu turno.
    Esvazie sua mão e sua pilha primeiro para vencer a rodada e marcar as cartas do adversário; vence quem chegar primeiro a 10 pontos.
    No primeiro turno da rodada, quem abre joga uma Completa; se não tiver nenhuma na pilha inteira, passa e o outro abre. A rodada fica { $emphasis2 } quando os dois passam seguidos sem jogada legal e nenhum pode comprar: quem tiver menos cartas ganha a diferença.
    { $emphasis3 } { $emphasis4 } abre sua mão com as jogadas legais do momento, agrupadas por opção; após cada jogada o painel se atualiza e seu turno continua até você escolher { $emphasis5 } ou { $emphasis6 }. A mesa mostra o tabuleiro (🔴🟢🔵 cor, ●/○/◐ preenchimento e forma) e as jogadas do último turno.

shape-value = { $value ->
    [solid] Sólido
    [hollow] Vazado
    [partial] Parcial
    [red] Vermelho
    [green] Verde
    [blue] Azul
    [circle] Círculo
    [triangle] Triângulo
   *[square] Quadrado
}
shape-category = { $category ->
    [pattern] Preenchimento
    [color] Cor
   *[shape] Forma
}
shape-complete-card = { $shape } { $color } { $pattern }
shape-single-card = { $value } (Simples)
shape-single-named = Simples: { $value }
shape-empty = vazia
shape-no-cards = nenhuma carta

shape-move-open = abrir com { $card }
shape-move-follow = { $card } no valor da Completa do topo (opção 1)
shape-move-share-two = { $card }, com dois valores em comum (opção 2)
shape-move-piles = { $card }, a Completa das pilhas de Simples (opção 3)
shape-move-free-complete = { $card } no tabuleiro combinado (opção 4a)
shape-move-free-singles = { $cards } no tabuleiro combinado (opção 4b)
shape-move-combo = { $complete } com { $single } (opção 5)
shape-move-final = { $card }, encerrando o turno (opção 6)
shape-move-pass = passar (opção 7)

shape-table-head = { $title } · até { $target } pontos · Rodada { $deal }
shape-score = Placar: { $a } { $sa } · { $b } { $sb }
shape-top = Completa do topo: { $top } ({ $n } na pilha)
shape-top-none = nenhuma ainda: quem abre joga uma
shape-piles = Pilhas de Simples: { $piles }
shape-pile = { $category }: { $top }
shape-matched = combinado (qualquer Completa, ou três Simples, pode ser baixada)
shape-cards = Cartas: { $a } { $ha } na mão, { $pa } na pilha · { $b } { $hb } na mão, { $pb } na pilha
shape-last-turn = Último turno, { $who }: { $plays }
shape-passed-forced = passou: nenhuma jogada legal
shape-passed = passou
shape-this-turn = Neste turno até agora: { $n ->
    [one] { $n } jogada
   *[other] { $n } jogadas
}
shape-blocking = Um passe de bloqueio: se o próximo jogador também não puder jogar nem comprar, a rodada acaba.
shape-last-deal = Rodada { $deal }: { $result }
shape-to-open = deve abrir a rodada com uma Completa
shape-to-play = deve jogar
shape-chapter = Rodada { $deal }
shape-act-open = Abrir
shape-act-play = Jogar

shape-deal-out = { $who } bateu e marca { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
shape-deal-blocked = bloqueada; { $who } tem menos cartas ({ $mine } a { $theirs }) e marca { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
shape-deal-even = bloqueada com { $left } cartas para cada um: nenhum ponto

shape-event-deal-ended = A rodada { $deal } termina: { $result }{ $how }. Placar da partida { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(última jogada: { $plays })
shape-event-deal-started = Rodada { $deal }: { $who } abre.

shape-hand = { $match } · sua mão ({ $n }):
shape-panel = { $match } · sua mão ({ $n }):
shape-board = Tabuleiro: Completa do topo { $top } · { $piles }
shape-top-none-short = nenhuma ainda
shape-not-your-turn = Não é a sua vez.
shape-open-deal = Abra a rodada: jogue uma Completa (isso encerra seu turno).
shape-menu-open = Abrir com uma Completa
shape-no-keep = Nenhuma jogada mantém o turno agora: encerre com uma Simples (opção 6) ou passe.
shape-keep = Jogadas que mantêm seu turno: { $n }. Encerre com uma Simples (opção 6) ou passe.
shape-must-pass = Você não tem jogada legal: precisa passar.
shape-menu-keep = Jogar e manter o turno (opções 1–5)
shape-menu-triples = Três Simples (opção 4b)
shape-menu-final = Encerrar o turno com uma Simples (opção 6)
shape-button-pass-forced = Passar (nenhuma jogada legal)
shape-button-pass = Passar (opção 7)
shape-done = Você jogou: { $play }.

shape-pick-one = Escolha uma jogada só.
shape-not-offered = Essa jogada não é uma das que este painel ofereceu.
shape-error-not-in-hand = { $card } não está na sua mão.
shape-error-played-twice = { $card } foi jogada duas vezes.
shape-error-not-a-complete = { $card } é uma Simples, mas esta jogada precisa de uma Completa.
shape-error-not-a-single = { $card } é uma Completa, mas esta jogada precisa de uma Simples.
shape-error-must-open = A rodada abre com uma Completa da sua mão e nada mais.
shape-error-already-open = A rodada já está aberta: a Completa de abertura está na mesa.
shape-error-does-not-follow = { $single } não segue { $top }: o valor de { $category } dela é { $needed }.
shape-error-same-as-pile = A pilha de { $category } já mostra { $value }: a opção 1 precisa de outro valor (a opção 6 a joga e encerra seu turno).
shape-error-not-two-shared = { $complete } tem { $shared } valores em comum com { $top }: a opção 2 precisa de exatamente dois.
shape-error-not-piles-complete = { $complete } não é a Completa das pilhas de Simples, que mostram { $piles }.
shape-error-not-matched = O tabuleiro não está combinado: as pilhas de Simples mostram { $piles } e a de Completas { $top }.
shape-error-missing-category = Jogue uma Simples de cada categoria: não há Simples de { $category }.
shape-error-combo-not-two = { $complete } combina com { $matching } das pilhas de Simples ({ $piles }): a opção 5 precisa de exatamente duas.
shape-error-combo-wrong-single = { $single } não completa { $complete }: jogue-a com a Simples { $needed }.

shape-picture-complete = Completa ({ $n })
shape-picture-single = (Simples)
shape-picture-matched = Combinado: uma Completa, ou três Simples
shape-alt-board = Tabuleiro de Shape Clash: { $top } ({ $n } na pilha); pilhas de Simples: { $piles }{ $matched }.
shape-alt-top = Completa do topo { $card }
shape-alt-no-top = nenhuma Completa ainda
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } vazia
shape-alt-matched = ; combinado
shape-alt-hand = Sua mão, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}: { $cards }.
