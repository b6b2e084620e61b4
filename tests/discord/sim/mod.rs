//! A simulator of Discord's REST API and gateway, on 127.0.0.1, for end-to-end tests of the bot.
//!
//! One guild with text channels (more can be added), users the test creates, a gateway (HELLO,
//! IDENTIFY, READY, GUILD_CREATE, heartbeats, RESUME with replay, reconnect requests) where each
//! connection is its own session, sharded as Discord shards (`GET /gateway/bot` recommends
//! `SimConfig::recommended_shards`; a session identified as shard `[id, total]` gets the
//! guilds, and the interactions, of that shard only), and the REST endpoints a serenity/poise bot uses. Tests inject interactions (slash
//! commands, button clicks, select choices, modal submits) and read back what the bot posted: a
//! log in order and the current state of every message, with who can see it, and the files on it
//! (multipart uploads, kept or replaced by edits as Discord does). Discord's rules (one callback
//! per interaction within 3 s, message, component and attachment limits, ephemeral visibility...)
//! are enforced: a broken rule gets Discord's error response and is recorded as a violation.
//! Public threads (`threads.rs`) are made from a message or on their own, archived, locked and
//! deleted, by the bot or by a moderator (`archive_thread`, `delete_thread`), with the
//! permissions each step takes by the channel's overwrites (`set_overwrites`, `deny_bot`) and
//! their gateway events; messages and interactions in a thread work as in a channel.
//! Guild scheduled events (`events.rs`) are made, listed, edited through their status moves
//! and deleted by the bot, as Discord checks them; tests read them back (`events`), mark
//! users "Interested" (`mark_interested`), move or delete them as a moderator, and take the
//! bot's right to manage them away (`refuse_events`, `refuse_events_in`).
//! OAuth2 (`oauth.rs`): the authorize page, the token endpoint and `users/@me` with a
//! bearer token for "Sign in with Discord", and Activity instances.
//!
//! ```ignore
//! let sim = Simulator::start().await;
//! let alice = sim.add_user("alice"); // add users before the bot starts to have them in GUILD_CREATE
//! let bob = sim.add_user("bob");
//! let db = tempfile::tempdir().unwrap();
//! let bot = BotProcess::spawn(&sim, db.path().join("clash.db"), &[]);
//! sim.wait_commands_registered().await;
//!
//! let ch = sim.default_channel();
//! let h = sim.slash(alice, ch, "challenge", json!({"opponent": bob, "game": "clash"})).await;
//! assert_eq!(h.response().await.kind, 4);           // the callback, within 10 s or the test fails
//! let table = h.message().await;                    // the reply as it is now
//! let accept = table.button_id_by_label("Accept").unwrap();
//! let click = sim.click(bob, &table, &accept).await; // carries the full current message
//! assert_eq!(click.response().await.kind, 7);
//! assert!(sim.message(table.id).unwrap().contains("Round 1"));
//! sim.assert_no_violations();
//! bot.assert_healthy();                              // no "An unknown event was received", no panic
//! ```
#![allow(dead_code)]

mod attachments;
mod bot_process;
mod events;
mod gateway;
mod http;
mod oauth;
mod payloads;
pub mod rules;
mod threads;
mod weather;

#[allow(unused_imports)]
pub use attachments::{
    png_dimensions, tiny_png, SimAttachment, ATTACHMENT_SIZE_LIMIT, BOT_IMAGE_BUDGET,
    MAX_ATTACHMENTS, MAX_ATTACHMENT_DESCRIPTION,
};
#[allow(unused_imports)]
pub use bot_process::{BotProcess, Cpus, LogLine, Stream};
#[allow(unused_imports)]
pub use events::{
    SimEvent, ACTIVE, CANCELED, COMPLETED, EXTERNAL, GUILD_ONLY, SCHEDULED, STAGE_INSTANCE, VOICE,
};
#[allow(unused_imports)]
pub use threads::{
    SimThread, CREATE_PRIVATE_THREADS, CREATE_PUBLIC_THREADS, MANAGE_THREADS, SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS, VIEW_CHANNEL,
};
pub use weather::{FaultPlan, Weather};

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};
pub use serenity::model::application::Command as RegisteredCommand;
pub use serenity::model::id::{
    ApplicationId, ChannelId, CommandId, GuildId, InteractionId, MessageId, ScheduledEventId,
    UserId,
};
use tokio::sync::{mpsc, Notify};

use payloads::{member_json, user_json};
use rules::{EPHEMERAL, LOADING};

const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Settings of a simulator; `SimConfig::default()` is what `Simulator::start()` uses.
#[derive(Clone, Debug)]
pub struct SimConfig {
    /// The bot token the simulator accepts (sent as `Bot <token>`).
    pub token: String,
    pub guild_name: String,
    /// Names of the guild's text channels; the first is `default_channel()`.
    pub channels: Vec<String>,
    pub bot_name: String,
    pub heartbeat_interval_ms: u64,
    /// Discord's limit between dispatch and callback (3 s).
    pub callback_deadline: Duration,
    /// How long helpers such as `InteractionHandle::response` wait before failing the test.
    pub response_timeout: Duration,
    /// The shard count `GET /gateway/bot` recommends (what serenity's autosharding runs).
    pub recommended_shards: u64,
    /// Faults drawn at random for the bot's writes, and Discord's post limit; none by
    /// default.
    pub faults: Option<FaultPlan>,
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            token: "test-token".into(),
            guild_name: "Clash Test Guild".into(),
            channels: vec!["general".into(), "games".into()],
            bot_name: "clash-bot".into(),
            heartbeat_interval_ms: 41_250,
            callback_deadline: Duration::from_secs(3),
            response_timeout: Duration::from_secs(10),
            recommended_shards: 1,
            faults: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimUser {
    pub id: UserId,
    pub name: String,
    pub is_bot: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimChannel {
    pub id: ChannelId,
    pub name: String,
}

/// A guild added with `Simulator::add_guild`, beside the first one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimGuild {
    pub id: GuildId,
    pub name: String,
    pub channels: Vec<SimChannel>,
}

/// A gateway session as the simulator saw it: the shard it identified as and the guilds
/// sent to it (READY and GUILD_CREATE).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardSession {
    /// `[shard_id, total_shards]` from IDENTIFY.
    pub shard: [u64; 2],
    pub guilds: Vec<GuildId>,
    /// Its connection is open and it is the live session there.
    pub live: bool,
    /// The gateway intents it identified with.
    pub intents: u64,
}

/// The shard Discord sends a guild's events to: `(guild_id >> 22) % total_shards`.
pub fn shard_of(guild: GuildId, total: u64) -> u64 {
    (guild.get() >> 22) % total.max(1)
}

/// Who can see a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Everyone in the guild channel.
    Public,
    /// Only this user (an ephemeral interaction response or follow-up).
    Ephemeral(UserId),
    /// A direct message to this user.
    Dm(UserId),
}

impl Visibility {
    pub fn visible_to(&self, user: UserId) -> bool {
        match *self {
            Visibility::Public => true,
            Visibility::Ephemeral(u) | Visibility::Dm(u) => u == user,
        }
    }
}

/// A button of a message, as the bot last set it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonInfo {
    pub custom_id: Option<String>,
    pub label: Option<String>,
    pub style: u64,
    pub disabled: bool,
    pub row: usize,
}

/// A select menu of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectInfo {
    pub custom_id: String,
    /// (value, label) pairs.
    pub options: Vec<(String, String)>,
    pub min_values: u64,
    pub max_values: u64,
    pub disabled: bool,
    pub placeholder: Option<String>,
}

/// The current state of a message the bot posted (latest content, components, flags).
#[derive(Clone, Debug)]
pub struct SimMessage {
    pub id: MessageId,
    pub channel_id: ChannelId,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    /// The files on the message, in order (see `attachments()`).
    attachments: Vec<SimAttachment>,
    pub flags: u64,
    pub visibility: Visibility,
    /// The interaction whose response or follow-up created it.
    pub interaction: Option<InteractionId>,
    /// A deferred response (type 5) still "thinking".
    pub loading: bool,
    pub deleted: bool,
    pub edits: u32,
    pub message_type: u8,
    pub timestamp: String,
    pub edited_timestamp: Option<String>,
    /// Index in the log of the post that created it.
    pub created_at_log: usize,
}

impl SimMessage {
    pub fn is_ephemeral(&self) -> bool {
        matches!(self.visibility, Visibility::Ephemeral(_))
    }

    pub fn visible_to(&self, user: UserId) -> bool {
        !self.deleted && self.visibility.visible_to(user)
    }

    /// The files on the message now, in order, with their bytes.
    pub fn attachments(&self) -> &[SimAttachment] {
        &self.attachments
    }

    /// The attachment with this filename, if any.
    pub fn attachment(&self, filename: &str) -> Option<&SimAttachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }

    /// All a user can read: content, embed titles, descriptions, field names and values,
    /// footers, authors, and the attachments' descriptions (alt text), one per line.
    pub fn text(&self) -> String {
        readable_text(&self.content, &self.embeds, &self.attachments)
    }

    pub fn contains(&self, needle: &str) -> bool {
        self.text().contains(needle)
    }

    fn leaf_components(&self) -> impl Iterator<Item = (usize, &Value)> {
        self.components.iter().enumerate().flat_map(|(i, row)| {
            row.get("components")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(move |c| (i, c))
        })
    }

    pub fn buttons(&self) -> Vec<ButtonInfo> {
        self.leaf_components()
            .filter(|(_, c)| c.get("type").and_then(Value::as_u64) == Some(2))
            .map(|(row, c)| ButtonInfo {
                custom_id: c
                    .get("custom_id")
                    .and_then(Value::as_str)
                    .map(str::to_string),
                label: c.get("label").and_then(Value::as_str).map(str::to_string),
                style: c.get("style").and_then(Value::as_u64).unwrap_or(0),
                disabled: c.get("disabled").and_then(Value::as_bool).unwrap_or(false),
                row,
            })
            .collect()
    }

    pub fn button(&self, custom_id: &str) -> Option<ButtonInfo> {
        self.buttons()
            .into_iter()
            .find(|b| b.custom_id.as_deref() == Some(custom_id))
    }

    /// The custom id of the (first) button with this label.
    pub fn button_id_by_label(&self, label: &str) -> Option<String> {
        self.buttons()
            .into_iter()
            .find(|b| b.label.as_deref() == Some(label))
            .and_then(|b| b.custom_id)
    }

    pub fn selects(&self) -> Vec<SelectInfo> {
        self.leaf_components()
            .filter(|(_, c)| {
                matches!(
                    c.get("type").and_then(Value::as_u64),
                    Some(3 | 5 | 6 | 7 | 8)
                )
            })
            .map(|(_, c)| SelectInfo {
                custom_id: c
                    .get("custom_id")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string(),
                options: c
                    .get("options")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .map(|o| {
                        (
                            o.get("value")
                                .and_then(Value::as_str)
                                .unwrap_or_default()
                                .to_string(),
                            o.get("label")
                                .and_then(Value::as_str)
                                .unwrap_or_default()
                                .to_string(),
                        )
                    })
                    .collect(),
                min_values: c.get("min_values").and_then(Value::as_u64).unwrap_or(1),
                max_values: c.get("max_values").and_then(Value::as_u64).unwrap_or(1),
                disabled: c.get("disabled").and_then(Value::as_bool).unwrap_or(false),
                placeholder: c
                    .get("placeholder")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            })
            .collect()
    }

    pub fn select(&self, custom_id: &str) -> Option<SelectInfo> {
        self.selects()
            .into_iter()
            .find(|s| s.custom_id == custom_id)
    }

    /// Every custom id on the message (buttons and selects).
    pub fn custom_ids(&self) -> Vec<String> {
        self.leaf_components()
            .filter_map(|(_, c)| {
                c.get("custom_id")
                    .and_then(Value::as_str)
                    .map(str::to_string)
            })
            .collect()
    }
}

/// Content, then each embed's title, description, fields, footer and author, then each
/// attachment's description, one per line: everything a user reads in a message.
fn readable_text(content: &str, embeds: &[Value], attachments: &[SimAttachment]) -> String {
    let mut lines = vec![content.to_string()];
    for e in embeds {
        let fields = e
            .get("fields")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .flat_map(|f| [f.get("name"), f.get("value")]);
        let parts = [e.get("title"), e.get("description")]
            .into_iter()
            .chain(fields)
            .chain([e.pointer("/footer/text"), e.pointer("/author/name")]);
        lines.extend(
            parts
                .flatten()
                .filter_map(Value::as_str)
                .map(str::to_string),
        );
    }
    lines.extend(attachments.iter().filter_map(|a| a.description.clone()));
    lines.join("\n")
}

impl From<&SimMessage> for MessageId {
    fn from(m: &SimMessage) -> MessageId {
        m.id
    }
}

/// What kind of post the bot made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostKind {
    /// `POST /interactions/{id}/{token}/callback` with this callback type (4, 5, 6, 7, 9...).
    Callback(u8),
    FollowUp,
    EditOriginal,
    DeleteOriginal,
    EditFollowUp,
    DeleteFollowUp,
    ChannelMessage,
    EditChannelMessage,
    DeleteChannelMessage,
    /// `POST /channels/{c}/messages/{m}/threads` or `POST /channels/{c}/threads`
    /// (`channel_id`: the parent; `message_id`: the starter message, if any).
    CreateThread,
    /// `PATCH /channels/{thread}` (`channel_id`: the thread).
    EditThread,
    /// `DELETE /channels/{thread}`.
    DeleteThread,
    /// `POST /guilds/{g}/scheduled-events` (`channel_id`: the event's stage or voice
    /// channel, if any; the event is `Simulator::events`).
    CreateEvent,
    /// `PATCH /guilds/{g}/scheduled-events/{e}`.
    EditEvent,
    /// `DELETE /guilds/{g}/scheduled-events/{e}`.
    DeleteEvent,
}

/// One entry of the log of everything the bot posted, accepted or rejected, in order.
#[derive(Clone, Debug)]
pub struct Posted {
    pub index: usize,
    pub at: Instant,
    pub kind: PostKind,
    pub interaction: Option<InteractionId>,
    /// The message created, edited or deleted (None when rejected or for 5/6/9 callbacks without one).
    pub message_id: Option<MessageId>,
    pub channel_id: Option<ChannelId>,
    /// Who can see the resulting message.
    pub visibility: Option<Visibility>,
    /// Content in the request, if any.
    pub content: Option<String>,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub flags: u64,
    /// The attachments the post left on its message (new files and kept ones) when it set them;
    /// `None` when it left them as they were, or was rejected.
    pub attachments: Option<Vec<SimAttachment>>,
    /// The full request body (`payload_json` of a multipart body).
    pub body: Value,
    /// HTTP status the simulator answered.
    pub status: u16,
    /// Discord error code when rejected.
    pub error: Option<u64>,
}

impl Posted {
    pub fn accepted(&self) -> bool {
        self.status < 300
    }

    pub fn visible_to(&self, user: UserId) -> bool {
        self.visibility.map(|v| v.visible_to(user)).unwrap_or(false)
    }

    /// All a user reads in what this post set: content, embed text and the descriptions (alt
    /// text) of the attachments it set, one per line.
    pub fn text(&self) -> String {
        readable_text(
            self.content.as_deref().unwrap_or_default(),
            &self.embeds,
            self.attachments.as_deref().unwrap_or_default(),
        )
    }
}

/// One callback attempt for an interaction.
#[derive(Clone, Debug)]
pub struct Callback {
    /// Callback type: 4 message, 5 deferred message, 6 deferred update, 7 update, 8 autocomplete, 9 modal.
    pub kind: u8,
    pub data: Value,
    /// From dispatch of the interaction to the callback's arrival.
    pub latency: Duration,
    pub status: u16,
    pub error: Option<u64>,
    /// The message created (4, 5) or updated (7); the component message for 6.
    pub message_id: Option<MessageId>,
}

impl Callback {
    pub fn accepted(&self) -> bool {
        self.status < 300
    }
    pub fn content(&self) -> &str {
        self.data
            .get("content")
            .and_then(Value::as_str)
            .unwrap_or("")
    }
    pub fn flags(&self) -> u64 {
        self.data.get("flags").and_then(Value::as_u64).unwrap_or(0)
    }
    pub fn is_ephemeral(&self) -> bool {
        self.flags() & EPHEMERAL != 0
    }
    pub fn components(&self) -> &[Value] {
        self.data
            .get("components")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }
    pub fn embeds(&self) -> &[Value] {
        self.data
            .get("embeds")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }
}

/// A broken Discord rule.
#[derive(Clone, Debug)]
pub struct Violation {
    /// Short rule name, e.g. "double-callback", "late-callback", "invalid-body".
    pub rule: &'static str,
    pub detail: String,
    /// The Discord error code the bot got back, if any.
    pub code: Option<u64>,
    pub interaction: Option<InteractionId>,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}]", self.rule)?;
        if let Some(c) = self.code {
            write!(f, " (code {c})")?;
        }
        if let Some(i) = self.interaction {
            write!(f, " interaction {i}")?;
        }
        write!(f, ": {}", self.detail)
    }
}

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct RequestRecord {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub at: Instant,
}

/// A modal the bot opened for a user (type 9 callback), until submitted.
#[derive(Clone, Debug)]
pub struct OpenModal {
    pub interaction: InteractionId,
    pub user: UserId,
    pub channel: ChannelId,
    pub custom_id: String,
    pub title: String,
    /// The text inputs as sent by the bot.
    pub inputs: Vec<Value>,
    /// The message whose component opened it, if any.
    pub message: Option<MessageId>,
}

// ---------------------------------------------------------------------------------------------
// Internal state

pub(crate) enum WsOut {
    Text(String),
    Close(u16, String),
}

pub(crate) struct Conn {
    pub tx: mpsc::UnboundedSender<WsOut>,
    pub open: bool,
    pub session: Option<String>,
    pub activated: u64,
    pub heartbeats: usize,
    /// Op 7 sent or closed by the simulator: no more dispatches go there.
    pub retiring: bool,
}

pub(crate) struct Session {
    pub seq: u64,
    pub conn: Option<usize>,
    /// Which READY (1-based) started it.
    pub ready_index: usize,
    /// Every dispatch sent, (seq, frame), replayed after a RESUME from the client's last seq.
    pub sent: Vec<(u64, String)>,
    /// `[shard_id, total_shards]` from IDENTIFY: the guilds this session gets.
    pub shard: [u64; 2],
    /// The guilds of its shard when it identified.
    pub guilds: Vec<GuildId>,
    /// The gateway intents from IDENTIFY.
    pub intents: u64,
}

pub(crate) struct Registration {
    pub scope: Option<GuildId>,
    pub commands: Vec<Value>,
    /// How many READYs had been sent when it arrived.
    pub ready_index: usize,
    pub at: Instant,
}

pub(crate) struct Ix {
    pub id: InteractionId,
    pub token: String,
    /// The shard (`[id, total]`) whose gateway session it was dispatched on.
    pub shard: [u64; 2],
    /// Interaction type: 2 command, 3 component, 5 modal submit.
    pub kind: u8,
    pub label: String,
    pub user: UserId,
    pub channel: ChannelId,
    /// The component's message (type 3) or the message whose component opened the modal (type 5).
    pub message: Option<MessageId>,
    pub dispatched_at: Instant,
    pub callbacks: Vec<Callback>,
    pub ack: Option<u8>,
    pub expired: bool,
    pub original: Option<MessageId>,
    pub followups: Vec<MessageId>,
    /// The original response holds final content (not a modal, not still loading).
    pub settled: bool,
}

pub(crate) struct State {
    pub cfg: SimConfig,
    pub guild_id: GuildId,
    pub guild_name: String,
    pub channels: Vec<SimChannel>,
    /// Guilds added after the first.
    pub other_guilds: Vec<SimGuild>,
    pub bot: SimUser,
    pub owner: SimUser,
    pub app_id: ApplicationId,
    pub users: BTreeMap<UserId, SimUser>,
    pub dm_channels: BTreeMap<ChannelId, UserId>,
    pub last_snowflake: u64,
    pub conns: Vec<Conn>,
    pub sessions: HashMap<String, Session>,
    pub activation: u64,
    pub ready_sent: usize,
    pub registrations: Vec<Registration>,
    pub command_ids: HashMap<(Option<GuildId>, u64, String), CommandId>,
    pub interactions: BTreeMap<InteractionId, Ix>,
    pub tokens: HashMap<String, InteractionId>,
    pub messages: BTreeMap<MessageId, SimMessage>,
    pub log: Vec<Posted>,
    pub violations: Vec<Violation>,
    pub requests: Vec<RequestRecord>,
    pub modals: Vec<OpenModal>,
    pub gateway_url: String,
    /// `http://127.0.0.1:PORT`, where attachments are served.
    pub api_url: String,
    /// Members' roles and permissions where they differ from the default (no roles, every
    /// permission): (role ids, permission bits).
    pub members: HashMap<UserId, (Vec<u64>, u64)>,
    /// Failures waiting for the next channel writes (message posts and edits), in order.
    pub faults: std::collections::VecDeque<Fault>,
    /// Messages posted with `enforce_nonce`, by nonce: Discord answers a second post of
    /// the same author (the bot) with the same nonce, in any channel, with the first
    /// message instead of posting again.
    pub nonces: HashMap<String, MessageId>,
    /// Rate limits and planned faults, with their score.
    pub(crate) sky: weather::Sky,
    /// The first guild's roles beside @everyone: (id, name).
    pub roles: Vec<(u64, String)>,
    /// Permission overwrites of channels: (role or member id, 0 role / 1 member, allow, deny).
    pub overwrites: HashMap<ChannelId, Vec<(u64, u8, u64, u64)>>,
    /// The gateway is away: new connections are refused (503) until it is back.
    pub gateway_away: bool,
    /// Threads by id, deleted ones too.
    pub threads: BTreeMap<ChannelId, SimThread>,
    /// Failures waiting for the next thread writes (creations, `PATCH /channels/{thread}`).
    pub thread_faults: std::collections::VecDeque<Fault>,
    /// Guild scheduled events by id, deleted ones too.
    pub events: BTreeMap<ScheduledEventId, SimEvent>,
    /// Failures waiting for the next scheduled-event writes (`POST`, `PATCH`, `DELETE`).
    pub event_faults: std::collections::VecDeque<Fault>,
    /// The bot may not manage events anywhere (`Simulator::refuse_events`).
    pub events_refused_everywhere: bool,
    /// Guilds where the bot may not manage events (`Simulator::refuse_events_in`).
    pub events_refused_in: std::collections::HashSet<GuildId>,
    /// Users' Discord languages (an interaction's `locale`) where not `en-US`.
    pub locales: HashMap<UserId, String>,
    /// Guilds' own languages (an interaction's `guild_locale`) where not `en-US`.
    pub guild_locales: HashMap<GuildId, String>,
    /// OAuth2: redirects, codes, access tokens and Activity instances (`oauth.rs`).
    pub(crate) oauth: oauth::OAuthState,
}

/// A failure the simulator answers a write with (see `Simulator::inject` and
/// [`FaultPlan`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// 429 with `retry_after` (seconds) in the body, the `Retry-After` and `X-RateLimit-*`
    /// headers; nothing is written, and the route is held that long.
    RateLimited { retry_after: f64 },
    /// A global 429: every route is held that long.
    GlobalRateLimited { retry_after: f64 },
    /// 500; nothing is written.
    ServerError,
    /// 502; nothing is written.
    BadGateway,
    /// 503; nothing is written.
    Unavailable,
    /// The connection drops before the write: no answer, nothing written.
    Dropped,
    /// The write is made, then the answer is lost: 502, as a proxy says when the
    /// connection dropped. The bot cannot know the message exists.
    LostAnswer,
    /// The write is made, then the connection drops: no answer.
    DroppedAfterWrite,
}

impl State {
    pub(crate) fn snowflake(&mut self) -> u64 {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .expect("clock")
            .as_millis() as u64;
        let id = ((ms - DISCORD_EPOCH_MS) << 22).max(self.last_snowflake + 1);
        self.last_snowflake = id;
        id
    }

    pub(crate) fn violation(
        &mut self,
        rule: &'static str,
        code: Option<u64>,
        interaction: Option<InteractionId>,
        detail: String,
    ) {
        eprintln!("[discord-sim] violation [{rule}] {detail}");
        self.violations.push(Violation {
            rule,
            detail,
            code,
            interaction,
        });
    }

    /// The open connection holding the most recently identified or resumed session.
    pub(crate) fn active_conn(&self) -> Option<usize> {
        self.live_conns()
            .max_by_key(|(_, c)| c.activated)
            .map(|(i, _)| i)
    }

    /// Open connections that hold their session, with it.
    fn live_conns(&self) -> impl Iterator<Item = (usize, &Conn)> {
        self.conns.iter().enumerate().filter(|(i, c)| {
            c.open
                && !c.retiring
                && c.session
                    .as_ref()
                    .and_then(|s| self.sessions.get(s))
                    .map(|s| s.conn == Some(*i))
                    .unwrap_or(false)
        })
    }

    fn session_of(&self, conn: &Conn) -> Option<&Session> {
        conn.session.as_ref().and_then(|s| self.sessions.get(s))
    }

    /// Where Discord sends an event of `guild` (a DM's: `None`, to shard 0): the live
    /// connection, most recently identified or resumed, of the shard that owns the guild.
    pub(crate) fn conn_for(&self, guild: Option<GuildId>) -> Option<usize> {
        self.live_conns()
            .filter(|(_, c)| {
                self.session_of(c).is_some_and(|s| {
                    let [id, total] = s.shard;
                    guild.map_or(0, |g| shard_of(g, total)) == id
                })
            })
            .max_by_key(|(_, c)| c.activated)
            .map(|(i, _)| i)
    }

    /// Every guild, the first one first.
    pub(crate) fn guild_ids(&self) -> Vec<GuildId> {
        std::iter::once(self.guild_id)
            .chain(self.other_guilds.iter().map(|g| g.id))
            .collect()
    }

    /// The guild a text channel or a thread (deleted or not) belongs to; `None` for a DM or
    /// an unknown channel.
    pub(crate) fn guild_of_channel(&self, c: ChannelId) -> Option<GuildId> {
        if self.channels.iter().any(|ch| ch.id == c) {
            return Some(self.guild_id);
        }
        if let Some(t) = self.threads.get(&c) {
            return Some(t.guild);
        }
        self.other_guilds
            .iter()
            .find(|g| g.channels.iter().any(|ch| ch.id == c))
            .map(|g| g.id)
    }

    /// Sends a dispatch on a connection, after checking it deserializes with serenity's types.
    pub(crate) fn dispatch(&mut self, conn: usize, t: &str, d: Value) -> Result<u64, String> {
        let sid = self.conns[conn]
            .session
            .clone()
            .ok_or("connection has no session")?;
        let seq = self.sessions.get(&sid).ok_or("unknown session")?.seq + 1;
        let frame = json!({"op": 0, "s": seq, "t": t, "d": d});
        payloads::validate_dispatch(t, &frame["d"], &frame)?;
        let text = frame.to_string();
        let session = self.sessions.get_mut(&sid).expect("session");
        session.seq = seq;
        session.sent.push((seq, text.clone()));
        // A send to a connection that just died is not an error: the event is replayed on RESUME.
        let _ = self.conns[conn].tx.send(WsOut::Text(text));
        Ok(seq)
    }

    pub(crate) fn user(&self, id: UserId) -> Result<&SimUser, String> {
        self.users
            .get(&id)
            .ok_or_else(|| format!("unknown user {id}"))
    }

    pub(crate) fn is_guild_channel(&self, c: ChannelId) -> bool {
        self.guild_of_channel(c).is_some()
    }

    /// Registered commands that Discord would show: the guild's, then global ones.
    pub(crate) fn current_commands(&self, scope: Option<GuildId>) -> Option<&Vec<Value>> {
        self.registrations
            .iter()
            .rev()
            .find(|r| r.scope == scope)
            .map(|r| &r.commands)
    }

    pub(crate) fn find_command(&self, name: &str) -> Option<Value> {
        self.find_command_in(name, Some(self.guild_id))
    }

    /// The command `/name` as a user of `guild` (`None`: a DM) sees it: the guild's own
    /// registration first, then the global one.
    pub(crate) fn find_command_in(&self, name: &str, guild: Option<GuildId>) -> Option<Value> {
        let find = |scope| {
            self.current_commands(scope).and_then(|cmds| {
                cmds.iter()
                    .find(|c| c["name"] == name && c["type"].as_u64().unwrap_or(1) == 1)
                    .cloned()
            })
        };
        guild.and_then(|g| find(Some(g))).or_else(|| find(None))
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_message(
        &mut self,
        channel_id: ChannelId,
        visibility: Visibility,
        interaction: Option<InteractionId>,
        message_type: u8,
        data: &Value,
        attachments: Vec<SimAttachment>,
        loading: bool,
    ) -> MessageId {
        let id = MessageId::new(self.snowflake());
        let mut flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0) & 4;
        if matches!(visibility, Visibility::Ephemeral(_)) {
            flags |= EPHEMERAL;
        }
        if loading {
            flags |= LOADING;
        }
        let msg = SimMessage {
            id,
            channel_id,
            content: data
                .get("content")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
            embeds: data
                .get("embeds")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default(),
            components: data
                .get("components")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default(),
            attachments,
            flags,
            visibility,
            interaction,
            loading,
            deleted: false,
            edits: 0,
            message_type,
            timestamp: serenity::model::Timestamp::now().to_string(),
            edited_timestamp: None,
            created_at_log: self.log.len(),
        };
        self.messages.insert(id, msg);
        id
    }

    /// Applies an edit (or a type 7 update): fields present in `data` replace the old ones, and
    /// `attachments`, when the edit sets them.
    pub(crate) fn edit_message(
        &mut self,
        id: MessageId,
        data: &Value,
        attachments: Option<Vec<SimAttachment>>,
    ) {
        let m = self.messages.get_mut(&id).expect("message");
        if let Some(c) = data.get("content") {
            m.content = c.as_str().unwrap_or_default().to_string();
        }
        if let Some(e) = data.get("embeds") {
            m.embeds = e.as_array().cloned().unwrap_or_default();
        }
        if let Some(c) = data.get("components") {
            m.components = c.as_array().cloned().unwrap_or_default();
        }
        if let Some(a) = attachments {
            m.attachments = a;
        }
        if let Some(f) = data.get("flags").and_then(Value::as_u64) {
            m.flags = (m.flags & !4) | (f & 4);
        }
        if m.loading {
            m.loading = false;
            m.flags &= !LOADING;
        } else {
            m.edits += 1;
            m.edited_timestamp = Some(serenity::model::Timestamp::now().to_string());
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn record_post(
        &mut self,
        kind: PostKind,
        interaction: Option<InteractionId>,
        message_id: Option<MessageId>,
        channel_id: Option<ChannelId>,
        body: &Value,
        status: u16,
        error: Option<u64>,
    ) -> usize {
        let data = match kind {
            PostKind::Callback(_) => body.get("data").cloned().unwrap_or(Value::Null),
            _ => body.clone(),
        };
        let visibility = message_id
            .and_then(|m| self.messages.get(&m))
            .map(|m| m.visibility);
        let index = self.log.len();
        self.log.push(Posted {
            index,
            at: Instant::now(),
            kind,
            interaction,
            message_id,
            channel_id,
            visibility,
            content: data
                .get("content")
                .and_then(Value::as_str)
                .map(str::to_string),
            embeds: data
                .get("embeds")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default(),
            components: data
                .get("components")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default(),
            flags: data.get("flags").and_then(Value::as_u64).unwrap_or(0),
            attachments: None,
            body: body.clone(),
            status,
            error,
        });
        index
    }

    /// Rules that are broken by the passing of time: an interaction never acknowledged.
    fn time_violations(&self) -> Vec<Violation> {
        let now = Instant::now();
        self.interactions
            .values()
            .filter(|ix| ix.ack.is_none() && now.duration_since(ix.dispatched_at) > self.cfg.callback_deadline)
            .map(|ix| Violation {
                rule: "no-callback",
                detail: format!(
                    "interaction {} ({}) was never acknowledged within {:?}: the user sees \"This interaction failed\"",
                    ix.id, ix.label, self.cfg.callback_deadline
                ),
                code: None,
                interaction: Some(ix.id),
            })
            .collect()
    }
}

pub(crate) struct Inner {
    pub state: Mutex<State>,
    pub notify: Notify,
    pub addr: SocketAddr,
}

impl Inner {
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn changed(&self) {
        self.notify.notify_waiters();
    }

    /// Waits until `f` returns Some (re-checked on every state change and every 50 ms).
    pub(crate) async fn wait_until<T>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = Instant::now() + timeout;
        loop {
            let notified = self.notify.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(v) = f(&self.lock()) {
                return Some(v);
            }
            let now = Instant::now();
            if now >= deadline {
                return None;
            }
            let _ = tokio::time::timeout((deadline - now).min(Duration::from_millis(50)), notified)
                .await;
        }
    }
}

struct ServerGuard {
    server: tokio::task::JoinHandle<()>,
}

impl Drop for ServerGuard {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// The simulator. Cheap to clone; the server stops when the last clone is dropped.
#[derive(Clone)]
pub struct Simulator {
    inner: Arc<Inner>,
    _guard: Arc<ServerGuard>,
}

/// An injected interaction: await its callback, read its latency and its messages.
#[derive(Clone)]
pub struct InteractionHandle {
    inner: Arc<Inner>,
    pub id: InteractionId,
    pub token: String,
    pub user: UserId,
    pub channel: ChannelId,
    pub dispatched_at: Instant,
}

impl Simulator {
    pub async fn start() -> Simulator {
        Self::start_with(SimConfig::default()).await
    }

    pub async fn start_with(cfg: SimConfig) -> Simulator {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("local addr");
        let mut state = State {
            guild_id: GuildId::new(1),
            guild_name: cfg.guild_name.clone(),
            channels: vec![],
            other_guilds: vec![],
            bot: SimUser {
                id: UserId::new(1),
                name: cfg.bot_name.clone(),
                is_bot: true,
            },
            owner: SimUser {
                id: UserId::new(1),
                name: "sim-owner".into(),
                is_bot: false,
            },
            app_id: ApplicationId::new(1),
            users: BTreeMap::new(),
            dm_channels: BTreeMap::new(),
            last_snowflake: 0,
            gateway_away: false,
            conns: vec![],
            sessions: HashMap::new(),
            activation: 0,
            ready_sent: 0,
            registrations: vec![],
            command_ids: HashMap::new(),
            interactions: BTreeMap::new(),
            tokens: HashMap::new(),
            messages: BTreeMap::new(),
            log: vec![],
            violations: vec![],
            requests: vec![],
            modals: vec![],
            gateway_url: format!("ws://{addr}/gateway"),
            api_url: format!("http://{addr}"),
            members: HashMap::new(),
            locales: HashMap::new(),
            guild_locales: HashMap::new(),
            faults: Default::default(),
            nonces: HashMap::new(),
            sky: weather::Sky::new(cfg.faults.clone()),
            roles: Vec::new(),
            overwrites: HashMap::new(),
            threads: BTreeMap::new(),
            thread_faults: Default::default(),
            events: BTreeMap::new(),
            event_faults: Default::default(),
            events_refused_everywhere: false,
            events_refused_in: Default::default(),
            oauth: Default::default(),
            cfg: cfg.clone(),
        };
        state.guild_id = GuildId::new(state.snowflake());
        let app = state.snowflake();
        state.app_id = ApplicationId::new(app);
        // A bot user's id is its application's id.
        state.bot.id = UserId::new(app);
        state.owner.id = UserId::new(state.snowflake());
        state.users.insert(state.bot.id, state.bot.clone());
        for name in &cfg.channels {
            let id = ChannelId::new(state.snowflake());
            state.channels.push(SimChannel {
                id,
                name: name.clone(),
            });
        }
        let inner = Arc::new(Inner {
            state: Mutex::new(state),
            notify: Notify::new(),
            addr,
        });
        let router = axum::Router::new()
            .route("/gateway", axum::routing::get(gateway::ws_handler))
            .fallback(http::handle)
            // axum refuses bodies over 2 MB by itself; Discord takes ten 10 MiB files, and an
            // oversized one must reach the simulator's own check to get Discord's answer.
            .layer(axum::extract::DefaultBodyLimit::max(
                (MAX_ATTACHMENTS + 1) * ATTACHMENT_SIZE_LIMIT,
            ))
            .with_state(inner.clone());
        let server = tokio::spawn(async move {
            axum::serve(listener, router)
                .await
                .expect("simulator server");
        });
        Simulator {
            inner,
            _guard: Arc::new(ServerGuard { server }),
        }
    }

    // ----- Addresses and the world ---------------------------------------------------------

    /// `http://127.0.0.1:PORT`, for `DISCORD_API_URL` / `HttpBuilder::proxy`.
    pub fn api_url(&self) -> String {
        format!("http://{}", self.inner.addr)
    }

    pub fn gateway_url(&self) -> String {
        format!("ws://{}/gateway", self.inner.addr)
    }

    pub fn token(&self) -> String {
        self.inner.lock().cfg.token.clone()
    }

    pub fn config(&self) -> SimConfig {
        self.inner.lock().cfg.clone()
    }

    pub fn guild_id(&self) -> GuildId {
        self.inner.lock().guild_id
    }

    pub fn application_id(&self) -> ApplicationId {
        self.inner.lock().app_id
    }

    pub fn bot_user(&self) -> SimUser {
        self.inner.lock().bot.clone()
    }

    pub fn bot_id(&self) -> UserId {
        self.inner.lock().bot.id
    }

    pub fn channels(&self) -> Vec<SimChannel> {
        self.inner.lock().channels.clone()
    }

    /// The first channel of the guild.
    pub fn default_channel(&self) -> ChannelId {
        self.inner.lock().channels[0].id
    }

    /// The channel with this name (panics if there is none).
    pub fn channel(&self, name: &str) -> ChannelId {
        let st = self.inner.lock();
        st.channels
            .iter()
            .find(|c| c.name == name)
            .map(|c| c.id)
            .unwrap_or_else(|| panic!("no channel named {name:?} in {:?}", st.channels))
    }

    /// Adds a text channel (seen by bots that connect afterwards, in GUILD_CREATE).
    pub fn add_channel(&self, name: &str) -> ChannelId {
        let mut st = self.inner.lock();
        let id = ChannelId::new(st.snowflake());
        st.channels.push(SimChannel {
            id,
            name: name.into(),
        });
        id
    }

    /// Adds a guild with one text channel, `general`, whose id puts it on shard `shard` of
    /// `total` by Discord's formula (`shard_of`); every user is a member. Add guilds before
    /// the bot connects, to have them in its GUILD_CREATEs.
    pub fn add_guild_on_shard(&self, name: &str, shard: u64, total: u64) -> GuildId {
        assert!(shard < total, "shard {shard} of {total}");
        let mut st = self.inner.lock();
        // A snowflake's top bits are its time: step the time to the shard wanted.
        let mut id = st.snowflake();
        while (id >> 22) % total != shard {
            id = ((id >> 22) + 1) << 22;
        }
        st.last_snowflake = id;
        let guild = GuildId::new(id);
        let channel = ChannelId::new(st.snowflake());
        st.other_guilds.push(SimGuild {
            id: guild,
            name: name.into(),
            channels: vec![SimChannel {
                id: channel,
                name: "general".into(),
            }],
        });
        guild
    }

    /// Every guild, the first one (`guild_id()`) first.
    pub fn guild_ids(&self) -> Vec<GuildId> {
        self.inner.lock().guild_ids()
    }

    /// The first text channel of a guild.
    pub fn guild_channel(&self, guild: GuildId) -> ChannelId {
        let st = self.inner.lock();
        if guild == st.guild_id {
            return st.channels[0].id;
        }
        st.other_guilds
            .iter()
            .find(|g| g.id == guild)
            .map(|g| g.channels[0].id)
            .unwrap_or_else(|| panic!("no guild {guild}"))
    }

    /// Adds a human member of the guild.
    pub fn add_user(&self, name: &str) -> UserId {
        self.add_member(name, false)
    }

    /// Adds another bot as a member of the guild.
    pub fn add_bot_user(&self, name: &str) -> UserId {
        self.add_member(name, true)
    }

    pub fn add_member(&self, name: &str, is_bot: bool) -> UserId {
        let mut st = self.inner.lock();
        let id = UserId::new(st.snowflake());
        st.users.insert(
            id,
            SimUser {
                id,
                name: name.into(),
                is_bot,
            },
        );
        id
    }

    /// Gives a member these roles and permission bits (what interactions then carry in
    /// `member.roles` and `member.permissions`); members default to no roles and every
    /// permission.
    pub fn set_member(&self, user: UserId, roles: &[u64], permissions: u64) {
        self.inner
            .lock()
            .members
            .insert(user, (roles.to_vec(), permissions));
    }

    /// The Discord language `user` has chosen (their interactions' `locale`, `en-US`
    /// unless set), e.g. `de`.
    pub fn set_locale(&self, user: UserId, locale: &str) {
        self.inner.lock().locales.insert(user, locale.to_string());
    }

    /// A guild's own language (its interactions' `guild_locale`, `en-US` unless set):
    /// Discord's "Server Primary Language" of a community server.
    pub fn set_guild_locale(&self, guild: GuildId, locale: &str) {
        self.inner
            .lock()
            .guild_locales
            .insert(guild, locale.to_string());
    }

    /// A role of the first guild (before the bot starts, so that its GUILD_CREATE has it).
    pub fn add_role(&self, name: &str) -> u64 {
        let mut st = self.inner.lock();
        let id = st.snowflake();
        st.roles.push((id, name.to_string()));
        id
    }

    /// Permission overwrites of a text channel, replacing its others: (role or member id, 0
    /// for a role or 1 for a member, allowed bits, denied bits). The @everyone role's id is
    /// the guild's. Before the bot starts, its GUILD_CREATE has them; afterwards a connected
    /// bot gets CHANNEL_UPDATE. A thread takes its parent's (see also `deny_bot`).
    pub fn set_overwrites(&self, channel: ChannelId, overwrites: &[(u64, u8, u64, u64)]) {
        let mut st = self.inner.lock();
        assert!(
            st.thread(channel).is_none(),
            "{channel} is a thread: set its parent's overwrites"
        );
        st.overwrites.insert(channel, overwrites.to_vec());
        st.channel_update_event(channel);
        drop(st);
        self.inner.changed();
    }

    /// A choice in a role select (type 6) of a message: role ids, with their resolved roles.
    pub async fn select_roles(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
        roles: &[u64],
        checked: bool,
    ) -> InteractionHandle {
        let values = roles.iter().map(u64::to_string).collect();
        self.auto_select(user, message.into(), custom_id, values, 6, checked)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// A choice in a channel select (type 8) of a message: channel ids, resolved.
    pub async fn select_channels(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
        channels: &[ChannelId],
        checked: bool,
    ) -> InteractionHandle {
        let values = channels.iter().map(|c| c.to_string()).collect();
        self.auto_select(user, message.into(), custom_id, values, 8, checked)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// A role or channel select's choice (`kind` 6 or 8); `checked`: refuse a value that is
    /// not a role or channel of the guild, as a real client would never send one.
    async fn auto_select(
        &self,
        user: UserId,
        mid: MessageId,
        custom_id: &str,
        values: Vec<String>,
        kind: u8,
        checked: bool,
    ) -> Result<InteractionHandle, String> {
        let custom_id = custom_id.to_string();
        self.dispatch_interaction(move |st, id, token| {
            let msg = clickable_message(st, user, mid)?;
            let select = msg
                .select(&custom_id)
                .ok_or_else(|| format!("message {mid} has no select {custom_id:?}"))?;
            let mut resolved = json!({});
            for v in &values {
                let n: u64 = v.parse().map_err(|_| format!("{v:?} is no id"))?;
                match kind {
                    6 => {
                        let name = st.roles.iter().find(|(r, _)| *r == n).map(|(_, name)| name.clone());
                        if checked && name.is_none() {
                            return Err(format!("{n} is not a role of the guild"));
                        }
                        let name = name.unwrap_or_else(|| "forged".into());
                        resolved["roles"][v] = payloads::role_json(n, &name, 1);
                    }
                    _ => {
                        let known = st.channel_json(ChannelId::new(n));
                        if checked && known.is_none() {
                            return Err(format!("{n} is not a channel of the guild"));
                        }
                        resolved["channels"][v] = json!({
                            "id": v, "type": 0, "name": known.map(|c| c["name"].clone()).unwrap_or(json!("forged")),
                            "permissions": payloads::PERMISSIONS,
                        });
                    }
                }
            }
            let n = values.len() as u64;
            if checked && (n < select.min_values || n > select.max_values) {
                return Err(format!(
                    "select {custom_id:?} takes {}..={} values, got {n}",
                    select.min_values, select.max_values
                ));
            }
            let mut payload = interaction_base(st, id, token, 3, user, msg.channel_id)?;
            payload["data"] = json!({
                "custom_id": custom_id,
                "component_type": kind,
                "values": values,
                "resolved": resolved,
            });
            payload["message"] = st.message_json(msg);
            Ok((payload, custom_id.clone(), Some(mid)))
        })
        .await
    }

    /// Answers the next channel writes (message posts and edits) with these failures,
    /// one each, in order.
    pub fn inject(&self, faults: impl IntoIterator<Item = Fault>) {
        self.inner.lock().faults.extend(faults);
        self.inner.changed();
    }

    /// What the planned faults and the rate limits did, and how the bot behaved.
    pub fn weather(&self) -> Weather {
        self.inner.lock().sky.weather.clone()
    }

    /// Answers the next thread writes (`POST .../threads`, `PATCH /channels/{thread}`) with
    /// these failures, one each, in order. `Fault::DroppedAfterWrite` makes the thread and
    /// cuts the answer: the bot's retry then gets 400 160004.
    pub fn inject_thread_faults(&self, faults: impl IntoIterator<Item = Fault>) {
        self.inner.lock().thread_faults.extend(faults);
        self.inner.changed();
    }

    /// Failures injected (for channel, thread and scheduled-event writes) and not yet used.
    pub fn faults_left(&self) -> usize {
        let st = self.inner.lock();
        st.faults.len() + st.thread_faults.len() + st.event_faults.len()
    }

    pub fn user(&self, id: UserId) -> SimUser {
        self.inner
            .lock()
            .user(id)
            .cloned()
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// The DM channel the bot opened with this user, if any.
    pub fn dm_channel(&self, user: UserId) -> Option<ChannelId> {
        self.inner
            .lock()
            .dm_channels
            .iter()
            .find(|(_, u)| **u == user)
            .map(|(c, _)| *c)
    }

    // ----- Gateway ---------------------------------------------------------------------------

    /// How many READY events have been sent (one per IDENTIFY).
    pub fn ready_count(&self) -> usize {
        self.inner.lock().ready_sent
    }

    /// Whether a bot is connected with a live session.
    pub fn is_connected(&self) -> bool {
        self.inner.lock().active_conn().is_some()
    }

    /// Number of gateway connections ever accepted.
    pub fn connection_count(&self) -> usize {
        self.inner.lock().conns.len()
    }

    /// Every gateway session so far, in the order they identified.
    pub fn shard_sessions(&self) -> Vec<ShardSession> {
        let st = self.inner.lock();
        let live: Vec<&String> = st
            .live_conns()
            .filter_map(|(_, c)| c.session.as_ref())
            .collect();
        let mut sessions: Vec<(&String, &Session)> = st.sessions.iter().collect();
        sessions.sort_by_key(|(_, s)| s.ready_index);
        sessions
            .into_iter()
            .map(|(sid, s)| ShardSession {
                shard: s.shard,
                guilds: s.guilds.clone(),
                live: live.contains(&sid),
                intents: s.intents,
            })
            .collect()
    }

    /// Whether a live session would get the events of `guild` (Discord's routing).
    pub fn serves(&self, guild: GuildId) -> bool {
        self.inner.lock().conn_for(Some(guild)).is_some()
    }

    /// Waits until shards `ids` of `total` each have a live session.
    pub async fn wait_shards(
        &self,
        ids: std::ops::RangeInclusive<u64>,
        total: u64,
        timeout: Duration,
    ) {
        let want = ids.clone();
        self.inner
            .wait_until(timeout, |st| {
                want.clone()
                    .all(|id| {
                        st.live_conns()
                            .any(|(_, c)| st.session_of(c).is_some_and(|s| s.shard == [id, total]))
                    })
                    .then_some(())
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "shards {ids:?} of {total} did not all connect within {timeout:?}: {:?}",
                    self.shard_sessions()
                )
            });
    }

    pub fn heartbeats(&self) -> usize {
        self.inner.lock().conns.iter().map(|c| c.heartbeats).sum()
    }

    /// Waits until a bot has identified and received READY on a live connection.
    pub async fn wait_connected(&self) {
        let t = self.config().response_timeout;
        self.inner
            .wait_until(t, |st| st.active_conn().map(|_| ()))
            .await
            .unwrap_or_else(|| panic!("no bot connected to the gateway within {t:?}"));
    }

    /// Waits until the connected bot has registered its commands: guild commands after the READY
    /// of its session, or global ones and then 300 ms without guild ones. Pitfall: events sent
    /// while poise's setup still runs are delayed by up to 100 ms, so a benchmark should also warm
    /// up. After killing a bot, use `wait_commands_registered_for_ready(n)` instead, since the old
    /// connection may not be seen as closed yet.
    pub async fn wait_commands_registered(&self) {
        self.wait_registered(None).await
    }

    /// Waits for the `n`-th READY (1-based, see `ready_count`) and the registrations that follow it:
    /// after a restart, `let n = sim.ready_count();` ... `sim.wait_commands_registered_for_ready(n + 1)`.
    pub async fn wait_commands_registered_for_ready(&self, n: usize) {
        self.wait_registered(Some(n)).await
    }

    async fn wait_registered(&self, n: Option<usize>) {
        let t = self.config().response_timeout;
        self.inner
            .wait_until(t, |st| {
                // poise registers once, on the first READY of a process: with several
                // shards, that is one live session's READY among others.
                st.live_conns().find_map(|(_, c)| {
                    let ready = st.session_of(c)?.ready_index;
                    if n.map(|n| n != ready).unwrap_or(false) {
                        return None;
                    }
                    let mut global_at = None;
                    for r in st.registrations.iter().filter(|r| r.ready_index == ready) {
                        if r.scope.is_some() {
                            return Some(());
                        }
                        global_at = Some(r.at);
                    }
                    global_at
                        .filter(|at| at.elapsed() > Duration::from_millis(300))
                        .map(|_| ())
                })
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "the bot did not register its commands within {t:?} (READY sent {} times, {} registrations)",
                    self.ready_count(),
                    self.inner.lock().registrations.len()
                )
            });
    }

    /// The commands Discord would offer in the guild: guild commands and global ones.
    pub fn registered_commands(&self) -> Vec<RegisteredCommand> {
        let mut v = self.guild_commands().unwrap_or_default();
        v.extend(self.global_commands().unwrap_or_default());
        v
    }

    pub fn guild_commands(&self) -> Option<Vec<RegisteredCommand>> {
        let st = self.inner.lock();
        st.current_commands(Some(st.guild_id))
            .map(|c| to_commands(c))
    }

    pub fn global_commands(&self) -> Option<Vec<RegisteredCommand>> {
        self.inner
            .lock()
            .current_commands(None)
            .map(|c| to_commands(c))
    }

    /// The registered chat-input command with this name (guild first); panics if none.
    pub fn command(&self, name: &str) -> RegisteredCommand {
        let v = self.inner.lock().find_command(name);
        let v = v.unwrap_or_else(|| panic!("no command /{name} registered"));
        payloads::validate_command(&v).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The raw JSON of a registered command (as the simulator answered it).
    pub fn command_json(&self, name: &str) -> Option<Value> {
        self.inner.lock().find_command(name)
    }

    /// Number of bulk command registrations received (global and guild).
    pub fn registration_count(&self) -> usize {
        self.inner.lock().registrations.len()
    }

    /// Asks the connected bot to reconnect (op 7); serenity then reconnects and RESUMEs.
    pub fn request_reconnect(&self) {
        let mut st = self.inner.lock();
        let c = st.active_conn().expect("no connected bot");
        st.conns[c].retiring = true;
        let _ = st.conns[c].tx.send(WsOut::Text(
            json!({"op": 7, "d": null, "s": null, "t": null}).to_string(),
        ));
    }

    /// Takes the gateway away: the live connection is closed (1001, going away) and new
    /// ones are refused with a 503 until [`Simulator::gateway_back`].
    pub fn gateway_away(&self) {
        let mut st = self.inner.lock();
        st.gateway_away = true;
        for conn in st.conns.iter_mut().filter(|c| c.open) {
            conn.retiring = true;
            let _ = conn
                .tx
                .send(WsOut::Close(1001, "gateway going away".into()));
        }
    }

    /// Lets the bot connect to the gateway again.
    pub fn gateway_back(&self) {
        self.inner.lock().gateway_away = false;
    }

    /// Closes the live gateway connection with this close code (4000 lets serenity resume).
    pub fn close_connection(&self, code: u16) {
        let mut st = self.inner.lock();
        if let Some(c) = st.active_conn() {
            st.conns[c].retiring = true;
            let _ = st.conns[c]
                .tx
                .send(WsOut::Close(code, "closed by simulator".into()));
        }
    }

    // ----- Injecting interactions ----------------------------------------------------------

    /// A chat-input command from `user` in `channel`. `options` is either a JSON object mapping
    /// option names to values (types are taken from the registered command; a user option takes
    /// a `UserId`; a subcommand takes a nested object, e.g. `{"start": {"game": "clash"}}`), or a
    /// raw Discord `options` array, or `Value::Null` for none. User options get `resolved.users`
    /// and `resolved.members`, so a `serenity::User`/`Member` argument parses.
    pub async fn slash(
        &self,
        user: UserId,
        channel: ChannelId,
        name: &str,
        options: Value,
    ) -> InteractionHandle {
        self.try_slash(user, channel, name, options)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub async fn try_slash(
        &self,
        user: UserId,
        channel: ChannelId,
        name: &str,
        options: Value,
    ) -> Result<InteractionHandle, String> {
        self.command_interaction(user, channel, name, options, None)
            .await
    }

    /// An autocomplete request (interaction type 4) while `user` types the option `focused` of
    /// `/name`; `options` as for `slash`, with the partial text as the focused option's value
    /// (required options may be missing). The bot answers with a type 8 callback whose
    /// `data.choices` the handle's `response()` returns.
    pub async fn autocomplete(
        &self,
        user: UserId,
        channel: ChannelId,
        name: &str,
        options: Value,
        focused: &str,
    ) -> InteractionHandle {
        self.command_interaction(user, channel, name, options, Some(focused))
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    async fn command_interaction(
        &self,
        user: UserId,
        channel: ChannelId,
        name: &str,
        options: Value,
        focused: Option<&str>,
    ) -> Result<InteractionHandle, String> {
        self.dispatch_interaction(|st, id, token| {
            let guild = st.guild_of_channel(channel);
            let cmd = st.find_command_in(name, guild).ok_or_else(|| {
                format!(
                    "/{name} is not registered (registered: {:?})",
                    guild
                        .and_then(|g| st.current_commands(Some(g)))
                        .into_iter()
                        .chain(st.current_commands(None))
                        .flatten()
                        .map(|c| c["name"].clone())
                        .collect::<Vec<_>>()
                )
            })?;
            let mut resolved = json!({});
            let defs = cmd
                .get("options")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            let ctx = format!("/{name}");
            let opts = build_options(st, &defs, &options, &mut resolved, &ctx, focused)?;
            if let Some(f) = focused {
                if !json!(opts).to_string().contains("\"focused\":true") {
                    return Err(format!("{ctx}: the focused option {f:?} must be given"));
                }
            }
            let mut data = json!({
                "id": cmd["id"],
                "name": name,
                "type": 1,
                "options": opts,
            });
            if let Some(g) = cmd.get("guild_id").filter(|g| !g.is_null()) {
                data["guild_id"] = g.clone();
            }
            if resolved.as_object().map(|o| !o.is_empty()).unwrap_or(false) {
                data["resolved"] = resolved;
            }
            let kind = if focused.is_some() { 4 } else { 2 };
            let mut payload = interaction_base(st, id, token, kind, user, channel)?;
            payload["data"] = data;
            Ok((payload, name.to_string(), None))
        })
        .await
    }

    /// A click on a button of a message (the full current message is sent with the interaction).
    pub async fn click(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
    ) -> InteractionHandle {
        self.try_click(user, message, custom_id)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// Like `click`, but an impossible click (no such message, not visible to the user, no such
    /// button, button disabled) is an Err instead of a panic.
    pub async fn try_click(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
    ) -> Result<InteractionHandle, String> {
        self.component(user, message.into(), custom_id, None, true)
            .await
    }

    /// A click with any custom id on a visible message, as a tampered client could send:
    /// for tests that the bot refuses forged components.
    pub async fn forge_click(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
    ) -> InteractionHandle {
        self.component(user, message.into(), custom_id, None, false)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// A select menu choice with any values, as a tampered client could send: for tests
    /// that the bot refuses forged choices.
    pub async fn forge_select(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        let values = values.iter().map(|v| v.to_string()).collect();
        self.component(user, message.into(), custom_id, Some(values), false)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// A button click (`values` is `None`) or a select choice on a visible message.
    /// `checked`: refuse what a real client cannot send (a missing or disabled component,
    /// a value that is not an option, too few or too many values).
    async fn component(
        &self,
        user: UserId,
        mid: MessageId,
        custom_id: &str,
        values: Option<Vec<String>>,
        checked: bool,
    ) -> Result<InteractionHandle, String> {
        let custom_id = custom_id.to_string();
        self.dispatch_interaction(move |st, id, token| {
            let msg = clickable_message(st, user, mid)?;
            if checked {
                check_component(msg, &custom_id, values.as_deref())?;
            }
            let mut payload = interaction_base(st, id, token, 3, user, msg.channel_id)?;
            payload["data"] = match &values {
                None => json!({"custom_id": custom_id, "component_type": 2}),
                Some(values) => {
                    json!({"custom_id": custom_id, "component_type": 3, "values": values})
                }
            };
            payload["message"] = st.message_json(msg);
            Ok((payload, custom_id.clone(), Some(mid)))
        })
        .await
    }

    /// A choice in a string select menu of a message.
    pub async fn select(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
        values: &[&str],
    ) -> InteractionHandle {
        self.try_select(user, message, custom_id, values)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub async fn try_select(
        &self,
        user: UserId,
        message: impl Into<MessageId>,
        custom_id: &str,
        values: &[&str],
    ) -> Result<InteractionHandle, String> {
        let values = values.iter().map(|v| v.to_string()).collect();
        self.component(user, message.into(), custom_id, Some(values), true)
            .await
    }

    /// The modals the bot has opened and that are not submitted yet.
    pub fn open_modals(&self) -> Vec<OpenModal> {
        self.inner.lock().modals.clone()
    }

    /// Submits the modal with this custom id that the bot opened for `user`, with (input custom id,
    /// value) pairs. Inputs left out are sent empty (they must not be required).
    pub async fn submit_modal(
        &self,
        user: UserId,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> InteractionHandle {
        self.try_submit_modal(user, custom_id, fields)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub async fn try_submit_modal(
        &self,
        user: UserId,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> Result<InteractionHandle, String> {
        let custom_id = custom_id.to_string();
        let fields: Vec<(String, String)> = fields
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        self.dispatch_interaction(move |st, id, token| {
            let pos = st
                .modals
                .iter()
                .rposition(|m| m.user == user && m.custom_id == custom_id)
                .ok_or_else(|| format!("no open modal {custom_id:?} for user {user} (open: {:?})", st.modals.iter().map(|m| (&m.custom_id, m.user)).collect::<Vec<_>>()))?;
            let modal = st.modals[pos].clone();
            for (k, _) in &fields {
                if !modal.inputs.iter().any(|i| i["custom_id"] == k.as_str()) {
                    return Err(format!("modal {custom_id:?} has no input {k:?}"));
                }
            }
            let mut rows = vec![];
            for input in &modal.inputs {
                let iid = input["custom_id"].as_str().unwrap_or_default();
                let value = fields.iter().find(|(k, _)| k == iid).map(|(_, v)| v.clone());
                let required = input.get("required").and_then(Value::as_bool).unwrap_or(true);
                let value = match value {
                    Some(v) => v,
                    None if required => return Err(format!("modal input {iid:?} is required")),
                    None => String::new(),
                };
                let n = value.chars().count() as u64;
                let min = input.get("min_length").and_then(Value::as_u64).unwrap_or(0);
                let max = input.get("max_length").and_then(Value::as_u64).unwrap_or(4000);
                if (required || n > 0) && (n < min || n > max) {
                    return Err(format!("modal input {iid:?} takes {min}..={max} characters, got {n}"));
                }
                rows.push(json!({"type": 1, "components": [{"type": 4, "custom_id": iid, "value": value}]}));
            }
            let mut payload = interaction_base(st, id, token, 5, user, modal.channel)?;
            payload["data"] = json!({"custom_id": custom_id, "components": rows});
            if let Some(m) = modal.message.and_then(|m| st.messages.get(&m)) {
                payload["message"] = st.message_json(m);
            }
            Ok((payload, custom_id.clone(), modal.message))
        })
        .await
    }

    async fn dispatch_interaction(
        &self,
        build: impl FnOnce(
            &State,
            InteractionId,
            &str,
        ) -> Result<(Value, String, Option<MessageId>), String>,
    ) -> Result<InteractionHandle, String> {
        let t = self.config().response_timeout;
        self.inner
            .wait_until(t, |st| st.active_conn().map(|_| ()))
            .await
            .ok_or_else(|| format!("no bot connected to the gateway within {t:?}"))?;
        let (id, token, payload, label, message) = {
            let mut st = self.inner.lock();
            let id = InteractionId::new(st.snowflake());
            let token = format!("sim-token-{id}-{:x}", st.snowflake());
            let (payload, label, message) = build(&st, id, &token)?;
            (id, token, payload, label, message)
        };
        // Discord sends an interaction over the gateway of its guild's shard (a DM's over
        // shard 0's); it waits here, like a user, until that shard is connected.
        let guild = payload["guild_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .map(GuildId::new);
        self.inner
            .wait_until(t, |st| st.conn_for(guild))
            .await
            .ok_or_else(|| {
                format!("no live session of the shard of guild {guild:?} within {t:?}")
            })?;
        let mut st = self.inner.lock();
        let conn = st.conn_for(guild).ok_or("bot disconnected")?;
        let kind = payload["type"].as_u64().unwrap_or(0) as u8;
        let shard = st.session_of(&st.conns[conn]).map_or([0, 1], |s| s.shard);
        let user = payload
            .pointer("/member/user/id")
            .or_else(|| payload.pointer("/user/id"))
            .and_then(Value::as_str)
            .and_then(|s| s.parse().ok())
            .map(UserId::new)
            .expect("interaction user");
        let channel = ChannelId::new(
            payload["channel_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .expect("channel"),
        );
        let dispatched_at = Instant::now();
        st.interactions.insert(
            id,
            Ix {
                id,
                token: token.clone(),
                shard,
                kind,
                label,
                user,
                channel,
                message,
                dispatched_at,
                callbacks: vec![],
                ack: None,
                expired: false,
                original: None,
                followups: vec![],
                settled: false,
            },
        );
        st.tokens.insert(token.clone(), id);
        if let Err(e) = st.dispatch(conn, "INTERACTION_CREATE", payload) {
            panic!("simulator bug: {e}");
        }
        // The clock starts once the frame is queued, after the simulator's own payload checks.
        // (The lock is held, so no callback can have been handled yet.)
        let dispatched_at = Instant::now();
        st.interactions.get_mut(&id).expect("ix").dispatched_at = dispatched_at;
        if kind == 5 {
            // The modal is closed once submitted.
            let custom_id = st.interactions[&id].label.clone();
            if let Some(pos) = st
                .modals
                .iter()
                .rposition(|m| m.user == user && m.custom_id == custom_id)
            {
                st.modals.remove(pos);
            }
        }
        drop(st);
        self.inner.changed();
        Ok(InteractionHandle {
            inner: self.inner.clone(),
            id,
            token,
            user,
            channel,
            dispatched_at,
        })
    }

    // ----- What the bot posted ---------------------------------------------------------------

    /// Everything the bot posted, accepted or rejected, in order.
    pub fn log(&self) -> Vec<Posted> {
        self.inner.lock().log.clone()
    }

    pub fn log_len(&self) -> usize {
        self.inner.lock().log.len()
    }

    /// Log entries from index `from` on.
    pub fn log_since(&self, from: usize) -> Vec<Posted> {
        self.inner.lock().log[from..].to_vec()
    }

    /// Every REST request the bot made, with the status answered.
    pub fn requests(&self) -> Vec<RequestRecord> {
        self.inner.lock().requests.clone()
    }

    /// The current state of every message not deleted, oldest first.
    pub fn messages(&self) -> Vec<SimMessage> {
        self.inner
            .lock()
            .messages
            .values()
            .filter(|m| !m.deleted)
            .cloned()
            .collect()
    }

    pub fn message(&self, id: MessageId) -> Option<SimMessage> {
        self.inner.lock().messages.get(&id).cloned()
    }

    /// The files on a message now, in order (empty when it has none or does not exist).
    pub fn attachments(&self, message: impl Into<MessageId>) -> Vec<SimAttachment> {
        self.inner
            .lock()
            .messages
            .get(&message.into())
            .map(|m| m.attachments().to_vec())
            .unwrap_or_default()
    }

    /// Messages this user can see (public ones, their ephemeral ones and their DMs), oldest first.
    pub fn messages_visible_to(&self, user: UserId) -> Vec<SimMessage> {
        self.messages()
            .into_iter()
            .filter(|m| m.visible_to(user))
            .collect()
    }

    /// Public messages of a channel, or of a thread (its id), oldest first.
    pub fn public_messages(&self, channel: ChannelId) -> Vec<SimMessage> {
        self.messages()
            .into_iter()
            .filter(|m| m.channel_id == channel && m.visibility == Visibility::Public)
            .collect()
    }

    /// The newest message matching `pred`.
    pub fn find_message(&self, pred: impl Fn(&SimMessage) -> bool) -> Option<SimMessage> {
        self.messages().into_iter().rev().find(|m| pred(m))
    }

    /// Waits for a message matching `pred` (newest first), failing the test after the response timeout.
    pub async fn wait_message(&self, pred: impl Fn(&SimMessage) -> bool) -> SimMessage {
        let t = self.config().response_timeout;
        self.inner
            .wait_until(t, |st| {
                st.messages
                    .values()
                    .rev()
                    .find(|m| !m.deleted && pred(m))
                    .cloned()
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "no matching message within {t:?}; messages: {:#?}",
                    self.messages()
                )
            })
    }

    /// Waits until `f` returns Some, re-checked on each change of the simulator's state (and
    /// every 50 ms). `f` may call any method of the simulator.
    pub async fn wait_for<T>(
        &self,
        timeout: Duration,
        f: impl Fn(&Simulator) -> Option<T>,
    ) -> Option<T> {
        let deadline = Instant::now() + timeout;
        loop {
            let notified = self.inner.notify.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(v) = f(self) {
                return Some(v);
            }
            let now = Instant::now();
            if now >= deadline {
                return None;
            }
            let _ = tokio::time::timeout((deadline - now).min(Duration::from_millis(50)), notified)
                .await;
        }
    }

    /// The handle of an interaction injected earlier.
    pub fn interaction(&self, id: InteractionId) -> InteractionHandle {
        let st = self.inner.lock();
        let ix = st.interactions.get(&id).expect("unknown interaction");
        InteractionHandle {
            inner: self.inner.clone(),
            id,
            token: ix.token.clone(),
            user: ix.user,
            channel: ix.channel,
            dispatched_at: ix.dispatched_at,
        }
    }

    /// Every interaction injected so far, with its channel and the shard (`[id, total]`)
    /// whose gateway session carried it.
    pub fn interaction_shards(&self) -> Vec<(InteractionId, ChannelId, [u64; 2])> {
        self.inner
            .lock()
            .interactions
            .values()
            .map(|ix| (ix.id, ix.channel, ix.shard))
            .collect()
    }

    /// Dispatch-to-first-callback latency of every interaction answered so far, in dispatch order.
    pub fn latencies(&self) -> Vec<Duration> {
        self.inner
            .lock()
            .interactions
            .values()
            .filter_map(|ix| ix.callbacks.first().map(|c| c.latency))
            .collect()
    }

    // ----- Violations ------------------------------------------------------------------------

    /// Waits until every interaction injected so far has been acknowledged or is past the 3 s
    /// deadline, so that `assert_no_violations` also catches interactions the bot never answers.
    /// Returns at once when all are answered.
    pub async fn settle(&self) {
        let deadline = self.config().callback_deadline;
        self.inner
            .wait_until(deadline + Duration::from_millis(100), |st| {
                st.interactions
                    .values()
                    .all(|ix| {
                        ix.ack.is_some() || ix.expired || ix.dispatched_at.elapsed() > deadline
                    })
                    .then_some(())
            })
            .await;
    }

    /// Every broken rule so far, including interactions left unacknowledged past the deadline.
    pub fn violations(&self) -> Vec<Violation> {
        let st = self.inner.lock();
        let mut v = st.violations.clone();
        v.extend(st.time_violations());
        v
    }

    /// Returns the recorded violations and forgets them (for tests that provoke some on purpose).
    /// Unacknowledged interactions are forgotten too.
    pub fn take_violations(&self) -> Vec<Violation> {
        let mut st = self.inner.lock();
        let mut v = std::mem::take(&mut st.violations);
        v.extend(st.time_violations());
        let deadline = st.cfg.callback_deadline;
        for ix in st.interactions.values_mut() {
            if ix.ack.is_none() && ix.dispatched_at.elapsed() > deadline {
                ix.expired = true;
                ix.ack = Some(0);
            }
        }
        v
    }

    /// Fails the test listing every broken rule.
    #[track_caller]
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        if !v.is_empty() {
            let list: Vec<String> = v.iter().map(|v| format!("  - {v}")).collect();
            panic!(
                "{} Discord rule violation(s):\n{}",
                v.len(),
                list.join("\n")
            );
        }
    }
}

fn to_commands(list: &[Value]) -> Vec<RegisteredCommand> {
    list.iter()
        .map(|c| payloads::validate_command(c).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

/// What a real client can send on `msg`: an enabled button, or an enabled select with
/// values among its options, as many as it takes.
fn check_component(
    msg: &SimMessage,
    custom_id: &str,
    values: Option<&[String]>,
) -> Result<(), String> {
    let mid = msg.id;
    let Some(values) = values else {
        let b = msg.button(custom_id).ok_or_else(|| {
            format!(
                "message {mid} has no button {custom_id:?} (it has {:?})",
                msg.custom_ids()
            )
        })?;
        if b.disabled {
            return Err(format!("button {custom_id:?} of message {mid} is disabled"));
        }
        return Ok(());
    };
    let sel = msg.select(custom_id).ok_or_else(|| {
        format!(
            "message {mid} has no select {custom_id:?} (it has {:?})",
            msg.custom_ids()
        )
    })?;
    if sel.disabled {
        return Err(format!("select {custom_id:?} is disabled"));
    }
    for v in values {
        if !sel.options.iter().any(|(val, _)| val == v) {
            return Err(format!(
                "select {custom_id:?} has no option {v:?} (options {:?})",
                sel.options
            ));
        }
    }
    let n = values.len() as u64;
    if n < sel.min_values || n > sel.max_values {
        return Err(format!(
            "select {custom_id:?} takes {}..={} values, got {n}",
            sel.min_values, sel.max_values
        ));
    }
    Ok(())
}

fn clickable_message(st: &State, user: UserId, mid: MessageId) -> Result<&SimMessage, String> {
    let msg = st
        .messages
        .get(&mid)
        .ok_or_else(|| format!("no message {mid}"))?;
    if msg.deleted {
        return Err(format!("message {mid} was deleted"));
    }
    if msg.loading {
        return Err(format!("message {mid} is still loading (deferred)"));
    }
    if !msg.visibility.visible_to(user) {
        return Err(format!(
            "user {user} cannot see message {mid} ({:?})",
            msg.visibility
        ));
    }
    Ok(msg)
}

/// The common part of an INTERACTION_CREATE payload, in a guild channel or a DM.
fn interaction_base(
    st: &State,
    id: InteractionId,
    token: &str,
    kind: u8,
    user: UserId,
    channel: ChannelId,
) -> Result<Value, String> {
    let u = st.user(user)?;
    let mut p = json!({
        "id": id.to_string(),
        "application_id": st.app_id.to_string(),
        "type": kind,
        "token": token,
        "version": 1,
        "locale": st.locales.get(&user).map_or("en-US", String::as_str),
        "entitlements": [],
        "attachment_size_limit": 10_485_760,
        "app_permissions": payloads::PERMISSIONS,
        "channel_id": channel.to_string(),
    });
    if let Some(guild) = st.guild_of_channel(channel) {
        let ch = st
            .channel_json(channel)
            .ok_or_else(|| format!("channel {channel} was deleted"))?;
        let mut member = member_json(u, true);
        member["permissions"] = json!(payloads::PERMISSIONS);
        if let Some((roles, permissions)) = st.members.get(&user) {
            member["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
            member["permissions"] = json!(permissions.to_string());
        }
        p["guild_id"] = json!(guild.to_string());
        p["guild_locale"] = json!(st.guild_locales.get(&guild).map_or("en-US", String::as_str));
        // A server that refuses the bot its events does not grant it Manage Events.
        if st.events_refused(guild) {
            let all: u64 = payloads::PERMISSIONS.parse().unwrap_or(0);
            p["app_permissions"] = json!((all & !(1u64 << 33)).to_string());
        }
        p["member"] = member;
        p["channel"] = json!({
            "id": channel.to_string(),
            "type": ch["type"],
            "name": ch["name"],
            "guild_id": guild.to_string(),
            "permissions": payloads::PERMISSIONS,
        });
        // In a thread: its parent and state, as Discord sends them.
        if ch["type"] == 11 {
            p["channel"]["parent_id"] = ch["parent_id"].clone();
            p["channel"]["thread_metadata"] = ch["thread_metadata"].clone();
            p["channel"]["owner_id"] = ch["owner_id"].clone();
        }
        p["context"] = json!(0);
        p["authorizing_integration_owners"] = json!({"0": guild.to_string()});
    } else if st.dm_channels.get(&channel) == Some(&user) {
        p["user"] = user_json(u);
        p["channel"] = json!({"id": channel.to_string(), "type": 1});
        p["context"] = json!(1);
    } else {
        return Err(format!(
            "user {user} cannot use channel {channel}: not a guild channel nor their DM"
        ));
    }
    Ok(p)
}

/// Builds `data.options` of a command interaction from a name → value object, following the
/// registered option definitions; fills `resolved` for user and channel options.
fn build_options(
    st: &State,
    defs: &[Value],
    given: &Value,
    resolved: &mut Value,
    ctx: &str,
    focused: Option<&str>,
) -> Result<Vec<Value>, String> {
    match given {
        Value::Null => {
            if let Some(req) = defs.iter().find(|d| {
                d["required"] == true && d["type"].as_u64().unwrap_or(0) > 2 && focused.is_none()
            }) {
                return Err(format!("{ctx}: required option {:?} missing", req["name"]));
            }
            Ok(vec![])
        }
        Value::Array(raw) => {
            for o in raw {
                if o["type"] == 6 {
                    resolve_user(st, &o["value"], resolved, ctx)?;
                }
            }
            Ok(raw.clone())
        }
        Value::Object(map) => {
            for k in map.keys() {
                if !defs.iter().any(|d| d["name"] == k.as_str()) {
                    return Err(format!(
                        "{ctx} has no option {k:?} (options: {:?})",
                        defs.iter().map(|d| d["name"].clone()).collect::<Vec<_>>()
                    ));
                }
            }
            let mut out = vec![];
            for d in defs {
                let name = d["name"].as_str().unwrap_or_default();
                let kind = d["type"].as_u64().unwrap_or(0);
                let Some(v) = map.get(name) else {
                    if d["required"] == true && kind > 2 && focused.is_none() {
                        return Err(format!("{ctx}: required option {name:?} missing"));
                    }
                    continue;
                };
                let sub_ctx = format!("{ctx} {name}");
                if kind > 2 && focused == Some(name) {
                    // What the user has typed so far, unchecked.
                    out.push(json!({"name": name, "type": kind, "value": v, "focused": true}));
                    continue;
                }
                let opt = match kind {
                    1 | 2 => {
                        let sub_defs = d
                            .get("options")
                            .and_then(Value::as_array)
                            .cloned()
                            .unwrap_or_default();
                        let sub = build_options(st, &sub_defs, v, resolved, &sub_ctx, focused)?;
                        json!({"name": name, "type": kind, "options": sub})
                    }
                    3 => {
                        let s = v
                            .as_str()
                            .ok_or_else(|| format!("{sub_ctx}: expected a string, got {v}"))?;
                        check_choice(d, v, &sub_ctx)?;
                        let n = s.chars().count() as u64;
                        if let Some(min) = d.get("min_length").and_then(Value::as_u64) {
                            if n < min {
                                return Err(format!("{sub_ctx}: at least {min} characters"));
                            }
                        }
                        if let Some(max) = d.get("max_length").and_then(Value::as_u64) {
                            if n > max {
                                return Err(format!("{sub_ctx}: at most {max} characters"));
                            }
                        }
                        json!({"name": name, "type": 3, "value": s})
                    }
                    4 | 10 => {
                        let x = v
                            .as_f64()
                            .ok_or_else(|| format!("{sub_ctx}: expected a number, got {v}"))?;
                        if kind == 4 && v.as_i64().is_none() {
                            return Err(format!("{sub_ctx}: expected an integer, got {v}"));
                        }
                        check_choice(d, v, &sub_ctx)?;
                        if let Some(min) = d.get("min_value").and_then(Value::as_f64) {
                            if x < min {
                                return Err(format!("{sub_ctx}: must be >= {min}"));
                            }
                        }
                        if let Some(max) = d.get("max_value").and_then(Value::as_f64) {
                            if x > max {
                                return Err(format!("{sub_ctx}: must be <= {max}"));
                            }
                        }
                        json!({"name": name, "type": kind, "value": v})
                    }
                    5 => {
                        let b = v
                            .as_bool()
                            .ok_or_else(|| format!("{sub_ctx}: expected a boolean, got {v}"))?;
                        json!({"name": name, "type": 5, "value": b})
                    }
                    6 | 9 => {
                        let id = resolve_user(st, v, resolved, &sub_ctx)?;
                        json!({"name": name, "type": kind, "value": id.to_string()})
                    }
                    7 => {
                        let id = parse_id(v)
                            .ok_or_else(|| format!("{sub_ctx}: expected a channel id, got {v}"))?;
                        let cid = ChannelId::new(id);
                        let idx = st
                            .channels
                            .iter()
                            .position(|c| c.id == cid)
                            .ok_or_else(|| format!("{sub_ctx}: unknown channel {id}"))?;
                        let ch = &st.channels[idx];
                        resolved["channels"][id.to_string()] = json!({
                            "id": id.to_string(), "type": 0, "name": ch.name, "permissions": payloads::PERMISSIONS,
                        });
                        json!({"name": name, "type": 7, "value": id.to_string()})
                    }
                    other => {
                        return Err(format!(
                            "{sub_ctx}: option type {other} is not supported by the simulator"
                        ))
                    }
                };
                out.push(opt);
            }
            Ok(out)
        }
        other => Err(format!(
            "{ctx}: options must be an object, an array or null, got {other}"
        )),
    }
}

fn parse_id(v: &Value) -> Option<u64> {
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
}

fn resolve_user(st: &State, v: &Value, resolved: &mut Value, ctx: &str) -> Result<UserId, String> {
    let id = parse_id(v).ok_or_else(|| format!("{ctx}: expected a user id, got {v}"))?;
    let uid = UserId::new(id);
    let u = st.user(uid).map_err(|e| format!("{ctx}: {e}"))?;
    resolved["users"][id.to_string()] = user_json(u);
    let mut m = member_json(u, false);
    m["permissions"] = json!(payloads::PERMISSIONS);
    resolved["members"][id.to_string()] = m;
    Ok(uid)
}

fn check_choice(def: &Value, v: &Value, ctx: &str) -> Result<(), String> {
    if let Some(choices) = def.get("choices").and_then(Value::as_array) {
        if !choices.is_empty() && !choices.iter().any(|c| &c["value"] == v) {
            return Err(format!(
                "{ctx}: {v} is not one of the choices {:?}",
                choices
                    .iter()
                    .map(|c| c["value"].clone())
                    .collect::<Vec<_>>()
            ));
        }
    }
    Ok(())
}

impl InteractionHandle {
    fn timeout(&self) -> Duration {
        self.inner.lock().cfg.response_timeout
    }

    /// The first callback the bot made for this interaction (accepted or not). Fails the test if
    /// none comes within the response timeout (10 s).
    pub async fn response(&self) -> Callback {
        let t = self.timeout();
        self.try_response(t).await.unwrap_or_else(|| {
            panic!(
                "the bot sent no callback for interaction {} ({}) within {t:?}",
                self.id,
                self.label()
            )
        })
    }

    pub async fn try_response(&self, timeout: Duration) -> Option<Callback> {
        let id = self.id;
        self.inner
            .wait_until(timeout, |st| {
                st.interactions[&id].callbacks.first().cloned()
            })
            .await
    }

    /// The first accepted callback (fails the test if none within the timeout).
    pub async fn acknowledged(&self) -> Callback {
        let t = self.timeout();
        let id = self.id;
        self.inner
            .wait_until(t, |st| {
                st.interactions[&id]
                    .callbacks
                    .iter()
                    .find(|c| c.accepted())
                    .cloned()
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "interaction {} ({}) was not acknowledged within {t:?}; callbacks: {:?}",
                    self.id,
                    self.label(),
                    self.callbacks()
                )
            })
    }

    pub fn callbacks(&self) -> Vec<Callback> {
        self.inner.lock().interactions[&self.id].callbacks.clone()
    }

    /// Dispatch-to-first-callback latency, once a callback came.
    pub fn latency(&self) -> Option<Duration> {
        self.inner.lock().interactions[&self.id]
            .callbacks
            .first()
            .map(|c| c.latency)
    }

    fn label(&self) -> String {
        self.inner.lock().interactions[&self.id].label.clone()
    }

    /// The message the response is about, once it holds final content: the reply (4), the
    /// filled-in deferred reply (5 then edit or first follow-up), the updated component message (7,
    /// or 6 then an edit of `@original`). Fails the test after the response timeout.
    pub async fn message(&self) -> SimMessage {
        let t = self.timeout();
        let id = self.id;
        self.inner
            .wait_until(t, |st| {
                let ix = &st.interactions[&id];
                if !ix.settled {
                    return None;
                }
                ix.original.and_then(|m| st.messages.get(&m)).cloned()
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "interaction {} ({}) got no final response message within {t:?}; callbacks: {:?}",
                    self.id,
                    self.label(),
                    self.callbacks()
                )
            })
    }

    /// The original response message as it is now, if any.
    pub fn original_message(&self) -> Option<SimMessage> {
        let st = self.inner.lock();
        st.interactions[&self.id]
            .original
            .and_then(|m| st.messages.get(&m))
            .cloned()
    }

    /// Follow-up messages created for this interaction (current state), in order.
    pub fn followups(&self) -> Vec<SimMessage> {
        let st = self.inner.lock();
        st.interactions[&self.id]
            .followups
            .iter()
            .filter_map(|m| st.messages.get(m))
            .cloned()
            .collect()
    }

    /// Waits until at least `n` follow-ups exist.
    pub async fn wait_followups(&self, n: usize) -> Vec<SimMessage> {
        let t = self.timeout();
        let id = self.id;
        self.inner
            .wait_until(t, |st| {
                let ix = &st.interactions[&id];
                (ix.followups.len() >= n).then(|| {
                    ix.followups
                        .iter()
                        .filter_map(|m| st.messages.get(m))
                        .cloned()
                        .collect()
                })
            })
            .await
            .unwrap_or_else(|| {
                panic!(
                    "interaction {} got fewer than {n} follow-ups within {t:?}",
                    self.id
                )
            })
    }

    /// Log entries concerning this interaction.
    pub fn posts(&self) -> Vec<Posted> {
        self.inner
            .lock()
            .log
            .iter()
            .filter(|p| p.interaction == Some(self.id))
            .cloned()
            .collect()
    }
}
