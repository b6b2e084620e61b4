//! Death Matches (docs/rules.md#death-matches): a match between the elimination candidate
//! (EC, seat A) and the Death Match Opponent (DMO, seat B), set up and refereed by a host
//! who does not play. Their public state, what a host asks for, and the two rules that
//! differ from a challenge match's: a drawn game goes to the DMO, and a running reserve is
//! charged with the time used.

use super::{MatchId, MatchInfo, MatchSettings, MatchSnapshot, Place, UserId};
use crate::rules::{BySeat, GameKind, Outcome, Seat};
use serde::{Deserialize, Serialize};

/// The longest event name.
pub const MAX_EVENT_LEN: usize = 100;
/// The longest reserve a host may give (a day).
pub const MAX_RESERVE_SECONDS: u32 = 24 * 3600;
/// The most a host may add to a turn at once (a day).
pub const MAX_ADD_SECONDS: u32 = 24 * 3600;
/// The longest reason a host may give.
pub const MAX_REASON_LEN: usize = 300;

/// A Death Match's own state: public (no card), so it travels in [`MatchInfo`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeathMatch {
    pub host: UserId,
    pub event: Option<String>,
    /// Each player's reserve at the start.
    pub reserve_seconds: u32,
    /// What is left of each reserve (ms).
    pub reserves_ms: BySeat<i64>,
    /// The seat whose reserve is running: its turn's clock ran out and the match's
    /// deadline is now the end of its reserve.
    #[serde(default)]
    pub running_reserve: Option<Seat>,
    /// A drawn game goes to the DMO (the default), or the draw stands.
    pub draw_to_dmo: bool,
    /// While paused: the time that was left on the clock (ms; 0 when untimed).
    pub paused: Option<i64>,
    /// How the host ended it, if they did.
    pub ruling: Option<Ruling>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ruling {
    Void { reason: String },
    Award { winner: Seat, reason: AwardReason },
}

/// Why a match was awarded: the words its host or organiser gave, or a no-show the bot
/// ruled on itself. Kept as a value and worded by whoever shows it, in their reader's
/// language (stored as the bare string for given words, as it always was).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AwardReason {
    /// The host's or organiser's own words.
    Given(String),
    /// Player `missing` did not check in to scheduled event `schedule` in time.
    NoShow { missing: UserId, schedule: i64 },
}

impl AwardReason {
    /// The words given, if a person gave them.
    pub fn given(&self) -> Option<&str> {
        match self {
            AwardReason::Given(words) => Some(words),
            AwardReason::NoShow { .. } => None,
        }
    }
}

impl DeathMatch {
    pub const EC: Seat = Seat::A;
    pub const DMO: Seat = Seat::B;

    pub fn is_paused(&self) -> bool {
        self.paused.is_some()
    }

    pub fn voided(&self) -> Option<&str> {
        match &self.ruling {
            Some(Ruling::Void { reason }) => Some(reason),
            _ => None,
        }
    }
}

/// What a host asks for at the start: where, who hosts, and the terms.
#[derive(Clone, Debug, PartialEq)]
pub struct DmRequest {
    pub place: Place,
    pub host: UserId,
    pub plan: DmPlan,
}

/// A Death Match's terms as the host gave them (a schedule keeps them until the start).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DmPlan {
    pub game: GameKind,
    pub ec: UserId,
    pub dmo: UserId,
    pub event: Option<String>,
    pub turn_seconds: Option<u32>,
    pub max_strikes: Option<u32>,
    pub reserve_seconds: Option<u32>,
    pub draw_to_dmo: Option<bool>,
}

impl DmPlan {
    /// A Death Match of `game` between `ec` and `dmo`, every other term left to its default.
    pub fn new(game: GameKind, ec: UserId, dmo: UserId) -> DmPlan {
        DmPlan {
            game,
            ec,
            dmo,
            event: None,
            turn_seconds: None,
            max_strikes: None,
            reserve_seconds: None,
            draw_to_dmo: None,
        }
    }
}

/// docs/rules.md: 60 s a turn, 5 missed turns forfeit, no reserve, a draw goes to the DMO.
pub const DM_TURN_SECONDS: u32 = 60;
pub const DM_MAX_STRIKES: u32 = 5;

/// Why a Death Match command was refused: values, worded for the host by the Discord layer
/// (`discord::refusals::host`); the messages here are for the logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HostError {
    #[error("no reason given")]
    NoReason,
    #[error("reason longer than {max} characters")]
    ReasonTooLong { max: usize },
    #[error("the EC and the DMO are the same player")]
    SamePlayers,
    #[error("the host is one of the players")]
    HostPlays,
    #[error("reserve over {max} seconds")]
    ReserveTooLong { max: u32 },
    #[error("a reserve without a turn clock")]
    ReserveUntimed,
    #[error("event name longer than {max} characters")]
    EventTooLong { max: usize },
    #[error("match {id} is not a Death Match")]
    NotADeathMatch { id: MatchId },
    #[error("not the host of match {id}")]
    NotTheHost { id: MatchId },
    #[error("already paused")]
    AlreadyPaused,
    #[error("not paused")]
    NotPaused,
    #[error("added time outside 1 to {max} seconds")]
    BadAddedTime { max: u32 },
    #[error("untimed: no clock to add to")]
    Untimed,
    #[error("no clock running")]
    NoClockRunning,
    #[error("award to someone who does not play")]
    AwardToOutsider,
    #[error("nothing to award: no table")]
    NothingToAward,
    #[error("no rematch for a Death Match")]
    NoRematch,
}

/// A host's action, as audited.
#[derive(Clone, Debug, PartialEq)]
pub struct HostAction {
    pub host: UserId,
    pub did: HostDid,
    pub reason: Option<String>,
}

/// What a host did. Its audit row stores [`HostDid::name`] and [`HostDid::detail`]: both
/// are read back from old rows (match records), so neither may change.
#[derive(Clone, Debug, PartialEq)]
pub enum HostDid {
    Start {
        game: GameKind,
        ec: UserId,
        dmo: UserId,
        settings: MatchSettings,
        reserve_seconds: u32,
    },
    /// `left_ms`: the time that was left on the clock.
    Pause {
        left_ms: i64,
    },
    /// `left_ms`: the time given back to the clock.
    Resume {
        left_ms: i64,
    },
    AddTime {
        seconds: u32,
    },
    Void,
    Award {
        winner: UserId,
        seat: Seat,
    },
}

impl HostDid {
    /// The audit row's `action`.
    pub fn name(&self) -> &'static str {
        match self {
            HostDid::Start { .. } => "start",
            HostDid::Pause { .. } => "pause",
            HostDid::Resume { .. } => "resume",
            HostDid::AddTime { .. } => "addtime",
            HostDid::Void => "void",
            HostDid::Award { .. } => "award",
        }
    }

    /// The audit row's `detail`, in the JSON every row has had.
    pub fn detail(&self) -> serde_json::Value {
        use serde_json::json;
        match self {
            HostDid::Start {
                game,
                ec,
                dmo,
                settings,
                reserve_seconds,
            } => json!({
                "game": game.name(), "ec": ec, "dmo": dmo,
                "settings": settings, "reserve_seconds": reserve_seconds,
            }),
            HostDid::Pause { left_ms } | HostDid::Resume { left_ms } => {
                json!({ "left_ms": left_ms })
            }
            HostDid::AddTime { seconds } => json!({ "seconds": seconds }),
            HostDid::Void => json!({}),
            HostDid::Award { winner, seat } => json!({ "winner": winner, "seat": seat }),
        }
    }
}

/// One row of the host's dashboard.
#[derive(Clone, Debug, PartialEq)]
pub struct DmSummary {
    pub info: MatchInfo,
    pub dm: DeathMatch,
}

/// After a change (a move, or a clock that ran out for good): a running reserve is
/// charged with the time used, and stops.
pub fn settle_reserve(m: &mut MatchSnapshot, before_deadline: Option<i64>, now: i64) {
    let Some(dm) = m.dm.as_mut() else {
        return;
    };
    if let Some(seat) = dm.running_reserve.take() {
        dm.reserves_ms[seat] = before_deadline.map_or(0, |d| (d - now).max(0));
    }
}

/// The result a Death Match rule gives a drawn game: the DMO wins.
pub fn dm_outcome(dm: Option<&DeathMatch>, outcome: Outcome) -> Outcome {
    match (dm, outcome) {
        (Some(dm), Outcome::Draw) if dm.draw_to_dmo => Outcome::Win {
            winner: DeathMatch::DMO,
            reason: crate::rules::EndReason::Play,
        },
        _ => outcome,
    }
}

/// One audited host action.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuditRow {
    pub host: u64,
    pub action: String,
    /// The action's details, as JSON text.
    pub detail: String,
    pub reason: Option<String>,
    pub at: i64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_award_reads_its_reason_as_stored_before_and_a_no_show_as_a_value() {
        // As every award was stored before the no-show had a value of its own.
        let old: Ruling =
            serde_json::from_value(json!({ "Award": { "winner": "B", "reason": "late" } }))
                .unwrap();
        let given = AwardReason::Given("late".into());
        assert_eq!(
            old,
            Ruling::Award {
                winner: Seat::B,
                reason: given.clone()
            }
        );
        assert_eq!(
            serde_json::to_value(&old).unwrap()["Award"]["reason"],
            "late"
        );
        let no_show = Ruling::Award {
            winner: Seat::A,
            reason: AwardReason::NoShow {
                missing: 7,
                schedule: 3,
            },
        };
        let stored = serde_json::to_value(&no_show).unwrap();
        assert_eq!(
            stored["Award"]["reason"],
            json!({ "missing": 7, "schedule": 3 })
        );
        assert_eq!(serde_json::from_value::<Ruling>(stored).unwrap(), no_show);
        assert_eq!(
            (
                given.given(),
                AwardReason::NoShow {
                    missing: 7,
                    schedule: 3
                }
                .given()
            ),
            (Some("late"), None)
        );
    }

    /// The audit rows keep the action names and the JSON they have always had (the
    /// multi-key details against the literal each row was once built from).
    #[test]
    fn a_host_action_is_stored_as_it_always_was() {
        let settings = MatchSettings {
            target: None,
            turn_seconds: 60,
            max_strikes: 5,
        };
        let start = HostDid::Start {
            game: GameKind::Duel,
            ec: 11,
            dmo: 22,
            settings,
            reserve_seconds: 30,
        };
        assert_eq!(start.name(), "start");
        assert_eq!(
            start.detail(),
            json!({
                "game": GameKind::Duel.name(), "ec": 11u64, "dmo": 22u64,
                "settings": settings, "reserve_seconds": 30u32,
            })
        );
        let award = HostDid::Award {
            winner: 22,
            seat: Seat::B,
        };
        assert_eq!(award.name(), "award");
        assert_eq!(award.detail(), json!({ "winner": 22u64, "seat": Seat::B }));
        for (did, name, detail) in [
            (
                HostDid::Pause { left_ms: 1500 },
                "pause",
                r#"{"left_ms":1500}"#,
            ),
            (
                HostDid::Resume { left_ms: 1500 },
                "resume",
                r#"{"left_ms":1500}"#,
            ),
            (
                HostDid::AddTime { seconds: 30 },
                "addtime",
                r#"{"seconds":30}"#,
            ),
            (HostDid::Void, "void", "{}"),
        ] {
            assert_eq!(
                (did.name(), did.detail().to_string().as_str()),
                (name, detail)
            );
        }
    }
}
