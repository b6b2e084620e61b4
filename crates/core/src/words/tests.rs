use super::*;

fn shipped() -> Catalogue {
    Catalogue::new(LOCALES).unwrap_or_else(|errors| {
        let errors: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!("{}", errors.join("\n"))
    })
}

#[test]
fn every_shipped_fluent_file_parses_without_errors() {
    shipped();
}

#[test]
fn english_is_shipped_first_with_the_eight_other_languages() {
    let tags: Vec<&str> = Lang::all().map(Lang::tag).collect();
    assert_eq!(tags[0], "en-US");
    for tag in ["de", "fr", "es-ES", "pt-BR", "ru", "pl", "tr", "ja"] {
        assert!(tags.contains(&tag), "{tag} is not shipped: {tags:?}");
    }
}

#[test]
fn every_locale_has_exactly_englishs_keys_with_englishs_variables() {
    let english = messages(LOCALES[0].1);
    assert!(!english.is_empty());
    let mut problems = Vec::new();
    for (tag, files) in &LOCALES[1..] {
        let theirs = messages(files);
        for (key, vars) in &english {
            match theirs.get(key) {
                None => problems.push(format!("{tag}: {key} is missing")),
                Some(v) if v != vars => {
                    problems.push(format!("{tag}: {key} uses {v:?}, English {vars:?}"))
                }
                Some(_) => {}
            }
        }
        for key in theirs.keys().filter(|k| !english.contains_key(*k)) {
            problems.push(format!("{tag}: {key} is not an English key"));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_message_formats_without_errors_in_every_locale() {
    let catalogue = shipped();
    let mut problems = Vec::new();
    for lang in Lang::all() {
        let bundle = &catalogue.bundles[lang.0];
        for (key, vars) in messages(LOCALES[lang.0].1) {
            let mut args = FluentArgs::new();
            for var in &vars {
                args.set(var.clone(), FluentValue::from(2));
            }
            let Some(pattern) = bundle.get_message(&key).and_then(|m| m.value()) else {
                problems.push(format!("{}: {key} has no value", lang.tag()));
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            if !errors.is_empty() || text.trim().is_empty() {
                problems.push(format!("{}: {key}: {errors:?} {text:?}", lang.tag()));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_translation_starts_with_its_glossary() {
    for (tag, files) in &LOCALES[1..] {
        for (file, text) in *files {
            assert!(
                text.trim_start().starts_with("### Glossary"),
                "locales/{tag}/{file} does not open with its glossary (### Glossary ...)"
            );
        }
    }
}

/// A catalogue of English and one other language, as tests need it.
fn two(english: &str, other_tag: &str, other: &str) -> (Catalogue, Lang) {
    let english = [("t.ftl", english)];
    let other = [("t.ftl", other)];
    let files = [("en-US", &english[..]), (other_tag, &other[..])];
    (
        Catalogue::new(&files).expect("the test's files parse"),
        Lang(1),
    )
}

#[test]
fn a_text_missing_in_a_language_falls_back_to_english_never_a_key() {
    let (catalogue, other) = two("only-english = Hello\nboth = Hi", "de", "both = Hallo");
    assert!(!catalogue.has(other, "only-english"));
    assert_eq!(catalogue.text(other, "only-english", &Args::new()), "Hello");
    assert_eq!(catalogue.text(other, "both", &Args::new()), "Hallo");
    assert_eq!(catalogue.text(Lang::ENGLISH, "both", &Args::new()), "Hi");
    // Twice: logged once, and the same text.
    assert_eq!(catalogue.text(other, "only-english", &Args::new()), "Hello");
}

#[test]
fn numbers_pick_each_languages_plural_and_variables_carry_no_isolation_marks() {
    let (catalogue, ru) = two(
        "points = { $count ->\n    [one] {$count} point\n   *[other] {$count} points\n} for {$name}",
        "ru",
        "points = { $count ->\n    [one] {$count} очко\n    [few] {$count} очка\n   *[many] {$count} очков\n} для {$name}",
    );
    let say = |lang, count: u32| {
        catalogue.text(
            lang,
            "points",
            &Args::new().num("count", count).str("name", "Ann"),
        )
    };
    assert_eq!(say(Lang::ENGLISH, 1), "1 point for Ann");
    assert_eq!(say(Lang::ENGLISH, 3), "3 points for Ann");
    assert_eq!(say(ru, 1), "1 очко для Ann");
    assert_eq!(say(ru, 3), "3 очка для Ann");
    assert_eq!(say(ru, 5), "5 очков для Ann");
    assert_eq!(say(ru, 21), "21 очко для Ann");
}

#[test]
fn a_broken_fluent_file_is_named_with_its_error() {
    let files: &[(&str, &[(&str, &str)])] =
        &[("en-US", &[("broken.ftl", "good = Yes\nbad = { oops\n")])];
    let errors = match Catalogue::new(files) {
        Ok(_) => panic!("a broken file is refused"),
        Err(errors) => errors,
    };
    assert!(
        errors[0]
            .to_string()
            .starts_with("locales/en-US/broken.ftl: "),
        "{}",
        errors[0]
    );
}

#[test]
fn discord_locales_map_to_the_shipped_language_of_the_same_tongue() {
    for (discord, shipped) in [
        ("en-US", "en-US"),
        ("en-GB", "en-US"),
        ("de", "de"),
        ("fr", "fr"),
        ("es-ES", "es-ES"),
        ("es-419", "es-ES"),
        ("pt-BR", "pt-BR"),
        ("ru", "ru"),
        ("pl", "pl"),
        ("tr", "tr"),
        ("ja", "ja"),
        ("zh-CN", "en-US"),
        ("uk", "en-US"),
        ("", "en-US"),
        ("nonsense", "en-US"),
    ] {
        assert_eq!(Lang::from_discord(discord).tag(), shipped, "{discord}");
    }
}

#[test]
fn what_one_user_sees_is_in_their_own_discord_language() {
    let de = Lang::from_tag("de").unwrap();
    assert_eq!(Lang::of_reader(Some("de")), de);
    assert_eq!(Lang::of_reader(Some("es-419")).tag(), "es-ES");
    assert_eq!(Lang::of_reader(Some("ko")), Lang::ENGLISH, "not shipped");
    assert_eq!(Lang::of_reader(None), Lang::ENGLISH, "no interaction");
}

#[test]
fn what_a_channel_sees_is_in_the_settings_choice_over_the_guild_locale_over_english() {
    let (fr, de) = (Lang::from_tag("fr").unwrap(), Lang::from_tag("de").unwrap());
    assert_eq!(
        Lang::of_server(Some(fr), Some("de")),
        fr,
        "the admins' choice"
    );
    assert_eq!(Lang::of_server(None, Some("de")), de, "the server's own");
    assert_eq!(Lang::of_server(None, Some("pt-BR")).tag(), "pt-BR");
    assert_eq!(Lang::of_server(None, Some("ko")), Lang::ENGLISH);
    assert_eq!(Lang::of_server(None, None), Lang::ENGLISH, "never seen");
}

#[test]
fn a_language_is_stored_as_its_tag_and_only_a_shipped_tag_reads_back() {
    let ja = Lang::from_tag("ja").unwrap();
    assert_eq!(serde_json::to_value(ja).unwrap(), serde_json::json!("ja"));
    let back: Lang = serde_json::from_value(serde_json::json!("ja")).unwrap();
    assert_eq!(back, ja);
    assert!(serde_json::from_value::<Lang>(serde_json::json!("xx")).is_err());
    assert_eq!(
        Lang::from_tag("en-GB"),
        None,
        "a Discord locale is not a shipped tag"
    );
}

#[test]
fn every_language_names_itself_for_the_settings_list() {
    let mut seen = std::collections::HashSet::new();
    for lang in Lang::all() {
        assert!(
            catalogue().has(lang, "settings-language-name"),
            "{} has no name of its own",
            lang.tag()
        );
        let name = plain(lang, "settings-language-name");
        assert!(seen.insert(name.clone()), "{name} twice");
    }
}

/// Every message of every locale with its variables as long as Discord makes them (a
/// mention of a 19-digit id in each): within a message's 2,000 characters, no brace left.
#[test]
fn every_message_with_long_values_fits_a_discord_message() {
    let catalogue = shipped();
    let mut problems = Vec::new();
    for lang in Lang::all() {
        let bundle = &catalogue.bundles[lang.0];
        for (key, vars) in messages(LOCALES[lang.0].1) {
            let mut args = FluentArgs::new();
            for var in &vars {
                args.set(var.clone(), FluentValue::from("<@1234567890123456789>"));
            }
            let Some(pattern) = bundle.get_message(&key).and_then(|m| m.value()) else {
                continue;
            };
            let text = bundle.format_pattern(pattern, Some(&args), &mut Vec::new());
            if text.chars().count() > 2000 || text.contains('{') {
                problems.push(format!("{}: {key}: {} chars", lang.tag(), text.len()));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// A translated message the same as English is a leftover, unless it is one of the few
/// that read the same in that language (names, notation, emoji, words both share).
#[test]
fn no_translation_is_left_in_english() {
    let catalogue = shipped();
    let english = &catalogue.bundles[0];
    let mut leftovers = Vec::new();
    for lang in Lang::all().skip(1) {
        let bundle = &catalogue.bundles[lang.0];
        for (key, vars) in messages(LOCALES[lang.0].1) {
            // Variables empty: only the message's own words are compared.
            let mut args = FluentArgs::new();
            for var in &vars {
                args.set(var.clone(), FluentValue::from(""));
            }
            let text = |b: &FluentBundle<FluentResource>| {
                let pattern = b.get_message(&key).and_then(|m| m.value());
                pattern.map(|p| {
                    b.format_pattern(p, Some(&args), &mut Vec::new())
                        .to_string()
                })
            };
            let (ours, theirs) = (text(bundle), text(english));
            // Names every language keeps: the bot's, the games', and Death Match's.
            let mut rest = theirs.clone().unwrap_or_default();
            for kept in [
                "clash-bot",
                "Death Match",
                "Tile Poker",
                "Shape Clash",
                "Clubbed",
                "Clash",
                "Duel",
            ] {
                rest = rest.replace(kept, "");
            }
            let words = rest
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| w.chars().count() > 2)
                .count();
            if ours == theirs && words >= 2 {
                leftovers.push(format!("{}: {key}", lang.tag()));
            }
        }
    }
    assert!(leftovers.is_empty(), "\n{}", leftovers.join("\n"));
}

#[test]
fn a_browsers_accept_language_picks_the_first_shipped_language_it_weighs_highest() {
    let tag = |header: &str| Lang::from_accept_language(header).tag();
    assert_eq!(tag("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5"), "fr");
    assert_eq!(tag("pt-BR"), "pt-BR");
    assert_eq!(tag("pt-PT,pt;q=0.9"), "pt-BR", "the same language");
    assert_eq!(tag("nl;q=1, ja;q=0.8, de;q=0.9"), "de", "by weight");
    assert_eq!(tag("ru;q=0, tr;q=0.1"), "tr", "q=0 is refused");
    assert_eq!(tag("en-GB,en;q=0.9"), "en-US");
    for nothing in ["", "*", "nl, sv", ";;,", "de;q=abc"] {
        assert_eq!(tag(nothing), "en-US", "{nothing:?}");
    }
}

/// A message's emphasised words (`key-emphasis`, `key-emphasis2`, …: emphasised by each
/// edge its own way, bold in Discord) go with the message that places them as
/// `$emphasis`, `$emphasis2`, …: neither is ever without the other, and they are
/// numbered without a gap (an edge reads them in order until one is missing).
#[test]
fn every_emphasis_has_its_message_and_every_message_placing_one_has_it() {
    let english = messages(LOCALES[0].1);
    let number = |name: &str| -> Option<u32> {
        let n = name.strip_prefix("emphasis")?;
        match n {
            "" => Some(1),
            n if !n.starts_with('0') => n.parse().ok().filter(|n| *n > 1),
            _ => None,
        }
    };
    let var = |n: u32| match n {
        1 => "emphasis".to_string(),
        n => format!("emphasis{n}"),
    };
    let mut problems = Vec::new();
    for (key, vars) in &english {
        if let Some((message, n)) = key
            .rsplit_once('-')
            .and_then(|(message, name)| Some((message, number(name)?)))
        {
            match english.get(message) {
                Some(theirs) if theirs.contains(&var(n)) => {}
                _ => problems.push(format!("{key} is placed by no message as ${}", var(n))),
            }
        }
        for n in vars.iter().filter_map(|v| number(v)) {
            if !english.contains_key(&format!("{key}-{}", var(n))) {
                problems.push(format!(
                    "{key} places ${} but has no {key}-{}",
                    var(n),
                    var(n)
                ));
            }
            if n > 1 && !vars.contains(&var(n - 1)) {
                problems.push(format!("{key} places ${} without ${}", var(n), var(n - 1)));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// A command is named as the reader's Discord names it (`/défier`, not `/challenge`): it
/// comes in as a variable, never written into a message.
#[test]
fn no_message_writes_a_command_name_itself() {
    let mut problems = Vec::new();
    for (tag, files) in LOCALES {
        for (file, text) in *files {
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                if line.contains("`/") {
                    problems.push(format!("{tag}/{file}: {line}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// Each edge emphasises a message's words its own way, in order, wherever the language
/// puts them; a message without emphasis is its text alone.
#[test]
fn a_messages_emphasised_words_are_marked_by_the_edge_in_order() {
    let mark = |words: String| format!("<{words}>");
    let args = || Args::new().str("move", "7♠");
    assert_eq!(
        emphasised(Lang::ENGLISH, "puzzle-right", args(), mark),
        "✅ <Right!> 7♠ is the best move."
    );
    let rules = emphasised(Lang::ENGLISH, "tile-rules", Args::new(), mark);
    assert!(rules.starts_with("<Tile Poker> — 52 tiles"), "{rules}");
    assert!(rules.contains("<Exchange> and <Pass> say why"), "{rules}");
    assert_eq!(
        emphasised(Lang::ENGLISH, "shape-passed", Args::new(), mark),
        "passed"
    );
}
