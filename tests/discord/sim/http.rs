//! The REST API: startup endpoints, command registration, interaction callbacks, webhook
//! follow-ups and edits, channel messages, DMs. Every request is answered the way Discord would,
//! including its JSON errors, and every post is logged.

use std::sync::Arc;
use std::time::Instant;

use axum::body::{Body, Bytes};
use axum::extract::State as AxState;
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use serde_json::{json, Value};
use serenity::model::id::{
    ApplicationId, ChannelId, CommandId, GuildId, InteractionId, MessageId, UserId,
};

use super::attachments::{self, FormPart, Plan, Refusal};
use super::events;
use super::payloads::{self, member_json, user_json};
use super::rules::{self, Problem, EPHEMERAL};
use super::threads;
use super::weather;
use super::{
    Callback, Fault, Inner, OpenModal, PostKind, Registration, RequestRecord, State, Visibility,
};

pub(crate) struct Reply {
    pub(super) status: u16,
    pub(super) body: Option<Value>,
    headers: Vec<(&'static str, String)>,
    /// The connection drops instead of the answer.
    dropped: bool,
}

pub(super) fn ok(v: Value) -> Reply {
    Reply {
        status: 200,
        body: Some(v),
        headers: Vec::new(),
        dropped: false,
    }
}

/// 201 Created, as Discord answers a new thread.
pub(super) fn created(v: Value) -> Reply {
    Reply {
        status: 201,
        ..ok(v)
    }
}

pub(super) fn no_content() -> Reply {
    Reply {
        status: 204,
        body: None,
        headers: Vec::new(),
        dropped: false,
    }
}

pub(super) fn err(status: u16, code: u64, message: &str) -> Reply {
    Reply {
        status,
        body: Some(json!({"code": code, "message": message})),
        headers: Vec::new(),
        dropped: false,
    }
}

/// Whether a request makes or changes a thread (what `Simulator::inject_thread_faults` hits).
fn is_thread_write(method: &Method, path: &str) -> bool {
    let segs: Vec<&str> = path
        .trim_start_matches("/api/v10/")
        .trim_end_matches('/')
        .split('/')
        .collect();
    matches!(
        (method.as_str(), segs.as_slice()),
        ("POST", ["channels", _, "messages", _, "threads"])
            | ("POST", ["channels", _, "threads"])
            | ("PATCH", ["channels", _])
    )
}

/// Whether a request writes a message in a channel (a post or an edit): what Discord
/// rate-limits per channel, and what injected faults hit.
fn is_channel_write(method: &Method, path: &str) -> bool {
    let segs: Vec<&str> = path
        .trim_start_matches("/api/v10/")
        .trim_end_matches('/')
        .split('/')
        .collect();
    matches!(
        (method.as_str(), segs.as_slice()),
        ("POST", ["channels", _, "messages"]) | ("PATCH", ["channels", _, "messages", _])
    )
}

pub(super) fn form_err(problems: &[Problem]) -> Reply {
    Reply {
        status: 400,
        body: Some(
            json!({"code": 50035, "message": "Invalid Form Body", "errors": rules::errors_object(problems)}),
        ),
        headers: Vec::new(),
        dropped: false,
    }
}

pub(super) fn error_code(r: &Reply) -> Option<u64> {
    r.body
        .as_ref()
        .and_then(|b| b.get("code"))
        .and_then(Value::as_u64)
}

pub(super) fn describe(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(Problem::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

pub(crate) async fn handle(
    AxState(inner): AxState<Arc<Inner>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().to_string();
    let ctype = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let auth = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    if let Some(answer) = super::oauth::handle(&inner, &method, &uri, auth.as_deref(), &body) {
        return answer;
    }
    if method == Method::GET
        && (path.starts_with("/attachments/") || path.starts_with("/media/attachments/"))
    {
        return serve_attachment(&inner, &path);
    }
    let reply = {
        let mut st = inner.lock();
        let webhooks = st.sky.webhooks();
        let threads = st.sky.threads();
        let event_writes = st.sky.events();
        let weather_route =
            weather::route_of(method.as_str(), &path, webhooks, threads, event_writes);
        // Faults injected by hand hit channel writes, thread writes and scheduled-event
        // writes, in order.
        let queued = if is_channel_write(&method, &path) {
            st.faults.pop_front()
        } else if is_thread_write(&method, &path) {
            st.thread_faults.pop_front()
        } else if events::is_event_write(method.as_str(), &path) {
            st.event_faults.pop_front()
        } else {
            None
        };
        let decision = match &weather_route {
            Some(r) => st.sky.decide(r, queued),
            None => weather::Decision {
                refused: None,
                fault: queued,
            },
        };
        let reply = match (decision.refused, decision.fault, parse_body(&ctype, &body)) {
            (Some((body, headers)), _, _) => Reply {
                status: 429,
                body: Some(body),
                headers,
                dropped: false,
            },
            (
                None,
                Some(
                    f @ (Fault::RateLimited { retry_after }
                    | Fault::GlobalRateLimited { retry_after }),
                ),
                _,
            ) => {
                let global = matches!(f, Fault::GlobalRateLimited { .. });
                let mut headers = vec![
                    ("retry-after", retry_after.ceil().to_string()),
                    (
                        "x-ratelimit-scope",
                        if global { "global" } else { "user" }.to_string(),
                    ),
                ];
                if global {
                    headers.push(("x-ratelimit-global", "true".to_string()));
                } else {
                    headers.push(("x-ratelimit-remaining", "0".to_string()));
                    headers.push(("x-ratelimit-reset-after", format!("{retry_after:.3}")));
                }
                Reply {
                    status: 429,
                    body: Some(json!({
                        "message": "You are being rate limited.",
                        "retry_after": retry_after,
                        "global": global,
                    })),
                    headers,
                    dropped: false,
                }
            }
            (None, Some(Fault::ServerError), _) => err(500, 0, "500: Internal Server Error"),
            (None, Some(Fault::BadGateway), _) => err(502, 0, "502: Bad Gateway"),
            (None, Some(Fault::Unavailable), _) => err(503, 0, "503: Service Unavailable"),
            (None, Some(Fault::Dropped), _) => Reply {
                dropped: true,
                ..no_content()
            },
            (None, fault, Ok((v, parts))) => {
                let mut reply = route(
                    &mut st,
                    &method,
                    &path,
                    uri.query(),
                    auth.as_deref(),
                    v,
                    &parts,
                );
                if let (Some(r), true) = (&weather_route, reply.status < 300) {
                    // A lost or cut answer tells the bot nothing, its bucket headers included.
                    let told = !matches!(fault, Some(Fault::LostAnswer | Fault::DroppedAfterWrite));
                    let bucket = st.sky.written(r, told);
                    reply.headers.extend(bucket);
                }
                match fault {
                    Some(Fault::LostAnswer) => err(502, 0, "502: Bad Gateway"),
                    Some(Fault::DroppedAfterWrite) => Reply {
                        dropped: true,
                        ..reply
                    },
                    _ => reply,
                }
            }
            (None, _, Err((rule, e))) => {
                st.violation(rule, Some(50109), None, format!("{method} {path}: {e}"));
                err(400, 50109, "The request body contains invalid JSON.")
            }
        };
        st.requests.push(RequestRecord {
            method: method.to_string(),
            path: path.clone(),
            status: reply.status,
            at: Instant::now(),
        });
        reply
    };
    inner.changed();
    if reply.dropped {
        // The answer's body fails on the way: the connection closes before the answer is
        // complete, and the bot cannot tell whether the write was made.
        let cut = futures_util::stream::once(async {
            Err::<Bytes, std::io::Error>(std::io::Error::other("connection dropped"))
        });
        return Response::builder()
            .status(StatusCode::OK)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from_stream(cut))
            .expect("response");
    }
    let mut resp = Response::builder().status(StatusCode::from_u16(reply.status).expect("status"));
    for (name, value) in &reply.headers {
        resp = resp.header(*name, value);
    }
    match reply.body {
        Some(b) => {
            resp = resp.header(header::CONTENT_TYPE, "application/json");
            resp.body(Body::from(b.to_string())).expect("response")
        }
        None => resp.body(Body::empty()).expect("response"),
    }
}

/// A JSON body, or a multipart one (a message with files): its `payload_json` and every part.
/// An error names the violated rule.
fn parse_body(ctype: &str, body: &[u8]) -> Result<(Value, Vec<FormPart>), (&'static str, String)> {
    if body.is_empty() {
        return Ok((Value::Null, vec![]));
    }
    if let Some(boundary) = attachments::boundary(ctype) {
        let parts =
            attachments::parse_multipart(body, &boundary).map_err(|e| ("invalid-multipart", e))?;
        let json = match parts.iter().find(|p| p.name == "payload_json") {
            Some(p) => serde_json::from_slice(&p.bytes)
                .map_err(|e| ("invalid-json", format!("payload_json: {e}")))?,
            None => json!({}),
        };
        return Ok((json, parts));
    }
    let json = serde_json::from_slice(body).map_err(|e| ("invalid-json", e.to_string()))?;
    Ok((json, vec![]))
}

/// A file of a message, as Discord's CDN would serve it.
fn serve_attachment(inner: &Inner, path: &str) -> Response {
    let mut st = inner.lock();
    let found = st
        .served_attachment(path)
        .map(|a| (a.bytes.clone(), a.content_type.clone()));
    st.requests.push(RequestRecord {
        method: "GET".into(),
        path: path.to_string(),
        status: if found.is_some() { 200 } else { 404 },
        at: Instant::now(),
    });
    drop(st);
    match found {
        Some((bytes, ctype)) => Response::builder()
            .status(StatusCode::OK)
            .header(
                header::CONTENT_TYPE,
                ctype.unwrap_or_else(|| "application/octet-stream".into()),
            )
            .body(Body::from(bytes.to_vec()))
            .expect("response"),
        None => Response::builder()
            .status(StatusCode::NOT_FOUND)
            .body(Body::empty())
            .expect("response"),
    }
}

/// Whether a request carries files (`files[N]` parts).
fn has_files(parts: &[FormPart]) -> bool {
    parts.iter().any(|p| p.name.starts_with("files["))
}

/// Checks the files of a message body (`data`, at `prefix` in errors) against the current
/// attachments of `target` (`None` for a new message). A refusal comes with its reply and what
/// to record.
fn plan_files(
    st: &State,
    prefix: &str,
    data: &Value,
    parts: &[FormPart],
    target: Option<MessageId>,
) -> Result<Plan, (Reply, String)> {
    let existing = target.map(|t| st.messages[&t].attachments());
    attachments::plan(prefix, data, parts, existing).map_err(|r| match r {
        Refusal::Form(p) => (form_err(&p), describe(&p)),
        Refusal::TooLarge(d) => (err(413, 40005, "Request entity too large"), d),
    })
}

/// The attachments an accepted plan gives a message in `channel` (`target`: the message being
/// edited, whose attachments it may keep); `None` when it leaves them as they are.
fn apply_files(
    st: &mut State,
    channel: ChannelId,
    plan: &Plan,
    parts: &[FormPart],
    target: Option<MessageId>,
) -> Option<Vec<attachments::SimAttachment>> {
    let existing = target
        .map(|t| st.messages[&t].attachments().to_vec())
        .unwrap_or_default();
    st.attachments_for(channel, plan, parts, &existing)
}

/// After an accepted post (log entry `index`) on message `mid`: what Discord accepts but shows
/// broken is recorded (a `.png` that is no PNG, an embed image naming no attachment), and the
/// log entry gets the attachments the post set.
fn files_done(
    st: &mut State,
    index: usize,
    mid: MessageId,
    data: &Value,
    plan: &Plan,
    ix: Option<InteractionId>,
) {
    for w in &plan.warnings {
        st.violation("invalid-png", None, ix, format!("message {mid}: {w}"));
    }
    let names: Vec<String> = st.messages[&mid]
        .attachments()
        .iter()
        .map(|a| a.filename.clone())
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    for name in attachments::dangling_embed_refs(data, &names) {
        st.violation(
            "embed-attachment-missing",
            None,
            ix,
            format!("message {mid}: an embed shows attachment://{name}, but the message has no such file (it has {names:?}); Discord leaves the image empty"),
        );
    }
    if plan.slots.is_some() {
        st.log[index].attachments = Some(st.messages[&mid].attachments().to_vec());
    }
}

pub(super) fn id(s: &str) -> Option<u64> {
    s.parse().ok().filter(|n| *n != 0)
}

#[allow(clippy::too_many_arguments)]
fn route(
    st: &mut State,
    method: &Method,
    path: &str,
    query: Option<&str>,
    auth: Option<&str>,
    body: Value,
    parts: &[FormPart],
) -> Reply {
    let Some(rest) = path.strip_prefix("/api/v10/") else {
        st.violation(
            "unhandled-route",
            None,
            None,
            format!("{method} {path}: not under /api/v10"),
        );
        return err(404, 0, "404: Not Found");
    };
    let segs: Vec<&str> = rest.trim_end_matches('/').split('/').collect();
    let m = method.as_str();

    // Interaction callbacks and webhooks are authenticated by their token, not the bot token.
    let token_auth = matches!(segs.first(), Some(&"interactions") | Some(&"webhooks"));
    if !token_auth {
        let want = format!("Bot {}", st.cfg.token);
        if auth != Some(want.as_str()) {
            st.violation(
                "unauthorized",
                Some(0),
                None,
                format!("{m} {path} with Authorization {auth:?}"),
            );
            return err(401, 0, "401: Unauthorized");
        }
    }

    match (m, segs.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": st.gateway_url})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": st.gateway_url,
            "shards": st.cfg.recommended_shards,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            ok(st.application_json())
        }
        ("GET", ["users", "@me"]) => {
            let mut u = user_json(&st.bot);
            u["verified"] = json!(true);
            u["mfa_enabled"] = json!(false);
            u["flags"] = json!(0);
            ok(u)
        }
        ("POST", ["users", "@me", "channels"]) => open_dm(st, &body),
        ("GET", ["users", u]) => match id(u).map(UserId::new).and_then(|u| st.users.get(&u)) {
            Some(u) => ok(user_json(u)),
            None => err(404, 10013, "Unknown User"),
        },
        ("GET", ["channels", c]) => match id(c).and_then(|c| st.channel_json(ChannelId::new(c))) {
            Some(v) => ok(v),
            None => err(404, 10003, "Unknown Channel"),
        },
        ("POST", ["channels", c, "typing"]) => {
            match id(c).and_then(|c| st.channel_json(ChannelId::new(c))) {
                Some(_) => no_content(),
                None => err(404, 10003, "Unknown Channel"),
            }
        }
        ("POST", ["channels", c, "messages"]) => channel_post(st, c, &body, parts),
        ("POST", ["channels", c, "messages", mid, "threads"]) => {
            threads::create_thread(st, c, Some(mid), &body)
        }
        ("POST", ["channels", c, "threads"]) => threads::create_thread(st, c, None, &body),
        ("PATCH", ["channels", c]) => threads::edit_thread(st, c, &body),
        ("DELETE", ["channels", c]) => threads::delete_thread(st, c),
        ("GET" | "PATCH" | "DELETE", ["channels", c, "messages", mid]) => {
            channel_message(st, m, c, mid, &body, parts)
        }
        ("GET", ["guilds", g, "members", u]) => {
            if id(g) != Some(st.guild_id.get()) {
                return err(404, 10004, "Unknown Guild");
            }
            match id(u).map(UserId::new).and_then(|u| st.users.get(&u)) {
                Some(u) => {
                    let mut v = member_json(u, true);
                    v["guild_id"] = json!(st.guild_id.to_string());
                    ok(v)
                }
                None => err(404, 10007, "Unknown Member"),
            }
        }
        ("GET", ["guilds", g, "channels"]) => {
            if id(g) != Some(st.guild_id.get()) {
                return err(404, 10004, "Unknown Guild");
            }
            ok(Value::Array(
                (0..st.channels.len())
                    .map(|i| st.guild_channel_json(i))
                    .collect(),
            ))
        }
        (_, ["guilds", g, "scheduled-events", rest @ ..]) => {
            events::route(st, m, g, rest, query, &body)
        }
        ("GET", ["applications", app, "activity-instances", instance]) => {
            super::oauth::activity_instance(st, app, instance)
        }
        (_, ["applications", app, "commands"]) => commands(st, m, app, None, &body),
        (_, ["applications", app, "guilds", g, "commands"]) => {
            if id(g) != Some(st.guild_id.get()) {
                st.violation(
                    "unknown-guild",
                    Some(10004),
                    None,
                    format!("commands for guild {g}"),
                );
                return err(404, 10004, "Unknown Guild");
            }
            let g = st.guild_id;
            commands(st, m, app, Some(g), &body)
        }
        ("POST", ["interactions", iid, token, "callback"]) => {
            callback(st, iid, token, &body, parts)
        }
        ("POST", ["webhooks", app, token]) => followup(st, app, token, &body, parts),
        ("GET" | "PATCH" | "DELETE", ["webhooks", app, token, "messages", mid]) => {
            webhook_message(st, m, app, token, mid, &body, parts)
        }
        _ => {
            st.violation(
                "unhandled-route",
                None,
                None,
                format!("the simulator does not implement {m} {path}; add it to tests/discord/sim/http.rs"),
            );
            err(404, 0, "404: Not Found")
        }
    }
}

// ----- Commands ----------------------------------------------------------------------------

fn commands(st: &mut State, m: &str, app: &str, scope: Option<GuildId>, body: &Value) -> Reply {
    if id(app) != Some(st.app_id.get()) {
        st.violation(
            "unknown-application",
            Some(10002),
            None,
            format!("commands of application {app}"),
        );
        return err(404, 10002, "Unknown Application");
    }
    match m {
        "GET" => ok(Value::Array(
            st.current_commands(scope).cloned().unwrap_or_default(),
        )),
        "PUT" => {
            let mut problems = vec![];
            rules::check_commands(body, &mut problems);
            if !problems.is_empty() {
                st.violation("invalid-commands", Some(50035), None, describe(&problems));
                return form_err(&problems);
            }
            let list: Vec<Value> = body
                .as_array()
                .expect("checked")
                .iter()
                .map(|c| command_object(st, scope, c))
                .collect();
            for c in &list {
                if let Err(e) = payloads::validate_command(c) {
                    st.violation("simulator-bug", None, None, e);
                }
            }
            let ready_index = st.ready_sent;
            st.registrations.push(Registration {
                scope,
                commands: list.clone(),
                ready_index,
                at: Instant::now(),
            });
            ok(Value::Array(list))
        }
        "POST" => {
            let mut problems = vec![];
            rules::check_commands(&json!([body]), &mut problems);
            if !problems.is_empty() {
                st.violation("invalid-commands", Some(50035), None, describe(&problems));
                return form_err(&problems);
            }
            let c = command_object(st, scope, body);
            let mut list = st.current_commands(scope).cloned().unwrap_or_default();
            list.retain(|x| !(x["name"] == c["name"] && x["type"] == c["type"]));
            list.push(c.clone());
            let ready_index = st.ready_sent;
            st.registrations.push(Registration {
                scope,
                commands: list,
                ready_index,
                at: Instant::now(),
            });
            ok(c)
        }
        _ => {
            st.violation("unhandled-route", None, None, format!("{m} commands"));
            err(405, 0, "405: Method Not Allowed")
        }
    }
}

/// The command object Discord returns for a registered command.
fn command_object(st: &mut State, scope: Option<GuildId>, c: &Value) -> Value {
    let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
    let name = c
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let key = (scope, kind, name.clone());
    let cid = match st.command_ids.get(&key) {
        Some(id) => *id,
        None => {
            let id = CommandId::new(st.snowflake());
            st.command_ids.insert(key, id);
            id
        }
    };
    let version = st.snowflake();
    let mut v = c.clone();
    let o = v.as_object_mut().expect("command object");
    o.insert("id".into(), json!(cid.to_string()));
    o.insert("application_id".into(), json!(st.app_id.to_string()));
    o.insert("version".into(), json!(version.to_string()));
    o.insert("type".into(), json!(kind));
    o.entry("description").or_insert(json!(""));
    o.entry("options").or_insert(json!([]));
    o.entry("default_member_permissions").or_insert(Value::Null);
    o.entry("nsfw").or_insert(json!(false));
    match scope {
        Some(g) => {
            o.insert("guild_id".into(), json!(g.to_string()));
        }
        None => {
            o.entry("dm_permission").or_insert(json!(true));
        }
    }
    v
}

// ----- Interactions ------------------------------------------------------------------------

fn visibility_for(st: &State, channel: ChannelId, user: UserId, flags: u64) -> Visibility {
    if st.dm_channels.contains_key(&channel) {
        Visibility::Dm(user)
    } else if flags & EPHEMERAL != 0 {
        Visibility::Ephemeral(user)
    } else {
        Visibility::Public
    }
}

fn check_json(st: &mut State, mid: MessageId) {
    let v = st.message_json(&st.messages[&mid]);
    if let Err(e) = payloads::validate_message(&v) {
        st.violation("simulator-bug", None, None, e);
    }
}

fn callback(st: &mut State, iid: &str, token: &str, body: &Value, parts: &[FormPart]) -> Reply {
    let now = Instant::now();
    let Some(ix_id) = id(iid)
        .map(InteractionId::new)
        .filter(|i| st.interactions.contains_key(i))
    else {
        st.violation(
            "unknown-interaction",
            Some(10062),
            None,
            format!("callback for unknown interaction {iid}"),
        );
        return err(404, 10062, "Unknown interaction");
    };
    let kind = body.get("type").and_then(Value::as_u64).unwrap_or(0) as u8;
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let (ix_kind, dispatched_at, ack, expired, ix_token, ix_msg, user, channel, label) = {
        let ix = &st.interactions[&ix_id];
        (
            ix.kind,
            ix.dispatched_at,
            ix.ack,
            ix.expired,
            ix.token.clone(),
            ix.message,
            ix.user,
            ix.channel,
            ix.label.clone(),
        )
    };
    let latency = now.duration_since(dispatched_at);
    let deadline = st.cfg.callback_deadline;

    let reject = |st: &mut State, reply: Reply, rule: &'static str, detail: String| -> Reply {
        let code = error_code(&reply);
        st.violation(rule, code, Some(ix_id), format!("{label}: {detail}"));
        st.record_post(
            PostKind::Callback(kind),
            Some(ix_id),
            None,
            Some(channel),
            body,
            reply.status,
            code,
        );
        st.interactions
            .get_mut(&ix_id)
            .expect("ix")
            .callbacks
            .push(Callback {
                kind,
                data: data.clone(),
                latency,
                status: reply.status,
                error: code,
                message_id: None,
            });
        reply
    };

    if ix_token != token {
        return reject(
            st,
            err(404, 10062, "Unknown interaction"),
            "unknown-interaction",
            format!("callback with a wrong token {token:?}"),
        );
    }
    if expired {
        return reject(
            st,
            err(404, 10062, "Unknown interaction"),
            "late-callback",
            "callback for an interaction that already expired".into(),
        );
    }
    if ack.is_some() {
        return reject(
            st,
            err(400, 40060, "Interaction has already been acknowledged."),
            "double-callback",
            format!(
                "second callback (type {kind}) after a type {} callback",
                ack.unwrap_or(0)
            ),
        );
    }
    if latency > deadline {
        st.interactions.get_mut(&ix_id).expect("ix").expired = true;
        return reject(
            st,
            err(404, 10062, "Unknown interaction"),
            "late-callback",
            format!(
                "callback (type {kind}) {} ms after dispatch; Discord allows {} ms",
                latency.as_millis(),
                deadline.as_millis()
            ),
        );
    }
    let allowed: &[u8] = match ix_kind {
        // 12: LAUNCH_ACTIVITY, for an app with an Activity.
        2 => &[4, 5, 9, 12],
        3 => &[4, 5, 6, 7, 9, 12],
        5 if ix_msg.is_some() => &[4, 5, 6, 7],
        5 => &[4, 5],
        4 => &[8],
        _ => &[],
    };
    if !allowed.contains(&kind) {
        let problems = [Problem {
            path: "type".into(),
            code: "INTERACTION_CALLBACK_TYPE_INVALID",
            message: format!("callback type {kind} is not valid for interaction type {ix_kind} (allowed {allowed:?})"),
        }];
        return reject(
            st,
            form_err(&problems),
            "invalid-callback-type",
            describe(&problems),
        );
    }
    let mut problems = vec![];
    match kind {
        4 | 7 => rules::check_message("data", &data, &mut problems),
        9 => rules::check_modal("data", &data, &mut problems),
        8 => rules::check_autocomplete("data", &data, &mut problems),
        _ => {}
    }
    if !problems.is_empty() {
        return reject(st, form_err(&problems), "invalid-body", describe(&problems));
    }
    if kind == 4 && rules::is_empty_message(&data) && !has_files(parts) {
        return reject(
            st,
            err(400, 50006, "Cannot send an empty message"),
            "empty-message",
            "type 4 callback with an empty message".into(),
        );
    }
    // Files go with a new message (4) or an update (7) and answer to its attachments.
    let plan = match kind {
        4 => plan_files(st, "data", &data, parts, None),
        7 => plan_files(
            st,
            "data",
            &data,
            parts,
            ix_msg.filter(|m| st.messages.contains_key(m)),
        ),
        _ => Ok(Plan::default()),
    };
    let plan = match plan {
        Ok(p) => p,
        Err((reply, detail)) => return reject(st, reply, "invalid-attachments", detail),
    };
    let flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0);
    let message_type = if ix_kind == 2 { 20 } else { 0 };
    let mut message_id = None;
    let mut settled = false;
    match kind {
        4 | 5 => {
            let vis = visibility_for(st, channel, user, flags);
            let files = apply_files(st, channel, &plan, parts, None).unwrap_or_default();
            let mid = st.create_message(
                channel,
                vis,
                Some(ix_id),
                message_type,
                &data,
                files,
                kind == 5,
            );
            check_json(st, mid);
            message_id = Some(mid);
            settled = kind == 4;
        }
        6 | 7 => {
            let mid = ix_msg.expect("component message");
            if st.messages.get(&mid).map(|m| m.deleted).unwrap_or(true) {
                return reject(
                    st,
                    err(404, 10008, "Unknown Message"),
                    "unknown-message",
                    format!("update of deleted message {mid}"),
                );
            }
            if kind == 7 {
                if flags & EPHEMERAL != 0 && !st.messages[&mid].is_ephemeral() {
                    st.violation(
                        "ephemeral-edit",
                        None,
                        Some(ix_id),
                        format!("{label}: type 7 update with the ephemeral flag on public message {mid}: Discord ignores it, the message stays public"),
                    );
                }
                let files = apply_files(st, channel, &plan, parts, Some(mid));
                st.edit_message(mid, &data, files);
                check_json(st, mid);
                settled = true;
            }
            message_id = Some(mid);
        }
        // The Activity opens in the clicker's client: nothing is posted.
        12 => settled = true,
        9 => {
            let inputs = data
                .get("components")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .flat_map(|r| {
                    r.get("components")
                        .and_then(Value::as_array)
                        .cloned()
                        .unwrap_or_default()
                })
                .collect();
            st.modals.push(OpenModal {
                interaction: ix_id,
                user,
                channel,
                custom_id: data["custom_id"].as_str().unwrap_or_default().to_string(),
                title: data["title"].as_str().unwrap_or_default().to_string(),
                inputs,
                message: ix_msg,
            });
        }
        _ => {}
    }
    let index = st.record_post(
        PostKind::Callback(kind),
        Some(ix_id),
        message_id,
        Some(channel),
        body,
        204,
        None,
    );
    if let (Some(mid), 4 | 7) = (message_id, kind) {
        files_done(st, index, mid, &data, &plan, Some(ix_id));
    }
    let ix = st.interactions.get_mut(&ix_id).expect("ix");
    ix.ack = Some(kind);
    ix.original = message_id;
    ix.settled = settled;
    ix.callbacks.push(Callback {
        kind,
        data,
        latency,
        status: 204,
        error: None,
        message_id,
    });
    no_content()
}

/// The interaction a webhook token belongs to, if the application matches.
fn by_token(st: &State, app: &str, token: &str) -> Option<InteractionId> {
    if id(app) != Some(st.app_id.get()) {
        return None;
    }
    st.tokens.get(token).copied()
}

fn followup(st: &mut State, app: &str, token: &str, body: &Value, parts: &[FormPart]) -> Reply {
    let Some(ix_id) = by_token(st, app, token) else {
        st.violation(
            "unknown-webhook",
            Some(10015),
            None,
            format!("follow-up with unknown application/token {app}/{token}"),
        );
        st.record_post(PostKind::FollowUp, None, None, None, body, 404, Some(10015));
        return err(404, 10015, "Unknown Webhook");
    };
    let (ack, expired, user, channel, kind, original, label) = {
        let ix = &st.interactions[&ix_id];
        (
            ix.ack,
            ix.expired,
            ix.user,
            ix.channel,
            ix.kind,
            ix.original,
            ix.label.clone(),
        )
    };
    if ack.is_none() || expired {
        st.violation(
            "followup-before-ack",
            Some(10015),
            Some(ix_id),
            format!("{label}: follow-up on an interaction that was never acknowledged"),
        );
        st.record_post(
            PostKind::FollowUp,
            Some(ix_id),
            None,
            Some(channel),
            body,
            404,
            Some(10015),
        );
        return err(404, 10015, "Unknown Webhook");
    }
    let mut problems = vec![];
    rules::check_message("", body, &mut problems);
    if !problems.is_empty() {
        st.violation(
            "invalid-body",
            Some(50035),
            Some(ix_id),
            format!("{label}: follow-up: {}", describe(&problems)),
        );
        st.record_post(
            PostKind::FollowUp,
            Some(ix_id),
            None,
            Some(channel),
            body,
            400,
            Some(50035),
        );
        return form_err(&problems);
    }
    let plan = match plan_files(st, "", body, parts, None) {
        Ok(p) => p,
        Err((reply, detail)) => {
            let code = error_code(&reply);
            st.violation(
                "invalid-attachments",
                code,
                Some(ix_id),
                format!("{label}: follow-up: {detail}"),
            );
            st.record_post(
                PostKind::FollowUp,
                Some(ix_id),
                None,
                Some(channel),
                body,
                reply.status,
                code,
            );
            return reply;
        }
    };
    if rules::is_empty_message(body) && !has_files(parts) {
        st.violation(
            "empty-message",
            Some(50006),
            Some(ix_id),
            format!("{label}: empty follow-up"),
        );
        st.record_post(
            PostKind::FollowUp,
            Some(ix_id),
            None,
            Some(channel),
            body,
            400,
            Some(50006),
        );
        return err(400, 50006, "Cannot send an empty message");
    }
    // After a deferred response (type 5), the first follow-up fills in the "thinking" message
    // and keeps the visibility chosen when deferring.
    let loading_original = (ack == Some(5)).then_some(original).flatten().filter(|m| {
        st.messages
            .get(m)
            .map(|m| m.loading && !m.deleted)
            .unwrap_or(false)
    });
    let files = apply_files(st, channel, &plan, parts, None);
    let mid = if let Some(mid) = loading_original {
        st.edit_message(mid, body, files);
        st.interactions.get_mut(&ix_id).expect("ix").settled = true;
        mid
    } else {
        let flags = body.get("flags").and_then(Value::as_u64).unwrap_or(0);
        let vis = visibility_for(st, channel, user, flags);
        let mid = st.create_message(
            channel,
            vis,
            Some(ix_id),
            if kind == 2 { 20 } else { 0 },
            body,
            files.unwrap_or_default(),
            false,
        );
        st.interactions
            .get_mut(&ix_id)
            .expect("ix")
            .followups
            .push(mid);
        mid
    };
    check_json(st, mid);
    let index = st.record_post(
        PostKind::FollowUp,
        Some(ix_id),
        Some(mid),
        Some(channel),
        body,
        200,
        None,
    );
    files_done(st, index, mid, body, &plan, Some(ix_id));
    ok(st.message_json(&st.messages[&mid]))
}

fn webhook_message(
    st: &mut State,
    m: &str,
    app: &str,
    token: &str,
    mid: &str,
    body: &Value,
    parts: &[FormPart],
) -> Reply {
    let is_original = mid == "@original";
    let (edit_kind, delete_kind) = if is_original {
        (PostKind::EditOriginal, PostKind::DeleteOriginal)
    } else {
        (PostKind::EditFollowUp, PostKind::DeleteFollowUp)
    };
    let post_kind = match m {
        "PATCH" => Some(edit_kind),
        "DELETE" => Some(delete_kind),
        _ => None,
    };
    let Some(ix_id) = by_token(st, app, token) else {
        st.violation(
            "unknown-webhook",
            Some(10015),
            None,
            format!("{m} webhook message {mid} with unknown token"),
        );
        if let Some(k) = post_kind {
            st.record_post(k, None, None, None, body, 404, Some(10015));
        }
        return err(404, 10015, "Unknown Webhook");
    };
    let (ack, expired, channel, msg_of_component, original, followups, label) = {
        let ix = &st.interactions[&ix_id];
        (
            ix.ack,
            ix.expired,
            ix.channel,
            ix.message,
            ix.original,
            ix.followups.clone(),
            ix.label.clone(),
        )
    };
    if ack.is_none() || expired {
        st.violation(
            "edit-before-ack",
            Some(10015),
            Some(ix_id),
            format!("{label}: {m} of message {mid} before the interaction was acknowledged"),
        );
        if let Some(k) = post_kind {
            st.record_post(k, Some(ix_id), None, Some(channel), body, 404, Some(10015));
        }
        return err(404, 10015, "Unknown Webhook");
    }
    let target = if is_original {
        match ack {
            Some(4 | 5) => original,
            Some(6 | 7) => msg_of_component,
            _ => None,
        }
    } else {
        id(mid)
            .map(MessageId::new)
            .filter(|x| followups.contains(x) || Some(*x) == original)
    };
    let Some(target) = target.filter(|t| st.messages.get(t).map(|x| !x.deleted).unwrap_or(false))
    else {
        st.violation(
            "unknown-message",
            Some(10008),
            Some(ix_id),
            format!("{label}: {m} of unknown message {mid}"),
        );
        if let Some(k) = post_kind {
            st.record_post(k, Some(ix_id), None, Some(channel), body, 404, Some(10008));
        }
        return err(404, 10008, "Unknown Message");
    };
    match m {
        "GET" => ok(st.message_json(&st.messages[&target])),
        "DELETE" => {
            st.messages.get_mut(&target).expect("message").deleted = true;
            st.record_post(
                delete_kind,
                Some(ix_id),
                Some(target),
                Some(channel),
                body,
                204,
                None,
            );
            no_content()
        }
        _ => {
            let mut problems = vec![];
            rules::check_message("", body, &mut problems);
            if !problems.is_empty() {
                st.violation(
                    "invalid-body",
                    Some(50035),
                    Some(ix_id),
                    format!("{label}: edit of {mid}: {}", describe(&problems)),
                );
                st.record_post(
                    edit_kind,
                    Some(ix_id),
                    None,
                    Some(channel),
                    body,
                    400,
                    Some(50035),
                );
                return form_err(&problems);
            }
            let plan = match plan_files(st, "", body, parts, Some(target)) {
                Ok(p) => p,
                Err((reply, detail)) => {
                    let code = error_code(&reply);
                    st.violation(
                        "invalid-attachments",
                        code,
                        Some(ix_id),
                        format!("{label}: edit of {mid}: {detail}"),
                    );
                    st.record_post(
                        edit_kind,
                        Some(ix_id),
                        None,
                        Some(channel),
                        body,
                        reply.status,
                        code,
                    );
                    return reply;
                }
            };
            let flags = body.get("flags").and_then(Value::as_u64).unwrap_or(0);
            if flags & EPHEMERAL != 0 && !st.messages[&target].is_ephemeral() {
                st.violation(
                    "ephemeral-edit",
                    None,
                    Some(ix_id),
                    format!("{label}: edit with the ephemeral flag on public message {target}: Discord ignores it"),
                );
            }
            let files = apply_files(st, channel, &plan, parts, Some(target));
            st.edit_message(target, body, files);
            check_json(st, target);
            if is_original {
                let ix = st.interactions.get_mut(&ix_id).expect("ix");
                ix.original = Some(target);
                ix.settled = true;
            }
            let index = st.record_post(
                edit_kind,
                Some(ix_id),
                Some(target),
                Some(channel),
                body,
                200,
                None,
            );
            files_done(st, index, target, body, &plan, Some(ix_id));
            ok(st.message_json(&st.messages[&target]))
        }
    }
}

// ----- Channels and DMs --------------------------------------------------------------------

fn open_dm(st: &mut State, body: &Value) -> Reply {
    let rid = body.get("recipient_id").and_then(|v| {
        v.as_u64()
            .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
    });
    let Some(user) = rid.map(UserId::new).and_then(|u| st.users.get(&u)).cloned() else {
        return err(404, 10013, "Unknown User");
    };
    let existing = st
        .dm_channels
        .iter()
        .find(|(_, u)| **u == user.id)
        .map(|(c, _)| *c);
    let channel = match existing {
        Some(c) => c,
        None => {
            let c = ChannelId::new(st.snowflake());
            st.dm_channels.insert(c, user.id);
            c
        }
    };
    ok(st.dm_channel_json(channel, &user))
}

fn channel_post(st: &mut State, c: &str, body: &Value, parts: &[FormPart]) -> Reply {
    let channel = id(c).map(ChannelId::new);
    let known = channel
        .map(|c| st.is_guild_channel(c) || st.dm_channels.contains_key(&c))
        .unwrap_or(false);
    if !known {
        st.violation(
            "unknown-channel",
            Some(10003),
            None,
            format!("message to unknown channel {c}"),
        );
        st.record_post(
            PostKind::ChannelMessage,
            None,
            None,
            None,
            body,
            404,
            Some(10003),
        );
        return err(404, 10003, "Unknown Channel");
    }
    let channel = channel.expect("known");
    if let Some(u) = st.dm_channels.get(&channel).copied() {
        if st.users[&u].is_bot {
            st.violation(
                "dm-to-bot",
                Some(50007),
                None,
                format!("DM to bot user {u}"),
            );
            st.record_post(
                PostKind::ChannelMessage,
                None,
                None,
                Some(channel),
                body,
                403,
                Some(50007),
            );
            return err(403, 50007, "Cannot send messages to this user");
        }
    }
    // A deleted or locked thread, or a permission taken away: Discord's answer, and no
    // violation (the bot could not know).
    if let Err(reply) = threads::gate_post(st, channel) {
        let code = error_code(&reply);
        st.record_post(
            PostKind::ChannelMessage,
            None,
            None,
            Some(channel),
            body,
            reply.status,
            code,
        );
        return reply;
    }
    let mut problems = vec![];
    rules::check_message("", body, &mut problems);
    if !problems.is_empty() {
        st.violation(
            "invalid-body",
            Some(50035),
            None,
            format!("message to channel {c}: {}", describe(&problems)),
        );
        st.record_post(
            PostKind::ChannelMessage,
            None,
            None,
            Some(channel),
            body,
            400,
            Some(50035),
        );
        return form_err(&problems);
    }
    let plan = match plan_files(st, "", body, parts, None) {
        Ok(p) => p,
        Err((reply, detail)) => {
            let code = error_code(&reply);
            st.violation(
                "invalid-attachments",
                code,
                None,
                format!("message to channel {c}: {detail}"),
            );
            st.record_post(
                PostKind::ChannelMessage,
                None,
                None,
                Some(channel),
                body,
                reply.status,
                code,
            );
            return reply;
        }
    };
    if rules::is_empty_message(body) && !has_files(parts) {
        st.violation(
            "empty-message",
            Some(50006),
            None,
            format!("empty message to channel {c}"),
        );
        st.record_post(
            PostKind::ChannelMessage,
            None,
            None,
            Some(channel),
            body,
            400,
            Some(50006),
        );
        return err(400, 50006, "Cannot send an empty message");
    }
    let flags = body.get("flags").and_then(Value::as_u64).unwrap_or(0);
    if flags & EPHEMERAL != 0 {
        st.violation(
            "ephemeral-channel-message",
            None,
            None,
            format!("channel message with the ephemeral flag: only interaction responses can be ephemeral; Discord posts it publicly: {body}"),
        );
    }
    // `enforce_nonce`: a post whose nonce its author (the bot: the simulator has one) has
    // already sent, in any channel, gets the first message back, and nothing is posted.
    // Discord checks nonces per author, not per channel.
    let nonce = body
        .get("enforce_nonce")
        .and_then(Value::as_bool)
        .unwrap_or(false)
        .then(|| match body.get("nonce") {
            Some(Value::String(n)) => Some(n.clone()),
            Some(Value::Number(n)) => Some(n.to_string()),
            _ => None,
        })
        .flatten();
    if let Some(nonce) = &nonce {
        if nonce.len() > 25 {
            st.violation(
                "invalid-body",
                Some(50035),
                None,
                format!("message to channel {c}: nonce longer than 25: {nonce}"),
            );
            return err(400, 50035, "Invalid Form Body");
        }
        if let Some(first) = st.nonces.get(nonce) {
            return ok(st.message_json(&st.messages[first]));
        }
    }
    let vis = match st.dm_channels.get(&channel) {
        Some(u) => Visibility::Dm(*u),
        None => Visibility::Public,
    };
    let files = apply_files(st, channel, &plan, parts, None).unwrap_or_default();
    let mid = st.create_message(channel, vis, None, 0, body, files, false);
    if let Some(nonce) = nonce {
        st.nonces.insert(nonce, mid);
    }
    st.posted_in(channel, mid);
    check_json(st, mid);
    let index = st.record_post(
        PostKind::ChannelMessage,
        None,
        Some(mid),
        Some(channel),
        body,
        200,
        None,
    );
    files_done(st, index, mid, body, &plan, None);
    ok(st.message_json(&st.messages[&mid]))
}

fn channel_message(
    st: &mut State,
    m: &str,
    c: &str,
    mid: &str,
    body: &Value,
    parts: &[FormPart],
) -> Reply {
    let post_kind = match m {
        "PATCH" => Some(PostKind::EditChannelMessage),
        "DELETE" => Some(PostKind::DeleteChannelMessage),
        _ => None,
    };
    let channel = id(c).map(ChannelId::new);
    if let Err(reply) = threads::gate_message(st, m, channel) {
        if let Some(k) = post_kind {
            let code = error_code(&reply);
            st.record_post(k, None, None, channel, body, reply.status, code);
        }
        return reply;
    }
    let target = id(mid).map(MessageId::new).filter(|x| {
        st.messages
            .get(x)
            .map(|msg| !msg.deleted && Some(msg.channel_id) == channel && !msg.is_ephemeral())
            .unwrap_or(false)
    });
    let Some(target) = target else {
        let why = match id(mid).and_then(|x| st.messages.get(&MessageId::new(x))) {
            Some(msg) if msg.is_ephemeral() => {
                "an ephemeral message cannot be reached through the channel endpoints"
            }
            Some(msg) if msg.deleted => "it was deleted",
            Some(_) => "it is in another channel",
            None => "no such message",
        };
        st.violation(
            "unknown-message",
            Some(10008),
            None,
            format!("{m} channel {c} message {mid}: {why}"),
        );
        if let Some(k) = post_kind {
            st.record_post(k, None, None, channel, body, 404, Some(10008));
        }
        return err(404, 10008, "Unknown Message");
    };
    match m {
        "GET" => ok(st.message_json(&st.messages[&target])),
        "DELETE" => {
            st.messages.get_mut(&target).expect("message").deleted = true;
            st.record_post(
                PostKind::DeleteChannelMessage,
                None,
                Some(target),
                channel,
                body,
                204,
                None,
            );
            no_content()
        }
        _ => {
            let mut problems = vec![];
            rules::check_message("", body, &mut problems);
            if !problems.is_empty() {
                st.violation(
                    "invalid-body",
                    Some(50035),
                    None,
                    format!("edit of message {mid}: {}", describe(&problems)),
                );
                st.record_post(
                    PostKind::EditChannelMessage,
                    None,
                    None,
                    channel,
                    body,
                    400,
                    Some(50035),
                );
                return form_err(&problems);
            }
            let plan = match plan_files(st, "", body, parts, Some(target)) {
                Ok(p) => p,
                Err((reply, detail)) => {
                    let code = error_code(&reply);
                    st.violation(
                        "invalid-attachments",
                        code,
                        None,
                        format!("edit of message {mid}: {detail}"),
                    );
                    st.record_post(
                        PostKind::EditChannelMessage,
                        None,
                        None,
                        channel,
                        body,
                        reply.status,
                        code,
                    );
                    return reply;
                }
            };
            if body.get("flags").and_then(Value::as_u64).unwrap_or(0) & EPHEMERAL != 0 {
                st.violation(
                    "ephemeral-edit",
                    None,
                    None,
                    format!("edit of message {mid} with the ephemeral flag: Discord ignores it"),
                );
            }
            let in_channel = st.messages[&target].channel_id;
            let files = apply_files(st, in_channel, &plan, parts, Some(target));
            st.edit_message(target, body, files);
            check_json(st, target);
            let index = st.record_post(
                PostKind::EditChannelMessage,
                None,
                Some(target),
                channel,
                body,
                200,
                None,
            );
            files_done(st, index, target, body, &plan, None);
            ok(st.message_json(&st.messages[&target]))
        }
    }
}

#[allow(dead_code)]
fn app_id(st: &State) -> ApplicationId {
    st.app_id
}
