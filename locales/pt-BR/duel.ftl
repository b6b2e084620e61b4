### Glossary (português do Brasil): clash = clash, library = monte, top = topo,
### bottom = fundo, keep = manter, match = partida.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = obrigada a ir para o fundo (foi mantida no último clash)
duel-choice-keeps = mantém no topo
duel-choice-bottoms = coloca no fundo
duel-choice-choosing = escolhendo…
duel-choice-next = escolhe em seguida
duel-versus = { $a } { $ca } x { $b } { $cb }
duel-clash-won = { $who } vence
duel-clash-equal = mesmo valor, ninguém vence
duel-button-keep = Manter no topo
duel-button-bottom = Colocar no fundo
duel-title = { $title } · vence quem chegar a { $target } clashes
duel-scores = Clashes vencidos: { $a } { $sa } · { $b } { $sb } · Montes: { $a } { $la } · { $b } { $lb }
duel-last = Clash { $clash }: { $versus } — { $result }
duel-revealed = { $clash } revelado: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (escolhe primeiro): { $choice }
duel-to-choose = deve escolher: manter a carta no topo ou colocá-la no fundo
duel-chapter = Clash { $clash }
duel-act = Escolher
duel-describe = { $move ->
    [keep] manter no topo
   *[bottom] colocar no fundo
} sua carta do topo
duel-other-chose = { " " }{ $who } escolheu { $move ->
    [keep] manter no topo
   *[bottom] colocar no fundo
}.
duel-done = Você escolheu { $move ->
    [keep] manter no topo
   *[bottom] colocar no fundo
}: { $card }.
duel-panel = { $match } · Clash { $clash }: sua { $mine } contra { $other }.
duel-over = O duelo terminou.
duel-hand = { $match } · No Duel os dois montes ficam virados para baixo, até para os donos: tudo o que há para ver está na mesa.
duel-event-clash = Clash { $clash }: { $versus } — { $result }. Clashes vencidos { $a } { $sa } – { $sb } { $b }
duel-event-won = { $winner } vence o duelo por { $w }–{ $l }!
duel-event-limit-won = O limite de clashes ({ $clashes }) foi atingido: { $winner } vence pelos clashes vencidos, { $w }–{ $l }.
duel-event-limit-draw = O limite de clashes ({ $clashes }) foi atingido com os clashes vencidos empatados: empate.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = No Discord:
duel-rules-emphasis3 = Manter no topo
duel-rules-emphasis4 = Colocar no fundo
duel-rules = { $emphasis } — a disputa de clashes. Cada jogador tem um monte de 26 cartas.
    A cada clash, ambos revelam a carta do topo; o jogador ativo, e depois o outro, escolhe mantê-la no topo ou colocá-la no fundo. O valor estritamente maior vence o clash (2 baixo, A alto); valores iguais não ganham nada. Uma carta mantida uma vez vai para o fundo depois da próxima revelação.
    Vence quem chegar primeiro a 5 clashes ({ $target } muda isso). O mesmo sorteio decide quem começa em todos os jogos.
    { $emphasis2 } nada é privado (os montes ficam virados para baixo também para os donos): a mesa mostra as duas cartas reveladas e traz { $emphasis3 } / { $emphasis4 } para o jogador escolher; quem escolhe em segundo vê a escolha do primeiro. O resultado de cada clash é publicado.
