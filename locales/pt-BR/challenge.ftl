### Glossary (português do Brasil): challenge = desafio (desafiar), open challenge = desafio aberto,
### accept = aceitar, decline = recusar, withdraw = retirar, match = partida, practice = treino,
### toss = sorteio, turn = vez, move = jogada, clock = relógio, forfeit = W.O., resign = desistir,
### thread = tópico, player = jogador, opponent = adversário, rated = ranqueada.
### Desafios (/desafiar), treino contra o bot, revanche, suas partidas, desistir e o tópico de uma
### partida. Ids, nomes, jogos, menções e timestamps do Discord ($expires, $deadline) são passados
### como estão.

## A mensagem de um desafio e seus botões (idioma do servidor).
challenge-accept = Aceitar
challenge-decline = Recusar
challenge-cancel = Retirar
challenge-anyone = qualquer um aqui
challenge-terms-target = vence quem chegar a { $target }
challenge-terms-untimed = sem tempo
challenge-terms-clock =
    { $seconds } s por vez, { $strikes ->
        [one] { $strikes } vez perdida dá
       *[other] { $strikes } vezes perdidas dão
    } W.O.
challenge-post-emphasis = Desafio #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } desafia { $opponent } para { $game } ({ $terms }).
    { $opponent }, você aceita? Este desafio expira { $expires }.
challenge-post-open-emphasis = Desafio aberto #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } desafia qualquer um aqui para { $game } ({ $terms }).
    Joga quem aceitar primeiro. Este desafio expira { $expires }.
challenge-accepted-emphasis = partida #{ $match }
challenge-accepted = ✅ Desafio #{ $id }: { $opponent } aceitou o desafio de { $challenger } para { $game } — esta é a { $emphasis }.
challenge-accepted-thread-emphasis = partida #{ $match }
challenge-accepted-thread = ✅ Desafio #{ $id }: { $opponent } aceitou o desafio de { $challenger } para { $game } — esta é a { $emphasis }. Ela é jogada no próprio tópico, aberto a partir desta mensagem.
challenge-accepted-no-thread-emphasis = partida #{ $match }
challenge-accepted-no-thread = ✅ Desafio #{ $id }: { $opponent } aceitou o desafio de { $challenger } para { $game } — esta é a { $emphasis }. Ela é jogada neste canal: não foi possível abrir o tópico.
# $challenged: uma menção, ou challenge-anyone.
challenge-declined = ❌ Desafio #{ $id }: { $player } recusou o desafio de { $challenger } para { $game }.
challenge-withdrawn = 🚫 Desafio #{ $id }: { $challenger } retirou o desafio a { $challenged } ({ $game }).
challenge-expired = ⌛ O desafio #{ $id } de { $challenger } a { $challenged } ({ $game }) expirou sem resposta.

## Uma partida contra o bot (idioma do servidor; o aviso do tópico, o do jogador).
practice-line = 🤖 { $match } — { $player } joga { $game } contra { $bot } (nível { $level ->
        [easy] fácil
        [random] aleatório
       *[strong] forte
    }). Treino: não ranqueada. Em seguida, o sorteio.
practice-in-thread = Ela é jogada no próprio tópico, que está abrindo agora.

## Suas partidas e desistir (idioma do leitor).
games-none = Você não tem partidas em andamento. Comece uma com { $command }.
games-head = Suas partidas em andamento ({ $count }):
# $clock: games-clock ou nada; $link: " — <link da mesa>" ou nada.
games-line = • Partida #{ $id } · { $game } contra { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = sua vez
games-their-move = vez de { $player }
games-over = encerrada
games-list-clock = , o relógio se esgota { $deadline }
resign-no-such-match = Você não tem a partida #{ $id } em andamento. { $games } lista as suas.
resign-none = Você não tem partidas em andamento para desistir.
resign-confirm = Desistir da partida #{ $id } ({ $game })? Seu adversário vence na hora.
resign-which = Você joga várias partidas: de qual você desiste? (ou use { $usage })
# O marcador em "/desistir partida:<número>".
resign-number = número
resign-button = Desistir da partida #{ $id }
resign-cancel = Cancelar

## O tópico de uma partida (idioma do servidor). O nome de um tópico não pode mencionar ninguém: os
## jogadores aparecem pelo nome ($a, $b), no máximo 100 caracteres no total.
thread-bot = o bot
thread-someone = um jogador
thread-players = { $a } contra { $b }
# $label: " · Torneio #3 · rodada 2" num torneio; senão, nada.
thread-name = Partida #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } contra { $b }: jogada no próprio tópico.
thread-starter-failed = { $match } · { $game } · { $a } contra { $b }: jogada neste canal: não foi possível abrir o tópico.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) contra { $b } (DMO), com { $host } de anfitrião: jogado no próprio tópico.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) contra { $b } (DMO), com { $host } de anfitrião: jogado neste canal: não foi possível abrir o tópico.
thread-result =
    { $result }
    🧵 A partida: <#{ $thread }>
