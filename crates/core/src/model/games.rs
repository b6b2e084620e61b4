//! The games the service hosts, from the one list ([`crate::for_each_game!`]): it makes
//! the `Any*` enums the service stores and passes around and each game's [`Hosted`] impl;
//! everything else here is generic over [`Hosted`].

use crate::rules::{
    Action, BySeat, Game, GameKind, LoggedAction, MoveLog, Outcome, PlayError, Replayed, Seat,
    Table,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Per-match settings chosen in the challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSettings {
    /// The game's target score; `None` for the game's default.
    pub target: Option<u32>,
    /// Seconds per turn; 0 is untimed.
    pub turn_seconds: u32,
    /// Missed turns that forfeit; 0 never forfeits.
    pub max_strikes: u32,
}

/// A game the service can host: its kind, its options for a match's settings, and the
/// wrapping into the `Any*` enums. Implemented for every game of [`crate::for_each_game!`]
/// by `hosted_games!`.
pub trait Hosted: Game {
    const KIND: GameKind;

    /// This game's options for a match's settings.
    fn options_for(settings: &MatchSettings) -> Self::Options {
        Self::options_for_target(settings.target)
    }

    fn wrap_table(table: Table<Self>) -> AnyTable;
    fn wrap_move(mv: Self::Move) -> AnyMove;
    fn unwrap_move(mv: AnyMove) -> Option<Self::Move>;
    fn wrap_events(events: Vec<Self::Event>) -> AnyEvents;
    fn wrap_view(view: Self::View) -> AnyView;
    fn wrap_public(view: Self::PublicView) -> AnyPublic;
    fn wrap_error(error: Self::Error) -> AnyRuleError;

    /// A table's refusal, typed.
    fn table_error(error: PlayError<Self::Error>) -> TableError {
        match error {
            PlayError::GameOver => TableError::GameOver,
            PlayError::NotYourTurn { to_move } => TableError::NotYourTurn { to_move },
            PlayError::Rule(e) => TableError::Rule(Self::wrap_error(e)),
        }
    }
}

/// Why a table refused an action: the table's own reasons, or the game's rules'.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum TableError {
    #[error("that is not a move of {0}")]
    WrongGame(GameKind),
    #[error("the game is over")]
    GameOver,
    #[error("it is not your move: seat {to_move} is to play")]
    NotYourTurn { to_move: Seat },
    #[error(transparent)]
    Rule(AnyRuleError),
}

/// The hosted games, from [`crate::for_each_game!`]: each makes its [`Hosted`] impl, a
/// variant of every `Any*` enum (named like its [`GameKind`]) and an arm of the functions
/// that reach the generic code ([`AnyTable::new`], [`AnyTable::ops`], ...).
macro_rules! hosted_games {
    ($($module:ident: $kind:ident),* $(,)?) => {
        $(
            impl Hosted for crate::rules::$module::$kind {
                const KIND: GameKind = GameKind::$kind;

                fn wrap_table(table: Table<Self>) -> AnyTable {
                    AnyTable::$kind(table)
                }
                fn wrap_move(mv: Self::Move) -> AnyMove {
                    AnyMove::$kind(mv)
                }
                fn unwrap_move(mv: AnyMove) -> Option<Self::Move> {
                    match mv {
                        AnyMove::$kind(mv) => Some(mv),
                        _ => None,
                    }
                }
                fn wrap_events(events: Vec<Self::Event>) -> AnyEvents {
                    AnyEvents::$kind(events)
                }
                fn wrap_view(view: Self::View) -> AnyView {
                    AnyView::$kind(view)
                }
                fn wrap_public(view: Self::PublicView) -> AnyPublic {
                    AnyPublic::$kind(view)
                }
                fn wrap_error(error: Self::Error) -> AnyRuleError {
                    AnyRuleError::$kind(error)
                }
            }
        )*

        /// A table of any hosted game: the full state, hidden cards included. It stays in
        /// the service; other layers get [`AnyView`] or [`AnyPublic`].
        #[derive(Clone, Debug, Serialize, Deserialize)]
        pub enum AnyTable { $($kind(Table<crate::rules::$module::$kind>)),* }

        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum AnyMove { $($kind(<crate::rules::$module::$kind as Game>::Move)),* }

        /// Why a game's rules refused a move, typed to the game: the Discord layer words it.
        #[derive(Clone, Debug, PartialEq, thiserror::Error)]
        pub enum AnyRuleError {
            $(#[error(transparent)] $kind(<crate::rules::$module::$kind as Game>::Error)),*
        }

        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum AnyEvents { $($kind(Vec<<crate::rules::$module::$kind as Game>::Event>)),* }

        /// What one seat may see, of any game.
        #[derive(Clone, Debug, Serialize)]
        pub enum AnyView { $($kind(<crate::rules::$module::$kind as Game>::View)),* }

        /// What everybody may see, of any game.
        #[derive(Clone, Debug, Serialize)]
        pub enum AnyPublic { $($kind(<crate::rules::$module::$kind as Game>::PublicView)),* }

        impl AnyView {
            /// The bot's move at `level` for the seat whose view this is, `None` when that
            /// seat is not to move ([`crate::ai::decide`]: the view is all it gets).
            pub fn decide(&self, level: crate::ai::Level, rng: &mut crate::cards::GameRng) -> Option<AnyMove> {
                match self {
                    $(AnyView::$kind(v) => crate::ai::decide::<crate::rules::$module::$kind>(level, v, rng).map(AnyMove::$kind),)*
                }
            }

            /// "What would the bot do?" ([`crate::ai::hint`]): the strong player's move,
            /// the same for the same view.
            pub fn hint(&self) -> Option<AnyMove> {
                match self {
                    $(AnyView::$kind(v) => crate::ai::hint::<crate::rules::$module::$kind>(v).map(AnyMove::$kind),)*
                }
            }
        }

        impl AnyTable {
            pub fn new(kind: GameKind, settings: &MatchSettings, seed: u64, first: Seat) -> AnyTable {
                match kind {
                    $(GameKind::$kind => new_table::<crate::rules::$module::$kind>(settings, seed, first),)*
                }
            }

            fn ops(&self) -> &dyn TableOps {
                match self { $(AnyTable::$kind(t) => t,)* }
            }

            fn ops_mut(&mut self) -> &mut dyn TableOps {
                match self { $(AnyTable::$kind(t) => t,)* }
            }
        }

        /// Whether the game deals before the toss ([`Game::DEALS_BEFORE_TOSS`]).
        pub fn deals_before_toss(kind: GameKind) -> bool {
            match kind {
                $(GameKind::$kind => <crate::rules::$module::$kind as Game>::DEALS_BEFORE_TOSS,)*
            }
        }

        /// Rebuilds a table of game `kind` from a log given in JSON (a record file's), by
        /// replaying it with [`Table::replay`].
        pub fn replay_json(kind: GameKind, log: &JsonLog<'_>) -> Result<AnyTable, LogError> {
            match kind {
                $(GameKind::$kind => replay::<crate::rules::$module::$kind>(log),)*
            }
        }

        /// Every state of a table of game `kind` rebuilt from a log in JSON, from the deal
        /// to the end ([`Table::replay_with`]): for the replay of a finished match only,
        /// since each step holds both seats' views.
        pub fn replay_steps_json(kind: GameKind, log: &JsonLog<'_>) -> Result<Vec<TableStep>, LogError> {
            match kind {
                $(GameKind::$kind => steps::<crate::rules::$module::$kind>(log),)*
            }
        }

        /// What a seat of a game that deals before the toss holds while the toss winner
        /// chooses; `None` for the other games.
        pub fn dealt_view(kind: GameKind, settings: &MatchSettings, seed: u64, seat: Seat) -> Option<AnyView> {
            match kind {
                $(GameKind::$kind => dealt::<crate::rules::$module::$kind>(settings, seed, seat),)*
            }
        }
    };
}

crate::for_each_game!(hosted_games);

fn new_table<G: Hosted>(settings: &MatchSettings, seed: u64, first: Seat) -> AnyTable {
    G::wrap_table(Table::new(
        G::options_for(settings),
        seed,
        first,
        settings.max_strikes,
    ))
}

fn dealt<G: Hosted>(settings: &MatchSettings, seed: u64, seat: Seat) -> Option<AnyView> {
    G::DEALS_BEFORE_TOSS
        .then(|| G::wrap_view(G::new(&G::options_for(settings), seed, Seat::A).view(seat)))
}

/// A move log as JSON values, whatever the game: how a match's record holds it.
#[derive(Clone, Copy, Debug)]
pub struct JsonLog<'a> {
    /// The game's options ([`Game::Options`]).
    pub options: &'a Value,
    pub seed: u64,
    pub first: Seat,
    /// Missed turns that forfeit; 0 never forfeits.
    pub max_strikes: u32,
    /// Each action ([`Action`] of the game's move) with the seat that took it, in order.
    pub actions: &'a [(Seat, Value)],
}

/// Why a log in JSON could not be replayed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum LogError {
    #[error("the options are not {game}'s: {reason}")]
    Options { game: GameKind, reason: String },
    #[error("action {index} is not an action of {game}: {reason}")]
    Action {
        index: usize,
        game: GameKind,
        reason: String,
    },
    #[error(transparent)]
    Refused(#[from] crate::rules::ReplayError),
}

/// A log in JSON as game `G`'s own.
fn move_log<G: Hosted>(log: &JsonLog<'_>) -> Result<MoveLog<G>, LogError> {
    let options = G::Options::deserialize(log.options).map_err(|e| LogError::Options {
        game: G::KIND,
        reason: e.to_string(),
    })?;
    let actions = log
        .actions
        .iter()
        .enumerate()
        .map(|(index, (seat, action))| {
            Ok(LoggedAction {
                seat: *seat,
                action: Action::<G::Move>::deserialize(action).map_err(|e| LogError::Action {
                    index,
                    game: G::KIND,
                    reason: e.to_string(),
                })?,
            })
        })
        .collect::<Result<_, LogError>>()?;
    Ok(MoveLog::<G> {
        options,
        seed: log.seed,
        first: log.first,
        max_strikes: log.max_strikes,
        actions,
    })
}

fn replay<G: Hosted>(log: &JsonLog<'_>) -> Result<AnyTable, LogError> {
    Ok(G::wrap_table(Table::replay(&move_log::<G>(log)?)?))
}

/// One state of a replayed table: what the channel saw, both seats' own views, and the
/// action that led to it. It holds hidden cards (both views), so only the replay of a
/// finished match makes it ([`super::replay`]).
#[derive(Clone, Debug)]
pub struct TableStep {
    pub public: AnyPublic,
    pub views: BySeat<AnyView>,
    pub to_move: Option<Seat>,
    /// The table's own result (before a Death Match's rule on draws).
    pub outcome: Option<Outcome>,
    pub scores: BySeat<u32>,
    pub strikes: BySeat<u32>,
    /// The action that led here and its seat; `None` for the deal.
    pub action: Option<(Seat, StepAction)>,
}

/// What one logged action was, with what it did.
#[derive(Clone, Debug)]
pub enum StepAction {
    /// A move the channel was told of ([`Game::move_is_public`]).
    Play {
        mv: AnyMove,
        events: AnyEvents,
    },
    /// A move the channel was not told of (Clash's set-up): only what it did is public.
    Unseen {
        events: AnyEvents,
    },
    /// The clock ran out: the turn was skipped (Tile Poker) or played by default moves.
    Timeout {
        skipped: bool,
        events: AnyEvents,
    },
    Resign,
    /// A Death Match's host awarded the match to the other seat.
    Forfeit,
}

fn steps<G: Hosted>(log: &JsonLog<'_>) -> Result<Vec<TableStep>, LogError> {
    let log = move_log::<G>(log)?;
    let mut steps = Vec::with_capacity(log.actions.len() + 1);
    Table::replay_with(&log, |table: &Table<G>, done: Option<Replayed<'_, G>>| {
        let action = done.map(|done| {
            let kind = match &done.logged.action {
                Action::Play(mv) if !G::move_is_public(mv) => StepAction::Unseen {
                    events: G::wrap_events(done.events),
                },
                Action::Play(mv) => StepAction::Play {
                    mv: G::wrap_move(mv.clone()),
                    events: G::wrap_events(done.events),
                },
                Action::Timeout => StepAction::Timeout {
                    skipped: done.skipped,
                    events: G::wrap_events(done.events),
                },
                Action::Resign => StepAction::Resign,
                Action::Forfeit => StepAction::Forfeit,
            };
            (done.logged.seat, kind)
        });
        steps.push(TableStep {
            public: G::wrap_public(table.game().public_view()),
            views: BySeat::from_fn(|seat| G::wrap_view(table.game().view(seat))),
            to_move: table.to_move(),
            outcome: table.outcome(),
            scores: table.game().scores(),
            strikes: table.strikes(),
            action,
        });
    })?;
    Ok(steps)
}

#[cfg(test)]
const DEFAULT_SETTINGS: MatchSettings = MatchSettings {
    target: None,
    turn_seconds: 0,
    max_strikes: 0,
};

/// What a run-out clock did to a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClockStrike {
    pub seat: Seat,
    pub strikes: u32,
    pub forfeited: bool,
    /// The turn was skipped with no move (Tile Poker), rather than played by default moves.
    pub skipped: bool,
    pub events: AnyEvents,
}

/// The generic side of [`AnyTable`]: implemented once for every `Table<G: Hosted>`.
trait TableOps {
    fn kind(&self) -> GameKind;
    fn to_move(&self) -> Option<Seat>;
    fn turn(&self) -> u32;
    fn outcome(&self) -> Option<Outcome>;
    fn scores(&self) -> BySeat<u32>;
    fn strikes(&self) -> BySeat<u32>;
    fn first(&self) -> Seat;
    fn log_len(&self) -> usize;
    fn last_action_json(&self) -> Option<String>;
    fn last_action_seat(&self) -> Option<Seat>;
    fn options_json(&self) -> Value;
    fn view_json(&self, seat: Seat) -> Value;
    fn restore_action(&mut self, seat: Seat, action: &str) -> Result<(), LogError>;
    fn play(&mut self, seat: Seat, mv: AnyMove) -> Result<AnyEvents, TableError>;
    fn timeout(&mut self) -> Result<ClockStrike, TableError>;
    fn resign(&mut self, seat: Seat) -> Result<Outcome, TableError>;
    fn forfeit(&mut self, seat: Seat) -> Result<Outcome, TableError>;
    fn game_actions(&self) -> usize;
    fn view(&self, seat: Seat) -> AnyView;
    fn public_view(&self) -> AnyPublic;
    fn default_move(&self) -> Option<AnyMove>;
    fn random_move(&self, rng: &mut crate::cards::GameRng) -> Option<AnyMove>;
}

impl<G: Hosted> TableOps for Table<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn to_move(&self) -> Option<Seat> {
        Table::to_move(self)
    }

    fn turn(&self) -> u32 {
        self.game().turn()
    }

    fn outcome(&self) -> Option<Outcome> {
        Table::outcome(self)
    }

    fn scores(&self) -> BySeat<u32> {
        self.game().scores()
    }

    fn strikes(&self) -> BySeat<u32> {
        Table::strikes(self)
    }

    fn first(&self) -> Seat {
        self.log().first
    }

    fn log_len(&self) -> usize {
        self.log().actions.len()
    }

    fn last_action_json(&self) -> Option<String> {
        self.log().actions.last().map(|a| json(&a.action))
    }

    fn last_action_seat(&self) -> Option<Seat> {
        self.log().actions.last().map(|a| a.seat)
    }

    fn options_json(&self) -> Value {
        serde_json::to_value(&self.log().options).expect("rules types serialize")
    }

    fn view_json(&self, seat: Seat) -> Value {
        serde_json::to_value(self.game().view(seat)).expect("rules types serialize")
    }

    fn restore_action(&mut self, seat: Seat, action: &str) -> Result<(), LogError> {
        let action = serde_json::from_str(action).map_err(|e| LogError::Action {
            index: self.log().actions.len(),
            game: G::KIND,
            reason: e.to_string(),
        })?;
        self.restore_actions([LoggedAction { seat, action }]);
        Ok(())
    }

    fn play(&mut self, seat: Seat, mv: AnyMove) -> Result<AnyEvents, TableError> {
        let mv = G::unwrap_move(mv).ok_or(TableError::WrongGame(G::KIND))?;
        Table::play(self, seat, mv)
            .map(G::wrap_events)
            .map_err(G::table_error)
    }

    fn timeout(&mut self) -> Result<ClockStrike, TableError> {
        Table::timeout(self)
            .map(|r| ClockStrike {
                seat: r.seat,
                strikes: r.strikes,
                forfeited: r.forfeited,
                skipped: r.moves.is_empty(),
                events: G::wrap_events(r.events),
            })
            .map_err(G::table_error)
    }

    fn resign(&mut self, seat: Seat) -> Result<Outcome, TableError> {
        Table::resign(self, seat).map_err(G::table_error)
    }

    fn forfeit(&mut self, seat: Seat) -> Result<Outcome, TableError> {
        Table::forfeit(self, seat).map_err(G::table_error)
    }

    /// Moves and run-out clocks: a resignation or a referee's forfeit is not one.
    fn game_actions(&self) -> usize {
        self.log()
            .actions
            .iter()
            .filter(|a| matches!(a.action, Action::Play(_) | Action::Timeout))
            .count()
    }

    fn view(&self, seat: Seat) -> AnyView {
        G::wrap_view(self.game().view(seat))
    }

    fn public_view(&self) -> AnyPublic {
        G::wrap_public(self.game().public_view())
    }

    fn default_move(&self) -> Option<AnyMove> {
        Table::to_move(self).map(|_| G::wrap_move(self.game().default_move()))
    }

    fn random_move(&self, rng: &mut crate::cards::GameRng) -> Option<AnyMove> {
        Table::to_move(self).map(|_| G::wrap_move(self.game().random_move(rng)))
    }
}

impl AnyTable {
    pub fn kind(&self) -> GameKind {
        self.ops().kind()
    }

    pub fn to_move(&self) -> Option<Seat> {
        self.ops().to_move()
    }

    pub fn turn(&self) -> u32 {
        self.ops().turn()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.ops().outcome()
    }

    pub fn scores(&self) -> BySeat<u32> {
        self.ops().scores()
    }

    pub fn strikes(&self) -> BySeat<u32> {
        self.ops().strikes()
    }

    /// The seat that moved first.
    pub fn first(&self) -> Seat {
        self.ops().first()
    }

    /// Actions in the table's log.
    pub fn log_len(&self) -> usize {
        self.ops().log_len()
    }

    /// The last logged action as JSON (for the `moves` table).
    pub fn last_action_json(&self) -> Option<String> {
        self.ops().last_action_json()
    }

    /// The seat that took the last logged action.
    pub fn last_action_seat(&self) -> Option<Seat> {
        self.ops().last_action_seat()
    }

    /// The game's options, as JSON (what [`replay_json`] takes).
    pub fn options_json(&self) -> Value {
        self.ops().options_json()
    }

    /// What `seat` may see, as JSON without the game's name around it.
    pub fn view_json(&self, seat: Seat) -> Value {
        self.ops().view_json(seat)
    }

    /// Gives a table read from storage the next action of its log (which its stored form
    /// leaves out): the seat that took it and its [`Action`] JSON, as
    /// [`AnyTable::last_action_json`] gave it.
    pub fn restore_action(&mut self, seat: Seat, action: &str) -> Result<(), LogError> {
        self.ops_mut().restore_action(seat, action)
    }

    /// Plays a move; the error is a sentence for the player.
    pub fn play(&mut self, seat: Seat, mv: AnyMove) -> Result<AnyEvents, TableError> {
        self.ops_mut().play(seat, mv)
    }

    pub fn timeout(&mut self) -> Result<ClockStrike, TableError> {
        self.ops_mut().timeout()
    }

    pub fn forfeit(&mut self, seat: Seat) -> Result<Outcome, TableError> {
        self.ops_mut().forfeit(seat)
    }

    /// Moves and run-out clocks in the log (not a resignation or a referee's forfeit).
    pub fn game_actions(&self) -> usize {
        self.ops().game_actions()
    }

    pub fn resign(&mut self, seat: Seat) -> Result<Outcome, TableError> {
        self.ops_mut().resign(seat)
    }

    /// What `seat` may see.
    pub fn view(&self, seat: Seat) -> AnyView {
        self.ops().view(seat)
    }

    /// What everybody may see.
    pub fn public_view(&self) -> AnyPublic {
        self.ops().public_view()
    }

    /// The rules' default move for the seat to move (what a run-out clock plays).
    pub fn default_move(&self) -> Option<AnyMove> {
        self.ops().default_move()
    }

    /// A random legal move for the seat to move (simulations and tests).
    pub fn random_move(&self, rng: &mut crate::cards::GameRng) -> Option<AnyMove> {
        self.ops().random_move(rng)
    }
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("rules types serialize")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::clash::Clash;
    use crate::rules::duel::Duel;
    use crate::rules::shape_clash::ShapeClash;

    #[test]
    fn every_game_kind_is_hosted_under_its_own_kind() {
        let settings = MatchSettings {
            target: Some(3),
            turn_seconds: 0,
            max_strikes: 5,
        };
        for kind in GameKind::ALL {
            let table = AnyTable::new(kind, &settings, 7, Seat::B);
            assert_eq!(table.kind(), kind);
            assert_eq!(table.first(), Seat::B);
            assert_eq!(table.log_len(), 0);
            assert!(table.outcome().is_none());
        }
    }

    #[test]
    fn a_move_of_another_game_is_refused_and_changes_nothing() {
        let mut table = AnyTable::new(GameKind::Clash, &DEFAULT_SETTINGS, 7, Seat::A);
        let before = json(&table);
        let err = table
            .play(Seat::A, AnyMove::Duel(crate::rules::duel::DuelMove::Keep))
            .unwrap_err();
        assert_eq!(err.to_string(), "that is not a move of Clash");
        assert_eq!(json(&table), before);
    }

    #[test]
    fn the_target_setting_reaches_the_games_that_have_one() {
        let settings = MatchSettings {
            target: Some(3),
            turn_seconds: 0,
            max_strikes: 0,
        };
        assert_eq!(Clash::options_for(&settings).target, 3);
        assert_eq!(Duel::options_for(&settings).target, 3);
        assert_eq!(ShapeClash::options_for(&settings).target, 3);
        assert_eq!(Duel::options_for(&DEFAULT_SETTINGS), Default::default());
    }

    #[test]
    fn only_clash_shows_hands_before_the_toss() {
        for kind in GameKind::ALL {
            let view = dealt_view(kind, &DEFAULT_SETTINGS, 9, Seat::A);
            assert_eq!(view.is_some(), kind == GameKind::Clash, "{kind}");
        }
    }

    #[test]
    fn a_log_in_json_replays_to_the_same_table_in_every_game() {
        let settings = MatchSettings {
            target: Some(2),
            turn_seconds: 0,
            max_strikes: 3,
        };
        for kind in GameKind::ALL {
            let mut table = AnyTable::new(kind, &settings, 11, Seat::B);
            let mut rng = crate::cards::rng_from_seed(5);
            let mut actions = Vec::new();
            for turn in 0..40 {
                let Some(seat) = table.to_move() else { break };
                if turn % 7 == 6 {
                    table.timeout().unwrap();
                } else {
                    let mv = table.random_move(&mut rng).unwrap();
                    table.play(seat, mv).unwrap();
                }
                let action = table.last_action_json().unwrap();
                actions.push((seat, serde_json::from_str(&action).unwrap()));
            }
            let options = table.options_json();
            let log = JsonLog {
                options: &options,
                seed: 11,
                first: Seat::B,
                max_strikes: 3,
                actions: &actions,
            };
            let replayed = replay_json(kind, &log).unwrap();
            assert_eq!(json(&replayed), json(&table), "{kind}");
        }
    }

    #[test]
    fn a_json_log_of_another_game_or_an_illegal_action_is_refused_by_index() {
        let options = AnyTable::new(GameKind::Duel, &DEFAULT_SETTINGS, 3, Seat::A).options_json();
        let keep = serde_json::json!({ "Play": "Keep" });
        let log = |actions: &[(Seat, Value)]| {
            let log = JsonLog {
                options: &options,
                seed: 3,
                first: Seat::A,
                max_strikes: 0,
                actions,
            };
            replay_json(GameKind::Duel, &log).map(|_| ())
        };
        assert_eq!(log(&[(Seat::A, keep.clone())]), Ok(()));
        assert!(matches!(
            log(&[
                (Seat::A, keep.clone()),
                (Seat::A, serde_json::json!({ "Play": "Fly" }))
            ]),
            Err(LogError::Action { index: 1, .. })
        ));
        assert_eq!(
            log(&[(Seat::B, keep)]).unwrap_err().to_string(),
            "action 0 of the log was refused: it is not your move: seat A is to play"
        );
        let wrong = JsonLog {
            options: &Value::String("fast".into()),
            seed: 3,
            first: Seat::A,
            max_strikes: 0,
            actions: &[],
        };
        assert!(matches!(
            replay_json(GameKind::Clash, &wrong),
            Err(LogError::Options { .. })
        ));
    }
}
