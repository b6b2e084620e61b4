//! A match: everything known about it ([`MatchSnapshot`], hidden cards included, for the
//! service and the storage only) and what others may know of it ([`MatchInfo`], with the
//! public view or one seat's own view).

use super::games::{AnyEvents, AnyPublic, AnyTable, AnyView, MatchSettings};
use super::tournaments::TournamentTag;
use super::{DeathMatch, MatchId, Place, UserId};
use crate::ai::Level;
use crate::rules::toss::{self, Toss};
use crate::rules::{BySeat, GameKind, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// Where a match stands: the toss winner still choosing, or the game under way. It holds
/// the full table, hidden cards included, so it never leaves the service: other layers get
/// [`MatchInfo`] with [`AnyPublic`] or one seat's [`AnyView`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum MatchPhase {
    Choosing {
        toss: Toss,
    },
    /// A Death Match before its first move: the DMO picks who goes first (no toss).
    Picking {
        picker: Seat,
    },
    Playing(Box<AnyTable>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MatchStatus {
    Active,
    Finished,
}

/// Everything known about a match, hidden cards included: the service's own record.
#[derive(Clone, Debug)]
pub struct MatchSnapshot {
    pub id: MatchId,
    pub place: Place,
    /// The public table message, once posted.
    pub message_id: Option<u64>,
    pub game: GameKind,
    /// Seat A is the challenger, seat B the opponent.
    pub players: BySeat<UserId>,
    pub settings: MatchSettings,
    pub seed: u64,
    /// The secret salt of the deal commitment ([`fairness`]); `None` for a match made
    /// before commitments. Revealed only by the record of a finished match.
    pub salt: Option<String>,
    pub phase: MatchPhase,
    /// Counts committed steps (the choice, moves, timeouts, resignation): buttons carry it,
    /// so a click from an earlier step is recognised.
    pub version: u32,
    /// When the clock of the player to move runs out (unix ms), if timed.
    pub deadline: Option<i64>,
    pub status: MatchStatus,
    pub created_at: i64,
    /// A Death Match's host, settings, pause, reserves and ruling.
    pub dm: Option<DeathMatch>,
    /// Counts every saved change (moves, clocks, host actions, reserves): the table
    /// message is owed a redraw while the revision it shows is lower ([`outbox`]).
    pub revision: u64,
    /// The revision the table message shows.
    pub table_revision: u64,
    /// The seat the bot plays, in a match against the bot.
    pub bot: Option<BotSeat>,
    /// The tournament (and round) a match belongs to, with an organiser's ruling.
    pub tournament: Option<TournamentTag>,
    /// Whether it is played in a thread of its own (`place.channel` is the thread then).
    pub thread: MatchThread,
}

/// Whether a match is played in a public thread of its own ([`super::settings::Threads`]).
/// While it is, `place.channel` is the thread, so its table, posts and links go there.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchThread {
    /// Played in its channel.
    #[default]
    No,
    /// Its thread is owed: the outbox opens it before the match's first post.
    Wanted,
    /// Played in its thread, opened in channel `parent`.
    Open { parent: u64 },
    /// Played in its channel: its thread could not be opened, or was lost (deleted, or
    /// locked by a moderator), for `reason`.
    Failed { reason: ThreadLoss },
}

/// Why a match's thread could not be opened, or was lost: stored as a code, worded in the
/// reader's language at the edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThreadLoss {
    /// The bot may not create public threads in the match's channel.
    NoPermission,
    /// Discord refused to open it for another reason.
    NotOpened,
    /// It was deleted during the match.
    Deleted,
    /// It was locked during the match.
    Locked,
    /// It became closed to the bot during the match.
    Closed,
    /// A reason stored as English words (before the codes) that none of these reads.
    Unknown,
}

impl ThreadLoss {
    pub const ALL: [ThreadLoss; 6] = [
        ThreadLoss::NoPermission,
        ThreadLoss::NotOpened,
        ThreadLoss::Deleted,
        ThreadLoss::Locked,
        ThreadLoss::Closed,
        ThreadLoss::Unknown,
    ];

    /// Its code in storage and in the catalogue's keys (`no-permission`).
    pub fn code(self) -> &'static str {
        match self {
            ThreadLoss::NoPermission => "no-permission",
            ThreadLoss::NotOpened => "not-opened",
            ThreadLoss::Deleted => "deleted",
            ThreadLoss::Locked => "locked",
            ThreadLoss::Closed => "closed",
            ThreadLoss::Unknown => "unknown",
        }
    }

    /// A stored reason: a code, or the English words stored before the codes (read by
    /// their beginning, else [`ThreadLoss::Unknown`]).
    pub fn from_stored(stored: &str) -> ThreadLoss {
        if let Some(loss) = ThreadLoss::ALL.into_iter().find(|l| l.code() == stored) {
            return loss;
        }
        const ENGLISH: [(&str, ThreadLoss); 5] = [
            (
                "could not be opened: the bot may not create public threads",
                ThreadLoss::NoPermission,
            ),
            ("could not be opened", ThreadLoss::NotOpened),
            ("was deleted", ThreadLoss::Deleted),
            ("was locked", ThreadLoss::Locked),
            ("became closed to the bot", ThreadLoss::Closed),
        ];
        ENGLISH
            .into_iter()
            .find(|(words, _)| stored.starts_with(words))
            .map_or(ThreadLoss::Unknown, |(_, loss)| loss)
    }
}

impl MatchThread {
    pub fn as_str(&self) -> Option<&'static str> {
        match self {
            MatchThread::No => None,
            MatchThread::Wanted => Some("wanted"),
            MatchThread::Open { .. } => Some("open"),
            MatchThread::Failed { .. } => Some("failed"),
        }
    }
}

impl MatchSnapshot {
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|s| self.players[*s] == user)
    }

    /// Whose decision it is: the toss winner while choosing, else the seat to move.
    pub fn to_move(&self) -> Option<Seat> {
        match (&self.phase, self.status) {
            (_, MatchStatus::Finished) => None,
            (MatchPhase::Choosing { toss }, _) => Some(toss.winner),
            (MatchPhase::Picking { picker }, _) => Some(*picker),
            (MatchPhase::Playing(table), _) => table.to_move(),
        }
    }

    /// The game's table, once its first player is chosen.
    pub fn table(&self) -> Option<&AnyTable> {
        match &self.phase {
            MatchPhase::Playing(table) => Some(table),
            MatchPhase::Choosing { .. } | MatchPhase::Picking { .. } => None,
        }
    }

    /// The match's result: the table's, except that a drawn Death Match goes to the DMO
    /// (unless its host let draws stand).
    pub fn outcome(&self) -> Option<Outcome> {
        let outcome = self.table().and_then(AnyTable::outcome)?;
        Some(super::deathmatch::dm_outcome(self.dm.as_ref(), outcome))
    }

    /// What anybody may know about the match, without any card.
    pub fn info(&self) -> MatchInfo {
        let table = self.table();
        MatchInfo {
            id: self.id,
            place: self.place,
            message_id: self.message_id,
            game: self.game,
            players: self.players,
            settings: self.settings,
            version: self.version,
            deadline: self.deadline,
            status: self.status,
            created_at: self.created_at,
            toss: match &self.phase {
                MatchPhase::Choosing { toss } => Some(toss.clone()),
                _ => None,
            },
            picker: match self.phase {
                MatchPhase::Picking { picker } => Some(picker),
                _ => None,
            },
            table_outcome: table.and_then(AnyTable::outcome),
            dm: self.dm.clone(),
            revision: self.revision,
            table_revision: self.table_revision,
            bot: self.bot,
            tournament: self.tournament.clone(),
            thread: self.thread.clone(),
            to_move: self.to_move(),
            outcome: self.outcome(),
            strikes: table.map(AnyTable::strikes).unwrap_or_default(),
            scores: table.map(AnyTable::scores).unwrap_or_default(),
            commitment: self
                .salt
                .as_deref()
                .map(|salt| super::fairness::commitment(salt, self.seed)),
        }
    }

    /// The match as the channel may see it.
    pub fn public(&self) -> PublicMatch {
        PublicMatch {
            info: self.info(),
            table: self.table().map(AnyTable::public_view),
        }
    }

    /// The match as `seat` may see it. Before the game starts, a game that deals before
    /// the toss (Clash) shows the seat its hand.
    pub fn seat(&self, seat: Seat) -> SeatMatch {
        let view = match &self.phase {
            MatchPhase::Playing(table) => Some(table.view(seat)),
            MatchPhase::Choosing { .. } | MatchPhase::Picking { .. } => {
                super::games::dealt_view(self.game, &self.settings, self.seed, seat)
            }
        };
        SeatMatch {
            info: self.info(),
            seat,
            view,
        }
    }
}

/// What anybody may know about a match: who plays what, where, whose move, the clock,
/// strikes and scores. It has no field that can hold a card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchInfo {
    pub id: MatchId,
    pub place: Place,
    /// The public table message, once posted.
    pub message_id: Option<u64>,
    pub game: GameKind,
    /// Seat A is the challenger, seat B the opponent.
    pub players: BySeat<UserId>,
    pub settings: MatchSettings,
    /// Buttons carry it, so a click from an earlier step is recognised.
    pub version: u32,
    /// When the clock of the player to move runs out (unix ms), if timed.
    pub deadline: Option<i64>,
    pub status: MatchStatus,
    pub created_at: i64,
    /// The toss, while its winner chooses who goes first (its cards are public).
    pub toss: Option<Toss>,
    /// A Death Match's DMO seat, while it picks who goes first (there is no toss).
    pub picker: Option<Seat>,
    /// The game's own result, before a Death Match's rule on draws.
    pub table_outcome: Option<Outcome>,
    /// A Death Match's host, settings, pause, reserves and ruling (all public).
    pub dm: Option<DeathMatch>,
    /// Counts every saved change: what a table message drawn from this info shows.
    pub revision: u64,
    /// The revision the table message shows: it is behind while this is lower.
    pub table_revision: u64,
    /// The seat the bot plays, in a match against the bot.
    pub bot: Option<BotSeat>,
    /// The tournament (and round) a match belongs to, with an organiser's ruling.
    pub tournament: Option<TournamentTag>,
    /// Whether it is played in a thread of its own.
    pub thread: MatchThread,
    /// Whose decision it is: the toss winner while choosing, else the seat to move.
    pub to_move: Option<Seat>,
    pub outcome: Option<Outcome>,
    pub strikes: BySeat<u32>,
    pub scores: BySeat<u32>,
    /// The deal commitment, public from the toss on ([`super::fairness::commitment`]); `None`
    /// for a match made before commitments.
    pub commitment: Option<String>,
}

impl MatchInfo {
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|s| self.players[*s] == user)
    }

    pub fn is_over(&self) -> bool {
        self.status == MatchStatus::Finished
    }

    /// Whether the first player is still being chosen (a toss winner or a DMO picking).
    pub fn choosing(&self) -> bool {
        self.toss.is_some() || self.picker.is_some()
    }

    pub fn is_paused(&self) -> bool {
        self.dm.as_ref().is_some_and(DeathMatch::is_paused)
    }

    /// The channel the match was started in: its thread's parent while it is played in
    /// a thread, else the channel it is played in.
    pub fn home(&self) -> u64 {
        match self.thread {
            MatchThread::Open { parent } => parent,
            _ => self.place.channel,
        }
    }

    /// The thread the match is played in, if it is.
    pub fn in_thread(&self) -> Option<u64> {
        matches!(self.thread, MatchThread::Open { .. }).then_some(self.place.channel)
    }
}

/// A match as its channel may see it: the info and, once the game is under way, the
/// public view of the table.
#[derive(Clone, Debug)]
pub struct PublicMatch {
    pub info: MatchInfo,
    pub table: Option<AnyPublic>,
}

/// A match as one of its players may see it: the info and that seat's own view (before
/// the game starts, only for a game that deals before the toss).
#[derive(Clone, Debug)]
pub struct SeatMatch {
    pub info: MatchInfo,
    pub seat: Seat,
    pub view: Option<AnyView>,
}

/// What a committed move produced: the match as the channel sees it now, the move's
/// events (public by the rules' contract), and the mover's own view after it.
#[derive(Clone, Debug)]
pub struct MoveResult {
    pub public: PublicMatch,
    pub events: AnyEvents,
    pub mover: SeatMatch,
    /// The move handed the turn over (or ended the match); `false` while a turn of
    /// several actions goes on.
    pub turn_passed: bool,
}

/// The seat the bot holds in a match against it, and how well it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotSeat {
    pub seat: Seat,
    pub level: Level,
}

/// The deadline after a change: a fresh clock when the turn passed, the running clock
/// when the same turn goes on (several actions in one turn), none when untimed or over.
pub fn deadline_for(
    snapshot: &MatchSnapshot,
    now: i64,
    before: Option<(u32, Option<i64>)>,
) -> Option<i64> {
    if snapshot.settings.turn_seconds == 0
        || snapshot.status != MatchStatus::Active
        || snapshot.dm.as_ref().is_some_and(DeathMatch::is_paused)
    {
        return None;
    }
    let fresh = now + i64::from(snapshot.settings.turn_seconds) * 1000;
    match (snapshot.table(), before) {
        (Some(table), Some((turn, Some(deadline)))) if table.turn() == turn => Some(deadline),
        _ => Some(fresh),
    }
}

/// A new match, before its first player is chosen: the toss made (from the seed) and
/// the clock set. Seat A is the challenger.
pub fn new_match(
    place: Place,
    game: GameKind,
    players: BySeat<UserId>,
    settings: MatchSettings,
    (seed, salt): (u64, String),
    now: i64,
    bot: Option<BotSeat>,
) -> MatchSnapshot {
    let mut snapshot = MatchSnapshot {
        id: 0,
        place,
        message_id: None,
        game,
        players,
        settings,
        seed,
        salt: Some(salt),
        phase: MatchPhase::Choosing {
            toss: toss::for_game(seed),
        },
        version: 0,
        deadline: None,
        status: MatchStatus::Active,
        created_at: now,
        dm: None,
        revision: 0,
        table_revision: 0,
        bot,
        tournament: None,
        thread: MatchThread::No,
    };
    snapshot.deadline = deadline_for(&snapshot, now, None);
    snapshot
}

/// Starts the game of a match whose first player was just chosen.
pub fn start_table(m: &mut MatchSnapshot, first: Seat) {
    let table = AnyTable::new(m.game, &m.settings, m.seed, first);
    m.phase = MatchPhase::Playing(Box::new(table));
}

/// Who chooses (a toss's winner) or picks (a DMO) who goes first, while nobody has played;
/// `None` once the game is on.
pub fn first_chooser(phase: &MatchPhase) -> Option<Seat> {
    match phase {
        MatchPhase::Choosing { toss } => Some(toss.winner),
        MatchPhase::Picking { picker } => Some(*picker),
        MatchPhase::Playing(_) => None,
    }
}

/// The match's table, started with the chooser going first when nobody has played yet:
/// a match ended before its first move (a resignation, an award) still has it in its log.
pub fn table_started(m: &mut MatchSnapshot) -> &mut AnyTable {
    if let Some(first) = first_chooser(&m.phase) {
        start_table(m, first);
    }
    let MatchPhase::Playing(table) = &mut m.phase else {
        unreachable!("started above")
    };
    table
}

/// The action a change just logged, for its `moves` row.
pub fn logged(table: &AnyTable) -> anyhow::Result<String> {
    table
        .last_action_json()
        .ok_or_else(|| anyhow::anyhow!("the change logged no action"))
}

/// The `moves` row of the first player's choice (not an action of the table).
pub fn choice_json(go_first: bool) -> String {
    serde_json::json!({ "Choose": if go_first { "first" } else { "second" } }).to_string()
}

/// A running match, as a server's list of them shows it: its public facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunningMatch {
    pub id: MatchId,
    pub game: GameKind,
    pub players: BySeat<UserId>,
    pub created_at: i64,
}

/// What start-up knows of an active match without reading its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Head {
    pub id: MatchId,
    pub players: BySeat<UserId>,
    pub version: u32,
    pub deadline: Option<i64>,
    /// Against the bot or a Death Match: loaded whole at start-up.
    pub eager: bool,
}

/// The match info of a table in a render test (fixed players, place and clock).
#[cfg(any(test, feature = "test-support"))]
pub fn info_of<G: crate::model::Hosted>(table: &crate::rules::Table<G>, version: u32) -> MatchInfo {
    MatchInfo {
        id: 7,
        place: Place {
            guild: 1,
            channel: 2,
        },
        message_id: Some(3),
        game: G::KIND,
        players: BySeat::new(101, 202),
        settings: MatchSettings {
            target: None,
            turn_seconds: 60,
            max_strikes: 5,
        },
        version,
        deadline: Some(1_700_000_000_000),
        status: if table.outcome().is_some() {
            MatchStatus::Finished
        } else {
            MatchStatus::Active
        },
        created_at: 0,
        toss: None,
        picker: None,
        table_outcome: table.outcome(),
        revision: 0,
        table_revision: 0,
        dm: None,
        bot: None,
        tournament: None,
        thread: crate::model::MatchThread::No,
        to_move: table.to_move(),
        outcome: table.outcome(),
        strikes: table.strikes(),
        scores: table.game().scores(),
        commitment: None,
    }
}

#[cfg(test)]
mod thread_loss_tests {
    use super::ThreadLoss;

    #[test]
    fn a_stored_reason_reads_back_as_its_code_and_old_english_rows_still_read() {
        for loss in ThreadLoss::ALL {
            assert_eq!(ThreadLoss::from_stored(loss.code()), loss);
        }
        for (stored, loss) in [
            (
                "could not be opened: the bot may not create public threads in <#5> (50013)",
                ThreadLoss::NoPermission,
            ),
            ("could not be opened (500)", ThreadLoss::NotOpened),
            ("was deleted during the match (10003)", ThreadLoss::Deleted),
            ("was locked during the match (50083)", ThreadLoss::Locked),
            (
                "became closed to the bot during the match",
                ThreadLoss::Closed,
            ),
            ("something else", ThreadLoss::Unknown),
        ] {
            assert_eq!(ThreadLoss::from_stored(stored), loss, "{stored}");
        }
    }
}
