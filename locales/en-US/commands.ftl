### Slash commands: names and descriptions of commands, subcommands, options and choices.
### Keys (see src/words/commands.rs): cmd-<command>[-<sub>], then -description, -<option>,
### -<option>-description, -<option>-<choice>. English is the commands' own text, exactly.
### Names: 1-32 characters, lower case, letters, digits, - or _; descriptions at most 100.
### Game names (Clash, Tile Poker, Clubbed, Shape Clash, Duel) and card notation stay as they are.

cmd-challenge = challenge
cmd-challenge-description = Challenge a player, me (the bot: we play at once), or anyone here (leave out the opponent).
cmd-challenge-game = game
cmd-challenge-game-description = Which game
cmd-challenge-opponent = opponent
cmd-challenge-opponent-description = Who to challenge (me, to play the bot); leave out to let anyone here accept
cmd-challenge-target = target
cmd-challenge-target-description = Points (or clashes) that win the match; the game's default if left out
cmd-challenge-turn_seconds = turn_seconds
cmd-challenge-turn_seconds-description = Seconds per turn: 0 for untimed; the server's default if left out

cmd-practice = practice
cmd-practice-description = Play against the bot: any game, any time. Not rated.
cmd-practice-game = game
cmd-practice-game-description = Which game
cmd-practice-level = level
cmd-practice-level-description = How well the bot plays; strong if left out
cmd-practice-level-easy = easy
cmd-practice-level-strong = strong
cmd-practice-level-random = random (a beginner's first games)
cmd-practice-target = target
cmd-practice-target-description = Points (or clashes) that win the match; the game's default if left out
cmd-practice-turn_seconds = turn_seconds
cmd-practice-turn_seconds-description = Seconds per turn: 0 for untimed; the server's default if left out

cmd-games = games
cmd-games-description = Your active matches.

cmd-resign = resign
cmd-resign-description = Resign one of your matches (asks to confirm).
cmd-resign-match = match
cmd-resign-match-description = The match number (needed only if you play several)

cmd-rules = rules
cmd-rules-description = How a game is played, with examples.
cmd-rules-game = game
cmd-rules-game-description = Which game

cmd-rank = rank
cmd-rank-description = Rank a Clash set of 1 to 4 cards, e.g. `9S 9H 7D 7C`.
cmd-rank-cards = cards
cmd-rank-cards-description = 1 to 4 cards, e.g. 9S 9H 7D 7C (10 or T for ten; suits S H D C or ♠♥♦♣)

cmd-leaderboard = leaderboard
cmd-leaderboard-description = The leaderboard of a game on this server.
cmd-leaderboard-game = game
cmd-leaderboard-game-description = Which game
cmd-leaderboard-season = season
cmd-leaderboard-season-description = Which season (the one running if left out; all for all time)
cmd-leaderboard-page = page
cmd-leaderboard-page-description = Page, 10 players each (1 if left out)

cmd-stats = stats
cmd-stats-description = A player's rating, rank and record (yours if no one is named).
cmd-stats-user = user
cmd-stats-user-description = Whose stats (yours if left out)
cmd-stats-game = game
cmd-stats-game-description = Which game (every game they play if left out)
cmd-stats-season = season
cmd-stats-season-description = Which season (the one running if left out; all for all time)

cmd-history = history
cmd-history-description = A player's last rated matches (yours if no one is named).
cmd-history-user = user
cmd-history-user-description = Whose matches (yours if left out)
cmd-history-game = game
cmd-history-game-description = Which game (all if left out)
cmd-history-season = season
cmd-history-season-description = Which season (the one running if left out; all for all time)

cmd-season = season
cmd-season-description = Seasons: boards that start afresh (organisers start and end them).

cmd-season-start = start
cmd-season-start-description = Start a new season, closing the one running (its final top 10s are posted).
cmd-season-start-name = name
cmd-season-start-name-description = The new season's name, e.g. Season 4
cmd-season-start-soft_reset = soft_reset
cmd-season-start-soft_reset-description = Start players from their all-time rating pulled halfway to 1500 (default: everyone at 1500)

cmd-season-end = end
cmd-season-end-description = End the season running without starting another (its final top 10s are posted).

cmd-season-list = list
cmd-season-list-description = This server's seasons, with their dates.

cmd-record = record
cmd-record-description = The record of one of your finished matches, as a file to check with `clash-bot verify`.
cmd-record-match = match
cmd-record-match-description = The match number

cmd-replay = replay
cmd-replay-description = Step through a finished match of this server, move by move.
cmd-replay-match = match
cmd-replay-match-description = The match number
cmd-replay-public = public
cmd-replay-public-description = Post it in the channel for everyone to step through (only you see it if left out)

cmd-deathmatch = deathmatch
cmd-deathmatch-description = Run Death Matches (hosts only, except the record).

cmd-deathmatch-start = start
cmd-deathmatch-start-description = Start a Death Match: the DMO picks who goes first.
cmd-deathmatch-start-game = game
cmd-deathmatch-start-game-description = Which game
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = The elimination candidate
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = The Death Match Opponent, picked by the EC
cmd-deathmatch-start-event = event
cmd-deathmatch-start-event-description = An event name that groups Death Matches, e.g. Season 4, week 2
cmd-deathmatch-start-turn_seconds = turn_seconds
cmd-deathmatch-start-turn_seconds-description = Seconds per turn (default 60; 0 for untimed)
cmd-deathmatch-start-max_strikes = max_strikes
cmd-deathmatch-start-max_strikes-description = Missed turns that forfeit (default 5)
cmd-deathmatch-start-reserve_seconds = reserve_seconds
cmd-deathmatch-start-reserve_seconds-description = A time bank per player, spent before a turn is skipped (default 0)
cmd-deathmatch-start-draw_to_dmo = draw_to_dmo
cmd-deathmatch-start-draw_to_dmo-description = Whether a drawn game goes to the DMO (default yes)

cmd-deathmatch-schedule = schedule
cmd-deathmatch-schedule-description = Schedule a Death Match: announced now, reminded, checked in, started at its time.
cmd-deathmatch-schedule-game = game
cmd-deathmatch-schedule-game-description = Which game
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = The elimination candidate
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = The Death Match Opponent, picked by the EC
cmd-deathmatch-schedule-at = at
cmd-deathmatch-schedule-at-description = When: 2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = grace
cmd-deathmatch-schedule-grace-description = How long a missing player has after the start before forfeiting (default 5m)
cmd-deathmatch-schedule-event = event
cmd-deathmatch-schedule-event-description = An event name that groups Death Matches, e.g. Season 4, week 2
cmd-deathmatch-schedule-turn_seconds = turn_seconds
cmd-deathmatch-schedule-turn_seconds-description = Seconds per turn (default 60; 0 for untimed)
cmd-deathmatch-schedule-max_strikes = max_strikes
cmd-deathmatch-schedule-max_strikes-description = Missed turns that forfeit (default 5)

cmd-deathmatch-reschedule = reschedule
cmd-deathmatch-reschedule-description = Move a scheduled Death Match or tournament to another time (its host only).
cmd-deathmatch-reschedule-scheduled = scheduled
cmd-deathmatch-reschedule-scheduled-description = The number of the scheduled Death Match or tournament
cmd-deathmatch-reschedule-at = at
cmd-deathmatch-reschedule-at-description = The new time: 2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = cancel
cmd-deathmatch-cancel-description = Cancel a scheduled Death Match or tournament, with a reason posted (its host only).
cmd-deathmatch-cancel-scheduled = scheduled
cmd-deathmatch-cancel-scheduled-description = The number of the scheduled Death Match or tournament
cmd-deathmatch-cancel-reason = reason
cmd-deathmatch-cancel-reason-description = Why (posted with the cancellation)

cmd-deathmatch-start-now = start-now
cmd-deathmatch-start-now-description = Start a scheduled Death Match or tournament now, whoever has checked in (its host only).
cmd-deathmatch-start-now-scheduled = scheduled
cmd-deathmatch-start-now-scheduled-description = The number of the scheduled Death Match or tournament

cmd-deathmatch-pause = pause
cmd-deathmatch-pause-description = Pause a Death Match: no moves and no clock until resumed.
cmd-deathmatch-pause-match = match
cmd-deathmatch-pause-match-description = The match number
cmd-deathmatch-pause-reason = reason
cmd-deathmatch-pause-reason-description = Why (posted with the pause)

cmd-deathmatch-resume = resume
cmd-deathmatch-resume-description = Resume a paused Death Match with the time that was left.
cmd-deathmatch-resume-match = match
cmd-deathmatch-resume-match-description = The match number
cmd-deathmatch-resume-reason = reason
cmd-deathmatch-resume-reason-description = Why (posted with the resume)

cmd-deathmatch-addtime = addtime
cmd-deathmatch-addtime-description = Add time to the current turn of a Death Match.
cmd-deathmatch-addtime-match = match
cmd-deathmatch-addtime-match-description = The match number
cmd-deathmatch-addtime-seconds = seconds
cmd-deathmatch-addtime-seconds-description = Seconds to add to the current turn
cmd-deathmatch-addtime-reason = reason
cmd-deathmatch-addtime-reason-description = Why (posted with it)

cmd-deathmatch-void = void
cmd-deathmatch-void-description = End a Death Match with no result and no rating.
cmd-deathmatch-void-match = match
cmd-deathmatch-void-match-description = The match number
cmd-deathmatch-void-reason = reason
cmd-deathmatch-void-reason-description = Why (posted with it)

cmd-deathmatch-award = award
cmd-deathmatch-award-description = End a Death Match with a player the winner (e.g. a disqualification); rated as a forfeit.
cmd-deathmatch-award-match = match
cmd-deathmatch-award-match-description = The match number
cmd-deathmatch-award-player = player
cmd-deathmatch-award-player-description = The player who wins
cmd-deathmatch-award-reason = reason
cmd-deathmatch-award-reason-description = Why (posted with it)

cmd-deathmatch-list = list
cmd-deathmatch-list-description = The host's dashboard: the server's Death Matches (or one event's).
cmd-deathmatch-list-event = event
cmd-deathmatch-list-event-description = Only this event's Death Matches

cmd-deathmatch-record = record
cmd-deathmatch-record-description = A finished Death Match's full record, for its host and its two players.
cmd-deathmatch-record-match = match
cmd-deathmatch-record-match-description = The match number

cmd-tournament = tournament
cmd-tournament-description = Tournaments: Swiss, single elimination or round robin, paired and started by the bot.

cmd-tournament-create = create
cmd-tournament-create-description = Open a tournament's sign-up (organisers).
cmd-tournament-create-game = game
cmd-tournament-create-game-description = Which game
cmd-tournament-create-format = format
cmd-tournament-create-format-description = How players are paired
cmd-tournament-create-format-swiss = swiss
cmd-tournament-create-format-single-elimination = single-elimination
cmd-tournament-create-format-round-robin = round-robin
cmd-tournament-create-name = name
cmd-tournament-create-name-description = The tournament's name
cmd-tournament-create-rounds = rounds
cmd-tournament-create-rounds-description = Swiss only: how many rounds (default: enough for a clear winner)
cmd-tournament-create-target = target
cmd-tournament-create-target-description = Each match's target (default: the game's own)
cmd-tournament-create-turn_seconds = turn_seconds
cmd-tournament-create-turn_seconds-description = Seconds per turn (default 120); running out forfeits
cmd-tournament-create-max_players = max_players
cmd-tournament-create-max_players-description = At most this many players (2 to 256, default 256)
cmd-tournament-create-signup_minutes = signup_minutes
cmd-tournament-create-signup_minutes-description = Minutes until the sign-up closes and it starts (default 15)
cmd-tournament-create-rated = rated
cmd-tournament-create-rated-description = Whether its matches are rated (default yes)
cmd-tournament-create-starts_at = starts_at
cmd-tournament-create-starts_at-description = Schedule it: when it starts (sign-up until then, check-in before), e.g. tomorrow 18:00

cmd-tournament-start = start
cmd-tournament-start-description = Close the sign-up now and pair round 1 (organisers).
cmd-tournament-start-tournament = tournament
cmd-tournament-start-tournament-description = The tournament number

cmd-tournament-drop = drop
cmd-tournament-drop-description = Drop out of a tournament, or (organisers) drop a player.
cmd-tournament-drop-tournament = tournament
cmd-tournament-drop-tournament-description = The tournament number
cmd-tournament-drop-player = player
cmd-tournament-drop-player-description = Organisers: the player to drop (default: yourself)
cmd-tournament-drop-reason = reason
cmd-tournament-drop-reason-description = Why (posted with it)

cmd-tournament-award = award
cmd-tournament-award-description = Award a tournament match in play to one of its players (organisers).
cmd-tournament-award-match = match
cmd-tournament-award-match-description = The match number
cmd-tournament-award-player = player
cmd-tournament-award-player-description = The player who wins
cmd-tournament-award-reason = reason
cmd-tournament-award-reason-description = Why (posted with it)

cmd-tournament-void = void
cmd-tournament-void-description = Void a tournament match in play: no result, and its players play again (organisers).
cmd-tournament-void-match = match
cmd-tournament-void-match-description = The match number
cmd-tournament-void-reason = reason
cmd-tournament-void-reason-description = Why (posted with it)

cmd-tournament-end = end
cmd-tournament-end-description = End a tournament now, with the standings as they are (organisers).
cmd-tournament-end-tournament = tournament
cmd-tournament-end-tournament-description = The tournament number
cmd-tournament-end-reason = reason
cmd-tournament-end-reason-description = Why (posted with it)

cmd-tournament-list = list
cmd-tournament-list-description = This server's tournaments, newest first.

cmd-tournament-show = show
cmd-tournament-show-description = A tournament's sign-up or standings (a page of them), shown to you.
cmd-tournament-show-tournament = tournament
cmd-tournament-show-tournament-description = The tournament number
cmd-tournament-show-page = page
cmd-tournament-show-page-description = Which page of the standings (24 players a page; default 1)

cmd-settings = settings
cmd-settings-description = See and change this server's settings (Manage Server).
cmd-puzzle = puzzle
cmd-puzzle-description = Today's puzzle of a game, answered privately with the game's own controls.
cmd-puzzle-game = game
cmd-puzzle-game-description = Which game (the first you have not answered today if left out)
cmd-puzzles = puzzles
cmd-puzzles-description = The server's puzzle board: rating, puzzles solved and tried, streak.
cmd-puzzles-page = page
cmd-puzzles-page-description = Page, 10 players each (1 if left out)
