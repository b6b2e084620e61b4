//! Service tests on a fresh SQLite file each: whole matches, restarts, clocks with paused
//! tokio time, strikes and forfeits, racing moves.

use super::*;
use crate::model::matches::*;
use crate::model::*;
use crate::rules::clash::{Clash, ClashMove};
use crate::rules::{BySeat, GameKind, Outcome, Seat};
use crate::rules::{EndReason, Game};
use crate::storage::matches as store;
use std::sync::Mutex;
use std::time::Duration;

const ALICE: Person = Person {
    id: 11,
    is_bot: false,
};
const BOB: Person = Person {
    id: 22,
    is_bot: false,
};
const EVE: UserId = 33;
const ROBOT: Person = Person {
    id: 44,
    is_bot: true,
};
/// How long the bot waits before each move in these tests (paused time makes it free).
const BOT_DELAY_MS: u64 = 1_000;
const PLACE: Place = Place {
    guild: 1,
    channel: 2,
};

/// What the service told the outside on its own: expired challenges, and the changes
/// that owe the channel a post of their own (seen through [`Outbound::herald`]).
#[derive(Clone, Debug)]
enum Heard {
    ChallengeExpired(Challenge),
    ClockRanOut {
        public: PublicMatch,
        strike: ClockStrike,
    },
    ChoiceTimedOut,
    ReserveStarted {
        public: PublicMatch,
        seat: Seat,
    },
}

#[derive(Default)]
struct Recorder {
    heard: Mutex<Vec<Heard>>,
    /// Every `Notice::Owed`: (match, table owed).
    owed: Mutex<Vec<(MatchId, Redraw)>>,
    /// Moves owe no post (as a move the table shows by itself, like Clash's reveals).
    quiet_moves: std::sync::atomic::AtomicBool,
}

impl Outbound for Recorder {
    fn notify(&self, notice: Notice) {
        match notice {
            Notice::ChallengeExpired(c) => {
                self.heard.lock().unwrap().push(Heard::ChallengeExpired(c))
            }
            Notice::Owed { match_id, table } => self.owed.lock().unwrap().push((match_id, table)),
            Notice::Standings(_) | Notice::Schedule(_) | Notice::Posts => {}
        }
    }

    fn herald(&self, happened: Happened<'_>) -> Vec<Post> {
        let public = happened.public.clone();
        let heard = match happened.what {
            What::Clock(strike) => Heard::ClockRanOut {
                public,
                strike: strike.clone(),
            },
            What::Chose {
                by: ChosenBy::Clock,
            } => Heard::ChoiceTimedOut,
            What::ReserveStarted(seat) => Heard::ReserveStarted {
                public,
                seat: *seat,
            },
            What::Move { .. } if self.quiet_moves.load(std::sync::atomic::Ordering::SeqCst) => {
                return Vec::new()
            }
            _ => {
                return vec![Post::text(
                    happened.public.info.place.guild,
                    happened.public.info.place.channel,
                    "a move",
                )]
            }
        };
        self.heard.lock().unwrap().push(heard);
        vec![Post::text(
            happened.public.info.place.guild,
            happened.public.info.place.channel,
            "news",
        )]
    }
}

impl Recorder {
    fn take(&self) -> Vec<Heard> {
        std::mem::take(&mut self.heard.lock().unwrap())
    }
}

struct Harness {
    _dir: tempfile::TempDir,
    path: std::path::PathBuf,
    notices: Arc<Recorder>,
    clock: Clock,
}

impl Harness {
    fn new() -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("clash.db");
        Harness {
            _dir: dir,
            path,
            notices: Arc::new(Recorder::default()),
            clock: Clock::starting_at(1_700_000_000_000),
        }
    }

    fn open(&self) -> Service {
        let conn = crate::storage::open(&self.path).unwrap();
        let defaults = Defaults {
            turn_seconds: 0,
            max_strikes: 5,
            challenge_expiry_ms: 300_000,
            bot_delay_ms: BOT_DELAY_MS,
            ..Defaults::default()
        };
        Service::open(conn, defaults, self.clock, self.notices.clone()).unwrap()
    }
}

fn clash_table(s: &MatchSnapshot) -> &crate::rules::Table<Clash> {
    match s.table() {
        Some(AnyTable::Clash(table)) => table,
        other => panic!("not a Clash table: {other:?}"),
    }
}

/// Alice challenges Bob to `game`, Bob accepts: the match at its toss.
async fn accepted(
    svc: &Service,
    game: GameKind,
    target: Option<u32>,
    turn_seconds: Option<u32>,
) -> MatchInfo {
    let c = svc
        .challenges()
        .create(PLACE, ALICE, Some(BOB), game, target, turn_seconds)
        .await
        .unwrap();
    let (_, m) = svc
        .challenges()
        .answer(c.id, BOB.id, ChallengeAnswer::Accept)
        .await
        .unwrap();
    m.unwrap().info
}

/// Challenge, accept, and let the toss winner defend first.
async fn start_match(
    svc: &Service,
    turn_seconds: Option<u32>,
    target: Option<u32>,
) -> MatchSnapshot {
    let m = accepted(svc, GameKind::Clash, target, turn_seconds).await;
    let toss = m.toss.expect("the match starts with the toss");
    let started = svc
        .matches()
        .choose_first(m.id, m.players[toss.winner], m.version, true)
        .await
        .unwrap();
    svc.matches().snapshot(started.info.id).await.unwrap()
}

/// Plays the default move for whoever is to move; returns the match after it.
async fn step(svc: &Service, m: &MatchSnapshot) -> MatchSnapshot {
    let seat = m.to_move().unwrap();
    let mv = m.table().unwrap().default_move().unwrap();
    svc.matches()
        .play(m.id, m.players[seat], m.version, mv)
        .await
        .unwrap();
    svc.matches().snapshot(m.id).await.unwrap()
}

#[tokio::test]
async fn a_whole_match_is_played_and_stored() {
    let h = Harness::new();
    let svc = h.open();
    let mut m = start_match(&svc, None, Some(4)).await;
    assert_eq!(m.version, 1);
    while m.status == MatchStatus::Active {
        m = step(&svc, &m).await;
    }
    let outcome = m.outcome().unwrap();
    assert!(matches!(
        outcome,
        Outcome::Win {
            reason: EndReason::Play,
            ..
        }
    ));
    let conn = crate::storage::open(&h.path).unwrap();
    let stored = store::match_get(&conn, m.id).unwrap().unwrap();
    assert_eq!(stored.status, MatchStatus::Finished);
    assert_eq!(stored.version, m.version);
    assert_eq!(store::move_count(&conn, m.id).unwrap(), m.version);
    let result: String = conn
        .query_row("SELECT result FROM matches WHERE id = ?1", [m.id], |r| {
            r.get(0)
        })
        .unwrap();
    assert!(result.contains("\"Win\""));
    // The stored log replays to the same table.
    let table = clash_table(&stored);
    let replayed = crate::rules::Table::<Clash>::replay(table.log()).unwrap();
    assert_eq!(
        serde_json::to_string(&replayed).unwrap(),
        serde_json::to_string(table).unwrap()
    );
    assert!(svc.matches().of_player(ALICE.id).await.is_empty());
    assert!(matches!(
        svc.matches()
            .play(
                m.id,
                ALICE.id,
                m.version,
                AnyMove::Clash(ClashMove::Reveal { size: 1 })
            )
            .await,
        Err(ServiceError::MatchOver)
    ));
}

#[tokio::test]
async fn challenges_refuse_self_bots_duplicates_and_bad_settings() {
    let h = Harness::new();
    let svc = h.open();
    macro_rules! make {
        ($a:expr, $b:expr, $target:expr, $secs:expr) => {
            svc.challenges()
                .create(PLACE, $a, Some($b), GameKind::Clash, $target, $secs)
                .await
        };
    }
    assert!(matches!(
        make!(ALICE, ALICE, None, None),
        Err(ServiceError::ChallengeSelf)
    ));
    assert!(matches!(
        make!(ALICE, ROBOT, None, None),
        Err(ServiceError::ChallengeBot)
    ));
    assert!(matches!(
        make!(ALICE, BOB, Some(0), None),
        Err(ServiceError::BadTarget)
    ));
    assert!(matches!(
        make!(ALICE, BOB, None, Some(5)),
        Err(ServiceError::BadTurnSeconds)
    ));
    make!(ALICE, BOB, None, Some(60)).unwrap();
    assert!(matches!(
        make!(ALICE, BOB, None, None),
        Err(ServiceError::AlreadyPending)
    ));
    assert!(matches!(
        make!(BOB, ALICE, None, None),
        Err(ServiceError::AlreadyPending)
    ));
}

#[tokio::test]
async fn only_the_right_person_answers_a_challenge() {
    let h = Harness::new();
    let svc = h.open();
    let c = svc
        .challenges()
        .create(PLACE, ALICE, Some(BOB), GameKind::Clash, None, None)
        .await
        .unwrap();
    assert!(matches!(
        svc.challenges()
            .answer(c.id, ALICE.id, ChallengeAnswer::Accept)
            .await,
        Err(ServiceError::NotYourChallenge(ChallengeRole::Challenged))
    ));
    assert!(matches!(
        svc.challenges()
            .answer(c.id, BOB.id, ChallengeAnswer::Cancel)
            .await,
        Err(ServiceError::NotYourChallenge(ChallengeRole::Challenger))
    ));
    let (c2, m) = svc
        .challenges()
        .answer(c.id, BOB.id, ChallengeAnswer::Decline)
        .await
        .unwrap();
    assert_eq!(c2.status, ChallengeStatus::Declined);
    assert!(m.is_none());
    assert!(matches!(
        svc.challenges()
            .answer(c.id, BOB.id, ChallengeAnswer::Accept)
            .await,
        Err(ServiceError::ChallengeClosed(ChallengeStatus::Declined))
    ));
    // Declined: a new challenge between them is allowed.
    svc.challenges()
        .create(PLACE, BOB, Some(ALICE), GameKind::Clash, None, None)
        .await
        .unwrap();
}

#[tokio::test(start_paused = true)]
async fn a_challenge_expires_after_its_time() {
    let h = Harness::new();
    let svc = h.open();
    let c = svc
        .challenges()
        .create(PLACE, ALICE, Some(BOB), GameKind::Clash, None, None)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_secs(299)).await;
    assert!(h.notices.take().is_empty());
    tokio::time::sleep(Duration::from_secs(2)).await;
    let notices = h.notices.take();
    assert!(
        matches!(&notices[..], [Heard::ChallengeExpired(e)] if e.id == c.id && e.status == ChallengeStatus::Expired)
    );
    assert!(matches!(
        svc.challenges()
            .answer(c.id, BOB.id, ChallengeAnswer::Accept)
            .await,
        Err(ServiceError::ChallengeClosed(ChallengeStatus::Expired))
    ));
}

#[tokio::test]
async fn outsiders_wrong_turns_and_stale_buttons_change_nothing() {
    let h = Harness::new();
    let svc = h.open();
    let m = start_match(&svc, None, None).await;
    let mover = m.players[m.to_move().unwrap()];
    let waiter = if mover == ALICE.id { BOB.id } else { ALICE.id };
    let mv = AnyMove::Clash(clash_table(&m).game().default_move());
    assert!(matches!(
        svc.matches().play(m.id, EVE, m.version, mv.clone()).await,
        Err(ServiceError::NotAPlayer { .. })
    ));
    assert!(matches!(
        svc.matches().play(m.id, waiter, m.version, mv.clone()).await,
        Err(ServiceError::NotYourTurn { to_move }) if to_move == mover
    ));
    assert!(matches!(
        svc.matches().play(m.id, mover, m.version - 1, mv.clone()).await,
        Err(ServiceError::Stale { current }) if current == m.version
    ));
    let bad = AnyMove::Clash(ClashMove::Reveal { size: 2 });
    let err = svc
        .matches()
        .play(m.id, mover, m.version, bad)
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "that is not possible now: the defender is setting up"
    );
    let now = svc.matches().snapshot(m.id).await.unwrap();
    assert_eq!(now.version, m.version);
    svc.matches()
        .play(m.id, mover, m.version, mv)
        .await
        .unwrap();
}

#[tokio::test]
async fn racing_clicks_apply_once() {
    let h = Harness::new();
    let svc = h.open();
    let m = start_match(&svc, None, None).await;
    let mover = m.players[m.to_move().unwrap()];
    let mv = AnyMove::Clash(clash_table(&m).game().default_move());
    let (a, b) = tokio::join!(
        svc.matches().play(m.id, mover, m.version, mv.clone()),
        svc.matches().play(m.id, mover, m.version, mv.clone())
    );
    assert_eq!(a.is_ok() as u8 + b.is_ok() as u8, 1);
    assert!(matches!(
        a.err().or(b.err()),
        Some(ServiceError::Stale { .. })
    ));
    let conn = crate::storage::open(&h.path).unwrap();
    assert_eq!(store::move_count(&conn, m.id).unwrap(), m.version + 1);
}

#[tokio::test]
async fn a_restart_mid_match_loses_nothing_and_the_match_finishes() {
    let h = Harness::new();
    let svc = h.open();
    let mut m = start_match(&svc, None, Some(3)).await;
    for _ in 0..7 {
        m = step(&svc, &m).await;
    }
    let before = serde_json::to_string(&m.phase).unwrap();
    svc.shutdown().await;
    assert!(matches!(
        svc.matches()
            .play(
                m.id,
                ALICE.id,
                m.version,
                AnyMove::Clash(ClashMove::Reveal { size: 1 })
            )
            .await,
        Err(ServiceError::ShuttingDown)
    ));
    drop(svc);
    let svc = h.open();
    let mut m = svc.matches().snapshot(m.id).await.unwrap();
    assert_eq!(serde_json::to_string(&m.phase).unwrap(), before);
    assert_eq!(svc.matches().of_player(BOB.id).await.len(), 1);
    while m.status == MatchStatus::Active {
        m = step(&svc, &m).await;
    }
    assert!(m.outcome().is_some());
}

#[tokio::test(start_paused = true)]
async fn a_run_out_clock_plays_the_default_move_and_strikes() {
    let h = Harness::new();
    let svc = h.open();
    let m = start_match(&svc, Some(60), None).await;
    assert_eq!(m.deadline, Some(h.clock.now_ms() + 60_000));
    let late = m.players[m.to_move().unwrap()];
    tokio::time::sleep(Duration::from_secs(59)).await;
    assert!(h.notices.take().is_empty());
    tokio::time::sleep(Duration::from_secs(2)).await;
    let notices = h.notices.take();
    let [Heard::ClockRanOut { public, strike }] = &notices[..] else {
        panic!("one clock notice, got {notices:?}")
    };
    let snapshot = &svc.matches().snapshot(public.info.id).await.unwrap();
    assert_eq!(snapshot.players[strike.seat], late);
    assert_eq!(strike.strikes, 1);
    assert!(!strike.forfeited);
    assert_eq!(snapshot.version, m.version + 1);
    // The set-up was played for the absent defender; the next turn has a fresh clock.
    let table = clash_table(snapshot);
    assert_eq!(table.game().phase(), crate::rules::clash::Phase::Reveal);
    assert_eq!(snapshot.deadline, Some(m.deadline.unwrap() + 60_000));
}

#[tokio::test(start_paused = true)]
async fn five_missed_turns_forfeit() {
    let h = Harness::new();
    let svc = h.open();
    let m = start_match(&svc, Some(30), None).await;
    let mut forfeits = Vec::new();
    for _ in 0..20 {
        tokio::time::sleep(Duration::from_secs(31)).await;
        for notice in h.notices.take() {
            if let Heard::ClockRanOut { public, strike } = notice {
                if strike.forfeited {
                    forfeits.push((public.info, strike));
                }
            }
        }
        if !forfeits.is_empty() {
            break;
        }
    }
    let (snapshot, strike) = forfeits.pop().expect("a forfeit");
    assert_eq!(strike.strikes, 5);
    assert_eq!(
        snapshot.outcome,
        Some(Outcome::Win {
            winner: strike.seat.other(),
            reason: EndReason::Forfeit
        })
    );
    assert_eq!(snapshot.status, MatchStatus::Finished);
    assert_eq!(snapshot.deadline, None);
    assert!(svc.matches().of_player(ALICE.id).await.is_empty());
    let _ = m;
}

#[tokio::test(start_paused = true)]
async fn a_restart_re_arms_the_clock_with_the_time_left() {
    let h = Harness::new();
    let svc = h.open();
    let m = start_match(&svc, Some(120), None).await;
    tokio::time::sleep(Duration::from_secs(50)).await;
    svc.shutdown().await;
    drop(svc);
    let svc = h.open();
    // 70 s were left: nothing at 69 s, the strike at 71 s.
    tokio::time::sleep(Duration::from_secs(69)).await;
    assert!(h.notices.take().is_empty());
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(matches!(&h.notices.take()[..], [Heard::ClockRanOut { .. }]));
    let _ = (svc, m);
}

#[tokio::test(start_paused = true)]
async fn a_clock_that_ran_out_while_the_bot_was_down_gets_a_grace_period() {
    let h = Harness::new();
    let svc = h.open();
    start_match(&svc, Some(30), None).await;
    svc.shutdown().await;
    drop(svc);
    tokio::time::sleep(Duration::from_secs(600)).await;
    let svc = h.open();
    tokio::time::sleep(Duration::from_millis(RESTART_GRACE_MS as u64 - 1000)).await;
    assert!(h.notices.take().is_empty());
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(matches!(&h.notices.take()[..], [Heard::ClockRanOut { .. }]));
    drop(svc);
}

#[tokio::test(start_paused = true)]
async fn after_a_restart_a_match_is_read_only_when_first_touched() {
    let h = Harness::new();
    let svc = h.open();
    let m = start_match(&svc, Some(30), None).await;
    let before = svc.matches().snapshot(m.id).await.unwrap();
    svc.shutdown().await;
    drop(svc);
    tokio::time::sleep(Duration::from_secs(600)).await;
    let svc = h.open();
    assert_eq!(
        svc.core.live.is_loaded(m.id),
        Some(false),
        "cold after the start"
    );
    // /games reads it; its clock is the one armed at start-up, with the grace.
    let listed = svc.matches().of_player(BOB.id).await;
    assert_eq!(svc.core.live.is_loaded(m.id), Some(true));
    let now = svc.clock().now_ms();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].deadline, Some(now + RESTART_GRACE_MS));
    let after = svc.matches().snapshot(m.id).await.unwrap();
    assert_eq!(
        serde_json::to_string(&after.phase).unwrap(),
        serde_json::to_string(&before.phase).unwrap()
    );
    assert_eq!(
        (after.version, after.players, after.message_id),
        (before.version, before.players, before.message_id)
    );
    // And it plays on from there.
    let next = step(&svc, &after).await;
    assert!(next.version > after.version);
}

#[tokio::test]
async fn resigning_ends_the_match_even_before_the_first_move() {
    let h = Harness::new();
    let svc = h.open();
    let m = accepted(&svc, GameKind::Clash, None, None).await;
    assert!(matches!(
        svc.matches().resign(m.id, EVE).await,
        Err(ServiceError::NotAPlayer { .. })
    ));
    let done = svc.matches().resign(m.id, ALICE.id).await.unwrap();
    assert_eq!(
        done.info.outcome,
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Resignation
        })
    );
    assert!(matches!(
        svc.matches().resign(m.id, BOB.id).await,
        Err(ServiceError::MatchOver)
    ));
}

#[tokio::test]
async fn only_the_toss_winner_chooses() {
    let h = Harness::new();
    let svc = h.open();
    let m = accepted(&svc, GameKind::Clash, None, None).await;
    let toss = m.toss.clone().unwrap();
    let loser = m.players[toss.winner.other()];
    assert!(matches!(
        svc.matches()
            .choose_first(m.id, loser, m.version, true)
            .await,
        Err(ServiceError::NotYourTurn { .. })
    ));
    let started = svc
        .matches()
        .choose_first(m.id, m.players[toss.winner], m.version, false)
        .await
        .unwrap();
    let started = svc.matches().snapshot(started.info.id).await.unwrap();
    // Going second in Clash means attacking first: the other seat defends.
    assert_eq!(clash_table(&started).game().defender(), toss.winner.other());
}

#[tokio::test]
async fn a_failing_save_in_a_batch_fails_only_its_own_caller() {
    let h = Harness::new();
    let svc = h.open();
    let m = start_match(&svc, None, None).await;
    let mut next = m.clone();
    next.version += 1;
    let step = || Some((Seat::A, "{\"Play\":null}".to_string()));
    let save = |snapshot, step, now| crate::storage::saves::Save {
        snapshot,
        step,
        audit: None,
        posts: Vec::new(),
        now,
    };
    let writer = svc.core.db.writer();
    // Both saves reach the writer before it runs, so they share a batch; the second
    // writes the same log row again and must fail alone.
    let (first, second) = tokio::join!(
        save(next.clone(), step(), 1).commit(writer),
        save(next.clone(), step(), 2).commit(writer)
    );
    assert!(first.is_ok(), "{first:?}");
    let second = second.map_err(ServiceError::from);
    assert!(
        matches!(second, Err(ServiceError::Storage(_))),
        "{second:?}"
    );
    let conn = crate::storage::open(&h.path).unwrap();
    assert_eq!(store::move_count(&conn, m.id).unwrap(), next.version);
}

#[tokio::test]
async fn every_playable_game_is_played_to_the_end_through_the_service() {
    let h = Harness::new();
    let svc = h.open();
    for game in GameKind::ALL {
        let info = accepted(&svc, game, Some(2), None).await;
        let toss = info.toss.unwrap();
        svc.matches()
            .choose_first(info.id, info.players[toss.winner], info.version, true)
            .await
            .unwrap();
        let mut m = svc.matches().snapshot(info.id).await.unwrap();
        let mut moves = 0;
        // Random legal moves: a Shape Clash played by default moves (passes) never ends.
        let mut rng = crate::cards::rng_from_seed(moves);
        while m.status == MatchStatus::Active {
            let seat = m.to_move().unwrap();
            let mv = m.table().unwrap().random_move(&mut rng).unwrap();
            svc.matches()
                .play(m.id, m.players[seat], m.version, mv)
                .await
                .unwrap();
            m = svc.matches().snapshot(m.id).await.unwrap();
            moves += 1;
            assert!(moves < 5_000, "{game} does not end");
        }
        assert!(m.outcome().is_some(), "{game}");
        let public = svc.matches().public(m.id).await.unwrap();
        assert!(public.info.is_over(), "{game}");
        assert!(public.table.is_some(), "{game}");
    }
}

#[tokio::test]
async fn a_seat_sees_only_its_own_view_and_outsiders_see_nothing() {
    let h = Harness::new();
    let svc = h.open();
    let id = accepted(&svc, GameKind::Clash, None, None).await.id;
    assert!(matches!(
        svc.matches().seat_view(id, EVE).await,
        Err(ServiceError::NotAPlayer { .. })
    ));
    // Clash deals before the toss: each player sees their own 13 cards already, and the
    // same cards once the game starts, whoever defends.
    let before = svc.matches().seat_view(id, ALICE.id).await.unwrap();
    let Some(AnyView::Clash(view)) = &before.view else {
        panic!("a dealt Clash hand before the toss")
    };
    assert_eq!(view.hand.len(), 13);
    assert_eq!(before.seat, Seat::A);
    let hand = view.hand.clone();
    let toss = before.info.toss.clone().unwrap();
    svc.matches()
        .choose_first(
            id,
            before.info.players[toss.winner],
            before.info.version,
            false,
        )
        .await
        .unwrap();
    let after = svc.matches().seat_view(id, ALICE.id).await.unwrap();
    let Some(AnyView::Clash(view)) = &after.view else {
        panic!("a Clash view")
    };
    assert_eq!(view.hand, hand);
    let bob = svc.matches().seat_view(id, BOB.id).await.unwrap();
    let Some(AnyView::Clash(bob_view)) = &bob.view else {
        panic!("a Clash view")
    };
    assert!(bob_view.hand.iter().all(|c| !hand.contains(c)));
}

mod bot;
mod deathmatch;
mod ops;
mod pages;
mod puzzles;
mod schedules;
mod seasons;
mod settings;
mod threads;
mod tournaments;

#[tokio::test]
async fn what_a_change_owes_the_channel_is_written_with_it() {
    let h = Harness::new();
    let svc = h.open();
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    // The toss post is owed by the acceptance's own transaction.
    let owed = svc.delivery().pending(PLACE.channel, 10).await.unwrap();
    assert_eq!(owed.len(), 1, "{owed:?}");
    assert_eq!(owed[0].kind, PostKind::Choice);
    assert_eq!(owed[0].match_id, Some(info.id));
    assert_eq!(owed[0].channel, PLACE.channel);
    assert_eq!(
        svc.delivery().channels().await.unwrap(),
        vec![PLACE.channel]
    );
    assert!(
        svc.delivery().tables_owed().await.unwrap().is_empty(),
        "no table before the game starts"
    );
    svc.delivery()
        .done(owed[0].id, Some(99), 1, None)
        .await
        .unwrap();
    assert!(svc
        .delivery()
        .pending(PLACE.channel, 10)
        .await
        .unwrap()
        .is_empty());
    assert!(svc.delivery().channels().await.unwrap().is_empty());

    // A refused change owes nothing.
    assert!(svc.matches().resign(info.id, EVE).await.is_err());
    assert!(svc
        .delivery()
        .pending(PLACE.channel, 10)
        .await
        .unwrap()
        .is_empty());
    assert!(svc.delivery().tables_owed().await.unwrap().is_empty());

    // The choice starts the game: its table is owed, the herald's post is written with
    // the change, and the delivery is woken for the table.
    let toss = info.toss.unwrap();
    svc.matches()
        .choose_first(info.id, info.players[toss.winner], info.version, true)
        .await
        .unwrap();
    assert_eq!(svc.delivery().tables_owed().await.unwrap(), vec![info.id]);
    let posts = svc.delivery().pending(PLACE.channel, 10).await.unwrap();
    assert_eq!(posts.len(), 1);
    assert_eq!(
        (posts[0].kind, posts[0].content.as_str()),
        (PostKind::Text, "a move")
    );
    assert!(h
        .notices
        .owed
        .lock()
        .unwrap()
        .contains(&(info.id, Redraw::Now)));

    // Both debts survive a restart; a drawn table is owed no more.
    drop(svc);
    let svc = h.open();
    assert_eq!(svc.delivery().tables_owed().await.unwrap(), vec![info.id]);
    assert_eq!(
        svc.delivery().pending(PLACE.channel, 10).await.unwrap(),
        posts
    );
    let public = svc.matches().public(info.id).await.unwrap();
    svc.delivery()
        .table_drawn(info.id, public.info.revision, Some(1234), PLACE.channel)
        .await
        .unwrap();
    assert!(svc.delivery().tables_owed().await.unwrap().is_empty());
    let now = svc.matches().public(info.id).await.unwrap().info;
    assert_eq!(
        (now.message_id, now.table_revision),
        (Some(1234), public.info.revision)
    );
    // An older drawing recorded late does not hide a newer debt.
    svc.delivery()
        .table_drawn(info.id, 0, None, PLACE.channel)
        .await
        .unwrap();
    assert_eq!(
        svc.matches()
            .public(info.id)
            .await
            .unwrap()
            .info
            .table_revision,
        public.info.revision
    );
}

#[tokio::test]
async fn a_turn_that_goes_on_owes_its_table_soon_and_a_hand_over_at_once() {
    let h = Harness::new();
    let svc = h.open();
    h.notices
        .quiet_moves
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let m = start_match(&svc, None, None).await;
    let last = || *h.notices.owed.lock().unwrap().last().unwrap();
    // The game started: its first table at once.
    assert_eq!(last(), (m.id, Redraw::Now));
    // The defender's set-up: the defender moves on (to reveal), so the table is edited
    // a moment later, unless another change asks for it first.
    let defender = m.to_move().unwrap();
    let m = step(&svc, &m).await;
    assert_eq!(m.to_move(), Some(defender));
    assert_eq!(last(), (m.id, Redraw::Soon));
    // The reveal hands the turn to the attacker: at once (a move that owes a post, such
    // as a round's end, is drawn at once too).
    let m = step(&svc, &m).await;
    assert_ne!(m.to_move(), Some(defender));
    assert_eq!(last(), (m.id, Redraw::Now));
    // A click on the public table answered with the new table: no redraw.
    let seat = m.to_move().unwrap();
    let mv = m.table().unwrap().default_move().unwrap();
    svc.matches()
        .play_answered(m.id, m.players[seat], m.version, mv, true)
        .await
        .unwrap();
    assert_eq!(last(), (m.id, Redraw::No));
}
