//! Who goes first: the toss post with its winner's two buttons (or a Death Match's start,
//! where the DMO picks), and the commitment line every match's first post carries.

use super::Screen;
use crate::discord::ids::Id;
use crate::discord::text::{bold, match_heading, mention};
use crate::model::MatchInfo;
use crate::rules::toss::Toss;
use crate::rules::GameKind;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// The line of a toss post for a game dealt before the toss; it goes once the choice is made.
pub fn dealt_line(lang: Lang) -> String {
    let button = bold(plain(lang, "games-button-hand"));
    format!(
        "{}\n",
        text(lang, "toss-dealt", &Args::new().str("button", &button))
    )
}

/// The label of a choice: going first (`first`) or second, as the game names it.
pub fn choice_label(lang: Lang, game: GameKind, first: bool) -> String {
    let key = if first { "toss-first" } else { "toss-second" };
    text(lang, key, &Args::new().str("game", game.name()))
}

/// The toss's reveals, a line each (an equal pair says so, and the next one says again).
fn reveal_lines(lang: Lang, info: &MatchInfo, toss: &Toss) -> String {
    let (a, b) = (mention(info.players.a), mention(info.players.b));
    let mut out = String::new();
    for (i, reveal) in toss.reveals.iter().enumerate() {
        let (ca, cb) = (reveal.a.to_string(), reveal.b.to_string());
        let args = Args::new().str("a", &a).str("ca", &ca).str("b", &b);
        let mut line = text(lang, "toss-reveal", &args.str("cb", &cb));
        if i > 0 {
            line = text(lang, "toss-again", &Args::new().str("reveal", &line));
        }
        if reveal.a.rank == reveal.b.rank {
            line = text(lang, "toss-equal", &Args::new().str("reveal", &line));
        }
        out += &line;
        out.push('\n');
    }
    out
}

/// The toss post's last line: who won it, and the choice (to make, made, or the bot's in
/// a moment).
fn winner_line(lang: Lang, info: &MatchInfo, toss: &Toss, chosen: Option<bool>) -> String {
    let who = mention(info.players[toss.winner]);
    let args = Args::new().str("who", &who);
    let bot_chooses = info.bot.is_some_and(|bot| bot.seat == toss.winner);
    match chosen {
        Some(first) => {
            let choice = bold(choice_label(lang, info.game, first));
            text(lang, "toss-wins-chose", &args.str("choice", &choice))
        }
        None if bot_chooses => text(lang, "toss-wins-bot", &args),
        None => text(lang, "toss-wins-choosing", &args),
    }
}

/// The toss post and the winner's two buttons; for a game dealt before the toss (Clash),
/// a My hand button so that both players can look at their cards before the choice.
pub fn toss_message(lang: Lang, info: &MatchInfo, chosen: Option<bool>) -> Screen {
    let Some(toss) = &info.toss else {
        return Screen::default();
    };
    let heading = match_heading(lang, info);
    let args = Args::new().str("match", &heading);
    let mut text = text(lang, "toss-head", &args.str("game", info.game.title()));
    text.push('\n');
    text += &reveal_lines(lang, info, toss);
    text += &commitment_line(lang, info);
    let dealt = crate::model::games::deals_before_toss(info.game) && chosen.is_none();
    if dealt {
        text += &dealt_line(lang);
    }
    text += &winner_line(lang, info, toss, chosen);
    // The bot, winning the toss, chooses by itself in a moment: no buttons for that.
    let bot_chooses = info.bot.is_some_and(|bot| bot.seat == toss.winner);
    let mut buttons = if bot_chooses || chosen.is_some() {
        Vec::new()
    } else {
        choice_buttons(lang, info, "")
    };
    if dealt {
        buttons.push(hand_button(lang, info));
    }
    // Discord refuses an empty row.
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    };
    Screen::new(crate::discord::text::truncate(text), rows)
}

/// The toss post's line with the deal commitment (empty for a match made before
/// commitments). The seed and the salt stay secret until the match ends.
pub fn commitment_line(lang: Lang, info: &MatchInfo) -> String {
    match &info.commitment {
        Some(hash) => format!(
            "{}\n",
            text(
                lang,
                "toss-commitment",
                &Args::new()
                    .str("hash", hash)
                    .str("record", &crate::discord::lang::command(lang, "record")),
            )
        ),
        None => String::new(),
    }
}

/// The chooser's two buttons (go first, go second), their labels after `prefix`.
pub fn choice_buttons(lang: Lang, info: &MatchInfo, prefix: &str) -> Vec<CreateButton> {
    let button = |first: bool| {
        CreateButton::new(
            Id::Choose {
                m: info.id,
                v: info.version,
                first,
            }
            .encode(),
        )
        .label(format!("{prefix}{}", choice_label(lang, info.game, first)))
        .style(ButtonStyle::Primary)
    };
    vec![button(true), button(false)]
}

/// My hand, for a game dealt before the first player is chosen.
pub fn hand_button(lang: Lang, info: &MatchInfo) -> CreateButton {
    CreateButton::new(Id::Hand { m: info.id }.encode())
        .label(plain(lang, "games-button-hand"))
        .style(ButtonStyle::Secondary)
}

#[cfg(test)]
mod words_tests {
    //! The toss post in every shipped language, with long values, within Discord's limits;
    //! its English choice labels are the rules' own.
    use super::*;
    use crate::cards::Card;
    use crate::discord::limits::{BUTTON_LABEL, CONTENT};
    use crate::rules::duel::Duel;
    use crate::rules::{BySeat, Seat, Table};

    /// A 19-digit user id, the longest Discord gives.
    const ID: u64 = 1_234_567_890_123_456_789;

    fn tossed(game: GameKind) -> MatchInfo {
        let table = Table::<Duel>::new(Default::default(), 3, Seat::A, 5);
        let mut info = crate::discord::games::tests::info_of(&table, 1);
        info.game = game;
        info.id = 9_999_999;
        info.players = BySeat::new(ID, ID - 1);
        info.commitment = Some("f".repeat(64));
        let card = |code: &str| code.parse::<Card>().expect("a card");
        let tie = BySeat::new(card("7S"), card("7H"));
        let (a, b) = (card("KS"), card("2D"));
        info.toss = Some(Toss {
            reveals: vec![tie, tie, BySeat::new(a, b)],
            winner: Seat::B,
        });
        info
    }

    fn screens(lang: Lang) -> Vec<Screen> {
        let mut out = Vec::new();
        for game in GameKind::ALL {
            let info = tossed(game);
            for chosen in [None, Some(true), Some(false)] {
                out.push(toss_message(lang, &info, chosen));
            }
        }
        out
    }

    #[test]
    fn every_toss_post_fits_discord_in_every_language() {
        for lang in Lang::all() {
            for screen in screens(lang) {
                let text = &screen.text;
                assert!(text.chars().count() <= CONTENT, "{}: {text}", lang.tag());
                assert!(!text.contains('{') && !text.contains("toss-"), "{text}");
            }
            for game in GameKind::ALL {
                for first in [true, false] {
                    let label = format!("DMO: {}", choice_label(lang, game, first));
                    assert!(label.chars().count() <= BUTTON_LABEL, "{label}");
                }
            }
        }
    }

    #[test]
    fn the_english_choice_labels_say_what_each_game_does_first() {
        for (game, first, second) in [
            (GameKind::Clash, "Defend first", "Attack first"),
            (GameKind::TilePoker, "Place first", "Place second"),
            (GameKind::Clubbed, "Play first", "Play second"),
            (
                GameKind::ShapeClash,
                "Open the first deal",
                "Let the opponent open",
            ),
            (GameKind::Duel, "Choose first", "Choose second"),
        ] {
            assert_eq!(choice_label(Lang::ENGLISH, game, true), first);
            assert_eq!(choice_label(Lang::ENGLISH, game, false), second);
        }
    }

    #[test]
    fn a_german_toss_post_is_german_line_by_line() {
        let de = Lang::from_tag("de").expect("German ships");
        for (german, english) in screens(de).iter().zip(screens(Lang::ENGLISH)) {
            for (g, e) in german.text.lines().zip(english.text.lines()) {
                assert_ne!(g, e, "a line left in English");
            }
        }
        let info = tossed(GameKind::Clash);
        assert_eq!(choice_label(de, info.game, true), "Zuerst verteidigen");
    }
}
