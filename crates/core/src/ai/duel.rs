//! The Duel player. Only the choice of keeping the revealed card for the next clash is
//! the player's, so the strong player weighs its card against a fresh one from the unseen
//! cards, knowing (second to choose) or expecting (first) the opponent's choice; the easy
//! one keeps any card above the middle.

use super::{random, Level, Player};
use crate::cards::GameRng;
use crate::rules::duel::{clash_value, Duel, DuelMove, DuelView};

/// The lowest value the easy player keeps.
const EASY_KEEP_FROM: u8 = 9;

impl Player for Duel {
    fn decide(level: Level, view: &DuelView, rng: &mut GameRng) -> Option<DuelMove> {
        let public = &view.public;
        if public.to_move != Some(view.seat) {
            return None;
        }
        let revealed = public.revealed?;
        let mine = clash_value(revealed[view.seat]);
        Some(match level {
            Level::Random => random::<Self>(view, rng)?,
            Level::Easy => {
                if mine >= EASY_KEEP_FROM {
                    DuelMove::Keep
                } else {
                    DuelMove::Bottom
                }
            }
            Level::Strong => strong(view),
        })
    }
}

/// A seat's card at the next clash: the one it kept, or a fresh one.
#[derive(Clone, Copy)]
enum Next {
    Known(u8),
    Fresh,
}

fn strong(view: &DuelView) -> DuelMove {
    let public = &view.public;
    let me = view.seat;
    let them = me.other();
    let revealed = public.revealed.expect("a clash under way");
    let (mine, theirs) = (clash_value(revealed[me]), clash_value(revealed[them]));
    // Values of the 50 cards nobody can see, by value.
    let mut unseen = [4i32; 15];
    unseen[usize::from(mine)] -= 1;
    unseen[usize::from(theirs)] -= 1;
    let total: i32 = unseen[2..].iter().sum();
    let above = |v: u8| unseen[usize::from(v) + 1..].iter().sum::<i32>();
    let below = |v: u8| unseen[2..usize::from(v)].iter().sum::<i32>();
    // Expected (wins − losses) × total of the next clash, for us.
    let value = |a: Next, b: Next| -> i32 {
        match (a, b) {
            (Next::Known(x), Next::Known(y)) => i32::from(x > y) - i32::from(x < y),
            (Next::Known(x), Next::Fresh) => below(x) - above(x),
            (Next::Fresh, Next::Known(y)) => above(y) - below(y),
            (Next::Fresh, Next::Fresh) => 0,
        }
    };
    let scaled = |a: Next, b: Next| match (a, b) {
        (Next::Known(_), Next::Known(_)) => value(a, b) * total,
        _ => value(a, b),
    };
    let their_options: Vec<Next> = match public.choices[them] {
        Some(DuelMove::Keep) => vec![Next::Known(theirs)],
        Some(DuelMove::Bottom) => vec![Next::Fresh],
        None if public.forced[them] => vec![Next::Fresh],
        None => vec![Next::Known(theirs), Next::Fresh],
    };
    let worst = |a: Next| {
        their_options
            .iter()
            .map(|&b| scaled(a, b))
            .min()
            .unwrap_or(0)
    };
    if worst(Next::Known(mine)) > worst(Next::Fresh) {
        DuelMove::Keep
    } else {
        DuelMove::Bottom
    }
}
