//! Runs the real bot binary (`clash-bot run`) against a simulator, capturing its log lines.

use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncBufReadExt, AsyncRead, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::Notify;

use super::Simulator;

/// The line serenity logs (at DEBUG) when a dispatch does not deserialize: it means the event was
/// dropped silently.
pub const UNKNOWN_EVENT: &str = "An unknown event was received";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

#[derive(Clone, Debug)]
pub struct LogLine {
    pub stream: Stream,
    /// The line with ANSI colour codes removed.
    pub text: String,
    pub at: Instant,
}

#[derive(Default)]
struct Lines {
    lines: Mutex<Vec<LogLine>>,
    notify: Notify,
}

/// Which of the test's CPUs the bot process may run on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Cpus {
    /// All of them.
    #[default]
    All,
    /// The first of them only: the bot sees a one-core machine (one runtime worker, one
    /// thinker for hints and its own moves) whatever machine runs the tests. Linux only;
    /// elsewhere the same as `All`.
    One,
}

/// A running bot process. Killed on drop.
pub struct BotProcess {
    child: Child,
    pid: u32,
    lines: Arc<Lines>,
    exit: Option<ExitStatus>,
}

fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            if chars.peek() == Some(&'[') {
                chars.next();
                for d in chars.by_ref() {
                    if d.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn capture(
    reader: impl AsyncRead + Unpin + Send + 'static,
    stream: Stream,
    lines: Arc<Lines>,
    pid: u32,
) {
    tokio::spawn(async move {
        let mut r = BufReader::new(reader).lines();
        while let Ok(Some(line)) = r.next_line().await {
            let text = strip_ansi(&line);
            eprintln!(
                "[bot {pid} {}] {text}",
                if stream == Stream::Stdout {
                    "out"
                } else {
                    "err"
                }
            );
            lines
                .lines
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(LogLine {
                    stream,
                    text,
                    at: Instant::now(),
                });
            lines.notify.notify_waiters();
        }
    });
}

/// Makes `cmd`'s process run on the first CPU this one may run on (the affinity mask is
/// inherited by every thread it starts, and `available_parallelism` reads it).
#[cfg(target_os = "linux")]
fn pin_to_one_cpu(cmd: &mut Command) {
    let size = std::mem::size_of::<libc::cpu_set_t>();
    // SAFETY: plain libc calls on a zeroed `cpu_set_t` of the size they are given.
    let one = unsafe {
        let mut ours: libc::cpu_set_t = std::mem::zeroed();
        assert_eq!(
            libc::sched_getaffinity(0, size, &mut ours),
            0,
            "sched_getaffinity: {}",
            std::io::Error::last_os_error()
        );
        let first = (0..libc::CPU_SETSIZE as usize)
            .find(|&cpu| libc::CPU_ISSET(cpu, &ours))
            .expect("this process may run on some CPU");
        let mut one: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(first, &mut one);
        one
    };
    // SAFETY: between fork and exec the closure makes one async-signal-safe system call
    // on a mask copied in beforehand; it allocates nothing.
    unsafe {
        cmd.pre_exec(move || {
            if libc::sched_setaffinity(0, size, &one) == 0 {
                Ok(())
            } else {
                Err(std::io::Error::last_os_error())
            }
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn pin_to_one_cpu(_: &mut Command) {}

impl BotProcess {
    /// Starts `clash-bot run` against the simulator with the test environment:
    /// `DISCORD_TOKEN`, `DISCORD_API_URL`, `DISCORD_GUILD_ID`, `CLASH_DATABASE=db_path`,
    /// `RUST_LOG=info,serenity::client::dispatch=debug`, proxies removed, `NO_PROXY` for loopback.
    /// `extra_env` is applied last and may override any of them.
    pub fn spawn(
        sim: &Simulator,
        db_path: impl AsRef<Path>,
        extra_env: &[(&str, &str)],
    ) -> BotProcess {
        Self::spawn_program(
            Path::new(env!("CARGO_BIN_EXE_clash-bot")),
            &["run"],
            sim,
            db_path,
            extra_env,
        )
    }

    /// Like `spawn`, with another program and arguments (for testing this helper itself).
    pub fn spawn_program(
        program: &Path,
        args: &[&str],
        sim: &Simulator,
        db_path: impl AsRef<Path>,
        extra_env: &[(&str, &str)],
    ) -> BotProcess {
        Self::spawn_program_on(program, args, sim, db_path, extra_env, Cpus::All)
    }

    /// Like `spawn_program`, on the CPUs `cpus` says.
    pub fn spawn_program_on(
        program: &Path,
        args: &[&str],
        sim: &Simulator,
        db_path: impl AsRef<Path>,
        extra_env: &[(&str, &str)],
        cpus: Cpus,
    ) -> BotProcess {
        let mut cmd = Command::new(program);
        if cpus == Cpus::One {
            pin_to_one_cpu(&mut cmd);
        }
        cmd.args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        for var in [
            "HTTP_PROXY",
            "HTTPS_PROXY",
            "ALL_PROXY",
            "http_proxy",
            "https_proxy",
            "all_proxy",
        ] {
            cmd.env_remove(var);
        }
        // Run beside the database, so a developer's config.toml in the repository is not read.
        if let Some(dir) = db_path.as_ref().parent().filter(|d| d.is_dir()) {
            cmd.current_dir(dir);
        }
        cmd.env("NO_PROXY", "127.0.0.1,localhost")
            .env("no_proxy", "127.0.0.1,localhost")
            .env("DISCORD_TOKEN", sim.token())
            .env("DISCORD_API_URL", sim.api_url())
            .env("DISCORD_GUILD_ID", sim.guild_id().to_string())
            .env("CLASH_DATABASE", PathBuf::from(db_path.as_ref()))
            .env("RUST_LOG", "info,serenity::client::dispatch=debug")
            .env("RUST_BACKTRACE", "1")
            .env("NO_COLOR", "1")
            // Each test's bot makes only the puzzles it is asked for, not a week of them.
            .env("CLASH_PUZZLES_AHEAD", "false");
        for (k, v) in extra_env {
            cmd.env(k, v);
        }
        let mut child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
        let pid = child.id().expect("pid");
        let lines = Arc::new(Lines::default());
        capture(
            child.stdout.take().expect("stdout"),
            Stream::Stdout,
            lines.clone(),
            pid,
        );
        capture(
            child.stderr.take().expect("stderr"),
            Stream::Stderr,
            lines.clone(),
            pid,
        );
        BotProcess {
            child,
            pid,
            lines,
            exit: None,
        }
    }

    pub fn pid(&self) -> u32 {
        self.pid
    }

    /// Every captured line (stdout and stderr interleaved as they arrived).
    pub fn log_lines(&self) -> Vec<LogLine> {
        self.lines
            .lines
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The text of every captured line.
    pub fn lines(&self) -> Vec<String> {
        self.log_lines().into_iter().map(|l| l.text).collect()
    }

    /// Waits for a line containing `needle` and returns it; fails the test after `timeout`.
    pub async fn wait_for_line(&self, needle: &str, timeout: Duration) -> String {
        let deadline = Instant::now() + timeout;
        loop {
            let notified = self.lines.notify.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(l) = self.lines().into_iter().find(|l| l.contains(needle)) {
                return l;
            }
            let now = Instant::now();
            if now >= deadline {
                panic!(
                    "no bot log line containing {needle:?} within {timeout:?}; lines:\n{}",
                    self.lines().join("\n")
                );
            }
            let _ = tokio::time::timeout((deadline - now).min(Duration::from_millis(50)), notified)
                .await;
        }
    }

    /// Fails the test if any log line contains `needle` (e.g. a hidden card).
    #[track_caller]
    pub fn assert_no_line_contains(&self, needle: &str) {
        let bad: Vec<String> = self
            .lines()
            .into_iter()
            .filter(|l| l.contains(needle))
            .collect();
        assert!(
            bad.is_empty(),
            "bot log lines contain {needle:?}:\n{}",
            bad.join("\n")
        );
    }

    /// Fails the test on a silently dropped event ("An unknown event was received") or a panic.
    #[track_caller]
    pub fn assert_healthy(&self) {
        self.assert_no_line_contains(UNKNOWN_EVENT);
        self.assert_no_line_contains("panicked at");
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        if self.exit.is_some() {
            return false;
        }
        match self.child.try_wait() {
            Ok(Some(s)) => {
                self.exit = Some(s);
                false
            }
            Ok(None) => true,
            Err(_) => false,
        }
    }

    /// Sends SIGTERM (graceful shutdown).
    pub fn terminate(&self) {
        let _ = std::process::Command::new("kill")
            .args(["-TERM", &self.pid.to_string()])
            .status();
    }

    /// Kills the process (SIGKILL) and waits for it.
    pub async fn kill(&mut self) {
        if self.exit.is_none() {
            let _ = self.child.start_kill();
            self.exit = self.child.wait().await.ok();
        }
    }

    /// Waits for the process to exit by itself; None on timeout.
    pub async fn wait_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        if let Some(s) = self.exit {
            return Some(s);
        }
        match tokio::time::timeout(timeout, self.child.wait()).await {
            Ok(Ok(s)) => {
                self.exit = Some(s);
                // Let the readers drain the last lines.
                tokio::time::sleep(Duration::from_millis(20)).await;
                Some(s)
            }
            _ => None,
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if self.exit.is_none() {
            let _ = self.child.start_kill();
        }
    }
}
