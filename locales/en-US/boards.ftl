### Boards: /leaderboard and its page buttons, /stats, /history, /record, /season and its
### news, a closed season's placements, and the rating lines of game-over posts.
### Markup stays in the code: $player, $season, $rank, $rating, $date, $start and the
### other text variables come bolded, mentioned or as `code` already; $game is a game's
### name (never translated); numbers ($count, $games, $players, ...) pick the plural.
### Commands and options in variables ($challenge, $leaderboard, $option, ...) come in
### the reader's language, from commands.ftl.

## Where a board is
boards-all-time = all time
boards-in-season = in { $season }
boards-on-server = on this server

## /leaderboard
board-title = { $game } leaderboard
board-page = page { $page } of { $pages }
board-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
board-row = { $rank } { $player } · { $rating } · { $record } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · streak { $streak }
board-streak-won = W{ $count }
board-streak-lost = L{ $count }
board-legend = Rating · W-L-D (won-lost-drawn) · games · current streak.
board-provisional = { $mark } marks a provisional rating (deviation { $deviation } or more).
board-min-games = Players appear after { $games } rated games.
board-empty = Nobody is on this board yet: { $games ->
    [one] finish a rated match
   *[other] finish { $games } rated matches
} ({ $challenge } someone to { $game }) to get on it.
board-empty-ended = Nobody was on this board when { $season } ended.
board-previous = Previous
board-next = Next
board-web = Whole board on the web
board-no-page = There is no page { $page }: the { $game } leaderboard has { $pages ->
    [one] only page 1
   *[other] pages 1 to { $pages }
}.

## A closed season's placements
placements-title = final top { $top } of { $season }

## /stats
stats-rating = Rating { $rating }
stats-provisional = (provisional until ± is below { $deviation })
stats-rank = rank { $rank } of { $players }
stats-unranked = not on the board yet: { $games ->
    [one] { $games } more rated game
   *[other] { $games } more rated games
} to go
stats-win-rate = { $percent }%
stats-record = Record { $record } (W-L-D, { $games ->
    [one] { $games } game
   *[other] { $games } games
}) · win rate { $rate } · current streak { $streak } · longest win streak { $best }
stats-top-opponent = Most played opponent: { $player } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
stats-head-to-head-none = Head-to-head with you: no games yet.
stats-head-to-head = Head-to-head with you: { $player } won { $wins }, you won { $losses }, { $draws } drawn.
stats-none-yours = You have no rated games { $place } yet. Finish a match ({ $challenge } someone) to get a rating.
stats-none-yours-game = You have no rated games of { $game } { $place } yet. Finish a match ({ $challenge } someone) to get a rating.
stats-none = { $player } has no rated games { $place } yet.
stats-none-game = { $player } has no rated games of { $game } { $place } yet.
stats-web = Player page on the web

## /history
history-title = { $count ->
    [one] Last rated match
   *[other] Last { $count } rated matches
}
history-title-game = { $count ->
    [one] Last rated match of { $game }
   *[other] Last { $count } rated matches of { $game }
}
history-none = { $player } has no rated matches { $place } yet.
history-none-game = { $player } has no rated matches of { $game } { $place } yet.
history-win = Win
history-loss = Loss
history-draw = Draw
history-forfeited = (forfeited on time)
history-opponent-forfeited = (opponent forfeited on time)
history-resigned = (resigned)
history-opponent-resigned = (opponent resigned)
history-line = { $result } { $how } vs { $player } · { $score } · { $change } · Match #{ $match }
history-line-plain = { $result } vs { $player } · { $score } · { $change } · Match #{ $match }

## The season option's suggestions
season-choice-running = { $season } (running)
season-choice-all-time = All time

## The rating lines of a game-over post
ratings = Ratings: { $changes }
ratings-season = Ratings ({ $season }): { $changes }
ratings-bot = Not rated: a match against the bot counts on no board.
ratings-voided = Not rated: the host voided the match.
ratings-too-early = Not rated: the match ended before its first move.

## /record
record-match = Match #{ $match }
record-file = The record of { $match } ({ $game }): its seed and salt, each seat's deal, every move and the result. Check it with { $verify }: it recomputes the commitment posted at the toss and replays the match.
record-no-match = There is no Match #{ $match }.
record-not-a-player = Only { $a } and { $b }, who played Match #{ $match }, can get its record.
record-not-over = Match #{ $match } is still under way: the record is available once the match ends.

## /season
season-list-empty = This server has no seasons yet: its boards are all time. Organisers start one with { $start }.
season-list-title = Seasons on this server ({ $count })
season-list-hint = { $leaderboard }, { $stats } and { $history } show the season running; { $option } names another, { $all } the all-time boards.
season-running-since = running since { $date }
season-soft-reset = soft reset
season-over = { $season } is over: it ran from { $from } to { $to }.
season-over-nobody = Nobody was on its boards.
season-over-placements = Its final placements follow, one post per game ({ $games }); { $leaderboard } shows them again with { $option } set to { $season }.
season-none-runs = No season runs now: rated matches count on the all-time boards only until the next { $start }.
season-started = { $season } starts now: every rated match that ends from now on counts in it (and all time), matches under way included.
season-start-soft = Soft reset: each player starts from their all-time rating pulled halfway towards 1500, its deviation raised halfway back up towards 350.
season-start-fresh = Everyone starts afresh at 1500.
season-started-hint = { $leaderboard } shows it; { $all } the all-time boards.

## Season refusals
organisers-only = Only { $who ->
    [hosts] Death Match hosts
    [tournament] tournament organisers
   *[other] organisers
} can do that: members with the Manage Server permission. Nothing was changed.
organisers-only-roles = Only { $who ->
    [hosts] Death Match hosts
    [tournament] tournament organisers
   *[other] organisers
} can do that: members with the host role ({ $roles }). Nothing was changed.
season-error-bad-name = A season's name must be 1 to { $max } characters on one line.
season-error-reserved = { $all } names the all-time board: give the season another name.
season-error-taken = This server already has a season called { $season }: pick another name.
season-error-none-open = No season is running on this server: { $start } opens one.
season-error-no-such = This server has no season called { $season }: pick one from the list, or { $all } for all time.
