//! Discord's Markdown, as a seat's panels and hands are written, into safe HTML: every
//! character is escaped first, and only then are the marks this bot writes turned into
//! tags of our own (**bold**, *italic* and _italic_, `code`, ~~strike~~, `-# ` small
//! lines, `> ` quotes, line breaks), mentions into the players' names, a server's emoji
//! into its `:name:` and Discord's times into the page's own.

use crate::web::layout::{self, Voice};
use maud::{html, Markup, PreEscaped};
use std::collections::HashMap;

/// `text` as HTML; `names` are the names mentions show.
pub fn to_html(v: &Voice, text: &str, names: &HashMap<u64, String>) -> Markup {
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            out.push_str("<br>");
        }
        if let Some(small) = line.strip_prefix("-# ") {
            out.push_str("<small>");
            out.push_str(&inline(v, small, names));
            out.push_str("</small>");
        } else if let Some(quote) = line.strip_prefix("> ") {
            out.push_str("<span class=\"quote\">");
            out.push_str(&inline(v, quote, names));
            out.push_str("</span>");
        } else {
            out.push_str(&inline(v, line, names));
        }
    }
    PreEscaped(out)
}

/// `text` escaped, with each red card (`8♥`, `10♦`, or a lone ♥ or ♦) in the red the
/// tables show it in: a control's label.
pub fn cards(text: &str) -> Markup {
    PreEscaped(red_cards(&html! { (text) }.into_string()))
}

/// Escaped HTML with each red card wrapped in `<span class="pc red">`: a heart or a
/// diamond with the rank written just before it (letters or digits, no space).
fn red_cards(escaped: &str) -> String {
    let mut out = String::with_capacity(escaped.len());
    for piece in escaped.split_inclusive(['♥', '♦']) {
        let Some(suit) = piece.chars().next_back().filter(|c| matches!(c, '♥' | '♦')) else {
            out.push_str(piece);
            continue;
        };
        let before = &piece[..piece.len() - suit.len_utf8()];
        let rank_len: usize = before
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric())
            .take(2)
            .map(char::len_utf8)
            .sum();
        let (text, rank) = before.split_at(before.len() - rank_len);
        out.push_str(text);
        out.push_str("<span class=\"pc red\">");
        out.push_str(rank);
        out.push(suit);
        out.push_str("</span>");
    }
    out
}

/// One line: escaped, its code spans kept as they are, the rest marked up.
fn inline(v: &Voice, line: &str, names: &HashMap<u64, String>) -> String {
    let escaped = html! { (line) }.into_string();
    let pieces: Vec<&str> = escaped.split('`').collect();
    let mut out = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        let code = i % 2 == 1 && i + 1 < pieces.len();
        if code {
            out.push_str("<code>");
            out.push_str(piece);
            out.push_str("</code>");
        } else {
            if i % 2 == 1 {
                // An unpaired backtick stays a backtick.
                out.push('`');
            }
            out.push_str(&marks(&angles(v, piece, names)));
        }
    }
    red_cards(&out)
}

/// Bold, strike, underline and italics, each where a closing mark follows.
fn marks(text: &str) -> String {
    let text = pairs(text, "**", "<strong>", "</strong>", false);
    let text = pairs(&text, "~~", "<s>", "</s>", false);
    let text = pairs(&text, "__", "<u>", "</u>", false);
    let text = pairs(&text, "*", "<em>", "</em>", false);
    pairs(&text, "_", "<em>", "</em>", true)
}

/// Each `mark … mark` around some text wrapped in `open … close`. `words`: only at a
/// word's edges (so `snake_case` stays as it is).
fn pairs(text: &str, mark: &str, open: &str, close: &str, words: bool) -> String {
    let mut out = String::new();
    let mut rest = text;
    let edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
    while let Some(start) = rest.find(mark) {
        let after = &rest[start + mark.len()..];
        let before_ok = !words || edge(rest[..start].chars().next_back());
        let end = after
            .find(mark)
            .filter(|&end| end > 0)
            .filter(|&end| !words || edge(after[end + mark.len()..].chars().next()));
        match (before_ok, end) {
            (true, Some(end)) => {
                out.push_str(&rest[..start]);
                out.push_str(open);
                out.push_str(&after[..end]);
                out.push_str(close);
                rest = &after[end + mark.len()..];
            }
            _ => {
                out.push_str(&rest[..start + mark.len()]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// What Discord writes between angle brackets (escaped by now): `<@id>` a player's name,
/// `<:name:id>` a server's emoji as `:name:`, `<t:secs:R>` a time; anything else stays
/// as the escaped text it is.
fn angles(v: &Voice, text: &str, names: &HashMap<u64, String>) -> String {
    const OPEN: &str = "&lt;";
    const CLOSE: &str = "&gt;";
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find(OPEN) {
        out.push_str(&rest[..start]);
        let after = &rest[start + OPEN.len()..];
        let inner = after.find(CLOSE).map(|end| &after[..end]);
        match inner.and_then(|inner| angled(v, inner, names)) {
            Some(markup) => {
                out.push_str(&markup);
                rest = &after[inner.map_or(0, str::len) + CLOSE.len()..];
            }
            None => {
                out.push_str(OPEN);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

fn angled(v: &Voice, inner: &str, names: &HashMap<u64, String>) -> Option<String> {
    let digits = |s: &str| !s.is_empty() && s.len() <= 20 && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(user) = inner.strip_prefix('@') {
        let user = user.strip_prefix('!').unwrap_or(user);
        if digits(user) {
            let name = layout::name(v, names, user.parse().ok()?);
            return Some(html! { span.mention { "@" (name) } }.into_string());
        }
        return None;
    }
    if let Some(time) = inner.strip_prefix("t:") {
        let secs = time.split(':').next()?;
        if digits(secs) {
            let secs: i64 = secs.parse().ok()?;
            return Some(layout::time(secs.checked_mul(1000)?).into_string());
        }
        return None;
    }
    let emoji = inner
        .strip_prefix("a:")
        .or_else(|| inner.strip_prefix(':'))?;
    let (name, id) = emoji.split_once(':')?;
    let named = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '~');
    (named && digits(id)).then(|| format!(":{name}:"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Lang;

    fn md(text: &str) -> String {
        let names = HashMap::from([(11, "Alice".to_string()), (22, "<b>Bob</b>".to_string())]);
        to_html(&Voice::new(Lang::ENGLISH, None), text, &names).into_string()
    }

    #[test]
    fn red_cards_are_red_as_on_the_tables_and_black_ones_stay_as_they_are() {
        assert_eq!(
            md("Play **8♥** or 10♦, not K♣"),
            "Play <strong><span class=\"pc red\">8♥</span></strong> or <span class=\"pc red\">10♦</span>, not K♣"
        );
        assert_eq!(
            cards("A♦ <b>").into_string(),
            "<span class=\"pc red\">A♦</span> &lt;b&gt;"
        );
        assert_eq!(
            cards("♥ x").into_string(),
            "<span class=\"pc red\">♥</span> x"
        );
    }

    #[test]
    fn the_marks_this_bot_writes_become_tags() {
        assert_eq!(md("**Your move** now"), "<strong>Your move</strong> now");
        assert_eq!(md("*a* and _b_"), "<em>a</em> and <em>b</em>");
        assert_eq!(md("`7♠ 8♠` ~~gone~~"), "<code>7♠ 8♠</code> <s>gone</s>");
        assert_eq!(md("one\n-# small"), "one<br><small>small</small>");
        assert_eq!(md("> quoted"), "<span class=\"quote\">quoted</span>");
    }

    #[test]
    fn mentions_show_names_as_text_and_emoji_by_name() {
        assert_eq!(
            md("<@11> to move"),
            "<span class=\"mention\">@Alice</span> to move"
        );
        assert_eq!(
            md("<@!22>"),
            "<span class=\"mention\">@&lt;b&gt;Bob&lt;/b&gt;</span>"
        );
        assert!(
            md("<@33>").contains("@"),
            "an unknown player has a stand-in"
        );
        assert_eq!(md("<:heart:123> <a:spin:9>"), ":heart: :spin:");
        assert!(
            md("runs out <t:1795731300:R>").contains("<time datetime=\"2026-11-26T22:15:00Z\">")
        );
    }

    #[test]
    fn hostile_text_stays_text() {
        for hostile in [
            "<script>alert(1)</script>",
            "**<img src=x onerror=alert(1)>**",
            "`</code><script>x</script>`",
            "<@11><script>",
            "<:x:1 onerror=alert(1)>",
            "\"><svg onload=alert(1)>",
            "<t:1:R><iframe>",
            "_<a href=javascript:alert(1)>_",
        ] {
            let out = md(hostile);
            for bad in [
                "<script",
                "<img",
                "<svg",
                "<iframe",
                "<a ",
                "onerror=alert(1)>",
            ] {
                assert!(!out.contains(bad), "{hostile:?} gave {out}");
            }
        }
    }

    #[test]
    fn unpaired_marks_and_snake_case_stay_as_they_are() {
        assert_eq!(md("2 * 3"), "2 * 3");
        assert_eq!(md("snake_case_name"), "snake_case_name");
        assert_eq!(md("a ` b"), "a ` b");
        assert_eq!(md("****"), "****");
    }
}
