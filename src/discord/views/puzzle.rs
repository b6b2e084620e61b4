//! The daily puzzles as Discord shows them: `/puzzle`'s position (the game's own table and
//! panel, its controls aimed at the puzzle), the verdict on an answer with why each other
//! line is worse, the refusals, the server's puzzle board and the daily post. Rendering
//! only: the puzzles, answers, ratings and streaks are the service's (`service::puzzles`).

use crate::discord::games::{self, puzzle as aimed};
use crate::discord::ids::Id;
use crate::discord::text::{emphasised, mention, truncate};
use crate::discord::views::Screen;
use crate::model::{AnyView, Place, UserId};
use crate::puzzles::hosted::{
    Attempt, DailyPuzzles, PuzzleBoard, PuzzleError, PuzzleShown, Streak, Verdict,
};
use crate::puzzles::{LeftOut, Line, Measure};
use crate::rules::GameKind;
use crate::words::{plain, text, Args, Lang};
use jiff::civil::Date;
use poise::serenity_prelude as serenity;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// Other lines a verdict words one by one; the rest are counted.
pub const OTHER_LINES: usize = 5;

/// A date as the puzzles name it: `2026-12-01`, the same in every language.
pub fn date_text(date: Date) -> String {
    date.to_string()
}

/// `/puzzle`'s screen: the title, the game's public table (its match buttons left out),
/// what to find, and the seat's panel whose controls answer; below, buttons for the
/// other games' puzzles of the day (`answered` says which the user has answered).
pub fn puzzle_screen(
    lang: Lang,
    place: Place,
    user: UserId,
    shown: &PuzzleShown,
    answered: &[GameKind],
) -> Screen {
    let info = aimed::info(shown.game, place, user, shown.seat);
    let panel = games::panel(lang, &info, &shown.view);
    puzzle_screen_with(lang, place, user, shown, answered, panel)
}

/// `/puzzle`'s screen with `panel` in place of the seat's first panel: the next step of
/// the game's panel (a card picked, a menu opened), its controls aimed at the puzzle here.
pub fn puzzle_screen_with(
    lang: Lang,
    place: Place,
    user: UserId,
    shown: &PuzzleShown,
    answered: &[GameKind],
    panel: Screen,
) -> Screen {
    let info = aimed::info(shown.game, place, user, shown.seat);
    let table = games::table(lang, &info, &shown.public);
    let panel = aimed::aim(panel, shown.date);
    let mut parts = vec![title(lang, shown.game, shown.date)];
    // The table's first line is a match's title (match 0 between the user and no one).
    parts.extend(table.text.lines().skip(1).map(str::to_owned));
    parts.push(String::new());
    parts.push(task(lang, shown));
    parts.push(panel.text.clone());
    let content = neutral(lang, &parts.join("\n"));
    let mut rows = panel.rows;
    if rows.len() < 5 {
        if let Some(row) = picker(lang, shown.game, answered) {
            rows.push(row);
        }
    }
    Screen {
        text: truncate(content),
        rows,
        picture: table.picture.or(panel.picture),
        silent: true,
    }
}

/// `🧩 Daily Clash puzzle · 2026-12-01`.
fn title(lang: Lang, game: GameKind, date: Date) -> String {
    let date = date_text(date);
    emphasised(
        lang,
        "puzzle-title",
        Args::new().str("game", game.title()).str("date", &date),
    )
}

/// What to find, what "best" means, the puzzle's rating and solve count.
fn task(lang: Lang, shown: &PuzzleShown) -> String {
    let lines = text(
        lang,
        "puzzle-task",
        &Args::new().num("lines", shown.lines_count as u64),
    );
    let measure = match shown.measure {
        Measure::ScoresAgainst { .. } => plain(lang, "puzzle-measure-scores"),
        Measure::FinalMargin => plain(lang, "puzzle-measure-margin"),
    };
    let (right, tried) = shown.solved_share;
    let args = Args::new().num("rating", shown.rating);
    let stats = text(
        lang,
        "puzzle-stats",
        &args.num("right", right).num("tried", tried),
    );
    format!("{lines}\n{measure}\n{stats}")
}

/// The made-up match in words of the puzzle: its opponent's mention named in words (no
/// one is pinged or shown as `@0`), and "Match #0" (the games' panels name their match)
/// as "Daily puzzle".
fn neutral(lang: Lang, content: &str) -> String {
    let content = content.replace(&mention(aimed::OPPONENT), &plain(lang, "puzzle-opponent"));
    let label = crate::discord::text::match_name(lang, aimed::MATCH);
    content.replace(&label, &plain(lang, "puzzle-label"))
}

/// Buttons for the other games' puzzles of the day; `None` when there is no other game.
pub fn picker(lang: Lang, current: GameKind, answered: &[GameKind]) -> Option<CreateActionRow> {
    let buttons: Vec<CreateButton> = crate::puzzles::GAMES
        .into_iter()
        .filter(|&game| game != current)
        .map(|game| {
            let label = if answered.contains(&game) {
                text(
                    lang,
                    "puzzle-pick-answered",
                    &Args::new().str("game", game.title()),
                )
            } else {
                game.title().to_owned()
            };
            CreateButton::new(Id::PuzzlePick { game }.encode())
                .label(label)
                .style(ButtonStyle::Secondary)
                .emoji('🧩')
        })
        .collect();
    (!buttons.is_empty()).then_some(CreateActionRow::Buttons(buttons))
}

/// The verdict on an answer, for the player alone: right or not, the solution, why each
/// other line is worse in the puzzle's measure, the rating change and the streak.
pub fn verdict_text(lang: Lang, verdict: &Verdict) -> String {
    let mut out = proof(
        lang,
        verdict.measure,
        &verdict.view,
        &verdict.lines,
        &verdict.attempt,
    );
    out.push(String::new());
    out.push(rating_line(
        lang,
        verdict.rating_before,
        verdict.rating_after,
    ));
    out.push(streak_line(lang, &verdict.streak));
    truncate(out.join("\n"))
}

/// A puzzle answered before (here or in another server): that it was, right or not,
/// and its proof when the service gives it.
pub fn answered_text(lang: Lang, shown: &PuzzleShown, attempt: &Attempt) -> String {
    let mut out = vec![already(lang, attempt)];
    if let Some(lines) = &shown.lines {
        out.push(String::new());
        out.extend(proof(lang, shown.measure, &shown.view, lines, attempt));
    }
    truncate(out.join("\n"))
}

/// Right or not, the solution, and why each other line is worse: the solution's value
/// in the puzzle's measure, then the next best lines' (the player's own always among them).
fn proof(
    lang: Lang,
    measure: Measure,
    view: &AnyView,
    lines: &[Line],
    attempt: &Attempt,
) -> Vec<String> {
    let describe = |line: &Line| {
        games::describe(lang, view, &line.shown).unwrap_or_else(|| format!("{:?}", line.shown))
    };
    let Some(best) = lines.first() else {
        return Vec::new();
    };
    let solution = describe(best);
    let chosen = attempt.line;
    let mut out = vec![if attempt.right {
        emphasised(lang, "puzzle-right", Args::new().str("move", &solution))
    } else {
        let answer = lines.get(chosen).map(describe).unwrap_or_default();
        let args = Args::new().str("move", &solution).str("answer", &answer);
        emphasised(lang, "puzzle-wrong", args)
    }];
    out.push(why(lang, measure, &solution, best.value, true));
    let others = shown_lines(lines.len(), chosen);
    if !others.is_empty() {
        out.push(plain(lang, "puzzle-why-others"));
        for i in &others {
            let line = &lines[*i];
            out.push(format!(
                "• {}",
                why(lang, measure, &describe(line), line.value, false)
            ));
        }
        let more = lines.len() - 1 - others.len();
        if more > 0 {
            out.push(text(
                lang,
                "puzzle-why-more",
                &Args::new().num("count", more as u64),
            ));
        }
    }
    out
}

/// Which other lines a verdict words: the best few after the solution, and the
/// player's own line always.
fn shown_lines(count: usize, chosen: usize) -> Vec<usize> {
    let mut lines: Vec<usize> = (1..count).take(OTHER_LINES).collect();
    if chosen > 0 && chosen < count && !lines.contains(&chosen) {
        lines.pop();
        lines.push(chosen);
    }
    lines
}

/// Why a line is worth what it is, in the puzzle's measure: the solution's sentence, or
/// an other line's short one.
pub fn why(lang: Lang, measure: Measure, what: &str, value: i64, solution: bool) -> String {
    match measure {
        Measure::ScoresAgainst { of } => {
            let key = if solution {
                "puzzle-why-scores"
            } else {
                "puzzle-why-scores-other"
            };
            let args = Args::new()
                .str("move", what)
                .num("value", value)
                .num("of", of);
            text(lang, key, &args)
        }
        Measure::FinalMargin => {
            let key = if solution {
                "puzzle-why-margin"
            } else {
                "puzzle-why-margin-other"
            };
            let value = signed(value);
            text(
                lang,
                key,
                &Args::new().str("move", what).str("value", &value),
            )
        }
    }
}

/// `+4`, `−1`, `0`: a margin with its sign (a true minus sign).
pub fn signed(value: i64) -> String {
    match value {
        0 => "0".into(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", v.unsigned_abs()),
    }
}

/// `Your puzzle rating: 1500 → 1512 (+12)`.
pub fn rating_line(lang: Lang, before: f64, after: f64) -> String {
    let (b, a) = (before.round() as i64, after.round() as i64);
    let (before, after, change) = (b.to_string(), a.to_string(), signed(a - b));
    let args = Args::new().str("before", &before).str("after", &after);
    text(lang, "puzzle-rating-change", &args.str("change", &change))
}

/// `🔥 Streak: 3 days (best 5)`.
pub fn streak_line(lang: Lang, streak: &Streak) -> String {
    let args = Args::new()
        .num("current", streak.current)
        .num("best", streak.best);
    text(lang, "puzzle-streak", &args)
}

/// A refusal of `/puzzle` or of an answer, in words for the player.
pub fn refusal(lang: Lang, error: &PuzzleError) -> Option<String> {
    let game_args = |game: GameKind| Args::new().str("game", game.title());
    Some(match error {
        PuzzleError::NoPuzzle(game) => match crate::puzzles::left_out(*game) {
            Some(LeftOut::CoinFlip) => text(lang, "puzzle-left-out", &game_args(*game)),
            Some(LeftOut::EndlessEndgame) => {
                text(lang, "puzzle-left-out-endless", &game_args(*game))
            }
            // A game with puzzles never refuses as one without: its puzzle is not made.
            None => plain(lang, "puzzle-not-ready"),
        },
        PuzzleError::NotReady => plain(lang, "puzzle-not-ready"),
        PuzzleError::DayOver { date, today } => {
            let (date, today) = (date_text(*date), date_text(*today));
            text(
                lang,
                "puzzle-day-over",
                &Args::new().str("date", &date).str("today", &today),
            )
        }
        PuzzleError::AlreadyAnswered(attempt) => already(lang, attempt),
        PuzzleError::NotAMove => plain(lang, "puzzle-not-a-move"),
        PuzzleError::NoSuchPage { page, pages } => text(
            lang,
            "puzzle-board-no-page",
            &Args::new().num("page", *page).num("pages", *pages),
        ),
        PuzzleError::ShuttingDown => plain(lang, "puzzle-shutting-down"),
        PuzzleError::Storage(_) => return None,
    })
}

/// The earlier answer's summary: the game, the date, right or not.
pub fn already(lang: Lang, attempt: &Attempt) -> String {
    let date = date_text(attempt.date);
    let key = if attempt.right {
        "puzzle-already-right"
    } else {
        "puzzle-already-wrong"
    };
    text(
        lang,
        key,
        &Args::new()
            .str("game", attempt.game.title())
            .str("date", &date),
    )
}

/// The server's puzzle board page, in the server's language, with Previous and Next.
pub fn board_screen(lang: Lang, board: &PuzzleBoard) -> Screen {
    if board.rows.is_empty() {
        return Screen::text(plain(lang, "puzzle-board-empty"));
    }
    let args = Args::new()
        .num("page", board.page)
        .num("pages", board.pages);
    let mut lines = vec![emphasised(lang, "puzzle-board-title", args)];
    let first = (board.page.max(1) - 1) * crate::puzzles::hosted::PAGE_SIZE;
    for (i, row) in board.rows.iter().enumerate() {
        let who = mention(row.user);
        let args = Args::new()
            .num("rank", first as u64 + i as u64 + 1)
            .str("who", &who)
            .num("rating", row.rating.round() as i64)
            .num("solved", row.solved)
            .num("tried", row.tried);
        let args = args
            .num("streak", row.streak.current)
            .num("best", row.streak.best);
        lines.push(text(lang, "puzzle-board-row", &args));
    }
    let mut buttons = Vec::new();
    if board.page > 1 {
        buttons.push(
            CreateButton::new(
                Id::PuzzleBoard {
                    page: board.page - 1,
                }
                .encode(),
            )
            .label(plain(lang, "puzzle-board-previous"))
            .style(ButtonStyle::Secondary),
        );
    }
    if board.page < board.pages {
        buttons.push(
            CreateButton::new(
                Id::PuzzleBoard {
                    page: board.page + 1,
                }
                .encode(),
            )
            .label(plain(lang, "puzzle-board-next"))
            .style(ButtonStyle::Secondary),
        );
    }
    let rows = if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    };
    Screen::new(truncate(lines.join("\n")), rows).silent()
}

/// The daily post "Today's puzzles", in the server's language at delivery: the date, the
/// games, how to play, and yesterday's solve counts in the server when there were any.
pub fn daily_post(lang: Lang, post: &DailyPuzzles) -> Screen {
    let date = date_text(post.date);
    let games: Vec<&str> = post.games.iter().map(|g| g.title()).collect();
    let games = games.join(", ");
    let mut lines = vec![
        emphasised(lang, "puzzle-post-title", Args::new().str("date", &date)),
        text(lang, "puzzle-post-games", &Args::new().str("games", &games)),
        plain(lang, "puzzle-post-how"),
    ];
    if !post.yesterday.is_empty() {
        lines.push(String::new());
        lines.push(plain(lang, "puzzle-post-yesterday"));
        for count in &post.yesterday {
            let args = Args::new().str("game", count.game.title());
            let args = args.num("right", count.right).num("tried", count.tried);
            lines.push(format!("• {}", text(lang, "puzzle-post-count", &args)));
        }
    }
    Screen::text(truncate(lines.join("\n")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{AnyMove, AnyPublic};
    use crate::puzzles::hosted::{PuzzleStanding, SolveCount};
    use crate::rules::clash::Clash;
    use crate::rules::duel::{Duel, DuelMove};
    use crate::rules::{Game, Seat, Table};

    const DATE: Date = jiff::civil::date(2026, 12, 1);

    /// No text shows a raw catalogue key or an unfilled variable.
    fn worded(text: &str) {
        assert!(!text.trim().is_empty());
        assert!(!text.contains("puzzle-"), "a raw key: {text}");
        assert!(!text.contains("{ $") && !text.contains("{$"), "{text}");
    }

    fn attempt(line: usize) -> Attempt {
        Attempt {
            user: 101,
            game: GameKind::Clash,
            date: DATE,
            server: 1,
            line,
            right: line == 0,
            at: 0,
        }
    }

    /// A Duel's two moves as a puzzle's two lines (the wording is the same for every
    /// game: the game's own `describe` words the moves).
    fn duel_verdict(line: usize, measure: Measure) -> Verdict {
        let table = Table::<Duel>::new(Default::default(), 7, Seat::A, 5);
        let line_of = |mv: DuelMove, value: i64| Line {
            shown: AnyMove::Duel(mv),
            moves: vec![AnyMove::Duel(mv)],
            value,
        };
        Verdict {
            attempt: attempt(line),
            lines: vec![line_of(DuelMove::Keep, 4), line_of(DuelMove::Bottom, -1)],
            measure,
            seat: Seat::A,
            view: AnyView::Duel(table.game().view(Seat::A)),
            rating_before: 1500.0,
            rating_after: 1512.4,
            streak: Streak {
                current: 3,
                best: 5,
                last: Some(DATE),
            },
        }
    }

    #[test]
    fn each_measure_is_worded_with_its_numbers() {
        let scores = why(
            Lang::ENGLISH,
            Measure::ScoresAgainst { of: 820 },
            "9♠ 9♥",
            820,
            true,
        );
        assert_eq!(
            scores,
            "9♠ 9♥ scores against 820 of the 820 ways the last set can be made."
        );
        let other = why(
            Lang::ENGLISH,
            Measure::ScoresAgainst { of: 820 },
            "7♣ 7♦",
            412,
            false,
        );
        assert_eq!(other, "7♣ 7♦: against 412 of them.");
        let margin = why(Lang::ENGLISH, Measure::FinalMargin, "5♥ at C3", 4, true);
        assert_eq!(margin, "5♥ at C3 ends +4.");
        let worse = why(Lang::ENGLISH, Measure::FinalMargin, "5♥ at C3", -1, false);
        assert_eq!(worse, "5♥ at C3: ends −1.");
        assert_eq!(signed(0), "0");
    }

    #[test]
    fn a_right_answer_says_so_and_why_the_other_line_is_worse() {
        let text = verdict_text(Lang::ENGLISH, &duel_verdict(0, Measure::FinalMargin));
        assert!(text.starts_with("✅ **Right!** "), "{text}");
        assert!(text.contains(" ends +4."), "{text}");
        assert!(text.contains("Other moves:\n• "), "{text}");
        assert!(text.contains(": ends −1."), "{text}");
        assert!(
            text.contains("Your puzzle rating: 1500 → 1512 (+12)"),
            "{text}"
        );
        assert!(text.contains("🔥 Streak: 3 days (best 5)"), "{text}");
    }

    #[test]
    fn a_wrong_answer_names_the_move_chosen_and_the_best() {
        let verdict = duel_verdict(1, Measure::ScoresAgainst { of: 820 });
        let text = verdict_text(Lang::ENGLISH, &verdict);
        let view = &verdict.view;
        let best = games::describe(Lang::ENGLISH, view, &verdict.lines[0].shown).unwrap();
        let chosen = games::describe(Lang::ENGLISH, view, &verdict.lines[1].shown).unwrap();
        assert!(
            text.starts_with(&format!(
                "❌ **Not the best.** You chose {chosen}; the best was {best}."
            )),
            "{text}"
        );
        assert!(text.contains("against 4 of the 820 ways"), "{text}");
    }

    #[test]
    fn many_lines_are_cut_and_the_players_own_line_is_always_shown() {
        assert_eq!(shown_lines(3, 2), vec![1, 2]);
        assert_eq!(shown_lines(20, 0), vec![1, 2, 3, 4, 5]);
        assert_eq!(shown_lines(20, 17), vec![1, 2, 3, 4, 17]);
        assert_eq!(shown_lines(1, 0), Vec::<usize>::new());
    }

    fn refusals() -> Vec<PuzzleError> {
        vec![
            PuzzleError::NoPuzzle(GameKind::Duel),
            PuzzleError::NoPuzzle(GameKind::ShapeClash),
            PuzzleError::NotReady,
            PuzzleError::DayOver {
                date: DATE,
                today: DATE.tomorrow().unwrap(),
            },
            PuzzleError::AlreadyAnswered(attempt(0)),
            PuzzleError::AlreadyAnswered(attempt(2)),
            PuzzleError::NotAMove,
            PuzzleError::NoSuchPage { page: 4, pages: 2 },
            PuzzleError::ShuttingDown,
        ]
    }

    #[test]
    fn every_refusal_is_worded_in_every_language() {
        for lang in Lang::all() {
            for error in refusals() {
                let words = refusal(lang, &error).unwrap_or_else(|| panic!("{error:?}"));
                worded(&words);
            }
            worded(&verdict_text(lang, &duel_verdict(1, Measure::FinalMargin)));
            worded(&verdict_text(
                lang,
                &duel_verdict(0, Measure::ScoresAgainst { of: 9 }),
            ));
        }
        let storage = PuzzleError::Storage(anyhow::anyhow!("disk"));
        assert_eq!(
            refusal(Lang::ENGLISH, &storage),
            None,
            "the bot's, not the player's"
        );
    }

    #[test]
    fn the_refusals_say_why_in_english() {
        let say = |e: PuzzleError| refusal(Lang::ENGLISH, &e).unwrap();
        assert!(say(PuzzleError::NoPuzzle(GameKind::Duel)).contains(
            "Duel has no daily puzzle: every decision in it is keep or put at the bottom"
        ));
        assert_eq!(
            say(PuzzleError::DayOver {
                date: DATE,
                today: DATE.tomorrow().unwrap()
            }),
            "That puzzle was the one of 2026-12-01; here it is 2026-12-02 now. Use /puzzle for today's."
        );
        assert!(say(PuzzleError::AlreadyAnswered(attempt(0))).contains("you found the best move"));
        assert!(say(PuzzleError::AlreadyAnswered(attempt(1))).contains("it was not the best move"));
    }

    #[test]
    fn the_daily_post_names_the_date_the_games_and_yesterdays_solves() {
        let mut post = DailyPuzzles {
            server: 1,
            date: DATE,
            games: crate::puzzles::GAMES.to_vec(),
            yesterday: Vec::new(),
        };
        let quiet = daily_post(Lang::ENGLISH, &post).text;
        assert!(
            quiet.starts_with("🧩 **Today's puzzles** · 2026-12-01\n"),
            "{quiet}"
        );
        // Shape Clash and Duel have no puzzle.
        assert!(
            quiet.contains("One puzzle for each of: Clash, Tile Poker, Clubbed.\n"),
            "{quiet}"
        );
        assert!(quiet.contains("/puzzle"), "{quiet}");
        assert!(!quiet.contains("Yesterday"), "{quiet}");
        post.yesterday = vec![SolveCount {
            game: GameKind::Clubbed,
            right: 2,
            tried: 3,
        }];
        let counted = daily_post(Lang::ENGLISH, &post).text;
        assert!(
            counted.ends_with("Yesterday here:\n• Clubbed: solved by 2 of 3"),
            "{counted}"
        );
        for lang in Lang::all() {
            worded(&daily_post(lang, &post).text);
        }
    }

    #[test]
    fn the_board_lists_its_rows_with_their_rank_and_pages() {
        let row = |user, rating| PuzzleStanding {
            user,
            rating,
            rd: 80.0,
            solved: 4,
            tried: 6,
            streak: Streak {
                current: 2,
                best: 3,
                last: Some(DATE),
            },
        };
        let board = PuzzleBoard {
            server: 1,
            rows: vec![row(5, 1612.6), row(6, 1490.0)],
            page: 2,
            pages: 3,
        };
        let screen = board_screen(Lang::ENGLISH, &board);
        assert!(screen.text.contains("page 2 of 3"), "{}", screen.text);
        assert!(
            screen
                .text
                .contains("11. <@5> · rating 1613 · solved 4 of 6 · 🔥 2 (best 3)"),
            "{}",
            screen.text
        );
        assert!(screen.silent);
        let ids: Vec<String> = serde_json::to_value(&screen.rows).unwrap()[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(ids, ["pq:1", "pq:3"]);
        let empty = PuzzleBoard {
            rows: Vec::new(),
            page: 1,
            pages: 1,
            ..board
        };
        for lang in Lang::all() {
            worded(&board_screen(lang, &empty).text);
        }
    }

    #[test]
    fn the_puzzle_is_drawn_with_the_games_table_and_panel_aimed_at_the_puzzle() {
        let table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let seat = table.to_move().unwrap();
        let shown = PuzzleShown {
            game: GameKind::Clash,
            date: DATE,
            seat,
            view: AnyView::Clash(table.game().view(seat)),
            public: AnyPublic::Clash(table.game().public_view()),
            lines_count: 3,
            measure: Measure::ScoresAgainst { of: 820 },
            rating: 1620,
            answered: None,
            lines: None,
            solved_share: (2, 5),
        };
        let place = Place {
            guild: 1,
            channel: 2,
        };
        for lang in Lang::all() {
            let screen = puzzle_screen(lang, place, 101, &shown, &[GameKind::Clubbed]);
            worded(&screen.text);
            assert!(!screen.text.contains("<@0>"), "{}", screen.text);
            assert!(!screen.text.contains("Match #0"), "{}", screen.text);
        }
        let screen = puzzle_screen(Lang::ENGLISH, place, 101, &shown, &[GameKind::Clubbed]);
        assert!(
            screen
                .text
                .starts_with("🧩 **Daily Clash puzzle** · 2026-12-01\n"),
            "{}",
            screen.text
        );
        assert!(
            screen.text.contains("3 different kinds of move"),
            "{}",
            screen.text
        );
        assert!(
            screen
                .text
                .contains("Puzzle rating 1620 · solved by 2 of 5"),
            "{}",
            screen.text
        );
        let rows = serde_json::to_value(&screen.rows).unwrap();
        let ids: Vec<Id> = rows
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .filter_map(|c| c["custom_id"].as_str().and_then(Id::parse))
            .collect();
        assert!(ids
            .iter()
            .any(|id| matches!(id, Id::Puzzle { date, .. } if *date == DATE)));
        assert!(
            ids.iter()
                .all(|id| matches!(id, Id::Puzzle { .. } | Id::PuzzlePick { .. })),
            "{ids:?}"
        );
        let picks: Vec<&Id> = ids
            .iter()
            .filter(|id| matches!(id, Id::PuzzlePick { .. }))
            .collect();
        assert_eq!(picks.len(), crate::puzzles::GAMES.len() - 1);
        assert!(rows.to_string().contains("Clubbed (answered)"));
    }
}
