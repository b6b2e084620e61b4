//! The Activity: the board opened inside Discord's client (`[web] activity = true`).
//!
//! Discord opens the root of the URL mapping with its query parameters (`frame_id`,
//! `instance_id`, `platform`, ...): [`entry`] sends that on to [`page`], which loads the
//! vendored Embedded App SDK and `activity.js` (both static files of the bot's own; no
//! other host). The script shakes hands with Discord's client, asks it for an OAuth2 code,
//! exchanges it here (`POST /signin/activity`, [`super::signin`]) for a session, and asks
//! [`find_match`] which match is played where the Activity was opened. The answer is the
//! player's seat page (`/s/<server>/play/<match>`), which the frame then shows.
//!
//! The instance's place is asked of Discord with the bot's token, never taken from the
//! client: a player cannot open another channel's match by editing the query.

use super::session;
use super::{guard, layout, not_found, Params, Shared, Web};
use crate::model::{MatchInfo, MatchThread};
use crate::words;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use maud::{html, DOCTYPE};
use serde::Deserialize;

/// The vendored Embedded App SDK (`@discord/embedded-app-sdk`, bundled: see its header).
pub const SDK: &str = include_str!("assets/discord-sdk.js");
/// The Activity's own script.
pub const SCRIPT: &str = include_str!("assets/activity.js");

/// Whether the Activity is served: on, and players can sign in.
fn on(web: &Web) -> bool {
    web.accounts.activity && web.accounts.oauth.is_some() && web.accounts.client_id.is_some()
}

/// The root with Discord's parameters (how Discord opens an Activity): the Activity's
/// page, with the same query. `None` for any other visit of the root.
pub fn entry(web: &Web, query: Option<&str>) -> Option<Response> {
    let query = query?;
    let discord = query.split('&').any(|pair| pair.starts_with("frame_id="));
    (on(web) && discord).then(|| Redirect::to(&format!("/activity?{query}")).into_response())
}

/// The Activity's page: a status line while the script signs the player in and finds the
/// match, in the language Discord's client asks in. Framed by Discord ([`guard::Framable`]).
pub async fn page(State(web): Shared, headers: HeaderMap) -> Response {
    if !on(&web) {
        return not_found();
    }
    let lang = guard::browser_lang(&headers);
    let client_id = web.accounts.client_id.as_deref().unwrap_or_default();
    let say = |key: &str| words::plain(lang, key);
    let body = html! {
        (DOCTYPE)
        html lang=(layout::html_lang(lang)) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                title { (say("web-activity-title")) " · clash-bot" }
                link rel="stylesheet" href="/static/site.css";
                script type="module" src="/static/activity.js" {}
            }
            body {
                main.activity data-client-id=(client_id) {
                    h1 { (say("web-activity-title")) }
                    p #activity-status role="status"
                        data-outside=(say("web-activity-outside"))
                        data-denied=(say("web-activity-denied"))
                        data-failed=(say("web-activity-failed"))
                        data-no-match=(say("web-activity-no-match"))
                        data-busy=(say("web-activity-busy"))
                        data-signing-in=(say("web-activity-signing-in"))
                        data-finding=(say("web-activity-finding")) {
                        (say("web-activity-connecting"))
                    }
                }
            }
        }
    };
    let mut answer = (
        [
            (header::CACHE_CONTROL, "no-store"),
            (header::VARY, "Accept-Language"),
        ],
        Html(body.into_string()),
    )
        .into_response();
    answer.extensions_mut().insert(guard::Framable);
    answer
}

/// The SDK, as a static module.
pub async fn sdk() -> Response {
    module(SDK)
}

/// The Activity's script, as a static module.
pub async fn script() -> Response {
    module(SCRIPT)
}

fn module(body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// Where an Activity instance runs, as Discord says: its server, its channel (or thread)
/// and who is in it.
#[derive(Debug, PartialEq, Eq)]
pub struct Instance {
    pub guild: u64,
    pub channel: u64,
    pub users: Vec<u64>,
}

/// Why an instance is not known.
#[derive(Debug, PartialEq, Eq)]
enum Lookup {
    /// Discord does not know it (or it is not the bot's).
    Unknown,
    /// Discord failed or timed out.
    Down,
}

/// Discord's answer for an instance (`GET applications/{app}/activity-instances/{id}`).
#[derive(Deserialize)]
struct InstanceAnswer {
    location: Location,
    #[serde(default)]
    users: Vec<String>,
}

#[derive(Deserialize)]
struct Location {
    channel_id: String,
    #[serde(default)]
    guild_id: Option<String>,
}

impl InstanceAnswer {
    /// The instance, when it is in a server (not a DM) and its ids are numbers.
    fn instance(self) -> Option<Instance> {
        Some(Instance {
            guild: self.location.guild_id?.parse().ok()?,
            channel: self.location.channel_id.parse().ok()?,
            users: self.users.iter().filter_map(|u| u.parse().ok()).collect(),
        })
    }
}

/// An instance id as Discord makes them (letters, digits, `-` and `_`), or nothing.
fn instance_id(params: &std::collections::HashMap<String, String>) -> Option<&str> {
    let id = params.get("instance_id")?.as_str();
    let fine = !id.is_empty()
        && id.len() <= 100
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    fine.then_some(id)
}

/// Asks Discord where instance `id` of the bot's Activity runs.
async fn lookup(web: &Web, id: &str) -> Result<Instance, Lookup> {
    let oauth = web.accounts.oauth.as_ref().ok_or(Lookup::Unknown)?;
    let token = oauth.bot_token.as_ref().ok_or(Lookup::Down)?;
    let url = format!(
        "{}/api/v10/applications/{}/activity-instances/{id}",
        oauth.discord, oauth.client_id
    );
    let answer = oauth
        .http
        .get(&url)
        .header(header::AUTHORIZATION, format!("Bot {}", token.expose()))
        .send()
        .await
        .map_err(|e| {
            tracing::warn!("activity instance: Discord did not answer: {e}");
            Lookup::Down
        })?;
    let status = answer.status();
    if status.is_client_error() && status != StatusCode::TOO_MANY_REQUESTS {
        return Err(Lookup::Unknown);
    }
    if !status.is_success() {
        tracing::warn!("activity instance: Discord answered {status}");
        return Err(Lookup::Down);
    }
    let body = answer.bytes().await.map_err(|e| {
        tracing::warn!("activity instance: Discord's answer was cut off: {e}");
        Lookup::Down
    })?;
    let found: InstanceAnswer = serde_json::from_slice(&body).map_err(|e| {
        tracing::warn!("activity instance: an answer the bot cannot read: {e}");
        Lookup::Down
    })?;
    found.instance().ok_or(Lookup::Unknown)
}

/// Of `user`'s running matches, the one played where `instance` is: in its channel, or in
/// a thread opened from it (the thread's own channel first).
pub fn match_here(matches: &[MatchInfo], instance: &Instance) -> Option<(u64, i64)> {
    let here = |m: &&MatchInfo| m.place.guild == instance.guild && !m.is_over();
    let in_channel = matches
        .iter()
        .filter(here)
        .find(|m| m.place.channel == instance.channel);
    let from_channel = || {
        matches.iter().filter(here).find(
            |m| matches!(m.thread, MatchThread::Open { parent } if parent == instance.channel),
        )
    };
    in_channel
        .or_else(from_channel)
        .map(|m| (m.place.guild, m.id))
}

/// What the script asks once signed in: `{"url": seat page}` of the signed-in player's
/// match where the Activity runs; 404 when they have none there, 403 when Discord does not
/// count them in the instance, 401 without a session, 502 when Discord fails.
pub async fn find_match(State(web): Shared, headers: HeaderMap, Query(params): Params) -> Response {
    if !on(&web) {
        return not_found();
    }
    let Some(service) = web.service.as_ref() else {
        return not_found();
    };
    let Some(reader) = session::signed_in(&web, &headers).await else {
        return refusal(StatusCode::UNAUTHORIZED, "no_session");
    };
    let Some(id) = instance_id(&params) else {
        return refusal(StatusCode::BAD_REQUEST, "no_instance");
    };
    let instance = match lookup(&web, id).await {
        Ok(instance) => instance,
        Err(Lookup::Unknown) => return refusal(StatusCode::NOT_FOUND, "unknown_instance"),
        Err(Lookup::Down) => return refusal(StatusCode::BAD_GATEWAY, "discord_down"),
    };
    if !instance.users.contains(&reader.user) {
        return refusal(StatusCode::FORBIDDEN, "not_in_instance");
    }
    let matches = service.matches().of_player(reader.user).await;
    match match_here(&matches, &instance) {
        Some((guild, m)) => json(
            StatusCode::OK,
            serde_json::json!({ "url": crate::model::pages::seat("", guild, m) }),
        ),
        None => refusal(StatusCode::NOT_FOUND, "no_match"),
    }
}

/// A refusal for the script: a code it maps to the page's words.
fn refusal(status: StatusCode, code: &str) -> Response {
    json(status, serde_json::json!({ "error": code }))
}

fn json(status: StatusCode, body: serde_json::Value) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body.to_string(),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::matches::info_of;
    use crate::rules::clash::Clash;
    use crate::rules::{Seat, Table};

    fn running(id: i64, guild: u64, channel: u64, thread: MatchThread) -> MatchInfo {
        let mut info = info_of(&Table::<Clash>::new(Default::default(), 7, Seat::A, 5), 1);
        info.id = id;
        info.place.guild = guild;
        info.place.channel = channel;
        info.thread = thread;
        info
    }

    fn instance(guild: u64, channel: u64) -> Instance {
        Instance {
            guild,
            channel,
            users: vec![101],
        }
    }

    #[test]
    fn the_match_played_in_the_instances_channel_is_found() {
        let matches = [
            running(1, 9, 50, MatchThread::No),
            running(2, 9, 60, MatchThread::No),
        ];
        assert_eq!(match_here(&matches, &instance(9, 60)), Some((9, 2)));
        assert_eq!(match_here(&matches, &instance(9, 70)), None);
    }

    #[test]
    fn a_match_in_a_thread_is_found_from_the_thread_or_its_channel() {
        let matches = [running(3, 9, 500, MatchThread::Open { parent: 60 })];
        assert_eq!(match_here(&matches, &instance(9, 500)), Some((9, 3)));
        assert_eq!(match_here(&matches, &instance(9, 60)), Some((9, 3)));
    }

    #[test]
    fn another_servers_match_or_a_finished_one_is_not_found() {
        let mut over = running(4, 9, 60, MatchThread::No);
        over.status = crate::model::MatchStatus::Finished;
        let matches = [running(5, 8, 60, MatchThread::No), over];
        assert_eq!(match_here(&matches, &instance(9, 60)), None);
    }

    #[test]
    fn only_discords_instance_ids_are_asked_for() {
        let with = |id: &str| {
            std::collections::HashMap::from([("instance_id".to_string(), id.to_string())])
        };
        assert_eq!(instance_id(&with("i-1234_abc")), Some("i-1234_abc"));
        for bad in ["", "a/b", "../x", "a b", &"x".repeat(101)] {
            assert_eq!(instance_id(&with(bad)), None, "{bad:?}");
        }
    }

    #[test]
    fn an_instance_in_a_dm_has_no_server() {
        let answer: InstanceAnswer = serde_json::from_value(serde_json::json!({
            "location": { "channel_id": "5" }, "users": ["1"]
        }))
        .unwrap();
        assert_eq!(answer.instance(), None);
        let answer: InstanceAnswer = serde_json::from_value(serde_json::json!({
            "location": { "channel_id": "5", "guild_id": "9" }, "users": ["1", "x"]
        }))
        .unwrap();
        assert_eq!(
            answer.instance(),
            Some(Instance {
                guild: 9,
                channel: 5,
                users: vec![1]
            })
        );
    }
}
