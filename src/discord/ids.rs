//! Button, select and modal custom ids. They carry everything a click needs (match id,
//! the match version the button was drawn for, a set-up draft), so buttons keep working
//! after a restart and no state lives in a task.

use crate::cards::Card;
use crate::rules::GameKind;
use crate::service::{ChallengeAnswer, ChallengeId, MatchId};

/// Steps of the guided set-up; the draft (cards chosen so far) rides in the id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupStep {
    Pick,
    Back,
    Reset,
    Suggest,
    TypeIt,
    Confirm,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Id {
    Challenge {
        id: ChallengeId,
        answer: ChallengeAnswer,
    },
    /// The toss winner's choice.
    Choose {
        m: MatchId,
        v: u32,
        first: bool,
    },
    Hand {
        m: MatchId,
    },
    /// The action of the moment (set up, reveal, answer).
    Act {
        m: MatchId,
        v: u32,
    },
    Resign {
        m: MatchId,
    },
    ResignConfirm {
        m: MatchId,
    },
    Setup {
        m: MatchId,
        v: u32,
        step: SetupStep,
        draft: Vec<Card>,
    },
    SetupModal {
        m: MatchId,
        v: u32,
    },
    Reveal {
        m: MatchId,
        v: u32,
        size: u8,
    },
    AnswerPick {
        m: MatchId,
        v: u32,
    },
    AnswerTypeIt {
        m: MatchId,
        v: u32,
    },
    AnswerConfirm {
        m: MatchId,
        v: u32,
        cards: Vec<Card>,
    },
    AnswerModal {
        m: MatchId,
        v: u32,
    },
    /// A leaderboard's Previous / Next: the page to show.
    Board {
        game: GameKind,
        page: u32,
    },
}

fn cards_code(cards: &[Card]) -> String {
    cards.iter().map(|c| c.code()).collect()
}

fn cards_from(code: &str) -> Option<Vec<Card>> {
    if !code.len().is_multiple_of(2) || !code.is_ascii() {
        return None;
    }
    (0..code.len())
        .step_by(2)
        .map(|i| code[i..i + 2].parse().ok())
        .collect()
}

impl Id {
    pub fn encode(&self) -> String {
        match self {
            Id::Challenge { id, answer } => {
                let a = match answer {
                    ChallengeAnswer::Accept => "acc",
                    ChallengeAnswer::Decline => "dec",
                    ChallengeAnswer::Cancel => "can",
                };
                format!("ch:{id}:{a}")
            }
            Id::Choose { m, v, first } => format!("tc:{m}:{v}:{}", if *first { 1 } else { 2 }),
            Id::Hand { m } => format!("hd:{m}"),
            Id::Act { m, v } => format!("ac:{m}:{v}"),
            Id::Resign { m } => format!("rs:{m}"),
            Id::ResignConfirm { m } => format!("rk:{m}"),
            Id::Setup { m, v, step, draft } => {
                let s = match step {
                    SetupStep::Pick => "p",
                    SetupStep::Back => "b",
                    SetupStep::Reset => "r",
                    SetupStep::Suggest => "s",
                    SetupStep::TypeIt => "t",
                    SetupStep::Confirm => "c",
                };
                format!("s{s}:{m}:{v}:{}", cards_code(draft))
            }
            Id::SetupModal { m, v } => format!("sm:{m}:{v}"),
            Id::Reveal { m, v, size } => format!("rv:{m}:{v}:{size}"),
            Id::AnswerPick { m, v } => format!("ap:{m}:{v}"),
            Id::AnswerTypeIt { m, v } => format!("at:{m}:{v}"),
            Id::AnswerConfirm { m, v, cards } => format!("ak:{m}:{v}:{}", cards_code(cards)),
            Id::AnswerModal { m, v } => format!("am:{m}:{v}"),
            Id::Board { game, page } => format!("lb:{}:{page}", game.name()),
        }
    }

    pub fn parse(text: &str) -> Option<Id> {
        let parts: Vec<&str> = text.split(':').collect();
        let num = |i: usize| parts.get(i)?.parse::<i64>().ok();
        let ver = |i: usize| parts.get(i)?.parse::<u32>().ok();
        let id = match (parts[0], parts.len()) {
            ("ch", 3) => Id::Challenge {
                id: num(1)?,
                answer: match parts[2] {
                    "acc" => ChallengeAnswer::Accept,
                    "dec" => ChallengeAnswer::Decline,
                    "can" => ChallengeAnswer::Cancel,
                    _ => return None,
                },
            },
            ("tc", 4) => Id::Choose {
                m: num(1)?,
                v: ver(2)?,
                first: match parts[3] {
                    "1" => true,
                    "2" => false,
                    _ => return None,
                },
            },
            ("hd", 2) => Id::Hand { m: num(1)? },
            ("ac", 3) => Id::Act {
                m: num(1)?,
                v: ver(2)?,
            },
            ("rs", 2) => Id::Resign { m: num(1)? },
            ("rk", 2) => Id::ResignConfirm { m: num(1)? },
            ("sm", 3) => Id::SetupModal {
                m: num(1)?,
                v: ver(2)?,
            },
            (s, 4) if s.len() == 2 && s.starts_with('s') => Id::Setup {
                m: num(1)?,
                v: ver(2)?,
                step: match &s[1..] {
                    "p" => SetupStep::Pick,
                    "b" => SetupStep::Back,
                    "r" => SetupStep::Reset,
                    "s" => SetupStep::Suggest,
                    "t" => SetupStep::TypeIt,
                    "c" => SetupStep::Confirm,
                    _ => return None,
                },
                draft: cards_from(parts[3])?,
            },
            ("rv", 4) => Id::Reveal {
                m: num(1)?,
                v: ver(2)?,
                size: parts[3].parse().ok()?,
            },
            ("ap", 3) => Id::AnswerPick {
                m: num(1)?,
                v: ver(2)?,
            },
            ("at", 3) => Id::AnswerTypeIt {
                m: num(1)?,
                v: ver(2)?,
            },
            ("ak", 4) => Id::AnswerConfirm {
                m: num(1)?,
                v: ver(2)?,
                cards: cards_from(parts[3])?,
            },
            ("am", 3) => Id::AnswerModal {
                m: num(1)?,
                v: ver(2)?,
            },
            ("lb", 3) => Id::Board {
                game: parts[1].parse().ok()?,
                page: ver(2)?,
            },
            _ => return None,
        };
        Some(id)
    }

    /// The match a component belongs to, if any.
    pub fn match_id(&self) -> Option<MatchId> {
        match self {
            Id::Challenge { .. } | Id::Board { .. } => None,
            Id::Choose { m, .. }
            | Id::Hand { m }
            | Id::Act { m, .. }
            | Id::Resign { m }
            | Id::ResignConfirm { m }
            | Id::Setup { m, .. }
            | Id::SetupModal { m, .. }
            | Id::Reveal { m, .. }
            | Id::AnswerPick { m, .. }
            | Id::AnswerTypeIt { m, .. }
            | Id::AnswerConfirm { m, .. }
            | Id::AnswerModal { m, .. } => Some(*m),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    #[test]
    fn every_id_round_trips_and_fits_discords_100_characters() {
        let ten = parse_cards("AS KS QS JS TS 9S 8S 7S 6S 5S").unwrap();
        let ids = vec![
            Id::Challenge {
                id: 42,
                answer: ChallengeAnswer::Accept,
            },
            Id::Challenge {
                id: 42,
                answer: ChallengeAnswer::Decline,
            },
            Id::Challenge {
                id: 42,
                answer: ChallengeAnswer::Cancel,
            },
            Id::Choose {
                m: 7,
                v: 0,
                first: true,
            },
            Id::Choose {
                m: 7,
                v: 0,
                first: false,
            },
            Id::Hand { m: 7 },
            Id::Act { m: 7, v: 12 },
            Id::Resign { m: 7 },
            Id::ResignConfirm { m: 7 },
            Id::Setup {
                m: i64::MAX,
                v: u32::MAX,
                step: SetupStep::Confirm,
                draft: ten.clone(),
            },
            Id::Setup {
                m: 7,
                v: 3,
                step: SetupStep::Pick,
                draft: vec![],
            },
            Id::SetupModal { m: 7, v: 3 },
            Id::Reveal {
                m: 7,
                v: 3,
                size: 4,
            },
            Id::AnswerPick { m: 7, v: 3 },
            Id::AnswerTypeIt { m: 7, v: 3 },
            Id::AnswerConfirm {
                m: 7,
                v: 3,
                cards: ten[..4].to_vec(),
            },
            Id::AnswerModal { m: 7, v: 3 },
            Id::Board {
                game: GameKind::ShapeClash,
                page: u32::MAX,
            },
        ];
        for id in ids {
            let text = id.encode();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(Id::parse(&text), Some(id), "{text}");
        }
    }

    #[test]
    fn malformed_ids_are_refused() {
        for bad in [
            "",
            "ch:1",
            "ch:x:acc",
            "ch:1:yes",
            "tc:1:2:3",
            "sx:1:2:",
            "sp:1:2:A",
            "ak:1:2:ZZ",
            "zz:1",
            "lb:chess:1",
            "lb:clash:x",
        ] {
            assert_eq!(Id::parse(bad), None, "{bad}");
        }
    }
}
