//! The slash commands, one room per group, registered in [`all`]: challenges and practice,
//! the player's own matches, the rules, boards, stats and profile cards, seasons, match
//! records and replays, Death Matches, tournaments.

pub mod challenge;
pub mod deathmatch;
pub mod leaderboard;
pub mod localise;
#[cfg(test)]
mod localise_checks;
pub mod play;
pub mod profile;
pub mod puzzle;
pub mod record;
pub mod replay;
pub mod rules;
mod rules_text;
pub mod schedule;
pub mod season;
pub mod settings;
pub mod tournament;

use super::{Context, Error};
use crate::model::{Person, Place};
use crate::rules::GameKind;
use crate::words::{text, Args, Lang};
use poise::serenity_prelude as serenity;
use std::borrow::Cow;

/// Every command, named and described in each shipped language (locales/*/commands.ftl).
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    let mut commands = vec![
        challenge::challenge(),
        challenge::practice(),
        play::games(),
        play::resign(),
        rules::rules(),
        rules::rank(),
        leaderboard::leaderboard(),
        leaderboard::stats(),
        leaderboard::achievements(),
        profile::profile(),
        leaderboard::history(),
        season::season(),
        record::record(),
        replay::replay(),
        deathmatch::deathmatch(),
        tournament::tournament(),
        settings::settings(),
        puzzle::puzzle(),
        puzzle::puzzles(),
    ];
    localise::localise(&mut commands);
    commands
}

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

/// Refuses privately a game started outside the server's channels for games, saying
/// where to go; `true` when the command may go on (a thread of a listed channel counts).
pub async fn game_channel_only(ctx: Context<'_>) -> Result<bool, Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(true);
    };
    let settings = ctx.data().service.settings().of(guild.get()).await?;
    let parent = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .channel
            .as_ref()
            .and_then(|c| c.parent_id)
            .map(|p| p.get()),
        poise::Context::Prefix(_) => None,
    };
    if settings.allows_channel(ctx.channel_id().get(), parent) {
        return Ok(true);
    }
    let channels: Vec<String> = settings
        .game_channels
        .iter()
        .map(|c| format!("<#{c}>"))
        .collect();
    ctx.send(
        poise::CreateReply::default()
            .content(text(
                crate::discord::lang::reader(ctx),
                "replay-game-channels",
                &Args::new().str("channels", &channels.join(", ")),
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(false)
}

/// Whether the author hosts Death Matches, organises tournaments and starts seasons here:
/// a member with one of the server's host roles, or, with none set, with Manage Server.
pub async fn is_organiser(ctx: Context<'_>) -> Result<bool, Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(false);
    };
    let roles = ctx
        .data()
        .service
        .settings()
        .of(guild.get())
        .await?
        .host_roles;
    let Some(member) = ctx.author_member().await else {
        return Ok(false);
    };
    Ok(if roles.is_empty() {
        member
            .permissions
            .is_some_and(|p| p.manage_guild() || p.administrator())
    } else {
        member.roles.iter().any(|r| roles.contains(&r.get()))
    })
}

/// Answers the command privately with `text` (cut to Discord's limit).
/// Replies privately with catalogue message `key`, in the user's own language (worded
/// before the reply is sent: the arguments are not held across it).
pub fn reply<'a>(
    ctx: Context<'a>,
    key: &str,
    args: &crate::words::Args<'_>,
) -> impl std::future::Future<Output = Result<(), Error>> + Send + 'a {
    private(ctx, crate::words::text(super::lang::reader(ctx), key, args))
}

pub async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(crate::discord::text::truncate(text.into()))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Who may do what a command asks, as its refusal names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Organisers {
    /// Death Match hosts.
    Hosts,
    /// Tournament organisers.
    Tournament,
    /// Organisers (seasons).
    Any,
}

/// The refusal of a member who does not organise here, in `lang` (theirs): who may
/// (`roles`: the server's host roles; none: members who manage the server).
pub(crate) fn not_organiser(lang: Lang, who: Organisers, roles: &[u64]) -> String {
    let who = match who {
        Organisers::Hosts => "hosts",
        Organisers::Tournament => "tournament",
        Organisers::Any => "other",
    };
    let args = Args::new().str("who", who);
    if roles.is_empty() {
        return text(lang, "organisers-only", &args);
    }
    let roles: Vec<String> = roles.iter().map(|r| format!("<@&{r}>")).collect();
    text(
        lang,
        "organisers-only-roles",
        &args.str("roles", &roles.join(", ")),
    )
}

/// Refuses a member who does not organise here, privately, in their language, saying who
/// may; `true` when the author may go on.
pub async fn organiser_only(ctx: Context<'_>, who: Organisers) -> Result<bool, Error> {
    if is_organiser(ctx).await? {
        return Ok(true);
    }
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let roles = ctx.data().service.settings().of(guild).await?.host_roles;
    let lang = crate::discord::lang::reader(ctx);
    private(ctx, not_organiser(lang, who, &roles)).await?;
    Ok(false)
}

/// The author's id when they organise here; otherwise [`organiser_only`]'s refusal is said
/// and `None` (the command then ends, having changed nothing).
pub async fn organiser(ctx: Context<'_>, who: Organisers) -> Result<Option<u64>, Error> {
    Ok(organiser_only(ctx, who)
        .await?
        .then(|| ctx.author().id.get()))
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

    /// Named for `cargo test words`: the commands as registered, in every language.
    #[test]
    fn command_words_are_complete_and_valid_for_discord_in_every_language() {
        let catalogue = crate::words::catalogue();
        let commands = all();
        let problems = localise_checks::problems(catalogue, &commands);
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
        for lang in crate::words::Lang::all().skip(1) {
            for command in &commands {
                assert!(
                    command
                        .name_localizations
                        .iter()
                        .any(|(tag, _)| tag == lang.tag()),
                    "/{} has no name in {}",
                    command.name,
                    lang.tag()
                );
            }
        }
    }
}
