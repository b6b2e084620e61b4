//! Buttons, selects and modals, for every game at once: the player, turn and version
//! checks, the game's step, the commit, the public posts and the table refresh are written
//! here once; what a game looks like is its own room's business (`games/<game>.rs`).
//! Every click is answered with exactly one callback.

use super::games::{self, Input, Refusal, Step};
use super::ids::{Id, ReplayNav, SettingsControl};
use super::refusals::refusal_in;
use super::rest::{Call, Failure, Rest};
use super::seen::note_user;
use super::text::mention;
use super::views::challenge::{
    accepted_screen, challenge_screen, closed_screen, confirm_resign_row, practice_line,
    ChallengeEnd,
};
use super::views::choice::choice_message;
use super::views::leaderboard::board_screen;
use super::views::{message_json, response_message, Screen};
use super::{Data, Error};
use crate::model::seasons::Scope;
use crate::model::{
    AnyView, ChallengeAnswer, ChallengeId, MatchId, MatchInfo, MatchThread, MoveResult, SeatMatch,
};
use crate::service::{Rematch, Service, ServiceError};
use crate::words::{plain, text, Args, Lang};
use poise::serenity_prelude as serenity;
use serenity::all::{
    ActionRowComponent, ComponentInteraction, ComponentInteractionDataKind,
    CreateInteractionResponse, CreateModal, FullEvent, Http, HttpError, Interaction, MessageFlags,
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

/// How a click is answered.
enum Answer {
    /// A new ephemeral message for the clicker.
    Private(Screen),
    /// Replace the message the click came from.
    Update(Screen),
    /// A new message in the channel, for everyone (a rematch's challenge).
    Public(Screen),
    Modal(CreateModal),
}

fn private(text: impl Into<String>) -> Answer {
    Answer::Private(Screen::text(text))
}

/// What to do after the callback. Posts and table edits are the delivery's
/// ([`super::outbox`]); the router only records a table its answer redrew.
#[derive(Default)]
struct After {
    /// The answer replaced the public table with this revision of the match.
    drawn: Option<(MatchId, u64, u64)>,
    /// The answer is this challenge's post: its message id is recorded.
    challenge: Option<ChallengeId>,
    /// The answer is the post of this match's accepted challenge, which its thread opens
    /// from: drawn again if the thread was refused meanwhile.
    accepted: Option<MatchId>,
}

/// Where an interaction came from: who, and whether it was a click on a public message
/// (a table) rather than on the clicker's own ephemeral panel or a form.
struct Origin<'a> {
    user: u64,
    guild: u64,
    /// The member has Manage Server here (by the interaction's own permissions).
    admin: bool,
    on_public_message: bool,
    /// The message clicked (none for a form).
    message: Option<u64>,
    /// The channel (or thread) the interaction came from.
    channel: u64,
    cache: &'a serenity::Cache,
    /// The user's own language (`locale`): for what they alone see.
    lang: crate::words::Lang,
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
    let origin = component_origin(cache, c);
    let input = component_input(&c.data.kind);
    let work = async {
        match Id::parse(&c.data.custom_id) {
            Some(id) => settle(origin.lang, handle(data, &origin, id, &input).await),
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
fn component_origin<'a>(cache: &'a serenity::Cache, c: &ComponentInteraction) -> Origin<'a> {
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
        lang: super::lang::reader_of(&c.locale),
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
        while let Err(failure) = super::announce::accepted_again(&rest, &service, id).await {
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
        Answer::Modal(_) => Call::followup(application, &c.token, followup(&too_long, true), None),
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
    let origin = Origin {
        user: m.user.id.get(),
        guild: m.guild_id.map(|g| g.get()).unwrap_or_default(),
        admin: is_admin(m.member.as_ref()),
        cache,
        on_public_message: false,
        message: None,
        channel: m.channel_id.get(),
        lang: super::lang::reader_of(&m.locale),
    };
    let (answer, _, outcome) = match Id::parse(&m.data.custom_id) {
        Some(id @ Id::Game { .. }) => settle(
            origin.lang,
            handle(data, &origin, id, &Input::Modal(text)).await,
        ),
        Some(Id::Settings(control)) => settle(
            origin.lang,
            settings_control(data, &origin, control, &[], &fields).await,
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
        Answer::Modal(_) => Screen::text(plain(origin.lang, "play-nothing-to-fill")),
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

/// A control of a server's `/settings` panel: the panel again (updated, with a notice),
/// the form of numbers, or a refusal.
async fn settings_control(
    data: &Data,
    origin: &Origin<'_>,
    control: SettingsControl,
    values: &[String],
    fields: &[(String, String)],
) -> Result<(Answer, After), ServiceError> {
    use super::commands::settings::{control as run, Admin, Reply};
    let who = Admin {
        cache: origin.cache,
        guild: origin.guild,
        user: origin.user,
        admin: origin.admin,
        lang: origin.lang,
    };
    let reply = run(data, who, control, values, fields).await?;
    Ok((
        match reply {
            Reply::Panel(screen) => Answer::Update(screen),
            Reply::Form(modal) => Answer::Modal(modal),
            Reply::Refused(why) => private(why),
        },
        After::default(),
    ))
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
/// `server` is the language of the channel, for a refreshed public table.
fn after_move(
    origin: &Origin,
    server: crate::words::Lang,
    result: MoveResult,
    done: String,
) -> (Answer, After) {
    let info = &result.public.info;
    let mut after = After::default();
    // The flag, not the stored table id: a click that beats the table's id to the
    // database must still never replace a public message with the mover's own text.
    let answer = if origin.on_public_message {
        // A click on the public table: answering with the new table is its refresh.
        match &result.public.table {
            Some(public) => {
                after.drawn = Some((info.id, info.revision, origin.channel));
                Answer::Update(games::table(server, info, public))
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

async fn handle(
    data: &Data,
    origin: &Origin<'_>,
    id: Id,
    input: &Input,
) -> Result<(Answer, After), ServiceError> {
    let service = &data.service;
    let (user, none) = (origin.user, After::default);
    match id {
        Id::Challenge { id, answer } => {
            // The Accept button is on the challenge's post: the match's thread opens
            // from it.
            if let (ChallengeAnswer::Accept, Some(message), true) =
                (answer, origin.message, origin.on_public_message)
            {
                service.challenges().note_message(id, message).await?;
            }
            challenge(service, user, id, answer).await
        }
        Id::Settings(control) => {
            let values = match input {
                Input::Select(values) => values.as_slice(),
                _ => &[],
            };
            settings_control(data, origin, control, values, &[]).await
        }
        Id::Board { game, season, page } => Ok((
            Answer::Update(
                board_screen(data, origin.guild, game, Scope::from_number(season), page).await?,
            ),
            none(),
        )),
        Id::Choose { m, v, first } => choose_click(service, origin, (m, v, first)).await,
        Id::Hand { m } => hand_click(service, origin, m).await,
        Id::Act { m, v: _ } => act_click(service, origin, m).await,
        Id::Resign { .. } | Id::ResignCancel { .. } | Id::ResignConfirm { .. } => {
            resign_click(service, origin, id).await
        }
        Id::Hint { m, v } => hint_click(service, origin, (m, v)).await,
        Id::Replay { m, step, nav } => replay_click(data, origin, (m, step, nav), input).await,
        Id::Rematch { m } => rematch_click(service, origin, m).await,
        Id::TournamentJoin { t } => tournament_click(service, origin, t, true).await,
        Id::TournamentLeave { t } => tournament_click(service, origin, t, false).await,
        Id::CheckIn { s } => check_in_click(service, origin, s).await,
        Id::Game { m, v, action } => game_click(service, origin, (m, v, action), input).await,
    }
}

/// The toss winner's (or the DMO's) choice of who goes first: the choice post, updated.
async fn choose_click(
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
    let lang = super::lang::server_of(service, origin.guild).await;
    Ok((
        Answer::Update(choice_message(lang, &before.info, Some(first))),
        After::default(),
    ))
}

/// My hand: the clicker's own cards, privately.
async fn hand_click(
    service: &Service,
    origin: &Origin<'_>,
    m: MatchId,
) -> Result<(Answer, After), ServiceError> {
    let mine = service.matches().seat_view(m, origin.user).await?;
    Ok(seat_screen(
        origin.lang,
        &mine,
        games::hand,
        "play-toss-choosing",
    ))
}

/// The clicker's own screen of their match, drawn by `draw`; before the toss is chosen,
/// the words of `missing`.
fn seat_screen(
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

/// The table's action button: the panel of the seat to move.
async fn act_click(
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
    Ok(seat_screen(origin.lang, &mine, panel, "play-not-started"))
}

/// Resign, its confirmation and its cancel.
async fn resign_click(
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
async fn hint_click(
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
    Ok((
        if origin.on_public_message {
            Answer::Private(screen)
        } else {
            Answer::Update(screen)
        },
        After::default(),
    ))
}

/// Rematch: a new challenge, or against the bot a new match at once.
async fn rematch_click(
    service: &Service,
    origin: &Origin<'_>,
    m: MatchId,
) -> Result<(Answer, After), ServiceError> {
    let user = origin.user;
    match service.bots().rematch(m, user).await? {
        Rematch::Challenge(challenge) => Ok((
            Answer::Public(challenge_screen(
                super::lang::server_of(service, origin.guild).await,
                &challenge,
            )),
            After {
                challenge: Some(challenge.id),
                ..After::default()
            },
        )),
        Rematch::Match(started) => Ok((
            Answer::Public(Screen::text(practice_line(
                super::lang::server_of(service, origin.guild).await,
                &started.info,
            ))),
            After::default(),
        )),
    }
}

/// A scheduled event's check-in button.
async fn check_in_click(
    service: &Service,
    origin: &Origin<'_>,
    s: crate::model::schedule::ScheduleId,
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

/// A game's own component: the next step of the seat's panel, or the move played.
async fn game_click(
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
            let server = if origin.on_public_message {
                super::lang::server_of(service, origin.guild).await
            } else {
                origin.lang
            };
            Ok(after_move(origin, server, result, done))
        }
    }
}

/// A tournament's Join or Leave button.
async fn tournament_click(
    service: &Service,
    origin: &Origin<'_>,
    t: crate::model::tournament::TournamentId,
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

/// A click on a replay: the step it leads to (the menu's value, for the rounds or deals),
/// or ▶▶'s picture. On a replay posted in the channel the answer is the clicker's own
/// copy, so that everyone steps at their own pace; on that copy, the copy moves.
async fn replay_click(
    data: &Data,
    origin: &Origin<'_>,
    (m, step, nav): (MatchId, u32, ReplayNav),
    input: &Input,
) -> Result<(Answer, After), ServiceError> {
    let service = &data.service;
    let whole = match service.matches().replay(m, origin.guild).await {
        Ok(whole) => whole,
        Err(e) => {
            return match super::refusals::replay(origin.lang, &e, m) {
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
        let screen = match super::films::film(service, &whole).await {
            Some(picture) => Screen {
                picture: Some(picture),
                ..Screen::text(text(
                    origin.lang,
                    "play-film",
                    &Args::new()
                        .num("id", m)
                        .str("game", whole.info.game.title()),
                ))
            },
            None => Screen::text(plain(origin.lang, "play-no-film")),
        };
        return Ok((Answer::Private(screen), After::default()));
    }
    let pages = data.pages_base(origin.guild).await;
    let screen =
        super::views::replay::linked_step_screen(origin.lang, &whole, step as usize, pages);
    Ok((
        if origin.on_public_message {
            Answer::Private(screen)
        } else {
            Answer::Update(screen)
        },
        After::default(),
    ))
}

async fn challenge(
    service: &Service,
    user: u64,
    id: i64,
    answer: ChallengeAnswer,
) -> Result<(Answer, After), ServiceError> {
    let (challenge, started) = service.challenges().answer(id, user, answer).await?;
    // The challenge's post is the channel's: in the server's language.
    let lang = super::lang::server_of(service, challenge.place.guild).await;
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

/// A Join's or Leave's reply to the player who clicked, in their language.
fn tournament_reply(lang: crate::words::Lang, key: &str, t: i64, name: &str) -> String {
    let id = t.to_string();
    crate::words::text(
        lang,
        key,
        &crate::words::Args::new().str("id", &id).str("name", name),
    )
}
