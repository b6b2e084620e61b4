//! The seat port over a real service on a fresh database: only a seat's own controls of
//! the match asked about are taken, on its own server; a stale control changes nothing;
//! a move played is committed, as a click in Discord is.

use super::*;
use crate::model::{ChallengeAnswer, MatchInfo, Person, Place};
use crate::rules::GameKind;
use crate::service::{Clock, Defaults, Notice, Outbound};
use std::sync::Arc;

pub const GUILD: u64 = 1;
pub const ALICE: u64 = 11;
pub const BOB: u64 = 22;
const EVE: u64 = 33;

struct Silent;

impl Outbound for Silent {
    fn notify(&self, _: Notice) {}
}

/// A service on a fresh database file.
pub fn service(dir: &tempfile::TempDir) -> Service {
    let conn = crate::storage::open(&dir.path().join("clash.db")).unwrap();
    Service::open(conn, Defaults::default(), Clock::system(), Arc::new(Silent)).unwrap()
}

/// A Duel between Alice and Bob on server [`GUILD`], its first player chosen.
pub async fn duel(service: &Service) -> MatchInfo {
    started(service, GameKind::Duel).await
}

/// A match of `game` between Alice and Bob on server [`GUILD`], its first player chosen.
pub async fn started(service: &Service, game: GameKind) -> MatchInfo {
    let person = |id| Person { id, is_bot: false };
    let place = Place {
        guild: GUILD,
        channel: 2,
    };
    let challenge = service
        .challenges()
        .create(place, person(ALICE), Some(person(BOB)), game, None, None)
        .await
        .unwrap();
    let (_, started) = service
        .challenges()
        .answer(challenge.id, BOB, ChallengeAnswer::Accept)
        .await
        .unwrap();
    let info = started.unwrap().info;
    let toss = info.toss.expect("a duel starts with the toss");
    let chosen = service
        .matches()
        .choose_first(info.id, info.players[toss.winner], info.version, true)
        .await
        .unwrap();
    chosen.info
}

/// The first of a panel's buttons whose id starts with `prefix`.
fn button(screen: &SeatScreen, prefix: &str) -> String {
    screen
        .rows
        .iter()
        .flatten()
        .find_map(|c| match c {
            Control::Button { id, .. } if id.starts_with(prefix) => Some(id.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {prefix} button in {screen:?}"))
}

fn refused(answer: SeatAnswer) -> String {
    match answer {
        SeatAnswer::Refused(why) => why,
        other => panic!("not refused: {other:?}"),
    }
}

#[tokio::test]
async fn the_seat_to_move_sees_its_panel_and_the_other_waits() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir);
    let info = duel(&service).await;
    let board = Board::new(service.clone());
    let mover = info.players[info.to_move.unwrap()];
    let other = if mover == ALICE { BOB } else { ALICE };
    let mine = board
        .screen(GUILD, info.id, mover, Lang::ENGLISH)
        .await
        .unwrap();
    assert!(mine.to_move);
    let panel = mine.panel.expect("the seat to move has its panel");
    button(&panel, "gd:");
    button(&panel, "ht:");
    assert!(matches!(mine.resign, Some(Control::Button { .. })));
    let theirs = board
        .screen(GUILD, info.id, other, Lang::ENGLISH)
        .await
        .unwrap();
    assert!(!theirs.to_move && theirs.panel.is_none());
    let outsider = board.screen(GUILD, info.id, EVE, Lang::ENGLISH).await;
    assert!(matches!(outsider, Err(ServiceError::NotAPlayer { .. })));
    let elsewhere = board.screen(GUILD + 1, info.id, mover, Lang::ENGLISH).await;
    assert!(matches!(elsewhere, Err(ServiceError::OtherServer)));
}

#[tokio::test]
async fn only_a_seats_own_controls_of_this_match_on_its_server_are_taken() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir);
    let info = duel(&service).await;
    let board = Board::new(service.clone());
    let mover = info.players[info.to_move.unwrap()];
    let panel = board
        .screen(GUILD, info.id, mover, Lang::ENGLISH)
        .await
        .unwrap()
        .panel
        .unwrap();
    let keep = button(&panel, "gd:");
    let other_match = keep.replacen(&format!(":{}:", info.id), &format!(":{}:", info.id + 1), 1);
    let not_a_seats = [
        Id::Rematch { m: info.id }.encode(),
        Id::Board {
            game: GameKind::Duel,
            season: 0,
            page: 1,
        }
        .encode(),
        "st:wp".to_string(),
        "ch:1:acc".to_string(),
        "nonsense".to_string(),
        other_match,
    ];
    let no_game = games::not_mine(Lang::ENGLISH);
    for id in not_a_seats {
        let answer = board
            .input(
                GUILD,
                info.id,
                mover,
                Lang::ENGLISH,
                id.clone(),
                SeatInput::Click,
            )
            .await;
        assert_eq!(refused(answer), no_game, "{id}");
    }
    let elsewhere = board
        .input(
            GUILD + 1,
            info.id,
            mover,
            Lang::ENGLISH,
            keep.clone(),
            SeatInput::Click,
        )
        .await;
    assert!(!refused(elsewhere).is_empty());
    let outsider = board
        .input(GUILD, info.id, EVE, Lang::ENGLISH, keep, SeatInput::Click)
        .await;
    assert!(!refused(outsider).is_empty());
    let now = service.matches().public(info.id).await.unwrap().info;
    assert_eq!(
        (now.version, now.revision),
        (info.version, info.revision),
        "nothing changed"
    );
}

#[tokio::test]
async fn a_move_is_played_once_and_its_control_then_is_stale() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir);
    let info = duel(&service).await;
    let board = Board::new(service.clone());
    let mover = info.players[info.to_move.unwrap()];
    let panel = board
        .screen(GUILD, info.id, mover, Lang::ENGLISH)
        .await
        .unwrap()
        .panel
        .unwrap();
    let keep = button(&panel, "gd:");
    let played = board
        .input(
            GUILD,
            info.id,
            mover,
            Lang::ENGLISH,
            keep.clone(),
            SeatInput::Click,
        )
        .await;
    assert!(matches!(played, SeatAnswer::Played { .. }), "{played:?}");
    let after = service.matches().public(info.id).await.unwrap().info;
    assert!(after.version > info.version);
    // The same post again (a replay, a double click): refused, nothing changed.
    let again = board
        .input(GUILD, info.id, mover, Lang::ENGLISH, keep, SeatInput::Click)
        .await;
    let why = refused(again);
    assert!(!why.is_empty());
    let now = service.matches().public(info.id).await.unwrap().info;
    assert_eq!((now.version, now.revision), (after.version, after.revision));
}

#[tokio::test]
async fn the_opponents_last_move_is_shown_in_the_channels_words_and_not_ones_own() {
    let dir = tempfile::tempdir().unwrap();
    let service = service(&dir);
    let info = duel(&service).await;
    let board = Board::new(service.clone());
    let other_of = |user| if user == ALICE { BOB } else { ALICE };
    let before = board.screen(GUILD, info.id, ALICE, Lang::ENGLISH).await;
    assert_eq!(before.unwrap().last, None, "no move yet");
    // Every move of a whole Duel, whatever the deal: the mover's page never shows its
    // own move; the other's shows the move's lines as the channel words them (a choice
    // the table alone shows has none; every clash resolved before the end has one).
    let mut told = 0;
    for _ in 0..500 {
        let now = service.matches().public(info.id).await.unwrap().info;
        let Some(seat) = now.to_move.filter(|_| !now.is_over()) else {
            break;
        };
        let mover = now.players[seat];
        let panel = board.screen(GUILD, info.id, mover, Lang::ENGLISH).await;
        let play = button(&panel.unwrap().panel.unwrap(), "gd:");
        let played = board
            .input(GUILD, info.id, mover, Lang::ENGLISH, play, SeatInput::Click)
            .await;
        assert!(matches!(played, SeatAnswer::Played { .. }), "{played:?}");
        let now = service.matches().public(info.id).await.unwrap().info;
        if now.is_over() {
            assert!(service.matches().last_move(info.id, now.revision).is_none());
            break;
        }
        let last = service.matches().last_move(info.id, now.revision).unwrap();
        assert_eq!(last.seat, seat);
        assert!(service
            .matches()
            .last_move(info.id, now.revision - 1)
            .is_none());
        let lines = games::events(Lang::ENGLISH, &now, &last.events).join("\n");
        let expected = Some(lines).filter(|lines| !lines.is_empty());
        told += usize::from(expected.is_some());
        let theirs = board
            .screen(GUILD, info.id, other_of(mover), Lang::ENGLISH)
            .await;
        assert_eq!(theirs.unwrap().last, expected);
        let own = board.screen(GUILD, info.id, mover, Lang::ENGLISH).await;
        assert_eq!(
            own.unwrap().last,
            None,
            "one's own move is not the opponent's"
        );
    }
    assert!(told > 0, "a Duel to 5 resolves clashes before its end");
}

#[test]
fn discords_controls_read_as_neutral_ones() {
    use poise::serenity_prelude::{
        CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    };
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new("gd:1:2:k")
            .label("Keep")
            .style(ButtonStyle::Primary)
            .emoji('👍'),
        CreateButton::new("rs:1")
            .label("Resign")
            .style(ButtonStyle::Danger)
            .disabled(true),
        CreateButton::new_link("https://example.org").label("A link"),
    ]);
    assert_eq!(
        row(&buttons),
        vec![
            Control::Button {
                id: "gd:1:2:k".into(),
                label: "Keep".into(),
                emoji: Some("👍".into()),
                look: Look::Primary,
                disabled: false,
            },
            Control::Button {
                id: "rs:1".into(),
                label: "Resign".into(),
                emoji: None,
                look: Look::Danger,
                disabled: true,
            },
        ]
    );
    let menu = CreateActionRow::SelectMenu(
        CreateSelectMenu::new(
            "gc:1:2:p",
            CreateSelectMenuKind::String {
                options: vec![CreateSelectMenuOption::new("7♠", "7s")
                    .description("a seven")
                    .default_selection(true)],
            },
        )
        .placeholder("Pick")
        .min_values(1)
        .max_values(3),
    );
    assert_eq!(
        row(&menu),
        vec![Control::Select {
            id: "gc:1:2:p".into(),
            placeholder: "Pick".into(),
            min: 1,
            max: 3,
            options: vec![Choice {
                value: "7s".into(),
                label: "7♠".into(),
                description: Some("a seven".into()),
                emoji: None,
                picked: true,
            }],
            disabled: false,
        }]
    );
    let modal = games::text_modal("gc:1:2:t".into(), "Your set", "7s 8s", None);
    let form = form(&modal);
    assert_eq!(
        (form.id.as_str(), form.title.as_str()),
        ("gc:1:2:t", "Your set")
    );
    assert_eq!(form.fields.len(), 1);
    assert_eq!(form.fields[0].max, Some(100));
    assert_eq!(form.fields[0].placeholder.as_deref(), Some("7s 8s"));
}
