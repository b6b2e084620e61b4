### Glossary (español de España): toss = sorteo, match = partida, deal = reparto, commitment = compromiso,
### hand = mano. Quién empieza: el mensaje del sorteo, sus dos botones, el compromiso del reparto.

toss-head = 🎲 { $match } · { $game } · el sorteo:
toss-reveal = { $a } muestra { $ca }, { $b } muestra { $cb }
toss-again = Otra vez: { $reveal }
toss-equal = { $reveal } — mismo valor, se vuelve a mostrar.
toss-wins-choosing = { $who } gana el sorteo y elige:
toss-wins-chose = { $who } gana el sorteo y ha elegido: { $choice }.
toss-wins-bot = { $who } gana el sorteo y elegirá en un momento.
toss-bot-chose = 🤖 { $who } ha ganado el sorteo y ha elegido: { $choice }.
toss-commitment = 🔒 Compromiso del reparto: `sha256 { $hash }` (compruébalo con { $record } cuando acabe la partida)
toss-dealt = Las cartas están repartidas: mira las tuyas con { $button } antes de elegir.
toss-first = { $game ->
    [clash] Defender primero
    [tile-poker] Colocar primero
    [clubbed] Jugar primero
    [shape-clash] Abrir el primer reparto
    [duel] Elegir primero
   *[other] Empezar
}
toss-second = { $game ->
    [clash] Atacar primero
    [tile-poker] Colocar segundo
    [clubbed] Jugar segundo
    [shape-clash] Dejar abrir al rival
    [duel] Elegir segundo
   *[other] Ir segundo
}
toss-late-dmo = ⏰ El DMO no ha elegido a tiempo y empieza.
toss-late-winner = ⏰ El ganador del sorteo no ha elegido a tiempo y empieza.
