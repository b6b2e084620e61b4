//! The web pages' models: nothing for a server until its admins turn its pages on, then
//! its boards, players, finished matches and tournaments; one answer (not found) for
//! whatever is missing, another server's, out of range, or still being played.

use super::*;
use crate::model::settings::SettingKey;
use crate::service::pages::{self, PageError};
use serde_json::json;

const ADMIN: UserId = 77;

fn reader(h: &Harness) -> rusqlite::Connection {
    crate::storage::open_reader(&h.path).unwrap()
}

fn not_found<T: std::fmt::Debug>(result: Result<T, PageError>) -> bool {
    matches!(result, Err(PageError::NotFound))
}

async fn pages_on(svc: &Service, on: bool) {
    svc.settings()
        .change(
            PLACE.guild,
            ADMIN,
            SettingKey::WebPages,
            on.then_some(json!(true)),
        )
        .await
        .unwrap();
}

/// A whole Clash match between Alice and Bob, played to its end.
async fn finished(svc: &Service) -> MatchSnapshot {
    let mut m = start_match(svc, None, Some(1)).await;
    while m.status == MatchStatus::Active {
        m = step(svc, &m).await;
    }
    m
}

#[tokio::test]
async fn a_server_has_no_pages_until_its_admins_turn_them_on() {
    let h = Harness::new();
    let svc = h.open();
    let m = finished(&svc).await;
    let conn = reader(&h);
    assert!(not_found(pages::home(&conn, PLACE.guild)));
    assert!(not_found(pages::player(&conn, PLACE.guild, ALICE.id, 1)));
    assert!(not_found(pages::finished_match(&conn, PLACE.guild, m.id)));
    pages_on(&svc, true).await;
    let home = pages::home(&conn, PLACE.guild).unwrap();
    let clash = home
        .boards
        .iter()
        .find(|b| b.game == GameKind::Clash)
        .and_then(|b| b.board.as_ref())
        .expect("the Clash board");
    assert_eq!(clash.players, 2);
    assert!(home
        .boards
        .iter()
        .all(|b| b.game == GameKind::Clash || b.board.is_none()));
    pages_on(&svc, false).await;
    assert!(not_found(pages::home(&conn, PLACE.guild)), "off again");
    assert!(
        not_found(pages::home(&conn, 999)),
        "an unknown server is the same"
    );
}

#[tokio::test]
async fn a_players_page_has_their_rating_chart_head_to_head_and_history() {
    let h = Harness::new();
    let svc = h.open();
    pages_on(&svc, true).await;
    let first = finished(&svc).await;
    let second = finished(&svc).await;
    let conn = reader(&h);
    let page = pages::player(&conn, PLACE.guild, ALICE.id, 1).unwrap();
    assert_eq!(page.stats.len(), 1);
    assert_eq!(page.stats[0].standing.games, 2);
    let (game, points) = &page.charts[0];
    assert_eq!(*game, GameKind::Clash);
    assert_eq!(
        points.iter().map(|p| p.match_id).collect::<Vec<_>>(),
        vec![first.id, second.id],
        "oldest first"
    );
    assert_eq!(page.head_to_head.len(), 1);
    let h2h = &page.head_to_head[0];
    assert_eq!(
        (h2h.opponent, h2h.wins + h2h.losses + h2h.draws),
        (BOB.id, 2)
    );
    assert_eq!(
        page.history.iter().map(|e| e.match_id).collect::<Vec<_>>(),
        vec![second.id, first.id],
        "newest first"
    );
    assert_eq!((page.page, page.pages), (1, 1));
    assert!(not_found(pages::player(&conn, PLACE.guild, ALICE.id, 2)));
    assert!(not_found(pages::player(&conn, PLACE.guild, ALICE.id, 0)));
    assert!(
        not_found(pages::player(&conn, PLACE.guild, EVE, 1)),
        "never played"
    );
}

#[tokio::test]
async fn a_match_has_a_page_once_finished_and_only_in_its_own_server() {
    let h = Harness::new();
    let svc = h.open();
    pages_on(&svc, true).await;
    let running = start_match(&svc, None, Some(1)).await;
    let conn = reader(&h);
    assert!(
        not_found(pages::finished_match(&conn, PLACE.guild, running.id)),
        "a running match's hands are secret"
    );
    let m = finished(&svc).await;
    let page = pages::finished_match(&conn, PLACE.guild, m.id).unwrap();
    assert_eq!(page.replay.info.id, m.id);
    assert!(page.replay.last() > 0);
    // The deal commitment is public; the record (seed and salt) is not on the page.
    assert_eq!(page.commitment, m.info().commitment);
    assert!(not_found(pages::finished_match(
        &conn,
        PLACE.guild + 1,
        m.id
    )));
    assert!(not_found(pages::finished_match(&conn, PLACE.guild, 9_999)));
}

#[tokio::test]
async fn boards_page_by_fifty_and_refuse_pages_and_seasons_that_are_not_there() {
    let h = Harness::new();
    let svc = h.open();
    pages_on(&svc, true).await;
    finished(&svc).await;
    let conn = reader(&h);
    let board = pages::board(&conn, PLACE.guild, GameKind::Clash, None, 1).unwrap();
    assert_eq!((board.page.page, board.page.pages), (1, 1));
    assert_eq!(board.page.rows.len(), 2);
    assert!(board.names.is_empty() || board.names.len() <= 2);
    let empty = pages::board(&conn, PLACE.guild, GameKind::Duel, None, 1).unwrap();
    assert!(
        empty.page.rows.is_empty(),
        "an empty board is one empty page"
    );
    assert!(not_found(pages::board(
        &conn,
        PLACE.guild,
        GameKind::Clash,
        None,
        2
    )));
    assert!(not_found(pages::board(
        &conn,
        PLACE.guild,
        GameKind::Clash,
        None,
        0
    )));
    assert!(not_found(pages::board(
        &conn,
        PLACE.guild,
        GameKind::Clash,
        Some(3),
        1
    )));
    assert!(not_found(pages::tournament(&conn, PLACE.guild, 1)));
}

#[tokio::test]
async fn a_servers_home_lists_its_death_matches_newest_first_with_their_public_facts() {
    let h = Harness::new();
    let svc = h.open();
    pages_on(&svc, true).await;
    let conn = reader(&h);
    assert!(pages::home(&conn, PLACE.guild)
        .unwrap()
        .deathmatches
        .is_empty());
    let dm = crate::model::deathmatch::DmRequest {
        place: PLACE,
        host: ADMIN,
        plan: DmPlan {
            event: Some("Week 2".into()),
            ..DmPlan::new(GameKind::Duel, ALICE.id, BOB.id)
        },
    };
    let first = svc.deathmatches().start(dm.clone()).await.unwrap().info;
    svc.matches().resign(first.id, ALICE.id).await.unwrap();
    let second = svc.deathmatches().start(dm).await.unwrap().info;
    let home = pages::home(&conn, PLACE.guild).unwrap();
    let listed: Vec<_> = home
        .deathmatches
        .iter()
        .map(|info| {
            (
                info.id,
                info.status,
                info.dm.as_ref().unwrap().event.clone(),
            )
        })
        .collect();
    let event = Some("Week 2".to_string());
    assert_eq!(
        listed,
        [
            (second.id, MatchStatus::Active, event.clone()),
            (first.id, MatchStatus::Finished, event)
        ]
    );
    // Ordinary matches are not Death Matches.
    finished(&svc).await;
    assert_eq!(
        pages::home(&conn, PLACE.guild).unwrap().deathmatches.len(),
        2
    );
}
