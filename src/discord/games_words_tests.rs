//! The games' shared pieces (every table's title, clock and footer, how a match ended, the
//! bot's hint, the table's buttons) rendered in every shipped language with long values
//! (19-digit ids, a long tournament reason), against Discord's limits, with no raw key or
//! brace left; and German tables that are not English ones. Named for `cargo test words`.

use super::games::{self, footer, hint_line, not_mine, outcome_line, title};
use crate::model::MatchInfo;
use crate::rules::duel::Duel;
use crate::rules::{BySeat, EndReason, Game, Outcome, Seat, Table};
use crate::words::Lang;

use crate::discord::limits::CONTENT;
/// A 19-digit user id, the longest Discord gives.
const ID: u64 = 1_234_567_890_123_456_789;

fn duel_info() -> (Table<Duel>, MatchInfo) {
    let table = Table::<Duel>::new(Default::default(), 3, Seat::A, 5);
    let mut info = games::tests::info_of(&table, 1);
    info.players = BySeat::new(ID, ID - 1);
    info.id = 9_999_999;
    info.strikes = BySeat::new(4, 3);
    (table, info)
}

fn outcomes() -> Vec<Outcome> {
    let win = |reason| Outcome::Win {
        winner: Seat::B,
        reason,
    };
    vec![
        Outcome::Draw,
        win(EndReason::Play),
        win(EndReason::Forfeit),
        win(EndReason::Resignation),
    ]
}

/// Every shared line, for one language.
fn lines(lang: Lang) -> Vec<String> {
    let (_, mut info) = duel_info();
    let mut out = vec![
        title(lang, &info),
        footer(lang, &info, "to move"),
        hint_line(lang, "play 7♠"),
        not_mine(lang),
        games::clock(lang, &info),
    ];
    for max in [1, 3, 5] {
        info.settings.max_strikes = max;
        for outcome in outcomes() {
            out.push(outcome_line(lang, &info, outcome));
        }
    }
    out
}

fn assert_clean(lang: Lang, text: &str) {
    assert!(text.chars().count() <= CONTENT, "{}: {text}", lang.tag());
    assert!(!text.contains('{'), "{}: a brace in {text}", lang.tag());
    assert!(
        !text.contains("games-"),
        "{}: a raw key in {text}",
        lang.tag()
    );
    assert!(!text.trim().is_empty(), "{}: empty", lang.tag());
}

#[test]
fn words_every_shared_game_line_fits_in_every_language() {
    for lang in Lang::all() {
        for line in lines(lang) {
            assert_clean(lang, &line);
        }
        let (table, info) = duel_info();
        let screen = games::table(
            lang,
            &info,
            &crate::model::AnyPublic::Duel(table.game().public_view()),
        );
        assert_clean(lang, &screen.text);
    }
}

#[test]
fn words_the_english_shared_lines_read_as_before() {
    let (_, mut info) = duel_info();
    info.settings.max_strikes = 1;
    let forfeit = Outcome::Win {
        winner: Seat::A,
        reason: EndReason::Forfeit,
    };
    assert_eq!(
        outcome_line(Lang::ENGLISH, &info, forfeit),
        format!("🏆 <@{ID}> wins: <@{}> missed a turn and forfeits.", ID - 1)
    );
    info.settings.max_strikes = 3;
    assert!(outcome_line(Lang::ENGLISH, &info, forfeit).contains("missed 3 turns"));
    assert_eq!(
        hint_line(Lang::ENGLISH, "play 7♠"),
        "💡 **What would the bot do?** It would play 7♠."
    );
}

#[test]
fn words_a_german_table_is_not_the_english_one() {
    let german = Lang::from_tag("de").unwrap();
    let english = lines(Lang::ENGLISH);
    for (en, de) in english.iter().zip(lines(german)) {
        assert_ne!(*en, de, "left in English");
    }
    let (table, info) = duel_info();
    let public = crate::model::AnyPublic::Duel(table.game().public_view());
    assert_ne!(
        games::table(german, &info, &public).text,
        games::table(Lang::ENGLISH, &info, &public).text
    );
}
