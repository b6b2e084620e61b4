//! Matches played in memory and written through the service's own storage code (the
//! writer's save, the rows a match accumulates), so `benches/bot/storage.rs` times the real
//! thing without driving 700 clicks through Discord, and the storage tests read back
//! exactly what was saved.
//!
//! Written against the library's public API, as every bench is: included with
//! `#[path = "support/played.rs"] mod played;` by the benches, and by the library's own
//! tests (`storage/matches/tests.rs`), where `clash_bot` names the crate itself.

use clash_bot::cards::{rng_from_seed, GameRng};
use clash_bot::model::games::AnyTable;
use clash_bot::model::matches::{choice_json, new_match, start_table, table_started};
use clash_bot::model::{MatchSettings, MatchSnapshot, MatchStatus, Place, TableError};
use clash_bot::rules::{BySeat, GameKind, Seat};
use clash_bot::storage::{matches, records};
use rusqlite::Connection;

/// A match as the service holds it, with the log rows its saves wrote.
pub struct Played {
    snapshot: MatchSnapshot,
    /// Every `moves` row so far: the toss winner's choice, then each action.
    rows: Vec<(Seat, String)>,
    rng: GameRng,
}

impl Played {
    /// A match of `kind` (`target` as a challenge sets it), its toss winner gone first,
    /// then played with random moves for `actions` actions or until it ends.
    pub fn new(kind: GameKind, target: Option<u32>, seed: u64, actions: usize) -> Played {
        let settings = MatchSettings {
            target,
            turn_seconds: 0,
            max_strikes: 5,
        };
        let first = if seed.is_multiple_of(2) {
            Seat::A
        } else {
            Seat::B
        };
        let mut snapshot = new_match(
            Place {
                guild: 1,
                channel: 2,
            },
            kind,
            BySeat::new(1_000 + seed * 2, 1_001 + seed * 2),
            settings,
            (seed, "00112233445566778899aabbccddeeff".to_string()),
            1_700_000_000_000,
            None,
        );
        start_table(&mut snapshot, first);
        snapshot.message_id = Some(3);
        snapshot.version = 1;
        snapshot.revision = 1;
        snapshot.table_revision = 1;
        let mut played = Played {
            snapshot,
            rows: vec![(first, choice_json(true))],
            rng: rng_from_seed(seed ^ 0x5eed),
        };
        while played.actions() < actions && played.step() {}
        played
    }

    /// Actions in the table's log.
    pub fn actions(&self) -> usize {
        self.table().log_len()
    }

    pub fn is_over(&self) -> bool {
        self.snapshot.status == MatchStatus::Finished
    }

    fn table(&self) -> &AnyTable {
        self.snapshot.table().expect("started")
    }

    /// Plays one random action, as a change does; `false` once the match is over.
    pub fn step(&mut self) -> bool {
        self.act(|table, rng| {
            let seat = table.to_move().expect("not over");
            let mv = table.random_move(rng).expect("not over");
            table.play(seat, mv).map(|_| ())
        })
    }

    /// Takes one action on the table with `act` (which must log one), as a change does;
    /// `false` once the match is over.
    pub fn act(
        &mut self,
        act: impl FnOnce(&mut AnyTable, &mut GameRng) -> Result<(), TableError>,
    ) -> bool {
        let table = table_started(&mut self.snapshot);
        if table.to_move().is_none() {
            return false;
        }
        let logged = table.log_len();
        act(table, &mut self.rng).expect("the action is legal");
        assert_eq!(table.log_len(), logged + 1, "one action logged");
        let seat = table.last_action_seat().expect("logged");
        let action = table.last_action_json().expect("logged");
        self.rows.push((seat, action));
        self.snapshot.version += 1;
        self.snapshot.revision += 1;
        if self.snapshot.outcome().is_some() {
            self.snapshot.status = MatchStatus::Finished;
        }
        true
    }

    /// What a change does in memory before its save: copies the match (the service
    /// changes a copy, kept once committed) and takes the next random action on the copy,
    /// which is then dropped. `false` if the match is over.
    #[allow(dead_code)] // the benches' only
    pub fn step_a_copy(&self) -> bool {
        let mut copy = Played {
            snapshot: self.snapshot.clone(),
            rows: Vec::new(),
            rng: self.rng.clone(),
        };
        copy.step()
    }

    /// Writes the whole match as the service would have left it: the match row, every log
    /// row, the state after the last one. Sets the match's id.
    pub fn insert(&mut self, conn: &Connection, now: i64) -> anyhow::Result<i64> {
        let mut fresh = self.snapshot.clone();
        fresh.status = MatchStatus::Active;
        let id = matches::match_insert(conn, &fresh)?;
        self.snapshot.id = id;
        for (number, (seat, action)) in self.rows.iter().enumerate() {
            matches::move_insert(conn, id, number as u32, *seat, action, now)?;
        }
        matches::match_save(conn, &self.snapshot, None, now)?;
        Ok(id)
    }

    /// Saves the match after its last action exactly as the writer does (the state and
    /// the action's log row; the result too if it just ended). Returns the bytes of text
    /// that save wrote: the stored state and the row's action.
    pub fn save(&self, conn: &Connection, now: i64) -> anyhow::Result<usize> {
        let (seat, action) = self.rows.last().expect("the choice at least");
        matches::match_save(conn, &self.snapshot, Some((*seat, action)), now)?;
        records::match_record(conn, &self.snapshot, now)?;
        Ok(self.state_bytes() + action.len())
    }

    /// The match as the service holds it.
    #[allow(dead_code)] // the library's tests' only
    pub fn snapshot(&self) -> &MatchSnapshot {
        &self.snapshot
    }

    /// The length of the match's state as stored.
    pub fn state_bytes(&self) -> usize {
        matches::state_json(&self.snapshot)
            .expect("the state serializes")
            .len()
    }
}
