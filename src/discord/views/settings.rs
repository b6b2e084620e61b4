//! The `/settings` panel: every setting with its value and where it comes from, the last
//! change, and the controls. [`render`] is pure: drawn from the settings it is given and
//! from what the cache knows of the server's roles and channels; [`panel`] reads those
//! settings first.

use super::Screen;
use crate::discord::ids::{Id, SettingsControl};
use crate::discord::text::{bold, duration, mention};
use crate::model::settings::{
    GuildSettings, ServerSettings, SettingAudit, SettingKey, Threads, MAX_LISTED,
};
use crate::model::{MatchId, ThreadLoss};
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
    pub thread_failure: Option<(MatchId, u64, ThreadLoss)>,
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
    let lang = notes.lang;
    let mut lines: Vec<String> = notice.into_iter().collect();
    lines.push(crate::discord::text::emphasised(
        lang,
        "settings-panel-head",
        Args::new(),
    ));
    let names = ServerNames { cache, guild, lang };
    lines.extend(setting_lines(names, own, server, &notes));
    if let Some(last) = last {
        let (setting, user) = (key_title(lang, last.key), mention(last.by));
        let when = format!("<t:{}:R>", last.at / 1000);
        let args = Args::new()
            .str("setting", &setting)
            .str("user", &user)
            .str("when", &when);
        lines.push(text(lang, "settings-last-change", &args));
    }
    Screen::new(lines.join("\n"), controls(own, server, lang))
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
    let lang = notes.lang;
    let mut lines = Vec::new();
    // The daily puzzles' channel is shown and set on the puzzles' own screen: the panel of
    // a server that set everything is at Discord's limit already.
    for key in SettingKey::ALL
        .into_iter()
        .filter(|&k| k != SettingKey::PuzzleChannel)
    {
        let line = if own.is_set(key) {
            "settings-line-own"
        } else {
            "settings-line-default"
        };
        let value = setting_value(key, server, names, notes);
        let setting = bold(key_title(lang, key));
        let args = Args::new().str("setting", &setting).str("value", &value);
        lines.push(text(lang, line, &args));
        if let (SettingKey::Threads, Some((id, channel, reason))) = (key, &notes.thread_failure) {
            let (id, channel) = (id.to_string(), format!("<#{channel}>"));
            let args = Args::new().str("channel", &channel);
            let reason = text(
                lang,
                "settings-thread-loss",
                &args.str("code", reason.code()),
            );
            let args = Args::new()
                .str("match", &id)
                .str("reason", &reason)
                .str("channel", &channel);
            lines.push(format!(
                "  {}",
                text(lang, "settings-thread-failure", &args)
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
    let lang = notes.lang;
    let word = |key: &str| plain(lang, key);
    match key {
        SettingKey::HostRoles if server.host_roles.is_empty() => {
            word("settings-value-hosts-default")
        }
        SettingKey::HostRoles => names.roles(&server.host_roles),
        SettingKey::ResultsChannel => server
            .results_channel
            .map(|c| names.channel(c))
            .unwrap_or_else(|| word("settings-value-no-results-channel")),
        SettingKey::TurnSeconds => match server.turn_seconds {
            0 => word("settings-value-untimed"),
            s => duration(s.into()),
        },
        SettingKey::MaxStrikes => match server.max_strikes {
            0 => word("settings-value-never"),
            n => n.to_string(),
        },
        SettingKey::ChallengeExpiry => duration(server.challenge_expiry_seconds.into()),
        SettingKey::GameChannels if server.game_channels.is_empty() => {
            word("settings-value-any-channel")
        }
        SettingKey::GameChannels => server
            .game_channels
            .iter()
            .map(|c| names.channel(*c))
            .collect::<Vec<_>>()
            .join(", "),
        SettingKey::Games => game_list(lang, &server.games),
        SettingKey::Threads => threads_value(lang, server.threads),
        SettingKey::MinGames => text(
            lang,
            "settings-value-min-games",
            &Args::new().num("games", server.min_games),
        ),
        SettingKey::WebPages => pages_value(lang, server.web_pages, notes.pages),
        SettingKey::Achievements => plain(lang, achievements_state(server.announce_achievements)),
        SettingKey::PuzzleChannel => server
            .puzzle_channel
            .map(|c| names.channel(c))
            .unwrap_or_else(|| word("settings-value-no-puzzle-channel")),
        _ => event_value(key, server, lang),
    }
}

/// Whether the server's pages are on, and where.
fn pages_value(lang: Lang, on: bool, pages: Option<&str>) -> String {
    match (on, pages) {
        (false, _) => plain(lang, "settings-value-pages-off"),
        (true, Some(url)) => text(
            lang,
            "settings-value-pages-on",
            &Args::new().str("url", url),
        ),
        (true, None) => plain(lang, "settings-value-pages-no-address"),
    }
}

/// The settings of scheduled events (time zone, reminders, check-in) and the language.
fn event_value(key: SettingKey, server: &ServerSettings, lang: Lang) -> String {
    use crate::model::when::duration_text;
    match key {
        SettingKey::TimeZone => text(
            lang,
            "settings-value-zone",
            &Args::new().str("zone", &server.time_zone),
        ),
        SettingKey::Reminders if server.reminders.is_empty() => plain(lang, "settings-value-none"),
        SettingKey::Reminders => {
            let reminders = server
                .reminders
                .iter()
                .map(|&r| duration_text(r))
                .collect::<Vec<_>>()
                .join(", ");
            text(
                lang,
                "settings-value-reminders",
                &Args::new().str("reminders", &reminders),
            )
        }
        SettingKey::CheckIn => match server.checkin_seconds {
            0 => plain(lang, "settings-value-no-checkin"),
            s => text(
                lang,
                "settings-value-checkin",
                &Args::new().str("duration", &duration_text(s)),
            ),
        },
        _ => language_name(lang, server.language),
    }
}

/// What the panel calls a setting, in `lang`.
pub fn key_title(lang: Lang, key: SettingKey) -> String {
    plain(lang, &format!("settings-key-{}", key.name()))
}

/// Where matches are played, in words.
pub fn threads_value(lang: Lang, threads: Threads) -> String {
    plain(lang, &format!("settings-threads-{}", threads_name(threads)))
}

fn threads_name(threads: Threads) -> &'static str {
    match threads {
        Threads::Off => "off",
        Threads::DeathMatches => "deathmatches",
        Threads::Every => "every",
    }
}

/// The enabled games, in words ("every game" when none is off).
pub fn game_list(lang: Lang, games: &[GameKind]) -> String {
    if games.len() == GameKind::ALL.len() {
        return plain(lang, "settings-value-every-game");
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
    lang: Lang,
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
                    let role = r.to_string();
                    text(
                        self.lang,
                        "settings-value-role-missing",
                        &Args::new().str("role", &role),
                    )
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
            let channel = c.to_string();
            text(
                self.lang,
                "settings-value-channel-missing",
                &Args::new().str("channel", &channel),
            )
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
    .placeholder(plain(lang, "settings-placeholder-hosts"))
    .min_values(0)
    .max_values(MAX_LISTED as u8);
    let results_select = channel_select(
        SettingsControl::ResultsChannel,
        own.results_channel.flatten().into_iter().collect(),
        plain(lang, "settings-placeholder-results"),
        1,
    );
    let channels_select = channel_select(
        SettingsControl::GameChannels,
        own.game_channels.clone().unwrap_or_default(),
        plain(lang, "settings-placeholder-channels"),
        MAX_LISTED as u8,
    );
    vec![
        CreateActionRow::SelectMenu(role_select),
        CreateActionRow::SelectMenu(results_select),
        CreateActionRow::SelectMenu(channels_select),
        CreateActionRow::SelectMenu(games_select(server, lang)),
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
    placeholder: String,
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
fn games_select(server: &ServerSettings, lang: Lang) -> CreateSelectMenu {
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
    .placeholder(plain(lang, "settings-placeholder-games"))
    .min_values(1)
    .max_values(GameKind::ALL.len() as u8)
}

/// The buttons that cycle the match threads, open the form of numbers and turn the web
/// pages on or off.
fn buttons(server: &ServerSettings, lang: Lang) -> Vec<CreateButton> {
    vec![
        CreateButton::new(id(SettingsControl::Threads))
            .label(plain(
                lang,
                &format!("settings-button-threads-{}", threads_name(server.threads)),
            ))
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(SettingsControl::Numbers))
            .label(plain(lang, "settings-button-numbers"))
            .style(ButtonStyle::Primary),
        CreateButton::new(id(SettingsControl::WebPages))
            .label(plain(
                lang,
                if server.web_pages {
                    "settings-button-pages-on"
                } else {
                    "settings-button-pages-off"
                },
            ))
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(SettingsControl::Events))
            .label(plain(lang, "settings-button-events"))
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

/// The select of the daily puzzles' channel: on the screen of the server's posts'
/// language (the panel's rows are full), the one set chosen; none chosen, no post.
pub fn puzzle_channel_row(lang: Lang, channel: Option<u64>) -> CreateActionRow {
    CreateActionRow::SelectMenu(channel_select(
        SettingsControl::PuzzleChannel,
        channel.into_iter().collect(),
        plain(lang, "settings-placeholder-puzzles"),
        1,
    ))
}

/// Whether result posts name achievements, as a key of its words.
fn achievements_state(on: bool) -> &'static str {
    if on {
        "settings-achievements-on"
    } else {
        "settings-achievements-off"
    }
}

/// The button that turns the naming of achievements in result posts on or off: on the
/// screen of the server's posts' language, since the panel's rows are full.
pub fn achievements_row(lang: Lang, on: bool) -> CreateActionRow {
    let state = plain(lang, achievements_state(on));
    CreateActionRow::Buttons(vec![CreateButton::new(id(SettingsControl::Achievements))
        .label(text(
            lang,
            "settings-achievements-button",
            &Args::new().str("state", &state),
        ))
        .style(ButtonStyle::Secondary)])
}

/// The answer to anyone without Manage Server, in their language.
pub fn not_admin(lang: Lang) -> String {
    plain(lang, "settings-not-admin")
}
