//! Clash (split poker), docs/rules.md#clash: the defender secretly splits 13 cards into sets of
//! 1, 2, 3 and 4 (saving 3), reveals them one at a time, and the attacker answers each.
//! This module owns the round flow, captures, scoring and the reshuffle.
//!
//! Why one file of over 600 lines: a round's phases (set-up, reveals, answers, scoring,
//! reshuffle) are one state machine; the set rankings (`sets.rs`), the strong player's search
//! (`search.rs`) and the move lists (`moves.rs`) are their own rooms.

pub mod moves;
pub mod search;
pub mod sets;

pub use moves::{ClashMoves, ClashMovesIter};
pub use sets::{categories_for_size, evaluate, Category, SetError, SetRank};

use super::{BySeat, EndReason, Game, Outcome, Seat};
use crate::cards::{parse_cards, rng_from_seed, show_cards, shuffled_deck, Card, GameRng};
use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const HAND_SIZE: usize = 13;
pub const SAVED: usize = 3;
/// Set sizes, and the cards a round puts at stake (1+2+3+4).
pub const SET_SIZES: [u8; 4] = [1, 2, 3, 4];
pub const CARDS_AT_STAKE: u32 = 10;
/// Captures needed for the attacker to score; below it the defender scores.
pub const CAPTURES_TO_SCORE: u32 = 6;
pub const DEFENDER_POINTS: u32 = 2;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ClashOptions {
    /// Points that win the match.
    pub target: u32,
}

impl Default for ClashOptions {
    fn default() -> Self {
        ClashOptions { target: 10 }
    }
}

/// A defender's split of 13 cards: `sets[i]` has `i + 1` cards; `saved` are kept for the
/// next round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(any(test, feature = "test-support"), derive(proptest_derive::Arbitrary))]
pub struct Setup {
    pub sets: [Vec<Card>; 4],
    pub saved: Vec<Card>,
}

impl Setup {
    pub fn set(&self, size: u8) -> &[Card] {
        &self.sets[usize::from(size) - 1]
    }

    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.sets.iter().flatten().chain(&self.saved).copied()
    }

    /// Reads a typed set-up such as `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`: four groups
    /// separated by `|`, in any order; the cards of `hand` left over are saved.
    pub fn parse(text: &str, hand: &[Card]) -> Result<Setup, ClashError> {
        let groups: Vec<&str> = text.split('|').collect();
        if groups.len() != 4 {
            return Err(ClashError::BadSetupText(SetupTextError::SetCount(
                groups.len(),
            )));
        }
        let mut sets: [Vec<Card>; 4] = Default::default();
        for group in groups {
            let cards = parse_cards(group)
                .map_err(|e| ClashError::BadSetupText(SetupTextError::Card(e)))?;
            let slot = match cards.len() {
                n @ 1..=4 => &mut sets[n - 1],
                n => {
                    return Err(ClashError::BadSetupText(SetupTextError::GroupSize {
                        group: group.trim().to_string(),
                        n,
                    }))
                }
            };
            if !slot.is_empty() {
                return Err(ClashError::BadSetupText(SetupTextError::TwoSets(
                    cards.len(),
                )));
            }
            *slot = cards;
        }
        let used: Vec<Card> = sets.iter().flatten().copied().collect();
        let saved = hand.iter().filter(|c| !used.contains(c)).copied().collect();
        Ok(Setup { sets, saved })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(any(test, feature = "test-support"), derive(proptest_derive::Arbitrary))]
pub enum ClashMove {
    /// The defender commits the set-up.
    SetUp(Setup),
    /// The defender reveals the set of this size.
    Reveal { size: u8 },
    /// The attacker answers the revealed set with as many cards.
    Answer { cards: Vec<Card> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    SetUp,
    Reveal,
    Answer { size: u8 },
    Over,
}

/// One revealed set and its answer: public once revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exchange {
    pub set: Vec<Card>,
    pub set_rank: SetRank,
    pub answer: Option<Answer>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub cards: Vec<Card>,
    pub rank: SetRank,
    pub captured: bool,
}

/// What happened. Only revealed and answered cards ever appear here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClashEvent {
    SetUpDone {
        defender: Seat,
    },
    Revealed {
        defender: Seat,
        cards: Vec<Card>,
        rank: SetRank,
    },
    Answered {
        attacker: Seat,
        cards: Vec<Card>,
        rank: SetRank,
        captured: bool,
    },
    RoundScored {
        round: u32,
        captured_cards: u32,
        scorer: Seat,
        points: u32,
        scores: BySeat<u32>,
    },
    RoundStarted {
        round: u32,
        defender: Seat,
    },
    MatchWon {
        winner: Seat,
        scores: BySeat<u32>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ClashError {
    #[error("that is not possible now: {now}")]
    WrongPhase { now: Now },
    #[error("your {size}-card set has {}", super::count(*.got, "card"))]
    SetSize { size: u8, got: usize },
    #[error("you must save exactly 3 cards, not {0}")]
    SavedCount(usize),
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    #[error("{0} is used twice")]
    DuplicateCard(Card),
    #[error("your {0}-card set is already revealed")]
    AlreadyRevealed(u8),
    #[error("there is no {0}-card set: sets have 1 to 4 cards")]
    NoSuchSet(u8),
    #[error("you must answer with {}, not {got}", super::count(usize::from(*.expected), "card"))]
    AnswerSize { expected: u8, got: usize },
    #[error("{0}")]
    BadSetupText(SetupTextError),
}

/// What is happening instead, when a move or a check comes at the wrong time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Now {
    #[error("{}", match .0 {
        Phase::SetUp => "the defender is setting up".to_string(),
        Phase::Reveal => "the defender reveals a set".to_string(),
        Phase::Answer { size } => format!("the attacker answers the {size}-card set"),
        Phase::Over => "the match is over".to_string(),
    })]
    Phase(Phase),
    #[error("there is no set for you to answer")]
    NothingToAnswer,
    #[error("you are not setting up")]
    NotSettingUp,
}

/// Why a typed set-up (`AS | JS JH | …`) does not read as four sets.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupTextError {
    #[error("write 4 sets separated by `|` (found {0})")]
    SetCount(usize),
    #[error("{0}")]
    Card(crate::cards::CardParseError),
    #[error("a set has 1 to 4 cards, but `{group}` has {n}")]
    GroupSize { group: String, n: usize },
    #[error("two sets have {0} cards: write one set of each size 1, 2, 3 and 4")]
    TwoSets(usize),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Clash {
    options: ClashOptions,
    rng: GameRng,
    round: u32,
    defender: Seat,
    scores: BySeat<u32>,
    hands: BySeat<Vec<Card>>,
    /// Undealt cards.
    deck: Vec<Card>,
    /// The defender's committed set-up; sets leave it as they are revealed.
    setup: Option<Setup>,
    exchanges: Vec<Exchange>,
    phase: Phase,
    turn: u32,
    winner: Option<Seat>,
}

/// What everybody may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClashPublic {
    pub round: u32,
    pub target: u32,
    pub defender: Seat,
    pub scores: BySeat<u32>,
    pub phase: Phase,
    pub to_move: Option<Seat>,
    /// This round's reveals and answers, in order.
    pub exchanges: Vec<Exchange>,
    /// Sizes of the defender's sets not yet revealed (empty before the set-up).
    pub unrevealed: Vec<u8>,
    pub hand_counts: BySeat<usize>,
    pub winner: Option<Seat>,
}

/// What one seat may see: its own cards and the public table. There is no field for the
/// opponent's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClashView {
    pub seat: Seat,
    pub hand: Vec<Card>,
    /// This seat's own set-up while it defends (unrevealed sets and saved cards).
    pub setup: Option<Setup>,
    pub public: ClashPublic,
}

impl Clash {
    pub fn options(&self) -> &ClashOptions {
        &self.options
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn defender(&self) -> Seat {
        self.defender
    }

    pub fn attacker(&self) -> Seat {
        self.defender.other()
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// Every card the game holds anywhere: hands, deck, set-up, exchanges. Always 52.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.hands.a.iter().chain(&self.hands.b).copied().collect();
        cards.extend(&self.deck);
        if let Some(setup) = &self.setup {
            cards.extend(setup.cards());
        }
        for ex in &self.exchanges {
            cards.extend(&ex.set);
            if let Some(answer) = &ex.answer {
                cards.extend(&answer.cards);
            }
        }
        cards
    }

    fn unrevealed(&self) -> Vec<u8> {
        let (sizes, count) = self.unrevealed_sizes();
        sizes[..count].to_vec()
    }

    /// [`Clash::unrevealed`] on the stack: the sizes, smallest first, and how many.
    fn unrevealed_sizes(&self) -> ([u8; 4], usize) {
        let mut sizes = [0; 4];
        let mut count = 0;
        if let Some(setup) = &self.setup {
            for size in SET_SIZES {
                if !setup.set(size).is_empty() {
                    sizes[count] = size;
                    count += 1;
                }
            }
        }
        (sizes, count)
    }

    fn wrong_phase(&self) -> ClashError {
        ClashError::WrongPhase {
            now: Now::Phase(self.phase),
        }
    }

    /// Deals a round: 13 each from `deck`, seat A first whoever defends, so that round 1's
    /// hands are known before the toss decides the roles (docs/rules.md#clash-set-up: dealt
    /// before the toss); `extra` (the attacker's saved cards) joins the attacker's hand.
    fn deal(&mut self, extra: &[Card]) {
        for seat in Seat::BOTH {
            // The top 13, in the deck's order; the hands' own buffers are reused.
            let rest = self.deck.len() - HAND_SIZE;
            let hand = &mut self.hands[seat];
            hand.clear();
            hand.extend_from_slice(&self.deck[rest..]);
            self.deck.truncate(rest);
        }
        let attacker = self.attacker();
        self.hands[attacker].extend_from_slice(extra);
        for hand in [&mut self.hands.a, &mut self.hands.b] {
            sort_high_first(hand);
        }
    }

    fn check_setup(&self, setup: &Setup) -> Result<(), ClashError> {
        check_setup(&self.hands[self.defender], setup)
    }

    fn check_answer(&self, size: u8, cards: &[Card]) -> Result<(), ClashError> {
        check_answer(&self.hands[self.attacker()], size, cards)
    }

    fn end_round(&mut self, events: &mut Vec<ClashEvent>) {
        let captured: u32 = self
            .exchanges
            .iter()
            .filter(|ex| ex.answer.as_ref().is_some_and(|a| a.captured))
            .map(|ex| ex.set.len() as u32)
            .sum();
        let (scorer, points) = if captured >= CAPTURES_TO_SCORE {
            (self.attacker(), captured - (CAPTURES_TO_SCORE - 1))
        } else {
            (self.defender, DEFENDER_POINTS)
        };
        self.scores[scorer] += points;
        events.push(ClashEvent::RoundScored {
            round: self.round,
            captured_cards: captured,
            scorer,
            points,
            scores: self.scores,
        });
        if self.scores[scorer] >= self.options.target {
            self.winner = Some(scorer);
            self.phase = Phase::Over;
            events.push(ClashEvent::MatchWon {
                winner: scorer,
                scores: self.scores,
            });
            return;
        }
        // Everything but the defender's saved cards goes back and is shuffled; roles swap
        // and the new attacker adds her saved cards to her 13.
        let saved = self.setup.take().map(|s| s.saved).unwrap_or_default();
        self.exchanges.clear();
        // The attacker's unplayed cards go back with the rest (`deal` refills the hands).
        // Every card but the saved ones, in card order, from the bits of the mask.
        let mut back = ALL_CARDS_MASK & !card_mask(&saved);
        self.deck.clear();
        while back != 0 {
            self.deck.push(Card::ALL[back.trailing_zeros() as usize]);
            back &= back - 1;
        }
        self.deck.shuffle(&mut self.rng);
        self.defender = self.defender.other();
        self.round += 1;
        self.deal(&saved);
        self.phase = Phase::SetUp;
        events.push(ClashEvent::RoundStarted {
            round: self.round,
            defender: self.defender,
        });
    }

    /// A sensible set-up for `hand`: the strongest 4-card set, then the strongest 3-card
    /// set of what is left, then 2 and 1; the last 3 cards are saved.
    pub fn suggest_setup(hand: &[Card]) -> Setup {
        let mut left: Vec<Card> = hand.to_vec();
        let mut sets: [Vec<Card>; 4] = Default::default();
        for size in [4usize, 3, 2, 1] {
            let best = best_subset(&left, size);
            left.retain(|c| !best.contains(c));
            sets[size - 1] = best;
        }
        Setup { sets, saved: left }
    }
}

/// The highest-ranked `size`-card subset of `cards` (all combinations; at most C(13,4) = 715).
/// Between equal ranks, the one using the lowest cards, so no strength is wasted.
fn best_subset(cards: &[Card], size: usize) -> Vec<Card> {
    type Key = (SetRank, std::cmp::Reverse<usize>);
    let mut best: Option<(Key, Vec<Card>)> = None;
    sets::for_each_subset(cards, size, |set| {
        let cost: usize = set.iter().map(|c| c.index()).sum();
        let key = (
            evaluate(set).expect("distinct cards of a valid size"),
            std::cmp::Reverse(cost),
        );
        if best.as_ref().is_none_or(|(k, _)| key > *k) {
            best = Some((key, set.to_vec()));
        }
    });
    let mut set = best.expect("size <= cards.len()").1;
    sort_high_first(&mut set);
    set
}

/// Every card's [`Card::index`] bit.
const ALL_CARDS_MASK: u64 = (1 << 52) - 1;

/// The cards as a mask of [`Card::index`] bits.
fn card_mask(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |mask, c| mask | 1 << c.index())
}

/// Sorts distinct cards highest first, as `sort_unstable_by(|a, b| b.cmp(a))` would: the
/// cards' bits, read from the top. Hands and sets are sorted at every deal and set-up.
fn sort_high_first(cards: &mut [Card]) {
    let mut mask = card_mask(cards);
    debug_assert_eq!(mask.count_ones() as usize, cards.len(), "distinct cards");
    for slot in cards {
        let top = mask.ilog2();
        *slot = Card::ALL[top as usize];
        mask ^= 1 << top;
    }
}

/// Checks that `cards` are distinct cards of `hand`, naming the first that is not.
pub fn check_from_hand(hand: &[Card], cards: &[Card]) -> Result<(), ClashError> {
    check_cards_from_hand(hand, cards.iter().copied())
}

/// [`check_from_hand`] over any cards, with masks for the hand and the cards seen.
fn check_cards_from_hand(
    hand: &[Card],
    cards: impl IntoIterator<Item = Card>,
) -> Result<(), ClashError> {
    let in_hand = card_mask(hand);
    let mut seen = 0u64;
    for card in cards {
        let bit = 1 << card.index();
        if in_hand & bit == 0 {
            return Err(ClashError::NotInHand(card));
        }
        if seen & bit != 0 {
            return Err(ClashError::DuplicateCard(card));
        }
        seen |= bit;
    }
    Ok(())
}

/// A set-up's first mistake for a defender holding `hand`, naming the real one: a card
/// that is not in the hand or is used twice comes before the set sizes and the saved
/// count, which such a card throws off.
pub fn check_setup(hand: &[Card], setup: &Setup) -> Result<(), ClashError> {
    check_cards_from_hand(hand, setup.cards())?;
    for size in SET_SIZES {
        let got = setup.set(size).len();
        if got != usize::from(size) {
            return Err(ClashError::SetSize { size, got });
        }
    }
    if setup.saved.len() != SAVED {
        return Err(ClashError::SavedCount(setup.saved.len()));
    }
    // 13 distinct cards, all from a 13-card hand: the set-up is the whole hand.
    Ok(())
}

/// An answer's first mistake for an attacker holding `hand`, facing a `size`-card set.
pub fn check_answer(hand: &[Card], size: u8, cards: &[Card]) -> Result<(), ClashError> {
    if cards.len() != usize::from(size) {
        return Err(ClashError::AnswerSize {
            expected: size,
            got: cards.len(),
        });
    }
    check_from_hand(hand, cards)
}

/// What an answer would do, before it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnswerPreview {
    pub rank: SetRank,
    pub captures: bool,
}

impl ClashView {
    /// The set this seat must answer now, if it is the attacker facing one.
    pub fn to_answer(&self) -> Option<&Exchange> {
        match self.public.phase {
            Phase::Answer { .. } if self.public.to_move == Some(self.seat) => {
                self.public.exchanges.last()
            }
            _ => None,
        }
    }

    /// Checks an answer as the rules would, and says whether it captures.
    pub fn preview_answer(&self, cards: &[Card]) -> Result<AnswerPreview, ClashError> {
        let Some(exchange) = self.to_answer() else {
            return Err(ClashError::WrongPhase {
                now: Now::NothingToAnswer,
            });
        };
        check_answer(&self.hand, exchange.set.len() as u8, cards)?;
        let rank = evaluate(cards).expect("a checked answer is a valid set");
        Ok(AnswerPreview {
            rank,
            captures: rank > exchange.set_rank,
        })
    }

    /// This seat's legal moves ([`Game::legal_moves`] when it is to move, else none), from
    /// what it sees.
    pub fn legal_moves(&self) -> ClashMoves {
        let public = &self.public;
        if public.to_move != Some(self.seat) {
            return ClashMoves::default();
        }
        ClashMoves::of(public.phase, &self.hand, &public.unrevealed)
    }

    /// Checks a set-up as the rules would, if this seat is the defender setting up.
    pub fn check_setup(&self, setup: &Setup) -> Result<(), ClashError> {
        if self.public.phase != Phase::SetUp || self.public.to_move != Some(self.seat) {
            return Err(ClashError::WrongPhase {
                now: Now::NotSettingUp,
            });
        }
        check_setup(&self.hand, setup)
    }
}

/// The three kinds of turn, as `apply` plays them once the move fits the phase.
impl Clash {
    /// The defender commits its set-up: sets and saved cards sorted highest first, the hand
    /// emptied into them; the reveals begin.
    fn apply_setup(
        &mut self,
        seat: Seat,
        setup: &Setup,
        events: &mut Vec<ClashEvent>,
    ) -> Result<(), ClashError> {
        self.check_setup(setup)?;
        let mut setup = setup.clone();
        for set in &mut setup.sets {
            sort_high_first(set);
        }
        sort_high_first(&mut setup.saved);
        self.hands[seat].clear();
        self.setup = Some(setup);
        self.phase = Phase::Reveal;
        events.push(ClashEvent::SetUpDone { defender: seat });
        Ok(())
    }

    /// The defender turns over its set of `size` cards, which the attacker must answer.
    fn apply_reveal(
        &mut self,
        seat: Seat,
        size: u8,
        events: &mut Vec<ClashEvent>,
    ) -> Result<(), ClashError> {
        if !SET_SIZES.contains(&size) {
            return Err(ClashError::NoSuchSet(size));
        }
        let setup = self.setup.as_mut().expect("set-up done before reveals");
        let set = std::mem::take(&mut setup.sets[usize::from(size) - 1]);
        if set.is_empty() {
            return Err(ClashError::AlreadyRevealed(size));
        }
        let rank = evaluate(&set).expect("set-up sets are valid");
        events.push(ClashEvent::Revealed {
            defender: seat,
            cards: set.clone(),
            rank,
        });
        self.exchanges.push(Exchange {
            set,
            set_rank: rank,
            answer: None,
        });
        self.phase = Phase::Answer { size };
        Ok(())
    }

    /// The attacker answers the revealed set of `size` cards, capturing it when it ranks
    /// higher; the last answer ends the round.
    fn apply_answer(
        &mut self,
        seat: Seat,
        size: u8,
        cards: &[Card],
        events: &mut Vec<ClashEvent>,
    ) -> Result<(), ClashError> {
        self.check_answer(size, cards)?;
        let answered = card_mask(cards);
        self.hands[seat].retain(|c| answered & 1 << c.index() == 0);
        let rank = evaluate(cards).expect("checked answer");
        let exchange = self.exchanges.last_mut().expect("a revealed set");
        let captured = rank > exchange.set_rank;
        exchange.answer = Some(Answer {
            cards: cards.to_vec(),
            rank,
            captured,
        });
        events.push(ClashEvent::Answered {
            attacker: seat,
            cards: cards.to_vec(),
            rank,
            captured,
        });
        if self.exchanges.len() == SET_SIZES.len() {
            self.end_round(events);
        } else {
            self.phase = Phase::Reveal;
        }
        Ok(())
    }
}

impl Game for Clash {
    type Options = ClashOptions;
    type Move = ClashMove;
    type Event = ClashEvent;
    type View = ClashView;
    type PublicView = ClashPublic;
    type Error = ClashError;
    type LegalMoves = ClashMoves;

    const NAME: &'static str = "clash";
    const TITLE: &'static str = "Clash";
    /// docs/rules.md#clash-set-up: both players see their cards while the toss winner
    /// chooses to defend or attack first.
    const DEALS_BEFORE_TOSS: bool = true;

    /// `first` defends first: the defender moves first in a round.
    fn new(options: &ClashOptions, seed: u64, first: Seat) -> Self {
        let mut rng = rng_from_seed(seed);
        let deck = shuffled_deck(&mut rng);
        let mut game = Clash {
            options: options.clone(),
            rng,
            round: 1,
            defender: first,
            scores: BySeat::default(),
            hands: BySeat::default(),
            deck,
            setup: None,
            exchanges: Vec::new(),
            phase: Phase::SetUp,
            turn: 0,
            winner: None,
        };
        game.deal(&[]);
        game
    }

    /// A set-up is the defender's secret: the channel learns each set as it is revealed,
    /// and the sets never revealed stay hidden for good.
    fn move_is_public(mv: &ClashMove) -> bool {
        !matches!(mv, ClashMove::SetUp(_))
    }

    fn options_for_target(target: Option<u32>) -> Self::Options {
        let mut options = Self::Options::default();
        if let Some(target) = target {
            options.target = target;
        }
        options
    }

    fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::SetUp | Phase::Reveal => Some(self.defender),
            Phase::Answer { .. } => Some(self.attacker()),
            Phase::Over => None,
        }
    }

    /// Every Clash move is a turn of its own: the set-up, each reveal, each answer.
    fn turn(&self) -> u32 {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|winner| Outcome::Win {
            winner,
            reason: EndReason::Play,
        })
    }

    fn scores(&self) -> BySeat<u32> {
        self.scores
    }

    fn apply(&mut self, seat: Seat, mv: &ClashMove) -> Result<Vec<ClashEvent>, ClashError> {
        debug_assert_eq!(Some(seat), self.to_move());
        let mut events = Vec::new();
        match (mv, self.phase) {
            (ClashMove::SetUp(setup), Phase::SetUp) => self.apply_setup(seat, setup, &mut events)?,
            (ClashMove::Reveal { size }, Phase::Reveal) => {
                self.apply_reveal(seat, *size, &mut events)?
            }
            (ClashMove::Answer { cards }, Phase::Answer { size }) => {
                self.apply_answer(seat, size, cards, &mut events)?
            }
            _ => return Err(self.wrong_phase()),
        }
        self.turn += 1;
        Ok(events)
    }

    /// docs/rules.md#timers: the suggested set-up, the largest unrevealed set, or the lowest cards.
    fn default_move(&self) -> ClashMove {
        match self.phase {
            Phase::SetUp => ClashMove::SetUp(Clash::suggest_setup(&self.hands[self.defender])),
            Phase::Reveal => ClashMove::Reveal {
                size: *self.unrevealed().last().expect("a set is left to reveal"),
            },
            Phase::Answer { size } => {
                let hand = &self.hands[self.attacker()];
                // Hands are kept highest first: the lowest cards are at the end.
                let cards = hand[hand.len() - usize::from(size)..].to_vec();
                ClashMove::Answer { cards }
            }
            Phase::Over => panic!("no default move once the match is over"),
        }
    }

    fn legal_moves(&self) -> ClashMoves {
        match self.to_move() {
            Some(seat) => {
                let (sizes, count) = self.unrevealed_sizes();
                ClashMoves::of(self.phase, &self.hands[seat], &sizes[..count])
            }
            None => ClashMoves::default(),
        }
    }

    fn legal_moves_of(view: &ClashView) -> ClashMoves {
        view.legal_moves()
    }

    fn view(&self, seat: Seat) -> ClashView {
        ClashView {
            seat,
            hand: self.hands[seat].clone(),
            setup: self.setup.clone().filter(|_| seat == self.defender),
            public: self.public_view(),
        }
    }

    fn public_view(&self) -> ClashPublic {
        ClashPublic {
            round: self.round,
            target: self.options.target,
            defender: self.defender,
            scores: self.scores,
            phase: self.phase,
            to_move: self.to_move(),
            exchanges: self.exchanges.clone(),
            unrevealed: self.unrevealed(),
            hand_counts: self.hands.as_ref().map(|_, h| h.len()),
            winner: self.winner,
        }
    }
}

/// `cards.choose_multiple(rng, amount).copied().collect()` for an `amount` of at most 4:
/// the same cards in the same order from the same draws, with the indices kept on the
/// stack (`choose_multiple` collects them in a `Vec` of its own, an allocation per random
/// answer). rand 0.8 samples fewer than 12 indices with Floyd's algorithm, in its fully
/// shuffled form (as here); `choose_few_draws_as_choose_multiple` holds this to it.
fn choose_few(cards: &[Card], rng: &mut GameRng, amount: usize) -> Vec<Card> {
    assert!(amount <= 4, "choose_few chooses at most 4 cards");
    let amount = amount.min(cards.len());
    let length = cards.len() as u32;
    let mut indices = [0u32; 4];
    for (n, j) in (length - amount as u32..length).enumerate() {
        let t = rng.gen_range(0..=j);
        match indices[..n].iter().position(|&i| i == t) {
            Some(at) => {
                indices.copy_within(at..n, at + 1);
                indices[at] = j;
            }
            None => indices[n] = t,
        }
    }
    indices[..amount]
        .iter()
        .map(|&i| cards[i as usize])
        .collect()
}

/// `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`: a set-up in the form `Setup::parse` reads.
pub fn show_setup(setup: &Setup) -> String {
    setup
        .sets
        .iter()
        .map(|s| show_cards(s))
        .collect::<Vec<_>>()
        .join(" | ")
}

#[cfg(test)]
mod tests;
