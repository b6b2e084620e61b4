//! Tests of the simulator itself, driven by a minimal in-process poise bot.

use std::sync::{Arc, Once};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::json;

use crate::sim::{BotProcess, PostKind, SimConfig, Simulator, Visibility};

type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, Data, Error>;

struct Data;

fn error_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

fn button(id: impl Into<String>, label: &str) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(id).label(label)])
}

fn raw_interaction<'a>(ctx: Ctx<'a>) -> &'a serenity::CommandInteraction {
    match ctx {
        poise::Context::Application(a) => a.interaction,
        _ => unreachable!("slash commands only"),
    }
}

/// Replies Pong!
#[poise::command(slash_command)]
async fn ping(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.say("Pong!").await?;
    Ok(())
}

/// A secret only you can see, with a button
#[poise::command(slash_command)]
async fn secret(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content("A secret awaits.")
            .ephemeral(true)
            .components(vec![button(
                format!("reveal:{}", ctx.author().id),
                "Reveal",
            )]),
    )
    .await?;
    Ok(())
}

#[derive(Debug, poise::ChoiceParameter)]
enum Style {
    Warm,
    Cold,
}

/// Greets a member
#[poise::command(slash_command)]
async fn greet(
    ctx: Ctx<'_>,
    #[description = "Who to greet"] user: serenity::User,
    #[description = "How"] style: Option<Style>,
) -> Result<(), Error> {
    ctx.say(format!("Hello {} ({:?})", user.name, style))
        .await?;
    Ok(())
}

/// Game commands
#[poise::command(slash_command, subcommands("game_start"))]
async fn game(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Starts a game against a member
#[poise::command(slash_command, rename = "start")]
async fn game_start(
    ctx: Ctx<'_>,
    #[description = "Your opponent"] opponent: serenity::Member,
    #[description = "Rounds"]
    #[min = 1]
    #[max = 9]
    rounds: Option<u8>,
) -> Result<(), Error> {
    ctx.say(format!(
        "{} vs {} for {} rounds",
        ctx.author().name,
        opponent.user.name,
        rounds.unwrap_or(3)
    ))
    .await?;
    Ok(())
}

async fn game_names(_ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ["clash", "clubbed", "duel", "shape-clash", "tile-poker"]
        .iter()
        .filter(|g| g.starts_with(partial))
        .map(|g| serenity::AutocompleteChoice::new(*g, *g))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Picks a game, with autocomplete
#[poise::command(slash_command)]
async fn pick(
    ctx: Ctx<'_>,
    #[description = "Game"]
    #[autocomplete = "game_names"]
    game: String,
) -> Result<(), Error> {
    ctx.say(format!("Picked {game}")).await?;
    Ok(())
}

/// Posts a table message with a counter button in the channel
#[poise::command(slash_command)]
async fn table(ctx: Ctx<'_>) -> Result<(), Error> {
    let msg = ctx
        .channel_id()
        .send_message(
            ctx.http(),
            serenity::CreateMessage::new()
                .content("Table: 0 clicks")
                .components(vec![button("count:0", "Click")]),
        )
        .await?;
    ctx.send(
        poise::CreateReply::default()
            .content(format!("Posted table {}", msg.id))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Misbehaves: answers twice
#[poise::command(slash_command)]
async fn double(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.say("first").await?;
    let second = raw_interaction(ctx)
        .create_response(
            ctx.http(),
            serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new().content("second"),
            ),
        )
        .await;
    let code = second.err().and_then(|e| error_code(&e));
    ctx.say(format!("second callback failed: {code:?}")).await?;
    Ok(())
}

/// Misbehaves: answers after 3 s
#[poise::command(slash_command)]
async fn slow(ctx: Ctx<'_>) -> Result<(), Error> {
    tokio::time::sleep(Duration::from_millis(3100)).await;
    ctx.say("too late").await?;
    Ok(())
}

/// Misbehaves: a select with 26 options
#[poise::command(slash_command)]
async fn bigselect(ctx: Ctx<'_>) -> Result<(), Error> {
    let options = (0..26)
        .map(|i| serenity::CreateSelectMenuOption::new(format!("o{i}"), format!("v{i}")))
        .collect();
    let menu =
        serenity::CreateSelectMenu::new("big", serenity::CreateSelectMenuKind::String { options });
    ctx.send(
        poise::CreateReply::default()
            .content("pick")
            .components(vec![serenity::CreateActionRow::SelectMenu(menu)]),
    )
    .await?;
    Ok(())
}

/// Misbehaves: a 2001-character message (sent raw: serenity's builder refuses it client-side)
#[poise::command(slash_command)]
async fn longmsg(ctx: Ctx<'_>) -> Result<(), Error> {
    let i = raw_interaction(ctx);
    let body = serde_json::json!({"type": 4, "data": {"content": "x".repeat(2001)}});
    ctx.http()
        .create_interaction_response(i.id, &i.token, &body, vec![])
        .await?;
    Ok(())
}

/// The `n`-th test picture: a `10n` x 10 PNG named board.png, described as "Picture n".
pub(crate) fn picture_file(n: u32) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(crate::sim::tiny_png(10 * n, 10), "board.png")
        .description(format!("Picture {n}"))
}

fn picture_buttons(n: u32) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(format!("picture:{}", n + 1)).label("Next"),
        serenity::CreateButton::new("picture-text").label("Text only"),
    ])]
}

/// Replies with a picture and buttons that change it
#[poise::command(slash_command)]
async fn picture(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content("Picture 1")
            .attachment(picture_file(1))
            .components(picture_buttons(1)),
    )
    .await?;
    Ok(())
}

/// A select menu
#[poise::command(slash_command)]
async fn menu(ctx: Ctx<'_>) -> Result<(), Error> {
    let options = ["rock", "paper", "scissors"]
        .iter()
        .map(|o| serenity::CreateSelectMenuOption::new(*o, *o))
        .collect();
    let menu =
        serenity::CreateSelectMenu::new("pick", serenity::CreateSelectMenuKind::String { options });
    ctx.send(
        poise::CreateReply::default()
            .content("Choose")
            .components(vec![
                serenity::CreateActionRow::SelectMenu(menu),
                button("open-form", "Feedback"),
            ]),
    )
    .await?;
    Ok(())
}

fn feedback_modal() -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Modal(
        serenity::CreateModal::new("feedback", "Feedback").components(vec![
            serenity::CreateActionRow::InputText(serenity::CreateInputText::new(
                serenity::InputTextStyle::Short,
                "Your name",
                "name",
            )),
            serenity::CreateActionRow::InputText(
                serenity::CreateInputText::new(
                    serenity::InputTextStyle::Paragraph,
                    "Comment",
                    "comment",
                )
                .required(false),
            ),
        ]),
    )
}

/// Opens a modal
#[poise::command(slash_command)]
async fn form(ctx: Ctx<'_>) -> Result<(), Error> {
    raw_interaction(ctx)
        .create_response(ctx.http(), feedback_modal())
        .await?;
    Ok(())
}

/// Defers, then follows up twice
#[poise::command(slash_command)]
async fn later(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    ctx.say("Done thinking").await?;
    ctx.send(
        poise::CreateReply::default()
            .content("psst")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Sends a DM with a counter button to you or to someone else
#[poise::command(slash_command)]
async fn dm(
    ctx: Ctx<'_>,
    #[description = "Whom"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let target = user.unwrap_or_else(|| ctx.author().clone());
    let msg = serenity::CreateMessage::new()
        .content("Table: 0 clicks")
        .components(vec![button("count:0", "Click")]);
    let outcome = match target.direct_message(ctx, msg).await {
        Ok(_) => "sent".to_string(),
        Err(e) => format!("failed {:?}", error_code(&e)),
    };
    ctx.send(
        poise::CreateReply::default()
            .content(format!("dm: {outcome}"))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

async fn on_component(
    ctx: &serenity::Context,
    c: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let id = c.data.custom_id.as_str();
    let update = |msg: serenity::CreateInteractionResponseMessage| {
        serenity::CreateInteractionResponse::UpdateMessage(msg)
    };
    if let Some(uid) = id.strip_prefix("reveal:") {
        let msg = serenity::CreateInteractionResponseMessage::new()
            .content(format!("The secret is 42, <@{uid}>."))
            .components(vec![]);
        c.create_response(ctx, update(msg)).await?;
    } else if let Some(n) = id.strip_prefix("count:") {
        let n: u32 = n.parse()?;
        let msg = serenity::CreateInteractionResponseMessage::new()
            .content(format!("Table: {} clicks", n + 1))
            .components(vec![button(format!("count:{}", n + 1), "Click")]);
        c.create_response(ctx, update(msg)).await?;
    } else if let Some(n) = id.strip_prefix("picture:") {
        let n: u32 = n.parse()?;
        let msg = serenity::CreateInteractionResponseMessage::new()
            .content(format!("Picture {n}"))
            .add_file(picture_file(n))
            .components(picture_buttons(n));
        c.create_response(ctx, update(msg)).await?;
    } else if id == "picture-text" {
        // No file: serenity still sends `attachments: []`, which removes the picture.
        let msg = serenity::CreateInteractionResponseMessage::new().content("Text only");
        c.create_response(ctx, update(msg)).await?;
    } else if id == "pick" {
        let values = match &c.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => values.join(","),
            other => format!("{other:?}"),
        };
        let msg = serenity::CreateInteractionResponseMessage::new()
            .content(format!("You picked {values}"));
        c.create_response(ctx, update(msg)).await?;
    } else if id == "open-form" {
        c.create_response(ctx, feedback_modal()).await?;
    }
    Ok(())
}

async fn on_modal(ctx: &serenity::Context, m: &serenity::ModalInteraction) -> Result<(), Error> {
    let mut name = String::new();
    for row in &m.data.components {
        for c in &row.components {
            if let serenity::ActionRowComponent::InputText(t) = c {
                if t.custom_id == "name" {
                    name = t.value.clone().unwrap_or_default();
                }
            }
        }
    }
    let msg = serenity::CreateInteractionResponseMessage::new()
        .content(format!("Thanks, {name}!"))
        .ephemeral(true);
    m.create_response(ctx, serenity::CreateInteractionResponse::Message(msg))
        .await?;
    Ok(())
}

async fn on_event(
    fw: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate { interaction } = event {
        let ctx = fw.serenity_context;
        match interaction {
            serenity::Interaction::Component(c) => on_component(ctx, c).await?,
            serenity::Interaction::Modal(m) => on_modal(ctx, m).await?,
            _ => {}
        }
    }
    Ok(())
}

/// The in-process test bot.
pub(crate) struct TestBot {
    shard_manager: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

impl TestBot {
    async fn start(sim: &Simulator) -> TestBot {
        static NO_PROXY: Once = Once::new();
        // reqwest honours proxy variables; the simulator is on loopback.
        NO_PROXY.call_once(|| std::env::set_var("NO_PROXY", "127.0.0.1,localhost"));
        let guild = sim.guild_id();
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![
                    ping(),
                    secret(),
                    greet(),
                    table(),
                    double(),
                    slow(),
                    bigselect(),
                    longmsg(),
                    menu(),
                    form(),
                    later(),
                    dm(),
                    game(),
                    pick(),
                    picture(),
                ],
                event_handler: |fw, ev| Box::pin(on_event(fw, ev)),
                ..Default::default()
            })
            .setup(move |ctx, _ready, fw| {
                Box::pin(async move {
                    poise::builtins::register_in_guild(ctx, &fw.options().commands, guild).await?;
                    Ok(Data)
                })
            })
            .build();
        let http = serenity::HttpBuilder::new(sim.token())
            .proxy(sim.api_url())
            .ratelimiter_disabled(true)
            .build();
        let mut client = serenity::ClientBuilder::new_with_http(
            http,
            serenity::GatewayIntents::non_privileged(),
        )
        .framework(framework)
        .await
        .expect("client");
        let shard_manager = client.shard_manager.clone();
        let task = tokio::spawn(async move {
            let _ = client.start().await;
        });
        TestBot {
            shard_manager,
            task,
        }
    }

    pub(crate) async fn stop(self) {
        self.shard_manager.shutdown_all().await;
        self.task.abort();
    }
}

pub(crate) async fn setup() -> (Simulator, TestBot) {
    let sim = Simulator::start().await;
    let bot = TestBot::start(&sim).await;
    sim.wait_commands_registered().await;
    (sim, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_registers_commands() {
    let (sim, bot) = setup().await;
    assert_eq!(sim.ready_count(), 1);
    assert!(sim.is_connected());
    let paths: Vec<String> = sim
        .requests()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(
        paths.contains(&"GET /api/v10/gateway".to_string()),
        "{paths:?}"
    );
    assert!(
        sim.global_commands().is_none(),
        "the test bot registers in the guild only"
    );
    let names: Vec<String> = sim
        .registered_commands()
        .iter()
        .map(|c| c.name.clone())
        .collect();
    assert!(
        names.contains(&"ping".to_string()) && names.contains(&"greet".to_string()),
        "{names:?}"
    );
    let greet = sim.command("greet");
    assert_eq!(greet.guild_id, Some(sim.guild_id()));
    let user = &greet.options[0];
    assert_eq!(
        (user.name.as_str(), user.kind, user.required),
        ("user", serenity::CommandOptionType::User, true)
    );
    let style = &greet.options[1];
    let choices: Vec<&str> = style.choices.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(choices, ["Warm", "Cold"]);
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_command_round_trip() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let bob = sim.add_user("bob");
    let ch = sim.default_channel();

    let h = sim.slash(alice, ch, "ping", json!(null)).await;
    let r = h.response().await;
    assert_eq!((r.kind, r.content(), r.status), (4, "Pong!", 204));
    assert!(r.latency < Duration::from_secs(1));
    let msg = h.message().await;
    assert_eq!(msg.visibility, Visibility::Public);
    assert!(msg.visible_to(bob));
    assert_eq!(sim.public_messages(ch).len(), 1);

    // A user option resolves into a serenity::User; a choice by its value.
    let h = sim
        .slash(alice, ch, "greet", json!({"user": bob, "style": 1}))
        .await;
    assert_eq!(h.response().await.content(), "Hello bob (Some(Cold))");
    let log = sim.log();
    assert_eq!(log.len(), 2);
    assert!(log
        .iter()
        .all(|p| p.kind == PostKind::Callback(4) && p.accepted()));
    // A subcommand with a Member option (poise fetches the member over REST) and a bounded integer.
    let h = sim
        .slash(
            alice,
            ch,
            "game",
            json!({"start": {"opponent": bob, "rounds": 5}}),
        )
        .await;
    assert_eq!(h.response().await.content(), "alice vs bob for 5 rounds");
    assert!(sim
        .try_slash(
            alice,
            ch,
            "game",
            json!({"start": {"opponent": bob, "rounds": 10}})
        )
        .await
        .is_err());
    // Autocomplete: interaction type 4, answered with a type 8 callback.
    let h = sim
        .autocomplete(alice, ch, "pick", json!({"game": "cl"}), "game")
        .await;
    let r = h.response().await;
    assert_eq!(r.kind, 8);
    let names: Vec<&str> = r.data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["clash", "clubbed"]);
    let h = sim.slash(alice, ch, "pick", json!({"game": "clash"})).await;
    assert_eq!(h.response().await.content(), "Picked clash");
    // The simulator refuses to send what Discord's client could not.
    assert!(
        sim.try_slash(alice, ch, "greet", json!({"style": 0}))
            .await
            .is_err(),
        "missing required option"
    );
    assert!(
        sim.try_slash(alice, ch, "nope", json!(null)).await.is_err(),
        "unregistered command"
    );
    sim.settle().await;
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ephemeral_reply_is_visible_only_to_its_user() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let bob = sim.add_user("bob");
    let ch = sim.default_channel();

    let h = sim.slash(alice, ch, "secret", json!({})).await;
    let r = h.response().await;
    assert!(r.is_ephemeral());
    let msg = h.message().await;
    assert_eq!(msg.visibility, Visibility::Ephemeral(alice));
    assert!(msg.visible_to(alice) && !msg.visible_to(bob));
    assert!(sim.messages_visible_to(bob).is_empty());
    assert!(!sim.log()[0].visible_to(bob));

    let custom_id = msg.button_id_by_label("Reveal").expect("Reveal button");
    let err = sim
        .try_click(bob, &msg, &custom_id)
        .await
        .err()
        .expect("bob cannot click it");
    assert!(err.contains("cannot see"), "{err}");

    // The click carries the ephemeral message (flags 64); the bot updates it in place (type 7).
    let click = sim.click(alice, &msg, &custom_id).await;
    let r = click.response().await;
    assert_eq!(r.kind, 7);
    let updated = click.message().await;
    assert_eq!(updated.id, msg.id);
    assert_eq!(updated.content, format!("The secret is 42, <@{alice}>."));
    assert!(updated.components.is_empty() && updated.is_ephemeral());
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn button_click_updates_channel_message() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let ch = sim.channel("games");
    let h = sim.slash(alice, ch, "table", json!({})).await;
    assert!(h.response().await.is_ephemeral());
    let table = sim.wait_message(|m| m.content.starts_with("Table:")).await;
    assert_eq!(
        (table.channel_id, table.visibility),
        (ch, Visibility::Public)
    );
    assert!(h.message().await.content.contains(&table.id.to_string()));
    let kinds: Vec<PostKind> = sim.log().iter().map(|p| p.kind).collect();
    assert_eq!(kinds, [PostKind::ChannelMessage, PostKind::Callback(4)]);

    for n in 1..=3 {
        let current = sim.message(table.id).unwrap();
        let click = sim
            .click(alice, &current, &format!("count:{}", n - 1))
            .await;
        assert_eq!(click.response().await.kind, 7);
        assert_eq!(
            sim.message(table.id).unwrap().content,
            format!("Table: {n} clicks")
        );
    }
    // A button that is no longer on the message cannot be clicked.
    assert!(sim.try_click(alice, table.id, "count:0").await.is_err());
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn double_callback_is_a_violation() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let h = sim
        .slash(alice, sim.default_channel(), "double", json!({}))
        .await;
    let followups = h.wait_followups(1).await;
    // serenity parsed the simulator's error body: the bot saw code 40060.
    assert_eq!(followups[0].content, "second callback failed: Some(40060)");
    let callbacks = h.callbacks();
    assert_eq!(callbacks.len(), 2);
    assert!(callbacks[0].accepted());
    assert_eq!(
        (callbacks[1].status, callbacks[1].error),
        (400, Some(40060))
    );
    let v = sim.take_violations();
    assert_eq!(v.len(), 1, "{v:?}");
    assert_eq!((v[0].rule, v[0].code), ("double-callback", Some(40060)));
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn late_callback_is_a_violation() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let h = sim
        .slash(alice, sim.default_channel(), "slow", json!({}))
        .await;
    let r = h.response().await;
    assert_eq!((r.status, r.error), (404, Some(10062)));
    assert!(r.latency > Duration::from_secs(3), "{:?}", r.latency);
    assert!(h.original_message().is_none());
    let v = sim.take_violations();
    assert!(
        v.iter()
            .any(|v| v.rule == "late-callback" && v.code == Some(10062)),
        "{v:?}"
    );
    // The user saw "This interaction failed": the interaction counts as never answered too.
    assert!(v.iter().any(|v| v.rule == "no-callback"), "{v:?}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_select_and_long_message_are_rejected() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let ch = sim.default_channel();

    let h = sim.slash(alice, ch, "bigselect", json!({})).await;
    let r = h.response().await;
    assert_eq!((r.status, r.error), (400, Some(50035)));
    // poise's default error handler then answers with the error text, a valid first ack.
    let ack = h.acknowledged().await;
    assert_eq!(ack.kind, 4);
    assert!(
        ack.content().contains("Invalid Form Body"),
        "{}",
        ack.content()
    );
    let v = sim.take_violations();
    assert_eq!(v.len(), 1, "{v:?}");
    assert!(
        v[0].rule == "invalid-body"
            && v[0]
                .detail
                .contains("data.components.0.components.0.options"),
        "{v:?}"
    );

    let h = sim.slash(alice, ch, "longmsg", json!({})).await;
    let r = h.response().await;
    assert_eq!((r.status, r.error), (400, Some(50035)));
    h.acknowledged().await;
    let v = sim.take_violations();
    assert!(
        v.len() == 1 && v[0].detail.contains("data.content") && v[0].detail.contains("2001"),
        "{v:?}"
    );
    // Rejected posts are in the log too, and created no message.
    assert!(sim.messages().iter().all(|m| m.content.len() <= 2000));
    assert_eq!(sim.log().iter().filter(|p| !p.accepted()).count(), 2);
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn select_modal_and_deferred_flows() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let ch = sim.default_channel();

    let menu = sim
        .slash(alice, ch, "menu", json!({}))
        .await
        .message()
        .await;
    assert_eq!(menu.select("pick").unwrap().options.len(), 3);
    assert!(sim
        .try_select(alice, &menu, "pick", &["lizard"])
        .await
        .is_err());
    let pick = sim.select(alice, &menu, "pick", &["paper"]).await;
    assert_eq!(pick.message().await.content, "You picked paper");

    // A modal opened from a button, then submitted: the submit carries the button's message.
    let open = sim.click(alice, menu.id, "open-form").await;
    assert_eq!(open.response().await.kind, 9);
    assert_eq!(sim.open_modals().len(), 1);
    let submit = sim
        .submit_modal(alice, "feedback", &[("name", "Alice")])
        .await;
    let reply = submit.message().await;
    assert_eq!(
        (reply.content.as_str(), reply.visibility),
        ("Thanks, Alice!", Visibility::Ephemeral(alice))
    );
    assert!(sim.open_modals().is_empty());

    // A modal opened from a slash command.
    sim.slash(alice, ch, "form", json!({}))
        .await
        .response()
        .await;
    assert!(
        sim.try_submit_modal(alice, "feedback", &[("comment", "no name")])
            .await
            .is_err(),
        "name is required"
    );
    let submit = sim
        .submit_modal(alice, "feedback", &[("name", "Al"), ("comment", "hi")])
        .await;
    assert_eq!(submit.message().await.content, "Thanks, Al!");

    // Deferred: type 5, then the first follow-up fills in the "thinking" message.
    let later = sim.slash(alice, ch, "later", json!({})).await;
    assert_eq!(later.response().await.kind, 5);
    let done = later.message().await;
    assert_eq!(
        (done.content.as_str(), done.visibility, done.loading),
        ("Done thinking", Visibility::Public, false)
    );
    let followups = later.wait_followups(1).await;
    assert_eq!(
        (followups[0].content.as_str(), followups[0].visibility),
        ("psst", Visibility::Ephemeral(alice))
    );
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_restart_and_resume_keep_messages_clickable() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    sim.slash(alice, sim.default_channel(), "table", json!({}))
        .await
        .response()
        .await;
    let table = sim.wait_message(|m| m.content.starts_with("Table:")).await;
    bot.stop().await;
    sim.wait_for(Duration::from_secs(5), |s| {
        (!s.is_connected()).then_some(())
    })
    .await
    .expect("disconnected");

    // A new bot: READY again, old messages remain and their buttons still work.
    let bot = TestBot::start(&sim).await;
    sim.wait_commands_registered_for_ready(2).await;
    assert_eq!(sim.ready_count(), 2);
    let click = sim.click(alice, table.id, "count:0").await;
    assert_eq!(click.message().await.content, "Table: 1 clicks");

    // Op 7: serenity reconnects and resumes the same session (no new READY).
    let connections = sim.connection_count();
    sim.request_reconnect();
    sim.wait_for(Duration::from_secs(5), |s| {
        (s.connection_count() > connections && s.is_connected()).then_some(())
    })
    .await
    .expect("resumed");
    assert_eq!(sim.ready_count(), 2);
    let click = sim.click(alice, table.id, "count:1").await;
    assert_eq!(click.message().await.content, "Table: 2 clicks");

    // A dropped connection (close 4000): serenity resumes too.
    let connections = sim.connection_count();
    sim.close_connection(4000);
    let click = sim.click(alice, table.id, "count:2").await;
    assert_eq!(click.message().await.content, "Table: 3 clicks");
    assert!(sim.connection_count() > connections);
    assert_eq!(sim.ready_count(), 2);
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_and_heartbeats() {
    let sim = Simulator::start_with(SimConfig {
        heartbeat_interval_ms: 200,
        ..SimConfig::default()
    })
    .await;
    let bot = TestBot::start(&sim).await;
    sim.wait_commands_registered().await;
    let alice = sim.add_user("alice");
    let bob = sim.add_user("bob");
    let robot = sim.add_bot_user("robot");
    let ch = sim.default_channel();

    let h = sim.slash(alice, ch, "dm", json!({})).await;
    assert_eq!(h.message().await.content, "dm: sent");
    let dm_channel = sim.dm_channel(alice).expect("DM channel opened");
    let dm = sim.wait_message(|m| m.channel_id == dm_channel).await;
    assert_eq!(dm.visibility, Visibility::Dm(alice));
    assert!(!dm.visible_to(bob));
    // A click in a DM comes with `user` instead of `member`.
    let click = sim.click(alice, &dm, "count:0").await;
    assert_eq!(click.message().await.content, "Table: 1 clicks");

    // Discord refuses DMs to bots.
    let h = sim.slash(alice, ch, "dm", json!({"user": robot})).await;
    assert_eq!(h.message().await.content, "dm: failed Some(50007)");
    let v = sim.take_violations();
    assert!(v.len() == 1 && v[0].rule == "dm-to-bot", "{v:?}");

    sim.wait_for(Duration::from_secs(3), |s| {
        (s.heartbeats() > 0).then_some(())
    })
    .await
    .expect("a heartbeat, answered with op 11");
    assert!(sim.is_connected());
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ping_latency() {
    let (sim, bot) = setup().await;
    let alice = sim.add_user("alice");
    let ch = sim.default_channel();
    for _ in 0..20 {
        sim.slash(alice, ch, "ping", json!(null))
            .await
            .response()
            .await;
    }
    let mut lat = vec![];
    for _ in 0..300 {
        let h = sim.slash(alice, ch, "ping", json!(null)).await;
        lat.push(h.response().await.latency);
    }
    lat.sort();
    let p = |q: f64| lat[((lat.len() as f64 * q) as usize).min(lat.len() - 1)];
    eprintln!(
        "/ping round trip over {} runs: p50 {:?}, p99 {:?}, max {:?}",
        lat.len(),
        p(0.5),
        p(0.99),
        lat[lat.len() - 1]
    );
    // Speed is a benchmark's business (benches/bot/discord.rs); here only that every ping
    // was answered.
    assert_eq!(lat.len(), 300);
    sim.assert_no_violations();
    bot.stop().await;
}

#[tokio::test]
async fn bot_process_helper_sets_env_and_captures_lines() {
    let sim = Simulator::start().await;
    let script = r#"echo "api=$DISCORD_API_URL guild=$DISCORD_GUILD_ID db=$CLASH_DATABASE proxy=${HTTPS_PROXY:-none} extra=$EXTRA"; printf '\033[32mINFO\033[0m colour\n' 1>&2; sleep 30"#;
    let mut p = BotProcess::spawn_program(
        std::path::Path::new("sh"),
        &["-c", script],
        &sim,
        "/tmp/x.db",
        &[("EXTRA", "1"), ("HTTPS_PROXY", "")],
    );
    let line = p.wait_for_line("api=", Duration::from_secs(5)).await;
    assert_eq!(
        line,
        format!(
            "api={} guild={} db=/tmp/x.db proxy=none extra=1",
            sim.api_url(),
            sim.guild_id()
        )
    );
    assert_eq!(
        p.wait_for_line("colour", Duration::from_secs(5)).await,
        "INFO colour"
    );
    p.assert_healthy();
    assert!(p.is_running());
    assert!(p.wait_exit(Duration::from_millis(100)).await.is_none());
    p.kill().await;
    assert!(!p.is_running());
}

#[tokio::test]
async fn rest_payloads_deserialize_with_serenity() {
    let sim = Simulator::start().await;
    let alice = sim.add_user("alice");
    let robot = sim.add_bot_user("robot");
    let ch = sim.default_channel();
    let http = serenity::HttpBuilder::new(sim.token())
        .proxy(sim.api_url())
        .ratelimiter_disabled(true)
        .build();

    assert_eq!(http.get_gateway().await.unwrap().url, sim.gateway_url());
    assert_eq!(http.get_bot_gateway().await.unwrap().shards, 1);
    assert_eq!(
        http.get_current_application_info().await.unwrap().id,
        sim.application_id()
    );
    assert_eq!(http.get_current_user().await.unwrap().id, sim.bot_id());
    assert!(http.get_user(robot).await.unwrap().bot);
    assert_eq!(
        http.get_member(sim.guild_id(), alice)
            .await
            .unwrap()
            .user
            .name,
        "alice"
    );
    assert_eq!(http.get_channels(sim.guild_id()).await.unwrap().len(), 2);
    assert_eq!(
        http.get_channel(ch).await.unwrap().guild().unwrap().name,
        "general"
    );
    http.broadcast_typing(ch).await.unwrap();

    // Channel messages: create, read, edit, delete.
    let msg = ch
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("hello")
                .components(vec![button("b", "B")]),
        )
        .await
        .unwrap();
    assert_eq!(
        (msg.author.id, msg.content.as_str()),
        (sim.bot_id(), "hello")
    );
    assert_eq!(ch.message(&http, msg.id).await.unwrap().components.len(), 1);
    let edited = ch
        .edit_message(&http, msg.id, serenity::EditMessage::new().content("bye"))
        .await
        .unwrap();
    assert_eq!(edited.content, "bye");
    assert_eq!(sim.message(msg.id).unwrap().edits, 1);
    ch.delete_message(&http, msg.id).await.unwrap();
    assert!(sim.messages().is_empty());
    let gone = ch.message(&http, msg.id).await.unwrap_err();
    assert_eq!(error_code(&gone), Some(10008));
    assert_eq!(sim.take_violations()[0].rule, "unknown-message");

    // A DM channel and a DM.
    let dm = alice.create_dm_channel(&http).await.unwrap();
    assert_eq!(dm.recipient.id, alice);
    dm.id.say(&http, "psst").await.unwrap();
    assert_eq!(sim.messages_visible_to(alice).len(), 1);
    assert!(sim.messages_visible_to(robot).is_empty());

    // A wrong token is refused.
    let bad = serenity::HttpBuilder::new("nope")
        .proxy(sim.api_url())
        .ratelimiter_disabled(true)
        .build();
    assert!(bad.get_current_user().await.is_err());
    assert_eq!(sim.take_violations()[0].rule, "unauthorized");
    // An endpoint the simulator lacks is reported, not silently answered.
    assert!(http.get_guild_roles(sim.guild_id()).await.is_err());
    let v = sim.take_violations();
    assert!(
        v[0].rule == "unhandled-route" && v[0].detail.contains("/roles"),
        "{v:?}"
    );
    sim.assert_no_violations();
}
