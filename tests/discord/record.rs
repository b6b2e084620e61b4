//! Provably fair deals through the real bot: the toss post shows the deal commitment and
//! never the seed or the salt; /record refuses while the match is on and to outsiders, and
//! after the end gives each player the record file, which passes `clash-bot verify`.

use clash_bot::model::fairness::{self, Decimal, MatchRecordFile};
use serde_json::json;

use crate::harness::{button_by_label, match_number, to_move, Bot};

/// The 64 hex digits after `sha256 ` on the toss post.
fn commitment_on(toss: &str) -> String {
    let at = toss
        .find("Deal commitment: `sha256 ")
        .unwrap_or_else(|| panic!("no commitment on the toss post: {toss}"))
        + "Deal commitment: `sha256 ".len();
    let hash: String = toss[at..].chars().take(64).collect();
    assert!(
        hash.len() == 64 && hash.chars().all(|c| c.is_ascii_hexdigit()),
        "{toss}"
    );
    hash
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_matchs_record_goes_to_its_players_only_and_verifies() {
    let bot = Bot::start().await;
    let alice = bot.sim.add_user("alice");
    let bob = bot.sim.add_user("bob");
    let eve = bot.sim.add_user("eve");
    let command = bot
        .sim
        .command_json("record")
        .expect("/record is registered");
    assert_eq!(command["options"][0]["name"], "match", "{command}");

    let toss = bot
        .challenge_accepted(alice, bob, "Duel", json!({ "target": 1 }))
        .await;
    let commitment = commitment_on(&toss.content);
    let mut table = bot.choose(&toss, [alice, bob], "Choose first").await;
    let match_id = match_number(&table);
    // The choice keeps the commitment on the toss post.
    assert!(bot.message(&toss).content.contains(&commitment));

    let early = bot.say(alice, "record", json!({ "match": match_id })).await;
    assert!(
        early.is_ephemeral()
            && early.content()
                == format!(
                    "Match #{match_id} is still under way: the record is available once the match ends."
                ),
        "{}",
        early.content()
    );

    let mut moves = 0;
    while let Some(mover) = to_move(&table) {
        let keep = button_by_label(&table, "Keep on top");
        let done = bot.click(mover, &table, &keep).await;
        assert_eq!(done.kind, 7, "{done:?}");
        table = bot.message(&table);
        moves += 1;
        // Tied clashes do not count, so the deal decides how many clashes a Duel to 1
        // takes; the clash limit (200 clashes, at most two choices each) ends any deal.
        assert!(moves <= 400, "a Duel to 1 does not end");
    }

    let outsider = bot.say(eve, "record", json!({ "match": match_id })).await;
    assert!(
        outsider.is_ephemeral()
            && outsider.content()
                == format!("Only <@{alice}> and <@{bob}>, who played Match #{match_id}, can get its record."),
        "{}",
        outsider.content()
    );
    let missing = bot
        .say(alice, "record", json!({ "match": match_id + 100 }))
        .await;
    assert!(
        missing.is_ephemeral()
            && missing.content() == format!("There is no Match #{}.", match_id + 100),
        "{}",
        missing.content()
    );

    let mut records = Vec::new();
    for player in [alice, bob] {
        let reply = bot
            .say_message(player, "record", json!({ "match": match_id }))
            .await;
        assert!(reply.is_ephemeral(), "{}", reply.content);
        assert!(
            reply
                .content
                .contains(&format!("clash-bot verify match-{match_id}.json")),
            "{}",
            reply.content
        );
        let file = reply
            .attachment(&format!("match-{match_id}.json"))
            .unwrap_or_else(|| panic!("no record file on {:?}", reply.attachments()))
            .clone();
        let text = std::str::from_utf8(&file.bytes).unwrap().to_string();
        let verified = fairness::verify_json(&text);
        assert!(verified.passed(), "{verified}");
        records.push(serde_json::from_str::<MatchRecordFile>(&text).unwrap());
    }
    let record = &records[0];
    assert_eq!(records[1], *record, "both players get the same record");
    assert_eq!(record.match_id, match_id);
    assert_eq!(
        (record.players.a, record.players.b),
        (Decimal(alice.get()), Decimal(bob.get()))
    );
    assert_eq!(record.commitment.as_deref(), Some(commitment.as_str()));
    assert_eq!(record.actions.len(), moves);

    // The seed and the salt were in no message and no log line: only in the files.
    let seed = record.seed.0.to_string();
    let salt = record.salt.clone().expect("a new match has a salt");
    for post in bot.sim.log() {
        let text = post.text();
        assert!(
            !text.contains(&seed) && !text.contains(&salt),
            "a post shows the seed or the salt: {text}"
        );
    }
    for line in bot.process.lines() {
        assert!(
            !line.contains(&seed) && !line.contains(&salt),
            "a log line shows the seed or the salt: {line}"
        );
    }
    bot.assert_clean();
}
