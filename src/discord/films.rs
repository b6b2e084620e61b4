//! The whole game as one animated picture ([`films::film`]), for a finished match's result
//! post and the replay's ▶▶: the players' names looked up, then the drawing done on
//! tokio's blocking pool, since a whole game takes tens of milliseconds.

use crate::model::replay::MatchReplay;
use crate::model::AnyPublic;
use crate::pictures::{films, Picture};
use crate::rules::{BySeat, Seat};
use crate::service::Service;
use crate::words::{text, Args, Lang};

/// The picture of a replayed match, its words in `lang` (its server's: the picture is
/// public), `None` for a game that draws none.
pub async fn film(service: &Service, lang: Lang, replay: &MatchReplay) -> Option<Picture> {
    let info = replay.info.clone();
    if !films::filmed(info.game) {
        return None;
    }
    let names = names(service, lang, &info.players).await;
    let states: Vec<AnyPublic> = replay.steps.iter().map(|s| s.public.clone()).collect();
    match tokio::task::spawn_blocking(move || films::film(lang, &info, &names, &states)).await {
        Ok(picture) => picture,
        Err(e) => {
            tracing::error!("drawing match {}'s picture: {e}", replay.info.id);
            None
        }
    }
}

/// The seats' labels in a picture: each player's name last seen, else (unknown, or in a
/// script the pictures' font lacks) "Player A"/"B" in the server's language.
async fn names(service: &Service, lang: Lang, players: &BySeat<u64>) -> BySeat<String> {
    let known = service
        .records()
        .user_names([players.a, players.b])
        .await
        .unwrap_or_else(|e| {
            tracing::error!("reading the players' names: {e}");
            Default::default()
        });
    BySeat::from_fn(|seat: Seat| {
        known
            .get(&players[seat])
            .filter(|name| crate::pictures::tile_board::drawable(name))
            .cloned()
            .unwrap_or_else(|| seat_label(lang, seat))
    })
}

/// "Player A", drawn into a picture in `lang` (the pictures' font draws every shipped
/// language).
pub fn seat_label(lang: Lang, seat: Seat) -> String {
    let seat = seat.to_string();
    text(lang, "web-film-player", &Args::new().str("seat", &seat))
}
