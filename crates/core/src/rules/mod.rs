//! The rules layer: one pure, deterministic state machine per game behind the [`Game`]
//! trait, plus [`Table`], which adds what every game shares (turn order checks, clock
//! strikes and forfeits, resignation, the move log). No I/O, no clock, no async here.

#[cfg(test)]
pub(crate) mod invariants;
pub mod log;
pub mod moves;
pub mod toss;

/// **The games**, declared once. Each line is a game's module (`rules::<module>`, and the
/// same name under `ai` and `discord::games`) and its kind, which is also the name of its
/// rules type and of its variant in [`GameKind`] and in every `Any*` enum.
///
/// `for_each_game!(m)` expands `m! { module: Kind, ... }`: each layer derives what it needs
/// from this one list (the modules, [`GameKind`], the hosted `Any*` enums, the Discord
/// rooms and choices, `simulate`'s dispatch). A game added here must have its rules, its
/// computer player (`ai::Player`) and its Discord room (`GameUi`), or nothing compiles.
#[macro_export]
macro_rules! for_each_game {
    ($then:ident) => {
        $then! {
            clash: Clash,
            tile_poker: TilePoker,
            clubbed: Clubbed,
            shape_clash: ShapeClash,
            duel: Duel,
        }
    };
}

/// The rules modules and [`GameKind`], from [`for_each_game!`].
macro_rules! rules_of_the_games {
    ($($module:ident: $kind:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// The games, by their command-line and storage names.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameKind {
            $($kind),*
        }

        impl GameKind {
            pub const ALL: [GameKind; [$(stringify!($kind)),*].len()] = [$(GameKind::$kind),*];

            /// `tile-poker`: the name on the command line and in storage ([`Game::NAME`]).
            pub fn name(self) -> &'static str {
                match self {
                    $(GameKind::$kind => <$module::$kind as Game>::NAME,)*
                }
            }

            /// `Tile Poker`: the name players read ([`Game::TITLE`]).
            pub fn title(self) -> &'static str {
                match self {
                    $(GameKind::$kind => <$module::$kind as Game>::TITLE,)*
                }
            }
        }
    };
}

crate::for_each_game!(rules_of_the_games);

use crate::cards::GameRng;
pub use log::ActionLog;
pub use moves::{Listed, ListedForm, MoveList};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::ops::{Index, IndexMut};
use thiserror::Error;

/// `1 card`, `3 cards`: a count and its noun, made plural with an `s` when it is not 1.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// One of the two players. `A` and `B` are seats, not roles: roles (attacker, defender,
/// first player) are the game's business.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Seat {
    A,
    B,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::A, Seat::B];

    pub fn other(self) -> Seat {
        match self {
            Seat::A => Seat::B,
            Seat::B => Seat::A,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Seat::A => "A",
            Seat::B => "B",
        })
    }
}

/// Per-seat data, indexed by [`Seat`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySeat<T> {
    pub a: T,
    pub b: T,
}

impl<T> BySeat<T> {
    pub fn new(a: T, b: T) -> Self {
        BySeat { a, b }
    }

    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        BySeat {
            a: f(Seat::A),
            b: f(Seat::B),
        }
    }

    pub fn get(&self, seat: Seat) -> &T {
        match seat {
            Seat::A => &self.a,
            Seat::B => &self.b,
        }
    }

    pub fn get_mut(&mut self, seat: Seat) -> &mut T {
        match seat {
            Seat::A => &mut self.a,
            Seat::B => &mut self.b,
        }
    }

    pub fn map<U>(self, mut f: impl FnMut(Seat, T) -> U) -> BySeat<U> {
        BySeat {
            a: f(Seat::A, self.a),
            b: f(Seat::B, self.b),
        }
    }

    pub fn as_ref(&self) -> BySeat<&T> {
        BySeat {
            a: &self.a,
            b: &self.b,
        }
    }

    pub fn zip<U>(self, other: BySeat<U>) -> BySeat<(T, U)> {
        BySeat {
            a: (self.a, other.a),
            b: (self.b, other.b),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        [(Seat::A, &self.a), (Seat::B, &self.b)].into_iter()
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        self.get(seat)
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        self.get_mut(seat)
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.title())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a game: choose one of {names}", names = GameKind::ALL.map(GameKind::name).join(", "))]
pub struct UnknownGame(pub String);

impl std::str::FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(text: &str) -> Result<GameKind, UnknownGame> {
        let wanted = text.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name() == wanted)
            .ok_or_else(|| UnknownGame(text.to_string()))
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Win { winner: Seat, reason: EndReason },
    Draw,
}

impl Outcome {
    pub fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The game's own rules decided it.
    Play,
    /// The loser ran out of clock too many times.
    Forfeit,
    Resignation,
}

/// One game's rules. Implementations are pure state machines: all randomness comes from
/// the RNG stored in the state, so `new` with the same seed and the same moves always
/// gives the same state.
///
/// The layers above see only this trait, so every game fits it without special cases:
/// - hidden hands: [`Game::view`] builds one seat's view, whose type has no field for the
///   opponent's hidden cards; [`Game::public_view`] is what a channel may see;
/// - several actions in one turn: a move need not end the turn; [`Game::turn`] only
///   advances when it does, and [`Game::to_move`] stays on the same seat until then;
/// - a choice made after seeing the other's: the second seat simply moves next and its
///   view shows the first choice;
/// - a run-out clock: [`Game::default_move`] is always legal, and [`Table::timeout`] plays
///   it until the turn passes.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// Per-match options (target score and the like), fixed when the match starts.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A player's intent.
    type Move: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What happened. Events are public: they never hold a card its owner has not shown.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one seat may see.
    type View: Clone + Debug + Serialize + Send + Sync;
    /// What everybody may see.
    type PublicView: Clone + Debug + Serialize + Send + Sync;
    /// Why a move was refused, in words a player can read.
    type Error: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// The legal moves of the seat to move ([`Game::legal_moves`]).
    type LegalMoves: MoveList<Self::Move>;

    /// The game's name on the command line and in storage (`clash`, `tile-poker`, …): its
    /// [`GameKind`] variant in kebab case.
    const NAME: &'static str;
    /// The game's name as players read it (`Tile Poker`).
    const TITLE: &'static str;
    /// Whether the cards are dealt before the toss, so that both players may look at
    /// their hands while the toss winner chooses (docs/rules.md#clash-set-up). Such a
    /// game's deal must not depend on who goes first.
    const DEALS_BEFORE_TOSS: bool = false;

    /// A new game; `first` is the seat that moves first.
    fn new(options: &Self::Options, seed: u64, first: Seat) -> Self;

    /// The options of a match whose challenge named a `target` (the score, or the clashes,
    /// to win). A game without a target ignores it: the default does.
    fn options_for_target(target: Option<u32>) -> Self::Options {
        let _ = target;
        Self::Options::default()
    }

    /// The seat whose move it is, `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;

    /// Counts turns; it advances exactly when the turn passes to someone (a clock is per turn).
    fn turn(&self) -> u32;

    /// `Some` once the rules have ended the game.
    fn outcome(&self) -> Option<Outcome>;

    /// Each seat's score as the game counts it (points, clashes won, cards in store).
    fn scores(&self) -> BySeat<u32>;

    /// Applies a move by the seat to move. On `Err` the state must be exactly as before.
    /// [`Table::play`] checks turn order and game over before calling this.
    fn apply(&mut self, seat: Seat, mv: &Self::Move) -> Result<Vec<Self::Event>, Self::Error>;

    /// The move played for the seat to move when its clock runs out (docs/rules.md#timers).
    /// Always legal while the game is not over.
    fn default_move(&self) -> Self::Move;

    /// Whether the channel is told the move itself, beyond its events (which are always
    /// public). A move that is not (Clash's set-up: the defender's secret split) is never
    /// described to anyone but its mover, not even once the match is over: a finished
    /// match's replay shows it by its events alone.
    fn move_is_public(mv: &Self::Move) -> bool {
        let _ = mv;
        true
    }

    /// For a game whose run-out clock passes the turn without any move (docs/rules.md,
    /// *Timers*: Tile Poker's skip): passes the turn of the seat to move and returns what
    /// happened. `None` (the default): the clock plays [`Game::default_move`]s instead.
    /// Called only while the game is not over.
    fn skip_turn(&mut self) -> Option<Vec<Self::Event>> {
        None
    }

    /// Every legal move of the seat to move, each once; none once the game is over. A
    /// list rather than a `Vec` ([`MoveList`]): Clash's set-ups are 3.6 million, made one
    /// at a time, and every list answers `contains` and draws a random move without making
    /// its moves. `contains(m)` is exactly what [`Table::is_legal`] says of `m` for the
    /// seat to move (checked by each game's `legal_moves_are_exactly_the_accepted_moves`).
    fn legal_moves(&self) -> Self::LegalMoves;

    /// The legal moves as the seat whose view this is knows them: [`Game::legal_moves`]
    /// when it is to move, else none. The bots decide from their view alone
    /// ([`crate::ai`]), so every game's list is made from what the mover may see, by the
    /// same code whether from the game or from the view.
    fn legal_moves_of(view: &Self::View) -> Self::LegalMoves;

    /// A uniformly chosen legal move for the seat to move ([`MoveList::choose`]):
    /// simulations, tests and the random bot.
    fn random_move(&self, rng: &mut GameRng) -> Self::Move {
        self.legal_moves()
            .choose(rng)
            .expect("the seat to move always has a legal move")
    }

    fn view(&self, seat: Seat) -> Self::View;

    fn public_view(&self) -> Self::PublicView;
}

/// Why [`Table`] refused an action.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum PlayError<E: std::error::Error> {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your move: seat {to_move} is to play")]
    NotYourTurn { to_move: Seat },
    #[error("{0}")]
    Rule(E),
}

/// An action on the table, as stored in the move log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Action<M> {
    Play(M),
    /// The seat to move ran out of clock: its default moves were played until the turn passed.
    Timeout,
    Resign,
    /// A referee (a Death Match's host) awarded the match to the other seat, e.g. for a
    /// disqualification: this seat forfeits.
    Forfeit,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoggedAction<M> {
    pub seat: Seat,
    pub action: Action<M>,
}

/// Everything needed to rebuild a table: how it started and every action since.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MoveLog<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    pub first: Seat,
    /// Missed turns that forfeit; 0 never forfeits.
    pub max_strikes: u32,
    /// Absent from a [`Table`]'s serde form (see [`Table::restore_actions`]).
    #[serde(default)]
    /// Shared between clones ([`ActionLog`]): a match is copied for every change.
    pub actions: ActionLog<LoggedAction<G::Move>>,
}

impl<G: Game> PartialEq for MoveLog<G> {
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.seed == other.seed
            && self.first == other.first
            && self.max_strikes == other.max_strikes
            && self.actions == other.actions
    }
}

/// What a run-out clock did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct TimeoutReport<G: Game> {
    pub seat: Seat,
    pub moves: Vec<G::Move>,
    pub events: Vec<G::Event>,
    /// The seat's strikes after this one.
    pub strikes: u32,
    pub forfeited: bool,
}

#[derive(Clone, Debug, PartialEq, Error)]
pub enum ReplayError {
    #[error("action {index} of the log was refused: {reason}")]
    Refused { index: usize, reason: String },
}

/// A game plus what every game shares: turn checks, strikes, resignation and the log.
///
/// Its serde form is the state without the log's actions: a store keeps those one row
/// per action, so a save costs the same at move 700 as at move 10, and gives them back
/// with [`Table::restore_actions`]. A form that holds them (as stored before) still reads.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Table<G: Game> {
    game: G,
    strikes: BySeat<u32>,
    /// Set when the table, not the rules, ended the game (forfeit, resignation).
    ended: Option<Outcome>,
    #[serde(with = "log_without_actions")]
    log: MoveLog<G>,
}

/// A table's log in its serde form: how it started, without the actions.
mod log_without_actions {
    use super::{Game, MoveLog, Seat};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize)]
    #[serde(bound = "")]
    struct Start<'a, G: Game> {
        options: &'a G::Options,
        seed: u64,
        first: Seat,
        max_strikes: u32,
    }

    pub fn serialize<G: Game, S: Serializer>(log: &MoveLog<G>, s: S) -> Result<S::Ok, S::Error> {
        Start::<G> {
            options: &log.options,
            seed: log.seed,
            first: log.first,
            max_strikes: log.max_strikes,
        }
        .serialize(s)
    }

    pub fn deserialize<'de, G: Game, D: Deserializer<'de>>(d: D) -> Result<MoveLog<G>, D::Error> {
        MoveLog::deserialize(d)
    }
}

/// Bounds the default moves of one timeout: a game whose default move never ends the turn
/// is a bug, reported instead of looping forever.
const MAX_DEFAULT_MOVES_PER_TURN: usize = 10_000;

impl<G: Game> Table<G> {
    pub fn new(options: G::Options, seed: u64, first: Seat, max_strikes: u32) -> Self {
        Table {
            game: G::new(&options, seed, first),
            strikes: BySeat::default(),
            ended: None,
            log: MoveLog {
                options,
                seed,
                first,
                max_strikes,
                actions: ActionLog::new(),
            },
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn log(&self) -> &MoveLog<G> {
        &self.log
    }

    pub fn strikes(&self) -> BySeat<u32> {
        self.strikes
    }

    /// Gives a table read from its serde form the log's actions, which that form leaves
    /// out: every action since the start, in order, as [`Table::log`] held them (appended,
    /// so a store may hand them over one at a time).
    pub fn restore_actions(&mut self, actions: impl IntoIterator<Item = LoggedAction<G::Move>>) {
        self.log.actions.extend(actions);
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.ended.or_else(|| self.game.outcome())
    }

    pub fn to_move(&self) -> Option<Seat> {
        match self.ended {
            Some(_) => None,
            None => self.game.to_move(),
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), PlayError<G::Error>> {
        match self.to_move() {
            None => Err(PlayError::GameOver),
            Some(to_move) if to_move != seat => Err(PlayError::NotYourTurn { to_move }),
            Some(_) => Ok(()),
        }
    }

    /// Plays `mv` for `seat`. On error nothing changes.
    pub fn play(&mut self, seat: Seat, mv: G::Move) -> Result<Vec<G::Event>, PlayError<G::Error>> {
        self.check_turn(seat)?;
        // Straight on the game, with no copy: `Game::apply` must leave the state exactly
        // as it was when it refuses a move, and the invariants harness checks that of
        // every game, byte for byte (`invariants::check_candidate`). A copy per move was
        // most of the cost of a move in some games. (A panic inside `apply` may leave
        // the game half-changed; the service applies moves to a copy of the whole match
        // and drops it on a panic, and `simulate` drops the table.)
        let events = self.game.apply(seat, &mv).map_err(PlayError::Rule)?;
        self.log.actions.push(LoggedAction {
            seat,
            action: Action::Play(mv),
        });
        Ok(events)
    }

    /// Whether `mv` would be accepted for `seat` now.
    pub fn is_legal(&self, seat: Seat, mv: &G::Move) -> bool {
        self.check_turn(seat).is_ok() && self.game.clone().apply(seat, mv).is_ok()
    }

    /// The legal moves of the seat to move ([`Game::legal_moves`]); none once the game or
    /// the table (a resignation, a forfeit) has ended it. `contains(m)` is
    /// `is_legal(seat to move, m)`.
    pub fn legal_moves(&self) -> G::LegalMoves {
        match self.ended {
            Some(_) => G::LegalMoves::default(),
            None => self.game.legal_moves(),
        }
    }

    /// The clock of the seat to move ran out: plays its default moves until the turn
    /// passes, adds a strike, and forfeits the match at the configured number of strikes.
    pub fn timeout(&mut self) -> Result<TimeoutReport<G>, PlayError<G::Error>> {
        let seat = self.to_move().ok_or(PlayError::GameOver)?;
        let mut next = self.game.clone();
        let turn = next.turn();
        let mut moves = Vec::new();
        let mut events = next.skip_turn().unwrap_or_default();
        while next.to_move() == Some(seat) && next.turn() == turn {
            if moves.len() >= MAX_DEFAULT_MOVES_PER_TURN {
                panic!("{}: default moves never ended the turn", G::NAME);
            }
            let mv = next.default_move();
            events.extend(next.apply(seat, &mv).map_err(PlayError::Rule)?);
            moves.push(mv);
        }
        self.game = next;
        self.strikes[seat] += 1;
        let strikes = self.strikes[seat];
        let forfeited = self.log.max_strikes > 0
            && strikes >= self.log.max_strikes
            && self.game.outcome().is_none();
        if forfeited {
            self.ended = Some(Outcome::Win {
                winner: seat.other(),
                reason: EndReason::Forfeit,
            });
        }
        self.log.actions.push(LoggedAction {
            seat,
            action: Action::Timeout,
        });
        Ok(TimeoutReport {
            seat,
            moves,
            events,
            strikes,
            forfeited,
        })
    }

    /// `seat` resigns: the other seat wins. Allowed at any time before the end, on either
    /// player's turn.
    pub fn resign(&mut self, seat: Seat) -> Result<Outcome, PlayError<G::Error>> {
        self.rule_out(seat, EndReason::Resignation, Action::Resign)
    }

    /// A referee rules `seat` out: the other seat wins by forfeit, whoever is to move.
    pub fn forfeit(&mut self, seat: Seat) -> Result<Outcome, PlayError<G::Error>> {
        self.rule_out(seat, EndReason::Forfeit, Action::Forfeit)
    }

    /// Ends the match against `seat` for `reason`, whoever is to move, logging `action`:
    /// what a resignation and a forfeit share.
    fn rule_out(
        &mut self,
        seat: Seat,
        reason: EndReason,
        action: Action<G::Move>,
    ) -> Result<Outcome, PlayError<G::Error>> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver);
        }
        let outcome = Outcome::Win {
            winner: seat.other(),
            reason,
        };
        self.ended = Some(outcome);
        self.log.actions.push(LoggedAction { seat, action });
        Ok(outcome)
    }

    /// Rebuilds a table from its log by replaying every action.
    pub fn replay(log: &MoveLog<G>) -> Result<Self, ReplayError> {
        Self::replay_with(log, |_, _| {})
    }

    /// [`Table::replay`], step by step: `visit` sees the table as dealt (with `None`),
    /// then the table after each action with what that action did. A replay shows a
    /// whole match this way (`/replay`), from the rules rather than from any text.
    pub fn replay_with(
        log: &MoveLog<G>,
        mut visit: impl FnMut(&Table<G>, Option<Replayed<'_, G>>),
    ) -> Result<Self, ReplayError> {
        let mut table = Table::new(log.options.clone(), log.seed, log.first, log.max_strikes);
        visit(&table, None);
        for (index, logged) in log.actions.iter().enumerate() {
            let refused = |reason: String| ReplayError::Refused { index, reason };
            let (events, skipped) = match &logged.action {
                Action::Play(mv) => {
                    let events = table
                        .play(logged.seat, mv.clone())
                        .map_err(|e| refused(e.to_string()))?;
                    (events, false)
                }
                Action::Timeout => {
                    if table.to_move() != Some(logged.seat) {
                        return Err(refused(format!("seat {} was not to move", logged.seat)));
                    }
                    let report = table.timeout().map_err(|e| refused(e.to_string()))?;
                    (report.events, report.moves.is_empty())
                }
                Action::Resign => {
                    table
                        .resign(logged.seat)
                        .map_err(|e| refused(e.to_string()))?;
                    (Vec::new(), false)
                }
                Action::Forfeit => {
                    table
                        .forfeit(logged.seat)
                        .map_err(|e| refused(e.to_string()))?;
                    (Vec::new(), false)
                }
            };
            visit(
                &table,
                Some(Replayed {
                    logged,
                    events,
                    skipped,
                }),
            );
        }
        Ok(table)
    }
}

/// What one action of a log did, as [`Table::replay_with`] shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Replayed<'a, G: Game> {
    pub logged: &'a LoggedAction<G::Move>,
    /// The action's events (a run-out clock's, too); none for a resignation or forfeit.
    pub events: Vec<G::Event>,
    /// A run-out clock passed the turn without a move (Tile Poker's skip).
    pub skipped: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_kinds_parse_from_their_names_and_titles() {
        for kind in GameKind::ALL {
            assert_eq!(kind.name().parse::<GameKind>(), Ok(kind));
            assert_eq!(kind.title().parse::<GameKind>(), Ok(kind));
        }
        assert_eq!(
            "poker".parse::<GameKind>().unwrap_err().to_string(),
            "`poker` is not a game: choose one of clash, tile-poker, clubbed, shape-clash, duel"
        );
        assert_eq!(
            serde_json::to_string(&GameKind::ShapeClash).unwrap(),
            "\"shape-clash\""
        );
    }

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(count(1, "card"), "1 card");
        assert_eq!(count(0, "card"), "0 cards");
        assert_eq!(count(4, "card"), "4 cards");
    }

    #[test]
    fn seat_other_swaps() {
        assert_eq!(Seat::A.other(), Seat::B);
        assert_eq!(Seat::B.other(), Seat::A);
    }

    #[test]
    fn by_seat_indexes_maps_and_zips() {
        let mut scores = BySeat::new(1, 2);
        scores[Seat::B] += 5;
        assert_eq!(scores[Seat::A], 1);
        assert_eq!(scores[Seat::B], 7);
        let doubled = scores.map(|_, s| s * 2);
        assert_eq!(doubled, BySeat::new(2, 14));
        let zipped = scores.zip(BySeat::new("x", "y"));
        assert_eq!(zipped.b, (7, "y"));
        assert_eq!(
            BySeat::from_fn(|s| s.other()),
            BySeat::new(Seat::B, Seat::A)
        );
    }
}

#[cfg(test)]
mod forfeit_tests {
    use super::duel::Duel;
    use super::*;

    #[test]
    fn a_referee_forfeit_gives_the_other_seat_the_match_and_replays() {
        let mut table = Table::<Duel>::new(Default::default(), 9, Seat::A, 5);
        let mv = table.game().default_move();
        table.play(Seat::A, mv).unwrap();
        let outcome = table.forfeit(Seat::B).unwrap();
        assert_eq!(
            outcome,
            Outcome::Win {
                winner: Seat::A,
                reason: EndReason::Forfeit
            }
        );
        assert_eq!(table.outcome(), Some(outcome));
        assert_eq!(table.to_move(), None);
        assert_eq!(table.forfeit(Seat::A), Err(PlayError::GameOver));
        let last = table.log().actions.last().unwrap();
        assert_eq!((last.seat, &last.action), (Seat::B, &Action::Forfeit));
        let replayed = Table::replay(table.log()).unwrap();
        assert_eq!(replayed.outcome(), Some(outcome));
    }

    #[test]
    fn replay_with_shows_the_deal_then_each_action_and_ends_where_replay_does() {
        let mut table = Table::<Duel>::new(Default::default(), 4, Seat::A, 3);
        let mut states = vec![serde_json::to_string(&table).unwrap()];
        for turn in 0..4 {
            let seat = table.to_move().unwrap();
            if turn == 2 {
                table.timeout().unwrap();
            } else {
                table.play(seat, table.game().default_move()).unwrap();
            }
            states.push(serde_json::to_string(&table).unwrap());
        }
        table.resign(Seat::B).unwrap();
        states.push(serde_json::to_string(&table).unwrap());
        let mut seen = Vec::new();
        let replayed = Table::replay_with(table.log(), |t, done| {
            seen.push((
                serde_json::to_string(t).unwrap(),
                done.map(|d| d.logged.clone()),
            ));
        })
        .unwrap();
        assert_eq!(seen.len(), table.log().actions.len() + 1);
        assert_eq!(seen[0].1, None, "the deal comes first, with no action");
        for (index, (state, done)) in seen.iter().enumerate() {
            assert_eq!(state, &states[index], "state {index}");
            if index > 0 {
                assert_eq!(done.as_ref(), table.log().actions.iter().nth(index - 1));
            }
        }
        assert_eq!(replayed.log(), table.log());
        assert_eq!(replayed.outcome(), table.outcome());
    }

    #[test]
    fn a_tables_serde_form_leaves_out_the_actions_and_reads_a_form_with_them() {
        let mut table = Table::<Duel>::new(Default::default(), 9, Seat::B, 5);
        for _ in 0..3 {
            let seat = table.to_move().unwrap();
            table.play(seat, table.game().default_move()).unwrap();
        }
        let stored = serde_json::to_value(&table).unwrap();
        assert_eq!(
            stored["log"],
            serde_json::json!({ "options": table.log().options, "seed": 9, "first": "B", "max_strikes": 5 })
        );
        let mut back: Table<Duel> = serde_json::from_value(stored.clone()).unwrap();
        assert!(back.log().actions.is_empty());
        back.restore_actions(table.log().actions.iter().cloned());
        assert_eq!(back.log(), table.log());
        assert_eq!(serde_json::to_value(&back).unwrap(), stored);
        // The form stored before: the log with its actions.
        let mut old = stored;
        old["log"] = serde_json::to_value(table.log()).unwrap();
        let back: Table<Duel> = serde_json::from_value(old).unwrap();
        assert_eq!(back.log(), table.log());
    }
}
