### Glossary (português do Brasil): scheduled = agendado, Scheduled Death Match = Death Match agendado, check in = fazer check-in (botão "Fazer check-in"), grace = tolerância, announcement = anúncio, reschedule = reagendar, cancel = cancelar, match = partida, host = anfitrião, player = jogador, forfeit = W.O., event = evento; Death Match, EC e DMO ficam como estão.
### Eventos agendados (/deathmatch schedule): o anúncio, suas mensagens, as respostas ao anfitrião e
### aos jogadores, e as recusas. Os horários são timestamps do Discord ($full, $relative), mostrados a
### cada leitor no próprio fuso; ids, nomes e menções são passados como estão.

## O anúncio (idioma do canal), mantido atualizado conforme o evento avança.
schedule-title-emphasis = Death Match agendado #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Torneio agendado #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Organizador { $host } · todos os inscritos fazem check-in antes do início; quem não fizer é removido.
schedule-event = Evento: { $event }
schedule-players = { $ec } (EC) x { $dmo } (DMO) · anfitrião { $host }
schedule-when = Começa: { $full } ({ $relative })
schedule-checkin-later = O check-in abre { $opens } ({ $window } antes do início).
schedule-checkin-open = ✋ O check-in está aberto: jogadores, apertem { $button } antes do início.
schedule-checkin-none = Sem check-in: começa no horário marcado.
schedule-checked = Check-in feito: { $names }
schedule-checked-nobody = Check-in feito: ninguém ainda
schedule-grace = ⏳ Esperando { $missing }: sem check-in, perde por W.O. { $deadline }.
schedule-started = ▶️ Iniciado: partida #{ $match }.
schedule-started-tournament = ▶️ Iniciado: { $count ->
    [0] a primeira rodada está sendo emparelhada.
    [1] a rodada 1 é a partida { $matches }.
   *[other] a rodada 1 são as partidas { $matches }.
}
schedule-forfeited = 🏳️ { $missing } não fez check-in: a partida #{ $match } ficou com o outro jogador.
schedule-lapsed = Nenhum jogador fez check-in: o anfitrião pode reagendar ou cancelar.
schedule-cancelled = ❌ Cancelado: { $reason }
schedule-cancelled-bare = ❌ Cancelado: o torneio foi cancelado.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } foi desativado neste servidor antes do início.
schedule-refused-terms = suas condições não valem mais neste servidor.
schedule-refused-too-few = só { $checked } de { $due } { $checked ->
    [one] fez
   *[other] fizeram
} check-in, e um torneio precisa de pelo menos { $min }.
schedule-button-checkin = Fazer check-in
schedule-button-event = Evento do Discord

## Mensagens no canal (idioma do canal).
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players }: o torneio agendado #{ $id } ({ $game }) começa { $relative }, { $full }.
       *[other] ⏰ { $players }: o Death Match agendado #{ $id } ({ $game }) começa { $relative }, { $full }.
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players }: o check-in do torneio agendado #{ $id } está aberto. Apertem { $button } no anúncio antes de { $full }.
       *[other] ✋ { $players }: o check-in do Death Match agendado #{ $id } está aberto. Apertem { $button } no anúncio antes de { $full }.
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ { $player } fez check-in para o torneio agendado #{ $id }.
       *[other] ✅ { $player } fez check-in para o Death Match agendado #{ $id }.
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ Chegou a hora do torneio agendado #{ $id }, mas { $missing } não fez check-in: a tolerância vai até { $deadline }.
       *[other] ⏳ Chegou a hora do Death Match agendado #{ $id }, mas { $missing } não fez check-in: a tolerância vai até { $deadline }.
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ O torneio agendado #{ $id } começa agora: { $players }.
       *[other] ▶️ O Death Match agendado #{ $id } começa agora: { $players }.
    }
schedule-post-forfeited = 🏳️ { $missing } não fez check-in: o Death Match agendado #{ $id } foi decidido por W.O.
schedule-post-lapsed = { $host }: nenhum jogador fez check-in para o Death Match agendado #{ $id }. Reagende com { $reschedule } ou cancele.
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players }: o torneio agendado #{ $id } foi remarcado para { $full } ({ $relative }).
       *[other] 📅 { $players }: o Death Match agendado #{ $id } foi remarcado para { $full } ({ $relative }).
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players }: o torneio agendado #{ $id } foi cancelado: { $reason }
       *[other] ❌ { $players }: o Death Match agendado #{ $id } foi cancelado: { $reason }
    }
schedule-forfeit-reason = { $missing } não fez check-in para o Death Match agendado #{ $id }

## O evento do Discord (nome com no máximo 100 caracteres).
schedule-event-name = Death Match: { $ec } x { $dmo }
schedule-event-name-tournament = Torneio: { $name }
schedule-event-description = { $kind ->
        [tournament] Torneio de { $game } (torneio agendado #{ $id }). Os jogadores se inscrevem e fazem check-in nos anúncios do bot antes do início.
       *[other] Death Match de { $game } (Death Match agendado #{ $id }). Os jogadores fazem check-in no anúncio do bot antes do início.
    }

## Respostas ao anfitrião e aos jogadores (no idioma de cada um).
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 Torneio agendado #{ $id }: { $full } ({ $relative }). O anúncio está sendo publicado.
       *[other] 📅 Death Match agendado #{ $id }: { $full } ({ $relative }). O anúncio está sendo publicado.
    }
schedule-reply-gap = Observação: { $asked } não existe em { $zone } (os relógios são adiantados nessa noite), então ficou para { $full }.
schedule-reply-overlap = Observação: { $asked } acontece duas vezes em { $zone } (os relógios são atrasados nessa noite); foi usado o primeiro: { $full }.
schedule-reply-no-events-emphasis = Gerenciar eventos
schedule-reply-no-events = Não consigo criar eventos do Discord neste servidor, então os Death Matches agendados ficam sem evento. Para tê-los, dê ao meu cargo a permissão { $emphasis } (Configurações do servidor → Cargos). Todo o resto funciona sem ela.
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 O torneio agendado #{ $id } foi remarcado para { $full } ({ $relative }).
       *[other] 📅 O Death Match agendado #{ $id } foi remarcado para { $full } ({ $relative }).
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ O torneio agendado #{ $id } foi cancelado.
       *[other] ❌ O Death Match agendado #{ $id } foi cancelado.
    }
schedule-reply-started = ▶️ O Death Match agendado #{ $id } começou como partida #{ $match }.
schedule-reply-started-tournament = ▶️ O torneio agendado #{ $id } começou: a primeira rodada está sendo pareada.
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ Seu check-in está feito para o torneio agendado #{ $id }, que começa { $relative }.
       *[other] ✅ Seu check-in está feito para o Death Match agendado #{ $id }, que começa { $relative }.
    }
schedule-reply-checked-in-start = ✅ Seu check-in está feito: todos estão aqui, e começa agora.

## Recusas (idioma do leitor): cada uma diz o que fazer em vez disso.
schedule-error-no-such = Não existe Death Match agendado #{ $id } neste servidor.
schedule-error-not-host = { $kind ->
        [tournament] Só o anfitrião do torneio agendado #{ $id } pode alterá-lo. Nada foi alterado.
       *[other] Só o anfitrião do Death Match agendado #{ $id } pode alterá-lo. Nada foi alterado.
    }
schedule-error-not-open = { $kind ->
        [tournament] O torneio agendado #{ $id } já começou ou foi cancelado. Nada foi alterado.
       *[other] O Death Match agendado #{ $id } já começou ou foi cancelado. Nada foi alterado.
    }
schedule-error-bad-reason = Informe um motivo de 1 a { $max } caracteres: ele é publicado com o cancelamento.
schedule-error-bots = Bots não podem jogar um Death Match: escolha duas pessoas.
schedule-error-server-zone = O fuso horário configurado para este servidor não é mais válido: um admin pode configurá-lo de novo em /settings.
when-error-empty = Informe um horário: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` ou um timestamp do Discord.
when-error-unreadable = Não consigo entender `{ $text }` como horário. Tente `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` ou um timestamp do Discord.
when-error-unknown-zone = `{ $zone }` não é um fuso horário que eu conheço: use um nome como `Europe/Berlin`, `UTC` ou um deslocamento como `+02:00`.
when-error-bad-date = `{ $date }` não é uma data: escreva no formato `YYYY-MM-DD`.
when-error-past = Esse horário já passou. Digite um que ainda esteja por vir: `in 2h30m`, `tomorrow 18:00` ou só um horário como `20:00` (o próximo).
when-error-too-far = Isso é daqui a mais de um ano: o mais tarde possível é { $latest }. Digite um horário anterior, como `YYYY-MM-DD HH:MM` ou `in 30d`.
when-error-bad-duration = `{ $text }` não é uma duração: escreva como `5m`, `1h30m` ou `2d`.
when-error-duration-too-long = Uma duração pode ser de no máximo uma semana.
checkin-error-not-player = Só os jogadores deste Death Match agendado fazem check-in.
checkin-error-already = Seu check-in já está feito.
checkin-error-not-open = O check-in abre { $opens }.
checkin-error-no-checkin = Este Death Match não tem check-in: basta estar lá no início.
checkin-error-over = O check-in acabou: o Death Match já começou ou foi cancelado.

## A lista do anfitrião (/deathmatch list), no idioma do anfitrião.
schedule-list-title = Death Matches agendados
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } x { $dmo } · { $state }
schedule-state-upcoming = agendado
schedule-state-checkin = check-in aberto, { $checked } de { $due } presentes
schedule-state-grace = esperando { $missing }
schedule-state-started = iniciado como partida #{ $match }
schedule-state-lapsed = expirado: ninguém apareceu
schedule-state-cancelled = cancelado
