//! The simulator's public threads, driven directly: REST through serenity's own `Http` (its
//! typed answers check the shapes), and a bare serenity client whose cache must take the
//! THREAD_* and CHANNEL_UPDATE events. No bot process, so these are fast.

use std::sync::{Arc, Once};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::json;
use tokio::sync::mpsc;

use crate::sim::{
    ChannelId, Fault, FaultPlan, MessageId, PostKind, SimConfig, Simulator, Visibility,
    CREATE_PUBLIC_THREADS, MANAGE_THREADS, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL,
};

fn http(sim: &Simulator) -> serenity::Http {
    static NO_PROXY: Once = Once::new();
    // reqwest honours proxy variables; the simulator is on loopback.
    NO_PROXY.call_once(|| std::env::set_var("NO_PROXY", "127.0.0.1,localhost"));
    serenity::HttpBuilder::new(sim.token())
        .proxy(sim.api_url())
        .ratelimiter_disabled(true)
        .build()
}

/// Discord's error code of a refused request (the test fails on anything else).
fn code<T: std::fmt::Debug>(r: serenity::Result<T>) -> isize {
    match r {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e))) => e.error.code,
        other => panic!("expected a Discord error, got {other:?}"),
    }
}

async fn thread_from(
    http: &serenity::Http,
    ch: ChannelId,
    m: MessageId,
    name: &str,
) -> serenity::Result<serenity::GuildChannel> {
    http.create_thread_from_message(ch, m, &json!({"name": name}), None)
        .await
}

#[tokio::test]
async fn a_thread_from_a_message_has_its_id_and_is_made_once() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let ch = sim.default_channel();
    let challenge = ch.say(&http, "alice challenges bob").await.unwrap();

    let made = http
        .create_thread_from_message(
            ch,
            challenge.id,
            &json!({"name": "Match #1", "auto_archive_duration": 60}),
            None,
        )
        .await
        .unwrap();
    assert_eq!(
        made.id.get(),
        challenge.id.get(),
        "a thread's id is its message's"
    );
    assert_eq!(made.kind, serenity::ChannelType::PublicThread);
    assert_eq!(made.parent_id, Some(ch));
    assert_eq!(made.guild_id, sim.guild_id());
    assert_eq!(made.owner_id, Some(sim.bot_id()));
    let meta = made.thread_metadata.unwrap();
    assert!(!meta.archived && !meta.locked);
    assert_eq!(
        meta.auto_archive_duration,
        serenity::AutoArchiveDuration::OneHour
    );

    let t = sim.thread(made.id).unwrap();
    assert_eq!(
        (t.parent, t.owner, t.starter, t.name.as_str(), t.deleted),
        (ch, sim.bot_id(), Some(challenge.id), "Match #1", false)
    );
    assert_eq!(sim.thread_of(challenge.id), Some(t.clone()));
    assert_eq!(sim.threads(), vec![t]);
    // The starter message carries the thread; the parent gets no other message.
    let starter = ch.message(&http, challenge.id).await.unwrap();
    assert_eq!(starter.thread.map(|t| t.id), Some(made.id));
    assert!(starter
        .flags
        .unwrap()
        .contains(serenity::MessageFlags::HAS_THREAD));
    assert_eq!(sim.public_messages(ch).len(), 1);
    let fetched = http.get_channel(made.id).await.unwrap().guild().unwrap();
    assert_eq!(fetched.name, "Match #1");

    // A second thread from the same message: 160004, nothing made.
    assert_eq!(
        code(thread_from(&http, ch, challenge.id, "again").await),
        160_004
    );
    assert_eq!(sim.threads().len(), 1);

    // Posts in the thread are the thread's messages.
    let post = made.id.say(&http, "Round 1").await.unwrap();
    assert_eq!(post.channel_id, made.id);
    let in_thread = sim.public_messages(made.id);
    assert_eq!(in_thread.len(), 1);
    assert_eq!(in_thread[0].visibility, Visibility::Public);
    assert_eq!(sim.thread(made.id).unwrap().message_count, 1);
    // No thread from a message of a thread.
    assert_eq!(
        code(thread_from(&http, made.id, post.id, "nested").await),
        50_024
    );
    // An unknown message.
    assert_eq!(
        code(thread_from(&http, ch, MessageId::new(42), "ghost").await),
        10_008
    );
    assert_eq!(sim.take_violations()[0].rule, "unknown-message");

    // A thread without a message: a new id, announced in its parent (type 18).
    let lobby = http
        .create_thread(ch, &json!({"name": "lobby", "type": 11}), None)
        .await
        .unwrap();
    assert_eq!(sim.thread(lobby.id).unwrap().starter, None);
    let announced = sim.public_messages(ch);
    assert_eq!(announced.len(), 2);
    assert_eq!(announced[1].message_type, 18);

    let log: Vec<_> = sim
        .log()
        .into_iter()
        .filter(|p| p.kind == PostKind::CreateThread)
        .map(|p| (p.status, p.error))
        .collect();
    assert_eq!(
        log,
        [
            (201, None),
            (400, Some(160_004)),
            (400, Some(50_024)),
            (404, Some(10_008)),
            (201, None)
        ]
    );
    sim.assert_no_violations();
}

#[tokio::test]
async fn bad_thread_bodies_are_refused_and_recorded() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let ch = sim.default_channel();
    let m = ch.say(&http, "challenge").await.unwrap();
    for body in [
        json!({"name": ""}),
        json!({"name": "x".repeat(101)}),
        json!({"name": "ok", "auto_archive_duration": 30}),
    ] {
        let r = http.create_thread_from_message(ch, m.id, &body, None).await;
        assert_eq!(code(r), 50_035, "{body}");
    }
    // v10 has no default thread type (serenity's CreateThread sends none unless told).
    let r = http
        .create_thread(ch, &json!({"name": "lobby"}), None)
        .await;
    assert_eq!(code(r), 50_035);
    let v = sim.take_violations();
    assert_eq!(v.len(), 4, "{v:?}");
    assert!(v.iter().all(|v| v.rule == "invalid-body"), "{v:?}");
    assert!(sim.threads().is_empty());
}

#[tokio::test]
async fn archived_locked_and_deleted_threads_answer_as_discord() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let ch = sim.default_channel();
    let m = ch.say(&http, "challenge").await.unwrap();
    let thread = thread_from(&http, ch, m.id, "Match #2").await.unwrap().id;
    let table = thread.say(&http, "table").await.unwrap();

    // The bot archives its thread; a post unarchives it.
    let archived = http
        .edit_thread(thread, &json!({"archived": true}), None)
        .await
        .unwrap();
    assert!(archived.thread_metadata.unwrap().archived);
    assert!(sim.thread(thread).unwrap().archived);
    // No edit nor deletion in an archived thread; a second archive is refused too.
    let edit = serenity::EditMessage::new().content("table, edited");
    assert_eq!(
        code(thread.edit_message(&http, table.id, edit.clone()).await),
        50_083
    );
    assert_eq!(code(thread.delete_message(&http, table.id).await), 50_083);
    assert_eq!(
        code(
            http.edit_thread(thread, &json!({"archived": true}), None)
                .await
        ),
        50_083
    );
    thread.say(&http, "rematch?").await.unwrap();
    assert!(!sim.thread(thread).unwrap().archived, "a post unarchives");
    thread
        .edit_message(&http, table.id, edit.clone())
        .await
        .unwrap();

    // A moderator archives and locks it: posts are refused; the bot, a thread manager
    // here, may unarchive it, and not once that is taken away.
    sim.archive_thread(thread, true);
    assert_eq!(code(thread.say(&http, "hello?").await), 50_083);
    assert!(sim.thread(thread).unwrap().archived);
    sim.deny_bot(ch, MANAGE_THREADS);
    let unarchive = json!({"archived": false});
    assert_eq!(
        code(http.edit_thread(thread, &unarchive, None).await),
        50_013
    );
    sim.set_overwrites(ch, &[]);
    let open = http.edit_thread(thread, &unarchive, None).await.unwrap();
    assert!(!open.thread_metadata.unwrap().archived);
    assert!(sim.thread(thread).unwrap().locked);

    // A moderator deletes it: everything there is gone (10003), its messages too.
    sim.delete_thread(thread);
    assert!(sim.thread(thread).unwrap().deleted);
    assert!(sim.public_messages(thread).is_empty());
    assert_eq!(code(thread.say(&http, "anyone?").await), 10_003);
    assert_eq!(
        code(thread.edit_message(&http, table.id, edit).await),
        10_003
    );
    assert_eq!(code(http.get_channel(thread).await), 10_003);
    assert_eq!(
        code(http.edit_thread(thread, &unarchive, None).await),
        10_003
    );
    // The starter message stays, without its thread; a new thread from it is refused.
    assert!(ch.message(&http, m.id).await.unwrap().thread.is_none());
    assert_eq!(code(thread_from(&http, ch, m.id, "again").await), 160_004);
    sim.assert_no_violations();
}

#[tokio::test]
async fn permissions_by_the_channels_overwrites() {
    let sim = Simulator::start_with(SimConfig {
        channels: vec!["general".into(), "games".into(), "quiet".into()],
        ..SimConfig::default()
    })
    .await;
    let http = http(&sim);
    let (general, games, quiet) = (
        sim.channel("general"),
        sim.channel("games"),
        sim.channel("quiet"),
    );
    let m = general.say(&http, "challenge").await.unwrap();
    let all = sim.bot_permissions(general);
    assert_eq!(
        all & (CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS),
        CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS
    );

    // No threads where the bot may not make them (a member overwrite, or @everyone's).
    sim.deny_bot(general, CREATE_PUBLIC_THREADS);
    assert_eq!(code(thread_from(&http, general, m.id, "t").await), 50_013);
    sim.set_overwrites(
        general,
        &[(sim.guild_id().get(), 0, 0, CREATE_PUBLIC_THREADS)],
    );
    assert_eq!(code(thread_from(&http, general, m.id, "t").await), 50_013);
    // An allow for the bot beats @everyone's deny.
    sim.set_overwrites(
        general,
        &[
            (sim.guild_id().get(), 0, 0, CREATE_PUBLIC_THREADS),
            (sim.bot_id().get(), 1, CREATE_PUBLIC_THREADS, 0),
        ],
    );
    let thread = thread_from(&http, general, m.id, "t").await.unwrap().id;

    // Posting in a thread takes SEND_MESSAGES_IN_THREADS in its parent.
    sim.deny_bot(general, SEND_MESSAGES_IN_THREADS);
    assert_eq!(code(thread.say(&http, "hi").await), 50_013);
    general
        .say(&http, "the channel itself is fine")
        .await
        .unwrap();
    // Posting in a channel takes SEND_MESSAGES; seeing it, VIEW_CHANNEL (Missing Access).
    sim.deny_bot(games, SEND_MESSAGES);
    assert_eq!(code(games.say(&http, "hi").await), 50_013);
    sim.deny_bot(quiet, VIEW_CHANNEL);
    assert_eq!(code(quiet.say(&http, "hi").await), 50_001);
    sim.assert_no_violations();
}

#[tokio::test]
async fn faults_hit_thread_writes_and_a_lost_answer_leaves_the_thread() {
    let sim = Simulator::start().await;
    let http = http(&sim);
    let ch = sim.default_channel();
    let m = ch.say(&http, "challenge").await.unwrap();

    sim.inject_thread_faults([Fault::ServerError, Fault::DroppedAfterWrite]);
    assert!(thread_from(&http, ch, m.id, "t").await.is_err());
    assert!(sim.threads().is_empty(), "a 500 makes nothing");
    // Made, and the answer cut: the bot cannot tell, and its retry meets 160004.
    assert!(thread_from(&http, ch, m.id, "t").await.is_err());
    assert_eq!(sim.threads().len(), 1);
    assert_eq!(code(thread_from(&http, ch, m.id, "t").await), 160_004);
    // An archive whose answer is lost is applied.
    let thread = sim.threads()[0].id;
    sim.inject_thread_faults([Fault::LostAnswer]);
    let r = http
        .edit_thread(thread, &json!({"archived": true}), None)
        .await;
    assert!(r.is_err());
    assert!(sim.thread(thread).unwrap().archived);
    assert_eq!(sim.faults_left(), 0);
    sim.assert_no_violations();

    // A plan's faults reach thread writes too, unless it leaves them out.
    let plan = |threads| FaultPlan {
        kinds: vec![Fault::Unavailable],
        posts_per_channel: None,
        threads,
        ..FaultPlan::every_kind(7, 1.0)
    };
    for threads in [true, false] {
        let sim = Simulator::start_with(SimConfig {
            faults: Some(plan(threads)),
            ..SimConfig::default()
        })
        .await;
        let http = crate::sim_threads::http(&sim);
        let ch = sim.default_channel();
        let r = http
            .create_thread(ch, &json!({"name": "lobby", "type": 11}), None)
            .await;
        assert_eq!(r.is_ok(), !threads, "{r:?}");
        assert_eq!(
            sim.weather().injected.get("503").copied().unwrap_or(0),
            usize::from(threads)
        );
    }
}

/// What the bare client saw: an event's name, the thread or channel, and the threads its
/// cache held for the guild then (id, archived).
type Seen = (&'static str, u64, Vec<(u64, bool)>);

struct Watcher {
    tx: mpsc::UnboundedSender<Seen>,
    guild: serenity::GuildId,
}

impl Watcher {
    fn report(&self, ctx: &serenity::Context, what: &'static str, id: u64) {
        let threads = ctx
            .cache
            .guild(self.guild)
            .map(|g| {
                g.threads
                    .iter()
                    .map(|t| {
                        let archived = t.thread_metadata.is_some_and(|m| m.archived);
                        (t.id.get(), archived)
                    })
                    .collect()
            })
            .unwrap_or_default();
        let _ = self.tx.send((what, id, threads));
    }
}

#[serenity::async_trait]
impl serenity::EventHandler for Watcher {
    async fn guild_create(&self, ctx: serenity::Context, g: serenity::Guild, _: Option<bool>) {
        self.report(&ctx, "GUILD_CREATE", g.id.get());
    }
    async fn thread_create(&self, ctx: serenity::Context, t: serenity::GuildChannel) {
        self.report(&ctx, "THREAD_CREATE", t.id.get());
    }
    async fn thread_update(
        &self,
        ctx: serenity::Context,
        _: Option<serenity::GuildChannel>,
        t: serenity::GuildChannel,
    ) {
        self.report(&ctx, "THREAD_UPDATE", t.id.get());
    }
    async fn thread_delete(
        &self,
        ctx: serenity::Context,
        t: serenity::PartialGuildChannel,
        _: Option<serenity::GuildChannel>,
    ) {
        self.report(&ctx, "THREAD_DELETE", t.id.get());
    }
    async fn channel_update(
        &self,
        ctx: serenity::Context,
        _: Option<serenity::GuildChannel>,
        c: serenity::GuildChannel,
    ) {
        // The bot's own overwrite, as the cache now has it.
        let me = ctx.cache.current_user().id.get();
        let denied = ctx
            .cache
            .guild(self.guild)
            .and_then(|g| g.channels.get(&c.id).cloned())
            .and_then(|ch| {
                ch.permission_overwrites
                    .iter()
                    .find(|o| {
                        o.kind
                            == serenity::PermissionOverwriteType::Member(serenity::UserId::new(me))
                    })
                    .map(|o| o.deny.bits())
            })
            .unwrap_or(0);
        let _ = self
            .tx
            .send(("CHANNEL_UPDATE", c.id.get(), vec![(denied, false)]));
    }
    async fn interaction_create(&self, ctx: serenity::Context, i: serenity::Interaction) {
        let serenity::Interaction::Component(c) = i else {
            return;
        };
        let channel = c.channel.as_ref().expect("a channel object");
        assert_eq!(channel.kind, serenity::ChannelType::PublicThread);
        let parent = channel.parent_id.expect("a thread's parent").get();
        let reply = serenity::CreateInteractionResponseMessage::new()
            .content(format!("in a thread of {parent}"))
            .ephemeral(true);
        c.create_response(
            &ctx.http,
            serenity::CreateInteractionResponse::Message(reply),
        )
        .await
        .expect("the answer in a thread");
        let _ = self
            .tx
            .send(("INTERACTION_CREATE", c.channel_id.get(), vec![]));
    }
}

struct Client {
    shards: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
    seen: mpsc::UnboundedReceiver<Seen>,
}

impl Client {
    async fn start(sim: &Simulator) -> Client {
        let (tx, seen) = mpsc::unbounded_channel();
        let watcher = Watcher {
            tx,
            guild: sim.guild_id(),
        };
        let mut client =
            serenity::ClientBuilder::new_with_http(http(sim), serenity::GatewayIntents::GUILDS)
                .event_handler(watcher)
                .await
                .expect("client");
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = client.start().await;
        });
        Client { shards, task, seen }
    }

    /// The next event of kind `what` (others are skipped), within 5 s.
    async fn next(&mut self, what: &str) -> Seen {
        let wait = async {
            loop {
                let s = self.seen.recv().await.expect("the client stopped");
                if s.0 == what {
                    return s;
                }
            }
        };
        tokio::time::timeout(Duration::from_secs(5), wait)
            .await
            .unwrap_or_else(|_| panic!("no {what} within 5 s"))
    }

    async fn stop(self) {
        self.shards.shutdown_all().await;
        self.task.abort();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thread_events_reach_a_bots_cache_and_interactions_come_from_the_thread() {
    let sim = Simulator::start().await;
    let alice = sim.add_user("alice");
    let http = http(&sim);
    let ch = sim.default_channel();
    let mut client = Client::start(&sim).await;
    client.next("GUILD_CREATE").await;

    let m = ch.say(&http, "challenge").await.unwrap();
    let thread = thread_from(&http, ch, m.id, "Match #3").await.unwrap().id;
    let (_, id, cached) = client.next("THREAD_CREATE").await;
    assert_eq!(id, thread.get());
    assert_eq!(cached, [(thread.get(), false)], "serenity's cache took it");
    assert_eq!(
        sim.gateway_events("THREAD_CREATE")[0]["newly_created"],
        true
    );

    sim.archive_thread(thread, false);
    let (_, _, cached) = client.next("THREAD_UPDATE").await;
    assert_eq!(cached, [(thread.get(), true)]);
    // A post unarchives it: THREAD_UPDATE again.
    let table = thread
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("table")
                .button(serenity::CreateButton::new("hand").label("My hand")),
        )
        .await
        .unwrap();
    let (_, _, cached) = client.next("THREAD_UPDATE").await;
    assert_eq!(cached, [(thread.get(), false)]);

    // A click in the thread: the interaction names the thread and its parent, and the
    // answer (ephemeral) lands in the thread.
    let click = sim.click(alice, table.id, "hand").await;
    assert_eq!(click.response().await.kind, 4);
    let answer = click.message().await;
    assert_eq!(answer.channel_id, thread);
    assert!(answer.is_ephemeral() && answer.visible_to(alice));
    assert_eq!(answer.content, format!("in a thread of {ch}"));
    client.next("INTERACTION_CREATE").await;

    // Overwrites changed while the bot runs reach its cache.
    sim.deny_bot(ch, SEND_MESSAGES_IN_THREADS);
    let (_, id, denied) = client.next("CHANNEL_UPDATE").await;
    assert_eq!((id, denied[0].0), (ch.get(), SEND_MESSAGES_IN_THREADS));

    // After a restart the bot learns the active threads from GUILD_CREATE.
    client.stop().await;
    let other = ch.say(&http, "another").await.unwrap();
    let archived = thread_from(&http, ch, other.id, "old").await.unwrap().id;
    sim.archive_thread(archived, false);
    let mut client = Client::start(&sim).await;
    let (_, _, cached) = client.next("GUILD_CREATE").await;
    assert_eq!(cached, [(thread.get(), false)], "active threads only");

    sim.delete_thread(thread);
    let (_, id, cached) = client.next("THREAD_DELETE").await;
    assert_eq!(id, thread.get());
    assert!(cached.is_empty(), "{cached:?}");
    client.stop().await;
    sim.assert_no_violations();
}
