//! The standings of a tournament from its pairings: points (a win 1, a draw ½, a Swiss
//! bye 1), Buchholz (the points of the players one met) and Sonneborn-Berger (the points
//! of the players one beat, and half those of the players one drew), then the rating;
//! single elimination ranks by how far a player went, then by seed. Points are counted in
//! halves (and Sonneborn-Berger in quarters) so that every sum is exact.

use super::{elimination, Entrant, Format, PairResult, Pairing};
use crate::model::UserId;
use std::collections::HashMap;

/// One player's line.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Line {
    pub user: UserId,
    /// The place: 1 is first. In single elimination, players out in the same round share
    /// a place (the losing semi-finalists are both 3rd).
    pub rank: u32,
    /// Points, in halves.
    pub points2: u32,
    /// The Buchholz score, in halves.
    pub buchholz2: u32,
    /// The Sonneborn-Berger score, in quarters.
    pub sb4: u32,
    /// Games played (byes and walkovers are none).
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub dropped: bool,
    pub rating: f64,
    /// Single elimination: the seed (1 is the top seed), and whether the player is still
    /// in (or won it all).
    pub seed: Option<u32>,
    pub still_in: bool,
}

/// Each player's points in halves: a win 2, a draw 1, a Swiss bye 2.
pub fn points(pairings: &[Pairing]) -> HashMap<UserId, u32> {
    let mut points: HashMap<UserId, u32> = HashMap::new();
    for p in pairings {
        let Some(result) = p.result else { continue };
        let (a, b) = match result {
            PairResult::A => (2, 0),
            PairResult::B => (0, 2),
            PairResult::Draw => (1, 1),
            PairResult::Bye => (2, 0),
            PairResult::Walkover => (0, 0),
        };
        *points.entry(p.a).or_default() += a;
        if let Some(other) = p.b {
            *points.entry(other).or_default() += b;
        }
    }
    points
}

/// The standings of every entrant, best first.
pub fn standings(format: Format, entrants: &[Entrant], pairings: &[Pairing]) -> Vec<Line> {
    let points = points(pairings);
    let mut lines: Vec<Line> = entrants.iter().map(|e| Line::of(e, &points)).collect();
    count_games(&mut lines, pairings, &points);
    match format {
        Format::Swiss | Format::RoundRobin => rank_by_score(&mut lines),
        Format::SingleElimination => rank_bracket(&mut lines, entrants, pairings),
    }
    lines
}

impl Line {
    /// The line of `entrant` with their `points`, before any game is counted or a rank given.
    fn of(entrant: &Entrant, points: &HashMap<UserId, u32>) -> Line {
        Line {
            user: entrant.user,
            rank: 0,
            points2: points.get(&entrant.user).copied().unwrap_or(0),
            buchholz2: 0,
            sb4: 0,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            byes: 0,
            dropped: entrant.dropped.is_some(),
            rating: entrant.pairing_rating(),
            seed: None,
            still_in: false,
        }
    }
}

/// Counts each decided board into its players' `lines`: byes, games, wins, draws, losses,
/// and the opponents' `points` into Buchholz and Sonneborn-Berger.
fn count_games(lines: &mut [Line], pairings: &[Pairing], points: &HashMap<UserId, u32>) {
    let at: HashMap<UserId, usize> = lines.iter().enumerate().map(|(i, l)| (l.user, i)).collect();
    let pts = |user: UserId| points.get(&user).copied().unwrap_or(0);
    for p in pairings {
        let Some(result) = p.result else { continue };
        let Some(b) = p.b else {
            if result == PairResult::Bye {
                if let Some(&i) = at.get(&p.a) {
                    lines[i].byes += 1;
                }
            }
            continue;
        };
        for (me, them, mine) in [
            (p.a, b, result_for(result, true)),
            (b, p.a, result_for(result, false)),
        ] {
            let Some(&i) = at.get(&me) else { continue };
            let line = &mut lines[i];
            line.games += 1;
            line.buchholz2 += pts(them);
            match mine {
                Some(true) => {
                    line.wins += 1;
                    line.sb4 += 2 * pts(them);
                }
                Some(false) => line.losses += 1,
                None => {
                    line.draws += 1;
                    line.sb4 += pts(them);
                }
            }
        }
    }
}

/// Swiss and round-robin ranks: points, Buchholz, Sonneborn-Berger, rating, then the user.
fn rank_by_score(lines: &mut [Line]) {
    lines.sort_by(|x, y| {
        y.points2
            .cmp(&x.points2)
            .then(y.buchholz2.cmp(&x.buchholz2))
            .then(y.sb4.cmp(&x.sb4))
            .then(y.rating.total_cmp(&x.rating))
            .then(x.user.cmp(&y.user))
    });
    for (i, line) in lines.iter_mut().enumerate() {
        line.rank = i as u32 + 1;
    }
}

/// Whether side A's player won (`Some(true)`), lost, or drew (`None`), from `for_a`'s side.
fn result_for(result: PairResult, for_a: bool) -> Option<bool> {
    match result {
        PairResult::A => Some(for_a),
        PairResult::B => Some(!for_a),
        PairResult::Draw => None,
        // One-player boards are not games.
        PairResult::Bye | PairResult::Walkover => Some(for_a),
    }
}

/// Single elimination: the players still in first (by seed), then by the round they went
/// out in, latest first; players out in the same round share its place.
fn rank_bracket(lines: &mut [Line], entrants: &[Entrant], pairings: &[Pairing]) {
    let seeds = elimination::seeds(entrants);
    let seed_of: HashMap<UserId, u32> = seeds
        .iter()
        .enumerate()
        .map(|(i, u)| (*u, i as u32 + 1))
        .collect();
    let rounds = elimination::rounds(entrants.len());
    // How many rounds each player got through, and whether they are still in.
    let mut passed: HashMap<UserId, (u32, bool)> = HashMap::new();
    for line in lines.iter() {
        let last = pairings
            .iter()
            .filter(|p| p.has(line.user))
            .max_by_key(|p| p.round);
        let progress = match last {
            None => (0, !line.dropped),
            Some(p) => match p.result {
                None => (p.round - 1, true),
                Some(_) if p.winner() == Some(line.user) => {
                    // Through this round: still in unless it was the final, or they
                    // dropped out before the next.
                    (p.round, p.round < rounds && !line.dropped)
                }
                Some(_) => (p.round - 1, false),
            },
        };
        passed.insert(line.user, progress);
    }
    for line in lines.iter_mut() {
        line.seed = seed_of.get(&line.user).copied();
        let (through, still_in) = passed[&line.user];
        line.still_in = still_in || through == rounds;
    }
    lines.sort_by(|x, y| {
        let (px, ix) = passed[&x.user];
        let (py, iy) = passed[&y.user];
        py.cmp(&px)
            .then(iy.cmp(&ix))
            .then(x.seed.unwrap_or(u32::MAX).cmp(&y.seed.unwrap_or(u32::MAX)))
            .then(x.user.cmp(&y.user))
    });
    for (i, line) in lines.iter_mut().enumerate() {
        let (through, still_in) = passed[&line.user];
        line.rank = if through == rounds {
            1
        } else if still_in {
            i as u32 + 1
        } else {
            // Out in round `through + 1` of `rounds`: behind everyone who got further.
            (1u32 << (rounds - through - 1)) + 1
        };
    }
}

/// Half points as people write them: `2`, `2½`, `½`.
pub fn halves(value: u32) -> String {
    match (value / 2, value % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// Quarter points: `3`, `3½`, `3¼`, `3¾`.
pub fn quarters(value: u32) -> String {
    let whole = value / 4;
    let part = ["", "¼", "½", "¾"][(value % 4) as usize];
    match (whole, part) {
        (0, "") => "0".to_string(),
        (0, part) => part.to_string(),
        (whole, part) => format!("{whole}{part}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(user: UserId, rating: Option<f64>) -> Entrant {
        Entrant {
            user,
            order: user as u32,
            rating,
            dropped: None,
        }
    }

    fn played(round: u32, a: UserId, b: Option<UserId>, result: PairResult) -> Pairing {
        Pairing {
            round,
            board: 0,
            a,
            b,
            result: Some(result),
        }
    }

    #[test]
    fn points_buchholz_and_sonneborn_berger_are_counted_from_the_results() {
        let entrants: Vec<Entrant> = (1..=4).map(|u| entrant(u, None)).collect();
        let pairings = vec![
            played(1, 1, Some(2), PairResult::A),
            played(1, 3, Some(4), PairResult::Draw),
            played(2, 1, Some(3), PairResult::Draw),
            played(2, 2, Some(4), PairResult::B),
        ];
        // Points: 1: 1½, 2: 0, 3: 1, 4: 1½.
        let lines = standings(Format::Swiss, &entrants, &pairings);
        let line = |u: UserId| lines.iter().find(|l| l.user == u).unwrap().clone();
        assert_eq!(line(1).points2, 3);
        assert_eq!(line(4).points2, 3);
        // Player 1 met 2 (0) and 3 (1): Buchholz 1; beat 2 (0), drew 3 (½ of 1): SB ½.
        assert_eq!((line(1).buchholz2, line(1).sb4), (2, 2));
        // Player 4 met 3 (1) and 2 (0): Buchholz 1; drew 3 (½), beat 2 (0): SB ½.
        assert_eq!((line(4).buchholz2, line(4).sb4), (2, 2));
        // Equal on every tie-break and rating: the lower user id first.
        assert_eq!(
            lines.iter().map(|l| l.user).collect::<Vec<_>>(),
            [1, 4, 3, 2]
        );
        assert_eq!(
            lines.iter().map(|l| l.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
        assert_eq!((line(1).wins, line(1).draws, line(1).losses), (1, 1, 0));
    }

    #[test]
    fn a_bye_is_a_win_without_a_game_and_the_rating_breaks_a_full_tie() {
        let entrants = vec![entrant(1, Some(1400.0)), entrant(2, Some(1600.0))];
        let pairings = vec![
            played(1, 1, None, PairResult::Bye),
            played(2, 2, None, PairResult::Bye),
        ];
        let lines = standings(Format::Swiss, &entrants, &pairings);
        assert_eq!(lines[0].user, 2, "the higher rating first");
        assert_eq!((lines[0].points2, lines[0].games, lines[0].byes), (2, 0, 1));
    }

    #[test]
    fn elimination_ranks_by_the_round_a_player_went_out_in_and_shares_places() {
        // Four players, seeds by rating 1..4: semi-finals 1-4 and 2-3, then the final.
        let entrants: Vec<Entrant> = (1..=4)
            .map(|u| entrant(u, Some(2000.0 - u as f64)))
            .collect();
        let pairings = vec![
            played(1, 1, Some(4), PairResult::B),
            played(1, 2, Some(3), PairResult::A),
            played(2, 4, Some(2), PairResult::A),
        ];
        let lines = standings(Format::SingleElimination, &entrants, &pairings);
        let ranks: Vec<(UserId, u32)> = lines.iter().map(|l| (l.user, l.rank)).collect();
        assert_eq!(ranks, [(4, 1), (2, 2), (1, 3), (3, 3)]);
        assert!(lines[0].still_in && !lines[1].still_in);
        assert_eq!(lines[0].seed, Some(4));
    }

    #[test]
    fn halves_and_quarters_read_as_people_write_them() {
        assert_eq!(halves(0), "0");
        assert_eq!(halves(1), "½");
        assert_eq!(halves(5), "2½");
        assert_eq!(quarters(0), "0");
        assert_eq!(quarters(1), "¼");
        assert_eq!(quarters(13), "3¼");
        assert_eq!(quarters(8), "2");
    }
}
