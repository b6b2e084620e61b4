//! Duel, docs/rules.md#duel: two face-down 26-card libraries clash top card against top card,
//! each player keeping the card on top or sending it to the bottom. This module owns the
//! clash flow, the kept-once rule, the clash score and the clash limit; the same value
//! comparison decides the pre-game toss ([`crate::rules::toss`]).
//!
//! Decisions on the gaps (docs/rules.md#duel-decisions):
//! - The library split: after the shuffle, seat A takes the top half of the deck, B the rest.
//! - The kept-once rule: a revealed card that was kept on top last clash is sent to the
//!   bottom automatically (an event with `forced: true`), without asking its owner; when
//!   both revealed cards were kept, the clash resolves at once with no move asked.
//! - Every clash asks for both choices (unless forced), even one whose result ends the
//!   game, so every clash reads the same.
//! - The clock: a timed-out choice is Keep when allowed (the card simply stays), else Bottom.
//! - The clash limit: ties can repeat for ever (two libraries holding the same ranks in the
//!   same order, both always sending to the bottom), so after [`DuelOptions::max_clashes`]
//!   clashes (default 200) the player with more clashes won wins, equal is a draw.
//! - A target or a limit of 0 counts as 1, so every game has a way to end.

use super::{BySeat, EndReason, Game, MoveList, Outcome, Seat};
use crate::cards::{rng_from_seed, shuffled_deck, Card, GameRng};
use rand::Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const LIBRARY_SIZE: usize = 26;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DuelOptions {
    /// Clashes won that win the game.
    pub target: u32,
    /// Clashes after which the game ends anyway: more clashes won wins, equal is a draw.
    pub max_clashes: u32,
}

impl Default for DuelOptions {
    fn default() -> Self {
        DuelOptions {
            target: 5,
            max_clashes: 200,
        }
    }
}

impl DuelOptions {
    fn target(&self) -> u32 {
        self.target.max(1)
    }

    fn max_clashes(&self) -> u32 {
        self.max_clashes.max(1)
    }
}

/// A choice for one's revealed card; also the recorded choice in events and views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(any(test, feature = "test-support"), derive(proptest_derive::Arbitrary))]
pub enum DuelMove {
    /// Leave the card on top: it is revealed again next clash (then it must go).
    Keep,
    /// Put the card at the bottom of the library.
    Bottom,
}

impl std::fmt::Display for DuelMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DuelMove::Keep => "keep on top",
            DuelMove::Bottom => "put at the bottom",
        })
    }
}

/// What happened. Only revealed cards ever appear here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DuelEvent {
    /// A clash began: both top cards were turned face up at once.
    Revealed {
        clash: u32,
        active: Seat,
        cards: BySeat<Card>,
    },
    /// A seat chose where its revealed card goes. `forced`: the card had been kept last
    /// clash, so the rules sent it to the bottom without asking.
    Chose {
        clash: u32,
        seat: Seat,
        choice: DuelMove,
        forced: bool,
    },
    /// Both cards moved; `winner` revealed the strictly higher rank (`None`: equal ranks).
    ClashResolved {
        clash: u32,
        cards: BySeat<Card>,
        winner: Option<Seat>,
        scores: BySeat<u32>,
    },
    /// A seat reached the target.
    GameWon { winner: Seat, scores: BySeat<u32> },
    /// The clash limit ended the game: more clashes won wins (`None`: a draw).
    ClashLimitReached {
        clashes: u32,
        winner: Option<Seat>,
        scores: BySeat<u32>,
    },
}

/// Why a choice was refused. [`super::Table`] checks turn order before the rules see a
/// move, so players meet these only through direct calls to [`Game::apply`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DuelError {
    #[error("the duel is over")]
    GameOver,
    #[error("it is not your choice: seat {to_move} chooses now")]
    NotYourChoice { to_move: Seat },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastClash {
    pub clash: u32,
    /// The two cards that clashed (public: both were face up).
    pub cards: BySeat<Card>,
    pub winner: Option<Seat>,
}

/// What everybody may see: the two revealed cards, the choices made so far this clash and
/// the score. No library card other than the revealed ones has a field here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelPublic {
    pub target: u32,
    pub max_clashes: u32,
    /// The clash being played (the last one played once the game is over).
    pub clash: u32,
    /// Who chooses first this clash.
    pub active: Seat,
    /// The two top cards, face up; `None` once the game is over.
    pub revealed: Option<BySeat<Card>>,
    /// This clash's choices so far: the second chooser sees the first's.
    pub choices: BySeat<Option<DuelMove>>,
    /// The revealed card was kept last clash, so it goes to the bottom whatever happens.
    pub forced: BySeat<bool>,
    pub library_sizes: BySeat<usize>,
    pub scores: BySeat<u32>,
    pub last_clash: Option<LastClash>,
    pub to_move: Option<Seat>,
    pub outcome: Option<Outcome>,
}

/// A seat's choice this clash, as a table shows it (the Discord room and the web say it
/// from this one rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShownChoice {
    /// Its card was kept last clash, so it goes to the bottom whatever it chooses.
    Forced,
    Keeps,
    Bottoms,
    /// The seat is choosing now.
    Choosing,
    /// The seat chooses after the other.
    Next,
}

impl DuelPublic {
    /// What the table shows of `seat`'s choice: a forced bottom first, then the choice made.
    pub fn shown_choice(&self, seat: Seat) -> ShownChoice {
        match (self.choices[seat], self.forced[seat]) {
            (_, true) => ShownChoice::Forced,
            (Some(DuelMove::Keep), _) => ShownChoice::Keeps,
            (Some(DuelMove::Bottom), _) => ShownChoice::Bottoms,
            (None, _) if self.to_move == Some(seat) => ShownChoice::Choosing,
            (None, _) => ShownChoice::Next,
        }
    }
}

/// What one seat may see. Libraries are face down for their owners too, so a seat sees
/// exactly the public table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelView {
    pub seat: Seat,
    pub public: DuelPublic,
}

/// The legal moves of Duel (see [`MoveList`]): `Keep` and `Bottom` for the seat to
/// choose, none for the other. A seat whose card must go to the bottom is never asked (the
/// rules choose for it), so both are always open to the seat that is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DuelMoves {
    choosing: bool,
}

impl DuelMoves {
    /// The moves of a seat that chooses now, or of one that does not: the one rule behind
    /// [`Game::legal_moves`] and [`DuelView::legal_moves`].
    fn of(choosing: bool) -> DuelMoves {
        DuelMoves { choosing }
    }
}

impl MoveList<DuelMove> for DuelMoves {
    fn len(&self) -> usize {
        if self.choosing {
            2
        } else {
            0
        }
    }

    fn contains(&self, _mv: &DuelMove) -> bool {
        self.choosing
    }

    /// A fair coin, `gen_bool(0.5)`, as Duel's random player has always drawn: `Keep` on
    /// true.
    fn choose(&self, rng: &mut GameRng) -> Option<DuelMove> {
        self.choosing.then(|| {
            if rng.gen_bool(0.5) {
                DuelMove::Keep
            } else {
                DuelMove::Bottom
            }
        })
    }
}

impl IntoIterator for DuelMoves {
    type Item = DuelMove;
    type IntoIter = std::iter::Take<std::array::IntoIter<DuelMove, 2>>;

    fn into_iter(self) -> Self::IntoIter {
        [DuelMove::Keep, DuelMove::Bottom]
            .into_iter()
            .take(self.len())
    }
}

impl DuelView {
    /// This seat's legal moves ([`Game::legal_moves`] when it is to choose, else none).
    pub fn legal_moves(&self) -> DuelMoves {
        DuelMoves::of(self.public.to_move == Some(self.seat))
    }
}

/// A clash's value of a card: 2 … 10, J 11, Q 12, K 13, A 14. Suits do not count.
pub fn clash_value(card: Card) -> u8 {
    card.rank.value()
}

/// Who wins a clash between two revealed cards: the strictly higher value, else nobody.
/// The toss ([`crate::rules::toss::toss`]) uses the same comparison.
pub fn clash_winner(cards: BySeat<Card>) -> Option<Seat> {
    match clash_value(cards.a).cmp(&clash_value(cards.b)) {
        std::cmp::Ordering::Greater => Some(Seat::A),
        std::cmp::Ordering::Less => Some(Seat::B),
        std::cmp::Ordering::Equal => None,
    }
}

/// The whole game, known to nobody: both libraries' order is secret to both players.
/// There is no RNG beyond the opening shuffle: nothing is random after the split.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Duel {
    options: DuelOptions,
    first: Seat,
    /// Each seat's library; the top card is the last.
    libraries: BySeat<Vec<Card>>,
    /// The clash being played, from 1.
    clash: u32,
    choices: BySeat<Option<DuelMove>>,
    /// The seat's revealed card was kept on top last clash (its second reveal in a row).
    kept_last: BySeat<bool>,
    scores: BySeat<u32>,
    last_clash: Option<LastClash>,
    turn: u32,
    outcome: Option<Outcome>,
}

impl Duel {
    pub fn options(&self) -> &DuelOptions {
        &self.options
    }

    /// The clash being played (the last one once the game is over).
    pub fn clash(&self) -> u32 {
        self.clash
    }

    /// Who chooses first in the current clash: `first` in odd clashes.
    pub fn active(&self) -> Seat {
        if self.clash % 2 == 1 {
            self.first
        } else {
            self.first.other()
        }
    }

    /// The two face-up top cards; `None` once the game is over.
    pub fn revealed(&self) -> Option<BySeat<Card>> {
        self.outcome.is_none().then(|| self.tops())
    }

    pub fn choices(&self) -> BySeat<Option<DuelMove>> {
        self.choices
    }

    /// Whether `seat`'s revealed card must go to the bottom (it was kept last clash).
    pub fn forced(&self, seat: Seat) -> bool {
        self.kept_last[seat]
    }

    /// Every card the game holds: both libraries. Always 52.
    pub fn all_cards(&self) -> Vec<Card> {
        self.libraries
            .a
            .iter()
            .chain(&self.libraries.b)
            .copied()
            .collect()
    }

    fn tops(&self) -> BySeat<Card> {
        self.libraries
            .as_ref()
            .map(|_, library| *library.last().expect("a library is never empty"))
    }

    /// The seat whose choice the clash waits for, in order; `None` once both chose.
    fn pending(&self) -> Option<Seat> {
        let active = self.active();
        [active, active.other()]
            .into_iter()
            .find(|&seat| self.choices[seat].is_none())
    }

    /// Makes the forced choices and resolves clashes until a player must choose or the
    /// game ends. Both cards can be forced only every other clash (a forced card was not
    /// kept), so this stops after at most one clash resolved on its own.
    fn advance(&mut self, events: &mut Vec<DuelEvent>) {
        while self.outcome.is_none() {
            match self.pending() {
                Some(seat) if self.kept_last[seat] => {
                    self.choices[seat] = Some(DuelMove::Bottom);
                    events.push(DuelEvent::Chose {
                        clash: self.clash,
                        seat,
                        choice: DuelMove::Bottom,
                        forced: true,
                    });
                }
                Some(_) => break,
                None => self.resolve(events),
            }
        }
    }

    /// Both choices are in: the cards move at the same time, the clash is scored, and the
    /// game ends or the next clash reveals.
    fn resolve(&mut self, events: &mut Vec<DuelEvent>) {
        let cards = self.tops();
        let winner = clash_winner(cards);
        for seat in Seat::BOTH {
            let choice = self.choices[seat].take().expect("both chose");
            if choice == DuelMove::Bottom {
                self.libraries[seat].rotate_right(1);
            }
            self.kept_last[seat] = choice == DuelMove::Keep;
        }
        if let Some(winner) = winner {
            self.scores[winner] += 1;
        }
        self.last_clash = Some(LastClash {
            clash: self.clash,
            cards,
            winner,
        });
        events.push(DuelEvent::ClashResolved {
            clash: self.clash,
            cards,
            winner,
            scores: self.scores,
        });
        if let Some(winner) = winner.filter(|&w| self.scores[w] >= self.options.target()) {
            self.outcome = Some(Outcome::Win {
                winner,
                reason: EndReason::Play,
            });
            events.push(DuelEvent::GameWon {
                winner,
                scores: self.scores,
            });
        } else if self.clash >= self.options.max_clashes() {
            let leader = match self.scores.a.cmp(&self.scores.b) {
                std::cmp::Ordering::Greater => Some(Seat::A),
                std::cmp::Ordering::Less => Some(Seat::B),
                std::cmp::Ordering::Equal => None,
            };
            self.outcome = Some(match leader {
                Some(winner) => Outcome::Win {
                    winner,
                    reason: EndReason::Play,
                },
                None => Outcome::Draw,
            });
            events.push(DuelEvent::ClashLimitReached {
                clashes: self.clash,
                winner: leader,
                scores: self.scores,
            });
        } else {
            self.clash += 1;
            events.push(DuelEvent::Revealed {
                clash: self.clash,
                active: self.active(),
                cards: self.tops(),
            });
        }
    }
}

impl Game for Duel {
    type Options = DuelOptions;
    type Move = DuelMove;
    type Event = DuelEvent;
    type View = DuelView;
    type PublicView = DuelPublic;
    type Error = DuelError;
    type LegalMoves = DuelMoves;

    const NAME: &'static str = "duel";
    const TITLE: &'static str = "Duel";

    /// `first` chooses first in clash 1; the first reveal is already face up (there is no
    /// event for it: `new` returns none, and the views show it).
    fn new(options: &DuelOptions, seed: u64, first: Seat) -> Self {
        let mut deck = shuffled_deck(&mut rng_from_seed(seed));
        let top_half = deck.split_off(LIBRARY_SIZE);
        Duel {
            options: options.clone(),
            first,
            libraries: BySeat::new(top_half, deck),
            clash: 1,
            choices: BySeat::default(),
            kept_last: BySeat::default(),
            scores: BySeat::default(),
            last_clash: None,
            turn: 0,
            outcome: None,
        }
    }

    fn options_for_target(target: Option<u32>) -> Self::Options {
        let mut options = Self::Options::default();
        if let Some(target) = target {
            options.target = target;
        }
        options
    }

    fn to_move(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        self.pending()
    }

    /// Every choice a player makes is a turn; forced choices are not.
    fn turn(&self) -> u32 {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Clashes won.
    fn scores(&self) -> BySeat<u32> {
        self.scores
    }

    fn apply(&mut self, seat: Seat, mv: &DuelMove) -> Result<Vec<DuelEvent>, DuelError> {
        let to_move = self.to_move().ok_or(DuelError::GameOver)?;
        if to_move != seat {
            return Err(DuelError::NotYourChoice { to_move });
        }
        // A forced seat is never to move (`advance` chose for it), so both choices are
        // legal here.
        debug_assert!(!self.kept_last[seat]);
        self.choices[seat] = Some(*mv);
        self.turn += 1;
        let mut events = vec![DuelEvent::Chose {
            clash: self.clash,
            seat,
            choice: *mv,
            forced: false,
        }];
        self.advance(&mut events);
        Ok(events)
    }

    /// docs/rules.md#duel-decisions: Keep when allowed (the card simply stays), else Bottom.
    fn default_move(&self) -> DuelMove {
        let seat = self
            .to_move()
            .expect("no default move once the duel is over");
        if self.kept_last[seat] {
            DuelMove::Bottom
        } else {
            DuelMove::Keep
        }
    }

    fn legal_moves(&self) -> DuelMoves {
        DuelMoves::of(self.to_move().is_some())
    }

    fn legal_moves_of(view: &DuelView) -> DuelMoves {
        view.legal_moves()
    }

    fn view(&self, seat: Seat) -> DuelView {
        DuelView {
            seat,
            public: self.public_view(),
        }
    }

    fn public_view(&self) -> DuelPublic {
        DuelPublic {
            target: self.options.target(),
            max_clashes: self.options.max_clashes(),
            clash: self.clash,
            active: self.active(),
            revealed: self.revealed(),
            choices: self.choices,
            forced: self.kept_last,
            library_sizes: self.libraries.as_ref().map(|_, l| l.len()),
            scores: self.scores,
            last_clash: self.last_clash,
            to_move: self.to_move(),
            outcome: self.outcome,
        }
    }
}

#[cfg(test)]
mod tests;
