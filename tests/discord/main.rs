//! End-to-end tests of the bot against a simulator of Discord (no network, no real Discord).
//!
//! `sim` is the simulator and the `BotProcess` helper; `smoke` tests the simulator itself
//! against a small in-process poise bot, `attachments` its handling of files on messages,
//! `sim_threads` its public threads and `sim_events` its guild scheduled events. `browser`
//! drives a headless Chromium for the website's tests; `signin` signs in through the
//! simulator's OAuth2.

mod achievements;
mod attachments;
mod board;
mod browser;
mod burst;
mod clash;
mod clubbed;
mod deathmatch;
mod duel;
mod faults;
mod harness;
mod languages;
mod languages_games;
mod leaderboard;
mod metrics;
mod outbox;
mod practice;
mod profile;
mod puzzle;
mod record;
mod replay;
mod schedule;
mod season;
mod settings;
mod shape_clash;
mod sharding;
mod signin;
mod sim;
mod sim_events;
mod sim_threads;
mod smoke;
mod threads;
mod tile_poker;
mod tournament;
mod web;
