### Glossary (español de España): match = partida, round = ronda, defender = defensor,
### attacker = atacante, set = grupo (grupo de 4), set up = formar, reveal = revelar,
### answer = responder, capture = capturar, save = guardar, hand = mano; Clubbed: open stack = pila,
### store = almacén, stock = mazo de robo, club = trébol, to club = aporrear con trébol;
### Duel: clash = clash, library = mazo; Shape Clash: Complete = Completa, Single = Simple,
### pile = pila, deal = ronda, pass = pasar, matched = emparejado; Tile Poker: tile = ficha,
### board = tablero, pool = reserva, place = colocar, exchange = cambiar, point = punto,
### hand (poker) = jugada.

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = ninguna
frames-moved = { $who } { $what }.
frames-clash-set-up-hidden = formó sus grupos boca abajo

## Clash
frames-clash-target-roles = Gana quien llegue a { $target } · Defensor { $defender } · Atacante { $attacker }
frames-clash-none-revealed = Todavía no se ha revelado ningún grupo en esta ronda.
frames-clash-set = Grupo
frames-clash-revealed = Revelado
frames-clash-answer = Respuesta
frames-clash-result = Resultado
frames-clash-revealed-set = reveló el grupo de { $size }
frames-clash-answered = respondió con { $cards }
frames-clash-captures = { $captures } ({ $n ->
    [one] 1 carta
   *[other] { $n } cartas
})
frames-clash-captures-it = lo captura

## Clubbed
frames-clubbed-stack = La pila, de abajo arriba: { $cards }
frames-clubbed-drew = robó del mazo de robo

## Duel
frames-duel-head = Gana quien llegue a { $target } clashes · Mazos: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = su carta
frames-duel-kept = mantuvo { $card } arriba
frames-duel-put = puso { $card } abajo
frames-duel-event-forced = La carta de { $who } va abajo: se mantuvo en el último clash.

## Shape Clash
frames-shape-first-to = Gana quien llegue a { $target }
frames-shape-heading-pile = Pila
frames-shape-heading-top = Arriba
frames-shape-heading-cards = Cartas
frames-shape-complete = Completa
frames-shape-counts = { $who }: { $hand } en mano, { $pile } en pila
frames-shape-opened = abrió con { $card }
frames-shape-played = jugó { $play }
frames-shape-passed-option = pasó (opción 7)

## Tile Poker
frames-tile-too-large = (el tablero es demasiado grande para dibujarlo aquí)
frames-tile-board = El tablero: { $n ->
    [one] 1 ficha
   *[other] { $n } fichas
}
frames-tile-tiles = Fichas de { $who }: { $tiles }
frames-tile-placed = colocó { $tile } en { $cell }
frames-tile-exchanged = cambió { $tile } con la reserva
frames-tile-passed = pasó
frames-tile-scores = { $tile } puntúa: { $lines } (total { $total })
frames-tile-drew = { $who } robó { $tile }.
frames-tile-event-exchanged = { $who } devolvió { $returned } a la reserva y robó { $drew }.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 fichas
frames-film-wins = gana { $winner }
frames-film-draw = empate
frames-film-final = final
frames-film-heading = Tile Poker, partida n.º { $id }, un fotograma por cada una de sus { $n ->
    [one] { $n } colocación
   *[other] { $n } colocaciones
} con la puntuación, con pausa al final. Puntuación final: { $a } { $pa }, { $b } { $pb }: { $result }. Tablero final:
