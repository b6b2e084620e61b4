//! How Clash looks in Discord: the public table message, the public posts for reveals and
//! answers, and the private (ephemeral) hand, set-up, reveal and answer panels. Pure
//! functions from service snapshots to text and components; no rule is decided here.

use super::ids::{Id, SetupStep};
use crate::cards::{show_cards, Card};
use crate::rules::clash::{
    categories_for_size, evaluate, sets::set_count, sets::sets_ranked_below, Clash, ClashEvent,
    ClashView, Phase, SetRank, Setup,
};
use crate::rules::{Game, Seat, Table};
use crate::service::{MatchSnapshot, MatchStatus};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

pub fn rank_text(rank: &SetRank) -> String {
    format!("{} ({} high)", rank.category, rank.relevant)
}

fn table(s: &MatchSnapshot) -> Option<&Table<Clash>> {
    s.table().and_then(|t| t.as_clash())
}

/// A sentence naming whose move it is and what it is.
fn to_move_line(s: &MatchSnapshot, game: &Clash) -> String {
    let who = |seat: Seat| mention(s.players[seat]);
    let clock = s
        .deadline
        .map(|d| format!(" · clock runs out <t:{}:R>", d / 1000))
        .unwrap_or_default();
    let what = match game.phase() {
        Phase::SetUp => format!("{} to set up", who(game.defender())),
        Phase::Reveal => format!("{} to reveal a set", who(game.defender())),
        Phase::Answer { size } => format!("{} to answer the {size}-card set", who(game.attacker())),
        Phase::Over => return String::new(),
    };
    format!("➡️ {what}{clock}")
}

/// The public table message of a Clash match: scores, roles, this round's sets, whose move.
pub fn table_content(s: &MatchSnapshot) -> String {
    let Some(t) = table(s) else {
        return format!(
            "**Clash · Match #{}** — waiting for the toss winner's choice.",
            s.id
        );
    };
    let game = t.game();
    let public = game.public_view();
    let (a, b) = (mention(s.players.a), mention(s.players.b));
    let mut out = format!(
        "**Clash · Match #{}** — {a} vs {b} · first to {}\n",
        s.id, public.target
    );
    out += &format!(
        "Score: {a} **{}** · {b} **{}** · Round {}\n",
        public.scores.a, public.scores.b, public.round
    );
    out += &format!(
        "🛡️ Defender {} · ⚔️ Attacker {}\n",
        mention(s.players[game.defender()]),
        mention(s.players[game.attacker()])
    );
    for ex in &public.exchanges {
        out += &format!(
            "• {}-card: {} — {}",
            ex.set.len(),
            show_cards(&ex.set),
            rank_text(&ex.set_rank)
        );
        match &ex.answer {
            Some(ans) => {
                out += &format!(
                    " ⟵ {} — {}: {}\n",
                    show_cards(&ans.cards),
                    rank_text(&ans.rank),
                    if ans.captured {
                        "**captured**"
                    } else {
                        "not captured"
                    }
                )
            }
            None => out += " ⟵ waiting for the answer\n",
        }
    }
    if !public.unrevealed.is_empty() {
        let sizes: Vec<String> = public
            .unrevealed
            .iter()
            .map(|n| format!("{n}-card"))
            .collect();
        out += &format!("Face down: {}\n", sizes.join(", "));
    }
    let strikes = t.strikes();
    if s.settings.turn_seconds > 0 && strikes != Default::default() {
        out += &format!(
            "Missed turns: {a} {}/{} · {b} {}/{}\n",
            strikes.a, s.settings.max_strikes, strikes.b, s.settings.max_strikes
        );
    }
    match s.outcome() {
        Some(outcome) => out += &super::outcome_line(s, outcome),
        None => out += &to_move_line(s, game),
    }
    out
}

/// The table message's buttons: My hand, the action of the moment, Resign; disabled at
/// the end.
pub fn table_components(s: &MatchSnapshot) -> Vec<CreateActionRow> {
    let over = s.status == MatchStatus::Finished;
    let label = match table(s).map(|t| t.game().phase()) {
        Some(Phase::SetUp) => "Set up",
        Some(Phase::Reveal) => "Reveal",
        Some(Phase::Answer { .. }) => "Answer",
        _ => "Play",
    };
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Id::Hand { m: s.id }.encode())
            .label("My hand")
            .style(ButtonStyle::Secondary)
            .disabled(over),
        CreateButton::new(
            Id::Act {
                m: s.id,
                v: s.version,
            }
            .encode(),
        )
        .label(label)
        .style(ButtonStyle::Primary)
        .disabled(over),
        CreateButton::new(Id::Resign { m: s.id }.encode())
            .label("Resign")
            .style(ButtonStyle::Danger)
            .disabled(over),
    ])]
}

/// The public post for what one move (or a run-out clock) did.
pub fn events_post(s: &MatchSnapshot, events: &[ClashEvent]) -> String {
    let who = |seat: Seat| mention(s.players[seat]);
    let mut lines = Vec::new();
    for event in events {
        lines.push(match event {
            ClashEvent::SetUpDone { defender } => {
                format!("{} has set up their four sets.", who(*defender))
            }
            ClashEvent::Revealed { defender, cards, rank } => format!(
                "{} reveals the {}-card set **{}** — {}",
                who(*defender),
                cards.len(),
                show_cards(cards),
                rank_text(rank)
            ),
            ClashEvent::Answered {
                attacker,
                cards,
                rank,
                captured,
            } => format!(
                "{} answers **{}** — {}: {}",
                who(*attacker),
                show_cards(cards),
                rank_text(rank),
                if *captured {
                    match cards.len() {
                        1 => "**captures** it (1 card)".to_string(),
                        n => format!("**captures** it ({n} cards)"),
                    }
                } else {
                    "does not capture".to_string()
                }
            ),
            ClashEvent::RoundScored {
                round,
                captured_cards,
                scorer,
                points,
                scores,
            } => format!(
                "Round {round} ends: {captured_cards} of 10 cards captured, {} scores {points}. Score {} {} – {} {}",
                who(*scorer),
                who(Seat::A),
                scores.a,
                scores.b,
                who(Seat::B)
            ),
            ClashEvent::RoundStarted { round, defender } => {
                format!("Round {round}: {} defends.", who(*defender))
            }
            ClashEvent::MatchWon { winner, scores } => format!(
                "🏆 {} wins the match {}–{}!",
                who(*winner),
                scores[*winner],
                scores[winner.other()]
            ),
        });
    }
    format!("**Match #{}** · {}", s.id, lines.join("\n"))
}

/// A seat's own cards, for its ephemeral "My hand".
pub fn hand_text(view: &ClashView) -> String {
    let mut out = String::new();
    if let Some(setup) = &view.setup {
        out += "Your sets still face down:\n";
        for (i, set) in setup.sets.iter().enumerate() {
            if !set.is_empty() {
                let rank = evaluate(set).expect("valid set");
                out += &format!(
                    "• {}-card: {} — {}\n",
                    i + 1,
                    show_cards(set),
                    rank_text(&rank)
                );
            }
        }
        out += &format!("Saved for next round: {}\n", show_cards(&setup.saved));
    }
    if !view.hand.is_empty() {
        out += &format!(
            "Your hand ({}): {}\n",
            view.hand.len(),
            show_cards(&view.hand)
        );
    }
    if out.is_empty() {
        out = "You hold no cards right now.".into();
    }
    out
}

/// Splits a set-up draft (4-card set first, then 3, 2, 1) into its sets.
pub fn draft_sets(draft: &[Card]) -> Vec<&[Card]> {
    let mut sets = Vec::new();
    let mut rest = draft;
    for size in [4usize, 3, 2, 1] {
        if rest.len() < size {
            break;
        }
        let (set, tail) = rest.split_at(size);
        sets.push(set);
        rest = tail;
    }
    sets
}

/// The size of the next set to pick, or `None` when all four are picked.
pub fn next_size(draft: &[Card]) -> Option<usize> {
    [4usize, 3, 2, 1].into_iter().nth(draft_sets(draft).len())
}

/// The draft as a complete set-up, once all four sets are picked.
pub fn draft_setup(draft: &[Card], hand: &[Card]) -> Option<Setup> {
    if next_size(draft).is_some() {
        return None;
    }
    let sets = draft_sets(draft);
    Some(Setup {
        sets: [
            sets[3].to_vec(),
            sets[2].to_vec(),
            sets[1].to_vec(),
            sets[0].to_vec(),
        ],
        saved: hand
            .iter()
            .filter(|c| !draft.contains(c))
            .copied()
            .collect(),
    })
}

/// The guided set-up panel (ephemeral, the defender's own).
pub fn setup_panel(
    s: &MatchSnapshot,
    hand: &[Card],
    draft: &[Card],
) -> (String, Vec<CreateActionRow>) {
    let free: Vec<Card> = hand
        .iter()
        .filter(|c| !draft.contains(c))
        .copied()
        .collect();
    let mut text = format!(
        "**Set up — Match #{}**\nYour hand: {}\n",
        s.id,
        show_cards(hand)
    );
    for set in draft_sets(draft) {
        let rank = evaluate(set).expect("a picked set is valid");
        text += &format!(
            "• {}-card: {} — {}\n",
            set.len(),
            show_cards(set),
            rank_text(&rank)
        );
    }
    let v = s.version;
    let id = |step| {
        Id::Setup {
            m: s.id,
            v,
            step,
            draft: draft.to_vec(),
        }
        .encode()
    };
    let mut rows = Vec::new();
    match next_size(draft) {
        Some(size) => {
            text += &format!("Pick your **{size}-card** set from the cards still free.");
            let options = free
                .iter()
                .map(|c| CreateSelectMenuOption::new(c.to_string(), c.code()))
                .collect();
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id(SetupStep::Pick),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(format!("Choose {size} cards"))
                .min_values(size as u8)
                .max_values(size as u8),
            ));
        }
        None => {
            text += &format!(
                "Saved for next round: {}\nConfirm to commit this set-up.",
                show_cards(&free)
            );
        }
    }
    rows.push(CreateActionRow::Buttons(vec![
        CreateButton::new(id(SetupStep::Back))
            .label("Back")
            .style(ButtonStyle::Secondary)
            .disabled(draft.is_empty()),
        CreateButton::new(id(SetupStep::Reset))
            .label("Start over")
            .style(ButtonStyle::Secondary)
            .disabled(draft.is_empty()),
        CreateButton::new(id(SetupStep::TypeIt))
            .label("Type it")
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(SetupStep::Suggest))
            .label("Suggest")
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(SetupStep::Confirm))
            .label("Confirm")
            .style(ButtonStyle::Success)
            .disabled(next_size(draft).is_some()),
    ]));
    (text, rows)
}

/// The suggested set-up as a draft (4-card set first).
pub fn suggested_draft(hand: &[Card]) -> Vec<Card> {
    let setup = Clash::suggest_setup(hand);
    setup.sets.iter().rev().flatten().copied().collect()
}

/// The defender's reveal panel: one button per face-down set.
pub fn reveal_panel(s: &MatchSnapshot, setup: &Setup) -> (String, Vec<CreateActionRow>) {
    let mut text = format!(
        "**Reveal — Match #{}**\nChoose the set to reveal next:\n",
        s.id
    );
    let mut buttons = Vec::new();
    for size in 1..=4u8 {
        let set = setup.set(size);
        if set.is_empty() {
            continue;
        }
        let rank = evaluate(set).expect("valid set");
        text += &format!(
            "• {size}-card: {} — {}\n",
            show_cards(set),
            rank_text(&rank)
        );
        buttons.push(
            CreateButton::new(
                Id::Reveal {
                    m: s.id,
                    v: s.version,
                    size,
                }
                .encode(),
            )
            .label(format!("Reveal the {size}-card set"))
            .style(ButtonStyle::Primary),
        );
    }
    (text, vec![CreateActionRow::Buttons(buttons)])
}

/// The attacker's answer panel; with `chosen`, the preview of that answer and a Confirm.
pub fn answer_panel(
    s: &MatchSnapshot,
    view: &ClashView,
    chosen: Option<&[Card]>,
) -> (String, Vec<CreateActionRow>) {
    let Some(revealed) = view.public.exchanges.last() else {
        return ("Nothing to answer yet.".into(), Vec::new());
    };
    let size = revealed.set.len();
    let mut text = format!(
        "**Answer — Match #{}**\nThe {size}-card set: **{}** — {}\nYour hand: {}\n",
        s.id,
        show_cards(&revealed.set),
        rank_text(&revealed.set_rank),
        show_cards(&view.hand)
    );
    let mut rows = Vec::new();
    let options = view
        .hand
        .iter()
        .map(|c| CreateSelectMenuOption::new(c.to_string(), c.code()))
        .collect();
    rows.push(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            Id::AnswerPick {
                m: s.id,
                v: s.version,
            }
            .encode(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(format!("Choose {size} cards"))
        .min_values(size as u8)
        .max_values(size as u8),
    ));
    let mut buttons = vec![CreateButton::new(
        Id::AnswerTypeIt {
            m: s.id,
            v: s.version,
        }
        .encode(),
    )
    .label("Type it")
    .style(ButtonStyle::Secondary)];
    if let Some(cards) = chosen {
        let rank = evaluate(cards).expect("chosen cards form a set");
        let beats = rank > revealed.set_rank;
        text += &format!(
            "Your answer: **{}** — {}: {}\n",
            show_cards(cards),
            rank_text(&rank),
            if beats {
                "✅ beats it (captures)"
            } else {
                "❌ does not beat it"
            }
        );
        buttons.push(
            CreateButton::new(
                Id::AnswerConfirm {
                    m: s.id,
                    v: s.version,
                    cards: cards.to_vec(),
                }
                .encode(),
            )
            .label("Confirm")
            .style(ButtonStyle::Success),
        );
    } else {
        text += &format!("Pick exactly {size} cards (junk is allowed).");
    }
    rows.push(CreateActionRow::Buttons(buttons));
    (text, rows)
}

/// `/rank`: a set's category and relevant card, and its place in its size's table.
pub fn rank_report(cards: &[Card]) -> Result<String, String> {
    let rank = evaluate(cards).map_err(|e| e.to_string())?;
    let table = categories_for_size(cards.len());
    let place = table.iter().position(|c| *c == rank.category).unwrap_or(0) + 1;
    let beaten = sets_ranked_below(&rank);
    let total = set_count(cards.len());
    let names: Vec<String> = table
        .iter()
        .map(|c| {
            if *c == rank.category {
                format!("**{c}**")
            } else {
                c.to_string()
            }
        })
        .collect();
    Ok(format!(
        "{} — **{}** ({} high)\nCategory {place} of {} for {}-card sets: {}\nIt beats {beaten} of the {total} possible {}-card sets ({:.1}%).",
        show_cards(cards),
        rank.category,
        rank.relevant,
        table.len(),
        cards.len(),
        names.join(" > "),
        cards.len(),
        100.0 * beaten as f64 / total as f64
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::rules::clash::show_setup;

    #[test]
    fn draft_splits_into_sets_of_four_three_two_one() {
        let draft = parse_cards("AS KS QS JS 2C 3C 4C 9H 9D 5S").unwrap();
        let sets = draft_sets(&draft);
        assert_eq!(
            sets.iter().map(|s| s.len()).collect::<Vec<_>>(),
            vec![4, 3, 2, 1]
        );
        assert_eq!(next_size(&draft), None);
        assert_eq!(next_size(&draft[..4]), Some(3));
        assert_eq!(next_size(&[]), Some(4));
        let hand = parse_cards("AS KS QS JS 2C 3C 4C 9H 9D 5S 7D 7H 8C").unwrap();
        let setup = draft_setup(&draft, &hand).unwrap();
        assert_eq!(setup.sets[0], parse_cards("5S").unwrap());
        assert_eq!(setup.saved, parse_cards("7D 7H 8C").unwrap());
        assert_eq!(show_setup(&setup), "5♠ | 9♥ 9♦ | 2♣ 3♣ 4♣ | A♠ K♠ Q♠ J♠");
    }

    #[test]
    fn suggested_draft_is_a_full_draft() {
        let hand = parse_cards("AS KS QS JS 2C 3C 4C 9H 9D 5S 7D 7H 8C").unwrap();
        let draft = suggested_draft(&hand);
        assert_eq!(draft.len(), 10);
        assert!(draft_setup(&draft, &hand).is_some());
    }

    #[test]
    fn rank_report_places_the_set_in_its_table() {
        let text = rank_report(&parse_cards("9S 9H 7D 7C").unwrap()).unwrap();
        assert!(text.contains("**two pair flash** (9♠ high)"), "{text}");
        assert!(text.contains("Category 4 of 11 for 4-card sets"), "{text}");
        assert!(
            text.contains("of the 270725 possible 4-card sets"),
            "{text}"
        );
        assert_eq!(
            rank_report(&parse_cards("2S 3S 4S 5S 6S").unwrap()).unwrap_err(),
            "a set has 1 to 4 cards, not 5"
        );
    }
}
