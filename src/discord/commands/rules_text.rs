//! `/rules`: each game's own summary ([`crate::discord::games::GameUi::RULES`], from
//! docs/rules.md), then how to find an opponent, the same for every game.

use crate::discord::games;
use crate::rules::GameKind;

/// The game's summary, then how to find an opponent.
pub fn summary(kind: GameKind) -> String {
    format!("{}\n{PLAYING}", games::rules(kind))
}

/// Challenges, the bot as an opponent, hints and rematches.
const PLAYING: &str = "**Playing:** `/challenge` a player, or leave the opponent out to let anyone here accept. No one around? `/practice` (or challenge me) plays against the bot, easy or strong: **matches against the bot are kept but not rated** on the leaderboards. On your turn, 💡 **What would the bot do?** shows the strong bot's move for you. A finished match offers **Rematch**.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_summary_fits_a_discord_message() {
        for kind in GameKind::ALL {
            let text = summary(kind);
            assert!(text.chars().count() <= 2000, "{kind}: {}", text.len());
            assert!(text.contains(kind.title()), "{kind}");
        }
    }

    #[test]
    fn every_summary_says_matches_against_the_bot_are_not_rated() {
        for kind in GameKind::ALL {
            let text = summary(kind);
            assert!(text.contains("/practice"), "{kind}");
            assert!(text.contains("kept but not rated"), "{kind}");
        }
    }
}
