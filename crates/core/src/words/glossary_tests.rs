//! Each translation held to its glossary, `locales/<tag>/glossary.txt`: one register (the
//! other register's markers never appear), and for each concept its term, used somewhere,
//! and none of its rejected variants. Every message and attribute of the locale's
//! catalogue is read (its text, not its placeables' variables, not the `#` comments).
//! The file's format is documented at the top of each glossary.txt:
//!
//! ```text
//! register: tu                           how the bot addresses a player (for translators)
//! other-register: vous, votre, *ez       none of these may appear
//! avoid: *łeś, *łaś                      nor these (forms that assume a player's gender)
//! allow: chez, assez                     words a pattern would catch that are fine
//! term: clock = horloge | pendule        concept = term(s) | rejected variant(s)
//! match: substring                       (ja) patterns match anywhere, not whole words
//! ```
//!
//! Patterns are matched word by word (a word is a run of letters or digits; `l'hôte` is
//! `l` `hôte`), `*` standing for any letters within a word (`hôte*`, `*ez`); a lowercase
//! letter matches either case, a capital only a capital (German's `Sie` is not `sie`).

use super::LOCALES;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::path::Path;

/// One locale's glossary as its file states it.
#[derive(Debug, Default)]
struct Glossary {
    register: String,
    other_register: Vec<String>,
    /// Words never to use for another reason (a form that assumes a player's gender).
    avoid: Vec<String>,
    allow: Vec<String>,
    /// (concept, terms, rejected variants)
    terms: Vec<(String, Vec<String>, Vec<String>)>,
    substring: bool,
}

fn list(s: &str) -> Vec<String> {
    s.split(',')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(String::from)
        .collect()
}

fn parse(text: &str) -> Result<Glossary, String> {
    let mut g = Glossary::default();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (rule, rest) = line
            .split_once(':')
            .ok_or_else(|| format!("line {}: no `rule:` in {line:?}", n + 1))?;
        let rest = rest.trim();
        match rule.trim() {
            "register" => g.register = rest.to_string(),
            "other-register" => g.other_register.extend(list(rest)),
            "avoid" => g.avoid.extend(list(rest)),
            "allow" => g.allow.extend(list(rest)),
            "match" if rest == "substring" => g.substring = true,
            "term" => {
                let (concept, words) = rest
                    .split_once('=')
                    .ok_or_else(|| format!("line {}: a term has no `=`: {line:?}", n + 1))?;
                let (terms, rejected) = words.split_once('|').unwrap_or((words, ""));
                let terms = list(terms);
                if terms.is_empty() {
                    return Err(format!("line {}: a term names no word: {line:?}", n + 1));
                }
                g.terms
                    .push((concept.trim().to_string(), terms, list(rejected)));
            }
            other => return Err(format!("line {}: unknown rule {other:?}", n + 1)),
        }
    }
    if g.register.is_empty() {
        return Err("no `register:` line".into());
    }
    Ok(g)
}

/// The words of a text, as the glossary's patterns are matched against them, each with
/// whether it is joined to the word before by spaces, an apostrophe or a hyphen only (a
/// phrase matches within a clause, not across a comma or a colon).
fn words(text: &str, keep_star: bool) -> Vec<(String, bool)> {
    let is_letter = |c: char| c.is_alphanumeric() || keep_star && c == '*';
    let mut out = Vec::new();
    let (mut word, mut gap) = (String::new(), String::new());
    for c in text.chars().chain(std::iter::once(' ')) {
        if is_letter(c) {
            word.push(c);
        } else {
            if !word.is_empty() {
                let joined = gap.chars().all(|g| g.is_whitespace() || "'’-".contains(g));
                out.push((std::mem::take(&mut word), joined));
                gap.clear();
            }
            gap.push(c);
        }
    }
    out
}

/// A lowercase letter of the pattern matches either case, a capital only itself.
fn same_letter(p: char, w: char) -> bool {
    p == w || p.is_lowercase() && w.to_lowercase().eq(std::iter::once(p))
}

/// A pattern (with `*` for any letters) against one word, or words joined by spaces.
fn glob(p: &[char], w: &[char]) -> bool {
    match p.split_first() {
        None => w.is_empty(),
        Some(('*', rest)) => (0..=w.len()).any(|i| glob(rest, &w[i..])),
        Some((&c, rest)) => w
            .split_first()
            .is_some_and(|(&first, w)| same_letter(c, first) && glob(rest, w)),
    }
}

fn matches(pattern: &str, word: &str) -> bool {
    let (p, w): (Vec<char>, Vec<char>) = (pattern.chars().collect(), word.chars().collect());
    glob(&p, &w)
}

/// Where `pattern` occurs in `text`: the words it matched, or `None`.
fn find(g: &Glossary, pattern: &str, text: &str) -> Option<String> {
    if g.substring {
        return text.contains(pattern).then(|| pattern.to_string());
    }
    let (p, t) = (words(pattern, true), words(text, false));
    if p.is_empty() || t.len() < p.len() {
        return None;
    }
    (0..=t.len() - p.len()).find_map(|i| {
        let hit = &t[i..i + p.len()];
        // Joined as the pattern is: "tirage au sort" not across a comma, "W.O." by its dot.
        let matched = p
            .iter()
            .zip(hit)
            .enumerate()
            .all(|(i, ((p, p_joined), (w, joined)))| {
                matches(p, w) && (i == 0 || *joined || !p_joined)
            });
        let hit = hit
            .iter()
            .map(|(w, _)| w.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let allowed = g.allow.iter().any(|a| matches(a, &hit));
        (matched && !allowed).then_some(hit)
    })
}

/// Every text of a pattern: its own text with each placeable as a gap, and each variant of
/// a selection as a text of its own.
fn pattern_texts(p: &Pattern<&str>, out: &mut Vec<String>) {
    let mut own = String::new();
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => own.push_str(value),
            PatternElement::Placeable { expression } => {
                expression_texts(expression, &mut own, out);
            }
        }
    }
    out.push(own);
}

fn expression_texts(e: &Expression<&str>, own: &mut String, out: &mut Vec<String>) {
    match e {
        Expression::Select { variants, .. } => {
            for v in variants {
                pattern_texts(&v.value, out);
            }
            own.push_str(" \u{fffc} ");
        }
        Expression::Inline(InlineExpression::StringLiteral { value }) => own.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_texts(expression, own, out)
        }
        Expression::Inline(_) => own.push_str(" \u{fffc} "),
    }
}

/// Each message (and attribute) of a locale's files: (key, its texts).
fn catalogue_texts(files: &[(&str, &str)]) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (_, text) in files {
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in &resource.body {
            if let Entry::Message(m) = entry {
                let mut texts = Vec::new();
                if let Some(value) = &m.value {
                    pattern_texts(value, &mut texts);
                }
                out.push((m.id.name.to_string(), texts));
                for a in &m.attributes {
                    let mut texts = Vec::new();
                    pattern_texts(&a.value, &mut texts);
                    out.push((format!("{}.{}", m.id.name, a.id.name), texts));
                }
            }
        }
    }
    out
}

/// What breaks the glossary in these messages: a marker of the other register, a
/// rejected variant, a term used nowhere. Each names the key and the word.
fn problems(tag: &str, g: &Glossary, messages: &[(String, Vec<String>)]) -> Vec<String> {
    let mut problems = Vec::new();
    for (key, texts) in messages {
        for text in texts {
            for marker in &g.other_register {
                if let Some(hit) = find(g, marker, text) {
                    problems.push(format!(
                        "{tag}: {key}: «{hit}» is the other register (this one is {})",
                        g.register.split_whitespace().next().unwrap_or_default()
                    ));
                }
            }
            for word in &g.avoid {
                if let Some(hit) = find(g, word, text) {
                    problems.push(format!(
                        "{tag}: {key}: «{hit}» is on the glossary's avoid list"
                    ));
                }
            }
            for (concept, terms, rejected) in &g.terms {
                for variant in rejected {
                    if let Some(hit) = find(g, variant, text) {
                        problems.push(format!(
                            "{tag}: {key}: «{hit}» for {concept}: the glossary says {}",
                            terms.join(" / ")
                        ));
                    }
                }
            }
        }
    }
    for (concept, terms, _) in &g.terms {
        let used = messages.iter().any(|(_, texts)| {
            texts
                .iter()
                .any(|t| terms.iter().any(|term| find(g, term, t).is_some()))
        });
        if !used {
            problems.push(format!(
                "{tag}: {concept} = {} is in the glossary but no message uses it",
                terms.join(" / ")
            ));
        }
    }
    problems
}

fn glossary_of(tag: &str) -> Glossary {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../locales")
        .join(tag)
        .join("glossary.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (every translation has one)", path.display()));
    parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn check(tag: &str) {
    let g = glossary_of(tag);
    let files = LOCALES
        .iter()
        .find(|(t, _)| *t == tag)
        .unwrap_or_else(|| panic!("{tag} is not shipped"))
        .1;
    let problems = problems(tag, &g, &catalogue_texts(files));
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// One test per translation, named for `cargo test words::glossary`.
macro_rules! each_translation_keeps_its_glossary {
    ($($name:ident => $tag:literal),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check($tag);
            }
        )*
        const CHECKED: &[&str] = &[$($tag),*];
    };
}

each_translation_keeps_its_glossary! {
    german_keeps_its_register_and_glossary => "de",
    french_keeps_its_register_and_glossary => "fr",
    spanish_keeps_its_register_and_glossary => "es-ES",
    portuguese_keeps_its_register_and_glossary => "pt-BR",
    russian_keeps_its_register_and_glossary => "ru",
    polish_keeps_its_register_and_glossary => "pl",
    turkish_keeps_its_register_and_glossary => "tr",
    japanese_keeps_its_register_and_glossary => "ja",
}

#[test]
fn every_translation_has_a_glossary_and_its_test() {
    for (tag, _) in &LOCALES[1..] {
        assert!(CHECKED.contains(tag), "{tag} has no glossary test here");
        glossary_of(tag);
    }
}

#[test]
fn patterns_match_whole_words_with_stars_and_case_as_written() {
    let g = parse("register: tu\nallow: chez").unwrap();
    assert_eq!(find(&g, "vous", "Vous avez passé."), Some("Vous".into()));
    assert_eq!(find(&g, "vous", "Tu as passé, nous aussi."), None);
    assert_eq!(find(&g, "*ez", "Posez une tuile."), Some("Posez".into()));
    assert_eq!(find(&g, "*ez", "Viens chez moi."), None, "allowed");
    assert_eq!(find(&g, "hôte*", "l'hôtesse"), Some("hôtesse".into()));
    assert_eq!(find(&g, "h*e", "hôte"), Some("hôte".into()));
    assert_eq!(find(&g, "h*e", "hôtes"), None);
    assert_eq!(
        find(&g, "tirage au sort", "le tirage au sort."),
        Some("tirage au sort".into())
    );
    assert_eq!(
        find(&g, "tirage au sort", "le tirage, au sort"),
        None,
        "not across a comma"
    );
    assert_eq!(
        find(&g, "s'il vous", "Oui, s’il vous plaît"),
        Some("s il vous".into())
    );
    assert_eq!(
        find(&g, "*en Sie", "Wählen Sie eine Karte"),
        Some("Wählen Sie".into())
    );
    assert_eq!(find(&g, "*en Sie", "Die Partien: Sie laufen."), None);
    assert_eq!(
        find(&g, "Sie", "sie spielt"),
        None,
        "a capital matches a capital"
    );
    assert_eq!(find(&g, "Sie", "Wählen Sie"), Some("Sie".into()));
    let ja = parse("register: です・ます\nmatch: substring").unwrap();
    assert_eq!(
        find(&ja, "Death Match", "第1回Death Match"),
        Some("Death Match".into())
    );
}

#[test]
fn a_broken_glossary_names_the_problem_and_the_key() {
    assert!(parse("term: host = Host").unwrap_err().contains("register"));
    assert!(parse("register: du\nsome: thing")
        .unwrap_err()
        .contains("line 2"));
    let g = parse(
        "register: du\nother-register: Sie, Ihr*\navoid: Spielerin\nterm: host = Host | Gastgeber*\nterm: clock = Uhr",
    )
    .unwrap();
    let messages = vec![
        ("a".to_string(), vec!["Der Gastgebers Zug.".to_string()]),
        ("b".to_string(), vec!["Wählen Sie Ihre Karte.".to_string()]),
        ("c.title".to_string(), vec!["Die Spielerin".to_string()]),
    ];
    let found = problems("de", &g, &messages);
    assert!(
        found.iter().any(|p| p.contains("a: «Gastgebers» for host")),
        "{found:?}"
    );
    assert!(found.iter().any(|p| p.contains("b: «Sie»")), "{found:?}");
    assert!(found.iter().any(|p| p.contains("b: «Ihre»")), "{found:?}");
    assert!(
        found
            .iter()
            .any(|p| p.contains("c.title: «Spielerin» is on")),
        "{found:?}"
    );
    assert!(found
        .iter()
        .any(|p| p.contains("host = Host is in the glossary but no")));
    assert!(found
        .iter()
        .any(|p| p.contains("clock = Uhr is in the glossary but no")));
}
