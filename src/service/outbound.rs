//! The service's only way out to Discord: notices of what it did on its own, and the
//! herald that words what a change owes the channel (see [`crate::model::posts`]).

use crate::model::tournaments::TournamentId;
use crate::model::{Challenge, Happened, MatchId, Post};

/// What the service tells Discord on its own (not in answer to a click).
#[derive(Clone, Debug)]
pub enum Notice {
    ChallengeExpired(Challenge),
    /// Something is owed to Discord (see [`outbox`]): posts, and the match's table when
    /// it is behind, as soon as `table` says.
    Owed {
        match_id: MatchId,
        table: Redraw,
    },
    /// A tournament changed: its public message (sign-up or standings) is behind, and its
    /// change may owe posts.
    Standings(TournamentId),
    /// A scheduled event changed: its announcement and Discord event are behind.
    Schedule(crate::model::schedules::ScheduleId),
    /// Posts of no match were owed (a server's daily puzzles): the outbox has news.
    Posts,
}

/// When a change wants the match's table redrawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redraw {
    /// Not at all: nothing of it changed, or the caller's answer redrew it.
    No,
    /// Within a couple of seconds: the same player goes on moving, and edits that come
    /// faster than that are coalesced into one.
    Soon,
    /// As soon as the channel is free: the turn passed, the game started or ended, or
    /// the change owes a post.
    Now,
}

/// The service's only way out to Discord.
pub trait Outbound: Send + Sync + 'static {
    fn notify(&self, notice: Notice);

    /// The posts a change owes the channel, drawn from the change alone (a pure
    /// function): they are written in the change's own transaction and delivered later.
    /// The default owes none.
    fn herald(&self, happened: Happened<'_>) -> Vec<Post> {
        let _ = happened;
        Vec::new()
    }
}
