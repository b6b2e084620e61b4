//! What a committed change owes Discord besides its table: posts of their own (the toss,
//! a round's result, the end), written in the change's own transaction and delivered by
//! the outbox. What they say comes from the Discord layer's herald, a pure function of the
//! change ([`Happened`]).

use super::games::{AnyEvents, ClockStrike};
use super::PublicMatch;
use crate::rules::Seat;

/// How a post is drawn when it is delivered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostKind {
    /// The content as it is (plus the match's rating changes when `ratings`).
    Text,
    /// The toss, or a Death Match's start, with the buttons for choosing who goes first:
    /// drawn from the match as it is at delivery, and not sent once the choice is made.
    Choice,
    /// Open the match's thread (from its challenge message, or from a starter post): the
    /// match's later posts, owed to the same channel, then go to the thread.
    Thread,
    /// Draw the match's last table in its thread, then archive the thread.
    Archive,
    /// In the channel the match's thread was opened from: the content (its result) with a
    /// link to the thread; nothing when the match has no thread.
    Result,
    /// A server's daily "Today's puzzles": the content is a
    /// [`super::puzzles::DailyPuzzles`] as JSON, worded at delivery in the server's
    /// language.
    Puzzles,
}

impl PostKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PostKind::Text => "post",
            PostKind::Choice => "choice",
            PostKind::Thread => "thread",
            PostKind::Archive => "archive",
            PostKind::Result => "result",
            PostKind::Puzzles => "puzzles",
        }
    }

    pub fn parse(text: &str) -> Option<PostKind> {
        [
            PostKind::Text,
            PostKind::Choice,
            PostKind::Thread,
            PostKind::Archive,
            PostKind::Result,
            PostKind::Puzzles,
        ]
        .into_iter()
        .find(|k| k.as_str() == text)
    }
}

/// A post owed to a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    pub channel: u64,
    pub kind: PostKind,
    pub content: String,
    /// Add the match's rating changes at delivery (they are computed by the commit).
    pub ratings: bool,
}

impl Post {
    pub fn text(channel: u64, content: impl Into<String>) -> Post {
        Post {
            channel,
            kind: PostKind::Text,
            content: content.into(),
            ratings: false,
        }
    }
}

/// A change about to be committed, for [`super::Outbound::herald`] to say what it owes.
#[derive(Clone, Copy, Debug)]
pub struct Happened<'a> {
    /// The match after the change.
    pub public: &'a PublicMatch,
    pub what: &'a What,
    /// Where the match's server posts every Death Match's result too, if anywhere.
    pub results_channel: Option<u64>,
    /// The language of the server's channels.
    pub lang: crate::words::Lang,
}

#[derive(Clone, Debug)]
pub enum What {
    /// A player's move, with its (public) events.
    Move {
        seat: Seat,
        events: AnyEvents,
    },
    /// A run-out clock struck (and maybe forfeited) the seat to move.
    Clock(ClockStrike),
    Resigned(Seat),
    /// The first player was chosen: by a player, the bot or the clock.
    Chose {
        by: ChosenBy,
    },
    /// A Death Match turn's clock ran out and the seat's reserve started.
    ReserveStarted(Seat),
    /// A Death Match's host ended it: voided, or awarded to a player.
    Ruled,
}

/// Who chose the first player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChosenBy {
    /// The toss winner (or a Death Match's DMO), with a button.
    Player,
    /// The bot, as the toss winner of a match against it: it goes first
    /// ([`super::bot::BOT_GOES_FIRST`]).
    Bot,
    /// The clock ran out before anyone chose: the chooser goes first.
    Clock,
}

/// One post the bot owes a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owed {
    pub id: i64,
    pub match_id: Option<i64>,
    pub channel: u64,
    pub kind: PostKind,
    pub content: String,
    pub ratings: bool,
    /// A reminder of this scheduled event: its "Interested" members are mentioned too.
    pub reminder: Option<i64>,
}

/// Which of the bot's databases this is: eight hex digits drawn at random when the
/// database is made (and again when `keep-shards` prunes a copy for another process).
/// Every post the bot makes is marked with it, so that two processes of one bot, each
/// with its own database and its own Match #1, never mark two posts alike.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instance(String);

impl Instance {
    /// Eight lower-case hex digits, or nothing.
    pub fn parse(id: &str) -> Option<Instance> {
        (id.len() == 8 && id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
            .then(|| Instance(id.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}
