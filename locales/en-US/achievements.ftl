### Achievements: their names and what earns each, the line of a result post that names
### the ones a match earned, /achievements, the line of /stats, the web player page's
### section and the /settings switch. Players read them in the server's language (the
### result post) or their own (the rest).

## Each achievement: its name, and what earns it.
achievement-first-win = First win
achievement-first-win-how = Win a rated match.
achievement-played-10 = Regular
achievement-played-10-how = Play 10 rated matches.
achievement-played-100 = Veteran
achievement-played-100-how = Play 100 rated matches.
achievement-streak-3 = Hat trick
achievement-streak-3-how = Win 3 rated matches in a row.
achievement-streak-5 = On fire
achievement-streak-5-how = Win 5 rated matches in a row.
achievement-streak-10 = Unstoppable
achievement-streak-10-how = Win 10 rated matches in a row.
achievement-all-games = All-rounder
achievement-all-games-how = Play a rated match of every game.
achievement-rating-1700 = Expert
achievement-rating-1700-how = Reach a rating of 1700 in a game.
achievement-rating-1900 = Master
achievement-rating-1900-how = Reach a rating of 1900 in a game.
achievement-strong-bot = Bot beater
achievement-strong-bot-how = Beat the bot at its strongest level.
achievement-death-match = Survivor
achievement-death-match-how = Win a Death Match.
achievement-season-top-3 = On the podium
achievement-season-top-3-how = Finish a season in the top 3 of a game's board.
achievement-clash-shutout = Clean sheet
achievement-clash-shutout-how = Win a Clash match without your opponent scoring a point.
achievement-tile-straight-flush = Straight flush
achievement-tile-straight-flush-how = Score a straight flush line in Tile Poker.
achievement-clubbed-empty-store = Empty store
achievement-clubbed-empty-store-how = Win a Clubbed match with nothing in your store.
achievement-shape-shutout = Every deal
achievement-shape-shutout-how = Win a Shape Clash match without your opponent winning a deal.
achievement-duel-shutout = Flawless duel
achievement-duel-shutout-how = Win a Duel without your opponent winning a clash.

## The result post: one line naming what the match earned, per player.
# $earned: each player with their new achievements, e.g. "@ann: First win, Hat trick".
achievements-earned = 🏅 New achievements: { $earned }

## /achievements [member]
# $player: a mention; $count: how many they have; $total: how many there are.
achievements-title-emphasis = Achievements of { $player }
achievements-title = 🏅 { $emphasis }: { $count } of { $total }
achievements-none-yours = You have no achievements on this server yet. Win a rated match to earn your first.
achievements-none = { $player } has no achievements on this server yet.
# $name, $how: the achievement; $percent: the share of this server's players who have it.
achievements-entry = { $name }: { $how } ({ $percent }% of players)
# $match: the match that earned it; $when: a Discord relative timestamp.
achievements-by-match = earned in Match #{ $match } { $when }
# $season: the season's number.
achievements-by-season = earned at the end of season { $season } { $when }

## /stats
# $name: the rarest achievement the player has; $percent: its share of players.
stats-achievements = Achievements: { $count } of { $total }, the rarest { $name } ({ $percent }% of players)

## The web player page.
web-achievements = Achievements
web-achievements-none = No achievements yet.
web-achievements-rarity = { $percent }% of players
web-achievements-match = Match #{ $match }

## /settings: whether result posts name the achievements a match earned.
settings-key-announce_achievements = Achievements in result posts
settings-achievements-on = named
settings-achievements-off = not named
settings-achievements-button = Achievements in results: { $state }
settings-achievements-turned-on = Result posts now name the achievements a match earns.
settings-achievements-turned-off = Result posts no longer name achievements (they still show in /achievements).

## The command.
cmd-achievements = achievements
cmd-achievements-description = A player's achievements on this server, with how rare each is (yours if no one is named).
cmd-achievements-member = member
cmd-achievements-member-description = Whose achievements (yours if left out)
