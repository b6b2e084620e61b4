### Duel in Discord: its table, panel and posts. $move is keep or bottom.

duel-choice-forced = forced to the bottom (it was kept last clash)
duel-choice-keeps = keeps it on top
duel-choice-bottoms = puts it at the bottom
duel-choice-choosing = choosing…
duel-choice-next = chooses next
duel-versus = { $a } { $ca } vs { $b } { $cb }
duel-clash-won = { $who } wins it
duel-clash-equal = equal ranks, nobody wins
duel-button-keep = Keep on top
duel-button-bottom = Put on the bottom
duel-title = { $title } · first to { $target } clashes
duel-scores = Clashes won: { $a } { $sa } · { $b } { $sb } · Libraries: { $a } { $la } · { $b } { $lb }
duel-last = Clash { $clash }: { $versus } — { $result }
duel-revealed = { $clash } revealed: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (chooses first): { $choice }
duel-to-choose = to choose: keep the card on top, or put it at the bottom
duel-chapter = Clash { $clash }
duel-act = Choose
duel-describe = { $move ->
    [keep] keep on top
   *[bottom] put at the bottom
} your top card
duel-other-chose = { " " }{ $who } chose to { $move ->
    [keep] keep on top
   *[bottom] put at the bottom
}.
duel-done = You chose to { $move ->
    [keep] keep on top
   *[bottom] put at the bottom
}: { $card }.
duel-panel = { $match } · Clash { $clash }: your { $mine } against { $other }.
duel-over = The duel is over.
duel-hand = { $match } · In Duel both libraries are face down, for their owners too: everything there is to see is on the table.
duel-event-clash = Clash { $clash }: { $versus } — { $result }. Clashes won { $a } { $sa } – { $sb } { $b }
duel-event-won = { $winner } wins the duel { $w }–{ $l }!
duel-event-limit-won = The clash limit ({ $clashes }) is reached: { $winner } wins on clashes won, { $w }–{ $l }.
duel-event-limit-draw = The clash limit ({ $clashes }) is reached with clashes won level: a draw.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = In Discord:
duel-rules-emphasis3 = Keep on top
duel-rules-emphasis4 = Put on the bottom
duel-rules = { $emphasis } — the clash contest. Each player has a 26-card library.
    Each clash both reveal their top card; the active player, then the other, chooses to keep it on top or put it at the bottom. The strictly higher rank wins the clash (2 low, A high); equal ranks win nothing. A card kept once goes to the bottom after its next reveal.
    First to 5 clashes wins ({ $target } changes it). The same toss picks who starts every game.
    { $emphasis2 } nothing is private (libraries are face down for their owners too): the table shows both revealed cards and carries { $emphasis3 } / { $emphasis4 } for the player to choose; the second chooser sees the first's choice. Each clash's result is posted.
