//! Challenges: one player asks another (or anyone in the channel, an open challenge) to
//! a match; accepting starts it with the toss, in the same transaction as the toss post.

use super::outbound::{Notice, Redraw};
use super::{part, ServiceError};
use crate::model::fairness;
use crate::model::matches::new_match;
use crate::model::{
    Challenge, ChallengeAnswer, ChallengeId, ChallengeRole, ChallengeStatus, MatchId,
    MatchSnapshot, MatchThread, Person, Place, PublicMatch, UserId,
};
use crate::rules::{BySeat, GameKind};
use crate::storage::challenges as db;
use crate::storage::matches::match_start;

part!(
    /// Challenges: made, answered, expired.
    Challenges
);

impl Challenges<'_> {
    /// Challenges `opponent`, or anyone in the channel when `opponent` is `None` (an open
    /// challenge: anyone but the challenger may accept it).
    pub async fn create(
        self,
        place: Place,
        challenger: Person,
        opponent: Option<Person>,
        game: GameKind,
        target: Option<u32>,
        turn_seconds: Option<u32>,
    ) -> Result<Challenge, ServiceError> {
        self.check_open()?;
        if opponent.is_some_and(|o| o.id == challenger.id) {
            return Err(ServiceError::ChallengeSelf);
        }
        if opponent.is_some_and(|o| o.is_bot) || challenger.is_bot {
            return Err(ServiceError::ChallengeBot);
        }
        let server = self.service.settings().of(place.guild).await?;
        if !server.allows_game(game) {
            return Err(ServiceError::GameOff(game));
        }
        let settings = self.settings_for(&server, target, turn_seconds)?;
        let now = self.clock.now_ms();
        let mut challenge = Challenge {
            id: 0,
            place,
            message_id: None,
            challenger: challenger.id,
            opponent: opponent.map(|o| o.id),
            game,
            settings,
            status: ChallengeStatus::Pending,
            match_id: None,
            created_at: now,
            expires_at: now + i64::from(server.challenge_expiry_seconds) * 1000,
        };
        let challenge = self
            .write(move |conn| {
                // Expired-but-unswept challenges do not block a new one.
                db::challenge_expire_due(conn, now)?;
                match opponent {
                    Some(opponent) => {
                        if db::challenge_pending_between(conn, challenger.id, opponent.id)? {
                            return Err(ServiceError::AlreadyPending);
                        }
                    }
                    None => {
                        if db::challenge_open_pending(conn, challenger.id)? {
                            return Err(ServiceError::OpenPending);
                        }
                    }
                }
                challenge.id = db::challenge_insert(conn, &challenge)?;
                Ok(challenge)
            })
            .await?;
        self.service.clocks().arm_challenge(&challenge);
        Ok(challenge)
    }

    pub async fn get(self, id: ChallengeId) -> Result<Challenge, ServiceError> {
        self.read(move |conn| db::challenge_get(conn, id)?.ok_or(ServiceError::NoSuchChallenge))
            .await
    }

    /// The challenge match `id` was accepted from (`None` for a match that had none: a
    /// Death Match, a practice match, a tournament's).
    pub async fn of_match(self, id: MatchId) -> Result<Option<Challenge>, ServiceError> {
        self.read(move |conn| Ok(db::challenge_of_match(conn, id)?))
            .await
    }

    pub async fn set_message(self, id: ChallengeId, message_id: u64) -> Result<(), ServiceError> {
        self.write(move |conn| Ok(db::challenge_set_message(conn, id, message_id)?))
            .await
    }

    /// Challenge `id`'s post is `message_id` (a click on it says so), unless it is known
    /// already: a match's thread is opened from it, even when the click comes before the
    /// bot has read back the post it answered the command with.
    pub async fn note_message(self, id: ChallengeId, message_id: u64) -> Result<(), ServiceError> {
        self.write(move |conn| Ok(db::challenge_note_message(conn, id, message_id)?))
            .await
    }

    /// Accept, decline or cancel. Accepting creates the match and tosses for the start;
    /// the toss post is owed to the channel in the same transaction.
    pub async fn answer(
        self,
        id: ChallengeId,
        user: UserId,
        answer: ChallengeAnswer,
    ) -> Result<(Challenge, Option<PublicMatch>), ServiceError> {
        self.check_open()?;
        // The server's settings as they are when the match starts (a thread or not).
        let place = self.get(id).await?.place;
        let threads = self.service.settings().of(place.guild).await?.threads;
        let now = self.clock.now_ms();
        let seed: u64 = rand::random();
        let salt = fairness::new_salt();
        let (challenge, snapshot) = self
            .write(move |conn| {
                db::challenge_expire_due(conn, now)?;
                let mut challenge =
                    db::challenge_get(conn, id)?.ok_or(ServiceError::NoSuchChallenge)?;
                if challenge.status != ChallengeStatus::Pending {
                    return Err(ServiceError::ChallengeClosed(challenge.status));
                }
                let status = answered(&mut challenge, user, answer)?;
                let snapshot = if status == ChallengeStatus::Accepted {
                    let threaded = threads.for_match(false);
                    Some(accepted(
                        conn,
                        &mut challenge,
                        user,
                        threaded,
                        (seed, salt),
                        now,
                    )?)
                } else {
                    None
                };
                challenge.status = status;
                db::challenge_set_status(conn, &challenge)?;
                Ok((challenge, snapshot))
            })
            .await?;
        self.timers.disarm(super::time::Timer::Challenge(id));
        if let Some(snapshot) = &snapshot {
            self.service.clocks().arm_match(snapshot);
            self.live.track(snapshot.clone());
            self.outbound.notify(Notice::Owed {
                match_id: snapshot.id,
                table: Redraw::No,
            });
        }
        Ok((challenge, snapshot.as_ref().map(MatchSnapshot::public)))
    }

    pub(in crate::service) async fn expire(self, id: ChallengeId) {
        let now = self.clock.now_ms();
        let expired = self
            .write(move |conn| {
                let Some(mut challenge) = db::challenge_get(conn, id)? else {
                    return Ok(None);
                };
                if challenge.status != ChallengeStatus::Pending || challenge.expires_at > now {
                    return Ok(None);
                }
                challenge.status = ChallengeStatus::Expired;
                db::challenge_set_status(conn, &challenge)?;
                Ok(Some(challenge))
            })
            .await;
        match expired {
            Ok(Some(challenge)) => self.outbound.notify(Notice::ChallengeExpired(challenge)),
            Ok(None) => {}
            Err(e) => tracing::error!("expiring challenge {id}: {e}"),
        }
    }
}

/// `user`'s answer to a pending challenge, checked: the challenger alone cancels, the
/// challenged player alone accepts or declines; an open challenge is taken by anyone but
/// its challenger (who becomes its opponent) and declined by nobody. The new status.
fn answered(
    challenge: &mut Challenge,
    user: UserId,
    answer: ChallengeAnswer,
) -> Result<ChallengeStatus, ServiceError> {
    match (answer, challenge.opponent) {
        (ChallengeAnswer::Cancel, _) if user != challenge.challenger => {
            return Err(ServiceError::NotYourChallenge(ChallengeRole::Challenger));
        }
        (ChallengeAnswer::Cancel, _) => {}
        (_, Some(opponent)) if user != opponent => {
            return Err(ServiceError::NotYourChallenge(ChallengeRole::Challenged));
        }
        (_, Some(_)) => {}
        (ChallengeAnswer::Decline, None) => return Err(ServiceError::OpenDecline),
        (ChallengeAnswer::Accept, None) if user == challenge.challenger => {
            return Err(ServiceError::OwnChallenge);
        }
        (ChallengeAnswer::Accept, None) => challenge.opponent = Some(user),
    }
    Ok(match answer {
        ChallengeAnswer::Accept => ChallengeStatus::Accepted,
        ChallengeAnswer::Decline => ChallengeStatus::Declined,
        ChallengeAnswer::Cancel => ChallengeStatus::Cancelled,
    })
}

/// The match an accepted challenge starts (in a thread when the server wants one),
/// stored with its toss in the challenge's transaction.
fn accepted(
    conn: &rusqlite::Connection,
    challenge: &mut Challenge,
    user: UserId,
    threaded: bool,
    seed_salt: (u64, String),
    now: i64,
) -> Result<MatchSnapshot, ServiceError> {
    let mut snapshot = new_match(
        challenge.place,
        challenge.game,
        BySeat::new(challenge.challenger, user),
        challenge.settings,
        seed_salt,
        now,
        None,
    );
    if threaded {
        snapshot.thread = MatchThread::Wanted;
    }
    match_start(conn, &mut snapshot, now)?;
    challenge.match_id = Some(snapshot.id);
    Ok(snapshot)
}
