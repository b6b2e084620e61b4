### Glossary (português do Brasil): open stack = pilha, store = depósito, stock = monte de compra,
### club = paus, to club = dar uma paulada, hand = mão, draw = comprar, play = jogar, match = partida.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = paus
clubbed-rules-emphasis3 = vence quem tiver menos cartas no depósito
clubbed-rules-emphasis4 = No Discord:
clubbed-rules-emphasis5 = Minha mão
clubbed-rules-emphasis6 = Jogar
clubbed-rules-emphasis7 = Comprar uma carta
clubbed-rules = { $emphasis } — um jogo de descarte. 5 cartas para cada um; uma é virada para começar a pilha.
    Jogue uma carta do naipe ou do valor da carta do topo, ou qualquer carta de paus. Tendo uma que combine, você precisa jogar; senão, compre uma por vez até poder jogar.
    Jogar { $emphasis2 } manda a pilha inteira para o depósito do adversário; ele começa uma pilha nova com qualquer carta.
    Quando quem está na vez não pode jogar, as mãos vão para os depósitos; { $emphasis3 }.
    { $emphasis4 } sua mão é privada: { $emphasis5 } ou { $emphasis6 } a mostra com um botão para cada carta que você pode jogar, e { $emphasis7 } só quando as regras deixam comprar. A mesa mostra a carta do topo, os depósitos, o tamanho das mãos e do monte e o último turno; cada paulada é anunciada.

clubbed-takes-empty = a pilha está vazia: qualquer carta a começa
clubbed-takes-any = topo { $top } (o paus virado): qualquer carta pode ser jogada
clubbed-takes-match = topo { $top }: jogue um { $suit } ou um { $rank }, ou qualquer paus

clubbed-open = Pilha ({ $n }): { $takes }
clubbed-stores = Depósitos (menos vence): { $a } { $sa } · { $b } { $sb }
clubbed-sizes = Mãos: { $a } { $ha } · { $b } { $hb } · Monte: { $stock }
clubbed-last = Último turno: { $who }{ $what }
clubbed-last-drew = { " " }comprou { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}, depois
clubbed-last-played = jogou { $card }
clubbed-last-clubbed = { " " }e deu uma paulada em { $victim }: { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} para o depósito de { $victim }
clubbed-last-refilled = , depois comprou { $n } (mão esvaziada)
clubbed-drawn = { $who } comprou { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} neste turno.
clubbed-to-play = deve jogar
clubbed-act = Jogar

clubbed-no-cards = nenhuma carta
clubbed-hand = { $match } · sua mão ({ $n }): { $cards }
clubbed-hand-open = A pilha: { $takes }.
clubbed-their-turn = É a vez de { $who }.
clubbed-menu = Jogar uma carta
clubbed-button-play = Jogar { $card }
clubbed-button-draw = Comprar uma carta
clubbed-move-club-or-draw = Sua vez: jogue um paus ou compre (você não tem nada que combine).
clubbed-move-play = Sua vez: jogue uma destas cartas.
clubbed-move-draw = Você não tem nada jogável: compre até poder jogar.
clubbed-move-none = Você não pode jogar.
clubbed-done-draw = Você comprou uma carta.
clubbed-done-play = Você jogou { $card }.
clubbed-describe-play = jogar { $card }
clubbed-describe-draw = comprar do monte

clubbed-event-clubbed = { $who } dá uma paulada em { $victim }: { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} para o depósito de { $victim } (agora { $store }).
clubbed-event-ended = { $stuck } não pode jogar e o monte está vazio: o jogo termina. As mãos vão para os depósitos ({ $a } { $ha }, { $b } { $hb }). Depósitos finais: { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = { $winner } vence com menos cartas no depósito.
clubbed-result-draw = Depósitos iguais: empate.

clubbed-pick-one = Escolha uma carta só.
clubbed-bad-card = `{ $code }` não é uma carta: escreva um valor (2-9, T ou 10, J, Q, K, A) e depois um naipe (S, H, D, C ou ♠ ♥ ♦ ♣), como `AS` ou `10h`.
clubbed-duplicate-card = `{ $code }` aparece duas vezes.
clubbed-error-over = O jogo acabou.
clubbed-error-not-your-turn = Não é a sua vez: o lugar { $seat } é quem joga.
clubbed-error-not-in-hand = { $card } não está na sua mão.
clubbed-error-no-match = { $card } não combina com { $top }: você precisa jogar uma carta que combine com { $top } ou um paus.
clubbed-error-must-play = Você tem uma carta que combina com { $top }: precisa jogar, não comprar.
clubbed-error-must-play-any = A pilha aceita qualquer carta e você tem uma que não é de paus: precisa jogar, não comprar.
clubbed-error-stock-empty = O monte está vazio: você não pode comprar.
