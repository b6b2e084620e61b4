//! The Clubbed player. Strong: clubs are kept for a stack worth clubbing (the opponent
//! may club it first, so "worth it" is small), a card to follow is the one the opponent
//! is least likely to match, and drawing is avoided when a club can dump the stack.

use super::{Level, Player};
use crate::cards::{Card, GameRng, Suit};
use crate::rules::clubbed::{Clubbed, ClubbedMove, ClubbedView};
use rand::seq::SliceRandom;

/// The stack size (before the club) from which the strong player clubs.
const STRONG_CLUB_AT: usize = 2;
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
            Level::Strong => Some(strong(view)),
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

/// How many unseen cards (not in hand, not on the open stack) would let the opponent
/// follow `card` without a club: its suit or rank, clubs aside.
fn followers(view: &ClubbedView, card: Card) -> usize {
    let known: Vec<Card> = view.hand.iter().chain(&view.public.open).copied().collect();
    Card::ALL
        .iter()
        .filter(|c| !is_club(c) && !known.contains(c))
        .filter(|c| c.suit == card.suit || c.rank == card.rank)
        .count()
}

/// How many of the other cards in hand could follow `card` next time: a card that leaves
/// the hand able to answer is worth keeping.
fn partners(hand: &[Card], card: Card) -> usize {
    hand.iter()
        .filter(|c| **c != card && !is_club(c))
        .filter(|c| c.suit == card.suit || c.rank == card.rank)
        .count()
}

fn strong(view: &ClubbedView) -> ClubbedMove {
    let public = &view.public;
    let stack = public.open.len();
    let endgame = public.stock == 0;
    let club = view.playable.iter().copied().find(is_club);
    let plain: Vec<Card> = view
        .playable
        .iter()
        .copied()
        .filter(|c| !is_club(c))
        .collect();
    if let Some(card) = club {
        // A big enough stack, or the end near (every card held then counts against us).
        if stack >= STRONG_CLUB_AT || (endgame && stack >= 1) || (plain.is_empty() && stack >= 1) {
            return ClubbedMove::Play { card };
        }
    }
    if let Some(&card) = plain.iter().min_by_key(|&&c| {
        // Few followers for the opponent, then a card whose suit we hold most of (we can
        // follow again), then the highest (it matches most ranks later).
        (
            followers(view, c),
            usize::MAX - partners(&view.hand, c),
            usize::MAX - c.index(),
        )
    }) {
        return ClubbedMove::Play { card };
    }
    match club {
        // Leading with only clubs: a led club goes straight to the opponent's store.
        Some(card) if !view.can_draw || stack == 0 => ClubbedMove::Play { card },
        _ if view.can_draw => ClubbedMove::Draw,
        Some(card) => ClubbedMove::Play { card },
        None => ClubbedMove::Draw,
    }
}
