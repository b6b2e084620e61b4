//! The checks of the localised slash commands ([`problems`]): what Discord or a user would
//! object to once [`super::localise::localise_with`] has filled them in. Run by the tests
//! over every shipped language (commands/mod.rs).

use super::localise::choice_key;
use crate::words::{Args, Catalogue, Lang};
use std::borrow::Cow;
use std::collections::HashSet;

/// Poise's localisations: `(locale, text)`.
type Localised = [(Cow<'static, str>, Cow<'static, str>)];

/// Whether Discord takes `name` as a command or option name in a language:
/// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, and lower case where the letter has case.
pub fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| {
            (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq(std::iter::once(c))
        })
}

/// Everything Discord or a user would object to in the localised commands (after
/// [`super::localise::localise_with`]): an English key that is not the command's own text, a localised name
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
    for code in crate::words::DISCORD_LOCALES {
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

#[cfg(test)]
mod tests {
    use super::valid_name;

    #[test]
    fn discord_names_follow_its_rule() {
        for good in [
            "herausfordern",
            "turn_seconds",
            "défier",
            "вызов",
            "対戦",
            "a",
            "round-robin",
        ] {
            assert!(valid_name(good), "{good}");
        }
        for bad in [
            "Herausfordern",
            "two words",
            "",
            "a.b",
            &"x".repeat(33),
            "対戦・練習",
        ] {
            assert!(!valid_name(bad), "{bad}");
        }
    }
}
