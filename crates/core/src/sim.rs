//! `clash-bot simulate`: whole games with random legal moves, seeded so that a run is
//! reproducible, as a smoke test of the rules and a speed figure; or between two bot
//! players of any levels (`--a strong --b random`), to measure their strength.

use crate::ai::{bot_move, Level, Player};
use crate::cards::rng_from_seed;
use crate::rules::{toss, BySeat, Game, GameKind, Outcome, Seat, Table};
use serde::Serialize;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};
use thiserror::Error;

/// A game that makes this many moves is taken to be stuck.
pub const MAX_MOVES_PER_GAME: u64 = 1_000_000;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub games: u64,
    pub wins: BySeat<u64>,
    pub draws: u64,
    pub moves: u64,
    pub elapsed: Duration,
    /// Wins by player, when two bot players played ([`simulate_players`]).
    pub players: Option<PlayerWins>,
}

/// Two bot players' wins: `a` sits in seat A in even-numbered games and in seat B in odd
/// ones, so neither keeps a seat's advantage (the toss still decides who moves first).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerWins {
    pub a: Level,
    pub b: Level,
    pub wins_a: u64,
    pub wins_b: u64,
}

impl PlayerWins {
    /// The seat player `a` takes in game `index`.
    pub fn seat_of_a(index: u64) -> Seat {
        if index.is_multiple_of(2) {
            Seat::A
        } else {
            Seat::B
        }
    }
}

impl Summary {
    pub fn average_moves(&self) -> f64 {
        self.moves as f64 / self.games.max(1) as f64
    }

    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "games: {}", self.games)?;
        writeln!(f, "wins: seat A {}, seat B {}", self.wins.a, self.wins.b)?;
        writeln!(f, "draws: {}", self.draws)?;
        writeln!(f, "average moves per game: {:.1}", self.average_moves())?;
        write!(f, "games per second: {:.0}", self.games_per_second())?;
        if let Some(p) = &self.players {
            let games = self.games.max(1) as f64;
            let share = |wins: u64| 100.0 * wins as f64 / games;
            write!(
                f,
                "\nplayer a ({}): {} wins ({:.1}%)\nplayer b ({}): {} wins ({:.1}%)",
                p.a,
                p.wins_a,
                share(p.wins_a),
                p.b,
                p.wins_b,
                share(p.wins_b)
            )?;
        }
        Ok(())
    }
}

#[derive(Debug, Error)]
pub enum SimError {
    #[error("game {game} (seed {seed}) panicked: {message}")]
    Panic {
        game: u64,
        seed: u64,
        message: String,
    },
    #[error("game {game} (seed {seed}): a move was refused at move {index}: {reason}")]
    Refused {
        game: u64,
        seed: u64,
        index: u64,
        reason: String,
    },
    #[error(
        "game {game} (seed {seed}): the {level} player had no move for seat {seat} at move {index}"
    )]
    NoMove {
        game: u64,
        seed: u64,
        index: u64,
        seat: Seat,
        level: Level,
    },
    #[error("game {game} (seed {seed}) did not end after {MAX_MOVES_PER_GAME} moves")]
    Endless { game: u64, seed: u64 },
    #[error("writing the log: {0}")]
    Log(#[from] std::io::Error),
}

#[derive(Serialize)]
#[serde(bound = "")]
struct LogLine<'a, G: Game> {
    game: u64,
    seed: u64,
    seat: Seat,
    #[serde(rename = "move")]
    mv: &'a G::Move,
    events: &'a [G::Event],
}

/// The seed of game `index` in a run seeded with `seed` (splitmix64, so neighbouring
/// runs do not share games).
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays `games` whole games of `G` with default options. Each game's first player comes
/// from the toss, as in the bot. `log` receives one JSON object per applied move.
pub fn simulate<G: Game>(
    games: u64,
    seed: u64,
    log: Option<&mut dyn Write>,
) -> Result<Summary, SimError> {
    run::<G, _>(games, seed, log, None, |_, seed| {
        let mut rng = rng_from_seed(seed ^ 0x5EED);
        move |table: &Table<G>, _: Seat, _: u64| Ok(table.game().random_move(&mut rng))
    })
}

/// Plays `games` whole games of `G` between bot players of levels `a` and `b`, seats
/// alternating ([`PlayerWins::seat_of_a`]), each deciding from its own seat's view with
/// its own seeded RNG. The summary counts wins by seat and by player.
pub fn simulate_players<G: Player>(
    games: u64,
    seed: u64,
    a: Level,
    b: Level,
    log: Option<&mut dyn Write>,
) -> Result<Summary, SimError> {
    let tally = PlayerWins {
        a,
        b,
        wins_a: 0,
        wins_b: 0,
    };
    run::<G, _>(games, seed, log, Some(tally), |game, seed| {
        let seat_a = PlayerWins::seat_of_a(game);
        let levels = BySeat::from_fn(|s| if s == seat_a { a } else { b });
        let mut rngs = BySeat::from_fn(|s| rng_from_seed(seed ^ 0xB07 ^ s.index() as u64));
        move |table: &Table<G>, seat: Seat, index| {
            let level = levels[seat];
            bot_move(table, seat, level, &mut rngs[seat]).ok_or(SimError::NoMove {
                game,
                seed,
                index,
                seat,
                level,
            })
        }
    })
}

/// The loop shared by [`simulate`] and [`simulate_players`]: `players(game, seed)` makes
/// the move function of one game.
fn run<G: Game, P>(
    games: u64,
    seed: u64,
    mut log: Option<&mut dyn Write>,
    mut tally: Option<PlayerWins>,
    mut players: impl FnMut(u64, u64) -> P,
) -> Result<Summary, SimError>
where
    P: FnMut(&Table<G>, Seat, u64) -> Result<G::Move, SimError>,
{
    let started = Instant::now();
    let mut summary = Summary::default();
    for game in 0..games {
        let seed = game_seed(seed, game);
        let mut mover = players(game, seed);
        let played = catch_unwind(AssertUnwindSafe(|| {
            play_one::<G>(game, seed, &mut log, &mut mover)
        }))
        .map_err(|panic| SimError::Panic {
            game,
            seed,
            message: panic_message(panic.as_ref()),
        })??;
        summary.games += 1;
        summary.moves += played.1;
        match played.0 {
            Outcome::Win { winner, .. } => {
                summary.wins[winner] += 1;
                if let Some(t) = tally.as_mut() {
                    if winner == PlayerWins::seat_of_a(game) {
                        t.wins_a += 1;
                    } else {
                        t.wins_b += 1;
                    }
                }
            }
            Outcome::Draw => summary.draws += 1,
        }
    }
    summary.elapsed = started.elapsed();
    summary.players = tally;
    Ok(summary)
}

/// [`simulate`] and [`simulate_players`] for a game named at run time, from the one list
/// of games ([`crate::for_each_game!`]).
macro_rules! simulate_kinds {
    ($($module:ident: $kind:ident),* $(,)?) => {
        /// [`simulate`] for a game named at run time.
        pub fn simulate_kind(
            kind: GameKind,
            games: u64,
            seed: u64,
            log: Option<&mut dyn Write>,
        ) -> Result<Summary, SimError> {
            match kind {
                $(GameKind::$kind => simulate::<crate::rules::$module::$kind>(games, seed, log),)*
            }
        }

        /// [`simulate_players`] for a game named at run time.
        pub fn simulate_players_kind(
            kind: GameKind,
            games: u64,
            seed: u64,
            a: Level,
            b: Level,
            log: Option<&mut dyn Write>,
        ) -> Result<Summary, SimError> {
            match kind {
                $(GameKind::$kind => {
                    simulate_players::<crate::rules::$module::$kind>(games, seed, a, b, log)
                })*
            }
        }
    };
}

crate::for_each_game!(simulate_kinds);

fn play_one<G: Game>(
    game: u64,
    seed: u64,
    log: &mut Option<&mut dyn Write>,
    mover: &mut impl FnMut(&Table<G>, Seat, u64) -> Result<G::Move, SimError>,
) -> Result<(Outcome, u64), SimError> {
    let first = toss::for_game(seed).winner;
    let mut table = Table::<G>::new(G::Options::default(), seed, first, 0);
    let mut moves = 0u64;
    while let Some(seat) = table.to_move() {
        if moves >= MAX_MOVES_PER_GAME {
            return Err(SimError::Endless { game, seed });
        }
        let mv = mover(&table, seat, moves)?;
        // The move is kept for the log only when there is one.
        let logged = log.is_some().then(|| mv.clone());
        let events = table.play(seat, mv).map_err(|e| SimError::Refused {
            game,
            seed,
            index: moves,
            reason: e.to_string(),
        })?;
        if let (Some(out), Some(mv)) = (log.as_deref_mut(), &logged) {
            let line = LogLine::<G> {
                game,
                seed,
                seat,
                mv,
                events: &events,
            };
            serde_json::to_writer(&mut *out, &line).map_err(std::io::Error::from)?;
            out.write_all(b"\n")?;
        }
        moves += 1;
    }
    let outcome = table.outcome().expect("a game with nobody to move is over");
    Ok((outcome, moves))
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::clash::Clash;

    #[test]
    fn simulate_clash_plays_every_game_to_the_end() {
        let summary = simulate::<Clash>(200, 1, None).unwrap();
        assert_eq!(summary.games, 200);
        assert_eq!(summary.wins.a + summary.wins.b + summary.draws, 200);
        assert_eq!(summary.draws, 0, "Clash has no draws");
        assert!(summary.average_moves() >= 9.0, "a round is 9 moves");
    }

    #[test]
    fn simulate_is_reproducible_and_logs_one_line_per_move() {
        let mut first = Vec::new();
        let a = simulate::<Clash>(5, 9, Some(&mut first)).unwrap();
        let mut second = Vec::new();
        simulate::<Clash>(5, 9, Some(&mut second)).unwrap();
        assert_eq!(first, second);
        let text = String::from_utf8(first).unwrap();
        assert_eq!(text.lines().count() as u64, a.moves);
        let line: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        assert_eq!(line["game"], 0);
        assert!(line["move"]["SetUp"].is_object());
        assert_eq!(line["events"][0]["SetUpDone"]["defender"], line["seat"]);
        let scored = text.lines().find(|l| l.contains("RoundScored")).unwrap();
        assert!(scored.contains("\"points\""));
    }

    #[test]
    fn simulate_every_game_a_few_hundred_times() {
        for kind in GameKind::ALL {
            let summary = simulate_kind(kind, 300, 42, None)
                .unwrap_or_else(|e| panic!("{}: {e}", kind.name()));
            assert_eq!(summary.games, 300, "{}", kind.name());
            assert_eq!(
                summary.wins.a + summary.wins.b + summary.draws,
                300,
                "{}",
                kind.name()
            );
            assert!(summary.moves > 0);
        }
    }

    /// FNV-1a: a hash that no Rust release changes.
    fn fnv1a(hash: u64, bytes: &[u8]) -> u64 {
        bytes.iter().fold(hash, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    }

    /// The moves `simulate` plays for a fixed seed, as one hash per game, with the wins
    /// and the move count: pinned so that work on the engines' speed cannot change which
    /// moves a seed plays (`random_move` and every state it reads) without this test
    /// saying so.
    #[test]
    fn a_seed_plays_the_same_moves_as_before_the_speed_work() {
        let pinned = [
            (GameKind::Clash, 0x1e66f68c3c0ea49e, 12, 8, 1341),
            (GameKind::TilePoker, 0x7fc6663f6b398260, 8, 12, 1091),
            (GameKind::Clubbed, 0x3eccbb3aa4c4a988, 10, 10, 1322),
            (GameKind::ShapeClash, 0x16c2c189085475ea, 13, 7, 8898),
            (GameKind::Duel, 0x6113f3fa2c27b4fa, 10, 10, 221),
        ];
        let played = pinned.map(|(kind, ..)| {
            let mut log = Vec::new();
            let summary = simulate_kind(kind, 20, 7, Some(&mut log)).unwrap();
            let text = String::from_utf8(log).unwrap();
            let hash = text.lines().fold(0xcbf2_9ce4_8422_2325, |h, line| {
                let line: serde_json::Value = serde_json::from_str(line).unwrap();
                fnv1a(h, line["move"].to_string().as_bytes())
            });
            (kind, hash, summary.wins.a, summary.wins.b, summary.moves)
        });
        assert_eq!(played, pinned);
    }

    #[test]
    fn game_seeds_differ_between_games_and_runs() {
        assert_ne!(game_seed(1, 0), game_seed(1, 1));
        assert_ne!(game_seed(1, 0), game_seed(2, 0));
        assert_eq!(game_seed(5, 3), game_seed(5, 3));
    }
}
