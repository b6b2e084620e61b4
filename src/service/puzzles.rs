//! The daily puzzles through the service: each game's puzzle of a server's today (made
//! ahead by a task, or on demand), an answer judged and recorded with both ratings and the
//! streak in one transaction, a server's puzzle board, and the daily post "Today's
//! puzzles" at each server's midnight, owed through the outbox once per (server, date).
//!
//! The puzzle's table (hidden cards included) never leaves this room: the edges get the
//! seat's view, the public view and the proof's lines.

use super::part;
use crate::model::puzzles::*;
use crate::model::{AnyMove, UserId};
use crate::rules::GameKind;
use jiff::civil::Date;

part!(
    /// The daily puzzles: shown, answered, rated, ranked, and posted at midnight.
    Puzzles
);

impl Puzzles<'_> {
    /// The date it is now in `server`'s time zone (its `/settings time_zone`, UTC unless
    /// set): the date of the puzzles it shows and takes answers for.
    pub async fn today(self, server: u64) -> Result<Date, PuzzleError> {
        let _ = server;
        unimplemented!()
    }

    /// `game`'s puzzle of `server`'s today, as `user` sees it (with their answer and the
    /// proof once they answered, in any server).
    pub async fn puzzle(
        self,
        server: u64,
        user: UserId,
        game: GameKind,
    ) -> Result<PuzzleShown, PuzzleError> {
        let _ = (server, user, game);
        unimplemented!()
    }

    /// `user` answers `game`'s puzzle of `date` with `mv` in `server`: judged, and recorded
    /// in one transaction with both ratings and the streak. Refused (changing nothing) for
    /// a date that is not the server's today, a second answer (from any server), or a move
    /// the seat may not make.
    pub async fn answer(
        self,
        server: u64,
        user: UserId,
        game: GameKind,
        date: Date,
        mv: AnyMove,
    ) -> Result<Verdict, PuzzleError> {
        let _ = (server, user, game, date, mv);
        unimplemented!()
    }

    /// Page `page` (1-based) of `server`'s puzzle board: the users who answered a puzzle
    /// there, best rating first.
    pub async fn board(self, server: u64, page: u32) -> Result<PuzzleBoard, PuzzleError> {
        let _ = (server, page);
        unimplemented!()
    }

    /// `user`'s puzzle record, their streak judged on `server`'s today; `None` before
    /// their first answer.
    pub async fn standing(
        self,
        user: UserId,
        server: u64,
    ) -> Result<Option<PuzzleStanding>, PuzzleError> {
        let _ = (user, server);
        unimplemented!()
    }

    /// Makes and stores the puzzles of every game for the UTC dates from yesterday to a
    /// week ahead that are not stored yet, one at a time off the async threads; how many
    /// it made.
    pub async fn generate_ahead(self) -> Result<usize, PuzzleError> {
        unimplemented!()
    }
}
