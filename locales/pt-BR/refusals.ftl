### Glossary (português do Brasil): challenge = desafio, match = partida, move = jogada,
### turn clock = tempo por vez, host = anfitrião, target = meta, setting = configuração,
### check-in = check-in, reminder = lembrete.

### As recusas do serviço (keys: see locales/en-US/refusals.ftl).

setting-error-turn = o tempo por vez deve ser 0 (sem tempo) ou de { $min } a { $max } segundos
setting-error-strikes = as vezes perdidas até o W.O. devem ser de 0 (nunca) a { $max }
setting-error-expiry = um desafio deve esperar a resposta de { $min } a { $max } segundos
setting-error-min-games = o mínimo do ranking deve ser de 1 a { $max } partidas
setting-error-too-many = no máximo { $max } cargos ou canais
setting-error-no-game = pelo menos um jogo deve continuar ativado
setting-error-zone = `{ $zone }` não é um fuso horário que eu conheça
setting-error-reminders = no máximo { $max } lembretes, cada um dentro da semana anterior ao início
setting-error-checkin = a janela de check-in deve ser de 0 (sem check-in) a { $max } horas
setting-error-malformed = isso não é um valor de { $setting }

refusal-challenge-self = Você não pode desafiar a si mesmo.
refusal-challenge-bot = Outros bots não podem jogar: desafie uma pessoa ou jogue contra mim com { $practice }.
refusal-bot-busy = Você já está jogando { $game } contra o bot: termine ou desista da partida #{ $match } primeiro.
refusal-already-pending = Já existe um desafio pendente entre vocês dois.
refusal-open-pending = Você já tem um desafio aberto esperando: cancele-o antes de fazer outro.
refusal-open-decline = Um desafio aberto não pode ser recusado: deixe-o para outra pessoa.
refusal-own-challenge = Você não pode aceitar o seu próprio desafio.
refusal-not-over-yet = Esta partida ainda está em andamento: a revanche é oferecida quando ela terminar.
refusal-bad-target = A meta deve estar entre 1 e { $max }.
refusal-bad-turn-seconds = O tempo por vez (turn_seconds) deve ser 0 para sem tempo, ou de { $min } a { $max } segundos.
refusal-challenge-closed = { $status ->
    [pending] Este desafio não está mais aberto: ele estava pendente.
    [accepted] Este desafio não está mais aberto: ele foi aceito.
    [declined] Este desafio não está mais aberto: ele foi recusado.
    [cancelled] Este desafio não está mais aberto: ele foi cancelado.
   *[expired] Este desafio não está mais aberto: ele expirou.
}
refusal-not-your-challenge = { $who ->
    [challenger] Só quem fez o desafio pode fazer isso.
   *[challenged] Só o jogador desafiado pode fazer isso.
}
refusal-no-such-challenge = Esse desafio não existe.
refusal-no-such-match = Essa partida não existe.
refusal-match-over = Esta partida acabou.
refusal-match-not-over = O registro fica disponível quando a partida termina.
refusal-other-server = Essa partida foi jogada em outro servidor.
refusal-voided = Esta partida foi anulada pelo anfitrião ({ $reason }): ela não tem resultado para rever.
refusal-not-a-player = Você não está jogando nesta partida.
refusal-not-your-turn = Não é a sua vez.
refusal-stale = Esse botão é de uma vez anterior.
refusal-shutting-down = O bot está desligando: tente de novo daqui a pouco.
refusal-paused = A partida foi pausada pelo anfitrião: nenhuma jogada até ela voltar.
refusal-game-off = { $game } está desativado neste servidor.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .
