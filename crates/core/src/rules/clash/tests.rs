//! Clash rules, one test per rule, plus property tests for the invariants.

use super::*;
use crate::cards::{parse_cards, rng_from_seed};
use crate::rules::invariants::{
    check_invariants, check_legal_moves, json, sorted, walks, Invariants,
};
use crate::rules::{Action, MoveList, PlayError, Table};
use proptest::prelude::*;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn setup(text: &str, saved: &str) -> Setup {
    let groups: Vec<Vec<Card>> = text.split('|').map(cards).collect();
    Setup {
        sets: [
            groups[0].clone(),
            groups[1].clone(),
            groups[2].clone(),
            groups[3].clone(),
        ],
        saved: cards(saved),
    }
}

const DEFENDER_HAND: &str = "2C 3C 4D 5C 6D 8H 9C JC KC 7D QS QH QD";
const DEFENDER_SETUP: &str = "2C | 3C 4D | 5C 6D 8H | 9C JC KC 7D";
const DEFENDER_SAVED: &str = "QS QH QD";
const ATTACKER_HAND: &str = "AC AS AH TS TH TD 6S 6H 6C 5S 2S 2H 3S";

/// A round-one game with chosen hands: A defends with DEFENDER_HAND, B attacks.
fn scripted(target: u32) -> Table<Clash> {
    let mut table = Table::<Clash>::new(ClashOptions { target }, 1, Seat::A, 5);
    let game = &mut table.game;
    let mut defender = cards(DEFENDER_HAND);
    let mut attacker = cards(ATTACKER_HAND);
    defender.sort_unstable_by(|a, b| b.cmp(a));
    attacker.sort_unstable_by(|a, b| b.cmp(a));
    game.deck = Card::all()
        .filter(|c| !defender.contains(c) && !attacker.contains(c))
        .collect();
    game.hands = BySeat::new(defender, attacker);
    table
}

fn play(table: &mut Table<Clash>, seat: Seat, mv: ClashMove) -> Vec<ClashEvent> {
    table.play(seat, mv).expect("legal move")
}

fn answer(text: &str) -> ClashMove {
    ClashMove::Answer { cards: cards(text) }
}

/// Plays the scripted round: the attacker answers sizes 1..4 with the given answers.
fn play_round(table: &mut Table<Clash>, answers: [&str; 4]) -> Vec<ClashEvent> {
    play(
        table,
        Seat::A,
        ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
    );
    let mut events = Vec::new();
    for (size, text) in (1..=4).zip(answers) {
        play(table, Seat::A, ClashMove::Reveal { size });
        events = play(table, Seat::B, answer(text));
    }
    events
}

fn scored(events: &[ClashEvent]) -> (Seat, u32, u32) {
    events
        .iter()
        .find_map(|e| match e {
            ClashEvent::RoundScored {
                scorer,
                points,
                captured_cards,
                ..
            } => Some((*scorer, *points, *captured_cards)),
            _ => None,
        })
        .expect("the round was scored")
}

#[test]
fn round_one_deals_13_to_each_player() {
    let game = Clash::new(&ClashOptions::default(), 9, Seat::B);
    assert_eq!(game.hand(Seat::A).len(), 13);
    assert_eq!(game.hand(Seat::B).len(), 13);
    assert_eq!(game.deck.len(), 26);
    assert_eq!(game.defender(), Seat::B);
    assert_eq!(game.to_move(), Some(Seat::B));
    assert_eq!(game.phase(), Phase::SetUp);
}

#[test]
fn a_set_up_is_the_defenders_secret_while_reveals_and_answers_are_public() {
    let game = Clash::new(&ClashOptions::default(), 9, Seat::A);
    let setup = game.default_move();
    assert!(matches!(setup, ClashMove::SetUp(_)));
    assert!(!Clash::move_is_public(&setup));
    assert!(Clash::move_is_public(&ClashMove::Reveal { size: 3 }));
    let cards = parse_cards("9S 9H").unwrap();
    assert!(Clash::move_is_public(&ClashMove::Answer { cards }));
}

#[test]
fn first_seat_defends_first() {
    let game = Clash::new(&ClashOptions::default(), 9, Seat::A);
    assert_eq!(game.defender(), Seat::A);
    assert_eq!(game.attacker(), Seat::B);
}

#[test]
fn setup_needs_sets_of_exactly_one_two_three_and_four() {
    let mut table = scripted(10);
    let before = json(&table);
    let bad = setup("2C 3C | 4D | 5C 6D 8H | 9C JC KC 7D", DEFENDER_SAVED);
    let err = table.play(Seat::A, ClashMove::SetUp(bad)).unwrap_err();
    assert_eq!(
        err,
        PlayError::Rule(ClashError::SetSize { size: 1, got: 2 })
    );
    assert_eq!(err.to_string(), "your 1-card set has 2 cards");
    assert_eq!(json(&table), before, "a refused move changes nothing");
}

#[test]
fn setup_saves_exactly_three_cards() {
    let mut table = scripted(10);
    let bad = setup(DEFENDER_SETUP, "QS QH");
    assert_eq!(
        table.play(Seat::A, ClashMove::SetUp(bad)),
        Err(PlayError::Rule(ClashError::SavedCount(2)))
    );
}

#[test]
fn setup_cards_must_come_from_the_hand() {
    let mut table = scripted(10);
    let bad = setup("AS | 3C 4D | 5C 6D 8H | 9C JC KC 7D", "QS QH QD");
    let err = table.play(Seat::A, ClashMove::SetUp(bad)).unwrap_err();
    assert_eq!(err.to_string(), "A♠ is not in your hand");
}

#[test]
fn a_setup_names_a_card_not_in_the_hand_rather_than_the_saved_count() {
    // Typed set-ups save what is left of the hand, so a foreign card leaves 4 saved:
    // the error must name the card, the real mistake.
    let table = scripted(10);
    let hand = table.game().hand(Seat::A).to_vec();
    let typed = Setup::parse("AS | 3C 4D | 5C 6D 8H | 9C JC KC 7D", &hand).unwrap();
    assert_eq!(typed.saved.len(), 4);
    assert_eq!(
        check_setup(&hand, &typed),
        Err(ClashError::NotInHand(cards("AS")[0]))
    );
    let twice = Setup::parse("2C | 2C 4D | 5C 6D 8H | 9C JC KC 7D", &hand).unwrap();
    assert_eq!(
        check_setup(&hand, &twice),
        Err(ClashError::DuplicateCard(cards("2C")[0]))
    );
}

#[test]
fn the_defenders_view_checks_a_setup_as_the_rules_do() {
    let table = scripted(10);
    let view = table.game().view(Seat::A);
    assert_eq!(
        view.check_setup(&setup(DEFENDER_SETUP, DEFENDER_SAVED)),
        Ok(())
    );
    let attacker = table.game().view(Seat::B);
    assert!(matches!(
        attacker.check_setup(&setup(DEFENDER_SETUP, DEFENDER_SAVED)),
        Err(ClashError::WrongPhase { .. })
    ));
}

#[test]
fn an_answer_preview_says_whether_it_captures_without_playing_it() {
    let mut table = scripted(10);
    table
        .play(
            Seat::A,
            ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
        )
        .unwrap();
    table.play(Seat::A, ClashMove::Reveal { size: 2 }).unwrap();
    let view = table.game().view(Seat::B);
    let pair = view.preview_answer(&cards("AS AH")).unwrap();
    assert!(pair.captures, "a pair of aces beats 3♣ 4♦");
    let low = view.preview_answer(&cards("2S 3S")).unwrap();
    assert!(!low.captures, "3♠ 2♠ does not beat 4♦ 3♣");
    assert_eq!(
        view.preview_answer(&cards("AS")).unwrap_err().to_string(),
        "you must answer with 2 cards, not 1"
    );
    assert_eq!(
        view.preview_answer(&cards("AS KS")).unwrap_err(),
        ClashError::NotInHand(cards("KS")[0])
    );
    assert!(table
        .game()
        .view(Seat::A)
        .preview_answer(&cards("QS QH"))
        .is_err());
}

#[test]
fn one_card_is_written_in_the_singular() {
    assert_eq!(
        ClashError::AnswerSize {
            expected: 1,
            got: 2
        }
        .to_string(),
        "you must answer with 1 card, not 2"
    );
    assert_eq!(
        ClashError::SetSize { size: 2, got: 1 }.to_string(),
        "your 2-card set has 1 card"
    );
}

#[test]
fn the_deal_does_not_depend_on_who_defends_first() {
    // docs/rules.md#clash-set-up: the cards are dealt before the toss decides who attacks first.
    for seed in 0..20 {
        let a = Clash::new(&ClashOptions::default(), seed, Seat::A);
        let b = Clash::new(&ClashOptions::default(), seed, Seat::B);
        for seat in Seat::BOTH {
            assert_eq!(a.hand(seat), b.hand(seat), "seed {seed}");
        }
    }
}

#[test]
fn setup_refuses_a_card_used_twice() {
    let mut table = scripted(10);
    let bad = setup("2C | 2C 4D | 5C 6D 8H | 9C JC KC 7D", "QS QH QD");
    assert_eq!(
        table.play(Seat::A, ClashMove::SetUp(bad)),
        Err(PlayError::Rule(ClashError::DuplicateCard(cards("2C")[0])))
    );
}

#[test]
fn setup_comes_before_any_reveal() {
    let mut table = scripted(10);
    let err = table
        .play(Seat::A, ClashMove::Reveal { size: 1 })
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "that is not possible now: the defender is setting up"
    );
}

#[test]
fn typed_setup_reads_four_groups_in_any_order() {
    let hand = cards(DEFENDER_HAND);
    let parsed = Setup::parse("9C JC KC 7D | 2c | 3C 4D | 5C 6D 8H", &hand).unwrap();
    assert_eq!(parsed, setup(DEFENDER_SETUP, "QS QH QD"));
    let err = Setup::parse("2C | 3C 4D | 5C 6D 8H", &hand).unwrap_err();
    assert_eq!(err.to_string(), "write 4 sets separated by `|` (found 3)");
    let err = Setup::parse("2C | 3C | 5C 6D 8H | 9C JC KC 7D", &hand).unwrap_err();
    assert!(err.to_string().contains("two sets have 1 cards"));
    let err = Setup::parse("2C | 3C 4X | 5C 6D 8H | 9C JC KC 7D", &hand).unwrap_err();
    assert!(err.to_string().contains("`4X`"));
}

#[test]
fn defender_reveals_in_any_order_and_once_each() {
    let mut table = scripted(10);
    play(
        &mut table,
        Seat::A,
        ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
    );
    let events = play(&mut table, Seat::A, ClashMove::Reveal { size: 3 });
    assert!(
        matches!(&events[0], ClashEvent::Revealed { cards, rank, .. }
        if cards.len() == 3 && rank.category == Category::HighCard)
    );
    assert_eq!(table.game().phase(), Phase::Answer { size: 3 });
    assert_eq!(table.to_move(), Some(Seat::B));
    play(&mut table, Seat::B, answer("2S 2H 3S"));
    assert_eq!(
        table.play(Seat::A, ClashMove::Reveal { size: 3 }),
        Err(PlayError::Rule(ClashError::AlreadyRevealed(3)))
    );
    assert_eq!(
        table.play(Seat::A, ClashMove::Reveal { size: 5 }),
        Err(PlayError::Rule(ClashError::NoSuchSet(5)))
    );
    assert_eq!(table.game().public_view().unrevealed, vec![1, 2, 4]);
}

#[test]
fn attacker_answers_with_exactly_as_many_cards_from_her_hand() {
    let mut table = scripted(10);
    play(
        &mut table,
        Seat::A,
        ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
    );
    play(&mut table, Seat::A, ClashMove::Reveal { size: 2 });
    let before = json(&table);
    assert_eq!(
        table.play(Seat::B, answer("AS")).unwrap_err().to_string(),
        "you must answer with 2 cards, not 1"
    );
    assert_eq!(
        table
            .play(Seat::B, answer("AS KS"))
            .unwrap_err()
            .to_string(),
        "K♠ is not in your hand"
    );
    assert_eq!(
        table.play(
            Seat::B,
            ClashMove::Answer {
                cards: vec![cards("AS")[0]; 2]
            }
        ),
        Err(PlayError::Rule(ClashError::DuplicateCard(cards("AS")[0])))
    );
    assert_eq!(json(&table), before);
}

#[test]
fn junk_answers_are_allowed_and_capture_only_when_strictly_higher() {
    let mut table = scripted(10);
    play(
        &mut table,
        Seat::A,
        ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
    );
    play(&mut table, Seat::A, ClashMove::Reveal { size: 1 });
    // 2C revealed; 2S is higher by suit alone.
    let events = play(&mut table, Seat::B, answer("2S"));
    assert!(matches!(
        events[0],
        ClashEvent::Answered { captured: true, .. }
    ));
    play(&mut table, Seat::A, ClashMove::Reveal { size: 2 });
    // 3C 4D (high card 4D) against 3S 2H (high card 3S): junk, no capture.
    let events = play(&mut table, Seat::B, answer("3S 2H"));
    assert!(matches!(
        events[0],
        ClashEvent::Answered {
            captured: false,
            ..
        }
    ));
}

#[test]
fn attacker_capturing_all_ten_scores_five() {
    let mut table = scripted(10);
    let events = play_round(&mut table, ["AC", "AS AH", "TS TH TD", "6S 6H 6C 5S"]);
    assert_eq!(scored(&events), (Seat::B, 5, 10));
    assert_eq!(table.game().scores(), BySeat::new(0, 5));
}

#[test]
fn attacker_capturing_six_scores_one() {
    let mut table = scripted(10);
    let events = play_round(&mut table, ["AC", "AS AH", "TS TH TD", "2S 3S 5S 6H"]);
    assert_eq!(scored(&events), (Seat::B, 1, 6));
}

#[test]
fn defender_scores_two_when_fewer_than_six_are_captured() {
    let mut table = scripted(10);
    // Captures the 1 and the 4 (5 cards): not enough.
    let events = play_round(&mut table, ["AC", "2S 3S", "2H 5S 6H", "TS TH TD AS"]);
    assert_eq!(scored(&events), (Seat::A, 2, 5));
    assert_eq!(table.game().scores(), BySeat::new(2, 0));
}

#[test]
fn next_round_swaps_roles_and_the_new_attacker_gets_her_saved_cards() {
    let mut table = scripted(10);
    let events = play_round(&mut table, ["AC", "AS AH", "TS TH TD", "6S 6H 6C 5S"]);
    assert!(events.contains(&ClashEvent::RoundStarted {
        round: 2,
        defender: Seat::B
    }));
    let game = table.game();
    assert_eq!(game.round(), 2);
    assert_eq!(game.defender(), Seat::B);
    assert_eq!(game.phase(), Phase::SetUp);
    assert_eq!(game.hand(Seat::B).len(), 13);
    assert_eq!(game.hand(Seat::A).len(), 16);
    for saved in cards(DEFENDER_SAVED) {
        assert!(game.hand(Seat::A).contains(&saved));
        assert!(
            !game.deck.contains(&saved),
            "saved cards are not reshuffled"
        );
    }
    assert_eq!(game.deck.len(), 49 - 26);
    assert_eq!(game.to_move(), Some(Seat::B));
}

#[test]
fn reaching_the_target_wins_at_once_and_ends_the_match() {
    let mut table = scripted(5);
    let events = play_round(&mut table, ["AC", "AS AH", "TS TH TD", "6S 6H 6C 5S"]);
    assert!(events.contains(&ClashEvent::MatchWon {
        winner: Seat::B,
        scores: BySeat::new(0, 5)
    }));
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Play
        })
    );
    assert_eq!(table.to_move(), None);
    assert_eq!(
        table.play(Seat::A, ClashMove::Reveal { size: 1 }),
        Err(PlayError::GameOver)
    );
}

#[test]
fn moving_out_of_turn_is_refused() {
    let mut table = scripted(10);
    assert_eq!(
        table.play(Seat::B, answer("AC")),
        Err(PlayError::NotYourTurn { to_move: Seat::A })
    );
    assert_eq!(
        PlayError::<ClashError>::NotYourTurn { to_move: Seat::A }.to_string(),
        "it is not your move: seat A is to play"
    );
}

#[test]
fn timeout_plays_the_suggested_setup_then_largest_set_then_lowest_cards() {
    let mut table = scripted(10);
    let mut hand = cards(DEFENDER_HAND);
    hand.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(table.game().hand(Seat::A), hand);
    let report = table.timeout().unwrap();
    assert_eq!(report.seat, Seat::A);
    assert_eq!(
        report.moves,
        vec![ClashMove::SetUp(Clash::suggest_setup(&hand))]
    );
    assert_eq!(
        table.game().setup.as_ref().map(show_setup).unwrap(),
        "J♣ | K♣ 2♣ | Q♠ Q♥ Q♦ | 9♣ 8♥ 7♦ 6♦"
    );
    assert_eq!(report.strikes, 1);
    let report = table.timeout().unwrap();
    assert_eq!(report.moves, vec![ClashMove::Reveal { size: 4 }]);
    let report = table.timeout().unwrap();
    assert_eq!(report.seat, Seat::B);
    // The attacker's four lowest cards.
    assert_eq!(report.moves, vec![answer("5S 3S 2S 2H")]);
    assert_eq!(table.strikes(), BySeat::new(2, 1));
}

#[test]
fn suggested_setup_is_legal_and_builds_the_strongest_sets_first() {
    let s = Clash::suggest_setup(&cards(DEFENDER_HAND));
    assert_eq!(s.cards().count(), 13);
    // 6-7-8-9 is the best 4-card set here (a straight beats the club flush and the queens),
    // then the three queens; the pair slot wastes no high card beside the king.
    assert_eq!(show_setup(&s), "J♣ | K♣ 2♣ | Q♠ Q♥ Q♦ | 9♣ 8♥ 7♦ 6♦");
    assert_eq!(evaluate(s.set(4)).unwrap().category, Category::Straight);
    assert_eq!(evaluate(s.set(3)).unwrap().category, Category::ThreeOfAKind);
    let mut table = scripted(10);
    assert!(table.play(Seat::A, ClashMove::SetUp(s)).is_ok());
}

#[test]
fn five_strikes_forfeit_the_match() {
    let mut table = Table::<Clash>::new(ClashOptions::default(), 3, Seat::A, 5);
    let mut a_strikes = 0;
    while table.outcome().is_none() {
        let seat = table.to_move().unwrap();
        if seat == Seat::A {
            let report = table.timeout().unwrap();
            a_strikes += 1;
            assert_eq!(report.strikes, a_strikes);
            assert_eq!(report.forfeited, a_strikes == 5);
        } else {
            let mv = table.game().default_move();
            table.play(seat, mv).unwrap();
        }
    }
    assert_eq!(
        table.outcome(),
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Forfeit
        })
    );
    assert_eq!(table.to_move(), None);
}

#[test]
fn zero_max_strikes_never_forfeits() {
    let mut table = Table::<Clash>::new(ClashOptions { target: 3 }, 3, Seat::A, 0);
    while table.outcome().is_none() {
        table.timeout().unwrap();
    }
    assert_eq!(
        table.outcome().map(|o| matches!(
            o,
            Outcome::Win {
                reason: EndReason::Play,
                ..
            }
        )),
        Some(true)
    );
}

#[test]
fn resigning_gives_the_match_to_the_opponent_on_any_turn() {
    let mut table = scripted(10);
    let outcome = table.resign(Seat::B).unwrap();
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Seat::A,
            reason: EndReason::Resignation
        }
    );
    assert_eq!(table.resign(Seat::A), Err(PlayError::GameOver));
    assert_eq!(table.log().actions.last().unwrap().action, Action::Resign);
}

#[test]
fn views_show_own_cards_only() {
    let mut table = scripted(10);
    play(
        &mut table,
        Seat::A,
        ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
    );
    let defender = table.game().view(Seat::A);
    let attacker = table.game().view(Seat::B);
    assert!(defender.setup.is_some());
    assert!(defender.hand.is_empty());
    assert!(attacker.setup.is_none());
    assert_eq!(attacker.hand.len(), 13);
    let attacker_json = json(&attacker);
    for card in cards(DEFENDER_HAND) {
        assert!(!attacker_json.contains(&format!("\"{}\"", card.code())));
    }
    let public = json(&table.game().public_view());
    for card in cards(DEFENDER_HAND).into_iter().chain(cards(ATTACKER_HAND)) {
        assert!(!public.contains(&format!("\"{}\"", card.code())));
    }
    play(&mut table, Seat::A, ClashMove::Reveal { size: 2 });
    let public = json(&table.game().public_view());
    assert!(public.contains("\"JC\"") || public.contains("\"4D\""));
    assert_eq!(table.game().public_view().exchanges[0].set, cards("4D 3C"));
}

#[test]
fn set_up_event_holds_no_cards() {
    let mut table = scripted(10);
    let events = play(
        &mut table,
        Seat::A,
        ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
    );
    assert_eq!(events, vec![ClashEvent::SetUpDone { defender: Seat::A }]);
}

// --- Legal moves ---------------------------------------------------------------------

/// All 13!/(1!·2!·3!·4!·3!) set-ups, made one at a time: in the walk's order (so none
/// comes twice), each a split of the hand with its sets highest first, as many as `len`.
#[test]
fn a_defender_setting_up_lists_every_split_of_its_hand_once() {
    let table = scripted(10);
    let hand = table.game().hand(Seat::A).to_vec();
    let list = table.legal_moves();
    assert_eq!(list.len(), 3_603_600);
    let mut position = [0u8; 52];
    for (i, card) in hand.iter().enumerate() {
        position[card.index()] = i as u8;
    }
    let mut last = None;
    let mut count = 0;
    for mv in list.clone() {
        let ClashMove::SetUp(setup) = &mv else {
            panic!("{mv:?} is not a set-up");
        };
        assert_eq!(check_setup(&hand, setup), Ok(()));
        // The hand is highest first, so a set highest first is in order of positions:
        // the 4-card set's, then the 3's, 2's and 1's, rise from one set-up to the next.
        let mut key = [0u8; 10];
        let cards = setup.sets.iter().rev().flatten();
        for (slot, card) in key.iter_mut().zip(cards) {
            *slot = position[card.index()];
        }
        assert!(last < Some(key), "{setup:?} out of order");
        last = Some(key);
        if count % 9_973 == 0 {
            assert!(list.contains(&mv) && table.is_legal(Seat::A, &mv), "{mv:?}");
        }
        count += 1;
    }
    assert_eq!(count, 3_603_600);
}

#[test]
fn the_defender_reveals_a_hidden_size_and_the_attacker_answers_from_its_hand_in_any_order() {
    let mut table = scripted(10);
    play(
        &mut table,
        Seat::A,
        ClashMove::SetUp(setup(DEFENDER_SETUP, DEFENDER_SAVED)),
    );
    let reveals: Vec<ClashMove> = table.legal_moves().into_iter().collect();
    let sizes = [1, 2, 3, 4].map(|size| ClashMove::Reveal { size });
    assert_eq!(reveals, sizes);
    play(&mut table, Seat::A, ClashMove::Reveal { size: 3 });
    let answers = table.legal_moves();
    // C(13, 3) answers, each three cards of the attacker's hand, highest first.
    assert_eq!(answers.len(), 286);
    let hand = table.game().hand(Seat::B).to_vec();
    let three = |a: usize, b: usize, c: usize| ClashMove::Answer {
        cards: vec![hand[a], hand[b], hand[c]],
    };
    assert_eq!(answers.clone().into_iter().next(), Some(three(0, 1, 2)));
    assert!(answers.contains(&three(12, 0, 5)));
    assert!(!answers.contains(&three(0, 0, 5)), "a card twice");
    assert!(!answers.contains(&answer("AS KS")), "two cards for three");
    assert!(!answers.contains(&ClashMove::Reveal { size: 1 }));
    assert!(!table.legal_moves().contains(&ClashMove::Reveal { size: 3 }));
}

// --- Whole games and property tests -------------------------------------------------

/// Plays a whole game with random legal moves; returns the table.
fn random_game(seed: u64, target: u32) -> Table<Clash> {
    let mut table = Table::<Clash>::new(ClashOptions { target }, seed, Seat::A, 5);
    let mut rng = rng_from_seed(seed ^ 0xC1A5);
    let mut moves = 0;
    while let Some(seat) = table.to_move() {
        let mv = table.game().random_move(&mut rng);
        table.play(seat, mv).expect("random moves are legal");
        moves += 1;
        assert!(moves < 10_000, "seed {seed}: the game does not end");
        assert_eq!(
            sorted(table.game().all_cards()),
            Card::all().collect::<Vec<_>>()
        );
    }
    table
}

#[test]
fn whole_random_games_end_with_a_winner_at_the_target() {
    for seed in 0..200 {
        let table = random_game(seed, 10);
        let game = table.game();
        let winner = table.outcome().and_then(Outcome::winner).unwrap();
        assert!(game.scores()[winner] >= 10, "seed {seed}");
        assert!(game.scores()[winner.other()] < 10, "seed {seed}");
    }
}

impl Invariants for Clash {
    type Item = Card;

    fn all_items() -> Vec<Card> {
        Card::all().collect()
    }

    fn items(&self) -> Vec<Card> {
        self.all_cards()
    }

    fn token(card: &Card) -> String {
        format!("\"{}\"", card.code())
    }

    /// The opponent's hand and, from the attacker, the defender's set-up; from the public,
    /// both hands and the set-up.
    fn hidden_from(&self, viewer: Option<Seat>) -> Vec<Card> {
        let mut hidden: Vec<Card> = match viewer {
            Some(viewer) => self.hand(viewer.other()).to_vec(),
            None => self.hands.a.iter().chain(&self.hands.b).copied().collect(),
        };
        if viewer != Some(self.defender()) {
            if let Some(s) = &self.setup {
                hidden.extend(s.cards());
            }
        }
        hidden
    }

    /// Independent statement of legality (docs/rules.md#clash), used to check `play`.
    fn oracle_legal(&self, seat: Seat, mv: &ClashMove) -> bool {
        if self.to_move() != Some(seat) {
            return false;
        }
        let distinct = |cs: &[Card]| sorted(cs.to_vec()).windows(2).all(|w| w[0] != w[1]);
        match (mv, self.phase()) {
            (ClashMove::SetUp(s), Phase::SetUp) => {
                let all: Vec<Card> = s.cards().collect();
                (0..4).all(|i| s.sets[i].len() == i + 1)
                    && s.saved.len() == 3
                    && distinct(&all)
                    && all.iter().all(|c| self.hand(seat).contains(c))
            }
            (ClashMove::Reveal { size }, Phase::Reveal) => {
                self.public_view().unrevealed.contains(size)
            }
            (ClashMove::Answer { cards }, Phase::Answer { size }) => {
                cards.len() == usize::from(size)
                    && distinct(cards)
                    && cards.iter().all(|c| self.hand(seat).contains(c))
            }
            _ => false,
        }
    }

    /// A move that is often legal and often subtly not: a random legal move, corrupted by
    /// `corruption` (0 = untouched), or a move of the wrong kind (always, once the match
    /// is over).
    fn candidate_move(&self, _seat: Seat, seed: u64) -> ClashMove {
        let mut rng = rng_from_seed(seed);
        let corruption = match self.phase() {
            Phase::Over => 3,
            _ => (seed >> 32) as u8 % 8,
        };
        let mut mv = match corruption % 4 {
            // A move of the wrong kind for the phase, now and then.
            3 => match seed % 3 {
                0 => ClashMove::Reveal {
                    size: (seed % 6) as u8,
                },
                1 => ClashMove::Answer {
                    cards: Card::all().take((seed % 5) as usize).collect(),
                },
                _ => Clash::new(&ClashOptions::default(), seed, Seat::A).random_move(&mut rng),
            },
            _ => self.random_move(&mut rng),
        };
        let foreign = Card::from_index((seed % 52) as usize).unwrap();
        let touch = |cs: &mut Vec<Card>| match corruption % 4 {
            1 if !cs.is_empty() => cs[0] = foreign,
            2 => cs.push(foreign),
            _ => {}
        };
        match &mut mv {
            ClashMove::SetUp(s) => touch(&mut s.sets[(seed % 4) as usize]),
            ClashMove::Answer { cards } => touch(cards),
            ClashMove::Reveal { size } => {
                if !corruption.is_multiple_of(4) {
                    *size = (seed % 6) as u8;
                }
            }
        }
        mv
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn prop_invariants_hold_at_every_step(walk in walks::<Clash>(200)) {
        check_invariants(&walk)?;
    }
}

#[test]
fn seed_42_deals_a_pinned_hand() {
    let game = Clash::new(&ClashOptions::default(), 42, Seat::A);
    let hand: Vec<String> = game.hand(Seat::A).iter().map(|c| c.code()).collect();
    assert_eq!(hand.join(" "), PINNED_SEED_42_HAND_A);
}

const PINNED_SEED_42_HAND_A: &str = "AD KH KD JD TH TD 9S 8H 7C 5H 5D 4S 3S";

// The card-mask helpers against the slice code they replaced.

/// [`check_from_hand`] as first written: `contains` on the hand and on the cards before.
fn check_from_hand_reference(hand: &[Card], cards: &[Card]) -> Result<(), ClashError> {
    for (i, card) in cards.iter().enumerate() {
        if !hand.contains(card) {
            return Err(ClashError::NotInHand(*card));
        }
        if cards[..i].contains(card) {
            return Err(ClashError::DuplicateCard(*card));
        }
    }
    Ok(())
}

fn all_cards() -> Vec<Card> {
    Card::all().collect()
}

proptest! {
    // Half the deck in hand and 0 to 8 cards asked, repeats allowed: every error and its
    // card, in the same order of checks.
    #[test]
    fn prop_check_from_hand_equals_the_reference(
        hand in prop::sample::subsequence(all_cards(), 0..=52).prop_shuffle(),
        cards in prop::collection::vec(any::<Card>(), 0..=8),
    ) {
        prop_assert_eq!(
            check_from_hand(&hand, &cards),
            check_from_hand_reference(&hand, &cards)
        );
    }

    #[test]
    fn prop_sort_high_first_equals_a_descending_sort(
        cards in prop::sample::subsequence(all_cards(), 0..=16).prop_shuffle(),
    ) {
        let mut fast = cards.clone();
        sort_high_first(&mut fast);
        let mut reference = cards;
        reference.sort_unstable_by(|a, b| b.cmp(a));
        prop_assert_eq!(fast, reference);
    }

    #[test]
    fn prop_card_mask_holds_exactly_the_cards(
        cards in prop::sample::subsequence(all_cards(), 0..=52),
    ) {
        let mask = card_mask(&cards);
        let back: Vec<Card> = Card::all().filter(|c| mask & 1 << c.index() != 0).collect();
        prop_assert_eq!(back, cards);
    }
}

#[test]
fn choose_few_draws_as_choose_multiple() {
    use rand::RngCore;
    // Every amount a random answer asks for, from hands of every length it can meet, over
    // many seeds: the same cards, in the same order, and the RNG left in the same state.
    for seed in 0..500 {
        for amount in 1..=4 {
            for length in amount..=HAND_SIZE + SAVED {
                let cards = &Card::ALL[20..20 + length];
                let mut ours = rng_from_seed(seed);
                let mut theirs = rng_from_seed(seed);
                let expected: Vec<Card> = cards
                    .choose_multiple(&mut theirs, amount)
                    .copied()
                    .collect();
                assert_eq!(
                    choose_few(cards, &mut ours, amount),
                    expected,
                    "seed {seed}, {amount} of {length}"
                );
                assert_eq!(ours.next_u64(), theirs.next_u64());
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Issue 29's fuzz target: in positions of random matches, a move is listed exactly when
    /// the table accepts it (set-ups in any order of their cards, the hidden sizes, answers of
    /// the set's size from the hand), each once, and the seat's view lists the same moves.
    #[test]
    fn clash_legal_moves_are_exactly_the_accepted_moves(
        walk in walks::<Clash>(60),
        arbitrary in prop::collection::vec(any::<ClashMove>(), 0..3),
    ) {
        check_legal_moves(&walk, &arbitrary)?;
    }
}
