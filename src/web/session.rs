//! PLACEHOLDER, replaced whole by branch `signin` (sign-in with Discord) at its merge:
//! the session API the seat page codes against, kept in memory so that the seat page
//! builds and its tests run. Nothing else belongs in this file.

use super::Web;
use axum::http::{header, HeaderMap};
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Clone, Debug)]
pub struct SignedIn {
    pub user: u64,
    pub name: String,
    pub locale: Option<String>,
    pub csrf: String,
}

static SESSIONS: Mutex<Option<HashMap<String, SignedIn>>> = Mutex::new(None);

pub async fn signed_in(_web: &Web, headers: &HeaderMap) -> Option<SignedIn> {
    let cookies = headers.get(header::COOKIE)?.to_str().ok()?;
    let value = cookies
        .split(';')
        .filter_map(|c| c.trim().split_once('='))
        .find(|(name, _)| *name == "clash_session")?
        .1;
    let sessions = SESSIONS.lock().unwrap_or_else(|e| e.into_inner());
    sessions.as_ref()?.get(value).cloned()
}

pub enum Forged {
    NoSession,
    BadToken,
    ForeignOrigin,
}

pub fn check_write(
    web: &Web,
    signed: &SignedIn,
    headers: &HeaderMap,
    token: &str,
) -> Result<(), Forged> {
    if token.is_empty() || token != signed.csrf {
        return Err(Forged::BadToken);
    }
    let origin = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok());
    match (origin, &web.base) {
        (Some(origin), Some(base)) if origin != base => Err(Forged::ForeignOrigin),
        _ => Ok(()),
    }
}

pub async fn open(
    _web: &Web,
    user: u64,
    name: &str,
    locale: Option<&str>,
) -> anyhow::Result<(String, String)> {
    use rand::Rng;
    let token = || format!("{:032x}", rand::thread_rng().gen::<u128>());
    let (cookie, csrf) = (token(), token());
    let signed = SignedIn {
        user,
        name: name.to_string(),
        locale: locale.map(str::to_string),
        csrf: csrf.clone(),
    };
    let mut sessions = SESSIONS.lock().unwrap_or_else(|e| e.into_inner());
    sessions
        .get_or_insert_with(HashMap::new)
        .insert(cookie.clone(), signed);
    Ok((cookie, csrf))
}
