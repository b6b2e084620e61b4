### Glossary (português do Brasil): toss = sorteio, match = partida, deal = distribuição, commitment = compromisso,
### hand = mão. Quem começa: a mensagem do sorteio, seus dois botões, o compromisso da distribuição.

toss-head = 🎲 { $match } · { $game } · o sorteio:
toss-reveal = { $a } revela { $ca }, { $b } revela { $cb }
toss-again = De novo: { $reveal }
toss-equal = { $reveal } — valores iguais, revela-se de novo.
toss-wins-choosing = { $who } vence o sorteio e escolhe:
toss-wins-chose = { $who } vence o sorteio e escolhe: { $choice }.
toss-wins-bot = { $who } vence o sorteio e escolhe em instantes.
toss-bot-chose = 🤖 { $who } venceu o sorteio e escolheu: { $choice }.
toss-commitment = 🔒 Compromisso da distribuição: `sha256 { $hash }` (confira com { $record } quando a partida terminar)
toss-dealt = As cartas foram distribuídas: veja as suas com { $button } antes da escolha.
toss-first = { $game ->
    [clash] Defender primeiro
    [tile-poker] Colocar primeiro
    [clubbed] Jogar primeiro
    [shape-clash] Abrir a primeira distribuição
    [duel] Escolher primeiro
   *[other] Começar
}
toss-second = { $game ->
    [clash] Atacar primeiro
    [tile-poker] Colocar em segundo
    [clubbed] Jogar em segundo
    [shape-clash] Deixar o oponente abrir
    [duel] Escolher em segundo
   *[other] Ir em segundo
}
toss-late-dmo = ⏰ O DMO não escolheu a tempo e começa.
toss-late-winner = ⏰ O vencedor do sorteio não escolheu a tempo e começa.
