//! Commitments, records and their verification: pinned hashes, whole matches recorded
//! through the service and verified, each kind of tampering caught, and a database made
//! before commitments migrated and read.

use super::*;
use crate::model::fairness::*;
use crate::model::{AnyTable, MatchPhase, MatchSettings, MatchSnapshot, MatchStatus, UserId};
use crate::model::{ChallengeAnswer, MatchInfo, Person, Place};
use crate::rules::toss;
use crate::rules::{BySeat, GameKind, Outcome, Seat};
use crate::service::Service;
use crate::service::{Clock, Defaults, Notice, Outbound};
use rusqlite::Connection;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

const ALICE: Person = Person {
    id: 11,
    is_bot: false,
};
const BOB: Person = Person {
    id: 22,
    is_bot: false,
};
const EVE: UserId = 33;
const PLACE: Place = Place {
    guild: 1,
    channel: 2,
};

struct Quiet;

impl Outbound for Quiet {
    fn notify(&self, _: Notice) {}
}

fn open(conn: Connection) -> Service {
    let defaults = Defaults {
        turn_seconds: 0,
        max_strikes: 3,
        challenge_expiry_ms: 300_000,
        bot_delay_ms: 0,
        ..Defaults::default()
    };
    Service::open(
        conn,
        defaults,
        Clock::starting_at(1_700_000_000_000),
        Arc::new(Quiet),
    )
    .unwrap()
}

fn service() -> Service {
    open(crate::storage::open_in_memory().unwrap())
}

/// Alice challenges Bob to `game`, Bob accepts: the match at its toss.
async fn accepted(svc: &Service, game: GameKind, turn_seconds: Option<u32>) -> MatchInfo {
    accepted_to(svc, game, 1, turn_seconds).await
}

/// As [`accepted`], to `target`.
async fn accepted_to(
    svc: &Service,
    game: GameKind,
    target: u32,
    turn_seconds: Option<u32>,
) -> MatchInfo {
    let c = svc
        .challenges()
        .create(PLACE, ALICE, Some(BOB), game, Some(target), turn_seconds)
        .await
        .unwrap();
    svc.challenges()
        .answer(c.id, BOB.id, ChallengeAnswer::Accept)
        .await
        .unwrap()
        .1
        .unwrap()
        .info
}

/// The toss winner chooses (to go second, so the choice matters), then random legal moves
/// to the end.
async fn played(svc: &Service, game: GameKind) -> MatchSnapshot {
    played_to(svc, game, 1).await
}

/// As [`played`], to `target`.
async fn played_to(svc: &Service, game: GameKind, target: u32) -> MatchSnapshot {
    let info = accepted_to(svc, game, target, None).await;
    let toss = info.toss.unwrap();
    svc.matches()
        .choose_first(info.id, info.players[toss.winner], info.version, false)
        .await
        .unwrap();
    let mut m = svc.matches().snapshot(info.id).await.unwrap();
    let mut rng = crate::cards::rng_from_seed(3);
    while m.status == MatchStatus::Active {
        let seat = m.to_move().unwrap();
        let mv = m.table().unwrap().random_move(&mut rng).unwrap();
        svc.matches()
            .play(m.id, m.players[seat], m.version, mv)
            .await
            .unwrap();
        m = svc.matches().snapshot(m.id).await.unwrap();
        assert!(m.version < 5_000, "{game} does not end");
    }
    m
}

/// A finished Duel's record (first to 3 clashes), after a round trip through its file text.
async fn duel_record() -> MatchRecordFile {
    let svc = service();
    let m = played_to(&svc, GameKind::Duel, 3).await;
    let record = svc.matches().record(m.id).await.unwrap();
    let parsed: MatchRecordFile = serde_json::from_str(&record.to_json()).unwrap();
    assert_eq!(parsed, record);
    record
}

fn failed(v: &Verification) -> Vec<&'static str> {
    v.checks
        .iter()
        .filter(|c| !c.passed)
        .map(|c| c.name)
        .collect()
}

#[test]
fn the_commitment_is_sha256_of_the_salt_a_colon_and_the_decimal_seed() {
    // Pinned against Python: hashlib.sha256(b"00112233445566778899aabbccddeeff:42").
    let salt = "00112233445566778899aabbccddeeff";
    assert_eq!(
        commitment(salt, 42),
        "7b3b098f58012e7d32d1b88bb5c8c546db559a7456e83c682c425606378d844d"
    );
    // The seed is unsigned: u64::MAX, not -1.
    assert_eq!(
        commitment(salt, u64::MAX),
        "7b7de8949fc22965028a5971d44162bad5fc62dad183bba540fc26daefb1900c"
    );
}

#[test]
fn a_salt_is_16_random_bytes_in_lowercase_hex() {
    let (a, b) = (new_salt(), new_salt());
    assert!(is_salt(&a) && is_salt(&b), "{a} {b}");
    assert_ne!(a, b);
    assert!(!is_salt("00112233445566778899AABBCCDDEEFF"));
    assert!(!is_salt("0011"));
}

#[test]
fn seeds_and_ids_are_written_as_decimal_strings() {
    let text = serde_json::to_string(&Decimal(u64::MAX)).unwrap();
    assert_eq!(text, "\"18446744073709551615\"");
    assert_eq!(
        serde_json::from_str::<Decimal>(&text).unwrap(),
        Decimal(u64::MAX)
    );
    assert!(serde_json::from_str::<Decimal>("\"-1\"").is_err());
    assert!(serde_json::from_str::<Decimal>("42").is_err());
}

#[tokio::test]
async fn a_new_match_publishes_its_commitment_and_stores_its_salt() {
    let svc = service();
    let info = accepted(&svc, GameKind::Clash, None).await;
    let m = svc.matches().snapshot(info.id).await.unwrap();
    let salt = m.salt.clone().expect("a new match has a salt");
    assert!(is_salt(&salt));
    assert_eq!(info.commitment, Some(commitment(&salt, m.seed)));
    let stored: String = svc
        .db()
        .query_row("SELECT salt FROM matches WHERE id = ?1", [m.id], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(stored, salt);
    // What other layers get holds neither the seed nor the salt.
    let public = format!("{:?}", svc.matches().public(m.id).await.unwrap());
    let seat = format!(
        "{:?}",
        svc.matches().seat_view(m.id, ALICE.id).await.unwrap()
    );
    for shown in [public, seat] {
        assert!(!shown.contains(&salt), "{shown}");
        assert!(!shown.contains(&m.seed.to_string()), "{shown}");
    }
}

#[tokio::test]
async fn the_record_waits_for_the_end_and_is_for_the_two_players_only() {
    let svc = service();
    let info = accepted(&svc, GameKind::Duel, None).await;
    assert!(matches!(
        svc.matches().record(info.id).await,
        Err(ServiceError::MatchNotOver)
    ));
    assert!(matches!(
        svc.matches().record_for(info.id, ALICE.id).await,
        Err(ServiceError::MatchNotOver)
    ));
    assert_eq!(
        ServiceError::MatchNotOver.to_string(),
        "the record is available once the match ends"
    );
    // An outsider learns nothing, not even whether it is over.
    assert!(matches!(
        svc.matches().record_for(info.id, EVE).await,
        Err(ServiceError::NotAPlayer { .. })
    ));
    assert!(matches!(
        svc.matches().record(info.id + 1).await,
        Err(ServiceError::NoSuchMatch)
    ));
    svc.matches().resign(info.id, BOB.id).await.unwrap();
    assert!(svc.matches().record_for(info.id, BOB.id).await.is_ok());
    assert!(matches!(
        svc.matches().record_for(info.id, EVE).await,
        Err(ServiceError::NotAPlayer { .. })
    ));
}

#[tokio::test]
async fn a_finished_matchs_record_holds_the_whole_match_and_verifies() {
    let svc = service();
    let m = played(&svc, GameKind::Duel).await;
    let record = svc.matches().record_for(m.id, ALICE.id).await.unwrap();
    let table = m.table().unwrap();
    assert_eq!(record.format, FORMAT);
    assert_eq!(record.match_id, m.id);
    assert_eq!(record.game, GameKind::Duel);
    assert_eq!(record.settings, m.settings);
    assert_eq!(
        record.players,
        BySeat::new(Decimal(ALICE.id), Decimal(BOB.id))
    );
    assert_eq!(record.seed, Decimal(m.seed));
    assert_eq!(record.salt, m.salt);
    assert_eq!(record.commitment, m.info().commitment);
    assert_eq!(record.toss, toss::for_game(m.seed));
    let choice = record.choice.clone().expect("the toss winner chose");
    assert_eq!((choice.seat, choice.go_first), (record.toss.winner, false));
    assert_eq!(record.first, record.toss.winner.other());
    assert_eq!(record.first, table.first());
    assert_eq!(record.actions.len(), table.log_len());
    assert_eq!(record.actions[0].number, 1, "the choice was step 0");
    assert_eq!(
        record.deal.a,
        AnyTable::new(m.game, &m.settings, m.seed, record.first).view_json(Seat::A)
    );
    assert_eq!(record.result.outcome, m.outcome());
    assert_eq!(record.result.scores, table.scores());
    // The file shows the seed as text, and the formula.
    let text = record.to_json();
    assert!(
        text.contains(&format!("\"seed\": \"{}\"", m.seed)),
        "{text}"
    );
    assert_eq!(record.commitment_formula, FORMULA);
    assert!(text.contains("\"commitment_formula\": \"sha256(salt + \\\":\\\" + seed"));
    assert_eq!(record.file_name(), format!("match-{}.json", m.id));

    let verified = verify_json(&text);
    assert!(verified.passed(), "{verified}");
    assert_eq!(verified.checks.len(), 8);
    let report = verified.to_string();
    assert!(
        report.starts_with("✓ format: clash-bot match record v1"),
        "{report}"
    );
    assert!(
        report.contains(&format!(
            "✓ commitment: sha256(\"{}:{}\") = {}",
            m.salt.as_deref().unwrap(),
            m.seed,
            record.commitment.as_deref().unwrap()
        )),
        "{report}"
    );
    assert!(report.ends_with("All 8 checks passed: the deal was fixed before play began and the game recorded follows from it."), "{report}");
}

#[tokio::test]
async fn every_playable_games_record_verifies() {
    let svc = service();
    for game in GameKind::ALL {
        let m = played(&svc, game).await;
        let record = svc.matches().record(m.id).await.unwrap();
        let verified = verify_json(&record.to_json());
        assert!(verified.passed(), "{game}: {verified}");
    }
}

#[tokio::test]
async fn a_match_resigned_at_the_toss_has_no_choice_and_verifies() {
    let svc = service();
    let info = accepted(&svc, GameKind::Clash, None).await;
    svc.matches().resign(info.id, ALICE.id).await.unwrap();
    let record = svc.matches().record(info.id).await.unwrap();
    assert_eq!(record.choice, None);
    assert_eq!(record.actions.len(), 1);
    assert_eq!(record.actions[0].action, serde_json::json!("Resign"));
    assert!(verify(&record).passed(), "{}", verify(&record));
}

#[tokio::test(start_paused = true)]
async fn run_out_clocks_are_in_the_record_with_their_times() {
    let svc = service();
    let info = accepted(&svc, GameKind::Duel, Some(30)).await;
    // The toss winner lets the clock choose, then nobody moves: the clock plays every
    // turn until a clash or three strikes end it.
    let mut waited = 0;
    while svc.matches().snapshot(info.id).await.unwrap().status == MatchStatus::Active {
        tokio::time::sleep(Duration::from_secs(31)).await;
        waited += 1;
        assert!(waited < 20, "the match never ended");
    }
    let record = svc.matches().record(info.id).await.unwrap();
    let choice = record.choice.clone().expect("the clock chose");
    assert!(choice.go_first);
    assert!(!record.actions.is_empty());
    assert!(record.actions.iter().all(|a| a.action == "Timeout"));
    let mut times = vec![record.started_at, choice.at];
    times.extend(record.actions.iter().map(|a| a.at));
    assert!(times.windows(2).all(|w| w[1] - w[0] >= 30_000), "{times:?}");
    assert!(verify(&record).passed(), "{}", verify(&record));
}

#[tokio::test]
async fn a_tampered_seed_is_caught() {
    let mut record = duel_record().await;
    record.seed = Decimal(record.seed.0 ^ 1);
    let verified = verify(&record);
    assert!(!verified.passed());
    let failed = failed(&verified);
    assert!(failed.contains(&"commitment"), "{verified}");
    assert!(failed.contains(&"deal"), "{verified}");
}

#[tokio::test]
async fn a_tampered_commitment_or_salt_is_caught() {
    let record = duel_record().await;
    let mut other = record.clone();
    other.salt = Some(new_salt());
    assert_eq!(failed(&verify(&other)), ["commitment"]);
    let mut other = record.clone();
    other.commitment = Some(commitment(&new_salt(), record.seed.0));
    assert_eq!(failed(&verify(&other)), ["commitment"]);
    let mut other = record;
    other.salt = None;
    assert_eq!(failed(&verify(&other)), ["commitment"]);
}

#[tokio::test]
async fn a_tampered_action_is_caught() {
    let record = duel_record().await;
    let flip = |action: &Value| {
        let text = action.to_string();
        let flipped = if text.contains("Keep") {
            text.replace("Keep", "Bottom")
        } else {
            text.replace("Bottom", "Keep")
        };
        serde_json::from_str::<Value>(&flipped).unwrap()
    };
    // A flipped choice that changes how the game went is caught: a later action is refused,
    // or the end differs. (The actions are not committed: a flip after which the game
    // still ends as recorded is a game that could have been played, and passes.)
    let mut caught = 0;
    for i in 0..record.actions.len() {
        let mut other = record.clone();
        other.actions[i].action = flip(&other.actions[i].action);
        let verified = verify(&other);
        if !verified.passed() {
            assert_eq!(verified.check("deal").map(|c| c.passed), Some(true));
            caught += 1;
        }
    }
    assert!(
        caught > 0,
        "no flip of {} changed the game",
        record.actions.len()
    );
    // A move by the wrong seat, and a move that is no Duel move.
    let mut other = record.clone();
    other.actions[0].seat = other.actions[0].seat.other();
    assert!(failed(&verify(&other)).contains(&"replay"));
    let mut other = record.clone();
    other.actions[0].action = serde_json::json!({ "Play": "Cheat" });
    let verified = verify(&other);
    assert_eq!(failed(&verified), ["replay", "outcome", "scores"]);
    assert!(
        verified
            .check("replay")
            .unwrap()
            .detail
            .starts_with("action 0 is not an action of Duel"),
        "{verified}"
    );
    // An action dropped from the end.
    let mut other = record;
    other.actions.pop();
    assert!(failed(&verify(&other)).contains(&"outcome"));
}

#[tokio::test]
async fn a_tampered_result_is_caught() {
    let record = duel_record().await;
    let mut other = record.clone();
    let Some(Outcome::Win { winner, reason }) = record.result.outcome else {
        panic!("a Duel to 1 has a winner")
    };
    other.result.outcome = Some(Outcome::Win {
        winner: winner.other(),
        reason,
    });
    assert_eq!(failed(&verify(&other)), ["outcome"]);
    let mut other = record.clone();
    other.result.scores.a += 1;
    assert_eq!(failed(&verify(&other)), ["scores"]);
    let mut other = record;
    other.toss.winner = other.toss.winner.other();
    assert!(failed(&verify(&other)).contains(&"toss"));
}

#[test]
fn text_that_is_not_a_record_fails_the_format_check() {
    let verified = verify_json("{\"format\": \"something else\"}");
    assert!(!verified.passed());
    assert_eq!(failed(&verified), ["format"]);
    assert!(verified
        .to_string()
        .starts_with("✗ format: this is not a match record"));
    assert!(!verify_json("").passed());
}

#[tokio::test]
async fn an_unknown_format_or_field_is_refused() {
    let record = duel_record().await;
    let mut other = record.clone();
    other.format = "clash-bot match record v9".into();
    assert_eq!(failed(&verify(&other)), ["format"]);
    let mut value = serde_json::to_value(&record).unwrap();
    value["extra"] = Value::Bool(true);
    assert_eq!(failed(&verify_json(&value.to_string())), ["format"]);
}

/// A database as the release before commitments left it (migrations 0001 and 0002), with
/// a match inserted as that release inserted one: it migrates, loads, plays on, its
/// record says that no commitment was made, and it replays (/replay) like any other.
#[tokio::test]
async fn a_match_made_before_commitments_migrates_and_says_it_has_none() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("clash.db");
    let seed: u64 = 0xF00D_0000_0000_0001;
    {
        let conn = crate::storage::open_at_version(&path, 2).unwrap();
        let settings = MatchSettings {
            target: Some(1),
            turn_seconds: 0,
            max_strikes: 3,
        };
        let phase = MatchPhase::Choosing {
            toss: toss::for_game(seed),
        };
        // The release's own `match_insert`.
        conn.execute(
            "INSERT INTO matches (guild_id, channel_id, game, player_a, player_b, seed, options, \
             status, state, move_count, deadline, created_at, updated_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'active', ?8, 0, ?9, ?10, ?10)",
            rusqlite::params![
                1,
                2,
                "duel",
                ALICE.id as i64,
                BOB.id as i64,
                seed as i64,
                serde_json::to_string(&settings).unwrap(),
                serde_json::to_string(&phase).unwrap(),
                None::<i64>,
                1_600_000_000_000_i64,
            ],
        )
        .unwrap();
    }
    let svc = open(crate::storage::open(&path).unwrap());
    let old = svc.matches().public(1).await.unwrap().info;
    assert_eq!(old.commitment, None);
    assert_eq!(old.game, GameKind::Duel);
    // It plays to the end as before, and a new match beside it gets a commitment.
    let toss = old.toss.clone().unwrap();
    svc.matches()
        .choose_first(1, old.players[toss.winner], old.version, true)
        .await
        .unwrap();
    let mut m = svc.matches().snapshot(1).await.unwrap();
    while m.status == MatchStatus::Active {
        let seat = m.to_move().unwrap();
        let mv = m.table().unwrap().default_move().unwrap();
        svc.matches()
            .play(1, m.players[seat], m.version, mv)
            .await
            .unwrap();
        m = svc.matches().snapshot(1).await.unwrap();
    }
    assert!(accepted(&svc, GameKind::Duel, None)
        .await
        .commitment
        .is_some());

    let record = svc.matches().record(1).await.unwrap();
    assert_eq!(
        (record.salt.as_deref(), record.commitment.as_deref()),
        (None, None)
    );
    assert!(record
        .commitment_formula
        .starts_with("no commitment was made"));
    let verified = verify_json(&record.to_json());
    assert_eq!(failed(&verified), ["commitment"], "{verified}");
    assert!(
        verified
            .check("commitment")
            .unwrap()
            .detail
            .starts_with("no commitment was made for this match"),
        "{verified}"
    );
    let replay = svc.matches().replay(1, PLACE.guild).await.unwrap();
    assert_eq!(replay.steps.len(), record.actions.len() + 1);
}

/// A Clash match to 1 point recorded by this build's first version, kept as a file: past
/// records must keep verifying, so a change to a deal, a toss or a rule that would make
/// them fail shows up here first.
const CLASH_RECORD: &str = include_str!("../../../tests/data/clash-record.json");

#[test]
fn a_record_kept_from_an_earlier_build_still_verifies() {
    let verified = verify_json(CLASH_RECORD);
    assert!(verified.passed(), "{verified}");
    let record: MatchRecordFile = serde_json::from_str(CLASH_RECORD).unwrap();
    assert_eq!(record.game, GameKind::Clash);
    assert_eq!(record.to_json(), CLASH_RECORD, "the format is stable");
}

mod replay;
