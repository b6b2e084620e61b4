//! Duel rules, one test per rule, plus property tests for the invariants.

use super::*;
use crate::cards::{parse_cards, rng_from_seed, Rank, Suit};
use crate::rules::invariants::{
    check_invariants, check_legal_moves, json, sorted, walks, Invariants,
};
use crate::rules::toss::toss;
use crate::rules::{Action, PlayError, Table};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use DuelMove::{Bottom, Keep};

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// Builds a library from its top cards, in reveal order, padded below with `filler`.
fn library(tops: &[Card], filler: &mut Vec<Card>) -> Vec<Card> {
    let mut lib: Vec<Card> = filler.split_off(filler.len() - (LIBRARY_SIZE - tops.len()));
    lib.extend(tops.iter().rev());
    lib
}

/// A table whose libraries start with the given cards (first revealed first); the other
/// cards of the deck fill both libraries below them.
fn scripted_with(tops_a: &str, tops_b: &str, options: DuelOptions, first: Seat) -> Table<Duel> {
    let (tops_a, tops_b) = (cards(tops_a), cards(tops_b));
    let mut filler: Vec<Card> = Card::all()
        .filter(|c| !tops_a.contains(c) && !tops_b.contains(c))
        .collect();
    let mut table = Table::<Duel>::new(options, 1, first, 5);
    let a = library(&tops_a, &mut filler);
    let b = library(&tops_b, &mut filler);
    assert!(filler.is_empty());
    table.game.libraries = BySeat::new(a, b);
    table
}

fn scripted(tops_a: &str, tops_b: &str) -> Table<Duel> {
    scripted_with(tops_a, tops_b, DuelOptions::default(), Seat::A)
}

fn play(table: &mut Table<Duel>, seat: Seat, mv: DuelMove) -> Vec<DuelEvent> {
    table.play(seat, mv).expect("legal move")
}

fn resolved(events: &[DuelEvent]) -> Vec<(u32, Option<Seat>)> {
    events
        .iter()
        .filter_map(|e| match e {
            DuelEvent::ClashResolved { clash, winner, .. } => Some((*clash, *winner)),
            _ => None,
        })
        .collect()
}

fn top(table: &Table<Duel>, seat: Seat) -> Card {
    *table.game().libraries[seat].last().unwrap()
}

fn bottom(table: &Table<Duel>, seat: Seat) -> Card {
    table.game().libraries[seat][0]
}

// --- Set-up -------------------------------------------------------------------------

#[test]
fn the_deck_is_shuffled_and_split_26_a_library() {
    let game = Duel::new(&DuelOptions::default(), 9, Seat::B);
    assert_eq!(game.libraries.a.len(), 26);
    assert_eq!(game.libraries.b.len(), 26);
    assert_eq!(sorted(game.all_cards()), Card::all().collect::<Vec<_>>());
    let other = Duel::new(&DuelOptions::default(), 10, Seat::B);
    assert_ne!(game.libraries.a, other.libraries.a);
}

#[test]
fn seed_42_gives_a_pinned_split() {
    let game = Duel::new(&DuelOptions::default(), 42, Seat::A);
    // Seat A takes the top half of the shuffled deck, so its top card is the deck's top
    // card (pinned in cards.rs as 4♠).
    let revealed = game.revealed().unwrap();
    assert_eq!(revealed.a, card("4S"));
    assert_eq!(revealed.b, card(PINNED_SEED_42_TOP_B));
}

const PINNED_SEED_42_TOP_B: &str = "8D";

#[test]
fn options_default_to_five_clashes_and_a_limit_of_200() {
    assert_eq!(
        DuelOptions::default(),
        DuelOptions {
            target: 5,
            max_clashes: 200
        }
    );
    let parsed: DuelOptions = serde_json::from_str(r#"{"target":3}"#).unwrap();
    assert_eq!(parsed.target, 3);
    assert_eq!(parsed.max_clashes, 200);
    assert!(serde_json::from_str::<DuelOptions>(r#"{"targt":3}"#).is_err());
}

#[test]
fn the_name() {
    assert_eq!(Duel::NAME, "duel");
}

// --- Clash flow ---------------------------------------------------------------------

#[test]
fn both_top_cards_are_revealed_at_once_without_a_move() {
    let table = scripted("KS 5H", "7D 9C");
    let public = table.game().public_view();
    assert_eq!(public.revealed, Some(BySeat::new(card("KS"), card("7D"))));
    assert_eq!(public.clash, 1);
    assert_eq!(public.choices, BySeat::new(None, None));
}

#[test]
fn the_next_reveal_is_an_event_after_the_cards_move() {
    let mut table = scripted("KS 5H", "7D 9C");
    play(&mut table, Seat::A, Bottom);
    let events = play(&mut table, Seat::B, Bottom);
    assert_eq!(
        events.last(),
        Some(&DuelEvent::Revealed {
            clash: 2,
            active: Seat::B,
            cards: BySeat::new(card("5H"), card("9C"))
        })
    );
}

#[test]
fn the_first_seat_is_active_in_clash_one_and_the_active_seat_alternates() {
    for first in Seat::BOTH {
        let mut table = scripted_with("2S 3S 4S", "2H 3H 4H", DuelOptions::default(), first);
        for clash in 1..=3 {
            let active = if clash % 2 == 1 { first } else { first.other() };
            assert_eq!(table.game().active(), active);
            assert_eq!(table.to_move(), Some(active), "clash {clash}");
            play(&mut table, active, Bottom);
            assert_eq!(table.to_move(), Some(active.other()));
            play(&mut table, active.other(), Bottom);
        }
    }
}

#[test]
fn the_second_chooser_sees_the_first_choice() {
    let mut table = scripted("KS", "7D");
    play(&mut table, Seat::A, Keep);
    for view in [
        table.game().view(Seat::B).public,
        table.game().view(Seat::A).public,
        table.game().public_view(),
    ] {
        assert_eq!(view.choices, BySeat::new(Some(Keep), None));
        assert_eq!(view.to_move, Some(Seat::B));
    }
}

#[test]
fn a_choice_is_an_event() {
    let mut table = scripted("KS", "7D");
    let events = play(&mut table, Seat::A, Keep);
    assert_eq!(
        events,
        vec![DuelEvent::Chose {
            clash: 1,
            seat: Seat::A,
            choice: Keep,
            forced: false
        }]
    );
}

#[test]
fn the_cards_move_only_when_both_have_chosen() {
    let mut table = scripted("KS 5H", "7D 9C");
    play(&mut table, Seat::A, Bottom);
    assert_eq!(top(&table, Seat::A), card("KS"), "not yet moved");
    play(&mut table, Seat::B, Keep);
    assert_eq!(top(&table, Seat::A), card("5H"));
    assert_eq!(bottom(&table, Seat::A), card("KS"));
    assert_eq!(top(&table, Seat::B), card("7D"), "kept on top");
    assert_eq!(table.game().libraries.a.len(), 26);
}

#[test]
fn the_higher_value_wins_the_clash_and_scores() {
    let mut table = scripted("KS", "7D");
    play(&mut table, Seat::A, Bottom);
    let events = play(&mut table, Seat::B, Bottom);
    assert_eq!(
        events[1],
        DuelEvent::ClashResolved {
            clash: 1,
            cards: BySeat::new(card("KS"), card("7D")),
            winner: Some(Seat::A),
            scores: BySeat::new(1, 0)
        }
    );
    assert_eq!(table.game().scores(), BySeat::new(1, 0));
    assert_eq!(
        table.game().public_view().last_clash,
        Some(LastClash {
            clash: 1,
            cards: BySeat::new(card("KS"), card("7D")),
            winner: Some(Seat::A)
        })
    );
}

#[test]
fn suits_do_not_matter_an_ace_of_clubs_beats_a_king_of_spades() {
    let mut table = scripted("KS", "AC");
    play(&mut table, Seat::A, Bottom);
    let events = play(&mut table, Seat::B, Bottom);
    assert_eq!(resolved(&events), vec![(1, Some(Seat::B))]);
}

#[test]
fn equal_ranks_win_nothing_whatever_the_suits() {
    let mut table = scripted("KS", "KC");
    play(&mut table, Seat::A, Bottom);
    let events = play(&mut table, Seat::B, Bottom);
    assert_eq!(resolved(&events), vec![(1, None)]);
    assert_eq!(table.game().scores(), BySeat::new(0, 0));
}

#[test]
fn card_values_run_two_to_ten_then_jack_11_queen_12_king_13_ace_14() {
    let values: Vec<u8> = cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")
        .into_iter()
        .map(clash_value)
        .collect();
    assert_eq!(values, (2..=14).collect::<Vec<u8>>());
}

// --- The kept-once rule --------------------------------------------------------------

#[test]
fn a_kept_card_is_revealed_again_then_forced_to_the_bottom() {
    // The source's reason: "otherwise a kept ace could never lose".
    let mut table = scripted("AS", "2C 3C 4C");
    play(&mut table, Seat::A, Keep);
    play(&mut table, Seat::B, Bottom);
    assert_eq!(table.game().revealed().unwrap().a, card("AS"));
    assert!(table.game().forced(Seat::A));
    assert!(table.game().public_view().forced.a);
    // Clash 2: B is active and chooses; A's choice is made for it.
    assert_eq!(table.to_move(), Some(Seat::B));
    let events = play(&mut table, Seat::B, Bottom);
    assert_eq!(
        events[1],
        DuelEvent::Chose {
            clash: 2,
            seat: Seat::A,
            choice: Bottom,
            forced: true
        }
    );
    assert_eq!(bottom(&table, Seat::A), card("AS"));
    assert_ne!(top(&table, Seat::A), card("AS"));
    assert!(!table.game().forced(Seat::A));
}

#[test]
fn a_forced_active_seat_is_not_asked_and_the_other_chooses_at_once() {
    let mut table = scripted("AS 3S", "2C 4C");
    // Clash 1: A keeps. Clash 2: B active, B keeps. Clash 3: A active but forced.
    play(&mut table, Seat::A, Keep);
    play(&mut table, Seat::B, Bottom);
    let events = play(&mut table, Seat::B, Keep);
    assert!(events.contains(&DuelEvent::Chose {
        clash: 2,
        seat: Seat::A,
        choice: Bottom,
        forced: true
    }));
    assert_eq!(table.game().clash(), 3);
    assert_eq!(table.game().active(), Seat::A);
    // B's 4♣ was kept in clash 2, A's 3♠ is new: A chooses, and B is forced after it.
    assert_eq!(
        table.game().revealed().unwrap(),
        BySeat::new(card("3S"), card("4C"))
    );
    assert_eq!(table.to_move(), Some(Seat::A));
    let events = play(&mut table, Seat::A, Keep);
    assert_eq!(
        events[1],
        DuelEvent::Chose {
            clash: 3,
            seat: Seat::B,
            choice: Bottom,
            forced: true
        }
    );
    // Clash 4: B is active and chooses; A's kept 3♠ will be sent down after it.
    assert_eq!(table.game().clash(), 4);
    assert_eq!(table.to_move(), Some(Seat::B));
    assert!(table.game().forced(Seat::A));
}

#[test]
fn a_forced_first_chooser_lets_the_other_seat_move_first() {
    // B leads clash 1 and A keeps its ace, so A leads clash 2 with a forced card.
    let mut table = scripted_with("AS 3S", "2C 4C", DuelOptions::default(), Seat::B);
    play(&mut table, Seat::B, Bottom);
    play(&mut table, Seat::A, Keep);
    // Clash 2: A is active but its A♠ was kept: the rules choose for it, B moves.
    assert_eq!(table.game().active(), Seat::A);
    assert_eq!(table.game().choices(), BySeat::new(Some(Bottom), None));
    assert_eq!(table.to_move(), Some(Seat::B));
    assert_eq!(table.game().public_view().to_move, Some(Seat::B));
}

#[test]
fn when_both_cards_were_kept_the_clash_resolves_at_once() {
    let mut table = scripted("AS 3S", "KC 4C");
    play(&mut table, Seat::A, Keep);
    let events = play(&mut table, Seat::B, Keep);
    // Clash 1 resolved (A wins), clash 2 reveals the same two cards, both forced, and it
    // resolves with no move asked (A wins again); clash 3 reveals.
    assert_eq!(
        resolved(&events),
        vec![(1, Some(Seat::A)), (2, Some(Seat::A))]
    );
    let forced: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            DuelEvent::Chose {
                seat, forced: true, ..
            } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(forced, vec![Seat::B, Seat::A], "active seat (B) first");
    assert_eq!(
        events.last(),
        Some(&DuelEvent::Revealed {
            clash: 3,
            active: Seat::A,
            cards: BySeat::new(card("3S"), card("4C"))
        })
    );
    assert_eq!(bottom(&table, Seat::A), card("AS"));
    assert_eq!(bottom(&table, Seat::B), card("KC"));
    assert_eq!(table.game().scores(), BySeat::new(2, 0));
    assert_eq!(table.to_move(), Some(Seat::A));
    assert!(!table.game().forced(Seat::A));
    assert!(!table.game().forced(Seat::B));
}

// --- Turns and the clock --------------------------------------------------------------

#[test]
fn the_turn_advances_after_each_choice_but_not_for_forced_ones() {
    let mut table = scripted("AS 3S", "KC 4C");
    assert_eq!(table.game().turn(), 0);
    play(&mut table, Seat::A, Keep);
    assert_eq!(table.game().turn(), 1);
    play(&mut table, Seat::B, Keep);
    // Clash 2 played itself: still one turn per player choice.
    assert_eq!(table.game().turn(), 2);
    play(&mut table, Seat::A, Bottom);
    assert_eq!(table.game().turn(), 3);
}

#[test]
fn a_seat_may_choose_twice_in_a_row_each_choice_its_own_turn() {
    // B chooses second in clash 1 and first in clash 2.
    let mut table = scripted("5S 6S", "5H 6H");
    play(&mut table, Seat::A, Bottom);
    play(&mut table, Seat::B, Bottom);
    assert_eq!(table.to_move(), Some(Seat::B));
    let report = table.timeout().unwrap();
    assert_eq!(report.moves, vec![Keep], "one choice per turn");
}

#[test]
fn a_timed_out_choice_keeps_the_card() {
    let mut table = scripted("AS 3S", "2C 4C");
    assert_eq!(table.game().default_move(), Keep);
    let report = table.timeout().unwrap();
    assert_eq!(report.seat, Seat::A);
    assert_eq!(report.moves, vec![Keep]);
    assert_eq!(report.strikes, 1);
    assert_eq!(table.to_move(), Some(Seat::B));
    table.timeout().unwrap();
    // Both kept: clash 2 resolved on its own, and nothing was asked of anyone.
    assert_eq!(table.game().clash(), 3);
    assert_eq!(table.strikes(), BySeat::new(1, 1));
}

#[test]
fn the_default_move_is_bottom_when_keep_is_not_allowed() {
    // A forced seat is never to move; the rule still holds for the state's own sake.
    let mut game = scripted("AS", "2C").game.clone();
    game.kept_last.a = true;
    assert_eq!(game.default_move(), Bottom);
}

#[test]
fn five_strikes_forfeit_the_duel() {
    let options = DuelOptions {
        target: 1000,
        max_clashes: 1000,
    };
    let mut table = Table::<Duel>::new(options, 3, Seat::A, 5);
    let mut a_strikes = 0;
    while table.outcome().is_none() {
        let seat = table.to_move().unwrap();
        if seat == Seat::A {
            let report = table.timeout().unwrap();
            a_strikes += 1;
            assert_eq!(report.forfeited, a_strikes == 5);
        } else {
            play(&mut table, seat, Bottom);
        }
    }
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Forfeit
        })
    );
}

#[test]
fn resigning_gives_the_duel_to_the_opponent_on_any_turn() {
    let mut table = scripted("AS", "2C");
    assert_eq!(
        table.resign(Seat::B),
        Ok(Outcome::Win {
            winner: Seat::A,
            reason: EndReason::Resignation
        })
    );
    assert_eq!(table.log().actions.last().unwrap().action, Action::Resign);
    assert_eq!(table.play(Seat::A, Keep), Err(PlayError::GameOver));
}

// --- Errors ---------------------------------------------------------------------------

#[test]
fn choosing_out_of_turn_is_refused_and_changes_nothing() {
    let mut table = scripted("AS", "2C");
    let before = json(&table);
    assert_eq!(
        table.play(Seat::B, Keep),
        Err(PlayError::NotYourTurn { to_move: Seat::A })
    );
    play(&mut table, Seat::A, Keep);
    let before_second = json(&table);
    assert_eq!(
        table.play(Seat::A, Bottom),
        Err(PlayError::NotYourTurn { to_move: Seat::B }),
        "one choice per clash"
    );
    assert_eq!(json(&table), before_second);
    assert_ne!(before, before_second);
}

#[test]
fn the_rules_refuse_a_direct_out_of_turn_choice_with_a_readable_error() {
    let mut game = scripted("AS", "2C").game.clone();
    let before = json(&game);
    let err = game.apply(Seat::B, &Keep).unwrap_err();
    assert_eq!(err, DuelError::NotYourChoice { to_move: Seat::A });
    assert_eq!(err.to_string(), "it is not your choice: seat A chooses now");
    assert_eq!(json(&game), before);
    game.outcome = Some(Outcome::Draw);
    assert_eq!(game.apply(Seat::A, &Keep), Err(DuelError::GameOver));
    assert_eq!(DuelError::GameOver.to_string(), "the duel is over");
}

// --- The end ------------------------------------------------------------------------

#[test]
fn the_fifth_clash_won_wins_the_game() {
    let mut table = scripted("AS AH AD AC KS", "2S 2H 2D 2C 3S");
    for clash in 1..=5 {
        let active = table.game().active();
        play(&mut table, active, Bottom);
        let events = play(&mut table, active.other(), Bottom);
        if clash < 5 {
            assert!(table.outcome().is_none());
        } else {
            assert_eq!(
                events.last(),
                Some(&DuelEvent::GameWon {
                    winner: Seat::A,
                    scores: BySeat::new(5, 0)
                })
            );
        }
    }
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::A,
            reason: EndReason::Play
        })
    );
    assert_eq!(table.to_move(), None);
    let public = table.game().public_view();
    assert_eq!(public.revealed, None, "no new reveal once the game is over");
    assert_eq!(public.scores, BySeat::new(5, 0));
    assert_eq!(public.clash, 5);
}

#[test]
fn the_target_is_configurable() {
    let options = DuelOptions {
        target: 2,
        ..DuelOptions::default()
    };
    let mut table = scripted_with("2S AS AH", "KS 3S 3H", options, Seat::A);
    for _ in 0..2 {
        let active = table.game().active();
        play(&mut table, active, Bottom);
        play(&mut table, active.other(), Bottom);
    }
    assert!(table.outcome().is_none(), "1-1");
    play(&mut table, Seat::A, Bottom);
    play(&mut table, Seat::B, Bottom);
    assert_eq!(table.outcome().and_then(Outcome::winner), Some(Seat::A));
    assert_eq!(table.game().scores(), BySeat::new(2, 1));
}

#[test]
fn a_zero_target_or_limit_counts_as_one() {
    let options = DuelOptions {
        target: 0,
        max_clashes: 0,
    };
    let table = scripted_with("AS", "2C", options, Seat::A);
    let public = table.game().public_view();
    assert_eq!((public.target, public.max_clashes), (1, 1));
    let mut table = table;
    play(&mut table, Seat::A, Bottom);
    let events = play(&mut table, Seat::B, Bottom);
    assert!(events.contains(&DuelEvent::GameWon {
        winner: Seat::A,
        scores: BySeat::new(1, 0)
    }));
}

/// Libraries holding the same ranks in the same order: sent to the bottom every time, every
/// clash is a tie for ever.
fn endless_ties(options: DuelOptions) -> Table<Duel> {
    let mut table = Table::<Duel>::new(options, 1, Seat::A, 0);
    let mut a = Vec::new();
    let mut b = Vec::new();
    for rank in Rank::ALL {
        for suit in [Suit::Spades, Suit::Hearts] {
            a.push(Card::new(rank, suit));
        }
        for suit in [Suit::Diamonds, Suit::Clubs] {
            b.push(Card::new(rank, suit));
        }
    }
    table.game.libraries = BySeat::new(a, b);
    table
}

#[test]
fn endless_ties_end_in_a_draw_at_the_clash_limit() {
    let mut table = endless_ties(DuelOptions::default());
    let mut events = Vec::new();
    while let Some(seat) = table.to_move() {
        events = play(&mut table, seat, Bottom);
    }
    assert_eq!(table.outcome(), Some(Outcome::Draw));
    assert_eq!(table.game().clash(), 200);
    assert_eq!(table.game().turn(), 400);
    assert_eq!(
        events.last(),
        Some(&DuelEvent::ClashLimitReached {
            clashes: 200,
            winner: None,
            scores: BySeat::new(0, 0)
        })
    );
}

#[test]
fn endless_timeouts_also_end_at_the_clash_limit() {
    // Keep, forced bottom, keep…: the clock alone must end the game too.
    let mut table = endless_ties(DuelOptions {
        target: 5,
        max_clashes: 30,
    });
    while table.to_move().is_some() {
        table.timeout().unwrap();
    }
    assert_eq!(table.outcome(), Some(Outcome::Draw));
    assert_eq!(table.game().clash(), 30);
}

#[test]
fn at_the_clash_limit_more_clashes_won_wins() {
    let options = DuelOptions {
        target: 5,
        max_clashes: 3,
    };
    let mut table = scripted_with("AS 2S 5S", "2C 2H 4C", options, Seat::A);
    let mut events = Vec::new();
    while let Some(seat) = table.to_move() {
        events = play(&mut table, seat, Bottom);
    }
    assert_eq!(
        events.last(),
        Some(&DuelEvent::ClashLimitReached {
            clashes: 3,
            winner: Some(Seat::A),
            scores: BySeat::new(2, 0)
        })
    );
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::A,
            reason: EndReason::Play
        })
    );
}

#[test]
fn reaching_the_target_on_the_last_allowed_clash_is_a_plain_win() {
    let options = DuelOptions {
        target: 1,
        max_clashes: 1,
    };
    let mut table = scripted_with("2S", "3S", options, Seat::A);
    play(&mut table, Seat::A, Keep);
    let events = play(&mut table, Seat::B, Keep);
    assert_eq!(
        events.last(),
        Some(&DuelEvent::GameWon {
            winner: Seat::B,
            scores: BySeat::new(0, 1)
        })
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, DuelEvent::ClashLimitReached { .. })));
}

// --- The toss agrees with the clash ---------------------------------------------------

#[test]
fn the_toss_and_the_clash_agree_higher_rank_wins() {
    for seed in 0..2000 {
        let t = toss(seed);
        let last = *t.reveals.last().unwrap();
        assert_eq!(clash_winner(last), Some(t.winner), "seed {seed}");
    }
}

#[test]
fn the_toss_and_the_clash_agree_equal_rank_is_no_win() {
    let mut ties = 0;
    for seed in 0..2000 {
        let t = toss(seed);
        for tie in &t.reveals[..t.reveals.len() - 1] {
            assert_eq!(clash_winner(*tie), None, "seed {seed}");
            ties += 1;
        }
    }
    assert!(ties > 0, "2000 tosses include ties");
}

#[test]
fn clash_winner_over_every_pair_of_cards() {
    for a in Card::all() {
        for b in Card::all() {
            let expected = if a.rank > b.rank {
                Some(Seat::A)
            } else if b.rank > a.rank {
                Some(Seat::B)
            } else {
                None
            };
            assert_eq!(clash_winner(BySeat::new(a, b)), expected, "{a} vs {b}");
        }
    }
}

// --- Views -------------------------------------------------------------------------

#[test]
fn views_show_only_the_revealed_cards_even_to_the_owner() {
    let table = scripted("KS 5H", "7D 9C");
    for view in [
        json(&table.game().view(Seat::A)),
        json(&table.game().view(Seat::B)),
    ] {
        assert!(view.contains("\"KS\"") && view.contains("\"7D\""));
        assert!(!view.contains("\"5H\"") && !view.contains("\"9C\""));
    }
    assert_eq!(
        table.game().public_view().library_sizes,
        BySeat::new(26, 26)
    );
}

// --- Whole games and property tests -------------------------------------------------

fn random_game(seed: u64, options: DuelOptions) -> Table<Duel> {
    let mut table = Table::<Duel>::new(options.clone(), seed, Seat::B, 5);
    let mut rng = rng_from_seed(seed ^ 0xD0E1);
    let mut moves = 0;
    while let Some(seat) = table.to_move() {
        let mv = table.game().random_move(&mut rng);
        table.play(seat, mv).expect("random moves are legal");
        moves += 1;
        assert!(moves <= 2 * options.max_clashes, "seed {seed}: no end");
    }
    table
}

fn check_end(table: &Table<Duel>, options: &DuelOptions, seed: u64) {
    let game = table.game();
    let scores = game.scores();
    assert!(scores.a + scores.b <= game.clash(), "seed {seed}");
    match table.outcome().unwrap() {
        Outcome::Win {
            winner,
            reason: EndReason::Play,
        } if scores[winner] >= options.target => {
            assert!(scores[winner.other()] < options.target, "seed {seed}");
            assert_eq!(scores[winner], options.target, "seed {seed}");
        }
        Outcome::Win {
            winner,
            reason: EndReason::Play,
        } => {
            assert_eq!(game.clash(), options.max_clashes, "seed {seed}");
            assert!(scores[winner] > scores[winner.other()], "seed {seed}");
        }
        Outcome::Draw => {
            assert_eq!(game.clash(), options.max_clashes, "seed {seed}");
            assert_eq!(scores.a, scores.b, "seed {seed}");
        }
        other => panic!("seed {seed}: {other:?}"),
    }
}

#[test]
fn whole_random_games_always_end_by_target_or_limit() {
    let default = DuelOptions::default();
    for seed in 0..300 {
        let table = random_game(seed, default.clone());
        check_end(&table, &default, seed);
    }
    // A long target against a short limit: the limit ends most of these.
    let short = DuelOptions {
        target: 20,
        max_clashes: 25,
    };
    let mut by_limit = 0;
    for seed in 0..300 {
        let table = random_game(seed, short.clone());
        check_end(&table, &short, seed);
        by_limit += usize::from(table.game().clash() == 25);
    }
    assert!(by_limit > 200, "{by_limit}");
}

/// Cards nobody may see: everything in both libraries but the face-up top cards and the
/// two cards of the last clash (face up until they moved).
fn hidden_cards(game: &Duel) -> Vec<Card> {
    let mut revealed: Vec<Card> = game.revealed().map(|r| vec![r.a, r.b]).unwrap_or_default();
    if let Some(last) = &game.last_clash {
        revealed.extend([last.cards.a, last.cards.b]);
    }
    game.all_cards()
        .into_iter()
        .filter(|c| !revealed.contains(c))
        .collect()
}

fn event_cards(event: &DuelEvent) -> Vec<Card> {
    match event {
        DuelEvent::Revealed { cards, .. } | DuelEvent::ClashResolved { cards, .. } => {
            vec![cards.a, cards.b]
        }
        _ => Vec::new(),
    }
}

impl Invariants for Duel {
    type Item = Card;

    const APPLY_CHECKS_TURN: bool = true;

    fn all_items() -> Vec<Card> {
        Card::all().collect()
    }

    fn items(&self) -> Vec<Card> {
        self.all_cards()
    }

    fn token(card: &Card) -> String {
        format!("\"{}\"", card.code())
    }

    /// Every view, the owner's included, shows the same face-up cards.
    fn hidden_from(&self, _viewer: Option<Seat>) -> Vec<Card> {
        hidden_cards(self)
    }

    /// Independent statement of legality (docs/rules.md#duel): the game is on, the seat has not
    /// yet chosen this clash, its card was not kept last clash (the rules choose for it),
    /// and it is the active seat or the active seat has chosen. Both choices are then legal.
    fn oracle_legal(&self, seat: Seat, _mv: &DuelMove) -> bool {
        let active = if self.clash % 2 == 1 {
            self.first
        } else {
            self.first.other()
        };
        self.outcome.is_none()
            && self.choices[seat].is_none()
            && !self.kept_last[seat]
            && (seat == active || self.choices[active].is_some())
    }

    fn candidate_move(&self, _seat: Seat, seed: u64) -> DuelMove {
        if seed.is_multiple_of(2) {
            Keep
        } else {
            Bottom
        }
    }

    /// Small games often end, so moves after the end are tried too.
    fn options_to_test() -> Vec<DuelOptions> {
        vec![
            DuelOptions {
                target: 2,
                max_clashes: 6,
            },
            DuelOptions::default(),
        ]
    }

    /// Events show only cards face up before the step or revealed by it; the libraries
    /// keep 26 cards each.
    fn check_step(
        before: &Self,
        _seat: Seat,
        events: &[DuelEvent],
        after: &Self,
    ) -> Result<(), TestCaseError> {
        let mut shown: Vec<Card> = before
            .revealed()
            .map(|r| vec![r.a, r.b])
            .unwrap_or_default();
        for event in events {
            let cards = event_cards(event);
            if matches!(event, DuelEvent::Revealed { .. }) {
                shown.extend(&cards);
            }
            for card in cards {
                prop_assert!(shown.contains(&card), "{:?} shows {}", event, card);
            }
        }
        prop_assert_eq!(after.libraries.a.len(), LIBRARY_SIZE);
        prop_assert_eq!(after.libraries.b.len(), LIBRARY_SIZE);
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn prop_invariants_hold_at_every_step(walk in walks::<Duel>(60)) {
        check_invariants(&walk)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Issue 29's fuzz target: in positions of random duels, a move is listed exactly when the
    /// table accepts it (both choices for the seat to choose), each once, and the seat's view
    /// lists the same moves.
    #[test]
    fn duel_legal_moves_are_exactly_the_accepted_moves(
        walk in walks::<Duel>(60),
        arbitrary in prop::collection::vec(any::<DuelMove>(), 0..3),
    ) {
        check_legal_moves(&walk, &arbitrary)?;
    }
}
