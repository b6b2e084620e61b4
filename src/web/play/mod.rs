//! A player's own seat on the board (`/s/<server>/play/<match>`): the public table as the
//! live page draws it, with the player's hand, what they can do now as things to click,
//! their clock and, at the end, the result with a link to the match's page. Moves are
//! posted here and go through the seat port ([`crate::service::seats::Seats`]): exactly
//! the checks, the commit and the outbox of a click in Discord. The page follows the
//! match by itself through its event stream (`…/events`), which carries only the match's
//! revision.
//!
//! Only a signed-in player of the match has a seat; anyone else is sent to the public
//! table. The hand and panel come from the seat's own view, the table from the public one.

mod controls;
mod markdown;

use super::layout::{self, Head, Voice};
use super::pages::{self as page_handlers, table_alt};
use super::session::{self, SignedIn};
use super::{failed, failed_plainly, fallback, frames, guard, number, Shared, Web};
use crate::model::pages as urls;
use crate::model::{MatchStatus, PublicMatch};
use crate::rules::Seat;
use crate::service::seats::{SeatAnswer, SeatForm, SeatInput, SeatPage, SeatScreen, Seats};
use crate::words::{Args, Lang};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use controls::Post;
use maud::{html, Markup};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// The seat page's script: it follows the match and sends clicks without reloading.
pub const SCRIPT: &str = include_str!("../assets/play.js");

type Answer = Result<Response, Response>;

/// A signed-in player of a match, at their seat.
struct Seated {
    signed: SignedIn,
    seats: Arc<dyn Seats>,
    guild: u64,
    id: i64,
    lang: Lang,
}

/// What an answer adds to the seat page drawn afresh.
#[derive(Default)]
struct Shown {
    /// A refusal, or what a move did.
    notice: Option<String>,
    /// A step of the panel, in place of the panel drawn afresh.
    panel: Option<SeatScreen>,
    form: Option<SeatForm>,
}

/// The seat of the reader of `headers` in match `id`, or what they get instead: the
/// public table, for anyone who is not a signed-in player of it.
async fn seated(web: &Web, guild: u64, id: i64, headers: &HeaderMap) -> Result<Seated, Response> {
    let public = page_handlers::running_public(web, guild, id).await?;
    let live = urls::server("", guild) + &format!("/live/{id}");
    let elsewhere = || Redirect::to(&live).into_response();
    let Some(seats) = &web.seats else {
        return Err(elsewhere());
    };
    let Some(signed) = session::signed_in(web, headers).await else {
        // Not signed in: signing in comes back here (a player then has their seat).
        if web.accounts.oauth.is_none() {
            return Err(elsewhere());
        }
        let here = format!("{}/play/{id}", urls::server("", guild));
        let signin = format!("/signin?next={}", super::signin::encode(&here));
        return Err(Redirect::to(&signin).into_response());
    };
    if public.info.seat_of(signed.user).is_none() {
        return Err(elsewhere());
    }
    let lang = match &signed.locale {
        Some(locale) => Lang::from_discord(locale),
        None => guard::browser_lang(headers),
    };
    Ok(Seated {
        seats: seats.clone(),
        guild,
        id,
        lang,
        signed,
    })
}

/// The 403 of a post or stream that is not a player's own (no session, a forged token,
/// another site, not a player), worded by [`guard::speak`].
fn forbidden() -> Response {
    fallback(StatusCode::FORBIDDEN, guard::Fallback::Forbidden)
}

pub async fn seat_page(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let seat = match seated(&web, guild, id, &headers).await {
        Ok(seat) => seat,
        Err(elsewhere) => return Ok(elsewhere),
    };
    render(&web, &seat, Shown::default()).await
}

/// A control used: checked (session, token, player), then handed to the seat port; the
/// answer is the seat page again, with the step, the refusal or what the move did.
pub async fn seat_input(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    let fields = form_fields(&body);
    let field = |name: &str| {
        fields
            .iter()
            .find(|(key, _)| key == name)
            .map_or("", |(_, value)| value.as_str())
    };
    let Some(signed) = session::signed_in(&web, &headers).await else {
        return Err(forbidden());
    };
    if session::check_write(&web, &signed, &headers, field("csrf")).is_err() {
        return Err(forbidden());
    }
    let seat = seated(&web, guild, id, &headers)
        .await
        .map_err(|_| forbidden())?;
    let input = match field("kind") {
        "select" => SeatInput::Select(
            fields
                .iter()
                .filter(|(key, _)| key == "values")
                .map(|(_, value)| value.clone())
                .collect(),
        ),
        "form" => SeatInput::Form(field("text").to_string()),
        _ => SeatInput::Click,
    };
    let control = field("id").to_string();
    let answer = seat
        .seats
        .input(guild, id, seat.signed.user, seat.lang, control, input)
        .await;
    let shown = match answer {
        SeatAnswer::Screen(panel) => Shown {
            panel: Some(panel),
            ..Shown::default()
        },
        SeatAnswer::Form(form) => Shown {
            form: Some(form),
            ..Shown::default()
        },
        SeatAnswer::Refused(why) => Shown {
            notice: Some(why),
            ..Shown::default()
        },
        SeatAnswer::Played { done, panel } => Shown {
            notice: (!done.is_empty()).then_some(done),
            panel,
            form: None,
        },
    };
    render(&web, &seat, shown).await
}

/// The seat page as the match is now, with what an answer adds.
async fn render(web: &Web, seat: &Seated, shown: Shown) -> Answer {
    let (guild, id) = (seat.guild, seat.id);
    let public = page_handlers::running_public(web, guild, id).await?;
    let mine = match seat
        .seats
        .screen(guild, id, seat.signed.user, seat.lang)
        .await
    {
        Ok(mine) => mine,
        Err(e) => {
            tracing::error!("web: seat of {} in match {id}: {e}", seat.signed.user);
            return Err(failed_plainly());
        }
    };
    let players = vec![public.info.players[Seat::A], public.info.players[Seat::B]];
    let names = web
        .readers
        .read(move |conn| crate::service::pages::names(conn, guild, players))
        .await
        .map_err(failed)?;
    let v = Voice::new(seat.lang, None);
    let markup = draw(web, &v, seat, &public, &mine, &names, shown);
    let mut page = (
        [
            (header::CACHE_CONTROL, "no-store, private"),
            (header::VARY, "Cookie, Accept-Language"),
        ],
        Html(markup.into_string()),
    )
        .into_response();
    if web.accounts.activity {
        // The Activity shows this page in Discord's frame.
        page.extensions_mut().insert(guard::Framable);
    }
    Ok(page)
}

fn draw(
    web: &Web,
    v: &Voice,
    seat: &Seated,
    public: &PublicMatch,
    mine: &SeatPage,
    names: &HashMap<u64, String>,
    shown: Shown,
) -> Markup {
    let (guild, info) = (seat.guild, &public.info);
    let path = format!("{}/play/{}", urls::server("", guild), info.id);
    let live = format!("{}/live/{}", urls::server("", guild), info.id);
    let (a, b) = (
        layout::name(v, names, info.players[Seat::A]),
        layout::name(v, names, info.players[Seat::B]),
    );
    let args = || layout::match_args(info, &a, &b);
    let head = Head {
        title: v.text("web-seat-title", &args()),
        description: v.text("web-live-match-description", &args()),
        url: web.url(&path),
        image: None,
    };
    let post = Post {
        action: &path,
        csrf: &seat.signed.csrf,
    };
    let over = info.status != MatchStatus::Active;
    let opponent = info
        .seat_of(seat.signed.user)
        .map(|s| layout::name(v, names, info.players[s.other()]))
        .unwrap_or_default();
    let panel = shown.panel.as_ref().or(mine.panel.as_ref());
    let body = html! {
        div.seat data-seat=(path) data-events={ (path) "/events" } data-poll={ (live) "/revision" } data-revision=(info.revision) {
            (super::signin::account(v.lang, Some(&seat.signed), &path))
            h1 { (v.text("web-match-heading", &args())) }
            p {
                @if !over { span.badge.live { (v.word("web-live-badge")) } " " }
                (v.text("web-versus", &args()))
            }
            div.board {
                section #seat-mine .mine {
                    @if let Some(notice) = &shown.notice {
                        p.notice role="status" { (markdown::to_html(v, notice, names)) }
                    }
                    section #seat-panel .panel data-version=(mine.version) {
                        @if over {
                            p { a.btn.primary href=(urls::match_page("", guild, info.id)) { (v.word("web-seat-match-page")) } }
                        } @else if let Some(form) = &shown.form {
                            (controls::form(v, &post, form))
                        } @else if let Some(panel) = panel {
                            h2 { (v.word("web-seat-your-move")) }
                            @if let (Some(deadline), true) = (info.deadline, mine.to_move) {
                                p.clock { (v.around("web-seat-clock", Args::new(), "time", layout::time(deadline))) }
                            }
                            (controls::screen(v, &post, panel, names))
                        } @else {
                            p.waiting { (v.text("web-seat-waiting", &Args::new().str("who", &opponent))) }
                        }
                    }
                    @if let (Some(last), false) = (&mine.last, over) {
                        section #seat-last .last {
                            h2 { (v.word("web-seat-last-move")) }
                            p { (markdown::to_html(v, last, names)) }
                        }
                    }
                    @if let Some(hand) = mine.hand.as_ref().filter(|hand| !repeats(panel, hand)) {
                        section #seat-hand .hand {
                            h2 { (v.word("web-seat-your-hand")) }
                            (controls::screen(v, &post, hand, names))
                        }
                    }
                }
                section #seat-table .table {
                    @if let Some(alt) = public.table.as_ref().and_then(|t| table_alt(v.lang, t)) {
                        img.picture src={ (live) "/table.png?r=" (info.revision) } alt=(alt);
                    }
                    (frames::live(v, info, public.table.as_ref(), names))
                }
            }
            @if let (false, Some(resign)) = (over, &mine.resign) {
                div.resign { (controls::control(v, &post, resign)) }
            }
        }
        script src="/static/play.js" defer {}
    };
    layout::page(v, &head, guild, body)
}

/// Whether the panel shown already shows the hand, so that it is not drawn twice: a
/// game whose panel is the hand with a button per card (it repeats the hand's first
/// line), or one whose panel lists the same cards (each of the hand's lines after its
/// heading says, after its label, what the panel says: Clash's "Your hand: …").
fn repeats(panel: Option<&SeatScreen>, hand: &SeatScreen) -> bool {
    let Some(panel) = panel else {
        return false;
    };
    let mut lines = hand.text.lines().filter(|line| !line.trim().is_empty());
    let first = lines.next().unwrap_or_default();
    if !first.is_empty() && panel.text.contains(first) {
        return true;
    }
    let mut rest = lines.peekable();
    rest.peek().is_some()
        && rest.all(|line| {
            let said = line.split_once(": ").map_or(line, |(_, said)| said).trim();
            !said.is_empty() && panel.text.contains(said)
        })
}

/// A form's fields as posted (`application/x-www-form-urlencoded`), in order, repeated
/// names kept (a menu's several values).
fn form_fields(body: &[u8]) -> Vec<(String, String)> {
    let hex = |digit: u8| char::from(digit).to_digit(16).map(|d| d as u8);
    let decode = |text: &str| {
        let bytes = text.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'+' => out.push(b' '),
                b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(high), Some(low)) => {
                        out.push(high << 4 | low);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                },
                byte => out.push(byte),
            }
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    String::from_utf8_lossy(body)
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(key), decode(value))
        })
        .collect()
}

/// How often an open stream says it is still there (under the connections' idle limit).
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The match's revision as server-sent events, each time it changes (`over` at the end),
/// for the match's own players only: the number, nothing of the cards.
pub async fn events(
    State(web): Shared,
    Path((guild, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Answer {
    let (guild, id) = (number(&guild)?, number(&id)?);
    if seated(&web, guild, id, &headers).await.is_err() {
        return Err(forbidden());
    }
    let Some(service) = web.service.clone() else {
        return Err(forbidden());
    };
    // Listening before the first read: a change in between is heard.
    let mut changes = service.matches().changes();
    let (sender, receiver) = tokio::sync::mpsc::channel::<Bytes>(4);
    tokio::spawn(async move {
        let mut keep_alive = tokio::time::interval(KEEP_ALIVE);
        keep_alive.tick().await;
        let mut sent = None;
        loop {
            let now = revision(&service, id).await;
            if sent.as_ref() != Some(&now) {
                let event = Bytes::from(format!("data: {now}\n\n"));
                if sender.send(event).await.is_err() || now == "over" {
                    return;
                }
                sent = Some(now);
            }
            loop {
                tokio::select! {
                    heard = changes.recv() => match heard {
                        Ok(changed) if changed != id => continue,
                        Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => break,
                        Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                    },
                    _ = keep_alive.tick() => {
                        if sender.send(Bytes::from_static(b": still here\n\n")).await.is_err() {
                            return;
                        }
                    }
                }
            }
        }
    });
    Ok((
        [
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        axum::body::Body::new(Stream(receiver)),
    )
        .into_response())
}

/// Match `id`'s revision, or `over` once it is no longer running.
async fn revision(service: &crate::service::Service, id: i64) -> String {
    match service.matches().running_revision(id).await {
        Some((_, MatchStatus::Active, revision)) => revision.to_string(),
        _ => "over".to_string(),
    }
}

/// An event stream's body: what its task sends, as it comes; it ends when the task does,
/// and the task ends at its next send once the reader has gone.
struct Stream(tokio::sync::mpsc::Receiver<Bytes>);

impl http_body::Body for Stream {
    type Data = Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Bytes>, Self::Error>>> {
        self.0
            .poll_recv(cx)
            .map(|sent| sent.map(|bytes| Ok(http_body::Frame::data(bytes))))
    }
}

#[cfg(test)]
mod tests {
    use super::{form_fields, repeats, SeatScreen};

    fn screen(text: &str) -> SeatScreen {
        SeatScreen {
            text: text.to_string(),
            rows: Vec::new(),
            picture: None,
        }
    }

    #[test]
    fn a_hand_the_panel_already_lists_is_not_drawn_twice() {
        let hand = screen("**Match #2** · your cards\nYour hand (3): A♦ K♣ 2♠");
        let lists = screen("Answer\nYour hand: A♦ K♣ 2♠\nPick 2 cards.");
        assert!(repeats(Some(&lists), &hand));
        // Another set of cards, or a hand with lines the panel lacks (Clash's sets).
        let other = screen("Answer\nYour hand: A♦ K♣\nPick 2 cards.");
        assert!(!repeats(Some(&other), &hand));
        let sets = screen("**Match #2** · your cards\nSets: 4♥\nYour hand (3): A♦ K♣ 2♠");
        assert!(!repeats(Some(&lists), &sets));
        assert!(!repeats(None, &hand));
        // A panel that is the hand (its first line) hides it too.
        let is_hand = screen("**Match #2** · your cards\nPlay one:");
        assert!(repeats(Some(&is_hand), &hand));
    }

    #[test]
    fn posted_fields_are_decoded_and_repeated_names_kept() {
        let fields = form_fields(b"id=gc%3A1%3A2%3As&values=7s&values=8h&text=a+b%21&bad=%zz&x");
        let pairs: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("id", "gc:1:2:s"),
                ("values", "7s"),
                ("values", "8h"),
                ("text", "a b!"),
                ("bad", "%zz"),
                ("x", "")
            ]
        );
    }
}
