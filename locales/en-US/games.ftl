### The games' shared pieces: every table's title, clock and footer, how a match ended,
### the bot's hint, the table's buttons.

## Title: $game is the game's name, $id the match number, $label a tournament's tail
games-title = { $match } — { $a } vs { $b }
games-title-dm = { $match } — ⚔️ Death Match: EC { $ec } vs DMO { $dmo } · host { $host }{ $event }

## Clock
games-clock = { " " }· clock runs out <t:{ $t }:R>
games-clock-reserves = { " " }· reserves: { $a } { $ra } · { $b } { $rb }
games-reserve-running = running

## Footer
games-missed-turns = Missed turns: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Voided by the host: { $reason }. No result, no rating.
games-voided-organiser = 🚫 Voided by the organiser: { $reason }. No result, no rating; its players play a new match.
games-paused-emphasis = Paused by the host
games-paused = ⏸️ { $emphasis }: no moves and no clock until it resumes.
games-to-move = ➡️ { $who } { $what }{ $clock }

## How a match ended
games-outcome-host-award = 🏅 { $winner } wins: the host awarded the match ({ $reason }).
games-outcome-organiser-award = 🏅 { $winner } wins: the organiser awarded the match ({ $reason }).
games-outcome-dm-draw = 🏆 { $winner } wins: the game was drawn, and a drawn Death Match goes to the DMO.
games-outcome-draw = 🤝 The match is drawn.
games-outcome-win = 🏆 { $winner } wins the match.
games-outcome-forfeit = 🏆 { $winner } wins: { $loser } missed { $n ->
    [one] a turn
   *[other] { $n } turns
} and forfeits.
games-outcome-dropped-out = 🏆 { $winner } wins: { $loser } dropped out of the tournament.
games-outcome-resigned = 🏆 { $winner } wins: { $loser } resigned.

## The bot's hint ($what: the move, as the game words it)
games-hint-emphasis = What would the bot do?
games-hint = 💡 { $emphasis } It would { $what }.
games-not-mine = This button is not one of mine any more.

## Buttons
games-button-hint = What would the bot do?
games-button-rematch = Rematch
games-button-hand = My hand
games-button-board = Play on the board
games-button-resign = Resign
# A public line about one match ($what: an outcome, or the lines a move owes).
match-number = Match #{ $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } wins the match { $w }–{ $l }!
games-rules-playing-emphasis = Playing:
games-rules-playing-emphasis2 = matches against the bot are kept but not rated
games-rules-playing-emphasis3 = What would the bot do?
games-rules-playing-emphasis4 = Rematch
games-rules-playing = { $emphasis } { $challenge } a player, or leave the opponent out to let anyone here accept. No one around? { $practice } (or challenge me) plays against the bot, easy or strong: { $emphasis2 } on the leaderboards. On your turn, 💡 { $emphasis3 } shows the strong bot's move for you. A finished match offers { $emphasis4 }.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Tournament #{ $id } · round { $round }
games-reserve-started = ⏳ { $who }'s turn clock ran out; their reserve is running{ $until }.
games-reserve-until = : it runs out <t:{ $t }:R>
games-missed-turn = ⏰ { $who } ran out of time (missed turn { $n }/{ $max }); { $skipped ->
    [yes] their turn is skipped
   *[no] the bot played for them
}.
