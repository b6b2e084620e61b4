//! Criterion's figures in the bench thread's own CPU time, for a machine shared with other
//! work: wall time counts every moment the scheduler gives the cores to another process,
//! which on a busy 2-core builder inflated the rules benches by half or more. Chosen with
//! `BENCH_CPU_TIME=1` (any value but `0`); wall time otherwise, as criterion measures.
//!
//! Used by the rules benches (`crate::cpu_time`).

use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use std::time::Duration;

/// Whether `BENCH_CPU_TIME` asks for CPU time.
pub fn wanted() -> bool {
    std::env::var_os("BENCH_CPU_TIME").is_some_and(|v| v != "0")
}

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): the time it ran, not the
/// time it waited for a core. Other processes can still slow it (shared caches), but not
/// by taking its turn.
pub struct CpuTime;

fn thread_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the clock id is a constant the kernel
    // knows. The call only writes `ts`.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(status, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Formats durations as criterion does for wall time.
static WALL_TIME: WallTime = WallTime;

impl Measurement for CpuTime {
    type Intermediate = Duration;
    type Value = Duration;

    fn start(&self) -> Duration {
        thread_cpu_time()
    }

    fn end(&self, start: Duration) -> Duration {
        thread_cpu_time().saturating_sub(start)
    }

    fn add(&self, v1: &Duration, v2: &Duration) -> Duration {
        *v1 + *v2
    }

    fn zero(&self) -> Duration {
        Duration::ZERO
    }

    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        WALL_TIME.formatter()
    }
}

/// `criterion_main!` for one bench function generic over the measurement: `bench` runs
/// with CPU time when [`wanted`], else with wall time. Pass the function twice (once per
/// measurement): `cpu_time::main(set_evaluation, set_evaluation)`.
pub fn main(
    wall: impl FnOnce(&mut criterion::Criterion<WallTime>),
    cpu: impl FnOnce(&mut criterion::Criterion<CpuTime>),
) {
    if wanted() {
        let mut c =
            crate::suites::configured(criterion::Criterion::default().with_measurement(CpuTime));
        cpu(&mut c);
    } else {
        let mut c = crate::suites::configured(criterion::Criterion::default());
        wall(&mut c);
    }
    crate::suites::configured(criterion::Criterion::default()).final_summary();
}
