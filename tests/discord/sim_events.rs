//! The simulator's guild scheduled events, driven directly over HTTP: serenity's own `Http`
//! where the answer is a success (its typed answers check the shapes), reqwest where the test
//! reads Discord's error JSON. No bot process, so these are fast.

use std::sync::{Arc, Once};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use reqwest::Method;
use serde_json::{json, Value};

use crate::sim::{
    Fault, FaultPlan, GuildId, PostKind, ScheduledEventId, SimConfig, Simulator, UserId, ACTIVE,
    CANCELED, COMPLETED, EXTERNAL, SCHEDULED, VOICE,
};

fn no_proxy() {
    static NO_PROXY: Once = Once::new();
    // reqwest honours proxy variables; the simulator is on loopback.
    NO_PROXY.call_once(|| std::env::set_var("NO_PROXY", "127.0.0.1,localhost"));
}

fn http(sim: &Simulator) -> serenity::Http {
    no_proxy();
    serenity::HttpBuilder::new(sim.token())
        .proxy(sim.api_url())
        .ratelimiter_disabled(true)
        .build()
}

/// A raw request as the bot makes it: the status and the JSON answered (`null` for none).
async fn call(sim: &Simulator, method: Method, path: &str, body: Option<Value>) -> (u16, Value) {
    no_proxy();
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let mut req = client
        .request(method, format!("{}/api/v10/{path}", sim.api_url()))
        .header("Authorization", format!("Bot {}", sim.token()));
    if let Some(b) = body {
        req = req
            .header("Content-Type", "application/json")
            .body(b.to_string());
    }
    let resp = req.send().await.unwrap();
    let status = resp.status().as_u16();
    let text = resp.text().await.unwrap();
    let v = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap()
    };
    (status, v)
}

/// An ISO8601 time `secs` from now.
fn in_secs(secs: i64) -> String {
    let now = serenity::Timestamp::now().unix_timestamp();
    serenity::Timestamp::from_unix_timestamp(now + secs)
        .unwrap()
        .to_string()
}

fn external(name: &str) -> Value {
    json!({
        "name": name,
        "privacy_level": 2,
        "entity_type": 3,
        "scheduled_start_time": in_secs(3600),
        "scheduled_end_time": in_secs(7200),
        "entity_metadata": {"location": "The Arena"},
    })
}

fn events_path(g: GuildId) -> String {
    format!("guilds/{g}/scheduled-events")
}

fn event_path(g: GuildId, e: ScheduledEventId) -> String {
    format!("guilds/{g}/scheduled-events/{e}")
}

/// Discord's error code of a refused request (the test fails on anything else).
fn code<T: std::fmt::Debug>(r: serenity::Result<T>) -> isize {
    match r {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e))) => e.error.code,
        other => panic!("expected a Discord error, got {other:?}"),
    }
}

#[tokio::test]
async fn scheduled_events_are_made_listed_read_and_deleted() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let g = sim.guild_id();

    let tourney = http
        .create_scheduled_event(g, &external("Clash Cup"), None)
        .await
        .unwrap();
    assert_eq!(tourney.guild_id, g);
    assert_eq!(tourney.name, "Clash Cup");
    assert_eq!(tourney.creator_id, Some(sim.bot_id()));
    assert_eq!(tourney.creator.as_ref().map(|u| u.id), Some(sim.bot_id()));
    assert_eq!(tourney.status, serenity::ScheduledEventStatus::Scheduled);
    assert_eq!(tourney.kind, serenity::ScheduledEventType::External);
    assert_eq!(tourney.channel_id, None);
    assert_eq!(
        tourney
            .metadata
            .as_ref()
            .and_then(|m| m.location.as_deref()),
        Some("The Arena")
    );
    assert_eq!(tourney.user_count, None, "only when asked for");

    // A voice event takes a channel of the guild.
    let ch = sim.default_channel();
    let voice = http
        .create_scheduled_event(
            g,
            &json!({
                "name": "Voice night",
                "description": "bring snacks",
                "privacy_level": 2,
                "entity_type": 2,
                "channel_id": ch.to_string(),
                "scheduled_start_time": in_secs(600),
            }),
            None,
        )
        .await
        .unwrap();
    assert_eq!(voice.channel_id, Some(ch));
    assert_eq!(voice.end_time, None);

    // The raw answer has every field the spec requires, ids as strings.
    let (status, raw) = call(&sim, Method::GET, &event_path(g, tourney.id), None).await;
    assert_eq!(status, 200);
    for key in [
        "id",
        "guild_id",
        "name",
        "description",
        "channel_id",
        "creator_id",
        "image",
        "scheduled_start_time",
        "scheduled_end_time",
        "status",
        "entity_type",
        "entity_id",
        "recurrence_rule",
        "privacy_level",
        "guild_scheduled_event_exceptions",
        "entity_metadata",
    ] {
        assert!(raw.get(key).is_some(), "no {key} in {raw}");
    }
    assert_eq!(raw["id"], tourney.id.to_string());
    assert_eq!(raw["creator_id"], sim.bot_id().to_string());
    assert_eq!(raw["entity_id"], Value::Null);

    let listed = http.get_scheduled_events(g, true).await.unwrap();
    assert_eq!(
        listed.iter().map(|e| e.id).collect::<Vec<_>>(),
        [tourney.id, voice.id]
    );
    assert!(listed.iter().all(|e| e.user_count == Some(0)));
    let one = http.get_scheduled_event(g, voice.id, false).await.unwrap();
    assert_eq!(one.description.as_deref(), Some("bring snacks"));

    // What the simulator holds.
    let held = sim.events(g);
    assert_eq!(held.len(), 2);
    assert_eq!(
        (
            held[0].name.as_str(),
            held[0].status,
            held[0].entity_type,
            held[0].location.as_deref(),
            held[0].start,
            held[0].end,
        ),
        (
            "Clash Cup",
            SCHEDULED,
            EXTERNAL,
            Some("The Arena"),
            tourney.start_time,
            tourney.end_time
        )
    );
    assert_eq!(held[1].entity_type, VOICE);

    http.delete_scheduled_event(g, voice.id).await.unwrap();
    assert!(sim.event(voice.id).unwrap().deleted);
    // Gone: 10070, and no violation (a moderator could have deleted it).
    assert_eq!(
        code(http.get_scheduled_event(g, voice.id, false).await),
        10_070
    );
    assert_eq!(code(http.delete_scheduled_event(g, voice.id).await), 10_070);
    assert_eq!(http.get_scheduled_events(g, false).await.unwrap().len(), 1);

    let log: Vec<_> = sim
        .log()
        .into_iter()
        .map(|p| (p.kind, p.status, p.error))
        .collect();
    assert_eq!(
        log,
        [
            (PostKind::CreateEvent, 200, None),
            (PostKind::CreateEvent, 200, None),
            (PostKind::DeleteEvent, 204, None),
            (PostKind::DeleteEvent, 404, Some(10_070)),
        ]
    );
    // 2 creations, 1 raw GET, 1 list, 1 GET, 2 deletions, 1 GET, 1 list.
    assert_eq!(sim.event_api_calls(), 9);
    let by = sim.event_api_calls_by_method();
    assert_eq!((by["GET"], by["POST"], by["DELETE"]), (5, 2, 2), "{by:?}");
    sim.assert_no_violations();
}

#[tokio::test]
async fn bad_event_bodies_get_discords_invalid_form_body() {
    let sim = Simulator::start().await;
    let g = sim.guild_id();
    let ch = sim.default_channel().to_string();
    let with = |k: &str, v: Value| {
        let mut b = external("Clash Cup");
        b[k] = v;
        b
    };
    let without = |k: &str| {
        let mut b = external("Clash Cup");
        b.as_object_mut().unwrap().remove(k);
        b
    };
    let cases: Vec<(Value, &str)> = vec![
        (with("name", json!("")), "name"),
        (with("name", json!("x".repeat(101))), "name"),
        (without("name"), "name"),
        (with("description", json!("d".repeat(1001))), "description"),
        (with("privacy_level", json!(1)), "privacy_level"),
        (without("privacy_level"), "privacy_level"),
        (with("entity_type", json!(4)), "entity_type"),
        (without("entity_type"), "entity_type"),
        (
            with("scheduled_start_time", json!("tomorrow")),
            "scheduled_start_time",
        ),
        (
            with("scheduled_start_time", json!(in_secs(-60))),
            "scheduled_start_time",
        ),
        (without("scheduled_start_time"), "scheduled_start_time"),
        // EXTERNAL: a location and an end, and no channel.
        (without("scheduled_end_time"), "scheduled_end_time"),
        (
            with("entity_metadata", json!({})),
            "entity_metadata.location",
        ),
        (without("entity_metadata"), "entity_metadata.location"),
        (
            with("entity_metadata", json!({"location": "l".repeat(101)})),
            "entity_metadata.location",
        ),
        (with("channel_id", json!(ch)), "channel_id"),
        (
            with("scheduled_end_time", json!(in_secs(1800))),
            "scheduled_end_time",
        ),
        // STAGE and VOICE: a channel of the guild.
        (
            json!({"name": "v", "privacy_level": 2, "entity_type": 2,
                   "scheduled_start_time": in_secs(60)}),
            "channel_id",
        ),
        (
            json!({"name": "v", "privacy_level": 2, "entity_type": 1, "channel_id": "42",
                   "scheduled_start_time": in_secs(60)}),
            "channel_id",
        ),
    ];
    for (body, path) in &cases {
        let (status, v) = call(&sim, Method::POST, &events_path(g), Some(body.clone())).await;
        assert_eq!(status, 400, "{body}: {v}");
        assert_eq!(v["code"], 50035, "{v}");
        assert_eq!(v["message"], "Invalid Form Body");
        let mut node = &v["errors"];
        for key in path.split('.') {
            node = &node[key];
        }
        let errs = node["_errors"]
            .as_array()
            .unwrap_or_else(|| panic!("{path}: {v}"));
        assert!(
            errs.iter()
                .all(|e| e["code"].is_string() && e["message"].is_string()),
            "{v}"
        );
    }
    let v = sim.take_violations();
    assert_eq!(v.len(), cases.len(), "{v:?}");
    assert!(v.iter().all(|v| v.rule == "invalid-body"), "{v:?}");
    assert!(sim.events(g).is_empty());
    assert!(sim
        .log()
        .iter()
        .all(|p| p.kind == PostKind::CreateEvent && p.error == Some(50_035)));
    // An offset may be left out (UTC), and a status on a creation is ignored.
    let mut b = external("naive times");
    b["scheduled_start_time"] = json!(in_secs(3600).trim_end_matches('Z').to_string());
    b["status"] = json!(2);
    let (status, v) = call(&sim, Method::POST, &events_path(g), Some(b)).await;
    assert_eq!((status, v["status"].clone()), (200, json!(1)), "{v}");
    sim.assert_no_violations();
}

#[tokio::test]
async fn edits_and_status_moves_follow_discords_rules() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let g = sim.guild_id();
    let e = http
        .create_scheduled_event(g, &external("Clash Cup"), None)
        .await
        .unwrap()
        .id;
    let path = event_path(g, e);

    // Name, description, times and location.
    let start = in_secs(7200);
    let end = in_secs(9000);
    let edited = http
        .edit_scheduled_event(
            g,
            e,
            &json!({
                "name": "Clash Cup, finals",
                "description": "best of five",
                "scheduled_start_time": start,
                "scheduled_end_time": end,
                "entity_metadata": {"location": "Main hall"},
            }),
            None,
        )
        .await
        .unwrap();
    assert_eq!(edited.name, "Clash Cup, finals");
    let held = sim.event(e).unwrap();
    assert_eq!(
        (
            held.name.as_str(),
            held.description.as_deref(),
            held.location.as_deref(),
            held.start.to_string(),
            held.end.map(|t| t.to_string()),
        ),
        (
            "Clash Cup, finals",
            Some("best of five"),
            Some("Main hall"),
            start.clone(),
            Some(end.clone())
        )
    );
    // An edit that moves the start into the past, or the end before the start: 50035.
    for (body, key) in [
        (
            json!({"scheduled_start_time": in_secs(-5)}),
            "scheduled_start_time",
        ),
        (
            json!({"scheduled_end_time": in_secs(60)}),
            "scheduled_end_time",
        ),
        (json!({"name": ""}), "name"),
        (
            json!({"entity_metadata": {"location": ""}}),
            "entity_metadata",
        ),
        (json!({"status": 9}), "status"),
    ] {
        let (status, v) = call(&sim, Method::PATCH, &path, Some(body.clone())).await;
        assert_eq!(
            (status, v["code"].clone()),
            (400, json!(50035)),
            "{body}: {v}"
        );
        assert!(v["errors"].get(key).is_some(), "{v}");
    }
    assert_eq!(sim.take_violations().len(), 5);
    // The same start again is no change, whenever it is.
    let (status, _) = call(
        &sim,
        Method::PATCH,
        &path,
        Some(json!({"scheduled_start_time": start, "description": null})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(sim.event(e).unwrap().description, None);

    // SCHEDULED -> COMPLETED is no move; SCHEDULED -> ACTIVE -> COMPLETED is.
    let (status, v) = call(
        &sim,
        Method::PATCH,
        &path,
        Some(json!({"status": COMPLETED})),
    )
    .await;
    assert_eq!((status, v["code"].clone()), (400, json!(50035)), "{v}");
    assert!(v["errors"]["status"]["_errors"].is_array(), "{v}");
    assert_eq!(sim.take_violations()[0].rule, "invalid-body");
    let started = http
        .edit_scheduled_event(g, e, &json!({"status": ACTIVE}), None)
        .await
        .unwrap();
    assert_eq!(started.status, serenity::ScheduledEventStatus::Active);
    let (status, _) = call(
        &sim,
        Method::PATCH,
        &path,
        Some(json!({"status": CANCELED})),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(sim.take_violations().len(), 1);
    http.edit_scheduled_event(g, e, &json!({"status": COMPLETED}), None)
        .await
        .unwrap();
    assert_eq!(sim.event(e).unwrap().status, COMPLETED);
    // A finished event takes no edit at all.
    let (status, v) = call(&sim, Method::PATCH, &path, Some(json!({"name": "again"}))).await;
    assert_eq!((status, v["code"].clone()), (400, json!(180000)), "{v}");

    // SCHEDULED -> CANCELED, and then nothing.
    let other = http
        .create_scheduled_event(g, &external("Side event"), None)
        .await
        .unwrap()
        .id;
    http.edit_scheduled_event(g, other, &json!({"status": CANCELED}), None)
        .await
        .unwrap();
    assert_eq!(
        code(
            http.edit_scheduled_event(g, other, &json!({"status": ACTIVE}), None)
                .await
        ),
        180_000
    );

    // A moderator moved it on: the bot's move no longer applies, and that is no violation.
    let third = http
        .create_scheduled_event(g, &external("Third"), None)
        .await
        .unwrap()
        .id;
    sim.set_event_status(third, ACTIVE);
    assert_eq!(
        code(
            http.edit_scheduled_event(g, third, &json!({"status": CANCELED}), None)
                .await
        ),
        50_035
    );
    sim.assert_no_violations();
    let edits: Vec<_> = sim
        .log()
        .into_iter()
        .filter(|p| p.kind == PostKind::EditEvent)
        .map(|p| p.status)
        .collect();
    assert_eq!(
        edits,
        [200, 400, 400, 400, 400, 400, 200, 400, 200, 400, 200, 400, 200, 400, 400]
    );
}

#[tokio::test]
async fn refused_unknown_and_other_guilds_events() {
    let sim = Simulator::start().await;
    let other = sim.add_guild_on_shard("Other", 0, 1);
    let http = http(&sim);
    let g = sim.guild_id();
    let e = http
        .create_scheduled_event(g, &external("Clash Cup"), None)
        .await
        .unwrap()
        .id;

    // Without the right to manage events: 403 50013 on every route, and nothing changes.
    sim.refuse_events(true);
    for (m, path, body) in [
        (Method::GET, events_path(g), None),
        (Method::POST, events_path(g), Some(external("x"))),
        (Method::GET, event_path(g, e), None),
        (Method::PATCH, event_path(g, e), Some(json!({"name": "y"}))),
        (Method::DELETE, event_path(g, e), None),
        (Method::GET, format!("{}/users", event_path(g, e)), None),
    ] {
        let (status, v) = call(&sim, m.clone(), &path, body).await;
        assert_eq!(status, 403, "{m} {path}");
        assert_eq!(v, json!({"code": 50013, "message": "Missing Permissions"}));
    }
    assert_eq!(sim.events(g).len(), 1);
    assert_eq!(sim.event(e).unwrap().name, "Clash Cup");
    sim.refuse_events(false);
    // In one guild only.
    sim.refuse_events_in(other, true);
    assert_eq!(
        code(
            http.create_scheduled_event(other, &external("x"), None)
                .await
        ),
        50_013
    );
    assert!(http.get_scheduled_events(g, false).await.is_ok());
    sim.refuse_events_in(other, false);
    let there = http
        .create_scheduled_event(other, &external("Elsewhere"), None)
        .await
        .unwrap();
    assert_eq!(there.guild_id, other);
    assert_eq!(sim.events(other).len(), 1);
    sim.assert_no_violations();

    // An event of another guild, or none: 404 10070 and a violation.
    let (status, v) = call(&sim, Method::GET, &event_path(g, there.id), None).await;
    assert_eq!(status, 404);
    assert_eq!(
        v,
        json!({"code": 10070, "message": "Unknown Guild Scheduled Event"})
    );
    let ghost = ScheduledEventId::new(42);
    assert_eq!(
        code(
            http.edit_scheduled_event(g, ghost, &json!({"name": "z"}), None)
                .await
        ),
        10_070
    );
    // A guild the bot is not in: 10004.
    let (status, v) = call(&sim, Method::GET, &events_path(GuildId::new(7)), None).await;
    assert_eq!((status, v["code"].clone()), (404, json!(10004)));
    let rules: Vec<_> = sim.take_violations().into_iter().map(|v| v.rule).collect();
    assert_eq!(rules, ["unknown-event", "unknown-event", "unknown-guild"]);

    // A moderator deletes it: 10070 without a violation.
    sim.delete_event(e);
    assert_eq!(
        code(
            http.edit_scheduled_event(g, e, &json!({"name": "z"}), None)
                .await
        ),
        10_070
    );
    sim.assert_no_violations();
}

#[tokio::test]
async fn interested_users_are_listed_with_their_members() {
    let sim = Simulator::start().await;
    let users: Vec<UserId> = ["alice", "bob", "carol"]
        .iter()
        .map(|n| sim.add_user(n))
        .collect();
    let http = http(&sim);
    let g = sim.guild_id();
    let e = http
        .create_scheduled_event(g, &external("Clash Cup"), None)
        .await
        .unwrap()
        .id;
    assert!(http
        .get_scheduled_event_users(g, e, None, None, None)
        .await
        .unwrap()
        .is_empty());

    sim.mark_interested(e, &users);
    sim.mark_interested(e, &users[..1]); // twice is once
    assert_eq!(sim.event(e).unwrap().interested.len(), 3);
    let all = http
        .get_scheduled_event_users(g, e, Some(100), None, Some(true))
        .await
        .unwrap();
    assert_eq!(all.iter().map(|u| u.user.id).collect::<Vec<_>>(), users);
    assert!(all.iter().all(|u| u.event_id == e));
    assert_eq!(
        all[1].member.as_ref().map(|m| m.user.name.as_str()),
        Some("bob")
    );
    let two = http
        .get_scheduled_event_users(g, e, Some(2), None, Some(false))
        .await
        .unwrap();
    assert_eq!(two.len(), 2);
    assert!(two.iter().all(|u| u.member.is_none()));
    let after = http
        .get_scheduled_event_users(
            g,
            e,
            None,
            Some(serenity::UserPagination::After(users[0])),
            None,
        )
        .await
        .unwrap();
    assert_eq!(
        after.iter().map(|u| u.user.id).collect::<Vec<_>>(),
        users[1..]
    );

    // The raw shape: the event, the user id, the answer (1: interested) and the user.
    let users_path = format!("{}/users", event_path(g, e));
    let (status, raw) = call(&sim, Method::GET, &format!("{users_path}?limit=1"), None).await;
    assert_eq!(status, 200);
    assert_eq!(raw[0]["guild_scheduled_event_id"], json!(e.to_string()));
    assert_eq!(raw[0]["user_id"], json!(users[0].to_string()));
    assert_eq!(raw[0]["response"], json!(1));
    assert_eq!(raw[0]["user"]["id"], json!(users[0].to_string()));
    assert_eq!(raw[0]["user"]["username"], json!("alice"));
    assert!(raw[0].get("member").is_none());

    let ev = http.get_scheduled_event(g, e, true).await.unwrap();
    assert_eq!(ev.user_count, Some(3));
    let (_, raw) = call(
        &sim,
        Method::GET,
        &format!("{}?with_user_count=true", events_path(g)),
        None,
    )
    .await;
    assert_eq!(raw[0]["user_count"], json!(3));
    sim.assert_no_violations();

    // 1..=100.
    for limit in ["0", "101", "many"] {
        let (status, v) = call(
            &sim,
            Method::GET,
            &format!("{users_path}?limit={limit}"),
            None,
        )
        .await;
        assert_eq!(
            (status, v["code"].clone()),
            (400, json!(50035)),
            "{limit}: {v}"
        );
        assert!(v["errors"]["limit"]["_errors"].is_array(), "{v}");
    }
    assert_eq!(sim.take_violations().len(), 3);
}

#[tokio::test]
async fn faults_hit_event_writes_and_a_lost_answer_leaves_the_event() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let g = sim.guild_id();

    sim.inject_event_faults([Fault::ServerError, Fault::LostAnswer]);
    assert_eq!(sim.faults_left(), 2);
    assert!(http
        .create_scheduled_event(g, &external("a"), None)
        .await
        .is_err());
    assert!(sim.events(g).is_empty(), "a 500 makes nothing");
    // Made, and the answer lost: the bot cannot tell.
    assert!(http
        .create_scheduled_event(g, &external("a"), None)
        .await
        .is_err());
    assert_eq!(sim.events(g).len(), 1);
    // Reads are not touched, nor are channel writes by event faults.
    sim.inject_event_faults([Fault::Unavailable]);
    assert_eq!(http.get_scheduled_events(g, false).await.unwrap().len(), 1);
    sim.default_channel().say(&http, "hello").await.unwrap();
    let e = sim.events(g)[0].id;
    assert!(http
        .edit_scheduled_event(g, e, &json!({"name": "b"}), None)
        .await
        .is_err());
    assert_eq!(sim.event(e).unwrap().name, "a");
    assert_eq!(sim.faults_left(), 0);
    sim.assert_no_violations();

    // A plan's faults reach event writes too, unless it leaves them out.
    for events in [true, false] {
        let sim = Simulator::start_with(SimConfig {
            faults: Some(FaultPlan {
                kinds: vec![Fault::Unavailable],
                posts_per_channel: None,
                events,
                ..FaultPlan::every_kind(7, 1.0)
            }),
            ..SimConfig::default()
        })
        .await;
        let http = crate::sim_events::http(&sim);
        let r = http
            .create_scheduled_event(sim.guild_id(), &external("x"), None)
            .await;
        assert_eq!(r.is_ok(), !events, "{r:?}");
        assert_eq!(
            sim.weather().injected.get("503").copied().unwrap_or(0),
            usize::from(events)
        );
    }
}

/// What the bare client saw: an event's name, the scheduled event (or user) id, its status,
/// and how many scheduled events serenity's cache held for the guild then (it fills them
/// from GUILD_CREATE only).
type Seen = (&'static str, u64, u8, usize);

struct Watcher {
    tx: tokio::sync::mpsc::UnboundedSender<Seen>,
    guild: GuildId,
}

impl Watcher {
    fn report(&self, ctx: &serenity::Context, what: &'static str, id: u64, status: u8) {
        let cached = ctx
            .cache
            .guild(self.guild)
            .map(|g| g.scheduled_events.len())
            .unwrap_or(0);
        let _ = self.tx.send((what, id, status, cached));
    }
}

fn status_of(e: &serenity::ScheduledEvent) -> u8 {
    u8::from(e.status)
}

#[serenity::async_trait]
impl serenity::EventHandler for Watcher {
    async fn guild_create(&self, ctx: serenity::Context, g: serenity::Guild, _: Option<bool>) {
        self.report(&ctx, "GUILD_CREATE", g.id.get(), 0);
    }
    async fn guild_scheduled_event_create(
        &self,
        ctx: serenity::Context,
        e: serenity::ScheduledEvent,
    ) {
        self.report(
            &ctx,
            "GUILD_SCHEDULED_EVENT_CREATE",
            e.id.get(),
            status_of(&e),
        );
    }
    async fn guild_scheduled_event_update(
        &self,
        ctx: serenity::Context,
        e: serenity::ScheduledEvent,
    ) {
        self.report(
            &ctx,
            "GUILD_SCHEDULED_EVENT_UPDATE",
            e.id.get(),
            status_of(&e),
        );
    }
    async fn guild_scheduled_event_delete(
        &self,
        ctx: serenity::Context,
        e: serenity::ScheduledEvent,
    ) {
        self.report(
            &ctx,
            "GUILD_SCHEDULED_EVENT_DELETE",
            e.id.get(),
            status_of(&e),
        );
    }
    async fn guild_scheduled_event_user_add(
        &self,
        ctx: serenity::Context,
        s: serenity::GuildScheduledEventUserAddEvent,
    ) {
        self.report(&ctx, "GUILD_SCHEDULED_EVENT_USER_ADD", s.user_id.get(), 0);
    }
}

/// A bare serenity client with these intents, and what it saw.
async fn client(
    sim: &Simulator,
    intents: serenity::GatewayIntents,
) -> (
    Arc<serenity::ShardManager>,
    tokio::task::JoinHandle<()>,
    tokio::sync::mpsc::UnboundedReceiver<Seen>,
) {
    let (tx, seen) = tokio::sync::mpsc::unbounded_channel();
    let watcher = Watcher {
        tx,
        guild: sim.guild_id(),
    };
    let mut client = serenity::ClientBuilder::new_with_http(http(sim), intents)
        .event_handler(watcher)
        .await
        .expect("client");
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });
    (shards, task, seen)
}

/// The next event of kind `what` (others are skipped), within 5 s.
async fn next(seen: &mut tokio::sync::mpsc::UnboundedReceiver<Seen>, what: &str) -> Seen {
    let wait = async {
        loop {
            let s = seen.recv().await.expect("the client stopped");
            if s.0 == what {
                return s;
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(5), wait)
        .await
        .unwrap_or_else(|_| panic!("no {what} within 5 s"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scheduled_event_dispatches_reach_a_bots_cache() {
    let sim = Simulator::start().await;
    let alice = sim.add_user("alice");
    let http = http(&sim);
    let g = sim.guild_id();
    // One made before the bot connects: in its GUILD_CREATE.
    let early = http
        .create_scheduled_event(g, &external("Early"), None)
        .await
        .unwrap()
        .id;
    let intents =
        serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_SCHEDULED_EVENTS;
    let (shards, task, mut seen) = client(&sim, intents).await;
    let (_, _, _, cached) = next(&mut seen, "GUILD_CREATE").await;
    assert_eq!(cached, 1, "GUILD_CREATE carries the guild's events");

    let e = http
        .create_scheduled_event(g, &external("Clash Cup"), None)
        .await
        .unwrap()
        .id;
    // (serenity's cache keeps GUILD_CREATE's events only: these reach the handler.)
    let (_, id, status, _) = next(&mut seen, "GUILD_SCHEDULED_EVENT_CREATE").await;
    assert_eq!((id, status), (e.get(), SCHEDULED));
    http.edit_scheduled_event(g, e, &json!({"status": ACTIVE}), None)
        .await
        .unwrap();
    let (_, id, status, _) = next(&mut seen, "GUILD_SCHEDULED_EVENT_UPDATE").await;
    assert_eq!((id, status), (e.get(), ACTIVE));
    sim.mark_interested(e, &[alice]);
    let (_, user, _, _) = next(&mut seen, "GUILD_SCHEDULED_EVENT_USER_ADD").await;
    assert_eq!(user, alice.get());
    http.delete_scheduled_event(g, early).await.unwrap();
    let (_, id, _, _) = next(&mut seen, "GUILD_SCHEDULED_EVENT_DELETE").await;
    assert_eq!(id, early.get());
    assert_eq!(sim.gateway_events("GUILD_SCHEDULED_EVENT_CREATE").len(), 1);
    shards.shutdown_all().await;
    task.abort();
    sim.assert_no_violations();

    // Without the GUILD_SCHEDULED_EVENTS intent, none.
    let sim = Simulator::start().await;
    let (shards, task, mut seen) = client(&sim, serenity::GatewayIntents::GUILDS).await;
    next(&mut seen, "GUILD_CREATE").await;
    crate::sim_events::http(&sim)
        .create_scheduled_event(sim.guild_id(), &external("Quiet"), None)
        .await
        .unwrap();
    assert!(sim
        .gateway_events("GUILD_SCHEDULED_EVENT_CREATE")
        .is_empty());
    shards.shutdown_all().await;
    task.abort();
    sim.assert_no_violations();
}
