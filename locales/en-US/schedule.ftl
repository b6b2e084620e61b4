### Scheduled events (/deathmatch schedule): the announcement, its posts, the host's and
### players' replies and refusals. Times are Discord timestamps ($full, $relative), shown
### to each reader in their own zone; ids, names and mentions are passed as they are.

## The announcement (the channel's language), kept current as the event moves.
schedule-title-emphasis = Scheduled Death Match #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Scheduled tournament #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Organiser { $host } · everyone signed up checks in before the start; whoever does not is dropped.
schedule-event = Event: { $event }
schedule-players = { $ec } (EC) vs { $dmo } (DMO) · host { $host }
schedule-when = Starts { $full } ({ $relative })
schedule-checkin-later = Check-in opens { $opens } ({ $window } before the start).
schedule-checkin-open = ✋ Check-in is open: players, press { $button } before the start.
schedule-checkin-none = No check-in: it starts at its time.
schedule-checked = Checked in: { $names }
schedule-checked-nobody = Checked in: nobody yet
schedule-grace = ⏳ Waiting for { $missing }: they forfeit { $deadline } unless they check in.
schedule-started = ▶️ Started: Match #{ $match }.
schedule-started-tournament = ▶️ Started: { $count ->
    [0] its first round is being paired.
    [1] round 1 is Match { $matches }.
   *[other] round 1 is Matches { $matches }.
}
schedule-forfeited = 🏳️ { $missing } did not check in: Match #{ $match } went to the other player.
schedule-lapsed = Neither player checked in: the host may reschedule or cancel it.
schedule-cancelled = ❌ Cancelled: { $reason }
schedule-cancelled-bare = ❌ Cancelled: its tournament was called off.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } was turned off on this server before it could start.
schedule-refused-terms = its terms no longer hold on this server.
schedule-refused-too-few = only { $checked } of { $due } checked in, and a tournament needs at least { $min }.
schedule-button-checkin = Check in
schedule-button-event = Discord event

## Posts in the channel (the channel's language).
schedule-post-reminder = ⏰ { $players }: { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } ({ $game }) starts { $relative }, { $full }.
schedule-post-checkin-open = ✋ { $players }: check-in for { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } is open. Press { $button } on its announcement before { $full }.
schedule-post-checked-in = ✅ { $player } checked in for { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id }.
schedule-post-waiting = ⏳ { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } is due, but { $missing } has not checked in: the grace runs until { $deadline }.
schedule-post-started = ▶️ { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } starts now: { $players }.
schedule-post-forfeited = 🏳️ { $missing } did not check in: Scheduled Death Match #{ $id } is forfeited.
schedule-post-lapsed = { $host }: neither player checked in for Scheduled Death Match #{ $id }. Reschedule it with { $reschedule } or cancel it.
schedule-post-rescheduled = 📅 { $players }: { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } moved to { $full } ({ $relative }).
schedule-post-cancelled = ❌ { $players }: { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } is cancelled: { $reason }
schedule-forfeit-reason = { $missing } did not check in for Scheduled Death Match #{ $id }

## The Discord event (its name at most 100 characters).
schedule-event-name = Death Match: { $ec } vs { $dmo }
schedule-event-name-tournament = Tournament: { $name }
schedule-event-description = { $kind ->
        [tournament] { $game } tournament (Scheduled tournament #{ $id }). Players sign up and check in on the bot's announcements before the start.
       *[other] { $game } Death Match (Scheduled Death Match #{ $id }). Players check in on the bot's announcement before the start.
    }

## Replies to the host and players (their own language).
schedule-reply-scheduled = 📅 { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id }: { $full } ({ $relative }). Its announcement is being posted.
schedule-reply-gap = Note: { $asked } does not exist in { $zone } (the clocks jump forward that night), so it is set for { $full }.
schedule-reply-overlap = Note: { $asked } happens twice in { $zone } (the clocks fall back that night); the first one was taken: { $full }.
schedule-reply-no-events-emphasis = Manage Events
schedule-reply-no-events = I cannot create Discord events in this server, so scheduled events have none. To have them, give my role { $emphasis } (Server Settings → Roles). Everything else works without it.
schedule-reply-rescheduled = 📅 { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } moved to { $full } ({ $relative }).
schedule-reply-cancelled = ❌ { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } is cancelled.
schedule-reply-started = ▶️ Scheduled Death Match #{ $id } started as Match #{ $match }.
schedule-reply-started-tournament = ▶️ Scheduled tournament #{ $id } has started: its first round is being paired.
schedule-reply-checked-in = ✅ You are checked in for { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id }, starting { $relative }.
schedule-reply-checked-in-start = ✅ You are checked in: everyone is here, and it starts now.

## Refusals (the reader's language): each says what to do instead.
schedule-error-no-such = There is no scheduled event #{ $id } on this server.
schedule-error-not-host = Only the host of { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } can change it. Nothing was changed.
schedule-error-not-open = { $kind ->
        [tournament] Scheduled tournament
       *[other] Scheduled Death Match
    } #{ $id } has already started or been cancelled. Nothing was changed.
schedule-error-bad-reason = Give a reason of 1 to { $max } characters: it is posted with the cancellation.
schedule-error-bots = Bots cannot play a Death Match: pick two people.
schedule-error-server-zone = This server's time zone setting is not valid any more: an admin can set it again in /settings.
when-error-empty = Give a time: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` or a Discord timestamp.
when-error-unreadable = I cannot read `{ $text }` as a time. Try `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` or a Discord timestamp.
when-error-unknown-zone = `{ $zone }` is not a time zone I know: use a name like `Europe/Berlin`, `UTC`, or an offset like `+02:00`.
when-error-bad-date = `{ $date }` is not a date: write it as `YYYY-MM-DD`.
when-error-past = That time is in the past. Type one still to come: `in 2h30m`, `tomorrow 18:00`, or a time of day alone such as `20:00` (the next one).
when-error-too-far = That is more than a year ahead: the latest is { $latest }. Type a time before then, as `YYYY-MM-DD HH:MM` or `in 30d`.
when-error-bad-duration = `{ $text }` is not a duration: write it like `5m`, `1h30m` or `2d`.
when-error-duration-too-long = A duration may be at most a week.
checkin-error-not-player = Only the players of this scheduled event check in.
checkin-error-already = You are already checked in.
checkin-error-not-open = Check-in opens { $opens }.
checkin-error-no-checkin = This event has no check-in: just be there at its start.
checkin-error-over = Check-in is over: the event has started or been cancelled.

## The host's list (/deathmatch list), in the host's language.
schedule-list-title = Scheduled Death Matches
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } vs { $dmo } · { $state }
schedule-state-upcoming = scheduled
schedule-state-checkin = check-in open, { $checked } of { $due } in
schedule-state-grace = waiting for { $missing }
schedule-state-started = started as Match #{ $match }
schedule-state-lapsed = lapsed: nobody came
schedule-state-cancelled = cancelled
