### Glossary (español): puzzle = problema, move = jugada, player = jugador, opponent = rival,
### board = clasificación, rating = puntuación, streak = racha. Register: tú.

### Los problemas del día: /puzzle (la posición, el veredicto de una respuesta, los
### rechazos), la clasificación de problemas (/puzzles y la página web) y el mensaje diario.

## /puzzle: la posición. La mesa de arriba es la del juego.
puzzle-title-emphasis = Problema de { $game } del día
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = Te toca. Encuentra la mejor jugada: aquí hay { $lines } clases de jugada distintas y una es la mejor. Tienes un solo intento.
puzzle-measure-scores = La mejor es la que puntúa en esta ronda contra más formas en que tu rival puede formar su último conjunto con las cartas que no has visto.
puzzle-measure-margin = La mejor es la que te deja la mejor diferencia final cuando los dos lados juegan perfecto hasta el final, con todas las cartas a la vista.
puzzle-stats = Puntuación del problema { $rating } · resuelto por { $right } de { $tried } hasta ahora
puzzle-opponent = el rival
puzzle-label = Problema del día
puzzle-pick-answered = { $game } (respondido)
puzzle-all-answered = Ya has respondido todos los problemas de hoy. Los nuevos llegan a medianoche.

## El veredicto de una respuesta (solo lo ve el jugador).
puzzle-right-emphasis = ¡Correcto!
puzzle-right = ✅ { $emphasis } { $move } es la mejor jugada.
puzzle-wrong-emphasis = No es la mejor.
puzzle-wrong = ❌ { $emphasis } Elegiste { $answer }; la mejor era { $move }.
puzzle-why-scores = { $move } puntúa contra { $value } de las { $of } formas de formar el último conjunto.
puzzle-why-scores-other = { $move }: contra { $value } de ellas.
puzzle-why-margin = { $move } termina { $value }.
puzzle-why-margin-other = { $move }: termina { $value }.
puzzle-why-others = Otras jugadas:
puzzle-why-more = …y { $count } más, todas peores.
puzzle-rating-change = Tu puntuación de problemas: { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Racha: { $current ->
    [one] { $current } día
   *[other] { $current } días
} (mejor { $best })

## Rechazos.
puzzle-left-out = { $game } no tiene problema del día: cada decisión es quedarse la carta o ponerla debajo, así que adivinar acertaría la mitad de las veces.
puzzle-left-out-endless = { $game } no tiene problema del día: se puede pasar en cualquier turno, aunque tengas carta para jugar, así que el final puede dar vueltas sin acabar nunca y ninguna jugada se puede demostrar como la mejor.
puzzle-not-ready = El problema de hoy aún no está listo. Vuelve a intentarlo en un minuto.
puzzle-day-over = Ese era el problema del { $date }; aquí ya es { $today }. Usa /puzzle para el de hoy.
puzzle-already-right = Ya respondiste el problema de { $game } del { $date } y encontraste la mejor jugada. Un intento por problema.
puzzle-already-wrong = Ya respondiste el problema de { $game } del { $date } y no era la mejor jugada. Un intento por problema.
puzzle-not-a-move = Esa jugada no se puede hacer en este problema.
puzzle-shutting-down = El bot se está reiniciando. Vuelve a intentarlo en un momento.

## La clasificación de problemas del servidor.
puzzle-board-title-emphasis = Clasificación de problemas
puzzle-board-title = 🧩 { $emphasis } · página { $page } de { $pages }
puzzle-board-row = { $rank }. { $who } · puntuación { $rating } · { $solved } resueltos de { $tried } · 🔥 { $streak } (mejor { $best })
puzzle-board-empty = Nadie ha respondido aún un problema en este servidor. ¡Prueba /puzzle!
puzzle-board-no-page = No hay página { $page }: la clasificación de problemas tiene { $pages }.
puzzle-board-previous = Anterior
puzzle-board-next = Siguiente

## El mensaje diario, en el canal de problemas del servidor, a medianoche.
puzzle-post-title-emphasis = Los problemas de hoy
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = Un problema de cada juego: { $games }.
puzzle-post-how = Juega con /puzzle: solo tú ves tu respuesta, un intento por problema, y la clasificación guarda tu puntuación y tu racha.
puzzle-post-yesterday = Ayer aquí:
puzzle-post-count = { $game }: resuelto por { $right } de { $tried }

## La página web de la clasificación de problemas del servidor.
puzzle-web-title = Clasificación de problemas
puzzle-web-intro = Quién responde aquí los problemas del día: su puntuación de problemas, los problemas resueltos e intentados y su racha de días con uno resuelto. Se juega con /puzzle en Discord.
puzzle-web-player = Jugador
puzzle-web-rating = Puntuación
puzzle-web-solved = Resueltos
puzzle-web-tried = Intentados
puzzle-web-streak = Racha
puzzle-web-best = Mejor racha
puzzle-web-empty = Nadie ha respondido aún un problema en este servidor.
puzzle-web-link = Clasificación de problemas
