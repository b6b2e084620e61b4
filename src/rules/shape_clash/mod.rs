//! Shape Clash (RULES.md §4): the cards so far; the rules follow.

pub mod cards;
