//! Tournaments (issue 31): a field of players signs up, then the bot pairs rounds and
//! starts their matches until the format says it is over. This module is the vocabulary
//! (formats, entrants, pairings and their results, the tag a tournament's match carries)
//! and, in its rooms, the pure functions: pairing a round ([`swiss`], [`elimination`],
//! [`round_robin`], on the maximum matchings of [`matching`]) and the standings
//! ([`standings`]). No I/O: the same inputs always give the same pairings.

pub mod elimination;
pub mod matching;
pub mod round_robin;
pub mod standings;
pub mod swiss;

use super::deathmatch::Ruling;
use super::{MatchId, MatchSettings, Place, UserId};
use crate::rules::GameKind;
use serde::{Deserialize, Serialize};

pub type TournamentId = i64;

/// The most players a tournament takes.
pub const MAX_PLAYERS: u32 = 256;
/// The fewest players a tournament starts with.
pub const MIN_PLAYERS: u32 = 2;
/// The longest tournament name.
pub const MAX_NAME_LEN: usize = 80;
/// The most Swiss rounds an organiser may ask for.
pub const MAX_SWISS_ROUNDS: u32 = 30;
/// The sign-up's default and longest length, in minutes.
pub const DEFAULT_SIGNUP_MINUTES: u32 = 15;
pub const MAX_SIGNUP_MINUTES: u32 = 7 * 24 * 60;
/// A tournament's turn clock when the organiser sets none: every round must end, so a
/// tournament's matches are always timed.
pub const DEFAULT_TURN_SECONDS: u32 = 120;
/// Missed turns that forfeit a tournament match when the server forfeits none (0).
pub const DEFAULT_MAX_STRIKES: u32 = 5;
/// The rating a player without one is paired and ranked by: Glicko-2's starting rating.
pub const NEW_RATING: f64 = 1500.0;

/// How a tournament pairs its rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    Swiss,
    SingleElimination,
    RoundRobin,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Swiss, Format::SingleElimination, Format::RoundRobin];

    /// Its name in commands and storage (`single-elimination`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::SingleElimination => "single-elimination",
            Format::RoundRobin => "round-robin",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Format::Swiss => "Swiss",
            Format::SingleElimination => "Single elimination",
            Format::RoundRobin => "Round robin",
        }
    }

    pub fn parse(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The rounds it plays for `players` entrants (`asked`: the organiser's Swiss rounds).
    pub fn rounds(self, players: usize, asked: Option<u32>) -> u32 {
        match self {
            Format::Swiss => asked.unwrap_or_else(|| swiss::default_rounds(players)),
            Format::SingleElimination => elimination::rounds(players),
            Format::RoundRobin => round_robin::rounds(players),
        }
    }
}

impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.title())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Taking players: Join and Leave.
    Signup,
    Playing,
    Finished,
    /// Sign-up closed with too few players, or ended by its organiser before it started.
    Cancelled,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Signup => "signup",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        [
            Status::Signup,
            Status::Playing,
            Status::Finished,
            Status::Cancelled,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }

    pub fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Cancelled)
    }
}

/// A tournament as stored: what the organiser asked for and where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub id: TournamentId,
    pub place: Place,
    pub name: String,
    pub game: GameKind,
    pub format: Format,
    pub organiser: UserId,
    /// Every match's settings: the target, the clock, missed turns.
    pub settings: MatchSettings,
    /// Whether its matches are rated like any other (else recorded but not rated).
    pub rated: bool,
    /// The Swiss rounds the organiser asked for (`None`: the format's own count).
    pub asked_rounds: Option<u32>,
    /// The rounds it plays, fixed when it starts.
    pub rounds: Option<u32>,
    pub max_players: u32,
    pub status: Status,
    /// The round in play (0 before the start; the last round once finished).
    pub round: u32,
    pub signup_closes_at: i64,
    /// The one public message: the sign-up, then the standings (edited in place).
    pub message_id: Option<u64>,
    /// Counts every change of what the message shows; the message shows `drawn_revision`.
    pub revision: u64,
    pub drawn_revision: u64,
    pub created_at: i64,
}

/// A player who signed up.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub user: UserId,
    /// Sign-up order, from 0.
    pub order: u32,
    /// The server's rating for the game when the tournament started (`None`: no rated
    /// game yet, or still signing up).
    pub rating: Option<f64>,
    /// The round in which the player dropped out, if they did.
    pub dropped: Option<u32>,
}

impl Entrant {
    /// The rating the player is paired and ranked by.
    pub fn pairing_rating(&self) -> f64 {
        self.rating.unwrap_or(NEW_RATING)
    }

    pub fn is_active(&self) -> bool {
        self.dropped.is_none()
    }
}

/// How a pairing ended. `A` and `B` are its two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairResult {
    /// Side A won (also: by an organiser's award, or the other's forfeit or drop).
    A,
    B,
    Draw,
    /// A Swiss bye: a free win for the one player.
    Bye,
    /// The one player goes on without a game and without a point: an elimination bye,
    /// a round-robin round off, or an opponent who dropped out before it was played.
    Walkover,
}

impl PairResult {
    pub fn as_str(self) -> &'static str {
        match self {
            PairResult::A => "a",
            PairResult::B => "b",
            PairResult::Draw => "draw",
            PairResult::Bye => "bye",
            PairResult::Walkover => "walkover",
        }
    }

    pub fn parse(text: &str) -> Option<PairResult> {
        [
            PairResult::A,
            PairResult::B,
            PairResult::Draw,
            PairResult::Bye,
            PairResult::Walkover,
        ]
        .into_iter()
        .find(|r| r.as_str() == text)
    }
}

/// One board of a round: two players (a match), or one (a bye or a walkover).
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    pub round: u32,
    /// The board's number in its round, from 0 (in elimination: its place in the bracket).
    pub board: u32,
    pub a: UserId,
    pub b: Option<UserId>,
    /// `None` while its match is played.
    pub result: Option<PairResult>,
}

impl Pairing {
    /// The pairing's winner: the side that won, or the one player of a bye or walkover.
    pub fn winner(&self) -> Option<UserId> {
        match self.result? {
            PairResult::A | PairResult::Bye | PairResult::Walkover => Some(self.a),
            PairResult::B => self.b,
            PairResult::Draw => None,
        }
    }

    pub fn has(&self, user: UserId) -> bool {
        self.a == user || self.b == Some(user)
    }

    /// The other player of a two-player pairing.
    pub fn opponent(&self, user: UserId) -> Option<UserId> {
        match self.b {
            Some(b) if self.a == user => Some(b),
            Some(b) if b == user => Some(self.a),
            _ => None,
        }
    }
}

/// One board of a round as paired: its number, and its players (`b`: `None` for a bye
/// or a walkover).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub board: u32,
    pub a: UserId,
    pub b: Option<UserId>,
}

/// What a round's pairing gives: its boards, in board order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub boards: Vec<Board>,
}

impl Round {
    /// Every player of the round, in board order.
    pub fn players(&self) -> impl Iterator<Item = UserId> + '_ {
        self.boards
            .iter()
            .flat_map(|b| std::iter::once(b.a).chain(b.b))
    }
}

/// Pairs round `round` (from 1) of a tournament of `format` over `entrants`, from the
/// pairings of the rounds before it (`history`; in elimination, the board numbers carry
/// the bracket). Dropped players are not paired.
pub fn pair_round(format: Format, entrants: &[Entrant], history: &[Pairing], round: u32) -> Round {
    match format {
        Format::Swiss => swiss::pair(entrants, history),
        Format::SingleElimination => elimination::pair(entrants, history, round),
        Format::RoundRobin => round_robin::pair(entrants, history, round),
    }
}

/// The tag a tournament's match carries: which tournament and round, whether it is rated,
/// and an organiser's ruling once one ended it. Public (no card): it travels in
/// [`super::MatchInfo`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentTag {
    pub id: TournamentId,
    pub name: String,
    pub round: u32,
    pub rated: bool,
    /// How an organiser ended the match, if one did.
    #[serde(default)]
    pub ruling: Option<OrganiserRuling>,
    /// The match was resigned for a player who dropped out of the tournament.
    #[serde(default)]
    pub dropped_out: bool,
}

impl TournamentTag {
    pub fn voided(&self) -> Option<&str> {
        match &self.ruling {
            Some(OrganiserRuling {
                ruling: Ruling::Void { reason },
                ..
            }) => Some(reason),
            _ => None,
        }
    }
}

/// An organiser's ruling on a tournament match: void (replayed) or award.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrganiserRuling {
    pub by: UserId,
    pub ruling: Ruling,
}

/// What an organiser asks for in `/tournament create`.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRequest {
    pub place: Place,
    pub organiser: UserId,
    pub game: GameKind,
    pub format: Format,
    pub name: String,
    pub rounds: Option<u32>,
    pub target: Option<u32>,
    pub turn_seconds: Option<u32>,
    pub max_players: Option<u32>,
    pub signup_minutes: Option<u32>,
    pub rated: Option<bool>,
}

/// Why a tournament command was refused: values, worded for whoever asked by the Discord
/// layer (`discord::refusals::tournament`); the messages here are for the logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    #[error("no reason given")]
    NoReason,
    #[error("reason longer than {max} characters")]
    ReasonTooLong { max: usize },
    #[error("name empty or longer than {max} characters")]
    BadName { max: usize },
    #[error("rounds asked of a {format:?} tournament")]
    RoundsNotSwiss { format: Format },
    #[error("Swiss rounds outside 1 to {max}")]
    BadRounds { max: u32 },
    #[error("turn_seconds outside {min} to {max}")]
    BadTurnSeconds { min: u32, max: u32 },
    #[error("max_players outside {min} to {max}")]
    BadMaxPlayers { min: u32, max: u32 },
    #[error("signup_minutes outside 1 to {max}")]
    BadSignupMinutes { max: u32 },
    #[error("no tournament {tournament}")]
    NoSuchTournament { tournament: TournamentId },
    /// None of that id on this server (there may be one on another).
    #[error("no tournament {tournament} on this server")]
    NotOnThisServer { tournament: TournamentId },
    #[error("tournament {tournament} is not signing up: {status:?}")]
    NotSigningUp {
        tournament: TournamentId,
        status: Status,
    },
    #[error("already in tournament {tournament}")]
    AlreadyJoined { tournament: TournamentId },
    #[error("tournament {tournament} is full ({players} players)")]
    Full {
        tournament: TournamentId,
        players: u32,
    },
    #[error("tournament {tournament} has started: no leaving, only dropping")]
    LeaveStarted { tournament: TournamentId },
    #[error("not signed up to tournament {tournament}")]
    NotSignedUp { tournament: TournamentId },
    #[error("tournament {tournament} has {players} players, fewer than {min}")]
    TooFew {
        tournament: TournamentId,
        players: u32,
        min: u32,
    },
    #[error("user {player} is not in tournament {tournament}")]
    NotAnEntrant {
        tournament: TournamentId,
        player: UserId,
    },
    #[error("user {player} already dropped out of tournament {tournament}")]
    AlreadyDropped {
        tournament: TournamentId,
        player: UserId,
    },
    #[error("tournament {tournament} is over: {status:?}")]
    Over {
        tournament: TournamentId,
        status: Status,
    },
    #[error("award of match {match_id} to someone who does not play it")]
    AwardToOutsider { match_id: MatchId },
    #[error("match {match_id} is not a tournament match of this server")]
    NotATournamentMatch { match_id: MatchId },
}

/// One match of a tournament's round as the standings show it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardGame {
    pub match_id: MatchId,
    /// Where its table is (the tournament's channel, or the match's thread).
    pub channel: u64,
    /// Where its table message is, once posted.
    pub message_id: Option<u64>,
    pub finished: bool,
}

/// Everything the standings message shows: the tournament, its entrants, every pairing,
/// the matches of the round in play, and the players' names.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentView {
    pub tournament: Tournament,
    pub entrants: Vec<Entrant>,
    pub pairings: Vec<Pairing>,
    /// The latest match of each board of the round in play, by board.
    pub games: std::collections::BTreeMap<u32, BoardGame>,
    pub names: std::collections::HashMap<UserId, String>,
}

impl TournamentView {
    pub fn standings(&self) -> Vec<standings::Line> {
        standings::standings(self.tournament.format, &self.entrants, &self.pairings)
    }

    pub fn round_pairings(&self, round: u32) -> impl Iterator<Item = &Pairing> {
        self.pairings.iter().filter(move |p| p.round == round)
    }
}

/// What happened to a tournament, for the posts it owes its channel: stored as a value
/// ([`crate::model::Said::Tournament`]) and worded by the Discord layer at delivery.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The sign-up closed and the tournament began.
    Started {
        players: u32,
        rounds: u32,
        /// The organiser who started it; `None`: the sign-up's clock ran out.
        by: Option<UserId>,
    },
    /// It ended before it began.
    Cancelled { why: Cancelled },
    /// A round was paired and its matches started.
    Paired {
        round: u32,
        boards: Vec<PairedBoard>,
    },
    /// A board is played again: its match was drawn (single elimination) or voided.
    Replayed {
        round: u32,
        old: MatchId,
        new: MatchId,
        players: (UserId, UserId),
        voided: bool,
    },
    /// A player dropped out (`by` themselves, or an organiser); their match in play, if
    /// any, is forfeited.
    Dropped {
        player: UserId,
        by: UserId,
        reason: Option<String>,
        forfeits: Option<MatchId>,
    },
    /// An organiser voided or awarded a match.
    Ruled {
        match_id: MatchId,
        by: UserId,
        ruling: Ruling,
        /// An award's winner.
        winner: Option<UserId>,
    },
    /// The last round is over, or an organiser ended it: the final standings.
    Ended {
        by: Option<UserId>,
        reason: Option<String>,
        standings: Vec<standings::Line>,
    },
}

/// Why a tournament ended before it began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cancelled {
    /// The sign-up closed with fewer than two players.
    TooFew { players: u32 },
    /// An organiser ended it during the sign-up.
    ByOrganiser { by: UserId, reason: Option<String> },
}

/// A board of a round just paired, with its match (none for a bye or a walkover).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairedBoard {
    pub board: Board,
    pub match_id: Option<MatchId>,
}

/// An organiser's (or a player's own) action on a tournament, as audited.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentAction {
    pub by: UserId,
    /// 'create', 'start', 'drop', 'award', 'void', 'end'
    pub action: &'static str,
    pub match_id: Option<MatchId>,
    pub detail: serde_json::Value,
    pub reason: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_and_statuses_and_results_read_back_their_names() {
        for format in Format::ALL {
            assert_eq!(Format::parse(format.name()), Some(format));
        }
        for status in [
            Status::Signup,
            Status::Playing,
            Status::Finished,
            Status::Cancelled,
        ] {
            assert_eq!(Status::parse(status.as_str()), Some(status));
        }
        for result in [
            PairResult::A,
            PairResult::B,
            PairResult::Draw,
            PairResult::Bye,
            PairResult::Walkover,
        ] {
            assert_eq!(PairResult::parse(result.as_str()), Some(result));
        }
        assert_eq!(Format::parse("knockout"), None);
    }

    #[test]
    fn a_pairings_winner_is_the_side_that_won_or_its_one_player() {
        let p = |b: Option<UserId>, result| Pairing {
            round: 1,
            board: 0,
            a: 1,
            b,
            result: Some(result),
        };
        assert_eq!(p(Some(2), PairResult::A).winner(), Some(1));
        assert_eq!(p(Some(2), PairResult::B).winner(), Some(2));
        assert_eq!(p(Some(2), PairResult::Draw).winner(), None);
        assert_eq!(p(None, PairResult::Bye).winner(), Some(1));
        assert_eq!(p(None, PairResult::Walkover).winner(), Some(1));
        assert_eq!(p(Some(2), PairResult::A).opponent(2), Some(1));
        assert_eq!(p(None, PairResult::Bye).opponent(1), None);
    }

    #[test]
    fn a_tag_round_trips_through_json_and_says_when_it_was_voided() {
        let tag = TournamentTag {
            id: 3,
            name: "Friday Duel".into(),
            round: 2,
            rated: false,
            ruling: Some(OrganiserRuling {
                by: 9,
                ruling: Ruling::Void {
                    reason: "wrong pair".into(),
                },
            }),
            dropped_out: false,
        };
        let json = serde_json::to_string(&tag).unwrap();
        assert_eq!(serde_json::from_str::<TournamentTag>(&json).unwrap(), tag);
        assert_eq!(tag.voided(), Some("wrong pair"));
    }
}
