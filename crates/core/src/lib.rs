//! clash-bot's pure layer, its own crate so that it is compiled once, optimised (the rules'
//! property tests, the computer players' searches and the daily puzzles' proofs run hot),
//! while the bot above it (storage, service, Discord, web) builds quickly unoptimised in
//! the tests. Nothing here does I/O, reads a clock or awaits.
//!
//! Layers, arrows pointing down only: [`cards`] and [`rules`] (pure game state machines),
//! [`ai`] (computer players, from one seat's view), [`sim`] (bot-against-bot runs),
//! [`model`] (matches, challenges, ratings and records as data), [`puzzles`] (the daily
//! puzzles, made and proved), [`words`] (every text a user reads, in each shipped
//! language, for both edges) and [`pictures`] (what the edges draw: boards, cards,
//! brackets, films). The bot (`clash_bot`) re-exports each under the same name.

pub mod ai;
pub mod cards;
pub mod model;
pub mod pictures;
pub mod puzzles;
pub mod rules;
pub mod sim;
pub mod words;
