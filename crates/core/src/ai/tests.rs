//! The players' contract: every move they return is legal, at every level, in every game;
//! they decide from the seat's view alone; hints are the strong move, for the seat to
//! move only. Strength itself is measured by `clash-bot simulate --a --b`, not here,
//! beyond a few cheap checks that the levels are ordered.

use super::*;
use crate::rules::clash::{Clash, ClashMove, ClashView};
use crate::rules::clubbed::Clubbed;
use crate::rules::duel::Duel;
use crate::rules::shape_clash::ShapeClash;
use crate::rules::tile_poker::TilePoker;
use crate::rules::BySeat;
use crate::sim::simulate_players;
use proptest::prelude::*;

/// Plays one whole game with `levels` at the seats through [`Table`], asserting that
/// the table accepts every bot move; returns the outcome's winner.
fn play_whole_game<G: Player>(seed: u64, levels: BySeat<Level>) -> Option<Seat> {
    let first = if seed.is_multiple_of(2) {
        Seat::A
    } else {
        Seat::B
    };
    let mut table = Table::<G>::new(G::Options::default(), seed, first, 0);
    let mut rngs = BySeat::from_fn(|s| rng_from_seed(seed ^ s.index() as u64));
    let mut moves = 0;
    while let Some(seat) = table.to_move() {
        let other = seat.other();
        assert!(
            bot_move(&table, other, levels[other], &mut rngs[other]).is_none(),
            "{}: a move for the seat not to move",
            G::NAME
        );
        let mv = bot_move(&table, seat, levels[seat], &mut rngs[seat])
            .unwrap_or_else(|| panic!("{}: no move for the seat to move", G::NAME));
        if let Err(err) = table.play(seat, mv.clone()) {
            panic!(
                "{} (seed {seed}, {} bot): {mv:?} was refused: {err}",
                G::NAME,
                levels[seat]
            );
        }
        moves += 1;
        assert!(moves < 100_000, "{}: the game never ended", G::NAME);
    }
    table.outcome().and_then(|o| o.winner())
}

/// The level pairs a case plays, chosen by the seed: every level meets every other.
fn levels(pick: usize) -> BySeat<Level> {
    let a = Level::ALL[pick % 3];
    let b = Level::ALL[(pick / 3) % 3];
    BySeat::new(a, b)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(18))]

    #[test]
    fn tile_poker_bots_only_play_legal_moves(seed in any::<u64>(), pick in 0usize..9) {
        // The strong Tile Poker player is the slowest in a debug build: strong games are
        // one in three.
        let pair = levels(pick);
        let pair = if pair.a == Level::Strong && pair.b == Level::Strong {
            BySeat::new(Level::Strong, Level::Random)
        } else {
            pair
        };
        play_whole_game::<TilePoker>(seed, pair);
    }

    #[test]
    fn clubbed_bots_only_play_legal_moves(seed in any::<u64>(), pick in 0usize..9) {
        play_whole_game::<Clubbed>(seed, levels(pick));
    }

    #[test]
    fn shape_clash_bots_only_play_legal_moves(seed in any::<u64>(), pick in 0usize..9) {
        play_whole_game::<ShapeClash>(seed, levels(pick));
    }

    #[test]
    fn duel_bots_only_play_legal_moves(seed in any::<u64>(), pick in 0usize..9) {
        play_whole_game::<Duel>(seed, levels(pick));
    }
}

proptest! {
    // The strong Clash defender walks 3.6 million set-ups per round: few cases, and the
    // strong player sits in only one seat.
    #![proptest_config(ProptestConfig::with_cases(4))]

    #[test]
    fn clash_bots_only_play_legal_moves(seed in any::<u64>(), pick in 0usize..3) {
        let other = Level::ALL[pick];
        play_whole_game::<Clash>(seed, BySeat::new(Level::Strong, other));
    }
}

#[test]
fn clash_easy_and_random_bots_only_play_legal_moves() {
    for seed in 0..20 {
        play_whole_game::<Clash>(seed, levels(seed as usize % 4));
    }
}

/// In every position of a random game, the random bot (deciding from its view) and
/// [`Game::random_move`] (on the whole game) draw the same move from the same RNG state,
/// and leave the RNG alike: both choose from the game's one list of legal moves, so the
/// random bot plays what `simulate` has always played.
fn the_random_bot_draws_as_random_move<G: Player>(seed: u64) {
    let mut table = Table::<G>::new(G::Options::default(), seed, Seat::A, 0);
    let mut walk = rng_from_seed(seed);
    for step in 0..300u64 {
        let Some(seat) = table.to_move() else { break };
        let mut bot = rng_from_seed(seed ^ step << 8);
        let mut rules = bot.clone();
        let mv = bot_move(&table, seat, Level::Random, &mut bot);
        assert_eq!(
            mv,
            Some(table.game().random_move(&mut rules)),
            "{}",
            G::NAME
        );
        assert!(bot == rules, "{}: the draws differ", G::NAME);
        let mv = table.game().random_move(&mut walk);
        table.play(seat, mv).unwrap();
    }
}

#[test]
fn the_random_bot_plays_what_simulate_plays() {
    for seed in 0..3 {
        the_random_bot_draws_as_random_move::<Clash>(seed);
        the_random_bot_draws_as_random_move::<TilePoker>(seed);
        the_random_bot_draws_as_random_move::<Clubbed>(seed);
        the_random_bot_draws_as_random_move::<ShapeClash>(seed);
        the_random_bot_draws_as_random_move::<Duel>(seed);
    }
}

/// Compiles only if `decide` takes the seat's view and nothing else of the game: the
/// signature is `fn(Level, &G::View, &mut GameRng) -> Option<G::Move>`, and `G::View`
/// is built by `Game::view(seat)`, which holds no opponent's hidden card (checked by
/// each game's invariants, `src/rules/invariants.rs`).
fn takes_only_the_view<G: Player>(_: fn(Level, &G::View, &mut GameRng) -> Option<G::Move>) {}

#[test]
fn the_decision_input_is_the_seats_view() {
    takes_only_the_view::<Clash>(<Clash as Player>::decide);
    takes_only_the_view::<TilePoker>(<TilePoker as Player>::decide);
    takes_only_the_view::<Clubbed>(<Clubbed as Player>::decide);
    takes_only_the_view::<ShapeClash>(<ShapeClash as Player>::decide);
    takes_only_the_view::<Duel>(<Duel as Player>::decide);
    takes_only_the_view::<Clash>(decide::<Clash>);
    // The hint is built from the view alone as well.
    let _: fn(&ClashView) -> Option<ClashMove> = hint::<Clash>;
}

fn hint_is_legal_for_the_seat_to_move<G: Player>(seed: u64) {
    let table = Table::<G>::new(G::Options::default(), seed, Seat::A, 0);
    let seat = table.to_move().expect("a new game has a seat to move");
    let view = table.game().view(seat);
    let mv = hint::<G>(&view).expect("a hint for the seat to move");
    assert!(table.is_legal(seat, &mv), "{}: hint {mv:?}", G::NAME);
    assert_eq!(
        hint::<G>(&view),
        Some(mv),
        "{}: hints are repeatable",
        G::NAME
    );
    assert!(
        hint::<G>(&table.game().view(seat.other())).is_none(),
        "{}: no hint for the seat not to move",
        G::NAME
    );
}

#[test]
fn hints_are_legal_repeatable_and_only_for_the_seat_to_move() {
    hint_is_legal_for_the_seat_to_move::<Clash>(1);
    hint_is_legal_for_the_seat_to_move::<TilePoker>(2);
    hint_is_legal_for_the_seat_to_move::<Clubbed>(3);
    hint_is_legal_for_the_seat_to_move::<ShapeClash>(4);
    hint_is_legal_for_the_seat_to_move::<Duel>(5);
}

#[test]
fn levels_parse_by_name_in_any_case() {
    assert_eq!("Strong".parse::<Level>(), Ok(Level::Strong));
    assert_eq!(" easy ".parse::<Level>(), Ok(Level::Easy));
    assert_eq!("random".parse::<Level>(), Ok(Level::Random));
    let err = "hard".parse::<Level>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "`hard` is not a level: choose one of random, easy, strong"
    );
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
    }
}

#[test]
fn simulate_players_counts_wins_by_player_across_alternating_seats() {
    let summary = simulate_players::<Duel>(40, 7, Level::Easy, Level::Random, None).unwrap();
    let players = summary.players.as_ref().expect("a players' tally");
    assert_eq!((players.a, players.b), (Level::Easy, Level::Random));
    assert_eq!(players.wins_a + players.wins_b + summary.draws, 40);
    assert_eq!(
        summary.wins.a + summary.wins.b,
        players.wins_a + players.wins_b
    );
    let text = summary.to_string();
    assert!(text.contains("player a (easy): "), "{text}");
    assert!(text.contains("player b (random): "), "{text}");
    // The same seed plays the same games.
    let again = simulate_players::<Duel>(40, 7, Level::Easy, Level::Random, None).unwrap();
    assert_eq!(again.players, summary.players);
}

#[test]
fn strong_shape_clash_beats_random_play() {
    let summary =
        simulate_players::<ShapeClash>(30, 1, Level::Strong, Level::Random, None).unwrap();
    let wins = summary.players.unwrap().wins_a;
    assert!(wins >= 27, "strong won {wins} of 30");
}

#[test]
fn easy_clash_beats_random_play() {
    let summary = simulate_players::<Clash>(30, 1, Level::Easy, Level::Random, None).unwrap();
    let wins = summary.players.unwrap().wins_a;
    assert!(wins >= 27, "easy won {wins} of 30");
}
