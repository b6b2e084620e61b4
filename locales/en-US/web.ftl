### The web pages (src/web): a server's home, boards, players, finished matches step by
### step, tournaments and live tables, in the server's language (or the visitor's ?lang=).
### Also the words drawn into and describing a bracket picture, and a film's seat labels.
### $game is a game's name (never translated); $name, $a, $b, $who, $winner, $loser are
### players' names; $reason is a host's or organiser's own words; numbers pick the plural.
### Words drawn into pictures (web-bracket-final, -round, -bye, web-film-player) are drawn
### in English when the pictures' font lacks a language's letters.

## The shell of every page
web-nav-boards = Boards
web-nav-live = Live
web-footer = Read-only pages of clash-bot. Ratings are Glicko-2; W-L-D is wins, losses and draws.
web-not-found = Not found
web-not-found-text = There is no page here.
web-index-heading = clash-bot's pages
web-back-to-start = Go to the start page
web-too-many = Too many requests
web-too-many-text = Slow down a little, then try again.
web-busy = The pages are busy
web-busy-text = Try again in a moment.
web-failed = Something went wrong
web-failed-text = It went wrong on our side and has been logged. Try again later.
web-index = The pages of the servers that publish their boards, players, matches and tournaments. Follow a link the bot posts in your server.
web-page-title = { $name } · clash-bot
web-player-unknown = player { $user }
web-pager = Pages
web-pager-previous = ‹ Previous
web-pager-next = Next ›
web-versus = { $a } vs { $b }
web-live-badge = live
web-all-time = All time
web-season-name = Season { $number }: { $name }

## Table headers
web-wld = W-L-D
web-col-player = Player
web-col-players = Players
web-col-rating = Rating
web-col-games = Games
web-col-game = Game
web-col-opponent = Opponent
web-col-match = Match
web-col-result = Result
web-col-score = Score
web-col-when = When
web-col-points = Points
web-col-board = Board

## A player's result in a match
web-result-win = win
web-result-loss = loss
web-result-draw = draw

## A server's home
web-home-title = Leaderboards · clash-bot
web-home-description = This server's Clash, Tile Poker, Clubbed, Shape Clash and Duel boards, seasons, tournaments and Death Matches.
web-home-heading = Leaderboards
web-home-running-since = Running since { $time }.
web-home-whole-board = Whole board ({ $players } players) ›
web-home-no-rated-games = No rated games yet.
web-home-seasons = Seasons
web-home-season-running = running
web-home-season-ended = ended
web-home-season-boards = boards:
web-home-tournaments = Tournaments
web-home-no-tournaments = No tournaments yet.
web-home-deathmatches = Death Matches
web-home-no-deathmatches = No Death Matches yet.
web-home-dm-players = { $a } (EC) vs { $b } (DMO)
web-home-dm-voided = Match #{ $id } voided by the host: { $reason }
web-home-status-signup = sign-up open
web-home-status-playing = playing
web-home-status-finished = finished
web-home-status-cancelled = cancelled

## A board's page
web-board-title = { $game } leaderboard · { $scope } · page { $page }
web-board-description = { $players } players ranked by Glicko-2 rating ({ $scope }).
web-board-heading = { $game } leaderboard
web-board-facts = { $scope } · { $players } players · at least { $games } rated games to be listed
web-board-empty = Nobody is on this board yet.

## A player's page
web-player-description = { $name }'s ratings, results and history.
web-player-description-best = { $name }'s ratings, results and history ({ $best }).
web-player-rank = Rank
web-player-rank-of = { $rank } of { $players }
web-player-not-ranked = not ranked yet ({ $games } rated games needed)
web-player-streak = Streak
web-player-best-streak = best { $best }
web-player-streak-none = none
web-player-streak-won = { $count } won
web-player-streak-lost = { $count } lost
web-player-chart = { $game } rating over the last { $games } rated games, from { $from } to { $to }
web-player-head-to-head = Head to head
web-player-matches = Matches

## A finished match's page
web-match-title = Match #{ $id }: { $game } — { $a } vs { $b }
web-match-heading = Match #{ $id }: { $game }
web-match-not-finished = Not finished.
web-match-played = Played
web-match-moves = Moves
web-match-commitment = Deal commitment
web-match-record = Record
web-match-record-where = Only its players can get it, with { $command } in Discord
web-match-step = Step { $step } of { $last }
web-match-film = The whole game as one moving picture
web-steps = Steps
web-steps-start = « Start
web-steps-back = ◀ Back
web-steps-next = Next ▶
web-steps-end = End »

## One step of a match
web-chapter-round = Round { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = Deal { $n }
web-score-score = Score
web-score-stores = Stores (fewer wins)
web-score-clashes = Clashes won
web-score-points = Points
web-step-unreadable = (unreadable step)
web-step-dealt = The table as dealt.
web-step-moved-unreadable = { $who } moved (unreadable step).
web-step-moved = { $who } moved.
web-step-timeout-skipped = { $who } ran out of time: the turn was skipped.
web-step-timeout-default = { $who } ran out of time: the rules' default move was played.
web-step-resigned = { $who } resigned.
web-step-ruled-out = The host ruled { $who } out: they forfeit.
web-step-missed-turns = Missed turns: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = Next: { $who } { $what }.
web-step-voided-host = Voided by the host: { $reason }. No result, no rating.
web-step-voided-organiser = Voided by the organiser: { $reason }. No result, no rating; its players play a new match.

## How a match ended
web-outcome-awarded-host = { $winner } wins: the host awarded the match ({ $reason }).
web-outcome-awarded-organiser = { $winner } wins: the organiser awarded the match ({ $reason }).
web-outcome-dm-draw = { $winner } wins: the game was drawn, and a drawn Death Match goes to the DMO.
web-outcome-draw = The match is drawn.
web-outcome-won = { $winner } wins the match.
web-outcome-forfeit = { $winner } wins: { $loser } forfeits.
web-outcome-missed-turns = { $winner } wins: { $loser } { $turns ->
    [one] missed a turn
   *[other] missed { $turns } turns
} and forfeits.
web-outcome-dropped-out = { $winner } wins: { $loser } dropped out of the tournament.
web-outcome-resigned = { $winner } wins: { $loser } resigned.

## Live matches
web-live-title = Live matches · clash-bot
web-live-description = { $count } matches being played now.
web-live-heading = Live matches
web-live-none = No match is being played right now.
web-live-match-title = Match #{ $id } live: { $game } — { $a } vs { $b }
web-live-match-description = { $game } being played now.
web-live-follows = This page follows the match: it reloads itself after every move.

## A tournament's page
web-tournament-title = Tournament #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players } players · { $status }
web-tournament-name = Tournament #{ $id }: { $name }
web-tournament-status-signup = Sign-up open
web-tournament-status-playing = Playing
web-tournament-status-finished = Finished
web-tournament-status-cancelled = Cancelled
web-tournament-round-of = round { $round } of { $rounds }
web-tournament-round-now = round { $round }
web-tournament-follows = This page follows the tournament: it reloads itself when a result comes in.
web-tournament-standings = Standings
web-tournament-dropped = (dropped)
web-tournament-byes = ({ $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
})
web-tournament-bracket = Bracket
web-tournament-tie-breaks = Ties are broken by Buchholz (the opponents' points) and then Sonneborn-Berger (the points of the opponents beaten, and half of those drawn).
web-tournament-round = Round { $round }
web-tournament-won = { $name } won
web-tournament-playing = playing
web-tournament-draw = draw
web-tournament-bye = bye
web-tournament-walkover = walkover
web-tournament-match-playing = #{ $id } (playing)

## A bracket's picture and its words
web-bracket-final = Final
web-bracket-round = Round { $round }
web-bracket-bye = bye
web-bracket-alt = Bracket of { $name }.
web-bracket-alt-round = Round { $round }: { $boards }.
web-bracket-through = { $a } goes through
web-bracket-beat = { $a } beat { $b }
web-bracket-playing = { $a } against { $b }, playing

## A film's seat labels (drawn into the picture)
web-film-player = Player { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = The board
web-activity-connecting = Connecting to Discord…
web-activity-signing-in = Signing you in…
web-activity-finding = Finding your match…
web-activity-outside = This page opens inside Discord: use “Play on the board” under a match's table.
web-activity-denied = You did not allow the sign-in, so the board cannot show your seat.
web-activity-failed = The board could not open. Close it and try again.
web-activity-no-match = You have no match running in this channel.
web-activity-busy = The board is busy. Try again in a moment.

## Signing in with Discord, and the refusals of sign-in and of a forged write
web-signin = Sign in with Discord
web-signout = Sign out
web-signed-in-as = Signed in as { $name }
web-signin-refused = Sign-in refused
web-signin-refused-text = This sign-in did not start in this browser, or it took too long. Sign in again from the page you were on.
web-signin-cancelled = Not signed in
web-signin-cancelled-text = Discord did not sign you in: the request was cancelled or refused.
web-signin-expired = Sign-in expired
web-signin-expired-text = Discord no longer accepts this sign-in: it was used already or is too old. Sign in again.
web-signin-discord-down = Discord did not answer
web-signin-discord-down-text = Signing in needs Discord, and it did not answer as expected. Try again in a moment.
web-forged = Request refused
web-forged-text = This request did not come from one of the bot's own pages, or your sign-in has ended. Reload the page and try again.

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = Your seat: Match #{ $id }, { $game }
web-seat-your-move = Your move
web-seat-your-hand = Your hand
web-seat-last-move = Your opponent's last move
web-seat-waiting = Waiting for { $who }.
web-seat-clock = Your clock runs out at { $time }.
web-seat-match-page = See the whole match
web-seat-send = Send
web-forbidden = Not allowed
web-forbidden-text = Only a signed-in player of this match can do that, from their own page.
