//! Playing cards shared by every card game: ranks, suits, the 52-card deck and the
//! seeded shuffle. Text forms follow docs/rules.md: `AS`, `10h`, `T♠` in; `A♠` (or `AS`) out.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Card ranks, `Two` lowest. The discriminant is the rank's value (2..=14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's value: 2 … 10, J 11, Q 12, K 13, A 14.
    pub fn value(self) -> u8 {
        self as u8
    }

    pub fn from_value(value: u8) -> Option<Rank> {
        (2..=14)
            .contains(&value)
            .then(|| Rank::ALL[usize::from(value - 2)])
    }

    pub fn symbol(self) -> char {
        b"23456789TJQKA"[usize::from(self.value() - 2)] as char
    }
}

/// Suits in bridge order: the derived `Ord` gives ♣ < ♦ < ♥ < ♠.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// One card. Ordered by rank, then suit (♠ > ♥ > ♦ > ♣): A♠ is the highest card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// 0..52, in card order: 2♣ is 0, A♠ is 51.
    pub fn index(self) -> usize {
        usize::from(self.rank.value() - 2) * 4 + self.suit.index()
    }

    pub fn from_index(index: usize) -> Option<Card> {
        Card::ALL.get(index).copied()
    }

    /// The two-letter form used in logs, custom ids and the `rank` command: `AS`, `TD`.
    pub fn code(self) -> String {
        format!("{}{}", self.rank.symbol(), self.suit.letter())
    }

    /// Every card of a 52-card deck, in card order (by [`Card::index`]).
    pub const ALL: [Card; 52] = {
        let mut cards = [Card::new(Rank::Two, Suit::Clubs); 52];
        let mut i = 0;
        while i < 52 {
            cards[i] = Card::new(Rank::ALL[i / 4], Suit::ALL[i % 4]);
            i += 1;
        }
        cards
    };

    /// Every card of a 52-card deck, in card order. An exact-size iterator, so that a
    /// deck collects into one allocation.
    pub fn all() -> impl ExactSizeIterator<Item = Card> {
        Card::ALL.into_iter()
    }
}

/// `A♠`, `T♥`: the form players read.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.symbol(), self.suit.symbol())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardParseError {
    #[error("`{0}` is not a card: write a rank (2-9, T or 10, J, Q, K, A) then a suit (S, H, D, C or ♠ ♥ ♦ ♣), like `AS` or `10h`")]
    BadCard(String),
    #[error("`{0}` appears twice")]
    Duplicate(String),
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let bad = || CardParseError::BadCard(text.to_string());
        let trimmed = text.trim();
        let mut chars = trimmed.chars();
        let suit_char = chars.next_back().ok_or_else(bad)?;
        let rank_text = chars.as_str().to_ascii_uppercase();
        let rank = match rank_text.as_str() {
            "10" | "T" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            "A" => Rank::Ace,
            digit if digit.len() == 1 => {
                let value = digit.as_bytes()[0].wrapping_sub(b'0');
                if (2..=9).contains(&value) {
                    Rank::from_value(value).ok_or_else(bad)?
                } else {
                    return Err(bad());
                }
            }
            _ => return Err(bad()),
        };
        let suit = match suit_char.to_ascii_uppercase() {
            'S' | '♠' | '♤' => Suit::Spades,
            'H' | '♥' | '♡' => Suit::Hearts,
            'D' | '♦' | '♢' => Suit::Diamonds,
            'C' | '♣' | '♧' => Suit::Clubs,
            _ => return Err(bad()),
        };
        Ok(Card::new(rank, suit))
    }
}

/// Parses cards separated by spaces or commas, refusing duplicates.
/// The playing cards a text writes as players read them (`A♠`, `T♥`), in order: what
/// the tests scan drawn words for.
#[cfg(any(test, feature = "test-support"))]
pub fn cards_in_text(text: &str) -> Vec<Card> {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(2)
        .filter(|w| "23456789TJQKA".contains(w[0]) && "♠♥♦♣".contains(w[1]))
        .filter_map(|w| format!("{}{}", w[0], w[1]).parse().ok())
        .collect()
}

pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardParseError> {
    let mut cards: Vec<Card> = Vec::new();
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let card: Card = token.parse()?;
        if cards.contains(&card) {
            return Err(CardParseError::Duplicate(token.to_string()));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// `A♠ K♥ 2♣`: cards as players read them, separated by spaces.
pub fn show_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Cards are stored and logged in the two-letter form (`AS`), which reads well in JSON.
impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The game RNG: one ChaCha stream per game, seeded once and stored with the state so that
/// a stored seed reproduces every deal and reshuffle exactly.
pub type GameRng = ChaCha8Rng;

pub fn rng_from_seed(seed: u64) -> GameRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A full 52-card deck shuffled by `rng`. The last card is the top (drawn with `pop`).
pub fn shuffled_deck(rng: &mut GameRng) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all().collect();
    deck.shuffle(rng);
    deck
}

/// Any of the 52 cards, for derived property-test strategies.
#[cfg(any(test, feature = "test-support"))]
impl proptest::arbitrary::Arbitrary for Card {
    type Parameters = ();
    type Strategy = proptest::strategy::Map<std::ops::Range<usize>, fn(usize) -> Card>;

    fn arbitrary_with(_: ()) -> Self::Strategy {
        use proptest::strategy::Strategy;
        (0..52usize).prop_map(|i| Card::from_index(i).expect("0..52 is a card"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn parses_letters_digits_ten_and_symbols_in_any_case() {
        assert_eq!(card("AS"), Card::new(Rank::Ace, Suit::Spades));
        assert_eq!(card("10h"), Card::new(Rank::Ten, Suit::Hearts));
        assert_eq!(card("T♠"), Card::new(Rank::Ten, Suit::Spades));
        assert_eq!(card("td"), Card::new(Rank::Ten, Suit::Diamonds));
        assert_eq!(card("2♣"), Card::new(Rank::Two, Suit::Clubs));
        assert_eq!(card("qC"), Card::new(Rank::Queen, Suit::Clubs));
        assert_eq!(card(" 9s "), Card::new(Rank::Nine, Suit::Spades));
    }

    #[test]
    fn displays_symbol_form_and_two_letter_code() {
        assert_eq!(card("as").to_string(), "A♠");
        assert_eq!(card("10h").to_string(), "T♥");
        assert_eq!(card("T♠").code(), "TS");
        assert_eq!(card("2c").code(), "2C");
    }

    #[test]
    fn bad_card_error_names_the_token() {
        for bad in ["1S", "11H", "AX", "", "A", "ZZ", "10", "♠", "AS♠"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert_eq!(err, CardParseError::BadCard(bad.to_string()), "{bad}");
            assert!(err.to_string().contains(&format!("`{bad}`")));
        }
    }

    #[test]
    fn parse_cards_refuses_duplicates_and_names_the_bad_token() {
        assert_eq!(parse_cards("AS, KH 2c").unwrap().len(), 3);
        assert_eq!(
            parse_cards("AS as").unwrap_err(),
            CardParseError::Duplicate("as".into())
        );
        assert_eq!(
            parse_cards("AS QX").unwrap_err(),
            CardParseError::BadCard("QX".into())
        );
    }

    #[test]
    fn card_order_is_rank_then_spades_hearts_diamonds_clubs() {
        assert!(card("AS") > card("AH"));
        assert!(card("AH") > card("AD"));
        assert!(card("AD") > card("AC"));
        assert!(card("AC") > card("KS"));
        assert_eq!(Card::all().max(), Some(card("AS")));
        assert_eq!(Card::all().min(), Some(card("2C")));
        let all: Vec<Card> = Card::all().collect();
        assert!(all.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn index_round_trips_for_all_52_cards() {
        for i in 0..52 {
            assert_eq!(Card::from_index(i).unwrap().index(), i);
        }
        assert_eq!(Card::from_index(52), None);
        for c in Card::all() {
            assert_eq!(c.code().parse::<Card>().unwrap(), c);
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
    }

    #[test]
    fn serde_uses_the_two_letter_form() {
        let json = serde_json::to_string(&vec![card("AS"), card("10d")]).unwrap();
        assert_eq!(json, r#"["AS","TD"]"#);
        let back: Vec<Card> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, vec![card("AS"), card("TD")]);
        assert!(serde_json::from_str::<Card>(r#""XX""#).is_err());
    }

    #[test]
    fn a_fixed_seed_gives_a_fixed_shuffle() {
        let a = shuffled_deck(&mut rng_from_seed(42));
        let b = shuffled_deck(&mut rng_from_seed(42));
        let c = shuffled_deck(&mut rng_from_seed(43));
        assert_eq!(a, b);
        assert_ne!(a, c);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, Card::all().collect::<Vec<_>>());
        // Pinned: a change of RNG or shuffle would silently change every stored deal.
        let top5: Vec<String> = a.iter().rev().take(5).map(|c| c.code()).collect();
        assert_eq!(top5, PINNED_SEED_42_TOP5);
    }

    const PINNED_SEED_42_TOP5: [&str; 5] = ["4S", "TH", "3S", "KH", "JD"];
}
