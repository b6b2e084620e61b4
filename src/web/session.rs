//! Who is reading: the session cookie (`clash_session`), the session it opens, and the
//! guards every state-changing request passes (its session's CSRF token, the bot's own
//! `Origin`). The cookie holds a random token; the database holds only its SHA-256, so
//! neither a copy of the database nor a log line opens a session.
//!
//! This is the API the pages that act for a reader (the seat page, sign-out) use:
//! [`signed_in`] for who they are, [`check_write`] before any change, [`open`] to start a
//! session once Discord has said who someone is.

use super::Web;
use crate::service::sessions::{open_session, NewSession};
use anyhow::Context;
use axum::http::{header, HeaderMap, HeaderValue};
use rand::RngCore;
use sha2::{Digest, Sha256};

/// The session cookie's name.
pub const COOKIE: &str = "clash_session";
/// The header a script's write carries its session's CSRF token in (a form carries it as
/// its `csrf` field).
pub const CSRF_HEADER: &str = "x-csrf-token";

/// The reader of a request, when signed in: their Discord user id and their session's CSRF token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedIn {
    pub user: u64,
    /// Their Discord global name (else username) at sign-in.
    pub name: String,
    /// Their Discord language at sign-in, if Discord said.
    pub locale: Option<String>,
    pub csrf: String,
}

/// The signed-in user of a request (its `clash_session` cookie), or None: no cookie, unknown, expired or signed out.
pub async fn signed_in(web: &Web, headers: &HeaderMap) -> Option<SignedIn> {
    let hash = token_hash(cookie(headers, COOKIE)?)?;
    let now = web.now_ms();
    match web
        .readers
        .read(move |conn| Ok(open_session(conn, &hash, now)?))
        .await
    {
        Ok(found) => found.map(|s| SignedIn {
            user: s.user,
            name: s.name,
            locale: s.locale,
            csrf: s.csrf,
        }),
        Err(e) => {
            // Refused as not signed in: a write then fails safe, a page shows the public view.
            tracing::warn!("web session: cannot read: {e:?}");
            None
        }
    }
}

/// Why a write was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forged {
    /// Not signed in: no cookie, or its session unknown, expired or signed out.
    NoSession,
    /// No CSRF token, or not the session's.
    BadToken,
    /// Sent from another site (`Origin`, `Referer` or `Sec-Fetch-Site` say so), or from
    /// nowhere the bot can tell.
    ForeignOrigin,
}

/// A state-changing request's guards: the form's (or `X-CSRF-Token` header's) token equals the session's (constant time), and `Origin` (or, without it, `Referer`) is the bot's own origin; `Sec-Fetch-Site: cross-site` is refused.
pub fn check_write(
    web: &Web,
    signed: &SignedIn,
    headers: &HeaderMap,
    token: &str,
) -> Result<(), Forged> {
    if !from_own_origin(web, headers) {
        return Err(Forged::ForeignOrigin);
    }
    if token.is_empty() || !same_secret(token.as_bytes(), signed.csrf.as_bytes()) {
        return Err(Forged::BadToken);
    }
    Ok(())
}

/// [`signed_in`] and [`check_write`] in one: the writer, or why their write is refused.
/// `token` is the form's `csrf` field; without one, the `X-CSRF-Token` header's.
pub async fn writer(
    web: &Web,
    headers: &HeaderMap,
    token: Option<&str>,
) -> Result<SignedIn, Forged> {
    let signed = signed_in(web, headers).await.ok_or(Forged::NoSession)?;
    let token = token
        .or_else(|| headers.get(CSRF_HEADER).and_then(|v| v.to_str().ok()))
        .unwrap_or_default();
    check_write(web, &signed, headers, token)?;
    Ok(signed)
}

/// Opens a session for `user` (what the OAuth2 return and the tests use): the cookie value and the CSRF token.
pub async fn open(
    web: &Web,
    user: u64,
    name: &str,
    locale: Option<&str>,
) -> anyhow::Result<(String, String)> {
    let service = web
        .service
        .as_ref()
        .context("no service: a session cannot be opened")?;
    let (token, csrf) = (random_token(), random_token());
    let lasts_ms = i64::try_from(web.accounts.session_length.as_millis()).unwrap_or(i64::MAX);
    let new = NewSession {
        user,
        name: name.to_string(),
        locale: locale.map(str::to_string),
        csrf: csrf.clone(),
        lasts_ms,
    };
    service
        .sessions()
        .open(hash_of(&token), new)
        .await
        .context("cannot open a web session")?;
    Ok((token, csrf))
}

/// Marks the request's session signed out, if it has one.
pub async fn close(web: &Web, headers: &HeaderMap) -> anyhow::Result<()> {
    let (Some(service), Some(hash)) = (
        web.service.as_ref(),
        cookie(headers, COOKIE).and_then(token_hash),
    ) else {
        return Ok(());
    };
    service
        .sessions()
        .sign_out(hash)
        .await
        .context("cannot sign a web session out")?;
    Ok(())
}

/// Where a session cookie is used: the pages in a browser, or the Activity inside
/// Discord's iframe (a third-party context: `SameSite=None`, `Secure`, `Partitioned`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Browser,
    Activity,
}

/// The `Set-Cookie` value that gives the browser session `value`, for as long as sessions
/// last.
pub fn session_cookie(web: &Web, value: &str, place: Place) -> HeaderValue {
    let max_age = web.accounts.session_length.as_secs();
    cookie_header(web, &format!("{COOKIE}={value}"), max_age, place)
}

/// The `Set-Cookie` value that takes the session cookie away.
pub fn cleared_cookie(web: &Web, place: Place) -> HeaderValue {
    cookie_header(web, &format!("{COOKIE}="), 0, place)
}

/// A cookie's `Set-Cookie` value with the attributes of `place`: always `HttpOnly` and
/// `Path=/`; `Secure` behind https (and always in the Activity, which Discord serves over
/// https).
fn cookie_header(web: &Web, pair: &str, max_age: u64, place: Place) -> HeaderValue {
    let attributes = match place {
        Place::Browser if web.is_https() => "; Secure; SameSite=Lax",
        Place::Browser => "; SameSite=Lax",
        Place::Activity => "; Secure; SameSite=None; Partitioned",
    };
    let text = format!("{pair}; Max-Age={max_age}; Path=/; HttpOnly{attributes}");
    // Only hex, digits and ASCII attributes: always a valid header value.
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// The value of cookie `name` in the request's `Cookie` headers.
pub fn cookie<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim_matches('"'))
}

/// Whether a request comes from the bot's own pages: not `Sec-Fetch-Site: cross-site`,
/// and its `Origin` (or, without one, its `Referer`'s origin) one of the bot's own. A
/// request that names neither is refused: every browser sends `Origin` with a POST.
pub fn from_own_origin(web: &Web, headers: &HeaderMap) -> bool {
    let text = |name: header::HeaderName| headers.get(name).and_then(|v| v.to_str().ok());
    if text(header::HeaderName::from_static("sec-fetch-site")) == Some("cross-site") {
        return false;
    }
    let origin = match (text(header::ORIGIN), text(header::REFERER)) {
        (Some(origin), _) => origin.to_string(),
        (None, Some(referer)) => match origin_of(referer) {
            Some(origin) => origin.to_string(),
            None => return false,
        },
        (None, None) => return false,
    };
    web.own_origins(headers)
        .iter()
        .any(|own| own.eq_ignore_ascii_case(&origin))
}

/// `scheme://host[:port]` of an absolute http(s) address.
pub fn origin_of(url: &str) -> Option<&str> {
    let scheme = ["https://", "http://"].into_iter().find(|s| {
        url.get(..s.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(s))
    })?;
    let rest = &url[scheme.len()..];
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    (end > 0).then(|| &url[..scheme.len() + end])
}

/// A new random secret: 32 bytes from the system's generator, as 64 hex digits (safe in
/// a cookie, an address and a form).
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex(&bytes)
}

/// A token's SHA-256, as the database keys sessions by; `None` for what no token of
/// ours looks like.
fn token_hash(token: &str) -> Option<[u8; 32]> {
    (token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())).then(|| hash_of(token))
}

/// The SHA-256 of `text`.
pub fn hash_of(text: &str) -> [u8; 32] {
    Sha256::digest(text.as_bytes()).into()
}

/// Lowercase hex digits of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether two secrets are equal, in a time that depends on their length only (not on
/// where they first differ).
pub fn same_secret(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::signin::Accounts;
    use std::sync::Arc;

    fn web(base: Option<&str>) -> Web {
        Web {
            readers: crate::web::reads::Readers::new("unused.db".into()),
            service: None,
            base: base.map(str::to_string),
            accounts: Accounts::default(),
            seats: None,
        }
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    fn reader() -> SignedIn {
        SignedIn {
            user: 7,
            name: "alice".into(),
            locale: None,
            csrf: "a".repeat(64),
        }
    }

    #[test]
    fn a_write_needs_the_sessions_token_and_the_bots_own_origin() {
        let web = web(Some("https://clash.example.org"));
        let token = "a".repeat(64);
        let own = [("origin", "https://clash.example.org")];
        assert_eq!(check_write(&web, &reader(), &headers(&own), &token), Ok(()));
        for (pairs, token, why) in [
            (&own[..], "", Forged::BadToken),
            (&own[..], "b", Forged::BadToken),
            (&own[..], &"b".repeat(64)[..], Forged::BadToken),
            (&[][..], &token[..], Forged::ForeignOrigin),
            (
                &[("origin", "https://evil.example")][..],
                &token[..],
                Forged::ForeignOrigin,
            ),
            (&[("origin", "null")][..], &token[..], Forged::ForeignOrigin),
            (
                &[("origin", "http://clash.example.org")][..],
                &token[..],
                Forged::ForeignOrigin,
            ),
            (
                &[("origin", "https://clash.example.org.evil.example")][..],
                &token[..],
                Forged::ForeignOrigin,
            ),
            (
                &[
                    ("origin", "https://clash.example.org"),
                    ("sec-fetch-site", "cross-site"),
                ][..],
                &token[..],
                Forged::ForeignOrigin,
            ),
            (
                &[("referer", "https://evil.example/s/1")][..],
                &token[..],
                Forged::ForeignOrigin,
            ),
        ] {
            assert_eq!(
                check_write(&web, &reader(), &headers(pairs), token),
                Err(why),
                "{pairs:?} {token}"
            );
        }
        let by_referer = headers(&[("referer", "https://clash.example.org/s/1/play/2")]);
        assert_eq!(check_write(&web, &reader(), &by_referer, &token), Ok(()));
        let same_site = headers(&[
            ("origin", "https://clash.example.org"),
            ("sec-fetch-site", "same-origin"),
        ]);
        assert_eq!(check_write(&web, &reader(), &same_site, &token), Ok(()));
    }

    #[test]
    fn without_a_public_address_the_requests_own_host_is_the_origin() {
        let web = web(None);
        let token = "a".repeat(64);
        let own = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "http://127.0.0.1:8080"),
        ]);
        assert_eq!(check_write(&web, &reader(), &own, &token), Ok(()));
        let other = headers(&[("host", "127.0.0.1:8080"), ("origin", "http://127.0.0.1:9")]);
        assert_eq!(
            check_write(&web, &reader(), &other, &token),
            Err(Forged::ForeignOrigin)
        );
    }

    #[test]
    fn the_activitys_own_origin_is_discords_proxy_when_the_activity_is_on() {
        let mut web = web(Some("https://clash.example.org"));
        web.accounts.activity = true;
        web.accounts.client_id = Some("123".into());
        let token = "a".repeat(64);
        let proxied = headers(&[("origin", "https://123.discordsays.com")]);
        assert_eq!(check_write(&web, &reader(), &proxied, &token), Ok(()));
        web.accounts.activity = false;
        assert_eq!(
            check_write(&web, &reader(), &proxied, &token),
            Err(Forged::ForeignOrigin)
        );
    }

    #[test]
    fn cookies_are_http_only_lax_and_secure_behind_https_and_partitioned_in_the_activity() {
        let plain = web(Some("http://127.0.0.1:8080"));
        let secure = web(Some("https://clash.example.org"));
        let days30 = 30 * 86_400;
        assert_eq!(
            session_cookie(&plain, "abc", Place::Browser),
            format!("clash_session=abc; Max-Age={days30}; Path=/; HttpOnly; SameSite=Lax")
        );
        assert_eq!(
            session_cookie(&secure, "abc", Place::Browser),
            format!("clash_session=abc; Max-Age={days30}; Path=/; HttpOnly; Secure; SameSite=Lax")
        );
        assert_eq!(
            session_cookie(&plain, "abc", Place::Activity),
            format!(
                "clash_session=abc; Max-Age={days30}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned"
            )
        );
        assert_eq!(
            cleared_cookie(&secure, Place::Browser),
            "clash_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax"
        );
    }

    #[test]
    fn the_session_cookie_is_read_among_others_and_only_a_token_of_ours_is_looked_up() {
        let token = random_token();
        assert_eq!(token.len(), 64);
        assert_ne!(token, random_token());
        let both = headers(&[("cookie", &format!("a=1; {COOKIE}={token}; b=2"))]);
        assert_eq!(cookie(&both, COOKIE), Some(token.as_str()));
        assert_eq!(cookie(&headers(&[("cookie", "a=1")]), COOKIE), None);
        assert!(token_hash(&token).is_some());
        assert!(token_hash("x").is_none());
        assert!(token_hash(&"g".repeat(64)).is_none());
    }

    #[test]
    fn secrets_compare_equal_only_when_equal() {
        assert!(same_secret(b"abc", b"abc"));
        assert!(!same_secret(b"abc", b"abd"));
        assert!(!same_secret(b"abc", b"ab"));
        assert!(!same_secret(b"", b"a"));
    }

    #[test]
    fn an_origin_is_the_scheme_host_and_port() {
        assert_eq!(
            origin_of("https://a.example:8443/x?y"),
            Some("https://a.example:8443")
        );
        assert_eq!(origin_of("HTTP://a.example"), Some("HTTP://a.example"));
        assert_eq!(origin_of("ftp://a.example/"), None);
        assert_eq!(origin_of("https:///x"), None);
        assert_eq!(origin_of("/local"), None);
    }

    #[tokio::test]
    async fn an_expired_or_signed_out_session_is_not_signed_in() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        let conn = crate::storage::open(&path).unwrap();
        let service = crate::service::Service::open(
            crate::storage::open(&path).unwrap(),
            crate::service::Defaults::default(),
            crate::service::Clock::system(),
            Arc::new(crate::web::tests::Silent),
        )
        .unwrap();
        let web = Web {
            readers: crate::web::reads::Readers::new(path.clone()),
            service: Some(service),
            base: None,
            accounts: Accounts::default(),
            seats: None,
        };
        let (token, csrf) = open(&web, 42, "alice", Some("fr")).await.unwrap();
        let with = headers(&[("cookie", &format!("{COOKIE}={token}"))]);
        let signed = signed_in(&web, &with).await.unwrap();
        assert_eq!(
            signed,
            SignedIn {
                user: 42,
                name: "alice".into(),
                locale: Some("fr".into()),
                csrf,
            }
        );
        let stored: i64 = conn
            .query_row("SELECT count(*) FROM web_sessions", [], |r| r.get(0))
            .unwrap();
        assert_eq!(stored, 1);
        let hash: Vec<u8> = conn
            .query_row("SELECT token_hash FROM web_sessions", [], |r| r.get(0))
            .unwrap();
        assert_eq!(hash, hash_of(&token), "only the token's hash is kept");

        conn.execute("UPDATE web_sessions SET expires_at = 1", [])
            .unwrap();
        assert_eq!(signed_in(&web, &with).await, None, "expired");
        conn.execute("UPDATE web_sessions SET expires_at = 1e15", [])
            .unwrap();
        assert!(signed_in(&web, &with).await.is_some());
        close(&web, &with).await.unwrap();
        assert_eq!(signed_in(&web, &with).await, None, "signed out");

        // Signing in again sweeps the expired sessions.
        conn.execute("UPDATE web_sessions SET expires_at = 1", [])
            .unwrap();
        open(&web, 43, "bob", None).await.unwrap();
        let left: Vec<i64> = conn
            .prepare("SELECT user_id FROM web_sessions")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(left, [43]);
        let name: String = conn
            .query_row("SELECT name FROM users WHERE id = 42", [], |r| r.get(0))
            .unwrap();
        assert_eq!(name, "alice", "the pages know the name");
    }
}
