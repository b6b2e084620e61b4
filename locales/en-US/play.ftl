### Playing a match in Discord: what the buttons of a match answer when they cannot act (a
### stale or foreign click, the game not started), resigning, the whole match's picture, and
### the refusals of a replay and of the table.

play-too-long = That took too long to open: please click again.
play-form-gone = This form is not one of mine any more.
play-nothing-to-fill = Nothing to fill in here any more.
play-not-a-player = This is a match between { $a } and { $b }: only they can use its buttons.
play-not-your-move = It is { $who }'s move, not yours.
play-storage = Something went wrong on our side; nothing was changed. Please try again.
play-choosing = The game has not started: the first player is still being chosen.
play-stale = That button is from an earlier turn; nothing was changed. Use the buttons on the latest table message.
play-toss-choosing = The game has not started: the toss winner is still choosing.
play-not-started = The game has not started.
play-resign-ask = Resign Match #{ $id }? Your opponent wins at once.
play-resign-cancelled = You did not resign: Match #{ $id } goes on.
play-resigned = You resigned Match #{ $id }.
play-no-hint = The bot sees no move for you here.
play-film = 📼 { $match } ({ $game }) as one picture: a frame for each placement, the score in each, the end held.
play-no-film = This game has no picture of the whole match.
play-replay-no-match = There is no Match #{ $id }.
play-replay-other-server = Match #{ $id } was played on another server: replay it there.
play-replay-under-way = Match #{ $id } is still under way: its replay is available once it ends (until then its hands and its deal are secret).
play-replay-voided = Match #{ $id } was voided by its host ({ $reason }): it has no result, and no replay.
play-table-wrong-game = That is not a move of { $game }.
play-table-over = The game is over.
play-table-not-your-turn = It is not your move: seat { $seat } is to play.
