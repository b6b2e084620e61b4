### Glossary (français) : match = partie, host = hôte, event = événement, toss = tirage au sort,
### turn = tour, clock = horloge, reserve = réserve, forfeit = forfait, void = annuler,
### award = attribuer, rated = classé, rating = cote, pause = mettre en pause, resume = reprendre ;
### Death Match (masculin), EC, DMO restent tels quels.
### Death Matches (/deathmatch) : le message de départ, les conditions d'horloge, les actions et
### décisions de l'hôte telles que le salon les lit, le message du salon des résultats, la liste de
### l'hôte, les réponses et les refus. Identifiants, noms, jeux, mentions et horodatages Discord
### ($deadline) sont passés tels quels.

## Le message de départ (langue du serveur).
dm-terms-untimed = sans limite de temps
dm-terms-clock =
    { $seconds } s par tour, { $strikes ->
        [one] { $strikes } tour manqué fait perdre
       *[other] { $strikes } tours manqués font perdre
    } par forfait
dm-terms-reserve = , une réserve de { $reserve } chacun
dm-terms-draw-dmo = {" "}· une égalité revient au DMO
dm-terms-draw-stands = {" "}· une égalité reste une égalité
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } contre DMO { $dmo } · hôte { $host }
dm-start-event = {" "}· événement { $event }
dm-start-clock = Horloge : { $terms }
dm-start-until = {" "}(sinon, passé { $deadline }, le DMO commence)
dm-start-picks = Pas de tirage au sort : le DMO { $dmo } décide qui commence{ $until } et choisit :
dm-start-picked = Pas de tirage au sort : le DMO { $dmo } décide qui commence{ $until } et a choisi : { $choice }.
# Devant chacun des deux boutons du DMO.
dm-button-prefix = DMO :{" "}

## Les actions de l'hôte, publiées dans le salon de la partie (langue du serveur).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Raison : { $reason }
dm-paused = ⏸️ mise en pause par l'hôte { $host } : ni coups ni horloge jusqu'à la reprise.
dm-resumed = ▶️ reprise par l'hôte { $host }.
dm-resumed-clock = ▶️ reprise par l'hôte { $host } : l'horloge expire { $deadline }.
dm-added = ⏱️ l'hôte { $host } a ajouté { $duration } au tour en cours.
dm-added-clock = ⏱️ l'hôte { $host } a ajouté { $duration } au tour en cours : l'horloge expire { $deadline }.
dm-void = 🚫 annulée par l'hôte { $host } : ni résultat ni cote.
dm-award = 🏅 attribuée à { $winner } par l'hôte { $host } : { $loser } perd par forfait.

## Le résultat d'un Death Match, dans le salon des résultats et le salon d'où part son fil.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Réponses à l'hôte (langue du lecteur).
dm-no-bots = Les bots ne peuvent pas jouer de Death Match : choisis deux personnes.
dm-started-in-thread = ⚔️ Le Death Match #{ $id } a commencé : il se joue dans son fil, qui s'ouvre maintenant.
dm-list-empty = Aucun Death Match sur ce serveur pour l'instant. Lance-en un avec { $command }.
dm-list-empty-event = Aucun Death Match dans l'événement { $event }.
dm-list-head = Death Matches de ce serveur ({ $count }, les plus récents d'abord) :
dm-list-head-event = Death Matches de { $event } ({ $count }) :
# Une ligne de la liste ; $event vaut " · <événement>" ou rien, $strikes les tours manqués ou rien.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } contre DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· tours manqués { $a }/{ $max } · { $b }/{ $max }
dm-status-void = annulé ({ $reason })
dm-status-awarded = attribué à { $player }
dm-status-won = terminé : { $player } a gagné
dm-status-draw = terminé : égalité
dm-status-finished = terminé
dm-status-paused = ⏸️ en pause
dm-status-choosing = en attente du choix du DMO
dm-status-to-move = en cours : { $player } doit jouer
dm-status-to-move-clock = en cours : { $player } doit jouer, horloge { $deadline }
dm-status-playing = en cours

## Une commande de Death Match refusée (langue du lecteur).
dm-refusal-no-reason = Donne une raison : elle est publiée avec l'action.
dm-refusal-reason-too-long = La raison est trop longue : { $max } caractères au plus.
dm-refusal-same-players = L'EC et le DMO doivent être deux joueurs différents.
dm-refusal-host-plays = L'hôte arbitre et ne joue pas : choisis deux autres joueurs.
dm-refusal-reserve-too-long = réserve_secondes doit être entre 0 et { $max }.
dm-refusal-reserve-untimed = Une réserve demande une horloge par tour : indique aussi secondes_par_tour.
dm-refusal-event-too-long = Le nom de l'événement est trop long : { $max } caractères au plus.
dm-refusal-not-a-death-match = La partie #{ $id } n'est pas un Death Match.
dm-refusal-not-the-host = Seul l'hôte de la partie #{ $id } peut faire cela.
dm-refusal-already-paused = La partie est déjà en pause.
dm-refusal-not-paused = La partie n'est pas en pause.
dm-refusal-bad-added-time = Les secondes doivent être entre 1 et { $max }.
dm-refusal-untimed = Cette partie est sans limite de temps : il n'y a pas d'horloge à prolonger.
dm-refusal-no-clock = Aucune horloge ne tourne.
dm-refusal-award-to-outsider = Attribue la partie à l'un de ses deux joueurs.
dm-refusal-nothing-to-award = Une partie de défi n'a pas d'hôte : rien à attribuer.
dm-refusal-no-rematch = Un Death Match n'a pas de revanche : son hôte lance le suivant.
