//! Tournaments through the service: sign-up, the rounds paired as matches end, byes,
//! drops, awards and voids, replays, unrated tournaments, the sign-up's clock, and a crash
//! between a round's last result and the next pairing.

use super::*;
use crate::model::tournaments::{
    Format, PairResult, Status, TournamentError, TournamentId, TournamentRequest, TournamentView,
    MAX_NAME_LEN, MAX_PLAYERS, MIN_PLAYERS,
};
use crate::model::{MAX_TURN_SECONDS, MIN_TURN_SECONDS};
use crate::storage::tournaments as tdb;

const ORGANISER: UserId = 99;

fn player(i: u64) -> Person {
    Person {
        id: 1_000 + i,
        is_bot: false,
    }
}

fn request(format: Format) -> TournamentRequest {
    TournamentRequest {
        place: PLACE,
        organiser: ORGANISER,
        game: GameKind::Duel,
        format,
        name: "Friday Duel".into(),
        rounds: None,
        target: Some(1),
        turn_seconds: Some(60),
        max_players: None,
        signup_minutes: None,
        rated: None,
    }
}

/// A tournament of `players` (1..=n) started.
async fn started(svc: &Service, request: TournamentRequest, players: u64) -> TournamentId {
    let t = svc.tournaments().create(request).await.unwrap();
    for i in 1..=players {
        svc.tournaments()
            .join(t.id, PLACE.guild, player(i))
            .await
            .unwrap();
    }
    svc.tournaments()
        .start(t.id, Some(PLACE.guild), Some(ORGANISER))
        .await
        .unwrap();
    t.id
}

async fn view(svc: &Service, id: TournamentId) -> TournamentView {
    svc.tournaments().view(id).await.unwrap()
}

/// The matches of the round in play that are still being played: (match, a, b).
async fn in_play(svc: &Service, id: TournamentId) -> Vec<(MatchId, UserId, UserId)> {
    let v = view(svc, id).await;
    let mut out = Vec::new();
    for (board, game) in &v.games {
        if game.finished {
            continue;
        }
        let p = v
            .round_pairings(v.tournament.round)
            .find(|p| p.board == *board)
            .unwrap();
        out.push((game.match_id, p.a, p.b.unwrap()));
    }
    out
}

/// Lets (paused) time run, a second at a time, until tournament `id` is `status`. Time
/// jumps ahead while the writer's thread works, so a fixed sleep may end before a chain
/// of clocks has run out one by one: this waits on what happened instead.
async fn until_status(svc: &Service, id: TournamentId, status: Status) -> TournamentView {
    for _ in 0..3_600 {
        let v = view(svc, id).await;
        if v.tournament.status == status {
            return v;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    panic!("Tournament #{id} is never {status:?}");
}

/// `loser` resigns `match_id`.
async fn lose(svc: &Service, match_id: MatchId, loser: UserId) {
    svc.matches().resign(match_id, loser).await.unwrap();
}

/// The toss winner chooses and the first player moves (a match with a move is rated).
async fn first_move(svc: &Service, match_id: MatchId) {
    let m = svc.matches().snapshot(match_id).await.unwrap();
    let MatchPhase::Choosing { toss } = &m.phase else {
        panic!("at the toss")
    };
    svc.matches()
        .choose_first(match_id, m.players[toss.winner], m.version, true)
        .await
        .unwrap();
    let m = svc.matches().snapshot(match_id).await.unwrap();
    let seat = m.to_move().unwrap();
    let mv = m.table().unwrap().default_move().unwrap();
    svc.matches()
        .play(match_id, m.players[seat], m.version, mv)
        .await
        .unwrap();
}

/// Plays a match to its end with random legal moves.
async fn play_out(svc: &Service, match_id: MatchId) {
    first_move(svc, match_id).await;
    let mut rng = crate::cards::rng_from_seed(match_id as u64);
    loop {
        let m = svc.matches().snapshot(match_id).await.unwrap();
        let Some(seat) = m.to_move() else { break };
        let mv = m.table().unwrap().random_move(&mut rng).unwrap();
        svc.matches()
            .play(match_id, m.players[seat], m.version, mv)
            .await
            .unwrap();
    }
}

/// Plays the round in play: side A of every match wins (B resigns).
async fn a_wins_all(svc: &Service, id: TournamentId) {
    for (m, _, b) in in_play(svc, id).await {
        lose(svc, m, b).await;
    }
}

fn count(conn: &rusqlite::Connection, sql: &str, id: i64) -> i64 {
    conn.query_row(sql, [id], |r| r.get(0)).unwrap()
}

#[tokio::test]
async fn a_swiss_tournament_pairs_each_round_as_the_last_match_ends_and_ends_itself() {
    let h = Harness::new();
    let svc = h.open();
    let id = started(&svc, request(Format::Swiss), 5).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.status, Status::Playing);
    // ⌈log₂ 5⌉ rounds; round 1: two matches and a bye (a free win).
    assert_eq!((v.tournament.round, v.tournament.rounds), (1, Some(3)));
    let round1: Vec<_> = v.round_pairings(1).cloned().collect();
    assert_eq!(round1.len(), 3);
    let bye = round1.iter().find(|p| p.b.is_none()).unwrap();
    assert_eq!(bye.result, Some(PairResult::Bye));
    let matches = in_play(&svc, id).await;
    assert_eq!(matches.len(), 2);
    // Every match is tagged and played with the tournament's settings.
    for (m, a, b) in &matches {
        let s = svc.matches().snapshot(*m).await.unwrap();
        let tag = s.tournament.clone().unwrap();
        assert_eq!((tag.id, tag.round, tag.rated), (id, 1, true));
        assert_eq!(s.players, BySeat::new(*a, *b));
        assert_eq!(s.settings.turn_seconds, 60);
        assert_eq!(s.settings.target, Some(1));
        assert!(s.deadline.is_some(), "the clock runs from the toss");
    }
    // One match is played to its end: the round goes on.
    play_out(&svc, matches[0].0).await;
    assert_eq!(view(&svc, id).await.tournament.round, 1);
    // The last one: round 2 is paired at once, the bye to someone who had none.
    lose(&svc, matches[1].0, matches[1].1).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.round, 2);
    let round2: Vec<_> = v.round_pairings(2).cloned().collect();
    let bye2 = round2.iter().find(|p| p.b.is_none()).unwrap();
    assert_ne!(bye2.a, bye.a, "no second bye while another could take it");
    for p in round2.iter().filter(|p| p.b.is_some()) {
        assert!(
            !round1.iter().any(|q| q.has(p.a) && q.opponent(p.a) == p.b),
            "no repeat"
        );
    }
    a_wins_all(&svc, id).await;
    assert_eq!(view(&svc, id).await.tournament.round, 3);
    a_wins_all(&svc, id).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.status, Status::Finished);
    assert!(v.pairings.iter().all(|p| p.result.is_some()));
    let standings = v.standings();
    assert_eq!(standings.len(), 5);
    assert!(standings.windows(2).all(|w| w[0].points2 >= w[1].points2));
    // Recorded like any match; the one played out is rated (the others were resigned
    // before their first move, which counts for nobody's rating).
    let conn = svc.db();
    assert_eq!(
        count(
            &conn,
            "SELECT COUNT(*) FROM match_results r JOIN tournament_games g \
             ON g.match_id = r.match_id WHERE g.tournament_id = ?1",
            id
        ),
        6
    );
    assert_eq!(
        count(
            &conn,
            "SELECT COUNT(*) FROM match_players WHERE match_id = ?1",
            matches[0].0
        ),
        2
    );
    let audit: Vec<String> = tdb::actions_of(&conn, id)
        .unwrap()
        .into_iter()
        .map(|a| a.1)
        .collect();
    assert_eq!(audit, ["create", "start"]);
}

#[tokio::test]
async fn sign_up_refuses_twice_full_late_and_bots_and_start_needs_two() {
    let h = Harness::new();
    let svc = h.open();
    let t = svc
        .tournaments()
        .create(TournamentRequest {
            max_players: Some(2),
            ..request(Format::Swiss)
        })
        .await
        .unwrap();
    let tournaments = svc.tournaments();
    tournaments
        .join(t.id, PLACE.guild, player(1))
        .await
        .unwrap();
    let refused = |r: Result<_, ServiceError>| match r {
        Err(ServiceError::Tournament(refusal)) => refusal,
        other => panic!("refused expected, got {other:?}"),
    };
    assert_eq!(
        refused(tournaments.join(t.id, PLACE.guild, player(1)).await),
        TournamentError::AlreadyJoined { tournament: t.id }
    );
    assert!(matches!(
        tournaments.join(t.id, PLACE.guild, ROBOT).await,
        Err(ServiceError::ChallengeBot)
    ));
    assert_eq!(
        refused(
            tournaments
                .start(t.id, Some(PLACE.guild), Some(ORGANISER))
                .await
        ),
        TournamentError::TooFew {
            tournament: t.id,
            players: 1,
            min: 2
        }
    );
    // Another server's id is not this server's tournament.
    assert_eq!(
        refused(tournaments.join(t.id, 777, player(2)).await),
        TournamentError::NotOnThisServer { tournament: t.id }
    );
    tournaments
        .join(t.id, PLACE.guild, player(2))
        .await
        .unwrap();
    assert_eq!(
        refused(tournaments.join(t.id, PLACE.guild, player(3)).await),
        TournamentError::Full {
            tournament: t.id,
            players: 2
        }
    );
    tournaments
        .leave(t.id, PLACE.guild, player(2).id)
        .await
        .unwrap();
    tournaments
        .join(t.id, PLACE.guild, player(3))
        .await
        .unwrap();
    tournaments
        .start(t.id, Some(PLACE.guild), Some(ORGANISER))
        .await
        .unwrap();
    assert_eq!(
        refused(tournaments.join(t.id, PLACE.guild, player(4)).await),
        TournamentError::NotSigningUp {
            tournament: t.id,
            status: Status::Playing
        }
    );
    // Bad requests are refused before anything is stored.
    for (bad, says) in [
        (
            TournamentRequest {
                rounds: Some(3),
                ..request(Format::RoundRobin)
            },
            TournamentError::RoundsNotSwiss {
                format: Format::RoundRobin,
            },
        ),
        (
            TournamentRequest {
                turn_seconds: Some(0),
                ..request(Format::Swiss)
            },
            TournamentError::BadTurnSeconds {
                min: MIN_TURN_SECONDS,
                max: MAX_TURN_SECONDS,
            },
        ),
        (
            TournamentRequest {
                name: "  ".into(),
                ..request(Format::Swiss)
            },
            TournamentError::BadName { max: MAX_NAME_LEN },
        ),
        (
            TournamentRequest {
                max_players: Some(300),
                ..request(Format::Swiss)
            },
            TournamentError::BadMaxPlayers {
                min: MIN_PLAYERS,
                max: MAX_PLAYERS,
            },
        ),
    ] {
        assert_eq!(refused(tournaments.create(bad).await), says);
    }
}

#[tokio::test(start_paused = true)]
async fn the_sign_up_closes_by_itself_and_calls_off_a_tournament_of_one() {
    let h = Harness::new();
    let svc = h.open();
    let lonely = svc
        .tournaments()
        .create(TournamentRequest {
            signup_minutes: Some(1),
            ..request(Format::Swiss)
        })
        .await
        .unwrap();
    svc.tournaments()
        .join(lonely.id, PLACE.guild, player(1))
        .await
        .unwrap();
    let full = svc
        .tournaments()
        .create(TournamentRequest {
            signup_minutes: Some(2),
            ..request(Format::RoundRobin)
        })
        .await
        .unwrap();
    for i in 1..=3 {
        svc.tournaments()
            .join(full.id, PLACE.guild, player(i))
            .await
            .unwrap();
    }
    // A restart does not lose the sign-ups' clocks.
    svc.shutdown().await;
    drop(svc);
    let svc = h.open();
    let started = tokio::time::Instant::now();
    until_status(&svc, lonely.id, Status::Cancelled).await;
    assert!(
        started.elapsed() >= Duration::from_secs(60),
        "not before its minute"
    );
    assert_eq!(view(&svc, full.id).await.tournament.status, Status::Signup);
    let v = until_status(&svc, full.id, Status::Playing).await;
    assert!(
        started.elapsed() >= Duration::from_secs(120),
        "not before its two minutes"
    );
    assert_eq!(
        (v.tournament.status, v.tournament.round),
        (Status::Playing, 1)
    );
    // Three players: a round robin of three rounds, one sitting out each.
    assert_eq!(v.tournament.rounds, Some(3));
    assert_eq!(v.round_pairings(1).count(), 2);
}

#[tokio::test]
async fn the_next_round_is_paired_exactly_once_after_a_crash_between_the_last_result_and_the_pairing(
) {
    let h = Harness::new();
    let svc = h.open();
    let id = started(&svc, request(Format::Swiss), 4).await;
    let matches = in_play(&svc, id).await;
    lose(&svc, matches[0].0, matches[0].2).await;
    // The last result is committed the way a move commits it, and then the bot dies
    // before the tournament hears of it.
    let (last, _, loser) = matches[1];
    let mut m = svc.matches().snapshot(last).await.unwrap();
    if let MatchPhase::Choosing { toss } = &m.phase {
        let first = toss.winner;
        start_table(&mut m, first);
    }
    let seat = m.seat_of(loser).unwrap();
    let MatchPhase::Playing(table) = &mut m.phase else {
        unreachable!()
    };
    table.resign(seat).unwrap();
    let action = logged(table).unwrap();
    m.status = MatchStatus::Finished;
    m.deadline = None;
    m.version += 1;
    m.revision += 1;
    crate::storage::saves::Save {
        snapshot: m,
        step: Some((seat, action)),
        audit: None,
        posts: Vec::new(),
        now: h.clock.now_ms(),
    }
    .commit(svc.core.db.writer())
    .await
    .unwrap();
    assert_eq!(view(&svc, id).await.tournament.round, 1, "not paired yet");
    svc.shutdown().await;
    drop(svc);
    // Back: round 2 is paired at the start, its matches live and armed.
    let svc = h.open();
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.round, 2);
    assert_eq!(v.round_pairings(2).count(), 2);
    let round2 = in_play(&svc, id).await;
    eprintln!(
        "DBG {:?} {:?} {:?}",
        v.tournament.status, v.pairings, v.games
    );
    assert_eq!(round2.len(), 2);
    for (m, a, _) in &round2 {
        assert!(svc.matches().of_player(*a).await.iter().any(|i| i.id == *m));
    }
    // And once only, however often it starts again.
    drop(svc);
    let svc = h.open();
    {
        let conn = svc.db();
        assert_eq!(
            count(
                &conn,
                "SELECT COUNT(*) FROM tournament_pairings WHERE tournament_id = ?1 AND round = 2",
                id
            ),
            2
        );
        assert_eq!(
            count(
                &conn,
                "SELECT COUNT(*) FROM tournament_games WHERE tournament_id = ?1",
                id
            ),
            4
        );
    }
    assert_eq!(view(&svc, id).await.tournament.round, 2);
}

#[tokio::test]
async fn a_drop_forfeits_the_players_match_and_they_are_paired_no_more() {
    let h = Harness::new();
    let svc = h.open();
    let id = started(&svc, request(Format::Swiss), 4).await;
    let matches = in_play(&svc, id).await;
    let (m, quitter, stayer) = matches[0];
    svc.tournaments()
        .drop_player(id, PLACE.guild, quitter, quitter, Some("going to bed"))
        .await
        .unwrap();
    let ended = svc.matches().public(m).await.unwrap().info;
    assert_eq!(
        ended
            .outcome
            .and_then(|o| o.winner())
            .map(|s| ended.players[s]),
        Some(stayer),
        "the dropped player's match is forfeited"
    );
    assert!(
        ended.tournament.as_ref().is_some_and(|t| t.dropped_out),
        "its result says why"
    );
    // A player's own resignation is not a drop.
    let (other, loser, _) = matches[1];
    svc.matches().resign(other, loser).await.unwrap();
    let resigned = svc.matches().public(other).await.unwrap().info;
    assert!(resigned.tournament.as_ref().is_some_and(|t| !t.dropped_out));
    // Again: refused.
    assert!(matches!(
        svc.tournaments()
            .drop_player(id, PLACE.guild, quitter, ORGANISER, None)
            .await,
        Err(ServiceError::Tournament(_))
    ));
    a_wins_all(&svc, id).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.round, 2);
    assert!(
        v.round_pairings(2).all(|p| !p.has(quitter)),
        "a dropped player is not paired"
    );
    // Three left: one has the bye.
    assert_eq!(v.round_pairings(2).filter(|p| p.b.is_none()).count(), 1);
    let conn = svc.db();
    let audit = tdb::actions_of(&conn, id).unwrap();
    let drop_row = audit.iter().find(|a| a.1 == "drop").unwrap();
    assert_eq!(
        (drop_row.0, drop_row.2, drop_row.4.as_deref()),
        (quitter, Some(m), Some("going to bed"))
    );
}

#[tokio::test]
async fn a_void_replays_the_pair_and_an_award_counts_as_a_forfeit() {
    let h = Harness::new();
    let svc = h.open();
    let id = started(&svc, request(Format::Swiss), 4).await;
    let matches = in_play(&svc, id).await;
    let (voided, a, b) = matches[0];
    assert!(matches!(
        svc.tournaments()
            .void(voided, PLACE.guild, ORGANISER, " ")
            .await,
        Err(ServiceError::Tournament(_))
    ));
    let public = svc
        .tournaments()
        .void(voided, PLACE.guild, ORGANISER, "wrong seats")
        .await
        .unwrap();
    assert!(public.info.is_over() && public.info.outcome.is_none());
    assert_eq!(
        public.info.tournament.as_ref().unwrap().voided(),
        Some("wrong seats")
    );
    // The same pair plays a new match on the same board.
    let now = in_play(&svc, id).await;
    let replay = now
        .iter()
        .find(|(m, x, y)| *m != voided && *x == a && *y == b)
        .expect("a replay");
    assert!(svc.matches().snapshot(replay.0).await.unwrap().status == MatchStatus::Active);
    // Award the other match, under way, to its side B: a forfeit of A, rated.
    let (awarded, loser, winner) = matches[1];
    first_move(&svc, awarded).await;
    let public = svc
        .tournaments()
        .award(awarded, PLACE.guild, ORGANISER, winner, "A left the server")
        .await
        .unwrap();
    assert_eq!(
        public.info.outcome,
        Some(Outcome::Win {
            winner: Seat::B,
            reason: EndReason::Forfeit
        })
    );
    assert!(matches!(
        svc.tournaments()
            .award(awarded, PLACE.guild, ORGANISER, winner, "again")
            .await,
        Err(ServiceError::MatchOver)
    ));
    // Not a tournament match: refused.
    let other = accepted(&svc, GameKind::Duel, None, None).await;
    assert!(matches!(
        svc.tournaments()
            .void(other.id, PLACE.guild, ORGANISER, "no")
            .await,
        Err(ServiceError::Tournament(_))
    ));
    {
        let conn = svc.db();
        let (result, rated): (String, i64) = conn
            .query_row(
                "SELECT m.result, (SELECT COUNT(*) FROM match_results r WHERE r.match_id = m.id) \
                 FROM matches m WHERE m.id = ?1",
                [voided],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!((result.as_str(), rated), (r#"{"void":"wrong seats"}"#, 0));
        assert_eq!(
            count(
                &conn,
                "SELECT COUNT(*) FROM match_players WHERE match_id = ?1",
                awarded
            ),
            2
        );
        let audit: Vec<(String, Option<MatchId>)> = tdb::actions_of(&conn, id)
            .unwrap()
            .into_iter()
            .map(|a| (a.1, a.2))
            .collect();
        assert!(audit.contains(&("void".into(), Some(voided))));
        assert!(audit.contains(&("award".into(), Some(awarded))));
    }
    let _ = loser;
    // The replay decides the board; then round 2.
    lose(&svc, replay.0, replay.2).await;
    assert_eq!(view(&svc, id).await.tournament.round, 2);
}

#[tokio::test]
async fn an_unrated_tournaments_matches_are_recorded_but_not_rated() {
    let h = Harness::new();
    let svc = h.open();
    let id = started(
        &svc,
        TournamentRequest {
            rated: Some(false),
            ..request(Format::SingleElimination)
        },
        2,
    )
    .await;
    let (m, _, b) = in_play(&svc, id).await[0];
    assert!(
        !svc.matches()
            .snapshot(m)
            .await
            .unwrap()
            .tournament
            .unwrap()
            .rated
    );
    lose(&svc, m, b).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.status, Status::Finished);
    assert_eq!(v.pairings[0].result, Some(PairResult::A));
    let conn = svc.db();
    assert_eq!(
        count(
            &conn,
            "SELECT COUNT(*) FROM match_results WHERE match_id = ?1",
            m
        ),
        0
    );
    assert_eq!(
        count(&conn, "SELECT COUNT(*) FROM ratings WHERE 1 = ?1", 1),
        0
    );
    let result: String = conn
        .query_row("SELECT result FROM matches WHERE id = ?1", [m], |r| {
            r.get(0)
        })
        .unwrap();
    assert!(result.contains("Resignation"), "{result}");
}

#[tokio::test]
async fn single_elimination_gives_the_top_seeds_byes_and_runs_to_a_champion() {
    let h = Harness::new();
    let svc = h.open();
    // Ratings for three of the five, so that they are the top seeds in this order.
    {
        let conn = svc.db();
        for (i, rating) in [(5, 1700.0), (4, 1650.0), (3, 1600.0)] {
            conn.execute(
                "INSERT INTO ratings (guild_id, season, game, user_id, rating, deviation, \
                 volatility, bucket, games, wins, losses, draws, streak, best_streak, updated_at) \
                 VALUES (?1, 0, 'duel', ?2, ?3, 100, 0.06, 0, 1, 1, 0, 0, 1, 1, 0)",
                rusqlite::params![PLACE.guild as i64, player(i).id as i64, rating],
            )
            .unwrap();
        }
    }
    let id = started(&svc, request(Format::SingleElimination), 5).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.rounds, Some(3));
    let byes: Vec<UserId> = v
        .round_pairings(1)
        .filter(|p| p.b.is_none())
        .map(|p| p.a)
        .collect();
    assert_eq!(byes, [player(5).id, player(4).id, player(3).id]);
    // The one match of round 1: seed 4 (the first player without a rating) v seed 5.
    let round1 = in_play(&svc, id).await;
    assert_eq!(round1.len(), 1);
    assert_eq!((round1[0].1, round1[0].2), (player(1).id, player(2).id));
    a_wins_all(&svc, id).await;
    assert_eq!(in_play(&svc, id).await.len(), 2, "the semi-finals");
    a_wins_all(&svc, id).await;
    a_wins_all(&svc, id).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.status, Status::Finished);
    let standings = v.standings();
    assert_eq!((standings[0].user, standings[0].rank), (player(5).id, 1));
    assert_eq!(standings[1].rank, 2);
    assert_eq!((standings[2].rank, standings[3].rank), (3, 3));
}

#[tokio::test]
async fn a_draw_in_single_elimination_is_played_again() {
    let h = Harness::new();
    let svc = h.open();
    let id = started(&svc, request(Format::SingleElimination), 2).await;
    let (m, a, b) = in_play(&svc, id).await[0];
    // A drawn game (Duel draws only at its clash limit): its row as the save writes it.
    {
        let conn = svc.db();
        conn.execute(
            "UPDATE matches SET status = 'finished', finished_at = 1, deadline = NULL, \
             result = '{\"outcome\":\"Draw\",\"scores\":{\"a\":0,\"b\":0}}' WHERE id = ?1",
            [m],
        )
        .unwrap();
    }
    svc.core.live.untrack(m, BySeat::new(a, b));
    svc.tournaments().match_ended(id).await;
    let v = view(&svc, id).await;
    assert_eq!(v.pairings[0].result, None, "a draw decides nothing here");
    let replay = in_play(&svc, id).await;
    assert_eq!(replay.len(), 1);
    assert_ne!(replay[0].0, m);
    assert_eq!((replay[0].1, replay[0].2), (a, b));
    lose(&svc, replay[0].0, a).await;
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.status, Status::Finished);
    assert_eq!(v.standings()[0].user, b);
}

#[tokio::test]
async fn a_round_robin_meets_every_pair_once_and_an_organiser_may_end_it_early() {
    let h = Harness::new();
    let svc = h.open();
    let id = started(&svc, request(Format::RoundRobin), 4).await;
    assert_eq!(view(&svc, id).await.tournament.rounds, Some(3));
    a_wins_all(&svc, id).await;
    a_wins_all(&svc, id).await;
    assert_eq!(view(&svc, id).await.tournament.round, 3);
    svc.tournaments()
        .end(id, PLACE.guild, ORGANISER, Some("time's up"))
        .await
        .unwrap();
    let v = view(&svc, id).await;
    assert_eq!(v.tournament.status, Status::Finished);
    let mut met: Vec<(UserId, UserId)> = v
        .pairings
        .iter()
        .filter_map(|p| Some((p.a.min(p.b?), p.a.max(p.b?))))
        .collect();
    met.sort_unstable();
    met.dedup();
    assert_eq!(met.len(), 6, "every pair of four, once, over three rounds");
    // Settling a finished tournament changes nothing.
    let before = view(&svc, id).await;
    svc.tournaments().match_ended(id).await;
    assert_eq!(view(&svc, id).await, before);
}

#[tokio::test(start_paused = true)]
async fn a_run_out_clock_forfeits_a_tournament_match_so_the_round_ends() {
    let h = Harness::new();
    let svc = h.open();
    let id = started(
        &svc,
        TournamentRequest {
            turn_seconds: Some(10),
            ..request(Format::SingleElimination)
        },
        2,
    )
    .await;
    // Nobody plays: the toss winner's choice runs out, then the missed turns forfeit.
    let v = until_status(&svc, id, Status::Finished).await;
    assert!(matches!(
        v.pairings[0].result,
        Some(PairResult::A | PairResult::B)
    ));
}

#[tokio::test(start_paused = true)]
async fn a_round_ended_by_a_clock_pairs_the_next_with_its_clocks_running() {
    // The clock that ends a round's last match pairs the next round: that round's
    // matches are live and timed at once (a timer stopping itself as its match ended
    // once cut the pairing's follow-up short: no clocks, no /games).
    let h = Harness::new();
    let svc = h.open();
    let id = started(
        &svc,
        TournamentRequest {
            turn_seconds: Some(10),
            ..request(Format::Swiss)
        },
        4,
    )
    .await;
    // Nobody plays: round 1 ends by its clocks.
    let mut waited = 0;
    while view(&svc, id).await.tournament.round < 2 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        waited += 1;
        assert!(waited < 600, "round 1 never ends");
    }
    let round2 = in_play(&svc, id).await;
    assert_eq!(round2.len(), 2);
    for &(m, a, b) in &round2 {
        for user in [a, b] {
            let listed = svc.matches().of_player(user).await;
            assert!(listed
                .iter()
                .any(|info| info.id == m && info.deadline.is_some()));
        }
    }
    // Nobody plays round 2 either: its clocks end it, and the tournament.
    let v = until_status(&svc, id, Status::Finished).await;
    assert!(v.pairings.iter().all(|p| p.result.is_some()));
}

#[tokio::test]
async fn a_tournament_records_the_season_it_runs_in() {
    let h = Harness::new();
    let svc = h.open();
    let before = svc
        .tournaments()
        .create(request(Format::Swiss))
        .await
        .unwrap();
    svc.seasons()
        .start(PLACE.guild, ORGANISER, "Season 4", false)
        .await
        .unwrap();
    let during = svc
        .tournaments()
        .create(request(Format::RoundRobin))
        .await
        .unwrap();
    let conn = svc.db();
    assert_eq!(tdb::tournament_season(&conn, before.id).unwrap(), None);
    assert_eq!(tdb::tournament_season(&conn, during.id).unwrap(), Some(1));
}
