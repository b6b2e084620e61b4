//! `/rules`: a readable summary of each game, with examples (from docs/rules.md).

use crate::rules::GameKind;

/// The game's summary, then how to find an opponent (the same for every game).
pub fn summary(kind: GameKind) -> String {
    let game = match kind {
        GameKind::Clash => CLASH,
        GameKind::TilePoker => TILE_POKER,
        GameKind::Clubbed => CLUBBED,
        GameKind::ShapeClash => SHAPE_CLASH,
        GameKind::Duel => DUEL,
    };
    format!("{game}\n{PLAYING}")
}

/// Challenges, the bot as an opponent, hints and rematches.
const PLAYING: &str = "**Playing:** `/challenge` a player, or leave the opponent out to let anyone here accept. No one around? `/practice` (or challenge me) plays against the bot, easy or strong: **matches against the bot are kept but not rated** on the leaderboards. On your turn, 💡 **What would the bot do?** shows the strong bot's move for you. A finished match offers **Rematch**.";

const CLASH: &str = "**Clash** (split poker) — first to 10 points.
Each round one player defends and the other attacks; roles swap every round.
**1. Set up.** The defender secretly splits 13 cards into sets of 1, 2, 3 and 4 cards and saves the last 3 for next round.
**2. Reveal and answer.** The defender reveals one set at a time, in any order. The attacker answers each with as many cards from her hand (junk is allowed) and captures the set if hers ranks strictly higher.
**3. Score.** Capturing 6+ of the 10 cards scores (captured − 5); otherwise the defender scores 2.
Then everything but the saved cards is reshuffled; each gets 13, and the new attacker adds her 3 saved cards (16).
**Rankings** (highest first). 2 cards: pair > high card. 3 cards: three of a kind > straight flush > straight > flush > pair > high card. 4 cards: four of a kind > straight flush > straight flash (a run with all four suits) > two pair flash > straight > flush > three of a kind > two pair > pair > common flash (all four suits) > high card.
Ties between equal categories go to the higher relevant card (rank, then ♠ > ♥ > ♦ > ♣). Aces are high or low (A-2-3), never round the corner.
**Examples:** `JS JH` beats `JD JC` · `2C 2D 2H` beats `QS KS AS` · `3C 4D 5H 6S` (straight flash) beats `9S 9H 7D 7C` (two pair flash) · `2H 7H 9H KH` (flush) beats `AS AH AD 2C`.
The cards are dealt before the toss: look at yours with **My hand** on the toss post before the winner picks attack or defend.
Try `/rank 9S 9H 7D 7C`.";

const TILE_POKER: &str = "**Tile Poker** — 52 tiles, one per card; A♠ starts the board. Each player holds 7 public tiles; the rest form a hidden pool.
A turn is one of: **place** a tile next to the board (never completing a 2×2 block) and draw; **exchange** a tile with the pool; **pass** (at most 2 non-placing turns in a row).
A placed tile scores the row and the column through it (2–5 tiles each) when it contributes to the line's best poker hand: high card or pair 2, two pair or trips 3, straight or flush 5, full house or quads 8, straight flush 13. Lines of 6+ score 0.
**Examples:** `AS` + `AH` → 2 · `5C 5D` + `KH` → 0, then + `KC` → 3 · `5C 5D KH KC` + `5H` → 8.
Most points when all 52 tiles are placed wins; ties go to the best hand made, then to most aces placed.
**Clock:** a turn that runs out is **skipped** (no tile moves); 5 missed turns forfeit.
**In Discord:** the table shows the board as a picture, the open cells labelled (A1, B3…), both hands, scores and the last turn with what each line scored. **Play** opens your panel: pick a tile, then a cell from the menu (each shows what it scores) or type its label; a preview says what it scores before you confirm. **Exchange** and **Pass** say why when the rules forbid them.";

const CLUBBED: &str = "**Clubbed** — a shedding game. 5 cards each, one turned up to start the stack.
Play a card matching the top card's suit or rank, or any club. Holding a match you must play; otherwise draw one at a time until you can.
Playing a **club** sends the whole stack to your opponent's store; they start a new stack with any card.
When the player to move cannot play, hands go to stores; **fewer cards in store wins**.
**In Discord:** your hand is private: **My hand** or **Play** shows it with a button for each card you may play, and **Draw a card** only when the rules let you draw. The table shows the top card, stores, hand and stock sizes and the last turn; clubbing is announced.";

const SHAPE_CLASH: &str = "**Shape Clash** — 63 cards: 27 Completes (pattern × color × shape) and 36 Singles.
Play as many cards as you can each turn onto the Complete pile and the three Single piles, following seven options; playing any Single without conditions, or passing, ends your turn.
Empty your hand and pile first to win the deal and score your opponent's cards; first to 10 points.
On a deal's first turn the opener plays one Complete; an opener with no Complete in her whole pile passes and the other opens. The deal is **blocked** when both pass in a row with no legal play and neither can draw: fewer cards left wins the difference.
**In Discord:** **Play** opens your hand with the legal plays of the moment grouped by option; after each play the panel refreshes and your turn goes on until you **End turn with a Single** or **Pass**. The table shows the board (🔴🟢🔵 colour, ●/○/◐ pattern and shape) and the last turn's plays once the turn ends.";

const DUEL: &str = "**Duel** — the clash contest. Each player has a 26-card library.
Each clash both reveal their top card; the active player, then the other, chooses to keep it on top or put it at the bottom. The strictly higher rank wins the clash (2 low, A high); equal ranks win nothing. A card kept once goes to the bottom after its next reveal.
First to 5 clashes wins (`target` changes it). The same toss picks who starts every game.
**In Discord:** nothing is private (libraries are face down for their owners too): the table shows both revealed cards and carries **Keep on top** / **Put on the bottom** for the player to choose; the second chooser sees the first's choice. Each clash's result is posted.";

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
