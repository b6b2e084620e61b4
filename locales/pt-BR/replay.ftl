### Glossary (português do Brasil): replay = replay, step = passo, match = partida, hand = mão,
### host = anfitrião, record = registro.

replay-head-emphasis = Replay da partida nº { $id }
replay-head = 📼 { $emphasis } ({ $game }) · passo { $step } de { $last }
replay-web = Ver passo a passo na web
replay-web-match = Replay na web
replay-dealt = A mesa como foi distribuída: ▶ percorre cada jogada.
replay-moved = jogou
replay-played = ▶ { $who }: { $what }.
replay-timeout = ⏰ O tempo de { $who } acabou: { $skipped ->
    [yes] a vez foi pulada
   *[no] foi jogada a jogada padrão das regras
}.
replay-resigned = 🏳️ { $who } desistiu.
replay-forfeit = 🚫 O anfitrião eliminou { $who }: derrota por W.O.
replay-film = ▶▶ Como imagem
replay-chapter = { $name } (passo { $start })
replay-go-to = Ir para…
replay-game-channels = Neste servidor se joga em { $channels }: comece lá. Nada foi alterado.
