//! Scheduled events in words (locales/*/schedule.ftl): the announcement (kept current), the
//! posts a change owes its channel, the Discord event's name and description, the host's
//! list and every refusal. Pure: drawn from the [`Schedule`] and a language; no card, no
//! state of a match beyond its number.

use super::Screen;
use crate::discord::ids::Id;
use crate::discord::text::{bold, emphasised, mention};
use crate::model::schedules::{
    CheckInRefusal, Plan, Schedule, ScheduleError, Stage, StartRefused, Status,
};
use crate::model::when::{discord_full, discord_relative, duration_text, Shift, WhenError};
use crate::service::ScheduleWhat;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// The most players the announcement names as checked in (more are counted).
const MAX_NAMED: usize = 20;

fn mentions(users: &[u64]) -> String {
    users
        .iter()
        .map(|&p| mention(p))
        .collect::<Vec<_>>()
        .join(", ")
}

fn game(s: &Schedule) -> &'static str {
    s.game().title()
}

/// The address of a Discord event.
pub fn event_url(guild: u64, event: u64) -> String {
    format!("https://discord.com/events/{guild}/{event}")
}

/// The public message of a scheduled event: what, who, when, the check-in's state and
/// who checked in, or how it ended; a Check in button while check-in is open, and a link
/// to its Discord event when it has one.
pub fn announcement(lang: Lang, s: &Schedule, event: Option<String>) -> Screen {
    let mut lines = head_lines(lang, s);
    let (full, relative) = (discord_full(s.starts_at), discord_relative(s.starts_at));
    lines.push(text(
        lang,
        "schedule-when",
        &Args::new().str("full", &full).str("relative", &relative),
    ));
    lines.extend(state_lines(lang, s));
    let mut screen = Screen::new(lines.join("\n"), announcement_rows(lang, s, event));
    // Edits must not ping again; the first post does (the players are named in it).
    screen.silent = s.message_id.is_some();
    screen
}

/// The title, and who plays and hosts.
fn head_lines(lang: Lang, s: &Schedule) -> Vec<String> {
    let id = s.id.to_string();
    let host = mention(s.host);
    match &s.plan {
        Plan::Tournament { name, .. } => {
            let title = Args::new()
                .str("id", &id)
                .str("name", name)
                .str("game", game(s));
            vec![
                emphasised(lang, "schedule-title-tournament", title),
                text(
                    lang,
                    "schedule-tournament-players",
                    &Args::new().str("host", &host),
                ),
            ]
        }
        Plan::DeathMatch(plan) => {
            let title = Args::new().str("id", &id).str("game", game(s));
            let mut lines = vec![emphasised(lang, "schedule-title", title)];
            if let Some(event) = &plan.event {
                let event = bold(event);
                lines.push(text(
                    lang,
                    "schedule-event",
                    &Args::new().str("event", &event),
                ));
            }
            let (ec, dmo) = (mention(plan.ec), mention(plan.dmo));
            let players = Args::new()
                .str("ec", &ec)
                .str("dmo", &dmo)
                .str("host", &host);
            lines.push(text(lang, "schedule-players", &players));
            lines
        }
    }
}

/// Check in while check-in is open; the Discord event's link when it has one.
fn announcement_rows(lang: Lang, s: &Schedule, event: Option<String>) -> Vec<CreateActionRow> {
    let checkin_open = s.status == Status::Scheduled
        && s.terms.checkin_secs > 0
        && matches!(s.stage, Stage::CheckIn | Stage::Grace);
    let mut buttons = Vec::new();
    if checkin_open {
        buttons.push(
            CreateButton::new(Id::CheckIn { s: s.id }.encode())
                .label(text(lang, "schedule-button-checkin", &Args::new()))
                .style(ButtonStyle::Success),
        );
    }
    if let Some(url) = event {
        let label = text(lang, "schedule-button-event", &Args::new());
        buttons.push(crate::discord::web_link(&label, url));
    }
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    }
}

/// The lines under the time: the check-in while it is to come or open, else the end.
fn state_lines(lang: Lang, s: &Schedule) -> Vec<String> {
    match &s.status {
        Status::Scheduled if s.terms.checkin_secs == 0 => {
            vec![text(lang, "schedule-checkin-none", &Args::new())]
        }
        Status::Scheduled => vec![checkin_line(lang, s), checked_line(lang, s)],
        Status::Started {
            match_id: Some(m),
            forfeit: Some(missing),
            ..
        } => {
            let (m, missing) = (m.to_string(), mention(*missing));
            let args = Args::new().str("missing", &missing).str("match", &m);
            vec![text(lang, "schedule-forfeited", &args)]
        }
        Status::Started {
            match_id: Some(m), ..
        } => {
            let m = m.to_string();
            vec![text(
                lang,
                "schedule-started",
                &Args::new().str("match", &m),
            )]
        }
        // A tournament: its first round's matches, when it paired them.
        Status::Started { round_one, .. } => {
            let (count, matches) = (round_one.len() as u32, match_list(round_one));
            let args = Args::new().num("count", count).str("matches", &matches);
            vec![text(lang, "schedule-started-tournament", &args)]
        }
        Status::Lapsed => vec![text(lang, "schedule-lapsed", &Args::new())],
        // Called off with its tournament, whose organiser gave no reason.
        Status::Cancelled { reason } if reason.is_empty() => {
            vec![text(lang, "schedule-cancelled-bare", &Args::new())]
        }
        Status::Cancelled { .. } | Status::Refused { .. } => {
            let reason = cancel_reason(lang, &s.status);
            let args = Args::new().str("reason", &reason);
            vec![text(lang, "schedule-cancelled", &args)]
        }
    }
}

/// The most matches of a first round the announcement names (more are counted).
const MAX_MATCHES_NAMED: usize = 12;

/// `#5, #6, #7`: the matches named, the first [`MAX_MATCHES_NAMED`] of them and `…` after.
fn match_list(matches: &[crate::model::MatchId]) -> String {
    let mut named: Vec<String> = matches
        .iter()
        .take(MAX_MATCHES_NAMED)
        .map(|m| format!("#{m}"))
        .collect();
    if matches.len() > MAX_MATCHES_NAMED {
        named.push("…".to_string());
    }
    named.join(", ")
}

/// Why a schedule was called off, in `lang`: its host's own words, or why its Death Match
/// could not start when due; empty for anything else.
fn cancel_reason(lang: Lang, status: &Status) -> String {
    match status {
        Status::Cancelled { reason } => reason.clone(),
        Status::Refused {
            why: StartRefused::GameOff(game),
        } => text(
            lang,
            "schedule-refused-game-off",
            &Args::new().str("game", game.title()),
        ),
        Status::Refused {
            why: StartRefused::Terms,
        } => text(lang, "schedule-refused-terms", &Args::new()),
        Status::Refused {
            why: StartRefused::TooFew { checked, due, min },
        } => text(
            lang,
            "schedule-refused-too-few",
            &Args::new()
                .num("checked", *checked)
                .num("due", *due)
                .num("min", *min),
        ),
        _ => String::new(),
    }
}

/// When check-in opens, that it is open, or who the grace waits for.
fn checkin_line(lang: Lang, s: &Schedule) -> String {
    match s.stage {
        Stage::Upcoming => {
            let opens = discord_relative(s.checkin_opens_at());
            let window = duration_text(s.terms.checkin_secs);
            let args = Args::new().str("opens", &opens).str("window", &window);
            text(lang, "schedule-checkin-later", &args)
        }
        Stage::CheckIn => {
            let button = bold(plain(lang, "schedule-button-checkin"));
            text(
                lang,
                "schedule-checkin-open",
                &Args::new().str("button", &button),
            )
        }
        Stage::Grace => {
            let missing = mentions(&s.missing());
            let deadline = discord_relative(s.grace_ends_at());
            let args = Args::new()
                .str("missing", &missing)
                .str("deadline", &deadline);
            text(lang, "schedule-grace", &args)
        }
    }
}

/// Who checked in: named, or for a big tournament counted (so that the message stays
/// within Discord's limit).
fn checked_line(lang: Lang, s: &Schedule) -> String {
    let checked: Vec<u64> = s.checked_in.iter().copied().collect();
    if checked.is_empty() {
        text(lang, "schedule-checked-nobody", &Args::new())
    } else if checked.len() > MAX_NAMED {
        let args = Args::new()
            .num("checked", checked.len() as u32)
            .num("due", s.players.len() as u32);
        text(lang, "schedule-state-checkin", &args)
    } else {
        let names = mentions(&checked);
        text(lang, "schedule-checked", &Args::new().str("names", &names))
    }
}

/// What `what`, a change of schedule `s`, says in its channel, in `lang`, as the messages
/// that carry it: one, unless mentioning every player (a big tournament's) would pass
/// Discord's 2,000 characters; then the first names as many as fit and follow-ups mention
/// the rest. Worded at delivery, from the schedule as it is then.
pub fn said(lang: Lang, s: &Schedule, what: &ScheduleWhat) -> Vec<String> {
    fitted(|everyone| words(lang, s, what, everyone), &s.players)
}

use crate::discord::limits::CONTENT;

/// `render` with every one of `players` mentioned, or, when that is too long, with as many
/// as fit, then the rest as mentions alone in posts within [`CONTENT`].
fn fitted(render: impl Fn(&str) -> String, players: &[u64]) -> Vec<String> {
    let mentioned = |users: &[u64]| {
        users
            .iter()
            .map(|&p| mention(p))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut named = players.len();
    let mut first = render(&mentioned(players));
    while first.chars().count() > CONTENT && named > 0 {
        named -= 1;
        first = render(&mentioned(&players[..named]));
    }
    let mut posts = vec![first];
    let mut follow = String::new();
    for &p in &players[named..] {
        let m = mention(p);
        if !follow.is_empty() && follow.chars().count() + 1 + m.chars().count() > CONTENT {
            posts.push(std::mem::take(&mut follow));
        }
        if !follow.is_empty() {
            follow.push(' ');
        }
        follow += &m;
    }
    if !follow.is_empty() {
        posts.push(follow);
    }
    posts
}

/// What a schedule's change says, mentioning `everyone` (its players, or some of them).
fn words(lang: Lang, s: &Schedule, what: &ScheduleWhat, everyone: &str) -> String {
    let id = s.id.to_string();
    let (full, relative) = (discord_full(s.starts_at), discord_relative(s.starts_at));
    let base = || {
        Args::new()
            .str("id", &id)
            .str("players", everyone)
            .str("full", &full)
            .str("relative", &relative)
            .str("game", game(s))
            .str("kind", s.kind())
    };
    match what {
        ScheduleWhat::Reminder { .. } => text(lang, "schedule-post-reminder", &base()),
        ScheduleWhat::CheckInOpen => {
            let button = bold(plain(lang, "schedule-button-checkin"));
            text(
                lang,
                "schedule-post-checkin-open",
                &base().str("button", &button),
            )
        }
        ScheduleWhat::CheckedIn(user) => {
            let player = mention(*user);
            text(
                lang,
                "schedule-post-checked-in",
                &base().str("player", &player),
            )
        }
        ScheduleWhat::Waiting { missing } => {
            let missing = mentions(missing);
            let deadline = discord_relative(s.grace_ends_at());
            text(
                lang,
                "schedule-post-waiting",
                &base().str("missing", &missing).str("deadline", &deadline),
            )
        }
        ScheduleWhat::Started => text(lang, "schedule-post-started", &base()),
        ScheduleWhat::Forfeited { missing } => {
            let missing = mention(*missing);
            text(
                lang,
                "schedule-post-forfeited",
                &base().str("missing", &missing),
            )
        }
        ScheduleWhat::Lapsed => {
            let host = mention(s.host);
            let reschedule = crate::discord::lang::command(lang, "deathmatch reschedule");
            let args = base().str("host", &host).str("reschedule", &reschedule);
            text(lang, "schedule-post-lapsed", &args)
        }
        ScheduleWhat::Rescheduled { .. } => text(lang, "schedule-post-rescheduled", &base()),
        ScheduleWhat::Cancelled => {
            let reason = cancel_reason(lang, &s.status);
            text(
                lang,
                "schedule-post-cancelled",
                &base().str("reason", &reason),
            )
        }
    }
}

/// The Discord event's name (≤ 100 characters) and description (≤ 1,000).
pub fn event_words(lang: Lang, s: &Schedule, ec: &str, dmo: &str) -> (String, String) {
    let id = s.id.to_string();
    let name = match &s.plan {
        Plan::Tournament { name, .. } => text(
            lang,
            "schedule-event-name-tournament",
            &Args::new().str("name", name),
        ),
        Plan::DeathMatch(_) => text(
            lang,
            "schedule-event-name",
            &Args::new().str("ec", ec).str("dmo", dmo),
        ),
    };
    let description = text(
        lang,
        "schedule-event-description",
        &Args::new()
            .str("id", &id)
            .str("game", game(s))
            .str("kind", s.kind()),
    );
    (
        crate::discord::text::clip(&name, 100),
        crate::discord::text::clip(&description, 1000),
    )
}

/// The host's list: every scheduled Death Match of the server from a day ago on.
pub fn list(lang: Lang, schedules: &[Schedule]) -> Option<String> {
    if schedules.is_empty() {
        return None;
    }
    let mut lines = vec![bold(plain(lang, "schedule-list-title"))];
    for s in schedules {
        let Some(plan) = s.deathmatch() else {
            continue;
        };
        let id = s.id.to_string();
        let (full, relative) = (discord_full(s.starts_at), discord_relative(s.starts_at));
        let (ec, dmo) = (mention(plan.ec), mention(plan.dmo));
        let state = state_word(lang, s);
        lines.push(text(
            lang,
            "schedule-list-line",
            &Args::new()
                .str("id", &id)
                .str("full", &full)
                .str("relative", &relative)
                .str("game", plan.game.title())
                .str("ec", &ec)
                .str("dmo", &dmo)
                .str("state", &state),
        ));
    }
    Some(lines.join("\n"))
}

fn state_word(lang: Lang, s: &Schedule) -> String {
    match &s.status {
        Status::Scheduled => match s.stage {
            Stage::Upcoming => text(lang, "schedule-state-upcoming", &Args::new()),
            Stage::CheckIn => text(
                lang,
                "schedule-state-checkin",
                &Args::new()
                    .num("checked", s.checked_in.len() as u32)
                    .num("due", s.players.len() as u32),
            ),
            Stage::Grace => {
                let missing = mentions(&s.missing());
                text(
                    lang,
                    "schedule-state-grace",
                    &Args::new().str("missing", &missing),
                )
            }
        },
        Status::Started { match_id, .. } => {
            let m = match_id.map(|m| m.to_string()).unwrap_or_default();
            text(
                lang,
                "schedule-state-started",
                &Args::new().str("match", &m),
            )
        }
        Status::Lapsed => text(lang, "schedule-state-lapsed", &Args::new()),
        Status::Cancelled { .. } | Status::Refused { .. } => {
            text(lang, "schedule-state-cancelled", &Args::new())
        }
    }
}

/// The host's reply to a schedule made or moved, with the DST note when one applied.
pub fn scheduled_reply(lang: Lang, key: &str, s: &Schedule, shift: Option<&Shift>) -> String {
    let id = s.id.to_string();
    let (full, relative) = (discord_full(s.starts_at), discord_relative(s.starts_at));
    let mut reply = text(
        lang,
        key,
        &Args::new()
            .str("id", &id)
            .str("full", &full)
            .str("relative", &relative)
            .str("kind", s.kind()),
    );
    if let Some(shift) = shift {
        let (key, asked, zone) = match shift {
            Shift::Gap { asked, zone } => ("schedule-reply-gap", asked, zone),
            Shift::Overlap { asked, zone } => ("schedule-reply-overlap", asked, zone),
        };
        reply += "\n";
        reply += &text(
            lang,
            key,
            &Args::new()
                .str("asked", asked)
                .str("zone", zone)
                .str("full", &full),
        );
    }
    reply
}

/// A schedule command or check-in refused, in the reader's words.
pub fn refusal(lang: Lang, error: &ScheduleError) -> String {
    let id = |id: i64| id.to_string();
    match error {
        ScheduleError::NoSuch(s) => text(
            lang,
            "schedule-error-no-such",
            &Args::new().str("id", &id(*s)),
        ),
        ScheduleError::NotTheHost(s) => text(
            lang,
            "schedule-error-not-host",
            &Args::new().str("id", &id(*s)),
        ),
        ScheduleError::NotOpen(s) => text(
            lang,
            "schedule-error-not-open",
            &Args::new().str("id", &id(*s)),
        ),
        ScheduleError::BadReason => text(
            lang,
            "schedule-error-bad-reason",
            &Args::new().num("max", crate::model::schedules::MAX_CANCEL_REASON as u32),
        ),
        ScheduleError::ServerZone => text(lang, "schedule-error-server-zone", &Args::new()),
        ScheduleError::When(e) => when_refusal(lang, e),
        ScheduleError::CheckIn(refusal) => checkin_refusal(lang, refusal),
    }
}

/// A typed time or duration refused, in the reader's words.
pub fn when_refusal(lang: Lang, error: &WhenError) -> String {
    match error {
        WhenError::Empty => text(lang, "when-error-empty", &Args::new()),
        WhenError::Unreadable(t) => {
            text(lang, "when-error-unreadable", &Args::new().str("text", t))
        }
        WhenError::UnknownZone(z) => {
            text(lang, "when-error-unknown-zone", &Args::new().str("zone", z))
        }
        WhenError::BadDate(d) => text(lang, "when-error-bad-date", &Args::new().str("date", d)),
        WhenError::InThePast => text(lang, "when-error-past", &Args::new()),
        WhenError::TooFar { latest_ms } => {
            let latest = discord_full(*latest_ms);
            text(
                lang,
                "when-error-too-far",
                &Args::new().str("latest", &latest),
            )
        }
        WhenError::BadDuration(t) => {
            text(lang, "when-error-bad-duration", &Args::new().str("text", t))
        }
        WhenError::DurationTooLong => text(lang, "when-error-duration-too-long", &Args::new()),
    }
}

fn checkin_refusal(lang: Lang, refusal: &CheckInRefusal) -> String {
    match refusal {
        CheckInRefusal::NotAPlayer => text(lang, "checkin-error-not-player", &Args::new()),
        CheckInRefusal::Already => text(lang, "checkin-error-already", &Args::new()),
        CheckInRefusal::NotOpen { opens_at } => {
            let opens = discord_relative(*opens_at);
            text(
                lang,
                "checkin-error-not-open",
                &Args::new().str("opens", &opens),
            )
        }
        CheckInRefusal::NoCheckIn => text(lang, "checkin-error-no-checkin", &Args::new()),
        CheckInRefusal::Over => text(lang, "checkin-error-over", &Args::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::schedules::{DmPlan, Mirror, Terms, DEFAULT_REMINDERS};
    use crate::model::Place;
    use crate::rules::GameKind;
    use std::collections::BTreeSet;

    /// 19-digit ids everywhere, the longest names, a 256-player tournament all checked in.
    fn long_schedules() -> Vec<Schedule> {
        let id = 9_223_372_036_854_775_807_i64;
        let user = |i: u64| 1_576_103_674_592_100_000 + i;
        let base = Schedule {
            id,
            place: Place {
                guild: user(900),
                channel: user(901),
            },
            host: user(902),
            plan: Plan::DeathMatch(DmPlan {
                event: Some("E".repeat(crate::model::deathmatch::MAX_EVENT_LEN)),
                ..DmPlan::new(GameKind::ShapeClash, user(1), user(2))
            }),
            starts_at: 1_800_000_000_000,
            terms: Terms {
                reminders: DEFAULT_REMINDERS.to_vec(),
                checkin_secs: 900,
                grace_secs: 300,
            },
            players: vec![user(1), user(2)],
            checked_in: BTreeSet::from([user(1)]),
            reminded: BTreeSet::new(),
            stage: Stage::Grace,
            status: Status::Scheduled,
            revision: 3,
            drawn_revision: 2,
            message_id: Some(user(903)),
            mirror: Mirror::Made(user(904)),
            created_at: 1_700_000_000_000,
        };
        let mut tournament = base.clone();
        tournament.plan = Plan::Tournament {
            id,
            name: "T".repeat(crate::model::tournaments::MAX_NAME_LEN),
            game: GameKind::TilePoker,
        };
        tournament.players = (0..256).map(user).collect();
        tournament.checked_in = tournament.players.iter().copied().collect();
        tournament.stage = Stage::CheckIn;
        let mut cancelled = base.clone();
        cancelled.status = Status::Cancelled {
            reason: "R".repeat(crate::model::schedules::MAX_CANCEL_REASON),
        };
        vec![base, tournament, cancelled]
    }

    #[test]
    fn every_schedule_text_in_every_language_keeps_within_discords_limits() {
        let long_name = "N".repeat(32);
        for lang in Lang::all() {
            for s in long_schedules() {
                let screen = announcement(lang, &s, Some(event_url(s.place.guild, 1)));
                assert!(
                    screen.text.chars().count() <= 2000,
                    "{}: {}",
                    lang.tag(),
                    screen.text
                );
                let (name, description) = event_words(lang, &s, &long_name, &long_name);
                assert!(name.chars().count() <= 100 && description.chars().count() <= 1000);
                for what in [
                    ScheduleWhat::Reminder { before: 600 },
                    ScheduleWhat::CheckInOpen,
                    ScheduleWhat::Started,
                    ScheduleWhat::Cancelled,
                    ScheduleWhat::Waiting {
                        missing: vec![s.host],
                    },
                ] {
                    let posts = said(lang, &s, &what);
                    let mut mentioned = 0;
                    for post in &posts {
                        assert!(post.chars().count() <= 2000, "{}: {what:?}", lang.tag());
                        mentioned += s
                            .players
                            .iter()
                            .filter(|&&p| post.contains(&mention(p)))
                            .count();
                    }
                    // Every player of a reminder is mentioned once; a post that names the
                    // players names them all.
                    let reminder = matches!(what, ScheduleWhat::Reminder { .. });
                    assert!(
                        mentioned == s.players.len() || (!reminder && mentioned == 0),
                        "{}: {what:?} mentions {mentioned} of {}",
                        lang.tag(),
                        s.players.len()
                    );
                }
                let reply = scheduled_reply(lang, "schedule-reply-scheduled", &s, None);
                assert!(reply.chars().count() <= 2000);
            }
            let labels = [
                text(lang, "schedule-button-checkin", &Args::new()),
                text(lang, "schedule-button-event", &Args::new()),
            ];
            assert!(labels.iter().all(|l| (1..=80).contains(&l.chars().count())));
        }
    }

    #[test]
    fn a_tournament_says_tournament_and_a_death_match_says_death_match() {
        let [dm, tournament, _] = <[Schedule; 3]>::try_from(long_schedules()).unwrap();
        let post = |s: &Schedule| {
            said(Lang::ENGLISH, s, &ScheduleWhat::Reminder { before: 600 })[0].clone()
        };
        assert!(post(&dm).contains("Scheduled Death Match #"));
        assert!(post(&tournament).contains("Scheduled tournament #"));
        let big = announcement(Lang::ENGLISH, &tournament, None).text;
        assert!(big.contains("256 of 256 in"), "{big}");
    }

    #[test]
    fn a_death_match_refused_at_its_start_says_why_in_the_servers_language() {
        let [mut s, ..] = <[Schedule; 3]>::try_from(long_schedules()).unwrap();
        let post = |s: &Schedule, lang| said(lang, s, &ScheduleWhat::Cancelled)[0].clone();
        s.status = Status::Refused {
            why: StartRefused::GameOff(GameKind::TilePoker),
        };
        let english = post(&s, Lang::ENGLISH);
        let said = "is cancelled: Tile Poker was turned off on this server before it could start.";
        assert!(english.ends_with(said), "{english}");
        let french = post(&s, Lang::from_tag("fr").unwrap());
        assert!(french.contains("Tile Poker a été désactivé"), "{french}");
        let table = announcement(Lang::from_tag("de").unwrap(), &s, None).text;
        assert!(table.contains("vor dem Start ausgeschaltet"), "{table}");
        s.status = Status::Refused {
            why: StartRefused::Terms,
        };
        let terms = post(&s, Lang::ENGLISH);
        assert!(
            terms.ends_with("its terms no longer hold on this server."),
            "{terms}"
        );
    }

    #[test]
    fn a_started_tournament_names_its_first_matches_and_one_called_off_says_why() {
        let [_, mut t, _] = <[Schedule; 3]>::try_from(long_schedules()).unwrap();
        t.status = Status::Started {
            match_id: None,
            forfeit: None,
            round_one: vec![5, 6],
        };
        let started = announcement(Lang::ENGLISH, &t, None).text;
        assert!(
            started.ends_with("▶️ Started: round 1 is Matches #5, #6."),
            "{started}"
        );
        t.status = Status::Refused {
            why: StartRefused::TooFew {
                checked: 1,
                due: 5,
                min: 2,
            },
        };
        let off = announcement(Lang::ENGLISH, &t, None).text;
        assert!(
            off.ends_with(
                "❌ Cancelled: only 1 of 5 checked in, and a tournament needs at least 2."
            ),
            "{off}"
        );
        // Every language, with a first round of 128 matches: within the limit, numbers shown.
        t.status = Status::Started {
            match_id: None,
            forfeit: None,
            round_one: (0..128).map(|i| 9_000_000_000_000_000_000 + i).collect(),
        };
        for lang in Lang::all() {
            let text = announcement(lang, &t, None).text;
            assert!(text.chars().count() <= 2000, "{}", lang.tag());
            assert!(
                text.contains("#9000000000000000000, #"),
                "{}: {text}",
                lang.tag()
            );
        }
    }

    #[test]
    fn the_past_and_more_than_a_year_ahead_say_what_to_type_in_every_language() {
        let far = WhenError::TooFar {
            latest_ms: 1_800_000_000_000,
        };
        for lang in Lang::all() {
            let past = when_refusal(lang, &WhenError::InThePast);
            assert!(past.contains("`in 2h30m`"), "{}: {past}", lang.tag());
            let far = when_refusal(lang, &far);
            assert!(
                far.contains("<t:1800000000:F>") && far.contains("`YYYY-MM-DD HH:MM`"),
                "{}: {far}",
                lang.tag()
            );
        }
    }

    #[test]
    fn the_check_in_button_shows_only_while_check_in_is_open() {
        let [mut s, ..] = <[Schedule; 3]>::try_from(long_schedules()).unwrap();
        let has_button = |s: &Schedule| {
            serde_json::to_string(&announcement(Lang::ENGLISH, s, None).rows)
                .unwrap()
                .contains("ci:")
        };
        assert!(has_button(&s), "in the grace");
        s.stage = Stage::Upcoming;
        assert!(!has_button(&s), "before it opens");
        s.stage = Stage::CheckIn;
        s.status = Status::Lapsed;
        assert!(!has_button(&s), "once over");
    }
}
