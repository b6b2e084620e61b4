//! The interaction round trip through the Discord simulator, from dispatch to callback:
//! a Clash move (the click that commits it) and a trivial command (`/rules`), with 1 and
//! with 500 matches in play at once. Criterion times the single-match cases; the p50 and
//! p99 of every case come from the simulator's own per-interaction latencies.
//!
//! Two builds of the bot can be compared: `CLASH_BENCH_COMPARE=/path/to/other/clash-bot`
//! runs this build and that one side by side, each against its own simulator, one move
//! each in turn, and prints both builds' p50 and p90 instead of the benches below (on a
//! noisy machine, runs one after the other differ by more than a change worth making).
//! `CLASH_BENCH_ROUNDS` (default 1,000) moves each; `CLASH_BENCH_PAUSE_MS` (default 0)
//! waits that long before each timed click, as a person's click comes to an idle bot.

use std::path::Path;
use std::time::Duration;

use crate::harness::{self, mentions};
use crate::sim::{ChannelId, MessageId, SimMessage, Simulator, UserId, Visibility};
use criterion::Criterion;
use serde_json::{json, Value};

/// What a driver needs; cheap to clone into tasks.
#[derive(Clone)]
struct Rig {
    sim: Simulator,
    channel: ChannelId,
    clash: Value,
    /// Waited before each timed click.
    pause: Duration,
}

/// The bot (this build's, or `program`) on a fresh database, and what the drivers need of
/// it.
async fn rig(program: Option<&Path>) -> (Rig, harness::Bot) {
    // The bot's own default logging: the tests' extra dispatch logging (a check that
    // every event deserialises) formats each event, which a timing should not include.
    let env = [("RUST_LOG", "info,serenity=warn,tracing::span=warn")];
    let sim = Simulator::start().await;
    let bot = match program {
        Some(program) => harness::Bot::start_program_on(sim, program, None, &env).await,
        None => harness::Bot::start_on(sim, None, &env).await,
    };
    let rig = Rig {
        sim: bot.sim.clone(),
        channel: bot.channel,
        clash: bot.choice("challenge", "game", "Clash"),
        pause: Duration::ZERO,
    };
    (rig, bot)
}

fn button(m: &SimMessage, pred: impl Fn(&str, &str) -> bool) -> String {
    m.buttons()
        .into_iter()
        .find(|b| {
            pred(
                b.custom_id.as_deref().unwrap_or(""),
                b.label.as_deref().unwrap_or(""),
            )
        })
        .and_then(|b| b.custom_id)
        .expect("button")
}

/// Starts a long match (target 100) between two new users; returns its table message id.
async fn start_match(rig: &Rig, n: usize) -> MessageId {
    let (a, b) = (
        rig.sim.add_user(&format!("a{n}")),
        rig.sim.add_user(&format!("b{n}")),
    );
    let h = rig
        .sim
        .slash(
            a,
            rig.channel,
            "challenge",
            json!({"opponent": b, "game": rig.clash, "target": 100}),
        )
        .await;
    h.response().await;
    let post = h.message().await;
    let accept = button(&post, |_, l| l == "Accept");
    let h = rig.sim.click(b, post.id, &accept).await;
    h.response().await;
    let marker = format!("<@{a}> reveals");
    let toss = rig
        .sim
        .wait_message(|m| m.visibility == Visibility::Public && m.content.contains(&marker))
        .await;
    let line = toss.content.lines().last().unwrap().to_string();
    let winner = mentions(&line)[0];
    let first = button(&toss, |id, _| id.starts_with("tc:") && id.ends_with(":1"));
    rig.sim
        .click(winner, toss.id, &first)
        .await
        .response()
        .await;
    let vs = format!("<@{a}> vs <@{b}>");
    rig.sim
        .wait_message(|m| m.content.starts_with("**Clash · Match #") && m.content.contains(&vs))
        .await
        .id
}

/// Plays the next move of a match; returns the latency of the click that committed it.
async fn one_move(rig: &Rig, table: MessageId) -> Duration {
    let sim = &rig.sim;
    let t = sim.message(table).unwrap();
    let turn = t
        .content
        .lines()
        .find(|l| l.starts_with("➡️"))
        .unwrap_or_else(|| panic!("the match is over: {}", t.content));
    let mover = mentions(turn)[0];
    let act = button(&t, |id, _| id.starts_with("ac:"));
    let h = sim.click(mover, table, &act).await;
    h.response().await;
    let panel = h.message().await;
    // A set-up and the first reveal are one turn: the table, drawn once the turn passes,
    // still says "to set up" while the defender is to reveal. The panel knows.
    let reveal = panel
        .custom_ids()
        .into_iter()
        .find(|id| id.contains(":rv:"));
    let setting_up = reveal.is_none() && turn.contains("to set up");
    let commit = if let (false, Some(reveal)) = (setting_up, &reveal) {
        tokio::time::sleep(rig.pause).await;
        sim.click(mover, panel.id, reveal).await
    } else {
        // A set-up is built with the card menus (4, 3, 2, 1 cards) as a player does (the
        // bot's hint would time its search too); an answer is one menu.
        let mut panel = panel;
        for _ in 0..if setting_up { 4 } else { 1 } {
            panel = pick_first(sim, mover, &panel).await;
        }
        tokio::time::sleep(rig.pause).await;
        sim.click(mover, panel.id, &button(&panel, |_, l| l == "Confirm"))
            .await
    };
    let latency = commit.response().await.latency;
    if setting_up {
        return latency;
    }
    // The move is done when the table shows the next turn.
    sim.wait_for(Duration::from_secs(10), |s| {
        (!s.message(table)?.custom_ids().contains(&act)).then_some(())
    })
    .await
    .expect("table updated");
    latency
}

/// Picks the first cards the panel's card menu asks for; returns the panel after.
async fn pick_first(sim: &Simulator, mover: UserId, panel: &SimMessage) -> SimMessage {
    let select = panel.selects().into_iter().next().expect("a card menu");
    let values: Vec<&str> = select
        .options
        .iter()
        .take(select.min_values as usize)
        .map(|(v, _)| v.as_str())
        .collect();
    sim.select(mover, panel.id, &select.custom_id, &values)
        .await
        .response()
        .await;
    sim.message(panel.id).unwrap()
}

fn is_over(rig: &Rig, table: MessageId) -> bool {
    let t = rig.sim.message(table).unwrap();
    !t.content.lines().any(|l| l.starts_with("➡️"))
}

async fn trivial(rig: &Rig, user: UserId) -> Duration {
    let h = rig
        .sim
        .slash(user, rig.channel, "rules", json!({"game": rig.clash}))
        .await;
    h.response().await.latency
}

fn report(label: &str, mut v: Vec<Duration>) {
    v.sort();
    let p = |q: f64| v[((v.len() as f64 * q) as usize).min(v.len() - 1)];
    let (p50, p90, p99) = (p(0.5), p(0.9), p(0.99));
    println!(
        "{label}: p50 {p50:?}, p90 {p90:?}, p99 {p99:?} over {} interactions",
        v.len()
    );
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}: not a number: {v}"))
        })
        .unwrap_or(default)
}

/// A bot ready to be timed: a match under way and a reader for `/rules`, warmed up.
struct Ready {
    rig: Rig,
    _bot: harness::Bot,
    reader: UserId,
    table: MessageId,
    /// Matches started after the first.
    started: usize,
}

impl Ready {
    /// This build's bot, or `program`.
    async fn start(program: Option<&Path>) -> Ready {
        let (rig, bot) = rig(program).await;
        let reader = rig.sim.add_user("reader");
        let table = start_match(&rig, 0).await;
        // Warm up (NOTES.md: the first events may wait on poise's setup).
        for _ in 0..20 {
            trivial(&rig, reader).await;
        }
        Ready {
            rig,
            _bot: bot,
            reader,
            table,
            started: 0,
        }
    }

    /// Plays the next move; returns the latency of the click that committed it.
    async fn next_move(&mut self) -> Duration {
        if is_over(&self.rig, self.table) {
            // A long match still ends; the timing goes on with a new one.
            self.started += 1;
            self.table = start_match(&self.rig, 10_000 + self.started).await;
        }
        one_move(&self.rig, self.table).await
    }
}

/// This build and `other` side by side (see the top of the file): one Clash move and one
/// `/rules` each in turn, so that whatever else the machine does falls on both alike.
fn compare(other: &Path) {
    let rounds = env_number("CLASH_BENCH_ROUNDS", 1_000) as usize;
    let pause = Duration::from_millis(env_number("CLASH_BENCH_PAUSE_MS", 0));
    let rt = tokio::runtime::Runtime::new().unwrap();
    let builds = [("this build", None), ("other build", Some(other))];
    let mut bots: Vec<Ready> = builds
        .iter()
        .map(|(_, program)| {
            let mut ready = rt.block_on(Ready::start(*program));
            ready.rig.pause = pause;
            ready
        })
        .collect();
    let mut moves = vec![Vec::new(); builds.len()];
    let mut rules = vec![Vec::new(); builds.len()];
    for _ in 0..rounds {
        for (i, bot) in bots.iter_mut().enumerate() {
            rt.block_on(async {
                moves[i].push(bot.next_move().await);
                tokio::time::sleep(pause).await;
                rules[i].push(trivial(&bot.rig, bot.reader).await);
            });
        }
    }
    for (i, (name, _)) in builds.iter().enumerate() {
        let label = |what: &str| format!("{name}, {what} ({pause:?} pause)");
        report(&label("clash move"), std::mem::take(&mut moves[i]));
        report(&label("/rules"), std::mem::take(&mut rules[i]));
    }
    for bot in &bots {
        bot.rig.sim.assert_no_violations();
    }
}

fn round_trips(c: &mut Criterion) {
    if let Some(other) = std::env::var_os("CLASH_BENCH_COMPARE") {
        compare(Path::new(&other));
        return;
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut bot = rt.block_on(Ready::start(None));

    let mut group = c.benchmark_group("round trip, 1 match");
    group
        .sample_size(30)
        .measurement_time(Duration::from_secs(8));
    let mut move_latencies = Vec::new();
    group.bench_function("clash move (dispatch to callback)", |b| {
        b.iter_custom(|iters| {
            rt.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let l = bot.next_move().await;
                    move_latencies.push(l);
                    total += l;
                }
                total
            })
        })
    });
    let (rig, user) = (&bot.rig, bot.reader);
    let mut trivial_latencies = Vec::new();
    group.bench_function("/rules (dispatch to callback)", |b| {
        b.iter_custom(|iters| {
            rt.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let l = trivial(rig, user).await;
                    trivial_latencies.push(l);
                    total += l;
                }
                total
            })
        })
    });
    group.finish();
    report("1 match, clash move", move_latencies);
    report("1 match, /rules", trivial_latencies);

    // 500 matches at once: every match plays its next move concurrently, several waves.
    const MATCHES: usize = 500;
    let tables: Vec<MessageId> = rt.block_on(async {
        let mut tables = Vec::new();
        for n in 1..=MATCHES {
            tables.push(start_match(rig, n).await);
        }
        tables
    });
    let (moves, rules) = rt.block_on(async {
        let mut moves = Vec::new();
        let mut rules = Vec::new();
        for _wave in 0..4 {
            let mut tasks = tokio::task::JoinSet::new();
            for &t in tables.iter().filter(|t| !is_over(rig, **t)) {
                let r = rig.clone();
                tasks.spawn(async move { (one_move(&r, t).await, trivial(&r, user).await) });
            }
            while let Some(done) = tasks.join_next().await {
                let (m, r) = done.unwrap();
                moves.push(m);
                rules.push(r);
            }
        }
        (moves, rules)
    });
    report("500 matches, clash move", moves);
    report("500 matches, /rules", rules);
    rig.sim.assert_no_violations();
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    round_trips(&mut c);
    c.final_summary();
}
