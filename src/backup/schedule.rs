//! The bot's own backups: every `[database] backup_every_minutes`, a backup of its database
//! in `backup_dir`, named after the database file and the time in UTC
//! (`clash-20250301T120000Z.db`), and then the oldest beyond `backup_keep` removed.

use super::{backup_with, Stop, Written, PAGES_PER_STEP};
use crate::config::DatabaseConfig;
use anyhow::Context;
use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// How long after the bot starts its first backup comes, at the soonest: the start's own
/// reads (the active matches, the gateway) go first.
const START_DELAY: Duration = Duration::from_secs(60);

/// A `.partial` file older than this was left by a backup that did not finish (the bot
/// killed mid-copy): no copy takes this long.
const STALE_PARTIAL_SECS: u64 = 3600;

/// The bot's backups, when `config` asks for them: checks that the directory can be made
/// (an error names the key) and returns the task that makes them, to be spawned. The task
/// runs until it is dropped; dropping it stops a backup under way (the bot shutting down),
/// leaving no file behind.
pub fn schedule(
    config: &DatabaseConfig,
) -> anyhow::Result<impl Future<Output = ()> + Send + 'static> {
    let plan = match config.backup_every() {
        Some(every) => {
            std::fs::create_dir_all(&config.backup_dir).with_context(|| {
                format!(
                    "cannot create database.backup_dir {}",
                    config.backup_dir.display()
                )
            })?;
            Some(Plan {
                database: config.path.clone(),
                dir: config.backup_dir.clone(),
                every,
                keep: usize::try_from(config.backup_keep).unwrap_or(usize::MAX),
            })
        }
        None => None,
    };
    Ok(async move {
        let Some(plan) = plan else { return };
        let stop = Arc::new(Stop::default());
        let _stop_when_dropped = StopWhenDropped(stop.clone());
        let newest = plan.backups().ok().and_then(|b| b.last().map(|(t, _)| *t));
        let mut wait = first_wait(newest, unix_now(), plan.every);
        tracing::info!(
            "backing up {} every {} minutes into {}, keeping {}; the next in {} s",
            plan.database.display(),
            plan.every.as_secs() / 60,
            plan.dir.display(),
            plan.keep,
            wait.as_secs()
        );
        loop {
            tokio::time::sleep(wait).await;
            let (job, stop) = (plan.clone(), stop.clone());
            match tokio::task::spawn_blocking(move || job.run(unix_now(), &stop)).await {
                Ok(Ok((written, removed))) => tracing::info!(
                    "backup written: {} ({:.1} MiB, copied in {:.1} s, checked in {:.1} s); {} old backups removed",
                    written.path.display(),
                    written.bytes as f64 / (1024.0 * 1024.0),
                    written.copied_in.as_secs_f64(),
                    written.checked_in.as_secs_f64(),
                    removed.len()
                ),
                Ok(Err(e)) => tracing::error!(
                    "the backup of {} failed (the older backups are kept): {e:#}",
                    plan.database.display()
                ),
                Err(e) => tracing::error!("the backup task failed: {e}"),
            }
            wait = plan.every;
        }
    })
}

struct StopWhenDropped(Arc<Stop>);

impl Drop for StopWhenDropped {
    fn drop(&mut self) {
        self.0.stop();
    }
}

#[derive(Clone, Debug)]
pub(super) struct Plan {
    pub database: PathBuf,
    pub dir: PathBuf,
    pub every: Duration,
    pub keep: usize,
}

impl Plan {
    /// The start of every backup's file name: the database's own name without its extension.
    fn stem(&self) -> String {
        self.database
            .file_stem()
            .map_or_else(|| "clash".into(), |s| s.to_string_lossy().into_owned())
    }

    /// One backup, named for `now` (unix seconds), then the rotation. Returns the backup
    /// and the old backups removed.
    pub fn run(&self, now: u64, stop: &Stop) -> anyhow::Result<(Written, Vec<PathBuf>)> {
        self.remove_stale_partials(now);
        let out = self.dir.join(backup_name(&self.stem(), now));
        let written = backup_with(&self.database, &out, stop, PAGES_PER_STEP, &mut || {})?;
        let removed = self.rotate().with_context(|| {
            format!(
                "{} was written, but the old backups could not be removed",
                out.display()
            )
        })?;
        Ok((written, removed))
    }

    /// This database's backups in the directory, oldest first, with their times.
    pub fn backups(&self) -> anyhow::Result<Vec<(u64, PathBuf)>> {
        let stem = self.stem();
        let mut found = Vec::new();
        for entry in std::fs::read_dir(&self.dir)
            .with_context(|| format!("cannot list {}", self.dir.display()))?
        {
            let entry = entry?;
            if let Some(time) = entry
                .file_name()
                .to_str()
                .and_then(|n| backup_time(&stem, n))
            {
                found.push((time, entry.path()));
            }
        }
        found.sort();
        Ok(found)
    }

    /// Removes the oldest backups beyond `keep`; returns what it removed.
    pub fn rotate(&self) -> anyhow::Result<Vec<PathBuf>> {
        let backups = self.backups()?;
        let excess = backups.len().saturating_sub(self.keep.max(1));
        let mut removed = Vec::with_capacity(excess);
        for (_, path) in backups.into_iter().take(excess) {
            std::fs::remove_file(&path)
                .with_context(|| format!("cannot remove {}", path.display()))?;
            removed.push(path);
        }
        Ok(removed)
    }

    /// Removes what backups killed mid-copy left (`.NAME.PID.partial`, see
    /// [`super::partial_path`]), once surely dead.
    fn remove_stale_partials(&self, now: u64) {
        let stem = self.stem();
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            let backup = name
                .strip_prefix('.')
                .and_then(|n| n.strip_suffix(".partial"))
                .and_then(|n| n.rsplit_once('.'))
                .and_then(|(backup, pid)| pid.parse::<u32>().is_ok().then_some(backup));
            let time = backup.and_then(|backup| backup_time(&stem, backup));
            if time.is_some_and(|time| now.saturating_sub(time) > STALE_PARTIAL_SECS) {
                match std::fs::remove_file(entry.path()) {
                    Ok(()) => tracing::info!(
                        "removed {}, left by a backup that did not finish",
                        entry.path().display()
                    ),
                    Err(e) => tracing::warn!("cannot remove {}: {e}", entry.path().display()),
                }
            }
        }
    }
}

/// How long to wait for the first backup after a start: until the newest backup is
/// `every` old (so a restart does not put the next backup off, nor make an extra one), but
/// not less than [`START_DELAY`] and not more than `every`.
pub(super) fn first_wait(newest: Option<u64>, now: u64, every: Duration) -> Duration {
    let due_in = newest.map_or(Duration::ZERO, |newest| {
        Duration::from_secs(newest.saturating_add(every.as_secs()).saturating_sub(now))
    });
    due_in.clamp(START_DELAY, every.max(START_DELAY))
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `clash-20250301T120000Z.db`: the database's name and the time, UTC.
pub(super) fn backup_name(stem: &str, unix_secs: u64) -> String {
    format!("{stem}-{}.db", format_time(unix_secs))
}

/// The time in a name [`backup_name`] gave for `stem`; `None` for every other name.
pub(super) fn backup_time(stem: &str, name: &str) -> Option<u64> {
    let time = name
        .strip_prefix(stem)?
        .strip_prefix('-')?
        .strip_suffix(".db")?;
    parse_time(time)
}

/// `20250301T120000Z`: unix seconds in ISO 8601's basic format, UTC.
fn format_time(unix_secs: u64) -> String {
    let (days, secs) = (unix_secs / 86_400, unix_secs % 86_400);
    let (year, month, day) = civil_from_days(i64::try_from(days).unwrap_or(i64::MAX));
    format!(
        "{year:04}{month:02}{day:02}T{:02}{:02}{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// The inverse of [`format_time`], for exactly what it writes.
fn parse_time(text: &str) -> Option<u64> {
    let bytes = text.as_bytes();
    let shape_ok = bytes.len() == 16
        && bytes[8] == b'T'
        && bytes[15] == b'Z'
        && bytes[..8]
            .iter()
            .chain(&bytes[9..15])
            .all(u8::is_ascii_digit);
    if !shape_ok {
        return None;
    }
    let number = |range: std::ops::Range<usize>| text[range].parse::<u64>().ok();
    let (year, month, day) = (number(0..4)?, number(4..6)?, number(6..8)?);
    let (hour, minute, second) = (number(9..11)?, number(11..13)?, number(13..15)?);
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let days = u64::try_from(days_from_civil(i64::try_from(year).ok()?, month, day)).ok()?;
    let secs = days * 86_400 + hour * 3600 + minute * 60 + second;
    // Rejects what does not round-trip: 30 February, 25 o'clock.
    (format_time(secs) == text).then_some(secs)
}

/// Year, month, day of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u64, u64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097) as u64;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe as i64 + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The day counted from 1970-01-01 of a date (Howard Hinnant's `days_from_civil`).
fn days_from_civil(year: i64, month: u64, day: u64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400) as u64;
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe as i64 - 719_468
}
