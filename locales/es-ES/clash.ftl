### Glossary (español de España): round = ronda, defender = defensor, attacker = atacante,
### set = grupo (grupo de 4), set up = formar (formación), reveal = revelar,
### answer = respuesta (responder), capture = capturar, save = guardar, hand = mano,
### score = marcador, point = punto, junk = cartas de relleno, match = partida, toss = sorteo.
### Hand classes (términos de póker): high card = carta alta, pair = pareja, two pair = doble pareja,
### three of a kind = trío, straight = escalera, flush = color, straight flush = escalera de color,
### four of a kind = póker; el «flash» de Clash (los cuatro palos) se queda flash:
### straight flash = escalera flash, two pair flash = doble pareja flash, common flash = flash simple.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = carta alta
clash-category-pair = pareja
clash-category-two-pair = doble pareja
clash-category-three-of-a-kind = trío
clash-category-straight = escalera
clash-category-flush = color
clash-category-straight-flush = escalera de color
clash-category-straight-flash = escalera flash
clash-category-two-pair-flash = doble pareja flash
clash-category-four-of-a-kind = póker
clash-category-common-flash = flash simple
clash-rank = { $category } ({ $card } alta)
clash-set-line = • grupo de { $size }: { $cards } — { $rank }

## The table
clash-title = { $title } · gana quien llegue a { $target } puntos
clash-score = Marcador: { $a } { $sa } · { $b } { $sb } · Ronda { $round }
clash-roles = 🛡️ Defensor { $defender } · ⚔️ Atacante { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = capturado
clash-not-captured = no capturado
clash-exchange-waiting = esperando la respuesta
clash-face-down = Boca abajo: { $sizes }
clash-size = grupo de { $size }
clash-to-set-up = debe formar sus grupos
clash-to-reveal = debe revelar un grupo
clash-to-answer = debe responder al grupo de { $size }
clash-round = Ronda { $round }

## The table's action button
clash-act-set-up = Formar
clash-act-reveal = Revelar
clash-act-answer = Responder
clash-act-play = Jugar

## A move in words
clash-describe-set-up = formar { $setup }
clash-describe-reveal = revelar tu grupo de { $size }
clash-describe-answer = responder con { $cards }

## A finished match's replay

## Public posts
clash-event-set-up = { $who } ha formado sus cuatro grupos.
clash-event-revealed = { $who } revela el grupo de { $size } { $cards } — { $rank }
clash-event-answered = { $who } responde { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = captura
clash-event-captures = lo { $emphasis } ({ $n ->
    [one] 1 carta
   *[other] { $n } cartas
})
clash-event-no-capture = no lo captura
clash-event-round-scored = Termina la ronda { $round }: { $captured } de 10 cartas capturadas, { $scorer } suma { $points }. Marcador { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Ronda { $round }: { $who } defiende.

## My hand
clash-hand-head = { $match } · tus cartas
clash-hand-sets = Tus grupos aún boca abajo:
clash-saved = Guardadas para la próxima ronda: { $cards }
clash-hand-cards = Tu mano ({ $n }): { $cards }
clash-hand-empty = Ahora mismo no tienes cartas.

## Panels
clash-over = La partida ha terminado.
clash-your-hand = Tu mano: { $cards }
clash-choose = Elige { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}
clash-button-back = Atrás
clash-button-reset = Empezar de nuevo
clash-button-type = Escribirlo
clash-button-confirm = Confirmar
clash-setup-head = Formación — Partida n.º { $id }
clash-setup-pick-emphasis = grupo de { $size }
clash-setup-pick = Elige tu { $emphasis } entre las cartas aún libres.
clash-setup-confirm = Confirma para fijar esta formación.
clash-reveal-head = Revelar — Partida n.º { $id }
clash-reveal-choose = Elige el grupo que vas a revelar ahora:
clash-button-reveal = Revelar el grupo de { $size }
clash-answer-head = Respuesta — Partida n.º { $id }
clash-answer-set = El grupo de { $size }: { $cards } — { $rank }
clash-answer-yours = Tu respuesta: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ lo supera (lo captura)
clash-answer-not-beats = ❌ no lo supera
clash-answer-pick = Elige exactamente { $n ->
    [one] 1 carta
   *[other] { $n } cartas
} (se permiten cartas de relleno).

## Forms, and what a move tells the mover
clash-setup-form = Tu formación
clash-answer-form = Tu respuesta
clash-answer-placeholder = { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}, p. ej. 7S 7H 7D
clash-done-setup = Tu formación queda fijada: { $setup }.
clash-done-reveal = Has revelado tu grupo de { $size }.
clash-done-answer = Has respondido con { $cards }.

## Refusals of a panel
clash-stale = Ese panel es de un paso anterior; vuelve a usar el botón de la mesa.
clash-bad-setup = { $error } Escribe cuatro grupos separados por `|`, p. ej. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. No se ha cambiado nada.
clash-already-in-set = { $card } ya está en uno de tus grupos.
clash-pick-exactly = Elige exactamente { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}.
clash-sets-missing = Elige los cuatro grupos antes de confirmar.

## The rules' refusals
clash-error-wrong-phase = eso no es posible ahora: { $now }
clash-now-setting-up = el defensor está formando sus grupos
clash-now-revealing = el defensor revela un grupo
clash-now-answering = el atacante responde al grupo de { $size }
clash-now-over = la partida ha terminado
clash-now-nothing-to-answer = no hay ningún grupo al que debas responder
clash-now-not-setting-up = no estás formando tus grupos
clash-error-set-size = tu grupo de { $size } tiene { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}
clash-error-saved-count = debes guardar exactamente 3 cartas, no { $n }
clash-error-not-in-hand = { $card } no está en tu mano
clash-error-used-twice = { $card } se usa dos veces
clash-error-already-revealed = tu grupo de { $size } ya está revelado
clash-error-no-such-set = no hay grupo de { $size }: los grupos tienen de 1 a 4 cartas
clash-error-answer-size = debes responder con { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}, no con { $got }
clash-error-set-count = escribe 4 grupos separados por `|` (hay { $n })
clash-error-group-size = un grupo tiene de 1 a 4 cartas, pero `{ $group }` tiene { $n }
clash-error-two-sets = dos grupos tienen { $n } cartas: escribe un grupo de cada tamaño 1, 2, 3 y 4
clash-error-not-a-card = `{ $card }` no es una carta: escribe un valor (2-9, T o 10, J, Q, K, A) y luego un palo (S, H, D, C o ♠ ♥ ♦ ♣), como `AS` o `10h`
clash-error-card-twice = `{ $card }` aparece dos veces
clash-error-set-cards = un grupo tiene de 1 a 4 cartas, no { $n }
clash-error-set-duplicate = { $card } aparece dos veces en el grupo

## /rank
clash-rank-head = { $cards } — { $category } ({ $card } alta)
clash-rank-place = Categoría { $place } de { $count } para grupos de { $size }: { $names }
clash-rank-beats = Supera a { $beaten } de los { $total } grupos de { $size } posibles ({ $percent } %).
clash-rank-refused = No se puede clasificar: { $error }.

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Formar.
clash-rules-emphasis3 = 2. Revelar y responder.
clash-rules-emphasis4 = 3. Puntuar.
clash-rules-emphasis5 = Jerarquía
clash-rules-emphasis6 = Ejemplos:
clash-rules-emphasis7 = Mi mano
clash-rules =
    { $emphasis } (póker dividido) — gana quien llegue a 10 puntos.
    En cada ronda uno defiende y el otro ataca; los papeles se alternan.
    { $emphasis2 } El defensor reparte en secreto 13 cartas en grupos de 1, 2, 3 y 4 cartas y guarda 3 para la ronda siguiente.
    { $emphasis3 } El defensor revela un grupo cada vez, en el orden que quiera. El atacante responde a cada uno con tantas cartas de su mano (se permite relleno) y lo captura si el suyo es estrictamente mejor.
    { $emphasis4 } Capturar 6+ de las 10 cartas suma (capturadas − 5); si no, el defensor suma 2.
    Luego se baraja todo salvo las cartas guardadas; cada uno recibe 13 y el nuevo atacante añade sus 3 guardadas (16).
    { $emphasis5 } (de mayor a menor). 2 cartas: pareja > carta alta. 3 cartas: trío > escalera de color > escalera > color > pareja > carta alta. 4 cartas: póker > escalera de color > escalera flash (los cuatro palos) > doble pareja flash > escalera > color > trío > doble pareja > pareja > flash simple (los cuatro palos) > carta alta.
    A igual categoría gana la carta decisiva más alta (valor, luego ♠ > ♥ > ♦ > ♣). El as es alto o bajo (A-2-3), nunca da la vuelta (no K-A-2).
    { $emphasis6 } `JS JH` supera a `JD JC` · `2C 2D 2H` supera a `QS KS AS` · `3C 4D 5H 6S` (escalera flash) supera a `9S 9H 7D 7C` (doble pareja flash) · `2H 7H 9H KH` (color) supera a `AS AH AD 2C`.
    Las cartas se reparten antes del sorteo: mira las tuyas con { $emphasis7 } antes de que el ganador elija atacar o defender.
    Prueba { $rank }.
