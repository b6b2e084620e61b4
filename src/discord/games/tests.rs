//! The rooms together: every playable game has an interface, and ids and renders hold
//! for every game.

use super::*;
use crate::cards::Card;
use crate::rules::clash::Clash;
use crate::rules::clubbed::Clubbed;
use crate::rules::duel::Duel;
use proptest::prelude::*;

/// Up to `max` cards (repeats allowed: ids must carry forged drafts too).
pub fn some_cards(max: usize) -> impl Strategy<Value = Vec<Card>> {
    prop::collection::vec(any::<Card>(), 0..=max)
}

#[test]
fn every_game_has_an_interface_with_an_id_code_of_its_own() {
    let mut codes: Vec<&str> = GameKind::ALL.map(code).to_vec();
    for (kind, code) in GameKind::ALL.iter().zip(&codes) {
        assert!(
            !code.is_empty() && code.chars().all(|c| c.is_ascii_lowercase()),
            "{kind}: {code:?}"
        );
    }
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(
        codes.len(),
        GameKind::ALL.len(),
        "two games share an id code"
    );
}

// --- Renders never show a hidden card ---------------------------------------------------

use crate::cards::rng_from_seed;
use crate::rules::clash::{ClashEvent, Phase};
use crate::rules::clubbed::ClubbedEvent;
use crate::rules::duel::DuelEvent;
use crate::rules::{Game, Seat, Table};
use std::collections::BTreeSet;

/// What the rules say is hidden, for the render checks: the truth comes from the state and
/// from what the events made public, never from the rendered text.
trait Truth: GameUi {
    /// Cards an event shows face up.
    fn shown(event: &Self::Event) -> Vec<Card>;
    /// Whether the event starts a new round, after which earlier reveals are old news.
    fn new_round(_: &Self::Event) -> bool {
        false
    }
    /// Cards face up on the table now (beyond those the events showed).
    fn face_up(_: &Self) -> Vec<Card> {
        Vec::new()
    }
    /// The cards `viewer` holds itself (none for the channel).
    fn owned(game: &Self, viewer: Seat) -> Vec<Card>;
    fn all_cards(game: &Self) -> Vec<Card>;
}

impl Truth for Clash {
    fn shown(event: &ClashEvent) -> Vec<Card> {
        match event {
            ClashEvent::Revealed { cards, .. } | ClashEvent::Answered { cards, .. } => {
                cards.clone()
            }
            _ => Vec::new(),
        }
    }
    fn new_round(event: &ClashEvent) -> bool {
        matches!(event, ClashEvent::RoundStarted { .. })
    }
    fn owned(game: &Clash, viewer: Seat) -> Vec<Card> {
        let mut cards = game.hand(viewer).to_vec();
        if let Some(setup) = game.view(viewer).setup {
            cards.extend(setup.cards());
        }
        cards
    }
    fn all_cards(game: &Clash) -> Vec<Card> {
        game.all_cards()
    }
}

impl Truth for Duel {
    fn shown(event: &DuelEvent) -> Vec<Card> {
        match event {
            DuelEvent::Revealed { cards, .. } | DuelEvent::ClashResolved { cards, .. } => {
                vec![cards.a, cards.b]
            }
            _ => Vec::new(),
        }
    }
    fn face_up(game: &Duel) -> Vec<Card> {
        game.revealed().map(|r| vec![r.a, r.b]).unwrap_or_default()
    }
    fn owned(_: &Duel, _: Seat) -> Vec<Card> {
        Vec::new()
    }
    fn all_cards(game: &Duel) -> Vec<Card> {
        game.all_cards()
    }
}

impl Truth for Clubbed {
    fn shown(event: &ClubbedEvent) -> Vec<Card> {
        match event {
            ClubbedEvent::Played { card, .. } => vec![*card],
            _ => Vec::new(),
        }
    }
    fn face_up(game: &Clubbed) -> Vec<Card> {
        game.open().to_vec()
    }
    fn owned(game: &Clubbed, viewer: Seat) -> Vec<Card> {
        game.hand(viewer).to_vec()
    }
    fn all_cards(game: &Clubbed) -> Vec<Card> {
        game.all_cards()
    }
}

impl Truth for crate::rules::tile_poker::TilePoker {
    fn shown(event: &crate::rules::tile_poker::TilePokerEvent) -> Vec<Card> {
        use crate::rules::tile_poker::TilePokerEvent as E;
        match event {
            E::Placed { tile, .. } | E::Drew { tile, .. } => vec![*tile],
            E::Exchanged { drew, .. } => vec![*drew],
            _ => Vec::new(),
        }
    }
    /// Everything but the pool: the board and both hands.
    fn face_up(game: &Self) -> Vec<Card> {
        let mut tiles: Vec<Card> = game.board().tiles().collect();
        tiles.extend(game.hand(Seat::A));
        tiles.extend(game.hand(Seat::B));
        tiles
    }
    fn owned(_: &Self, _: Seat) -> Vec<Card> {
        Vec::new()
    }
    fn all_cards(game: &Self) -> Vec<Card> {
        game.all_tiles()
    }
}

/// The match info of a table in a render test ([`crate::model::matches::info_of`]).
pub(crate) use crate::model::matches::info_of;

fn cards_in(text: &str) -> BTreeSet<Card> {
    crate::cards::cards_in_text(text).into_iter().collect()
}

fn assert_hides(text: &str, hidden: &BTreeSet<Card>, what: &str) -> Result<(), TestCaseError> {
    let leaked: Vec<Card> = cards_in(text)
        .into_iter()
        .filter(|c| hidden.contains(c))
        .collect();
    prop_assert!(leaked.is_empty(), "{} shows {:?}: {}", what, leaked, text);
    Ok(())
}

/// Everything a reader of the screen may see: text, components, the picture's alt text.
fn screen_text(screen: &Screen) -> String {
    let alt = screen.picture.as_ref().map(|p| p.alt.as_str());
    format!("{} {:?} {alt:?}", screen.text, screen.rows)
}

/// Plays random moves (a timeout now and then) and, at every step, renders the table and
/// the events for the channel and the hand and panel for each seat, checking each against
/// the cards hidden from its reader.
fn check_renders<G: Truth>(
    options: G::Options,
    seed: u64,
    steps: usize,
    timeout_every: usize,
) -> Result<(), TestCaseError> {
    let mut table = Table::<G>::new(options, seed, Seat::A, 0);
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    let mut public: BTreeSet<Card> = BTreeSet::new();
    for step in 0..=steps {
        let game = table.game();
        public.extend(G::face_up(game));
        let all: BTreeSet<Card> = G::all_cards(game).into_iter().collect();
        let hidden = |viewer: Option<Seat>| -> BTreeSet<Card> {
            let owned: Vec<Card> = viewer.map(|s| G::owned(game, s)).unwrap_or_default();
            all.iter()
                .filter(|c| !public.contains(c) && !owned.contains(c))
                .copied()
                .collect()
        };
        let info = info_of(&table, step as u32);
        let board = G::table(crate::words::Lang::ENGLISH, &info, &game.public_view());
        assert_hides(&screen_text(&board), &hidden(None), "the table")?;
        for seat in Seat::BOTH {
            let view = game.view(seat);
            let mine = hidden(Some(seat));
            assert_hides(
                &screen_text(&G::hand(crate::words::Lang::ENGLISH, &info, &view)),
                &mine,
                "a hand",
            )?;
            assert_hides(
                &screen_text(&G::panel(crate::words::Lang::ENGLISH, &info, &view)),
                &mine,
                "a panel",
            )?;
        }
        let Some(seat) = table.to_move() else { break };
        if step == steps {
            break;
        }
        let events = if step % timeout_every == timeout_every - 1 {
            table.timeout().unwrap().events
        } else {
            let mv = table.game().random_move(&mut rng);
            table.play(seat, mv).unwrap()
        };
        // The events' text may show what they reveal, and nothing hidden before them.
        let mut after = public.clone();
        for event in &events {
            if G::new_round(event) {
                after.clear();
            }
            after.extend(G::shown(event));
        }
        let before_hidden: BTreeSet<Card> = all.difference(&public).copied().collect();
        let revealed_now: BTreeSet<Card> = events.iter().flat_map(G::shown).collect();
        let still_hidden: BTreeSet<Card> =
            before_hidden.difference(&revealed_now).copied().collect();
        let info = info_of(&table, step as u32 + 1);
        assert_hides(
            &G::events(crate::words::Lang::ENGLISH, &info, &events).join("\n"),
            &still_hidden,
            "an event",
        )?;
        public = after;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn prop_clash_renders_show_no_hidden_card(seed in any::<u64>(), steps in 0usize..60, every in 3usize..9) {
        let options = crate::rules::clash::ClashOptions { target: 4 };
        check_renders::<Clash>(options, seed, steps, every)?;
    }

    #[test]
    fn prop_duel_renders_show_no_hidden_card(seed in any::<u64>(), steps in 0usize..80, every in 3usize..9) {
        check_renders::<Duel>(Default::default(), seed, steps, every)?;
    }

    #[test]
    fn prop_clubbed_renders_show_no_hidden_card(seed in any::<u64>(), steps in 0usize..150, every in 3usize..9) {
        check_renders::<Clubbed>(Default::default(), seed, steps, every)?;
    }
}

proptest! {
    // Every step draws the board's picture (several milliseconds each), and only the
    // pool is hidden in Tile Poker: fewer walks than the card games.
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn prop_tile_poker_renders_show_no_pool_tile(seed in any::<u64>(), steps in 0usize..70, every in 3usize..9) {
        check_renders::<crate::rules::tile_poker::TilePoker>(Default::default(), seed, steps, every)?;
    }
}

#[test]
fn a_clash_table_mid_round_shows_the_reveals_and_not_the_hands() {
    // A concrete case of the property, readable on its own.
    let mut table = Table::<Clash>::new(Default::default(), 42, Seat::A, 0);
    let setup = Clash::suggest_setup(table.game().hand(Seat::A));
    table
        .play(
            Seat::A,
            crate::rules::clash::ClashMove::SetUp(setup.clone()),
        )
        .unwrap();
    table
        .play(Seat::A, crate::rules::clash::ClashMove::Reveal { size: 4 })
        .unwrap();
    assert_eq!(table.game().phase(), Phase::Answer { size: 4 });
    let info = info_of(&table, 3);
    let text = Clash::table(
        crate::words::Lang::ENGLISH,
        &info,
        &table.game().public_view(),
    )
    .text;
    let shown = cards_in(&text);
    let four: BTreeSet<Card> = setup.set(4).iter().copied().collect();
    assert_eq!(shown, four, "{text}");
    assert!(
        text.contains("➡️ <@202> to answer the 4-card set"),
        "{text}"
    );
}

#[test]
fn a_forfeit_names_the_missed_turns_in_words_that_fit_their_number() {
    let table = Table::<Duel>::new(Default::default(), 1, Seat::A, 0);
    let mut info = info_of(&table, 1);
    let forfeit = Outcome::Win {
        winner: Seat::A,
        reason: crate::rules::EndReason::Forfeit,
    };
    assert_eq!(
        outcome_line(crate::words::Lang::ENGLISH, &info, forfeit),
        "🏆 <@101> wins: <@202> missed 5 turns and forfeits."
    );
    info.settings.max_strikes = 1;
    assert_eq!(
        outcome_line(crate::words::Lang::ENGLISH, &info, forfeit),
        "🏆 <@101> wins: <@202> missed a turn and forfeits."
    );
}

#[test]
fn a_match_resigned_for_a_player_who_dropped_out_of_its_tournament_says_so() {
    let table = Table::<Duel>::new(Default::default(), 1, Seat::A, 0);
    let mut info = info_of(&table, 1);
    let resigned = Outcome::Win {
        winner: Seat::A,
        reason: crate::rules::EndReason::Resignation,
    };
    let mut tag = crate::model::tournaments::TournamentTag {
        id: 3,
        name: "Friday Duel".into(),
        round: 2,
        rated: true,
        ruling: None,
        dropped_out: false,
    };
    info.tournament = Some(tag.clone());
    assert_eq!(
        outcome_line(crate::words::Lang::ENGLISH, &info, resigned),
        "🏆 <@101> wins: <@202> resigned."
    );
    tag.dropped_out = true;
    info.tournament = Some(tag);
    assert_eq!(
        outcome_line(crate::words::Lang::ENGLISH, &info, resigned),
        "🏆 <@101> wins: <@202> dropped out of the tournament."
    );
}
