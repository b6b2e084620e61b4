### Tile Poker in Discord: its table, panel, steps, posts, refusals, rules and the board's
### alt text. $axis is row or column; $hand is a poker hand already worded by tile-category;
### $cell is a cell's label on the picture (B3); $tile, $tiles are tiles (7♦); $points, $n,
### $pool, $board are numbers; $yes is yes or no.

## Poker hands ($category: high-card, pair, two-pair, three-of-a-kind, straight, flush,
## full-house, four-of-a-kind, straight-flush, royal-flush, none)
tile-category = { $category ->
    [high-card] high card
    [pair] pair
    [two-pair] two pair
    [three-of-a-kind] three of a kind
    [straight] straight
    [flush] flush
    [full-house] full house
    [four-of-a-kind] four of a kind
    [straight-flush] straight flush
    [royal-flush] royal flush
   *[none] nothing
}

## What a placement scores, line by line
tile-line = { $axis ->
    [row] row
   *[column] column
} { $tiles } — { $why }
tile-line-too-long = { $n } tiles: a line of 6 or more scores 0
tile-line-scores = { $hand }, { $points }
tile-line-not-highest = high card, but { $tile } is not the highest: 0
tile-line-not-part = { $hand }, but { $tile } is not part of it: 0
tile-lines-none = it starts no line of 2 or more tiles: 0 points
tile-lines-total-emphasis = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-lines-total = { $lines } → { $emphasis }

## The table
tile-seat-emphasis = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-seat = { $who } { $emphasis } · tiles: { $tiles }
tile-seat-no-tiles = none
tile-board-pool = Board: { $board ->
    [one] { $board } tile
   *[other] { $board } tiles
} · pool: { $pool ->
    [one] { $pool } tile
   *[other] { $pool } tiles
}
tile-to-place = to place a tile{ $stalls }
tile-stalls = passes and exchanges in a row: { $n } of { $max }
tile-act = Play

## The last turn, its parts joined by tile-then
tile-last-turn = Last turn: { $parts }.
tile-then = { $before }, then { $after }
tile-last-placed = { $who } placed { $tile } at { $cell }: { $lines }
tile-last-drew = drew { $tile }
tile-last-exchanged = { $who } exchanged { $returned } and drew { $drew }
tile-last-passed = { $who } passed
tile-last-clock = { $who } ran out of time: turn skipped
tile-last-skipped = { $who } holds no tiles and is skipped

## The end, with the tie-breaks it needed
tile-result = All 52 tiles are down. Final score: { $a } { $sa } · { $b } { $sb }.{ $tiebreak } { $verdict }
tile-tie-hands = { " " }Points tied; best hand made: { $a } { $ha } · { $b } { $hb }.
tile-tie-aces = { " " }Points and best hands ({ $hand }) tied; aces placed: { $a } { $aa } · { $b } { $ab }.
tile-verdict-win = { $winner } wins.
tile-verdict-draw = A draw.

## The panel
tile-panel = { $match } · your move. Your tiles: { $tiles }
    Pool: { $pool ->
        [one] { $pool } tile
       *[other] { $pool } tiles
    }{ $stalls }.
tile-panel-all = Place a tile, exchange one with the pool, or pass.
tile-panel-no-exchange = Place a tile or pass (the pool is empty: no exchange).
tile-panel-must-place = You have passed or exchanged twice in a row: place a tile.
tile-reason-pool-empty = pool is empty
tile-reason-must-place = you must place now
tile-with-reason = { $what } ({ $reason })
tile-your-tiles = { $match } · your tiles: { $tiles }. Both hands are on the table for everybody.

## Placing: the tile, the cell, the form, the preview
tile-menu-place = Place { $tile }
tile-menu-placeholder = Place a tile…
tile-menu-nothing = scores nothing anywhere now
tile-menu-best = best now: { $points ->
    [one] { $points } point
   *[other] { $points } points
} at { $cell }
tile-cells = { $match } · place { $tile }: pick one of the { $n ->
    [one] { $n } open cell
   *[other] { $n } open cells
} marked on the board{ $paging }, or type its label.
tile-cells-page = { " " }(page { $page } of { $pages })
tile-cells-placeholder = Cell for { $tile }…
tile-cell-option = { $cell } — { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-cell-line = { $axis ->
    [row] row
   *[column] column
}: { $hand }
tile-cell-nothing = scores nothing
tile-modal-title = Place { $tile }: which cell?
tile-modal-placeholder = A label from the picture, e.g. B3
tile-preview = { $match } · place { $tile } at { $cell }: { $lines }.
    Confirm to place it; you then draw from the pool{ $empty ->
        [yes] { " " }(empty: no draw)
       *[no] {""}
    }.

## Buttons
tile-button-previous = ◀ Previous cells
tile-button-more = More cells ▶
tile-button-type = Type a cell
tile-button-other-tile = Other tile
tile-button-other-cell = Other cell
tile-button-confirm-place = Confirm: { $tile } at { $cell }
tile-button-exchange = Exchange a tile
tile-button-pass = Pass
tile-button-confirm-exchange = Confirm: exchange { $tile }
tile-button-back = Back

## Exchanging
tile-exchange = { $match } · which tile goes back into the pool? You then draw one at random.
tile-exchange-option = Exchange { $tile }
tile-exchange-placeholder = Tile to exchange…
tile-exchange-confirm = { $match } · exchange { $tile }? It goes back into the pool and you draw a random tile. That is a non-placing turn ({ $max } in a row allowed).

## What the bot would do ($cell: a label)
tile-describe-place = place { $tile } on { $cell }
tile-describe-exchange = exchange { $tile } with the pool
tile-describe-pass = pass

## Done
tile-done-place = You placed { $tile } at { $cell } for { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
tile-done-exchange = You exchanged { $tile }.
tile-done-pass = You passed.

## Refusals. tile-cell names a cell the rules name without a picture ($row, $col: numbers
## from the start tile, may be negative); $seat is A or B.
tile-cell = (row { $row }, col { $col })
tile-pick-one = Pick one.
tile-bad-card = `{ $card }` is not a card: write a rank (2-9, T or 10, J, Q, K, A) then a suit (S, H, D, C or ♠ ♥ ♦ ♣), like `AS` or `10h`.
tile-duplicate-card = `{ $card }` appears twice.
tile-not-a-cell = “{ $typed }” is not a cell of the board: type a label from the picture, such as { $example }.
tile-error-not-in-hand = { $tile } is not in your hand.
tile-error-cell-taken = { $cell } already holds { $tile }.
tile-error-not-connected = { $cell } touches no tile: place next to a tile on the board (diagonals do not count).
tile-error-block = { $yes ->
    [yes] A tile at { $cell } would complete a 2×2 block with { $with }: no block of four is allowed.
   *[no] A tile at { $cell } would complete a 2×2 block with { $with }.
}
tile-error-pool-empty = The pool is empty: there is nothing to exchange with.
tile-error-must-place = You have passed or exchanged twice in a row: you must place a tile.
tile-error-game-over = The game is over.
tile-error-not-your-turn = It is not your move: seat { $seat } is to play.

## The board's picture in words (its alt text)
tile-alt-empty = The board is empty.
tile-alt-row = Row { $row }: { $tiles }.
tile-alt-at = { $tile } at { $cell }

## /rules (at most 1,400 characters)
tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = place
tile-rules-emphasis3 = exchange
tile-rules-emphasis4 = pass
tile-rules-emphasis5 = Examples:
tile-rules-emphasis6 = Clock:
tile-rules-emphasis7 = skipped
tile-rules-emphasis8 = In Discord:
tile-rules-emphasis9 = Play
tile-rules-emphasis10 = Exchange
tile-rules-emphasis11 = Pass
tile-rules = { $emphasis } — 52 tiles, one per card; A♠ starts the board. Each player holds 7 public tiles; the rest form a hidden pool.
    A turn is one of: { $emphasis2 } a tile next to the board (never completing a 2×2 block) and draw; { $emphasis3 } a tile with the pool; { $emphasis4 } (at most 2 non-placing turns in a row).
    A placed tile scores the row and the column through it (2–5 tiles each) when it contributes to the line's best poker hand: high card or pair 2, two pair or trips 3, straight or flush 5, full house or quads 8, straight flush 13. Lines of 6+ score 0.
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, then + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
    Most points when all 52 tiles are placed wins; ties go to the best hand made, then to most aces placed.
    { $emphasis6 } a turn that runs out is { $emphasis7 } (no tile moves); 5 missed turns forfeit.
    { $emphasis8 } the table shows the board as a picture, the open cells labelled (A1, B3…), both hands, scores and the last turn with what each line scored. { $emphasis9 } opens your panel: pick a tile, then a cell from the menu (each shows what it scores) or type its label; a preview says what it scores before you confirm. { $emphasis10 } and { $emphasis11 } say why when the rules forbid them.
