//! Each server's own settings: read from a cache that every change updates (no command
//! reads them from the file or the database), loaded on a server's first use after a
//! start, and changed through the one writer, each change with its audit row.

use super::{part, ServiceError};
use crate::model::settings::{
    GuildSettings, ServerSettings, SettingAudit, SettingDefaults, SettingKey,
};
use crate::model::UserId;
use crate::storage::settings as db;
use crate::words::Lang;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

part!(
    /// Each server's own settings.
    Settings
);

/// What is cached of each server's settings: its own values, and the audit row of the
/// change they come from (0: read from the database), so that of two changes committed
/// one after the other the later always wins the cache, whatever order they return in.
#[derive(Default)]
pub(in crate::service) struct SettingsCache {
    servers: Mutex<HashMap<u64, (u64, Arc<GuildSettings>)>>,
    /// The server that the config file's results channel belongs to (0: not seen yet).
    /// That default serves that one server only: a channel id names one channel of one
    /// server, and no other server's results may be posted there.
    results_guild: std::sync::atomic::AtomicU64,
    /// Each server's own Discord language as last seen (`None`: never seen), loaded on
    /// first use: noting it again costs a lookup here, a change one write.
    locales: Mutex<HashMap<u64, Option<String>>>,
}

impl SettingsCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, (u64, Arc<GuildSettings>)>> {
        self.servers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn get(&self, guild: u64) -> Option<Arc<GuildSettings>> {
        self.lock().get(&guild).map(|(_, s)| s.clone())
    }

    fn locales(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Option<String>>> {
        self.locales
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Keeps `settings` unless a later change is cached already.
    fn put(&self, guild: u64, stamp: u64, settings: Arc<GuildSettings>) {
        let mut servers = self.lock();
        match servers.get(&guild) {
            Some((held, _)) if *held > stamp => {}
            _ => {
                servers.insert(guild, (stamp, settings));
            }
        }
    }
}

impl Settings<'_> {
    /// What server `guild` set itself.
    pub async fn own(self, guild: u64) -> Result<Arc<GuildSettings>, ServiceError> {
        if let Some(settings) = self.settings.get(guild) {
            return Ok(settings);
        }
        let read = Arc::new(
            self.read(move |conn| Ok(db::settings_get(conn, guild)?))
                .await?,
        );
        // A change committed meanwhile has put its own, later, values: they stay.
        self.settings.put(guild, 0, read.clone());
        Ok(self.settings.get(guild).unwrap_or(read))
    }

    /// The settings in force in server `guild`: its own, else the bot's defaults.
    pub async fn of(self, guild: u64) -> Result<ServerSettings, ServiceError> {
        Ok(self.own(guild).await?.resolve(&self.defaults_for(guild)))
    }

    /// Server `guild` has channel `channel`: when that is the config file's results
    /// channel, it becomes that server's default (and no other server's).
    pub fn guild_has_channel(self, guild: u64, channel: u64) {
        if self.defaults.results_channel == Some(channel) {
            self.settings
                .results_guild
                .store(guild, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// The bot's defaults as they apply in server `guild`.
    fn defaults_for(self, guild: u64) -> SettingDefaults {
        let mut defaults = self.defaults.settings();
        let owner = self
            .settings
            .results_guild
            .load(std::sync::atomic::Ordering::Relaxed);
        if owner != guild {
            defaults.results_channel = None;
        }
        defaults
    }

    /// Sets one of server `guild`'s settings (`None`: back to the bot's default) for
    /// `by`: checked, stored with its audit row, then cached. A refused value changes
    /// nothing. A new leaderboard minimum recounts the server's boards in the same
    /// transaction.
    pub async fn change(
        self,
        guild: u64,
        by: UserId,
        key: SettingKey,
        value: Option<Value>,
    ) -> Result<ServerSettings, ServiceError> {
        self.check_open()?;
        let now = self.clock.now_ms();
        let (stamp, settings) = self
            .write(move |conn| {
                // Read and changed inside the writer's job: two admins' changes of one
                // server are applied one after the other, each audited against the other.
                let mut settings = db::settings_get(conn, guild)?;
                let old = settings.get(key);
                settings.set(key, value).map_err(ServiceError::Setting)?;
                let new = settings.get(key);
                db::setting_put(conn, guild, key, old.as_ref(), new.as_ref(), by, now)?;
                // The audit row's id orders the changes.
                let stamp = conn.last_insert_rowid();
                if key == SettingKey::MinGames {
                    crate::storage::boards::board_recount_guild(conn, guild)?;
                }
                Ok((u64::try_from(stamp).unwrap_or(0), settings))
            })
            .await?;
        let settings = Arc::new(settings);
        self.settings.put(guild, stamp, settings.clone());
        if matches!(key, SettingKey::PuzzleChannel | SettingKey::TimeZone) {
            // The daily post goes to the new channel (today's at once, if the server had
            // none yet), at the midnight of the new zone.
            let service = self.service.clone();
            tokio::spawn(async move { service.puzzles().fire().await });
        }
        Ok(settings.resolve(&self.defaults_for(guild)))
    }

    /// The language of what server `guild`'s channels see (tables, results, boards,
    /// season news): the one its admins chose in /settings, else the server's own Discord
    /// language as last seen on one of its interactions, else English.
    pub async fn language(self, guild: u64) -> Result<Lang, ServiceError> {
        if let Some(chosen) = self.own(guild).await?.language {
            return Ok(chosen);
        }
        let seen = self.guild_locale(guild).await?;
        Ok(Lang::of_server(None, seen.as_deref()))
    }

    /// Server `guild`'s own Discord language (`guild_locale`), as an interaction shows it:
    /// remembered, for the posts made outside any interaction. Written only when it
    /// changed.
    pub async fn guild_locale_seen(self, guild: u64, locale: &str) -> Result<(), ServiceError> {
        if self.guild_locale(guild).await?.as_deref() == Some(locale) {
            return Ok(());
        }
        self.check_open()?;
        let now = self.clock.now_ms();
        let stored = locale.to_string();
        self.write(move |conn| Ok(db::guild_locale_put(conn, guild, &stored, now)?))
            .await?;
        self.settings
            .locales()
            .insert(guild, Some(locale.to_string()));
        Ok(())
    }

    /// Server `guild`'s Discord language as last seen, from the cache or the database.
    async fn guild_locale(self, guild: u64) -> Result<Option<String>, ServiceError> {
        if let Some(seen) = self.settings.locales().get(&guild) {
            return Ok(seen.clone());
        }
        let read = self
            .read(move |conn| Ok(db::guild_locale_get(conn, guild)?))
            .await?;
        // One noted meanwhile is newer than the database's.
        Ok(self.settings.locales().entry(guild).or_insert(read).clone())
    }

    /// Server `guild`'s latest changes, newest first.
    pub async fn audit(self, guild: u64, limit: u32) -> Result<Vec<SettingAudit>, ServiceError> {
        self.read(move |conn| Ok(db::settings_audit(conn, guild, limit)?))
            .await
    }
}

/// [`Settings::language`] read in a transaction already open (a tournament's change
/// words its posts in the server's language as it commits).
pub(crate) fn language_in(conn: &rusqlite::Connection, guild: u64) -> anyhow::Result<Lang> {
    let chosen = db::settings_get(conn, guild)?.language;
    let seen = db::guild_locale_get(conn, guild)?;
    Ok(Lang::of_server(chosen, seen.as_deref()))
}
