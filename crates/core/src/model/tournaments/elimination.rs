//! Single elimination: the players seeded by their rating on the server (players without
//! a rating after them, in sign-up order), placed in a bracket of the next power of two
//! so that seeds 1 and 2 can meet only in the final, 1 to 4 only in the semi-finals, and
//! so on; the missing players are byes, which go to the top seeds, in round 1 only. Board
//! `i` of a round is played by the winners of boards `2i` and `2i + 1` of the round
//! before; a player who dropped out does not go on, and their next opponent goes through
//! without a game (a walkover).

use super::{Board, Entrant, Pairing, Round};
use crate::model::UserId;
use std::collections::HashMap;

/// The bracket's size: the next power of two (at least 2).
pub fn bracket_size(players: usize) -> usize {
    players.max(2).next_power_of_two()
}

/// The rounds to the final.
pub fn rounds(players: usize) -> u32 {
    bracket_size(players).trailing_zeros()
}

/// Every entrant in seed order: rated players by rating (highest first), then players
/// without a rating in sign-up order; ties by sign-up order, then user id.
pub fn seeds(entrants: &[Entrant]) -> Vec<UserId> {
    let mut sorted: Vec<&Entrant> = entrants.iter().collect();
    sorted.sort_by(|x, y| {
        x.rating
            .is_none()
            .cmp(&y.rating.is_none())
            .then(y.rating.unwrap_or(0.0).total_cmp(&x.rating.unwrap_or(0.0)))
            .then(x.order.cmp(&y.order))
            .then(x.user.cmp(&y.user))
    });
    sorted.into_iter().map(|e| e.user).collect()
}

/// The seeds (from 1) in bracket order: `[1, 4, 2, 3]` for 4, `[1, 8, 4, 5, 2, 7, 3, 6]`
/// for 8. Board `i` of round 1 is played by the seeds at `2i` and `2i + 1`.
pub fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let next = order.len() * 2 + 1;
        order = order.iter().flat_map(|&s| [s, next - s]).collect();
    }
    order
}

/// Round `round` (from 1): round 1 from the seeds, later rounds from the winners of the
/// round before.
pub fn pair(entrants: &[Entrant], history: &[Pairing], round: u32) -> Round {
    let seeds = seeds(entrants);
    let seed_of: HashMap<UserId, usize> = seeds.iter().enumerate().map(|(i, u)| (*u, i)).collect();
    let active = |u: &UserId| entrants.iter().any(|e| e.user == *u && e.is_active());
    let size = bracket_size(entrants.len());
    let slots: Vec<Option<UserId>> = if round <= 1 {
        bracket_order(size)
            .into_iter()
            .map(|seed| seeds.get(seed - 1).copied().filter(active))
            .collect()
    } else {
        // The winners of the round before, board by board; nobody where a board was not
        // played (both sides gone) or its winner dropped out.
        let winners: HashMap<u32, UserId> = history
            .iter()
            .filter(|p| p.round == round - 1)
            .filter_map(|p| Some((p.board, p.winner()?)))
            .collect();
        (0..(size >> (round - 1)) as u32)
            .map(|board| winners.get(&board).copied().filter(active))
            .collect()
    };
    let boards = slots
        .chunks(2)
        .enumerate()
        .filter_map(|(board, pair)| {
            let mut players: Vec<UserId> = pair.iter().flatten().copied().collect();
            // The better seed first.
            players.sort_by_key(|u| seed_of.get(u).copied().unwrap_or(usize::MAX));
            let a = *players.first()?;
            Some(Board {
                board: board as u32,
                a,
                b: players.get(1).copied(),
            })
        })
        .collect();
    Round { boards }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tournaments::PairResult;
    use proptest::prelude::*;

    fn entrants(ratings: &[Option<f64>]) -> Vec<Entrant> {
        ratings
            .iter()
            .enumerate()
            .map(|(i, r)| Entrant {
                user: 100 + i as UserId,
                order: i as u32,
                rating: *r,
                dropped: None,
            })
            .collect()
    }

    #[test]
    fn the_bracket_order_keeps_the_top_seeds_apart() {
        assert_eq!(bracket_order(2), [1, 2]);
        assert_eq!(bracket_order(4), [1, 4, 2, 3]);
        assert_eq!(bracket_order(8), [1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!((rounds(2), rounds(5), rounds(8), rounds(256)), (1, 3, 3, 8));
    }

    #[test]
    fn rated_players_are_seeded_by_rating_and_new_players_after_them_by_sign_up() {
        let field = entrants(&[None, Some(1400.0), None, Some(1900.0), Some(1600.0)]);
        assert_eq!(seeds(&field), [103, 104, 101, 100, 102]);
    }

    #[test]
    fn five_players_give_the_three_top_seeds_a_bye() {
        let field = entrants(&[
            Some(2000.0),
            Some(1900.0),
            Some(1800.0),
            Some(1700.0),
            Some(1600.0),
        ]);
        let round = pair(&field, &[], 1);
        let boards: Vec<(u32, UserId, Option<UserId>)> =
            round.boards.iter().map(|b| (b.board, b.a, b.b)).collect();
        // Seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6: 8, 7 and 6 are missing.
        assert_eq!(
            boards,
            [
                (0, 100, None),
                (1, 103, Some(104)),
                (2, 101, None),
                (3, 102, None)
            ]
        );
    }

    #[test]
    fn a_winner_who_dropped_out_gives_the_next_opponent_a_walkover() {
        let mut field = entrants(&[Some(2000.0), Some(1900.0), Some(1800.0), Some(1700.0)]);
        let won = |board, a, b, result| Pairing {
            round: 1,
            board,
            a,
            b: Some(b),
            result: Some(result),
        };
        let history = vec![
            won(0, 100, 103, PairResult::A),
            won(1, 101, 102, PairResult::B),
        ];
        field[0].dropped = Some(1);
        let round = pair(&field, &history, 2);
        assert_eq!(
            round.boards,
            [Board {
                board: 0,
                a: 102,
                b: None
            }]
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Random fields of 2 to 256 played to the final with random winners: round 1 has
        /// every player exactly once, byes only in round 1 and only to the top seeds, and
        /// each later round pairs exactly the winners of the one before, down to one.
        #[test]
        fn prop_the_bracket_has_everyone_once_and_byes_only_in_round_one(
            ratings in prop::collection::vec(prop::option::of(1000.0f64..2200.0), 2..=256),
            coins in prop::collection::vec(any::<bool>(), 256),
        ) {
            let field = entrants(&ratings);
            let n = field.len();
            let total = rounds(n);
            let mut history: Vec<Pairing> = Vec::new();
            let mut coins = coins.into_iter().cycle();
            let mut players: Vec<UserId> = field.iter().map(|e| e.user).collect();
            for round in 1..=total {
                let paired = pair(&field, &history, round);
                let mut seen: Vec<UserId> = paired.players().collect();
                seen.sort_unstable();
                players.sort_unstable();
                prop_assert_eq!(&seen, &players, "round {}: each player still in, once", round);
                let byes: Vec<UserId> =
                    paired.boards.iter().filter(|b| b.b.is_none()).map(|b| b.a).collect();
                if round == 1 {
                    let seeded = seeds(&field);
                    let expected = bracket_size(n) - n;
                    prop_assert_eq!(byes.len(), expected);
                    for bye in &byes {
                        let seed = seeded.iter().position(|u| u == bye).unwrap();
                        prop_assert!(seed < expected, "a bye to seed {} of {}", seed + 1, n);
                    }
                } else {
                    prop_assert!(byes.is_empty(), "a bye in round {}", round);
                }
                let played: Vec<Pairing> = paired.boards.iter().map(|b| Pairing {
                    round,
                    board: b.board,
                    a: b.a,
                    b: b.b,
                    result: Some(match b.b {
                        None => PairResult::Walkover,
                        Some(_) if coins.next().unwrap() => PairResult::A,
                        Some(_) => PairResult::B,
                    }),
                }).collect();
                players = played.iter().filter_map(Pairing::winner).collect();
                history.extend(played);
            }
            prop_assert_eq!(players.len(), 1, "one champion");
        }
    }
}
