//! Achievements in storage: earned at a match's end exactly once, the backfill from stored
//! history (agreeing with the ends, and changing nothing run twice), seasons' podiums and
//! rarity among a server's players.

use super::*;
use crate::model::ratings::MatchRecord;
use crate::model::seasons::SeasonName;
use crate::model::{ChallengeAnswer, Person, Place};
use crate::rules::{BySeat, EndReason, Outcome};
use crate::service::{Clock, Defaults, Notice, Outbound, Service};
use crate::storage::records::record_insert;
use std::sync::Arc;

const GUILD: u64 = 1;

struct Quiet;

impl Outbound for Quiet {
    fn notify(&self, _: Notice) {}
}

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

fn person(id: UserId) -> Person {
    Person { id, is_bot: false }
}

/// Plays a match of `game` between `a` (seat A) and `b` with each seat's default move
/// (`b` resigning a long one); returns its final snapshot.
async fn played(svc: &Service, game: GameKind, a: UserId, b: UserId) -> MatchSnapshot {
    let place = Place {
        guild: GUILD,
        channel: 2,
    };
    let c = svc
        .challenges()
        .create(place, person(a), Some(person(b)), game, Some(1), None)
        .await
        .unwrap();
    let info = svc
        .challenges()
        .answer(c.id, b, ChallengeAnswer::Accept)
        .await
        .unwrap()
        .1
        .unwrap()
        .info;
    let toss = info.toss.clone().unwrap();
    svc.matches()
        .choose_first(info.id, info.players[toss.winner], info.version, true)
        .await
        .unwrap();
    let mut m = svc.matches().snapshot(info.id).await.unwrap();
    // Long games end by a resignation (after enough moves for Tile Poker to score lines).
    for _ in 0..200 {
        if m.status != MatchStatus::Active {
            return m;
        }
        let seat = m.to_move().unwrap();
        let mv = m.table().unwrap().default_move().unwrap();
        svc.matches()
            .play(m.id, m.players[seat], m.version, mv)
            .await
            .unwrap();
        m = svc.matches().snapshot(m.id).await.unwrap();
    }
    svc.matches().resign(m.id, b).await.unwrap();
    svc.matches().snapshot(m.id).await.unwrap()
}

/// An achievement row: server, player, code, match, season.
type Row = (i64, i64, String, Option<i64>, Option<u32>);

/// Every achievement row, sorted.
fn rows(conn: &Connection) -> Vec<Row> {
    conn.prepare(
        "SELECT guild_id, user_id, achievement, match_id, season FROM achievements \
         ORDER BY guild_id, user_id, achievement",
    )
    .unwrap()
    .query_map([], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

#[tokio::test]
async fn a_match_end_earns_first_win_once_even_when_its_end_is_committed_twice() {
    let svc = service();
    let m = played(&svc, GameKind::Clash, 11, 22).await;
    let winner = m.players[m
        .outcome()
        .unwrap()
        .winner()
        .expect("Clash to 1 has a winner")];
    let conn = svc.db();
    let earned = achievements_of_match(&conn, m.id).unwrap();
    assert!(
        earned.contains(&MatchAchievement {
            user: winner,
            achievement: Achievement::FirstWin
        }),
        "{earned:?}"
    );
    let before = rows(&conn);
    // The same end again (a save retried after a kill, say): nothing new.
    let again = achievements_at_end(&conn, &m, None, 9).unwrap();
    assert_eq!(again, []);
    assert_eq!(rows(&conn), before);
}

#[tokio::test]
async fn the_backfill_earns_what_the_match_ends_earned_and_changes_nothing_run_twice() {
    let svc = service();
    // Every game, so each one's stored table is read (Tile Poker's best hand included).
    for (i, game) in GameKind::ALL.into_iter().enumerate() {
        played(&svc, game, 11, 22).await;
        played(&svc, game, 33 + i as u64, 11).await;
    }
    let conn = svc.db();
    let at_the_ends = rows(&conn);
    assert!(at_the_ends.len() > 5, "{at_the_ends:?}");
    assert!(at_the_ends
        .iter()
        .any(|r| r.1 == 11 && r.2 == Achievement::AllGames.code()));
    conn.execute("DELETE FROM achievements", []).unwrap();
    assert!(backfill_due(&conn).unwrap());
    let inserted = achievements_backfill(&conn, 5).unwrap();
    assert_eq!(inserted as usize, at_the_ends.len());
    assert_eq!(rows(&conn), at_the_ends);
    assert!(!backfill_due(&conn).unwrap());
    assert_eq!(achievements_backfill(&conn, 6).unwrap(), 0);
    assert_eq!(rows(&conn), at_the_ends);
}

/// A rated Clash result straight into the records, won by seat A unless `winner` says.
fn rated(conn: &Connection, id: MatchId, a: UserId, b: UserId, winner: Seat) {
    conn.execute(
        "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, options, \
         status, state, created_at, updated_at, finished_at) \
         VALUES (?1, ?2, 2, 'clash', ?3, ?4, 7, '{}', 'finished', '{}', 1000, 2000, 2000)",
        params![id, to_sql(GUILD), to_sql(a), to_sql(b)],
    )
    .unwrap();
    let record = MatchRecord {
        id,
        guild: GUILD,
        game: GameKind::Clash,
        players: BySeat::new(a, b),
        first: Seat::A,
        outcome: Outcome::Win {
            winner,
            reason: EndReason::Play,
        },
        scores: BySeat::new(2, 1),
        moves: 5,
        started_at: 1000,
        finished_at: 1000 + id,
    };
    record_insert(conn, &record).unwrap();
}

/// A finished match against the bot (seat B, at `level`), won by the person unless not.
fn against_bot(conn: &Connection, id: MatchId, user: UserId, level: &str, won: bool) {
    let winner = if won { "A" } else { "B" };
    conn.execute(
        "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, options, \
         status, state, created_at, updated_at, finished_at, bot, result) \
         VALUES (?1, ?2, 2, 'duel', ?3, 999, 7, '{}', 'finished', '{}', 1000, 2000, 2000, ?4, ?5)",
        params![
            id,
            to_sql(GUILD),
            to_sql(user),
            format!(r#"{{"seat":"B","level":"{level}"}}"#),
            format!(
                r#"{{"outcome":{{"Win":{{"winner":"{winner}","reason":"Play"}}}},"scores":{{"a":5,"b":0}}}}"#
            ),
        ],
    )
    .unwrap();
}

#[test]
fn the_backfill_counts_streaks_matches_the_bot_and_seasons_from_stored_rows() {
    let conn = crate::storage::open_in_memory().unwrap();
    let name = SeasonName::parse("Spring").unwrap();
    crate::storage::seasons::season_start(&conn, GUILD, &name, false, 7, 500)
        .unwrap()
        .unwrap();
    // Alice (11) wins three in a row against Bob (22), then loses one.
    for id in 1..=3 {
        rated(&conn, id, 11, 22, Seat::A);
    }
    rated(&conn, 4, 11, 22, Seat::B);
    against_bot(&conn, 5, 33, "strong", true);
    against_bot(&conn, 6, 44, "strong", false);
    against_bot(&conn, 7, 44, "easy", true);
    crate::storage::seasons::season_end(&conn, GUILD, 7, 9000)
        .unwrap()
        .unwrap();
    // What the season's end earned as it was committed, then forgotten as if from before.
    let at_season_end = rows(&conn);
    assert_eq!(
        at_season_end.len(),
        2,
        "both players' podium: {at_season_end:?}"
    );
    conn.execute("DELETE FROM achievements", []).unwrap();

    achievements_backfill(&conn, 10_000).unwrap();
    let earned = |user| -> Vec<(String, Option<i64>)> {
        rows(&conn)
            .into_iter()
            .filter(|r| r.1 == user)
            .map(|r| (r.2, r.3))
            .collect()
    };
    let codes = |list: &[(Achievement, Option<i64>)]| -> Vec<(String, Option<i64>)> {
        let mut list: Vec<_> = list
            .iter()
            .map(|(a, m)| (a.code().to_string(), *m))
            .collect();
        list.sort();
        list
    };
    assert_eq!(
        earned(11),
        codes(&[
            (Achievement::FirstWin, Some(1)),
            (Achievement::Streak3, Some(3)),
            (Achievement::SeasonTop3, None),
        ])
    );
    assert_eq!(
        earned(22),
        codes(&[
            (Achievement::FirstWin, Some(4)),
            (Achievement::SeasonTop3, None)
        ])
    );
    // Beat the strong bot 5-0 at Duel: the bot and the shutout, no first (rated) win.
    assert_eq!(
        earned(33),
        codes(&[
            (Achievement::StrongBotBeaten, Some(5)),
            (Achievement::DuelShutout, Some(5))
        ])
    );
    // Lost to the strong bot; beat the easy one (a Duel shutout all the same).
    assert_eq!(earned(44), codes(&[(Achievement::DuelShutout, Some(7))]));
    let season: Vec<_> = rows(&conn)
        .into_iter()
        .filter(|r| r.2 == Achievement::SeasonTop3.code())
        .map(|r| r.4)
        .collect();
    assert_eq!(season, [Some(1), Some(1)]);

    let before = rows(&conn);
    assert_eq!(achievements_backfill(&conn, 11_000).unwrap(), 0);
    assert_eq!(rows(&conn), before, "run twice, the same rows");
}

#[test]
fn rarity_is_the_share_of_the_servers_players_who_have_it() {
    let conn = crate::storage::open_in_memory().unwrap();
    // Four players with rated matches: 11 beat 22, 33 beat 44, 11 beat 33.
    rated(&conn, 1, 11, 22, Seat::A);
    rated(&conn, 2, 33, 44, Seat::A);
    rated(&conn, 3, 11, 33, Seat::A);
    achievements_backfill(&conn, 10).unwrap();
    // Another server's holders do not count.
    conn.execute(
        "INSERT INTO achievements (guild_id, user_id, achievement, earned_at) \
         VALUES (2, 55, 'first-win', 1), (2, 55, 'streak-3', 1)",
        [],
    )
    .unwrap();
    let (counts, players) = holders(&conn, GUILD).unwrap();
    assert_eq!(players, 4);
    assert_eq!(counts.get(&Achievement::FirstWin), Some(&2));
    let alice = achievements_of(&conn, GUILD, 11).unwrap();
    assert_eq!(alice.len(), 1);
    assert_eq!(
        (alice[0].achievement, alice[0].match_id, alice[0].rarity),
        (Achievement::FirstWin, Some(1), 0.5)
    );
    assert_eq!(achievements_of(&conn, GUILD, 22).unwrap(), []);
    // A player with only a match against the bot counts among the players once earned.
    against_bot(&conn, 4, 66, "strong", true);
    achievements_backfill(&conn, 11).unwrap();
    let (_, players) = holders(&conn, GUILD).unwrap();
    assert_eq!(players, 5);
    let (bot, first) = (
        achievements_of(&conn, GUILD, 66).unwrap(),
        achievements_of(&conn, GUILD, 11).unwrap(),
    );
    assert_eq!(bot[0].rarity, 0.2);
    assert_eq!(first[0].rarity, 0.4);
}
