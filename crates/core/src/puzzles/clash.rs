//! Clash's puzzle: the attacker's answer to the **third** reveal of a round.
//!
//! - **Position**: a match of computer players (set-ups by the easy player, whose greedy
//!   walk is instant, where the strong one's walk of 3.6 million set-ups would cost a
//!   second a set-up; reveals and answers by the strong player), played to the third
//!   reveal of round 1, 2 or 3 (from the seed; a later round's if that one is no puzzle).
//!   From round 2 on the attacker holds 16 cards, so there is more to choose from.
//! - **What is hidden**: the defender's one unrevealed set, whose size is known. It may be
//!   any set of that size made from the cards the attacker has not seen (not in her hand,
//!   not revealed, not answered): C(unseen, size) ways, at most C(33, 4) = 40,920.
//! - **Proof over every hidden card**: for each answer the attacker may give now (every
//!   set of the revealed set's size from her hand), whether it captures the revealed set,
//!   and the best last answer the rest of her hand can make (her strongest set of the last
//!   size: capturing is a threshold, so the strongest is best whatever the last set is).
//!   For each of the hidden last sets, she scores this round when she captures 6 or more
//!   of the 10 cards. The value of an answer ([`super::Measure::ScoresAgainst`]) is in how
//!   many of the hidden sets she scores.
//! - **Lines**: answers with the same value. The sets she scores against are always the
//!   weakest hidden sets up to some rank, so an answer with a higher value scores against
//!   every hidden set a lower one does and more: the first line is never worse than any
//!   other, case by case, and strictly better in at least one case.
//! - **Good**: at least two lines, and (for the first attempts) the easy player's answer
//!   (its cheapest capture, or its lowest cards) is not in the first line: capturing now
//!   with the card the last set needs, or throwing away the card that would have captured.
//!   A second line within a tenth of the cases is close.

use super::solve::{easy_move, lines_of, rating, seed, walk, MAX_ATTEMPTS, STRICT_ATTEMPTS};
use super::{Measure, Puzzle};
use crate::ai::Level;
use crate::cards::Card;
use crate::model::Hosted;
use crate::rules::clash::sets::for_each_subset;
use crate::rules::clash::{evaluate, Clash, ClashMove, Phase, SetRank, CAPTURES_TO_SCORE};
use crate::rules::{Game, GameKind, Seat};
use jiff::civil::Date;

/// What the attacker knows at the third reveal: all the puzzle's proof needs.
#[derive(Clone, Debug)]
pub struct Known {
    pub hand: Vec<Card>,
    /// The third revealed set's rank and size.
    pub set: SetRank,
    pub size: usize,
    /// Cards captured in the first two exchanges.
    pub captured: u32,
    /// The size of the last, hidden set.
    pub last: usize,
    /// The cards the attacker has not seen.
    pub unseen: Vec<Card>,
}

/// The attacker's knowledge when she is to answer the third reveal; `None` elsewhere.
pub fn known(game: &Clash) -> Option<Known> {
    let Phase::Answer { size } = game.phase() else {
        return None;
    };
    let public = game.public_view();
    if public.exchanges.len() != 3 || public.unrevealed.len() != 1 {
        return None;
    }
    let hand = game.hand(game.attacker()).to_vec();
    let mut seen = hand.clone();
    let mut captured = 0;
    for exchange in &public.exchanges {
        seen.extend(&exchange.set);
        if let Some(answer) = &exchange.answer {
            seen.extend(&answer.cards);
            if answer.captured {
                captured += exchange.set.len() as u32;
            }
        }
    }
    Some(Known {
        hand,
        set: public.exchanges[2].set_rank,
        size: usize::from(size),
        captured,
        last: usize::from(public.unrevealed[0]),
        unseen: Card::all().filter(|c| !seen.contains(c)).collect(),
    })
}

/// The value of every answer (in the order given): in how many of the hidden last sets
/// the attacker scores after it; and how many hidden sets there are.
pub fn solve(known: &Known, answers: Vec<Vec<Card>>) -> (u64, Vec<(Vec<Card>, u64)>) {
    let mut hidden = Vec::new();
    for_each_subset(&known.unseen, known.last, |set| {
        hidden.push(evaluate(set).expect("distinct cards"));
    });
    hidden.sort_unstable();
    let of = hidden.len() as u64;
    let values = answers
        .into_iter()
        .map(|answer| {
            let captures = evaluate(&answer).expect("distinct cards") > known.set;
            let now = known.captured + if captures { known.size as u32 } else { 0 };
            let value = if now >= CAPTURES_TO_SCORE {
                of
            } else if now + known.last as u32 >= CAPTURES_TO_SCORE {
                let rest: Vec<Card> = known
                    .hand
                    .iter()
                    .copied()
                    .filter(|c| !answer.contains(c))
                    .collect();
                let mut best = None;
                for_each_subset(&rest, known.last, |set| {
                    best = best.max(Some(evaluate(set).expect("distinct cards")));
                });
                let best = best.expect("the hand holds the last answer");
                hidden.partition_point(|rank| *rank < best) as u64
            } else {
                0
            };
            (answer, value)
        })
        .collect();
    (of, values)
}

/// Who plays: the easy player sets up, the strong one reveals and answers.
fn level(game: &Clash, _: Seat) -> Level {
    match game.phase() {
        Phase::SetUp => Level::Easy,
        _ => Level::Strong,
    }
}

/// Clash's puzzle on `date`.
pub fn daily(date: Date) -> Option<Puzzle> {
    (0..MAX_ATTEMPTS).find_map(|attempt| {
        let seed = seed(GameKind::Clash, date, attempt);
        let strict = attempt < STRICT_ATTEMPTS;
        let round = 1 + (seed >> 8) % 3;
        let (table, (seat, of, lines, easy_right)) = walk::<Clash, _>(seed, 80, level, |table| {
            let game = table.game();
            if u64::from(game.round()) < round {
                return None;
            }
            let known = known(game)?;
            let seat = game.attacker();
            let answers = table
                .legal_moves()
                .into_iter()
                .map(|mv| match mv {
                    ClashMove::Answer { cards } => cards,
                    other => unreachable!("an attacker to answer has only answers: {other:?}"),
                })
                .collect();
            let (of, values) = solve(&known, answers);
            let values = values
                .into_iter()
                .map(|(cards, v)| (ClashMove::Answer { cards }, v as i64))
                .collect();
            let lines = lines_of::<Clash>(values);
            if lines.len() < 2 {
                return None;
            }
            let easy = easy_move(game, seat).map(|mv| super::canonical(&Clash::wrap_move(mv)));
            let easy_right = easy.is_some_and(|mv| lines[0].moves.contains(&mv));
            (!(strict && easy_right)).then_some((seat, of, lines, easy_right))
        })?;
        let close = (lines[0].value - lines[1].value) as u64 * 10 <= of;
        let rating = rating(&lines, easy_right, close);
        Some(Puzzle {
            game: GameKind::Clash,
            date,
            table: Clash::wrap_table(table),
            seat,
            lines,
            measure: Measure::ScoresAgainst { of },
            rating,
        })
    })
}
