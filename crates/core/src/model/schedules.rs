//! Events planned ahead (a Death Match or a tournament at a set time): their reminders,
//! the check-in window before the start, the start itself and the grace after it for
//! whoever has not checked in. Pure: what is due at a time, and what doing it changes,
//! is a function of the schedule and the clock; the service stores and runs it.
//!
//! The order of an event's life: reminders at the server's chosen times before the start
//! (24 h, 1 h, 10 min by default); the check-in window opens (15 min before by default;
//! none when the server set it to 0); the start, when everyone due has checked in; else a
//! grace after the start (the host's choice, 5 min by default), at whose end a Death Match
//! is forfeited by the one who did not check in (both missing: it lapses, for the host to
//! reschedule or cancel) and a tournament starts with those who did.

pub use super::deathmatch::DmPlan;
use super::tournaments::TournamentId;
use super::{MatchId, Place, UserId};
use crate::rules::GameKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

pub type ScheduleId = i64;

/// The server's defaults: reminders 24 h, 1 h and 10 min before; check-in 15 min.
pub const DEFAULT_REMINDERS: [u32; 3] = [24 * 3600, 3600, 600];
pub const DEFAULT_CHECKIN_SECS: u32 = 15 * 60;
/// The host's default grace after the start for a missing player.
pub const DEFAULT_GRACE_SECS: u32 = 5 * 60;
/// The most reminders a server may set.
pub const MAX_REMINDERS: usize = 5;
/// The longest cancellation reason.
pub const MAX_CANCEL_REASON: usize = 300;

/// What is planned: a Death Match's terms, or a tournament (whose sign-up runs until its
/// check-in).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Plan {
    DeathMatch(DmPlan),
    /// A tournament (its name and game kept for the announcement): its sign-up runs until
    /// the start; whoever signed up checks in.
    Tournament {
        id: TournamentId,
        name: String,
        game: GameKind,
    },
}

/// When things happen around the start, fixed when it is scheduled (from the server's
/// settings and the host's grace).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Terms {
    /// Seconds before the start, each a reminder.
    pub reminders: Vec<u32>,
    /// The check-in window's length before the start; 0: no check-in.
    pub checkin_secs: u32,
    pub grace_secs: u32,
}

/// Where an event is in its life.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Before its start, or in the grace after it.
    Scheduled,
    /// Started: the Death Match `match_id` (`forfeit`: started only to be awarded to the
    /// player who checked in), or the tournament's play (`round_one`: the matches of its
    /// first round, when it paired them).
    Started {
        match_id: Option<MatchId>,
        forfeit: Option<UserId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        round_one: Vec<MatchId>,
    },
    /// Neither Death Match player checked in by the end of the grace.
    Lapsed,
    /// Called off by its host (their reason) or with its tournament (no reason).
    Cancelled { reason: String },
    /// It could not start when due: worded where it is shown.
    Refused { why: StartRefused },
}

/// Why a scheduled event could not start when due: a Death Match whose terms, vetted when
/// it was planned, no longer hold (the server changed since), or a tournament that too few
/// of its players checked in to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StartRefused {
    /// Its game was turned off on the server.
    GameOff(crate::rules::GameKind),
    /// Its terms no longer hold.
    Terms,
    /// A tournament: only `checked` of its `due` players checked in, fewer than it needs
    /// (`min`); it is called off.
    TooFew { checked: u32, due: u32, min: u32 },
}

/// The Discord Scheduled Event that mirrors it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Mirror {
    /// None made yet.
    #[default]
    None,
    Made(u64),
    /// Made, then completed (its match or tournament over) or cancelled with the schedule:
    /// Discord allows no further change, so it is not looked at again.
    Ended(u64),
    /// Discord refused (the bot lacks Manage Events), or the event was deleted in Discord:
    /// the schedule works without it.
    Refused,
}

/// A planned event, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub id: ScheduleId,
    pub place: Place,
    pub host: UserId,
    pub plan: Plan,
    pub starts_at: i64,
    pub terms: Terms,
    /// Who must check in: a Death Match's two players; a tournament's registered players
    /// (filled when its check-in opens).
    pub players: Vec<UserId>,
    pub checked_in: BTreeSet<UserId>,
    /// The reminders (seconds before) done for the current start time.
    pub reminded: BTreeSet<u32>,
    pub stage: Stage,
    pub status: Status,
    /// Counts every change; the public message and the Discord event show `drawn_revision`.
    pub revision: i64,
    pub drawn_revision: i64,
    pub message_id: Option<u64>,
    pub mirror: Mirror,
    pub created_at: i64,
}

/// Before the check-in, in it, or past the start waiting for the missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    Upcoming,
    CheckIn,
    Grace,
}

/// Something due at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Remind(u32),
    OpenCheckIn,
    Start,
    GraceOver,
}

/// What the service must do for the steps that came due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Post a reminder (`before`: seconds before the start it was due).
    Remind { before: u32 },
    /// Post that check-in is open.
    CheckInOpen,
    /// Start it: everyone due checked in (or no check-in).
    Start,
    /// The start came with players missing: the grace runs.
    Waiting { missing: Vec<UserId> },
    /// The grace ended with `missing` still not in.
    NoShow { missing: Vec<UserId> },
}

/// Why a schedule command or a check-in was refused: typed, worded at the edges.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScheduleError {
    #[error("there is no scheduled event #{0} on this server")]
    NoSuch(ScheduleId),
    #[error("only the host of scheduled event #{0} can change it")]
    NotTheHost(ScheduleId),
    #[error("scheduled event #{0} has already started or ended")]
    NotOpen(ScheduleId),
    #[error("{0}")]
    When(#[from] super::when::WhenError),
    #[error("a reason is needed (at most {MAX_CANCEL_REASON} characters)")]
    BadReason,
    #[error("check-in refused: {0:?}")]
    CheckIn(CheckInRefusal),
    #[error("the server's time zone setting is not valid any more")]
    ServerZone,
}

/// Why a check-in was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckInRefusal {
    NotAPlayer,
    Already,
    NotOpen { opens_at: i64 },
    NoCheckIn,
    Over,
}

impl Schedule {
    /// A new schedule of `plan` by `host` at `starts_at` (ms), made `now` (ms), not stored
    /// yet (no id) and brought to its stage at `now`.
    pub fn new(
        (place, host): (Place, UserId),
        plan: Plan,
        (starts_at, terms): (i64, Terms),
        players: Vec<UserId>,
        now: i64,
    ) -> Schedule {
        let mut schedule = Schedule {
            id: 0,
            place,
            host,
            plan,
            starts_at,
            terms,
            players,
            checked_in: BTreeSet::new(),
            reminded: BTreeSet::new(),
            stage: Stage::Upcoming,
            status: Status::Scheduled,
            revision: 1,
            drawn_revision: 0,
            message_id: None,
            mirror: Mirror::None,
            created_at: now,
        };
        schedule.begin(now);
        schedule
    }

    pub fn checkin_opens_at(&self) -> i64 {
        self.starts_at - i64::from(self.terms.checkin_secs) * 1000
    }

    pub fn grace_ends_at(&self) -> i64 {
        self.starts_at + i64::from(self.terms.grace_secs) * 1000
    }

    pub fn is_open(&self) -> bool {
        self.status == Status::Scheduled
    }

    /// Its tournament is over: called off before the start (then this schedule is
    /// cancelled with the organiser's `reason`, or none), or finished or called off after
    /// it (then only its Discord event is owed its completion). Either way a new revision
    /// for the drawer; whether it was cancelled is returned, for the audit.
    pub fn tournament_over(&mut self, reason: Option<&str>) -> bool {
        let cancel = matches!(self.status, Status::Scheduled | Status::Lapsed);
        if cancel {
            self.status = Status::Cancelled {
                reason: reason.unwrap_or_default().to_string(),
            };
        }
        self.revision += 1;
        cancel
    }

    /// Who is due and has not checked in.
    pub fn missing(&self) -> Vec<UserId> {
        self.players
            .iter()
            .copied()
            .filter(|p| !self.checked_in.contains(p))
            .collect()
    }

    fn all_in(&self) -> bool {
        self.terms.checkin_secs == 0 || self.missing().is_empty()
    }

    /// The next step and when it is due; `None` once it started, lapsed or was cancelled.
    pub fn next(&self) -> Option<(i64, Step)> {
        if !self.is_open() {
            return None;
        }
        if self.stage == Stage::Grace {
            return Some((self.grace_ends_at(), Step::GraceOver));
        }
        let reminder = self
            .terms
            .reminders
            .iter()
            .filter(|r| !self.reminded.contains(r))
            .map(|&r| (self.starts_at - i64::from(r) * 1000, Step::Remind(r)))
            .min_by_key(|(at, _)| *at);
        let checkin = (self.stage == Stage::Upcoming && self.terms.checkin_secs > 0)
            .then(|| (self.checkin_opens_at(), Step::OpenCheckIn));
        let start = Some((self.starts_at, Step::Start));
        // At equal times: reminders first, then the check-in, then the start.
        [reminder, checkin, start]
            .into_iter()
            .flatten()
            .enumerate()
            .min_by_key(|(order, (at, _))| (*at, *order))
            .map(|(_, step)| step)
    }

    /// When the next step is due (what the service's timer waits for).
    pub fn due_at(&self) -> Option<i64> {
        self.next().map(|(at, _)| at)
    }

    /// Does every step due by `now`, in order, and says what the service must do. Of the
    /// reminders that came due together (the bot was down through several), only the one
    /// nearest the start is posted, and none once the start has come.
    pub fn advance(&mut self, now: i64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let mut reminder = None;
        while let Some((at, step)) = self.next() {
            if at > now {
                break;
            }
            match step {
                Step::Remind(before) => {
                    self.reminded.insert(before);
                    if now < self.starts_at {
                        reminder = Some(reminder.map_or(before, |r: u32| r.min(before)));
                    }
                }
                Step::OpenCheckIn => {
                    self.stage = Stage::CheckIn;
                    if now < self.starts_at {
                        effects.push(Effect::CheckInOpen);
                    }
                }
                Step::Start => {
                    // Reminders not yet done are past: no reminder after the start.
                    self.reminded.extend(self.terms.reminders.iter().copied());
                    if self.all_in() {
                        effects.push(Effect::Start);
                        break;
                    }
                    self.stage = Stage::Grace;
                    effects.push(Effect::Waiting {
                        missing: self.missing(),
                    });
                }
                Step::GraceOver => {
                    effects.push(Effect::NoShow {
                        missing: self.missing(),
                    });
                    break;
                }
            }
        }
        if let Some(before) = reminder {
            effects.insert(0, Effect::Remind { before });
        }
        effects
    }

    /// `user` checks in at `now`: `Ok(true)` when that completes the check-in in the grace
    /// (start now), `Ok(false)` otherwise.
    pub fn check_in(&mut self, user: UserId, now: i64) -> Result<bool, CheckInRefusal> {
        if !self.is_open() {
            return Err(CheckInRefusal::Over);
        }
        if self.terms.checkin_secs == 0 {
            return Err(CheckInRefusal::NoCheckIn);
        }
        if !self.players.contains(&user) {
            return Err(CheckInRefusal::NotAPlayer);
        }
        if self.checked_in.contains(&user) {
            return Err(CheckInRefusal::Already);
        }
        if now < self.checkin_opens_at() {
            return Err(CheckInRefusal::NotOpen {
                opens_at: self.checkin_opens_at(),
            });
        }
        if now >= self.grace_ends_at() {
            return Err(CheckInRefusal::Over);
        }
        self.checked_in.insert(user);
        Ok(self.stage == Stage::Grace && self.all_in())
    }

    /// A new start time: reminders, check-in and the grace start over; a lapsed event is
    /// scheduled again.
    pub fn reschedule(&mut self, starts_at: i64) {
        self.starts_at = starts_at;
        self.reminded.clear();
        self.checked_in.clear();
        self.stage = Stage::Upcoming;
        self.status = Status::Scheduled;
    }

    /// Starts its life at `now` (scheduled or rescheduled): the reminders already past are
    /// skipped (a Death Match planned two hours ahead gets no "24 hours" reminder), and a
    /// check-in window that has already opened is open.
    pub fn begin(&mut self, now: i64) {
        let starts_at = self.starts_at;
        self.reminded.extend(
            self.terms
                .reminders
                .iter()
                .copied()
                .filter(|&r| starts_at - i64::from(r) * 1000 <= now),
        );
        if self.terms.checkin_secs > 0 && self.checkin_opens_at() <= now {
            self.stage = Stage::CheckIn;
        }
    }

    /// The Death Match planned, if it is one.
    pub fn deathmatch(&self) -> Option<&DmPlan> {
        match &self.plan {
            Plan::DeathMatch(plan) => Some(plan),
            Plan::Tournament { .. } => None,
        }
    }

    /// The tournament planned, if it is one.
    pub fn tournament(&self) -> Option<TournamentId> {
        match &self.plan {
            Plan::DeathMatch(_) => None,
            Plan::Tournament { id, .. } => Some(*id),
        }
    }

    /// What it is, for the words that differ (`deathmatch` or `tournament`).
    pub fn kind(&self) -> &'static str {
        match &self.plan {
            Plan::DeathMatch(_) => "deathmatch",
            Plan::Tournament { .. } => "tournament",
        }
    }

    /// Its game.
    pub fn game(&self) -> GameKind {
        match &self.plan {
            Plan::DeathMatch(plan) => plan.game,
            Plan::Tournament { game, .. } => *game,
        }
    }
}

/// Whether a scheduled tournament starts with the `playing` of its `due` players (those
/// who checked in, or everyone signed up when it started before its check-in): fewer than a
/// tournament needs call it off.
pub fn tournament_may_start(playing: usize, due: usize) -> Result<(), StartRefused> {
    let min = super::tournaments::MIN_PLAYERS;
    if playing >= min as usize {
        return Ok(());
    }
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    Err(StartRefused::TooFew {
        checked: count(playing),
        due: count(due),
        min,
    })
}

/// What changed a schedule, for the Discord layer's herald to word its posts.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScheduleWhat {
    Rescheduled {
        from: i64,
    },
    Cancelled,
    Reminder {
        before: u32,
    },
    CheckInOpen,
    CheckedIn(UserId),
    /// The start came with players missing: the grace runs.
    Waiting {
        missing: Vec<UserId>,
    },
    /// Started: the Death Match is on.
    Started,
    /// The grace ended: `missing` forfeited (a Death Match awarded to the other player).
    Forfeited {
        missing: UserId,
    },
    /// Neither player came.
    Lapsed,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameKind;
    use proptest::prelude::*;

    const START: i64 = 1_800_000_000_000;
    const EC: UserId = 11;
    const DMO: UserId = 22;
    const MIN: i64 = 60_000;

    fn schedule() -> Schedule {
        Schedule {
            id: 1,
            place: Place {
                guild: 1,
                channel: 2,
            },
            host: 3,
            plan: Plan::DeathMatch(DmPlan::new(GameKind::TilePoker, EC, DMO)),
            starts_at: START,
            terms: Terms {
                reminders: DEFAULT_REMINDERS.to_vec(),
                checkin_secs: DEFAULT_CHECKIN_SECS,
                grace_secs: DEFAULT_GRACE_SECS,
            },
            players: vec![EC, DMO],
            checked_in: BTreeSet::new(),
            reminded: BTreeSet::new(),
            stage: Stage::Upcoming,
            status: Status::Scheduled,
            revision: 0,
            drawn_revision: 0,
            message_id: None,
            mirror: Mirror::None,
            created_at: START - 48 * 60 * MIN,
        }
    }

    #[test]
    fn reminders_then_the_check_in_then_the_start_come_due_in_order() {
        let mut s = schedule();
        assert_eq!(
            s.next(),
            Some((START - 24 * 60 * MIN, Step::Remind(86_400)))
        );
        assert_eq!(
            s.advance(START - 24 * 60 * MIN),
            vec![Effect::Remind { before: 86_400 }]
        );
        assert_eq!(s.advance(START - 61 * MIN), vec![]);
        assert_eq!(
            s.advance(START - 60 * MIN),
            vec![Effect::Remind { before: 3_600 }]
        );
        assert_eq!(s.advance(START - 15 * MIN), vec![Effect::CheckInOpen]);
        assert_eq!(
            s.advance(START - 10 * MIN),
            vec![Effect::Remind { before: 600 }]
        );
        assert_eq!(s.check_in(EC, START - 9 * MIN), Ok(false));
        assert_eq!(s.check_in(DMO, START - 8 * MIN), Ok(false));
        assert_eq!(s.next(), Some((START, Step::Start)));
        assert_eq!(s.advance(START), vec![Effect::Start]);
    }

    #[test]
    fn reminders_missed_while_down_are_posted_once_the_nearest_and_none_after_the_start() {
        let mut s = schedule();
        // Down from before the 24 h reminder to 30 minutes before the start.
        assert_eq!(
            s.advance(START - 30 * MIN),
            vec![Effect::Remind { before: 3_600 }]
        );
        assert_eq!(s.advance(START - 30 * MIN), vec![], "not twice");
        // Down through the 10 min reminder, the check-in's opening and the start.
        let mut late = schedule();
        assert_eq!(
            late.advance(START + MIN),
            vec![Effect::Waiting {
                missing: vec![EC, DMO]
            }]
        );
        assert_eq!(late.stage, Stage::Grace);
    }

    #[test]
    fn a_start_with_a_player_missing_waits_the_grace_then_is_a_no_show() {
        let mut s = schedule();
        s.advance(START - 15 * MIN);
        s.check_in(DMO, START - 5 * MIN).unwrap();
        assert_eq!(
            s.advance(START),
            vec![Effect::Waiting { missing: vec![EC] }]
        );
        assert_eq!(s.next(), Some((START + 5 * MIN, Step::GraceOver)));
        assert_eq!(
            s.advance(START + 5 * MIN),
            vec![Effect::NoShow { missing: vec![EC] }]
        );
    }

    #[test]
    fn the_last_check_in_in_the_grace_starts_it_at_once() {
        let mut s = schedule();
        s.advance(START - 15 * MIN);
        s.check_in(DMO, START - 5 * MIN).unwrap();
        s.advance(START);
        assert_eq!(s.check_in(EC, START + MIN), Ok(true));
    }

    #[test]
    fn check_ins_out_of_the_window_twice_or_by_others_are_refused() {
        let mut s = schedule();
        assert_eq!(
            s.check_in(EC, START - 20 * MIN),
            Err(CheckInRefusal::NotOpen {
                opens_at: START - 15 * MIN
            })
        );
        s.advance(START - 15 * MIN);
        assert_eq!(
            s.check_in(99, START - 14 * MIN),
            Err(CheckInRefusal::NotAPlayer)
        );
        assert_eq!(s.check_in(EC, START - 14 * MIN), Ok(false));
        assert_eq!(
            s.check_in(EC, START - 13 * MIN),
            Err(CheckInRefusal::Already)
        );
        assert_eq!(s.check_in(DMO, START + 6 * MIN), Err(CheckInRefusal::Over));
        s.status = Status::Cancelled { reason: "x".into() };
        assert_eq!(s.check_in(DMO, START - MIN), Err(CheckInRefusal::Over));
    }

    #[test]
    fn without_a_check_in_window_it_starts_at_its_time_with_nobody_checked_in() {
        let mut s = schedule();
        s.terms.checkin_secs = 0;
        s.terms.reminders = vec![];
        assert_eq!(s.next(), Some((START, Step::Start)));
        assert_eq!(s.check_in(EC, START - MIN), Err(CheckInRefusal::NoCheckIn));
        assert_eq!(s.advance(START), vec![Effect::Start]);
    }

    #[test]
    fn a_reschedule_starts_the_reminders_and_the_check_in_over() {
        let mut s = schedule();
        s.advance(START - 10 * MIN);
        s.check_in(EC, START - 9 * MIN).unwrap();
        s.reschedule(START + 24 * 60 * MIN);
        assert!(s.reminded.is_empty() && s.checked_in.is_empty());
        assert_eq!(s.stage, Stage::Upcoming);
        assert_eq!(s.next(), Some((START, Step::Remind(86_400))));
    }

    #[test]
    fn planned_two_hours_ahead_it_skips_the_day_before_reminder() {
        let mut s = schedule();
        s.begin(START - 120 * MIN);
        assert_eq!(s.next(), Some((START - 60 * MIN, Step::Remind(3_600))));
        let mut soon = schedule();
        soon.begin(START - 5 * MIN);
        assert_eq!(soon.stage, Stage::CheckIn);
        assert_eq!(soon.next(), Some((START, Step::Start)));
    }

    #[test]
    fn a_tournament_starts_with_two_who_checked_in_and_is_called_off_with_one() {
        assert_eq!(tournament_may_start(2, 5), Ok(()));
        assert_eq!(
            tournament_may_start(1, 5),
            Err(StartRefused::TooFew {
                checked: 1,
                due: 5,
                min: 2
            })
        );
        assert!(tournament_may_start(0, 0).is_err());
    }

    proptest! {
        /// However the clock is sampled (the bot up or down at any moments), each reminder
        /// is posted at most once, none after the start, and the start or the no-show
        /// comes exactly once.
        #[test]
        fn any_sampling_of_the_clock_posts_each_reminder_at_most_once_and_starts_once(
            mut samples in proptest::collection::vec(0i64..(26 * 60), 1..40),
            checkins in proptest::collection::vec((0usize..2, 0i64..(26 * 60)), 0..4),
        ) {
            samples.sort_unstable();
            let origin = START - 25 * 60 * MIN;
            let mut s = schedule();
            let mut reminded = Vec::new();
            let mut ends = 0;
            let mut events = checkins.clone();
            events.sort_by_key(|(_, at)| *at);
            for minute in samples {
                let now = origin + minute * MIN;
                for (who, at) in events.iter().filter(|(_, at)| origin + at * MIN <= now) {
                    let _ = s.check_in([EC, DMO][*who], origin + at * MIN);
                }
                for effect in s.advance(now) {
                    match effect {
                        Effect::Remind { before } => {
                            prop_assert!(now < START);
                            prop_assert!(!reminded.contains(&before));
                            reminded.push(before);
                        }
                        Effect::Start | Effect::NoShow { .. } => {
                            ends += 1;
                            s.status = Status::Started { match_id: Some(1), forfeit: None, round_one: Vec::new() };
                        }
                        Effect::CheckInOpen | Effect::Waiting { .. } => {}
                    }
                }
            }
            prop_assert!(ends <= 1);
        }
    }
}
