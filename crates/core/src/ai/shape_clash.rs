//! The Shape Clash player. A deal is a race to shed cards, and options 1–5 keep the turn,
//! so the strong player searches the orders of its plays this turn for the one that sheds
//! the most (emptying the hand mid-turn draws 7 more: a bonus), ends with a Single that
//! leaves the board unmatched, and opens with the Complete its hand follows best. The easy
//! player plays the first play that keeps the turn, then the first Single.

use super::{random, Level, Player};
use crate::cards::GameRng;
use crate::rules::shape_clash::{
    legal_moves, Complete, Face, ShapeCard, ShapeClash, ShapeClashMove, ShapeClashView,
};
use std::collections::HashMap;

/// What emptying the hand mid-turn is worth, in cards: 7 more arrive and the turn goes on.
const EMPTY_HAND_BONUS: u32 = 3;
/// Positions the turn search may visit before it settles for what it has found.
const SEARCH_BUDGET: usize = 50_000;

impl Player for ShapeClash {
    fn decide(level: Level, view: &ShapeClashView, rng: &mut GameRng) -> Option<ShapeClashMove> {
        let moves = view.legal_moves();
        if moves.is_empty() {
            return None;
        }
        Some(match level {
            Level::Random => random::<Self>(view, rng)?,
            Level::Easy => easy(moves.as_slice()),
            Level::Strong => strong(view, moves.as_slice()),
        })
    }
}

fn easy(moves: &[ShapeClashMove]) -> ShapeClashMove {
    moves
        .iter()
        .find(|m| !m.ends_turn())
        .or_else(|| {
            moves
                .iter()
                .find(|m| matches!(m, ShapeClashMove::FinalSingle { .. }))
        })
        .unwrap_or(&moves[0])
        .clone()
}

fn single_of(card: ShapeCard) -> Option<crate::rules::shape_clash::Value> {
    card.as_single()
}

/// The board after a play that keeps the turn: the top Complete and the pile tops.
fn after(m: &ShapeClashMove, k: Complete, tops: Complete) -> (Complete, Complete) {
    let mut values = tops.values();
    let mut put = |card: ShapeCard| {
        if let Some(v) = single_of(card) {
            values[v.category().index()] = v;
        }
    };
    let mut k = k;
    for card in m.cards() {
        match card.face() {
            Face::Complete(x) => k = x,
            Face::Single(_) => put(card),
        }
    }
    (k, Complete::new(values).expect("pile i holds category i"))
}

struct Search {
    memo: HashMap<(u64, usize, usize), u32>,
    visited: usize,
}

fn hand_mask(hand: &[ShapeCard]) -> u64 {
    hand.iter().fold(0, |m, c| m | 1 << c.id())
}

impl Search {
    /// The most cards this hand can still shed this turn from this board.
    fn value(&mut self, hand: &[ShapeCard], k: Complete, tops: Complete) -> u32 {
        let key = (hand_mask(hand), k.index(), tops.index());
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let last_single = u32::from(hand.iter().any(|c| c.is_single()));
        let mut best = last_single;
        self.visited += 1;
        if self.visited < SEARCH_BUDGET {
            for m in legal_moves(hand, false, Some(k), tops) {
                if m.ends_turn() {
                    continue;
                }
                let v = self.play_value(hand, &m, k, tops);
                best = best.max(v);
            }
        }
        self.memo.insert(key, best);
        best
    }

    fn play_value(
        &mut self,
        hand: &[ShapeCard],
        m: &ShapeClashMove,
        k: Complete,
        tops: Complete,
    ) -> u32 {
        let played = m.cards();
        let rest: Vec<ShapeCard> = hand
            .iter()
            .copied()
            .filter(|c| !played.contains(c))
            .collect();
        let (k, tops) = after(m, k, tops);
        played.len() as u32
            + if rest.is_empty() {
                EMPTY_HAND_BONUS
            } else {
                self.value(&rest, k, tops)
            }
    }
}

fn strong(view: &ShapeClashView, moves: &[ShapeClashMove]) -> ShapeClashMove {
    let public = &view.public;
    let hand = &view.hand;
    let (Some(tops), Some(k)) = (
        public.pile_tops(),
        public.completes.top.and_then(ShapeCard::as_complete),
    ) else {
        return open(hand, moves);
    };
    if public.opening {
        return open(hand, moves);
    }
    let mut search = Search {
        memo: HashMap::new(),
        visited: 0,
    };
    let mut best: Option<(u32, &ShapeClashMove)> = None;
    for m in moves.iter().filter(|m| !m.ends_turn()) {
        let v = search.play_value(hand, m, k, tops);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, m));
        }
    }
    if let Some((v, m)) = best {
        // A play that keeps the turn is worth it when it sheds at least as much as
        // ending now with a Single would.
        if v >= 1 {
            return m.clone();
        }
    }
    last_single(hand, k, tops).unwrap_or(ShapeClashMove::Pass)
}

/// The Single that ends the turn: one that leaves the board unmatched (options 4a and 4b
/// closed to the opponent), best one that blocks option 1 in its category.
fn last_single(hand: &[ShapeCard], k: Complete, tops: Complete) -> Option<ShapeClashMove> {
    hand.iter()
        .copied()
        .filter_map(|card| Some((card, single_of(card)?)))
        .max_by_key(|&(_, v)| {
            let mut values = tops.values();
            let c = v.category().index();
            values[c] = v;
            let matched = values == k.values();
            (!matched, v == k.get(v.category()))
        })
        .map(|(single, _)| ShapeClashMove::FinalSingle { single })
}

/// The opening Complete: the one the rest of the hand follows best (Completes sharing two
/// values, Singles showing one of its values).
fn open(hand: &[ShapeCard], moves: &[ShapeClashMove]) -> ShapeClashMove {
    moves
        .iter()
        .max_by_key(|m| {
            let ShapeClashMove::Open { complete } = m else {
                return 0;
            };
            let Some(x) = complete.as_complete() else {
                return 0;
            };
            hand.iter()
                .filter(|c| *c != complete)
                .filter(|c| match c.face() {
                    Face::Complete(y) => y.shared(x) == 2,
                    Face::Single(v) => x.get(v.category()) == v,
                })
                .count()
        })
        .unwrap_or(&moves[0])
        .clone()
}
