//! The controls of a server's `/settings` panel: each checks the admin's value, stores it
//! (audited) and answers with the panel again, a notice on top (what was done, or why
//! nothing was: a role or channel of another server, a channel the bot cannot post in,
//! numbers out of range), or with a form.

use super::{private, After, Answer, Origin};
use crate::discord::ids::{Id, SettingsControl};
use crate::discord::reads::panel;
use crate::discord::refusals::setting as setting_refusal;
use crate::discord::text::sentence_in;
use crate::discord::views::settings::{
    achievements_row, game_list, key_title, language_screen, not_admin, puzzle_channel_row,
    threads_value, LANGUAGE_OF_SERVER,
};
use crate::discord::views::Screen;
use crate::discord::Data;
use crate::model::settings::{GuildSettings, ServerSettings, SettingKey, Threads, MAX_LISTED};
use crate::rules::GameKind;
use crate::service::ServiceError;
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::all::{
    Cache, ChannelId, ChannelType, CreateActionRow, CreateInputText, CreateModal, GuildId,
    InputTextStyle, Permissions, RoleId,
};

/// A control of the panel, used by the admin of `origin`: the panel again (updated, with a
/// notice), a form, or a refusal.
pub(super) async fn click(
    data: &Data,
    origin: &Origin<'_>,
    control: SettingsControl,
    values: &[String],
    fields: &[(String, String)],
) -> Result<(Answer, After), ServiceError> {
    let who = Admin {
        cache: origin.cache,
        guild: origin.guild,
        user: origin.user,
        admin: origin.admin,
        lang: origin.lang,
    };
    let reply = match run(data, who, control, values, fields).await? {
        Reply::Panel(screen) => Answer::Update(screen),
        Reply::Form(modal) => Answer::Modal(modal),
        Reply::Refused(why) => private(why),
    };
    Ok((reply, After::default()))
}

/// What a control of the panel answers.
enum Reply {
    /// The panel again, maybe with a notice on top (a change made or refused).
    Panel(Screen),
    /// The form of numbers.
    Form(CreateModal),
    /// A refusal for someone who may not change the settings.
    Refused(String),
}

/// Who used a control of the panel, and where.
struct Admin<'a> {
    cache: &'a Cache,
    guild: u64,
    user: u64,
    /// The member has Manage Server, by the interaction's own permissions.
    admin: bool,
    /// Their own language: the panel is theirs alone.
    lang: Lang,
}

/// A control of the panel: `values` are a select's, `fields` a form's.
async fn run(
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
        lang,
    } = who;
    if !admin {
        return Ok(Reply::Refused(not_admin(lang)));
    }
    let change = Change {
        data,
        cache,
        guild,
        user,
        lang,
    };
    let notice = match control {
        SettingsControl::HostRoles => change.host_roles(values).await,
        SettingsControl::ResultsChannel => change.results_channel(values).await,
        SettingsControl::GameChannels => change.game_channels(values).await?,
        SettingsControl::Games => change.games(values).await,
        SettingsControl::Threads => change.threads().await?,
        SettingsControl::Numbers => {
            let own = data.service.settings().own(guild).await?;
            return Ok(Reply::Form(numbers_form(lang, &own)));
        }
        SettingsControl::NumbersForm => change.numbers(fields).await,
        SettingsControl::WebPages => change.web_pages().await?,
        SettingsControl::Events => {
            let own = data.service.settings().own(guild).await?;
            return Ok(Reply::Form(events_form(lang, &own)));
        }
        SettingsControl::EventsForm => change.events(fields).await,
        SettingsControl::Language => {
            let own = data.service.settings().own(guild).await?;
            let on = data
                .service
                .settings()
                .of(guild)
                .await?
                .announce_achievements;
            let mut screen = language_screen(lang, own.language);
            screen.rows.push(achievements_row(lang, on));
            screen
                .rows
                .push(puzzle_channel_row(lang, own.puzzle_channel));
            return Ok(Reply::Panel(screen));
        }
        SettingsControl::Achievements => change.achievements().await?,
        SettingsControl::LanguagePick => change.language(values).await,
        SettingsControl::PuzzleChannel => change.puzzle_channel(values).await,
    };
    let notice = match notice {
        Ok(done) => format!("✅ {done}"),
        Err(why) => text(
            lang,
            "settings-refused",
            &Args::new().str("why", &sentence_in(lang, &why)),
        ),
    };
    Ok(Reply::Panel(
        panel(data, cache, guild, lang, Some(notice)).await?,
    ))
}

/// What a change tells the admin: what was done, or why nothing was (a refused value).
type Notice = Result<String, String>;

/// One admin's change of one server's settings, a method a control: each checks the
/// value, stores it (audited) and says what it did.
struct Change<'a> {
    data: &'a Data,
    cache: &'a Cache,
    guild: u64,
    user: u64,
    /// The admin's own language, for what the change answers.
    lang: Lang,
}

impl Change<'_> {
    /// Stores `value` for `key` (`None`: back to the default), a refusal in words.
    async fn store(
        &self,
        key: SettingKey,
        value: Option<serde_json::Value>,
    ) -> Result<ServerSettings, String> {
        self.data
            .service
            .settings()
            .change(self.guild, self.user, key, value)
            .await
            .map_err(|e| refusal(self.lang, e))
    }

    /// A word of the admin's language.
    fn word(&self, key: &str) -> String {
        plain(self.lang, key)
    }

    /// A refusal of the admin's language naming one role or channel.
    fn naming(&self, key: &str, name: &'static str, value: &str) -> String {
        text(self.lang, key, &Args::new().str(name, value))
    }

    /// The Death Match host roles: roles of this server, none for Manage Server.
    async fn host_roles(&self, values: &[String]) -> Notice {
        let roles = ids(values).ok_or_else(|| self.word("settings-not-a-role"))?;
        self.check_roles(&roles)?;
        let value = (!roles.is_empty()).then(|| json!(roles));
        self.store(SettingKey::HostRoles, value).await?;
        Ok(if roles.is_empty() {
            self.word("settings-hosts-default")
        } else {
            self.naming("settings-hosts", "roles", &role_list(&roles))
        })
    }

    /// The Death Match results channel: one the bot can post in, or none.
    async fn results_channel(&self, values: &[String]) -> Notice {
        let channels = ids(values).ok_or_else(|| self.word("settings-not-a-channel"))?;
        let channel = channels.first().copied();
        if let Some(channel) = channel {
            self.check_channel(channel, POST)?;
        }
        self.store(SettingKey::ResultsChannel, Some(json!(channel)))
            .await?;
        Ok(match channel {
            Some(c) => self.naming("settings-results-channel", "channel", &format!("<#{c}>")),
            None => self.word("settings-results-none"),
        })
    }

    /// The channel of the daily puzzles' post: one the bot can post in, or none (no post).
    async fn puzzle_channel(&self, values: &[String]) -> Notice {
        let channels = ids(values).ok_or_else(|| self.word("settings-not-a-channel"))?;
        let channel = channels.first().copied();
        if let Some(channel) = channel {
            self.check_channel(channel, POST)?;
        }
        self.store(SettingKey::PuzzleChannel, channel.map(|c| json!(c)))
            .await?;
        Ok(match channel {
            Some(c) => self.naming("settings-puzzle-channel", "channel", &format!("<#{c}>")),
            None => self.word("settings-puzzle-none"),
        })
    }

    /// The channels games may be started in: each one the bot can play in (with threads,
    /// when match threads are on), none for any channel.
    async fn game_channels(&self, values: &[String]) -> Result<Notice, ServiceError> {
        let Some(channels) = ids(values) else {
            return Ok(Err(self.word("settings-not-a-channel")));
        };
        let server = self.data.service.settings().of(self.guild).await?;
        let need = if server.threads == Threads::Off {
            POST
        } else {
            POST_AND_THREADS
        };
        Ok(async {
            channels
                .iter()
                .try_for_each(|c| self.check_channel(*c, need))?;
            let value = (!channels.is_empty()).then(|| json!(channels));
            self.store(SettingKey::GameChannels, value).await?;
            Ok(if channels.is_empty() {
                self.word("settings-channels-any")
            } else {
                self.naming("settings-channels", "channels", &channel_list(&channels))
            })
        }
        .await)
    }

    /// The games enabled: all of them is stored as the default.
    async fn games(&self, values: &[String]) -> Notice {
        let games: Vec<GameKind> = values
            .iter()
            .map(|v| v.parse().ok())
            .collect::<Option<_>>()
            .ok_or_else(|| self.word("settings-not-a-game"))?;
        let all = GameKind::ALL.iter().all(|g| games.contains(g));
        let value = (!all).then(|| json!(games));
        let server = self.store(SettingKey::Games, value).await?;
        let games = game_list(self.lang, &server.games);
        Ok(self.naming("settings-games", "games", &games))
    }

    /// Match threads, to the next of off, Death Matches and every match; threads need
    /// their permissions in every channel games are started in.
    async fn threads(&self) -> Result<Notice, ServiceError> {
        let server = self.data.service.settings().of(self.guild).await?;
        let next = Threads::ALL[(Threads::ALL
            .iter()
            .position(|t| *t == server.threads)
            .unwrap_or(0)
            + 1)
            % 3];
        Ok(async {
            if next != Threads::Off {
                server
                    .game_channels
                    .iter()
                    .try_for_each(|c| self.check_channel(*c, POST_AND_THREADS))?;
            }
            self.store(SettingKey::Threads, Some(json!(next))).await?;
            let threads = threads_value(self.lang, next);
            Ok(self.naming("settings-threads", "threads", &threads))
        }
        .await)
    }

    /// The language of the server's posts: a shipped one, or (`server`) the server's own
    /// Discord language. Told in the admin's own language.
    async fn language(&self, values: &[String]) -> Notice {
        let lang = self.lang;
        let unknown = || plain(lang, "settings-language-unknown");
        let chosen = match values.first().map(String::as_str) {
            Some(LANGUAGE_OF_SERVER) => None,
            Some(tag) => Some(Lang::from_tag(tag).ok_or_else(unknown)?),
            None => return Err(unknown()),
        };
        self.store(SettingKey::Language, chosen.map(|l| json!(l)))
            .await?;
        Ok(match chosen {
            Some(chosen) => text(
                lang,
                "settings-language-set",
                &Args::new().str("language", &plain(chosen, "settings-language-name")),
            ),
            None => plain(lang, "settings-language-follows"),
        })
    }

    /// The naming of achievements in result posts, off if it was on and on if it was off.
    async fn achievements(&self) -> Result<Notice, ServiceError> {
        let on = !self
            .data
            .service
            .settings()
            .of(self.guild)
            .await?
            .announce_achievements;
        Ok(async {
            // On is the default: turning it back on clears the server's own value.
            self.store(SettingKey::Achievements, (!on).then_some(json!(false)))
                .await?;
            Ok(plain(
                self.lang,
                if on {
                    "settings-achievements-turned-on"
                } else {
                    "settings-achievements-turned-off"
                },
            ))
        }
        .await)
    }

    /// The web pages, on if they were off and off if they were on.
    async fn web_pages(&self) -> Result<Notice, ServiceError> {
        let on = !self.data.service.settings().of(self.guild).await?.web_pages;
        Ok(async {
            self.store(SettingKey::WebPages, on.then_some(json!(true)))
                .await?;
            Ok(web_pages_notice(
                self.lang,
                on,
                self.data.pages_url(self.guild).as_deref(),
            ))
        }
        .await)
    }
}

/// A select's values as ids (`None`: one is not a number).
fn ids(values: &[String]) -> Option<Vec<u64>> {
    values.iter().map(|v| v.parse().ok()).collect()
}

/// A refused value, in words for the admin in `lang` (a storage failure is not one).
fn refusal(lang: Lang, error: ServiceError) -> String {
    match error {
        ServiceError::Setting(e) => setting_refusal(lang, &e),
        other => {
            tracing::error!("changing a setting: {other}");
            plain(lang, "settings-went-wrong")
        }
    }
}

/// The form's four numbers (the field's id, its label's key), each blank for the bot's
/// default.
const FORM_FIELDS: [(SettingKey, &str, &str); 4] = [
    (SettingKey::TurnSeconds, "turn", "settings-numbers-turn"),
    (
        SettingKey::MaxStrikes,
        "strikes",
        "settings-numbers-strikes",
    ),
    (
        SettingKey::ChallengeExpiry,
        "expiry",
        "settings-numbers-expiry",
    ),
    (SettingKey::MinGames, "games", "settings-numbers-games"),
];

fn numbers_form(lang: Lang, own: &GuildSettings) -> CreateModal {
    let rows = FORM_FIELDS
        .iter()
        .map(|(key, id, label)| {
            let mut input = CreateInputText::new(InputTextStyle::Short, plain(lang, label), *id)
                .placeholder(plain(lang, "settings-numbers-placeholder"))
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
        plain(lang, "settings-numbers-title"),
    )
    .components(rows)
}

/// A form's field as typed, trimmed (blank when it is not there).
fn field(fields: &[(String, String)], id: &str) -> String {
    fields
        .iter()
        .find(|(f, _)| f == id)
        .map(|(_, v)| v.trim().to_string())
        .unwrap_or_default()
}

/// The form of scheduled events: the server's time zone, its reminders and its check-in
/// window, as people write them (`Europe/Berlin`, `24h, 1h, 10m`, `15m`).
fn events_form(lang: Lang, own: &GuildSettings) -> CreateModal {
    let field = |id: &str, label: &str, placeholder: String, value: Option<String>| {
        let mut input = CreateInputText::new(InputTextStyle::Short, plain(lang, label), id)
            .placeholder(placeholder)
            .required(false)
            .max_length(60);
        if let Some(value) = value {
            input = input.value(value);
        }
        CreateActionRow::InputText(input)
    };
    let durations = |secs: &[u32]| {
        secs.iter()
            .map(|&s| crate::model::when::duration_text(s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    CreateModal::new(
        Id::Settings(SettingsControl::EventsForm).encode(),
        plain(lang, "settings-events-title"),
    )
    .components(vec![
        field(
            "zone",
            "settings-events-zone",
            "Europe/Berlin, America/New_York, UTC, +02:00".to_string(),
            own.time_zone.clone(),
        ),
        field(
            "reminders",
            "settings-events-reminders",
            plain(lang, "settings-events-reminders-placeholder"),
            own.reminders.as_deref().map(durations),
        ),
        field(
            "checkin",
            "settings-events-checkin",
            "15m".to_string(),
            own.checkin_seconds.map(crate::model::when::duration_text),
        ),
    ])
}

impl Change<'_> {
    /// The form of numbers, submitted: a blank field goes back to the default; a field
    /// that is not a number refuses the whole form.
    async fn numbers(&self, fields: &[(String, String)]) -> Notice {
        let mut values = Vec::new();
        for (key, id, label) in FORM_FIELDS {
            let text = field(fields, id);
            let value = if text.is_empty() {
                None
            } else {
                let n: u32 = text.parse().map_err(|_| {
                    let (field, quoted) = (plain(self.lang, label), format!("{text:?}"));
                    let args = Args::new().str("field", &field).str("text", &quoted);
                    crate::words::text(self.lang, "settings-numbers-not-a-number", &args)
                })?;
                Some(json!(n))
            };
            values.push((key, value));
        }
        self.form(values).await
    }

    /// The form of scheduled events, submitted: each field read first; one that does not
    /// read refuses the whole form.
    async fn events(&self, fields: &[(String, String)]) -> Notice {
        use crate::model::when;
        let words =
            |e: &when::WhenError| crate::discord::views::schedule::when_refusal(self.lang, e);
        let zone = field(fields, "zone");
        let zone = (!zone.is_empty()).then(|| json!(zone));
        let reminders = field(fields, "reminders");
        let reminders = match reminders.as_str() {
            "" => None,
            "0" | "none" => Some(json!([])),
            text => {
                let secs: Result<Vec<u32>, _> = text
                    .split([',', ';'])
                    .map(str::trim)
                    .filter(|r| !r.is_empty())
                    .map(when::duration_secs)
                    .collect();
                Some(json!(secs.map_err(|e| words(&e))?))
            }
        };
        let checkin = field(fields, "checkin");
        let checkin = match checkin.as_str() {
            "" => None,
            text => Some(json!(when::duration_secs(text).map_err(|e| words(&e))?)),
        };
        self.form(vec![
            (SettingKey::TimeZone, zone),
            (SettingKey::Reminders, reminders),
            (SettingKey::CheckIn, checkin),
        ])
        .await
    }

    /// A form's values (`None`: back to the default), every one checked before any is
    /// stored (one refused changes nothing), then those that change stored one by one,
    /// audited; says which changed.
    async fn form(&self, values: Vec<(SettingKey, Option<serde_json::Value>)>) -> Notice {
        let lang = self.lang;
        let own = self
            .data
            .service
            .settings()
            .own(self.guild)
            .await
            .map_err(|e| refusal(lang, e))?;
        let mut changes = Vec::new();
        for (key, value) in values {
            let mut check = (*own).clone();
            check.set(key, value).map_err(|e| {
                let (setting, why) = (key_title(lang, key), setting_refusal(lang, &e));
                let args = Args::new().str("setting", &setting).str("why", &why);
                text(lang, "settings-field-refused", &args)
            })?;
            if own.get(key) != check.get(key) {
                changes.push((key, check.get(key)));
            }
        }
        if changes.is_empty() {
            return Ok(plain(lang, "settings-nothing"));
        }
        let mut done = Vec::new();
        for (key, value) in changes {
            self.store(key, value).await?;
            done.push(key_title(lang, key));
        }
        Ok(text(
            lang,
            "settings-changed",
            &Args::new().str("settings", &done.join(", ")),
        ))
    }
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

impl Change<'_> {
    /// `Ok` when `channel` is a text channel of the server where the bot has `need`.
    fn check_channel(&self, channel: u64, need: Permissions) -> Result<(), String> {
        let (cache, guild) = (self.cache, self.guild);
        let mention = format!("<#{channel}>");
        let is_text = cache
            .guild(GuildId::new(guild))
            .and_then(|g| g.channels.get(&ChannelId::new(channel)).map(|c| c.kind))
            .is_some_and(|kind| kind == ChannelType::Text);
        if !is_text {
            let id = channel.to_string();
            return Err(self.naming("settings-not-text-channel", "channel", &id));
        }
        let Some(has) = bot_permissions(cache, guild, channel) else {
            return Err(self.naming("settings-cannot-see", "channel", &mention));
        };
        let missing = need - has;
        if !missing.is_empty() {
            let permissions = missing.get_permission_names().join(", ");
            let args = Args::new()
                .str("channel", &mention)
                .str("permissions", &permissions);
            return Err(text(self.lang, "settings-cannot-play", &args));
        }
        Ok(())
    }

    /// `Ok` when every role is one of the server's (and not @everyone).
    fn check_roles(&self, roles: &[u64]) -> Result<(), String> {
        if roles.len() > MAX_LISTED {
            let args = Args::new().num("max", MAX_LISTED);
            return Err(text(self.lang, "settings-too-many-roles", &args));
        }
        let Some(known) = self.cache.guild(GuildId::new(self.guild)) else {
            return Err(self.word("settings-roles-unknown"));
        };
        for role in roles {
            if *role == self.guild || !known.roles.contains_key(&RoleId::new(*role)) {
                let role = role.to_string();
                return Err(self.naming("settings-role-not-ours", "role", &role));
            }
        }
        Ok(())
    }
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

/// What the admin is told after turning the pages on or off, in their language.
fn web_pages_notice(lang: Lang, on: bool, url: Option<&str>) -> String {
    match (on, url) {
        (false, _) => plain(lang, "settings-pages-off-notice"),
        (true, Some(url)) => text(
            lang,
            "settings-pages-on-notice",
            &Args::new().str("url", url),
        ),
        (true, None) => plain(lang, "settings-pages-no-address-notice"),
    }
}

#[cfg(test)]
#[path = "settings_words_tests.rs"]
mod words_tests;
