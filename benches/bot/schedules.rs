//! Events planned ahead at scale: 10,000 scheduled Death Matches in one database, their
//! start times spread over a year. What the scheduler reads each time it re-arms (the
//! earliest due time, one read of a partial index), what it reads when a time comes (the
//! schedules due), and start-up with all of them stored: the service opened and its one
//! timer armed.

use clash_bot::model::schedules::*;
use clash_bot::model::Place;
use clash_bot::rules::GameKind;
use clash_bot::service::{Clock, Defaults, Notice, Outbound, Service};
use clash_bot::storage::schedules as sql;
use criterion::{black_box, Criterion};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

const NOW: i64 = 1_800_000_000_000;
const SCHEDULES: i64 = 10_000;

struct Silent;

impl Outbound for Silent {
    fn notify(&self, _: Notice) {}
}

fn schedule(i: i64) -> Schedule {
    let mut s = Schedule {
        id: 0,
        place: Place {
            guild: 1 + (i % 50) as u64,
            channel: 100 + (i % 50) as u64,
        },
        host: 7,
        plan: Plan::DeathMatch(DmPlan {
            event: Some("Season 4".into()),
            ..DmPlan::new(
                GameKind::ALL[(i as usize) % GameKind::ALL.len()],
                1_000 + i as u64,
                2_000_000 + i as u64,
            )
        }),
        // One every ~53 minutes over a year, the first in an hour.
        starts_at: NOW + 3_600_000 + i * 3_153_600,
        terms: Terms {
            reminders: DEFAULT_REMINDERS.to_vec(),
            checkin_secs: DEFAULT_CHECKIN_SECS,
            grace_secs: DEFAULT_GRACE_SECS,
        },
        players: vec![1_000 + i as u64, 2_000_000 + i as u64],
        checked_in: BTreeSet::new(),
        reminded: BTreeSet::new(),
        stage: Stage::Upcoming,
        status: Status::Scheduled,
        revision: 1,
        drawn_revision: 1,
        message_id: Some(9),
        mirror: Mirror::None,
        created_at: NOW,
    };
    s.begin(NOW);
    s
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("schedules.db");
    {
        let mut conn = clash_bot::storage::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        for i in 0..SCHEDULES {
            sql::schedule_insert(&tx, &schedule(i)).unwrap();
        }
        tx.commit().unwrap();
    }
    let conn = clash_bot::storage::open(&path).unwrap();
    c.bench_function("next due of 10,000 schedules", |b| {
        b.iter(|| black_box(sql::schedule_next_due(&conn).unwrap()))
    });
    c.bench_function("schedules due in the next hour of 10,000", |b| {
        b.iter(|| black_box(sql::schedules_due(&conn, NOW + 3_600_000, 200).unwrap()))
    });
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut group = c.benchmark_group("start-up");
    group.sample_size(10);
    group.bench_function("open with 10,000 schedules and arm", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                let conn = clash_bot::storage::open(&path).unwrap();
                let start = Instant::now();
                let service = {
                    let _runtime = rt.enter();
                    Service::open(
                        conn,
                        Defaults::default(),
                        Clock::starting_at(NOW),
                        Arc::new(Silent),
                    )
                    .unwrap()
                };
                rt.block_on(service.schedules().resume());
                spent += start.elapsed();
                drop(service);
            }
            spent
        })
    });
    group.finish();
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    bench(&mut c);
    c.final_summary();
}
