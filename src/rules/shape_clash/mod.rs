//! Shape Clash (docs/rules.md): two players shed their 30 cards onto a shared board of three
//! Single piles and a Complete pile. This module owns the deck, the set-up reveal, the seven
//! play options, the turn flow, deal scoring and the match to the target.
//!
//! Decisions and readings of docs/rules.md#shape-clash-decisions (tests named in brackets):
//! - Pass (option 7) is legal on every turn, even while a play exists, and ends the turn;
//!   the one exception is a deal's opening turn, where the opener owes one Complete
//!   ([`ShapeClashMove::Open`]). With no legal play, Pass is the only legal move: the pass
//!   is *forced*. (`voluntary_pass_is_legal_while_a_play_exists`,
//!   `pass_is_illegal_on_the_opening_turn`, `option_7_pass_with_no_legal_play_ends_the_turn`)
//! - The block (docs/rules.md#shape-clash): a deal ends blocked when both players pass in a row
//!   with no legal play *and neither can draw* (each holds 7 cards or has an empty pile, so
//!   the refill at the start of a turn cannot change their hand). A forced pass by a player
//!   who will still refill does not count, and like a voluntary pass or any play it starts
//!   the count over. Fewer cards left (hand plus pile) wins the deal and scores the
//!   difference; equal scores nothing. (`voluntary_passes_do_not_end_the_deal`,
//!   `two_forced_passes_in_a_row_end_the_deal`,
//!   `a_forced_pass_by_a_player_who_will_refill_does_not_count_towards_a_block`,
//!   `a_blocked_deal_with_equal_cards_scores_nothing`)
//! - An opener whose whole pile holds no Complete passes, and the other player opens
//!   (`an_opener_without_any_complete_passes_and_the_other_opens`). Both cannot: the 60
//!   dealt cards hold only 33 Singles.
//! - Option 6 may play a Single equal to its pile's top: it has no condition
//!   (`option_6_may_play_a_single_equal_to_its_piles_top`).
//! - Every draw's count and the three starting Singles of every deal are events, the
//!   first deal's included ([`ShapeClash::first_deal_events`]), so a log of events replays
//!   without unknowns (`the_first_deal_is_logged_like_every_other`).
//! - Whether a pass was forced is public ([`ShapeClashEvent::Passed`],
//!   [`ShapeClashPublic::forced_passes_in_a_row`]): the next player must know whether her
//!   own forced pass would end the deal.
//! - The clock (docs/rules.md#timers: a pass): a run-out clock passes. On
//!   the opening turn, where a pass is illegal, it opens with the first Complete in hand.
//!   Either ends the turn, so a timeout is exactly one move. (`timeout_plays_a_pass`,
//!   `default_move_is_a_pass_whatever_the_hand`, `default_move_opens_with_the_first_complete`)
//! - Consequence: a match in which both clocks always run out cannot end by play. After
//!   the opening and one pass each nothing on the table changes, and the passes are
//!   voluntary whenever the passer could play, so the deal never ends (unless both players
//!   happen to be stuck from the start, with hands of unplayable Completes only: vanishingly
//!   rare, and it scores 1 point, the opener being one card down). Such a match ends by
//!   forfeit when a player reaches the strike limit; with no limit it does not end.
//!   (`a_match_played_by_the_clock_alone_ends_only_by_forfeit`)
//! - [`Game::random_move`] (simulations only) picks uniformly among the legal moves, Pass
//!   included: random deals still end quickly (the figures are beside its `legal_moves`).
//!   (`whole_random_matches_end_with_a_winner_at_the_target`)
//! - A Complete matching all three pile tops is option 3, not option 5: option 5 needs a
//!   Complete matching exactly two
//!   (`option_5_a_complete_matching_two_piles_with_the_single_of_its_third_value`).
//!   Option 4b takes its three Singles in any order
//!   (`option_4b_three_singles_one_per_category_any_values_on_a_matched_board`); option 4c
//!   (no Complete and not one Single per category: nothing happens) is not a move.
//! - The hand refills to 7 at the start of a turn, and draws 7 more when options 1–5 empty
//!   it mid-turn; emptying it with option 6 draws nothing until the next turn
//!   (`playing_the_seventh_card_with_option_six_ends_the_turn_without_drawing`).
//! - Draws are public as counts only (`draw_events_hold_counts_not_cards`); the match is
//!   won by a deal that scores and brings its winner to the target
//!   (`reaching_the_target_wins_the_match`).
//!
//! Why one file of over 600 lines: the seven options of a turn and the checks of each play
//! read against each other (a play is legal under one option exactly when the others do
//! not apply); the cards themselves are `cards.rs`'s.

pub mod cards;

pub use cards::{Category, Complete, Face, ShapeCard, ShapeParseError, Value, DECK_SIZE};

use super::{BySeat, EndReason, Game, Listed, ListedForm, Outcome, Seat};
use crate::cards::{rng_from_seed, GameRng};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;
use thiserror::Error;

pub const HAND_SIZE: usize = 7;
/// Each player's face-down pile at the deal: (63 − 3 starting Singles) / 2.
pub const PILE_SIZE: usize = 30;
// The two players' 60 cards outnumber the Singles left after the three starters (33), so at
// least one of them holds a Complete somewhere: a deal can always be opened.
const _: () = assert!(cards::SINGLES - 3 < 2 * PILE_SIZE);
/// Blocking passes in a row (each by a player with no legal play who cannot draw) that
/// end a deal.
pub const PASSES_TO_BLOCK: u32 = 2;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ShapeClashOptions {
    /// Match points that win the match.
    pub target: u32,
}

impl Default for ShapeClashOptions {
    fn default() -> Self {
        ShapeClashOptions { target: 10 }
    }
}

/// A player's intent. Every play but `FinalSingle` and `Pass` keeps the turn, so a turn is
/// a run of moves ended by one of those two (or by the deal ending).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(proptest_derive::Arbitrary))]
pub enum ShapeClashMove {
    /// The first turn of a deal: one Complete from the hand, nothing else; ends the turn.
    Open { complete: ShapeCard },
    /// Option 1: a Single showing the top Complete's value in its category, different
    /// from that pile's top.
    FollowComplete { single: ShapeCard },
    /// Option 2: a Complete sharing exactly two values with the top Complete.
    ShareTwo { complete: ShapeCard },
    /// Option 3: the Complete the three Single pile tops spell, whatever the top Complete.
    PilesComplete { complete: ShapeCard },
    /// Option 4a: any Complete, while the board is matched.
    FreeComplete { complete: ShapeCard },
    /// Option 4b: one Single of each category, any values, while the board is matched.
    FreeSingles { singles: [ShapeCard; 3] },
    /// Option 5: a Complete matching exactly two pile tops, with the Single of its third
    /// value; the board is then matched.
    Combo {
        complete: ShapeCard,
        single: ShapeCard,
    },
    /// Option 6: any Single on its pile; ends the turn.
    FinalSingle { single: ShapeCard },
    /// Option 7: end the turn without playing. Legal on every turn but a deal's opening
    /// one; the only legal move when nothing can be played (a *forced* pass).
    Pass,
}

impl ShapeClashMove {
    /// The option number in docs/rules.md#shape-clash-the-seven-options (none to open).
    pub fn option(&self) -> Option<u8> {
        match self {
            ShapeClashMove::Open { .. } => None,
            ShapeClashMove::FollowComplete { .. } => Some(1),
            ShapeClashMove::ShareTwo { .. } => Some(2),
            ShapeClashMove::PilesComplete { .. } => Some(3),
            ShapeClashMove::FreeComplete { .. } | ShapeClashMove::FreeSingles { .. } => Some(4),
            ShapeClashMove::Combo { .. } => Some(5),
            ShapeClashMove::FinalSingle { .. } => Some(6),
            ShapeClashMove::Pass => Some(7),
        }
    }

    /// Whether this move hands the turn over (the deal's end aside).
    pub fn ends_turn(&self) -> bool {
        matches!(
            self,
            ShapeClashMove::Open { .. } | ShapeClashMove::FinalSingle { .. } | ShapeClashMove::Pass
        )
    }

    /// The cards the move puts on the board.
    pub fn cards(&self) -> Vec<ShapeCard> {
        match *self {
            ShapeClashMove::Open { complete }
            | ShapeClashMove::ShareTwo { complete }
            | ShapeClashMove::PilesComplete { complete }
            | ShapeClashMove::FreeComplete { complete } => vec![complete],
            ShapeClashMove::FollowComplete { single } | ShapeClashMove::FinalSingle { single } => {
                vec![single]
            }
            ShapeClashMove::FreeSingles { singles } => singles.to_vec(),
            ShapeClashMove::Combo { complete, single } => vec![complete, single],
            ShapeClashMove::Pass => Vec::new(),
        }
    }
}

impl fmt::Display for ShapeClashMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeClashMove::Open { complete } => write!(f, "open with {complete}"),
            ShapeClashMove::FollowComplete { single } => {
                write!(f, "play {single} on the top Complete's value (option 1)")
            }
            ShapeClashMove::ShareTwo { complete } => {
                write!(f, "play {complete}, sharing two values (option 2)")
            }
            ShapeClashMove::PilesComplete { complete } => {
                write!(
                    f,
                    "play {complete}, the Complete of the Single piles (option 3)"
                )
            }
            ShapeClashMove::FreeComplete { complete } => {
                write!(f, "play {complete} on the matched board (option 4a)")
            }
            ShapeClashMove::FreeSingles { singles: [a, b, c] } => {
                write!(f, "play {a}, {b} and {c} on the matched board (option 4b)")
            }
            ShapeClashMove::Combo { complete, single } => {
                write!(f, "play {complete} with {single} (option 5)")
            }
            ShapeClashMove::FinalSingle { single } => {
                write!(f, "play {single} and end the turn (option 6)")
            }
            ShapeClashMove::Pass => write!(f, "pass (option 7)"),
        }
    }
}

/// Why a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealEnd {
    /// The winner played her last card.
    WentOut,
    /// Two forced passes in a row: neither player could play.
    Blocked,
}

/// A finished deal, public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    pub deal: u32,
    pub end: DealEnd,
    /// `None` when a blocked deal left both players with as many cards.
    pub winner: Option<Seat>,
    pub points: u32,
    /// Hand plus face-down pile, per seat, when the deal ended.
    pub cards_left: BySeat<u32>,
}

/// Why cards were drawn. Draws are public as counts only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawReason {
    /// The first 7 of a deal.
    Deal,
    /// The opener had no Complete and drew until one came.
    SeekingComplete,
    /// The start of a turn: back to 7.
    Refill,
    /// The hand emptied mid-turn: 7 more.
    EmptyHand,
}

/// What happened. Only cards on the board ever appear here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShapeClashEvent {
    DealStarted {
        deal: u32,
        first: Seat,
        /// The revealed Singles that start the Pattern, Color and Shape piles.
        starters: [ShapeCard; 3],
    },
    Drew {
        seat: Seat,
        count: u32,
        reason: DrawReason,
    },
    Played {
        seat: Seat,
        play: ShapeClashMove,
    },
    Passed {
        seat: Seat,
        /// The passer had no legal play. Two forced passes in a row end the deal; a
        /// voluntary one resets the count.
        forced: bool,
    },
    DealEnded {
        result: DealResult,
        scores: BySeat<u32>,
    },
    MatchWon {
        winner: Seat,
        scores: BySeat<u32>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShapeClashError {
    #[error("{0} is not in your hand")]
    NotInHand(ShapeCard),
    #[error("{0} is played twice")]
    PlayedTwice(ShapeCard),
    #[error("{0} is a Single, but this play needs a Complete")]
    NotAComplete(ShapeCard),
    #[error("{0} is a Complete, but this play needs a Single")]
    NotASingle(ShapeCard),
    #[error("the deal opens with one Complete from your hand and nothing else")]
    MustOpen,
    #[error("the deal is already open: the opening Complete is down")]
    AlreadyOpen,
    #[error("{single} does not follow {top}: its {category} is {needed}")]
    DoesNotFollow {
        single: ShapeCard,
        top: ShapeCard,
        category: Category,
        needed: Value,
    },
    #[error("the {category} pile already shows {value}: option 1 needs a different value (option 6 plays it and ends your turn)")]
    SameAsPileTop { category: Category, value: Value },
    #[error("{complete} shares {shared} values with {top}: option 2 needs exactly two")]
    NotTwoShared {
        complete: ShapeCard,
        top: ShapeCard,
        shared: usize,
    },
    #[error("{complete} is not the Complete of the Single piles, which show {piles}")]
    NotThePilesComplete {
        complete: ShapeCard,
        piles: Complete,
    },
    #[error("the board is not matched: the Single piles show {piles} and the Complete pile {top}")]
    NotMatched { piles: Complete, top: ShapeCard },
    #[error("play one Single of each category: there is no {0} Single")]
    MissingCategory(Category),
    #[error(
        "{complete} matches {matching} of the Single piles ({piles}): option 5 needs exactly two"
    )]
    ComboNotTwo {
        complete: ShapeCard,
        piles: Complete,
        matching: usize,
    },
    #[error("{single} does not complete {complete}: play it with the {needed} Single")]
    ComboWrongSingle {
        single: ShapeCard,
        complete: ShapeCard,
        needed: Value,
    },
}

/// The whole deal, known to nobody.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ShapeClash {
    options: ShapeClashOptions,
    rng: GameRng,
    deal: u32,
    /// Who opened the current deal; deals alternate.
    deal_first: Seat,
    to_move: Seat,
    turn: u32,
    scores: BySeat<u32>,
    /// Kept in id order (Completes first).
    hands: BySeat<Vec<ShapeCard>>,
    /// Face-down piles; the last card is the top.
    piles: BySeat<Vec<ShapeCard>>,
    /// Single piles by `Category::index`; the last card is the top.
    singles: [Vec<ShapeCard>; 3],
    completes: Vec<ShapeCard>,
    /// The deal's first turn: the opener owes one Complete.
    opening: bool,
    /// Blocking passes in a row (see [`PASSES_TO_BLOCK`]); any play, voluntary pass or
    /// forced pass of a player who can still draw resets it.
    forced_passes: u32,
    last_deal: Option<DealResult>,
    winner: Option<Seat>,
    /// The plays of the turn under way (public: they are on the board).
    #[serde(default)]
    turn_plays: Vec<ShapeClashMove>,
    /// The last turn that ended, for the table.
    #[serde(default)]
    last_turn: Option<TurnRecord>,
    /// The events of laying out the first deal (starting Singles, draws): `new` returns no
    /// events, so they are kept here for the record.
    #[serde(default)]
    first_deal_events: Vec<ShapeClashEvent>,
}

/// A finished turn: who played what, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    pub seat: Seat,
    /// The plays, in order; the last one ended the turn unless it ended with a pass.
    pub plays: Vec<ShapeClashMove>,
    /// `Some(forced)` when the turn ended with a pass.
    pub passed: Option<bool>,
}

/// A board pile as everybody sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PileView {
    pub top: Option<ShapeCard>,
    pub size: usize,
}

impl PileView {
    fn of(pile: &[ShapeCard]) -> PileView {
        PileView {
            top: pile.last().copied(),
            size: pile.len(),
        }
    }
}

/// What everybody may see: the board, the counts, the scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShapeClashPublic {
    pub deal: u32,
    pub target: u32,
    pub scores: BySeat<u32>,
    pub deal_first: Seat,
    pub to_move: Option<Seat>,
    /// The deal's first turn: the opener is to play one Complete.
    pub opening: bool,
    /// The Pattern, Color and Shape piles.
    pub singles: [PileView; 3],
    pub completes: PileView,
    /// The Single pile tops spell the top Complete (options 4a and 4b are open).
    pub matched: bool,
    pub hand_counts: BySeat<usize>,
    pub pile_counts: BySeat<usize>,
    /// Blocking passes in a row: at 1, a pass by the next player with no legal play who
    /// cannot draw ends the deal.
    pub forced_passes_in_a_row: u32,
    pub last_deal: Option<DealResult>,
    pub winner: Option<Seat>,
    /// The plays of the turn under way.
    pub this_turn: Vec<ShapeClashMove>,
    pub last_turn: Option<TurnRecord>,
}

/// What one seat may see: its own hand and the public table. There is no field for the
/// opponent's hand or for either face-down pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShapeClashView {
    pub seat: Seat,
    pub hand: Vec<ShapeCard>,
    pub public: ShapeClashPublic,
}

impl ShapeClash {
    pub fn options(&self) -> &ShapeClashOptions {
        &self.options
    }

    pub fn deal(&self) -> u32 {
        self.deal
    }

    pub fn deal_first(&self) -> Seat {
        self.deal_first
    }

    pub fn is_opening(&self) -> bool {
        self.opening
    }

    pub fn hand(&self, seat: Seat) -> &[ShapeCard] {
        &self.hands[seat]
    }

    pub fn pile_len(&self, seat: Seat) -> usize {
        self.piles[seat].len()
    }

    /// Hand plus face-down pile.
    pub fn cards_left(&self, seat: Seat) -> usize {
        self.hands[seat].len() + self.piles[seat].len()
    }

    pub fn last_deal(&self) -> Option<DealResult> {
        self.last_deal
    }

    /// The Single pile tops read as one Complete (P, C, S).
    pub fn pile_tops(&self) -> Complete {
        let values = [0, 1, 2].map(|i| {
            self.singles[i]
                .last()
                .and_then(|c| c.as_single())
                .expect("every Single pile starts with a Single")
        });
        Complete::new(values).expect("pile i holds Singles of category i")
    }

    /// The top Complete; `None` before the opening play.
    pub fn top_complete(&self) -> Option<ShapeCard> {
        self.completes.last().copied()
    }

    /// The Single pile tops spell the top Complete.
    pub fn is_matched(&self) -> bool {
        self.top_complete()
            .and_then(ShapeCard::as_complete)
            .is_some_and(|k| k == self.pile_tops())
    }

    /// Every card the game holds anywhere: hands, piles, board. Always all 63.
    pub fn all_cards(&self) -> Vec<ShapeCard> {
        let mut cards: Vec<ShapeCard> = Vec::with_capacity(DECK_SIZE);
        for seat in Seat::BOTH {
            cards.extend(&self.hands[seat]);
            cards.extend(&self.piles[seat]);
        }
        cards.extend(self.singles.iter().flatten());
        cards.extend(&self.completes);
        cards
    }

    /// The events of laying out the first deal: its starting Singles and draws (every
    /// later deal's are events of the move that ended the deal before it).
    pub fn first_deal_events(&self) -> &[ShapeClashEvent] {
        &self.first_deal_events
    }

    /// Whether `seat` will draw at the start of its next turn: its hand is short of 7 and
    /// its pile is not empty.
    fn will_refill(&self, seat: Seat) -> bool {
        self.hands[seat].len() < HAND_SIZE && !self.piles[seat].is_empty()
    }

    /// Some play other than a pass, if the seat to move has one; without one a pass is
    /// forced. Cheap: a Single can always go down with option 6, so only an all-Complete
    /// hand needs looking at. Options 4b and 5 need a Single, so they never add a play.
    fn some_play(&self) -> Option<ShapeClashMove> {
        let hand = &self.hands[self.to_move];
        if let Some(&single) = hand.iter().find(|c| c.is_single()) {
            return Some(ShapeClashMove::FinalSingle { single });
        }
        let k = self.top_k();
        let tops = self.pile_tops();
        hand.iter().find_map(|&card| {
            let x = card.as_complete()?;
            if x.shared(k) == 2 {
                Some(ShapeClashMove::ShareTwo { complete: card })
            } else if x == tops {
                Some(ShapeClashMove::PilesComplete { complete: card })
            } else if k == tops {
                Some(ShapeClashMove::FreeComplete { complete: card })
            } else {
                None
            }
        })
    }

    fn top_k(&self) -> Complete {
        self.top_complete()
            .and_then(ShapeCard::as_complete)
            .expect("the Complete pile is open after the first turn")
    }

    fn own(&self, card: ShapeCard) -> Result<(), ShapeClashError> {
        if self.hands[self.to_move].contains(&card) {
            Ok(())
        } else {
            Err(ShapeClashError::NotInHand(card))
        }
    }

    fn own_complete(&self, card: ShapeCard) -> Result<Complete, ShapeClashError> {
        self.own(card)?;
        card.as_complete()
            .ok_or(ShapeClashError::NotAComplete(card))
    }

    fn own_single(&self, card: ShapeCard) -> Result<Value, ShapeClashError> {
        self.own(card)?;
        card.as_single().ok_or(ShapeClashError::NotASingle(card))
    }

    fn not_matched(&self) -> ShapeClashError {
        ShapeClashError::NotMatched {
            piles: self.pile_tops(),
            top: self.top_complete().expect("the deal is open"),
        }
    }

    /// Validates `mv` for the seat to move without changing anything.
    fn check(&self, mv: &ShapeClashMove) -> Result<(), ShapeClashError> {
        use ShapeClashMove as M;
        if self.opening {
            return match *mv {
                M::Open { complete } => self.own_complete(complete).map(drop),
                _ => Err(ShapeClashError::MustOpen),
            };
        }
        let top = self.top_complete().expect("the deal is open");
        let k = self.top_k();
        let tops = self.pile_tops();
        match *mv {
            M::Open { .. } => Err(ShapeClashError::AlreadyOpen),
            M::FollowComplete { single } => {
                let v = self.own_single(single)?;
                let category = v.category();
                if v != k.get(category) {
                    return Err(ShapeClashError::DoesNotFollow {
                        single,
                        top,
                        category,
                        needed: k.get(category),
                    });
                }
                if v == tops.get(category) {
                    return Err(ShapeClashError::SameAsPileTop { category, value: v });
                }
                Ok(())
            }
            M::ShareTwo { complete } => {
                let shared = self.own_complete(complete)?.shared(k);
                if shared != 2 {
                    return Err(ShapeClashError::NotTwoShared {
                        complete,
                        top,
                        shared,
                    });
                }
                Ok(())
            }
            M::PilesComplete { complete } => {
                if self.own_complete(complete)? != tops {
                    return Err(ShapeClashError::NotThePilesComplete {
                        complete,
                        piles: tops,
                    });
                }
                Ok(())
            }
            M::FreeComplete { complete } => {
                self.own_complete(complete)?;
                if k != tops {
                    return Err(self.not_matched());
                }
                Ok(())
            }
            M::FreeSingles { singles } => {
                let mut seen = [false; 3];
                for (i, &single) in singles.iter().enumerate() {
                    if singles[..i].contains(&single) {
                        return Err(ShapeClashError::PlayedTwice(single));
                    }
                    seen[self.own_single(single)?.category().index()] = true;
                }
                if let Some(missing) = Category::ALL.into_iter().find(|c| !seen[c.index()]) {
                    return Err(ShapeClashError::MissingCategory(missing));
                }
                if k != tops {
                    return Err(self.not_matched());
                }
                Ok(())
            }
            M::Combo { complete, single } => {
                let x = self.own_complete(complete)?;
                let v = self.own_single(single)?;
                let matching = x.shared(tops);
                let Some(needed) = combo_single(x, tops) else {
                    return Err(ShapeClashError::ComboNotTwo {
                        complete,
                        piles: tops,
                        matching,
                    });
                };
                if v != needed {
                    return Err(ShapeClashError::ComboWrongSingle {
                        single,
                        complete,
                        needed,
                    });
                }
                Ok(())
            }
            M::FinalSingle { single } => self.own_single(single).map(drop),
            M::Pass => Ok(()),
        }
    }

    fn take_from_hand(&mut self, card: ShapeCard) {
        let hand = &mut self.hands[self.to_move];
        let at = hand
            .iter()
            .position(|&c| c == card)
            .expect("checked: the card is in hand");
        hand.remove(at);
    }

    fn put_single(&mut self, card: ShapeCard) {
        self.take_from_hand(card);
        let category = card.as_single().expect("checked: a Single").category();
        self.singles[category.index()].push(card);
    }

    fn put_complete(&mut self, card: ShapeCard) {
        self.take_from_hand(card);
        self.completes.push(card);
    }

    /// Moves up to `count` cards from `seat`'s pile to its hand; returns how many came.
    fn draw(&mut self, seat: Seat, count: usize) -> u32 {
        let pile = &mut self.piles[seat];
        let drawn = pile.split_off(pile.len() - count.min(pile.len()));
        let n = drawn.len() as u32;
        let hand = &mut self.hands[seat];
        hand.extend(drawn);
        hand.sort_unstable();
        n
    }

    fn draw_event(
        &mut self,
        seat: Seat,
        count: usize,
        reason: DrawReason,
    ) -> Option<ShapeClashEvent> {
        let count = self.draw(seat, count);
        (count > 0).then_some(ShapeClashEvent::Drew {
            seat,
            count,
            reason,
        })
    }

    /// A fresh deal from a full shuffled deck: reveal until one Single per category is
    /// found, shuffle the rest back, deal.
    fn start_deal(&mut self, events: &mut Vec<ShapeClashEvent>) {
        let mut deck: Vec<ShapeCard> = ShapeCard::all().collect();
        deck.shuffle(&mut self.rng);
        let mut starters: [Option<ShapeCard>; 3] = [None; 3];
        let mut rest = Vec::with_capacity(DECK_SIZE);
        while starters.iter().any(Option::is_none) {
            let card = deck
                .pop()
                .expect("the deck holds Singles of every category");
            match card
                .as_single()
                .map(|v| &mut starters[v.category().index()])
            {
                Some(slot @ None) => *slot = Some(card),
                _ => rest.push(card),
            }
        }
        rest.extend(deck);
        rest.shuffle(&mut self.rng);
        self.lay_out(starters.map(|s| s.expect("found")), rest, events);
    }

    /// Lays out a deal: `starters` start the Single piles; `rest` (60 cards) is dealt, the
    /// first 30 from the top to the opener's pile.
    fn lay_out(
        &mut self,
        starters: [ShapeCard; 3],
        mut rest: Vec<ShapeCard>,
        events: &mut Vec<ShapeClashEvent>,
    ) {
        debug_assert_eq!(rest.len(), 2 * PILE_SIZE);
        let first = self.deal_first;
        self.singles = starters.map(|s| vec![s]);
        self.completes.clear();
        self.piles[first] = rest.split_off(PILE_SIZE);
        self.piles[first.other()] = rest;
        self.hands = BySeat::default();
        self.to_move = first;
        self.opening = true;
        self.forced_passes = 0;
        // The board is fresh: the last deal's turns name cards that are back in the deck.
        self.turn_plays.clear();
        self.last_turn = None;
        events.push(ShapeClashEvent::DealStarted {
            deal: self.deal,
            first,
            starters,
        });
        for seat in [first, first.other()] {
            events.extend(self.draw_event(seat, HAND_SIZE, DrawReason::Deal));
        }
        // The opener draws until a Complete comes; one whose whole pile holds none passes
        // and the other opens (one of them holds a Complete: see beside PILE_SIZE).
        for opener in [first, first.other()] {
            let mut sought = 0;
            while self.hands[opener].iter().all(|c| c.is_single()) && self.draw(opener, 1) == 1 {
                sought += 1;
            }
            if sought > 0 {
                events.push(ShapeClashEvent::Drew {
                    seat: opener,
                    count: sought,
                    reason: DrawReason::SeekingComplete,
                });
            }
            if self.hands[opener].iter().any(|c| !c.is_single()) {
                self.to_move = opener;
                break;
            }
            events.push(ShapeClashEvent::Passed {
                seat: opener,
                forced: true,
            });
        }
    }

    /// Closes the record of the turn under way.
    fn record_turn(&mut self, passed: Option<bool>) {
        self.last_turn = Some(TurnRecord {
            seat: self.to_move,
            plays: std::mem::take(&mut self.turn_plays),
            passed,
        });
    }

    fn end_turn(&mut self, events: &mut Vec<ShapeClashEvent>) {
        self.to_move = self.to_move.other();
        self.turn += 1;
        let seat = self.to_move;
        let need = HAND_SIZE.saturating_sub(self.hands[seat].len());
        events.extend(self.draw_event(seat, need, DrawReason::Refill));
    }

    fn end_deal(&mut self, end: DealEnd, events: &mut Vec<ShapeClashEvent>) {
        let left = BySeat::from_fn(|s| self.cards_left(s) as u32);
        let (winner, points) = match end {
            DealEnd::WentOut => (Some(self.to_move), left[self.to_move.other()]),
            DealEnd::Blocked => match left.a.cmp(&left.b) {
                std::cmp::Ordering::Less => (Some(Seat::A), left.b - left.a),
                std::cmp::Ordering::Greater => (Some(Seat::B), left.a - left.b),
                std::cmp::Ordering::Equal => (None, 0),
            },
        };
        if let Some(w) = winner {
            self.scores[w] += points;
        }
        let result = DealResult {
            deal: self.deal,
            end,
            winner,
            points,
            cards_left: left,
        };
        self.last_deal = Some(result);
        events.push(ShapeClashEvent::DealEnded {
            result,
            scores: self.scores,
        });
        if let Some(w) = winner.filter(|&w| points > 0 && self.scores[w] >= self.options.target) {
            self.winner = Some(w);
            events.push(ShapeClashEvent::MatchWon {
                winner: w,
                scores: self.scores,
            });
            return;
        }
        self.deal += 1;
        self.deal_first = self.deal_first.other();
        self.turn += 1;
        self.start_deal(events);
    }

    fn out_of_cards(&self) -> bool {
        self.cards_left(self.to_move) == 0
    }
}

/// The legal moves of Shape Clash (see [`MoveList`]): at most a few dozen, kept whole.
/// Option 4b lists its three Singles by category (pips, colour, shape); `apply` and
/// `contains` take them in any order.
pub type ShapeClashMoves = Listed<ShapeClashMove>;

impl ListedForm for ShapeClashMove {
    fn listed_form(&self) -> Cow<'_, ShapeClashMove> {
        match self {
            ShapeClashMove::FreeSingles { singles } => {
                let mut singles = *singles;
                singles.sort_by_key(|c| c.as_single().map(|v| v.category().index()));
                Cow::Owned(ShapeClashMove::FreeSingles { singles })
            }
            other => Cow::Borrowed(other),
        }
    }
}

/// Every legal move for a hand, given the board: `opening` (the deal's first turn), the top
/// Complete `k` (`None` before the opening) and the Single pile tops. Pass comes last, on
/// every turn but the opening one; alone, it is a forced pass. The one enumeration behind
/// [`Game::legal_moves`], [`ShapeClashView::legal_moves`] and the strong bot's search.
pub fn legal_moves(
    hand: &[ShapeCard],
    opening: bool,
    k: Option<Complete>,
    tops: Complete,
) -> ShapeClashMoves {
    let k = match (opening, k) {
        (false, Some(k)) => k,
        _ => {
            return hand
                .iter()
                .filter(|c| !c.is_single())
                .map(|&complete| ShapeClashMove::Open { complete })
                .collect::<Vec<_>>()
                .into()
        }
    };
    let mut moves = Vec::new();
    let matched = k == tops;
    let mut by_category: [Vec<ShapeCard>; 3] = Default::default();
    for &card in hand {
        match card.face() {
            Face::Single(v) => {
                let c = v.category();
                by_category[c.index()].push(card);
                if v == k.get(c) && v != tops.get(c) {
                    moves.push(ShapeClashMove::FollowComplete { single: card });
                }
                moves.push(ShapeClashMove::FinalSingle { single: card });
            }
            Face::Complete(x) => {
                if x.shared(k) == 2 {
                    moves.push(ShapeClashMove::ShareTwo { complete: card });
                }
                if x == tops {
                    moves.push(ShapeClashMove::PilesComplete { complete: card });
                }
                if matched {
                    moves.push(ShapeClashMove::FreeComplete { complete: card });
                }
                if let Some(needed) = combo_single(x, tops) {
                    for &single in hand {
                        if single.as_single() == Some(needed) {
                            moves.push(ShapeClashMove::Combo {
                                complete: card,
                                single,
                            });
                        }
                    }
                }
            }
        }
    }
    if matched {
        let [ps, cs, ss] = &by_category;
        for &p in ps {
            for &c in cs {
                for &s in ss {
                    moves.push(ShapeClashMove::FreeSingles { singles: [p, c, s] });
                }
            }
        }
    }
    moves.push(ShapeClashMove::Pass);
    moves.into()
}

impl ShapeClashPublic {
    /// The Single pile tops read as one Complete (P, C, S).
    pub fn pile_tops(&self) -> Option<Complete> {
        let values = [0, 1, 2].map(|i| self.singles[i].top.and_then(|c| c.as_single()));
        Complete::new([values[0]?, values[1]?, values[2]?])
    }
}

impl ShapeClashView {
    /// Every legal move of this seat now (none when it is not to move): what its panel
    /// offers. The rules' own list, from what the seat may see.
    pub fn legal_moves(&self) -> ShapeClashMoves {
        let public = &self.public;
        match (public.to_move == Some(self.seat), public.pile_tops()) {
            (true, Some(tops)) => legal_moves(
                &self.hand,
                public.opening,
                public.completes.top.and_then(ShapeCard::as_complete),
                tops,
            ),
            _ => ShapeClashMoves::default(),
        }
    }
}

/// Option 5: when `x` matches exactly two of the pile tops, the Single of its third value.
fn combo_single(x: Complete, tops: Complete) -> Option<Value> {
    let mut differing = Category::ALL
        .into_iter()
        .filter(|&c| x.get(c) != tops.get(c));
    match (differing.next(), differing.next()) {
        (Some(c), None) => Some(x.get(c)),
        _ => None,
    }
}

impl Game for ShapeClash {
    type Options = ShapeClashOptions;
    type Move = ShapeClashMove;
    type Event = ShapeClashEvent;
    type View = ShapeClashView;
    type PublicView = ShapeClashPublic;
    type Error = ShapeClashError;
    type LegalMoves = ShapeClashMoves;

    const NAME: &'static str = "shape-clash";
    const TITLE: &'static str = "Shape Clash";
    const FIRST_CHOICE: &'static str = "Open the first deal";
    const SECOND_CHOICE: &'static str = "Let the opponent open";

    /// `first` opens the first deal; the opener alternates between deals.
    fn new(options: &ShapeClashOptions, seed: u64, first: Seat) -> Self {
        let mut game = ShapeClash {
            options: options.clone(),
            rng: rng_from_seed(seed),
            deal: 1,
            deal_first: first,
            to_move: first,
            turn: 0,
            scores: BySeat::default(),
            hands: BySeat::default(),
            piles: BySeat::default(),
            singles: Default::default(),
            completes: Vec::new(),
            opening: true,
            forced_passes: 0,
            last_deal: None,
            winner: None,
            turn_plays: Vec::new(),
            last_turn: None,
            first_deal_events: Vec::new(),
        };
        let mut events = Vec::new();
        game.start_deal(&mut events);
        game.first_deal_events = events;
        game
    }

    fn options_for_target(target: Option<u32>) -> Self::Options {
        let mut options = Self::Options::default();
        if let Some(target) = target {
            options.target = target;
        }
        options
    }

    fn to_move(&self) -> Option<Seat> {
        self.winner.is_none().then_some(self.to_move)
    }

    /// Advances when option 6, a pass or the opening play hands the turn over, and when a
    /// new deal starts.
    fn turn(&self) -> u32 {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|winner| Outcome::Win {
            winner,
            reason: EndReason::Play,
        })
    }

    /// Match points.
    fn scores(&self) -> BySeat<u32> {
        self.scores
    }

    fn apply(
        &mut self,
        seat: Seat,
        mv: &ShapeClashMove,
    ) -> Result<Vec<ShapeClashEvent>, ShapeClashError> {
        debug_assert_eq!(Some(seat), self.to_move());
        self.check(mv)?;
        use ShapeClashMove as M;
        let mut events = Vec::new();
        if *mv == M::Pass {
            let forced = self.some_play().is_none();
            events.push(ShapeClashEvent::Passed { seat, forced });
            self.record_turn(Some(forced));
            // Only a forced pass by a player who cannot draw counts towards a block.
            let blocking = forced && !self.will_refill(seat);
            self.forced_passes = if blocking { self.forced_passes + 1 } else { 0 };
            if self.forced_passes >= PASSES_TO_BLOCK {
                self.end_deal(DealEnd::Blocked, &mut events);
            } else {
                self.end_turn(&mut events);
            }
            return Ok(events);
        }
        self.forced_passes = 0;
        match *mv {
            M::Open { complete }
            | M::ShareTwo { complete }
            | M::PilesComplete { complete }
            | M::FreeComplete { complete } => self.put_complete(complete),
            M::FollowComplete { single } | M::FinalSingle { single } => self.put_single(single),
            M::FreeSingles { singles } => singles.into_iter().for_each(|s| self.put_single(s)),
            M::Combo { complete, single } => {
                self.put_single(single);
                self.put_complete(complete);
            }
            M::Pass => unreachable!("handled above"),
        }
        self.opening = false;
        events.push(ShapeClashEvent::Played {
            seat,
            play: mv.clone(),
        });
        self.turn_plays.push(mv.clone());
        if self.out_of_cards() {
            self.record_turn(None);
            self.end_deal(DealEnd::WentOut, &mut events);
        } else if mv.ends_turn() {
            self.record_turn(None);
            self.end_turn(&mut events);
        } else if self.hands[seat].is_empty() {
            events.extend(self.draw_event(seat, HAND_SIZE, DrawReason::EmptyHand));
        }
        Ok(events)
    }

    /// docs/rules.md#timers: a pass. On the opening turn, where a pass is illegal, the first
    /// Complete in hand opens the deal. Either ends the turn, so a timeout is one move.
    fn default_move(&self) -> ShapeClashMove {
        assert!(
            self.winner.is_none(),
            "no default move once the match is over"
        );
        if self.opening {
            let complete = *self.hands[self.to_move]
                .iter()
                .find(|c| !c.is_single())
                .expect("the opener holds a Complete");
            return ShapeClashMove::Open { complete };
        }
        ShapeClashMove::Pass
    }

    /// Pass comes last, on every turn but the opening one; alone, it is a forced pass.
    ///
    /// The random player picks uniformly among them, Pass included. Voluntary passes do
    /// not stall random games: over 2,000 random matches to 10, a deal took 77 moves on
    /// average and 139 at most (443 moves a match), so Pass needs no lower weight.
    fn legal_moves(&self) -> ShapeClashMoves {
        if self.winner.is_some() {
            return ShapeClashMoves::default();
        }
        legal_moves(
            &self.hands[self.to_move],
            self.opening,
            self.top_complete().and_then(ShapeCard::as_complete),
            self.pile_tops(),
        )
    }

    fn legal_moves_of(view: &ShapeClashView) -> ShapeClashMoves {
        view.legal_moves()
    }

    fn view(&self, seat: Seat) -> ShapeClashView {
        ShapeClashView {
            seat,
            hand: self.hands[seat].clone(),
            public: self.public_view(),
        }
    }

    fn public_view(&self) -> ShapeClashPublic {
        ShapeClashPublic {
            deal: self.deal,
            target: self.options.target,
            scores: self.scores,
            deal_first: self.deal_first,
            to_move: self.to_move(),
            opening: self.opening,
            singles: [0, 1, 2].map(|i| PileView::of(&self.singles[i])),
            completes: PileView::of(&self.completes),
            matched: self.is_matched(),
            hand_counts: self.hands.as_ref().map(|_, h| h.len()),
            pile_counts: self.piles.as_ref().map(|_, p| p.len()),
            forced_passes_in_a_row: self.forced_passes,
            last_deal: self.last_deal,
            winner: self.winner,
            this_turn: self.turn_plays.clone(),
            last_turn: self.last_turn.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
