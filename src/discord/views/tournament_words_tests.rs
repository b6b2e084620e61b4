//! Every tournament message rendered in every shipped language with long values (19-digit
//! ids, 32-character names where names are listed, a 100-character tournament name, 256
//! players and 128 boards), against Discord's limits: a message's content within 2,000
//! characters, a button's label within 80; no raw key or Fluent brace left. And German
//! words every line of a standings post and every event, refusal and reply differently
//! from English (no leftover English). Named for `cargo test words`.

use super::*;
use crate::discord::refusals::tournament as refusal;
use crate::model::tournaments::{
    Board, BoardGame, Entrant, Pairing, TournamentError, MAX_NAME_LEN,
};
use crate::model::{MatchSettings, Place};
use crate::rules::{GameKind, Seat};
use std::collections::{BTreeMap, HashMap};

use crate::discord::limits::{BUTTON_LABEL, CONTENT};
/// A 19-digit id, the longest Discord gives.
const BIG: u64 = 9_223_372_036_854_775_807;

fn tournament(status: Status, format: Format) -> Tournament {
    Tournament {
        id: i64::MAX,
        place: Place {
            guild: BIG,
            channel: BIG - 1,
        },
        name: "N".repeat(MAX_NAME_LEN),
        game: GameKind::Duel,
        format,
        organiser: BIG - 2,
        settings: MatchSettings {
            target: Some(999_999),
            turn_seconds: 604_800,
            max_strikes: 5,
        },
        rated: true,
        asked_rounds: None,
        rounds: Some(8),
        max_players: 256,
        status,
        round: if status == Status::Signup { 0 } else { 7 },
        signup_closes_at: 4_102_444_800_000,
        message_id: None,
        revision: 1,
        drawn_revision: 0,
        created_at: 0,
    }
}

/// 256 players with 19-digit ids, every one dropped (the longest line), 128 boards of
/// every kind, linked to their tables.
fn big_view(status: Status, format: Format) -> TournamentView {
    let t = tournament(status, format);
    let round = t.round;
    let entrants = (0..256)
        .map(|i| Entrant {
            user: BIG - 300 + i,
            order: i as u32,
            rating: None,
            dropped: Some(1),
        })
        .collect();
    let results = [
        Some(PairResult::A),
        Some(PairResult::B),
        Some(PairResult::Draw),
        Some(PairResult::Walkover),
        None,
    ];
    let pairings = (0..128u32)
        .map(|board| Pairing {
            round,
            board,
            a: BIG - 300 + u64::from(board) * 2,
            b: (board % 7 != 6).then_some(BIG - 299 + u64::from(board) * 2),
            result: results[board as usize % results.len()],
        })
        .collect();
    let games = (0..128u32)
        .map(|board| {
            let game = BoardGame {
                match_id: i64::MAX - i64::from(board),
                channel: BIG - 3,
                message_id: (board % 3 != 0).then_some(BIG - 4),
                finished: board % 2 == 0,
            };
            (board, game)
        })
        .collect::<BTreeMap<_, _>>();
    TournamentView {
        tournament: t,
        entrants,
        pairings,
        games,
        names: (0..256).map(|i| (BIG - 300 + i, "W".repeat(32))).collect(),
    }
}

/// Fails on a text over `max` characters, or with a raw key or a Fluent brace left in it.
fn check(what: &str, text: &str, max: usize) {
    let n = text.chars().count();
    assert!(n <= max, "{what}: {n} characters, over {max}:\n{text}");
    assert!(!text.contains("tournament-"), "{what}: a raw key:\n{text}");
    assert!(
        !text.contains('{') && !text.contains('}'),
        "{what}: a brace:\n{text}"
    );
}

fn labels(screen: &Screen) -> Vec<String> {
    let rows = serde_json::to_value(&screen.rows).unwrap();
    let mut out = Vec::new();
    for row in rows.as_array().unwrap() {
        for c in row["components"].as_array().unwrap() {
            out.extend(c["label"].as_str().map(str::to_string));
        }
    }
    out
}

/// Every event a tournament posts, with long values.
fn every_event(format: Format) -> Vec<Event> {
    let view = big_view(Status::Finished, format);
    // A round's post with as many boards as English keeps within one post (128 boards of
    // 19-digit ids go over: the herald cuts them into several posts, tested below).
    let boards = (0..20u32)
        .map(|board| PairedBoard {
            board: Board {
                board,
                a: BIG - board as u64,
                b: (board % 5 != 4).then_some(BIG - 200 - board as u64),
            },
            match_id: (board % 3 != 0).then_some(i64::MAX - i64::from(board)),
        })
        .collect();
    let reason = Some("R".repeat(200));
    vec![
        Event::Started {
            players: 256,
            rounds: 255,
            by: Some(BIG),
        },
        Event::Started {
            players: 1,
            rounds: 1,
            by: None,
        },
        Event::Cancelled {
            why: Cancelled::TooFew { players: 1 },
        },
        Event::Cancelled {
            why: Cancelled::ByOrganiser {
                by: BIG,
                reason: reason.clone(),
            },
        },
        Event::Paired { round: 254, boards },
        Event::Replayed {
            round: 254,
            old: i64::MAX - 1,
            new: i64::MAX,
            players: (BIG, BIG - 1),
            voided: true,
        },
        Event::Replayed {
            round: 254,
            old: i64::MAX - 1,
            new: i64::MAX,
            players: (BIG, BIG - 1),
            voided: false,
        },
        Event::Dropped {
            player: BIG,
            by: BIG,
            reason: None,
            forfeits: None,
        },
        Event::Dropped {
            player: BIG,
            by: BIG - 1,
            reason: reason.clone(),
            forfeits: Some(i64::MAX),
        },
        Event::Ruled {
            match_id: i64::MAX,
            by: BIG,
            ruling: Ruling::Award {
                winner: Seat::A,
                reason: crate::model::AwardReason::Given("R".repeat(200)),
            },
            winner: None,
        },
        Event::Ruled {
            match_id: i64::MAX,
            by: BIG,
            ruling: Ruling::Void {
                reason: "R".repeat(200),
            },
            winner: Some(BIG),
        },
        Event::Ended {
            by: Some(BIG),
            reason,
            standings: view.standings(),
        },
        Event::Ended {
            by: None,
            reason: None,
            standings: view.standings(),
        },
    ]
}

/// Every refusal of a tournament command, with long values.
fn every_refusal() -> Vec<TournamentError> {
    use TournamentError as E;
    let (tournament, player, match_id) = (i64::MAX, BIG, i64::MAX);
    let mut all = vec![
        E::NoReason,
        E::ReasonTooLong { max: usize::MAX },
        E::BadName { max: usize::MAX },
        E::BadRounds { max: u32::MAX },
        E::BadTurnSeconds {
            min: u32::MAX,
            max: u32::MAX,
        },
        E::BadMaxPlayers {
            min: u32::MAX,
            max: u32::MAX,
        },
        E::BadSignupMinutes { max: u32::MAX },
        E::NoSuchTournament { tournament },
        E::NotOnThisServer { tournament },
        E::AlreadyJoined { tournament },
        E::Full {
            tournament,
            players: u32::MAX,
        },
        E::LeaveStarted { tournament },
        E::NotSignedUp { tournament },
        E::TooFew {
            tournament,
            players: u32::MAX,
            min: u32::MAX,
        },
        E::NotAnEntrant { tournament, player },
        E::AlreadyDropped { tournament, player },
        E::AwardToOutsider { match_id },
        E::NotATournamentMatch { match_id },
    ];
    for format in Format::ALL {
        all.push(E::RoundsNotSwiss { format });
    }
    for status in [
        Status::Signup,
        Status::Playing,
        Status::Finished,
        Status::Cancelled,
    ] {
        all.push(E::NotSigningUp { tournament, status });
        all.push(E::Over { tournament, status });
    }
    all
}

/// The replies of the commands and the buttons, with long values, by key.
fn every_reply(lang: Lang) -> Vec<(&'static str, String)> {
    let (id, name, player) = (i64::MAX.to_string(), "N".repeat(MAX_NAME_LEN), mention(BIG));
    let relative = "<t:4102444800:R>".to_string();
    let start =
        crate::discord::lang::command_with(lang, "tournament start", &[("tournament", id.clone())]);
    let create = crate::discord::lang::command(lang, "tournament create");
    let keys = [
        "tournament-reply-created",
        "tournament-reply-started",
        "tournament-reply-you-off-signup",
        "tournament-reply-off-signup",
        "tournament-reply-you-out",
        "tournament-reply-out",
        "tournament-reply-awarded",
        "tournament-reply-voided",
        "tournament-reply-called-off",
        "tournament-reply-over",
        "tournament-list-empty",
        "tournament-list-title",
        "tournament-list-signing-up",
        "tournament-list-round",
        "tournament-list-finished",
        "tournament-list-called-off",
        "tournament-no-page",
        "tournament-joined",
        "tournament-left",
        "tournament-web",
    ];
    let mut out = Vec::new();
    for pages in [1, 22] {
        let args = || {
            Args::new()
                .str("id", &id)
                .str("name", &name)
                .str("player", &player)
                .str("match", &id)
                .str("tournament", &name)
                .str("relative", &relative)
                .str("start", &start)
                .str("create", &create)
                .str("round", "254")
                .str("rounds", "255")
                .num("pages", pages)
                .str("page", "4294967295")
        };
        // Worded with their emphasised words, as the commands word them.
        out.extend(
            keys.iter()
                .map(|&key| (key, crate::discord::text::emphasised(lang, key, args()))),
        );
    }
    out
}

#[test]
fn every_tournament_message_in_every_language_is_within_discords_limits() {
    let statuses = [
        Status::Signup,
        Status::Cancelled,
        Status::Playing,
        Status::Finished,
    ];
    for lang in Lang::all() {
        for format in Format::ALL {
            for status in statuses {
                let view = big_view(status, format);
                for page in 0..standings_pages(&view) {
                    let screen = standings_screen(lang, &view, page);
                    let what = format!("{} {status:?} {format:?} page {page}", lang.tag());
                    check(&what, &screen.text, CONTENT);
                    for label in labels(&screen) {
                        check(&what, &label, BUTTON_LABEL);
                    }
                }
            }
            for event in every_event(format) {
                let t = tournament(Status::Playing, format);
                let what = format!("{} {event:?}", lang.tag());
                check(&what, &event_text(lang, &t, &event), CONTENT);
            }
        }
        for error in every_refusal() {
            let what = format!("{} {error:?}", lang.tag());
            check(&what, &refusal(lang, &error), CONTENT);
        }
        for (key, reply) in every_reply(lang) {
            check(&format!("{} {key}", lang.tag()), &reply, CONTENT);
        }
        check(lang.tag(), &plain(lang, "tournament-web"), BUTTON_LABEL);
    }
}

/// A small tournament, as a channel sees it.
fn small_view(status: Status, format: Format) -> TournamentView {
    let mut view = big_view(status, format);
    view.entrants.truncate(5);
    view.tournament.rounds = Some(3);
    view.tournament.round = view.tournament.round.min(1);
    for p in &mut view.pairings {
        p.round = view.tournament.round;
    }
    view.entrants[0].dropped = None;
    view.pairings.truncate(5);
    view.names = HashMap::new();
    view
}

#[test]
fn german_words_every_tournament_line_differently_from_english() {
    let german = Lang::from_tag("de").unwrap();
    let worded = |line: &str| line.chars().filter(|c| c.is_alphabetic()).count() > 1;
    for format in Format::ALL {
        for status in [Status::Signup, Status::Playing, Status::Finished] {
            let view = small_view(status, format);
            let english = standings_screen(Lang::ENGLISH, &view, 0).text;
            let deutsch = standings_screen(german, &view, 0).text;
            let (en, de): (Vec<&str>, Vec<&str>) =
                (english.lines().collect(), deutsch.lines().collect());
            assert_eq!(en.len(), de.len(), "{english}\n---\n{deutsch}");
            for (e, d) in en.iter().zip(&de) {
                if worded(e) {
                    assert_ne!(e, d, "left in English ({status:?} {format:?})");
                }
            }
            let buttons = |lang| labels(&public_screen(lang, &view));
            if status == Status::Signup {
                assert_ne!(buttons(Lang::ENGLISH), buttons(german));
            }
        }
        for event in every_event(format) {
            let t = tournament(Status::Playing, format);
            let (e, d) = (
                event_text(Lang::ENGLISH, &t, &event),
                event_text(german, &t, &event),
            );
            for (e, d) in e.lines().zip(d.lines()) {
                if worded(e) {
                    assert_ne!(e, d, "left in English: {event:?}");
                }
            }
        }
    }
    for error in every_refusal() {
        assert_ne!(
            refusal(Lang::ENGLISH, &error),
            refusal(german, &error),
            "{error:?}"
        );
    }
    for ((key, e), (_, d)) in every_reply(Lang::ENGLISH)
        .into_iter()
        .zip(every_reply(german))
    {
        assert_ne!(e, d, "{key} left in English");
    }
}

#[test]
fn a_round_of_128_boards_is_posted_whole_in_several_posts_in_every_language() {
    let boards: Vec<PairedBoard> = (0..128u32)
        .map(|board| PairedBoard {
            board: Board {
                board,
                a: BIG - u64::from(board),
                b: Some(BIG - 200 - u64::from(board)),
            },
            match_id: Some(i64::MAX - i64::from(board)),
        })
        .collect();
    let t = tournament(Status::Playing, Format::Swiss);
    let events = [Event::Paired { round: 1, boards }];
    for lang in Lang::all() {
        let posts: Vec<String> = events
            .iter()
            .flat_map(|event| said(lang, &t, event))
            .collect();
        assert!(posts.len() > 1, "{}: one post", lang.tag());
        let all: String = posts.concat();
        for post in &posts {
            check(lang.tag(), post, CONTENT);
        }
        for board in 0..128u64 {
            for player in [BIG - board, BIG - 200 - board] {
                let mention = crate::discord::text::mention(player);
                assert_eq!(
                    all.matches(&mention).count(),
                    1,
                    "{}: {mention}",
                    lang.tag()
                );
            }
        }
    }
}
