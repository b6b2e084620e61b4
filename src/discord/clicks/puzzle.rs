//! A daily puzzle's controls: the game's own steps on the puzzle's view (cards picked,
//! menus, forms), the answer judged by the service and its verdict, `/puzzle`'s buttons
//! for another game's puzzle and the puzzle board's pages. Everything answers the
//! clicker alone, on their own private message: nothing of a puzzle is posted.

use super::{private, After, Answer, Origin};
use crate::discord::commands::puzzle::{open, storage};
use crate::discord::games::{self, puzzle as aimed, AnyAction, Input, Refusal, Step};
use crate::discord::views::puzzle::{
    board_screen, picker, puzzle_screen_with, refusal, verdict_text,
};
use crate::discord::views::Screen;
use crate::discord::Data;
use crate::model::Place;
use crate::puzzles::hosted::PuzzleError;
use crate::rules::GameKind;
use crate::service::ServiceError;
use jiff::civil::Date;

/// The game an action belongs to.
fn game_of(action: &AnyAction) -> GameKind {
    let (code, _) = games::encode_action(action);
    GameKind::ALL
        .into_iter()
        .find(|&game| games::code(game) == code)
        .expect("every action is of a game")
}

fn place(origin: &Origin<'_>) -> Place {
    Place {
        guild: origin.guild,
        channel: origin.channel,
    }
}

/// A puzzle's refusal for the clicker, privately (storage failures are the router's).
fn refused(origin: &Origin<'_>, error: PuzzleError) -> Result<(Answer, After), ServiceError> {
    match refusal(origin.lang, &error) {
        Some(words) => Ok((private(words), After::default())),
        None => Err(storage(error)),
    }
}

/// `/puzzle`'s button of another game: that game's puzzle, in place of this one.
pub(super) async fn pick(
    data: &Data,
    origin: &Origin<'_>,
    game: GameKind,
) -> Result<(Answer, After), ServiceError> {
    let screen = open(
        &data.service,
        origin.lang,
        place(origin),
        origin.user,
        Some(game),
    )
    .await?;
    Ok((Answer::Update(screen), After::default()))
}

/// The puzzle board's Previous / Next (the board is the server's, in its language).
pub(super) async fn board(
    data: &Data,
    origin: &Origin<'_>,
    page: u32,
) -> Result<(Answer, After), ServiceError> {
    match crate::discord::commands::puzzle::board(&data.service, origin.guild, page).await {
        Ok(board) => Ok((
            Answer::Update(board_screen(origin.server, &board)),
            After::default(),
        )),
        Err(e) => refused(origin, e),
    }
}

/// A game's control on the puzzle of `date`: the game's next step on the seat's view,
/// or the answer, judged.
pub(super) async fn control(
    data: &Data,
    origin: &Origin<'_>,
    (date, action): (Date, AnyAction),
    input: &Input,
) -> Result<(Answer, After), ServiceError> {
    let service = &data.service;
    let (lang, user, game) = (origin.lang, origin.user, game_of(&action));
    let shown = match service.puzzles().puzzle(origin.guild, user, game).await {
        Ok(shown) => shown,
        Err(e) => return refused(origin, e),
    };
    if shown.date != date {
        let today = shown.date;
        return refused(origin, PuzzleError::DayOver { date, today });
    }
    if let Some(attempt) = shown.answered.clone() {
        return refused(origin, PuzzleError::AlreadyAnswered(attempt));
    }
    let info = aimed::info(game, place(origin), user, shown.seat);
    let step = match games::step(lang, &info, &shown.view, action, input) {
        Ok(step) => aimed::aim_step(step, date),
        Err(refusal) => return Ok((private(refusal.words(lang)), After::default())),
    };
    // A form's step answers with a new message; a click's replaces the puzzle's.
    let own = |screen: Screen| match input {
        Input::Modal(_) => Answer::Private(screen),
        _ => Answer::Update(screen),
    };
    match step {
        Step::Show(panel) => {
            let screen = puzzle_screen_with(lang, place(origin), user, &shown, &[], panel);
            Ok((own(screen), After::default()))
        }
        Step::Modal(modal) => Ok((Answer::Modal(modal), After::default())),
        Step::Play { mv, .. } => match service
            .puzzles()
            .answer(origin.guild, user, game, date, mv)
            .await
        {
            Ok(verdict) => {
                let rows = picker(lang, game, &[game]).into_iter().collect();
                let screen = Screen::new(verdict_text(lang, &verdict), rows).silent();
                Ok((own(screen), After::default()))
            }
            Err(e) => refused(origin, e),
        },
    }
}
