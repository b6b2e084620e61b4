### Glossary (français) : Complete = Complète, Single = Simple, pile = pile, deal = donne,
### pass = passer, option = option, pattern = motif, color = couleur, shape = forme,
### solid = plein, hollow = creux, partial = partiel, circle = cercle, triangle = triangle,
### square = carré, matched = assorti, match = partie.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = bloquée
shape-rules-emphasis3 = Sur Discord :
shape-rules-emphasis4 = Jouer
shape-rules-emphasis5 = Finir le tour avec une Simple
shape-rules-emphasis6 = Passer
shape-rules = { $emphasis } — 63 cartes : 27 Complètes (motif × couleur × forme) et 36 Simples.
    À chaque tour, pose autant de cartes que possible sur la pile des Complètes et les trois piles de Simples, selon sept options ; jouer une Simple sans condition, ou passer, termine ton tour.
    Vide ta main et ta pile le premier pour gagner la donne et marquer les cartes de ton adversaire ; le premier à 10 points gagne.
    Au premier tour d'une donne, l'ouvreur joue une Complète ; s'il n'en a aucune dans toute sa pile, il passe et l'autre ouvre. La donne est { $emphasis2 } quand les deux passent à la suite sans coup légal et qu'aucun ne peut piocher : le moins de cartes restantes gagne la différence.
    { $emphasis3 } { $emphasis4 } ouvre ta main avec les coups légaux du moment, groupés par option ; après chaque coup le panneau se met à jour et ton tour continue jusqu'à { $emphasis5 } ou { $emphasis6 }. La table montre le plateau (🔴🟢🔵 couleur, ●/○/◐ motif et forme) et les coups du dernier tour.

shape-value = { $value ->
    [solid] Plein
    [hollow] Creux
    [partial] Partiel
    [red] Rouge
    [green] Vert
    [blue] Bleu
    [circle] Cercle
    [triangle] Triangle
   *[square] Carré
}
shape-category = { $category ->
    [pattern] Motif
    [color] Couleur
   *[shape] Forme
}
shape-complete-card = { $shape } { $color } { $pattern }
shape-single-card = { $value } (Simple)
shape-single-named = Simple : { $value }
shape-empty = vide
shape-no-cards = aucune carte

shape-move-open = ouvrir avec { $card }
shape-move-follow = { $card } sur la valeur de la Complète du dessus (option 1)
shape-move-share-two = { $card }, avec deux valeurs en commun (option 2)
shape-move-piles = { $card }, la Complète des piles de Simples (option 3)
shape-move-free-complete = { $card } sur le plateau assorti (option 4a)
shape-move-free-singles = { $cards } sur le plateau assorti (option 4b)
shape-move-combo = { $complete } avec { $single } (option 5)
shape-move-final = { $card }, qui termine le tour (option 6)
shape-move-pass = passer (option 7)

shape-table-head = { $title } · en { $target } points · Donne { $deal }
shape-score = Score : { $a } { $sa } · { $b } { $sb }
shape-top = Complète du dessus : { $top } ({ $n } sur la pile)
shape-top-none = aucune pour l'instant : l'ouvreur en joue une
shape-piles = Piles de Simples : { $piles }
shape-pile = { $category } : { $top }
shape-matched = assorti (n'importe quelle Complète, ou trois Simples, peut être posée)
shape-cards = Cartes : { $a } { $ha } en main, { $pa } en pile · { $b } { $hb } en main, { $pb } en pile
shape-last-turn = Dernier tour, { $who } : { $plays }
shape-passed-forced = a passé : aucun coup légal
shape-passed = a passé
shape-this-turn = Ce tour-ci jusqu'ici : { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
shape-blocking = Une passe bloquante : si le joueur suivant ne peut pas jouer ni piocher non plus, la donne se termine.
shape-last-deal = Donne { $deal } : { $result }
shape-to-open = doit ouvrir la donne avec une Complète
shape-to-play = doit jouer
shape-chapter = Donne { $deal }
shape-act-open = Ouvrir
shape-act-play = Jouer

shape-deal-out = { $who } s'est vidé et marque { $n ->
    [one] { $n } point
   *[other] { $n } points
}
shape-deal-blocked = bloquée ; { $who } a moins de cartes restantes ({ $mine } contre { $theirs }) et marque { $n ->
    [one] { $n } point
   *[other] { $n } points
}
shape-deal-even = bloquée avec { $left } cartes restantes chacun : aucun point

shape-event-deal-ended = La donne { $deal } se termine : { $result }{ $how }. Score de la partie { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(dernier coup : { $plays })
shape-event-deal-started = Donne { $deal } : { $who } ouvre.

shape-hand = { $match } · ta main ({ $n }) :
shape-panel = { $match } · ta main ({ $n }) :
shape-board = Plateau : Complète du dessus { $top } · { $piles }
shape-top-none-short = aucune pour l'instant
shape-not-your-turn = Ce n'est pas ton tour.
shape-open-deal = Ouvre la donne : joue une Complète (cela termine ton tour).
shape-menu-open = Ouvrir avec une Complète
shape-no-keep = Aucun coup ne garde la main : termine ton tour avec une Simple (option 6) ou passe.
shape-keep = Coups qui gardent la main : { $n }. Termine ton tour avec une Simple (option 6) ou passe.
shape-must-pass = Tu n'as aucun coup légal : tu dois passer.
shape-menu-keep = Jouer et garder la main (options 1–5)
shape-menu-triples = Trois Simples (option 4b)
shape-menu-final = Finir le tour avec une Simple (option 6)
shape-button-pass-forced = Passer (aucun coup légal)
shape-button-pass = Passer (option 7)
shape-done = Tu as joué : { $play }.

shape-pick-one = Choisis un seul coup.
shape-not-offered = Ce coup ne fait pas partie de ceux que ce panneau proposait.
shape-error-not-in-hand = { $card } n'est pas dans ta main.
shape-error-played-twice = { $card } est jouée deux fois.
shape-error-not-a-complete = { $card } est une Simple, mais ce coup demande une Complète.
shape-error-not-a-single = { $card } est une Complète, mais ce coup demande une Simple.
shape-error-must-open = La donne s'ouvre avec une seule Complète de ta main, et rien d'autre.
shape-error-already-open = La donne est déjà ouverte : la Complète d'ouverture est posée.
shape-error-does-not-follow = { $single } ne suit pas { $top } : sa valeur de { $category } est { $needed }.
shape-error-same-as-pile = La pile { $category } montre déjà { $value } : l'option 1 demande une autre valeur (l'option 6 la joue et termine ton tour).
shape-error-not-two-shared = { $complete } a { $shared } valeurs en commun avec { $top } : l'option 2 en demande exactement deux.
shape-error-not-piles-complete = { $complete } n'est pas la Complète des piles de Simples, qui montrent { $piles }.
shape-error-not-matched = Le plateau n'est pas assorti : les piles de Simples montrent { $piles } et la pile des Complètes { $top }.
shape-error-missing-category = Joue une Simple de chaque catégorie : il n'y a pas de Simple de { $category }.
shape-error-combo-not-two = { $complete } correspond à { $matching } des piles de Simples ({ $piles }) : l'option 5 en demande exactement deux.
shape-error-combo-wrong-single = { $single } ne complète pas { $complete } : joue-la avec la Simple { $needed }.

shape-picture-complete = Complète ({ $n })
shape-picture-single = (Simple)
shape-picture-matched = Assorti : une Complète, ou trois Simples
shape-alt-board = Plateau de Shape Clash : { $top } ({ $n } sur la pile) ; piles de Simples : { $piles }{ $matched }.
shape-alt-top = Complète du dessus { $card }
shape-alt-no-top = pas encore de Complète
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } vide
shape-alt-matched = ; assorti
shape-alt-hand = Ta main, { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} : { $cards }.
