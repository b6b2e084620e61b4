//! Every word a user reads, in every shipped language: one Fluent catalogue, built once from
//! `locales/<tag>/*.ftl` (embedded by build.rs), looked up by key, English (en-US) the source
//! and the fallback. Both edges (discord/, web/) speak through it; it imports neither.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::{LazyLock, Mutex};

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// Discord's locales (its `AvailableLocalesEnum`): a command's localisations go out under
/// every one a shipped language serves (es-ES's words for es-419 too).
pub const DISCORD_LOCALES: [&str; 34] = [
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr", "he",
    "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE",
    "th", "tr", "uk", "vi", "zh-CN", "zh-TW",
];

/// A shipped locale: an index into [`LOCALES`], English first. Not an enum, so that a new
/// language is a new folder under `locales/` and nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(usize);

impl Lang {
    /// The source language, and the one a missing text falls back to.
    pub const ENGLISH: Lang = Lang(0);

    /// Every shipped locale, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LOCALES.len()).map(Lang)
    }

    /// The locale's tag as Discord names it (`en-US`, `de`, `pt-BR`).
    pub fn tag(self) -> &'static str {
        LOCALES[self.0].0
    }

    /// The shipped locale for a Discord locale code: the same tag, else one of the same
    /// language (`en-GB` reads en-US, `es-419` es-ES), else English.
    pub fn from_discord(code: &str) -> Lang {
        let language = |tag: &str| {
            tag.split('-')
                .next()
                .unwrap_or_default()
                .to_ascii_lowercase()
        };
        Lang::all()
            .find(|l| l.tag().eq_ignore_ascii_case(code))
            .or_else(|| Lang::all().find(|l| language(l.tag()) == language(code)))
            .unwrap_or(Lang::ENGLISH)
    }

    /// The shipped locale with exactly this tag (`de`, `pt-BR`), as a server's admins pick
    /// it in `/settings`; `None` for any other.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::all().find(|l| l.tag() == tag)
    }

    /// The shipped locale a browser asks for first in its `Accept-Language` header
    /// (`fr-CH, fr;q=0.9, en;q=0.8`): the highest `q` whose tag, or else its language,
    /// is shipped; English when none is (or the header says nothing).
    pub fn from_accept_language(header: &str) -> Lang {
        let mut asked: Vec<(f32, &str)> = header
            .split(',')
            .filter_map(|entry| {
                let mut parts = entry.split(';').map(str::trim);
                let tag = parts.next().filter(|t| !t.is_empty() && *t != "*")?;
                let q = parts
                    .find_map(|p| p.strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.parse::<f32>().ok())?;
                (q > 0.0).then_some((q, tag))
            })
            .collect();
        // Stable: equal weights keep the header's order.
        asked.sort_by(|a, b| b.0.total_cmp(&a.0));
        let language = |tag: &str| {
            tag.split('-')
                .next()
                .unwrap_or_default()
                .to_ascii_lowercase()
        };
        asked
            .iter()
            .find_map(|(_, tag)| {
                Lang::all()
                    .find(|l| l.tag().eq_ignore_ascii_case(tag))
                    .or_else(|| Lang::all().find(|l| language(l.tag()) == language(tag)))
            })
            .unwrap_or(Lang::ENGLISH)
    }

    /// The language of what a server's channel sees: the one its admins chose, else the
    /// server's own Discord language (`guild_locale`, as last seen), else English.
    pub fn of_server(chosen: Option<Lang>, guild_locale: Option<&str>) -> Lang {
        chosen
            .or_else(|| guild_locale.map(Lang::from_discord))
            .unwrap_or(Lang::ENGLISH)
    }

    /// The language of what one user alone sees (an ephemeral reply, a panel, a form):
    /// their own Discord language (`interaction.locale`), English when it is not given.
    pub fn of_reader(locale: Option<&str>) -> Lang {
        locale.map_or(Lang::ENGLISH, Lang::from_discord)
    }
}

/// Stored and audited as its tag (`"de"`); a tag no longer shipped does not read back.
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.tag())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let tag = String::deserialize(deserializer)?;
        Lang::from_tag(&tag)
            .ok_or_else(|| serde::de::Error::custom(format!("{tag:?} is not a shipped language")))
    }
}

/// The arguments of a message, typed at the call: `Args::new().num("count", 3).str("name", n)`.
/// Numbers go to Fluent as numbers, so plurals (`[one]`, `[few]`, `[many]`) pick per language.
#[derive(Default)]
pub struct Args<'a>(FluentArgs<'a>);

impl<'a> Args<'a> {
    pub fn new() -> Self {
        Self::default()
    }

    /// A number (any integer or float type), formatted and pluralised by the language.
    pub fn num(mut self, name: &'static str, value: impl Into<FluentNumber>) -> Self {
        self.0.set(name, FluentValue::Number(value.into()));
        self
    }

    /// A string as it is (a name, a mention, a card), not translated.
    pub fn str(mut self, name: &'static str, value: &'a str) -> Self {
        self.0.set(name, FluentValue::from(value));
        self
    }
}

/// A Fluent file that does not parse, or a message that does not format, named for a fix.
#[derive(Debug, thiserror::Error)]
#[error("locales/{lang}/{file}: {problem}")]
pub struct CatalogueError {
    pub lang: String,
    pub file: String,
    pub problem: String,
}

type Bundle = FluentBundle<FluentResource>;

/// The names under which a message places its emphasised words, in order: `$emphasis`,
/// `$emphasis2`, …, each the words of message `<key>-emphasis`, `<key>-emphasis2`, … (the
/// catalogue holds no markup: each edge emphasises them its own way). A `/rules` text
/// emphasises up to eleven.
const EMPHASES: [&str; 16] = [
    "emphasis",
    "emphasis2",
    "emphasis3",
    "emphasis4",
    "emphasis5",
    "emphasis6",
    "emphasis7",
    "emphasis8",
    "emphasis9",
    "emphasis10",
    "emphasis11",
    "emphasis12",
    "emphasis13",
    "emphasis14",
    "emphasis15",
    "emphasis16",
];

/// One bundle per locale, parsed once; [`text`] formats from them without re-parsing.
pub struct Catalogue {
    tags: Vec<String>,
    bundles: Vec<Bundle>,
    /// How many emphasised words each message places (English's keys, counted once here).
    emphases: HashMap<String, usize>,
    /// (locale, key) already reported missing: a missing text is logged once, not per use.
    warned: Mutex<HashSet<(usize, String)>>,
}

impl Catalogue {
    /// Builds the bundles from `(tag, [(file, text)])`, English first; every file's parse
    /// errors and duplicate keys are returned, named by file. Its i-th locale is read as
    /// the i-th [`Lang`] (for the shipped one, [`LOCALES`]' order; others are for tests).
    pub fn new(locales: &[(&str, &[(&str, &str)])]) -> Result<Catalogue, Vec<CatalogueError>> {
        let mut errors = Vec::new();
        let mut bundles = Vec::new();
        let mut english = HashSet::new();
        for (tag, files) in locales {
            let id: unic_langid::LanguageIdentifier = match tag.parse() {
                Ok(id) => id,
                Err(e) => {
                    errors.push(CatalogueError {
                        lang: tag.to_string(),
                        file: String::new(),
                        problem: format!("not a language tag: {e}"),
                    });
                    continue;
                }
            };
            let mut bundle = Bundle::new_concurrent(vec![id]);
            // Discord would show the Unicode isolation marks around every variable.
            bundle.set_use_isolating(false);
            for (file, text) in *files {
                let fail = |problem: String| CatalogueError {
                    lang: tag.to_string(),
                    file: file.to_string(),
                    problem,
                };
                let resource = match FluentResource::try_new(text.to_string()) {
                    Ok(r) => r,
                    Err((r, parse)) => {
                        errors.extend(parse.iter().map(|e| fail(format!("{e:?}"))));
                        r
                    }
                };
                if bundles.is_empty() {
                    english.extend(resource.entries().filter_map(|entry| match entry {
                        Entry::Message(m) => Some(m.id.name.to_string()),
                        _ => None,
                    }));
                }
                if let Err(added) = bundle.add_resource(resource) {
                    errors.extend(added.iter().map(|e| fail(e.to_string())));
                }
            }
            bundles.push(bundle);
        }
        if errors.is_empty() {
            let emphases = english
                .iter()
                .filter_map(|key| {
                    let n = EMPHASES
                        .iter()
                        .take_while(|name| english.contains(&format!("{key}-{name}")))
                        .count();
                    (n > 0).then(|| (key.clone(), n))
                })
                .collect();
            Ok(Catalogue {
                tags: locales.iter().map(|(t, _)| t.to_string()).collect(),
                bundles,
                emphases,
                warned: Mutex::default(),
            })
        } else {
            Err(errors)
        }
    }

    /// The text of `key` in `lang`, else in English (logged once at warn); a key English
    /// lacks too is a bug the tests catch, shown as the key rather than nothing.
    pub fn text(&self, lang: Lang, key: &str, args: &Args<'_>) -> String {
        if let Some(text) = self.format(lang.0, key, args) {
            return text;
        }
        self.warn_once(lang.0, key);
        self.format(0, key, args).unwrap_or_else(|| key.to_string())
    }

    /// The text of `key` in `lang` with its emphasised words (`key-emphasis`, …, worded
    /// from the same `args`) passed through `emphasise` and placed where the language puts
    /// them: `**Right!**` in Discord, `<strong>` on a page.
    pub fn emphasised(
        &self,
        lang: Lang,
        key: &str,
        args: Args<'_>,
        emphasise: impl Fn(String) -> String,
    ) -> String {
        let count = self.emphases.get(key).copied().unwrap_or_default();
        let words: Vec<String> = EMPHASES[..count]
            .iter()
            .map(|name| emphasise(self.text(lang, &format!("{key}-{name}"), &args)))
            .collect();
        let args = EMPHASES
            .iter()
            .zip(&words)
            .fold(args, |args, (name, words)| args.str(name, words));
        self.text(lang, key, &args)
    }

    /// Whether `lang` has its own text for `key` (no fallback).
    pub fn has(&self, lang: Lang, key: &str) -> bool {
        self.bundles
            .get(lang.0)
            .is_some_and(|b| b.get_message(key).and_then(|m| m.value()).is_some())
    }

    fn format(&self, lang: usize, key: &str, args: &Args<'_>) -> Option<String> {
        let bundle = self.bundles.get(lang)?;
        let pattern = bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, Some(&args.0), &mut errors)
            .into_owned();
        if !errors.is_empty() {
            tracing::warn!(lang = %self.tags[lang], key, ?errors, "a text did not format cleanly");
        }
        Some(text)
    }

    fn warn_once(&self, lang: usize, key: &str) {
        let mut warned = self.warned.lock().unwrap_or_else(|e| e.into_inner());
        if warned.insert((lang, key.to_string())) {
            tracing::warn!(lang = %self.tags[lang], key, "no text in this language: English used");
        }
    }
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    Catalogue::new(LOCALES).unwrap_or_else(|errors| {
        let errors: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!(
            "the shipped locales do not parse (cargo test words::):\n{}",
            errors.join("\n")
        )
    })
});

/// The shipped catalogue, built on first use.
pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

/// The text of `key` in `lang` with `args`, falling back to English.
pub fn text(lang: Lang, key: &str, args: &Args<'_>) -> String {
    CATALOGUE.text(lang, key, args)
}

/// [`Catalogue::emphasised`] in the shipped catalogue.
pub fn emphasised(
    lang: Lang,
    key: &str,
    args: Args<'_>,
    emphasise: impl Fn(String) -> String,
) -> String {
    CATALOGUE.emphasised(lang, key, args, emphasise)
}

/// The text of `key` in `lang`, for a message without variables.
pub fn plain(lang: Lang, key: &str) -> String {
    CATALOGUE.text(lang, key, &Args::new())
}

/// Each message of one locale's files and the variables it uses (`$name`), for the checks
/// that every locale has English's keys with English's variables.
pub fn messages(files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (_, text) in files {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &m.value {
                    pattern_vars(value, &mut vars);
                }
                for attribute in &m.attributes {
                    pattern_vars(&attribute.value, &mut vars);
                }
                out.insert(m.id.name.to_string(), vars);
            }
        }
    }
    out
}

/// Adds the variables a pattern uses to `vars`.
fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

/// Adds the variables an expression uses to `vars`, a selector's and every variant's.
fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(e) => inline_vars(e, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

/// Adds the variables an inline expression uses to `vars`: itself, or those of its
/// arguments or of what it places.
fn inline_vars(e: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => arguments_vars(arguments, vars),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => arguments_vars(arguments, vars),
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// Adds the variables a call's positional and named arguments use to `vars`.
fn arguments_vars(arguments: &CallArguments<&str>, vars: &mut BTreeSet<String>) {
    for a in &arguments.positional {
        inline_vars(a, vars);
    }
    for a in &arguments.named {
        inline_vars(&a.value, vars);
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod glossary_tests;
