### Shape Clash in Discord: its rules, cards, table, panel, posts, refusals and pictures.
### $value: solid, hollow, partial, red, green, blue, circle, triangle or square;
### $category: pattern, color or shape. $card, $complete, $single, $top: a card in words.

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = blocked
shape-rules-emphasis3 = In Discord:
shape-rules-emphasis4 = Play
shape-rules-emphasis5 = End turn with a Single
shape-rules-emphasis6 = Pass
shape-rules = { $emphasis } — 63 cards: 27 Completes (pattern × color × shape) and 36 Singles.
    Play as many cards as you can each turn onto the Complete pile and the three Single piles, following seven options; playing any Single without conditions, or passing, ends your turn.
    Empty your hand and pile first to win the deal and score your opponent's cards; first to 10 points.
    On a deal's first turn the opener plays one Complete; an opener with no Complete in her whole pile passes and the other opens. The deal is { $emphasis2 } when both pass in a row with no legal play and neither can draw: fewer cards left wins the difference.
    { $emphasis3 } { $emphasis4 } opens your hand with the legal plays of the moment grouped by option; after each play the panel refreshes and your turn goes on until you { $emphasis5 } or { $emphasis6 }. The table shows the board (🔴🟢🔵 colour, ●/○/◐ pattern and shape) and the last turn's plays once the turn ends.

## Cards: the nine values, the three categories, a card's name
shape-value = { $value ->
    [solid] Solid
    [hollow] Hollow
    [partial] Partial
    [red] Red
    [green] Green
    [blue] Blue
    [circle] Circle
    [triangle] Triangle
   *[square] Square
}
shape-category = { $category ->
    [pattern] Pattern
    [color] Color
   *[shape] Shape
}
# A Complete by its three values (already worded), in category order.
shape-complete-card = { $pattern } { $color } { $shape }
shape-single-card = { $value } (Single)
# A Single as a refusal names it.
shape-single-named = Single: { $value }
shape-empty = empty
shape-no-cards = no cards

## Plays
shape-move-open = open with { $card }
shape-move-follow = { $card } on the top Complete's value (option 1)
shape-move-share-two = { $card }, sharing two values (option 2)
shape-move-piles = { $card }, the Complete of the Single piles (option 3)
shape-move-free-complete = { $card } on the matched board (option 4a)
shape-move-free-singles = { $cards } on the matched board (option 4b)
shape-move-combo = { $complete } with { $single } (option 5)
shape-move-final = { $card }, ending the turn (option 6)
shape-move-pass = pass (option 7)

## The table
shape-table-head = { $title } · first to { $target } · Deal { $deal }
shape-score = Score: { $a } { $sa } · { $b } { $sb }
shape-top = Top Complete: { $top } ({ $n } on the pile)
shape-top-none = none yet: the opener plays one
shape-piles = Single piles: { $piles }
shape-pile = { $category }: { $top }
shape-matched = matched (any Complete, or three Singles, may go down)
shape-cards = Cards: { $a } { $ha } in hand, { $pa } in pile · { $b } { $hb } in hand, { $pb } in pile
shape-last-turn = Last turn, { $who }: { $plays }
shape-passed-forced = passed: no legal play
shape-passed = passed
shape-this-turn = This turn so far: { $n ->
    [one] 1 play
   *[other] { $n } plays
}
shape-blocking = One blocking pass: if the next player cannot play or draw either, the deal ends.
shape-last-deal = Deal { $deal }: { $result }
shape-to-open = to open the deal with a Complete
shape-to-play = to play
shape-chapter = Deal { $deal }
shape-act-open = Open
shape-act-play = Play

## A deal's result
shape-deal-out = { $who } went out and scores { $n ->
    [one] 1 point
   *[other] { $n } points
}
shape-deal-blocked = blocked; { $who } has fewer cards left ({ $mine } to { $theirs }) and scores { $n ->
    [one] 1 point
   *[other] { $n } points
}
shape-deal-even = blocked with { $left } left each: no points

## Posts
shape-event-deal-ended = Deal { $deal } ends: { $result }{ $how }. Match score { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }(last play: { $plays })
shape-event-deal-started = Deal { $deal }: { $who } opens.

## The hand and the panel
shape-hand = { $match } · your hand ({ $n }):
shape-panel = { $match } · your hand ({ $n }):
shape-board = Board: top Complete { $top } · { $piles }
shape-top-none-short = none yet
shape-not-your-turn = It is not your turn.
shape-open-deal = Open the deal: play one Complete (it ends your turn).
shape-menu-open = Open with a Complete
shape-no-keep = No play keeps the turn now: end it with a Single (option 6) or pass.
shape-keep = Plays that keep your turn: { $n }. End it with a Single (option 6) or pass.
shape-must-pass = You have no legal play: you must pass.
shape-menu-keep = Play and keep the turn (options 1–5)
shape-menu-triples = Three Singles (option 4b)
shape-menu-final = End turn with a Single (option 6)
shape-button-pass-forced = Pass (no legal play)
shape-button-pass = Pass (option 7)
shape-done = You played: { $play }.

## Refusals
shape-pick-one = Pick one play.
shape-not-offered = That play is not one this panel offered.
shape-error-not-in-hand = { $card } is not in your hand.
shape-error-played-twice = { $card } is played twice.
shape-error-not-a-complete = { $card } is a Single, but this play needs a Complete.
shape-error-not-a-single = { $card } is a Complete, but this play needs a Single.
shape-error-must-open = The deal opens with one Complete from your hand and nothing else.
shape-error-already-open = The deal is already open: the opening Complete is down.
shape-error-does-not-follow = { $single } does not follow { $top }: its { $category } is { $needed }.
shape-error-same-as-pile = The { $category } pile already shows { $value }: option 1 needs a different value (option 6 plays it and ends your turn).
shape-error-not-two-shared = { $complete } shares { $shared } values with { $top }: option 2 needs exactly two.
shape-error-not-piles-complete = { $complete } is not the Complete of the Single piles, which show { $piles }.
shape-error-not-matched = The board is not matched: the Single piles show { $piles } and the Complete pile { $top }.
shape-error-missing-category = Play one Single of each category: there is no { $category } Single.
shape-error-combo-not-two = { $complete } matches { $matching } of the Single piles ({ $piles }): option 5 needs exactly two.
shape-error-combo-wrong-single = { $single } does not complete { $complete }: play it with the { $needed } Single.

## Pictures: the board's headings and lines, and the alt texts
shape-picture-complete = Complete ({ $n })
shape-picture-single = (Single)
shape-picture-matched = Matched: any Complete, or three Singles, may go down
shape-alt-board = Shape Clash board: { $top } ({ $n } on the pile); Single piles: { $piles }{ $matched }.
shape-alt-top = top Complete { $card }
shape-alt-no-top = no Complete yet
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } empty
shape-alt-matched = ; matched
shape-alt-hand = Your hand, { $n ->
    [one] 1 card
   *[other] { $n } cards
}: { $cards }.
