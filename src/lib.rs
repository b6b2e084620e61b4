//! clash-bot: a Discord bot hosting two-player card and tile games.
//!
//! Layers, arrows pointing down only. The pure layer is its own crate, `clash_core`
//! (crates/core/), re-exported here under its modules' own names: [`cards`] and [`rules`]
//! (pure game state machines), [`ai`] (computer players, from one seat's view), [`sim`]
//! (bot-against-bot runs), [`model`] (matches, challenges, ratings and records as data),
//! [`puzzles`] (the daily puzzles), [`words`] (every text a user reads, in each shipped
//! language, for both edges) and [`pictures`] (what the edges draw: boards, cards,
//! brackets, films). Above it, in this crate: [`storage`] (SQLite and its one writer),
//! [`service`] (matches, clocks, ratings, Death Matches: every change committed before
//! anyone hears of it) and [`discord`] (commands, components, rendering, delivery).
//! [`backup`] copies and checks the database file for whoever runs the bot, and
//! [`metrics`] shows them how it is doing. [`web`] serves the pages; it and the metrics are
//! served by [`serving`].

pub use clash_core::{ai, cards, model, pictures, puzzles, rules, sim, words};
pub use clash_core::{for_each_achievement, for_each_game};

pub mod app;
pub mod backup;
pub mod cli;
pub mod config;
pub mod discord;
pub mod metrics;
pub mod service;
pub mod serving;
pub mod storage;
pub mod web;

/// Lets test code shared with `benches/support/` (written against the public API, as the
/// benches see it) name this crate as they do.
#[cfg(test)]
extern crate self as clash_bot;
