//! What the games' puzzles share: the seed of an attempt, the simulated game that finds a
//! position, the double-dummy solver, the grouping of moves into lines and the rating.

use super::Line;
use crate::ai::{self, Level, Player};
use crate::cards::rng_from_seed;
use crate::model::Hosted;
use crate::rules::{GameKind, Seat, Table};
use jiff::civil::Date;
use sha2::{Digest, Sha256};

/// The domain of every puzzle seed: a new version of the generator changes it, so that an
/// old date's puzzle is never silently a different one under the same name.
const SEED_DOMAIN: &str = "clash-bot daily puzzle v1";

/// The seed of attempt `attempt` at `game`'s puzzle on `date`: the first 8 bytes (little
/// endian) of SHA-256 over the domain, the game's name, the date (`2026-12-01`) and the
/// attempt, separated by NULs. The same on every machine.
pub fn seed(game: GameKind, date: Date, attempt: u32) -> u64 {
    let mut hash = Sha256::new();
    hash.update(SEED_DOMAIN.as_bytes());
    hash.update([0]);
    hash.update(game.name().as_bytes());
    hash.update([0]);
    hash.update(date.to_string().as_bytes());
    hash.update([0]);
    hash.update(attempt.to_le_bytes());
    let digest = hash.finalize();
    u64::from_le_bytes(
        digest[..8]
            .try_into()
            .expect("a SHA-256 digest has 32 bytes"),
    )
}

/// Plays a game from `seed` with the computer players (`level` says which plays each move),
/// offering every position on the way to `at`, and stops at the first position `at` takes
/// (`Some`). `None` when the game ends or `max_moves` pass first.
pub fn walk<G: Hosted + Player, T>(
    seed: u64,
    max_moves: usize,
    level: impl Fn(&G, Seat) -> Level,
    mut at: impl FnMut(&Table<G>) -> Option<T>,
) -> Option<(Table<G>, T)> {
    let first = if seed & 1 == 0 { Seat::A } else { Seat::B };
    let mut table = Table::<G>::new(G::Options::default(), seed, first, 0);
    let mut rng = rng_from_seed(seed.rotate_left(17) ^ 0x5055_5A5A_4C45);
    for _ in 0..max_moves {
        if let Some(found) = at(&table) {
            return Some((table, found));
        }
        let seat = table.to_move()?;
        let mv = ai::bot_move(&table, seat, level(table.game(), seat), &mut rng)?;
        table
            .play(seat, mv)
            .expect("the computer players only make legal moves");
    }
    None
}

/// The move the easy computer player makes for the seat to move (a fixed RNG: the easy
/// players of these games do not draw, but the signature wants one).
pub fn easy_move<G: Player>(game: &G, seat: Seat) -> Option<G::Move> {
    ai::decide::<G>(
        Level::Easy,
        &game.view(seat),
        &mut rng_from_seed(0x4541_5359),
    )
}

/// The double-dummy value of every legal move of the seat to move, in the list's order:
/// the best `value` (from `seat`'s side, higher is better for it) that `seat` can be sure
/// of after that move, both players playing their best to the end. Each root move is
/// searched with a full window, so its value is exact; below the root, alpha-beta.
/// `None` when the search would take more than `budget` positions (the puzzle then
/// looks elsewhere: the limit keeps every puzzle quick, and counts positions, not time,
/// so the result is the same on every machine).
pub fn solve_root<G: crate::rules::Game>(
    game: &G,
    value: impl Fn(&G, Seat) -> i64 + Copy,
    budget: u64,
) -> Option<Vec<(G::Move, i64)>> {
    let seat = game.to_move()?;
    let mut left = budget;
    let mut values = Vec::new();
    for mv in game.legal_moves() {
        let mut next = game.clone();
        next.apply(seat, &mv).ok()?;
        let v = search(&next, seat, i64::MIN, i64::MAX, value, &mut left)?;
        values.push((mv, v));
    }
    Some(values)
}

fn search<G: crate::rules::Game>(
    game: &G,
    seat: Seat,
    mut alpha: i64,
    mut beta: i64,
    value: impl Fn(&G, Seat) -> i64 + Copy,
    left: &mut u64,
) -> Option<i64> {
    let Some(mover) = game.to_move() else {
        return Some(value(game, seat));
    };
    *left = left.checked_sub(1)?;
    let maximising = mover == seat;
    let mut best = if maximising { i64::MIN } else { i64::MAX };
    for mv in game.legal_moves() {
        let mut next = game.clone();
        next.apply(mover, &mv)
            .expect("a listed move is always accepted");
        let v = search(&next, seat, alpha, beta, value, left)?;
        if maximising {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}

/// Moves with their values as lines: equal values together, best first, the moves of a
/// line in the list's order and its first move shown.
pub fn lines_of<G: Hosted>(values: Vec<(G::Move, i64)>) -> Vec<Line> {
    let mut distinct: Vec<i64> = values.iter().map(|(_, v)| *v).collect();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    distinct.dedup();
    distinct
        .into_iter()
        .map(|value| {
            let moves: Vec<_> = values
                .iter()
                .filter(|(_, v)| *v == value)
                .map(|(mv, _)| G::wrap_move(mv.clone()))
                .collect();
            Line {
                shown: moves[0].clone(),
                moves,
                value,
            }
        })
        .collect()
}

/// The starting rating of a puzzle (Glicko-2 scale): 1500, then
/// - +150 when the easy computer player's move is not the solution, −150 when it is;
/// - +25 for each line beyond two, at most +150 (more ways to go wrong);
/// - +100 when the second-best line is close behind (`close`: each game says what close
///   is), −50 when it is not.
///
/// So 1250 (the easy player finds it, two lines far apart) to 1900.
pub fn rating(lines: &[Line], easy_right: bool, close: bool) -> f64 {
    let easy = if easy_right { -150.0 } else { 150.0 };
    let extra_lines = lines.len().saturating_sub(2).min(6) as f64 * 25.0;
    let gap = if close { 100.0 } else { -50.0 };
    1500.0 + easy + extra_lines + gap
}

/// How a game's double-dummy puzzle is found (Tile Poker, Clubbed).
pub struct DoubleDummy<G> {
    /// Whether a position is one to solve: every card known to a player who remembers,
    /// and few enough moves left for the solver.
    pub qualifies: fn(&G) -> bool,
    /// A finished game's value from `seat`'s side: higher is better for it.
    pub value: fn(&G, Seat) -> i64,
    /// Who plays each move of the simulated game, from the attempt's seed.
    pub level: fn(u64, Seat) -> Level,
    /// The most positions one solve may visit.
    pub budget: u64,
    /// A second-best line at most this far behind counts as close (harder).
    pub close: i64,
    /// The most moves a simulated game is played for.
    pub max_moves: usize,
    /// The most moves the best line may hold (1: one move alone is best).
    pub max_best: usize,
    /// Attempts whose puzzle must fool the easy computer player; later attempts take
    /// any good puzzle, so that every date has one.
    pub strict_attempts: u32,
}

/// Clash's attempts whose puzzle must fool the easy computer player; later attempts take
/// any good puzzle, so that every date has one.
pub const STRICT_ATTEMPTS: u32 = 48;
/// Attempts before a date is given up (never reached in the tests' years).
pub const MAX_ATTEMPTS: u32 = 200;

/// The double-dummy puzzle of `kind` on `date`: attempt after attempt, a simulated game
/// is walked to its first qualifying positions; each is solved for the seat to move and
/// taken when it is a good puzzle: at least two lines, at most `max_best` moves in the
/// best line (and, for the first `strict_attempts` attempts, not the easy player's move).
pub fn double_dummy<G: Hosted + Player>(
    kind: GameKind,
    date: Date,
    spec: &DoubleDummy<G>,
) -> Option<super::Puzzle> {
    (0..MAX_ATTEMPTS).find_map(|attempt| {
        let seed = seed(kind, date, attempt);
        let strict = attempt < spec.strict_attempts;
        let (table, (seat, lines, easy_right)) = walk::<G, _>(
            seed,
            spec.max_moves,
            |_, seat| (spec.level)(seed, seat),
            |table| {
                let game = table.game();
                let seat = game.to_move()?;
                if !(spec.qualifies)(game) {
                    return None;
                }
                let values = solve_root(game, spec.value, spec.budget)?;
                let lines = lines_of::<G>(values);
                if lines.len() < 2 || lines[0].moves.len() > spec.max_best {
                    return None;
                }
                let easy = easy_move(game, seat).map(G::wrap_move);
                let easy_right = easy.is_some_and(|mv| lines[0].moves.contains(&mv));
                (!(strict && easy_right)).then_some((seat, lines, easy_right))
            },
        )?;
        let close = lines[0].value - lines[1].value <= spec.close;
        let rating = rating(&lines, easy_right, close);
        Some(super::Puzzle {
            game: kind,
            date,
            table: G::wrap_table(table),
            seat,
            lines,
            measure: super::Measure::FinalMargin,
            rating,
        })
    })
}
