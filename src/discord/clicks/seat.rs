//! A seat's own match: who goes first, the hand, the panel of the seat to move, a game's
//! steps and moves, the bot's hint, resigning. Each click is checked against the match as
//! it is now (the clicker's seat, the turn, the version the control was drawn at).

use super::{private, After, Answer, Origin};
use crate::discord::games::{self, Input, Refusal, Step};
use crate::discord::ids::Id;
use crate::discord::views::challenge::confirm_resign_row;
use crate::discord::views::choice::choice_message;
use crate::discord::views::Screen;
use crate::model::{AnyView, MatchId, MatchInfo, MoveResult, SeatMatch};
use crate::service::{Service, ServiceError};
use crate::words::{plain, text, Args, Lang};

/// For a component drawn at version `v`: the game must be under way and not over, `v`
/// current, and the clicker the seat to move. A stale click is told so and shown the
/// current table.
fn check_turn(lang: Lang, mine: &SeatMatch, v: u32) -> Result<Result<(), Answer>, ServiceError> {
    let info = &mine.info;
    if info.is_over() {
        return Err(ServiceError::MatchOver);
    }
    if info.choosing() {
        return Ok(Err(private(plain(lang, "play-choosing"))));
    }
    if info.is_paused() {
        return Err(ServiceError::Paused);
    }
    if v != info.version {
        return Ok(Err(private(plain(lang, "play-stale"))));
    }
    match info.to_move {
        Some(seat) if seat == mine.seat => Ok(Ok(())),
        Some(seat) => Err(ServiceError::NotYourTurn {
            to_move: info.players[seat],
        }),
        None => Err(ServiceError::MatchOver),
    }
}

/// The answer to the mover and what follows a committed move.
fn after_move(origin: &Origin, result: MoveResult, done: String) -> (Answer, After) {
    let info = &result.public.info;
    let mut after = After::default();
    // The flag, not the stored table id: a click that beats the table's id to the
    // database must still never replace a public message with the mover's own text.
    let answer = if origin.on_public_message {
        // A click on the public table: answering with the new table is its refresh.
        match &result.public.table {
            Some(public) => {
                after.drawn = Some((info.id, info.revision, origin.channel));
                let table = games::table(origin.server, info, public);
                let board = origin.board;
                Answer::Update(games::controls::with_board(
                    table,
                    origin.server,
                    info,
                    board,
                ))
            }
            None => Answer::Update(Screen::text(done)),
        }
    } else {
        // The delivery edits the table (a turn of several actions shows each step).
        let mover = &result.mover;
        match (&mover.view, mover.info.to_move == Some(mover.seat)) {
            // The turn goes on (a draw, several actions in a turn): the fresh panel.
            (Some(view), true) => {
                let panel = games::controls::panel(origin.lang, &mover.info, view);
                Answer::Update(Screen::new(format!("{done}\n{}", panel.text), panel.rows))
            }
            _ => Answer::Update(Screen::text(done)),
        }
    };
    (answer, after)
}

/// The toss winner's (or the DMO's) choice of who goes first: the choice post, updated.
pub(super) async fn choose(
    service: &Service,
    origin: &Origin<'_>,
    (m, v, first): (MatchId, u32, bool),
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    let before = service.matches().public(m).await?;
    if before.info.seat_of(user).is_none() {
        return Err(ServiceError::NotAPlayer {
            players: before.info.players,
        });
    }
    service.matches().choose_first(m, user, v, first).await?;
    let lang = origin.server;
    Ok((
        Answer::Update(choice_message(lang, &before.info, Some(first))),
        After::default(),
    ))
}

/// My hand: the clicker's own cards, privately.
pub(super) async fn hand(
    service: &Service,
    origin: &Origin<'_>,
    m: MatchId,
) -> Result<(Answer, After), ServiceError> {
    let mine = service.matches().seat_view(m, origin.user).await?;
    Ok(own_screen(
        origin.lang,
        &mine,
        games::hand,
        "play-toss-choosing",
    ))
}

/// The clicker's own screen of their match, drawn by `draw`; before the toss is chosen,
/// the words of `missing`.
fn own_screen(
    lang: Lang,
    mine: &SeatMatch,
    draw: fn(Lang, &MatchInfo, &AnyView) -> Screen,
    missing: &str,
) -> (Answer, After) {
    let screen = match &mine.view {
        Some(view) => draw(lang, &mine.info, view),
        None => Screen::text(plain(lang, missing)),
    };
    (Answer::Private(screen), After::default())
}

/// The table's "Play on the board" (the Activity's kind): launches the Activity, which
/// finds the match from its channel and signs the clicker in. Anyone may watch the
/// board; only the match's players play on it. A finished match launches nothing.
pub(super) async fn board(service: &Service, m: MatchId) -> Result<(Answer, After), ServiceError> {
    if service.matches().public(m).await?.info.is_over() {
        return Err(ServiceError::MatchOver);
    }
    Ok((Answer::LaunchActivity, After::default()))
}

/// The table's action button: the panel of the seat to move.
pub(super) async fn act(
    service: &Service,
    origin: &Origin<'_>,
    m: MatchId,
) -> Result<(Answer, After), ServiceError> {
    // The table's action button only opens the panel, drawn for the match as it
    // is now: it works for the seat to move even when the table was drawn a step
    // earlier (a turn of several actions edits the table once it ends).
    let mine = service.matches().seat_view(m, origin.user).await?;
    let current = mine.info.version;
    if let Err(stale) = check_turn(origin.lang, &mine, current)? {
        return Ok((stale, After::default()));
    }
    let panel = games::controls::panel;
    Ok(own_screen(origin.lang, &mine, panel, "play-not-started"))
}

/// Resign, its confirmation and its cancel.
pub(super) async fn resign(
    service: &Service,
    origin: &Origin<'_>,
    id: Id,
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    match id {
        Id::Resign { m } => {
            let mine = service.matches().seat_view(m, user).await?;
            if mine.info.is_over() {
                return Err(ServiceError::MatchOver);
            }
            Ok((
                Answer::Private(Screen::new(
                    text(origin.lang, "play-resign-ask", &Args::new().num("id", m)),
                    vec![confirm_resign_row(origin.lang, &[m])],
                )),
                After::default(),
            ))
        }
        Id::ResignCancel { m } => Ok((
            Answer::Update(Screen::text(text(
                origin.lang,
                "play-resign-cancelled",
                &Args::new().num("id", m),
            ))),
            After::default(),
        )),
        Id::ResignConfirm { m } => {
            service.matches().resign(m, user).await?;
            Ok((
                Answer::Update(Screen::text(text(
                    origin.lang,
                    "play-resigned",
                    &Args::new().num("id", m),
                ))),
                After::default(),
            ))
        }
        _ => unreachable!("only resign ids come here"),
    }
}

/// "What would the bot do?": the panel with the bot's move for the clicker.
pub(super) async fn hint(
    service: &Service,
    origin: &Origin<'_>,
    (m, v): (MatchId, u32),
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    let mine = service.matches().seat_view(m, user).await?;
    if let Err(stale) = check_turn(origin.lang, &mine, v)? {
        return Ok((stale, After::default()));
    }
    let Some(view) = mine.view.clone() else {
        return Ok((
            private(plain(origin.lang, "play-not-started")),
            After::default(),
        ));
    };
    let screen = match service.bots().hint(view.clone()).await {
        Some(mv) => games::controls::hinted(origin.lang, &mine.info, &view, &mv),
        None => Screen::text(plain(origin.lang, "play-no-hint")),
    };
    // Asked on the public table (Duel): the answer is the clicker's alone.
    Ok((origin.own_answer(screen), After::default()))
}

/// A game's own component: the next step of the seat's panel, or the move played.
pub(super) async fn game(
    service: &Service,
    origin: &Origin<'_>,
    (m, v, action): (MatchId, u32, games::AnyAction),
    input: &Input,
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    let mine = service.matches().seat_view(m, user).await?;
    if let Err(stale) = check_turn(origin.lang, &mine, v)? {
        service.matches().redraw(m);
        return Ok((stale, After::default()));
    }
    let Some(view) = &mine.view else {
        return Ok((
            private(plain(origin.lang, "play-not-started")),
            After::default(),
        ));
    };
    match games::step(origin.lang, &mine.info, view, action, input) {
        Err(refused) => Ok((private(refused.words(origin.lang)), After::default())),
        Ok(Step::Show(screen)) => Ok((
            match input {
                Input::Modal(_) => Answer::Private(screen),
                _ => Answer::Update(screen),
            },
            After::default(),
        )),
        Ok(Step::Modal(modal)) => Ok((Answer::Modal(modal), After::default())),
        Ok(Step::Play { mv, done }) => {
            let result = service
                .matches()
                .play_answered(m, user, v, mv, origin.on_public_message)
                .await?;
            Ok(after_move(origin, result, done))
        }
    }
}
