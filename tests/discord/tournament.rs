//! A tournament run by the real bot: an organiser (Manage Server) opens a Swiss of Duel,
//! four players join with the sign-up's button (the count follows in place), a player may
//! not start it, the organiser does; each round's matches are posted with both players'
//! mentions and labelled with the tournament and round; round 1 is played out by
//! resignations, round 2 by an organiser's award and a player's own drop; the rounds
//! advance by themselves, and the final standings are posted and shown in place. And a
//! bot killed between a round's last result and the next pairing pairs it, once, when it
//! is back. A five-player single elimination gives its top seeds byes, replays a match
//! its organiser voids, and runs to a champion. An eight-player Swiss of three rounds ends a match by its clock, loses a
//! player to the organiser's drop and so gives a bye in its last round.

use std::time::Duration;

use serde_json::json;

use crate::harness::{button_by_label, mentions, Bot};
use crate::sim::{SimMessage, Simulator, UserId, Visibility};

/// Discord's Manage Server permission bit.
const MANAGE_GUILD: u64 = 1 << 5;

/// A /tournament subcommand's reply.
pub(crate) async fn tournament(
    bot: &Bot,
    user: UserId,
    sub: &str,
    options: serde_json::Value,
) -> crate::sim::Callback {
    bot.say(user, "tournament", json!({ sub: options })).await
}

/// Waits until message `message` says `text`.
pub(crate) async fn says(bot: &Bot, message: &SimMessage, text: &str) -> SimMessage {
    let (id, wanted) = (message.id, text.to_string());
    bot.sim
        .wait_for(Duration::from_secs(20), move |sim| {
            let m = sim.message(id)?;
            m.content.contains(&wanted).then_some(m)
        })
        .await
        .unwrap_or_else(|| {
            panic!(
                "the message never said {text:?}: {}",
                bot.message(message).content
            )
        })
}

/// `organiser` opens a tournament with `create`'s options and `players` join with the
/// sign-up's button; returns the sign-up once it counts them all.
pub(crate) async fn signed_up(
    bot: &Bot,
    organiser: UserId,
    players: &[UserId],
    create: serde_json::Value,
) -> SimMessage {
    let before = bot.sim.log_len();
    tournament(bot, organiser, "create", create).await;
    let signup = bot
        .wait_public_since(before, "signed up (at most 256)", "the sign-up is posted")
        .await;
    let join = button_by_label(&signup, "Join");
    for &p in players {
        bot.click(p, &signup, &join).await;
    }
    let count = format!("**{} players** signed up", players.len());
    says(bot, &signup, &count).await
}

/// The matches of a round's post: (match number, player a, player b).
pub(crate) fn matches_of(post: &SimMessage) -> Vec<(i64, UserId, UserId)> {
    post.content
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("• **Match #")?;
            let number = rest.split("**").next()?.parse().ok()?;
            let players = mentions(line);
            Some((number, players[0], players[1]))
        })
        .collect()
}

/// `user` resigns match `m` with `/resign match:m` and its confirmation.
pub(crate) async fn resign(bot: &Bot, user: UserId, m: i64) {
    let ask = bot.say_message(user, "resign", json!({ "match": m })).await;
    assert!(
        ask.custom_ids().contains(&format!("rk:{m}")),
        "{}",
        ask.content
    );
    let done = bot.click(user, &ask, &format!("rk:{m}")).await;
    assert!(
        done.content().contains("You resigned"),
        "{}",
        done.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_play_a_swiss_of_duel_to_its_final_standings() {
    let bot = Bot::start().await;
    let (organiser, players) = people(&bot);
    let create = json!({
        "game": bot.choice("challenge", "game", "Duel"),
        "format": 0,
        "name": "Friday Duel",
        "target": 1,
        "turn_seconds": 60,
    });

    // A player may not open one; the organiser may, and the sign-up is posted.
    let refused = tournament(&bot, players[0], "create", create.clone()).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("Only tournament organisers"),
        "{}",
        refused.content()
    );
    let before = bot.sim.log_len();
    let opened = tournament(&bot, organiser, "create", create).await;
    assert!(
        opened.is_ephemeral() && opened.content().contains("is open"),
        "{}",
        opened.content()
    );
    let signup = bot
        .wait_public_since(before, "signed up (at most 256)", "the sign-up is posted")
        .await;
    assert!(
        signup.content.contains("**Tournament #1 · Friday Duel**")
            && signup.content.contains("Sign-up closes <t:")
            && signup.content.contains(":R>"),
        "{}",
        signup.content
    );

    // Join with the button; twice is refused; Leave and Join again.
    let join = button_by_label(&signup, "Join");
    let leave = button_by_label(&signup, "Leave");
    for &p in &players {
        let joined = bot.click(p, &signup, &join).await;
        assert!(
            joined.is_ephemeral() && joined.content().contains("You are in"),
            "{}",
            joined.content()
        );
    }
    let twice = bot.click(players[0], &signup, &join).await;
    assert!(
        twice.content().contains("already in"),
        "{}",
        twice.content()
    );
    let left = bot.click(players[0], &signup, &leave).await;
    assert!(left.content().contains("You left"), "{}", left.content());
    says(&bot, &signup, "**3 players** signed up").await;
    bot.click(players[0], &signup, &join).await;
    let signup = says(&bot, &signup, "**4 players** signed up").await;
    for &p in &players {
        assert!(signup.content.contains(&format!("<@{p}>")));
    }

    // Only the organiser starts it.
    let refused = tournament(&bot, players[1], "start", json!({ "tournament": 1 })).await;
    assert!(
        refused.content().contains("Only tournament organisers"),
        "{}",
        refused.content()
    );
    let before = bot.sim.log_len();
    let started = tournament(&bot, organiser, "start", json!({ "tournament": 1 })).await;
    assert!(
        started.content().contains("has started"),
        "{}",
        started.content()
    );
    let news = bot
        .wait_public_since(
            before,
            "has started (started by the organiser",
            "the start post",
        )
        .await;
    assert!(
        news.content.contains(&format!("<@{organiser}>")) && news.content.contains("2 rounds"),
        "{}",
        news.content
    );
    let round1 = bot
        .wait_public_since(before, "· round 1 of 2:", "round 1 is posted")
        .await;
    let boards = matches_of(&round1);
    assert_eq!(boards.len(), 2, "{}", round1.content);
    // Every player once, each match started at once with its toss, labelled.
    let mut seen: Vec<UserId> = boards.iter().flat_map(|(_, a, b)| [*a, *b]).collect();
    seen.sort_unstable();
    let mut all = players.clone();
    all.sort_unstable();
    assert_eq!(seen, all);
    for (m, _, _) in &boards {
        let toss = bot
            .wait_public_since(
                before,
                &format!("**Match #{m} · Tournament #1 · round 1** · Duel · the toss"),
                "the toss of a tournament match",
            )
            .await;
        // The round's post comes first, then the tosses it announces.
        assert!(toss.id > round1.id, "the toss came before the round's post");
    }
    // The public message is now the standings, with the round in play.
    let standings = says(&bot, &signup, "Round **1** of 2").await;
    assert!(standings.buttons().is_empty(), "no Join once started");
    assert!(
        standings.content.contains("— playing"),
        "{}",
        standings.content
    );
    // Tournament #1's first match is Match #1: its table is a message of its own, and the
    // public message stays the standings. (Discord checks nonces per author, across
    // channels: the table's and the sign-up's must differ.)
    let &(_, a1, b1) = boards
        .iter()
        .find(|(m, _, _)| *m == 1)
        .expect("Match #1 is one of round 1's");
    let toss1 = bot
        .sim
        .find_message(|m| {
            m.content
                .contains("**Match #1 · Tournament #1 · round 1** · Duel · the toss")
        })
        .expect("Match #1's toss");
    let table1 = bot.choose(&toss1, [a1, b1], "Choose first").await;
    assert_ne!(table1.id, signup.id, "Match #1's table is not the sign-up");
    assert!(
        table1
            .custom_ids()
            .iter()
            .any(|c| c.starts_with('g') && c.contains(":1:")),
        "{}",
        table1.content
    );
    let standings = says(&bot, &signup, "Round **1** of 2").await;
    assert!(
        standings
            .content
            .contains("**Tournament #1 · Friday Duel**"),
        "{}",
        standings.content
    );

    // Round 1: side A resigns each match; round 2 is paired by itself.
    let before = bot.sim.log_len();
    for (m, a, _) in &boards {
        resign(&bot, *a, *m).await;
    }
    let round2 = bot
        .wait_public_since(before, "· round 2 of 2:", "round 2 is paired")
        .await;
    let boards2 = matches_of(&round2);
    assert_eq!(boards2.len(), 2, "{}", round2.content);
    // Swiss: the two winners meet, and nobody meets an opponent twice.
    let winners: Vec<UserId> = boards.iter().map(|(_, _, b)| *b).collect();
    assert!(
        boards2
            .iter()
            .any(|(_, a, b)| winners.contains(a) && winners.contains(b)),
        "{}",
        round2.content
    );
    for (_, a, b) in &boards2 {
        assert!(!boards
            .iter()
            .any(|(_, x, y)| (x == a && y == b) || (x == b && y == a)));
    }

    // Round 2: a player may not award; the organiser awards one match with a reason; the
    // other is decided by a player's own drop.
    let (award_m, award_a, _) = boards2[0];
    let award = json!({ "match": award_m, "player": award_a, "reason": "opponent no-show" });
    let refused = tournament(&bot, award_a, "award", award.clone()).await;
    assert!(
        refused.content().contains("Only tournament organisers"),
        "{}",
        refused.content()
    );
    let before = bot.sim.log_len();
    let awarded = tournament(&bot, organiser, "award", award).await;
    assert!(
        awarded.content().contains("is awarded"),
        "{}",
        awarded.content()
    );
    let ruling = bot
        .wait_public_since(before, "awarded Match #", "the award is posted")
        .await;
    assert!(
        ruling
            .content
            .contains(&format!("the organiser <@{organiser}>"))
            && ruling.content.contains(&format!("to <@{award_a}>"))
            && ruling.content.contains("Reason: opponent no-show"),
        "{}",
        ruling.content
    );
    let (drop_m, _, drop_b) = boards2[1];
    let dropped = tournament(
        &bot,
        drop_b,
        "drop",
        json!({ "tournament": 1, "reason": "has to go" }),
    )
    .await;
    assert!(
        dropped.content().contains("You are out"),
        "{}",
        dropped.content()
    );
    let news = bot
        .wait_public_since(before, "dropped out of", "the drop is posted")
        .await;
    assert!(
        news.content
            .contains(&format!("Match #{drop_m} is forfeited"))
            && news.content.contains("Reason: has to go"),
        "{}",
        news.content
    );

    // The last round over, the final standings are posted and shown in place.
    let last = bot
        .wait_public_since(before, "is over. Final standings:", "the final standings")
        .await;
    assert!(last.content.contains("🥇 1. <@"), "{}", last.content);
    for &p in &players {
        assert!(
            last.content.contains(&format!("<@{p}>")),
            "{}",
            last.content
        );
    }
    let shown = says(&bot, &signup, "**final standings**").await;
    assert!(shown.content.contains("🥇 1. <@"), "{}", shown.content);
    assert!(shown.content.contains("(dropped)"), "{}", shown.content);
    // One public message for the standings: the sign-up's, edited, never a second.
    let copies = bot
        .sim
        .public_messages(bot.channel)
        .into_iter()
        .filter(|m| m.content.contains("— Swiss · Duel · first to 1"))
        .count();
    assert_eq!(copies, 1);
    assert!(bot
        .sim
        .messages()
        .iter()
        .filter(|m| m.visibility == Visibility::Public)
        .all(|m| !m.content.contains("Something went wrong")));
    bot.assert_clean();
}

/// An organiser and four players (no permissions) on `bot`'s server.
fn people(bot: &Bot) -> (UserId, Vec<UserId>) {
    people_n(bot, 4)
}

/// An organiser and `n` players (no permissions) on `bot`'s server.
fn people_n(bot: &Bot, n: usize) -> (UserId, Vec<UserId>) {
    let organiser = bot.sim.add_user("organiser");
    bot.sim.set_member(organiser, &[], MANAGE_GUILD);
    let players = (1..=n)
        .map(|i| {
            let p = bot.sim.add_user(&format!("player{i}"));
            bot.sim.set_member(p, &[], 0);
            p
        })
        .collect();
    (organiser, players)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_between_a_rounds_last_result_and_the_next_pairing_pairs_it_once_back() {
    let sim = Simulator::start().await;
    let failpoint = [("CLASH_FAILPOINT", "tournament-before-pairing")];
    let mut bot = Bot::start_on(sim, None, &failpoint).await;
    let (organiser, players) = people(&bot);
    let before = bot.sim.log_len();
    let create = json!({
        "game": bot.choice("challenge", "game", "Duel"),
        "format": 0,
        "name": "Crash Cup",
        "target": 1,
    });
    let signup = signed_up(&bot, organiser, &players, create).await;
    tournament(&bot, organiser, "start", json!({ "tournament": 1 })).await;
    let round1 = bot
        .wait_public_since(before, "· round 1 of 2:", "round 1 is posted")
        .await;
    let boards = matches_of(&round1);
    assert_eq!(boards.len(), 2, "{}", round1.content);

    // The first result: the round goes on.
    resign(&bot, boards[0].1, boards[0].0).await;
    // The round's last result commits, and the bot dies before it pairs round 2.
    let (m, a, _) = boards[1];
    let ask = bot.say_message(a, "resign", json!({ "match": m })).await;
    let _unanswered = bot.sim.click(a, ask.id, &format!("rk:{m}")).await;
    let exit = bot.process.wait_exit(Duration::from_secs(20)).await;
    assert!(
        exit.is_some_and(|e| !e.success()),
        "the failpoint aborts: {exit:?}"
    );
    let round2 = |sim: &Simulator| {
        sim.public_messages(sim.default_channel())
            .into_iter()
            .filter(|m| m.content.contains("· round 2 of 2:"))
            .count()
    };
    assert_eq!(round2(&bot.sim), 0, "not paired before the crash");

    // Back: round 2 is paired once, its matches started, the standings follow.
    bot.restart().await;
    let posted = bot
        .wait_public_since(
            before,
            "· round 2 of 2:",
            "round 2 is paired after the restart",
        )
        .await;
    let boards2 = matches_of(&posted);
    assert_eq!(boards2.len(), 2, "{}", posted.content);
    for (m, _, _) in &boards2 {
        bot.wait_public_since(
            before,
            &format!("**Match #{m} · Tournament #1 · round 2** · Duel · the toss"),
            "round 2's tosses",
        )
        .await;
    }
    says(&bot, &signup, "Round **2** of 2").await;
    // A second restart pairs nothing more.
    bot.restart().await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(round2(&bot.sim), 1, "round 2 is paired exactly once");
    let tosses = bot
        .sim
        .public_messages(bot.channel)
        .into_iter()
        .filter(|m| {
            m.content
                .contains("· Tournament #1 · round 2** · Duel · the toss")
        })
        .count();
    assert_eq!(tosses, 2, "two matches in round 2, each started once");
}

/// The organiser voids tournament match `m` of round 1 between `players` (after a
/// player's try is refused); returns the match they play again.
async fn replayed(bot: &Bot, organiser: UserId, m: i64, players: (UserId, UserId)) -> i64 {
    let void = json!({ "match": m, "reason": "a misclick on the toss" });
    let refused = tournament(bot, players.0, "void", void.clone()).await;
    assert!(
        refused.content().contains("Only tournament organisers"),
        "{}",
        refused.content()
    );
    let before = bot.sim.log_len();
    let done = tournament(bot, organiser, "void", void).await;
    assert!(
        done.content().contains(&format!("Match #{m} is voided")),
        "{}",
        done.content()
    );
    let ruling = bot
        .wait_public_since(before, &format!("voided Match #{m}"), "the void is posted")
        .await;
    assert!(
        ruling
            .content
            .contains(&format!("the organiser <@{organiser}>"))
            && ruling.content.contains("Reason: a misclick on the toss"),
        "{}",
        ruling.content
    );
    let again = bot
        .wait_public_since(
            before,
            "so they play again: **Match #",
            "the replay is posted",
        )
        .await;
    assert!(
        again.content.contains(&format!(
            "round 1: Match #{m} between <@{}> and <@{}> was voided",
            players.0, players.1
        )),
        "{}",
        again.content
    );
    let new: i64 = again
        .content
        .split("**Match #")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no new match in {}", again.content));
    assert!(new > m, "{}", again.content);
    bot.wait_public_since(
        before,
        &format!("**Match #{new} · Tournament #1 · round 1** · Duel · the toss"),
        "the replay's toss",
    )
    .await;
    new
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_players_play_a_single_elimination_with_byes_to_its_champion() {
    let bot = Bot::start().await;
    let (organiser, players) = people_n(&bot, 5);
    let before = bot.sim.log_len();
    let create = json!({
        "game": bot.choice("challenge", "game", "Duel"),
        "format": 1,
        "name": "Knockout",
        "target": 1,
    });
    // Rounds are Swiss's alone: refused, and nothing is opened.
    let mut with_rounds = create.clone();
    with_rounds["rounds"] = json!(2);
    let refused = tournament(&bot, organiser, "create", with_rounds).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("is for Swiss only"),
        "{}",
        refused.content()
    );
    tournament(&bot, organiser, "create", create).await;
    let signup = bot
        .wait_public_since(before, "signed up (at most 256)", "the sign-up is posted")
        .await;
    assert!(
        signup.content.contains("Tournament #1 · Knockout"),
        "{}",
        signup.content
    );
    let join = button_by_label(&signup, "Join");
    for &p in &players {
        bot.click(p, &signup, &join).await;
    }
    says(&bot, &signup, "**5 players** signed up").await;
    tournament(&bot, organiser, "start", json!({ "tournament": 1 })).await;

    // A bracket of 8: three byes in round 1, one match; then 2 matches; then the final.
    let mut winners = Vec::new();
    for (round, matches, byes) in [(1, 1, 3), (2, 2, 0), (3, 1, 0)] {
        let post = bot
            .wait_public_since(
                before,
                &format!("· round {round} of 3:"),
                &format!("round {round} is paired"),
            )
            .await;
        let boards = matches_of(&post);
        assert_eq!(boards.len(), matches, "{}", post.content);
        assert_eq!(
            post.content.matches("goes through without a game").count(),
            byes,
            "{}",
            post.content
        );
        let after = bot.sim.log_len();
        winners.clear();
        for (m, a, b) in boards {
            // Round 1's match is voided first (a player may not): the pair plays again,
            // as a new match of the same round, posted as such.
            let m = if round == 1 {
                replayed(&bot, organiser, m, (a, b)).await
            } else {
                m
            };
            resign(&bot, a, m).await;
            winners.push(b);
        }
        if round < 3 {
            bot.wait_public_since(after, &format!("· round {} of 3:", round + 1), "next round")
                .await;
        }
    }
    let last = bot
        .wait_public_since(before, "is over. Final standings:", "the final standings")
        .await;
    assert!(
        last.content.contains(&format!("🥇 1. <@{}>", winners[0])),
        "{}",
        last.content
    );
    let shown = says(&bot, &signup, "**final standings**").await;
    assert!(
        shown.content.contains("Single elimination · Duel"),
        "{}",
        shown.content
    );
    assert!(shown.content.contains("still in"), "{}", shown.content);
    // The bracket, drawn, with the bracket in words as its description.
    let pictures = bot.attachments(&shown);
    let bracket = pictures
        .iter()
        .find(|a| a.filename == "bracket.png")
        .unwrap_or_else(|| panic!("no bracket picture: {pictures:?}"));
    assert!(bracket.png_ok, "a readable PNG");
    assert!(
        bracket
            .description
            .as_deref()
            .is_some_and(|d| d.starts_with("Bracket of Knockout. Round 1:")),
        "{:?}",
        bracket.description
    );
    // /tournament show: the same, privately, with the bracket; a page it has not, refused.
    let mine = bot
        .say_message(
            players[0],
            "tournament",
            json!({ "show": { "tournament": 1 } }),
        )
        .await;
    assert!(
        mine.is_ephemeral() && mine.content.contains("**final standings**"),
        "{}",
        mine.content
    );
    assert!(
        mine.attachment("bracket.png").is_some_and(|a| a.png_ok),
        "{:?}",
        mine.attachments()
    );
    let none = tournament(
        &bot,
        players[0],
        "show",
        json!({ "tournament": 1, "page": 2 }),
    )
    .await;
    assert!(
        none.is_ephemeral()
            && none
                .content()
                .contains("The standings of Tournament #1 have one page: there is no page 2."),
        "{}",
        none.content()
    );
    bot.assert_clean();
}

/// Waits (at most `within`) for a public message since log index `before` that says `text`.
async fn public_within(bot: &Bot, before: usize, text: &str, within: Duration) -> SimMessage {
    let wanted = text.to_string();
    bot.sim
        .wait_for(within, move |sim| {
            sim.log_since(before).iter().find_map(|p| {
                let m = sim.message(p.message_id?)?;
                (m.visibility == Visibility::Public && m.content.contains(&wanted)).then_some(m)
            })
        })
        .await
        .unwrap_or_else(|| panic!("no public message says {text:?}"))
}

/// The player a round's post gives the bye, if any.
fn bye_of(post: &SimMessage) -> Option<UserId> {
    post.content
        .lines()
        .find(|l| l.contains("has the bye (a win)"))
        .map(|l| mentions(l)[0])
}

/// Checks a Swiss round: every player still in plays exactly once or has the bye, and no
/// pair meets again.
fn check_round(
    post: &SimMessage,
    boards: &[(i64, UserId, UserId)],
    active: &[UserId],
    met: &mut Vec<(UserId, UserId)>,
) {
    let mut seen: Vec<UserId> = boards.iter().flat_map(|(_, a, b)| [*a, *b]).collect();
    seen.extend(bye_of(post));
    seen.sort_unstable();
    let mut all = active.to_vec();
    all.sort_unstable();
    assert_eq!(seen, all, "each player still in once: {}", post.content);
    for &(_, a, b) in boards {
        let pair = (a.min(b), a.max(b));
        assert!(!met.contains(&pair), "a repeat pairing: {}", post.content);
        met.push(pair);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_players_play_a_swiss_of_duel_with_a_clock_forfeit_a_drop_and_a_bye() {
    // One missed turn forfeits: a match left alone ends by its clock in about 20 s (the
    // toss winner's choice runs out, then the first turn).
    let bot = Bot::start_with_config(Some("[clock]\nmax_strikes = 1\n")).await;
    let (organiser, players) = people_n(&bot, 8);
    let before = bot.sim.log_len();
    let create = json!({
        "game": bot.choice("challenge", "game", "Duel"),
        "format": 0,
        "name": "Octet",
        "target": 1,
        "turn_seconds": 10,
    });
    let signup = signed_up(&bot, organiser, &players, create).await;
    tournament(&bot, organiser, "start", json!({ "tournament": 1 })).await;

    let mut points: std::collections::HashMap<UserId, u32> =
        players.iter().map(|&p| (p, 0)).collect();
    let mut met = Vec::new();
    let mut active = players.clone();

    // Round 1 (⌈log₂ 8⌉ = 3 rounds): three matches resigned, one left to the clock.
    let round1 = bot
        .wait_public_since(before, "· round 1 of 3:", "round 1 is posted")
        .await;
    let boards = matches_of(&round1);
    assert_eq!(boards.len(), 4, "{}", round1.content);
    assert_eq!(bye_of(&round1), None, "no bye with 8 players");
    check_round(&round1, &boards, &active, &mut met);
    let after1 = bot.sim.log_len();
    for &(m, a, b) in &boards[..3] {
        resign(&bot, a, m).await;
        *points.get_mut(&b).unwrap() += 1;
    }
    let (idle, x, y) = boards[3];
    let round2 = public_within(&bot, after1, "· round 2 of 3:", Duration::from_secs(60)).await;
    let table = crate::harness::current_table(&bot, idle, Duration::from_secs(10)).await;
    let winner = crate::harness::mention_after(&table.content, " wins: ");
    let loser = if winner == x { y } else { x };
    assert!(winner == x || winner == y, "{}", table.content);
    assert!(
        table
            .content
            .contains(&format!("<@{loser}> missed a turn and forfeits")),
        "{}",
        table.content
    );
    *points.get_mut(&winner).unwrap() += 1;

    // Round 2: the organiser drops a player, whose match is forfeited; three resigned.
    let boards2 = matches_of(&round2);
    assert_eq!(boards2.len(), 4, "{}", round2.content);
    check_round(&round2, &boards2, &active, &mut met);
    // Swiss: winners meet winners.
    for &(_, a, b) in &boards2 {
        assert_eq!(points[&a], points[&b], "{}", round2.content);
    }
    let after2 = bot.sim.log_len();
    let (drop_m, dropped, stays) = boards2[3];
    let refused = tournament(
        &bot,
        players.iter().copied().find(|&p| p != dropped).unwrap(),
        "drop",
        json!({ "tournament": 1, "player": dropped, "reason": "left the server" }),
    )
    .await;
    assert!(
        refused.content().contains("Only tournament organisers"),
        "{}",
        refused.content()
    );
    let done = tournament(
        &bot,
        organiser,
        "drop",
        json!({ "tournament": 1, "player": dropped, "reason": "left the server" }),
    )
    .await;
    assert!(
        done.content().contains(&format!("<@{dropped}> is out")),
        "{}",
        done.content()
    );
    let news = bot
        .wait_public_since(
            after2,
            &format!("The organiser <@{organiser}> dropped <@{dropped}> from"),
            "the drop is posted",
        )
        .await;
    assert!(
        news.content
            .contains(&format!("Match #{drop_m} is forfeited"))
            && news.content.contains("Reason: left the server"),
        "{}",
        news.content
    );
    let forfeited = crate::harness::current_table(&bot, drop_m, Duration::from_secs(10)).await;
    assert!(
        forfeited.content.contains(&format!(
            "<@{stays}> wins: <@{dropped}> dropped out of the tournament."
        )),
        "{}",
        forfeited.content
    );
    *points.get_mut(&stays).unwrap() += 1;
    active.retain(|&p| p != dropped);
    for &(m, a, b) in &boards2[..3] {
        resign(&bot, a, m).await;
        *points.get_mut(&b).unwrap() += 1;
    }

    // Round 3: seven players left, so one has the bye: a player with the fewest points.
    let round3 = bot
        .wait_public_since(after2, "· round 3 of 3:", "round 3 is paired")
        .await;
    let boards3 = matches_of(&round3);
    assert_eq!(boards3.len(), 3, "{}", round3.content);
    check_round(&round3, &boards3, &active, &mut met);
    let bye = bye_of(&round3).expect("a bye with 7 players");
    let fewest = active.iter().map(|p| points[p]).min().unwrap();
    assert_eq!(points[&bye], fewest, "{}", round3.content);
    for &(m, a, _) in &boards3 {
        resign(&bot, a, m).await;
    }

    // The final standings: all eight, the drop marked, the bye counted.
    let last = bot
        .wait_public_since(after2, "is over. Final standings:", "the final standings")
        .await;
    for &p in &players {
        assert!(
            last.content.contains(&format!("<@{p}>")),
            "{}",
            last.content
        );
    }
    let shown = says(&bot, &signup, "**final standings**").await;
    let line_of = |p: UserId| {
        shown
            .content
            .lines()
            .find(|l| l.contains(&format!("<@{p}>")))
            .unwrap_or_else(|| panic!("{p} is not in the standings: {}", shown.content))
            .to_string()
    };
    assert!(line_of(dropped).contains("(dropped)"), "{}", shown.content);
    assert!(line_of(bye).contains("1 bye"), "{}", shown.content);
    assert!(shown.content.contains("🥇 1. <@"), "{}", shown.content);
    // The tournament's own posts, for whoever reads the test's output.
    let posts: Vec<String> = bot
        .sim
        .public_messages(bot.channel)
        .into_iter()
        .filter(|m| !m.content.contains("· the toss") && !m.content.contains("Clashes won"))
        .map(|m| m.content)
        .collect();
    eprintln!("eight-player Swiss, its posts:\n{}", posts.join("\n---\n"));
    bot.assert_clean();
}
