//! Who goes first: the toss post with its winner's two buttons (or a Death Match's start,
//! where the DMO picks), and the commitment line every match's first post carries.

use super::Screen;
use crate::discord::ids::Id;
use crate::discord::text::mention;
use crate::model::MatchInfo;
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// The line of a toss post for a game dealt before the toss; it goes once the choice is made.
pub const DEALT_LINE: &str =
    "The cards are dealt: look at yours with **My hand** before the choice.\n";

/// How a choice post ends: the chooser's prompt, or the choice made.
pub fn chooses(info: &MatchInfo, chosen: Option<bool>) -> String {
    let (first, second) = crate::model::games::choice_labels(info.game);
    match chosen {
        None => "chooses:".to_string(),
        Some(go_first) => format!("chose: **{}**.", if go_first { first } else { second }),
    }
}

/// The toss post and the winner's two buttons; for a game dealt before the toss (Clash),
/// a My hand button so that both players can look at their cards before the choice.
pub fn toss_message(info: &MatchInfo, chosen: Option<bool>) -> Screen {
    let Some(toss) = &info.toss else {
        return Screen::default();
    };
    let mut text = format!(
        "🎲 **Match #{}{}** · {} · the toss:\n",
        info.id,
        crate::discord::text::match_label(info),
        info.game
    );
    for (i, reveal) in toss.reveals.iter().enumerate() {
        text += &format!(
            "{}{} reveals {}, {} reveals {}{}\n",
            if i > 0 { "Again: " } else { "" },
            mention(info.players.a),
            reveal.a,
            mention(info.players.b),
            reveal.b,
            if reveal.a.rank == reveal.b.rank {
                " — equal ranks, reveal again."
            } else {
                ""
            }
        );
    }
    text += &super::toss::commitment_line(info);
    let dealt = crate::model::games::deals_before_toss(info.game) && chosen.is_none();
    if dealt {
        text += DEALT_LINE;
    }
    // The bot, winning the toss, chooses by itself in a moment: no buttons for that.
    let bot_chooses = info.bot.is_some_and(|bot| bot.seat == toss.winner);
    text += &format!(
        "{} wins the toss and {}",
        mention(info.players[toss.winner]),
        if bot_chooses && chosen.is_none() {
            "chooses in a moment.".to_string()
        } else {
            chooses(info, chosen)
        }
    );
    let mut buttons = if bot_chooses || chosen.is_some() {
        Vec::new()
    } else {
        choice_buttons(info, "")
    };
    if dealt {
        buttons.push(hand_button(info));
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
pub fn commitment_line(info: &MatchInfo) -> String {
    match &info.commitment {
        Some(hash) => format!(
            "🔒 Deal commitment: `sha256 {hash}` (check it with `/record` once the match ends)\n"
        ),
        None => String::new(),
    }
}

/// The chooser's two buttons (go first, go second), their labels after `prefix`.
pub fn choice_buttons(info: &MatchInfo, prefix: &str) -> Vec<CreateButton> {
    let (first_label, second_label) = crate::model::games::choice_labels(info.game);
    let button = |first: bool, label: &str| {
        CreateButton::new(
            Id::Choose {
                m: info.id,
                v: info.version,
                first,
            }
            .encode(),
        )
        .label(format!("{prefix}{label}"))
        .style(ButtonStyle::Primary)
    };
    vec![button(true, first_label), button(false, second_label)]
}

/// My hand, for a game dealt before the first player is chosen.
pub fn hand_button(info: &MatchInfo) -> CreateButton {
    CreateButton::new(Id::Hand { m: info.id }.encode())
        .label("My hand")
        .style(ButtonStyle::Secondary)
}
