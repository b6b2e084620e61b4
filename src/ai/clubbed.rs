//! The Clubbed player. Easy: clubs are kept for a stack worth clubbing, and drawing is
//! preferred to wasting a club on a small stack. Strong: deals the cards it cannot see
//! (the opponent's hand and the stock, from the unseen cards) many times over and plays
//! each legal move out to the end of the game with the easy policy on both sides, keeping
//! the move that wins most often.

use super::{Level, Player};
use crate::cards::{Card, GameRng, Suit};
use crate::rules::clubbed::{Clubbed, ClubbedMove, ClubbedView, HAND_SIZE};
use rand::seq::SliceRandom;
use rand::Rng;

/// The same for the easy player.
const EASY_CLUB_AT: usize = 3;

impl Player for Clubbed {
    fn decide(level: Level, view: &ClubbedView, rng: &mut GameRng) -> Option<ClubbedMove> {
        if view.public.to_move != Some(view.seat) {
            return None;
        }
        let mut moves: Vec<ClubbedMove> = view
            .playable
            .iter()
            .map(|&card| ClubbedMove::Play { card })
            .collect();
        if view.can_draw {
            moves.push(ClubbedMove::Draw);
        }
        match level {
            Level::Random => moves.choose(rng).copied(),
            Level::Easy => Some(easy(view)),
            Level::Strong => Some(strong(view, &moves, rng)),
        }
    }
}

fn is_club(card: &Card) -> bool {
    card.suit == Suit::Clubs
}

fn easy(view: &ClubbedView) -> ClubbedMove {
    let stack = view.public.open.len();
    let club = view.playable.iter().copied().find(is_club);
    let plain = view.playable.iter().copied().find(|c| !is_club(c));
    match (club, plain) {
        (Some(card), _) if stack >= EASY_CLUB_AT => ClubbedMove::Play { card },
        (_, Some(card)) => ClubbedMove::Play { card },
        (Some(card), None) => ClubbedMove::Play { card },
        (None, None) => ClubbedMove::Draw,
    }
}

/// Determinized deals of the hidden cards per decision.
const DEALS: usize = 160;
/// How often the imagined opponent plays any legal move instead of the rollout policy:
/// people (and weaker bots) do not play as the policy does.
const OPPONENT_SURPRISE: f64 = 0.3;
/// The stack size (before the club) from which the rollout policy clubs.
const ROLLOUT_CLUB_AT: usize = 3;

/// A Clubbed position as the strong player imagines it: seat 0 is itself, seat 1 the
/// opponent, with the hidden cards dealt one way they could lie. The rules of RULES.md §3,
/// written again without events, checks or logs so that a rollout costs microseconds.
#[derive(Clone)]
struct Imagined {
    hands: [Vec<Card>; 2],
    stock: Vec<Card>,
    open: Vec<Card>,
    stores: [usize; 2],
    to_move: usize,
}

impl Imagined {
    fn to_follow(&self) -> Option<Card> {
        match self.open.as_slice() {
            [] => None,
            [only] if is_club(only) => None,
            [.., top] => Some(*top),
        }
    }

    fn matches(card: Card, top: Option<Card>) -> bool {
        match top {
            Some(top) => card.suit == top.suit || card.rank == top.rank,
            None => !is_club(&card),
        }
    }

    fn can_play(&self, seat: usize) -> bool {
        let top = self.to_follow();
        self.hands[seat]
            .iter()
            .any(|&c| is_club(&c) || Imagined::matches(c, top))
    }

    fn can_draw(&self, seat: usize) -> bool {
        let top = self.to_follow();
        !self.stock.is_empty() && !self.hands[seat].iter().any(|&c| Imagined::matches(c, top))
    }

    /// The rollout policy: club a stack of 3 or more, else follow with a non-club, else
    /// draw, else club.
    fn policy(&self) -> ClubbedMove {
        let seat = self.to_move;
        let top = self.to_follow();
        let hand = &self.hands[seat];
        let club = hand.iter().copied().find(is_club);
        if let Some(card) = club.filter(|_| self.open.len() >= ROLLOUT_CLUB_AT) {
            return ClubbedMove::Play { card };
        }
        if let Some(&card) = hand
            .iter()
            .find(|c| !is_club(c) && Imagined::matches(**c, top))
        {
            return ClubbedMove::Play { card };
        }
        if self.can_draw(seat) {
            return ClubbedMove::Draw;
        }
        ClubbedMove::Play {
            card: club.expect("the seat to move can play"),
        }
    }

    /// Plays a legal move; returns whether the game goes on.
    fn apply(&mut self, mv: ClubbedMove) -> bool {
        let seat = self.to_move;
        match mv {
            ClubbedMove::Play { card } => {
                self.hands[seat].retain(|&c| c != card);
                self.open.push(card);
                if is_club(&card) {
                    self.stores[1 - seat] += self.open.len();
                    self.open.clear();
                }
                if self.hands[seat].is_empty() {
                    let n = HAND_SIZE.min(self.stock.len());
                    let at = self.stock.len() - n;
                    let drawn: Vec<Card> = self.stock.drain(at..).collect();
                    self.hands[seat].extend(drawn);
                }
                self.to_move = 1 - seat;
            }
            ClubbedMove::Draw => {
                let card = self.stock.pop().expect("a legal draw");
                self.hands[seat].push(card);
            }
        }
        let stuck = self.stock.is_empty() && !self.can_play(self.to_move);
        if stuck {
            for s in 0..2 {
                self.stores[s] += self.hands[s].len();
            }
        }
        !stuck
    }

    /// Every legal move of the seat to move.
    fn legal(&self) -> Vec<ClubbedMove> {
        let top = self.to_follow();
        let mut moves: Vec<ClubbedMove> = self.hands[self.to_move]
            .iter()
            .filter(|&&c| is_club(&c) || Imagined::matches(c, top))
            .map(|&card| ClubbedMove::Play { card })
            .collect();
        if self.can_draw(self.to_move) {
            moves.push(ClubbedMove::Draw);
        }
        moves
    }

    /// Plays the game out, the policy on our side, the policy or a surprise on theirs: our
    /// store minus the opponent's.
    fn play_out(mut self, rng: &mut GameRng) -> i64 {
        let mut guard = 0;
        loop {
            let mv = if self.to_move == 1 && rng.gen_bool(OPPONENT_SURPRISE) {
                *self.legal().choose(rng).expect("a legal move")
            } else {
                self.policy()
            };
            if guard >= 1_000 || !self.apply(mv) {
                break;
            }
            guard += 1;
        }
        self.stores[0] as i64 - self.stores[1] as i64
    }
}

fn strong(view: &ClubbedView, moves: &[ClubbedMove], rng: &mut GameRng) -> ClubbedMove {
    if moves.len() == 1 {
        return moves[0];
    }
    let public = &view.public;
    let me = view.seat;
    let known: Vec<Card> = view.hand.iter().chain(&public.open).copied().collect();
    let mut unseen: Vec<Card> = Card::ALL
        .iter()
        .copied()
        .filter(|c| !known.contains(c))
        .collect();
    // The stores hold cards that were face up: `clubs_stored` of them clubs, the rest
    // not. Those are taken out of the deals (which ones exactly the view does not keep).
    let stored = public.stores.a + public.stores.b;
    let clubs_stored = public.clubs_stored.min(stored);
    let their_hand = public.hand_sizes[me.other()];
    let stock = public.stock;
    let mut totals = vec![0i64; moves.len()];
    for _ in 0..DEALS {
        unseen.shuffle(rng);
        // Move `clubs_stored` clubs and the other stored cards to the back, out of the deal.
        let (mut clubs_out, mut others_out) = (clubs_stored, stored - clubs_stored);
        let mut end = unseen.len();
        let mut i = unseen.len();
        while i > 0 && (clubs_out > 0 || others_out > 0) {
            i -= 1;
            let take = if is_club(&unseen[i]) {
                clubs_out > 0 && {
                    clubs_out -= 1;
                    true
                }
            } else {
                others_out > 0 && {
                    others_out -= 1;
                    true
                }
            };
            if take {
                end -= 1;
                unseen.swap(i, end);
            }
        }
        let hands = [view.hand.clone(), unseen[..their_hand].to_vec()];
        let world = Imagined {
            hands,
            stock: unseen[their_hand..their_hand + stock].to_vec(),
            open: public.open.clone(),
            stores: [public.stores[me], public.stores[me.other()]],
            to_move: 0,
        };
        for (total, &mv) in totals.iter_mut().zip(moves) {
            let mut next = world.clone();
            let margin = if next.apply(mv) {
                next.play_out(rng)
            } else {
                next.stores[0] as i64 - next.stores[1] as i64
            };
            // Wins first, the margin only between equal win counts.
            *total += 1000 * (i64::from(margin < 0) - i64::from(margin > 0)) - margin;
        }
    }
    let best = (0..moves.len()).max_by_key(|&i| totals[i]).expect("moves");
    moves[best]
}
