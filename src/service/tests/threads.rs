//! Match threads through the service: a match of a server that wants them owes its thread
//! before anything else; an opened thread takes the match's posts with it; a thread that
//! could not be opened, or was lost, sends the match back to its channel, and the server's
//! panel is told why until a thread opens again.

use super::*;
use crate::model::settings::{SettingKey, Threads};
use crate::model::ThreadLoss;
use serde_json::json;

const ADMIN: UserId = 77;
const THREAD: u64 = 500;

async fn threads(svc: &Service, threads: Threads) {
    svc.settings()
        .change(
            PLACE.guild,
            ADMIN,
            SettingKey::Threads,
            Some(json!(threads)),
        )
        .await
        .unwrap();
}

/// The posts owed to `channel`, as (kind, match).
async fn owed(svc: &Service, channel: u64) -> Vec<(PostKind, Option<MatchId>)> {
    svc.delivery()
        .pending(channel, 20)
        .await
        .unwrap()
        .into_iter()
        .map(|p| (p.kind, p.match_id))
        .collect()
}

async fn thread_post(svc: &Service) -> i64 {
    let posts = svc.delivery().pending(PLACE.channel, 20).await.unwrap();
    let post = posts
        .iter()
        .find(|p| p.kind == PostKind::Thread)
        .expect("a thread is owed");
    post.id
}

#[tokio::test]
async fn with_threads_off_a_match_is_played_in_its_channel() {
    let h = Harness::new();
    let svc = h.open();
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    assert_eq!(info.thread, MatchThread::No);
    assert_eq!(
        owed(&svc, PLACE.channel).await,
        vec![(PostKind::Choice, Some(info.id))]
    );
}

#[tokio::test]
async fn threads_for_death_matches_only_leave_challenges_in_their_channel() {
    let h = Harness::new();
    let svc = h.open();
    threads(&svc, Threads::DeathMatches).await;
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    assert_eq!(info.thread, MatchThread::No);
}

#[tokio::test]
async fn a_match_of_a_server_with_threads_owes_its_thread_before_its_first_post() {
    let h = Harness::new();
    let svc = h.open();
    threads(&svc, Threads::Every).await;
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    assert_eq!(info.thread, MatchThread::Wanted);
    assert_eq!(
        owed(&svc, PLACE.channel).await,
        vec![
            (PostKind::Thread, Some(info.id)),
            (PostKind::Choice, Some(info.id))
        ]
    );
    // Still owed after a restart.
    drop(svc);
    let svc = h.open();
    assert_eq!(
        svc.matches().public(info.id).await.unwrap().info.thread,
        MatchThread::Wanted
    );
    assert_eq!(owed(&svc, PLACE.channel).await.len(), 2);
}

#[tokio::test]
async fn an_opened_thread_takes_the_match_and_its_posts_and_survives_a_restart() {
    let h = Harness::new();
    let svc = h.open();
    threads(&svc, Threads::Every).await;
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    let post = thread_post(&svc).await;
    svc.delivery()
        .thread_opened(info.id, post, THREAD)
        .await
        .unwrap();
    let now = svc.matches().public(info.id).await.unwrap().info;
    assert_eq!(now.place.channel, THREAD);
    assert_eq!(
        now.thread,
        MatchThread::Open {
            parent: PLACE.channel
        }
    );
    assert!(owed(&svc, PLACE.channel).await.is_empty());
    assert_eq!(
        owed(&svc, THREAD).await,
        vec![(PostKind::Choice, Some(info.id))]
    );
    // The game's posts go to the thread from now on, the live match knowing it too.
    let toss = info.toss.unwrap();
    svc.matches()
        .choose_first(info.id, info.players[toss.winner], info.version, true)
        .await
        .unwrap();
    assert!(owed(&svc, PLACE.channel).await.is_empty());
    assert_eq!(owed(&svc, THREAD).await.len(), 2);
    drop(svc);
    let svc = h.open();
    let after = svc.matches().public(info.id).await.unwrap().info;
    assert_eq!((after.place.channel, after.thread), (THREAD, now.thread));
    assert_eq!(
        svc.delivery().thread_failure(PLACE.guild).await.unwrap(),
        None
    );
}

#[tokio::test]
async fn a_thread_that_cannot_be_opened_leaves_the_match_in_its_channel_and_says_why() {
    let h = Harness::new();
    let svc = h.open();
    threads(&svc, Threads::Every).await;
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    let post = thread_post(&svc).await;
    let reason = ThreadLoss::NoPermission;
    svc.delivery()
        .thread_failed(info.id, Some(post), reason)
        .await
        .unwrap();
    let now = svc.matches().public(info.id).await.unwrap().info;
    assert_eq!(now.place.channel, PLACE.channel);
    assert_eq!(now.thread, MatchThread::Failed { reason });
    // The thread is owed no more; the game's own post still is, in the channel.
    assert_eq!(
        owed(&svc, PLACE.channel).await,
        vec![(PostKind::Choice, Some(info.id))]
    );
    assert_eq!(
        svc.delivery().thread_failure(PLACE.guild).await.unwrap(),
        Some((info.id, PLACE.channel, reason))
    );
    // Another server is told nothing.
    assert_eq!(svc.delivery().thread_failure(9).await.unwrap(), None);

    // A later match whose thread opens clears the warning.
    let next = svc
        .challenges()
        .create(
            PLACE,
            ALICE,
            Some(EVE_PERSON),
            GameKind::Clash,
            Some(1),
            None,
        )
        .await
        .unwrap();
    let (_, m) = svc
        .challenges()
        .answer(next.id, EVE, ChallengeAnswer::Accept)
        .await
        .unwrap();
    let next = m.unwrap().info;
    let post = thread_post(&svc).await;
    svc.delivery()
        .thread_opened(next.id, post, THREAD + 1)
        .await
        .unwrap();
    assert_eq!(
        svc.delivery().thread_failure(PLACE.guild).await.unwrap(),
        None
    );
}

const EVE_PERSON: Person = Person {
    id: EVE,
    is_bot: false,
};

#[tokio::test]
async fn a_lost_thread_sends_the_match_and_its_table_back_to_its_channel() {
    let h = Harness::new();
    let svc = h.open();
    threads(&svc, Threads::Every).await;
    let m = {
        let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
        let post = thread_post(&svc).await;
        svc.delivery()
            .thread_opened(info.id, post, THREAD)
            .await
            .unwrap();
        let toss = info.toss.unwrap();
        svc.matches()
            .choose_first(info.id, info.players[toss.winner], info.version, true)
            .await
            .unwrap();
        svc.matches().snapshot(info.id).await.unwrap()
    };
    // Its table was drawn in the thread.
    svc.delivery()
        .table_drawn(m.id, m.revision, Some(4321), THREAD)
        .await
        .unwrap();
    h.notices.owed.lock().unwrap().clear();
    svc.delivery()
        .thread_failed(m.id, None, ThreadLoss::Deleted)
        .await
        .unwrap();
    let now = svc.matches().public(m.id).await.unwrap().info;
    assert_eq!(
        (now.place.channel, now.message_id, now.table_revision),
        (PLACE.channel, None, 0),
        "the table is drawn again, in the channel"
    );
    assert!(owed(&svc, THREAD).await.is_empty());
    assert!(!owed(&svc, PLACE.channel).await.is_empty());
    assert!(h
        .notices
        .owed
        .lock()
        .unwrap()
        .contains(&(m.id, Redraw::Now)));
    // A drawing of the thread's table recorded late (a click answered just before the
    // move) does not make the channel's table look drawn.
    svc.delivery()
        .table_drawn(m.id, m.revision, None, THREAD)
        .await
        .unwrap();
    let now = svc.matches().public(m.id).await.unwrap().info;
    assert_eq!((now.message_id, now.table_revision), (None, 0));
    assert_eq!(svc.delivery().tables_owed().await.unwrap(), vec![m.id]);
    // The match goes on, in the channel.
    let after = step(&svc, &m).await;
    assert_eq!(after.place.channel, PLACE.channel);
    assert!(owed(&svc, THREAD).await.is_empty());
}

#[tokio::test]
async fn a_match_started_inside_a_thread_is_played_there_without_one_of_its_own() {
    let h = Harness::new();
    let svc = h.open();
    threads(&svc, Threads::Every).await;
    let info = accepted(&svc, GameKind::Clash, Some(1), None).await;
    let post = thread_post(&svc).await;
    svc.delivery().thread_none(info.id, post).await.unwrap();
    let now = svc.matches().public(info.id).await.unwrap().info;
    assert_eq!(
        (now.place.channel, now.thread),
        (PLACE.channel, MatchThread::No)
    );
    assert_eq!(
        owed(&svc, PLACE.channel).await,
        vec![(PostKind::Choice, Some(info.id))]
    );
    assert_eq!(
        svc.delivery().thread_failure(PLACE.guild).await.unwrap(),
        None
    );
}
