//! The gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, reconnect requests.
//! Each WebSocket connection is its own session; a new one is accepted while an old one closes.
//! IDENTIFY's `shard: [id, total]` decides which guilds the session gets, by Discord's formula.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State as AxState;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::{Conn, Inner, Session, WsOut};

pub(crate) async fn ws_handler(
    AxState(inner): AxState<Arc<Inner>>,
    ws: WebSocketUpgrade,
) -> Response {
    if inner.lock().gateway_away {
        return axum::response::IntoResponse::into_response((
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            "the gateway is away",
        ));
    }
    ws.max_message_size(16 << 20)
        .on_upgrade(move |socket| connection(inner, socket))
}

async fn connection(inner: Arc<Inner>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let (id, hello) = {
        let mut st = inner.lock();
        st.conns.push(Conn {
            tx: tx.clone(),
            open: true,
            session: None,
            activated: 0,
            heartbeats: 0,
            retiring: false,
        });
        let hb = st.cfg.heartbeat_interval_ms;
        (
            st.conns.len() - 1,
            json!({"op": 10, "d": {"heartbeat_interval": hb}, "s": null, "t": null}),
        )
    };
    inner.changed();
    let _ = tx.send(WsOut::Text(hello.to_string()));
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(out) = out else { break };
                let res = match out {
                    WsOut::Text(t) => socket.send(Message::Text(t.into())).await,
                    WsOut::Close(code, reason) => {
                        let _ = socket.send(Message::Close(Some(CloseFrame { code, reason: reason.into() }))).await;
                        break;
                    }
                };
                if res.is_err() {
                    break;
                }
            }
            msg = socket.recv() => {
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Binary(b))) => String::from_utf8_lossy(&b).into_owned(),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else {
                    let _ = tx.send(WsOut::Close(4002, "Error while decoding payload.".into()));
                    continue;
                };
                on_frame(&inner, id, &tx, v);
            }
        }
    }
    {
        let mut st = inner.lock();
        st.conns[id].open = false;
        if let Some(sid) = st.conns[id].session.clone() {
            if let Some(s) = st.sessions.get_mut(&sid) {
                if s.conn == Some(id) {
                    s.conn = None;
                }
            }
        }
    }
    inner.changed();
}

fn on_frame(inner: &Arc<Inner>, id: usize, tx: &mpsc::UnboundedSender<WsOut>, v: Value) {
    let op = v["op"].as_u64().unwrap_or(u64::MAX);
    let mut st = inner.lock();
    match op {
        1 => {
            st.conns[id].heartbeats += 1;
            let _ = tx.send(WsOut::Text(
                json!({"op": 11, "d": null, "s": null, "t": null}).to_string(),
            ));
        }
        2 => {
            let token = v["d"]["token"].as_str().unwrap_or_default();
            let want = st.cfg.token.clone();
            if token != format!("Bot {want}") && token != want {
                st.violation(
                    "bad-token",
                    None,
                    None,
                    format!("IDENTIFY with token {token:?}"),
                );
                let _ = tx.send(WsOut::Close(4004, "Authentication failed.".into()));
                return;
            }
            if st.conns[id].session.is_some() {
                let _ = tx.send(WsOut::Close(4005, "Already authenticated.".into()));
                return;
            }
            let shard = match &v["d"]["shard"] {
                Value::Null => [0, 1],
                s => match (s[0].as_u64(), s[1].as_u64()) {
                    (Some(shard), Some(total)) if shard < total => [shard, total],
                    _ => {
                        let _ = tx.send(WsOut::Close(4010, "Invalid shard.".into()));
                        return;
                    }
                },
            };
            let guilds: Vec<_> = st
                .guild_ids()
                .into_iter()
                .filter(|g| super::shard_of(*g, shard[1]) == shard[0])
                .collect();
            let sid = format!("sim-session-{}", st.snowflake());
            let ready_index = st.ready_sent + 1;
            st.sessions.insert(
                sid.clone(),
                Session {
                    seq: 0,
                    conn: Some(id),
                    ready_index,
                    sent: vec![],
                    shard,
                    guilds: guilds.clone(),
                    intents: v["d"]["intents"].as_u64().unwrap_or(0),
                },
            );
            st.conns[id].session = Some(sid.clone());
            st.activation += 1;
            st.conns[id].activated = st.activation;
            let gw = st.gateway_url.clone();
            let ready = st.ready_json(&sid, shard, &guilds, &gw);
            if let Err(e) = st.dispatch(id, "READY", ready) {
                st.violation("simulator-bug", None, None, e);
            }
            st.ready_sent += 1;
            for g in guilds {
                let guild = st.guild_json(g);
                if let Err(e) = st.dispatch(id, "GUILD_CREATE", guild) {
                    st.violation("simulator-bug", None, None, e);
                }
            }
        }
        6 => {
            let sid = v["d"]["session_id"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            if st.sessions.contains_key(&sid) {
                if let Some(old) = st.sessions[&sid].conn {
                    if old != id {
                        let _ = st.conns[old]
                            .tx
                            .send(WsOut::Close(4000, "Session resumed elsewhere.".into()));
                    }
                }
                st.sessions.get_mut(&sid).expect("session").conn = Some(id);
                st.conns[id].session = Some(sid);
                st.activation += 1;
                st.conns[id].activated = st.activation;
                // Replay what the client missed, as Discord does, then RESUMED.
                let last = v["d"]["seq"].as_u64().unwrap_or(0);
                let missed: Vec<String> = st.sessions[&sid_of(&st, id)]
                    .sent
                    .iter()
                    .filter(|(s, _)| *s > last)
                    .map(|(_, t)| t.clone())
                    .collect();
                for t in missed {
                    let _ = tx.send(WsOut::Text(t));
                }
                if let Err(e) = st.dispatch(id, "RESUMED", json!({})) {
                    st.violation("simulator-bug", None, None, e);
                }
            } else {
                let _ = tx.send(WsOut::Text(
                    json!({"op": 9, "d": false, "s": null, "t": null}).to_string(),
                ));
            }
        }
        // Presence updates, voice state, request guild members: accepted and ignored.
        3 | 4 | 8 => {}
        _ => {
            let _ = tx.send(WsOut::Close(4001, "Unknown opcode.".into()));
        }
    }
    drop(st);
    inner.changed();
}

fn sid_of(st: &super::State, conn: usize) -> String {
    st.conns[conn].session.clone().expect("session")
}
