//! Match threads through the real bot (issue 30): with a server's `/settings` → Match threads
//! on, a match is played in a public thread opened from its challenge (or from a starter post
//! for a Death Match), its channel keeps the challenge and one result line linking the thread,
//! and the thread is archived at the end. Two servers keep their own setting; a thread the
//! bot may not open, one a moderator deletes mid-match, or one locked that the bot may not
//! reopen, leaves the match in its channel, and `/settings` says why. A tournament's match
//! is played in a thread named for its tournament and round.

use std::time::Duration;

use serde_json::json;

use crate::harness::{button_by_label, current_table, mention_after, privacy_walk, to_move, Bot};
use crate::sim::{
    ChannelId, PostKind, SimConfig, SimMessage, SimThread, Simulator, UserId, Visibility,
    CREATE_PUBLIC_THREADS, MANAGE_THREADS,
};

/// How long anything the outbox owes may take to show.
const PATIENCE: Duration = Duration::from_secs(20);
const MANAGE_GUILD: u64 = 1 << 5;

/// `/settings` for `user` in `channel`: the panel, privately.
async fn open_panel(bot: &Bot, user: UserId, channel: ChannelId) -> SimMessage {
    let handle = bot.sim.slash(user, channel, "settings", json!({})).await;
    let callback = handle.response().await;
    assert!(callback.is_ephemeral(), "{callback:?}");
    handle.message().await
}

/// The panel's line for a setting (its title).
fn line<'a>(panel: &'a SimMessage, title: &str) -> &'a str {
    panel
        .content
        .lines()
        .find(|l| l.contains(&format!("**{title}**")))
        .unwrap_or_else(|| panic!("no {title} line: {}", panel.content))
}

/// An admin turns Match threads (off → Death Matches only → every match) until its line
/// says `wanted`; returns the panel.
async fn set_threads(bot: &Bot, admin: UserId, channel: ChannelId, wanted: &str) -> SimMessage {
    let mut panel = open_panel(bot, admin, channel).await;
    for _ in 0..3 {
        if line(&panel, "Match threads").contains(wanted) {
            return panel;
        }
        let button = panel
            .buttons()
            .into_iter()
            .find(|b| {
                b.label
                    .as_deref()
                    .is_some_and(|l| l.starts_with("Match threads"))
            })
            .and_then(|b| b.custom_id)
            .expect("a Match threads button");
        let handle = bot.sim.click(admin, panel.id, &button).await;
        assert_eq!(handle.response().await.kind, 7, "the panel is updated");
        panel = handle.message().await;
    }
    panic!("Match threads never said {wanted:?}: {}", panel.content)
}

/// The match number in a text (`… **Match #12** …`, `Match #12 · …`, `Death Match #12`).
fn number_in(text: &str) -> i64 {
    let at = text.find("Match #").expect("a match number") + "Match #".len();
    text[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

/// `a` challenges `b` to a Duel to `target` in `channel`, `b` accepts, the toss winner
/// chooses first: (the challenge post, the match id, its first table).
async fn duel_in(
    bot: &Bot,
    channel: ChannelId,
    [a, b]: [UserId; 2],
    extra: serde_json::Value,
) -> (SimMessage, i64, SimMessage) {
    let mut options = json!({"opponent": b, "game": bot.choice("challenge", "game", "Duel")});
    options
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    let handle = bot.sim.slash(a, channel, "challenge", options).await;
    assert!(handle.response().await.accepted());
    let challenge = handle.message().await;
    let accepted = bot
        .click(b, &challenge, &button_by_label(&challenge, "Accept"))
        .await;
    assert_eq!(accepted.kind, 7, "{accepted:?}");
    let id = number_in(accepted.content());
    let head = format!("**Match #{id}** · ");
    let toss = bot
        .sim
        .wait_for(PATIENCE, move |sim| {
            sim.messages().into_iter().find(|m| {
                m.visibility == Visibility::Public
                    && m.content.contains(&head)
                    && m.content.contains("wins the toss")
            })
        })
        .await
        .unwrap_or_else(|| panic!("no toss for match {id}"));
    let winner = mention_after(&toss.content, "wins the toss");
    let first = button_by_label(&toss, "Choose first");
    assert_eq!(bot.click(winner, &toss, &first).await.kind, 7);
    let table = current_table(bot, id, PATIENCE).await;
    (bot.message(&challenge), id, table)
}

/// Plays a Duel's table to its end, keeping on top or putting at the bottom in turn;
/// returns the last table and the number of choices.
async fn duel_to_the_end(bot: &Bot, mut table: SimMessage) -> (SimMessage, usize) {
    let mut choices = 0;
    while let Some(mover) = to_move(&table) {
        let label = if choices % 3 == 0 {
            "Keep on top"
        } else {
            "Put on the bottom"
        };
        let done = bot
            .click(mover, &table, &button_by_label(&table, label))
            .await;
        assert_eq!(done.kind, 7, "a choice updates the table: {done:?}");
        table = bot.message(&table);
        choices += 1;
        assert!(choices < 500, "the duel does not end");
    }
    (table, choices)
}

/// Waits until thread `id` is archived (and not deleted).
async fn archived(bot: &Bot, id: ChannelId) -> SimThread {
    bot.sim
        .wait_for(PATIENCE, |sim| {
            sim.thread(id).filter(|t| t.archived && !t.deleted)
        })
        .await
        .unwrap_or_else(|| panic!("thread {id} is not archived: {:?}", bot.sim.thread(id)))
}

/// Waits for a public post in `channel` containing `text`.
async fn post_in(bot: &Bot, channel: ChannelId, text: &str) -> SimMessage {
    let wanted = text.to_string();
    bot.sim
        .wait_for(PATIENCE, move |sim| {
            sim.public_messages(channel)
                .into_iter()
                .find(|m| m.content.contains(&wanted))
        })
        .await
        .unwrap_or_else(|| {
            panic!(
                "no post with {text:?} in {channel}: {:#?}",
                bot.sim
                    .public_messages(channel)
                    .iter()
                    .map(|m| &m.content)
                    .collect::<Vec<_>>()
            )
        })
}

/// How many public messages of `channel` contain `text`.
fn count_in(bot: &Bot, channel: ChannelId, text: &str) -> usize {
    bot.sim
        .public_messages(channel)
        .iter()
        .filter(|m| m.content.contains(text))
        .count()
}

/// The public posts of a channel and of a thread in order, each as where it is and its
/// first line: the transcript of a match.
fn transcript(bot: &Bot, channel: ChannelId, thread: ChannelId) -> Vec<String> {
    bot.sim
        .messages()
        .into_iter()
        .filter(|m| m.visibility == Visibility::Public)
        .filter_map(|m| {
            let place = if m.channel_id == channel {
                "channel"
            } else if m.channel_id == thread {
                "thread "
            } else {
                return None;
            };
            let first: String = m
                .content
                .lines()
                .next()
                .unwrap_or("")
                .chars()
                .take(110)
                .collect();
            Some(format!("{place} | {first}"))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clash_is_played_in_a_thread_from_its_challenge_and_leaves_one_result_line() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");
    let admin = bot.sim.add_user("admin");
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    let panel = set_threads(&bot, admin, bot.channel, "every match").await;
    assert!(
        line(&panel, "Match threads").contains("— this server"),
        "{}",
        panel.content
    );

    let mut table = crate::clash::start_match(&bot, alice, bob, 1).await;
    let id = crate::harness::match_number(&table);
    let challenge = bot
        .sim
        .public_messages(bot.channel)
        .into_iter()
        .find(|m| m.content.contains("accepted"))
        .expect("the challenge post, accepted");
    assert!(
        challenge
            .content
            .contains("It is played in its thread, opened from this message."),
        "{}",
        challenge.content
    );
    // The thread is the challenge's: its id, its parent, its name.
    let thread = bot
        .sim
        .thread_of(challenge.id)
        .expect("a thread from the challenge");
    assert_eq!(thread.parent, bot.channel);
    assert_eq!(thread.name, format!("Match #{id} · Clash · alice vs bob"));
    assert!(!thread.archived && !thread.locked);
    assert_eq!(table.channel_id, thread.id, "the table is in the thread");
    let toss = bot
        .sim
        .public_messages(thread.id)
        .into_iter()
        .find(|m| m.content.contains("wins the toss"))
        .expect("the toss is in the thread");
    assert!(toss.content.contains(&format!("**Match #{id}**")));

    let mut moves = 0;
    while !table.content.contains("wins the match") {
        let (next, made) = crate::clash::play_one(&bot, &table, moves / 9, eve).await;
        table = next;
        moves += made;
        assert!(moves < 200, "the match does not end");
    }
    assert_eq!(table.channel_id, thread.id);

    // One result line in the channel, linking the thread; the thread is archived, not
    // locked.
    let link = format!("🧵 The match: <#{}>", thread.id);
    let result = post_in(&bot, bot.channel, &link).await;
    assert!(
        result.content.starts_with(&format!("**Match #{id}** · ")),
        "{}",
        result.content
    );
    let thread = archived(&bot, thread.id).await;
    assert!(!thread.locked, "people may still talk there");
    bot.sim.settle().await;
    assert_eq!(count_in(&bot, bot.channel, &link), 1, "one result line");
    // The channel keeps the challenge and the result line; everything else of the match
    // is in the thread: the toss, the table, each reveal's result, the ratings.
    let channel_posts: Vec<String> = bot
        .sim
        .public_messages(bot.channel)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(channel_posts.len(), 2, "{channel_posts:#?}");
    let in_thread = bot.sim.public_messages(thread.id);
    assert!(in_thread.len() >= 3, "{in_thread:#?}");
    assert!(in_thread.iter().any(|m| m.content.contains("📈 Ratings")));
    for p in bot.sim.log() {
        if matches!(
            p.kind,
            PostKind::ChannelMessage | PostKind::EditChannelMessage
        ) && p.accepted()
            && p.channel_id == Some(bot.channel)
        {
            let text = p.content.clone().unwrap_or_default();
            assert!(
                text.contains(&link),
                "a post of the match in the channel: {text}"
            );
        }
    }
    // No hidden card in any public post, the thread's included.
    let held = crate::clash::clash_holdings(&bot, id);
    let seat_of = crate::harness::seats(alice, bob);
    let hidden_shown = privacy_walk(&bot, seat_of, &held, |content| {
        let mut revealed = std::collections::BTreeSet::new();
        for line in content.lines() {
            if line.contains("reveals") || line.contains("answers") || line.contains(" ⟵ ") {
                revealed.extend(crate::harness::cards_in(line));
            }
        }
        revealed
    });
    assert!(hidden_shown > 0, "hands were shown privately");
    eprintln!(
        "clash in a thread: {moves} moves; transcript:\n{}",
        transcript(&bot, bot.channel, thread.id).join("\n")
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_death_match_is_played_in_a_thread_and_its_result_goes_to_the_results_channel() {
    let sim = Simulator::start_with(SimConfig {
        channels: vec!["general".into(), "dm-results".into()],
        ..SimConfig::default()
    })
    .await;
    let hosts = sim.add_role("Hosts");
    let results = sim.channel("dm-results");
    let bot = Bot::start_on(sim, None, &[]).await;
    let admin = bot.sim.add_user("admin");
    let host = bot.sim.add_user("host");
    let ec = bot.sim.add_user("ec");
    let dmo = bot.sim.add_user("dmo");
    let (alice, bob) = (bot.sim.add_user("alice"), bot.sim.add_user("bob"));
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    bot.sim.set_member(host, &[hosts], 0);
    for player in [ec, dmo, alice, bob] {
        bot.sim.set_member(player, &[], 0);
    }
    // The admin names the hosts and the results channel, and threads for Death Matches.
    let panel = open_panel(&bot, admin, bot.channel).await;
    let chose = bot
        .sim
        .select_roles(admin, panel.id, "st:hr", &[hosts], true)
        .await;
    chose.response().await;
    let panel = chose.message().await;
    let chose = bot
        .sim
        .select_channels(admin, panel.id, "st:rc", &[results], true)
        .await;
    chose.response().await;
    chose.message().await;
    let panel = set_threads(&bot, admin, bot.channel, "Death Matches only").await;
    assert!(
        line(&panel, "Death Match results channel").contains(&format!("<#{results}>")),
        "{}",
        panel.content
    );

    // A Death Match: the host is told privately; the channel gets the post the thread
    // opens from; the start, with the DMO's buttons, is in the thread.
    let game = bot.choice("challenge", "game", "Duel");
    let started = bot
        .say(
            host,
            "deathmatch",
            json!({"start": {"game": game, "ec": ec, "dmo": dmo, "event": "Week 1"}}),
        )
        .await;
    assert!(
        started.is_ephemeral() && started.content().contains("played in its thread"),
        "{}",
        started.content()
    );
    let id = number_in(started.content());
    let thread = bot.sim.wait_thread(|t| t.parent == bot.channel).await;
    assert_eq!(thread.name, format!("DM #{id} · ec vs dmo"));
    let starter = bot
        .sim
        .message(thread.starter.expect("opened from a post"))
        .expect("the starter post");
    assert_eq!(starter.channel_id, bot.channel);
    assert!(
        starter.content.contains(&format!("Death Match #{id}"))
            && starter.content.contains(&format!("hosted by <@{host}>")),
        "{}",
        starter.content
    );
    let start = post_in(&bot, thread.id, "Death Match · Duel").await;
    let picked = bot
        .click(dmo, &start, &button_by_label(&start, "DMO: Choose second"))
        .await;
    assert_eq!(picked.kind, 7, "{picked:?}");
    let table = current_table(&bot, id, PATIENCE).await;
    assert_eq!(table.channel_id, thread.id, "the table is in the thread");
    assert_eq!(to_move(&table), Some(ec), "the DMO let the EC go first");
    let done = bot
        .click(ec, &table, &button_by_label(&table, "Keep on top"))
        .await;
    assert_eq!(done.kind, 7);

    // Other matches of this server stay in their channel.
    let (_, other, other_table) = duel_in(&bot, bot.channel, [alice, bob], json!({})).await;
    assert_eq!(other_table.channel_id, bot.channel, "match {other}");

    // The host awards the match from its thread: the ruling is answered there, the result
    // goes to the results channel (with the ratings), the home channel gets a line with a
    // link, and the thread is archived.
    let handle = bot
        .sim
        .slash(
            host,
            thread.id,
            "deathmatch",
            json!({"award": {"match": id, "player": dmo, "reason": "a test"}}),
        )
        .await;
    let awarded = handle.response().await;
    assert!(!awarded.is_ephemeral(), "{awarded:?}");
    let head = format!("**Match #{id}**");
    let result = post_in(&bot, results, &head).await;
    assert!(result.content.contains("Week 1"), "{}", result.content);
    let link = format!("🧵 The match: <#{}>", thread.id);
    let line_home = post_in(&bot, bot.channel, &link).await;
    assert!(line_home.content.contains(&head), "{}", line_home.content);
    archived(&bot, thread.id).await;
    bot.sim.settle().await;
    assert_eq!(count_in(&bot, results, &head), 1, "one result post");
    assert_eq!(count_in(&bot, bot.channel, &link), 1, "one result line");
    eprintln!(
        "death match in a thread; transcript:\n{}",
        transcript(&bot, bot.channel, thread.id).join("\n")
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_keep_their_own_thread_setting() {
    let sim = Simulator::start().await;
    let other_guild = sim.add_guild_on_shard("other", 0, 1);
    // Global commands: they serve both servers.
    let bot = Bot::start_on(sim, None, &[("DISCORD_GUILD_ID", "")]).await;
    let (home, away) = (bot.channel, bot.sim.guild_channel(other_guild));
    let admin = bot.sim.add_user("admin");
    let players = [
        bot.sim.add_user("alice"),
        bot.sim.add_user("bob"),
        bot.sim.add_user("carol"),
        bot.sim.add_user("dave"),
    ];
    // The first server plays every match in a thread; the other keeps the default.
    set_threads(&bot, admin, home, "every match").await;
    let panel = open_panel(&bot, admin, away).await;
    assert!(
        line(&panel, "Match threads").contains("off")
            && line(&panel, "Match threads").contains("default"),
        "{}",
        panel.content
    );
    let target = json!({"target": 1});
    let (_, threaded, mut t1) = duel_in(&bot, home, [players[0], players[1]], target.clone()).await;
    let (_, plain, mut t2) = duel_in(&bot, away, [players[2], players[3]], target).await;
    let thread = bot
        .sim
        .thread(t1.channel_id)
        .unwrap_or_else(|| panic!("match {threaded} is in a thread"));
    assert_eq!((thread.parent, thread.guild), (home, bot.sim.guild_id()));
    assert_eq!(t2.channel_id, away, "match {plain} is in its channel");
    // Played at once, move by move.
    while to_move(&t1).is_some() || to_move(&t2).is_some() {
        for table in [&mut t1, &mut t2] {
            if let Some(mover) = to_move(table) {
                let keep = button_by_label(table, "Keep on top");
                assert_eq!(bot.click(mover, table, &keep).await.kind, 7);
                *table = bot.message(table);
            }
        }
    }
    let link = format!("🧵 The match: <#{}>", thread.id);
    post_in(&bot, home, &link).await;
    archived(&bot, thread.id).await;
    post_in(&bot, away, "📈 Ratings").await;
    bot.sim.settle().await;
    // Only the first server's match has a thread; neither channel shows the other's match.
    assert_eq!(bot.sim.threads().len(), 1, "{:#?}", bot.sim.threads());
    for (channel, foreign) in [(home, plain), (away, threaded)] {
        let mark = format!("Match #{foreign}");
        assert!(
            bot.sim
                .public_messages(channel)
                .iter()
                .all(|m| !m.content.contains(&mark)),
            "{channel} shows {mark}"
        );
    }
    assert!(count_in(&bot, away, "📈 Ratings") == 1);
    assert_eq!(count_in(&bot, home, &link), 1);
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_the_bot_may_not_open_leaves_the_match_in_its_channel_and_the_panel_says_why() {
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    let (alice, bob) = (bot.sim.add_user("alice"), bot.sim.add_user("bob"));
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    set_threads(&bot, admin, bot.channel, "every match").await;
    // A moderator takes Create Public Threads from the bot in #general.
    bot.sim.deny_bot(bot.channel, CREATE_PUBLIC_THREADS);

    let (challenge, id, table) =
        duel_in(&bot, bot.channel, [alice, bob], json!({"target": 1})).await;
    assert_eq!(table.channel_id, bot.channel, "played in the channel");
    let (_, choices) = duel_to_the_end(&bot, table).await;
    post_in(&bot, bot.channel, "📈 Ratings").await;
    bot.sim.settle().await;
    assert!(bot.sim.threads().is_empty());
    // The bot tried once, was refused, and did not insist.
    let tries: Vec<_> = bot
        .sim
        .log()
        .into_iter()
        .filter(|p| p.kind == PostKind::CreateThread)
        .collect();
    assert_eq!(tries.len(), 1, "{tries:#?}");
    assert_eq!((tries[0].status, tries[0].error), (403, Some(50013)));
    assert_eq!(tries[0].message_id, Some(challenge.id));
    assert_eq!(count_in(&bot, bot.channel, "📈 Ratings"), 1);
    assert_eq!(count_in(&bot, bot.channel, "🧵"), 0);
    // The accepted challenge says where the match really is, not that it has a thread.
    let accepted = bot.message(&challenge);
    assert!(
        accepted
            .content
            .contains(&format!("this is **Match #{id}**."))
            && accepted
                .content
                .contains("It is played in this channel: its thread could not be opened.")
            && !accepted.content.contains("played in its thread"),
        "{}",
        accepted.content
    );
    // The panel says why.
    let panel = open_panel(&bot, admin, bot.channel).await;
    let warning = format!("⚠️ The thread of Match #{id} ");
    assert!(
        panel.content.contains(&warning)
            && panel.content.contains("create public threads")
            && panel
                .content
                .contains(&format!("the match was played in <#{}>", bot.channel)),
        "{}",
        panel.content
    );
    eprintln!("denied threads: {choices} choices, played in the channel");
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_death_matchs_starter_post_says_where_it_is_played_when_its_thread_is_refused() {
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    let (ec, dmo) = (bot.sim.add_user("ec"), bot.sim.add_user("dmo"));
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    for player in [ec, dmo] {
        bot.sim.set_member(player, &[], 0);
    }
    set_threads(&bot, admin, bot.channel, "every match").await;
    bot.sim.deny_bot(bot.channel, CREATE_PUBLIC_THREADS);
    // No host role: the admin hosts.
    let game = bot.choice("challenge", "game", "Duel");
    let started = bot
        .say(
            admin,
            "deathmatch",
            json!({"start": {"game": game, "ec": ec, "dmo": dmo}}),
        )
        .await;
    let id = number_in(started.content());
    // The post the thread was to open from now says the match is played here, and the
    // start, with the DMO's buttons, is in the channel.
    let starter = post_in(
        &bot,
        bot.channel,
        &format!("**Death Match #{id}** · Duel · <@{ec}> (EC) vs <@{dmo}> (DMO), hosted by"),
    )
    .await;
    let start = post_in(&bot, bot.channel, "Death Match · Duel").await;
    assert!(
        start.content.contains(&format!("Match #{id}")),
        "{}",
        start.content
    );
    bot.sim.settle().await;
    let starter = bot.message(&starter);
    assert!(
        starter
            .content
            .ends_with(": played in this channel: its thread could not be opened.")
            && !starter.content.contains("🧵"),
        "{}",
        starter.content
    );
    assert!(bot.sim.threads().is_empty());
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_deleted_mid_match_sends_the_match_back_to_its_channel() {
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    let (alice, bob) = (bot.sim.add_user("alice"), bot.sim.add_user("bob"));
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    set_threads(&bot, admin, bot.channel, "every match").await;
    // Untimed: no clock runs out to show the bot its thread is gone.
    let (_, id, mut table) = duel_in(
        &bot,
        bot.channel,
        [alice, bob],
        json!({"target": 3, "turn_seconds": 0}),
    )
    .await;
    let thread = bot
        .sim
        .thread(table.channel_id)
        .expect("played in a thread");
    // One choice: the clash waits for the other player's, and nothing is owed to the
    // thread.
    let mover = to_move(&table).expect("a player to move");
    let keep = button_by_label(&table, "Keep on top");
    assert_eq!(bot.click(mover, &table, &keep).await.kind, 7);
    table = bot.message(&table);
    let waiting = to_move(&table).expect("the other player to move");
    assert_ne!(waiting, mover);
    bot.sim.settle().await;
    // A moderator deletes the thread, and its table with it.
    bot.sim.delete_thread(thread.id);
    bot.sim
        .wait_for(PATIENCE, |sim| {
            let (_, _, _, message, _) = crate::harness::stored(&bot, id);
            let m = sim.message(message?.into())?;
            (m.channel_id == bot.channel && !m.deleted).then_some(m)
        })
        .await
        .unwrap_or_else(|| {
            panic!(
                "the table of match {id} is not back in the channel: {:#?}",
                bot.sim
                    .log()
                    .iter()
                    .map(|p| format!(
                        "{:?} {:?} {} {:?} {}",
                        p.kind,
                        p.channel_id,
                        p.status,
                        p.error,
                        p.content
                            .as_deref()
                            .unwrap_or("")
                            .lines()
                            .next()
                            .unwrap_or("")
                    ))
                    .collect::<Vec<_>>()
            )
        });
    let table = current_table(&bot, id, PATIENCE).await;
    assert_eq!(table.channel_id, bot.channel);
    assert_eq!(
        to_move(&table),
        Some(waiting),
        "nothing was lost: {}",
        table.content
    );
    let (_, choices) = duel_to_the_end(&bot, table).await;
    post_in(&bot, bot.channel, "📈 Ratings").await;
    bot.sim.settle().await;
    assert_eq!(
        count_in(&bot, bot.channel, "📈 Ratings"),
        1,
        "one result post"
    );
    assert_eq!(
        count_in(&bot, bot.channel, "🧵"),
        0,
        "no line links a deleted thread: {:#?}",
        bot.sim
            .public_messages(bot.channel)
            .iter()
            .map(|m| &m.content)
            .collect::<Vec<_>>()
    );
    assert_eq!(bot.sim.threads().len(), 1);
    let panel = open_panel(&bot, admin, bot.channel).await;
    assert!(
        panel.content.contains(&format!(
            "⚠️ The thread of Match #{id} was deleted during the match"
        )),
        "{}",
        panel.content
    );
    eprintln!("deleted thread: {choices} choices after, in the channel");
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_locked_mid_match_that_the_bot_may_not_reopen_sends_the_match_home() {
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    let (alice, bob) = (bot.sim.add_user("alice"), bot.sim.add_user("bob"));
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    set_threads(&bot, admin, bot.channel, "every match").await;
    // Without Manage Threads the bot cannot reopen a thread a moderator locked.
    bot.sim.deny_bot(bot.channel, MANAGE_THREADS);
    let (_, id, table) = duel_in(
        &bot,
        bot.channel,
        [alice, bob],
        json!({"target": 2, "turn_seconds": 10}),
    )
    .await;
    let thread = bot
        .sim
        .thread(table.channel_id)
        .expect("played in a thread");
    bot.sim.settle().await;
    bot.sim.archive_thread(thread.id, true);
    // The clock runs out: what the bot owes the thread is refused (archived and locked),
    // reopening it is refused too, and the match comes back to the channel.
    let home = bot
        .sim
        .wait_for(Duration::from_secs(30), |sim| {
            let (_, _, _, message, _) = crate::harness::stored(&bot, id);
            let m = sim.message(message?.into())?;
            (m.channel_id == bot.channel).then_some(m)
        })
        .await;
    assert!(
        home.is_some(),
        "the table of match {id} is not back in the channel"
    );
    let reopen: Vec<_> = bot
        .sim
        .log()
        .into_iter()
        .filter(|p| p.kind == PostKind::EditThread && p.body["archived"] == false)
        .map(|p| (p.status, p.error))
        .collect();
    assert_eq!(reopen, vec![(403, Some(50013))], "one try to reopen it");
    let table = current_table(&bot, id, PATIENCE).await;
    let (_, choices) = duel_to_the_end(&bot, table).await;
    post_in(&bot, bot.channel, "📈 Ratings").await;
    bot.sim.settle().await;
    assert_eq!(
        count_in(&bot, bot.channel, "📈 Ratings"),
        1,
        "one result post"
    );
    assert_eq!(count_in(&bot, bot.channel, "🧵"), 0);
    let thread = bot.sim.thread(thread.id).unwrap();
    assert!(thread.archived && thread.locked, "{thread:?}");
    let panel = open_panel(&bot, admin, bot.channel).await;
    assert!(
        panel.content.contains(&format!(
            "⚠️ The thread of Match #{id} was locked during the match"
        )),
        "{}",
        panel.content
    );
    eprintln!("locked thread: {choices} choices after, in the channel");
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_match_is_played_in_a_thread_named_for_its_round() {
    use crate::tournament::{matches_of, resign, says, signed_up, tournament};
    let bot = Bot::start().await;
    let admin = bot.sim.add_user("admin");
    bot.sim.set_member(admin, &[], MANAGE_GUILD);
    set_threads(&bot, admin, bot.channel, "every match").await;
    let (alice, bob) = (bot.sim.add_user("alice"), bot.sim.add_user("bob"));
    for p in [alice, bob] {
        bot.sim.set_member(p, &[], 0);
    }
    let before = bot.sim.log_len();
    let create = json!({
        "game": bot.choice("challenge", "game", "Duel"),
        "format": 1,
        "name": "Threaded",
        "target": 1,
    });
    let signup = signed_up(&bot, admin, &[alice, bob], create).await;
    tournament(&bot, admin, "start", json!({ "tournament": 1 })).await;
    let round = bot
        .wait_public_since(before, "· round 1 of 1:", "round 1 is posted")
        .await;
    assert_eq!(
        round.channel_id, bot.channel,
        "the round is posted in the channel"
    );
    let (m, a, b) = matches_of(&round)[0];

    // No challenge message: the thread opens from a starter post, named for the round.
    let starter = post_in(
        &bot,
        bot.channel,
        &format!("🧵 **Match #{m} · Tournament #1 · round 1** · Duel · <@{a}> vs <@{b}>"),
    )
    .await;
    let thread = bot
        .sim
        .wait_for(PATIENCE, move |sim| sim.thread_of(starter.id))
        .await
        .expect("a thread from the starter post");
    let name = |u: UserId| if u == alice { "alice" } else { "bob" };
    assert_eq!(
        thread.name,
        format!(
            "Match #{m} · Tournament #1 · round 1 · Duel · {} vs {}",
            name(a),
            name(b)
        )
    );
    let toss = post_in(
        &bot,
        thread.id,
        &format!("**Match #{m} · Tournament #1 · round 1** · Duel · the toss"),
    )
    .await;
    let winner = mention_after(&toss.content, "wins the toss");
    let first = button_by_label(&toss, "Choose first");
    assert_eq!(bot.click(winner, &toss, &first).await.kind, 7);
    // The standings link the match's table, in its thread.
    let standings = says(&bot, &signup, &format!("/{}/", thread.id)).await;
    assert!(
        standings.content.contains(&format!("[Match #{m}](")),
        "{}",
        standings.content
    );

    // The match ends: one result line in the channel links the thread, the thread is
    // archived, and the final standings are posted in the channel.
    resign(&bot, a, m).await;
    let link = format!("🧵 The match: <#{}>", thread.id);
    post_in(&bot, bot.channel, &link).await;
    archived(&bot, thread.id).await;
    let last = post_in(&bot, bot.channel, "is over. Final standings:").await;
    assert!(
        last.content.contains(&format!("🥇 1. <@{b}>")),
        "{}",
        last.content
    );
    bot.sim.settle().await;
    assert_eq!(count_in(&bot, bot.channel, &link), 1, "one result line");
    assert_eq!(
        count_in(&bot, thread.id, "is over. Final standings:"),
        0,
        "the tournament's posts stay in its channel"
    );
    bot.assert_clean();
}
