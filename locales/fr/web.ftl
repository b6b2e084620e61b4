### Glossary (français) : game = jeu, match = partie, player = joueur, opponent = adversaire,
### season = saison, leaderboard/board = classement, rating = cote, rated = classée,
### rank = rang, streak = série, W-L-D = V-D-N (victoires-défaites-nulles), win = victoire,
### loss = défaite, draw = nulle, forfeit = forfait, resign = abandonner,
### record (file) = relevé, organiser = organisateur, tournament = tournoi,
### standings = classement, bye = exempt, round = ronde.
### Death Match, EC, DMO, Buchholz, SB, Glicko-2 restent tels quels.

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = Classements
web-nav-live = En direct
web-footer = Pages en lecture seule de clash-bot. Les cotes suivent Glicko-2 ; V-D-N signifie victoires, défaites et nulles.
web-not-found = Introuvable
web-not-found-text = Il n'y a pas de page ici.
web-index-heading = Les pages de clash-bot
web-back-to-start = Aller à la page d’accueil
web-too-many = Trop de requêtes
web-too-many-text = Ralentis un peu, puis réessaie.
web-busy = Les pages sont occupées
web-busy-text = Réessaie dans un instant.
web-failed = Un problème est survenu
web-failed-text = L’erreur vient de chez nous et a été consignée. Réessaie plus tard.
web-index = Les pages des serveurs qui publient leurs classements, joueurs, parties et tournois. Suis un lien que le bot publie sur ton serveur.
web-page-title = { $name } · clash-bot
web-player-unknown = joueur { $user }
web-pager = Pages
web-pager-previous = ‹ Précédente
web-pager-next = Suivante ›
web-versus = { $a } contre { $b }
web-live-badge = en direct
web-all-time = Depuis toujours
web-season-name = Saison { $number } : { $name }

## Table headers
web-wld = V-D-N
web-col-player = Joueur
web-col-players = Joueurs
web-col-rating = Cote
web-col-games = Parties
web-col-game = Jeu
web-col-opponent = Adversaire
web-col-match = Partie
web-col-result = Résultat
web-col-score = Score
web-col-when = Quand
web-col-points = Points
web-col-board = Table

## A player's result in a match
web-result-win = victoire
web-result-loss = défaite
web-result-draw = nulle

## A server's home
web-home-title = Classements · clash-bot
web-home-description = Les classements Clash, Tile Poker, Clubbed, Shape Clash et Duel de ce serveur, ses saisons, ses tournois et ses Death Matches.
web-home-heading = Classements
web-home-running-since = En cours depuis le { $time }.
web-home-whole-board = Classement complet ({ $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}) ›
web-home-no-rated-games = Aucune partie classée pour l'instant.
web-home-seasons = Saisons
web-home-season-running = en cours
web-home-season-ended = terminée
web-home-season-boards = classements :
web-home-tournaments = Tournois
web-home-no-tournaments = Aucun tournoi pour l'instant.
web-home-deathmatches = Death Matches
web-home-no-deathmatches = Aucun Death Match pour l'instant.
web-home-dm-players = { $a } (EC) contre { $b } (DMO)
web-home-dm-voided = Partie #{ $id } annulée par l'hôte : { $reason }
web-home-status-signup = inscriptions ouvertes
web-home-status-playing = en cours
web-home-status-finished = terminé
web-home-status-cancelled = annulé

## A board's page
web-board-title = Classement { $game } · { $scope } · page { $page }
web-board-description = { $players ->
    [one] { $players } joueur classé
   *[other] { $players } joueurs classés
} selon leur cote Glicko-2 ({ $scope }).
web-board-heading = Classement { $game }
web-board-facts = { $scope } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} · au moins { $games } parties classées pour y figurer
web-board-empty = Personne ne figure encore dans ce classement.

## A player's page
web-player-description = Cotes, résultats et historique de { $name }.
web-player-description-best = Cotes, résultats et historique de { $name } ({ $best }).
web-player-rank = Rang
web-player-rank-of = { $rank } sur { $players }
web-player-not-ranked = pas encore classé ({ $games } parties classées nécessaires)
web-player-streak = Série
web-player-best-streak = meilleure { $best }
web-player-streak-none = aucune
web-player-streak-won = { $count ->
    [one] { $count } gagnée
   *[other] { $count } gagnées
}
web-player-streak-lost = { $count ->
    [one] { $count } perdue
   *[other] { $count } perdues
}
web-player-chart = Cote { $game } sur les { $games } dernières parties classées, de { $from } à { $to }
web-player-head-to-head = Face-à-face
web-player-matches = Parties

## A finished match's page
web-match-title = Partie #{ $id } : { $game } — { $a } contre { $b }
web-match-heading = Partie #{ $id } : { $game }
web-match-not-finished = Pas terminée.
web-match-played = Jouée le
web-match-moves = Coups
web-match-commitment = Engagement de la donne
web-match-record = Relevé
web-match-record-where = Seuls ses joueurs peuvent l’obtenir, avec { $command } dans Discord
web-match-step = Étape { $step } sur { $last }
web-match-film = Toute la partie en une image animée
web-steps = Étapes
web-steps-start = « Début
web-steps-back = ◀ Retour
web-steps-next = Suivant ▶
web-steps-end = Fin »

## One step of a match
web-chapter-round = Manche { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Donne { $n }
web-score-score = Score
web-score-stores = Piles (le moins gagne)
web-score-clashes = Clashes gagnés
web-score-points = Points
web-step-unreadable = (étape illisible)
web-step-dealt = La table telle que distribuée.
web-step-moved-unreadable = { $who } a joué (étape illisible).
web-step-moved = { $who } a joué.
web-step-timeout-skipped = { $who } n'avait plus de temps : son tour a été passé.
web-step-timeout-default = { $who } n'avait plus de temps : le coup par défaut des règles a été joué.
web-step-resigned = { $who } a abandonné.
web-step-ruled-out = L'hôte a exclu { $who } : forfait.
web-step-missed-turns = Tours manqués : { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = Ensuite : { $who } { $what }.
web-step-voided-host = Annulée par l'hôte : { $reason }. Pas de résultat, pas de cote.
web-step-voided-organiser = Annulée par l'organisateur : { $reason }. Pas de résultat, pas de cote ; ses joueurs jouent une nouvelle partie.

## How a match ended
web-outcome-awarded-host = { $winner } gagne : l'hôte lui a attribué la partie ({ $reason }).
web-outcome-awarded-organiser = { $winner } gagne : l'organisateur lui a attribué la partie ({ $reason }).
web-outcome-dm-draw = { $winner } gagne : le jeu s'est fini sur une nulle, et un Death Match nul revient au DMO.
web-outcome-draw = La partie est nulle.
web-outcome-won = { $winner } gagne la partie.
web-outcome-forfeit = { $winner } gagne : { $loser } déclare forfait.
web-outcome-missed-turns = { $winner } gagne : { $loser } a manqué { $turns ->
    [one] un tour
   *[other] { $turns } tours
} et déclare forfait.
web-outcome-dropped-out = { $winner } gagne : { $loser } a quitté le tournoi.
web-outcome-resigned = { $winner } gagne : { $loser } a abandonné.

## Live matches
web-live-title = Parties en direct · clash-bot
web-live-description = { $count ->
    [one] { $count } partie en cours.
   *[other] { $count } parties en cours.
}
web-live-heading = Parties en direct
web-live-none = Aucune partie n'est en cours.
web-live-match-title = Partie #{ $id } en direct : { $game } — { $a } contre { $b }
web-live-match-description = { $game } en cours.
web-live-follows = Cette page suit la partie : elle se recharge d'elle-même après chaque coup.

## A tournament's page
web-tournament-title = Tournoi #{ $id } : { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} · { $status }
web-tournament-name = Tournoi #{ $id } : { $name }
web-tournament-status-signup = Inscriptions ouvertes
web-tournament-status-playing = En cours
web-tournament-status-finished = Terminé
web-tournament-status-cancelled = Annulé
web-tournament-round-of = ronde { $round } sur { $rounds }
web-tournament-round-now = ronde { $round }
web-tournament-follows = Cette page suit le tournoi : elle se recharge d'elle-même à chaque résultat.
web-tournament-standings = Classement
web-tournament-dropped = (a quitté)
web-tournament-byes = ({ $byes ->
    [one] { $byes } fois exempt
   *[other] { $byes } fois exempt
})
web-tournament-bracket = Tableau
web-tournament-tie-breaks = Les égalités sont départagées par le Buchholz (les points des adversaires), puis par le Sonneborn-Berger (les points des adversaires battus, et la moitié de ceux des nulles).
web-tournament-round = Ronde { $round }
web-tournament-won = { $name } a gagné
web-tournament-playing = en cours
web-tournament-draw = nulle
web-tournament-bye = exempt
web-tournament-walkover = qualifié par forfait
web-tournament-match-playing = #{ $id } (en cours)

## A bracket's picture and its words
web-bracket-final = Finale
web-bracket-round = Ronde { $round }
web-bracket-bye = exempt
web-bracket-alt = Tableau de { $name }.
web-bracket-alt-round = Ronde { $round } : { $boards }.
web-bracket-through = { $a } passe au tour suivant
web-bracket-beat = { $a } a battu { $b }
web-bracket-playing = { $a } contre { $b }, en cours

## A film's seat labels (drawn into the picture)
web-film-player = Joueur { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = Le plateau
web-activity-connecting = Connexion à Discord…
web-activity-signing-in = Connexion en cours…
web-activity-finding = Recherche de ta partie…
web-activity-outside = Cette page s'ouvre dans Discord : utilise « Jouer sur le plateau » sous la table d'une partie.
web-activity-denied = Tu n'as pas autorisé la connexion : le plateau ne peut pas montrer ta place.
web-activity-failed = Le plateau n'a pas pu s'ouvrir. Ferme-le et réessaie.
web-activity-no-match = Tu n'as aucune partie en cours dans ce salon.
web-activity-busy = Le plateau est occupé. Réessaie dans un instant.

## Se connecter avec Discord
web-signin = Se connecter avec Discord
web-signout = Se déconnecter
web-signed-in-as = Session de { $name }
web-signin-refused = Connexion refusée
web-signin-refused-text = Cette connexion n’a pas commencé dans ce navigateur, ou elle a pris trop de temps. Reconnecte-toi depuis la page où tu étais.
web-signin-cancelled = Pas de connexion
web-signin-cancelled-text = Discord n’a pas ouvert ta session : la demande a été annulée ou refusée.
web-signin-expired = Connexion expirée
web-signin-expired-text = Discord n’accepte plus cette connexion : elle a déjà servi ou elle est trop ancienne. Reconnecte-toi.
web-signin-discord-down = Discord n’a pas répondu
web-signin-discord-down-text = La connexion passe par Discord, qui n’a pas répondu comme prévu. Réessaie dans un instant.
web-forged = Requête refusée
web-forged-text = Cette requête ne vient pas d’une page du bot, ou ta session est terminée. Recharge la page et réessaie.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Ta place : partie #{ $id }, { $game }
web-seat-your-move = À toi de jouer
web-seat-your-hand = Ta main
web-seat-last-move = Dernier coup de ton adversaire
web-seat-waiting = En attente de { $who }.
web-seat-clock = Ton horloge s'arrête à { $time }.
web-seat-match-page = Voir toute la partie
web-seat-send = Envoyer
web-forbidden = Non autorisé
web-forbidden-text = Seul un joueur connecté de cette partie peut faire cela, depuis sa propre page.
