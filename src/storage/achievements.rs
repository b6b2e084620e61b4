//! SQL for achievements: earned at a match's end in its save's transaction
//! ([`achievements_at_end`]) and at a season's end ([`season_podium_earn`]), earned from
//! the history stored before them ([`achievements_backfill`]), and read back with their
//! rarity. The primary key keeps one row per (server, player, achievement).

use super::{from_sql, to_sql};
use crate::model::achievements::{
    established, rarity, Achievement, Against, Deed, Earned, Finished, Summary, LONGEST_STREAK,
};
use crate::model::ratings::{MatchRatings, PlayerResult};
use crate::model::{MatchId, MatchSnapshot, MatchStatus, UserId};
use crate::rules::{GameKind, Seat};
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension};
use std::collections::{HashMap, HashSet};

/// One achievement a player earned, as the result post of its match tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchAchievement {
    pub user: UserId,
    pub achievement: Achievement,
}

/// Inserts one achievement unless the player has it; `true` when it is new.
fn earn(
    conn: &Connection,
    guild: u64,
    user: UserId,
    achievement: Achievement,
    by: (Option<MatchId>, Option<u32>),
    at: i64,
) -> rusqlite::Result<bool> {
    let changed = conn
        .prepare_cached(
            "INSERT OR IGNORE INTO achievements \
             (guild_id, user_id, achievement, match_id, season, earned_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )?
        .execute(params![
            to_sql(guild),
            to_sql(user),
            achievement.code(),
            by.0,
            by.1,
            at
        ])?;
    Ok(changed == 1)
}

/// Earns what a match that has just ended earns its players (not the bot), in the
/// transaction that saves its end, after [`super::records::match_record`] (whose
/// `ratings` it reads, and whose rows the history summary counts). Does nothing while the
/// match goes on, or for a match ended without a result (a voided Death Match).
pub fn achievements_at_end(
    conn: &Connection,
    m: &MatchSnapshot,
    ratings: Option<&MatchRatings>,
    now: i64,
) -> anyhow::Result<Vec<MatchAchievement>> {
    let (MatchStatus::Finished, Some(table), Some(outcome)) = (m.status, m.table(), m.outcome())
    else {
        return Ok(Vec::new());
    };
    let scores = table.scores();
    let best = match table {
        crate::model::AnyTable::TilePoker(t) => t.game().best_hands(),
        _ => Default::default(),
    };
    let mut new = Vec::new();
    for seat in Seat::BOTH {
        if m.bot.is_some_and(|b| b.seat == seat) {
            continue;
        }
        let finished = Finished {
            game: m.game,
            result: PlayerResult::of(outcome.winner(), seat),
            score: scores[seat],
            opponent_score: scores[seat.other()],
            against: m.bot.map_or(Against::Person, |b| Against::Bot(b.level)),
            deathmatch: m.dm.is_some(),
            rating_after: ratings.and_then(|r| {
                let after = r.all_time[seat].after;
                established(after.rating, after.deviation)
            }),
            best_hand: best[seat],
        };
        let user = m.players[seat];
        let earned = player_earns(
            conn,
            m.place.guild,
            m.id,
            user,
            &finished,
            ratings.is_some(),
            now,
        )
        .with_context(|| format!("cannot earn achievements for match {}", m.id))?;
        new.extend(
            earned
                .into_iter()
                .map(|achievement| MatchAchievement { user, achievement }),
        );
    }
    Ok(new)
}

/// Earns what one player's side of finished match `id` earns them (with their history
/// summary when it was `rated`); returns the ones they did not have.
pub fn player_earns(
    conn: &Connection,
    guild: u64,
    id: MatchId,
    user: UserId,
    finished: &Finished,
    rated: bool,
    now: i64,
) -> rusqlite::Result<Vec<Achievement>> {
    let summary = match rated {
        true => Some(summary_of(conn, guild, user)?),
        false => None,
    };
    let mut new = Vec::new();
    for a in Achievement::earned(&Deed::Match(finished, summary.as_ref())) {
        if earn(conn, guild, user, a, (Some(id), None), now)? {
            new.push(a);
        }
    }
    Ok(new)
}

/// A player's all-time history on a server, from their ratings (one row per game, found
/// by its key) and their last rated results.
fn summary_of(conn: &Connection, guild: u64, user: UserId) -> rusqlite::Result<Summary> {
    let games = GameKind::ALL.map(|g| format!("'{}'", g.name())).join(", ");
    let (matches, games_played): (u32, u32) = conn
        .prepare_cached(&format!(
            "SELECT COALESCE(SUM(games), 0), COUNT(*) FROM ratings \
             WHERE guild_id = ?1 AND season = 0 AND game IN ({games}) AND user_id = ?2 \
             AND games > 0"
        ))?
        .query_row(params![to_sql(guild), to_sql(user)], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
    let mut stmt = conn.prepare_cached(
        "SELECT result FROM match_players WHERE guild_id = ?1 AND season = 0 AND user_id = ?2 \
         ORDER BY finished_at DESC, match_id DESC LIMIT ?3",
    )?;
    let longest = i64::from(LONGEST_STREAK);
    let results = stmt.query_map(params![to_sql(guild), to_sql(user), longest], |r| {
        r.get::<_, String>(0)
    })?;
    let mut win_streak = 0;
    for result in results {
        if result? != PlayerResult::Win.as_str() {
            break;
        }
        win_streak += 1;
    }
    Ok(Summary {
        matches,
        win_streak,
        games_played,
    })
}

/// Earns the top three of each game's board of season `season` of server `guild` their
/// place, when the season ends (in the transaction that ends it) or in the backfill.
pub fn season_podium_earn(
    conn: &Connection,
    guild: u64,
    season: u32,
    at: i64,
) -> rusqlite::Result<Vec<UserId>> {
    let min_games = super::settings::min_games_of(conn, guild)?;
    let mut new = Vec::new();
    for game in GameKind::ALL {
        let top: Vec<u64> = conn
            .prepare_cached(
                "SELECT user_id FROM ratings \
                 WHERE guild_id = ?1 AND season = ?2 AND game = ?3 AND games >= ?4 \
                 ORDER BY bucket DESC, rating DESC, games DESC, user_id LIMIT 3",
            )?
            .query_map(
                params![to_sql(guild), season, game.name(), min_games],
                |r| Ok(from_sql(r.get(0)?)),
            )?
            .collect::<Result<_, _>>()?;
        for (place, user) in top.into_iter().enumerate() {
            let deed = Deed::SeasonPlace(place as u32 + 1);
            for a in Achievement::earned(&deed) {
                if earn(conn, guild, user, a, (None, Some(season)), at)? {
                    new.push(user);
                }
            }
        }
    }
    Ok(new)
}

/// Whether the backfill has not yet run over the whole list as it is now.
pub fn backfill_due(conn: &Connection) -> rusqlite::Result<bool> {
    let done: Option<u32> = conn
        .query_row(
            "SELECT achievements FROM achievements_backfill WHERE id = 1",
            [],
            |r| r.get(0),
        )
        .optional()?;
    Ok(done.is_none_or(|n| (n as usize) < Achievement::ALL.len()))
}

/// Earns, from the history stored, every achievement its matches and ended seasons earn,
/// each credited to the first match (or season) that did; the rows already there are kept.
/// Run it in one transaction; run again, it inserts nothing. Returns the rows inserted.
pub fn achievements_backfill(conn: &Connection, now: i64) -> anyhow::Result<u64> {
    let mut inserted = backfill_rated(conn).context("backfilling rated matches")?;
    inserted += backfill_unrated(conn).context("backfilling matches against the bot")?;
    inserted += backfill_seasons(conn).context("backfilling seasons")?;
    conn.execute(
        "INSERT INTO achievements_backfill (id, achievements, done_at) VALUES (1, ?1, ?2) \
         ON CONFLICT (id) DO UPDATE SET achievements = ?1, done_at = ?2",
        params![Achievement::ALL.len() as u32, now],
    )?;
    Ok(inserted)
}

/// The best hand a Tile Poker seat scored, read from the stored table (a `BySeat` of
/// category names, under the table's game).
const TILE_BEST: &str = "CASE WHEN m.game = 'tile-poker' THEN \
    json_extract(m.state, '$.Playing.TilePoker.game.best_hand.' || lower(p.seat)) END";

/// A stored category name (`"StraightFlush"`) as the rules' category.
fn category(name: Option<String>) -> Option<crate::rules::tile_poker::Category> {
    serde_json::from_value(serde_json::Value::String(name?)).ok()
}

/// The rated history, each player's in order, their summary counted as it goes.
fn backfill_rated(conn: &Connection) -> anyhow::Result<u64> {
    let mut stmt = conn.prepare(&format!(
        "SELECT p.guild_id, p.user_id, p.match_id, p.game, p.result, p.score, \
         p.opponent_score, p.rating_after, p.finished_at, m.deathmatch IS NOT NULL, \
         {TILE_BEST}, p.deviation_after \
         FROM match_players p JOIN matches m ON m.id = p.match_id WHERE p.season = 0 \
         ORDER BY p.guild_id, p.user_id, p.finished_at, p.match_id"
    ))?;
    let mut rows = stmt.query([])?;
    let mut inserted = 0;
    let mut who = None;
    let (mut summary, mut games, mut has) = (Summary::default(), 0u32, HashSet::new());
    while let Some(r) = rows.next()? {
        let (guild, user) = (from_sql(r.get(0)?), from_sql(r.get(1)?));
        if who != Some((guild, user)) {
            who = Some((guild, user));
            (summary, games, has) = (Summary::default(), 0, held(conn, guild, user)?);
        }
        let game = super::game_from(r.get(3)?)?;
        let result = PlayerResult::parse(&r.get::<_, String>(4)?).context("a stored result")?;
        games |= 1 << GameKind::ALL.iter().position(|g| *g == game).unwrap_or(0);
        summary.matches += 1;
        summary.games_played = games.count_ones();
        summary.win_streak = match result {
            PlayerResult::Win => summary.win_streak + 1,
            _ => 0,
        };
        let finished = Finished {
            game,
            result,
            score: r.get(5)?,
            opponent_score: r.get(6)?,
            against: Against::Person,
            deathmatch: r.get(9)?,
            rating_after: established(r.get(7)?, r.get(11)?),
            best_hand: category(r.get(10)?),
        };
        let by = (Some(r.get::<_, i64>(2)?), None);
        for a in Achievement::earned(&Deed::Match(&finished, Some(&summary))) {
            if has.insert(a) && earn(conn, guild, user, a, by, r.get(8)?)? {
                inserted += 1;
            }
        }
    }
    Ok(inserted)
}

/// What a player already has on a server.
fn held(conn: &Connection, guild: u64, user: UserId) -> rusqlite::Result<HashSet<Achievement>> {
    conn.prepare_cached(
        "SELECT achievement FROM achievements WHERE guild_id = ?1 AND user_id = ?2",
    )?
    .query_map(params![to_sql(guild), to_sql(user)], |r| {
        r.get::<_, String>(0)
    })?
    .map(|code| code.map(|c| Achievement::parse(&c)))
    .filter_map(Result::transpose)
    .collect()
}

/// Finished matches with a result but no rated rows (against the bot, of an unrated
/// tournament): each person's side, with no history.
fn backfill_unrated(conn: &Connection) -> anyhow::Result<u64> {
    let mut stmt = conn.prepare(
        "SELECT m.guild_id, m.id, m.game, m.player_a, m.player_b, m.finished_at, \
         json_extract(m.bot, '$.seat'), json_extract(m.bot, '$.level'), \
         json_extract(m.result, '$.outcome'), json_extract(m.result, '$.scores.a'), \
         json_extract(m.result, '$.scores.b'), m.deathmatch IS NOT NULL, \
         json_extract(m.state, '$.Playing.TilePoker.game.best_hand.a'), \
         json_extract(m.state, '$.Playing.TilePoker.game.best_hand.b') \
         FROM matches m WHERE m.status = 'finished' \
         AND json_extract(m.result, '$.outcome') IS NOT NULL \
         AND NOT EXISTS (SELECT 1 FROM match_players p WHERE p.match_id = m.id) \
         ORDER BY m.id",
    )?;
    let mut rows = stmt.query([])?;
    let mut inserted = 0;
    while let Some(r) = rows.next()? {
        let guild = from_sql(r.get(0)?);
        let id: i64 = r.get(1)?;
        let outcome: crate::rules::Outcome = super::json_from(&r.get::<_, String>(8)?)?;
        let bot_seat: Option<String> = r.get(6)?;
        let level: Option<String> = r.get(7)?;
        let against = match level {
            Some(level) => Against::Bot(super::json_from(&format!("\"{level}\""))?),
            None => Against::Person,
        };
        let scores = [r.get::<_, u32>(9)?, r.get::<_, u32>(10)?];
        for (i, seat) in Seat::BOTH.into_iter().enumerate() {
            if bot_seat.as_deref() == Some(&seat.to_string()) {
                continue;
            }
            let finished = Finished {
                game: super::game_from(r.get(2)?)?,
                result: PlayerResult::of(outcome.winner(), seat),
                score: scores[i],
                opponent_score: scores[1 - i],
                against,
                deathmatch: r.get(11)?,
                rating_after: None,
                best_hand: category(r.get(12 + i)?),
            };
            let user = from_sql(r.get(3 + i)?);
            for a in Achievement::earned(&Deed::Match(&finished, None)) {
                if earn(conn, guild, user, a, (Some(id), None), r.get(5)?)? {
                    inserted += 1;
                }
            }
        }
    }
    Ok(inserted)
}

/// Every ended season's podiums.
fn backfill_seasons(conn: &Connection) -> anyhow::Result<u64> {
    let ended: Vec<(u64, u32, i64)> = conn
        .prepare("SELECT guild_id, number, ended_at FROM seasons WHERE ended_at IS NOT NULL")?
        .query_map([], |r| Ok((from_sql(r.get(0)?), r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    let mut inserted = 0;
    for (guild, season, at) in ended {
        inserted += season_podium_earn(conn, guild, season, at)?.len() as u64;
    }
    Ok(inserted)
}

/// What match `id` earned, in the list's order per player.
pub fn achievements_of_match(
    conn: &Connection,
    id: MatchId,
) -> rusqlite::Result<Vec<MatchAchievement>> {
    let mut found: Vec<MatchAchievement> = conn
        .prepare_cached("SELECT user_id, achievement FROM achievements WHERE match_id = ?1")?
        .query_map([id], |r| Ok((from_sql(r.get(0)?), r.get::<_, String>(1)?)))?
        .filter_map(|row| match row {
            Ok((user, code)) => Achievement::parse(&code)
                .map(|achievement| Ok(MatchAchievement { user, achievement })),
            Err(e) => Some(Err(e)),
        })
        .collect::<Result<_, _>>()?;
    found.sort_by_key(|m| (m.user, m.achievement));
    Ok(found)
}

/// How many of server `guild`'s players have each achievement, and how many players it
/// has (anyone with a rated match there, or an achievement).
pub fn holders(
    conn: &Connection,
    guild: u64,
) -> rusqlite::Result<(HashMap<Achievement, u32>, u32)> {
    let counts = conn
        .prepare_cached(
            "SELECT achievement, COUNT(*) FROM achievements WHERE guild_id = ?1 \
             GROUP BY achievement",
        )?
        .query_map([to_sql(guild)], |r| Ok((r.get::<_, String>(0)?, r.get(1)?)))?
        .filter_map(|row| match row {
            Ok((code, n)) => Achievement::parse(&code).map(|a| Ok((a, n))),
            Err(e) => Some(Err(e)),
        })
        .collect::<Result<_, _>>()?;
    let players = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM (SELECT user_id FROM ratings WHERE guild_id = ?1 AND season = 0 \
             UNION SELECT user_id FROM achievements WHERE guild_id = ?1)",
        )?
        .query_row([to_sql(guild)], |r| r.get(0))?;
    Ok((counts, players))
}

/// A player's achievements on a server, in the list's order, each with its rarity there.
pub fn achievements_of(
    conn: &Connection,
    guild: u64,
    user: UserId,
) -> rusqlite::Result<Vec<Earned>> {
    let (counts, players) = holders(conn, guild)?;
    let mut earned: Vec<Earned> = conn
        .prepare_cached(
            "SELECT achievement, match_id, season, earned_at FROM achievements \
             WHERE guild_id = ?1 AND user_id = ?2",
        )?
        .query_map(params![to_sql(guild), to_sql(user)], |r| {
            Ok((r.get::<_, String>(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })?
        .filter_map(|row| match row {
            Ok((code, match_id, season, earned_at)) => {
                Achievement::parse(&code).map(|achievement| {
                    Ok(Earned {
                        achievement,
                        match_id,
                        season,
                        earned_at,
                        rarity: rarity(counts.get(&achievement).copied().unwrap_or(0), players),
                    })
                })
            }
            Err(e) => Some(Err(e)),
        })
        .collect::<Result<_, _>>()?;
    earned.sort_by_key(|e| e.achievement);
    Ok(earned)
}

#[cfg(test)]
#[path = "achievements/tests.rs"]
mod tests;
