//! The slash commands, one room per group, registered in [`all`]: challenges and practice,
//! the player's own matches, the rules, boards and stats, match records, Death Matches.

pub mod challenge;
pub mod deathmatch;
pub mod leaderboard;
pub mod play;
pub mod record;
pub mod rules;
mod rules_text;

use super::{Context, Error};
use crate::model::{Person, Place};
use crate::rules::GameKind;
use poise::serenity_prelude as serenity;

pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![
        challenge::challenge(),
        challenge::practice(),
        play::games(),
        play::resign(),
        rules::rules(),
        rules::rank(),
        leaderboard::leaderboard(),
        leaderboard::stats(),
        leaderboard::history(),
        record::record(),
        deathmatch::deathmatch(),
    ]
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    Clash,
    #[name = "Tile Poker"]
    TilePoker,
    Clubbed,
    #[name = "Shape Clash"]
    ShapeClash,
    Duel,
}

impl From<GameChoice> for GameKind {
    fn from(choice: GameChoice) -> GameKind {
        match choice {
            GameChoice::Clash => GameKind::Clash,
            GameChoice::TilePoker => GameKind::TilePoker,
            GameChoice::Clubbed => GameKind::Clubbed,
            GameChoice::ShapeClash => GameKind::ShapeClash,
            GameChoice::Duel => GameKind::Duel,
        }
    }
}

fn person(user: &serenity::User) -> Person {
    Person {
        id: user.id.get(),
        is_bot: user.bot,
    }
}

fn place_of(ctx: &Context<'_>) -> Place {
    Place {
        guild: ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
        channel: ctx.channel_id().get(),
    }
}
