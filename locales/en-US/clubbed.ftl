### Clubbed in Discord: its rules, table, hand, posts and refusals.
### $top, $card: a card (7♠); $suit: a suit symbol; $rank: a rank symbol; $n: a number of cards.

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = club
clubbed-rules-emphasis3 = fewer cards in store wins
clubbed-rules-emphasis4 = In Discord:
clubbed-rules-emphasis5 = My hand
clubbed-rules-emphasis6 = Play
clubbed-rules-emphasis7 = Draw a card
clubbed-rules = { $emphasis } — a shedding game. 5 cards each, one turned up to start the stack.
    Play a card matching the top card's suit or rank, or any club. Holding a match you must play; otherwise draw one at a time until you can.
    Playing a { $emphasis2 } sends the whole stack to your opponent's store; they start a new stack with any card.
    When the player to move cannot play, hands go to stores; { $emphasis3 }.
    { $emphasis4 } your hand is private: { $emphasis5 } or { $emphasis6 } shows it with a button for each card you may play, and { $emphasis7 } only when the rules let you draw. The table shows the top card, stores, hand and stock sizes and the last turn; clubbing is announced.

## What the open stack takes
clubbed-takes-empty = the stack is empty: any card starts it
clubbed-takes-any = top { $top } (the turned-up club): any card may be played
clubbed-takes-match = top { $top }: play a { $suit } or a { $rank }, or any club

## The table
clubbed-open = Open stack ({ $n }): { $takes }
clubbed-stores = Stores (fewer wins): { $a } { $sa } · { $b } { $sb }
clubbed-sizes = Hands: { $a } { $ha } · { $b } { $hb } · Stock: { $stock }
# The last turn: clubbed-last, then its pieces in this order, each present or not.
clubbed-last = Last turn: { $who }{ $what }
clubbed-last-drew = { " " }drew { $n ->
    [one] 1 card
   *[other] { $n } cards
}, then
clubbed-last-played = played { $card }
clubbed-last-clubbed = { " " }and clubbed { $victim }: { $n ->
    [one] 1 card
   *[other] { $n } cards
} to their store
clubbed-last-refilled = , then drew { $n } (hand played out)
clubbed-drawn = { $who } has drawn { $n ->
    [one] 1 card
   *[other] { $n } cards
} this turn.
clubbed-to-play = to play
clubbed-act = Play

## Hands
clubbed-no-cards = no cards
clubbed-hand = { $match } · your hand ({ $n }): { $cards }
clubbed-hand-open = The open stack: { $takes }.
clubbed-their-turn = It is { $who }'s turn.
clubbed-menu = Play a card
clubbed-button-play = Play { $card }
clubbed-button-draw = Draw a card
clubbed-move-club-or-draw = Your move: play a club, or draw (you hold nothing that matches).
clubbed-move-play = Your move: play one of these cards.
clubbed-move-draw = You hold nothing playable: draw until you can play.
clubbed-move-none = You cannot play.
clubbed-done-draw = You drew a card.
clubbed-done-play = You played { $card }.
# The bot's hint: "It would …"
clubbed-describe-play = play { $card }
clubbed-describe-draw = draw from the stock

## Posts
clubbed-event-clubbed = { $who } clubs { $victim }: { $n ->
    [one] 1 card
   *[other] { $n } cards
} to their store (now { $store }).
clubbed-event-ended = { $stuck } cannot play and the stock is empty: the game ends. Hands go to the stores ({ $a } { $ha }, { $b } { $hb }). Final stores: { $a } { $sa } · { $b } { $sb }. { $result }
clubbed-result-win = { $winner } wins with fewer cards in store.
clubbed-result-draw = Equal stores: a draw.

## Refusals
clubbed-pick-one = Pick one card.
clubbed-bad-card = `{ $code }` is not a card: write a rank (2-9, T or 10, J, Q, K, A) then a suit (S, H, D, C or ♠ ♥ ♦ ♣), like `AS` or `10h`.
clubbed-duplicate-card = `{ $code }` appears twice.
clubbed-error-over = The game is over.
clubbed-error-not-your-turn = It is not your move: seat { $seat } is to play.
clubbed-error-not-in-hand = { $card } is not in your hand.
clubbed-error-no-match = { $card } does not match { $top }: you must play a card matching { $top } or a club.
clubbed-error-must-play = You hold a card matching { $top }: you must play, not draw.
clubbed-error-must-play-any = The stack takes any card and you hold one that is not a club: you must play, not draw.
clubbed-error-stock-empty = The stock is empty: you cannot draw.
