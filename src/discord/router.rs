//! Buttons, selects and modals, for every game at once: each interaction is received here,
//! handed to what its control does ([`super::clicks`]) and answered with exactly one
//! callback, in time (a slow answer is acknowledged first and delivered when ready, with
//! Discord's faults retried), the table an answer redrew recorded, the outcome counted.

use super::clicks::{self, private, After, Answer, Origin};
use super::games::{self, Input};
use super::ids::Id;
use super::refusals::refusal_in;
use super::rest::{Call, Failure, Rest};
use super::seen::note_user;
use super::text::mention;
use super::views::{message_json, response_message, Screen};
use super::{Data, Error};
use crate::model::{ChallengeId, MatchId};
use crate::service::{Service, ServiceError};
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{
    ActionRowComponent, ComponentInteraction, ComponentInteractionDataKind,
    CreateInteractionResponse, FullEvent, Http, HttpError, Interaction, MessageFlags,
    ModalInteraction,
};
use std::time::{Duration, Instant};

pub async fn on_event(
    ctx: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let interaction = match event {
        FullEvent::InteractionCreate { interaction } => interaction,
        FullEvent::GuildCreate { guild, .. } => {
            // Where the config file's results channel is, its default applies.
            let settings = ctx.user_data.service.settings();
            for channel in guild.channels.keys() {
                settings.guild_has_channel(guild.id.get(), channel.get());
            }
            return Ok(());
        }
        FullEvent::ThreadDelete { thread, .. } => {
            let service = &ctx.user_data.service;
            if let Err(e) = service.delivery().thread_deleted(thread.id.get()).await {
                tracing::error!("moving the matches of deleted thread {}: {e}", thread.id);
            }
            return Ok(());
        }
        _ => return Ok(()),
    };
    let http = &ctx.serenity_context.http;
    let service = &ctx.user_data.service;
    note_user(service, interaction).await;
    super::lang::note_guild_locale(service, interaction).await;
    let cache = &ctx.serenity_context.cache;
    let started = Instant::now();
    let (kind, result) = match interaction {
        Interaction::Component(c) => (
            "component",
            on_component(http, cache, ctx.user_data, c).await,
        ),
        Interaction::Modal(m) => ("modal", on_modal(http, cache, ctx.user_data, m).await),
        _ => return Ok(()),
    };
    let outcome = match result {
        Ok(outcome) => outcome.as_str(),
        Err(e) => {
            tracing::error!("handling an interaction: {e}");
            "error"
        }
    };
    crate::metrics::interaction(kind, outcome, started);
    Ok(())
}

/// Whether an interaction's member may manage the server.
fn is_admin(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

async fn on_component(
    http: &Http,
    cache: &serenity::Cache,
    data: &Data,
    c: &ComponentInteraction,
) -> Result<Outcome, Error> {
    let received = Instant::now();
    let guild = c.guild_id.map(|g| g.get()).unwrap_or_default();
    let reader = super::lang::reader_of(&c.locale);
    let voice = super::lang::Voice::arrived(&data.service, guild, reader).await;
    let board = super::board_in(&data.service, &data.board, guild).await;
    let origin = component_origin(cache, &board, c, voice);
    let input = component_input(&c.data.kind);
    let work = async {
        match Id::parse(&c.data.custom_id) {
            Some(id) => settle(origin.lang, clicks::handle(data, &origin, id, &input).await),
            None => (
                private(games::not_mine(origin.lang)),
                After::default(),
                Outcome::Refused,
            ),
        }
    };
    tokio::pin!(work);
    let (answer, after, outcome) = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(done) => done,
        // Not ready in time (the bot thinking through a burst of hints): acknowledged
        // now, answered when it is.
        Err(_) => return answer_slow(http, data, c, received, work).await,
    };
    let response = response_to(answer);
    let answered = callback(received, || c.create_response(http, response.clone())).await;
    if let (Some(challenge), true) = (after.challenge, answered.is_ok()) {
        challenge_posted(http, &data.service, c, challenge).await;
    }
    if let (Some(id), true) = (after.accepted, answered.is_ok()) {
        accepted_answered(data, id);
    }
    finish(&data.service, after, answered.is_ok()).await;
    answered?;
    Ok(outcome)
}

/// What a component gave: the values picked in a select menu, else a click.
fn component_input(kind: &ComponentInteractionDataKind) -> Input {
    match kind {
        ComponentInteractionDataKind::StringSelect { values } => Input::Select(values.clone()),
        ComponentInteractionDataKind::RoleSelect { values } => {
            Input::Select(values.iter().map(|r| r.get().to_string()).collect())
        }
        ComponentInteractionDataKind::ChannelSelect { values } => {
            Input::Select(values.iter().map(|c| c.get().to_string()).collect())
        }
        _ => Input::Click,
    }
}

/// Who used a component, where, on which message, in which language.
fn component_origin<'a>(
    cache: &'a serenity::Cache,
    board: &'a super::BoardOffer,
    c: &ComponentInteraction,
    voice: super::lang::Voice,
) -> Origin<'a> {
    Origin {
        user: c.user.id.get(),
        guild: c.guild_id.map(|g| g.get()).unwrap_or_default(),
        admin: is_admin(c.member.as_ref()),
        cache,
        on_public_message: !c
            .message
            .flags
            .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL)),
        message: Some(c.message.id.get()),
        channel: c.channel_id.get(),
        lang: voice.reader,
        server: voice.server,
        board,
    }
}

/// A click whose work outlasted [`DEFER_AFTER`]: acknowledged now, answered when the work
/// is done. The work is finished even if the acknowledgement fails: dropping it halfway
/// could leave a committed change unpublished in memory.
async fn answer_slow(
    http: &Http,
    data: &Data,
    c: &ComponentInteraction,
    received: Instant,
    work: impl std::future::Future<Output = (Answer, After, Outcome)>,
) -> Result<Outcome, Error> {
    let acknowledged = callback(received, || {
        c.create_response(http, CreateInteractionResponse::Acknowledge)
    })
    .await;
    if let Err(e) = &acknowledged {
        tracing::error!("acknowledging a slow click: {e}");
    }
    let (answer, after, outcome) = work.await;
    if acknowledged.is_err() {
        finish(&data.service, after, false).await;
        return Ok(outcome);
    }
    let accepted = after.accepted;
    let answered = answer_late(&data.rest, &data.service, c, received, answer, after).await;
    if let (Some(id), Ok(())) = (accepted, &answered) {
        accepted_answered(data, id);
    }
    answered.map(|()| outcome)
}

/// The interaction response that gives `answer`.
fn response_to(answer: Answer) -> CreateInteractionResponse {
    match answer {
        Answer::Private(screen) => {
            CreateInteractionResponse::Message(response_message(screen).ephemeral(true))
        }
        Answer::Update(screen) => {
            CreateInteractionResponse::UpdateMessage(response_message(screen))
        }
        Answer::Public(screen) => CreateInteractionResponse::Message(response_message(screen)),
        Answer::Modal(modal) => CreateInteractionResponse::Modal(modal),
        Answer::LaunchActivity => CreateInteractionResponse::LaunchActivity,
    }
}

/// Records the id of the post a click made for `challenge`, so that its expiry can edit
/// it. A failure is logged: the challenge stands either way.
async fn challenge_posted(
    http: &Http,
    service: &crate::service::Service,
    c: &ComponentInteraction,
    challenge: ChallengeId,
) {
    match c.get_response(http).await {
        Ok(message) => {
            if let Err(e) = service
                .challenges()
                .set_message(challenge, message.id.get())
                .await
            {
                tracing::error!("recording the post of challenge {challenge}: {e}");
            }
        }
        Err(e) => tracing::error!("reading the post of challenge {challenge}: {e}"),
    }
}

/// An accepted challenge's answer said its match is played in its thread. If the thread
/// was refused before the answer landed, the delivery's correction of the post may have
/// come first and been overwritten: the post is drawn again from the match as it is now
/// (nothing is sent while the thread is wanted or open). Retried through Discord's faults
/// for a while, on its own task.
fn accepted_answered(data: &Data, id: MatchId) {
    let (rest, service) = (data.rest.clone(), data.service.clone());
    tokio::spawn(async move {
        let deadline = tokio::time::Instant::now() + ACCEPTED_RETRIES;
        let mut backoff = super::rest::Backoff::default();
        while let Err(failure) = super::delivery::announce::accepted_again(
            &rest,
            &service,
            id,
            &super::delivery::Wording::new(&service),
        )
        .await
        {
            if tokio::time::Instant::now() >= deadline {
                tracing::error!("saying where match {id} is played on its challenge: {failure}");
                return;
            }
            tokio::time::sleep(backoff.failed()).await;
        }
    });
}

/// How long a correction of an accepted challenge's post is retried.
const ACCEPTED_RETRIES: Duration = Duration::from_secs(600);

/// Discord allows 3 s from an interaction to its callback. An answer not ready after
/// this long is acknowledged first (a deferred update) and delivered when it is.
const DEFER_AFTER: Duration = Duration::from_millis(1_500);

/// A callback that fails on Discord's side (a server error, a dropped connection) is sent
/// again while this much of the 3 s since the interaction has passed.
const CALLBACK_RETRIES: Duration = Duration::from_millis(2_500);

/// An interaction's token takes follow-ups and edits for 15 minutes: a deferred answer is
/// retried for a little less.
const LATE_ANSWER_RETRIES: Duration = Duration::from_secs(14 * 60 + 30);

/// The route kind an interaction's callback is counted under in the metrics.
const CALLBACK_ROUTE: &str = "POST interactions/…/…/callback";

/// Sends an interaction's callback (`send` makes one attempt), again after a server error
/// or a dropped connection while there is time. A callback Discord already holds (its
/// answer was lost on the way back) counts as sent.
pub async fn callback<F, Fut>(received: Instant, send: F) -> Result<(), serenity::Error>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<(), serenity::Error>>,
{
    let mut tries = 0;
    loop {
        tries += 1;
        let sent = send().await;
        crate::metrics::discord_answer(
            CALLBACK_ROUTE,
            match &sent {
                Ok(()) => "2xx",
                Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response))) => {
                    crate::metrics::status_class(response.status_code.as_u16())
                }
                Err(_) => "none",
            },
        );
        let error = match sent {
            Ok(()) => return Ok(()),
            Err(error) => error,
        };
        let (retry, answered) = match &error {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => (
                response.status_code.is_server_error(),
                // 40060: "Interaction has already been acknowledged".
                tries > 1 && response.error.code == 40060,
            ),
            serenity::Error::Http(HttpError::Request(_)) => (true, false),
            _ => (false, false),
        };
        if answered {
            return Ok(());
        }
        if !retry || received.elapsed() >= CALLBACK_RETRIES {
            return Err(error);
        }
        tracing::warn!("an interaction's callback failed ({error}); sending it again");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Delivers an answer after the click was acknowledged with a deferred update: an update
/// edits the clicked message, other answers are follow-ups. Discord's faults are retried
/// (with the outbox's rules) while the interaction's token is good.
async fn answer_late(
    rest: &Rest,
    service: &Service,
    c: &ComponentInteraction,
    received: Instant,
    answer: Answer,
    after: After,
) -> Result<(), Error> {
    let application = c.application_id.get();
    let followup = |screen: &Screen, ephemeral: bool| {
        let mut body = message_json(screen);
        if ephemeral {
            body["flags"] = serde_json::json!(MessageFlags::EPHEMERAL.bits());
        }
        body
    };
    let too_long = Screen::text(plain(super::lang::reader_of(&c.locale), "play-too-long"));
    let call = match &answer {
        Answer::Update(screen) => Call::edit_original(
            application,
            &c.token,
            message_json(screen),
            screen.picture.as_ref(),
        ),
        Answer::Private(screen) => Call::followup(
            application,
            &c.token,
            followup(screen, true),
            screen.picture.as_ref(),
        ),
        Answer::Public(screen) => Call::followup(
            application,
            &c.token,
            followup(screen, false),
            screen.picture.as_ref(),
        ),
        // A form or an Activity cannot follow a deferred click: the clicker is told to
        // try again.
        Answer::Modal(_) | Answer::LaunchActivity => {
            Call::followup(application, &c.token, followup(&too_long, true), None)
        }
    };
    let sent = rest
        .deliver(
            &call,
            tokio::time::Instant::from_std(received) + LATE_ANSWER_RETRIES,
            Failure::retryable,
        )
        .await;
    if let (Some(challenge), Ok(message)) = (after.challenge, &sent) {
        let id = message
            .get("id")
            .and_then(|id| id.as_str())
            .and_then(|id| id.parse().ok());
        if let Some(id) = id {
            if let Err(e) = service.challenges().set_message(challenge, id).await {
                tracing::error!("recording the post of challenge {challenge}: {e}");
            }
        }
    }
    finish(service, after, sent.is_ok()).await;
    sent.map(|_| ())
        .map_err(|e| format!("a late answer: {e}").into())
}

async fn on_modal(
    http: &Http,
    cache: &serenity::Cache,
    data: &Data,
    m: &ModalInteraction,
) -> Result<Outcome, Error> {
    let received = Instant::now();
    let fields = modal_fields(m);
    // A game's form has one field: what was typed in it.
    let text = fields
        .first()
        .map(|(_, value)| value.clone())
        .unwrap_or_default();
    let guild = m.guild_id.map(|g| g.get()).unwrap_or_default();
    let reader = super::lang::reader_of(&m.locale);
    let voice = super::lang::Voice::arrived(&data.service, guild, reader).await;
    let origin = Origin {
        user: m.user.id.get(),
        guild,
        admin: is_admin(m.member.as_ref()),
        cache,
        on_public_message: false,
        message: None,
        channel: m.channel_id.get(),
        lang: voice.reader,
        server: voice.server,
        board: &data.board,
    };
    let (answer, _, outcome) = match Id::parse(&m.data.custom_id) {
        Some(id @ (Id::Game { .. } | Id::Puzzle { .. })) => settle(
            origin.lang,
            clicks::handle(data, &origin, id, &Input::Modal(text)).await,
        ),
        Some(Id::Settings(control)) => settle(
            origin.lang,
            clicks::settings_form(data, &origin, control, &fields).await,
        ),
        _ => (
            private(plain(origin.lang, "play-form-gone")),
            After::default(),
            Outcome::Refused,
        ),
    };
    // A form is answered with a new private message, whatever the step.
    let screen = match answer {
        Answer::Private(screen) | Answer::Update(screen) | Answer::Public(screen) => screen,
        Answer::Modal(_) | Answer::LaunchActivity => {
            Screen::text(plain(origin.lang, "play-nothing-to-fill"))
        }
    };
    let response = CreateInteractionResponse::Message(response_message(screen).ephemeral(true));
    callback(received, || m.create_response(http, response.clone())).await?;
    Ok(outcome)
}

/// A form's fields, by their ids, in order (an empty one as "").
fn modal_fields(m: &ModalInteraction) -> Vec<(String, String)> {
    m.data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .filter_map(|c| match c {
            ActionRowComponent::InputText(input) => Some((
                input.custom_id.clone(),
                input.value.clone().unwrap_or_default(),
            )),
            _ => None,
        })
        .collect()
}

/// Records the table an answer redrew; if the answer failed, the table is owed again.
async fn finish(service: &Service, after: After, answered: bool) {
    let Some((id, revision, channel)) = after.drawn else {
        return;
    };
    if !answered {
        service.matches().redraw(id);
        return;
    }
    if let Err(e) = service
        .delivery()
        .table_drawn(id, revision, None, channel)
        .await
    {
        tracing::error!("recording the table of match {id}: {e}");
        service.matches().redraw(id);
    }
}

/// A failed action, in words for the person who clicked.
fn explain(lang: Lang, error: ServiceError) -> (Answer, After) {
    (private(explain_text(lang, &error)), After::default())
}

/// How an interaction went, for the metrics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Done as asked.
    Ok,
    /// Refused with its reason, privately: nothing changed (a stale or foreign click, a
    /// move against the rules, a form of bad values).
    Refused,
    /// Failed on our side (storage), or its answer could not be sent.
    Error,
}

impl Outcome {
    fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::Error => "error",
        }
    }
}

/// A handler's result as its answer: a refusal explained, and how it went.
fn settle(lang: Lang, result: Result<(Answer, After), ServiceError>) -> (Answer, After, Outcome) {
    match result {
        Ok((answer, after)) => (answer, after, Outcome::Ok),
        Err(error) => {
            let outcome = if error.is_user_error() {
                Outcome::Refused
            } else {
                Outcome::Error
            };
            let (answer, after) = explain(lang, error);
            (answer, after, outcome)
        }
    }
}

/// A refused click or form, in words for the person who clicked (in their `lang`): who
/// may use a match's buttons, whose move it is, else the refusal's own words.
pub fn explain_text(lang: Lang, error: &ServiceError) -> String {
    match error {
        ServiceError::NotAPlayer { players } => {
            let (a, b) = (mention(players.a), mention(players.b));
            text(
                lang,
                "play-not-a-player",
                &Args::new().str("a", &a).str("b", &b),
            )
        }
        ServiceError::NotYourTurn { to_move } => {
            let who = mention(*to_move);
            text(lang, "play-not-your-move", &Args::new().str("who", &who))
        }
        other => refusal_in(lang, other),
    }
}
