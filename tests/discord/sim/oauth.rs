//! Discord's OAuth2 as "Sign in with Discord" and an Activity meet it: the authorize page
//! (a redirect back with a new code, for the user the test signs in as), the token
//! endpoint (client id and secret checked, each code used once, the redirect it was
//! issued for), `users/@me` with a bearer token, and an Activity instance's lookup.
//! Tests choose who signs in (`Simulator::sign_in_as`), make the token endpoint fail
//! (`Simulator::fail_token_exchange`) and register instances.

use std::collections::{HashMap, VecDeque};

use axum::http::{header, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use serenity::model::id::{ChannelId, UserId};

use super::http::{err, ok, Reply};
use super::payloads::user_json;
use super::{Inner, RequestRecord, State};

/// The application's OAuth2 secret the simulator accepts.
pub const CLIENT_SECRET: &str = "test-client-secret";

/// What the simulator's OAuth2 holds.
#[derive(Default)]
pub(crate) struct OAuthState {
    /// Redirects registered in the "developer portal".
    pub redirects: Vec<String>,
    /// Who the authorize page signs in.
    pub signed_in: Option<UserId>,
    /// Codes not yet exchanged: their user and the redirect they were issued for
    /// (`None`: an Activity's code, from the SDK's `authorize`).
    pub codes: HashMap<String, (UserId, Option<String>)>,
    /// Access tokens issued, and whose.
    pub tokens: HashMap<String, UserId>,
    /// Statuses the next token exchanges fail with, in order.
    pub token_faults: VecDeque<u16>,
    /// Activity instances the test registered, by id.
    pub instances: HashMap<String, Value>,
    /// Codes exchanged successfully.
    pub exchanged: usize,
}

/// Answers the OAuth2 routes (not the bot's own REST calls): `None` for any other request.
pub(crate) fn handle(
    inner: &Inner,
    method: &Method,
    uri: &Uri,
    auth: Option<&str>,
    body: &[u8],
) -> Option<Response> {
    let path = uri.path();
    let bearer = auth.and_then(|a| a.strip_prefix("Bearer "));
    let mut st = inner.lock();
    let answer = match (method.as_str(), path) {
        ("GET", "/oauth2/authorize") => authorize(&mut st, &query(uri.query().unwrap_or(""))),
        ("POST", "/api/v10/oauth2/token") => {
            reply(token(&mut st, &query(&String::from_utf8_lossy(body))))
        }
        ("GET", "/api/v10/users/@me") if bearer.is_some() || auth.is_none() => {
            reply(me(&st, bearer))
        }
        _ => return None,
    };
    st.requests.push(RequestRecord {
        method: method.to_string(),
        path: path.to_string(),
        status: answer.status().as_u16(),
        at: std::time::Instant::now(),
    });
    drop(st);
    inner.changed();
    Some(answer)
}

/// A form's or a query's fields.
fn query(text: &str) -> HashMap<String, String> {
    let uri: Uri = format!("/?{text}")
        .parse()
        .unwrap_or_else(|_| Uri::from_static("/"));
    axum::extract::Query::<HashMap<String, String>>::try_from_uri(&uri)
        .map(|q| q.0)
        .unwrap_or_default()
}

fn reply(reply: Reply) -> Response {
    let status = StatusCode::from_u16(reply.status).expect("status");
    let body = reply.body.map(|b| b.to_string()).unwrap_or_default();
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// The authorize page: the user the test signed in as approves at once, and the browser
/// goes back to `redirect_uri` with a new code and the `state` it brought.
fn authorize(st: &mut State, q: &HashMap<String, String>) -> Response {
    let refuse = |why: &str| (StatusCode::BAD_REQUEST, why.to_string()).into_response();
    if q.get("client_id") != Some(&st.app_id.to_string()) {
        return refuse("unknown client_id");
    }
    if q.get("response_type").map(String::as_str) != Some("code") {
        return refuse("response_type must be code");
    }
    if !q
        .get("scope")
        .is_some_and(|s| s.split(' ').any(|s| s == "identify"))
    {
        return refuse("scope must include identify");
    }
    let Some(redirect) = q
        .get("redirect_uri")
        .filter(|r| st.oauth.redirects.contains(r))
    else {
        return refuse("redirect_uri not registered");
    };
    let Some(user) = st.oauth.signed_in else {
        return refuse("nobody is signed in to the simulator (Simulator::sign_in_as)");
    };
    let code = format!("code-{}", st.snowflake());
    st.oauth
        .codes
        .insert(code.clone(), (user, Some(redirect.clone())));
    let state = q.get("state").cloned().unwrap_or_default();
    let location = format!("{redirect}?code={code}&state={}", encode(&state));
    (StatusCode::FOUND, [(header::LOCATION, location)]).into_response()
}

/// The token endpoint: a form with the application's id and secret and a code issued for
/// the same redirect (none for an Activity's code); each code once.
fn token(st: &mut State, form: &HashMap<String, String>) -> Reply {
    if let Some(status) = st.oauth.token_faults.pop_front() {
        return err(status, 0, "injected failure");
    }
    let field = |k: &str| form.get(k).map(String::as_str);
    if field("client_id") != Some(&st.app_id.to_string())
        || field("client_secret") != Some(CLIENT_SECRET)
    {
        return oauth_error(401, "invalid_client");
    }
    if field("grant_type") != Some("authorization_code") {
        return oauth_error(400, "unsupported_grant_type");
    }
    let Some((user, redirect)) = field("code").and_then(|c| st.oauth.codes.remove(c)) else {
        return oauth_error(400, "invalid_grant");
    };
    if redirect.as_deref() != field("redirect_uri") {
        return oauth_error(400, "invalid_grant");
    }
    let access = format!("access-{}", st.snowflake());
    st.oauth.tokens.insert(access.clone(), user);
    st.oauth.exchanged += 1;
    ok(json!({
        "access_token": access,
        "token_type": "Bearer",
        "expires_in": 604800,
        "refresh_token": format!("refresh-{}", st.snowflake()),
        "scope": "identify",
    }))
}

fn oauth_error(status: u16, error: &str) -> Reply {
    let mut reply = err(status, 0, error);
    reply.body = Some(json!({ "error": error }));
    reply
}

/// `users/@me` for a bearer token: the user it was issued for, as Discord shows them.
fn me(st: &State, bearer: Option<&str>) -> Reply {
    let Some(user) = bearer.and_then(|t| st.oauth.tokens.get(t)) else {
        return err(401, 0, "401: Unauthorized");
    };
    let Some(u) = st.users.get(user) else {
        return err(404, 10013, "Unknown User");
    };
    let mut v = user_json(u);
    v["locale"] = json!(st
        .locales
        .get(user)
        .cloned()
        .unwrap_or_else(|| "en-US".into()));
    v["mfa_enabled"] = json!(false);
    v["flags"] = json!(0);
    ok(v)
}

/// `GET applications/{app}/activity-instances/{instance}` (the bot's token).
pub(crate) fn activity_instance(st: &State, app: &str, instance: &str) -> Reply {
    if app != st.app_id.to_string() {
        return err(404, 10002, "Unknown Application");
    }
    match st.oauth.instances.get(instance) {
        Some(v) => ok(v.clone()),
        None => err(404, 10002, "Unknown Activity Instance"),
    }
}

/// `text` percent-encoded for a query's value.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

impl super::Simulator {
    /// The application's OAuth2 client id (its id).
    pub fn client_id(&self) -> String {
        self.inner.lock().app_id.to_string()
    }

    /// The application's OAuth2 secret.
    pub fn client_secret(&self) -> String {
        CLIENT_SECRET.to_string()
    }

    /// Registers an OAuth2 redirect, as the developer portal does.
    pub fn register_redirect(&self, uri: &str) {
        self.inner.lock().oauth.redirects.push(uri.to_string());
    }

    /// The user the authorize page signs in from now on.
    pub fn sign_in_as(&self, user: UserId) {
        self.inner.lock().oauth.signed_in = Some(user);
    }

    /// A code for `user` as the Embedded App SDK's `authorize` gives an Activity (no
    /// redirect).
    pub fn activity_code(&self, user: UserId) -> String {
        let mut st = self.inner.lock();
        let code = format!("code-{}", st.snowflake());
        st.oauth.codes.insert(code.clone(), (user, None));
        code
    }

    /// The next token exchange fails with `status`.
    pub fn fail_token_exchange(&self, status: u16) {
        self.inner.lock().oauth.token_faults.push_back(status);
    }

    /// Codes exchanged for tokens so far.
    pub fn codes_exchanged(&self) -> usize {
        self.inner.lock().oauth.exchanged
    }

    /// Registers a running Activity instance in `channel` of the guild with `users` in it.
    pub fn add_activity_instance(&self, instance: &str, channel: ChannelId, users: &[UserId]) {
        let mut st = self.inner.lock();
        let launch = st.snowflake();
        let location = st.snowflake();
        let value = json!({
            "application_id": st.app_id.to_string(),
            "instance_id": instance,
            "launch_id": launch.to_string(),
            "location": {
                "id": format!("gc-{}-{}", st.guild_id, location),
                "kind": "gc",
                "channel_id": channel.to_string(),
                "guild_id": st.guild_id.to_string(),
            },
            "users": users.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
        });
        st.oauth.instances.insert(instance.to_string(), value);
    }
}
