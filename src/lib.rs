//! clash-bot: a Discord bot hosting two-player card and tile games.
//!
//! Layers, arrows pointing down only: [`cards`] and [`rules`] (pure game state machines),
//! [`ai`] (computer players, from one seat's view), [`model`] (matches, challenges,
//! ratings and records as data), [`storage`] (SQLite and its one writer), [`service`]
//! (matches, clocks, ratings, Death Matches: every change committed before anyone hears
//! of it), [`pictures`] (what the edges draw: boards, cards, brackets, films), and
//! [`discord`] (commands, components, rendering, delivery). [`backup`] copies and checks
//! the database file for whoever runs the bot, and [`metrics`] shows them how it is doing.
//! [`web`] serves the read-only pages; it and the metrics are served by [`serving`].
//! [`words`] holds every text a user reads, in each shipped language, for both edges.

pub mod ai;
pub mod app;
pub mod backup;
pub mod cards;
pub mod cli;
pub mod config;
pub mod discord;
pub mod metrics;
pub mod model;
pub mod pictures;
pub mod puzzles;
pub mod rules;
pub mod service;
pub mod serving;
pub mod sim;
pub mod storage;
pub mod web;
pub mod words;

/// Lets test code shared with `benches/support/` (written against the public API, as the
/// benches see it) name this crate as they do.
#[cfg(test)]
extern crate self as clash_bot;
