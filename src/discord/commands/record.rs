//! Provable fairness in Discord: the commitment line of the toss post, and /record, which
//! hands a finished match's record file to one of its two players. The record and its
//! rules (who may have it, when) are the service's (`service::fairness`).

use crate::discord::lang;
use crate::discord::text::mention;
use crate::discord::{Context, Error};
use crate::model::fairness::MatchRecordFile;
use crate::model::MatchId;
use crate::service::ServiceError;
use crate::words::{text, Args, Lang};
use poise::serenity_prelude as serenity;

/// The record of one of your finished matches, as a file to check with `clash-bot verify`.
#[poise::command(slash_command, guild_only)]
pub async fn record(
    ctx: Context<'_>,
    #[description = "The match number"] r#match: MatchId,
) -> Result<(), Error> {
    let user = ctx.author().id.get();
    // Private: in the asker's language.
    let lang = lang::reader(ctx);
    let reply = match ctx.data().service.matches().record_for(r#match, user).await {
        Ok(record) => record_reply_in(lang, &record),
        Err(e) => match refusal_in(lang, &e, r#match) {
            Some(text) => poise::CreateReply::default().content(text),
            None => return Err(e.into()),
        },
    };
    ctx.send(reply.ephemeral(true)).await?;
    Ok(())
}

/// The private answer carrying the record file, in its reader's language.
pub(super) fn record_reply_in(lang: Lang, record: &MatchRecordFile) -> poise::CreateReply {
    let name = record.file_name();
    let match_name = text(
        lang,
        "record-match",
        &Args::new().num("match", record.match_id),
    );
    let words = text(
        lang,
        "record-file",
        &Args::new()
            .str("match", &format!("**{match_name}**"))
            .str("game", record.game.title())
            .str("verify", &format!("`clash-bot verify {name}`")),
    );
    poise::CreateReply::default()
        .content(format!("📜 {words}"))
        .attachment(serenity::CreateAttachment::bytes(
            record.to_json().into_bytes(),
            name,
        ))
}

/// What to tell someone whose /record was refused, in English (`None` for the bot's own
/// failures): the tests' reading of [`refusal_in`].
#[cfg(test)]
fn refusal(error: &ServiceError, id: MatchId) -> Option<String> {
    refusal_in(Lang::ENGLISH, error, id)
}

/// What to tell someone whose /record was refused, in `lang`; `None` for the bot's own
/// failures.
pub(crate) fn refusal_in(lang: Lang, error: &ServiceError, id: MatchId) -> Option<String> {
    let args = Args::new().num("match", id);
    Some(match error {
        ServiceError::NoSuchMatch => text(lang, "record-no-match", &args),
        ServiceError::NotAPlayer { players } => {
            let (a, b) = (mention(players.a), mention(players.b));
            text(lang, "record-not-a-player", &args.str("a", &a).str("b", &b))
        }
        ServiceError::MatchNotOver => text(lang, "record-not-over", &args),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{MatchInfo, MatchSettings, MatchStatus, Place};
    use crate::rules::{toss, BySeat, GameKind, Seat};

    /// A Duel at its toss, as the toss post is drawn from it.
    fn at_toss(commitment: Option<String>) -> MatchInfo {
        MatchInfo {
            id: 7,
            place: Place {
                guild: 1,
                channel: 2,
            },
            message_id: None,
            game: GameKind::Duel,
            players: BySeat::new(101, 202),
            settings: MatchSettings {
                target: None,
                turn_seconds: 0,
                max_strikes: 5,
            },
            version: 0,
            deadline: None,
            status: MatchStatus::Active,
            created_at: 0,
            toss: Some(toss::for_game(5)),
            picker: None,
            table_outcome: None,
            revision: 0,
            table_revision: 0,
            dm: None,
            bot: None,
            tournament: None,
            thread: crate::model::MatchThread::No,
            to_move: Some(Seat::A),
            outcome: None,
            strikes: BySeat::default(),
            scores: BySeat::default(),
            commitment,
        }
    }

    #[test]
    fn the_toss_post_shows_the_whole_commitment() {
        let hash = "3f9a".repeat(16);
        let text = crate::discord::views::toss::toss_message(
            crate::words::Lang::ENGLISH,
            &at_toss(Some(hash.clone())),
            None,
        )
        .text;
        assert!(
            text.contains(&format!("🔒 Deal commitment: `sha256 {hash}`")),
            "{text}"
        );
        // Before "wins the toss and chooses:", which the choice rewrites.
        assert!(text.find("Deal commitment") < text.find("wins the toss"));
        let old = crate::discord::views::toss::toss_message(
            crate::words::Lang::ENGLISH,
            &at_toss(None),
            None,
        )
        .text;
        assert!(!old.contains("commitment"), "{old}");
    }

    #[test]
    fn refusals_say_why_and_storage_errors_are_not_shown() {
        assert_eq!(
            refusal(&ServiceError::NoSuchMatch, 9).unwrap(),
            "There is no Match #9."
        );
        assert_eq!(
            refusal(
                &ServiceError::NotAPlayer {
                    players: BySeat::new(1, 2)
                },
                9
            )
            .unwrap(),
            "Only <@1> and <@2>, who played Match #9, can get its record."
        );
        assert_eq!(
            refusal(&ServiceError::MatchNotOver, 9).unwrap(),
            "Match #9 is still under way: the record is available once the match ends."
        );
        let storage = ServiceError::Storage(anyhow::anyhow!("disk full"));
        assert_eq!(refusal(&storage, 9), None);
    }
}
