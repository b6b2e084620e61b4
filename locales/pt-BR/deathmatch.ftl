### Glossary (português do Brasil): match = partida, host = anfitrião, event = evento, toss = sorteio,
### turn = vez, clock = relógio, reserve = reserva, forfeit = W.O., void = anular,
### award = dar a vitória, rated = ranqueada, rating = pontuação, pause = pausar, resume = retomar;
### Death Match (masculino), EC e DMO ficam como estão.
### Death Matches (/deathmatch): a mensagem de início, as condições do relógio, as ações e decisões
### do anfitrião como o canal as lê, a mensagem do canal de resultados, a lista do anfitrião, as
### respostas e as recusas. Ids, nomes, jogos, menções e timestamps do Discord ($deadline) são
### passados como estão.

## A mensagem de início (idioma do servidor).
dm-terms-untimed = sem tempo
dm-terms-clock =
    { $seconds } s por vez, { $strikes ->
        [one] { $strikes } vez perdida dá
       *[other] { $strikes } vezes perdidas dão
    } W.O.
dm-terms-reserve = , uma reserva de { $reserve } para cada um
dm-terms-draw-dmo = {" "}· um empate fica com o DMO
dm-terms-draw-stands = {" "}· um empate continua empate
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } contra DMO { $dmo } · anfitrião { $host }
dm-start-event = {" "}· evento { $event }
dm-start-clock = Relógio: { $terms }
dm-start-until = {" "}(se não escolher até { $deadline }, o DMO começa)
dm-start-picks = Sem sorteio: o DMO { $dmo } decide quem começa{ $until } e escolhe:
dm-start-picked = Sem sorteio: o DMO { $dmo } decide quem começa{ $until }. Escolha: { $choice }.
# Antes de cada um dos dois botões do DMO.
dm-button-prefix = DMO:{" "}

## As ações do anfitrião, publicadas no canal da partida (idioma do servidor).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Motivo: { $reason }
dm-paused = ⏸️ pausada pelo anfitrião { $host }: sem jogadas e sem relógio até ser retomada.
dm-resumed = ▶️ retomada pelo anfitrião { $host }.
dm-resumed-clock = ▶️ retomada pelo anfitrião { $host }: o relógio se esgota { $deadline }.
dm-added = ⏱️ o anfitrião { $host } adicionou { $duration } à vez atual.
dm-added-clock = ⏱️ o anfitrião { $host } adicionou { $duration } à vez atual: o relógio se esgota { $deadline }.
dm-void = 🚫 anulada pelo anfitrião { $host }: sem resultado e sem pontuação.
dm-award = 🏅 vitória dada a { $winner } pelo anfitrião { $host }: { $loser } perde por W.O.

## O resultado de um Death Match, no canal de resultados e no canal de onde saiu seu tópico.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Respostas ao anfitrião (idioma do leitor).
dm-no-bots = Bots não podem jogar um Death Match: escolha duas pessoas.
dm-started-in-thread = ⚔️ O Death Match #{ $id } começou: ele é jogado no próprio tópico, que está abrindo agora.
dm-list-empty = Ainda não há Death Matches neste servidor. Comece um com { $command }.
dm-list-empty-event = Nenhum Death Match no evento { $event }.
dm-list-head = Death Matches deste servidor ({ $count }, mais recentes primeiro):
dm-list-head-event = Death Matches de { $event } ({ $count }):
# Uma linha da lista; $event é " · <evento>" ou nada, $strikes as vezes perdidas ou nada.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } contra DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· vezes perdidas { $a }/{ $max } · { $b }/{ $max }
dm-status-void = anulado ({ $reason })
dm-status-awarded = vitória dada a { $player }
dm-status-won = encerrado: { $player } venceu
dm-status-draw = encerrado: empate
dm-status-finished = encerrado
dm-status-paused = ⏸️ pausado
dm-status-choosing = aguardando a escolha do DMO
dm-status-to-move = em jogo: vez de { $player }
dm-status-to-move-clock = em jogo: vez de { $player }, relógio { $deadline }
dm-status-playing = em jogo

## Um comando de Death Match recusado (idioma do leitor).
dm-refusal-no-reason = Informe um motivo: ele é publicado com a ação.
dm-refusal-reason-too-long = O motivo é longo demais: no máximo { $max } caracteres.
dm-refusal-same-players = O EC e o DMO precisam ser dois jogadores diferentes.
dm-refusal-host-plays = O anfitrião arbitra e não joga: escolha outros dois jogadores.
dm-refusal-reserve-too-long = segundos_reserva deve ser de 0 a { $max }.
dm-refusal-reserve-untimed = Uma reserva precisa de relógio por vez: informe também segundos_por_vez.
dm-refusal-event-too-long = O nome do evento é longo demais: no máximo { $max } caracteres.
dm-refusal-not-a-death-match = A partida #{ $id } não é um Death Match.
dm-refusal-not-the-host = Só o anfitrião da partida #{ $id } pode fazer isso.
dm-refusal-already-paused = A partida já está pausada.
dm-refusal-not-paused = A partida não está pausada.
dm-refusal-bad-added-time = Os segundos devem ser de 1 a { $max }.
dm-refusal-untimed = Esta partida é sem tempo: não há relógio para aumentar.
dm-refusal-no-clock = Nenhum relógio está correndo.
dm-refusal-award-to-outsider = Dê a vitória a um dos dois jogadores da partida.
dm-refusal-nothing-to-award = Uma partida de desafio não tem anfitrião: não há vitória a dar.
dm-refusal-no-rematch = Um Death Match não tem revanche: o seu anfitrião inicia o próximo.
