//! Buttons, selects and modals. Every click is answered with exactly one callback: an
//! ephemeral reply (or an update of the ephemeral panel it came from) for the clicker, and,
//! after a committed move, a public post and an edit of the table message.

use super::clash_ui::{self, mention};
use super::commands::{challenge_buttons, toss_message};
use super::ids::{Id, SetupStep};
use super::{capitalize, outcome_line, refresh_table, truncate, Data, Error};
use crate::cards::{parse_cards, show_cards, Card};
use crate::rules::clash::{ClashMove, ClashView, Phase, Setup};
use crate::rules::{Game, Seat};
use crate::service::{
    AnyEvents, AnyMove, ChallengeAnswer, MatchSnapshot, MoveResult, Service, ServiceError,
};
use poise::serenity_prelude as serenity;
use serenity::all::{
    ActionRowComponent, ChannelId, ComponentInteraction, ComponentInteractionDataKind,
    CreateActionRow, CreateInputText, CreateInteractionResponse, CreateInteractionResponseMessage,
    CreateMessage, CreateModal, FullEvent, Http, InputTextStyle, Interaction, ModalInteraction,
};

pub async fn on_event(
    ctx: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    let http = &ctx.serenity_context.http;
    let service = &ctx.user_data.service;
    super::leaderboard::note_user(service, interaction);
    let result = match interaction {
        Interaction::Component(c) => match Id::parse(&c.data.custom_id) {
            Some(Id::Board { game, page }) => {
                super::leaderboard::board_click(http, ctx.user_data, c, game, page).await
            }
            _ => on_component(http, service, c).await,
        },
        Interaction::Modal(m) => on_modal(http, service, m).await,
        _ => return Ok(()),
    };
    if let Err(e) = result {
        tracing::error!("handling an interaction: {e}");
    }
    Ok(())
}

/// How a click is answered.
enum Answer {
    /// A new ephemeral message for the clicker.
    Private(String, Vec<CreateActionRow>),
    /// Replace the message the click came from.
    Update(String, Vec<CreateActionRow>),
    Modal(CreateModal),
}

fn private(text: impl Into<String>) -> Answer {
    Answer::Private(text.into(), Vec::new())
}

/// What to do after the callback: public posts and the table refresh.
#[derive(Default)]
struct After {
    posts: Vec<(String, Vec<CreateActionRow>)>,
    table: Option<MatchSnapshot>,
}

async fn respond_component(
    http: &Http,
    c: &ComponentInteraction,
    answer: Answer,
) -> Result<(), Error> {
    let response = match answer {
        Answer::Private(text, rows) => CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(truncate(text))
                .components(rows)
                .ephemeral(true),
        ),
        Answer::Update(text, rows) => CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(truncate(text))
                .components(rows),
        ),
        Answer::Modal(modal) => CreateInteractionResponse::Modal(modal),
    };
    c.create_response(http, response).await?;
    Ok(())
}

async fn respond_modal(http: &Http, m: &ModalInteraction, answer: Answer) -> Result<(), Error> {
    let (text, rows) = match answer {
        Answer::Private(text, rows) | Answer::Update(text, rows) => (text, rows),
        Answer::Modal(_) => unreachable!("a modal never answers a modal"),
    };
    let response = CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(truncate(text))
            .components(rows)
            .ephemeral(true),
    );
    m.create_response(http, response).await?;
    Ok(())
}

async fn finish(
    http: &Http,
    service: &Service,
    channel: ChannelId,
    after: After,
) -> Result<(), Error> {
    for (post, rows) in after.posts {
        channel
            .send_message(
                http,
                CreateMessage::new()
                    .content(truncate(post))
                    .components(rows),
            )
            .await?;
    }
    if let Some(snapshot) = after.table {
        refresh_table(http, service, &snapshot).await?;
    }
    Ok(())
}

async fn on_component(
    http: &Http,
    service: &Service,
    c: &ComponentInteraction,
) -> Result<(), Error> {
    let user = c.user.id.get();
    let values = match &c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let (answer, after) = match Id::parse(&c.data.custom_id) {
        Some(id) => handle(service, user, id, &values)
            .await
            .unwrap_or_else(explain),
        None => (
            private("This button is not one of mine any more."),
            After::default(),
        ),
    };
    respond_component(http, c, answer).await?;
    finish(http, service, c.channel_id, after).await
}

async fn on_modal(http: &Http, service: &Service, m: &ModalInteraction) -> Result<(), Error> {
    let user = m.user.id.get();
    let text = m
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            ActionRowComponent::InputText(input) => input.value.clone(),
            _ => None,
        })
        .unwrap_or_default();
    let (answer, after) = match Id::parse(&m.data.custom_id) {
        Some(Id::SetupModal { m: id, v }) => typed_setup(service, user, id, v, &text)
            .await
            .unwrap_or_else(explain),
        Some(Id::AnswerModal { m: id, v }) => typed_answer(service, user, id, v, &text)
            .await
            .unwrap_or_else(explain),
        _ => (
            private("This form is not one of mine any more."),
            After::default(),
        ),
    };
    respond_modal(http, m, answer).await?;
    finish(http, service, m.channel_id, after).await
}

/// A failed action, in words for the person who clicked.
fn explain(error: ServiceError) -> (Answer, After) {
    (private(explain_text(error)), After::default())
}

fn explain_text(error: ServiceError) -> String {
    let text = match &error {
        ServiceError::NotAPlayer { players } => format!(
            "This is a match between {} and {}: only they can use its buttons.",
            mention(players.a),
            mention(players.b)
        ),
        ServiceError::NotYourTurn { to_move } => {
            format!("It is {}'s move, not yours.", mention(*to_move))
        }
        ServiceError::Storage(e) => {
            tracing::error!("storage: {e:#}");
            "Something went wrong on our side; nothing was changed. Please try again.".to_string()
        }
        other => capitalize(&other.to_string()),
    };
    text
}

/// The clicker's seat, checking they play in this match.
fn seat(s: &MatchSnapshot, user: u64) -> Result<Seat, ServiceError> {
    s.seat_of(user)
        .ok_or(ServiceError::NotAPlayer { players: s.players })
}

fn clash_view(s: &MatchSnapshot, seat: Seat) -> Option<ClashView> {
    s.table()
        .and_then(|t| t.as_clash())
        .map(|t| t.game().view(seat))
}

/// For a button drawn at version `v`: the clicker must play, be to move, and `v` current.
/// A stale click is told so and shown the current view.
fn check_turn(s: &MatchSnapshot, user: u64, v: u32) -> Result<Result<Seat, Answer>, ServiceError> {
    let seat = seat(s, user)?;
    if s.outcome().is_some() {
        return Err(ServiceError::MatchOver);
    }
    if v != s.version {
        let view = clash_view(s, seat)
            .map(|v| clash_ui::hand_text(&v))
            .unwrap_or_default();
        return Ok(Err(private(format!(
            "That button is from an earlier turn; nothing was changed. Use the buttons on the latest table message.\n{}\n{view}",
            clash_ui::table_content(s)
        ))));
    }
    match s.to_move() {
        Some(to_move) if to_move == seat => Ok(Ok(seat)),
        Some(to_move) => Err(ServiceError::NotYourTurn {
            to_move: s.players[to_move],
        }),
        None => Err(ServiceError::MatchOver),
    }
}

/// [`check_turn`], then the mover's own view of the Clash table.
fn my_turn(
    s: &MatchSnapshot,
    user: u64,
    v: u32,
) -> Result<Result<ClashView, Answer>, ServiceError> {
    Ok(check_turn(s, user, v)?
        .map(|seat| clash_view(s, seat).expect("a started Clash table has views")))
}

/// The public post and table refresh after a committed Clash move.
fn after_move(service: &Service, result: &MoveResult) -> After {
    // A move can only end the match by the rules, and the rules' own event announces it;
    // the rating changes follow it.
    let AnyEvents::Clash(events) = &result.events;
    let mut post = clash_ui::events_post(&result.snapshot, events);
    if result.snapshot.outcome().is_some() {
        post += &super::leaderboard::rating_lines(service, &result.snapshot);
    }
    After {
        posts: vec![(post, Vec::new())],
        table: Some(result.snapshot.clone()),
    }
}

async fn play(
    service: &Service,
    s: &MatchSnapshot,
    user: u64,
    mv: ClashMove,
    done: &str,
) -> Result<(Answer, After), ServiceError> {
    let result = service
        .play(s.id, user, s.version, AnyMove::Clash(mv))
        .await?;
    Ok((
        Answer::Update(done.to_string(), Vec::new()),
        after_move(service, &result),
    ))
}

async fn handle(
    service: &Service,
    user: u64,
    id: Id,
    values: &[String],
) -> Result<(Answer, After), ServiceError> {
    if let Id::Challenge { id, answer } = id {
        return challenge(service, user, id, answer);
    }
    let match_id = id.match_id().expect("a match component");
    let s = service.snapshot(match_id).await?;
    let none = After::default();
    match id {
        Id::Challenge { .. } => unreachable!("handled above"),
        Id::Board { .. } => unreachable!("leaderboard buttons are routed in on_event"),
        Id::Choose { v, first, .. } => {
            seat(&s, user)?;
            let started = service.choose_first(s.id, user, v, first).await?;
            let (text, _) = toss_message(&s);
            let (first_label, second_label) = crate::service::games::choice_labels(s.game);
            let text = format!(
                "{text} **{}**.",
                if first { first_label } else { second_label }
            )
            .replace("chooses: **", "chose: **");
            Ok((
                Answer::Update(text, Vec::new()),
                After {
                    posts: Vec::new(),
                    table: Some(started),
                },
            ))
        }
        Id::Hand { .. } => {
            let seat = seat(&s, user)?;
            let text = match clash_view(&s, seat) {
                Some(view) => format!(
                    "**Match #{}** · your cards\n{}",
                    s.id,
                    clash_ui::hand_text(&view)
                ),
                None => "The game has not started: the toss winner is still choosing.".into(),
            };
            Ok((private(text), none))
        }
        Id::Act { v, .. } => {
            let view = match my_turn(&s, user, v)? {
                Ok(view) => view,
                Err(stale) => return Ok((stale, none)),
            };
            let (text, rows) = match view.public.phase {
                Phase::SetUp => clash_ui::setup_panel(&s, &view.hand, &[]),
                Phase::Reveal => {
                    clash_ui::reveal_panel(&s, view.setup.as_ref().expect("own set-up"))
                }
                Phase::Answer { .. } => clash_ui::answer_panel(&s, &view, None),
                Phase::Over => return Err(ServiceError::MatchOver),
            };
            Ok((Answer::Private(text, rows), none))
        }
        Id::Resign { m } => {
            seat(&s, user)?;
            if s.outcome().is_some() {
                return Err(ServiceError::MatchOver);
            }
            Ok((
                Answer::Private(
                    format!("Resign Match #{m}? Your opponent wins at once."),
                    vec![super::commands::confirm_resign_row(&[m])],
                ),
                none,
            ))
        }
        Id::ResignConfirm { m } => {
            let done = service.resign(m, user).await?;
            let line = done
                .outcome()
                .map(|o| outcome_line(&done, o))
                .unwrap_or_default()
                + &super::leaderboard::rating_lines(service, &done);
            Ok((
                Answer::Update(format!("You resigned Match #{m}."), Vec::new()),
                After {
                    posts: vec![(format!("**Match #{m}** · {line}"), Vec::new())],
                    table: Some(done),
                },
            ))
        }
        Id::Setup { v, step, draft, .. } => {
            let view = match my_turn(&s, user, v)? {
                Ok(view) => view,
                Err(stale) => return Ok((stale, none)),
            };
            if view.public.phase != Phase::SetUp {
                return Err(ServiceError::Stale { current: s.version });
            }
            setup_step(service, &s, user, &view.hand, step, draft, values).await
        }
        Id::Reveal { v, size, .. } => {
            if let Err(stale) = check_turn(&s, user, v)? {
                return Ok((stale, none));
            }
            play(
                service,
                &s,
                user,
                ClashMove::Reveal { size },
                &format!("You revealed your {size}-card set."),
            )
            .await
        }
        Id::AnswerPick { v, .. } => {
            let view = match my_turn(&s, user, v)? {
                Ok(view) => view,
                Err(stale) => return Ok((stale, none)),
            };
            let cards = match picked_cards(values, &view.hand) {
                Ok(cards) => cards,
                Err(e) => return Ok((private(e), none)),
            };
            let (text, rows) = clash_ui::answer_panel(&s, &view, Some(&cards));
            Ok((Answer::Update(text, rows), none))
        }
        Id::AnswerTypeIt { v, .. } => {
            if let Err(stale) = check_turn(&s, user, v)? {
                return Ok((stale, none));
            }
            Ok((
                Answer::Modal(text_modal(
                    Id::AnswerModal { m: s.id, v }.encode(),
                    "Your answer",
                    "Cards, e.g. 7S 7H 7D",
                    None,
                )),
                none,
            ))
        }
        Id::AnswerConfirm { v, cards, .. } => {
            if let Err(stale) = check_turn(&s, user, v)? {
                return Ok((stale, none));
            }
            let done = format!("You answered with {}.", show_cards(&cards));
            play(service, &s, user, ClashMove::Answer { cards }, &done).await
        }
        Id::SetupModal { .. } | Id::AnswerModal { .. } => {
            Ok((private("This form is not one of mine any more."), none))
        }
    }
}

fn challenge(
    service: &Service,
    user: u64,
    id: i64,
    answer: ChallengeAnswer,
) -> Result<(Answer, After), ServiceError> {
    let (challenge, started) = service.challenge_answer(id, user, answer)?;
    let who = |u| mention(u);
    let text = match (answer, &started) {
        (ChallengeAnswer::Accept, Some(m)) => format!(
            "✅ Challenge #{id}: {} accepted {}'s challenge to {} — this is **Match #{}**.",
            who(challenge.opponent),
            who(challenge.challenger),
            challenge.game,
            m.id
        ),
        (ChallengeAnswer::Decline, _) => format!(
            "❌ Challenge #{id}: {} declined {}'s challenge to {}.",
            who(challenge.opponent),
            who(challenge.challenger),
            challenge.game
        ),
        _ => format!(
            "🚫 Challenge #{id}: {} withdrew the challenge to {}.",
            who(challenge.challenger),
            who(challenge.opponent)
        ),
    };
    let mut after = After::default();
    if let Some(m) = &started {
        after.posts.push(toss_message(m));
    }
    Ok((Answer::Update(text, challenge_buttons(id, true)), after))
}

/// Checks a select menu's (or a typed) choice against the hand.
fn picked_cards(values: &[String], hand: &[Card]) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    for value in values {
        let card: Card = value
            .parse()
            .map_err(|e: crate::cards::CardParseError| e.to_string())?;
        if !hand.contains(&card) {
            return Err(format!("{card} is not in your hand."));
        }
        if cards.contains(&card) {
            return Err(format!("{card} is chosen twice."));
        }
        cards.push(card);
    }
    cards.sort_unstable_by(|a, b| b.cmp(a));
    Ok(cards)
}

fn text_modal(id: String, title: &str, placeholder: &str, value: Option<String>) -> CreateModal {
    let mut input = CreateInputText::new(InputTextStyle::Short, title, "cards")
        .placeholder(placeholder)
        .required(true)
        .max_length(100);
    if let Some(value) = value {
        input = input.value(value);
    }
    CreateModal::new(id, title).components(vec![CreateActionRow::InputText(input)])
}

async fn setup_step(
    service: &Service,
    s: &MatchSnapshot,
    user: u64,
    hand: &[Card],
    step: SetupStep,
    draft: Vec<Card>,
    values: &[String],
) -> Result<(Answer, After), ServiceError> {
    let none = After::default();
    let panel = |draft: &[Card]| {
        let (text, rows) = clash_ui::setup_panel(s, hand, draft);
        Ok((Answer::Update(text, rows), After::default()))
    };
    match step {
        SetupStep::Pick => {
            let Some(size) = clash_ui::next_size(&draft) else {
                return panel(&draft);
            };
            let picked = match picked_cards(values, hand) {
                Ok(cards) => cards,
                Err(e) => return Ok((private(e), none)),
            };
            if picked.len() != size || picked.iter().any(|c| draft.contains(c)) {
                return Ok((
                    private(format!("Pick exactly {size} cards that are still free.")),
                    none,
                ));
            }
            let mut next = draft;
            next.extend(picked);
            panel(&next)
        }
        SetupStep::Back => {
            let sets = clash_ui::draft_sets(&draft);
            let keep: usize = sets
                .iter()
                .take(sets.len().saturating_sub(1))
                .map(|s| s.len())
                .sum();
            panel(&draft[..keep])
        }
        SetupStep::Reset => panel(&[]),
        SetupStep::Suggest => panel(&clash_ui::suggested_draft(hand)),
        SetupStep::TypeIt => {
            let prefill = clash_ui::draft_setup(&draft, hand).map(|setup| {
                setup
                    .sets
                    .iter()
                    .map(|set| set.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "))
                    .collect::<Vec<_>>()
                    .join(" | ")
            });
            Ok((
                Answer::Modal(text_modal(
                    Id::SetupModal {
                        m: s.id,
                        v: s.version,
                    }
                    .encode(),
                    "Your set-up",
                    "AS | JS JH | 8C 9C TC | 3D 4H 5S 6C",
                    prefill,
                )),
                none,
            ))
        }
        SetupStep::Confirm => {
            let Some(setup) = clash_ui::draft_setup(&draft, hand) else {
                return Ok((private("Pick all four sets before confirming."), none));
            };
            play(
                service,
                s,
                user,
                ClashMove::SetUp(setup),
                "Your set-up is committed.",
            )
            .await
        }
    }
}

async fn typed_setup(
    service: &Service,
    user: u64,
    id: i64,
    v: u32,
    text: &str,
) -> Result<(Answer, After), ServiceError> {
    let s = service.snapshot(id).await?;
    let view = match my_turn(&s, user, v)? {
        Ok(view) => view,
        Err(stale) => return Ok((stale, After::default())),
    };
    let setup = match Setup::parse(text, &view.hand) {
        Ok(setup) => setup,
        Err(e) => {
            return Ok((
                private(format!(
                    "{} Write four sets separated by `|`, e.g. `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`. Nothing was changed.",
                    capitalize(&e.to_string())
                )),
                After::default(),
            ))
        }
    };
    play(
        service,
        &s,
        user,
        ClashMove::SetUp(setup),
        "Your set-up is committed.",
    )
    .await
}

async fn typed_answer(
    service: &Service,
    user: u64,
    id: i64,
    v: u32,
    text: &str,
) -> Result<(Answer, After), ServiceError> {
    let s = service.snapshot(id).await?;
    let view = match my_turn(&s, user, v)? {
        Ok(view) => view,
        Err(stale) => return Ok((stale, After::default())),
    };
    let size = view
        .public
        .exchanges
        .last()
        .map(|e| e.set.len())
        .unwrap_or(0);
    let cards = match parse_cards(text) {
        Ok(cards) => cards,
        Err(e) => return Ok((private(capitalize(&e.to_string())), After::default())),
    };
    let values: Vec<String> = cards.iter().map(|c| c.code()).collect();
    let cards = match picked_cards(&values, &view.hand) {
        Ok(cards) => cards,
        Err(e) => return Ok((private(e), After::default())),
    };
    if cards.len() != size {
        return Ok((
            private(format!(
                "You must answer with {size} cards, not {}.",
                cards.len()
            )),
            After::default(),
        ));
    }
    let (text, rows) = clash_ui::answer_panel(&s, &view, Some(&cards));
    Ok((Answer::Private(text, rows), After::default()))
}
