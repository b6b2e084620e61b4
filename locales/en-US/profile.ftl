### The profile card: the picture /profile posts and the web player page's link preview
### shows (drawn in the server's language), its words for those who do not see it (the
### attachment's description), and /profile's own message.

## The card's columns.
profile-col-game = Game
profile-col-rating = Rating
profile-col-trend = Last matches
profile-col-rank = Rank
profile-col-record = W-L-D
profile-col-streak = Streak

## A game's line and the card's header.
profile-rank = #{ $rank } of { $players }
profile-unranked = unranked
profile-streak-won = { $count } won
profile-streak-lost = { $count } lost
profile-streak-none = none
profile-streak-best = best { $best }
profile-summary = { $matches ->
    [one] 1 rated match
   *[other] { $matches } rated matches
} · { $record } · best streak { $best }
profile-no-matches = No matches yet
profile-no-matches-hint = Finish a rated match ({ $challenge }) to get a rating.
profile-achievements = Rarest achievements
profile-achievements-none = No achievements yet
profile-rarity = { $percent }%
profile-puzzle-streak = Puzzle streak: { $days ->
    [one] 1 day
   *[other] { $days } days
}

## The card in words (the picture's description).
profile-alt = Profile card of { $name }.
profile-alt-none = No rated matches yet.
profile-alt-provisional = { $rating } (provisional)
profile-alt-game = { $game }: rating { $rating } ± { $deviation }, { $change } over the last { $count ->
    [one] match
   *[other] { $count } matches
}, { $rank }, W-L-D { $record }, streak { $streak }.
profile-alt-achievements = Rarest achievements: { $list }.
profile-alt-puzzle = Puzzle streak: { $days ->
    [one] 1 day
   *[other] { $days } days
}.

## /profile.
profile-post = { $player }'s profile card
profile-web = Web profile

cmd-profile = profile
cmd-profile-description = A player's profile card, posted as a picture (yours if no one is named).
cmd-profile-member = member
cmd-profile-member-description = Whose profile (yours if left out)
