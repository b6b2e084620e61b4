//! A click on a replay: its steps, its chapters, its film.

use super::{private, After, Answer, Origin};
use crate::discord::games::Input;
use crate::discord::ids::ReplayNav;
use crate::discord::views::Screen;
use crate::discord::Data;
use crate::model::MatchId;
use crate::service::ServiceError;
use crate::words::{plain, text, Args};

/// A click on a replay: the step it leads to (the menu's value, for the rounds or deals),
/// or ▶▶'s picture. On a replay posted in the channel the answer is the clicker's own
/// copy, so that everyone steps at their own pace; on that copy, the copy moves.
pub(super) async fn step(
    data: &Data,
    origin: &Origin<'_>,
    (m, step, nav): (MatchId, u32, ReplayNav),
    input: &Input,
) -> Result<(Answer, After), ServiceError> {
    let service = &data.service;
    let whole = match service.matches().replay(m, origin.guild).await {
        Ok(whole) => whole,
        Err(e) => {
            return match crate::discord::refusals::replay(origin.lang, &e, m) {
                Some(text) => Ok((private(text), After::default())),
                None => Err(e),
            }
        }
    };
    let step = match (nav, input) {
        (ReplayNav::Chapter, Input::Select(values)) => values
            .first()
            .and_then(|value| value.parse::<u32>().ok())
            .unwrap_or(step),
        _ => step,
    };
    if nav == ReplayNav::Film {
        let screen = match crate::discord::films::film(service, origin.server, &whole).await {
            Some(picture) => Screen {
                picture: Some(picture),
                ..Screen::text(text(
                    origin.lang,
                    "play-film",
                    &Args::new()
                        .str("match", &crate::discord::text::match_number(origin.lang, m))
                        .str("game", whole.info.game.title()),
                ))
            },
            None => Screen::text(plain(origin.lang, "play-no-film")),
        };
        return Ok((Answer::Private(screen), After::default()));
    }
    let pages = data.pages_base(origin.guild).await;
    let screen = crate::discord::views::replay::linked_step_screen(
        origin.lang,
        &whole,
        step as usize,
        pages,
    );
    Ok((origin.own_answer(screen), After::default()))
}
