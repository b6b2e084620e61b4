### Daily puzzles: /puzzle (the position, the verdict on an answer, the refusals), the
### puzzle board (/puzzles and the web page) and the daily post. The player reads
### /puzzle and its verdict in their own language; the board and the post are the server's.

## /puzzle: the position. The table above is the game's own.
puzzle-title-emphasis = Daily { $game } puzzle
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = It is your move. Find the best one: there are { $lines } different kinds of move here, and one is best. You have one try.
puzzle-measure-scores = Best means: you score this round against the most of the ways your opponent's last set can be made from the cards you have not seen.
puzzle-measure-margin = Best means: the best final margin for you when both sides play perfectly to the end, with every card known.
puzzle-stats = Puzzle rating { $rating } · solved by { $right } of { $tried } so far
puzzle-opponent = the opponent
puzzle-label = Daily puzzle
puzzle-pick-answered = { $game } (answered)
puzzle-all-answered = You have answered every puzzle of today. New ones come at midnight.

## The verdict on an answer (only the player sees it).
puzzle-right-emphasis = Right!
puzzle-right = ✅ { $emphasis } { $move } is the best move.
puzzle-wrong-emphasis = Not the best.
puzzle-wrong = ❌ { $emphasis } You chose { $answer }; the best was { $move }.
puzzle-why-scores = { $move } scores against { $value } of the { $of } ways the last set can be made.
puzzle-why-scores-other = { $move }: against { $value } of them.
puzzle-why-margin = { $move } ends { $value }.
puzzle-why-margin-other = { $move }: ends { $value }.
puzzle-why-others = Other moves:
puzzle-why-more = …and { $count } more, each worse.
puzzle-rating-change = Your puzzle rating: { $before } → { $after } ({ $change })
puzzle-streak = 🔥 Streak: { $current ->
    [one] { $current } day
   *[other] { $current } days
} (best { $best })

## Refusals.
puzzle-left-out = { $game } has no daily puzzle: every decision in it is keep or put at the bottom, so a guess would be right half the time.
puzzle-left-out-endless = { $game } has no daily puzzle: a player may pass on any turn, even with a card to play, so its endings can go round forever and no move can be proved the best.
puzzle-not-ready = Today's puzzle is not ready yet. Try again in a minute.
puzzle-day-over = That puzzle was the one of { $date }; here it is { $today } now. Use /puzzle for today's.
puzzle-already-right = You already answered the { $game } puzzle of { $date }, and you found the best move. One try per puzzle.
puzzle-already-wrong = You already answered the { $game } puzzle of { $date }, and it was not the best move. One try per puzzle.
puzzle-not-a-move = That move cannot be made in this puzzle.
puzzle-shutting-down = The bot is restarting. Try again in a moment.

## The server's puzzle board.
puzzle-board-title-emphasis = Puzzle board
puzzle-board-title = 🧩 { $emphasis } · page { $page } of { $pages }
puzzle-board-row = { $rank }. { $who } · rating { $rating } · solved { $solved } of { $tried } · 🔥 { $streak } (best { $best })
puzzle-board-empty = No one has answered a puzzle in this server yet. Try /puzzle!
puzzle-board-no-page = There is no page { $page }: the puzzle board has { $pages }.
puzzle-board-previous = Previous
puzzle-board-next = Next

## The daily post, in the server's puzzle channel at its midnight.
puzzle-post-title-emphasis = Today's puzzles
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = One puzzle for each of: { $games }.
puzzle-post-how = Play with /puzzle: only you see your answer, one try per puzzle, and the board keeps your rating and streak.
puzzle-post-yesterday = Yesterday here:
puzzle-post-count = { $game }: solved by { $right } of { $tried }

## The web page of the server's puzzle board.
puzzle-web-title = Puzzle board
puzzle-web-intro = Who answers the daily puzzles here: their puzzle rating, the puzzles solved and tried, and their streak of days with a solve. Play with /puzzle in Discord.
puzzle-web-player = Player
puzzle-web-rating = Rating
puzzle-web-solved = Solved
puzzle-web-tried = Tried
puzzle-web-streak = Streak
puzzle-web-best = Best streak
puzzle-web-empty = No one has answered a puzzle in this server yet.
puzzle-web-link = Puzzle board
