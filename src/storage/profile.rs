//! A player's profile card read in one go: each game's standing, rank and rating trend
//! (from the rating after each rated match, which `match_players` keeps), their
//! achievements' rarity, and the name they were last seen with.

use super::achievements::achievements_of;
use super::boards::{board_players, board_rank};
use super::records::{player_games, user_names};
use super::standings::standing_get;
use super::to_sql;
use crate::model::profile::{rarest_of, GameLine, ProfileCard, RAREST_SHOWN, TREND_MATCHES};
use crate::model::seasons::Scope;
use crate::model::UserId;
use crate::rules::GameKind;
use rusqlite::{params, Connection};

/// The profile card of `user` on server `guild`, all time: named as last seen, else
/// `fallback`; a rating is provisional at a deviation of `provisional` or more. A player
/// with no rated match gets a card with no game line. The puzzle streak is left for the
/// caller (the puzzles are a service of their own).
pub fn profile_card(
    conn: &Connection,
    guild: u64,
    user: UserId,
    fallback: &str,
    provisional: f64,
) -> rusqlite::Result<ProfileCard> {
    let mut games = Vec::new();
    for game in player_games(conn, guild, Scope::AllTime, user)? {
        let Some(standing) = standing_get(conn, guild, Scope::AllTime, game, user)? else {
            continue;
        };
        games.push(GameLine {
            game,
            provisional: standing.rating.deviation >= provisional,
            rank: board_rank(conn, guild, Scope::AllTime, game, &standing)?,
            players: board_players(conn, guild, Scope::AllTime, game)?,
            trend: rating_trend(conn, guild, game, user, TREND_MATCHES)?,
            standing,
        });
    }
    let earned = achievements_of(conn, guild, user)?;
    let name = user_names(conn, [user])?
        .remove(&user)
        .unwrap_or_else(|| fallback.to_string());
    Ok(ProfileCard {
        user,
        name,
        games,
        rarest: rarest_of(&earned, RAREST_SHOWN),
        achievements: earned.len(),
        puzzle_streak: None,
    })
}

/// `user`'s all-time rating in `game` before the oldest of their last `matches` rated
/// matches, then after each, oldest first; empty before any.
pub fn rating_trend(
    conn: &Connection,
    guild: u64,
    game: GameKind,
    user: UserId,
    matches: u32,
) -> rusqlite::Result<Vec<f64>> {
    let mut stmt = conn.prepare_cached(
        "SELECT rating_before, rating_after FROM match_players \
         WHERE guild_id = ?1 AND season = 0 AND game = ?2 AND user_id = ?3 \
         ORDER BY finished_at DESC, match_id DESC LIMIT ?4",
    )?;
    let mut newest_first = stmt
        .query_map(
            params![to_sql(guild), game.name(), to_sql(user), matches],
            |row| Ok((row.get::<_, f64>(0)?, row.get::<_, f64>(1)?)),
        )?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    newest_first.reverse();
    let oldest = newest_first.first().map(|(before, _)| *before);
    Ok(oldest
        .into_iter()
        .chain(newest_first.iter().map(|(_, after)| *after))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ratings::MatchRecord;
    use crate::rules::{BySeat, EndReason, Outcome, Seat};
    use crate::storage::records::{record_insert, user_seen};

    const GUILD: u64 = 1;

    fn game(conn: &Connection, id: i64, game: GameKind, players: BySeat<UserId>, winner: Seat) {
        conn.execute(
            "INSERT INTO matches (id, guild_id, channel_id, game, player_a, player_b, seed, \
             options, status, state, created_at, updated_at, finished_at) \
             VALUES (?1, ?2, 2, ?5, ?3, ?4, 7, '{}', 'finished', '{}', 1000, 2000, 2000)",
            params![
                id,
                to_sql(GUILD),
                to_sql(players.a),
                to_sql(players.b),
                game.name()
            ],
        )
        .unwrap();
        record_insert(
            conn,
            &MatchRecord {
                id,
                guild: GUILD,
                game,
                players,
                first: Seat::A,
                outcome: Outcome::Win {
                    winner,
                    reason: EndReason::Play,
                },
                scores: BySeat::new(3, 1),
                moves: 5,
                started_at: 1000,
                finished_at: 1000 + id,
            },
        )
        .unwrap();
    }

    #[test]
    fn a_card_has_each_game_played_with_its_trend_rank_and_record() {
        let conn = crate::storage::open_in_memory().unwrap();
        user_seen(&conn, 7, "Zoë", 0).unwrap();
        let (alice, bob) = (7, 8);
        // Duel: alice wins 25 in a row; Clash: she loses once.
        for id in 1..=25 {
            game(&conn, id, GameKind::Duel, BySeat::new(alice, bob), Seat::A);
        }
        game(&conn, 26, GameKind::Clash, BySeat::new(bob, alice), Seat::A);
        let card = profile_card(&conn, GUILD, alice, "player 7", 110.0).unwrap();
        assert_eq!(card.name, "Zoë");
        assert_eq!(card.puzzle_streak, None);
        let games: Vec<GameKind> = card.games.iter().map(|g| g.game).collect();
        assert_eq!(games, [GameKind::Clash, GameKind::Duel], "the list's order");
        let duel = &card.games[1];
        assert_eq!(duel.trend.len(), TREND_MATCHES as usize + 1);
        assert!(
            duel.trend.windows(2).all(|w| w[1] > w[0]),
            "every win gains"
        );
        assert!(duel.change() > 0);
        assert_eq!(*duel.trend.last().unwrap(), duel.standing.rating.rating);
        assert_eq!((duel.rank, duel.players), (Some(1), 2));
        assert_eq!(duel.standing.wins, 25);
        // Against one opponent only, the deviation stays high: provisional by the mark.
        assert_eq!(duel.provisional, duel.standing.rating.deviation >= 110.0);
        let lenient = profile_card(&conn, GUILD, alice, "player 7", 400.0).unwrap();
        assert!(lenient.games.iter().all(|g| !g.provisional));
        let clash = &card.games[0];
        assert_eq!(clash.trend.len(), 2, "one match: before and after");
        assert_eq!(clash.trend[0], 1500.0);
        assert!(clash.change() < 0);
        assert!(clash.provisional, "one game leaves the deviation high");
        assert_eq!(card.totals(), (25, 1, 0));
        assert_eq!((card.achievements, card.rarest.len()), (0, 0));
        // Alice has four, Bob one of hers: "First win" is the commonest.
        for (user, code) in [
            (alice, "first-win"),
            (alice, "streak-3"),
            (alice, "streak-5"),
            (alice, "streak-10"),
            (bob, "first-win"),
        ] {
            conn.execute(
                "INSERT INTO achievements (guild_id, user_id, achievement, earned_at) \
                 VALUES (?1, ?2, ?3, 0)",
                params![to_sql(GUILD), to_sql(user), code],
            )
            .unwrap();
        }
        let card = profile_card(&conn, GUILD, alice, "player 7", 110.0).unwrap();
        assert_eq!(card.achievements, 4);
        let rarest: Vec<_> = card.rarest.iter().map(|r| r.achievement).collect();
        use crate::model::achievements::Achievement;
        assert_eq!(
            rarest,
            [
                Achievement::Streak3,
                Achievement::Streak5,
                Achievement::Streak10
            ]
        );
        assert_eq!(card.rarest[0].rarity, 0.5);
    }

    #[test]
    fn a_player_with_no_match_gets_a_card_without_games_named_by_the_fallback() {
        let conn = crate::storage::open_in_memory().unwrap();
        let card = profile_card(&conn, GUILD, 9, "player 9", 110.0).unwrap();
        assert_eq!(card.name, "player 9");
        assert!(card.games.is_empty() && card.rarest.is_empty());
        assert_eq!(card.achievements, 0);
        assert!(rating_trend(&conn, GUILD, GameKind::Duel, 9, 20)
            .unwrap()
            .is_empty());
    }
}
