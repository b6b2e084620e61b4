### The web pages' game frames: one step of a finished match, or a running match's table,
### as the match and live pages show it (and the Tile Poker film's words). $who, $a, $b,
### $winner, $victim, $stuck: players' names; $card, $tile, $cards, $tiles: cards (7♠);
### $n and the other numbers: numbers. Many lines reuse the game rooms' own words.

## Every game
frames-none = none
# A move, after its player: "Ann played 7♣."
frames-moved = { $who } { $what }.
frames-clash-set-up-hidden = set up their sets face down

## Clash
frames-clash-target-roles = First to { $target } · Defender { $defender } · Attacker { $attacker }
frames-clash-none-revealed = No set revealed yet this round.
frames-clash-set = Set
frames-clash-revealed = Revealed
frames-clash-answer = Answer
frames-clash-result = Result
frames-clash-revealed-set = revealed the { $size }-card set
frames-clash-answered = answered with { $cards }
frames-clash-captures = { $captures } ({ $n ->
    [one] 1 card
   *[other] { $n } cards
})
frames-clash-captures-it = captures it

## Clubbed
frames-clubbed-stack = The stack, bottom to top: { $cards }
frames-clubbed-drew = drew from the stock

## Duel
frames-duel-head = First to { $target } clashes · Libraries: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = their card
frames-duel-kept = kept { $card } on top
frames-duel-put = put { $card } at the bottom
frames-duel-event-forced = { $who }'s card goes to the bottom: it was kept last clash.

## Shape Clash
frames-shape-first-to = First to { $target }
frames-shape-heading-pile = Pile
frames-shape-heading-top = Top
frames-shape-heading-cards = Cards
frames-shape-complete = Complete
frames-shape-counts = { $who }: { $hand } in hand, { $pile } in pile
frames-shape-opened = opened with { $card }
frames-shape-played = played { $play }
frames-shape-passed-option = passed (option 7)

## Tile Poker
frames-tile-too-large = (the board is too large to draw here)
frames-tile-board = The board: { $n ->
    [one] 1 tile
   *[other] { $n } tiles
}
frames-tile-tiles = { $who }'s tiles: { $tiles }
frames-tile-placed = placed { $tile } on { $cell }
frames-tile-exchanged = exchanged { $tile } with the pool
frames-tile-passed = passed
frames-tile-scores = { $tile } scores: { $lines } (total { $total })
frames-tile-drew = { $who } drew { $tile }.
frames-tile-event-exchanged = { $who } returned { $returned } to the pool and drew { $drew }.
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## The Tile Poker film: its band's words (drawn, in English where the font lacks the
## letters) and its alt text's heading ($result: frames-film-wins, -draw or -final)
frames-film-tiles = { $n }/52 tiles
frames-film-wins = { $winner } wins
frames-film-draw = a draw
frames-film-final = final
frames-film-heading = Tile Poker, Match #{ $id }, one frame for each of its { $n ->
    [one] { $n } placement
   *[other] { $n } placements
} with the score, the end held. Final score: { $a } { $pa }, { $b } { $pb }: { $result }. Final board:
