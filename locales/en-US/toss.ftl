### Who goes first: the toss post, its two buttons, the deal's commitment. $game selects
### the game (clash, tile-poker, clubbed, shape-clash, duel) for the choice labels.

toss-head = 🎲 { $match } · { $game } · the toss:
toss-reveal = { $a } reveals { $ca }, { $b } reveals { $cb }
toss-again = Again: { $reveal }
toss-equal = { $reveal } — equal ranks, reveal again.
toss-wins-choosing = { $who } wins the toss and chooses:
toss-wins-chose = { $who } wins the toss and chose: { $choice }.
toss-wins-bot = { $who } wins the toss and chooses in a moment.
toss-bot-chose = 🤖 { $who } won the toss and chose: { $choice }.
toss-commitment = 🔒 Deal commitment: `sha256 { $hash }` (check it with { $record } once the match ends)
toss-dealt = The cards are dealt: look at yours with { $button } before the choice.
toss-first = { $game ->
    [clash] Defend first
    [tile-poker] Place first
    [clubbed] Play first
    [shape-clash] Open the first deal
    [duel] Choose first
   *[other] Go first
}
toss-second = { $game ->
    [clash] Attack first
    [tile-poker] Place second
    [clubbed] Play second
    [shape-clash] Let the opponent open
    [duel] Choose second
   *[other] Go second
}
toss-late-dmo = ⏰ The DMO did not pick in time and goes first.
toss-late-winner = ⏰ The toss winner did not choose in time and goes first.
