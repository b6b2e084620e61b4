//! "Sign in with Discord": OAuth2's authorization code flow (scope `identify`) for the
//! pages in a browser, the same code exchange for the Activity inside Discord, and signing
//! out. Discord says who the reader is; [`super::session`] keeps it.
//!
//! In a browser: `GET /signin?next=<path>` binds a random `state` to the browser (a
//! short-lived cookie) and sends it to Discord's authorize page; Discord sends it back to
//! `GET /signin/back` with a code, which is exchanged only when the state is the
//! browser's own. Every Discord address comes from `[discord] api_url`, so the tests'
//! simulator stands in for Discord. Nothing is stored until Discord has answered, and the
//! access token is neither stored nor logged.

use super::session::{self, Place};
use super::{guard, layout, Shared, Web};
use crate::config::{Secret, SignInKeys};
use crate::words::{self, Args, Lang};
use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use maud::{html, Markup};
use serde::Deserialize;
use std::collections::HashMap;
use std::time::Duration;

/// The cookie that binds a sign-in's `state` (and where to go after) to its browser.
pub const STATE_COOKIE: &str = "clash_signin";
/// How long a sign-in may take at Discord: the state cookie's life.
const STATE_SECONDS: u64 = 600;
/// How long a call to Discord may take.
pub const DISCORD_TIMEOUT: Duration = Duration::from_secs(10);
/// The longest `next` kept; a longer one leads to `/`.
const MAX_NEXT: usize = 1024;

/// Who may sign in, and for how long: the web side's share of `[web]`.
pub struct Accounts {
    /// The Discord application's id, when set.
    pub client_id: Option<String>,
    /// Discord's OAuth2, when the id and its secret are set; None: nobody signs in.
    pub oauth: Option<OAuth>,
    /// Whether the Activity is on (its pages then come from Discord's proxy too).
    pub activity: bool,
    pub session_length: Duration,
}

impl Default for Accounts {
    fn default() -> Self {
        Accounts {
            client_id: None,
            oauth: None,
            activity: false,
            session_length: Duration::from_secs(30 * 86_400),
        }
    }
}

impl Accounts {
    /// The accounts of `config`: sign-in when `[web] client_id` and its secret are set.
    pub fn from_config(config: &crate::config::Config) -> anyhow::Result<Accounts> {
        let keys = config.web.sign_in()?;
        Ok(Accounts {
            client_id: config.web.client_id.clone(),
            oauth: keys
                .map(|keys| OAuth::new(keys, &config.discord.api_url))
                .transpose()?
                .map(|oauth| OAuth {
                    bot_token: config.token().ok().map(Secret::new),
                    ..oauth
                }),
            activity: config.web.activity,
            session_length: config.web.session_length(),
        })
    }
}

/// Discord's OAuth2 endpoints for the bot's application, and a client to call them.
pub struct OAuth {
    pub(super) client_id: String,
    client_secret: Secret,
    /// `[discord] api_url` without a trailing slash.
    pub(super) discord: String,
    pub(super) http: reqwest::Client,
    /// The bot's token, for what Discord answers only the bot (an Activity's instance).
    pub(super) bot_token: Option<Secret>,
}

/// Why Discord gave no user.
#[derive(Debug, PartialEq, Eq)]
enum DiscordError {
    /// It refused the code (4xx): used already, too old, or not ours.
    Refused,
    /// It failed, timed out or answered what it should not.
    Down,
}

/// The part of `/users/@me` the bot keeps.
#[derive(Debug, Deserialize)]
struct DiscordUser {
    id: String,
    username: String,
    #[serde(default)]
    global_name: Option<String>,
    #[serde(default)]
    locale: Option<String>,
}

impl OAuth {
    /// Sign-in with `keys` at the Discord of `api_url`.
    pub fn new(keys: SignInKeys, api_url: &str) -> anyhow::Result<OAuth> {
        let http = reqwest::Client::builder()
            .timeout(DISCORD_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        Ok(OAuth {
            client_id: keys.client_id,
            client_secret: keys.client_secret,
            discord: api_url.trim_end_matches('/').to_string(),
            http,
            bot_token: None,
        })
    }

    /// Discord's authorize page, asked for `identify` with `state`, back to `redirect`.
    fn authorize_url(&self, state: &str, redirect: &str) -> String {
        format!(
            "{}/oauth2/authorize?response_type=code&client_id={}&scope=identify&state={}&redirect_uri={}&prompt=none",
            self.discord,
            encode(&self.client_id),
            encode(state),
            encode(redirect)
        )
    }

    /// The access token for `code` (and the `redirect` it was asked with, in a browser).
    async fn exchange(&self, code: &str, redirect: Option<&str>) -> Result<String, DiscordError> {
        let mut form = vec![
            ("grant_type", "authorization_code"),
            ("code", code),
            ("client_id", &self.client_id),
            ("client_secret", self.client_secret.expose()),
        ];
        if let Some(redirect) = redirect {
            form.push(("redirect_uri", redirect));
        }
        let url = format!("{}/api/v10/oauth2/token", self.discord);
        let answer = self.http.post(&url).form(&form).send().await;
        #[derive(Deserialize)]
        struct Token {
            access_token: String,
        }
        let token: Token = read_json(answer, "token exchange").await?;
        Ok(token.access_token)
    }

    /// Who `access_token` is.
    async fn me(&self, access_token: &str) -> Result<DiscordUser, DiscordError> {
        let url = format!("{}/api/v10/users/@me", self.discord);
        let answer = self.http.get(&url).bearer_auth(access_token).send().await;
        // Once the code is spent, any failure here is Discord's.
        read_json(answer, "users/@me")
            .await
            .map_err(|_| DiscordError::Down)
    }

    /// The user a `code` is for, and its access token: exchanged, then asked who it is.
    async fn user_of(
        &self,
        code: &str,
        redirect: Option<&str>,
    ) -> Result<(DiscordUser, String), DiscordError> {
        let token = self.exchange(code, redirect).await?;
        let user = self.me(&token).await?;
        Ok((user, token))
    }
}

/// A JSON answer of Discord's, or why not (the status and Discord's error body are
/// logged; never a token).
async fn read_json<T: serde::de::DeserializeOwned>(
    answer: reqwest::Result<reqwest::Response>,
    what: &str,
) -> Result<T, DiscordError> {
    let answer = answer.map_err(|e| {
        tracing::warn!("sign-in: Discord's {what} failed: {}", e.without_url());
        DiscordError::Down
    })?;
    let status = answer.status();
    let body = answer.bytes().await.map_err(|e| {
        tracing::warn!(
            "sign-in: Discord's {what} answer was cut: {}",
            e.without_url()
        );
        DiscordError::Down
    })?;
    if !status.is_success() {
        // An error's body names the error (`invalid_grant`), never a token.
        let said = String::from_utf8_lossy(&body[..body.len().min(200)]).into_owned();
        tracing::warn!("sign-in: Discord's {what} answered {status}: {said}");
        return Err(
            if status.is_client_error() && status != StatusCode::TOO_MANY_REQUESTS {
                DiscordError::Refused
            } else {
                DiscordError::Down
            },
        );
    }
    serde_json::from_slice(&body).map_err(|e| {
        tracing::warn!("sign-in: Discord's {what} answer is not what was expected: {e}");
        DiscordError::Down
    })
}

/// `GET /signin?next=<path>`: to Discord's authorize page, with a new `state` bound to
/// this browser.
pub async fn start(
    State(web): Shared,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let Some(oauth) = &web.accounts.oauth else {
        return super::not_found();
    };
    let next = local_path(params.get("next").map(String::as_str));
    let state = session::random_token();
    let Some(redirect) = redirect_uri(&web, &headers) else {
        return super::not_found();
    };
    let cookie = state_cookie(
        &web,
        &format!("{state}.{}", session::hex(next.as_bytes())),
        STATE_SECONDS,
    );
    let mut answer = redirect_to(&oauth.authorize_url(&state, &redirect));
    answer.headers_mut().append(header::SET_COOKIE, cookie);
    answer
}

/// `GET /signin/back?code=..&state=..`: Discord's return. The state must be this
/// browser's; then the code is exchanged, the user asked for, and a session opened.
pub async fn back(
    State(web): Shared,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let Some(oauth) = &web.accounts.oauth else {
        return super::not_found();
    };
    let lang = guard::browser_lang(&headers);
    let Some(next) = state_matches(&headers, params.get("state").map(String::as_str)) else {
        return page(lang, StatusCode::BAD_REQUEST, Refusal::State);
    };
    let Some(code) = params.get("code").filter(|c| !c.is_empty()) else {
        // Discord sends `error=access_denied` when the reader says no.
        return with_state_cleared(
            &web,
            page(lang, StatusCode::BAD_REQUEST, Refusal::Cancelled),
        );
    };
    let Some(redirect) = redirect_uri(&web, &headers) else {
        return super::not_found();
    };
    let (user, _token) = match oauth.user_of(code, Some(&redirect)).await {
        Ok(found) => found,
        Err(DiscordError::Refused) => {
            return with_state_cleared(&web, page(lang, StatusCode::BAD_REQUEST, Refusal::Expired))
        }
        Err(DiscordError::Down) => {
            return with_state_cleared(&web, page(lang, StatusCode::BAD_GATEWAY, Refusal::Down))
        }
    };
    let Some((cookie, _csrf)) = open_for(&web, &user).await else {
        return with_state_cleared(&web, super::failed_plainly());
    };
    let mut answer = redirect_to(&next);
    let headers = answer.headers_mut();
    headers.append(
        header::SET_COOKIE,
        session::session_cookie(&web, &cookie, Place::Browser),
    );
    answer = with_state_cleared(&web, answer);
    answer
}

/// `POST /signin/activity` with `{"code": ".."}`: the Activity's exchange (the code its
/// SDK's `authorize` gave). Answers the access token its `authenticate` needs and the
/// session's CSRF token, and sets the session cookie for Discord's iframe.
pub async fn activity(State(web): Shared, headers: HeaderMap, body: Bytes) -> Response {
    let Some(oauth) = &web.accounts.oauth else {
        return super::not_found();
    };
    if !session::from_own_origin(&web, &headers) {
        return json_error(StatusCode::FORBIDDEN, "foreign_origin");
    }
    #[derive(Deserialize)]
    struct Asked {
        code: String,
    }
    let Ok(asked) = serde_json::from_slice::<Asked>(&body) else {
        return json_error(StatusCode::BAD_REQUEST, "no_code");
    };
    let (user, token) = match oauth.user_of(&asked.code, None).await {
        Ok(found) => found,
        Err(DiscordError::Refused) => return json_error(StatusCode::BAD_REQUEST, "code_refused"),
        Err(DiscordError::Down) => return json_error(StatusCode::BAD_GATEWAY, "discord_down"),
    };
    let Some((cookie, csrf)) = open_for(&web, &user).await else {
        return json_error(StatusCode::INTERNAL_SERVER_ERROR, "failed");
    };
    let body = serde_json::json!({ "access_token": token, "csrf": csrf }).to_string();
    let mut answer = ([(header::CONTENT_TYPE, "application/json")], body).into_response();
    answer.headers_mut().append(
        header::SET_COOKIE,
        session::session_cookie(&web, &cookie, Place::Activity),
    );
    answer
}

/// `POST /signout` (a form with the session's `csrf`, or the `X-CSRF-Token` header): the
/// session signed out, its cookie taken away, and back to the start page.
pub async fn sign_out(State(web): Shared, headers: HeaderMap, body: Bytes) -> Response {
    let token = form_value(&body, "csrf");
    let lang = guard::browser_lang(&headers);
    if let Err(forged) = session::writer(&web, &headers, token.as_deref()).await {
        tracing::info!("sign-out refused: {forged:?}");
        return page(lang, StatusCode::FORBIDDEN, Refusal::Forged);
    }
    if let Err(e) = session::close(&web, &headers).await {
        tracing::error!("sign-out: {e:#}");
        return super::failed_plainly();
    }
    let mut answer = redirect_to("/");
    for place in [Place::Browser, Place::Activity] {
        answer
            .headers_mut()
            .append(header::SET_COOKIE, session::cleared_cookie(&web, place));
    }
    answer
}

/// A session for the user Discord named: its cookie value and CSRF token; `None` (and
/// the reason logged) when it could not be stored.
async fn open_for(web: &Web, user: &DiscordUser) -> Option<(String, String)> {
    let Ok(id) = user.id.parse::<u64>() else {
        tracing::warn!("sign-in: Discord named a user without a numeric id");
        return None;
    };
    let name = user
        .global_name
        .as_deref()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or(&user.username);
    match session::open(web, id, name, user.locale.as_deref()).await {
        Ok(opened) => Some(opened),
        Err(e) => {
            tracing::error!("sign-in: {e:#}");
            None
        }
    }
}

/// Where Discord sends the browser back: under the public address, else under the
/// address the request came to.
fn redirect_uri(web: &Web, headers: &HeaderMap) -> Option<String> {
    let base = match &web.base {
        Some(base) => base.clone(),
        None => format!("http://{}", headers.get(header::HOST)?.to_str().ok()?),
    };
    Some(format!("{base}/signin/back"))
}

/// The `next` of a request's state cookie when `state` is the one it holds (compared in
/// constant time); `None` when either is missing or they differ.
fn state_matches(headers: &HeaderMap, state: Option<&str>) -> Option<String> {
    let state = state.filter(|s| !s.is_empty())?;
    let (kept, next) = session::cookie(headers, STATE_COOKIE)?.split_once('.')?;
    if !session::same_secret(kept.as_bytes(), state.as_bytes()) {
        return None;
    }
    let next = unhex(next).and_then(|bytes| String::from_utf8(bytes).ok());
    Some(local_path(next.as_deref()))
}

/// `next` when it is a path on this site, else `/`: it must start with one `/` (not `//`
/// or `/\`, which browsers read as another host), and hold no control character.
pub fn local_path(next: Option<&str>) -> String {
    match next {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.starts_with("/\\")
                && path.len() <= MAX_NEXT
                && !path.chars().any(char::is_control) =>
        {
            path.to_string()
        }
        _ => "/".to_string(),
    }
}

/// The state cookie, holding `value`, for `max_age` seconds: only for `/signin`.
fn state_cookie(web: &Web, value: &str, max_age: u64) -> HeaderValue {
    let secure = if web.is_https() { "; Secure" } else { "" };
    let text = format!(
        "{STATE_COOKIE}={value}; Max-Age={max_age}; Path=/signin; HttpOnly{secure}; SameSite=Lax"
    );
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// `answer` taking the state cookie away: a state is used once.
fn with_state_cleared(web: &Web, mut answer: Response) -> Response {
    answer
        .headers_mut()
        .append(header::SET_COOKIE, state_cookie(web, "", 0));
    answer
}

/// 303 See Other to `to`.
fn redirect_to(to: &str) -> Response {
    match HeaderValue::from_str(to) {
        Ok(location) => (StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response(),
        Err(_) => super::failed_plainly(),
    }
}

/// Why a sign-in or a write was refused, as the reader is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    /// The `state` is not this browser's (forged, or its cookie gone).
    State,
    /// The reader said no at Discord.
    Cancelled,
    /// Discord refused the code.
    Expired,
    /// Discord did not answer as it should.
    Down,
    /// A write without its session's token, or from another site.
    Forged,
}

impl Refusal {
    /// Its words' keys: the page's heading and its line.
    fn keys(self) -> (&'static str, &'static str) {
        match self {
            Refusal::State => ("web-signin-refused", "web-signin-refused-text"),
            Refusal::Cancelled => ("web-signin-cancelled", "web-signin-cancelled-text"),
            Refusal::Expired => ("web-signin-expired", "web-signin-expired-text"),
            Refusal::Down => ("web-signin-discord-down", "web-signin-discord-down-text"),
            Refusal::Forged => ("web-forged", "web-forged-text"),
        }
    }
}

/// A refusal as a small page in `lang`, leading back to the start page.
fn page(lang: Lang, status: StatusCode, refusal: Refusal) -> Response {
    let (heading, line) = refusal.keys();
    let body = layout::plain_page(lang, heading, line, true).into_string();
    (status, [(header::VARY, "Accept-Language")], Html(body)).into_response()
}

/// The Activity's refusals: a code its script reads (and words from the catalogue).
fn json_error(status: StatusCode, error: &'static str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        serde_json::json!({ "error": error }).to_string(),
    )
        .into_response()
}

/// Who is reading, for a page's header: "Signed in as …" with a sign-out button (a form
/// carrying the session's CSRF token; a `btn`, as big to tap as every control of the
/// pages), or a link to sign in and come back to `next`.
/// Shown only where sign-in is on ([`Accounts::oauth`]).
pub fn account(lang: Lang, signed: Option<&session::SignedIn>, next: &str) -> Markup {
    match signed {
        Some(signed) => html! {
            form.account method="post" action="/signout" {
                span { (words::text(lang, "web-signed-in-as", &Args::new().str("name", &signed.name))) }
                " "
                input type="hidden" name="csrf" value=(signed.csrf);
                button.btn type="submit" { (words::plain(lang, "web-signout")) }
            }
        },
        None => html! {
            a.account href=(format!("/signin?next={}", encode(&local_path(Some(next))))) {
                (words::plain(lang, "web-signin"))
            }
        },
    }
}

/// `text` percent-encoded for a query's value (all but RFC 3986's unreserved characters).
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The value of field `name` of a form body (`application/x-www-form-urlencoded`).
pub fn form_value(body: &[u8], name: &str) -> Option<String> {
    let body = std::str::from_utf8(body).ok()?;
    body.split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| decode(key).as_deref() == Some(name))
        .and_then(|(_, value)| decode(value))
}

/// A form's percent-encoded text (`+` for a space); `None` when it is not valid UTF-8.
fn decode(text: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        match b {
            b'+' => bytes.push(b' '),
            b'%' if tail.len() >= 2 => {
                let pair = std::str::from_utf8(&tail[..2]).ok();
                match pair.and_then(|p| u8::from_str_radix(p, 16).ok()) {
                    Some(v) => {
                        bytes.push(v);
                        rest = &tail[2..];
                        continue;
                    }
                    None => bytes.push(b'%'),
                }
            }
            _ => bytes.push(b),
        }
        rest = tail;
    }
    String::from_utf8(bytes).ok()
}

/// Bytes from hex digits; `None` for anything else.
fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_is_a_local_path_or_the_start_page() {
        for (asked, kept) in [
            (Some("/s/1/play/2"), "/s/1/play/2"),
            (Some("/s/1?page=2#x"), "/s/1?page=2#x"),
            (Some("/"), "/"),
            (None, "/"),
            (Some(""), "/"),
            (Some("//evil.example/x"), "/"),
            (Some("/\\evil.example"), "/"),
            (Some("https://evil.example/"), "/"),
            (Some("javascript:alert(1)"), "/"),
            (Some("s/1"), "/"),
            (Some("/a\r\nSet-Cookie: x=1"), "/"),
        ] {
            assert_eq!(local_path(asked), kept, "{asked:?}");
        }
        assert_eq!(local_path(Some(&format!("/{}", "a".repeat(2000)))), "/");
    }

    fn with_cookie(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_str(&format!("other=1; {STATE_COOKIE}={value}")).unwrap(),
        );
        headers
    }

    #[test]
    fn the_state_must_be_the_one_the_browser_holds() {
        let state = session::random_token();
        let next = session::hex(b"/s/1/play/2");
        let headers = with_cookie(&format!("{state}.{next}"));
        assert_eq!(
            state_matches(&headers, Some(&state)),
            Some("/s/1/play/2".to_string())
        );
        let other = session::random_token();
        assert_eq!(state_matches(&headers, Some(&other)), None, "forged");
        assert_eq!(state_matches(&headers, None), None, "missing");
        assert_eq!(state_matches(&headers, Some("")), None, "empty");
        assert_eq!(
            state_matches(&HeaderMap::new(), Some(&state)),
            None,
            "no cookie"
        );
        // A tampered `next` leads to the start page, never elsewhere.
        let evil = with_cookie(&format!("{state}.{}", session::hex(b"//evil.example")));
        assert_eq!(state_matches(&evil, Some(&state)), Some("/".to_string()));
        let broken = with_cookie(&format!("{state}.zz"));
        assert_eq!(state_matches(&broken, Some(&state)), Some("/".to_string()));
    }

    #[test]
    fn the_authorize_address_asks_for_identify_and_comes_back_under_the_public_address() {
        let keys = SignInKeys {
            client_id: "123".into(),
            client_secret: Secret::new("s"),
        };
        let oauth = OAuth::new(keys, "https://discord.com/").unwrap();
        assert_eq!(
            oauth.authorize_url("ab", "https://clash.example.org/signin/back"),
            "https://discord.com/oauth2/authorize?response_type=code&client_id=123&scope=identify\
             &state=ab&redirect_uri=https%3A%2F%2Fclash.example.org%2Fsignin%2Fback&prompt=none"
        );
    }

    #[test]
    fn a_forms_fields_are_decoded() {
        assert_eq!(
            form_value(b"a=1&csrf=ab%2Bc+d", "csrf"),
            Some("ab+c d".into())
        );
        assert_eq!(form_value(b"csrf=", "csrf"), Some(String::new()));
        assert_eq!(form_value(b"a=1", "csrf"), None);
        assert_eq!(form_value(b"csrf=%zz", "csrf"), Some("%zz".into()));
        assert_eq!(encode("a b/é"), "a%20b%2F%C3%A9");
        assert_eq!(unhex("2f61"), Some(b"/a".to_vec()));
        assert_eq!(unhex("2"), None);
    }

    #[test]
    fn the_account_line_signs_in_or_names_the_reader_with_a_sign_out_form() {
        let out = account(Lang::ENGLISH, None, "/s/1/play/2").into_string();
        assert!(
            out.contains(r#"href="/signin?next=%2Fs%2F1%2Fplay%2F2""#),
            "{out}"
        );
        assert!(out.contains("Sign in with Discord"), "{out}");
        let signed = session::SignedIn {
            user: 1,
            name: "<b>al</b>".into(),
            locale: None,
            csrf: "c0ffee".into(),
        };
        let out = account(Lang::ENGLISH, Some(&signed), "/").into_string();
        assert!(out.contains(r#"action="/signout""#), "{out}");
        assert!(out.contains(r#"name="csrf" value="c0ffee""#), "{out}");
        assert!(
            out.contains(r#"<button class="btn" type="submit">"#),
            "{out}"
        );
        assert!(out.contains("&lt;b&gt;al"), "escaped: {out}");
        assert!(!out.contains("<b>al"), "{out}");
    }
}
