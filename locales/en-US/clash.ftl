### Clash in Discord: its table, panels, posts, refusals, /rules and /rank.
### $size is a set's number of cards (1 to 4); $cards a list of cards (A♠ K♥); $rank a
### set's rank as clash-rank words it; $n a number of cards.

## Hand classes (the poker terms), and a set's rank: two pair flash (9♠ high)
clash-category-high-card = high card
clash-category-pair = pair
clash-category-two-pair = two pair
clash-category-three-of-a-kind = three of a kind
clash-category-straight = straight
clash-category-flush = flush
clash-category-straight-flush = straight flush
clash-category-straight-flash = straight flash
clash-category-two-pair-flash = two pair flash
clash-category-four-of-a-kind = four of a kind
clash-category-common-flash = common flash
clash-rank = { $category } ({ $card } high)
clash-set-line = • { $size }-card: { $cards } — { $rank }

## The table
clash-title = { $title } · first to { $target }
clash-score = Score: { $a } { $sa } · { $b } { $sb } · Round { $round }
clash-roles = 🛡️ Defender { $defender } · ⚔️ Attacker { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = captured
clash-not-captured = not captured
clash-exchange-waiting = waiting for the answer
clash-face-down = Face down: { $sizes }
clash-size = { $size }-card
clash-to-set-up = to set up
clash-to-reveal = to reveal a set
clash-to-answer = to answer the { $size }-card set
clash-round = Round { $round }

## The table's action button
clash-act-set-up = Set up
clash-act-reveal = Reveal
clash-act-answer = Answer
clash-act-play = Play

## A move in words, for the bot's hint ($setup: the sets, 5♠ | 9♥ 9♦ | …)
clash-describe-set-up = set up { $setup }
clash-describe-reveal = reveal your { $size }-card set
clash-describe-answer = answer with { $cards }

## A finished match's replay: a seat's hidden cards in one line, parts joined by " · "

## Public posts
clash-event-set-up = { $who } has set up their four sets.
# Worded alike by Discord and the web pages: $cards comes emphasised by each (bold in
# Discord, strong on the web), so these words hold no markup.
clash-event-revealed = { $who } reveals the { $size }-card set { $cards } — { $rank }
clash-event-answered = { $who } answers { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = captures
clash-event-captures = { $emphasis } it ({ $n ->
    [one] 1 card
   *[other] { $n } cards
})
clash-event-no-capture = does not capture
clash-event-round-scored = Round { $round } ends: { $captured } of 10 cards captured, { $scorer } scores { $points }. Score { $a } { $sa } – { $sb } { $b }
clash-event-round-started = Round { $round }: { $who } defends.

## My hand
clash-hand-head = { $match } · your cards
clash-hand-sets = Your sets still face down:
clash-saved = Saved for next round: { $cards }
clash-hand-cards = Your hand ({ $n }): { $cards }
clash-hand-empty = You hold no cards right now.

## Panels
clash-over = The match is over.
clash-your-hand = Your hand: { $cards }
clash-choose = Choose { $n ->
    [one] 1 card
   *[other] { $n } cards
}
clash-button-back = Back
clash-button-reset = Start over
clash-button-type = Type it
clash-button-confirm = Confirm
clash-setup-head = Set up — Match #{ $id }
clash-setup-pick-emphasis = { $size }-card
clash-setup-pick = Pick your { $emphasis } set from the cards still free.
clash-setup-confirm = Confirm to commit this set-up.
clash-reveal-head = Reveal — Match #{ $id }
clash-reveal-choose = Choose the set to reveal next:
clash-button-reveal = Reveal the { $size }-card set
clash-answer-head = Answer — Match #{ $id }
clash-answer-set = The { $size }-card set: { $cards } — { $rank }
clash-answer-yours = Your answer: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ beats it (captures)
clash-answer-not-beats = ❌ does not beat it
clash-answer-pick = Pick exactly { $n ->
    [one] 1 card
   *[other] { $n } cards
} (junk is allowed).

## Forms, and what a move tells the mover
clash-setup-form = Your set-up
clash-answer-form = Your answer
clash-answer-placeholder = { $n ->
    [one] 1 card
   *[other] { $n } cards
}, e.g. 7S 7H 7D
clash-done-setup = Your set-up is committed: { $setup }.
clash-done-reveal = You revealed your { $size }-card set.
clash-done-answer = You answered with { $cards }.

## Refusals of a panel
clash-stale = That panel is from an earlier step; use the table's button again.
clash-bad-setup = { $error } Write four sets separated by `|`, e.g. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Nothing was changed.
clash-already-in-set = { $card } is already in one of your sets.
clash-pick-exactly = Pick exactly { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
clash-sets-missing = Pick all four sets before confirming.

## The rules' refusals, lower case (the room makes them sentences: first letter up, full stop)
clash-error-wrong-phase = that is not possible now: { $now }
clash-now-setting-up = the defender is setting up
clash-now-revealing = the defender reveals a set
clash-now-answering = the attacker answers the { $size }-card set
clash-now-over = the match is over
clash-now-nothing-to-answer = there is no set for you to answer
clash-now-not-setting-up = you are not setting up
clash-error-set-size = your { $size }-card set has { $n ->
    [one] 1 card
   *[other] { $n } cards
}
clash-error-saved-count = you must save exactly 3 cards, not { $n }
clash-error-not-in-hand = { $card } is not in your hand
clash-error-used-twice = { $card } is used twice
clash-error-already-revealed = your { $size }-card set is already revealed
clash-error-no-such-set = there is no { $size }-card set: sets have 1 to 4 cards
clash-error-answer-size = you must answer with { $n ->
    [one] 1 card
   *[other] { $n } cards
}, not { $got }
clash-error-set-count = write 4 sets separated by `|` (found { $n })
clash-error-group-size = a set has 1 to 4 cards, but `{ $group }` has { $n }
clash-error-two-sets = two sets have { $n } cards: write one set of each size 1, 2, 3 and 4
clash-error-not-a-card = `{ $card }` is not a card: write a rank (2-9, T or 10, J, Q, K, A) then a suit (S, H, D, C or ♠ ♥ ♦ ♣), like `AS` or `10h`
clash-error-card-twice = `{ $card }` appears twice
clash-error-set-cards = a set has 1 to 4 cards, not { $n }
clash-error-set-duplicate = { $card } appears twice in the set

## /rank ($names: the size's hand classes, highest first, joined by " > ")
clash-rank-head = { $cards } — { $category } ({ $card } high)
clash-rank-place = Category { $place } of { $count } for { $size }-card sets: { $names }
clash-rank-beats = It beats { $beaten } of the { $total } possible { $size }-card sets ({ $percent }%).
clash-rank-refused = Cannot rank that: { $error }.

## /rules (at most 1,400 characters: /rules adds a paragraph and Discord allows 2,000)
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. Set up.
clash-rules-emphasis3 = 2. Reveal and answer.
clash-rules-emphasis4 = 3. Score.
clash-rules-emphasis5 = Rankings
clash-rules-emphasis6 = Examples:
clash-rules-emphasis7 = My hand
clash-rules =
    { $emphasis } (split poker) — first to 10 points.
    Each round one player defends and the other attacks; roles swap every round.
    { $emphasis2 } The defender secretly splits 13 cards into sets of 1, 2, 3 and 4 cards and saves the last 3 for next round.
    { $emphasis3 } The defender reveals one set at a time, in any order. The attacker answers each with as many cards from her hand (junk is allowed) and captures the set if hers ranks strictly higher.
    { $emphasis4 } Capturing 6+ of the 10 cards scores (captured − 5); otherwise the defender scores 2.
    Then everything but the saved cards is reshuffled; each gets 13, and the new attacker adds her 3 saved cards (16).
    { $emphasis5 } (highest first). 2 cards: pair > high card. 3 cards: three of a kind > straight flush > straight > flush > pair > high card. 4 cards: four of a kind > straight flush > straight flash (a run with all four suits) > two pair flash > straight > flush > three of a kind > two pair > pair > common flash (all four suits) > high card.
    Ties between equal categories go to the higher relevant card (rank, then ♠ > ♥ > ♦ > ♣). Aces are high or low (A-2-3), never round the corner.
    { $emphasis6 } `JS JH` beats `JD JC` · `2C 2D 2H` beats `QS KS AS` · `3C 4D 5H 6S` (straight flash) beats `9S 9H 7D 7C` (two pair flash) · `2H 7H 9H KH` (flush) beats `AS AH AD 2C`.
    The cards are dealt before the toss: look at yours with { $emphasis7 } on the toss post before the winner picks attack or defend.
    Try { $rank }.
