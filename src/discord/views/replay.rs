//! A finished match's replay (`/replay`): one step drawn as the live table drew it (each
//! game's [`games::table`] from the state at that step, its picture included), under a
//! line saying what led to it, with ⏮ ◀ ▶ ⏭, ▶▶ for a game that draws
//! the whole game as one picture, and a menu of rounds or deals for the long games.
//! Every component carries the step it leads to ([`Id::Replay`]): nothing else is kept.

use super::Screen;
use crate::discord::games;
use crate::discord::games::controls::button;
use crate::discord::ids::{Id, ReplayNav};
use crate::discord::text::mention;
use crate::model::games::StepAction;
use crate::model::replay::MatchReplay;
use crate::pictures::films::filmed;
use crate::words::{self, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

/// Discord's limit on a select's options.
const MAX_OPTIONS: usize = 25;

/// Step `step` of the replay (the end, when past it), with its components.
pub fn step_screen(lang: Lang, replay: &MatchReplay, step: usize) -> Screen {
    let (step, at) = replay.step(step);
    let last = replay.last();
    let info = &at.info;
    let (id, game) = (replay.info.id.to_string(), replay.info.game.title());
    let (at_step, of) = (step.to_string(), last.to_string());
    let args = Args::new()
        .str("id", &id)
        .str("game", game)
        .str("step", &at_step);
    let mut text = crate::discord::text::emphasised(lang, "replay-head", args.str("last", &of));
    if let Some(chapter) = games::chapter(lang, &at.public) {
        text += &format!(" · {chapter}");
    }
    text += "\n";
    text += &action_line(lang, replay, step);
    text += "\n";
    // What the channel saw at that step, and nothing more: no hand, even now that the
    // match is over.
    let table = games::table(lang, info, &at.public);
    text += &table.text;
    let mut rows = vec![nav_row(lang, replay, step)];
    rows.extend(chapter_menu(lang, replay, step));
    Screen {
        text,
        rows,
        picture: table.picture,
        // A replay names both players at every step: nobody is pinged for it.
        silent: true,
    }
}

/// [`step_screen`] with a link to the match's web page, when `pages` is the address of
/// its server's pages.
pub fn linked_step_screen(
    lang: Lang,
    replay: &MatchReplay,
    step: usize,
    pages: Option<&str>,
) -> Screen {
    let mut screen = step_screen(lang, replay, step);
    if let Some(base) = pages {
        let info = &replay.info;
        let url = crate::model::pages::match_page(base, info.place.guild, info.id);
        screen.rows.push(serenity::CreateActionRow::Buttons(vec![
            crate::discord::web_link(&words::plain(lang, "replay-web"), url),
        ]));
    }
    screen
}

/// What led to the step, in words.
fn action_line(lang: Lang, replay: &MatchReplay, step: usize) -> String {
    let at = &replay.steps[step];
    let Some((seat, action)) = &at.action else {
        return words::plain(lang, "replay-dealt");
    };
    let seat = *seat;
    let mover = mention(at.info.players[seat]);
    let (mut line, events) = match action {
        StepAction::Play { mv, events } => {
            // The move in the mover's own words, from what they saw before it.
            let before = replay.steps[step - 1].mover_view(seat);
            let what = games::describe(lang, before, mv)
                .unwrap_or_else(|| words::plain(lang, "replay-moved"));
            let args = Args::new().str("who", &mover).str("what", &what);
            (words::text(lang, "replay-played", &args), Some(events))
        }
        // A move the channel was not told of (a Clash set-up): what it did, not the move.
        StepAction::Unseen { events } => {
            let what = words::plain(lang, "replay-moved");
            let args = Args::new().str("who", &mover).str("what", &what);
            (words::text(lang, "replay-played", &args), Some(events))
        }
        StepAction::Timeout { skipped, events } => {
            let skipped = if *skipped { "yes" } else { "no" };
            let args = Args::new().str("who", &mover).str("skipped", skipped);
            (words::text(lang, "replay-timeout", &args), Some(events))
        }
        StepAction::Resign => {
            let args = Args::new().str("who", &mover);
            (words::text(lang, "replay-resigned", &args), None)
        }
        StepAction::Forfeit => {
            let args = Args::new().str("who", &mover);
            (words::text(lang, "replay-forfeit", &args), None)
        }
    };
    if let Some(events) = events {
        for event in games::events(lang, &at.info, events) {
            line += "\n";
            line += &event;
        }
    }
    line
}

fn nav_button(
    replay: &MatchReplay,
    step: usize,
    nav: ReplayNav,
    label: &str,
) -> serenity::CreateButton {
    button(
        Id::Replay {
            m: replay.info.id,
            step: u32::try_from(step).unwrap_or(u32::MAX),
            nav,
        },
        label,
        ButtonStyle::Secondary,
    )
}

/// ⏮ ◀ ▶ ⏭, each leading to its step (disabled where it leads nowhere), and ▶▶.
fn nav_row(lang: Lang, replay: &MatchReplay, step: usize) -> CreateActionRow {
    let last = replay.last();
    let mut buttons = vec![
        nav_button(replay, 0, ReplayNav::First, "⏮").disabled(step == 0),
        nav_button(replay, step.saturating_sub(1), ReplayNav::Back, "◀").disabled(step == 0),
        nav_button(replay, (step + 1).min(last), ReplayNav::Next, "▶").disabled(step == last),
        nav_button(replay, last, ReplayNav::Last, "⏭").disabled(step == last),
    ];
    if filmed(replay.info.game) {
        let film = words::plain(lang, "replay-film");
        buttons.push(nav_button(replay, step, ReplayNav::Film, &film));
    }
    CreateActionRow::Buttons(buttons)
}

/// Where each round or deal starts: its name and first step, in order.
pub fn chapters(lang: Lang, replay: &MatchReplay) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = Vec::new();
    for (index, step) in replay.steps.iter().enumerate() {
        if let Some(name) = games::chapter(lang, &step.public) {
            if out.last().is_none_or(|(last, _)| *last != name) {
                out.push((name, index));
            }
        }
    }
    out
}

/// The menu of rounds or deals, for a game that has more than one; at most 25 of them,
/// around the one the step is in.
fn chapter_menu(lang: Lang, replay: &MatchReplay, step: usize) -> Option<CreateActionRow> {
    let chapters = chapters(lang, replay);
    if chapters.len() < 2 {
        return None;
    }
    let current = chapters
        .iter()
        .rposition(|(_, start)| *start <= step)
        .unwrap_or(0);
    let first = current
        .saturating_sub(MAX_OPTIONS / 2)
        .min(chapters.len().saturating_sub(MAX_OPTIONS));
    let options = chapters
        .iter()
        .enumerate()
        .skip(first)
        .take(MAX_OPTIONS)
        .map(|(index, (name, start))| {
            let start = start.to_string();
            let args = Args::new().str("name", name).str("start", &start);
            CreateSelectMenuOption::new(words::text(lang, "replay-chapter", &args), start)
                .default_selection(index == current)
        })
        .collect();
    let id = Id::Replay {
        m: replay.info.id,
        step: u32::try_from(step).unwrap_or(u32::MAX),
        nav: ReplayNav::Chapter,
    };
    Some(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options })
            .placeholder(words::plain(lang, "replay-go-to"))
            .min_values(1)
            .max_values(1),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::games::JsonLog;
    use crate::model::{AnyTable, MatchInfo, MatchSettings, MatchStatus, Place};
    use crate::rules::{BySeat, GameKind, Seat};
    use serde_json::Value;

    /// A finished match of `game` from random moves of a seeded deal (resigned by seat B
    /// if it runs long), and its final info.
    fn finished(game: GameKind, seed: u64) -> (AnyTable, MatchInfo, Vec<(Seat, Value)>) {
        let settings = MatchSettings {
            target: Some(2),
            turn_seconds: 30,
            max_strikes: 3,
        };
        let mut table = AnyTable::new(game, &settings, seed, Seat::A);
        let mut rng = crate::cards::rng_from_seed(seed);
        let mut actions = Vec::new();
        for turn in 0..600 {
            let Some(seat) = table.to_move() else { break };
            if turn == 599 {
                table.resign(Seat::B).unwrap();
            } else if turn % 37 == 5 {
                table.timeout().unwrap();
            } else {
                let mv = table.random_move(&mut rng).unwrap();
                table.play(seat, mv).unwrap();
            }
            let action = table.last_action_json().unwrap();
            actions.push((
                table.last_action_seat().unwrap(),
                serde_json::from_str(&action).unwrap(),
            ));
        }
        let info = MatchInfo {
            id: 7,
            place: Place {
                guild: 1,
                channel: 2,
            },
            message_id: Some(3),
            game,
            players: BySeat::new(101, 202),
            settings,
            version: 40,
            deadline: None,
            status: MatchStatus::Finished,
            created_at: 0,
            toss: None,
            picker: None,
            table_outcome: table.outcome(),
            revision: 0,
            table_revision: 0,
            dm: None,
            bot: None,
            thread: Default::default(),
            tournament: None,
            to_move: None,
            outcome: table.outcome(),
            strikes: table.strikes(),
            scores: table.scores(),
            commitment: None,
        };
        (table, info, actions)
    }

    fn replay_of(game: GameKind, seed: u64) -> (AnyTable, MatchReplay) {
        let (table, info, actions) = finished(game, seed);
        let options = table.options_json();
        let log = JsonLog {
            options: &options,
            seed,
            first: Seat::A,
            max_strikes: 3,
            actions: &actions,
        };
        (table, MatchReplay::of_log(info, &log).unwrap())
    }

    fn replay_ids(screen: &Screen) -> Vec<Id> {
        let json = serde_json::to_value(&screen.rows).unwrap();
        let mut ids = Vec::new();
        for row in json.as_array().unwrap() {
            for component in row["components"].as_array().unwrap() {
                let id = component["custom_id"].as_str().unwrap();
                assert!(id.len() <= 100, "{id}");
                ids.push(Id::parse(id).unwrap_or_else(|| panic!("{id} does not parse")));
            }
        }
        ids
    }

    /// Every step of replayed matches of every game renders within Discord's limits
    /// (2000 characters, five rows of at most five buttons, 25 options), its buttons
    /// lead to the steps they say, and it shows no card its channel had not been shown
    /// by then: no hand, not even at the end.
    #[test]
    fn every_step_of_a_replayed_match_renders_within_discords_limits() {
        for game in GameKind::ALL {
            for seed in 0..3 {
                let (_, replay) = replay_of(game, seed);
                let last = replay.last();
                for step in 0..=last {
                    let screen = step_screen(Lang::ENGLISH, &replay, step);
                    let chars = screen.text.chars().count();
                    assert!(
                        chars <= 2000,
                        "{game} step {step}: {chars} chars\n{}",
                        screen.text
                    );
                    assert!(screen.rows.len() <= 5 && screen.silent);
                    let json = serde_json::to_value(&screen.rows).unwrap();
                    for row in json.as_array().unwrap() {
                        let components = row["components"].as_array().unwrap();
                        assert!(components.len() <= 5);
                        for c in components {
                            assert!(c["options"].as_array().is_none_or(|o| o.len() <= 25));
                        }
                    }
                    let ids = replay_ids(&screen);
                    let to = |nav: ReplayNav| {
                        ids.iter().find_map(|id| match id {
                            Id::Replay { m: 7, step, nav: n } if *n == nav => Some(*step as usize),
                            _ => None,
                        })
                    };
                    assert_eq!(to(ReplayNav::First), Some(0));
                    assert_eq!(to(ReplayNav::Back), Some(step.saturating_sub(1)));
                    assert_eq!(to(ReplayNav::Next), Some((step + 1).min(last)));
                    assert_eq!(to(ReplayNav::Last), Some(last));
                    assert_eq!(to(ReplayNav::Film).is_some(), filmed(game));
                    let public = replay.public_cards(step);
                    for card in crate::cards::cards_in_text(&screen.text) {
                        assert!(
                            public.contains(&card),
                            "{game} step {step} shows {card}, which the channel never showed:\n{}",
                            screen.text
                        );
                    }
                }
            }
        }
    }

    /// The replay's last step is the final table: the same text and the same picture.
    #[test]
    fn the_last_step_of_a_replay_is_the_final_table() {
        for game in GameKind::ALL {
            let (table, replay) = replay_of(game, 11);
            let screen = step_screen(Lang::ENGLISH, &replay, replay.last());
            let live = games::table(Lang::ENGLISH, &replay.info, &table.public_view());
            assert!(screen.text.contains(&live.text), "{game}:\n{}", screen.text);
            assert_eq!(
                screen.picture.map(|p| p.bytes),
                live.picture.map(|p| p.bytes),
                "{game}"
            );
            // Past the end is the end.
            assert_eq!(
                step_screen(Lang::ENGLISH, &replay, usize::MAX).text,
                step_screen(Lang::ENGLISH, &replay, replay.last()).text
            );
        }
    }

    /// Before the end no step says how the match ended.
    #[test]
    fn no_step_before_the_end_shows_the_result() {
        for game in GameKind::ALL {
            let (_, replay) = replay_of(game, 5);
            let outcome =
                games::outcome_line(Lang::ENGLISH, &replay.info, replay.info.outcome.unwrap());
            for step in 0..replay.last() {
                assert!(
                    !step_screen(Lang::ENGLISH, &replay, step)
                        .text
                        .contains(&outcome),
                    "{game} {step}"
                );
            }
        }
    }

    #[test]
    fn the_long_games_menu_starts_each_round_or_deal() {
        let (_, replay) = replay_of(GameKind::Duel, 2);
        let clashes = chapters(Lang::ENGLISH, &replay);
        assert!(clashes.len() > 1);
        assert_eq!(clashes[0], ("Clash 1".to_string(), 0));
        for (name, start) in &clashes {
            assert_eq!(
                games::chapter(Lang::ENGLISH, &replay.steps[*start].public).as_ref(),
                Some(name)
            );
        }
        let (_, tile) = replay_of(GameKind::TilePoker, 2);
        assert!(
            chapters(Lang::ENGLISH, &tile).is_empty(),
            "Tile Poker is played in one go"
        );
    }
}
