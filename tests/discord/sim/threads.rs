//! Public threads (channel type 11), as Discord runs them: made from a message (the thread's
//! id is the message's) or on their own, archived, locked, renamed and deleted, with the
//! permissions each step takes by the parent channel's overwrites, and the gateway events
//! (THREAD_CREATE, THREAD_UPDATE, THREAD_DELETE, CHANNEL_UPDATE) in the shapes serenity 0.12
//! parses. Messages in a thread are ordinary messages whose channel is the thread: the
//! message routes of `http.rs` call the gates here first.
//!
//! What is refused because of the world (a thread a moderator deleted or locked, a permission
//! taken away, a thread already made from a message) gets Discord's error and no violation:
//! a bot cannot know in advance. A malformed body is a violation, as elsewhere.

use serde_json::{json, Value};
use serenity::model::id::{ChannelId, GuildId, MessageId, UserId};

use super::http::{created, describe, err, form_err, id, ok, Reply};
use super::payloads;
use super::rules::{self, ThreadBody};
use super::{PostKind, Simulator, State, Visibility};

// Permission bits (Discord's `permissions` field).
pub const ADMINISTRATOR: u64 = 1 << 3;
pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const MANAGE_THREADS: u64 = 1 << 34;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
/// Every permission bit Discord defines so far.
const ALL_PERMISSIONS: u64 = (1 << 50) - 1;
/// The gateway intent THREAD_* and CHANNEL_* events need.
const GUILDS_INTENT: u64 = 1;
/// A thread's `auto_archive_duration` when the request names none (minutes).
pub const DEFAULT_AUTO_ARCHIVE: u64 = 1440;

/// A thread as the simulator keeps it (deleted ones stay, marked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimThread {
    pub id: ChannelId,
    /// The text channel it belongs to.
    pub parent: ChannelId,
    pub guild: GuildId,
    pub name: String,
    /// 11, a public thread.
    pub kind: u8,
    pub archived: bool,
    pub locked: bool,
    pub deleted: bool,
    /// Who made it (the bot, for the threads the bot makes).
    pub owner: UserId,
    /// The message it was started from (its id is the thread's), if any.
    pub starter: Option<MessageId>,
    /// The type 18 "started a thread" message a thread without a starter posts in its parent.
    pub announcement: Option<MessageId>,
    pub auto_archive_duration: u64,
    pub rate_limit_per_user: u64,
    /// Messages posted in it (the starter message is in the parent, not counted).
    pub message_count: u64,
    pub last_message_id: Option<MessageId>,
    pub create_timestamp: String,
    /// When it was last archived or unarchived (its creation before that).
    pub archive_timestamp: String,
}

fn now() -> String {
    serenity::model::Timestamp::now().to_string()
}

impl State {
    /// The thread `c`, deleted or not.
    pub(crate) fn thread(&self, c: ChannelId) -> Option<&SimThread> {
        self.threads.get(&c)
    }

    /// The thread started from message `m`, unless deleted.
    pub(crate) fn thread_of_message(&self, m: MessageId) -> Option<&SimThread> {
        self.threads
            .get(&ChannelId::new(m.get()))
            .filter(|t| !t.deleted && t.starter == Some(m))
    }

    /// The thread whose type 18 message `m` is.
    pub(crate) fn thread_announced_by(&self, m: MessageId) -> Option<&SimThread> {
        self.threads.values().find(|t| t.announcement == Some(m))
    }

    /// What `user` may do in a guild text channel or a thread (a thread's are its parent's),
    /// by Discord's order: @everyone's permissions (roles add none here), Administrator, then
    /// the channel's overwrites for @everyone, for the member's roles, for the member. Every
    /// bit in a DM.
    pub(crate) fn permissions_in(&self, user: UserId, channel: ChannelId) -> u64 {
        let channel = self.threads.get(&channel).map_or(channel, |t| t.parent);
        let Some(guild) = self.guild_of_channel(channel) else {
            return ALL_PERMISSIONS;
        };
        let mut perms: u64 = payloads::EVERYONE_PERMISSIONS.parse().expect("bits");
        if perms & ADMINISTRATOR != 0 {
            return ALL_PERMISSIONS;
        }
        let overwrites = self.overwrites.get(&channel).cloned().unwrap_or_default();
        let roles = self
            .members
            .get(&user)
            .map(|(r, _)| r.clone())
            .unwrap_or_default();
        for &(who, kind, allow, deny) in &overwrites {
            if kind == 0 && who == guild.get() {
                perms = (perms & !deny) | allow;
            }
        }
        let (mut allow, mut deny) = (0, 0);
        for &(who, kind, a, d) in &overwrites {
            if kind == 0 && who != guild.get() && roles.contains(&who) {
                allow |= a;
                deny |= d;
            }
        }
        perms = (perms & !deny) | allow;
        for &(who, kind, a, d) in &overwrites {
            if kind == 1 && who == user.get() {
                perms = (perms & !d) | a;
            }
        }
        perms
    }

    /// The thread's channel object (what REST answers, THREAD_CREATE/UPDATE carry, and a
    /// starter message's `thread`).
    pub(crate) fn thread_json(&self, t: &SimThread) -> Value {
        json!({
            "id": t.id.to_string(),
            "type": t.kind,
            "guild_id": t.guild.to_string(),
            "parent_id": t.parent.to_string(),
            "owner_id": t.owner.to_string(),
            "name": t.name,
            "last_message_id": t.last_message_id.map(|m| m.to_string()),
            "last_pin_timestamp": null,
            "rate_limit_per_user": t.rate_limit_per_user,
            "flags": 0,
            "message_count": t.message_count,
            "total_message_sent": t.message_count,
            "member_count": 1,
            "applied_tags": [],
            "thread_metadata": {
                "archived": t.archived,
                "auto_archive_duration": t.auto_archive_duration,
                "archive_timestamp": t.archive_timestamp,
                "locked": t.locked,
                "create_timestamp": t.create_timestamp,
            },
        })
    }

    /// Sends a guild event to the live session of the guild's shard, if it asked for the
    /// GUILDS intent (Discord sends nothing to a shard that is not connected: a bot that
    /// identifies later gets the active threads in GUILD_CREATE).
    pub(crate) fn guild_event(&mut self, guild: GuildId, t: &str, d: Value) {
        let Some(conn) = self.conn_for(Some(guild)) else {
            return;
        };
        let wants = self
            .session_of(&self.conns[conn])
            .is_some_and(|s| s.intents & GUILDS_INTENT != 0);
        if !wants {
            return;
        }
        if let Err(e) = self.dispatch(conn, t, d) {
            self.violation("simulator-bug", None, None, e);
        }
    }

    /// THREAD_CREATE (`newly_created`), THREAD_UPDATE or THREAD_DELETE of a thread.
    pub(crate) fn thread_event(&mut self, t: &str, thread: ChannelId) {
        let th = self.threads[&thread].clone();
        let d = match t {
            "THREAD_DELETE" => json!({
                "id": th.id.to_string(),
                "guild_id": th.guild.to_string(),
                "parent_id": th.parent.to_string(),
                "type": th.kind,
            }),
            "THREAD_CREATE" => {
                let mut d = self.thread_json(&th);
                d["newly_created"] = json!(true);
                d
            }
            _ => self.thread_json(&th),
        };
        self.guild_event(th.guild, t, d);
    }

    /// CHANNEL_UPDATE of a text channel (its overwrites changed).
    pub(crate) fn channel_update_event(&mut self, channel: ChannelId) {
        let (Some(guild), Some(d)) = (self.guild_of_channel(channel), self.channel_json(channel))
        else {
            return;
        };
        self.guild_event(guild, "CHANNEL_UPDATE", d);
    }

    /// After a message was posted in `channel`: a thread counts it, and an archived one (not
    /// locked: `gate_post` refuses posts in a locked one) is unarchived by it, as Discord
    /// does.
    pub(crate) fn posted_in(&mut self, channel: ChannelId, mid: MessageId) {
        let Some(t) = self.threads.get_mut(&channel) else {
            return;
        };
        t.message_count += 1;
        t.last_message_id = Some(mid);
        if t.archived {
            t.archived = false;
            t.archive_timestamp = now();
            self.thread_event("THREAD_UPDATE", channel);
        }
    }

    /// Archives a thread (and locks it when `locked`), as a moderator or Discord's timer.
    fn archive(&mut self, thread: ChannelId, locked: bool) {
        let t = self.threads.get_mut(&thread).expect("thread");
        t.archived = true;
        t.locked |= locked;
        t.archive_timestamp = now();
        self.thread_event("THREAD_UPDATE", thread);
    }

    /// Deletes a thread and its messages; the starter message stays, without its `thread`.
    fn remove_thread(&mut self, thread: ChannelId) {
        self.threads.get_mut(&thread).expect("thread").deleted = true;
        for m in self.messages.values_mut() {
            if m.channel_id == thread {
                m.deleted = true;
            }
        }
        self.thread_event("THREAD_DELETE", thread);
    }

    fn check_thread_json(&mut self, v: &Value) {
        if let Err(e) = payloads::validate_guild_channel(v) {
            self.violation("simulator-bug", None, None, e);
        }
    }
}

/// Whether `who` lacks one of `bits`: `Some` of the refusal (Missing Access without
/// VIEW_CHANNEL, Missing Permissions without the rest).
fn lacks(perms: u64, bits: u64) -> Option<Reply> {
    if perms & VIEW_CHANNEL == 0 {
        return Some(err(403, 50001, "Missing Access"));
    }
    (perms & bits != bits).then(|| err(403, 50013, "Missing Permissions"))
}

fn code_of(r: &Reply) -> Option<u64> {
    super::http::error_code(r)
}

// ----- REST ---------------------------------------------------------------------------------

/// `POST /channels/{c}/messages/{m}/threads` (`mid` given) or `POST /channels/{c}/threads`.
pub(super) fn create_thread(st: &mut State, c: &str, mid: Option<&str>, body: &Value) -> Reply {
    let parent = id(c).map(ChannelId::new);
    let starter = mid.and_then(id).map(MessageId::new);
    let refuse = |st: &mut State, reply: Reply| -> Reply {
        let code = code_of(&reply);
        st.record_post(
            PostKind::CreateThread,
            None,
            starter,
            parent,
            body,
            reply.status,
            code,
        );
        reply
    };
    let what = if mid.is_some() {
        ThreadBody::FromMessage
    } else {
        ThreadBody::WithoutMessage
    };
    let Some(parent) =
        parent.filter(|p| st.guild_of_channel(*p).is_some() || st.dm_channels.contains_key(p))
    else {
        st.violation(
            "unknown-channel",
            Some(10003),
            None,
            format!("thread in unknown channel {c}"),
        );
        return refuse(st, err(404, 10003, "Unknown Channel"));
    };
    if st.dm_channels.contains_key(&parent) {
        st.violation(
            "thread-in-dm",
            Some(50003),
            None,
            format!("thread in DM channel {c}"),
        );
        return refuse(st, err(400, 50003, "Cannot execute action on a DM channel"));
    }
    if let Some(t) = st.thread(parent) {
        let reply = if t.deleted {
            err(404, 10003, "Unknown Channel")
        } else {
            err(400, 50024, "Cannot execute action on this channel type")
        };
        return refuse(st, reply);
    }
    let mut problems = vec![];
    rules::check_thread(body, what, &mut problems);
    if problems.is_empty() && what == ThreadBody::WithoutMessage && body["type"] != 11 {
        problems.push(rules::Problem {
            path: "type".into(),
            code: "BASE_TYPE_CHOICES",
            message: format!(
                "the simulator makes public threads (type 11) only, not type {}",
                body["type"]
            ),
        });
    }
    if !problems.is_empty() {
        st.violation(
            "invalid-body",
            Some(50035),
            None,
            format!("thread in channel {c}: {}", describe(&problems)),
        );
        return refuse(st, form_err(&problems));
    }
    let bot = st.bot.id;
    if let Some(reply) = lacks(st.permissions_in(bot, parent), CREATE_PUBLIC_THREADS) {
        return refuse(st, reply);
    }
    if let Some(mid) = mid {
        let known = starter.and_then(|m| st.messages.get(&m)).is_some_and(|m| {
            !m.deleted && m.channel_id == parent && m.visibility == Visibility::Public
        });
        if !known {
            st.violation(
                "unknown-message",
                Some(10008),
                None,
                format!("thread from message {mid} of channel {c}: no such public message there"),
            );
            return refuse(st, err(404, 10008, "Unknown Message"));
        }
    }
    let thread_id = match starter {
        Some(m) => ChannelId::new(m.get()),
        None => ChannelId::new(st.snowflake()),
    };
    if st.threads.contains_key(&thread_id) {
        return refuse(
            st,
            err(
                400,
                160004,
                "A thread has already been created for this message",
            ),
        );
    }
    let guild = st.guild_of_channel(parent).expect("a guild channel");
    let stamp = now();
    let name = body["name"].as_str().unwrap_or_default().to_string();
    st.threads.insert(
        thread_id,
        SimThread {
            id: thread_id,
            parent,
            guild,
            name: name.clone(),
            kind: 11,
            archived: false,
            locked: false,
            deleted: false,
            owner: bot,
            starter,
            announcement: None,
            auto_archive_duration: body["auto_archive_duration"]
                .as_u64()
                .unwrap_or(DEFAULT_AUTO_ARCHIVE),
            rate_limit_per_user: body["rate_limit_per_user"].as_u64().unwrap_or(0),
            message_count: 0,
            last_message_id: None,
            create_timestamp: stamp.clone(),
            archive_timestamp: stamp,
        },
    );
    if starter.is_none() {
        // A thread without a message is announced in its parent (type 18, THREAD_CREATED);
        // one started from a message is not.
        let m = st.create_message(
            parent,
            Visibility::Public,
            None,
            18,
            &json!({"content": name}),
            vec![],
            false,
        );
        st.threads.get_mut(&thread_id).expect("thread").announcement = Some(m);
    }
    st.thread_event("THREAD_CREATE", thread_id);
    st.record_post(
        PostKind::CreateThread,
        None,
        starter,
        Some(parent),
        body,
        201,
        None,
    );
    let v = st.thread_json(&st.threads[&thread_id]);
    st.check_thread_json(&v);
    created(v)
}

/// The thread a channel route names, or its refusal: an unknown channel is a violation, a
/// deleted thread 10003 without one; `Ok(None)` for a channel that is no thread.
fn thread_route(st: &mut State, m: &str, c: &str) -> Result<Option<ChannelId>, Reply> {
    let Some(channel) = id(c).map(ChannelId::new) else {
        st.violation(
            "unknown-channel",
            Some(10003),
            None,
            format!("{m} channel {c}"),
        );
        return Err(err(404, 10003, "Unknown Channel"));
    };
    match st.thread(channel) {
        Some(t) if t.deleted => Err(err(404, 10003, "Unknown Channel")),
        Some(_) => Ok(Some(channel)),
        None if st.channel_json(channel).is_some() => Ok(None),
        None => {
            st.violation(
                "unknown-channel",
                Some(10003),
                None,
                format!("{m} channel {c}"),
            );
            Err(err(404, 10003, "Unknown Channel"))
        }
    }
}

/// `PATCH /channels/{thread}`: `name`, `archived`, `locked`, `auto_archive_duration`,
/// `rate_limit_per_user`. Archiving is the owner's or a thread manager's; locking, and
/// unarchiving a locked thread, take MANAGE_THREADS; an archived thread takes nothing but
/// `archived: false` (50083).
pub(super) fn edit_thread(st: &mut State, c: &str, body: &Value) -> Reply {
    let refuse = |st: &mut State, channel: Option<ChannelId>, reply: Reply| -> Reply {
        let code = code_of(&reply);
        st.record_post(
            PostKind::EditThread,
            None,
            None,
            channel,
            body,
            reply.status,
            code,
        );
        reply
    };
    let thread = match thread_route(st, "PATCH", c) {
        Ok(Some(t)) => t,
        Ok(None) => {
            st.violation(
                "unhandled-route",
                None,
                None,
                format!("the simulator implements PATCH /channels/{{id}} for threads only, not for channel {c}; add it to tests/discord/sim/threads.rs"),
            );
            return refuse(st, id(c).map(ChannelId::new), err(404, 0, "404: Not Found"));
        }
        Err(reply) => return refuse(st, id(c).map(ChannelId::new), reply),
    };
    let mut problems = vec![];
    rules::check_thread(body, ThreadBody::Edit, &mut problems);
    if !problems.is_empty() {
        st.violation(
            "invalid-body",
            Some(50035),
            None,
            format!("edit of thread {c}: {}", describe(&problems)),
        );
        return refuse(st, Some(thread), form_err(&problems));
    }
    let t = st.threads[&thread].clone();
    let bot = st.bot.id;
    let perms = st.permissions_in(bot, thread);
    let archived = body["archived"].as_bool();
    let locked = body["locked"].as_bool();
    let need = if (locked.is_some_and(|l| l != t.locked))
        || (t.locked && t.archived && archived == Some(false))
        || t.owner != bot
    {
        MANAGE_THREADS
    } else {
        0
    };
    if let Some(reply) = lacks(perms, need) {
        return refuse(st, Some(thread), reply);
    }
    if t.archived && archived != Some(false) {
        return refuse(st, Some(thread), err(400, 50083, "Thread is archived"));
    }
    let th = st.threads.get_mut(&thread).expect("thread");
    if let Some(name) = body["name"].as_str() {
        th.name = name.to_string();
    }
    if let Some(d) = body["auto_archive_duration"].as_u64() {
        th.auto_archive_duration = d;
    }
    if let Some(r) = body["rate_limit_per_user"].as_u64() {
        th.rate_limit_per_user = r;
    }
    if let Some(l) = locked {
        th.locked = l;
    }
    if let Some(a) = archived.filter(|a| *a != th.archived) {
        th.archived = a;
        th.archive_timestamp = now();
    }
    st.thread_event("THREAD_UPDATE", thread);
    st.record_post(
        PostKind::EditThread,
        None,
        None,
        Some(thread),
        body,
        200,
        None,
    );
    let v = st.thread_json(&st.threads[&thread]);
    st.check_thread_json(&v);
    ok(v)
}

/// `DELETE /channels/{thread}`: takes MANAGE_THREADS; the thread and its messages go.
pub(super) fn delete_thread(st: &mut State, c: &str) -> Reply {
    let body = Value::Null;
    let refuse = |st: &mut State, channel: Option<ChannelId>, reply: Reply| -> Reply {
        let code = code_of(&reply);
        st.record_post(
            PostKind::DeleteThread,
            None,
            None,
            channel,
            &body,
            reply.status,
            code,
        );
        reply
    };
    let thread = match thread_route(st, "DELETE", c) {
        Ok(Some(t)) => t,
        Ok(None) => {
            st.violation(
                "unhandled-route",
                None,
                None,
                format!("the simulator deletes threads only, not channel {c}"),
            );
            return refuse(st, id(c).map(ChannelId::new), err(404, 0, "404: Not Found"));
        }
        Err(reply) => return refuse(st, id(c).map(ChannelId::new), reply),
    };
    let bot = st.bot.id;
    if let Some(reply) = lacks(st.permissions_in(bot, thread), MANAGE_THREADS) {
        return refuse(st, Some(thread), reply);
    }
    let v = st.thread_json(&st.threads[&thread]);
    st.remove_thread(thread);
    st.record_post(
        PostKind::DeleteThread,
        None,
        None,
        Some(thread),
        &body,
        200,
        None,
    );
    ok(v)
}

/// Before the bot posts in `channel`: a deleted thread is gone (10003), a post takes
/// VIEW_CHANNEL and SEND_MESSAGES (SEND_MESSAGES_IN_THREADS in a thread), and an archived
/// locked thread takes none (50083). An archived thread that is not locked takes the post
/// and is unarchived by it (`State::posted_in`).
pub(super) fn gate_post(st: &State, channel: ChannelId) -> Result<(), Reply> {
    let thread = st.thread(channel);
    if thread.is_some_and(|t| t.deleted) {
        return Err(err(404, 10003, "Unknown Channel"));
    }
    if st.guild_of_channel(channel).is_none() {
        return Ok(());
    }
    let need = if thread.is_some() {
        SEND_MESSAGES_IN_THREADS
    } else {
        SEND_MESSAGES
    };
    if let Some(reply) = lacks(st.permissions_in(st.bot.id, channel), need) {
        return Err(reply);
    }
    if thread.is_some_and(|t| t.archived && t.locked) {
        return Err(err(400, 50083, "Thread is archived"));
    }
    Ok(())
}

/// Before the bot reads (`GET`), edits or deletes a message of `channel`: a deleted thread is
/// gone (10003); an archived one takes no edit or deletion (50083).
pub(super) fn gate_message(st: &State, m: &str, channel: Option<ChannelId>) -> Result<(), Reply> {
    let Some(t) = channel.and_then(|c| st.thread(c)) else {
        return Ok(());
    };
    if t.deleted {
        return Err(err(404, 10003, "Unknown Channel"));
    }
    if t.archived && m != "GET" {
        return Err(err(400, 50083, "Thread is archived"));
    }
    Ok(())
}

// ----- The tests' side ----------------------------------------------------------------------

impl Simulator {
    /// Every thread made so far, deleted ones too, oldest first.
    pub fn threads(&self) -> Vec<SimThread> {
        let mut v: Vec<SimThread> = self.inner.lock().threads.values().cloned().collect();
        v.sort_by_key(|t| t.id);
        v
    }

    /// The thread `id` (deleted or not).
    pub fn thread(&self, id: ChannelId) -> Option<SimThread> {
        self.inner.lock().threads.get(&id).cloned()
    }

    /// The thread started from this message, if any (deleted or not).
    pub fn thread_of(&self, message: impl Into<MessageId>) -> Option<SimThread> {
        let m = message.into();
        self.inner
            .lock()
            .threads
            .get(&ChannelId::new(m.get()))
            .filter(|t| t.starter == Some(m))
            .cloned()
    }

    /// Waits for a thread matching `pred` (newest first); fails the test after the response
    /// timeout.
    pub async fn wait_thread(&self, pred: impl Fn(&SimThread) -> bool) -> SimThread {
        let t = self.config().response_timeout;
        self.inner
            .wait_until(t, |st| st.threads.values().rev().find(|x| pred(x)).cloned())
            .await
            .unwrap_or_else(|| panic!("no matching thread within {t:?}: {:#?}", self.threads()))
    }

    /// A moderator archives the thread (and locks it when `locked`): THREAD_UPDATE.
    pub fn archive_thread(&self, id: ChannelId, locked: bool) {
        let mut st = self.inner.lock();
        let t = st
            .threads
            .get(&id)
            .unwrap_or_else(|| panic!("no thread {id}"));
        assert!(!t.deleted, "thread {id} was deleted");
        st.archive(id, locked);
        drop(st);
        self.inner.changed();
    }

    /// A moderator deletes the thread, and with it its messages: THREAD_DELETE. Posts and
    /// edits there then get 404 Unknown Channel (10003).
    pub fn delete_thread(&self, id: ChannelId) {
        let mut st = self.inner.lock();
        let t = st
            .threads
            .get(&id)
            .unwrap_or_else(|| panic!("no thread {id}"));
        assert!(!t.deleted, "thread {id} was already deleted");
        st.remove_thread(id);
        drop(st);
        self.inner.changed();
    }

    /// Takes `bits` from the bot in a text channel (and so in its threads) by a member
    /// overwrite, at any time; a connected bot gets CHANNEL_UPDATE. E.g.
    /// `sim.deny_bot(ch, CREATE_PUBLIC_THREADS)`.
    pub fn deny_bot(&self, channel: ChannelId, bits: u64) {
        let mut st = self.inner.lock();
        assert!(
            st.thread(channel).is_none(),
            "{channel} is a thread: deny in its parent"
        );
        let bot = st.bot.id.get();
        let list = st.overwrites.entry(channel).or_default();
        match list.iter_mut().find(|o| o.0 == bot && o.1 == 1) {
            Some(o) => {
                o.2 &= !bits;
                o.3 |= bits;
            }
            None => list.push((bot, 1, 0, bits)),
        }
        st.channel_update_event(channel);
        drop(st);
        self.inner.changed();
    }

    /// What the bot may do in a channel or thread now, by the overwrites (bits as Discord's).
    pub fn bot_permissions(&self, channel: ChannelId) -> u64 {
        let st = self.inner.lock();
        st.permissions_in(st.bot.id, channel)
    }

    /// The `d` of every gateway dispatch of type `t` (e.g. "THREAD_CREATE") sent to any
    /// session so far, in the order sent.
    pub fn gateway_events(&self, t: &str) -> Vec<Value> {
        let st = self.inner.lock();
        let mut frames: Vec<(usize, u64, Value)> = st
            .sessions
            .values()
            .flat_map(|s| {
                s.sent.iter().filter_map(move |(seq, text)| {
                    let v: Value = serde_json::from_str(text).ok()?;
                    (v["t"] == t).then(|| (s.ready_index, *seq, v["d"].clone()))
                })
            })
            .collect();
        frames.sort_by_key(|(ready, seq, _)| (*ready, *seq));
        frames.into_iter().map(|(_, _, d)| d).collect()
    }
}
