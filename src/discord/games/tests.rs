//! The rooms together: every playable game has an interface, and ids and renders hold
//! for every game.

use super::*;
use crate::cards::Card;
use proptest::prelude::*;

/// Up to `max` cards (repeats allowed: ids must carry forged drafts too).
pub fn some_cards(max: usize) -> impl Strategy<Value = Vec<Card>> {
    prop::collection::vec(any::<Card>(), 0..=max)
}

#[test]
fn the_playable_games_are_exactly_the_games_with_an_interface() {
    let mut playable = crate::service::PLAYABLE.to_vec();
    let mut with_ui = WITH_UI.to_vec();
    playable.sort_by_key(|k| k.name());
    with_ui.sort_by_key(|k| k.name());
    assert_eq!(playable, with_ui);
    for kind in WITH_UI {
        assert!(code(*kind).is_some(), "{kind}");
    }
}
