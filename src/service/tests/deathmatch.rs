//! Death Matches through the service, with paused tokio time: the DMO's pick (or the
//! clock's), pause and resume, added time, reserves, strikes, void and award, the host's
//! rights, and a restart in the middle of a pause.

use super::*;
use crate::model::deathmatch::*;
use crate::model::deathmatch::{dm_outcome, DM_TURN_SECONDS};
use crate::rules::Outcome;

const HOST: UserId = 55;
const EC: UserId = ALICE.id;
const DMO: UserId = BOB.id;

fn request(game: GameKind) -> DmRequest {
    DmRequest {
        place: PLACE,
        host: HOST,
        plan: DmPlan {
            event: Some("Season 4, week 2".into()),
            ..DmPlan::new(game, EC, DMO)
        },
    }
}

/// A Death Match started and picked: `first` goes first.
async fn picked(svc: &Service, request: DmRequest, ec_first: bool) -> MatchSnapshot {
    let m = svc.deathmatches().start(request).await.unwrap().info;
    // The DMO's choice is "go first" for themself: EC first means the DMO goes second.
    svc.matches()
        .choose_first(m.id, DMO, m.version, !ec_first)
        .await
        .unwrap();
    svc.matches().snapshot(m.id).await.unwrap()
}

fn first_seat(m: &MatchSnapshot) -> Seat {
    m.table().unwrap().first()
}

#[tokio::test(start_paused = true)]
async fn the_dmo_picks_who_goes_first_and_nobody_else_may() {
    let h = Harness::new();
    let svc = h.open();
    let m = svc
        .deathmatches()
        .start(request(GameKind::TilePoker))
        .await
        .unwrap()
        .info;
    assert_eq!(m.picker, Some(DeathMatch::DMO));
    assert!(m.toss.is_none() && m.choosing());
    assert_eq!(m.players, BySeat::new(EC, DMO));
    assert_eq!(m.settings.turn_seconds, DM_TURN_SECONDS);
    assert_eq!(m.settings.max_strikes, 5);
    assert!(matches!(
        svc.matches().choose_first(m.id, EC, m.version, true).await,
        Err(ServiceError::NotYourTurn { to_move: DMO })
    ));
    assert!(matches!(
        svc.matches()
            .choose_first(m.id, HOST, m.version, true)
            .await,
        Err(ServiceError::NotAPlayer { .. })
    ));
    // The DMO lets the EC go first.
    svc.matches()
        .choose_first(m.id, DMO, m.version, false)
        .await
        .unwrap();
    let s = svc.matches().snapshot(m.id).await.unwrap();
    assert_eq!(first_seat(&s), DeathMatch::EC);
    assert_eq!(s.to_move(), Some(DeathMatch::EC));
}

#[tokio::test(start_paused = true)]
async fn when_the_dmo_has_not_picked_in_time_the_dmo_goes_first() {
    let h = Harness::new();
    let svc = h.open();
    let m = svc
        .deathmatches()
        .start(request(GameKind::TilePoker))
        .await
        .unwrap()
        .info;
    tokio::time::sleep(Duration::from_secs(61)).await;
    let notices = h.notices.take();
    assert!(
        matches!(&notices[..], [Heard::ChoiceTimedOut]),
        "{notices:?}"
    );
    let s = svc.matches().snapshot(m.id).await.unwrap();
    assert_eq!(first_seat(&s), DeathMatch::DMO);
}

#[tokio::test(start_paused = true)]
async fn pause_stops_the_clock_and_refuses_moves_and_resume_gives_back_the_time_left() {
    let h = Harness::new();
    let svc = h.open();
    let m = picked(&svc, request(GameKind::TilePoker), true).await;
    tokio::time::sleep(Duration::from_secs(20)).await;
    let paused = svc
        .deathmatches()
        .pause(m.id, HOST, Some("a player lost connection"))
        .await
        .unwrap();
    assert!(paused.info.is_paused() && paused.info.deadline.is_none());
    assert_eq!(paused.info.version, m.version, "players' panels stay valid");
    let mv = m.table().unwrap().default_move().unwrap();
    assert!(matches!(
        svc.matches().play(m.id, EC, m.version, mv.clone()).await,
        Err(ServiceError::Paused)
    ));
    assert!(matches!(
        svc.deathmatches().pause(m.id, HOST, None).await,
        Err(ServiceError::Host(HostError::AlreadyPaused))
    ));
    tokio::time::sleep(Duration::from_secs(600)).await;
    assert!(h.notices.take().is_empty(), "no clock while paused");
    let resumed = svc.deathmatches().resume(m.id, HOST, None).await.unwrap();
    assert_eq!(resumed.info.deadline, Some(h.clock.now_ms() + 40_000));
    tokio::time::sleep(Duration::from_secs(39)).await;
    assert!(h.notices.take().is_empty());
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(matches!(&h.notices.take()[..], [Heard::ClockRanOut { .. }]));
}

#[tokio::test(start_paused = true)]
async fn a_paused_match_stays_paused_across_a_restart_with_its_time_left() {
    let h = Harness::new();
    let svc = h.open();
    let m = picked(&svc, request(GameKind::Duel), true).await;
    tokio::time::sleep(Duration::from_secs(15)).await;
    svc.deathmatches().pause(m.id, HOST, None).await.unwrap();
    svc.shutdown().await;
    drop(svc);
    tokio::time::sleep(Duration::from_secs(3600)).await;
    let svc = h.open();
    let s = svc.matches().snapshot(m.id).await.unwrap();
    assert_eq!(s.dm.as_ref().unwrap().paused, Some(45_000));
    assert_eq!(s.deadline, None);
    tokio::time::sleep(Duration::from_secs(600)).await;
    assert!(h.notices.take().is_empty());
    let resumed = svc
        .deathmatches()
        .resume(m.id, HOST, Some("back"))
        .await
        .unwrap();
    assert_eq!(resumed.info.deadline, Some(h.clock.now_ms() + 45_000));
}

#[tokio::test(start_paused = true)]
async fn addtime_adds_to_the_running_turn_or_to_the_time_left_while_paused() {
    let h = Harness::new();
    let svc = h.open();
    let m = picked(&svc, request(GameKind::TilePoker), true).await;
    let before = m.deadline.unwrap();
    let more = svc
        .deathmatches()
        .add_time(m.id, HOST, 30, None)
        .await
        .unwrap();
    assert_eq!(more.info.deadline, Some(before + 30_000));
    // The clock armed before the added time does not strike.
    tokio::time::sleep(Duration::from_secs(61)).await;
    assert!(h.notices.take().is_empty());
    svc.deathmatches().pause(m.id, HOST, None).await.unwrap();
    svc.deathmatches()
        .add_time(m.id, HOST, 10, Some("lag"))
        .await
        .unwrap();
    let s = svc.matches().snapshot(m.id).await.unwrap();
    assert_eq!(s.dm.as_ref().unwrap().paused, Some(29_000 + 10_000));
    assert!(matches!(
        svc.deathmatches().add_time(m.id, HOST, 0, None).await,
        Err(ServiceError::Host(_))
    ));
}

#[tokio::test(start_paused = true)]
async fn the_reserve_is_spent_before_a_strike_and_charged_for_the_time_used() {
    let h = Harness::new();
    let svc = h.open();
    let mut req = request(GameKind::TilePoker);
    req.plan.reserve_seconds = Some(30);
    let m = picked(&svc, req, true).await;
    // The EC's turn clock runs out: the reserve starts, no strike, nothing played.
    tokio::time::sleep(Duration::from_secs(61)).await;
    let notices = h.notices.take();
    let [Heard::ReserveStarted { public, seat }] = &notices[..] else {
        panic!("{notices:?}")
    };
    assert_eq!(*seat, DeathMatch::EC);
    assert_eq!(public.info.strikes, BySeat::default());
    assert_eq!(public.info.version, m.version);
    // The EC moves 11 s into the reserve (it started at 60 s): 19 s are left for later.
    tokio::time::sleep(Duration::from_secs(10)).await;
    let mv = m.table().unwrap().default_move().unwrap();
    svc.matches().play(m.id, EC, m.version, mv).await.unwrap();
    let s = svc.matches().snapshot(m.id).await.unwrap();
    let dm = s.dm.as_ref().unwrap();
    assert_eq!(dm.reserves_ms, BySeat::new(19_000, 30_000));
    assert_eq!(dm.running_reserve, None);
    // The DMO lets clock and reserve run out: the reserve first, then the strike.
    tokio::time::sleep(Duration::from_secs(61)).await;
    assert!(matches!(
        &h.notices.take()[..],
        [Heard::ReserveStarted { .. }]
    ));
    tokio::time::sleep(Duration::from_secs(29)).await;
    assert!(h.notices.take().is_empty());
    tokio::time::sleep(Duration::from_secs(2)).await;
    let notices = h.notices.take();
    let [Heard::ClockRanOut { public, strike }] = &notices[..] else {
        panic!("{notices:?}")
    };
    assert_eq!(strike.seat, DeathMatch::DMO);
    assert_eq!(strike.strikes, 1);
    assert!(strike.skipped, "Tile Poker skips the turn");
    let dm = public.info.dm.as_ref().unwrap();
    assert_eq!(dm.reserves_ms, BySeat::new(19_000, 0));
}

#[tokio::test(start_paused = true)]
async fn five_missed_turns_forfeit_a_death_match() {
    let h = Harness::new();
    let svc = h.open();
    let mut req = request(GameKind::TilePoker);
    req.plan.turn_seconds = Some(10);
    let m = picked(&svc, req, true).await;
    let mut forfeit = None;
    for _ in 0..12 {
        tokio::time::sleep(Duration::from_secs(11)).await;
        for notice in h.notices.take() {
            if let Heard::ClockRanOut { public, strike } = notice {
                if strike.forfeited {
                    forfeit = Some((public.info, strike));
                }
            }
        }
    }
    let (info, strike) = forfeit.expect("a forfeit");
    assert_eq!(strike.strikes, 5);
    assert_eq!(
        strike.seat,
        DeathMatch::EC,
        "the EC went first and missed first"
    );
    assert_eq!(
        info.outcome,
        Some(Outcome::Win {
            winner: DeathMatch::DMO,
            reason: EndReason::Forfeit
        })
    );
    assert!(
        svc.records().rating_changes(m.id).await.unwrap().is_some(),
        "rated"
    );
}

#[test]
fn a_drawn_death_match_goes_to_the_dmo_unless_the_host_let_draws_stand() {
    let dm = |draw_to_dmo| DeathMatch {
        host: HOST,
        event: None,
        reserve_seconds: 0,
        reserves_ms: BySeat::default(),
        running_reserve: None,
        draw_to_dmo,
        paused: None,
        ruling: None,
    };
    let to_dmo = Outcome::Win {
        winner: DeathMatch::DMO,
        reason: EndReason::Play,
    };
    assert_eq!(dm_outcome(Some(&dm(true)), Outcome::Draw), to_dmo);
    assert_eq!(dm_outcome(Some(&dm(false)), Outcome::Draw), Outcome::Draw);
    assert_eq!(dm_outcome(None, Outcome::Draw), Outcome::Draw);
    let ec_wins = Outcome::Win {
        winner: DeathMatch::EC,
        reason: EndReason::Play,
    };
    assert_eq!(dm_outcome(Some(&dm(true)), ec_wins), ec_wins);
}

#[tokio::test]
async fn void_ends_with_no_result_and_no_rating_and_award_is_rated_as_a_forfeit() {
    let h = Harness::new();
    let svc = h.open();
    let voided = picked(&svc, request(GameKind::Duel), true).await;
    let s = step(&svc, &voided).await;
    let public = svc
        .deathmatches()
        .void(s.id, HOST, "both players broke the rules")
        .await
        .unwrap();
    assert!(public.info.is_over());
    assert_eq!(public.info.outcome, None);
    assert!(matches!(
        public.info.dm.as_ref().unwrap().ruling,
        Some(Ruling::Void { .. })
    ));
    assert!(
        svc.records().rating_changes(s.id).await.unwrap().is_none(),
        "not rated"
    );
    assert!(svc.matches().of_player(EC).await.is_empty());
    let result: Option<String> = svc
        .db()
        .query_row("SELECT result FROM matches WHERE id = ?1", [s.id], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(
        result.unwrap(),
        r#"{"void":"both players broke the rules"}"#
    );

    let awarded = picked(&svc, request(GameKind::Duel), true).await;
    let s = step(&svc, &awarded).await;
    assert!(matches!(
        svc.deathmatches().award(s.id, HOST, EVE, "cheating").await,
        Err(ServiceError::Host(HostError::AwardToOutsider))
    ));
    let public = svc
        .deathmatches()
        .award(s.id, HOST, DMO, "the EC was disqualified")
        .await
        .unwrap();
    assert_eq!(
        public.info.outcome,
        Some(Outcome::Win {
            winner: DeathMatch::DMO,
            reason: EndReason::Forfeit
        })
    );
    assert!(
        svc.records().rating_changes(s.id).await.unwrap().is_some(),
        "rated"
    );
    let (reason, moves): (String, u32) = svc
        .db()
        .query_row(
            "SELECT reason, moves FROM match_results WHERE match_id = ?1",
            [s.id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((reason.as_str(), moves), ("forfeit", 1));
    // The award is logged like any action: its own row, so the stored match reloads with it.
    let stored = store::match_get(&svc.db(), s.id).unwrap().unwrap();
    assert_eq!(stored.version, s.version + 1);
    assert_eq!(store::move_count(&svc.db(), s.id).unwrap(), stored.version);
    let table = stored.table().unwrap();
    assert_eq!(table.log_len(), 2);
    assert_eq!(table.last_action_json().unwrap(), r#""Forfeit""#);
    assert_eq!(table.last_action_seat(), Some(DeathMatch::EC));
    // Every host action is audited.
    let actions: Vec<String> = crate::storage::deathmatch::host_actions(&svc.db(), s.id)
        .unwrap()
        .into_iter()
        .map(|row| {
            assert_eq!(row.host, HOST);
            row.action
        })
        .collect();
    assert_eq!(actions, ["start", "award"]);
}

#[tokio::test]
async fn only_the_host_acts_and_only_on_a_death_match() {
    let h = Harness::new();
    let svc = h.open();
    let m = picked(&svc, request(GameKind::Duel), true).await;
    for who in [EC, DMO, EVE] {
        assert!(matches!(
            svc.deathmatches().pause(m.id, who, None).await,
            Err(ServiceError::Host(HostError::NotTheHost { id })) if id == m.id
        ));
        assert!(matches!(
            svc.deathmatches().void(m.id, who, "no").await,
            Err(ServiceError::Host(_))
        ));
    }
    assert!(matches!(
        svc.deathmatches().void(m.id, HOST, "  ").await,
        Err(ServiceError::Host(HostError::NoReason))
    ));
    let plain = accepted(&svc, GameKind::Duel, None, None).await;
    assert!(matches!(
        svc.deathmatches().pause(plain.id, HOST, None).await,
        Err(ServiceError::Host(HostError::NotADeathMatch { id })) if id == plain.id
    ));
    let mut same = request(GameKind::Duel);
    same.plan.dmo = EC;
    assert!(matches!(
        svc.deathmatches().start(same).await,
        Err(ServiceError::Host(_))
    ));
    let mut playing_host = request(GameKind::Duel);
    playing_host.host = EC;
    assert!(matches!(
        svc.deathmatches().start(playing_host).await,
        Err(ServiceError::Host(HostError::HostPlays))
    ));
    let mut fast = request(GameKind::Duel);
    fast.plan.turn_seconds = Some(3);
    assert!(matches!(
        svc.deathmatches().start(fast).await,
        Err(ServiceError::BadTurnSeconds)
    ));
}

#[tokio::test]
async fn the_dashboard_lists_the_servers_death_matches_or_one_events() {
    let h = Harness::new();
    let svc = h.open();
    let a = picked(&svc, request(GameKind::Duel), true).await;
    let mut other = request(GameKind::TilePoker);
    other.plan.event = Some("Finals".into());
    let b = svc.deathmatches().start(other).await.unwrap().info;
    accepted(&svc, GameKind::Duel, None, None).await;
    let all: Vec<MatchId> = svc
        .deathmatches()
        .list(PLACE.guild, None)
        .await
        .unwrap()
        .iter()
        .map(|s| s.info.id)
        .collect();
    assert_eq!(all, [b.id, a.id]);
    let finals: Vec<MatchId> = svc
        .deathmatches()
        .list(PLACE.guild, Some("Finals"))
        .await
        .unwrap()
        .iter()
        .map(|s| s.info.id)
        .collect();
    assert_eq!(finals, [b.id]);
    assert!(svc
        .deathmatches()
        .list(PLACE.guild + 1, None)
        .await
        .unwrap()
        .is_empty());
}
