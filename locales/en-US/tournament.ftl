### Tournaments (/tournament): the public message (sign-up, standings, the round in play),
### the posts of each change, the replies and the refusals. Ids, names, mentions, links,
### Discord timestamps ($relative) and command code spans ($start, $command) are passed
### as they are; $points, $buchholz and $sb are numbers already written (1.5, 0.75).

## Formats and what a tournament plays
tournament-format-swiss = Swiss
tournament-format-single-elimination = Single elimination
tournament-format-round-robin = Round robin
# Inside a sentence: "2 rounds of swiss".
tournament-format-in-sentence-swiss = swiss
tournament-format-in-sentence-single-elimination = single elimination
tournament-format-in-sentence-round-robin = round robin
tournament-heading = Tournament #{ $id } · { $name }
tournament-target = first to { $target }
tournament-turn = { $seconds } s a turn
tournament-rated = rated
tournament-not-rated = not rated

## The public message (the server's language)
tournament-join = Join
tournament-leave = Leave
tournament-called-off-before = Called off before it began ({ $count ->
    [one] { $count } player
   *[other] { $count } players
} signed up).
tournament-round-of = Round { $round } of { $rounds } · organised by { $organiser }
tournament-finished-after-emphasis = final standings
tournament-finished-after = Finished after round { $round } · organised by { $organiser } · { $emphasis }
tournament-signup = Organised by { $organiser }. Sign-up closes { $relative }, or when the organiser starts it ({ $start }).
tournament-signed-up-emphasis = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
tournament-signed-up = { $emphasis } signed up (at most { $max })
tournament-signed-up-names-emphasis = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
tournament-signed-up-names = { $emphasis } signed up (at most { $max }): { $names }
tournament-and-more = and { $count } more
tournament-round = Round { $round }
tournament-more-boards = …and { $count } more boards
tournament-bye = { $player } has the bye (a win)
tournament-through = { $player } goes through without a game
tournament-match = Match #{ $match }
tournament-a-match = a match
tournament-board = { $match }: { $a } vs { $b } — { $state }
tournament-won-by = won by { $player }
tournament-drawn = drawn
tournament-decided = decided
tournament-over-state = over
tournament-playing = playing
tournament-dropped = (dropped)
tournament-line-elimination = seed { $seed } · { $wins } won · { $in ->
    [yes] still in
   *[no] out
}
tournament-line-points = { $points } { $unit ->
    [one] pt
   *[other] pts
} · Buchholz { $buchholz } · SB { $sb } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} ({ $record }{ $byes ->
    [0] {""}
   *[other] , { $byes } bye
})
tournament-legend = -# Games: W-L-D, won-lost-drawn.
tournament-pages = Standings page { $page } of { $pages } ({ $players } players) · { $command } for page { $next }
tournament-web = Live page on the web

## Posts in the channel (the server's language); $reason is empty or " Reason: …".
tournament-reason = Reason: { $reason }
tournament-started = 🏁 { $name } has started ({ $how }): { $players ->
    [one] { $players } player
   *[other] { $players } players
}, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} of { $format }. Running out of time forfeits a match, so every round ends.
tournament-started-by = started by the organiser { $by }
tournament-started-closed = the sign-up closed
tournament-cancelled-too-few = ❌ { $name } is called off: the sign-up closed with { $players ->
    [one] { $players } player
   *[other] { $players } players
}, and it needs at least 2.
tournament-cancelled-by = ❌ { $name } is called off by the organiser { $by }.{ $reason }
tournament-paired = 📋 { $name } · round { $round } of { $rounds }:
tournament-pairing = { $a } vs { $b }
tournament-pairing-match = { $match }: { $a } vs { $b }
tournament-replayed = 🔁 { $name } · round { $round }: Match #{ $old } between { $a } and { $b } was { $voided ->
    [yes] voided
   *[no] drawn
}, so they play again: { $new }.
tournament-dropped-out = 🚪 { $player } dropped out of { $name }.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 The organiser { $by } dropped { $player } from { $name }.{ $forfeit }{ $reason }
# $forfeit: empty, or this with a space before it.
tournament-forfeited = Match #{ $match } is forfeited.
tournament-awarded = ⚖️ { $name }: the organiser { $by } awarded Match #{ $match } to { $winner }.{ $reason }
tournament-a-player = a player
tournament-voided = ⚖️ { $name }: the organiser { $by } voided Match #{ $match }; its players play again.{ $reason }
tournament-over = 🏆 { $name } is over. Final standings:
tournament-over-by = 🏆 { $name } is over (ended by the organiser { $by }).{ $reason } Final standings:

## Replies (the reader's language)
tournament-reply-created = { $tournament } is open: its sign-up is posted in this channel. It starts { $relative }, or when you use { $start }.
tournament-reply-started = { $tournament } has started: round 1 is posted in this channel.
tournament-reply-you-off-signup-emphasis = Tournament #{ $id }
tournament-reply-you-off-signup = You are off the sign-up of { $emphasis }.
tournament-reply-off-signup-emphasis = Tournament #{ $id }
tournament-reply-off-signup = { $player } is off the sign-up of { $emphasis }.
tournament-reply-you-out-emphasis = Tournament #{ $id }
tournament-reply-you-out = You are out of { $emphasis }: paired no more, and a match in play is forfeited.
tournament-reply-out-emphasis = Tournament #{ $id }
tournament-reply-out = { $player } is out of { $emphasis }: paired no more, and a match in play is forfeited.
tournament-reply-awarded = Match #{ $match } is awarded to { $player }; it is posted with your reason.
tournament-reply-voided = Match #{ $match } is voided; its players play a new match.
tournament-reply-called-off-emphasis = Tournament #{ $id }
tournament-reply-called-off = { $emphasis } is called off.
tournament-reply-over-emphasis = Tournament #{ $id }
tournament-reply-over = { $emphasis } is over: the final standings are posted.
tournament-list-empty = No tournaments on this server yet. An organiser opens one with { $create }.
tournament-list-title = Tournaments on this server (newest first):
tournament-list-signing-up = signing up, starts { $relative }
tournament-list-round = round { $round } of { $rounds }
tournament-list-finished = finished
tournament-list-called-off = called off
tournament-no-page = The standings of Tournament #{ $id } have { $pages ->
    [one] one page
   *[other] pages 1 to { $pages }
}: there is no page { $page }.
tournament-joined-emphasis = Tournament #{ $id } · { $name }
tournament-joined = You are in { $emphasis }. Your matches are posted here, with your mention, as each round is paired.
tournament-left-emphasis = Tournament #{ $id } · { $name }
tournament-left = You left { $emphasis }. Join again while the sign-up is open.

## Refusals (the reader's language)
tournament-error-no-reason = Give a reason: it is posted with the action.
tournament-error-reason-too-long = The reason is too long: at most { $max } characters.
tournament-error-bad-name = Give the tournament a name of 1 to { $max } characters.
tournament-error-rounds-not-swiss = Rounds is for Swiss only: { $format } plays as many rounds as it needs.
tournament-error-bad-rounds = A Swiss tournament plays 1 to { $max } rounds.
tournament-error-bad-turn-seconds = A tournament's matches need a turn clock, so that every round ends: turn_seconds must be { $min } to { $max }.
tournament-error-bad-max-players = Max_players must be { $min } to { $max }.
tournament-error-bad-signup-minutes = Signup_minutes must be 1 to { $max }.
tournament-error-no-such = There is no Tournament #{ $id }.
tournament-error-not-here = There is no Tournament #{ $id } on this server.
tournament-error-not-signing-up = Tournament #{ $id } is not taking players: { $why }.
tournament-error-already-joined = You are already in Tournament #{ $id }.
tournament-error-full = Tournament #{ $id } is full: { $players } players.
tournament-error-leave-started = Tournament #{ $id } has started: leave it with { $drop }.
tournament-error-not-signed-up = You are not signed up to Tournament #{ $id }.
tournament-error-too-few = Tournament #{ $id } needs at least { $min } players to start; it has { $players }.
tournament-error-not-an-entrant = { $player } is not in Tournament #{ $id }.
tournament-error-already-dropped = { $player } has already dropped out of Tournament #{ $id }.
tournament-error-over = Tournament #{ $id } is over: { $why }.
tournament-error-award-to-outsider = Award Match #{ $match } to one of its two players.
tournament-error-not-a-tournament-match = Match #{ $match } is not a tournament match on this server.
tournament-closed-signing-up = it is still signing up
tournament-closed-started = it has started
tournament-closed-over = it is over
tournament-closed-called-off = it was called off
