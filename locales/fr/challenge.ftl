### Glossary (français) : challenge = défi (défier), open challenge = défi ouvert, accept = accepter,
### decline = refuser, withdraw = retirer, match = partie, practice = entraînement, toss = tirage au
### sort, turn = tour, move = coup, clock = horloge, forfeit = forfait, resign = abandonner,
### thread = fil, player = joueur, opponent = adversaire, rated = classé.
### Défis (/défier), entraînement contre le bot, revanche, tes parties, abandon et fil d'une partie.
### Identifiants, noms, jeux, mentions et horodatages Discord ($expires, $deadline) sont passés tels quels.

## Le message d'un défi et ses boutons (langue du serveur).
challenge-accept = Accepter
challenge-decline = Refuser
challenge-cancel = Retirer
challenge-anyone = n'importe qui ici
challenge-terms-target = premier à { $target }
challenge-terms-untimed = sans limite de temps
challenge-terms-clock =
    { $seconds } s par tour, { $strikes ->
        [one] { $strikes } tour manqué fait perdre
       *[other] { $strikes } tours manqués font perdre
    } par forfait
challenge-post-emphasis = Défi #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } défie { $opponent } à { $game } ({ $terms }).
    { $opponent }, acceptes-tu ? Ce défi expire { $expires }.
challenge-post-open-emphasis = Défi ouvert #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } défie n'importe qui ici à { $game } ({ $terms }).
    Le premier qui accepte joue. Ce défi expire { $expires }.
challenge-accepted-emphasis = partie #{ $match }
challenge-accepted = ✅ Défi #{ $id } : { $opponent } a accepté le défi de { $challenger } à { $game } — c'est la { $emphasis }.
challenge-accepted-thread-emphasis = partie #{ $match }
challenge-accepted-thread = ✅ Défi #{ $id } : { $opponent } a accepté le défi de { $challenger } à { $game } — c'est la { $emphasis }. Elle se joue dans son fil, ouvert depuis ce message.
challenge-accepted-no-thread-emphasis = partie #{ $match }
challenge-accepted-no-thread = ✅ Défi #{ $id } : { $opponent } a accepté le défi de { $challenger } à { $game } — c'est la { $emphasis }. Elle se joue dans ce salon : son fil n'a pas pu être ouvert.
# $challenged : une mention, ou challenge-anyone.
challenge-declined = ❌ Défi #{ $id } : { $player } a refusé le défi de { $challenger } à { $game }.
challenge-withdrawn = 🚫 Défi #{ $id } : { $challenger } a retiré son défi à { $challenged } ({ $game }).
challenge-expired = ⌛ Le défi #{ $id } de { $challenger } à { $challenged } ({ $game }) a expiré sans réponse.

## Une partie contre le bot (langue du serveur ; la note sur le fil, celle du joueur).
practice-line = 🤖 { $match } — { $player } joue à { $game } contre { $bot } (niveau { $level ->
        [easy] facile
        [random] aléatoire
       *[strong] fort
    }). Entraînement : non classée. Le tirage au sort suit.
practice-in-thread = Elle se joue dans son fil, qui s'ouvre maintenant.

## Tes parties et l'abandon (langue du lecteur).
games-none = Tu n'as aucune partie en cours. Lance-en une avec { $command }.
games-head = Tes parties en cours ({ $count }) :
# $clock : games-clock ou rien ; $link : " — <lien de la table>" ou rien.
games-line = • Partie #{ $id } · { $game } contre { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = à toi de jouer
games-their-move = à { $player } de jouer
games-over = terminée
games-list-clock = , l'horloge expire { $deadline }
resign-no-such-match = Tu n'as pas de partie #{ $id } en cours. { $games } liste les tiennes.
resign-none = Tu n'as aucune partie en cours à abandonner.
resign-confirm = Abandonner la partie #{ $id } ({ $game }) ? Ton adversaire gagne aussitôt.
resign-which = Tu joues plusieurs parties : laquelle abandonnes-tu ? (ou utilise { $usage })
# L'espace réservé dans "/abandonner partie:<numéro>".
resign-number = numéro
resign-button = Abandonner la partie #{ $id }
resign-cancel = Annuler

## Le fil d'une partie (langue du serveur). Un nom de fil ne peut mentionner personne : les joueurs
## y figurent par leur nom ($a, $b), 100 caractères au plus en tout.
thread-bot = le bot
thread-someone = un joueur
thread-players = { $a } contre { $b }
# $label : " · Tournoi #3 · manche 2" dans un tournoi, sinon rien.
thread-name = Partie #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } contre { $b } : se joue dans son fil.
thread-starter-failed = { $match } · { $game } · { $a } contre { $b } : se joue dans ce salon : son fil n'a pas pu être ouvert.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) contre { $b } (DMO), arbitré par { $host } : se joue dans son fil.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) contre { $b } (DMO), arbitré par { $host } : se joue dans ce salon : son fil n'a pas pu être ouvert.
thread-result =
    { $result }
    🧵 La partie : <#{ $thread }>
