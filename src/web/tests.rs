//! The web side over HTTP, on a real listener and a database file: the security headers on
//! every answer, one 404 for a server without pages and an unknown one, clean 404s for
//! ids and page numbers that are not there, a client over its budget slowed, and the
//! style sheet and script served by the bot itself.

use super::*;
use crate::model::settings::SettingKey;

const GUILD: u64 = 4242;

/// A database with server `GUILD`'s pages on, and the pages served from it.
async fn serve_pages() -> (tempfile::TempDir, String) {
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
    let web = Arc::new(Web {
        readers: Readers::new(path),
        service: None,
        base: Some("https://clash.example.org".into()),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let limits = crate::serving::Limits::default();
    tokio::spawn(crate::serving::serve(listener, router(web), limits, "test"));
    (dir, format!("http://{address}"))
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
