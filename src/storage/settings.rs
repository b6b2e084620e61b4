//! SQL for each server's own settings (`guild_settings`, one row per setting it set) and
//! their audit (`settings_audit`, one row per change).

use super::{from_sql, to_sql};
use crate::model::settings::{GuildSettings, SettingAudit, SettingKey};
use crate::model::UserId;
use anyhow::Context;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::Value;

/// What server `guild` set (a setting it never set, or one stored by a later build that
/// this one does not know, stays the default).
pub fn settings_get(conn: &Connection, guild: u64) -> anyhow::Result<GuildSettings> {
    let mut stmt =
        conn.prepare_cached("SELECT key, value FROM guild_settings WHERE guild_id = ?1")?;
    let rows = stmt.query_map([to_sql(guild)], |row| {
        Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
    })?;
    let mut settings = GuildSettings::default();
    for row in rows {
        let (key, value) = row?;
        let Some(key) = SettingKey::parse(&key) else {
            continue;
        };
        let value: Value = serde_json::from_str(&value)
            .with_context(|| format!("setting {} of guild {guild}", key.name()))?;
        if let Err(e) = settings.set(key, Some(value)) {
            // A value that no longer passes the checks (a range narrowed since) is ignored:
            // the default applies, and the panel shows it so.
            tracing::warn!("guild {guild}: stored {} ignored: {e}", key.name());
        }
    }
    Ok(settings)
}

/// Stores server `guild`'s value of `key` (`None`: back to the default), with its audit
/// row, in the caller's transaction.
pub fn setting_put(
    conn: &Connection,
    guild: u64,
    key: SettingKey,
    old: Option<&Value>,
    new: Option<&Value>,
    by: UserId,
    now: i64,
) -> anyhow::Result<()> {
    match new {
        Some(value) => {
            conn.prepare_cached(
                "INSERT INTO guild_settings (guild_id, key, value, changed_by, changed_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5) \
                 ON CONFLICT (guild_id, key) DO UPDATE SET value = ?3, changed_by = ?4, \
                 changed_at = ?5",
            )?
            .execute(params![
                to_sql(guild),
                key.name(),
                value.to_string(),
                to_sql(by),
                now
            ])?;
        }
        None => {
            conn.prepare_cached("DELETE FROM guild_settings WHERE guild_id = ?1 AND key = ?2")?
                .execute(params![to_sql(guild), key.name()])?;
        }
    }
    conn.prepare_cached(
        "INSERT INTO settings_audit (guild_id, key, old, new, changed_by, changed_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        to_sql(guild),
        key.name(),
        old.map(Value::to_string),
        new.map(Value::to_string),
        to_sql(by),
        now
    ])?;
    Ok(())
}

/// Server `guild`'s latest setting changes, newest first.
pub fn settings_audit(
    conn: &Connection,
    guild: u64,
    limit: u32,
) -> anyhow::Result<Vec<SettingAudit>> {
    let mut stmt = conn.prepare_cached(
        "SELECT key, old, new, changed_by, changed_at FROM settings_audit \
         WHERE guild_id = ?1 ORDER BY id DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![to_sql(guild), limit], |row| {
        Ok((
            row.get::<_, String>(0)?,
            row.get::<_, Option<String>>(1)?,
            row.get::<_, Option<String>>(2)?,
            from_sql(row.get(3)?),
            row.get::<_, i64>(4)?,
        ))
    })?;
    let json = |text: Option<String>| -> anyhow::Result<Option<Value>> {
        text.map(|t| serde_json::from_str(&t).context("an audited value"))
            .transpose()
    };
    let mut out = Vec::new();
    for row in rows {
        let (key, old, new, by, at) = row?;
        let Some(key) = SettingKey::parse(&key) else {
            continue;
        };
        out.push(SettingAudit {
            key,
            old: json(old)?,
            new: json(new)?,
            by,
            at,
        });
    }
    Ok(out)
}

/// The leaderboard's minimum of games for server `guild`: its own, else the bot's default.
pub fn min_games_of(conn: &Connection, guild: u64) -> rusqlite::Result<u32> {
    conn.prepare_cached(
        "SELECT COALESCE( \
           (SELECT CAST(value AS INTEGER) FROM guild_settings \
            WHERE guild_id = ?1 AND key = 'min_games'), \
           (SELECT min_games FROM board_settings WHERE id = 1))",
    )?
    .query_row([to_sql(guild)], |row| row.get(0))
    .optional()
    .map(|n| n.unwrap_or(1))
}

/// Server `guild`'s own Discord language as last seen (`None`: never seen).
pub fn guild_locale_get(conn: &Connection, guild: u64) -> anyhow::Result<Option<String>> {
    Ok(conn
        .prepare_cached("SELECT locale FROM guild_locales WHERE guild_id = ?1")?
        .query_row([to_sql(guild)], |row| row.get(0))
        .optional()?)
}

/// Remembers server `guild`'s Discord language, seen at `now`.
pub fn guild_locale_put(
    conn: &Connection,
    guild: u64,
    locale: &str,
    now: i64,
) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO guild_locales (guild_id, locale, seen_at) VALUES (?1, ?2, ?3) \
         ON CONFLICT (guild_id) DO UPDATE SET locale = ?2, seen_at = ?3",
    )?
    .execute(params![to_sql(guild), locale, now])?;
    Ok(())
}
