### Glossary (português do Brasil): game = jogo, match = partida, player = jogador,
### opponent = adversário, turn = vez, clock = relógio, host = anfitrião,
### organiser = organizador, resign = desistir, forfeit = W.O., draw = empate, hint = dica.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } x { $b }
games-title-dm = { $match } — ⚔️ Death Match: EC { $ec } x DMO { $dmo } · anfitrião { $host }{ $event }
games-clock = { " " }· o relógio acaba <t:{ $t }:R>
games-clock-reserves = { " " }· reservas: { $a } { $ra } · { $b } { $rb }
games-reserve-running = correndo
games-missed-turns = Vezes perdidas: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Anulada pelo anfitrião: { $reason }. Sem resultado, sem pontuação.
games-voided-organiser = 🚫 Anulada pelo organizador: { $reason }. Sem resultado, sem pontuação; os jogadores jogam uma nova partida.
games-paused-emphasis = Pausada pelo anfitrião
games-paused = ⏸️ { $emphasis }: sem jogadas e sem relógio até ser retomada.
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 { $winner } vence: o anfitrião concedeu a partida ({ $reason }).
games-outcome-organiser-award = 🏅 { $winner } vence: o organizador concedeu a partida ({ $reason }).
games-outcome-dm-draw = 🏆 { $winner } vence: o jogo empatou, e um Death Match empatado fica com o DMO.
games-outcome-draw = 🤝 A partida terminou empatada.
games-outcome-win = 🏆 { $winner } vence a partida.
games-outcome-forfeit = 🏆 { $winner } vence: { $loser } perdeu { $n ->
    [one] uma vez
   *[other] { $n } vezes
} e perde por W.O.
games-outcome-dropped-out = 🏆 { $winner } vence: { $loser } saiu do torneio.
games-outcome-resigned = 🏆 { $winner } vence: { $loser } desistiu.
games-hint-emphasis = O que o bot faria?
games-hint = 💡 { $emphasis } A jogada do bot: { $what }.
games-not-mine = Este botão não é mais um dos meus.
games-button-hint = O que o bot faria?
games-button-rematch = Revanche
games-button-hand = Minha mão
games-button-board = Jogar no tabuleiro
games-button-resign = Desistir
match-number = Partida nº { $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } vence a partida por { $w }–{ $l }!
games-rules-playing-emphasis = Como jogar:
games-rules-playing-emphasis2 = partidas contra o bot ficam salvas, mas não valem ranking
games-rules-playing-emphasis3 = O que o bot faria?
games-rules-playing-emphasis4 = Revanche
games-rules-playing = { $emphasis } desafie um jogador com { $challenge }, ou deixe o oponente em branco para qualquer um aqui aceitar. Ninguém por perto? { $practice } (ou me desafie) joga contra o bot, fácil ou forte: { $emphasis2 }. Na sua vez, 💡 { $emphasis3 } mostra a jogada do bot forte para você. Uma partida encerrada oferece { $emphasis4 }.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Torneio nº { $id } · rodada { $round }
games-reserve-started = ⏳ O relógio da vez de { $who } acabou; a reserva está correndo{ $until }.
games-reserve-until = : ela acaba <t:{ $t }:R>
games-missed-turn = ⏰ O tempo de { $who } acabou (vez perdida { $n }/{ $max }); { $skipped ->
    [yes] a vez é pulada
   *[no] o bot jogou no lugar
}.
