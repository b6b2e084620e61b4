//! End-to-end tests of the bot against a simulator of Discord (no network, no real Discord).
//!
//! `sim` is the simulator and the `BotProcess` helper; `smoke` tests the simulator itself
//! against a small in-process poise bot, and `attachments` its handling of files on messages.

mod attachments;
mod burst;
mod clash;
mod clubbed;
mod deathmatch;
mod duel;
mod faults;
mod harness;
mod leaderboard;
mod outbox;
mod practice;
mod record;
mod settings;
mod shape_clash;
mod sharding;
mod sim;
mod smoke;
mod tile_poker;
