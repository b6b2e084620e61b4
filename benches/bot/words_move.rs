//! Every text of one Clash move as the bot draws it (the public table, the mover's panel and
//! the events' lines), in English, German and Japanese, from the catalogue: what the words
//! add to a move's round trip (`benches/bot/discord.rs` times the whole trip). A mid-game
//! Clash, from a seeded random game.

use clash_bot::cards::rng_from_seed;
use clash_bot::discord::games;
use clash_bot::model::{AnyPublic, AnyView, MatchInfo, MatchSettings, MatchStatus, Place};
use clash_bot::rules::clash::Clash;
use clash_bot::rules::{BySeat, Game, Seat, Table};
use clash_bot::words::Lang;
use criterion::{black_box, Criterion};

/// A seeded Clash after `moves` random moves, and its match as the edges see it.
fn mid_game(moves: usize) -> (Table<Clash>, MatchInfo) {
    let mut table = Table::<Clash>::new(Default::default(), 11, Seat::A, 5);
    let mut rng = rng_from_seed(11);
    for _ in 0..moves {
        let Some(seat) = table.to_move() else { break };
        let mv = table.game().random_move(&mut rng);
        table.play(seat, mv).expect("random moves are legal");
    }
    let info = MatchInfo {
        id: 4_242,
        place: Place {
            guild: 1_234_567_890_123_456_789,
            channel: 1_234_567_890_123_456_788,
        },
        message_id: Some(1_234_567_890_123_456_787),
        game: clash_bot::rules::GameKind::Clash,
        players: BySeat::new(1_234_567_890_123_456_001, 1_234_567_890_123_456_002),
        settings: MatchSettings {
            target: None,
            turn_seconds: 60,
            max_strikes: 5,
        },
        version: moves as u32,
        deadline: Some(1_700_000_000_000),
        status: MatchStatus::Active,
        created_at: 0,
        toss: None,
        picker: None,
        table_outcome: table.outcome(),
        revision: 0,
        table_revision: 0,
        dm: None,
        bot: None,
        tournament: None,
        thread: clash_bot::model::MatchThread::No,
        to_move: table.to_move(),
        outcome: table.outcome(),
        strikes: table.strikes(),
        scores: table.game().scores(),
        commitment: None,
    };
    (table, info)
}

fn one_move(c: &mut Criterion) {
    let (table, info) = mid_game(9);
    let seat = table.to_move().unwrap_or(Seat::A);
    let public = AnyPublic::Clash(table.game().public_view());
    let view = AnyView::Clash(table.game().view(seat));
    let mut group = c.benchmark_group("words of one move");
    for tag in ["en-US", "de", "ja"] {
        let lang = Lang::from_discord(tag);
        group.bench_function(format!("Clash table and panel ({tag})"), |b| {
            b.iter(|| {
                let table = games::table(black_box(lang), &info, &public);
                let panel = games::panel(lang, &info, &view);
                black_box(table.text.len() + panel.text.len())
            })
        });
    }
    group.finish();
}

pub fn main() {
    let mut c = crate::suites::configured(Criterion::default());
    one_move(&mut c);
    c.final_summary();
}
