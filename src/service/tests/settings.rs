//! Each server's own settings through the service: stored and audited, read back after a
//! restart, the bot's defaults where a server set nothing, two servers apart, and what the
//! other parts do with them (the default clock, the challenge expiry, games turned off).

use super::*;
use crate::model::seasons::SeasonPick;
use crate::model::settings::{SettingError, SettingKey, Threads};
use proptest::prelude::*;
use serde_json::json;

const ADMIN: UserId = 77;
const OTHER_GUILD: u64 = 9;

#[tokio::test]
async fn a_change_is_stored_audited_and_read_back_after_a_restart() {
    let h = Harness::new();
    let svc = h.open();
    let settings = svc.settings();
    assert_eq!(settings.of(PLACE.guild).await.unwrap().turn_seconds, 0);
    let changed = settings
        .change(PLACE.guild, ADMIN, SettingKey::TurnSeconds, Some(json!(90)))
        .await
        .unwrap();
    assert_eq!(changed.turn_seconds, 90);
    settings
        .change(
            PLACE.guild,
            ADMIN,
            SettingKey::HostRoles,
            Some(json!([5, 6])),
        )
        .await
        .unwrap();
    // The other server keeps the defaults.
    assert_eq!(settings.of(OTHER_GUILD).await.unwrap().turn_seconds, 0);
    drop(svc);
    let svc = h.open();
    let after = svc.settings().of(PLACE.guild).await.unwrap();
    assert_eq!(
        (after.turn_seconds, after.host_roles.clone()),
        (90, vec![5, 6])
    );
    let audit = svc.settings().audit(PLACE.guild, 10).await.unwrap();
    assert_eq!(audit.len(), 2);
    assert_eq!(
        (
            audit[0].key,
            audit[0].old.clone(),
            audit[0].new.clone(),
            audit[0].by
        ),
        (SettingKey::HostRoles, None, Some(json!([5, 6])), ADMIN)
    );
    assert_eq!(
        (audit[1].key, audit[1].new.clone()),
        (SettingKey::TurnSeconds, Some(json!(90)))
    );
    // Back to the default: audited as such.
    svc.settings()
        .change(PLACE.guild, ADMIN, SettingKey::TurnSeconds, None)
        .await
        .unwrap();
    let audit = svc.settings().audit(PLACE.guild, 1).await.unwrap();
    assert_eq!(
        (audit[0].old.clone(), audit[0].new.clone()),
        (Some(json!(90)), None)
    );
    assert_eq!(
        svc.settings().of(PLACE.guild).await.unwrap().turn_seconds,
        0
    );
}

#[tokio::test]
async fn a_refused_value_changes_nothing_and_is_not_audited() {
    let h = Harness::new();
    let svc = h.open();
    let refused = svc
        .settings()
        .change(PLACE.guild, ADMIN, SettingKey::TurnSeconds, Some(json!(3)))
        .await
        .unwrap_err();
    assert!(matches!(
        refused,
        ServiceError::Setting(SettingError::TurnSeconds)
    ));
    assert!(refused.is_user_error());
    assert!(svc
        .settings()
        .audit(PLACE.guild, 10)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        svc.settings().of(PLACE.guild).await.unwrap().turn_seconds,
        0
    );
}

#[tokio::test]
async fn new_challenges_take_the_servers_clock_and_expiry_and_a_game_turned_off_is_refused() {
    let h = Harness::new();
    let svc = h.open();
    let settings = svc.settings();
    for (key, value) in [
        (SettingKey::TurnSeconds, json!(120)),
        (SettingKey::MaxStrikes, json!(2)),
        (SettingKey::ChallengeExpiry, json!(600)),
        (SettingKey::Games, json!(["clash", "duel"])),
    ] {
        settings
            .change(PLACE.guild, ADMIN, key, Some(value))
            .await
            .unwrap();
    }
    let c = svc
        .challenges()
        .create(PLACE, ALICE, Some(BOB), GameKind::Duel, None, None)
        .await
        .unwrap();
    assert_eq!((c.settings.turn_seconds, c.settings.max_strikes), (120, 2));
    assert_eq!(c.expires_at - c.created_at, 600_000);
    // A challenge that names its clock keeps it.
    svc.challenges()
        .answer(c.id, ALICE.id, ChallengeAnswer::Cancel)
        .await
        .unwrap();
    let c = svc
        .challenges()
        .create(PLACE, ALICE, Some(BOB), GameKind::Clash, None, Some(0))
        .await
        .unwrap();
    assert_eq!(c.settings.turn_seconds, 0);
    let off = svc
        .challenges()
        .create(
            PLACE,
            EVE_PERSON,
            Some(BOB),
            GameKind::TilePoker,
            None,
            None,
        )
        .await
        .unwrap_err();
    assert_eq!(off.to_string(), "Tile Poker is turned off on this server");
    // Another server plays by the defaults.
    let elsewhere = Place {
        guild: OTHER_GUILD,
        channel: 99,
    };
    let c = svc
        .challenges()
        .create(
            elsewhere,
            EVE_PERSON,
            Some(BOB),
            GameKind::TilePoker,
            None,
            None,
        )
        .await
        .unwrap();
    assert_eq!(c.settings.turn_seconds, 0);
}

const EVE_PERSON: Person = Person {
    id: EVE,
    is_bot: false,
};

#[tokio::test]
async fn a_servers_leaderboard_minimum_recounts_its_board_only() {
    let h = Harness::new();
    let svc = h.open();
    // One rated match: both players have one game.
    let m = start_match(&svc, None, Some(1)).await;
    let mut m = m;
    while m.status == MatchStatus::Active {
        m = step(&svc, &m).await;
    }
    let page = svc
        .records()
        .board_page(PLACE.guild, SeasonPick::Current, GameKind::Clash, 1)
        .await
        .unwrap()
        .value;
    assert_eq!(page.players, 2);
    svc.settings()
        .change(PLACE.guild, ADMIN, SettingKey::MinGames, Some(json!(2)))
        .await
        .unwrap();
    let page = svc
        .records()
        .board_page(PLACE.guild, SeasonPick::Current, GameKind::Clash, 1)
        .await
        .unwrap()
        .value;
    assert_eq!((page.players, page.min_games), (0, 2));
    svc.settings()
        .change(PLACE.guild, ADMIN, SettingKey::MinGames, None)
        .await
        .unwrap();
    let page = svc
        .records()
        .board_page(PLACE.guild, SeasonPick::Current, GameKind::Clash, 1)
        .await
        .unwrap()
        .value;
    assert_eq!((page.players, page.min_games), (2, 1));
}

/// One step of the property below: a change (maybe refused) or a restart.
#[derive(Clone, Debug)]
enum Step {
    Change {
        guild: u64,
        key: usize,
        n: u32,
        unset: bool,
    },
    Restart,
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    let change =
        (0u64..2, 0usize..9, 0u32..200, any::<bool>()).prop_map(|(guild, key, n, unset)| {
            Step::Change {
                guild: 1 + guild,
                key,
                n,
                unset,
            }
        });
    prop::collection::vec(prop_oneof![4 => change, 1 => Just(Step::Restart)], 1..16)
}

fn value_of(key: SettingKey, n: u32) -> serde_json::Value {
    match key {
        SettingKey::HostRoles | SettingKey::GameChannels => json!([n, n / 2]),
        SettingKey::ResultsChannel => json!(n),
        SettingKey::Games => json!([GameKind::ALL[(n % 5) as usize]]),
        SettingKey::Threads => json!(Threads::ALL[(n % 3) as usize]),
        _ => json!(n),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_changes_and_restarts_leave_the_cache_equal_to_the_database(steps in steps()) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let h = Harness::new();
            let mut svc = h.open();
            for step in steps {
                match step {
                    Step::Restart => {
                        drop(svc);
                        svc = h.open();
                    }
                    Step::Change { guild, key, n, unset } => {
                        let key = SettingKey::ALL[key];
                        let value = (!unset).then(|| value_of(key, n));
                        let _ = svc.settings().change(guild, ADMIN, key, value).await;
                    }
                }
                for guild in [1, 2] {
                    let cached = svc.settings().own(guild).await.unwrap();
                    let stored = crate::storage::settings::settings_get(&svc.db(), guild).unwrap();
                    assert_eq!(*cached, stored, "guild {guild}");
                }
            }
        });
    }
}

#[tokio::test]
async fn the_config_files_results_channel_serves_only_the_server_it_belongs_to() {
    let h = Harness::new();
    let conn = crate::storage::open(&h.path).unwrap();
    let defaults = Defaults {
        results_channel: Some(600),
        ..Defaults::default()
    };
    let svc = Service::open(conn, defaults, h.clock, h.notices.clone()).unwrap();
    let settings = svc.settings();
    // Until the server that has the channel is seen, no server posts there.
    assert_eq!(
        settings.of(PLACE.guild).await.unwrap().results_channel,
        None
    );
    settings.guild_has_channel(OTHER_GUILD, 601);
    settings.guild_has_channel(PLACE.guild, 600);
    assert_eq!(
        settings.of(PLACE.guild).await.unwrap().results_channel,
        Some(600)
    );
    assert_eq!(
        settings.of(OTHER_GUILD).await.unwrap().results_channel,
        None
    );
    // A server's own choice wins over it.
    let changed = settings
        .change(
            PLACE.guild,
            ADMIN,
            SettingKey::ResultsChannel,
            Some(json!(700)),
        )
        .await
        .unwrap();
    assert_eq!(changed.results_channel, Some(700));
}

#[tokio::test]
async fn a_servers_language_is_its_admins_choice_else_its_discord_language_else_english() {
    use crate::words::Lang;
    let h = Harness::new();
    let svc = h.open();
    let settings = svc.settings();
    assert_eq!(settings.language(PLACE.guild).await.unwrap(), Lang::ENGLISH);
    settings.guild_locale_seen(PLACE.guild, "de").await.unwrap();
    let de = Lang::from_tag("de").unwrap();
    assert_eq!(settings.language(PLACE.guild).await.unwrap(), de);
    settings
        .change(PLACE.guild, ADMIN, SettingKey::Language, Some(json!("fr")))
        .await
        .unwrap();
    let fr = Lang::from_tag("fr").unwrap();
    assert_eq!(settings.language(PLACE.guild).await.unwrap(), fr);
    assert_eq!(
        settings.language(OTHER_GUILD).await.unwrap(),
        Lang::ENGLISH,
        "another server's stays apart"
    );
    // Both remembered across a restart: the outbox posts in it with no interaction.
    drop(svc);
    let svc = h.open();
    assert_eq!(svc.settings().language(PLACE.guild).await.unwrap(), fr);
    svc.settings()
        .change(PLACE.guild, ADMIN, SettingKey::Language, None)
        .await
        .unwrap();
    assert_eq!(svc.settings().language(PLACE.guild).await.unwrap(), de);
    svc.settings()
        .guild_locale_seen(PLACE.guild, "ja")
        .await
        .unwrap();
    assert_eq!(
        svc.settings().language(PLACE.guild).await.unwrap(),
        Lang::from_tag("ja").unwrap(),
        "the server changed its own language"
    );
    let refused = svc
        .settings()
        .change(PLACE.guild, ADMIN, SettingKey::Language, Some(json!("xx")))
        .await;
    assert!(
        matches!(
            refused,
            Err(ServiceError::Setting(SettingError::Malformed(
                SettingKey::Language
            )))
        ),
        "{refused:?}"
    );
}
