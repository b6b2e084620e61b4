//! Seeded matches played to the end with the rules, their records replayed as the match
//! page replays them, and every step drawn; each game's own checks are in its module.

use super::*;
use crate::model::fairness::{
    Decimal, MatchRecordFile, RecordAction, RecordResult, FORMAT, FORMULA,
};
use crate::model::replay::ReplayStep;
use crate::model::{AnyTable, MatchSettings, MatchStatus, Place};
use std::collections::HashMap;

/// The pages in English, as a server that chose no language sees them.
fn english() -> Voice {
    Voice::new(crate::words::Lang::ENGLISH, None)
}

const ANN: u64 = 101;
const BOB: u64 = 202;

/// How a test match ends.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ending {
    /// Played out (resigned by seat B if it runs past a few thousand actions).
    Play,
    /// Seat B resigns after this many actions.
    Resign(usize),
    /// The host rules seat B out after this many actions.
    Forfeit(usize),
}

/// The actions of a seeded match of `game`, with its table at the end: random moves,
/// and the clock run out on actions 5 and 41.
fn play(
    game: GameKind,
    seed: u64,
    settings: &MatchSettings,
    ending: Ending,
) -> (AnyTable, Vec<(Seat, serde_json::Value)>) {
    let mut table = AnyTable::new(game, settings, seed, Seat::A);
    let mut rng = crate::cards::rng_from_seed(seed);
    let mut actions = Vec::new();
    for turn in 0..5000 {
        let Some(seat) = table.to_move() else { break };
        match ending {
            Ending::Resign(n) if n == turn => {
                table.resign(Seat::B).unwrap();
            }
            Ending::Forfeit(n) if n == turn => {
                table.forfeit(Seat::B).unwrap();
            }
            _ if turn == 4999 => {
                table.resign(Seat::B).unwrap();
            }
            _ if turn == 5 || turn == 41 => {
                table.timeout().unwrap();
            }
            _ => {
                let mv = table.random_move(&mut rng).unwrap();
                table.play(seat, mv).unwrap();
            }
        }
        let action = table.last_action_json().unwrap();
        actions.push((
            table.last_action_seat().unwrap(),
            serde_json::from_str(&action).unwrap(),
        ));
    }
    (table, actions)
}

/// The finished match's record, as storage would give it.
fn record(
    game: GameKind,
    seed: u64,
    settings: MatchSettings,
    table: &AnyTable,
    actions: &[(Seat, serde_json::Value)],
) -> MatchRecordFile {
    let dealt = AnyTable::new(game, &settings, seed, Seat::A);
    MatchRecordFile {
        format: FORMAT.into(),
        match_id: 7,
        game,
        settings,
        options: table.options_json(),
        players: BySeat::new(Decimal(ANN), Decimal(BOB)),
        started_at: 0,
        seed: Decimal(seed),
        salt: None,
        commitment: None,
        commitment_formula: FORMULA.into(),
        toss: crate::rules::toss::for_game(seed),
        choice: None,
        first: Seat::A,
        deal: BySeat::from_fn(|seat| dealt.view_json(seat)),
        actions: actions
            .iter()
            .enumerate()
            .map(|(i, (seat, action))| RecordAction {
                number: i as u32 + 1,
                seat: *seat,
                at: 1000 * i as i64,
                action: action.clone(),
            })
            .collect(),
        result: RecordResult {
            outcome: table.outcome(),
            void: None,
            scores: table.scores(),
            finished_at: 1_000_000,
        },
        deathmatch: None,
        host_actions: Vec::new(),
    }
}

/// The finished match's info, as the page reads it.
fn info(game: GameKind, settings: MatchSettings, table: &AnyTable) -> MatchInfo {
    MatchInfo {
        id: 7,
        place: Place {
            guild: 1,
            channel: 2,
        },
        message_id: Some(3),
        game,
        players: BySeat::new(ANN, BOB),
        settings,
        version: 40,
        deadline: None,
        status: MatchStatus::Finished,
        created_at: 0,
        toss: None,
        picker: None,
        table_outcome: table.outcome(),
        revision: 0,
        table_revision: 0,
        dm: None,
        bot: None,
        thread: Default::default(),
        tournament: None,
        to_move: None,
        outcome: table.outcome(),
        strikes: table.strikes(),
        scores: table.scores(),
        commitment: None,
    }
}

/// The page of a seeded match of `game` between players named `names`, ended as said.
pub(super) fn match_page(game: GameKind, seed: u64, names: [&str; 2], ending: Ending) -> MatchPage {
    // Each game's own target: long enough for a few rounds, deals or clashes.
    let settings = MatchSettings {
        target: None,
        turn_seconds: 30,
        max_strikes: 5,
    };
    let (table, actions) = play(game, seed, &settings, ending);
    assert!(table.outcome().is_some(), "{game} seed {seed} did not end");
    let record = record(game, seed, settings, &table, &actions);
    let replay = MatchReplay::of_record(info(game, settings, &table), &record).unwrap();
    MatchPage {
        guild: 1,
        replay,
        commitment: record.commitment,
        names: HashMap::from([(ANN, names[0].to_string()), (BOB, names[1].to_string())]),
    }
}

/// A seeded match of `game` between Ann and Bob, played out.
pub(super) fn page_of(game: GameKind, seed: u64) -> MatchPage {
    match_page(game, seed, ["Ann", "Bob"], Ending::Play)
}

/// Every step of the page, drawn.
pub(super) fn render_all(page: &MatchPage) -> Vec<String> {
    (0..=page.replay.last())
        .map(|s| {
            let html = step(&english(), page, s).into_string();
            assert!(html.contains(&format!(r#"data-step="{s}""#)), "{html}");
            html
        })
        .collect()
}

/// The public part of a drawn step: its table, without the action or events.
pub(super) fn public_part(html: &str) -> &str {
    let start = html.find(r#"<div class="public">"#).unwrap_or(html.len());
    &html[start..]
}

/// A finished match's steps show what its channel showed by then and nothing more: no
/// hand, no set-up, not even at the end.
#[test]
fn no_step_of_a_finished_match_shows_a_card_its_channel_never_showed() {
    for game in GameKind::ALL {
        for seed in 0..3 {
            let page = page_of(game, seed);
            let mut scanned = 0;
            for (s, html) in render_all(&page).iter().enumerate() {
                let public = page.replay.public_cards(s);
                for card in crate::cards::cards_in_text(html) {
                    assert!(
                        public.contains(&card),
                        "{game} seed {seed} step {s} shows {card}, never shown: {html}"
                    );
                    scanned += 1;
                }
            }
            // Shape Clash has no playing cards; every other game's steps show some.
            assert_eq!(
                scanned > 0,
                game != GameKind::ShapeClash,
                "{game} seed {seed}"
            );
        }
    }
}

#[test]
fn every_step_of_every_game_renders_and_past_the_end_is_the_end() {
    for game in GameKind::ALL {
        for seed in 0..3 {
            let page = page_of(game, seed);
            let steps = render_all(&page);
            assert!(steps.len() > 2, "{game}");
            assert_eq!(
                step(&english(), &page, usize::MAX).into_string(),
                steps[steps.len() - 1]
            );
            assert!(steps[0].contains("The table as dealt."), "{game}");
            assert!(
                steps.iter().any(|s| s.contains(" ran out of time: ")),
                "{game}"
            );
            assert!(
                steps.iter().any(|s| s.contains("Missed turns: Ann ")),
                "{game}"
            );
        }
    }
}

#[test]
fn a_hostile_player_name_is_escaped_in_every_game() {
    let names = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
    ];
    for game in GameKind::ALL {
        let page = match_page(game, 1, names, Ending::Play);
        for html in render_all(&page) {
            assert!(!html.contains("<script>alert"), "{game}: {html}");
            assert!(!html.contains("<img src=x"), "{game}: {html}");
            assert!(
                html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
                "{game}: {html}"
            );
        }
    }
}

#[test]
fn no_step_before_the_end_shows_the_result() {
    for game in GameKind::ALL {
        let page = page_of(game, 2);
        let steps = render_all(&page);
        let (last, before) = steps.split_last().unwrap();
        assert!(last.contains(r#"<p class="result">"#), "{game}: {last}");
        assert!(!last.contains(r#"<p class="next">"#), "{game}");
        for (i, html) in before.iter().enumerate() {
            assert!(!html.contains(r#"<p class="result">"#), "{game} step {i}");
            assert!(
                html.contains(r#"<p class="next">Next: "#),
                "{game} step {i}"
            );
        }
    }
}

#[test]
fn resignations_and_host_forfeits_are_worded_with_the_names() {
    for game in GameKind::ALL {
        let page = match_page(game, 3, ["Ann", "Bob"], Ending::Resign(3));
        let last = step(&english(), &page, usize::MAX).into_string();
        assert!(
            last.contains(r#"<p class="action">Bob resigned.</p>"#),
            "{game}: {last}"
        );
        assert!(last.contains("Ann wins: Bob resigned."), "{game}: {last}");
        let page = match_page(game, 3, ["Ann", "Bob"], Ending::Forfeit(4));
        let last = step(&english(), &page, usize::MAX).into_string();
        assert!(
            last.contains("The host ruled Bob out: they forfeit."),
            "{game}: {last}"
        );
        assert!(last.contains("Ann wins: Bob forfeits."), "{game}: {last}");
    }
}

#[test]
fn a_replay_that_does_not_read_is_a_line_not_a_panic() {
    let mut page = page_of(GameKind::Clash, 4);
    // Hands of another game before a move: the move cannot be put in words.
    let duel = page_of(GameKind::Duel, 4);
    page.replay.steps[1].views = duel.replay.steps[0].views.clone();
    let html = step(&english(), &page, 2).into_string();
    assert!(html.contains(" moved (unreadable step)."), "{html}");
    page.replay.steps = Vec::<ReplayStep>::new();
    for s in [0, 1, usize::MAX] {
        assert!(step(&english(), &page, s)
            .into_string()
            .contains(UNREADABLE));
    }
}

/// The words of a drawn step: its text between the tags, each piece trimmed.
fn pieces(html: &str) -> Vec<String> {
    html.split('<')
        .filter_map(|part| part.split_once('>').map(|(_, text)| text.trim()))
        .filter(|text| !text.is_empty())
        .map(str::to_string)
        .collect()
}

/// The words a piece of English may share with a translation: the players' names, the
/// games' names, and words the languages spell alike.
const SHARED: [&str; 16] = [
    "ann", "bob", "clash", "duel", "tile", "poker", "shape", "clubbed", "pile", "total", "option",
    "final", "flush", "flash", "score", "points",
];

/// Whether a piece has a word of three letters or more that is not shared.
fn wordy(piece: &str) -> bool {
    piece
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| w.len() >= 3 && !SHARED.contains(&w.to_ascii_lowercase().as_str()))
}

/// Every step of a seeded match of every game, and the live table of each, in every
/// language: nothing raw (no key, no `{`) and each step's words present.
#[test]
fn every_step_of_every_game_renders_in_every_language() {
    let long = "L".repeat(32);
    for game in GameKind::ALL {
        let page = match_page(game, 1, [&long, "Bob"], Ending::Play);
        for lang in crate::words::Lang::all() {
            let v = Voice::new(lang, None);
            let live = page
                .replay
                .steps
                .iter()
                .map(|at| live(&v, &at.info, Some(&at.public), &page.names).into_string());
            let steps = (0..=page.replay.last()).map(|s| step(&v, &page, s).into_string());
            for html in steps.chain(live) {
                assert!(!html.contains('{'), "{game} {}: {html}", lang.tag());
                for prefix in [
                    "frames-", "clash-", "clubbed-", "duel-", "shape-", "tile-", "web-",
                ] {
                    let raw = pieces(&html).into_iter().any(|p| p.contains(prefix));
                    assert!(!raw, "{game} {}: {prefix}: {html}", lang.tag());
                }
            }
        }
    }
}

/// In French and Japanese, no piece of a step's words is left as the English one (names,
/// cards, numbers and the games' names may be equal), for every step of a match of each
/// game; and Japanese has no English word at all.
#[test]
fn french_and_japanese_steps_leave_no_english() {
    use crate::words::Lang;
    let mut left = std::collections::BTreeSet::new();
    for game in GameKind::ALL {
        let page = page_of(game, 2);
        let english: Vec<Vec<String>> = (0..=page.replay.last())
            .map(|s| pieces(&step(&self::english(), &page, s).into_string()))
            .collect();
        let vocabulary: std::collections::HashSet<String> = english
            .iter()
            .flatten()
            .flat_map(|p| {
                p.split(|c: char| !c.is_ascii_alphabetic())
                    .map(str::to_string)
            })
            .filter(|w| wordy(w))
            .collect();
        for tag in ["fr", "ja"] {
            let v = Voice::new(Lang::from_tag(tag).unwrap(), None);
            for (s, en) in english.iter().enumerate() {
                let html = step(&v, &page, s).into_string();
                for piece in pieces(&html) {
                    if en.contains(&piece) && wordy(&piece) {
                        left.insert(format!("{game} {tag}: {piece:?} is English"));
                    }
                    let english = piece
                        .split(|c: char| !c.is_ascii_alphabetic())
                        .find(|w| vocabulary.contains(*w));
                    if let (Some(word), "ja") = (english, tag) {
                        left.insert(format!("{game} ja: {word:?} in {piece:?}"));
                    }
                }
            }
        }
    }
    assert!(left.is_empty(), "{left:#?}");
}

/// A Death Match awarded for a no-show says so in the reader's language, naming the
/// player who did not come: the reason is a value, not words stored in one language.
#[test]
fn a_no_show_award_is_worded_in_the_readers_language_with_the_name() {
    let page = match_page(GameKind::Duel, 3, ["Ann", "Bob"], Ending::Resign(3));
    let mut info = page.replay.info.clone();
    info.dm = Some(crate::model::DeathMatch {
        host: 9,
        event: None,
        reserve_seconds: 0,
        reserves_ms: BySeat::new(0, 0),
        running_reserve: None,
        draw_to_dmo: true,
        paused: None,
        ruling: Some(Ruling::Award {
            winner: Seat::A,
            reason: crate::model::AwardReason::NoShow {
                missing: BOB,
                schedule: 12,
            },
        }),
    });
    let names: HashMap<u64, String> = [(ANN, "Ann".into()), (BOB, "Bob".into())].into();
    let english = result(&english(), &names, &info).unwrap();
    assert!(
        english.contains("Bob did not check in for Scheduled Death Match #12"),
        "{english}"
    );
    let french = Voice::new(crate::words::Lang::from_tag("fr").unwrap(), None);
    let french = result(&french, &names, &info).unwrap();
    assert!(french.contains("Bob") && french.contains("#12"), "{french}");
    assert!(!french.contains("did not check in"), "{french}");
}
