//! One step of a finished match as the web shows it: what led to it, the score, and each
//! seat's hand (a finished match's record shows every hand, so its steps may too).

use crate::model::games::StepAction;
use crate::rules::Seat;
use crate::service::pages::MatchPage;
use crate::web::layout;
use maud::{html, Markup};

/// Step `step` of the match.
pub fn step(model: &MatchPage, step: usize) -> Markup {
    let (step, at) = model.replay.step(step);
    let info = &at.info;
    let name = |seat: Seat| layout::name(&model.names, info.players[seat]);
    let action = match &at.action {
        None => "The table as dealt.".to_string(),
        Some((seat, StepAction::Play { .. })) => format!("{} moved.", name(*seat)),
        Some((seat, StepAction::Timeout { skipped, .. })) => format!(
            "{} ran out of time: {}.",
            name(*seat),
            if *skipped {
                "the turn was skipped"
            } else {
                "the rules' default move was played"
            }
        ),
        Some((seat, StepAction::Resign)) => format!("{} resigned.", name(*seat)),
        Some((seat, StepAction::Forfeit)) => {
            format!("The host ruled {} out: they forfeit.", name(*seat))
        }
    };
    html! {
        section.step data-step=(step) {
            p.action { (action) }
            p { "Score: " (name(Seat::A)) " " (info.scores[Seat::A]) " – " (info.scores[Seat::B]) " " (name(Seat::B)) }
        }
    }
}

/// A running match's public table: what its channel sees now.
pub fn live(
    info: &crate::model::MatchInfo,
    _public: Option<&crate::model::games::AnyPublic>,
    names: &std::collections::HashMap<u64, String>,
) -> Markup {
    let name = |seat: Seat| layout::name(names, info.players[seat]);
    html! {
        section.step {
            p { "Score: " (name(Seat::A)) " " (info.scores[Seat::A]) " – " (info.scores[Seat::B]) " " (name(Seat::B)) }
            @if let Some(seat) = info.to_move { p { "To move: " (name(seat)) } }
        }
    }
}
