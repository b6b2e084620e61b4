//! Keeping the database file safe: a consistent copy of it while the bot runs
//! (`clash-bot backup`, and the bot's own backups every `[database] backup_every_minutes`),
//! and the check that vouches for a copy (`clash-bot check`, run on every backup).
//!
//! **How the copy is made.** SQLite's online backup API, on a read-only connection of its
//! own, inside *one* read transaction held from the first page to the last, 1,024 pages
//! (4 MiB) a step, the copy's file synced after each step. In WAL mode a reader never
//! waits for the writer and the writer never waits for a reader, so the bot's writer goes
//! on committing moves into the WAL while the copy reads the snapshot it began with:
//! nothing the copy does takes a lock the writer needs, and what a move feels is only the
//! disk and CPU the copy shares with it. The copy is the database exactly as it was when
//! the transaction began: every move committed before, none after.
//!
//! Why one transaction: `sqlite3_backup_step` opens a read transaction for a step when
//! none is open and ends it after the step; the next step then sees that another
//! connection wrote, and the whole copy starts again. On a 1 GB file with a move committed
//! every 10 ms, steps of 1,024 pages restarted 2,509 times in a minute and never got past
//! the first 1,024 pages. When a read transaction is already open, the steps use it and
//! the snapshot cannot change under them.
//!
//! Why steps: between two of them the copy is synced (in `copy`) and can be stopped
//! (the bot shutting down). Synced at the end only, a gigabyte of the copy's pages reaches
//! the disk in one flush, and the writer's commits, each waiting for its own fsync, queue
//! behind it: the longest commit seen during a copy was 250-380 ms that way, and within
//! the machine's usual noise (7-46 ms, against 16-81 ms in as long without a backup) with
//! a sync a step. Measured on a 1 GB database, 100 moves a second, on the 2-core
//! development machine with other builds running: the copy takes 1.5-4.4 s and its check
//! 1.8-3.6 s.
//!
//! The price of one long snapshot: a checkpoint cannot move the WAL's pages past it, so the
//! WAL grows by what the bot commits while a copy runs (at most 4.8 MiB in the runs above,
//! the 4 MiB it reaches anyway between checkpoints included; 10.5 MiB at 250 moves a
//! second), and is checkpointed as usual once the copy is done. Also considered:
//! - `VACUUM INTO`: the same single snapshot, as fast on that file, but one statement that
//!   writes a whole new file and flushes it at the end: 220-400 ms pauses for the writer.
//! - The backup API on the writer's own connection, which updates the copy as the writer
//!   writes instead of restarting: every step would then hold the writer's lock.
//!
//! **How a copy becomes a backup.** It is written to `.NAME.PID.partial` beside its final
//! name, synced, checked ([`check`]: integrity, foreign keys, schema version), and only then
//! renamed to its name, and the directory synced: a backup's name is only ever given to a
//! complete, checked, durable copy. The copy is a plain rollback-journal file (no `-wal`
//! beside it), so it is one file to move around; the bot puts it back in WAL mode when it
//! opens it, and brings its schema up to date.

mod check;
mod schedule;
#[cfg(test)]
mod tests;

pub use check::{check, Checked};
pub use schedule::schedule;

use anyhow::{bail, Context};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::Connection;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Pages copied a step: 4 MiB of SQLite's 4 KiB pages, a few milliseconds of copying
/// between two looks at whether the copy should stop.
const PAGES_PER_STEP: i32 = 1024;

/// A backup written, synced and checked.
#[derive(Debug)]
pub struct Written {
    pub path: PathBuf,
    pub bytes: u64,
    /// Opening the snapshot to the copy's last page: how long the source's WAL could not
    /// be checkpointed.
    pub copied_in: Duration,
    pub checked_in: Duration,
    pub check: Checked,
}

impl std::fmt::Display for Written {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{}: {:.1} MiB copied in {:.1} s, checked in {:.1} s",
            self.path.display(),
            self.bytes as f64 / (1024.0 * 1024.0),
            self.copied_in.as_secs_f64(),
            self.checked_in.as_secs_f64()
        )?;
        write!(f, "{}", self.check)
    }
}

/// Copies the database at `database`, as it is at the moment the copy begins, into the new
/// file `out`, and checks the copy. The database may be in use by a running bot. `out`
/// must not exist. On any failure `out` is not created.
pub fn backup(database: &Path, out: &Path) -> anyhow::Result<Written> {
    backup_with(database, out, &Stop::default(), PAGES_PER_STEP, &mut || {})
}

/// Lets a backup be stopped from another thread: between two steps of the copy, or in
/// the middle of its check.
#[derive(Default)]
pub(crate) struct Stop {
    stopped: AtomicBool,
    /// The connection running the check, which `stop` interrupts.
    check: Mutex<Option<rusqlite::InterruptHandle>>,
}

impl Stop {
    pub(crate) fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        let check = self.check.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(handle) = check.as_ref() {
            handle.interrupt();
        }
    }

    fn stopped(&self) -> anyhow::Result<()> {
        if self.stopped.load(Ordering::SeqCst) {
            bail!("the backup was stopped");
        }
        Ok(())
    }

    /// Interrupts `conn` when stopped from now on (and says whether it already is).
    fn watch(&self, conn: &Connection) -> anyhow::Result<()> {
        *self.check.lock().unwrap_or_else(|e| e.into_inner()) = Some(conn.get_interrupt_handle());
        self.stopped()
    }
}

/// [`backup`], stoppable, in steps of `pages_per_step`, calling `between_steps` after each
/// step but the last (tests write to the source there).
pub(crate) fn backup_with(
    database: &Path,
    out: &Path,
    stop: &Stop,
    pages_per_step: i32,
    between_steps: &mut dyn FnMut(),
) -> anyhow::Result<Written> {
    let (partial, file) = create_partial(database, out)?;
    let written = (|| {
        let started = Instant::now();
        copy(
            database,
            &partial,
            &file,
            stop,
            pages_per_step,
            between_steps,
        )
        .with_context(|| format!("cannot copy {}", database.display()))?;
        let copied_in = started.elapsed();
        file.sync_all()
            .with_context(|| format!("cannot sync {}", partial.display()))?;
        let started = Instant::now();
        let check = check_copy(database, &partial, stop)?;
        let checked_in = started.elapsed();
        let bytes = std::fs::metadata(&partial)?.len();
        std::fs::rename(&partial, out)
            .with_context(|| format!("cannot rename {} to {}", partial.display(), out.display()))?;
        sync_dir(out)?;
        Ok(Written {
            path: out.to_owned(),
            bytes,
            copied_in,
            checked_in,
            check,
        })
    })();
    if written.is_err() {
        // Nothing half-made is left behind; the error says what went wrong.
        let _ = std::fs::remove_file(&partial);
        let _ = std::fs::remove_file(journal_of(&partial));
    }
    written
}

/// The new, empty file the copy of `database` is first written to, beside `out`, and its
/// path; refused when `out` exists or there is no database.
fn create_partial(database: &Path, out: &Path) -> anyhow::Result<(PathBuf, std::fs::File)> {
    if out.symlink_metadata().is_ok() {
        bail!(
            "{} already exists: a backup is written to a new file",
            out.display()
        );
    }
    if !database.is_file() {
        bail!("no database at {}", database.display());
    }
    let partial = partial_path(out)?;
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&partial)
        .with_context(|| {
            format!(
                "cannot write {} (first as {})",
                out.display(),
                partial.display()
            )
        })?;
    Ok((partial, file))
}

/// The check of the copy `partial` of `database`, which `stop` may interrupt; an error
/// unless it passes.
fn check_copy(database: &Path, partial: &Path, stop: &Stop) -> anyhow::Result<Checked> {
    let check = {
        let conn = check::open(partial)?;
        stop.watch(&conn)?;
        check::check_connection(&conn)
    };
    stop.stopped()?;
    let check = check.with_context(|| format!("cannot check the copy {}", partial.display()))?;
    if !check.is_ok() {
        bail!(
            "the copy of {} fails its check, so it was not kept:\n{check}",
            database.display()
        );
    }
    Ok(check)
}

/// Copies the database page by page into `to` (an empty file, open as `to_file`), all of
/// it from one read transaction on the source (see the module's doc).
fn copy(
    from: &Path,
    to: &Path,
    to_file: &std::fs::File,
    stop: &Stop,
    pages_per_step: i32,
    between_steps: &mut dyn FnMut(),
) -> anyhow::Result<()> {
    let source = crate::storage::open_reader(from)?;
    let mut target = Connection::open(to)?;
    // The snapshot: BEGIN alone starts nothing, the first read does.
    source.execute_batch("BEGIN")?;
    source.query_row("SELECT COUNT(*) FROM sqlite_schema", [], |_| Ok(()))?;
    {
        let backup = Backup::new(&source, &mut target)?;
        let mut busy = 0;
        loop {
            stop.stopped()?;
            match backup.step(pages_per_step)? {
                StepResult::Done => break,
                StepResult::More => {
                    // The step's pages to disk now, not all in one flush at the end,
                    // which the writer's fsyncs would wait behind (see the module's doc).
                    to_file.sync_data()?;
                    between_steps();
                }
                // Not expected: the source is read in a transaction of its own and nothing
                // else knows of the target. Waited out all the same, for a while.
                _ if busy < 500 => {
                    busy += 1;
                    std::thread::sleep(Duration::from_millis(10));
                }
                _ => bail!("the copy was kept waiting for a lock for 5 s"),
            }
        }
    }
    source.execute_batch("COMMIT")?;
    drop(source);
    // The copy carries the source's WAL mode in its header; as a backup it is better one
    // self-contained file. The bot turns WAL back on when it opens it.
    let mode: String =
        target.pragma_update_and_check(None, "journal_mode", "DELETE", |row| row.get(0))?;
    if !mode.eq_ignore_ascii_case("delete") {
        bail!("the copy stayed in journal mode {mode}");
    }
    target
        .close()
        .map_err(|(_, e)| e)
        .context("cannot close the copy")?;
    Ok(())
}

/// Where a copy is written before it is checked: beside its final name (so that the rename
/// is atomic), hidden, and named after the process, so two copies to the same name cannot
/// write into one file.
fn partial_path(out: &Path) -> anyhow::Result<PathBuf> {
    let name = out
        .file_name()
        .with_context(|| format!("{} is not a file name", out.display()))?;
    Ok(out.with_file_name(format!(
        ".{}.{}.partial",
        name.to_string_lossy(),
        std::process::id()
    )))
}

fn journal_of(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-journal");
    PathBuf::from(name)
}

/// Makes a rename in `path`'s directory durable.
fn sync_dir(path: &Path) -> anyhow::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    #[cfg(unix)]
    std::fs::File::open(dir)
        .and_then(|dir| dir.sync_all())
        .with_context(|| format!("cannot sync the directory {}", dir.display()))?;
    Ok(())
}
