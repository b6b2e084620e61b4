//! JSON shapes the simulator sends: users, members, channels, the guild, READY, messages and
//! interactions. Every gateway dispatch is checked against serenity's own model types before it
//! is sent (see `validate_dispatch`), because serenity drops a malformed event silently.

use serde_json::{json, Value};
use serenity::model::application::{Command, Interaction};
use serenity::model::channel::GuildChannel;
use serenity::model::channel::Message;
use serenity::model::event::{
    ChannelUpdateEvent, Event, GatewayEvent, GuildCreateEvent, GuildScheduledEventCreateEvent,
    GuildScheduledEventDeleteEvent, GuildScheduledEventUpdateEvent,
    GuildScheduledEventUserAddEvent, ThreadCreateEvent, ThreadDeleteEvent, ThreadUpdateEvent,
};
use serenity::model::gateway::Ready;

use super::attachments::attachment_json;
use super::{SimChannel, SimMessage, SimUser, State};

pub const JOINED_AT: &str = "2024-01-01T00:00:00.000000+00:00";
/// A permission set wide enough for anything a game bot does.
pub const PERMISSIONS: &str = "1099511627775";
/// What @everyone may do: everything but Administrator (which would override every
/// channel's permission overwrites, as on Discord).
pub const EVERYONE_PERMISSIONS: &str = "1099511627767";
/// Message flag: a thread was started from this message.
pub const HAS_THREAD: u64 = 1 << 5;

pub fn user_json(u: &SimUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name,
        "global_name": u.name,
        "discriminator": "0",
        "avatar": null,
        "bot": u.is_bot,
        "public_flags": 0,
    })
}

pub fn member_json(u: &SimUser, with_user: bool) -> Value {
    let mut m = json!({
        "roles": [],
        "joined_at": JOINED_AT,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "nick": null,
        "avatar": null,
        "premium_since": null,
    });
    if with_user {
        m["user"] = user_json(u);
    }
    m
}

impl State {
    pub(crate) fn guild_channel_json(&self, idx: usize) -> Value {
        self.text_channel_json(self.guild_id, &self.channels[idx], idx)
    }

    /// A text channel of `guild` at `position`, with its permission overwrites.
    fn text_channel_json(
        &self,
        guild: serenity::model::id::GuildId,
        ch: &SimChannel,
        position: usize,
    ) -> Value {
        let mut channel = channel_object(guild, ch, position);
        if let Some(overwrites) = self.overwrites.get(&ch.id) {
            channel["permission_overwrites"] = overwrites
                .iter()
                .map(|(who, kind, allow, deny)| {
                    json!({"id": who.to_string(), "type": kind,
                           "allow": allow.to_string(), "deny": deny.to_string()})
                })
                .collect();
        }
        channel
    }

    pub(crate) fn dm_channel_json(
        &self,
        channel: serenity::model::id::ChannelId,
        user: &SimUser,
    ) -> Value {
        json!({
            "id": channel.to_string(),
            "type": 1,
            "last_message_id": null,
            "recipients": [user_json(user)],
            "flags": 0,
        })
    }

    pub(crate) fn channel_json(&self, channel: serenity::model::id::ChannelId) -> Option<Value> {
        if let Some(i) = self.channels.iter().position(|c| c.id == channel) {
            return Some(self.guild_channel_json(i));
        }
        for g in &self.other_guilds {
            if let Some(i) = g.channels.iter().position(|c| c.id == channel) {
                return Some(self.text_channel_json(g.id, &g.channels[i], i));
            }
        }
        if let Some(t) = self.threads.get(&channel) {
            return (!t.deleted).then(|| self.thread_json(t));
        }
        let user = self.dm_channels.get(&channel)?;
        Some(self.dm_channel_json(channel, &self.users[user]))
    }

    /// GUILD_CREATE of the guild `id` (the first one or one of `other_guilds`); every user
    /// is a member of every guild.
    pub(crate) fn guild_json(&self, id: serenity::model::id::GuildId) -> Value {
        let (name, channels) = if id == self.guild_id {
            (self.guild_name.as_str(), self.channels.as_slice())
        } else {
            let other = self
                .other_guilds
                .iter()
                .find(|g| g.id == id)
                .expect("a guild of the simulator");
            (other.name.as_str(), other.channels.as_slice())
        };
        let g = id.to_string();
        let members: Vec<Value> = self
            .users
            .values()
            .map(|u| {
                let mut m = member_json(u, true);
                if let Some((roles, _)) = self.members.get(&u.id) {
                    m["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
                }
                m
            })
            .collect();
        let channels: Vec<Value> = channels
            .iter()
            .enumerate()
            .map(|(i, c)| self.text_channel_json(id, c, i))
            .collect();
        // The active threads (Discord leaves archived ones out of GUILD_CREATE).
        let threads: Vec<Value> = self
            .threads
            .values()
            .filter(|t| t.guild == id && !t.deleted && !t.archived)
            .map(|t| self.thread_json(t))
            .collect();
        let mut roles = vec![json!({
            "id": g,
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": EVERYONE_PERMISSIONS,
            "managed": false,
            "mentionable": false,
            "flags": 0,
        })];
        if id == self.guild_id {
            for (i, (role, name)) in self.roles.iter().enumerate() {
                roles.push(role_json(*role, name, i + 1));
            }
        }
        json!({
            "id": g,
            "name": name,
            "icon": null,
            "splash": null,
            "discovery_splash": null,
            "owner_id": self.owner.id.to_string(),
            "afk_channel_id": null,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": roles,
            "emojis": [],
            "features": [],
            "mfa_level": 0,
            "application_id": null,
            "system_channel_id": null,
            "system_channel_flags": 0,
            "rules_channel_id": null,
            "vanity_url_code": null,
            "description": null,
            "banner": null,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": null,
            "nsfw_level": 0,
            "stickers": [],
            "premium_progress_bar_enabled": false,
            "joined_at": JOINED_AT,
            "large": false,
            "unavailable": false,
            "member_count": members.len(),
            "voice_states": [],
            "members": members,
            "channels": channels,
            "threads": threads,
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": self.guild_events_json(id),
        })
    }

    /// READY for a session of `shard`, listing the guilds of that shard (as unavailable:
    /// their GUILD_CREATEs follow).
    pub(crate) fn ready_json(
        &self,
        session_id: &str,
        shard: [u64; 2],
        guilds: &[serenity::model::id::GuildId],
        gateway_url: &str,
    ) -> Value {
        let guilds: Vec<Value> = guilds
            .iter()
            .map(|g| json!({"id": g.to_string(), "unavailable": true}))
            .collect();
        json!({
            "v": 10,
            "user": {
                "id": self.bot.id.to_string(),
                "username": self.bot.name,
                "global_name": null,
                "discriminator": "0",
                "avatar": null,
                "bot": true,
                "verified": true,
                "mfa_enabled": false,
                "flags": 0,
            },
            "guilds": guilds,
            "session_id": session_id,
            "resume_gateway_url": gateway_url,
            "shard": shard,
            "application": {"id": self.app_id.to_string(), "flags": 0},
        })
    }

    pub(crate) fn application_json(&self) -> Value {
        json!({
            "id": self.app_id.to_string(),
            "name": self.bot.name,
            "icon": null,
            "description": "",
            "bot_public": true,
            "bot_require_code_grant": false,
            "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
            "owner": user_json(&self.owner),
            "team": null,
            "flags": 0,
            "bot": user_json(&self.bot),
        })
    }

    pub(crate) fn message_json(&self, m: &SimMessage) -> Value {
        let mut v = json!({
            "id": m.id.to_string(),
            "channel_id": m.channel_id.to_string(),
            "author": user_json(&self.bot),
            "content": m.content,
            "timestamp": m.timestamp,
            "edited_timestamp": m.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "mention_channels": [],
            "attachments": m
                .attachments()
                .iter()
                .map(|a| attachment_json(a, m.is_ephemeral()))
                .collect::<Vec<_>>(),
            "embeds": m.embeds,
            "reactions": [],
            "pinned": false,
            "type": m.message_type,
            "flags": m.flags,
            "components": m.components,
        });
        if let Some(guild) = self.guild_of_channel(m.channel_id) {
            v["guild_id"] = json!(guild.to_string());
        }
        if m.interaction.is_some() {
            v["webhook_id"] = json!(self.app_id.to_string());
            v["application_id"] = json!(self.app_id.to_string());
        }
        // The message a thread was started from carries the thread, and HAS_THREAD.
        if let Some(t) = self.thread_of_message(m.id) {
            v["thread"] = self.thread_json(t);
            v["flags"] = json!(m.flags | HAS_THREAD);
        }
        // A thread's first message (type 18, "started a thread") points at the thread.
        if let (18, Some(t)) = (m.message_type, self.thread_announced_by(m.id)) {
            v["message_reference"] = json!({
                "type": 0,
                "channel_id": t.id.to_string(),
                "guild_id": t.guild.to_string(),
            });
        }
        v
    }
}

fn channel_object(guild: serenity::model::id::GuildId, ch: &SimChannel, position: usize) -> Value {
    json!({
        "id": ch.id.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "name": ch.name,
        "position": position,
        "permission_overwrites": [],
        "nsfw": false,
        "topic": null,
        "last_message_id": null,
        "parent_id": null,
        "rate_limit_per_user": 0,
        "flags": 0,
    })
}

/// Checks a dispatch the simulator is about to send against serenity's own types, so it cannot
/// vanish into `Event::Unknown`.
pub fn validate_dispatch(t: &str, d: &Value, frame: &Value) -> Result<(), String> {
    let typed = match t {
        "READY" => serde_json::from_value::<Ready>(d.clone()).map(drop),
        "GUILD_CREATE" => serde_json::from_value::<GuildCreateEvent>(d.clone()).map(drop),
        "INTERACTION_CREATE" => serde_json::from_value::<Interaction>(d.clone()).map(drop),
        "THREAD_CREATE" => serde_json::from_value::<ThreadCreateEvent>(d.clone()).map(drop),
        "THREAD_UPDATE" => serde_json::from_value::<ThreadUpdateEvent>(d.clone()).map(drop),
        "THREAD_DELETE" => serde_json::from_value::<ThreadDeleteEvent>(d.clone()).map(drop),
        "CHANNEL_UPDATE" => serde_json::from_value::<ChannelUpdateEvent>(d.clone()).map(drop),
        "GUILD_SCHEDULED_EVENT_CREATE" => {
            serde_json::from_value::<GuildScheduledEventCreateEvent>(d.clone()).map(drop)
        }
        "GUILD_SCHEDULED_EVENT_UPDATE" => {
            serde_json::from_value::<GuildScheduledEventUpdateEvent>(d.clone()).map(drop)
        }
        "GUILD_SCHEDULED_EVENT_DELETE" => {
            serde_json::from_value::<GuildScheduledEventDeleteEvent>(d.clone()).map(drop)
        }
        "GUILD_SCHEDULED_EVENT_USER_ADD" => {
            serde_json::from_value::<GuildScheduledEventUserAddEvent>(d.clone()).map(drop)
        }
        _ => Ok(()),
    };
    typed.map_err(|e| format!("{t} does not deserialize as serenity's type: {e}\npayload: {d}"))?;
    match serde_json::from_value::<GatewayEvent>(frame.clone()) {
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(_))) => Err(format!(
            "{t} would reach the bot as Event::Unknown: {frame}"
        )),
        Ok(_) => Ok(()),
        Err(e) => Err(format!("{t} is not a valid gateway frame: {e}: {frame}")),
    }
}

/// Checks a message object the simulator returns over REST.
pub fn validate_message(v: &Value) -> Result<(), String> {
    serde_json::from_value::<Message>(v.clone())
        .map(drop)
        .map_err(|e| format!("message does not deserialize as serenity's Message: {e}\n{v}"))
}

/// Checks a channel object (a thread) the simulator returns over REST.
pub fn validate_guild_channel(v: &Value) -> Result<(), String> {
    serde_json::from_value::<GuildChannel>(v.clone())
        .map(drop)
        .map_err(|e| format!("channel does not deserialize as serenity's GuildChannel: {e}\n{v}"))
}

/// Checks a command object the simulator returns from a registration.
pub fn validate_command(v: &Value) -> Result<Command, String> {
    serde_json::from_value::<Command>(v.clone())
        .map_err(|e| format!("command does not deserialize as serenity's Command: {e}\n{v}"))
}

/// A role of the guild as Discord sends it (in GUILD_CREATE and a role select's `resolved`).
pub(crate) fn role_json(id: u64, name: &str, position: usize) -> Value {
    json!({
        "id": id.to_string(),
        "name": name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": position,
        "permissions": "0",
        "managed": false,
        "mentionable": true,
        "flags": 0,
    })
}
