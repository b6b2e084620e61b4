### Death Matches (/deathmatch): the start post, the clock terms, the host's actions and
### rulings as the channel reads them, the results channel's post, the host's list, the
### replies to the host and the refusals. Ids, names, games, mentions and Discord
### timestamps ($deadline) are passed as they are.

## The start post (the server's language).
dm-terms-untimed = untimed
dm-terms-clock = { $seconds } s a turn, { $strikes } missed turns forfeit
dm-terms-reserve = , a reserve of { $reserve } each
dm-terms-draw-dmo = {" "}· a draw goes to the DMO
dm-terms-draw-stands = {" "}· a draw stands
dm-number = Death Match #{ $id }
dm-start-head =
    ⚔️ { $match } · Death Match · { $game }
    EC { $ec } vs DMO { $dmo } · host { $host }
dm-start-event = {" "}· event { $event }
dm-start-clock = Clock: { $terms }
dm-start-until = {" "}(if not by { $deadline }, the DMO goes first)
dm-start-picks = No toss: the DMO { $dmo } picks who goes first{ $until } and chooses:
dm-start-picked = No toss: the DMO { $dmo } picks who goes first{ $until } and chose: { $choice }.
# Before each of the DMO's two buttons (the game's "go first" / "go second").
dm-button-prefix = DMO:{" "}

## The host's actions, posted in the match's channel (the server's language).
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } Reason: { $reason }
dm-paused = ⏸️ paused by the host { $host }: no moves and no clock until it resumes.
dm-resumed = ▶️ resumed by the host { $host }.
dm-resumed-clock = ▶️ resumed by the host { $host }: the clock runs out { $deadline }.
dm-added = ⏱️ the host { $host } added { $duration } to the current turn.
dm-added-clock = ⏱️ the host { $host } added { $duration } to the current turn: the clock runs out { $deadline }.
dm-void = 🚫 voided by the host { $host }: no result and no rating.
dm-award = 🏅 awarded to { $winner } by the host { $host }: { $loser } forfeits.

## A Death Match's result, in the results channel and the channel its thread left.
dm-result = ⚔️ Death Match — { $result }
dm-result-event = ⚔️ Death Match ({ $event }) — { $result }

## Replies to the host (the reader's language).
dm-no-bots = Bots cannot play a Death Match: pick two people.
dm-started-in-thread = ⚔️ Death Match #{ $id } is started: it is played in its thread, opening now.
dm-list-empty = No Death Matches on this server yet. Start one with { $command }.
dm-list-empty-event = No Death Matches in the event { $event }.
dm-list-head = Death Matches on this server ({ $count }, newest first):
dm-list-head-event = Death Matches of { $event } ({ $count }):
# A line of the list; $event is " · <event>" or nothing, $strikes the missed turns or nothing.
dm-summary = • { $id } { $game }{ $event } · EC { $ec } vs DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· missed turns { $a }/{ $max } · { $b }/{ $max }
dm-status-void = void ({ $reason })
dm-status-awarded = awarded to { $player }
dm-status-won = finished: { $player } won
dm-status-draw = finished: a draw
dm-status-finished = finished
dm-status-paused = ⏸️ paused
dm-status-choosing = waiting for the DMO's pick
dm-status-to-move = playing: { $player } to move
dm-status-to-move-clock = playing: { $player } to move, clock { $deadline }
dm-status-playing = playing

## A Death Match command refused (the reader's language).
dm-refusal-no-reason = Give a reason: it is posted with the action.
dm-refusal-reason-too-long = The reason is too long: at most { $max } characters.
dm-refusal-same-players = The EC and the DMO must be two different players.
dm-refusal-host-plays = The host referees and does not play: pick two other players.
dm-refusal-reserve-too-long = Reserve_seconds must be 0 to { $max }.
dm-refusal-reserve-untimed = A reserve needs a turn clock: set turn_seconds too.
dm-refusal-event-too-long = The event name is too long: at most { $max } characters.
dm-refusal-not-a-death-match = Match #{ $id } is not a Death Match.
dm-refusal-not-the-host = Only the host of Match #{ $id } can do that.
dm-refusal-already-paused = The match is already paused.
dm-refusal-not-paused = The match is not paused.
dm-refusal-bad-added-time = Seconds must be 1 to { $max }.
dm-refusal-untimed = This match is untimed: there is no clock to add to.
dm-refusal-no-clock = No clock is running.
dm-refusal-award-to-outsider = Award the match to one of its two players.
dm-refusal-nothing-to-award = A challenge match has no host: nothing to award.
dm-refusal-no-rematch = A Death Match has no rematch: its host starts the next one.
