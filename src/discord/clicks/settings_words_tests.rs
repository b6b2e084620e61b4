//! Every text of `/settings` (the panel, its controls, its two forms, what a change answers)
//! and every refusal of the service, rendered in every shipped language with long values
//! (19-digit ids, 100-character reasons and zones, every setting changed at once), against
//! Discord's limits: a message's content within 2,000 characters without being cut, a
//! button's label within 80, a select option's within 100, a placeholder within 150, a
//! form's title and its fields' labels within 45 (a field's placeholder within 100). No text
//! shows a raw key or a `{`; none but English's reads as English. Named for `cargo test words`.

use super::*;
use crate::discord::refusals::{refusal, refusal_in, setting};
use crate::discord::text::capitalize;
use crate::discord::views::settings::{render, threads_value, PanelNotes};
use crate::model::challenges::{ChallengeRole, ChallengeStatus};
use crate::model::settings::{SettingAudit, SettingError};
use crate::model::when::WhenError;
use crate::model::ThreadLoss;
use crate::rules::BySeat;

use crate::discord::limits::{
    BUTTON_LABEL, CONTENT, INPUT_LABEL, INPUT_PLACEHOLDER, MODAL_TITLE, OPTION_LABEL, PLACEHOLDER,
};

/// A 19-digit id, the longest Discord gives.
const ID: u64 = 1_234_567_890_123_456_789;

fn long(n: usize) -> String {
    "W".repeat(n)
}

/// A server that changed every setting, its lists `listed` long.
fn everything_set(listed: usize) -> GuildSettings {
    let ids: Vec<u64> = (0..listed as u64).map(|i| ID - i).collect();
    GuildSettings {
        host_roles: Some(ids.clone()),
        results_channel: Some(Some(ID)),
        turn_seconds: Some(86_400),
        max_strikes: Some(50),
        challenge_expiry_seconds: Some(604_800),
        game_channels: Some(ids),
        games: Some(GameKind::ALL[1..].to_vec()),
        threads: Some(Threads::DeathMatches),
        min_games: Some(100),
        web_pages: Some(true),
        time_zone: Some("America/Argentina/ComodRivadavia".to_string()),
        reminders: Some(vec![604_800, 86_400, 3_600, 600, 60]),
        checkin_seconds: Some(86_400),
        language: Some(Lang::ENGLISH),
        announce_achievements: Some(false),
        puzzle_channel: Some(ID),
    }
}

/// Every setting's value refused, with the longest values it may name.
fn setting_errors() -> Vec<SettingError> {
    vec![
        SettingError::TurnSeconds,
        SettingError::MaxStrikes,
        SettingError::ChallengeExpiry,
        SettingError::MinGames,
        SettingError::TooMany,
        SettingError::NoGame,
        SettingError::TimeZone(WhenError::UnknownZone(long(60))),
        SettingError::TimeZone(WhenError::BadDuration(long(60))),
        SettingError::Reminders,
        SettingError::CheckIn,
        SettingError::Malformed(SettingKey::CheckIn),
    ]
}

/// Every refusal of the service but a schedule's and a move's (worded by their own areas).
fn service_errors() -> Vec<ServiceError> {
    let mut errors = vec![
        ServiceError::ChallengeSelf,
        ServiceError::ChallengeBot,
        ServiceError::BotBusy {
            game: GameKind::TilePoker,
            id: 999_999_999,
        },
        ServiceError::AlreadyPending,
        ServiceError::OpenPending,
        ServiceError::OpenDecline,
        ServiceError::OwnChallenge,
        ServiceError::NotOverYet,
        ServiceError::BadTarget,
        ServiceError::BadTurnSeconds,
        ServiceError::NotYourChallenge(ChallengeRole::Challenger),
        ServiceError::NotYourChallenge(ChallengeRole::Challenged),
        ServiceError::NoSuchChallenge,
        ServiceError::NoSuchMatch,
        ServiceError::MatchOver,
        ServiceError::MatchNotOver,
        ServiceError::OtherServer,
        ServiceError::Voided { reason: long(300) },
        ServiceError::NotAPlayer {
            players: BySeat::new(ID, ID),
        },
        ServiceError::NotYourTurn { to_move: ID },
        ServiceError::Stale { current: 9 },
        ServiceError::ShuttingDown,
        ServiceError::Paused,
        ServiceError::GameOff(GameKind::ShapeClash),
    ];
    for status in [
        ChallengeStatus::Pending,
        ChallengeStatus::Accepted,
        ChallengeStatus::Declined,
        ChallengeStatus::Cancelled,
        ChallengeStatus::Expired,
    ] {
        errors.push(ServiceError::ChallengeClosed(status));
    }
    errors.extend(setting_errors().into_iter().map(ServiceError::Setting));
    errors
}

/// Every reason a change is refused, as the panel's notice says it, in `lang`.
fn refused_notices(lang: Lang) -> Vec<String> {
    let channel = format!("<#{ID}>");
    // Every permission a channel for games needs, all missing.
    let every = POST_AND_THREADS.get_permission_names().join(", ");
    let mut why = vec![
        plain(lang, "settings-not-a-role"),
        plain(lang, "settings-not-a-channel"),
        plain(lang, "settings-not-a-game"),
        text(
            lang,
            "settings-not-text-channel",
            &Args::new().str("channel", &ID.to_string()),
        ),
        text(
            lang,
            "settings-cannot-see",
            &Args::new().str("channel", &channel),
        ),
        text(
            lang,
            "settings-cannot-play",
            &Args::new()
                .str("channel", &channel)
                .str("permissions", &every),
        ),
        text(
            lang,
            "settings-too-many-roles",
            &Args::new().num("max", MAX_LISTED),
        ),
        plain(lang, "settings-roles-unknown"),
        text(
            lang,
            "settings-role-not-ours",
            &Args::new().str("role", &ID.to_string()),
        ),
        plain(lang, "settings-went-wrong"),
        plain(lang, "settings-language-unknown"),
        text(
            lang,
            "settings-numbers-not-a-number",
            &Args::new()
                .str("field", &plain(lang, "settings-numbers-games"))
                .str("text", &format!("{:?}", long(9))),
        ),
    ];
    for error in setting_errors() {
        let title = key_title(lang, SettingKey::ChallengeExpiry);
        let reason = setting(lang, &error);
        why.push(text(
            lang,
            "settings-field-refused",
            &Args::new().str("setting", &title).str("why", &reason),
        ));
        why.push(reason);
    }
    why.into_iter()
        .map(|why| {
            text(
                lang,
                "settings-refused",
                &Args::new().str("why", &capitalize(&why)),
            )
        })
        .collect()
}

/// Everything a change answers when it is made, in `lang`.
fn done_notices(lang: Lang) -> Vec<String> {
    let ids: Vec<u64> = (0..MAX_LISTED as u64).map(|i| ID - i).collect();
    let url = format!("https://{}.example/{}", long(60), ID);
    let titles: Vec<String> = SettingKey::ALL
        .iter()
        .map(|k| key_title(lang, *k))
        .collect();
    let mut done = vec![
        not_admin(lang),
        web_pages_notice(lang, false, None),
        web_pages_notice(lang, true, Some(&url)),
        web_pages_notice(lang, true, None),
        plain(lang, "settings-hosts-default"),
        text(
            lang,
            "settings-hosts",
            &Args::new().str("roles", &role_list(&ids)),
        ),
        text(
            lang,
            "settings-results-channel",
            &Args::new().str("channel", &format!("<#{ID}>")),
        ),
        plain(lang, "settings-results-none"),
        plain(lang, "settings-channels-any"),
        text(
            lang,
            "settings-channels",
            &Args::new().str("channels", &channel_list(&ids)),
        ),
        text(
            lang,
            "settings-games",
            &Args::new().str("games", &game_list(lang, &GameKind::ALL[1..])),
        ),
        plain(lang, "settings-nothing"),
        text(
            lang,
            "settings-changed",
            &Args::new().str("settings", &titles.join(", ")),
        ),
    ];
    for threads in Threads::ALL {
        let value = threads_value(lang, threads);
        done.push(text(
            lang,
            "settings-threads",
            &Args::new().str("threads", &value),
        ));
    }
    done
}

/// The panel of a server that changed everything, with a thread that failed and the
/// longest notice on top; `listed`: how many roles and channels it lists.
fn panel_of(lang: Lang, listed: usize, notice: Option<String>) -> Screen {
    let cache = Cache::default();
    let own = everything_set(listed);
    let server = own.resolve(&Default::default());
    let last = SettingAudit {
        key: SettingKey::ChallengeExpiry,
        old: None,
        new: None,
        by: ID,
        at: 1_900_000_000_000,
    };
    let url = format!("https://{}.example/{}", long(60), ID);
    let notes = PanelNotes {
        thread_failure: Some((999_999_999, ID, ThreadLoss::NoPermission)),
        pages: Some(&url),
        lang,
    };
    render(&cache, ID, (&own, &server), Some(&last), notes, notice)
}

fn fits(problems: &mut Vec<String>, lang: Lang, what: &str, text: &str, limit: usize) {
    let length = text.chars().count();
    let cut = limit == CONTENT && length == CONTENT && text.ends_with('…');
    if length > limit || cut || text.trim().is_empty() {
        problems.push(format!(
            "{}: {what}: {length} > {limit}: {text}",
            lang.tag()
        ));
    }
    // A raw key, or a placeable Fluent did not fill.
    if text.contains('{') || text.contains("settings-") || text.contains("refusal-") {
        problems.push(format!("{}: {what}: not filled: {text}", lang.tag()));
    }
}

/// Every text of a message's components or a form, with its limit.
fn component_texts(value: &serde_json::Value, modal: bool, out: &mut Vec<(String, usize)>) {
    match value {
        serde_json::Value::Array(items) => {
            for item in items {
                component_texts(item, modal, out);
            }
        }
        serde_json::Value::Object(map) => {
            let is_option = map.contains_key("value") && !map.contains_key("custom_id");
            let text = |key: &str| match map.get(key) {
                Some(serde_json::Value::String(s)) => Some(s.clone()),
                _ => None,
            };
            if let Some(label) = text("label") {
                let limit = match (modal, is_option) {
                    (true, _) => INPUT_LABEL,
                    (false, true) => OPTION_LABEL,
                    (false, false) => BUTTON_LABEL,
                };
                out.push((label, limit));
            }
            if let Some(p) = text("placeholder") {
                out.push((
                    p,
                    if modal {
                        INPUT_PLACEHOLDER
                    } else {
                        PLACEHOLDER
                    },
                ));
            }
            if let Some(title) = text("title") {
                out.push((title, MODAL_TITLE));
            }
            for value in map.values() {
                component_texts(value, modal, out);
            }
        }
        _ => {}
    }
}

/// The screens, the forms and their components' texts, in `lang`: (what, text, limit).
fn everything(lang: Lang) -> Vec<(String, String, usize)> {
    let mut out = Vec::new();
    let notices: Vec<String> = refused_notices(lang)
        .into_iter()
        .chain(done_notices(lang))
        .collect();
    let longest = notices.iter().max_by_key(|n| n.chars().count()).cloned();
    let refused = refused_notices(lang)
        .into_iter()
        .max_by_key(|n| n.chars().count());
    for notice in [None, refused] {
        let panel = panel_of(lang, 3, notice);
        out.push(("panel with a refusal".to_string(), panel.text, CONTENT));
    }
    for notice in &notices {
        out.push(("notice".to_string(), notice.clone(), CONTENT));
    }
    for error in service_errors() {
        out.push((format!("{error:?}"), refusal_in(lang, &error), CONTENT));
    }
    // Three roles and channels, each missing (deleted since), and the longest notice.
    let panel = panel_of(lang, 3, longest);
    out.push(("panel".to_string(), panel.text, CONTENT));
    let mut texts = Vec::new();
    component_texts(
        &serde_json::to_value(&panel.rows).unwrap(),
        false,
        &mut texts,
    );
    let own = everything_set(3);
    for threads in Threads::ALL {
        let server = GuildSettings {
            threads: Some(threads),
            web_pages: Some(false),
            ..own.clone()
        };
        let resolved = server.resolve(&Default::default());
        let panel = render(
            &Cache::default(),
            ID,
            (&server, &resolved),
            None,
            PanelNotes {
                thread_failure: None,
                pages: None,
                lang,
            },
            None,
        );
        component_texts(
            &serde_json::to_value(&panel.rows).unwrap(),
            false,
            &mut texts,
        );
    }
    for form in [numbers_form(lang, &own), events_form(lang, &own)] {
        component_texts(&serde_json::to_value(&form).unwrap(), true, &mut texts);
    }
    for (text, limit) in texts {
        out.push(("component".to_string(), text, limit));
    }
    out
}

#[test]
fn every_settings_text_fits_discords_limits_in_every_language_words() {
    let mut problems = Vec::new();
    let english = everything(Lang::ENGLISH);
    for lang in Lang::all() {
        let all = everything(lang);
        assert!(all.len() > 80, "{}", all.len());
        for ((what, text, limit), (_, source, _)) in all.into_iter().zip(&english) {
            if limit == CONTENT && source.chars().count() > CONTENT {
                // Cut as English is (the longest notice over a panel): sent within the limit.
                let sent = crate::discord::text::truncate(text);
                assert!(sent.chars().count() <= CONTENT, "{what}");
            } else {
                fits(&mut problems, lang, &what, &text, limit);
            }
        }
        // The most a panel may list: English too is cut, and what is sent stays within.
        let full = panel_of(lang, MAX_LISTED, None);
        let sent = crate::discord::text::truncate(full.text);
        assert!(sent.chars().count() <= CONTENT);
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The events form's examples, typed as they are in every language.
const EXAMPLES: [&str; 2] = ["Europe/Berlin, America/New_York, UTC, +02:00", "15m"];

#[test]
fn settings_and_refusals_read_in_the_readers_language_words() {
    let english = everything(Lang::ENGLISH);
    for lang in Lang::all().skip(1) {
        let theirs = everything(lang);
        assert_eq!(theirs.len(), english.len());
        let mut same = Vec::new();
        for ((what, words, _), (_, source, _)) in theirs.iter().zip(&english) {
            // Game names, durations and zones read the same everywhere.
            let example = EXAMPLES.contains(&source.as_str());
            if words == source && !example && source.chars().any(|c| c.is_lowercase()) {
                same.push(format!("{what}: {words}"));
            }
        }
        // Options named by the games' own names are the same in every language.
        same.retain(|s| !GameKind::ALL.iter().any(|g| s.ends_with(g.title())));
        assert!(
            same.is_empty(),
            "{}: still English:\n{}",
            lang.tag(),
            same.join("\n")
        );
    }
    let german = Lang::from_tag("de").unwrap();
    let panel = panel_of(german, 3, None).text;
    assert!(
        panel.contains("Die Einstellungen dieses Servers"),
        "{panel}"
    );
    assert!(
        panel.contains("100 gewertete Partien — dieser Server"),
        "{panel}"
    );
    let japanese = Lang::from_tag("ja").unwrap();
    let refused = refusal_in(japanese, &ServiceError::ChallengeSelf);
    assert_eq!(refused, "自分自身に挑戦することはできません。");
    // A setting's reason ends with the language's own full stop.
    let setting = ServiceError::Setting(SettingError::NoGame);
    assert!(refusal_in(japanese, &setting).ends_with('。'));
}

/// English is word for word what the service's and the model's own sentences said.
#[test]
fn english_refusals_are_the_sentences_they_were() {
    for error in service_errors() {
        let words = refusal(&error);
        match &error {
            // Worded as schedules word a duration (the model's sentence never shown).
            ServiceError::Setting(SettingError::TimeZone(WhenError::BadDuration(_))) => {}
            // The core names the setting by its code; the panel's title is the edge's.
            ServiceError::Setting(SettingError::Malformed(SettingKey::CheckIn)) => {
                assert_eq!(words, "That is not a value of Check-in window.")
            }
            _ => assert_eq!(words, capitalize(&error.to_string()), "{error:?}"),
        }
    }
    for error in setting_errors() {
        if !matches!(
            error,
            SettingError::TimeZone(WhenError::BadDuration(_)) | SettingError::Malformed(_)
        ) {
            assert_eq!(setting(Lang::ENGLISH, &error), error.to_string());
        }
    }
    let storage = ServiceError::Storage(anyhow::anyhow!("disk full"));
    // A storage failure is the logs' business: its user is told nothing changed.
    assert_eq!(
        refusal(&storage),
        "Something went wrong on our side; nothing was changed. Please try again."
    );
}

/// The panel's English, line for line as it was drawn before the catalogue.
#[test]
fn the_english_panel_is_as_it_was() {
    let text = panel_of(Lang::ENGLISH, 1, Some("✅ Done.".into())).text;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "✅ Done.");
    assert_eq!(
        lines[1],
        "⚙️ **This server's settings** (each says whether it is this server's own or the bot's default)"
    );
    for expected in [
        format!("• **Death Match host roles**: role {ID} (missing: deleted?) — this server"),
        "• **Default turn clock**: 24:00:00 — this server".to_string(),
        "• **Leaderboard minimum games**: 100 rated games — this server".to_string(),
        "• **Match threads**: Death Matches only — this server".to_string(),
        format!(
            "  ⚠️ The thread of Match #999999999 could not be opened: the bot may not create \
             public threads in <#{ID}> : the match"
        ),
        "• **Event reminders**: 7d, 1d, 1h, 10m, 1m before a scheduled event — this server"
            .to_string(),
        "• **Check-in window**: opens 1d before the start — this server".to_string(),
        "• **Time zone**: America/Argentina/ComodRivadavia (times typed without a zone) — this server".to_string(),
        format!("Last change: Challenge expiry by <@{ID}> <t:1900000000:R>"),
    ] {
        let expected = expected.replace(" : the match", ": the match");
        assert!(
            lines.iter().any(|l| l.starts_with(&expected)),
            "no line {expected:?} in\n{text}"
        );
    }
}
