//! `/rules`: each game's own summary ([`crate::discord::games::GameUi::rules`], from
//! docs/rules.md), then how to find an opponent, the same for every game.

use crate::discord::games;
use crate::rules::GameKind;
use crate::words::{Args, Lang};

/// The game's summary, then how to find an opponent (challenges, the bot as an opponent,
/// hints and rematches), in `lang`.
pub fn summary(lang: Lang, kind: GameKind) -> String {
    let (challenge, practice) = (
        crate::discord::lang::command(lang, "challenge"),
        crate::discord::lang::command(lang, "practice"),
    );
    let args = Args::new()
        .str("challenge", &challenge)
        .str("practice", &practice);
    let playing = crate::discord::text::emphasised(lang, "games-rules-playing", args);
    format!("{}\n{playing}", games::rules(lang, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_summary_fits_a_discord_message_in_every_language() {
        for lang in Lang::all() {
            for kind in GameKind::ALL {
                let text = summary(lang, kind);
                let limit = crate::discord::limits::CONTENT;
                assert!(
                    text.chars().count() <= limit,
                    "{lang:?} {kind}: {}",
                    text.len()
                );
                assert!(text.contains(kind.title()), "{lang:?} {kind}");
                // The commands as the reader's Discord names them.
                let practice = crate::discord::lang::command(lang, "practice");
                assert!(text.contains(&practice), "{lang:?} {kind}");
            }
        }
    }

    #[test]
    fn every_summary_says_matches_against_the_bot_are_not_rated() {
        for kind in GameKind::ALL {
            let text = summary(Lang::ENGLISH, kind);
            assert!(text.contains("kept but not rated"), "{kind}");
        }
    }
}
