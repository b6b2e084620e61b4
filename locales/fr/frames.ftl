### Glossary (français) : match = partie, round = manche, defender = défenseur, attacker = attaquant,
### set = groupe (groupe de 4), set up = composer, reveal = révéler, answer = répondre,
### capture = prendre, save = mettre de côté, hand = main ; Clubbed : open stack = pile,
### store = réserve, stock = talon, club = trèfle, to club = matraquer au trèfle ;
### Duel : clash = clash, library = pioche ; Shape Clash : Complete = Complète, Single = Simple,
### pile = pile, deal = donne, pass = passer, matched = assorti ; Tile Poker : tile = tuile,
### board = plateau, pool = réserve, place = poser, exchange = échanger, point = point,
### hand (poker) = combinaison.

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = aucune
frames-moved = { $who } { $what }.
frames-clash-set-up-hidden = a composé ses groupes face cachée

## Clash
frames-clash-target-roles = Premier à { $target } · Défenseur { $defender } · Attaquant { $attacker }
frames-clash-none-revealed = Aucun groupe révélé pour l’instant dans cette manche.
frames-clash-set = Groupe
frames-clash-revealed = Révélé
frames-clash-answer = Réponse
frames-clash-result = Résultat
frames-clash-revealed-set = a révélé le groupe de { $size }
frames-clash-answered = a répondu avec { $cards }
frames-clash-captures = { $captures } ({ $n ->
    [one] 1 carte
   *[other] { $n } cartes
})
frames-clash-captures-it = le prend

## Clubbed
frames-clubbed-stack = La pile, de bas en haut : { $cards }
frames-clubbed-drew = a pioché dans le talon

## Duel
frames-duel-head = Premier à { $target } clashs · Pioches : { $a } { $la } · { $b } { $lb }
frames-duel-their-card = sa carte
frames-duel-kept = a gardé { $card } dessus
frames-duel-put = a mis { $card } dessous
frames-duel-event-forced = La carte de { $who } passe dessous : elle a été gardée au dernier clash.

## Shape Clash
frames-shape-first-to = En { $target } points
frames-shape-heading-pile = Pile
frames-shape-heading-top = Dessus
frames-shape-heading-cards = Cartes
frames-shape-complete = Complète
frames-shape-counts = { $who } : { $hand } en main, { $pile } en pile
frames-shape-opened = a ouvert avec { $card }
frames-shape-played = a joué { $play }
frames-shape-passed-option = a passé (option 7)

## Tile Poker
frames-tile-too-large = (le plateau est trop grand pour être dessiné ici)
frames-tile-board = Le plateau : { $n ->
    [one] 1 tuile
   *[other] { $n } tuiles
}
frames-tile-tiles = Tuiles de { $who } : { $tiles }
frames-tile-placed = a posé { $tile } en { $cell }
frames-tile-exchanged = a échangé { $tile } avec la réserve
frames-tile-passed = a passé
frames-tile-scores = { $tile } marque : { $lines } (total { $total })
frames-tile-drew = { $who } a pioché { $tile }.
frames-tile-event-exchanged = { $who } a remis { $returned } dans la réserve et pioché { $drew }.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 tuiles
frames-film-wins = { $winner } gagne
frames-film-draw = partie nulle
frames-film-final = final
frames-film-heading = Tile Poker, partie #{ $id }, une image pour chacune de ses { $n ->
    [one] { $n } pose
   *[other] { $n } poses
} avec le score, la fin maintenue. Score final : { $a } { $pa }, { $b } { $pb } : { $result }. Plateau final :
