### Glossary (español de España): replay = repetición, step = paso, match = partida, hand = mano,
### host = anfitrión, record = registro.

replay-head-emphasis = Repetición de la partida n.º { $id }
replay-head = 📼 { $emphasis } ({ $game }) · paso { $step } de { $last }
replay-web = Verla paso a paso en la web
replay-web-match = Repetición en la web
replay-dealt = La mesa tal como se repartió: ▶ recorre cada jugada.
replay-moved = ha jugado
replay-played = ▶ { $who }: { $what }.
replay-timeout = ⏰ A { $who } se le acabó el tiempo: { $skipped ->
    [yes] se saltó el turno
   *[no] se jugó la jugada por defecto de las reglas
}.
replay-resigned = 🏳️ { $who } se rindió.
replay-forfeit = 🚫 El anfitrión descalificó a { $who }: pierde por incomparecencia.
replay-film = ▶▶ Como imagen
replay-chapter = { $name } (paso { $start })
replay-go-to = Ir a…
replay-game-channels = En este servidor se juega en { $channels }: empiézala allí. No se ha cambiado nada.
