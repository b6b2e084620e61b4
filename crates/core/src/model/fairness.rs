//! Provably fair deals. Every match gets a secret salt; the toss post publishes the
//! commitment `sha256(salt ":" seed)`, and once the match is over its record
//! ([`MatchRecordFile`], `/record`) reveals the seed and the salt with every action, so
//! [`verify`] (`clash-bot verify FILE`) can show that the deal was fixed before play and
//! that the recorded game follows from it.

use super::games::{self, AnyTable, JsonLog, LogError, MatchSettings};
use super::MatchId;
use crate::rules::toss::{self, Toss};
use crate::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::fmt;

/// What a record file is, and the version of its format: [`verify`] refuses others.
pub const FORMAT: &str = "clash-bot match record v1";

/// The commitment, in words: printed in every record and by `clash-bot verify`.
pub const FORMULA: &str =
    "sha256(salt + \":\" + seed as unsigned decimal), as 64 lowercase hex digits; the salt is 32 lowercase hex digits";

/// Salt bytes: 128 bits, so that nobody can search seeds against the published hash.
const SALT_BYTES: usize = 16;

/// A fresh salt: 16 bytes from the thread's CSPRNG, as 32 lowercase hex digits.
pub fn new_salt() -> String {
    hex(&rand::random::<[u8; SALT_BYTES]>())
}

/// The deal commitment: `sha256(salt || ":" || seed as unsigned decimal)` over the salt's
/// hex text (its ASCII bytes, not the bytes it encodes), as 64 lowercase hex digits.
pub fn commitment(salt: &str, seed: u64) -> String {
    let digest = Sha256::new()
        .chain_update(salt.as_bytes())
        .chain_update(b":")
        .chain_update(seed.to_string().as_bytes())
        .finalize();
    hex(&digest)
}

/// Whether `salt` is written as a salt is: 32 lowercase hex digits.
pub fn is_salt(salt: &str) -> bool {
    salt.len() == 2 * SALT_BYTES && salt.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = String::with_capacity(2 * bytes.len());
    for b in bytes {
        text.push(DIGITS[usize::from(b >> 4)].into());
        text.push(DIGITS[usize::from(b & 0xf)].into());
    }
    text
}

/// A u64 written in JSON as a decimal string: seeds and Discord ids are larger than the
/// integers JavaScript (and so many JSON tools) read exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decimal(pub u64);

impl Serialize for Decimal {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Decimal {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Decimal, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map(Decimal).map_err(|_| {
            serde::de::Error::custom(format!("`{text}` is not an unsigned decimal number"))
        })
    }
}

/// Everything about a finished match that its players need to check the deal: who played
/// what with which settings, the seed and the salt with the commitment, each seat's
/// starting view, every action in order, and the stored result. Written as pretty JSON by
/// [`MatchRecordFile::to_json`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchRecordFile {
    /// [`FORMAT`].
    pub format: String,
    pub match_id: MatchId,
    pub game: GameKind,
    pub settings: MatchSettings,
    /// The game's options that the deal and the replay use (from the settings).
    pub options: Value,
    /// Discord user ids: seat A challenged seat B.
    pub players: BySeat<Decimal>,
    /// When the match was made (unix ms): the commitment was posted then.
    pub started_at: i64,
    pub seed: Decimal,
    /// `None` for a match made before commitments.
    pub salt: Option<String>,
    /// [`commitment`] of the salt and the seed, as the toss post showed it.
    pub commitment: Option<String>,
    /// [`FORMULA`], or why there is no commitment.
    pub commitment_formula: String,
    /// The toss, which follows from the seed.
    pub toss: Toss,
    /// The toss winner's choice; `None` when the match was resigned before it.
    pub choice: Option<RecordChoice>,
    /// The seat that moved first.
    pub first: Seat,
    /// Each seat's own view of the table as dealt (the game's `View`, as JSON).
    pub deal: BySeat<Value>,
    /// Every action on the table, in order.
    pub actions: Vec<RecordAction>,
    pub result: RecordResult,
    /// A Death Match's host, settings and ruling (no toss: the DMO, seat B, picked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deathmatch: Option<super::DeathMatch>,
    /// A Death Match host's actions, in order, with their times and reasons.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub host_actions: Vec<super::deathmatch::AuditRow>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordChoice {
    pub seat: Seat,
    pub go_first: bool,
    /// Unix ms; for a choice the clock made, when it ran out.
    pub at: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordAction {
    /// The step's number among the match's steps (the choice is step 0 when made).
    pub number: u32,
    pub seat: Seat,
    /// Unix ms, when it was committed.
    pub at: i64,
    /// The rules' `Action`: `{"Play": move}`, `"Timeout"` or `"Resign"`.
    pub action: Value,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordResult {
    /// `None` only for a Death Match its host voided.
    pub outcome: Option<Outcome>,
    /// Why the host voided it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub void: Option<String>,
    pub scores: BySeat<u32>,
    pub finished_at: i64,
}

impl MatchRecordFile {
    /// The record as the file players download: pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record serializes") + "\n"
    }

    /// The file name Discord shows: `match-7.json`.
    pub fn file_name(&self) -> String {
        format!("match-{}.json", self.match_id)
    }

    /// The record's actions with their seats, as [`MatchRecordFile::log`] takes them.
    pub fn action_list(&self) -> Vec<(Seat, Value)> {
        self.actions
            .iter()
            .map(|a| (a.seat, a.action.clone()))
            .collect()
    }

    /// The log as [`games::replay_json`] takes it, with the record's options.
    pub fn log<'a>(&'a self, actions: &'a [(Seat, Value)]) -> JsonLog<'a> {
        JsonLog {
            options: &self.options,
            seed: self.seed.0,
            first: self.first,
            max_strikes: self.settings.max_strikes,
            actions,
        }
    }
}

// --- Verification --------------------------------------------------------------------

/// One check of a record: passed or not, and what was found, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    pub name: &'static str,
    pub passed: bool,
    pub detail: String,
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = if self.passed { '✓' } else { '✗' };
        write!(f, "{mark} {}: {}", self.name, self.detail)
    }
}

/// Every check of a record, in order; it passes only if each one does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verification {
    pub checks: Vec<Check>,
}

impl Verification {
    pub fn passed(&self) -> bool {
        !self.checks.is_empty() && self.checks.iter().all(|c| c.passed)
    }

    /// The check named `name`, if it was made.
    pub fn check(&self, name: &str) -> Option<&Check> {
        self.checks.iter().find(|c| c.name == name)
    }
}

impl fmt::Display for Verification {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for check in &self.checks {
            writeln!(f, "{check}")?;
        }
        let failed = self.checks.iter().filter(|c| !c.passed).count();
        if failed == 0 {
            write!(
                f,
                "All {} checks passed: the deal was fixed before play began and the game \
                 recorded follows from it.",
                self.checks.len()
            )
        } else {
            write!(f, "{failed} of {} checks failed.", self.checks.len())
        }
    }
}

/// Checks a record file's text: see [`verify`]. Text that is not a record fails its
/// first check.
pub fn verify_json(text: &str) -> Verification {
    match serde_json::from_str::<MatchRecordFile>(text) {
        Ok(record) => verify(&record),
        Err(e) => Verification {
            checks: vec![Check {
                name: "format",
                passed: false,
                detail: format!("this is not a match record: {e}"),
            }],
        },
    }
}

/// Checks a record: the commitment recomputed from its seed and salt; the toss, the first
/// seat and both seats' starting views re-dealt from the seed; every action replayed with
/// the rules ([`crate::rules::Table::replay`]); and the replay's outcome and scores against
/// the recorded result.
pub fn verify(record: &MatchRecordFile) -> Verification {
    let tossed = toss::for_game(record.seed.0);
    // A Death Match has no toss: its DMO (seat B) picks who goes first.
    let chooser = if record.deathmatch.is_some() {
        Seat::B
    } else {
        tossed.winner
    };
    let actions = record.action_list();
    let replayed = games::replay_json(record.game, &record.log(&actions));
    let found = [
        ("format", format_found(record)),
        ("commitment", commitment_found(record)),
        ("toss", toss_found(record, &tossed)),
        ("first seat", first_seat_found(record, chooser)),
        ("deal", deal_found(record)),
        ("replay", replay_found(&replayed, actions.len())),
        ("outcome", outcome_found(record, &replayed)),
        ("scores", scores_found(record, &replayed)),
    ];
    Verification {
        checks: found
            .into_iter()
            .map(|(name, (passed, detail))| Check {
                name,
                passed,
                detail,
            })
            .collect(),
    }
}

/// The record's format is this version's: passed, and what was found.
fn format_found(record: &MatchRecordFile) -> (bool, String) {
    if record.format == FORMAT {
        (
            true,
            format!("{FORMAT}, Match #{} ({})", record.match_id, record.game),
        )
    } else {
        (false, format!("`{}` is not `{FORMAT}`", record.format))
    }
}

/// The commitment recomputed from the record's salt and seed is the one published at the
/// toss.
fn commitment_found(record: &MatchRecordFile) -> (bool, String) {
    let seed = record.seed.0;
    match (&record.salt, &record.commitment) {
        (Some(salt), Some(published)) => {
            let recomputed = commitment(salt, seed);
            if !is_salt(salt) {
                (
                    false,
                    format!("the salt `{salt}` is not 32 lowercase hex digits"),
                )
            } else if &recomputed == published {
                (
                    true,
                    format!(
                        "sha256(\"{salt}:{seed}\") = {recomputed}, the commitment published at the toss"
                    ),
                )
            } else {
                (
                    false,
                    format!(
                        "sha256(\"{salt}:{seed}\") = {recomputed}, but the commitment published at the toss is {published}"
                    ),
                )
            }
        }
        (None, None) => (
            false,
            "no commitment was made for this match (it was made before deal commitments): \
             its deal cannot be shown to have been fixed before play"
                .to_string(),
        ),
        (None, Some(_)) => (false, "the record has a commitment but no salt".to_string()),
        (Some(_), None) => (false, "the record has a salt but no commitment".to_string()),
    }
}

/// The toss `tossed` from the seed is the one recorded (a Death Match records the
/// seed's toss too, though nobody tossed).
fn toss_found(record: &MatchRecordFile, tossed: &Toss) -> (bool, String) {
    let detail = if record.deathmatch.is_some() {
        "no toss: a Death Match, where the DMO (seat B) picks who goes first".to_string()
    } else if *tossed == record.toss {
        format!(
            "the seed's toss is the one recorded: seat {} won it",
            tossed.winner
        )
    } else {
        format!(
            "the seed's toss has {} reveal(s) won by seat {}, not the toss recorded",
            tossed.reveals.len(),
            tossed.winner
        )
    };
    (*tossed == record.toss, detail)
}

/// The seat that moved first follows from the choice of `chooser`, the seat that was to
/// choose (or is `chooser` when nobody chose).
fn first_seat_found(record: &MatchRecordFile, chooser: Seat) -> (bool, String) {
    match &record.choice {
        Some(c) if c.seat != chooser => (
            false,
            format!("seat {} chose, but seat {chooser} was to choose", c.seat),
        ),
        Some(c) => {
            let first = if c.go_first { c.seat } else { c.seat.other() };
            (
                first == record.first,
                format!(
                    "seat {} chose to go {}, so seat {first} moves first; the record says seat {}",
                    c.seat,
                    if c.go_first { "first" } else { "second" },
                    record.first
                ),
            )
        }
        None => (
            record.first == chooser,
            format!(
                "no choice was made (resigned before it): the chooser, seat {chooser}, counts as first; the record says seat {}",
                record.first
            ),
        ),
    }
}

/// Both seats' starting views, re-dealt from the seed, are the ones recorded.
fn deal_found(record: &MatchRecordFile) -> (bool, String) {
    let table = match games::replay_json(record.game, &record.log(&[])) {
        Ok(table) => table,
        Err(e) => return (false, format!("cannot deal: {e}")),
    };
    let views = BySeat::from_fn(|seat| table.view_json(seat));
    let wrong: Vec<String> = Seat::BOTH
        .into_iter()
        .filter(|s| views[*s] != record.deal[*s])
        .map(|s| format!("seat {s}"))
        .collect();
    if wrong.is_empty() {
        (
            true,
            "re-dealt from the seed, both seats' starting views are the ones recorded".to_string(),
        )
    } else {
        (
            false,
            format!(
                "re-dealt from the seed, the starting view of {} differs from the record",
                wrong.join(" and ")
            ),
        )
    }
}

/// Every one of the record's `actions` actions is legal, in the order recorded.
fn replay_found(replayed: &Result<AnyTable, LogError>, actions: usize) -> (bool, String) {
    match replayed {
        Ok(_) => (
            true,
            format!("all {actions} actions are legal, in the order recorded"),
        ),
        Err(e) => (false, e.to_string()),
    }
}

/// The replay ends as the record says: a win or a draw (a drawn Death Match going to its
/// DMO unless its host let draws stand), or no result for a match its host voided.
fn outcome_found(
    record: &MatchRecordFile,
    replayed: &Result<AnyTable, LogError>,
) -> (bool, String) {
    let Ok(table) = replayed else {
        return (false, "not checked: the replay failed".to_string());
    };
    let recorded = &record.result;
    let words = |o: Option<Outcome>| o.map_or_else(|| "no result".to_string(), outcome_words);
    let replayed = table
        .outcome()
        .map(|o| super::deathmatch::dm_outcome(record.deathmatch.as_ref(), o));
    match (replayed, recorded.outcome, &recorded.void) {
        (None, None, Some(reason)) => (
            true,
            format!("voided by the Death Match's host ({reason}): no result, as recorded"),
        ),
        (Some(outcome), Some(wanted), _) if outcome == wanted => {
            (true, format!("{}, as recorded", outcome_words(outcome)))
        }
        (None, wanted, _) => (
            false,
            format!(
                "the replay is not over, but the record says {}",
                words(wanted)
            ),
        ),
        (got, wanted, _) => (
            false,
            format!(
                "the replay ends in {}, but the record says {}",
                words(got),
                words(wanted)
            ),
        ),
    }
}

/// The replay's scores are the ones recorded.
fn scores_found(record: &MatchRecordFile, replayed: &Result<AnyTable, LogError>) -> (bool, String) {
    let Ok(table) = replayed else {
        return (false, "not checked: the replay failed".to_string());
    };
    let scores = table.scores();
    let recorded = record.result.scores;
    let words = |s: BySeat<u32>| format!("A {}, B {}", s.a, s.b);
    if scores == recorded {
        (true, format!("{}, as recorded", words(scores)))
    } else {
        (
            false,
            format!(
                "the replay scores {}, but the record says {}",
                words(scores),
                words(recorded)
            ),
        )
    }
}

fn outcome_words(outcome: Outcome) -> String {
    match outcome {
        Outcome::Draw => "a draw".to_string(),
        Outcome::Win { winner, reason } => format!(
            "a win for seat {winner} ({})",
            match reason {
                EndReason::Play => "by the rules",
                EndReason::Forfeit => "by forfeit",
                EndReason::Resignation => "by resignation",
            }
        ),
    }
}
