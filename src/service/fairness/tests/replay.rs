//! /replay's service side: a finished match of the server, step by step from its record,
//! with every refusal (another server's match, a live one, a voided one) decided here.

use super::*;
use crate::model::replay::MatchReplay;
use crate::model::{DmPlan, DmRequest};

const OTHER_GUILD: u64 = PLACE.guild + 1;

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

/// The replay's steps against the match itself: one per action after the deal, the last
/// one the final table with the match's own info, and no result before the end.
async fn check_replay(svc: &Service, m: &MatchSnapshot, replay: &MatchReplay) {
    let table = m.table().unwrap();
    assert_eq!(replay.steps.len(), table.log_len() + 1, "{}", m.game);
    assert_eq!(replay.info, m.info());
    let (last, end) = replay.step(usize::MAX);
    assert_eq!(last, replay.last());
    assert_eq!(json(&end.public), json(&table.public_view()), "{}", m.game);
    assert_eq!(end.info, m.info(), "{}", m.game);
    for seat in Seat::BOTH {
        assert_eq!(json(end.mover_view(seat)), json(&table.view(seat)));
    }
    assert_eq!(
        end.info,
        svc.matches().public(m.id).await.unwrap().info,
        "the end is the match as the channel sees it"
    );
    for (index, step) in replay.steps[..last].iter().enumerate() {
        assert!(
            step.info.outcome.is_none() && !step.info.is_over(),
            "step {index} of {} shows a result",
            m.game
        );
        assert_eq!(step.info.deadline, None);
        assert_eq!(step.action.is_none(), index == 0);
    }
}

#[tokio::test]
async fn every_games_replay_steps_from_the_deal_to_the_final_table() {
    let svc = service();
    for game in GameKind::ALL {
        let m = played(&svc, game).await;
        let replay = svc.matches().replay(m.id, PLACE.guild).await.unwrap();
        check_replay(&svc, &m, &replay).await;
    }
}

#[tokio::test]
async fn a_replay_is_refused_for_another_servers_match_and_a_live_one() {
    let svc = service();
    assert!(matches!(
        svc.matches().replay(99, PLACE.guild).await,
        Err(ServiceError::NoSuchMatch)
    ));
    let live = accepted(&svc, GameKind::Clash, None).await;
    assert!(matches!(
        svc.matches().replay(live.id, PLACE.guild).await,
        Err(ServiceError::MatchNotOver)
    ));
    // Another server is told nothing more, not even that the match is live.
    assert!(matches!(
        svc.matches().replay(live.id, OTHER_GUILD).await,
        Err(ServiceError::OtherServer)
    ));
    let done = played(&svc, GameKind::Duel).await;
    assert!(matches!(
        svc.matches().replay(done.id, OTHER_GUILD).await,
        Err(ServiceError::OtherServer)
    ));
    // Resigned at the toss: the deal, then the resignation.
    svc.matches().resign(live.id, ALICE.id).await.unwrap();
    let replay = svc.matches().replay(live.id, PLACE.guild).await.unwrap();
    assert_eq!(replay.steps.len(), 2);
    assert!(matches!(
        replay.steps[1].action,
        Some((Seat::A, crate::model::games::StepAction::Resign))
    ));
}

fn dm_request(game: GameKind) -> DmRequest {
    DmRequest {
        place: PLACE,
        host: EVE,
        plan: DmPlan {
            turn_seconds: Some(0),
            ..DmPlan::new(game, ALICE.id, BOB.id)
        },
    }
}

#[tokio::test]
async fn a_voided_death_match_is_refused_with_its_reason_and_an_awarded_one_replays() {
    let svc = service();
    let void = svc
        .deathmatches()
        .start(dm_request(GameKind::TilePoker))
        .await
        .unwrap()
        .info;
    svc.matches()
        .choose_first(void.id, BOB.id, void.version, true)
        .await
        .unwrap();
    svc.deathmatches()
        .void(void.id, EVE, "the EC left the game")
        .await
        .unwrap();
    match svc.matches().replay(void.id, PLACE.guild).await {
        Err(ServiceError::Voided { reason }) => assert_eq!(reason, "the EC left the game"),
        other => panic!("{other:?}"),
    }

    let awarded = svc
        .deathmatches()
        .start(dm_request(GameKind::Clubbed))
        .await
        .unwrap()
        .info;
    svc.matches()
        .choose_first(awarded.id, BOB.id, awarded.version, false)
        .await
        .unwrap();
    let m = svc.matches().snapshot(awarded.id).await.unwrap();
    let seat = m.to_move().unwrap();
    let mv = m.table().unwrap().default_move().unwrap();
    svc.matches()
        .play(m.id, m.players[seat], m.version, mv)
        .await
        .unwrap();
    svc.deathmatches()
        .award(m.id, EVE, BOB.id, "the EC broke a rule")
        .await
        .unwrap();
    let m = svc.matches().snapshot(m.id).await.unwrap();
    let replay = svc.matches().replay(m.id, PLACE.guild).await.unwrap();
    check_replay(&svc, &m, &replay).await;
    assert_eq!(replay.steps.len(), 3, "the deal, the move and the award");
    assert!(matches!(
        replay.steps[2].action,
        Some((Seat::A, crate::model::games::StepAction::Forfeit))
    ));
    // The host's ruling shows at the end only.
    assert!(replay.steps[1].info.dm.as_ref().unwrap().ruling.is_none());
    assert!(replay.steps[2].info.dm.as_ref().unwrap().ruling.is_some());
}
