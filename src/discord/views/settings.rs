//! The `/settings` panel: every setting with its value and where it comes from, the last
//! change, and the controls. Pure: drawn from the settings it is given and from what the
//! cache knows of the server's roles and channels.

use super::Screen;
use crate::discord::ids::{Id, SettingsControl};
use crate::discord::text::{duration, mention};
use crate::model::settings::{
    GuildSettings, ServerSettings, SettingAudit, SettingKey, Threads, MAX_LISTED,
};
use crate::model::MatchId;
use crate::rules::GameKind;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{
    ButtonStyle, Cache, ChannelId, ChannelType, CreateActionRow, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, GuildId, RoleId,
};

/// The language select's value for "the server's own Discord language".
pub const LANGUAGE_OF_SERVER: &str = "server";

/// What the panel says besides the settings: a thread the bot could not open, and where
/// the server's pages are.
pub struct PanelNotes<'a> {
    pub thread_failure: Option<(MatchId, u64, String)>,
    pub pages: Option<&'a str>,
    /// The admin's own language, for the parts of the panel in the catalogue.
    pub lang: Lang,
}

/// The panel: a notice on top (a change made or refused), every setting with its value
/// and where it comes from, the last change, and the controls (with the server's own
/// values as the selects' defaults).
pub fn render(
    cache: &Cache,
    guild: u64,
    (own, server): (&GuildSettings, &ServerSettings),
    last: Option<&SettingAudit>,
    notes: PanelNotes<'_>,
    notice: Option<String>,
) -> Screen {
    let mut lines: Vec<String> = notice.into_iter().collect();
    lines.push("⚙️ **This server's settings** (each says whether it is this server's own or the bot's default)".to_string());
    lines.extend(setting_lines(
        ServerNames { cache, guild },
        own,
        server,
        &notes,
    ));
    if let Some(last) = last {
        lines.push(format!(
            "Last change: {} by {} <t:{}:R>",
            last.key.title(),
            mention(last.by),
            last.at / 1000
        ));
    }
    Screen::new(lines.join("\n"), controls(own, server, notes.lang))
}

/// One line a setting, in [`SettingKey::ALL`]'s order, each saying whether the value is
/// this server's own or the default; a thread the bot could not open is noted under the
/// threads setting.
fn setting_lines(
    names: ServerNames<'_>,
    own: &GuildSettings,
    server: &ServerSettings,
    notes: &PanelNotes<'_>,
) -> Vec<String> {
    let mut lines = Vec::new();
    for key in SettingKey::ALL {
        let source = if own.is_set(key) {
            "this server"
        } else {
            "default"
        };
        let value = setting_value(key, server, names, notes);
        lines.push(format!("• **{}**: {value} — {source}", key.title()));
        if let (SettingKey::Threads, Some((id, channel, reason))) = (key, &notes.thread_failure) {
            lines.push(format!(
                "  ⚠️ The thread of Match #{id} {reason}: the match was played in <#{channel}>."
            ));
        }
    }
    lines
}

/// What one setting is, in words: roles and channels as mentions (or as missing), times
/// as durations, a zero as what it means.
fn setting_value(
    key: SettingKey,
    server: &ServerSettings,
    names: ServerNames<'_>,
    notes: &PanelNotes<'_>,
) -> String {
    let pages = notes.pages;
    match key {
        SettingKey::HostRoles if server.host_roles.is_empty() => {
            "members with Manage Server".to_string()
        }
        SettingKey::HostRoles => names.roles(&server.host_roles),
        SettingKey::ResultsChannel => server
            .results_channel
            .map(|c| names.channel(c))
            .unwrap_or_else(|| "none: results stay in the match's channel".to_string()),
        SettingKey::TurnSeconds => match server.turn_seconds {
            0 => "untimed".to_string(),
            s => duration(s.into()),
        },
        SettingKey::MaxStrikes => match server.max_strikes {
            0 => "never".to_string(),
            n => n.to_string(),
        },
        SettingKey::ChallengeExpiry => duration(server.challenge_expiry_seconds.into()),
        SettingKey::GameChannels if server.game_channels.is_empty() => "any channel".to_string(),
        SettingKey::GameChannels => server
            .game_channels
            .iter()
            .map(|c| names.channel(*c))
            .collect::<Vec<_>>()
            .join(", "),
        SettingKey::Games => game_list(&server.games),
        SettingKey::Threads => server.threads.describe().to_string(),
        SettingKey::MinGames => crate::rules::count(server.min_games as usize, "rated game"),
        SettingKey::WebPages => match (server.web_pages, pages) {
            (false, _) => "off: this server has no pages".to_string(),
            (true, Some(url)) => format!("on: <{url}>"),
            (true, None) => "on (the bot's operator has set no public address yet)".to_string(),
        },
        SettingKey::TimeZone => format!("{} (times typed without a zone)", server.time_zone),
        SettingKey::Reminders if server.reminders.is_empty() => "none".to_string(),
        SettingKey::Reminders => format!(
            "{} before a scheduled event",
            server
                .reminders
                .iter()
                .map(|&r| crate::model::when::duration_text(r))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        SettingKey::CheckIn => match server.checkin_seconds {
            0 => "none: scheduled events start without a check-in".to_string(),
            s => format!(
                "opens {} before the start",
                crate::model::when::duration_text(s)
            ),
        },
        SettingKey::Language => language_name(notes.lang, server.language),
    }
}

/// The enabled games, in words ("every game" when none is off).
pub fn game_list(games: &[GameKind]) -> String {
    if games.len() == GameKind::ALL.len() {
        return "every game".to_string();
    }
    games
        .iter()
        .map(|g| g.title())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A server's roles and channels as mentions, or as missing when the cache does not know
/// them (deleted since they were set).
#[derive(Clone, Copy)]
struct ServerNames<'a> {
    cache: &'a Cache,
    guild: u64,
}

impl ServerNames<'_> {
    fn roles(self, roles: &[u64]) -> String {
        roles
            .iter()
            .map(|r| {
                let known = self
                    .cache
                    .guild(GuildId::new(self.guild))
                    .is_some_and(|g| g.roles.contains_key(&RoleId::new(*r)));
                if known {
                    format!("<@&{r}>")
                } else {
                    format!("role {r} (missing: deleted?)")
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn channel(self, c: u64) -> String {
        let known = self
            .cache
            .guild(GuildId::new(self.guild))
            .is_some_and(|g| g.channels.contains_key(&ChannelId::new(c)));
        if known {
            format!("<#{c}>")
        } else {
            format!("channel {c} (missing: deleted?)")
        }
    }
}

/// The panel's controls: a select for the host roles, the results channel, the game
/// channels and the games, then a row of buttons.
fn controls(own: &GuildSettings, server: &ServerSettings, lang: Lang) -> Vec<CreateActionRow> {
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
    let results_select = channel_select(
        SettingsControl::ResultsChannel,
        own.results_channel.flatten().into_iter().collect(),
        "Death Match results channel (none: the match's channel)",
        1,
    );
    let channels_select = channel_select(
        SettingsControl::GameChannels,
        own.game_channels.clone().unwrap_or_default(),
        "Channels where games may be started (none: any)",
        MAX_LISTED as u8,
    );
    vec![
        CreateActionRow::SelectMenu(role_select),
        CreateActionRow::SelectMenu(results_select),
        CreateActionRow::SelectMenu(channels_select),
        CreateActionRow::SelectMenu(games_select(server)),
        CreateActionRow::Buttons(buttons(server, lang)),
    ]
}

fn id(control: SettingsControl) -> String {
    Id::Settings(control).encode()
}

/// A select of text channels, none to `most`, with the server's own as its defaults.
fn channel_select(
    control: SettingsControl,
    defaults: Vec<u64>,
    placeholder: &str,
    most: u8,
) -> CreateSelectMenu {
    CreateSelectMenu::new(
        id(control),
        CreateSelectMenuKind::Channel {
            channel_types: Some(vec![ChannelType::Text]),
            default_channels: Some(defaults.into_iter().map(ChannelId::new).collect()),
        },
    )
    .placeholder(placeholder)
    .min_values(0)
    .max_values(most)
}

/// A select of the games, the enabled ones chosen; at least one stays enabled.
fn games_select(server: &ServerSettings) -> CreateSelectMenu {
    CreateSelectMenu::new(
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
    .max_values(GameKind::ALL.len() as u8)
}

/// The buttons that cycle the match threads, open the form of numbers and turn the web
/// pages on or off.
fn buttons(server: &ServerSettings, lang: Lang) -> Vec<CreateButton> {
    vec![
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
        CreateButton::new(id(SettingsControl::Events))
            .label("Time zone, reminders, check-in…")
            .style(ButtonStyle::Primary),
        CreateButton::new(id(SettingsControl::Language))
            .label(text(
                lang,
                "settings-language-button",
                &Args::new().str("language", &language_name(lang, server.language)),
            ))
            .style(ButtonStyle::Secondary),
    ]
}

/// A server's language as its admin reads it: a language by its own name, or the server's
/// own Discord language in theirs.
fn language_name(reader: Lang, chosen: Option<Lang>) -> String {
    match chosen {
        Some(chosen) => plain(chosen, "settings-language-name"),
        None => plain(reader, "settings-language-server"),
    }
}

/// The choice of the language the server's channels read, in the admin's language `lang`:
/// the server's own Discord language, then every shipped language by its own name, the one
/// in force chosen. Picking one goes back to the panel.
pub fn language_screen(lang: Lang, chosen: Option<Lang>) -> Screen {
    let server =
        CreateSelectMenuOption::new(plain(lang, "settings-language-server"), LANGUAGE_OF_SERVER)
            .default_selection(chosen.is_none());
    let options = std::iter::once(server)
        .chain(Lang::all().map(|l| {
            CreateSelectMenuOption::new(plain(l, "settings-language-name"), l.tag())
                .default_selection(chosen == Some(l))
        }))
        .collect();
    let select = CreateSelectMenu::new(
        id(SettingsControl::LanguagePick),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(plain(lang, "settings-language-placeholder"))
    .min_values(1)
    .max_values(1);
    let words = format!(
        "🌐 **{}**\n{}",
        plain(lang, "settings-language-title"),
        plain(lang, "settings-language-explain")
    );
    Screen::new(words, vec![CreateActionRow::SelectMenu(select)])
}
