//! Slash commands in every shipped language: the names and descriptions of commands,
//! subcommands and options, and the labels of choices, from the catalogue's `cmd-` keys
//! (locales/*/commands.ftl). English stays the commands' own text, Discord's default.
//!
//! Keys, with `<path>` the command's names joined by `-` (`season-start`):
//! `cmd-<path>` and `cmd-<path>-description`; `cmd-<path>-<option>` and
//! `cmd-<path>-<option>-description`; `cmd-<path>-<option>-<choice>` for a choice, `<choice>`
//! the first word of its English label in lower case. Choices with no English key (the
//! games, whose names stay as they are) are left alone.

use super::{Args, Catalogue, Lang};
use std::borrow::Cow;
use std::collections::HashSet;

/// Poise's localisations: `(locale, text)`.
type Localised = [(Cow<'static, str>, Cow<'static, str>)];

/// Fills every command's, subcommand's, option's and choice's localisations from the
/// shipped catalogue: a language without its own text for a key gets none (Discord then
/// shows the English).
pub fn localise<U, E>(commands: &mut [poise::Command<U, E>]) {
    localise_with(super::catalogue(), commands);
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
    super::DISCORD_LOCALES
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

fn choice_key(option_key: &str, label: &str) -> String {
    let word = label.split_whitespace().next().unwrap_or_default();
    format!("{option_key}-{}", word.to_lowercase())
}

/// Whether Discord takes `name` as a command or option name in a language:
/// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, and lower case where the letter has case.
pub fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| {
            (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq(std::iter::once(c))
        })
}

/// Everything Discord or a user would object to in the localised commands (after
/// [`localise_with`]): an English key that is not the command's own text, a localised name
/// Discord refuses or that clashes with a sibling's in its language, a description that is
/// empty or over 100 characters. Empty when all is well.
pub fn problems<U, E>(catalogue: &Catalogue, commands: &[poise::Command<U, E>]) -> Vec<String> {
    let mut out = Vec::new();
    let tops: Vec<&poise::Command<U, E>> = commands.iter().collect();
    sibling_names(&tops, "/", &mut out);
    for command in commands {
        command_problems(catalogue, command, "cmd", &mut out);
    }
    out
}

fn command_problems<U, E>(
    catalogue: &Catalogue,
    command: &poise::Command<U, E>,
    parent: &str,
    out: &mut Vec<String>,
) {
    let key = format!("{parent}-{}", command.name);
    label_problems(
        catalogue,
        &key,
        (&command.name, &command.name_localizations),
        (
            command.description.as_deref(),
            &command.description_localizations,
        ),
        out,
    );
    let mut options: Vec<(&str, &Localised)> = Vec::new();
    for option in &command.parameters {
        let option_key = format!("{key}-{}", option.name);
        label_problems(
            catalogue,
            &option_key,
            (&option.name, &option.name_localizations),
            (
                option.description.as_deref(),
                &option.description_localizations,
            ),
            out,
        );
        options.push((&*option.name, &*option.name_localizations));
        for choice in option.choices.iter() {
            let choice_key = choice_key(&option_key, &choice.name);
            if catalogue.has(Lang::ENGLISH, &choice_key) {
                english(catalogue, &choice_key, &choice.name, out);
                descriptions(&choice_key, &choice.localizations, 100, out);
            }
        }
    }
    unique(&format!("{key} options"), &options, out);
    let subs: Vec<&poise::Command<U, E>> = command.subcommands.iter().collect();
    sibling_names(&subs, &key, out);
    for sub in &command.subcommands {
        command_problems(catalogue, sub, &key, out);
    }
}

/// The problems of a command's or option's `key`: its name and description in English as
/// the code has them, and their localisations as Discord takes them.
fn label_problems(
    catalogue: &Catalogue,
    key: &str,
    (name, names_localised): (&str, &Localised),
    (description, descriptions_localised): (Option<&str>, &Localised),
    out: &mut Vec<String>,
) {
    english(catalogue, key, name, out);
    let description_key = format!("{key}-description");
    english(
        catalogue,
        &description_key,
        description.unwrap_or_default(),
        out,
    );
    names(key, names_localised, out);
    descriptions(key, descriptions_localised, 100, out);
}

fn sibling_names<U, E>(siblings: &[&poise::Command<U, E>], what: &str, out: &mut Vec<String>) {
    let named: Vec<(&str, &Localised)> = siblings
        .iter()
        .map(|c| (&*c.name, &*c.name_localizations))
        .collect();
    unique(&format!("{what} commands"), &named, out);
}

/// In every Discord locale, the siblings' names (localised, or the English one) are distinct.
fn unique(what: &str, named: &[(&str, &Localised)], out: &mut Vec<String>) {
    for code in super::DISCORD_LOCALES {
        let mut seen = HashSet::new();
        for (name, localised) in named {
            let shown = localised
                .iter()
                .find(|(tag, _)| tag == code)
                .map_or(*name, |(_, n)| n.as_ref());
            if !seen.insert(shown) {
                out.push(format!("{what}: two are named {shown:?} in {code}"));
            }
        }
    }
}

fn english(catalogue: &Catalogue, key: &str, own: &str, out: &mut Vec<String>) {
    if !catalogue.has(Lang::ENGLISH, key) {
        out.push(format!("{key}: missing in en-US (its text is {own:?})"));
        return;
    }
    let text = catalogue.text(Lang::ENGLISH, key, &Args::new());
    if text != own {
        out.push(format!(
            "{key}: en-US says {text:?}, the command says {own:?}"
        ));
    }
}

fn names(key: &str, localised: &Localised, out: &mut Vec<String>) {
    for (tag, name) in localised {
        if !valid_name(name) {
            out.push(format!(
                "{key} in {tag}: {name:?} is not a Discord name (1-32 lower-case letters, digits, - or _)"
            ));
        }
    }
}

fn descriptions(key: &str, localised: &Localised, max: usize, out: &mut Vec<String>) {
    for (tag, text) in localised {
        let n = text.chars().count();
        if n == 0 || n > max {
            out.push(format!(
                "{key} in {tag}: {n} characters (1 to {max}): {text:?}"
            ));
        }
    }
}
