//! The shell every page shares: its head (title, description, Open Graph tags for the
//! link's preview in Discord), the bot's own style sheet and script, and the way back to
//! the server's home. maud escapes every value it is given, so a name is always text.

use crate::words::{self, Args, Lang};
use maud::{html, Markup, DOCTYPE};

/// The style sheet and script, served by the bot itself ([`super::assets`]).
pub const STYLE: &str = include_str!("assets/site.css");
pub const SCRIPT: &str = include_str!("assets/site.js");
pub const ICON: &str = include_str!("assets/icon.svg");

/// The language a page speaks: its server's, or the one a visitor asked for with
/// `?lang=<tag>` (a shipped tag), which the page's links then carry on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Voice {
    pub lang: Lang,
    /// Asked for in the address, rather than the server's own.
    asked: bool,
}

impl Voice {
    /// The server's language, unless `asked` names a shipped one.
    pub fn new(server: Lang, asked: Option<&str>) -> Voice {
        match asked.and_then(Lang::from_tag) {
            Some(lang) => Voice { lang, asked: true },
            None => Voice {
                lang: server,
                asked: false,
            },
        }
    }

    /// A message without variables.
    pub fn word(&self, key: &str) -> String {
        words::plain(self.lang, key)
    }

    /// A message with its variables.
    pub fn text(&self, key: &str, args: &Args<'_>) -> String {
        words::text(self.lang, key, args)
    }

    /// A message around a piece of markup (a time, a link): `key`'s text with its
    /// variable `slot` standing for `inner`, the words on either side escaped as text.
    pub fn around(&self, key: &str, args: Args<'_>, slot: &'static str, inner: Markup) -> Markup {
        self.fill(key, args, vec![(slot, inner)])
    }

    /// A message with pieces of markup in it: each variable of `slots` stands for its
    /// markup, wherever the language puts it; the words between are escaped as text.
    pub fn fill(&self, key: &str, args: Args<'_>, slots: Vec<(&'static str, Markup)>) -> Markup {
        const MARKS: [&str; 4] = ["\u{1}", "\u{2}", "\u{3}", "\u{4}"];
        let args = slots
            .iter()
            .zip(MARKS)
            .fold(args, |args, ((slot, _), mark)| args.str(slot, mark));
        let text = self.text(key, &args);
        let mut out = String::new();
        for piece in text.split_inclusive(|c: char| ('\u{1}'..='\u{4}').contains(&c)) {
            let mut chars = piece.chars();
            let mark = chars
                .next_back()
                .filter(|c| ('\u{1}'..='\u{4}').contains(c));
            let words = if mark.is_some() {
                chars.as_str()
            } else {
                piece
            };
            out.push_str(&html! { (words) }.into_string());
            if let Some(mark) = mark {
                let (_, inner) = &slots[mark as usize - 1];
                out.push_str(&inner.0);
            }
        }
        maud::PreEscaped(out)
    }

    /// A link on the page, carrying the asked-for language (before any `#fragment`).
    pub fn href(&self, link: &str) -> String {
        if !self.asked {
            return link.to_string();
        }
        let (path, fragment) = link
            .split_once('#')
            .map_or((link, None), |(p, f)| (p, Some(f)));
        let join = if path.contains('?') { '&' } else { '?' };
        let fragment = fragment.map_or(String::new(), |f| format!("#{f}"));
        format!("{path}{join}lang={}{fragment}", self.lang.tag())
    }
}

/// What a page says of itself.
pub struct Head {
    pub title: String,
    pub description: String,
    /// The page's address (absolute when the bot knows its public address).
    pub url: String,
    /// A picture for the link's preview, absolute like `url`.
    pub image: Option<String>,
}

/// A whole page: `body` inside the shell, with a link to server `guild`'s home.
pub fn page(voice: &Voice, head: &Head, guild: u64, body: Markup) -> Markup {
    let home = voice.href(&format!("/s/{guild}"));
    html! {
        (DOCTYPE)
        html lang=(html_lang(voice.lang)) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                title { (head.title) }
                meta name="description" content=(head.description);
                meta property="og:type" content="website";
                meta property="og:site_name" content="clash-bot";
                meta property="og:title" content=(head.title);
                meta property="og:description" content=(head.description);
                meta property="og:url" content=(head.url);
                @if let Some(image) = &head.image {
                    meta property="og:image" content=(image);
                    meta name="twitter:card" content="summary_large_image";
                }
                link rel="icon" href="/static/icon.svg" type="image/svg+xml";
                link rel="stylesheet" href="/static/site.css";
                script src="/static/site.js" defer {}
            }
            body {
                header.top {
                    a.home href=(home) { "♠ clash-bot" }
                    nav {
                        a href=(home) { (voice.word("web-nav-boards")) } " · "
                        a href=(voice.href(&format!("/s/{guild}/live"))) { (voice.word("web-nav-live")) } " · "
                        a href=(voice.href(&crate::model::pages::puzzles("", guild))) { (voice.word("puzzle-web-link")) }
                    }
                }
                main { (body) }
                footer { (voice.word("web-footer")) }
            }
        }
    }
}

/// A page that is not one of a server's: the start page, the one 404 and the answers
/// to a client over its budget, to busy pages and to a failure. In `lang`, the same for
/// every server (it tells nothing of which servers have pages); the way back (`back`) leads to
/// the start page.
pub fn plain_page(lang: Lang, heading: &str, line: &str, back: bool) -> Markup {
    let heading = words::plain(lang, heading);
    html! {
        (DOCTYPE)
        html lang=(html_lang(lang)) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                title { (heading) " · clash-bot" }
                link rel="icon" href="/static/icon.svg" type="image/svg+xml";
                link rel="stylesheet" href="/static/site.css";
            }
            body {
                header.top { a.home href="/" { "♠ clash-bot" } }
                main {
                    h1 { (heading) }
                    p { (words::plain(lang, line)) }
                    @if back {
                        p { a href="/" { (words::plain(lang, "web-back-to-start")) } }
                    }
                }
                footer { (words::plain(lang, "web-footer")) }
            }
        }
    }
}

/// The `<html lang>` of a page in `lang`: `en` for English, as the pages always said.
pub fn html_lang(lang: Lang) -> &'static str {
    if lang == Lang::ENGLISH {
        "en"
    } else {
        lang.tag()
    }
}

/// A user's name, or a neutral stand-in for one never seen.
pub fn name(voice: &Voice, names: &std::collections::HashMap<u64, String>, user: u64) -> String {
    names.get(&user).cloned().unwrap_or_else(|| {
        let user = user.to_string();
        voice.text("web-player-unknown", &Args::new().str("user", &user))
    })
}

/// The words' arguments of a match's title and heading: its number, its game and its
/// players' names (`a`, `b`, as [`name`] gives them).
pub fn match_args<'a>(info: &crate::model::MatchInfo, a: &'a str, b: &'a str) -> Args<'a> {
    Args::new()
        .num("id", info.id)
        .str("game", info.game.title())
        .str("a", a)
        .str("b", b)
}

/// A time (unix ms) as a UTC date and time to the minute (`2026-12-01 15:26 UTC`); the
/// page's script shows it in the reader's own zone.
pub fn time(ms: i64) -> Markup {
    let iso = iso8601(ms);
    let minute = iso.get(..16).unwrap_or(&iso).replace('T', " ");
    html! { time datetime=(iso) { (minute) " UTC" } }
}

/// `2026-11-27T20:15:00Z` for unix milliseconds.
pub fn iso8601(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil from days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_in_utc_as_iso_8601() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso8601(1_795_731_300_000), "2026-11-26T22:15:00Z");
        assert_eq!(iso8601(951_782_400_000), "2000-02-29T00:00:00Z");
    }

    #[test]
    fn a_time_without_the_script_reads_to_the_minute_in_utc() {
        let at = |ms| time(ms).into_string();
        assert_eq!(
            at(1_795_731_300_000),
            r#"<time datetime="2026-11-26T22:15:00Z">2026-11-26 22:15 UTC</time>"#
        );
        assert_eq!(
            at(1_795_731_333_000),
            r#"<time datetime="2026-11-26T22:15:33Z">2026-11-26 22:15 UTC</time>"#
        );
    }

    #[test]
    fn a_hostile_name_is_shown_as_text() {
        let head = Head {
            title: "<script>alert(1)</script>".into(),
            description: "\"><img src=x onerror=alert(1)>".into(),
            url: "/s/1".into(),
            image: None,
        };
        let voice = Voice::new(Lang::ENGLISH, None);
        let out = page(
            &voice,
            &head,
            1,
            html! { p { ("<script>alert(2)</script>") } },
        )
        .into_string();
        assert!(!out.contains("<script>alert"), "{out}");
        assert!(!out.contains("<img src=x"), "{out}");
        assert!(out.contains("&lt;script&gt;alert(2)&lt;/script&gt;"));
    }
}
