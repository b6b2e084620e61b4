//! "Sign in with Discord" through the real bot and the simulator's OAuth2: the whole
//! sign-in followed by hand (the state cookie, Discord's authorize page, the return), a
//! session stored by its token's hash only, sign-out guarded by the session's CSRF token
//! and the bot's own origin, an expired or signed-out session refused, a forged or
//! missing `state` refused with nothing created, Discord's token endpoint failing worded
//! as a clear page (never a 5xx of ours), and the Activity's code exchange.

use std::time::{Duration, Instant};

use reqwest::header::{HeaderMap, ACCEPT_LANGUAGE, COOKIE, LOCATION, ORIGIN, SET_COOKIE};
use reqwest::redirect::Policy;

use crate::harness::Bot;
use crate::sim::{Simulator, UserId};
use crate::web::free_address;

/// The bot with its pages on a free address and sign-in on, and the simulator's redirect
/// registered; its pages' base address once they answer.
async fn bot_with_sign_in(sim: Simulator) -> (Bot, String) {
    let address = free_address();
    let base = format!("http://{address}");
    sim.register_redirect(&format!("{base}/signin/back"));
    let config = format!(
        "[web]\nlisten = \"{address}\"\npublic_url = \"{base}\"\nclient_id = \"{}\"\n\
         session_days = 2\n",
        sim.client_id()
    );
    let secret = sim.client_secret();
    let bot = Bot::start_on(sim, Some(&config), &[("DISCORD_CLIENT_SECRET", &secret)]).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while reqwest::get(format!("{base}/static/site.css"))
        .await
        .is_err()
    {
        assert!(Instant::now() < deadline, "the pages never answered");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (bot, base)
}

/// A client that follows no redirect: each step is checked by hand.
pub(crate) fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .unwrap()
}

/// The `Set-Cookie` lines of an answer that set cookie `name`.
fn set_cookies(headers: &HeaderMap, name: &str) -> Vec<String> {
    headers
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter(|v| v.starts_with(&format!("{name}=")))
        .map(str::to_string)
        .collect()
}

/// The value `name` is set to by an answer (its first `Set-Cookie` for it).
fn cookie_value(headers: &HeaderMap, name: &str) -> Option<String> {
    let line = set_cookies(headers, name).into_iter().next()?;
    let pair = line.split(';').next()?;
    Some(pair.split_once('=')?.1.to_string())
}

fn location(headers: &HeaderMap) -> String {
    headers[LOCATION].to_str().unwrap().to_string()
}

/// The first half of a sign-in: `/signin?next=..` and Discord's authorize page. The
/// state cookie and the address Discord sends the browser back to.
async fn to_discord_and_back(base: &str, next: &str) -> (String, String) {
    let http = client();
    let start = http
        .get(format!("{base}/signin?next={next}"))
        .send()
        .await
        .unwrap();
    assert_eq!(start.status(), 303);
    let state_cookie = cookie_value(start.headers(), "clash_signin").expect("a state cookie");
    let line = &set_cookies(start.headers(), "clash_signin")[0];
    assert!(
        line.contains("HttpOnly") && line.contains("SameSite=Lax"),
        "{line}"
    );
    let authorize = location(start.headers());
    assert!(
        authorize.contains("/oauth2/authorize?response_type=code&client_id="),
        "{authorize}"
    );
    assert!(authorize.contains("scope=identify") && authorize.contains("prompt=none"));
    let discord = http.get(&authorize).send().await.unwrap();
    assert_eq!(discord.status(), 302, "{:?}", discord.text().await);
    let back = location(discord.headers());
    assert!(
        back.starts_with(&format!("{base}/signin/back?code=")),
        "{back}"
    );
    (state_cookie, back)
}

/// The sessions stored: (token hash, user, name, csrf, signed out).
pub(crate) fn sessions(bot: &Bot) -> Vec<(Vec<u8>, i64, String, String, bool)> {
    let conn = rusqlite::Connection::open(&bot.db).unwrap();
    let mut stmt = conn
        .prepare("SELECT token_hash, user_id, name, csrf, signed_out FROM web_sessions ORDER BY created_at, signed_out DESC")
        .unwrap();
    stmt.query_map([], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

/// A whole sign-in as `user`: the session cookie's value and the answer's `Set-Cookie`.
pub(crate) async fn sign_in(bot: &Bot, base: &str, user: UserId, next: &str) -> (String, String) {
    bot.sim.sign_in_as(user);
    let (state, back) = to_discord_and_back(base, next).await;
    let answer = client()
        .get(&back)
        .header(COOKIE, format!("clash_signin={state}"))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 303, "{:?}", answer.text().await);
    let line = set_cookies(answer.headers(), "clash_session")[0].clone();
    (
        cookie_value(answer.headers(), "clash_session").unwrap(),
        line,
    )
}

/// `POST /signout` with a session cookie, a form's CSRF token and an `Origin`.
async fn sign_out(
    base: &str,
    cookie: &str,
    csrf: Option<&str>,
    origin: Option<&str>,
) -> reqwest::Response {
    let mut request = client()
        .post(format!("{base}/signout"))
        .header(COOKIE, format!("clash_session={cookie}"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(csrf.map(|c| format!("csrf={c}")).unwrap_or_default());
    if let Some(origin) = origin {
        request = request.header(ORIGIN, origin);
    }
    request.send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signing_in_opens_a_session_that_sign_out_ends_and_writes_need_its_token_and_origin() {
    let sim = Simulator::start().await;
    let alice = sim.add_user("alice");
    let (bot, base) = bot_with_sign_in(sim).await;
    let (cookie, line) = sign_in(&bot, &base, alice, "/s/1/live").await;
    assert_eq!(
        line,
        format!("clash_session={cookie}; Max-Age=172800; Path=/; HttpOnly; SameSite=Lax"),
        "no Secure over http"
    );
    let stored = sessions(&bot);
    assert_eq!(stored.len(), 1);
    let (hash, user, name, csrf, signed_out) = stored[0].clone();
    assert_eq!(
        (user as u64, name.as_str(), signed_out),
        (alice.get(), "alice", false)
    );
    assert_eq!(hash.len(), 32);
    assert!(
        !String::from_utf8_lossy(&hash).contains(&cookie),
        "only the token's hash"
    );

    // Writes are guarded: the session's token and the bot's own origin, both.
    for (csrf, origin, why) in [
        (None, Some(base.as_str()), "no token"),
        (Some("0".repeat(64)), Some(base.as_str()), "another token"),
        (
            Some(csrf.clone()),
            Some("http://evil.example"),
            "a foreign origin",
        ),
        (Some(csrf.clone()), Some("null"), "an opaque origin"),
        (Some(csrf.clone()), None, "no origin"),
    ] {
        let answer = sign_out(&base, &cookie, csrf.as_deref(), origin).await;
        assert_eq!(answer.status(), 403, "{why}");
        assert!(
            set_cookies(answer.headers(), "clash_session").is_empty(),
            "{why}"
        );
        let page = answer.text().await.unwrap();
        assert!(page.contains("Request refused"), "{why}: {page}");
    }
    assert!(!sessions(&bot)[0].4, "still signed in");

    let out = sign_out(&base, &cookie, Some(&csrf), Some(&base)).await;
    assert_eq!(out.status(), 303);
    assert_eq!(location(out.headers()), "/");
    let cleared = set_cookies(out.headers(), "clash_session");
    assert!(
        cleared
            .iter()
            .all(|c| c.starts_with("clash_session=; Max-Age=0")),
        "{cleared:?}"
    );
    assert!(sessions(&bot)[0].4, "signed out");
    let again = sign_out(&base, &cookie, Some(&csrf), Some(&base)).await;
    assert_eq!(again.status(), 403, "a signed-out session is refused");

    // An expired session is refused too, and left as it is.
    let (cookie, _) = sign_in(&bot, &base, alice, "/").await;
    let csrf = sessions(&bot)[1].3.clone();
    rusqlite::Connection::open(&bot.db)
        .unwrap()
        .execute(
            "UPDATE web_sessions SET expires_at = 1 WHERE signed_out = 0",
            [],
        )
        .unwrap();
    let expired = sign_out(&base, &cookie, Some(&csrf), Some(&base)).await;
    assert_eq!(expired.status(), 403, "an expired session is refused");
    assert!(!sessions(&bot)[1].4);
    // The next sign-in sweeps it.
    sign_in(&bot, &base, alice, "/").await;
    assert_eq!(
        sessions(&bot).len(),
        2,
        "the signed-out one stays until it expires"
    );
    bot.process.assert_healthy();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_state_or_a_failing_discord_is_refused_with_a_clear_page_and_nothing_stored() {
    let sim = Simulator::start().await;
    let alice = sim.add_user("alice");
    sim.sign_in_as(alice);
    let (bot, base) = bot_with_sign_in(sim).await;
    let http = client();

    // Forged, missing, or without the browser's cookie: refused in the browser's language.
    let (state, back) = to_discord_and_back(&base, "/").await;
    let code = back
        .split("code=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap();
    let forged = format!("{base}/signin/back?code={code}&state={}", "f".repeat(64));
    let missing = format!("{base}/signin/back?code={code}");
    for (address, cookie, why) in [
        (&forged, Some(&state), "a forged state"),
        (&missing, Some(&state), "no state"),
        (&back, None, "no state cookie"),
    ] {
        let mut request = http
            .get(address.as_str())
            .header(ACCEPT_LANGUAGE, "de-DE,de;q=0.9");
        if let Some(state) = cookie {
            request = request.header(COOKIE, format!("clash_signin={state}"));
        }
        let answer = request.send().await.unwrap();
        assert_eq!(answer.status(), 400, "{why}");
        assert!(
            set_cookies(answer.headers(), "clash_session").is_empty(),
            "{why}"
        );
        let page = answer.text().await.unwrap();
        assert!(page.contains("Anmeldung abgelehnt"), "{why}: {page}");
    }
    assert_eq!(bot.sim.codes_exchanged(), 0, "no code was exchanged");
    assert!(sessions(&bot).is_empty());

    // Discord's token endpoint failing: a clear page, ours never a 5xx of our own.
    for (status, ours, words) in [
        (500, 502, "Discord did not answer"),
        (503, 502, "Discord did not answer"),
        (400, 400, "Sign-in expired"),
    ] {
        bot.sim.fail_token_exchange(status);
        let (state, back) = to_discord_and_back(&base, "/").await;
        let answer = http
            .get(&back)
            .header(COOKIE, format!("clash_signin={state}"))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), ours, "Discord answered {status}");
        let page = answer.text().await.unwrap();
        assert!(page.contains(words), "{status}: {page}");
    }
    // A code used twice: Discord refuses the second.
    let (state, back) = to_discord_and_back(&base, "/").await;
    let once = |back: String, state: String| {
        let http = http.clone();
        async move {
            http.get(back)
                .header(COOKIE, format!("clash_signin={state}"))
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    assert_eq!(once(back.clone(), state.clone()).await, 303);
    assert_eq!(once(back, state).await, 400);
    assert_eq!(sessions(&bot).len(), 1, "only the good sign-in stored");
    bot.process.assert_healthy();
    bot.process.assert_no_line_contains("access-");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_exchanges_its_code_for_a_partitioned_session_and_the_access_token() {
    let sim = Simulator::start().await;
    let alice = sim.add_user("alice");
    let (bot, base) = bot_with_sign_in(sim).await;
    let http = client();
    let exchange = |code: String, origin: String| {
        let http = http.clone();
        let base = base.clone();
        async move {
            http.post(format!("{base}/signin/activity"))
                .header(ORIGIN, origin)
                .header("content-type", "application/json")
                .body(serde_json::json!({ "code": code }).to_string())
                .send()
                .await
                .unwrap()
        }
    };
    let foreign = exchange(bot.sim.activity_code(alice), "https://evil.example".into()).await;
    assert_eq!(foreign.status(), 403);
    assert_eq!(bot.sim.codes_exchanged(), 0);

    let answer = exchange(bot.sim.activity_code(alice), base.clone()).await;
    assert_eq!(answer.status(), 200);
    let line = set_cookies(answer.headers(), "clash_session")[0].clone();
    assert!(
        line.ends_with("; Path=/; HttpOnly; Secure; SameSite=None; Partitioned"),
        "{line}"
    );
    let body: serde_json::Value = serde_json::from_str(&answer.text().await.unwrap()).unwrap();
    assert!(body["access_token"]
        .as_str()
        .unwrap()
        .starts_with("access-"));
    let stored = sessions(&bot);
    assert_eq!(stored.len(), 1);
    assert_eq!(body["csrf"], stored[0].3.as_str());

    let refused = exchange("not-a-code".into(), base.clone()).await;
    assert_eq!(refused.status(), 400);

    // The instance lookup the Activity will use, with the bot's token.
    let channel = bot.channel;
    bot.sim.add_activity_instance("i-1", channel, &[alice]);
    let url = format!(
        "{}/api/v10/applications/{}/activity-instances/i-1",
        bot.sim.api_url(),
        bot.sim.client_id()
    );
    let instance = http
        .get(&url)
        .header("authorization", format!("Bot {}", bot.sim.token()))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let instance: serde_json::Value = serde_json::from_str(&instance).unwrap();
    assert_eq!(instance["location"]["channel_id"], channel.to_string());
    assert_eq!(instance["users"][0], alice.to_string());
    bot.process.assert_healthy();
}
