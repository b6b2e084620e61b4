//! A finished match step by step (`/replay`): every state from the deal to the end,
//! rebuilt with the rules from the log its record holds ([`games::replay_steps_json`]),
//! each with what the channel saw then and both seats' hands.
//!
//! The hands are why this type exists apart from [`super::PublicMatch`]: a finished
//! match's record shows every hand to its players, so once a match is over its replay
//! may show them too. The service makes a [`MatchReplay`] only from a finished match's
//! record (`Matches::replay`), and a live match's is refused.

use super::fairness::MatchRecordFile;
use super::games::{self, AnyPublic, AnyView, JsonLog, LogError, StepAction};
use super::{MatchInfo, MatchStatus};
use crate::rules::{BySeat, Seat};

/// A finished match, every step of it.
#[derive(Clone, Debug)]
pub struct MatchReplay {
    /// The finished match, as anybody may know it.
    pub info: MatchInfo,
    /// The deal (step 0), then one step per action, to the end.
    pub steps: Vec<ReplayStep>,
}

/// One state of a finished match.
#[derive(Clone, Debug)]
pub struct ReplayStep {
    /// The match as it stood: whose move, scores, missed turns; the result at the end.
    pub info: MatchInfo,
    pub public: AnyPublic,
    /// Each seat's own view: its hand, shown because the match is over.
    pub hands: BySeat<AnyView>,
    /// The action that led here, and its seat; `None` for the deal.
    pub action: Option<(Seat, StepAction)>,
}

impl MatchReplay {
    /// The replay of a finished match from its record; `info` is the finished match's.
    pub(crate) fn of_record(
        info: MatchInfo,
        record: &MatchRecordFile,
    ) -> Result<MatchReplay, LogError> {
        let actions = record.action_list();
        MatchReplay::of_log(info, &record.log(&actions))
    }

    /// The replay of a finished match from its log (`info.game`'s); `info` is the
    /// finished match's.
    pub(crate) fn of_log(info: MatchInfo, log: &JsonLog<'_>) -> Result<MatchReplay, LogError> {
        let steps = games::replay_steps_json(info.game, log)?;
        let last = steps.len() - 1;
        let steps = steps
            .into_iter()
            .enumerate()
            .map(|(index, step)| ReplayStep {
                info: info_at(&info, &step, index == last),
                public: step.public,
                hands: step.views,
                action: step.action,
            })
            .collect();
        Ok(MatchReplay { info, steps })
    }

    /// The last step's number: the end.
    pub fn last(&self) -> usize {
        self.steps.len() - 1
    }

    /// Step `index`, or the end when past it.
    pub fn step(&self, index: usize) -> (usize, &ReplayStep) {
        let index = index.min(self.last());
        (index, &self.steps[index])
    }
}

/// The match's info as it stood at a step: the finished match's at the end; before it,
/// still under way, with that step's turn, scores and missed turns, and no clock, pause
/// or host's ruling.
fn info_at(finished: &MatchInfo, step: &games::TableStep, last: bool) -> MatchInfo {
    let mut info = finished.clone();
    info.deadline = None;
    info.toss = None;
    info.picker = None;
    info.scores = step.scores;
    info.strikes = step.strikes;
    if let Some(dm) = info.dm.as_mut() {
        dm.paused = None;
        dm.running_reserve = None;
    }
    if !last {
        info.status = MatchStatus::Active;
        info.to_move = step.to_move;
        info.outcome = None;
        info.table_outcome = step.outcome;
        if let Some(dm) = info.dm.as_mut() {
            dm.ruling = None;
        }
    }
    info
}
