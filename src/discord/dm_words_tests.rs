//! Every message of Death Matches, challenges, practice, /games, /resign and match threads
//! rendered in every shipped language with long values (19-digit ids and mentions,
//! 32-character names, 100-character event names, 300-character reasons), against
//! Discord's limits: a message's content within 2,000 characters without being cut, a
//! button's label within 80, a thread's name within 100; no raw key or `{` left. And the
//! languages other than English really are other languages. Named for `cargo test words`.

use super::commands::deathmatch::list_text;
use super::commands::play::game_line;
use super::refusals::host;
use super::views::challenge::{
    accepted_screen, challenge_screen, closed_screen, confirm_resign_row, practice_line,
    ChallengeEnd,
};
use super::views::deathmatch::{
    action_text, intervention_line, result_text, ruling_line, ruling_text, start_message,
    summary_line, Intervention,
};
use super::views::threads::{result_in_channel, thread_name, thread_starter};
use super::views::Screen;
use crate::ai::Level;
use crate::model::deathmatch::{HostError, MAX_EVENT_LEN, MAX_REASON_LEN};
use crate::model::{
    BotSeat, Challenge, ChallengeStatus, DeathMatch, DmSummary, MatchInfo, MatchSettings,
    MatchStatus, MatchThread, Place, Ruling, UserId,
};
use crate::rules::{BySeat, EndReason, GameKind, Outcome, Seat};
use crate::words::{plain, text, Args, Lang};
use std::collections::HashMap;

use crate::discord::limits::{BUTTON_LABEL, CONTENT, THREAD_NAME};

/// A 19-digit id, the longest Discord gives (a user, a channel, a match number here).
const ID: u64 = 1_234_567_890_123_456_789;
const MATCH: i64 = 1_234_567_890_123_456_789;
const DEADLINE: i64 = 1_900_000_000_000;

fn users() -> BySeat<UserId> {
    BySeat::new(ID, ID - 1)
}

/// A 32-character display name, Discord's longest.
fn names() -> HashMap<UserId, String> {
    HashMap::from([(ID, "W".repeat(32)), (ID - 1, "M".repeat(32))])
}

fn long(n: usize) -> String {
    "W".repeat(n)
}

/// A running, timed Death Match with the longest event name and a reserve, its DMO picking.
fn dm_info(game: GameKind) -> MatchInfo {
    let table =
        crate::rules::Table::<crate::rules::clash::Clash>::new(Default::default(), 7, Seat::A, 5);
    let mut info = crate::discord::games::tests::info_of(&table, 1);
    info.id = MATCH;
    info.game = game;
    info.players = users();
    info.place = Place {
        guild: ID,
        channel: ID,
    };
    info.settings = MatchSettings {
        target: Some(99_999),
        turn_seconds: 86_400,
        max_strikes: 99,
    };
    info.deadline = Some(DEADLINE);
    info.picker = Some(Seat::B);
    info.commitment = Some("f".repeat(64));
    info.dm = Some(DeathMatch {
        host: ID - 2,
        event: Some(long(MAX_EVENT_LEN)),
        reserve_seconds: 86_400,
        reserves_ms: BySeat::default(),
        running_reserve: None,
        draw_to_dmo: true,
        paused: None,
        ruling: None,
    });
    info
}

/// The same Death Match in each state its host's list tells apart.
fn dm_states() -> Vec<MatchInfo> {
    let base = dm_info(GameKind::TilePoker);
    let with = |f: &dyn Fn(&mut MatchInfo)| {
        let mut info = base.clone();
        f(&mut info);
        info
    };
    let ruled = |ruling: Ruling| {
        move |i: &mut MatchInfo| {
            i.status = MatchStatus::Finished;
            i.picker = None;
            if let Some(dm) = i.dm.as_mut() {
                dm.ruling = Some(ruling.clone());
            }
        }
    };
    let reason = long(MAX_REASON_LEN);
    vec![
        base.clone(),
        with(&ruled(Ruling::Void {
            reason: reason.clone(),
        })),
        with(&ruled(Ruling::Award {
            winner: Seat::B,
            reason: crate::model::AwardReason::Given(reason),
        })),
        // A no-show the bot ruled on, worded in each language.
        with(&ruled(Ruling::Award {
            winner: Seat::B,
            reason: crate::model::AwardReason::NoShow {
                missing: u64::MAX,
                schedule: i64::MAX,
            },
        })),
        with(&|i| {
            i.status = MatchStatus::Finished;
            i.outcome = Some(Outcome::Win {
                winner: Seat::A,
                reason: EndReason::Forfeit,
            });
        }),
        with(&|i| {
            i.status = MatchStatus::Finished;
            i.outcome = Some(Outcome::Draw);
        }),
        with(&|i| i.status = MatchStatus::Finished),
        with(&|i| {
            i.picker = None;
            if let Some(dm) = i.dm.as_mut() {
                dm.paused = Some(DEADLINE);
            }
        }),
        with(&|i| {
            i.picker = None;
            i.to_move = Some(Seat::B);
        }),
        with(&|i| {
            i.picker = None;
            i.to_move = Some(Seat::A);
            i.deadline = None;
        }),
        with(&|i| {
            i.picker = None;
            i.to_move = None;
        }),
    ]
}

fn challenge(open: bool) -> Challenge {
    Challenge {
        id: MATCH,
        place: Place {
            guild: ID,
            channel: ID,
        },
        message_id: Some(ID),
        challenger: ID,
        opponent: (!open).then_some(ID - 1),
        game: GameKind::TilePoker,
        settings: MatchSettings {
            target: Some(99_999),
            turn_seconds: 86_400,
            max_strikes: 99,
        },
        status: ChallengeStatus::Pending,
        match_id: None,
        created_at: 0,
        expires_at: DEADLINE,
    }
}

/// A match of `game` between two people, or against the bot at `level`.
fn plain_match(game: GameKind, bot: Option<Level>, thread: MatchThread) -> MatchInfo {
    let mut info = dm_info(game);
    info.dm = None;
    info.picker = None;
    info.to_move = Some(Seat::A);
    info.thread = thread;
    info.bot = bot.map(|level| BotSeat {
        seat: Seat::B,
        level,
    });
    info
}

fn threads() -> [MatchThread; 3] {
    [
        MatchThread::No,
        MatchThread::Wanted,
        MatchThread::Failed {
            reason: crate::model::ThreadLoss::NoPermission,
        },
    ]
}

fn all_host_errors() -> Vec<HostError> {
    use HostError as E;
    vec![
        E::NoReason,
        E::ReasonTooLong {
            max: MAX_REASON_LEN,
        },
        E::SamePlayers,
        E::HostPlays,
        E::ReserveTooLong { max: u32::MAX },
        E::ReserveUntimed,
        E::EventTooLong { max: MAX_EVENT_LEN },
        E::NotADeathMatch { id: MATCH },
        E::NotTheHost { id: MATCH },
        E::AlreadyPaused,
        E::NotPaused,
        E::BadAddedTime { max: u32::MAX },
        E::Untimed,
        E::NoClockRunning,
        E::AwardToOutsider,
        E::NothingToAward,
        E::NoRematch,
    ]
}

/// Every Death Match message in `lang`, as (what, content).
fn dm_contents(lang: Lang, out: &mut Vec<(String, String)>) {
    let mut add = |what: &str, text: String| out.push((what.to_string(), text));
    for game in [GameKind::Clash, GameKind::TilePoker] {
        for chosen in [None, Some(true), Some(false)] {
            add("start", start_message(lang, &dm_info(game), chosen).text);
        }
    }
    let states = dm_states();
    let reason = long(MAX_REASON_LEN);
    for info in &states {
        add("summary", summary_line(lang, info));
        if let Some((line, reason)) = ruling_line(lang, info) {
            add("ruling", action_text(lang, info.id, &line, Some(&reason)));
            add("ruling text", ruling_text(lang, info).unwrap_or_default());
        }
        for what in [
            Intervention::Paused,
            Intervention::Resumed,
            Intervention::AddedTime { seconds: u32::MAX },
        ] {
            let line = intervention_line(lang, ID, what, info);
            add(
                "host action",
                action_text(lang, info.id, &line, Some(&reason)),
            );
        }
        add("result", result_text(lang, info, &long(1000)));
    }
    let summaries: Vec<DmSummary> = states
        .iter()
        .take(5)
        .map(|info| DmSummary {
            info: info.clone(),
            dm: info.dm.clone().unwrap_or_else(|| unreachable!()),
        })
        .collect();
    let event = long(MAX_EVENT_LEN);
    for event in [None, Some(event.as_str())] {
        add("list", list_text(lang, event, &summaries));
        add("empty list", list_text(lang, event, &[]));
    }
    add("no bots", plain(lang, "dm-no-bots"));
    let id = MATCH.to_string();
    let args = Args::new().str("id", &id);
    add("in thread", text(lang, "dm-started-in-thread", &args));
    for error in all_host_errors() {
        add("refusal", host(lang, &error));
    }
}

/// Every challenge, practice, /games, /resign and thread message in `lang`.
fn match_contents(lang: Lang, out: &mut Vec<(String, String)>) {
    let mut add = |what: &str, text: String| out.push((what.to_string(), text));
    for open in [false, true] {
        let c = challenge(open);
        add("challenge", challenge_screen(lang, &c).text);
        for end in [
            ChallengeEnd::Declined { by: ID },
            ChallengeEnd::Withdrawn,
            ChallengeEnd::Expired,
        ] {
            add("challenge over", closed_screen(lang, &c, end).text);
        }
    }
    for thread in threads() {
        let info = plain_match(GameKind::TilePoker, None, thread.clone());
        add(
            "accepted",
            accepted_screen(lang, &challenge(false), &info).text,
        );
        add("starter", thread_starter(lang, &info).text);
        let mut dm = dm_info(GameKind::TilePoker);
        dm.thread = thread;
        add("dm starter", thread_starter(lang, &dm).text);
    }
    for level in [Level::Easy, Level::Strong, Level::Random] {
        let info = plain_match(GameKind::TilePoker, Some(level), MatchThread::No);
        let line = practice_line(lang, &info);
        add(
            "practice",
            format!("{line} {}", plain(lang, "practice-in-thread")),
        );
    }
    let result = long(1500);
    add("thread result", result_in_channel(lang, &result, ID));
    let info = plain_match(GameKind::TilePoker, None, MatchThread::No);
    let mut theirs = info.clone();
    theirs.to_move = Some(Seat::B);
    let mut over = info.clone();
    over.to_move = None;
    for m in [&info, &theirs, &over] {
        add("games", game_line(lang, m, ID));
    }
    let (id, game) = (MATCH.to_string(), GameKind::TilePoker.to_string());
    let usage = format!("`/{}`", long(64));
    let command = format!("`/{}`", long(64));
    let args = || {
        Args::new()
            .str("id", &id)
            .str("game", &game)
            .str("games", &command)
            .str("command", &command)
            .str("usage", &usage)
            .num("count", 99_999)
    };
    for key in [
        "games-none",
        "games-head",
        "resign-no-such-match",
        "resign-none",
        "resign-confirm",
        "resign-which",
    ] {
        add(key, text(lang, key, &args()));
    }
}

fn contents(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    dm_contents(lang, &mut out);
    match_contents(lang, &mut out);
    out
}

/// Every button label of the area's screens in `lang`.
fn labels(lang: Lang) -> Vec<String> {
    let mut screens: Vec<Screen> = vec![
        challenge_screen(lang, &challenge(false)),
        challenge_screen(lang, &challenge(true)),
    ];
    for game in [GameKind::Clash, GameKind::TilePoker, GameKind::Duel] {
        screens.push(start_message(lang, &dm_info(game), None));
    }
    let mut labels = Vec::new();
    for screen in screens {
        collect_labels(&serde_json::to_value(&screen.rows).unwrap(), &mut labels);
    }
    let ids = [MATCH, MATCH - 1, MATCH - 2, MATCH - 3];
    collect_labels(
        &serde_json::to_value(confirm_resign_row(lang, &ids)).unwrap(),
        &mut labels,
    );
    labels
}

fn collect_labels(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Array(items) => items.iter().for_each(|i| collect_labels(i, out)),
        serde_json::Value::Object(map) => {
            if let Some(serde_json::Value::String(label)) = map.get("label") {
                out.push(label.clone());
            }
            map.values().for_each(|v| collect_labels(v, out));
        }
        _ => {}
    }
}

fn check(problems: &mut Vec<String>, lang: Lang, what: &str, text: &str, limit: usize) {
    let length = text.chars().count();
    // A content cut to the limit ends with `…`: it did not fit.
    let cut = limit == CONTENT && length == CONTENT && text.ends_with('…');
    let raw = text.contains('{') || text.contains("dm-") || text.contains("challenge-");
    if length > limit || cut || raw || text.trim().is_empty() {
        problems.push(format!(
            "{}: {what}: {length} > {limit}: {text}",
            lang.tag()
        ));
    }
}

#[test]
fn every_death_match_and_challenge_message_fits_discords_limits_in_every_language_words() {
    let mut problems = Vec::new();
    for lang in Lang::all() {
        let contents = contents(lang);
        assert!(contents.len() > 80, "{}", contents.len());
        for (what, content) in contents {
            check(&mut problems, lang, &what, &content, CONTENT);
        }
        let labels = labels(lang);
        assert!(labels.len() >= 14, "{labels:?}");
        for label in labels {
            check(&mut problems, lang, "button", &label, BUTTON_LABEL);
        }
        for thread in threads() {
            let mut infos = vec![plain_match(GameKind::TilePoker, None, thread.clone())];
            infos.push(plain_match(
                GameKind::TilePoker,
                Some(Level::Strong),
                thread.clone(),
            ));
            infos.push(dm_info(GameKind::TilePoker));
            for info in infos {
                let name = thread_name(lang, &info, &names());
                check(&mut problems, lang, "thread name", &name, THREAD_NAME);
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// A short thread name is never cut, in any language: 32-character names in a match
/// with a short number.
#[test]
fn a_thread_name_with_long_names_is_whole_in_every_language_words() {
    for lang in Lang::all() {
        let mut info = plain_match(GameKind::TilePoker, None, MatchThread::Wanted);
        info.id = 12;
        let name = thread_name(lang, &info, &names());
        assert!(!name.ends_with('…'), "{}: {name}", lang.tag());
        assert!(name.contains(&"W".repeat(32)), "{}: {name}", lang.tag());
    }
}

/// The area's renderers speak each language, not English with a few words changed.
#[test]
fn no_death_match_or_challenge_text_is_left_in_english_words() {
    let english = contents(Lang::ENGLISH);
    let same_everywhere = ["result", "thread result"];
    for lang in Lang::all().filter(|l| *l != Lang::ENGLISH) {
        let mut left = Vec::new();
        for ((what, words), (_, source)) in contents(lang).iter().zip(&english) {
            if !same_everywhere.contains(&what.as_str()) && words == source {
                left.push(format!("{what}: {words}"));
            }
        }
        for (label, source) in labels(lang).iter().zip(labels(Lang::ENGLISH)) {
            if *label != source {
                continue;
            }
            // The DMO's buttons carry the game's own choice labels after "DMO: ", and My
            // hand is the toss's button: both are worded with the games, not here.
            if !label.starts_with("DMO") && label != "My hand" {
                left.push(format!("button: {label}"));
            }
        }
        let info = dm_info(GameKind::TilePoker);
        if thread_name(lang, &info, &names()) == thread_name(Lang::ENGLISH, &info, &names()) {
            left.push("thread name".into());
        }
        assert!(left.is_empty(), "{}:\n{}", lang.tag(), left.join("\n"));
    }
}

/// The English of the area is as it was: a few whole messages, byte for byte.
#[test]
fn the_english_of_death_matches_and_challenges_is_unchanged_words() {
    let lang = Lang::ENGLISH;
    let mut info = dm_info(GameKind::Duel);
    info.id = 12;
    info.players = BySeat::new(1, 2);
    if let Some(dm) = info.dm.as_mut() {
        dm.host = 3;
        dm.event = Some("Season 4".into());
        dm.reserve_seconds = 90;
    }
    info.settings.turn_seconds = 60;
    info.settings.max_strikes = 5;
    info.deadline = Some(1_700_000_000_000);
    let start = start_message(lang, &info, Some(true)).text;
    assert!(
        start.starts_with(
            "⚔️ **Match #12** · Death Match · Duel\nEC <@1> vs DMO <@2> · host <@3> · event \
             **Season 4**\nClock: 60 s a turn, 5 missed turns forfeit, a reserve of 1:30 each · \
             a draw goes to the DMO\n"
        ),
        "{start}"
    );
    assert!(
        start.contains(
            "No toss: the DMO <@2> picks who goes first (if not by <t:1700000000:R>, the DMO \
             goes first) and chose: **"
        ),
        "{start}"
    );
    assert_eq!(
        intervention_line(lang, 3, Intervention::AddedTime { seconds: 30 }, &info),
        "⏱️ the host <@3> added 30 s to the current turn: the clock runs out <t:1700000000:R>."
    );
    assert_eq!(
        action_text(lang, 12, "x", Some("  because  ")),
        "**Match #12** · x Reason: because"
    );
    info.picker = None;
    info.to_move = Some(Seat::A);
    assert_eq!(
        summary_line(lang, &info),
        "• **#12** Duel · Season 4 · EC <@1> vs DMO <@2> · playing: <@1> to move, clock \
         <t:1700000000:R> · missed turns 0/5 · 0/5"
    );
    let mut c = challenge(false);
    c.id = 4;
    c.challenger = 1;
    c.opponent = Some(2);
    c.settings = MatchSettings {
        target: None,
        turn_seconds: 0,
        max_strikes: 5,
    };
    c.expires_at = 1_700_000_000_000;
    c.game = GameKind::Duel;
    assert_eq!(
        challenge_screen(lang, &c).text,
        "⚔️ **Challenge #4** — <@1> challenges <@2> to **Duel** (untimed).\n<@2>, do you \
         accept? This challenge expires <t:1700000000:R>."
    );
    let mut bot = plain_match(GameKind::Duel, Some(Level::Easy), MatchThread::No);
    bot.id = 9;
    bot.players = BySeat::new(1, 2);
    assert_eq!(
        practice_line(lang, &bot),
        "🤖 **Match #9** — <@1> plays **Duel** against <@2> (easy level). Practice: not \
         rated. The toss follows."
    );
}
