//! Death Matches planned ahead, through the real bot: scheduled, announced, reminded,
//! checked in and started on time; a no-show forfeiting after the grace; a reschedule and a
//! cancel, each mirrored in the Discord Scheduled Event; members "Interested" in the event
//! reminded too; a server that refuses the bot its events told once; restarts in the
//! middle. The server's reminders and check-in are set in seconds so that each runs in
//! well under a minute.

use std::time::Duration;

use serde_json::json;

use crate::harness::{button_by_label, Bot};
use crate::sim::{SimMessage, UserId, ACTIVE, CANCELED, COMPLETED, SCHEDULED};

const HOST_ROLE: u64 = 777_000_000_000_000_001;
const MANAGE_GUILD: u64 = 1 << 5;

struct Server {
    bot: Bot,
    host: UserId,
    ec: UserId,
    dmo: UserId,
    eve: UserId,
}

/// A server with a host, two players and a spectator, whose admin set the scheduled
/// events' reminders and check-in (as typed in the form: "25s", "20s").
async fn server(reminders: &str, checkin: &str) -> Server {
    let config = format!("[deathmatch]\nhost_roles = [{HOST_ROLE}]\n");
    let bot = Bot::start_with_config(Some(&config)).await;
    let host = bot.sim.add_user("host");
    let ec = bot.sim.add_user("ec");
    let dmo = bot.sim.add_user("dmo");
    let eve = bot.sim.add_user("eve");
    let admin = bot.sim.add_user("admin");
    // The host also manages the server: a restart (which starts the bot without the
    // config file's host roles) leaves them a host.
    bot.sim.set_member(host, &[HOST_ROLE], MANAGE_GUILD);
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    let panel = {
        let handle = bot
            .sim
            .slash(admin, bot.channel, "settings", json!({}))
            .await;
        handle.response().await;
        handle.message().await
    };
    bot.click(
        admin,
        &panel,
        &button_by_label(&panel, "Time zone, reminders, check-in…"),
    )
    .await;
    let handle = bot
        .sim
        .submit_modal(
            admin,
            "st:ef",
            &[
                ("zone", "Europe/Berlin"),
                ("reminders", reminders),
                ("checkin", checkin),
            ],
        )
        .await;
    handle.response().await;
    let answer = handle.message().await;
    assert!(answer.content.contains("Changed:"), "{}", answer.content);
    assert!(
        answer.content.contains("Europe/Berlin"),
        "{}",
        answer.content
    );
    Server {
        bot,
        host,
        ec,
        dmo,
        eve,
    }
}

async fn dm(bot: &Bot, user: UserId, sub: &str, options: serde_json::Value) -> String {
    let reply = bot.say(user, "deathmatch", json!({ sub: options })).await;
    assert!(reply.is_ephemeral(), "/deathmatch {sub} answers privately");
    reply.content().to_string()
}

fn terms(s: &Server, at: &str) -> serde_json::Value {
    let game = s.bot.choice("challenge", "game", "Tile Poker");
    json!({ "game": game, "ec": s.ec, "dmo": s.dmo, "at": at, "grace": "15s" })
}

/// Waits up to `seconds` for a public message since `before` containing `text`.
async fn public(bot: &Bot, before: usize, text: &str, seconds: u64) -> SimMessage {
    let wanted = text.to_string();
    bot.sim
        .wait_for(Duration::from_secs(seconds), move |sim| {
            sim.log_since(before).iter().find_map(|p| {
                let m = sim.message(p.message_id?)?;
                (m.visibility == crate::sim::Visibility::Public && m.content.contains(&wanted))
                    .then_some(m)
            })
        })
        .await
        .unwrap_or_else(|| {
            let posts: Vec<String> = bot
                .sim
                .public_messages(bot.channel)
                .into_iter()
                .map(|m| m.content)
                .collect();
            let logs: Vec<String> = bot
                .process
                .lines()
                .into_iter()
                .filter(|l| l.contains("WARN") || l.contains("ERROR") || l.contains("schedul"))
                .collect();
            panic!(
                "no public post saying {text:?} within {seconds} s\nposts: {posts:#?}\nlog: {logs:#?}"
            )
        })
}

/// Waits until `message` has a button labelled `label`.
async fn with_button(bot: &Bot, message: &SimMessage, label: &str, seconds: u64) -> SimMessage {
    let (id, wanted) = (message.id, label.to_string());
    bot.sim
        .wait_for(Duration::from_secs(seconds), move |sim| {
            let m = sim.message(id)?;
            m.components
                .iter()
                .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
                .any(|c| c["label"] == wanted.as_str())
                .then_some(m)
        })
        .await
        .unwrap_or_else(|| panic!("the announcement never offered {label}"))
}

/// Waits until `message` says `text`.
async fn says(bot: &Bot, message: &SimMessage, text: &str, seconds: u64) -> SimMessage {
    let (id, wanted) = (message.id, text.to_string());
    bot.sim
        .wait_for(Duration::from_secs(seconds), move |sim| {
            let m = sim.message(id)?;
            m.content.contains(&wanted).then_some(m)
        })
        .await
        .unwrap_or_else(|| {
            panic!(
                "the message never said {text:?}: {}",
                bot.message(message).content
            )
        })
}

async fn press(bot: &Bot, user: UserId, message: &SimMessage, label: &str) -> String {
    let id = button_by_label(message, label);
    let callback = bot.click(user, message, &id).await;
    assert!(callback.is_ephemeral(), "a check-in is answered privately");
    callback.content().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scheduled_death_match_is_announced_reminded_checked_in_and_started_on_time() {
    let mut s = server("25s", "20s").await;
    let before = s.bot.sim.log_len();
    let reply = dm(&s.bot, s.host, "schedule", terms(&s, "in 40s")).await;
    assert!(
        reply.contains("Scheduled Death Match #1") && reply.contains("<t:"),
        "{reply}"
    );
    let announcement = public(&s.bot, before, "**Scheduled Death Match #1**", 15).await;
    for who in [s.ec, s.dmo, s.host] {
        assert!(announcement.content.contains(&format!("<@{who}>")));
    }
    assert!(announcement.content.contains("Check-in opens"));
    // Its Discord event, in the server's events, starting at its time.
    let guild = s.bot.sim.guild_id();
    let event = s
        .bot
        .sim
        .wait_event(|e| e.name.contains("Death Match") && e.status == SCHEDULED)
        .await;
    assert_eq!(event.entity_type, 3);
    assert!(event
        .location
        .as_deref()
        .is_some_and(|l| l.contains(&s.bot.channel.to_string())));
    let announcement = s.bot.message(&announcement);
    assert!(
        announcement
            .components
            .iter()
            .any(|row| row.to_string().contains("discord.com/events")),
        "the announcement links its Discord event"
    );

    // The reminder, 25 s before the start: the players mentioned.
    let reminder = public(&s.bot, before, "⏰", 30).await;
    assert!(reminder.content.contains(&format!("<@{}>", s.ec)));
    // Check-in opens 20 s before: the button appears on the announcement.
    public(&s.bot, before, "✋", 20).await;
    let announcement = with_button(&s.bot, &announcement, "Check in", 10).await;
    let refused = press(&s.bot, s.eve, &announcement, "Check in").await;
    assert!(refused.contains("Only the players"), "{refused}");
    let checked = press(&s.bot, s.ec, &announcement, "Check in").await;
    assert!(checked.contains("You are checked in"), "{checked}");
    let twice = press(&s.bot, s.ec, &announcement, "Check in").await;
    assert!(twice.contains("already checked in"), "{twice}");
    // A restart in the middle of the check-in: nothing is lost, nothing posted twice.
    s.bot.restart().await;
    let checked = press(&s.bot, s.dmo, &announcement, "Check in").await;
    assert!(checked.contains("You are checked in"), "{checked}");

    // The start, on time: the Death Match's start post (the DMO picks who goes first).
    let started = public(&s.bot, before, "starts now", 30).await;
    assert!(started.content.contains("Scheduled Death Match #1"));
    public(&s.bot, before, "Death Match · Tile Poker", 15).await;
    s.bot
        .sim
        .wait_event(|e| e.id == event.id && e.status == ACTIVE)
        .await;
    let reminders = s
        .bot
        .sim
        .public_messages(s.bot.channel)
        .iter()
        .filter(|m| m.content.contains("⏰"))
        .count();
    assert_eq!(reminders, 1, "one reminder, once, through the restart");
    let _ = guild;
    s.bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_no_show_forfeits_after_the_grace_and_hosts_alone_move_or_cancel() {
    let mut s = server("0", "15s").await;
    let host2 = s.bot.sim.add_user("host2");
    s.bot.sim.set_member(host2, &[HOST_ROLE], 0);
    // Members who may not host are refused; bad times say what to type.
    let refused = dm(&s.bot, s.eve, "schedule", terms(&s, "in 30s")).await;
    assert!(refused.contains("Only Death Match hosts"), "{refused}");
    let unreadable = dm(&s.bot, s.host, "schedule", terms(&s, "saturday evening")).await;
    assert!(unreadable.contains("I cannot read"), "{unreadable}");
    let past = dm(&s.bot, s.host, "schedule", terms(&s, "2020-01-01 20:00")).await;
    assert!(past.contains("in the past"), "{past}");
    assert!(past.contains("`in 2h30m`"), "says what to type: {past}");
    let far = dm(&s.bot, s.host, "schedule", terms(&s, "in 400d")).await;
    assert!(far.contains("more than a year ahead"), "{far}");
    assert!(
        far.contains("<t:") && far.contains("`YYYY-MM-DD HH:MM`"),
        "says the latest and what to type: {far}"
    );
    let zone = dm(&s.bot, s.host, "schedule", terms(&s, "20:00 Mars/Olympus")).await;
    assert!(zone.contains("not a time zone"), "{zone}");

    let before = s.bot.sim.log_len();
    let first = dm(&s.bot, s.host, "schedule", terms(&s, "in 25s")).await;
    assert!(first.contains("#1"), "{first}");
    let later = dm(&s.bot, s.host, "schedule", terms(&s, "tomorrow 20:00")).await;
    assert!(later.contains("#2"), "{later}");
    // Only its own host moves or cancels it.
    let other = dm(
        &s.bot,
        host2,
        "cancel",
        json!({ "scheduled": 2, "reason": "mine" }),
    )
    .await;
    assert!(other.contains("Only the host"), "{other}");
    let moved = dm(
        &s.bot,
        s.host,
        "reschedule",
        json!({ "scheduled": 2, "at": "in 3h" }),
    )
    .await;
    assert!(moved.contains("moved to"), "{moved}");
    public(&s.bot, before, "moved to", 10).await;
    let blank = dm(
        &s.bot,
        s.host,
        "cancel",
        json!({ "scheduled": 2, "reason": " " }),
    )
    .await;
    assert!(blank.contains("Give a reason"), "{blank}");
    dm(
        &s.bot,
        s.host,
        "cancel",
        json!({ "scheduled": 2, "reason": "venue closed" }),
    )
    .await;
    public(&s.bot, before, "is cancelled: venue closed", 10).await;
    let again = dm(&s.bot, s.host, "start-now", json!({ "scheduled": 2 })).await;
    assert!(
        again.contains("already started or been cancelled"),
        "{again}"
    );

    // #1: the DMO checks in, the EC does not: after the grace the match goes to the DMO.
    let announcement = public(&s.bot, before, "**Scheduled Death Match #1**", 10).await;
    let announcement = with_button(&s.bot, &announcement, "Check in", 25).await;
    press(&s.bot, s.dmo, &announcement, "Check in").await;
    public(&s.bot, before, "has not checked in", 30).await;
    // A restart during the grace: the forfeit still comes, once.
    s.bot.restart().await;
    // The schedule's own post (the award's post quotes "did not check in" too, and may
    // come first).
    let forfeit = public(&s.bot, before, "is forfeited", 30).await;
    assert!(forfeit.content.contains(&format!("<@{}>", s.ec)));
    // The award's own post gives the no-show as its reason (kept as a value, worded at
    // delivery).
    let reason = format!("<@{}> did not check in for Scheduled Death Match #1", s.ec);
    public(&s.bot, before, &reason, 30).await;
    // The announcement says so, and offers no Check in any more.
    let ended = says(&s.bot, &announcement, "did not check in", 15).await;
    let forfeits = s
        .bot
        .sim
        .public_messages(s.bot.channel)
        .iter()
        .filter(|m| m.content.contains("is forfeited"))
        .count();
    assert_eq!(forfeits, 1, "posted once through the restart");
    assert!(
        !ended
            .components
            .iter()
            .any(|row| row.to_string().contains("Check in")),
        "{:?}",
        ended.components
    );
    s.bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_discord_event_follows_a_reschedule_and_a_cancel_and_its_interested_are_reminded() {
    let mut s = server("20s", "0").await;
    let fan = s.bot.sim.add_user("fan");
    let before = s.bot.sim.log_len();
    dm(&s.bot, s.host, "schedule", terms(&s, "in 2h")).await;
    let event = s
        .bot
        .sim
        .wait_event(|e| e.name.contains("Death Match") && e.status == SCHEDULED)
        .await;
    let start = event.start.unix_timestamp();
    dm(
        &s.bot,
        s.host,
        "reschedule",
        json!({ "scheduled": 1, "at": "in 3h" }),
    )
    .await;
    let moved = s
        .bot
        .sim
        .wait_event(|e| e.id == event.id && e.start.unix_timestamp() > start + 3000)
        .await;
    assert_eq!(moved.status, SCHEDULED);
    s.bot.restart().await;
    let cancelled = dm(
        &s.bot,
        s.host,
        "cancel",
        json!({ "scheduled": 1, "reason": "rain" }),
    )
    .await;
    assert!(cancelled.contains("is cancelled"), "{cancelled}");
    s.bot
        .sim
        .wait_event(|e| e.id == event.id && e.status == CANCELED)
        .await;

    // #2 in 30 s, no check-in: its reminder mentions the members Interested in its event.
    dm(&s.bot, s.host, "schedule", terms(&s, "in 30s")).await;
    let second = s
        .bot
        .sim
        .wait_event(|e| e.id != event.id && e.status == SCHEDULED)
        .await;
    s.bot.sim.mark_interested(second.id, &[fan]);
    let reminder = public(&s.bot, before, "⏰", 30).await;
    assert!(
        reminder.content.contains(&format!("<@{fan}>")),
        "{}",
        reminder.content
    );
    public(&s.bot, before, "starts now", 30).await;
    s.bot
        .sim
        .wait_event(|e| e.id == second.id && e.status == ACTIVE)
        .await;
    s.bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_manage_events_is_told_once_and_schedules_all_the_same() {
    let s = server("0", "0").await;
    s.bot.sim.refuse_events(true);
    let first = dm(&s.bot, s.host, "schedule", terms(&s, "in 2h")).await;
    assert!(first.contains("Manage Events"), "{first}");
    let second = dm(&s.bot, s.host, "schedule", terms(&s, "in 3h")).await;
    assert!(!second.contains("Manage Events"), "told once: {second}");
    let before = 0;
    public(&s.bot, before, "**Scheduled Death Match #2**", 15).await;
    assert!(s.bot.sim.events(s.bot.sim.guild_id()).is_empty());
    s.bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scheduled_tournament_drops_the_three_of_eight_who_did_not_check_in() {
    let mut s = server("0", "20s").await;
    let players: Vec<UserId> = (0..8)
        .map(|i| s.bot.sim.add_user(&format!("player{i}")))
        .collect();
    let create = json!({
        "game": s.bot.choice("challenge", "game", "Duel"),
        "format": 0,
        "name": "Saturday Swiss",
        "target": 1,
        "turn_seconds": 60,
        "starts_at": "in 35s",
    });
    let opened = crate::tournament::tournament(&s.bot, s.host, "create", create).await;
    assert!(
        opened.content().contains("Scheduled tournament #1"),
        "{}",
        opened.content()
    );
    let signup = s
        .bot
        .wait_public_since(0, "signed up (at most 256)", "the sign-up is posted")
        .await;
    let join = button_by_label(&signup, "Join");
    for &p in &players {
        s.bot.click(p, &signup, &join).await;
    }
    let before = 0;
    let announcement = public(&s.bot, before, "**Scheduled tournament #1**", 15).await;
    assert!(announcement.content.contains("Saturday Swiss"));
    let announcement = with_button(&s.bot, &announcement, "Check in", 30).await;
    for &p in &players[..5] {
        let reply = press(&s.bot, p, &announcement, "Check in").await;
        assert!(reply.contains("You are checked in"), "{reply}");
    }
    let outsider = press(&s.bot, s.eve, &announcement, "Check in").await;
    assert!(outsider.contains("Only the players"), "{outsider}");
    s.bot.restart().await;
    // At its time: round 1 paired among the five who checked in (one of them a bye); the
    // start post names the five, not the three dropped.
    let started = public(&s.bot, before, "starts now", 30).await;
    for &p in &players[..5] {
        assert!(
            started.content.contains(&format!("<@{p}>")),
            "{}",
            started.content
        );
    }
    for &p in &players[5..] {
        assert!(
            !started.content.contains(&format!("<@{p}>")),
            "{}",
            started.content
        );
    }
    // Its announcement names round 1's two matches.
    let told = says(&s.bot, &announcement, "round 1 is Matches #", 15).await;
    assert!(!told.content.contains("Match #."), "{}", told.content);
    let standings = crate::tournament::says(&s.bot, &signup, "Round **1**").await;
    for &p in &players[5..] {
        assert!(
            !standings.content.contains(&format!("<@{p}>")),
            "{p} did not check in and was dropped: {}",
            standings.content
        );
    }
    // Its Discord event is active while it is played, and completed when it ends.
    let event = s.bot.sim.wait_event(|e| e.status == ACTIVE).await;
    let ended =
        crate::tournament::tournament(&s.bot, s.host, "end", json!({ "tournament": 1 })).await;
    assert!(ended.content().contains("is over"), "{}", ended.content());
    s.bot
        .sim
        .wait_event(|e| e.id == event.id && e.status == COMPLETED)
        .await;
    s.bot.assert_clean();
}

/// Issue 56 (7): a Death Match that lapsed (its Discord event cancelled) and is then
/// rescheduled gets a new Discord event at the new time, and its announcement links that
/// one, not the cancelled one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lapsed_death_match_rescheduled_gets_a_new_discord_event() {
    let s = server("0", "10s").await;
    let before = s.bot.sim.log_len();
    let mut lapsing = terms(&s, "in 20s");
    lapsing["grace"] = json!("5s");
    dm(&s.bot, s.host, "schedule", lapsing).await;
    let first = s
        .bot
        .sim
        .wait_event(|e| e.name.contains("Death Match") && e.status == SCHEDULED)
        .await;
    let announcement = public(&s.bot, before, "**Scheduled Death Match #1**", 15).await;
    // Nobody checks in: it lapses, and its event is cancelled.
    public(&s.bot, before, "neither player checked in", 45).await;
    s.bot
        .sim
        .wait_event(|e| e.id == first.id && e.status == CANCELED)
        .await;
    let moved = dm(
        &s.bot,
        s.host,
        "reschedule",
        json!({ "scheduled": 1, "at": "in 2h" }),
    )
    .await;
    assert!(moved.contains("moved to"), "{moved}");
    let second = s
        .bot
        .sim
        .wait_event(|e| e.id != first.id && e.status == SCHEDULED)
        .await;
    let wanted = (chrono_now() + 2 * 3600) as i64;
    assert!(
        (second.start.unix_timestamp() - wanted).abs() < 120,
        "the new event is at the new time"
    );
    let link = format!("discord.com/events/{}/{}", s.bot.sim.guild_id(), second.id);
    let old = format!("discord.com/events/{}/{}", s.bot.sim.guild_id(), first.id);
    let id = announcement.id;
    let shown = s
        .bot
        .sim
        .wait_for(Duration::from_secs(15), move |sim| {
            let m = sim.message(id)?;
            let rows: String = m.components.iter().map(|r| r.to_string()).collect();
            (rows.contains(&link) && !rows.contains(&old)).then_some(m)
        })
        .await;
    assert!(
        shown.is_some(),
        "the announcement links the new event: {:?}",
        s.bot.message(&announcement).components
    );
    assert_eq!(
        s.bot.sim.event(first.id).map(|e| e.status),
        Some(CANCELED),
        "the cancelled one is left alone"
    );
    s.bot.assert_clean();
}

/// A scheduled Duel tournament `name` starting `at`, and `n` new players who joined it (ten
/// at a time); its sign-up message.
async fn signed_up(s: &Server, n: usize, name: &str, at: &str) -> (Vec<UserId>, SimMessage) {
    let players: Vec<UserId> = (0..n)
        .map(|i| s.bot.sim.add_user(&format!("player{i}")))
        .collect();
    let create = json!({
        "game": s.bot.choice("challenge", "game", "Duel"),
        "format": 0,
        "name": name,
        "target": 1,
        "turn_seconds": 60,
        "starts_at": at,
    });
    crate::tournament::tournament(&s.bot, s.host, "create", create).await;
    let signup = s
        .bot
        .wait_public_since(0, "signed up (at most 256)", "the sign-up is posted")
        .await;
    let join = button_by_label(&signup, "Join");
    for ten in players.chunks(10) {
        futures_util::future::join_all(ten.iter().map(|&p| s.bot.click(p, &signup, &join))).await;
    }
    (players, signup)
}

/// Issue 56 (7): a scheduled tournament that one of its five players checked in to is
/// called off at its time: its Discord event is cancelled (never started), nothing says it
/// starts, and its announcement says why it was called off.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scheduled_tournament_with_one_check_in_is_called_off_at_its_start() {
    let s = server("0", "20s").await;
    let (players, _) = signed_up(&s, 5, "Quiet Swiss", "in 30s").await;
    let event = s
        .bot
        .sim
        .wait_event(|e| e.name.contains("Quiet Swiss") && e.status == SCHEDULED)
        .await;
    let announcement = public(&s.bot, 0, "**Scheduled tournament #1**", 15).await;
    let announcement = with_button(&s.bot, &announcement, "Check in", 30).await;
    press(&s.bot, players[0], &announcement, "Check in").await;
    let told = says(&s.bot, &announcement, "only 1 of 5 checked in", 45).await;
    assert!(told.content.contains("❌"), "{}", told.content);
    assert!(!told.content.contains("Started"), "{}", told.content);
    s.bot
        .sim
        .wait_event(|e| e.id == event.id && e.status == CANCELED)
        .await;
    public(&s.bot, 0, "is called off", 15).await;
    let starts = s
        .bot
        .sim
        .public_messages(s.bot.channel)
        .iter()
        .filter(|m| m.content.contains("starts now"))
        .count();
    assert_eq!(starts, 0, "nothing says it starts");
    s.bot.assert_clean();
}

fn chrono_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
}

/// Issue 55 (4): a scheduled event's news is stored as a value and worded when it is sent.
/// A check-in post that mentions 100 players is longer than one Discord message: it is
/// sent as several, each within the limit and each once, the first saying what it is, and
/// every player mentioned exactly once across them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_check_in_post_too_long_for_one_message_is_sent_as_several() {
    let s = server("0", "20s").await;
    // All have joined well before the check-in opens (60 s after).
    let (players, signup) = signed_up(&s, 100, "Big Swiss", "in 80s").await;
    says(&s.bot, &signup, "**100 players** signed up", 30).await;
    let first = public(
        &s.bot,
        0,
        "check-in for Scheduled tournament #1 is open",
        90,
    )
    .await;
    let mention = |p: UserId| format!("<@{p}>");
    // The follow-ups: every player the first did not name, in posts of mentions alone.
    let posts = s
        .bot
        .sim
        .wait_for(Duration::from_secs(30), |sim| {
            let posts: Vec<SimMessage> = sim
                .public_messages(s.bot.channel)
                .into_iter()
                .filter(|m| m.id >= first.id && m.content.contains("<@"))
                .collect();
            let named: usize = players
                .iter()
                .map(|&p| {
                    posts
                        .iter()
                        .filter(|m| m.content.contains(&mention(p)))
                        .count()
                })
                .sum();
            (named >= players.len()).then_some(posts)
        })
        .await
        .expect("every player mentioned");
    assert!(posts.len() >= 2, "{} posts", posts.len());
    assert!(posts.iter().all(|m| m.content.chars().count() <= 2000));
    for &p in &players {
        let times = posts
            .iter()
            .filter(|m| m.content.contains(&mention(p)))
            .count();
        assert_eq!(times, 1, "{p} mentioned {times} times");
    }
    assert!(posts[1..].iter().all(|m| !m.content.contains('✋')));
    s.bot.assert_clean();
}
