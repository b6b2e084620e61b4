//! The puzzles' tests. The checker here is independent of the solvers: it never calls
//! `solve` or `solve_root`, only the rules (`legal_moves`, `apply`, `scores`, the Clash
//! set ranking), by plain recursion with no pruning and no memo (double-dummy games) or
//! plain enumeration of every hidden last set (Clash).

use super::*;
use crate::cards::Card;
use crate::model::Hosted;
use crate::rules::clash::{evaluate, ClashMove, SetRank};
use crate::rules::clubbed::Clubbed;
use crate::rules::tile_poker::TilePoker;
use crate::rules::{Game, Table};
use jiff::civil::date;
use jiff::ToSpan;
use proptest::prelude::*;

/// The first date of the years the tests check.
fn first_date() -> Date {
    date(2027, 1, 1)
}

/// `n` consecutive dates from [`first_date`].
fn dates(n: i64) -> Vec<Date> {
    (0..n)
        .map(|i| first_date().checked_add(i.days()).expect("a date"))
        .collect()
}

/// The game's value at the end by plain recursion: `seat`'s side, every move of both.
fn brute<G: Game>(game: &G, seat: Seat, end: &dyn Fn(&G) -> i64) -> i64 {
    let Some(mover) = game.to_move() else {
        return end(game);
    };
    let values = game.legal_moves().into_iter().map(|mv| {
        let mut next = game.clone();
        next.apply(mover, &mv).expect("a listed move is accepted");
        brute(&next, seat, end)
    });
    if mover == seat {
        values.max().expect("a seat to move has a move")
    } else {
        values.min().expect("a seat to move has a move")
    }
}

/// Checks what every puzzle must be, whatever the game: the position replays from its
/// log, the seat is to move, every legal move is in exactly one line and nothing else is,
/// the lines' values strictly fall, and `judge` says right for exactly the first line.
/// Returns the table and the seat's legal moves with their lines.
fn check_position<G: Hosted>(puzzle: &Puzzle, table: &Table<G>) -> Vec<(G::Move, usize)> {
    let replayed = Table::<G>::replay(table.log()).expect("the log replays");
    assert_eq!(
        serde_json::to_value(replayed.game()).unwrap(),
        serde_json::to_value(table.game()).unwrap(),
        "{}: replaying the log gives the position",
        puzzle.date
    );
    assert_eq!(table.to_move(), Some(puzzle.seat), "the seat is to move");
    assert!(puzzle.lines.len() >= 2, "more than one line");
    for pair in puzzle.lines.windows(2) {
        assert!(pair[0].value > pair[1].value, "lines fall strictly");
    }
    let legal: Vec<G::Move> = table.legal_moves().into_iter().collect();
    let listed: usize = puzzle.lines.iter().map(|l| l.moves.len()).sum();
    assert_eq!(listed, legal.len(), "the lines list every legal move once");
    let mut placed = Vec::new();
    for mv in legal {
        let any = G::wrap_move(mv.clone());
        let lines: Vec<usize> = (0..puzzle.lines.len())
            .filter(|&i| puzzle.lines[i].moves.contains(&any))
            .collect();
        assert_eq!(lines.len(), 1, "{mv:?} is in exactly one line");
        let judged = puzzle.judge(&any).expect("a legal move is judged");
        assert_eq!(judged.line, lines[0]);
        assert_eq!(judged.right, lines[0] == 0);
        placed.push((mv, lines[0]));
    }
    for line in &puzzle.lines {
        assert!(
            line.moves.contains(&line.shown),
            "the shown move is the line's"
        );
    }
    assert!(puzzle.judge(puzzle.solution()).unwrap().right);
    placed
}

/// The independent check of a double-dummy puzzle: every legal move's value by brute
/// force is its line's value.
fn check_double_dummy<G: Hosted>(
    puzzle: &Puzzle,
    table: &Table<G>,
    max_best: usize,
    end: &dyn Fn(&G) -> i64,
) {
    assert_eq!(puzzle.measure, Measure::FinalMargin);
    assert!(puzzle.lines[0].moves.len() <= max_best, "few best moves");
    for (mv, line) in check_position(puzzle, table) {
        let mut next = table.game().clone();
        next.apply(puzzle.seat, &mv).unwrap();
        let value = brute(&next, puzzle.seat, end);
        assert_eq!(
            value, puzzle.lines[line].value,
            "{}: {mv:?} is worth what its line says",
            puzzle.date
        );
    }
}

fn check_tile_poker(puzzle: &Puzzle) {
    let AnyTable::TilePoker(table) = &puzzle.table else {
        panic!("a Tile Poker table");
    };
    let seat = puzzle.seat;
    assert_eq!(
        table.game().pool_size(),
        0,
        "the pool is empty: all is known"
    );
    check_double_dummy(puzzle, table, tile_poker::MAX_BEST, &|g: &TilePoker| {
        let points = g.scores();
        i64::from(points[seat]) - i64::from(points[seat.other()])
    });
}

fn check_clubbed(puzzle: &Puzzle) {
    let AnyTable::Clubbed(table) = &puzzle.table else {
        panic!("a Clubbed table");
    };
    let seat = puzzle.seat;
    assert_eq!(
        table.game().stock_len(),
        0,
        "the stock is empty: all is known"
    );
    check_double_dummy(puzzle, table, 1, &|g: &Clubbed| {
        let stores = g.scores();
        i64::from(stores[seat.other()]) - i64::from(stores[seat])
    });
}

/// Every `size`-card subset of `cards`, by plain recursion.
fn subsets(cards: &[Card], size: usize) -> Vec<Vec<Card>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    if cards.len() < size {
        return Vec::new();
    }
    let mut with: Vec<Vec<Card>> = subsets(&cards[1..], size - 1)
        .into_iter()
        .map(|mut rest| {
            rest.insert(0, cards[0]);
            rest
        })
        .collect();
    with.extend(subsets(&cards[1..], size));
    with
}

/// The independent check of a Clash puzzle: from the attacker's own view, every hidden
/// last set made of the cards she has not seen, every answer, and for each pair whether
/// she captures 6 of the 10 cards with her best last answer.
fn check_clash(puzzle: &Puzzle) {
    let AnyTable::Clash(table) = &puzzle.table else {
        panic!("a Clash table");
    };
    let placed = check_position(puzzle, table);
    let view = table.game().view(puzzle.seat);
    let public = &view.public;
    assert_eq!(public.exchanges.len(), 3, "the third reveal");
    assert_eq!(public.unrevealed.len(), 1, "one set still hidden");
    let last = usize::from(public.unrevealed[0]);
    let revealed = &public.exchanges[2];
    let mut seen: Vec<Card> = view.hand.clone();
    let mut before = 0;
    for exchange in &public.exchanges {
        seen.extend(&exchange.set);
        if let Some(answer) = &exchange.answer {
            seen.extend(&answer.cards);
            if answer.captured {
                before += exchange.set.len();
            }
        }
    }
    let unseen: Vec<Card> = Card::all().filter(|c| !seen.contains(c)).collect();
    let hidden: Vec<SetRank> = subsets(&unseen, last)
        .iter()
        .map(|set| evaluate(set).unwrap())
        .collect();
    let Measure::ScoresAgainst { of } = puzzle.measure else {
        panic!("Clash counts hidden sets");
    };
    assert_eq!(of, hidden.len() as u64, "every hidden set is counted");
    // What an answer does in each case depends only on whether it captures now and on
    // the best last answer left: compute that by enumeration, then the cases.
    let mut outcomes: Vec<((bool, SetRank), Vec<bool>)> = Vec::new();
    let mut by_line: Vec<Option<Vec<bool>>> = vec![None; puzzle.lines.len()];
    for (mv, line) in placed {
        let ClashMove::Answer { cards } = mv else {
            panic!("answers only");
        };
        let captures = evaluate(&cards).unwrap() > revealed.set_rank;
        let rest: Vec<Card> = view
            .hand
            .iter()
            .copied()
            .filter(|c| !cards.contains(c))
            .collect();
        let best = subsets(&rest, last)
            .iter()
            .map(|set| evaluate(set).unwrap())
            .max()
            .unwrap();
        let key = (captures, best);
        let cases = match outcomes.iter().find(|(k, _)| *k == key) {
            Some((_, cases)) => cases.clone(),
            None => {
                let now = before + if captures { cards.len() } else { 0 };
                let cases: Vec<bool> = hidden
                    .iter()
                    .map(|rank| now + if best > *rank { last } else { 0 } >= 6)
                    .collect();
                outcomes.push((key, cases.clone()));
                cases
            }
        };
        assert_eq!(
            cases.iter().filter(|&&s| s).count() as i64,
            puzzle.lines[line].value,
            "{}: the answer scores in as many cases as its line says",
            puzzle.date
        );
        match &by_line[line] {
            Some(same) => assert_eq!(
                same, &cases,
                "a line's answers are worth the same case by case"
            ),
            None => by_line[line] = Some(cases),
        }
    }
    let first = by_line[0].as_ref().unwrap();
    for other in by_line[1..].iter().map(|c| c.as_ref().unwrap()) {
        assert!(
            first.iter().zip(other).all(|(a, b)| a >= b),
            "the solution is never worse"
        );
        assert!(
            first.iter().zip(other).any(|(a, b)| a > b),
            "the solution is strictly better somewhere"
        );
    }
}

fn check(puzzle: &Puzzle) {
    match puzzle.game {
        GameKind::Clash => check_clash(puzzle),
        GameKind::TilePoker => check_tile_poker(puzzle),
        GameKind::Clubbed => check_clubbed(puzzle),
        other => panic!("{other} has no puzzle"),
    }
}

/// A year (or the first `days` of it) of `game`'s puzzles, each checked, and pairwise
/// different positions.
fn check_year(game: GameKind, days: i64) {
    let mut positions = Vec::new();
    for day in dates(days) {
        let puzzle = daily(game, day).unwrap_or_else(|| panic!("{game} has a puzzle on {day}"));
        assert_eq!(puzzle.game, game);
        assert_eq!(puzzle.date, day);
        check(&puzzle);
        positions.push(serde_json::to_string(&puzzle.table).unwrap());
    }
    let mut distinct = positions.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), positions.len(), "no position repeats");
}

/// Dates checked by the default run, per game: the full year is behind `#[ignore]`
/// (`a_year_of_puzzles_*`), too slow for the default run at the test profile's opt-level.
const SAMPLE_DAYS: i64 = 20;

#[test]
fn clash_puzzles_are_proved_by_the_independent_checker() {
    check_year(GameKind::Clash, SAMPLE_DAYS);
}

#[test]
fn tile_poker_puzzles_are_proved_by_the_independent_checker() {
    check_year(GameKind::TilePoker, SAMPLE_DAYS);
}

#[test]
fn clubbed_puzzles_are_proved_by_the_independent_checker() {
    check_year(GameKind::Clubbed, SAMPLE_DAYS);
}

#[test]
#[ignore = "a year of puzzles: run with --ignored (see the module docs)"]
fn a_year_of_clash_puzzles_is_proved_and_never_repeats() {
    check_year(GameKind::Clash, 365);
}

#[test]
#[ignore = "a year of puzzles: run with --ignored (see the module docs)"]
fn a_year_of_tile_poker_puzzles_is_proved_and_never_repeats() {
    check_year(GameKind::TilePoker, 365);
}

#[test]
#[ignore = "a year of puzzles: run with --ignored (see the module docs)"]
fn a_year_of_clubbed_puzzles_is_proved_and_never_repeats() {
    check_year(GameKind::Clubbed, 365);
}

#[test]
fn the_same_date_gives_the_same_puzzle_and_the_next_date_another() {
    let day = date(2027, 3, 14);
    let next = date(2027, 3, 15);
    for game in GAMES {
        let once = serde_json::to_string(&daily(game, day).unwrap()).unwrap();
        let again = serde_json::to_string(&daily(game, day).unwrap()).unwrap();
        assert_eq!(once, again, "{game}: the same date, byte for byte");
        let other = daily(game, next).unwrap();
        assert_ne!(
            serde_json::to_string(&other.table).unwrap(),
            serde_json::to_string(&daily(game, day).unwrap().table).unwrap(),
            "{game}: another date, another position"
        );
    }
}

#[test]
fn the_seed_depends_on_the_game_the_date_and_the_attempt() {
    let day = date(2027, 1, 1);
    let base = solve::seed(GameKind::Clash, day, 0);
    assert_eq!(base, solve::seed(GameKind::Clash, day, 0));
    assert_ne!(base, solve::seed(GameKind::Clash, day, 1));
    assert_ne!(base, solve::seed(GameKind::Clubbed, day, 0));
    assert_ne!(base, solve::seed(GameKind::Clash, date(2027, 1, 2), 0));
}

#[test]
fn games_without_a_puzzle_say_why_and_have_none() {
    assert!(daily(GameKind::Duel, first_date()).is_none());
    assert_eq!(left_out(GameKind::Duel), Some(LeftOut::CoinFlip));
    assert!(daily(GameKind::ShapeClash, first_date()).is_none());
    assert_eq!(
        left_out(GameKind::ShapeClash),
        Some(LeftOut::EndlessEndgame)
    );
    for game in GameKind::ALL {
        assert_eq!(GAMES.contains(&game), left_out(game).is_none(), "{game}");
    }
}

#[test]
fn a_clash_answer_is_judged_whatever_the_order_of_its_cards() {
    let puzzle = daily(GameKind::Clash, first_date()).unwrap();
    for (i, line) in puzzle.lines.iter().enumerate() {
        let AnyMove::Clash(ClashMove::Answer { cards }) = &line.shown else {
            panic!("an answer");
        };
        let mut reversed = cards.clone();
        reversed.reverse();
        let judged = puzzle.judge(&AnyMove::Clash(ClashMove::Answer { cards: reversed }));
        assert_eq!(
            judged,
            Some(Judged {
                right: i == 0,
                line: i
            })
        );
    }
    let not_held = Card::all()
        .find(|c| !puzzle_hand(&puzzle).contains(c))
        .unwrap();
    let size = match &puzzle.lines[0].shown {
        AnyMove::Clash(ClashMove::Answer { cards }) => cards.len(),
        _ => unreachable!(),
    };
    let wrong = AnyMove::Clash(ClashMove::Answer {
        cards: vec![not_held; size],
    });
    assert_eq!(puzzle.judge(&wrong), None, "a move the seat may not make");
    let other_game = AnyMove::Clubbed(crate::rules::clubbed::ClubbedMove::Draw);
    assert_eq!(puzzle.judge(&other_game), None);
}

fn puzzle_hand(puzzle: &Puzzle) -> Vec<Card> {
    match &puzzle.table {
        AnyTable::Clash(table) => table.game().hand(puzzle.seat).to_vec(),
        _ => unreachable!(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The solver's value of every move equals plain recursion's, on random Clubbed
    /// endgames (random play to an empty stock).
    #[test]
    fn the_clubbed_solver_equals_brute_force(seed in any::<u64>()) {
        let found = solve::walk::<Clubbed, _>(seed, 1000, |_, _| crate::ai::Level::Random, |table| {
            (table.game().stock_len() == 0 && table.to_move().is_some()).then_some(())
        });
        if let Some((table, ())) = found {
            let game = table.game();
            let seat = game.to_move().unwrap();
            let end = |g: &Clubbed| {
                let stores = g.scores();
                i64::from(stores[seat.other()]) - i64::from(stores[seat])
            };
            let solved = solve::solve_root(game, |g: &Clubbed, s: Seat| {
                let stores = g.scores();
                i64::from(stores[s.other()]) - i64::from(stores[s])
            }, u64::MAX).unwrap();
            for (mv, value) in solved {
                let mut next = game.clone();
                next.apply(seat, &mv).unwrap();
                prop_assert_eq!(value, brute(&next, seat, &end));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// The same for Tile Poker endgames with two tiles left.
    #[test]
    fn the_tile_poker_solver_equals_brute_force(seed in any::<u64>()) {
        let found = solve::walk::<TilePoker, _>(seed, 400, |_, _| crate::ai::Level::Easy, |table| {
            let game = table.game();
            let left = game.hand(Seat::A).len() + game.hand(Seat::B).len();
            (game.pool_size() == 0 && left <= 2 && table.to_move().is_some()).then_some(())
        });
        if let Some((table, ())) = found {
            let game = table.game();
            let seat = game.to_move().unwrap();
            let end = |g: &TilePoker| {
                let points = g.scores();
                i64::from(points[seat]) - i64::from(points[seat.other()])
            };
            let solved = solve::solve_root(game, |g: &TilePoker, s: Seat| {
                let points = g.scores();
                i64::from(points[s]) - i64::from(points[s.other()])
            }, u64::MAX).unwrap();
            for (mv, value) in solved {
                let mut next = game.clone();
                next.apply(seat, &mv).unwrap();
                prop_assert_eq!(value, brute(&next, seat, &end));
            }
        }
    }
}
