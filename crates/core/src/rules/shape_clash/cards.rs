//! Shape Clash cards: 27 Completes (one per Pattern × Color × Shape) and 36 Singles (four
//! copies of each of the 9 values). Every physical card has its own identity, so that
//! conservation and hidden-card checks compare cards, not look-alikes.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The three attribute families; a Single belongs to one, a Complete has one value of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    Pattern,
    Color,
    Shape,
}

impl Category {
    pub const ALL: [Category; 3] = [Category::Pattern, Category::Color, Category::Shape];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The category's three values.
    pub fn values(self) -> [Value; 3] {
        [0, 1, 2].map(|i| Value::of(self, i))
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Category::Pattern => "Pattern",
            Category::Color => "Color",
            Category::Shape => "Shape",
        })
    }
}

/// One of the nine attribute values, grouped three per category in `Category` order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Value {
    Solid,
    Hollow,
    Partial,
    Red,
    Green,
    Blue,
    Circle,
    Triangle,
    Square,
}

impl Value {
    /// The symbol of a pattern and a shape, as both edges print a card: filled, hollow or
    /// half-filled (`pattern` a pattern value, `shape` a shape value).
    pub fn symbol(pattern: Value, shape: Value) -> &'static str {
        match (pattern, shape) {
            (Value::Solid, Value::Circle) => "●",
            (Value::Solid, Value::Triangle) => "▲",
            (Value::Solid, _) => "■",
            (Value::Hollow, Value::Circle) => "○",
            (Value::Hollow, Value::Triangle) => "△",
            (Value::Hollow, _) => "□",
            (_, Value::Circle) => "◐",
            (_, Value::Triangle) => "◭",
            (_, _) => "◧",
        }
    }
}

impl Value {
    pub const ALL: [Value; 9] = [
        Value::Solid,
        Value::Hollow,
        Value::Partial,
        Value::Red,
        Value::Green,
        Value::Blue,
        Value::Circle,
        Value::Triangle,
        Value::Square,
    ];

    /// 0..9, in declaration order.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn category(self) -> Category {
        Category::ALL[self.index() / 3]
    }

    /// The `i`-th value (0..3) of `category`.
    pub fn of(category: Category, i: usize) -> Value {
        Value::ALL[category.index() * 3 + i]
    }

    pub fn name(self) -> &'static str {
        match self {
            Value::Solid => "Solid",
            Value::Hollow => "Hollow",
            Value::Partial => "Partial",
            Value::Red => "Red",
            Value::Green => "Green",
            Value::Blue => "Blue",
            Value::Circle => "Circle",
            Value::Triangle => "Triangle",
            Value::Square => "Square",
        }
    }

    /// The letter in a Complete's three-letter code. Solid and Square share `S`: the
    /// position in the code tells them apart.
    pub fn letter(self) -> char {
        self.name().as_bytes()[0] as char
    }

    fn from_name(text: &str) -> Option<Value> {
        Value::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(text))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A Complete's face: one value per category. Also used for the three Single pile tops
/// read together (P, C, S).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Complete {
    values: [Value; 3],
}

impl Complete {
    /// `values` in category order (Pattern, Color, Shape); `None` if one is out of place.
    pub fn new(values: [Value; 3]) -> Option<Complete> {
        Category::ALL
            .iter()
            .zip(values)
            .all(|(c, v)| v.category() == *c)
            .then_some(Complete { values })
    }

    pub fn get(self, category: Category) -> Value {
        self.values[category.index()]
    }

    pub fn values(self) -> [Value; 3] {
        self.values
    }

    /// How many categories hold the same value in both.
    pub fn shared(self, other: Complete) -> usize {
        Category::ALL
            .iter()
            .filter(|&&c| self.get(c) == other.get(c))
            .count()
    }

    /// 0..27: pattern × 9 + color × 3 + shape.
    pub fn index(self) -> usize {
        self.values.iter().fold(0, |acc, v| acc * 3 + v.index() % 3)
    }

    pub fn from_index(index: usize) -> Option<Complete> {
        (index < 27).then(|| Complete {
            values: [
                Value::of(Category::Pattern, index / 9),
                Value::of(Category::Color, index / 3 % 3),
                Value::of(Category::Shape, index % 3),
            ],
        })
    }

    /// `SRC` for Solid Red Circle: one letter per category, in category order.
    pub fn code(self) -> String {
        self.values.iter().map(|v| v.letter()).collect()
    }

    fn from_code(text: &str) -> Option<Complete> {
        let letters: Vec<char> = text.chars().map(|c| c.to_ascii_uppercase()).collect();
        if letters.len() != 3 {
            return None;
        }
        let mut values = [Value::Solid; 3];
        for (i, category) in Category::ALL.into_iter().enumerate() {
            values[i] = category
                .values()
                .into_iter()
                .find(|v| v.letter() == letters[i])?;
        }
        Complete::new(values)
    }
}

impl fmt::Display for Complete {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [p, c, s] = self.values;
        write!(f, "{p} {c} {s}")
    }
}

/// What a card shows. Copies of a Single share a face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    Complete(Complete),
    Single(Value),
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Complete(c) => write!(f, "{c}"),
            Face::Single(v) => write!(f, "Single: {v}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShapeParseError {
    #[error("`{0}` is not a Shape Clash card: write a Complete like `Solid Red Circle` or `SRC`, or a Single like `Red`")]
    BadFace(String),
    #[error("`{0}` is not a card code: write a Complete like `SRC` or a Single with its copy, like `Red1` … `Red4`")]
    BadCode(String),
}

/// Reads what a player types: `Solid Red Circle` (any order, any case, words separated by
/// spaces, `-` or `_`), the code `SRC`, or a Single: `Red`, `Single: Red`, `single red`.
impl FromStr for Face {
    type Err = ShapeParseError;

    fn from_str(text: &str) -> Result<Face, ShapeParseError> {
        let bad = || ShapeParseError::BadFace(text.to_string());
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || matches!(c, '-' | '_' | ',' | ':'))
            .filter(|w| !w.is_empty())
            .collect();
        let (single, words) = match words.split_first() {
            Some((first, rest)) if first.eq_ignore_ascii_case("single") => (true, rest),
            _ => (false, &words[..]),
        };
        match words {
            [word] => match Value::from_name(word) {
                Some(v) => Ok(Face::Single(v)),
                None if !single => Complete::from_code(word)
                    .map(Face::Complete)
                    .ok_or_else(bad),
                None => Err(bad()),
            },
            [_, _, _] if !single => {
                let mut values: Vec<Value> = words
                    .iter()
                    .map(|w| Value::from_name(w))
                    .collect::<Option<_>>()
                    .ok_or_else(bad)?;
                values.sort();
                Complete::new([values[0], values[1], values[2]])
                    .map(Face::Complete)
                    .ok_or_else(bad)
            }
            _ => Err(bad()),
        }
    }
}

/// Number of Singles of each value.
pub const SINGLE_COPIES: usize = 4;
pub const COMPLETES: usize = 27;
pub const SINGLES: usize = 9 * SINGLE_COPIES;
/// The whole deck.
pub const DECK_SIZE: usize = COMPLETES + SINGLES;

/// One physical card: ids 0..27 are the Completes (in `Complete::index` order), 27..63 the
/// Singles, four consecutive ids per value. Ordered by id, so Completes come first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShapeCard(u8);

impl ShapeCard {
    pub fn from_id(id: u8) -> Option<ShapeCard> {
        (usize::from(id) < DECK_SIZE).then_some(ShapeCard(id))
    }

    pub fn id(self) -> u8 {
        self.0
    }

    /// The whole deck, in id order.
    pub fn all() -> impl Iterator<Item = ShapeCard> {
        (0..DECK_SIZE as u8).map(ShapeCard)
    }

    pub fn complete(complete: Complete) -> ShapeCard {
        ShapeCard(complete.index() as u8)
    }

    /// Copy `copy` (0..4) of the Single `value`.
    pub fn single(value: Value, copy: usize) -> Option<ShapeCard> {
        (copy < SINGLE_COPIES)
            .then(|| ShapeCard((COMPLETES + value.index() * SINGLE_COPIES + copy) as u8))
    }

    pub fn face(self) -> Face {
        match self.as_complete() {
            Some(c) => Face::Complete(c),
            None => Face::Single(self.value_of_single().expect("ids past 27 are Singles")),
        }
    }

    pub fn as_complete(self) -> Option<Complete> {
        Complete::from_index(usize::from(self.0))
    }

    pub fn as_single(self) -> Option<Value> {
        self.value_of_single()
    }

    fn value_of_single(self) -> Option<Value> {
        let id = usize::from(self.0);
        (COMPLETES..DECK_SIZE)
            .contains(&id)
            .then(|| Value::ALL[(id - COMPLETES) / SINGLE_COPIES])
    }

    pub fn is_single(self) -> bool {
        usize::from(self.0) >= COMPLETES
    }

    /// Which copy of its face this card is: 0 for a Complete, 0..4 for a Single.
    pub fn copy(self) -> usize {
        usize::from(self.0)
            .checked_sub(COMPLETES)
            .map_or(0, |i| i % SINGLE_COPIES)
    }

    /// The stored form: `SRC` for a Complete, `Red1` … `Red4` for the copies of a Single.
    pub fn code(self) -> String {
        match self.face() {
            Face::Complete(c) => c.code(),
            Face::Single(v) => format!("{}{}", v.name(), self.copy() + 1),
        }
    }

    /// The first card in `cards` showing `face`: turns what a player typed into a card.
    pub fn find(cards: &[ShapeCard], face: Face) -> Option<ShapeCard> {
        cards.iter().copied().find(|c| c.face() == face)
    }
}

/// Any of the 63 cards, for derived property-test strategies.
#[cfg(any(test, feature = "test-support"))]
impl proptest::arbitrary::Arbitrary for ShapeCard {
    type Parameters = ();
    type Strategy = proptest::strategy::Map<std::ops::Range<u8>, fn(u8) -> ShapeCard>;

    fn arbitrary_with(_: ()) -> Self::Strategy {
        use proptest::strategy::Strategy;
        (0..DECK_SIZE as u8).prop_map(ShapeCard)
    }
}

/// Players see faces; the copy only matters to the bookkeeping.
impl fmt::Display for ShapeCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.face())
    }
}

impl fmt::Debug for ShapeCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl FromStr for ShapeCard {
    type Err = ShapeParseError;

    fn from_str(text: &str) -> Result<ShapeCard, ShapeParseError> {
        let bad = || ShapeParseError::BadCode(text.to_string());
        let text = text.trim();
        if let Some(c) = Complete::from_code(text) {
            return Ok(ShapeCard::complete(c));
        }
        let split = text.len().checked_sub(1).ok_or_else(bad)?;
        let (name, copy) = (text.get(..split).ok_or_else(bad)?, &text[split..]);
        let value = Value::from_name(name).ok_or_else(bad)?;
        let copy: usize = copy.parse().map_err(|_| bad())?;
        copy.checked_sub(1)
            .and_then(|c| ShapeCard::single(value, c))
            .ok_or_else(bad)
    }
}

impl Serialize for ShapeCard {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for ShapeCard {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ShapeCard, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
