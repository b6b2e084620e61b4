//! Each scheduled event's public face: its announcement (posted once, then edited in place)
//! and its Discord Scheduled Event (created, moved, started, completed or cancelled with
//! it). Both show the schedule's committed `revision`; the database says which are behind
//! (`drawn_revision < revision`), so changes coalesce and a restart catches up. A pass
//! every half minute also completes the Discord events of Death Matches and tournaments
//! that ended.

use super::outbox::nonce::{message_id, shows, Nonces};
use crate::discord::asked::Asked;
use crate::discord::rest::{code, Call, Failure, Rest};
use crate::discord::views::message_json;
use crate::discord::views::schedule::{announcement, event_url, event_words};
use crate::model::schedules::{Mirror, Schedule, ScheduleId, Status};
use crate::service::Service;
use crate::words::Lang;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

/// The schedules asked for.
#[derive(Default)]
pub struct Schedules {
    asked: Asked<ScheduleId>,
}

/// How long one redraw is retried through Discord's faults before the next pass.
const RETRIES: Duration = Duration::from_secs(60);
/// The pause after a failed redraw.
const PAUSE: Duration = Duration::from_secs(2);
/// How often the drawer looks for what is behind without being asked.
const SWEEP: Duration = Duration::from_secs(30);
/// A Death Match's Discord event is shown ending this long after its start.
const SHOWN_LENGTH_MS: i64 = 3600 * 1000;

/// Discord's scheduled-event statuses.
mod status {
    pub const SCHEDULED: u64 = 1;
    pub const ACTIVE: u64 = 2;
    pub const COMPLETED: u64 = 3;
    pub const CANCELED: u64 = 4;
}

impl Schedules {
    pub fn ask(&self, id: ScheduleId) {
        self.asked.ask(id);
    }

    /// Runs until the process ends.
    pub async fn run(self: Arc<Self>, rest: Arc<Rest>, service: Service, nonces: Nonces) {
        loop {
            match service.schedules().owed().await {
                Ok(ids) => ids.into_iter().for_each(|id| self.ask(id)),
                Err(e) => tracing::error!("reading the schedules owed: {e}"),
            }
            for id in self.asked.take() {
                if let Err(e) = draw(&rest, &service, &nonces, id).await {
                    tracing::warn!("drawing scheduled event #{id}: {e}; trying again");
                    tokio::time::sleep(PAUSE).await;
                }
            }
            let _ = tokio::time::timeout(SWEEP, self.asked.asked()).await;
        }
    }
}

/// Brings schedule `id`'s Discord event and announcement up to date.
async fn draw(
    rest: &Rest,
    service: &Service,
    nonces: &Nonces,
    id: ScheduleId,
) -> Result<(), String> {
    let s = match service.schedules().by_id(id).await {
        Ok(Some(s)) => s,
        Ok(None) => return Ok(()),
        Err(e) => return Err(format!("reading it: {e}")),
    };
    let over = is_over(service, &s).await;
    if s.drawn_revision >= s.revision && !(over && matches!(s.mirror, Mirror::Made(_))) {
        return Ok(());
    }
    let lang = super::Wording::new(service).lang(s.place.guild).await;
    let deadline = tokio::time::Instant::now() + RETRIES;
    let mirror = match mirror(rest, service, &s, lang, over, deadline).await {
        Ok(mirror) => mirror,
        Err(Failure::Refused { code, .. }) if refused(code) => {
            tell_once(rest, service, nonces, &s, lang, deadline).await;
            Mirror::Refused
        }
        Err(f) => return Err(format!("its Discord event: {f}")),
    };
    let link = match mirror {
        Mirror::Made(event) if s.is_open() => Some(event_url(s.place.guild, event)),
        _ => None,
    };
    let posted = if s.drawn_revision < s.revision {
        let screen = announcement(lang, &s, link);
        announce(rest, service, nonces, &s, &screen, deadline).await?
    } else {
        None
    };
    // A completed or cancelled event takes no further change: it is not looked at again.
    let mirror = match mirror {
        Mirror::Made(event)
            if over
                || matches!(
                    s.status,
                    Status::Cancelled { .. } | Status::Refused { .. } | Status::Lapsed
                ) =>
        {
            Mirror::Ended(event)
        }
        other => other,
    };
    service
        .schedules()
        .drawn(id, s.revision, posted, mirror)
        .await
        .map_err(|e| format!("recording it drawn: {e}"))
}

/// Posts or edits schedule `s`'s announcement: the message posted, if it was posted now.
/// A refusal gives it up (logged); a fault is for the next pass.
async fn announce(
    rest: &Rest,
    service: &Service,
    nonces: &Nonces,
    s: &Schedule,
    screen: &crate::discord::views::Screen,
    deadline: tokio::time::Instant,
) -> Result<Option<u64>, String> {
    let body = message_json(screen);
    let sent = match s.message_id {
        Some(message) => {
            let call = Call::edit_message(s.place.channel, message, body, None);
            rest.deliver(&call, deadline, Failure::retryable)
                .await
                .map(|_| None)
        }
        None => post(rest, service, nonces, s, body, screen, deadline).await,
    };
    match sent {
        Ok(posted) => Ok(posted),
        Err(failure) if failure.retryable() => Err(failure.to_string()),
        Err(refused) => {
            let id = s.id;
            tracing::error!(
                "scheduled event #{id}'s announcement refused ({refused}); giving it up"
            );
            Ok(None)
        }
    }
}

/// Whether what schedule `s` started is over: its Death Match ended, or its tournament
/// finished or was called off (then its Discord event is completed).
async fn is_over(service: &Service, s: &Schedule) -> bool {
    if !matches!(s.status, Status::Started { .. }) {
        return false;
    }
    match (s.tournament(), &s.status) {
        (Some(t), _) => service
            .tournaments()
            .get(t)
            .await
            .is_ok_and(|t| t.status.is_over()),
        (
            None,
            Status::Started {
                match_id: Some(m), ..
            },
        ) => service
            .matches()
            .public(*m)
            .await
            .is_ok_and(|p| p.info.is_over()),
        _ => false,
    }
}

/// Posts the announcement the first time, under its nonce (see standings.rs's `post`).
async fn post(
    rest: &Rest,
    service: &Service,
    nonces: &Nonces,
    s: &Schedule,
    mut body: Value,
    screen: &crate::discord::views::Screen,
    deadline: tokio::time::Instant,
) -> Result<Option<u64>, Failure> {
    nonces.schedule(s.id).mark(&mut body);
    let call = Call::create_message(s.place.channel, body.clone(), None);
    let answer = rest.deliver(&call, deadline, Failure::retryable).await?;
    let message = message_id(&answer)
        .ok_or_else(|| Failure::Transient("a post answered without its id".into()))?;
    if !shows(&answer, &body) {
        service
            .schedules()
            .drawn(s.id, s.drawn_revision, Some(message), s.mirror.clone())
            .await
            .map_err(|e| Failure::Transient(format!("recording the message: {e}")))?;
        let edit = Call::edit_message(s.place.channel, message, message_json(screen), None);
        rest.deliver(&edit, deadline, Failure::retryable).await?;
    }
    Ok(Some(message))
}

/// The marker in a Discord event's description that names its schedule: a retry after a
/// lost answer finds the event it made instead of making a second.
fn marker(nonces: &Nonces, id: ScheduleId) -> String {
    format!("[{}]", nonces.schedule(id).as_str())
}

/// Brings the Discord event in line with the schedule: made while it is to come, moved
/// with it, active once started, completed once its match is over, cancelled with it
/// (or when it lapses; a lapsed one scheduled again gets a new event).
/// Refused for want of Manage Events, the schedule goes on without one.
async fn mirror(
    rest: &Rest,
    service: &Service,
    s: &Schedule,
    lang: Lang,
    over: bool,
    deadline: tokio::time::Instant,
) -> Result<Mirror, Failure> {
    let nonces = Nonces::new(service.delivery().instance());
    let tag = marker(&nonces, s.id);
    let event = match s.mirror {
        Mirror::Refused => return Ok(Mirror::Refused),
        Mirror::Ended(event) if !s.is_open() => return Ok(Mirror::Ended(event)),
        Mirror::Made(event) => Some(event),
        // None yet; or its event was cancelled when it lapsed and it is scheduled again
        // since: Discord takes no change to a cancelled event, so another is made.
        Mirror::None | Mirror::Ended(_) => made_before(rest, s.place.guild, &tag, deadline).await?,
    };
    let shown = Shown::of(service, s, lang).await;
    let followed = match event {
        Some(event) => follow(rest, s, event, &shown, over, deadline).await?,
        None => Mirror::None,
    };
    let to_come = s.is_open() && s.starts_at > service.clock().now_ms() + 5_000;
    match followed {
        // Only an event still to come is made.
        Mirror::None | Mirror::Ended(_) if to_come => make(rest, s, &shown, &tag, deadline).await,
        Mirror::Ended(_) if s.is_open() => Ok(Mirror::None),
        other => Ok(other),
    }
}

/// The event an earlier try made (its answer lost), found by the marker in its
/// description; not one that is over (cancelled when the schedule lapsed).
async fn made_before(
    rest: &Rest,
    guild: u64,
    tag: &str,
    deadline: tokio::time::Instant,
) -> Result<Option<u64>, Failure> {
    let list = rest
        .deliver(&Call::list_events(guild), deadline, Failure::retryable)
        .await?;
    Ok(list.as_array().and_then(|events| {
        events
            .iter()
            .filter(|e| {
                matches!(
                    e["status"].as_u64(),
                    Some(status::SCHEDULED | status::ACTIVE)
                )
            })
            .find(|e| e["description"].as_str().is_some_and(|d| d.contains(tag)))
            .and_then(|e| e["id"].as_str()?.parse().ok())
    }))
}

/// What the Discord event shows: its name, description and times.
struct Shown {
    name: String,
    description: String,
    start: String,
    end: String,
}

impl Shown {
    async fn of(service: &Service, s: &Schedule, lang: Lang) -> Shown {
        let names = service
            .records()
            .user_names(s.players.clone())
            .await
            .unwrap_or_default();
        let name_of = |u: u64| names.get(&u).cloned().unwrap_or_else(|| u.to_string());
        let (ec, dmo) = match s.deathmatch() {
            Some(p) => (name_of(p.ec), name_of(p.dmo)),
            None => (String::new(), String::new()),
        };
        let (name, description) = event_words(lang, s, &ec, &dmo);
        Shown {
            name,
            description,
            start: iso(s.starts_at),
            end: iso(s.starts_at + SHOWN_LENGTH_MS),
        }
    }
}

/// Makes the event: EXTERNAL, located at the channel's link, marked with `tag`.
async fn make(
    rest: &Rest,
    s: &Schedule,
    shown: &Shown,
    tag: &str,
    deadline: tokio::time::Instant,
) -> Result<Mirror, Failure> {
    let (guild, channel) = (s.place.guild, s.place.channel);
    let body = json!({
        "name": shown.name,
        "description": format!("{}\n{tag}", shown.description),
        "privacy_level": 2,
        "entity_type": 3,
        "entity_metadata": { "location": format!("https://discord.com/channels/{guild}/{channel}") },
        "scheduled_start_time": shown.start,
        "scheduled_end_time": shown.end,
    });
    let call = Call::create_event(guild, body);
    let made = rest.deliver(&call, deadline, Failure::retryable).await?;
    Ok(made["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .map_or(Mirror::None, Mirror::Made))
}

/// Moves and renames event `event` with a schedule still to come, and steps its status
/// to the schedule's: `Ended` when it is already over in Discord.
async fn follow(
    rest: &Rest,
    s: &Schedule,
    event: u64,
    shown: &Shown,
    over: bool,
    deadline: tokio::time::Instant,
) -> Result<Mirror, Failure> {
    let guild = s.place.guild;
    let current = match rest
        .deliver(&Call::get_event(guild, event), deadline, Failure::retryable)
        .await
    {
        Ok(current) => current,
        // Deleted by someone in Discord: left alone from now on.
        Err(Failure::Refused { code, .. }) if !refused(code) => return Ok(Mirror::Refused),
        Err(f) => return Err(f),
    };
    let now_status = current["status"].as_u64().unwrap_or(status::SCHEDULED);
    // Cancelled or completed (by the bot, or a moderator in Discord): it takes no change.
    if matches!(now_status, status::COMPLETED | status::CANCELED) {
        return Ok(Mirror::Ended(event));
    }
    let wanted = match &s.status {
        Status::Scheduled => status::SCHEDULED,
        Status::Started { .. } if over => status::COMPLETED,
        Status::Started { .. } => status::ACTIVE,
        Status::Lapsed | Status::Cancelled { .. } | Status::Refused { .. } => status::CANCELED,
    };
    if now_status == status::SCHEDULED && wanted == status::SCHEDULED {
        let change = moved(&current, s.starts_at, shown);
        if !change.is_empty() {
            let call = Call::edit_event(guild, event, Value::Object(change));
            rest.deliver(&call, deadline, Failure::retryable).await?;
        }
    }
    for &step in steps(now_status, wanted) {
        let call = Call::edit_event(guild, event, json!({ "status": step }));
        rest.deliver(&call, deadline, Failure::retryable).await?;
    }
    Ok(Mirror::Made(event))
}

/// The fields of event `current` that differ from what it should show.
fn moved(current: &Value, starts_at: i64, shown: &Shown) -> serde_json::Map<String, Value> {
    let mut change = serde_json::Map::new();
    if current["scheduled_start_time"].as_str().map(parse_iso) != Some(Some(starts_at)) {
        change.insert("scheduled_start_time".into(), json!(shown.start));
        change.insert("scheduled_end_time".into(), json!(shown.end));
    }
    if current["name"].as_str() != Some(&shown.name) {
        change.insert("name".into(), json!(shown.name));
    }
    change
}

/// The status changes from `now` to `wanted`, in Discord's order: scheduled → active →
/// completed, or scheduled → cancelled.
fn steps(now: u64, wanted: u64) -> &'static [u64] {
    match (now, wanted) {
        (status::SCHEDULED, status::ACTIVE) => &[status::ACTIVE],
        (status::SCHEDULED, status::COMPLETED) => &[status::ACTIVE, status::COMPLETED],
        (status::SCHEDULED, status::CANCELED) => &[status::CANCELED],
        (status::ACTIVE, status::COMPLETED) => &[status::COMPLETED],
        _ => &[],
    }
}

/// Tells the host, once per server, that Discord refused the bot its events and how to
/// grant them (the schedule itself goes on without).
async fn tell_once(
    rest: &Rest,
    service: &Service,
    nonces: &Nonces,
    s: &Schedule,
    lang: Lang,
    deadline: tokio::time::Instant,
) {
    match service
        .schedules()
        .note_once(s.place.guild, "manage_events")
        .await
    {
        Ok(true) => {}
        Ok(false) => return,
        Err(e) => {
            tracing::error!("noting the missing Manage Events: {e}");
            return;
        }
    }
    let words = format!(
        "{} {}",
        crate::discord::text::mention(s.host),
        crate::discord::text::emphasised(
            lang,
            "schedule-reply-no-events",
            crate::words::Args::new()
        )
    );
    let mut body = message_json(&crate::discord::views::Screen::text(words));
    nonces.schedule_notice(s.id).mark(&mut body);
    let call = Call::create_message(s.place.channel, body, None);
    if let Err(e) = rest.deliver(&call, deadline, Failure::retryable).await {
        tracing::warn!(
            "telling the host of scheduled event #{} about Manage Events: {e}",
            s.id
        );
    }
}

fn refused(code: u64) -> bool {
    code == code::MISSING_PERMISSIONS || code == code::MISSING_ACCESS
}

fn iso(ms: i64) -> String {
    jiff::Timestamp::from_millisecond(ms)
        .map(|t| t.to_string())
        .unwrap_or_default()
}

fn parse_iso(text: &str) -> Option<i64> {
    text.parse::<jiff::Timestamp>()
        .ok()
        .map(|t| t.as_millisecond())
}

/// The mentions of the members "Interested" in a schedule's Discord event who are not
/// among its players, for a reminder whose content is `already`: as many as keep the post
/// within Discord's 2,000 characters (none when it has no event, or Discord does not
/// answer).
pub async fn interested(rest: &Rest, service: &Service, id: ScheduleId, already: &str) -> String {
    let Ok(Some(s)) = service.schedules().by_id(id).await else {
        return String::new();
    };
    let Mirror::Made(event) = s.mirror else {
        return String::new();
    };
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let Ok(Value::Array(users)) = rest
        .deliver(
            &Call::event_users(s.place.guild, event),
            deadline,
            Failure::retryable,
        )
        .await
    else {
        return String::new();
    };
    let extra = users
        .iter()
        .filter_map(|u| u["user"]["id"].as_str()?.parse::<u64>().ok())
        .filter(|u| !s.players.contains(u))
        .map(|u| format!("<@{u}>"));
    let budget = crate::discord::limits::CONTENT.saturating_sub(already.chars().count());
    let mut named = Vec::new();
    let mut length = "\n🔔".chars().count();
    for mention in extra {
        length += 1 + mention.len();
        if length > budget {
            break;
        }
        named.push(mention);
    }
    if named.is_empty() {
        String::new()
    } else {
        format!("\n🔔 {}", named.join(" "))
    }
}
