### Glossary (français) : replay = rediffusion, step = étape, match = partie, hand = main,
### host = hôte, record = relevé.

replay-head-emphasis = Rediffusion de la partie n° { $id }
replay-head = 📼 { $emphasis } ({ $game }) · étape { $step } sur { $last }
replay-web = La parcourir sur le web
replay-web-match = Rediffusion sur le web
replay-dealt = La table telle que distribuée : ▶ parcourt chaque coup.
replay-moved = a joué
replay-played = ▶ { $who } : { $what }.
replay-timeout = ⏰ { $who } a dépassé le temps : { $skipped ->
    [yes] le tour a été passé
   *[no] le coup par défaut des règles a été joué
}.
replay-resigned = 🏳️ { $who } a abandonné.
replay-forfeit = 🚫 L'hôte a exclu { $who } : défaite par forfait.
replay-film = ▶▶ En image
replay-chapter = { $name } (étape { $start })
replay-go-to = Aller à…
replay-game-channels = Sur ce serveur, on joue dans { $channels } : lance-la là-bas. Rien n'a été modifié.
