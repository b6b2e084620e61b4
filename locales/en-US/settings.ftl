### /settings: the private panel of a server's admins, its selects, buttons and forms, and
### what a change answers. Read by the admin alone, in their own language.

# This language's own name, as it is listed to everyone (not translated: each locale
# gives its own).
settings-language-name = English
settings-language-server = Discord server language
settings-language-button = Language: { $language }
settings-language-title = The language of this server's posts
settings-language-explain = Tables, results, boards and season news are posted in it. What one member alone sees (panels, private answers) stays in that member's own Discord language.
settings-language-placeholder = The language of this server's posts
settings-language-set = This server's posts are now in { $language }.
settings-language-follows = This server's posts follow its Discord language again.
settings-language-unknown = that is not a language the bot speaks

## The panel: a line a setting, each the server's own or the bot's default.
settings-panel-head-emphasis = This server's settings
settings-panel-head = ⚙️ { $emphasis } (each says whether it is this server's own or the bot's default)
settings-line-own = • { $setting }: { $value } — this server
settings-line-default = • { $setting }: { $value } — default
# $when: a Discord relative timestamp.
settings-last-change = Last change: { $setting } by { $user } { $when }
# $reason: why the thread could not be opened (as recorded); $channel: a channel mention.
settings-thread-failure = ⚠️ The thread of Match #{ $match } { $reason }: the match was played in { $channel }.
settings-thread-loss = { $code ->
    [no-permission] could not be opened: the bot may not create public threads in { $channel }
    [not-opened] could not be opened
    [deleted] was deleted during the match
    [locked] was locked during the match
    [closed] became closed to the bot during the match
   *[unknown] could not be used
}

## What the panel calls each setting.
settings-key-host_roles = Death Match host roles
settings-key-results_channel = Death Match results channel
settings-key-puzzle_channel = Daily puzzles channel
settings-key-turn_seconds = Default turn clock
settings-key-max_strikes = Missed turns that forfeit
settings-key-challenge_expiry_seconds = Challenge expiry
settings-key-game_channels = Channels for games
settings-key-games = Games enabled
settings-key-threads = Match threads
settings-key-min_games = Leaderboard minimum games
settings-key-web_pages = Web pages
settings-key-time_zone = Time zone
settings-key-reminders = Event reminders
settings-key-checkin_seconds = Check-in window
settings-key-language = Language

## A setting's value, in words.
settings-value-hosts-default = members with Manage Server
settings-value-role-missing = role { $role } (missing: deleted?)
settings-value-channel-missing = channel { $channel } (missing: deleted?)
settings-value-no-results-channel = none: results stay in the match's channel
settings-value-no-puzzle-channel = none: the daily puzzles are not posted
settings-value-untimed = untimed
settings-value-never = never
settings-value-any-channel = any channel
settings-value-every-game = every game
settings-value-min-games = { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
settings-value-pages-off = off: this server has no pages
settings-value-pages-on = on: <{ $url }>
settings-value-pages-no-address = on (the bot's operator has set no public address yet)
settings-value-zone = { $zone } (times typed without a zone)
settings-value-none = none
# $reminders: durations such as "24h, 1h".
settings-value-reminders = { $reminders } before a scheduled event
settings-value-no-checkin = none: scheduled events start without a check-in
settings-value-checkin = opens { $duration } before the start
settings-threads-off = off: matches are played in their channel
settings-threads-deathmatches = Death Matches only
settings-threads-every = every match

## The controls.
settings-placeholder-hosts = Death Match host roles (none: Manage Server)
settings-placeholder-results = Death Match results channel (none: the match's channel)
settings-placeholder-channels = Channels where games may be started (none: any)
settings-placeholder-games = Games enabled
settings-button-threads-off = Match threads: off
settings-button-threads-deathmatches = Match threads: Death Matches
settings-button-threads-every = Match threads: every match
settings-button-numbers = Clock, turns, expiry, board…
settings-button-pages-on = Web pages: on
settings-button-pages-off = Web pages: off
settings-button-events = Time zone, reminders, check-in…

## The form of numbers (a title and labels within 45 characters).
settings-numbers-title = Clock, turns, expiry, board
settings-numbers-turn = Turn clock in seconds (0: untimed)
settings-numbers-strikes = Missed turns that forfeit (0: never)
settings-numbers-expiry = Challenge expiry in seconds
settings-numbers-games = Leaderboard: rated games to appear
settings-numbers-placeholder = blank: the bot's default
# $text: what was typed, quoted.
settings-numbers-not-a-number = { $field }: { $text } is not a whole number

## The form of scheduled events (a title and labels within 45 characters).
settings-events-title = Scheduled events
settings-events-zone = Time zone (blank: UTC)
settings-events-reminders = Reminders before the start (blank: default)
# Typed as it is: "none" and "0" both mean no reminder.
settings-events-reminders-placeholder = 24h, 1h, 10m (none: 0)
settings-events-checkin = Check-in window (0: none; blank: 15m)

## What a change answers.
settings-not-admin = Only members with the Manage Server permission can change this server's settings. Nothing was changed.
# $why: the reason, already capitalised and ended with a full stop.
settings-refused = ⚠️ { $why } Nothing was changed.
settings-hosts-default = Death Match hosts are members with Manage Server again.
settings-hosts = Death Match hosts: { $roles }.
settings-results-channel = Death Match results also go to { $channel }.
settings-results-none = Death Match results stay in their match's channel.
settings-channels-any = Games may be started in any channel.
settings-channels = Games may be started in { $channels } only.
settings-games = Games enabled: { $games }.
settings-threads = Match threads: { $threads }.
settings-pages-off-notice = Web pages are off: this server's addresses answer as an unknown server's.
settings-pages-on-notice = Web pages are on: <{ $url }>
settings-pages-no-address-notice = Web pages are on; they appear once the bot's operator sets its public address ([web] public_url).
settings-nothing = Nothing to change.
settings-changed = Changed: { $settings }.
# A refused field of a form: the setting, then why.
settings-field-refused = { $setting }: { $why }

## Why a value was refused (each then capitalised and ended with a full stop).
settings-not-a-role = that is not a role of this server
settings-not-a-channel = that is not a channel of this server
settings-not-a-game = that is not one of the games
settings-not-text-channel = that is not a text channel of this server ({ $channel })
settings-cannot-see = the bot cannot see { $channel }
# $permissions: Discord's names of the permissions, as Discord gives them.
settings-cannot-play = the bot cannot play in { $channel }: it lacks { $permissions } there
settings-too-many-roles = at most { $max } roles
settings-roles-unknown = this server's roles are not known yet: try again in a moment
settings-role-not-ours = { $role } is not a role of this server
settings-went-wrong = something went wrong on our side
settings-placeholder-puzzles = Daily puzzles channel (none: no daily post)
settings-puzzle-channel = The daily puzzles are posted in { $channel } at this server's midnight.
settings-puzzle-none = The daily puzzles are no longer posted.
