//! `/settings`: one private panel where a server's admins (Manage Server) see and change
//! what their server decides for itself: Death Match host roles and results channel, the
//! default turn clock, missed turns and challenge expiry, where games may be started and
//! which, match threads, the leaderboard's minimum. Each setting says whether it is the
//! server's own or the bot's default; every change is checked (a role or channel of this
//! server, a channel the bot can post in, numbers in range) and audited, and a refused one
//! changes nothing.

use crate::discord::ids::{Id, SettingsControl};
use crate::discord::text::{duration, mention};
use crate::discord::views::Screen;
use crate::discord::{Context, Data, Error};
use crate::model::settings::{
    GuildSettings, ServerSettings, SettingAudit, SettingKey, Threads, MAX_LISTED,
};
use crate::model::MatchId;
use crate::rules::GameKind;
use crate::service::ServiceError;
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::all::{
    ButtonStyle, Cache, ChannelId, ChannelType, CreateActionRow, CreateButton, CreateInputText,
    CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, GuildId,
    InputTextStyle, Permissions, RoleId,
};

/// See and change this server's settings (Manage Server).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(ctx: Context<'_>) -> Result<(), Error> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    let admin = ctx.author_member().await.is_some_and(|m| {
        m.permissions
            .is_some_and(|p| p.manage_guild() || p.administrator())
    });
    let screen = if admin {
        panel(ctx.data(), ctx.cache(), guild.get(), None).await?
    } else {
        Screen::text(NOT_ADMIN)
    };
    ctx.send(
        poise::CreateReply::default()
            .content(crate::discord::text::truncate(screen.text))
            .components(screen.rows)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The answer to anyone without Manage Server.
pub const NOT_ADMIN: &str =
    "Only members with the Manage Server permission can change this server's settings. Nothing was changed.";

/// What a control of the panel answers.
pub enum Reply {
    /// The panel again, maybe with a notice on top (a change made or refused).
    Panel(Screen),
    /// The form of numbers.
    Form(CreateModal),
    /// A refusal for someone who may not change the settings.
    Refused(&'static str),
}

/// Who used a control of the panel, and where.
pub struct Admin<'a> {
    pub cache: &'a Cache,
    pub guild: u64,
    pub user: u64,
    /// The member has Manage Server, by the interaction's own permissions.
    pub admin: bool,
}

/// A control of the panel: `values` are a select's, `fields` a form's.
pub async fn control(
    data: &Data,
    who: Admin<'_>,
    control: SettingsControl,
    values: &[String],
    fields: &[(String, String)],
) -> Result<Reply, ServiceError> {
    let Admin {
        cache,
        guild,
        user,
        admin,
    } = who;
    if !admin {
        return Ok(Reply::Refused(NOT_ADMIN));
    }
    let settings = data.service.settings();
    let change = |key: SettingKey, value: Option<serde_json::Value>| async move {
        settings.change(guild, user, key, value).await
    };
    let ids =
        |values: &[String]| -> Option<Vec<u64>> { values.iter().map(|v| v.parse().ok()).collect() };
    let notice = match control {
        SettingsControl::HostRoles => match ids(values) {
            None => Err("that is not a role of this server".to_string()),
            Some(roles) => match check_roles(cache, guild, &roles) {
                Err(why) => Err(why),
                Ok(()) => {
                    let value = (!roles.is_empty()).then(|| json!(roles));
                    change(SettingKey::HostRoles, value)
                        .await
                        .map(|_| {
                            if roles.is_empty() {
                                "Death Match hosts are members with Manage Server again."
                                    .to_string()
                            } else {
                                format!("Death Match hosts: {}.", role_list(&roles))
                            }
                        })
                        .map_err(refusal)
                }
            },
        },
        SettingsControl::ResultsChannel => match ids(values) {
            None => Err("that is not a channel of this server".to_string()),
            Some(channels) => {
                let channel = channels.first().copied();
                let checked = match channel {
                    Some(channel) => check_channel(cache, guild, channel, POST),
                    None => Ok(()),
                };
                match checked {
                    Err(why) => Err(why),
                    Ok(()) => change(SettingKey::ResultsChannel, Some(json!(channel)))
                        .await
                        .map(|_| match channel {
                            Some(c) => format!("Death Match results also go to <#{c}>."),
                            None => {
                                "Death Match results stay in their match's channel.".to_string()
                            }
                        })
                        .map_err(refusal),
                }
            }
        },
        SettingsControl::GameChannels => match ids(values) {
            None => Err("that is not a channel of this server".to_string()),
            Some(channels) => {
                let server = settings.of(guild).await?;
                let need = if server.threads == Threads::Off {
                    POST
                } else {
                    POST_AND_THREADS
                };
                match channels
                    .iter()
                    .try_for_each(|c| check_channel(cache, guild, *c, need))
                {
                    Err(why) => Err(why),
                    Ok(()) => {
                        let value = (!channels.is_empty()).then(|| json!(channels));
                        change(SettingKey::GameChannels, value)
                            .await
                            .map(|_| {
                                if channels.is_empty() {
                                    "Games may be started in any channel.".to_string()
                                } else {
                                    format!(
                                        "Games may be started in {} only.",
                                        channel_list(&channels)
                                    )
                                }
                            })
                            .map_err(refusal)
                    }
                }
            }
        },
        SettingsControl::Games => {
            let games: Option<Vec<GameKind>> = values.iter().map(|v| v.parse().ok()).collect();
            match games {
                None => Err("that is not one of the games".to_string()),
                Some(games) => {
                    let all = GameKind::ALL.iter().all(|g| games.contains(g));
                    let value = (!all).then(|| json!(games));
                    change(SettingKey::Games, value)
                        .await
                        .map(|s| format!("Games enabled: {}.", game_list(&s.games)))
                        .map_err(refusal)
                }
            }
        }
        SettingsControl::Threads => {
            let server = settings.of(guild).await?;
            let next = Threads::ALL[(Threads::ALL
                .iter()
                .position(|t| *t == server.threads)
                .unwrap_or(0)
                + 1)
                % 3];
            // Threads need their permissions in every channel games are started in.
            let checked = if next == Threads::Off {
                Ok(())
            } else {
                server
                    .game_channels
                    .iter()
                    .try_for_each(|c| check_channel(cache, guild, *c, POST_AND_THREADS))
            };
            match checked {
                Err(why) => Err(why),
                Ok(()) => change(SettingKey::Threads, Some(json!(next)))
                    .await
                    .map(|_| format!("Match threads: {}.", next.describe()))
                    .map_err(refusal),
            }
        }
        SettingsControl::Numbers => {
            let own = settings.own(guild).await?;
            return Ok(Reply::Form(numbers_form(&own)));
        }
        SettingsControl::NumbersForm => numbers(data, guild, user, fields).await,
        SettingsControl::WebPages => {
            let on = !settings.of(guild).await?.web_pages;
            change(SettingKey::WebPages, on.then_some(json!(true)))
                .await
                .map(|_| web_pages_notice(on, data.pages_url(guild).as_deref()))
                .map_err(refusal)
        }
    };
    let notice = match notice {
        Ok(done) => format!("✅ {done}"),
        Err(why) => format!(
            "⚠️ {} Nothing was changed.",
            crate::discord::text::capitalize(&why)
        ),
    };
    Ok(Reply::Panel(panel(data, cache, guild, Some(notice)).await?))
}

/// A refused value, in words for the admin (a storage failure is not one).
fn refusal(error: ServiceError) -> String {
    match error {
        ServiceError::Setting(e) => e.to_string(),
        other => {
            tracing::error!("changing a setting: {other}");
            "something went wrong on our side".to_string()
        }
    }
}

/// The form's four numbers, each blank for the bot's default.
const FORM_FIELDS: [(SettingKey, &str, &str); 4] = [
    (
        SettingKey::TurnSeconds,
        "turn",
        "Turn clock in seconds (0: untimed)",
    ),
    (
        SettingKey::MaxStrikes,
        "strikes",
        "Missed turns that forfeit (0: never)",
    ),
    (
        SettingKey::ChallengeExpiry,
        "expiry",
        "Challenge expiry in seconds",
    ),
    (
        SettingKey::MinGames,
        "games",
        "Leaderboard: rated games to appear",
    ),
];

fn numbers_form(own: &GuildSettings) -> CreateModal {
    let rows = FORM_FIELDS
        .iter()
        .map(|(key, id, label)| {
            let mut input = CreateInputText::new(InputTextStyle::Short, *label, *id)
                .placeholder("blank: the bot's default")
                .required(false)
                .max_length(9);
            if let Some(value) = own.get(*key) {
                input = input.value(value.to_string());
            }
            CreateActionRow::InputText(input)
        })
        .collect();
    CreateModal::new(
        Id::Settings(SettingsControl::NumbersForm).encode(),
        "Clock, turns, expiry, board",
    )
    .components(rows)
}

/// The form of numbers: each field checked first, then changed one by one (a blank one goes
/// back to the default); a field that is not a number refuses the whole form.
async fn numbers(
    data: &Data,
    guild: u64,
    user: u64,
    fields: &[(String, String)],
) -> Result<String, String> {
    let settings = data.service.settings();
    let own = settings.own(guild).await.map_err(refusal)?;
    let mut changes = Vec::new();
    for (key, id, label) in FORM_FIELDS {
        let text = fields
            .iter()
            .find(|(f, _)| f == id)
            .map(|(_, v)| v.trim())
            .unwrap_or_default();
        let value = if text.is_empty() {
            None
        } else {
            let n: u32 = text
                .parse()
                .map_err(|_| format!("{label}: {text:?} is not a whole number"))?;
            Some(json!(n))
        };
        // Checked before anything is stored: one bad field changes nothing.
        let mut check = (*own).clone();
        check
            .set(key, value.clone())
            .map_err(|e| format!("{}: {e}", key.title()))?;
        if own.get(key) != value {
            changes.push((key, value));
        }
    }
    if changes.is_empty() {
        return Ok("Nothing to change.".to_string());
    }
    let mut done = Vec::new();
    for (key, value) in changes {
        settings
            .change(guild, user, key, value)
            .await
            .map_err(refusal)?;
        done.push(key.title());
    }
    Ok(format!("Changed: {}.", done.join(", ")))
}

/// The permissions the bot needs in a channel where it posts, and where it also opens
/// threads for matches.
const POST: Permissions = Permissions::VIEW_CHANNEL
    .union(Permissions::SEND_MESSAGES)
    .union(Permissions::ATTACH_FILES);
const POST_AND_THREADS: Permissions = POST
    .union(Permissions::CREATE_PUBLIC_THREADS)
    .union(Permissions::SEND_MESSAGES_IN_THREADS);

/// What the bot may do in `channel` of `guild`, from the cache (`None`: not this server's
/// channel, or not known yet).
fn bot_permissions(cache: &Cache, guild: u64, channel: u64) -> Option<Permissions> {
    let me = cache.current_user().id;
    let guild = cache.guild(GuildId::new(guild))?;
    let channel = guild.channels.get(&ChannelId::new(channel))?;
    let member = guild.members.get(&me)?;
    Some(guild.user_permissions_in(channel, member))
}

/// `Ok` when `channel` is a text channel of `guild` where the bot has `need`.
fn check_channel(cache: &Cache, guild: u64, channel: u64, need: Permissions) -> Result<(), String> {
    let is_text = cache
        .guild(GuildId::new(guild))
        .and_then(|g| g.channels.get(&ChannelId::new(channel)).map(|c| c.kind))
        .is_some_and(|kind| kind == ChannelType::Text);
    if !is_text {
        return Err(format!(
            "that is not a text channel of this server ({channel})"
        ));
    }
    let Some(has) = bot_permissions(cache, guild, channel) else {
        return Err(format!("the bot cannot see <#{channel}>"));
    };
    let missing = need - has;
    if !missing.is_empty() {
        return Err(format!(
            "the bot cannot play in <#{channel}>: it lacks {} there",
            missing.get_permission_names().join(", ")
        ));
    }
    Ok(())
}

/// `Ok` when every role is one of `guild`'s (and not @everyone).
fn check_roles(cache: &Cache, guild: u64, roles: &[u64]) -> Result<(), String> {
    if roles.len() > MAX_LISTED {
        return Err(format!("at most {MAX_LISTED} roles"));
    }
    let Some(known) = cache.guild(GuildId::new(guild)) else {
        return Err("this server's roles are not known yet: try again in a moment".to_string());
    };
    for role in roles {
        if *role == guild || !known.roles.contains_key(&RoleId::new(*role)) {
            return Err(format!("{role} is not a role of this server"));
        }
    }
    Ok(())
}

fn role_list(roles: &[u64]) -> String {
    roles
        .iter()
        .map(|r| format!("<@&{r}>"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn channel_list(channels: &[u64]) -> String {
    channels
        .iter()
        .map(|c| format!("<#{c}>"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn game_list(games: &[GameKind]) -> String {
    if games.len() == GameKind::ALL.len() {
        return "every game".to_string();
    }
    games
        .iter()
        .map(|g| g.title())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The panel: every setting with its value and where it comes from, the last change, and
/// the controls (with the server's own values as the selects' defaults).
pub async fn panel(
    data: &Data,
    cache: &Cache,
    guild: u64,
    notice: Option<String>,
) -> Result<Screen, ServiceError> {
    let service = data.service.settings();
    let own = service.own(guild).await?;
    let server = service.of(guild).await?;
    let last = service.audit(guild, 1).await?.into_iter().next();
    let thread_failure = data.service.delivery().thread_failure(guild).await?;
    let pages = data.pages_url(guild);
    Ok(render(
        cache,
        guild,
        (&own, &server),
        last.as_ref(),
        PanelNotes {
            thread_failure,
            pages: pages.as_deref(),
        },
        notice,
    ))
}

/// What the panel says besides the settings: a thread the bot could not open, and where
/// the server's pages are.
struct PanelNotes<'a> {
    thread_failure: Option<(MatchId, u64, String)>,
    pages: Option<&'a str>,
}

/// What the admin is told after turning the pages on or off.
fn web_pages_notice(on: bool, url: Option<&str>) -> String {
    match (on, url) {
        (false, _) => "Web pages are off: this server's addresses answer as an unknown server's."
            .to_string(),
        (true, Some(url)) => format!("Web pages are on: <{url}>"),
        (true, None) => "Web pages are on; they appear once the bot's operator sets its public address ([web] public_url).".to_string(),
    }
}

fn render(
    cache: &Cache,
    guild: u64,
    (own, server): (&GuildSettings, &ServerSettings),
    last: Option<&SettingAudit>,
    notes: PanelNotes<'_>,
    notice: Option<String>,
) -> Screen {
    let PanelNotes {
        thread_failure,
        pages,
    } = notes;
    let known_role = |r: u64| {
        cache
            .guild(GuildId::new(guild))
            .is_some_and(|g| g.roles.contains_key(&RoleId::new(r)))
    };
    let known_channel = |c: u64| {
        cache
            .guild(GuildId::new(guild))
            .is_some_and(|g| g.channels.contains_key(&ChannelId::new(c)))
    };
    let roles = |roles: &[u64]| {
        roles
            .iter()
            .map(|r| {
                if known_role(*r) {
                    format!("<@&{r}>")
                } else {
                    format!("role {r} (missing: deleted?)")
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let channel = |c: u64| {
        if known_channel(c) {
            format!("<#{c}>")
        } else {
            format!("channel {c} (missing: deleted?)")
        }
    };
    let source = |key: SettingKey| {
        if own.is_set(key) {
            "this server"
        } else {
            "default"
        }
    };
    let mut lines = Vec::new();
    if let Some(notice) = notice {
        lines.push(notice);
    }
    lines.push("⚙️ **This server's settings** (each says whether it is this server's own or the bot's default)".to_string());
    let line = |key: SettingKey, value: String| {
        format!("• **{}**: {value} — {}", key.title(), source(key))
    };
    lines.push(line(
        SettingKey::HostRoles,
        if server.host_roles.is_empty() {
            "members with Manage Server".to_string()
        } else {
            roles(&server.host_roles)
        },
    ));
    lines.push(line(
        SettingKey::ResultsChannel,
        server
            .results_channel
            .map(channel)
            .unwrap_or_else(|| "none: results stay in the match's channel".to_string()),
    ));
    lines.push(line(
        SettingKey::TurnSeconds,
        match server.turn_seconds {
            0 => "untimed".to_string(),
            s => duration(s.into()),
        },
    ));
    lines.push(line(
        SettingKey::MaxStrikes,
        match server.max_strikes {
            0 => "never".to_string(),
            n => n.to_string(),
        },
    ));
    lines.push(line(
        SettingKey::ChallengeExpiry,
        duration(server.challenge_expiry_seconds.into()),
    ));
    lines.push(line(
        SettingKey::GameChannels,
        if server.game_channels.is_empty() {
            "any channel".to_string()
        } else {
            server
                .game_channels
                .iter()
                .map(|c| channel(*c))
                .collect::<Vec<_>>()
                .join(", ")
        },
    ));
    lines.push(line(SettingKey::Games, game_list(&server.games)));
    lines.push(line(
        SettingKey::Threads,
        server.threads.describe().to_string(),
    ));
    if let Some((id, channel, reason)) = thread_failure {
        lines.push(format!(
            "  ⚠️ The thread of Match #{id} {reason}: the match was played in <#{channel}>."
        ));
    }
    lines.push(line(
        SettingKey::MinGames,
        crate::rules::count(server.min_games as usize, "rated game"),
    ));
    lines.push(line(
        SettingKey::WebPages,
        match (server.web_pages, pages) {
            (false, _) => "off: this server has no pages".to_string(),
            (true, Some(url)) => format!("on: <{url}>"),
            (true, None) => "on (the bot's operator has set no public address yet)".to_string(),
        },
    ));
    if let Some(last) = last {
        lines.push(format!(
            "Last change: {} by {} <t:{}:R>",
            last.key.title(),
            mention(last.by),
            last.at / 1000
        ));
    }
    let id = |control| Id::Settings(control).encode();
    let role_select = CreateSelectMenu::new(
        id(SettingsControl::HostRoles),
        CreateSelectMenuKind::Role {
            default_roles: Some(
                own.host_roles
                    .clone()
                    .unwrap_or_default()
                    .into_iter()
                    .map(RoleId::new)
                    .collect(),
            ),
        },
    )
    .placeholder("Death Match host roles (none: Manage Server)")
    .min_values(0)
    .max_values(MAX_LISTED as u8);
    let results_select = CreateSelectMenu::new(
        id(SettingsControl::ResultsChannel),
        CreateSelectMenuKind::Channel {
            channel_types: Some(vec![ChannelType::Text]),
            default_channels: Some(
                own.results_channel
                    .flatten()
                    .into_iter()
                    .map(ChannelId::new)
                    .collect(),
            ),
        },
    )
    .placeholder("Death Match results channel (none: the match's channel)")
    .min_values(0)
    .max_values(1);
    let channels_select = CreateSelectMenu::new(
        id(SettingsControl::GameChannels),
        CreateSelectMenuKind::Channel {
            channel_types: Some(vec![ChannelType::Text]),
            default_channels: Some(
                own.game_channels
                    .clone()
                    .unwrap_or_default()
                    .into_iter()
                    .map(ChannelId::new)
                    .collect(),
            ),
        },
    )
    .placeholder("Channels where games may be started (none: any)")
    .min_values(0)
    .max_values(MAX_LISTED as u8);
    let games_select = CreateSelectMenu::new(
        id(SettingsControl::Games),
        CreateSelectMenuKind::String {
            options: GameKind::ALL
                .iter()
                .map(|g| {
                    CreateSelectMenuOption::new(g.title(), g.name())
                        .default_selection(server.games.contains(g))
                })
                .collect(),
        },
    )
    .placeholder("Games enabled")
    .min_values(1)
    .max_values(GameKind::ALL.len() as u8);
    let buttons = vec![
        CreateButton::new(id(SettingsControl::Threads))
            .label(format!(
                "Match threads: {}",
                match server.threads {
                    Threads::Off => "off",
                    Threads::DeathMatches => "Death Matches",
                    Threads::Every => "every match",
                }
            ))
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(SettingsControl::Numbers))
            .label("Clock, turns, expiry, board…")
            .style(ButtonStyle::Primary),
        CreateButton::new(id(SettingsControl::WebPages))
            .label(if server.web_pages {
                "Web pages: on"
            } else {
                "Web pages: off"
            })
            .style(ButtonStyle::Secondary),
    ];
    Screen::new(
        lines.join("\n"),
        vec![
            CreateActionRow::SelectMenu(role_select),
            CreateActionRow::SelectMenu(results_select),
            CreateActionRow::SelectMenu(channels_select),
            CreateActionRow::SelectMenu(games_select),
            CreateActionRow::Buttons(buttons),
        ],
    )
}
