//! A player's own seat, played from somewhere else than Discord (the web's seat page): the
//! port the web edge calls and the Discord edge implements, so that a move from a browser
//! goes through exactly the checks, the commit and the outbox a click does, and each
//! game's controls are drawn once. Its values are edge-neutral: what a screen says (in
//! Discord's Markdown, which the web turns into safe HTML) and the controls on it.

use super::ServiceError;
use crate::model::MatchId;
use crate::words::Lang;
use std::future::Future;
use std::pin::Pin;

/// A boxed future, as a trait object's methods return them.
pub type Boxed<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// How a button looks: what it does to the match, as Discord colours it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// One option of a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub value: String,
    pub label: String,
    pub description: Option<String>,
    pub emoji: Option<String>,
    /// Picked already (a draft kept in the ids).
    pub picked: bool,
}

/// A control on a seat's screen, carrying the id it answers with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    Button {
        id: String,
        label: String,
        emoji: Option<String>,
        look: Look,
        disabled: bool,
    },
    Select {
        id: String,
        placeholder: String,
        min: u8,
        max: u8,
        options: Vec<Choice>,
        disabled: bool,
    },
}

/// What a seat is shown: its text (Discord Markdown), its rows of controls and maybe a
/// picture (a hand of Shape Clash cards).
#[derive(Clone, Debug, Default)]
pub struct SeatScreen {
    pub text: String,
    pub rows: Vec<Vec<Control>>,
    pub picture: Option<crate::pictures::Picture>,
}

/// One field of a form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub id: String,
    pub label: String,
    /// Several lines rather than one.
    pub long: bool,
    pub required: bool,
    pub min: Option<u16>,
    pub max: Option<u16>,
    pub placeholder: Option<String>,
    pub value: Option<String>,
}

/// A form a game asks to fill (typed cards): sent back as [`SeatInput::Form`] with `id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatForm {
    pub id: String,
    pub title: String,
    pub fields: Vec<Field>,
}

/// What came with a control: a click, a menu's values or a form's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatInput {
    Click,
    Select(Vec<String>),
    Form(String),
}

/// The answer to an input on a seat.
#[derive(Clone, Debug)]
pub enum SeatAnswer {
    /// The next step of the panel (a draft, a confirmation, the bot's hint).
    Screen(SeatScreen),
    /// A form to fill.
    Form(SeatForm),
    /// Refused (or only said: nothing changed), with why, in the reader's words.
    Refused(String),
    /// The match changed: `done` tells the mover; `panel` when their turn goes on.
    Played {
        done: String,
        panel: Option<SeatScreen>,
    },
}

/// A seat's own screens of its match as it is now.
#[derive(Clone, Debug)]
pub struct SeatPage {
    /// The seat's own cards, for games with hidden hands once dealt.
    pub hand: Option<SeatScreen>,
    /// What the seat can do now: the panel of the seat to move, or the toss winner's
    /// choice; none while the other seat decides.
    pub panel: Option<SeatScreen>,
    /// The seat decides now.
    pub to_move: bool,
    /// Resigning (while the match runs): a click that asks to confirm.
    pub resign: Option<Control>,
    /// The match's version the panel was drawn at, and its revision.
    pub version: u32,
    pub revision: u64,
    /// The opponent's last move, as the channel was told of it (Markdown); none before
    /// their first move since the bot started, or when the last move was the seat's own.
    pub last: Option<String>,
}

/// A seat played from elsewhere: implemented by the Discord edge over its own clicks.
pub trait Seats: Send + Sync {
    /// `user`'s screens of match `id` of server `guild`, in `lang`; refused unless `user`
    /// plays in it there.
    fn screen(
        &self,
        guild: u64,
        id: MatchId,
        user: u64,
        lang: Lang,
    ) -> Boxed<'_, Result<SeatPage, ServiceError>>;

    /// `user` used control `control` (its id as drawn) of match `id` with `input`: only a
    /// seat's own controls of that match are accepted.
    fn input(
        &self,
        guild: u64,
        id: MatchId,
        user: u64,
        lang: Lang,
        control: String,
        input: SeatInput,
    ) -> Boxed<'_, SeatAnswer>;
}
