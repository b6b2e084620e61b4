### Glossary (português do Brasil): round = rodada, defender = defensor, attacker = atacante,
### set = grupo (grupo de 4), set up = montar (montagem), reveal = revelar,
### answer = resposta (responder), capture = capturar, save = guardar, hand = mão,
### score = placar, point = ponto, junk = cartas de descarte, match = partida, toss = sorteio.
### Hand classes (termos do pôquer): high card = carta alta, pair = par, two pair = dois pares,
### three of a kind = trinca, straight = sequência, flush = flush, sequência de mesmo naipe = sequência de mesmo naipe,
### four of a kind = quadra; o "flash" do Clash (os quatro naipes) continua flash:
### straight flash = sequência flash, two pair flash = dois pares flash, common flash = flash simples.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = carta alta
clash-category-pair = par
clash-category-two-pair = dois pares
clash-category-three-of-a-kind = trinca
clash-category-straight = sequência
clash-category-flush = flush
clash-category-straight-flush = sequência de mesmo naipe
clash-category-straight-flash = sequência flash
clash-category-two-pair-flash = dois pares flash
clash-category-four-of-a-kind = quadra
clash-category-common-flash = flash simples
clash-rank = { $category } ({ $card } alta)
clash-set-line = • grupo de { $size }: { $cards } — { $rank }

## The table
clash-title = { $title } · vence quem chegar a { $target } pontos
clash-score = Placar: { $a } { $sa } · { $b } { $sb } · Rodada { $round }
clash-roles = 🛡️ Defensor { $defender } · ⚔️ Atacante { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = capturado
clash-not-captured = não capturado
clash-exchange-waiting = aguardando a resposta
clash-face-down = Viradas para baixo: { $sizes }
clash-size = grupo de { $size }
clash-to-set-up = deve montar seus grupos
clash-to-reveal = deve revelar um grupo
clash-to-answer = deve responder ao grupo de { $size }
clash-round = Rodada { $round }

## The table's action button
clash-act-set-up = Montar
clash-act-reveal = Revelar
clash-act-answer = Responder
clash-act-play = Jogar

## A move in words
clash-describe-set-up = montar { $setup }
clash-describe-reveal = revelar seu grupo de { $size }
clash-describe-answer = responder com { $cards }

## A finished match's replay

## Public posts
clash-event-set-up = { $who } montou seus quatro grupos.
clash-event-revealed = { $who } revela o grupo de { $size } { $cards } — { $rank }
clash-event-answered = { $who } responde { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = captura
clash-event-captures = { $emphasis } o grupo ({ $n ->
    [one] 1 carta
   *[other] { $n } cartas
})
clash-event-no-capture = não captura
clash-event-round-scored = Fim da rodada { $round }: { $captured } de 10 cartas capturadas, { $scorer } marca { $points }. Placar { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Rodada { $round }: { $who } defende.

## My hand
clash-hand-head = { $match } · suas cartas
clash-hand-sets = Seus grupos ainda virados para baixo:
clash-saved = Guardadas para a próxima rodada: { $cards }
clash-hand-cards = Sua mão ({ $n }): { $cards }
clash-hand-empty = Você não tem cartas agora.

## Panels
clash-over = A partida terminou.
clash-your-hand = Sua mão: { $cards }
clash-choose = Escolha { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}
clash-button-back = Voltar
clash-button-reset = Recomeçar
clash-button-type = Digitar
clash-button-confirm = Confirmar
clash-setup-head = Montagem — Partida nº { $id }
clash-setup-pick-emphasis = grupo de { $size }
clash-setup-pick = Escolha seu { $emphasis } entre as cartas ainda livres.
clash-setup-confirm = Confirme para fixar esta montagem.
clash-reveal-head = Revelar — Partida nº { $id }
clash-reveal-choose = Escolha o grupo a revelar agora:
clash-button-reveal = Revelar o grupo de { $size }
clash-answer-head = Resposta — Partida nº { $id }
clash-answer-set = O grupo de { $size }: { $cards } — { $rank }
clash-answer-yours = Sua resposta: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ supera (captura)
clash-answer-not-beats = ❌ não supera
clash-answer-pick = Escolha exatamente { $n ->
    [one] 1 carta
   *[other] { $n } cartas
} (cartas de descarte são permitidas).

## Forms, and what a move tells the mover
clash-setup-form = Sua montagem
clash-answer-form = Sua resposta
clash-answer-placeholder = { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}, ex.: 7S 7H 7D
clash-done-setup = Sua montagem foi fixada: { $setup }.
clash-done-reveal = Você revelou seu grupo de { $size }.
clash-done-answer = Você respondeu com { $cards }.

## Refusals of a panel
clash-stale = Esse painel é de uma etapa anterior; use de novo o botão da mesa.
clash-bad-setup = { $error } Escreva quatro grupos separados por `|`, ex.: `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Nada foi alterado.
clash-already-in-set = { $card } já está em um dos seus grupos.
clash-pick-exactly = Escolha exatamente { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}.
clash-sets-missing = Escolha os quatro grupos antes de confirmar.

## The rules' refusals
clash-error-wrong-phase = isso não é possível agora: { $now }
clash-now-setting-up = o defensor está montando os grupos
clash-now-revealing = o defensor revela um grupo
clash-now-answering = o atacante responde ao grupo de { $size }
clash-now-over = a partida terminou
clash-now-nothing-to-answer = não há grupo para você responder
clash-now-not-setting-up = você não está montando grupos
clash-error-set-size = seu grupo de { $size } tem { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}
clash-error-saved-count = você deve guardar exatamente 3 cartas, não { $n }
clash-error-not-in-hand = { $card } não está na sua mão
clash-error-used-twice = { $card } foi usada duas vezes
clash-error-already-revealed = seu grupo de { $size } já foi revelado
clash-error-no-such-set = não existe grupo de { $size }: os grupos têm de 1 a 4 cartas
clash-error-answer-size = você deve responder com { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}, não { $got }
clash-error-set-count = escreva 4 grupos separados por `|` (encontrados: { $n })
clash-error-group-size = um grupo tem de 1 a 4 cartas, mas `{ $group }` tem { $n }
clash-error-two-sets = dois grupos têm { $n } cartas: escreva um grupo de cada tamanho 1, 2, 3 e 4
clash-error-not-a-card = `{ $card }` não é uma carta: escreva um valor (2-9, T ou 10, J, Q, K, A) e depois um naipe (S, H, D, C ou ♠ ♥ ♦ ♣), como `AS` ou `10h`
clash-error-card-twice = `{ $card }` aparece duas vezes
clash-error-set-cards = um grupo tem de 1 a 4 cartas, não { $n }
clash-error-set-duplicate = { $card } aparece duas vezes no grupo

## /rank
clash-rank-head = { $cards } — { $category } ({ $card } alta)
clash-rank-place = Categoria { $place } de { $count } para grupos de { $size }: { $names }
clash-rank-beats = Supera { $beaten } dos { $total } grupos de { $size } possíveis ({ $percent }%).
clash-rank-refused = Não dá para classificar isso: { $error }.

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Montar.
clash-rules-emphasis3 = 2. Revelar e responder.
clash-rules-emphasis4 = 3. Pontuar.
clash-rules-emphasis5 = Ranking
clash-rules-emphasis6 = Exemplos:
clash-rules-emphasis7 = Minha mão
clash-rules =
    { $emphasis } (pôquer dividido) — vence quem chegar a 10 pontos.
    A cada rodada um defende e o outro ataca; os papéis se invertem.
    { $emphasis2 } O defensor divide em segredo 13 cartas em grupos de 1, 2, 3 e 4 cartas e guarda 3 para a próxima rodada.
    { $emphasis3 } O defensor revela um grupo por vez, na ordem que quiser. O atacante responde a cada um com o mesmo número de cartas da mão (descarte permitido) e captura o grupo se o seu for estritamente maior.
    { $emphasis4 } Capturar 6+ das 10 cartas vale (capturadas − 5); senão o defensor marca 2.
    Depois tudo, exceto as cartas guardadas, é embaralhado; cada um recebe 13, e o novo atacante junta suas 3 guardadas (16).
    { $emphasis5 } (do maior). 2 cartas: par > carta alta. 3 cartas: trinca > sequência de mesmo naipe > sequência > flush > par > carta alta. 4 cartas: quadra > sequência de mesmo naipe > sequência flash (os quatro naipes) > dois pares flash > sequência > flush > trinca > dois pares > par > flash simples (os quatro naipes) > carta alta.
    Na mesma categoria vence a carta decisiva mais alta (valor, depois ♠ > ♥ > ♦ > ♣). O ás é alto ou baixo (A-2-3), nunca dá a volta (sem K-A-2).
    { $emphasis6 } `JS JH` supera `JD JC` · `2C 2D 2H` supera `QS KS AS` · `3C 4D 5H 6S` (sequência flash) supera `9S 9H 7D 7C` (dois pares flash) · `2H 7H 9H KH` (flush) supera `AS AH AD 2C`.
    As cartas são distribuídas antes do sorteio: veja as suas com { $emphasis7 } antes da escolha entre atacar e defender.
    Experimente { $rank }.
