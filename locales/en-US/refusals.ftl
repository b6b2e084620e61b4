### The service's refusals: what one member is told when the bot refuses what they asked
### (a challenge, a move, a setting's value). Read by that member alone, in their own language.

## A setting's value refused (the admin's form or select; each then capitalised and ended
## with a full stop).
setting-error-turn = the turn clock must be 0 (untimed) or { $min } to { $max } seconds
setting-error-strikes = missed turns that forfeit must be 0 (never) to { $max }
setting-error-expiry = a challenge must wait { $min } to { $max } seconds for its answer
setting-error-min-games = the leaderboard's minimum must be 1 to { $max } games
setting-error-too-many = at most { $max } roles or channels
setting-error-no-game = at least one game must stay enabled
setting-error-zone = `{ $zone }` is not a time zone I know
setting-error-reminders = at most { $max } reminders, each within a week before the start
setting-error-checkin = the check-in window must be 0 (no check-in) to { $max } hours
# $setting: the setting's name on the panel.
setting-error-malformed = that is not a value of { $setting }

## Challenges, matches and moves refused (whole sentences).
refusal-challenge-self = You cannot challenge yourself.
# $practice: the /practice command, as the reader types it.
refusal-challenge-bot = Other bots cannot play: challenge a person, or play against me with { $practice }.
refusal-bot-busy = You are already playing { $game } against the bot: finish or resign Match #{ $match } first.
refusal-already-pending = There is already a pending challenge between you two.
refusal-open-pending = You already have an open challenge waiting: cancel it before making another.
refusal-open-decline = An open challenge cannot be declined: leave it for someone else.
refusal-own-challenge = You cannot accept your own challenge.
refusal-not-over-yet = This match is still being played: a rematch is offered once it ends.
refusal-bad-target = The target must be between 1 and { $max }.
refusal-bad-turn-seconds = The turn clock (turn_seconds) must be 0 for untimed, or { $min } to { $max } seconds.
refusal-challenge-closed = { $status ->
    [pending] This challenge is no longer open: it was pending.
    [accepted] This challenge is no longer open: it was accepted.
    [declined] This challenge is no longer open: it was declined.
    [cancelled] This challenge is no longer open: it was cancelled.
   *[expired] This challenge is no longer open: it was expired.
}
refusal-not-your-challenge = { $who ->
    [challenger] Only the challenger can do that.
   *[challenged] Only the challenged player can do that.
}
refusal-no-such-challenge = No such challenge.
refusal-no-such-match = No such match.
refusal-match-over = This match is over.
refusal-match-not-over = The record is available once the match ends.
refusal-other-server = That match was played on another server.
# $reason: the host's own words.
refusal-voided = This match was voided by its host ({ $reason }): it has no result to replay.
refusal-not-a-player = You are not playing in this match.
refusal-not-your-turn = It is not your move.
refusal-stale = That button is from an earlier turn.
refusal-shutting-down = The bot is shutting down: try again in a moment.
refusal-paused = The match is paused by its host: no moves until it resumes.
refusal-game-off = { $game } is turned off on this server.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .
