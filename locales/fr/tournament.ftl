### Glossary (français) : tournament = tournoi, sign-up = inscriptions, round = ronde,
### standings = classement, bye = exempt, seed = tête de série, organiser = organisateur,
### match = partie, game = partie (jouée), W-L-D = V-D-N, Swiss = système suisse,
### single elimination = élimination directe, round robin = toutes rondes.
### Buchholz et SB (Sonneborn-Berger) restent tels quels.

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = Système suisse
tournament-format-single-elimination = Élimination directe
tournament-format-round-robin = Toutes rondes
tournament-format-in-sentence-swiss = système suisse
tournament-format-in-sentence-single-elimination = élimination directe
tournament-format-in-sentence-round-robin = toutes rondes
tournament-heading = Tournoi #{ $id } · { $name }
tournament-target = en { $target }
tournament-turn = { $seconds } s par coup
tournament-rated = classé
tournament-not-rated = non classé

## The public message
tournament-join = Rejoindre
tournament-leave = Quitter
tournament-called-off-before = Annulé avant de commencer ({ $count ->
    [one] { $count } joueur inscrit
   *[other] { $count } joueurs inscrits
}).
tournament-round-of = Ronde { $round } sur { $rounds } · organisé par { $organiser }
tournament-finished-after-emphasis = classement final
tournament-finished-after = Terminé après la ronde { $round } · organisé par { $organiser } · { $emphasis }
tournament-signup = Organisé par { $organiser }. Les inscriptions ferment { $relative }, ou quand l'organisateur le lance ({ $start }).
tournament-signed-up-emphasis = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
tournament-signed-up = { $emphasis } inscrits (au plus { $max })
tournament-signed-up-names-emphasis = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
tournament-signed-up-names = { $emphasis } inscrits (au plus { $max }) : { $names }
tournament-and-more = et { $count } de plus
tournament-round = Ronde { $round }
tournament-more-boards = …et { $count } tables de plus
tournament-bye = { $player } est exempt (une victoire)
tournament-through = { $player } passe sans jouer
tournament-match = Partie #{ $match }
tournament-a-match = une partie
tournament-board = { $match } : { $a } contre { $b } — { $state }
tournament-won-by = gagnée par { $player }
tournament-drawn = nulle
tournament-decided = décidée
tournament-over-state = terminée
tournament-playing = en cours
tournament-dropped = (abandon)
tournament-line-elimination = tête de série { $seed } · { $wins } gagnées · { $in ->
    [yes] encore en lice
   *[no] éliminé
}
tournament-line-points = { $points } { $unit ->
    [one] pt
   *[other] pts
} · Buchholz { $buchholz } · SB { $sb } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} ({ $record }{ $byes ->
    [0] {""}
   *[other] , { $byes } exempt
})
tournament-legend = -# Parties : V-D-N, victoires-défaites-nulles.
tournament-pages = Classement page { $page } sur { $pages } ({ $players } joueurs) · { $command } pour la page { $next }
tournament-web = Page en direct sur le web

## Posts in the channel
tournament-reason = Raison : { $reason }
tournament-started = 🏁 { $name } a commencé ({ $how }) : { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} en { $format }. Dépasser son temps fait perdre la partie par forfait, donc chaque ronde se termine.
tournament-started-by = lancé par l'organisateur { $by }
tournament-started-closed = les inscriptions sont closes
tournament-cancelled-too-few = ❌ { $name } est annulé : les inscriptions ont fermé avec { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}, et il en faut au moins 2.
tournament-cancelled-by = ❌ { $name } est annulé par l'organisateur { $by }.{ $reason }
tournament-paired = 📋 { $name } · ronde { $round } sur { $rounds } :
tournament-pairing = { $a } contre { $b }
tournament-pairing-match = { $match } : { $a } contre { $b }
tournament-replayed = 🔁 { $name } · ronde { $round } : la partie #{ $old } entre { $a } et { $b } a été { $voided ->
    [yes] annulée
   *[no] nulle
}, ils rejouent donc : { $new }.
tournament-dropped-out = 🚪 { $player } a abandonné { $name }.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 L'organisateur { $by } a retiré { $player } de { $name }.{ $forfeit }{ $reason }
tournament-forfeited = La partie #{ $match } est perdue par forfait.
tournament-awarded = ⚖️ { $name } : l'organisateur { $by } a attribué la partie #{ $match } à { $winner }.{ $reason }
tournament-a-player = un joueur
tournament-voided = ⚖️ { $name } : l'organisateur { $by } a annulé la partie #{ $match } ; ses joueurs rejouent.{ $reason }
tournament-over = 🏆 { $name } est terminé. Classement final :
tournament-over-by = 🏆 { $name } est terminé (arrêté par l'organisateur { $by }).{ $reason } Classement final :

## Replies
tournament-reply-created = { $tournament } est ouvert : ses inscriptions sont publiées dans ce salon. Il commence { $relative }, ou quand tu utilises { $start }.
tournament-reply-started = { $tournament } a commencé : la ronde 1 est publiée dans ce salon.
tournament-reply-you-off-signup-emphasis = Tournoi #{ $id }
tournament-reply-you-off-signup = Tu es retiré des inscriptions du { $emphasis }.
tournament-reply-off-signup-emphasis = Tournoi #{ $id }
tournament-reply-off-signup = { $player } est retiré des inscriptions du { $emphasis }.
tournament-reply-you-out-emphasis = Tournoi #{ $id }
tournament-reply-you-out = Tu es sorti du { $emphasis } : plus d'appariement, et une partie en cours est perdue par forfait.
tournament-reply-out-emphasis = Tournoi #{ $id }
tournament-reply-out = { $player } est sorti du { $emphasis } : plus d'appariement, et une partie en cours est perdue par forfait.
tournament-reply-awarded = La partie #{ $match } est attribuée à { $player } ; c'est publié avec ta raison.
tournament-reply-voided = La partie #{ $match } est annulée ; ses joueurs jouent une nouvelle partie.
tournament-reply-called-off-emphasis = Tournoi #{ $id }
tournament-reply-called-off = { $emphasis } est annulé.
tournament-reply-over-emphasis = Tournoi #{ $id }
tournament-reply-over = { $emphasis } est terminé : le classement final est publié.
tournament-list-empty = Aucun tournoi sur ce serveur pour l'instant. Un organisateur en ouvre un avec { $create }.
tournament-list-title = Tournois de ce serveur (les plus récents d'abord) :
tournament-list-signing-up = inscriptions ouvertes, commence { $relative }
tournament-list-round = ronde { $round } sur { $rounds }
tournament-list-finished = terminé
tournament-list-called-off = annulé
tournament-no-page = Le classement du Tournoi #{ $id } a { $pages ->
    [one] une seule page
   *[other] les pages 1 à { $pages }
} : il n'y a pas de page { $page }.
tournament-joined-emphasis = Tournoi #{ $id } · { $name }
tournament-joined = Tu es inscrit au { $emphasis }. Tes parties sont publiées ici, avec ta mention, à chaque ronde appariée.
tournament-left-emphasis = Tournoi #{ $id } · { $name }
tournament-left = Tu as quitté le { $emphasis }. Tu peux revenir tant que les inscriptions sont ouvertes.

## Refusals
tournament-error-no-reason = Donne une raison : elle est publiée avec l'action.
tournament-error-reason-too-long = La raison est trop longue : { $max } caractères au plus.
tournament-error-bad-name = Donne au tournoi un nom de 1 à { $max } caractères.
tournament-error-rounds-not-swiss = Le nombre de rondes ne vaut qu'en système suisse : le format { $format } joue autant de rondes qu'il faut.
tournament-error-bad-rounds = Un tournoi en système suisse se joue en 1 à { $max } rondes.
tournament-error-bad-turn-seconds = Les parties d'un tournoi ont besoin d'une horloge, pour que chaque ronde se termine : turn_seconds doit aller de { $min } à { $max }.
tournament-error-bad-max-players = Max_players doit aller de { $min } à { $max }.
tournament-error-bad-signup-minutes = Signup_minutes doit aller de 1 à { $max }.
tournament-error-no-such = Il n'y a pas de Tournoi #{ $id }.
tournament-error-not-here = Il n'y a pas de Tournoi #{ $id } sur ce serveur.
tournament-error-not-signing-up = Le Tournoi #{ $id } ne prend plus de joueurs : { $why }.
tournament-error-already-joined = Tu es déjà dans le Tournoi #{ $id }.
tournament-error-full = Le Tournoi #{ $id } est complet : { $players } joueurs.
tournament-error-leave-started = Le Tournoi #{ $id } a commencé : quitte-le avec { $drop }.
tournament-error-not-signed-up = Tu n'es pas inscrit au Tournoi #{ $id }.
tournament-error-too-few = Le Tournoi #{ $id } a besoin d'au moins { $min } joueurs pour commencer ; il en a { $players }.
tournament-error-not-an-entrant = { $player } n'est pas dans le Tournoi #{ $id }.
tournament-error-already-dropped = { $player } a déjà abandonné le Tournoi #{ $id }.
tournament-error-over = Le Tournoi #{ $id } est terminé : { $why }.
tournament-error-award-to-outsider = Attribue la partie #{ $match } à l'un de ses deux joueurs.
tournament-error-not-a-tournament-match = La partie #{ $match } n'est pas une partie de tournoi sur ce serveur.
tournament-closed-signing-up = les inscriptions sont encore ouvertes
tournament-closed-started = il a commencé
tournament-closed-over = il est terminé
tournament-closed-called-off = il a été annulé
