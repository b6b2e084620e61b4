### Glossary (français) : match = partie, move = coup, button = bouton, resign = abandonner,
### toss = tirage au sort, replay = rediffusion, host = hôte, seat = place.

play-too-long = Cela a pris trop de temps : clique à nouveau.
play-form-gone = Ce formulaire n'est plus l'un des miens.
play-nothing-to-fill = Il n'y a plus rien à remplir ici.
play-not-a-player = C'est une partie entre { $a } et { $b } : eux seuls peuvent utiliser ses boutons.
play-not-your-move = C'est à { $who } de jouer, pas à toi.
play-storage = Un problème est survenu de notre côté ; rien n'a été modifié. Réessaie.
play-choosing = La partie n'a pas commencé : le premier joueur n'est pas encore choisi.
play-stale = Ce bouton date d'un tour précédent ; rien n'a été modifié. Utilise les boutons du dernier message de la table.
play-toss-choosing = La partie n'a pas commencé : le gagnant du tirage au sort choisit encore.
play-not-started = La partie n'a pas commencé.
play-resign-ask = Abandonner la partie n° { $id } ? Ton adversaire gagne aussitôt.
play-resign-cancelled = Tu n'as pas abandonné : la partie n° { $id } continue.
play-resigned = Tu as abandonné la partie n° { $id }.
play-no-hint = Le bot ne voit aucun coup pour toi ici.
play-film = 📼 { $match } ({ $game }) en une seule image : une vue par pose, le score dans chacune, la fin figée.
play-no-film = Ce jeu n'a pas d'image de la partie entière.
play-replay-no-match = Il n'y a pas de partie n° { $id }.
play-replay-other-server = La partie n° { $id } a été jouée sur un autre serveur : rejoue-la là-bas.
play-replay-under-way = La partie n° { $id } est encore en cours : sa rediffusion sera disponible à la fin (d'ici là, les mains et la donne restent secrètes).
play-replay-voided = La partie n° { $id } a été annulée par son hôte ({ $reason }) : elle n'a ni résultat ni rediffusion.
play-table-wrong-game = Ce n'est pas un coup de { $game }.
play-table-over = La partie est terminée.
play-table-not-your-turn = Ce n'est pas à toi de jouer : c'est à la place { $seat }.
