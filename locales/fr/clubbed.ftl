### Glossary (français) : open stack = pile, store = réserve, stock = talon, club = trèfle,
### to club = matraquer au trèfle, hand = main, draw = piocher, play = jouer, match = partie.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = trèfle
clubbed-rules-emphasis3 = le moins de cartes en réserve gagne
clubbed-rules-emphasis4 = Sur Discord :
clubbed-rules-emphasis5 = Ma main
clubbed-rules-emphasis6 = Jouer
clubbed-rules-emphasis7 = Piocher une carte
clubbed-rules = { $emphasis } — un jeu de défausse. 5 cartes chacun, une retournée pour commencer la pile.
    Joue une carte de la couleur ou du rang de la carte du dessus, ou n'importe quel trèfle. Si tu as une carte qui convient, tu dois jouer ; sinon pioche une à une jusqu'à pouvoir jouer.
    Jouer un { $emphasis2 } envoie toute la pile dans la réserve de ton adversaire ; il commence une nouvelle pile avec n'importe quelle carte.
    Quand le joueur au trait ne peut pas jouer, les mains vont dans les réserves ; { $emphasis3 }.
    { $emphasis4 } ta main est privée : { $emphasis5 } ou { $emphasis6 } l'affiche avec un bouton par carte jouable, et { $emphasis7 } seulement quand les règles le permettent. La table montre la carte du dessus, les réserves, la taille des mains et du talon et le dernier tour ; chaque coup de trèfle est annoncé.

clubbed-takes-empty = la pile est vide : n'importe quelle carte la commence
clubbed-takes-any = dessus { $top } (le trèfle retourné) : n'importe quelle carte peut être jouée
clubbed-takes-match = dessus { $top } : joue un { $suit } ou un { $rank }, ou n'importe quel trèfle

clubbed-open = Pile ({ $n }) : { $takes }
clubbed-stores = Réserves (le moins gagne) : { $a } { $sa } · { $b } { $sb }
clubbed-sizes = Mains : { $a } { $ha } · { $b } { $hb } · Talon : { $stock }
clubbed-last = Dernier tour : { $who }{ $what }
clubbed-last-drew = { " " }a pioché { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}, puis
clubbed-last-played = a joué { $card }
clubbed-last-clubbed = { " " }et a matraqué { $victim } : { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} dans sa réserve
clubbed-last-refilled = , puis a pioché { $n } (main vidée)
clubbed-drawn = { $who } a pioché { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} ce tour-ci.
clubbed-to-play = doit jouer
clubbed-act = Jouer

clubbed-no-cards = aucune carte
clubbed-hand = { $match } · ta main ({ $n }) : { $cards }
clubbed-hand-open = La pile : { $takes }.
clubbed-their-turn = C'est au tour de { $who }.
clubbed-menu = Jouer une carte
clubbed-button-play = Jouer { $card }
clubbed-button-draw = Piocher une carte
clubbed-move-club-or-draw = À toi : joue un trèfle, ou pioche (aucune de tes cartes ne convient).
clubbed-move-play = À toi : joue l'une de ces cartes.
clubbed-move-draw = Tu n'as rien de jouable : pioche jusqu'à pouvoir jouer.
clubbed-move-none = Tu ne peux pas jouer.
clubbed-done-draw = Tu as pioché une carte.
clubbed-done-play = Tu as joué { $card }.
clubbed-describe-play = jouer { $card }
clubbed-describe-draw = piocher dans le talon

clubbed-event-clubbed = { $who } matraque { $victim } : { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} dans sa réserve (maintenant { $store }).
clubbed-event-ended = { $stuck } ne peut pas jouer et le talon est vide : la partie se termine. Les mains vont dans les réserves ({ $a } { $ha }, { $b } { $hb }). Réserves finales : { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = { $winner } gagne avec le moins de cartes en réserve.
clubbed-result-draw = Réserves égales : match nul.

clubbed-pick-one = Choisis une seule carte.
clubbed-bad-card = `{ $code }` n'est pas une carte : écris un rang (2-9, T ou 10, J, Q, K, A) puis une couleur (S, H, D, C ou ♠ ♥ ♦ ♣), comme `AS` ou `10h`.
clubbed-duplicate-card = `{ $code }` apparaît deux fois.
clubbed-error-over = La partie est terminée.
clubbed-error-not-your-turn = Ce n'est pas ton tour : c'est à la place { $seat } de jouer.
clubbed-error-not-in-hand = { $card } n'est pas dans ta main.
clubbed-error-no-match = { $card } ne va pas sur { $top } : tu dois jouer une carte assortie à { $top } ou un trèfle.
clubbed-error-must-play = Tu as une carte assortie à { $top } : tu dois jouer, pas piocher.
clubbed-error-must-play-any = La pile accepte n'importe quelle carte et tu en as une qui n'est pas un trèfle : tu dois jouer, pas piocher.
clubbed-error-stock-empty = Le talon est vide : tu ne peux pas piocher.
