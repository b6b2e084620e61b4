//! The pages' words in every language: each `web-` message of the catalogue rendered in
//! every shipped language with long values (no raw key, no `{` left, no text too long for
//! a page's title or a preview), and a server's pages speaking its language end to end:
//! a French server's home is French, and `?lang=ja` makes it Japanese with its links
//! carrying the choice.

use super::layout::{self, Voice};
use super::*;
use crate::model::settings::SettingKey;
use crate::words::{self, Args, Lang};

const GUILD: u64 = 4243;

/// Every `web-` key of the English catalogue, with its variables.
fn web_messages() -> Vec<(String, Vec<String>)> {
    let english = words::LOCALES[0].1;
    words::messages(english)
        .into_iter()
        .filter(|(key, _)| key.starts_with("web-"))
        .map(|(key, vars)| (key, vars.into_iter().collect()))
        .collect()
}

#[test]
fn every_web_message_renders_in_every_language_with_long_values() {
    let messages = web_messages();
    assert!(messages.len() > 100, "{}", messages.len());
    let name = "N".repeat(100);
    for lang in Lang::all() {
        for (key, vars) in &messages {
            let mut args = Args::new();
            for var in vars {
                let var: &'static str = Box::leak(var.clone().into_boxed_str());
                args = match var {
                    "id" | "user" => args.str(var, "1234567890123456789"),
                    "name" | "a" | "b" | "who" | "winner" | "loser" | "reason" | "boards" => {
                        args.str(var, &name)
                    }
                    "game" | "format" | "scope" | "status" | "best" | "what" | "command"
                    | "time" | "from" | "to" | "seat" => args.str(var, "Shape Clash"),
                    _ => args.num(var, 1_000_000),
                };
            }
            let text = words::text(lang, key, &args);
            assert!(
                words::catalogue().has(lang, key),
                "{} lacks {key}",
                lang.tag()
            );
            assert!(
                !text.contains('{') && !text.contains("web-"),
                "{}: {key}: {text}",
                lang.tag()
            );
            assert!(!text.trim().is_empty(), "{}: {key}", lang.tag());
            // Nothing of a page's words alone is longer than a long paragraph.
            assert!(
                text.chars().count() <= 200 + 4 * name.len(),
                "{}: {key}",
                lang.tag()
            );
        }
    }
}

#[test]
fn a_visitors_language_is_a_shipped_tag_and_the_links_carry_it() {
    let server = Voice::new(Lang::ENGLISH, None);
    assert_eq!(server.href("/s/1?page=2#step"), "/s/1?page=2#step");
    for asked in ["xx", "", "DE", "de-DE", "en"] {
        assert_eq!(Voice::new(Lang::ENGLISH, Some(asked)), server, "{asked}");
    }
    let ja = Voice::new(Lang::ENGLISH, Some("ja"));
    assert_eq!(ja.lang.tag(), "ja");
    assert_eq!(ja.href("/s/1"), "/s/1?lang=ja");
    assert_eq!(ja.href("/s/1?step=3#step"), "/s/1?step=3&lang=ja#step");
    assert_eq!(layout::html_lang(Lang::ENGLISH), "en");
    assert_eq!(layout::html_lang(ja.lang), "ja");
}

#[test]
fn a_message_around_markup_escapes_its_words_and_keeps_the_markup() {
    let voice = Voice::new(Lang::ENGLISH, None);
    let out = voice
        .fill(
            "web-versus",
            Args::new(),
            vec![
                ("a", maud::html! { a href="/x" { "<Ann>" } }),
                ("b", maud::html! { b { "Bob" } }),
            ],
        )
        .into_string();
    assert_eq!(out, r#"<a href="/x">&lt;Ann&gt;</a> vs <b>Bob</b>"#);
}

/// A database with server `GUILD`'s pages on in `language`, and the pages served from it.
async fn serve_in(language: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("clash.db");
    let conn = crate::storage::open(&path).unwrap();
    for (key, value) in [
        (SettingKey::WebPages, serde_json::json!(true)),
        (SettingKey::Language, serde_json::json!(language)),
    ] {
        crate::storage::settings::setting_put(&conn, GUILD, key, None, Some(&value), 1, 0).unwrap();
    }
    drop(conn);
    let web = Arc::new(Web {
        readers: Readers::new(path),
        service: None,
        base: None,
        accounts: Default::default(),

        seats: None,
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let limits = crate::serving::Limits::default();
    tokio::spawn(crate::serving::serve(listener, router(web), limits, "test"));
    (dir, format!("http://{address}"))
}

async fn page(url: &str) -> String {
    let answer = reqwest::get(url).await.unwrap();
    assert_eq!(answer.status(), 200, "{url}");
    answer.text().await.unwrap()
}

#[tokio::test]
async fn a_french_servers_pages_are_french_and_a_visitor_may_ask_for_japanese() {
    let (_dir, base) = serve_in("fr").await;
    let home = page(&format!("{base}/s/{GUILD}")).await;
    assert!(home.contains(r#"<html lang="fr">"#), "{home}");
    assert!(
        home.contains("<title>Classements · clash-bot</title>"),
        "{home}"
    );
    assert!(home.contains("Aucun tournoi pour l'instant."), "{home}");
    assert!(!home.contains("Leaderboards"), "{home}");
    let board = page(&format!("{base}/s/{GUILD}/boards/clash")).await;
    assert!(board.contains("Classement Clash"), "{board}");
    assert!(board.contains("Personne ne figure encore"), "{board}");

    let ja = page(&format!("{base}/s/{GUILD}?lang=ja")).await;
    assert!(ja.contains(r#"<html lang="ja">"#), "{ja}");
    assert!(ja.contains("ランキング"), "{ja}");
    assert!(
        ja.contains(&format!(r#"href="/s/{GUILD}/live?lang=ja""#)),
        "{ja}"
    );
    // Anything but a shipped tag is ignored: the server's language.
    let odd = page(&format!("{base}/s/{GUILD}?lang=klingon")).await;
    assert_eq!(odd, home);
    let live = page(&format!("{base}/s/{GUILD}/live?lang=de")).await;
    assert!(
        live.contains("Gerade wird keine Partie gespielt."),
        "{live}"
    );
}

#[tokio::test]
async fn a_server_without_a_chosen_language_reads_english() {
    let (_dir, base) = serve_in("en-US").await;
    let home = page(&format!("{base}/s/{GUILD}")).await;
    assert!(home.contains(r#"<html lang="en">"#));
    assert!(home.contains("<title>Leaderboards · clash-bot</title>"));
}

/// The game rooms' messages the frames word alike (one wording for both edges, each
/// emphasising its own way).
const SHARED_WITH_DISCORD: [&str; 36] = [
    "clash-captured",
    "clash-event-answered",
    "clash-event-revealed",
    "clash-exchange-waiting",
    "clubbed-event-clubbed",
    "clubbed-event-ended",
    "clubbed-last",
    "clubbed-last-played",
    "clubbed-result-draw",
    "clubbed-result-win",
    "clubbed-takes-any",
    "clubbed-takes-match",
    "duel-choice-bottoms",
    "duel-choice-choosing",
    "duel-choice-forced",
    "duel-choice-keeps",
    "duel-choice-next",
    "duel-chooser",
    "duel-chooser-first",
    "duel-event-limit-draw",
    "duel-event-limit-won",
    "duel-event-won",
    "duel-revealed",
    "duel-versus",
    "games-event-won",
    "shape-blocking",
    "shape-last-deal",
    "shape-last-turn",
    "shape-matched",
    "shape-this-turn",
    "tile-last-skipped",
    "tile-line-scores",
    "tile-result",
    "tile-stalls",
    "tile-verdict-draw",
    "tile-verdict-win",
];

/// Nor under another name: no `frames-` sentence (three words or more) reads, in English,
/// as another message does once emoji, punctuation and case are set aside.
#[test]
fn no_frame_sentence_is_another_messages_words_again() {
    let english = words::messages(words::LOCALES[0].1);
    let words_of = |key: &str, vars: &std::collections::BTreeSet<String>| {
        let mut args = Args::new();
        for var in vars {
            let var: &'static str = Box::leak(var.clone().into_boxed_str());
            args = args.str(var, var);
        }
        let text = words::text(Lang::ENGLISH, key, &args).to_lowercase();
        let kept: String = text
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { ' ' })
            .collect();
        kept.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let others: std::collections::HashMap<String, &String> = english
        .iter()
        .filter(|(key, _)| !key.starts_with("frames-"))
        .map(|(key, vars)| (words_of(key, vars), key))
        .collect();
    let mut twins = Vec::new();
    for (key, vars) in english.iter().filter(|(k, _)| k.starts_with("frames-")) {
        let text = words_of(key, vars);
        let own_words = text.split(' ').filter(|w| !vars.contains(*w)).count();
        if let Some(other) = others.get(&text).filter(|_| own_words >= 3) {
            twins.push(format!("{key} = {other}"));
        }
    }
    assert!(twins.is_empty(), "worded twice: {twins:?}");
}

/// A game's line is worded once for both edges: no `frames-` message is a second wording
/// of a game room's message (`frames-X` beside `X`), which a new edge would need a third of.
#[test]
fn no_frame_message_is_a_second_wording_of_a_game_message() {
    let english = words::messages(words::LOCALES[0].1);
    let twins: Vec<&String> = english
        .keys()
        .filter(|key| {
            key.strip_prefix("frames-")
                .is_some_and(|game_key| english.contains_key(game_key))
        })
        .collect();
    assert!(twins.is_empty(), "worded twice: {twins:?}");
}

/// Every `frames-` message (a game step's words on the match and live pages, and the
/// Tile Poker film's), and those shared with Discord, in every language with long values:
/// no raw key, no `{`, and none longer than a long paragraph.
#[test]
fn every_frame_message_renders_in_every_language_with_long_values() {
    let english = words::LOCALES[0].1;
    let messages: Vec<(String, Vec<String>)> = words::messages(english)
        .into_iter()
        .filter(|(key, _)| {
            key.starts_with("frames-") || SHARED_WITH_DISCORD.contains(&key.as_str())
        })
        .map(|(key, vars)| (key, vars.into_iter().collect()))
        .collect();
    assert!(messages.len() > 80, "{}", messages.len());
    let name = "N".repeat(100);
    for lang in Lang::all() {
        for (key, vars) in &messages {
            let mut args = Args::new();
            for var in vars {
                let var: &'static str = Box::leak(var.clone().into_boxed_str());
                args = match var {
                    "who" | "a" | "b" | "winner" | "victim" | "stuck" => args.str(var, &name),
                    "id" => args.str(var, "1234567890123456789"),
                    "n" | "w" | "l" | "sa" | "sb" | "ha" | "hb" | "la" | "lb" | "pa" | "pb"
                    | "target" | "total" | "store" | "stock" | "max" | "size" | "deal" | "hand"
                    | "pile" | "clashes" => args.num(var, 1_000),
                    _ => args.str(var, "A♠ K♥ Q♦ J♣ T♠"),
                };
            }
            let text = words::text(lang, key, &args);
            assert!(
                words::catalogue().has(lang, key),
                "{} lacks {key}",
                lang.tag()
            );
            // No markup either (emphasis, list bullets): each edge adds its own.
            let markup = text.contains("**") || text.starts_with('•');
            assert!(
                !text.contains('{') && !text.contains("frames-") && !markup,
                "{}: {key}: {text}",
                lang.tag()
            );
            assert!(!text.trim().is_empty(), "{}: {key}", lang.tag());
            assert!(
                text.chars().count() <= 300 + 4 * name.len(),
                "{}: {key}",
                lang.tag()
            );
        }
    }
}
