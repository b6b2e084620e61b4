//! The guided set-up's draft and the typed inputs, read back: the cards chosen so far ride
//! in a panel's ids (4-card set first, then 3, 2, 1), and every read is checked again
//! against the hand, since an id or a form may come from a panel that no longer stands.
//! No words here: the panels that show a draft are the room's ([`super`]).

use super::ClashInputError;
use crate::cards::Card;
use crate::discord::games::Input;
use crate::rules::clash::{check_from_hand, ClashView, Setup};

pub(super) fn cards_code(cards: &[Card]) -> String {
    cards.iter().map(|c| c.code()).collect()
}

pub(super) fn cards_from(code: &str) -> Option<Vec<Card>> {
    if !code.len().is_multiple_of(2) || !code.is_ascii() {
        return None;
    }
    (0..code.len())
        .step_by(2)
        .map(|i| code[i..i + 2].parse().ok())
        .collect()
}

/// The text typed into a form; any other input is from a panel that no longer stands.
pub(super) fn modal_text(input: &Input) -> Result<&str, ClashInputError> {
    match input {
        Input::Modal(text) => Ok(text),
        _ => Err(ClashInputError::StalePanel),
    }
}

/// A typed set-up, read from the hand and checked by the rules.
pub(super) fn typed_setup(view: &ClashView, typed: &str) -> Result<Setup, ClashInputError> {
    Setup::parse(typed, &view.hand)
        .and_then(|setup| view.check_setup(&setup).map(|()| setup))
        .map_err(ClashInputError::BadSetup)
}

/// A set-up as the guided panel's draft: the 4-card set first.
pub(super) fn setup_draft(setup: &Setup) -> Vec<Card> {
    setup.sets.iter().rev().flatten().copied().collect()
}

pub(super) fn values_to_cards(values: &[String]) -> Result<Vec<Card>, ClashInputError> {
    values
        .iter()
        .map(|v| v.parse::<Card>().map_err(ClashInputError::BadCard))
        .collect()
}

/// Splits a set-up draft (4-card set first, then 3, 2, 1) into its sets.
pub(super) fn draft_sets(draft: &[Card]) -> Vec<&[Card]> {
    let mut sets = Vec::new();
    let mut rest = draft;
    for size in [4usize, 3, 2, 1] {
        if rest.len() < size {
            break;
        }
        let (set, tail) = rest.split_at(size);
        sets.push(set);
        rest = tail;
    }
    sets
}

/// The size of the next set to pick, or `None` when all four are picked.
pub(super) fn next_size(draft: &[Card]) -> Option<usize> {
    [4usize, 3, 2, 1].into_iter().nth(draft_sets(draft).len())
}

/// The draft as a complete set-up, once all four sets are picked.
pub(super) fn draft_setup(draft: &[Card], hand: &[Card]) -> Option<Setup> {
    if next_size(draft).is_some() {
        return None;
    }
    let sets = draft_sets(draft);
    Some(Setup {
        sets: [
            sets[3].to_vec(),
            sets[2].to_vec(),
            sets[1].to_vec(),
            sets[0].to_vec(),
        ],
        saved: hand
            .iter()
            .filter(|c| !draft.contains(c))
            .copied()
            .collect(),
    })
}

/// A draft read from an id must be whole sets of distinct cards of the hand.
pub(super) fn check_draft(hand: &[Card], draft: &[Card]) -> Result<(), ClashInputError> {
    let whole: usize = draft_sets(draft).iter().map(|s| s.len()).sum();
    if whole != draft.len() || check_from_hand(hand, draft).is_err() {
        return Err(ClashInputError::StalePanel);
    }
    Ok(())
}

/// The draft with the set picked in the menu added (of `size` cards, high cards first),
/// once each card is of the hand and not in the draft yet.
pub(super) fn with_picked_set(
    hand: &[Card],
    mut draft: Vec<Card>,
    size: usize,
    input: &Input,
) -> Result<Vec<Card>, ClashInputError> {
    let Input::Select(values) = input else {
        return Err(ClashInputError::StalePanel);
    };
    let mut picked = values_to_cards(values)?;
    if let Some(used) = picked.iter().find(|c| draft.contains(c)) {
        return Err(ClashInputError::AlreadyInSet { card: *used });
    }
    check_from_hand(hand, &picked).map_err(ClashInputError::Rules)?;
    if picked.len() != size {
        return Err(ClashInputError::WrongCount {
            size,
            picked: picked.len(),
        });
    }
    picked.sort_unstable_by(|a, b| b.cmp(a));
    draft.extend(picked);
    Ok(draft)
}

/// The draft without its last set ("Back").
pub(super) fn without_last_set(draft: &[Card]) -> &[Card] {
    let sets = draft_sets(draft);
    let keep: usize = sets
        .iter()
        .take(sets.len().saturating_sub(1))
        .map(|s| s.len())
        .sum();
    &draft[..keep]
}
