//! The bot as an opponent: a match against it, and its moves. The bot plays through the
//! same door as a person ([`Service::choose_first`], [`Service::play`]): same checks, same
//! clocks, same log, same posts. It decides from its own seat's [`AnyView`] only (the
//! view is all that reaches [`crate::ai`]), on the blocking pool, after a short delay so
//! that its play reads like a person's.

use super::time::Timer;
use super::{part, Service, ServiceError};
use crate::ai::Level;
use crate::cards::rng_from_seed;
use crate::model::deathmatch::HostError;
use crate::model::matches::new_match;
use crate::model::{
    fairness, AnyMove, AnyTable, AnyView, BotSeat, Challenge, MatchId, MatchPhase, MatchSnapshot,
    MatchStatus, Person, Place, PublicMatch, UserId,
};
use crate::rules::{BySeat, GameKind, Seat};
use crate::storage::matches::{bot_match_of, match_start};
use std::sync::Arc;
use std::time::Duration;

part!(
    /// The bot as an opponent: practice matches, its moves, rematches, hints.
    Bots
);

/// How many of the bot's decisions run at once: one core fewer than the machine has
/// (at least one), so the rest of the bot always has a core.
pub fn thinkers() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get().saturating_sub(1))
        .max(1)
}

/// What a Rematch click started.
#[derive(Clone, Debug)]
pub enum Rematch {
    /// A challenge to the other player, who must accept.
    Challenge(Challenge),
    /// Against the bot: the next match, at once.
    Match(Box<PublicMatch>),
}

/// The bot's choice when it wins the toss: it goes first.
pub const BOT_GOES_FIRST: bool = true;

/// After a move the bot could not make (a storage failure), it tries again this much later.
const RETRY_MS: u64 = 5_000;

impl Bots<'_> {
    /// Starts a match between `player` and the bot (`bot` is the bot's own user id):
    /// unrated, otherwise like any match: the toss, the clock, the posts. The player holds
    /// seat A. Refused while the player already plays this game against the bot.
    #[allow(clippy::too_many_arguments)]
    pub async fn practice(
        self,
        place: Place,
        player: Person,
        bot: UserId,
        game: GameKind,
        level: Level,
        target: Option<u32>,
        turn_seconds: Option<u32>,
    ) -> Result<PublicMatch, ServiceError> {
        self.check_open()?;
        if player.is_bot {
            return Err(ServiceError::ChallengeBot);
        }
        if player.id == bot {
            return Err(ServiceError::ChallengeSelf);
        }
        let server = self.service.settings().of(place.guild).await?;
        if !server.allows_game(game) {
            return Err(ServiceError::GameOff(game));
        }
        let settings = self.settings_for(&server, target, turn_seconds)?;
        let now = self.clock.now_ms();
        let mut snapshot = new_match(
            place,
            game,
            BySeat::new(player.id, bot),
            settings,
            (rand::random(), fairness::new_salt()),
            now,
            Some(BotSeat {
                seat: Seat::B,
                level,
            }),
        );
        if server.threads.for_match(false) {
            snapshot.thread = crate::model::MatchThread::Wanted;
        }
        let mut inserted = snapshot.clone();
        snapshot.id = self
            .write(move |conn| {
                // Checked in the writer, so two /practice sent at once cannot both start.
                if let Some(id) = bot_match_of(conn, player.id, game)? {
                    return Err(ServiceError::BotBusy { game, id });
                }
                match_start(conn, &mut inserted, now)?;
                Ok(inserted.id)
            })
            .await?;
        self.service.clocks().arm_match(&snapshot);
        self.arm_bot(&snapshot);
        self.live.track(snapshot.clone());
        self.outbound.notify(super::Notice::Owed {
            match_id: snapshot.id,
            table: super::Redraw::No,
        });
        Ok(snapshot.public())
    }

    /// A finished match's Rematch, clicked by one of its players: the same game and
    /// settings, a new toss. Against a person it is a challenge they must accept; against
    /// the bot the match starts at once. A Death Match has none.
    pub async fn rematch(self, id: MatchId, user: UserId) -> Result<Rematch, ServiceError> {
        let m = self.snapshot(id).await?;
        let seat = m
            .seat_of(user)
            .ok_or(ServiceError::NotAPlayer { players: m.players })?;
        if m.status != MatchStatus::Finished {
            return Err(ServiceError::NotOverYet);
        }
        if m.dm.is_some() {
            return Err(ServiceError::Host(HostError::NoRematch));
        }
        let player = Person {
            id: user,
            is_bot: false,
        };
        let (target, turn_seconds) = (m.settings.target, Some(m.settings.turn_seconds));
        match m.bot {
            Some(bot) => self
                .practice(
                    m.place,
                    player,
                    m.players[bot.seat],
                    m.game,
                    bot.level,
                    target,
                    turn_seconds,
                )
                .await
                .map(|m| Rematch::Match(Box::new(m))),
            None => {
                let other = Person {
                    id: m.players[seat.other()],
                    is_bot: false,
                };
                self.service
                    .challenges()
                    .create(m.place, player, Some(other), m.game, target, turn_seconds)
                    .await
                    .map(Rematch::Challenge)
            }
        }
    }

    /// "What would the bot do?" for a seat's view: the strong player's move, worked out on
    /// the blocking pool (a Clash set-up search takes up to a tenth of a second).
    pub async fn hint(self, view: AnyView) -> Option<AnyMove> {
        self.think(move || view.hint()).await.ok().flatten()
    }

    /// Runs a decision of the bot's (its move, a hint) on the blocking pool, at most
    /// [`thinkers`] at a time: a burst of hints queues here rather than taking every core
    /// from the clicks and moves around it.
    pub(in crate::service) async fn think<T: Send + 'static>(
        self,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ServiceError> {
        let _permit = self
            .thinking
            .acquire()
            .await
            .map_err(|e| ServiceError::Storage(anyhow::anyhow!("the bot's thinking: {e}")))?;
        let started = std::time::Instant::now();
        let decided = tokio::task::spawn_blocking(decide)
            .await
            .map_err(|e| ServiceError::Storage(anyhow::anyhow!("the bot's thinking: {e}")));
        metrics::counter!("clash_bot_decisions_total").increment(1);
        metrics::histogram!("clash_bot_decision_seconds").record(started.elapsed().as_secs_f64());
        decided
    }

    /// Arms the bot's next move when it is the bot's decision in an active match.
    pub(in crate::service) fn arm_bot(self, snapshot: &MatchSnapshot) {
        if bot_to_move(snapshot).is_some() {
            self.arm_bot_after(snapshot, self.defaults.bot_delay_ms);
        }
    }

    pub(in crate::service) fn arm_bot_after(self, snapshot: &MatchSnapshot, delay_ms: u64) {
        let (id, version) = (snapshot.id, snapshot.version);
        let weak = Arc::downgrade(&self.service.core);
        let wait = Duration::from_millis(delay_ms);
        self.timers.arm(Timer::Bot(id), wait, async move {
            if let Some(inner) = weak.upgrade() {
                Service { core: inner }.bots().bot_turn(id, version).await;
            }
        });
    }

    /// The bot makes its decision in match `id`, if the match is still at `version`.
    pub(in crate::service) async fn bot_turn(self, id: MatchId, version: u32) {
        let Ok(snapshot) = self.snapshot(id).await else {
            return;
        };
        if snapshot.version != version {
            return;
        }
        let Some(bot) = bot_to_move(&snapshot) else {
            return;
        };
        let user = snapshot.players[bot.seat];
        let result = match &snapshot.phase {
            // The bot would rather move first: it is never worse off knowing less later.
            MatchPhase::Choosing { .. } | MatchPhase::Picking { .. } => self
                .service
                .matches()
                .choose_first(id, user, version, true)
                .await
                .map(|_| ()),
            MatchPhase::Playing(table) => {
                let Some(mv) = self.bot_move(&snapshot, table, bot).await else {
                    return;
                };
                self.service
                    .matches()
                    .play(id, user, version, mv)
                    .await
                    .map(|_| ())
            }
        };
        self.bot_answered(&snapshot, result);
    }

    /// The bot's move on `table` (of `snapshot`, at its version), `None` (logged) when it
    /// found none or its decision failed.
    async fn bot_move(
        self,
        snapshot: &MatchSnapshot,
        table: &AnyTable,
        bot: BotSeat,
    ) -> Option<AnyMove> {
        let (id, version) = (snapshot.id, snapshot.version);
        let view = table.view(bot.seat);
        // Seeded by the match and the step: a match's bot plays the same way
        // every time its log is replayed from the same state.
        let seed = snapshot.seed ^ u64::from(version).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let decided = self
            .think(move || view.decide(bot.level, &mut rng_from_seed(seed)))
            .await;
        match decided {
            Ok(Some(mv)) => Some(mv),
            Ok(None) => {
                tracing::error!("match {id}: the bot found no move at version {version}");
                None
            }
            Err(e) => {
                tracing::error!("match {id}: the bot's decision failed: {e}");
                None
            }
        }
    }

    /// What the service answered to the bot's decision in `snapshot`: nothing to do when
    /// it was taken or came too late, a retry when it was not saved, else a log line.
    fn bot_answered(self, snapshot: &MatchSnapshot, result: Result<(), ServiceError>) {
        let (id, version) = (snapshot.id, snapshot.version);
        match result {
            Ok(())
            | Err(
                ServiceError::Stale { .. }
                | ServiceError::MatchOver
                | ServiceError::ShuttingDown
                | ServiceError::Paused,
            ) => {}
            Err(ServiceError::Storage(e)) => {
                tracing::error!("match {id}: the bot's move was not saved, trying again: {e:#}");
                self.arm_bot_after(snapshot, RETRY_MS);
            }
            // The rules' words may name the bot's own hidden cards: never in a log line.
            Err(ServiceError::Rule(_)) => {
                tracing::error!("match {id}: the rules refused the bot's move at version {version}")
            }
            Err(e) => tracing::error!("match {id}: the bot's move was refused: {e}"),
        }
    }
}

/// The bot's seat when the decision in `snapshot` is the bot's.
fn bot_to_move(snapshot: &MatchSnapshot) -> Option<BotSeat> {
    let bot = snapshot.bot?;
    (snapshot.status == MatchStatus::Active && snapshot.to_move() == Some(bot.seat)).then_some(bot)
}
