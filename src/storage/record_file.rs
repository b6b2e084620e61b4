//! The record file of a finished match ([`MatchRecordFile`], `/record`): its row, its
//! `moves`, its stored result and a host's audit rows, read together.

use super::deathmatch::host_actions;
use crate::model::fairness::*;
use crate::model::{AnyTable, MatchId, MatchSnapshot, MatchStatus};
use crate::rules::{toss, BySeat, Outcome, Seat};
use anyhow::Context;
use rusqlite::{Connection, OptionalExtension};
use serde::Deserialize;
use serde_json::Value;

/// The record of a finished match, from its snapshot and its stored log and result;
/// `None` while it is not finished (its seed and salt are secret until the end).
pub fn record_file(
    conn: &Connection,
    m: &MatchSnapshot,
) -> anyhow::Result<Option<MatchRecordFile>> {
    let (MatchStatus::Finished, Some(table)) = (m.status, m.table()) else {
        return Ok(None);
    };
    let context = || format!("the record of match {}", m.id);
    let (choice, actions) = logged_steps(conn, m.id).with_context(context)?;
    if actions.len() != table.log_len() {
        anyhow::bail!(
            "match {}: {} stored actions, but its table logged {}",
            m.id,
            actions.len(),
            table.log_len()
        );
    }
    let result = record_result(conn, m.id, table)
        .with_context(context)?
        .with_context(|| format!("match {} is finished but has no stored result", m.id))?;
    let first = table.first();
    let dealt = AnyTable::new(m.game, &m.settings, m.seed, first);
    Ok(Some(MatchRecordFile {
        format: FORMAT.to_string(),
        match_id: m.id,
        game: m.game,
        settings: m.settings,
        options: table.options_json(),
        players: m.players.map(|_, id| Decimal(id)),
        started_at: m.created_at,
        seed: Decimal(m.seed),
        salt: m.salt.clone(),
        commitment: m.salt.as_deref().map(|salt| commitment(salt, m.seed)),
        commitment_formula: commitment_formula(m.salt.is_some()),
        toss: toss::for_game(m.seed),
        choice,
        first,
        deal: BySeat::from_fn(|seat| dealt.view_json(seat)),
        actions,
        result,
        deathmatch: m.dm.clone(),
        host_actions: host_actions(conn, m.id).with_context(context)?,
    }))
}

/// The formula the record's commitment was made by, or why there is none.
fn commitment_formula(committed: bool) -> String {
    match committed {
        true => FORMULA.to_string(),
        false => "no commitment was made: this match was made before deal commitments".to_string(),
    }
}

/// A match's logged steps: the first player's choice (a `Choose` row) apart from the
/// actions, which are numbered as stored.
fn logged_steps(
    conn: &Connection,
    id: MatchId,
) -> anyhow::Result<(Option<RecordChoice>, Vec<RecordAction>)> {
    let mut choice = None;
    let mut actions = Vec::new();
    for row in move_list(conn, id)? {
        let action: Value = serde_json::from_str(&row.action)?;
        match action.get("Choose") {
            Some(go) => {
                choice = Some(RecordChoice {
                    seat: row.seat,
                    go_first: go == "first",
                    at: row.at,
                })
            }
            None => actions.push(RecordAction {
                number: row.number,
                seat: row.seat,
                at: row.at,
                action,
            }),
        }
    }
    Ok((choice, actions))
}

/// A finished match's stored result (`None` if it has none), its scores taken from the
/// table where the stored JSON has none.
fn record_result(
    conn: &Connection,
    id: MatchId,
    table: &AnyTable,
) -> anyhow::Result<Option<RecordResult>> {
    #[derive(Deserialize)]
    struct Stored {
        #[serde(default)]
        outcome: Option<Outcome>,
        #[serde(default)]
        scores: Option<BySeat<u32>>,
        #[serde(default)]
        void: Option<String>,
    }
    let Some((result, finished_at)) = match_result_get(conn, id)? else {
        return Ok(None);
    };
    let stored: Stored = serde_json::from_str(&result)?;
    Ok(Some(RecordResult {
        outcome: stored.outcome,
        void: stored.void,
        scores: stored.scores.unwrap_or_else(|| table.scores()),
        finished_at,
    }))
}

struct MoveRow {
    number: u32,
    seat: Seat,
    action: String,
    at: i64,
}

/// A match's `moves` rows, in order.
fn move_list(conn: &Connection, id: MatchId) -> rusqlite::Result<Vec<MoveRow>> {
    let mut stmt = conn.prepare(
        "SELECT number, seat, action, created_at FROM moves WHERE match_id = ?1 ORDER BY number",
    )?;
    let rows = stmt.query_map([id], |row| {
        Ok(MoveRow {
            number: row.get(0)?,
            seat: if row.get::<_, String>(1)? == "A" {
                Seat::A
            } else {
                Seat::B
            },
            action: row.get(2)?,
            at: row.get(3)?,
        })
    })?;
    rows.collect()
}

/// A finished match's stored `result` JSON and its finish time.
fn match_result_get(conn: &Connection, id: MatchId) -> rusqlite::Result<Option<(String, i64)>> {
    conn.query_row(
        "SELECT result, finished_at FROM matches WHERE id = ?1 AND result IS NOT NULL",
        [id],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )
    .optional()
}
