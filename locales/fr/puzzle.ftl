### Glossary (français): puzzle = énigme, move = coup, player = joueur, opponent = adversaire,
### board = classement, rating = cote, streak = série, round = manche. Register: tu.

### Les énigmes du jour : /puzzle (la position, le verdict d'une réponse, les refus), le
### classement des énigmes (/puzzles et la page web) et le message quotidien.

## /puzzle : la position. La table au-dessus est celle du jeu.
puzzle-title-emphasis = Énigme { $game } du jour
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = C'est à toi de jouer. Trouve le meilleur coup : il y a ici { $lines } sortes de coups différentes, et une seule est la meilleure. Tu as un seul essai.
puzzle-measure-scores = Le meilleur, c'est marquer dans cette manche contre le plus grand nombre de façons dont ton adversaire peut former sa dernière combinaison avec les cartes que tu n'as pas vues.
puzzle-measure-margin = Le meilleur, c'est le meilleur écart final pour toi quand les deux camps jouent parfaitement jusqu'au bout, toutes les cartes connues.
puzzle-stats = Cote de l'énigme { $rating } · résolue par { $right } sur { $tried } pour l'instant
puzzle-opponent = l'adversaire
puzzle-label = Énigme du jour
puzzle-pick-answered = { $game } (répondu)
puzzle-all-answered = Tu as répondu à toutes les énigmes du jour. Les nouvelles arrivent à minuit.

## Le verdict d'une réponse (seul le joueur le voit).
puzzle-right-emphasis = Bien joué !
puzzle-right = ✅ { $emphasis } { $move } est le meilleur coup.
puzzle-wrong-emphasis = Pas le meilleur.
puzzle-wrong = ❌ { $emphasis } Tu as choisi { $answer } ; le meilleur était { $move }.
puzzle-why-scores = { $move } marque contre { $value } des { $of } façons de former la dernière combinaison.
puzzle-why-scores-other = { $move } : contre { $value } d'entre elles.
puzzle-why-margin = { $move } finit à { $value }.
puzzle-why-margin-other = { $move } : finit à { $value }.
puzzle-why-others = Les autres coups :
puzzle-why-more = …et { $count } de plus, tous moins bons.
puzzle-rating-change = Ta cote d'énigmes : { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Série : { $current ->
    [one] { $current } jour
   *[other] { $current } jours
} (record { $best })

## Refus.
puzzle-left-out = { $game } n'a pas d'énigme du jour : chaque décision y est garder ou mettre dessous, donc deviner tomberait juste une fois sur deux.
puzzle-left-out-endless = { $game } n'a pas d'énigme du jour : on peut passer à chaque tour, même avec une carte jouable, donc la fin peut tourner en rond sans fin et aucun coup ne se prouve le meilleur.
puzzle-not-ready = L'énigme du jour n'est pas encore prête. Réessaie dans une minute.
puzzle-day-over = C'était l'énigme du { $date } ; ici, on est le { $today }. Utilise /puzzle pour celle du jour.
puzzle-already-right = Tu as déjà répondu à l'énigme { $game } du { $date }, et tu as trouvé le meilleur coup. Un essai par énigme.
puzzle-already-wrong = Tu as déjà répondu à l'énigme { $game } du { $date }, et ce n'était pas le meilleur coup. Un essai par énigme.
puzzle-not-a-move = Ce coup n'est pas possible dans cette énigme.
puzzle-shutting-down = Le bot redémarre. Réessaie dans un instant.

## Le classement des énigmes du serveur.
puzzle-board-title-emphasis = Classement des énigmes
puzzle-board-title = 🧩 { $emphasis } · page { $page } sur { $pages }
puzzle-board-row = { $rank }. { $who } · cote { $rating } · { $solved } résolues sur { $tried } · 🔥 { $streak } (record { $best })
puzzle-board-empty = Personne n'a encore répondu à une énigme sur ce serveur. Essaie /puzzle !
puzzle-board-no-page = Il n'y a pas de page { $page } : le classement des énigmes en a { $pages }.
puzzle-board-previous = Précédent
puzzle-board-next = Suivant

## Le message quotidien, dans le salon des énigmes du serveur, à minuit.
puzzle-post-title-emphasis = Les énigmes du jour
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = Une énigme pour chacun de ces jeux : { $games }.
puzzle-post-how = Joue avec /puzzle : toi seul vois ta réponse, un essai par énigme, et le classement garde ta cote et ta série.
puzzle-post-yesterday = Hier ici :
puzzle-post-count = { $game } : résolue par { $right } sur { $tried }

## La page web du classement des énigmes du serveur.
puzzle-web-title = Classement des énigmes
puzzle-web-intro = Qui répond ici aux énigmes du jour : sa cote d'énigmes, les énigmes résolues et tentées, et sa série de jours avec une énigme résolue. On joue avec /puzzle dans Discord.
puzzle-web-player = Joueur
puzzle-web-rating = Cote
puzzle-web-solved = Résolues
puzzle-web-tried = Tentées
puzzle-web-streak = Série
puzzle-web-best = Meilleure série
puzzle-web-empty = Personne n'a encore répondu à une énigme sur ce serveur.
puzzle-web-link = Classement des énigmes
