//! Every server sets the bot up for itself: an admin's `/settings` panel through the real
//! bot (Discord's role and channel selects, a form of numbers), what it changes (who hosts
//! Death Matches, where their results go, the default clock, where and which games may be
//! started), and what it refuses with a reason: a non-admin, a forged select value, a
//! channel the bot cannot post in, a number out of range. Two servers' settings stay apart.

use std::time::Duration;

use serde_json::json;

use crate::harness::{button_by_label, Bot};
use crate::sim::{ChannelId, SimConfig, SimMessage, Simulator, UserId};

const MANAGE_GUILD: u64 = 1 << 5;
const SEND_MESSAGES: u64 = 1 << 11;

/// `/settings` for `user`: the panel (or a refusal), privately.
async fn open_panel(bot: &Bot, user: UserId) -> SimMessage {
    let handle = bot
        .sim
        .slash(user, bot.channel, "settings", json!({}))
        .await;
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

struct Server {
    bot: Bot,
    admin: UserId,
    host: UserId,
    hosts: u64,
    results: ChannelId,
    locked: ChannelId,
}

async fn server() -> Server {
    let sim = Simulator::start_with(SimConfig {
        channels: vec!["general".into(), "dm-results".into(), "locked".into()],
        ..SimConfig::default()
    })
    .await;
    let hosts = sim.add_role("Hosts");
    let admin = sim.add_user("admin");
    let host = sim.add_user("host");
    sim.set_member(admin, &[], MANAGE_GUILD);
    sim.set_member(host, &[hosts], 0);
    let locked = sim.channel("locked");
    // Nobody (the bot included) may post in #locked.
    let everyone = sim.guild_id().get();
    sim.set_overwrites(locked, &[(everyone, 0, 0, SEND_MESSAGES)]);
    let results = sim.channel("dm-results");
    let bot = Bot::start_on(sim, None, &[]).await;
    Server {
        bot,
        admin,
        host,
        hosts,
        results,
        locked,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_names_the_hosts_and_the_results_channel_and_a_host_runs_a_death_match() {
    let Server {
        bot,
        admin,
        host,
        hosts,
        results,
        ..
    } = server().await;
    let ec = bot.sim.add_user("ec");
    let dmo = bot.sim.add_user("dmo");
    for player in [ec, dmo] {
        bot.sim.set_member(player, &[], 0);
    }
    // Before: the bot's defaults (hosts are members with Manage Server).
    let panel = open_panel(&bot, admin).await;
    assert!(
        line(&panel, "Death Match host roles").contains("members with Manage Server — default"),
        "{}",
        panel.content
    );
    let game = bot.choice("challenge", "game", "Duel");
    let start = json!({"start": {"game": game, "ec": ec, "dmo": dmo}});
    let refused = bot.say(host, "deathmatch", start.clone()).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("Only Death Match hosts"),
        "{}",
        refused.content()
    );

    // The admin picks the Hosts role and #dm-results.
    let chose = bot
        .sim
        .select_roles(admin, panel.id, "st:hr", &[hosts], true)
        .await;
    assert_eq!(chose.response().await.kind, 7, "the panel is updated");
    let panel = chose.message().await;
    assert!(
        line(&panel, "Death Match host roles").contains(&format!("<@&{hosts}> — this server")),
        "{}",
        panel.content
    );
    assert!(panel
        .content
        .contains("Last change: Death Match host roles by <@"));
    let chose = bot
        .sim
        .select_channels(admin, panel.id, "st:rc", &[results], true)
        .await;
    chose.response().await;
    let panel = chose.message().await;
    assert!(
        line(&panel, "Death Match results channel")
            .contains(&format!("<#{results}> — this server")),
        "{}",
        panel.content
    );

    // The host now starts one; it is voided after a clash and the result reaches
    // #dm-results, once.
    let before = bot.sim.log_len();
    let started = bot.say(host, "deathmatch", start).await;
    assert!(!started.is_ephemeral(), "{}", started.content());
    let post = bot
        .wait_public_since(before, "Death Match · Duel", "the start post")
        .await;
    let id = crate::harness::match_number(&post);
    let picked = bot
        .click(dmo, &post, &button_by_label(&post, "DMO: Choose second"))
        .await;
    assert_eq!(picked.kind, 7);
    let voided = bot
        .say(
            host,
            "deathmatch",
            json!({"void": {"match": id, "reason": "a test"}}),
        )
        .await;
    assert!(
        voided.content().contains("voided by the host"),
        "{}",
        voided.content()
    );
    let head = format!("**Match #{id}** · 🚫 voided");
    let found = bot
        .sim
        .wait_for(Duration::from_secs(10), |sim| {
            sim.public_messages(results)
                .into_iter()
                .find(|m| m.content.contains(&head))
        })
        .await;
    assert!(found.is_some(), "the result reaches the results channel");
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_non_admin_a_forged_value_a_channel_without_permission_and_a_bad_number_are_refused() {
    let Server {
        bot,
        admin,
        host,
        hosts,
        locked,
        ..
    } = server().await;
    // A member without Manage Server: refused, whether by the command or a forged click.
    let refused = open_panel(&bot, host).await;
    assert!(
        refused.content.contains("Manage Server"),
        "{}",
        refused.content
    );
    // A tampered client sends the panel's role select from the refusal it can see.
    let forged = bot
        .sim
        .forge_select(host, refused.id, "st:hr", &[&hosts.to_string()])
        .await;
    let answer = forged.response().await;
    assert!(
        answer.is_ephemeral() && answer.content().contains("Manage Server"),
        "{answer:?}"
    );
    let panel = open_panel(&bot, admin).await;
    assert!(line(&panel, "Death Match host roles").contains("default"));
    // A role of no server of ours.
    let forged = bot
        .sim
        .select_roles(admin, panel.id, "st:hr", &[123_456_789], false)
        .await;
    forged.response().await;
    let panel = forged.message().await;
    assert!(
        panel
            .content
            .contains("is not a role of this server. Nothing was changed."),
        "{}",
        panel.content
    );
    assert!(line(&panel, "Death Match host roles").contains("default"));
    // #locked: the bot may not send messages there.
    let chose = bot
        .sim
        .select_channels(admin, panel.id, "st:gc", &[locked], true)
        .await;
    chose.response().await;
    let panel = chose.message().await;
    assert!(
        panel
            .content
            .contains(&format!("cannot play in <#{locked}>"))
            && panel.content.contains("Send Messages")
            && panel.content.contains("Nothing was changed."),
        "{}",
        panel.content
    );
    assert!(line(&panel, "Channels for games").contains("any channel — default"));
    // The form: a clock out of range refuses the whole form; then a good one.
    let numbers = bot
        .click(
            admin,
            &panel,
            &button_by_label(&panel, "Clock, turns, expiry, board…"),
        )
        .await;
    assert_eq!(numbers.kind, 9, "a form: {numbers:?}");
    let submit = |turn: &'static str| {
        let sim = bot.sim.clone();
        async move {
            let handle = sim
                .submit_modal(admin, "st:nf", &[("turn", turn), ("strikes", "3")])
                .await;
            handle.response().await;
            handle.message().await
        }
    };
    let answer = submit("5").await;
    assert!(
        answer
            .content
            .contains("Default turn clock: the turn clock must be 0 (untimed) or 10")
            && answer.content.contains("Nothing was changed."),
        "{}",
        answer.content
    );
    assert!(line(&answer, "Missed turns that forfeit").contains("5 — default"));
    bot.click(
        admin,
        &panel,
        &button_by_label(&panel, "Clock, turns, expiry, board…"),
    )
    .await;
    let answer = submit("90").await;
    assert!(
        line(&answer, "Default turn clock").contains("1:30 — this server"),
        "{}",
        answer.content
    );
    assert!(line(&answer, "Missed turns that forfeit").contains("3 — this server"));
    // A challenge now gets the server's clock.
    let bob = bot.sim.add_user("bob");
    let handle = bot
        .sim
        .slash(
            admin,
            bot.channel,
            "challenge",
            json!({"opponent": bob, "game": bot.choice("challenge", "game", "Clash")}),
        )
        .await;
    handle.response().await;
    let challenge = handle.message().await;
    assert!(
        challenge
            .content
            .contains("90 s per turn, 3 missed turns forfeit"),
        "{}",
        challenge.content
    );
    bot.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_turned_off_or_started_elsewhere_are_refused_with_where_to_go() {
    let Server { bot, admin, .. } = server().await;
    let bob = bot.sim.add_user("bob");
    let games = bot.sim.channel("dm-results");
    let panel = open_panel(&bot, admin).await;
    let chose = bot
        .sim
        .select_channels(admin, panel.id, "st:gc", &[games], true)
        .await;
    chose.response().await;
    let panel = chose.message().await;
    let chose = bot
        .sim
        .select(admin, panel.id, "st:gm", &["clash", "duel"])
        .await;
    chose.response().await;
    let panel = chose.message().await;
    assert!(
        line(&panel, "Games enabled").contains("Clash, Duel — this server"),
        "{}",
        panel.content
    );
    // In #general: told where to go.
    let handle = bot
        .sim
        .slash(
            admin,
            bot.channel,
            "challenge",
            json!({"opponent": bob, "game": bot.choice("challenge", "game", "Duel")}),
        )
        .await;
    let refused = handle.response().await;
    assert!(
        refused.is_ephemeral() && refused.content().contains(&format!("<#{games}>")),
        "{}",
        refused.content()
    );
    // In the right channel, a game turned off.
    let handle = bot
        .sim
        .slash(
            admin,
            games,
            "challenge",
            json!({"opponent": bob, "game": bot.choice("challenge", "game", "Tile Poker")}),
        )
        .await;
    let refused = handle.response().await;
    assert!(
        refused.is_ephemeral()
            && refused
                .content()
                .contains("Tile Poker is turned off on this server"),
        "{}",
        refused.content()
    );
    bot.assert_clean();
}
