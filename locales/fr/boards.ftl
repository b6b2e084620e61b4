### Glossary (français) : game = jeu, match = partie, player = joueur, opponent = adversaire,
### season = saison, leaderboard/board = classement, rating = cote, rated = classée,
### rank = rang, streak = série, W-L-D = V-D-N (victoires-défaites-nulles), win = victoire,
### loss = défaite, draw = nulle, forfeit = forfait, resign = abandonner,
### soft reset = réinitialisation douce, record (file) = relevé, organiser = organisateur.

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = de tous les temps
boards-in-season = dans { $season }
boards-on-server = sur ce serveur

## /leaderboard
board-title = Classement { $game }
board-page = page { $page } sur { $pages }
board-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · série { $streak }
board-streak-won = V{ $count }
board-streak-lost = D{ $count }
board-legend = Cote · V-D-N (victoires-défaites-nulles) · parties · série en cours.
board-provisional = { $mark } signale une cote provisoire (écart { $deviation } ou plus).
board-min-games = Les joueurs apparaissent après { $games } parties classées.
board-empty = Personne n'est encore dans ce classement : { $games ->
    [one] termine une partie classée
   *[other] termine { $games } parties classées
} ({ $challenge } quelqu'un à { $game }) pour y entrer.
board-empty-ended = Personne n'était dans ce classement quand { $season } s'est terminée.
board-previous = Précédent
board-next = Suivant
board-web = Classement complet sur le web
board-no-page = Il n'y a pas de page { $page } : le classement { $game } n'a { $pages ->
    [one] que la page 1
   *[other] que les pages 1 à { $pages }
}.

## A closed season's placements
placements-title = top { $top } final de { $season }

## /stats
stats-rating = Cote { $rating }
stats-provisional = (provisoire tant que ± n'est pas sous { $deviation })
stats-rank = rang { $rank } sur { $players }
stats-unranked = pas encore au classement : encore { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
stats-win-rate = { $percent } %
stats-record = Bilan { $record } (V-D-N, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}) · taux de victoire { $rate } · série en cours { $streak } · plus longue série de victoires { $best }
stats-top-opponent = Adversaire le plus affronté : { $player } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
stats-head-to-head-none = Face-à-face avec toi : aucune partie pour l'instant.
stats-head-to-head = Face-à-face avec toi : { $player } en a gagné { $wins }, toi { $losses }, { $draws } nulles.
stats-none-yours = Tu n'as encore aucune partie classée { $place }. Termine une partie ({ $challenge } quelqu'un) pour obtenir une cote.
stats-none-yours-game = Tu n'as encore aucune partie classée de { $game } { $place }. Termine une partie ({ $challenge } quelqu'un) pour obtenir une cote.
stats-none = { $player } n'a encore aucune partie classée { $place }.
stats-none-game = { $player } n'a encore aucune partie classée de { $game } { $place }.
stats-web = Page du joueur sur le web

## /history
history-title = { $count ->
    [one] Dernière partie classée
   *[other] { $count } dernières parties classées
}
history-title-game = { $count ->
    [one] Dernière partie classée de { $game }
   *[other] { $count } dernières parties classées de { $game }
}
history-none = { $player } n'a encore aucune partie classée { $place }.
history-none-game = { $player } n'a encore aucune partie classée de { $game } { $place }.
history-win = Victoire
history-loss = Défaite
history-draw = Nulle
history-forfeited = (forfait au temps)
history-opponent-forfeited = (forfait de l'adversaire au temps)
history-resigned = (abandon)
history-opponent-resigned = (abandon de l'adversaire)
history-line = { $result } { $how } contre { $player } · { $score } · { $change } · Partie n° { $match }
history-line-plain = { $result } contre { $player } · { $score } · { $change } · Partie n° { $match }

## The season option's suggestions
season-choice-running = { $season } (en cours)
season-choice-all-time = De tous les temps

## The rating lines of a game-over post
ratings = Cotes : { $changes }
ratings-season = Cotes ({ $season }) : { $changes }
ratings-bot = Non classée : une partie contre le bot ne compte dans aucun classement.
ratings-voided = Non classée : l'hôte a annulé la partie.
ratings-too-early = Non classée : la partie s'est terminée avant son premier coup.

## /record
record-match = Partie n° { $match }
record-file = Le relevé de { $match } ({ $game }) : sa graine et son sel, la donne de chaque place, chaque coup et le résultat. Vérifie-le avec { $verify } : il recalcule l'engagement publié au tirage au sort et rejoue la partie.
record-no-match = Il n'y a pas de partie n° { $match }.
record-not-a-player = Seuls { $a } et { $b }, qui ont joué la partie n° { $match }, peuvent obtenir son relevé.
record-not-over = La partie n° { $match } est encore en cours : le relevé sera disponible à sa fin.

## /season
season-list-empty = Ce serveur n'a encore aucune saison : ses classements sont de tous les temps. Les organisateurs en lancent une avec { $start }.
season-list-title = Saisons de ce serveur ({ $count })
season-list-hint = { $leaderboard }, { $stats } et { $history } montrent la saison en cours ; { $option } en désigne une autre, { $all } les classements de tous les temps.
season-running-since = en cours depuis le { $date }
season-soft-reset = réinitialisation douce
season-over = { $season } est terminée : elle a duré du { $from } au { $to }.
season-over-nobody = Personne n'était dans ses classements.
season-over-placements = Son classement final suit, un message par jeu ({ $games }) ; { $leaderboard } le montre à nouveau avec { $option } réglé sur { $season }.
season-none-runs = Aucune saison en cours : les parties classées ne comptent que dans les classements de tous les temps jusqu'au prochain { $start }.
season-started = { $season } commence maintenant : chaque partie classée qui se termine à partir de maintenant y compte (et dans tous les temps), parties en cours comprises.
season-start-soft = Réinitialisation douce : chaque joueur part de sa cote de tous les temps ramenée à mi-chemin de 1500, son écart remonté à mi-chemin de 350.
season-start-fresh = Tout le monde repart de zéro à 1500.
season-started-hint = { $leaderboard } la montre ; { $all } les classements de tous les temps.

## Season refusals
organisers-only = Seuls { $who ->
    [hosts] les hôtes de Death Match
    [tournament] les organisateurs de tournois
   *[other] les organisateurs
} peuvent faire cela : les membres ayant la permission « Gérer le serveur ». Rien n'a été modifié.
organisers-only-roles = Seuls { $who ->
    [hosts] les hôtes de Death Match
    [tournament] les organisateurs de tournois
   *[other] les organisateurs
} peuvent faire cela : les membres ayant le rôle d'hôte ({ $roles }). Rien n'a été modifié.
season-error-bad-name = Le nom d'une saison doit faire de 1 à { $max } caractères sur une seule ligne.
season-error-reserved = { $all } désigne le classement de tous les temps : donne un autre nom à la saison.
season-error-taken = Ce serveur a déjà une saison appelée { $season } : choisis un autre nom.
season-error-none-open = Aucune saison n'est en cours sur ce serveur : { $start } en lance une.
season-error-no-such = Ce serveur n'a pas de saison appelée { $season } : choisis-en une dans la liste, ou { $all } pour tous les temps.
