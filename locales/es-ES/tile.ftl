### Glossary (español de España): tile = ficha, board = tablero, pool = reserva,
### cell = casilla, row = fila, column = columna, line = línea, place = colocar,
### exchange = cambiar, pass = pasar, point = punto, hand (poker) = jugada, match = partida.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] carta alta
    [pair] pareja
    [two-pair] doble pareja
    [three-of-a-kind] trío
    [straight] escalera
    [flush] color
    [full-house] full
    [four-of-a-kind] póker
    [straight-flush] escalera de color
    [royal-flush] escalera real
   *[none] nada
}

tile-line = { $axis ->
    [row] fila
   *[column] columna
} { $tiles } — { $why }
tile-line-too-long = { $n } fichas: una línea de 6 o más puntúa 0
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = carta alta, pero { $tile } no es la más alta: 0
tile-line-not-part = { $hand }, pero { $tile } no forma parte: 0
tile-lines-none = no inicia ninguna línea de 2 o más fichas: 0 puntos
tile-lines-total-emphasis = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
tile-seat = { $who } { $emphasis } · fichas: { $tiles }
tile-seat-no-tiles = ninguna
tile-board-pool = Tablero: { $board ->
    [one] { $board } ficha
   *[other] { $board } fichas
} · reserva: { $pool ->
    [one] { $pool } ficha
   *[other] { $pool } fichas
}
tile-to-place = debe colocar una ficha{ $stalls }
tile-stalls = pases y cambios seguidos: { $n } de { $max }
tile-act = Jugar

tile-last-turn = Último turno: { $parts }.
tile-then = { $before }, luego { $after }
tile-last-placed = { $who } colocó { $tile } en { $cell }: { $lines }
tile-last-drew = robó { $tile }
tile-last-exchanged = { $who } cambió { $returned } y robó { $drew }
tile-last-passed = { $who } pasó
tile-last-clock = { $who } se quedó sin tiempo: turno saltado
tile-last-skipped = { $who } no tiene fichas y pierde el turno

tile-result = Las 52 fichas están colocadas. Resultado final: { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Empate a puntos; mejor jugada: { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Empate a puntos y mejor jugada ({ $hand }); ases colocados: { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = Gana { $winner }.
tile-verdict-draw = Empate.

tile-panel = { $match } · te toca. Tus fichas: { $tiles }
    Reserva: { $pool ->
        [one] { $pool } ficha
       *[other] { $pool } fichas
    }{ $stalls }.
tile-panel-all = Coloca una ficha, cambia una con la reserva o pasa.
tile-panel-no-exchange = Coloca una ficha o pasa (la reserva está vacía: no hay cambio).
tile-panel-must-place = Has pasado o cambiado dos veces seguidas: coloca una ficha.
tile-reason-pool-empty = reserva vacía
tile-reason-must-place = debes colocar ya
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · tus fichas: { $tiles }. Las dos manos están en la mesa a la vista de todos.

tile-menu-place = Colocar { $tile }
tile-menu-placeholder = Coloca una ficha…
tile-menu-nothing = ahora no puntúa en ninguna parte
tile-menu-best = lo mejor ahora: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} en { $cell }
tile-cells = { $match } · colocar { $tile }: elige una de las { $n ->
    [one] { $n } casilla libre marcada
   *[other] { $n } casillas libres marcadas
} en el tablero{ $paging }, o escribe su nombre.
tile-cells-page = { " " }(página { $page } de { $pages })
tile-cells-placeholder = Casilla para { $tile }…
tile-cell-option = { $cell } — { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
tile-cell-line = { $axis ->
    [row] fila
   *[column] columna
}: { $hand }
tile-cell-nothing = no puntúa
tile-modal-title = Colocar { $tile }: ¿en qué casilla?
tile-modal-placeholder = Un nombre de la imagen, p. ej. B3
tile-preview = { $match } · colocar { $tile } en { $cell }: { $lines }.
    Confirma para colocarla; después robas de la reserva{ $empty ->
        [yes] { " " }(vacía: no se roba)
       *[no] {""}
    }.

tile-button-previous = ◀ Casillas anteriores
tile-button-more = Más casillas ▶
tile-button-type = Escribir casilla
tile-button-other-tile = Otra ficha
tile-button-other-cell = Otra casilla
tile-button-confirm-place = Confirmar: { $tile } en { $cell }
tile-button-exchange = Cambiar una ficha
tile-button-pass = Pasar
tile-button-confirm-exchange = Confirmar: cambiar { $tile }
tile-button-back = Volver

tile-exchange = { $match } · ¿qué ficha vuelve a la reserva? Después robas una al azar.
tile-exchange-option = Cambiar { $tile }
tile-exchange-placeholder = Ficha que cambiar…
tile-exchange-confirm = { $match } · ¿cambiar { $tile }? Vuelve a la reserva y robas una ficha al azar. Es un turno sin colocar ({ $max } seguidos permitidos).

tile-describe-place = colocar { $tile } en { $cell }
tile-describe-exchange = cambiar { $tile } con la reserva
tile-describe-pass = pasar

tile-done-place = Has colocado { $tile } en { $cell } por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
tile-done-exchange = Has cambiado { $tile }.
tile-done-pass = Has pasado.

tile-cell = (fila { $row }, columna { $col })
tile-pick-one = Elige una.
tile-bad-card = `{ $card }` no es una carta: escribe un valor (2-9, T o 10, J, Q, K, A) y luego un palo (S, H, D, C o ♠ ♥ ♦ ♣), como `AS` o `10h`.
tile-duplicate-card = `{ $card }` aparece dos veces.
tile-not-a-cell = «{ $typed }» no es una casilla del tablero: escribe un nombre de la imagen, como { $example }.
tile-error-not-in-hand = { $tile } no está en tu mano.
tile-error-cell-taken = { $cell } ya tiene { $tile }.
tile-error-not-connected = { $cell } no toca ninguna ficha: coloca junto a una ficha del tablero (las diagonales no cuentan).
tile-error-block = { $yes ->
    [yes] Una ficha en { $cell } completaría un bloque 2×2 con { $with }: no se permiten bloques de cuatro.
   *[no] Una ficha en { $cell } completaría un bloque 2×2 con { $with }.
}
tile-error-pool-empty = La reserva está vacía: no hay nada con que cambiar.
tile-error-must-place = Has pasado o cambiado dos veces seguidas: debes colocar una ficha.
tile-error-game-over = La partida ha terminado.
tile-error-not-your-turn = No es tu turno: juega el asiento { $seat }.

tile-alt-empty = El tablero está vacío.
tile-alt-row = Fila { $row }: { $tiles }.
tile-alt-at = { $tile } en { $cell }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = colocar
tile-rules-emphasis3 = cambiar
tile-rules-emphasis4 = pasar
tile-rules-emphasis5 = Ejemplos:
tile-rules-emphasis6 = Reloj:
tile-rules-emphasis7 = salta
tile-rules-emphasis8 = En Discord:
tile-rules-emphasis9 = Jugar
tile-rules-emphasis10 = Cambiar
tile-rules-emphasis11 = Pasar
tile-rules = { $emphasis } — 52 fichas, una por carta; A♠ abre el tablero. Cada jugador tiene 7 fichas a la vista; el resto forma una reserva oculta.
    Un turno es: { $emphasis2 } una ficha junto al tablero (sin completar nunca un bloque 2×2) y robar; { $emphasis3 } una ficha con la reserva; { $emphasis4 } (como mucho 2 turnos seguidos sin colocar).
    Una ficha colocada puntúa su fila y su columna (2–5 fichas cada una) si contribuye a la mejor jugada de póker de la línea: carta alta o pareja 2, doble pareja o trío 3, escalera o color 5, full o póker 8, escalera de color 13. Las líneas de 6+ puntúan 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, luego + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    Gana quien más puntos tenga con las 52 fichas colocadas; los empates se deciden por la mejor jugada y luego por más ases colocados.
    { $emphasis6 } un turno agotado se { $emphasis7 }; 5 turnos perdidos dan la derrota por incomparecencia.
    { $emphasis8 } la mesa muestra el tablero en imagen con las casillas libres nombradas (A1, B3…), las dos manos, los puntos y el último turno. { $emphasis9 } abre tu panel: elige ficha y luego casilla en el menú (con sus puntos) o escribe su nombre; una vista previa muestra la puntuación antes de confirmar. { $emphasis10 } y { $emphasis11 } dicen por qué si las reglas lo impiden.
