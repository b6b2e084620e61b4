//! One property-test harness for the invariants every game shares, written once: a move
//! is accepted exactly when an independent oracle says it is legal and a refused move
//! changes nothing; cards are conserved; views hide what they must; serde round-trips;
//! replay rebuilds the table; a seed fixes the deal; the list of legal moves holds exactly
//! the moves the table accepts ([`check_legal_moves`]). Each game tells the harness what
//! it needs in its own `impl Invariants`, next to its tests.

use super::{Game, MoveList, MoveLog, Seat, Table};
use crate::cards::{rng_from_seed, GameRng};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::Rng;
use serde::Serialize;
use std::cell::OnceCell;
use std::collections::HashSet;
use std::fmt::Debug;

pub fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

pub fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

/// What the harness needs from one game. The oracle and the candidate moves live in the
/// tests, written apart from the engine's own legality code, so that a shared mistake is
/// unlikely.
pub trait Invariants: Game {
    /// What the game is played with: cards, tiles.
    type Item: Clone + Debug + Ord;

    /// Whether [`Game::apply`] itself refuses a move out of turn or after the end; if not,
    /// only [`Table`] does, and the harness asks `apply` for the seat to move only.
    const APPLY_CHECKS_TURN: bool = false;

    /// Every item the game is played with, each once.
    fn all_items() -> Vec<Self::Item>;

    /// Every item the state holds, wherever it lies.
    fn items(&self) -> Vec<Self::Item>;

    /// How `item` reads in JSON, quotes included (`"AS"`).
    fn token(item: &Self::Item) -> String;

    /// The items `viewer` may not see now; `None` is the public.
    fn hidden_from(&self, viewer: Option<Seat>) -> Vec<Self::Item>;

    /// Whether `seat` may play `mv` now, by the rules as written (docs/rules.md).
    fn oracle_legal(&self, seat: Seat, mv: &Self::Move) -> bool;

    /// A move by `seat`, often legal and often subtly not. Asked in any state, the end
    /// of the game included.
    fn candidate_move(&self, seat: Seat, seed: u64) -> Self::Move;

    /// The options walks are played with: small targets make games end often.
    fn options_to_test() -> Vec<Self::Options> {
        vec![Self::Options::default()]
    }

    /// The move a walk plays for the seat to move; it must be legal.
    fn walk_move(&self, rng: &mut GameRng) -> Self::Move {
        self.random_move(rng)
    }

    /// The game's own checks of one step by `seat` (a move or a timeout): that its events
    /// show no hidden card, and any invariant of the state the generic checks do not cover.
    fn check_step(
        _before: &Self,
        _seat: Seat,
        _events: &[Self::Event],
        _after: &Self,
    ) -> Result<(), TestCaseError> {
        Ok(())
    }
}

/// One random game to walk: how the table starts, how far to go, and how often the clock
/// runs out instead of a move being played.
#[derive(Clone, Debug)]
pub struct Walk<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    pub first: Seat,
    pub max_strikes: u32,
    pub steps: usize,
    pub timeout_every: usize,
}

impl<G: Game> Walk<G> {
    /// The table the walk starts from.
    fn table(&self) -> Table<G> {
        Table::new(
            self.options.clone(),
            self.seed,
            self.first,
            self.max_strikes,
        )
    }

    /// Whether the clock runs out at `step` (once every `timeout_every`, mid-way).
    fn times_out(&self, step: usize) -> bool {
        step % self.timeout_every == self.timeout_every / 2
    }
}

/// Walks of up to `max_steps` steps (fewer when the game ends first).
pub fn walks<G: Invariants>(max_steps: usize) -> impl Strategy<Value = Walk<G>> {
    (
        prop::sample::select(G::options_to_test()),
        any::<u64>(),
        any::<bool>(),
        prop::sample::select(vec![0, 5]),
        0..=max_steps,
        2usize..25,
    )
        .prop_map(
            |(options, seed, first_a, max_strikes, steps, timeout_every)| Walk {
                options,
                seed,
                first: if first_a { Seat::A } else { Seat::B },
                max_strikes,
                steps,
                timeout_every,
            },
        )
}

/// Candidate moves tried in every position of a walk.
const CANDIDATES_PER_STEP: usize = 2;

/// Plays `walk` and checks every invariant in every position it reaches. What costs as
/// much as the log is long (the table's JSON, the serde round-trips, replay) is checked at
/// checkpoints only, at doubling step counts and at the end of the walk or of the game,
/// so that a walk stays linear in its length.
pub fn check_invariants<G: Invariants>(walk: &Walk<G>) -> Result<(), TestCaseError> {
    let mut table = walk.table();
    let seed = walk.seed;
    prop_assert_eq!(
        json(&G::new(&walk.options, seed, walk.first)),
        json(table.game()),
        "the same seed deals the same game"
    );
    let items = Items::<G>::new();
    let mut moves = rng_from_seed(seed ^ 0x3A1C);
    let mut candidates = rng_from_seed(seed ^ 0xCA2D);
    check_position(&mut table, &items, &mut candidates, true)?;
    for step in 0..walk.steps {
        let Some(seat) = table.to_move() else { break };
        let before = table.game().clone();
        let events = if walk.times_out(step) {
            table.timeout()?.events
        } else {
            let mv = before.walk_move(&mut moves);
            prop_assert!(before.oracle_legal(seat, &mv), "walk move {:?}", mv);
            table.play(seat, mv)?
        };
        G::check_step(&before, seat, &events, table.game())?;
        let checkpoint =
            (step + 1).is_power_of_two() || step + 1 == walk.steps || table.to_move().is_none();
        check_position(&mut table, &items, &mut candidates, checkpoint)?;
    }
    Ok(())
}

/// Every item of the game, sorted, with its JSON token; the tokens' strings, unquoted.
struct Items<G: Invariants> {
    all: Vec<G::Item>,
    tokens: Vec<String>,
    raw: Vec<String>,
}

impl<G: Invariants> Items<G> {
    fn new() -> Self {
        let all = sorted(G::all_items());
        let tokens: Vec<String> = all.iter().map(G::token).collect();
        let raw = tokens
            .iter()
            .map(|t| serde_json::from_str(t).expect("a token is a JSON string"))
            .collect();
        Items { all, tokens, raw }
    }

    fn token(&self, item: &G::Item) -> &str {
        let index = self.all.binary_search(item).expect("an item of the game");
        &self.tokens[index]
    }
}

/// Everything checked in one position: conservation, views, candidate moves; at a
/// checkpoint also the serde round-trips and replay.
fn check_position<G: Invariants>(
    table: &mut Table<G>,
    items: &Items<G>,
    rng: &mut GameRng,
    checkpoint: bool,
) -> Result<(), TestCaseError> {
    let game = table.game();
    prop_assert_eq!(&sorted(game.items()), &items.all, "items are conserved");
    for viewer in [Some(Seat::A), Some(Seat::B), None] {
        let text = match viewer {
            Some(seat) => json(&game.view(seat)),
            None => json(&game.public_view()),
        };
        let literals = string_literals(&text);
        for item in game.hidden_from(viewer) {
            let token = items.token(&item);
            let shown = match &literals {
                Some(literals) => literals.contains(token),
                None => text.contains(token),
            };
            prop_assert!(!shown, "{:?} sees {:?}: {}", viewer, item, text);
        }
    }
    // Written out only when needed: checkpoints and moves `apply` refuses.
    let text = OnceCell::new();
    if checkpoint {
        check_round_trips(table, text.get_or_init(|| json(table.game())))?;
    }
    for _ in 0..CANDIDATES_PER_STEP {
        check_candidate(table, &text, rng, checkpoint)?;
    }
    Ok(())
}

/// Every string literal of JSON `text`, quotes included, or `None` if one holds an
/// escape. An item's token is a quoted string with no quote or backslash inside, so for
/// JSON without escapes `text.contains(token)` holds exactly when the token is one of these
/// literals: a quote in such text opens or closes a literal, and a closing quote is
/// followed by JSON punctuation, never by a token's first character. One scan of the text
/// instead of one search per hidden item (the harness checks every position of every walk).
fn string_literals(text: &str) -> Option<HashSet<&str>> {
    let bytes = text.as_bytes();
    let mut literals = HashSet::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] != b'"' {
            at += 1;
            continue;
        }
        let mut end = at + 1;
        while end < bytes.len() && bytes[end] != b'"' {
            if bytes[end] == b'\\' {
                return None;
            }
            end += 1;
        }
        // Quotes are ASCII, so both ends fall on character boundaries.
        literals.insert(&text[at..(end + 1).min(text.len())]);
        at = end + 1;
    }
    Some(literals)
}

/// One candidate move, by the seat to move three times in four: the oracle, the game's
/// list of legal moves, `apply` and the table must agree. A move `apply` refuses
/// leaves the game byte for byte as it was; one the table refuses leaves its strikes, end
/// and log as they were, and the whole table byte for byte (checked at checkpoints).
fn check_candidate<G: Invariants>(
    table: &mut Table<G>,
    game_text: &OnceCell<String>,
    rng: &mut GameRng,
    checkpoint: bool,
) -> Result<(), TestCaseError> {
    let game = table.game();
    let to_move = game.to_move();
    let seat = match to_move {
        Some(seat) if rng.gen_bool(0.75) => seat,
        Some(seat) => seat.other(),
        None if rng.gen() => Seat::A,
        None => Seat::B,
    };
    let mv = game.candidate_move(seat, rng.gen());
    let legal = game.oracle_legal(seat, &mv);
    prop_assert_eq!(
        game.legal_moves().contains(&mv) && to_move == Some(seat),
        legal,
        "legal_moves disagrees on {:?} by {}",
        mv,
        seat
    );
    if G::APPLY_CHECKS_TURN || to_move == Some(seat) {
        let text = game_text.get_or_init(|| json(game));
        let mut next = game.clone();
        let result = next.apply(seat, &mv);
        prop_assert_eq!(
            result.is_ok(),
            legal,
            "apply {:?} by {} -> {:?}",
            mv,
            seat,
            result
        );
        if result.is_err() {
            prop_assert_eq!(&json(&next), text, "a refused move changes nothing");
        }
    }
    // The table also refuses every move once it has ended the game (a forfeit).
    if legal && table.to_move() == Some(seat) {
        let result = table.clone().play(seat, mv.clone());
        prop_assert!(result.is_ok(), "{:?} by {} -> {:?}", mv, seat, result);
    } else {
        let whole = checkpoint.then(|| json(&*table));
        let kept = |table: &Table<G>| (table.strikes(), table.outcome(), table.log().actions.len());
        let before = kept(table);
        let result = table.play(seat, mv.clone());
        prop_assert!(result.is_err(), "{:?} by {} was accepted", mv, seat);
        prop_assert_eq!(kept(table), before, "a refused move changes nothing");
        if let Some(whole) = whole {
            prop_assert_eq!(json(&*table), whole, "a refused move changes nothing");
        }
    }
    Ok(())
}

/// The game, the table and its log round-trip through JSON, and replaying the log,
/// timeouts included, rebuilds the same table.
fn check_round_trips<G: Invariants>(
    table: &Table<G>,
    game_text: &str,
) -> Result<(), TestCaseError> {
    let back: G = serde_json::from_str(game_text)?;
    prop_assert_eq!(json(&back), game_text, "the game round-trips");
    let text = json(table);
    let mut back: Table<G> = serde_json::from_str(&text)?;
    prop_assert_eq!(json(&back), text.clone(), "the table round-trips");
    back.restore_actions(table.log().actions.iter().cloned());
    prop_assert_eq!(
        back.log(),
        table.log(),
        "the stored form and the actions rebuild it"
    );
    let log: MoveLog<G> = serde_json::from_str(&json(table.log()))?;
    prop_assert_eq!(&log, table.log(), "the log round-trips");
    let replayed = Table::replay(&log)?;
    prop_assert_eq!(json(&replayed), text, "replay rebuilds the table");
    Ok(())
}

/// Lists up to this long are made whole in every position: all but Clash's set-ups.
const LISTED_TO_MAKE: usize = 2_000;
/// The moves made of a longer list (its own test walks the whole of it).
const LONG_LIST_PREFIX: usize = 200;
/// Listed moves checked one by one per position (a clone of the game each), and as many
/// of them garbled: all of a shorter list.
const LISTED_TO_CHECK: usize = 24;
/// The game's own near-misses ([`Invariants::candidate_move`]) tried per position.
const NEAR_MISSES: usize = 6;

/// `shakmaty`'s fuzz target, `legal_moves().contains(m) == is_legal(m)`, over the positions
/// of `walk`: at each, the table's [`Table::legal_moves`] holds exactly the moves
/// [`Table::is_legal`] accepts from the seat to move. The moves tried are a sample of the
/// listed ones, each of them garbled ([`garbled`]: a card swapped, a number moved, a card
/// dropped or doubled), the game's near-misses, `arbitrary` (proptest's own moves, mostly
/// nonsense) and a random draw. Besides: the list holds each move once (all of a list of up
/// to [`LISTED_TO_MAKE`], else the first [`LONG_LIST_PREFIX`]), iterating gives `len()`
/// moves, the seat's view lists the same moves in the same order and the other seat's
/// none, and nothing is listed once the game or the table has ended.
pub fn check_legal_moves<G: Invariants>(
    walk: &Walk<G>,
    arbitrary: &[G::Move],
) -> Result<(), TestCaseError> {
    let mut table = walk.table();
    let seed = walk.seed;
    let items = Items::<G>::new();
    let mut moves = rng_from_seed(seed ^ 0x3A1C);
    let mut rng = rng_from_seed(seed ^ 0x1E6A);
    check_listed(&table, &items, arbitrary, &mut rng)?;
    for step in 0..walk.steps {
        let Some(seat) = table.to_move() else { break };
        if walk.times_out(step) {
            table.timeout()?;
        } else {
            let mv = table.game().walk_move(&mut moves);
            table.play(seat, mv)?;
        }
        check_listed(&table, &items, arbitrary, &mut rng)?;
    }
    // A resignation ends the game for the table alone: nothing is legal after it.
    if let Some(seat) = table.to_move() {
        let mut resigned = table.clone();
        resigned.resign(seat)?;
        prop_assert!(
            resigned.legal_moves().is_empty(),
            "moves after a resignation"
        );
    }
    Ok(())
}

/// [`check_legal_moves`] in one position.
fn check_listed<G: Invariants>(
    table: &Table<G>,
    items: &Items<G>,
    arbitrary: &[G::Move],
    rng: &mut GameRng,
) -> Result<(), TestCaseError> {
    let list = table.legal_moves();
    let Some(seat) = table.to_move() else {
        return check_nothing_listed(table, &list);
    };
    let made = check_list_shape(table, seat, &list)?;
    let sample: Vec<G::Move> = if made.len() <= LISTED_TO_CHECK {
        made
    } else {
        (0..LISTED_TO_CHECK)
            .map(|_| made[rng.gen_range(0..made.len())].clone())
            .collect()
    };
    for mv in &sample {
        prop_assert!(list.contains(mv), "{:?} is listed but not contained", mv);
        prop_assert!(table.is_legal(seat, mv), "{:?} is listed but refused", mv);
    }
    let mut tried: Vec<G::Move> = sample
        .iter()
        .filter_map(|mv| garbled(mv, items, rng))
        .collect();
    tried.extend((0..NEAR_MISSES).map(|_| table.game().candidate_move(seat, rng.gen())));
    tried.extend(arbitrary.iter().cloned());
    tried.extend(list.choose(rng));
    for mv in &tried {
        prop_assert_eq!(
            list.contains(mv),
            table.is_legal(seat, mv),
            "legal_moves disagrees with the table on {:?}",
            mv
        );
        prop_assert!(!table.is_legal(seat.other(), mv), "{:?} out of turn", mv);
    }
    Ok(())
}

/// Once the table has ended nothing is listed, nor, once the game has too, in either view.
fn check_nothing_listed<G: Invariants>(
    table: &Table<G>,
    list: &G::LegalMoves,
) -> Result<(), TestCaseError> {
    prop_assert!(list.is_empty(), "moves listed after the end");
    // A forfeit ends the match for the table alone: the game and its views go on.
    let game = table.game();
    if game.to_move().is_none() {
        for seat in Seat::BOTH {
            prop_assert!(G::legal_moves_of(&game.view(seat)).is_empty());
        }
    }
    Ok(())
}

/// The list of `seat`, to move: not empty, `len()` moves each listed once, the same as its
/// view lists and none in the other seat's view. Returns the moves made (all, or a prefix
/// of a long list).
fn check_list_shape<G: Invariants>(
    table: &Table<G>,
    seat: Seat,
    list: &G::LegalMoves,
) -> Result<Vec<G::Move>, TestCaseError> {
    let game = table.game();
    prop_assert!(!list.is_empty(), "the seat to move has no move");
    let prefix = if list.len() <= LISTED_TO_MAKE {
        LISTED_TO_MAKE
    } else {
        LONG_LIST_PREFIX
    };
    let made: Vec<G::Move> = list.clone().into_iter().take(prefix).collect();
    prop_assert_eq!(made.len(), list.len().min(prefix), "len() is the count");
    let distinct: HashSet<String> = made.iter().map(json).collect();
    prop_assert_eq!(distinct.len(), made.len(), "a move is listed twice");
    let seen = G::legal_moves_of(&game.view(seat));
    prop_assert_eq!(seen.len(), list.len(), "the view lists as many moves");
    let seen: Vec<G::Move> = seen.into_iter().take(prefix).collect();
    prop_assert!(seen == made, "the view lists other moves: {:?}", seen);
    prop_assert!(
        G::legal_moves_of(&game.view(seat.other())).is_empty(),
        "moves listed for the seat not to move"
    );
    Ok(made)
}

/// `mv` changed a little, through its JSON: an item (card, tile) put in place of another,
/// two items swapped (a card moved to another set, or within one), a number moved by one
/// (a cell, a set's size), an item dropped or doubled. `None` when the change does not
/// read back as a move.
fn garbled<G: Invariants>(mv: &G::Move, items: &Items<G>, rng: &mut GameRng) -> Option<G::Move> {
    let mut value = serde_json::to_value(mv).ok()?;
    let mut nodes = Vec::new();
    json_nodes(&value, String::new(), &mut nodes);
    let nodes_where = |wanted: &dyn Fn(&serde_json::Value) -> bool| -> Vec<String> {
        nodes
            .iter()
            .filter(|p| value.pointer(p).is_some_and(wanted))
            .cloned()
            .collect()
    };
    let item_nodes = nodes_where(&|v| v.as_str().is_some_and(|s| items.raw.iter().any(|r| r == s)));
    let number_nodes = nodes_where(&|v| v.is_i64());
    let list_nodes = nodes_where(&|v| v.as_array().is_some_and(|a| !a.is_empty()));
    let pick = |list: &[String], rng: &mut GameRng| -> Option<String> {
        (!list.is_empty()).then(|| list[rng.gen_range(0..list.len())].clone())
    };
    match rng.gen_range(0..5) {
        0 => {
            let at = pick(&item_nodes, rng)?;
            let other = &items.raw[rng.gen_range(0..items.raw.len())];
            *value.pointer_mut(&at)? = other.as_str().into();
        }
        1 => {
            let (a, b) = (pick(&item_nodes, rng)?, pick(&item_nodes, rng)?);
            let first = value.pointer(&a)?.clone();
            let second = std::mem::replace(value.pointer_mut(&b)?, first);
            *value.pointer_mut(&a)? = second;
        }
        2 => {
            let at = pick(&number_nodes, rng)?;
            let node = value.pointer_mut(&at)?;
            let step = if rng.gen() { 1 } else { -1 };
            *node = (node.as_i64()? + step).into();
        }
        kind => {
            let at = pick(&list_nodes, rng)?;
            let list = value.pointer_mut(&at)?.as_array_mut()?;
            let index = rng.gen_range(0..list.len());
            if kind == 3 {
                list.remove(index);
            } else {
                let copy = list[index].clone();
                list.push(copy);
            }
        }
    }
    serde_json::from_value(value).ok()
}

/// The JSON pointer of every node under `value` (at `path`), itself included.
fn json_nodes(value: &serde_json::Value, path: String, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Array(list) => {
            for (i, v) in list.iter().enumerate() {
                json_nodes(v, format!("{path}/{i}"), out);
            }
        }
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                json_nodes(v, format!("{path}/{k}"), out);
            }
        }
        _ => {}
    }
    out.push(path);
}

#[cfg(test)]
mod tests {
    use super::string_literals;
    use std::collections::HashSet;

    #[test]
    fn string_literals_of_json_are_its_quoted_strings() {
        let text = r#"{"hand":["A♠","10♦"],"n":3,"pile":[],"top":"K♥"}"#;
        let expected: HashSet<&str> = [
            r#""hand""#,
            r#""A♠""#,
            r#""10♦""#,
            r#""n""#,
            r#""pile""#,
            r#""top""#,
            r#""K♥""#,
        ]
        .into();
        assert_eq!(string_literals(text), Some(expected));
    }

    #[test]
    fn string_literals_agree_with_a_substring_search_for_quoted_tokens() {
        let text = r#"{"a":["2♣","3♣"],"b":{"c":"2♣x","d":"x2♣"}}"#;
        let literals = string_literals(text).unwrap();
        for token in [r#""2♣""#, r#""3♣""#, r#""4♣""#, r#""x""#, r#""c""#] {
            assert_eq!(literals.contains(token), text.contains(token), "{token}");
        }
    }

    #[test]
    fn string_literals_give_up_on_escapes() {
        // An escaped quote could hide a token inside a longer string: the caller then
        // searches the text itself.
        assert_eq!(string_literals(r#"{"a":"say \"2♣\""}"#), None);
    }
}
