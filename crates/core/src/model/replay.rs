//! A finished match step by step (`/replay` and the web's match page): every state from
//! the deal to the end, rebuilt with the rules from the log its record holds
//! ([`games::replay_steps_json`]), each with what the channel saw then.
//!
//! A replay shows exactly what the match's channel showed, step by step and at the end:
//! the public table of each step, the moves the channel was told of and what every move
//! did (its events, which are public). A hand is never shown, not even once the match is
//! over: cards never revealed stay hidden (the record, with the seed that deals every
//! card, is its players' alone). Each seat's view is kept only to word a public move in
//! its mover's terms ([`ReplayStep::mover_view`]); a move the channel was not told of
//! (Clash's set-up) is [`StepAction::Unseen`]. The service makes a [`MatchReplay`] only
//! from a finished match's record (`Matches::replay`), and a live match's is refused.

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
    /// Each seat's own view, hidden cards and all: never drawn, only read through
    /// [`ReplayStep::mover_view`].
    pub views: BySeat<AnyView>,
    /// The action that led here, and its seat; `None` for the deal.
    pub action: Option<(Seat, StepAction)>,
}

impl MatchReplay {
    /// The replay of a finished match from its record; `info` is the finished match's.
    pub fn of_record(info: MatchInfo, record: &MatchRecordFile) -> Result<MatchReplay, LogError> {
        let actions = record.action_list();
        MatchReplay::of_log(info, &record.log(&actions))
    }

    /// The replay of a finished match from its log (`info.game`'s); `info` is the
    /// finished match's.
    pub fn of_log(info: MatchInfo, log: &JsonLog<'_>) -> Result<MatchReplay, LogError> {
        let steps = games::replay_steps_json(info.game, log)?;
        let last = steps.len() - 1;
        let steps = steps
            .into_iter()
            .enumerate()
            .map(|(index, step)| ReplayStep {
                info: info_at(&info, &step, index == last),
                public: step.public,
                views: step.views,
                action: step.action,
            })
            .collect();
        Ok(MatchReplay { info, steps })
    }

    /// The last step's number: the end.
    pub fn last(&self) -> usize {
        self.steps.len() - 1
    }

    /// The playing cards the channel had been shown by step `upto`: those of the public
    /// tables, of the public moves and of every move's events (all public) up to it.
    /// What the tests hold every drawn step to.
    #[cfg(any(test, feature = "test-support"))]
    pub fn public_cards(&self, upto: usize) -> std::collections::BTreeSet<crate::cards::Card> {
        fn walk(
            value: &serde_json::Value,
            out: &mut std::collections::BTreeSet<crate::cards::Card>,
        ) {
            match value {
                serde_json::Value::String(s) => out.extend(s.parse::<crate::cards::Card>().ok()),
                serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
                serde_json::Value::Object(map) => map.values().for_each(|v| walk(v, out)),
                _ => {}
            }
        }
        let mut out = std::collections::BTreeSet::new();
        for step in &self.steps[..=upto.min(self.last())] {
            walk(&serde_json::to_value(&step.public).unwrap(), &mut out);
            let action = match &step.action {
                Some((_, StepAction::Play { mv, events })) => serde_json::to_value((mv, events)),
                Some((_, StepAction::Unseen { events } | StepAction::Timeout { events, .. })) => {
                    serde_json::to_value(events)
                }
                _ => Ok(serde_json::Value::Null),
            };
            walk(&action.unwrap(), &mut out);
        }
        out
    }

    /// Step `index`, or the end when past it.
    pub fn step(&self, index: usize) -> (usize, &ReplayStep) {
        let index = index.min(self.last());
        (index, &self.steps[index])
    }
}

impl ReplayStep {
    /// What `seat` saw at this step, to word the public move it made next in its own
    /// terms (Tile Poker names a cell as its mover saw the board). Only for that: the
    /// view holds the seat's hidden cards, which no replay shows.
    pub fn mover_view(&self, seat: Seat) -> &AnyView {
        &self.views[seat]
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
