//! Clubbed, docs/rules.md#clubbed: players follow suit or rank on one open stack, and a club sends
//! the whole stack into the opponent's face-down store; the fewer stored cards wins. This
//! module owns the deal, the play and draw rules, clubbing, refills and the final count.
//!
//! Decisions on the gaps (docs/rules.md#clubbed-decisions; each has a named test):
//! - A matching card is one of the top card's suit or rank, clubs included: 7♣ on 7♥
//!   matches, so its holder may not draw.
//! - An empty stack, and the turned-up club before the first play, accept any card. There
//!   a non-club counts as matching and a club does not, so a player holding only clubs may
//!   draw on it (the first player on a turned-up club as much as a clubbed player).
//! - A club played on the turned-up club clubs both cards.
//! - The refill after playing the last card happens at once, within the same move, before
//!   the turn passes (after the clubbing, if the last card was a club).
//! - The game's end is checked after every move, draws included: a player who draws the
//!   last card of the stock and still cannot play ends the game at once.
//! - Hands added to the stores at the end stay face down: only their sizes are told.
//! - [`Game::scores`] counts the cards in each store, so a lower score is better.

use super::{BySeat, EndReason, Game, Listed, ListedForm, Outcome, Seat};
use crate::cards::{rng_from_seed, shuffled_deck, Card, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Cards dealt to each player, and drawn when a hand is played out.
pub const HAND_SIZE: usize = 5;

/// Clubbed has no per-match options (docs/rules.md#clubbed-set-up).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ClubbedOptions {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(any(test, feature = "test-support"), derive(proptest_derive::Arbitrary))]
pub enum ClubbedMove {
    /// Play a card onto the open stack; this ends the turn.
    Play { card: Card },
    /// Draw the top card of the stock; the turn goes on.
    Draw,
}

/// What happened. Only played cards ever appear here: a draw or a refill tells counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClubbedEvent {
    Played {
        seat: Seat,
        card: Card,
        /// Cards left in the player's hand.
        hand: usize,
    },
    Drew {
        seat: Seat,
        hand: usize,
        stock: usize,
    },
    /// `seat` played a club and the whole open stack (`cards`, club included) went face
    /// down to `victim`'s store, which now holds `store` cards.
    Clubbed {
        seat: Seat,
        victim: Seat,
        cards: usize,
        store: usize,
    },
    /// `seat` played out its hand and drew `cards` new ones.
    Refilled {
        seat: Seat,
        cards: usize,
        stock: usize,
    },
    /// `stuck` was to move and could neither play nor draw. Each hand went to its owner's
    /// store (`hands_added` cards); the open stack belongs to nobody.
    Ended {
        stuck: Seat,
        hands_added: BySeat<usize>,
        stores: BySeat<usize>,
        outcome: Outcome,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ClubbedError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your move: seat {0} is to play")]
    NotYourTurn(Seat),
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    #[error("{card} does not match {top}: you must play a card matching {top} or a club")]
    NoMatch { card: Card, top: Card },
    /// `top` is `None` when the stack accepts any card.
    #[error("{}", must_play_message(.top))]
    MustPlay { top: Option<Card> },
    #[error("the stock is empty: you cannot draw")]
    StockEmpty,
}

fn must_play_message(top: &Option<Card>) -> String {
    match top {
        Some(top) => format!("you hold a card matching {top}: you must play, not draw"),
        None => "the stack takes any card and you hold one that is not a club: \
                 you must play, not draw"
            .into(),
    }
}

/// The whole game, known to nobody. No RNG is kept: once the deck is dealt nothing in
/// Clubbed is random (an empty stock is never reshuffled).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Clubbed {
    first: Seat,
    /// Highest card first.
    hands: BySeat<Vec<Card>>,
    /// The face-down stock; the last card is the top.
    stock: Vec<Card>,
    /// The face-up open stack, bottom first; the last card is the top.
    open: Vec<Card>,
    /// Face-down stores: the contents are kept only so that cards are conserved.
    stores: BySeat<Vec<Card>>,
    to_move: Seat,
    turn: u32,
    /// Cards the seat to move has drawn this turn (public: draws are seen, not the cards).
    #[serde(default)]
    drawn: u32,
    /// The last turn that ended with a play, for the table.
    #[serde(default)]
    last_play: Option<LastPlay>,
    /// Set when the rules end the game (not on resignation or forfeit: `Table` does that).
    ended: Option<Outcome>,
    /// Clubs that have gone into the stores by clubbing (public: each was face up).
    #[serde(default)]
    clubs_stored: usize,
}

/// A turn that ended with a play: who, how many cards they drew first, what they played,
/// and the size of the stack it clubbed, if it was a club.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastPlay {
    pub seat: Seat,
    pub drew: u32,
    pub card: Card,
    pub clubbed: Option<usize>,
    /// Cards drawn to refill a played-out hand.
    pub refilled: usize,
}

/// What everybody may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClubbedPublic {
    pub first: Seat,
    pub to_move: Option<Seat>,
    pub turn: u32,
    /// The open stack, bottom first, face up.
    pub open: Vec<Card>,
    /// The stack takes any card: it is empty, or holds only the turned-up club.
    pub accepts_any: bool,
    pub hand_sizes: BySeat<usize>,
    pub stock: usize,
    /// Cards in each store (fewer is better).
    pub stores: BySeat<usize>,
    /// Cards the seat to move has drawn this turn.
    pub drawn: u32,
    pub last_play: Option<LastPlay>,
    pub outcome: Option<Outcome>,
    /// Clubs clubbed into the stores so far, both stores together: every one was face up
    /// on the stack, so a player with a memory knows it; the bot reads it here. (The
    /// hands added to the stores at the end are not counted.)
    #[serde(default)]
    pub clubs_stored: usize,
    /// The cards clubbed into each store, in the order they went, while the game goes on:
    /// every one was face up on the stack, so a player with a memory knows them; the bot
    /// reads them here. Empty once the game is over, when the hands added to the stores
    /// (face down) are mixed in.
    #[serde(default)]
    pub clubbed: BySeat<Vec<Card>>,
}

/// What one seat may see: its own hand and the public table. There is no field for the
/// opponent's hand, the stock or the stores' contents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClubbedView {
    pub seat: Seat,
    /// Highest card first.
    pub hand: Vec<Card>,
    /// The cards this seat may play now (empty when it is not to move).
    pub playable: Vec<Card>,
    /// Whether this seat may draw now.
    pub can_draw: bool,
    pub public: ClubbedPublic,
}

impl ClubbedView {
    /// This seat's legal moves ([`Game::legal_moves`] when it is to move, else none): the
    /// [`ClubbedView::playable`] cards, then `Draw` if [`ClubbedView::can_draw`].
    pub fn legal_moves(&self) -> ClubbedMoves {
        ClubbedView::moves_of(self.seat, &self.hand, &self.public)
    }

    /// The legal moves of `seat` holding `hand` at the table `public` shows.
    fn moves_of(seat: Seat, hand: &[Card], public: &ClubbedPublic) -> ClubbedMoves {
        if public.to_move != Some(seat) {
            return ClubbedMoves::default();
        }
        legal_moves_for(hand, to_follow(&public.open), public.stock)
    }
}

/// Whether `card` matches: same suit or rank as `top`, or, when the stack takes any card
/// (`top` is `None`), any card but a club. Clubs are playable anyway; "matching" is what
/// forbids drawing.
pub fn matches(card: Card, top: Option<Card>) -> bool {
    match top {
        Some(top) => card.suit == top.suit || card.rank == top.rank,
        None => card.suit != Suit::Clubs,
    }
}

/// Whether `card` may be played on `top` (`None`: a stack that takes any card).
pub fn playable(card: Card, top: Option<Card>) -> bool {
    card.suit == Suit::Clubs || matches(card, top)
}

/// The card to follow on the open stack `open` (bottom first), or `None` when it takes any
/// card.
pub fn to_follow(open: &[Card]) -> Option<Card> {
    match open {
        [] => None,
        // A lone club can only be the turned-up card: a club played later clubs the stack
        // at once, and a led club goes straight to a store.
        [only] if only.suit == Suit::Clubs => None,
        [.., top] => Some(*top),
    }
}

/// The legal moves of Clubbed (see [`MoveList`]): the playable cards in hand order, then
/// `Draw` when allowed.
pub type ClubbedMoves = Listed<ClubbedMove>;

impl ListedForm for ClubbedMove {}

/// The legal moves of a seat to move holding `hand`, facing `top` (`None`: a stack that
/// takes any card), with `stock` cards in the stock: its playable cards in hand order,
/// then `Draw` if it holds no matching card and the stock is not empty. The one
/// enumeration behind [`Game::legal_moves`], the view's `playable` and `can_draw`, and
/// the strong bot's imagined games.
pub fn legal_moves_for(hand: &[Card], top: Option<Card>, stock: usize) -> ClubbedMoves {
    let mut moves: Vec<ClubbedMove> = hand
        .iter()
        .filter(|&&card| playable(card, top))
        .map(|&card| ClubbedMove::Play { card })
        .collect();
    if stock > 0 && !hand.iter().any(|&c| matches(c, top)) {
        moves.push(ClubbedMove::Draw);
    }
    moves.into()
}

impl Clubbed {
    pub fn first(&self) -> Seat {
        self.first
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// The open stack, bottom first.
    pub fn open(&self) -> &[Card] {
        &self.open
    }

    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    pub fn store_sizes(&self) -> BySeat<usize> {
        self.stores.as_ref().map(|_, s| s.len())
    }

    /// The card to follow, or `None` when the stack takes any card.
    pub fn to_follow(&self) -> Option<Card> {
        to_follow(&self.open)
    }

    /// Every card the game holds anywhere: hands, stock, open stack, stores. Always 52.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = Vec::with_capacity(52);
        for seat in Seat::BOTH {
            cards.extend(&self.hands[seat]);
            cards.extend(&self.stores[seat]);
        }
        cards.extend(&self.stock);
        cards.extend(&self.open);
        cards
    }

    fn playable_cards(&self, seat: Seat) -> Vec<Card> {
        let top = self.to_follow();
        self.hands[seat]
            .iter()
            .copied()
            .filter(|&c| playable(c, top))
            .collect()
    }

    fn holds_match(&self, seat: Seat) -> bool {
        let top = self.to_follow();
        self.hands[seat].iter().any(|&c| matches(c, top))
    }

    fn check(&self, seat: Seat, mv: &ClubbedMove) -> Result<(), ClubbedError> {
        if self.ended.is_some() {
            return Err(ClubbedError::GameOver);
        }
        if seat != self.to_move {
            return Err(ClubbedError::NotYourTurn(self.to_move));
        }
        let top = self.to_follow();
        match *mv {
            ClubbedMove::Play { card } => {
                if !self.hands[seat].contains(&card) {
                    return Err(ClubbedError::NotInHand(card));
                }
                match top {
                    Some(top) if !playable(card, Some(top)) => {
                        Err(ClubbedError::NoMatch { card, top })
                    }
                    _ => Ok(()),
                }
            }
            ClubbedMove::Draw => {
                if self.holds_match(seat) {
                    Err(ClubbedError::MustPlay { top })
                } else if self.stock.is_empty() {
                    Err(ClubbedError::StockEmpty)
                } else {
                    Ok(())
                }
            }
        }
    }

    fn take_into_hand(&mut self, seat: Seat, card: Card) {
        let hand = &mut self.hands[seat];
        let at = hand.partition_point(|&c| c > card);
        hand.insert(at, card);
    }

    fn refill(&mut self, seat: Seat, events: &mut Vec<ClubbedEvent>) {
        let count = HAND_SIZE.min(self.stock.len());
        if count == 0 {
            return;
        }
        let drawn = self.stock.split_off(self.stock.len() - count);
        for card in drawn {
            self.take_into_hand(seat, card);
        }
        events.push(ClubbedEvent::Refilled {
            seat,
            cards: count,
            stock: self.stock.len(),
        });
    }

    /// Ends the game if the seat to move can neither play nor draw.
    fn check_end(&mut self, events: &mut Vec<ClubbedEvent>) {
        let stuck = self.to_move;
        // Nothing playable implies nothing matching, so only the stock can save it.
        if !self.stock.is_empty() || !self.playable_cards(stuck).is_empty() {
            return;
        }
        let hands_added = self.hands.as_ref().map(|_, h| h.len());
        for seat in Seat::BOTH {
            let hand = std::mem::take(&mut self.hands[seat]);
            self.stores[seat].extend(hand);
        }
        let stores = self.store_sizes();
        let outcome = if stores.a == stores.b {
            Outcome::Draw
        } else {
            let winner = if stores.a < stores.b {
                Seat::A
            } else {
                Seat::B
            };
            Outcome::Win {
                winner,
                reason: EndReason::Play,
            }
        };
        self.ended = Some(outcome);
        events.push(ClubbedEvent::Ended {
            stuck,
            hands_added,
            stores,
            outcome,
        });
    }
}

impl Game for Clubbed {
    type Options = ClubbedOptions;
    type Move = ClubbedMove;
    type Event = ClubbedEvent;
    type View = ClubbedView;
    type PublicView = ClubbedPublic;
    type Error = ClubbedError;
    type LegalMoves = ClubbedMoves;

    const NAME: &'static str = "clubbed";
    const TITLE: &'static str = "Clubbed";

    /// Deals 5 to each player (the first player first) and turns up the next card.
    fn new(_options: &ClubbedOptions, seed: u64, first: Seat) -> Self {
        let mut stock = shuffled_deck(&mut rng_from_seed(seed));
        let mut hands: BySeat<Vec<Card>> = BySeat::default();
        for seat in [first, first.other()] {
            let mut hand = stock.split_off(stock.len() - HAND_SIZE);
            hand.sort_unstable_by(|a, b| b.cmp(a));
            hands[seat] = hand;
        }
        let open = vec![stock.pop().expect("41 cards left")];
        Clubbed {
            first,
            hands,
            stock,
            open,
            stores: BySeat::default(),
            to_move: first,
            turn: 0,
            drawn: 0,
            last_play: None,
            ended: None,
            clubs_stored: 0,
        }
    }

    fn to_move(&self) -> Option<Seat> {
        match self.ended {
            Some(_) => None,
            None => Some(self.to_move),
        }
    }

    /// Advances on every play; draws stay within the turn.
    fn turn(&self) -> u32 {
        self.turn
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended
    }

    /// Cards in each store: fewer is better.
    fn scores(&self) -> BySeat<u32> {
        self.store_sizes().map(|_, n| n as u32)
    }

    fn apply(&mut self, seat: Seat, mv: &ClubbedMove) -> Result<Vec<ClubbedEvent>, ClubbedError> {
        self.check(seat, mv)?;
        let mut events = Vec::new();
        match *mv {
            ClubbedMove::Play { card } => {
                self.hands[seat].retain(|&c| c != card);
                self.open.push(card);
                events.push(ClubbedEvent::Played {
                    seat,
                    card,
                    hand: self.hands[seat].len(),
                });
                let mut clubbed = None;
                if card.suit == Suit::Clubs {
                    let victim = seat.other();
                    let cards = self.open.len();
                    clubbed = Some(cards);
                    let stack = std::mem::take(&mut self.open);
                    self.clubs_stored += stack.iter().filter(|c| c.suit == Suit::Clubs).count();
                    self.stores[victim].extend(stack);
                    events.push(ClubbedEvent::Clubbed {
                        seat,
                        victim,
                        cards,
                        store: self.stores[victim].len(),
                    });
                }
                let stock_before = self.stock.len();
                if self.hands[seat].is_empty() {
                    self.refill(seat, &mut events);
                }
                self.last_play = Some(LastPlay {
                    seat,
                    drew: self.drawn,
                    card,
                    clubbed,
                    refilled: stock_before - self.stock.len(),
                });
                self.drawn = 0;
                self.to_move = seat.other();
                self.turn += 1;
            }
            ClubbedMove::Draw => {
                let card = self.stock.pop().expect("checked: the stock is not empty");
                self.take_into_hand(seat, card);
                self.drawn += 1;
                events.push(ClubbedEvent::Drew {
                    seat,
                    hand: self.hands[seat].len(),
                    stock: self.stock.len(),
                });
            }
        }
        self.check_end(&mut events);
        Ok(events)
    }

    /// docs/rules.md#timers: draw while nothing is playable and the stock lasts, then play
    /// the lowest playable card in card order (a club included).
    fn default_move(&self) -> ClubbedMove {
        let seat = self
            .to_move()
            .expect("no default move once the game is over");
        match self.playable_cards(seat).into_iter().min() {
            Some(card) => ClubbedMove::Play { card },
            None => ClubbedMove::Draw,
        }
    }

    /// The playable cards, highest first (hands are kept so), then `Draw` if allowed.
    fn legal_moves(&self) -> ClubbedMoves {
        match self.to_move() {
            Some(seat) => legal_moves_for(&self.hands[seat], self.to_follow(), self.stock.len()),
            None => ClubbedMoves::default(),
        }
    }

    fn legal_moves_of(view: &ClubbedView) -> ClubbedMoves {
        view.legal_moves()
    }

    fn view(&self, seat: Seat) -> ClubbedView {
        let public = self.public_view();
        let moves = ClubbedView::moves_of(seat, &self.hands[seat], &public);
        ClubbedView {
            seat,
            hand: self.hands[seat].clone(),
            playable: moves
                .iter()
                .filter_map(|mv| match *mv {
                    ClubbedMove::Play { card } => Some(card),
                    ClubbedMove::Draw => None,
                })
                .collect(),
            can_draw: moves.contains(&ClubbedMove::Draw),
            public,
        }
    }

    fn public_view(&self) -> ClubbedPublic {
        ClubbedPublic {
            first: self.first,
            to_move: self.to_move(),
            turn: self.turn,
            open: self.open.clone(),
            accepts_any: self.to_follow().is_none(),
            hand_sizes: self.hands.as_ref().map(|_, h| h.len()),
            stock: self.stock.len(),
            stores: self.store_sizes(),
            drawn: self.drawn,
            last_play: self.last_play,
            outcome: self.ended,
            clubs_stored: self.clubs_stored,
            // Before the end a store holds only clubbed stacks (the hands join it at the
            // end), so no extra state is needed and saved games show them too.
            clubbed: match self.ended {
                None => self.stores.clone(),
                Some(_) => BySeat::default(),
            },
        }
    }
}

#[cfg(test)]
mod tests;
