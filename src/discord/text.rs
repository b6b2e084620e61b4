//! Words every message uses: mentions, durations, sentences, and Discord's length limit.

use crate::words::{Args, Lang};
/// ` · Tournament #3 · round 2` after a tournament match's number; empty for any other.
pub fn match_label(lang: Lang, info: &crate::model::MatchInfo) -> String {
    info.tournament
        .as_ref()
        .map(|t| {
            let (id, round) = (t.id.to_string(), t.round.to_string());
            let args = Args::new().str("id", &id).str("round", &round);
            crate::words::text(lang, "games-match-label", &args)
        })
        .unwrap_or_default()
}

pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// `1:30`, `45 s`, `2:00:00`.
pub fn duration(seconds: i64) -> String {
    let seconds = seconds.max(0);
    match seconds {
        0..=59 => format!("{seconds} s"),
        60..=3599 => format!("{}:{:02}", seconds / 60, seconds % 60),
        _ => format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            (seconds / 60) % 60,
            seconds % 60
        ),
    }
}

/// A service error as a sentence: `you cannot challenge yourself` → `You cannot challenge yourself.`
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect::<String>() + ".",
        None => String::new(),
    }
}

/// A fragment (a setting's or a rule's reason) as a sentence in `lang`: its first letter
/// capitalised, and the language's full stop after it (`.`; Japanese `。`).
pub fn sentence_in(lang: Lang, text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => {
            let stop = crate::words::plain(lang, "refusal-full-stop");
            first.to_uppercase().chain(chars).collect::<String>() + &stop
        }
        None => String::new(),
    }
}

/// Discord refuses messages over 2000 characters.
pub fn truncate(mut text: String) -> String {
    const LIMIT: usize = super::limits::CONTENT;
    if text.chars().count() > LIMIT {
        text = text.chars().take(LIMIT - 1).collect();
        text.push('…');
    }
    text
}

/// Capitalises a rules error and ends it with a full stop: `a is b` → `A is b.`
pub fn sentence(text: &str) -> String {
    capitalize(text)
}

/// `text` cut to at most `max` characters (at a character boundary, with an ellipsis).
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}
