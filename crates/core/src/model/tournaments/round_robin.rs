//! Round robin by the circle method: the players in sign-up order around a circle (with
//! an empty seat when their number is odd), the first fixed and the others turning one
//! place a round, so that every two meet exactly once in `n - 1` rounds (`n` rounded up to
//! even). The schedule is fixed at the start; a player who dropped out plays no more, and
//! whoever was to meet them has the round off, as does the player at the empty seat.

use super::{Board, Entrant, Pairing, Round};

/// The rounds of a full round robin: every two players meet once.
pub fn rounds(players: usize) -> u32 {
    let seats = players.max(2) + players % 2;
    (seats - 1) as u32
}

/// Round `round` (from 1) of the schedule of `entrants` (every entrant, in sign-up order).
pub fn pair(entrants: &[Entrant], _history: &[Pairing], round: u32) -> Round {
    let mut order: Vec<&Entrant> = entrants.iter().collect();
    order.sort_by_key(|e| (e.order, e.user));
    let mut seats: Vec<Option<&Entrant>> = order.into_iter().map(Some).collect();
    if seats.len() % 2 == 1 {
        seats.push(None);
    }
    let m = seats.len();
    if m < 2 {
        return Round::default();
    }
    let turn = (round.max(1) - 1) as usize % (m - 1);
    // Seat 0 stays; the others turn by one place a round.
    let circle: Vec<Option<&Entrant>> = std::iter::once(seats[0])
        .chain((0..m - 1).map(|i| seats[1 + (i + turn) % (m - 1)]))
        .collect();
    let boards = (0..m / 2)
        .filter_map(|i| {
            let playing = |e: Option<&Entrant>| e.filter(|e| e.is_active()).map(|e| e.user);
            let (x, y) = (playing(circle[i]), playing(circle[m - 1 - i]));
            let (a, b) = match (x, y) {
                (Some(a), b) => (a, b),
                (None, Some(b)) => (b, None),
                (None, None) => return None,
            };
            Some(Board {
                board: i as u32,
                a,
                b,
            })
        })
        .collect();
    Round { boards }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::UserId;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    fn entrants(n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant {
                user: 100 + i as UserId,
                order: i as u32,
                rating: None,
                dropped: None,
            })
            .collect()
    }

    #[test]
    fn three_players_have_one_round_off_each() {
        let field = entrants(3);
        assert_eq!(rounds(3), 3);
        let off: Vec<UserId> = (1..=3)
            .flat_map(|r| pair(&field, &[], r).boards)
            .filter(|b| b.b.is_none())
            .map(|b| b.a)
            .collect();
        let mut sorted = off.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [100, 101, 102], "{off:?}");
    }

    #[test]
    fn a_player_who_dropped_out_leaves_the_opponent_a_round_off() {
        let mut field = entrants(4);
        field[0].dropped = Some(1);
        let round = pair(&field, &[], 2);
        assert_eq!(round.players().count(), 3);
        assert_eq!(round.boards.iter().filter(|b| b.b.is_none()).count(), 1);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Every two of 2 to 256 players meet exactly once, each player once a round.
        #[test]
        fn prop_every_pair_meets_exactly_once(n in 2usize..=256) {
            let field = entrants(n);
            let mut met = BTreeSet::new();
            for round in 1..=rounds(n) {
                let paired = pair(&field, &[], round);
                let players: Vec<UserId> = paired.players().collect();
                let distinct: BTreeSet<UserId> = players.iter().copied().collect();
                prop_assert_eq!(players.len(), n, "round {}", round);
                prop_assert_eq!(distinct.len(), n);
                for b in &paired.boards {
                    if let Some(other) = b.b {
                        let pair = (b.a.min(other), b.a.max(other));
                        prop_assert!(met.insert(pair), "{:?} met twice", pair);
                    }
                }
            }
            prop_assert_eq!(met.len(), n * (n - 1) / 2);
        }
    }
}
