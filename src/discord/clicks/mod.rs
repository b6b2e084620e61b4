//! What a click does. The router ([`super::router`]) receives a button, select or form and
//! answers it; here each kind of control is handled, in a room per concern: a seat's
//! own match (`seat`), challenges and rematches (`invites`), tournaments' and scheduled
//! events' buttons (`events`), replays (`replay`) and the `/settings` panel (`settings`).
//! A handler returns its [`Answer`] and what the router does [`After`] it.

mod events;
mod invites;
mod puzzle;
mod replay;
mod seat;
mod settings;

use super::games::Input;
use super::ids::Id;
use super::reads::board_screen;
use super::views::Screen;
use super::Data;
use crate::model::seasons::Scope;
use crate::model::{ChallengeAnswer, ChallengeId, MatchId};
use crate::service::ServiceError;
use poise::serenity_prelude as serenity;
use serenity::all::CreateModal;

/// How a click is answered.
pub(super) enum Answer {
    /// A new ephemeral message for the clicker.
    Private(Screen),
    /// Replace the message the click came from.
    Update(Screen),
    /// A new message in the channel, for everyone (a rematch's challenge).
    Public(Screen),
    Modal(CreateModal),
    /// Launch the bot's Activity in the channel (Discord's `LAUNCH_ACTIVITY`).
    LaunchActivity,
}

pub(super) fn private(text: impl Into<String>) -> Answer {
    Answer::Private(Screen::text(text))
}

/// What to do after the callback. Posts and table edits are the delivery's
/// ([`crate::discord::delivery::outbox`]); the router only records a table its answer redrew.
#[derive(Default)]
pub(super) struct After {
    /// The answer replaced the public table with this revision of the match.
    pub(super) drawn: Option<(MatchId, u64, u64)>,
    /// The answer is this challenge's post: its message id is recorded.
    pub(super) challenge: Option<ChallengeId>,
    /// The answer is the post of this match's accepted challenge, which its thread opens
    /// from: drawn again if the thread was refused meanwhile.
    pub(super) accepted: Option<MatchId>,
}

/// Where an interaction came from: who, and whether it was a click on a public message
/// (a table) rather than on the clicker's own ephemeral panel or a form.
pub(super) struct Origin<'a> {
    pub(super) user: u64,
    pub(super) guild: u64,
    /// The member has Manage Server here (by the interaction's own permissions).
    pub(super) admin: bool,
    pub(super) on_public_message: bool,
    /// The message clicked (none for a form).
    pub(super) message: Option<u64>,
    /// The channel (or thread) the interaction came from.
    pub(super) channel: u64,
    pub(super) cache: &'a serenity::Cache,
    /// The user's own language (`locale`): for what they alone see.
    pub(super) lang: crate::words::Lang,
    /// The language of the server's channels: for what everyone there sees.
    pub(super) server: crate::words::Lang,
    /// What the tables offer to play on the board (a table this answer redraws keeps it).
    pub(super) board: &'a super::BoardOffer,
}

impl Origin<'_> {
    /// A screen for the clicker alone: asked on the public table, a private answer; on
    /// their own message, that message replaced.
    pub(super) fn own_answer(&self, screen: Screen) -> Answer {
        if self.on_public_message {
            Answer::Private(screen)
        } else {
            Answer::Update(screen)
        }
    }
}

/// Does what a click asks (or a form's game step): each kind of control has its
/// handler, by the id the control was drawn with.
pub(super) async fn handle(
    data: &Data,
    origin: &Origin<'_>,
    id: Id,
    input: &Input,
) -> Result<(Answer, After), ServiceError> {
    let service = &data.service;
    let none = After::default;
    match id {
        Id::Challenge { id, answer } => {
            // The Accept button is on the challenge's post: the match's thread opens
            // from it.
            if let (ChallengeAnswer::Accept, Some(message), true) =
                (answer, origin.message, origin.on_public_message)
            {
                service.challenges().note_message(id, message).await?;
            }
            invites::answer(service, origin, id, answer).await
        }
        Id::Settings(control) => {
            let values = match input {
                Input::Select(values) => values.as_slice(),
                _ => &[],
            };
            settings::click(data, origin, control, values, &[]).await
        }
        Id::Board { game, season, page } => Ok((
            Answer::Update(
                board_screen(
                    data,
                    origin.guild,
                    origin.server,
                    game,
                    Scope::from_number(season),
                    page,
                )
                .await?,
            ),
            none(),
        )),
        Id::Choose { .. }
        | Id::Hand { .. }
        | Id::Act { .. }
        | Id::Resign { .. }
        | Id::ResignCancel { .. }
        | Id::ResignConfirm { .. }
        | Id::Hint { .. }
        | Id::Game { .. } => seat_click(service, origin, id, input).await,
        Id::Replay { m, step, nav } => replay::step(data, origin, (m, step, nav), input).await,
        Id::Rematch { m } => invites::rematch(service, origin, m).await,
        Id::PlayOnBoard { m } => seat::board(service, m).await,
        Id::TournamentJoin { t } => events::join_or_leave(service, origin, t, true).await,
        Id::TournamentLeave { t } => events::join_or_leave(service, origin, t, false).await,
        Id::CheckIn { s } => events::check_in(service, origin, s).await,
        Id::Puzzle { date, action } => puzzle::control(data, origin, (date, action), input).await,
        Id::PuzzlePick { game } => puzzle::pick(data, origin, game).await,
        Id::PuzzleBoard { page } => puzzle::board(data, origin, page).await,
    }
}

/// Whether `id` is one of a seat's own controls of its match: what a player may use from
/// elsewhere than Discord ([`super::board`]).
pub(super) fn is_seat(id: &Id) -> bool {
    matches!(
        id,
        Id::Choose { .. }
            | Id::Hand { .. }
            | Id::Act { .. }
            | Id::Resign { .. }
            | Id::ResignCancel { .. }
            | Id::ResignConfirm { .. }
            | Id::Hint { .. }
            | Id::Game { .. }
    )
}

/// A seat's own control ([`is_seat`]): its player, turn and version checks, its step,
/// its commit. Any other id is not a seat's, and refused as no game's.
pub(super) async fn seat_click(
    service: &crate::service::Service,
    origin: &Origin<'_>,
    id: Id,
    input: &Input,
) -> Result<(Answer, After), ServiceError> {
    match id {
        Id::Choose { m, v, first } => seat::choose(service, origin, (m, v, first)).await,
        Id::Hand { m } => seat::hand(service, origin, m).await,
        Id::Act { m, v: _ } => seat::act(service, origin, m).await,
        Id::Resign { .. } | Id::ResignCancel { .. } | Id::ResignConfirm { .. } => {
            seat::resign(service, origin, id).await
        }
        Id::Hint { m, v } => seat::hint(service, origin, (m, v)).await,
        Id::Game { m, v, action } => seat::game(service, origin, (m, v, action), input).await,
        _ => Ok((
            private(super::games::not_mine(origin.lang)),
            After::default(),
        )),
    }
}

/// A `/settings` form sent (its fields, by id): the control it belongs to, done.
pub(super) async fn settings_form(
    data: &Data,
    origin: &Origin<'_>,
    control: super::ids::SettingsControl,
    fields: &[(String, String)],
) -> Result<(Answer, After), ServiceError> {
    settings::click(data, origin, control, &[], fields).await
}
