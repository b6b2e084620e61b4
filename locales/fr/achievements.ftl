### Glossary (français): match = partie, player = joueur, opponent = adversaire,
### season = saison, leaderboard = classement, rating = cote, rated = classée, win = victoire,
### store = réserve, achievement = succès, rarity = rareté. Register: tu.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = Première victoire
achievement-first-win-how = Gagne une partie classée.
achievement-played-10 = Habitué
achievement-played-10-how = Joue 10 parties classées.
achievement-played-100 = Vétéran
achievement-played-100-how = Joue 100 parties classées.
achievement-streak-3 = Coup du chapeau
achievement-streak-3-how = Gagne 3 parties classées d'affilée.
achievement-streak-5 = En feu
achievement-streak-5-how = Gagne 5 parties classées d'affilée.
achievement-streak-10 = Inarrêtable
achievement-streak-10-how = Gagne 10 parties classées d'affilée.
achievement-all-games = Touche-à-tout
achievement-all-games-how = Joue une partie classée de chaque jeu.
achievement-rating-1700 = Expert
achievement-rating-1700-how = Atteins une cote de 1700 dans un jeu.
achievement-rating-1900 = Maître
achievement-rating-1900-how = Atteins une cote de 1900 dans un jeu.
achievement-strong-bot = Tombeur de bot
achievement-strong-bot-how = Bats le bot à son niveau le plus fort.
achievement-death-match = Survivant
achievement-death-match-how = Gagne un Death Match.
achievement-season-top-3 = Sur le podium
achievement-season-top-3-how = Termine une saison dans les 3 premiers du classement d'un jeu.
achievement-clash-shutout = Blanchissage
achievement-clash-shutout-how = Gagne une partie de Clash sans que ton adversaire marque un point.
achievement-tile-straight-flush = Quinte flush
achievement-tile-straight-flush-how = Marque une ligne en quinte flush au Tile Poker.
achievement-clubbed-empty-store = Réserve vide
achievement-clubbed-empty-store-how = Gagne une partie de Clubbed sans rien dans ta réserve.
achievement-shape-shutout = Toutes les donnes
achievement-shape-shutout-how = Gagne une partie de Shape Clash sans que ton adversaire gagne une donne.
achievement-duel-shutout = Duel parfait
achievement-duel-shutout-how = Gagne un Duel sans que ton adversaire gagne un affrontement.

achievements-earned = 🏅 Nouveaux succès : { $earned }

achievements-title-emphasis = Succès de { $player }
achievements-title = 🏅 { $emphasis } : { $count } sur { $total }
achievements-none-yours = Tu n'as encore aucun succès sur ce serveur. Gagne une partie classée pour obtenir le premier.
achievements-none = { $player } n'a encore aucun succès sur ce serveur.
achievements-entry = { $name } : { $how } ({ $percent } % des joueurs)
achievements-by-match = obtenu dans la partie #{ $match } { $when }
achievements-by-season = obtenu à la fin de la saison { $season } { $when }

stats-achievements = Succès : { $count } sur { $total }, le plus rare { $name } ({ $percent } % des joueurs)

web-achievements = Succès
web-achievements-none = Aucun succès pour l'instant.
web-achievements-rarity = { $percent } % des joueurs
web-achievements-match = Partie #{ $match }

settings-key-announce_achievements = Succès dans les résultats
settings-achievements-on = annoncés
settings-achievements-off = pas annoncés
settings-achievements-button = Succès dans les résultats : { $state }
settings-achievements-turned-on = Les messages de résultat annoncent désormais les succès qu'une partie rapporte.
settings-achievements-turned-off = Les messages de résultat n'annoncent plus les succès (ils restent dans /achievements).

cmd-achievements = succès
cmd-achievements-description = Les succès d'un joueur sur ce serveur et leur rareté (les tiens si personne n'est nommé).
cmd-achievements-member = membre
cmd-achievements-member-description = Les succès de qui (les tiens si vide)
