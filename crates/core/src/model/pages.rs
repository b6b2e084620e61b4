//! The addresses of the bot's web pages: the web side serves them and the Discord side
//! links to them, so both build them here, from the public address (`[web] public_url`,
//! without its trailing slash) and ids.

use super::{MatchId, UserId};

/// A server's home: its boards, seasons and tournaments.
pub fn server(base: &str, guild: u64) -> String {
    format!("{base}/s/{guild}")
}

/// One game's board, all time or in a season.
pub fn board(base: &str, guild: u64, game: &str) -> String {
    format!("{base}/s/{guild}/boards/{game}")
}

/// A player's page in a server.
pub fn player(base: &str, guild: u64, user: UserId) -> String {
    format!("{base}/s/{guild}/players/{user}")
}

/// A finished match, step by step.
pub fn match_page(base: &str, guild: u64, id: MatchId) -> String {
    format!("{base}/s/{guild}/matches/{id}")
}

/// A player's own seat of a running match, played on the board (signed in with Discord).
pub fn seat(base: &str, guild: u64, id: MatchId) -> String {
    format!("{base}/s/{guild}/play/{id}")
}

/// A server's puzzle board.
pub fn puzzles(base: &str, guild: u64) -> String {
    format!("{base}/s/{guild}/puzzles")
}

/// A tournament: standings, bracket and rounds.
pub fn tournament(base: &str, guild: u64, id: i64) -> String {
    format!("{base}/s/{guild}/tournaments/{id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_lives_under_its_servers_address() {
        let base = "https://clash.example.org";
        let home = server(base, 7);
        assert_eq!(home, "https://clash.example.org/s/7");
        for page in [
            board(base, 7, "clash"),
            player(base, 7, 42),
            match_page(base, 7, 9),
            tournament(base, 7, 3),
        ] {
            assert!(page.starts_with(&format!("{home}/")), "{page}");
        }
    }
}
