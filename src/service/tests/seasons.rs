//! Seasons through the service: starting and ending them, a match under way when a season
//! starts (it counts in the new one), a soft reset's starting ratings against the crate's
//! own Glicko-2, the boards each command's `season` option names, and Death Match events
//! recording their season.

use super::*;
use crate::model::ratings::{rating_new, MatchRatings};
use crate::model::seasons::{soft_reset, SeasonError, SeasonPick};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

const ADMIN: UserId = 77;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// Plays a started match to its end with the default moves.
async fn finish(svc: &Service, mut m: MatchSnapshot) -> MatchSnapshot {
    while m.status == MatchStatus::Active {
        m = step(svc, &m).await;
    }
    m
}

/// A whole rated Clash match between Alice (seat A) and Bob.
async fn whole_match(svc: &Service) -> (MatchSnapshot, MatchRatings) {
    let m = finish(svc, start_match(svc, None, Some(1)).await).await;
    let ratings = svc
        .records()
        .rating_changes(m.id)
        .await
        .unwrap()
        .expect("rated");
    (m, ratings)
}

/// The crate's own update of a game between `a` (seat A) and `b`.
fn crate_update(a: Glicko2Rating, b: Glicko2Rating, winner: Option<Seat>) -> BySeat<Glicko2Rating> {
    let outcome = match winner {
        Some(Seat::A) => Outcomes::WIN,
        Some(Seat::B) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (a, b) = glicko2(&a, &b, &outcome, &Glicko2Config::new());
    BySeat::new(a, b)
}

fn same_rating(x: Glicko2Rating, y: Glicko2Rating) -> bool {
    close(x.rating, y.rating) && close(x.deviation, y.deviation)
}

async fn players_on(svc: &Service, pick: SeasonPick) -> u32 {
    svc.records()
        .board_page(PLACE.guild, pick, GameKind::Clash, 1)
        .await
        .unwrap()
        .value
        .players
}

#[tokio::test]
async fn a_match_under_way_when_a_season_starts_counts_in_the_new_season() {
    let h = Harness::new();
    let svc = h.open();
    svc.seasons()
        .start(PLACE.guild, ADMIN, "Spring", false)
        .await
        .unwrap();
    let (_, spring_match) = whole_match(&svc).await;
    assert_eq!(spring_match.season.as_ref().unwrap().name, "Spring");
    // The stored all-time ratings, volatility included (a match's record keeps only
    // rating and deviation).
    let mut all_time_before = BySeat::new(rating_new(), rating_new());
    for (seat, user) in [(Seat::A, ALICE.id), (Seat::B, BOB.id)] {
        all_time_before[seat] = svc
            .records()
            .player_stats(
                PLACE.guild,
                SeasonPick::AllTime,
                Some(GameKind::Clash),
                user,
                user,
            )
            .await
            .unwrap()
            .value[0]
            .standing
            .rating;
    }

    // A match begins in Spring, Summer starts while it is played, then it ends.
    let m = start_match(&svc, None, Some(1)).await;
    let m = step(&svc, &m).await;
    assert_eq!(m.status, MatchStatus::Active);
    let change = svc
        .seasons()
        .start(PLACE.guild, ADMIN, "Summer", false)
        .await
        .unwrap();
    assert_eq!(change.closed.unwrap().name, "Spring");
    let m = finish(&svc, m).await;
    let ratings = svc.records().rating_changes(m.id).await.unwrap().unwrap();
    let summer = ratings.season.expect("counted in a season");
    assert_eq!((summer.number, summer.name.as_str()), (2, "Summer"));
    // Nobody had played in Summer: both start as new players there...
    let winner = m.outcome().unwrap().winner();
    let fresh = crate_update(rating_new(), rating_new(), winner);
    for seat in Seat::BOTH {
        assert!(same_rating(summer.changes[seat].after, fresh[seat]));
    }
    // ...while their all-time ratings go on from the Spring match.
    let expected = crate_update(all_time_before.a, all_time_before.b, winner);
    for seat in Seat::BOTH {
        assert!(same_rating(
            ratings.all_time[seat].before,
            all_time_before[seat]
        ));
        assert!(same_rating(ratings.all_time[seat].after, expected[seat]));
    }
    // Spring's board is frozen with its one match; Summer's has the other; all time both.
    let games = |pick: SeasonPick| {
        let svc = svc.clone();
        async move {
            svc.records()
                .player_stats(PLACE.guild, pick, Some(GameKind::Clash), ALICE.id, BOB.id)
                .await
                .unwrap()
                .value[0]
                .standing
                .games
        }
    };
    assert_eq!(games(SeasonPick::Named("spring".into())).await, 1);
    assert_eq!(games(SeasonPick::Current).await, 1);
    assert_eq!(games(SeasonPick::AllTime).await, 2);
    let history = svc
        .records()
        .history(PLACE.guild, SeasonPick::Current, None, ALICE.id, 10)
        .await
        .unwrap();
    assert_eq!(history.season.unwrap().name, "Summer");
    assert_eq!(
        history.value.iter().map(|e| e.match_id).collect::<Vec<_>>(),
        [m.id]
    );
}

#[tokio::test]
async fn a_match_after_the_season_ended_counts_all_time_only() {
    let h = Harness::new();
    let svc = h.open();
    // With no season ever started, a match is all-time only, as before seasons.
    let (_, before) = whole_match(&svc).await;
    assert_eq!(before.season, None);
    assert!(matches!(
        svc.seasons().end(PLACE.guild, ADMIN).await,
        Err(ServiceError::Season(SeasonError::NoneOpen))
    ));
    svc.seasons()
        .start(PLACE.guild, ADMIN, "One", false)
        .await
        .unwrap();
    assert_eq!(players_on(&svc, SeasonPick::Current).await, 0);
    assert_eq!(players_on(&svc, SeasonPick::AllTime).await, 2);
    whole_match(&svc).await;
    let ended = svc.seasons().end(PLACE.guild, ADMIN).await.unwrap();
    assert_eq!(ended.closed.unwrap().name, "One");
    assert_eq!(ended.opened, None);
    assert_eq!(svc.seasons().current(PLACE.guild).await.unwrap(), None);
    let (_, after) = whole_match(&svc).await;
    assert_eq!(after.season, None);
    // The default board is all time again; One keeps its one match.
    let stats = svc
        .records()
        .player_stats(PLACE.guild, SeasonPick::Current, None, ALICE.id, ALICE.id)
        .await
        .unwrap();
    assert_eq!((stats.season, stats.value[0].standing.games), (None, 3));
    let one = svc
        .records()
        .player_stats(
            PLACE.guild,
            SeasonPick::Named("One".into()),
            None,
            ALICE.id,
            ALICE.id,
        )
        .await
        .unwrap();
    assert_eq!(one.value[0].standing.games, 1);
}

#[tokio::test]
async fn a_soft_reset_season_starts_players_halfway_from_their_all_time_ratings() {
    let h = Harness::new();
    let svc = h.open();
    let (m, first) = whole_match(&svc).await;
    assert_eq!(m.players, BySeat::new(ALICE.id, BOB.id));
    // Both started as new players: the crate's update gives their all-time ratings
    // exactly, volatility included (the per-match rows keep rating and deviation only).
    let all_time = crate_update(rating_new(), rating_new(), m.outcome().unwrap().winner());
    for seat in Seat::BOTH {
        assert!(same_rating(first.all_time[seat].after, all_time[seat]));
    }
    assert!(
        !close(all_time.a.rating, 1500.0),
        "the first match moved them"
    );
    svc.seasons()
        .start(PLACE.guild, ADMIN, "Soft", true)
        .await
        .unwrap();
    let (m, second) = whole_match(&svc).await;
    let season = second.season.expect("in Soft");
    for seat in Seat::BOTH {
        let start = season.changes[seat].before;
        assert!(same_rating(start, soft_reset(all_time[seat])), "{seat:?}");
        assert!(close(
            start.rating,
            1500.0 + (all_time[seat].rating - 1500.0) / 2.0
        ));
        assert!(close(
            start.deviation,
            (all_time[seat].deviation + 350.0) / 2.0
        ));
    }
    let expected = crate_update(
        soft_reset(all_time.a),
        soft_reset(all_time.b),
        m.outcome().unwrap().winner(),
    );
    for seat in Seat::BOTH {
        assert!(
            same_rating(season.changes[seat].after, expected[seat]),
            "{seat:?}"
        );
    }
    // The all-time ratings go on from where they were, untouched by the reset.
    for seat in Seat::BOTH {
        assert!(same_rating(second.all_time[seat].before, all_time[seat]));
    }
}

#[tokio::test]
async fn season_names_are_checked_and_unique_per_server() {
    let h = Harness::new();
    let svc = h.open();
    let seasons = svc.seasons();
    assert!(matches!(
        seasons.start(PLACE.guild, ADMIN, "  ", false).await,
        Err(ServiceError::Season(SeasonError::BadName))
    ));
    assert!(matches!(
        seasons.start(PLACE.guild, ADMIN, "All", false).await,
        Err(ServiceError::Season(SeasonError::ReservedName))
    ));
    seasons
        .start(PLACE.guild, ADMIN, "Season 4", false)
        .await
        .unwrap();
    assert!(matches!(
        seasons.start(PLACE.guild, ADMIN, "season 4", false).await,
        Err(ServiceError::Season(SeasonError::NameTaken(_)))
    ));
    // Another server has its own names.
    seasons.start(9, ADMIN, "Season 4", false).await.unwrap();
    let list = seasons.list(PLACE.guild).await.unwrap();
    assert_eq!(list.len(), 1);
    assert!(list[0].is_open());
    assert!(matches!(
        svc.records()
            .board_page(
                PLACE.guild,
                SeasonPick::Named("Season 5".into()),
                GameKind::Clash,
                1
            )
            .await,
        Err(crate::model::ratings::BoardError::Season(
            SeasonError::NoSuchSeason(_)
        ))
    ));
}

#[tokio::test(start_paused = true)]
async fn a_death_match_event_records_the_season_it_started_in() {
    let h = Harness::new();
    let svc = h.open();
    let request = |event: &str| DmRequest {
        place: PLACE,
        host: ADMIN,
        plan: DmPlan {
            event: Some(event.into()),
            ..DmPlan::new(GameKind::Duel, ALICE.id, BOB.id)
        },
    };
    let event_season = |name: &'static str| {
        svc.db()
            .query_row("SELECT season FROM events WHERE name = ?1", [name], |r| {
                r.get::<_, Option<u32>>(0)
            })
            .unwrap()
    };
    let m = svc.deathmatches().start(request("Before")).await.unwrap();
    svc.deathmatches()
        .void(m.info.id, ADMIN, "set up again")
        .await
        .unwrap();
    svc.seasons()
        .start(PLACE.guild, ADMIN, "Season 4", false)
        .await
        .unwrap();
    svc.deathmatches().start(request("Week 2")).await.unwrap();
    assert_eq!(event_season("Before"), None);
    assert_eq!(event_season("Week 2"), Some(1));
}
