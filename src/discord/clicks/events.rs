//! The buttons of events: a tournament's Join and Leave, a scheduled event's check-in.

use super::{private, After, Answer, Origin};
use crate::service::{Service, ServiceError};

/// A scheduled event's check-in button.
pub(super) async fn check_in(
    service: &Service,
    origin: &Origin<'_>,
    s: crate::model::schedules::ScheduleId,
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    let words = match service.schedules().check_in(origin.guild, s, user).await {
        Ok(schedule) => {
            let key = if schedule.is_open() {
                "schedule-reply-checked-in"
            } else {
                "schedule-reply-checked-in-start"
            };
            let id = s.to_string();
            let relative = crate::model::when::discord_relative(schedule.starts_at);
            crate::words::text(
                origin.lang,
                key,
                &crate::words::Args::new()
                    .str("id", &id)
                    .str("relative", &relative)
                    .str("kind", schedule.kind()),
            )
        }
        Err(ServiceError::Schedule(e)) => crate::discord::views::schedule::refusal(origin.lang, &e),
        Err(e) => return Err(e),
    };
    Ok((private(words), After::default()))
}

/// A tournament's Join or Leave button.
pub(super) async fn join_or_leave(
    service: &Service,
    origin: &Origin<'_>,
    t: crate::model::tournaments::TournamentId,
    join: bool,
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    if join {
        let person = crate::model::Person {
            id: user,
            is_bot: false,
        };
        let joined = service.tournaments().join(t, origin.guild, person).await?;
        Ok((
            private(tournament_reply(
                origin.lang,
                "tournament-joined",
                t,
                &joined.name,
            )),
            After::default(),
        ))
    } else {
        let left = service.tournaments().leave(t, origin.guild, user).await?;
        Ok((
            private(tournament_reply(
                origin.lang,
                "tournament-left",
                t,
                &left.name,
            )),
            After::default(),
        ))
    }
}

/// A Join's or Leave's reply to the player who clicked, in their language.
fn tournament_reply(lang: crate::words::Lang, key: &str, t: i64, name: &str) -> String {
    let id = t.to_string();
    crate::discord::text::emphasised(
        lang,
        key,
        crate::words::Args::new().str("id", &id).str("name", name),
    )
}
