//! Challenges answered (accepted, declined, withdrawn) and rematches asked for.

use super::{After, Answer, Origin};
use crate::discord::views::challenge::{
    accepted_screen, challenge_screen, closed_screen, practice_line, ChallengeEnd,
};
use crate::discord::views::Screen;
use crate::model::{ChallengeAnswer, MatchId, MatchThread};
use crate::service::{Rematch, Service, ServiceError};

pub(super) async fn answer(
    service: &Service,
    origin: &Origin<'_>,
    id: i64,
    answer: ChallengeAnswer,
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    let (challenge, started) = service.challenges().answer(id, user, answer).await?;
    // The challenge's post is the channel's: in the server's language.
    let lang = origin.server;
    let end = match (answer, &started) {
        (ChallengeAnswer::Accept, Some(m)) => {
            let after = After {
                // Its thread may be refused before this answer lands: then the answer is
                // drawn again once it has.
                accepted: (m.info.thread == MatchThread::Wanted).then_some(m.info.id),
                ..After::default()
            };
            let screen = accepted_screen(lang, &challenge, &m.info);
            return Ok((Answer::Update(screen), after));
        }
        (ChallengeAnswer::Decline, _) => ChallengeEnd::Declined { by: user },
        _ => ChallengeEnd::Withdrawn,
    };
    // The toss post is owed by the acceptance's own transaction: the delivery sends it.
    Ok((
        Answer::Update(closed_screen(lang, &challenge, end)),
        After::default(),
    ))
}

/// Rematch: a new challenge, or against the bot a new match at once.
pub(super) async fn rematch(
    service: &Service,
    origin: &Origin<'_>,
    m: MatchId,
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    match service.bots().rematch(m, user).await? {
        Rematch::Challenge(challenge) => Ok((
            Answer::Public(challenge_screen(origin.server, &challenge)),
            After {
                challenge: Some(challenge.id),
                ..After::default()
            },
        )),
        Rematch::Match(started) => Ok((
            Answer::Public(Screen::text(practice_line(origin.server, &started.info))),
            After::default(),
        )),
    }
}
