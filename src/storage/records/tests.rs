//! Records and ratings: Glicko-2 values against the crate's own, matches recorded through
//! the service, boards, ranks and paging checked against a brute-force sort, names, stats
//! and history.

use super::*;
use crate::model::seasons::{soft_reset, SeasonName, SeasonPick};
use crate::model::MatchStatus;
use crate::model::{AnyTable, ChallengeAnswer, MatchInfo, MatchSettings, Person, Place};
use crate::rules::Outcome;
use crate::service::Service;
use crate::service::{Clock, Defaults, Notice, Outbound};
use crate::storage::boards::*;
use crate::storage::standings::*;
use rusqlite::Connection;
use skillratings::glicko2::{glicko2, Glicko2Config};
use skillratings::Outcomes;
use std::sync::Arc;

const GUILD: u64 = 1;
const GAME: GameKind = GameKind::Clash;
const ALL: Scope = Scope::AllTime;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn db() -> Connection {
    crate::storage::open_in_memory().unwrap()
}

/// A finished `matches` row for `record_insert` to refer to.
fn match_row(conn: &Connection, id: MatchId, players: BySeat<UserId>) {
    conn.execute(
        "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, options, \
         status, state, created_at, updated_at, finished_at) \
         VALUES (?1, ?2, 2, 'clash', ?3, ?4, 7, '{}', 'finished', '{}', 1000, 2000, 2000)",
        params![id, to_sql(GUILD), to_sql(players.a), to_sql(players.b)],
    )
    .unwrap();
}

/// Plays a rated game between `a` (seat A) and `b` straight into the records.
fn game(conn: &Connection, id: MatchId, a: UserId, b: UserId, winner: Option<Seat>) {
    let players = BySeat::new(a, b);
    match_row(conn, id, players);
    record_insert(conn, &record(id, players, winner, 5)).unwrap();
}

fn record(id: MatchId, players: BySeat<UserId>, winner: Option<Seat>, moves: u32) -> MatchRecord {
    MatchRecord {
        id,
        guild: GUILD,
        game: GAME,
        players,
        first: Seat::A,
        outcome: match winner {
            Some(winner) => Outcome::Win {
                winner,
                reason: EndReason::Play,
            },
            None => Outcome::Draw,
        },
        scores: BySeat::new(3, 1),
        moves,
        started_at: 1000,
        finished_at: 1000 + id,
    }
}

/// Every standing on the all-time board, sorted as the board promises: rating, games,
/// user id.
fn brute_board(conn: &Connection) -> Vec<Standing> {
    brute_board_of(conn, ALL)
}

/// Every standing on one board, sorted as the board promises.
fn brute_board_of(conn: &Connection, scope: Scope) -> Vec<Standing> {
    let min_games = board_min_games(conn).unwrap();
    let mut stmt = conn
        .prepare(&format!(
            "SELECT {STANDING_COLUMNS} FROM ratings \
             WHERE guild_id = ?1 AND season = ?2 AND game = ?3"
        ))
        .unwrap();
    let mut all: Vec<Standing> = stmt
        .query_map(
            params![to_sql(GUILD), scope.number(), GAME.name()],
            standing_from,
        )
        .unwrap()
        .map(Result::unwrap)
        .filter(|s| s.games >= min_games)
        .collect();
    all.sort_by(|x, y| {
        y.rating
            .rating
            .total_cmp(&x.rating.rating)
            .then(y.games.cmp(&x.games))
            .then((x.user as i64).cmp(&(y.user as i64)))
    });
    all
}

/// Reads the whole board page by page.
fn paged_board(conn: &Connection) -> Vec<BoardRow> {
    let first = board_page(conn, GUILD, ALL, GAME, 1).unwrap();
    let mut rows = first.rows;
    for page in 2..=first.pages {
        let next = board_page(conn, GUILD, ALL, GAME, page).unwrap();
        assert_eq!(next.pages, first.pages);
        rows.extend(next.rows);
    }
    rows
}

/// A league of `players` users playing `games` games with a fixed pseudo-random schedule.
fn league(conn: &Connection, players: u64, games: i64) {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for id in 1..=games {
        let a = 100 + next() % players;
        let mut b = 100 + next() % players;
        if b == a {
            b = 100 + (a - 100 + 1) % players;
        }
        let winner = match next() % 5 {
            0 => None,
            1 | 2 => Some(Seat::A),
            _ => Some(Seat::B),
        };
        game(conn, id, a, b, winner);
    }
}

/// Opens season `name` on the test server (closing the one running).
fn season_open(conn: &Connection, name: &str, soft_reset: bool) -> Scope {
    let change = crate::storage::seasons::season_start(
        conn,
        GUILD,
        &SeasonName::parse(name).unwrap(),
        soft_reset,
        7,
        0,
    )
    .unwrap()
    .unwrap();
    change.opened.unwrap().scope()
}

/// The crate's own Glicko-2 update of one game.
fn crate_update(
    a: Glicko2Rating,
    b: Glicko2Rating,
    winner: Option<Seat>,
) -> (Glicko2Rating, Glicko2Rating) {
    let outcome = match winner {
        Some(Seat::A) => Outcomes::WIN,
        Some(Seat::B) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    glicko2(&a, &b, &outcome, &Glicko2Config::new())
}

#[test]
fn each_season_rates_its_games_with_the_crates_glicko2_while_all_time_goes_on() {
    use std::collections::HashMap;
    let conn = db();
    // What every board should hold, worked out with the crate alone: (scope, user) ->
    // (rating, games).
    let mut expected: HashMap<(Scope, UserId), (Glicko2Rating, u32)> = HashMap::new();
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    // No season, then One (a fresh start), then Two (a soft reset).
    let mut scope = None;
    let mut soft = false;
    for id in 1..=240 {
        match id {
            61 => {
                scope = Some(season_open(&conn, "One", false));
                soft = false;
            }
            151 => {
                scope = Some(season_open(&conn, "Two", true));
                soft = true;
            }
            _ => {}
        }
        let a = 100 + next() % 16;
        let b = 100 + (a - 100 + 1 + next() % 15) % 16;
        let winner = match next() % 5 {
            0 => None,
            1 | 2 => Some(Seat::A),
            _ => Some(Seat::B),
        };
        let players = BySeat::new(a, b);
        match_row(&conn, id, players);
        let got = record_insert(&conn, &record(id, players, winner, 5))
            .unwrap()
            .expect("rated");

        let all_time = |u: UserId| expected.get(&(ALL, u)).map_or(rating_new(), |e| e.0);
        let before_all = (all_time(a), all_time(b));
        if let Some(scope) = scope {
            let start = |u: UserId| {
                expected.get(&(scope, u)).map_or_else(
                    || {
                        if soft {
                            soft_reset(all_time(u))
                        } else {
                            rating_new()
                        }
                    },
                    |e| e.0,
                )
            };
            let (sa, sb) = (start(a), start(b));
            let (na, nb) = crate_update(sa, sb, winner);
            let season = got.season.as_ref().expect("a season runs");
            assert_eq!(Scope::Season(season.number), scope);
            assert_eq!(season.changes.a.after, na, "match {id}");
            assert_eq!(season.changes.b.after, nb, "match {id}");
            for (u, r) in [(a, na), (b, nb)] {
                expected.entry((scope, u)).or_insert((r, 0)).1 += 1;
                expected.get_mut(&(scope, u)).unwrap().0 = r;
            }
        } else {
            assert_eq!(got.season, None);
        }
        let (na, nb) = crate_update(before_all.0, before_all.1, winner);
        assert_eq!(got.all_time.a.after, na, "match {id}");
        assert_eq!(got.all_time.b.after, nb, "match {id}");
        for (u, r) in [(a, na), (b, nb)] {
            expected.entry((ALL, u)).or_insert((r, 0)).1 += 1;
            expected.get_mut(&(ALL, u)).unwrap().0 = r;
        }
    }
    // The stored standings are exactly those, volatility and games included.
    for (&(scope, user), &(rating, games)) in &expected {
        let stored = standing_get(&conn, GUILD, scope, GAME, user)
            .unwrap()
            .unwrap();
        assert_eq!(
            (stored.rating, stored.games),
            (rating, games),
            "{scope:?} {user}"
        );
    }
    let stored: u32 = conn
        .query_row("SELECT COUNT(*) FROM ratings", [], |r| r.get(0))
        .unwrap();
    assert_eq!(stored as usize, expected.len());
    // Each board pages and ranks as a full sort says, and its bands match a recount.
    for scope in [ALL, Scope::Season(1), Scope::Season(2)] {
        let sorted = brute_board_of(&conn, scope);
        assert!(!sorted.is_empty());
        let mut rows = Vec::new();
        let first = board_page(&conn, GUILD, scope, GAME, 1).unwrap();
        for page in 1..=first.pages {
            rows.extend(board_page(&conn, GUILD, scope, GAME, page).unwrap().rows);
        }
        assert_eq!(
            rows.iter().map(|r| &r.standing).collect::<Vec<_>>(),
            sorted.iter().collect::<Vec<_>>(),
            "{scope:?}"
        );
        for row in &rows {
            assert_eq!(
                board_rank(&conn, GUILD, scope, GAME, &row.standing).unwrap(),
                Some(row.rank)
            );
        }
    }
    let bands: Vec<_> = [ALL, Scope::Season(1), Scope::Season(2)]
        .iter()
        .map(|&scope| board_bands(&conn, GUILD, scope, GAME).unwrap())
        .collect();
    board_recount(&conn).unwrap();
    for (scope, bands) in [ALL, Scope::Season(1), Scope::Season(2)].iter().zip(bands) {
        assert_eq!(board_bands(&conn, GUILD, *scope, GAME).unwrap(), bands);
    }
    // Each board's history holds its own matches with its own changes.
    let one = history(&conn, GUILD, Scope::Season(1), None, 100, (0, 1000)).unwrap();
    assert!(one.iter().all(|e| (61..151).contains(&e.match_id)));
    let all = history(&conn, GUILD, ALL, None, 100, (0, 1000)).unwrap();
    assert!(all.len() > one.len());
}

#[test]
fn a_matchs_rating_changes_read_back_per_board_with_the_seasons_name() {
    let conn = db();
    game(&conn, 1, 10, 20, Some(Seat::A));
    assert_eq!(rating_changes(&conn, 1).unwrap().unwrap().season, None);
    season_open(&conn, "Season 4", false);
    let players = BySeat::new(10, 20);
    match_row(&conn, 2, players);
    let recorded = record_insert(&conn, &record(2, players, Some(Seat::B), 5))
        .unwrap()
        .unwrap();
    let stored = rating_changes(&conn, 2).unwrap().unwrap();
    let season = stored.season.as_ref().unwrap();
    assert_eq!((season.number, season.name.as_str()), (1, "Season 4"));
    let shown = stored.shown();
    assert_eq!(shown.0, Some("Season 4"));
    for seat in Seat::BOTH {
        assert!(close(
            season.changes[seat].after.rating,
            recorded.season.as_ref().unwrap().changes[seat].after.rating
        ));
        assert!(close(
            stored.all_time[seat].before.rating,
            recorded.all_time[seat].before.rating
        ));
        assert!(close(
            shown.1[seat].after.rating,
            season.changes[seat].after.rating
        ));
    }
    // Fresh in the season, not in all time.
    assert!(close(season.changes.a.before.rating, 1500.0));
    assert!(!close(stored.all_time.a.before.rating, 1500.0));
}

#[test]
fn rating_updates_are_the_crates_glicko2() {
    let fresh = rating_new();
    assert_eq!(fresh, Glicko2Rating::new());
    let config = Glicko2Config::new();
    let (one, two) = glicko2(&fresh, &fresh, &Outcomes::WIN, &config);
    let after = rating_update(BySeat::new(fresh, fresh), Some(Seat::A));
    assert_eq!(after, BySeat::new(one, two));
    // The crate's documented example: 1500/350 beats 1500/350.
    assert_eq!(after.a.rating.round(), 1662.0);
    assert_eq!(after.b.rating.round(), 1338.0);

    let strong = Glicko2Rating {
        rating: 1800.0,
        deviation: 80.0,
        volatility: 0.059,
    };
    let weak = Glicko2Rating {
        rating: 1400.0,
        deviation: 200.0,
        volatility: 0.061,
    };
    for (winner, outcome) in [
        (Some(Seat::A), Outcomes::WIN),
        (Some(Seat::B), Outcomes::LOSS),
        (None, Outcomes::DRAW),
    ] {
        let (one, two) = glicko2(&strong, &weak, &outcome, &config);
        assert_eq!(
            rating_update(BySeat::new(strong, weak), winner),
            BySeat::new(one, two)
        );
    }
}

#[test]
fn a_recorded_game_updates_both_ratings_and_records() {
    let conn = db();
    let players = BySeat::new(10, 20);
    match_row(&conn, 1, players);
    let changes = record_insert(&conn, &record(1, players, Some(Seat::B), 5))
        .unwrap()
        .expect("rated");
    assert_eq!(changes.season, None, "no season runs");
    let changes = changes.all_time;
    let (one, two) = glicko2(
        &rating_new(),
        &rating_new(),
        &Outcomes::LOSS,
        &Glicko2Config::new(),
    );
    assert_eq!(changes.a.before, rating_new());
    assert_eq!(changes.a.after, one);
    assert_eq!(changes.b.after, two);

    let a = standing_get(&conn, GUILD, ALL, GAME, 10).unwrap().unwrap();
    let b = standing_get(&conn, GUILD, ALL, GAME, 20).unwrap().unwrap();
    assert_eq!(
        (a.games, a.wins, a.losses, a.draws, a.streak),
        (1, 0, 1, 0, -1)
    );
    assert_eq!(
        (b.games, b.wins, b.losses, b.draws, b.streak),
        (1, 1, 0, 0, 1)
    );
    assert_eq!(a.rating, one);
    assert_eq!(b.rating, two);

    // The stored change reads back as it was returned (volatility is not kept per match).
    let stored = rating_changes(&conn, 1).unwrap().unwrap().all_time;
    assert!(close(stored.a.after.rating, one.rating));
    assert!(close(stored.b.before.deviation, 350.0));

    // A second game starts from the stored ratings.
    match_row(&conn, 2, players);
    record_insert(&conn, &record(2, players, None, 5)).unwrap();
    let (one2, two2) = glicko2(&one, &two, &Outcomes::DRAW, &Glicko2Config::new());
    let a = standing_get(&conn, GUILD, ALL, GAME, 10).unwrap().unwrap();
    assert_eq!(a.rating, one2);
    assert_eq!(a.streak, 0);
    assert_eq!(
        standing_get(&conn, GUILD, ALL, GAME, 20)
            .unwrap()
            .unwrap()
            .rating,
        two2
    );
}

#[test]
fn recording_the_same_match_twice_is_refused_and_changes_nothing() {
    let mut conn = db();
    let players = BySeat::new(10, 20);
    match_row(&conn, 1, players);
    record_insert(&conn, &record(1, players, Some(Seat::A), 5)).unwrap();
    let before = standing_get(&conn, GUILD, ALL, GAME, 10).unwrap();
    let tx = conn.transaction().unwrap();
    let err = record_insert(&tx, &record(1, players, Some(Seat::A), 5)).unwrap_err();
    assert!(format!("{err:#}").contains("UNIQUE"), "{err:#}");
    drop(tx);
    assert_eq!(standing_get(&conn, GUILD, ALL, GAME, 10).unwrap(), before);
    let rows: u32 = conn
        .query_row("SELECT COUNT(*) FROM match_players", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, 2);
}

#[test]
fn an_unrated_match_is_recorded_but_counts_for_nobody() {
    let conn = db();
    let players = BySeat::new(10, 20);
    match_row(&conn, 1, players);
    assert_eq!(
        record_insert(&conn, &record(1, players, Some(Seat::A), 0)).unwrap(),
        None
    );
    let rated: bool = conn
        .query_row(
            "SELECT rated FROM match_results WHERE match_id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(!rated);
    assert_eq!(standing_get(&conn, GUILD, ALL, GAME, 10).unwrap(), None);
    assert!(history(&conn, GUILD, ALL, None, 10, (0, 10))
        .unwrap()
        .is_empty());
    assert_eq!(board_page(&conn, GUILD, ALL, GAME, 1).unwrap().players, 0);
}

#[test]
fn streaks_count_runs_and_keep_the_longest_win_run() {
    let r = rating_new();
    let mut s = Standing::new(1);
    for (result, streak, best) in [
        (PlayerResult::Win, 1, 1),
        (PlayerResult::Win, 2, 2),
        (PlayerResult::Loss, -1, 2),
        (PlayerResult::Loss, -2, 2),
        (PlayerResult::Draw, 0, 2),
        (PlayerResult::Win, 1, 2),
        (PlayerResult::Win, 2, 2),
        (PlayerResult::Win, 3, 3),
    ] {
        s = s.after(result, r);
        assert_eq!((s.streak, s.best_streak), (streak, best), "{result:?}");
    }
    assert_eq!((s.wins, s.losses, s.draws, s.games), (5, 2, 1, 8));
    assert!(close(s.win_rate().unwrap(), 5.5 / 8.0));
    assert_eq!(Standing::new(1).win_rate(), None);
}

#[test]
fn the_board_pages_ranks_and_counts_agree_with_a_full_sort() {
    let conn = db();
    league(&conn, 37, 300);
    let expected = brute_board(&conn);
    assert_eq!(expected.len(), 37);
    let rows = paged_board(&conn);
    assert_eq!(
        rows.iter().map(|r| &r.standing).collect::<Vec<_>>(),
        expected.iter().collect::<Vec<_>>()
    );
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.rank, i as u32 + 1);
        assert_eq!(
            board_rank(&conn, GUILD, ALL, GAME, &row.standing).unwrap(),
            Some(row.rank)
        );
    }
    let first = board_page(&conn, GUILD, ALL, GAME, 1).unwrap();
    assert_eq!((first.pages, first.players, first.rows.len()), (4, 37, 10));
    assert_eq!(
        board_page(&conn, GUILD, ALL, GAME, 4).unwrap().rows.len(),
        7
    );

    // A recount from scratch gives the bands kept up to date move by move.
    let bands = board_bands(&conn, GUILD, ALL, GAME).unwrap();
    board_recount(&conn).unwrap();
    assert_eq!(board_bands(&conn, GUILD, ALL, GAME).unwrap(), bands);
}

#[test]
fn the_minimum_of_games_keeps_new_players_off_the_board() {
    let mut conn = db();
    league(&conn, 30, 60);
    board_configure(&mut conn, 5).unwrap();
    assert_eq!(board_min_games(&conn).unwrap(), 5);
    let expected = brute_board(&conn);
    assert!(
        !expected.is_empty() && expected.len() < 30,
        "some but not all players have 5 games: {}",
        expected.len()
    );
    let rows = paged_board(&conn);
    assert_eq!(rows.len(), expected.len());
    assert!(rows.iter().all(|r| r.standing.games >= 5));
    for row in &rows {
        assert_eq!(
            board_rank(&conn, GUILD, ALL, GAME, &row.standing).unwrap(),
            Some(row.rank)
        );
    }
    let newcomer = (100..130)
        .filter_map(|u| standing_get(&conn, GUILD, ALL, GAME, u).unwrap())
        .find(|s| s.games < 5)
        .expect("someone with fewer than 5 games");
    assert_eq!(
        board_rank(&conn, GUILD, ALL, GAME, &newcomer).unwrap(),
        None
    );

    // Games played after the change keep the bands right, newcomers joining as they reach 5.
    for id in 61..=120 {
        game(
            &conn,
            id,
            100 + (id as u64 % 30),
            100 + ((id as u64 + 7) % 30),
            Some(Seat::A),
        );
    }
    let bands = board_bands(&conn, GUILD, ALL, GAME).unwrap();
    board_recount(&conn).unwrap();
    assert_eq!(board_bands(&conn, GUILD, ALL, GAME).unwrap(), bands);
    assert_eq!(paged_board(&conn).len(), brute_board(&conn).len());

    // Back to 1: everyone is on the board again.
    board_configure(&mut conn, 1).unwrap();
    assert_eq!(board_page(&conn, GUILD, ALL, GAME, 1).unwrap().players, 30);
}

#[test]
fn ties_in_rating_go_by_games_then_user_id() {
    let conn = db();
    let rating = Glicko2Rating {
        rating: 1600.0,
        deviation: 100.0,
        volatility: 0.06,
    };
    let standing = |user: UserId, games: u32| Standing {
        user,
        rating,
        games,
        wins: games,
        losses: 0,
        draws: 0,
        streak: games as i32,
        best_streak: games,
    };
    for (user, games) in [(50, 3), (40, 3), (60, 9), (30, 1), (70, 3)] {
        standing_put(&conn, GUILD, ALL, GAME, None, &standing(user, games), 1, 0).unwrap();
    }
    // Far above and below the tied group, in other bands.
    let mut top = standing(5, 1);
    top.rating.rating = 1900.0;
    standing_put(&conn, GUILD, ALL, GAME, None, &top, 1, 0).unwrap();
    let mut low = standing(1, 1);
    low.rating.rating = 1200.0;
    standing_put(&conn, GUILD, ALL, GAME, None, &low, 1, 0).unwrap();

    let page = board_page(&conn, GUILD, ALL, GAME, 1).unwrap();
    let order: Vec<UserId> = page.rows.iter().map(|r| r.standing.user).collect();
    assert_eq!(order, [5, 60, 40, 50, 70, 30, 1]);
    for row in &page.rows {
        assert_eq!(
            board_rank(&conn, GUILD, ALL, GAME, &row.standing).unwrap(),
            Some(row.rank)
        );
    }
}

#[test]
fn bad_page_numbers_name_the_range() {
    let conn = db();
    let empty = board_page(&conn, GUILD, ALL, GAME, 1).unwrap();
    assert_eq!((empty.pages, empty.players), (1, 0));
    assert!(empty.rows.is_empty());
    let err = board_page(&conn, GUILD, ALL, GAME, 2).unwrap_err();
    assert_eq!(
        err.to_string(),
        "there is no page 2: the Clash leaderboard has only page 1"
    );
    league(&conn, 25, 100);
    let players = brute_board(&conn).len() as u32;
    assert!(players > 20, "{players}");
    assert_eq!(
        board_page(&conn, GUILD, ALL, GAME, 3).unwrap().rows.len() as u32,
        players - 20
    );
    for page in [0, 4, 1000] {
        let err = board_page(&conn, GUILD, ALL, GAME, page).unwrap_err();
        assert!(matches!(err, BoardError::NoSuchPage { .. }));
        assert_eq!(
            err.to_string(),
            format!("there is no page {page}: the Clash leaderboard has pages 1 to 3")
        );
    }
    // Other servers and games have boards of their own.
    assert_eq!(
        board_page(&conn, GUILD + 1, ALL, GAME, 1).unwrap().players,
        0
    );
    assert_eq!(
        board_page(&conn, GUILD, ALL, GameKind::Duel, 1)
            .unwrap()
            .players,
        0
    );
}

#[test]
fn stats_give_rank_top_opponent_and_head_to_head() {
    let conn = db();
    // 10 beats 20 twice and loses once; 10 draws with 30 once.
    game(&conn, 1, 10, 20, Some(Seat::A));
    game(&conn, 2, 20, 10, Some(Seat::B));
    game(&conn, 3, 20, 10, Some(Seat::A));
    game(&conn, 4, 10, 30, None);
    let stats = player_stats(&conn, GUILD, ALL, GAME, 10, 20)
        .unwrap()
        .unwrap();
    assert_eq!(stats.standing.games, 4);
    assert_eq!(
        (
            stats.standing.wins,
            stats.standing.losses,
            stats.standing.draws
        ),
        (2, 1, 1)
    );
    assert_eq!(stats.top_opponent, Some((20, 3)));
    assert_eq!(
        stats.against_viewer,
        Some(Tally {
            wins: 2,
            losses: 1,
            draws: 0
        })
    );
    assert_eq!(stats.players, 3);
    assert_eq!(
        stats.rank,
        board_rank(&conn, GUILD, ALL, GAME, &stats.standing).unwrap()
    );
    assert!(stats.rank.is_some());
    // Looking at yourself: no head-to-head.
    let own = player_stats(&conn, GUILD, ALL, GAME, 10, 10)
        .unwrap()
        .unwrap();
    assert_eq!(own.against_viewer, None);
    // From the other side.
    let theirs = player_stats(&conn, GUILD, ALL, GAME, 20, 10)
        .unwrap()
        .unwrap();
    assert_eq!(
        theirs.against_viewer,
        Some(Tally {
            wins: 1,
            losses: 2,
            draws: 0
        })
    );
    // Nobody who never played.
    assert_eq!(player_stats(&conn, GUILD, ALL, GAME, 99, 10).unwrap(), None);
    assert!(player_games(&conn, GUILD, ALL, 99).unwrap().is_empty());
    assert_eq!(player_games(&conn, GUILD, ALL, 10).unwrap(), [GAME]);
    assert!(history(&conn, GUILD, ALL, None, 99, (0, 10))
        .unwrap()
        .is_empty());
}

#[test]
fn history_is_newest_first_with_results_and_scores() {
    let conn = db();
    game(&conn, 1, 10, 20, Some(Seat::A));
    game(&conn, 2, 30, 10, Some(Seat::A));
    game(&conn, 3, 10, 20, None);
    let h = history(&conn, GUILD, ALL, Some(GAME), 10, (0, 10)).unwrap();
    assert_eq!(h.iter().map(|e| e.match_id).collect::<Vec<_>>(), [3, 2, 1]);
    assert_eq!(h[0].result, PlayerResult::Draw);
    assert_eq!(h[1].result, PlayerResult::Loss);
    assert_eq!((h[1].opponent, h[1].score, h[1].opponent_score), (30, 1, 3));
    assert_eq!(
        (h[2].result, h[2].score, h[2].opponent_score),
        (PlayerResult::Win, 3, 1)
    );
    assert_eq!(h[2].reason, EndReason::Play);
    assert!(close(h[2].rating_before, 1500.0));
    assert_eq!(
        history(&conn, GUILD, ALL, None, 10, (0, 2)).unwrap().len(),
        2
    );
    // A window further on: the next ones, in the same order, and nothing past the end.
    let window = |offset| {
        let h = history(&conn, GUILD, ALL, Some(GAME), 10, (offset, 2)).unwrap();
        h.iter().map(|e| e.match_id).collect::<Vec<_>>()
    };
    assert_eq!(window(1), [2, 1]);
    assert_eq!(window(2), [1]);
    assert!(window(3).is_empty());
    assert!(
        history(&conn, GUILD, ALL, Some(GameKind::Duel), 10, (0, 10))
            .unwrap()
            .is_empty()
    );
}

#[test]
fn names_are_kept_for_users_who_left() {
    let conn = db();
    user_seen(&conn, 10, "alice", 1).unwrap();
    user_seen(&conn, 20, "bob", 1).unwrap();
    user_seen(&conn, 10, "Alice the Great", 2).unwrap();
    // Seen again with the same name: nothing written.
    user_seen(&conn, 20, "bob", 3).unwrap();
    let seen_at: i64 = conn
        .query_row("SELECT seen_at FROM users WHERE id = 20", [], |r| r.get(0))
        .unwrap();
    assert_eq!(seen_at, 1);
    let names = user_names(&conn, [10, 20, 30]).unwrap();
    assert_eq!(names.get(&10).map(String::as_str), Some("Alice the Great"));
    assert_eq!(names.get(&20).map(String::as_str), Some("bob"));
    assert_eq!(names.get(&30), None);
}

#[test]
fn the_first_seat_is_read_from_the_table_log() {
    let settings = MatchSettings {
        target: None,
        turn_seconds: 0,
        max_strikes: 5,
    };
    for first in Seat::BOTH {
        let table = AnyTable::new(GAME, &settings, 42, first);
        assert_eq!(table.first(), first);
    }
}

// --- Through the service ----------------------------------------------------------------

struct Quiet;

impl Outbound for Quiet {
    fn notify(&self, _: Notice) {}
}

const ALICE: Person = Person {
    id: 11,
    is_bot: false,
};
const BOB: Person = Person {
    id: 22,
    is_bot: false,
};
const PLACE: Place = Place {
    guild: GUILD,
    channel: 2,
};

fn service() -> Service {
    let defaults = Defaults {
        turn_seconds: 0,
        max_strikes: 5,
        challenge_expiry_ms: 300_000,
        bot_delay_ms: 0,
        ..Defaults::default()
    };
    Service::open(
        crate::storage::open_in_memory().unwrap(),
        defaults,
        Clock::starting_at(1_700_000_000_000),
        Arc::new(Quiet),
    )
    .unwrap()
}

/// A new match between Alice (seat A) and Bob, still at the toss.
async fn accepted(svc: &Service) -> MatchInfo {
    let c = svc
        .challenges()
        .create(PLACE, ALICE, Some(BOB), GAME, Some(2), None)
        .await
        .unwrap();
    svc.challenges()
        .answer(c.id, BOB.id, ChallengeAnswer::Accept)
        .await
        .unwrap()
        .1
        .unwrap()
        .info
}

async fn chosen(svc: &Service) -> MatchSnapshot {
    let m = accepted(svc).await;
    let toss = m.toss.clone().expect("the toss first");
    svc.matches()
        .choose_first(m.id, m.players[toss.winner], m.version, true)
        .await
        .unwrap();
    svc.matches().snapshot(m.id).await.unwrap()
}

async fn play_default(svc: &Service, m: &MatchSnapshot) -> MatchSnapshot {
    let seat = m.to_move().unwrap();
    let mv = m.table().unwrap().default_move().unwrap();
    svc.matches()
        .play(m.id, m.players[seat], m.version, mv)
        .await
        .unwrap();
    svc.matches().snapshot(m.id).await.unwrap()
}

#[tokio::test]
async fn a_match_played_through_the_service_is_recorded_and_rated() {
    let svc = service();
    let mut m = chosen(&svc).await;
    while m.status == MatchStatus::Active {
        m = play_default(&svc, &m).await;
    }
    let winner = m.outcome().unwrap().winner();
    let changes = svc
        .records()
        .rating_changes(m.id)
        .await
        .unwrap()
        .expect("rated")
        .all_time;
    let expected = rating_update(BySeat::new(rating_new(), rating_new()), winner);
    assert!(close(changes.a.after.rating, expected.a.rating));
    assert!(close(changes.b.after.rating, expected.b.rating));

    let conn = svc.db();
    let (first, moves, score_a, finished_at): (String, u32, u32, i64) = conn
        .query_row(
            "SELECT first_seat, moves, score_a, finished_at FROM match_results WHERE match_id = ?1",
            [m.id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .unwrap();
    let table = m.table().unwrap();
    assert_eq!(first, table.first().to_string());
    assert_eq!(moves as usize, table.log_len());
    assert_eq!(score_a, table.scores().a);
    assert!(finished_at >= m.created_at);
    let alice = history(&conn, GUILD, ALL, None, ALICE.id, (0, 10)).unwrap();
    assert_eq!(alice.len(), 1);
    assert_eq!(alice[0].opponent, BOB.id);
    assert_eq!(alice[0].result, PlayerResult::of(winner, Seat::A));
}

#[tokio::test]
async fn resigning_before_any_move_is_not_rated_and_after_one_it_is_a_loss() {
    let svc = service();
    // While the toss winner is still choosing.
    let m = accepted(&svc).await;
    let done = svc.matches().resign(m.id, ALICE.id).await.unwrap();
    assert_eq!(done.info.status, MatchStatus::Finished);
    assert_eq!(svc.records().rating_changes(m.id).await.unwrap(), None);
    // After the choice, with no game move.
    let m = chosen(&svc).await;
    svc.matches().resign(m.id, BOB.id).await.unwrap();
    assert_eq!(svc.records().rating_changes(m.id).await.unwrap(), None);
    assert!(svc
        .records()
        .history(GUILD, SeasonPick::Current, None, ALICE.id, 10)
        .await
        .unwrap()
        .value
        .is_empty());
    assert!(svc
        .records()
        .board_page(GUILD, SeasonPick::Current, GAME, 1)
        .await
        .unwrap()
        .value
        .rows
        .is_empty());
    // Both matches are recorded, unrated.
    let unrated: u32 = svc
        .db()
        .query_row(
            "SELECT COUNT(*) FROM match_results WHERE rated = 0 AND moves = 0",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(unrated, 2);

    // After one move, a resignation is a rated loss.
    let m = chosen(&svc).await;
    let m = play_default(&svc, &m).await;
    svc.matches().resign(m.id, BOB.id).await.unwrap();
    let changes = svc
        .records()
        .rating_changes(m.id)
        .await
        .unwrap()
        .expect("rated")
        .all_time;
    assert!(changes.a.after.rating > changes.a.before.rating);
    assert!(changes.b.after.rating < changes.b.before.rating);
    let bob = svc
        .records()
        .history(GUILD, SeasonPick::Current, Some(GAME), BOB.id, 10)
        .await
        .unwrap()
        .value;
    assert_eq!(bob.len(), 1);
    assert_eq!(
        (bob[0].result, bob[0].reason),
        (PlayerResult::Loss, EndReason::Resignation)
    );
    let board = svc
        .records()
        .board_page(GUILD, SeasonPick::Current, GAME, 1)
        .await
        .unwrap()
        .value;
    assert_eq!(
        board
            .rows
            .iter()
            .map(|r| r.standing.user)
            .collect::<Vec<_>>(),
        [ALICE.id, BOB.id]
    );
}
