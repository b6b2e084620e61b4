### Challenges (/challenge), practice against the bot (/practice), a rematch, your matches
### (/games), resigning (/resign) and a match's thread. Ids, names, games, mentions and
### Discord timestamps ($expires, $deadline) are passed as they are.

## The challenge post and its buttons (the server's language).
challenge-accept = Accept
challenge-decline = Decline
challenge-cancel = Cancel
challenge-anyone = anyone here
challenge-terms-target = first to { $target }
challenge-terms-untimed = untimed
challenge-terms-clock = { $seconds } s per turn, { $strikes } missed turns forfeit
challenge-post-emphasis = Challenge #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } challenges { $opponent } to { $game } ({ $terms }).
    { $opponent }, do you accept? This challenge expires { $expires }.
challenge-post-open-emphasis = Open challenge #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } challenges anyone here to { $game } ({ $terms }).
    The first to accept plays. This challenge expires { $expires }.
challenge-accepted-emphasis = Match #{ $match }
challenge-accepted = ✅ Challenge #{ $id }: { $opponent } accepted { $challenger }'s challenge to { $game } — this is { $emphasis }.
challenge-accepted-thread-emphasis = Match #{ $match }
challenge-accepted-thread = ✅ Challenge #{ $id }: { $opponent } accepted { $challenger }'s challenge to { $game } — this is { $emphasis }. It is played in its thread, opened from this message.
challenge-accepted-no-thread-emphasis = Match #{ $match }
challenge-accepted-no-thread = ✅ Challenge #{ $id }: { $opponent } accepted { $challenger }'s challenge to { $game } — this is { $emphasis }. It is played in this channel: its thread could not be opened.
# $challenged: a mention, or challenge-anyone.
challenge-declined = ❌ Challenge #{ $id }: { $player } declined { $challenger }'s challenge to { $game }.
challenge-withdrawn = 🚫 Challenge #{ $id }: { $challenger } withdrew the challenge to { $challenged } ({ $game }).
challenge-expired = ⌛ Challenge #{ $id } from { $challenger } to { $challenged } ({ $game }) expired unanswered.

## A match against the bot (the server's language; the thread note the player's).
practice-line = 🤖 { $match } — { $player } plays { $game } against { $bot } ({ $level ->
        [easy] easy
        [random] random
       *[strong] strong
    } level). Practice: not rated. The toss follows.
practice-in-thread = It is played in its thread, opening now.

## /games and /resign (the reader's language).
games-none = You have no active matches. Start one with { $command }.
games-head = Your active matches ({ $count }):
# $clock: games-list-clock or nothing; $link: " — <the table's link>" or nothing.
games-line = • Match #{ $id } · { $game } vs { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = your move
games-their-move = { $player }'s move
games-over = over
games-list-clock = , clock runs out { $deadline }
resign-no-such-match = You have no active match #{ $id }. { $games } lists yours.
resign-none = You have no active matches to resign.
resign-confirm = Resign Match #{ $id } ({ $game })? Your opponent wins at once.
resign-which = You play several matches: which one do you resign? (or use { $usage })
# The placeholder in "/resign match:<number>".
resign-number = number
resign-button = Resign Match #{ $id }
resign-cancel = Cancel

## A match's thread (the server's language). A thread's name cannot mention anyone: the
## players are named by their names ($a, $b), at most 100 characters in all.
thread-bot = the bot
thread-someone = a player
thread-players = { $a } vs { $b }
# $label: " · Tournament #3 · round 2" in a tournament, else nothing.
thread-name = Match #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } vs { $b }: played in its thread.
thread-starter-failed = { $match } · { $game } · { $a } vs { $b }: played in this channel: its thread could not be opened.
thread-starter-dm = 🧵 { $match } · { $game } · { $a } (EC) vs { $b } (DMO), hosted by { $host }: played in its thread.
thread-starter-dm-failed = { $match } · { $game } · { $a } (EC) vs { $b } (DMO), hosted by { $host }: played in this channel: its thread could not be opened.
thread-result =
    { $result }
    🧵 The match: <#{ $thread }>
