### Glossary (português do Brasil): match = partida, move = jogada, button = botão, resign = desistir,
### toss = sorteio, replay = replay, host = anfitrião, seat = lugar.

play-too-long = Demorou demais para abrir: clique de novo.
play-form-gone = Este formulário não é mais meu.
play-nothing-to-fill = Não há mais nada para preencher aqui.
play-not-a-player = Esta é uma partida entre { $a } e { $b }: só eles podem usar os botões.
play-not-your-move = É a vez de { $who }, não a sua.
play-storage = Algo deu errado do nosso lado; nada foi alterado. Tente de novo.
play-choosing = O jogo não começou: o primeiro jogador ainda está sendo escolhido.
play-stale = Esse botão é de uma vez anterior; nada foi alterado. Use os botões da mensagem mais recente da mesa.
play-toss-choosing = O jogo não começou: o vencedor do sorteio ainda está escolhendo.
play-not-started = O jogo não começou.
play-resign-ask = Desistir da partida nº { $id }? Seu oponente vence na hora.
play-resign-cancelled = Você não desistiu: a partida nº { $id } continua.
play-resigned = Você desistiu da partida nº { $id }.
play-no-hint = O bot não vê nenhuma jogada para você aqui.
play-film = 📼 { $match } ({ $game }) em uma só imagem: um quadro por jogada, o placar em cada um, o final parado.
play-no-film = Este jogo não tem imagem da partida inteira.
play-replay-no-match = Não existe a partida nº { $id }.
play-replay-other-server = A partida nº { $id } foi jogada em outro servidor: veja o replay lá.
play-replay-under-way = A partida nº { $id } ainda está em andamento: o replay fica disponível quando ela terminar (até lá as mãos e a distribuição são secretas).
play-replay-voided = A partida nº { $id } foi anulada pelo anfitrião ({ $reason }): não tem resultado nem replay.
play-table-wrong-game = Essa não é uma jogada de { $game }.
play-table-over = O jogo acabou.
play-table-not-your-turn = Não é a sua vez: joga o lugar { $seat }.
