//! A tournament in words: its one public message (the sign-up with Join and Leave, then
//! the standings with the round in play), the posts each change owes its channel, and the
//! label its matches carry. Pure functions of committed state, so any of them can be
//! redrawn at any time.

use super::Screen;
use crate::discord::ids::Id;
use crate::discord::text::{bold, emphasised, mention, posts_within};
use crate::model::deathmatch::Ruling;
use crate::model::tournaments::{
    standings::{halves, quarters, Line},
    Cancelled, Event, Format, PairResult, PairedBoard, Status, Tournament, TournamentView,
};
use crate::model::{MatchId, UserId};
use crate::pictures::bracket;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// The standings lines a page shows: at their longest (19-digit ids, a drop, a bye,
/// halves and quarters) about 113 characters each, so a page and the heading stay well
/// within Discord's 2,000 characters.
const MAX_LINES: usize = 12;
use crate::discord::limits::CONTENT as LIMIT;
/// Room kept for the line that counts the boards left out.
const MORE_BOARDS: usize = 40;
/// The players a sign-up names at most (the count is always there).
const MAX_NAMED: usize = 60;

/// `**Tournament #3 · Friday Duel**`.
pub(crate) fn heading(lang: Lang, t: &Tournament) -> String {
    let id = t.id.to_string();
    bold(text(
        lang,
        "tournament-heading",
        &Args::new().str("id", &id).str("name", &t.name),
    ))
}

/// A format's name (`Swiss`), or as it reads inside a sentence (`swiss`).
pub fn format_name(lang: Lang, format: Format, in_sentence: bool) -> String {
    let kind = if in_sentence { "in-sentence-" } else { "" };
    plain(lang, &format!("tournament-format-{kind}{}", format.name()))
}

/// `Swiss · Duel · first to 3 · 60 s a turn · rated`.
fn settings_line(lang: Lang, t: &Tournament) -> String {
    let mut parts = vec![format_name(lang, t.format, false), t.game.to_string()];
    if let Some(n) = t.settings.target {
        parts.push(text(
            lang,
            "tournament-target",
            &Args::new().num("target", n),
        ));
    }
    let seconds = t.settings.turn_seconds.to_string();
    parts.push(text(
        lang,
        "tournament-turn",
        &Args::new().str("seconds", &seconds),
    ));
    parts.push(plain(
        lang,
        if t.rated {
            "tournament-rated"
        } else {
            "tournament-not-rated"
        },
    ));
    parts.join(" · ")
}

/// The Join and Leave buttons of a sign-up.
pub fn signup_buttons(lang: Lang, t: &Tournament) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Id::TournamentJoin { t: t.id }.encode())
            .label(plain(lang, "tournament-join"))
            .style(ButtonStyle::Success),
        CreateButton::new(Id::TournamentLeave { t: t.id }.encode())
            .label(plain(lang, "tournament-leave"))
            .style(ButtonStyle::Secondary),
    ])]
}

/// The tournament's public message as it is now: the sign-up, or the standings. Silent:
/// it names every player and is edited many times.
pub fn public_screen(lang: Lang, view: &TournamentView) -> Screen {
    standings_screen(lang, view, 0)
}

/// How many pages of standings a tournament's view has (a line per entrant; one page,
/// when empty).
pub fn standings_pages(view: &TournamentView) -> usize {
    pages_of(view.entrants.len())
}

/// The pages `lines` standings lines take.
fn pages_of(lines: usize) -> usize {
    lines.div_ceil(MAX_LINES).max(1)
}

/// The tournament's message with page `page` (from 0) of its standings: what
/// `/tournament show` shows (page 0 is the public message).
pub fn standings_screen(lang: Lang, view: &TournamentView, page: usize) -> Screen {
    let t = &view.tournament;
    let mut out = format!("🏆 {} — {}\n", heading(lang, t), settings_line(lang, t));
    let organiser = mention(t.organiser);
    let (round, rounds) = (t.round.to_string(), t.rounds.unwrap_or(t.round).to_string());
    let args = Args::new()
        .str("organiser", &organiser)
        .str("round", &round)
        .str("rounds", &rounds)
        .num("count", view.entrants.len());
    match t.status {
        Status::Signup => {
            out += &signup_text(lang, view);
            return Screen::new(out, signup_buttons(lang, t)).silent();
        }
        Status::Cancelled => {
            out += &text(lang, "tournament-called-off-before", &args);
            return Screen::text(out).silent();
        }
        Status::Playing => {
            let round = bold(&round);
            out += &text(lang, "tournament-round-of", &args.str("round", &round));
        }
        Status::Finished => out += &emphasised(lang, "tournament-finished-after", args),
    }
    out.push('\n');
    let lines = view.standings();
    out += &standings_lines(lang, t, &lines, t.status == Status::Finished, page);
    if t.status == Status::Playing {
        push_round_boards(lang, view, &mut out);
    }
    let mut screen = Screen::text(out).silent();
    // Single elimination: the bracket, drawn, with the bracket in words as its alt text.
    screen.picture = bracket::picture(lang, view);
    screen
}

/// A sign-up's organiser, when it closes, and who signed up (the first [`MAX_NAMED`]).
fn signup_text(lang: Lang, view: &TournamentView) -> String {
    let t = &view.tournament;
    let mut players: Vec<String> = view
        .entrants
        .iter()
        .take(MAX_NAMED)
        .map(|e| mention(e.user))
        .collect();
    if view.entrants.len() > MAX_NAMED {
        let more = view.entrants.len() - MAX_NAMED;
        players.push(text(
            lang,
            "tournament-and-more",
            &Args::new().num("count", more),
        ));
    }
    let organiser = mention(t.organiser);
    let relative = format!("<t:{}:R>", t.signup_closes_at / 1000);
    let start = crate::discord::lang::command_with(
        lang,
        "tournament start",
        &[("tournament", t.id.to_string())],
    );
    let (names, max) = (players.join(", "), t.max_players.to_string());
    let args = Args::new()
        .str("organiser", &organiser)
        .str("relative", &relative)
        .str("start", &start)
        .num("count", view.entrants.len())
        .str("max", &max)
        .str("names", &names);
    let signed = if players.is_empty() {
        "tournament-signed-up"
    } else {
        "tournament-signed-up-names"
    };
    format!(
        "{}\n{}",
        text(lang, "tournament-signup", &args),
        emphasised(lang, signed, args)
    )
}

/// The round in play's boards under `out`, as many as Discord's limit leaves room for,
/// and how many more there are.
fn push_round_boards(lang: Lang, view: &TournamentView, out: &mut String) {
    let t = &view.tournament;
    let round = t.round.to_string();
    let title = bold(text(
        lang,
        "tournament-round",
        &Args::new().str("round", &round),
    ));
    *out += &format!("\n{title}\n");
    let mut used = out.chars().count();
    let boards: Vec<_> = view.round_pairings(t.round).collect();
    for (shown, p) in boards.iter().enumerate() {
        let line = board_line(lang, view, p);
        let left = boards.len() - shown;
        let room = if left == 1 { 0 } else { MORE_BOARDS };
        if used + line.chars().count() + 1 + room > LIMIT {
            let more = Args::new().num("count", left);
            *out += &text(lang, "tournament-more-boards", &more);
            out.push('\n');
            break;
        }
        used += line.chars().count() + 1;
        *out += &line;
        out.push('\n');
    }
}

/// `• <@3> has the bye (a win)` (`bye`), or `• <@3> goes through without a game`.
fn unpaired(lang: Lang, player: UserId, bye: bool) -> String {
    let key = if bye {
        "tournament-bye"
    } else {
        "tournament-through"
    };
    let player = mention(player);
    format!("• {}", text(lang, key, &Args::new().str("player", &player)))
}

/// One board of the round in play: its match with a link and how it stands.
fn board_line(lang: Lang, view: &TournamentView, p: &crate::model::tournaments::Pairing) -> String {
    let t = &view.tournament;
    let Some(b) = p.b else {
        return unpaired(lang, p.a, p.result == Some(PairResult::Bye));
    };
    let game = view.games.get(&p.board);
    let number = game
        .map(|g| {
            let id = g.match_id.to_string();
            let label = text(lang, "tournament-match", &Args::new().str("match", &id));
            match g.message_id {
                Some(message) => format!(
                    "[{label}](https://discord.com/channels/{}/{}/{})",
                    t.place.guild, g.channel, message
                ),
                None => label,
            }
        })
        .unwrap_or_else(|| plain(lang, "tournament-a-match"));
    let winner = |p: UserId| {
        let p = mention(p);
        text(lang, "tournament-won-by", &Args::new().str("player", &p))
    };
    let state = match p.result {
        Some(PairResult::A) => winner(p.a),
        Some(PairResult::B) => winner(b),
        Some(PairResult::Draw) => plain(lang, "tournament-drawn"),
        Some(PairResult::Bye | PairResult::Walkover) => plain(lang, "tournament-decided"),
        None if game.is_some_and(|g| g.finished) => plain(lang, "tournament-over-state"),
        None => plain(lang, "tournament-playing"),
    };
    let (a, b) = (mention(p.a), mention(b));
    let args = Args::new()
        .str("match", &number)
        .str("a", &a)
        .str("b", &b)
        .str("state", &state);
    format!("• {}", text(lang, "tournament-board", &args))
}

/// What one standings line says after the player: seed and whether still in (single
/// elimination), or points, tie-breaks and games.
fn line_rest(lang: Lang, format: Format, line: &Line) -> String {
    match format {
        Format::SingleElimination => {
            let (seed, wins) = (
                line.seed.unwrap_or_default().to_string(),
                line.wins.to_string(),
            );
            let args = Args::new()
                .str("seed", &seed)
                .str("wins", &wins)
                .str("in", if line.still_in { "yes" } else { "no" });
            text(lang, "tournament-line-elimination", &args)
        }
        Format::Swiss | Format::RoundRobin => {
            let (points, buchholz, sb) = (
                halves(line.points2),
                halves(line.buchholz2),
                quarters(line.sb4),
            );
            let record = format!("{}-{}-{}", line.wins, line.losses, line.draws);
            let points = bold(points);
            let args = Args::new()
                .str("points", &points)
                .str("unit", if line.points2 == 2 { "one" } else { "other" })
                .str("buchholz", &buchholz)
                .str("sb", &sb)
                .num("games", line.games)
                .str("record", &record)
                .num("byes", line.byes);
            text(lang, "tournament-line-points", &args)
        }
    }
}

/// Page `page` (from 0) of the standings: rank, player, points, tie-breaks, games (Swiss
/// and round robin), or seed and whether still in (single elimination); and, when there
/// are more pages, how to see them.
fn standings_lines(
    lang: Lang,
    t: &Tournament,
    lines: &[Line],
    medals: bool,
    page: usize,
) -> String {
    let format = t.format;
    let dropped = format!(" {}", plain(lang, "tournament-dropped"));
    let mut out = String::new();
    for line in lines.iter().skip(page * MAX_LINES).take(MAX_LINES) {
        let medal = match (medals, line.rank) {
            (true, 1) => "🥇 ",
            (true, 2) => "🥈 ",
            (true, 3) => "🥉 ",
            _ => "",
        };
        let dropped = if line.dropped { dropped.as_str() } else { "" };
        out += &format!(
            "{medal}{}. {}{dropped} — {}\n",
            line.rank,
            mention(line.user),
            line_rest(lang, format, line)
        );
    }
    // Games as the leaderboard and `/stats` write them, said where they are written.
    if format != Format::SingleElimination && !lines.is_empty() {
        out += &plain(lang, "tournament-legend");
        out.push('\n');
    }
    let pages = pages_of(lines.len());
    if pages > 1 {
        let next = if page + 1 < pages { page + 2 } else { 1 };
        let command = crate::discord::lang::command_with(
            lang,
            "tournament show",
            &[("tournament", t.id.to_string()), ("page", next.to_string())],
        );
        let (this, all, players, next) = (
            (page + 1).to_string(),
            pages.to_string(),
            lines.len().to_string(),
            next.to_string(),
        );
        let args = Args::new()
            .str("page", &this)
            .str("pages", &all)
            .str("players", &players)
            .str("command", &command)
            .str("next", &next);
        out += &text(lang, "tournament-pages", &args);
        out.push('\n');
    }
    out
}

/// `" Reason: …"`, or nothing.
fn reason_text(lang: Lang, reason: Option<&str>) -> String {
    reason
        .map(|r| {
            let said = text(lang, "tournament-reason", &Args::new().str("reason", r));
            format!(" {said}")
        })
        .unwrap_or_default()
}

/// What `event` of tournament `t` says in its channel, in `lang`, as the messages that
/// carry it (several when it is longer than one, cut between lines). Worded at delivery,
/// from the tournament as it is then.
pub fn said(lang: Lang, t: &Tournament, event: &Event) -> Vec<String> {
    posts_within(&event_text(lang, t, event))
}

/// What one event says in the tournament's channel, under the tournament's heading.
pub fn event_text(lang: Lang, t: &Tournament, event: &Event) -> String {
    let name = heading(lang, t);
    match event {
        Event::Started {
            players,
            rounds,
            by,
        } => started_text(lang, t, &name, (*players, *rounds), *by),
        Event::Cancelled { why } => cancelled_text(lang, &name, why),
        Event::Paired { round, boards } => paired_text(lang, t, &name, *round, boards),
        Event::Replayed {
            round,
            old,
            new,
            players,
            voided,
        } => {
            let (round, old) = (round.to_string(), old.to_string());
            let new = crate::discord::text::match_number(lang, new);
            let (a, b) = (mention(players.0), mention(players.1));
            let args = Args::new()
                .str("name", &name)
                .str("round", &round)
                .str("old", &old)
                .str("new", &new)
                .str("a", &a)
                .str("b", &b)
                .str("voided", if *voided { "yes" } else { "no" });
            text(lang, "tournament-replayed", &args)
        }
        Event::Dropped {
            player,
            by,
            reason,
            forfeits,
        } => dropped_text(lang, &name, (*player, *by), reason.as_deref(), *forfeits),
        Event::Ruled {
            match_id,
            by,
            ruling,
            winner,
        } => ruled_text(lang, &name, (*match_id, *by), ruling, *winner),
        Event::Ended {
            by,
            reason,
            standings,
        } => ended_text(lang, t, &name, *by, reason.as_deref(), standings),
    }
}

/// The start: by the organiser `by`, or by the sign-up's close.
fn started_text(
    lang: Lang,
    t: &Tournament,
    name: &str,
    (players, rounds): (u32, u32),
    by: Option<UserId>,
) -> String {
    let how = match by {
        Some(by) => {
            let by = mention(by);
            text(lang, "tournament-started-by", &Args::new().str("by", &by))
        }
        None => plain(lang, "tournament-started-closed"),
    };
    let format = format_name(lang, t.format, true);
    let args = Args::new()
        .str("name", name)
        .str("how", &how)
        .num("players", players)
        .num("rounds", rounds)
        .str("format", &format);
    text(lang, "tournament-started", &args)
}

/// Why the tournament `name` is called off: too few players, or its organiser.
fn cancelled_text(lang: Lang, name: &str, why: &Cancelled) -> String {
    match why {
        Cancelled::TooFew { players } => text(
            lang,
            "tournament-cancelled-too-few",
            &Args::new().str("name", name).num("players", *players),
        ),
        Cancelled::ByOrganiser { by, reason } => {
            let (by, reason) = (mention(*by), reason_text(lang, reason.as_deref()));
            let args = Args::new()
                .str("name", name)
                .str("by", &by)
                .str("reason", &reason);
            text(lang, "tournament-cancelled-by", &args)
        }
    }
}

/// A round's boards, one line each: a match, or a bye (a win in a Swiss) or walkover.
fn paired_text(
    lang: Lang,
    t: &Tournament,
    name: &str,
    round: u32,
    boards: &[PairedBoard],
) -> String {
    let (number, rounds) = (round.to_string(), t.rounds.unwrap_or(round).to_string());
    let args = Args::new()
        .str("name", name)
        .str("round", &number)
        .str("rounds", &rounds);
    let mut out = text(lang, "tournament-paired", &args);
    out.push('\n');
    for paired in boards {
        let board = paired.board;
        let line = match (board.b, paired.match_id) {
            (Some(b), m) => {
                let (a, b) = (mention(board.a), mention(b));
                let m = m.map(|m| crate::discord::text::match_number(lang, m));
                let args = Args::new().str("a", &a).str("b", &b);
                match &m {
                    Some(m) => text(lang, "tournament-pairing-match", &args.str("match", m)),
                    None => text(lang, "tournament-pairing", &args),
                }
            }
            (None, _) => {
                out += &unpaired(lang, board.a, t.format == Format::Swiss);
                out.push('\n');
                continue;
            }
        };
        out += &format!("• {line}\n");
    }
    out
}

/// A player who dropped out, or whom the organiser `by` dropped, and the match it forfeits.
fn dropped_text(
    lang: Lang,
    name: &str,
    (player, by): (UserId, UserId),
    reason: Option<&str>,
    forfeits: Option<MatchId>,
) -> String {
    let forfeit = forfeits
        .map(|m| {
            let m = m.to_string();
            let said = text(lang, "tournament-forfeited", &Args::new().str("match", &m));
            format!(" {said}")
        })
        .unwrap_or_default();
    let (who, whom, reason) = (mention(by), mention(player), reason_text(lang, reason));
    let args = Args::new()
        .str("name", name)
        .str("by", &who)
        .str("player", &whom)
        .str("forfeit", &forfeit)
        .str("reason", &reason);
    let key = if by == player {
        "tournament-dropped-out"
    } else {
        "tournament-dropped-by"
    };
    text(lang, key, &args)
}

/// An organiser's ruling on one of the tournament's matches: awarded to `winner`, or
/// voided (played again).
fn ruled_text(
    lang: Lang,
    name: &str,
    (match_id, by): (MatchId, UserId),
    ruling: &Ruling,
    winner: Option<UserId>,
) -> String {
    let (m, by) = (match_id.to_string(), mention(by));
    let winner = winner
        .map(mention)
        .unwrap_or_else(|| plain(lang, "tournament-a-player"));
    let (key, reason) = match ruling {
        Ruling::Award { reason, .. } => (
            "tournament-awarded",
            crate::discord::games::award_reason(lang, reason),
        ),
        Ruling::Void { reason } => ("tournament-voided", reason.clone()),
    };
    let reason = reason_text(lang, Some(&reason));
    let args = Args::new()
        .str("name", name)
        .str("by", &by)
        .str("match", &m)
        .str("winner", &winner)
        .str("reason", &reason);
    text(lang, key, &args)
}

/// The end, by the last round or by the organiser `by`, with the final standings.
fn ended_text(
    lang: Lang,
    t: &Tournament,
    name: &str,
    by: Option<UserId>,
    reason: Option<&str>,
    standings: &[Line],
) -> String {
    let (who, reason) = (
        by.map(mention).unwrap_or_default(),
        reason_text(lang, reason),
    );
    let args = Args::new()
        .str("name", name)
        .str("by", &who)
        .str("reason", &reason);
    let key = if by.is_some() {
        "tournament-over-by"
    } else {
        "tournament-over"
    };
    format!(
        "{}\n{}",
        text(lang, key, &args),
        standings_lines(lang, t, standings, true, 0)
    )
}

#[cfg(test)]
#[path = "tournament_words_tests.rs"]
mod words_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::text::match_label;
    use crate::model::tournaments::{
        Board, BoardGame, Entrant, PairedBoard, Pairing, TournamentTag,
    };
    use crate::model::{MatchSettings, Place, UserId};
    use crate::rules::GameKind;
    use std::collections::{BTreeMap, HashMap};

    fn tournament(status: Status, format: Format) -> Tournament {
        Tournament {
            id: 3,
            place: Place {
                guild: 10,
                channel: 20,
            },
            name: "Friday Duel".into(),
            game: GameKind::Duel,
            format,
            organiser: 99,
            settings: MatchSettings {
                target: Some(3),
                turn_seconds: 60,
                max_strikes: 5,
            },
            rated: true,
            asked_rounds: None,
            rounds: Some(2),
            max_players: 16,
            status,
            round: if status == Status::Signup { 0 } else { 1 },
            signup_closes_at: 1_700_000_000_000,
            message_id: None,
            revision: 1,
            drawn_revision: 0,
            created_at: 0,
        }
    }

    fn entrant(user: UserId, order: u32) -> Entrant {
        Entrant {
            user,
            order,
            rating: None,
            dropped: None,
        }
    }

    fn view(status: Status, format: Format) -> TournamentView {
        TournamentView {
            tournament: tournament(status, format),
            entrants: vec![entrant(1, 0), entrant(2, 1), entrant(3, 2)],
            pairings: if status == Status::Signup {
                Vec::new()
            } else {
                vec![
                    Pairing {
                        round: 1,
                        board: 0,
                        a: 1,
                        b: Some(2),
                        result: None,
                    },
                    Pairing {
                        round: 1,
                        board: 1,
                        a: 3,
                        b: None,
                        result: Some(PairResult::Bye),
                    },
                ]
            },
            games: BTreeMap::from([(
                0,
                BoardGame {
                    match_id: 41,
                    channel: 20,
                    message_id: Some(555),
                    finished: false,
                },
            )]),
            names: HashMap::new(),
        }
    }

    #[test]
    fn the_signup_shows_the_count_the_players_the_close_and_join_and_leave() {
        let screen = public_screen(Lang::ENGLISH, &view(Status::Signup, Format::Swiss));
        assert!(
            screen.text.contains("**Tournament #3 · Friday Duel**"),
            "{}",
            screen.text
        );
        assert!(screen
            .text
            .contains("**3 players** signed up (at most 16): <@1>, <@2>, <@3>"));
        assert!(screen.text.contains("<t:1700000000:R>"));
        assert!(screen
            .text
            .contains("Swiss · Duel · first to 3 · 60 s a turn · rated"));
        assert!(screen.silent, "a message edited many times pings nobody");
        let ids: Vec<String> = serde_json::to_value(&screen.rows).unwrap()[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(
            ids,
            [
                Id::TournamentJoin { t: 3 }.encode(),
                Id::TournamentLeave { t: 3 }.encode()
            ]
        );
    }

    #[test]
    fn a_full_signup_names_the_first_players_and_counts_the_rest_within_discords_limit() {
        let mut v = view(Status::Signup, Format::Swiss);
        v.tournament.max_players = 256;
        v.entrants = (0..256)
            .map(|i| entrant(100_000_000_000_000_000 + i, i as u32))
            .collect();
        let text = public_screen(Lang::ENGLISH, &v).text;
        assert!(text.contains("**256 players** signed up"), "{text}");
        assert!(text.ends_with(", and 196 more"), "{text}");
        assert!(text.chars().count() <= 2000, "{}", text.chars().count());
    }

    #[test]
    fn the_standings_show_points_tie_breaks_games_and_the_round_with_links() {
        let screen = public_screen(Lang::ENGLISH, &view(Status::Playing, Format::Swiss));
        let text = &screen.text;
        assert!(text.contains("Round **1** of 2"), "{text}");
        assert!(
            text.contains("1. <@3> — **1** pt · Buchholz 0 · SB 0 · 0 games (0-0-0, 1 bye)"),
            "{text}"
        );
        assert!(
            text.contains("\n-# Games: W-L-D, won-lost-drawn.\n"),
            "{text}"
        );
        assert!(
            text.contains(
                "• [Match #41](https://discord.com/channels/10/20/555): <@1> vs <@2> — playing"
            ),
            "{text}"
        );
        assert!(text.contains("• <@3> has the bye (a win)"), "{text}");
        assert!(screen.rows.is_empty(), "no Join once it has started");
    }

    #[test]
    fn standings_write_games_won_lost_drawn_as_the_leaderboard_does_with_the_legend() {
        let t = tournament(Status::Playing, Format::Swiss);
        let line = Line {
            user: 1,
            rank: 1,
            points2: 6,
            buchholz2: 4,
            sb4: 8,
            games: 4,
            wins: 3,
            draws: 0,
            losses: 1,
            byes: 0,
            dropped: false,
            rating: 1500.0,
            seed: None,
            still_in: true,
        };
        let text = standings_lines(Lang::ENGLISH, &t, &[line], false, 0);
        assert!(text.contains("· 4 games (3-1-0)\n"), "{text}");
        assert!(text.contains("-# Games: W-L-D, won-lost-drawn."), "{text}");
    }

    #[test]
    fn long_standings_come_in_pages_each_within_discords_limit_and_saying_how_to_see_more() {
        // The longest a tournament's message gets: 256 players with 19-digit ids, the
        // longest name, 128 boards linked to their tables.
        const BIG: u64 = 18_400_000_000_000_000_000;
        let mut v = view(Status::Playing, Format::Swiss);
        let t = &mut v.tournament;
        t.max_players = 256;
        t.name = "N".repeat(crate::model::tournaments::MAX_NAME_LEN);
        t.place = Place {
            guild: BIG,
            channel: BIG + 1,
        };
        t.settings.turn_seconds = 604_800;
        // Every player marked as dropped: the longest line there is.
        v.entrants = (0..256)
            .map(|i| Entrant {
                dropped: Some(1),
                ..entrant(BIG + i, i as u32)
            })
            .collect();
        v.pairings = (0..128)
            .map(|board| Pairing {
                round: 1,
                board,
                a: BIG + u64::from(board) * 2,
                b: Some(BIG + u64::from(board) * 2 + 1),
                result: (board % 2 == 0).then_some(PairResult::B),
            })
            .collect();
        v.games = (0..128)
            .map(|board| {
                let game = BoardGame {
                    match_id: 100_000 + i64::from(board),
                    channel: BIG + 2,
                    message_id: Some(BIG + 3 + u64::from(board)),
                    finished: board % 2 == 0,
                };
                (board, game)
            })
            .collect();
        assert_eq!(standings_pages(&v), 22);
        let rows = |text: &str| text.lines().filter(|l| l.contains(" · Buchholz ")).count();
        let first = public_screen(Lang::ENGLISH, &v).text;
        assert_eq!(rows(&first), 12, "{first}");
        assert!(
            first.contains(
                "Standings page 1 of 22 (256 players) · `/tournament show tournament:3 page:2` \
                 for page 2"
            ),
            "{first}"
        );
        assert!(first.contains("• [Match #100000]"), "{first}");
        assert!(first.contains(" more boards\n"), "{first}");
        let mut seen = 0;
        for page in 0..22 {
            let text = standings_screen(Lang::ENGLISH, &v, page).text;
            assert!(
                text.chars().count() <= 2000,
                "page {page}: {}",
                text.chars().count()
            );
            seen += rows(&text);
        }
        assert_eq!(seen, 256, "every player on one page");
        let last = standings_screen(Lang::ENGLISH, &v, 21).text;
        assert_eq!(rows(&last), 4, "{last}");
        assert!(
            last.contains("page 22 of 22") && last.contains("page:1`"),
            "{last}"
        );
        // A short tournament has one page and no word about pages.
        let short = public_screen(Lang::ENGLISH, &view(Status::Playing, Format::Swiss)).text;
        assert!(!short.contains("Standings page"), "{short}");
        assert!(!short.contains("more boards"), "{short}");
    }

    #[test]
    fn an_elimination_shows_seeds_and_who_is_still_in() {
        let mut v = view(Status::Playing, Format::SingleElimination);
        v.pairings[1].result = Some(PairResult::Walkover);
        let text = public_screen(Lang::ENGLISH, &v).text;
        assert!(text.contains("seed 1 · 0 won · still in"), "{text}");
        assert!(text.contains("<@3> goes through without a game"), "{text}");
    }

    #[test]
    fn a_tournament_match_is_labelled_with_its_tournament_and_round() {
        let table = crate::rules::Table::<crate::rules::duel::Duel>::new(
            Default::default(),
            7,
            crate::rules::Seat::A,
            0,
        );
        let public = crate::discord::games::tests::info_of(&table, 0);
        assert_eq!(match_label(crate::words::Lang::ENGLISH, &public), "");
        let mut tagged = public.clone();
        tagged.tournament = Some(TournamentTag {
            id: 3,
            name: "Friday Duel".into(),
            round: 2,
            rated: true,
            ruling: None,
            dropped_out: false,
        });
        assert_eq!(
            match_label(crate::words::Lang::ENGLISH, &tagged),
            " · Tournament #3 · round 2"
        );
    }

    #[test]
    fn a_tournament_matchs_table_says_when_an_organiser_awarded_or_voided_it() {
        use crate::model::deathmatch::Ruling;
        use crate::model::tournaments::OrganiserRuling;
        use crate::rules::{EndReason, Outcome, Seat};
        let table =
            crate::rules::Table::<crate::rules::duel::Duel>::new(Default::default(), 7, Seat::A, 0);
        let mut info = crate::discord::games::tests::info_of(&table, 0);
        let ruled = |ruling| {
            Some(TournamentTag {
                id: 3,
                name: "Friday Duel".into(),
                round: 1,
                rated: true,
                ruling: Some(OrganiserRuling { by: 99, ruling }),
                dropped_out: false,
            })
        };
        info.tournament = ruled(Ruling::Award {
            winner: Seat::B,
            reason: crate::model::AwardReason::Given("no show".into()),
        });
        let won = Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Forfeit,
        };
        let line = crate::discord::games::outcome_line(crate::words::Lang::ENGLISH, &info, won);
        assert!(
            line.contains("wins: the organiser awarded the match (no show)"),
            "{line}"
        );
        info.tournament = ruled(Ruling::Void {
            reason: "wrong seats".into(),
        });
        let footer = crate::discord::games::footer(crate::words::Lang::ENGLISH, &info, "to move");
        assert!(
            footer.contains("Voided by the organiser: wrong seats.")
                && footer.contains("play a new match"),
            "{footer}"
        );
    }

    #[test]
    fn every_event_is_posted_with_the_organisers_mention_and_reason() {
        let t = tournament(Status::Playing, Format::Swiss);
        let events = [
            Event::Started {
                players: 3,
                rounds: 2,
                by: Some(99),
            },
            Event::Paired {
                round: 1,
                boards: vec![
                    PairedBoard {
                        board: Board {
                            board: 0,
                            a: 1,
                            b: Some(2),
                        },
                        match_id: Some(41),
                    },
                    PairedBoard {
                        board: Board {
                            board: 1,
                            a: 3,
                            b: None,
                        },
                        match_id: None,
                    },
                ],
            },
            Event::Dropped {
                player: 2,
                by: 99,
                reason: Some("left the server".into()),
                forfeits: Some(41),
            },
            Event::Ruled {
                match_id: 42,
                by: 99,
                ruling: Ruling::Award {
                    winner: crate::rules::Seat::A,
                    reason: crate::model::AwardReason::Given("no show".into()),
                },
                winner: Some(1),
            },
            Event::Replayed {
                round: 1,
                old: 42,
                new: 43,
                players: (1, 2),
                voided: true,
            },
            Event::Ended {
                by: Some(99),
                reason: Some("late".into()),
                standings: Vec::new(),
            },
        ];
        let posts: Vec<String> = events
            .iter()
            .flat_map(|event| said(Lang::ENGLISH, &t, event))
            .collect();
        let texts: Vec<&str> = posts.iter().map(String::as_str).collect();
        assert!(
            texts[0].contains("started by the organiser <@99>"),
            "{}",
            texts[0]
        );
        assert!(
            texts[1].contains("• **Match #41**: <@1> vs <@2>"),
            "{}",
            texts[1]
        );
        assert!(texts[1].contains("<@3> has the bye"), "{}", texts[1]);
        assert!(
            texts[2].contains("The organiser <@99> dropped <@2>")
                && texts[2].contains("Match #41 is forfeited. Reason: left the server"),
            "{}",
            texts[2]
        );
        assert!(
            texts[3].contains("awarded Match #42 to <@1>. Reason: no show"),
            "{}",
            texts[3]
        );
        assert!(
            texts[4].contains("was voided, so they play again: **Match #43**"),
            "{}",
            texts[4]
        );
        assert!(
            texts[5].contains("ended by the organiser <@99>). Reason: late"),
            "{}",
            texts[5]
        );
    }
}
