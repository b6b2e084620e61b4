//! The clash toss that picks who starts every game (docs/rules.md#the-toss): each player reveals
//! one card from a freshly shuffled deck; the higher rank wins; equal ranks reveal again.

use super::{BySeat, Seat};
use crate::cards::{rng_from_seed, shuffled_deck, Card};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toss {
    /// Every reveal, in order; all but the last are ties.
    pub reveals: Vec<BySeat<Card>>,
    pub winner: Seat,
}

/// The toss before the game seeded with `game_seed`. Its deck is shuffled from a derived
/// seed: tossing with the game's own seed would show the top cards of the game's deal.
pub fn for_game(game_seed: u64) -> Toss {
    toss(game_seed.rotate_left(29) ^ 0x7055_C0DE_D15C_A4D5)
}

/// Tosses with a deck shuffled from `seed`. Only ranks count (suits do not break ties).
pub fn toss(seed: u64) -> Toss {
    let mut rng = rng_from_seed(seed);
    let mut reveals = Vec::new();
    let mut deck = Vec::new();
    loop {
        if deck.len() < 2 {
            // 26 ties in a row are possible in principle: take a fresh deck.
            deck = shuffled_deck(&mut rng);
        }
        let (a, b) = (deck.pop().expect("2+ cards"), deck.pop().expect("2+ cards"));
        reveals.push(BySeat::new(a, b));
        if a.rank != b.rank {
            let winner = if a.rank > b.rank { Seat::A } else { Seat::B };
            return Toss { reveals, winner };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toss_higher_rank_wins_and_ties_reveal_again() {
        let mut saw_tie = false;
        for seed in 0..500 {
            let t = toss(seed);
            let last = t.reveals.last().unwrap();
            assert_ne!(last.a.rank, last.b.rank);
            let expected = if last.a.rank > last.b.rank {
                Seat::A
            } else {
                Seat::B
            };
            assert_eq!(t.winner, expected);
            for tie in &t.reveals[..t.reveals.len() - 1] {
                assert_eq!(tie.a.rank, tie.b.rank);
                saw_tie = true;
            }
        }
        assert!(saw_tie, "500 tosses should include a tie (p ≈ 1/17 each)");
    }

    #[test]
    fn a_game_toss_does_not_reveal_the_games_deck() {
        use crate::cards::{rng_from_seed, shuffled_deck};
        for seed in 0..50 {
            let deck = shuffled_deck(&mut rng_from_seed(seed));
            let t = for_game(seed);
            let first = t.reveals[0];
            assert!(
                deck[deck.len() - 2..] != [first.b, first.a],
                "seed {seed}: the toss drew the game's top cards"
            );
        }
    }

    #[test]
    fn toss_is_reproducible_from_its_seed() {
        assert_eq!(toss(7), toss(7));
    }

    #[test]
    fn toss_is_fair_enough() {
        let a_wins = (0..2000).filter(|s| toss(*s).winner == Seat::A).count();
        assert!((850..1150).contains(&a_wins), "{a_wins}");
    }
}
