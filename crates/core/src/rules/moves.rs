//! Lists of legal moves: the [`MoveList`] trait that [`super::Game::legal_moves`] returns,
//! and [`Listed`], the list kept whole that games with a few dozen moves use. A game whose
//! moves are too many to keep (Clash's 3,603,600 set-ups) has a list type of its own that
//! makes them one at a time.

use crate::cards::GameRng;
use rand::seq::SliceRandom;
use std::borrow::Cow;
use std::fmt::Debug;

/// The legal moves of the seat to move, as `shakmaty`'s `legal_moves()` (see
/// [`super::Game::legal_moves`]).
///
/// A list, not a `Vec`: a Clash defender has 3,603,600 set-ups, too many to build for every
/// move of a random game, so a list knows its length, answers [`MoveList::contains`] and
/// draws a random move without making them all, and makes them one at a time when
/// iterated (by value: the moves are made, not stored). Lists with few moves keep them in
/// a `Vec` ([`Listed`]).
///
/// Each legal move is listed once, in one form. Where `apply` accepts the same cards in any
/// order (a Clash set or answer, a Shape Clash option 4b), the list has them in the order
/// the game keeps them, and [`MoveList::contains`] takes any order, as `apply` does:
/// `contains(m)` is exactly [`super::Table::is_legal`] for the seat to move.
pub trait MoveList<M>: Clone + Debug + Default + Send + Sync + IntoIterator<Item = M> {
    /// How many moves iterating gives.
    fn len(&self) -> usize;

    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the seat to move may play `mv` now, in any form `apply` accepts.
    fn contains(&self, mv: &M) -> bool;

    /// A move chosen uniformly among the listed ones (`None` when there is none): the
    /// random player's move. Each list draws from `rng` as its game always has, so a seed
    /// keeps playing the same moves (`sim::tests`' pinned hashes); where the game draws the
    /// cards of a set in a random order, the move has them in that order.
    fn choose(&self, rng: &mut GameRng) -> Option<M>;
}

/// How a move reads in a [`Listed`] list: moves that name the same cards in another order
/// are the same move to `apply`, and the list holds one form.
pub trait ListedForm: Clone + PartialEq {
    /// `self` in the form the list holds; the default is `self` unchanged.
    fn listed_form(&self) -> Cow<'_, Self> {
        Cow::Borrowed(self)
    }
}

/// A short list of legal moves kept whole, in the game's order; it reads like the `Vec` it
/// holds (a slice by `Deref`, comparison with a `Vec`), but for `contains`, which takes a
/// move in any form `apply` accepts. [`MoveList::choose`] is `SliceRandom::choose` on that
/// `Vec`, as those games drew before they had a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed<M> {
    moves: Vec<M>,
}

impl<M> Default for Listed<M> {
    fn default() -> Self {
        Listed { moves: Vec::new() }
    }
}

impl<M> From<Vec<M>> for Listed<M> {
    fn from(moves: Vec<M>) -> Self {
        Listed { moves }
    }
}

impl<M> Listed<M> {
    pub fn as_slice(&self) -> &[M] {
        &self.moves
    }
}

impl<M: ListedForm> Listed<M> {
    /// Whether `mv`, in any form `apply` accepts, is listed. Shadows the slice's
    /// `contains`, which would miss a move in another form.
    pub fn contains(&self, mv: &M) -> bool {
        self.moves.contains(&mv.listed_form())
    }
}

/// The moves as a slice (`iter`, `len`, `first`, indexing), in the list's order.
impl<M> std::ops::Deref for Listed<M> {
    type Target = [M];

    fn deref(&self) -> &[M] {
        &self.moves
    }
}

impl<M: ListedForm + Debug + Send + Sync> MoveList<M> for Listed<M> {
    fn len(&self) -> usize {
        self.moves.len()
    }

    fn contains(&self, mv: &M) -> bool {
        Listed::contains(self, mv)
    }

    fn choose(&self, rng: &mut GameRng) -> Option<M> {
        self.moves.choose(rng).cloned()
    }
}

impl<M> IntoIterator for Listed<M> {
    type Item = M;
    type IntoIter = std::vec::IntoIter<M>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter()
    }
}

impl<'a, M> IntoIterator for &'a Listed<M> {
    type Item = &'a M;
    type IntoIter = std::slice::Iter<'a, M>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.iter()
    }
}

impl<M: PartialEq> PartialEq<Vec<M>> for Listed<M> {
    fn eq(&self, other: &Vec<M>) -> bool {
        self.moves == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;

    #[derive(Clone, Debug, PartialEq)]
    struct Pair([u8; 2]);

    /// A pair is the same move in either order; the list holds it low first.
    impl ListedForm for Pair {
        fn listed_form(&self) -> Cow<'_, Pair> {
            let [a, b] = self.0;
            Cow::Owned(Pair([a.min(b), a.max(b)]))
        }
    }

    #[test]
    fn a_listed_move_is_found_in_any_form_apply_accepts() {
        let list = Listed::from(vec![Pair([1, 2]), Pair([3, 4])]);
        assert!(list.contains(&Pair([2, 1])));
        assert!(list.contains(&Pair([3, 4])));
        assert!(!list.contains(&Pair([1, 3])));
        assert_eq!(list, vec![Pair([1, 2]), Pair([3, 4])]);
    }

    #[test]
    fn a_listed_choice_draws_as_slice_choose() {
        let moves: Vec<Pair> = (0..37).map(|i| Pair([i, i])).collect();
        let list = Listed::from(moves.clone());
        let (mut a, mut b) = (rng_from_seed(5), rng_from_seed(5));
        for _ in 0..100 {
            assert_eq!(
                MoveList::choose(&list, &mut a).as_ref(),
                moves.choose(&mut b)
            );
        }
        assert_eq!(MoveList::choose(&Listed::<Pair>::default(), &mut a), None);
    }
}
