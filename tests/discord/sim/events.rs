//! Guild Scheduled Events, as Discord runs them (`/guilds/{guild}/scheduled-events`, checked
//! against Discord's OpenAPI spec): made, listed, read, edited (name, description, times,
//! location, status) and deleted by the bot, and the users "Interested" in one. Answers are
//! full GuildScheduledEvent objects (200 on a creation, as the spec says; 204 on a deletion),
//! checked against serenity's `ScheduledEvent` before they go out, and a connected session
//! that asked for the GUILD_SCHEDULED_EVENTS intent gets GUILD_SCHEDULED_EVENT_CREATE,
//! _UPDATE, _DELETE and _USER_ADD.
//!
//! A malformed body (a name too long, a start in the past, an EXTERNAL event without its
//! location or end...) is Discord's `400 Invalid Form Body` (50035) and a violation. What the
//! world refuses gets Discord's error and no violation: events the guild does not let the bot
//! manage (`Simulator::refuse_events`: 403 50013), an event a moderator deleted (404 10070),
//! finished (400 180000) or moved on (a status change that no longer applies).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{json, Value};
use serenity::model::guild::{ScheduledEvent, ScheduledEventUser};
use serenity::model::id::{ChannelId, GuildId, ScheduledEventId, UserId};
use serenity::model::Timestamp;

use super::http::{describe, err, form_err, id, no_content, ok, Reply};
use super::payloads::{member_json, user_json};
use super::rules::Problem;
use super::{Fault, PostKind, Simulator, State};

/// `status`: not started yet.
pub const SCHEDULED: u8 = 1;
/// `status`: under way.
pub const ACTIVE: u8 = 2;
/// `status`: over (from ACTIVE).
pub const COMPLETED: u8 = 3;
/// `status`: called off (from SCHEDULED).
pub const CANCELED: u8 = 4;
/// `entity_type`: in a stage channel.
pub const STAGE_INSTANCE: u8 = 1;
/// `entity_type`: in a voice channel.
pub const VOICE: u8 = 2;
/// `entity_type`: somewhere else (`entity_metadata.location`).
pub const EXTERNAL: u8 = 3;
/// `privacy_level`: the only one Discord takes.
pub const GUILD_ONLY: u8 = 2;
pub const MAX_EVENT_NAME: usize = 100;
pub const MAX_EVENT_DESCRIPTION: usize = 1000;
pub const MAX_EVENT_LOCATION: usize = 100;
/// The most users `GET .../users` answers at once (and its default).
pub const MAX_EVENT_USERS: u64 = 100;
/// The gateway intent GUILD_SCHEDULED_EVENT_* events need.
const GUILD_SCHEDULED_EVENTS_INTENT: u64 = 1 << 16;

/// A scheduled event as the simulator keeps it (deleted ones stay, marked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimEvent {
    pub id: ScheduledEventId,
    pub guild: GuildId,
    /// The stage or voice channel; `None` for an EXTERNAL event.
    pub channel: Option<ChannelId>,
    /// Who made it (the bot, for the events the bot makes).
    pub creator: UserId,
    pub name: String,
    pub description: Option<String>,
    pub start: Timestamp,
    pub end: Option<Timestamp>,
    /// SCHEDULED (1), ACTIVE (2), COMPLETED (3), CANCELED (4).
    pub status: u8,
    /// STAGE_INSTANCE (1), VOICE (2), EXTERNAL (3).
    pub entity_type: u8,
    /// `entity_metadata.location` of an EXTERNAL event.
    pub location: Option<String>,
    pub privacy_level: u8,
    /// The users marked "Interested" (`Simulator::mark_interested`), by id.
    pub interested: BTreeSet<UserId>,
    pub deleted: bool,
    /// Its status was last changed by a moderator (`Simulator::set_event_status`), not by the
    /// bot: a status change the bot then asks for and that no longer applies is no violation.
    pub moved_by_moderator: bool,
}

impl SimEvent {
    pub fn is_finished(&self) -> bool {
        matches!(self.status, COMPLETED | CANCELED)
    }
}

/// Whether Discord lets an event go from `from` to `to` (or stay where it is).
pub fn transition_allowed(from: u8, to: u8) -> bool {
    from == to
        || matches!(
            (from, to),
            (SCHEDULED, ACTIVE | CANCELED) | (ACTIVE, COMPLETED)
        )
}

fn problem(out: &mut Vec<Problem>, path: &str, code: &'static str, message: impl Into<String>) {
    out.push(Problem {
        path: path.to_string(),
        code,
        message: message.into(),
    });
}

fn chars(v: &Value) -> usize {
    v.as_str().map(|s| s.chars().count()).unwrap_or(0)
}

/// A string of `min..=max` characters at `path`; `required`: absent or null is a problem.
fn text(
    out: &mut Vec<Problem>,
    path: &str,
    v: Option<&Value>,
    required: bool,
    range: (usize, usize),
) {
    let (min, max) = range;
    match v {
        None | Some(Value::Null) => {
            if required {
                problem(out, path, "BASE_TYPE_REQUIRED", "This field is required");
            }
        }
        Some(s) if !s.is_string() => problem(out, path, "STRING_TYPE_CONVERT", "Must be a string."),
        Some(s) if chars(s) < min || chars(s) > max => {
            let (code, message) = if min == 0 {
                (
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {max} or fewer in length (got {}).", chars(s)),
                )
            } else {
                (
                    "BASE_TYPE_BAD_LENGTH",
                    format!(
                        "Must be between {min} and {max} in length (got {}).",
                        chars(s)
                    ),
                )
            };
            problem(out, path, code, message);
        }
        Some(_) => {}
    }
}

/// An ISO8601 time (an offset may be left out: UTC).
pub fn parse_time(s: &str) -> Option<Timestamp> {
    Timestamp::parse(s)
        .or_else(|_| Timestamp::parse(&format!("{s}Z")))
        .ok()
}

/// The time at `path`: `Ok(None)` when absent or null, `Err(())` (a problem pushed) when it is
/// no ISO8601 time.
fn time(out: &mut Vec<Problem>, path: &str, v: Option<&Value>) -> Result<Option<Timestamp>, ()> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(v) => match v.as_str().and_then(parse_time) {
            Some(t) => Ok(Some(t)),
            None => {
                problem(
                    out,
                    path,
                    "DATE_TIME_TYPE_PARSE",
                    format!("Could not parse {v}. Should be ISO8601."),
                );
                Err(())
            }
        },
    }
}

/// A snowflake (string or number) at `path`: `Ok(None)` when absent or null.
fn snowflake(out: &mut Vec<Problem>, path: &str, v: Option<&Value>) -> Result<Option<u64>, ()> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(v) => {
            let n = v
                .as_u64()
                .or_else(|| v.as_str().and_then(|s| s.parse().ok()));
            match n.filter(|n| *n != 0) {
                Some(n) => Ok(Some(n)),
                None => {
                    problem(
                        out,
                        path,
                        "NUMBER_TYPE_COERCE",
                        format!("Value {v} is not snowflake."),
                    );
                    Err(())
                }
            }
        }
    }
}

fn choice(out: &mut Vec<Problem>, path: &str, v: &Value, allowed: &[u8]) -> Option<u8> {
    match v.as_u64().and_then(|n| u8::try_from(n).ok()) {
        Some(n) if allowed.contains(&n) => Some(n),
        _ => {
            problem(
                out,
                path,
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {allowed:?} (got {v})."),
            );
            None
        }
    }
}

/// What a create or edit body asks for, once checked. `None` fields are left as they are.
#[derive(Default)]
struct Asked {
    name: Option<String>,
    /// `Some(None)`: cleared.
    description: Option<Option<String>>,
    start: Option<Timestamp>,
    end: Option<Option<Timestamp>>,
    entity_type: Option<u8>,
    channel: Option<Option<ChannelId>>,
    location: Option<Option<String>>,
    status: Option<u8>,
}

/// Checks a create (`current`: None) or edit body field by field, then the event it would
/// make as a whole against Discord's rules. `now`: the time a start must be after.
fn check_body(
    st: &State,
    guild: GuildId,
    body: &Value,
    current: Option<&SimEvent>,
    now: Timestamp,
    out: &mut Vec<Problem>,
) -> Asked {
    let mut asked = Asked::default();
    if !body.is_object() {
        problem(
            out,
            "",
            "DICT_TYPE_CONVERT",
            "Only dictionaries may be used in a DictType",
        );
        return asked;
    }
    let creating = current.is_none();
    let field = |k: &str| body.get(k);
    text(out, "name", field("name"), creating, (1, MAX_EVENT_NAME));
    if !creating && field("name").is_some_and(Value::is_null) {
        problem(out, "name", "BASE_TYPE_REQUIRED", "This field is required");
    }
    asked.name = field("name").and_then(Value::as_str).map(str::to_string);
    text(
        out,
        "description",
        field("description"),
        false,
        (0, MAX_EVENT_DESCRIPTION),
    );
    if let Some(d) = field("description") {
        asked.description = Some(d.as_str().map(str::to_string));
    }
    match field("privacy_level") {
        None if creating => problem(
            out,
            "privacy_level",
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ),
        None => {}
        Some(v) => {
            choice(out, "privacy_level", v, &[GUILD_ONLY]);
        }
    }
    match field("entity_type") {
        None | Some(Value::Null) if creating => problem(
            out,
            "entity_type",
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ),
        None | Some(Value::Null) => {}
        Some(v) => {
            asked.entity_type = choice(out, "entity_type", v, &[STAGE_INSTANCE, VOICE, EXTERNAL])
        }
    }
    if creating && field("scheduled_start_time").is_none_or(Value::is_null) {
        problem(
            out,
            "scheduled_start_time",
            "BASE_TYPE_REQUIRED",
            "This field is required",
        );
    }
    if !creating && field("scheduled_start_time").is_some_and(Value::is_null) {
        problem(
            out,
            "scheduled_start_time",
            "BASE_TYPE_REQUIRED",
            "This field is required",
        );
    }
    let start = time(out, "scheduled_start_time", field("scheduled_start_time"));
    asked.start = start.ok().flatten();
    let end = time(out, "scheduled_end_time", field("scheduled_end_time"));
    if field("scheduled_end_time").is_some() {
        if let Ok(e) = end {
            asked.end = Some(e);
        }
    }
    if let Ok(c) = snowflake(out, "channel_id", field("channel_id")) {
        if field("channel_id").is_some() {
            asked.channel = Some(c.map(ChannelId::new));
        }
    }
    match field("entity_metadata") {
        None | Some(Value::Null) => {
            if field("entity_metadata").is_some() {
                asked.location = Some(None);
            }
        }
        Some(m) if !m.is_object() => problem(
            out,
            "entity_metadata",
            "DICT_TYPE_CONVERT",
            "Only dictionaries may be used in a DictType",
        ),
        Some(m) => {
            text(
                out,
                "entity_metadata.location",
                m.get("location"),
                false,
                (1, MAX_EVENT_LOCATION),
            );
            asked.location = Some(
                m.get("location")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            );
        }
    }
    match field("status") {
        None | Some(Value::Null) => {}
        Some(_) if creating => {
            // Discord ignores a status on a creation: every event starts SCHEDULED.
        }
        Some(v) => {
            asked.status = choice(out, "status", v, &[SCHEDULED, ACTIVE, COMPLETED, CANCELED])
        }
    }
    if field("recurrence_rule").is_some_and(|r| !r.is_null()) {
        problem(
            out,
            "recurrence_rule",
            "BASE_TYPE_CHOICES",
            "the simulator makes no recurring events; add them to tests/discord/sim/events.rs",
        );
    }
    if !out.is_empty() {
        return asked;
    }

    // The event as it would be.
    let kind = asked
        .entity_type
        .or(current.map(|e| e.entity_type))
        .unwrap_or(EXTERNAL);
    let type_changed =
        current.is_some_and(|e| asked.entity_type.is_some_and(|k| k != e.entity_type));
    let channel = match asked.channel {
        Some(c) => c,
        None if type_changed => None,
        None => current.and_then(|e| e.channel),
    };
    let location = match &asked.location {
        Some(l) => l.clone(),
        None if type_changed => None,
        None => current.and_then(|e| e.location.clone()),
    };
    let start_at = asked.start.or(current.map(|e| e.start));
    let end_at = match asked.end {
        Some(e) => e,
        None => current.and_then(|e| e.end),
    };
    if kind == EXTERNAL {
        if channel.is_some() {
            problem(
                out,
                "channel_id",
                "GUILD_SCHEDULED_EVENT_EXTERNAL_CHANNEL",
                "An EXTERNAL event takes no channel_id: it must be null or left out.",
            );
        }
        if location.is_none() {
            problem(
                out,
                "entity_metadata.location",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            );
        }
        if end_at.is_none() {
            problem(
                out,
                "scheduled_end_time",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            );
        }
    } else {
        match channel {
            None => problem(
                out,
                "channel_id",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            ),
            Some(c) if st.guild_of_channel(c) != Some(guild) || st.thread(c).is_some() => problem(
                out,
                "channel_id",
                "CHANNEL_NOT_FOUND",
                format!("Unknown channel {c} in guild {guild}."),
            ),
            Some(_) => {}
        }
    }
    // A start must be in the future on a creation and on an edit that changes it.
    if let Some(s) = asked.start {
        let changes = current.is_none_or(|e| e.start != s);
        if changes && s <= now {
            problem(
                out,
                "scheduled_start_time",
                "GUILD_SCHEDULED_EVENT_SCHEDULE_PAST",
                "Cannot schedule event in the past.",
            );
        }
    }
    if let (Some(s), Some(e)) = (start_at, end_at) {
        if e <= s {
            problem(
                out,
                "scheduled_end_time",
                "GUILD_SCHEDULED_EVENT_END_BEFORE_START",
                "Cannot schedule event to end before starting.",
            );
        }
    }
    asked.channel = Some(if kind == EXTERNAL { None } else { channel });
    asked.location = Some(if kind == EXTERNAL { location } else { None });
    asked.entity_type = Some(kind);
    asked
}

/// The query string's `key`, if given.
fn query_arg<'q>(query: Option<&'q str>, key: &str) -> Option<&'q str> {
    query?
        .split('&')
        .filter_map(|kv| kv.split_once('=').or(Some((kv, ""))))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v)
}

fn query_flag(query: Option<&str>, key: &str) -> bool {
    query_arg(query, key).is_some_and(|v| v == "true" || v == "1" || v == "True")
}

impl State {
    /// The event's GuildScheduledEvent object (`user_count` when asked for).
    pub(crate) fn event_json(&self, e: &SimEvent, with_user_count: bool) -> Value {
        let creator = self
            .users
            .get(&e.creator)
            .map(user_json)
            .unwrap_or(Value::Null);
        let mut v = json!({
            "id": e.id.to_string(),
            "guild_id": e.guild.to_string(),
            "channel_id": e.channel.map(|c| c.to_string()),
            "creator_id": e.creator.to_string(),
            "creator": creator,
            "name": e.name,
            "description": e.description,
            "image": null,
            "scheduled_start_time": e.start.to_string(),
            "scheduled_end_time": e.end.map(|t| t.to_string()),
            "privacy_level": e.privacy_level,
            "status": e.status,
            "entity_type": e.entity_type,
            "entity_id": null,
            "entity_metadata": match e.entity_type {
                EXTERNAL => json!({"location": e.location}),
                _ => Value::Null,
            },
            "recurrence_rule": null,
            "guild_scheduled_event_exceptions": [],
        });
        if with_user_count {
            v["user_count"] = json!(e.interested.len());
        }
        v
    }

    /// The guild's events, not deleted, oldest first (what GUILD_CREATE carries).
    pub(crate) fn guild_events_json(&self, guild: GuildId) -> Vec<Value> {
        self.events
            .values()
            .filter(|e| e.guild == guild && !e.deleted)
            .map(|e| self.event_json(e, false))
            .collect()
    }

    fn check_event_json(&mut self, v: &Value) {
        if let Err(e) = serde_json::from_value::<ScheduledEvent>(v.clone()) {
            self.violation(
                "simulator-bug",
                None,
                None,
                format!(
                    "scheduled event does not deserialize as serenity's ScheduledEvent: {e}\n{v}"
                ),
            );
        }
    }

    /// Sends a GUILD_SCHEDULED_EVENT_* dispatch to the live session of the guild's shard, if
    /// it asked for the GUILD_SCHEDULED_EVENTS intent.
    pub(crate) fn scheduled_event_dispatch(&mut self, guild: GuildId, t: &str, d: Value) {
        let Some(conn) = self.conn_for(Some(guild)) else {
            return;
        };
        let wants = self
            .session_of(&self.conns[conn])
            .is_some_and(|s| s.intents & GUILD_SCHEDULED_EVENTS_INTENT != 0);
        if !wants {
            return;
        }
        if let Err(e) = self.dispatch(conn, t, d) {
            self.violation("simulator-bug", None, None, e);
        }
    }

    fn event_update(&mut self, t: &str, event: ScheduledEventId) {
        let e = self.events[&event].clone();
        let d = self.event_json(&e, false);
        self.scheduled_event_dispatch(e.guild, t, d);
    }

    pub(super) fn events_refused(&self, guild: GuildId) -> bool {
        self.events_refused_everywhere || self.events_refused_in.contains(&guild)
    }
}

/// Whether a request makes, changes or deletes a scheduled event (what
/// `Simulator::inject_event_faults` hits).
pub(super) fn is_event_write(method: &str, path: &str) -> bool {
    let segs: Vec<&str> = path
        .trim_start_matches("/api/v10/")
        .trim_end_matches('/')
        .split('/')
        .collect();
    matches!(
        (method, segs.as_slice()),
        ("POST", ["guilds", _, "scheduled-events"])
            | ("PATCH" | "DELETE", ["guilds", _, "scheduled-events", _])
    )
}

// ----- REST ---------------------------------------------------------------------------------

/// Every `/guilds/{g}/scheduled-events...` request; `rest`: the segments after
/// `scheduled-events`.
pub(super) fn route(
    st: &mut State,
    m: &str,
    g: &str,
    rest: &[&str],
    query: Option<&str>,
    body: &Value,
) -> Reply {
    let kind = match (m, rest) {
        ("POST", []) => Some(PostKind::CreateEvent),
        ("PATCH", [_]) => Some(PostKind::EditEvent),
        ("DELETE", [_]) => Some(PostKind::DeleteEvent),
        _ => None,
    };
    let refuse = |st: &mut State, channel: Option<ChannelId>, reply: Reply| -> Reply {
        if let Some(k) = kind {
            let code = super::http::error_code(&reply);
            st.record_post(k, None, None, channel, body, reply.status, code);
        }
        reply
    };
    let known = matches!(
        (m, rest),
        ("GET" | "POST", []) | ("GET" | "PATCH" | "DELETE", [_]) | ("GET", [_, "users"])
    );
    if !known {
        st.violation(
            "unhandled-route",
            None,
            None,
            format!("the simulator does not implement {m} /guilds/{g}/scheduled-events/{}; add it to tests/discord/sim/events.rs", rest.join("/")),
        );
        return err(404, 0, "404: Not Found");
    }
    let Some(guild) = id(g)
        .map(GuildId::new)
        .filter(|g| st.guild_ids().contains(g))
    else {
        st.violation(
            "unknown-guild",
            Some(10004),
            None,
            format!("{m} scheduled events of unknown guild {g}"),
        );
        return refuse(st, None, err(404, 10004, "Unknown Guild"));
    };
    if st.events_refused(guild) {
        return refuse(st, None, err(403, 50013, "Missing Permissions"));
    }
    let event = match rest.first() {
        None => None,
        Some(e) => {
            let found = id(e)
                .map(ScheduledEventId::new)
                .and_then(|e| st.events.get(&e))
                .filter(|ev| ev.guild == guild);
            match found {
                Some(ev) if !ev.deleted => Some(ev.id),
                Some(_) => {
                    return refuse(st, None, err(404, 10070, "Unknown Guild Scheduled Event"))
                }
                None => {
                    st.violation(
                        "unknown-event",
                        Some(10070),
                        None,
                        format!("{m} scheduled event {e} of guild {g}: no such event there"),
                    );
                    return refuse(st, None, err(404, 10070, "Unknown Guild Scheduled Event"));
                }
            }
        }
    };
    match (m, event, rest) {
        ("GET", None, _) => {
            let count = query_flag(query, "with_user_count");
            let list = st
                .events
                .values()
                .filter(|e| e.guild == guild && !e.deleted)
                .map(|e| st.event_json(e, count))
                .collect();
            ok(Value::Array(list))
        }
        ("POST", None, _) => create(st, guild, body),
        ("GET", Some(e), [_]) => {
            let v = st.event_json(&st.events[&e], query_flag(query, "with_user_count"));
            ok(v)
        }
        ("GET", Some(e), _) => users(st, e, query),
        ("PATCH", Some(e), _) => edit(st, e, body),
        ("DELETE", Some(e), _) => {
            let channel = st.events[&e].channel;
            st.events.get_mut(&e).expect("event").deleted = true;
            st.event_update("GUILD_SCHEDULED_EVENT_DELETE", e);
            st.record_post(PostKind::DeleteEvent, None, None, channel, body, 204, None);
            no_content()
        }
        _ => unreachable!("routes checked above"),
    }
}

fn invalid(
    st: &mut State,
    what: String,
    problems: &[Problem],
    kind: PostKind,
    body: &Value,
    channel: Option<ChannelId>,
) -> Reply {
    st.violation(
        "invalid-body",
        Some(50035),
        None,
        format!("{what}: {}", describe(problems)),
    );
    st.record_post(kind, None, None, channel, body, 400, Some(50035));
    form_err(problems)
}

/// `POST /guilds/{g}/scheduled-events`.
fn create(st: &mut State, guild: GuildId, body: &Value) -> Reply {
    let mut problems = vec![];
    let asked = check_body(st, guild, body, None, Timestamp::now(), &mut problems);
    if !problems.is_empty() {
        return invalid(
            st,
            format!("scheduled event in guild {guild}"),
            &problems,
            PostKind::CreateEvent,
            body,
            None,
        );
    }
    let id = ScheduledEventId::new(st.snowflake());
    let e = SimEvent {
        id,
        guild,
        channel: asked.channel.flatten(),
        creator: st.bot.id,
        name: asked.name.unwrap_or_default(),
        description: asked.description.flatten(),
        start: asked.start.expect("checked"),
        end: asked.end.flatten(),
        status: SCHEDULED,
        entity_type: asked.entity_type.expect("checked"),
        location: asked.location.flatten(),
        privacy_level: GUILD_ONLY,
        interested: BTreeSet::new(),
        deleted: false,
        moved_by_moderator: false,
    };
    let channel = e.channel;
    st.events.insert(id, e);
    st.event_update("GUILD_SCHEDULED_EVENT_CREATE", id);
    st.record_post(PostKind::CreateEvent, None, None, channel, body, 200, None);
    let v = st.event_json(&st.events[&id], false);
    st.check_event_json(&v);
    ok(v)
}

/// `PATCH /guilds/{g}/scheduled-events/{e}`.
fn edit(st: &mut State, event: ScheduledEventId, body: &Value) -> Reply {
    let current = st.events[&event].clone();
    let refuse = |st: &mut State, reply: Reply| -> Reply {
        let code = super::http::error_code(&reply);
        st.record_post(
            PostKind::EditEvent,
            None,
            None,
            current.channel,
            body,
            reply.status,
            code,
        );
        reply
    };
    if current.is_finished() {
        // Discord's 180000: a moderator may have ended or cancelled it meanwhile.
        return refuse(st, err(400, 180000, "Cannot update a finished event"));
    }
    let mut problems = vec![];
    let asked = check_body(
        st,
        current.guild,
        body,
        Some(&current),
        Timestamp::now(),
        &mut problems,
    );
    if !problems.is_empty() {
        return invalid(
            st,
            format!("edit of scheduled event {event}"),
            &problems,
            PostKind::EditEvent,
            body,
            current.channel,
        );
    }
    if let Some(to) = asked.status {
        if !transition_allowed(current.status, to) {
            let p = [Problem {
                path: "status".into(),
                code: "GUILD_SCHEDULED_EVENT_INVALID_STATUS_TRANSITION",
                message: format!(
                    "Cannot go from status {} to {to}: SCHEDULED goes to ACTIVE or CANCELED, ACTIVE to COMPLETED.",
                    current.status
                ),
            }];
            if current.moved_by_moderator {
                return refuse(st, form_err(&p));
            }
            return invalid(
                st,
                format!("edit of scheduled event {event}"),
                &p,
                PostKind::EditEvent,
                body,
                current.channel,
            );
        }
    }
    let e = st.events.get_mut(&event).expect("event");
    if let Some(n) = asked.name {
        e.name = n;
    }
    if let Some(d) = asked.description {
        e.description = d;
    }
    if let Some(s) = asked.start {
        e.start = s;
    }
    if let Some(end) = asked.end {
        e.end = end;
    }
    if let Some(k) = asked.entity_type {
        e.entity_type = k;
    }
    if let Some(c) = asked.channel {
        e.channel = c;
    }
    if let Some(l) = asked.location {
        e.location = l;
    }
    if let Some(s) = asked.status.filter(|s| *s != e.status) {
        e.status = s;
        e.moved_by_moderator = false;
    }
    let channel = e.channel;
    st.event_update("GUILD_SCHEDULED_EVENT_UPDATE", event);
    st.record_post(PostKind::EditEvent, None, None, channel, body, 200, None);
    let v = st.event_json(&st.events[&event], false);
    st.check_event_json(&v);
    ok(v)
}

/// `GET /guilds/{g}/scheduled-events/{e}/users`: `limit` (1..=100, 100 by default),
/// `with_member`, `before` / `after` a user id; by user id, ascending.
fn users(st: &mut State, event: ScheduledEventId, query: Option<&str>) -> Reply {
    let mut problems = vec![];
    let limit = match query_arg(query, "limit") {
        None => MAX_EVENT_USERS,
        Some(l) => match l.parse::<i64>() {
            Ok(n) if (1..=MAX_EVENT_USERS as i64).contains(&n) => n as u64,
            Ok(n) if n < 1 => {
                problem(
                    &mut problems,
                    "limit",
                    "NUMBER_TYPE_MIN",
                    "int value should be greater than or equal to 1.",
                );
                0
            }
            Ok(_) => {
                problem(
                    &mut problems,
                    "limit",
                    "NUMBER_TYPE_MAX",
                    format!("int value should be less than or equal to {MAX_EVENT_USERS}."),
                );
                0
            }
            Err(_) => {
                problem(
                    &mut problems,
                    "limit",
                    "NUMBER_TYPE_COERCE",
                    format!("Value \"{l}\" is not int."),
                );
                0
            }
        },
    };
    let mut bound = |key: &str| -> Option<u64> {
        let v = query_arg(query, key)?;
        match v.parse::<u64>() {
            Ok(n) => Some(n),
            Err(_) => {
                problem(
                    &mut problems,
                    key,
                    "NUMBER_TYPE_COERCE",
                    format!("Value \"{v}\" is not snowflake."),
                );
                None
            }
        }
    };
    let before = bound("before");
    let after = bound("after");
    if !problems.is_empty() {
        st.violation(
            "invalid-query",
            Some(50035),
            None,
            format!("users of scheduled event {event}: {}", describe(&problems)),
        );
        return form_err(&problems);
    }
    let with_member = query_flag(query, "with_member");
    let e = &st.events[&event];
    let mut picked: Vec<UserId> = e
        .interested
        .iter()
        .copied()
        .filter(|u| before.is_none_or(|b| u.get() < b) && after.is_none_or(|a| u.get() > a))
        .collect();
    if before.is_some() && after.is_none() {
        // Paging backwards: the users just before `before`.
        let skip = picked.len().saturating_sub(limit as usize);
        picked.drain(..skip);
    } else {
        picked.truncate(limit as usize);
    }
    let list: Vec<Value> = picked
        .iter()
        .filter_map(|u| st.users.get(u))
        .map(|u| {
            let mut v = json!({
                "guild_scheduled_event_id": e.id.to_string(),
                "user_id": u.id.to_string(),
                "response": 1,
                "user": user_json(u),
            });
            if with_member {
                v["member"] = member_json(u, true);
            }
            v
        })
        .collect();
    let checked: Result<Vec<ScheduledEventUser>, _> =
        serde_json::from_value(Value::Array(list.clone()));
    if let Err(err) = checked {
        st.violation(
            "simulator-bug",
            None,
            None,
            format!(
                "scheduled event users do not deserialize as serenity's ScheduledEventUser: {err}"
            ),
        );
    }
    ok(Value::Array(list))
}

// ----- The tests' side ----------------------------------------------------------------------

impl Simulator {
    /// Every scheduled event of `guild` as the simulator holds it, deleted ones too, oldest
    /// first.
    pub fn events(&self, guild: GuildId) -> Vec<SimEvent> {
        self.inner
            .lock()
            .events
            .values()
            .filter(|e| e.guild == guild)
            .cloned()
            .collect()
    }

    /// The scheduled event `id` (deleted or not).
    pub fn event(&self, id: ScheduledEventId) -> Option<SimEvent> {
        self.inner.lock().events.get(&id).cloned()
    }

    /// Waits for a scheduled event (of any guild) matching `pred`, newest first; fails the
    /// test after the response timeout.
    pub async fn wait_event(&self, pred: impl Fn(&SimEvent) -> bool) -> SimEvent {
        let t = self.config().response_timeout;
        self.inner
            .wait_until(t, |st| st.events.values().rev().find(|x| pred(x)).cloned())
            .await
            .unwrap_or_else(|| {
                let all: Vec<SimEvent> = self.inner.lock().events.values().cloned().collect();
                panic!("no matching scheduled event within {t:?}: {all:#?}")
            })
    }

    /// These users click "Interested" on the event: `GET .../users` lists them, and a
    /// connected bot gets GUILD_SCHEDULED_EVENT_USER_ADD for each new one.
    pub fn mark_interested(&self, event: ScheduledEventId, users: &[UserId]) {
        let mut st = self.inner.lock();
        let e = st
            .events
            .get(&event)
            .unwrap_or_else(|| panic!("no scheduled event {event}"));
        assert!(!e.deleted, "scheduled event {event} was deleted");
        let guild = e.guild;
        for u in users {
            assert!(st.users.contains_key(u), "no user {u}");
            let new = st
                .events
                .get_mut(&event)
                .expect("event")
                .interested
                .insert(*u);
            if new {
                let d = json!({
                    "guild_scheduled_event_id": event.to_string(),
                    "user_id": u.to_string(),
                    "guild_id": guild.to_string(),
                });
                st.scheduled_event_dispatch(guild, "GUILD_SCHEDULED_EVENT_USER_ADD", d);
            }
        }
        drop(st);
        self.inner.changed();
    }

    /// A moderator starts, ends or cancels the event (any status, no transition rule): a
    /// connected bot gets GUILD_SCHEDULED_EVENT_UPDATE.
    pub fn set_event_status(&self, event: ScheduledEventId, status: u8) {
        let mut st = self.inner.lock();
        let e = st
            .events
            .get_mut(&event)
            .unwrap_or_else(|| panic!("no scheduled event {event}"));
        assert!(!e.deleted, "scheduled event {event} was deleted");
        e.status = status;
        e.moved_by_moderator = true;
        st.event_update("GUILD_SCHEDULED_EVENT_UPDATE", event);
        drop(st);
        self.inner.changed();
    }

    /// A moderator deletes the event: the bot's requests on it then get 404 10070.
    pub fn delete_event(&self, event: ScheduledEventId) {
        let mut st = self.inner.lock();
        let e = st
            .events
            .get_mut(&event)
            .unwrap_or_else(|| panic!("no scheduled event {event}"));
        assert!(!e.deleted, "scheduled event {event} was already deleted");
        e.deleted = true;
        st.event_update("GUILD_SCHEDULED_EVENT_DELETE", event);
        drop(st);
        self.inner.changed();
    }

    /// Whether the bot is refused managing events in every guild (403 50013 Missing
    /// Permissions on every scheduled-event route), as when it lacks MANAGE_EVENTS. The bot
    /// may manage them by default.
    pub fn refuse_events(&self, refused: bool) {
        self.inner.lock().events_refused_everywhere = refused;
        self.inner.changed();
    }

    /// The same, for one guild only.
    pub fn refuse_events_in(&self, guild: GuildId, refused: bool) {
        let mut st = self.inner.lock();
        if refused {
            st.events_refused_in.insert(guild);
        } else {
            st.events_refused_in.remove(&guild);
        }
        drop(st);
        self.inner.changed();
    }

    /// Answers the next scheduled-event writes (`POST`, `PATCH`, `DELETE` on
    /// `/guilds/{g}/scheduled-events...`) with these failures, one each, in order.
    /// `Fault::LostAnswer` makes the event and loses the answer.
    pub fn inject_event_faults(&self, faults: impl IntoIterator<Item = Fault>) {
        self.inner.lock().event_faults.extend(faults);
        self.inner.changed();
    }

    /// How many requests the bot made on the scheduled-event routes (any method, answered
    /// or refused, faults included).
    pub fn event_api_calls(&self) -> usize {
        self.event_api_calls_by_method().values().sum()
    }

    /// The same, by HTTP method (`"GET"`, `"POST"`, `"PATCH"`, `"DELETE"`).
    pub fn event_api_calls_by_method(&self) -> BTreeMap<String, usize> {
        let st = self.inner.lock();
        let mut by = BTreeMap::new();
        for r in &st.requests {
            let segs: Vec<&str> = r.path.trim_start_matches("/api/v10/").split('/').collect();
            if matches!(segs.as_slice(), ["guilds", _, "scheduled-events", ..]) {
                *by.entry(r.method.clone()).or_insert(0) += 1;
            }
        }
        by
    }
}
