//! The slash commands, one room per group, registered in [`all`]: challenges and practice,
//! the player's own matches, the rules, boards, stats and profile cards, seasons, match
//! records and replays, Death Matches, tournaments.

pub mod challenge;
mod choices;
pub mod deathmatch;
pub(crate) mod guards;
mod invocation;
pub mod leaderboard;
pub mod localise;
#[cfg(test)]
mod localise_checks;
pub mod play;
pub mod profile;
pub mod puzzle;
pub mod record;
pub mod replay;
pub mod rules;
mod rules_text;
pub mod schedule;
pub mod season;
pub mod settings;
pub mod tournament;

use super::Error;

pub use choices::GameChoice;
pub use guards::{game_channel_only, organiser, organiser_only, Organisers};
pub use invocation::{person, place_of, private, reply};

/// Every command, named and described in each shipped language (locales/*/commands.ftl).
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    let mut commands = vec![
        challenge::challenge(),
        challenge::practice(),
        play::games(),
        play::resign(),
        rules::rules(),
        rules::rank(),
        leaderboard::leaderboard(),
        leaderboard::stats(),
        leaderboard::achievements(),
        profile::profile(),
        leaderboard::history(),
        season::season(),
        record::record(),
        replay::replay(),
        deathmatch::deathmatch(),
        tournament::tournament(),
        settings::settings(),
        puzzle::puzzle(),
        puzzle::puzzles(),
    ];
    localise::localise(&mut commands);
    commands
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Named for `cargo test words`: the commands as registered, in every language.
    #[test]
    fn command_words_are_complete_and_valid_for_discord_in_every_language() {
        let catalogue = crate::words::catalogue();
        let commands = all();
        let problems = localise_checks::problems(catalogue, &commands);
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
        for lang in crate::words::Lang::all().skip(1) {
            for command in &commands {
                assert!(
                    command
                        .name_localizations
                        .iter()
                        .any(|(tag, _)| tag == lang.tag()),
                    "/{} has no name in {}",
                    command.name,
                    lang.tag()
                );
            }
        }
    }
}
