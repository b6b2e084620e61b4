//! Exhaustive set-up search: every way to split a 13-card hand into sets of 4, 3, 2 and 1
//! cards and 3 saved cards, 13!/(4!·3!·2!·1!·3!) = 3,603,600 set-ups. The hand has only
//! 1,092 possible sets (13 + 78 + 286 + 715), so each is valued once, in a table by
//! subset mask, and the set-ups are then walked as masks, with no card or `Vec` touched.

use super::sets::evaluate_mask;
use super::{SetRank, Setup, HAND_SIZE};
use crate::cards::Card;

/// How many set-ups a 13-card hand has.
pub const SETUPS_PER_HAND: usize = 3_603_600;

/// A set of the hand as a mask of positions: bit `i` is `hand[i]`.
pub type HandMask = u16;

/// One set-up as masks: `sets[i]` is the `i + 1`-card set; the saved cards are the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SetupMasks {
    pub sets: [HandMask; 4],
}

impl SetupMasks {
    pub fn saved(self) -> HandMask {
        FULL & !(self.sets[0] | self.sets[1] | self.sets[2] | self.sets[3])
    }
}

const FULL: HandMask = (1 << HAND_SIZE) - 1;

/// A value for every set of one 13-card hand (its rank, or whatever a caller derives from
/// it), by mask, and the walk over the hand's set-ups.
#[derive(Clone, Debug)]
pub struct HandSets<V> {
    hand: [Card; HAND_SIZE],
    /// Indexed by [`HandMask`]; masks of 1 to 4 cards hold their set's value, the others
    /// the value of the 1-card set of `hand[0]` (never read).
    values: Vec<V>,
}

impl<V: Copy> HandSets<V> {
    /// Values every 1- to 4-card set of `hand` with `value`, called once per set (1,092
    /// times). `None` unless `hand` is 13 distinct cards.
    pub fn new(hand: &[Card], mut value: impl FnMut(SetRank) -> V) -> Option<Self> {
        let hand: [Card; HAND_SIZE] = hand.try_into().ok()?;
        let card_bits = hand.map(|c| 1u64 << c.index());
        if card_bits.iter().fold(0, |all, bit| all | bit).count_ones() as usize != HAND_SIZE {
            return None;
        }
        let filler = value(evaluate_mask(card_bits[0]));
        let mut values = vec![filler; usize::from(FULL) + 1];
        for mask in 1..=FULL {
            if mask.count_ones() <= 4 {
                let cards = (0..HAND_SIZE)
                    .filter(|i| mask & (1 << i) != 0)
                    .fold(0, |all, i| all | card_bits[i]);
                values[usize::from(mask)] = value(evaluate_mask(cards));
            }
        }
        Some(HandSets { hand, values })
    }

    pub fn hand(&self) -> &[Card; HAND_SIZE] {
        &self.hand
    }

    /// The value of the set `mask` (1 to 4 cards of the hand).
    pub fn value(&self, mask: HandMask) -> V {
        debug_assert!((1..=4).contains(&mask.count_ones()) && mask <= FULL);
        self.values[usize::from(mask)]
    }

    /// The cards of `mask`, highest first (the order the game keeps).
    pub fn cards(&self, mask: HandMask) -> Vec<Card> {
        cards_of(&self.hand, mask)
    }

    /// The set-up `masks` describes, each set and the saved cards highest first.
    pub fn setup(&self, masks: SetupMasks) -> Setup {
        setup_of(&self.hand, masks)
    }

    /// Calls `f` with every set-up of the hand and its sets' values (`values[i]` for the
    /// `i + 1`-card set): 3,603,600 calls, 4-card set outermost, then 3, 2 and 1, each
    /// in increasing order of its positions in the hand.
    ///
    /// The walk of [`SetupWalk`], driven from inside: the same [`Subsets`] for the 4-, 3-
    /// and 2-card sets, and the 1-card sets peeled off the bits that are left. The strong
    /// player's search calls `f` for every set-up of every round it defends, so the
    /// innermost loop is kept free of the iterator's bookkeeping.
    pub fn for_each_setup(&self, mut f: impl FnMut(SetupMasks, [V; 4])) {
        let values = &self.values[..];
        for m4 in Subsets::new(FULL, 4) {
            let v4 = values[usize::from(m4)];
            for m3 in Subsets::new(FULL & !m4, 3) {
                let v3 = values[usize::from(m3)];
                for m2 in Subsets::new(FULL & !(m4 | m3), 2) {
                    let v2 = values[usize::from(m2)];
                    let mut rest = FULL & !(m4 | m3 | m2);
                    while rest != 0 {
                        let m1 = rest & rest.wrapping_neg();
                        rest &= rest - 1;
                        let v1 = values[usize::from(m1)];
                        f(
                            SetupMasks {
                                sets: [m1, m2, m3, m4],
                            },
                            [v1, v2, v3, v4],
                        );
                    }
                }
            }
        }
    }

    /// The set-up with the highest `score`; the first one walked among equals.
    pub fn best<S: PartialOrd>(&self, mut score: impl FnMut([V; 4]) -> S) -> (Setup, S) {
        let mut best: Option<(SetupMasks, S)> = None;
        self.for_each_setup(|masks, values| {
            let s = score(values);
            if best.as_ref().is_none_or(|(_, b)| s > *b) {
                best = Some((masks, s));
            }
        });
        let (masks, s) = best.expect("a 13-card hand has set-ups");
        (self.setup(masks), s)
    }
}

/// The set-up of a 13-card `hand` whose sets' ranks (`ranks[i]` for the `i + 1`-card
/// set) score highest, over all 3,603,600; the first walked among equals. `None` unless
/// `hand` is 13 distinct cards.
pub fn best_setup<S: PartialOrd>(
    hand: &[Card],
    mut score: impl FnMut(&[SetRank; 4]) -> S,
) -> Option<(Setup, S)> {
    Some(HandSets::new(hand, |rank| rank)?.best(|ranks| score(&ranks)))
}

/// The cards of `hand` at the positions of `mask`, highest first (the order the game keeps),
/// read off their card bits from the top rather than sorted: a set-up's list makes five
/// of these per set-up.
pub fn cards_of(hand: &[Card], mask: HandMask) -> Vec<Card> {
    let mut bits = 0u64;
    let mut rest = mask;
    while rest != 0 {
        bits |= 1 << hand[rest.trailing_zeros() as usize].index();
        rest &= rest - 1;
    }
    let mut cards = Vec::with_capacity(bits.count_ones() as usize);
    while bits != 0 {
        let top = bits.ilog2();
        cards.push(Card::ALL[top as usize]);
        bits ^= 1 << top;
    }
    cards
}

/// The set-up of the 13-card `hand` that `masks` describes, each set and the saved cards
/// highest first.
pub fn setup_of(hand: &[Card; HAND_SIZE], masks: SetupMasks) -> Setup {
    Setup {
        sets: masks.sets.map(|m| cards_of(hand, m)),
        saved: cards_of(hand, masks.saved()),
    }
}

/// Every `size`-bit subset of a mask (1 to 4 of at most 16 bits), in increasing order of
/// positions: lexicographic on the set bits, lowest first.
#[derive(Clone, Debug)]
pub struct Subsets {
    /// The mask's bits, lowest first.
    bits: [HandMask; 16],
    count: u8,
    size: u8,
    /// Where in `bits` the next subset's bits are, increasing; `None` once all were given.
    next: Option<[u8; 4]>,
}

impl Subsets {
    pub fn new(mask: HandMask, size: usize) -> Subsets {
        assert!((1..=4).contains(&size), "subsets of 1 to 4 bits");
        let mut bits = [0; 16];
        let mut count = 0;
        let mut rest = mask;
        while rest != 0 {
            bits[count] = rest & rest.wrapping_neg();
            rest &= rest - 1;
            count += 1;
        }
        Subsets {
            bits,
            count: count as u8,
            size: size as u8,
            next: (size <= count).then_some([0, 1, 2, 3]),
        }
    }
}

impl Iterator for Subsets {
    type Item = HandMask;

    fn next(&mut self) -> Option<HandMask> {
        let at = self.next.as_mut()?;
        let (size, count) = (usize::from(self.size), self.count);
        let mask = at[..size]
            .iter()
            .fold(0, |mask, &i| mask | self.bits[usize::from(i)]);
        // The next subset in order: the last position that can still rise rises by one,
        // and those after it follow it closely.
        match (0..size)
            .rev()
            .find(|&i| at[i] < count - size as u8 + i as u8)
        {
            Some(i) => {
                at[i] += 1;
                for j in i + 1..size {
                    at[j] = at[j - 1] + 1;
                }
            }
            None => self.next = None,
        }
        Some(mask)
    }
}

/// Every set-up of a 13-card hand as masks, one at a time, in the order of
/// [`HandSets::for_each_setup`]: 4-card set outermost, then 3, 2 and 1, each in increasing
/// order of its positions in the hand. 3,603,600 of them, made as they are asked for: the
/// Clash defender's legal moves (`ClashMoves`).
#[derive(Clone, Debug)]
pub struct SetupWalk {
    fours: Subsets,
    threes: Subsets,
    twos: Subsets,
    /// The current 4-, 3- and 2-card sets.
    sets: [HandMask; 3],
    /// The 1-card sets not yet given with them, one bit each.
    ones: HandMask,
    left: usize,
}

impl SetupWalk {
    pub fn new() -> SetupWalk {
        let mut fours = Subsets::new(FULL, 4);
        let m4 = fours.next().expect("13 cards have 4-card sets");
        let mut threes = Subsets::new(FULL & !m4, 3);
        let m3 = threes.next().expect("9 cards have 3-card sets");
        let mut twos = Subsets::new(FULL & !(m4 | m3), 2);
        let m2 = twos.next().expect("6 cards have 2-card sets");
        SetupWalk {
            fours,
            threes,
            twos,
            sets: [m4, m3, m2],
            ones: FULL & !(m4 | m3 | m2),
            left: SETUPS_PER_HAND,
        }
    }
}

impl Default for SetupWalk {
    fn default() -> Self {
        SetupWalk::new()
    }
}

impl Iterator for SetupWalk {
    type Item = SetupMasks;

    fn next(&mut self) -> Option<SetupMasks> {
        if self.left == 0 {
            return None;
        }
        if self.ones == 0 {
            // The 1-card sets of these 4, 3 and 2 are done: the next 2-card set, or the
            // next 3-card set and its first 2, or the next 4-card set and its first 3 and 2.
            let [m4, m3, _] = &mut self.sets;
            let m2 = match self.twos.next() {
                Some(m2) => m2,
                None => {
                    match self.threes.next() {
                        Some(next) => *m3 = next,
                        None => {
                            *m4 = self.fours.next().expect("set-ups are left");
                            self.threes = Subsets::new(FULL & !*m4, 3);
                            *m3 = self.threes.next().expect("9 cards have 3-card sets");
                        }
                    }
                    self.twos = Subsets::new(FULL & !(*m4 | *m3), 2);
                    self.twos.next().expect("6 cards have 2-card sets")
                }
            };
            self.sets[2] = m2;
            self.ones = FULL & !(self.sets[0] | self.sets[1] | m2);
        }
        let m1 = self.ones & self.ones.wrapping_neg();
        self.ones &= self.ones - 1;
        self.left -= 1;
        let [m4, m3, m2] = self.sets;
        Some(SetupMasks {
            sets: [m1, m2, m3, m4],
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for SetupWalk {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{parse_cards, rng_from_seed, shuffled_deck};
    use crate::rules::clash::{check_setup, evaluate, Clash};

    fn hand(seed: u64) -> Vec<Card> {
        let mut hand = shuffled_deck(&mut rng_from_seed(seed))[..HAND_SIZE].to_vec();
        hand.sort_unstable_by(|a, b| b.cmp(a));
        hand
    }

    #[test]
    fn a_hand_is_13_distinct_cards() {
        let mut cards = hand(1);
        assert!(HandSets::new(&cards, |r| r).is_some());
        assert!(HandSets::new(&cards[..12], |r| r).is_none());
        cards[12] = cards[0];
        assert!(HandSets::new(&cards, |r| r).is_none());
    }

    #[test]
    fn every_set_of_the_hand_is_valued_by_its_rank() {
        let cards = hand(2);
        let sets = HandSets::new(&cards, |r| r).unwrap();
        let mut seen = 0;
        for mask in 1..=FULL {
            if mask.count_ones() <= 4 {
                assert_eq!(sets.value(mask), evaluate(&sets.cards(mask)).unwrap());
                seen += 1;
            }
        }
        assert_eq!(seen, 13 + 78 + 286 + 715);
    }

    #[test]
    fn the_walk_visits_every_setup_once_and_each_is_a_legal_split() {
        let cards = hand(3);
        let sets = HandSets::new(&cards, |_| ()).unwrap();
        let mut visited = Vec::with_capacity(SETUPS_PER_HAND);
        sets.for_each_setup(|masks, _| {
            let [m1, m2, m3, m4] = masks.sets;
            let sizes = masks.sets.map(|m| m.count_ones());
            assert_eq!(sizes, [1, 2, 3, 4]);
            assert_eq!(m1 | m2 | m3 | m4 | masks.saved(), FULL);
            assert_eq!(masks.saved().count_ones(), 3);
            visited.push(
                u64::from(m1) | u64::from(m2) << 13 | u64::from(m3) << 26 | u64::from(m4) << 39,
            );
        });
        assert_eq!(visited.len(), SETUPS_PER_HAND);
        visited.sort_unstable();
        visited.dedup();
        assert_eq!(visited.len(), SETUPS_PER_HAND);
    }

    #[test]
    fn the_walk_one_at_a_time_is_the_walk_from_inside() {
        let sets = HandSets::new(&hand(5), |_| ()).unwrap();
        let mut walk = SetupWalk::new();
        assert_eq!(walk.len(), SETUPS_PER_HAND);
        sets.for_each_setup(|masks, _| assert_eq!(walk.next(), Some(masks)));
        assert_eq!(walk.next(), None);
    }

    #[test]
    fn subsets_come_once_each_in_order_of_positions() {
        let positions = |m: HandMask| (0..16).filter(|i| m & 1 << i != 0).collect::<Vec<_>>();
        for (mask, size, count) in [
            (FULL, 4, 715),
            (FULL, 1, 13),
            (0b1011_0110, 2, 10),
            (0xFFFF, 4, 1820),
            (0b111, 4, 0),
            (0, 1, 0),
        ] {
            let subsets: Vec<HandMask> = Subsets::new(mask, size).collect();
            assert_eq!(subsets.len(), count, "{mask:b} {size}");
            for s in &subsets {
                assert_eq!((s.count_ones() as usize, s & !mask), (size, 0));
            }
            assert!(subsets
                .windows(2)
                .all(|w| positions(w[0]) < positions(w[1])));
        }
    }

    #[test]
    fn the_values_passed_are_those_of_the_setups_sets() {
        let cards = hand(4);
        let sets = HandSets::new(&cards, |r| r).unwrap();
        let mut checked = 0;
        sets.for_each_setup(|masks, ranks| {
            // Every 997th set-up, to keep the test quick.
            checked += 1;
            if checked % 997 == 0 {
                let setup = sets.setup(masks);
                assert_eq!(check_setup(&cards, &setup), Ok(()));
                for size in 1..=4u8 {
                    let i = usize::from(size) - 1;
                    assert_eq!(ranks[i], evaluate(setup.set(size)).unwrap());
                }
            }
        });
    }

    #[test]
    fn best_setup_finds_the_maximum_and_the_first_among_equals() {
        // Straight flush 9-Q of spades, trips, a pair and the ace: the lexicographic best
        // (4-card set first) is plain to see.
        let cards = parse_cards("9S TS JS QS 5H 5D 5C 3H 3D AC 2C 4D 7H").unwrap();
        let (setup, ranks) = best_setup(&cards, |r| (r[3], r[2], r[1], r[0])).unwrap();
        assert_eq!(check_setup(&cards, &setup), Ok(()));
        assert_eq!(setup.set(4), parse_cards("QS JS TS 9S").unwrap());
        assert_eq!(setup.set(3), parse_cards("5H 5D 5C").unwrap());
        assert_eq!(setup.set(2), parse_cards("3H 3D").unwrap());
        assert_eq!(setup.set(1), parse_cards("AC").unwrap());
        assert_eq!(ranks.0, evaluate(setup.set(4)).unwrap());
        // A constant score keeps the first set-up walked: the lowest positions first.
        let (first, ()) = best_setup(&cards, |_| ()).unwrap();
        let sets = HandSets::new(&cards, |_| ()).unwrap();
        assert_eq!(
            first,
            sets.setup(SetupMasks {
                sets: [1 << 9, 0b11 << 7, 0b111 << 4, 0b1111]
            })
        );
    }

    #[test]
    fn the_full_search_never_does_worse_than_the_greedy_suggestion() {
        // `suggest_setup` takes the best 4-card set, then the best 3 of the rest, and so
        // on; the search over every set-up, scored the same way, can only match or beat
        // it, and always matches its 4-card set's rank.
        for seed in 0..3 {
            let cards = hand(seed);
            let greedy = Clash::suggest_setup(&cards);
            let rank = |size| evaluate(greedy.set(size)).unwrap();
            let greedy_key = (rank(4), rank(3), rank(2), rank(1));
            let (_, best) = best_setup(&cards, |r| (r[3], r[2], r[1], r[0])).unwrap();
            assert!(best >= greedy_key, "seed {seed}");
            assert_eq!(best.0, greedy_key.0, "seed {seed}");
        }
    }
}
