### Glossary (español de España): match = partida, move = jugada, button = botón, resign = rendirse,
### toss = sorteo, replay = repetición, host = anfitrión, seat = puesto.

play-too-long = Ha tardado demasiado en abrirse: vuelve a pulsar.
play-form-gone = Este formulario ya no es mío.
play-nothing-to-fill = Aquí ya no hay nada que rellenar.
play-not-a-player = Es una partida entre { $a } y { $b }: solo ellos pueden usar sus botones.
play-not-your-move = Le toca jugar a { $who }, no a ti.
play-storage = Algo ha fallado por nuestra parte; no se ha cambiado nada. Inténtalo de nuevo.
play-choosing = La partida no ha empezado: aún se está eligiendo quién empieza.
play-stale = Ese botón es de un turno anterior; no se ha cambiado nada. Usa los botones del último mensaje de la mesa.
play-toss-choosing = La partida no ha empezado: el ganador del sorteo aún está eligiendo.
play-not-started = La partida no ha empezado.
play-resign-ask = ¿Rendirte en la partida n.º { $id }? Tu rival gana al instante.
play-resign-cancelled = No te has rendido: la partida n.º { $id } sigue.
play-resigned = Te has rendido en la partida n.º { $id }.
play-no-hint = El bot no ve ninguna jugada para ti aquí.
play-film = 📼 { $match } ({ $game }) en una sola imagen: un fotograma por jugada, el marcador en cada uno, el final fijo.
play-no-film = Este juego no tiene imagen de la partida completa.
play-replay-no-match = No existe la partida n.º { $id }.
play-replay-other-server = La partida n.º { $id } se jugó en otro servidor: mira la repetición allí.
play-replay-under-way = La partida n.º { $id } sigue en juego: su repetición estará disponible cuando termine (hasta entonces las manos y el reparto son secretos).
play-replay-voided = La partida n.º { $id } fue anulada por su anfitrión ({ $reason }): no tiene resultado ni repetición.
play-table-wrong-game = Esa no es una jugada de { $game }.
play-table-over = La partida ha terminado.
play-table-not-your-turn = No te toca: juega el puesto { $seat }.
