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

/// Catalogue message `key` with its emphasised words in bold, wherever the language puts
/// them ([`crate::words::emphasised`]).
pub fn emphasised(lang: Lang, key: &str, args: Args<'_>) -> String {
    crate::words::emphasised(lang, key, args, bold)
}

/// `Match #4`: how every line names a match.
pub fn match_name(lang: Lang, id: impl std::fmt::Display) -> String {
    let id = id.to_string();
    crate::words::text(lang, "match-number", &Args::new().str("id", &id))
}

/// `**Match #4 · Tournament #3 · round 2**`: a match named at the head of its posts, with
/// its tournament's round when it has one ([`match_label`]).
pub fn match_heading(lang: Lang, info: &crate::model::MatchInfo) -> String {
    bold(match_name(lang, info.id) + &match_label(lang, info))
}

/// `**Match #4**`: a match named at the head of a line, or where a line's point is the
/// match (the catalogue's `$match`).
pub fn match_number(lang: Lang, id: impl std::fmt::Display) -> String {
    bold(match_name(lang, id))
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

/// `value` emphasised as Discord shows it (`**…**`): the catalogue's words that both
/// edges share hold no markup, and each edge emphasises its arguments its own way.
pub fn bold(value: impl std::fmt::Display) -> String {
    format!("**{value}**")
}

/// `text` as posts within Discord's limit, cut between its lines: a text that fits is one
/// post as it is; a line longer than the limit alone is cut within it.
pub fn posts_within(text: &str) -> Vec<String> {
    const LIMIT: usize = super::limits::CONTENT;
    if text.chars().count() <= LIMIT {
        return vec![text.to_string()];
    }
    let mut posts = Vec::new();
    let mut post = String::new();
    let mut length = 0;
    for line in text.lines() {
        let chars: Vec<char> = line.chars().collect();
        let mut pieces: Vec<String> = chars.chunks(LIMIT).map(|c| c.iter().collect()).collect();
        if pieces.is_empty() {
            pieces.push(String::new());
        }
        for piece in pieces {
            let size = piece.chars().count();
            if length > 0 && length + 1 + size > LIMIT {
                posts.push(std::mem::take(&mut post));
                length = 0;
            }
            if length > 0 {
                post.push('\n');
                length += 1;
            }
            post += &piece;
            length += size;
        }
    }
    if !post.trim().is_empty() {
        posts.push(post);
    }
    posts
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::limits::CONTENT;
    use proptest::prelude::*;

    /// A text's characters but its line breaks and spaces, in order.
    fn ink(text: &str) -> String {
        text.chars().filter(|c| !c.is_whitespace()).collect()
    }

    #[test]
    fn the_emphasised_words_are_bold_wherever_the_language_puts_them() {
        let ja = Lang::from_tag("ja").unwrap();
        let ru = Lang::from_tag("ru").unwrap();
        let args = || Args::new().str("move", "7♠");
        assert_eq!(
            emphasised(Lang::ENGLISH, "puzzle-right", args()),
            "✅ **Right!** 7♠ is the best move."
        );
        assert!(emphasised(ja, "puzzle-right", args()).contains("**正解です！**"));
        // Words inflected by their sentence keep their case (Russian's genitive here).
        let out = emphasised(ru, "tournament-reply-you-out", Args::new().str("id", "3"));
        assert!(out.contains("**Турнира #3**"), "{out}");
        // Its plural picks by the same arguments as the sentence around it.
        let seat = |n: u32| {
            let args = Args::new()
                .str("who", "A")
                .num("points", n)
                .str("tiles", "-");
            emphasised(ru, "tile-seat", args)
        };
        assert!(seat(1).contains("**1 очко**") && seat(5).contains("**5 очков**"));
        // A text emphasising several words places each, in order, wherever they are.
        let rules = emphasised(Lang::ENGLISH, "tile-rules", Args::new());
        assert!(rules.starts_with("**Tile Poker** — 52 tiles"), "{rules}");
        assert!(
            rules.contains("**Exchange** and **Pass** say why"),
            "{rules}"
        );
        for lang in Lang::all() {
            let rules = emphasised(lang, "tile-rules", Args::new());
            assert_eq!(rules.matches("**").count(), 22, "{}: {rules}", lang.tag());
        }
    }

    #[test]
    fn a_match_is_named_alike_in_every_line_of_a_language() {
        let fr = Lang::from_tag("fr").unwrap();
        assert_eq!(match_name(fr, 12), "Partie n° 12");
        assert_eq!(match_number(Lang::ENGLISH, 12), "**Match #12**");
        for lang in Lang::all() {
            let name = match_name(lang, 12);
            let hand = crate::words::text(
                lang,
                "clash-hand-head",
                &Args::new().str("match", &match_number(lang, 12)),
            );
            assert!(
                hand.contains(&format!("**{name}**")),
                "{}: {hand}",
                lang.tag()
            );
        }
    }

    #[test]
    fn a_text_that_fits_is_one_post_as_it_is() {
        let text = "**Round 1**\n• <@1> vs <@2>\n";
        assert_eq!(posts_within(text), vec![text.to_string()]);
    }

    #[test]
    fn a_round_of_128_boards_is_cut_between_its_lines() {
        let mut text = "**Big cup** · Round 1 of 8\n".to_string();
        for board in 0..128u64 {
            let (a, b) = (u64::MAX - board, u64::MAX - 200 - board);
            text += &format!(
                "• {} vs {} · Match #{}\n",
                mention(a),
                mention(b),
                9_000 + board
            );
        }
        let posts = posts_within(&text);
        assert!(posts.len() >= 4, "{} posts", posts.len());
        assert!(posts[0].starts_with("**Big cup**"));
        for post in &posts {
            assert!(post.chars().count() <= CONTENT);
            assert!(post
                .lines()
                .all(|l| l.is_empty() || l.starts_with("• ") || l.starts_with("**")));
        }
        assert_eq!(posts.join("\n"), text.trim_end());
    }

    proptest! {
        /// Whatever the lines (some longer than a post), every post is within the limit
        /// and nothing is lost or reordered.
        #[test]
        fn posts_keep_every_character_in_order_within_the_limit(
            lines in proptest::collection::vec(("[a-zé♠ ]{0,40}", 0usize..3000), 0..120)
        ) {
            let text: Vec<String> = lines
                .iter()
                .map(|(word, repeat)| word.repeat(1 + repeat / 40))
                .collect();
            let text = text.join("\n");
            let posts = posts_within(&text);
            prop_assert!(posts.iter().all(|p| p.chars().count() <= CONTENT));
            prop_assert_eq!(ink(&posts.concat()), ink(&text));
        }
    }
}
