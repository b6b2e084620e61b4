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
//! The rooms: `cards.rs` (the deck), `moves.rs` (the seven options as moves, and the legal
//! moves), `events.rs` (what happens, and why a move is refused), `play.rs` (checking and
//! playing a move, the turn flow, a deal's end and scoring); the state, its views and the
//! [`Game`] impl are here.

pub mod cards;
mod events;
mod moves;
mod play;

pub use cards::{Category, Complete, Face, ShapeCard, ShapeParseError, Value, DECK_SIZE};
pub use events::{DealEnd, DealResult, DrawReason, ShapeClashError, ShapeClashEvent};
pub use moves::{legal_moves, ShapeClashMove, ShapeClashMoves};

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
