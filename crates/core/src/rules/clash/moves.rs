//! A Clash seat's legal moves ([`ClashMoves`]): the defender's set-ups, the sets it may
//! reveal, the attacker's answers. Built from what the mover sees (the phase, its own hand,
//! the sizes still hidden), so the game and the seat's view list the same moves.

use super::search::{setup_of, HandMask, SetupWalk, Subsets, SETUPS_PER_HAND};
use super::{card_mask, choose_few, sort_high_first, ClashMove, Phase, Setup, HAND_SIZE, SAVED};
use crate::cards::{Card, GameRng};
use crate::rules::MoveList;
use rand::seq::SliceRandom;

/// The most cards a hand holds: an attacker's 13 and the 3 it saved as defender.
const MAX_HAND: usize = HAND_SIZE + SAVED;

/// The legal moves of a Clash seat (see [`MoveList`]).
///
/// A defender setting up has 13!/(1!·2!·3!·4!·3!) = 3,603,600 set-ups: too many to keep,
/// so they are made one at a time when iterated, in the order of
/// [`super::search::SetupWalk`], and [`MoveList::contains`] checks a set-up against the
/// hand without the walk. A set-up or an answer is listed with each set's cards highest
/// first, as the game keeps them; `apply` takes them in any order, and so does `contains`.
/// Reveals (the sizes still hidden, smallest first) and answers (C(n, size) of an `n`-card
/// hand, at most 1,820) are few.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClashMoves {
    kind: Kind,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
enum Kind {
    #[default]
    None,
    /// The defender's 13 distinct cards.
    SetUp { hand: [Card; HAND_SIZE] },
    /// The sizes of the sets not yet revealed, smallest first.
    Reveal { sizes: [u8; 4], count: u8 },
    /// The attacker's hand, in the game's order, and the size of the set to answer.
    Answer {
        hand: [Card; MAX_HAND],
        len: u8,
        size: u8,
    },
}

impl ClashMoves {
    /// The moves of the seat to move in `phase`, holding `hand`, with the sets of sizes
    /// `unrevealed` still hidden: the one enumeration behind [`crate::rules::Game::legal_moves`]
    /// and [`super::ClashView::legal_moves`].
    pub(super) fn of(phase: Phase, hand: &[Card], unrevealed: &[u8]) -> ClashMoves {
        let kind = match phase {
            // A set-up splits the whole hand: a defender holds 13 distinct cards.
            Phase::SetUp => match <[Card; HAND_SIZE]>::try_from(hand) {
                Ok(hand) if card_mask(&hand).count_ones() as usize == HAND_SIZE => {
                    Kind::SetUp { hand }
                }
                _ => Kind::None,
            },
            Phase::Reveal => {
                let mut sizes = [0; 4];
                sizes[..unrevealed.len()].copy_from_slice(unrevealed);
                Kind::Reveal {
                    sizes,
                    count: unrevealed.len() as u8,
                }
            }
            Phase::Answer { size } => {
                let mut cards = [Card::ALL[0]; MAX_HAND];
                cards[..hand.len()].copy_from_slice(hand);
                Kind::Answer {
                    hand: cards,
                    len: hand.len() as u8,
                    size,
                }
            }
            Phase::Over => Kind::None,
        };
        ClashMoves { kind }
    }
}

/// The mask of all `n` positions of a hand.
fn positions(n: usize) -> HandMask {
    ((1u32 << n) - 1) as HandMask
}

/// C(n, k).
fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

impl MoveList<ClashMove> for ClashMoves {
    fn len(&self) -> usize {
        match self.kind {
            Kind::None => 0,
            Kind::SetUp { .. } => SETUPS_PER_HAND,
            Kind::Reveal { count, .. } => usize::from(count),
            Kind::Answer { len, size, .. } => binomial(usize::from(len), usize::from(size)),
        }
    }

    fn contains(&self, mv: &ClashMove) -> bool {
        match (&self.kind, mv) {
            (Kind::SetUp { hand }, ClashMove::SetUp(setup)) => {
                // Sets of 1, 2, 3 and 4 cards and 3 saved: 13 cards, so 13 distinct
                // bits are exactly the hand's cards, each once.
                let sized = (0..4).all(|i| setup.sets[i].len() == i + 1);
                let cards: Vec<Card> = setup.cards().collect();
                sized
                    && setup.saved.len() == SAVED
                    && card_mask(&cards).count_ones() as usize == HAND_SIZE
                    && card_mask(&cards) == card_mask(hand)
            }
            (Kind::Reveal { sizes, count }, ClashMove::Reveal { size }) => {
                sizes[..usize::from(*count)].contains(size)
            }
            (Kind::Answer { hand, len, size }, ClashMove::Answer { cards }) => {
                let mask = card_mask(cards);
                cards.len() == usize::from(*size)
                    && mask.count_ones() as usize == cards.len()
                    && mask & !card_mask(&hand[..usize::from(*len)]) == 0
            }
            _ => false,
        }
    }

    /// As Clash's random player has always drawn: a set-up shuffles the hand and cuts it
    /// into the sets and the saved cards (each set-up is 1!·2!·3!·4!·3! = 1,728 of the
    /// 13! shuffles, so set-ups are uniform), an answer is `choose_multiple` of the hand
    /// (rand's draws, in [`choose_few`]), a reveal is `choose` of the hidden sizes.
    fn choose(&self, rng: &mut GameRng) -> Option<ClashMove> {
        if self.is_empty() {
            return None;
        }
        Some(match &self.kind {
            Kind::None => return None,
            Kind::SetUp { hand } => {
                let mut cards = *hand;
                cards.shuffle(rng);
                let mut at = 0;
                let sets = [1, 2, 3, 4].map(|size| {
                    let set = cards[at..at + size].to_vec();
                    at += size;
                    set
                });
                ClashMove::SetUp(Setup {
                    sets,
                    saved: cards[at..].to_vec(),
                })
            }
            Kind::Reveal { sizes, count } => ClashMove::Reveal {
                size: *sizes[..usize::from(*count)].choose(rng)?,
            },
            Kind::Answer { hand, len, size } => ClashMove::Answer {
                cards: choose_few(&hand[..usize::from(*len)], rng, usize::from(*size)),
            },
        })
    }
}

impl IntoIterator for ClashMoves {
    type Item = ClashMove;
    type IntoIter = ClashMovesIter;

    fn into_iter(self) -> ClashMovesIter {
        let walk = match self.kind {
            Kind::None => Walk::Done,
            Kind::SetUp { hand } => Walk::SetUp {
                hand,
                walk: SetupWalk::new(),
            },
            Kind::Reveal { sizes, count } => Walk::Reveal {
                sizes,
                count,
                next: 0,
            },
            Kind::Answer { hand, len, size } => Walk::Answer {
                hand,
                subsets: (size > 0 && usize::from(size) <= 4)
                    .then(|| Subsets::new(positions(usize::from(len)), usize::from(size))),
            },
        };
        ClashMovesIter { walk }
    }
}

/// The moves of a [`ClashMoves`], made one at a time.
#[derive(Clone, Debug)]
pub struct ClashMovesIter {
    walk: Walk,
}

#[derive(Clone, Debug)]
enum Walk {
    Done,
    SetUp {
        hand: [Card; HAND_SIZE],
        walk: SetupWalk,
    },
    Reveal {
        sizes: [u8; 4],
        count: u8,
        next: u8,
    },
    Answer {
        hand: [Card; MAX_HAND],
        subsets: Option<Subsets>,
    },
}

impl Iterator for ClashMovesIter {
    type Item = ClashMove;

    fn next(&mut self) -> Option<ClashMove> {
        match &mut self.walk {
            Walk::Done => None,
            Walk::SetUp { hand, walk } => {
                let masks = walk.next()?;
                Some(ClashMove::SetUp(setup_of(hand, masks)))
            }
            Walk::Reveal { sizes, count, next } => {
                let size = *sizes[..usize::from(*count)].get(usize::from(*next))?;
                *next += 1;
                Some(ClashMove::Reveal { size })
            }
            Walk::Answer { hand, subsets } => {
                let mask = subsets.as_mut()?.next()?;
                let mut cards: Vec<Card> = (0..MAX_HAND)
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| hand[i])
                    .collect();
                sort_high_first(&mut cards);
                Some(ClashMove::Answer { cards })
            }
        }
    }
}
