//! What the bot's web pages show, as data: a server's home, a board, a player, a finished
//! match and a tournament. Each is read in one go from a read connection the caller owns
//! (the web side keeps its own, so its readers never queue behind the bot's), and each
//! first checks that the server turned its pages on: a server that did not has no pages,
//! exactly as an unknown one ([`PageError::NotFound`]).
//!
//! Nothing here holds a hidden card: a match page exists only once the match is over and
//! shows what its channel showed (its replay words no hand and no secret move, and its
//! record, whose seed deals every card, stays with its players), and of a running match
//! only its public facts are kept ([`MatchInfo`], for the home's Death Matches).

use crate::model::matches::RunningMatch;
use crate::model::ratings::{BoardPage, ChartPoint, HeadToHead, HistoryEntry, PlayerStats};
use crate::model::replay::MatchReplay;
use crate::model::seasons::{Scope, Season};
use crate::model::tournaments::{Tournament, TournamentId, TournamentView};
use crate::model::{MatchId, MatchInfo, MatchStatus, UserId};
use crate::rules::GameKind;
use crate::storage::{self, records as db, seasons};
use rusqlite::Connection;
use std::collections::{BTreeMap, HashMap};
use thiserror::Error;

/// Rows of a board's page on the web (Discord's pages are 10).
pub const BOARD_PAGE_SIZE: u32 = 50;
/// Matches of a player's history on one page.
pub const HISTORY_PAGE_SIZE: u32 = 25;
/// The most rated matches a rating chart draws (the newest).
pub const CHART_POINTS: u32 = 500;
/// Death Matches listed on a server's home (the newest).
pub const HOME_DEATH_MATCHES: u32 = 10;
/// Rows of each board on a server's home.
pub const HOME_BOARD_ROWS: usize = 10;

/// Why there is no page.
#[derive(Debug, Error)]
pub enum PageError {
    /// No such server, match, player, tournament or page number, or the server has no
    /// pages: one answer for all, so that nobody can tell which servers use the bot.
    #[error("no such page")]
    NotFound,
    #[error(transparent)]
    Storage(#[from] anyhow::Error),
}

impl From<rusqlite::Error> for PageError {
    fn from(e: rusqlite::Error) -> Self {
        PageError::Storage(e.into())
    }
}

type Result<T> = std::result::Result<T, PageError>;

/// Whether server `guild` turned its pages on (`/settings`, off by default).
pub fn pages_on(conn: &Connection, guild: u64) -> Result<bool> {
    Ok(storage::settings::settings_get(conn, guild)?
        .web_pages
        .unwrap_or(false))
}

/// The language of server `guild`'s pages: the one its channels see (its admins' choice
/// in `/settings`, else its own Discord language as last seen, else English).
pub fn language(conn: &Connection, guild: u64) -> Result<crate::words::Lang> {
    Ok(super::settings::language_in(conn, guild)?)
}

fn require_pages(conn: &Connection, guild: u64) -> Result<()> {
    if pages_on(conn, guild)? {
        Ok(())
    } else {
        Err(PageError::NotFound)
    }
}

/// The season a page names: `None` all time, `Some(n)` season `n` of this server.
fn season_of(conn: &Connection, guild: u64, season: Option<u32>) -> Result<Option<Season>> {
    match season {
        None => Ok(None),
        Some(n) => seasons::season_get(conn, guild, n)?
            .map(Some)
            .ok_or(PageError::NotFound),
    }
}

/// One game's board as the home shows it: its first rows.
#[derive(Clone, Debug)]
pub struct BoardTop {
    pub game: GameKind,
    pub board: Option<BoardPage>,
}

/// A server's home.
#[derive(Clone, Debug)]
pub struct Home {
    pub guild: u64,
    /// The season running now, if any.
    pub current: Option<Season>,
    /// Each game's board in the season running (or all time when none runs).
    pub boards: Vec<BoardTop>,
    /// Each game's all-time board, when a season runs (else `boards` is all time).
    pub all_time: Vec<BoardTop>,
    /// Every season, newest first.
    pub seasons: Vec<Season>,
    /// The newest tournaments, running and finished.
    pub tournaments: Vec<Tournament>,
    /// The newest Death Matches, running and finished: their public facts only.
    pub deathmatches: Vec<MatchInfo>,
    pub names: HashMap<UserId, String>,
}

fn board_top(conn: &Connection, guild: u64, scope: Scope, game: GameKind) -> Result<BoardTop> {
    let board = match storage::boards::board_page(conn, guild, scope, game, 1) {
        Ok(mut page) => {
            page.rows.truncate(HOME_BOARD_ROWS);
            Some(page)
        }
        Err(crate::model::ratings::BoardError::NoSuchPage { .. }) => None,
        Err(e) => return Err(PageError::Storage(e.into())),
    };
    Ok(BoardTop {
        game,
        board: board.filter(|b| !b.rows.is_empty()),
    })
}

/// Server `guild`'s home.
pub fn home(conn: &Connection, guild: u64) -> Result<Home> {
    require_pages(conn, guild)?;
    let current = seasons::season_current(conn, guild)?;
    let tops = |scope| -> Result<Vec<BoardTop>> {
        GameKind::ALL
            .iter()
            .map(|game| board_top(conn, guild, scope, *game))
            .collect()
    };
    let boards = tops(current.as_ref().map_or(Scope::AllTime, Season::scope))?;
    let all_time = match current {
        Some(_) => tops(Scope::AllTime)?,
        None => Vec::new(),
    };
    let mut seasons = seasons::season_list(conn, guild)?;
    seasons.sort_by_key(|s| std::cmp::Reverse(s.number));
    let tournaments = storage::tournaments::tournament_list(conn, guild, 25)?;
    let deathmatches: Vec<MatchInfo> =
        storage::matches::deathmatch_list(conn, guild, None, HOME_DEATH_MATCHES)?
            .iter()
            .map(|snapshot| snapshot.info())
            .collect();
    let users = boards
        .iter()
        .chain(&all_time)
        .filter_map(|b| b.board.as_ref())
        .flat_map(|b| b.rows.iter().map(|r| r.standing.user))
        .chain(
            deathmatches
                .iter()
                .flat_map(|dm| dm.players.iter().map(|(_, u)| *u)),
        );
    let names = db::user_names(conn, users.collect::<Vec<_>>())?;
    Ok(Home {
        guild,
        current,
        boards,
        all_time,
        seasons,
        tournaments,
        deathmatches,
        names,
    })
}

/// A page of one game's board, all time (`season` `None`) or in a season.
#[derive(Clone, Debug)]
pub struct Board {
    pub guild: u64,
    pub season: Option<Season>,
    pub page: BoardPage,
    pub names: HashMap<UserId, String>,
}

/// Page `page` (from 1) of `game`'s board; 50 rows a page.
pub fn board(
    conn: &Connection,
    guild: u64,
    game: GameKind,
    season: Option<u32>,
    page: u32,
) -> Result<Board> {
    require_pages(conn, guild)?;
    let season = season_of(conn, guild, season)?;
    let scope = season.as_ref().map_or(Scope::AllTime, Season::scope);
    // The store pages by 10: a web page is five of them.
    let per = BOARD_PAGE_SIZE / crate::model::ratings::PAGE_SIZE;
    let first = (page.checked_sub(1).ok_or(PageError::NotFound)?)
        .checked_mul(per)
        .and_then(|p| p.checked_add(1))
        .ok_or(PageError::NotFound)?;
    let mut out = match storage::boards::board_page(conn, guild, scope, game, first) {
        Ok(p) => p,
        // An empty board has one page, and it is empty.
        Err(crate::model::ratings::BoardError::NoSuchPage { pages, .. })
            if page == 1 && pages <= 1 =>
        {
            BoardPage {
                game,
                page: 1,
                pages: 1,
                players: 0,
                min_games: storage::settings::min_games_of(conn, guild)?,
                rows: Vec::new(),
            }
        }
        Err(crate::model::ratings::BoardError::NoSuchPage { .. }) => {
            return Err(PageError::NotFound)
        }
        Err(e) => return Err(PageError::Storage(e.into())),
    };
    let store_pages = out.pages;
    for next in first + 1..first + per {
        if next > store_pages {
            break;
        }
        match storage::boards::board_page(conn, guild, scope, game, next) {
            Ok(more) => out.rows.extend(more.rows),
            Err(e) => return Err(PageError::Storage(e.into())),
        }
    }
    out.page = page;
    out.pages = store_pages.div_ceil(per).max(1);
    let names = db::user_names(conn, out.rows.iter().map(|r| r.standing.user))?;
    Ok(Board {
        guild,
        season,
        page: out,
        names,
    })
}

/// A player's page in a server (all time).
#[derive(Clone, Debug)]
pub struct Player {
    pub guild: u64,
    pub user: UserId,
    /// Each game the player is rated in, all time.
    pub stats: Vec<PlayerStats>,
    /// Each game's rating over time, oldest first.
    pub charts: Vec<(GameKind, Vec<ChartPoint>)>,
    pub head_to_head: Vec<HeadToHead>,
    /// A page of the history, newest first.
    pub history: Vec<HistoryEntry>,
    pub page: u32,
    pub pages: u32,
    pub names: HashMap<UserId, String>,
    /// The player's achievements here, each with its rarity.
    pub achievements: Vec<crate::model::achievements::Earned>,
}

/// Player `user`'s page; `page` of their history (from 1). A user with no rated match in
/// this server has no page.
pub fn player(conn: &Connection, guild: u64, user: UserId, page: u32) -> Result<Player> {
    require_pages(conn, guild)?;
    let games = db::player_games(conn, guild, Scope::AllTime, user)?;
    if games.is_empty() {
        return Err(PageError::NotFound);
    }
    let mut stats = Vec::new();
    let mut charts = Vec::new();
    let head_to_head = head_to_head(conn, guild, user, &games)?;
    for game in games {
        stats.extend(db::player_stats(
            conn,
            guild,
            Scope::AllTime,
            game,
            user,
            user,
        )?);
        charts.push((
            game,
            db::rating_chart(conn, guild, game, user, CHART_POINTS)?,
        ));
    }
    let total = db::history_count(conn, guild, user)?;
    let pages = total.div_ceil(HISTORY_PAGE_SIZE).max(1);
    if page == 0 || page > pages {
        return Err(PageError::NotFound);
    }
    let history = history_page(conn, guild, user, page)?;
    let mut users: Vec<UserId> = vec![user];
    users.extend(history.iter().map(|h| h.opponent));
    users.extend(head_to_head.iter().map(|h| h.opponent));
    let names = db::user_names(conn, users)?;
    let achievements = crate::storage::achievements::achievements_of(conn, guild, user)?;
    Ok(Player {
        guild,
        user,
        stats,
        charts,
        head_to_head,
        history,
        page,
        pages,
        names,
        achievements,
    })
}

/// The profile card of a player with a rated match on server `guild` (the player page's
/// link preview): named as last seen, else `fallback`. Ratings are marked provisional at the
/// boards' default deviation: the pages are not told the bot's configuration.
pub fn profile_card(
    conn: &Connection,
    guild: u64,
    user: UserId,
    fallback: &str,
) -> Result<crate::model::profile::ProfileCard> {
    require_pages(conn, guild)?;
    let provisional = crate::config::LeaderboardConfig::default().provisional_deviation;
    let card = storage::profile::profile_card(conn, guild, user, fallback, provisional)?;
    if card.games.is_empty() {
        // No page, no card: the same answer as an unknown player's.
        return Err(PageError::NotFound);
    }
    Ok(card)
}

fn history_page(
    conn: &Connection,
    guild: u64,
    user: UserId,
    page: u32,
) -> Result<Vec<HistoryEntry>> {
    // The store's history is newest first; a page is its window.
    let offset = (page - 1).saturating_mul(HISTORY_PAGE_SIZE);
    let window = (offset, HISTORY_PAGE_SIZE);
    Ok(db::history(
        conn,
        guild,
        Scope::AllTime,
        None,
        user,
        window,
    )?)
}

/// The player's results against each opponent, game by game, the most played first.
fn head_to_head(
    conn: &Connection,
    guild: u64,
    user: UserId,
    games: &[GameKind],
) -> Result<Vec<HeadToHead>> {
    let mut out = db::head_to_head(conn, guild, user, games)?;
    out.sort_by_key(|h| (std::cmp::Reverse(h.wins + h.losses + h.draws), h.opponent));
    out.truncate(HEAD_TO_HEAD_LISTED);
    Ok(out)
}

/// The most opponents a player's head-to-head lists.
pub const HEAD_TO_HEAD_LISTED: usize = 50;

/// A finished match's page: its replay, record and the players' names.
#[derive(Clone, Debug)]
pub struct MatchPage {
    pub guild: u64,
    /// Every step as the channel saw it (no hand: [`MatchReplay`]).
    pub replay: MatchReplay,
    /// The deal commitment, public from the start; the record itself (its seed and salt
    /// deal every card) is its players' alone and is not part of the page.
    pub commitment: Option<String>,
    pub names: HashMap<UserId, String>,
}

/// Match `id`'s page: only once it is finished, not voided, and in this server. It shows
/// what the match's channel showed, nothing of a hand.
pub fn finished_match(conn: &Connection, guild: u64, id: MatchId) -> Result<MatchPage> {
    require_pages(conn, guild)?;
    let Some(snapshot) = storage::matches::match_get(conn, id)? else {
        return Err(PageError::NotFound);
    };
    if snapshot.place.guild != guild
        || snapshot.status != MatchStatus::Finished
        || snapshot.dm.as_ref().is_some_and(|dm| dm.voided().is_some())
    {
        return Err(PageError::NotFound);
    }
    let info = snapshot.info();
    let record = storage::record_file::record_file(conn, &snapshot)?.ok_or(PageError::NotFound)?;
    let replay = MatchReplay::of_record(info, &record).map_err(|e| {
        PageError::Storage(anyhow::Error::new(e).context(format!("replaying match {id}'s record")))
    })?;
    let names = db::user_names(conn, replay.info.players.iter().map(|(_, u)| *u))?;
    Ok(MatchPage {
        guild,
        replay,
        commitment: record.commitment,
        names,
    })
}

/// A tournament's page: its standings, every round's pairings with their matches.
#[derive(Clone, Debug)]
pub struct TournamentPage {
    pub guild: u64,
    pub view: TournamentView,
    /// Each round's matches, by board (the latest match of a board replayed after a draw).
    pub rounds: BTreeMap<u32, BTreeMap<u32, TournamentMatch>>,
}

/// A match of a tournament's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TournamentMatch {
    pub id: MatchId,
    pub finished: bool,
}

/// Tournament `id`'s page.
pub fn tournament(conn: &Connection, guild: u64, id: TournamentId) -> Result<TournamentPage> {
    require_pages(conn, guild)?;
    let view = super::tournaments::view_of(conn, id)?.ok_or(PageError::NotFound)?;
    if view.tournament.place.guild != guild {
        return Err(PageError::NotFound);
    }
    let mut rounds = BTreeMap::new();
    for round in 1..=view.tournament.round {
        let games = storage::tournaments::games_of_round(conn, id, round)?
            .into_iter()
            .map(|(board, g)| {
                (
                    board,
                    TournamentMatch {
                        id: g.match_id,
                        finished: g.ended.is_some(),
                    },
                )
            })
            .collect();
        rounds.insert(round, games);
    }
    Ok(TournamentPage {
        guild,
        view,
        rounds,
    })
}

/// What a tournament page shows changes with this number (for its live updates).
pub fn tournament_revision(conn: &Connection, guild: u64, id: TournamentId) -> Result<u64> {
    require_pages(conn, guild)?;
    match storage::tournaments::tournament_get(conn, id)? {
        Some(t) if t.place.guild == guild => Ok(t.revision),
        _ => Err(PageError::NotFound),
    }
}

/// A server's running matches, newest first (at most [`RUNNING_LISTED`]).
#[derive(Clone, Debug)]
pub struct Running {
    pub guild: u64,
    pub matches: Vec<RunningMatch>,
    pub names: HashMap<UserId, String>,
}

/// The most running matches a server's list shows.
pub const RUNNING_LISTED: u32 = 50;

/// Server `guild`'s running matches.
pub fn running(conn: &Connection, guild: u64) -> Result<Running> {
    require_pages(conn, guild)?;
    let matches = storage::matches::match_running_list(conn, guild, RUNNING_LISTED)?;
    let names = db::user_names(
        conn,
        matches
            .iter()
            .flat_map(|m| {
                [
                    m.players[crate::rules::Seat::A],
                    m.players[crate::rules::Seat::B],
                ]
            })
            .collect::<Vec<_>>(),
    )?;
    Ok(Running {
        guild,
        matches,
        names,
    })
}

/// The names of `users`, once server `guild`'s pages are known to be on.
pub fn names(conn: &Connection, guild: u64, users: Vec<UserId>) -> Result<HashMap<UserId, String>> {
    require_pages(conn, guild)?;
    Ok(db::user_names(conn, users)?)
}
/// A server's puzzle board page: the users who answered a daily puzzle there, best puzzle
/// rating first, with their streaks judged on the server's today.
#[derive(Debug)]
pub struct PuzzleBoardPage {
    pub guild: u64,
    pub board: crate::puzzles::hosted::PuzzleBoard,
    pub names: HashMap<u64, String>,
}

/// Page `page` of server `guild`'s puzzle board at `now_ms` (its today, in its time zone).
pub fn puzzle_board(
    conn: &Connection,
    guild: u64,
    page: u32,
    now_ms: i64,
) -> Result<PuzzleBoardPage> {
    use crate::puzzles::hosted::{board_pages, date_at, PuzzleBoard, PAGE_SIZE};
    require_pages(conn, guild)?;
    let zone = storage::settings::settings_get(conn, guild)?
        .time_zone
        .and_then(|zone| crate::model::when::zone(&zone).ok())
        .unwrap_or(jiff::tz::TimeZone::UTC);
    let today = date_at(&zone, now_ms);
    let pages = board_pages(storage::puzzles::board_count(conn, guild)?);
    if page == 0 || page > pages {
        return Err(PageError::NotFound);
    }
    let rows = storage::puzzles::board_rows(conn, guild, ((page - 1) * PAGE_SIZE, PAGE_SIZE))?;
    let rows: Vec<_> = rows
        .into_iter()
        .map(|(user, row)| row.standing(user, today))
        .collect();
    let names = db::user_names(conn, rows.iter().map(|row| row.user))?;
    Ok(PuzzleBoardPage {
        guild,
        board: PuzzleBoard {
            server: guild,
            rows,
            page,
            pages,
        },
        names,
    })
}
