//! The web side over HTTP, on a real listener and a database file: the security headers on
//! every answer, one 404 for a server without pages and an unknown one, clean 404s for
//! ids and page numbers that are not there, a client over its budget slowed, and the
//! style sheet and script served by the bot itself.

use super::*;
use crate::model::settings::SettingKey;

const GUILD: u64 = 4242;

/// A database with server `GUILD`'s pages on, and the pages served from it.
async fn serve_pages() -> (tempfile::TempDir, String) {
    let (dir, base, _) = serve_pages_with(false).await;
    (dir, base)
}

/// Hears nothing: these tests have no Discord.
pub(crate) struct Silent;

impl crate::service::Outbound for Silent {
    fn notify(&self, _: crate::service::Notice) {}
}

/// [`serve_pages`], with the service on the same file when `service` (as the bot runs).
async fn serve_pages_with(
    service: bool,
) -> (tempfile::TempDir, String, Option<crate::service::Service>) {
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
    let service = service.then(|| {
        crate::service::Service::open(
            crate::storage::open(&path).unwrap(),
            crate::service::Defaults::default(),
            crate::service::Clock::system(),
            Arc::new(Silent),
        )
        .unwrap()
    });
    let web = Arc::new(Web {
        readers: Readers::new(path),
        service: service.clone(),
        base: Some("https://clash.example.org".into()),
        accounts: Default::default(),

        seats: None,
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let limits = crate::serving::Limits::default();
    tokio::spawn(crate::serving::serve(listener, router(web), limits, "test"));
    (dir, format!("http://{address}"), service)
}

async fn get(url: &str) -> reqwest::Response {
    reqwest::get(url).await.unwrap()
}

#[tokio::test]
async fn every_answer_carries_the_security_headers_and_a_missing_page_is_a_plain_404() {
    let (_dir, base) = serve_pages().await;
    let home = get(&format!("{base}/s/{GUILD}")).await;
    assert_eq!(home.status(), 200);
    let headers = home.headers().clone();
    assert_eq!(
        headers["content-security-policy"],
        guard::CONTENT_SECURITY_POLICY
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(headers.get("set-cookie").is_none(), "no cookies");
    let body = home.text().await.unwrap();
    assert!(body.contains("<title>Leaderboards · clash-bot</title>"));
    assert!(body.contains(r#"property="og:url" content="https://clash.example.org/s/4242""#));

    let unknown = get(&format!("{base}/s/1")).await;
    assert_eq!(unknown.status(), 404);
    assert!(unknown.headers().get("content-security-policy").is_some());
    let unknown = unknown.text().await.unwrap();
    for path in [
        "/s/abc".to_string(),
        "/s/-1".to_string(),
        "/s/99999999999999999999999".to_string(),
        format!("/s/{GUILD}/players/11"),
        format!("/s/{GUILD}/players/x"),
        format!("/s/{GUILD}/matches/1"),
        format!("/s/{GUILD}/matches/1/record.json"),
        format!("/s/{GUILD}/tournaments/1"),
        format!("/s/{GUILD}/boards/chess"),
        format!("/s/{GUILD}/boards/clash?page=2"),
        format!("/s/{GUILD}/boards/clash?page=0"),
        format!("/s/{GUILD}/boards/clash?page=1e3"),
        format!("/s/{GUILD}/boards/clash?season=7"),
        "/nowhere".to_string(),
    ] {
        let answer = get(&format!("{base}{path}")).await;
        assert_eq!(answer.status(), 404, "{path}");
        assert_eq!(
            answer.text().await.unwrap(),
            unknown,
            "{path}: the same 404"
        );
    }
    let board = get(&format!("{base}/s/{GUILD}/boards/clash?page=1&season=all")).await;
    assert_eq!(board.status(), 200);
}

#[tokio::test]
async fn the_style_and_script_come_from_the_bot_itself() {
    let (_dir, base) = serve_pages().await;
    for (path, kind) in [
        ("/static/site.css", "text/css"),
        ("/static/site.js", "text/javascript"),
    ] {
        let answer = get(&format!("{base}{path}")).await;
        assert_eq!(answer.status(), 200);
        assert!(answer.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with(kind));
    }
    let home = get(&format!("{base}/s/{GUILD}"))
        .await
        .text()
        .await
        .unwrap();
    for attribute in ["src=\"", "href=\""] {
        for link in home.split(attribute).skip(1) {
            let link = &link[..link.find('"').unwrap()];
            assert!(link.starts_with('/'), "{link} leaves the bot");
        }
    }
}

#[tokio::test]
async fn a_client_over_its_budget_is_told_to_slow_down() {
    let (_dir, base) = serve_pages().await;
    let client = reqwest::Client::new();
    let mut statuses = Vec::new();
    for _ in 0..(guard::BURST as usize + 20) {
        let answer = client
            .get(format!("{base}/static/site.css"))
            .send()
            .await
            .unwrap();
        statuses.push(answer.status().as_u16());
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    assert_eq!(statuses[0], 200);
    // Told in the browser's language, with the way back to the start page.
    let over = client
        .get(format!("{base}/static/site.css"))
        .header("accept-language", "ja,en;q=0.5")
        .send()
        .await
        .unwrap();
    assert_eq!(over.status(), 429);
    assert_eq!(over.headers()["retry-after"], "1");
    let body = over.text().await.unwrap();
    assert!(body.contains("リクエストが多すぎます"), "{body}");
    assert!(body.contains(r#"<a href="/">"#), "{body}");
}

/// The start page and the one 404 speak the browser's language (the same page for every
/// server and address: it tells nothing of which servers have pages) and lead back to
/// the start page.
#[tokio::test]
async fn the_start_page_and_the_404_speak_the_browsers_language() {
    let (_dir, base) = serve_pages().await;
    let client = reqwest::Client::new();
    let ask = |path: String, lang: &'static str| {
        let request = client.get(format!("{base}{path}"));
        async move {
            let answer = request
                .header("accept-language", lang)
                .send()
                .await
                .unwrap();
            let status = answer.status().as_u16();
            let vary = answer.headers().get("vary").cloned();
            (status, vary, answer.text().await.unwrap())
        }
    };
    let (status, vary, start) = ask("/".into(), "de-AT,de;q=0.9").await;
    assert_eq!(
        (status, vary.unwrap()),
        (200, "Accept-Language".parse().unwrap())
    );
    assert!(start.contains(r#"<html lang="de">"#), "{start}");
    assert!(start.contains("Die Seiten von clash-bot"), "{start}");
    let (status, _, missing) = ask("/s/1".into(), "fr-CA").await;
    assert_eq!(status, 404);
    assert!(missing.contains(r#"<html lang="fr">"#), "{missing}");
    assert!(missing.contains(r#"<a href="/">"#), "{missing}");
    let (_, _, elsewhere) = ask(format!("/s/{GUILD}/matches/1"), "fr-CA").await;
    assert_eq!(elsewhere, missing, "the same 404");
    let (_, _, english) = ask("/nowhere".into(), "nl").await;
    assert!(english.contains("There is no page here."), "{english}");
}

#[tokio::test]
async fn every_page_says_how_long_it_may_be_kept_and_an_unchanged_one_is_answered_304() {
    let (_dir, base) = serve_pages().await;
    let client = reqwest::Client::new();
    let home = client
        .get(format!("{base}/s/{GUILD}"))
        .send()
        .await
        .unwrap();
    assert_eq!(home.status(), 200);
    assert_eq!(home.headers()["cache-control"], "no-cache");
    let etag = home.headers()["etag"].clone();
    let tag = etag.to_str().unwrap();
    assert!(
        tag.starts_with('"') && tag.ends_with('"') && tag.len() > 2,
        "{tag}: strong"
    );
    let body = home.text().await.unwrap();

    let again = client
        .get(format!("{base}/s/{GUILD}"))
        .header("if-none-match", etag.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    assert_eq!(again.headers()["etag"], etag);
    assert_eq!(again.headers()["cache-control"], "no-cache");
    assert_eq!(
        again.headers()["content-security-policy"],
        guard::CONTENT_SECURITY_POLICY
    );
    assert!(again.text().await.unwrap().is_empty());

    let other = client
        .get(format!("{base}/s/{GUILD}"))
        .header("if-none-match", "\"another\"")
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), 200);
    assert_eq!(other.text().await.unwrap(), body);

    // What is not there may come: never kept. The bot's own files keep their hour.
    let missing = get(&format!("{base}/s/{GUILD}/matches/1")).await;
    assert_eq!(missing.status(), 404);
    assert_eq!(missing.headers()["cache-control"], "no-store");
    let style = get(&format!("{base}/static/site.css")).await;
    assert_eq!(style.headers()["cache-control"], "public, max-age=3600");
    let index = get(&format!("{base}/")).await;
    assert_eq!(
        index.headers()["cache-control"],
        "public, max-age=300, must-revalidate"
    );
}

#[tokio::test]
async fn a_page_is_rendered_once_per_change_the_service_commits() {
    let (dir, base, service) = serve_pages_with(true).await;
    let service = service.unwrap();
    let home = format!("{base}/s/{GUILD}");
    assert_eq!(get(&home).await.status(), 200);
    let version = service.pages_version();

    // Behind the service's back (no commit of its own): the page is not made again.
    let conn = crate::storage::open(&dir.path().join("clash.db")).unwrap();
    let off = serde_json::json!(false);
    crate::storage::settings::setting_put(
        &conn,
        GUILD,
        SettingKey::WebPages,
        None,
        Some(&off),
        1,
        1,
    )
    .unwrap();
    assert_eq!(get(&home).await.status(), 200, "from memory");
    assert_eq!(service.pages_version(), version);

    // A change the service commits moves the version on: the page is made again.
    service
        .settings()
        .change(GUILD, 1, SettingKey::WebPages, Some(off))
        .await
        .unwrap();
    assert!(service.pages_version() > version);
    let gone = get(&home).await;
    assert_eq!(gone.status(), 404);
    assert_eq!(gone.headers()["cache-control"], "no-store");
    service.shutdown().await;
}

/// The puzzle board's streaks are judged on the server's today, which moves at its
/// midnight with no write: the page is made at every view, never answered from memory.
#[tokio::test]
async fn the_puzzle_board_is_never_answered_from_memory_as_its_streaks_move_at_midnight() {
    let (dir, base, service) = serve_pages_with(true).await;
    let service = service.unwrap();
    let (home, puzzles) = (
        format!("{base}/s/{GUILD}"),
        format!("{base}/s/{GUILD}/puzzles"),
    );
    assert_eq!(get(&home).await.status(), 200);
    assert_eq!(get(&puzzles).await.status(), 200);

    // Behind the service's back (no commit, no new pages version): the home still comes
    // from memory, the puzzle board is read again and finds the pages turned off.
    let conn = crate::storage::open(&dir.path().join("clash.db")).unwrap();
    let off = serde_json::json!(false);
    crate::storage::settings::setting_put(
        &conn,
        GUILD,
        SettingKey::WebPages,
        None,
        Some(&off),
        1,
        1,
    )
    .unwrap();
    assert_eq!(get(&home).await.status(), 200, "from memory");
    assert_eq!(get(&puzzles).await.status(), 404, "read again");
    service.shutdown().await;
}
