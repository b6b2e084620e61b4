//! Clubbed rules, one named test per rule of docs/rules.md#clubbed (and per decision on its gaps),
//! plus property tests for the invariants and whole random games.
//!
//! docs/rules.md#clubbed has no worked examples; every rule and decision maps to tests:
//! - 52 cards, 5 each, one turned up; first player by the toss:
//!   `the_deal_gives_five_each_turns_one_up_and_leaves_41_in_the_stock`,
//!   `the_chosen_first_seat_moves_first`, `seed_42_deals_a_pinned_game`.
//! - Hands secret; store, hand and stock sizes public:
//!   `a_view_shows_its_own_hand_and_only_counts_of_the_rest`, `prop_invariants_hold_at_every_step`.
//! - A turn plays one card matching suit or rank, or any club:
//!   `a_card_of_the_top_suit_may_be_played`, `a_card_of_the_top_rank_may_be_played`,
//!   `any_club_may_always_be_played`, `a_card_matching_neither_suit_nor_rank_is_refused`,
//!   `a_card_not_in_hand_is_refused`, `playing_a_card_ends_the_turn`.
//! - Holding a matching card: must play (a club also allowed), may not draw:
//!   `holding_a_matching_card_you_may_not_draw`,
//!   `a_club_may_be_played_while_holding_a_matching_card`,
//!   `a_club_of_the_top_rank_counts_as_matching` (decision).
//! - Holding no matching card: may draw, one at a time, even with clubs; must keep drawing
//!   while nothing is playable; must stop once a matching card is held:
//!   `holding_no_matching_card_you_may_draw_even_while_holding_clubs`,
//!   `drawing_takes_one_card_and_does_not_end_the_turn`,
//!   `you_must_keep_drawing_while_nothing_is_playable`,
//!   `a_drawn_club_lets_you_keep_drawing_or_play_it`,
//!   `you_must_stop_drawing_once_a_matching_card_is_held`.
//! - A club sends the whole stack, club included, to the opponent's store; the clubbed
//!   player leads any card; a led club goes straight to the opponent's store and the
//!   opponent leads; a clubbed player holding only clubs may draw until a non-club:
//!   `playing_a_club_sends_the_whole_stack_to_the_opponents_store`,
//!   `the_clubbed_player_starts_a_new_stack_with_any_card`,
//!   `a_clubbed_player_holding_a_non_club_must_lead_not_draw`,
//!   `a_clubbed_player_leading_a_club_sends_it_to_the_opponents_store`,
//!   `a_clubbed_player_holding_only_clubs_may_draw_until_a_non_club_arrives`.
//! - A turned-up club takes any card:
//!   `a_turned_up_club_takes_any_card`, `a_turned_up_club_at_the_deal_takes_any_card`,
//!   `a_club_on_the_turned_up_club_clubs_both` (decision),
//!   `the_first_player_holding_only_clubs_may_draw_on_a_turned_up_club` (decision).
//! - Playing the last card draws 5 (all that is left if fewer), at once (decision):
//!   `playing_the_last_card_refills_five_at_once`,
//!   `the_refill_takes_what_is_left_when_fewer_than_five`,
//!   `a_last_card_club_clubs_first_then_refills`.
//! - Stock empty: no drawing; the game ends when the player to move cannot play; hands go
//!   to their owners' stores; the open stack belongs to nobody:
//!   `with_the_stock_empty_nobody_draws`,
//!   `the_game_ends_when_the_player_to_move_cannot_play`,
//!   `the_game_ends_after_a_draw_that_leaves_nothing_playable` (decision),
//!   `an_empty_hand_with_an_empty_stock_ends_the_game_on_its_turn`,
//!   `whole_random_games_always_end_correctly`.
//! - Fewer cards in store wins; equal is a draw; scores are store sizes:
//!   `fewer_cards_in_store_wins`, `equal_stores_are_a_draw`,
//!   `scores_count_the_cards_in_each_store`.
//! - Timers: `timeout_draws_while_nothing_is_playable_then_plays_the_lowest`,
//!   `timeout_plays_the_lowest_playable_card_even_a_club`,
//!   `timeout_with_only_clubs_on_an_empty_stack_leads_the_lowest_club`,
//!   `timeout_with_an_empty_stock_plays_a_club`, `five_timeouts_forfeit_the_game`.
//! - Events: `a_draw_event_names_no_card`, `a_played_card_is_public_in_its_event`,
//!   `the_end_event_reports_hands_added_and_stores`.

use super::*;
use crate::cards::{parse_cards, rng_from_seed, shuffled_deck, GameRng};
use crate::rules::invariants::{
    check_invariants, check_legal_moves, json, sorted, walks, Invariants,
};
use crate::rules::{Action, PlayError, Table};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::seq::SliceRandom;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn full_deck() -> Vec<Card> {
    Card::all().collect()
}

/// A position with A to move and no play made yet: the two hands, the open stack (bottom
/// first) and the stock (the first card listed is drawn first). The rest of the deck is
/// dealt into the two stores alternately, so all 52 cards are somewhere.
fn position(a: &str, b: &str, open: &str, stock: &str) -> Table<Clubbed> {
    let mut table = Table::<Clubbed>::new(ClubbedOptions::default(), 1, Seat::A, 5);
    let game = &mut table.game;
    let mut hands = BySeat::new(cards(a), cards(b));
    for hand in [&mut hands.a, &mut hands.b] {
        hand.sort_unstable_by(|x, y| y.cmp(x));
    }
    let open = cards(open);
    let mut stock = cards(stock);
    stock.reverse();
    let used: Vec<Card> = hands
        .a
        .iter()
        .chain(&hands.b)
        .chain(&open)
        .chain(&stock)
        .copied()
        .collect();
    let rest: Vec<Card> = Card::all().filter(|c| !used.contains(c)).collect();
    game.stores = BySeat::new(
        rest.iter().step_by(2).copied().collect(),
        rest.iter().skip(1).step_by(2).copied().collect(),
    );
    game.hands = hands;
    game.open = open;
    game.stock = stock;
    assert_eq!(
        sorted(game.all_cards()),
        full_deck(),
        "a card is used twice"
    );
    table
}

/// Moves cards between the stores so that A's holds `a` cards (B's the rest).
fn set_store_a(table: &mut Table<Clubbed>, a: usize) {
    let stores = &mut table.game.stores;
    let mut pool: Vec<Card> = stores.a.drain(..).chain(stores.b.drain(..)).collect();
    stores.b = pool.split_off(a);
    stores.a = pool;
}

fn play(table: &mut Table<Clubbed>, seat: Seat, text: &str) -> Vec<ClubbedEvent> {
    table
        .play(seat, ClubbedMove::Play { card: card(text) })
        .expect("legal play")
}

fn draw(table: &mut Table<Clubbed>, seat: Seat) -> Vec<ClubbedEvent> {
    table.play(seat, ClubbedMove::Draw).expect("legal draw")
}

fn refused(table: &mut Table<Clubbed>, seat: Seat, mv: ClubbedMove) -> ClubbedError {
    let before = json(table);
    // Straight on the game too: `Table` plays on a copy, `apply` itself must not change
    // anything on error.
    let mut game = table.game().clone();
    let direct = game.apply(seat, &mv).expect_err("the move is refused");
    assert_eq!(
        json(&game),
        json(table.game()),
        "a refused move changes nothing"
    );
    let err = match table.play(seat, mv) {
        Err(PlayError::Rule(e)) => e,
        other => panic!("expected a rules error, got {other:?}"),
    };
    assert_eq!(err, direct);
    assert_eq!(json(table), before);
    err
}

fn refused_play(table: &mut Table<Clubbed>, seat: Seat, text: &str) -> ClubbedError {
    refused(table, seat, ClubbedMove::Play { card: card(text) })
}

fn stores(table: &Table<Clubbed>) -> BySeat<usize> {
    table.game().store_sizes()
}

// --- The deal ----------------------------------------------------------------------

#[test]
fn the_deal_gives_five_each_turns_one_up_and_leaves_41_in_the_stock() {
    for seed in 0..20 {
        let game = Clubbed::new(&ClubbedOptions::default(), seed, Seat::A);
        assert_eq!(game.hand(Seat::A).len(), 5);
        assert_eq!(game.hand(Seat::B).len(), 5);
        assert_eq!(game.open().len(), 1);
        assert_eq!(game.stock_len(), 41);
        assert_eq!(game.store_sizes(), BySeat::new(0, 0));
        assert_eq!(game.turn(), 0);
        assert_eq!(sorted(game.all_cards()), full_deck());
        let public = game.public_view();
        assert_eq!(public.hand_sizes, BySeat::new(5, 5));
        assert_eq!(public.stock, 41);
        assert_eq!(public.open, game.open().to_vec());
    }
}

#[test]
fn the_chosen_first_seat_moves_first() {
    assert_eq!(Clubbed::NAME, "clubbed");
    for first in Seat::BOTH {
        let game = Clubbed::new(&ClubbedOptions::default(), 3, first);
        assert_eq!(game.to_move(), Some(first));
        assert_eq!(game.first(), first);
    }
}

#[test]
fn seed_42_deals_a_pinned_game() {
    let game = Clubbed::new(&ClubbedOptions::default(), 42, Seat::A);
    let codes = |cs: &[Card]| cs.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ");
    assert_eq!(codes(game.hand(Seat::A)), PINNED_SEED_42_A);
    assert_eq!(codes(game.hand(Seat::B)), PINNED_SEED_42_B);
    assert_eq!(codes(game.open()), PINNED_SEED_42_OPEN);
}

const PINNED_SEED_42_A: &str = "KH JD TH 4S 3S";
const PINNED_SEED_42_B: &str = "AD KD 7C 5H 5D";
const PINNED_SEED_42_OPEN: &str = "8H";

#[test]
fn options_are_an_empty_object_and_refuse_unknown_keys() {
    assert_eq!(json(&ClubbedOptions::default()), "{}");
    assert_eq!(
        serde_json::from_str::<ClubbedOptions>("{}").unwrap(),
        ClubbedOptions::default()
    );
    assert!(serde_json::from_str::<ClubbedOptions>(r#"{"hand":7}"#).is_err());
}

// --- Playing -----------------------------------------------------------------------

#[test]
fn a_card_of_the_top_suit_may_be_played() {
    let mut table = position("9H 2S KD", "3D", "5H", "JS QS");
    let events = play(&mut table, Seat::A, "9H");
    assert_eq!(
        events,
        vec![ClubbedEvent::Played {
            seat: Seat::A,
            card: card("9H"),
            hand: 2
        }]
    );
    assert_eq!(table.game().open(), cards("5H 9H"));
}

#[test]
fn a_card_of_the_top_rank_may_be_played() {
    let mut table = position("5S 2D KD", "3D", "5H", "JS QS");
    play(&mut table, Seat::A, "5S");
    assert_eq!(table.game().open(), cards("5H 5S"));
    // B must now follow 5♠: 3♦ is neither.
    assert_eq!(table.game().to_follow(), Some(card("5S")));
}

#[test]
fn any_club_may_always_be_played() {
    let mut table = position("3C 9S", "3D", "5H", "JS QS");
    play(&mut table, Seat::A, "3C");
}

#[test]
fn a_club_may_be_played_while_holding_a_matching_card() {
    let mut table = position("9H 3C", "3D", "5H", "JS QS");
    play(&mut table, Seat::A, "3C");
    assert_eq!(table.game().hand(Seat::A), cards("9H"));
}

#[test]
fn a_card_matching_neither_suit_nor_rank_is_refused() {
    let mut table = position("9S 9H", "3D", "5H", "JS QS");
    let err = refused_play(&mut table, Seat::A, "9S");
    assert_eq!(
        err,
        ClubbedError::NoMatch {
            card: card("9S"),
            top: card("5H")
        }
    );
    assert_eq!(
        err.to_string(),
        "9♠ does not match 5♥: you must play a card matching 5♥ or a club"
    );
}

#[test]
fn a_card_not_in_hand_is_refused() {
    let mut table = position("9S 9H", "3D", "5H", "JS QS");
    let err = refused_play(&mut table, Seat::A, "3D");
    assert_eq!(err.to_string(), "3♦ is not in your hand");
    // Even a club that is not held.
    assert_eq!(
        refused_play(&mut table, Seat::A, "2C"),
        ClubbedError::NotInHand(card("2C"))
    );
}

#[test]
fn playing_a_card_ends_the_turn() {
    let mut table = position("9H 2S", "3D 7H", "5H", "JS QS");
    assert_eq!(table.game().turn(), 0);
    play(&mut table, Seat::A, "9H");
    assert_eq!(table.to_move(), Some(Seat::B));
    assert_eq!(table.game().turn(), 1);
    assert_eq!(
        table.play(Seat::A, ClubbedMove::Play { card: card("2S") }),
        Err(PlayError::NotYourTurn { to_move: Seat::B })
    );
}

#[test]
fn moves_out_of_turn_or_after_the_end_are_refused_by_apply_too() {
    let table = position("9H 2S", "3D 7H", "5H", "JS QS");
    let mut game = table.game().clone();
    assert_eq!(
        game.apply(Seat::B, &ClubbedMove::Draw),
        Err(ClubbedError::NotYourTurn(Seat::A))
    );
    let mut table = position("9H", "3D", "5H", "");
    play(&mut table, Seat::A, "9H");
    let mut game = table.game().clone();
    assert_eq!(
        game.apply(Seat::B, &ClubbedMove::Draw),
        Err(ClubbedError::GameOver)
    );
    assert_eq!(ClubbedError::GameOver.to_string(), "the game is over");
}

// --- Drawing -----------------------------------------------------------------------

#[test]
fn holding_a_matching_card_you_may_not_draw() {
    let mut table = position("9H 2S", "3D", "5H", "JS QS");
    let err = refused(&mut table, Seat::A, ClubbedMove::Draw);
    assert_eq!(
        err,
        ClubbedError::MustPlay {
            top: Some(card("5H"))
        }
    );
    assert_eq!(
        err.to_string(),
        "you hold a card matching 5♥: you must play, not draw"
    );
}

#[test]
fn a_club_of_the_top_rank_counts_as_matching() {
    // Decision: 5♣ matches 5♥ by rank, so its holder must play and may not draw.
    let mut table = position("5C 9S", "3D", "5H", "JS QS");
    assert_eq!(
        refused(&mut table, Seat::A, ClubbedMove::Draw),
        ClubbedError::MustPlay {
            top: Some(card("5H"))
        }
    );
    play(&mut table, Seat::A, "5C");
}

#[test]
fn holding_no_matching_card_you_may_draw_even_while_holding_clubs() {
    let mut table = position("3C 9S", "3D", "5H", "JS QS");
    draw(&mut table, Seat::A);
    assert_eq!(table.game().hand(Seat::A), cards("JS 9S 3C"));
}

#[test]
fn drawing_takes_one_card_and_does_not_end_the_turn() {
    let mut table = position("9S 2D", "3D", "5H", "JS QS KD");
    let events = draw(&mut table, Seat::A);
    assert_eq!(
        events,
        vec![ClubbedEvent::Drew {
            seat: Seat::A,
            hand: 3,
            stock: 2
        }]
    );
    assert_eq!(table.to_move(), Some(Seat::A));
    assert_eq!(table.game().turn(), 0);
    assert_eq!(table.game().stock_len(), 2);
}

#[test]
fn you_must_keep_drawing_while_nothing_is_playable() {
    let mut table = position("9S 2D", "3D", "5H", "JS 7H");
    assert_eq!(table.game().legal_moves(), vec![ClubbedMove::Draw]);
    refused_play(&mut table, Seat::A, "9S");
    draw(&mut table, Seat::A);
    // J♠ does not help: still only drawing.
    assert_eq!(table.game().legal_moves(), vec![ClubbedMove::Draw]);
    let view = table.game().view(Seat::A);
    assert!(view.playable.is_empty());
    assert!(view.can_draw);
    draw(&mut table, Seat::A);
    play(&mut table, Seat::A, "7H");
}

#[test]
fn a_drawn_club_lets_you_keep_drawing_or_play_it() {
    let mut table = position("9S 2D", "3D", "5H", "4C JS 5D");
    draw(&mut table, Seat::A);
    assert_eq!(
        table.game().legal_moves(),
        vec![ClubbedMove::Play { card: card("4C") }, ClubbedMove::Draw]
    );
    draw(&mut table, Seat::A);
    draw(&mut table, Seat::A);
    // 5♦ matches by rank: drawing stops; the club is still allowed.
    assert_eq!(
        table.game().legal_moves(),
        vec![
            ClubbedMove::Play { card: card("5D") },
            ClubbedMove::Play { card: card("4C") }
        ]
    );
}

#[test]
fn you_must_stop_drawing_once_a_matching_card_is_held() {
    let mut table = position("9S 2D", "3D", "5H", "7H KS");
    draw(&mut table, Seat::A);
    assert_eq!(
        refused(&mut table, Seat::A, ClubbedMove::Draw),
        ClubbedError::MustPlay {
            top: Some(card("5H"))
        }
    );
    play(&mut table, Seat::A, "7H");
    assert_eq!(table.game().stock_len(), 1);
}

// --- Clubbing ----------------------------------------------------------------------

#[test]
fn playing_a_club_sends_the_whole_stack_to_the_opponents_store() {
    let mut table = position("2C 9S", "3D", "5H 9H KH", "JS QS");
    let before = stores(&table);
    let events = play(&mut table, Seat::A, "2C");
    assert_eq!(
        events,
        vec![
            ClubbedEvent::Played {
                seat: Seat::A,
                card: card("2C"),
                hand: 1
            },
            ClubbedEvent::Clubbed {
                seat: Seat::A,
                victim: Seat::B,
                cards: 4,
                store: before.b + 4
            }
        ]
    );
    assert_eq!(stores(&table), BySeat::new(before.a, before.b + 4));
    for c in cards("5H 9H KH 2C") {
        assert!(table.game().stores.b.contains(&c));
    }
    assert!(table.game().open().is_empty());
    assert_eq!(table.to_move(), Some(Seat::B));
    assert_eq!(table.game().scores(), stores(&table).map(|_, n| n as u32));
}

#[test]
fn the_public_view_lists_the_clubbed_cards_of_each_store_in_order() {
    // Every clubbed card was face up on the stack: a player with a memory knows them.
    let mut table = position("2C 3S", "3D 4D", "5H 9H KH", "JS QS");
    let before = table.game().stores.clone();
    play(&mut table, Seat::A, "2C");
    let mut b = before.b.clone();
    b.extend(cards("5H 9H KH 2C"));
    let public = table.game().public_view();
    assert_eq!(public.clubbed, BySeat::new(before.a.clone(), b.clone()));
    play(&mut table, Seat::B, "3D");
    let public = table.game().public_view();
    assert_eq!(
        public.clubbed,
        BySeat::new(before.a, b),
        "plays add nothing"
    );
}

#[test]
fn the_clubbed_cards_are_not_listed_once_the_game_is_over() {
    // At the end the hands join the stores face down: the list would mix them in.
    let mut table = position("6H", "3D", "5H", "");
    assert!(!table.game().public_view().clubbed.b.is_empty());
    play(&mut table, Seat::A, "6H");
    assert!(table.game().outcome().is_some());
    assert_eq!(table.game().public_view().clubbed, BySeat::default());
}

#[test]
fn a_public_view_saved_without_clubbed_cards_still_loads() {
    let table = position("2C 9S", "3D", "5H", "JS");
    let mut value: serde_json::Value =
        serde_json::from_str(&json(&table.game().public_view())).unwrap();
    value.as_object_mut().unwrap().remove("clubbed");
    let public: ClubbedPublic = serde_json::from_value(value).unwrap();
    assert_eq!(public.clubbed, BySeat::default());
}

#[test]
fn the_public_view_counts_the_draws_of_the_turn_and_tells_the_last_play() {
    // Draws are public (their count, never the card), so the table can show forced draws.
    let mut table = position("9S", "3D 8S", "5H", "2C JD QS");
    draw(&mut table, Seat::A);
    assert_eq!(table.game().public_view().drawn, 1);
    draw(&mut table, Seat::A);
    let public = table.game().public_view();
    assert_eq!(public.drawn, 2);
    assert_eq!(public.last_play, None);
    play(&mut table, Seat::A, "2C");
    let public = table.game().public_view();
    assert_eq!(public.drawn, 0, "a play ends the turn's count");
    assert_eq!(
        public.last_play,
        Some(LastPlay {
            seat: Seat::A,
            drew: 2,
            card: card("2C"),
            clubbed: Some(2),
            refilled: 0,
        })
    );
}

#[test]
fn the_last_play_tells_a_refill_after_a_played_out_hand() {
    let mut table = position("5S", "3D", "5H", "JS QS");
    play(&mut table, Seat::A, "5S");
    let last = table.game().public_view().last_play.unwrap();
    assert_eq!(
        (last.card, last.clubbed, last.refilled),
        (card("5S"), None, 2)
    );
}

#[test]
fn the_clubbed_player_starts_a_new_stack_with_any_card() {
    let mut table = position("2C 9S", "3D 8S", "5H", "JS QS");
    play(&mut table, Seat::A, "2C");
    let public = table.game().public_view();
    assert!(public.accepts_any);
    assert!(public.open.is_empty());
    play(&mut table, Seat::B, "3D");
    assert_eq!(table.game().open(), cards("3D"));
    assert_eq!(table.game().to_follow(), Some(card("3D")));
    // A must follow 3♦ now: 9♠ does not.
    refused_play(&mut table, Seat::A, "9S");
}

#[test]
fn a_clubbed_player_holding_a_non_club_must_lead_not_draw() {
    let mut table = position("2C 9S", "4C 8S", "5H", "JS QS");
    play(&mut table, Seat::A, "2C");
    let err = refused(&mut table, Seat::B, ClubbedMove::Draw);
    assert_eq!(err, ClubbedError::MustPlay { top: None });
    assert_eq!(
        err.to_string(),
        "the stack takes any card and you hold one that is not a club: you must play, not draw"
    );
}

#[test]
fn a_clubbed_player_leading_a_club_sends_it_to_the_opponents_store() {
    let mut table = position("2C 9S", "4C 8C", "5H", "JS QS");
    play(&mut table, Seat::A, "2C");
    let before = stores(&table);
    let events = play(&mut table, Seat::B, "4C");
    assert_eq!(
        events[1],
        ClubbedEvent::Clubbed {
            seat: Seat::B,
            victim: Seat::A,
            cards: 1,
            store: before.a + 1
        }
    );
    assert_eq!(stores(&table), BySeat::new(before.a + 1, before.b));
    assert!(table.game().stores.a.contains(&card("4C")));
    // The stack stays empty and A now leads any card.
    assert!(table.game().open().is_empty());
    assert_eq!(table.to_move(), Some(Seat::A));
    play(&mut table, Seat::A, "9S");
    assert_eq!(table.game().open(), cards("9S"));
}

#[test]
fn a_clubbed_player_holding_only_clubs_may_draw_until_a_non_club_arrives() {
    let mut table = position("2C 9S", "4C 8C", "5H", "3C 9D 3S");
    play(&mut table, Seat::A, "2C");
    draw(&mut table, Seat::B);
    // Still only clubs: drawing again or leading a club are both allowed.
    assert_eq!(
        table.game().legal_moves(),
        vec![
            ClubbedMove::Play { card: card("8C") },
            ClubbedMove::Play { card: card("4C") },
            ClubbedMove::Play { card: card("3C") },
            ClubbedMove::Draw
        ]
    );
    draw(&mut table, Seat::B);
    assert_eq!(
        refused(&mut table, Seat::B, ClubbedMove::Draw),
        ClubbedError::MustPlay { top: None }
    );
    play(&mut table, Seat::B, "9D");
    assert_eq!(table.game().stock_len(), 1);
}

// --- The turned-up club ------------------------------------------------------------

#[test]
fn a_turned_up_club_takes_any_card() {
    let table = position("9S 2D", "3D", "7C", "JS QS");
    assert!(table.game().public_view().accepts_any);
    assert_eq!(table.game().to_follow(), None);
    for text in ["9S", "2D"] {
        let mut t = table.clone();
        play(&mut t, Seat::A, text);
        assert_eq!(t.game().open(), cards(&format!("7C {text}")));
        assert_eq!(t.game().store_sizes(), table.game().store_sizes());
    }
    let mut t = table.clone();
    assert_eq!(
        refused(&mut t, Seat::A, ClubbedMove::Draw),
        ClubbedError::MustPlay { top: None }
    );
    // After the first play the top card rules again: B must follow 9♠.
    play(&mut t, Seat::A, "9S");
    refused_play(&mut t, Seat::B, "3D");
}

#[test]
fn a_turned_up_club_at_the_deal_takes_any_card() {
    let seed = (0..)
        .find(|&s| {
            let g = Clubbed::new(&ClubbedOptions::default(), s, Seat::A);
            g.open()[0].suit == Suit::Clubs && g.hand(Seat::A).iter().all(|c| c.suit != Suit::Clubs)
        })
        .unwrap();
    let mut table = Table::<Clubbed>::new(ClubbedOptions::default(), seed, Seat::A, 5);
    assert!(table.game().public_view().accepts_any);
    let hand = table.game().hand(Seat::A).to_vec();
    let moves: Vec<ClubbedMove> = hand
        .iter()
        .map(|&card| ClubbedMove::Play { card })
        .collect();
    assert_eq!(table.game().legal_moves(), moves);
    table.play(Seat::A, moves[4]).unwrap();
}

#[test]
fn a_club_on_the_turned_up_club_clubs_both() {
    let mut table = position("3C 9S", "3D", "7C", "JS QS");
    let before = stores(&table);
    let events = play(&mut table, Seat::A, "3C");
    assert_eq!(
        events[1],
        ClubbedEvent::Clubbed {
            seat: Seat::A,
            victim: Seat::B,
            cards: 2,
            store: before.b + 2
        }
    );
    assert!(table.game().open().is_empty());
    assert_eq!(table.to_move(), Some(Seat::B));
}

#[test]
fn the_first_player_holding_only_clubs_may_draw_on_a_turned_up_club() {
    let mut table = position("3C 9C", "3D", "7C", "JC 8H QS");
    draw(&mut table, Seat::A);
    draw(&mut table, Seat::A);
    assert_eq!(
        refused(&mut table, Seat::A, ClubbedMove::Draw),
        ClubbedError::MustPlay { top: None }
    );
    play(&mut table, Seat::A, "8H");
    assert_eq!(table.game().open(), cards("7C 8H"));
}

// --- Refills -----------------------------------------------------------------------

#[test]
fn playing_the_last_card_refills_five_at_once() {
    let mut table = position("9H", "3D", "5H", "JS QS KD 2H 4S 6D 8D");
    let events = play(&mut table, Seat::A, "9H");
    assert_eq!(
        events,
        vec![
            ClubbedEvent::Played {
                seat: Seat::A,
                card: card("9H"),
                hand: 0
            },
            ClubbedEvent::Refilled {
                seat: Seat::A,
                cards: 5,
                stock: 2
            }
        ]
    );
    assert_eq!(table.game().hand(Seat::A), cards("KD QS JS 4S 2H"));
    assert_eq!(table.game().stock_len(), 2);
    assert_eq!(table.to_move(), Some(Seat::B));
    assert_eq!(table.game().turn(), 1);
}

#[test]
fn the_refill_takes_what_is_left_when_fewer_than_five() {
    let mut table = position("9H", "3D 9D", "5H", "JS QS");
    let events = play(&mut table, Seat::A, "9H");
    assert_eq!(
        events[1],
        ClubbedEvent::Refilled {
            seat: Seat::A,
            cards: 2,
            stock: 0
        }
    );
    assert_eq!(table.game().hand(Seat::A), cards("QS JS"));
}

#[test]
fn a_last_card_club_clubs_first_then_refills() {
    let mut table = position("2C", "3D", "5H 6H", "JS QS KD 2H 4S");
    let events = play(&mut table, Seat::A, "2C");
    assert!(matches!(
        events.as_slice(),
        [
            ClubbedEvent::Played { hand: 0, .. },
            ClubbedEvent::Clubbed { cards: 3, .. },
            ClubbedEvent::Refilled {
                cards: 5,
                stock: 0,
                ..
            },
        ]
    ));
    assert_eq!(table.game().hand(Seat::A).len(), 5);
}

// --- The end -----------------------------------------------------------------------

#[test]
fn with_the_stock_empty_nobody_draws() {
    let mut table = position("3C 9S", "3D", "5H", "");
    let err = refused(&mut table, Seat::A, ClubbedMove::Draw);
    assert_eq!(err, ClubbedError::StockEmpty);
    assert_eq!(err.to_string(), "the stock is empty: you cannot draw");
    assert_eq!(
        table.game().legal_moves(),
        vec![ClubbedMove::Play { card: card("3C") }]
    );
}

#[test]
fn the_game_ends_when_the_player_to_move_cannot_play() {
    let mut table = position("9H 2S", "3D KS", "5H", "");
    let before = stores(&table);
    let events = play(&mut table, Seat::A, "9H");
    assert_eq!(table.to_move(), None);
    let stores_after = BySeat::new(before.a + 1, before.b + 2);
    assert_eq!(stores(&table), stores_after);
    assert!(table.game().hand(Seat::A).is_empty() && table.game().hand(Seat::B).is_empty());
    // The open stack belongs to nobody: it stays on the table.
    assert_eq!(table.game().open(), cards("5H 9H"));
    assert_eq!(sorted(table.game().all_cards()), full_deck());
    assert!(matches!(
        events.last(),
        Some(ClubbedEvent::Ended { stuck: Seat::B, .. })
    ));
    assert_eq!(
        table.play(Seat::B, ClubbedMove::Draw),
        Err(PlayError::GameOver)
    );
}

#[test]
fn the_game_ends_after_a_draw_that_leaves_nothing_playable() {
    let mut table = position("9S", "3D", "5H", "2D");
    let events = draw(&mut table, Seat::A);
    assert!(matches!(
        events.as_slice(),
        [
            ClubbedEvent::Drew { stock: 0, .. },
            ClubbedEvent::Ended { stuck: Seat::A, .. }
        ]
    ));
    assert_eq!(table.to_move(), None);
    assert!(table.outcome().is_some());
}

#[test]
fn an_empty_hand_with_an_empty_stock_ends_the_game_on_its_turn() {
    let mut table = position("9H", "9D", "5H", "");
    let events = play(&mut table, Seat::A, "9H");
    assert_eq!(events.len(), 1, "no refill from an empty stock");
    assert!(table.game().hand(Seat::A).is_empty());
    assert_eq!(table.to_move(), Some(Seat::B));
    let events = play(&mut table, Seat::B, "9D");
    assert!(matches!(
        events.last(),
        Some(ClubbedEvent::Ended {
            stuck: Seat::A,
            hands_added,
            ..
        }) if *hands_added == BySeat::new(0, 0)
    ));
}

#[test]
fn the_end_event_reports_hands_added_and_stores() {
    let mut table = position("9H 2S", "3D KS", "5H", "");
    set_store_a(&mut table, 20);
    let events = play(&mut table, Seat::A, "9H");
    assert_eq!(
        events.last(),
        Some(&ClubbedEvent::Ended {
            stuck: Seat::B,
            hands_added: BySeat::new(1, 2),
            stores: BySeat::new(21, 47 - 20 + 2),
            outcome: Outcome::Win {
                winner: Seat::A,
                reason: EndReason::Play
            }
        })
    );
}

#[test]
fn fewer_cards_in_store_wins() {
    // 52 - 4 (hands) - 1 (open) = 47 in the stores; A then adds 1 and B adds 2.
    let mut table = position("9H 2S", "3D KS", "5H", "");
    set_store_a(&mut table, 25);
    play(&mut table, Seat::A, "9H");
    assert_eq!(stores(&table), BySeat::new(26, 24));
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Play
        })
    );
    assert_eq!(table.game().scores(), BySeat::new(26, 24));
}

#[test]
fn equal_stores_are_a_draw() {
    let mut table = position("9H 2S", "3D KS", "5H", "");
    set_store_a(&mut table, 24);
    play(&mut table, Seat::A, "9H");
    assert_eq!(stores(&table), BySeat::new(25, 25));
    assert_eq!(table.outcome(), Some(Outcome::Draw));
    assert_eq!(table.game().public_view().outcome, Some(Outcome::Draw));
}

#[test]
fn scores_count_the_cards_in_each_store() {
    let mut table = position("2C 9S", "3D", "5H 9H", "JS QS");
    set_store_a(&mut table, 10);
    assert_eq!(table.game().scores(), BySeat::new(10, 35));
    play(&mut table, Seat::A, "2C");
    assert_eq!(table.game().scores(), BySeat::new(10, 38));
    assert_eq!(table.game().public_view().stores, BySeat::new(10, 38));
}

// --- Timers ------------------------------------------------------------------------

#[test]
fn timeout_draws_while_nothing_is_playable_then_plays_the_lowest() {
    let mut table = position("9S KD", "3D", "5H", "JS 2C 4H");
    let report = table.timeout().unwrap();
    // J♠ does not help; the club 2♣ is playable, so the draws stop and it is played.
    assert_eq!(
        report.moves,
        vec![
            ClubbedMove::Draw,
            ClubbedMove::Draw,
            ClubbedMove::Play { card: card("2C") }
        ]
    );
    assert_eq!(report.strikes, 1);
    assert_eq!(table.to_move(), Some(Seat::B));
    assert_eq!(table.game().stock_len(), 1);
}

#[test]
fn timeout_plays_the_lowest_playable_card_even_a_club() {
    let mut table = position("KH 2C 9H", "3D", "5H", "JS");
    assert_eq!(
        table.timeout().unwrap().moves,
        vec![ClubbedMove::Play { card: card("2C") }]
    );
    let mut table = position("KH 4C 3H 2S", "3D", "5H", "JS");
    // Rank first: 3♥ is below 4♣; 2♠ is lower still but does not match.
    assert_eq!(
        table.timeout().unwrap().moves,
        vec![ClubbedMove::Play { card: card("3H") }]
    );
}

#[test]
fn timeout_with_only_clubs_on_an_empty_stack_leads_the_lowest_club() {
    let mut table = position("2C 9S", "8C 4C", "5H", "JS QS");
    play(&mut table, Seat::A, "2C");
    let report = table.timeout().unwrap();
    assert_eq!(report.seat, Seat::B);
    assert_eq!(report.moves, vec![ClubbedMove::Play { card: card("4C") }]);
}

#[test]
fn timeout_with_an_empty_stock_plays_a_club() {
    let mut table = position("9S 6C", "3D", "5H", "");
    assert_eq!(
        table.timeout().unwrap().moves,
        vec![ClubbedMove::Play { card: card("6C") }]
    );
}

#[test]
fn five_timeouts_forfeit_the_game() {
    let mut table = Table::<Clubbed>::new(ClubbedOptions::default(), 11, Seat::A, 5);
    let mut strikes = 0;
    while table.outcome().is_none() {
        if table.to_move() == Some(Seat::A) {
            let report = table.timeout().unwrap();
            strikes += 1;
            assert_eq!(report.forfeited, strikes == 5);
        } else {
            let mv = table.game().default_move();
            table.play(Seat::B, mv).unwrap();
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
fn resigning_hands_the_game_to_the_opponent() {
    let mut table = position("9S 6C", "3D", "5H", "JS");
    assert_eq!(
        table.resign(Seat::B),
        Ok(Outcome::Win {
            winner: Seat::A,
            reason: EndReason::Resignation
        })
    );
    assert_eq!(table.log().actions.last().unwrap().action, Action::Resign);
}

// --- Events and views --------------------------------------------------------------

#[test]
fn a_draw_event_names_no_card() {
    let mut table = position("9S 2D", "3D", "5H", "JS 7H");
    let events = draw(&mut table, Seat::A);
    let text = json(&events);
    assert!(!text.contains("JS"), "{text}");
    assert_eq!(text, r#"[{"Drew":{"seat":"A","hand":3,"stock":1}}]"#);
}

#[test]
fn a_played_card_is_public_in_its_event() {
    let mut table = position("9H 2S", "3D", "5H", "JS");
    let text = json(&play(&mut table, Seat::A, "9H"));
    assert_eq!(text, r#"[{"Played":{"seat":"A","card":"9H","hand":1}}]"#);
}

#[test]
fn a_view_shows_its_own_hand_and_only_counts_of_the_rest() {
    let table = position("9H 2S 3C", "3D KS", "5H 6H", "JS QS");
    let game = table.game();
    let view = game.view(Seat::A);
    assert_eq!(view.hand, cards("9H 3C 2S"));
    assert_eq!(view.playable, cards("9H 3C"));
    assert!(!view.can_draw);
    assert_eq!(view.public.hand_sizes, BySeat::new(3, 2));
    assert_eq!(view.public.stock, 2);
    assert_eq!(view.public.open, cards("5H 6H"));
    assert_eq!(view.public.stores, game.store_sizes());
    let other = game.view(Seat::B);
    assert_eq!(other.hand, cards("KS 3D"));
    assert!(other.playable.is_empty() && !other.can_draw, "not B's move");
    for (viewer, text) in [(Seat::A, json(&view)), (Seat::B, json(&other))] {
        for c in hidden_from(game, viewer) {
            assert!(!text.contains(&format!("\"{}\"", c.code())), "{c}");
        }
    }
}

// --- Whole games and property tests ------------------------------------------------

/// Cards `viewer` may not see: the opponent's hand and the stock, and once the game is
/// over the stores (the hands went into them face down), except the card of the last
/// play, which everybody saw face up before a club swept it away. Before the end a store
/// holds only clubbed stacks, every card of which was face up.
fn hidden_from(game: &Clubbed, viewer: Seat) -> Vec<Card> {
    let mut hidden = game.hands[viewer.other()].clone();
    hidden.extend(&game.stock);
    if game.ended.is_some() {
        hidden.extend(&game.stores.a);
        hidden.extend(&game.stores.b);
    }
    let played = game.last_play.map(|p| p.card);
    hidden.retain(|c| Some(*c) != played);
    hidden
}

fn assert_hides(text: &str, hidden: &[Card], what: &str) {
    for c in hidden {
        assert!(
            !text.contains(&format!("\"{}\"", c.code())),
            "{what} shows {c}: {text}"
        );
    }
}

/// Events name a card only when it is played.
fn assert_events_clean(events: &[ClubbedEvent]) {
    for event in events {
        let shown = match event {
            ClubbedEvent::Played { card, .. } => Some(*card),
            _ => None,
        };
        let others: Vec<Card> = Card::all().filter(|c| Some(*c) != shown).collect();
        assert_hides(&json(event), &others, "an event");
    }
}

fn oracle_has_a_move(game: &Clubbed, seat: Seat) -> bool {
    game.oracle_legal(seat, &ClubbedMove::Draw)
        || Card::all().any(|card| game.oracle_legal(seat, &ClubbedMove::Play { card }))
}

/// Checks an ending move: the seat left to move could neither play nor draw with the
/// hand it held, and the stores hold everything but the open stack.
fn check_end(before: &Clubbed, mover: Seat, mv: &ClubbedMove, after: &Clubbed) {
    let (stuck, hand) = match mv {
        ClubbedMove::Play { .. } => (mover.other(), before.hands[mover.other()].clone()),
        ClubbedMove::Draw => {
            let mut hand = before.hands[mover].clone();
            hand.push(*before.stock.last().unwrap());
            (mover, hand)
        }
    };
    // The position just before the hands were stored.
    let mut probe = after.clone();
    probe.ended = None;
    probe.to_move = stuck;
    probe.hands = BySeat::default();
    probe.hands[stuck] = hand;
    assert!(probe.stock.is_empty());
    assert!(!oracle_has_a_move(&probe, stuck));
    assert!(after.hands.a.is_empty() && after.hands.b.is_empty());
    let s = after.store_sizes();
    assert_eq!(s.a + s.b + after.open.len(), 52);
    let expected = match s.a.cmp(&s.b) {
        std::cmp::Ordering::Less => Outcome::Win {
            winner: Seat::A,
            reason: EndReason::Play,
        },
        std::cmp::Ordering::Greater => Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Play,
        },
        std::cmp::Ordering::Equal => Outcome::Draw,
    };
    assert_eq!(after.outcome(), Some(expected));
}

#[test]
fn whole_random_games_always_end_correctly() {
    let mut outcomes = [0u32; 3];
    for seed in 0..300u64 {
        let mut table = Table::<Clubbed>::new(ClubbedOptions::default(), seed, Seat::B, 0);
        let mut rng = rng_from_seed(seed ^ 0xC1AB);
        let mut moves = 0;
        while let Some(seat) = table.to_move() {
            let game = table.game().clone();
            assert!(
                oracle_has_a_move(&game, seat),
                "seed {seed}: stuck but live"
            );
            let default = game.default_move();
            assert!(
                game.oracle_legal(seat, &default),
                "seed {seed}: {default:?}"
            );
            let mv = if moves % 4 == 3 {
                default
            } else {
                game.random_move(&mut rng)
            };
            let events = table.play(seat, mv).expect("random moves are legal");
            assert_events_clean(&events);
            assert_eq!(sorted(table.game().all_cards()), full_deck(), "seed {seed}");
            if table.outcome().is_some() {
                check_end(&game, seat, &mv, table.game());
            }
            moves += 1;
            // Each play takes a card out of hands and stock for good; draws are bounded
            // by the stock.
            assert!(moves <= 52 + 41, "seed {seed}: the game does not end");
        }
        match table.outcome().unwrap() {
            Outcome::Win {
                winner: Seat::A, ..
            } => outcomes[0] += 1,
            Outcome::Win { .. } => outcomes[1] += 1,
            Outcome::Draw => outcomes[2] += 1,
        }
    }
    assert!(outcomes.iter().all(|&n| n > 0), "{outcomes:?}");
}

/// A table after `steps` random moves from `seed`, with a timeout every so often.
fn table_after(seed: u64, steps: usize, first: Seat, log: bool) -> Table<Clubbed> {
    let mut table = Table::<Clubbed>::new(ClubbedOptions::default(), seed, first, 0);
    let mut rng = rng_from_seed(seed.wrapping_add(1));
    for step in 0..steps {
        let Some(seat) = table.to_move() else { break };
        if log && step % 13 == 7 {
            let report = table.timeout().unwrap();
            assert_events_clean(&report.events);
        } else {
            let mv = table.game().random_move(&mut rng);
            table.play(seat, mv).unwrap();
        }
    }
    table
}

impl Invariants for Clubbed {
    type Item = Card;

    const APPLY_CHECKS_TURN: bool = true;

    fn all_items() -> Vec<Card> {
        full_deck()
    }

    fn items(&self) -> Vec<Card> {
        self.all_cards()
    }

    fn token(card: &Card) -> String {
        format!("\"{}\"", card.code())
    }

    /// A seat's hidden cards, and for the public also B's hand.
    fn hidden_from(&self, viewer: Option<Seat>) -> Vec<Card> {
        match viewer {
            Some(viewer) => hidden_from(self, viewer),
            None => {
                let mut secret = hidden_from(self, Seat::A);
                secret.extend(&self.hands.b);
                secret
            }
        }
    }

    /// Independent statement of legality (docs/rules.md#clubbed), used to check `apply`.
    fn oracle_legal(&self, seat: Seat, mv: &ClubbedMove) -> bool {
        if self.ended.is_some() || self.to_move != seat {
            return false;
        }
        let hand = &self.hands[seat];
        // Any card goes on an empty stack, and on the turned-up club before the first play.
        let any = self.open.is_empty()
            || (self.turn == 0 && self.open.len() == 1 && self.open[0].suit == Suit::Clubs);
        let top = self.open.last().copied();
        let matching = |c: &Card| {
            if any {
                c.suit != Suit::Clubs
            } else {
                let top = top.unwrap();
                c.suit == top.suit || c.rank == top.rank
            }
        };
        match mv {
            ClubbedMove::Play { card } => {
                hand.contains(card) && (any || card.suit == Suit::Clubs || matching(card))
            }
            ClubbedMove::Draw => !self.stock.is_empty() && !hand.iter().any(matching),
        }
    }

    /// A candidate move, often subtly illegal: a non-matching card from the hand, a card
    /// the opponent or the stack holds, a draw while holding a match or with the stock
    /// empty.
    fn candidate_move(&self, seat: Seat, seed: u64) -> ClubbedMove {
        let mut rng = rng_from_seed(seed);
        let pick = |cs: &[Card], rng: &mut GameRng| cs.choose(rng).copied();
        let any = Card::from_index((seed % 52) as usize).unwrap();
        let card = match seed % 7 {
            0 => return ClubbedMove::Draw,
            1 => any,
            2 => pick(&self.hands[seat.other()], &mut rng).unwrap_or(any),
            3 => pick(&self.open, &mut rng).unwrap_or(any),
            // A club, held or not.
            4 => Card::new(crate::cards::Rank::ALL[(seed % 13) as usize], Suit::Clubs),
            _ => pick(&self.hands[seat], &mut rng).unwrap_or(any),
        };
        ClubbedMove::Play { card }
    }

    fn check_step(
        _before: &Self,
        _seat: Seat,
        events: &[ClubbedEvent],
        _after: &Self,
    ) -> Result<(), TestCaseError> {
        assert_events_clean(events);
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn prop_invariants_hold_at_every_step(walk in walks::<Clubbed>(120)) {
        check_invariants(&walk)?;
    }

    /// Every listed legal move is legal, and every legal move is listed.
    #[test]
    fn prop_legal_moves_lists_exactly_the_legal_moves(
        seed in any::<u64>(), steps in 0usize..100,
    ) {
        let table = table_after(seed, steps, Seat::A, false);
        let game = table.game();
        if let Some(to_move) = game.to_move() {
            let listed = game.legal_moves();
            let mut all: Vec<ClubbedMove> =
                Card::all().map(|card| ClubbedMove::Play { card }).collect();
            all.push(ClubbedMove::Draw);
            for m in all {
                prop_assert_eq!(listed.contains(&m), game.oracle_legal(to_move, &m), "{:?}", m);
            }
        }
    }

    /// Positions built directly, so that rare ones (an empty stack or the turned-up club
    /// facing a hand of clubs, an empty stock) come up often: every move is checked.
    #[test]
    fn prop_built_positions_accept_exactly_the_legal_moves(
        seed in any::<u64>(), hand_len in 0usize..7, clubs_only in any::<bool>(),
        open_kind in 0u8..3, open_len in 1usize..4, stock_len in 0usize..4,
    ) {
        let mut deck = shuffled_deck(&mut rng_from_seed(seed));
        let mut take = |f: &dyn Fn(&Card) -> bool, n: usize| -> Vec<Card> {
            let mut out = Vec::new();
            deck.retain(|c| {
                let keep = out.len() >= n || !f(c);
                if !keep { out.push(*c); }
                keep
            });
            out
        };
        let club = |c: &Card| c.suit == Suit::Clubs;
        let mut hand = if clubs_only { take(&club, hand_len) } else { take(&|_| true, hand_len) };
        hand.sort_unstable_by(|x, y| y.cmp(x));
        let mut other = take(&|_| true, 3);
        other.sort_unstable_by(|x, y| y.cmp(x));
        let (open, turn) = match open_kind {
            0 => (Vec::new(), 1),
            1 => (take(&club, 1), 0),
            _ => {
                let mut open = take(&|_| true, open_len - 1);
                open.extend(take(&|c| !club(c), 1));
                (open, 1)
            }
        };
        let stock = take(&|_| true, stock_len);
        let game = Clubbed {
            first: Seat::A,
            hands: BySeat::new(hand, other),
            stock,
            open,
            stores: BySeat::new(deck, Vec::new()),
            to_move: Seat::A,
            turn,
            drawn: 0,
            last_play: None,
            ended: None,
            clubs_stored: 0,
        };
        prop_assert_eq!(sorted(game.all_cards()), full_deck());
        let mut all: Vec<ClubbedMove> = Card::all().map(|card| ClubbedMove::Play { card }).collect();
        all.push(ClubbedMove::Draw);
        for seat in Seat::BOTH {
            for mv in &all {
                let legal = game.oracle_legal(seat, mv);
                let mut next = game.clone();
                let result = next.apply(seat, mv);
                prop_assert_eq!(result.is_ok(), legal, "{:?} {:?} -> {:?}", seat, mv, result);
                if !legal {
                    prop_assert_eq!(json(&next), json(&game));
                }
            }
        }
    }
}

#[test]
fn replay_includes_timeouts() {
    let table = table_after(5, 60, Seat::A, true);
    assert!(table
        .log()
        .actions
        .iter()
        .any(|a| a.action == Action::Timeout));
    let replayed = Table::replay(table.log()).unwrap();
    assert_eq!(json(&replayed), json(&table));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Issue 29's fuzz target: in positions of random games, a move is listed exactly when the
    /// table accepts it (the playable cards, a draw only without a match), each once, and the
    /// seat's view lists the same moves.
    #[test]
    fn clubbed_legal_moves_are_exactly_the_accepted_moves(
        walk in walks::<Clubbed>(80),
        arbitrary in prop::collection::vec(any::<ClubbedMove>(), 0..3),
    ) {
        check_legal_moves(&walk, &arbitrary)?;
    }
}
