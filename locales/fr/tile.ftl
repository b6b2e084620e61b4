### Glossary (français) : tile = tuile, board = plateau, pool = réserve, cell = case,
### row = rangée, column = colonne, line = ligne, place = poser, exchange = échanger,
### pass = passer, point = point, hand (poker) = combinaison, match = partie, turn = tour.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] carte haute
    [pair] paire
    [two-pair] double paire
    [three-of-a-kind] brelan
    [straight] quinte
    [flush] couleur
    [full-house] full
    [four-of-a-kind] carré
    [straight-flush] quinte flush
    [royal-flush] quinte flush royale
   *[none] rien
}

tile-line = { $axis ->
    [row] rangée
   *[column] colonne
} { $tiles } — { $why }
tile-line-too-long = { $n } tuiles : une ligne de 6 ou plus rapporte 0
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = carte haute, mais { $tile } n’est pas la plus haute : 0
tile-line-not-part = { $hand }, mais { $tile } n’en fait pas partie : 0
tile-lines-none = elle n’ouvre aucune ligne de 2 tuiles ou plus : 0 point
tile-lines-total-emphasis = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-seat = { $who } { $emphasis } · tuiles : { $tiles }
tile-seat-no-tiles = aucune
tile-board-pool = Plateau : { $board ->
    [one] { $board } tuile
   *[other] { $board } tuiles
} · réserve : { $pool ->
    [one] { $pool } tuile
   *[other] { $pool } tuiles
}
tile-to-place = doit poser une tuile{ $stalls }
tile-stalls = passes et échanges d’affilée : { $n } sur { $max }
tile-act = Jouer

tile-last-turn = Dernier tour : { $parts }.
tile-then = { $before }, puis { $after }
tile-last-placed = { $who } a posé { $tile } en { $cell } : { $lines }
tile-last-drew = a pioché { $tile }
tile-last-exchanged = { $who } a échangé { $returned } et pioché { $drew }
tile-last-passed = { $who } a passé
tile-last-clock = { $who } a manqué de temps : tour sauté
tile-last-skipped = { $who } n’a plus de tuiles et passe son tour

tile-result = Les 52 tuiles sont posées. Score final : { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Égalité de points ; meilleure combinaison : { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Égalité de points et de combinaisons ({ $hand }) ; as posés : { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = { $winner } gagne.
tile-verdict-draw = Partie nulle.

tile-panel = { $match } · à toi de jouer. Tes tuiles : { $tiles }
    Réserve : { $pool ->
        [one] { $pool } tuile
       *[other] { $pool } tuiles
    }{ $stalls }.
tile-panel-all = Pose une tuile, échanges-en une avec la réserve, ou passe.
tile-panel-no-exchange = Pose une tuile ou passe (la réserve est vide : pas d’échange).
tile-panel-must-place = Tu as passé ou échangé deux fois d’affilée : pose une tuile.
tile-reason-pool-empty = réserve vide
tile-reason-must-place = tu dois poser
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · tes tuiles : { $tiles }. Les deux mains sont sur la table, visibles de tous.

tile-menu-place = Poser { $tile }
tile-menu-placeholder = Poser une tuile…
tile-menu-nothing = ne rapporte rien pour l’instant
tile-menu-best = au mieux : { $points ->
    [one] { $points } point
   *[other] { $points } points
} en { $cell }
tile-cells = { $match } · poser { $tile } : choisis une case ({ $n ->
    [one] { $n } libre
   *[other] { $n } libres
}, marquées sur le plateau){ $paging }, ou tape son nom.
tile-cells-page = { " " }(page { $page } sur { $pages })
tile-cells-placeholder = Case pour { $tile }…
tile-cell-option = { $cell } — { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-cell-line = { $axis ->
    [row] rangée
   *[column] colonne
} : { $hand }
tile-cell-nothing = ne rapporte rien
tile-modal-title = Poser { $tile } : quelle case ?
tile-modal-placeholder = Un nom de l’image, p. ex. B3
tile-preview = { $match } · poser { $tile } en { $cell } : { $lines }.
    Confirme pour la poser ; tu pioches ensuite dans la réserve{ $empty ->
        [yes] { " " }(vide : pas de pioche)
       *[no] {""}
    }.

tile-button-previous = ◀ Cases précédentes
tile-button-more = Autres cases ▶
tile-button-type = Taper une case
tile-button-other-tile = Autre tuile
tile-button-other-cell = Autre case
tile-button-confirm-place = Confirmer : { $tile } en { $cell }
tile-button-exchange = Échanger une tuile
tile-button-pass = Passer
tile-button-confirm-exchange = Confirmer : échanger { $tile }
tile-button-back = Retour

tile-exchange = { $match } · quelle tuile retourne dans la réserve ? Tu en pioches ensuite une au hasard.
tile-exchange-option = Échanger { $tile }
tile-exchange-placeholder = Tuile à échanger…
tile-exchange-confirm = { $match } · échanger { $tile } ? Elle retourne dans la réserve et tu pioches une tuile au hasard. C’est un tour sans pose ({ $max } d’affilée autorisés).

tile-describe-place = poser { $tile } en { $cell }
tile-describe-exchange = échanger { $tile } avec la réserve
tile-describe-pass = passer

tile-done-place = Tu as posé { $tile } en { $cell } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
tile-done-exchange = Tu as échangé { $tile }.
tile-done-pass = Tu as passé.

tile-cell = (rangée { $row }, colonne { $col })
tile-pick-one = Choisis-en une.
tile-bad-card = `{ $card }` n’est pas une carte : écris une valeur (2-9, T ou 10, J, Q, K, A) puis une couleur (S, H, D, C ou ♠ ♥ ♦ ♣), comme `AS` ou `10h`.
tile-duplicate-card = `{ $card }` apparaît deux fois.
tile-not-a-cell = « { $typed } » n’est pas une case du plateau : tape un nom de l’image, comme { $example }.
tile-error-not-in-hand = { $tile } n’est pas dans ta main.
tile-error-cell-taken = { $cell } porte déjà { $tile }.
tile-error-not-connected = { $cell } ne touche aucune tuile : pose à côté d’une tuile du plateau (les diagonales ne comptent pas).
tile-error-block = { $yes ->
    [yes] Une tuile en { $cell } compléterait un bloc 2×2 avec { $with } : aucun bloc de quatre n’est permis.
   *[no] Une tuile en { $cell } compléterait un bloc 2×2 avec { $with }.
}
tile-error-pool-empty = La réserve est vide : rien à échanger.
tile-error-must-place = Tu as passé ou échangé deux fois d’affilée : tu dois poser une tuile.
tile-error-game-over = La partie est terminée.
tile-error-not-your-turn = Ce n’est pas ton tour : c’est à la place { $seat } de jouer.

tile-alt-empty = Le plateau est vide.
tile-alt-row = Rangée { $row } : { $tiles }.
tile-alt-at = { $tile } en { $cell }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = poser
tile-rules-emphasis3 = échanger
tile-rules-emphasis4 = passer
tile-rules-emphasis5 = Exemples :
tile-rules-emphasis6 = Horloge :
tile-rules-emphasis7 = sauté
tile-rules-emphasis8 = Sur Discord :
tile-rules-emphasis9 = Jouer
tile-rules-emphasis10 = Échanger
tile-rules-emphasis11 = Passer
tile-rules = { $emphasis } — 52 tuiles, une par carte ; A♠ ouvre le plateau. Chacun a 7 tuiles visibles ; le reste forme une réserve cachée.
    Un tour : { $emphasis2 } une tuile contre le plateau (sans jamais compléter un bloc 2×2) et piocher ; { $emphasis3 } une tuile avec la réserve ; { $emphasis4 } (2 tours sans pose d’affilée au plus).
    Une tuile posée marque sa rangée et sa colonne (2 à 5 tuiles chacune) si elle contribue à la meilleure combinaison de la ligne : carte haute ou paire 2, double paire ou brelan 3, quinte ou couleur 5, full ou carré 8, quinte flush 13. Une ligne de 6+ vaut 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, puis + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    Le plus de points une fois les 52 tuiles posées gagne ; en cas d’égalité, la meilleure combinaison, puis le plus d’as posés.
    { $emphasis6 } un tour écoulé est { $emphasis7 } ; 5 tours manqués donnent forfait.
    { $emphasis8 } la table montre le plateau en image, cases libres nommées (A1, B3…), les deux mains, les scores et le dernier tour. { $emphasis9 } ouvre ton panneau : une tuile, puis une case du menu (avec ses points) ou son nom tapé ; un aperçu montre le score avant confirmation. { $emphasis10 } et { $emphasis11 } disent pourquoi quand les règles l’interdisent.
