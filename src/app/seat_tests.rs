//! A player's seat on the web, wired as the application wires it (the web's seat page over
//! the Discord edge's clicks), served on a real listener over a fresh database: who gets
//! a seat, what a forged post gets, a move played from the page, the event stream, and no
//! card of the opponent's on the page.

use crate::discord::board::tests::{self as seated, ALICE, BOB, GUILD};
use crate::discord::board::Board;
use crate::model::settings::SettingKey;
use crate::model::MatchInfo;
use crate::rules::GameKind;
use crate::service::Service;
use crate::web::{router, session, Web};
use reqwest::header::{COOKIE, LOCATION, ORIGIN};
use std::sync::Arc;

const EVE: u64 = 33;

/// The pages of server [`GUILD`] (turned on) with seats, served; a match of `game` in it.
async fn serve(game: GameKind) -> (tempfile::TempDir, String, Service, Arc<Web>, MatchInfo) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("clash.db");
    let conn = crate::storage::open(&path).unwrap();
    let on = serde_json::json!(true);
    crate::storage::settings::setting_put(
        &conn,
        GUILD,
        SettingKey::WebPages,
        None,
        Some(&on),
        1,
        0,
    )
    .unwrap();
    drop(conn);
    let service = seated::service(&dir);
    let info = seated::started(&service, game).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let web = Arc::new(Web {
        readers: crate::web::reads::Readers::new(path),
        service: Some(service.clone()),
        base: Some(base.clone()),
        accounts: Default::default(),
        seats: Some(Arc::new(Board::new(service.clone()))),
    });
    let limits = crate::serving::Limits::default();
    let app = router(web.clone());
    tokio::spawn(crate::serving::serve(listener, app, limits, "test"));
    (dir, base, service, web, info)
}

/// `user` signed in: their cookie header and CSRF token.
async fn sign_in(web: &Web, user: u64) -> (String, String) {
    let (cookie, csrf) = session::open(web, user, "Player", Some("en-US"))
        .await
        .unwrap();
    (format!("clash_session={cookie}"), csrf)
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

async fn page(url: &str, cookie: Option<&str>) -> (u16, String, Option<String>) {
    let mut request = client().get(url);
    if let Some(cookie) = cookie {
        request = request.header(COOKIE, cookie);
    }
    let answer = request.send().await.unwrap();
    let location = answer
        .headers()
        .get(LOCATION)
        .map(|l| l.to_str().unwrap().to_string());
    (
        answer.status().as_u16(),
        answer.text().await.unwrap(),
        location,
    )
}

/// The ids a page's controls post, in order.
fn control_ids(html: &str) -> Vec<String> {
    html.split("name=\"id\" value=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next().map(str::to_string))
        .collect()
}

async fn post(
    url: &str,
    cookie: Option<&str>,
    origin: &str,
    fields: &[(&str, &str)],
) -> (u16, String) {
    let body: String = fields
        .iter()
        .map(|(k, v)| format!("{k}={}", v.replace(':', "%3A")))
        .collect::<Vec<_>>()
        .join("&");
    let mut request = client()
        .post(url)
        .header("content-type", "application/x-www-form-urlencoded")
        .header(ORIGIN, origin)
        .body(body);
    if let Some(cookie) = cookie {
        request = request.header(COOKIE, cookie);
    }
    let answer = request.send().await.unwrap();
    (answer.status().as_u16(), answer.text().await.unwrap())
}

fn mover_and_other(info: &MatchInfo) -> (u64, u64) {
    let mover = info.players[info.to_move.unwrap()];
    (mover, if mover == ALICE { BOB } else { ALICE })
}

#[tokio::test]
async fn anyone_but_a_signed_in_player_is_sent_to_the_public_table() {
    let (_dir, base, _service, web, info) = serve(GameKind::Duel).await;
    let url = format!("{base}/s/{GUILD}/play/{}", info.id);
    let live = format!("/s/{GUILD}/live/{}", info.id);
    let (status, _, location) = page(&url, None).await;
    assert_eq!((status, location.as_deref()), (303, Some(live.as_str())));
    let (eve, _) = sign_in(&web, EVE).await;
    let (status, _, location) = page(&url, Some(&eve)).await;
    assert_eq!((status, location.as_deref()), (303, Some(live.as_str())));
    let (status, _, _) = page(&format!("{url}/events"), Some(&eve)).await;
    assert_eq!(status, 403, "the event stream is the players' own");
    let (status, _, _) = page(&format!("{base}/s/{}/play/{}", GUILD + 1, info.id), None).await;
    assert_eq!(status, 404, "another server has no such match");
}

#[tokio::test]
async fn a_player_sees_their_panel_to_move_and_the_other_waits() {
    let (_dir, base, _service, web, info) = serve(GameKind::Duel).await;
    let url = format!("{base}/s/{GUILD}/play/{}", info.id);
    let (mover, other) = mover_and_other(&info);
    let (cookie, csrf) = sign_in(&web, mover).await;
    let (status, html, _) = page(&url, Some(&cookie)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Your move"), "{html}");
    assert!(html.contains(&format!("name=\"csrf\" value=\"{csrf}\"")));
    let ids = control_ids(&html);
    assert!(ids.iter().any(|id| id.starts_with("gd:")), "{ids:?}");
    assert!(
        ids.iter().any(|id| id.starts_with("rs:")),
        "resign: {ids:?}"
    );
    assert!(html.contains("/static/play.js"));
    let (cookie, _) = sign_in(&web, other).await;
    let (status, html, _) = page(&url, Some(&cookie)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Waiting for"), "{html}");
    assert!(!control_ids(&html).iter().any(|id| id.starts_with("gd:")));
}

#[tokio::test]
async fn forged_posts_are_refused_and_change_nothing() {
    let (_dir, base, service, web, info) = serve(GameKind::Duel).await;
    let url = format!("{base}/s/{GUILD}/play/{}", info.id);
    let (mover, other) = mover_and_other(&info);
    let (cookie, csrf) = sign_in(&web, mover).await;
    let (_, html, _) = page(&url, Some(&cookie)).await;
    let keep = control_ids(&html)
        .into_iter()
        .find(|id| id.starts_with("gd:"))
        .unwrap();
    let (their_cookie, their_csrf) = sign_in(&web, other).await;
    for (cookie, csrf, origin) in [
        (None, csrf.as_str(), base.as_str()),
        (Some(cookie.as_str()), "", base.as_str()),
        (Some(cookie.as_str()), "forged", base.as_str()),
        (Some(cookie.as_str()), their_csrf.as_str(), base.as_str()),
        (Some(cookie.as_str()), csrf.as_str(), "https://evil.example"),
    ] {
        let fields = [("id", keep.as_str()), ("csrf", csrf), ("kind", "click")];
        let (status, _) = post(&url, cookie, origin, &fields).await;
        assert_eq!(status, 403, "{cookie:?} {csrf:?} {origin}");
    }
    // Another seat's own session, with its own token: not its move.
    let fields = [
        ("id", keep.as_str()),
        ("csrf", their_csrf.as_str()),
        ("kind", "click"),
    ];
    let (status, html) = post(&url, Some(&their_cookie), &base, &fields).await;
    assert_eq!(status, 200);
    assert!(html.contains("class=\"notice\""), "{html}");
    let now = service.matches().public(info.id).await.unwrap().info;
    assert_eq!((now.version, now.revision), (info.version, info.revision));
}

#[tokio::test]
async fn a_move_posted_from_the_page_is_played_once_and_the_stream_hears_it() {
    let (_dir, base, service, web, info) = serve(GameKind::Duel).await;
    let url = format!("{base}/s/{GUILD}/play/{}", info.id);
    let (mover, _) = mover_and_other(&info);
    let (cookie, csrf) = sign_in(&web, mover).await;
    let mut events = client()
        .get(format!("{url}/events"))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(events.status(), 200);
    assert_eq!(events.headers()["content-type"], "text/event-stream");
    let first = events.chunk().await.unwrap().unwrap();
    assert_eq!(first, format!("data: {}\n\n", info.revision).as_bytes());
    let (_, html, _) = page(&url, Some(&cookie)).await;
    let keep = control_ids(&html)
        .into_iter()
        .find(|id| id.starts_with("gd:"))
        .unwrap();
    let fields = [
        ("id", keep.as_str()),
        ("csrf", csrf.as_str()),
        ("kind", "click"),
    ];
    let (status, html) = post(&url, Some(&cookie), &base, &fields).await;
    assert_eq!(status, 200, "{html}");
    let after = service.matches().public(info.id).await.unwrap().info;
    assert!(after.version > info.version && after.revision > info.revision);
    let heard = tokio::time::timeout(std::time::Duration::from_secs(2), events.chunk())
        .await
        .expect("the stream hears the move")
        .unwrap()
        .unwrap();
    assert_eq!(heard, format!("data: {}\n\n", after.revision).as_bytes());
    // The same post again (replayed): refused as stale, nothing changed.
    let (status, html) = post(&url, Some(&cookie), &base, &fields).await;
    assert_eq!(status, 200);
    assert!(html.contains("class=\"notice\""), "{html}");
    let now = service.matches().public(info.id).await.unwrap().info;
    assert_eq!((now.version, now.revision), (after.version, after.revision));
}

#[tokio::test]
async fn a_seats_page_shows_its_own_hand_and_none_of_the_opponents_hidden_cards() {
    use crate::cards::cards_in_text;
    let (_dir, base, service, web, info) = serve(GameKind::Clubbed).await;
    let url = format!("{base}/s/{GUILD}/play/{}", info.id);
    let lang = crate::words::Lang::ENGLISH;
    let hand_of = async |user| {
        let mine = service.matches().seat_view(info.id, user).await.unwrap();
        let view = mine.view.unwrap();
        cards_in_text(&crate::discord::games::hand(lang, &mine.info, &view).text)
    };
    let (_, public, _) = page(&format!("{base}/s/{GUILD}/live/{}", info.id), None).await;
    let public = cards_in_text(&public);
    for (me, them) in [(ALICE, BOB), (BOB, ALICE)] {
        let (cookie, _) = sign_in(&web, me).await;
        let (status, html, _) = page(&url, Some(&cookie)).await;
        assert_eq!(status, 200);
        let shown = cards_in_text(&html);
        let mine = hand_of(me).await;
        assert!(!mine.is_empty());
        assert!(mine.iter().all(|c| shown.contains(c)), "the hand is shown");
        let hidden: Vec<_> = hand_of(them)
            .await
            .into_iter()
            .filter(|c| !public.contains(c))
            .collect();
        assert!(!hidden.is_empty());
        let leaked: Vec<_> = hidden.iter().filter(|c| shown.contains(c)).collect();
        assert!(leaked.is_empty(), "{me} sees {leaked:?} of {them}'s hand");
    }
}
