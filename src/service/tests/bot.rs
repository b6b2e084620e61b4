//! Matches against the bot, through the service with paused tokio time: the bot chooses
//! and moves by itself after its delay, through the same checks as a person; its matches
//! are kept but not rated; one match per game at a time; a restart while the bot is to
//! move does not leave the match stuck.

use super::*;
use crate::ai::Level;

/// The bot's own user id.
const BOT: UserId = 99;

async fn practice(svc: &Service, game: GameKind, level: Level) -> MatchInfo {
    svc.bots()
        .practice(PLACE, ALICE, BOT, game, level, Some(1), None)
        .await
        .unwrap()
        .info
}

/// Lets the bot's delay (and its thinking) pass.
async fn bot_time() {
    tokio::time::sleep(Duration::from_millis(BOT_DELAY_MS + 200)).await;
    // The decision runs on the blocking pool, which paused time does not wait for.
    for _ in 0..50 {
        tokio::task::yield_now().await;
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Alice plays as the easy bot would (or goes first) whenever it is her decision, the bot
/// plays its own; until the match ends.
async fn play_out(svc: &Service, id: MatchId) -> MatchSnapshot {
    for _ in 0..20_000 {
        let m = svc.matches().snapshot(id).await.unwrap();
        if m.status == MatchStatus::Finished {
            return m;
        }
        match m.to_move() {
            Some(seat) if m.players[seat] == ALICE.id => match m.table() {
                Some(table) => {
                    let mv = table
                        .view(seat)
                        .decide(
                            Level::Easy,
                            &mut crate::cards::rng_from_seed(m.version.into()),
                        )
                        .unwrap();
                    svc.matches()
                        .play(id, ALICE.id, m.version, mv)
                        .await
                        .unwrap();
                }
                None => {
                    svc.matches()
                        .choose_first(id, ALICE.id, m.version, true)
                        .await
                        .unwrap();
                }
            },
            _ => bot_time().await,
        }
    }
    let m = svc.matches().snapshot(id).await.unwrap();
    panic!(
        "match {id} did not end: version {}, to move {:?}, phase {:?}",
        m.version,
        m.to_move(),
        m.table().map(|t| t.view(Seat::B))
    );
}

#[tokio::test(start_paused = true)]
async fn the_bot_plays_a_whole_match_of_every_game_and_it_is_not_rated() {
    let h = Harness::new();
    let svc = h.open();
    for game in GameKind::ALL {
        let m = practice(&svc, game, Level::Easy).await;
        assert_eq!(m.players, BySeat::new(ALICE.id, BOT));
        assert_eq!(
            m.bot,
            Some(BotSeat {
                seat: Seat::B,
                level: Level::Easy
            })
        );
        let done = play_out(&svc, m.id).await;
        assert!(done.outcome().is_some(), "{game}");
        let conn = svc.db();
        // The bot's moves are in the log under its seat, like anyone's.
        let bot_moves: i64 = conn
            .query_row(
                "SELECT count(*) FROM moves WHERE match_id = ?1 AND seat = 'B'",
                [m.id],
                |r| r.get(0),
            )
            .unwrap();
        assert!(bot_moves > 0, "{game}: the bot never moved");
        // Kept, but rated on no board.
        let results: i64 = conn
            .query_row(
                "SELECT count(*) FROM match_results WHERE match_id = ?1",
                [m.id],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(results, 0, "{game}");
        let ratings: i64 = conn
            .query_row("SELECT count(*) FROM ratings", [], |r| r.get(0))
            .unwrap();
        assert_eq!(ratings, 0, "{game}");
    }
}

/// A Duel against the bot, played until the game is under way with the bot to move: Alice
/// goes second when she wins the toss, and plays the default move on her turns.
async fn duel_at_the_bots_move(svc: &Service) -> MatchSnapshot {
    let m = practice(svc, GameKind::Duel, Level::Easy).await;
    let mut m = svc.matches().snapshot(m.id).await.unwrap();
    while m.table().is_none() || m.to_move() != Some(Seat::B) {
        match m.to_move() {
            Some(Seat::A) if m.table().is_none() => {
                svc.matches()
                    .choose_first(m.id, ALICE.id, m.version, false)
                    .await
                    .unwrap();
            }
            Some(Seat::A) => {
                let mv = m.table().unwrap().default_move().unwrap();
                svc.matches()
                    .play(m.id, ALICE.id, m.version, mv)
                    .await
                    .unwrap();
            }
            _ => bot_time().await,
        }
        m = svc.matches().snapshot(m.id).await.unwrap();
    }
    m
}

#[tokio::test(start_paused = true)]
async fn the_bot_waits_its_delay_before_moving() {
    let h = Harness::new();
    let svc = h.open();
    // Just as the bot gets the decision, its delay starts: at the toss (when it wins
    // it), or when Alice, winning the toss, lets it go first.
    let m = practice(&svc, GameKind::Duel, Level::Strong).await;
    let mut m = svc.matches().snapshot(m.id).await.unwrap();
    if m.to_move() == Some(Seat::A) {
        svc.matches()
            .choose_first(m.id, ALICE.id, m.version, false)
            .await
            .unwrap();
        m = svc.matches().snapshot(m.id).await.unwrap();
    }
    assert_eq!(m.to_move(), Some(Seat::B), "the bot's decision");
    let version = m.version;
    tokio::time::sleep(Duration::from_millis(BOT_DELAY_MS - 100)).await;
    assert_eq!(svc.matches().snapshot(m.id).await.unwrap().version, version);
    bot_time().await;
    assert!(svc.matches().snapshot(m.id).await.unwrap().version > version);
}

#[tokio::test(start_paused = true)]
async fn a_second_match_of_the_same_game_against_the_bot_is_refused() {
    let h = Harness::new();
    let svc = h.open();
    let first = practice(&svc, GameKind::Clubbed, Level::Easy).await;
    let again = svc
        .bots()
        .practice(
            PLACE,
            ALICE,
            BOT,
            GameKind::Clubbed,
            Level::Strong,
            None,
            None,
        )
        .await
        .unwrap_err();
    assert!(
        matches!(again, ServiceError::BotBusy { id, .. } if id == first.id),
        "{again:?}"
    );
    assert!(again.to_string().contains(&format!("#{}", first.id)));
    // Another game is fine; so is a bad setting refused as for a challenge.
    practice(&svc, GameKind::Duel, Level::Easy).await;
    let bad = svc
        .bots()
        .practice(PLACE, BOB, BOT, GameKind::Duel, Level::Easy, Some(0), None)
        .await
        .unwrap_err();
    assert!(matches!(bad, ServiceError::BadTarget), "{bad:?}");
    let bot = svc
        .bots()
        .practice(PLACE, ROBOT, BOT, GameKind::Duel, Level::Easy, None, None)
        .await
        .unwrap_err();
    assert!(matches!(bot, ServiceError::ChallengeBot), "{bot:?}");
}

#[tokio::test(start_paused = true)]
async fn two_practices_sent_at_once_start_one_match() {
    let h = Harness::new();
    let svc = h.open();
    let start = || {
        svc.bots()
            .practice(PLACE, ALICE, BOT, GameKind::Duel, Level::Easy, None, None)
    };
    let (one, two) = tokio::join!(start(), start());
    let (started, refused) = match (one, two) {
        (Ok(m), Err(e)) | (Err(e), Ok(m)) => (m, e),
        other => panic!("exactly one must start: {other:?}"),
    };
    assert!(
        matches!(refused, ServiceError::BotBusy { id, .. } if id == started.info.id),
        "{refused:?}"
    );
    let live = svc.matches().of_player(ALICE.id).await;
    assert_eq!(live.len(), 1, "{live:?}");
}

#[tokio::test(start_paused = true)]
async fn after_a_restart_the_bot_makes_the_move_it_owed() {
    let h = Harness::new();
    let svc = h.open();
    let m = duel_at_the_bots_move(&svc).await;
    let version = m.version;
    // Down before the bot's delay ran out: its move was never made.
    svc.shutdown().await;
    drop(svc);
    let svc = h.open();
    assert_eq!(svc.matches().snapshot(m.id).await.unwrap().version, version);
    bot_time().await;
    let after = svc.matches().snapshot(m.id).await.unwrap();
    assert!(after.version > version, "the bot moved after the restart");
    assert_eq!(after.bot.map(|b| b.level), Some(Level::Easy));
}

#[tokio::test(start_paused = true)]
async fn a_person_cannot_move_for_the_bot() {
    let h = Harness::new();
    let svc = h.open();
    let m = duel_at_the_bots_move(&svc).await;
    let mv = m.table().unwrap().default_move().unwrap();
    let refused = svc
        .matches()
        .play(m.id, ALICE.id, m.version, mv)
        .await
        .unwrap_err();
    assert!(
        matches!(refused, ServiceError::NotYourTurn { to_move } if to_move == BOT),
        "{refused:?}"
    );
}
