### Glossary (español de España): open stack = pila, store = almacén, stock = mazo de robo,
### club = trébol, to club = aporrear con trébol, hand = mano, draw = robar, play = jugar, match = partida.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = trébol
clubbed-rules-emphasis3 = gana quien tenga menos cartas en su almacén
clubbed-rules-emphasis4 = En Discord:
clubbed-rules-emphasis5 = Mi mano
clubbed-rules-emphasis6 = Jugar
clubbed-rules-emphasis7 = Robar una carta
clubbed-rules = { $emphasis } — un juego de descarte. 5 cartas cada uno; una se pone boca arriba para empezar la pila.
    Juega una carta del palo o del rango de la carta de arriba, o cualquier trébol. Si tienes una que encaja, debes jugar; si no, roba de una en una hasta que puedas.
    Jugar un { $emphasis2 } manda toda la pila al almacén de tu rival; este empieza una pila nueva con cualquier carta.
    Cuando el jugador en turno no puede jugar, las manos van a los almacenes; { $emphasis3 }.
    { $emphasis4 } tu mano es privada: { $emphasis5 } o { $emphasis6 } la muestra con un botón por cada carta que puedes jugar, y { $emphasis7 } solo cuando las reglas te dejan robar. La mesa muestra la carta de arriba, los almacenes, el tamaño de las manos y del mazo de robo y el último turno; cada trebolazo se anuncia.

clubbed-takes-empty = la pila está vacía: cualquier carta la empieza
clubbed-takes-any = arriba { $top } (el trébol destapado): se puede jugar cualquier carta
clubbed-takes-match = arriba { $top }: juega un { $suit } o un { $rank }, o cualquier trébol

clubbed-open = Pila ({ $n }): { $takes }
clubbed-stores = Almacenes (menos gana): { $a } { $sa } · { $b } { $sb }
clubbed-sizes = Manos: { $a } { $ha } · { $b } { $hb } · Mazo de robo: { $stock }
clubbed-last = Último turno: { $who }{ $what }
clubbed-last-drew = { " " }robó { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} y luego
clubbed-last-played = jugó { $card }
clubbed-last-clubbed = { " " }y aporreó a { $victim }: { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} a su almacén
clubbed-last-refilled = , y luego robó { $n } (mano vacía)
clubbed-drawn = { $who } ha robado { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} este turno.
clubbed-to-play = debe jugar
clubbed-act = Jugar

clubbed-no-cards = sin cartas
clubbed-hand = { $match } · tu mano ({ $n }): { $cards }
clubbed-hand-open = La pila: { $takes }.
clubbed-their-turn = Es el turno de { $who }.
clubbed-menu = Juega una carta
clubbed-button-play = Jugar { $card }
clubbed-button-draw = Robar una carta
clubbed-move-club-or-draw = Tu turno: juega un trébol o roba (no tienes nada que encaje).
clubbed-move-play = Tu turno: juega una de estas cartas.
clubbed-move-draw = No tienes nada jugable: roba hasta que puedas jugar.
clubbed-move-none = No puedes jugar.
clubbed-done-draw = Robaste una carta.
clubbed-done-play = Jugaste { $card }.
clubbed-describe-play = jugar { $card }
clubbed-describe-draw = robar del mazo

clubbed-event-clubbed = { $who } aporrea a { $victim }: { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} a su almacén (ahora { $store }).
clubbed-event-ended = { $stuck } no puede jugar y el mazo de robo está vacío: la partida termina. Las manos van a los almacenes ({ $a } { $ha }, { $b } { $hb }). Almacenes finales: { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = { $winner } gana con menos cartas en su almacén.
clubbed-result-draw = Almacenes iguales: empate.

clubbed-pick-one = Elige una sola carta.
clubbed-bad-card = `{ $code }` no es una carta: escribe un rango (2-9, T o 10, J, Q, K, A) y luego un palo (S, H, D, C o ♠ ♥ ♦ ♣), como `AS` o `10h`.
clubbed-duplicate-card = `{ $code }` aparece dos veces.
clubbed-error-over = La partida ha terminado.
clubbed-error-not-your-turn = No es tu turno: le toca jugar al asiento { $seat }.
clubbed-error-not-in-hand = { $card } no está en tu mano.
clubbed-error-no-match = { $card } no encaja con { $top }: debes jugar una carta que encaje con { $top } o un trébol.
clubbed-error-must-play = Tienes una carta que encaja con { $top }: debes jugar, no robar.
clubbed-error-must-play-any = La pila acepta cualquier carta y tienes una que no es trébol: debes jugar, no robar.
clubbed-error-stock-empty = El mazo de robo está vacío: no puedes robar.
