//! What a committed change owes Discord besides its table: posts of their own (the toss,
//! a round's result, the end), written in the change's own transaction and delivered by
//! the outbox. What they say comes from the Discord layer's herald, a pure function of the
//! change ([`Happened`]).

use super::games::{AnyEvents, ClockStrike};
use super::PublicMatch;
use crate::rules::Seat;
use serde::{Deserialize, Serialize};

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
    /// Every kind.
    pub const ALL: [PostKind; 6] = [
        PostKind::Text,
        PostKind::Choice,
        PostKind::Thread,
        PostKind::Archive,
        PostKind::Result,
        PostKind::Puzzles,
    ];

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
        PostKind::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

/// A post owed to a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    /// The server the post is for (a copy of the database that `keep-shards` prunes for
    /// another process keeps it only with its server).
    pub guild: u64,
    pub channel: u64,
    pub kind: PostKind,
    pub content: String,
    /// Add the match's rating changes at delivery (they are computed by the commit).
    pub ratings: bool,
    /// `content` is a [`Said`] as JSON, worded at delivery; else it is the words.
    pub said: bool,
}

impl Post {
    pub fn text(guild: u64, channel: u64, content: impl Into<String>) -> Post {
        Post {
            guild,
            channel,
            kind: PostKind::Text,
            content: content.into(),
            ratings: false,
            said: false,
        }
    }
}

/// What a typed post says (a [`Post`] whose `said` is set): stored as a value, worded only
/// when it is delivered, in its server's language of that moment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Said {
    /// News of scheduled event `id` (a reminder, a check-in, its start...), mentioning
    /// its players.
    Schedule {
        id: super::schedules::ScheduleId,
        what: super::schedules::ScheduleWhat,
    },
    /// A tournament's news (its start, a round paired, a drop, a ruling, its end), under
    /// its heading, worded from the tournament as it is at delivery.
    Tournament {
        id: super::tournaments::TournamentId,
        event: super::tournaments::Event,
    },
    /// The post of the owed post's kind that a match's change owes channel `channel` (one
    /// at most: a change owes a channel one post of a kind), worded from the match as the
    /// change left it.
    Match { told: Box<Told>, channel: u64 },
}

/// A match's change, as kept to word its posts at delivery: the match as the change left
/// it, what happened, and where its server posts every Death Match's result too.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Told {
    pub info: super::MatchInfo,
    pub what: What,
    pub results_channel: Option<u64>,
}

impl Said {
    /// The post owed to `channel` of server `guild` that says this, as is (no rating
    /// changes added).
    pub fn post(&self, guild: u64, channel: u64) -> Post {
        self.post_as(PostKind::Text, guild, channel, false)
    }

    /// The post of kind `kind` owed to `channel` of server `guild` that says this
    /// (`ratings`: with the match's rating changes added at delivery).
    pub fn post_as(&self, kind: PostKind, guild: u64, channel: u64, ratings: bool) -> Post {
        Post {
            guild,
            channel,
            kind,
            content: serde_json::to_string(self).expect("a Said is plain data"),
            ratings,
            said: true,
        }
    }

    /// The value of a post's content; an error for content that does not read (a format
    /// from a later version).
    pub fn from_json(content: &str) -> serde_json::Result<Said> {
        serde_json::from_str(content)
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
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
    /// `content` is a [`Said`] as JSON, worded at delivery; else it is the words.
    pub said: bool,
    /// Of a post sent as several messages, how many went out already, and the words of
    /// them all as they were sent (kept once the first went out).
    pub parts_sent: u32,
    pub parts: Vec<String>,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::schedules::ScheduleWhat;

    #[test]
    fn a_said_post_is_stored_as_its_value_and_reads_back_the_same() {
        for what in [
            ScheduleWhat::Reminder { before: 3600 },
            ScheduleWhat::Waiting {
                missing: vec![7, 8],
            },
            ScheduleWhat::Forfeited { missing: 9 },
            ScheduleWhat::Lapsed,
        ] {
            let said = Said::Schedule { id: 4, what };
            let post = said.post(1, 42);
            assert_eq!(
                (post.channel, post.kind, post.said),
                (42, PostKind::Text, true)
            );
            assert_eq!(Said::from_json(&post.content).unwrap(), said);
        }
        assert_eq!(
            Said::Schedule {
                id: 4,
                what: ScheduleWhat::Reminder { before: 600 }
            }
            .post(1, 1)
            .content,
            r#"{"schedule":{"id":4,"what":{"reminder":{"before":600}}}}"#
        );
        assert!(Said::from_json(r#"{"a_later_kind":{}}"#).is_err());
    }

    #[test]
    fn a_tournaments_news_reads_back_the_same_standings_and_boards() {
        use crate::model::tournaments::{Board, Cancelled, Event, PairedBoard};
        let board = Board {
            board: 1,
            a: 7,
            b: None,
        };
        for event in [
            Event::Paired {
                round: 2,
                boards: vec![PairedBoard {
                    board,
                    match_id: Some(41),
                }],
            },
            Event::Cancelled {
                why: Cancelled::ByOrganiser {
                    by: 9,
                    reason: Some("rain".into()),
                },
            },
            Event::Dropped {
                player: 7,
                by: 7,
                reason: None,
                forfeits: Some(41),
            },
        ] {
            let said = Said::Tournament { id: 3, event };
            assert_eq!(Said::from_json(&said.post(1, 5).content).unwrap(), said);
        }
    }

    #[test]
    fn every_post_kind_reads_back_from_its_name() {
        for kind in PostKind::ALL {
            assert_eq!(PostKind::parse(kind.as_str()), Some(kind));
        }
        let names: std::collections::HashSet<_> = PostKind::ALL.map(PostKind::as_str).into();
        assert_eq!(names.len(), PostKind::ALL.len());
        assert_eq!(PostKind::parse("post "), None);
    }
}
