//! Moving guilds between the databases of a bot split over several processes by shard
//! (`[discord] shard_range`): keep only the guilds a process's shards own, by Discord's
//! formula `(guild_id >> 22) % total_shards`, so that a copied database file can seed a
//! process of a new shard layout.

use anyhow::{bail, Context};
use rusqlite::{Connection, TransactionBehavior};

/// What [`keep_shards`] deleted: rows per table, in the order deleted.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    pub tables: Vec<(String, usize)>,
    /// Guilds with rows left.
    pub guilds_kept: usize,
}

/// Deletes every row of a guild that shards `range` of `total` do not own: rows of tables
/// with a `guild_id` column, and rows of tables that refer to those guilds' matches. Tables
/// of neither kind (`users`, settings) are kept whole. One transaction; foreign keys are
/// checked at its end, so a table that this misses fails the whole prune instead of being
/// left dangling.
pub fn keep_shards(
    conn: &mut Connection,
    range: std::ops::RangeInclusive<u32>,
    total: u32,
) -> anyhow::Result<Pruned> {
    let owned = owned_clause(&range, total)?;
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    tx.pragma_update(None, "defer_foreign_keys", true)?;
    let tables = strings(
        &tx,
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )?;
    tx.execute_batch(&format!(
        "CREATE TEMP TABLE gone_matches AS SELECT id FROM matches WHERE NOT {owned}"
    ))?;
    let mut pruned = Pruned::default();
    // Rows reached through a match first (moves, host actions, outbox), then by guild.
    for by_guild in [false, true] {
        for table in &tables {
            let Some(sql) = prune_sql(&tx, table, by_guild, &owned)? else {
                continue;
            };
            let deleted = tx
                .execute(&sql, [])
                .with_context(|| format!("cannot prune table {table}"))?;
            // A table pruned in both passes (by its matches, then by its guild) is one line.
            match pruned.tables.iter_mut().find(|(t, _)| t == table) {
                Some((_, n)) => *n += deleted,
                None => pruned.tables.push((table.clone(), deleted)),
            }
        }
    }
    tx.execute_batch("DROP TABLE temp.gone_matches")?;
    pruned.guilds_kept = guilds_left(&tx, &tables)?;
    // The pruned copy seeds a process of its own: it must not mark its posts as the
    // database it was copied from does (their nonces would meet at Discord).
    super::outbox::instance_renew(&tx)?;
    tx.commit()
        .context("the prune left rows pointing at deleted ones; nothing was changed")?;
    Ok(pruned)
}

/// The SQL condition a row's `guild_id` meets when shards `range` of `total` own it.
fn owned_clause(range: &std::ops::RangeInclusive<u32>, total: u32) -> anyhow::Result<String> {
    let (first, last) = (*range.start(), *range.end());
    if total == 0 || first > last || last >= total {
        bail!("shards {}-{} are not shards of {total}", first, last);
    }
    Ok(format!(
        "((guild_id >> 22) % {total}) BETWEEN {} AND {}",
        first, last
    ))
}

/// The first column of every row `sql` returns, as text.
fn strings(conn: &Connection, sql: &str) -> rusqlite::Result<Vec<String>> {
    conn.prepare(sql)?
        .query_map([], |row| row.get(0))?
        .collect()
}

/// The DELETE that prunes `table` in the pass `by_guild` (else the pass through the gone
/// matches), or `None` where the table is not of that pass.
fn prune_sql(
    conn: &Connection,
    table: &str,
    by_guild: bool,
    owned: &str,
) -> rusqlite::Result<Option<String>> {
    let columns = strings(
        conn,
        &format!("SELECT name FROM pragma_table_info('{table}')"),
    )?;
    let has_guild = columns.iter().any(|c| c == "guild_id");
    if by_guild {
        return Ok(has_guild.then(|| format!("DELETE FROM \"{table}\" WHERE NOT {owned}")));
    }
    // Rows of the matches that go, whether or not the table also names their guild (the
    // outbox's rows written before it did have none).
    let refs = strings(
        conn,
        &format!(
            "SELECT \"from\" FROM pragma_foreign_key_list('{table}') WHERE \"table\" = 'matches'"
        ),
    )?;
    if refs.is_empty() {
        return Ok(None);
    }
    let wheres: Vec<String> = refs
        .iter()
        .map(|c| format!("\"{c}\" IN (SELECT id FROM gone_matches)"))
        .collect();
    Ok(Some(format!(
        "DELETE FROM \"{table}\" WHERE {}",
        wheres.join(" OR ")
    )))
}

/// How many guilds still have rows in a table with a `guild_id` column.
fn guilds_left(conn: &Connection, tables: &[String]) -> rusqlite::Result<usize> {
    let mut guilds = std::collections::BTreeSet::new();
    for table in tables {
        let has_guild = conn
            .prepare(&format!(
                "SELECT 1 FROM pragma_table_info('{table}') WHERE name = 'guild_id'"
            ))?
            .exists([])?;
        if has_guild {
            // (A row that names no guild, as the outbox's older ones, counts none.)
            let mut stmt = conn.prepare(&format!(
                "SELECT DISTINCT guild_id FROM \"{table}\" WHERE guild_id IS NOT NULL"
            ))?;
            for guild in stmt.query_map([], |row| row.get::<_, i64>(0))? {
                guilds.insert(guild?);
            }
        }
    }
    Ok(guilds.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::params;

    /// A guild id on shard `shard` of 2.
    fn guild_on(shard: i64) -> i64 {
        ((1000 + shard) << 22) | 77
    }

    fn add_match(conn: &Connection, guild: i64) -> i64 {
        conn.execute(
            "INSERT INTO matches (guild_id, channel_id, game, player_a, player_b, seed, options,
                                  state, created_at, updated_at)
             VALUES (?1, 2, 'clash', 10, 20, 1, '{}', '{}', 0, 0)",
            params![guild],
        )
        .unwrap();
        let id = conn.last_insert_rowid();
        conn.execute(
            "INSERT INTO moves (match_id, number, seat, action, created_at)
             VALUES (?1, 0, 'A', '{}', 0)",
            params![id],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO challenges (guild_id, channel_id, challenger, opponent, game, options,
                                     status, match_id, created_at, expires_at)
             VALUES (?1, 2, 10, 20, 'clash', '{}', 'accepted', ?2, 0, 1)",
            params![guild, id],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO host_actions (match_id, host, action, detail, created_at)
             VALUES (?1, 5, 'pause', '{}', 0)",
            params![id],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO outbox (match_id, channel_id, kind, content, created_at)
             VALUES (?1, 2, 'post', 'hi', 0)",
            params![id],
        )
        .unwrap();
        id
    }

    fn count(conn: &Connection, sql: &str) -> i64 {
        conn.query_row(sql, [], |row| row.get(0)).unwrap()
    }

    #[test]
    fn keeping_a_shard_deletes_the_other_shards_guilds_and_everything_of_their_matches() {
        let mut conn = crate::storage::open_in_memory().unwrap();
        let (zero, one) = (guild_on(0), guild_on(1));
        let kept = add_match(&conn, one);
        add_match(&conn, zero);
        add_match(&conn, zero);
        conn.execute(
            "INSERT INTO users (id, name, seen_at) VALUES (10, 'alice', 0)",
            [],
        )
        .unwrap();

        let pruned = keep_shards(&mut conn, 1..=1, 2).unwrap();

        assert_eq!(count(&conn, "SELECT count(*) FROM matches"), 1);
        assert_eq!(count(&conn, "SELECT id FROM matches"), kept);
        for table in ["moves", "challenges", "host_actions", "outbox"] {
            assert_eq!(
                count(&conn, &format!("SELECT count(*) FROM {table}")),
                1,
                "{table}"
            );
        }
        assert_eq!(
            count(&conn, "SELECT count(*) FROM users"),
            1,
            "users are kept"
        );
        assert_eq!(pruned.guilds_kept, 1);
        let deleted: std::collections::HashMap<_, _> = pruned.tables.into_iter().collect();
        assert_eq!(deleted["matches"], 2);
        assert_eq!(deleted["moves"], 2);
        assert_eq!(deleted["challenges"], 2);
    }

    #[test]
    fn a_post_of_no_match_is_kept_with_its_server_only() {
        let mut conn = crate::storage::open_in_memory().unwrap();
        let (zero, one) = (guild_on(0), guild_on(1));
        for guild in [zero, one] {
            let said = crate::model::Said::Tournament {
                id: 1,
                event: crate::model::tournaments::Event::Cancelled {
                    why: crate::model::tournaments::Cancelled::TooFew { players: 1 },
                },
            };
            crate::storage::outbox::outbox_insert(&conn, None, &said.post(guild as u64, 2), 0)
                .unwrap();
        }
        keep_shards(&mut conn, 1..=1, 2).unwrap();
        assert_eq!(
            count(&conn, "SELECT guild_id FROM outbox"),
            one,
            "only the kept server's post is left to post"
        );
        assert_eq!(count(&conn, "SELECT count(*) FROM outbox"), 1);
    }

    #[test]
    fn seasons_and_their_boards_are_kept_and_dropped_with_their_guild() {
        let mut conn = crate::storage::open_in_memory().unwrap();
        for guild in [guild_on(0), guild_on(1)] {
            conn.execute(
                "INSERT INTO seasons (guild_id, number, name, soft_reset, started_at, started_by)
                 VALUES (?1, 1, 'Season 1', 0, 0, 5)",
                params![guild],
            )
            .unwrap();
            for season in [0, 1] {
                conn.execute(
                    "INSERT INTO ratings (guild_id, season, game, user_id, rating, deviation,
                                          volatility, bucket, games, wins, losses, draws,
                                          streak, best_streak, updated_at)
                     VALUES (?1, ?2, 'clash', 10, 1500, 350, 0.06, 150, 1, 1, 0, 0, 1, 1, 0)",
                    params![guild, season],
                )
                .unwrap();
                conn.execute(
                    "INSERT INTO board_buckets (guild_id, season, game, bucket, players)
                     VALUES (?1, ?2, 'clash', 150, 1)",
                    params![guild, season],
                )
                .unwrap();
            }
        }
        keep_shards(&mut conn, 1..=1, 2).unwrap();
        for table in ["seasons", "ratings", "board_buckets"] {
            assert_eq!(
                count(
                    &conn,
                    &format!(
                        "SELECT count(*) FROM {table} WHERE guild_id = {}",
                        guild_on(1)
                    )
                ),
                count(&conn, &format!("SELECT count(*) FROM {table}")),
                "{table}: only the kept guild's rows"
            );
        }
        assert_eq!(count(&conn, "SELECT count(*) FROM seasons"), 1);
        assert_eq!(count(&conn, "SELECT count(*) FROM ratings"), 2);
    }

    #[test]
    fn keeping_every_shard_deletes_nothing() {
        let mut conn = crate::storage::open_in_memory().unwrap();
        add_match(&conn, guild_on(0));
        add_match(&conn, guild_on(1));
        let pruned = keep_shards(&mut conn, 0..=1, 2).unwrap();
        assert!(pruned.tables.iter().all(|(_, n)| *n == 0), "{pruned:?}");
        assert_eq!(pruned.guilds_kept, 2);
    }

    #[test]
    fn a_pruned_copy_draws_an_instance_of_its_own() {
        let mut conn = crate::storage::open_in_memory().unwrap();
        let before = crate::storage::outbox::instance_get(&conn).unwrap();
        keep_shards(&mut conn, 0..=0, 2).unwrap();
        let after = crate::storage::outbox::instance_get(&conn).unwrap();
        // Eight random hex digits: equal by chance once in 2^32.
        assert_ne!(before, after);
    }

    #[test]
    fn a_range_outside_the_total_is_refused() {
        let mut conn = crate::storage::open_in_memory().unwrap();
        let err = keep_shards(&mut conn, 1..=2, 2).unwrap_err();
        assert!(err.to_string().contains("not shards of 2"), "{err}");
    }
}
