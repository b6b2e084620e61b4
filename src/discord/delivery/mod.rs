//! What the bot owes channels, and how it gets there. A change's public words are
//! decided in the change's own transaction (`herald`: a match's posts and table; the
//! tournaments' public message, `standings`; the scheduled events' announcements and
//! Discord Scheduled Events, `schedules`; what the bot posts on its own, `announce`), and
//! the outbox delivers them (`outbox`: a lane per channel, each post landing once through
//! Discord's faults and restarts; match threads in `outbox/threads.rs`).

pub(super) mod announce;
pub(super) mod herald;
pub(super) mod outbox;
pub(super) mod schedules;
pub(super) mod standings;
