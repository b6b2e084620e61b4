### Glossary (español de España): Complete = Completa, Single = Simple, pile = pila, deal = ronda,
### pass = pasar, option = opción, pattern = relleno, color = color, shape = forma,
### solid = macizo, hollow = hueco, partial = parcial, circle = círculo, triangle = triángulo,
### square = cuadrado, matched = emparejado, match = partida.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = bloqueada
shape-rules-emphasis3 = En Discord:
shape-rules-emphasis4 = Jugar
shape-rules-emphasis5 = Terminar el turno con una Simple
shape-rules-emphasis6 = Pasar
shape-rules = { $emphasis } — 63 cartas: 27 Completas (relleno × color × forma) y 36 Simples.
    En cada turno juega tantas cartas como puedas en la pila de Completas y en las tres pilas de Simples, según siete opciones; jugar una Simple sin condiciones, o pasar, termina tu turno.
    Vacía antes tu mano y tu pila para ganar la ronda y sumar las cartas de tu rival; gana quien llegue antes a 10 puntos.
    En el primer turno de una ronda, quien abre juega una Completa; si no tiene ninguna en toda su pila, pasa y abre el otro. La ronda queda { $emphasis2 } cuando ambos pasan seguidos sin jugada legal y ninguno puede robar: quien tenga menos cartas gana la diferencia.
    { $emphasis3 } { $emphasis4 } abre tu mano con las jugadas legales del momento, agrupadas por opción; tras cada jugada el panel se actualiza y tu turno sigue hasta que eliges { $emphasis5 } o { $emphasis6 }. La mesa muestra el tablero (🔴🟢🔵 color, ●/○/◐ relleno y forma) y las jugadas del último turno.

shape-value = { $value ->
    [solid] Macizo
    [hollow] Hueco
    [partial] Parcial
    [red] Rojo
    [green] Verde
    [blue] Azul
    [circle] Círculo
    [triangle] Triángulo
   *[square] Cuadrado
}
shape-category = { $category ->
    [pattern] Relleno
    [color] Color
   *[shape] Forma
}
shape-complete-card = { $shape } { $color } { $pattern }
shape-single-card = { $value } (Simple)
shape-single-named = Simple: { $value }
shape-empty = vacía
shape-no-cards = sin cartas

shape-move-open = abrir con { $card }
shape-move-follow = { $card } sobre el valor de la Completa de arriba (opción 1)
shape-move-share-two = { $card }, con dos valores en común (opción 2)
shape-move-piles = { $card }, la Completa de las pilas de Simples (opción 3)
shape-move-free-complete = { $card } en el tablero emparejado (opción 4a)
shape-move-free-singles = { $cards } en el tablero emparejado (opción 4b)
shape-move-combo = { $complete } con { $single } (opción 5)
shape-move-final = { $card }, que termina el turno (opción 6)
shape-move-pass = pasar (opción 7)

shape-table-head = { $title } · a { $target } puntos · Ronda { $deal }
shape-score = Puntuación: { $a } { $sa } · { $b } { $sb }
shape-top = Completa de arriba: { $top } ({ $n } en la pila)
shape-top-none = ninguna aún: quien abre juega una
shape-piles = Pilas de Simples: { $piles }
shape-pile = { $category }: { $top }
shape-matched = emparejado (se puede bajar cualquier Completa o tres Simples)
shape-cards = Cartas: { $a } { $ha } en mano, { $pa } en pila · { $b } { $hb } en mano, { $pb } en pila
shape-last-turn = Último turno, { $who }: { $plays }
shape-passed-forced = pasó: sin jugada legal
shape-passed = pasó
shape-this-turn = En este turno, hasta ahora: { $n ->
    [one] { $n } jugada
   *[other] { $n } jugadas
}
shape-blocking = Un pase de bloqueo: si el siguiente jugador tampoco puede jugar ni robar, la ronda termina.
shape-last-deal = Ronda { $deal }: { $result }
shape-to-open = debe abrir la ronda con una Completa
shape-to-play = debe jugar
shape-chapter = Ronda { $deal }
shape-act-open = Abrir
shape-act-play = Jugar

shape-deal-out = { $who } se quedó sin cartas y suma { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
shape-deal-blocked = bloqueada; { $who } tiene menos cartas ({ $mine } a { $theirs }) y suma { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
shape-deal-even = bloqueada con { $left } cartas cada uno: sin puntos

shape-event-deal-ended = La ronda { $deal } termina: { $result }{ $how }. Marcador de la partida { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(última jugada: { $plays })
shape-event-deal-started = Ronda { $deal }: abre { $who }.

shape-hand = { $match } · tu mano ({ $n }):
shape-panel = { $match } · tu mano ({ $n }):
shape-board = Tablero: Completa de arriba { $top } · { $piles }
shape-top-none-short = ninguna aún
shape-not-your-turn = No es tu turno.
shape-open-deal = Abre la ronda: juega una Completa (termina tu turno).
shape-menu-open = Abrir con una Completa
shape-no-keep = Ninguna jugada mantiene el turno: termínalo con una Simple (opción 6) o pasa.
shape-keep = Jugadas que mantienen tu turno: { $n }. Termínalo con una Simple (opción 6) o pasa.
shape-must-pass = No tienes jugada legal: debes pasar.
shape-menu-keep = Jugar y mantener el turno (opciones 1–5)
shape-menu-triples = Tres Simples (opción 4b)
shape-menu-final = Terminar el turno con una Simple (opción 6)
shape-button-pass-forced = Pasar (sin jugada legal)
shape-button-pass = Pasar (opción 7)
shape-done = Jugaste: { $play }.

shape-pick-one = Elige una sola jugada.
shape-not-offered = Esa jugada no es una de las que ofrecía este panel.
shape-error-not-in-hand = { $card } no está en tu mano.
shape-error-played-twice = { $card } se juega dos veces.
shape-error-not-a-complete = { $card } es una Simple, pero esta jugada necesita una Completa.
shape-error-not-a-single = { $card } es una Completa, pero esta jugada necesita una Simple.
shape-error-must-open = La ronda se abre con una sola Completa de tu mano y nada más.
shape-error-already-open = La ronda ya está abierta: la Completa de apertura está en la mesa.
shape-error-does-not-follow = { $single } no sigue a { $top }: su { $category } es { $needed }.
shape-error-same-as-pile = La pila de { $category } ya muestra { $value }: la opción 1 necesita otro valor (la opción 6 la juega y termina tu turno).
shape-error-not-two-shared = { $complete } comparte { $shared } valores con { $top }: la opción 2 necesita exactamente dos.
shape-error-not-piles-complete = { $complete } no es la Completa de las pilas de Simples, que muestran { $piles }.
shape-error-not-matched = El tablero no está emparejado: las pilas de Simples muestran { $piles } y la de Completas { $top }.
shape-error-missing-category = Juega una Simple de cada categoría: no hay Simple de { $category }.
shape-error-combo-not-two = { $complete } coincide con { $matching } de las pilas de Simples ({ $piles }): la opción 5 necesita exactamente dos.
shape-error-combo-wrong-single = { $single } no completa { $complete }: juégala con la Simple { $needed }.

shape-picture-complete = Completa ({ $n })
shape-picture-single = (Simple)
shape-picture-matched = Emparejado: una Completa, o tres Simples
shape-alt-board = Tablero de Shape Clash: { $top } ({ $n } en la pila); pilas de Simples: { $piles }{ $matched }.
shape-alt-top = Completa de arriba { $card }
shape-alt-no-top = aún no hay Completa
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } vacía
shape-alt-matched = ; emparejado
shape-alt-hand = Tu mano, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}: { $cards }.
