//! clash-bot: a Discord bot hosting two-player card and tile games.
//!
//! Three layers, arrows pointing down only: [`rules`] (pure game state machines, with
//! [`cards`]), the service (matches, storage, clocks, backups: [`storage`], [`backup`],
//! [`config`]), and the
//! Discord layer.

pub mod ai;
pub mod backup;
pub mod cards;
pub mod cli;
pub mod config;
pub mod discord;
pub mod rules;
pub mod service;
pub mod sharding;
pub mod sim;
pub mod storage;
