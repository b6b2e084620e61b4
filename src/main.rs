//! The `clash-bot` binary: a thin command line over the library.

use clap::{Parser, Subcommand};
use std::io::{self, Write};
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
    /// Rank a Clash set: `rank 9S 9H 7D 7C` prints `two-pair-flash 9S`; `rank -` reads one
    /// set per line on standard input.
    Rank {
        /// The set's cards (e.g. `9S 9H 7D 7C`), or `-` to read sets from standard input.
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Rank { cards } => rank(&cards),
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
