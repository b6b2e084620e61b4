//! What a post says when it is sent: the post owed, worded and drawn now from the latest
//! committed state, in its server's language of this moment, read once per post (the lanes
//! that send it are the outbox's, [`super`]).

use super::Worker;
use crate::discord::delivery::Wording;
use crate::discord::reads::{earned_line, rating_lines};
use crate::discord::views::Screen;
use crate::model::{MatchInfo, Owed, PostKind, Said};
use crate::pictures::films::filmed;
use crate::pictures::Picture;
use crate::service::{Service, ServiceError};
use crate::words::Lang;
use poise::serenity_prelude::CreateActionRow;

impl Worker {
    /// A post as it is sent now, as the messages that carry it (most posts are one);
    /// none when there is nothing to send any more.
    pub(super) async fn draw_post(
        &self,
        owed: &Owed,
        wording: &Wording<'_>,
    ) -> Result<Vec<Screen>, ServiceError> {
        match owed.kind {
            PostKind::Text => {
                let words = self.words(owed, wording).await?;
                let mut parts: Vec<Screen> = words.into_iter().map(Screen::text).collect();
                // A reminder mentions the event's Interested members too, as many as fit
                // (unless its first message went out before a restart).
                let first = parts.first_mut().filter(|_| owed.parts_sent == 0);
                if let (Some(schedule), Some(first)) = (owed.reminder, first) {
                    first.text += &crate::discord::delivery::schedules::interested(
                        &self.rest,
                        &self.service,
                        schedule,
                        &first.text,
                    )
                    .await;
                }
                if let (true, Some(id), Some(last)) =
                    (owed.ratings, owed.match_id, parts.last_mut())
                {
                    let info = self.service.matches().public(id).await?.info;
                    let lang = wording.lang(info.place.guild).await;
                    last.text += &rating_lines(&self.service, lang, &info).await;
                    last.text += &earned_line(&self.service, lang, &info).await;
                    last.picture = result_film(&self.service, lang, &info).await?;
                    last.rows.extend(self.match_link(lang, &info).await);
                }
                Ok(parts)
            }
            PostKind::Result => {
                let Some(id) = owed.match_id else {
                    return Ok(Vec::new());
                };
                let info = self.service.matches().public(id).await?.info;
                // A match whose thread failed said its result in this channel already.
                let Some(thread) = info.in_thread() else {
                    return Ok(Vec::new());
                };
                let Some(result) = self.words(owed, wording).await?.into_iter().next() else {
                    return Ok(Vec::new());
                };
                let lang = wording.lang(info.place.guild).await;
                let mut screen = Screen::text(crate::discord::views::threads::result_in_channel(
                    lang, &result, thread,
                ));
                if owed.ratings {
                    screen.text += &rating_lines(&self.service, lang, &info).await;
                }
                if info.is_over() {
                    screen.rows.extend(self.match_link(lang, &info).await);
                }
                Ok(vec![screen])
            }
            // Delivered by their own steps.
            PostKind::Thread | PostKind::Archive => Ok(Vec::new()),
            // "Today's puzzles": a [`crate::puzzles::hosted::DailyPuzzles`] in `content`,
            // worded now in the server's language. A post that no longer reads (a
            // format from the future) is dropped rather than sent as JSON.
            PostKind::Puzzles => {
                let Ok(post) = crate::puzzles::hosted::DailyPuzzles::from_json(&owed.content)
                else {
                    tracing::error!("a daily puzzles post that does not read: {}", owed.content);
                    return Ok(Vec::new());
                };
                let lang = wording.lang(post.server).await;
                Ok(vec![crate::discord::views::puzzle::daily_post(lang, &post)])
            }
            PostKind::Choice => {
                let Some(id) = owed.match_id else {
                    return Ok(Vec::new());
                };
                let info = self.service.matches().public(id).await?.info;
                let lang = wording.lang(info.place.guild).await;
                Ok((info.choosing() && !info.is_over())
                    .then(|| crate::discord::views::choice::choice_message(lang, &info, None))
                    .into_iter()
                    .collect())
            }
        }
    }

    /// The words of a post, as the messages that carry them: its content as it is, or, for
    /// a post owed as a value ([`Said`]), worded now in the server's language of this
    /// moment. A value that no longer reads (a format from the future), or whose subject
    /// is gone, gives none, with a log line, rather than being sent as JSON.
    async fn words(&self, owed: &Owed, wording: &Wording<'_>) -> Result<Vec<String>, ServiceError> {
        if !owed.said {
            return Ok(vec![owed.content.clone()]);
        }
        let said = match Said::from_json(&owed.content) {
            Ok(said) => said,
            Err(e) => {
                tracing::error!("post {} does not read ({e}): {}", owed.id, owed.content);
                return Ok(Vec::new());
            }
        };
        match said {
            Said::Schedule { id, what } => {
                let Some(s) = self.service.schedules().by_id(id).await? else {
                    tracing::warn!("post {}: scheduled event #{id} is gone", owed.id);
                    return Ok(Vec::new());
                };
                let lang = wording.lang(s.place.guild).await;
                Ok(crate::discord::views::schedule::said(lang, &s, &what))
            }
            Said::Tournament { id, event } => {
                let t = match self.service.tournaments().get(id).await {
                    Ok(t) => t,
                    Err(e @ ServiceError::Storage(_)) => return Err(e),
                    Err(e) => {
                        tracing::warn!("post {}: Tournament #{id}: {e}", owed.id);
                        return Ok(Vec::new());
                    }
                };
                let lang = wording.lang(t.place.guild).await;
                Ok(crate::discord::views::tournament::said(lang, &t, &event))
            }
            Said::Match { told, channel } => {
                let lang = wording.lang(told.info.place.guild).await;
                match crate::discord::delivery::herald::word(lang, &told, owed.kind, channel) {
                    Some(worded) => Ok(vec![worded.content]),
                    None => {
                        let id = told.info.id;
                        tracing::error!(
                            "post {}: Match #{id} owes <#{channel}> no such post",
                            owed.id
                        );
                        Ok(Vec::new())
                    }
                }
            }
        }
    }

    /// A link to a finished match's web page, labelled in `lang`, when the bot has a public
    /// address and the match's server turned its pages on.
    async fn match_link(&self, lang: Lang, info: &MatchInfo) -> Option<CreateActionRow> {
        let guild = info.place.guild;
        let base =
            crate::discord::pages_base(&self.service, self.web_url.as_deref(), guild).await?;
        let url = crate::model::pages::match_page(base, guild, info.id);
        let label = crate::words::plain(lang, "replay-web-match");
        Some(CreateActionRow::Buttons(vec![crate::discord::web_link(
            &label, url,
        )]))
    }
}

/// The whole game as one picture, for the result post of a game that draws one (Tile
/// Poker's GIF), from the match's replay: drawn again at every try, the same each time,
/// so a post sent again is the same post. A match with no replay (a voided Death Match)
/// has none; a storage failure leaves the post owed. Its words are in `lang`.
async fn result_film(
    service: &Service,
    lang: Lang,
    info: &MatchInfo,
) -> Result<Option<Picture>, ServiceError> {
    if !filmed(info.game) || !info.is_over() {
        return Ok(None);
    }
    match service.matches().replay(info.id, info.place.guild).await {
        Ok(replay) => Ok(crate::discord::films::film(service, lang, &replay).await),
        Err(e @ ServiceError::Storage(_)) => Err(e),
        Err(_) => Ok(None),
    }
}
