//! The operator's gauges and the writer's liveness through the service.

use super::*;

#[tokio::test]
async fn the_gauges_count_live_matches_open_challenges_and_what_is_owed() {
    let h = Harness::new();
    let svc = h.open();
    let empty = svc.ops().gauges().await.unwrap();
    assert_eq!(
        (
            empty.live_by_game.len(),
            empty.challenges_open,
            empty.posts_owed
        ),
        (0, 0, 0)
    );
    svc.challenges()
        .create(PLACE, ALICE, None, GameKind::Duel, None, None)
        .await
        .unwrap();
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    let gauges = svc.ops().gauges().await.unwrap();
    assert_eq!(gauges.live_by_game, vec![("clash".to_string(), 1)]);
    assert_eq!(gauges.challenges_open, 1, "the open Duel challenge");
    assert_eq!(gauges.posts_owed, 1, "the toss post");
    let oldest = gauges.oldest_owed_at.expect("a post is owed");
    assert!(oldest <= h.clock.now_ms() && oldest >= 1_700_000_000_000);
    let owed = svc.delivery().pending(PLACE.channel, 10).await.unwrap();
    svc.delivery()
        .done(owed[0].id, Some(9), 1, None)
        .await
        .unwrap();
    svc.matches().resign(info.id, ALICE.id).await.unwrap();
    let after = svc.ops().gauges().await.unwrap();
    assert!(after.live_by_game.is_empty(), "{after:?}");
}

#[tokio::test]
async fn a_running_writer_is_alive() {
    let h = Harness::new();
    let svc = h.open();
    assert!(svc.ops().writer_alive(Duration::from_secs(2)).await);
}
