//! The daily puzzles through the service, with puzzles made by hand ([`test_puzzle`]) and
//! paused tokio time: streaks over midnights in two zones, one answer per puzzle from any
//! server and only on its day, ratings, refused moves, the board's pages, and the daily
//! post owed once per (server, date) at the server's midnight through kills.

use super::*;
use crate::model::settings::SettingKey;
use crate::puzzles::hosted::*;
use crate::puzzles::{Puzzle, GAMES};
use crate::storage::puzzles as sql;
use jiff::civil::{date, Date};
use serde_json::json;

const ADMIN: UserId = 99;
/// A server in UTC (the default zone).
const A: u64 = 1;
/// A server in another zone (set by each test).
const B: u64 = 7;

#[path = "../../../benches/support/made_puzzle.rs"]
mod made_puzzle;

/// A puzzle made by hand for `game` on `date` (`made_puzzle`), its seed from both.
fn test_puzzle(game: GameKind, date: Date) -> Puzzle {
    let seed = format!("{}{date}", game.name())
        .bytes()
        .fold(17u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    made_puzzle::made_puzzle(game, date, seed)
}

fn solution(game: GameKind, date: Date) -> AnyMove {
    test_puzzle(game, date).lines[0].shown.clone()
}

fn wrong(game: GameKind, date: Date) -> AnyMove {
    test_puzzle(game, date).lines[1].shown.clone()
}

/// Stores the Clash and Tile Poker puzzles of `days` days from `from`.
fn store_days(h: &Harness, from: Date, days: i64) {
    let conn = crate::storage::open(&h.path).unwrap();
    for d in 0..days {
        let date = from.checked_add(jiff::Span::new().days(d)).unwrap();
        for game in [GameKind::Clash, GameKind::TilePoker] {
            let p = test_puzzle(game, date);
            sql::puzzle_insert(&conn, &p, puzzle_rating_new(p.rating), 0).unwrap();
        }
    }
}

async fn set(svc: &Service, guild: u64, key: SettingKey, value: serde_json::Value) {
    svc.settings()
        .change(guild, ADMIN, key, Some(value))
        .await
        .unwrap();
}

async fn pass(seconds: u64) {
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    for _ in 0..20 {
        tokio::task::yield_now().await;
    }
    tokio::time::sleep(Duration::from_millis(50)).await;
}

/// The Harness's clock starts at 2023-11-14 22:13:20 UTC.
const D13: Date = date(2023, 11, 13);
const D14: Date = date(2023, 11, 14);
const D15: Date = date(2023, 11, 15);
const D17: Date = date(2023, 11, 17);

async fn answer(
    svc: &Service,
    server: u64,
    user: UserId,
    game: GameKind,
    day: Date,
    right: bool,
) -> Result<Verdict, PuzzleError> {
    let mv = if right {
        solution(game, day)
    } else {
        wrong(game, day)
    };
    svc.puzzles().answer(server, user, game, day, mv).await
}

#[tokio::test(start_paused = true)]
async fn streaks_run_over_midnight_in_two_zones_and_a_missed_day_ends_them() {
    let h = Harness::new();
    store_days(&h, D13, 6);
    let svc = h.open();
    set(&svc, B, SettingKey::TimeZone, json!("America/New_York")).await;
    let streak = |v: Verdict| (v.streak.current, v.streak.best);
    let alice = ALICE.id;
    let v = answer(&svc, A, alice, GameKind::Clash, D14, true).await;
    assert_eq!(streak(v.unwrap()), (1, 1));
    // 00:30 UTC: the 15th in A, still the 14th (19:30) in New York.
    pass(2 * 3600 + 17 * 60).await;
    assert_eq!(svc.puzzles().today(A).await.unwrap(), D15);
    assert_eq!(svc.puzzles().today(B).await.unwrap(), D14);
    // A second solve on the 14th, in B: the same day, the same streak.
    let v = answer(&svc, B, alice, GameKind::TilePoker, D14, true).await;
    assert_eq!(streak(v.unwrap()), (1, 1));
    // The 15th in A: two days in a row.
    let v = answer(&svc, A, alice, GameKind::Clash, D15, true).await;
    assert_eq!(streak(v.unwrap()), (2, 2));
    let seen = svc.puzzles().standing(alice, B).await.unwrap().unwrap();
    assert_eq!(
        seen.streak,
        Streak {
            current: 2,
            best: 2,
            last: Some(D15)
        }
    );
    // The 16th passes without a solve: on the 17th in A the streak is over, the best
    // kept; in New York (the 16th, evening) the 15th was yesterday, so it still runs.
    pass(48 * 3600).await;
    let in_a = svc.puzzles().standing(alice, A).await.unwrap().unwrap();
    assert_eq!((in_a.streak.current, in_a.streak.best), (0, 2));
    let in_b = svc.puzzles().standing(alice, B).await.unwrap().unwrap();
    assert_eq!((in_b.streak.current, in_b.streak.best), (2, 2));
    // A wrong answer does not start one; a right one starts again at 1.
    let v = answer(&svc, A, alice, GameKind::TilePoker, D17, false).await;
    assert_eq!(streak(v.unwrap()), (0, 2));
    let v = answer(&svc, A, alice, GameKind::Clash, D17, true).await;
    assert_eq!(streak(v.unwrap()), (1, 2));
}

/// How many answers and players are stored, and the puzzles' ratings and counts.
fn stored(svc: &Service) -> (i64, i64, String) {
    let conn = svc.db();
    let count = |table: &str| -> i64 {
        conn.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
            .unwrap()
    };
    let ratings: String = conn
        .query_row(
            "SELECT group_concat(rating || ':' || solved || ':' || tried) FROM puzzles",
            [],
            |r| r.get(0),
        )
        .unwrap();
    (count("puzzle_attempts"), count("puzzle_players"), ratings)
}

#[tokio::test(start_paused = true)]
async fn an_answer_is_taken_once_from_any_server_and_only_on_its_day() {
    let h = Harness::new();
    store_days(&h, D13, 3);
    let svc = h.open();
    set(&svc, B, SettingKey::TimeZone, json!("America/New_York")).await;
    let first = answer(&svc, A, BOB.id, GameKind::Clash, D14, false)
        .await
        .unwrap();
    let before = stored(&svc);
    for server in [A, B] {
        for right in [true, false] {
            match answer(&svc, server, BOB.id, GameKind::Clash, D14, right).await {
                Err(PuzzleError::AlreadyAnswered(a)) => assert_eq!(a, first.attempt),
                other => panic!("a second answer: {other:?}"),
            }
        }
    }
    assert_eq!(stored(&svc), before, "a refused answer changed nothing");
    let shown = svc
        .puzzles()
        .puzzle(B, BOB.id, GameKind::Clash)
        .await
        .unwrap();
    assert_eq!(shown.answered, Some(first.attempt));
    assert_eq!(
        shown.lines.map(|l| l.len()),
        Some(2),
        "the proof, once answered"
    );
    assert_eq!(shown.solved_share, (0, 1));
    let fresh = svc
        .puzzles()
        .puzzle(A, ALICE.id, GameKind::Clash)
        .await
        .unwrap();
    assert!(fresh.answered.is_none() && fresh.lines.is_none());
    // Tomorrow's is not open yet, yesterday's is over.
    for day in [D15, D13] {
        match answer(&svc, A, ALICE.id, GameKind::Clash, day, true).await {
            Err(PuzzleError::DayOver { date, today }) => assert_eq!((date, today), (day, D14)),
            other => panic!("{day}: {other:?}"),
        }
    }
    // After midnight UTC the 14th is over in A, not in New York.
    pass(2 * 3600).await;
    match answer(&svc, A, ALICE.id, GameKind::Clash, D14, true).await {
        Err(PuzzleError::DayOver { date, today }) => assert_eq!((date, today), (D14, D15)),
        other => panic!("{other:?}"),
    }
    assert_eq!(stored(&svc), before, "a refused answer changed nothing");
    answer(&svc, B, ALICE.id, GameKind::Clash, D14, true)
        .await
        .unwrap();
    assert_eq!(stored(&svc).0, 2);
    assert!(matches!(
        svc.puzzles().puzzle(A, ALICE.id, GameKind::Duel).await,
        Err(PuzzleError::NoPuzzle(GameKind::Duel))
    ));
}

#[tokio::test]
async fn the_same_date_gives_the_same_puzzle_on_two_databases() {
    let day = date(2026, 12, 1);
    let (h1, h2) = (Harness::new(), Harness::new());
    let (s1, s2) = (h1.open(), h2.open());
    let mut made = 0;
    for game in GAMES {
        let one = crate::service::puzzles::make(s1.clone(), game, day)
            .await
            .unwrap();
        let two = crate::service::puzzles::make(s2.clone(), game, day)
            .await
            .unwrap();
        assert_eq!(one.is_some(), two.is_some(), "{game}");
        let (Some(one), Some(two)) = (one, two) else {
            continue;
        };
        made += 1;
        assert_eq!(
            serde_json::to_value(&*one).unwrap(),
            serde_json::to_value(&*two).unwrap(),
            "{game}"
        );
        // What each database stored, read back, is that puzzle with its rating.
        for svc in [&s1, &s2] {
            let conn = svc.db();
            let back = sql::puzzle_get(&conn, game, day).unwrap().unwrap();
            assert_eq!(
                serde_json::to_value(&back).unwrap(),
                serde_json::to_value(&*one).unwrap()
            );
            let rated = sql::puzzle_rated(&conn, game, day).unwrap().unwrap();
            assert_eq!(rated.rating.rating, one.rating);
        }
    }
    assert!(
        made >= 1,
        "puzzles::daily made no puzzle for any game: the generator has not landed"
    );
}

#[tokio::test(start_paused = true)]
async fn a_right_answer_moves_the_player_up_and_the_puzzle_down_and_a_wrong_one_the_reverse() {
    let h = Harness::new();
    store_days(&h, D14, 1);
    let svc = h.open();
    let puzzle_rating = |svc: &Service| {
        sql::puzzle_rated(&svc.db(), GameKind::Clash, D14)
            .unwrap()
            .unwrap()
            .rating
            .rating
    };
    let start = puzzle_rating(&svc);
    let right = answer(&svc, A, ALICE.id, GameKind::Clash, D14, true)
        .await
        .unwrap();
    assert!(right.attempt.right && right.attempt.line == 0);
    assert_eq!(right.rating_before, 1500.0);
    assert!(right.rating_after > right.rating_before, "{right:?}");
    let solved = puzzle_rating(&svc);
    assert!(solved < start, "the puzzle goes down: {start} -> {solved}");
    let missed = answer(&svc, A, BOB.id, GameKind::Clash, D14, false)
        .await
        .unwrap();
    assert!(!missed.attempt.right && missed.attempt.line == 1);
    assert!(missed.rating_after < missed.rating_before, "{missed:?}");
    let failed = puzzle_rating(&svc);
    assert!(failed > solved, "the puzzle goes up: {solved} -> {failed}");
    let alice = svc.puzzles().standing(ALICE.id, A).await.unwrap().unwrap();
    assert_eq!(
        (alice.rating, alice.solved, alice.tried),
        (right.rating_after, 1, 1)
    );
    let bob = svc.puzzles().standing(BOB.id, A).await.unwrap().unwrap();
    assert_eq!(
        (bob.rating, bob.solved, bob.tried),
        (missed.rating_after, 0, 1)
    );
    assert!(svc.puzzles().standing(EVE, A).await.unwrap().is_none());
    let shown = svc.puzzles().puzzle(A, EVE, GameKind::Clash).await.unwrap();
    assert_eq!(shown.solved_share, (1, 2));
    assert_eq!(shown.rating, failed.round() as i32);
}

#[tokio::test(start_paused = true)]
async fn a_move_in_no_line_is_refused_and_changes_nothing() {
    let h = Harness::new();
    // Clash's puzzle with one of its moves left out of every line.
    let mut p = test_puzzle(GameKind::Clash, D14);
    let left_out = p.lines[1].moves.pop().unwrap();
    {
        let conn = crate::storage::open(&h.path).unwrap();
        sql::puzzle_insert(&conn, &p, puzzle_rating_new(p.rating), 0).unwrap();
    }
    let svc = h.open();
    let before = stored(&svc);
    let other_game = test_puzzle(GameKind::TilePoker, D14).lines[0].shown.clone();
    for mv in [left_out, other_game] {
        assert!(matches!(
            svc.puzzles()
                .answer(A, ALICE.id, GameKind::Clash, D14, mv)
                .await,
            Err(PuzzleError::NotAMove)
        ));
        assert_eq!(stored(&svc), before);
    }
    // The refused move did not use up the answer.
    let right = svc
        .puzzles()
        .answer(A, ALICE.id, GameKind::Clash, D14, p.lines[0].shown.clone())
        .await
        .unwrap();
    assert!(right.attempt.right);
}

#[tokio::test(start_paused = true)]
async fn the_puzzle_board_lists_who_answered_in_the_server_best_first_in_pages() {
    let h = Harness::new();
    store_days(&h, D14, 1);
    let svc = h.open();
    let players: Vec<UserId> = (0..23).map(|i| 1_000 + i).collect();
    for (i, &user) in players.iter().enumerate() {
        answer(&svc, A, user, GameKind::Clash, D14, i % 3 != 0)
            .await
            .unwrap();
    }
    // One who answered only in B, and one of A's who answered there too.
    answer(&svc, B, 5_000, GameKind::Clash, D14, true)
        .await
        .unwrap();
    answer(&svc, B, players[1], GameKind::TilePoker, D14, false)
        .await
        .unwrap();
    let mut rows = Vec::new();
    for page in 1..=3 {
        let board = svc.puzzles().board(A, page).await.unwrap();
        assert_eq!((board.server, board.page, board.pages), (A, page, 3));
        assert_eq!(board.rows.len(), if page < 3 { 10 } else { 3 });
        rows.extend(board.rows);
    }
    assert!(
        rows.windows(2).all(|w| w[0].rating >= w[1].rating),
        "best first"
    );
    let mut listed: Vec<UserId> = rows.iter().map(|r| r.user).collect();
    listed.sort_unstable();
    assert_eq!(listed, players, "each of A's players once, nobody else");
    for page in [0, 4] {
        assert!(matches!(
            svc.puzzles().board(A, page).await,
            Err(PuzzleError::NoSuchPage { pages: 3, .. })
        ));
    }
    let b = svc.puzzles().board(B, 1).await.unwrap();
    let mut in_b: Vec<UserId> = b.rows.iter().map(|r| r.user).collect();
    in_b.sort_unstable();
    assert_eq!((in_b, b.pages), (vec![players[1], 5_000], 1));
    let empty = svc.puzzles().board(42, 1).await.unwrap();
    assert!(empty.rows.is_empty() && empty.pages == 1);
}

/// The daily posts owed, as stored: (the post, its channel, when it was owed).
fn daily_posts(h: &Harness) -> Vec<(DailyPuzzles, u64, i64)> {
    let conn = crate::storage::open(&h.path).unwrap();
    let mut stmt = conn
        .prepare(
            "SELECT content, channel_id, created_at FROM outbox WHERE kind = 'puzzles' ORDER BY id",
        )
        .unwrap();
    let rows = stmt
        .query_map([], |r| {
            let content: String = r.get(0)?;
            Ok((
                DailyPuzzles::from_json(&content).unwrap(),
                r.get::<_, i64>(1)? as u64,
                r.get(2)?,
            ))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    rows
}

/// The first instant of `day` in `zone`.
fn midnight(zone: &str, day: Date) -> i64 {
    let tz = jiff::tz::TimeZone::get(zone).unwrap();
    day.to_zoned(tz).unwrap().timestamp().as_millisecond()
}

#[tokio::test(start_paused = true)]
async fn the_daily_post_is_owed_once_per_server_and_date_at_its_midnight_through_kills() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(54);
    let h = Harness::new();
    let mut svc = h.open();
    let zones = [(A, "UTC", 100u64), (B, "Asia/Tokyo", 200u64)];
    set(&svc, B, SettingKey::TimeZone, json!("Asia/Tokyo")).await;
    for (server, _, channel) in zones {
        set(&svc, server, SettingKey::PuzzleChannel, json!(channel)).await;
    }
    pass(1).await;
    // Setting the channel owes today's post at once: the 14th in UTC, the 15th in Tokyo.
    let firsts: Vec<_> = daily_posts(&h).into_iter().map(|p| p.0.date).collect();
    assert_eq!(firsts, [D14, D15]);
    let mut down: Vec<(i64, i64)> = Vec::new();
    let end = h.clock.now_ms() + 3 * 24 * 3600 * 1000;
    while h.clock.now_ms() < end {
        pass(rng.gen_range(60..4_000)).await;
        // A kill at a random moment, and a restart after a while.
        let killed_at = h.clock.now_ms();
        drop(svc);
        if rng.gen_bool(0.3) {
            tokio::time::sleep(Duration::from_secs(rng.gen_range(1..900))).await;
        }
        down.push((killed_at, h.clock.now_ms()));
        svc = h.open();
    }
    pass(60).await;
    let posts = daily_posts(&h);
    for (server, zone, channel) in zones {
        let mine: Vec<_> = posts.iter().filter(|p| p.0.server == server).collect();
        assert!(mine.len() >= 4, "{server}: {} posts", mine.len());
        for (i, (post, to, at)) in mine.iter().enumerate() {
            assert_eq!(*to, channel);
            assert_eq!(post.games, GAMES.to_vec());
            if i > 0 {
                let previous = mine[i - 1].0.date;
                assert_eq!(
                    previous.tomorrow().unwrap(),
                    post.date,
                    "{server}: once a day"
                );
                let due = midnight(zone, post.date);
                let excused = down
                    .iter()
                    .any(|&(from, to)| from <= due + 60_000 && due <= to);
                assert!(
                    *at >= due && (excused || *at <= due + 60_000),
                    "{server} {}: owed at {at}, midnight {due}",
                    post.date
                );
            }
        }
    }
    assert!(down.len() > 20, "{} kills", down.len());
}

#[tokio::test(start_paused = true)]
async fn the_daily_post_counts_yesterdays_answers_in_its_server() {
    let h = Harness::new();
    store_days(&h, D14, 2);
    let svc = h.open();
    set(&svc, A, SettingKey::PuzzleChannel, json!(100)).await;
    answer(&svc, A, ALICE.id, GameKind::Clash, D14, true)
        .await
        .unwrap();
    answer(&svc, A, BOB.id, GameKind::Clash, D14, false)
        .await
        .unwrap();
    // Given elsewhere: not this server's.
    answer(&svc, B, EVE, GameKind::TilePoker, D14, true)
        .await
        .unwrap();
    pass(2 * 3600).await;
    let posts = daily_posts(&h);
    let dates: Vec<Date> = posts.iter().map(|p| p.0.date).collect();
    assert_eq!(dates, [D14, D15]);
    assert!(posts[0].0.yesterday.is_empty());
    assert_eq!(
        posts[1].0.yesterday,
        [SolveCount {
            game: GameKind::Clash,
            right: 1,
            tried: 2
        }]
    );
}
