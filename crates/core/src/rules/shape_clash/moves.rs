//! Shape Clash's moves: what a player may intend (the seven options of
//! docs/rules.md#shape-clash-the-seven-options), how a move reads, and the legal moves of a
//! position or of one seat's view.

use super::*;

/// A player's intent. Every play but `FinalSingle` and `Pass` keeps the turn, so a turn is
/// a run of moves ended by one of those two (or by the deal ending).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(any(test, feature = "test-support"), derive(proptest_derive::Arbitrary))]
pub enum ShapeClashMove {
    /// The first turn of a deal: one Complete from the hand, nothing else; ends the turn.
    Open { complete: ShapeCard },
    /// Option 1: a Single showing the top Complete's value in its category, different
    /// from that pile's top.
    FollowComplete { single: ShapeCard },
    /// Option 2: a Complete sharing exactly two values with the top Complete.
    ShareTwo { complete: ShapeCard },
    /// Option 3: the Complete the three Single pile tops spell, whatever the top Complete.
    PilesComplete { complete: ShapeCard },
    /// Option 4a: any Complete, while the board is matched.
    FreeComplete { complete: ShapeCard },
    /// Option 4b: one Single of each category, any values, while the board is matched.
    FreeSingles { singles: [ShapeCard; 3] },
    /// Option 5: a Complete matching exactly two pile tops, with the Single of its third
    /// value; the board is then matched.
    Combo {
        complete: ShapeCard,
        single: ShapeCard,
    },
    /// Option 6: any Single on its pile; ends the turn.
    FinalSingle { single: ShapeCard },
    /// Option 7: end the turn without playing. Legal on every turn but a deal's opening
    /// one; the only legal move when nothing can be played (a *forced* pass).
    Pass,
}

impl ShapeClashMove {
    /// The option number in docs/rules.md#shape-clash-the-seven-options (none to open).
    pub fn option(&self) -> Option<u8> {
        match self {
            ShapeClashMove::Open { .. } => None,
            ShapeClashMove::FollowComplete { .. } => Some(1),
            ShapeClashMove::ShareTwo { .. } => Some(2),
            ShapeClashMove::PilesComplete { .. } => Some(3),
            ShapeClashMove::FreeComplete { .. } | ShapeClashMove::FreeSingles { .. } => Some(4),
            ShapeClashMove::Combo { .. } => Some(5),
            ShapeClashMove::FinalSingle { .. } => Some(6),
            ShapeClashMove::Pass => Some(7),
        }
    }

    /// Whether this move hands the turn over (the deal's end aside).
    pub fn ends_turn(&self) -> bool {
        matches!(
            self,
            ShapeClashMove::Open { .. } | ShapeClashMove::FinalSingle { .. } | ShapeClashMove::Pass
        )
    }

    /// The cards the move puts on the board.
    pub fn cards(&self) -> Vec<ShapeCard> {
        match *self {
            ShapeClashMove::Open { complete }
            | ShapeClashMove::ShareTwo { complete }
            | ShapeClashMove::PilesComplete { complete }
            | ShapeClashMove::FreeComplete { complete } => vec![complete],
            ShapeClashMove::FollowComplete { single } | ShapeClashMove::FinalSingle { single } => {
                vec![single]
            }
            ShapeClashMove::FreeSingles { singles } => singles.to_vec(),
            ShapeClashMove::Combo { complete, single } => vec![complete, single],
            ShapeClashMove::Pass => Vec::new(),
        }
    }
}

impl fmt::Display for ShapeClashMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeClashMove::Open { complete } => write!(f, "open with {complete}"),
            ShapeClashMove::FollowComplete { single } => {
                write!(f, "play {single} on the top Complete's value (option 1)")
            }
            ShapeClashMove::ShareTwo { complete } => {
                write!(f, "play {complete}, sharing two values (option 2)")
            }
            ShapeClashMove::PilesComplete { complete } => {
                write!(
                    f,
                    "play {complete}, the Complete of the Single piles (option 3)"
                )
            }
            ShapeClashMove::FreeComplete { complete } => {
                write!(f, "play {complete} on the matched board (option 4a)")
            }
            ShapeClashMove::FreeSingles { singles: [a, b, c] } => {
                write!(f, "play {a}, {b} and {c} on the matched board (option 4b)")
            }
            ShapeClashMove::Combo { complete, single } => {
                write!(f, "play {complete} with {single} (option 5)")
            }
            ShapeClashMove::FinalSingle { single } => {
                write!(f, "play {single} and end the turn (option 6)")
            }
            ShapeClashMove::Pass => write!(f, "pass (option 7)"),
        }
    }
}

/// The legal moves of Shape Clash (see [`MoveList`]): at most a few dozen, kept whole.
/// Option 4b lists its three Singles by category (pips, colour, shape); `apply` and
/// `contains` take them in any order.
pub type ShapeClashMoves = Listed<ShapeClashMove>;

impl ListedForm for ShapeClashMove {
    fn listed_form(&self) -> Cow<'_, ShapeClashMove> {
        match self {
            ShapeClashMove::FreeSingles { singles } => {
                let mut singles = *singles;
                singles.sort_by_key(|c| c.as_single().map(|v| v.category().index()));
                Cow::Owned(ShapeClashMove::FreeSingles { singles })
            }
            other => Cow::Borrowed(other),
        }
    }
}

/// Every legal move for a hand, given the board: `opening` (the deal's first turn), the top
/// Complete `k` (`None` before the opening) and the Single pile tops. Pass comes last, on
/// every turn but the opening one; alone, it is a forced pass. The one enumeration behind
/// [`Game::legal_moves`], [`ShapeClashView::legal_moves`] and the strong bot's search.
pub fn legal_moves(
    hand: &[ShapeCard],
    opening: bool,
    k: Option<Complete>,
    tops: Complete,
) -> ShapeClashMoves {
    let k = match (opening, k) {
        (false, Some(k)) => k,
        _ => return opening_moves(hand),
    };
    let board = Board { k, tops };
    let mut moves = Vec::new();
    let mut by_category: [Vec<ShapeCard>; 3] = Default::default();
    for &card in hand {
        match card.face() {
            Face::Single(v) => {
                by_category[v.category().index()].push(card);
                board.single_moves(card, v, &mut moves);
            }
            Face::Complete(x) => board.complete_moves(card, x, hand, &mut moves),
        }
    }
    if board.matched() {
        free_singles(&by_category, &mut moves);
    }
    moves.push(ShapeClashMove::Pass);
    moves.into()
}

/// A deal's first turn: one move per Complete in the hand, to open with.
fn opening_moves(hand: &[ShapeCard]) -> ShapeClashMoves {
    hand.iter()
        .filter(|c| !c.is_single())
        .map(|&complete| ShapeClashMove::Open { complete })
        .collect::<Vec<_>>()
        .into()
}

/// The board once the deal is open: the top Complete `k` and the Single pile tops, which
/// together decide which options a card opens.
#[derive(Clone, Copy)]
struct Board {
    k: Complete,
    tops: Complete,
}

impl Board {
    /// The pile tops spell the top Complete: options 4a and 4b are open.
    fn matched(self) -> bool {
        self.k == self.tops
    }

    /// The moves of one Single of value `v`: option 1 when it follows `k`, option 6 always.
    fn single_moves(self, card: ShapeCard, v: Value, moves: &mut Vec<ShapeClashMove>) {
        let c = v.category();
        if v == self.k.get(c) && v != self.tops.get(c) {
            moves.push(ShapeClashMove::FollowComplete { single: card });
        }
        moves.push(ShapeClashMove::FinalSingle { single: card });
    }

    /// The moves of one Complete `x`: options 2, 3, 4a, and 5 with each Single of the
    /// `hand` that brings its third value.
    fn complete_moves(
        self,
        card: ShapeCard,
        x: Complete,
        hand: &[ShapeCard],
        moves: &mut Vec<ShapeClashMove>,
    ) {
        if x.shared(self.k) == 2 {
            moves.push(ShapeClashMove::ShareTwo { complete: card });
        }
        if x == self.tops {
            moves.push(ShapeClashMove::PilesComplete { complete: card });
        }
        if self.matched() {
            moves.push(ShapeClashMove::FreeComplete { complete: card });
        }
        if let Some(needed) = combo_single(x, self.tops) {
            for &single in hand {
                if single.as_single() == Some(needed) {
                    moves.push(ShapeClashMove::Combo {
                        complete: card,
                        single,
                    });
                }
            }
        }
    }
}

/// Option 4b: every choice of one Single per category, from the hand's Singles sorted by
/// category (pips, colour, shape).
fn free_singles(by_category: &[Vec<ShapeCard>; 3], moves: &mut Vec<ShapeClashMove>) {
    let [ps, cs, ss] = by_category;
    for &p in ps {
        for &c in cs {
            for &s in ss {
                moves.push(ShapeClashMove::FreeSingles { singles: [p, c, s] });
            }
        }
    }
}

impl ShapeClashPublic {
    /// The Single pile tops read as one Complete (P, C, S).
    pub fn pile_tops(&self) -> Option<Complete> {
        let values = [0, 1, 2].map(|i| self.singles[i].top.and_then(|c| c.as_single()));
        Complete::new([values[0]?, values[1]?, values[2]?])
    }
}

impl ShapeClashView {
    /// Every legal move of this seat now (none when it is not to move): what its panel
    /// offers. The rules' own list, from what the seat may see.
    pub fn legal_moves(&self) -> ShapeClashMoves {
        let public = &self.public;
        match (public.to_move == Some(self.seat), public.pile_tops()) {
            (true, Some(tops)) => legal_moves(
                &self.hand,
                public.opening,
                public.completes.top.and_then(ShapeCard::as_complete),
                tops,
            ),
            _ => ShapeClashMoves::default(),
        }
    }
}

/// Option 5: when `x` matches exactly two of the pile tops, the Single of its third value.
pub(super) fn combo_single(x: Complete, tops: Complete) -> Option<Value> {
    let mut differing = Category::ALL
        .into_iter()
        .filter(|&c| x.get(c) != tops.get(c));
    match (differing.next(), differing.next()) {
        (Some(c), None) => Some(x.get(c)),
        _ => None,
    }
}
