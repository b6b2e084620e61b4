//! Swiss pairing: the players still in, ranked by points, then rating, then user id (a
//! total order), are paired neighbour with neighbour down the ranking (1-2, 3-4, …, as
//! in Monrad and King-of-the-hill Swiss), except that no two players meet again while
//! another pairing of the round exists. With an odd field one player gets the bye (a
//! free win): the lowest ranked among those with the fewest byes, so that nobody has a
//! second bye while another player could take it.
//!
//! How: the allowed pairs (those who have not met) form a graph; a maximum matching
//! ([`super::matching`]) says whether everyone can be paired without a repeat. The pairs
//! are then fixed from the top of the ranking down, each player taking the highest ranked
//! opponent that still leaves the others a complete pairing (one augmenting-path search
//! per try). When no repeat-free pairing exists at all (a long tournament in a small
//! field), pairs that met once are allowed, then twice, and so on.

use super::matching::Matcher;
use super::standings::points;
use super::{Board, Entrant, PairResult, Pairing, Round};
use crate::model::UserId;
use std::collections::HashMap;

/// ⌈log₂ n⌉ rounds (at least one): enough to leave one player with every win.
pub fn default_rounds(players: usize) -> u32 {
    players.max(2).next_power_of_two().trailing_zeros()
}

/// The players still in, best first: points, then rating, then user id.
pub fn ranking(entrants: &[Entrant], history: &[Pairing]) -> Vec<UserId> {
    let points = points(history);
    let mut active: Vec<&Entrant> = entrants.iter().filter(|e| e.is_active()).collect();
    active.sort_by(|x, y| {
        let px = points.get(&x.user).copied().unwrap_or(0);
        let py = points.get(&y.user).copied().unwrap_or(0);
        py.cmp(&px)
            .then(y.pairing_rating().total_cmp(&x.pairing_rating()))
            .then(x.user.cmp(&y.user))
    });
    active.into_iter().map(|e| e.user).collect()
}

/// The next round's pairing.
pub fn pair(entrants: &[Entrant], history: &[Pairing]) -> Round {
    let ranked = ranking(entrants, history);
    let n = ranked.len();
    let index: HashMap<UserId, usize> = ranked.iter().enumerate().map(|(i, u)| (*u, i)).collect();
    // How often each two met, and each player's byes.
    let mut met = vec![0u32; n * n];
    let mut byes = vec![0u32; n];
    for p in history {
        let Some(&a) = index.get(&p.a) else { continue };
        match p.b {
            Some(b) => {
                if let Some(&b) = index.get(&b) {
                    met[a * n + b] += 1;
                    met[b * n + a] += 1;
                }
            }
            None if p.result == Some(PairResult::Bye) => byes[a] += 1,
            None => {}
        }
    }
    let (pairs, bye) = pair_indices(n, &met, &byes);
    let boards = pairs
        .into_iter()
        .map(|(a, b)| (ranked[a], Some(ranked[b])))
        .chain(bye.map(|c| (ranked[c], None)))
        .enumerate()
        .map(|(board, (a, b))| Board {
            board: board as u32,
            a,
            b,
        })
        .collect();
    Round { boards }
}

/// Pairs players `0..n` (in rank order) given how often each two met (`met`, n×n) and
/// their byes: the pairs in board order (the better ranked first in each) and the bye.
fn pair_indices(n: usize, met: &[u32], byes: &[u32]) -> (Vec<(usize, usize)>, Option<usize>) {
    if n < 2 {
        return (Vec::new(), (n == 1).then_some(0));
    }
    let order: Vec<usize> = (0..n).collect();
    let most = met.iter().copied().max().unwrap_or(0);
    for allowed_meetings in 0..=most {
        let allowed = |i: usize, j: usize| met[i * n + j] <= allowed_meetings;
        let mut m = Matcher::new(n, allowed);
        m.greedy(&order);
        let size = m.maximize();
        let bye = if n % 2 == 1 {
            if size < n / 2 {
                continue;
            }
            match choose_bye(&mut m, byes) {
                Some(c) => Some(c),
                None => continue,
            }
        } else {
            if size < n / 2 {
                continue;
            }
            None
        };
        return (fix_pairs(&mut m, &order), bye);
    }
    unreachable!("with every pair allowed, a field is always paired")
}

/// The bye: the lowest ranked of the players with the fewest byes whose leaving still
/// lets the others be paired in `m` (a maximum matching leaving one player out). Leaves
/// `m` a perfect matching of the others, the bye out of play.
fn choose_bye(m: &mut Matcher, byes: &[u32]) -> Option<usize> {
    let fewest = byes.iter().copied().min()?;
    for c in (0..byes.len()).rev().filter(|&c| byes[c] == fewest) {
        match m.mate(c) {
            None => {
                m.deactivate(c);
                return Some(c);
            }
            Some(partner) => {
                m.deactivate(c);
                if m.augment_from(partner) {
                    return Some(c);
                }
                m.activate(c);
                m.pair(c, partner);
            }
        }
    }
    None
}

/// Fixes the pairs from the top of the ranking down: each unpaired player takes the
/// highest ranked unpaired opponent that leaves the rest a perfect matching. `m` must be a
/// perfect matching of the players in play.
fn fix_pairs(m: &mut Matcher, order: &[usize]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::with_capacity(order.len() / 2);
    for (i, &p) in order.iter().enumerate() {
        if !m.is_active(p) {
            continue;
        }
        for &q in &order[i + 1..] {
            if !m.is_active(q) || !m.edge(p, q) {
                continue;
            }
            let (Some(a), Some(b)) = (m.mate(p), m.mate(q)) else {
                unreachable!("a perfect matching")
            };
            m.deactivate(p);
            m.deactivate(q);
            // Now `a` and `b` are the only exposed players: is there a path between them?
            if a == q || m.augment_from(a) {
                pairs.push((p, q));
                break;
            }
            m.activate(p);
            m.activate(q);
            m.pair(p, a);
            m.pair(q, b);
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn field(ratings: &[f64]) -> Vec<Entrant> {
        ratings
            .iter()
            .enumerate()
            .map(|(i, r)| Entrant {
                user: 100 + i as UserId,
                order: i as u32,
                rating: Some(*r),
                dropped: None,
            })
            .collect()
    }

    /// Plays a round with results drawn from `results` (0: A wins, 1: B wins, 2: draw).
    fn play(round: u32, paired: &Round, results: &mut impl Iterator<Item = u8>) -> Vec<Pairing> {
        paired
            .boards
            .iter()
            .map(|b| Pairing {
                round,
                board: b.board,
                a: b.a,
                b: b.b,
                result: Some(match b.b {
                    None => PairResult::Bye,
                    Some(_) => match results.next().unwrap_or(0) % 3 {
                        0 => PairResult::A,
                        1 => PairResult::B,
                        _ => PairResult::Draw,
                    },
                }),
            })
            .collect()
    }

    /// Whether the active players can be paired with no repeat, some player of the fewest
    /// byes taking the bye in an odd field: every pairing tried, for small fields.
    fn repeat_free_exists(entrants: &[Entrant], history: &[Pairing]) -> bool {
        let players: Vec<UserId> = entrants
            .iter()
            .filter(|e| e.is_active())
            .map(|e| e.user)
            .collect();
        let met = |a: UserId, b: UserId| {
            history
                .iter()
                .any(|p| p.has(a) && p.b.is_some() && p.opponent(a) == Some(b))
        };
        let byes = |u: UserId| {
            history
                .iter()
                .filter(|p| p.a == u && p.result == Some(PairResult::Bye))
                .count()
        };
        fn pairs_all(rest: &[UserId], met: &dyn Fn(UserId, UserId) -> bool) -> bool {
            let Some((&first, others)) = rest.split_first() else {
                return true;
            };
            others.iter().enumerate().any(|(i, &q)| {
                if met(first, q) {
                    return false;
                }
                let mut left = others.to_vec();
                left.remove(i);
                pairs_all(&left, met)
            })
        }
        if players.len().is_multiple_of(2) {
            return pairs_all(&players, &met);
        }
        let fewest = players.iter().map(|u| byes(*u)).min().unwrap_or(0);
        players.iter().any(|&c| {
            byes(c) == fewest && {
                let rest: Vec<UserId> = players.iter().copied().filter(|&u| u != c).collect();
                pairs_all(&rest, &met)
            }
        })
    }

    #[test]
    fn the_default_rounds_are_the_ceiling_of_log2() {
        let rounds: Vec<u32> = [2, 3, 4, 5, 8, 9, 256].map(default_rounds).to_vec();
        assert_eq!(rounds, [1, 2, 2, 3, 3, 4, 8]);
    }

    #[test]
    fn round_one_pairs_neighbours_by_rating_and_the_lowest_gets_the_bye() {
        let entrants = field(&[1500.0, 1800.0, 1600.0, 1700.0, 1400.0]);
        let round = pair(&entrants, &[]);
        let boards: Vec<(UserId, Option<UserId>)> =
            round.boards.iter().map(|b| (b.a, b.b)).collect();
        // Ranked 101 (1800), 103 (1700), 102 (1600), 100 (1500), 104 (1400).
        assert_eq!(boards, [(101, Some(103)), (102, Some(100)), (104, None)]);
    }

    #[test]
    fn a_repeat_is_avoided_even_when_the_neighbour_is_the_only_one_left() {
        // Four players, 100 and 101 met in round 1: round 2 must not pair them again,
        // even though they lead the ranking.
        let entrants = field(&[1800.0, 1700.0, 1600.0, 1500.0]);
        let history = vec![
            Pairing {
                round: 1,
                board: 0,
                a: 100,
                b: Some(101),
                result: Some(PairResult::Draw),
            },
            Pairing {
                round: 1,
                board: 1,
                a: 102,
                b: Some(103),
                result: Some(PairResult::Draw),
            },
        ];
        let round = pair(&entrants, &history);
        let boards: Vec<(UserId, Option<UserId>)> =
            round.boards.iter().map(|b| (b.a, b.b)).collect();
        assert_eq!(boards, [(100, Some(102)), (101, Some(103))]);
    }

    #[test]
    fn dropped_players_are_not_paired() {
        let mut entrants = field(&[1800.0, 1700.0, 1600.0]);
        entrants[1].dropped = Some(1);
        let round = pair(&entrants, &[]);
        assert_eq!(round.players().collect::<Vec<_>>(), [100, 102]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Fields of 2 to 256 over several rounds with random results and drops: everyone
        /// still in plays exactly once a round or has the bye, a bye only in an odd field,
        /// to a player with the fewest byes, and no pair meets twice in a field where a
        /// repeat-free pairing always exists (each player has met at most `rounds - 1`
        /// others, so with at least `2 * rounds` players still in, Dirac's theorem gives
        /// one).
        #[test]
        fn prop_every_round_pairs_everyone_once_with_fair_byes(
            ratings in prop::collection::vec(1000.0f64..2200.0, 2..=256),
            results in prop::collection::vec(any::<u8>(), 0..2000),
            drops in prop::collection::vec(any::<prop::sample::Index>(), 0..4),
        ) {
            let mut entrants = field(&ratings);
            let rounds = default_rounds(entrants.len());
            let mut history = Vec::new();
            let mut results = results.into_iter();
            for round in 1..=rounds {
                if round == 2 {
                    for drop in &drops {
                        let i = drop.index(entrants.len());
                        entrants[i].dropped = Some(1);
                    }
                }
                let paired = pair(&entrants, &history);
                let mut seen: Vec<UserId> = paired.players().collect();
                let active: Vec<UserId> =
                    entrants.iter().filter(|e| e.is_active()).map(|e| e.user).collect();
                seen.sort_unstable();
                let mut expected = active.clone();
                expected.sort_unstable();
                prop_assert_eq!(&seen, &expected, "everyone still in, once");
                let byes: Vec<_> = paired.boards.iter().filter(|b| b.b.is_none()).collect();
                prop_assert_eq!(byes.len(), active.len() % 2);
                if let Some(bye) = byes.first() {
                    let count = |u: UserId| history.iter()
                        .filter(|p: &&Pairing| p.a == u && p.b.is_none()).count();
                    let fewest = active.iter().map(|u| count(*u)).min().unwrap();
                    prop_assert_eq!(count(bye.a), fewest, "no second bye while another could take it");
                }
                for b in paired.boards.iter().filter(|_| active.len() >= 2 * rounds as usize + 2) {
                    if let Some(other) = b.b {
                        prop_assert!(
                            !history.iter().any(|p: &Pairing| p.has(b.a) && p.opponent(b.a) == Some(other)),
                            "a repeat in round {}", round
                        );
                    }
                }
                history.extend(play(round, &paired, &mut results));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// Small fields played for more rounds than there are opponents: a round repeats a
        /// pairing only when a brute-force search finds no repeat-free one.
        #[test]
        fn prop_no_repeat_while_a_repeat_free_pairing_exists(
            ratings in prop::collection::vec(1000.0f64..2200.0, 2..=8),
            results in prop::collection::vec(any::<u8>(), 0..80),
            extra in 0u32..4,
        ) {
            let entrants = field(&ratings);
            let mut history = Vec::new();
            let mut results = results.into_iter();
            for round in 1..=entrants.len() as u32 + extra {
                let paired = pair(&entrants, &history);
                let repeats = paired.boards.iter().any(|b| {
                    b.b.is_some_and(|other| history.iter().any(|p: &Pairing| p.opponent(b.a) == Some(other)))
                });
                if repeats {
                    prop_assert!(
                        !repeat_free_exists(&entrants, &history),
                        "round {} repeats a pairing though a repeat-free one exists", round
                    );
                }
                history.extend(play(round, &paired, &mut results));
            }
        }
    }
}
