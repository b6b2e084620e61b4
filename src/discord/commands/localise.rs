//! Slash commands in every shipped language: the names and descriptions of commands,
//! subcommands and options, and the labels of choices, from the catalogue's `cmd-` keys
//! (locales/*/commands.ftl). English stays the commands' own text, Discord's default.
//!
//! Keys, with `<path>` the command's names joined by `-` (`season-start`):
//! `cmd-<path>` and `cmd-<path>-description`; `cmd-<path>-<option>` and
//! `cmd-<path>-<option>-description`; `cmd-<path>-<option>-<choice>` for a choice, `<choice>`
//! the first word of its English label in lower case. Choices with no English key (the
//! games, whose names stay as they are) are left alone.

use crate::words::{Args, Catalogue, Lang};
use std::borrow::Cow;

/// Fills every command's, subcommand's, option's and choice's localisations from the
/// shipped catalogue: a language without its own text for a key gets none (Discord then
/// shows the English).
pub fn localise<U, E>(commands: &mut [poise::Command<U, E>]) {
    localise_with(crate::words::catalogue(), commands);
}

pub fn localise_with<U, E>(catalogue: &Catalogue, commands: &mut [poise::Command<U, E>]) {
    for command in commands {
        localise_command(catalogue, command, "cmd");
    }
}

fn localise_command<U, E>(catalogue: &Catalogue, command: &mut poise::Command<U, E>, parent: &str) {
    let key = format!("{parent}-{}", command.name);
    let translations = |suffix: &str| translations(catalogue, &format!("{key}{suffix}"));
    command.name_localizations = Cow::Owned(translations(""));
    command.description_localizations = Cow::Owned(translations("-description"));
    for option in &mut command.parameters {
        let option_key = format!("{key}-{}", option.name);
        option.name_localizations = Cow::Owned(translations(&format!("-{}", option.name)));
        option.description_localizations =
            Cow::Owned(translations(&format!("-{}-description", option.name)));
        for choice in option.choices.to_mut() {
            choice.localizations = Cow::Owned(self::translations(
                catalogue,
                &choice_key(&option_key, &choice.name),
            ));
        }
    }
    for sub in &mut command.subcommands {
        localise_command(catalogue, sub, &key);
    }
}

/// `(Discord locale, text)` for every Discord locale served by a language other than
/// English that has its own text for `key` (es-419 gets es-ES's).
fn translations(catalogue: &Catalogue, key: &str) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    crate::words::DISCORD_LOCALES
        .iter()
        .filter_map(|&code| {
            let lang = Lang::from_discord(code);
            (lang != Lang::ENGLISH && catalogue.has(lang, key)).then(|| {
                (
                    Cow::Borrowed(code),
                    Cow::Owned(catalogue.text(lang, key, &Args::new())),
                )
            })
        })
        .collect()
}

pub(super) fn choice_key(option_key: &str, label: &str) -> String {
    let word = label.split_whitespace().next().unwrap_or_default();
    format!("{option_key}-{}", word.to_lowercase())
}
