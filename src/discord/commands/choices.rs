//! The options a slash command offers as choices: a game, by its title.

use crate::rules::GameKind;
use std::borrow::Cow;

/// A game as a slash command's option: every game of [`crate::for_each_game!`] by its title,
/// in [`GameKind::ALL`]'s order (Discord sends the index).
#[derive(Debug, Clone, Copy)]
pub struct GameChoice(pub GameKind);

impl poise::ChoiceParameter for GameChoice {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        Cow::Owned(
            GameKind::ALL
                .iter()
                .map(|kind| poise::CommandParameterChoice {
                    name: Cow::Borrowed(kind.title()),
                    localizations: Cow::Borrowed(&[]),
                    __non_exhaustive: (),
                })
                .collect(),
        )
    }

    fn from_index(index: usize) -> Option<Self> {
        GameKind::ALL.get(index).copied().map(GameChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.title() == name)
            .map(GameChoice)
    }

    fn name(&self) -> &'static str {
        self.0.title()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

impl From<GameChoice> for GameKind {
    fn from(choice: GameChoice) -> GameKind {
        choice.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn the_game_option_offers_every_game_by_its_title_and_reads_it_back() {
        let list = GameChoice::list();
        assert_eq!(list.len(), GameKind::ALL.len());
        for (index, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(list[index].name, kind.title());
            assert_eq!(
                GameChoice::from_index(index).map(GameKind::from),
                Some(kind)
            );
            assert_eq!(
                GameChoice::from_name(kind.title()).map(GameKind::from),
                Some(kind)
            );
            assert_eq!(GameChoice(kind).name(), kind.title());
        }
        assert!(GameChoice::from_index(GameKind::ALL.len()).is_none());
    }
}
