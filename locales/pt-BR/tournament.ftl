### Glossary (português do Brasil): tournament = torneio, sign-up = inscrições, round = rodada,
### standings = classificação, bye = bye (folga), seed = cabeça de chave,
### organiser = organizador, match = partida, W-L-D = V-D-E, Swiss = suíço,
### single elimination = eliminatória simples, round robin = todos contra todos.
### Buchholz e SB (Sonneborn-Berger) ficam como estão.

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = Suíço
tournament-format-single-elimination = Eliminatória simples
tournament-format-round-robin = Todos contra todos
tournament-format-in-sentence-swiss = suíço
tournament-format-in-sentence-single-elimination = eliminatória simples
tournament-format-in-sentence-round-robin = todos contra todos
tournament-heading = Torneio #{ $id } · { $name }
tournament-target = até { $target }
tournament-turn = { $seconds } s por jogada
tournament-rated = ranqueado
tournament-not-rated = não ranqueado

## The public message
tournament-join = Entrar
tournament-leave = Sair
tournament-called-off-before = Cancelado antes de começar ({ $count ->
    [one] { $count } jogador inscrito
   *[other] { $count } jogadores inscritos
}).
tournament-round-of = Rodada { $round } de { $rounds } · organizado por { $organiser }
tournament-finished-after-emphasis = classificação final
tournament-finished-after = Encerrado após a rodada { $round } · organizado por { $organiser } · { $emphasis }
tournament-signup = Organizado por { $organiser }. As inscrições fecham { $relative }, ou quando o organizador iniciar ({ $start }).
tournament-signed-up-emphasis = { $count ->
    [one] { $count } jogador inscrito
   *[other] { $count } jogadores inscritos
}
tournament-signed-up = { $emphasis } (no máximo { $max })
tournament-signed-up-names-emphasis = { $count ->
    [one] { $count } jogador inscrito
   *[other] { $count } jogadores inscritos
}
tournament-signed-up-names = { $emphasis } (no máximo { $max }): { $names }
tournament-and-more = e mais { $count }
tournament-round = Rodada { $round }
tournament-more-boards = …e mais { $count } mesas
tournament-bye = { $player } tem o bye (vale vitória)
tournament-through = { $player } avança sem jogar
tournament-match = Partida #{ $match }
tournament-a-match = uma partida
tournament-board = { $match }: { $a } contra { $b } — { $state }
tournament-won-by = vencida por { $player }
tournament-drawn = empate
tournament-decided = decidida
tournament-over-state = encerrada
tournament-playing = em andamento
tournament-dropped = (desistiu)
tournament-line-elimination = cabeça de chave { $seed } · { $wins } vitórias · { $in ->
    [yes] ainda na disputa
   *[no] fora da disputa
}
tournament-line-points = { $points } { $unit ->
    [one] pt
   *[other] pts
} · Buchholz { $buchholz } · SB { $sb } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} ({ $record }{ $byes ->
    [0] {""}
   *[other] , { $byes } bye
})
tournament-legend = -# Partidas: V-D-E, vitórias-derrotas-empates.
tournament-pages = Classificação, página { $page } de { $pages } ({ $players } jogadores) · { $command } para a página { $next }
tournament-web = Página ao vivo na web

## Posts in the channel
tournament-reason = Motivo: { $reason }
tournament-started = 🏁 { $name } começou ({ $how }): { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}, { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
} no formato { $format }. Estourar o tempo dá W.O. na partida, então toda rodada termina.
tournament-started-by = iniciado pelo organizador { $by }
tournament-started-closed = as inscrições fecharam
tournament-cancelled-too-few = ❌ { $name } foi cancelado: as inscrições fecharam com { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}, e são necessários pelo menos 2.
tournament-cancelled-by = ❌ { $name } foi cancelado pelo organizador { $by }.{ $reason }
tournament-paired = 📋 { $name } · rodada { $round } de { $rounds }:
tournament-pairing = { $a } contra { $b }
tournament-pairing-match = { $match }: { $a } contra { $b }
tournament-replayed = 🔁 { $name } · rodada { $round }: a partida #{ $old } entre { $a } e { $b } { $voided ->
    [yes] foi anulada
   *[no] terminou empatada
}, então jogam de novo: { $new }.
tournament-dropped-out = 🚪 { $player } desistiu de { $name }.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 O organizador { $by } retirou { $player } de { $name }.{ $forfeit }{ $reason }
tournament-forfeited = A partida #{ $match } é perdida por W.O.
tournament-awarded = ⚖️ { $name }: o organizador { $by } deu a partida #{ $match } para { $winner }.{ $reason }
tournament-a-player = um jogador
tournament-voided = ⚖️ { $name }: o organizador { $by } anulou a partida #{ $match }; seus jogadores jogam de novo.{ $reason }
tournament-over = 🏆 { $name } terminou. Classificação final:
tournament-over-by = 🏆 { $name } terminou (encerrado pelo organizador { $by }).{ $reason } Classificação final:

## Replies
tournament-reply-created = { $tournament } está aberto: as inscrições estão publicadas neste canal. Começa { $relative }, ou quando você usar { $start }.
tournament-reply-started = { $tournament } começou: a rodada 1 está publicada neste canal.
tournament-reply-you-off-signup-emphasis = Torneio #{ $id }
tournament-reply-you-off-signup = Você saiu das inscrições do { $emphasis }.
tournament-reply-off-signup-emphasis = Torneio #{ $id }
tournament-reply-off-signup = { $player } saiu das inscrições do { $emphasis }.
tournament-reply-you-out-emphasis = Torneio #{ $id }
tournament-reply-you-out = Você está fora do { $emphasis }: sem novos emparceiramentos, e uma partida em andamento é perdida por W.O.
tournament-reply-out-emphasis = Torneio #{ $id }
tournament-reply-out = { $player } está fora do { $emphasis }: sem novos emparceiramentos, e uma partida em andamento é perdida por W.O.
tournament-reply-awarded = A partida #{ $match } foi dada para { $player }; isso é publicado com o seu motivo.
tournament-reply-voided = A partida #{ $match } foi anulada; seus jogadores jogam uma nova partida.
tournament-reply-called-off-emphasis = Torneio #{ $id }
tournament-reply-called-off = { $emphasis } foi cancelado.
tournament-reply-over-emphasis = Torneio #{ $id }
tournament-reply-over = { $emphasis } terminou: a classificação final está publicada.
tournament-list-empty = Ainda não há torneios neste servidor. Um organizador abre um com { $create }.
tournament-list-title = Torneios deste servidor (mais recentes primeiro):
tournament-list-signing-up = inscrições abertas, começa { $relative }
tournament-list-round = rodada { $round } de { $rounds }
tournament-list-finished = encerrado
tournament-list-called-off = cancelado
tournament-no-page = A classificação do Torneio #{ $id } tem { $pages ->
    [one] uma só página
   *[other] as páginas 1 a { $pages }
}: não existe a página { $page }.
tournament-joined-emphasis = Torneio #{ $id } · { $name }
tournament-joined = Você está no { $emphasis }. Suas partidas são publicadas aqui, com sua menção, a cada rodada emparceirada.
tournament-left-emphasis = Torneio #{ $id } · { $name }
tournament-left = Você saiu do { $emphasis }. Dá para entrar de novo enquanto as inscrições estiverem abertas.

## Refusals
tournament-error-no-reason = Dê um motivo: ele é publicado com a ação.
tournament-error-reason-too-long = O motivo é longo demais: no máximo { $max } caracteres.
tournament-error-bad-name = Dê ao torneio um nome de 1 a { $max } caracteres.
tournament-error-rounds-not-swiss = Rodadas são só para o suíço: { $format } joga quantas rodadas precisar.
tournament-error-bad-rounds = Um torneio suíço joga de 1 a { $max } rodadas.
tournament-error-bad-turn-seconds = As partidas de um torneio precisam de relógio por jogada, para que toda rodada termine: turn_seconds deve ser de { $min } a { $max }.
tournament-error-bad-max-players = Max_players deve ser de { $min } a { $max }.
tournament-error-bad-signup-minutes = Signup_minutes deve ser de 1 a { $max }.
tournament-error-no-such = Não existe o Torneio #{ $id }.
tournament-error-not-here = Não existe o Torneio #{ $id } neste servidor.
tournament-error-not-signing-up = O Torneio #{ $id } não está aceitando jogadores: { $why }.
tournament-error-already-joined = Você já está no Torneio #{ $id }.
tournament-error-full = O Torneio #{ $id } está cheio: { $players } jogadores.
tournament-error-leave-started = O Torneio #{ $id } já começou: saia com { $drop }.
tournament-error-not-signed-up = Você não tem inscrição no Torneio #{ $id }.
tournament-error-too-few = O Torneio #{ $id } precisa de pelo menos { $min } jogadores para começar; tem { $players }.
tournament-error-not-an-entrant = { $player } não está no Torneio #{ $id }.
tournament-error-already-dropped = { $player } já desistiu do Torneio #{ $id }.
tournament-error-over = O Torneio #{ $id } terminou: { $why }.
tournament-error-award-to-outsider = Dê a partida #{ $match } para um dos seus dois jogadores.
tournament-error-not-a-tournament-match = A partida #{ $match } não é uma partida de torneio neste servidor.
tournament-closed-signing-up = ainda está com inscrições abertas
tournament-closed-started = já começou
tournament-closed-over = já terminou
tournament-closed-called-off = foi cancelado
