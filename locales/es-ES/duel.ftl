### Glossary (español de España): clash = clash, library = mazo, top = arriba,
### bottom = abajo, keep = mantener, match = partida.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = obligada a ir abajo (se mantuvo en el último clash)
duel-choice-keeps = la mantiene arriba
duel-choice-bottoms = la pone abajo
duel-choice-choosing = eligiendo…
duel-choice-next = elige después
duel-versus = { $a } { $ca } contra { $b } { $cb }
duel-clash-won = lo gana { $who }
duel-clash-equal = mismo rango, nadie gana
duel-button-keep = Mantener arriba
duel-button-bottom = Poner abajo
duel-title = { $title } · gana quien llegue a { $target } clashes
duel-scores = Clashes ganados: { $a } { $sa } · { $b } { $sb } · Mazos: { $a } { $la } · { $b } { $lb }
duel-last = Clash { $clash }: { $versus } — { $result }
duel-revealed = { $clash } revelado: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (elige primero): { $choice }
duel-to-choose = debe elegir: mantener la carta arriba o ponerla abajo
duel-chapter = Clash { $clash }
duel-act = Elegir
duel-describe = { $move ->
    [keep] mantener arriba
   *[bottom] poner abajo
} tu carta superior
duel-other-chose = { " " }{ $who } eligió { $move ->
    [keep] mantener arriba
   *[bottom] poner abajo
}.
duel-done = Elegiste { $move ->
    [keep] mantener arriba
   *[bottom] poner abajo
}: { $card }.
duel-panel = { $match } · Clash { $clash }: tu { $mine } contra { $other }.
duel-over = El duelo ha terminado.
duel-hand = { $match } · En Duel los dos mazos están boca abajo, también para sus dueños: todo lo que hay que ver está en la mesa.
duel-event-clash = Clash { $clash }: { $versus } — { $result }. Clashes ganados { $a } { $sa } – { $sb } { $b }
duel-event-won = ¡{ $winner } gana el duelo { $w }–{ $l }!
duel-event-limit-won = Se ha alcanzado el límite de clashes ({ $clashes }): { $winner } gana por clashes ganados, { $w }–{ $l }.
duel-event-limit-draw = Se ha alcanzado el límite de clashes ({ $clashes }) con los mismos clashes ganados: empate.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = En Discord:
duel-rules-emphasis3 = Mantener arriba
duel-rules-emphasis4 = Poner abajo
duel-rules = { $emphasis } — el concurso de clashes. Cada jugador tiene un mazo de 26 cartas.
    En cada clash ambos muestran su carta superior; el jugador activo, y luego el otro, elige dejarla arriba o ponerla al fondo. El valor estrictamente mayor gana el clash (2 el más bajo, A el más alto); valores iguales no ganan nada. Una carta que se ha dejado arriba una vez va al fondo tras su siguiente revelación.
    Gana quien llegue primero a 5 clashes ({ $target } lo cambia). El mismo sorteo decide quién empieza en todos los juegos.
    { $emphasis2 } nada es privado (los mazos están boca abajo también para sus dueños): la mesa muestra las dos cartas reveladas y lleva { $emphasis3 } / { $emphasis4 } para que el jugador elija; quien elige segundo ve la elección del primero. Se publica el resultado de cada clash.
