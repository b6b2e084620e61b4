//! Clash set ranking: the category of a 1- to 4-card set and its relevant card
//! (docs/rules.md#clash-set-rankings).

use crate::cards::Card;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;
use thiserror::Error;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    StraightFlush,
    StraightFlash,
    TwoPairFlash,
    FourOfAKind,
    CommonFlash,
}

impl Category {
    pub const ALL: [Category; 11] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::StraightFlush,
        Category::StraightFlash,
        Category::TwoPairFlash,
        Category::FourOfAKind,
        Category::CommonFlash,
    ];

    /// The command-line name: `two-pair-flash`.
    pub fn slug(self) -> &'static str {
        match self {
            Category::HighCard => "high-card",
            Category::Pair => "pair",
            Category::TwoPair => "two-pair",
            Category::ThreeOfAKind => "three-of-a-kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::StraightFlush => "straight-flush",
            Category::StraightFlash => "straight-flash",
            Category::TwoPairFlash => "two-pair-flash",
            Category::FourOfAKind => "four-of-a-kind",
            Category::CommonFlash => "common-flash",
        }
    }

    /// The name players read: `two pair flash`.
    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high card",
            Category::Pair => "pair",
            Category::TwoPair => "two pair",
            Category::ThreeOfAKind => "three of a kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::StraightFlush => "straight flush",
            Category::StraightFlash => "straight flash",
            Category::TwoPairFlash => "two pair flash",
            Category::FourOfAKind => "four of a kind",
            Category::CommonFlash => "common flash",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The categories a set of each size can have, highest first (docs/rules.md#clash-set-rankings).
pub const fn categories_for_size(size: usize) -> &'static [Category] {
    use Category::*;
    match size {
        1 => &[HighCard],
        2 => &[Pair, HighCard],
        3 => &[ThreeOfAKind, StraightFlush, Straight, Flush, Pair, HighCard],
        4 => &[
            FourOfAKind,
            StraightFlush,
            StraightFlash,
            TwoPairFlash,
            Straight,
            Flush,
            ThreeOfAKind,
            TwoPair,
            Pair,
            CommonFlash,
            HighCard,
        ],
        _ => &[],
    }
}

const NO_TIER: u8 = u8::MAX;

/// `categories_for_size` inverted: `TIERS[size][category as usize]` is the category's place
/// in its size's table (0 highest), so that comparing ranks searches no list.
const TIERS: [[u8; Category::ALL.len()]; 5] = {
    let mut tiers = [[NO_TIER; Category::ALL.len()]; 5];
    let mut size = 1;
    while size <= 4 {
        let table = categories_for_size(size);
        let mut tier = 0;
        while tier < table.len() {
            tiers[size][table[tier] as usize] = tier as u8;
            tier += 1;
        }
        size += 1;
    }
    tiers
};

/// A set's rank: compare only sets of the same size (the category order depends on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SetRank {
    pub size: u8,
    pub category: Category,
    pub relevant: Card,
}

impl SetRank {
    /// 0 for the size's best category, counting down the table.
    fn tier(&self) -> usize {
        let tier = TIERS
            .get(usize::from(self.size))
            .map_or(NO_TIER, |tiers| tiers[self.category as usize]);
        assert!(
            tier != NO_TIER,
            "a category always belongs to its size's table"
        );
        usize::from(tier)
    }
}

/// Higher is better. Sets of different sizes order by size first, which the game never
/// relies on but keeps `Ord` total.
impl Ord for SetRank {
    fn cmp(&self, other: &Self) -> Ordering {
        self.size
            .cmp(&other.size)
            .then_with(|| other.tier().cmp(&self.tier()))
            .then_with(|| self.relevant.cmp(&other.relevant))
    }
}

impl PartialOrd for SetRank {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for SetRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} high)", self.category, self.relevant)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetError {
    #[error("a set has 1 to 4 cards, not {0}")]
    BadSize(usize),
    #[error("{0} appears twice in the set")]
    Duplicate(Card),
}

/// Ranks a set of 1 to 4 distinct cards.
// Always inlined: with `#[inline]` LLVM kept it out of line for its size (four arms), and
// the call and the result written through memory cost a fifth to a third of a 4-card set's
// time in `crates/core/benches/core/clash.rs` (31 µs per 1,024 sets before, 20 to 25 µs after, under
// similar load).
#[inline(always)]
pub fn evaluate(cards: &[Card]) -> Result<SetRank, SetError> {
    let rank = match cards {
        // One and two cards need no more than a comparison.
        [card] => {
            return Ok(SetRank {
                size: 1,
                category: Category::HighCard,
                relevant: *card,
            })
        }
        [a, b] if a == b => return Err(SetError::Duplicate(*a)),
        [a, b] => {
            return Ok(SetRank {
                size: 2,
                category: if a.rank == b.rank {
                    Category::Pair
                } else {
                    Category::HighCard
                },
                relevant: *a.max(b),
            })
        }
        [a, b, c] => Parts::of(a).with(b).with(c).rank::<3>(),
        [a, b, c, d] => Parts::of(a).with(b).with(c).with(d).rank::<4>(),
        _ => return Err(SetError::BadSize(cards.len())),
    };
    rank.ok_or_else(|| SetError::Duplicate(highest_duplicate(cards)))
}

/// The highest card that appears twice in `cards` (1 to 4 cards, at least one repeated).
#[cold]
fn highest_duplicate(cards: &[Card]) -> Card {
    let mut sorted = [cards[0]; 4];
    sorted[..cards.len()].copy_from_slice(cards);
    let sorted = &mut sorted[..cards.len()];
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    sorted
        .windows(2)
        .find(|w| w[0] == w[1])
        .map(|w| w[0])
        .expect("a repeated card")
}

/// Ranks the set whose cards are the bits of `mask` (bit [`Card::index`]): 1 to 4 bits
/// set, all below 52.
pub fn evaluate_mask(mask: u64) -> SetRank {
    debug_assert!((1..=4).contains(&mask.count_ones()) && mask >> 52 == 0);
    let mut cards = [Card::ALL[0]; 4];
    let mut count = 0;
    let mut rest = mask;
    while rest != 0 && count < 4 {
        // A mask's bit is the card's index, 8 below its bit in `Parts`' words.
        cards[count] = CARDS_BY_BIT[(rest.trailing_zeros() as usize + 8) & 63];
        count += 1;
        rest &= rest - 1;
    }
    evaluate(&cards[..count]).expect("a mask has no repeated card")
}

/// A set of 3 or 4 cards as what each card adds to it: its bit (at `rank × 4 + suit`, so a
/// nibble per rank, 8 places above [`Card::index`]), OR-ed in and also summed (the two
/// differ exactly when a card repeats: a carry), and its [`CARD_KEYS`] entry summed (how
/// many of each suit, and the ranks' [`RANK_WEIGHTS`], whose sum names the ranks held).
/// A set's rank is then a few table lookups and a bit scan away, with no branch on the
/// cards and no counting of bits.
#[derive(Clone, Copy)]
struct Parts {
    bits: u64,
    sum: u64,
    key: u32,
}

/// By rank value (2 to 14): weights whose sums over any 3 ranks, or any 4, repeats
/// allowed, all differ (a B₄ sequence, found greedily from 0). So the sum of a set's
/// weights names its ranks, and indexes [`RANKS_3`] or [`RANKS_4`] directly. The tables'
/// builder checks the uniqueness as it fills them: a const panic stops the build if two
/// rank sets ever shared a sum.
const RANK_WEIGHTS: [u32; 15] = [
    0, 0, 0, 1, 5, 21, 55, 153, 368, 856, 1424, 2603, 4967, 8194, 13663,
];

/// By `rank × 4 + suit`: the rank's weight (bits 0 to 15; 4 × 13,663 < 2¹⁶) and a count
/// of 1 in the suit's nibble (bits 16 to 31, clubs lowest), so that summing a set's keys
/// sums both without one carrying into the other.
const CARD_KEYS: [u32; 64] = {
    let mut keys = [0; 64];
    let mut at = 8;
    while at < 60 {
        keys[at] = RANK_WEIGHTS[at / 4] | 1 << (16 + 4 * (at % 4));
        at += 1;
    }
    keys
};

/// What a set's ranks alone say ([`rank_entry`]), by the sum of their weights: 3-card sets.
/// Both tables span every value of the key's 16 weight bits, so that reading one needs no
/// bound check (a 4-card sum is at most 4 × 13,663; entries past it are never read).
static RANKS_3: [u8; 1 << 16] = ranks_table(3);
/// The same for 4-card sets.
static RANKS_4: [u8; 1 << 16] = ranks_table(4);

/// The shapes of [`rank_entry`], in its top bits.
const DISTINCT: u8 = 0;
const RUN: u8 = 1;
const ONE_PAIR: u8 = 2;
const TWO_PAIR: u8 = 3;
const TRIO: u8 = 4;
const QUAD: u8 = 5;

/// The entry of a set's ranks (`ranks`, lowest first; `size` of them, 3 or 4): its shape
/// (from [`DISTINCT`] to [`QUAD`]) times 16, plus the value of the rank whose highest card
/// is the relevant one: the highest rank held twice or more (the pair, trio or quad, or in
/// two pair the higher pair), else the run's top (the 3 or 4 of an ace-low run: A-2-3,
/// A-2-3-4), else the highest rank.
const fn rank_entry(ranks: [usize; 4], size: usize) -> u8 {
    let mut counts = [0u8; 15];
    let mut i = 0;
    while i < size {
        counts[ranks[i]] += 1;
        i += 1;
    }
    let (mut most, mut groups, mut top_group) = (0, 0, 0);
    let mut rank = 2;
    while rank <= 14 {
        if counts[rank] > most {
            most = counts[rank];
        }
        if counts[rank] >= 2 {
            groups += 1;
            top_group = rank;
        }
        rank += 1;
    }
    let (low, high) = (ranks[0], ranks[size - 1]);
    let (shape, relevant) = match (most, groups) {
        (4, _) => (QUAD, top_group),
        (3, _) => (TRIO, top_group),
        (2, 2) => (TWO_PAIR, top_group),
        (2, _) => (ONE_PAIR, top_group),
        // Distinct ranks from here on.
        _ if high - low == size - 1 => (RUN, high),
        // The ace with 2 up to `size − 1`: the distinct ranks below it are those.
        _ if high == 14 && low == 2 && ranks[size - 2] == size => (RUN, size),
        _ => (DISTINCT, high),
    };
    shape << 4 | relevant as u8
}

/// [`RANKS_3`] or [`RANKS_4`]: every rank set of `size` (3 or 4) ranks, repeats allowed,
/// at the sum of its weights.
const fn ranks_table<const LEN: usize>(size: usize) -> [u8; LEN] {
    const UNSET: u8 = u8::MAX;
    let mut table = [UNSET; LEN];
    // The ranks in nondecreasing order, each rank set once: a ≤ b ≤ c (≤ d).
    let mut a = 2;
    while a <= 14 {
        let mut b = a;
        while b <= 14 {
            let mut c = b;
            while c <= 14 {
                let mut d = if size == 4 { c } else { 14 };
                while d <= 14 {
                    let ranks = [a, b, c, d];
                    let mut sum = 0;
                    let mut i = 0;
                    while i < size {
                        sum += RANK_WEIGHTS[ranks[i]] as usize;
                        i += 1;
                    }
                    assert!(table[sum] == UNSET, "two rank sets share a weight sum");
                    table[sum] = rank_entry(ranks, size);
                    d += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    // Sums no rank set reaches are never read; a valid entry keeps any misuse in range.
    let mut sum = 0;
    while sum < LEN {
        if table[sum] == UNSET {
            table[sum] = DISTINCT << 4 | 14;
        }
        sum += 1;
    }
    table
}

/// The table of docs/rules.md#clash-set-rankings by what [`Parts::rank`] reads: indexed by
/// `(size is 4) << 5 | shape << 2 | flush << 1 | flash`, `shape` as in [`rank_entry`].
/// Entries no set reaches (a flush with a pair, say) hold what [`category_for`] gives.
const CATEGORIES: [Category; 64] = {
    let mut table = [Category::HighCard; 64];
    let mut index = 0;
    while index < 64 {
        let size = if index & 32 != 0 { 4 } else { 3 };
        let shape = (index >> 2 & 7) as u8;
        // The ranks' distinct count, and for 4 cards in 2 ranks whether 3 + 1 (odd).
        let (distinct, odd, run) = match shape {
            DISTINCT => (size, false, false),
            RUN => (size, false, true),
            ONE_PAIR => (size - 1, false, false),
            TWO_PAIR => (2, false, false),
            TRIO if size == 4 => (2, true, false),
            _ => (1, false, false),
        };
        table[index] = category_for(size, distinct, odd, run, index & 2 != 0, index & 1 != 0);
        index += 1;
    }
    table
};

impl Parts {
    #[inline(always)]
    fn of(card: &Card) -> Parts {
        let at = usize::from(card.rank.value()) * 4 + card.suit.index();
        let bit = 1 << at;
        Parts {
            bits: bit,
            sum: bit,
            key: CARD_KEYS[at & 63],
        }
    }

    #[inline(always)]
    fn with(self, card: &Card) -> Parts {
        let card = Parts::of(card);
        Parts {
            bits: self.bits | card.bits,
            sum: self.sum.wrapping_add(card.sum),
            key: self.key + card.key,
        }
    }

    /// The rank of a set of `SIZE` cards (3 or 4 from [`evaluate`]), or `None` if a card
    /// repeats.
    #[inline(always)]
    fn rank<const SIZE: usize>(self) -> Option<SetRank> {
        if self.bits != self.sum {
            return None;
        }
        let weights = usize::from(self.key as u16);
        let entry = if SIZE == 4 {
            RANKS_4[weights]
        } else {
            RANKS_3[weights]
        };
        // Cards of each suit, a nibble each: 4 cards of one suit (4 is the only count
        // with bit 2), 3 of one (only 3 has bits 0 and 1), or one of each.
        let suits = self.key >> 16;
        let (flush, flash) = if SIZE == 4 {
            (suits & 0x4444 != 0, suits == 0x1111)
        } else {
            (suits & suits >> 1 & 0x1111 != 0, false)
        };
        let index = usize::from(SIZE == 4) << 5
            | usize::from(entry >> 4) << 2
            | usize::from(flush) << 1
            | usize::from(flash);
        // The highest card of the entry's rank, whose nibble starts at bit rank × 4.
        let of_rank = self.bits & 0xF << (u32::from(entry & 0xF) * 4);
        Some(SetRank {
            size: SIZE as u8,
            category: CATEGORIES[index & 63],
            relevant: CARDS_BY_BIT[(of_rank | 1 << 8).ilog2() as usize & 63],
        })
    }
}

/// The highest category a set qualifies for (docs/rules.md), from its shape. A set with a
/// repeated rank is neither a run nor a flush, so only its groups and flash count; a
/// 3-card run, flush or straight flush inside 4 cards is no run or flush at all.
const fn category_for(
    size: usize,
    distinct: usize,
    odd: bool,
    run: bool,
    flush: bool,
    flash: bool,
) -> Category {
    use Category::*;
    if distinct < size {
        return match (size, distinct) {
            (4, 1) => FourOfAKind,
            (3, 1) => ThreeOfAKind,
            (4, 2) if odd => ThreeOfAKind,
            (4, 2) if flash => TwoPairFlash,
            (4, 2) => TwoPair,
            _ => Pair,
        };
    }
    if size < 3 {
        return HighCard;
    }
    match (run, flush, flash) {
        (true, true, _) => StraightFlush,
        (true, _, true) => StraightFlash,
        (true, _, _) => Straight,
        (false, true, _) => Flush,
        (false, _, true) => CommonFlash,
        _ => HighCard,
    }
}

/// Every card by its bit in [`Parts`]' words (`rank × 4 + suit`, its index + 8), so that
/// the highest bit of a rank's nibble names its card with no arithmetic; padded to 64, so
/// that a bit position masked to 6 bits needs no bounds check.
const CARDS_BY_BIT: [Card; 64] = {
    let mut cards = [Card::ALL[0]; 64];
    let mut i = 0;
    while i < 52 {
        cards[i + 8] = Card::ALL[i];
        i += 1;
    }
    cards
};

/// Calls `f` with every `size`-card subset of `cards`, in lexicographic order of position.
pub fn for_each_subset(cards: &[Card], size: usize, mut f: impl FnMut(&[Card])) {
    let n = cards.len();
    if size == 0 || size > n {
        return;
    }
    let mut idx: Vec<usize> = (0..size).collect();
    let mut set: Vec<Card> = cards[..size].to_vec();
    loop {
        for (slot, &i) in set.iter_mut().zip(&idx) {
            *slot = cards[i];
        }
        f(&set);
        let Some(i) = (0..size).rev().find(|&i| idx[i] < n - size + i) else {
            return;
        };
        idx[i] += 1;
        for j in i + 1..size {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// Calls `f` with every `size`-card set of the deck.
pub fn for_each_set(size: usize, f: impl FnMut(&[Card])) {
    let all: Vec<Card> = Card::all().collect();
    for_each_subset(&all, size, f);
}

/// Every set of each size, ranked, computed once on first use (270,725 for 4 cards).
fn ranked_sets(size: usize) -> &'static [SetRank] {
    static TABLES: [std::sync::OnceLock<Vec<SetRank>>; 4] = [
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
    ];
    TABLES[size - 1].get_or_init(|| {
        let mut ranks = Vec::new();
        for_each_set(size, |set| ranks.push(evaluate(set).expect("valid set")));
        ranks.sort_unstable();
        ranks
    })
}

/// Builds the ranked tables of every size now (they are otherwise built on first use).
pub fn warm_up() {
    for size in 1..=4 {
        ranked_sets(size);
    }
}

/// How many sets of the same size rank strictly below `rank`.
pub fn sets_ranked_below(rank: &SetRank) -> usize {
    let size = usize::from(rank.size);
    if !(1..=4).contains(&size) {
        return 0;
    }
    ranked_sets(size).partition_point(|r| r < rank)
}

/// C(52, size): how many sets of that size exist.
pub fn set_count(size: usize) -> usize {
    (0..size).fold(1, |acc, i| acc * (52 - i) / (i + 1))
}

/// The straightforward evaluator that [`evaluate`] replaced (sorting, grouping and a list
/// of candidate categories, in `Vec`s), kept as the reference the fast one must equal.
#[cfg(test)]
mod reference {
    use super::{Category, SetError, SetRank};
    use crate::cards::{Card, Rank};

    /// Ranks a set of 1 to 4 distinct cards: the evaluator as first written and audited.
    pub fn evaluate(cards: &[Card]) -> Result<SetRank, SetError> {
        let n = cards.len();
        if !(1..=4).contains(&n) {
            return Err(SetError::BadSize(n));
        }
        let mut sorted = cards.to_vec();
        sorted.sort_unstable_by(|a, b| b.cmp(a)); // highest first
        if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
            return Err(SetError::Duplicate(w[0]));
        }
        let highest = sorted[0];

        // Groups of equal rank, largest group first, then higher rank first; each group's
        // first card is its highest.
        let mut groups: Vec<&[Card]> = sorted.chunk_by(|a, b| a.rank == b.rank).collect();
        groups.sort_by(|a, b| b.len().cmp(&a.len()).then(b[0].cmp(&a[0])));
        let shape: Vec<usize> = groups.iter().map(|g| g.len()).collect();

        let mut suits = [false; 4];
        for c in &sorted {
            suits[c.suit.index()] = true;
        }
        let suit_count = suits.iter().filter(|s| **s).count();
        let flush = n >= 3 && suit_count == 1;
        let flash = n == 4 && suit_count == 4;
        let straight_top = straight_top(&sorted);

        let rank = |category, relevant| SetRank {
            size: n as u8,
            category,
            relevant,
        };
        let candidates = [
            (shape[0] == 4).then(|| rank(Category::FourOfAKind, groups[0][0])),
            (shape[0] == 3).then(|| rank(Category::ThreeOfAKind, groups[0][0])),
            straight_top
                .filter(|_| flush)
                .map(|top| rank(Category::StraightFlush, top)),
            straight_top
                .filter(|_| flash)
                .map(|top| rank(Category::StraightFlash, top)),
            (flash && shape == [2, 2]).then(|| rank(Category::TwoPairFlash, groups[0][0])),
            straight_top.map(|top| rank(Category::Straight, top)),
            flush.then(|| rank(Category::Flush, highest)),
            (shape == [2, 2]).then(|| rank(Category::TwoPair, groups[0][0])),
            (shape[0] == 2).then(|| rank(Category::Pair, groups[0][0])),
            flash.then(|| rank(Category::CommonFlash, highest)),
            Some(rank(Category::HighCard, highest)),
        ];
        // The set's category is the highest, in its size's table, that it qualifies for.
        Ok(candidates
            .into_iter()
            .flatten()
            .max()
            .expect("high card always qualifies"))
    }

    /// For 3 or 4 cards of consecutive ranks, the run's top card (ace-low runs: the 3 or 4).
    /// `sorted` is highest first.
    fn straight_top(sorted: &[Card]) -> Option<Card> {
        let n = sorted.len();
        if n < 3 {
            return None;
        }
        let values: Vec<u8> = sorted.iter().map(|c| c.rank.value()).collect();
        let distinct = values.windows(2).all(|w| w[0] != w[1]);
        if !distinct {
            return None;
        }
        if usize::from(values[0] - values[n - 1]) == n - 1 {
            return Some(sorted[0]);
        }
        // Ace low: A-2-3 or A-2-3-4. The ace sorts first; the rest must be 2..=n-1.
        let rest = &values[1..];
        let ace_low = sorted[0].rank == Rank::Ace && rest.iter().rev().copied().eq(2..=(n as u8));
        ace_low.then(|| sorted[1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use proptest::collection::vec;
    use proptest::prelude::*;
    use proptest::sample::subsequence;

    fn rank(text: &str) -> SetRank {
        evaluate(&parse_cards(text).unwrap()).unwrap()
    }

    fn cat(text: &str) -> (Category, String) {
        let r = rank(text);
        (r.category, r.relevant.code())
    }

    fn beats(winner: &str, loser: &str) {
        assert!(
            rank(winner) > rank(loser),
            "{winner} ({:?}) should beat {loser} ({:?})",
            rank(winner),
            rank(loser)
        );
        assert!(rank(loser) < rank(winner));
    }

    // The examples of docs/rules.md#clash-set-rankings, one test each.

    #[test]
    fn example_pair_of_jacks_spade_beats_diamond() {
        beats("JS JH", "JD JC");
    }

    #[test]
    fn example_pair_of_fives_kicker_does_not_count() {
        beats("5S 5H 9H", "5D 5C AS");
    }

    #[test]
    fn example_trips_outrank_straight_flush_in_three_card_sets() {
        beats("2C 2D 2H", "QS KS AS");
    }

    #[test]
    fn example_ace_low_run_relevant_card_is_the_three() {
        beats("2D 3D 4D", "AC 2C 3C");
        assert_eq!(cat("AC 2C 3C"), (Category::StraightFlush, "3C".into()));
    }

    #[test]
    fn example_four_of_a_kind_beats_straight_flush() {
        beats("7S 7H 7D 7C", "9S TS JS QS");
    }

    #[test]
    fn example_straight_flash_beats_two_pair_flash() {
        beats("3C 4D 5H 6S", "9S 9H 7D 7C");
        assert_eq!(cat("3C 4D 5H 6S"), (Category::StraightFlash, "6S".into()));
        assert_eq!(cat("9S 9H 7D 7C"), (Category::TwoPairFlash, "9S".into()));
    }

    #[test]
    fn example_flush_beats_trips_in_four_card_sets() {
        beats("2H 7H 9H KH", "AS AH AD 2C");
    }

    #[test]
    fn example_common_flash() {
        assert_eq!(cat("5S 6H 7D KC"), (Category::CommonFlash, "KC".into()));
    }

    // One test per rule.

    #[test]
    fn single_card_is_high_card_ranked_by_card_order() {
        assert_eq!(cat("AS"), (Category::HighCard, "AS".into()));
        beats("AS", "AH");
        beats("2S", "2C");
        beats("3C", "2S");
    }

    #[test]
    fn two_cards_pair_beats_high_card() {
        assert_eq!(cat("2C 2D"), (Category::Pair, "2D".into()));
        assert_eq!(cat("AS KS"), (Category::HighCard, "AS".into()));
        beats("2C 2D", "AS KS");
    }

    #[test]
    fn three_card_table_order() {
        let order = [
            "5S 5H 5D", // three of a kind
            "7H 8H 9H", // straight flush
            "TS JH QD", // straight
            "2S 9S JS", // flush
            "QS QH 3C", // pair
            "AS KH 9D", // high card
        ];
        let expected = categories_for_size(3);
        for (text, category) in order.iter().zip(expected) {
            assert_eq!(rank(text).category, *category, "{text}");
        }
        for w in order.windows(2) {
            beats(w[0], w[1]);
        }
    }

    #[test]
    fn four_card_table_order() {
        let order = [
            "7S 7H 7D 7C", // four of a kind
            "9S TS JS QS", // straight flush
            "3C 4D 5H 6S", // straight flash
            "9S 9H 7D 7C", // two pair flash
            "9S TS JH QH", // straight
            "2H 7H 9H KH", // flush
            "AS AH AD 2C", // three of a kind
            "KS KH QS QH", // two pair
            "AS AH 3D 9D", // pair
            "5S 6H 8D KC", // common flash
            "AS KS 9H 2H", // high card
        ];
        let expected = categories_for_size(4);
        for (text, category) in order.iter().zip(expected) {
            assert_eq!(rank(text).category, *category, "{text}");
        }
        for w in order.windows(2) {
            beats(w[0], w[1]);
        }
    }

    #[test]
    fn ace_counts_high_or_low_but_never_wraps() {
        assert_eq!(cat("QD KS AH"), (Category::Straight, "AH".into()));
        assert_eq!(cat("AH 2S 3D"), (Category::Straight, "3D".into()));
        assert_eq!(cat("AH 2S 3D 4C"), (Category::StraightFlash, "4C".into()));
        assert_eq!(cat("JH QS KD AC"), (Category::StraightFlash, "AC".into()));
        assert_eq!(cat("KH AS 2D").0, Category::HighCard);
        assert_eq!(cat("QH KS AD 2C").0, Category::CommonFlash);
        // The ace-low run is the lowest run: 2-3-4 beats A-2-3.
        beats("2D 3S 4H", "AS 2S 3H");
    }

    #[test]
    fn three_card_patterns_inside_four_card_sets_count_for_nothing() {
        // A 3-card straight flush plus a junk card is only high card.
        assert_eq!(cat("7H 8H 9H 2S").0, Category::HighCard);
        // A 3-card flush plus one card of another suit: high card.
        assert_eq!(cat("2S 9S JS 4H").0, Category::HighCard);
        // A 3-card run: high card.
        assert_eq!(cat("5S 6H 7H KH").0, Category::HighCard);
    }

    #[test]
    fn a_set_takes_its_highest_category() {
        // Pair with all four suits: pair outranks common flash.
        assert_eq!(cat("9S 9H 7D 5C"), (Category::Pair, "9S".into()));
        // Straight and flush together: straight flush.
        assert_eq!(cat("2C 3C 4C 5C").0, Category::StraightFlush);
    }

    #[test]
    fn relevant_card_rules() {
        // Highest card of the pair, not the kicker.
        assert_eq!(cat("5S 5H 9H"), (Category::Pair, "5S".into()));
        // Highest card of the higher pair in two pair (flash).
        assert_eq!(cat("3S 3H KD KC"), (Category::TwoPairFlash, "KD".into()));
        assert_eq!(cat("3S 3H KS KH"), (Category::TwoPair, "KS".into()));
        // Trio's highest card, not the kicker.
        assert_eq!(cat("4D 4C 4H AS"), (Category::ThreeOfAKind, "4H".into()));
        // Flush: highest card.
        assert_eq!(cat("2H 7H 9H KH"), (Category::Flush, "KH".into()));
    }

    #[test]
    fn same_category_compares_relevant_card_then_suit() {
        beats("KS KH 2C 2D", "KD KC QS QH");
        beats("9S TS JS QS", "9H TH JH QH");
        beats("AH", "KS");
    }

    #[test]
    fn ties_cannot_happen_between_sets_sharing_no_card() {
        // Equal ranks mean the same relevant card, and the relevant card is always one of
        // the set's own cards: so two sets that share no card never tie.
        for size in 1..=4 {
            for_each_set(size, |set| {
                let r = evaluate(set).unwrap();
                assert!(set.contains(&r.relevant), "{set:?} -> {r:?}");
            });
        }
        assert_ne!(rank("JS JH"), rank("JD JC"));
    }

    #[test]
    fn bad_sets_are_refused() {
        assert_eq!(evaluate(&[]), Err(SetError::BadSize(0)));
        let five = parse_cards("2S 3S 4S 5S 6S").unwrap();
        assert_eq!(evaluate(&five), Err(SetError::BadSize(5)));
        let c: Card = "AS".parse().unwrap();
        assert_eq!(evaluate(&[c, c]), Err(SetError::Duplicate(c)));
    }

    fn count_categories(n: usize) -> std::collections::HashMap<Category, u64> {
        let mut counts = std::collections::HashMap::new();
        for_each_set(n, |set| {
            *counts.entry(evaluate(set).unwrap().category).or_insert(0) += 1;
        });
        counts
    }

    #[test]
    fn set_counts_and_places() {
        assert_eq!(set_count(1), 52);
        assert_eq!(set_count(4), 270725);
        // A♠ beats every other single card; 2♣ beats none.
        assert_eq!(sets_ranked_below(&rank("AS")), 51);
        assert_eq!(sets_ranked_below(&rank("2C")), 0);
        // A pair of aces with the A♠ beats every 2-card set but the two others that hold
        // the A♠ in a pair (A♠ A♦, A♠ A♣), which rank the same.
        assert_eq!(sets_ranked_below(&rank("AS AH")), 1323);
        // Four aces: the top four of a kind beats all but nothing.
        assert_eq!(sets_ranked_below(&rank("AS AH AD AC")), 270724);
    }

    fn assert_counts(n: usize, expected: &[(Category, u64)], total: u64) {
        let counts = count_categories(n);
        let sum: u64 = counts.values().sum();
        assert_eq!(sum, total, "C(52,{n})");
        assert_eq!(expected.iter().map(|e| e.1).sum::<u64>(), total);
        for (category, count) in expected {
            assert_eq!(
                counts.get(category).copied().unwrap_or(0),
                *count,
                "{n} cards: {category}"
            );
        }
        assert_eq!(counts.len(), expected.len());
    }

    // Counts derived by hand; see each comment.
    #[test]
    fn exhaustive_one_and_two_card_counts() {
        assert_counts(1, &[(Category::HighCard, 52)], 52);
        // Pairs: 13 ranks × C(4,2) = 78.
        assert_counts(2, &[(Category::Pair, 78), (Category::HighCard, 1248)], 1326);
    }

    #[test]
    fn exhaustive_three_card_counts() {
        // 12 runs (A23 … QKA). Trips 13×4; straight flush 12×4; straight 12×(64−4);
        // flush 4×(C(13,3)−12); pair 13×6×48; high card 274 rank sets × 60 suit patterns.
        assert_counts(
            3,
            &[
                (Category::ThreeOfAKind, 52),
                (Category::StraightFlush, 48),
                (Category::Straight, 720),
                (Category::Flush, 1096),
                (Category::Pair, 3744),
                (Category::HighCard, 16440),
            ],
            22100,
        );
    }

    #[test]
    fn exhaustive_four_card_counts() {
        // 11 runs (A234 … JQKA). Quads 13; straight flush 11×4; straight flash 11×4!;
        // two pair flash C(13,2)×C(4,2); straight 11×(256−4−24); flush 4×(715−11);
        // trips 13×4×48; two pair 78×36−468; pair 13×6×C(12,2)×16;
        // common flash 704×24; high card 704×228.
        assert_counts(
            4,
            &[
                (Category::FourOfAKind, 13),
                (Category::StraightFlush, 44),
                (Category::StraightFlash, 264),
                (Category::TwoPairFlash, 468),
                (Category::Straight, 2508),
                (Category::Flush, 2816),
                (Category::ThreeOfAKind, 2496),
                (Category::TwoPair, 2340),
                (Category::Pair, 82368),
                (Category::CommonFlash, 16896),
                (Category::HighCard, 160512),
            ],
            270725,
        );
    }

    // The fast evaluator against the reference it replaced.

    fn assert_same_as_reference(set: &[Card]) {
        assert_eq!(evaluate(set), reference::evaluate(set), "{set:?}");
    }

    #[test]
    fn fast_evaluator_equals_the_reference_on_every_set_of_1_to_3_cards() {
        for size in 1..=3 {
            for_each_set(size, assert_same_as_reference);
        }
    }

    #[test]
    fn fast_evaluator_equals_the_reference_on_every_set_of_4_cards() {
        for_each_set(4, assert_same_as_reference);
    }

    #[test]
    fn evaluate_mask_equals_the_reference_on_every_set() {
        for size in 1..=4 {
            for_each_set(size, |set| {
                let mask = set.iter().fold(0, |mask, c| mask | 1 << c.index());
                assert_eq!(Ok(evaluate_mask(mask)), reference::evaluate(set), "{set:?}");
            });
        }
    }

    proptest! {
        // Any order, any size 0 to 6, repeated cards allowed: the same rank or the same error.
        #[test]
        fn prop_fast_evaluator_equals_the_reference(set in vec(any::<Card>(), 0..=6)) {
            prop_assert_eq!(evaluate(&set), reference::evaluate(&set));
        }

        #[test]
        fn prop_fast_evaluator_equals_the_reference_on_distinct_cards(
            set in subsequence(Card::all().collect::<Vec<_>>(), 1..=4).prop_shuffle()
        ) {
            prop_assert_eq!(evaluate(&set), reference::evaluate(&set));
        }

        // Two sets of the same size, any cards: the fast ranks order them as the
        // reference's do (which wins, or a tie), and so does the category table.
        #[test]
        fn prop_fast_ranks_compare_as_the_references_do(
            (a, b) in (1..=4usize).prop_flat_map(|size| {
                let deck: Vec<Card> = Card::all().collect();
                (
                    subsequence(deck.clone(), size).prop_shuffle(),
                    subsequence(deck, size).prop_shuffle(),
                )
            })
        ) {
            let (fast_a, fast_b) = (evaluate(&a).unwrap(), evaluate(&b).unwrap());
            let (ref_a, ref_b) = (
                reference::evaluate(&a).unwrap(),
                reference::evaluate(&b).unwrap(),
            );
            prop_assert_eq!(fast_a.cmp(&fast_b), ref_a.cmp(&ref_b));
            prop_assert_eq!(fast_a.category, ref_a.category);
            prop_assert_eq!(fast_b.category, ref_b.category);
        }
    }
}
