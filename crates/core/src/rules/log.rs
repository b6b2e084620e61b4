//! A move log's actions, kept in shared chunks.
//!
//! The service applies every change to a copy of the match and keeps the copy once it is
//! committed, so a match is cloned several times a move. A `Vec` of actions made each
//! clone copy every action so far (one allocation each for a move that holds cards): a
//! move cost more the longer the match had gone on. Here a clone copies one pointer per
//! [`CHUNK`] actions, and the first push after a clone copies at most the partly filled
//! last chunk. Otherwise it behaves as a `Vec` that only grows, and its serde form is the
//! same sequence.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::sync::Arc;

/// Actions per chunk.
pub const CHUNK: usize = 32;

/// An append-only sequence that clones in O(length / [`CHUNK`]).
#[derive(Clone)]
pub struct ActionLog<T> {
    /// Every chunk but the last holds exactly `CHUNK` items; the last holds 1 to `CHUNK`.
    chunks: Vec<Arc<Vec<T>>>,
    len: usize,
}

impl<T> ActionLog<T> {
    pub fn new() -> Self {
        ActionLog {
            chunks: Vec::new(),
            len: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn last(&self) -> Option<&T> {
        self.chunks.last()?.last()
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        self.chunks.iter().flat_map(|chunk| chunk.iter())
    }
}

impl<T: Clone> ActionLog<T> {
    pub fn push(&mut self, item: T) {
        match self.chunks.last_mut() {
            // Copies the chunk first if a clone shares it.
            Some(last) if last.len() < CHUNK => Arc::make_mut(last).push(item),
            _ => {
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.push(item);
                self.chunks.push(Arc::new(chunk));
            }
        }
        self.len += 1;
    }
}

impl<T> Default for ActionLog<T> {
    fn default() -> Self {
        ActionLog::new()
    }
}

impl<T: Clone> Extend<T> for ActionLog<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

impl<T: Clone> FromIterator<T> for ActionLog<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut log = ActionLog::new();
        log.extend(items);
        log
    }
}

impl<T: PartialEq> PartialEq for ActionLog<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl<T: fmt::Debug> fmt::Debug for ActionLog<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Serialize> Serialize for ActionLog<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Deserialize<'de> + Clone> Deserialize<'de> for ActionLog<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<T>::deserialize(d).map(|items| items.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What a test does to a log and to the `Vec` it is checked against.
    #[derive(Clone, Debug)]
    enum Op {
        Push(u16),
        /// Keeps a clone, later checked unchanged by what the original went on to do.
        Clone,
        Extend(Vec<u16>),
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            6 => any::<u16>().prop_map(Op::Push),
            1 => Just(Op::Clone),
            1 => proptest::collection::vec(any::<u16>(), 0..80).prop_map(Op::Extend),
        ]
    }

    fn same(log: &ActionLog<u16>, model: &[u16]) {
        assert_eq!(log.len(), model.len());
        assert_eq!(log.is_empty(), model.is_empty());
        assert!(log.iter().eq(model.iter()));
        assert_eq!(log.last(), model.last());
        assert_eq!(log.iter().copied().collect::<Vec<_>>(), model);
        let chunks = log.chunks.len();
        assert_eq!(
            chunks,
            model.len().div_ceil(CHUNK),
            "chunks are filled in turn"
        );
        for (i, chunk) in log.chunks.iter().enumerate() {
            assert!(!chunk.is_empty() && chunk.len() <= CHUNK);
            assert!(
                i + 1 == chunks || chunk.len() == CHUNK,
                "only the last is partial"
            );
        }
    }

    proptest! {
        /// Whatever is pushed, extended and cloned in between, a log and every clone of it
        /// read as the `Vec` the same steps make, and a clone never sees the original's
        /// later pushes (nor the original the clone's).
        #[test]
        fn a_log_reads_as_a_vec_and_its_clones_are_independent(
            ops in proptest::collection::vec(op(), 0..120),
        ) {
            let mut log = ActionLog::new();
            let mut model: Vec<u16> = Vec::new();
            let mut kept: Vec<(ActionLog<u16>, Vec<u16>)> = Vec::new();
            for op in ops {
                match op {
                    Op::Push(x) => {
                        log.push(x);
                        model.push(x);
                    }
                    Op::Clone => {
                        let mut copy = log.clone();
                        let mut copy_model = model.clone();
                        // The clone grows on its own too.
                        copy.push(7);
                        copy_model.push(7);
                        kept.push((copy, copy_model));
                    }
                    Op::Extend(items) => {
                        log.extend(items.iter().copied());
                        model.extend(items);
                    }
                }
                same(&log, &model);
            }
            for (copy, copy_model) in &kept {
                same(copy, copy_model);
            }
            prop_assert_eq!(model.iter().copied().collect::<ActionLog<_>>(), log);
        }
    }

    #[test]
    fn a_clone_shares_every_chunk_and_a_push_copies_only_the_last() {
        let log: ActionLog<u16> = (0..(3 * CHUNK as u16 + 5)).collect();
        let mut copy = log.clone();
        for (a, b) in log.chunks.iter().zip(&copy.chunks) {
            assert!(Arc::ptr_eq(a, b));
        }
        copy.push(1);
        let shared = |i: usize| Arc::ptr_eq(&log.chunks[i], &copy.chunks[i]);
        assert!(shared(0) && shared(1) && shared(2));
        assert!(
            !shared(3),
            "the partly filled chunk was copied before the push"
        );
        assert_eq!(log.len() + 1, copy.len());
    }

    #[test]
    fn its_serde_form_is_the_sequence() {
        let log: ActionLog<u16> = (0..70).collect();
        let json = serde_json::to_string(&log).unwrap();
        assert_eq!(
            json,
            serde_json::to_string(&(0..70).collect::<Vec<u16>>()).unwrap()
        );
        let back: ActionLog<u16> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, log);
        assert_eq!(
            format!("{log:?}"),
            format!("{:?}", (0..70).collect::<Vec<u16>>())
        );
        assert_eq!(
            serde_json::to_string(&ActionLog::<u16>::new()).unwrap(),
            "[]"
        );
    }
}
