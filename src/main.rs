//! The `clash-bot` binary: a thin command line over the library.

use clap::{Parser, Subcommand};
use clash_bot::ai::Level;
use clash_bot::rules::GameKind;
use clash_bot::sim::{simulate_kind, simulate_players_kind};
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "clash-bot",
    version,
    about = "A Discord bot for two-player card and tile games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the bot: token from DISCORD_TOKEN (or the config file), SQLite database
    /// `clash.db` by default, migrations applied at start. Stops cleanly on SIGINT/SIGTERM.
    Run {
        /// The configuration file (default: config.toml in the working directory, if any).
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Rank a Clash set: `rank 9S 9H 7D 7C` prints `two-pair-flash 9S`; `rank -` reads one
    /// set per line on standard input.
    Rank {
        /// The set's cards (e.g. `9S 9H 7D 7C`), or `-` to read sets from standard input.
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
    },
    /// Play whole games with random legal moves and print a summary: wins per seat, draws,
    /// average moves per game, games per second. With `--a` or `--b`, bot players of those
    /// levels play each other instead (seats alternating) and wins per player are printed.
    Simulate {
        /// clash, tile-poker, clubbed, shape-clash or duel.
        game: GameKind,
        /// How many games to play.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// The run's seed: the same seed plays the same games.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Write a JSON Lines move log here: one object per applied move.
        #[arg(long)]
        log: Option<PathBuf>,
        /// Player a's level: random, easy or strong (random when only --b is given).
        #[arg(long)]
        a: Option<Level>,
        /// Player b's level: random, easy or strong (random when only --a is given).
        #[arg(long)]
        b: Option<Level>,
    },
    /// Keep only the guilds of some shards in a database (stop the bot first): for a bot
    /// split over several processes, after a copy of a database file is given to a process
    /// that runs other shards. Deletes every other guild's matches, challenges, ratings and
    /// events; prints what it deleted.
    KeepShards {
        /// The database file.
        #[arg(long)]
        database: PathBuf,
        /// The shards whose guilds stay, `first-last` (the process's `shard_range`).
        #[arg(long)]
        shard_range: clash_bot::config::ShardRange,
        /// The bot's shard count across all processes (`total_shards`).
        #[arg(long)]
        total_shards: u32,
    },
    /// Copy the database into a new file while the bot runs (SQLite's online backup API,
    /// from one snapshot: every move committed before the copy began, none after), then
    /// check the copy as `check` does. The copy is named OUT only once it passes.
    Backup {
        /// The database file (the bot's `[database] path`).
        #[arg(long)]
        database: PathBuf,
        /// The backup's file name; it must not exist yet.
        out: PathBuf,
    },
    /// Check a database file without changing it: SQLite's integrity check, foreign keys,
    /// the schema version (can this build open it?), and rows per table. Exits 0 only if
    /// it is sound.
    Check {
        /// The database file (a backup, or the bot's own file, even while it runs).
        #[arg(long)]
        database: PathBuf,
    },
    /// Check a match record (from `/record`): the deal commitment against the seed and
    /// salt, the toss and the deal re-dealt from the seed, every action replayed with the
    /// rules, and the result. Prints each check with ✓ or ✗; exits 0 only if all pass.
    Verify {
        /// The record file (`match-7.json`), or `-` to read it from standard input.
        file: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run { config } => run_bot(config),
        Command::Rank { cards } => rank(&cards),
        Command::Simulate {
            game,
            games,
            seed,
            log,
            a,
            b,
        } => {
            let players = (a.is_some() || b.is_some())
                .then(|| (a.unwrap_or(Level::Random), b.unwrap_or(Level::Random)));
            run_simulation(game, games, seed, log, players)
        }
        Command::Verify { file } => verify(&file),
        Command::KeepShards {
            database,
            shard_range,
            total_shards,
        } => keep_shards(&database, shard_range, total_shards),
        Command::Backup { database, out } => backup(&database, &out),
        Command::Check { database } => check(&database),
    }
}

fn backup(database: &std::path::Path, out: &std::path::Path) -> ExitCode {
    match clash_bot::backup::backup(database, out) {
        Ok(written) => {
            println!("{written}");
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("clash-bot backup: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn check(database: &std::path::Path) -> ExitCode {
    match clash_bot::backup::check(database) {
        Ok(checked) => {
            println!("{}\n{checked}", database.display());
            if checked.is_ok() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(err) => {
            eprintln!("clash-bot check: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run_bot(config_path: Option<PathBuf>) -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn,tracing::span=warn".into()),
        )
        .init();
    let config = match clash_bot::config::Config::load(config_path.as_deref()) {
        Ok(config) => config,
        Err(err) => {
            eprintln!("clash-bot: {err}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(err) = config.token() {
        eprintln!("clash-bot: {err}");
        return ExitCode::FAILURE;
    }
    raise_open_file_limit();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("clash-bot: cannot start the async runtime: {err}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(clash_bot::app::run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("clash-bot: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// Every web visitor's connection takes an open file: the web's connection cap is taken
/// from this limit (clash_bot::serving), so take all the operator allows.
fn raise_open_file_limit() {
    #[cfg(unix)]
    match clash_bot::serving::raise_open_file_limit() {
        Ok((before, after)) if before != after => {
            tracing::info!("open-file limit raised from {before} to {after}");
        }
        Ok(_) => {}
        Err(e) => tracing::warn!("cannot raise the open-file limit: {e}"),
    }
}

fn run_simulation(
    kind: GameKind,
    games: u64,
    seed: u64,
    log: Option<PathBuf>,
    players: Option<(Level, Level)>,
) -> ExitCode {
    let mut file = match log.as_ref().map(std::fs::File::create).transpose() {
        Ok(file) => file.map(io::BufWriter::new),
        Err(err) => {
            eprintln!(
                "clash-bot simulate: cannot create {}: {err}",
                log.unwrap_or_default().display()
            );
            return ExitCode::FAILURE;
        }
    };
    let writer = file.as_mut().map(|f| f as &mut dyn Write);
    let result = match players {
        None => simulate_kind(kind, games, seed, writer),
        Some((a, b)) => simulate_players_kind(kind, games, seed, a, b, writer),
    };
    let flushed = file.map_or(Ok(()), |mut f| f.flush());
    match (result, flushed) {
        (Ok(summary), Ok(())) => {
            let players = players.map_or(String::new(), |(a, b)| format!(", {a} vs {b}"));
            println!(
                "{}: {games} games, seed {seed}{players}\n{summary}",
                kind.name()
            );
            ExitCode::SUCCESS
        }
        (Err(err), _) => {
            eprintln!("clash-bot simulate: {err}");
            ExitCode::FAILURE
        }
        (_, Err(err)) => {
            eprintln!("clash-bot simulate: writing the log: {err}");
            ExitCode::FAILURE
        }
    }
}

fn rank(args: &[String]) -> ExitCode {
    let result = if args == ["-"] {
        clash_bot::cli::rank_lines(io::stdin().lock(), io::stdout().lock())
    } else {
        clash_bot::cli::rank_set(&args.join(" "))
            .map_err(clash_bot::cli::RankError::BadSet)
            .and_then(|line| Ok(writeln!(io::stdout(), "{line}")?))
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("clash-bot rank: {err}");
            ExitCode::FAILURE
        }
    }
}

fn verify(file: &std::path::Path) -> ExitCode {
    let text = if file == std::path::Path::new("-") {
        io::read_to_string(io::stdin())
    } else {
        std::fs::read_to_string(file)
    };
    let text = match text {
        Ok(text) => text,
        Err(err) => {
            eprintln!("clash-bot verify: cannot read {}: {err}", file.display());
            return ExitCode::FAILURE;
        }
    };
    match clash_bot::cli::verify_record(&text, io::stdout().lock()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(err) => {
            eprintln!("clash-bot verify: {err}");
            ExitCode::FAILURE
        }
    }
}

fn keep_shards(
    database: &std::path::Path,
    range: clash_bot::config::ShardRange,
    total: u32,
) -> ExitCode {
    if !database.exists() {
        eprintln!(
            "clash-bot keep-shards: no database at {}",
            database.display()
        );
        return ExitCode::FAILURE;
    }
    let result = clash_bot::storage::open(database).and_then(|mut conn| {
        clash_bot::storage::shards::keep_shards(&mut conn, range.first..=range.last, total)
    });
    match result {
        Ok(pruned) => {
            let (first, last) = (range.first, range.last);
            println!(
                "{}: kept the guilds of shards {first}-{last} of {total} ({} guilds)",
                database.display(),
                pruned.guilds_kept
            );
            for (table, rows) in pruned.tables {
                println!("  {table}: {rows} rows deleted");
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("clash-bot keep-shards: {err:#}");
            ExitCode::FAILURE
        }
    }
}
