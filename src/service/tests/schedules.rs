//! Scheduled Death Matches through the service, with paused tokio time: days of schedule
//! in milliseconds. Reminders, the check-in, the start on time, a no-show's forfeit, the
//! host's controls and refusals, and restarts (kills) at random moments: every reminder
//! posted once, none late.

use super::*;
use crate::model::schedules::*;
use crate::storage::schedules as sql;

const HOST: UserId = 55;
const EC: UserId = ALICE.id;
const DMO: UserId = BOB.id;
const MIN: u64 = 60;
/// How late a reminder may be.
const LATE_MS: i64 = 30_000;

fn request() -> DmRequest {
    DmRequest {
        place: PLACE,
        host: HOST,
        plan: DmPlan::new(GameKind::TilePoker, EC, DMO),
    }
}

async fn pass(seconds: u64) {
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    // Let the timers' tasks and the writer finish what came due.
    for _ in 0..20 {
        tokio::task::yield_now().await;
    }
    tokio::time::sleep(Duration::from_millis(50)).await;
}

/// The posts the schedules owed, as stored: (what, schedule, when it was owed), `what` as
/// `remind-<seconds before>` or the change's name (`Started`, `Forfeited { .. }`...).
fn posts(h: &Harness) -> Vec<(String, i64, i64)> {
    let conn = crate::storage::open(&h.path).unwrap();
    let mut stmt = conn
        .prepare("SELECT content, created_at FROM outbox WHERE said = 1 ORDER BY id")
        .unwrap();
    let rows = stmt
        .query_map([], |row| {
            Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?))
        })
        .unwrap()
        .filter_map(|r| {
            let (content, at) = r.unwrap();
            let crate::model::Said::Schedule { id, what } =
                crate::model::Said::from_json(&content).unwrap()
            else {
                return None;
            };
            let what = match what {
                ScheduleWhat::Reminder { before } => format!("remind-{before}"),
                other => format!("{other:?}"),
            };
            Some((what, id, at))
        })
        .collect();
    rows
}

async fn schedule(svc: &Service, at: &str) -> Schedule {
    svc.schedules()
        .deathmatch(request(), at, None)
        .await
        .unwrap()
        .schedule
}

#[tokio::test(start_paused = true)]
async fn a_scheduled_deathmatch_is_reminded_checked_in_and_started_on_time() {
    let h = Harness::new();
    let svc = h.open();
    let s = schedule(&svc, "in 2d").await;
    let start = s.starts_at;
    assert_eq!(s.terms.reminders, DEFAULT_REMINDERS.to_vec());
    pass(2 * 24 * 3600 - 11 * MIN).await;
    // The 24 h and 1 h reminders came, each once and on time; the check-in opened.
    let said = posts(&h);
    let reminders: Vec<_> = said.iter().filter(|p| p.0.starts_with("remind")).collect();
    assert_eq!(reminders.len(), 2, "{said:?}");
    for (what, _, at) in &reminders {
        let before: i64 = what.trim_start_matches("remind-").parse().unwrap();
        let due = start - before * 1000;
        assert!(
            (due..=due + LATE_MS).contains(at),
            "{what} at {at}, due {due}"
        );
    }
    assert!(said.iter().any(|p| p.0 == "CheckInOpen"));
    let s = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    assert_eq!(s.stage, Stage::CheckIn);
    // Both check in; a third person and a second check-in are refused.
    svc.schedules()
        .check_in(PLACE.guild, s.id, EC)
        .await
        .unwrap();
    assert!(matches!(
        svc.schedules().check_in(PLACE.guild, s.id, EC).await,
        Err(ServiceError::Schedule(ScheduleError::CheckIn(
            CheckInRefusal::Already
        )))
    ));
    assert!(matches!(
        svc.schedules().check_in(PLACE.guild, s.id, EVE).await,
        Err(ServiceError::Schedule(ScheduleError::CheckIn(
            CheckInRefusal::NotAPlayer
        )))
    ));
    svc.schedules()
        .check_in(PLACE.guild, s.id, DMO)
        .await
        .unwrap();
    let before = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    assert!(before.is_open(), "not before its time");
    pass(11 * MIN).await;
    let s = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    let Status::Started {
        match_id: Some(m),
        forfeit: None,
        ..
    } = s.status
    else {
        panic!("not started: {:?}", s.status);
    };
    let info = svc.matches().public(m).await.unwrap().info;
    assert_eq!(info.players, BySeat::new(EC, DMO));
    assert!(info.dm.is_some() && !info.is_over());
    assert!(info.created_at >= start && info.created_at <= start + LATE_MS);
    let reminders = posts(&h)
        .iter()
        .filter(|p| p.0.starts_with("remind"))
        .count();
    assert_eq!(reminders, 3, "24 h, 1 h and 10 min");
}

#[tokio::test(start_paused = true)]
async fn a_player_who_does_not_check_in_forfeits_after_the_grace() {
    let h = Harness::new();
    let svc = h.open();
    let s = svc
        .schedules()
        .deathmatch(request(), "in 30m", Some("3m"))
        .await
        .unwrap()
        .schedule;
    assert_eq!(s.terms.grace_secs, 180);
    pass(20 * MIN).await;
    svc.schedules()
        .check_in(PLACE.guild, s.id, DMO)
        .await
        .unwrap();
    pass(10 * MIN + 60).await;
    let waiting = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    assert_eq!(waiting.stage, Stage::Grace);
    assert!(posts(&h).iter().any(|p| p.0.starts_with("Waiting")));
    pass(3 * MIN).await;
    let s = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    let Status::Started {
        match_id: Some(m),
        forfeit: Some(missing),
        ..
    } = s.status
    else {
        panic!("not forfeited: {:?}", s.status);
    };
    assert_eq!(missing, EC);
    let info = svc.matches().public(m).await.unwrap().info;
    assert!(info.is_over());
    assert_eq!(
        info.outcome.and_then(Outcome::winner),
        Some(crate::rules::Seat::B)
    );
}

#[tokio::test(start_paused = true)]
async fn the_last_check_in_during_the_grace_starts_it_at_once() {
    let h = Harness::new();
    let svc = h.open();
    let s = schedule(&svc, "in 20m").await;
    pass(6 * MIN).await;
    svc.schedules()
        .check_in(PLACE.guild, s.id, DMO)
        .await
        .unwrap();
    pass(15 * MIN).await;
    let s = svc
        .schedules()
        .check_in(PLACE.guild, s.id, EC)
        .await
        .unwrap();
    assert!(matches!(
        s.status,
        Status::Started {
            match_id: Some(_),
            forfeit: None,
            ..
        }
    ));
}

#[tokio::test(start_paused = true)]
async fn neither_player_checking_in_lapses_for_the_host_to_reschedule() {
    let h = Harness::new();
    let svc = h.open();
    let s = schedule(&svc, "in 20m").await;
    pass(26 * MIN).await;
    let lapsed = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    assert_eq!(lapsed.status, Status::Lapsed);
    let moved = svc
        .schedules()
        .reschedule(PLACE.guild, s.id, HOST, "in 1h")
        .await
        .unwrap()
        .schedule;
    assert_eq!(moved.status, Status::Scheduled);
    assert!(moved.checked_in.is_empty());
}

#[tokio::test(start_paused = true)]
async fn only_the_host_reschedules_cancels_or_starts_and_bad_input_changes_nothing() {
    let h = Harness::new();
    let svc = h.open();
    let s = schedule(&svc, "in 3h").await;
    let schedules = svc.schedules();
    let refused = |r: Result<Scheduled, ServiceError>| match r {
        Err(ServiceError::Schedule(e)) => e,
        other => panic!("not refused: {other:?}"),
    };
    assert_eq!(
        refused(schedules.reschedule(PLACE.guild, s.id, EVE, "in 4h").await),
        ScheduleError::NotTheHost(s.id)
    );
    assert_eq!(
        refused(
            schedules
                .reschedule(PLACE.guild, s.id, HOST, "yesterday")
                .await
        ),
        ScheduleError::When(crate::model::when::WhenError::Unreadable(
            "yesterday".into()
        ))
    );
    assert_eq!(
        refused(schedules.reschedule(PLACE.guild, 999, HOST, "in 4h").await),
        ScheduleError::NoSuch(999)
    );
    assert_eq!(
        refused(schedules.reschedule(7, s.id, HOST, "in 4h").await),
        ScheduleError::NoSuch(s.id),
        "another server's"
    );
    assert!(matches!(
        schedules.cancel(PLACE.guild, s.id, EVE, "no").await,
        Err(ServiceError::Schedule(ScheduleError::NotTheHost(_)))
    ));
    assert!(matches!(
        schedules.cancel(PLACE.guild, s.id, HOST, "  ").await,
        Err(ServiceError::Schedule(ScheduleError::BadReason))
    ));
    assert!(matches!(
        schedules.start_now(PLACE.guild, s.id, EVE).await,
        Err(ServiceError::Schedule(ScheduleError::NotTheHost(_)))
    ));
    assert_eq!(
        schedules.get(PLACE.guild, s.id).await.unwrap(),
        s,
        "nothing changed"
    );
    let cancelled = schedules
        .cancel(PLACE.guild, s.id, HOST, "the EC is ill")
        .await
        .unwrap();
    assert_eq!(
        cancelled.status,
        Status::Cancelled {
            reason: "the EC is ill".into()
        }
    );
    assert!(matches!(
        schedules.start_now(PLACE.guild, s.id, HOST).await,
        Err(ServiceError::Schedule(ScheduleError::NotOpen(_)))
    ));
    pass(4 * 3600).await;
    assert!(
        posts(&h).iter().all(|p| !p.0.starts_with("remind")),
        "no reminder after a cancel"
    );
}

#[tokio::test(start_paused = true)]
async fn a_host_may_start_it_now_whoever_checked_in() {
    let h = Harness::new();
    let svc = h.open();
    let s = schedule(&svc, "in 3h").await;
    let (after, started) = svc
        .schedules()
        .start_now(PLACE.guild, s.id, HOST)
        .await
        .unwrap();
    assert!(matches!(after.status, Status::Started { .. }));
    let started = started.expect("its Death Match");
    assert_eq!(started.players, BySeat::new(EC, DMO));
}

/// A scheduled Death Match whose game an admin turned off after it was planned does not
/// start: its schedule says why (a value, worded where it is shown), and no match is made.
#[tokio::test(start_paused = true)]
async fn a_scheduled_deathmatch_whose_game_was_turned_off_is_refused_with_its_reason() {
    use crate::model::settings::SettingKey;
    let h = Harness::new();
    let svc = h.open();
    let s = schedule(&svc, "in 3h").await;
    let games = serde_json::json!(["clash", "duel"]);
    svc.settings()
        .change(PLACE.guild, HOST, SettingKey::Games, Some(games))
        .await
        .unwrap();
    // Its host starting it now is refused, and the schedule kept.
    assert!(matches!(
        svc.schedules().start_now(PLACE.guild, s.id, HOST).await,
        Err(ServiceError::GameOff(GameKind::TilePoker))
    ));
    let kept = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    assert_eq!(kept.status, Status::Scheduled);
    // Come due with both players in: refused, with its reason kept.
    pass(3 * 3600 - 11 * MIN).await;
    for player in [EC, DMO] {
        svc.schedules()
            .check_in(PLACE.guild, s.id, player)
            .await
            .unwrap();
    }
    pass(11 * MIN).await;
    let after = svc.schedules().get(PLACE.guild, s.id).await.unwrap();
    assert_eq!(
        after.status,
        Status::Refused {
            why: StartRefused::GameOff(GameKind::TilePoker)
        }
    );
    let matches: i64 = crate::storage::open(&h.path)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM matches", [], |r| r.get(0))
        .unwrap();
    assert_eq!(matches, 0, "no match was made");
}

/// A host starts a scheduled tournament at once, before its check-in opened: its
/// schedule is started (no Death Match), and the tournament with everyone signed up.
#[tokio::test(start_paused = true)]
async fn a_host_may_start_a_scheduled_tournament_now() {
    use crate::model::tournaments::Status as TStatus;
    let h = Harness::new();
    let svc = h.open();
    let (t, scheduled) = svc
        .schedules()
        .tournament(tournament_request(), "in 3h")
        .await
        .unwrap();
    sign_up(&svc, t.id, &[1_001, 1_002, 1_003]).await;
    let id = scheduled.schedule.id;
    let (after, started) = svc
        .schedules()
        .start_now(PLACE.guild, id, HOST)
        .await
        .unwrap();
    assert!(matches!(after.status, Status::Started { .. }));
    assert!(started.is_none(), "a tournament starts no Death Match");
    pass(5).await;
    let view = svc.tournaments().view(t.id).await.unwrap();
    assert_eq!(view.tournament.status, TStatus::Playing);
    assert_eq!(
        view.entrants.len(),
        3,
        "nobody dropped: check-in had not opened"
    );
}

/// A day of schedules (one every 40 minutes) through kills at random moments: each
/// reminder posted exactly once (counted in the stored outbox, which is what Discord
/// gets), none more than 30 s late while the bot is up, none after its start, and every
/// Death Match started once.
#[tokio::test(start_paused = true)]
async fn no_reminder_is_lost_doubled_or_late_through_a_day_of_kills() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(42);
    let h = Harness::new();
    let mut svc = h.open();
    let mut ids = Vec::new();
    for i in 1..=36u64 {
        let s = schedule(&svc, &format!("in {}m", 40 * i)).await;
        svc.schedules().check_in(PLACE.guild, s.id, EC).await.ok();
        ids.push(s.id);
    }
    let mut down: Vec<(i64, i64)> = Vec::new();
    let end = h.clock.now_ms() + 26 * 3600 * 1000;
    while h.clock.now_ms() < end {
        pass(rng.gen_range(60..3_000)).await;
        // A kill: the service dropped mid-stride, and opened again after a while.
        let killed_at = h.clock.now_ms();
        drop(svc);
        let outage = if rng.gen_bool(0.3) {
            rng.gen_range(1..900)
        } else {
            0
        };
        tokio::time::sleep(Duration::from_secs(outage)).await;
        down.push((killed_at, h.clock.now_ms()));
        svc = h.open();
    }
    pass(3600).await;
    let said = posts(&h);
    let reminders = said.iter().filter(|p| p.0.starts_with("remind")).count();
    let kills = down.len();
    assert!(kills > 20, "{kills} kills");
    assert!(
        reminders >= 30,
        "{reminders} reminders for 36 Death Matches"
    );
    let conn = crate::storage::open(&h.path).unwrap();
    for id in ids {
        let s = sql::schedule_get(&conn, id).unwrap().unwrap();
        assert!(
            matches!(s.status, Status::Started { .. } | Status::Lapsed),
            "#{id}: {:?}",
            s.status
        );
        let mine: Vec<_> = said.iter().filter(|p| p.1 == id).collect();
        let mut seen = std::collections::BTreeSet::new();
        for (what, _, at) in mine.iter().filter(|p| p.0.starts_with("remind")) {
            assert!(seen.insert(what.clone()), "#{id}: {what} twice");
            assert!(*at < s.starts_at, "#{id}: {what} after the start");
            let before: i64 = what.trim_start_matches("remind-").parse().unwrap();
            let due = s.starts_at - before * 1000;
            let excused = down
                .iter()
                .any(|&(from, to)| from <= due + LATE_MS && due <= to);
            assert!(
                excused || *at <= due + LATE_MS,
                "#{id}: {what} at {at}, due {due}"
            );
        }
        let starts = mine
            .iter()
            .filter(|p| p.0 == "Started" || p.0.starts_with("Forfeited"))
            .count();
        assert!(starts <= 1, "#{id} started {starts} times");
    }
}

/// `players` sign up to tournament `t`.
async fn sign_up(svc: &Service, t: crate::model::tournaments::TournamentId, players: &[UserId]) {
    for &id in players {
        let person = Person { id, is_bot: false };
        svc.tournaments()
            .join(t, PLACE.guild, person)
            .await
            .unwrap();
    }
}

fn tournament_request() -> crate::model::tournaments::TournamentRequest {
    crate::model::tournaments::TournamentRequest {
        place: PLACE,
        organiser: HOST,
        game: GameKind::Duel,
        format: crate::model::tournaments::Format::Swiss,
        name: "Saturday Swiss".into(),
        rounds: None,
        target: Some(1),
        turn_seconds: Some(60),
        max_players: None,
        signup_minutes: None,
        rated: None,
    }
}

/// A tournament scheduled with check-in: 8 sign up, 5 check in, 3 do not; it starts at its
/// time with the 5 who did, the 3 dropped, through a restart.
#[tokio::test(start_paused = true)]
async fn a_scheduled_tournament_starts_with_those_who_checked_in_and_drops_the_rest() {
    use crate::model::tournaments::Status as TStatus;
    let h = Harness::new();
    let mut svc = h.open();
    let (t, scheduled) = svc
        .schedules()
        .tournament(tournament_request(), "in 2h")
        .await
        .unwrap();
    assert_eq!(t.signup_closes_at, scheduled.schedule.starts_at);
    let players: Vec<UserId> = (1..=8).map(|i| 1_000 + i).collect();
    sign_up(&svc, t.id, &players).await;
    // The sign-up's own clock does not start it: the schedule does.
    pass(2 * 3600 - 10 * MIN).await;
    for &p in &players[..5] {
        svc.schedules()
            .check_in(PLACE.guild, scheduled.schedule.id, p)
            .await
            .unwrap();
    }
    assert!(matches!(
        svc.schedules()
            .check_in(PLACE.guild, scheduled.schedule.id, EVE)
            .await,
        Err(ServiceError::Schedule(ScheduleError::CheckIn(
            CheckInRefusal::NotAPlayer
        )))
    ));
    drop(svc);
    svc = h.open();
    pass(9 * MIN).await;
    assert_eq!(
        svc.tournaments()
            .view(t.id)
            .await
            .unwrap()
            .tournament
            .status,
        TStatus::Signup,
        "not before its time"
    );
    pass(MIN + 30).await;
    let view = svc.tournaments().view(t.id).await.unwrap();
    assert_eq!(view.tournament.status, TStatus::Playing);
    let mut entrants: Vec<UserId> = view.entrants.iter().map(|e| e.user).collect();
    entrants.sort_unstable();
    assert_eq!(entrants, players[..5].to_vec());
}

/// An organiser who calls a scheduled tournament off during its sign-up cancels its
/// schedule with it, in the same change: nothing starts at the time, the announcement and
/// the Discord event are owed the cancellation, and the audit names the organiser.
#[tokio::test(start_paused = true)]
async fn calling_a_scheduled_tournament_off_cancels_its_schedule() {
    use crate::model::tournaments::Status as TStatus;
    let h = Harness::new();
    let svc = h.open();
    let (t, scheduled) = svc
        .schedules()
        .tournament(tournament_request(), "in 2h")
        .await
        .unwrap();
    let id = scheduled.schedule.id;
    let before = svc.schedules().get(PLACE.guild, id).await.unwrap().revision;
    svc.tournaments()
        .end(t.id, PLACE.guild, HOST, Some("the venue is closed"))
        .await
        .unwrap();
    let s = svc.schedules().get(PLACE.guild, id).await.unwrap();
    assert_eq!(
        s.status,
        Status::Cancelled {
            reason: "the venue is closed".into()
        }
    );
    assert!(s.revision > before, "its drawer is owed the change");
    let conn = crate::storage::open(&h.path).unwrap();
    let audited: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM schedule_actions WHERE schedule_id = ?1 AND action = 'cancel'",
            [id],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(audited, 1);
    pass(3 * 3600).await;
    let view = svc.tournaments().view(t.id).await.unwrap();
    assert_eq!(
        view.tournament.status,
        TStatus::Cancelled,
        "nothing started"
    );
    assert!(matches!(
        svc.schedules().get(PLACE.guild, id).await.unwrap().status,
        Status::Cancelled { .. }
    ));
}

/// A scheduled tournament that started and then ended leaves its schedule started, one
/// revision on, so that the drawer completes its Discord event.
#[tokio::test(start_paused = true)]
async fn a_scheduled_tournament_that_ends_owes_its_event_the_completion() {
    let h = Harness::new();
    let svc = h.open();
    let mut request = tournament_request();
    request.name = "Quick one".into();
    let (t, scheduled) = svc.schedules().tournament(request, "in 1h").await.unwrap();
    sign_up(&svc, t.id, &[1_001, 1_002]).await;
    let id = scheduled.schedule.id;
    pass(50 * MIN).await;
    for p in [1_001, 1_002] {
        svc.schedules().check_in(PLACE.guild, id, p).await.unwrap();
    }
    pass(10 * MIN + 30).await;
    let started = svc.schedules().get(PLACE.guild, id).await.unwrap();
    assert!(matches!(started.status, Status::Started { .. }));
    svc.tournaments()
        .end(t.id, PLACE.guild, HOST, None)
        .await
        .unwrap();
    let ended = svc.schedules().get(PLACE.guild, id).await.unwrap();
    assert_eq!(
        ended.status, started.status,
        "a started schedule stays started"
    );
    assert!(
        ended.revision > started.revision,
        "its drawer is owed the completion"
    );
}

/// Issue 56 (7): a scheduled tournament that only one of its five players checked in to is
/// called off at its time, in the schedule's own change: no start is said, the schedule is
/// refused with how many checked in (so its Discord event is cancelled, not completed),
/// and the tournament is called off with it.
#[tokio::test(start_paused = true)]
async fn a_scheduled_tournament_with_one_check_in_is_called_off_not_started() {
    use crate::model::tournaments::Status as TStatus;
    let h = Harness::new();
    let svc = h.open();
    let (t, scheduled) = svc
        .schedules()
        .tournament(tournament_request(), "in 1h")
        .await
        .unwrap();
    let id = scheduled.schedule.id;
    let players: Vec<UserId> = (1..=5).map(|i| 1_000 + i).collect();
    sign_up(&svc, t.id, &players).await;
    pass(50 * MIN).await;
    svc.schedules()
        .check_in(PLACE.guild, id, players[0])
        .await
        .unwrap();
    pass(10 * MIN + 30).await;
    let s = svc.schedules().get(PLACE.guild, id).await.unwrap();
    assert_eq!(
        s.status,
        Status::Refused {
            why: StartRefused::TooFew {
                checked: 1,
                due: 5,
                min: 2
            }
        }
    );
    let said: Vec<String> = posts(&h)
        .into_iter()
        .filter(|p| p.1 == id)
        .map(|p| p.0)
        .collect();
    assert!(!said.iter().any(|w| w == "Started"), "{said:?}");
    assert_eq!(
        said.last().map(String::as_str),
        Some("Cancelled"),
        "{said:?}"
    );
    let view = svc.tournaments().view(t.id).await.unwrap();
    assert_eq!(view.tournament.status, TStatus::Cancelled);
}

/// Issue 56 (7): a scheduled tournament that starts with the three of four who checked in
/// names its first round's matches on its schedule, and its start is said to those three.
#[tokio::test(start_paused = true)]
async fn a_started_scheduled_tournament_knows_its_first_matches_and_who_plays() {
    let h = Harness::new();
    let svc = h.open();
    let (t, scheduled) = svc
        .schedules()
        .tournament(tournament_request(), "in 1h")
        .await
        .unwrap();
    let id = scheduled.schedule.id;
    let players: Vec<UserId> = (1..=5).map(|i| 1_000 + i).collect();
    sign_up(&svc, t.id, &players).await;
    pass(50 * MIN).await;
    for &p in &players[..4] {
        svc.schedules().check_in(PLACE.guild, id, p).await.unwrap();
    }
    pass(10 * MIN + 30).await;
    let s = svc.schedules().get(PLACE.guild, id).await.unwrap();
    let Status::Started { round_one, .. } = &s.status else {
        panic!("not started: {:?}", s.status);
    };
    assert_eq!(
        s.players,
        players[..4].to_vec(),
        "the one who did not check in is out"
    );
    let view = svc.tournaments().view(t.id).await.unwrap();
    assert_eq!(view.tournament.round, 1);
    let mut paired: Vec<_> = view.games.values().map(|g| g.match_id).collect();
    paired.sort_unstable();
    let mut named = round_one.clone();
    named.sort_unstable();
    assert_eq!(named.len(), 2, "four players: two matches");
    assert_eq!(named, paired);
}
